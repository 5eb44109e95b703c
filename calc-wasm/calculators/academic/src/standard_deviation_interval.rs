//! The t-based confidence interval for a mean: x̄ ± t·s/√n, t the
//! Student-t quantile with n − 1 degrees of freedom that leaves α/2 in the
//! upper tail.

use statrs::distribution::{Continuous, ContinuousCDF, Normal, StudentsT};

/// Beyond this many degrees of freedom statrs' inverse (AS 64 on its
/// incomplete beta) drifts (6e-5 too small at 10⁶) and at 10⁸ does not
/// return; the Cornish–Fisher series in 1/ν is exact to a double there.
const SERIES_FROM: f64 = 1000.0;

/// The two-sided quantile t for a confidence `level` in percent (50 to
/// 99.99, the input's limits) and `df` ≥ 1 degrees of freedom; None when
/// it is not a finite positive number.
pub fn t_quantile(level: f64, df: f64) -> Option<f64> {
    // The upper tail α/2, from the level directly: 1 − (0.5 + level/200)
    // would lose digits to cancellation at high levels.
    let q = (100.0 - level) / 200.0;
    let t = if df > SERIES_FROM {
        cornish_fisher(-Normal::new(0.0, 1.0).ok()?.inverse_cdf(q), df)
    } else {
        let dist = StudentsT::new(0.0, 1.0, df).ok()?;
        let mut t = -dist.inverse_cdf(q);
        // Two Newton steps on the tail polish the inverse's last digits
        // (5e-13 from mpmath over the input's range, from 3e-12).
        for _ in 0..2 {
            t += (dist.sf(t) - q) / dist.pdf(t);
        }
        t
    };
    (t.is_finite() && t > 0.0).then_some(t)
}

/// Abramowitz & Stegun 26.7.5: t from the normal quantile `x` in powers
/// of 1/ν, to 1/ν⁴ (the next term is below 1e-16 relative for ν > 1000
/// at these levels).
fn cornish_fisher(x: f64, df: f64) -> f64 {
    let x2 = x * x;
    let g1 = (x2 + 1.0) * x / 4.0;
    let g2 = ((5.0 * x2 + 16.0) * x2 + 3.0) * x / 96.0;
    let g3 = (((3.0 * x2 + 19.0) * x2 + 17.0) * x2 - 15.0) * x / 384.0;
    let g4 = ((((79.0 * x2 + 776.0) * x2 + 1482.0) * x2 - 1920.0) * x2 - 945.0) * x / 92160.0;
    x + (g1 + (g2 + (g3 + g4 / df) / df) / df) / df
}
