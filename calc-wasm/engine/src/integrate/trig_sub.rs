//! Trigonometric substitution for square roots of quadratics (Stewart
//! §7.3, OpenStax Calculus vol. 2 §3.3): complete the square,
//! q = a·w² + d with w = x + b/(2a), then
//!   a < 0 < d: w = r·sin θ, √q = √d·cos θ;
//!   a, d > 0:  w = r·tan θ, √q = √d·sec θ;
//!   a > 0 > d: w = r·sec θ, √q = √(−d)·tan θ;
//! with r = √|d/a|. The integral in θ is a trigonometric one; the answer
//! goes back to x through the right triangle (sin θ = w/r, …), multiple
//! angles first written in sin θ and cos θ.

use super::Integrator;
use crate::derive::derivative;
use crate::error::Result;
use crate::expr::{Expr, Func};
use crate::poly;
use crate::rational;
use crate::simplify::{add, div, func, int, mul, neg, num, pow, simplify, sqrt, sub};
use dashu::base::Sign;
use dashu::rational::RBig;

/// Largest multiple k of θ written back (sin kθ from half-angle steps).
const MAX_MULTIPLE: i64 = 16;

#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Sin,
    Tan,
    Sec,
}

/// The one quadratic q under a half-integer power in e.
fn quadratic_under_root(e: &Expr, x: &str, found: &mut Option<Expr>, ok: &mut bool) {
    match e {
        Expr::Pow(b, k) if b.has_var(x) => {
            if let Some(k) = k.as_num().filter(|k| !k.is_int()) {
                if *k.denominator() != dashu::integer::UBig::from(2u8)
                    || found.as_ref().is_some_and(|f| f != &**b)
                {
                    *ok = false;
                }
                *found = Some((**b).clone());
                return;
            }
            quadratic_under_root(b, x, found, ok);
            quadratic_under_root(k, x, found, ok);
        }
        Expr::Add(xs) | Expr::Mul(xs) => xs
            .iter()
            .for_each(|y| quadratic_under_root(y, x, found, ok)),
        Expr::Func(_, a) | Expr::Fact(a) => quadratic_under_root(a, x, found, ok),
        Expr::Pow(b, k) => {
            quadratic_under_root(b, x, found, ok);
            quadratic_under_root(k, x, found, ok);
        }
        _ => {}
    }
}

/// e with q^k → root^(2k) and x → x_of_theta.
fn rewrite(e: &Expr, x: &str, q: &Expr, root: &Expr, x_of: &Expr) -> Expr {
    match e {
        Expr::Pow(b, k) if **b == *q && k.as_num().is_some() => {
            let k = k.as_num().cloned().unwrap_or(RBig::ONE);
            pow(root.clone(), num(k * RBig::from(2)))
        }
        Expr::Var(v) if v == x => x_of.clone(),
        Expr::Pow(b, k) => pow(rewrite(b, x, q, root, x_of), rewrite(k, x, q, root, x_of)),
        Expr::Add(xs) => add(xs.iter().map(|y| rewrite(y, x, q, root, x_of)).collect()),
        Expr::Mul(xs) => mul(xs.iter().map(|y| rewrite(y, x, q, root, x_of)).collect()),
        Expr::Func(f, a) => func(*f, rewrite(a, x, q, root, x_of)),
        other => other.clone(),
    }
}

/// sin(kθ), cos(kθ) (k a small integer) as polynomials in sin θ, cos θ.
fn single_angle(e: &Expr, theta: &Expr) -> Expr {
    match e {
        Expr::Func(f @ (Func::Sin | Func::Cos), a) => {
            let a = single_angle(a, theta);
            let k = simplify(&div(a.clone(), theta.clone()));
            match k.as_num().filter(|k| k.is_int()) {
                Some(k) => {
                    let k = i64::try_from(k.numerator()).unwrap_or(0);
                    if k == 0 || k.abs() > MAX_MULTIPLE {
                        return func(*f, a);
                    }
                    let (s, c) = multiple(k, theta);
                    if *f == Func::Sin {
                        s
                    } else {
                        c
                    }
                }
                None => func(*f, a),
            }
        }
        Expr::Func(f, a) => func(*f, single_angle(a, theta)),
        Expr::Add(xs) => add(xs.iter().map(|y| single_angle(y, theta)).collect()),
        Expr::Mul(xs) => mul(xs.iter().map(|y| single_angle(y, theta)).collect()),
        Expr::Pow(b, k) => pow(single_angle(b, theta), single_angle(k, theta)),
        other => other.clone(),
    }
}

