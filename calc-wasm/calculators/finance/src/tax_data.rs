//! Tax tables, generated at compile time from the data files in `data/`
//! (`us-federal-tax.yaml`, `us-federal-tax-rules.yaml`, `br-irpf-inss.yaml`;
//! each states the year and the law or publication of every number, and
//! `data/README.md` how they were checked) by `build.rs`: the files are the
//! one source, and no number of theirs is typed here. Nothing is estimated:
//! when a table is not in those files, the calculators do not offer it.

/// One bracket: `rate` applies to income above `over` (and up to the next
/// bracket's `over`), the IRS "Tax Rate Schedules" form. The first bracket
/// is over 0.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Bracket {
    pub over: f64,
    pub rate: f64,
}

const fn b(rate: f64, over: f64) -> Bracket {
    Bracket { over, rate }
}

/// U.S. filing statuses, in the order of the `[_; 4]` tables below.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Filing {
    Single = 0,
    MarriedJoint = 1,
    MarriedSeparate = 2,
    HeadOfHousehold = 3,
}

pub const FILING_OPTIONS: &[&str] = &[
    "single",
    "married_joint",
    "married_separate",
    "head_of_household",
];

impl Filing {
    pub fn from_id(id: &str) -> Option<Filing> {
        Some(match id {
            "single" => Filing::Single,
            "married_joint" => Filing::MarriedJoint,
            "married_separate" => Filing::MarriedSeparate,
            "head_of_household" => Filing::HeadOfHousehold,
            _ => return None,
        })
    }

    pub fn married(self) -> bool {
        matches!(self, Filing::MarriedJoint | Filing::MarriedSeparate)
    }
}

/// One U.S. tax year.
pub struct UsYear {
    pub year: u16,
    /// By `Filing`.
    pub brackets: [[Bracket; 7]; 4],
    /// By `Filing`: the standard deduction in force for the year.
    pub standard_deduction: [f64; 4],
    /// By `Filing`: the standard deduction IRS Publication 15-T builds into
    /// its percentage-method withholding tables for the year.
    pub withholding_standard_deduction: [f64; 4],
    /// Additional standard deduction per condition (65 or older, blind):
    /// married or surviving spouse, and unmarried.
    pub additional_married: f64,
    pub additional_unmarried: f64,
    pub social_security_wage_base: f64,
    /// By `Filing`: the top of the 0 % and of the 15 % rate on qualified
    /// dividends and net capital gain (taxable income up to which they
    /// apply), IRC 1(h)(1).
    pub capital_gains_zero_up_to: [f64; 4],
    pub capital_gains_fifteen_up_to: [f64; 4],
    pub child_tax_credit: ChildTaxCredit,
    /// Public Law 119-21's Schedule 1-A deductions (tax years 2025 to
    /// 2028), taken after AGI by itemizers and non-itemizers alike.
    pub senior_deduction: SeniorDeduction,
    pub qualified_tips: PhasedDeduction,
    pub qualified_overtime: PhasedDeduction,
    pub car_loan_interest: PhasedDeduction,
    pub salt_cap: SaltCap,
    pub earned_income_credit: EarnedIncomeCredit,
    pub self_employment: SelfEmployment,
    pub qualified_business_income: QualifiedBusinessIncome,
    /// By `Filing`: wages and self-employment earnings over this owe the
    /// Additional Medicare Tax (`ADDITIONAL_MEDICARE_RATE`), Form 8959.
    pub additional_medicare_threshold: [f64; 4],
    pub net_investment_income_tax: NetInvestmentIncomeTax,
}

/// The net investment income tax, IRC 1411 (Form 8960): `rate` of the
/// smaller of net investment income and modified AGI over `threshold` (by
/// `Filing`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct NetInvestmentIncomeTax {
    pub rate: f64,
    pub threshold: [f64; 4],
}

