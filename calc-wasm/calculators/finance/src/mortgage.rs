//! Fixed-rate mortgage: monthly principal and interest by the annuity
//! formula (nominal annual rate, compounded monthly), plus escrow for
//! property tax and insurance, as lenders quote it (CFPB Loan Estimate).

use super::annuity;
use super::common::more_than;
use crate::error::InputError;
use crate::inputs::Inputs;
use crate::outputs::Outputs;
use crate::registry::Function;

pub const FUNCTION: Function = Function {
    id: "mortgage",
    inputs: &[
        "homePrice",
        "downPayment",
        "loanTerm",
        "interestRate",
        "propertyTax",
        "insurance",
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
    ],
    compute,
};

fn compute(inputs: &Inputs) -> Result<Outputs, InputError> {
    let price = inputs.number("homePrice")?;
    let down = inputs.number("downPayment")?;
    let years = inputs.number("loanTerm")?;
    let annual_rate = inputs.number("interestRate")? / 100.0;
    let tax = inputs.number("propertyTax")?;
    let insurance = inputs.number("insurance")?;
    if down > price {
        return Err(more_than("downPayment", "homePrice"));
    }
    let loan = price - down;
    let n = years * 12.0;
    let principal_interest = annuity::payment(loan, annual_rate / 12.0, n);
    let total_paid = principal_interest * n;
    let monthly_tax = tax / 12.0;
    let monthly_insurance = insurance / 12.0;
    Ok(Outputs::new()
        .number("loanAmount", loan)
        .number("monthlyPrincipalInterest", principal_interest)
        .number("monthlyPropertyTax", monthly_tax)
        .number("monthlyInsurance", monthly_insurance)
        .number(
            "monthlyPayment",
            principal_interest + monthly_tax + monthly_insurance,
        )
        .number("totalInterest", total_paid - loan)
        .number("totalPaid", total_paid)
        .number("totalCost", down + total_paid + (tax + insurance) * years))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{close_to, inputs};
    use crate::values::Value;

    fn run(
        price: f64,
        down: f64,
        years: f64,
        rate: f64,
        tax: f64,
        ins: f64,
    ) -> Result<Outputs, InputError> {
        compute(&inputs([
            ("homePrice", Value::Number(price)),
            ("downPayment", Value::Number(down)),
            ("loanTerm", Value::Number(years)),
            ("interestRate", Value::Number(rate)),
            ("propertyTax", Value::Number(tax)),
            ("insurance", Value::Number(ins)),
        ]))
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
    }

    #[test]
    fn down_payment_above_price_is_rejected() {
        let err = run(100_000.0, 100_001.0, 30.0, 7.0, 0.0, 0.0).unwrap_err();
        assert_eq!(err.input, "downPayment");
    }
}
