//! Generates the tax tables (`$OUT_DIR/tax_tables.rs`, included by
//! `src/tax_data.rs`) from the data files in `src/data/`, so the numbers
//! have one source: the files that state their year and source. The YAML
//! is read here, at compile time; the WebAssembly module gets plain
//! constants and no YAML parser.

use serde_yaml::Value;
use std::fmt::Write as _;
use std::{env, fs, path::Path};

const US_TAX: &str = "src/data/us-federal-tax.yaml";
const US_RULES: &str = "src/data/us-federal-tax-rules.yaml";
const BR_TAX: &str = "src/data/br-irpf-inss.yaml";
/// The data files' filing-status keys, in the order of `Filing`.
const STATUSES: [&str; 4] = [
    "single",
    "married_filing_jointly",
    "married_filing_separately",
    "head_of_household",
];

fn load(path: &str) -> Value {
    println!("cargo:rerun-if-changed={path}");
    let text = fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    serde_yaml::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// `v` at the `/`-separated `path` (mapping keys; numbers index sequences
/// or name integer keys such as years).
fn at<'a>(v: &'a Value, path: &str) -> &'a Value {
    path.split('/').fold(v, |v, key| {
        let next = match v {
            Value::Sequence(items) => key.parse::<usize>().ok().and_then(|i| items.get(i)),
            Value::Mapping(map) => map.get(key).or_else(|| {
                key.parse::<u64>()
                    .ok()
                    .and_then(|n| map.get(Value::Number(n.into())))
            }),
            _ => None,
        };
        next.unwrap_or_else(|| panic!("no {key:?} in the path {path:?}"))
    })
}

/// A number as a Rust `f64` literal; `null` (an open top row) is infinity.
fn num(v: &Value) -> String {
    match v {
        Value::Null => "f64::INFINITY".into(),
        Value::Number(n) => {
            let x = n.as_f64().expect("a number");
            format!("{x:?}")
        }
        other => panic!("not a number: {other:?}"),
    }
}

fn by_status(v: &Value, path: &str) -> String {
    let items: Vec<String> = STATUSES
        .iter()
        .map(|s| num(at(v, &format!("{path}/{s}"))))
        .collect();
    format!("[{}]", items.join(", "))
}