/// The child tax credit, IRC 24 (Schedule 8812).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ChildTaxCredit {
    pub per_child: f64,
    /// The most of the credit, per child, that can be refunded (the
    /// additional child tax credit).
    pub refundable_per_child: f64,
    /// The refundable part is `refundable_rate` of earned income over this.
    pub earned_income_threshold: f64,
    pub refundable_rate: f64,
    /// Modified AGI over which the credit shrinks: married filing jointly,
    /// and every other status.
    pub phase_out_joint: f64,
    pub phase_out_other: f64,
    /// The credit shrinks by `phase_out_per_step` for each `phase_out_step`
    /// (or part of one) of modified AGI over the threshold.
    pub phase_out_step: f64,
    pub phase_out_per_step: f64,
    /// The credit for other dependents, per dependent: in the same
    /// phase-out, never refunded.
    pub per_other_dependent: f64,
    /// From this many qualifying children, Schedule 8812 Part II-B (the
    /// Social Security and Medicare taxes paid less the earned income
    /// credit) may refund more than 15 % of earned income.
    pub alternative_refund_from_children: f64,
}

/// IRC 151(d)(5)(C): `per_person` for each spouse 65 or older, each less
/// `phase_out_rate` of modified AGI over the threshold (by `Filing`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SeniorDeduction {
    pub per_person: f64,
    pub phase_out_threshold: [f64; 4],
    pub phase_out_rate: f64,
    pub allowed_married_filing_separately: bool,
}

/// A Schedule 1-A deduction (qualified tips, overtime, car-loan interest):
/// the amount up to `cap`, less `phase_out_per_step` for each
/// `phase_out_step` of modified AGI over the threshold: full steps only,
/// or a part of one counting as a step when `part_step_counts`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PhasedDeduction {
    pub cap: [f64; 4],
    pub phase_out_threshold: [f64; 4],
    pub phase_out_step: f64,
    pub phase_out_per_step: f64,
    pub part_step_counts: bool,
    pub allowed_married_filing_separately: bool,
}

impl PhasedDeduction {
    /// The deduction for `amount` at modified AGI `magi`.
    pub fn deduction(&self, status: Filing, amount: f64, magi: f64) -> f64 {
        if status == Filing::MarriedSeparate && !self.allowed_married_filing_separately {
            return 0.0;
        }
        let i = status as usize;
        let over = (magi - self.phase_out_threshold[i]).max(0.0) / self.phase_out_step;
        let steps = if self.part_step_counts {
            over.ceil()
        } else {
            over.floor()
        };
        (amount.min(self.cap[i]) - steps * self.phase_out_per_step).max(0.0)
    }
}

/// IRC 164(b)(6)-(7): the most of state and local taxes an itemizer
/// deducts, `limitation` less `phase_down_rate` of modified AGI over the
/// threshold, never below `floor` (each by `Filing`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SaltCap {
    pub limitation: [f64; 4],
    pub phase_down_threshold: [f64; 4],
    pub phase_down_rate: [f64; 4],
    pub floor: [f64; 4],
}

impl SaltCap {
    pub fn cap(&self, status: Filing, magi: f64) -> f64 {
        let i = status as usize;
        let over = (magi - self.phase_down_threshold[i]).max(0.0);
        (self.limitation[i] - self.phase_down_rate[i] * over).max(self.floor[i])
    }
}

/// IRC 32, by qualifying children 0, 1, 2, 3 or more.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct EarnedIncomeCredit {
    pub phase_in_rate: [f64; 4],
    pub phase_out_rate: [f64; 4],
    pub max_credit: [f64; 4],
    /// Where the phase-out starts: single, head of household (and married
    /// filing separately where allowed), and married filing jointly.
    pub phase_out_start_other: [f64; 4],
    pub phase_out_start_joint: [f64; 4],
    /// No credit with more investment income than this.
    pub investment_income_limit: f64,
}

