//! Rounding a number exactly as written (2.675 to two places is 2.68; a
//! double would say 2.67): to decimal places (negative for tens, hundreds),
//! significant figures or the nearest multiple of a number (37 to the
//! nearest 5 is 35), by any of the usual rules.

use super::{fail, value_of};
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;
use calc_engine::eval::Value;
use calc_engine::number::{fixed, magnitude, round_int, round_places, round_rational, Rounding};
use calc_engine::parser::parse_expr;
use dashu::base::{Abs, Sign};
use dashu::integer::{IBig, UBig};
use dashu::rational::RBig;
use rounding::{input as i, output as o, In, Out};

// This page's own ids and kinds: like other calculators' declarations in shape only.
calc_core::calculator! {
    mod rounding = "rounding" (compute) {
        inputs {
            number: Text,
            roundTo: Choice,
            places: Number,
            multiple: Number,
            method: Choice,
        }
        outputs {
            result: Text,
            resultNumber: Number,
            difference: Text,
            scientific: Text,
        }
    }
}

pub const FUNCTION: Function = rounding::FUNCTION;

fn to_rational(v: &Value) -> RBig {
    match v {
        Value::Exact(r) => r.clone(),
        Value::Approx(d, _) => {
            let digits: UBig = d.digits.parse().unwrap_or(UBig::ZERO);
            let k = d.exp - (d.digits.len() as i64 - 1);
            let ten = UBig::from(10u8).pow(k.unsigned_abs() as usize);
            let mag = if k >= 0 {
                RBig::from(IBig::from(digits * ten))
            } else {
                RBig::from_parts(IBig::from(digits), ten)
            };
            if d.negative {
                -mag
            } else {
                mag
            }
        }
        Value::Zero => RBig::ZERO,
    }
}

/// A double as the shortest decimal that reads back as it (0.05, not
/// 0.05000000000000000277…): the number that was typed, exactly, as `{v}`
/// prints it. Found without the float formatting code (about 12 KB of the
/// WebAssembly module, which nothing else needs, issue 33): from one
/// significant digit up, the decimals just below and just above the double's
/// exact value, the nearer of those that read back as the double.
fn typed_decimal(v: f64) -> RBig {
    let Ok(exact) = RBig::try_from(v.abs()) else {
        return RBig::ZERO;
    };
    if exact.is_zero() {
        return exact;
    }
    let mag = magnitude(&exact);
    let mut shortest = exact.clone();
    // 17 significant digits always read back as the double.
    for digits in 1..=17 {
        let places = digits - 1 - mag;
        let mut nearest: Option<RBig> = None;
        // Below, then above: a tie goes to the one above, as `{v}` has it.
        for rule in [Rounding::Floor, Rounding::Ceiling] {
            let d = round_places(&exact, places, rule);
            // dashu rounds to the nearest double, as reading the decimal does.
            if d.to_f64().value() == v.abs()
                && nearest
                    .as_ref()
                    .is_none_or(|n| (&d - &exact).abs() <= (n - &exact).abs())
            {
                nearest = Some(d);
            }
        }
        if let Some(d) = nearest {
            shortest = d;
            break;
        }
    }
    if v < 0.0 {
        -shortest
    } else {
        shortest
    }
}

/// Decimal places of a terminating decimal (0.05 → 2, 5 → 0, 500 → 0).
fn decimal_places(r: &RBig) -> i64 {
    let mut places = 0;
    let mut scaled = r.clone();
    while !scaled.is_int() && places < 400 {
        scaled *= RBig::from(10u8);
        places += 1;
    }
    places
}

/// How to round: to decimal places (after rounding to significant figures
/// they are decimal places too) or to a multiple.
enum Target {
    Places(i64),
    Significant(i64),
    Multiple(RBig),
}

