//! Issue 27's acceptance property, "no wrong number, anywhere": every
//! calculator of the content (content/calculators/*.yaml, in each market),
//! evaluated at its defaults and with each select option and each number
//! input pushed to its limits, to 0, to −0 and in between, never gives
//! −0, NaN or an infinity; and every date output of the content (outputs
//! and table columns with `format: date`) is the date an independent exact
//! calendar computation gives.
#![cfg(feature = "content")]

use calc_catalogue::evaluate;
use calc_catalogue::testing::{calculator, ids, spec, spec_for};
use calc_core::{CalcSpec, Given, InputKind, NumberStyle, OutValue, Outputs};
use content_model::raw::Format;
use serde_json::Value as Json;
use std::collections::{BTreeMap, BTreeSet};

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

// ---------------------------------------------------------------------------
// Dates: every date a calculator gives (outputs, and table columns, with
// `format: date` in the content, also under `format_when`) equals the date
// an independent exact computation gives: integer day numbers of the civil
// calendar, calendar months written out here, holidays from their laws.
// ---------------------------------------------------------------------------

/// Days from 1970-01-01 of a civil date (Howard Hinnant's
/// `days_from_civil`: independent of the crate's own dates).
fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The civil date of day `z` from 1970-01-01 (Hinnant's `civil_from_days`).
fn civil_from_days(z: i64) -> (i64, i64, i64) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

fn ymd(date: &str) -> (i64, i64, i64) {
    let p: Vec<i64> = date.split('-').map(|s| s.parse().unwrap()).collect();
    (p[0], p[1], p[2])
}

fn ymd_text((y, m, d): (i64, i64, i64)) -> String {
    format!("{y:04}-{m:02}-{d:02}")
}

/// Day number of `YYYY-MM-DD`.
fn day(date: &str) -> i64 {
    let (y, m, d) = ymd(date);
    days_from_civil(y, m, d)
}

fn date_of(z: i64) -> String {
    ymd_text(civil_from_days(z))
}

/// `YYYY-MM-DD` plus `days`, by the civil calendar.
fn add_days(date: &str, days: i64) -> String {
    date_of(day(date) + days)
}

fn month_len(y: i64, m: i64) -> i64 {
    let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    match m {
        2 if leap => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// `YYYY-MM-DD` plus `n` calendar months, the day clamped to the month's
/// last day (python-dateutil's relativedelta(months=n)).
fn add_months(date: &str, n: i64) -> String {
    let (y, m, d) = ymd(date);
    let months = y * 12 + (m - 1) + n;
    let (y, m) = (months.div_euclid(12), months.rem_euclid(12) + 1);
    ymd_text((y, m, d.min(month_len(y, m))))
}

/// Monday 0 … Sunday 6 (1970-01-01 was a Thursday).
fn weekday(z: i64) -> i64 {
    (z + 3).rem_euclid(7)
}

fn is_weekend(z: i64) -> bool {
    weekday(z) >= 5
}

#[test]
fn the_oracles_calendar_agrees_with_published_dates() {
    assert_eq!(add_days("2026-01-01", 77), "2026-03-19"); // Python datetime
    assert_eq!(add_days("2028-02-28", 1), "2028-02-29");
    assert_eq!(add_days("2100-02-28", 1), "2100-03-01");
    assert_eq!(add_days("2000-02-28", 1), "2000-02-29");
    assert_eq!(add_months("2024-01-31", 1), "2024-02-29"); // dateutil
    assert_eq!(add_months("2024-02-29", 12), "2025-02-28");
    assert_eq!(add_months("2024-03-31", -1), "2024-02-29");
    assert_eq!(add_months("2026-01-15", -13), "2024-12-15");
    assert_eq!(weekday(day("2026-12-31")), 3); // a Thursday
    assert_eq!(weekday(day("1970-01-05")), 0); // a Monday
    assert_eq!(easter(2026), (4, 5));
    assert_eq!(easter(2019), (4, 21));
    assert_eq!(easter(2025), (4, 20));
    // OPM's 2026 calendar: 4 July is a Saturday, observed Friday 3 July.
    let us_2026: Vec<String> = holidays(2026, Market::Us)
        .into_iter()
        .map(date_of)
        .collect();
    assert!(us_2026.contains(&"2026-07-03".to_string()), "{us_2026:?}");
    assert!(us_2026.contains(&"2026-11-26".to_string()), "{us_2026:?}");
    assert!(us_2026.contains(&"2026-01-19".to_string()), "{us_2026:?}");
    assert!(us_2026.contains(&"2026-05-25".to_string()), "{us_2026:?}");
}

/// ⌈num / den⌉ for positive integers.
fn ceil_div(num: i128, den: i128) -> i64 {
    i64::try_from((num + den - 1) / den).unwrap()
}

/// Dates across leap years, month ends and year ends, for the calculators
/// that take any date.
const DATES: &[&str] = &[
    "1900-02-28",
    "1999-12-31",
    "2000-02-29",
    "2019-12-31",
    "2020-01-31",
    "2021-02-28",
    "2023-03-31",
    "2024-01-31",
    "2024-02-29",
    "2024-11-30",
    "2025-12-31",
    "2026-03-01",
    "2026-08-31",
    "2028-02-29",
    "2100-02-28",
    "2199-12-31",
];

/// Dates of the years whose holidays and time zones the oracles know.
const RECENT: &[&str] = &[
    "2020-02-29",
    "2021-12-31",
    "2023-02-28",
    "2024-01-31",
    "2024-02-29",
    "2024-11-28",
    "2025-07-04",
    "2025-12-31",
    "2026-02-13",
    "2026-04-01",
    "2026-11-25",
    "2027-12-24",
    "2028-02-29",
];

/// What the date oracles compared and what differed, by output path
/// (`output`, or `table.column`).
#[derive(Default)]
struct Checks {
    compared: BTreeMap<String, usize>,
    wrong: Vec<String>,
}

impl Checks {
    fn run(&mut self, spec: &CalcSpec, given: &Given) -> Option<Outputs> {
        match evaluate(spec, given, NumberStyle::Plain) {
            Ok(out) => Some(out),
            Err(e) => {
                self.wrong
                    .push(format!("{} {given:?}: refused: {e:?}", spec.function));
                None
            }
        }
    }

    fn date(&mut self, out: &Outputs, id: &str, given: &Given, expected: &str) {
        *self.compared.entry(id.to_string()).or_default() += 1;
        let got = out.text_of(id);
        if got != Some(expected) {
            self.wrong
                .push(format!("{id} {given:?}: {got:?}, not {expected}"));
        }
    }

    /// Column `key` of table `table`, row by row, against `expected`.
    fn column(
        &mut self,
        out: &Outputs,
        table: &str,
        key: &str,
        given: &Given,
        expected: &[String],
    ) {
        let got = column(out, table, key);
        let path = format!("{table}.{key}");
        if !expected.is_empty() {
            *self.compared.entry(path.clone()).or_default() += 1;
        }
        let first = (0..got.len().max(expected.len())).find(|&i| got.get(i) != expected.get(i));
        if let Some(i) = first {
            self.wrong.push(format!(
                "{path} {given:?}: {} rows, not {}; row {i} is {:?}, not {:?}",
                got.len(),
                expected.len(),
                got.get(i),
                expected.get(i)
            ));
        }
    }

    /// A property the oracle relies on (a count, a row number).
    fn expect(&mut self, ok: bool, what: impl FnOnce() -> String) {
        if !ok {
            self.wrong.push(what());
        }
    }
}

fn rows<'a>(out: &'a Outputs, table: &str) -> &'a [Json] {
    match out.get(table) {
        Some(OutValue::Json(Json::Array(rows))) => rows,
        _ => &[],
    }
}

/// A table's column as text (a missing cell reads `<none>`).
fn column(out: &Outputs, table: &str, key: &str) -> Vec<String> {
    rows(out, table)
        .iter()
        .map(|r| match &r[key] {
            Json::String(s) => s.clone(),
            Json::Number(n) => n.to_string(),
            _ => "<none>".into(),
        })
        .collect()
}

/// Inputs written as `calcula eval` takes them: `id=value`, space-separated.
fn given_args(args: &str) -> Given {
    args.split_whitespace()
        .map(|pair| {
            let (id, value) = pair.split_once('=').expect("id=value");
            (id.to_string(), value.to_string())
        })
        .collect()
}

fn given(pairs: &[(&str, String)]) -> Given {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.clone()))
        .collect()
}

