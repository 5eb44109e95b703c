//! Take-home pay: U.S. (`paycheck`) and Brazilian salário líquido
//! (`paycheck-br`), with the tables of `tax_data`.
//!
//! `paycheck`, per pay period:
//! - federal income tax withholding by the IRS percentage method for
//!   automated payroll (Publication 15-T, Worksheet 1A, Form W-4 2020 or
//!   later). Publication 15-T's own tables are not
//!   in the project's data; its Worksheet 1A subtracts 8 600 (12 900 for
//!   married filing jointly) from the annual wage and its tables start at
//!   the standard deduction minus that amount, so the annual tentative
//!   withholding equals the tax brackets applied to
//!   annual wage + Step 4(a) − Step 4(b) − the standard deduction
//!   built into that year's tables (2025: the amounts of Rev. Proc. 2024-40
//!   as first published, 15 000 / 30 000 / 22 500, since Publication 15-T
//!   (2025) predates OBBBA; 2026: 16 100 / 32 200 / 24 150). Checked against
//!   transcriptions of the Publication 15-T annual tables (single 2025:
//!   0 % to 6 400, 10 % to 18 325, … 37 % over 632 750; single 2026: 0 % to
//!   7 500, 10 % to 19 900). Married filing separately uses the single
//!   table, as the W-4 does. Then: minus Step 3 credits, per period, plus
//!   Step 4(c) extra withholding. With the Step 2 box checked (multiple
//!   jobs or a working spouse) line 1g is 0 and the tables are the
//!   brackets halved from half that standard deduction (`step2_table`).
//!   Wages here are gross pay minus pre-tax
//!   retirement contributions and pre-tax (section 125) benefits;
//! - Social Security 6.2 % of gross pay minus section 125 benefits, up to
//!   the year's wage base counting `yearToDateWages` (those wages paid
//!   earlier in the year);
//! - Medicare 1.45 %, plus 0.9 % on wages over 200 000 in the year (the
//!   employer withholds it over 200 000 whatever the filing status);
//! - state and city income tax (`state_tax`): the year's tax of the state
//!   chosen on the year's wages after pre-tax deductions, divided by the
//!   paychecks (the data has no state withholding tables, so the
//!   annualised tax stands for the state's withholding); the `stateNote`
//!   says so, with the figures' year, source and status.
//!
//! Annual figures assume the same pay every period from January.
//!
//! `paycheck-br`, per month: INSS progressive (each rate on its slice, up to
//! the ceiling), then IRRF on gross − INSS − dependants × 189.59 − alimony
//! − other legal deductions, or on gross − the simplified monthly discount
//! when that is lower (what payroll applies), minus the 2026 reduction
//! (Lei 15.270/2025) measured on the gross salary; net = gross − INSS −
//! IRRF − alimony − other discounts (health plan, transport, …).

use super::common::{
    count, finite, frequency, more_than, non_negative, unknown_option, Row, Table,
};
use super::state_tax::calculators::paycheck_share;
use super::state_tax::filer;
use super::tax::{filing_of, irpf_month, method, rate_of, Method};
use super::tax_data::{
    br_period, bracket_tax, inss, us_year, Filing, UsYear, ADDITIONAL_MEDICARE_RATE,
    ADDITIONAL_MEDICARE_WITHHOLDING_THRESHOLD, BR_PERIOD_OPTIONS, MEDICARE_RATE,
    SOCIAL_SECURITY_RATE, US_YEAR_OPTIONS,
};
use calc_core::error::InputError;
use calc_core::registry::Function;

