//! The amortization schedule shared by the loan calculators: each period
//! the balance earns one period's interest, the payment (plus any extra)
//! pays that interest and the rest goes to principal; the payment that
//! would overpay the balance is cut to exactly what is owed.
//!
//! No rounding: rows carry full double precision (the page rounds).

use super::common::{err, Row, Sum};
use calc_core::error::{ErrorKind, InputError};

/// Longest term in months: 100 years of monthly payments.
pub const MAX_MONTHS: f64 = 1200.0;

/// A term of `months` whole monthly payments (input `id`): 1 to MAX_MONTHS.
pub fn whole_months(months: f64, id: &str) -> Result<u32, InputError> {
    if months.fract() != 0.0 {
        return Err(err(id, ErrorKind::NotAnInteger));
    }
    if months < 1.0 {
        return Err(err(id, ErrorKind::BelowMin { min: 1.0 }));
    }
    if months > MAX_MONTHS {
        return Err(err(id, ErrorKind::AboveMax { max: MAX_MONTHS }));
    }
    Ok(months as u32)
}

/// One payment of the schedule.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Period {
    /// 1-based.
    pub number: u32,
    /// Everything paid this period: principal + interest (extra included).
    pub payment: f64,
    pub principal: f64,
    pub interest: f64,
    /// The part of `payment` above the scheduled payment.
    pub extra: f64,
    /// Balance after this payment.
    pub balance: f64,
}

impl Period {
    /// The period as a schedule table row: number, payment, principal,
    /// interest and balance (callers add a date or the extra where their
    /// table shows them).
    pub fn row(&self) -> Row {
        Row::new()
            .int("number", i64::from(self.number))
            .num("payment", self.payment)
            .num("principal", self.principal)
            .num("interest", self.interest)
            .num("balance", self.balance)
    }
}

pub struct Plan<'a> {
    pub principal: f64,
    /// Interest rate per payment period (a fraction).
    pub rate: f64,
    /// The scheduled payment, without extras.
    pub payment: f64,
    /// The number of scheduled payments, when the payment was computed for
    /// it: payment number `scheduled` clears whatever balance rounding left.
    pub scheduled: Option<u32>,
    /// Extra paid with payment `k` (1-based), on top of `payment`.
    pub extra: &'a dyn Fn(u32) -> f64,
    /// Stop after this many payments (the caller's bound on table size).
    pub max: u32,
}

/// The loan is not repaid within `max` payments (the payment does not cover
/// the interest, or is too small to finish in time).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotRepaid;

/// Nothing extra with any payment.
pub fn no_extra(_: u32) -> f64 {
    0.0
}

/// A fixed-term loan: `payment` was computed to repay `principal` in `n`
/// payments at `rate`, so payment `n` clears whatever rounding left (or an
/// earlier one, when `extra` repays sooner).
pub fn fixed_term(
    principal: f64,
    rate: f64,
    payment: f64,
    n: u32,
    extra: &dyn Fn(u32) -> f64,
) -> Result<Vec<Period>, NotRepaid> {
    amortize(&Plan {
        principal,
        rate,
        payment,
        scheduled: Some(n),
        extra,
        max: n,
    })
}

/// A constant-amortization loan (SAC): every payment repays `principal /
/// n` plus the period's interest on the balance; `extra(k)` is repaid on
/// top with payment k, which shortens the term (the amortization stays),
/// and the payment that would overpay is cut to what is owed. The balance
/// is L·(1 − k/n) less the extras so far, so without extras it reaches
/// exactly what payment n repays.
pub fn constant_amortization(
    principal: f64,
    rate: f64,
    n: u32,
    extra: &dyn Fn(u32) -> f64,
) -> Vec<Period> {
    let nf = f64::from(n);
    let amortization = principal / nf;
    let tolerance = 1e-9 * principal.max(1.0);
    let mut rows = Vec::new();
    let mut extras = Sum::default();
    for k in 1..=n {
        let before = principal * (1.0 - f64::from(k - 1) / nf) - extras.value();
        let interest = before * rate;
        let e = extra(k).max(0.0);
        if k == n || before - amortization - e <= tolerance {
            rows.push(Period {
                number: k,
                payment: before + interest,
                principal: before,
                interest,
                extra: (before - amortization).clamp(0.0, e),
                balance: 0.0,
            });
            break;
        }
        extras.add(e);
        rows.push(Period {
            number: k,
            payment: amortization + e + interest,
            principal: amortization + e,
            interest,
            extra: e,
            balance: principal * (1.0 - f64::from(k) / nf) - extras.value(),
        });
    }
    rows
}