fn compute(inputs: In) -> Result<Out, InputError> {
    let text = inputs.number_or_expression_text(i::number)?;
    let target = match inputs.option(i::roundTo)? {
        "multiple" => {
            let m = inputs.number(i::multiple)?;
            if m.is_nan() || m <= 0.0 {
                return Err(InputError::new(
                    i::multiple.id(),
                    ErrorKind::NotAbove { above: 0.0 },
                ));
            }
            if !m.is_finite() {
                return Err(InputError::new(i::multiple.id(), ErrorKind::NotANumber));
            }
            Target::Multiple(typed_decimal(m))
        }
        to => {
            let places = inputs.number(i::places)?;
            if places.fract() != 0.0 || places.abs() > 1000.0 {
                return Err(InputError::new(i::places.id(), ErrorKind::NotAnInteger));
            }
            let places = places as i64;
            if to == "significant" {
                if places < 1 {
                    return Err(InputError::new(
                        i::places.id(),
                        ErrorKind::BelowMin { min: 1.0 },
                    ));
                }
                Target::Significant(places)
            } else {
                Target::Places(places)
            }
        }
    };
    let significant = matches!(target, Target::Significant(_));
    let rule = Rounding::from_id(inputs.option(i::method)?).unwrap_or(Rounding::HalfUp);
    let expr = parse_expr(&text, &Default::default()).map_err(fail(i::number.id()))?;
    // Enough digits to round irrational values correctly.
    let probe = value_of(&expr, 20, i::number.id())?;
    let x = match &probe {
        Value::Exact(r) => r.clone(),
        _ => {
            let mag = probe.digits(5).exp;
            if mag.abs() > 20_000 {
                return Err(InputError::new(i::number.id(), ErrorKind::ResultTooLarge));
            }
            let needed = match &target {
                Target::Significant(n) => n + 10,
                Target::Places(places) => (mag + places + 10).max(10),
                Target::Multiple(m) => (mag - magnitude(m) + 10).max(10),
            };
            let needed = usize::try_from(needed).unwrap_or(10).min(1000);
            to_rational(&value_of(&expr, needed, i::number.id())?)
        }
    };
    let (places, figures) = match target {
        Target::Significant(n) => (n, Some(n)),
        Target::Places(p) => (p, None),
        Target::Multiple(m) => {
            // k·m with k the whole number x/m rounds to: exact, as m is
            // the decimal typed (2.675 to the nearest 0.05: 2.675/0.05 =
            // 53.5 → 54, and 54·0.05 = 2.70).
            let k = round_int(&(&x / &m), rule);
            let rounded = RBig::from(k) * &m;
            return finish(&x, rounded, decimal_places(&m), None);
        }
    };
    let mut decimals = match figures {
        Some(n) if !x.is_zero() => n - 1 - magnitude(&x),
        Some(n) => n - 1,
        None => places,
    };
    let mut rounded = round_places(&x, decimals, rule);
    if significant && !rounded.is_zero() && magnitude(&rounded) > magnitude(&x) {
        // 9.96 to 2 figures is 10: one decimal fewer.
        decimals -= 1;
        rounded = round_places(&x, decimals, rule);
    }
    finish(&x, rounded, decimals, figures)
}

