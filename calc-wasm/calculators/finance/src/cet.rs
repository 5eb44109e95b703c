//! Custo Efetivo Total (Resolução CMN 4.881/2020, art. 4º): the yearly
//! rate that equates what the borrower receives with what they pay,
//!
//!   Σ_j FC_j / (1 + CET)^((d_j − d_0)/365) = FC_0,
//!
//! FC_0 being the credit less the fees, insurance and taxes paid at the
//! start, FC_j every later payment and d_j − d_0 its calendar days from the
//! release. The monthly CET is its compound equivalent a month.

use calc_core::roots::brent;

/// One payment: when, in years from the release ((d_j − d_0)/365), and how much.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Flow {
    pub years: f64,
    pub amount: f64,
}

/// The yearly CET (a fraction) of receiving `received` and paying `flows`;
/// `None` when nothing is received or the rate leaves the doubles' range.
pub fn yearly(received: f64, flows: &[Flow]) -> Option<f64> {
    if received.is_nan() || received <= 0.0 || flows.is_empty() {
        return None;
    }
    // Solved for x = ln(1 + CET): the present value falls steadily in x, and
    // a card's thousands of percent a year stay a small number.
    let gap = |x: f64| {
        flows
            .iter()
            .map(|f| f.amount * (-f.years * x).exp())
            .sum::<f64>()
            - received
    };
    let (mut lo, mut hi) = (0.0, 1.0);
    if gap(0.0) >= 0.0 {
        while gap(hi) > 0.0 {
            lo = hi;
            hi *= 2.0;
            if hi > 1e3 {
                return None;
            }
        }
    } else {
        hi = 0.0;
        lo = -1.0;
        while gap(lo) < 0.0 {
            hi = lo;
            lo *= 2.0;
            if lo < -1e3 {
                return None;
            }
        }
    }
    let x = brent(&gap, lo, hi)?;
    let cet = x.exp_m1();
    cet.is_finite().then_some(cet)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::close;

    fn monthly(payment: f64, n: u32) -> Vec<Flow> {
        (1..=n)
            .map(|j| Flow {
                years: f64::from(j) / 12.0,
                amount: payment,
            })
            .collect()
    }

    #[test]
    fn the_banco_central_example() {
        // The BCB's CET FAQ (Res. CMN 3.517/2007, kept by 4.881/2020):
        // R$ 1 000 at 12 % a.a., fee 50 and IOF 10 paid up front, so 940
        // received, against 5 monthly payments of 205.73, each month 1/12 of
        // a year as the example counts them. The BCB prints 3.08 % a.m. and
        // 43.93 % a.a.; mpmath 1.4.1 findroot at 40 digits gives
        // 0.439 324 481 663 507 697… a year and 0.030 813 013 589 631 517… a
        // month, and numpy-financial 1.0.0 irr([940, −205.73 × 5]) =
        // 0.030813013589631177.
        let cet = yearly(940.0, &monthly(205.73, 5)).unwrap();
        close(cet, 0.439_324_481_663_507_7, 1e-13);
        close(
            crate::rates::monthly_from_yearly(cet),
            0.030_813_013_589_631_517,
            1e-12,
        );
    }

    #[test]
    fn no_interest_and_no_costs_is_zero_and_a_gift_is_negative() {
        assert_eq!(yearly(500.0, &monthly(100.0, 5)), Some(0.0));
        // Paying back 900 for 1 000 received: below zero, still solved.
        let cet = yearly(1_000.0, &monthly(180.0, 5)).unwrap();
        assert!(cet < 0.0 && cet > -1.0, "{cet}");
        assert_eq!(yearly(0.0, &monthly(100.0, 5)), None);
    }
}
