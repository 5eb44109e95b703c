//! The annual percentage rate of a closed-end loan by Regulation Z's
//! actuarial method (12 CFR 1026.22(a)(1) and Appendix J, (b)(8)): the
//! unit-period rate i at which the payments, discounted, equal the amount
//! financed,
//!
//!   A = Σ_k P_k / (1 + i)^k,
//!
//! for payments one unit-period apart with the first one period after the
//! advance (a regular first period: no fraction f), and the APR the
//! nominal w·i, w unit-periods a year. The amount financed is what the
//! borrower gets less the prepaid finance charges (1026.18(b)): for a
//! mortgage, the loan less points and the closing costs the lender counts
//! as finance charges (1026.4).

use calc_core::roots::brent;

/// The nominal yearly rate (a fraction) for `amount_financed` against
/// `payments` due one period apart from one period after the advance, with
/// `per_year` periods a year; `None` without a positive amount or payment.
pub fn actuarial(amount_financed: f64, payments: &[f64], per_year: f64) -> Option<f64> {
    let total: f64 = payments.iter().sum();
    let largest = payments.iter().copied().fold(0.0, f64::max);
    if amount_financed.is_nan() || amount_financed <= 0.0 || largest <= 0.0 {
        return None;
    }
    // Present value less the amount financed, falling as i rises.
    let gap = |i: f64| {
        let v = 1.0 / (1.0 + i);
        let (mut discount, mut sum) = (1.0, 0.0);
        for p in payments {
            discount *= v;
            sum += p * discount;
        }
        sum - amount_financed
    };
    // Brackets from the equation itself, no search: the present value is
    // below largest/i (Σ_k (1+i)^−k < 1/i), so at i = largest/A it is below
    // A; below zero (a finance charge under nothing), at 1 + i = total/A
    // each of the payments' discounts is at least A/total.
    let (lo, hi) = if total >= amount_financed {
        (0.0, largest / amount_financed)
    } else {
        (total / amount_financed - 1.0, 0.0)
    };
    let i = brent(&gap, lo, hi)?;
    let apr = per_year * i;
    apr.is_finite().then_some(apr)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::close;

    /// Appendix J to Part 1026, (c)(1)(i), "Monthly payments (regular first
    /// period)": $5,000 advanced, 24 monthly payments of $230, the first a
    /// month after the advance; the regulation prints an APR of 9.69 %.
    /// mpmath 1.4.1 findroot at 40 digits: 12·i = 0.096857080622807674…;
    /// numpy-financial 1.0.0 `npf.rate(24, -230, 5000, 0) * 12` =
    /// 0.09685708062280086.
    #[test]
    fn appendix_j_monthly_regular_first_period() {
        let apr = actuarial(5_000.0, &[230.0; 24], 12.0).unwrap();
        close(apr, 0.096_857_080_622_807_67, 1e-13);
        close(apr, 0.096_857_080_622_800_86, 1e-12);
        assert_eq!((apr * 10_000.0).round() / 100.0, 9.69);
    }

    /// 320,000 at 6.5 % for 30 years (payment 2,022.6176751774839…, the
    /// closed form in mpmath), one point (3,200) and 4,000 of prepaid
    /// finance charges: 312,800 financed. mpmath 1.4.1 findroot at 40
    /// digits: APR 0.067201765011105487…; numpy-financial 1.0.0
    /// `npf.rate(360, -npf.pmt(0.065/12, 360, 320000), 312800, 0) * 12` =
    /// 0.067201766151812 (its own payment is off in the 15th digit and its
    /// solve stops at a tolerance, hence the wider match).
    #[test]
    fn a_point_and_fees_on_a_thirty_year_loan() {
        let pmt = 2_022.617_675_177_484;
        let apr = actuarial(312_800.0, &[pmt; 360], 12.0).unwrap();
        close(apr, 0.067_201_765_011_105_49, 1e-12);
        close(apr, 0.067_201_766_151_812, 1e-7);
    }

    #[test]
    fn without_charges_the_apr_is_the_note_rate() {
        let pmt = crate::annuity::payment(320_000.0, 0.065 / 12.0, 360.0);
        let apr = actuarial(320_000.0, &[pmt; 360], 12.0).unwrap();
        close(apr, 0.065, 1e-13);
        // No interest and no charges: zero; paying back less: below zero.
        assert_eq!(actuarial(1_200.0, &[100.0; 12], 12.0), Some(0.0));
        assert!(actuarial(1_200.0, &[90.0; 12], 12.0).unwrap() < 0.0);
        assert_eq!(actuarial(0.0, &[100.0; 12], 12.0), None);
        assert_eq!(actuarial(100.0, &[], 12.0), None);
    }
}
