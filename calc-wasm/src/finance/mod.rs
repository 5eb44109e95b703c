//! Financial calculators, one file each, plus the helpers they share
//! (`annuity`, `common`, `growth`, `schedule`, `tax_data`).

pub mod amortization;
pub mod annuity;
pub mod auto_loan;
pub mod common;
pub mod compound_interest;
pub mod cost_of_living;
pub mod growth;
pub mod investment;
pub mod loan;
pub mod mortgage;
pub mod mortgage_payoff;
pub mod paycheck;
pub mod retirement;
pub mod sac;
pub mod savings;
pub mod schedule;
pub mod tax;
pub mod tax_data;
#[cfg(test)]
mod testing;

use crate::registry::Function;

/// Loans and growth: the `finance` WebAssembly module.
#[cfg(feature = "finance")]
pub const FUNCTIONS: &[Function] = &[
    mortgage::FUNCTION,
    loan::FUNCTION,
    amortization::FUNCTION,
    compound_interest::FUNCTION,
    auto_loan::FUNCTION,
    savings::FUNCTION,
    investment::FUNCTION,
    retirement::FUNCTION,
    mortgage_payoff::FUNCTION,
    sac::FUNCTION,
];

/// Tax tables and the CPI series: the `finance-tax` module, so loan pages
/// don't download the data.
#[cfg(feature = "finance-tax")]
pub const TAX_FUNCTIONS: &[Function] = &[
    cost_of_living::FUNCTION,
    tax::FUNCTION,
    tax::FUNCTION_BR,
    paycheck::FUNCTION,
    paycheck::FUNCTION_BR,
];

/// The declarations the calculators' YAML files are expected to make
/// (types, limits, defaults, conditions): every function runs on its
/// defaults through the registry, reads exactly its declared inputs and
/// produces exactly its declared outputs.
#[cfg(test)]
mod declared {
    use super::{FUNCTIONS as LOANS, TAX_FUNCTIONS};
    use crate::registry::{evaluate, Given};
    use crate::spec::{CalcSpec, Condition, InputKind, InputSpec};
    use crate::values::NumberStyle;
    // The option lists the YAML files declare are the ones the code accepts.
    use super::growth::{COMPOUNDING_OPTIONS as COMPOUNDING, CONTRIBUTION_OPTIONS as CONTRIBUTING};
    use super::paycheck::FREQUENCIES as PAY_FREQUENCIES;
    use super::tax_data::{BR_PERIOD_OPTIONS as BR_PERIODS, FILING_OPTIONS as FILING};

    fn num(id: &str, default: &str, min: Option<f64>, max: f64) -> InputSpec {
        InputSpec {
            id: id.into(),
            kind: InputKind::Number {
                min,
                max: Some(max),
                above: None,
                below: None,
                integer: false,
            },
            default: default.into(),
            when: None,
        }
    }
    fn money(id: &str, default: &str) -> InputSpec {
        num(id, default, Some(0.0), 1e12)
    }
    fn pct(id: &str, default: &str) -> InputSpec {
        num(id, default, Some(0.0), 100.0)
    }
    fn int(id: &str, default: &str, min: f64, max: f64) -> InputSpec {
        let mut s = num(id, default, Some(min), max);
        if let InputKind::Number { integer, .. } = &mut s.kind {
            *integer = true;
        }
        s
    }
    fn select(id: &str, options: &[&str], default: &str) -> InputSpec {
        InputSpec {
            id: id.into(),
            kind: InputKind::Select {
                options: options.iter().map(|s| s.to_string()).collect(),
            },
            default: default.into(),
            when: None,
        }
    }
    fn date(id: &str, default: &str) -> InputSpec {
        InputSpec {
            id: id.into(),
            kind: InputKind::Date {
                min: Some("1900-01-01".into()),
                max: Some("2200-12-31".into()),
            },
            default: default.into(),
            when: None,
        }
    }
    fn flag(id: &str, default: &str) -> InputSpec {
        InputSpec {
            id: id.into(),
            kind: InputKind::Bool,
            default: default.into(),
            when: None,
        }
    }
    fn when(mut s: InputSpec, input: &str, is: &[&str]) -> InputSpec {
        s.when = Some(Condition {
            input: input.into(),
            is: is.iter().map(|s| s.to_string()).collect(),
        });
        s
    }

