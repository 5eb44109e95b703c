//! The mortgage's month-by-month schedule: extra payments by calendar
//! month, private mortgage insurance (PMI) and when it ends, and the
//! monthly, yearly and balance tables the page shows.
//!
//! Payment k (from 1) is due `startDate + (k − 1)` calendar months, so
//! payment k falls in month index `m0 + k − 1` (months counted from year
//! 0). Extra payments are placed by those month indices:
//! - monthly: every payment from the month of its start date on;
//! - yearly: every payment in the calendar month of its start date, from
//!   that date's year on;
//! - one-time: the first payment in or after the month of its date (the
//!   first payment when the date is earlier).
//!
//! PMI (12 U.S.C. 4902, the Homeowners Protection Act): charged with every
//! payment while the balance is above the threshold, at `rate` a year of
//! the original loan amount. It ends
//! - automatically once the balance is *scheduled* to reach 78 % of the
//!   original value (the initial amortization schedule, whatever extra is
//!   paid), or
//! - on the borrower's request once the actual balance (extra payments
//!   included) reaches 80 %,
//!
//! and in any case after the midpoint of the term (the final termination,
//! 4902(c)): on a 30-year loan, after payment 180. The payment that brings
//! the balance to the threshold is the last one with PMI.
//!
//! No rounding: every figure keeps full double precision.

use super::amortization::yearly_totals;
use super::common::{Row, Table};
use super::schedule::Period;
use calc_core::error::InputError;
use time::Date;

/// The calendar month of `d` as one index (year · 12 + month − 1).
pub fn month_index(d: Date) -> i64 {
    i64::from(d.year()) * 12 + i64::from(u8::from(d.month())) - 1
}

/// Extra payments, each from its own start.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Extras {
    pub monthly: f64,
    pub monthly_from: i64,
    pub yearly: f64,
    pub yearly_from: i64,
    pub once: f64,
    pub once_in: i64,
}

impl Extras {
    pub const NONE: Extras = Extras {
        monthly: 0.0,
        monthly_from: 0,
        yearly: 0.0,
        yearly_from: 0,
        once: 0.0,
        once_in: 0,
    };

    pub fn any(&self) -> bool {
        self.monthly > 0.0 || self.yearly > 0.0 || self.once > 0.0
    }

    /// The extra paid with payment `k`, the first payment falling in month
    /// index `first`.
    pub fn with_payment(&self, first: i64, k: u32) -> f64 {
        let month = first + i64::from(k) - 1;
        let mut extra = 0.0;
        if month >= self.monthly_from {
            extra += self.monthly;
        }
        if month >= self.yearly_from && (month - self.yearly_from) % 12 == 0 {
            extra += self.yearly;
        }
        if month == self.once_in.max(first) {
            extra += self.once;
        }
        extra
    }
}

/// When PMI ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PmiEnd {
    /// At 78 % of the original value by the initial schedule.
    Automatic78,
    /// At 80 % of the original value by the actual balance.
    Requested80,
}

/// How many payments carry PMI: none when the loan starts at or below 80 %
/// of `value`; otherwise up to the first payment that leaves the balance
/// at the threshold (on the schedule `rule` reads), at most half the term
/// (`term` payments) and at most the payments actually made.
pub fn pmi_payments(
    value: f64,
    loan: f64,
    rule: PmiEnd,
    scheduled: &[Period],
    actual: &[Period],
    term: u32,
) -> u32 {
    if loan <= 0.8 * value {
        return 0;
    }
    let (threshold, rows) = match rule {
        PmiEnd::Automatic78 => (0.78 * value, scheduled),
        PmiEnd::Requested80 => (0.80 * value, actual),
    };
    let reached = rows
        .iter()
        .find(|r| r.balance <= threshold)
        .map_or(term, |r| r.number);
    reached.min(term / 2).min(actual.len() as u32)
}

/// The monthly schedule: each payment's date, its parts and the PMI paid
/// with it (`pmi` a month for the first `pmi_months` payments).
pub fn monthly_table(
    rows: &[Period],
    dated: &[Date],
    pmi: f64,
    pmi_months: u32,
) -> Result<serde_json::Value, InputError> {
    let mut table = Table::new();
    for (r, d) in rows.iter().zip(dated) {
        table.push(
            Row::new()
                .int("number", i64::from(r.number))
                .text("date", calc_core::values::format_date(*d))
                .num("payment", r.payment)
                .num("principal", r.principal)
                .num("interest", r.interest)
                .num("extra", r.extra)
                .num("pmi", if r.number <= pmi_months { pmi } else { 0.0 })
                .num("balance", r.balance),
        );
    }
    table.finish("homePrice")
}

/// The monthly schedule summed by calendar year of the payment date, with
/// the PMI paid each year; `balance` is the balance after the year's last
/// payment.
pub fn yearly_table(
    rows: &[Period],
    dated: &[Date],
    pmi: f64,
    pmi_months: u32,
) -> Result<serde_json::Value, InputError> {
    let pmi_of = |r: &Period| if r.number <= pmi_months { pmi } else { 0.0 };
    yearly_totals(rows, dated, Some(("pmi", &pmi_of)), "homePrice")
}

