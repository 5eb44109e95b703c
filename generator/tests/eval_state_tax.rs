//! `calcula eval tax|paycheck` with a state (issue 46 point 2), on the real
//! content. Amounts worked by hand from the state schedules in
//! calc-wasm/calculators/finance/src/data/us-state-income-tax.yaml.

mod support;

use support::Fixture;

use support::assert_near;

/// California 2025, single, wages 60,000: taxable 60,000 − 5,706 = 54,294;
/// 1 % × 11,079 + 2 % × 15,185 + 4 % × 15,188 + 6 % × 12,842 = 110.79 +
/// 303.70 + 607.52 + 770.52 = 1,792.53, less the 153 exemption credit:
/// 1,639.53 (policyengine-us 2.68.0 gives the same). Federal: taxable
/// 44,250, 1,192.50 + 12 % × 32,325 = 5,071.50.
#[test]
fn tax_with_california() {
    let site = Fixture::real();
    let v = site.eval_json(&["eval", "tax", "taxYear=2025", "income=60000", "state=CA"]);
    assert_near(&v, "stateTaxableIncome", 54_294.0, 1e-9);
    assert_near(&v, "stateTax", 1_639.53, 1e-9);
    assert_eq!(v["localTax"], 0.0, "{v}");
    assert_near(&v, "taxWithStateAndLocal", 5_071.5 + 1_639.53, 1e-9);
    let note = v["stateNote"].as_str().unwrap();
    assert!(
        note.starts_with("California, 2025: figures confirmed"),
        "{note}"
    );
}

/// New York City, 2025, single, biweekly 2,000: the year's 52,000 of wages,
/// New York taxable income 44,000: 4 % × 8,500 + 4.5 % × 3,200 + 5.25 % ×
/// 2,200 + 5.5 % × 30,100 = 2,255; NYC 3.078 % × 12,000 + 3.762 % × 13,000
/// + 3.819 % × 19,000 = 1,584.03; each over 26 paychecks.
#[test]
fn paycheck_with_new_york_city() {
    let site = Fixture::real();
    let v = site.eval_json(&[
        "eval",
        "paycheck",
        "taxYear=2025",
        "grossPay=2000",
        "state=NY",
        "locality=nyc",
    ]);
    assert_near(&v, "stateTax", 2_255.0 / 26.0, 1e-9);
    assert_near(&v, "localTax", 1_584.03 / 26.0, 1e-9);
    assert_near(&v, "annualStateTax", 2_255.0, 1e-9);
    let note = v["stateNote"].as_str().unwrap();
    assert!(note.contains("withholding tables"), "{note}");
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
    let note = v["stateNote"].as_str().unwrap();
    assert!(
        note.starts_with("California, 2026: state income tax not available"),
        "{note}"
    );
}
