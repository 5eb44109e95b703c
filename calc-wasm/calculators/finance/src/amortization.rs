//! Amortization schedule with dates and an extra payment (eval contract
//! `amortization`).
//!
//! The scheduled payment is the level annuity payment for
//! n = round(loanTerm × payments a year) periods at the annual rate divided
//! by payments a year (12, 26, 52, 24). The extra payment is added to every
//! payment and goes entirely to principal, so the loan ends early; the last
//! payment is cut to exactly what is owed.
//!
//! Payment dates (the k-th payment, k from 1):
//! - monthly: startDate + (k − 1) calendar months, the day clamped to the
//!   month's last day (2024-01-31 → 2024-02-29, 2024-03-31, 2024-04-30…),
//!   always counted from startDate, never from the previous clamped date;
//! - biweekly / weekly: startDate + 14·(k − 1) / 7·(k − 1) days;
//! - quarterly / yearly (the loan calculator's): startDate + 3·(k − 1) /
//!   12·(k − 1) months, clamped as for monthly;
//! - semimonthly (24 a year): two payments per month, on the start date's
//!   day (clamped as for monthly) and 15 days after it: payment 2m + 1 is
//!   startDate + m months, payment 2m + 2 is that date + 15 days
//!   (2024-01-01 → 01-16, 02-01, 02-16…; 2024-01-31 → 02-15, 02-29,
//!   03-15, 03-31…).
//!
//! `yearly` sums the schedule by the calendar year of the payment date.

use super::annuity;
use super::common::{add_days, add_months, err, finite, frequency, too_large, Row, Sum, Table};
use super::schedule::{fixed_term, Period};
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;
use time::Date;

calc_core::calculator! {
    pub mod amortization = "amortization" (compute) {
        inputs {
            loanAmount: Number,
            interestRate: Number,
            loanTerm: Number,
            paymentFrequency: Choice,
            extraPayment: Number,
            startDate: Day,
        }
        outputs {
            payment: Number,
            numberOfPayments: Integer,
            totalInterest: Number,
            totalPaid: Number,
            payoffDate: Day,
            scheduledNumberOfPayments: Integer,
            totalExtra: Number,
            interestSaved: Number,
            schedule: Json,
            yearly: Json,
        }
    }
}
pub const FUNCTION: Function = amortization::FUNCTION;
use amortization::{input as i, output as o, In, Out};

const FREQUENCIES: &[&str] = &["monthly", "biweekly", "weekly", "semimonthly"];
const MAX_YEARS: f64 = 100.0;

/// The number of payments of a loan of `amount` over `years` at `per_year`
/// payments a year (also the payoff calculator's): the amount above zero, the
/// term at most 100 years and at least one payment long.
pub fn payment_count(amount: f64, years: f64, per_year: f64) -> Result<f64, InputError> {
    if amount <= 0.0 {
        return Err(err(i::loanAmount.id(), ErrorKind::NotAbove { above: 0.0 }));
    }
    if years > MAX_YEARS {
        return Err(err(
            i::loanTerm.id(),
            ErrorKind::AboveMax { max: MAX_YEARS },
        ));
    }
    let n = (years * per_year).round();
    if n < 1.0 {
        return Err(err(
            i::loanTerm.id(),
            ErrorKind::BelowMin {
                min: 1.0 / per_year,
            },
        ));
    }
    Ok(n)
}

/// The date of payment `k` (1-based), or an error past the year 9999.
pub fn due_date(start: Date, per_year: f64, k: u32) -> Result<Date, InputError> {
    payment_date(start, per_year, k)
        .ok_or_else(|| err(i::startDate.id(), ErrorKind::ResultTooLarge))
}

/// The date of payment `k` (1-based), `None` past the year 9999.
pub fn payment_date(start: Date, per_year: f64, k: u32) -> Option<Date> {
    let i = i64::from(k) - 1;
    match per_year as u32 {
        12 => add_months(start, i),
        24 => {
            let first = add_months(start, i / 2)?;
            if i % 2 == 0 {
                Some(first)
            } else {
                add_days(first, 15)
            }
        }
        26 => add_days(start, 14 * i),
        52 => add_days(start, 7 * i),
        4 => add_months(start, 3 * i),
        1 => add_months(start, 12 * i),
        _ => None,
    }
}