/// The outputs for `x` rounded to `rounded`, written with `decimals`
/// decimals (none when negative); `figures` significant figures in the
/// scientific form when rounding to them, else as many as it has.
fn finish(x: &RBig, rounded: RBig, decimals: i64, figures: Option<i64>) -> Result<Out, InputError> {
    let result = fixed(&rounded, decimals.max(0) as usize);
    let result = if rounded.is_zero() && result.starts_with('-') {
        result[1..].to_string()
    } else {
        result
    };
    let difference = &rounded - x;
    let diff_text = calc_engine::number::terminating_decimal(&difference, 2000)
        .unwrap_or_else(|| round_rational(&difference, 20).to_text(20));
    let sci = if rounded.is_zero() {
        "0".to_string()
    } else {
        let d = round_rational(&rounded, 200);
        let shown = match figures {
            Some(n) => n as usize,
            None => d.trimmed().len().max(1),
        };
        let mut s = String::new();
        if rounded.sign() == Sign::Negative {
            s.push('-');
        }
        let digits: String = d
            .digits
            .chars()
            .chain(std::iter::repeat('0'))
            .take(shown)
            .collect();
        s.push_str(&digits[..1]);
        if shown > 1 {
            s.push('.');
            s.push_str(&digits[1..]);
        }
        s.push('e');
        s.push_str(&d.exp.to_string());
        s
    };
    let number = rounded.to_f64().value();
    if !number.is_finite() {
        return Err(InputError::new(i::number.id(), ErrorKind::ResultTooLarge));
    }
    Ok(Out::new()
        .text(o::result, result)
        .number(o::resultNumber, number)
        .text(o::difference, diff_text)
        .text(o::scientific, sci))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::inputs;

    fn run(n: &str, to: &str, places: &str, method: &str) -> String {
        run_with(n, to, places, "5", method)
    }

    fn run_with(n: &str, to: &str, places: &str, multiple: &str, method: &str) -> String {
        let out = (FUNCTION.compute)(&inputs(
            &[
                ("number", n),
                ("roundTo", to),
                ("places", places),
                ("multiple", multiple),
                ("method", method),
            ],
            &["places", "multiple"],
            &["roundTo", "method"],
        ))
        .unwrap();
        match out.get("result") {
            Some(calc_core::OutValue::Text(t)) => t.clone(),
            other => panic!("{other:?}"),
        }
    }

    fn multiple(n: &str, m: &str, method: &str) -> String {
        run_with(n, "multiple", "2", m, method)
    }

    /// The decimal `{v}` prints, read exactly: what `typed_decimal` gives.
    fn printed_decimal(v: f64) -> RBig {
        let text = format!("{v}");
        let (negative, body) = match text.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, text.as_str()),
        };
        let (int, frac) = body.split_once('.').unwrap_or((body, ""));
        let digits: UBig = format!("{int}{frac}").parse().unwrap();
        let r = RBig::from_parts(IBig::from(digits), UBig::from(10u8).pow(frac.len()));
        if negative {
            -r
        } else {
            r
        }
    }

    #[test]
    fn a_double_reads_as_the_decimal_it_prints() {
        let typed = [
            "0.05",
            "0.1",
            "0.3",
            "5",
            "500",
            "1234",
            "0.001",
            "2.675",
            "1e-7",
            "1e21",
            "123456789.123",
            "0.3333333333333333",
            "9007199254740993",
            "1.7976931348623157e308",
            "5e-324",
            "2.2250738585072014e-308",
            "0.1e-300",
        ];
        let mut values: Vec<f64> = typed.iter().map(|t| t.parse().unwrap()).collect();
        // Halfway between two decimals of the same length: this double is
        // exactly …085.75, as near …085.7 as …085.8, and `{v}` writes the
        // one above.
        values.push(785_902_906_929_085.8);
        // And doubles of every magnitude with every bit pattern of the
        // significand (xorshift64*, a fixed seed).
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..2000 {
            state ^= state >> 12;
            state ^= state << 25;
            state ^= state >> 27;
            let bits = state.wrapping_mul(0x2545_f491_4f6c_dd1d) & !(1 << 63);
            let v = f64::from_bits(bits);
            if v.is_finite() && v != 0.0 {
                values.extend([v, -v]);
            }
        }
        // Powers of two: the gap below them is half the gap above.
        values.extend((1..2047u64).map(|e| f64::from_bits(e << 52)));
        for v in values {
            assert_eq!(typed_decimal(v), printed_decimal(v), "{v:e}");
        }
    }

    #[test]
    fn nearest_multiple_in_exact_decimals() {
        // Python: q = (Decimal(n) / Decimal(m)).quantize(Decimal(1), rule);
        // q * Decimal(m), for each rule.
        assert_eq!(multiple("37", "5", "halfUp"), "35"); // 7.4 → 7
        assert_eq!(multiple("38", "5", "halfUp"), "40"); // 7.6 → 8
                                                         // 2.675 / 0.05 = 53.5: ROUND_HALF_UP 54 → 2.70, ROUND_HALF_DOWN 53
                                                         // → 2.65, ROUND_HALF_EVEN 54 → 2.70 (a double would see 53.4999…).
        assert_eq!(multiple("2.675", "0.05", "halfUp"), "2.70");
        assert_eq!(multiple("2.675", "0.05", "halfDown"), "2.65");
        assert_eq!(multiple("2.675", "0.05", "halfEven"), "2.70");
        // 2.625 / 0.05 = 52.5: ROUND_HALF_EVEN 52 → 2.60.
        assert_eq!(multiple("2.625", "0.05", "halfEven"), "2.60");
        // -37.5 / 5 = -7.5 under every rule.
        let rules = [
            ("halfUp", "-40"),   // ROUND_HALF_UP: -8
            ("halfDown", "-35"), // ROUND_HALF_DOWN: -7
            ("halfEven", "-40"), // ROUND_HALF_EVEN: -8
            ("up", "-40"),       // ROUND_UP: -8
            ("down", "-35"),     // ROUND_DOWN (truncation): -7
            ("ceiling", "-35"),  // ROUND_CEILING: -7
            ("floor", "-40"),    // ROUND_FLOOR: -8
        ];
        for (rule, want) in rules {
            assert_eq!(multiple("-37.5", "5", rule), want, "{rule}");
        }
        // 12 / 5 = 2.4: ROUND_UP and ROUND_CEILING 3 → 15; ROUND_DOWN 2 → 10.
        assert_eq!(multiple("12", "5", "up"), "15");
        assert_eq!(multiple("12", "5", "ceiling"), "15");
        assert_eq!(multiple("12", "5", "down"), "10");
        // -12 / 5 = -2.4: ROUND_DOWN (toward zero) -2 → -10, ROUND_FLOOR -3 → -15.
        assert_eq!(multiple("-12", "5", "down"), "-10");
        assert_eq!(multiple("-12", "5", "floor"), "-15");
        // 1234 / 500 = 2.468 → 2 → 1000; 0.1 + 0.2 to the nearest 0.1 is 0.3.
        assert_eq!(multiple("1234", "500", "halfUp"), "1000");
        assert_eq!(multiple("0.1+0.2", "0.1", "halfUp"), "0.3");
        // pi / 0.25 = 12.566… → 13 → 3.25; 1/3 to the nearest 0.001 is 0.333.
        assert_eq!(multiple("pi", "0.25", "halfUp"), "3.25");
        assert_eq!(multiple("1/3", "0.001", "halfUp"), "0.333");
        // Not a power of ten: 7 / 0.3 = 23.33… → 23, and 23 × 0.3 = 6.9.
        assert_eq!(multiple("7", "0.3", "halfUp"), "6.9");
    }

    #[test]
    fn the_multiple_must_be_positive() {
        for bad in ["0", "-5"] {
            let err = (FUNCTION.compute)(&inputs(
                &[
                    ("number", "37"),
                    ("roundTo", "multiple"),
                    ("places", "2"),
                    ("multiple", bad),
                    ("method", "halfUp"),
                ],
                &["places", "multiple"],
                &["roundTo", "method"],
            ))
            .unwrap_err();
            assert_eq!(err.input, "multiple");
        }
    }

    #[test]
    fn exact_decimal_rounding() {
        // Python: Decimal('2.675').quantize(Decimal('0.01'), ROUND_HALF_UP) = 2.68
        assert_eq!(run("2.675", "decimals", "2", "halfUp"), "2.68");
        assert_eq!(run("2.675", "decimals", "2", "halfEven"), "2.68");
        assert_eq!(run("2.665", "decimals", "2", "halfEven"), "2.66");
        assert_eq!(run("-2.5", "decimals", "0", "halfUp"), "-3");
        assert_eq!(run("-2.5", "decimals", "0", "halfDown"), "-2");
        assert_eq!(run("-2.5", "decimals", "0", "ceiling"), "-2");
        assert_eq!(run("-2.5", "decimals", "0", "floor"), "-3");
        assert_eq!(run("1234.5", "decimals", "-2", "halfUp"), "1200");
        assert_eq!(run("2.7", "decimals", "2", "halfUp"), "2.70");
        assert_eq!(run("pi", "decimals", "5", "halfUp"), "3.14159");
        assert_eq!(run("0.012345", "significant", "3", "halfUp"), "0.0123");
        assert_eq!(run("9.96", "significant", "2", "halfUp"), "10");
        assert_eq!(run("123456", "significant", "2", "down"), "120000");
        assert_eq!(run("1/3", "decimals", "3", "up"), "0.334");
        assert_eq!(run("-0.001", "decimals", "2", "halfUp"), "0.00");
    }
}
