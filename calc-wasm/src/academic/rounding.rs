//! Rounding a number exactly as written (2.675 to two places is 2.68; a
//! double would say 2.67): to decimal places (negative for tens, hundreds)
//! or significant figures, by any of the usual rules.

use super::{fail, value_of};
use crate::engine::eval::Value;
use crate::engine::number::{fixed, magnitude, round_places, round_rational, Rounding};
use crate::engine::parser::parse_expr;
use crate::error::{ErrorKind, InputError};
use crate::inputs::Inputs;
use crate::outputs::Outputs;
use crate::registry::Function;
use dashu::base::Sign;
use dashu::integer::{IBig, UBig};
use dashu::rational::RBig;

pub const FUNCTION: Function = Function {
    id: "rounding",
    inputs: &["number", "roundTo", "places", "method"],
    outputs: &["result", "resultNumber", "difference", "scientific"],
    compute,
};

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

fn compute(inputs: &Inputs) -> Result<Outputs, InputError> {
    let text = super::decimal_comma(inputs.text("number")?);
    let places = inputs.number("places")?;
    if places.fract() != 0.0 || places.abs() > 1000.0 {
        return Err(InputError::new("places", ErrorKind::NotAnInteger));
    }
    let places = places as i64;
    let significant = inputs.option("roundTo")? == "significant";
    if significant && places < 1 {
        return Err(InputError::new("places", ErrorKind::BelowMin { min: 1.0 }));
    }
    let rule = Rounding::from_id(inputs.option("method")?).unwrap_or(Rounding::HalfUp);
    let expr = parse_expr(&text, &Default::default()).map_err(fail("number"))?;
    // Enough digits to round irrational values correctly.
    let probe = value_of(&expr, 20, "number")?;
    let x = match &probe {
        Value::Exact(r) => r.clone(),
        _ => {
            let mag = probe.digits(5).exp;
            if mag.abs() > 20_000 {
                return Err(InputError::new("number", ErrorKind::ResultTooLarge));
            }
            let needed = if significant {
                places + 10
            } else {
                (mag + places + 10).max(10)
            };
            let needed = usize::try_from(needed).unwrap_or(10).min(1000);
            to_rational(&value_of(&expr, needed, "number")?)
        }
    };
    let decimals = if significant {
        if x.is_zero() {
            places - 1
        } else {
            let m = magnitude(&x);
            places - 1 - m
        }
    } else {
        places
    };
    let mut rounded = round_places(&x, decimals, rule);
    let mut decimals = decimals;
    if significant && !rounded.is_zero() && magnitude(&rounded) > magnitude(&x) {
        // 9.96 to 2 figures is 10: one decimal fewer.
        decimals -= 1;
        rounded = round_places(&x, decimals, rule);
    }
    let result = fixed(&rounded, decimals.max(0) as usize);
    let result = if rounded.is_zero() && result.starts_with('-') {
        result[1..].to_string()
    } else {
        result
    };
    let difference = &rounded - &x;
    let diff_text = crate::engine::number::terminating_decimal(&difference, 2000)
        .unwrap_or_else(|| round_rational(&difference, 20).to_text(20));
    let sci = if rounded.is_zero() {
        "0".to_string()
    } else {
        let d = round_rational(&rounded, 200);
        let shown = if significant {
            places as usize
        } else {
            d.trimmed().len().max(1)
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
        return Err(InputError::new("number", ErrorKind::ResultTooLarge));
    }
    Ok(Outputs::new()
        .text("result", result)
        .number("resultNumber", number)
        .text("difference", diff_text)
        .text("scientific", sci))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::academic::test_util::inputs;

    fn run(n: &str, to: &str, places: &str, method: &str) -> String {
        let out = compute(&inputs(
            &[
                ("number", n),
                ("roundTo", to),
                ("places", places),
                ("method", method),
            ],
            &["places"],
            &["roundTo", "method"],
        ))
        .unwrap();
        match out.get("result") {
            Some(crate::OutValue::Text(t)) => t.clone(),
            other => panic!("{other:?}"),
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