/// (sin kθ, cos kθ) by the addition formulas.
fn multiple(k: i64, theta: &Expr) -> (Expr, Expr) {
    let (s1, c1) = (
        func(Func::Sin, theta.clone()),
        func(Func::Cos, theta.clone()),
    );
    let (mut s, mut c) = (s1.clone(), c1.clone());
    for _ in 1..k.abs() {
        let s2 = add(vec![
            mul(vec![s.clone(), c1.clone()]),
            mul(vec![c.clone(), s1.clone()]),
        ]);
        let c2 = sub(
            mul(vec![c.clone(), c1.clone()]),
            mul(vec![s.clone(), s1.clone()]),
        );
        s = s2;
        c = c2;
    }
    if k < 0 {
        (neg(s), c)
    } else {
        (s, c)
    }
}

/// The quadratic q = a2·x² + b1·x + c0 under e's half-integer powers, with
/// its coefficients [c0, b1, a2]; None when there is no single one.
fn root_quadratic(e: &Expr, x: &str) -> Result<Option<(Expr, [RBig; 3])>> {
    let mut found = None;
    let mut ok = true;
    quadratic_under_root(e, x, &mut found, &mut ok);
    let (Some(q), true) = (found, ok) else {
        return Ok(None);
    };
    let Some(p) = poly::from_expr(&q, x)? else {
        return Ok(None);
    };
    if poly::degree(&p) != 2 {
        return Ok(None);
    }
    let coefficients = [p[0].clone(), p[1].clone(), p[2].clone()];
    Ok(Some((q, coefficients)))
}

