//! The level-payment annuity: the payment that repays `principal` in `n`
//! equal payments at `rate` per period (CFPB; any finance text:
//! PMT = P·r / (1 − (1 + r)^−n), and P / n when r = 0).

/// Periodic payment. `(1 + r)^−n` is formed through `ln_1p`/`exp_m1` so that
/// tiny rates keep their precision instead of cancelling to zero.
pub fn payment(principal: f64, rate: f64, n: f64) -> f64 {
    if rate == 0.0 {
        return principal / n;
    }
    let growth = -(-n * rate.ln_1p()).exp_m1(); // 1 − (1 + r)^−n
    principal * rate / growth
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        ((a - b) / b).abs() < 1e-12
    }

    #[test]
    fn matches_excel_pmt() {
        // Same as Excel's =-PMT(0.065/12, 360, 320000); the closed form
        // evaluated with mpmath at 50 digits: 2022.61767517748394254666...
        assert!(close(
            payment(320_000.0, 0.065 / 12.0, 360.0),
            2_022.617_675_177_484
        ));
    }

    #[test]
    fn zero_rate_divides_evenly() {
        assert_eq!(payment(1200.0, 0.0, 12.0), 100.0);
    }

    #[test]
    fn tiny_rate_tends_to_even_split() {
        let p = payment(1200.0, 1e-15, 12.0);
        assert!((p - 100.0).abs() < 1e-9, "{p}");
    }

    #[test]
    fn one_period_repays_with_interest() {
        assert!(close(payment(1000.0, 0.01, 1.0), 1010.0));
    }
}
