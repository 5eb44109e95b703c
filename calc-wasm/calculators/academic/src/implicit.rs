//! Implicit differentiation for the derivative calculator: both sides of
//! L(x, y) = R(x, y) differentiated with y a function of x (the chain rule
//! gives ∂/∂x + ∂/∂y · dy/dx on each side), the dy/dx terms collected, and
//! dy/dx = −Fx/Fy solved, with F = L − R. Higher orders differentiate dy/dx
//! the same way, with dy/dx put back in.

use calc_engine::derive::derivative;
use calc_engine::error::{Code, EngineError};
use calc_engine::expr::{to_text, Expr};
use calc_engine::limits::Budget;
use calc_engine::simplify::{add, div, mul, neg, simplify, sub};
use calc_engine::steps::Steps;

/// The letter that is a function of the variable.
pub const DEPENDENT: &str = "y";

/// How dy/dx is written in the steps (the page reads it as a fraction).
const DYDX: &str = "dy/dx";

/// `lhs = rhs` when the text has exactly one `=`.
pub fn split_equation(text: &str) -> Option<(&str, &str)> {
    let (l, r) = text.split_once('=')?;
    (!r.contains('=')).then_some((l, r))
}

/// An implicit curve F = 0 and its derivative.
pub struct Implicit {
    /// L − R.
    pub f: Expr,
    pub fx: Expr,
    pub fy: Expr,
    /// dy/dx, or the derivative of the order asked for.
    pub derivative: Expr,
}

fn parenthesised(e: &Expr) -> String {
    match e {
        Expr::Add(_) => format!("({})", to_text(e)),
        _ => to_text(e),
    }
}

/// d/dx of g(x, y) with y = y(x): gx + gy · y'.
fn total(g: &Expr, x: &str, yp: &Expr, budget: &mut Budget) -> Result<Expr, EngineError> {
    let gx = derivative(g, x, None, budget)?;
    let gy = derivative(g, DEPENDENT, None, budget)?;
    Ok(simplify(&add(vec![gx, mul(vec![gy, yp.clone()])])))
}

/// dⁿy/dxⁿ of the curve lhs = rhs, with its steps.
pub fn implicit_derivative(
    lhs: &Expr,
    rhs: &Expr,
    x: &str,
    order: usize,
    steps: &mut Steps,
    budget: &mut Budget,
) -> Result<Implicit, EngineError> {
    let f = simplify(&sub(lhs.clone(), rhs.clone()));
    if !f.has_var(DEPENDENT) || x == DEPENDENT {
        let mut e = EngineError::new(
            Code::Unsupported,
            format!("an equation is differentiated implicitly for {DEPENDENT} as a function of x: write it with {DEPENDENT}, like x^2 + y^2 = 25"),
        );
        e.token = Some(DEPENDENT.into());
        return Err(e);
    }
    let marker = Expr::var(DYDX);
    let side = |s: &Expr, budget: &mut Budget| total(s, x, &marker, budget);
    let (dl, dr) = (side(lhs, budget)?, side(rhs, budget)?);
    steps.push_detail(
        "implicitDifferentiate",
        format!("d/dx, {DEPENDENT} = {DEPENDENT}({x})"),
        format!("{} = {}", to_text(lhs), to_text(rhs)),
        format!("{} = {}", to_text(&dl), to_text(&dr)),
    );
    let fx = simplify(&derivative(&f, x, None, budget)?);
    let fy = simplify(&derivative(&f, DEPENDENT, None, budget)?);
    if fy.is_zero() {
        return Err(EngineError::unsupported("dy/dx cancels out"));
    }
    steps.push(
        "collectDerivative",
        format!("{} = {}", to_text(&dl), to_text(&dr)),
        format!(
            "{}*{DYDX} = {}",
            parenthesised(&fy),
            to_text(&simplify(&neg(fx.clone())))
        ),
    );
    let first = simplify(&div(neg(fx.clone()), fy.clone()));
    steps.push(
        "solveDerivative",
        format!(
            "{}*{DYDX} = {}",
            parenthesised(&fy),
            to_text(&simplify(&neg(fx.clone())))
        ),
        format!("{DYDX} = {}", to_text(&first)),
    );
    let mut d = first.clone();
    for k in 2..=order {
        let before = d.clone();
        d = total(&d, x, &first, budget)?;
        steps.push_detail(
            "nthDerivative",
            format!("{k}"),
            to_text(&before),
            to_text(&d),
        );
    }
    Ok(Implicit {
        f,
        fx,
        fy,
        derivative: d,
    })
}
