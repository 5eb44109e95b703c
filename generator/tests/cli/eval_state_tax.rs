//! `calcula eval tax|paycheck` with a state (issue 46 point 2), on the real
//! content. Amounts worked by hand from the state schedules in
//! calc-wasm/calculators/finance/src/data/us-state-income-tax.yaml.

use crate::support::{assert_cent, assert_contains, assert_near, Fixture};
use serde_json::Value;

/// `calcula eval tax` for 2025 wages `income` (single) in `state`.
fn tax_2025(site: &Fixture, income: &str, state: &str) -> Value {
    let income = format!("income={income}");
    let state = format!("state={state}");
    site.eval_json(&["eval", "tax", "taxYear=2025", &income, &state])
}

/// `calcula eval paycheck` for biweekly 2,000 in 2025 (single), with the
/// state inputs `more`.
fn paycheck_2025(site: &Fixture, more: &[&str]) -> Value {
    let mut args = vec!["eval", "paycheck", "taxYear=2025", "grossPay=2000"];
    args.extend_from_slice(more);
    site.eval_json(&args)
}

/// The note on the state's figures.
fn state_note(v: &Value) -> &str {
    v["stateNote"].as_str().unwrap()
}

/// The state note begins with `start`.
fn assert_note_starts(v: &Value, start: &str) {
    let note = state_note(v);
    assert!(note.starts_with(start), "{note}");
}

/// California 2025, single, wages 60,000: taxable 60,000 − 5,706 = 54,294;
/// 1 % × 11,079 + 2 % × 15,185 + 4 % × 15,188 + 6 % × 12,842 = 110.79 +
/// 303.70 + 607.52 + 770.52 = 1,792.53, less the 153 exemption credit:
/// 1,639.53 (policyengine-us 2.68.0 gives the same). Federal: taxable
/// 44,250, 1,192.50 + 12 % × 32,325 = 5,071.50.
#[test]
fn tax_with_california() {
    let site = Fixture::real();
    let v = tax_2025(&site, "60000", "CA");
    assert_near(&v, "stateTaxableIncome", 54_294.0, 1e-9);
    assert_near(&v, "stateTax", 1_639.53, 1e-9);
    assert_eq!(v["localTax"], 0.0, "{v}");
    assert_near(&v, "taxWithStateAndLocal", 5_071.5 + 1_639.53, 1e-9);
    assert_note_starts(&v, "California, 2025: figures confirmed");
}

/// New York City, 2025, single, biweekly 2,000: the year's 52,000 of wages,
/// New York taxable income 44,000: 4 % × 8,500 + 4.5 % × 3,200 + 5.25 % ×
/// 2,200 + 5.5 % × 30,100 = 2,255; NYC 3.078 % × 12,000 + 3.762 % × 13,000
/// + 3.819 % × 19,000 = 1,584.03; each over 26 paychecks.
#[test]
fn paycheck_with_new_york_city() {
    let site = Fixture::real();
    let v = paycheck_2025(&site, &["state=NY", "locality=nyc"]);
    assert_near(&v, "stateTax", 2_255.0 / 26.0, 1e-9);
    assert_near(&v, "localTax", 1_584.03 / 26.0, 1e-9);
    assert_near(&v, "annualStateTax", 2_255.0, 1e-9);
    assert_contains(state_note(&v), "withholding tables");
}