fn calorie_deficit(spec: &CalcSpec, c: &mut Checks) {
    let start = "2026-01-01";
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
                    let given = given(&[
                        ("unit", unit.into()),
                        (weight, format!("{}.{}", w10 / 10, w10 % 10)),
                        (goal, format!("{}.{}", g10 / 10, g10 % 10)),
                        ("dailyDeficit", deficit.to_string()),
                        ("startDate", start.into()),
                    ]);
                    // Deficits the calculator calls unsafe are refused.
                    let Ok(out) = evaluate(spec, &given, NumberStyle::Plain) else {
                        continue;
                    };
                    let num = i128::from(w10 - g10) * per_tenth_num;
                    let den = per_tenth_den * deficit;
                    c.date(
                        &out,
                        "goalDate",
                        &given,
                        &add_days(start, ceil_div(num, den)),
                    );
                    let days = num as f64 / den as f64;
                    let got_days = out.number_of("days").unwrap_or(f64::NAN);
                    c.expect(got_days == days, || {
                        format!("days {given:?}: {got_days}, not {days}")
                    });
                }
            }
        }
    }
}

#[test]
fn calorie_deficit_goal_dates_follow_the_exact_day_count() {
    let mut c = Checks::default();
    calorie_deficit(&spec("calorie-deficit"), &mut c);
    assert!(c.compared["goalDate"] > 100, "{:?}", c.compared);
    assert!(c.wrong.is_empty(), "{}", c.wrong.join("\n"));
}