/// The schedule until the balance is zero.
pub fn amortize(plan: &Plan) -> Result<Vec<Period>, NotRepaid> {
    let mut rows = Vec::new();
    if plan.principal <= 0.0 {
        return Ok(rows);
    }
    // Residues below this are floating-point noise from the recurrence,
    // not money still owed: the payment that leaves one clears it.
    let tolerance = 1e-9 * plan.principal.max(1.0);
    let mut balance = Balance::new(plan);
    for k in 1..=plan.max {
        let owed_before = balance.owed();
        let interest = owed_before * plan.rate;
        let owed = owed_before + interest;
        let extra = (plan.extra)(k).max(0.0);
        let due = plan.payment + extra;
        let last = plan.scheduled == Some(k) || due >= owed - tolerance;
        if last {
            rows.push(Period {
                number: k,
                payment: owed,
                principal: owed_before,
                interest,
                extra: (owed - plan.payment).clamp(0.0, extra),
                balance: 0.0,
            });
            return Ok(rows);
        }
        let principal = balance.pay(k, due, interest, extra);
        if principal <= 0.0 || !principal.is_finite() {
            return Err(NotRepaid);
        }
        rows.push(Period {
            number: k,
            payment: due,
            principal,
            interest,
            extra,
            balance: balance.owed(),
        });
    }
    Err(NotRepaid)
}

/// The balance as payments are made.
///
/// The plain recurrence (balance × (1 + r) − payment) multiplies every
/// rounding error by (1 + r) each period: at 100 % a year over 50 years,
/// (1 + 1/12)^600 ≈ 7·10^20, so the first payments' principal (the payment
/// less the interest, some 10^−21 of either) is lost to cancellation and the
/// loan looks as if it never amortizes. A payment computed for its term has
/// the scheduled balance in closed form, L·(1 − v^(n−k)) / (1 − v^n) with
/// v = 1/(1 + r), and the principal it repays is PMT·v^(n−k+1); extras are
/// carried as what they have taken off that balance, D_k = D_(k−1)·(1 + r) +
/// extra_k, a sum of positive terms. Neither cancels.
enum Balance {
    Recurrence(f64),
    Scheduled {
        principal: f64,
        payment: f64,
        n: u32,
        /// ln(1 + r).
        log_growth: f64,
        /// 1 − v^n.
        denominator: f64,
        /// Payments made.
        k: u32,
        /// What extras have taken off the scheduled balance, with interest.
        ahead: f64,
        rate: f64,
    },
}

impl Balance {
    fn new(plan: &Plan) -> Balance {
        match plan.scheduled {
            Some(n) if plan.rate > 0.0 => {
                let log_growth = plan.rate.ln_1p();
                Balance::Scheduled {
                    principal: plan.principal,
                    payment: plan.payment,
                    n,
                    log_growth,
                    denominator: -(-f64::from(n) * log_growth).exp_m1(),
                    k: 0,
                    ahead: 0.0,
                    rate: plan.rate,
                }
            }
            _ => Balance::Recurrence(plan.principal),
        }
    }

    /// What is owed now.
    fn owed(&self) -> f64 {
        match self {
            Balance::Recurrence(b) => *b,
            Balance::Scheduled {
                principal,
                n,
                log_growth,
                denominator,
                k,
                ahead,
                ..
            } => {
                let left = f64::from(n.saturating_sub(*k));
                principal * -(-left * log_growth).exp_m1() / denominator - ahead
            }
        }
    }

