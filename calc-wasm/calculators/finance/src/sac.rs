//! Brazilian home financing: the SAC and Price systems side by side, for a
//! property (`mortgage-br`: value less the entrada) or a financed amount
//! with an extra amortization every month (`amortization-br`).
//!
//! Monthly rate i: typed a month (a.m., `rateType` monthly), the rate
//! itself; typed a year (a.a.), the annual rate / 12 when it is nominal (how Brazilian lenders
//! state "juros nominais"), (1 + annual)^(1/12) − 1 when it is effective
//! (rates.rs, which also sets the credit-card-sized limits). Both pages
//! show it a month and, by compound equivalence, a year. Over n months:
//! - SAC (Sistema de Amortização Constante): every installment repays
//!   L/n of principal plus the month's interest on the balance, so the
//!   installments fall linearly: first = L/n + L·i, last = (L/n)·(1 + i),
//!   total interest = L·i·(n + 1)/2;
//! - Price (Tabela Price, French system): level installments
//!   PMT = L·i / (1 − (1 + i)^−n), total interest = n·PMT − L.
//!
//! An extra amortization is paid with every installment and goes to the
//! balance, which shortens the term (the installment stays as scheduled);
//! the installment that would overpay is cut to what is owed. First and
//! last installments are reported without the extra; the tables' payments
//! include it.
//!
//! Installment k is dated startDate + (k − 1) months, clamped to the
//! month's end; the yearly tables sum them by calendar year. The property
//! simulator adds Caixa's insurance (MIP, DFI), fee, TR, CET, income rule
//! and one extra amortization (mortgage_br.rs, caixa.rs); the amortization
//! page has none of them.

use super::amortization::{dates, due_date, yearly_totals};
use super::common::{err, finite, more_than, too_large, unknown_option, Sum, Table};
use super::mortgage::amount_or_percent;
use super::schedule::{constant_amortization, fixed_term, whole_months, Period};
use super::{annuity, mortgage_br, rates};
use calc_core::declare::{Read, Reads, Write, Writes};
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;
use calc_core::values::format_date;

/// The share of the property value Caixa finances at most in SAC under the
/// SFH (so at least 20 % down): below it the page warns, it does not refuse.
pub const MIN_DOWN_PAYMENT_PERCENT: f64 = 20.0;

/// The rate typed a month (a.m.), or a year (a.a.) nominal or effective.
const RATE_TYPES: &[&str] = &["monthly", "nominal", "effective"];

calc_core::calculator! {
    /// How both pages give the loan's rate and term.
    pub mod terms {
        inputs { interestRate: Number, rateType: Choice, loanTerm: Number, startDate: Day }
        outputs {}
    }
}

calc_core::calculator! {
    /// What both systems report on the amortization page, in this order.
    pub mod both_systems {
        inputs {}
        outputs {
            monthlyRate: Number,
            yearlyRate: Number,
            sacFirstPayment: Number,
            sacLastPayment: Number,
            sacAmortization: Number,
            sacTotalInterest: Number,
            sacTotalPaid: Number,
            priceFirstPayment: Number,
            priceLastPayment: Number,
            priceTotalInterest: Number,
            priceTotalPaid: Number,
            interestDifference: Number,
            sacSchedule: Json,
            priceSchedule: Json,
            sacYearly: Json,
            priceYearly: Json,
        }
    }
}

