//! Income tax: U.S. federal (`tax`) and Brazilian IRPF (`tax-br`), with the
//! tables of `tax_data` (copied from the project's data files).
//!
//! `tax` (U.S. federal, tax years 2025 and 2026):
//!   AGI = income − preTaxContributions;
//!   deduction = the standard deduction for the status (plus, per box
//!   checked for age 65+ or blindness, the additional standard deduction:
//!   the married amount for married statuses, else the unmarried one) or
//!   the itemized deductions entered;
//!   taxableIncome = max(0, AGI − deduction);
//!   tax by the Tax Rate Schedules, slice by slice (the exact formula; the
//!   IRS Tax Table for incomes under 100 000 uses 50-dollar rows and can
//!   differ from it by a few dollars);
//!   effectiveRate = tax / income; averageRate = tax / taxableIncome;
//!   marginalRate = the rate on the next dollar of income (0 while income
//!   is still absorbed by the deduction).
//!   Not included (not in the data): credits, the 2025–2028 senior
//!   deduction, phase-outs, capital-gains rates, AMT.
//!
//! `tax-br` (IRPF):
//!   mode `monthly`: the monthly table of the chosen period (as for the
//!   IRRF): base = income − the deductions, where the deductions are either
//!   the complete ones (INSS + dependants × dedução por dependente +
//!   alimony + other legal deductions such as private pension) or the
//!   desconto simplificado mensal, whichever lowers the base more
//!   (`deductionMethod` `best`), or the one chosen; tax = base × rate −
//!   parcela a deduzir; from January 2026 minus the Lei 15.270/2025
//!   reduction, measured on the gross income;
//!   mode `annual` (ano-calendário 2025, the return filed in 2026): the
//!   data holds monthly tables only, so the annual table is derived from
//!   them: each bracket limit is the sum of that limit over the year's
//!   twelve months (four months of the February 2024 table, eight of the
//!   May 2025 one: 28 467.20, 33 919.80, 45 012.60, 55 976.16), the rates
//!   are the same, and the parcela a deduzir keeps the tax continuous at
//!   each limit (unrounded: 2 135.04, 4 679.025, 8 054.97, 10 853.778; a
//!   published table rounds them to the cent); the deduction per
//!   dependant is twelve months' (2 275.08). This derivation is not itself
//!   in the data: check it against Receita's published annual table
//!   before relying on it to the centavo. Complete
//!   deductions only: the annual simplified discount (20 % with a cap) and
//!   the 2026 annual reduction are not in the data, so the annual mode
//!   offers 2025 only. balanceDue = tax − taxWithheld (negative: a refund).

use super::common::{
    count, err, finite, maybe, more_than, non_negative, unknown_option, Row, Table,
};
use super::tax_data::{
    br_period, bracket_tax, irpf_reduction, irpf_table_tax, marginal_rate, progressive, us_year,
    Filing, IrpfPeriod, IrpfRow, Slice, FILING_OPTIONS, IRPF_2024_02, IRPF_2025_05,
    US_YEAR_OPTIONS,
};
use crate::error::{ErrorKind, InputError};
use crate::inputs::Inputs;
use crate::outputs::Outputs;
use crate::registry::Function;

pub const FUNCTION: Function = Function {
    id: "tax",
    inputs: &[
        "taxYear",
        "filingStatus",
        "income",
        "preTaxContributions",
        "deductionType",
        "itemizedDeductions",
        "agedOrBlind",
    ],
    outputs: &[
        "taxableIncome",
        "tax",
        "effectiveRate",
        "averageRate",
        "marginalRate",
        "adjustedGrossIncome",
        "deduction",
        "standardDeduction",
        "afterTaxIncome",
        "brackets",
    ],
    compute,
};

pub const FUNCTION_BR: Function = Function {
    id: "tax-br",
    inputs: &[
        "mode",
        "period",
        "taxYear",
        "income",
        "inss",
        "dependants",
        "alimony",
        "otherDeductions",
        "deductionMethod",
        "taxWithheld",
    ],
    outputs: &[
        "taxBase",
        "tax",
        "taxBeforeReduction",
        "reduction",
        "deductions",
        "deductionUsed",
        "effectiveRate",
        "marginalRate",
        "balanceDue",
        "brackets",
    ],
    compute: compute_br,
};

