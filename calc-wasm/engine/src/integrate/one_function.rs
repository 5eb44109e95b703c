//! Integrands that depend on x only through one function g whose
//! derivative is rational in g: g = e^(ax) (dx = dt/(a·t)) and
//! g = tan(ax + b) (dx = dt/(a(1 + t²)); cot = 1/t, sec² = 1 + t²,
//! csc² = 1 + 1/t²). The substitution t = g leaves an integrand in t alone,
//! often rational or a binomial: ∫ √(tan x), ∫ √(cot x), ∫ 1/√(1 + eˣ),
//! ∫ 1/(1 + sinh x) (after the hyperbolic functions are written as
//! exponentials).

use super::{linear, replace_exponentials, Integrator};
use crate::error::Result;
use crate::expr::{Constant, Expr, Func};
use crate::simplify::{add, div, int, mul, num, pow, simplify};
use dashu::base::Abs;
use dashu::rational::RBig;

/// The slopes a of the exponentials e^(a·x) in e; false in `ok` when an
/// exponent depends on x otherwise.
fn exponential_slopes(e: &Expr, x: &str, out: &mut Vec<RBig>, ok: &mut bool) -> Result<()> {
    if let Expr::Pow(b, w) = e {
        if matches!(**b, Expr::Const(Constant::E)) && w.has_var(x) {
            match linear(w, x)? {
                Some((a, c)) if c.is_zero() => match a.as_num() {
                    Some(a) => out.push(a.clone()),
                    None => *ok = false,
                },
                _ => *ok = false,
            }
            return Ok(());
        }
    }
    match e {
        Expr::Add(xs) | Expr::Mul(xs) => {
            for y in xs {
                exponential_slopes(y, x, out, ok)?;
            }
        }
        Expr::Pow(b, w) => {
            exponential_slopes(b, x, out, ok)?;
            exponential_slopes(w, x, out, ok)?;
        }
        Expr::Func(_, a) | Expr::Fact(a) => exponential_slopes(a, x, out, ok)?,
        _ => {}
    }
    Ok(())
}

/// The arguments of tan, cot, sec and csc in e, and whether tan or cot is
/// among them.
fn tangent_arguments(e: &Expr, out: &mut Vec<Expr>, tan_or_cot: &mut bool) {
    if let Expr::Func(f, u) = e {
        if matches!(f, Func::Tan | Func::Cot | Func::Sec | Func::Csc) {
            *tan_or_cot |= matches!(f, Func::Tan | Func::Cot);
            if !out.contains(u) {
                out.push((**u).clone());
            }
        }
    }
    match e {
        Expr::Add(xs) | Expr::Mul(xs) => xs
            .iter()
            .for_each(|y| tangent_arguments(y, out, tan_or_cot)),
        Expr::Pow(b, w) => {
            tangent_arguments(b, out, tan_or_cot);
            tangent_arguments(w, out, tan_or_cot);
        }
        Expr::Func(_, a) | Expr::Fact(a) => tangent_arguments(a, out, tan_or_cot),
        _ => {}
    }
}

/// tan u → t, cot u → 1/t, sec(u)^(2k) → (1 + t²)^k, csc(u)^(2k) →
/// (1 + 1/t²)^k; other uses of sec u, csc u stay (and the method fails).
fn in_tangent(e: &Expr, u: &Expr, t: &Expr) -> Expr {
    let one_plus = |y: Expr| add(vec![int(1), pow(y, int(2))]);
    if let Expr::Pow(b, k) = e {
        if let (Expr::Func(f @ (Func::Sec | Func::Csc), v), Some(k)) = (&**b, k.as_num()) {
            let half = k / RBig::from(2);
            if **v == *u && half.is_int() {
                let base = if *f == Func::Sec {
                    one_plus(t.clone())
                } else {
                    one_plus(div(int(1), t.clone()))
                };
                return pow(base, num(half));
            }
        }
    }
    match e {
        Expr::Func(Func::Tan, v) if **v == *u => t.clone(),
        Expr::Func(Func::Cot, v) if **v == *u => div(int(1), t.clone()),
        _ => e.map_children(&mut |y| in_tangent(y, u, t)),
    }
}

impl Integrator<'_> {
    pub(super) fn in_one_function(&mut self, e: &Expr) -> Result<Option<Expr>> {
        let x = self.var.clone();
        let t = super::fresh_var(e, &x);
        let tv = Expr::var(&t);
        // g = e^(ax), a the slope of least size (its multiples become
        // powers of t).
        let (mut slopes, mut ok) = (Vec::new(), true);
        exponential_slopes(e, &x, &mut slopes, &mut ok)?;
        if ok && !slopes.is_empty() {
            let a = slopes
                .iter()
                .min_by(|p, q| (*p).clone().abs().cmp(&(*q).clone().abs()).then(q.cmp(p)))
                .cloned()
                .unwrap_or(RBig::ONE);
            let ax = mul(vec![num(a.clone()), Expr::var(&x)]);
            let e_ax = pow(Expr::Const(Constant::E), ax.clone());
            let q = replace_exponentials(e, &Expr::Const(Constant::E), &ax, &tv);
            let body = simplify(&div(q, mul(vec![num(a), tv.clone()])));
            if !body.has_var(&x) && body.has_var(&t) {
                return self.through("oneFunctionSubstitution", e, &t, body, &e_ax);
            }
        }
        // g = tan(ax + b).
        let (mut args, mut tan_or_cot) = (Vec::new(), false);
        tangent_arguments(e, &mut args, &mut tan_or_cot);
        if let ([u], true) = (args.as_slice(), tan_or_cot) {
            let Some((a, _)) = linear(u, &x)? else {
                return Ok(None);
            };
            let q = in_tangent(e, u, &tv);
            let dx = div(
                int(1),
                mul(vec![a, add(vec![int(1), pow(tv.clone(), int(2))])]),
            );
            let body = simplify(&mul(vec![q, dx]));
            if !body.has_var(&x) && body.has_var(&t) {
                let back = crate::simplify::func(Func::Tan, u.clone());
                return self.through("oneFunctionSubstitution", e, &t, body, &back);
            }
        }
        Ok(None)
    }
}