    pub fn specs() -> Vec<CalcSpec> {
        let spec = |function: &str, inputs: Vec<InputSpec>| CalcSpec {
            function: function.into(),
            inputs,
            formulas: Vec::new(),
        };
        vec![
            spec(
                "loan",
                vec![
                    select(
                        "solveFor",
                        &["payment", "amount", "rate", "term"],
                        "payment",
                    ),
                    when(
                        money("loanAmount", "20000"),
                        "solveFor",
                        &["payment", "rate", "term"],
                    ),
                    when(
                        pct("interestRate", "6"),
                        "solveFor",
                        &["payment", "amount", "term"],
                    ),
                    when(
                        num("loanTerm", "5", Some(0.0), 1200.0),
                        "solveFor",
                        &["payment", "amount", "rate"],
                    ),
                    when(
                        select("termUnit", &["years", "months"], "years"),
                        "solveFor",
                        &["payment", "amount", "rate"],
                    ),
                    select(
                        "paymentFrequency",
                        &["monthly", "biweekly", "weekly"],
                        "monthly",
                    ),
                    when(
                        money("payment", "400"),
                        "solveFor",
                        &["amount", "rate", "term"],
                    ),
                ],
            ),
            spec(
                "amortization",
                vec![
                    money("loanAmount", "200000"),
                    pct("interestRate", "6"),
                    num("loanTerm", "30", Some(0.0), 100.0),
                    select(
                        "paymentFrequency",
                        &["monthly", "biweekly", "weekly", "semimonthly"],
                        "monthly",
                    ),
                    money("extraPayment", "0"),
                    date("startDate", "2026-01-01"),
                ],
            ),
            spec(
                "compound-interest",
                vec![
                    money("principal", "10000"),
                    pct("rate", "5"),
                    num("time", "10", Some(0.0), 1000.0),
                    money("contribution", "100"),
                    select("compoundingFrequency", COMPOUNDING, "monthly"),
                    select("contributionFrequency", CONTRIBUTING, "monthly"),
                    select("contributionTiming", &["start", "end"], "end"),
                    num("inflationRate", "3", Some(-50.0), 100.0),
                ],
            ),
            spec(
                "auto-loan",
                vec![
                    money("vehiclePrice", "35000"),
                    money("downPayment", "5000"),
                    money("tradeInValue", "0"),
                    money("tradeInOwed", "0"),
                    pct("salesTaxRate", "7"),
                    money("fees", "1000"),
                    money("rebates", "0"),
                    flag("financeTaxesAndFees", "true"),
                    pct("interestRate", "6.5"),
                    int("loanTerm", "60", 1.0, 120.0),
                ],
            ),
            spec(
                "savings",
                vec![
                    money("initialDeposit", "1000"),
                    money("periodicDeposit", "200"),
                    select("depositFrequency", CONTRIBUTING, "monthly"),
                    select("depositTiming", &["start", "end"], "end"),
                    pct("interestRate", "4"),
                    select("compoundingFrequency", COMPOUNDING, "monthly"),
                    num("years", "5", Some(0.0), 100.0),
                    money("goal", "20000"),
                ],
            ),
            spec(
                "investment",
                vec![
                    select(
                        "solveFor",
                        &["endAmount", "contribution", "returnRate", "years"],
                        "endAmount",
                    ),
                    money("startingAmount", "20000"),
                    when(
                        money("contribution", "1000"),
                        "solveFor",
                        &["endAmount", "returnRate", "years"],
                    ),
                    select("contributionFrequency", CONTRIBUTING, "annually"),
                    select("contributionTiming", &["start", "end"], "end"),
                    when(
                        num("returnRate", "6", Some(-50.0), 100.0),
                        "solveFor",
                        &["endAmount", "contribution", "years"],
                    ),
                    select("compoundingFrequency", COMPOUNDING, "annually"),
                    when(
                        num("years", "10", Some(0.0), 100.0),
                        "solveFor",
                        &["endAmount", "contribution", "returnRate"],
                    ),
                    when(
                        money("targetAmount", "100000"),
                        "solveFor",
                        &["contribution", "returnRate", "years"],
                    ),
                ],
            ),
            spec(
                "retirement",
                vec![
                    int("currentAge", "35", 0.0, 120.0),
                    int("retirementAge", "67", 0.0, 120.0),
                    int("planToAge", "90", 0.0, 120.0),
                    money("currentSavings", "50000"),
                    money("annualIncome", "75000"),
                    num("incomeGrowth", "2", Some(-50.0), 100.0),
                    pct("contributionPercent", "10"),
                    num("employerMatch", "50", Some(0.0), 1000.0),
                    pct("employerMatchLimit", "6"),
                    num("preRetirementReturn", "6", Some(-50.0), 100.0),
                    num("postRetirementReturn", "5", Some(-50.0), 100.0),
                    num("inflationRate", "3", Some(-50.0), 100.0),
                    money("incomeNeeded", "60000"),
                    money("otherIncome", "20000"),
                ],
            ),
            spec(
                "mortgage-payoff",
                vec![
                    money("loanAmount", "300000"),
                    pct("interestRate", "6.5"),
                    num("loanTerm", "30", Some(0.0), 100.0),
                    date("startDate", "2026-01-01"),
                    int("paymentsMade", "0", 0.0, 1199.0),
                    money("extraMonthly", "200"),
                    money("lumpSum", "0"),
                    int("lumpSumPayment", "12", 1.0, 1200.0),
                ],
            ),
            spec(
                "cost-of-living",
                vec![
                    select("mode", &["inflation", "places"], "inflation"),
                    money("amount", "1000"),
                    when(
                        int("fromYear", "2000", 1913.0, 2025.0),
                        "mode",
                        &["inflation"],
                    ),
                    when(
                        int("toYear", "2025", 1913.0, 2025.0),
                        "mode",
                        &["inflation"],
                    ),
                    when(num("fromIndex", "100", Some(0.0), 1e6), "mode", &["places"]),
                    when(num("toIndex", "120", Some(0.0), 1e6), "mode", &["places"]),
                ],
            ),
            spec(
                "tax",
                vec![
                    select("taxYear", &["2026", "2025"], "2026"),
                    select("filingStatus", FILING, "single"),
                    money("income", "75000"),
                    money("preTaxContributions", "0"),
                    select("deductionType", &["standard", "itemized"], "standard"),
                    when(
                        money("itemizedDeductions", "0"),
                        "deductionType",
                        &["itemized"],
                    ),
                    when(
                        int("agedOrBlind", "0", 0.0, 4.0),
                        "deductionType",
                        &["standard"],
                    ),
                ],
            ),
            spec(
                "tax-br",
                vec![
                    select("mode", &["monthly", "annual"], "monthly"),
                    when(
                        select("period", BR_PERIODS, "2026-01"),
                        "mode",
                        &["monthly"],
                    ),
                    when(select("taxYear", &["2025"], "2025"), "mode", &["annual"]),
                    money("income", "6000"),
                    money("inss", "641.51"),
                    int("dependants", "0", 0.0, 99.0),
                    money("alimony", "0"),
                    money("otherDeductions", "0"),
                    when(
                        select(
                            "deductionMethod",
                            &["best", "complete", "simplified"],
                            "best",
                        ),
                        "mode",
                        &["monthly"],
                    ),
                    when(money("taxWithheld", "0"), "mode", &["annual"]),
                ],
            ),
            spec(
                "paycheck",
                vec![
                    select("taxYear", &["2026", "2025"], "2026"),
                    select("payFrequency", PAY_FREQUENCIES, "biweekly"),
                    money("grossPay", "3000"),
                    select("filingStatus", FILING, "single"),
                    money("preTaxRetirement", "0"),
                    money("preTaxBenefits", "0"),
                    money("dependentCredits", "0"),
                    money("otherIncome", "0"),
                    money("extraDeductions", "0"),
                    money("extraWithholding", "0"),
                    pct("stateTaxRate", "0"),
                    money("yearToDateWages", "0"),
                ],
            ),
            spec(
                "paycheck-br",
                vec![
                    select("period", BR_PERIODS, "2026-01"),
                    money("grossSalary", "6000"),
                    int("dependants", "0", 0.0, 99.0),
                    money("alimony", "0"),
                    money("otherDeductions", "0"),
                    money("otherDiscounts", "0"),
                    select(
                        "deductionMethod",
                        &["best", "complete", "simplified"],
                        "best",
                    ),
                ],
            ),
            spec(
                "mortgage-br",
                vec![
                    money("loanAmount", "300000"),
                    pct("interestRate", "10.99"),
                    select("rateType", &["nominal", "effective"], "nominal"),
                    int("loanTerm", "360", 1.0, 420.0),
                    date("startDate", "2026-02-01"),
                ],
            ),
        ]
    }

