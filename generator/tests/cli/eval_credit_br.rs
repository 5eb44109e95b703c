//! `calcula eval` on the real Portuguese credit pages (issue 45 item 1):
//! rates per month (a.m.) or per year (a.a.), past the U.S. pages' 100 %
//! a year, shown both ways; the loan's IOF and CET. The figures are
//! mpmath 1.4.1's; calc-wasm's unit tests work them out (rates.rs,
//! loan_br.rs, credit_br.rs, sac.rs).

use crate::support::Fixture;

/// `calcula eval <id> --lang pt-BR <given>` as JSON.
fn eval_pt(site: &Fixture, id: &str, given: &[&str]) -> serde_json::Value {
    site.eval_json(&[&["eval", id, "--lang", "pt-BR"], given].concat())
}

fn close(v: &serde_json::Value, key: &str, expected: f64) {
    crate::support::assert_near(v, key, expected, 1e-9);
}

/// The issue's own command: refused with "must be at most 100" before.
#[test]
fn a_card_rate_a_month_or_a_year_runs_on_the_loan_page() {
    let site = Fixture::real();
    let loan = ["loanAmount=1000", "loanTerm=12", "termUnit=months"];
    let run = |rate: &[&str]| {
        let mut given = loan.to_vec();
        given.extend(rate);
        eval_pt(&site, "loan", &given)
    };
    // PMT(0.14, 12, 1000); 1.14^12 − 1.
    let v = run(&["interestRate=14", "rateUnit=monthly"]);
    close(&v, "payment", 176.669_326_923_212_6);
    close(&v, "yearlyRate", 381.790_481_982_848_9);
    // 168 % a.a. is 2.68^(1/12) − 1 a month.
    let v = run(&["interestRate=168", "rateUnit=yearly"]);
    close(&v, "monthlyRate", 8.562_015_978_465_606);
    close(&v, "payment", 136.584_540_608_856_1);
    // The English page keeps its definition and its limit.
    let out = site.calcula(&["eval", "loan", "interestRate=168"]);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
}

/// 10 000 over 12 months at 2.99 % a.m., the first payment 2026-02-05,
/// fee 500 and insurance 150: IOF and CET (Res. CMN 4.881/2020).
#[test]
fn the_loan_pages_cet_counts_the_iof_the_fee_and_the_insurance() {
    let site = Fixture::real();
    let v = eval_pt(
        &site,
        "loan",
        &[
            "loanAmount=10000",
            "interestRate=2.99",
            "rateUnit=monthly",
            "loanTerm=12",
            "termUnit=months",
            "startDate=2026-02-05",
            "registrationFee=500",
            "creditInsurance=150",
        ],
    );
    close(&v, "iof", 208.231_242_873_978_26);
    close(&v, "amountReceived", 9_141.768_757_126_021);
    close(&v, "cetYearly", 70.503_059_312_830_18);
    close(&v, "cetMonthly", 4.546_865_072_731_161);
    close(&v, "yearlyRate", 42.410_069_289_913_26);
}

/// Every other Portuguese credit page takes a rate a month and shows it a
/// year: 1 % a.m. is 1.01^12 − 1 = 12.682 503 013 196 972 % a.a.
#[test]
fn every_portuguese_credit_page_takes_a_rate_a_month() {
    let site = Fixture::real();
    // The SAC pages choose among a month, a year nominal and a year effective.
    for (id, unit) in [
        ("auto-loan", "rateUnit=monthly"),
        ("mortgage-payoff", "rateUnit=monthly"),
        ("mortgage", "rateType=monthly"),
        ("amortization", "rateType=monthly"),
    ] {
        let v = eval_pt(&site, id, &["interestRate=1", unit]);
        close(&v, "yearlyRate", 12.682_503_013_196_972);
        close(&v, "monthlyRate", 1.0);
    }
}
