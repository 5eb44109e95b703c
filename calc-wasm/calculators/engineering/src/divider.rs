//! The resistive voltage divider, Vout = Vin · R2 / (R1 + R2), and the
//! reverse: the pair of preferred values (E12, E24, E96) whose ratio comes
//! nearest a wanted one.

use super::colour_code::scaled;
use super::e_series::Series;

/// R2 / (R1 + R2).
pub fn ratio(r1: f64, r2: f64) -> f64 {
    r2 / (r1 + r2)
}

/// A picked pair: values in ohms, the ratio it gives, its error in % of the
/// wanted ratio.
#[derive(Debug, Clone, PartialEq)]
pub struct Pick {
    pub r1: f64,
    pub r2: f64,
    pub ratio: f64,
    pub error_percent: f64,
}

/// A preferred value as `digits × 10^power` (47 × 10² = 4.7 kΩ).
#[derive(Debug, Clone, Copy)]
struct Value {
    digits: u16,
    power: i32,
}

impl Value {
    fn ohms(self) -> f64 {
        scaled(u64::from(self.digits), self.power)
    }
}

/// The nearest pair for a wanted ratio in (0, 1). Only R1/R2 matters, so
/// R2 runs over one decade and R1 over the series values in the decade of
/// its ideal value and the values either side of it; the better of equal
/// errors is the first found (the smaller R2). The pair is then scaled by a
/// power of ten so the larger resistor lies between 10 kΩ and 100 kΩ, the
/// usual range for a divider: little current, little noise.
pub fn pick(wanted: f64, series: Series) -> Pick {
    let values = series.values;
    let first = f64::from(values[0]);
    let k = (1.0 - wanted) / wanted;
    let mut best: Option<(f64, Value, Value)> = None;
    for &b in values {
        let r2 = Value {
            digits: b,
            power: 0,
        };
        let ideal = k * f64::from(b);
        let power = (ideal / first).log10().floor() as i32;
        let mut candidates: Vec<Value> =
            values.iter().map(|&v| Value { digits: v, power }).collect();
        candidates.push(Value {
            digits: values[0],
            power: power + 1,
        });
        candidates.push(Value {
            digits: values[values.len() - 1],
            power: power - 1,
        });
        for r1 in candidates {
            let error = (ratio(r1.ohms(), r2.ohms()) - wanted).abs();
            if best.as_ref().is_none_or(|(e, _, _)| error < *e) {
                best = Some((error, r1, r2));
            }
        }
    }
    let (_, mut r1, mut r2) = best.unwrap_or((
        0.0,
        Value {
            digits: 10,
            power: 0,
        },
        Value {
            digits: 10,
            power: 0,
        },
    ));
    let larger = r1.ohms().max(r2.ohms());
    let shift = 4 - larger.log10().floor() as i32;
    r1.power += shift;
    r2.power += shift;
    let (r1, r2) = (r1.ohms(), r2.ohms());
    let got = ratio(r1, r2);
    Pick {
        r1,
        r2,
        ratio: got,
        error_percent: (got - wanted) / wanted * 100.0,
    }
}

#[cfg(test)]
mod tests {
    use super::super::e_series::{E12, E24, E96};
    use super::*;

    #[test]
    fn forward() {
        // 12 V over 10 kΩ and 4.7 kΩ: 12 · 4.7 / 14.7 = 3.836734693877551 V (fractions: 188/49).
        assert!((12.0 * ratio(10_000.0, 4700.0) - 188.0 / 49.0).abs() < 1e-14);
    }

    #[test]
    fn half_is_two_equal_values() {
        for series in [E12, E24, E96] {
            let p = pick(0.5, series);
            assert_eq!(
                (p.r1, p.r2, p.ratio, p.error_percent),
                (10_000.0, 10_000.0, 0.5, 0.0)
            );
        }
    }

    #[test]
    fn five_volts_to_three_point_three() {
        // 3.3 V from 5 V: ratio 0.66. E96's steps are about 2.4 %, so a pair
        // lands well within 0.2 % (the search itself is checked by brute
        // force below).
        let p = pick(0.66, E96);
        assert!(p.error_percent.abs() < 0.2, "{p:?}");
        assert!(
            p.r1.max(p.r2) >= 10_000.0 && p.r1.max(p.r2) < 100_000.0,
            "{p:?}"
        );
    }

    /// The pick is as good as trying every pair over three decades.
    #[test]
    fn as_good_as_brute_force() {
        for series in [E12, E24] {
            for wanted in [0.01, 0.1, 0.2, 0.25, 0.33, 0.5, 0.66, 0.75, 0.9, 0.99] {
                let p = pick(wanted, series);
                let mut best = f64::INFINITY;
                for &a in series.values {
                    for &b in series.values {
                        for power in -3..=3 {
                            let r1 = f64::from(a) * 10f64.powi(power);
                            let r2 = f64::from(b);
                            best = best.min((ratio(r1, r2) - wanted).abs());
                        }
                    }
                }
                assert!(
                    (p.ratio - wanted).abs() <= best + 1e-15,
                    "{wanted} {}: {p:?} vs {best}",
                    series.name
                );
            }
        }
    }
}
