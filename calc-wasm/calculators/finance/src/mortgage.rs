//! Fixed-rate mortgage: monthly principal and interest by the annuity
//! formula (nominal annual rate, compounded monthly), plus escrow for
//! property tax and insurance, as lenders quote it (CFPB Loan Estimate),
//! private mortgage insurance while the loan is above 80 % of the home's
//! value, HOA dues and other monthly costs; extra payments monthly, yearly
//! and once, and the schedule by month and by year
//! (`mortgage_schedule`); the APR with points and prepaid finance charges
//! (`apr`).
//!
//! The down payment is an amount or a percentage of the price, the
//! property tax an amount a year or a percentage of the price a year. In
//! the affordability mode the price is not typed: it is the most the
//! income affords under the debt-to-income limits (`affordability`), and
//! everything else is worked out for that price.

use super::affordability::{budget, Costs, Down, Price, Rule, Tax};
use super::amortization::dates;
use super::annuity;
use super::apr;
use super::common::{err, finite, more_than, too_large, unknown_option, Sum};
use super::mortgage_schedule::{
    balance_table, month_index, monthly_table, pmi_payments, yearly_table, Extras, PmiEnd,
};
use super::schedule::{fixed_term, no_extra, Period};
use calc_core::declare::{Choice, Input, Json, Number, Output, Read, Reads};
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;

calc_core::calculator! {
    pub mod mortgage = "mortgage" (compute) {
        inputs {
            mode: Choice,
            homePrice: Number,
            downPaymentUnit: Choice,
            downPayment: Number,
            downPaymentPercent: Number,
            loanTerm: Number,
            interestRate: Number,
            propertyTaxUnit: Choice,
            propertyTax: Number,
            propertyTaxRate: Number,
            insurance: Number,
            pmiRate: Number,
            pmiEnd: Choice,
            hoaDues: Number,
            otherCosts: Number,
            costIncrease: Number,
            startDate: Day,
            extraPayments: Choice,
            extraMonthly: Number,
            extraMonthlyStart: Day,
            extraYearly: Number,
            extraYearlyStart: Day,
            extraOnce: Number,
            extraOnceDate: Day,
            annualIncome: Number,
            monthlyDebts: Number,
            frontEndRatio: Number,
            backEndRatio: Number,
            discountPoints: Number,
            prepaidCharges: Number,
        }
        outputs {
            loanAmount: Number,
            monthlyPrincipalInterest: Number,
            monthlyPropertyTax: Number,
            monthlyInsurance: Number,
            monthlyPayment: Number,
            totalInterest: Number,
            totalPaid: Number,
            totalCost: Number,
            totalHousingCosts: Number,
            downPaymentAmount: Number,
            downPaymentShare: Number,
            monthlyPmi: Number,
            monthlyHoa: Number,
            monthlyOther: Number,
            pmiPayments: Integer,
            pmiEndDate: Json,
            totalPmi: Number,
            numberOfPayments: Integer,
            payoffDate: Json,
            totalExtra: Number,
            interestSaved: Number,
            monthsSaved: Integer,
            schedule: Json,
            yearly: Json,
            balanceOverTime: Json,
            pointsCost: Number,
            amountFinanced: Number,
            financeCharge: Number,
            apr: Json,
            affordablePrice: Json,
            housingBudget: Json,
            frontEndPayment: Json,
            backEndPayment: Json,
            bindingRule: Json,
        }
    }
}
pub const FUNCTION: Function = mortgage::FUNCTION;
use mortgage::{input as i, output as o, Calc, In, Out};

const AMOUNT_OR_PERCENT: &[&str] = &["amount", "percent"];

/// Input `amount` or `percent` of `whole`, as select `unit` says.
pub(crate) fn amount_or_percent<C: Reads<G>, G>(
    inputs: Read<C>,
    unit: Input<G, Choice>,
    amount: Input<G, Number>,
    percent: Input<G, Number>,
    whole: f64,
) -> Result<f64, InputError> {
    match inputs.option(unit)? {
        "amount" => inputs.number(amount),
        "percent" => Ok(whole * inputs.number(percent)? / 100.0),
        _ => Err(unknown_option(unit.id(), AMOUNT_OR_PERCENT)),
    }
}

/// The extra payments the inputs ask for (none unless `extraPayments` is
/// `add`).
fn extras(inputs: In) -> Result<Extras, InputError> {
    match inputs.option(i::extraPayments)? {
        "none" => return Ok(Extras::NONE),
        "add" => {}
        _ => return Err(unknown_option(i::extraPayments.id(), &["none", "add"])),
    }
    Ok(Extras {
        monthly: inputs.number(i::extraMonthly)?,
        monthly_from: month_index(inputs.date(i::extraMonthlyStart)?),
        yearly: inputs.number(i::extraYearly)?,
        yearly_from: month_index(inputs.date(i::extraYearlyStart)?),
        once: inputs.number(i::extraOnce)?,
        once_in: month_index(inputs.date(i::extraOnceDate)?),
    })
}

