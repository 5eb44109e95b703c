//! The numeric guard of the exact answers: an exact root is shown only
//! when the equation, evaluated at it in arbitrary precision, is 0 (the
//! integral verifier's rule: an answer that fails its check is refused).

use calc_engine::eval::{evaluate, EvalOptions, Value};
use calc_engine::expr::Expr;
use calc_engine::limits::Budget;
use calc_engine::quadrature::eval_f64;
use calc_engine::simplify::simplify;

/// Whether `e` (one side minus the other) is 0 at `var` = `root`: exactly,
/// or within the evaluator's test for cancellation (some 400 digits).
/// Undefined there (a root outside the domain) is not 0.
pub fn vanishes_at(e: &Expr, var: &str, root: &Expr) -> bool {
    let at = simplify(&e.substitute(var, root));
    if at.has_any_var() {
        return false;
    }
    // Its own budget: a failed check refuses one answer, never the page.
    let mut budget = Budget::new(calc_engine::limits::DEFAULT_BUDGET / 16);
    match evaluate(&at, &EvalOptions::digits(30), &mut budget) {
        Ok(Value::Zero) => true,
        Ok(Value::Exact(r)) => r.is_zero(),
        _ => false,
    }
}

/// Whether `e` is 0 (to rounding) at the double `x`, relative to the size
/// of its terms there.
pub fn vanishes_near(e: &Expr, var: &str, x: f64) -> bool {
    let y = eval_f64(e, var, x);
    let scale = match e {
        Expr::Add(xs) => xs
            .iter()
            .map(|t| eval_f64(t, var, x).abs())
            .fold(1.0, f64::max),
        _ => 1.0,
    };
    y.is_finite() && y.abs() <= 1e-9 * scale
}
