//! Rewritings that make an integrand one the other methods know: all six
//! trigonometric functions in sines and cosines with double angles
//! expanded (∫ tan x / sin 2x = ∫ 1/(2cos²x)), and hyperbolic functions as
//! exponentials (∫ sinh³x, ∫ 1/(1 + cosh x), ∫ eˣ/(cosh x − sinh x) =
//! ∫ e²ˣ), rational in e^(ax) and then integrated by t = e^(ax).

use super::Integrator;
use crate::error::Result;
use crate::expr::{Constant, Expr, Func};
use crate::simplify::{add, div, func, int, mul, neg, pow, simplify, sub};
use dashu::base::BitTest;

/// u/2 when u = 2·w (a product with the factor 2, or a multiple of 2).
fn halved(u: &Expr) -> Option<Expr> {
    let Expr::Mul(xs) = u else {
        return None;
    };
    let k = xs.iter().find_map(|f| f.as_num())?;
    if !k.is_int() || k.numerator().bit(0) {
        return None;
    }
    Some(simplify(&div(u.clone(), int(2))))
}

/// tan, cot, sec, csc as quotients of sin and cos; sin 2w and cos 2w in
/// sin w and cos w.
fn sines_and_cosines(e: &Expr) -> Expr {
    let e = e.map_children(&mut sines_and_cosines);
    let Expr::Func(f, u) = &e else {
        return e;
    };
    let (s, c) = (
        || func(Func::Sin, (**u).clone()),
        || func(Func::Cos, (**u).clone()),
    );
    match f {
        Func::Tan => div(s(), c()),
        Func::Cot => div(c(), s()),
        Func::Sec => div(int(1), c()),
        Func::Csc => div(int(1), s()),
        Func::Sin | Func::Cos => match halved(u) {
            Some(w) => {
                let (sw, cw) = (func(Func::Sin, w.clone()), func(Func::Cos, w));
                if *f == Func::Sin {
                    mul(vec![int(2), sines_and_cosines(&sw), sines_and_cosines(&cw)])
                } else {
                    sub(
                        pow(sines_and_cosines(&cw), int(2)),
                        pow(sines_and_cosines(&sw), int(2)),
                    )
                }
            }
            None => e.clone(),
        },
        _ => e.clone(),
    }
}

/// sinh u = (eᵘ − e⁻ᵘ)/2, cosh u = (eᵘ + e⁻ᵘ)/2, tanh u = (e²ᵘ − 1)/(e²ᵘ + 1).
fn exponentials(e: &Expr) -> Expr {
    let e = e.map_children(&mut exponentials);
    let Expr::Func(f, u) = &e else {
        return e;
    };
    let exp = |v: Expr| pow(Expr::Const(Constant::E), v);
    let (p, m) = (exp((**u).clone()), exp(neg((**u).clone())));
    match f {
        Func::Sinh => div(sub(p, m), int(2)),
        Func::Cosh => div(add(vec![p, m]), int(2)),
        Func::Tanh => {
            let p2 = exp(mul(vec![int(2), (**u).clone()]));
            div(sub(p2.clone(), int(1)), add(vec![p2, int(1)]))
        }
        _ => e.clone(),
    }
}

fn has_func(e: &Expr, pick: &dyn Fn(Func) -> bool) -> bool {
    match e {
        Expr::Func(f, a) => pick(*f) || has_func(a, pick),
        Expr::Add(xs) | Expr::Mul(xs) => xs.iter().any(|y| has_func(y, pick)),
        Expr::Pow(b, k) => has_func(b, pick) || has_func(k, pick),
        Expr::Fact(a) => has_func(a, pick),
        _ => false,
    }
}

impl Integrator<'_> {
    /// ∫ e with its trigonometric functions in sines and cosines of the
    /// simplest arguments, when that changes it.
    pub(super) fn in_sines_and_cosines(&mut self, e: &Expr) -> Result<Option<Expr>> {
        let trig = |f: Func| {
            matches!(
                f,
                Func::Sin | Func::Cos | Func::Tan | Func::Cot | Func::Sec | Func::Csc
            )
        };
        if !has_func(e, &trig) {
            return Ok(None);
        }
        let new = simplify(&sines_and_cosines(e));
        if new == *e {
            return Ok(None);
        }
        self.int_rewritten("sinCosRewrite", e, &new)
    }

    /// ∫ e with its hyperbolic functions as exponentials.
    pub(super) fn hyperbolic_as_exponentials(&mut self, e: &Expr) -> Result<Option<Expr>> {
        let hyperbolic = |f: Func| matches!(f, Func::Sinh | Func::Cosh | Func::Tanh);
        if !has_func(e, &hyperbolic) {
            return Ok(None);
        }
        let new = simplify(&exponentials(e));
        if new == *e {
            return Ok(None);
        }
        self.int_rewritten("hyperbolicExponential", e, &new)
    }
}