impl Integrator<'_> {
    /// Euler's substitutions for √(a x² + b x + c) with √a or √c
    /// rational: t = √a·x + √q, or √q = x·t + √c; x, √q and dx are then
    /// rational in t (∫ dx/(x√(x² + x + 1)), where the triangle would
    /// leave a rational function of sin θ and cos θ).
    pub(super) fn euler_substitution(&mut self, e: &Expr) -> Result<Option<Expr>> {
        let x = self.var.clone();
        let Some((q, [c0, b1, a2])) = root_quadratic(e, &x)? else {
            return Ok(None);
        };
        let t = super::fresh_var(e, &x);
        let tv = Expr::var(&t);
        let xv = Expr::var(&x);
        let sq = sqrt(q.clone());
        let (x_of, root_of, back) =
            if let Some(s) = rational::rational_sqrt(&a2).filter(|s| !s.is_zero()) {
                // b x + c = t² − 2 s t x.
                let x_of = div(
                    sub(pow(tv.clone(), int(2)), num(c0)),
                    add(vec![
                        num(b1),
                        mul(vec![num(RBig::from(2) * &s), tv.clone()]),
                    ]),
                );
                let root_of = sub(tv.clone(), mul(vec![num(s.clone()), x_of.clone()]));
                (x_of, root_of, add(vec![mul(vec![num(s), xv]), sq]))
            } else if let Some(r) = rational::rational_sqrt(&c0).filter(|r| !r.is_zero()) {
                // a x + b = x t² + 2 r t.
                let x_of = div(
                    sub(mul(vec![num(RBig::from(2) * &r), tv.clone()]), num(b1)),
                    sub(num(a2), pow(tv.clone(), int(2))),
                );
                let root_of = add(vec![mul(vec![x_of.clone(), tv.clone()]), num(r.clone())]);
                (x_of, root_of, div(sub(sq, num(r)), xv))
            } else {
                return Ok(None);
            };
        let dx = derivative(&x_of, &t, None, self.budget)?;
        let body = simplify(&mul(vec![rewrite(e, &x, &q, &root_of, &x_of), dx]));
        let Some((n, d)) = rational::as_fraction(&body, &t) else {
            return Ok(None);
        };
        let body = div(poly::to_expr(&n, &t), poly::to_expr(&d, &t));
        self.through("eulerSubstitution", e, &t, body, &back)
    }

    pub(super) fn trig_substitution(&mut self, e: &Expr) -> Result<Option<Expr>> {
        let x = self.var.clone();
        let Some((q, [c0, b1, a2])) = root_quadratic(e, &x)? else {
            return Ok(None);
        };
        let shift = &b1 / (RBig::from(2) * &a2);
        let d = &c0 - &b1 * &b1 / (RBig::from(4) * &a2);
        let kind = match (a2.sign(), d.sign()) {
            _ if d.is_zero() => return Ok(None),
            (Sign::Negative, Sign::Positive) => Kind::Sin,
            (Sign::Positive, Sign::Positive) => Kind::Tan,
            (Sign::Positive, Sign::Negative) => Kind::Sec,
            _ => return Ok(None),
        };
        let abs = |r: &RBig| {
            if r.sign() == Sign::Negative {
                -r.clone()
            } else {
                r.clone()
            }
        };
        let r = sqrt(num(abs(&(&d / &a2))));
        let sd = sqrt(num(abs(&d)));
        let t = super::fresh_var(e, &x);
        let th = Expr::var(&t);
        let f = |g: Func| func(g, th.clone());
        let (w_of, root, dw) = match kind {
            Kind::Sin => (f(Func::Sin), f(Func::Cos), f(Func::Cos)),
            Kind::Tan => (f(Func::Tan), f(Func::Sec), pow(f(Func::Sec), int(2))),
            Kind::Sec => (
                f(Func::Sec),
                f(Func::Tan),
                mul(vec![f(Func::Sec), f(Func::Tan)]),
            ),
        };
        let x_of = sub(mul(vec![r.clone(), w_of]), num(shift.clone()));
        let root = mul(vec![sd.clone(), root]);
        let body = simplify(&mul(vec![rewrite(e, &x, &q, &root, &x_of), r.clone(), dw]));
        if body.has_var(&x) {
            return Ok(None);
        }
        // Back through the triangle: w = x + shift, √q.
        let w = add(vec![Expr::var(&x), num(shift)]);
        let sq = sqrt(q.clone());
        let (s, c, angle) = match kind {
            Kind::Sin => {
                let s = div(w, r);
                (s.clone(), div(sq, sd), func(Func::Asin, s))
            }
            Kind::Tan => {
                let tn = div(w, r);
                let c = div(sd, sq);
                (mul(vec![tn.clone(), c.clone()]), c, func(Func::Atan, tn))
            }
            Kind::Sec => {
                // θ = atan(tan θ), not asec(w/r): its derivative has the
                // integrand's sign for w < 0 too.
                let c = div(r, w);
                let tn = div(sq, sd);
                (mul(vec![tn.clone(), c.clone()]), c, func(Func::Atan, tn))
            }
        };
        let rule = match kind {
            Kind::Sin => "sineSubstitution",
            Kind::Tan => "tangentSubstitution",
            Kind::Sec => "secantSubstitution",
        };
        let mark = self.mark();
        let Some(in_theta) = self.through(rule, e, &t, body, &th)? else {
            return Ok(None);
        };
        let flat = single_angle(&in_theta, &th);
        let mut back = flat;
        for (g, v) in [
            (Func::Sin, s.clone()),
            (Func::Cos, c.clone()),
            (Func::Tan, div(s.clone(), c.clone())),
            (Func::Sec, div(int(1), c.clone())),
            (Func::Csc, div(int(1), s.clone())),
            (Func::Cot, div(c.clone(), s.clone())),
        ] {
            back = back.replace(&f(g), &v);
        }
        let back = simplify(&back.substitute(&t, &angle));
        if back.has_var(&t) {
            self.rollback(mark);
            return Ok(None);
        }
        self.step("triangleBack", &in_theta, &back);
        Ok(Some(back))
    }
}
