//! General solutions of sin(u) = c, cos(u) = c and tan(u) = c for a
//! linear argument u = a·x + b: every root as offset + k·period, k ∈ ℤ
//! (sin(x) = 1/2 ⇒ x = π/6 + 2kπ, x = 5π/6 + 2kπ), the principal angle
//! exact at the multiples of π/12 whose sines are known.

use super::check::vanishes_near;
use calc_engine::error::EngineError;
use calc_engine::eval::{evaluate, EvalOptions, Value};
use calc_engine::expr::{to_text, Constant, Expr, Func};
use calc_engine::limits::Budget;
use calc_engine::poly;
use calc_engine::simplify::{add, div, func, mul, neg, poly_coeffs, simplify, sub};
use calc_engine::steps::Steps;
use dashu::rational::RBig;

/// x = offset + k·period for every integer k (period > 0).
#[derive(Debug, Clone)]
pub struct Family {
    pub offset: Expr,
    pub period: Expr,
}

impl Family {
    /// `offset + period*k` in the calculator's syntax (k the integer).
    pub fn text(&self) -> String {
        let k = simplify(&mul(vec![self.period.clone(), Expr::var("k")]));
        if self.offset.is_zero() {
            return to_text(&k);
        }
        format!("{} + {}", to_text(&self.offset), to_text(&k))
    }

    /// The member for integer k, as a double.
    pub fn at(&self, k: i64) -> f64 {
        poly::val_f64(&add(vec![
            self.offset.clone(),
            mul(vec![Expr::int(k), self.period.clone()]),
        ]))
    }
}

fn pi() -> Expr {
    Expr::Const(Constant::Pi)
}

fn pi_times(q: RBig) -> Expr {
    simplify(&mul(vec![Expr::Num(q), pi()]))
}

/// Whether the constant `a` − `b` is 0 (to some 400 digits).
fn same(a: &Expr, b: &Expr) -> bool {
    let d = simplify(&sub(a.clone(), b.clone()));
    let mut budget = Budget::new(calc_engine::limits::DEFAULT_BUDGET / 16);
    matches!(
        evaluate(&d, &EvalOptions::digits(20), &mut budget),
        Ok(Value::Zero)
    ) || matches!(evaluate(&d, &EvalOptions::digits(20), &mut budget), Ok(Value::Exact(r)) if r.is_zero())
}

/// The angle θ in the principal range of f⁻¹ with f(θ) = c: a multiple
/// of π/12 when f takes the value c there exactly, else asin/acos/atan(c).
fn principal(f: Func, c: &Expr) -> Expr {
    let (lo, hi, inverse) = match f {
        Func::Sin => (-6, 6, Func::Asin),
        Func::Cos => (0, 12, Func::Acos),
        _ => (-5, 5, Func::Atan),
    };
    let c_f = poly::val_f64(c);
    for n in lo..=hi {
        let theta = pi_times(RBig::from_parts(n.into(), 12u8.into()));
        let v = func(f, theta.clone());
        if matches!(v, Expr::Func(..)) {
            continue; // Not a known value.
        }
        if (poly::val_f64(&v) - c_f).abs() < 1e-12 && same(&v, c) {
            return theta;
        }
    }
    func(inverse, c.clone())
}

/// The roots of f(u) = c in u, over one period: offsets and the period.
fn in_argument(f: Func, c: &Expr) -> (Vec<Expr>, Expr) {
    let two_pi = pi_times(RBig::from(2));
    let theta = principal(f, c);
    let offsets = match f {
        Func::Sin => vec![theta.clone(), simplify(&sub(pi(), theta))],
        Func::Cos => vec![theta.clone(), simplify(&neg(theta))],
        _ => return (vec![theta], pi()),
    };
    // Two offsets half a period apart are one family of period π
    // (sin u = 0: 0 and π); equal ones are one (sin u = 1: π/2 twice).
    let gap = (poly::val_f64(&offsets[1]) - poly::val_f64(&offsets[0])) / std::f64::consts::TAU;
    let frac = gap - gap.round();
    if frac.abs() < 1e-12 {
        return (vec![offsets[0].clone()], two_pi);
    }
    if (frac.abs() - 0.5).abs() < 1e-12 {
        let first = if poly::val_f64(&offsets[0]) <= poly::val_f64(&offsets[1]) {
            offsets[0].clone()
        } else {
            offsets[1].clone()
        };
        return (vec![first], pi());
    }
    (offsets, two_pi)
}

