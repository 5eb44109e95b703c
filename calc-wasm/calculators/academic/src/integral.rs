//! The integral calculator: a symbolic antiderivative where an elementary
//! one is found (with steps), and the definite integral — from the
//! antiderivative when it agrees with adaptive Gauss–Kronrod quadrature,
//! from the quadrature alone otherwise (to 1e-12 relative), ±∞ allowed;
//! and the integrand sampled for an area plot.

use super::{exact_and_value, fail, optional_text, symbolic, variable};
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;
use calc_engine::error::{Code, EngineError};
use calc_engine::eval::{evaluate, EvalOptions};
use calc_engine::expr::{to_text, Expr};
use calc_engine::integrate::integrate_checked;
use calc_engine::limit_at::{limit, Approach, Lim};
use calc_engine::limits::Budget;
use calc_engine::parser::{parse_expr, Options};
use calc_engine::quadrature::{eval_f64, integrate_expr};
use calc_engine::simplify::{
    add, check_defined, has_undefined, neg, simplify, simplify_defined, sub,
};
use calc_engine::steps::Steps;
use dashu::integer::{IBig, UBig};
use dashu::rational::RBig;
use integral::{input as i, output as o, In, Out};
use serde_json::{json, Value as Json};

calc_core::calculator! {
    mod integral = "integral" (compute) {
        inputs {
            expression: Text,
            variable: Text,
            lower: Text,
            upper: Text,
        }
        outputs {
            antiderivative: Json,
            definite: Json,
            definiteExact: Json,
            method: Json,
            steps: Json,
            curve: Json,
        }
    }
}

pub const FUNCTION: Function = integral::FUNCTION;

/// Points of the plot.
pub const CURVE_POINTS: usize = 101;

/// The window of the plot and the part of it between the bounds (None
/// without bounds). Finite bounds take the middle 60 of the 100 steps, so
/// both are sample points; one infinite bound: the finite one at step 20
/// (or 80) and the window reaching max(10, |bound|) into the infinite
/// side; both infinite or none: [−10, 10].
fn window(bounds: Option<(f64, f64)>) -> ((f64, f64), Option<(f64, f64)>) {
    let Some((a, b)) = bounds else {
        return ((-10.0, 10.0), None);
    };
    let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
    let steps = (CURVE_POINTS - 1) as f64;
    match (lo.is_finite(), hi.is_finite()) {
        (true, true) => {
            let width = if hi > lo {
                hi - lo
            } else {
                lo.abs().max(1.0) / 10.0
            };
            let step = width / (steps * 0.6);
            ((lo - 20.0 * step, hi + 20.0 * step), Some((lo, hi)))
        }
        (true, false) => {
            let step = lo.abs().max(10.0) / (steps * 0.8);
            ((lo - 20.0 * step, lo + 80.0 * step), Some((lo, hi)))
        }
        (false, true) => {
            let step = hi.abs().max(10.0) / (steps * 0.8);
            ((hi - 80.0 * step, hi + 20.0 * step), Some((lo, hi)))
        }
        (false, false) => ((-10.0, 10.0), Some((lo, hi))),
    }
}

/// The integrand at CURVE_POINTS evenly spaced x: rows {x, y, area}, where
/// `area` is y between the bounds (the shaded part) and null elsewhere or
/// without bounds. Samples where the integrand is undefined or infinite are
/// left out, and so are samples outside the bounds more than 100 times
/// larger than any inside (a pole just beyond a bound would flatten the
/// plot).
fn curve(f: &Expr, var: &str, bounds: Option<(f64, f64)>) -> Json {
    let ((from, to), shaded) = window(bounds);
    let last = (CURVE_POINTS - 1) as f64;
    let samples: Vec<(f64, f64, bool)> = (0..CURVE_POINTS)
        .map(|i| {
            let x = from + (to - from) * (i as f64 / last);
            let inside = shaded.is_some_and(|(lo, hi)| lo <= x && x <= hi);
            (x, eval_f64(f, var, x), inside)
        })
        .filter(|(x, y, _)| x.is_finite() && y.is_finite())
        .collect();
    let peak = samples
        .iter()
        .filter(|s| s.2)
        .map(|s| s.1.abs())
        .fold(0.0, f64::max);
    let rows = samples
        .into_iter()
        .filter(|&(_, y, inside)| inside || peak == 0.0 || y.abs() <= 100.0 * peak)
        .map(|(x, y, inside)| json!({ "x": x, "y": y, "area": if inside { json!(y) } else { Json::Null } }))
        .collect();
    Json::Array(rows)
}

/// A bound: a constant expression or ±∞.
enum Bound {
    Finite(Expr, f64),
    Infinite(f64),
}

impl Bound {
    fn value(&self) -> f64 {
        match self {
            Bound::Finite(_, v) | Bound::Infinite(v) => *v,
        }
    }
}

fn bound(text: &str, input: &str) -> Result<Bound, InputError> {
    let t: String = text
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect::<String>()
        .to_lowercase();
    match t.as_str() {
        "inf" | "+inf" | "∞" | "+∞" | "infinity" | "+infinity" => {
            return Ok(Bound::Infinite(f64::INFINITY))
        }
        "-inf" | "-∞" | "-infinity" | "−∞" | "−inf" => {
            return Ok(Bound::Infinite(f64::NEG_INFINITY))
        }
        _ => {}
    }
    let e = simplify_defined(&parse_expr(text, &Options::default()).map_err(fail(input))?)
        .map_err(fail(input))?;
    let mut budget = Budget::default();
    let v = evaluate(&e, &EvalOptions::digits(20), &mut budget).map_err(fail(input))?;
    let x = v.to_f64();
    if !x.is_finite() {
        return Err(InputError::new(input, ErrorKind::ResultTooLarge));
    }
    Ok(Bound::Finite(e, x))
}

