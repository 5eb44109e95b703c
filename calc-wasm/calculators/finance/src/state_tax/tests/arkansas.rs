//! Arkansas 2025: its Indexed Tax Brackets card read through its tax table,
//! its low income tax tables, its personal credits and its additional tax
//! credit for qualified individuals.

use super::*;

/// policyengine-us 2.68.0 (policyengine-core 3.33.12), run once for this
/// change (2026-12-07, /tmp/arkansas/pe_ar.py): Arkansas, tax year 2025,
/// one adult aged 35 with wages only and no dependants (joint: a spouse
/// aged 35 with no income; head of household and married filing
/// separately: the filing status given as an input, no one else in the
/// household); its `state_taxable_income` and
/// `state_income_tax_before_refundable_credits` (single precision, so
/// within a cent). 15,000 to 28,500: the low income tables and the
/// additional credit's phase-out; 45,000 and 90,000: the tax table; 96,000
/// (taxable 93,530, or 91,060 joint) just below the high-income rows from
/// 94,701, 99,000 (single 96,530) in them; 120,000 and up: the formula
/// above the table's end, 100,001.
///
/// OpenTaxSolver 2025 (tenforty 2025.12, which has no OTS form for Arkansas
/// 2025 and answers from its graph backend), run once the same day
/// (/tmp/arkansas/ar_tf.py), differs at every point: single at 200,000 it
/// gives taxable 197,590 and 7,296.15 = 2 % × 5,400 + 3 % × 4,700 + 3.4 % ×
/// 10,100 + 3.9 % × 171,891, i.e. Arkansas's 2024 standard deduction
/// (2,410) and 2024 bracket bounds (5,499, 10,899, 15,599, 25,699) taxed
/// slice by slice, with no tax table, no low income table, no high-income
/// rows and no credits; at 45,000 single 1,251.15, joint 1,157.16. It is not
/// the 2025 law, so no literal is taken from it.
/// (status, wages, taxable income, tax).
const POLICYENGINE_ARKANSAS_2025: &[(Filing, f64, f64, f64)] = &[
    (Filing::Single, 15_000.0, 12_530.0, 0.0),
    (Filing::Single, 17_000.0, 14_530.0, 98.0),
    (Filing::Single, 24_000.0, 21_530.0, 356.0),
    (Filing::Single, 28_500.0, 26_030.0, 509.0),
    (Filing::Single, 45_000.0, 42_530.0, 1_210.0),
    (Filing::Single, 90_000.0, 87_530.0, 2_966.0),
    (Filing::Single, 96_000.0, 93_530.0, 3_200.0),
    (Filing::Single, 99_000.0, 96_530.0, 3_517.0),
    (Filing::Single, 120_000.0, 117_530.0, 4_463.67),
    (Filing::Single, 200_000.0, 197_530.0, 7_583.67),
    (Filing::Single, 250_000.0, 247_530.0, 9_533.67),
    (Filing::MarriedJoint, 15_000.0, 10_060.0, 0.0),
    (Filing::MarriedJoint, 17_000.0, 12_060.0, 0.0),
    (Filing::MarriedJoint, 24_000.0, 19_060.0, 0.0),
    (Filing::MarriedJoint, 28_500.0, 23_560.0, 414.0),
    (Filing::MarriedJoint, 45_000.0, 40_060.0, 1_084.0),
    (Filing::MarriedJoint, 90_000.0, 85_060.0, 2_839.0),
    (Filing::MarriedJoint, 96_000.0, 91_060.0, 3_073.0),
    (Filing::MarriedJoint, 99_000.0, 94_060.0, 3_190.0),
    (Filing::MarriedJoint, 120_000.0, 115_060.0, 4_338.34),
    (Filing::MarriedJoint, 200_000.0, 195_060.0, 7_458.34),
    (Filing::MarriedJoint, 250_000.0, 245_060.0, 9_408.34),
    (Filing::HeadOfHousehold, 15_000.0, 12_530.0, 0.0),
    (Filing::HeadOfHousehold, 17_000.0, 14_530.0, 0.0),
    (Filing::HeadOfHousehold, 24_000.0, 21_530.0, 241.0),
    (Filing::HeadOfHousehold, 28_500.0, 26_030.0, 480.0),
    (Filing::HeadOfHousehold, 45_000.0, 42_530.0, 1_181.0),
    (Filing::HeadOfHousehold, 90_000.0, 87_530.0, 2_937.0),
    (Filing::HeadOfHousehold, 96_000.0, 93_530.0, 3_171.0),
    (Filing::HeadOfHousehold, 99_000.0, 96_530.0, 3_488.0),
    (Filing::HeadOfHousehold, 120_000.0, 117_530.0, 4_434.67),
    (Filing::HeadOfHousehold, 200_000.0, 197_530.0, 7_554.67),
    (Filing::HeadOfHousehold, 250_000.0, 247_530.0, 9_504.67),
    (Filing::MarriedSeparate, 15_000.0, 12_530.0, 64.0),
    (Filing::MarriedSeparate, 17_000.0, 14_530.0, 124.0),
    (Filing::MarriedSeparate, 24_000.0, 21_530.0, 356.0),
    (Filing::MarriedSeparate, 28_500.0, 26_030.0, 509.0),
    (Filing::MarriedSeparate, 45_000.0, 42_530.0, 1_210.0),
    (Filing::MarriedSeparate, 120_000.0, 117_530.0, 4_463.67),
];