fn us_year(tax: &Value, rules: &Value, year: u16) -> String {
    let y = at(tax, &format!("years/{year}"));
    let r = at(rules, &format!("years/{year}"));
    let brackets: Vec<String> = STATUSES
        .iter()
        .map(|s| {
            let rows = at(y, &format!("income_tax_brackets/{s}"))
                .as_sequence()
                .expect("a list of brackets");
            let rows: Vec<String> = rows
                .iter()
                .map(|row| format!("b({}, {})", num(at(row, "rate")), num(at(row, "over"))))
                .collect();
            format!("[{}]", rows.join(", "))
        })
        .collect();
    // Publication 15-T builds in the standard deduction in force when it was
    // issued: for 2025, the amounts Rev. Proc. 2024-40 first published
    // (before OBBBA raised them); the data file keeps those under
    // `as_originally_published_in_RP2440`.
    let sd = at(y, "standard_deduction");
    let withholding = match sd.get("as_originally_published_in_RP2440") {
        Some(_) => by_status(sd, "as_originally_published_in_RP2440"),
        None => by_status(y, "standard_deduction"),
    };
    let ctc = at(r, "child_tax_credit");
    let se = at(r, "self_employment");
    let qbi = at(r, "qualified_business_income");
    let niit = at(r, "net_investment_income_tax");
    format!(
        "/// Tax year {year}: `{US_TAX}` ({bsrc}; standard deduction {sdsrc}) and\n\
         /// `{US_RULES}`.\n\
         pub const US_{year}: UsYear = UsYear {{\n\
         year: {year},\n\
         brackets: [{brackets}],\n\
         standard_deduction: {std},\n\
         withholding_standard_deduction: {withholding},\n\
         additional_married: {am},\n\
         additional_unmarried: {au},\n\
         social_security_wage_base: {wb},\n\
         capital_gains_zero_up_to: {cg0},\n\
         capital_gains_fifteen_up_to: {cg15},\n\
         child_tax_credit: ChildTaxCredit {{ per_child: {pc}, refundable_per_child: {rpc}, \
         earned_income_threshold: {eit}, refundable_rate: {rr}, phase_out_joint: {poj}, \
         phase_out_other: {poo}, phase_out_step: {pos}, phase_out_per_step: {pps} }},\n\
         self_employment: SelfEmployment {{ net_earnings_factor: {nef}, social_security_rate: {ssr}, \
         medicare_rate: {mr}, minimum_net_earnings: {mne}, deductible_share: {ds} }},\n\
         qualified_business_income: QualifiedBusinessIncome {{ rate: {qr}, threshold: {qt}, \
         phase_in_range: {qp}, minimum_deduction: {qmd}, minimum_deduction_from_income: {qmi} }},\n\
         additional_medicare_threshold: {amt},\n\
         net_investment_income_tax: NetInvestmentIncomeTax {{ rate: {nr}, threshold: {nt} }},\n\
         }};\n",
        bsrc = at(y, "income_tax_brackets/source").as_str().unwrap_or(""),
        sdsrc = at(y, "standard_deduction/source").as_str().unwrap_or(""),
        brackets = brackets.join(", "),
        std = by_status(y, "standard_deduction"),
        am = num(at(
            y,
            "additional_standard_deduction_aged_or_blind/per_condition_married_or_surviving_spouse"
        )),
        au = num(at(
            y,
            "additional_standard_deduction_aged_or_blind/per_condition_unmarried_not_surviving_spouse"
        )),
        wb = num(at(y, "payroll/social_security_wage_base")),
        cg0 = by_status(r, "capital_gains/zero_rate_up_to"),
        cg15 = by_status(r, "capital_gains/fifteen_rate_up_to"),
        pc = num(at(ctc, "per_child")),
        rpc = num(at(ctc, "refundable_per_child")),
        eit = num(at(ctc, "earned_income_threshold")),
        rr = num(at(ctc, "refundable_rate")),
        poj = num(at(ctc, "phase_out_threshold/married_filing_jointly")),
        poo = num(at(ctc, "phase_out_threshold/other")),
        pos = num(at(ctc, "phase_out_step")),
        pps = num(at(ctc, "phase_out_per_step")),
        nef = num(at(se, "net_earnings_factor")),
        ssr = num(at(se, "social_security_rate")),
        mr = num(at(se, "medicare_rate")),
        mne = num(at(se, "minimum_net_earnings")),
        ds = num(at(se, "deductible_share")),
        qr = num(at(qbi, "rate")),
        qt = by_status(qbi, "threshold"),
        qp = by_status(qbi, "phase_in_range"),
        qmd = num(at(qbi, "minimum_deduction")),
        qmi = num(at(qbi, "minimum_deduction_from_income")),
        amt = by_status(y, "payroll/additional_medicare_threshold"),
        nr = num(at(niit, "rate")),
        nt = by_status(niit, "threshold"),
    )
}