/// Pregnancy (ACOG Committee Opinion 700, as the YAML's examples): the due
/// date is LMP + 280 days + (cycle − 28), conception + 266, a day-3
/// transfer + 263, a day-5 transfer + 261, or the scan date less the
/// measured age + 280; gestation starts 280 days before it, conception
/// 266 days before it, and the milestones fall at their gestational ages.
fn pregnancy(spec: &CalcSpec, c: &mut Checks) {
    // Gestational ages in days: the first trimester ends at 13 weeks 6 days,
    // viability 24 weeks, the third trimester 28, early term 37, full term
    // 39, due date 40, post-term 42.
    let milestones: BTreeMap<&str, i64> = [
        ("firstTrimesterEnd", (13, 6)),
        ("viability", (24, 0)),
        ("thirdTrimester", (28, 0)),
        ("earlyTerm", (37, 0)),
        ("fullTerm", (39, 0)),
        ("dueDate", (40, 0)),
        ("postTerm", (42, 0)),
    ]
    .map(|(id, (weeks, days))| (id, weeks * 7 + days))
    .into();
    for d in DATES {
        let today = add_days(d, 120);
        let mut cases: Vec<(Given, i64)> = Vec::new();
        for cycle in [21, 27, 28, 29, 35, 45] {
            let g = given(&[
                ("method", "lastPeriod".into()),
                ("lastPeriod", d.to_string()),
                ("cycleLength", cycle.to_string()),
                ("today", today.clone()),
            ]);
            cases.push((g, day(d) + 280 + cycle - 28));
        }
        for (method, input, to_due) in [
            ("conception", "conceptionDate", 266),
            ("ivf3", "transferDate", 263),
            ("ivf5", "transferDate", 261),
        ] {
            let g = given(&[
                ("method", method.into()),
                (input, d.to_string()),
                ("today", today.clone()),
            ]);
            cases.push((g, day(d) + to_due));
        }
        for weeks in [0, 8, 20, 42] {
            for days in [0, 3, 6] {
                let g = given_args(&format!("method=ultrasound ultrasoundDate={d} ultrasoundWeeks={weeks} ultrasoundDays={days} today={today}"));
                cases.push((g, day(d) - (weeks * 7 + days) + 280));
            }
        }
        for (g, due) in cases {
            let Some(out) = c.run(spec, &g) else { continue };
            c.date(&out, "dueDate", &g, &date_of(due));
            c.date(&out, "gestationStart", &g, &date_of(due - 280));
            c.date(&out, "conceptionDate", &g, &date_of(due - 266));
            let ids = column(&out, "milestones", "id");
            let expected: Vec<String> = ids
                .iter()
                .map(|id| match milestones.get(id.as_str()) {
                    Some(age) => date_of(due - 280 + age),
                    None => format!("no milestone {id}"),
                })
                .collect();
            c.expect(ids.len() == milestones.len(), || {
                format!("milestones {g:?}: {ids:?}")
            });
            c.column(&out, "milestones", "date", &g, &expected);
        }
    }
}

/// Ovulation (the YAML's rule): ovulation lutealPhase days before the next
/// period, the fertile window 5 days before to 1 after it, the due date if
/// conceived 266 days after it; six cycles, each cycleLength days long, each
/// period periodLength days, its first included.
fn ovulation(spec: &CalcSpec, c: &mut Checks) {
    for d in DATES {
        for (cycle, period) in [
            (21_i64, 1_i64),
            (24, 10),
            (28, 5),
            (30, 3),
            (35, 7),
            (40, 5),
            (45, 10),
        ] {
            for luteal in [9_i64, 12, 14, 16, 18] {
                if luteal > cycle - 5 {
                    continue;
                }
                let g = given(&[
                    ("lastPeriod", d.to_string()),
                    ("cycleLength", cycle.to_string()),
                    ("lutealPhase", luteal.to_string()),
                    ("periodLength", period.to_string()),
                ]);
                let Some(out) = c.run(spec, &g) else { continue };
                let at = |k: i64, offset: i64| date_of(day(d) + k * cycle + offset);
                let ov = cycle - luteal;
                c.date(&out, "ovulationDate", &g, &at(0, ov));
                c.date(&out, "fertileStart", &g, &at(0, ov - 5));
                c.date(&out, "fertileEnd", &g, &at(0, ov + 1));
                c.date(&out, "nextPeriod", &g, &at(0, cycle));
                c.date(&out, "dueDateIfConceived", &g, &at(0, ov + 266));
                for (key, offset) in [
                    ("periodStart", 0),
                    ("periodEnd", period - 1),
                    ("fertileStart", ov - 5),
                    ("ovulation", ov),
                    ("fertileEnd", ov + 1),
                    ("nextPeriod", cycle),
                ] {
                    let expected: Vec<String> = (0..6).map(|k| at(k, offset)).collect();
                    c.column(&out, "cycles", key, &g, &expected);
                }
            }
        }
    }
}

/// Age: the next birthday is the first anniversary on or after the date
/// of the age (today's, when it is the birthday), 29 February on 28
/// February in common years (the YAML's leap-day rule).
fn age(spec: &CalcSpec, c: &mut Checks) {
    let births = [
        DATES,
        &["1990-05-15", "1996-02-29", "2001-03-01", "2023-12-31"],
    ]
    .concat();
    for birth in &births {
        for at in DATES {
            if day(birth) > day(at) {
                continue;
            }
            let g = given(&[
                ("mode", "age".into()),
                ("birthDate", birth.to_string()),
                ("atDate", at.to_string()),
            ]);
            let Some(out) = c.run(spec, &g) else { continue };
            let (_, bm, bd) = ymd(birth);
            let (ay, ..) = ymd(at);
            let next = (ay..)
                .map(|y| ymd_text((y, bm, bd.min(month_len(y, bm)))))
                .find(|b| day(b) >= day(at))
                .unwrap();
            c.date(&out, "nextBirthday", &g, &next);
        }
    }
}

#[derive(Clone, Copy)]
enum Market {
    /// U.S. federal holidays (5 U.S.C. 6103), observed on the Friday before
    /// a Saturday and the Monday after a Sunday.
    Us,
    /// Brazilian national holidays (Lei 662/1949 as amended, Lei 9.093/1995,
    /// Lei 6.802/1980, Lei 14.759/2023), not moved; with the optional days
    /// off of Carnaval and Corpus Christi when asked.
    Br { optional: bool },
}

/// Easter Sunday (month, day): the anonymous Gregorian computus (Meeus).
fn easter(y: i64) -> (i64, i64) {
    let a = y % 19;
    let b = y / 100;
    let c = y % 100;
    let d = b / 4;
    let e = b % 4;
    let f = (b + 8) / 25;
    let g = (b - f + 1) / 3;
    let h = (19 * a + b - d - g + 15) % 30;
    let i = c / 4;
    let k = c % 4;
    let l = (32 + 2 * e + 2 * i - h - k) % 7;
    let m = (a + 11 * h + 22 * l) / 451;
    let month = (h + l - 7 * m + 114) / 31;
    let dd = (h + l - 7 * m + 114) % 31 + 1;
    (month, dd)
}

