//! RC and RL circuits: τ = R·C or τ = L/R. A step charges the capacitor (or
//! builds the inductor's current) as 1 − e^(−t/τ) of the final value and
//! discharges as e^(−t/τ).

use serde_json::{json, Value};

/// Share of the final value after `t_over_tau` time constants, in %.
pub fn charge_percent(t_over_tau: f64) -> f64 {
    100.0 * -(-t_over_tau).exp_m1()
}

/// Share left while discharging, in %.
pub fn discharge_percent(t_over_tau: f64) -> f64 {
    100.0 * (-t_over_tau).exp()
}

/// −3 dB frequency of the first-order filter, 1/(2πτ), in hertz.
pub fn cutoff_hz(tau: f64) -> f64 {
    1.0 / (2.0 * std::f64::consts::PI * tau)
}

/// Rows for 1 to 5 time constants: time, charge and discharge in %.
pub fn milestones(tau: f64) -> Value {
    (1..=5)
        .map(|n| {
            let x = f64::from(n);
            json!({ "multiple": n, "time": x * tau, "charge": charge_percent(x), "discharge": discharge_percent(x) })
        })
        .collect()
}

/// Points of both curves from 0 to 5 τ, every 0.1 τ, for the chart.
pub fn curve(tau: f64) -> Value {
    (0..=50)
        .map(|i| {
            let x = f64::from(i) / 10.0;
            json!({ "multiple": x, "time": x * tau, "charge": charge_percent(x), "discharge": discharge_percent(x) })
        })
        .collect()
}

// References keep the digits mpmath printed.
#[cfg(test)]
#[allow(clippy::excessive_precision)]
mod tests {
    use super::*;

    // mpmath, 20 digits: 100·(1 − e^−n) and 100·e^−n.
    const CHARGE: [f64; 5] = [
        63.212_055_882_855_767_840,
        86.466_471_676_338_730_811,
        95.021_293_163_213_605_702,
        98.168_436_111_126_581_971,
        99.326_205_300_091_453_290,
    ];

    #[test]
    fn one_time_constant_is_63_2_percent() {
        for (i, want) in CHARGE.iter().enumerate() {
            let n = (i + 1) as f64;
            assert!((charge_percent(n) - want).abs() < 1e-12, "{n}");
            assert!((discharge_percent(n) - (100.0 - want)).abs() < 1e-12, "{n}");
        }
        assert_eq!(charge_percent(0.0), 0.0);
        assert_eq!(discharge_percent(0.0), 100.0);
    }

    #[test]
    fn cutoff() {
        // 10 kΩ · 100 nF = 1 ms; 1/(2π·0.001) = 159.15494309189533577 Hz (mpmath).
        assert!((cutoff_hz(1e-3) - 159.154_943_091_895_335_77).abs() < 1e-10);
    }

    #[test]
    fn tables() {
        assert_eq!(milestones(2.0).as_array().map(Vec::len), Some(5));
        let points = curve(1e-3);
        assert_eq!(points.as_array().map(Vec::len), Some(51));
        assert_eq!(points[50]["multiple"], 5.0);
    }
}
