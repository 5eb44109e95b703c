//! The derivative calculator: symbolic, simplified, with each rule named in
//! the steps; higher orders; partial derivatives (other letters are
//! constants); the value at a point.

use super::{exact_and_value, fail, optional_text, symbolic, variable};
use crate::implicit::{implicit_derivative, split_equation, Implicit, DEPENDENT};
use crate::tangent::{lines, not_on_curve, vertical, Curve};
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;
use calc_engine::derive::derivative;
use calc_engine::error::{Code, EngineError};
use calc_engine::eval::{evaluate, EvalOptions};
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
            tangentLine: Json,
            normalLine: Json,
            lines: Json,
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
    let text = inputs.expression_text(i::expression)?;
    let read = |t: &str| -> Result<Expr, InputError> {
        let e = parse_expr(t, &symbolic(&var)).map_err(fail(i::expression.id()))?;
        simplify_defined(&e).map_err(fail(i::expression.id()))
    };
    let mut steps = Steps::new();
    let mut budget = Budget::default();
    let read = match split_equation(&text) {
        Some((l, r)) => {
            let (lhs, rhs) = (read(l)?, read(r)?);
            let imp = implicit_derivative(&lhs, &rhs, &var, order, &mut steps, &mut budget)
                .map_err(fail(i::expression.id()))?;
            Read::Equation(format!("{} = {}", to_text(&lhs), to_text(&rhs)), imp)
        }
        None => Read::Function(read(&text)?),
    };
    let d = match &read {
        Read::Equation(_, imp) => imp.derivative.clone(),
        Read::Function(expr) => {
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
            d
        }
    };
    let mut tangent = (Json::Null, Json::Null, Json::Null);
    let (value, exact) = match optional_text(inputs, i::at)? {
        None => (Json::Null, Json::Null),
        Some(_) => {
            // Its numbers follow the page's rule, as every number does.
            let at = inputs.number_or_expression_text(i::at)?;
            let point = parse_point(&at, &var).map_err(fail(i::at.id()))?;
            if let Read::Equation(_, imp) = &read {
                check_on_curve(imp, &var, &point).map_err(fail(i::at.id()))?;
            }
            let (x, exact) = value_at(&d, &point).map_err(fail(i::at.id()))?;
            if order == 1 {
                let found = match &read {
                    Read::Function(f) => explicit_lines(f, &d, &var, &point),
                    Read::Equation(_, imp) => implicit_lines(imp, &d, &var, &point),
                };
                if let Some(l) = found.map_err(fail(i::at.id()))? {
                    tangent = (Json::String(l.tangent), Json::String(l.normal), l.graph);
                }
            }
            (serde_json::json!(x), Json::String(exact))
        }
    };
    let shown = match &read {
        Read::Function(e) => to_text(e),
        Read::Equation(text, _) => text.clone(),
    };
    Ok(Out::new()
        .text(o::derivative, to_text(&d))
        .json(o::valueAt, value)
        .json(o::valueAtExact, exact)
        .text(o::input, shown)
        .json(o::steps, steps.to_json())
        .json(o::tangentLine, tangent.0)
        .json(o::normalLine, tangent.1)
        .json(o::lines, tangent.2))
}

/// What the expression field holds.
enum Read {
    /// A function of the variable.
    Function(Expr),
    /// An equation in x and y (as read), differentiated implicitly.
    Equation(String, Implicit),
}

/// A constant expression as a double.
fn number(e: &Expr) -> Result<f64, EngineError> {
    let v = evaluate(e, &EvalOptions::digits(20), &mut Budget::default())?.to_f64();
    if v.is_finite() {
        Ok(v)
    } else {
        Err(EngineError::too_large())
    }
}

/// `e` with the point's values put in, simplified.
fn at_point(e: &Expr, point: &[(String, Expr)]) -> Expr {
    let mut s = e.clone();
    for (name, v) in point {
        s = s.substitute(name, v);
    }
    simplify(&s)
}

fn coordinate<'a>(point: &'a [(String, Expr)], name: &str) -> Option<&'a Expr> {
    point.iter().find(|(n, _)| n == name).map(|(_, v)| v)
}

