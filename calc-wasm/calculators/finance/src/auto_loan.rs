//! Auto loan: what is financed after the down payment, trade-in, rebates,
//! sales tax and fees, and the monthly payment on it.
//!
//! - salesTax = salesTaxRate × (vehiclePrice − tradeInValue), not below 0:
//!   most U.S. states tax the price net of the trade-in (some do not; set
//!   the trade-in to 0 and lower the price by hand for those);
//! - amountFinanced = vehiclePrice − rebates − downPayment − tradeInValue
//!   + tradeInOwed (+ salesTax + fees when `financeTaxesAndFees`);
//! - upfrontPayment = downPayment (+ salesTax + fees when they are not financed);
//! - monthlyPayment: the level annuity payment over loanTerm months at
//!   interestRate/12 a month;
//! - totalCost = vehiclePrice − rebates + salesTax + fees + totalInterest:
//!   everything paid for the car, counting the trade-in's equity
//!   (tradeInValue − tradeInOwed) as paid.

use super::annuity;
use super::common::{finite, more_than, too_large, Table};
use super::schedule::{fixed_term, no_extra, whole_months};
use calc_core::declare::{Read, Reads, Write, Writes};
use calc_core::error::InputError;
use calc_core::registry::Function;

calc_core::calculator! {
    pub mod auto_loan = "auto-loan" (compute) {
        inputs {
            vehiclePrice: Number,
            downPayment: Number,
            tradeInValue: Number,
            tradeInOwed: Number,
            salesTaxRate: Number,
            fees: Number,
            rebates: Number,
            financeTaxesAndFees: Flag,
            interestRate: Number,
            loanTerm: Number,
        }
        // This calculator's own ids: the like-shaped lists of other calculators
        // declare other outputs (so they stay apart).
        outputs {
            monthlyPayment: Number,
            amountFinanced: Number,
            salesTax: Number,
            upfrontPayment: Number,
            totalLoanPayments: Number,
            totalInterest: Number,
            totalCost: Number,
            schedule: Json,
        }
    }
}
pub const FUNCTION: Function = auto_loan::FUNCTION;
/// The ids, as credit_br.rs lists them in the Portuguese page's.
pub(crate) use auto_loan as ids;
use auto_loan::{input as i, output as o, In, Out};

fn compute(inputs: In) -> Result<Out, InputError> {
    compute_at(inputs, inputs.number(i::interestRate)? / 100.0 / 12.0)
}