/// Self-employment tax, IRC 1401-1402 (Schedule SE).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SelfEmployment {
    /// Net earnings from self-employment = net profit × this (92.35 %).
    pub net_earnings_factor: f64,
    /// Old-age, survivors and disability insurance, up to the wage base.
    pub social_security_rate: f64,
    /// Hospital insurance, on all net earnings.
    pub medicare_rate: f64,
    /// No self-employment tax when net earnings are less than this.
    pub minimum_net_earnings: f64,
    /// The part of the tax deductible from income (IRC 164(f)).
    pub deductible_share: f64,
}

/// The qualified business income deduction, IRC 199A (Forms 8995 and
/// 8995-A).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct QualifiedBusinessIncome {
    /// The deduction is this share of qualified business income, and at
    /// most this share of taxable income over the net capital gain.
    pub rate: f64,
    /// By `Filing`: taxable income (before the deduction) up to which the
    /// deduction is the plain 20 %.
    pub threshold: [f64; 4],
    /// By `Filing`: over this much taxable income past the threshold the
    /// wage and property limit, and for a specified service business the
    /// applicable percentage, phase in completely.
    pub phase_in_range: [f64; 4],
    /// IRC 199A(i), from 2026: the deduction is at least this much with
    /// `minimum_deduction_from_income` or more of qualified business
    /// income (0: no minimum that year).
    pub minimum_deduction: f64,
    pub minimum_deduction_from_income: f64,
}

// US_2025, US_2026 ..., US_YEARS, US_YEAR_OPTIONS, the payroll rates
// (SOCIAL_SECURITY_RATE, MEDICARE_RATE, ADDITIONAL_MEDICARE_RATE,
// ADDITIONAL_MEDICARE_WITHHOLDING_THRESHOLD), IRPF_<period> and INSS_<year>:
// generated from the data files by build.rs.
include!(concat!(env!("OUT_DIR"), "/tax_tables.rs"));

/// The U.S. tax year with the option id `id` ("2026").
pub fn us_year(id: &str) -> Option<&'static UsYear> {
    let year: u16 = id.parse().ok()?;
    US_YEARS.iter().copied().find(|y| y.year == year)
}

/// One slice of an amount cut by a progressive table: the part between
/// `from` and `to` (infinite for an open top row), taxed at `rate`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Slice {
    pub from: f64,
    pub to: f64,
    pub rate: f64,
    pub amount: f64,
    pub tax: f64,
}

/// `x` cut by a progressive table given as (upper limit, rate) rows in
/// order, the first starting at 0: each rate applies to its own slice, and
/// the total is the slices' tax summed in order. The U.S. brackets, the IRPF
/// rows and INSS are all this one computation.
pub fn progressive(x: f64, rows: impl IntoIterator<Item = (f64, f64)>) -> (f64, Vec<Slice>) {
    let mut total = 0.0;
    let mut from = 0.0;
    let slices = rows
        .into_iter()
        .map(|(to, rate)| {
            let amount = (x.min(to) - from).max(0.0);
            let slice = Slice {
                from,
                to,
                rate,
                amount,
                tax: amount * rate,
            };
            total += slice.tax;
            from = to;
            slice
        })
        .collect();
    (total, slices)
}

/// Tax on `taxable` by the brackets, slice by slice, and the slices.
pub fn bracket_tax(brackets: &[Bracket], taxable: f64) -> (f64, Vec<Slice>) {
    // Each bracket ends where the next one starts; the last never ends.
    let tops = brackets
        .iter()
        .skip(1)
        .map(|next| next.over)
        .chain([f64::INFINITY]);
    progressive(taxable, tops.zip(brackets).map(|(to, br)| (to, br.rate)))
}

/// The rate on the next dollar of `taxable` (the bracket it falls in; at a
/// boundary, the higher one).
pub fn marginal_rate(brackets: &[Bracket], taxable: f64) -> f64 {
    brackets
        .iter()
        .rev()
        .find(|br| taxable >= br.over)
        .map_or(0.0, |br| br.rate)
}

// ---------------------------------------------------------------- Brazil

