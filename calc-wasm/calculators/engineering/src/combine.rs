//! Components in series and in parallel. Resistors (and inductors) add in
//! series, reciprocals add in parallel; capacitors the other way round.

/// Σ x.
pub fn sum(values: &[f64]) -> f64 {
    values.iter().sum()
}

/// 1 / Σ(1/x); values are positive (the caller checks).
pub fn reciprocal_sum(values: &[f64]) -> f64 {
    1.0 / values.iter().map(|v| 1.0 / v).sum::<f64>()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resistors() {
        // 100 + 220 + 470 = 790 Ω; in parallel 1/(1/100 + 1/220 + 1/470)
        // = 25850/431 = 59.976798… Ω (fractions.Fraction).
        let r = [100.0, 220.0, 470.0];
        assert_eq!(sum(&r), 790.0);
        assert!((reciprocal_sum(&r) - 25_850.0 / 431.0).abs() < 1e-12);
        // Two equal resistors in parallel: half.
        assert_eq!(reciprocal_sum(&[10_000.0, 10_000.0]), 5000.0);
    }

    #[test]
    fn one_value_is_itself() {
        assert_eq!(sum(&[4700.0]), 4700.0);
        assert_eq!(reciprocal_sum(&[4700.0]), 4700.0);
    }
}
