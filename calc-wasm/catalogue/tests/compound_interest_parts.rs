//! Issue 41: with withdrawals and tax, compound interest's donut summed to
//! 32,021.24 while the future value was 24,781.55: it split the money put
//! in and the interest earned, which no longer add up to the future value
//! once money comes out. Each donut the page shows must account for the
//! future value: its slices add up to it, or the future value is a slice
//! and the rest are where the other money went (withdrawals, tax), the
//! slices adding up to the money put in plus the interest earned.
#![cfg(feature = "content")]

use calc_catalogue::evaluate;
use calc_catalogue::testing::{calculator, spec};
use calc_core::{Given, NumberStyle, Outputs};
use content_model::raw::ChartKind;

const ID: &str = "compound-interest";

fn given(pairs: &[(&str, &str)]) -> Given {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

/// An output's number; a null output (no withdrawals, no tax) is no slice.
fn number(out: &Outputs, id: &str) -> Option<f64> {
    out.number_of(id)
        .or_else(|| out.json_of(id).and_then(serde_json::Value::as_f64))
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-9 * b.abs().max(1.0)
}

#[test]
fn compound_interest_donut_parts_add_up_to_the_future_value() {
    let calc = calculator(ID);
    let spec = spec(ID);
    let option_sets = [
        // The defaults, no options.
        vec![("moreOptions", "none")],
        // Monthly withdrawals and tax on the interest (the kind of case).
        vec![
            ("moreOptions", "add"),
            ("withdrawal", "100"),
            ("withdrawalFrequency", "monthly"),
            ("interestTax", "15"),
        ],
        // Withdrawals alone, yearly; tax alone; a raise with both.
        vec![
            ("moreOptions", "add"),
            ("withdrawal", "2000"),
            ("withdrawalFrequency", "annually"),
        ],
        vec![("moreOptions", "add"), ("interestTax", "27.5")],
        vec![
            ("moreOptions", "add"),
            ("contributionGrowth", "3"),
            ("withdrawal", "50"),
            ("withdrawalFrequency", "weekly"),
            ("interestTax", "20"),
        ],
        // Withdrawals that empty the account.
        vec![
            ("moreOptions", "add"),
            ("contribution", "0"),
            ("withdrawal", "1000"),
            ("withdrawalFrequency", "monthly"),
            ("interestTax", "10"),
        ],
    ];
    for pairs in option_sets {
        let given = given(&pairs);
        let out = evaluate(&spec, &given, NumberStyle::Plain).unwrap();
        let future = number(&out, "futureValue").unwrap();
        let money_in = number(&out, "totalContributions").unwrap();
        let interest = number(&out, "totalInterest").unwrap();
        let shown: Vec<_> = calc
            .base
            .charts
            .iter()
            .filter(|c| c.kind == ChartKind::Donut)
            .filter(|c| {
                c.when.as_ref().is_none_or(|w| {
                    w.chain().all(|w| {
                        let value = given
                            .get(&w.input)
                            .cloned()
                            .or_else(|| {
                                spec.inputs
                                    .iter()
                                    .find(|i| i.id == w.input)
                                    .map(|i| i.default.clone())
                            })
                            .unwrap_or_default();
                        w.is.contains(&value)
                    })
                })
            })
            .collect();
        assert_eq!(shown.len(), 1, "{pairs:?}: one donut");
        let slices: Vec<(&str, f64)> = shown[0]
            .series
            .iter()
            .filter_map(|s| number(&out, s).map(|v| (s.as_str(), v)))
            .collect();
        let sum: f64 = slices.iter().map(|(_, v)| v).sum();
        let has_future = slices.iter().any(|(id, _)| *id == "futureValue");
        assert!(
            close(sum, future) || (has_future && close(sum, money_in + interest)),
            "{pairs:?}: slices {slices:?} sum to {sum}, the future value is {future}"
        );
    }
}
