//! Rationalizing substitution (Stewart §7.4, "Rationalizing
//! substitutions"; OpenStax Calculus vol. 2 §3.4): when the only roots in
//! the integrand are powers (a·x + b)^(p/q) of one linear expression,
//! t = (a·x + b)^(1/n), n the lcm of the q, makes every root a power of t
//! and x = (tⁿ − b)/a, dx = n·tⁿ⁻¹/a dt: usually a rational function of t.

use super::{linear, Integrator};
use crate::error::Result;
use crate::expr::Expr;
use crate::simplify::{add, div, func, int, mul, num, pow, simplify, sub};
use crate::{poly, rational};
use dashu::base::Gcd;
use dashu::integer::UBig;
use dashu::rational::RBig;

/// Largest root index n tried.
const MAX_INDEX: u64 = 12;

/// The one base L of all fractional powers in e and the lcm of their
/// denominators; None when there are none, or several bases.
fn radical_base(e: &Expr, x: &str, found: &mut Option<(Expr, UBig)>, ok: &mut bool) {
    match e {
        Expr::Pow(b, k) if b.has_var(x) => {
            if let Some(k) = k.as_num().filter(|k| !k.is_int()) {
                match found {
                    Some((base, _)) if *base != **b => *ok = false,
                    Some((_, n)) => {
                        let d = k.denominator();
                        let g = Gcd::gcd(&*n, d);
                        *n = &*n / g * d;
                    }
                    None => *found = Some(((**b).clone(), k.denominator().clone())),
                }
                return;
            }
            radical_base(b, x, found, ok);
            radical_base(k, x, found, ok);
        }
        Expr::Pow(b, k) => {
            radical_base(b, x, found, ok);
            radical_base(k, x, found, ok);
        }
        Expr::Add(xs) | Expr::Mul(xs) => xs.iter().for_each(|y| radical_base(y, x, found, ok)),
        Expr::Func(_, a) | Expr::Fact(a) => radical_base(a, x, found, ok),
        _ => {}
    }
}

/// e with base^k → t^(k·n) and x → `x_of_t`.
fn rewrite(e: &Expr, x: &str, base: &Expr, n: &RBig, t: &Expr, x_of_t: &Expr) -> Expr {
    match e {
        Expr::Pow(b, k) if **b == *base && k.as_num().is_some() => {
            let k = k.as_num().cloned().unwrap_or(RBig::ONE);
            pow(t.clone(), num(k * n))
        }
        Expr::Var(v) if v == x => x_of_t.clone(),
        Expr::Pow(b, k) => pow(
            rewrite(b, x, base, n, t, x_of_t),
            rewrite(k, x, base, n, t, x_of_t),
        ),
        Expr::Add(xs) => add(xs
            .iter()
            .map(|y| rewrite(y, x, base, n, t, x_of_t))
            .collect()),
        Expr::Mul(xs) => mul(xs
            .iter()
            .map(|y| rewrite(y, x, base, n, t, x_of_t))
            .collect()),
        Expr::Func(f, a) => func(*f, rewrite(a, x, base, n, t, x_of_t)),
        other => other.clone(),
    }
}

impl Integrator<'_> {
    pub(super) fn rationalize(&mut self, e: &Expr) -> Result<Option<Expr>> {
        let x = self.var.clone();
        let mut found = None;
        let mut ok = true;
        radical_base(e, &x, &mut found, &mut ok);
        let (Some((base, n)), true) = (found, ok) else {
            return Ok(None);
        };
        let Some((a, b)) = linear(&base, &x)? else {
            return Ok(None);
        };
        let Ok(n) = u64::try_from(&n) else {
            return Ok(None);
        };
        if !(2..=MAX_INDEX).contains(&n) {
            return Ok(None);
        }
        let t = super::fresh_var(e, &x);
        let tv = Expr::var(&t);
        let nn = int(n as i64);
        let x_of_t = div(sub(pow(tv.clone(), nn.clone()), b), a.clone());
        let dx = div(mul(vec![nn, pow(tv.clone(), int(n as i64 - 1))]), a);
        let body = simplify(&mul(vec![
            rewrite(e, &x, &base, &RBig::from(n), &tv, &x_of_t),
            dx,
        ]));
        if body.has_var(&x) {
            return Ok(None);
        }
        // One fraction N(t)/D(t) where it is one, for the rational method.
        let body = match rational::as_fraction(&body, &t) {
            Some((num_t, den_t)) => div(poly::to_expr(&num_t, &t), poly::to_expr(&den_t, &t)),
            None => body,
        };
        let back = pow(base, num(RBig::from_parts(1.into(), n.into())));
        self.through("rationalizing", e, &t, body, &back)
    }
}
