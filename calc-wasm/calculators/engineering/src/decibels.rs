//! Decibels: 10·log10 of a power ratio, 20·log10 of a voltage (amplitude)
//! ratio, and back.

/// 10 for power ratios, 20 for voltage, current or pressure ratios.
pub fn factor(kind: &str) -> f64 {
    if kind == "power" {
        10.0
    } else {
        20.0
    }
}

/// dB of a positive ratio.
pub fn to_db(ratio: f64, kind: &str) -> f64 {
    factor(kind) * ratio.log10()
}

/// The ratio of a level in dB.
pub fn from_db(db: f64, kind: &str) -> f64 {
    10f64.powf(db / factor(kind))
}

// References keep the digits mpmath printed.
#[cfg(test)]
#[allow(clippy::excessive_precision)]
mod tests {
    use super::*;

    #[test]
    fn doubling() {
        // 10·log10(2) = 3.0102999566398119521 dB; 20·log10(2) =
        // 6.0205999132796239042 dB (mpmath).
        assert!((to_db(2.0, "power") - 3.010_299_956_639_811_952_1).abs() < 1e-14);
        assert!((to_db(2.0, "voltage") - 6.020_599_913_279_623_904_2).abs() < 1e-14);
        assert_eq!(to_db(1000.0, "power"), 30.0);
        assert_eq!(to_db(10.0, "voltage"), 20.0);
        assert_eq!(to_db(1.0, "power"), 0.0);
    }

    #[test]
    fn back() {
        assert!((from_db(30.0, "power") - 1000.0).abs() < 1e-10);
        assert!((from_db(-6.0, "voltage") - 0.501_187_233_627_272_285_1).abs() < 1e-15);
        // 3 dB of power is 1.9952623149688796014 (mpmath: 10**0.3).
        assert!((from_db(3.0, "power") - 1.995_262_314_968_879_601_4).abs() < 1e-14);
    }
}
