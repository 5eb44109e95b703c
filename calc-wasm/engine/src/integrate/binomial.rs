//! Chebyshev's substitutions for the elementary binomial differentials
//! xᵐ(a + b·xⁿ)ᵖ (Chebyshev 1853; Fichtenholz, Course of Calculus II,
//! §279): with s the denominator of p,
//! - (m + 1)/n an integer: t = (a + b·xⁿ)^(1/s);
//! - (m + 1)/n + p an integer: t = (a + b·xⁿ)^(1/s)·x^(−n/s), so that
//!   tˢ = a·x⁻ⁿ + b ((1 + x⁴)^(−5/4) = x/(1 + x⁴)^(1/4));
//!
//! each turning the integrand into a rational function of t. (p an
//! integer is the rationalizing substitution's case.) The answer is
//! checked on every real interval like any other.

use super::Integrator;
use crate::error::Result;
use crate::expr::Expr;
use crate::simplify::{div, mul, neg, num, pow, simplify, sub};
use crate::verify::{binomial, Binomial};
use dashu::rational::RBig;

impl Integrator<'_> {
    pub(super) fn chebyshev_substitution(&mut self, e: &Expr) -> Result<Option<Expr>> {
        let x = self.var.clone();
        let Some(Binomial { m, a, b, n, p }) = binomial(e, &x) else {
            return Ok(None);
        };
        if p.is_int() {
            return Ok(None);
        }
        let s = RBig::from(p.denominator().clone());
        let q = (&m + RBig::ONE) / &n;
        let xv = Expr::var(&x);
        let base = simplify(&crate::simplify::add(vec![
            a.clone(),
            mul(vec![b.clone(), pow(xv.clone(), num(n.clone()))]),
        ]));
        let root = pow(base, num(RBig::ONE / &s));
        // (t, k, c, a', b'): ∫ = c·∫ ((tˢ − a')/b')ᵏ·t^(sp + s − 1) dt.
        let (t_of_x, k, c, a1, b1) = if q.is_int() {
            let c = div(num(s.clone()), mul(vec![num(n.clone()), b.clone()]));
            (root, q - RBig::ONE, c, a, b)
        } else if (&q + &p).is_int() {
            let c = neg(div(num(s.clone()), mul(vec![num(n.clone()), a.clone()])));
            let t = mul(vec![root, pow(xv, num(-(&n / &s)))]);
            (t, -(&q + &p) - RBig::ONE, c, b, a)
        } else {
            return Ok(None);
        };
        let t = super::fresh_var(e, &x);
        let tv = Expr::var(&t);
        let body = simplify(&mul(vec![
            c,
            pow(div(sub(pow(tv.clone(), num(s.clone())), a1), b1), num(k)),
            pow(tv, num(&s * &p + &s - RBig::ONE)),
        ]));
        self.through("chebyshevSubstitution", e, &t, body, &t_of_x)
    }
}