#[test]
fn arkansas_2025_agrees_with_policyengine_us_by_filing_status() {
    for &(status, wages, taxable, tax) in POLICYENGINE_ARKANSAS_2025 {
        let got = tax_of("AR", None, 2025, &household(status, wages));
        let what = format!("AR {status:?} {wages}: {got:?}");
        assert!((got.taxable_income - taxable).abs() < 1e-9, "{what}");
        assert!((got.tax - tax).abs() < 0.01, "{what}");
    }
}

#[test]
fn arkansas_tax_table_reads_the_card_on_the_band_middle() {
    // Worked from the 2025 Indexed Tax Brackets card and Regular Income Tax
    // Table: single, wages 45,000: taxable 45,000 − 2,470 = 42,530, in the
    // table's 42,500–42,599 row, computed on its middle, 42,549.50: 3.9 % ×
    // 42,549.50 − 419.96 = 1,239.4705, printed as 1,239. Less the 29
    // personal credit; the additional credit is gone (taxable income more
    // than 1,200 over 26,500): 1,210.
    let t = tax_of("AR", None, 2025, &household(Filing::Single, 45_000.0));
    assert_eq!((t.taxable_income, t.tax), (42_530.0, 1_210.0));
    // Any taxable income in the same row owes the same.
    let row_end = tax_of("AR", None, 2025, &household(Filing::Single, 45_069.0));
    assert_eq!(row_end.tax, 1_210.0);
    // From 100,001 the formula on the income itself: 3,809 + 3.9 % of the
    // excess over 100,000 (3.9 % × income − 91). Single, 200,000: 3.9 % ×
    // 197,530 − 91 − 29 = 7,583.67.
    let t = tax_of("AR", None, 2025, &household(Filing::Single, 200_000.0));
    assert!((t.tax - (0.039 * 197_530.0 - 91.0 - 29.0)).abs() < 1e-9);
}

#[test]
fn arkansas_high_income_rows_take_back_the_lower_rates() {
    // Just above 94,700 of taxable income the card's reduction falls from
    // 419.96 to 399.30, then by 10 each 100 to 89.30 from 97,801: the
    // same taxable income pays more in a higher row. Single: 94,650 (row
    // 94,600–94,699, middle 94,649.50) owes 3.9 % × 94,649.50 − 419.96 =
    // 3,271.37 → 3,271; 94,750 (row 94,701–94,800, middle 94,750.50)
    // 3.9 % × 94,750.50 − 399.30 = 3,295.97 → 3,296.
    let sd = 2_470.0;
    let t = |taxable: f64| tax_of("AR", None, 2025, &household(Filing::Single, taxable + sd)).tax;
    assert_eq!(t(94_650.0), 3_271.0 - 29.0);
    assert_eq!(t(94_750.0), 3_296.0 - 29.0);
}

#[test]
fn arkansas_low_income_table_and_the_credit_on_agi() {
    // Single, AGI 17,000: the low income table's row over 16,900 gives 187,
    // less than the regular table's 213 (taxable 14,530, row 14,500–14,599:
    // 3 % × 14,549.50 − 223.97 = 212.515 → 213). Its net taxable income is
    // the AGI, under 26,500: the whole 60 additional credit and the 29
    // personal credit: 98.
    let t = tax_of("AR", None, 2025, &household(Filing::Single, 17_000.0));
    assert_eq!(t.tax, 187.0 - 29.0 - 60.0);
    // Married filing separately has no low income table: 213 − 89 = 124.
    let t = tax_of(
        "AR",
        None,
        2025,
        &household(Filing::MarriedSeparate, 17_000.0),
    );
    assert_eq!(t.tax, 124.0);
    // Joint, AGI 28,500: the table's 472 (the row over 28,400) is under the
    // regular 513 (taxable 23,560: 3.4 % × 23,549.50 − 287.97 = 512.71);
    // measured on the AGI, 2,000 over 26,500, the additional credit (120
    // less 10 a 100) is gone: 472 − 58 = 414.
    let t = tax_of("AR", None, 2025, &household(Filing::MarriedJoint, 28_500.0));
    assert_eq!(t.tax, 472.0 - 58.0);
}