calc_core::calculator! {
    pub mod paycheck = "paycheck" (compute) {
        inputs {
            ..filer,
            payFrequency: Choice,
            grossPay: Number,
            preTaxRetirement: Number,
            preTaxBenefits: Number,
            dependentCredits: Number,
            otherIncome: Number,
            extraDeductions: Number,
            extraWithholding: Number,
            yearToDateWages: Number,
            multipleJobs: Flag,
        }
        outputs {
            netPay: Number,
            grossPay: Number,
            federalIncomeTax: Number,
            socialSecurity: Number,
            medicare: Number,
            preTaxDeductions: Number,
            totalTaxes: Number,
            annualGrossPay: Number,
            annualNetPay: Number,
            annualFederalIncomeTax: Number,
            annualSocialSecurity: Number,
            annualMedicare: Number,
            // This calculator's own ids: the like-shaped lists of other calculators
            // declare other outputs (so they stay apart).
            stateNote: Text,
            stateTax: Number,
            annualStateTax: Number,
            localTax: Number,
            annualLocalTax: Number,
        }
    }
}
pub const FUNCTION: Function = paycheck::FUNCTION;

calc_core::calculator! {
    pub mod paycheck_br = "paycheck-br" (compute_br) {
        inputs {
            period: Choice,
            grossSalary: Number,
            dependants: Number,
            alimony: Number,
            otherDeductions: Number,
            otherDiscounts: Number,
            deductionMethod: Choice,
        }
        outputs {
            netSalary: Number,
            inss: Number,
            irrf: Number,
            irrfBeforeReduction: Number,
            reduction: Number,
            taxBase: Number,
            deductionUsed: Text,
            inssEffectiveRate: Number,
            irrfEffectiveRate: Number,
            totalDiscounts: Number,
            inssBreakdown: Json,
        }
    }
}
pub const FUNCTION_BR: Function = paycheck_br::FUNCTION;
use paycheck::{input as i, output as o};
use paycheck_br::{input as bi, output as bo};

/// The pay frequencies offered.
pub const FREQUENCIES: &[&str] = &[
    "weekly",
    "biweekly",
    "semimonthly",
    "monthly",
    "quarterly",
    "annually",
];

/// What the employee wrote on Form W-4 (2020 or later), per year.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct W4 {
    pub status: Filing,
    /// Step 2: the box for multiple jobs or a working spouse.
    pub multiple_jobs: bool,
    /// Step 3: credits for dependents and others.
    pub credits: f64,
    /// Step 4(a) other income, 4(b) deductions.
    pub other_income: f64,
    pub deductions: f64,
}

/// One row of a Publication 15-T annual percentage-method table: on an
/// adjusted annual wage of at least `from`, `base` plus `rate` of the
/// excess over `from`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct WithholdingRow {
    pub from: f64,
    pub base: f64,
    pub rate: f64,
}

/// The W-4 has one box for "single or married filing separately".
fn table_status(status: Filing) -> Filing {
    if status == Filing::MarriedSeparate {
        Filing::Single
    } else {
        status
    }
}

/// The Publication 15-T annual table for the Step 2 box checked: the
/// year's brackets halved, starting at half the standard deduction built
/// into the tables (Worksheet 1A line 1g is then 0). Its base amounts are
/// half the rate schedule's, to the cent; its row starts are whole dollars,
/// so a half-dollar start is rounded up (2026 single: 8,050 + 201,775 / 2 =
/// 108,937.50 is printed 108,938).
pub fn step2_table(year: &UsYear, status: Filing) -> Vec<WithholdingRow> {
    let table = table_status(status) as usize;
    let half_deduction = year.withholding_standard_deduction[table] / 2.0;
    let brackets = &year.brackets[table];
    std::iter::once(WithholdingRow {
        from: 0.0,
        base: 0.0,
        rate: 0.0,
    })
    .chain(brackets.iter().map(|b| WithholdingRow {
        from: (half_deduction + b.over / 2.0).round(),
        base: bracket_tax(brackets, b.over).0 / 2.0,
        rate: b.rate,
    }))
    .collect()
}

