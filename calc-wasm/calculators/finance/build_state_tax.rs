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

fn by_status(statuses: &[String], v: &Value) -> String {
    let all: Vec<String> = statuses
        .iter()
        .map(|s| {
            rows(
                v.get(s.as_str())
                    .unwrap_or_else(|| panic!("{STATE_TAX}: no {s}")),
            )
        })
        .collect();
    format!("[{}]", all.join(", "))
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
    let all: Vec<String> = statuses
        .iter()
        .map(|s| {
            steps(
                v.get(s.as_str())
                    .unwrap_or_else(|| panic!("{STATE_TAX}: {key} has no {s}")),
            )
        })
        .collect();
    format!("[{}]", all.join(", "))
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
            "Some(PhaseOut::Linear {{ start: {}, width: {} }})",
            four(v, "start"),
            four(v, "width")
        ),
        ["start", "step", "less", "min"] | ["start", "step", "less", "min", "or_part"] => format!(
            "Some(PhaseOut::Steps {{ start: {}, step: {}, less: {}, min: {}, or_part: {} }})",
            four(v, "start"),
            four(v, "step"),
            four(v, "less"),
            four(v, "min"),
            v.get("or_part").is_some_and(|p| p.as_bool().expect("or_part: true or false"))
        ),
        ["rates"] => format!("Some(PhaseOut::Rates({}))", by_status(statuses, &v["rates"])),
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

fn state_year(statuses: &[String], y: &Value) -> String {
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
    let exemption_steps = match y.get("exemption_steps") {
        None => "None".to_string(),
        Some(s) => match s.get("per_person") {
            Some(p) => format!("Some(Steps {{ single: {0}, joint: {0} }})", steps(p)),
            None => format!(
                "Some(Steps {{ single: {}, joint: {} }})",
                steps(&s["single"]),
                steps(&s["joint"])
            ),
        },
    };
    let payroll = match y.get("payroll_tax_deduction") {
        None => "None".to_string(),
        Some(p) => format!(
            "Some(PayrollDeduction {{ rate: {}, max: {} }})",
            num(&p["rate"]),
            num(&p["max"])
        ),
    };
    let credit = match y.get("taxpayer_credit") {
        None => "None".to_string(),
        Some(c) => format!(
            "Some(TaxpayerCredit {{ rate: {}, base: {}, phase_out_rate: {}, phase_out_start: {} }})",
            num(&c["rate"]),
            four(c, "base"),
            num(&c["phase_out_rate"]),
            four(c, "phase_out_start"),
        ),
    };
    let supplemental = match y.get("supplemental_tax") {
        None => "None".to_string(),
        Some(t) => {
            let by_status = |key: &str| {
                let all: Vec<String> = statuses
                    .iter()
                    .map(|s| steps(&t[key][s.as_str()]))
                    .collect();
                format!("[{}]", all.join(", "))
            };
            format!(
                "Some(Supplemental {{ min_agi: {}, phase_in: {}, recapture_base: {}, incremental_benefit: {} }})",
                num(&t["min_agi"]),
                num(&t["phase_in"]),
                by_status("recapture_base"),
                by_status("incremental_benefit"),
            )
        }
    };
    let optional = |key: &str, each: &dyn Fn(&Value) -> String| match y.get(key) {
        None => "None".to_string(),
        Some(v) => each(v),
    };
    let credit_limit = optional("credit_income_limit", &|_| {
        format!("Some({})", four(y, "credit_income_limit"))
    });
    let sd_phase_out = optional("standard_deduction_phase_out", &|v| {
        phase_out(statuses, v, "standard_deduction_phase_out")
    });
    let ex_phase_out = optional("exemption_phase_out", &|v| {
        phase_out(statuses, v, "exemption_phase_out")
    });
    let federal = optional("federal_tax_deduction", &|v| {
        federal_tax_deduction(statuses, v)
    });
    let itemized = y
        .get("itemized_payroll_taxes")
        .is_some_and(|v| v.as_bool().expect("itemized_payroll_taxes: true or false"));
    let added = y.get("add_backs").map_or("&[]".to_string(), add_backs);
    let credit_share = optional("credit_share", &|v| {
        format!("Some({})", steps_by_status(statuses, v, "credit_share"))
    });
    format!(
        "Year::Taxed(&Schedule {{ status: {status}, flat: {flat}, brackets: {brackets}, \
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
    let all: Vec<String> = states
        .iter()
        .map(|(code, s)| {
            format!(
                "State {{ code: {}, name: {}, source: {}, leaves_out: {}, years: {} }}",
                lit(code.as_str().expect("a state code")),
                lit(text(s, "name")),
                lit(text(s, "source")),
                lit(text(s, "leaves_out")),
                years(s, |y| state_year(&statuses, y)),
            )
        })
        .collect();
    writeln!(
        out,
        "/// The states and D.C., in the data file's order.\npub const STATES: [State; {}] = [{}];\n",
        all.len(),
        all.join(",\n")
    )
    .unwrap();
    let codes: Vec<String> = states
        .keys()
        .map(|c| lit(c.as_str().expect("code")))
        .collect();
    writeln!(
        out,
        "/// The `state` option ids.\npub const STATE_OPTIONS: [&str; {}] = [{}];\n",
        codes.len(),
        codes.join(", ")
    )
    .unwrap();
    let locals = data["local"].as_mapping().expect("local");
    let all: Vec<String> = locals
        .iter()
        .map(|(code, l)| {
            format!(
                "Local {{ code: {}, name: {}, state: {}, source: {}, leaves_out: {}, years: {} }}",
                lit(code.as_str().expect("a local code")),
                lit(text(l, "name")),
                lit(text(l, "state")),
                lit(text(l, "source")),
                lit(text(l, "leaves_out")),
                years(l, |y| match y.get("share_of_state_tax") {
                    Some(share) => format!("LocalRule::ShareOfStateTax({})", num(share)),
                    None => format!(
                        "LocalRule::Brackets({})",
                        by_status(&statuses, &y["brackets"])
                    ),
                }),
            )
        })
        .collect();
    writeln!(
        out,
        "/// The local income taxes.\npub const LOCALS: [Local; {}] = [{}];\n",
        all.len(),
        all.join(",\n")
    )
    .unwrap();
    let codes: Vec<String> = std::iter::once("\"none\"".to_string())
        .chain(locals.keys().map(|c| lit(c.as_str().expect("code"))))
        .collect();
    writeln!(
        out,
        "/// The `locality` option ids: none, then the local taxes.\npub const LOCALITY_OPTIONS: [&str; {}] = [{}];",
        codes.len(),
        codes.join(", ")
    )
    .unwrap();
    out
}
