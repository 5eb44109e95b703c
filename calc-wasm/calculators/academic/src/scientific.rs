//! The scientific calculator: one expression, evaluated exactly when it is
//! rational and otherwise to the significant digits asked for (up to 1000),
//! correctly rounded. Degrees or radians for the trigonometric functions.

use super::fail;
use crate::engine::eval::{evaluate, Angle, EvalOptions, Value};
use crate::engine::limits::{Budget, MAX_DIGITS};
use crate::engine::matrix::rat_text;
use crate::engine::parser::{parse_expr, Options};
use crate::error::InputError;
use crate::inputs::Inputs;
use crate::outputs::Outputs;
use crate::registry::Function;
use serde_json::Value as Json;

pub const FUNCTION: Function = Function {
    id: "scientific",
    inputs: &["expression", "angleUnit", "digits"],
    outputs: &["result", "exact"],
    compute,
};

/// Exact forms longer than this are not shown.
const MAX_EXACT_TEXT: usize = 2000;

/// `result` rounded to `digits` significant digits, and the exact rational
/// (`1/3`) when the value is rational and the rounded text is not it.
pub fn run(
    expression: &str,
    digits: usize,
    angle: Angle,
) -> Result<(String, Option<String>), crate::engine::EngineError> {
    let expr = parse_expr(expression, &Options::default())?;
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

fn compute(inputs: &Inputs) -> Result<Outputs, InputError> {
    let expression = &inputs.expression_text("expression")?;
    let angle = match inputs.option("angleUnit")? {
        "deg" => Angle::Deg,
        _ => Angle::Rad,
    };
    let digits = inputs.number("digits")?.clamp(1.0, MAX_DIGITS as f64) as usize;
    let (result, exact) = run(expression, digits, angle).map_err(fail("expression"))?;
    Ok(Outputs::new()
        .text("result", result)
        .json("exact", exact.map_or(Json::Null, Json::String)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::inputs;

    fn eval(expr: &str, unit: &str, digits: &str) -> Outputs {
        compute(&inputs(
            &[
                ("expression", expr),
                ("angleUnit", unit),
                ("digits", digits),
            ],
            &["digits"],
            &["angleUnit"],
        ))
        .unwrap()
    }

    #[test]
    fn contract_examples() {
        let out = eval("0.1+0.2", "rad", "15");
        assert_eq!(
            out.get("result"),
            Some(&crate::OutValue::Text("0.3".into()))
        );
        let out = eval("10^16+1-10^16", "rad", "15");
        assert_eq!(out.get("result"), Some(&crate::OutValue::Text("1".into())));
        let out = eval("2*sin(30)", "deg", "15");
        assert_eq!(out.get("result"), Some(&crate::OutValue::Text("1".into())));
        let out = eval("1/3", "rad", "5");
        assert_eq!(
            out.get("exact"),
            Some(&crate::OutValue::Json(Json::String("1/3".into())))
        );
        // mpmath.mpf(2).sqrt() to 50 digits
        let out = eval("sqrt(2)", "rad", "50");
        assert_eq!(
            out.get("result"),
            Some(&crate::OutValue::Text(
                "1.4142135623730950488016887242096980785696718753769".into()
            ))
        );
    }

    #[test]
    fn bad_expressions_blame_the_expression() {
        let err = compute(&inputs(
            &[
                ("expression", "2+*3"),
                ("angleUnit", "rad"),
                ("digits", "15"),
            ],
            &["digits"],
            &["angleUnit"],
        ))
        .unwrap_err();
        assert_eq!(err.input, "expression");
    }
}
