//! The derivative calculator: symbolic, simplified, with each rule named in
//! the steps; higher orders; partial derivatives (other letters are
//! constants); the value at a point.

use super::{exact_and_value, fail, optional_text, symbolic, variable};
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;
use calc_engine::derive::derivative;
use calc_engine::error::{Code, EngineError};
use calc_engine::expr::{to_text, Expr};
use calc_engine::limits::Budget;
use calc_engine::parser::{parse_expr, Options};
use calc_engine::simplify::{simplify, simplify_defined};
use calc_engine::steps::Steps;
use derivative::{input as i, output as o, In, Out};
use serde_json::Value as Json;

calc_core::calculator! {
    mod derivative = "derivative" (compute) {
        inputs {
            expression: Text,
            variable: Text,
            at: Text,
            order: Number,
        }
        outputs {
            derivative: Text,
            valueAt: Json,
            valueAtExact: Json,
            input: Text,
            steps: Json,
        }
    }
}

pub const FUNCTION: Function = derivative::FUNCTION;

/// Most derivatives taken at once.
pub const MAX_ORDER: usize = 10;

/// Point values: `2`, `pi/4`, or `x = 1, y = 2` for several variables.
pub fn parse_point(text: &str, var: &str) -> Result<Vec<(String, Expr)>, EngineError> {
    let mut out = Vec::new();
    if !text.contains('=') {
        out.push((
            var.to_string(),
            simplify_defined(&parse_expr(text, &Options::default())?)?,
        ));
        return Ok(out);
    }
    for part in text
        .split([',', ';'])
        .map(str::trim)
        .filter(|p| !p.is_empty())
    {
        let Some((name, value)) = part.split_once('=') else {
            return Err(EngineError::new(
                Code::UnexpectedToken,
                format!("'{part}' is not of the form name = value"),
            ));
        };
        let name = name.trim();
        if name.is_empty() || !name.chars().all(|c| c.is_alphanumeric() || c == '_') {
            return Err(EngineError::new(
                Code::UnknownName,
                format!("'{name}' is not a variable name"),
            ));
        }
        out.push((
            name.to_string(),
            simplify_defined(&parse_expr(value, &Options::default())?)?,
        ));
    }
    Ok(out)
}

/// The value of `e` with the given variables substituted: (double, exact text).
pub fn value_at(e: &Expr, point: &[(String, Expr)]) -> Result<(f64, String), EngineError> {
    let mut s = e.clone();
    for (name, v) in point {
        s = s.substitute(name, v);
    }
    let mut left = Vec::new();
    s.vars(&mut left);
    if let Some(v) = left.first() {
        return Err(EngineError::new(
            Code::UnknownName,
            format!("give a value for {v} too, like x = 1, {v} = 2"),
        ));
    }
    let s = simplify(&s);
    let (exact, x) = exact_and_value(&s, &|value| {
        let t = to_text(&s);
        if t.len() <= 200 {
            t
        } else {
            value.digits(20).to_text(20)
        }
    })?;
    Ok((x, exact))
}

