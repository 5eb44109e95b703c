//! Tangent and normal lines at a point of y = f(x) or of an implicit curve
//! F(x, y) = 0: both equations exact, the slope checked against the curve
//! itself (a central difference of f, or of the branch of F = 0 through the
//! point followed by Newton's method) before anything is shown, and the
//! curve with both lines sampled for a graph.

use calc_engine::error::{Code, EngineError};
use calc_engine::expr::{to_text, Expr};
use calc_engine::quadrature::eval_f64;
use calc_engine::simplify::{add, div, mul, neg, simplify, sub};
use dashu::rational::RBig;
use serde_json::{json, Value as Json};

use crate::implicit::DEPENDENT;

/// Points of the graph.
pub const LINE_POINTS: usize = 101;

/// The curve the lines touch.
pub enum Curve<'a> {
    /// y = f(x).
    Explicit(&'a Expr),
    /// F(x, y) = 0, with ∂F/∂y.
    Implicit { f: &'a Expr, fy: &'a Expr },
}

/// The two lines at (x0, y0) with slope m, and the graph.
pub struct Lines {
    pub tangent: String,
    pub normal: String,
    pub graph: Json,
}

/// g(x, y) as a double (NaN where undefined).
fn at(g: &Expr, x: &str, xv: f64, yv: f64) -> f64 {
    match RBig::try_from(yv) {
        Ok(r) => eval_f64(&g.substitute(DEPENDENT, &Expr::Num(r)), x, xv),
        Err(_) => f64::NAN,
    }
}

/// The y of F(xv, y) = 0 nearest `start`, by Newton's method.
fn branch(f: &Expr, fy: &Expr, x: &str, xv: f64, start: f64) -> Option<f64> {
    let mut y = start;
    for _ in 0..40 {
        let step = at(f, x, xv, y) / at(fy, x, xv, y);
        if !step.is_finite() {
            return None;
        }
        y -= step;
        if step.abs() <= 1e-14 * y.abs().max(1.0) {
            return Some(y);
        }
    }
    None
}

/// The curve's y at xv, near `near`.
fn curve_y(curve: &Curve, x: &str, xv: f64, near: f64) -> Option<f64> {
    let y = match curve {
        Curve::Explicit(f) => eval_f64(f, x, xv),
        Curve::Implicit { f, fy } => branch(f, fy, x, xv, near)?,
    };
    y.is_finite().then_some(y)
}

/// Whether the slope `m` agrees with the curve's own, by central
/// differences at a few step sizes (one agreeing is enough: rounding
/// spoils the smallest, curvature the largest).
fn slope_checks(curve: &Curve, x: &str, x0: f64, y0: f64, m: f64) -> bool {
    [1e-3, 1e-4, 1e-5, 1e-6].iter().any(|h| {
        let h = h * x0.abs().max(1.0);
        let (Some(up), Some(down)) = (curve_y(curve, x, x0 + h, y0), curve_y(curve, x, x0 - h, y0))
        else {
            return false;
        };
        let d = (up - down) / (2.0 * h);
        (d - m).abs() <= 1e-6 * m.abs().max(1.0)
    })
}

fn line(m: &Expr, x: &str, x0: &Expr, y0: &Expr) -> Expr {
    simplify(&add(vec![
        mul(vec![m.clone(), sub(Expr::var(x), x0.clone())]),
        y0.clone(),
    ]))
}

/// The tangent and normal at (x0, y0), where the slope is `m` (exact).
pub fn lines(
    curve: &Curve,
    x: &str,
    x0: &Expr,
    y0: &Expr,
    m: &Expr,
    values: (f64, f64, f64),
) -> Result<Lines, EngineError> {
    let (xv, yv, mv) = values;
    if !slope_checks(curve, x, xv, yv, mv) {
        return Err(EngineError::unsupported(
            "the slope did not pass its numeric check against the curve",
        ));
    }
    let tangent = line(m, x, x0, y0);
    let normal = if m.is_zero() {
        format!("{x} = {}", to_text(x0))
    } else {
        let n = line(&simplify(&neg(div(Expr::int(1), m.clone()))), x, x0, y0);
        format!("{DEPENDENT} = {}", to_text(&n))
    };
    Ok(Lines {
        tangent: format!("{DEPENDENT} = {}", to_text(&tangent)),
        normal,
        graph: graph(curve, x, xv, yv, mv),
    })
}

/// Rows {x, curve, tangent, normal} over x0 ± max(5, |x0|); values more
/// than that half-width away from y0 are left out (null), so the lines do
/// not flatten the curve. An implicit curve's branch through the point is
/// followed outwards from it.
fn graph(curve: &Curve, x: &str, x0: f64, y0: f64, m: f64) -> Json {
    let half = x0.abs().max(5.0);
    let step = 2.0 * half / (LINE_POINTS - 1) as f64;
    let xs: Vec<f64> = (0..LINE_POINTS)
        .map(|i| x0 - half + step * i as f64)
        .collect();
    let mut ys = vec![None; LINE_POINTS];
    let middle = (LINE_POINTS - 1) / 2;
    ys[middle] = Some(y0);
    let outwards = [
        (middle + 1..LINE_POINTS).collect::<Vec<_>>(),
        (0..middle).rev().collect(),
    ];
    for range in outwards {
        // Each y starts Newton's method from its neighbour's: the branch
        // through the point, until it ends (then nothing further out).
        let mut near = Some(y0);
        for i in range {
            ys[i] = match curve {
                Curve::Explicit(_) => curve_y(curve, x, xs[i], y0),
                Curve::Implicit { .. } => {
                    near = near.and_then(|n| curve_y(curve, x, xs[i], n));
                    near
                }
            };
        }
    }
    let shown = |v: f64| (v.is_finite() && (v - y0).abs() <= half).then_some(v);
    let rows = xs
        .iter()
        .zip(ys)
        .map(|(&xv, yv)| {
            let normal = if m == 0.0 {
                None
            } else {
                shown(y0 - (xv - x0) / m)
            };
            json!({
                "x": xv,
                "curve": yv.and_then(shown),
                "tangent": shown(y0 + m * (xv - x0)),
                "normal": normal,
            })
        })
        .collect();
    Json::Array(rows)
}

/// The error for a point that is not on the curve.
pub fn not_on_curve(point: String) -> EngineError {
    let mut e = EngineError::new(
        Code::NotOnCurve,
        format!(
            "the point {point} is not on the curve: the two sides of the equation differ there"
        ),
    );
    e.token = Some(point);
    e
}

/// The error for a vertical tangent (∂F/∂y = 0 at the point).
pub fn vertical(x: &str, x0: &Expr) -> EngineError {
    let token = format!("{x} = {}", to_text(x0));
    let mut e = EngineError::new(
        Code::VerticalTangent,
        format!("the tangent is vertical there, {token}: dy/dx is undefined (∂F/∂y = 0)"),
    );
    e.token = Some(token);
    e
}