/// Date output `id`, or null (the page hides it) when there is none: no
/// PMI, or no loan to pay off.
fn date_or_none(out: Out, id: Output<Calc, Json>, d: Option<&time::Date>) -> Out {
    match d {
        Some(d) => out.date(id, *d),
        None => out.json(id, serde_json::Value::Null),
    }
}

const MODES: &[&str] = &["payment", "affordability"];

/// What the affordability mode finds besides the price: the most a month
/// for housing, each limit's share of it and the one that sets the price.
struct Afforded {
    budget: f64,
    front: f64,
    back: f64,
    rule: &'static str,
}

/// As the select `unit` says, input `amount` as `as_amount` makes it, or
/// the fraction input `percent` gives as `as_share` does.
fn amount_or_share<T>(
    inputs: In,
    (unit, amount, percent): (
        Input<Calc, Choice>,
        Input<Calc, Number>,
        Input<Calc, Number>,
    ),
    as_amount: fn(f64) -> T,
    as_share: fn(f64) -> T,
) -> Result<T, InputError> {
    match inputs.option(unit)? {
        "amount" => Ok(as_amount(inputs.number(amount)?)),
        "percent" => Ok(as_share(inputs.number(percent)? / 100.0)),
        _ => Err(unknown_option(unit.id(), AMOUNT_OR_PERCENT)),
    }
}

/// The most expensive home the income affords: the page's monthly payment
/// at that price is the smaller of the two debt-to-income limits.
fn affordable(inputs: In) -> Result<(f64, Afforded), InputError> {
    let income = inputs.number(i::annualIncome)?;
    let debts = inputs.number(i::monthlyDebts)?;
    let front_share = inputs.number(i::frontEndRatio)? / 100.0;
    let back_share = inputs.number(i::backEndRatio)? / 100.0;
    let (most, rule) = budget(income, debts, front_share, back_share);
    // The same expressions as the payment below, so that the payment at
    // the price found is the budget to the last bits.
    let rate = inputs.number(i::interestRate)? / 100.0 / 12.0;
    let n = inputs.number(i::loanTerm)? * 12.0;
    let costs = Costs {
        payment_per_dollar: annuity::payment(1.0, rate, n),
        pmi_per_dollar: inputs.number(i::pmiRate)? / 100.0 / 12.0,
        down: amount_or_share(
            inputs,
            (i::downPaymentUnit, i::downPayment, i::downPaymentPercent),
            Down::Amount,
            Down::Share,
        )?,
        tax: amount_or_share(
            inputs,
            (i::propertyTaxUnit, i::propertyTax, i::propertyTaxRate),
            Tax::Amount,
            Tax::Share,
        )?,
        fixed_monthly: inputs.number(i::insurance)? / 12.0
            + inputs.number(i::hoaDues)?
            + inputs.number(i::otherCosts)?,
    };
    let rule_id = match rule {
        Rule::FrontEnd => "frontEnd",
        Rule::BackEnd => "backEnd",
    };
    let (price, rule_id) = match costs.most(most) {
        Price::Exact(p) => (p, rule_id),
        Price::PmiLine(p) => (p, "pmiLine"),
        // The debts are what to change when they set the limit.
        Price::Nothing => {
            let at = match rule {
                Rule::BackEnd => i::monthlyDebts,
                Rule::FrontEnd => i::annualIncome,
            };
            return Err(err(at.id(), ErrorKind::NothingAffordable { budget: most }));
        }
        Price::Unbounded => {
            return Err(err(
                i::downPaymentPercent.id(),
                ErrorKind::NotBelow { below: 100.0 },
            ))
        }
    };
    let monthly = income / 12.0;
    Ok((
        finite(price, i::annualIncome.id())?,
        Afforded {
            budget: most,
            front: monthly * front_share,
            back: monthly * back_share - debts,
            rule: rule_id,
        },
    ))
}

/// The points and prepaid finance charges, checked against the loan: the
/// amount financed must stay above zero.
fn charges(inputs: In, loan: f64) -> Result<(f64, f64), InputError> {
    let points = loan * inputs.number(i::discountPoints)? / 100.0;
    let fees = inputs.number(i::prepaidCharges)?;
    if fees > 0.0 && fees >= loan {
        return Err(err(
            i::prepaidCharges.id(),
            ErrorKind::NotBelow { below: loan },
        ));
    }
    if loan > 0.0 && loan - points - fees <= 0.0 {
        let below = (loan - fees) / loan * 100.0;
        return Err(err(i::discountPoints.id(), ErrorKind::NotBelow { below }));
    }
    Ok((points, fees))
}

/// Regulation Z's APR (a percent) of `financed` against the scheduled
/// payments with PMI in the first `pmi_months` (mortgage insurance is a
/// finance charge, 12 CFR 1026.4(b)(5)), and the finance charge; no APR
/// without a loan.
fn apr_and_charge(
    financed: f64,
    scheduled: &[Period],
    pmi: f64,
    pmi_months: u32,
) -> (Option<f64>, f64) {
    let flows: Vec<f64> = scheduled
        .iter()
        .map(|r| r.payment + if r.number <= pmi_months { pmi } else { 0.0 })
        .collect();
    let mut total = Sum::default();
    for f in &flows {
        total.add(*f);
    }
    match apr::actuarial(financed, &flows, 12.0) {
        Some(rate) => (Some(rate * 100.0), total.value() - financed),
        None => (None, 0.0),
    }
}

