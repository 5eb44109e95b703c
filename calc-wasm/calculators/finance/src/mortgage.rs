//! Fixed-rate mortgage: monthly principal and interest by the annuity
//! formula (nominal annual rate, compounded monthly), plus escrow for
//! property tax and insurance, as lenders quote it (CFPB Loan Estimate),
//! private mortgage insurance while the loan is above 80 % of the home's
//! value, HOA dues and other monthly costs; extra payments monthly, yearly
//! and once, and the schedule by month and by year
//! (`mortgage_schedule`).
//!
//! The down payment is an amount or a percentage of the price, the
//! property tax an amount a year or a percentage of the price a year.

use super::amortization::dates;
use super::annuity;
use super::common::{err, finite, more_than, too_large, unknown_option, Sum};
use super::mortgage_schedule::{
    balance_table, month_index, monthly_table, pmi_payments, yearly_table, Extras, PmiEnd,
};
use super::schedule::{fixed_term, no_extra};
use calc_core::error::{ErrorKind, InputError};
use calc_core::inputs::Inputs;
use calc_core::outputs::Outputs;
use calc_core::registry::Function;

pub const FUNCTION: Function = Function {
    id: "mortgage",
    inputs: &[
        "homePrice",
        "downPaymentUnit",
        "downPayment",
        "downPaymentPercent",
        "loanTerm",
        "interestRate",
        "propertyTaxUnit",
        "propertyTax",
        "propertyTaxRate",
        "insurance",
        "pmiRate",
        "pmiEnd",
        "hoaDues",
        "otherCosts",
        "costIncrease",
        "startDate",
        "extraPayments",
        "extraMonthly",
        "extraMonthlyStart",
        "extraYearly",
        "extraYearlyStart",
        "extraOnce",
        "extraOnceDate",
    ],
    outputs: &[
        "loanAmount",
        "monthlyPrincipalInterest",
        "monthlyPropertyTax",
        "monthlyInsurance",
        "monthlyPayment",
        "totalInterest",
        "totalPaid",
        "totalCost",
        "totalHousingCosts",
        "downPaymentAmount",
        "downPaymentShare",
        "monthlyPmi",
        "monthlyHoa",
        "monthlyOther",
        "pmiPayments",
        "pmiEndDate",
        "totalPmi",
        "numberOfPayments",
        "payoffDate",
        "totalExtra",
        "interestSaved",
        "monthsSaved",
        "schedule",
        "yearly",
        "balanceOverTime",
    ],
    compute,
};

const AMOUNT_OR_PERCENT: &[&str] = &["amount", "percent"];

/// Input `amount` or `percent` of `whole`, as select `unit` says.
pub(crate) fn amount_or_percent(
    inputs: &Inputs,
    unit: &str,
    amount: &str,
    percent: &str,
    whole: f64,
) -> Result<f64, InputError> {
    match inputs.option(unit)? {
        "amount" => inputs.number(amount),
        "percent" => Ok(whole * inputs.number(percent)? / 100.0),
        _ => Err(unknown_option(unit, AMOUNT_OR_PERCENT)),
    }
}

/// The extra payments the inputs ask for (none unless `extraPayments` is
/// `add`).
fn extras(inputs: &Inputs) -> Result<Extras, InputError> {
    match inputs.option("extraPayments")? {
        "none" => return Ok(Extras::NONE),
        "add" => {}
        _ => return Err(unknown_option("extraPayments", &["none", "add"])),
    }
    Ok(Extras {
        monthly: inputs.number("extraMonthly")?,
        monthly_from: month_index(inputs.date("extraMonthlyStart")?),
        yearly: inputs.number("extraYearly")?,
        yearly_from: month_index(inputs.date("extraYearlyStart")?),
        once: inputs.number("extraOnce")?,
        once_in: month_index(inputs.date("extraOnceDate")?),
    })
}

/// Date output `id`, or null (the page hides it) when there is none: no
/// PMI, or no loan to pay off.
fn date_or_none(out: Outputs, id: &str, d: Option<&time::Date>) -> Outputs {
    match d {
        Some(d) => out.date(id, *d),
        None => out.json(id, serde_json::Value::Null),
    }
}