/// F at the bound `c`, approached from the side `side` (+1: from above):
/// each term of F defined at c substituted exactly; a term undefined there
/// (x·ln(x) at 0: 0·ln(0) has no value) taken as its one-sided limit when
/// that is 0 (its values at c ± 2^-40, 2^-80, 2^-120 shrink below 1e-30).
/// None when a term has another limit or none: quadrature decides then.
fn at_bound(big: &Expr, var: &str, c: &Expr, side: i8) -> Option<Expr> {
    let terms = match big {
        Expr::Add(xs) => xs.clone(),
        other => vec![other.clone()],
    };
    let mut budget = Budget::default();
    let mut out = Vec::with_capacity(terms.len());
    for t in terms {
        let v = simplify(&t.substitute(var, c));
        if !has_undefined(&v) && check_defined(&v).is_ok() {
            out.push(v);
            continue;
        }
        let mut last = f64::INFINITY;
        for k in [40usize, 80, 120] {
            let h = RBig::from_parts(IBig::from(side), UBig::ONE << k);
            let x = simplify(&add(vec![c.clone(), Expr::Num(h)]));
            let value = evaluate(
                &t.substitute(var, &x),
                &EvalOptions::digits(20),
                &mut budget,
            )
            .ok()?
            .to_f64()
            .abs();
            if value >= last {
                return None;
            }
            last = value;
        }
        if last > 1e-30 {
            return None;
        }
    }
    Some(add(out))
}

/// F(b) − F(a): its exact text and its value (`up`: a < b).
fn symbolic_definite(
    f: &Expr,
    var: &str,
    a: &Expr,
    b: &Expr,
    up: bool,
) -> Result<(String, f64), EngineError> {
    let side = if up { 1 } else { -1 };
    let (Some(fb), Some(fa)) = (at_bound(f, var, b, -side), at_bound(f, var, a, side)) else {
        return Err(EngineError::unsupported(
            "no limit of the antiderivative at a bound",
        ));
    };
    let diff = simplify(&sub(fb, fa));
    exact_and_value(&diff, &|_| to_text(&diff))
}

/// F at a bound, approached from inside the interval (`side` +1: from
/// above): substituted where every term is defined there (or vanishes), else
/// its exact one-sided limit, or its limit at ±∞. None when the limit
/// cannot be told exactly.
fn end_limit(big: &Expr, var: &str, bound: &Bound, side: i8, budget: &mut Budget) -> Option<Lim> {
    let to = match bound {
        Bound::Infinite(v) if *v > 0.0 => Approach::PosInf,
        Bound::Infinite(_) => Approach::NegInf,
        Bound::Finite(c, _) => {
            if let Some(v) = at_bound(big, var, c, side) {
                return Some(Lim::Finite(v));
            }
            if side > 0 {
                Approach::Above(c.clone())
            } else {
                Approach::Below(c.clone())
            }
        }
    };
    limit(big, var, &to, budget)
}

/// Whether F has a value at c itself (not only a limit there).
fn check_defined_at(big: &Expr, var: &str, c: &Expr) -> bool {
    let v = simplify(&big.substitute(var, c));
    !has_undefined(&v) && check_defined(&v).is_ok()
}

/// The exact limits of F at b and at a, when both are known.
struct Ends {
    b: Option<Lim>,
    a: Option<Lim>,
}

impl Ends {
    fn new(big: &Expr, var: &str, a: &Bound, b: &Bound) -> Ends {
        let up = a.value() <= b.value();
        let (side_a, side_b) = if up { (1, -1) } else { (-1, 1) };
        let mut budget = Budget::default();
        Ends {
            b: end_limit(big, var, b, side_b, &mut budget),
            a: end_limit(big, var, a, side_a, &mut budget),
        }
    }

    /// lim F at b − lim F at a, exact, and its value.
    fn difference(&self) -> Option<(String, f64)> {
        let (Some(Lim::Finite(fb)), Some(Lim::Finite(fa))) = (&self.b, &self.a) else {
            return None;
        };
        let diff = simplify(&sub(fb.clone(), fa.clone()));
        exact_and_value(&diff, &|_| to_text(&diff)).ok()
    }

    /// The error for a divergent integral whose F is infinite at a bound,
    /// naming F, the limit and where (None when neither end is infinite).
    fn why_divergent(&self, big: &Expr, var: &str, a: &Bound, b: &Bound) -> Option<EngineError> {
        let up = a.value() <= b.value();
        let (end, lim, from_above) = match (&self.b, &self.a) {
            (Some(l @ (Lim::PosInf | Lim::NegInf)), _) => (b, l, !up),
            (_, Some(l @ (Lim::PosInf | Lim::NegInf))) => (a, l, up),
            _ => return None,
        };
        let to = match end {
            Bound::Infinite(v) if *v > 0.0 => "∞".to_string(),
            Bound::Infinite(_) => "−∞".to_string(),
            Bound::Finite(c, _) => {
                format!("{}{}", to_text(c), if from_above { "⁺" } else { "⁻" })
            }
        };
        let f = to_text(big);
        let f = if f.chars().count() <= 120 {
            f
        } else {
            format!("F({var})")
        };
        let sign = if *lim == Lim::PosInf { "∞" } else { "−∞" };
        let token = format!("{f} → {sign} ({var} → {to})");
        let mut e = EngineError::new(
            Code::DivergentAntiderivative,
            format!(
                "the integral diverges: its antiderivative has no finite limit at a bound: {token}"
            ),
        );
        e.token = Some(token);
        Some(e)
    }
}

/// Windows [R, 2R] out to R = 2^TAIL_WINDOWS (from R = 1 or the bound).
const TAIL_WINDOWS: i32 = 48;
/// Windows in each of the two last blocks compared.
const TAIL_BLOCK: usize = 16;

/// ∫ of `f` over [lo, hi]: F(hi) − F(lo) in arbitrary precision when an
/// antiderivative F is known (no cancellation, and oscillation is no
/// trouble), else adaptive quadrature; None when neither is sure.
fn window_integral(
    f: &Expr,
    anti: Option<&Expr>,
    var: &str,
    lo: f64,
    hi: f64,
    budget: &mut Budget,
) -> Option<f64> {
    if let Some(big) = anti {
        let at = |x: f64| {
            RBig::try_from(x)
                .ok()
                .map(|r| big.substitute(var, &Expr::Num(r)))
        };
        if let (Some(b), Some(a)) = (at(hi), at(lo)) {
            let diff = sub(b, a);
            match evaluate(&diff, &EvalOptions::digits(20), budget) {
                Ok(v) if v.to_f64().is_finite() => return Some(v.to_f64()),
                Ok(_) => return Some(f64::INFINITY),
                // Beyond the engine's range, too large (e^x: that window
                // is no smaller) or too small (e^-x: it vanishes).
                Err(e) if e.code == Code::TooLarge => {
                    let (fb, fa) = (eval_f64(big, var, hi), eval_f64(big, var, lo));
                    let v = fb - fa;
                    return Some(if fb.is_infinite() || fa.is_infinite() {
                        f64::INFINITY
                    } else if v.is_finite() {
                        v
                    } else {
                        return None;
                    });
                }
                Err(_) => {}
            }
        }
    }
    let q = integrate_expr(f, var, lo, hi, budget).ok()?;
    q.converged.then_some(q.value)
}