/// A U.S. filing status input.
pub fn filing(inputs: &Inputs, id: &str) -> Result<Filing, InputError> {
    Filing::from_id(inputs.option(id)?).ok_or_else(|| unknown_option(id, FILING_OPTIONS))
}

fn compute(inputs: &Inputs) -> Result<Outputs, InputError> {
    let year = us_year(inputs.option("taxYear")?)
        .ok_or_else(|| unknown_option("taxYear", US_YEAR_OPTIONS))?;
    let status = filing(inputs, "filingStatus")?;
    let income = non_negative(inputs, "income")?;
    let pre_tax = non_negative(inputs, "preTaxContributions")?;
    if pre_tax > income {
        return Err(more_than("preTaxContributions", "income"));
    }
    let boxes = count(inputs, "agedOrBlind")?;
    let max_boxes = if status.married() { 4.0 } else { 2.0 };
    if boxes > max_boxes {
        return Err(err("agedOrBlind", ErrorKind::AboveMax { max: max_boxes }));
    }
    let additional = if status.married() {
        year.additional_married
    } else {
        year.additional_unmarried
    };
    let standard = year.standard_deduction[status as usize] + boxes * additional;
    let deduction = match inputs.option("deductionType")? {
        "standard" => standard,
        "itemized" => non_negative(inputs, "itemizedDeductions")?,
        _ => return Err(unknown_option("deductionType", &["standard", "itemized"])),
    };
    let agi = income - pre_tax;
    let brackets = &year.brackets[status as usize];
    let taxable = (agi - deduction).max(0.0);
    let (tax, slices) = bracket_tax(brackets, taxable);
    let tax = finite(tax, "income")?;
    let marginal = if agi < deduction {
        0.0
    } else {
        marginal_rate(brackets, taxable)
    };
    Ok(Outputs::new()
        .number("taxableIncome", taxable)
        .number("tax", tax)
        .number("effectiveRate", rate_of(tax, income))
        .number("averageRate", rate_of(tax, taxable))
        .number("marginalRate", marginal * 100.0)
        .number("adjustedGrossIncome", agi)
        .number("deduction", deduction)
        .number("standardDeduction", standard)
        .number("afterTaxIncome", income - tax)
        .json("brackets", slices_table(&slices)?))
}

/// `tax` as a percentage of `base`; 0 when there is no base.
pub fn rate_of(tax: f64, base: f64) -> f64 {
    if base > 0.0 {
        tax / base * 100.0
    } else {
        0.0
    }
}

/// The brackets table of both calculators: each slice's rate (%), its
/// limits (no upper limit: null), the income in it and the tax on it.
fn slices_table(slices: &[Slice]) -> Result<serde_json::Value, InputError> {
    let mut table = Table::new();
    for s in slices {
        table.push(
            Row::new()
                .num("rate", s.rate * 100.0)
                .num("from", s.from)
                .opt("to", s.to.is_finite().then_some(s.to))
                .num("income", s.amount)
                .num("tax", s.tax),
        );
    }
    table.finish("income")
}

// ------------------------------------------------------------------ Brazil

/// A Brazilian monthly IRPF computation.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BrTax {
    pub base: f64,
    /// What was subtracted from the income to get the base.
    pub deductions: f64,
    pub simplified: bool,
    pub table_tax: f64,
    pub reduction: f64,
    pub tax: f64,
    /// Index of the table row the base falls in.
    pub row: usize,
}

impl BrTax {
    /// Which deductions lowered the base (output `deductionUsed`).
    pub fn deduction_used(&self) -> &'static str {
        if self.simplified {
            "simplified"
        } else {
            "complete"
        }
    }
}

/// How the deductions are chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    Best,
    Complete,
    Simplified,
}