calc_core::calculator! {
    /// The property simulator (the mortgage's Portuguese pages): the
    /// financed amount is the property value less the down payment
    /// (entrada), each system's encargo with Caixa's insurance, fee and TR
    /// (mortgage_br.rs, which writes from `monthlyRate` on).
    pub mod property = "mortgage-br" (compute) {
        inputs {
            propertyValue: Number,
            downPaymentUnit: Choice,
            downPayment: Number,
            downPaymentPercent: Number,
            ..terms,
            mipRate: Number,
            dfiRate: Number,
            adminFee: Number,
            trRate: Number,
            familyIncome: Number,
            extraAmount: Number,
            extraMonth: Number,
            extraMode: Choice,
        }
        outputs {
            loanAmount: Number,
            downPaymentAmount: Number,
            downPaymentShare: Number,
            downPaymentWarning: Text,
            monthlyRate: Number,
            yearlyRate: Number,
            sacFirstPayment: Number,
            sacLastPayment: Number,
            sacTotalInterest: Number,
            sacTotalPaid: Number,
            sacSchedule: Json,
            sacYearly: Json,
            sacFirstCharge: Number,
            sacLastCharge: Number,
            sacTotalCorrection: Number,
            sacTotalMip: Number,
            sacTotalDfi: Number,
            sacTotalFees: Number,
            sacTotalCharges: Number,
            sacCetMonthly: Number,
            sacCetYearly: Number,
            sacCommitment: Number,
            sacMaxLoan: Number,
            sacTermAfterExtra: Integer,
            sacChargeAfterExtra: Number,
            sacInterestSaved: Number,
            priceFirstPayment: Number,
            priceLastPayment: Number,
            priceTotalInterest: Number,
            priceTotalPaid: Number,
            priceSchedule: Json,
            priceYearly: Json,
            priceFirstCharge: Number,
            priceLastCharge: Number,
            priceTotalCorrection: Number,
            priceTotalMip: Number,
            priceTotalDfi: Number,
            priceTotalFees: Number,
            priceTotalCharges: Number,
            priceCetMonthly: Number,
            priceCetYearly: Number,
            priceCommitment: Number,
            priceMaxLoan: Number,
            priceTermAfterExtra: Integer,
            priceChargeAfterExtra: Number,
            priceInterestSaved: Number,
            sacAmortization: Number,
            interestDifference: Number,
            incomeWarning: Text,
        }
    }
}

calc_core::calculator! {
    /// The amortization calculator's Portuguese pages: a financed amount
    /// and an extra amortization paid with every installment, which
    /// shortens the term (the installment stays what it was scheduled to be).
    pub mod amortization_br = "amortization-br" (compute_amortization) {
        inputs { loanAmount: Number, ..terms, extraPayment: Number }
        outputs {
            ..both_systems,
            sacNumberOfPayments: Integer,
            priceNumberOfPayments: Integer,
            totalExtraSac: Number,
            totalExtraPrice: Number,
            sacInterestSaved: Number,
        }
    }
}

pub const FUNCTION: Function = property::FUNCTION;
pub const FUNCTION_AMORTIZATION: Function = amortization_br::FUNCTION;

fn compute(inputs: property::In) -> Result<property::Out, InputError> {
    use property::{input as i, output as o};
    let value = inputs.number(i::propertyValue)?;
    let down = amount_or_percent(
        inputs,
        i::downPaymentUnit,
        i::downPayment,
        i::downPaymentPercent,
        value,
    )?;
    let (input, percent) = match inputs.option(i::downPaymentUnit)? {
        "percent" => (i::downPaymentPercent, true),
        _ => (i::downPayment, false),
    };
    if down >= value {
        return Err(if percent {
            err(input.id(), ErrorKind::NotBelow { below: 100.0 })
        } else if value > 0.0 {
            more_than(input.id(), i::propertyValue.id())
        } else {
            err(i::propertyValue.id(), ErrorKind::NotAbove { above: 0.0 })
        });
    }
    let share = down / value * 100.0;
    let loan = value - down;
    let out = property::Out::new()
        .number(o::loanAmount, loan)
        .number(o::downPaymentAmount, down)
        .number(o::downPaymentShare, share)
        .text(
            o::downPaymentWarning,
            if share < MIN_DOWN_PAYMENT_PERCENT {
                "belowMinimum"
            } else {
                "none"
            },
        );
    let terms = Terms::read(inputs, loan, i::propertyValue.id())?;
    let basis = mortgage_br::Basis {
        loan,
        rate: terms.rate,
        months: terms.months,
        start: terms.start,
    };
    mortgage_br::outputs(out, inputs, &basis, value)
}

fn compute_amortization(inputs: amortization_br::In) -> Result<amortization_br::Out, InputError> {
    use amortization_br::{input as i, output as o};
    let loan = inputs.number(i::loanAmount)?;
    if loan <= 0.0 {
        return Err(err(i::loanAmount.id(), ErrorKind::NotAbove { above: 0.0 }));
    }
    let extra = inputs.number(i::extraPayment)?.max(0.0);
    let terms = Terms::read(inputs, loan, i::loanAmount.id())?;
    let (out, done) = schedules(amortization_br::Out::new(), &terms, extra)?;
    // Without extras SAC's interest is L·i·(n + 1)/2.
    let sac_without = loan * terms.rate * (terms.n + 1.0) / 2.0;
    Ok(out
        .integer(o::sacNumberOfPayments, done.sac_count as i64)
        .integer(o::priceNumberOfPayments, done.price_count as i64)
        .number(o::totalExtraSac, done.sac_extra)
        .number(o::totalExtraPrice, done.price_extra)
        .number(o::sacInterestSaved, sac_without - done.sac_interest))
}

