//! Ohm's law and electric power: V = I·R and P = V·I, so any two of V, I,
//! R and P give the other two.

/// V, I, R, P in volts, amperes, ohms and watts.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Circuit {
    pub volts: f64,
    pub amps: f64,
    pub ohms: f64,
    pub watts: f64,
}

/// From the pair `known` (an option of the calculator's `ohmKnown` select)
/// and its two values in the order the pair names them, all four; `None`
/// for an unknown pair. The two given come back exactly as given. Values
/// are positive (the caller checks), so every division and root is defined.
pub fn solve(known: &str, a: f64, b: f64) -> Option<Circuit> {
    let c = |volts, amps, ohms, watts| Circuit {
        volts,
        amps,
        ohms,
        watts,
    };
    Some(match known {
        "voltageCurrent" => c(a, b, a / b, a * b),
        "voltageResistance" => c(a, a / b, b, a * a / b),
        "voltagePower" => c(a, b / a, a * a / b, b),
        "currentResistance" => c(a * b, a, b, a * a * b),
        "currentPower" => c(b / a, a, b / (a * a), b),
        // P = V²/R = I²·R, so V = √(P·R) and I = √(P/R).
        "resistancePower" => c((a * b).sqrt(), (b / a).sqrt(), a, b),
        _ => return None,
    })
}

// References keep the digits mpmath printed.
#[cfg(test)]
#[allow(clippy::excessive_precision)]
mod tests {
    use super::*;

    /// 12 V across 24 Ω: 0.5 A and 6 W (V = IR, P = VI by hand); every pair
    /// of the four gives back the same circuit.
    #[test]
    fn every_pair_gives_the_same_circuit() {
        let want = Circuit {
            volts: 12.0,
            amps: 0.5,
            ohms: 24.0,
            watts: 6.0,
        };
        let cases = [
            ("voltageCurrent", 12.0, 0.5),
            ("voltageResistance", 12.0, 24.0),
            ("voltagePower", 12.0, 6.0),
            ("currentResistance", 0.5, 24.0),
            ("currentPower", 0.5, 6.0),
            ("resistancePower", 24.0, 6.0),
        ];
        for (pair, a, b) in cases {
            assert_eq!(solve(pair, a, b), Some(want), "{pair}");
        }
    }

    #[test]
    fn a_led_resistor() {
        // 3 V dropped at 20 mA: 150 Ω, 60 mW.
        let c = solve("voltageCurrent", 3.0, 0.02).unwrap();
        assert!((c.ohms - 150.0).abs() < 1e-12 && (c.watts - 0.06).abs() < 1e-15);
        // 1 kΩ at 0.25 W: √250 = 15.811388300841896660 V, √(2.5e-4) = 15.8113883 mA (mpmath).
        let c = solve("resistancePower", 1000.0, 0.25).unwrap();
        assert!((c.volts - 15.811_388_300_841_896_660).abs() < 1e-12);
        assert!((c.amps - 0.015_811_388_300_841_896_6).abs() < 1e-15);
    }

    #[test]
    fn unknown_pair() {
        assert_eq!(solve("nope", 1.0, 1.0), None);
    }
}