/// The `n`-th weekday `wd` (Monday 0) of a month; `n` = −1 for the last.
fn nth_weekday(y: i64, m: i64, wd: i64, n: i64) -> i64 {
    if n > 0 {
        let first = days_from_civil(y, m, 1);
        first + (wd - weekday(first)).rem_euclid(7) + 7 * (n - 1)
    } else {
        let last = days_from_civil(y, m, month_len(y, m));
        last - (weekday(last) - wd).rem_euclid(7)
    }
}

/// The observed holidays of year `y` (2002 and later), as day numbers.
fn holidays(y: i64, market: Market) -> Vec<i64> {
    let fixed = |m, d| days_from_civil(y, m, d);
    match market {
        Market::Us => {
            let mut days = vec![
                fixed(1, 1),
                nth_weekday(y, 1, 0, 3),  // Martin Luther King Jr.
                nth_weekday(y, 2, 0, 3),  // Washington's Birthday
                nth_weekday(y, 5, 0, -1), // Memorial Day
                fixed(7, 4),
                nth_weekday(y, 9, 0, 1),  // Labor Day
                nth_weekday(y, 10, 0, 2), // Columbus Day
                fixed(11, 11),
                nth_weekday(y, 11, 3, 4), // Thanksgiving
                fixed(12, 25),
            ];
            if y >= 2021 {
                days.push(fixed(6, 19)); // Juneteenth (Pub. L. 117-17)
            }
            for d in &mut days {
                match weekday(*d) {
                    5 => *d -= 1,
                    6 => *d += 1,
                    _ => {}
                }
            }
            days
        }
        Market::Br { optional } => {
            let (em, ed) = easter(y);
            let easter = days_from_civil(y, em, ed);
            let mut days = vec![
                fixed(1, 1),
                easter - 2, // Sexta-Feira da Paixão
                fixed(4, 21),
                fixed(5, 1),
                fixed(9, 7),
                fixed(10, 12),
                fixed(11, 2),
                fixed(11, 15),
                fixed(12, 25),
            ];
            if y >= 2024 {
                days.push(fixed(11, 20)); // Consciência Negra
            }
            if optional {
                days.extend([easter - 48, easter - 47, easter + 60]);
            }
            days
        }
    }
}

/// Holidays on weekdays from day `a` to day `b`, both included, in order.
fn holidays_between(a: i64, b: i64, market: Market) -> Vec<i64> {
    let (ya, yb) = (civil_from_days(a).0, civil_from_days(b).0);
    let mut found: Vec<i64> = (ya - 1..=yb + 1)
        .flat_map(|y| holidays(y, market))
        .filter(|d| (a..=b).contains(d) && !is_weekend(*d))
        .collect();
    found.sort();
    found
}

/// The dates counted between `start` and `target` (WORKDAY's): after
/// `start` up to `target`, or from `target` up to the day before `start`.
fn counted(start: i64, target: i64) -> Option<(i64, i64)> {
    match target.cmp(&start) {
        std::cmp::Ordering::Greater => Some((start + 1, target)),
        std::cmp::Ordering::Less => Some((target, start - 1)),
        std::cmp::Ordering::Equal => None,
    }
}

fn listed(start: i64, target: i64, market: Market) -> Vec<String> {
    counted(start, target)
        .map(|(a, b)| holidays_between(a, b, market))
        .unwrap_or_default()
        .into_iter()
        .map(date_of)
        .collect()
}

/// Date: adding is years and months first, clamped to the month's last
/// day, then weeks and days (eval contract); n business days after a date
/// is the n-th following day that is neither a weekend day nor a holiday.
fn dates(spec: &CalcSpec, c: &mut Checks, market: Market, extra: &[(&str, String)]) {
    let with = |pairs: &[(&str, String)]| given(&[pairs, extra].concat());
    let steps: &[(i64, i64, i64, i64)] = &[
        (0, 0, 0, 0),
        (0, 1, 0, 0),
        (0, -1, 0, 0),
        (1, 0, 0, 0),
        (-1, 0, 0, 0),
        (4, 0, 0, 0),
        (100, 0, 0, 0),
        (0, 13, 0, 0),
        (0, -25, 0, 0),
        (0, 1200, 0, 0),
        (0, 0, 1, 0),
        (0, 0, -52, 0),
        (0, 0, 0, 1),
        (0, 0, 0, -1),
        (0, 0, 0, 365),
        (1, 2, 3, 4),
        (-1, -2, -1, -3),
        (0, 11, 0, -31),
        (3, -40, 5, -9),
    ];
    for d in DATES {
        for &(years, months, weeks, days) in steps {
            let mut pairs = vec![("mode", "add".to_string()), ("startDate", d.to_string())];
            let amounts = [
                ("years", years),
                ("months", months),
                ("weeks", weeks),
                ("days", days),
            ];
            pairs.extend(amounts.map(|(id, n)| (id, n.to_string())));
            let g = with(&pairs);
            let Some(out) = c.run(spec, &g) else { continue };
            let expected = add_days(&add_months(d, years * 12 + months), weeks * 7 + days);
            c.date(&out, "answer", &g, &expected);
        }
    }
    for d in RECENT {
        let start = day(d);
        for n in [1_i64, 2, 5, 10, 23, 60, 260, -1, -7, -30, -260] {
            let g = with(&[
                ("mode", "addBusinessDays".into()),
                ("startDate", d.to_string()),
                ("workdays", n.to_string()),
            ]);
            let Some(out) = c.run(spec, &g) else { continue };
            let (ya, yb) = (civil_from_days(start).0 - 2, civil_from_days(start).0 + 2);
            let off: Vec<i64> = (ya..=yb).flat_map(|y| holidays(y, market)).collect();
            let mut target = start;
            let mut left = n.abs();
            while left > 0 {
                target += n.signum();
                if !is_weekend(target) && !off.contains(&target) {
                    left -= 1;
                }
            }
            c.date(&out, "answer", &g, &date_of(target));
            c.column(&out, "holidays", "date", &g, &listed(start, target, market));
        }
        for e in RECENT {
            let g = with(&[
                ("mode", "businessDays".into()),
                ("startDate", d.to_string()),
                ("endDate", e.to_string()),
            ]);
            let Some(out) = c.run(spec, &g) else { continue };
            c.column(&out, "holidays", "date", &g, &listed(start, day(e), market));
        }
    }
}