/// The loan, its monthly rate and term, and the first due date.
struct Terms {
    loan: f64,
    rate: f64,
    n: f64,
    months: u32,
    start: time::Date,
    /// The input an overflow is reported on.
    blame: &'static str,
}

impl Terms {
    fn read<C: Reads<terms::Calc>>(
        inputs: Read<C>,
        loan: f64,
        blame: &'static str,
    ) -> Result<Terms, InputError> {
        use terms::input as i;
        let rate = match inputs.option(i::rateType)? {
            "nominal" => {
                // 12 times the monthly limit: the same 30 % a month.
                let max = 12.0 * rates::MAX_MONTHLY_PERCENT;
                let annual = inputs.number(i::interestRate)?;
                if annual < 0.0 {
                    return Err(err(i::interestRate.id(), ErrorKind::BelowMin { min: 0.0 }));
                } else if annual > max {
                    return Err(err(i::interestRate.id(), ErrorKind::AboveMax { max }));
                }
                annual / 100.0 / 12.0
            }
            "monthly" => rates::monthly(inputs, i::interestRate)?.monthly,
            "effective" => rates::yearly(inputs, i::interestRate)?.monthly,
            _ => return Err(unknown_option(i::rateType.id(), RATE_TYPES)),
        };
        let n = inputs.number(i::loanTerm)?;
        let start = inputs.date(i::startDate)?;
        let months = whole_months(n, i::loanTerm.id())?;
        due_date(start, 12.0, months)?;
        Ok(Terms {
            loan,
            rate,
            n,
            months,
            start,
            blame,
        })
    }
}

/// What the extra payments did to each schedule.
struct Done {
    sac_count: usize,
    price_count: usize,
    sac_extra: f64,
    price_extra: f64,
    sac_interest: f64,
}

/// The SAC schedule with `extra` added to every installment's amortization
/// until the balance is repaid.
fn sac_rows(t: &Terms, extra: f64) -> Vec<Period> {
    constant_amortization(t.loan, t.rate, t.months, &|_| extra)
}