fn compute(inputs: In) -> Result<Out, InputError> {
    let amount = inputs.number(i::loanAmount)?;
    let years = inputs.number(i::loanTerm)?;
    let per_year = frequency(inputs, i::paymentFrequency, FREQUENCIES)?;
    let rate = inputs.number(i::interestRate)? / 100.0 / per_year;
    let extra = inputs.number(i::extraPayment)?.max(0.0);
    let start = inputs.date(i::startDate)?;
    let n = payment_count(amount, years, per_year)?;
    let payment = finite(annuity::payment(amount, rate, n), i::loanAmount.id())?;
    let rows = fixed_term(amount, rate, payment, n as u32, &|_| extra)
        .map_err(|_| too_large(i::loanAmount.id()))?;
    let dated = dates(&rows, start, per_year)?;

    let (mut paid, mut interest, mut extras) = (Sum::default(), Sum::default(), Sum::default());
    for r in &rows {
        paid.add(r.payment);
        interest.add(r.interest);
        extras.add(r.extra);
    }
    // Without the extra the schedule is level: its interest in closed form.
    let interest_without_extra = payment * n - amount;
    let total_paid = finite(paid.value(), i::loanAmount.id())?;
    Ok(Out::new()
        .number(o::payment, payment)
        .integer(o::numberOfPayments, rows.len() as i64)
        .number(o::totalInterest, interest.value())
        .number(o::totalPaid, total_paid)
        .date(o::payoffDate, *dated.last().unwrap_or(&start))
        .integer(o::scheduledNumberOfPayments, n as i64)
        .number(o::totalExtra, extras.value())
        .number(
            o::interestSaved,
            if extra > 0.0 {
                interest_without_extra - interest.value()
            } else {
                0.0
            },
        )
        .json(o::schedule, schedule_table(&rows, &dated)?)
        .json(o::yearly, yearly_table(&rows, &dated)?))
}

/// Each row's date, or an error when the schedule runs past 9999.
pub fn dates(rows: &[Period], start: Date, per_year: f64) -> Result<Vec<Date>, InputError> {
    rows.iter()
        .map(|r| due_date(start, per_year, r.number))
        .collect()
}

pub fn schedule_table(rows: &[Period], dated: &[Date]) -> Result<serde_json::Value, InputError> {
    let mut table = Table::new();
    for (r, d) in rows.iter().zip(dated) {
        table.push(
            r.row()
                .text("date", calc_core::values::format_date(*d))
                .num("extra", r.extra),
        );
    }
    table.finish(i::loanAmount.id())
}

/// Totals by calendar year of the payment date; `balance` is the balance
/// after the year's last payment.
pub fn yearly_table(rows: &[Period], dated: &[Date]) -> Result<serde_json::Value, InputError> {
    yearly_totals(rows, dated, None, i::loanAmount.id())
}

/// A column a schedule adds to its yearly totals: its key and each
/// payment's amount in it (the mortgage's PMI).
pub type ExtraColumn<'a> = (&'static str, &'a dyn Fn(&Period) -> f64);

