//! The car loan and the mortgage payoff on the Portuguese pages: the same
//! math as the U.S. pages (auto_loan.rs, mortgage_payoff.rs), the rate
//! typed per month (a.m.) or per year (a.a.), effective, and shown both
//! ways (rates.rs).

use super::{auto_loan, mortgage_payoff, rates};
use crate::error::InputError;
use crate::inputs::Inputs;
use crate::outputs::Outputs;
use crate::registry::Function;

pub const AUTO_LOAN: Function = Function {
    id: "auto-loan-br",
    inputs: &[
        "vehiclePrice",
        "downPayment",
        "tradeInValue",
        "tradeInOwed",
        "salesTaxRate",
        "fees",
        "rebates",
        "financeTaxesAndFees",
        "interestRate",
        "loanTerm",
        "rateUnit",
    ],
    outputs: &[
        "monthlyPayment",
        "amountFinanced",
        "salesTax",
        "upfrontPayment",
        "totalLoanPayments",
        "totalInterest",
        "totalCost",
        "schedule",
        "monthlyRate",
        "yearlyRate",
    ],
    compute: |inputs| with_rate(inputs, auto_loan::compute_at),
};

pub const MORTGAGE_PAYOFF: Function = Function {
    id: "mortgage-payoff-br",
    inputs: &[
        "loanAmount",
        "interestRate",
        "rateUnit",
        "loanTerm",
        "startDate",
        "paymentsMade",
        "extraMonthly",
        "lumpSum",
        "lumpSumPayment",
    ],
    outputs: &[
        "monthlyPayment",
        "currentBalance",
        "originalPayoffDate",
        "newPayoffDate",
        "remainingPayments",
        "newRemainingPayments",
        "monthsSaved",
        "originalInterest",
        "newInterest",
        "interestSaved",
        "schedule",
        "monthlyRate",
        "yearlyRate",
    ],
    compute: |inputs| with_rate(inputs, mortgage_payoff::compute_at),
};

/// `compute` at the monthly rate typed, followed by the rate both ways.
fn with_rate(
    inputs: &Inputs,
    compute: fn(&Inputs, f64) -> Result<Outputs, InputError>,
) -> Result<Outputs, InputError> {
    let quoted = rates::read(inputs, "interestRate", "rateUnit")?;
    Ok(compute(inputs, quoted.monthly)?
        .number("monthlyRate", quoted.monthly * 100.0)
        .number("yearlyRate", quoted.yearly * 100.0))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::evaluate;
    use crate::testing::{close, close_to, spec_for};
    use crate::values::NumberStyle;
    use crate::Given;

    /// The Portuguese page of `calculator` with `given` over its defaults.
    fn page(calculator: &str, given: &[(&str, &str)]) -> Outputs {
        let given: Given = given
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        evaluate(&spec_for(calculator, "pt-BR"), &given, NumberStyle::Plain).unwrap()
    }

    #[test]
    fn a_car_loan_at_a_rate_a_month_or_its_yearly_equivalent() {
        // 64 000 financed (90 000 − 27 000 + 1 000 of fees) over 48 months at 1.99 % a.m.:
        // PMT(0.0199, 48, 64000) = 2 082.273 971 381 277 029 7… (mpmath 1.4.1).
        let monthly = page(
            "auto-loan",
            &[("interestRate", "1.99"), ("rateUnit", "monthly")],
        );
        close_to(&monthly, "monthlyPayment", 2_082.273_971_381_277, 1e-13);
        // 1.0199^12 − 1 = 0.266 750 549 665 926 555… (mpmath)
        close_to(&monthly, "yearlyRate", 26.675_054_966_592_66, 1e-13);
        let yearly = page(
            "auto-loan",
            &[
                ("interestRate", "26.675054966592655506"),
                ("rateUnit", "yearly"),
            ],
        );
        close(
            yearly.number_of("monthlyPayment").unwrap(),
            2_082.273_971_381_277,
            1e-12,
        );
        close_to(&yearly, "monthlyRate", 1.99, 1e-12);
    }

    #[test]
    fn a_payoff_at_a_rate_a_month() {
        // 300 000 over 30 years at 0.87 % a.m.: PMT(0.0087, 360, 300000) =
        // 2 730.769 580 629 002 677… (mpmath 1.4.1); a year 1.0087^12 − 1 =
        // 10.954 328 638 178 119 7… %.
        let out = page(
            "mortgage-payoff",
            &[("interestRate", "0.87"), ("rateUnit", "monthly")],
        );
        close_to(&out, "monthlyPayment", 2_730.769_580_629_002_7, 1e-13);
        close_to(&out, "yearlyRate", 10.954_328_638_178_12, 1e-13);
    }

    #[test]
    fn card_sized_rates_pass_and_larger_ones_are_refused_at_the_rate() {
        let given: Given = [("interestRate", "31"), ("rateUnit", "monthly")]
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        let e = evaluate(&spec_for("auto-loan", "pt-BR"), &given, NumberStyle::Plain).unwrap_err();
        assert_eq!(e.input, "interestRate");
        let out = page(
            "auto-loan",
            &[("interestRate", "168"), ("rateUnit", "yearly")],
        );
        assert!(out.number_of("monthlyPayment").unwrap() > 0.0);
    }
}