/// Whether ∫ f from `start` to `direction`·∞ diverges. With an
/// antiderivative F, first whether F has a limit there (limit_at_infinity).
/// Otherwise, or when that cannot tell: whether the integrals over the
/// windows [R, 2R] (R = 1, 2, 4, … beyond the bound) fail to shrink as R
/// grows (for 1/x each is ln 2; for x and 1 they grow). Some(false) when
/// they do shrink (or vanish), None when a window cannot be computed.
/// A convergent tail must shrink: ∫_R^∞ f → 0 forces the windows to 0; the
/// verdict compares the largest window of the last 16 with the largest of
/// the 16 before (by quadrature, a power x^-p with p ≤ 1.0001 counts as
/// divergent; from F, whose windows of an oscillating F vary, p ≤ 1.06).
fn tail_diverges(
    f: &Expr,
    anti: Option<&Expr>,
    var: &str,
    start: f64,
    direction: f64,
    budget: &mut Budget,
) -> Option<bool> {
    // Its own budget: F at 10^1000 can be costly (cos there needs π to
    // thousands of digits), and the windows must still be computed.
    let mut own = Budget::default();
    match anti.and_then(|big| limit_at_infinity(big, var, direction, &mut own)) {
        Some(Limit::Infinite) => return Some(true),
        Some(Limit::Finite(_)) => return Some(false),
        // Steps that shrink by chance (−cos(x) at 10^10, 10^100, …) tell
        // nothing: the windows decide.
        Some(Limit::Converging) | None => {}
    }
    let base = if start * direction > 1.0 {
        start.abs()
    } else {
        1.0
    };
    let mut windows = Vec::with_capacity(TAIL_WINDOWS as usize);
    for k in 0..TAIL_WINDOWS {
        let r = base * 2f64.powi(k);
        let (lo, hi) = if direction > 0.0 {
            (r, 2.0 * r)
        } else {
            (-2.0 * r, -r)
        };
        windows.push(window_integral(f, anti, var, lo, hi, budget)?.abs());
    }
    let n = windows.len();
    let largest = |w: &[f64]| w.iter().copied().fold(0.0, f64::max);
    let last = largest(&windows[n - TAIL_BLOCK..]);
    let before = largest(&windows[n - 2 * TAIL_BLOCK..n - TAIL_BLOCK]);
    // Exact windows (from F) of an oscillating F do not shrink either, but
    // their largest in a block of 16 varies: half is enough there.
    let ratio = if anti.is_some() { 0.5 } else { 0.999 };
    Some(last > 0.0 && last >= ratio * before)
}

/// What F(x) does as x → `direction`·∞.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Limit {
    /// No finite limit: the integral diverges.
    Infinite,
    /// The limit, to about double precision.
    Finite(f64),
    /// Steps that shrink, but not recognisably enough to give a value.
    Converging,
}

/// F(x) as x → `direction`·∞, from its values in 20 digits at x = ±10^10,
/// ±10^100, ±10^1000, ±10^10000. The steps between them must shrink at
/// least twofold, else there is no limit (ln(ln(x)) grows ln 10 each step,
/// so ∫ 1/(x·ln x) diverges). Steps 0 to double precision (power tails)
/// give the last value; steps shrinking by a steady ratio r (a tenth for
/// −1/ln(x)) give the last value plus the rest of the geometric series
/// (∫₂^∞ 1/(x·ln²x) = 1/ln 2, where quadrature of the mapped interval
/// settles on 1.4154). None when F cannot be evaluated that far
/// (oscillation, exponents out of range).
fn limit_at_infinity(big: &Expr, var: &str, direction: f64, budget: &mut Budget) -> Option<Limit> {
    let mut values = Vec::with_capacity(4);
    for digits in [10i64, 100, 1000, 10000] {
        let r = simplify(&calc_engine::simplify::pow(
            Expr::int(10),
            Expr::int(digits),
        ));
        let x = if direction > 0.0 { r } else { neg(r) };
        let v = evaluate(&big.substitute(var, &x), &EvalOptions::digits(20), budget)
            .ok()?
            .to_f64();
        if v.is_infinite() {
            return Some(Limit::Infinite);
        }
        values.push(v);
    }
    let scale = values.iter().fold(0.0f64, |m, v| m.max(v.abs()));
    let step = |i: usize| {
        let d = values[i + 1] - values[i];
        if d.abs() <= 1e-12 * scale {
            0.0
        } else {
            d
        }
    };
    let (d1, d2, d3) = (step(0), step(1), step(2));
    let last = values[3];
    if d3 == 0.0 {
        return Some(Limit::Finite(last));
    }
    if d3.abs() >= 0.5 * d2.abs() {
        return Some(Limit::Infinite);
    }
    let (r2, r3) = (d2 / d1, d3 / d2);
    if d1 != 0.0 && (r3 - r2).abs() <= 1e-6 * r3.abs().max(1e-3) {
        return Some(Limit::Finite(last + d3 * r3 / (1.0 - r3)));
    }
    Some(Limit::Converging)
}

/// The error for a divergent integral over [lo, hi] with an infinite
/// bound: with the Cauchy principal value when both bounds are infinite
/// and lim ∫₋ᵣʳ f exists (∫ x over ℝ: 0), the integral of f(x) + f(−x)
/// over [0, ∞), whose antiderivative is F(x) − F(−x).
fn divergent(f: &Expr, anti: Option<&Expr>, var: &str, both: bool, sign: f64) -> EngineError {
    let plain = || EngineError::new(Code::Divergent, "the integral diverges");
    if !both {
        return plain();
    }
    let x = Expr::var(var);
    let g = simplify(&add(vec![f.clone(), f.substitute(var, &neg(x.clone()))]));
    let big = anti.map(|big| simplify(&sub(big.clone(), big.substitute(var, &neg(x)))));
    let mut budget = Budget::default();
    if tail_diverges(&g, big.as_ref(), var, 0.0, 1.0, &mut budget) != Some(false) {
        return plain();
    }
    let value = if g.is_zero() {
        0.0
    } else {
        match integrate_expr(&g, var, 0.0, f64::INFINITY, &mut budget) {
            Ok(q) if q.converged => q.value,
            _ => return plain(),
        }
    };
    let text = calc_engine::poly::f64_text(sign * value + 0.0);
    let mut e = EngineError::new(
        Code::DivergentPrincipalValue,
        format!("the integral diverges; its Cauchy principal value is {text}"),
    );
    e.token = Some(text);
    e
}

