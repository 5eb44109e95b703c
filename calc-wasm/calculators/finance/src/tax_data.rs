//! Tax tables, copied value for value from the data files in `data/`
//! (`us-federal-tax.yaml`, `br-irpf-inss.yaml`; `data/README.md` gives,
//! for each number, the law or publication it comes from).
//! Nothing here is estimated: when a table is not in those files, the
//! calculators do not offer it.

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
}

/// Employee Social Security rate, 26 U.S.C. 3101(a) (both years).
pub const SOCIAL_SECURITY_RATE: f64 = 0.062;
/// Employee Medicare (HI) rate, 26 U.S.C. 3101(b)(1); no wage cap.
pub const MEDICARE_RATE: f64 = 0.0145;
/// Additional Medicare Tax, 26 U.S.C. 3101(b)(2).
pub const ADDITIONAL_MEDICARE_RATE: f64 = 0.009;
/// Employers withhold the Additional Medicare Tax on wages over this in the
/// year, whatever the filing status: 26 U.S.C. 3102(f)(1). (The tax owed
/// uses per-status thresholds on the return; withholding does not.)
pub const ADDITIONAL_MEDICARE_WITHHOLDING_THRESHOLD: f64 = 200_000.0;

/// Tax year 2025. Brackets: IRS Rev. Proc. 2024-40 tax rate tables (kept
/// by Public Law 119-21, OBBBA). Standard deduction: IRC 63(c)(7) as amended
/// by OBBBA (15 750 / 31 500 / 15 750 / 23 625). Withholding: Rev. Proc.
/// 2024-40 as first published (15 000 / 30 000 / 15 000 / 22 500), the
/// amounts in force when IRS Publication 15-T (2025) was issued. Additional
/// standard deduction: Rev. Proc. 2024-40. Wage base: SSA, 176 100.
pub const US_2025: UsYear = UsYear {
    year: 2025,
    brackets: [
        [
            b(0.10, 0.0),
            b(0.12, 11_925.0),
            b(0.22, 48_475.0),
            b(0.24, 103_350.0),
            b(0.32, 197_300.0),
            b(0.35, 250_525.0),
            b(0.37, 626_350.0),
        ],
        [
            b(0.10, 0.0),
            b(0.12, 23_850.0),
            b(0.22, 96_950.0),
            b(0.24, 206_700.0),
            b(0.32, 394_600.0),
            b(0.35, 501_050.0),
            b(0.37, 751_600.0),
        ],
        [
            b(0.10, 0.0),
            b(0.12, 11_925.0),
            b(0.22, 48_475.0),
            b(0.24, 103_350.0),
            b(0.32, 197_300.0),
            b(0.35, 250_525.0),
            b(0.37, 375_800.0),
        ],
        [
            b(0.10, 0.0),
            b(0.12, 17_000.0),
            b(0.22, 64_850.0),
            b(0.24, 103_350.0),
            b(0.32, 197_300.0),
            b(0.35, 250_500.0),
            b(0.37, 626_350.0),
        ],
    ],
    standard_deduction: [15_750.0, 31_500.0, 15_750.0, 23_625.0],
    withholding_standard_deduction: [15_000.0, 30_000.0, 15_000.0, 22_500.0],
    additional_married: 1600.0,
    additional_unmarried: 2000.0,
    social_security_wage_base: 176_100.0,
};

