//! Exact limits of an expression as its variable tends to ±∞ or to a point
//! from one side: what an improper integral needs from its antiderivative
//! (∫₀^∞ 1/(1+x²) dx = lim atan(x) − atan(0) = π/2). Every approach is
//! turned into t → +∞ (x = t, x = −t, x = c ± 1/t), then the limit is taken
//! part by part: sums, products and powers of parts with limits, the known
//! limits of each function at ±∞ (atan → π/2, erf → 1, Si → π/2 …), and for
//! the indeterminate forms: rational functions by their leading terms,
//! logarithms combined into one, and a product that visibly vanishes (its
//! values at t = 10², 10⁴, … 10⁶⁴ shrink below 10⁻³⁰: x·e^(−x), ln(x)/x)
//! taken as 0. None when none of these tells. The answer is a candidate:
//! callers check it numerically before they show it.

use super::eval::{evaluate, EvalOptions};
use super::expr::{Constant, Expr, Func};
use super::limits::{Budget, SIMPLIFY_UNITS};
use super::simplify::{
    add, check_defined, func, has_undefined, int, ln, mul, neg, pow, rational_form, recip,
    simplify, split_coeff,
};
use dashu::base::Sign;
use dashu::rational::RBig;

/// Where the variable goes.
#[derive(Debug, Clone)]
pub enum Approach {
    PosInf,
    NegInf,
    /// To the point from above (x → c⁺).
    Above(Expr),
    /// To the point from below (x → c⁻).
    Below(Expr),
}

/// A limit: a finite exact value or an infinity of known sign.
#[derive(Debug, Clone, PartialEq)]
pub enum Lim {
    Finite(Expr),
    PosInf,
    NegInf,
}

/// The variable t → +∞ every approach is written in (not a name the
/// parser can produce, so it cannot clash with the user's letters).
const T: &str = "t\u{221e}";

/// Deepest recursion into an expression (the parser bounds nesting to
/// fewer levels; this guards the rewritten forms).
const MAX_DEPTH: usize = 120;

/// The limit of `e` as `var` approaches as `to` says.
pub fn limit(e: &Expr, var: &str, to: &Approach, budget: &mut Budget) -> Option<Lim> {
    let t = Expr::var(T);
    let x = match to {
        Approach::PosInf => t,
        Approach::NegInf => neg(t),
        Approach::Above(c) => add(vec![c.clone(), recip(t)]),
        Approach::Below(c) => add(vec![c.clone(), neg(recip(t))]),
    };
    let g = simplify(&e.substitute(var, &x));
    at_infinity(&g, budget, 0)
}

/// The value of a constant expression as a double (None when undefined).
fn value(e: &Expr, budget: &mut Budget) -> Option<f64> {
    let v = evaluate(e, &EvalOptions::digits(20), budget).ok()?.to_f64();
    v.is_finite().then_some(v)
}

fn defined(e: &Expr) -> bool {
    !has_undefined(e) && check_defined(e).is_ok()
}

fn infinity(positive: bool) -> Lim {
    if positive {
        Lim::PosInf
    } else {
        Lim::NegInf
    }
}

fn at_infinity(e: &Expr, budget: &mut Budget, depth: usize) -> Option<Lim> {
    if depth > MAX_DEPTH {
        return None;
    }
    budget.charge(SIMPLIFY_UNITS).ok()?;
    if !e.has_var(T) {
        return Some(Lim::Finite(e.clone()));
    }
    let direct = match e {
        Expr::Var(_) => Some(Lim::PosInf),
        Expr::Add(xs) => sum(xs, budget, depth),
        Expr::Mul(xs) => product(xs, budget, depth),
        Expr::Pow(b, k) => power(b, k, budget, depth),
        Expr::Func(f, a) => function(*f, a, budget, depth),
        _ => None,
    };
    direct.or_else(|| indeterminate(e, budget, depth))
}

fn sum(xs: &[Expr], budget: &mut Budget, depth: usize) -> Option<Lim> {
    let mut finite = Vec::with_capacity(xs.len());
    let (mut up, mut down) = (false, false);
    for x in xs {
        match at_infinity(x, budget, depth + 1)? {
            Lim::Finite(v) => finite.push(v),
            Lim::PosInf => up = true,
            Lim::NegInf => down = true,
        }
    }
    match (up, down) {
        (false, false) => Some(Lim::Finite(simplify(&add(finite)))),
        (true, false) => Some(Lim::PosInf),
        (false, true) => Some(Lim::NegInf),
        (true, true) => None,
    }
}