    /// Pays payment `k` (`due`, of which `extra` is extra, `interest` the
    /// period's interest); the principal it repaid.
    fn pay(&mut self, k: u32, due: f64, interest: f64, extra: f64) -> f64 {
        match self {
            Balance::Recurrence(b) => {
                let principal = due - interest;
                *b -= principal;
                principal
            }
            Balance::Scheduled {
                payment,
                n,
                log_growth,
                k: made,
                ahead,
                rate,
                ..
            } => {
                let scheduled =
                    *payment * (-f64::from(n.saturating_sub(k) + 1) * *log_growth).exp();
                let principal = scheduled + *ahead * *rate + extra;
                *ahead = *ahead * (1.0 + *rate) + extra;
                *made = k;
                principal
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::annuity;

    #[test]
    fn hand_checked_three_payment_loan() {
        // 1000 at 10 % a period over 3 periods: PMT = 1000·0.1/(1 − 1.1^−3)
        // = 1331/3.31 = 402.1148036253776... (exact: 133100/331).
        // Period 1: interest 100, principal 302.1148..., balance 697.8851...
        // Period 2: interest 69.78851..., balance 365.5589...
        // Period 3: interest 36.55589..., pays the balance: 402.1148...
        let payment = annuity::payment(1000.0, 0.1, 3.0);
        assert!((payment - 133_100.0 / 331.0).abs() < 1e-12);
        let rows = amortize(&Plan {
            principal: 1000.0,
            rate: 0.1,
            payment,
            scheduled: Some(3),
            extra: &no_extra,
            max: 3,
        })
        .unwrap();
        assert_eq!(rows.len(), 3);
        assert!((rows[0].interest - 100.0).abs() < 1e-12);
        assert!((rows[0].balance - (1000.0 - (133_100.0 / 331.0 - 100.0))).abs() < 1e-12);
        // Balance after 2 = 1000·1.1² − PMT·2.1 = 1210 − 279510/331 = 121000/331.
        assert!((rows[1].balance - 121_000.0 / 331.0).abs() < 1e-10);
        assert!((rows[2].interest - 12_100.0 / 331.0).abs() < 1e-10);
        assert!((rows[2].payment - payment).abs() < 1e-10);
        assert_eq!(rows[2].balance, 0.0);
    }

    #[test]
    fn extra_payment_ends_early_with_a_smaller_last_payment() {
        // 1200 at 0 %, 100 a period + 50 extra: 8 payments of 150.
        let extra = |_| 50.0;
        let rows = amortize(&Plan {
            principal: 1200.0,
            rate: 0.0,
            payment: 100.0,
            scheduled: Some(12),
            extra: &extra,
            max: 12,
        })
        .unwrap();
        assert_eq!(rows.len(), 8);
        assert!(rows.iter().all(|r| r.payment == 150.0));
        // 1000 instead: 6 payments of 150 and a last one of 100 (no extra).
        let rows = amortize(&Plan {
            principal: 1000.0,
            rate: 0.0,
            payment: 100.0,
            scheduled: Some(10),
            extra: &extra,
            max: 10,
        })
        .unwrap();
        assert_eq!(rows.len(), 7);
        assert_eq!(rows[6].payment, 100.0);
        assert_eq!(rows[6].extra, 0.0);
        // 1020: the last payment is 120 = 100 + 20 extra.
        let rows = amortize(&Plan {
            principal: 1020.0,
            rate: 0.0,
            payment: 100.0,
            scheduled: Some(11),
            extra: &extra,
            max: 11,
        })
        .unwrap();
        assert_eq!(rows.last().unwrap().payment, 120.0);
        assert_eq!(rows.last().unwrap().extra, 20.0);
    }

    #[test]
    fn extreme_fixed_terms_amortize() {
        // Issue 41: 50 years at 100 % a year (monthly) was refused as "too
        // large": the first payment exceeds its interest by 3.7·10^−17, lost
        // to cancellation in PMT − interest, so the balance never fell.
        // mpmath 1.3 at 50 digits, the closed forms PMT = L·i/(1 − (1 + i)^−n)
        // and principal_k = PMT·(1 + i)^−(n−k+1), L = 320 000:
        for (years, annual, pmt, first_principal) in [
            (
                50,
                1.0,
                "26666.666666666666666703709566",
                "3.7042899789195920632e-17",
            ),
            (
                40,
                1.0,
                "26666.666666666667216407160014",
                "5.4974049334683877492e-13",
            ),
            (
                50,
                0.8,
                "21333.333333333333658289332519",
                "3.2495599918522251649e-13",
            ),
        ] {
            let pmt: f64 = pmt.parse().unwrap();
            let first_principal: f64 = first_principal.parse().unwrap();
            let (rate, n) = (annual / 12.0, 12 * years);
            let payment = annuity::payment(320_000.0, rate, f64::from(n));
            assert!((payment - pmt).abs() <= 1e-15 * pmt, "{years} y: {payment}");
            let rows = fixed_term(320_000.0, rate, payment, n, &no_extra).unwrap();
            assert_eq!(rows.len(), n as usize);
            let first = rows[0].principal;
            assert!(
                (first - first_principal).abs() <= 1e-9 * first_principal,
                "{years} y: {first}"
            );
            // Every payment the same, and together they repay the loan.
            let repaid: f64 = rows.iter().map(|r| r.principal).sum();
            assert!((repaid - 320_000.0).abs() < 1e-6, "{years} y: {repaid}");
            assert!(rows.iter().all(|r| (r.payment - payment).abs() < 1e-6));
            assert_eq!(rows[n as usize - 1].balance, 0.0);
        }
        // 100 years at 100 %, with an extra 100 a month: it ends early, the
        // balance falling every month.
        let payment = annuity::payment(200_000.0, 1.0 / 12.0, 1200.0);
        let rows = fixed_term(200_000.0, 1.0 / 12.0, payment, 1200, &|_| 100.0).unwrap();
        assert!(rows.len() < 1200);
        assert!(rows.windows(2).all(|w| w[1].balance < w[0].balance));
    }

    #[test]
    fn payment_below_interest_never_repays() {
        let r = amortize(&Plan {
            principal: 1000.0,
            rate: 0.1,
            payment: 100.0,
            scheduled: None,
            extra: &no_extra,
            max: 100,
        });
        assert_eq!(r, Err(NotRepaid));
    }
}
