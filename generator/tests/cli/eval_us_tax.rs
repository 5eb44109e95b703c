//! `calcula eval tax` and `paycheck` on the real U.S. pages with the 2025
//! law (issue 46 points 1 and 3): the Schedule 1-A deductions, the earned
//! income credit, the W-4's Step 2 box; bad input refused at its field.
//! The amounts are the project's worked households (policyengine-us
//! 2.68.0, checked line by line by hand; calc-finance's tax_households.rs
//! has them all) and Publication 15-T worked by hand (paycheck.rs).

use crate::support::Fixture;

fn eval(site: &Fixture, id: &str, given: &[&str]) -> serde_json::Value {
    site.eval_json(&[&["eval", id], given].concat())
}

use crate::support::assert_cent as cent;

/// Refused with exit 2, nothing on stdout, one line naming the field.
fn refused(site: &Fixture, id: &str, given: &[&str], line: &str) {
    let stderr = site.refused(&[&["eval", id], given].concat());
    assert_eq!(stderr.trim_end(), line, "{given:?}");
}

/// The issue's own command: one box for age 65 is now the senior deduction
/// too (worked example E01: 17,750 + 6,000 off 50,000; 3,631.50 before).
#[test]
fn the_issues_senior_case_gets_the_senior_deduction() {
    let site = Fixture::real();
    let v = eval(
        &site,
        "tax",
        &["taxYear=2025", "income=50000", "agedOrBlind=1"],
    );
    cent(&v, "seniorDeduction", 6000.0);
    cent(&v, "taxableIncome", 26_250.0);
    cent(&v, "tax", 2911.5);
}

/// Worked examples E02, E03, E09 and E07 through the command line.
#[test]
fn tips_overtime_car_loan_and_the_earned_income_credit() {
    let site = Fixture::real();
    let v = eval(
        &site,
        "tax",
        &["taxYear=2026", "income=65000", "qualifiedTips=20000"],
    );
    cent(&v, "tipsDeduction", 20_000.0);
    cent(&v, "tax", 3220.0);
    let v = eval(
        &site,
        "tax",
        &["taxYear=2025", "income=60000", "qualifiedOvertime=8000"],
    );
    cent(&v, "tax", 4111.5);
    let v = eval(
        &site,
        "tax",
        &["taxYear=2025", "income=90000", "carLoanInterest=4000"],
    );
    cent(&v, "tax", 10_369.0);
    let v = eval(
        &site,
        "tax",
        &[
            "taxYear=2025",
            "filingStatus=married_joint",
            "income=28000",
            "children=3",
        ],
    );
    cent(&v, "earnedIncomeCredit", 8046.0);
    cent(&v, "additionalChildTaxCredit", 3825.0);
    cent(&v, "refund", 11_871.0);
}

#[test]
fn tips_or_overtime_above_the_pay_and_negative_amounts_are_refused() {
    let site = Fixture::real();
    refused(
        &site,
        "tax",
        &["income=30000", "qualifiedTips=30001"],
        "error: qualifiedTips: must not be more than income",
    );
    // Interest is not pay: 20,000 of the 30,000 is pay.
    refused(
        &site,
        "tax",
        &[
            "income=30000",
            "nonWageIncome=10000",
            "qualifiedOvertime=20001",
        ],
        "error: qualifiedOvertime: must not be more than income",
    );
    refused(
        &site,
        "tax",
        &[
            "income=30000",
            "qualifiedTips=15000",
            "qualifiedOvertime=15001",
        ],
        "error: qualifiedOvertime: must not be more than income",
    );
    refused(
        &site,
        "tax",
        &["carLoanInterest=-1"],
        "error: carLoanInterest: must be at least 0",
    );
    refused(
        &site,
        "tax",
        &["agedOrBlind=1", "blind=2"],
        "error: blind: must not be more than agedOrBlind",
    );
}

/// Publication 15-T (2026) with the W-4 Step 2 box checked: 2,500
/// biweekly is 9,967 a year on the single Step 2 table (383.35 a check),
/// against 5,620 unchecked.
#[test]
fn paycheck_w4_step2_box() {
    let site = Fixture::real();
    let given = ["taxYear=2026", "payFrequency=biweekly", "grossPay=2500"];
    let v = eval(&site, "paycheck", &given);
    cent(&v, "annualFederalIncomeTax", 5620.0);
    let mut checked = given.to_vec();
    checked.push("multipleJobs=true");
    let v = eval(&site, "paycheck", &checked);
    cent(&v, "annualFederalIncomeTax", 9967.0);
    cent(&v, "federalIncomeTax", 383.35);
}