fn compute(inputs: &Inputs) -> Result<Outputs, InputError> {
    let price = inputs.number("homePrice")?;
    let down = amount_or_percent(
        inputs,
        "downPaymentUnit",
        "downPayment",
        "downPaymentPercent",
        price,
    )?;
    let years = inputs.number("loanTerm")?;
    let annual_rate = inputs.number("interestRate")? / 100.0;
    let tax = amount_or_percent(
        inputs,
        "propertyTaxUnit",
        "propertyTax",
        "propertyTaxRate",
        price,
    )?;
    let insurance = inputs.number("insurance")?;
    let pmi_rate = inputs.number("pmiRate")? / 100.0;
    let pmi_end = match inputs.option("pmiEnd")? {
        "automatic78" => PmiEnd::Automatic78,
        "requested80" => PmiEnd::Requested80,
        _ => return Err(unknown_option("pmiEnd", &["automatic78", "requested80"])),
    };
    let hoa = inputs.number("hoaDues")?;
    let other = inputs.number("otherCosts")?;
    let growth = inputs.number("costIncrease")? / 100.0;
    let start = inputs.date("startDate")?;
    let extras = extras(inputs)?;
    if down > price {
        let input = match inputs.option("downPaymentUnit")? {
            "percent" => {
                return Err(err(
                    "downPaymentPercent",
                    ErrorKind::AboveMax { max: 100.0 },
                ))
            }
            _ => "downPayment",
        };
        return Err(more_than(input, "homePrice"));
    }
    let loan = price - down;
    let n = years * 12.0;
    let rate = annual_rate / 12.0;
    let principal_interest = finite(annuity::payment(loan, rate, n), "homePrice")?;

    // The initial schedule, and the one with the extra payments.
    let first = month_index(start);
    let scheduled = fixed_term(loan, rate, principal_interest, n as u32, &no_extra)
        .map_err(|_| too_large("homePrice"))?;
    let actual = fixed_term(loan, rate, principal_interest, n as u32, &|k| {
        extras.with_payment(first, k)
    })
    .map_err(|_| too_large("homePrice"))?;
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
        finite(sum.value(), "costIncrease")?
    };
    let monthly_tax = tax / 12.0;
    let monthly_insurance = insurance / 12.0;
    let pmi_end_date = match pmi_months {
        0 => None,
        k => actual_dates.get(k as usize - 1),
    };
    let out = Outputs::new()
        .number("loanAmount", loan)
        .number("monthlyPrincipalInterest", principal_interest)
        .number("monthlyPropertyTax", monthly_tax)
        .number("monthlyInsurance", monthly_insurance)
        .number(
            "monthlyPayment",
            principal_interest + monthly_tax + monthly_insurance + monthly_pmi + hoa + other,
        )
        .number("totalInterest", total_interest)
        .number("totalPaid", total_paid)
        .number(
            "totalCost",
            down + total_paid + total_pmi + housing + other * n,
        )
        .number("totalHousingCosts", housing)
        .number("downPaymentAmount", down)
        .number(
            "downPaymentShare",
            if price > 0.0 {
                down / price * 100.0
            } else {
                0.0
            },
        )
        .number("monthlyPmi", monthly_pmi)
        .number("monthlyHoa", hoa)
        .number("monthlyOther", other)
        .integer("pmiPayments", i64::from(pmi_months));
    let out = date_or_none(out, "pmiEndDate", pmi_end_date)
        .number("totalPmi", total_pmi)
        .integer("numberOfPayments", actual.len() as i64);
    Ok(date_or_none(out, "payoffDate", actual_dates.last())
        .number("totalExtra", extra.value())
        .number("interestSaved", interest_saved)
        .integer("monthsSaved", (scheduled.len() - actual.len()) as i64)
        .json(
            "schedule",
            monthly_table(&actual, actual_dates, monthly_pmi, pmi_months)?,
        )
        .json(
            "yearly",
            yearly_table(&actual, actual_dates, monthly_pmi, pmi_months)?,
        )
        .json(
            "balanceOverTime",
            balance_table(&actual, &scheduled, &scheduled_dates)?,
        ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{close_to, date, overridden, rows, text, value_map};
    use calc_core::values::Value;

    /// The page's inputs: amounts in dollars, no PMI rate, no HOA or other
    /// costs and no extra payments unless a test sets them; first payment
    /// 2026-01-01.
    fn base() -> std::collections::BTreeMap<String, Value> {
        let opt = |s: &str| Value::Option(s.into());
        value_map([
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
        compute(&overridden(values, numbers))
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
}
