//! The quadratic equation a·x² + b·x + c = 0: exact discriminant and roots
//! (surds simplified), their values correctly rounded to doubles — the
//! exact forms are evaluated in arbitrary precision, so no cancellation
//! when b² ≫ 4ac — vertex, axis, factored form, steps, and the parabola
//! sampled for a graph.

use super::{constant, fail, to_f64, value_of};
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;
use calc_engine::eval::Value;
use calc_engine::expr::{to_text, Expr};
use calc_engine::simplify::{add, div, int, mul, neg, pow, simplify, simplify_defined, sqrt, sub};
use calc_engine::steps::Steps;
use quadratic::{input as i, output as o, In, Out};
use serde_json::Value as Json;

calc_core::calculator! {
    mod quadratic = "quadratic" (compute) {
        inputs {
            a: Text,
            b: Text,
            c: Text,
        }
        outputs {
            discriminant: Number,
            root1Re: Number,
            root1Im: Number,
            root2Re: Number,
            root2Im: Number,
            discriminantExact: Text,
            root1: Text,
            root2: Text,
            vertexX: Number,
            vertexY: Number,
            factored: Json,
            steps: Json,
            curve: Json,
        }
    }
}

pub const FUNCTION: Function = quadratic::FUNCTION;

/// Points of the graph: x from one window edge to the other.
pub const CURVE_POINTS: usize = 101;

/// The parabola a·(x − h)² + k sampled at CURVE_POINTS evenly spaced x
/// around the vertex (h, k): rows {x, y}. The half-width is twice the
/// distance from the vertex to the roots (|√D / 2a|, the same scale when
/// the roots are complex), so real roots fall at a quarter and three
/// quarters of the window; for a double root, |h| (at least 1). y is
/// computed from the offset to the vertex, so no cancellation near the
/// roots; samples that overflow are left out.
fn curve(a: f64, h: f64, k: f64, discriminant: f64) -> Json {
    let scale = discriminant.abs().sqrt() / (2.0 * a).abs();
    let mut half = 2.0 * scale;
    if !(half.is_finite() && half > h.abs() * 1e-10 && half > 0.0) {
        half = h.abs().max(1.0);
    }
    let last = (CURVE_POINTS - 1) as f64;
    let rows = (0..CURVE_POINTS)
        .filter_map(|i| {
            let t = half * (2.0 * i as f64 - last) / last;
            let (x, y) = (h + t, a * t * t + k);
            (x.is_finite() && y.is_finite()).then(|| serde_json::json!({ "x": x, "y": y }))
        })
        .collect();
    Json::Array(rows)
}

fn paren(e: &Expr) -> String {
    let t = to_text(e);
    if t.starts_with('-') || t.contains(['+', ' ', '/', '*']) {
        format!("({t})")
    } else {
        t
    }
}

/// a·(x − r₁)·(x − r₂) over the complex numbers, r = center ± im·i
/// (im > 0): `(x + 1 - 2*i)*(x + 1 + 2*i)`. Checked before it is shown:
/// expanded in doubles at a few points it must give a·x² + b·x + c, or
/// the factored form is left out.
fn complex_factors(
    a: &Expr,
    center: &Expr,
    im: &Expr,
    (af, cf, imf): (f64, f64, f64),
    (b, c): (&Expr, &Expr),
) -> Json {
    let shift = simplify(&neg(center.clone()));
    let mut linear = "x".to_string();
    if !shift.is_zero() {
        match calc_engine::expr::negated_term(&shift) {
            Some(pos) => linear.push_str(&format!(" - {}", to_text(&pos))),
            None => linear.push_str(&format!(" + {}", to_text(&shift))),
        }
    }
    let im_text = if im.is_one() {
        "i".to_string()
    } else {
        format!("{}*i", paren(im))
    };
    let pair = format!("({linear} - {im_text})*({linear} + {im_text})");
    let text = if a.is_one() {
        pair
    } else {
        format!("{}*{pair}", paren(a))
    };
    let (Ok((bf, _)), Ok((cf0, _))) = (value(b, "b"), value(c, "c")) else {
        return Json::Null;
    };
    let holds = [-2.0, 0.0, 1.0, 3.0].iter().all(|&x| {
        let product = af * ((x - cf) * (x - cf) + imf * imf);
        let direct = af * x * x + bf * x + cf0;
        let scale = (af * x * x).abs() + (bf * x).abs() + cf0.abs() + 1.0;
        (product - direct).abs() <= 1e-9 * scale
    });
    if holds {
        Json::String(text)
    } else {
        Json::Null
    }
}

fn value(e: &Expr, input: &str) -> Result<(f64, Value), InputError> {
    let v = value_of(e, 20, input)?;
    Ok((to_f64(&v, input)?, v))
}

