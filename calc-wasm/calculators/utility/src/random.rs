//! The random generator: integers, decimals, dice, coins, picks from a
//! list, shuffles and lottery draws, cryptographic unless a seed is given
//! (utility::rng says how a seed becomes a generator).

use super::rng::{below, between, distinct_below, shuffle, Source};
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;
use calc_core::values::NumberStyle;
use generator::{input as i, output as o, In, Out};

calc_core::calculator! {
    mod generator = "random-generator" (compute) {
        inputs {
            mode: Choice, min: Number, max: Number, decimals: Number, count: Number,
            unique: Flag, sides: Number, list: Text, seed: Text, draw: Number,
        }
        // `result` is a text, or the coin faces as a list.
        outputs { result: Json, sum: Integer, heads: Integer, tails: Integer, source: Text }
    }
}

pub const FUNCTION: Function = generator::FUNCTION;

/// Largest magnitude of a drawn number (integers, and decimals counted in
/// their last digit): well inside the 2^53 that a double holds exactly.
const MAX_MAGNITUDE: f64 = 1e15;

/// A coin's faces as ids: the page shows them in its language through the
/// `result` output's `values` (its `labels` format in coins mode).
const FACES: [&str; 2] = ["heads", "tails"];

/// Separator of listed values: Portuguese decimals use a comma inside.
fn joiner(style: NumberStyle) -> &'static str {
    match style {
        NumberStyle::PtBr => "; ",
        _ => ", ",
    }
}

fn compute(inputs: In) -> Result<Out, InputError> {
    let draw = inputs.number(i::draw)? as u64;
    let mut rng = Source::for_seed(inputs.text(i::seed)?, draw);
    if !rng.is_seeded() && calc_core::registry::draws_withheld() {
        return Ok(Out::new()
            .text(o::result, "")
            .integer(o::sum, 0)
            .integer(o::heads, 0)
            .integer(o::tails, 0)
            .text(o::source, "crypto"));
    }
    let style = inputs.style();
    let count = inputs.number(i::count)? as usize;
    let unique = inputs.flag(i::unique)?;
    let (mut sum, mut heads, mut tails) = (0i64, 0i64, 0i64);
    let values: Vec<String> = match inputs.option(i::mode)? {
        "dice" => {
            let sides = inputs.number(i::sides)? as i64;
            let rolls: Vec<i64> = (0..count).map(|_| between(&mut rng, 1, sides)).collect();
            sum = rolls.iter().sum();
            rolls.iter().map(i64::to_string).collect()
        }
        "coins" => {
            let flips: Vec<serde_json::Value> = (0..count)
                .map(|_| {
                    let face = below(&mut rng, 2) as usize;
                    if face == 0 {
                        heads += 1;
                    } else {
                        tails += 1;
                    }
                    FACES[face].into()
                })
                .collect();
            return Ok(Out::new()
                .json(o::result, flips.into())
                .integer(o::sum, sum)
                .integer(o::heads, heads)
                .integer(o::tails, tails)
                .text(o::source, source(&rng)));
        }
        "pick" | "shuffle" => {
            let mut items = list_items(inputs.text(i::list)?);
            if items.is_empty() {
                return Err(InputError::new(
                    i::list.id(),
                    ErrorKind::TooFewItems { available: 0.0 },
                ));
            }
            if inputs.option(i::mode)? == "shuffle" {
                shuffle(&mut rng, &mut items);
                items
            } else if unique {
                if count > items.len() {
                    return Err(too_few(i::count.id(), items.len() as f64));
                }
                let n = items.len() as u64;
                distinct_below(&mut rng, n, count)
                    .into_iter()
                    .map(|i| items[i as usize].clone())
                    .collect()
            } else {
                let n = items.len() as u64;
                (0..count)
                    .map(|_| items[below(&mut rng, n) as usize].clone())
                    .collect()
            }
        }
        "decimals" => {
            let places = inputs.number(i::decimals)? as u32;
            let (low, high) = grid(inputs, places)?;
            draw_integers(&mut rng, low, high, count, unique, false)?
                .into_iter()
                .map(|v| decimal_text(v, places, style))
                .collect()
        }
        mode => {
            let (low, high) = grid(inputs, 0)?;
            // A lottery draws distinct numbers and lists them in order.
            let lottery = mode == "lottery";
            draw_integers(&mut rng, low, high, count, unique || lottery, lottery)?
                .into_iter()
                .map(|v| v.to_string())
                .collect()
        }
    };
    Ok(Out::new()
        .text(o::result, values.join(joiner(style)))
        .integer(o::sum, sum)
        .integer(o::heads, heads)
        .integer(o::tails, tails)
        .text(o::source, source(&rng)))
}

/// Where the draw's randomness came from, an id of the `source` output.
fn source(rng: &Source) -> &'static str {
    if rng.is_seeded() {
        "seeded"
    } else {
        "crypto"
    }
}

fn too_few(input: &str, available: f64) -> InputError {
    InputError::new(input, ErrorKind::TooFewItems { available })
}

