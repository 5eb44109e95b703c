//! Mortgage payoff: how an extra monthly payment and/or a lump sum shorten
//! a fixed-rate mortgage, from where the borrower is now.
//!
//! The monthly payment is the level annuity payment of the original loan
//! (loanAmount over loanTerm years at interestRate/12 a month). After
//! `paymentsMade` payments, the rest of the schedule is compared with and
//! without the extras: `extraMonthly` is added to every payment from the
//! next one on, `lumpSum` is paid with payment number `lumpSumPayment`
//! (counted from the loan's first payment). Payment k is dated startDate +
//! (k − 1) calendar months, clamped to the month's end (as `amortization`).
//! Interest and payment counts are from now on (payments after
//! `paymentsMade`).

use super::amortization::{due_date, payment_count};
use super::annuity;
use super::common::{err, finite, too_large, Row, Sum, Table};
use super::schedule::{constant_amortization, fixed_term, no_extra, Period};
use calc_core::declare::{Read, Reads, Write, Writes};
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;
use calc_core::values::format_date;

calc_core::calculator! {
    pub mod mortgage_payoff = "mortgage-payoff" (compute) {
        inputs {
            loanAmount: Number,
            interestRate: Number,
            loanTerm: Number,
            startDate: Day,
            paymentsMade: Number,
            extraMonthly: Number,
            lumpSum: Number,
            lumpSumPayment: Number,
        }
        // This calculator's own ids: the like-shaped lists of other calculators
        // declare other outputs (so they stay apart).
        outputs {
            monthlyPayment: Number,
            currentBalance: Number,
            originalPayoffDate: Day,
            newPayoffDate: Day,
            remainingPayments: Integer,
            newRemainingPayments: Integer,
            monthsSaved: Integer,
            originalInterest: Number,
            newInterest: Number,
            interestSaved: Number,
            schedule: Json,
        }
    }
}
pub const FUNCTION: Function = mortgage_payoff::FUNCTION;
/// The ids, as credit_br.rs lists them in the Portuguese page's.
pub(crate) use mortgage_payoff as ids;
use mortgage_payoff::{input as i, output as o, In, Out};

/// Mortgages here are paid monthly.
const PER_YEAR: f64 = 12.0;

fn compute(inputs: In) -> Result<Out, InputError> {
    compute_at(inputs, inputs.number(i::interestRate)? / 100.0 / PER_YEAR)
}

/// How the loan repays: level payments (the U.S. mortgage, Brazil's Tabela
/// Price) or a constant amortization (Brazil's SAC), where the payment
/// falls every month and an extra shortens the term.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Amortization {
    Level,
    Constant,
}

/// The payoff at `rate` a month with level payments: the U.S. page's
/// annual rate / 12.
pub(crate) fn compute_at(inputs: In, rate: f64) -> Result<Out, InputError> {
    compute_with(inputs, rate, Amortization::Level)
}

