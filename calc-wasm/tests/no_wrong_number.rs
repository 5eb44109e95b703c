//! Issue 27's acceptance property, "no wrong number, anywhere": every
//! calculator of the content (content/calculators/*.yaml, in each market),
//! evaluated at its defaults and with each select option and each number
//! input pushed to its limits, to 0, to −0 and in between, never gives
//! −0, NaN or an infinity; and the calorie deficit's goal dates are the
//! ones an exact day count gives.
#![cfg(feature = "content")]

use calc_wasm::testing::{ids, spec, spec_for};
use calc_wasm::{evaluate, CalcSpec, Given, InputKind, NumberStyle, OutValue, Outputs};
use serde_json::Value as Json;

/// Plain text for a double that `calcula eval` reads back exactly.
fn plain(v: f64) -> String {
    format!("{v:e}")
}

/// Texts to try in a number input: its limits, 0, −0, the middle, and a
/// few ordinary and extreme values (refusals are fine; wrong numbers not).
fn number_texts(kind: &InputKind, default: &str) -> Vec<String> {
    let InputKind::Number {
        min,
        max,
        above,
        below,
        integer,
    } = kind
    else {
        return vec![];
    };
    let mut v: Vec<f64> = vec![0.0, 1.0, -1.0, 1e9, 1e-9, 12.345];
    v.extend(min.iter().chain(max).chain(above).chain(below));
    if let (Some(a), Some(b)) = (min.or(*above), max.or(*below)) {
        v.push((a + b) / 2.0);
        v.push(a + (b - a) / 7.0);
    }
    if let Ok(d) = default.parse::<f64>() {
        v.push(d * 3.3);
        v.push(-d);
    }
    let mut texts: Vec<String> = v
        .into_iter()
        .map(|x| if *integer { x.round() } else { x })
        .map(plain)
        .collect();
    texts.push("-0".into());
    texts.sort();
    texts.dedup();
    texts
}

/// What is wrong with a number of a result, if anything.
fn bad_number(x: f64) -> Option<&'static str> {
    if x.is_nan() {
        Some("NaN")
    } else if x.is_infinite() {
        Some("an infinity")
    } else if x == 0.0 && x.is_sign_negative() {
        Some("-0")
    } else {
        None
    }
}

/// Text that spells a non-number or a negative zero.
fn bad_text(t: &str) -> bool {
    let t = t.trim();
    matches!(t, "NaN" | "inf" | "-inf" | "Infinity" | "-Infinity")
        || (t.starts_with(['-', '−']) && t.trim_start_matches(['-', '−']).parse::<f64>() == Ok(0.0))
}

fn check_json(v: &Json, path: &str, problems: &mut Vec<String>) {
    match v {
        Json::Number(n) => {
            if let Some(what) = n.as_f64().and_then(bad_number) {
                problems.push(format!("{path} is {what}"));
            }
        }
        Json::String(s) if bad_text(s) => problems.push(format!("{path} is \"{s}\"")),
        Json::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                check_json(item, &format!("{path}[{i}]"), problems);
            }
        }
        Json::Object(fields) => {
            for (k, item) in fields {
                check_json(item, &format!("{path}.{k}"), problems);
            }
        }
        _ => {}
    }
}

fn problems_in(out: &Outputs) -> Vec<String> {
    let mut problems = Vec::new();
    for (id, value) in out.entries() {
        match value {
            OutValue::Number(x) => {
                if let Some(what) = bad_number(*x) {
                    problems.push(format!("{id} is {what}"));
                }
            }
            OutValue::Integer(_) => {}
            OutValue::Text(t) => {
                if bad_text(t) {
                    problems.push(format!("{id} is \"{t}\""));
                }
            }
            OutValue::Json(j) => check_json(j, id, &mut problems),
        }
    }
    // What `calcula eval` prints must read back as the same numbers.
    let printed = serde_json::to_string(out).expect("outputs serialise");
    if printed.contains("-0.0,") || printed.contains("-0.0}") || printed.contains(":-0,") {
        problems.push(format!("eval prints -0: {printed}"));
    }
    problems
}

