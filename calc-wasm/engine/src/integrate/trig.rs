//! Trigonometric integrals as a course teaches them (Stewart §7.2, OpenStax
//! Calculus vol. 2 §3.2): products of powers of the six functions of one
//! linear argument u = a·x + b. An odd power of sine (cosine) gives the
//! substitution t = cos u (t = sin u); even powers the half-angle
//! formulas; tanᵐsecⁿ by t = tan u (n even) or t = sec u (m odd) and the
//! reduction formula for odd powers of sec, and cotᵐcscⁿ alike; other even
//! mixes by t = tan u. Products sin(αx)·cos(βx) of different arguments by
//! product-to-sum, and any rational function of sin u and cos u by the
//! Weierstrass substitution t = tan(u/2) as a last resort.

use super::{linear, Integrator};
use crate::error::Result;
use crate::expr::{Expr, Func};
use crate::simplify::{add, div, func, int, mul, neg, num, pow, simplify, sub};
use crate::steps::OptionalSteps;
use crate::{poly, rational};
use dashu::rational::RBig;

/// Indices of the six functions' powers.
const SIN: usize = 0;
const COS: usize = 1;
const TAN: usize = 2;
const SEC: usize = 3;
const CSC: usize = 4;
const COT: usize = 5;

/// Largest power handled (each reduction step lowers it by two).
const MAX_POWER: i64 = 40;

/// e = Π f_i(u)^(k_i) over the six functions of one linear u.
struct Monomial {
    u: Expr,
    /// d u / d x.
    a: Expr,
    powers: [i64; 6],
}

fn index(f: Func) -> Option<usize> {
    Some(match f {
        Func::Sin => SIN,
        Func::Cos => COS,
        Func::Tan => TAN,
        Func::Sec => SEC,
        Func::Csc => CSC,
        Func::Cot => COT,
        _ => return None,
    })
}

fn monomial(e: &Expr, x: &str) -> Result<Option<Monomial>> {
    let factors: Vec<&Expr> = match e {
        Expr::Mul(xs) => xs.iter().collect(),
        other => vec![other],
    };
    let mut powers = [0i64; 6];
    let mut arg: Option<Expr> = None;
    for f in factors {
        let (g, u, k) = match f {
            Expr::Func(g, u) => (*g, &**u, 1),
            Expr::Pow(b, k) => match (&**b, k.as_num()) {
                (Expr::Func(g, u), Some(k)) if k.is_int() => {
                    let Ok(k) = i64::try_from(k.numerator()) else {
                        return Ok(None);
                    };
                    (*g, &**u, k)
                }
                _ => return Ok(None),
            },
            _ => return Ok(None),
        };
        let Some(i) = index(g) else {
            return Ok(None);
        };
        if arg.as_ref().is_some_and(|a| a != u) || k.abs() > MAX_POWER {
            return Ok(None);
        }
        arg = Some(u.clone());
        powers[i] += k;
    }
    let Some(u) = arg else {
        return Ok(None);
    };
    let Some((a, _)) = linear(&u, x)? else {
        return Ok(None);
    };
    Ok(Some(Monomial { u, a, powers }))
}

fn sq(e: Expr) -> Expr {
    pow(e, int(2))
}

fn half() -> Expr {
    num(RBig::from_parts(1.into(), 2u8.into()))
}