/// The balance at the end of each calendar year, with the extra payments
/// (`balance`) and on the initial schedule (`scheduledBalance`), for every
/// year of the scheduled term (0 once a loan is repaid). `dated` holds the
/// scheduled payments' dates.
pub fn balance_table(
    actual: &[Period],
    scheduled: &[Period],
    dated: &[Date],
) -> Result<serde_json::Value, InputError> {
    let mut table = Table::new();
    let balance_at = |rows: &[Period], i: usize| rows.get(i).map_or(0.0, |r| r.balance);
    for (i, d) in dated.iter().enumerate() {
        let year_ends = dated.get(i + 1).is_none_or(|next| next.year() != d.year());
        if year_ends {
            // The actual schedule may have ended: its balance is then 0.
            let actual_balance = if i < actual.len() {
                balance_at(actual, i)
            } else {
                0.0
            };
            table.push(
                Row::new()
                    .int("year", i64::from(d.year()))
                    .num("balance", actual_balance)
                    .num("scheduledBalance", balance_at(scheduled, i)),
            );
        }
    }
    table.finish("homePrice")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::annuity;
    use crate::schedule::{fixed_term, no_extra};

    fn first_month() -> i64 {
        2026 * 12 // January 2026
    }

    #[test]
    fn extras_fall_in_their_months() {
        let extras = Extras {
            monthly: 100.0,
            monthly_from: first_month() + 2, // March 2026
            yearly: 1000.0,
            yearly_from: first_month() + 5, // June 2026, then each June
            once: 5000.0,
            once_in: first_month() + 3, // April 2026
        };
        let at = |k| extras.with_payment(first_month(), k);
        assert_eq!(at(1), 0.0);
        assert_eq!(at(2), 0.0);
        assert_eq!(at(3), 100.0);
        assert_eq!(at(4), 5100.0);
        assert_eq!(at(5), 100.0);
        assert_eq!(at(6), 1100.0);
        assert_eq!(at(18), 1100.0);
        assert_eq!(at(17), 100.0);
    }

    #[test]
    fn a_one_time_payment_dated_before_the_first_goes_with_the_first() {
        let extras = Extras {
            once: 500.0,
            once_in: first_month() - 7,
            ..Extras::NONE
        };
        assert_eq!(extras.with_payment(first_month(), 1), 500.0);
        assert_eq!(extras.with_payment(first_month(), 2), 0.0);
        // A yearly payment starting before the loan keeps its month.
        let yearly = Extras {
            yearly: 50.0,
            yearly_from: first_month() - 10, // March 2025
            ..Extras::NONE
        };
        assert_eq!(yearly.with_payment(first_month(), 3), 50.0);
        assert_eq!(yearly.with_payment(first_month(), 1), 0.0);
    }

    /// 200,000 home, 10 % down (180,000 loan), 6 %, 30 years. numpy-financial
    /// 1.0, `-npf.fv(0.005, k, -pmt, 180000)` for the balance
    /// after payment k: 156,232.960815889 after 102, 155,934.9346746935
    /// after 103, so the balance first reaches 78 % (156,000) with payment
    /// 103; 160,252.9483 after 88, 159,975.0221 after 89: 80 % (160,000)
    /// with payment 89.
    #[test]
    fn pmi_ends_at_78_and_80_percent() {
        let pmt = annuity::payment(180_000.0, 0.005, 360.0);
        let rows = fixed_term(180_000.0, 0.005, pmt, 360, &no_extra).unwrap();
        let end = |rule| pmi_payments(200_000.0, 180_000.0, rule, &rows, &rows, 360);
        assert_eq!(end(PmiEnd::Automatic78), 103);
        assert_eq!(end(PmiEnd::Requested80), 89);
        assert!((rows[102].balance - 155_934.934_674_693_5).abs() < 1e-6);
    }

    /// 300,000 home, 3 % down (291,000), 12 %, 30 years: numpy-financial
    /// puts the 78 % balance (234,000) at payment 208, past the midpoint:
    /// PMI ends after payment 180 instead.
    #[test]
    fn pmi_ends_at_the_midpoint_at_the_latest() {
        let pmt = annuity::payment(291_000.0, 0.01, 360.0);
        let rows = fixed_term(291_000.0, 0.01, pmt, 360, &no_extra).unwrap();
        let reached = rows.iter().find(|r| r.balance <= 234_000.0).unwrap();
        assert_eq!(reached.number, 208);
        let end = pmi_payments(300_000.0, 291_000.0, PmiEnd::Automatic78, &rows, &rows, 360);
        assert_eq!(end, 180);
    }

    #[test]
    fn no_pmi_at_twenty_percent_down() {
        let pmt = annuity::payment(160_000.0, 0.005, 360.0);
        let rows = fixed_term(160_000.0, 0.005, pmt, 360, &no_extra).unwrap();
        let end = pmi_payments(200_000.0, 160_000.0, PmiEnd::Automatic78, &rows, &rows, 360);
        assert_eq!(end, 0);
    }
}