pub fn method(inputs: &Inputs, id: &str) -> Result<Method, InputError> {
    match inputs.option(id)? {
        "best" => Ok(Method::Best),
        "complete" => Ok(Method::Complete),
        "simplified" => Ok(Method::Simplified),
        _ => Err(unknown_option(id, &["best", "complete", "simplified"])),
    }
}

/// The month's IRPF on `income` (gross taxable) with `complete` legal
/// deductions (INSS, dependants, alimony, others) already added up.
pub fn irpf_month(period: &IrpfPeriod, income: f64, complete: f64, how: Method) -> BrTax {
    let simplified = match how {
        Method::Simplified => true,
        Method::Complete => false,
        Method::Best => period.simplified_discount > complete,
    };
    let deductions = if simplified {
        period.simplified_discount
    } else {
        complete
    };
    let base = (income - deductions).max(0.0);
    let (table_tax, row) = irpf_table_tax(&period.rows, base);
    let reduction = period
        .reduction
        .map_or(0.0, |r| irpf_reduction(&r, income, table_tax));
    BrTax {
        base,
        deductions,
        simplified,
        table_tax,
        reduction,
        tax: table_tax - reduction,
        row,
    }
}

/// The annual table of ano-calendário 2025, derived from the monthly
/// tables in force (see the module's documentation).
pub fn annual_2025_rows() -> [IrpfRow; 5] {
    let mut rows = [IrpfRow {
        up_to: 0.0,
        rate: 0.0,
        deduction: 0.0,
    }; 5];
    let mut deduction = 0.0;
    for i in 0..5 {
        let (early, late) = (IRPF_2024_02.rows[i], IRPF_2025_05.rows[i]);
        if i > 0 {
            // Continuity at the previous limit.
            deduction += (late.rate - rows[i - 1].rate) * rows[i - 1].up_to;
        }
        rows[i] = IrpfRow {
            up_to: 4.0 * early.up_to + 8.0 * late.up_to,
            rate: late.rate,
            deduction,
        };
    }
    rows
}

