//! The state and local income tax tables (`$OUT_DIR/state_tax_tables.rs`,
//! included by `src/state_tax/tables.rs`) from `STATE_TAX`, written as
//! constants so the WebAssembly module carries no YAML parser.

use serde_yaml::Value;
use std::fmt::Write as _;

const STATE_TAX: &str = "src/data/us-state-income-tax.yaml";

/// Rust string literal.
fn lit(s: &str) -> String {
    format!("{s:?}")
}

fn text<'a>(v: &'a Value, key: &str) -> &'a str {
    v.get(key).and_then(Value::as_str).unwrap_or("")
}

/// `key: "text", …` struct fields, each from the key of its name (empty
/// when absent).
fn text_fields(v: &Value, keys: &[&str]) -> String {
    let fields: Vec<String> = keys
        .iter()
        .map(|k| format!("{k}: {}", lit(text(v, k))))
        .collect();
    fields.join(", ")
}

fn num(v: &Value) -> String {
    let x = v
        .as_f64()
        .unwrap_or_else(|| panic!("{STATE_TAX}: not a number: {v:?}"));
    format!("{x:?}")
}

fn four(v: &Value, key: &str) -> String {
    let items = v
        .get(key)
        .and_then(Value::as_sequence)
        .unwrap_or_else(|| panic!("{STATE_TAX}: no {key}"));
    assert_eq!(
        items.len(),
        4,
        "{STATE_TAX}: {key} needs one amount per filing status"
    );
    let items: Vec<String> = items.iter().map(num).collect();
    format!("[{}]", items.join(", "))
}

/// `[over, rate]` or `[over, rate, add]` rows as `Row` constants.
fn rows(v: &Value) -> String {
    let rows: Vec<String> = v
        .as_sequence()
        .unwrap_or_else(|| panic!("{STATE_TAX}: rows expected: {v:?}"))
        .iter()
        .map(|r| {
            let r = r.as_sequence().expect("a row");
            let add = r.get(2).map_or("0.0".to_string(), num);
            format!("row({}, {}, {add})", num(&r[0]), num(&r[1]))
        })
        .collect();
    format!("&[{}]", rows.join(", "))
}

/// `[read(v.single), read(v.married_filing_jointly), …]`, one for each
/// filing status of `statuses`; `what` names `v` in the build's panic.
fn per_status(statuses: &[String], v: &Value, what: &str, read: fn(&Value) -> String) -> String {
    let all: Vec<String> = statuses
        .iter()
        .map(|s| {
            read(
                v.get(s.as_str())
                    .unwrap_or_else(|| panic!("{STATE_TAX}: {what} has no {s}")),
            )
        })
        .collect();
    format!("[{}]", all.join(", "))
}

fn by_status(statuses: &[String], v: &Value) -> String {
    per_status(statuses, v, "rows", rows)
}

/// `[AGI over, amount]` rows as `(f64, f64)` pairs.
fn steps(v: &Value) -> String {
    let rows: Vec<String> = v
        .as_sequence()
        .expect("step rows")
        .iter()
        .map(|r| {
            let r = r.as_sequence().expect("a step");
            format!("({}, {})", num(&r[0]), num(&r[1]))
        })
        .collect();
    format!("&[{}]", rows.join(", "))
}

/// `[AGI from, amount]` rows by filing status.
fn steps_by_status(statuses: &[String], v: &Value, key: &str) -> String {
    per_status(statuses, v, key, steps)
}

/// A `PhaseOut` by the keys it has: `start` and `width` (linear), `start`,
/// `step`, `less` and `min` (steps) or `rates` (rows by status).
fn phase_out(statuses: &[String], v: &Value, key: &str) -> String {
    let keys: Vec<&str> = v
        .as_mapping()
        .unwrap_or_else(|| panic!("{STATE_TAX}: {key} is not a mapping"))
        .keys()
        .map(|k| k.as_str().expect("a key"))
        .collect();
    match keys.as_slice() {
        ["start", "width"] => format!(
            "PhaseOut::Linear {{ start: {}, width: {} }}",
            four(v, "start"),
            four(v, "width")
        ),
        ["start", "step", "less", "min"] | ["start", "step", "less", "min", "or_part"] => format!(
            "PhaseOut::Steps {{ start: {}, step: {}, less: {}, min: {}, or_part: {} }}",
            four(v, "start"),
            four(v, "step"),
            four(v, "less"),
            four(v, "min"),
            v.get("or_part").is_some_and(|p| p.as_bool().expect("or_part: true or false"))
        ),
        ["rates"] => format!("PhaseOut::Rates({})", by_status(statuses, &v["rates"])),
        _ => panic!(
            "{STATE_TAX}: {key} takes [start, width], [start, step, less, min (, or_part)] or [rates], not {keys:?}"
        ),
    }
}