/// Pub. 15-T Worksheet 1A for a year's wages (already net of pre-tax
/// deductions) and the W-4's entries: the tentative annual withholding
/// less the Step 3 credits, not below 0.
pub fn annual_withholding(year: &UsYear, w4: &W4, annual_wages: f64) -> f64 {
    let table = table_status(w4.status) as usize;
    let tentative = if w4.multiple_jobs {
        let adjusted = (annual_wages + w4.other_income - w4.deductions).max(0.0);
        step2_table(year, w4.status)
            .iter()
            .rev()
            .find(|row| adjusted >= row.from)
            .map_or(0.0, |row| row.base + row.rate * (adjusted - row.from))
    } else {
        // The standard tables are the brackets moved up by the standard
        // deduction less line 1g (8,600; 12,900 joint), which line 1g
        // takes back: the brackets on wages less that deduction.
        let adjusted = annual_wages + w4.other_income
            - w4.deductions
            - year.withholding_standard_deduction[table];
        bracket_tax(&year.brackets[table], adjusted.max(0.0)).0
    };
    (tentative - w4.credits).max(0.0)
}

fn compute(inputs: paycheck::In) -> Result<paycheck::Out, InputError> {
    let year = us_year(inputs.option(filer::input::taxYear)?)
        .ok_or_else(|| unknown_option(filer::input::taxYear.id(), US_YEAR_OPTIONS))?;
    let periods = frequency(inputs, i::payFrequency, FREQUENCIES)?;
    let gross = non_negative(inputs, i::grossPay)?;
    let status = filing_of(inputs, filer::input::filingStatus)?;
    let retirement = non_negative(inputs, i::preTaxRetirement)?;
    let benefits = non_negative(inputs, i::preTaxBenefits)?;
    let multiple_jobs = inputs.flag(i::multipleJobs)?;
    let credits = non_negative(inputs, i::dependentCredits)?;
    let other_income = non_negative(inputs, i::otherIncome)?;
    let deductions = non_negative(inputs, i::extraDeductions)?;
    let extra = non_negative(inputs, i::extraWithholding)?;
    let ytd = non_negative(inputs, i::yearToDateWages)?;
    if retirement + benefits > gross {
        let id = if benefits > gross {
            i::preTaxBenefits
        } else {
            i::preTaxRetirement
        };
        return Err(more_than(id.id(), i::grossPay.id()));
    }
    let taxable = gross - retirement - benefits;
    let fica_wages = gross - benefits;

    let w4 = W4 {
        status,
        multiple_jobs,
        credits,
        other_income,
        deductions,
    };
    let annual_federal = annual_withholding(year, &w4, taxable * periods);
    let federal = finite(annual_federal / periods + extra, i::grossPay.id())?;
    let base = year.social_security_wage_base;
    let social_security = SOCIAL_SECURITY_RATE * fica_wages.min((base - ytd).max(0.0));
    let over = ytd + fica_wages - ytd.max(ADDITIONAL_MEDICARE_WITHHOLDING_THRESHOLD);
    let medicare = MEDICARE_RATE * fica_wages + ADDITIONAL_MEDICARE_RATE * over.max(0.0);
    let annual_fica = fica_wages * periods;
    let annual_ss = SOCIAL_SECURITY_RATE * annual_fica.min(base);
    let annual_medicare = MEDICARE_RATE * annual_fica
        + ADDITIONAL_MEDICARE_RATE
            * (annual_fica - ADDITIONAL_MEDICARE_WITHHOLDING_THRESHOLD).max(0.0);
    let (state_and_local, state_note) = paycheck_share(
        inputs,
        taxable * periods,
        annual_fica,
        annual_federal,
        annual_ss + annual_medicare,
        periods,
    )?;
    let (state, local) = state_and_local.unwrap_or((0.0, 0.0));
    let taxes = federal + social_security + medicare + state + local;

    let annual_federal = federal * periods;
    let annual_state = state * periods;
    let annual_local = local * periods;
    let annual_gross = finite(gross * periods, i::grossPay.id())?;
    let annual_net = annual_gross
        - (retirement + benefits) * periods
        - annual_federal
        - annual_ss
        - annual_medicare
        - annual_state
        - annual_local;
    // One setter per output this calculator declares: the like-shaped chains of
    // other calculators set other outputs (so they stay apart).
    let out = paycheck::Out::new()
        .number(o::netPay, gross - retirement - benefits - taxes)
        .number(o::grossPay, gross)
        .number(o::federalIncomeTax, federal)
        .number(o::socialSecurity, social_security)
        .number(o::medicare, medicare)
        .number(o::preTaxDeductions, retirement + benefits)
        .number(o::totalTaxes, taxes)
        .number(o::annualGrossPay, annual_gross)
        .number(o::annualNetPay, annual_net)
        .number(o::annualFederalIncomeTax, annual_federal)
        .number(o::annualSocialSecurity, annual_ss)
        .number(o::annualMedicare, annual_medicare)
        .text(o::stateNote, state_note);
    // No state figures when the state's are not available: the note says
    // why, and the totals above leave the state out.
    Ok(match state_and_local {
        Some(_) => out
            .number(o::stateTax, state)
            .number(o::annualStateTax, annual_state)
            .number(o::localTax, local)
            .number(o::annualLocalTax, annual_local),
        None => out,
    })
}