/// The loan at `rate` a month: the U.S. page's annual rate / 12, the
/// Portuguese page's rate a month or a year (credit_br.rs).
pub(crate) fn compute_at<C>(inputs: Read<C>, rate: f64) -> Result<Write<C>, InputError>
where
    C: Reads<auto_loan::Calc> + Writes<auto_loan::Calc>,
{
    let price = inputs.number(i::vehiclePrice)?;
    let down = inputs.number(i::downPayment)?;
    let trade_in = inputs.number(i::tradeInValue)?;
    let owed = inputs.number(i::tradeInOwed)?;
    let tax_rate = inputs.number(i::salesTaxRate)? / 100.0;
    let fees = inputs.number(i::fees)?;
    let rebates = inputs.number(i::rebates)?;
    let financed_extras = inputs.flag(i::financeTaxesAndFees)?;
    let months = inputs.number(i::loanTerm)?;
    let whole = whole_months(months, i::loanTerm.id())?;
    let sales_tax = tax_rate * (price - trade_in).max(0.0);
    let extras = sales_tax + fees;
    let financed =
        price - rebates - down - trade_in + owed + if financed_extras { extras } else { 0.0 };
    if financed < 0.0 {
        // Blame the largest of what was subtracted.
        let blame = [
            (i::downPayment.id(), down),
            (i::tradeInValue.id(), trade_in),
            (i::rebates.id(), rebates),
        ]
        .into_iter()
        .fold((i::downPayment.id(), f64::MIN), |a, b| {
            if b.1 > a.1 {
                b
            } else {
                a
            }
        })
        .0;
        return Err(more_than(blame, i::vehiclePrice.id()));
    }
    let financed = finite(financed, i::vehiclePrice.id())?;
    let payment = if financed == 0.0 {
        0.0
    } else {
        annuity::payment(financed, rate, months)
    };
    let total_payments = finite(payment * months, i::vehiclePrice.id())?;
    let interest = total_payments - financed;
    let rows = fixed_term(financed, rate, payment, whole, &no_extra)
        .map_err(|_| too_large(i::vehiclePrice.id()))?;
    let mut table = Table::new();
    for r in &rows {
        table.push(r.row());
    }
    Ok(Write::new()
        .number(o::monthlyPayment, payment)
        .number(o::amountFinanced, financed)
        .number(o::salesTax, sales_tax)
        .number(
            o::upfrontPayment,
            down + if financed_extras { 0.0 } else { extras },
        )
        .number(o::totalLoanPayments, total_payments)
        .number(o::totalInterest, interest)
        .number(o::totalCost, price - rebates + extras + interest)
        .json(o::schedule, table.finish(i::vehiclePrice.id())?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{close_to, overridden, value_map};
    use calc_core::error::ErrorKind;
    use calc_core::outputs::Outputs;
    use calc_core::values::Value;

    fn run(pairs: &[(&str, f64)], finance_extras: bool) -> Result<Outputs, InputError> {
        let values = value_map([
            ("vehiclePrice", Value::Number(35_000.0)),
            ("downPayment", Value::Number(5000.0)),
            ("tradeInValue", Value::Number(8000.0)),
            ("tradeInOwed", Value::Number(3000.0)),
            ("salesTaxRate", Value::Number(7.0)),
            ("fees", Value::Number(1200.0)),
            ("rebates", Value::Number(1000.0)),
            ("financeTaxesAndFees", Value::Bool(finance_extras)),
            ("interestRate", Value::Number(6.5)),
            ("loanTerm", Value::Number(60.0)),
        ]);
        (FUNCTION.compute)(&overridden(values, pairs))
    }

    #[test]
    fn hand_checked_amounts() {
        // Tax 7 % of (35 000 − 8 000) = 1 890; financed
        // 35 000 − 1 000 − 5 000 − 8 000 + 3 000 + 1 890 + 1 200 = 27 090.
        let out = run(&[], true).unwrap();
        close_to(&out, "salesTax", 1890.0, 1e-15);
        close_to(&out, "amountFinanced", 27_090.0, 1e-15);
        assert_eq!(out.number_of("upfrontPayment"), Some(5000.0));
        // -npf.pmt(0.065/12, 60, 27090), mpmath at 50 digits:
        // 530.046 955 245 356 250 3…
        close_to(&out, "monthlyPayment", 530.046_955_245_356_3, 1e-13);
        close_to(
            &out,
            "totalInterest",
            60.0 * 530.046_955_245_356_3 - 27_090.0,
            1e-12,
        );
        close_to(
            &out,
            "totalCost",
            35_000.0 - 1000.0 + 3090.0 + 60.0 * 530.046_955_245_356_3 - 27_090.0,
            1e-13,
        );
        // Taxes and fees paid up front instead: 24 000 financed.
        let out = run(&[], false).unwrap();
        close_to(&out, "amountFinanced", 24_000.0, 1e-15);
        close_to(&out, "upfrontPayment", 8090.0, 1e-15);
    }

    #[test]
    fn zero_interest_and_nothing_financed() {
        let out = run(&[("interestRate", 0.0)], true).unwrap();
        close_to(&out, "monthlyPayment", 27_090.0 / 60.0, 1e-15);
        assert_eq!(out.number_of("totalInterest"), Some(0.0));
        // 35 000 − 1 000 − 29 000 − 8 000 + 3 000 = 0 financed.
        let out = run(&[("downPayment", 29_000.0)], false).unwrap();
        assert_eq!(out.number_of("monthlyPayment"), Some(0.0));
        let e = run(&[("downPayment", 40_000.0)], false).unwrap_err();
        assert_eq!(e.input, "downPayment");
    }

    #[test]
    fn bad_terms_are_errors() {
        assert_eq!(
            run(&[("loanTerm", 0.0)], true).unwrap_err().input,
            "loanTerm"
        );
        assert_eq!(
            run(&[("loanTerm", 12.5)], true).unwrap_err().kind,
            ErrorKind::NotAnInteger
        );
    }
}