impl Integrator<'_> {
    /// Integrates `in_t` (already times dx/dt) in a fresh variable t, and
    /// writes t = `back` in the answer.
    pub(super) fn through(
        &mut self,
        rule: &'static str,
        e: &Expr,
        t: &str,
        in_t: Expr,
        back: &Expr,
    ) -> Result<Option<Expr>> {
        // A polynomial in t integrates term by term (not by parts).
        let in_t = match self.expand(&simplify(&in_t))? {
            Ok(expanded) => expanded,
            Err(_) => simplify(&in_t),
        };
        let mark = self.mark();
        self.step(rule, e, &in_t);
        match self.nested(t).int(&in_t)? {
            Some(f) if matches!(back, Expr::Var(v) if v == t) => Ok(Some(f)),
            Some(f) => {
                let r = simplify(&atan_of_tan(&f.substitute(t, back)));
                self.step("backSubstitution", &f, &r);
                Ok(Some(r))
            }
            None => {
                self.rollback(mark);
                Ok(None)
            }
        }
    }

    /// Integrates a rewritten integrand in x (an identity applied).
    fn rewritten(&mut self, rule: &'static str, e: &Expr, new: Expr) -> Result<Option<Expr>> {
        let Ok(new) = self.expand(&new)? else {
            return Ok(None);
        };
        if new == *e {
            return Ok(None);
        }
        self.int_rewritten(rule, e, &new)
    }

    /// Products and powers of the six functions of one linear argument.
    pub(super) fn trig_powers(&mut self, e: &Expr) -> Result<Option<Expr>> {
        let x = self.var.clone();
        let Some(m) = monomial(e, &x)? else {
            return self.double_angle(e);
        };
        let p = m.powers;
        let t = super::fresh_var(e, &x);
        let tv = Expr::var(&t);
        let over_a = |r: Expr| div(r, m.a.clone());
        let f = |g: Func| func(g, m.u.clone());
        let only = |keep: &[usize]| (0..6).all(|i| keep.contains(&i) || p[i] == 0);
        // tanᵐ secⁿ (m, n ≥ 0).
        if only(&[TAN, SEC]) && p[TAN] >= 0 && p[SEC] >= 0 {
            return self.tan_sec(e, &m, p[TAN], p[SEC], false);
        }
        if only(&[COT, CSC]) && p[COT] >= 0 && p[CSC] >= 0 {
            return self.tan_sec(e, &m, p[COT], p[CSC], true);
        }
        // Everything as sinᵐ cosⁿ.
        let s = p[SIN] + p[TAN] - p[CSC] - p[COT];
        let c = p[COS] - p[TAN] - p[SEC] + p[COT];
        if s.rem_euclid(2) == 1 && (c >= 0 || s > 0) {
            // sinˢ = sinˢ⁻¹·sin, sin² = 1 − t², dt = −a sin u dx.
            let body = mul(vec![
                int(-1),
                pow(sub(int(1), sq(tv.clone())), int((s - 1) / 2)),
                pow(tv.clone(), int(c)),
            ]);
            return self.through("oddSine", e, &t, over_a(body), &f(Func::Cos));
        }
        if c.rem_euclid(2) == 1 && (s >= 0 || c > 0) {
            let body = mul(vec![
                pow(sub(int(1), sq(tv.clone())), int((c - 1) / 2)),
                pow(tv.clone(), int(s)),
            ]);
            return self.through("oddCosine", e, &t, over_a(body), &f(Func::Sin));
        }
        if s.rem_euclid(2) == 0 && c.rem_euclid(2) == 0 {
            if s >= 0 && c >= 0 {
                // sin² = (1 − cos 2u)/2, cos² = (1 + cos 2u)/2.
                let c2 = func(Func::Cos, mul(vec![int(2), m.u.clone()]));
                let new = mul(vec![
                    pow(mul(vec![half(), sub(int(1), c2.clone())]), int(s / 2)),
                    pow(mul(vec![half(), add(vec![int(1), c2])]), int(c / 2)),
                ]);
                return self.rewritten("halfAngle", e, new);
            }
            // sinˢ/cos^|c| = tanˢ sec^(|c|−s), cos^c/sin^|s| = cot^c csc^(|s|−c).
            if s >= 0 && c < 0 && -c >= s {
                return self.tan_sec(e, &m, s, -c - s, false);
            }
            if c >= 0 && s < 0 && -s >= c {
                return self.tan_sec(e, &m, c, -s - c, true);
            }
            // t = tan u: sin² = t²/(1 + t²), cos² = 1/(1 + t²), du = dt/(1 + t²).
            let body = mul(vec![
                pow(tv.clone(), int(s)),
                pow(add(vec![int(1), sq(tv.clone())]), int(-(s + c) / 2 - 1)),
            ]);
            return self.through("tanSubstitution", e, &t, over_a(body), &f(Func::Tan));
        }
        Ok(None)
    }

    /// A product of sin, cos of u and of 2u: sin 2u = 2 sin u cos u and
    /// cos 2u = cos²u − sin²u make it one argument.
    fn double_angle(&mut self, e: &Expr) -> Result<Option<Expr>> {
        let Expr::Mul(xs) = e else {
            return Ok(None);
        };
        let mut args: Vec<Expr> = Vec::new();
        for f in xs {
            let g = match f {
                Expr::Pow(b, _) => &**b,
                other => other,
            };
            let Expr::Func(Func::Sin | Func::Cos, a) = g else {
                return Ok(None);
            };
            if !args.contains(a) {
                args.push((**a).clone());
            }
        }
        let [p, q] = args.as_slice() else {
            return Ok(None);
        };
        let (u, u2) = if simplify(&div(q.clone(), p.clone())).is_num_eq(2) {
            (p.clone(), q.clone())
        } else if simplify(&div(p.clone(), q.clone())).is_num_eq(2) {
            (q.clone(), p.clone())
        } else {
            return Ok(None);
        };
        let (s, c) = (func(Func::Sin, u.clone()), func(Func::Cos, u));
        let new = e
            .replace(
                &func(Func::Sin, u2.clone()),
                &mul(vec![int(2), s.clone(), c.clone()]),
            )
            .replace(&func(Func::Cos, u2), &sub(sq(c), sq(s)));
        let new = simplify(&new);
        self.int_rewritten("doubleAngle", e, &new)
    }

    /// ∫ tanᵐ secⁿ (or, `co`, cotᵐ cscⁿ, where each derivative changes
    /// sign: (cot)′ = −csc², (csc)′ = −csc·cot).
    fn tan_sec(
        &mut self,
        e: &Expr,
        m: &Monomial,
        tp: i64,
        sp: i64,
        co: bool,
    ) -> Result<Option<Expr>> {
        let x = self.var.clone();
        let t = super::fresh_var(e, &x);
        let tv = Expr::var(&t);
        let (tf, sf) = if co {
            (Func::Cot, Func::Csc)
        } else {
            (Func::Tan, Func::Sec)
        };
        let sign = if co { int(-1) } else { int(1) };
        let (tu, su) = (func(tf, m.u.clone()), func(sf, m.u.clone()));
        let over_a = |r: Expr| div(r, m.a.clone());
        let rule = |plain: &'static str, cof: &'static str| if co { cof } else { plain };
        if sp >= 2 && sp % 2 == 0 {
            // secⁿ⁻²·sec² du = (1 + t²)^((n−2)/2) dt, t = tan u.
            let body = mul(vec![
                sign,
                pow(tv.clone(), int(tp)),
                pow(add(vec![int(1), sq(tv.clone())]), int((sp - 2) / 2)),
            ]);
            return self.through(rule("tanSecEven", "cotCscEven"), e, &t, over_a(body), &tu);
        }
        if tp % 2 == 1 && sp >= 1 {
            // tanᵐ⁻¹ secⁿ⁻¹·sec tan du = (t² − 1)^((m−1)/2) tⁿ⁻¹ dt, t = sec u.
            let body = mul(vec![
                sign,
                pow(sub(sq(tv.clone()), int(1)), int((tp - 1) / 2)),
                pow(tv.clone(), int(sp - 1)),
            ]);
            return self.through(rule("tanSecOdd", "cotCscOdd"), e, &t, over_a(body), &su);
        }
        if tp >= 2 {
            // tan² = sec² − 1 (cot² = csc² − 1).
            let new = mul(vec![
                pow(tu.clone(), int(tp - 2)),
                pow(su.clone(), int(sp)),
                sub(sq(su), int(1)),
            ]);
            return self.rewritten("pythagorean", e, new);
        }
        if tp == 0 && sp >= 3 {
            // ∫secⁿ = secⁿ⁻² tan/(n − 1) + (n − 2)/(n − 1) ∫secⁿ⁻²
            // (∫cscⁿ = −cscⁿ⁻² cot/(n − 1) + (n − 2)/(n − 1) ∫cscⁿ⁻²).
            let n1 = int(sp - 1);
            let lower = pow(su.clone(), int(sp - 2));
            let mark = self.mark();
            let i = self.steps.open(rule("secReduction", "cscReduction"), e);
            let Some(rest) = self.int(&lower)? else {
                self.rollback(mark);
                return Ok(None);
            };
            let r = add(vec![
                div(
                    mul(vec![sign, lower, tu]),
                    mul(vec![n1.clone(), m.a.clone()]),
                ),
                mul(vec![div(int(sp - 2), n1), rest]),
            ]);
            self.steps.close(i, &r);
            return Ok(Some(r));
        }
        Ok(None)
    }

    /// sin(αx)·cos(βx), sin·sin, cos·cos of different linear arguments:
    /// product to sum.
    pub(super) fn product_to_sum(&mut self, e: &Expr) -> Result<Option<Expr>> {
        let Expr::Mul(xs) = e else {
            return Ok(None);
        };
        // The first two sines or cosines of different arguments; any other
        // factors stay (sin x sin 2x sin 3x takes two rounds).
        let is_sin_cos = |y: &Expr| matches!(y, Expr::Func(Func::Sin | Func::Cos, _));
        let Some(i) = xs.iter().position(is_sin_cos) else {
            return Ok(None);
        };
        let Some(j) = xs
            .iter()
            .enumerate()
            .position(|(k, y)| k > i && is_sin_cos(y) && *y != xs[i])
        else {
            return Ok(None);
        };
        let (Expr::Func(f, u), Expr::Func(g, v)) = (&xs[i], &xs[j]) else {
            return Ok(None);
        };
        if u == v {
            return Ok(None);
        }
        let others: Vec<Expr> = xs
            .iter()
            .enumerate()
            .filter(|(k, _)| *k != i && *k != j)
            .map(|(_, y)| y.clone())
            .collect();
        if others
            .iter()
            .any(|y| !matches!(y, Expr::Func(Func::Sin | Func::Cos, _)))
        {
            return Ok(None);
        }
        let x = self.var.clone();
        if linear(u, &x)?.is_none() || linear(v, &x)?.is_none() {
            return Ok(None);
        }
        let (u, v) = ((**u).clone(), (**v).clone());
        let minus = sub(u.clone(), v.clone());
        let plus = add(vec![u.clone(), v.clone()]);
        let (s, c) = (Func::Sin, Func::Cos);
        let new = match (f, g) {
            // sin A cos B = [sin(A − B) + sin(A + B)]/2
            (Func::Sin, Func::Cos) => add(vec![func(s, minus), func(s, plus)]),
            (Func::Cos, Func::Sin) => add(vec![neg(func(s, minus)), func(s, plus)]),
            // sin A sin B = [cos(A − B) − cos(A + B)]/2
            (Func::Sin, Func::Sin) => sub(func(c, minus), func(c, plus)),
            _ => add(vec![func(c, minus), func(c, plus)]),
        };
        let mut factors = vec![half(), new];
        factors.extend(others);
        self.rewritten("productToSum", e, mul(factors))
    }

    /// A rational function of sin u and cos u: t = tan(u/2), sin u =
    /// 2t/(1 + t²), cos u = (1 − t²)/(1 + t²), du = 2 dt/(1 + t²).
    pub(super) fn weierstrass(&mut self, e: &Expr) -> Result<Option<Expr>> {
        let x = self.var.clone();
        let Some(u) = trig_argument(e) else {
            return Ok(None);
        };
        let Some((a, _)) = linear(&u, &x)? else {
            return Ok(None);
        };
        let t = super::fresh_var(e, &x);
        let tv = Expr::var(&t);
        let one_t2 = add(vec![int(1), sq(tv.clone())]);
        let s = div(mul(vec![int(2), tv.clone()]), one_t2.clone());
        let c = div(sub(int(1), sq(tv.clone())), one_t2.clone());
        let repl = |g: Func| -> Expr {
            match g {
                Func::Sin => s.clone(),
                Func::Cos => c.clone(),
                Func::Tan => div(s.clone(), c.clone()),
                Func::Cot => div(c.clone(), s.clone()),
                Func::Sec => div(int(1), c.clone()),
                _ => div(int(1), s.clone()),
            }
        };
        let mut body = e.clone();
        for g in [
            Func::Sin,
            Func::Cos,
            Func::Tan,
            Func::Cot,
            Func::Sec,
            Func::Csc,
        ] {
            body = body.replace(&func(g, u.clone()), &repl(g));
        }
        if body.has_var(&x) {
            return Ok(None);
        }
        let body = div(mul(vec![int(2), body]), mul(vec![a, one_t2]));
        // One fraction N(t)/D(t), for the rational-function method.
        let Some((n, d)) = rational::as_fraction(&simplify(&body), &t) else {
            return Ok(None);
        };
        let body = div(poly::to_expr(&n, &t), poly::to_expr(&d, &t));
        let back = func(Func::Tan, div(u, int(2)));
        self.through("weierstrass", e, &t, body, &back)
    }
}

