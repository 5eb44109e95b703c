//! Financial calculators, one file each, plus the helpers they share
//! (`annuity`, `apr`, `common`, `growth`, `schedule`, `tax_data`; for Brazilian
//! credit `rates`, `iof` and `cet`).

pub mod affordability;
pub mod amortization;
pub mod annuity;
pub mod apr;
pub mod auto_loan;
pub mod caixa;
pub mod cet;
pub mod common;
pub mod compound_interest;
pub mod cost_of_living;
pub mod cost_of_living_br;
pub mod credit_br;
pub mod credit_card;
pub mod fixed_income;
pub mod growth;
pub mod investment;
pub mod iof;
pub mod labour;
pub mod loan;
pub mod loan_br;
pub mod mortgage;
pub mod mortgage_br;
pub mod mortgage_payoff;
pub mod mortgage_schedule;
pub mod paycheck;
pub mod rates;
pub mod retirement;
pub mod sac;
pub mod savings;
pub mod schedule;
pub mod state_tax;
pub mod tax;
pub mod tax_data;
#[cfg(test)]
mod tax_households;
#[cfg(test)]
mod testing;

use calc_core::registry::Function;

/// Loans and growth: the `finance` WebAssembly module.
pub const FUNCTIONS: &[Function] = &[
    mortgage::FUNCTION,
    loan::FUNCTION,
    loan_br::FUNCTION,
    amortization::FUNCTION,
    compound_interest::FUNCTION,
    auto_loan::FUNCTION,
    savings::FUNCTION,
    investment::FUNCTION,
    retirement::FUNCTION,
    mortgage_payoff::FUNCTION,
    credit_br::AUTO_LOAN,
    credit_br::MORTGAGE_PAYOFF,
    sac::FUNCTION,
    sac::FUNCTION_AMORTIZATION,
    credit_card::FUNCTION,
    fixed_income::calculator::FUNCTION,
];

/// Tax tables and the price indices (U.S. CPI, Brazil's IPCA, IGP-M ...):
/// the `finance-tax` module, so loan pages don't download the data.
pub const TAX_FUNCTIONS: &[Function] = &[
    cost_of_living::FUNCTION,
    cost_of_living_br::FUNCTION,
    tax::FUNCTION,
    tax::FUNCTION_BR,
    paycheck::FUNCTION,
    paycheck::FUNCTION_BR,
    // Brazilian labour: 13º, férias, rescisão (they read the INSS/IRRF tables).
    labour::thirteenth::FUNCTION,
    labour::vacation::FUNCTION,
    labour::severance::FUNCTION,
    // Brazilian labour (issue 44): the seguro-desemprego table, the
    // overtime premiums and FGTS.
    labour::seguro_desemprego::FUNCTION,
    labour::horas_extras::FUNCTION,
    labour::fgts::FUNCTION,
];

/// Every function runs on its calculator's YAML defaults through the
/// registry and produces exactly its declared outputs.
#[cfg(test)]
mod declared {
    use super::{FUNCTIONS as LOANS, TAX_FUNCTIONS};
    use crate::testing::evaluate;
    use crate::testing::{spec, spec_for};
    use calc_core::spec::CalcSpec;
    use calc_core::values::NumberStyle;
    use calc_core::Given;

    /// The spec of the page that runs `function`: a Brazilian function
    /// (`<calculator>-br`) serves its calculator's Portuguese market, any
    /// other the calculator of its id (the test checks the spec names it).
    fn spec_of(function: &str) -> CalcSpec {
        match function.strip_suffix("-br") {
            Some(calculator) => spec_for(calculator, "pt-BR"),
            None => spec(function),
        }
    }

    #[test]
    fn every_function_runs_on_its_declared_defaults() {
        for f in LOANS.iter().chain(TAX_FUNCTIONS) {
            let spec = spec_of(f.id);
            assert_eq!(spec.function, f.id);
            let out = evaluate(&spec, &Given::new(), NumberStyle::Plain)
                .unwrap_or_else(|e| panic!("{}: {e}", f.id));
            let produced: Vec<&str> = out.ids().collect();
            assert_eq!(produced, f.outputs, "{}: outputs", f.id);
            assert!(out.all_finite(), "{}", f.id);
        }
    }

    /// The eval contract's own input ids are enough (the rest take defaults).
    #[test]
    fn contract_inputs_evaluate() {
        let run = |id: &str, given: &[(&str, &str)]| {
            let given: Given = given
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect();
            evaluate(&spec_of(id), &given, NumberStyle::Plain).unwrap()
        };
        let out = run(
            "loan",
            &[
                ("loanAmount", "20000"),
                ("interestRate", "6"),
                ("loanTerm", "60"),
                ("termUnit", "months"),
                ("paymentFrequency", "monthly"),
            ],
        );
        assert!((out.number_of("payment").unwrap() - 386.656_030_588_558_4).abs() < 1e-9);
        let out = run(
            "amortization",
            &[
                ("loanAmount", "1200"),
                ("interestRate", "0"),
                ("loanTerm", "1"),
                ("extraPayment", "50"),
                ("startDate", "2024-01-31"),
            ],
        );
        assert_eq!(out.number_of("numberOfPayments"), Some(8.0));
        assert_eq!(
            out.get("payoffDate"),
            Some(&calc_core::OutValue::Text("2024-08-31".into()))
        );
        let out = run(
            "compound-interest",
            &[
                ("compoundingFrequency", "continuously"),
                ("contributionTiming", "start"),
            ],
        );
        assert!(out.number_of("futureValue").unwrap() > 0.0);
    }
}
