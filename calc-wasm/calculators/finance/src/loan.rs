//! Fixed-rate loan with level payments: the payment for a term, or the
//! term for a payment (eval contract `loan`).
//!
//! Periodic rate i = annual rate / payments a year (12, 26, 52); number of
//! payments n = round(term in years × payments a year).
//! - payment: PMT = A·i / (1 − (1 + i)^−n)            (numpy-financial pmt)
//! - term:    n = −ln(1 − A·i/PMT) / ln(1 + i)        (nper); the schedule
//!   then has ⌈n⌉ payments, the last one smaller
//!
//! With i = 0 the formulas become A/n and A/PMT.
//!
//! Payments may be monthly, semimonthly (24), biweekly (26), weekly (52),
//! quarterly (4) or yearly (1). Interest compounds with each payment by
//! default (i = r/p, the contract); `compounding` may set it apart, as
//! Canadian mortgages or daily-interest loans do: then i is the rate per
//! payment period equivalent to r compounded m times a year,
//! (1 + r/m)^(m/p) − 1, or e^(r/p) − 1 when continuous.
//!
//! From `startDate` each payment has its date (amortization.rs
//! `payment_date`), and `yearly` sums the schedule by calendar year. Extra
//! payments, when added: an amount with every payment and a one-time
//! amount with the first payment on or after its date, all to principal;
//! `interestSaved` compares with the same loan without them. The amount or the rate
//! for a payment is the page's generic "solve for a field"
//! (calc-wasm/core/src/solve.rs; checked against numpy-financial's pv and
//! rate in calc-wasm/catalogue/tests/solve.rs). The term stays a mode of its own:
//! whole payments make the payment a step function of the term, where
//! this gives the exact count with its smaller last payment.

use super::amortization::{dates, payment_date, yearly_totals};
use super::annuity;
use super::common::{err, finite, frequency, maybe, non_negative, unknown_option, Sum, Table};
use super::growth::{compounding, Growth, COMPOUNDING_OPTIONS};
use super::schedule::{amortize, no_extra, Period, Plan};
use calc_core::declare::{Input, Number, Read, Reads, Write, Writes};
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;
use time::Date;

calc_core::calculator! {
    /// What the loan pages share: the U.S. page (`loan`) and the Brazilian
    /// ones (loan_br.rs) read these and write every output of `run`.
    pub mod loan_shared {
        inputs {
            solveFor: Choice,
            loanAmount: Number,
            interestRate: Number,
            loanTerm: Number,
            termUnit: Choice,
            paymentFrequency: Choice,
            payment: Number,
            startDate: Day,
            extraPayments: Choice,
            extraPayment: Number,
            extraOnce: Number,
            extraOnceDate: Day,
        }
        outputs {
            payment: Number,
            numberOfPayments: Integer,
            totalInterest: Number,
            totalPaid: Number,
            loanAmount: Number,
            loanTerm: Number,
            lastPayment: Number,
            payoffDate: Day,
            totalExtra: Json,
            interestSaved: Json,
            schedule: Json,
            yearly: Json,
        }
    }
}

calc_core::calculator! {
    pub mod loan = "loan" (compute) {
        inputs { ..loan_shared, compounding: Choice }
        outputs { ..loan_shared }
    }
}
pub const FUNCTION: Function = loan::FUNCTION;
use loan_shared::{input as i, output as o};

/// A loan page: reads and writes what `run` does.
pub(crate) trait LoanPage: Reads<loan_shared::Calc> + Writes<loan_shared::Calc> {}
impl<C: Reads<loan_shared::Calc> + Writes<loan_shared::Calc>> LoanPage for C {}

const FREQUENCIES: &[&str] = &[
    "monthly",
    "semimonthly",
    "biweekly",
    "weekly",
    "quarterly",
    "annually",
];
/// Compounding with each payment (i = r/p); the others are compound
/// interest's (`growth::COMPOUNDING_OPTIONS`).
const WITH_PAYMENTS: &str = "payment";
const SOLVE: &[&str] = &["payment", "term"];
/// Longest term, in years: 5 200 weekly payments at most in a schedule.
pub const MAX_YEARS: f64 = 100.0;