/// Tax year 2026: IRS Rev. Proc. 2025-32 (brackets, standard deduction
/// 16 100 / 32 200 / 16 100 / 24 150, additional standard deduction
/// 1 650 / 2 050), which reflects OBBBA; wage base: SSA, 184 500.
/// Publication 15-T (2026) builds in the same standard deduction.
pub const US_2026: UsYear = UsYear {
    year: 2026,
    brackets: [
        [
            b(0.10, 0.0),
            b(0.12, 12_400.0),
            b(0.22, 50_400.0),
            b(0.24, 105_700.0),
            b(0.32, 201_775.0),
            b(0.35, 256_225.0),
            b(0.37, 640_600.0),
        ],
        [
            b(0.10, 0.0),
            b(0.12, 24_800.0),
            b(0.22, 100_800.0),
            b(0.24, 211_400.0),
            b(0.32, 403_550.0),
            b(0.35, 512_450.0),
            b(0.37, 768_700.0),
        ],
        [
            b(0.10, 0.0),
            b(0.12, 12_400.0),
            b(0.22, 50_400.0),
            b(0.24, 105_700.0),
            b(0.32, 201_775.0),
            b(0.35, 256_225.0),
            b(0.37, 384_350.0),
        ],
        [
            b(0.10, 0.0),
            b(0.12, 17_700.0),
            b(0.22, 67_450.0),
            b(0.24, 105_700.0),
            b(0.32, 201_750.0),
            b(0.35, 256_200.0),
            b(0.37, 640_600.0),
        ],
    ],
    standard_deduction: [16_100.0, 32_200.0, 16_100.0, 24_150.0],
    withholding_standard_deduction: [16_100.0, 32_200.0, 16_100.0, 24_150.0],
    additional_married: 1650.0,
    additional_unmarried: 2050.0,
    social_security_wage_base: 184_500.0,
};

pub const US_YEAR_OPTIONS: &[&str] = &["2026", "2025"];

pub fn us_year(id: &str) -> Option<&'static UsYear> {
    match id {
        "2025" => Some(&US_2025),
        "2026" => Some(&US_2026),
        _ => None,
    }
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

/// February 2024 – April 2025: MP 1.206/2024, Lei 14.848/2024.
pub const IRPF_2024_02: IrpfPeriod = IrpfPeriod {
    from: "2024-02",
    rows: [
        r(2259.20, 0.0, 0.0),
        r(2826.65, 0.075, 169.44),
        r(3751.05, 0.15, 381.44),
        r(4664.68, 0.225, 662.77),
        r(f64::INFINITY, 0.275, 896.00),
    ],
    dependant_deduction: 189.59,
    simplified_discount: 564.80,
    reduction: None,
};

/// May – December 2025: MP 1.294/2025, Lei 15.191/2025.
pub const IRPF_2025_05: IrpfPeriod = IrpfPeriod {
    from: "2025-05",
    rows: [
        r(2428.80, 0.0, 0.0),
        r(2826.65, 0.075, 182.16),
        r(3751.05, 0.15, 394.16),
        r(4664.68, 0.225, 675.49),
        r(f64::INFINITY, 0.275, 908.73),
    ],
    dependant_deduction: 189.59,
    simplified_discount: 607.20,
    reduction: None,
};

/// From January 2026: the table of Lei 15.191/2025, unchanged (rows,
/// deduction per dependant, simplified discount), plus the reduction of
/// Lei 15.270/2025.
pub const IRPF_2026_01: IrpfPeriod = IrpfPeriod {
    from: "2026-01",
    reduction: Some(Reduction {
        full_exemption_income: 5000.00,
        max_reduction: 312.89,
        phase_out_income: 7350.00,
        constant: 978.62,
        coefficient: 0.133145,
    }),
    ..IRPF_2025_05
};

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

/// INSS employee contribution: each rate on the slice of the salary inside
/// its bracket, nothing above the last `up_to` (the ceiling).
pub struct InssYear {
    pub year: u16,
    /// (up_to, rate), in order.
    pub brackets: [(f64, f64); 4],
}

/// 2025: Portaria Interministerial MPS/MF nº 6, de 10.01.2025.
pub const INSS_2025: InssYear = InssYear {
    year: 2025,
    brackets: [
        (1518.00, 0.075),
        (2793.88, 0.09),
        (4190.83, 0.12),
        (8157.41, 0.14),
    ],
};

/// 2026: Portaria Interministerial MPS/MF nº 13, de 09.01.2026, Anexo II.
pub const INSS_2026: InssYear = InssYear {
    year: 2026,
    brackets: [
        (1621.00, 0.075),
        (2902.84, 0.09),
        (4354.27, 0.12),
        (8475.55, 0.14),
    ],
};

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
}