    #[test]
    fn every_function_runs_on_its_declared_defaults() {
        let specs = specs();
        for f in LOANS
            .iter()
            .chain(TAX_FUNCTIONS)
            .filter(|f| f.id != "mortgage")
        {
            let spec = specs
                .iter()
                .find(|s| s.function == f.id)
                .unwrap_or_else(|| panic!("no spec for {}", f.id));
            let declared: Vec<&str> = spec.inputs.iter().map(|i| i.id.as_str()).collect();
            assert_eq!(declared, f.inputs, "{}: inputs", f.id);
            let out = evaluate(spec, &Given::new(), NumberStyle::Plain)
                .unwrap_or_else(|e| panic!("{}: {e}", f.id));
            let produced: Vec<&str> = out.ids().collect();
            assert_eq!(produced, f.outputs, "{}: outputs", f.id);
            assert!(out.all_finite(), "{}", f.id);
        }
    }

    /// The eval contract's own input ids are enough (the rest take defaults).
    #[test]
    fn contract_inputs_evaluate() {
        let specs = specs();
        let run = |id: &str, given: &[(&str, &str)]| {
            let spec = specs.iter().find(|s| s.function == id).unwrap();
            let given: Given = given
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect();
            evaluate(spec, &given, NumberStyle::Plain).unwrap()
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
            Some(&crate::OutValue::Text("2024-08-31".into()))
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