/// The range as whole numbers of the last decimal place: 0.1 to 0.25
/// with two places is 10 to 25. Bounds between grid points move inward.
fn grid(inputs: In, places: u32) -> Result<(i64, i64), InputError> {
    let scale = 10f64.powi(places as i32);
    let (min, max) = (inputs.number(i::min)?, inputs.number(i::max)?);
    if min > max {
        return Err(InputError::new(
            i::min.id(),
            ErrorKind::NotMoreThanInput {
                other: i::max.id().into(),
            },
        ));
    }
    // 0.1 × 10 is 1.0000000000000002 in binary: a product this close to a
    // whole number is that number.
    let snap = |x: f64, outward: fn(f64) -> f64| {
        let r = x.round();
        if (x - r).abs() <= 1e-9 * r.abs().max(1.0) {
            r
        } else {
            outward(x)
        }
    };
    let (low, high) = (snap(min * scale, f64::ceil), snap(max * scale, f64::floor));
    if low.abs() > MAX_MAGNITUDE || high.abs() > MAX_MAGNITUDE {
        return Err(InputError::new(i::decimals.id(), ErrorKind::ResultTooLarge));
    }
    if low > high {
        return Err(too_few(i::decimals.id(), 0.0));
    }
    Ok((low as i64, high as i64))
}

fn draw_integers(
    rng: &mut Source,
    low: i64,
    high: i64,
    count: usize,
    unique: bool,
    sorted: bool,
) -> Result<Vec<i64>, InputError> {
    let span = (high - low) as u64 + 1;
    let mut values: Vec<i64> = if unique {
        if count as u64 > span {
            return Err(too_few(i::count.id(), span as f64));
        }
        distinct_below(rng, span, count)
            .into_iter()
            .map(|v| low + v as i64)
            .collect()
    } else {
        (0..count).map(|_| between(rng, low, high)).collect()
    };
    if sorted {
        values.sort_unstable();
    }
    Ok(values)
}

/// `v` × 10^−places written out exactly, in the page's decimal mark.
fn decimal_text(v: i64, places: u32, style: NumberStyle) -> String {
    let digits = v.unsigned_abs().to_string();
    let sign = if v < 0 { "-" } else { "" };
    if places == 0 {
        return format!("{sign}{digits}");
    }
    let p = places as usize;
    let padded = format!("{digits:0>width$}", width = p + 1);
    let (whole, fraction) = padded.split_at(padded.len() - p);
    let mark = if style == NumberStyle::PtBr { ',' } else { '.' };
    format!("{sign}{whole}{mark}{fraction}")
}