/// Payment, principal, interest and extra (and `column`, if any) summed by
/// calendar year of the payment date; `balance` is the balance after the
/// year's last payment. `blame`: the input an overflow is reported on.
pub fn yearly_totals(
    rows: &[Period],
    dated: &[Date],
    column: Option<ExtraColumn>,
    blame: &str,
) -> Result<serde_json::Value, InputError> {
    let mut table = Table::new();
    let mut i = 0;
    while i < rows.len() {
        let year = dated[i].year();
        let mut sums = [Sum::default(); 5];
        let mut count = 0;
        while i < rows.len() && dated[i].year() == year {
            let r = &rows[i];
            let own = column.map_or(0.0, |(_, amount)| amount(r));
            for (sum, x) in sums
                .iter_mut()
                .zip([r.payment, r.principal, r.interest, r.extra, own])
            {
                sum.add(x);
            }
            count += 1;
            i += 1;
        }
        let mut row = Row::new()
            .int("year", i64::from(year))
            .int("payments", count)
            .num("payment", sums[0].value())
            .num("principal", sums[1].value())
            .num("interest", sums[2].value())
            .num("extra", sums[3].value());
        if let Some((key, _)) = column {
            row = row.num(key, sums[4].value());
        }
        table.push(row.num("balance", rows[i - 1].balance));
    }
    table.finish(blame)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{close, close_to, inputs, rows, text};
    use calc_core::outputs::Outputs;
    use calc_core::values::{parse_date, Value};

    fn run(
        amount: f64,
        rate: f64,
        years: f64,
        freq: &str,
        extra: f64,
        start: &str,
    ) -> Result<Outputs, InputError> {
        (FUNCTION.compute)(&inputs([
            ("loanAmount", Value::Number(amount)),
            ("interestRate", Value::Number(rate)),
            ("loanTerm", Value::Number(years)),
            ("paymentFrequency", Value::Option(freq.into())),
            ("extraPayment", Value::Number(extra)),
            ("startDate", Value::Date(parse_date(start).unwrap())),
        ]))
    }

    #[test]
    fn thirty_year_monthly_matches_closed_form() {
        // mpmath, 50 digits: PMT(0.065/12, 360, 320000) = 2022.617 675 177 48…;
        // total interest = 360·PMT − 320000 = 408 142.363 063 894 2…
        let out = run(320_000.0, 6.5, 30.0, "monthly", 0.0, "2025-01-01").unwrap();
        close_to(&out, "payment", 2_022.617_675_177_484, 1e-13);
        assert_eq!(out.number_of("numberOfPayments"), Some(360.0));
        close_to(&out, "totalInterest", 408_142.363_063_894_2, 1e-11);
        assert_eq!(text(&out, "payoffDate"), "2054-12-01");
        let yearly = rows(&out, "yearly");
        assert_eq!(yearly.len(), 30);
        assert_eq!(yearly[0]["year"], 2025);
        assert_eq!(yearly[0]["payments"], 12);
        // Balance after 12 payments (mpmath: 320000·g^12 − PMT·(g^12 − 1)/i)
        close(
            yearly[0]["balance"].as_f64().unwrap(),
            316_423.278_499_328_07,
            1e-12,
        );
    }

    #[test]
    fn month_end_start_dates_clamp_without_drifting() {
        let out = run(1200.0, 0.0, 0.5, "monthly", 0.0, "2024-01-31").unwrap();
        let dates: Vec<&str> = rows(&out, "schedule")
            .iter()
            .map(|r| r["date"].as_str().unwrap())
            .collect();
        assert_eq!(
            dates,
            [
                "2024-01-31",
                "2024-02-29",
                "2024-03-31",
                "2024-04-30",
                "2024-05-31",
                "2024-06-30"
            ]
        );
        assert_eq!(text(&out, "payoffDate"), "2024-06-30");
    }

    #[test]
    fn other_frequencies_step_as_documented() {
        let out = run(2400.0, 0.0, 1.0, "semimonthly", 0.0, "2024-01-31").unwrap();
        let dates: Vec<&str> = rows(&out, "schedule")
            .iter()
            .take(5)
            .map(|r| r["date"].as_str().unwrap())
            .collect();
        assert_eq!(
            dates,
            [
                "2024-01-31",
                "2024-02-15",
                "2024-02-29",
                "2024-03-15",
                "2024-03-31"
            ]
        );
        assert_eq!(out.number_of("numberOfPayments"), Some(24.0));
        let out = run(2600.0, 0.0, 1.0, "biweekly", 0.0, "2024-02-01").unwrap();
        let schedule = rows(&out, "schedule");
        assert_eq!(schedule[1]["date"], "2024-02-15");
        assert_eq!(schedule[2]["date"], "2024-02-29");
        assert_eq!(text(&out, "payoffDate"), "2025-01-16");
        let out = run(5200.0, 0.0, 1.0, "weekly", 0.0, "2024-12-30").unwrap();
        assert_eq!(rows(&out, "schedule")[1]["date"], "2025-01-06");
        // Yearly rows split at the calendar year: 1 payment in 2024.
        assert_eq!(rows(&out, "yearly")[0]["payments"], 1);
    }

    #[test]
    fn extra_payment_ends_early_with_a_smaller_last_payment() {
        // 1200 at 0 % over a year with 50 extra: 8 payments of 150.
        let out = run(1200.0, 0.0, 1.0, "monthly", 50.0, "2024-01-15").unwrap();
        assert_eq!(out.number_of("numberOfPayments"), Some(8.0));
        assert_eq!(out.number_of("payment"), Some(100.0));
        assert_eq!(text(&out, "payoffDate"), "2024-08-15");
        // With interest: the schedule, hand-iterated in mpmath at 50 digits
        // (balance·(1 + 0.06/12) − (PMT + 200) until it goes below zero).
        // PMT = 599.550 525 152 752 394 6…; 197 payments; total interest
        // 57 386.826 448 607 610 796…; last payment 674.923 518 668 141 455 8…;
        // saved: 360·PMT − 100 000 − that = 58 451.362 606 383 251 257…
        let out = run(100_000.0, 6.0, 30.0, "monthly", 200.0, "2024-01-01").unwrap();
        assert_eq!(out.number_of("numberOfPayments"), Some(197.0));
        close_to(&out, "totalInterest", 57_386.826_448_607_61, 1e-10);
        let schedule = rows(&out, "schedule");
        let last = schedule.last().unwrap()["payment"].as_f64().unwrap();
        close(last, 674.923_518_668_141_5, 1e-8);
        assert!(last < 599.550_525_152_752_4 + 200.0);
        close_to(&out, "interestSaved", 58_451.362_606_383_25, 1e-10);
        assert_eq!(text(&out, "payoffDate"), "2040-05-01");
    }

    #[test]
    fn one_payment_term() {
        let out = run(1000.0, 12.0, 1.0 / 12.0, "monthly", 0.0, "2024-03-01").unwrap();
        assert_eq!(out.number_of("numberOfPayments"), Some(1.0));
        close_to(&out, "totalPaid", 1010.0, 1e-15);
        assert_eq!(text(&out, "payoffDate"), "2024-03-01");
    }

    #[test]
    fn dates_past_9999_are_an_error() {
        let e = run(1000.0, 5.0, 30.0, "monthly", 0.0, "9990-01-01").unwrap_err();
        assert_eq!(e, InputError::new("startDate", ErrorKind::ResultTooLarge));
    }

    #[test]
    fn huge_amounts_are_errors() {
        assert!(run(1e308, 50.0, 30.0, "monthly", 0.0, "2024-01-01").is_err());
    }
}