fn federal_tax_deduction(statuses: &[String], v: &Value) -> String {
    const KEYS: [&str; 3] = ["less_credits", "share", "cap"];
    for k in v.as_mapping().expect("federal_tax_deduction").keys() {
        let k = k.as_str().expect("a key");
        assert!(
            KEYS.contains(&k),
            "{STATE_TAX}: federal_tax_deduction takes {KEYS:?}, not {k}"
        );
    }
    let credits: Vec<&str> = v["less_credits"]
        .as_sequence()
        .expect("less_credits")
        .iter()
        .map(|c| c.as_str().expect("a credit"))
        .collect();
    const CREDITS: [&str; 2] = ["earned_income_credit", "refundable_child_credit"];
    for c in &credits {
        assert!(
            CREDITS.contains(c),
            "{STATE_TAX}: less_credits names {CREDITS:?}, not {c}"
        );
    }
    let cap = match v.get("cap") {
        None => "None".to_string(),
        Some(c) => format!("Some({})", steps_by_status(statuses, c, "cap")),
    };
    format!(
        "Some(FederalTaxDeduction {{ less_earned_income_credit: {}, less_refundable_child_credit: {}, share: {}, cap: {cap} }})",
        credits.contains(&"earned_income_credit"),
        credits.contains(&"refundable_child_credit"),
        steps(&v["share"]),
    )
}

/// `AddBack` constants from a list of `{start, step, add, max}`.
fn add_backs(v: &Value) -> String {
    let all: Vec<String> = v
        .as_sequence()
        .expect("add_backs: a list")
        .iter()
        .map(|a| {
            format!(
                "AddBack {{ start: {}, step: {}, add: {}, max: {} }}",
                four(a, "start"),
                four(a, "step"),
                four(a, "add"),
                four(a, "max")
            )
        })
        .collect();
    format!("&[{}]", all.join(", "))
}

/// Only the keys the header of `STATE_TAX` describes: a misspelt one
/// would otherwise be silently left out of the tax.
const YEAR_KEYS: [&str; 22] = [
    "unavailable",
    "status",
    "kind",
    "brackets",
    "whole_income_rates",
    "tax_table",
    "low_income_table",
    "standard_deduction",
    "exemption",
    "credit",
    "phased_credit",
    "credit_income_limit",
    "standard_deduction_phase_out",
    "exemption_phase_out",
    "exemption_steps",
    "federal_tax_deduction",
    "itemized_payroll_taxes",
    "add_backs",
    "credit_share",
    "payroll_tax_deduction",
    "taxpayer_credit",
    "supplemental_tax",
];

/// Panics unless `v` is a mapping with exactly the keys `keys`.
fn exact_keys(v: &Value, what: &str, keys: &[&str]) {
    let mut got: Vec<&str> = v
        .as_mapping()
        .unwrap_or_else(|| panic!("{STATE_TAX}: {what} is not a mapping"))
        .keys()
        .map(|k| k.as_str().expect("a key"))
        .collect();
    got.sort_unstable();
    let mut want = keys.to_vec();
    want.sort_unstable();
    assert_eq!(got, want, "{STATE_TAX}: {what} takes these keys");
}

/// `[from, amount]` rows whose `from` rises, as `(f64, f64)` pairs.
fn rising_steps(v: &Value, what: &str) -> String {
    let froms: Vec<f64> = v
        .as_sequence()
        .unwrap_or_else(|| panic!("{STATE_TAX}: {what}: rows expected"))
        .iter()
        .map(|r| r[0].as_f64().expect("a number"))
        .collect();
    assert!(
        froms.windows(2).all(|w| w[0] < w[1]),
        "{STATE_TAX}: {what}: rows must rise"
    );
    steps(v)
}

/// Arkansas's tax table: `below`, `width` and `offset` rows.
fn tax_table(v: &Value) -> String {
    exact_keys(v, "tax_table", &["below", "width", "offset"]);
    assert!(
        v["width"].as_f64().is_some_and(|w| w > 1.0),
        "{STATE_TAX}: tax_table: width must be over 1 dollar"
    );
    format!(
        "Some(TaxTable {{ below: {}, width: {}, offset: {} }})",
        num(&v["below"]),
        num(&v["width"]),
        rising_steps(&v["offset"], "tax_table offset")
    )
}

