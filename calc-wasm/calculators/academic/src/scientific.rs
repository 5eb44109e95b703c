//! The scientific calculator: one expression, evaluated exactly when it is
//! rational and otherwise to the significant digits asked for (up to 1000),
//! correctly rounded. Degrees or radians for the trigonometric functions.
//! Its language (`engine::scientific`) adds nCr, nPr, mod, gcd, lcm, atan2,
//! gamma, log(x, base), root(x, n), complex numbers (unless `numbers` is
//! `real`), and variables: `variables` holds the page session's
//! definitions, one a line (`a = 3`, `Ans = …`), which the page appends to
//! each time = (or Enter) keeps a result. `base` shows a whole result in
//! binary, octal or hexadecimal (`scientific_bases`).

use super::fail;
use crate::scientific_bases::in_bases;
use calc_core::error::InputError;
use calc_core::registry::Function;
use calc_engine::bases::{uses_bases, Base};
use calc_engine::eval::{evaluate, Angle, EvalOptions, Value};
use calc_engine::limits::{Budget, MAX_DIGITS};
use calc_engine::matrix::rat_text;
use calc_engine::parser::{parse_expr, Options as ParseOptions};
use calc_engine::scientific::{calculate, parse_memory, Options, Outcome};
use scientific::{input as i, output as o, In, Out};
use serde_json::Value as Json;

calc_core::calculator! {
    mod scientific = "scientific" (compute) {
        inputs {
            expression: Text,
            angleUnit: Choice,
            digits: Number,
            numbers: Choice,
            base: Choice,
            variables: Text,
        }
        outputs {
            result: Text,
            exact: Json,
            decimal: Json,
            binary: Json,
            octal: Json,
            hexadecimal: Json,
            baseNote: Text,
            conversion: Json,
        }
    }
}

pub const FUNCTION: Function = scientific::FUNCTION;

/// Exact forms longer than this are not shown.
const MAX_EXACT_TEXT: usize = 2000;

/// `result` rounded to `digits` significant digits, and the exact rational
/// (`1/3`) when the value is rational and the rounded text is not it.
pub fn run(
    expression: &str,
    digits: usize,
    angle: Angle,
) -> Result<(String, Option<String>), calc_engine::EngineError> {
    let expr = parse_expr(expression, &ParseOptions::default())?;
    let mut budget = Budget::default();
    let value = evaluate(
        &expr,
        &EvalOptions {
            digits,
            angle,
            vars: Vec::new(),
        },
        &mut budget,
    )?;
    let result = value.digits(digits).to_text(digits);
    let exact = match &value {
        Value::Exact(r) => {
            let t = rat_text(r);
            (t != result && t.len() <= MAX_EXACT_TEXT).then_some(t)
        }
        _ => None,
    };
    Ok((result, exact))
}

/// `run` in the scientific calculator's own language: its functions,
/// complex numbers (unless `complex` is false) and the session's
/// definitions (`memory`, oldest first). The outcome, its text and its
/// exact form where that says more.
pub fn run_scientific(
    expression: &str,
    digits: usize,
    angle: Angle,
    complex: bool,
    memory: &[(String, String)],
) -> Result<(Outcome, String, Option<String>), calc_engine::EngineError> {
    let mut budget = Budget::default();
    let opts = Options {
        digits,
        angle,
        complex,
        memory,
    };
    let outcome = calculate(expression, &opts, &mut budget)?;
    let result = outcome.text(digits);
    let exact = outcome
        .exact_text()
        .filter(|t| *t != result && t.len() <= MAX_EXACT_TEXT);
    Ok((outcome, result, exact))
}