/// The payoff at `rate` a month (the Portuguese page's rate a month or a
/// year, credit_br.rs) under `system`. `monthlyPayment` is the level
/// payment, or under SAC the next payment due on the original schedule.
pub(crate) fn compute_with<C>(
    inputs: Read<C>,
    rate: f64,
    system: Amortization,
) -> Result<Write<C>, InputError>
where
    C: Reads<mortgage_payoff::Calc> + Writes<mortgage_payoff::Calc>,
{
    let amount = inputs.number(i::loanAmount)?;
    let years = inputs.number(i::loanTerm)?;
    let start = inputs.date(i::startDate)?;
    let made = inputs.number(i::paymentsMade)?;
    let extra = inputs.number(i::extraMonthly)?.max(0.0);
    let lump = inputs.number(i::lumpSum)?.max(0.0);
    let lump_at = inputs.number(i::lumpSumPayment)?;
    let n = payment_count(amount, years, PER_YEAR)?;
    if made.fract() != 0.0 || lump_at.fract() != 0.0 {
        let id = if made.fract() != 0.0 {
            i::paymentsMade
        } else {
            i::lumpSumPayment
        };
        return Err(err(id.id(), ErrorKind::NotAnInteger));
    }
    if made < 0.0 {
        return Err(err(i::paymentsMade.id(), ErrorKind::BelowMin { min: 0.0 }));
    }
    if made >= n {
        return Err(err(i::paymentsMade.id(), ErrorKind::NotBelow { below: n }));
    }
    if lump > 0.0 && (lump_at <= made || lump_at > n) {
        let kind = if lump_at <= made {
            ErrorKind::NotAbove { above: made }
        } else {
            ErrorKind::AboveMax { max: n }
        };
        return Err(err(i::lumpSumPayment.id(), kind));
    }
    let (n, made) = (n as u32, made as u32);
    let payment = finite(
        annuity::payment(amount, rate, f64::from(n)),
        i::loanAmount.id(),
    )?;
    let with_extra = |k: u32| {
        let mut e = if k > made { extra } else { 0.0 };
        if f64::from(k) == lump_at {
            e += lump;
        }
        e
    };
    let schedule = |extra: &dyn Fn(u32) -> f64| match system {
        Amortization::Level => {
            fixed_term(amount, rate, payment, n, extra).map_err(|_| too_large(i::loanAmount.id()))
        }
        Amortization::Constant => Ok(constant_amortization(amount, rate, n, extra)),
    };
    let original = schedule(&no_extra)?;
    let new = schedule(&with_extra)?;
    let payment = match system {
        Amortization::Level => payment,
        Amortization::Constant => original[made as usize].payment,
    };
    let date = |k: u32| due_date(start, PER_YEAR, k);
    let current_balance = if made == 0 {
        amount
    } else {
        original[made as usize - 1].balance
    };
    let interest_from_now = |rows: &[Period]| {
        let mut s = Sum::default();
        rows.iter()
            .skip(made as usize)
            .for_each(|r| s.add(r.interest));
        s.value()
    };
    let (old_interest, new_interest) = (interest_from_now(&original), interest_from_now(&new));
    let (old_count, new_count) = (original.len() as u32 - made, new.len() as u32 - made);

    let row = |r: &Period, original_balance: f64| -> Result<Row, InputError> {
        Ok(r.row()
            .text("date", format_date(date(r.number)?))
            .num("extra", r.extra)
            .num("originalBalance", original_balance))
    };
    let mut table = Table::new();
    for (i, r) in new.iter().enumerate().skip(made as usize) {
        table.push(row(r, original[i].balance)?);
    }
    // The original schedule goes on after the new one ends: nothing is
    // paid in those rows.
    for r in original.iter().skip(new.len()) {
        let paid_off = Period {
            number: r.number,
            payment: 0.0,
            principal: 0.0,
            interest: 0.0,
            extra: 0.0,
            balance: 0.0,
        };
        table.push(row(&paid_off, r.balance)?);
    }
    Ok(Write::new()
        .number(o::monthlyPayment, payment)
        .number(o::currentBalance, current_balance)
        .date(o::originalPayoffDate, date(n)?)
        .date(o::newPayoffDate, date(new.len() as u32)?)
        .integer(o::remainingPayments, i64::from(old_count))
        .integer(o::newRemainingPayments, i64::from(new_count))
        .integer(o::monthsSaved, i64::from(old_count - new_count))
        .number(
            o::originalInterest,
            finite(old_interest, i::loanAmount.id())?,
        )
        .number(o::newInterest, new_interest)
        .number(o::interestSaved, old_interest - new_interest)
        .json(o::schedule, table.finish(i::loanAmount.id())?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{close_to, inputs, text};
    use calc_core::outputs::Outputs;
    use calc_core::values::{parse_date, Value};

    fn run(made: f64, extra: f64, lump: f64, lump_at: f64) -> Result<Outputs, InputError> {
        (FUNCTION.compute)(&inputs([
            ("loanAmount", Value::Number(200_000.0)),
            ("interestRate", Value::Number(6.0)),
            ("loanTerm", Value::Number(30.0)),
            ("startDate", Value::Date(parse_date("2020-01-31").unwrap())),
            ("paymentsMade", Value::Number(made)),
            ("extraMonthly", Value::Number(extra)),
            ("lumpSum", Value::Number(lump)),
            ("lumpSumPayment", Value::Number(lump_at)),
        ]))
    }

    #[test]
    fn no_extras_change_nothing() {
        let out = run(0.0, 0.0, 0.0, 1.0).unwrap();
        // mpmath: PMT(0.005, 360, 200000) = 1199.101 050 305 504 …
        close_to(&out, "monthlyPayment", 1_199.101_050_305_504_5, 1e-13);
        assert_eq!(out.number_of("monthsSaved"), Some(0.0));
        assert_eq!(out.number_of("interestSaved"), Some(0.0));
        assert_eq!(text(&out, "originalPayoffDate"), "2049-12-31");
        assert_eq!(text(&out, "newPayoffDate"), "2049-12-31");
        close_to(
            &out,
            "originalInterest",
            360.0 * 1_199.101_050_305_504_5 - 200_000.0,
            1e-11,
        );
    }

    #[test]
    fn extra_monthly_from_now() {
        // After 60 payments, 300 extra a month; the schedule iterated in
        // mpmath at 50 digits.
        let out = run(60.0, 300.0, 0.0, 61.0).unwrap();
        // Balance after 60 payments: 200000·1.005^60 − PMT·(1.005^60 − 1)/0.005.
        // = 186 108.713 645 639 120 3…; then 195 more payments; remaining
        // interest 173 621.601 446 012 316 45… without the extra, 105 299.509
        // 937 211 887 01… with it: 68 322.091 508 800 429 449… saved.
        close_to(&out, "currentBalance", 186_108.713_645_639_13, 1e-12);
        assert_eq!(out.number_of("remainingPayments"), Some(300.0));
        assert_eq!(out.number_of("newRemainingPayments"), Some(195.0));
        assert_eq!(out.number_of("monthsSaved"), Some(105.0));
        close_to(&out, "originalInterest", 173_621.601_446_012_33, 1e-11);
        close_to(&out, "interestSaved", 68_322.091_508_800_43, 1e-10);
        // Payment 255, from 2020-01-31: 2041-03-31.
        assert_eq!(text(&out, "newPayoffDate"), "2041-03-31");
    }

    #[test]
    fn lump_sum_that_pays_everything_off() {
        let out = run(0.0, 0.0, 1e9, 12.0).unwrap();
        assert_eq!(out.number_of("newRemainingPayments"), Some(12.0));
        assert_eq!(text(&out, "newPayoffDate"), "2020-12-31");
        assert_eq!(out.number_of("monthsSaved"), Some(348.0));
    }

    #[test]
    fn bad_counts_are_errors() {
        assert_eq!(
            run(360.0, 0.0, 0.0, 1.0).unwrap_err(),
            InputError::new("paymentsMade", ErrorKind::NotBelow { below: 360.0 })
        );
        assert_eq!(
            run(10.0, 0.0, 5000.0, 5.0).unwrap_err(),
            InputError::new("lumpSumPayment", ErrorKind::NotAbove { above: 10.0 })
        );
        assert_eq!(
            run(1.5, 0.0, 0.0, 5.0).unwrap_err().kind,
            ErrorKind::NotAnInteger
        );
    }
}