fn compute_br(inputs: &Inputs) -> Result<Outputs, InputError> {
    let income = non_negative(inputs, "income")?;
    let inss = non_negative(inputs, "inss")?;
    let dependants = count(inputs, "dependants")?;
    let alimony = non_negative(inputs, "alimony")?;
    let others = non_negative(inputs, "otherDeductions")?;
    let annual = match inputs.option("mode")? {
        "monthly" => false,
        "annual" => true,
        _ => return Err(unknown_option("mode", &["monthly", "annual"])),
    };
    let (t, rows, balance) = if annual {
        if inputs.option("taxYear")? != "2025" {
            return Err(unknown_option("taxYear", &["2025"]));
        }
        let rows = annual_2025_rows();
        let per_dependant =
            4.0 * IRPF_2024_02.dependant_deduction + 8.0 * IRPF_2025_05.dependant_deduction;
        let deductions = inss + dependants * per_dependant + alimony + others;
        let base = (income - deductions).max(0.0);
        let (tax, row) = irpf_table_tax(&rows, base);
        let t = BrTax {
            base,
            deductions,
            simplified: false,
            table_tax: tax,
            reduction: 0.0,
            tax,
            row,
        };
        let withheld = non_negative(inputs, "taxWithheld")?;
        (t, rows, Some(tax - withheld))
    } else {
        let period_id = inputs.option("period")?;
        let (period, _) = br_period(period_id)
            .ok_or_else(|| unknown_option("period", super::tax_data::BR_PERIOD_OPTIONS))?;
        let complete = inss + dependants * period.dependant_deduction + alimony + others;
        (
            irpf_month(period, income, complete, method(inputs, "deductionMethod")?),
            period.rows,
            None,
        )
    };
    let tax = finite(t.tax, "income")?;
    // The rate on the next real of income: the row's rate, unless the
    // reduction still absorbs it or the base is zero.
    let marginal = if t.base <= 0.0 || (t.reduction > 0.0 && tax == 0.0) {
        0.0
    } else {
        rows[t.row].rate
    };
    Ok(Outputs::new()
        .number("taxBase", t.base)
        .number("tax", tax)
        .number("taxBeforeReduction", t.table_tax)
        .number("reduction", t.reduction)
        .number("deductions", t.deductions)
        .text("deductionUsed", t.deduction_used())
        .number("effectiveRate", rate_of(tax, income))
        .number("marginalRate", marginal * 100.0)
        .json("balanceDue", maybe(balance))
        .json(
            "brackets",
            slices_table(&progressive(t.base, rows.iter().map(|r| (r.up_to, r.rate))).1)?,
        ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::outputs::OutValue;
    use crate::testing::{agrees, inputs, near, rows, text};
    use crate::values::Value;

    fn us(
        year: &str,
        status: &str,
        income: f64,
        pre_tax: f64,
        kind: &str,
        itemized: f64,
        boxes: f64,
    ) -> Result<Outputs, InputError> {
        compute(&inputs([
            ("taxYear", Value::Option(year.into())),
            ("filingStatus", Value::Option(status.into())),
            ("income", Value::Number(income)),
            ("preTaxContributions", Value::Number(pre_tax)),
            ("deductionType", Value::Option(kind.into())),
            ("itemizedDeductions", Value::Number(itemized)),
            ("agedOrBlind", Value::Number(boxes)),
        ]))
    }

    /// Federal tax with the standard deduction and no age or blindness boxes.
    fn standard(year: &str, status: &str, income: f64, pre_tax: f64) -> Outputs {
        us(year, status, income, pre_tax, "standard", 0.0, 0.0).unwrap()
    }

    #[test]
    fn irs_rate_schedule_single_2025() {
        // Rev. Proc. 2024-40, single: "over 48,475 but not over 103,350:
        // 5,578.50 plus 22 % of the excess over 48,475". Wages 65 750 less the
        // 15 750 standard deduction (OBBBA) = 50 000 taxable:
        // 5 578.50 + 0.22 × 1 525 = 5 914.00.
        let out = standard("2025", "single", 65_750.0, 0.0);
        agrees(&out, "taxableIncome", 50_000.0);
        agrees(&out, "tax", 5914.0);
        agrees(&out, "marginalRate", 22.0);
        agrees(&out, "effectiveRate", 5914.0 / 65_750.0 * 100.0);
    }

    #[test]
    fn irs_rate_schedule_married_joint_2026() {
        // Rev. Proc. 2025-32, married filing jointly: 2 480 + 9 120 + 24 332
        // = 35 932 at 211 400, "plus 24 % of the excess": taxable 250 000 →
        // 35 932 + 0.24 × 38 600 = 45 196. Income 300 000, 17 800 to a
        // 401(k), standard deduction 32 200.
        let out = standard("2026", "married_joint", 300_000.0, 17_800.0);
        agrees(&out, "adjustedGrossIncome", 282_200.0);
        agrees(&out, "taxableIncome", 250_000.0);
        agrees(&out, "tax", 45_196.0);
        agrees(&out, "marginalRate", 24.0);
    }

    #[test]
    fn irs_rate_schedule_head_of_household_top_bracket_2025() {
        // Head of household 2025, taxable 700 000: 1 700 + 5 742 + 8 470
        // + 22 548 + 17 024 + 131 547.50 = 187 031.50 at 626 350, plus 37 % of
        // 73 650 = 27 250.50 → 214 282.00. Itemized 50 000 on 750 000.
        let out = us(
            "2025",
            "head_of_household",
            750_000.0,
            0.0,
            "itemized",
            50_000.0,
            0.0,
        )
        .unwrap();
        agrees(&out, "taxableIncome", 700_000.0);
        agrees(&out, "tax", 214_282.0);
        agrees(&out, "marginalRate", 37.0);
        let rows = rows(&out, "brackets");
        assert_eq!(rows.len(), 7);
        assert_eq!(rows[6]["to"], serde_json::Value::Null);
        assert_eq!(rows[0]["tax"], 1700.0);
    }

    #[test]
    fn married_separate_top_bracket_starts_lower() {
        // 2025 MFS: 37 % over 375 800 (single: over 626 350).
        let out = standard("2025", "married_separate", 415_750.0, 0.0);
        agrees(&out, "taxableIncome", 400_000.0);
        agrees(&out, "marginalRate", 37.0);
    }

    #[test]
    fn additional_standard_deduction_for_age_or_blindness() {
        // 2026 single, 65+ and blind: 16 100 + 2 × 2 050 = 20 200.
        let out = us("2026", "single", 50_000.0, 0.0, "standard", 0.0, 2.0).unwrap();
        agrees(&out, "standardDeduction", 20_200.0);
        // Married: 1 650 a box.
        let out = us("2026", "married_joint", 50_000.0, 0.0, "standard", 0.0, 3.0).unwrap();
        agrees(&out, "standardDeduction", 32_200.0 + 3.0 * 1650.0);
        assert_eq!(
            us("2026", "single", 1.0, 0.0, "standard", 0.0, 3.0)
                .unwrap_err()
                .kind,
            ErrorKind::AboveMax { max: 2.0 }
        );
    }

    #[test]
    fn income_below_the_deduction_owes_nothing() {
        let out = standard("2026", "single", 10_000.0, 0.0);
        assert_eq!(out.number_of("tax"), Some(0.0));
        assert_eq!(out.number_of("marginalRate"), Some(0.0));
        let out = standard("2026", "single", 0.0, 0.0);
        assert_eq!(out.number_of("effectiveRate"), Some(0.0));
        let e = us("2026", "single", 100.0, 200.0, "standard", 0.0, 0.0).unwrap_err();
        assert_eq!(e.input, "preTaxContributions");
    }

    #[allow(clippy::too_many_arguments)]
    fn br(
        mode: &str,
        period: &str,
        income: f64,
        inss: f64,
        dependants: f64,
        alimony: f64,
        others: f64,
        how: &str,
        withheld: f64,
    ) -> Result<Outputs, InputError> {
        compute_br(&inputs([
            ("mode", Value::Option(mode.into())),
            ("period", Value::Option(period.into())),
            ("taxYear", Value::Option("2025".into())),
            ("income", Value::Number(income)),
            ("inss", Value::Number(inss)),
            ("dependants", Value::Number(dependants)),
            ("alimony", Value::Number(alimony)),
            ("otherDeductions", Value::Number(others)),
            ("deductionMethod", Value::Option(how.into())),
            ("taxWithheld", Value::Number(withheld)),
        ]))
    }

    /// A month's IRRF with the best deduction method, no alimony, no other
    /// deductions and nothing withheld.
    fn monthly(period: &str, income: f64, inss: f64, dependants: f64) -> Outputs {
        br(
            "monthly", period, income, inss, dependants, 0.0, 0.0, "best", 0.0,
        )
        .unwrap()
    }

    #[test]
    fn receita_example_6000_in_2026() {
        // SOURCES.md §4, the published example: salary R$ 6 000 in 2026, no
        // dependants: INSS 641.51, table tax 564.85, reduction 179.75,
        // IRRF 385.10. INSS unrounded: 641.5144.
        let out = monthly("2026-01", 6000.0, 641.5144, 0.0);
        assert_eq!(text(&out, "deductionUsed"), "complete");
        agrees(&out, "taxBase", 5358.4856);
        near(&out, "taxBeforeReduction", 564.85, 0.005);
        near(&out, "reduction", 179.75, 1e-9);
        near(&out, "tax", 385.10, 0.005);
        agrees(&out, "marginalRate", 27.5);
    }

    #[test]
    fn up_to_5000_pays_nothing_from_2026() {
        // Lei 15.270/2025: gross R$ 5 000, simplified discount: base 4 392.80,
        // table tax 4 392.80 × 0.225 − 675.49 = 312.89, all of it reduced.
        let out = monthly("2026-01", 5000.0, 0.0, 0.0);
        assert_eq!(text(&out, "deductionUsed"), "simplified");
        near(&out, "taxBeforeReduction", 312.89, 1e-9);
        assert_eq!(out.number_of("tax"), Some(0.0));
        // Above R$ 7 350 no reduction: 10 000 with INSS 2026 at the ceiling
        // (988.0914) and 2 dependants: base 10 000 − 988.0914 − 379.18 =
        // 8 632.7286; tax = base × 0.275 − 908.73 = 1 465.2214…
        let out = monthly("2026-01", 10_000.0, 988.0914, 2.0);
        agrees(&out, "taxBase", 8632.7286);
        agrees(&out, "tax", 8632.7286 * 0.275 - 908.73);
        assert_eq!(out.number_of("reduction"), Some(0.0));
    }

    #[test]
    fn may_2025_table_two_minimum_wages_exempt() {
        // Data note: 2 × 1 518 = 3 036 less the 607.20 discount = 2 428.80,
        // the top of the zero-rate row: no tax.
        let out = monthly("2025-05", 3036.0, 0.0, 0.0);
        agrees(&out, "taxBase", 2428.80);
        assert_eq!(out.number_of("tax"), Some(0.0));
        // One real more is taxed at 7.5 %.
        let out = monthly("2025-05", 3037.0, 0.0, 0.0);
        agrees(&out, "tax", 2429.80 * 0.075 - 182.16);
        // The earlier table (until April 2025): simplified 564.80.
        let out = br(
            "monthly",
            "2025-01",
            3036.0,
            0.0,
            0.0,
            0.0,
            0.0,
            "simplified",
            0.0,
        )
        .unwrap();
        agrees(&out, "tax", (3036.0 - 564.80) * 0.075 - 169.44);
    }

    #[test]
    fn annual_2025_table_is_the_sum_of_the_monthly_ones() {
        let rows = annual_2025_rows();
        let limits: Vec<f64> = rows.iter().take(4).map(|r| r.up_to).collect();
        for (got, expected) in limits
            .iter()
            .zip([28_467.20, 33_919.80, 45_012.60, 55_976.16])
        {
            assert!((got - expected).abs() < 1e-9, "{got}");
        }
        // Continuity parcelas (exact rational arithmetic): 0.075·28 467.20 =
        // 2 135.04; then 4 679.025, 8 054.97, 10 853.778.
        for (got, expected) in rows
            .iter()
            .map(|r| r.deduction)
            .zip([0.0, 2135.04, 4679.025, 8054.97, 10_853.778])
        {
            assert!((got - expected).abs() < 1e-8, "{got} vs {expected}");
        }
        // 80 000 of income, 8 000 INSS, 1 dependant, 1 000 withheld:
        // base 80 000 − 8 000 − 2 275.08 = 69 724.92;
        // tax 69 724.92 × 0.275 − 10 853.778 = 8 320.575.
        let out = br(
            "annual", "2026-01", 80_000.0, 8000.0, 1.0, 0.0, 0.0, "best", 1000.0,
        )
        .unwrap();
        agrees(&out, "taxBase", 69_724.92);
        agrees(&out, "tax", 8320.575);
        match out.get("balanceDue") {
            Some(OutValue::Json(v)) => assert!((v.as_f64().unwrap() - 7320.575).abs() < 1e-8),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn br_errors() {
        let e = compute_br(&inputs([
            ("mode", Value::Option("annual".into())),
            ("period", Value::Option("2026-01".into())),
            ("taxYear", Value::Option("2026".into())),
            ("income", Value::Number(1.0)),
            ("inss", Value::Number(0.0)),
            ("dependants", Value::Number(0.0)),
            ("alimony", Value::Number(0.0)),
            ("otherDeductions", Value::Number(0.0)),
            ("deductionMethod", Value::Option("best".into())),
            ("taxWithheld", Value::Number(0.0)),
        ]))
        .unwrap_err();
        assert_eq!(e.input, "taxYear");
        assert_eq!(
            br("monthly", "2026-01", 1.0, 0.0, 1.5, 0.0, 0.0, "best", 0.0)
                .unwrap_err()
                .kind,
            ErrorKind::NotAnInteger
        );
    }
}