fn product(xs: &[Expr], budget: &mut Budget, depth: usize) -> Option<Lim> {
    let mut finite = Vec::with_capacity(xs.len());
    let (mut infinite, mut positive) = (false, true);
    for x in xs {
        match at_infinity(x, budget, depth + 1)? {
            Lim::Finite(v) => finite.push(v),
            Lim::PosInf => infinite = true,
            Lim::NegInf => {
                infinite = true;
                positive = !positive;
            }
        }
    }
    let c = simplify(&mul(finite));
    if !infinite {
        return Some(Lim::Finite(c));
    }
    // 0·∞ is left to the indeterminate forms.
    let v = value(&c, budget)?;
    (v != 0.0).then(|| infinity(positive == (v > 0.0)))
}

fn power(b: &Expr, k: &Expr, budget: &mut Budget, depth: usize) -> Option<Lim> {
    if matches!(b, Expr::Const(Constant::E)) {
        return Some(match at_infinity(k, budget, depth + 1)? {
            Lim::Finite(l) => Lim::Finite(simplify(&pow(b.clone(), l))),
            Lim::PosInf => Lim::PosInf,
            Lim::NegInf => Lim::Finite(int(0)),
        });
    }
    if !b.has_var(T) {
        // a^g with a > 0.
        let a = value(b, budget)?;
        if a <= 0.0 {
            return None;
        }
        return Some(match at_infinity(k, budget, depth + 1)? {
            Lim::Finite(l) => Lim::Finite(simplify(&pow(b.clone(), l))),
            _ if a == 1.0 => Lim::Finite(int(1)),
            Lim::PosInf if a > 1.0 => Lim::PosInf,
            Lim::NegInf if a < 1.0 => Lim::PosInf,
            _ => Lim::Finite(int(0)),
        });
    }
    if k.has_var(T) {
        return None;
    }
    let kv = value(k, budget)?;
    let whole = k.as_num().filter(|n| n.is_int());
    let odd = whole.is_some_and(super::simplify::is_odd_int);
    match at_infinity(b, budget, depth + 1)? {
        Lim::PosInf if kv > 0.0 => Some(Lim::PosInf),
        Lim::PosInf | Lim::NegInf if kv < 0.0 => Some(Lim::Finite(int(0))),
        Lim::NegInf if whole.is_some() => Some(infinity(!odd)),
        Lim::NegInf => None,
        Lim::PosInf => Some(Lim::Finite(int(1))),
        Lim::Finite(l) => {
            let lv = value(&l, budget)?;
            if lv != 0.0 {
                let p = simplify(&pow(l, k.clone()));
                return defined(&p).then_some(Lim::Finite(p));
            }
            if kv > 0.0 {
                return Some(Lim::Finite(int(0)));
            }
            // 1/0: the side b approaches 0 from decides.
            let near = value(&b.substitute(T, &Expr::int(1_000_000)), budget)?;
            if near > 0.0 {
                Some(Lim::PosInf)
            } else if near < 0.0 && whole.is_some() {
                Some(infinity(!odd))
            } else {
                None
            }
        }
    }
}

fn function(f: Func, a: &Expr, budget: &mut Budget, depth: usize) -> Option<Lim> {
    use Func::*;
    let half_pi = || mul(vec![Expr::frac(1, 2), Expr::Const(Constant::Pi)]);
    let finite = Lim::Finite;
    match at_infinity(a, budget, depth + 1)? {
        Lim::Finite(l) => {
            if matches!(f, Floor | Ceil | Round) {
                return None;
            }
            let v = simplify(&func(f, l.clone()));
            if defined(&v) {
                return Some(finite(v));
            }
            // The functions that tend to −∞ where they are undefined.
            let zero = value(&l, budget)? == 0.0;
            match f {
                Ln | Log10 | Log2 | Ei | Ci | Chi if zero => Some(Lim::NegInf),
                Li if l == int(1) => Some(Lim::NegInf),
                _ => None,
            }
        }
        Lim::PosInf => Some(match f {
            Atan | Si => finite(half_pi()),
            Erf | Tanh => finite(int(1)),
            Erfc | Ci => finite(int(0)),
            FresnelS | FresnelC => finite(Expr::frac(1, 2)),
            Ln | Log10 | Log2 | Sinh | Cosh | Asinh | Acosh | Abs | Ei | Li | Erfi | Shi | Chi => {
                Lim::PosInf
            }
            _ => return None,
        }),
        Lim::NegInf => Some(match f {
            Atan | Si => finite(neg(half_pi())),
            Erf | Tanh => finite(int(-1)),
            Erfc => finite(int(2)),
            Ei => finite(int(0)),
            FresnelS | FresnelC => finite(Expr::frac(-1, 2)),
            Sinh | Asinh | Erfi | Shi => Lim::NegInf,
            Cosh | Abs => Lim::PosInf,
            _ => return None,
        }),
    }
}