/// One row of the Brazilian monthly IRPF table: for a base up to `up_to`
/// (and above the previous row's), tax = base × rate − deduction
/// ("parcela a deduzir").
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct IrpfRow {
    pub up_to: f64,
    pub rate: f64,
    pub deduction: f64,
}

const fn r(up_to: f64, rate: f64, deduction: f64) -> IrpfRow {
    IrpfRow {
        up_to,
        rate,
        deduction,
    }
}

/// Lei 15.270/2025 (art. 3º-A of Lei 9.250/1995), from January 2026: a
/// monthly reduction after the table, measured on the gross monthly
/// taxable income: the whole tax up to R$ 5 000.00 ("up to R$ 312.89, so
/// that the tax due is zero"), R$ 978.62 − 0.133145 × income up to
/// R$ 7 350.00, none above.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Reduction {
    pub full_exemption_income: f64,
    pub max_reduction: f64,
    pub phase_out_income: f64,
    pub constant: f64,
    pub coefficient: f64,
}

pub struct IrpfPeriod {
    /// First month, `YYYY-MM` (the option id of the period).
    pub from: &'static str,
    pub rows: [IrpfRow; 5],
    pub dependant_deduction: f64,
    /// Desconto simplificado mensal: replaces every legal deduction when
    /// it lowers the base more.
    pub simplified_discount: f64,
    pub reduction: Option<Reduction>,
}

/// One ano-calendário of the annual declaration (ajuste anual).
pub struct IrpfAnnual {
    /// The calendar year (the option id of `taxYear`).
    pub year: &'static str,
    pub rows: [IrpfRow; 5],
    pub dependant_deduction: f64,
    /// Education expenses deduct up to this per person (the taxpayer and
    /// each dependant).
    pub education_cap: f64,
    /// The simplified declaration's discount: this share of the taxable
    /// income, at most `simplified_cap`, in place of every deduction.
    pub simplified_rate: f64,
    pub simplified_cap: f64,
    /// Lei 15.270/2025, art. 11-A of Lei 9.250/1995, from 2026: the same
    /// shape as the monthly reduction, in annual amounts.
    pub reduction: Option<Reduction>,
}

/// The table's tax on a monthly `base` (before any reduction).
pub fn irpf_table_tax(rows: &[IrpfRow], base: f64) -> (f64, usize) {
    if base <= 0.0 {
        return (0.0, 0);
    }
    let i = rows
        .iter()
        .position(|row| base <= row.up_to)
        .unwrap_or(rows.len() - 1);
    ((base * rows[i].rate - rows[i].deduction).max(0.0), i)
}

/// The Lei 15.270/2025 reduction for a monthly gross taxable `income` and
/// the table's tax on it; never more than that tax.
pub fn irpf_reduction(reduction: &Reduction, income: f64, table_tax: f64) -> f64 {
    let r = if income <= reduction.full_exemption_income {
        // 312.89 is the table's tax on 5 000 less the simplified discount,
        // rounded to the cent: within that rounding the tax is all reduced.
        if table_tax <= reduction.max_reduction + 0.005 {
            table_tax
        } else {
            reduction.max_reduction
        }
    } else if income <= reduction.phase_out_income {
        reduction.constant - reduction.coefficient * income
    } else {
        0.0
    };
    r.clamp(0.0, table_tax)
}

/// The annual table of ano-calendário `id`.
pub fn irpf_annual(id: &str) -> Option<&'static IrpfAnnual> {
    IRPF_ANNUAL_YEARS.into_iter().find(|y| y.year == id)
}

/// INSS employee contribution: each rate on the slice of the salary inside
/// its bracket, nothing above the last `up_to` (the ceiling).
pub struct InssYear {
    pub year: u16,
    /// (up_to, rate), in order.
    pub brackets: [(f64, f64); 4],
}

/// The contribution on a monthly `salary`, and its slices.
pub fn inss(year: &InssYear, salary: f64) -> (f64, Vec<Slice>) {
    progressive(salary, year.brackets)
}

