//! `calcula eval mortgage` on the real content (issue 46 point 4): the
//! affordability mode (the most expensive home under the 28 % / 36 %
//! debt-to-income limits) and the APR with points and fees by Regulation
//! Z's actuarial method. The figures are mpmath 1.4.1's, worked out in
//! calc-wasm's unit tests (affordability.rs, apr.rs, mortgage.rs).

use crate::support::Fixture;

/// `calcula eval mortgage <given>` as JSON.
fn eval(site: &Fixture, given: &[&str]) -> serde_json::Value {
    site.eval_json(&[&["eval", "mortgage"], given].concat())
}

fn close(v: &serde_json::Value, key: &str, expected: f64) {
    crate::support::assert_near(v, key, expected, 1e-12);
}

/// The one line on stderr of a refused evaluation (exit 2).
fn refused(site: &Fixture, given: &[&str]) -> String {
    site.refused(&[&["eval", "mortgage"], given].concat())
}

/// 100,000 a year, 500 of debts: the front-end 28 % (2,333.33 a month)
/// binds; 80,000 down, 6.5 % over 30 years, tax 4,800 and insurance 1,500
/// a year afford 366,097.89866287453.
#[test]
fn affordability_where_the_front_end_limit_binds() {
    let site = Fixture::real();
    let v = eval(
        &site,
        &[
            "mode=affordability",
            "annualIncome=100000",
            "monthlyDebts=500",
            "downPayment=80000",
            "interestRate=6.5",
            "loanTerm=30",
            "propertyTax=4800",
            "insurance=1500",
        ],
    );
    assert_eq!(v["bindingRule"], "frontEnd");
    close(&v, "housingBudget", 7_000.0 / 3.0);
    close(&v, "affordablePrice", 366_097.898_662_874_53);
    close(&v, "monthlyPayment", 7_000.0 / 3.0);
}

/// 120,000 a year, 1,200 of debts: the back-end 36 % less the debts
/// (2,400) binds; 10 % down with PMI 0.5 %, tax 1.2 % of the price,
/// insurance 1,200 and HOA 50 afford 318,533.90767361658.
#[test]
fn affordability_where_the_back_end_limit_binds() {
    let site = Fixture::real();
    let v = eval(
        &site,
        &[
            "mode=affordability",
            "annualIncome=120000",
            "monthlyDebts=1200",
            "downPaymentUnit=percent",
            "downPaymentPercent=10",
            "interestRate=6.5",
            "loanTerm=30",
            "propertyTaxUnit=percent",
            "propertyTaxRate=1.2",
            "insurance=1200",
            "hoaDues=50",
            "pmiRate=0.5",
        ],
    );
    assert_eq!(v["bindingRule"], "backEnd");
    close(&v, "housingBudget", 2_400.0);
    close(&v, "affordablePrice", 318_533.907_673_616_6);
    close(&v, "monthlyPayment", 2_400.0);
}

/// 60,000 a year and 1,900 of debts: 36 % of 5,000 a month is 1,800, less
/// than the debts; nothing is computed and the debts are blamed.
#[test]
fn debts_above_the_back_end_limit_afford_nothing() {
    let site = Fixture::real();
    let stderr = refused(
        &site,
        &[
            "mode=affordability",
            "annualIncome=60000",
            "monthlyDebts=1900",
        ],
    );
    assert!(
        stderr.starts_with(
            "error: monthlyDebts: nothing is affordable: the debt-to-income limits leave 0 a month"
        ),
        "{stderr}"
    );
}

/// One point and 4,000 of fees on 320,000 at 6.5 % for 30 years: 312,800
/// financed, APR 6.7201765011105487 % (mpmath; numpy-financial 1.0.0's
/// npf.rate gives 6.7201766151812 %).
#[test]
fn apr_with_points_and_fees() {
    let site = Fixture::real();
    let v = eval(
        &site,
        &[
            "homePrice=400000",
            "downPayment=80000",
            "interestRate=6.5",
            "loanTerm=30",
            "discountPoints=1",
            "prepaidCharges=4000",
        ],
    );
    close(&v, "amountFinanced", 312_800.0);
    close(&v, "apr", 6.720_176_501_110_549);
    // The payment mode leaves the affordability results out.
    assert!(v["affordablePrice"].is_null(), "{v}");
}

#[test]
fn points_fees_and_limits_out_of_range_are_refused_at_their_field() {
    let site = Fixture::real();
    for (given, start) in [
        (
            vec!["discountPoints=101"],
            "error: discountPoints: must be at most 100",
        ),
        (
            vec!["discountPoints=100"],
            "error: discountPoints: must be less than 100",
        ),
        (
            vec!["prepaidCharges=320000"],
            "error: prepaidCharges: must be less than 320000",
        ),
        (
            vec!["mode=affordability", "backEndRatio=101"],
            "error: backEndRatio: must be at most 100",
        ),
        (
            vec!["mode=affordability", "frontEndRatio=0"],
            "error: frontEndRatio: must be greater than 0",
        ),
    ] {
        let stderr = refused(&site, &given);
        assert!(stderr.starts_with(start), "{given:?}: {stderr}");
    }
}