/// ∞ − ∞, 0·∞ and the like.
fn indeterminate(e: &Expr, budget: &mut Budget, depth: usize) -> Option<Lim> {
    if let Some((n, d)) = rational_form(e, T) {
        return Some(rational(&n, &d));
    }
    if let Expr::Add(xs) = e {
        if let Some(l) = logarithms(xs, budget, depth) {
            return Some(l);
        }
    }
    vanishes(e, budget).then(|| Lim::Finite(int(0)))
}

/// n(t)/d(t) by the leading terms (d is monic).
fn rational(n: &[RBig], d: &[RBig]) -> Lim {
    use std::cmp::Ordering::*;
    match n.len().cmp(&d.len()) {
        Less => Lim::Finite(int(0)),
        Equal => Lim::Finite(Expr::Num(n[n.len() - 1].clone() / d[d.len() - 1].clone())),
        Greater => infinity(n[n.len() - 1].sign() == Sign::Positive),
    }
}

/// Σ cᵢ ln(gᵢ) + rest as ln(Π gᵢ^cᵢ) + rest (the gᵢ are positive for large
/// t, where the logarithms are defined): ln(x) − ln(x + 1) → ln 1 = 0.
fn logarithms(xs: &[Expr], budget: &mut Budget, depth: usize) -> Option<Lim> {
    let mut factors = Vec::new();
    let mut rest = Vec::new();
    for x in xs {
        let (c, r) = split_coeff(x);
        match r {
            Expr::Func(Func::Ln, g) if g.has_var(T) => factors.push(pow(*g, Expr::Num(c))),
            _ => rest.push(x.clone()),
        }
    }
    if factors.len() < 2 {
        return None;
    }
    let inside = simplify(&mul(factors));
    let log = match at_infinity(&inside, budget, depth + 1)? {
        // ln(1/2) as −ln(2).
        Lim::Finite(Expr::Num(q)) if q > RBig::ZERO && q < RBig::ONE => {
            Lim::Finite(neg(simplify(&ln(Expr::Num(RBig::ONE / q)))))
        }
        Lim::Finite(l) if value(&l, budget)? > 0.0 => Lim::Finite(simplify(&ln(l))),
        Lim::Finite(_) => Lim::NegInf,
        Lim::PosInf => Lim::PosInf,
        Lim::NegInf => return None,
    };
    let others = if rest.is_empty() {
        Lim::Finite(int(0))
    } else {
        at_infinity(&simplify(&add(rest)), budget, depth + 1)?
    };
    match (log, others) {
        (Lim::Finite(a), Lim::Finite(b)) => Some(Lim::Finite(simplify(&add(vec![a, b])))),
        (Lim::Finite(_), l) | (l, Lim::Finite(_)) => Some(l),
        (a, b) if a == b => Some(a),
        _ => None,
    }
}

/// Whether `e` is made of functions that do not oscillate for large
/// arguments, so that a few samples can tell a trend.
fn monotone(e: &Expr) -> bool {
    use Func::*;
    match e {
        Expr::Num(_) | Expr::Const(_) | Expr::Var(_) => true,
        Expr::Add(xs) | Expr::Mul(xs) => xs.iter().all(monotone),
        Expr::Pow(b, k) => monotone(b) && monotone(k),
        Expr::Func(f, a) => {
            !matches!(
                f,
                Sin | Cos
                    | Tan
                    | Sec
                    | Csc
                    | Cot
                    | Floor
                    | Ceil
                    | Round
                    | Si
                    | Ci
                    | FresnelS
                    | FresnelC
            ) && monotone(a)
        }
        Expr::Fact(_) => false,
    }
}