/// Low-income tables by filing status (each `up_to` and `rows`); a status
/// not named has none.
fn low_income_table(statuses: &[String], v: &Value) -> String {
    for k in v.as_mapping().expect("low_income_table").keys() {
        let k = k.as_str().expect("a filing status");
        assert!(
            statuses.iter().any(|s| s == k),
            "{STATE_TAX}: low_income_table: {k} is not a filing status"
        );
    }
    let all: Vec<String> = statuses
        .iter()
        .map(|s| match v.get(s.as_str()) {
            None => "None".to_string(),
            Some(t) => {
                exact_keys(t, "a low_income_table", &["up_to", "rows"]);
                format!(
                    "Some(LowIncomeTable {{ up_to: {}, rows: {} }})",
                    num(&t["up_to"]),
                    rising_steps(&t["rows"], "low_income_table rows")
                )
            }
        })
        .collect();
    format!("[{}]", all.join(", "))
}

fn state_year(statuses: &[String], y: &Value) -> String {
    for k in y.as_mapping().expect("a year").keys() {
        let k = k.as_str().expect("a key");
        assert!(
            YEAR_KEYS.contains(&k),
            "{STATE_TAX}: a year takes {YEAR_KEYS:?}, not {k}"
        );
    }
    if let Some(why) = y.get("unavailable") {
        return format!(
            "Year::Unavailable({})",
            lit(why.as_str().expect("unavailable"))
        );
    }
    let status = lit(text(y, "status"));
    if text(y, "kind") == "none" {
        return format!("Year::Untaxed {{ status: {status} }}");
    }
    let optional = |key: &str, each: &dyn Fn(&Value) -> String| match y.get(key) {
        None => "None".to_string(),
        Some(v) => each(v),
    };
    let exemption_steps = optional("exemption_steps", &|s| match s.get("per_person") {
        Some(p) => format!("Some(Steps {{ single: {0}, joint: {0} }})", steps(p)),
        None => format!(
            "Some(Steps {{ single: {}, joint: {} }})",
            steps(&s["single"]),
            steps(&s["joint"])
        ),
    });
    let payroll = optional("payroll_tax_deduction", &|p| {
        format!(
            "Some(PayrollDeduction {{ rate: {}, max: {} }})",
            num(&p["rate"]),
            num(&p["max"])
        )
    });
    let credit = optional("taxpayer_credit", &|c| {
        format!(
            "Some(TaxpayerCredit {{ rate: {}, base: {}, phase_out_rate: {}, phase_out_start: {} }})",
            num(&c["rate"]),
            four(c, "base"),
            num(&c["phase_out_rate"]),
            four(c, "phase_out_start"),
        )
    });
    let supplemental = optional("supplemental_tax", &|t| {
        format!(
            "Some(Supplemental {{ min_agi: {}, phase_in: {}, recapture_base: {}, incremental_benefit: {} }})",
            num(&t["min_agi"]),
            num(&t["phase_in"]),
            steps_by_status(statuses, &t["recapture_base"], "recapture_base"),
            steps_by_status(statuses, &t["incremental_benefit"], "incremental_benefit"),
        )
    });
    let credit_limit = optional("credit_income_limit", &|_| {
        format!("Some({})", four(y, "credit_income_limit"))
    });
    let sd_phase_out = optional("standard_deduction_phase_out", &|v| {
        format!(
            "Some({})",
            phase_out(statuses, v, "standard_deduction_phase_out")
        )
    });
    let ex_phase_out = optional("exemption_phase_out", &|v| {
        format!("Some({})", phase_out(statuses, v, "exemption_phase_out"))
    });
    let federal = optional("federal_tax_deduction", &|v| {
        federal_tax_deduction(statuses, v)
    });
    let itemized = y
        .get("itemized_payroll_taxes")
        .is_some_and(|v| v.as_bool().expect("itemized_payroll_taxes: true or false"));
    let added = y.get("add_backs").map_or("&[]".to_string(), add_backs);
    let whole_income_rates = y
        .get("whole_income_rates")
        .is_some_and(|v| v.as_bool().expect("whole_income_rates: true or false"));
    assert!(
        !(whole_income_rates && y.get("supplemental_tax").is_some()),
        "{STATE_TAX}: the supplemental tax recaptures slice-by-slice brackets, not whole_income_rates"
    );
    let table = optional("tax_table", &tax_table);
    let low_income = y.get("low_income_table").map_or_else(
        || "[None, None, None, None]".to_string(),
        |v| low_income_table(statuses, v),
    );
    let phased_credit = optional("phased_credit", &|v| {
        exact_keys(v, "phased_credit", &["amount", "phase_out"]);
        format!(
            "Some(PhasedCredit {{ amount: {}, phase_out: {} }})",
            four(v, "amount"),
            phase_out(statuses, &v["phase_out"], "phased_credit phase_out")
        )
    });
    let credit_share = optional("credit_share", &|v| {
        format!("Some({})", steps_by_status(statuses, v, "credit_share"))
    });
    format!(
        "Year::Taxed(&Schedule {{ status: {status}, flat: {flat}, brackets: {brackets}, \
         whole_income_rates: {whole_income_rates}, tax_table: {table}, \
         low_income_table: {low_income}, phased_credit: {phased_credit}, \
         standard_deduction: {sd}, exemption: {ex}, credit: {cr}, \
         credit_income_limit: {credit_limit}, standard_deduction_phase_out: {sd_phase_out}, \
         exemption_phase_out: {ex_phase_out}, federal_tax_deduction: {federal}, \
         itemized_payroll_taxes: {itemized}, add_backs: {added}, credit_share: {credit_share}, \
         exemption_steps: {exemption_steps}, \
         payroll_deduction: {payroll}, taxpayer_credit: {credit}, \
         supplemental: {supplemental} }})",
        flat = text(y, "kind") == "flat",
        brackets = by_status(statuses, &y["brackets"]),
        sd = four(y, "standard_deduction"),
        ex = four(y, "exemption"),
        cr = four(y, "credit"),
    )
}