fn sign_of(v: &Value) -> i8 {
    match v {
        Value::Zero => 0,
        Value::Exact(r) => {
            if r.is_zero() {
                0
            } else if r.sign() == dashu::base::Sign::Negative {
                -1
            } else {
                1
            }
        }
        Value::Approx(d, _) => {
            if d.negative {
                -1
            } else {
                1
            }
        }
    }
}

fn compute(inputs: In) -> Result<Out, InputError> {
    let a = simplify_defined(&constant(
        &inputs.number_or_expression_text(i::a)?,
        i::a.id(),
    )?)
    .map_err(fail(i::a.id()))?;
    let b = simplify_defined(&constant(
        &inputs.number_or_expression_text(i::b)?,
        i::b.id(),
    )?)
    .map_err(fail(i::b.id()))?;
    let c = simplify_defined(&constant(
        &inputs.number_or_expression_text(i::c)?,
        i::c.id(),
    )?)
    .map_err(fail(i::c.id()))?;
    let (af, av) = value(&a, i::a.id())?;
    if sign_of(&av) == 0 {
        return Err(InputError::new(i::a.id(), ErrorKind::MustNotBeZero));
    }
    value(&b, i::b.id())?;
    value(&c, i::c.id())?;
    let mut steps = Steps::new();
    // D = b² − 4ac
    let d = simplify(&sub(
        pow(b.clone(), int(2)),
        mul(vec![int(4), a.clone(), c.clone()]),
    ));
    steps.push(
        "discriminant",
        format!("{}^2 - 4*{}*{}", paren(&b), paren(&a), paren(&c)),
        to_text(&d),
    );
    let (df, dv) = value(&d, i::b.id())?;
    let two_a = mul(vec![int(2), a.clone()]);
    let center = simplify(&div(neg(b.clone()), two_a.clone()));
    let (re1, im1, re2, im2, r1, r2);
    let factored;
    let mut complex_factored = Json::Null;
    if sign_of(&dv) >= 0 {
        let half_width = simplify(&div(sqrt(d.clone()), two_a.clone()));
        let x1 = simplify(&add(vec![center.clone(), half_width.clone()]));
        let x2 = simplify(&sub(center.clone(), half_width));
        let (v1, _) = value(&x1, i::b.id())?;
        let (v2, _) = value(&x2, i::b.id())?;
        steps.push(
            "quadraticFormula",
            format!("(-{} + sqrt({}))/(2*{})", paren(&b), to_text(&d), paren(&a)),
            to_text(&x1),
        );
        steps.push(
            "quadraticFormula",
            format!("(-{} - sqrt({}))/(2*{})", paren(&b), to_text(&d), paren(&a)),
            to_text(&x2),
        );
        // root1 ≥ root2
        let (hi, lo, vh, vl) = if v1 >= v2 {
            (x1, x2, v1, v2)
        } else {
            (x2, x1, v2, v1)
        };
        factored = if sign_of(&dv) == 0 {
            simplify(&mul(vec![
                a.clone(),
                pow(sub(calc_engine::expr::Expr::var("x"), hi.clone()), int(2)),
            ]))
        } else {
            mul(vec![
                a.clone(),
                sub(Expr::var("x"), hi.clone()),
                sub(Expr::var("x"), lo.clone()),
            ])
        };
        (re1, im1, re2, im2) = (vh, 0.0, vl, 0.0);
        (r1, r2) = (to_text(&hi), to_text(&lo));
    } else {
        let im = simplify(&div(sqrt(neg(d.clone())), mul(vec![int(2), a.clone()])));
        let (imf, _) = value(&im, i::b.id())?;
        let im = if imf < 0.0 { simplify(&neg(im)) } else { im };
        let (cf, _) = value(&center, i::b.id())?;
        steps.push(
            "complexRoots",
            format!("(-{} ± sqrt({}))/(2*{})", paren(&b), to_text(&d), paren(&a)),
            format!("{} ± {}*i", to_text(&center), paren(&im)),
        );
        (re1, im1, re2, im2) = (cf, imf.abs(), cf, -imf.abs());
        let im_text = paren(&im);
        let c_text = to_text(&center);
        let join = |sign: &str| {
            if center.is_zero() {
                format!("{}{im_text}*i", if sign == "-" { "-" } else { "" })
            } else {
                format!("{c_text} {sign} {im_text}*i")
            }
        };
        (r1, r2) = (join("+"), join("-"));
        factored = Expr::Num(dashu::rational::RBig::ZERO);
        complex_factored = complex_factors(&a, &center, &im, (af, cf, imf.abs()), (&b, &c));
    }
    let vertex_y = simplify(&sub(
        c.clone(),
        div(pow(b.clone(), int(2)), mul(vec![int(4), a.clone()])),
    ));
    let (vx, _) = value(&center, i::b.id())?;
    let (vy, _) = value(&vertex_y, i::c.id())?;
    let factored = if factored.is_zero() {
        complex_factored
    } else {
        Json::String(to_text(&factored))
    };
    Ok(Out::new()
        .number(o::discriminant, df)
        .number(o::root1Re, re1)
        .number(o::root1Im, im1)
        .number(o::root2Re, re2)
        .number(o::root2Im, im2)
        .text(o::discriminantExact, to_text(&d))
        .text(o::root1, r1)
        .text(o::root2, r2)
        .number(o::vertexX, vx)
        .number(o::vertexY, vy)
        .json(o::factored, factored)
        .json(o::steps, steps.to_json())
        .json(o::curve, curve(af, vx, vy, df)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::inputs;
    use calc_core::outputs::Outputs;
    use serde_json::json;

    fn run(a: &str, b: &str, c: &str) -> Outputs {
        (FUNCTION.compute)(&inputs(&[("a", a), ("b", b), ("c", c)], &[], &[])).unwrap()
    }

    #[test]
    fn full_precision_when_b_dominates() {
        // x² + 10⁸x + 1: mpmath.polyroots([1, 1e8, 1], extraprec=200):
        // -1.0000000000000000000000000000000001e-8 and -99999999.99999999
        let out = run("1", "1e8", "1");
        assert_eq!(out.number_of("root1Re"), Some(-1e-8));
        assert_eq!(out.number_of("root2Re"), Some(-99_999_999.999_999_99));
        assert_eq!(out.number_of("discriminant"), Some(9_999_999_999_999_996.0));
    }

    #[test]
    fn exact_and_complex_roots() {
        let out = run("1", "-3", "2");
        assert_eq!(out.number_of("root1Re"), Some(2.0));
        assert_eq!(out.number_of("root2Re"), Some(1.0));
        assert_eq!(
            out.get("factored"),
            Some(&calc_core::OutValue::Json(Json::String(
                "(x - 2)*(x - 1)".into()
            )))
        );
        let out = run("1", "0", "-2");
        assert_eq!(
            out.get("root1"),
            Some(&calc_core::OutValue::Text("sqrt(2)".into()))
        );
        assert_eq!(out.number_of("root1Re"), Some(std::f64::consts::SQRT_2));
        let out = run("1", "2", "5");
        assert_eq!(out.number_of("root1Re"), Some(-1.0));
        assert_eq!(out.number_of("root1Im"), Some(2.0));
        assert_eq!(out.number_of("root2Im"), Some(-2.0));
        assert_eq!(
            out.get("root1"),
            Some(&calc_core::OutValue::Text("-1 + 2*i".into()))
        );
        let out = run("2", "0.5", "-1");
        // 2x² + 0.5x − 1: (−0.5 ± √8.25)/4; mpmath: 0.5930703308172536, -0.8430703308172536
        assert_eq!(out.number_of("root1Re"), Some(0.593_070_330_817_253_6));
        assert_eq!(out.number_of("root2Re"), Some(-0.843_070_330_817_253_6));
        assert!(
            (FUNCTION.compute)(&inputs(&[("a", "0"), ("b", "1"), ("c", "1")], &[], &[])).is_err()
        );
    }

    fn rows(out: &Outputs) -> Vec<(f64, f64)> {
        let Some(calc_core::OutValue::Json(Json::Array(rows))) = out.get("curve") else {
            panic!("no curve");
        };
        rows.iter()
            .map(|r| (r["x"].as_f64().unwrap(), r["y"].as_f64().unwrap()))
            .collect()
    }

    #[test]
    fn curve_spans_the_roots_around_the_vertex() {
        // x² − 3x + 2: vertex (1.5, −0.25), roots 1 and 2, window [0.5, 2.5].
        let pts = rows(&run("1", "-3", "2"));
        assert_eq!(pts.len(), CURVE_POINTS);
        assert_eq!(pts[0], (0.5, 0.75));
        assert_eq!(pts[50], (1.5, -0.25));
        assert_eq!(pts[100], (2.5, 0.75));
        assert_eq!(pts[25], (1.0, 0.0));
        assert_eq!(pts[75], (2.0, 0.0));
        assert!(pts.windows(2).all(|w| w[0].0 < w[1].0));
        for (x, y) in &pts {
            assert!((y - (x * x - 3.0 * x + 2.0)).abs() < 1e-12, "{x} {y}");
        }
        // Complex roots −1 ± 2i: the same scale, the window −1 ± 4.
        let pts = rows(&run("1", "2", "5"));
        assert_eq!((pts[0].0, pts[50], pts[100].0), (-5.0, (-1.0, 4.0), 3.0));
        // A double root at 3: the window is |h| either side.
        let pts = rows(&run("1", "-6", "9"));
        assert_eq!((pts[0].0, pts[50], pts[100].0), (0.0, (3.0, 0.0), 6.0));
        // Downward, far from the origin: y from the vertex, not from b and c.
        let pts = rows(&run("-1", "2e8", "0"));
        assert_eq!(pts[50], (1e8, 1e16));
    }

    #[test]
    fn curve_leaves_out_overflowing_samples() {
        // 10⁻¹⁰x² + 10³⁰⁸: y = 5·10³⁰⁸ at the window's edges overflows,
        // the vertex does not.
        let out = run("1e-10", "0", "1e308");
        let pts = rows(&out);
        assert!(!pts.is_empty() && pts.len() < CURVE_POINTS, "{pts:?}");
        assert!(pts.contains(&(0.0, 1e308)));
        let json = serde_json::to_string(&out).unwrap();
        assert!(!json.contains("NaN") && !json.contains("inf"), "{json}");
    }

    fn factored(a: &str, b: &str, c: &str) -> Json {
        run(a, b, c)
            .json_of("factored")
            .cloned()
            .unwrap_or(Json::Null)
    }

    /// Complex roots factor over C: a·(x − r₁)·(x − r₂). Each text was
    /// expanded by sympy 1.14.0 (expand(...) with i = I) back to the
    /// polynomial; the first is the and sympy's
    /// factor(x**2 + 2*x + 5, extension=I).
    #[test]
    fn complex_roots_give_a_factored_form_over_the_complex_numbers() {
        for ((a, b, c), want) in [
            (("1", "2", "5"), "(x + 1 - 2*i)*(x + 1 + 2*i)"),
            (("1", "0", "1"), "(x - i)*(x + i)"),
            (("1", "-4", "13"), "(x - 2 - 3*i)*(x - 2 + 3*i)"),
            (("1", "0", "2"), "(x - sqrt(2)*i)*(x + sqrt(2)*i)"),
            (("2", "2", "1"), "2*(x + 1/2 - (1/2)*i)*(x + 1/2 + (1/2)*i)"),
            (
                ("1", "1", "1"),
                "(x + 1/2 - (sqrt(3)/2)*i)*(x + 1/2 + (sqrt(3)/2)*i)",
            ),
        ] {
            assert_eq!(factored(a, b, c), json!(want), "{a}x² + {b}x + {c}");
        }
    }

    /// Roots p ± q·i chosen first (p a half-integer, q > 0 a rational, a
    /// any non-zero integer): a·x² − 2ap·x + a(p² + q²) must factor, and
    /// the factored text, multiplied out with i² = −1 at several x, must
    /// be the polynomial there exactly (the check is exact rational
    /// arithmetic, independent of the doubles the calculator checks with).
    #[test]
    fn property_complex_roots_chosen_first_factor_back_exactly() {
        use calc_engine::parser::{parse_expr, Options, Vars};
        use calc_engine::{matrix::rat_text, poly, simplify::expand};
        use dashu::rational::RBig;
        let mut rng = crate::test_util::Rng(0xc0a1_e5ce_d00d);
        let rat = |n: i64, d: i64| RBig::from(n) / RBig::from(d);
        let both = Options {
            vars: Vars::Any(vec!["x".into(), "i".into()]),
            mixed_numbers: false,
        };
        for _ in 0..60 {
            let a = match rng.int(-4, 4) {
                0 => 1,
                a => a,
            };
            let (p, q) = (rat(rng.int(-8, 8), 2), rat(rng.int(1, 9), rng.int(1, 3)));
            let ra = RBig::from(a);
            let b = -RBig::from(2) * &ra * &p;
            let c = &ra * (&p * &p + &q * &q);
            let (ta, tb, tc) = (rat_text(&ra), rat_text(&b), rat_text(&c));
            let text = match factored(&ta, &tb, &tc) {
                Json::String(t) => t,
                other => panic!("{ta}, {tb}, {tc}: {other:?}"),
            };
            let e = parse_expr(&text, &both).unwrap();
            for t in [-3, 0, 2, 5] {
                let x = RBig::from(t);
                let at = expand(&e.substitute("x", &Expr::Num(x.clone()))).unwrap();
                let coeffs = poly::from_expr(&simplify(&at), "i").unwrap().unwrap();
                let coeff = |k: usize| coeffs.get(k).cloned().unwrap_or(RBig::ZERO);
                assert!(coeff(1).is_zero() && coeffs.len() <= 3, "{text} at {t}");
                let want = &ra * &x * &x + &b * &x + &c;
                assert_eq!(coeff(0) - coeff(2), want, "{text} at {t}");
            }
        }
    }
}