/// Whether |e| shrinks at t = 10², 10⁴, 10⁸, … 10⁶⁴ (until a value cannot
/// be computed) to below 10⁻³⁰, never growing on the way, over at least
/// three values.
fn vanishes(e: &Expr, budget: &mut Budget) -> bool {
    if !monotone(e) {
        return false;
    }
    let mut last = f64::INFINITY;
    let mut seen = 0;
    for k in [2i64, 4, 8, 16, 32, 64] {
        let t = simplify(&pow(Expr::int(10), Expr::int(k)));
        let Ok(v) = evaluate(&e.substitute(T, &t), &EvalOptions::digits(20), budget) else {
            break;
        };
        let v = v.to_f64().abs();
        if !v.is_finite() || v > last {
            return false;
        }
        last = v;
        seen += 1;
    }
    seen >= 3 && last < 1e-30
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::expr::to_text;
    use crate::parser::{parse_expr, Options};

    fn lim(text: &str, to: Approach) -> Option<String> {
        let e = simplify(&parse_expr(text, &Options::symbolic("x")).unwrap());
        limit(&e, "x", &to, &mut Budget::default()).map(|l| match l {
            Lim::Finite(v) => to_text(&v),
            Lim::PosInf => "oo".into(),
            Lim::NegInf => "-oo".into(),
        })
    }

    fn at(c: i64) -> Expr {
        Expr::int(c)
    }

    #[test]
    fn limits_match_sympy() {
        use Approach::*;
        // sympy 1.14: limit(f, x, oo) / limit(f, x, -oo) / limit(f, x, c, '+'/'-').
        let cases = [
            ("atan(x)", PosInf, Some("pi/2")),
            ("atan(x)", NegInf, Some("-pi/2")),
            ("-e^(-x)", PosInf, Some("0")),
            ("-x*e^(-x) - e^(-x)", PosInf, Some("0")),
            ("sqrt(pi)*erf(x)/2", PosInf, Some("sqrt(pi)/2")),
            ("Si(x)", NegInf, Some("-pi/2")),
            ("ln(x) - ln(x + 1)", PosInf, Some("0")),
            ("ln(x) - ln(2*x + 1)", PosInf, Some("-ln(2)")),
            ("(x^2 + 1)/(2*x^2 - x)", PosInf, Some("1/2")),
            ("-ln(x)/x - 1/x", PosInf, Some("0")),
            ("-1/x", PosInf, Some("0")),
            ("ln(x)", PosInf, Some("oo")),
            ("ln(x)", Above(at(0)), Some("-oo")),
            ("1/x", Below(at(0)), Some("-oo")),
            ("1/x^2", Below(at(0)), Some("oo")),
            ("x*ln(x) - x", Above(at(0)), Some("0")),
            ("2*sqrt(x)", Above(at(0)), Some("0")),
            ("e^x", NegInf, Some("0")),
            ("x^3 - x", NegInf, Some("-oo")),
            ("atan(1/x)", Above(at(0)), Some("pi/2")),
            ("erfc(x)", NegInf, Some("2")),
            ("tanh(x)", PosInf, Some("1")),
            ("2^(-x)", PosInf, Some("0")),
            // No limit (oscillates), or beyond these rules: None.
            ("sin(x)", PosInf, None),
            ("x*sin(1/x)", PosInf, None),
        ];
        for (e, to, want) in cases {
            let got = lim(e, to.clone());
            assert_eq!(got.as_deref(), want, "{e} as {to:?}");
        }
    }

    #[test]
    fn deep_or_odd_input_ends() {
        let deep = "atan(".repeat(90) + "x" + &")".repeat(90);
        assert!(lim(&deep, Approach::PosInf).is_some());
        assert_eq!(lim("x^x - e^x", Approach::PosInf), None);
        // Samples at powers of 10 would see floor(x) − x and x·sin(πx) as 0
        // there: functions that oscillate are never sampled.
        assert_eq!(lim("floor(x) - x", Approach::PosInf), None);
        assert_eq!(lim("x*sin(pi*x)", Approach::PosInf), None);
        // sympy 1.14: limit(floor(1/x), x, oo) = 0 (floor of the limit).
        assert_eq!(lim("floor(1/x) + 1/x", Approach::PosInf), None);
    }
}