fn date_us(spec: &CalcSpec, c: &mut Checks) {
    dates(spec, c, Market::Us, &[]);
}

fn date_br(spec: &CalcSpec, c: &mut Checks) {
    for optional in [false, true] {
        let extra = [("optionalHolidays", optional.to_string())];
        dates(spec, c, Market::Br { optional }, &extra);
    }
}

/// Time zones: the same instant's wall date in the target zone, for zones
/// with one offset all year since 2020 (minutes east of UTC).
fn time_zones(spec: &CalcSpec, c: &mut Checks) {
    let zones = [
        ("UTC", 0_i64),
        ("Asia/Tokyo", 9 * 60),
        ("Asia/Kolkata", 5 * 60 + 30),
        ("Asia/Kathmandu", 5 * 60 + 45),
        ("Pacific/Kiritimati", 14 * 60),
        ("Pacific/Pago_Pago", -11 * 60),
        ("America/Sao_Paulo", -3 * 60),
        ("America/Panama", -5 * 60),
    ];
    let others: Vec<&str> = zones.iter().map(|z| z.0).collect();
    for d in RECENT {
        for clock in [
            "00:00", "00:30", "05:44", "11:59", "12:00", "21:15", "23:59",
        ] {
            let (h, m): (i64, i64) = (clock[..2].parse().unwrap(), clock[3..].parse().unwrap());
            for (from, from_offset) in zones {
                for (to, to_offset) in zones {
                    let g = given(&[
                        ("mode", "timezone".into()),
                        ("date", d.to_string()),
                        ("clockTime", clock.into()),
                        ("fromZone", from.into()),
                        ("toZone", to.into()),
                        ("otherZones", others.join(", ")),
                    ]);
                    let Some(out) = c.run(spec, &g) else { continue };
                    let utc = h * 60 + m - from_offset;
                    let there = |offset: i64| date_of(day(d) + (utc + offset).div_euclid(1440));
                    c.date(&out, "targetDate", &g, &there(to_offset));
                    let expected: Vec<String> = zones.iter().map(|z| there(z.1)).collect();
                    c.column(&out, "otherTimes", "date", &g, &expected);
                }
            }
        }
    }
}

/// Start dates for the loans: month ends, 29 February, the 30th, the 1st.
const STARTS: &[&str] = &[
    "2024-01-31",
    "2024-02-29",
    "2023-03-30",
    "2025-12-31",
    "2026-01-15",
    "2026-05-01",
    "2027-08-31",
];

/// The schedule's `n` rows dated payment by payment, and the payoff date the last one's.
fn payment_dates(c: &mut Checks, out: &Outputs, g: &Given, start: &str, per_year: i64, n: i64) {
    let expected: Vec<String> = (1..=n).map(|k| payment_date(start, per_year, k)).collect();
    c.column(out, "schedule", "date", g, &expected);
    c.date(
        out,
        "payoffDate",
        g,
        &payment_date(start, per_year, n.max(1)),
    );
}

/// The date of payment `k` (from 1) at `per_year` payments a year, as the
/// loan pages document it.
fn payment_date(start: &str, per_year: i64, k: i64) -> String {
    let i = k - 1;
    match per_year {
        1 => add_months(start, 12 * i),
        4 => add_months(start, 3 * i),
        12 => add_months(start, i),
        24 => add_days(&add_months(start, i / 2), 15 * (i % 2)),
        26 => add_days(start, 14 * i),
        _ => add_days(start, 7 * i),
    }
}

/// Amortization (eval contract and amortization.rs's header): payment k is
/// startDate + (k − 1) calendar months clamped to the month's end, or
/// 14·(k − 1) / 7·(k − 1) days, or, twice a month, startDate + m months
/// for payment 2m + 1 and 15 days after that for payment 2m + 2.
fn amortization(spec: &CalcSpec, c: &mut Checks) {
    for start in STARTS {
        for (frequency, per_year) in [
            ("monthly", 12),
            ("biweekly", 26),
            ("weekly", 52),
            ("semimonthly", 24),
        ] {
            for years in [1_i64, 5, 30] {
                for extra in [0, 250] {
                    let g = given_args(&format!(
                        "loanAmount=100000 interestRate=6 loanTerm={years} \
                         paymentFrequency={frequency} extraPayment={extra} startDate={start}"
                    ));
                    let Some(out) = c.run(spec, &g) else { continue };
                    let n = rows(&out, "schedule").len() as i64;
                    let scheduled = years * per_year;
                    // Without an extra payment the loan runs its whole term.
                    c.expect(
                        if extra == 0 {
                            n == scheduled
                        } else {
                            0 < n && n <= scheduled
                        },
                        || format!("schedule {g:?}: {n} payments of {scheduled}"),
                    );
                    let numbers: Vec<String> = (1..=n).map(|k| k.to_string()).collect();
                    c.column(&out, "schedule", "number", &g, &numbers);
                    payment_dates(c, &out, &g, start, per_year, n);
                }
            }
        }
    }
}

