//! The car loan and the mortgage payoff on the Portuguese pages: the same
//! math as the U.S. pages (auto_loan.rs, mortgage_payoff.rs), the rate
//! typed per month (a.m.) or per year (a.a.), effective, and shown both
//! ways (rates.rs); the payoff also under SAC, Brazil's constant
//! amortization, besides the Tabela Price.

use super::auto_loan::ids as auto_loan;
use super::common::unknown_option;
use super::mortgage_payoff::{ids as mortgage_payoff, Amortization};
use super::rates;
use calc_core::declare::{Input, Number, Read, Reads, Write, Writes};
use calc_core::error::InputError;
use calc_core::registry::Function;

calc_core::calculator! {
    /// What a Portuguese credit page adds to its English twin's ids: the
    /// rate's unit, and the rate shown both ways.
    pub mod rate_both_ways {
        inputs { rateUnit: Choice }
        outputs { monthlyRate: Number, yearlyRate: Number }
    }
}

calc_core::calculator! {
    pub mod auto_loan_br = "auto-loan-br" (auto_loan_br) {
        inputs { ..auto_loan, ..rate_both_ways }
        outputs { ..auto_loan, ..rate_both_ways }
    }
}

calc_core::calculator! {
    /// The payoff adds the amortization system too: Tabela Price or SAC.
    pub mod mortgage_payoff_br = "mortgage-payoff-br" (mortgage_payoff_br) {
        inputs { ..mortgage_payoff, ..rate_both_ways, system: Choice }
        outputs { ..mortgage_payoff, ..rate_both_ways }
    }
}

pub const AUTO_LOAN: Function = auto_loan_br::FUNCTION;
pub const MORTGAGE_PAYOFF: Function = mortgage_payoff_br::FUNCTION;
const SYSTEMS: &[&str] = &["price", "sac"];

fn auto_loan_br(inputs: auto_loan_br::In) -> Result<auto_loan_br::Out, InputError> {
    with_rate(inputs, auto_loan::input::interestRate, auto_loan_at)
}

fn auto_loan_at(inputs: auto_loan_br::In, rate: f64) -> Result<auto_loan_br::Out, InputError> {
    crate::auto_loan::compute_at(inputs, rate)
}

fn mortgage_payoff_br(
    inputs: mortgage_payoff_br::In,
) -> Result<mortgage_payoff_br::Out, InputError> {
    with_rate(inputs, mortgage_payoff::input::interestRate, payoff)
}

/// The payoff in the system chosen.
fn payoff(
    inputs: mortgage_payoff_br::In,
    rate: f64,
) -> Result<mortgage_payoff_br::Out, InputError> {
    let system = mortgage_payoff_br::input::system;
    let system = match inputs.option(system)? {
        "price" => Amortization::Level,
        "sac" => Amortization::Constant,
        _ => return Err(unknown_option(system.id(), SYSTEMS)),
    };
    crate::mortgage_payoff::compute_with(inputs, rate, system)
}

/// `compute` at the monthly rate typed in `rate`, followed by the rate
/// both ways.
fn with_rate<C, G>(
    inputs: Read<C>,
    rate: Input<G, Number>,
    compute: fn(Read<C>, f64) -> Result<Write<C>, InputError>,
) -> Result<Write<C>, InputError>
where
    C: Reads<G> + Reads<rate_both_ways::Calc> + Writes<rate_both_ways::Calc>,
{
    use rate_both_ways::{input as i, output as o};
    let quoted = rates::read(inputs, rate, i::rateUnit)?;
    Ok(compute(inputs, quoted.monthly)?
        .number(o::monthlyRate, quoted.monthly * 100.0)
        .number(o::yearlyRate, quoted.yearly * 100.0))
}

#[cfg(test)]
mod tests {
    use crate::testing::evaluate;
    use crate::testing::{close, close_to, spec_for};
    use calc_core::outputs::Outputs;
    use calc_core::values::NumberStyle;
    use calc_core::Given;

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
    fn a_sac_payoff_by_hand() {
        // SAC, 120 000 over 10 years at 1 % a.m.: 1 000 of principal a
        // month, the first payment 1 000 + 1 200; interest 10·(120 + … + 1)
        // = 72 600. With 1 000 more a month from the first payment, 2 000 a
        // month: 60 payments, interest 20·(60 + … + 1) = 36 600, 36 000
        // saved.
        let sac = [
            ("loanAmount", "120000"),
            ("interestRate", "1"),
            ("rateUnit", "monthly"),
            ("loanTerm", "10"),
            ("startDate", "2026-01-10"),
            ("system", "sac"),
            ("lumpSum", "0"),
        ];
        let out = page(
            "mortgage-payoff",
            &[&sac[..], &[("paymentsMade", "0"), ("extraMonthly", "1000")]].concat(),
        );
        close_to(&out, "monthlyPayment", 2_200.0, 1e-15);
        close_to(&out, "originalInterest", 72_600.0, 1e-13);
        close_to(&out, "newInterest", 36_600.0, 1e-13);
        close_to(&out, "interestSaved", 36_000.0, 1e-12);
        assert_eq!(out.number_of("newRemainingPayments"), Some(60.0));
        assert_eq!(out.number_of("monthsSaved"), Some(60.0));
        // After 24 payments 96 000 is owed and 96 payments remain; the next
        // is 1 000 + 960. With 1 000 extra: 48 payments, interest from now
        // 20·(48 + … + 1) = 23 520 against 10·(96 + … + 1) = 46 560.
        let out = page(
            "mortgage-payoff",
            &[
                &sac[..],
                &[("paymentsMade", "24"), ("extraMonthly", "1000")],
            ]
            .concat(),
        );
        close_to(&out, "currentBalance", 96_000.0, 1e-15);
        close_to(&out, "monthlyPayment", 1_960.0, 1e-15);
        assert_eq!(out.number_of("remainingPayments"), Some(96.0));
        assert_eq!(out.number_of("newRemainingPayments"), Some(48.0));
        close_to(&out, "originalInterest", 46_560.0, 1e-13);
        close_to(&out, "interestSaved", 23_040.0, 1e-12);
        // The same page under Price keeps the level payment:
        // -npf.pmt(0.01, 120, 120000) = 1721.6513808310478 (numpy-financial 1.0.0).
        let mut price = sac;
        price[5] = ("system", "price");
        let out = page("mortgage-payoff", &price);
        close_to(&out, "monthlyPayment", 1_721.651_380_831_047_8, 1e-13);
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