fn compute(inputs: In) -> Result<Out, InputError> {
    let (price, afforded) = match inputs.option(i::mode)? {
        "payment" => (inputs.number(i::homePrice)?, None),
        "affordability" => {
            let (price, afforded) = affordable(inputs)?;
            (price, Some(afforded))
        }
        _ => return Err(unknown_option(i::mode.id(), MODES)),
    };
    let down = amount_or_percent(
        inputs,
        i::downPaymentUnit,
        i::downPayment,
        i::downPaymentPercent,
        price,
    )?;
    let years = inputs.number(i::loanTerm)?;
    let annual_rate = inputs.number(i::interestRate)? / 100.0;
    let tax = amount_or_percent(
        inputs,
        i::propertyTaxUnit,
        i::propertyTax,
        i::propertyTaxRate,
        price,
    )?;
    let insurance = inputs.number(i::insurance)?;
    let pmi_rate = inputs.number(i::pmiRate)? / 100.0;
    let pmi_end = match inputs.option(i::pmiEnd)? {
        "automatic78" => PmiEnd::Automatic78,
        "requested80" => PmiEnd::Requested80,
        _ => {
            return Err(unknown_option(
                i::pmiEnd.id(),
                &["automatic78", "requested80"],
            ))
        }
    };
    let hoa = inputs.number(i::hoaDues)?;
    let other = inputs.number(i::otherCosts)?;
    let growth = inputs.number(i::costIncrease)? / 100.0;
    let start = inputs.date(i::startDate)?;
    let extras = extras(inputs)?;
    if down > price {
        let input = match inputs.option(i::downPaymentUnit)? {
            "percent" => {
                return Err(err(
                    i::downPaymentPercent.id(),
                    ErrorKind::AboveMax { max: 100.0 },
                ))
            }
            _ => i::downPayment,
        };
        return Err(more_than(input.id(), i::homePrice.id()));
    }
    let loan = price - down;
    let (points, fees) = charges(inputs, loan)?;
    let n = years * 12.0;
    let rate = annual_rate / 12.0;
    let principal_interest = finite(annuity::payment(loan, rate, n), i::homePrice.id())?;

    // The initial schedule, and the one with the extra payments.
    let first = month_index(start);
    let scheduled = fixed_term(loan, rate, principal_interest, n as u32, &no_extra)
        .map_err(|_| too_large(i::homePrice.id()))?;
    let actual = fixed_term(loan, rate, principal_interest, n as u32, &|k| {
        extras.with_payment(first, k)
    })
    .map_err(|_| too_large(i::homePrice.id()))?;
    let scheduled_dates = dates(&scheduled, start, 12.0)?;
    let actual_dates = &scheduled_dates[..actual.len()];

    let monthly_pmi = if loan > 0.8 * price {
        loan * pmi_rate / 12.0
    } else {
        0.0
    };
    let pmi_months = if monthly_pmi > 0.0 {
        pmi_payments(price, loan, pmi_end, &scheduled, &actual, n as u32)
    } else {
        0
    };
    let total_pmi = monthly_pmi * f64::from(pmi_months);
    // The APR is disclosed on the payments as scheduled, without extras.
    let scheduled_pmi = if monthly_pmi > 0.0 {
        pmi_payments(price, loan, pmi_end, &scheduled, &scheduled, n as u32)
    } else {
        0
    };
    let financed = loan - points - fees;
    let (apr, finance_charge) = apr_and_charge(financed, &scheduled, monthly_pmi, scheduled_pmi);

    let (mut paid, mut interest, mut extra) = (Sum::default(), Sum::default(), Sum::default());
    for r in &actual {
        paid.add(r.payment);
        interest.add(r.interest);
        extra.add(r.extra);
    }
    let (total_paid, total_interest) = if extras.any() {
        (paid.value(), interest.value())
    } else {
        // Without extras the payments are level: the totals in closed form.
        (principal_interest * n, principal_interest * n - loan)
    };
    let interest_saved = if extras.any() {
        principal_interest * n - loan - interest.value()
    } else {
        0.0
    };
    // Tax, insurance and HOA over the term, each rising by `growth` on every
    // anniversary of the start date: payments 12y + 1 … 12y + 12 pay
    // (1 + growth)^y times the first year's.
    let housing_monthly = (tax + insurance) / 12.0 + hoa;
    let housing = if growth == 0.0 {
        (tax + insurance) * years + hoa * n
    } else {
        let mut sum = Sum::default();
        for y in 0..(n / 12.0).ceil() as i32 {
            let months = (n - 12.0 * f64::from(y)).min(12.0);
            sum.add(housing_monthly * (1.0 + growth).powi(y) * months);
        }
        finite(sum.value(), i::costIncrease.id())?
    };
    let monthly_tax = tax / 12.0;
    let monthly_insurance = insurance / 12.0;
    let pmi_end_date = match pmi_months {
        0 => None,
        k => actual_dates.get(k as usize - 1),
    };
    let out = Out::new()
        .number(o::loanAmount, loan)
        .number(o::monthlyPrincipalInterest, principal_interest)
        .number(o::monthlyPropertyTax, monthly_tax)
        .number(o::monthlyInsurance, monthly_insurance)
        .number(
            o::monthlyPayment,
            principal_interest + monthly_tax + monthly_insurance + monthly_pmi + hoa + other,
        )
        .number(o::totalInterest, total_interest)
        .number(o::totalPaid, total_paid)
        .number(
            o::totalCost,
            down + points + fees + total_paid + total_pmi + housing + other * n,
        )
        .number(o::totalHousingCosts, housing)
        .number(o::downPaymentAmount, down)
        .number(
            o::downPaymentShare,
            if price > 0.0 {
                down / price * 100.0
            } else {
                0.0
            },
        )
        .number(o::monthlyPmi, monthly_pmi)
        .number(o::monthlyHoa, hoa)
        .number(o::monthlyOther, other)
        .integer(o::pmiPayments, i64::from(pmi_months));
    let out = date_or_none(out, o::pmiEndDate, pmi_end_date)
        .number(o::totalPmi, total_pmi)
        .integer(o::numberOfPayments, actual.len() as i64);
    let out = date_or_none(out, o::payoffDate, actual_dates.last())
        .number(o::totalExtra, extra.value())
        .number(o::interestSaved, interest_saved)
        .integer(o::monthsSaved, (scheduled.len() - actual.len()) as i64)
        .json(
            o::schedule,
            monthly_table(&actual, actual_dates, monthly_pmi, pmi_months)?,
        )
        .json(
            o::yearly,
            yearly_table(&actual, actual_dates, monthly_pmi, pmi_months)?,
        )
        .json(
            o::balanceOverTime,
            balance_table(&actual, &scheduled, &scheduled_dates)?,
        )
        .number(o::pointsCost, points)
        .number(o::amountFinanced, financed)
        .number(o::financeCharge, finance_charge);
    let out = match apr {
        Some(rate) => out.number(o::apr, rate),
        None => out.json(o::apr, serde_json::Value::Null),
    };
    Ok(afforded_outputs(out, price, afforded.as_ref()))
}