/// The Brazilian periods a calculator offers, by option id: the IRPF table
/// and the INSS table in force.
pub const BR_PERIOD_OPTIONS: &[&str] = &["2026-01", "2025-05", "2025-01"];

pub fn br_period(id: &str) -> Option<(&'static IrpfPeriod, &'static InssYear)> {
    match id {
        "2026-01" => Some((&IRPF_2026_01, &INSS_2026)),
        "2025-05" => Some((&IRPF_2025_05, &INSS_2025)),
        "2025-01" => Some((&IRPF_2024_02, &INSS_2025)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn us_rate_schedule_base_amounts() {
        // The "plus" amounts of the IRS rate schedule, single 2025, as in
        // Rev. Proc. 2024-40 (and its transcriptions in Pub. 15-T tables):
        // 1 192.50, 5 578.50, 17 651, 40 199, 57 231, 188 769.75.
        let single = &US_2025.brackets[0];
        let at = |x: f64| bracket_tax(single, x).0;
        for (x, expected) in [
            (11_925.0, 1192.5),
            (48_475.0, 5578.5),
            (103_350.0, 17_651.0),
            (197_300.0, 40_199.0),
            (250_525.0, 57_231.0),
            (626_350.0, 188_769.75),
        ] {
            assert!((at(x) - expected).abs() < 1e-9, "{x}: {}", at(x));
        }
        // Single 2026 (Rev. Proc. 2025-32): 1 240, 5 800, 17 966.
        let single = &US_2026.brackets[0];
        for (x, expected) in [
            (12_400.0, 1240.0),
            (50_400.0, 5800.0),
            (105_700.0, 17_966.0),
        ] {
            assert!((bracket_tax(single, x).0 - expected).abs() < 1e-9);
        }
    }

    #[test]
    fn marginal_rate_at_boundaries() {
        let single = &US_2026.brackets[0];
        assert_eq!(marginal_rate(single, 0.0), 0.10);
        assert_eq!(marginal_rate(single, 12_399.99), 0.10);
        assert_eq!(marginal_rate(single, 12_400.0), 0.12);
        assert_eq!(marginal_rate(single, 1e9), 0.37);
    }

    #[test]
    fn irpf_table_is_continuous_to_the_cent() {
        // SOURCES.md: "The tax is continuous at every bracket boundary, to
        // the cent": the published parcelas are rounded, so the two sides of a
        // limit differ by less than a centavo (0.6 at most: 374.063 and
        // 374.057 at 4 664.68 in the May 2025 table).
        for period in [&IRPF_2024_02, &IRPF_2025_05] {
            for w in period.rows.windows(2) {
                let (lo, hi) = (w[0], w[1]);
                let below = lo.up_to * lo.rate - lo.deduction;
                let above = lo.up_to * hi.rate - hi.deduction;
                assert!((below - above).abs() < 0.01, "{} {below} {above}", lo.up_to);
            }
        }
    }

    #[test]
    fn inss_ceilings_are_the_published_maximums() {
        // Maximum contribution at the ceiling: R$ 988.09 in 2026, the
        // published maximum (SOURCES.md section 4); 2025 by hand:
        // 113.85 + 114.8292 + 167.634 + 555.3212 = 951.6344.
        assert!((inss(&INSS_2025, 8157.41).0 - 951.6344).abs() < 1e-9);
        assert!((inss(&INSS_2026, 8475.55).0 - 988.09).abs() < 0.005);
        assert_eq!(inss(&INSS_2026, 50_000.0).0, inss(&INSS_2026, 8475.55).0);
    }

    #[test]
    fn reduction_formula_meets_its_ends() {
        // Data file: 978.62 − 0.133145·5000 = 312.89 (312.895 before
        // rounding), and ≈ 0 at 7350 (0.004).
        let red = IRPF_2026_01.reduction.unwrap();
        assert!((red.constant - red.coefficient * 5000.0 - 312.895).abs() < 1e-9);
        assert!((red.constant - red.coefficient * 7350.0).abs() < 0.005);
    }

    /// The generated tables against the data files, read here by a second,
    /// independent walk of the YAML: every bracket, deduction and wage base
    /// of every year, every IRPF row and INSS bracket.
    #[test]
    fn generated_tables_are_the_data_files() {
        use serde_yaml::Value;
        let read = |name: &str| -> Value {
            let path = format!("{}/src/data/{name}", env!("CARGO_MANIFEST_DIR"));
            serde_yaml::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
        };
        let f = |v: &Value| v.as_f64().unwrap_or(f64::INFINITY);
        let us = read("us-federal-tax.yaml");
        let rules = read("us-federal-tax-rules.yaml");
        let statuses = [
            "single",
            "married_filing_jointly",
            "married_filing_separately",
            "head_of_household",
        ];
        let years = us["years"].as_mapping().unwrap();
        assert_eq!(years.len(), US_YEARS.len());
        for (key, y) in years {
            let year = us_year(&key.as_u64().unwrap().to_string()).unwrap();
            let r = &rules["years"][key];
            for (i, s) in statuses.iter().enumerate() {
                let rows = y["income_tax_brackets"][s].as_sequence().unwrap();
                assert_eq!(rows.len(), year.brackets[i].len());
                for (row, br) in rows.iter().zip(&year.brackets[i]) {
                    assert_eq!((f(&row["rate"]), f(&row["over"])), (br.rate, br.over));
                }
                assert_eq!(f(&y["standard_deduction"][s]), year.standard_deduction[i]);
                let cg = &r["capital_gains"];
                assert_eq!(
                    f(&cg["zero_rate_up_to"][s]),
                    year.capital_gains_zero_up_to[i]
                );
                assert_eq!(
                    f(&cg["fifteen_rate_up_to"][s]),
                    year.capital_gains_fifteen_up_to[i]
                );
                assert_eq!(
                    (
                        f(&y["payroll"]["additional_medicare_threshold"][s]),
                        f(&r["net_investment_income_tax"]["threshold"][s])
                    ),
                    (
                        year.additional_medicare_threshold[i],
                        year.net_investment_income_tax.threshold[i]
                    )
                );
                let senior = &r["senior_deduction"];
                assert_eq!(
                    f(&senior["phase_out_threshold"][s]),
                    year.senior_deduction.phase_out_threshold[i]
                );
                for (key, d) in [
                    ("qualified_tips", &year.qualified_tips),
                    ("qualified_overtime", &year.qualified_overtime),
                    ("car_loan_interest", &year.car_loan_interest),
                ] {
                    assert_eq!(
                        (f(&r[key]["cap"][s]), f(&r[key]["phase_out_threshold"][s])),
                        (d.cap[i], d.phase_out_threshold[i]),
                        "{key}"
                    );
                }
                let salt = &r["salt_cap"];
                assert_eq!(
                    [
                        f(&salt["limitation"][s]),
                        f(&salt["phase_down_threshold"][s]),
                        f(&salt["phase_down_rate"][s]),
                        f(&salt["floor"][s])
                    ],
                    [
                        year.salt_cap.limitation[i],
                        year.salt_cap.phase_down_threshold[i],
                        year.salt_cap.phase_down_rate[i],
                        year.salt_cap.floor[i]
                    ]
                );
                let qbi = &r["qualified_business_income"];
                assert_eq!(
                    (f(&qbi["threshold"][s]), f(&qbi["phase_in_range"][s])),
                    (
                        year.qualified_business_income.threshold[i],
                        year.qualified_business_income.phase_in_range[i]
                    )
                );
            }
            let payroll = &y["payroll"];
            assert_eq!(
                f(&payroll["social_security_wage_base"]),
                year.social_security_wage_base
            );
            assert_eq!(
                f(&payroll["social_security_rate_employee"]),
                SOCIAL_SECURITY_RATE
            );
            assert_eq!(f(&payroll["medicare_rate_employee"]), MEDICARE_RATE);
            assert_eq!(
                f(&r["child_tax_credit"]["per_child"]),
                year.child_tax_credit.per_child
            );
            assert_eq!(
                f(&r["child_tax_credit"]["refundable_per_child"]),
                year.child_tax_credit.refundable_per_child
            );
            assert_eq!(
                f(&r["self_employment"]["net_earnings_factor"]),
                year.self_employment.net_earnings_factor
            );
            let eic = &r["earned_income_credit"];
            let list =
                |key: &str| -> Vec<f64> { eic[key].as_sequence().unwrap().iter().map(f).collect() };
            let code = &year.earned_income_credit;
            assert_eq!(list("phase_in_rate"), code.phase_in_rate);
            assert_eq!(list("phase_out_rate"), code.phase_out_rate);
            assert_eq!(list("max_credit"), code.max_credit);
            assert_eq!(
                list("phase_out_start_single_head_of_household"),
                code.phase_out_start_other
            );
            assert_eq!(
                list("phase_out_start_married_filing_jointly"),
                code.phase_out_start_joint
            );
            assert_eq!(
                f(&eic["investment_income_limit"]),
                code.investment_income_limit
            );
            assert_eq!(
                (
                    f(&r["senior_deduction"]["per_person_65_or_older"]),
                    f(&r["child_tax_credit"]["per_other_dependent"])
                ),
                (
                    year.senior_deduction.per_person,
                    year.child_tax_credit.per_other_dependent
                )
            );
            let qbi = &r["qualified_business_income"];
            assert_eq!(
                (
                    f(&qbi["rate"]),
                    f(&qbi["minimum_deduction"]),
                    f(&qbi["minimum_deduction_from_income"])
                ),
                (
                    year.qualified_business_income.rate,
                    year.qualified_business_income.minimum_deduction,
                    year.qualified_business_income.minimum_deduction_from_income
                )
            );
        }
        let br = read("br-irpf-inss.yaml");
        for period in br["irpf_monthly"].as_sequence().unwrap() {
            let id = period["period"]["from"].as_str().unwrap();
            let code = [&IRPF_2024_02, &IRPF_2025_05, &IRPF_2026_01]
                .into_iter()
                .find(|p| p.from == id)
                .unwrap();
            for (row, r) in period["brackets"]
                .as_sequence()
                .unwrap()
                .iter()
                .zip(&code.rows)
            {
                assert_eq!(
                    (f(&row["up_to"]), f(&row["rate"]), f(&row["deduction"])),
                    (r.up_to, r.rate, r.deduction)
                );
            }
            assert_eq!(f(&period["simplified_discount"]), code.simplified_discount);
            assert_eq!(f(&period["dependant_deduction"]), code.dependant_deduction);
        }
        for (year, code) in br["inss_employee"]
            .as_sequence()
            .unwrap()
            .iter()
            .zip([&INSS_2025, &INSS_2026])
        {
            assert_eq!(year["year"].as_u64(), Some(u64::from(code.year)));
            for (row, (up_to, rate)) in year["brackets"]
                .as_sequence()
                .unwrap()
                .iter()
                .zip(code.brackets)
            {
                assert_eq!((f(&row["up_to"]), f(&row["rate"])), (up_to, rate));
            }
        }
    }

    /// Spot checks, one per table, typed from the publications themselves
    /// (not from the data files): a wrong edit of a data file fails here.
    #[test]
    fn spot_checks_against_the_publications() {
        // Rev. Proc. 2024-40: 2025 single 37 % over 626,350; SSA wage base
        // 2025: 176,100; OBBBA 2025 standard deduction (joint) 31,500.
        assert_eq!(US_2025.brackets[0][6].over, 626_350.0);
        assert_eq!(US_2025.social_security_wage_base, 176_100.0);
        assert_eq!(US_2025.standard_deduction[1], 31_500.0);
        assert_eq!(US_2025.withholding_standard_deduction[1], 30_000.0);
        // Rev. Proc. 2024-40 sec. 3.03: 2025 joint 0 % up to 96,700.
        assert_eq!(US_2025.capital_gains_zero_up_to[1], 96_700.0);
        // Rev. Proc. 2025-32: 2026 head of household 22 % over 67,450,
        // standard deduction (single) 16,100; SSA wage base 2026: 184,500.
        assert_eq!(US_2026.brackets[3][2].over, 67_450.0);
        assert_eq!(US_2026.standard_deduction[0], 16_100.0);
        assert_eq!(US_2026.social_security_wage_base, 184_500.0);
        // 2026 single 15 % up to 545,500; OBBBA child tax credit 2,200,
        // refundable up to 1,700.
        assert_eq!(US_2026.capital_gains_fifteen_up_to[0], 545_500.0);
        assert_eq!(US_2026.child_tax_credit.per_child, 2200.0);
        // Public Law 119-21: 6,000 a senior (sec. 70103); tips 25,000 and
        // overtime 12,500 / 25,000 joint (IRC 224, 225); car-loan interest
        // 10,000 from 100,000 (IRC 163(h)(4)); SALT 40,000 from 500,000 in
        // 2025, 40,400 from 505,000 in 2026 (sec. 70120). Rev. Proc.
        // 2024-40 and 2025-32: the earned income credit's maximum with
        // three or more children, 8,046 and 8,231.
        assert_eq!(US_2025.senior_deduction.per_person, 6000.0);
        assert_eq!(US_2026.qualified_tips.cap[1], 25_000.0);
        assert_eq!(US_2026.qualified_overtime.cap[1], 25_000.0);
        assert_eq!(US_2025.car_loan_interest.phase_out_threshold[0], 100_000.0);
        assert_eq!(US_2025.salt_cap.limitation[0], 40_000.0);
        assert_eq!(US_2026.salt_cap.limitation[0], 40_400.0);
        assert_eq!(US_2026.salt_cap.phase_down_threshold[0], 505_000.0);
        assert_eq!(US_2025.earned_income_credit.max_credit[3], 8046.0);
        assert_eq!(US_2026.earned_income_credit.max_credit[3], 8231.0);
        assert_eq!(US_2026.child_tax_credit.refundable_per_child, 1700.0);
        assert_eq!(US_2025.self_employment.net_earnings_factor, 0.9235);
        assert_eq!(SOCIAL_SECURITY_RATE, 0.062);
        // Rev. Proc. 2025-32: 2026 qualified business income threshold,
        // joint 403,500; P.L. 119-21 sec. 70105: phase-in 150,000 (joint),
        // minimum deduction 400.
        assert_eq!(US_2026.qualified_business_income.threshold[1], 403_500.0);
        assert_eq!(
            US_2026.qualified_business_income.phase_in_range[1],
            150_000.0
        );
        assert_eq!(US_2026.qualified_business_income.minimum_deduction, 400.0);
        assert_eq!(US_2025.qualified_business_income.threshold[0], 197_300.0);
        // IRC 1411(a)(1), (b): 3.8 % over 250,000 joint; IRC 3101(b)(2):
        // 0.9 % over 125,000 married filing separately.
        assert_eq!(US_2026.net_investment_income_tax.rate, 0.038);
        assert_eq!(US_2026.net_investment_income_tax.threshold[1], 250_000.0);
        assert_eq!(US_2025.additional_medicare_threshold[2], 125_000.0);
        // Lei 15.191/2025: 27,5 % row, parcela 908,73; Portaria MPS/MF nº 13
        // de 2026: INSS ceiling 8.475,55.
        assert_eq!(IRPF_2025_05.rows[4].deduction, 908.73);
        assert_eq!(IRPF_2026_01.reduction.unwrap().max_reduction, 312.89);
        assert_eq!(INSS_2026.brackets[3].0, 8475.55);
        assert_eq!(IRPF_2024_02.simplified_discount, 564.80);
    }
}