fn compute(inputs: loan::In) -> Result<loan::Out, InputError> {
    run(inputs, &|per_year| period_rate(inputs, per_year)).map(|(out, _)| out)
}

/// The loan as contracted, without extra payments: what a rate like the
/// Brazilian CET and a tax like the IOF are worked on.
pub(crate) struct Contract {
    pub amount: f64,
    pub rows: Vec<Period>,
    pub dated: Vec<Date>,
    /// One payment period before the first payment.
    pub release: Date,
}

/// The loan's outputs and its contract, at the rate per payment period
/// `rate` gives for the payments a year (the U.S. page's annual rate and
/// compounding; the Brazilian pages' rate a month or a year, loan_br.rs).
pub(crate) fn run<C: LoanPage>(
    inputs: Read<C>,
    rate: &dyn Fn(f64) -> Result<f64, InputError>,
) -> Result<(Write<C>, Contract), InputError> {
    let solve = inputs.option(i::solveFor)?;
    if !SOLVE.contains(&solve) {
        return Err(unknown_option(i::solveFor.id(), SOLVE));
    }
    let per_year = frequency(inputs, i::paymentFrequency, FREQUENCIES)?;
    let years_per_unit = match inputs.option(i::termUnit)? {
        "years" => 1.0,
        "months" => 1.0 / 12.0,
        _ => return Err(unknown_option(i::termUnit.id(), &["years", "months"])),
    };
    let max_payments = (MAX_YEARS * per_year) as u32;

    // The known quantities (each read only when it is known).
    let n = if solve == "term" {
        0.0
    } else {
        let term = inputs.number(i::loanTerm)?;
        if term * years_per_unit > MAX_YEARS {
            return Err(err(
                i::loanTerm.id(),
                ErrorKind::AboveMax {
                    max: MAX_YEARS / years_per_unit,
                },
            ));
        }
        let n = (term * years_per_unit * per_year).round();
        if n < 1.0 {
            // One payment period, in the term's unit.
            return Err(err(
                i::loanTerm.id(),
                ErrorKind::BelowMin {
                    min: 1.0 / per_year / years_per_unit,
                },
            ));
        }
        n
    };
    let rate = rate(per_year)?;
    let amount = positive(inputs, i::loanAmount)?;
    let start = inputs.date(i::startDate)?;
    let extras = Extras::read(inputs, start, per_year, max_payments)?;
    let given_payment = if solve == "payment" {
        0.0
    } else {
        positive(inputs, i::payment)?
    };

    let (payment, n_exact) = if solve == "payment" {
        (annuity::payment(amount, rate, n), n)
    } else {
        (
            given_payment,
            solve_term(amount, rate, given_payment, max_payments)?,
        )
    };
    finite(payment, i::loanAmount.id())?;

    let scheduled = if solve == "term" {
        None
    } else {
        Some(n as u32)
    };
    let extra = |k: u32| extras.with_payment(k);
    let schedule = |extra: &dyn Fn(u32) -> f64| {
        amortize(&Plan {
            principal: amount,
            rate,
            payment,
            scheduled,
            extra,
            max: max_payments.max(n as u32),
        })
        .map_err(|_| err(i::payment.id(), ErrorKind::ResultTooLarge))
    };
    let rows = schedule(&extra)?;
    let dated = dates(&rows, start, per_year)?;

    let (mut paid, mut extra_paid) = (Sum::default(), Sum::default());
    let mut table = Table::new();
    for (r, d) in rows.iter().zip(&dated) {
        paid.add(r.payment);
        extra_paid.add(r.extra);
        let row = r.row().text("date", calc_core::values::format_date(*d));
        table.push(if extras.any {
            row.num("extra", r.extra)
        } else {
            row
        });
    }
    // Level payments: the closed form PMT·n (the schedule's sum agrees to
    // rounding noise). Solving for the term, or paying extra: the
    // schedule's own total, with its smaller last payment.
    let without_extras = |rows: &[Period]| {
        if solve == "term" {
            rows.iter()
                .fold(Sum::default(), |mut s, r| {
                    s.add(r.payment);
                    s
                })
                .value()
        } else {
            payment * n
        }
    };
    let total_paid = if extras.any {
        paid.value()
    } else {
        without_extras(&rows)
    };
    finite(total_paid, i::loanAmount.id())?;
    let plain = if extras.any {
        schedule(&no_extra)?
    } else {
        rows.clone()
    };
    let interest_saved = extras.any.then(|| without_extras(&plain) - total_paid);
    let last_payment = rows.last().map_or(0.0, |r| r.payment);
    let contract = Contract {
        amount,
        dated: if extras.any {
            dates(&plain, start, per_year)?
        } else {
            dated.clone()
        },
        rows: plain,
        release: payment_date(start, per_year, 0)
            .ok_or_else(|| err(i::startDate.id(), ErrorKind::ResultTooLarge))?,
    };
    let out = Write::new()
        .number(o::payment, payment)
        .integer(o::numberOfPayments, rows.len() as i64)
        .number(o::totalInterest, total_paid - amount)
        .number(o::totalPaid, total_paid)
        .number(o::loanAmount, amount)
        .number(o::loanTerm, n_exact / per_year / years_per_unit)
        .number(o::lastPayment, last_payment)
        .date(o::payoffDate, *dated.last().unwrap_or(&start))
        .json(o::totalExtra, maybe(extras.any.then(|| extra_paid.value())))
        .json(o::interestSaved, maybe(interest_saved))
        .json(o::schedule, table.finish(i::loanAmount.id())?)
        .json(
            o::yearly,
            yearly_totals(&rows, &dated, None, i::loanAmount.id())?,
        );
    Ok((out, contract))
}