fn compute(inputs: In) -> Result<Out, InputError> {
    let expression = &inputs.expression_text(i::expression)?;
    let angle = match inputs.option(i::angleUnit)? {
        "deg" => Angle::Deg,
        _ => Angle::Rad,
    };
    let digits = inputs.number(i::digits)?.clamp(1.0, MAX_DIGITS as f64) as usize;
    let complex = inputs.option(i::numbers)? != "real";
    let memory =
        parse_memory(&inputs.expression_text(i::variables)?).map_err(fail(i::variables.id()))?;
    let (outcome, result, exact) = run_scientific(expression, digits, angle, complex, &memory)
        .map_err(fail(i::expression.id()))?;
    let base = Base::from_id(inputs.option(i::base)?).unwrap_or(Base::Decimal);
    let shown = in_bases(&outcome, base, uses_bases(expression));
    let text_or_null = |t: Option<String>| t.map_or(Json::Null, Json::String);
    Ok(Out::new()
        .text(o::result, shown.result.unwrap_or(result))
        .json(o::exact, text_or_null(exact))
        .json(o::decimal, text_or_null(shown.decimal))
        .json(o::binary, text_or_null(shown.binary))
        .json(o::octal, text_or_null(shown.octal))
        .json(o::hexadecimal, text_or_null(shown.hexadecimal))
        .text(o::baseNote, shown.note)
        .json(o::conversion, shown.conversion))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::inputs;
    use calc_core::outputs::Outputs;

    fn eval(expr: &str, unit: &str, digits: &str) -> Outputs {
        (FUNCTION.compute)(&inputs(
            &[
                ("expression", expr),
                ("angleUnit", unit),
                ("digits", digits),
                ("numbers", "complex"),
                ("base", "decimal"),
                ("variables", ""),
            ],
            &["digits"],
            &["angleUnit", "numbers", "base"],
        ))
        .unwrap()
    }

    fn result(out: &Outputs) -> String {
        match out.get("result") {
            Some(calc_core::OutValue::Text(t)) => t.clone(),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn variables_complex_numbers_and_the_real_only_switch() {
        let with = |expr: &str, numbers: &str, variables: &str| {
            (FUNCTION.compute)(&inputs(
                &[
                    ("expression", expr),
                    ("angleUnit", "rad"),
                    ("digits", "15"),
                    ("numbers", numbers),
                    ("base", "decimal"),
                    ("variables", variables),
                ],
                &["digits"],
                &["angleUnit", "numbers", "base"],
            ))
        };
        assert_eq!(result(&with("2a", "complex", "a = 3").unwrap()), "6");
        assert_eq!(
            result(&with("Ans + 1", "complex", "Ans = 1/2").unwrap()),
            "1.5"
        );
        assert_eq!(result(&with("sqrt(-4)", "complex", "").unwrap()), "2i");
        let err = with("sqrt(-4)", "real", "").unwrap_err();
        assert_eq!(err.input, "expression");
        assert!(err.to_string().contains("not a real number"), "{err}");
        // A line that is not a definition blames the variables.
        let err = with("1", "complex", "a 3").unwrap_err();
        assert_eq!(err.input, "variables");
        // nCr, gamma: exact, and mpmath 1.3's gamma(4.5) to 15 digits.
        assert_eq!(result(&eval("nCr(5, 2)", "rad", "15")), "10");
        assert_eq!(result(&eval("gamma(4.5)", "rad", "15")), "11.6317283965674");
    }

    #[test]
    fn contract_examples() {
        // mpmath.mpf(2).sqrt() to 50 digits for the last.
        for (expr, unit, digits, result) in [
            ("0.1+0.2", "rad", "15", "0.3"),
            ("10^16+1-10^16", "rad", "15", "1"),
            ("2*sin(30)", "deg", "15", "1"),
            (
                "sqrt(2)",
                "rad",
                "50",
                "1.4142135623730950488016887242096980785696718753769",
            ),
        ] {
            assert_eq!(
                eval(expr, unit, digits).get("result"),
                Some(&calc_core::OutValue::Text(result.into())),
                "{expr}"
            );
        }
        let out = eval("1/3", "rad", "5");
        assert_eq!(
            out.get("exact"),
            Some(&calc_core::OutValue::Json(Json::String("1/3".into())))
        );
    }

    /// The page's outputs for `expression` shown in `base` (the other
    /// inputs at their YAML defaults).
    fn in_base(expression: &str, base: &str) -> Result<Json, String> {
        let given: calc_core::Given = [("expression", expression), ("base", base)]
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        crate::testing::evaluate(
            &crate::testing::spec("scientific"),
            &given,
            calc_core::values::NumberStyle::Plain,
        )
        .map(|o| serde_json::to_value(&o).unwrap())
        .map_err(|e| e.to_string())
    }

    #[test]
    fn a_whole_result_is_shown_in_the_base_chosen_and_in_every_base() {
        // Python 3.11.7: 0xFF ^ 0b1010 = 245; bin, oct, hex of 245.
        let out = in_base("xor(0xFF, 0b1010)", "binary").unwrap();
        assert_eq!(out["result"], "0b11110101");
        assert_eq!(out["decimal"], "245");
        assert_eq!(out["octal"], "0o365");
        assert_eq!(out["hexadecimal"], "0xF5");
        assert_eq!(out["baseNote"], "none");
        assert_eq!(out["conversion"][0]["after"], "2*122 + 1");
        // Decimal display: the bases are listed when the expression is about
        // them, and not for an ordinary calculation.
        let out = in_base("0xFF", "decimal").unwrap();
        assert_eq!(
            (&out["result"], &out["binary"]),
            (&Json::from("255"), &Json::from("0b11111111"))
        );
        assert_eq!(out["conversion"], Json::Null);
        let out = in_base("20 + 1", "decimal").unwrap();
        assert_eq!(out["hexadecimal"], Json::Null);
        // 2^64 in hexadecimal: exactly, where the decimal result is rounded
        // to 15 digits (Python: hex(2**64) = '0x10000000000000000').
        let out = in_base("2^64", "hexadecimal").unwrap();
        assert_eq!(out["result"], "0x10000000000000000");
        assert_eq!(out["decimal"], "18446744073709551616");
    }

    #[test]
    fn a_result_without_a_base_stays_decimal_and_says_why() {
        for (expression, note, result) in [
            ("0xFF + 0.5", "notWhole", "255.5"),
            ("1/3", "notWhole", "0.333333333333333"),
            ("sqrt(2)", "notWhole", "1.4142135623731"),
            ("2i", "notWhole", "2i"),
            ("2^5000", "tooManyBits", "1.41246703213943e1505"),
        ] {
            let out = in_base(expression, "hexadecimal").unwrap();
            assert_eq!(out["result"], result, "{expression}");
            assert_eq!(out["baseNote"], note, "{expression}");
            assert_eq!(out["hexadecimal"], Json::Null, "{expression}");
            assert_eq!(out["conversion"], Json::Null, "{expression}");
        }
        // A bitwise operation on a fraction is refused at the expression.
        let err = in_base("and(2.5, 1)", "binary").unwrap_err();
        assert!(err.starts_with("expression:"), "{err}");
    }

    #[test]
    fn bad_expressions_blame_the_expression() {
        let err = (FUNCTION.compute)(&inputs(
            &[
                ("expression", "2+*3"),
                ("angleUnit", "rad"),
                ("digits", "15"),
                ("numbers", "complex"),
                ("base", "decimal"),
                ("variables", ""),
            ],
            &["digits"],
            &["angleUnit", "numbers", "base"],
        ))
        .unwrap_err();
        assert_eq!(err.input, "expression");
    }
}