fn compute_br(inputs: paycheck_br::In) -> Result<paycheck_br::Out, InputError> {
    let (period, inss_year) = br_period(inputs.option(bi::period)?)
        .ok_or_else(|| unknown_option(bi::period.id(), BR_PERIOD_OPTIONS))?;
    let gross = non_negative(inputs, bi::grossSalary)?;
    let dependants = count(inputs, bi::dependants)?;
    let alimony = non_negative(inputs, bi::alimony)?;
    let others = non_negative(inputs, bi::otherDeductions)?;
    let discounts = non_negative(inputs, bi::otherDiscounts)?;
    let how: Method = method(inputs, bi::deductionMethod)?;
    let (contribution, slices) = inss(inss_year, gross);
    let complete = contribution + dependants * period.dependant_deduction + alimony + others;
    let t = irpf_month(period, gross, complete, how);
    let irrf = finite(t.tax, bi::grossSalary.id())?;
    let total = contribution + irrf + alimony + others + discounts;
    let mut table = Table::new();
    for s in &slices {
        table.push(
            Row::new()
                .num("from", s.from)
                .num("to", s.to)
                .num("rate", s.rate * 100.0)
                .num("amount", s.amount)
                .num("contribution", s.tax),
        );
    }
    Ok(paycheck_br::Out::new()
        .number(bo::netSalary, gross - total)
        .number(bo::inss, contribution)
        .number(bo::irrf, irrf)
        .number(bo::irrfBeforeReduction, t.table_tax)
        .number(bo::reduction, t.reduction)
        .number(bo::taxBase, t.base)
        .text(bo::deductionUsed, t.deduction_used())
        .number(bo::inssEffectiveRate, rate_of(contribution, gross))
        .number(bo::irrfEffectiveRate, rate_of(irrf, gross))
        .number(bo::totalDiscounts, total)
        .json(bo::inssBreakdown, table.finish(bi::grossSalary.id())?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{agrees, agrees_all, inputs, near, overridden, value_map};
    use calc_core::outputs::Outputs;
    use calc_core::values::Value;

    fn us(pairs: &[(&str, f64)], options: &[(&str, &str)]) -> Result<Outputs, InputError> {
        let mut values = value_map([
            ("taxYear", Value::Option("2026".into())),
            ("payFrequency", Value::Option("biweekly".into())),
            ("grossPay", Value::Number(3000.0)),
            ("filingStatus", Value::Option("single".into())),
            ("preTaxRetirement", Value::Number(0.0)),
            ("preTaxBenefits", Value::Number(0.0)),
            ("dependentCredits", Value::Number(0.0)),
            ("otherIncome", Value::Number(0.0)),
            ("extraDeductions", Value::Number(0.0)),
            ("extraWithholding", Value::Number(0.0)),
            ("yearToDateWages", Value::Number(0.0)),
            ("multipleJobs", Value::Bool(false)),
            ("state", Value::Option("TX".into())),
            ("locality", Value::Option("none".into())),
        ]);
        for (k, v) in options {
            values.insert(k.to_string(), Value::Option(v.to_string()));
        }
        (FUNCTION.compute)(&overridden(values, pairs))
    }

    #[test]
    fn worksheet_1a_single_biweekly_2026() {
        // Pub. 15-T (2026) Worksheet 1A: 3 000 × 26 = 78 000; minus 8 600 =
        // 69 400; annual table, single: over 57 900, 5 800 plus 22 % of the
        // excess = 5 800 + 2 530 = 8 330; ÷ 26 = 320.384 615 384 6…
        let out = us(&[], &[]).unwrap();
        agrees_all(
            &out,
            &[
                ("federalIncomeTax", 8330.0 / 26.0),
                ("socialSecurity", 186.0),
                ("medicare", 43.5),
                ("netPay", 3000.0 - 8330.0 / 26.0 - 186.0 - 43.5),
            ],
        );
    }

    #[test]
    fn worksheet_1a_single_biweekly_2025() {
        // Pub. 15-T (2025): 2 000 × 26 = 52 000 − 8 600 = 43 400; table:
        // over 18 325, 1 192.50 plus 12 % = 1 192.50 + 3 009 = 4 201.50;
        // ÷ 26 = 161.596 153 846…
        let out = us(&[("grossPay", 2000.0)], &[("taxYear", "2025")]).unwrap();
        agrees(&out, "federalIncomeTax", 4201.5 / 26.0);
    }

    #[test]
    fn worksheet_1a_married_monthly_with_w4_entries() {
        // 2026 married filing jointly, monthly 10 000 with 500 to a 401(k):
        // annual 114 000; 4(a) 1 200, 4(b) 3 000 → 112 200 − 12 900 =
        // 99 300 on the Pub. 15-T table, i.e. 112 200 − 32 200 = 80 000 on
        // the brackets: 2 480 + 0.12 × 55 200 = 9 104; minus 2 000 of Step 3
        // credits = 7 104; ÷ 12 = 592, plus 50 extra = 642.
        let out = us(
            &[
                ("grossPay", 10_000.0),
                ("preTaxRetirement", 500.0),
                ("otherIncome", 1200.0),
                ("extraDeductions", 3000.0),
                ("dependentCredits", 2000.0),
                ("extraWithholding", 50.0),
            ],
            &[
                ("payFrequency", "monthly"),
                ("filingStatus", "married_joint"),
                ("state", "NC"),
            ],
        )
        .unwrap();
        // Checks of this case's own figures: like-shaped checks elsewhere test others.
        agrees(&out, "federalIncomeTax", 642.0);
        // FICA is on 10 000 (a 401(k) does not lower it).
        agrees(&out, "socialSecurity", 620.0);
        agrees(&out, "medicare", 145.0);
        // North Carolina 2026, flat 3.99 % after its 25 500 standard
        // deduction (married filing jointly), on the year's 9 500 × 12 =
        // 114 000: 88 500 × 3.99 % = 3 531.15; ÷ 12 = 294.2625.
        agrees(&out, "stateTax", 294.2625);
        agrees(
            &out,
            "netPay",
            10_000.0 - 500.0 - 642.0 - 620.0 - 145.0 - 294.2625,
        );
    }

    #[test]
    fn state_withholding_is_the_annualised_state_and_city_tax() {
        // New York City, 2025, single, biweekly 2 000: the year's wages
        // 52 000; New York taxable income 52 000 − 8 000 = 44 000; state
        // tax 4 % × 8 500 + 4.5 % × 3 200 + 5.25 % × 2 200 + 5.5 % ×
        // 30 100 = 340 + 144 + 115.5 + 1 655.5 = 2 255; NYC 3.078 % ×
        // 12 000 + 3.762 % × 13 000 + 3.819 % × 19 000 = 369.36 + 489.06
        // + 725.61 = 1 584.03; each ÷ 26.
        let out = us(
            &[("grossPay", 2000.0)],
            &[("taxYear", "2025"), ("state", "NY"), ("locality", "nyc")],
        )
        .unwrap();
        agrees(&out, "stateTax", 2255.0 / 26.0);
        agrees(&out, "localTax", 1584.03 / 26.0);
        agrees(&out, "annualLocalTax", 1584.03);
        let federal = out.number_of("federalIncomeTax").unwrap();
        agrees(
            &out,
            "netPay",
            2000.0 - federal - 124.0 - 29.0 - (2255.0 + 1584.03) / 26.0,
        );
        let note = out.text_of("stateNote").unwrap();
        assert!(
            note.contains("New York City") && note.contains("2025"),
            "{note}"
        );
        assert!(note.contains("withholding tables"), "{note}");
    }

    #[test]
    fn a_state_without_figures_is_said_and_left_out() {
        // California's 2026 brackets are not published in the data.
        let out = us(&[], &[("state", "CA")]).unwrap();
        assert_eq!(out.number_of("stateTax"), None);
        let note = out.text_of("stateNote").unwrap();
        assert!(note.contains("not available"), "{note}");
        // Take-home pay leaves the state out, as the note says.
        agrees(&out, "netPay", 3000.0 - 8330.0 / 26.0 - 186.0 - 43.5);
        let err = us(&[], &[("state", "XX")]).unwrap_err();
        assert_eq!(err.input, "state");
    }

    #[test]
    fn social_security_wage_base_and_additional_medicare() {
        // 2026 wage base 184 500: with 180 000 paid this year, only 4 500 of
        // a 10 000 paycheck is taxed for Social Security; Medicare's extra
        // 0.9 % applies above 200 000 (none yet).
        let out = us(
            &[("grossPay", 10_000.0), ("yearToDateWages", 180_000.0)],
            &[],
        )
        .unwrap();
        agrees(&out, "socialSecurity", 0.062 * 4500.0);
        agrees(&out, "medicare", 145.0);
        let out = us(
            &[("grossPay", 10_000.0), ("yearToDateWages", 195_000.0)],
            &[],
        )
        .unwrap();
        assert_eq!(out.number_of("socialSecurity"), Some(0.0));
        agrees(&out, "medicare", 145.0 + 0.009 * 5000.0);
        // Annual: 26 × 10 000 = 260 000 → SS on 184 500, 0.9 % on 60 000.
        agrees(&out, "annualSocialSecurity", 0.062 * 184_500.0);
        agrees(
            &out,
            "annualMedicare",
            0.0145 * 260_000.0 + 0.009 * 60_000.0,
        );
    }

    #[test]
    fn section_125_benefits_lower_fica_too() {
        let out = us(&[("preTaxBenefits", 200.0)], &[]).unwrap();
        agrees(&out, "socialSecurity", 0.062 * 2800.0);
        assert_eq!(
            us(&[("preTaxBenefits", 4000.0)], &[]).unwrap_err().input,
            "preTaxBenefits"
        );
    }

    /// The 2026 Publication 15-T annual tables for the Step 2 box checked,
    /// as one public transcription of the publication prints them ([from,
    /// base, rate] a row), against the tables built from the brackets. The
    /// transcription is a single source; each of its rows also follows
    /// from Rev. Proc. 2025-32 by hand (half the brackets from half the
    /// standard deduction), so the two are independent.
    #[test]
    fn step2_tables_2026_are_publication_15t() {
        use crate::tax_data::US_2026;
        /// (from, base, rate) a row, as printed.
        type Printed = [(f64, f64, f64); 8];
        let printed: [(Filing, Printed); 3] = [
            (
                Filing::MarriedJoint,
                [
                    (0.0, 0.0, 0.0),
                    (16_100.0, 0.0, 0.10),
                    (28_500.0, 1240.0, 0.12),
                    (66_500.0, 5800.0, 0.22),
                    (121_800.0, 17_966.0, 0.24),
                    (217_875.0, 41_024.0, 0.32),
                    (272_325.0, 58_448.0, 0.35),
                    (400_450.0, 103_291.75, 0.37),
                ],
            ),
            (
                Filing::Single,
                [
                    (0.0, 0.0, 0.0),
                    (8050.0, 0.0, 0.10),
                    (14_250.0, 620.0, 0.12),
                    (33_250.0, 2900.0, 0.22),
                    (60_900.0, 8983.0, 0.24),
                    (108_938.0, 20_512.0, 0.32),
                    (136_163.0, 29_224.0, 0.35),
                    (328_350.0, 96_489.625, 0.37),
                ],
            ),
            (
                Filing::HeadOfHousehold,
                [
                    (0.0, 0.0, 0.0),
                    (12_075.0, 0.0, 0.10),
                    (20_925.0, 885.0, 0.12),
                    (45_800.0, 3870.0, 0.22),
                    (64_925.0, 8077.5, 0.24),
                    (112_950.0, 19_603.5, 0.32),
                    (140_175.0, 28_315.5, 0.35),
                    (332_375.0, 95_585.5, 0.37),
                ],
            ),
        ];
        for (status, rows) in printed {
            let built = step2_table(&US_2026, status);
            assert_eq!(built.len(), rows.len(), "{status:?}");
            for (b, &(from, base, rate)) in built.iter().zip(&rows) {
                assert_eq!(b.from, from, "{status:?}");
                // The transcription prints 96,489.63 for 96,489.625.
                assert!((b.base - base).abs() < 1e-9, "{status:?}: {b:?}");
                assert_eq!(b.rate, rate, "{status:?}");
            }
        }
        // Married filing separately has the single table (one W-4 box).
        assert_eq!(
            step2_table(&US_2026, Filing::MarriedSeparate),
            step2_table(&US_2026, Filing::Single)
        );
    }

    #[test]
    fn w4_step2_checked_single_biweekly_2026() {
        // Worked by hand from the tables above: 2,500 × 26 = 65,000 (line
        // 1g 0); over 60,900: 8,983 + 24 % × 4,100 = 9,967; ÷ 26. Unchecked:
        // 65,000 − 8,600 = 56,400 → 1,240 + 12 % × 36,500 = 5,620; ÷ 26.
        let unchecked = us(&[("grossPay", 2500.0)], &[]).unwrap();
        agrees(&unchecked, "federalIncomeTax", 5620.0 / 26.0);
        let mut values = value_map([("multipleJobs", Value::Bool(true))]);
        for id in FUNCTION.inputs {
            if *id != "multipleJobs" {
                values.insert(id.to_string(), Value::Number(0.0));
            }
        }
        for (k, v) in [
            ("taxYear", "2026"),
            ("payFrequency", "biweekly"),
            ("filingStatus", "single"),
            ("state", "TX"),
            ("locality", "none"),
        ] {
            values.insert(k.into(), Value::Option(v.into()));
        }
        let checked =
            (FUNCTION.compute)(&overridden(values.clone(), &[("grossPay", 2500.0)])).unwrap();
        agrees(&checked, "federalIncomeTax", 9967.0 / 26.0);
        // At a rounded row start, 108,938 a year: the row's base exactly
        // (the half-bracket start is 108,937.50).
        let out = (FUNCTION.compute)(&overridden(
            values.clone(),
            &[("grossPay", 108_938.0 / 26.0)],
        ))
        .unwrap();
        agrees(&out, "annualFederalIncomeTax", 20_512.0);
        // Step 3 credits larger than the tentative amount: nothing, not
        // a negative withholding; Step 4(c) still adds.
        let out = (FUNCTION.compute)(&overridden(
            values,
            &[
                ("grossPay", 500.0),
                ("dependentCredits", 4400.0),
                ("extraWithholding", 25.0),
            ],
        ))
        .unwrap();
        agrees(&out, "federalIncomeTax", 25.0);
    }

    #[test]
    fn low_wages_withhold_nothing() {
        let out = us(&[("grossPay", 200.0)], &[]).unwrap();
        assert_eq!(out.number_of("federalIncomeTax"), Some(0.0));
    }

    fn br(
        period: &str,
        gross: f64,
        dependants: f64,
        alimony: f64,
        discounts: f64,
    ) -> Result<Outputs, InputError> {
        (FUNCTION_BR.compute)(&inputs([
            ("period", Value::Option(period.into())),
            ("grossSalary", Value::Number(gross)),
            ("dependants", Value::Number(dependants)),
            ("alimony", Value::Number(alimony)),
            ("otherDeductions", Value::Number(0.0)),
            ("otherDiscounts", Value::Number(discounts)),
            ("deductionMethod", Value::Option("best".into())),
        ]))
    }

    /// Within half a centavo of the published amount.
    fn near_cent(out: &Outputs, id: &str, published: f64) {
        near(out, id, published, 0.005);
    }

    #[test]
    fn receita_example_6000_in_2026() {
        // SOURCES.md §4: salary R$ 6 000 in 2026, no dependants: INSS
        // 641.51, table tax 564.85, reduction 179.75, IRRF 385.10.
        let out = br("2026-01", 6000.0, 0.0, 0.0, 0.0).unwrap();
        near_cent(&out, "inss", 641.51);
        near_cent(&out, "irrfBeforeReduction", 564.85);
        near_cent(&out, "reduction", 179.75);
        near_cent(&out, "irrf", 385.10);
        // Net, from the unrounded amounts: within a centavo of 6 000 −
        // 641.51 − 385.10.
        near(&out, "netSalary", 6000.0 - 641.51 - 385.10, 0.01);
    }

    #[test]
    fn inss_at_the_2026_ceiling() {
        // SOURCES.md §4: INSS at the 2026 ceiling is 988.09, the published
        // maximum (unrounded: 121.575 + 115.3656 + 174.1716 + 576.9792 =
        // 988.0914); a salary of 15 000 pays the same. IRRF: base
        // 15 000 − 988.0914 − 189.59 = 13 822.3186, × 0.275 − 908.73.
        let out = br("2026-01", 15_000.0, 1.0, 0.0, 0.0).unwrap();
        near_cent(&out, "inss", 988.09);
        let base = 15_000.0 - 988.0914 - 189.59;
        near(&out, "irrf", base * 0.275 - 908.73, 1e-9);
        assert_eq!(out.number_of("reduction"), Some(0.0));
    }

    #[test]
    fn minimum_wage_2026_pays_only_inss() {
        // Salary = the 2026 minimum wage, 1 621.00: INSS 7.5 % = 121.575,
        // no IRRF (below the zero-rate row).
        let out = br("2026-01", 1621.0, 0.0, 0.0, 0.0).unwrap();
        agrees(&out, "inss", 121.575);
        assert_eq!(out.number_of("irrf"), Some(0.0));
        agrees(&out, "netSalary", 1621.0 - 121.575);
    }

    #[test]
    fn may_2025_with_dependants_and_alimony() {
        // 2025 INSS on 7 000: 113.85 + 114.8292 + 167.634 + 0.14 × 2 809.17
        // = 789.5051…; complete deductions with 2 dependants and 500 of
        // alimony: 789.5051 + 379.18 + 500 = 1 668.6851 > 607.20;
        // base 5 331.3149 × 0.275 − 908.73 = 557.3318…
        let out = br("2025-05", 7000.0, 2.0, 500.0, 300.0).unwrap();
        let inss = 113.85 + 114.8292 + 167.634 + 0.14 * (7000.0 - 4190.83);
        agrees(&out, "inss", inss);
        let base = 7000.0 - inss - 2.0 * 189.59 - 500.0;
        agrees(&out, "taxBase", base);
        agrees(&out, "irrf", base * 0.275 - 908.73);
        // No reduction in 2025.
        assert_eq!(out.number_of("reduction"), Some(0.0));
        agrees(
            &out,
            "netSalary",
            7000.0 - inss - (base * 0.275 - 908.73) - 500.0 - 300.0,
        );
    }
}