fn compute(inputs: In) -> Result<Out, InputError> {
    let var = variable(inputs, i::variable)?;
    let order = inputs.number(i::order)?;
    if order.fract() != 0.0 || !(1.0..=MAX_ORDER as f64).contains(&order) {
        return Err(InputError::new(
            i::order.id(),
            ErrorKind::AboveMax {
                max: MAX_ORDER as f64,
            },
        ));
    }
    let order = order as usize;
    let expr = parse_expr(&inputs.expression_text(i::expression)?, &symbolic(&var))
        .map_err(fail(i::expression.id()))?;
    let expr = simplify_defined(&expr).map_err(fail(i::expression.id()))?;
    let mut steps = Steps::new();
    let mut budget = Budget::default();
    let mut d = expr.clone();
    for k in 0..order {
        let before = d.clone();
        d = derivative(&d, &var, Some(&mut steps), &mut budget)
            .map_err(fail(i::expression.id()))?;
        if order > 1 {
            steps.push_detail(
                "nthDerivative",
                format!("{}", k + 1),
                to_text(&before),
                to_text(&d),
            );
        }
    }
    let (value, exact) = match optional_text(inputs, i::at)? {
        None => (Json::Null, Json::Null),
        Some(_) => {
            // Its numbers follow the page's rule, as every number does.
            let at = inputs.number_or_expression_text(i::at)?;
            let point = parse_point(&at, &var).map_err(fail(i::at.id()))?;
            let (x, exact) = value_at(&d, &point).map_err(fail(i::at.id()))?;
            (serde_json::json!(x), Json::String(exact))
        }
    };
    Ok(Out::new()
        .text(o::derivative, to_text(&d))
        .json(o::valueAt, value)
        .json(o::valueAtExact, exact)
        .text(o::input, to_text(&expr))
        .json(o::steps, steps.to_json()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::inputs;
    #[allow(unused_imports)]
    use calc_core::inputs::Inputs;
    #[allow(unused_imports)]
    use calc_core::outputs::Outputs;
    use calc_engine::parser::Vars;
    use calc_engine::quadrature::eval_f64;

    /// The first derivative of `expression` in x, at `at`.
    fn first_at(e: &str, at: &str) -> Result<Outputs, InputError> {
        (FUNCTION.compute)(&inputs(
            &[
                ("expression", e),
                ("variable", "x"),
                ("at", at),
                ("order", "1"),
            ],
            &["order"],
            &[],
        ))
    }

    fn run(e: &str, at: &str) -> Outputs {
        first_at(e, at).unwrap()
    }

    #[test]
    fn derivatives_read_back_and_match_sympy() {
        // sympy.diff(f, x) for each, compared numerically at x = 0.7 after
        // reading our printed derivative back with the parser.
        let cases = [
            ("x^3*sin(x)", "x**3*cos(x) + 3*x**2*sin(x)"),
            ("e^(2x)*ln(x)", "2*exp(2*x)*log(x) + exp(2*x)/x"),
            ("sqrt(1+x^2)", "x/sqrt(x**2 + 1)"),
            ("tan(x)/x", "(tan(x)**2 + 1)/x - tan(x)/x**2"),
            ("atan(x^2)", "2*x/(x**4 + 1)"),
            ("x^x", "x**x*(log(x) + 1)"),
            ("log(x)", "1/(x*log(10))"),
            ("cbrt(x)", "1/(3*x**(2/3))"),
            ("asin(x/2)", "1/(2*sqrt(1 - x**2/4))"),
        ];
        // sympy: float(sympy.diff(f, x).subs(x, Rational(7, 10)).evalf(30)).
        let sympy_at = [
            1.2093408704779853,
            2.900366368108759,
            0.5734623443633283,
            0.7231151441655156,
            1.128941214418192,
            0.5011861886935787,
            0.6204206884332168,
            0.42281142940123845,
            0.5337605126836238,
        ];
        for ((f, _), want) in cases.iter().zip(sympy_at) {
            let out = run(f, "");
            let d = out.text_of("derivative").unwrap();
            let back = parse_expr(
                d,
                &Options {
                    vars: Vars::Any(vec!["x".into()]),
                    mixed_numbers: false,
                },
            )
            .unwrap();
            let got = eval_f64(&back, "x", 0.7);
            assert!(
                (got - want).abs() < 1e-12 * want.abs().max(1.0),
                "{f}: {d} = {got}, sympy {want}"
            );
            // The scientific calculator reads it with x replaced by a number.
            let (r, _) =
                crate::scientific::run(&d.replace('x', "(0.7)"), 15, calc_engine::eval::Angle::Rad)
                    .unwrap();
            let r: f64 = r.parse().unwrap();
            assert!((r - want).abs() < 1e-13 * want.abs().max(1.0), "{f}: {r}");
        }
    }

    /// The error of `expression` (and `at`), as (reason, English detail).
    fn refused(e: &str, at: &str) -> (String, String) {
        let err = first_at(e, at).unwrap_err();
        let json = serde_json::to_value(&err).unwrap();
        (
            json["reason"].as_str().unwrap().to_string(),
            err.to_string(),
        )
    }

    #[test]
    fn undefined_is_an_error_not_zero() {
        // 1/0, ln(0), 0/0 have no value: their derivative is not 0, and
        // x·0/0 at 1 is not 0 (it was, with 0·(1/0) folded to 0).
        let (reason, text) = refused("1/0", "");
        assert_eq!(reason, "divisionByZero");
        assert_eq!(text, "expression: 1/0 is undefined: division by zero");
        let (reason, text) = refused("ln(0)", "");
        assert_eq!(reason, "domain");
        assert!(text.starts_with("expression: ln(0) is undefined"), "{text}");
        let (reason, text) = refused("x*0/0", "1");
        assert_eq!(reason, "divisionByZero");
        assert!(text.contains("0/0 is undefined"), "{text}");
        let (reason, _) = refused("0*ln(x - x) + x", "");
        assert_eq!(reason, "domain");
        // The point too.
        let (reason, text) = refused("x^2", "1/0");
        assert_eq!(reason, "divisionByZero");
        assert!(text.starts_with("at: 1/0 is undefined"), "{text}");
    }

    #[test]
    fn value_at_a_point() {
        let out = run("x^2*sin(x)", "pi/2");
        // d/dx = 2x sin x + x² cos x; at π/2: π
        assert_eq!(
            out.get("valueAt"),
            Some(&calc_core::OutValue::Json(serde_json::json!(
                std::f64::consts::PI
            )))
        );
        let out = run("x^3", "2");
        assert_eq!(
            out.get("valueAtExact"),
            Some(&calc_core::OutValue::Json(Json::String("12".into())))
        );
    }

    #[test]
    fn higher_order_and_partial() {
        let out = (FUNCTION.compute)(&inputs(
            &[
                ("expression", "x^4"),
                ("variable", "x"),
                ("at", ""),
                ("order", "3"),
            ],
            &["order"],
            &[],
        ))
        .unwrap();
        assert_eq!(out.text_of("derivative").unwrap(), "24*x");
        let out = (FUNCTION.compute)(&inputs(
            &[
                ("expression", "x^2*y + y^3"),
                ("variable", "y"),
                ("at", "x = 1, y = 2"),
                ("order", "1"),
            ],
            &["order"],
            &[],
        ))
        .unwrap();
        assert_eq!(out.text_of("derivative").unwrap(), "x^2 + 3*y^2");
        assert_eq!(
            out.get("valueAt"),
            Some(&calc_core::OutValue::Json(serde_json::json!(13.0)))
        );
    }
}