/// Whether the point is on F = 0 (exactly, or to 1e-12 where its
/// coordinates are irrational), and, for dy/dx, that ∂F/∂y is not 0 there.
fn check_on_curve(imp: &Implicit, var: &str, point: &[(String, Expr)]) -> Result<(), EngineError> {
    let (Some(x0), Some(y0)) = (coordinate(point, var), coordinate(point, DEPENDENT)) else {
        return Err(EngineError::new(
            Code::UnknownName,
            format!("give the point on the curve as {var} = 3, {DEPENDENT} = 4"),
        ));
    };
    let f = at_point(&imp.f, point);
    if !f.is_zero() && number(&f).map_or(true, |v| v.abs() > 1e-12) {
        return Err(not_on_curve(format!("({}, {})", to_text(x0), to_text(y0))));
    }
    let fy = at_point(&imp.fy, point);
    if fy.is_zero() || number(&fy).is_ok_and(|v| v.abs() <= 1e-12) {
        return Err(vertical(var, x0));
    }
    Ok(())
}

fn explicit_lines(
    f: &Expr,
    d: &Expr,
    var: &str,
    point: &[(String, Expr)],
) -> Result<Option<crate::tangent::Lines>, EngineError> {
    let mut others = Vec::new();
    f.vars(&mut others);
    let [(name, x0)] = point else {
        return Ok(None);
    };
    if name != var || others.iter().any(|v| v != var) {
        return Ok(None);
    }
    let y0 = at_point(f, point);
    lines_through(&Curve::Explicit(f), d, var, point, (x0, &y0))
}

fn implicit_lines(
    imp: &Implicit,
    d: &Expr,
    var: &str,
    point: &[(String, Expr)],
) -> Result<Option<crate::tangent::Lines>, EngineError> {
    let (Some(x0), Some(y0)) = (coordinate(point, var), coordinate(point, DEPENDENT)) else {
        return Ok(None);
    };
    let curve = Curve::Implicit {
        f: &imp.f,
        fy: &imp.fy,
    };
    lines_through(&curve, d, var, point, (x0, y0))
}