/// A Portuguese credit page takes its rate a month or a year (and defaults
/// to a month): the oracles give theirs a year, as the English pages read it.
fn rate_a_year(spec: &CalcSpec) -> Option<(&'static str, &'static str)> {
    let has_unit = spec.inputs.iter().any(|i| i.id == "rateUnit");
    has_unit.then_some(("rateUnit", "yearly"))
}

/// Loan: payment k is dated as amortization's, with quarterly and yearly
/// payments startDate + 3·(k − 1) and 12·(k − 1) calendar months, clamped;
/// the one-time extra goes with the first payment dated on or after its
/// date; the payoff date is the last row's.
fn loan(spec: &CalcSpec, c: &mut Checks) {
    let rate_unit = rate_a_year(spec).map_or(String::new(), |(id, unit)| format!(" {id}={unit}"));
    for start in STARTS {
        for (frequency, per_year) in [
            ("monthly", 12),
            ("semimonthly", 24),
            ("biweekly", 26),
            ("weekly", 52),
            ("quarterly", 4),
            ("annually", 1),
        ] {
            for years in [1_i64, 5, 30] {
                for (extra, once) in [(0, 0), (0, 5000), (100, 0)] {
                    let once_date = add_months(start, 7);
                    let g = given_args(&format!(
                        "loanAmount=100000 interestRate=6 loanTerm={years} termUnit=years \
                         paymentFrequency={frequency} startDate={start} extraPayments=add \
                         extraPayment={extra} extraOnce={once} extraOnceDate={once_date}{rate_unit}"
                    ));
                    let Some(out) = c.run(spec, &g) else { continue };
                    let n = rows(&out, "schedule").len() as i64;
                    let scheduled = years * per_year;
                    c.expect(
                        if extra == 0 && once == 0 {
                            n == scheduled
                        } else {
                            0 < n && n <= scheduled
                        },
                        || format!("schedule {g:?}: {n} payments of {scheduled}"),
                    );
                    payment_dates(c, &out, &g, start, per_year, n);
                    if once > 0 {
                        // The first payment dated on or after the one-time date.
                        let with = (1..=n).find(|&k| payment_date(start, per_year, k) >= once_date);
                        let extras: Vec<f64> = rows(&out, "schedule")
                            .iter()
                            .map(|r| r["extra"].as_f64().unwrap_or(f64::NAN))
                            .collect();
                        for (k, got) in (1..=n).zip(&extras) {
                            // The last payment may carry less than the amount (only what was owed).
                            let want = if Some(k) == with { once as f64 } else { 0.0 };
                            c.expect(*got == want || (k == n && *got <= want), || {
                                format!("{g:?}: extra with payment {k} is {got}, not {want}")
                            });
                        }
                    }
                }
            }
        }
    }
}

/// Mortgage payoff: payment k is dated startDate + (k − 1) calendar months
/// clamped to the month's end; the original loan ends with payment
/// 12 × loanTerm, the new one with the last payment of its schedule.
fn mortgage_payoff(spec: &CalcSpec, c: &mut Checks) {
    for start in STARTS {
        for years in [1_i64, 15, 30] {
            for made in [0_i64, 6, 11] {
                for (extra, lump) in [(0, 0), (200, 0), (0, 20000), (500, 5000)] {
                    let mut g = given(&[
                        ("loanAmount", "300000".into()),
                        ("interestRate", "6.5".into()),
                        ("loanTerm", years.to_string()),
                        ("startDate", start.to_string()),
                        ("paymentsMade", made.to_string()),
                        ("extraMonthly", extra.to_string()),
                        ("lumpSum", lump.to_string()),
                        ("lumpSumPayment", (made + 1).to_string()),
                    ]);
                    if let Some((id, unit)) = rate_a_year(spec) {
                        g.insert(id.into(), unit.into());
                    }
                    let Some(out) = c.run(spec, &g) else { continue };
                    let n = 12 * years;
                    c.date(&out, "originalPayoffDate", &g, &add_months(start, n - 1));
                    // The rows from the next payment to the original end.
                    let numbers: Vec<String> = (made + 1..=n).map(|k| k.to_string()).collect();
                    c.column(&out, "schedule", "number", &g, &numbers);
                    let expected: Vec<String> =
                        (made + 1..=n).map(|k| add_months(start, k - 1)).collect();
                    c.column(&out, "schedule", "date", &g, &expected);
                    let paid = rows(&out, "schedule")
                        .iter()
                        .filter(|r| r["payment"].as_f64().is_some_and(|p| p > 0.0))
                        .filter_map(|r| r["number"].as_i64())
                        .max()
                        .unwrap_or(n);
                    c.expect((extra, lump) != (0, 0) || paid == n, || {
                        format!(
                            "schedule {g:?}: paid off with payment {paid} of {n} without extras"
                        )
                    });
                    c.date(&out, "newPayoffDate", &g, &add_months(start, paid - 1));
                }
            }
        }
    }
}