/// atan(tan v) → v: an antiderivative may drop the jumps of the
/// principal value (the derivative is 1 wherever both are defined).
fn atan_of_tan(e: &Expr) -> Expr {
    match e {
        Expr::Func(Func::Atan, a) => match &**a {
            Expr::Func(Func::Tan, v) => (**v).clone(),
            other => func(Func::Atan, atan_of_tan(other)),
        },
        Expr::Func(f, a) => func(*f, atan_of_tan(a)),
        Expr::Add(xs) => add(xs.iter().map(atan_of_tan).collect()),
        Expr::Mul(xs) => mul(xs.iter().map(atan_of_tan).collect()),
        Expr::Pow(b, k) => pow(atan_of_tan(b), atan_of_tan(k)),
        other => other.clone(),
    }
}

/// The argument of the trigonometric functions in e, when there is one
/// and they are its only dependence on a variable.
fn trig_argument(e: &Expr) -> Option<Expr> {
    fn walk(e: &Expr, found: &mut Option<Expr>, ok: &mut bool) {
        match e {
            Expr::Func(
                Func::Sin | Func::Cos | Func::Tan | Func::Cot | Func::Sec | Func::Csc,
                u,
            ) => {
                if found.as_ref().is_some_and(|f| f != &**u) {
                    *ok = false;
                }
                *found = Some((**u).clone());
            }
            Expr::Var(_) => *ok = false,
            Expr::Num(_) | Expr::Const(_) => {}
            Expr::Add(xs) | Expr::Mul(xs) => xs.iter().for_each(|y| walk(y, found, ok)),
            Expr::Pow(b, k) => {
                walk(b, found, ok);
                if k.has_any_var() {
                    *ok = false;
                }
            }
            Expr::Func(_, _) | Expr::Fact(_) => *ok = false,
        }
    }
    let mut found = None;
    let mut ok = true;
    walk(e, &mut found, &mut ok);
    if ok {
        found
    } else {
        None
    }
}