fn years(v: &Value, each: impl Fn(&Value) -> String) -> String {
    let years: Vec<String> = v["years"]
        .as_mapping()
        .expect("years")
        .iter()
        .map(|(year, y)| {
            let year: u16 = year
                .as_str()
                .and_then(|s| s.parse().ok())
                .unwrap_or_else(|| panic!("{STATE_TAX}: a year: {year:?}"));
            format!("({year}, {})", each(y))
        })
        .collect();
    format!("&[{}]", years.join(", "))
}

/// `/// doc` and `pub const NAME: [Type; n] = [items];`.
fn const_array(out: &mut String, doc: &str, name: &str, ty: &str, items: &[String], sep: &str) {
    writeln!(
        out,
        "/// {doc}\npub const {name}: [{ty}; {}] = [{}];\n",
        items.len(),
        items.join(sep)
    )
    .unwrap();
}

/// A `Name { code, texts…, years }` constant for each entry of `map` (the
/// states, the local taxes), each year written by `year`.
fn by_code(
    map: &serde_yaml::Mapping,
    name: &str,
    texts: &[&str],
    year: impl Fn(&Value) -> String,
) -> Vec<String> {
    map.iter()
        .map(|(code, v)| {
            format!(
                "{name} {{ code: {}, {}, years: {} }}",
                lit(code.as_str().expect("a code")),
                text_fields(v, texts),
                years(v, &year),
            )
        })
        .collect()
}

pub fn tables() -> String {
    let data = crate::load(STATE_TAX);
    let statuses: Vec<String> = data["filing_statuses"]
        .as_sequence()
        .expect("filing_statuses")
        .iter()
        .map(|s| s.as_str().expect("a status").to_string())
        .collect();
    assert_eq!(
        statuses,
        crate::STATUSES,
        "{STATE_TAX}: filing_statuses must be in the order of Filing"
    );
    let mut out = format!("// Generated by build.rs from {STATE_TAX}: do not edit.\n\n");
    let states = data["states"].as_mapping().expect("states");
    let all = by_code(states, "State", &["name", "source", "leaves_out"], |y| {
        state_year(&statuses, y)
    });
    const_array(
        &mut out,
        "The states and D.C., in the data file's order.",
        "STATES",
        "State",
        &all,
        ",\n",
    );
    let codes: Vec<String> = states
        .keys()
        .map(|c| lit(c.as_str().expect("code")))
        .collect();
    const_array(
        &mut out,
        "The `state` option ids.",
        "STATE_OPTIONS",
        "&str",
        &codes,
        ", ",
    );
    let locals = data["local"].as_mapping().expect("local");
    let texts = ["name", "state", "source", "leaves_out"];
    let all = by_code(locals, "Local", &texts, |y| {
        match y.get("share_of_state_tax") {
            Some(share) => format!("LocalRule::ShareOfStateTax({})", num(share)),
            None => format!(
                "LocalRule::Brackets({})",
                by_status(&statuses, &y["brackets"])
            ),
        }
    });
    const_array(
        &mut out,
        "The local income taxes.",
        "LOCALS",
        "Local",
        &all,
        ",\n",
    );
    let codes: Vec<String> = std::iter::once("\"none\"".to_string())
        .chain(locals.keys().map(|c| lit(c.as_str().expect("code"))))
        .collect();
    const_array(
        &mut out,
        "The `locality` option ids: none, then the local taxes.",
        "LOCALITY_OPTIONS",
        "&str",
        &codes,
        ", ",
    );
    out
}
