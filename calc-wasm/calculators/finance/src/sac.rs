//! Brazilian home financing: the SAC and Price systems side by side
//! (`mortgage-br`).
//!
//! Monthly rate i: the annual rate / 12 when it is nominal (how Brazilian
//! lenders state "juros nominais"), (1 + annual)^(1/12) − 1 when it is
//! effective. Over n months:
//! - SAC (Sistema de Amortização Constante): every installment repays
//!   L/n of principal plus the month's interest on the balance, so the
//!   installments fall linearly: first = L/n + L·i, last = (L/n)·(1 + i),
//!   total interest = L·i·(n + 1)/2;
//! - Price (Tabela Price, French system): level installments
//!   PMT = L·i / (1 − (1 + i)^−n), total interest = n·PMT − L.
//!
//! Installment k is dated startDate + (k − 1) months, clamped to the
//! month's end. Insurance (MIP, DFI), fees and TR indexation are not
//! included.

use super::amortization::due_date;
use super::annuity;
use super::common::{err, finite, too_large, unknown_option, Sum, Table};
use super::schedule::{fixed_term, no_extra, whole_months, Period};
use crate::error::{ErrorKind, InputError};
use crate::inputs::Inputs;
use crate::outputs::Outputs;
use crate::registry::Function;
use crate::values::format_date;

pub const FUNCTION: Function = Function {
    id: "mortgage-br",
    inputs: &[
        "loanAmount",
        "interestRate",
        "rateType",
        "loanTerm",
        "startDate",
    ],
    outputs: &[
        "monthlyRate",
        "sacFirstPayment",
        "sacLastPayment",
        "sacAmortization",
        "sacTotalInterest",
        "sacTotalPaid",
        "priceFirstPayment",
        "priceLastPayment",
        "priceTotalInterest",
        "priceTotalPaid",
        "interestDifference",
        "sacSchedule",
        "priceSchedule",
    ],
    compute,
};

fn compute(inputs: &Inputs) -> Result<Outputs, InputError> {
    let loan = inputs.number("loanAmount")?;
    let annual = inputs.number("interestRate")? / 100.0;
    let rate = match inputs.option("rateType")? {
        "nominal" => annual / 12.0,
        "effective" => {
            if annual <= -1.0 {
                return Err(err("interestRate", ErrorKind::NotAbove { above: -100.0 }));
            }
            (annual.ln_1p() / 12.0).exp_m1()
        }
        _ => return Err(unknown_option("rateType", &["nominal", "effective"])),
    };
    let n = inputs.number("loanTerm")?;
    let start = inputs.date("startDate")?;
    if loan <= 0.0 {
        return Err(err("loanAmount", ErrorKind::NotAbove { above: 0.0 }));
    }
    let months = whole_months(n, "loanTerm")?;
    let date = |k: u32| due_date(start, 12.0, k).map(format_date);
    date(months)?;

    // SAC, row by row; the balance is computed as L·(1 − k/n), not by
    // subtraction, so it reaches exactly 0.
    let amortization = loan / n;
    let mut sac = Table::new();
    let (mut sac_interest, mut sac_paid) = (Sum::default(), Sum::default());
    let (mut sac_first, mut sac_last) = (0.0, 0.0);
    for k in 1..=months {
        let before = loan * (1.0 - f64::from(k - 1) / n);
        let interest = before * rate;
        let payment = amortization + interest;
        sac_interest.add(interest);
        sac_paid.add(payment);
        if k == 1 {
            sac_first = payment;
        }
        sac_last = payment;
        let period = Period {
            number: k,
            payment,
            principal: amortization,
            interest,
            extra: 0.0,
            balance: loan * (1.0 - f64::from(k) / n),
        };
        sac.push(period.row().text("date", date(k)?));
    }

    let pmt = finite(annuity::payment(loan, rate, n), "loanAmount")?;
    let rows =
        fixed_term(loan, rate, pmt, months, &no_extra).map_err(|_| too_large("loanAmount"))?;
    let mut price = Table::new();
    for r in &rows {
        price.push(r.row().text("date", date(r.number)?));
    }
    let price_paid = finite(pmt * n, "loanAmount")?;
    let sac_total_interest = finite(sac_interest.value(), "loanAmount")?;
    Ok(Outputs::new()
        .number("monthlyRate", rate * 100.0)
        .number("sacFirstPayment", sac_first)
        .number("sacLastPayment", sac_last)
        .number("sacAmortization", amortization)
        .number("sacTotalInterest", sac_total_interest)
        .number("sacTotalPaid", sac_paid.value())
        .number("priceFirstPayment", pmt)
        .number("priceLastPayment", rows.last().map_or(pmt, |r| r.payment))
        .number("priceTotalInterest", price_paid - loan)
        .number("priceTotalPaid", price_paid)
        .number("interestDifference", price_paid - loan - sac_total_interest)
        .json("sacSchedule", sac.finish("loanAmount")?)
        .json("priceSchedule", price.finish("loanAmount")?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{close_to, inputs, rows};
    use crate::values::{parse_date, Value};

    fn run(loan: f64, rate: f64, kind: &str, months: f64) -> Result<Outputs, InputError> {
        compute(&inputs([
            ("loanAmount", Value::Number(loan)),
            ("interestRate", Value::Number(rate)),
            ("rateType", Value::Option(kind.into())),
            ("loanTerm", Value::Number(months)),
            ("startDate", Value::Date(parse_date("2026-01-31").unwrap())),
        ]))
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