/// Both schedules, their dated tables and yearly totals, and the figures
/// compared on the page, added to `out`.
fn schedules<C: Writes<both_systems::Calc>>(
    out: Write<C>,
    t: &Terms,
    extra: f64,
) -> Result<(Write<C>, Done), InputError> {
    use both_systems::output as o;
    let blame = t.blame;
    let sac = sac_rows(t, extra);
    let pmt = finite(annuity::payment(t.loan, t.rate, t.n), blame)?;
    let price =
        fixed_term(t.loan, t.rate, pmt, t.months, &|_| extra).map_err(|_| too_large(blame))?;
    let sac_dates = dates(&sac, t.start, 12.0)?;
    let price_dates = dates(&price, t.start, 12.0)?;
    let total = |rows: &[Period], f: fn(&Period) -> f64| {
        let mut sum = Sum::default();
        rows.iter().for_each(|r| sum.add(f(r)));
        finite(sum.value(), blame)
    };
    let sac_interest = total(&sac, |r| r.interest)?;
    let sac_paid = total(&sac, |r| r.payment)?;
    let price_interest = total(&price, |r| r.interest)?;
    // Without extras: n level installments, n·PMT in all.
    let price_paid = if extra > 0.0 {
        total(&price, |r| r.payment)?
    } else {
        finite(pmt * t.n, blame)?
    };
    let price_interest = if extra > 0.0 {
        price_interest
    } else {
        price_paid - t.loan
    };
    // The installments (prestações) without the extra amortization.
    let installment = |r: &Period| r.payment - r.extra;
    let last = |rows: &[Period]| rows.last().map_or(0.0, installment);
    let done = Done {
        sac_count: sac.len(),
        price_count: price.len(),
        sac_extra: total(&sac, |r| r.extra)?,
        price_extra: total(&price, |r| r.extra)?,
        sac_interest,
    };
    let table = |rows: &[Period], dated: &[time::Date]| {
        let mut table = Table::new();
        for (r, d) in rows.iter().zip(dated) {
            table.push(r.row().text("date", format_date(*d)).num("extra", r.extra));
        }
        table.finish(blame)
    };
    let out = out
        .number(o::monthlyRate, t.rate * 100.0)
        .number(o::yearlyRate, rates::yearly_from_monthly(t.rate) * 100.0)
        .number(o::sacFirstPayment, installment(&sac[0]))
        .number(o::sacLastPayment, last(&sac))
        .number(o::sacAmortization, t.loan / t.n)
        .number(o::sacTotalInterest, sac_interest)
        .number(o::sacTotalPaid, sac_paid)
        .number(o::priceFirstPayment, installment(&price[0]))
        .number(o::priceLastPayment, last(&price))
        .number(o::priceTotalInterest, price_interest)
        .number(o::priceTotalPaid, price_paid)
        .number(o::interestDifference, price_interest - sac_interest)
        .json(o::sacSchedule, table(&sac, &sac_dates)?)
        .json(o::priceSchedule, table(&price, &price_dates)?)
        .json(o::sacYearly, yearly_totals(&sac, &sac_dates, None, blame)?)
        .json(
            o::priceYearly,
            yearly_totals(&price, &price_dates, None, blame)?,
        );
    Ok((out, done))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{close, close_to, inputs, rows, text};
    use calc_core::outputs::Outputs;
    use calc_core::values::{parse_date, Value};

    fn run(loan: f64, rate: f64, kind: &str, months: f64) -> Result<Outputs, InputError> {
        run_extra(loan, rate, kind, months, 0.0, "2026-01-31")
    }

    fn run_extra(
        loan: f64,
        rate: f64,
        kind: &str,
        months: f64,
        extra: f64,
        start: &str,
    ) -> Result<Outputs, InputError> {
        (FUNCTION_AMORTIZATION.compute)(&inputs([
            ("loanAmount", Value::Number(loan)),
            ("interestRate", Value::Number(rate)),
            ("rateType", Value::Option(kind.into())),
            ("loanTerm", Value::Number(months)),
            ("extraPayment", Value::Number(extra)),
            ("startDate", Value::Date(parse_date(start).unwrap())),
        ]))
    }

    /// The property simulator: value, entrada as `unit` (`amount` or
    /// `percent`), 12 % nominal over 3 months.
    fn property(value: f64, unit: &str, down: f64) -> Result<Outputs, InputError> {
        let (amount, percent) = if unit == "percent" {
            (0.0, down)
        } else {
            (down, 0.0)
        };
        (FUNCTION.compute)(&inputs([
            ("propertyValue", Value::Number(value)),
            ("downPaymentUnit", Value::Option(unit.into())),
            ("downPayment", Value::Number(amount)),
            ("downPaymentPercent", Value::Number(percent)),
            ("interestRate", Value::Number(12.0)),
            ("rateType", Value::Option("nominal".into())),
            ("loanTerm", Value::Number(3.0)),
            ("startDate", Value::Date(parse_date("2026-01-31").unwrap())),
            ("mipRate", Value::Number(0.0)),
            ("dfiRate", Value::Number(0.0)),
            ("adminFee", Value::Number(0.0)),
            ("trRate", Value::Number(0.0)),
            ("familyIncome", Value::Number(1e6)),
            ("extraAmount", Value::Number(0.0)),
            ("extraMonth", Value::Number(1.0)),
            ("extraMode", Value::Option("term".into())),
        ]))
    }

    #[test]
    fn entrada_gives_the_financed_amount_and_warns_below_twenty_percent() {
        // By hand: 20 % of 400 000 is 80 000 down, 320 000 financed; the
        // minimum is met, so no warning.
        let out = property(400_000.0, "percent", 20.0).unwrap();
        close_to(&out, "loanAmount", 320_000.0, 1e-15);
        close_to(&out, "downPaymentAmount", 80_000.0, 1e-15);
        assert_eq!(text(&out, "downPaymentWarning"), "none");
        // 60 000 of 400 000 is 15 %: 340 000 financed, below the minimum,
        // still simulated (SAC amortization 340 000 / 3).
        let out = property(400_000.0, "amount", 60_000.0).unwrap();
        close_to(&out, "loanAmount", 340_000.0, 1e-15);
        close_to(&out, "downPaymentShare", 15.0, 1e-15);
        assert_eq!(text(&out, "downPaymentWarning"), "belowMinimum");
        close_to(&out, "sacAmortization", 340_000.0 / 3.0, 1e-15);
        // Nothing left to finance is an error on the entrada.
        assert_eq!(
            property(400_000.0, "amount", 400_000.0).unwrap_err().input,
            "downPayment"
        );
        assert_eq!(
            property(400_000.0, "percent", 100.0).unwrap_err().input,
            "downPaymentPercent"
        );
    }

    #[test]
    fn yearly_totals_split_at_the_calendar_year() {
        // 1 200 over 3 months at 1 %, first due 2026-11-30: two installments
        // in 2026, one in 2027. SAC by hand: 412 + 408 = 820 (interest 12 +
        // 8 = 20, principal 800), 400 left; 2027: 404. Price (mpmath, 50
        // digits): PMT = 408.026533777763110128…, 2026 pays 2·PMT =
        // 816.053067555526220256…, interest 12 + 8.039734662222368898… and
        // leaves 1 200·1.01² − PMT·2.01 = 403.986667106696148641….
        let out = run_extra(1200.0, 12.0, "nominal", 3.0, 0.0, "2026-11-30").unwrap();
        let sac = rows(&out, "sacYearly");
        assert_eq!(sac.len(), 2);
        assert_eq!(sac[0]["year"], 2026);
        assert_eq!(sac[0]["payments"], 2);
        close(sac[0]["payment"].as_f64().unwrap(), 820.0, 1e-15);
        close(sac[0]["interest"].as_f64().unwrap(), 20.0, 1e-15);
        close(sac[0]["principal"].as_f64().unwrap(), 800.0, 1e-15);
        close(sac[0]["balance"].as_f64().unwrap(), 400.0, 1e-15);
        close(sac[1]["payment"].as_f64().unwrap(), 404.0, 1e-15);
        assert_eq!(sac[1]["balance"], 0.0);
        let price = rows(&out, "priceYearly");
        close(
            price[0]["payment"].as_f64().unwrap(),
            816.053_067_555_526_2,
            1e-14,
        );
        close(
            price[0]["interest"].as_f64().unwrap(),
            20.039_734_662_222_37,
            1e-14,
        );
        close(
            price[0]["balance"].as_f64().unwrap(),
            403.986_667_106_696_15,
            1e-13,
        );
        assert_eq!(price[1]["year"], 2027);
    }

    #[test]
    fn extra_amortization_shortens_both_schedules() {
        // SAC by hand: 12 000 over 12 months at 1 %, 500 extra a month:
        // 1 000 + 500 of principal, balances 10 500, 9 000, … 1 500 after
        // 7; the 8th pays the last 1 500 (500 of it extra). Interest 1 % of
        // 12 000 + 10 500 + … + 1 500 = 540, against 12 000·0.01·13/2 = 780
        // without extras: 240 saved, 4 000 extra.
        let out = run_extra(12_000.0, 12.0, "nominal", 12.0, 500.0, "2026-01-31").unwrap();
        assert_eq!(out.number_of("sacNumberOfPayments"), Some(8.0));
        close_to(&out, "sacTotalInterest", 540.0, 1e-14);
        close_to(&out, "totalExtraSac", 4_000.0, 1e-15);
        close_to(&out, "sacInterestSaved", 240.0, 1e-13);
        // The last installment without its 500 extra: 1 000 + 15.
        close_to(&out, "sacLastPayment", 1_015.0, 1e-15);
        close_to(&out, "sacFirstPayment", 1_120.0, 1e-15);
        // Price: PMT = 1 066.185464140100488…; the recurrence b ← 1.01·b −
        // (PMT + 500) iterated in mpmath: 9 installments, the last
        // 17.557508127665729568… (no extra in it), interest
        // 547.041221248469634207…, 4 000 extra.
        assert_eq!(out.number_of("priceNumberOfPayments"), Some(9.0));
        close_to(&out, "priceTotalInterest", 547.041_221_248_469_6, 1e-12);
        close_to(&out, "priceLastPayment", 17.557_508_127_665_73, 1e-10);
        close_to(&out, "totalExtraPrice", 4_000.0, 1e-15);
        assert_eq!(rows(&out, "priceYearly")[0]["payments"], 9);
    }

    #[test]
    fn hand_checked_small_sac() {
        // 1 200 over 3 months at 1 % a month (12 % nominal):
        // amortization 400; interest 12, 8, 4; installments 412, 408, 404.
        let out = run(1200.0, 12.0, "nominal", 3.0).unwrap();
        close_to(&out, "sacFirstPayment", 412.0, 1e-15);
        close_to(&out, "sacLastPayment", 404.0, 1e-15);
        close_to(&out, "sacTotalInterest", 24.0, 1e-14);
        // Price: 1200·0.01/(1 − 1.01^−3), mpmath: 408.026 533 777 763 110 1…
        close_to(&out, "priceFirstPayment", 408.026_533_777_763_1, 1e-13);
        let dates: Vec<&str> = rows(&out, "sacSchedule")
            .iter()
            .map(|r| r["date"].as_str().unwrap())
            .collect();
        assert_eq!(dates, ["2026-01-31", "2026-02-28", "2026-03-31"]);
    }

    #[test]
    fn sac_closed_forms_for_a_30_year_loan() {
        // L = 300 000, 10.99 % nominal, 360 months: i = 0.0091583…
        // first = L/n + L·i, last = (L/n)(1 + i), total interest = L·i·(n + 1)/2.
        let out = run(300_000.0, 10.99, "nominal", 360.0).unwrap();
        let i = 0.1099 / 12.0;
        close_to(
            &out,
            "sacFirstPayment",
            300_000.0 / 360.0 + 300_000.0 * i,
            1e-14,
        );
        close_to(&out, "sacLastPayment", 300_000.0 / 360.0 * (1.0 + i), 1e-14);
        close_to(&out, "sacTotalInterest", 300_000.0 * i * 361.0 / 2.0, 1e-13);
        // Price: -npf.pmt(0.1099/12, 360, 300000), mpmath at 50 digits:
        // 2 854.703 536 623 559 118 4…
        close_to(&out, "priceFirstPayment", 2_854.703_536_623_559, 1e-13);
        assert!(out.number_of("interestDifference").unwrap() > 0.0);
    }

    #[test]
    fn effective_rate_is_converted_to_monthly() {
        // 12.682 503 013 196 97 % effective a year is exactly 1 % a month.
        let out = run(1200.0, 12.682_503_013_196_97, "effective", 3.0).unwrap();
        close_to(&out, "monthlyRate", 1.0, 1e-12);
    }

    #[test]
    fn a_rate_a_month_is_shown_a_year_and_is_its_effective_equivalent() {
        // 1 % a.m. is 1.01^12 − 1 = 12.682 503 013 196 972 066… % a.a.
        // (mpmath 1.4.1), the same loan as that rate effective a year and
        // as 12 % a.a. nominal.
        let monthly = run(1200.0, 1.0, "monthly", 3.0).unwrap();
        close_to(&monthly, "monthlyRate", 1.0, 1e-15);
        close_to(&monthly, "yearlyRate", 12.682_503_013_196_972, 1e-14);
        for (rate, kind) in [(12.682_503_013_196_972, "effective"), (12.0, "nominal")] {
            let same = run(1200.0, rate, kind, 3.0).unwrap();
            close(
                same.number_of("priceFirstPayment").unwrap(),
                monthly.number_of("priceFirstPayment").unwrap(),
                1e-13,
            );
        }
        // Card-sized rates pass the old 100 % a year; beyond 30 % a.m. (or
        // 360 % a.a. nominal) they are refused at the rate.
        assert!(run(1200.0, 14.0, "monthly", 3.0).is_ok());
        assert!(run(1200.0, 168.0, "nominal", 3.0).is_ok());
        assert_eq!(
            run(1200.0, 31.0, "monthly", 3.0).unwrap_err(),
            InputError::new("interestRate", ErrorKind::AboveMax { max: 30.0 })
        );
        assert_eq!(
            run(1200.0, 361.0, "nominal", 3.0).unwrap_err(),
            InputError::new("interestRate", ErrorKind::AboveMax { max: 360.0 })
        );
    }

    #[test]
    fn zero_rate_and_one_month() {
        let out = run(1200.0, 0.0, "nominal", 12.0).unwrap();
        close_to(&out, "sacFirstPayment", 100.0, 1e-15);
        close_to(&out, "priceFirstPayment", 100.0, 1e-15);
        assert_eq!(out.number_of("sacTotalInterest"), Some(0.0));
        let out = run(1000.0, 12.0, "nominal", 1.0).unwrap();
        close_to(&out, "sacFirstPayment", 1010.0, 1e-15);
        close_to(&out, "priceFirstPayment", 1010.0, 1e-15);
        assert!(run(1000.0, 12.0, "nominal", 0.0).is_err());
    }
}