fn main() {
    let tax = load(US_TAX);
    let rules = load(US_RULES);
    let br = load(BR_TAX);
    let mut out = String::from("// Generated by build.rs from src/data/*.yaml: do not edit.\n\n");

    // The U.S. years: every year of the rate file, newest first.
    let mut years: Vec<u16> = at(&tax, "years")
        .as_mapping()
        .expect("years")
        .keys()
        .map(|k| k.as_u64().expect("a year") as u16)
        .collect();
    years.sort_unstable_by(|a, b| b.cmp(a));
    for &year in &years {
        out += &us_year(&tax, &rules, year);
    }
    let names: Vec<String> = years.iter().map(|y| format!("&US_{y}")).collect();
    let ids: Vec<String> = years.iter().map(|y| format!("\"{y}\"")).collect();
    writeln!(
        out,
        "/// The U.S. tax years, newest first.\npub const US_YEARS: [&UsYear; {n}] = [{}];\n\
         /// The `taxYear` option ids, newest first.\npub const US_YEAR_OPTIONS: &[&str] = &[{}];\n",
        names.join(", "),
        ids.join(", "),
        n = years.len()
    )
    .unwrap();

    // The payroll rates are the same in every year (statutory): one constant
    // each, and the build fails if a year says otherwise.
    for (name, key, doc) in [
        ("SOCIAL_SECURITY_RATE", "social_security_rate_employee", "Employee Social Security rate, 26 U.S.C. 3101(a)."),
        ("MEDICARE_RATE", "medicare_rate_employee", "Employee Medicare (HI) rate, 26 U.S.C. 3101(b)(1); no wage cap."),
        ("ADDITIONAL_MEDICARE_RATE", "additional_medicare_rate", "Additional Medicare Tax, 26 U.S.C. 3101(b)(2)."),
        (
            "ADDITIONAL_MEDICARE_WITHHOLDING_THRESHOLD",
            "additional_medicare_employer_withholding_threshold",
            "Employers withhold the Additional Medicare Tax on wages over this in the year, whatever the filing status: 26 U.S.C. 3102(f)(1).",
        ),
    ] {
        let values: Vec<String> = years
            .iter()
            .map(|y| num(at(&tax, &format!("years/{y}/payroll/{key}"))))
            .collect();
        assert!(
            values.windows(2).all(|w| w[0] == w[1]),
            "{key} differs between years: {values:?}"
        );
        writeln!(out, "/// {doc}\npub const {name}: f64 = {};", values[0]).unwrap();
    }

    // Brazil: the IRPF periods and the INSS years.
    for period in at(&br, "irpf_monthly").as_sequence().expect("irpf_monthly") {
        let from = at(period, "period/from").as_str().expect("period/from");
        let rows: Vec<String> = at(period, "brackets")
            .as_sequence()
            .expect("brackets")
            .iter()
            .map(|row| {
                format!(
                    "r({}, {}, {})",
                    num(at(row, "up_to")),
                    num(at(row, "rate")),
                    num(at(row, "deduction"))
                )
            })
            .collect();
        let reduction = match period.get("monthly_tax_reduction") {
            None => "None".to_string(),
            Some(red) => {
                let c = at(red, "constants");
                format!(
                    "Some(Reduction {{ full_exemption_income: {}, max_reduction: {}, \
                     phase_out_income: {}, constant: {}, coefficient: {} }})",
                    num(at(c, "full_exemption_income")),
                    num(at(c, "max_reduction")),
                    num(at(c, "phase_out_income")),
                    num(at(c, "formula_constant")),
                    num(at(c, "formula_coefficient")),
                )
            }
        };
        writeln!(
            out,
            "/// From {from}: `{BR_TAX}` ({}).\npub const IRPF_{}: IrpfPeriod = IrpfPeriod {{\n\
             from: \"{from}\",\nrows: [{}],\ndependant_deduction: {},\nsimplified_discount: {},\n\
             reduction: {reduction},\n}};\n",
            at(period, "legal_basis").as_str().unwrap_or("").trim(),
            from.replace('-', "_"),
            rows.join(", "),
            num(at(period, "dependant_deduction")),
            num(at(period, "simplified_discount")),
        )
        .unwrap();
    }
    for year in at(&br, "inss_employee")
        .as_sequence()
        .expect("inss_employee")
    {
        let y = at(year, "year").as_u64().expect("year");
        let rows: Vec<String> = at(year, "brackets")
            .as_sequence()
            .expect("brackets")
            .iter()
            .map(|row| format!("({}, {})", num(at(row, "up_to")), num(at(row, "rate"))))
            .collect();
        writeln!(
            out,
            "/// {y}: `{BR_TAX}` ({}).\npub const INSS_{y}: InssYear = InssYear {{ year: {y}, brackets: [{}] }};\n",
            at(year, "legal_basis").as_str().unwrap_or("").trim(),
            rows.join(", "),
        )
        .unwrap();
    }

    let dest = Path::new(&env::var("OUT_DIR").unwrap()).join("tax_tables.rs");
    fs::write(dest, out).unwrap();
}