fn close(a: f64, b: f64, rel: f64) -> bool {
    (a - b).abs() <= rel * a.abs().max(b.abs()) + 1e-13
}

fn compute(inputs: In) -> Result<Out, InputError> {
    let var = variable(inputs, i::variable)?;
    let f = simplify_defined(
        &parse_expr(&inputs.expression_text(i::expression)?, &symbolic(&var))
            .map_err(fail(i::expression.id()))?,
    )
    .map_err(fail(i::expression.id()))?;
    let mut steps = Steps::new();
    let mut budget = Budget::default();
    let outcome = integrate_checked(&f, &var, Some(&mut steps), &mut budget)
        .map_err(fail(i::expression.id()))?;
    // A sum over roots is shown, but F(b) − F(a) is then left to quadrature.
    let anti = outcome.antiderivative;
    let anti_text = match (&anti, &outcome.root_sum) {
        (Some(a), _) => Json::String(to_text(a)),
        (None, Some(r)) => Json::String(r.text.clone()),
        (None, None) => Json::Null,
    };
    let lower = optional_text(inputs, i::lower)?;
    let upper = optional_text(inputs, i::upper)?;
    let mut out = Out::new().json(o::antiderivative, anti_text);
    let (a, b) = match (lower, upper) {
        (None, None) => {
            return Ok(out
                .json(o::definite, Json::Null)
                .json(o::definiteExact, Json::Null)
                .json(o::method, Json::Null)
                .json(o::steps, steps.to_json())
                .json(o::curve, curve(&f, &var, None)));
        }
        // One bound alone: the empty one is wanted too (or neither).
        (Some(_), None) => {
            return Err(InputError::new(
                i::upper.id(),
                ErrorKind::BothBoundsNeeded {
                    other: i::lower.id().into(),
                },
            ))
        }
        (None, Some(_)) => {
            return Err(InputError::new(
                i::lower.id(),
                ErrorKind::BothBoundsNeeded {
                    other: i::upper.id().into(),
                },
            ))
        }
        // Numbers in the bounds follow the page's rule, as every number does.
        (Some(_), Some(_)) => (
            bound(&inputs.number_or_expression_text(i::lower)?, i::lower.id())?,
            bound(&inputs.number_or_expression_text(i::upper)?, i::upper.id())?,
        ),
    };
    let mut others = Vec::new();
    f.vars(&mut others);
    if let Some(other) = others.iter().find(|v| **v != var) {
        let mut e = EngineError::new(
            Code::UnknownName,
            format!("the expression has another variable, {other}: write a number in its place"),
        );
        e.token = Some(other.clone());
        return Err(e.for_input(i::expression.id()));
    }
    let (lo, hi) = (a.value().min(b.value()), a.value().max(b.value()));
    let ends = anti.as_ref().map(|big| Ends::new(big, &var, &a, &b));
    let why = || {
        let big = anti.as_ref()?;
        ends.as_ref()?.why_divergent(big, &var, &a, &b)
    };
    if lo.is_infinite() || hi.is_infinite() {
        // Each infinite end's tail must converge; quadrature of the mapped
        // interval gives a number either way (36.6 for 1/x over [1, ∞)).
        let mut budget = Budget::default();
        let start = |end: f64| if end.is_finite() { end } else { 0.0 };
        let up = hi.is_infinite()
            && tail_diverges(&f, anti.as_ref(), &var, start(lo), 1.0, &mut budget) == Some(true);
        let down = lo.is_infinite()
            && tail_diverges(&f, anti.as_ref(), &var, start(hi), -1.0, &mut budget) == Some(true);
        if up || down {
            let both = lo.is_infinite() && hi.is_infinite();
            let sign = if a.value() <= b.value() { 1.0 } else { -1.0 };
            let plain = divergent(&f, anti.as_ref(), &var, both, sign);
            let err = match why() {
                Some(e) if plain.code == Code::Divergent => e,
                _ => plain,
            };
            return Err(err.for_input(i::expression.id()));
        }
    }
    let quad = integrate_expr(&f, &var, a.value(), b.value(), &mut Budget::default());
    let from_limits = ends.as_ref().and_then(Ends::difference);
    let sym = match (&anti, &a, &b) {
        (Some(big), Bound::Finite(ea, _), Bound::Finite(eb, _)) => {
            symbolic_definite(big, &var, ea, eb, a.value() <= b.value())
                .ok()
                .or_else(|| from_limits.clone())
        }
        _ => None,
    };
    // An infinite bound: F's limits there, where they can be told (the
    // antiderivative passed its derivative check; quadrature of the mapped
    // interval misses slowly shrinking tails).
    let improper = match &anti {
        Some(big) if lo.is_infinite() || hi.is_infinite() => {
            let mut budget = Budget::default();
            let mut end = |bound: &Bound, direction: f64, side: i8| match bound {
                Bound::Infinite(_) => match limit_at_infinity(big, &var, direction, &mut budget) {
                    Some(Limit::Finite(v)) => Some(v),
                    _ => None,
                },
                Bound::Finite(e, _) => {
                    let at = at_bound(big, &var, e, side)?;
                    evaluate(&at, &EvalOptions::digits(20), &mut budget)
                        .ok()
                        .map(|v| v.to_f64())
                        .filter(|v| v.is_finite())
                }
            };
            let up = a.value() <= b.value();
            let (side_a, side_b) = if up { (1, -1) } else { (-1, 1) };
            let dir = |bound: &Bound| bound.value().signum();
            match (end(&b, dir(&b), side_b), end(&a, dir(&a), side_a)) {
                (Some(fb), Some(fa)) if (fb - fa).is_finite() => Some(fb - fa),
                _ => None,
            }
        }
        _ => None,
    };
    // The exact value from F's limits is shown only when it agrees with
    // the number found without it.
    let improper_exact = match (improper, &quad) {
        (Some(v), _) => Some(v),
        (None, Ok(q)) if q.converged && (lo.is_infinite() || hi.is_infinite()) => Some(q.value),
        _ => None,
    }
    .and_then(|v| from_limits.clone().filter(|(_, x)| close(*x, v, 1e-8)));
    let (value, exact, method) = match (quad, sym) {
        _ if let Some((text, v)) = improper_exact => (v, Some(text), "symbolic"),
        _ if let Some(v) = improper => (v, None, "symbolic"),
        (Ok(q), Some((text, v))) if q.converged && close(q.value, v, 1e-8) => {
            (v, Some(text), "symbolic")
        }
        (Ok(q), _) if q.converged => (q.value, None, "numeric"),
        (Ok(q), Some((text, v))) if close(q.value, v, 1e-4) => (v, Some(text), "symbolic"),
        (Ok(q), None) if q.error <= 1e-10 * q.value.abs().max(1e-300) * 100.0 => {
            (q.value, None, "numeric")
        }
        (Err(e), _) if e.code == Code::TooComplex => return Err(e.for_input(i::expression.id())),
        _ if let Some(e) = why() => return Err(e.for_input(i::expression.id())),
        _ => {
            return Err(EngineError::domain("the integral does not converge: the function is infinite or undefined in the interval").for_input(i::expression.id()));
        }
    };
    let infinite_end = lo.is_infinite() || hi.is_infinite();
    let singular_end = |bound: &Bound| match (bound, &anti) {
        (Bound::Finite(c, _), Some(big)) => !check_defined_at(big, &var, c),
        _ => false,
    };
    if let (Some(t), Some(big)) = (&exact, &anti) {
        if infinite_end || singular_end(&a) || singular_end(&b) {
            steps.push_detail(
                "improperLimits",
                format!("lim F(b) - lim F(a), F = {}", to_text(big)),
                to_text(big),
                t.clone(),
            );
        } else {
            steps.push_detail(
                "evaluateBounds",
                format!("F(b) - F(a), F = {}", to_text(big)),
                to_text(big),
                t.clone(),
            );
        }
    }
    out = out
        .json(o::definite, json!(value))
        .json(o::definiteExact, exact.map_or(Json::Null, Json::String))
        .json(o::method, Json::String(method.into()))
        .json(o::steps, steps.to_json())
        .json(o::curve, curve(&f, &var, Some((a.value(), b.value()))));
    Ok(out)
}