/// The tangent and normal to `curve` at `(x0, y0)`, the slope `d` taken at
/// `point`.
fn lines_through(
    curve: &Curve,
    d: &Expr,
    var: &str,
    point: &[(String, Expr)],
    (x0, y0): (&Expr, &Expr),
) -> Result<Option<crate::tangent::Lines>, EngineError> {
    let m = at_point(d, point);
    let values = (number(x0)?, number(y0)?, number(&m)?);
    lines(curve, var, x0, y0, &m, values).map(Some)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::inputs;
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

    /// The derivative at the point and the two lines, for order 1.
    fn lines_at(e: &str, at: &str) -> (String, Json, Json) {
        let out = run(e, at);
        (
            out.text_of("derivative").unwrap().to_string(),
            json_of(&out, "tangentLine"),
            json_of(&out, "normalLine"),
        )
    }

    fn json_of(out: &Outputs, id: &str) -> Json {
        match out.get(id) {
            Some(calc_core::OutValue::Json(j)) => j.clone(),
            other => panic!("{id}: {other:?}"),
        }
    }

    /// A text the engine printed, at x and y.
    fn eval_xy(text: &str, x: f64, y: f64) -> f64 {
        let e = parse_expr(text, &Options::symbolic("x")).unwrap();
        let e = e.substitute("y", &Expr::Num(dashu::rational::RBig::try_from(y).unwrap()));
        eval_f64(&e, "x", x)
    }

    #[test]
    fn implicit_derivatives_match_sympy() {
        // sympy 1.14: idiff(F, y, x) and its value at (7/10, 13/10), 20 digits.
        #[allow(clippy::excessive_precision)]
        let cases = [
            ("x^2 + y^2 = 25", "-x/y", -0.53846153846153846154),
            ("x*y + y^2 = 1", "-y/(x + 2*y)", -0.39393939393939393939),
            (
                "sin(x*y) = x",
                "(-y + 1/cos(x*y))/x",
                0.47048455170076389538,
            ),
            (
                "x^3 + y^3 = 6*x*y",
                "(x**2 - 2*y)/(2*x - y**2)",
                7.2758620689655172414,
            ),
            (
                "e^(x*y) = x + y",
                "(-y*exp(x*y) + 1)/(x*exp(x*y) - 1)",
                -3.0169709552008792271,
            ),
        ];
        for (eq, _sympy, want) in cases {
            let out = run(eq, "");
            let d = out.text_of("derivative").unwrap();
            let got = eval_xy(d, 0.7, 1.3);
            assert!(
                (got - want).abs() <= 1e-12 * want.abs(),
                "{eq}: {d} = {got}"
            );
            let rules: Vec<_> = match out.get("steps") {
                Some(calc_core::OutValue::Json(Json::Array(s))) => s
                    .iter()
                    .map(|s| s["rule"].as_str().unwrap().to_string())
                    .collect(),
                other => panic!("{other:?}"),
            };
            assert_eq!(
                rules,
                [
                    "implicitDifferentiate",
                    "collectDerivative",
                    "solveDerivative"
                ],
                "{eq}"
            );
        }
        assert_eq!(
            run("x^2 + y^2 = 25", "").text_of("derivative"),
            Some("-x/y")
        );
        // sympy: idiff(x**2 + y**2 - 25, y, x, 2) = (-x**2 - y**2)/y**3.
        let out = (FUNCTION.compute)(&inputs(
            &[
                ("expression", "x^2 + y^2 = 25"),
                ("variable", "x"),
                ("at", ""),
                ("order", "2"),
            ],
            &["order"],
            &[],
        ))
        .unwrap();
        let d2 = out.text_of("derivative").unwrap();
        let want = -(0.49 + 1.69) / 1.3f64.powi(3);
        assert!((eval_xy(d2, 0.7, 1.3) - want).abs() <= 1e-12, "{d2}");
    }

    #[test]
    fn tangent_and_normal_lines_match_sympy() {
        // sympy 1.14: expand(f(a) + f'(a)(x − a)) and expand(f(a) − (x − a)/f'(a)).
        for (e, at, d, tangent, normal) in [
            ("x^3", "2", "3*x^2", "y = 12*x - 16", "y = -x/12 + 49/6"),
            ("sin(x)", "0", "cos(x)", "y = x", "y = -x"),
            ("x^2", "0", "2*x", "y = 0", "x = 0"),
            ("e^x", "0", "e^x", "y = x + 1", "y = -x + 1"),
            ("ln(x)", "1", "1/x", "y = x - 1", "y = -x + 1"),
            // Implicit: the circle at (3, 4); sympy: y = −3x/4 + 25/4, y = 4x/3.
            (
                "x^2 + y^2 = 25",
                "x = 3, y = 4",
                "-x/y",
                "y = -3*x/4 + 25/4",
                "y = 4*x/3",
            ),
        ] {
            let got = lines_at(e, at);
            assert_eq!(
                got,
                (
                    d.to_string(),
                    Json::String(tangent.into()),
                    Json::String(normal.into())
                ),
                "{e} at {at}"
            );
        }
        // The graph: the point in the middle row, on all three.
        let out = run("x^3", "2");
        let Json::Array(rows) = json_of(&out, "lines") else {
            panic!()
        };
        assert_eq!(rows.len(), crate::tangent::LINE_POINTS);
        let mid = &rows[50];
        assert_eq!(
            (mid["x"].as_f64(), mid["curve"].as_f64()),
            (Some(2.0), Some(8.0))
        );
        assert_eq!(
            (mid["tangent"].as_f64(), mid["normal"].as_f64()),
            (Some(8.0), Some(8.0))
        );
        // Without a point: no lines.
        assert_eq!(json_of(&run("x^3", ""), "tangentLine"), Json::Null);
    }

    #[test]
    fn refusals_say_why() {
        let reason = |e: &str, at: &str| {
            let err = first_at(e, at).unwrap_err();
            let json = serde_json::to_value(&err).unwrap();
            (
                err.input.clone(),
                json["reason"].as_str().unwrap_or("").to_string(),
                json["token"].clone(),
            )
        };
        // 3² + 5² = 34 ≠ 25.
        assert_eq!(
            reason("x^2 + y^2 = 25", "x = 3, y = 5"),
            (
                "at".into(),
                "notOnCurve".into(),
                Json::String("(3, 5)".into())
            )
        );
        // At (5, 0) ∂F/∂y = 2y = 0: the tangent is x = 5.
        assert_eq!(
            reason("x^2 + y^2 = 25", "x = 5, y = 0"),
            (
                "at".into(),
                "verticalTangent".into(),
                Json::String("x = 5".into())
            )
        );
        // An equation without y says what it needs.
        let (input, why, _) = reason("x^2 = 4", "");
        assert_eq!(
            (input.as_str(), why.as_str()),
            ("expression", "unsupported")
        );
    }

    /// A small deterministic generator (splitmix64).
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        }

        /// An integer in [−n, n].
        fn int(&mut self, n: i64) -> i64 {
            (self.next() % (2 * n as u64 + 1)) as i64 - n
        }
    }

    #[test]
    fn property_implicit_slope_is_minus_fx_over_fy() {
        // Random polynomial curves Σ c·xⁱyʲ = 0; dy/dx from the engine at
        // random points equals −Fx/Fy by central differences of F itself.
        let mut rng = Rng(48);
        for _ in 0..40 {
            let mut terms = Vec::new();
            let mut coeffs = Vec::new();
            for _ in 0..4 {
                let (c, i, j) = (rng.int(5), rng.int(3).abs(), rng.int(3).abs());
                if c != 0 {
                    terms.push(format!("({c})*x^{i}*y^{j}"));
                    coeffs.push((c as f64, i, j));
                }
            }
            terms.push("y^2".into());
            coeffs.push((1.0, 0, 2));
            let eq = format!("{} = 0", terms.join(" + "));
            let out = run(&eq, "");
            let d = out.text_of("derivative").unwrap();
            let f = |x: f64, y: f64| -> f64 {
                coeffs
                    .iter()
                    .map(|&(c, i, j)| c * x.powi(i as i32) * y.powi(j as i32))
                    .sum()
            };
            for _ in 0..5 {
                let (x, y) = (
                    rng.int(20) as f64 / 7.0 + 0.05,
                    rng.int(20) as f64 / 9.0 + 0.03,
                );
                let h = 1e-5;
                let fx = (f(x + h, y) - f(x - h, y)) / (2.0 * h);
                let fy = (f(x, y + h) - f(x, y - h)) / (2.0 * h);
                if fy.abs() < 1e-3 {
                    continue;
                }
                let want = -fx / fy;
                let got = eval_xy(d, x, y);
                assert!(
                    (got - want).abs() <= 1e-6 * want.abs().max(1.0),
                    "{eq} at ({x}, {y}): {d}"
                );
            }
        }
    }

    #[test]
    fn property_tangent_of_a_random_polynomial() {
        // p(x) = Σ cₖxᵏ with chosen coefficients; at a chosen a the tangent
        // is p(a) + p'(a)(x − a), both computed here from the coefficients.
        let mut rng = Rng(4848);
        for _ in 0..30 {
            let coeffs: Vec<i64> = (0..4).map(|_| rng.int(6)).collect();
            let a = rng.int(4);
            let p: Vec<String> = coeffs
                .iter()
                .enumerate()
                .map(|(k, c)| format!("({c})*x^{k}"))
                .collect();
            let text = p.join(" + ");
            let pa: i64 = coeffs
                .iter()
                .enumerate()
                .map(|(k, c)| c * a.pow(k as u32))
                .sum();
            let dpa: i64 = coeffs
                .iter()
                .enumerate()
                // The constant term has no term in the derivative.
                .skip(1)
                .map(|(k, c)| k as i64 * c * a.pow(k as u32 - 1))
                .sum();
            let out = run(&text, &a.to_string());
            let Json::String(tangent) = json_of(&out, "tangentLine") else {
                panic!("{text}")
            };
            let rhs = tangent.strip_prefix("y = ").unwrap();
            for x in [-3.0, 0.5, 7.0] {
                let want = pa as f64 + dpa as f64 * (x - a as f64);
                let got = eval_xy(rhs, x, 0.0);
                assert!(
                    (got - want).abs() <= 1e-9 * want.abs().max(1.0),
                    "{text} at {a}: {tangent}"
                );
            }
        }
    }
}