/// The interest rate per payment period.
fn period_rate(inputs: loan::In, per_year: f64) -> Result<f64, InputError> {
    let annual = inputs.number(i::interestRate)? / 100.0;
    let how = inputs.option(loan::input::compounding)?;
    if how == WITH_PAYMENTS {
        return Ok(annual / per_year);
    }
    let how = compounding(how).ok_or_else(|| {
        let mut known = vec![WITH_PAYMENTS];
        known.extend(COMPOUNDING_OPTIONS);
        unknown_option(loan::input::compounding.id(), &known)
    })?;
    Growth::new(annual, how, per_year)
        .map(|g| g.rate())
        .ok_or_else(|| err(i::interestRate.id(), ErrorKind::ResultTooLarge))
}

/// Extra payments, all to principal.
struct Extras {
    any: bool,
    each: f64,
    once: f64,
    /// The payment the one-time amount goes with.
    once_with: Option<u32>,
}

impl Extras {
    fn read<C: LoanPage>(
        inputs: Read<C>,
        start: Date,
        per_year: f64,
        max: u32,
    ) -> Result<Extras, InputError> {
        let none = Extras {
            any: false,
            each: 0.0,
            once: 0.0,
            once_with: None,
        };
        match inputs.option(i::extraPayments)? {
            "none" => return Ok(none),
            "add" => {}
            _ => return Err(unknown_option(i::extraPayments.id(), &["none", "add"])),
        }
        let each = non_negative(inputs, i::extraPayment)?;
        let once = non_negative(inputs, i::extraOnce)?;
        let once_with = if once > 0.0 {
            let date = inputs.date(i::extraOnceDate)?;
            (1..=max).find(|&k| payment_date(start, per_year, k).is_some_and(|d| d >= date))
        } else {
            None
        };
        Ok(Extras {
            any: each > 0.0 || once_with.is_some(),
            each,
            once,
            once_with,
        })
    }