#[cfg(test)]
mod property_tests;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::inputs;
    use calc_core::outputs::Outputs;

    fn run(e: &str, lo: &str, hi: &str) -> Result<Outputs, InputError> {
        (FUNCTION.compute)(&inputs(
            &[
                ("expression", e),
                ("variable", "x"),
                ("lower", lo),
                ("upper", hi),
            ],
            &[],
            &[],
        ))
    }

    fn num(out: &Outputs, id: &str) -> f64 {
        match out.get(id) {
            Some(calc_core::OutValue::Json(j)) => j.as_f64().unwrap(),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn one_bound_alone_asks_for_the_other() {
        // The empty bound is blamed, naming the filled one.
        let needs_both = |lo: &str, hi: &str, blamed: &str, other: &str| {
            let err = run("x", lo, hi).unwrap_err();
            assert_eq!(err.input, blamed);
            let other = other.into();
            assert_eq!(err.kind, ErrorKind::BothBoundsNeeded { other });
            err
        };
        let err = needs_both("0", "", "upper", "lower");
        let json = serde_json::to_value(&err).unwrap();
        assert_eq!(json["code"], "bothBoundsNeeded");
        assert_eq!(json["other"], "lower");
        let err = needs_both("  ", "1", "lower", "upper");
        assert!(err.to_string().contains("needs both bounds"), "{err}");
        // Neither: indefinite; both: definite (sympy: integrate(x, (x, 0, 1)) = 1/2).
        assert!(run("x", "", "").is_ok());
        assert_eq!(num(&run("x", "0", "1").unwrap(), "definite"), 0.5);
    }

    #[test]
    fn definite_integrals_match_mpmath() {
        // mpmath.quad at 30 digits (and sympy.integrate for the exact forms).
        let cases: &[(&str, &str, &str, f64, Option<&str>)] = &[
            ("x^2", "0", "1", 1.0 / 3.0, Some("1/3")),
            ("sin(x)", "0", "pi", 2.0, Some("2")),
            ("x*e^x", "0", "1", 1.0, Some("1")),
            ("1/x", "1", "e", 1.0, Some("1")),
            ("e^(-x^2)", "-inf", "inf", 1.772_453_850_905_516, None),
            (
                "1/(1+x^2)",
                "0",
                "inf",
                std::f64::consts::FRAC_PI_2,
                Some("pi/2"),
            ),
            ("sqrt(x)", "0", "4", 16.0 / 3.0, Some("16/3")),
            ("sin(x)/x", "1", "2", 0.659_329_906_435_511_8, None),
            ("ln(x)", "0", "1", -1.0, Some("-1")),
        ];
        for (e, lo, hi, want, exact) in cases {
            let out = run(e, lo, hi).unwrap();
            let got = num(&out, "definite");
            assert!(close(got, *want, 1e-12), "{e}: {got} vs {want}");
            if let Some(x) = exact {
                assert_eq!(
                    out.get("definiteExact"),
                    Some(&calc_core::OutValue::Json(Json::String(x.to_string()))),
                    "{e}"
                );
            }
        }
    }

    /// Issue 33: answers in special functions (the step names the
    /// function), and definite integrals through them, against mpmath.quad
    /// at 30 digits — on negative intervals too, where Ci takes |x|.
    #[test]
    #[allow(clippy::excessive_precision)] // mpmath's digits, as printed
    fn special_function_answers_and_their_definite_integrals() {
        let cases: &[(&str, &str, &str, &str, &str, f64)] = &[
            (
                "e^(-x^2)",
                "0",
                "1",
                "specialErf",
                "sqrt(pi)*erf(x)/2",
                0.746_824_132_812_427_025,
            ),
            (
                "sin(x)/x",
                "1",
                "2",
                "specialSi",
                "Si(x)",
                0.659_329_906_435_511_833_6,
            ),
            (
                "1/ln(x)",
                "2",
                "10",
                "specialLi",
                "li(x)",
                5.120_435_724_669_805_152_7,
            ),
            (
                "e^(2x)/(x-1)",
                "2",
                "3",
                "specialEi",
                "e^2*Ei(2*x - 2)",
                108.446_517_146_563_38,
            ),
            (
                "e^x/x",
                "-3",
                "-1",
                "specialEi",
                "Ei(x)",
                -0.206_335_553_301_323_236_3,
            ),
            (
                "cos(x)/x",
                "-3",
                "-1",
                "specialCi",
                "Ci(abs(x))",
                0.217_774_136_892_967_807,
            ),
            (
                "x^2*e^(-x^2)",
                "0",
                "2",
                "specialErf",
                "-x*e^(-x^2)/2 + sqrt(pi)*erf(x)/4",
                0.422_725_056_492_476_659_7,
            ),
            (
                "cos(x^2)",
                "0",
                "2",
                "specialFresnel",
                "sqrt(2)*sqrt(pi)*FresnelC(sqrt(2)*x*sqrt(1/pi))/2",
                0.461_461_462_433_216_372_9,
            ),
        ];
        for (e, lo, hi, rule, answer, want) in cases {
            let out = run(e, lo, hi).unwrap();
            assert!(
                rules(&out).contains(&rule.to_string()),
                "{e}: {:?}",
                rules(&out)
            );
            assert!(rules(&out).contains(&"checkDerivative".to_string()), "{e}");
            assert_eq!(
                out.get("antiderivative"),
                Some(&calc_core::OutValue::Json(Json::String(answer.to_string()))),
                "{e}"
            );
            let got = num(&out, "definite");
            assert!(close(got, *want, 1e-12), "{e}: {got} vs {want}");
        }
    }

    #[test]
    fn divergent_and_indefinite() {
        assert!(run("1/x", "-1", "1").is_err());
        assert!(run("1/x^2", "0", "1").is_err());
        let out = run("x*cos(x)", "", "").unwrap();
        assert_eq!(
            out.get("antiderivative"),
            Some(&calc_core::OutValue::Json(Json::String(
                "x*sin(x) + cos(x)".into()
            )))
        );
        assert_eq!(
            out.get("definite"),
            Some(&calc_core::OutValue::Json(Json::Null))
        );
        // No elementary antiderivative: null, but the definite value still comes.
        let out = run("e^(x^3)", "0", "1").unwrap();
        assert_eq!(
            out.get("antiderivative"),
            Some(&calc_core::OutValue::Json(Json::Null))
        );
        // mpmath.quad(lambda x: exp(x**3), [0, 1]) = 1.34190441797741974124910497832
        assert!(close(num(&out, "definite"), 1.341_904_417_977_419_7, 1e-12));
    }

    #[test]
    fn undefined_integrands_are_errors() {
        // Each was a number: 0/0·x over [0, 1] gave 0, 1/0 gave x/0, and
        // tan(π/2) (undefined, as the scientific calculator says) gave
        // 1.6e16 from its rounded double.
        for (e, lo, hi, reason, named) in [
            ("0/0*x", "0", "1", "divisionByZero", "0/0 is undefined"),
            ("1/0", "", "", "divisionByZero", "1/0 is undefined"),
            ("tan(pi/2)", "0", "1", "domain", "tan(pi/2) is undefined"),
            ("x + ln(0)", "", "", "domain", "ln(0) is undefined"),
        ] {
            let err = run(e, lo, hi).unwrap_err();
            let json = serde_json::to_value(&err).unwrap();
            assert_eq!(
                (err.input.as_str(), json["reason"].as_str()),
                ("expression", Some(reason)),
                "{e}"
            );
            assert!(err.to_string().contains(named), "{e}: {err}");
        }
        let err = run("x", "0", "ln(0)").unwrap_err();
        assert_eq!(err.input, "upper");
    }

    #[test]
    fn divergent_improper_integrals_say_so() {
        // Each gave a number (36.62, 2.4e31, 7.4e15, 0): quadrature of the
        // mapped interval settles on something whatever the tail does.
        for (e, lo, hi) in [
            ("1/x", "1", "inf"),
            ("x", "0", "inf"),
            ("1", "0", "inf"),
            ("1/x", "-inf", "-1"),
            ("sin(x)", "0", "inf"),
            ("e^x", "0", "inf"),
            ("1/sqrt(x)", "1", "inf"),
            ("x^2", "-inf", "inf"),
            // Slowly: sympy.integrate(1/(x*log(x)), (x, 2, oo)) = oo, and
            // integrate(1/sqrt(x**2 + 1), (x, 0, oo)) = oo.
            ("1/(x*ln(x))", "2", "inf"),
            ("1/sqrt(x^2+1)", "0", "inf"),
        ] {
            let err = run(e, lo, hi).unwrap_err();
            let json = serde_json::to_value(&err).unwrap();
            // Where F is infinite at the bound, the message says so too.
            let reason = json["reason"].as_str();
            assert!(
                matches!(reason, Some("divergent" | "divergentAntiderivative")),
                "{e} over [{lo}, {hi}]: {err}"
            );
            assert!(err
                .to_string()
                .starts_with("expression: the integral diverges"));
        }
        // ∫ x over ℝ diverges; its principal value lim ∫₋ᵣʳ x dx is 0
        // (sympy: integrate(x, (x, -R, R)) = 0). Likewise x³ and x/(1+x²).
        for e in ["x", "x^3", "x/(1+x^2)"] {
            let err = run(e, "-inf", "inf").unwrap_err();
            let json = serde_json::to_value(&err).unwrap();
            assert_eq!(json["reason"], "divergentPrincipalValue", "{e}: {err}");
            assert_eq!(json["token"], "0", "{e}");
        }
        // mpmath 1.3, mp.dps=30: quad(lambda x: 1/(1+(x-1)**2) + x/(1+x**2), [-R, R])
        // tends to pi = 3.14159265358979323846... as R grows (the first term
        // converges to pi, the second is odd).
        let err = run("1/(1+(x-1)^2) + x/(1+x^2)", "-inf", "inf").unwrap_err();
        let json = serde_json::to_value(&err).unwrap();
        assert_eq!(json["reason"], "divergentPrincipalValue");
        let pv: f64 = json["token"].as_str().unwrap().parse().unwrap();
        assert!(close(pv, std::f64::consts::PI, 1e-9), "{pv}");
        // The convergent ones keep their values.
        // mpmath 1.3, mp.dps=30: quad(exp(-x), [0, inf]) = 1,
        // quad(1/x**2, [1, inf]) = 1, quad(1/(1+x**2), [-inf, inf]) = pi,
        // quad(x*exp(-x**2), [-inf, inf]) = 0, quad(1/x**3, [-inf, -1]) = -0.5.
        for (e, lo, hi, want) in [
            ("e^-x", "0", "inf", 1.0),
            ("1/x^2", "1", "inf", 1.0),
            ("1/(1+x^2)", "-inf", "inf", std::f64::consts::PI),
            ("x*e^(-x^2)", "-inf", "inf", 0.0),
            ("1/x^3", "-inf", "-1", -0.5),
            ("1/x^2", "inf", "1", -1.0),
            // sympy: integrate(x**(-3/2), (x, 1, oo)) = 2 (quadrature alone
            // gave 1.99999997823), integrate(1/(x*log(x)**2), (x, 2, oo)) =
            // 1/log(2) = 1.4426950408889634074 (quadrature alone, and
            // mpmath.quad too, give 1.43 or less: the tail shrinks slowly).
            ("x^-1.5", "1", "inf", 2.0),
            ("1/(x*ln(x)^2)", "2", "inf", std::f64::consts::LOG2_E),
        ] {
            let got = num(&run(e, lo, hi).unwrap(), "definite");
            assert!(close(got, want, 1e-12), "{e}: {got} vs {want}");
        }
    }

    /// Issue 48: an improper integral's exact value from its
    /// antiderivative's limits (each checked against the number found
    /// without them), with the step that takes them.
    #[test]
    fn improper_integrals_are_exact_from_the_limits() {
        // sympy 1.14: integrate(f, (x, a, b)) for each.
        for (e, lo, hi, exact) in [
            ("1/(1+x^2)", "0", "inf", "pi/2"),
            ("1/(1+x^2)", "-inf", "inf", "pi"),
            ("e^-x", "0", "inf", "1"),
            ("1/x^2", "1", "inf", "1"),
            ("x*e^(-x)", "0", "inf", "1"),
            ("x^2*e^(-x)", "0", "inf", "2"),
            ("e^(-x^2)", "0", "inf", "sqrt(pi)/2"),
            ("e^(-x^2)", "-inf", "inf", "sqrt(pi)"),
            ("1/(x*(x+1))", "1", "inf", "ln(2)"),
            ("ln(x)/x^2", "1", "inf", "1"),
            ("1/x^3", "-inf", "-1", "-1/2"),
            ("e^x", "-inf", "0", "1"),
            ("1/(x^2+4x+5)", "-inf", "inf", "pi"),
            ("1/(x^2+1)^2", "0", "inf", "pi/4"),
            ("atan(x)/(1+x^2)", "0", "inf", "pi^2/8"),
            // A finite end where F is undefined: lim (x·ln(x) − x) at 0⁺.
            ("ln(x)", "0", "1", "-1"),
            ("x*ln(x)", "0", "1", "-1/4"),
        ] {
            let out = run(e, lo, hi).unwrap_or_else(|err| panic!("{e}: {err}"));
            assert_eq!(
                out.get("definiteExact"),
                Some(&calc_core::OutValue::Json(Json::String(exact.into()))),
                "{e} over [{lo}, {hi}]"
            );
            let text = exact.replace("pi", "3.14159265358979323846");
            let want = calc_engine::calculate(&text, 20, calc_engine::Angle::Rad)
                .unwrap()
                .1
                .to_f64();
            assert!(close(num(&out, "definite"), want, 1e-12), "{e}");
            let last = rules(&out).last().cloned();
            let singular = lo == "0" && e.contains("ln");
            assert!(lo.contains("inf") || hi.contains("inf") || singular);
            assert_eq!(last.as_deref(), Some("improperLimits"), "{e}");
        }
    }

    /// Issue 48: F(b) − F(a) through a special function at a point where it
    /// is known: sympy 1.14, integrate(sin(x)/x, (x, 0, 1)) = Si(1);
    /// integrate(exp(-x**2), (x, 0, 1)) = sqrt(pi)*erf(1)/2.
    #[test]
    fn special_functions_at_known_points_simplify_in_definite_integrals() {
        for (e, exact) in [("sin(x)/x", "Si(1)"), ("e^(-x^2)", "sqrt(pi)*erf(1)/2")] {
            let out = run(e, "0", "1").unwrap();
            assert_eq!(
                out.get("definiteExact"),
                Some(&calc_core::OutValue::Json(Json::String(exact.into()))),
                "{e}"
            );
        }
    }

    /// Issue 48: a divergent integral whose antiderivative is infinite at a
    /// bound says so, naming F and the bound.
    #[test]
    fn divergence_names_the_antiderivative_and_the_bound() {
        // sympy 1.14: each integrate(...) = oo, and limit(F, x, bound) = ±oo.
        for (e, lo, hi, token) in [
            ("1/x", "1", "inf", "ln(abs(x)) → ∞ (x → ∞)"),
            ("1/x", "0", "1", "ln(abs(x)) → −∞ (x → 0⁺)"),
            ("1/x^2", "0", "1", "-1/x → −∞ (x → 0⁺)"),
            ("x", "0", "inf", "x^2/2 → ∞ (x → ∞)"),
            ("e^x", "0", "inf", "e^x → ∞ (x → ∞)"),
            ("1/sqrt(x)", "1", "inf", "2*sqrt(x) → ∞ (x → ∞)"),
            ("1/(x-1)", "0", "1", "ln(abs(x - 1)) → −∞ (x → 1⁻)"),
        ] {
            let err = run(e, lo, hi).unwrap_err();
            let json = serde_json::to_value(&err).unwrap();
            assert_eq!(json["reason"], "divergentAntiderivative", "{e}: {err}");
            assert_eq!(json["token"], token, "{e}");
        }
        // −cos(x) has no limit at ∞, but no infinite one either: plain.
        let err = run("sin(x)", "0", "inf").unwrap_err();
        let json = serde_json::to_value(&err).unwrap();
        assert_eq!(json["reason"], "divergent");
    }

    /// The rules of the steps, in order.
    fn rules(out: &Outputs) -> Vec<String> {
        let Some(calc_core::OutValue::Json(Json::Array(steps))) = out.get("steps") else {
            panic!("no steps");
        };
        steps
            .iter()
            .map(|s| s["rule"].as_str().unwrap().to_string())
            .collect()
    }

    #[test]
    fn says_why_when_there_is_no_antiderivative() {
        // Liouville: e^(x³) and sin(x³) have none (nor a special function
        // here); the definite value still comes (mpmath.quad(exp(x**3),
        // [0, 1]) = 1.34190441797741974124910497832).
        let out = run("e^(x^3)", "0", "1").unwrap();
        assert_eq!(rules(&out), vec!["nonElementary"]);
        assert!(close(num(&out, "definite"), 1.341_904_417_977_419_7, 1e-12));
        // Chebyshev: √(1 + x³) = x⁰(1 + x³)^(1/2), with (m + 1)/n = 1/3
        // and p = 1/2 (mpmath.quad(sqrt(1+x**3), [0, 1]) =
        // 1.11144797053257548386817306522).
        let out = run("sqrt(1+x^3)", "0", "1").unwrap();
        assert_eq!(rules(&out), vec!["chebyshev"]);
        assert!(close(num(&out, "definite"), 1.111_447_970_532_575_5, 1e-12));
        // An irreducible cubic with irrational residues: a sum over the
        // roots of 31t³ − 3t − 1 (sympy's ratint_logpart(1, x**3+x+1):
        // R = −31t³ + 3t + 1, v = x − 62t²/9 + 31t/9 + 4/9); the definite
        // integral by quadrature (mpmath.quad(1/(x**3+x+1), [0, 1]) =
        // 0.630319322412408014066786298922).
        let out = run("1/(x^3+x+1)", "0", "1").unwrap();
        assert_eq!(rules(&out), vec!["rootSumLog", "checkDerivative"]);
        let Some(calc_core::OutValue::Json(Json::Array(steps))) = out.get("steps") else {
            panic!()
        };
        assert_eq!(steps[0]["detail"], "31*t^3 - 3*t - 1 = 0");
        assert_eq!(
            out.get("antiderivative"),
            Some(&calc_core::OutValue::Json(Json::String(
                "rootsum(31*t^3 - 3*t - 1, t*ln(-62*t^2/9 + 31*t/9 + x + 4/9))".into()
            )))
        );
        assert!(close(num(&out, "definite"), 0.630_319_322_412_408, 1e-12));
        assert_eq!(
            out.get("method"),
            Some(&calc_core::OutValue::Json(Json::String("numeric".into())))
        );
        // An answer comes with its check as the last step.
        let out = run("1/(x^2+1)^2", "", "").unwrap();
        assert_eq!(
            rules(&out).last().map(String::as_str),
            Some("checkDerivative")
        );
        assert!(rules(&out).contains(&"hermiteReduction".to_string()));
    }

    /// (x, y, area) of each row of the curve.
    fn rows(out: &Outputs) -> Vec<(f64, f64, Option<f64>)> {
        let Some(calc_core::OutValue::Json(Json::Array(rows))) = out.get("curve") else {
            panic!("no curve");
        };
        rows.iter()
            .map(|r| {
                (
                    r["x"].as_f64().unwrap(),
                    r["y"].as_f64().unwrap(),
                    r["area"].as_f64(),
                )
            })
            .collect()
    }

    #[test]
    fn curve_shades_the_area_between_the_bounds() {
        // x² on [0, 3]: the window is [−1, 4], the bounds at rows 20 and 80.
        let pts = rows(&run("x^2", "0", "3").unwrap());
        assert_eq!(pts.len(), CURVE_POINTS);
        assert_eq!(pts[0], (-1.0, 1.0, None));
        assert_eq!(pts[20], (0.0, 0.0, Some(0.0)));
        assert_eq!(pts[80], (3.0, 9.0, Some(9.0)));
        assert_eq!(pts[100], (4.0, 16.0, None));
        for (i, (x, y, area)) in pts.iter().enumerate() {
            assert!((y - x * x).abs() <= 1e-12 * y.max(1.0), "{x}");
            assert_eq!(area.is_some(), (20..=80).contains(&i), "{i}");
        }
        // Reversed bounds shade the same interval.
        let back = rows(&run("x^2", "3", "0").unwrap());
        assert_eq!(back, pts);
        // Half-infinite: the finite bound at row 20, 10 to its right shaded.
        let pts = rows(&run("e^(-x)", "0", "inf").unwrap());
        assert_eq!(pts.len(), CURVE_POINTS);
        assert_eq!((pts[20].0, pts[20].2), (0.0, Some(1.0)));
        assert_eq!(pts[100].0, 10.0);
        assert_eq!(pts.iter().filter(|p| p.2.is_some()).count(), 81);
        // No bounds: the integrand over [−10, 10], nothing shaded.
        let pts = rows(&run("x*cos(x)", "", "").unwrap());
        assert_eq!(
            (pts[0].0, pts[100].0, pts.len()),
            (-10.0, 10.0, CURVE_POINTS)
        );
        assert!(pts.iter().all(|p| p.2.is_none()));
    }

    #[test]
    fn curve_leaves_out_undefined_samples_and_poles() {
        // ln(x) on [1, 2]: the window [2/3, 7/3] is all defined.
        assert_eq!(rows(&run("ln(x)", "1", "2").unwrap()).len(), CURVE_POINTS);
        // ln(x) on [0, 1]: nothing left of 0, and ln(0) = −∞ is left out.
        let pts = rows(&run("ln(x)", "0", "1").unwrap());
        assert!(pts.iter().all(|p| p.0 > 0.0 && p.1.is_finite()));
        assert_eq!(pts.len(), 80);
        // 1/(x-3.05) on [0, 3]: the window [−1, 4] in steps of 0.05 has a
        // sample at (or within rounding of) the pole, left out; its
        // neighbours are within 100× the largest value inside (1/0.05).
        let pts = rows(&run("1/(x-3.05)", "0", "3").unwrap());
        let inside = pts
            .iter()
            .filter(|p| p.2.is_some())
            .map(|p| p.1.abs())
            .fold(0.0, f64::max);
        assert!((inside - 20.0).abs() < 1e-9, "{inside}");
        assert!(pts.iter().all(|p| p.1.abs() <= 100.0 * inside));
        assert_eq!(pts.len(), CURVE_POINTS - 1);
        // e^(-10x) on [0, ∞): left of 0 it grows past 100× its peak (1).
        let pts = rows(&run("e^(-10x)", "0", "inf").unwrap());
        assert!(pts.iter().all(|p| p.1 <= 100.0));
        assert_eq!(pts.iter().filter(|p| p.2.is_some()).count(), 81);
        let json = serde_json::to_string(&run("1/(x-3.05)", "0", "3").unwrap()).unwrap();
        assert!(!json.contains("NaN") && !json.contains("inf"), "{json}");
    }
}