/// Each select input at each of its options, each alone and with each
/// number input at each of its test values: the cases of one spec.
fn cases(spec: &CalcSpec) -> Vec<Given> {
    let mut settings: Vec<Given> = vec![Given::new()];
    for input in &spec.inputs {
        if let InputKind::Select { options } = &input.kind {
            for option in options {
                settings.push(Given::from([(input.id.clone(), option.clone())]));
            }
        }
    }
    let mut all = Vec::new();
    for setting in &settings {
        all.push(setting.clone());
        for input in &spec.inputs {
            for text in number_texts(&input.kind, &input.default) {
                let mut given = setting.clone();
                given.insert(input.id.clone(), text);
                all.push(given);
            }
        }
    }
    all
}

#[test]
fn no_result_is_negative_zero_nan_or_infinite() {
    let ids = ids();
    assert!(
        ids.len() > 40,
        "the content lists {} calculators",
        ids.len()
    );
    let mut failures = Vec::new();
    let mut computed = 0;
    for id in &ids {
        let mut specs = vec![spec(id)];
        let market = spec_for(id, "pt-BR");
        if market != specs[0] {
            specs.push(market);
        }
        for spec in &specs {
            for given in cases(spec) {
                let Ok(out) = evaluate(spec, &given, NumberStyle::Plain) else {
                    continue;
                };
                computed += 1;
                for problem in problems_in(&out) {
                    failures.push(format!("{id} {given:?}: {problem}"));
                }
            }
        }
    }
    assert!(computed > 1000, "only {computed} cases computed");
    assert!(
        failures.is_empty(),
        "{} wrong numbers, the first:\n{}",
        failures.len(),
        failures[..failures.len().min(40)].join("\n")
    );
}

/// `YYYY-MM-DD` plus `days`, by the civil calendar (days from 1970-01-01,
/// Howard Hinnant's algorithm: independent of the crate's own dates).
fn add_days(date: &str, days: i64) -> String {
    let p: Vec<i64> = date.split('-').map(|s| s.parse().unwrap()).collect();
    let (y, m, d) = (p[0], p[1], p[2]);
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    let z = era * 146_097 + doe - 719_468 + days;
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
}

/// ⌈num / den⌉ for positive integers.
fn ceil_div(num: i128, den: i128) -> i64 {
    i64::try_from((num + den - 1) / den).unwrap()
}

#[test]
fn calorie_deficit_goal_dates_follow_the_exact_day_count() {
    assert_eq!(add_days("2026-01-01", 77), "2026-03-19"); // Python datetime
    assert_eq!(add_days("2028-02-28", 1), "2028-02-29");
    let spec = spec("calorie-deficit");
    let start = "2026-01-01";
    let mut wrong = Vec::new();
    // Weights to a tenth, as typed: the day count is (w − g) × 7700 / deficit
    // kcal, in tenths of a kilogram, or of a pound × 0.45359237 kg.
    for (unit, weight, goal, per_tenth_num, per_tenth_den) in [
        ("metric", "weightKg", "goalWeightKg", 770_i128, 1_i128),
        (
            "imperial",
            "weightLb",
            "goalWeightLb",
            45_359_237 * 77,
            10_000_000,
        ),
    ] {
        for w10 in (800..=1200).step_by(37) {
            for g10 in (500..w10).step_by(53) {
                for deficit in [300_i128, 500, 700, 770, 1000, 1100, 1925] {
                    let given = Given::from([
                        ("unit".into(), unit.into()),
                        (weight.into(), format!("{}.{}", w10 / 10, w10 % 10)),
                        (goal.into(), format!("{}.{}", g10 / 10, g10 % 10)),
                        ("dailyDeficit".into(), deficit.to_string()),
                        ("startDate".into(), start.into()),
                    ]);
                    let Ok(out) = evaluate(&spec, &given, NumberStyle::Plain) else {
                        continue;
                    };
                    let num = i128::from(w10 - g10) * per_tenth_num;
                    let den = per_tenth_den * deficit;
                    let expected = add_days(start, ceil_div(num, den));
                    let days = num as f64 / den as f64;
                    let got_date = out.text_of("goalDate").unwrap_or_default();
                    let got_days = out.number_of("days").unwrap_or(f64::NAN);
                    if got_date != expected || got_days != days {
                        wrong.push(format!(
                            "{given:?}: {got_date} after {got_days} days, not {expected} after {days}"
                        ));
                    }
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