    fn with_payment(&self, k: u32) -> f64 {
        self.each
            + if self.once_with == Some(k) {
                self.once
            } else {
                0.0
            }
    }
}

fn positive<C: LoanPage>(
    inputs: Read<C>,
    id: Input<loan_shared::Calc, Number>,
) -> Result<f64, InputError> {
    let v = inputs.number(id)?;
    if v > 0.0 {
        Ok(v)
    } else {
        Err(err(id.id(), ErrorKind::NotAbove { above: 0.0 }))
    }
}

/// The (fractional) number of payments that repay `amount`.
fn solve_term(amount: f64, rate: f64, payment: f64, max_payments: u32) -> Result<f64, InputError> {
    let interest = amount * rate;
    if payment <= interest {
        // The payment does not even cover the first period's interest.
        return Err(err(
            i::payment.id(),
            ErrorKind::NotAbove { above: interest },
        ));
    }
    let n = if rate == 0.0 {
        amount / payment
    } else {
        -(-interest / payment).ln_1p() / rate.ln_1p()
    };
    if !(n.is_finite() && n <= f64::from(max_payments)) {
        let min = annuity::payment(amount, rate, f64::from(max_payments));
        return Err(err(i::payment.id(), ErrorKind::BelowMin { min }));
    }
    Ok(n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{date, inputs, rows, text};
    use calc_core::outputs::Outputs;
    use calc_core::values::Value;

    struct Case {
        solve: &'static str,
        amount: f64,
        rate: f64,
        term: f64,
        unit: &'static str,
        freq: &'static str,
        payment: f64,
    }

    fn base() -> Case {
        Case {
            solve: "payment",
            amount: 20_000.0,
            rate: 6.0,
            term: 5.0,
            unit: "years",
            freq: "monthly",
            payment: 0.0,
        }
    }

    fn run(c: &Case) -> Result<Outputs, InputError> {
        run_with(c, "payment", None)
    }

    /// Extra payments: each, one-time amount and its date.
    type Extra = (f64, f64, &'static str);

    fn run_with(c: &Case, compounding: &str, extra: Option<Extra>) -> Result<Outputs, InputError> {
        let (each, once, when) = extra.unwrap_or((0.0, 0.0, "2026-01-01"));
        (FUNCTION.compute)(&inputs([
            ("solveFor", Value::Option(c.solve.into())),
            ("loanAmount", Value::Number(c.amount)),
            ("interestRate", Value::Number(c.rate)),
            ("loanTerm", Value::Number(c.term)),
            ("termUnit", Value::Option(c.unit.into())),
            ("paymentFrequency", Value::Option(c.freq.into())),
            ("payment", Value::Number(c.payment)),
            ("compounding", Value::Option(compounding.into())),
            ("startDate", Value::Date(date("2026-01-15"))),
            (
                "extraPayments",
                Value::Option(if extra.is_some() { "add" } else { "none" }.into()),
            ),
            ("extraPayment", Value::Number(each)),
            ("extraOnce", Value::Number(once)),
            ("extraOnceDate", Value::Date(date(when))),
        ]))
    }

    /// The default loan, solving for `what` given the payment.
    fn solve(what: &'static str, payment: f64) -> Result<Outputs, InputError> {
        run(&Case {
            solve: what,
            payment,
            ..base()
        })
    }

    fn close(out: &Outputs, id: &str, expected: f64, tol: f64) {
        let got = out.number_of(id).unwrap();
        let scale = expected.abs().max(1e-300);
        assert!(
            ((got - expected) / scale).abs() < tol,
            "{id}: {got} vs {expected}"
        );
    }

    #[test]
    fn payment_matches_numpy_financial_pmt() {
        // -npf.pmt(0.06/12, 60, 20000), mpmath at 50 digits:
        // 386.656 030 588 558 367 67…; × 60 = 23 199.361 835 313 502 06…
        let out = run(&base()).unwrap();
        close(&out, "payment", 386.656_030_588_558_4, 1e-13);
        assert_eq!(out.number_of("numberOfPayments"), Some(60.0));
        close(&out, "totalPaid", 23_199.361_835_313_503, 1e-13);
        close(&out, "totalInterest", 3_199.361_835_313_502, 1e-12);
        let rows = rows(&out, "schedule");
        assert_eq!(rows.len(), 60);
        assert_eq!(rows[59]["balance"], 0.0);
        // First row: interest 20000·0.005 = 100 exactly.
        assert_eq!(rows[0]["interest"], 100.0);
    }

    #[test]
    fn biweekly_and_weekly_counts_follow_the_contract() {
        let biweekly = Case {
            freq: "biweekly",
            ..base()
        };
        let weekly = Case {
            freq: "weekly",
            term: 18.0,
            unit: "months",
            ..base()
        };
        for (case, payments, payment) in [
            // 5 years biweekly: round(5·26) = 130 payments at 6 %/26; mpmath:
            // PMT(0.06/26, 130, 20000) = 178.251 319 242 349 003 4…
            (biweekly, 130.0, 178.251_319_242_349),
            // 18 months weekly: round(1.5·52) = 78 payments; mpmath:
            // PMT(0.06/52, 78, 20000) = 268.269 572 338 559 763 5…
            (weekly, 78.0, 268.269_572_338_559_8),
        ] {
            let out = run(&case).unwrap();
            assert_eq!(out.number_of("numberOfPayments"), Some(payments));
            close(&out, "payment", payment, 1e-13);
        }
    }

    #[test]
    fn solve_for_term_has_a_smaller_last_payment() {
        // npf.nper(0.005, -500, 20000), mpmath: −ln(1 − 100/500)/ln 1.005 =
        // 44.740 189 293 727 082 3…
        let out = solve("term", 500.0).unwrap();
        close(&out, "loanTerm", 44.740_189_293_727_08 / 12.0, 1e-13);
        assert_eq!(out.number_of("numberOfPayments"), Some(45.0));
        // The balance after 44 payments, times 1.005 (mpmath): 370.334 338 425 342 1…
        close(&out, "lastPayment", 370.334_338_425_342_1, 1e-9);
        close(&out, "totalPaid", 22_370.334_338_425_342, 1e-12);
        // Months as the unit: the term comes back in months.
        let out = run(&Case {
            solve: "term",
            payment: 500.0,
            unit: "months",
            ..base()
        })
        .unwrap();
        close(&out, "loanTerm", 44.740_189_293_727_08, 1e-13);
    }

    #[test]
    fn solve_for_term_refuses_payments_that_never_repay() {
        // Interest on 20 000 at 0.5 % is 100 a month.
        let e = solve("term", 100.0).unwrap_err();
        assert_eq!(
            e,
            InputError::new("payment", ErrorKind::NotAbove { above: 100.0 })
        );
        // Barely above the interest: more than 100 years of payments.
        let e = solve("term", 100.000_01).unwrap_err();
        assert!(matches!(e.kind, ErrorKind::BelowMin { .. }), "{e:?}");
    }

    #[test]
    fn zero_interest_and_one_period() {
        let out = run(&Case {
            rate: 0.0,
            ..base()
        })
        .unwrap();
        close(&out, "payment", 20_000.0 / 60.0, 1e-15);
        assert_eq!(out.number_of("totalInterest"), Some(0.0));
        let out = run(&Case {
            term: 1.0,
            unit: "months",
            ..base()
        })
        .unwrap();
        close(&out, "payment", 20_100.0, 1e-15);
        assert_eq!(out.number_of("numberOfPayments"), Some(1.0));
        // 0 % and an exact term: 40 payments of 500, none left over.
        let out = run(&Case {
            solve: "term",
            rate: 0.0,
            payment: 500.0,
            ..base()
        })
        .unwrap();
        assert_eq!(out.number_of("numberOfPayments"), Some(40.0));
        assert_eq!(out.number_of("lastPayment"), Some(500.0));
    }

    #[test]
    fn terms_out_of_range_are_errors() {
        let e = run(&Case {
            term: 101.0,
            ..base()
        })
        .unwrap_err();
        assert_eq!(
            e,
            InputError::new("loanTerm", ErrorKind::AboveMax { max: 100.0 })
        );
        let e = run(&Case {
            term: 0.01,
            ..base()
        })
        .unwrap_err();
        assert_eq!(e.input, "loanTerm");
    }

    #[test]
    fn other_payment_frequencies_and_their_dates() {
        // numpy-financial 1.0 -npf.pmt(r/p, n, 20000) for 5 years at 6 %.
        for (freq, n, pmt, payoff) in [
            ("quarterly", 20.0, 1_164.914_717_489_332_1, "2030-10-15"),
            ("semimonthly", 120.0, 193.121_489_396_782_58, "2030-12-30"),
            ("annually", 5.0, 4_747.928_008_623_789_5, "2030-01-15"),
        ] {
            let out = run(&Case { freq, ..base() }).unwrap();
            assert_eq!(out.number_of("numberOfPayments"), Some(n), "{freq}");
            close(&out, "payment", pmt, 1e-13);
            // Quarterly: 15 January 2026 + 57 months; semimonthly: the 120th
            // payment is 59 months on, plus 15 days; yearly: + 4 years.
            assert_eq!(text(&out, "payoffDate"), payoff, "{freq}");
        }
    }

    #[test]
    fn compounding_apart_from_the_payments() {
        // Monthly payments, interest compounded daily: i = (1 + 0.06/365)^(365/12) − 1;
        // mpmath at 40 digits: PMT = 386.791 165 306 117 550 78…
        let out = run_with(&base(), "daily", None).unwrap();
        close(&out, "payment", 386.791_165_306_117_55, 1e-13);
        // Compounded monthly with monthly payments is the contract's r/12.
        let out = run_with(&base(), "monthly", None).unwrap();
        close(&out, "payment", 386.656_030_588_558_4, 1e-13);
    }

    #[test]
    fn extra_payments_each_time_and_once() {
        // 100 more with every payment and 1 000 once from 1 July 2026 (the
        // 7th payment, 15 July): the schedule iterated in mpmath at 40
        // digits pays off in 44 payments with 2 233.598 907 145 945 72… of
        // interest; 60·PMT − 20 000 − that = 965.762 928 167 556 34… saved.
        let out = run_with(&base(), "payment", Some((100.0, 1000.0, "2026-07-01"))).unwrap();
        assert_eq!(out.number_of("numberOfPayments"), Some(44.0));
        close(&out, "totalInterest", 2_233.598_907_145_945_7, 1e-12);
        close(&out, "interestSaved", 965.762_928_167_556_3, 1e-11);
        close(&out, "totalExtra", 5_300.0, 1e-12);
        let schedule = rows(&out, "schedule");
        assert_eq!(schedule[6]["extra"], 1100.0);
        assert_eq!(schedule[6]["date"], "2026-07-15");
        // The yearly view sums the schedule by calendar year.
        let yearly = rows(&out, "yearly");
        assert_eq!(yearly.len(), 4);
        let interest: f64 = yearly.iter().map(|y| y["interest"].as_f64().unwrap()).sum();
        assert!((interest - 2_233.598_907_145_945_7).abs() < 1e-8);
        assert_eq!(yearly[0]["payments"], 12);
        // Without extras there is no extra column and nothing saved.
        let out = run(&base()).unwrap();
        assert!(rows(&out, "schedule")[0].get("extra").is_none());
        assert_eq!(out.json_of("interestSaved"), Some(&serde_json::Value::Null));
    }

    #[test]
    fn huge_amounts_are_errors_not_infinity() {
        let e = run(&Case {
            amount: 1e308,
            rate: 100.0,
            ..base()
        })
        .unwrap_err();
        assert_eq!(e, InputError::new("loanAmount", ErrorKind::ResultTooLarge));
    }
}