/// One item a line; a single line is split at its commas instead.
fn list_items(text: &str) -> Vec<String> {
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    let parts: Vec<&str> = if lines.len() == 1 {
        lines[0].split(',').collect()
    } else {
        lines
    };
    parts
        .into_iter()
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(String::from)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use calc_core::inputs::Inputs;
    use calc_core::outputs::Outputs;
    use calc_core::values::Value;
    use std::collections::BTreeMap;

    fn run(pairs: &[(&str, Value)]) -> Result<Outputs, InputError> {
        let mut values = BTreeMap::from([
            ("mode".to_string(), Value::Option("integers".into())),
            ("min".to_string(), Value::Number(1.0)),
            ("max".to_string(), Value::Number(100.0)),
            ("decimals".to_string(), Value::Number(2.0)),
            ("count".to_string(), Value::Number(1.0)),
            ("unique".to_string(), Value::Bool(false)),
            ("sides".to_string(), Value::Number(6.0)),
            ("list".to_string(), Value::Text(String::new())),
            ("seed".to_string(), Value::Text(String::new())),
            ("draw".to_string(), Value::Number(1.0)),
        ]);
        for (id, v) in pairs {
            values.insert(id.to_string(), v.clone());
        }
        (FUNCTION.compute)(&Inputs::new(values))
    }

    fn result(pairs: &[(&str, Value)]) -> String {
        run(pairs).unwrap().text_of("result").unwrap().to_string()
    }

    fn n(v: f64) -> Value {
        Value::Number(v)
    }
    fn opt(v: &str) -> Value {
        Value::Option(v.into())
    }
    fn text(v: &str) -> Value {
        Value::Text(v.into())
    }

    #[test]
    fn a_seeded_draw_is_the_documented_chacha20_stream() {
        // Seed "calcula", draw 1, ten integers 1..100, reproduced in Python
        // without this code: key = hashlib.sha256(b"calcula-random-v1\x001\x00calcula"),
        // keystream = cryptography's ChaCha20(key, 16 zero bytes) over
        // zeros, read as little-endian u32 pairs (low word first) into
        // u64s, each kept when below 2^64 − (2^64 mod 100), then mod 100, + 1.
        let draw = result(&[("seed", text("calcula")), ("count", n(10.0))]);
        assert_eq!(draw, EXPECTED_CALCULA_DRAW);
        // The same settings always give the same draw; another draw
        // number gives another.
        assert_eq!(
            draw,
            result(&[("seed", text("calcula")), ("count", n(10.0))])
        );
        assert_ne!(
            draw,
            result(&[
                ("seed", text("calcula")),
                ("count", n(10.0)),
                ("draw", n(2.0))
            ])
        );
        let out = run(&[("seed", text("calcula"))]).unwrap();
        assert_eq!(out.text_of("source"), Some("seeded"));
        assert_eq!(run(&[]).unwrap().text_of("source"), Some("crypto"));
    }

    const EXPECTED_CALCULA_DRAW: &str = "88, 21, 73, 24, 96, 93, 34, 52, 63, 77";

    #[test]
    fn lottery_draws_are_distinct_and_sorted() {
        let out = result(&[
            ("mode", opt("lottery")),
            ("max", n(60.0)),
            ("count", n(6.0)),
        ]);
        let v: Vec<i64> = out.split(", ").map(|s| s.parse().unwrap()).collect();
        assert_eq!(v.len(), 6);
        assert!(v.windows(2).all(|w| w[0] < w[1]));
        assert!(v.iter().all(|x| (1..=60).contains(x)));
    }

    #[test]
    fn negative_and_huge_ranges() {
        for _ in 0..200 {
            let v: i64 = result(&[("min", n(-1e15)), ("max", n(-1e15 + 2.0))])
                .parse()
                .unwrap();
            assert!((-1_000_000_000_000_000..=-999_999_999_999_998).contains(&v));
        }
    }

    #[test]
    fn decimals_are_exact_on_their_grid() {
        let out = result(&[
            ("mode", opt("decimals")),
            ("min", n(0.1)),
            ("max", n(0.3)),
            ("decimals", n(1.0)),
            ("count", n(50.0)),
        ]);
        assert!(
            out.split(", ").all(|s| ["0.1", "0.2", "0.3"].contains(&s)),
            "{out}"
        );
        assert_eq!(decimal_text(-5, 3, NumberStyle::En), "-0.005");
        assert_eq!(decimal_text(12345, 2, NumberStyle::PtBr), "123,45");
        assert_eq!(
            run(&[
                ("mode", opt("decimals")),
                ("min", n(0.11)),
                ("max", n(0.19)),
                ("decimals", n(0.0))
            ])
            .unwrap_err()
            .input,
            "decimals"
        );
    }

    #[test]
    fn dice_sum_their_rolls() {
        let out = run(&[("mode", opt("dice")), ("count", n(5.0)), ("sides", n(6.0))]).unwrap();
        let rolls: Vec<i64> = out
            .text_of("result")
            .unwrap()
            .split(", ")
            .map(|s| s.parse().unwrap())
            .collect();
        assert_eq!(rolls.len(), 5);
        assert!(rolls.iter().all(|r| (1..=6).contains(r)));
        assert_eq!(out.number_of("sum"), Some(rolls.iter().sum::<i64>() as f64));
    }

    #[test]
    fn coins_count_their_faces() {
        let out = run(&[("mode", opt("coins")), ("count", n(100.0))]).unwrap();
        let heads = out.number_of("heads").unwrap();
        let tails = out.number_of("tails").unwrap();
        assert_eq!(heads + tails, 100.0);
        let listed = out.json_of("result").unwrap().as_array().unwrap();
        assert_eq!(listed.len(), 100);
        let count = |face: &str| listed.iter().filter(|f| *f == face).count() as f64;
        assert_eq!((count("heads"), count("tails")), (heads, tails));
    }

    #[test]
    fn picks_and_shuffles_use_the_pasted_items() {
        let list = text("Ana\nBruno\n\n  Carla \nDavi");
        let picked = result(&[
            ("mode", opt("pick")),
            ("list", list.clone()),
            ("count", n(4.0)),
            ("unique", Value::Bool(true)),
        ]);
        let mut names: Vec<&str> = picked.split(", ").collect();
        names.sort();
        assert_eq!(names, ["Ana", "Bruno", "Carla", "Davi"]);
        let shuffled = result(&[("mode", opt("shuffle")), ("list", text("a, b, c"))]);
        let mut items: Vec<&str> = shuffled.split(", ").collect();
        items.sort();
        assert_eq!(items, ["a", "b", "c"]);
        let err = run(&[
            ("mode", opt("pick")),
            ("list", list),
            ("count", n(5.0)),
            ("unique", Value::Bool(true)),
        ])
        .unwrap_err();
        assert_eq!(err, too_few("count", 4.0));
        assert_eq!(
            run(&[("mode", opt("shuffle")), ("list", text(" \n "))])
                .unwrap_err()
                .input,
            "list"
        );
    }

    #[test]
    fn impossible_requests_are_errors() {
        assert_eq!(
            run(&[("min", n(5.0)), ("max", n(4.0))]).unwrap_err().input,
            "min"
        );
        assert_eq!(
            run(&[
                ("min", n(1.0)),
                ("max", n(3.0)),
                ("count", n(4.0)),
                ("unique", Value::Bool(true))
            ])
            .unwrap_err(),
            too_few("count", 3.0)
        );
        assert_eq!(
            run(&[
                ("mode", opt("decimals")),
                ("max", n(1e15)),
                ("decimals", n(2.0))
            ])
            .unwrap_err()
            .input,
            "decimals"
        );
    }
}