/// f(u) = target, u linear in `var`: Ok(families), Err(why there is no
/// solution), or None when u is not linear or the target not a constant
/// the page can reason about.
pub fn general(
    f: Func,
    u: &Expr,
    target: &Expr,
    var: &str,
    steps: &mut Steps,
) -> Result<Option<Result<Vec<Family>, &'static str>>, EngineError> {
    let Some(coeffs) = poly_coeffs(u, var)? else {
        return Ok(None);
    };
    let coeffs: Vec<Expr> = coeffs.iter().map(simplify).collect();
    let [b, a] = coeffs.as_slice() else {
        return Ok(None);
    };
    if a.has_any_var() || b.has_any_var() || target.has_any_var() {
        return Ok(None);
    }
    let c = poly::val_f64(target);
    if !c.is_finite() {
        return Ok(None);
    }
    if f != Func::Tan && c.abs() > 1.0 {
        return Ok(Some(Err(if f == Func::Sin {
            "noSolutionSine"
        } else {
            "noSolutionCosine"
        })));
    }
    let (offsets, period) = in_argument(f, target);
    let arg = Expr::var("u");
    let in_u: Vec<String> = offsets
        .iter()
        .map(|o| {
            let fam = Family {
                offset: o.clone(),
                period: period.clone(),
            };
            format!("u = {}", fam.text())
        })
        .collect();
    steps.push(
        "inverseTrig",
        format!("{}({}) = {}", f.name(), to_text(&arg), to_text(target)),
        in_u.join(", "),
    );
    // x = (θ − b)/a + k·period/|a| (k runs over every integer either way).
    let a_f = poly::val_f64(a);
    if a_f == 0.0 || !a_f.is_finite() {
        return Ok(None);
    }
    let abs_a = if a_f < 0.0 {
        simplify(&neg(a.clone()))
    } else {
        a.clone()
    };
    let families: Vec<Family> = offsets
        .into_iter()
        .map(|o| Family {
            offset: simplify(&div(sub(o, b.clone()), a.clone())),
            period: simplify(&div(period.clone(), abs_a.clone())),
        })
        .collect();
    if !(a.is_one() && b.is_zero()) {
        steps.push(
            "solveForVariable",
            format!("u = {}", to_text(u)),
            families
                .iter()
                .map(|fam| format!("{var} = {}", fam.text()))
                .collect::<Vec<_>>()
                .join(", "),
        );
    }
    Ok(Some(Ok(families)))
}

/// Every member of `fam` for |k| ≤ 3 solves `e` = 0 (to rounding), and the
/// roots a scan of [−10, 10] finds are all members of it or another
/// family checked the same way: the guard before a general solution shows.
pub fn holds(e: &Expr, var: &str, fam: &Family) -> bool {
    (-3..=3).all(|k| vanishes_near(e, var, fam.at(k)))
}

/// Whether every root of `e` in [−10, 10] (sign changes on a fine grid) is a
/// member of one of `families`: none is missing.
pub fn complete(e: &Expr, var: &str, families: &[Family]) -> bool {
    let f = |x: f64| calc_engine::quadrature::eval_f64(e, var, x);
    let n = 4000;
    let (lo, hi) = (-10.0f64, 10.0f64);
    let step = (hi - lo) / n as f64;
    let member = |x: f64| {
        families.iter().any(|fam| {
            let p = fam.at(1) - fam.at(0);
            let k = ((x - fam.at(0)) / p).round();
            (fam.at(0) + k * p - x).abs() <= 2.0 * step
        })
    };
    let mut prev = f(lo);
    for i in 1..=n {
        let x = lo + step * i as f64;
        let y = f(x);
        // A sign change with small values on both sides (not a pole).
        if prev.is_finite()
            && y.is_finite()
            && (prev < 0.0) != (y < 0.0)
            && prev.abs().max(y.abs()) < 1.0
            && !member(x)
        {
            return false;
        }
        prev = y;
    }
    true
}