/// The affordability mode's results; null (not shown) in the payment mode.
fn afforded_outputs(out: Out, price: f64, afforded: Option<&Afforded>) -> Out {
    match afforded {
        Some(a) => out
            .number(o::affordablePrice, price)
            .number(o::housingBudget, a.budget)
            .number(o::frontEndPayment, a.front)
            .number(o::backEndPayment, a.back)
            .text(o::bindingRule, a.rule),
        None => [
            o::affordablePrice,
            o::housingBudget,
            o::frontEndPayment,
            o::backEndPayment,
            o::bindingRule,
        ]
        .into_iter()
        .fold(out, |out, id| out.json(id, serde_json::Value::Null)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{close_to, date, overridden, rows, text, value_map};
    use calc_core::outputs::Outputs;
    use calc_core::values::Value;

    /// The page's inputs: amounts in dollars, no PMI rate, no HOA or other
    /// costs and no extra payments unless a test sets them; first payment
    /// 2026-01-01.
    fn base() -> std::collections::BTreeMap<String, Value> {
        let opt = |s: &str| Value::Option(s.into());
        value_map([
            ("mode", opt("payment")),
            ("homePrice", Value::Number(400_000.0)),
            ("downPaymentUnit", opt("amount")),
            ("downPayment", Value::Number(80_000.0)),
            ("downPaymentPercent", Value::Number(20.0)),
            ("loanTerm", Value::Number(30.0)),
            ("interestRate", Value::Number(6.5)),
            ("propertyTaxUnit", opt("amount")),
            ("propertyTax", Value::Number(4800.0)),
            ("propertyTaxRate", Value::Number(1.2)),
            ("insurance", Value::Number(1500.0)),
            ("pmiRate", Value::Number(0.0)),
            ("pmiEnd", opt("automatic78")),
            ("hoaDues", Value::Number(0.0)),
            ("otherCosts", Value::Number(0.0)),
            ("costIncrease", Value::Number(0.0)),
            ("startDate", Value::Date(date("2026-01-01"))),
            ("extraPayments", opt("none")),
            ("extraMonthly", Value::Number(0.0)),
            ("extraMonthlyStart", Value::Date(date("2026-01-01"))),
            ("extraYearly", Value::Number(0.0)),
            ("extraYearlyStart", Value::Date(date("2026-01-01"))),
            ("extraOnce", Value::Number(0.0)),
            ("extraOnceDate", Value::Date(date("2026-01-01"))),
            ("annualIncome", Value::Number(100_000.0)),
            ("monthlyDebts", Value::Number(500.0)),
            ("frontEndRatio", Value::Number(28.0)),
            ("backEndRatio", Value::Number(36.0)),
            ("discountPoints", Value::Number(0.0)),
            ("prepaidCharges", Value::Number(0.0)),
        ])
    }

    fn with(
        numbers: &[(&str, f64)],
        options: &[(&str, &str)],
        dates: &[(&str, &str)],
    ) -> Result<Outputs, InputError> {
        let mut values = base();
        for (id, o) in options {
            values.insert(id.to_string(), Value::Option(o.to_string()));
        }
        for (id, d) in dates {
            values.insert(id.to_string(), Value::Date(date(d)));
        }
        (FUNCTION.compute)(&overridden(values, numbers))
    }

    fn run(
        price: f64,
        down: f64,
        years: f64,
        rate: f64,
        tax: f64,
        ins: f64,
    ) -> Result<Outputs, InputError> {
        with(
            &[
                ("homePrice", price),
                ("downPayment", down),
                ("loanTerm", years),
                ("interestRate", rate),
                ("propertyTax", tax),
                ("insurance", ins),
            ],
            &[],
            &[],
        )
    }

    #[test]
    fn tax_insurance_and_hoa_rise_each_year_by_the_increase() {
        // 4 800 tax, 1 500 insurance, 50 HOA a month: 575 a month the first
        // year, 592.25 the second (3 % more). Over 360 payments, numpy:
        // np.sum(575 * 1.03 ** np.floor(np.arange(360) / 12)) =
        // 328270.368373622; mpmath's closed form 12·575·(1.03³⁰ − 1)/0.03 =
        // 328 270.368 373 621 877…. No PMI (20 % down): total cost =
        // 80 000 + 360·PMT + that = 1 136 412.731 437 516 1… (mpmath).
        let out = with(&[("hoaDues", 50.0), ("costIncrease", 3.0)], &[], &[]).unwrap();
        close_to(&out, "totalHousingCosts", 328_270.368_373_621_9, 1e-13);
        close_to(&out, "totalCost", 1_136_412.731_437_516, 1e-13);
        // The monthly figures are the first year's.
        close_to(&out, "monthlyPayment", 2_022.617_675_177_484 + 575.0, 1e-13);
        // Without an increase: 30 × (4 800 + 1 500) + 360 × 50 = 207 000.
        let flat = with(&[("hoaDues", 50.0)], &[], &[]).unwrap();
        close_to(&flat, "totalHousingCosts", 207_000.0, 1e-15);
    }

    #[test]
    fn contract_example_matches_mpmath() {
        // Literals: the closed form evaluated with mpmath at 50 digits.
        let out = run(400_000.0, 80_000.0, 30.0, 6.5, 4800.0, 1500.0).unwrap();
        assert_eq!(out.number_of("loanAmount"), Some(320_000.0));
        close_to(
            &out,
            "monthlyPrincipalInterest",
            2_022.617_675_177_484,
            1e-12,
        );
        close_to(&out, "monthlyPayment", 2_547.617_675_177_483_8, 1e-12);
        close_to(&out, "totalPaid", 728_142.363_063_894_2, 1e-12);
        close_to(&out, "totalInterest", 408_142.363_063_894_2, 1e-12);
        // 20 % down: no PMI even at a PMI rate.
        let out = with(&[("pmiRate", 0.5)], &[], &[]).unwrap();
        assert_eq!(out.number_of("monthlyPmi"), Some(0.0));
        assert_eq!(out.number_of("pmiPayments"), Some(0.0));
        assert_eq!(text(&out, "payoffDate"), "2055-12-01");
    }

    #[test]
    fn fifteen_year_loan() {
        // mpmath: PMT(0.0525/12, 180, 200000) = 1607.75543089019108...
        let out = run(250_000.0, 50_000.0, 15.0, 5.25, 0.0, 0.0).unwrap();
        close_to(
            &out,
            "monthlyPrincipalInterest",
            1_607.755_430_890_191,
            1e-12,
        );
        close_to(&out, "totalInterest", 89_395.977_560_234_39, 1e-12);
    }

    #[test]
    fn zero_interest_is_an_even_split() {
        let out = run(360_000.0, 0.0, 30.0, 0.0, 0.0, 0.0).unwrap();
        assert_eq!(out.number_of("monthlyPrincipalInterest"), Some(1000.0));
        assert_eq!(out.number_of("totalInterest"), Some(0.0));
    }

    #[test]
    fn paying_in_full_needs_no_loan() {
        let out = run(300_000.0, 300_000.0, 30.0, 7.0, 1200.0, 0.0).unwrap();
        assert_eq!(out.number_of("loanAmount"), Some(0.0));
        assert_eq!(out.number_of("monthlyPayment"), Some(100.0));
        assert_eq!(
            out.get("payoffDate"),
            Some(&calc_core::OutValue::Json(serde_json::Value::Null))
        );
    }

    #[test]
    fn down_payment_above_price_is_rejected() {
        let err = run(100_000.0, 100_001.0, 30.0, 7.0, 0.0, 0.0).unwrap_err();
        assert_eq!(err.input, "downPayment");
        let err = with(
            &[("downPaymentPercent", 100.5)],
            &[("downPaymentUnit", "percent")],
            &[],
        )
        .unwrap_err();
        assert_eq!(err.input, "downPaymentPercent");
    }

    #[test]
    fn down_payment_and_tax_as_percentages() {
        // 10 % of 400,000 = 40,000 down; 1.5 % of 400,000 = 6,000 tax a
        // year, 500 a month.
        let out = with(
            &[("downPaymentPercent", 10.0), ("propertyTaxRate", 1.5)],
            &[
                ("downPaymentUnit", "percent"),
                ("propertyTaxUnit", "percent"),
            ],
            &[],
        )
        .unwrap();
        assert_eq!(out.number_of("downPaymentAmount"), Some(40_000.0));
        assert_eq!(out.number_of("loanAmount"), Some(360_000.0));
        assert_eq!(out.number_of("monthlyPropertyTax"), Some(500.0));
        // And the same loan by amounts gives the same payment.
        let by_amount = with(
            &[("downPayment", 40_000.0), ("propertyTax", 6000.0)],
            &[],
            &[],
        )
        .unwrap();
        assert_eq!(
            out.number_of("monthlyPayment"),
            by_amount.number_of("monthlyPayment")
        );
        assert_eq!(by_amount.number_of("downPaymentShare"), Some(10.0));
    }

    /// 200,000 home, 10 % down, 6 %, 30 years, PMI 0.5 % a year of the
    /// 180,000 loan = 75 a month. numpy-financial 1.0: the balance after
    /// payment k is -npf.fv(0.005, k, -pmt, 180000); it first reaches 78 %
    /// of the value (156,000) with payment 103 (155,934.93), 80 % (160,000)
    /// with payment 89 (159,975.02). With a first payment on 2026-01-01,
    /// payment 103 is due 2034-07-01 and payment 89 2033-05-01.
    #[test]
    fn pmi_stops_by_the_homeowners_protection_act() {
        let pmi = |rule: &str| {
            with(
                &[
                    ("homePrice", 200_000.0),
                    ("downPayment", 20_000.0),
                    ("interestRate", 6.0),
                    ("pmiRate", 0.5),
                    ("propertyTax", 0.0),
                    ("insurance", 0.0),
                ],
                &[("pmiEnd", rule)],
                &[],
            )
            .unwrap()
        };
        let out = pmi("automatic78");
        assert_eq!(out.number_of("monthlyPmi"), Some(75.0));
        assert_eq!(out.number_of("pmiPayments"), Some(103.0));
        assert_eq!(text(&out, "pmiEndDate"), "2034-07-01");
        close_to(&out, "totalPmi", 7725.0, 1e-15);
        // npf.pmt(0.005, 360, 180000) = -1079.1909452749624; plus PMI.
        close_to(&out, "monthlyPayment", 1_154.190_945_274_962_4, 1e-12);
        let schedule = rows(&out, "schedule");
        assert_eq!(schedule[102]["pmi"], 75.0);
        assert_eq!(schedule[103]["pmi"], 0.0);
        let out = pmi("requested80");
        assert_eq!(out.number_of("pmiPayments"), Some(89.0));
        assert_eq!(text(&out, "pmiEndDate"), "2033-05-01");
        close_to(&out, "totalPmi", 6675.0, 1e-15);
    }

    /// 180,000 at 6 % over 30 years with 200 extra a month from the first
    /// payment, 1,000 every June from 2026 and 10,000 once in March 2027.
    /// Reference: the balance recurrence b ← b·1.005 − (pmt + extra) with
    /// pmt = -npf.pmt(0.005, 360, 180000) (numpy-financial 1.0), iterated
    /// in Python floats until the payment that clears it (the last cut to
    /// what is owed): 198 payments (the last in June 2042), total interest
    /// 98,976.41469478325, total extra 65,400; without extras
    /// 360·pmt − 180,000 = 208,508.74029898643 interest.
    #[test]
    fn extra_payments_match_the_recurrence() {
        let out = with(
            &[
                ("homePrice", 200_000.0),
                ("downPayment", 20_000.0),
                ("interestRate", 6.0),
                ("extraMonthly", 200.0),
                ("extraYearly", 1000.0),
                ("extraOnce", 10_000.0),
            ],
            &[("extraPayments", "add")],
            &[
                ("extraYearlyStart", "2026-06-15"),
                ("extraOnceDate", "2027-03-20"),
            ],
        )
        .unwrap();
        assert_eq!(out.number_of("numberOfPayments"), Some(198.0));
        assert_eq!(out.number_of("monthsSaved"), Some(162.0));
        close_to(&out, "totalInterest", 98_976.414_694_783_25, 1e-9);
        close_to(&out, "totalExtra", 65_400.0, 1e-9);
        close_to(
            &out,
            "interestSaved",
            208_508.740_298_986_43 - 98_976.414_694_783_25,
            1e-9,
        );
        assert_eq!(text(&out, "payoffDate"), "2042-06-01");
        let yearly = rows(&out, "yearly");
        assert_eq!(yearly[0]["payments"], 12);
        assert_eq!(yearly[0]["extra"], 200.0 * 12.0 + 1000.0);
    }

    /// The affordability mode with these numbers and options over the
    /// defaults (income 100,000 a year, debts 500 a month, 28 % / 36 %).
    fn afford(numbers: &[(&str, f64)], options: &[(&str, &str)]) -> Result<Outputs, InputError> {
        let mut options = options.to_vec();
        options.push(("mode", "affordability"));
        with(numbers, &options, &[])
    }

    /// Household 1, the page's defaults: 100,000 a year is 8,333.33 a
    /// month; 28 % of it is 2,333.33, 36 % less 500 of debts 2,500, so the
    /// front-end limit binds. Tax 400 and insurance 125 a month leave
    /// 1,808.33 for principal and interest: a loan of 1,808.33 / a, a =
    /// 0.0063206802349296373… (the payment per dollar at 6.5 % over 360
    /// months), 286,097.89866287453 (mpmath 1.4.1, 40 digits), and with
    /// 80,000 down a price of 366,097.89866287453: 78.1 % borrowed, no PMI.
    #[test]
    fn affordability_where_the_front_end_limit_binds() {
        let out = afford(&[], &[]).unwrap();
        close_to(&out, "housingBudget", 7_000.0 / 3.0, 1e-15);
        close_to(&out, "frontEndPayment", 7_000.0 / 3.0, 1e-15);
        close_to(&out, "backEndPayment", 2_500.0, 1e-15);
        assert_eq!(text(&out, "bindingRule"), "frontEnd");
        close_to(&out, "affordablePrice", 366_097.898_662_874_53, 1e-13);
        close_to(&out, "loanAmount", 286_097.898_662_874_53, 1e-13);
        close_to(&out, "monthlyPayment", 7_000.0 / 3.0, 1e-13);
        assert_eq!(out.number_of("monthlyPmi"), Some(0.0));
    }

    /// Household 2: 120,000 a year with 1,200 of debts a month. 28 % is
    /// 2,800, 36 % less the debts 2,400: the back-end limit binds. 10 %
    /// down, tax 1.2 % of the price, insurance 1,200, HOA 50 and PMI 0.5 %
    /// (90 % borrowed): 2,400 = 0.9·P·(a + 0.005/12) + 0.001·P + 100 + 50,
    /// P = 2,250 / (0.9·(a + 0.005/12) + 0.001) = 318,533.90767361658
    /// (mpmath); its payment is P&I 1,812.02 + tax 318.53 + insurance 100 +
    /// HOA 50 + PMI 119.45 = 2,400.
    #[test]
    fn affordability_where_the_back_end_limit_binds() {
        let out = afford(
            &[
                ("annualIncome", 120_000.0),
                ("monthlyDebts", 1_200.0),
                ("downPaymentPercent", 10.0),
                ("propertyTaxRate", 1.2),
                ("insurance", 1_200.0),
                ("hoaDues", 50.0),
                ("pmiRate", 0.5),
            ],
            &[
                ("downPaymentUnit", "percent"),
                ("propertyTaxUnit", "percent"),
            ],
        )
        .unwrap();
        assert_eq!(text(&out, "bindingRule"), "backEnd");
        close_to(&out, "frontEndPayment", 2_800.0, 1e-15);
        close_to(&out, "housingBudget", 2_400.0, 1e-14);
        close_to(&out, "affordablePrice", 318_533.907_673_616_6, 1e-13);
        close_to(&out, "monthlyPmi", 119.450_215_377_606_22, 1e-12);
        close_to(&out, "monthlyPayment", 2_400.0, 1e-13);
    }

    /// Household 3: 60,000 a year with 1,900 of debts: 36 % of 5,000 is
    /// 1,800, less than the debts alone. Nothing is affordable, said next to
    /// the debts; and where the front-end limit is the smaller, next to the
    /// income (3,000 a year: 70 a month, under the 125 of insurance).
    #[test]
    fn affordability_with_debts_above_the_limit_is_nothing() {
        let e = afford(
            &[("annualIncome", 60_000.0), ("monthlyDebts", 1_900.0)],
            &[],
        )
        .unwrap_err();
        assert_eq!(e.input, "monthlyDebts");
        assert_eq!(e.kind, ErrorKind::NothingAffordable { budget: -100.0 });
        let e = afford(&[("annualIncome", 3_000.0), ("monthlyDebts", 0.0)], &[]).unwrap_err();
        assert_eq!(e.input, "annualIncome");
        // All of the price down and no tax on it: no price is too much.
        let e = afford(
            &[("downPaymentPercent", 100.0)],
            &[("downPaymentUnit", "percent")],
        )
        .unwrap_err();
        assert_eq!(e.input, "downPaymentPercent");
    }

    /// Property: for seeded random households the page's own monthly
    /// payment at the price found (the payment mode with that price) is the
    /// binding limit to the cent, or under it at the PMI line; and a dollar
    /// more is over the limit.
    #[test]
    fn the_affordable_price_pays_the_binding_limit_to_the_cent() {
        let mut rng = fastrand::Rng::with_seed(46);
        let mut exact = 0;
        for _ in 0..400 {
            let percent_down = rng.bool();
            let percent_tax = rng.bool();
            let numbers = [
                ("annualIncome", rng.f64() * 400_000.0),
                ("monthlyDebts", rng.f64() * 3_000.0),
                ("frontEndRatio", 10.0 + rng.f64() * 40.0),
                ("backEndRatio", 20.0 + rng.f64() * 40.0),
                ("downPayment", rng.f64() * 200_000.0),
                ("downPaymentPercent", rng.f64() * 40.0),
                ("loanTerm", f64::from(rng.u32(5..=40))),
                ("interestRate", rng.f64() * 12.0),
                ("propertyTax", rng.f64() * 8_000.0),
                ("propertyTaxRate", rng.f64() * 2.5),
                ("insurance", rng.f64() * 3_000.0),
                ("pmiRate", rng.f64()),
                ("hoaDues", rng.f64() * 300.0),
            ];
            let options = [
                (
                    "downPaymentUnit",
                    if percent_down { "percent" } else { "amount" },
                ),
                (
                    "propertyTaxUnit",
                    if percent_tax { "percent" } else { "amount" },
                ),
            ];
            let Ok(out) = afford(&numbers, &options) else {
                continue;
            };
            let budget = out.number_of("housingBudget").unwrap();
            let price = out.number_of("affordablePrice").unwrap();
            let pay = |p: f64| {
                let mut n = numbers.to_vec();
                n.push(("homePrice", p));
                with(&n, &options, &[])
                    .unwrap()
                    .number_of("monthlyPayment")
                    .unwrap()
            };
            let at = pay(price);
            assert!(at <= budget + 0.005, "{numbers:?}: {at} > {budget}");
            if text(&out, "bindingRule") != "pmiLine" {
                assert!((at - budget).abs() < 0.005, "{numbers:?}: {at} vs {budget}");
                exact += 1;
            }
            assert!(pay(price + 1.0) > budget, "{numbers:?}");
        }
        assert!(exact > 100, "only {exact} households afford a home");
    }

    /// 1 point (3,200) and 4,000 of prepaid finance charges on 320,000 at
    /// 6.5 % for 30 years: 312,800 financed; the APR as in apr.rs's test
    /// (mpmath 6.7201765011105487 %), the finance charge 360 payments less
    /// 312,800 = 415,342.36306389422.
    #[test]
    fn apr_with_points_and_fees() {
        let out = with(
            &[("discountPoints", 1.0), ("prepaidCharges", 4_000.0)],
            &[],
            &[],
        )
        .unwrap();
        assert_eq!(out.number_of("pointsCost"), Some(3_200.0));
        assert_eq!(out.number_of("amountFinanced"), Some(312_800.0));
        close_to(&out, "apr", 6.720_176_501_110_549, 1e-12);
        close_to(&out, "financeCharge", 415_342.363_063_894_2, 1e-12);
        // The points and fees are paid at closing: part of the total cost.
        close_to(&out, "totalCost", 997_142.363_063_894_2 + 7_200.0, 1e-13);
        // Without them the APR is the note rate.
        close_to(&with(&[], &[], &[]).unwrap(), "apr", 6.5, 1e-12);
    }

    /// PMI is a finance charge (12 CFR 1026.4(b)(5)): 180,000 at 6 % with
    /// 75 a month of PMI for the 103 scheduled payments before 78 %, one
    /// point (1,800) and 3,000 of fees, 175,200 financed. mpmath 1.4.1
    /// findroot at 40 digits: APR 6.5810123247090532 %; numpy-financial
    /// 1.0.0 `npf.irr([-175200] + payments) * 12` = 6.581012324710933 %.
    #[test]
    fn apr_counts_pmi_as_a_finance_charge() {
        let out = with(
            &[
                ("homePrice", 200_000.0),
                ("downPayment", 20_000.0),
                ("interestRate", 6.0),
                ("pmiRate", 0.5),
                ("discountPoints", 1.0),
                ("prepaidCharges", 3_000.0),
            ],
            &[],
            &[],
        )
        .unwrap();
        close_to(&out, "apr", 6.581_012_324_709_053, 1e-12);
        close_to(&out, "apr", 6.581_012_324_710_933, 1e-10);
        // 360·1,079.19… + 103·75 − 175,200 (mpmath).
        close_to(&out, "financeCharge", 221_033.740_298_983_55, 1e-12);
    }

    #[test]
    fn points_and_fees_that_leave_nothing_financed_are_refused() {
        let e = with(&[("discountPoints", 100.0)], &[], &[]).unwrap_err();
        assert_eq!(e.input, "discountPoints");
        assert_eq!(e.kind, ErrorKind::NotBelow { below: 100.0 });
        let e = with(&[("prepaidCharges", 320_000.0)], &[], &[]).unwrap_err();
        assert_eq!(e.input, "prepaidCharges");
        // 130,000 of fees leave 190,000: 59.375 % of the loan at most.
        let e = with(
            &[("discountPoints", 60.0), ("prepaidCharges", 130_000.0)],
            &[],
            &[],
        )
        .unwrap_err();
        assert_eq!(e.kind, ErrorKind::NotBelow { below: 59.375 });
        // No loan: no APR, and fees with nothing borrowed are refused.
        let out = with(&[("downPayment", 400_000.0)], &[], &[]).unwrap();
        assert_eq!(out.json_of("apr"), Some(&serde_json::Value::Null));
        let e = with(
            &[("downPayment", 400_000.0), ("prepaidCharges", 1.0)],
            &[],
            &[],
        )
        .unwrap_err();
        assert_eq!(e.input, "prepaidCharges");
    }
}