/// The U.S. mortgage (mortgage_schedule.rs's header): payment k is dated
/// startDate + (k − 1) calendar months clamped to the month's end; the
/// payoff date is the last payment's and the PMI end date that of payment
/// `pmiPayments`.
fn mortgage_us(spec: &CalcSpec, c: &mut Checks) {
    for start in STARTS {
        for years in [1_i64, 15, 30] {
            for extras in [
                "extraPayments=none",
                "extraPayments=add extraMonthly=300",
                "extraPayments=add extraOnce=20000",
            ] {
                let g = given_args(&format!(
                    "homePrice=200000 downPayment=20000 interestRate=6 pmiRate=0.5 \
                     loanTerm={years} startDate={start} extraMonthlyStart={start} \
                     extraOnceDate={start} {extras}"
                ));
                let Some(out) = c.run(spec, &g) else { continue };
                let n = rows(&out, "schedule").len() as i64;
                c.expect(0 < n && n <= 12 * years, || {
                    format!("schedule {g:?}: {n} payments")
                });
                let expected: Vec<String> = (1..=n).map(|k| add_months(start, k - 1)).collect();
                c.column(&out, "schedule", "date", &g, &expected);
                c.date(&out, "payoffDate", &g, &add_months(start, n - 1));
                let pmi = out.number_of("pmiPayments").unwrap_or(0.0) as i64;
                c.expect(0 < pmi && pmi <= n, || {
                    format!("pmiPayments {g:?}: {pmi} of {n} payments")
                });
                c.date(&out, "pmiEndDate", &g, &add_months(start, pmi.max(1) - 1));
            }
        }
    }
}

/// SAC and Price (mortgage's and amortization's Portuguese pages): one
/// installment a month for loanTerm months, installment k dated startDate
/// + (k − 1) calendar months, clamped to the month's end.
fn sac_and_price(spec: &CalcSpec, c: &mut Checks) {
    // 300 000 financed: given as such, or (the mortgage's) as a property
    // value less the entrada.
    let financed = if spec.inputs.iter().any(|i| i.id == "loanAmount") {
        "loanAmount=300000"
    } else {
        "propertyValue=375000 downPayment=75000"
    };
    for start in STARTS {
        for months in [1_i64, 2, 12, 13, 360, 420] {
            for rate_type in ["nominal", "effective"] {
                let g = given_args(&format!("{financed} interestRate=10.99 rateType={rate_type} loanTerm={months} startDate={start}"));
                let Some(out) = c.run(spec, &g) else { continue };
                let expected: Vec<String> =
                    (1..=months).map(|k| add_months(start, k - 1)).collect();
                c.column(&out, "sacSchedule", "date", &g, &expected);
                c.column(&out, "priceSchedule", "date", &g, &expected);
            }
        }
    }
}

/// Correção de valores: one row per month from `from` to `to`, both
/// included, dated the month's first day.
fn price_index_series(spec: &CalcSpec, c: &mut Checks) {
    let periods = [
        ((2001, 1), (2001, 1)),
        ((2019, 11), (2020, 3)),
        ((2016, 2), (2024, 2)),
        ((2023, 12), (2024, 1)),
        ((2007, 6), (2012, 5)),
    ];
    for index in ["IPCA", "INPC", "IPCA-15", "IGP-M", "IGP-DI"] {
        for ((fy, fm), (ty, tm)) in periods {
            let g = given(&[
                ("index", index.into()),
                ("amount", "1000".into()),
                ("from", format!("{fm:02}/{fy}")),
                ("to", format!("{tm:02}/{ty}")),
            ]);
            let Some(out) = c.run(spec, &g) else { continue };
            let expected: Vec<String> = (fy * 12 + fm - 1..=ty * 12 + tm - 1)
                .map(|m: i64| ymd_text((m.div_euclid(12), m.rem_euclid(12) + 1, 1)))
                .collect();
            c.column(&out, "series", "date", &g, &expected);
        }
    }
}

/// Brazilian férias (CLT art. 145): paid two days before the first day;
/// the last day is the first plus the days taken, less one.
fn vacation_pay(spec: &CalcSpec, c: &mut Checks) {
    let starts = (day("2025-12-20")..=day("2026-03-05"))
        .chain([day("2025-01-03"), day("2026-12-31")])
        .map(date_of);
    for start in starts {
        for days in [30_i64, 20, 14, 10] {
            let g = given(&[("start", start.clone()), ("days", days.to_string())]);
            let Some(out) = c.run(spec, &g) else { continue };
            c.date(&out, "paymentDate", &g, &date_of(day(&start) - 2));
            c.date(&out, "lastDay", &g, &date_of(day(&start) + days - 1));
        }
    }
}

/// Brazilian rescisão: an indemnified notice of 30 days plus 3 a full year
/// of service, at most 90 (Lei 12.506/2011), projects the contract's end
/// that many days past the last day (TST OJ 82); a worked notice does not.
/// A year of service is complete on the eve of its anniversary (a 29
/// February admission's anniversary falling on 28 February).
fn severance_pay(spec: &CalcSpec, c: &mut Checks) {
    let admissions = [
        "2005-06-01",
        "2020-02-29",
        "2023-03-10",
        "2024-01-31",
        "2025-12-31",
    ];
    let lasts = (day("2025-12-25")..=day("2026-03-05"))
        .step_by(3)
        .chain([day("2026-06-05"), day("2026-12-31")])
        .map(date_of);
    for last in lasts {
        for admission in admissions {
            if day(admission) > day(&last) {
                continue;
            }
            let (ay, am, ad) = ymd(admission);
            let years = (1..)
                .take_while(|y| {
                    let anniversary = day(&ymd_text((ay + y, am, ad.min(month_len(ay + y, am)))));
                    anniversary - 1 <= day(&last)
                })
                .count() as i64;
            let notice = (30 + 3 * years).min(90);
            for (kind, projected) in [("indemnified", notice), ("worked", 0)] {
                let g = given(&[
                    ("terminationType", "withoutCause".into()),
                    ("notice", kind.into()),
                    ("admission", admission.into()),
                    ("lastDay", last.clone()),
                ]);
                let Some(out) = c.run(spec, &g) else { continue };
                c.date(&out, "projectedEnd", &g, &date_of(day(&last) + projected));
            }
        }
    }
}