/// Oregon 2025, single, wages 80,000: it subtracts the federal income tax
/// computed on the same return (taxable 64,250: 1,192.50 + 4,386 + 22 % ×
/// 15,775 = 9,049) up to its 8,500 cap, so taxable 80,000 − 2,835 − 8,500
/// = 68,665; 4.75 % × 4,400 + 6.75 % × 6,700 +
/// 8.75 % × 57,565 = 5,698.1875, less the 256 exemption credit: 5,442.19
/// (policyengine-us 2.68.0: 5,442.19).
#[test]
fn tax_with_oregon_deducts_the_federal_income_tax_up_to_its_cap() {
    let site = Fixture::real();
    let v = tax_2025(&site, "80000", "OR");
    assert_cent(&v, "tax", 9_049.0);
    assert_cent(&v, "stateTaxableIncome", 68_665.0);
    assert_cent(&v, "stateTax", 5_442.19);
    assert_contains(
        state_note(&v),
        "Oregon deducts federal income tax (all or part of it, as its law sets): the federal return's",
    );
    // Wages 30,000: the whole federal tax, 1,471.50 (taxable 14,250), is
    // under the cap: 30,000 − 2,835 − 1,471.50 = 25,693.50; 209 + 452.25
    // + 8.75 % × 14,593.50 = 1,938.18, less 256: 1,682.18 (policyengine-us
    // 2.68.0: 1,682.18).
    let v = tax_2025(&site, "30000", "OR");
    assert_cent(&v, "stateTaxableIncome", 25_693.5);
    assert_cent(&v, "stateTax", 1_682.18);
}

/// Oregon on a paycheck: biweekly 2,000 in 2025, single; the year's W-4
/// withholding on the 52,000 of wages (4,201.50) stands for the federal
/// tax, under the 8,500 cap: 52,000 − 2,835 − 4,201.50 = 44,963.50; 209 +
/// 452.25 + 8.75 % × 33,863.50 = 3,624.31, less 256: 3,368.31 a year.
#[test]
fn paycheck_with_oregon_deducts_the_federal_withholding() {
    let site = Fixture::real();
    let v = paycheck_2025(&site, &["state=OR"]);
    assert_cent(&v, "annualFederalIncomeTax", 4_201.5);
    assert_cent(&v, "annualStateTax", 3_368.31);
    assert_near(&v, "stateTax", 3_368.306_25 / 26.0, 1e-12);
    assert_contains(
        state_note(&v),
        "here the year's federal income tax withholding on these wages (W-4)",
    );
}

/// Arkansas 2025, single, wages 45,000: taxable 45,000 − 2,470 = 42,530,
/// in the Regular Income Tax Table's 42,500–42,599 row, computed on its
/// middle by the Indexed Tax Brackets card: 3.9 % × 42,549.50 − 419.96 =
/// 1,239.47, printed as 1,239; less the 29 personal credit (the additional
/// credit is gone above 27,700): 1,210 (policyengine-us 2.68.0: 1,210).
/// Federal: taxable 29,250, 1,192.50 + 12 % × 17,325 = 3,271.50.
#[test]
fn tax_with_arkansas_reads_its_tax_table() {
    let site = Fixture::real();
    let v = tax_2025(&site, "45000", "AR");
    assert_cent(&v, "stateTaxableIncome", 42_530.0);
    assert_cent(&v, "stateTax", 1_210.0);
    assert_cent(&v, "taxWithStateAndLocal", 3_271.5 + 1_210.0);
    assert_note_starts(&v, "Arkansas, 2025: figures from policyengine-us");
    assert_contains(state_note(&v), "the tax is the table's");
}

/// Arkansas on a paycheck: biweekly 2,000 in 2025, single: the year's
/// 52,000 of wages, taxable 49,530, row 49,500–49,599: 3.9 % × 49,549.50 −
/// 419.96 = 1,512.47 → 1,512, less 29: 1,483 a year, over 26 paychecks.
#[test]
fn paycheck_with_arkansas() {
    let site = Fixture::real();
    let v = paycheck_2025(&site, &["state=AR"]);
    assert_cent(&v, "annualStateTax", 1_483.0);
    assert_near(&v, "stateTax", 1_483.0 / 26.0, 1e-12);
}

#[test]
fn an_unknown_state_is_refused_and_a_state_without_figures_says_why() {
    let site = Fixture::real();
    for function in ["tax", "paycheck"] {
        let stderr = site.refused(&["eval", function, "state=XX"]);
        assert!(
            stderr.starts_with("error: state: unknown option; expected one of: AK, AL,"),
            "{stderr}"
        );
    }
    // California's 2026 figures are not published yet: no state amount,
    // and the note says so.
    let v = site.eval_json(&["eval", "paycheck", "taxYear=2026", "state=CA"]);
    assert!(v.get("stateTax").is_none(), "{v}");
    assert_note_starts(&v, "California, 2026: state income tax not available");
}
