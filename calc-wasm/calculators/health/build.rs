//! Turns the published tables in `src/data/` into constants
//! (`$OUT_DIR/*.rs`, included by `ssa_life_table.rs`, `cdc_bmi_lms.rs` and
//! `who_bmi_lms.rs`), as every calculator crate does with its data: the
//! files that state their source are the one place the numbers are
//! written. Each value is the published decimal scaled to an integer
//! (exact, and half the size of an f64 in the WebAssembly); a value with
//! more decimals than its scale keeps is refused, so nothing is rounded.
//! The unit tests read the CSV files again and compare every cell.

use std::fmt::Write as _;
use std::{env, fs, path::Path};

const LIFE_TABLE: &str = "src/data/ssa-period-life-table-2023.csv";
const CDC: &str = "src/data/cdc-bmi-for-age-lms.csv";
const WHO: &str = "src/data/who-bmi-for-age-lms.csv";

fn main() {
    let out = env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    write(&out, "ssa_life_table.rs", life_table());
    write(&out, "cdc_bmi_lms.rs", cdc());
    write(&out, "who_bmi_lms.rs", who());
}

fn write(out: &str, name: &str, text: String) {
    fs::write(Path::new(out).join(name), text).unwrap_or_else(|e| panic!("{name}: {e}"));
}

/// A CSV file's rows as maps from its header's names (lines starting with
/// `#` are comments).
fn rows(path: &str) -> Vec<Vec<(String, String)>> {
    println!("cargo:rerun-if-changed={path}");
    let text = fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut lines = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty());
    let header: Vec<String> = lines
        .next()
        .unwrap_or_else(|| panic!("{path}: no header"))
        .split(',')
        .map(str::to_string)
        .collect();
    lines
        .map(|line| {
            let cells: Vec<&str> = line.split(',').collect();
            assert_eq!(cells.len(), header.len(), "{path}: {line:?}");
            header
                .iter()
                .cloned()
                .zip(cells.into_iter().map(str::to_string))
                .collect()
        })
        .collect()
}

fn cell<'a>(row: &'a [(String, String)], name: &str) -> &'a str {
    row.iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
        .unwrap_or_else(|| panic!("no column {name}"))
}

/// `text × 10^digits`, exactly: a decimal with at most `digits` decimals.
fn scaled(text: &str, digits: usize) -> i64 {
    let (negative, unsigned) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (whole, fraction) = unsigned.split_once('.').unwrap_or((unsigned, ""));
    assert!(
        fraction.len() <= digits,
        "{text} has more than {digits} decimals"
    );
    let digits_text = format!("{whole}{fraction:0<digits$}");
    let v: i64 = digits_text
        .parse()
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    if negative {
        -v
    } else {
        v
    }
}

/// `{head}; {n}] = [rows];`: a constant array, `head` its declaration up
/// to the length (`pub const ROWS: [[u32; 4]`).
fn array<const N: usize>(out: &mut String, head: &str, rows: &[[i64; N]]) {
    let _ = writeln!(out, "{head}; {}] = [", rows.len());
    for row in rows {
        let cells: Vec<String> = row.iter().map(i64::to_string).collect();
        let _ = writeln!(out, "    [{}],", cells.join(", "));
    }
    out.push_str("];\n");
}

/// `[male q(x) × 10⁶, male e(x) × 100, female q(x) × 10⁶, female e(x) × 100]`
/// per exact age 0..=119.
fn life_table() -> String {
    let rows = rows(LIFE_TABLE);
    let ages: Vec<&str> = rows.iter().map(|r| cell(r, "age")).collect();
    let expected: Vec<String> = (0..120).map(|a: i32| a.to_string()).collect();
    assert_eq!(ages, expected, "{LIFE_TABLE}: one row per age 0..=119");
    let values: Vec<[i64; 4]> = rows
        .iter()
        .map(|r| {
            [
                scaled(cell(r, "male_qx"), 6),
                scaled(cell(r, "male_ex"), 2),
                scaled(cell(r, "female_qx"), 6),
                scaled(cell(r, "female_ex"), 2),
            ]
        })
        .collect();
    let mut out = String::new();
    array(&mut out, "pub const ROWS: [[u32; 4]", &values);
    out
}

/// `[−L × 10⁹, M × 10⁸, S × 10⁹]` of the mid-month rows, 24.5 to 239.5
/// months (every L is negative).
fn cdc() -> String {
    let rows = rows(CDC);
    let mut out = String::new();
    for (sex, name) in [("1", "MALE"), ("2", "FEMALE")] {
        let chosen: Vec<_> = rows
            .iter()
            .filter(|r| cell(r, "Sex") == sex && cell(r, "Agemos").ends_with(".5"))
            .filter(|r| scaled(cell(r, "Agemos"), 1) < 2400)
            .collect();
        let months: Vec<i64> = chosen
            .iter()
            .map(|r| scaled(cell(r, "Agemos"), 1))
            .collect();
        let expected: Vec<i64> = (24..240).map(|m| m * 10 + 5).collect();
        assert_eq!(months, expected, "{CDC}: sex {sex}, one row per month");
        let values: Vec<[i64; 3]> = chosen
            .iter()
            .map(|r| {
                let v = [
                    -scaled(cell(r, "L"), 9),
                    scaled(cell(r, "M"), 8),
                    scaled(cell(r, "S"), 9),
                ];
                assert!(v.iter().all(|x| (1..1 << 32).contains(x)), "{CDC}: {v:?}");
                v
            })
            .collect();
        array(&mut out, &format!("pub const {name}: [Lms"), &values);
    }
    out
}

/// `[L × 10⁴, M × 10⁴, S × 10⁵]`: WHO 2006 by day (0–1856), WHO 2007 by
/// month (61–228).
fn who() -> String {
    let rows = rows(WHO);
    let mut out = String::new();
    for (table, name, ages) in [("who2006", "DAY", 0..1857), ("who2007", "MONTH", 61..229)] {
        for (sex, label) in [("1", "MALE"), ("2", "FEMALE")] {
            let chosen: Vec<_> = rows
                .iter()
                .filter(|r| cell(r, "table") == table && cell(r, "sex") == sex)
                .collect();
            let found: Vec<i64> = chosen.iter().map(|r| scaled(cell(r, "age"), 0)).collect();
            assert_eq!(
                found,
                ages.clone().collect::<Vec<i64>>(),
                "{WHO}: {table} sex {sex}"
            );
            let values: Vec<[i64; 3]> = chosen
                .iter()
                .map(|r| {
                    [
                        scaled(cell(r, "L"), 4),
                        scaled(cell(r, "M"), 4),
                        scaled(cell(r, "S"), 5),
                    ]
                })
                .collect();
            array(
                &mut out,
                &format!("pub static {name}_{label}: [Lms"),
                &values,
            );
        }
    }
    out
}
