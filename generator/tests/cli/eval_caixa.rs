//! `calcula eval` on the real Portuguese mortgage and payoff pages as Caixa
//! simulates them (issue 45 item 3): the encargo with MIP, DFI, fee and TR,
//! the CET, the 30 % income rule, an extra amortization reducing the term
//! or the instalment, and the payoff under SAC. The figures are worked by
//! hand or with numpy-financial 1.0.0 / mpmath 1.4.1 in caixa.rs's and
//! credit_br.rs's unit tests and the YAML examples, which name the source.

use crate::support::Fixture;

/// `calcula eval <id> --lang <lang> <given>` as JSON.
fn eval(site: &Fixture, id: &str, lang: &str, given: &[&str]) -> serde_json::Value {
    site.eval_json(&[&["eval", id, "--lang", lang], given].concat())
}

fn close(v: &serde_json::Value, key: &str, expected: f64) {
    crate::support::assert_near(v, key, expected, 1e-9);
}

/// 120 000 financed (150 000 − 30 000) over 120 months at 1 % a.m., MIP
/// 0.025 % a.m., DFI 0.007 % a.m., fee 25, first due 2026-02-10.
const CONTRACT: [&str; 10] = [
    "propertyValue=150000",
    "downPayment=30000",
    "interestRate=1",
    "rateType=monthly",
    "loanTerm=120",
    "startDate=2026-02-10",
    "mipRate=0.025",
    "dfiRate=0.007",
    "adminFee=25",
    "trRate=0",
];

fn mortgage(site: &Fixture, more: &[&str]) -> serde_json::Value {
    let given: Vec<&str> = CONTRACT.iter().chain(more).copied().collect();
    eval(site, "mortgage", "pt-BR", &given)
}

#[test]
fn a_sac_financing_with_mip_dfi_and_fee_at_tr_zero() {
    let site = Fixture::real();
    let v = mortgage(&site, &["familyIncome=10000"]);
    // By hand: 1 000 + 1 200 + 30 + 10.50 + 25; last 1 000 + 10 + 0.25 +
    // 10.50 + 25; totals 72 600 interest, 1 815 MIP, 1 260 DFI, 3 000 fees.
    close(&v, "sacFirstCharge", 2_265.50);
    close(&v, "sacLastCharge", 1_045.75);
    close(&v, "sacTotalMip", 1_815.0);
    close(&v, "sacTotalDfi", 1_260.0);
    close(&v, "sacTotalFees", 3_000.0);
    close(&v, "sacTotalCharges", 198_675.0);
    // mpmath 1.4.1 findroot on the encargos at their calendar days / 365.
    close(&v, "sacCetYearly", 13.672_584_534_751_77);
    close(&v, "sacCommitment", 22.655);
    assert_eq!(v["incomeWarning"], "none");
}

#[test]
fn the_thirty_percent_rule_both_sides() {
    let site = Fixture::real();
    // 2 265.50 of 7 000 is 32.36 %: SAC above, Price's 1 787.15 within.
    let v = mortgage(&site, &["familyIncome=7000"]);
    assert_eq!(v["incomeWarning"], "sacAbove");
    close(&v, "sacCommitment", 2_265.5 / 70.0);
    // On 5 000 both are above 1 500; SAC finances (1 500 − 35.50)·12 000/223.
    let v = mortgage(&site, &["familyIncome=5000"]);
    assert_eq!(v["incomeWarning"], "bothAbove");
    close(&v, "sacMaxLoan", 1_464.5 * 12_000.0 / 223.0);
    // No income is an error on its field.
    let out = site.calcula(&["eval", "mortgage", "--lang", "pt-BR", "familyIncome=0"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("familyIncome"));
}

#[test]
fn tr_corrects_the_balance_before_interest() {
    let site = Fixture::real();
    // By hand: 120 120 after TR 0.1 %, interest 1 201.20, amortization
    // 1 001, MIP 30.03: 2 267.73.
    let mut given: Vec<&str> = CONTRACT[..9].to_vec();
    given.extend(["trRate=0.1", "familyIncome=10000"]);
    let v = eval(&site, "mortgage", "pt-BR", &given);
    close(&v, "sacFirstCharge", 2_267.73);
    let first = &v["sacSchedule"][0];
    close(first, "correction", 120.0);
    close(first, "balance", 119_119.0);
}

#[test]
fn an_extra_amortization_reduces_the_term_or_the_instalment() {
    let site = Fixture::real();
    let extra = ["familyIncome=10000", "extraAmount=20000", "extraMonth=12"];
    let run = |mode: &str| {
        let mode = format!("extraMode={mode}");
        let mut more = extra.to_vec();
        more.push(&mode);
        mortgage(&site, &more)
    };
    // SAC by hand: 88 000 left after the extra; at 1 000 a month, 100
    // months in all and 19 700 of interest saved; keeping the 108 months,
    // 88 000/108 a month and 10 900 saved.
    let term = run("term");
    assert_eq!(term["sacTermAfterExtra"], 100);
    close(&term, "sacInterestSaved", 19_700.0);
    // numpy-financial 1.0.0: npf.nper gives 78.57 → 79 more months.
    assert_eq!(term["priceTermAfterExtra"], 91);
    let payment = run("payment");
    assert_eq!(payment["sacTermAfterExtra"], 120);
    close(&payment, "sacInterestSaved", 10_900.0);
    close(
        &payment,
        "sacChargeAfterExtra",
        88_000.0 / 108.0 + 880.0 + 22.0 + 35.5,
    );
    // -npf.pmt(0.01, 108, 93384.15479077188) + MIP + 35.50.
    close(&payment, "priceChargeAfterExtra", 1_476.812_767_293_511_8);
}

#[test]
fn the_payoff_page_runs_sac() {
    let site = Fixture::real();
    // By hand: 96 000 owed after 24 of 120 payments; 1 000 extra a month
    // halves the 96 remaining; interest 23 520 against 46 560.
    let v = eval(
        &site,
        "mortgage-payoff",
        "pt-BR",
        &[
            "loanAmount=120000",
            "interestRate=1",
            "rateUnit=monthly",
            "system=sac",
            "loanTerm=10",
            "startDate=2026-01-10",
            "paymentsMade=24",
            "extraMonthly=1000",
            "lumpSum=0",
        ],
    );
    close(&v, "currentBalance", 96_000.0);
    close(&v, "monthlyPayment", 1_960.0);
    assert_eq!(v["newRemainingPayments"], 48);
    close(&v, "interestSaved", 23_040.0);
}

/// The English pages keep the U.S. functions: none of Caixa's inputs.
#[test]
fn the_english_pages_are_unchanged() {
    let site = Fixture::real();
    let out = site.calcula(&["eval", "mortgage", "mipRate=0.025"]);
    assert!(!out.status.success(), "{out:?}");
    let out = site.calcula(&["eval", "mortgage-payoff", "system=sac"]);
    assert!(!out.status.success(), "{out:?}");
}