type Oracle = fn(&CalcSpec, &mut Checks);

/// The oracles, by calculator and market ("" for the main definition), with
/// the date outputs each one checks (`table.column` for a column).
const ORACLES: &[(&str, &str, &[&str], Oracle)] = &[
    ("age", "", &["nextBirthday"], age),
    (
        "amortization",
        "",
        &["payoffDate", "schedule.date"],
        amortization,
    ),
    (
        "amortization",
        "pt-BR",
        &["sacSchedule.date", "priceSchedule.date"],
        sac_and_price,
    ),
    ("calorie-deficit", "", &["goalDate"], calorie_deficit),
    ("loan", "", &["payoffDate", "schedule.date"], loan),
    // The Portuguese pages' own functions (a rate a.m. or a.a., IOF and
    // CET) date their payments as the English ones do.
    ("loan", "pt-BR", &["payoffDate", "schedule.date"], loan),
    (
        "cost-of-living",
        "pt-BR",
        &["series.date"],
        price_index_series,
    ),
    ("date", "", &["answer", "holidays.date"], date_us),
    ("date", "pt-BR", &["answer", "holidays.date"], date_br),
    (
        "mortgage",
        "",
        &["payoffDate", "pmiEndDate", "schedule.date"],
        mortgage_us,
    ),
    (
        "mortgage",
        "pt-BR",
        &["sacSchedule.date", "priceSchedule.date"],
        sac_and_price,
    ),
    (
        "mortgage-payoff",
        "",
        &["newPayoffDate", "originalPayoffDate", "schedule.date"],
        mortgage_payoff,
    ),
    (
        "mortgage-payoff",
        "pt-BR",
        &["newPayoffDate", "originalPayoffDate", "schedule.date"],
        mortgage_payoff,
    ),
    (
        "ovulation",
        "",
        &[
            "ovulationDate",
            "fertileStart",
            "fertileEnd",
            "nextPeriod",
            "dueDateIfConceived",
            "cycles.periodStart",
            "cycles.periodEnd",
            "cycles.fertileStart",
            "cycles.ovulation",
            "cycles.fertileEnd",
            "cycles.nextPeriod",
        ],
        ovulation,
    ),
    (
        "pregnancy",
        "",
        &[
            "dueDate",
            "conceptionDate",
            "gestationStart",
            "milestones.date",
        ],
        pregnancy,
    ),
    ("time", "", &["targetDate", "otherTimes.date"], time_zones),
    (
        "vacation-pay",
        "",
        &["paymentDate", "lastDay"],
        vacation_pay,
    ),
    ("severance-pay", "", &["projectedEnd"], severance_pay),
    // The Portuguese pages differ only in the time card's overtime rule.
    (
        "time",
        "pt-BR",
        &["targetDate", "otherTimes.date"],
        time_zones,
    ),
];

/// Every (calculator, market, output) of the content whose format is a
/// date, always or under a condition, and every date column of its tables.
fn date_outputs() -> BTreeSet<(String, String, String)> {
    let mut found = BTreeSet::new();
    for id in ids() {
        let calc = calculator(&id);
        let defs = std::iter::once(("", &calc.base))
            .chain(calc.markets.iter().map(|(l, d)| (l.as_str(), d)));
        for (market, def) in defs {
            for out in &def.outputs {
                let mut paths = Vec::new();
                // A month is a date too (its first day).
                let dated = |f: &Format| matches!(f, Format::Date | Format::Month);
                if dated(&out.format) || out.format_when.iter().any(|(_, f)| dated(f)) {
                    paths.push(out.id.clone());
                }
                for col in out.columns.iter().filter(|c| dated(&c.format)) {
                    paths.push(format!("{}.{}", out.id, col.key));
                }
                for path in paths {
                    found.insert((id.clone(), market.to_string(), path));
                }
            }
        }
    }
    found
}

#[test]
fn every_date_output_equals_the_exact_calendar_date() {
    let in_content = date_outputs();
    assert!(in_content.len() > 20, "only {in_content:?}");
    let mut failures = Vec::new();
    let mut oracles = BTreeSet::new();
    for &(id, market, outputs, oracle) in ORACLES {
        let spec = if market.is_empty() {
            spec(id)
        } else {
            spec_for(id, market)
        };
        let mut c = Checks::default();
        oracle(&spec, &mut c);
        let at = if market.is_empty() {
            id.to_string()
        } else {
            format!("{id} ({market})")
        };
        for output in outputs {
            oracles.insert((id.to_string(), market.to_string(), output.to_string()));
            // An oracle that never compared an output does not cover it.
            if c.compared.get(*output).copied().unwrap_or(0) == 0 {
                failures.push(format!("{at}: the oracle never compared {output}"));
            }
        }
        failures.extend(c.wrong.iter().take(20).map(|w| format!("{at}: {w}")));
        if c.wrong.len() > 20 {
            failures.push(format!("{at}: … {} wrong dates in all", c.wrong.len()));
        }
    }
    for (id, market, output) in in_content.difference(&oracles) {
        failures.push(format!(
            "date output {output} of {id} (market '{market}') has no oracle in ORACLES"
        ));
    }
    for (id, market, output) in oracles.difference(&in_content) {
        failures.push(format!(
            "ORACLES lists {output} of {id} (market '{market}'), not a date output of the content"
        ));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
