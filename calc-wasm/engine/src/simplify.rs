//! Canonical forms. The constructors here (`add`, `mul`, `pow`, `func`)
//! build simplified expressions: flattened sums and products, numbers
//! folded exactly, like terms collected (3x + 2x = 5x), like bases merged
//! (x·x² = x³), terms and factors in a fixed order, and the exact values of
//! elementary functions at special points (sin(π/6) = 1/2, ln(e) = 1).
//!
//! The rules assume the principal real branch where a calculus course does
//! (x·x⁻¹ = 1, √x·√x = x); they never turn a defined value into a wrong one
//! at points where both sides are defined.

use super::error::{Code, EngineError, Result};
use super::eval::{exact_log_within, exact_root, pi_multiple, rat_bits};
use super::expr::{cmp_expr, cmp_list, negated_term, to_text, Constant, Expr, Func};
use super::limits::MAX_NODES;
use super::poly::Poly;
use dashu::base::{BitTest, Sign, UnsignedAbs};
use dashu::integer::{IBig, UBig};
use dashu::rational::RBig;
use std::cmp::Ordering;
use std::collections::HashMap;

/// Exact powers of numbers are folded up to this many bits.
const MAX_FOLD_BITS: usize = 4096;

pub fn num(r: RBig) -> Expr {
    Expr::Num(r)
}

pub fn int(n: i64) -> Expr {
    Expr::int(n)
}

fn half() -> RBig {
    RBig::from_parts(IBig::ONE, UBig::from(2u8))
}

pub fn neg(e: Expr) -> Expr {
    mul(vec![int(-1), e])
}

pub fn sub(a: Expr, b: Expr) -> Expr {
    add(vec![a, neg(b)])
}

pub fn div(a: Expr, b: Expr) -> Expr {
    mul(vec![a, pow(b, int(-1))])
}

pub fn recip(a: Expr) -> Expr {
    pow(a, int(-1))
}

pub fn sqrt(a: Expr) -> Expr {
    pow(a, num(half()))
}

pub fn ln(a: Expr) -> Expr {
    func(Func::Ln, a)
}

pub fn exp(a: Expr) -> Expr {
    pow(Expr::Const(Constant::E), a)
}

/// Coefficient and the rest of a term: 3·x·y → (3, x·y).
pub fn split_coeff(t: &Expr) -> (RBig, Expr) {
    match t {
        Expr::Num(n) => (n.clone(), int(1)),
        Expr::Mul(xs) => match xs.first() {
            Some(Expr::Num(c)) => {
                let rest: Vec<Expr> = xs.iter().skip(1).cloned().collect();
                let rest = if rest.len() == 1 {
                    rest.into_iter().next().unwrap_or_else(|| int(1))
                } else {
                    Expr::Mul(rest)
                };
                (c.clone(), rest)
            }
            _ => (RBig::ONE, t.clone()),
        },
        _ => (RBig::ONE, t.clone()),
    }
}

fn with_coeff(c: RBig, rest: Expr) -> Expr {
    if c.is_one() {
        return rest;
    }
    if rest.is_one() {
        return Expr::Num(c);
    }
    match rest {
        Expr::Mul(mut xs) => {
            xs.insert(0, Expr::Num(c));
            Expr::Mul(xs)
        }
        Expr::Add(ts) => add(ts
            .into_iter()
            .map(|t| mul(vec![Expr::Num(c.clone()), t]))
            .collect()),
        other => Expr::Mul(vec![Expr::Num(c), other]),
    }
}

/// Polynomial degree of a term, for ordering sums (x³ + x² + x + 1).
fn term_degree(t: &Expr) -> i64 {
    match t {
        Expr::Var(_) => 1,
        Expr::Pow(b, e) => match (&**b, e.as_num()) {
            (Expr::Var(_), Some(n)) if n.is_int() => i64::try_from(n.numerator()).unwrap_or(0),
            _ => 0,
        },
        Expr::Mul(xs) => xs.iter().map(term_degree).sum(),
        _ => 0,
    }
}

/// The factors of a term without its numeric coefficient.
fn rest_slice(t: &Expr) -> &[Expr] {
    match t {
        Expr::Mul(xs) => match xs.first() {
            Some(Expr::Num(_)) => xs.get(1..).unwrap_or(&[]),
            _ => xs,
        },
        Expr::Num(_) => &[],
        other => std::slice::from_ref(other),
    }
}

fn rest_key(rest: &[Expr]) -> u8 {
    match rest {
        [only] => mul_key(only),
        _ => 3,
    }
}

/// Sorts terms by `add_order`, computing each term's key once.
fn sort_terms(terms: &mut Vec<Expr>) {
    if terms.len() < 2 {
        return;
    }
    let mut keyed: Vec<((bool, i64, usize, u8), Expr)> = std::mem::take(terms)
        .into_iter()
        .map(|t| {
            let rest = rest_slice(&t);
            let size: usize = rest.iter().map(Expr::size).sum();
            (
                (
                    matches!(t, Expr::Num(_)),
                    -term_degree(&t),
                    usize::MAX - size,
                    rest_key(rest),
                ),
                t,
            )
        })
        .collect();
    crate::sort::sort_by(&mut keyed, |(ka, a), (kb, b)| {
        ka.cmp(kb)
            .then_with(|| cmp_list(rest_slice(a), rest_slice(b)))
            .then_with(|| cmp_expr(a, b))
    });
    terms.extend(keyed.into_iter().map(|(_, t)| t));
}

fn mul_key(e: &Expr) -> u8 {
    match e {
        Expr::Num(_) => 0,
        Expr::Const(_) => 1,
        Expr::Var(_) => 2,
        Expr::Pow(b, _) => match &**b {
            Expr::Var(_) => 2,
            Expr::Num(_) | Expr::Const(Constant::Pi) => 1,
            Expr::Const(Constant::E) => 4,
            Expr::Add(_) => 6,
            _ => 5,
        },
        Expr::Mul(_) => 3,
        Expr::Func(..) => 5,
        Expr::Fact(_) => 5,
        Expr::Add(_) => 6,
    }
}

fn base_of(e: &Expr) -> &Expr {
    match e {
        Expr::Pow(b, _) => b,
        other => other,
    }
}

fn mul_order(a: &Expr, b: &Expr) -> Ordering {
    mul_key(a)
        .cmp(&mul_key(b))
        .then_with(|| cmp_expr(base_of(a), base_of(b)))
        .then_with(|| cmp_expr(a, b))
}

pub fn add(terms: Vec<Expr>) -> Expr {
    if terms.iter().all(|t| matches!(t, Expr::Num(_))) {
        let mut sum = RBig::ZERO;
        for t in terms {
            if let Expr::Num(n) = t {
                sum += n;
            }
        }
        return Expr::Num(sum);
    }
    let flat = spliced(terms, true);
    let mut constant = RBig::ZERO;
    let mut groups: Vec<(Expr, RBig)> = Vec::new();
    // Linear search for short sums, a hash index for long ones.
    let mut index: Option<HashMap<Expr, usize>> = (flat.len() > 16).then(HashMap::new);
    for t in flat {
        if let Expr::Num(n) = &t {
            constant += n;
            continue;
        }
        let (c, rest) = split_coeff(&t);
        let found = match &index {
            Some(map) => map.get(&rest).copied(),
            None => groups.iter().position(|(r, _)| *r == rest),
        };
        match found.and_then(|i| groups.get_mut(i)) {
            Some((_, acc)) => *acc += c,
            None => {
                if let Some(map) = index.as_mut() {
                    map.insert(rest.clone(), groups.len());
                }
                groups.push((rest, c));
            }
        }
    }
    let mut out: Vec<Expr> = Vec::with_capacity(groups.len() + 1);
    for (rest, c) in groups {
        if c.is_zero() {
            // 1/0 − 1/0 is not 0.
            if has_undefined(&rest) {
                out.push(rest);
            }
            continue;
        }
        match with_coeff(c, rest) {
            Expr::Add(xs) => {
                // A distributed coefficient: fold back in.
                return add(out
                    .into_iter()
                    .chain(xs)
                    .chain(std::iter::once(Expr::Num(constant)))
                    .collect());
            }
            Expr::Num(n) => constant += n,
            other => out.push(other),
        }
    }
    if !constant.is_zero() {
        out.push(Expr::Num(constant));
    }
    sort_terms(&mut out);
    match out.len() {
        0 => int(0),
        1 => out.pop().unwrap_or_else(|| int(0)),
        _ => Expr::Add(out),
    }
}

/// The items with nested sums' terms (`sums`) or nested products'
/// factors (otherwise) spliced in: add and mul see one flat list.
fn spliced(items: Vec<Expr>, sums: bool) -> Vec<Expr> {
    let mut flat = Vec::with_capacity(items.len());
    for x in items {
        match x {
            Expr::Add(xs) if sums => flat.extend(xs),
            Expr::Mul(xs) if !sums => flat.extend(xs),
            other => flat.push(other),
        }
    }
    flat
}

/// 0·a: 0, unless a factor is undefined (0·(1/0) is not 0): then those.
fn zero_product(factors: Vec<Expr>) -> Expr {
    let mut undefined: Vec<Expr> = factors.into_iter().filter(has_undefined).collect();
    match undefined.len() {
        0 => int(0),
        1 => undefined.pop().unwrap_or_else(|| int(0)),
        _ => Expr::Mul(undefined),
    }
}

pub fn mul(factors: Vec<Expr>) -> Expr {
    let flat = spliced(factors, false);
    if flat.iter().any(Expr::is_zero) {
        return zero_product(flat);
    }
    let mut c = RBig::ONE;
    let mut bases: Vec<(Expr, Expr)> = Vec::new();
    for f in flat {
        match f {
            Expr::Num(n) => {
                c *= n;
            }
            Expr::Pow(b, e) => push_base(&mut bases, *b, *e),
            other => push_base(&mut bases, other, int(1)),
        }
    }
    let mut out: Vec<Expr> = Vec::with_capacity(bases.len());
    for (b, e) in bases {
        match pow(b, e) {
            Expr::Num(n) => c *= n,
            Expr::Mul(xs) => {
                for x in xs {
                    match x {
                        Expr::Num(n) => c *= n,
                        other => out.push(other),
                    }
                }
            }
            other => out.push(other),
        }
    }
    if c.is_zero() {
        return zero_product(out);
    }
    crate::sort::sort_by(&mut out, mul_order);
    if out.is_empty() {
        return Expr::Num(c);
    }
    if out.len() == 1 {
        let only = out.pop().unwrap_or_else(|| int(1));
        return with_coeff(c, only);
    }
    if !c.is_one() {
        out.insert(0, Expr::Num(c));
    }
    Expr::Mul(out)
}

fn push_base(bases: &mut Vec<(Expr, Expr)>, b: Expr, e: Expr) {
    // Numbers with integer powers fold into the coefficient in `pow`.
    match bases.iter_mut().find(|(x, _)| *x == b) {
        Some((_, acc)) => *acc = add(vec![acc.clone(), e]),
        None => bases.push((b, e)),
    }
}

fn rational_pow(b: &RBig, n: &IBig) -> Option<RBig> {
    let k = isize::try_from(n).ok()?;
    if (rat_bits(b) as f64) * (k.unsigned_abs() as f64) > MAX_FOLD_BITS as f64 {
        return None;
    }
    if b.is_zero() && k < 0 {
        return None;
    }
    Some(b.pow(k))
}

/// n = s^k · t, pulling out the k-th powers of primes up to 20,000 (all of
/// them for n below 4·10⁸ when k = 2), for n below 2¹²⁸.
fn extract_power(n: &UBig, k: usize) -> (UBig, UBig) {
    let Ok(mut v) = u128::try_from(n) else {
        return (UBig::ONE, n.clone());
    };
    let Ok(k32) = u32::try_from(k) else {
        return (UBig::ONE, n.clone());
    };
    if k < 2 {
        return (UBig::ONE, n.clone());
    }
    let mut s: u128 = 1;
    let mut p: u128 = 2;
    while p <= 20_000 {
        let Some(pk) = p.checked_pow(k32) else { break };
        if pk > v {
            break;
        }
        while v % pk == 0 {
            v /= pk;
            s *= p;
        }
        p += if p == 2 { 1 } else { 2 };
    }
    (UBig::from(s), UBig::from(v))
}

pub fn pow(b: Expr, e: Expr) -> Expr {
    if e.is_zero() {
        // (1/0)^0 is not 1.
        return if has_undefined(&b) { b } else { int(1) };
    }
    if e.is_one() {
        return b;
    }
    if b.is_one() && !has_undefined(&e) {
        return int(1);
    }
    match (&b, &e) {
        (Expr::Num(x), Expr::Num(k)) => {
            if x.is_zero() {
                return if k.sign() == Sign::Positive {
                    int(0)
                } else {
                    Expr::Pow(Box::new(b), Box::new(e))
                };
            }
            if k.is_int() {
                if let Some(v) = rational_pow(x, k.numerator()) {
                    return Expr::Num(v);
                }
                return Expr::Pow(Box::new(b), Box::new(e));
            }
            return pow_num_rational(x, k);
        }
        (Expr::Pow(c, f), Expr::Num(k)) if k.is_int() => {
            return pow((**c).clone(), mul(vec![(**f).clone(), e.clone()]));
        }
        (Expr::Pow(c, f), Expr::Num(k)) => {
            // (x^(1/2))^(2/3) = x^(1/3): safe when the inner exponent is a
            // positive rational with odd numerator... keep it to the common
            // cases: inner 1/n.
            if let Some(fk) = f.as_num() {
                if fk.numerator().is_one() && k.sign() == Sign::Positive {
                    return pow((**c).clone(), num(fk * k));
                }
            }
        }
        (Expr::Mul(xs), Expr::Num(k)) => {
            if k.is_int() {
                return mul(xs.iter().map(|x| pow(x.clone(), e.clone())).collect());
            }
            // Pull out a positive number: √(4x) = 2√x.
            if let Some(Expr::Num(c)) = xs.first() {
                if c.sign() == Sign::Positive {
                    let rest = mul(xs.iter().skip(1).cloned().collect());
                    return mul(vec![
                        pow(Expr::Num(c.clone()), e.clone()),
                        pow(rest, e.clone()),
                    ]);
                }
            }
        }
        (Expr::Const(Constant::E), Expr::Func(Func::Ln, u)) => return (**u).clone(),
        (Expr::Const(Constant::E), Expr::Mul(xs)) if xs.len() == 2 => {
            // e^(k·ln u) = u^k
            if let (Some(Expr::Num(k)), Some(Expr::Func(Func::Ln, u))) = (xs.first(), xs.get(1)) {
                return pow((**u).clone(), Expr::Num(k.clone()));
            }
        }
        _ => {}
    }
    Expr::Pow(Box::new(b), Box::new(e))
}

/// x^(p/q) for a rational x: exact roots, perfect powers pulled out
/// (√8 = 2√2), denominators rationalised (√(1/2) = √2/2), integer parts of
/// the exponent split off (2^(3/2) = 2√2).
fn pow_num_rational(x: &RBig, k: &RBig) -> Expr {
    let keep = || {
        Expr::Pow(
            Box::new(Expr::Num(x.clone())),
            Box::new(Expr::Num(k.clone())),
        )
    };
    let p = k.numerator().clone();
    let Ok(q) = usize::try_from(k.denominator()) else {
        return keep();
    };
    if q > 64 || rat_bits(x) > MAX_FOLD_BITS {
        return keep();
    }
    if let Some(r) = exact_root(x, q) {
        return pow(Expr::Num(r), Expr::Num(RBig::from(p)));
    }
    if x.sign() == Sign::Negative {
        return keep();
    }
    // Integer part of the exponent.
    let whole = k.floor();
    if !whole.is_zero() {
        let frac = k - RBig::from(whole.clone());
        if let Some(w) = rational_pow(x, &whole) {
            return mul(vec![Expr::Num(w), pow_num_rational(x, &frac)]);
        }
        return keep();
    }
    // 0 < k < 1 from here.
    if !x.is_int() && p.is_one() {
        // (n/d)^(1/q) = (n·d^(q−1))^(1/q) / d
        let n = x.numerator().clone();
        let d = x.denominator().clone();
        let dq1 = d.pow(q - 1);
        let inner = RBig::from(n * IBig::from(dq1));
        let root = pow_num_rational(&inner, k);
        return mul(vec![root, Expr::Num(RBig::from_parts(IBig::ONE, d))]);
    }
    if x.is_int() && p.is_one() {
        let n = x.numerator().unsigned_abs();
        let (s, t) = extract_power(&n, q);
        if !s.is_one() {
            let rest = if t.is_one() {
                int(1)
            } else {
                Expr::Pow(
                    Box::new(Expr::Num(RBig::from(IBig::from(t)))),
                    Box::new(Expr::Num(k.clone())),
                )
            };
            return mul(vec![Expr::Num(RBig::from(IBig::from(s))), rest]);
        }
    }
    keep()
}

/// √3/2-style exact values of sin and cos at multiples of π/12 that have
/// them (π/6, π/4, π/3 ...): sin(qπ) for q with 12q an integer.
fn sin_pi_exact(q: &RBig) -> Option<Expr> {
    let twelve = q * RBig::from(12);
    if !twelve.is_int() {
        return None;
    }
    let k = i64::try_from(twelve.numerator()).ok()?.rem_euclid(24);
    // sin(kπ/12) for k = 0..23, only where simple.
    let (negative, k) = if k >= 12 { (true, k - 12) } else { (false, k) };
    let v = match k {
        0 | 12 => int(0),
        1 | 5 | 7 | 11 => return None,
        2 | 10 => Expr::frac(1, 2),
        3 | 9 => mul(vec![Expr::frac(1, 2), sqrt(int(2))]),
        4 | 8 => mul(vec![Expr::frac(1, 2), sqrt(int(3))]),
        6 => int(1),
        _ => return None,
    };
    Some(if negative { neg(v) } else { v })
}

pub fn func(f: Func, a: Expr) -> Expr {
    use Func::*;
    // Odd and even symmetry.
    if f.is_odd() || f.is_even() {
        if let Some(pos) = negated_term(&a) {
            let inner = func(f, pos);
            return if f.is_odd() { neg(inner) } else { inner };
        }
    }
    if let Some(v) = super::special_values::special_at(f, &a) {
        return v;
    }
    match (f, &a) {
        (Ln, Expr::Num(n)) if n.is_one() => return int(0),
        (Ln, Expr::Const(Constant::E)) => return int(1),
        (Ln, Expr::Pow(b, e)) if matches!(**b, Expr::Const(Constant::E)) => return (**e).clone(),
        (Log10 | Log2, Expr::Num(n)) => {
            let base = if f == Log10 { 10u8 } else { 2 };
            if let Some(k) = exact_log_num(n, base) {
                return int(k);
            }
        }
        (Abs, Expr::Num(n)) => {
            return Expr::Num(if n.sign() == Sign::Negative {
                -n.clone()
            } else {
                n.clone()
            })
        }
        (Abs, Expr::Func(Abs, _)) => return a,
        (Abs, _) if known_sign(&a) == Some(Sign::Positive) => return a,
        (Abs, Expr::Pow(b, _)) if matches!(**b, Expr::Const(Constant::E)) => return a,
        (Abs, Expr::Mul(xs)) => {
            if let Some(Expr::Num(c)) = xs.first() {
                let c = if c.sign() == Sign::Negative {
                    -c.clone()
                } else {
                    c.clone()
                };
                let rest = mul(xs.iter().skip(1).cloned().collect());
                return mul(vec![Expr::Num(c), func(Abs, rest)]);
            }
        }
        (Floor, Expr::Num(n)) => return Expr::Num(RBig::from(n.floor())),
        (Ceil, Expr::Num(n)) => return Expr::Num(RBig::from(n.ceil())),
        (Round, Expr::Num(n)) => return Expr::Num(RBig::from(n.round())),
        (Sin | Tan | Sinh | Tanh | Asin | Atan | Asinh | Atanh, Expr::Num(n)) if n.is_zero() => {
            return int(0)
        }
        (Cos | Cosh, Expr::Num(n)) if n.is_zero() => return int(1),
        (Acos, Expr::Num(n)) if n.is_one() => return int(0),
        (Asin, Expr::Num(n)) if n.is_one() => {
            return mul(vec![Expr::frac(1, 2), Expr::Const(Constant::Pi)])
        }
        (Acos, Expr::Num(n)) if n.is_zero() => {
            return mul(vec![Expr::frac(1, 2), Expr::Const(Constant::Pi)])
        }
        (Atan, Expr::Num(n)) if n.is_one() => {
            return mul(vec![Expr::frac(1, 4), Expr::Const(Constant::Pi)])
        }
        (Sin | Cos | Tan, _) => {
            if let Some(q) = pi_multiple(&a) {
                let s = sin_pi_exact(&q);
                let c = sin_pi_exact(&(q.clone() + half()));
                match f {
                    Sin => {
                        if let Some(s) = s {
                            return s;
                        }
                    }
                    Cos => {
                        if let Some(c) = c {
                            return c;
                        }
                    }
                    _ => {
                        if let (Some(s), Some(c)) = (s, c) {
                            if !c.is_zero() {
                                return div(s, c);
                            }
                        }
                    }
                }
            }
        }
        _ => {}
    }
    Expr::Func(f, Box::new(a))
}

/// The sign of a constant expression when it is evident (numbers, π, e,
/// roots, exponentials and products and sums of positives).
pub fn known_sign(e: &Expr) -> Option<Sign> {
    match e {
        Expr::Num(n) => (!n.is_zero()).then(|| n.sign()),
        Expr::Const(_) => Some(Sign::Positive),
        Expr::Pow(b, k) => match known_sign(b)? {
            Sign::Positive => Some(Sign::Positive),
            Sign::Negative => {
                let k = k.as_num()?;
                if !k.is_int() {
                    return None;
                }
                Some(if is_odd_int(k) {
                    Sign::Negative
                } else {
                    Sign::Positive
                })
            }
        },
        Expr::Mul(xs) => {
            let mut s = Sign::Positive;
            for x in xs {
                if known_sign(x)? == Sign::Negative {
                    s = -s;
                }
            }
            Some(s)
        }
        Expr::Add(xs) => {
            let first = known_sign(xs.first()?)?;
            xs.iter()
                .all(|x| known_sign(x) == Some(first))
                .then_some(first)
        }
        Expr::Func(Func::Cosh, a) if !a.has_any_var() => Some(Sign::Positive),
        _ => None,
    }
}

fn exact_log_num(n: &RBig, base: u8) -> Option<i64> {
    if n.sign() != Sign::Positive {
        return None;
    }
    exact_log_within(n, base, MAX_FOLD_BITS)
}

pub fn fact(a: Expr) -> Expr {
    if let Expr::Num(n) = &a {
        if n.is_int() && n.sign() != Sign::Negative {
            if let Ok(k) = u64::try_from(n.numerator()) {
                if k <= 300 {
                    let mut p = UBig::ONE;
                    for i in 2..=k {
                        p *= UBig::from(i);
                    }
                    return Expr::Num(RBig::from(IBig::from(p)));
                }
            }
        }
        if let Some(v) = super::special_values::half_integer_factorial(n) {
            return v;
        }
    }
    Expr::Fact(Box::new(a))
}

/// The canonical form of any expression.
pub fn simplify(e: &Expr) -> Expr {
    match e {
        Expr::Num(_) | Expr::Const(_) | Expr::Var(_) => e.clone(),
        Expr::Add(xs) => add(xs.iter().map(simplify).collect()),
        Expr::Mul(xs) => mul(xs.iter().map(simplify).collect()),
        Expr::Pow(b, x) => pow(simplify(b), simplify(x)),
        Expr::Func(f, a) => func(*f, simplify(a)),
        Expr::Fact(a) => fact(simplify(a)),
    }
}

/// Whether `e` holds a constant that is undefined in the reals, as the
/// constructors here leave it (they keep 1/0, ln(0), tan(π/2) as they are):
/// a zero factor or a cancelling term must not swallow it.
pub fn has_undefined(e: &Expr) -> bool {
    let pi_q = |a: &Expr| match a {
        Expr::Num(n) if n.is_zero() => Some(RBig::ZERO),
        other => pi_multiple(other),
    };
    match e {
        Expr::Num(_) | Expr::Const(_) | Expr::Var(_) => false,
        Expr::Pow(b, k) => {
            let zero_base = b.is_zero() && k.as_num().is_some_and(|k| k.sign() == Sign::Negative);
            zero_base || has_undefined(b) || has_undefined(k)
        }
        Expr::Func(f, a) => {
            let bad = match (f, &**a) {
                (Func::Ln | Func::Log10 | Func::Log2, Expr::Num(n)) => {
                    n.sign() == Sign::Negative || n.is_zero()
                }
                // tan and sec at odd multiples of π/2, cot and csc at multiples of π.
                (Func::Tan | Func::Sec, a) => pi_q(a).is_some_and(|q| (q - half()).is_int()),
                (Func::Cot | Func::Csc, a) => pi_q(a).is_some_and(|q| q.is_int()),
                _ => false,
            };
            bad || has_undefined(a)
        }
        Expr::Add(xs) | Expr::Mul(xs) => xs.iter().any(has_undefined),
        Expr::Fact(a) => has_undefined(a),
    }
}

/// Fails, naming the part, when a part of `e` without variables has no
/// value (1/0, 0/0, ln(0), tan(π/2), sqrt(-1), asin(2)): "1/0 is undefined:
/// division by zero". The rule for the whole engine: an undefined
/// subexpression is an error, never folded into a number (0·(1/0) is not 0).
pub fn check_defined(e: &Expr) -> Result<()> {
    if !e.has_any_var() {
        return check_constant(e);
    }
    match e {
        Expr::Add(xs) => xs.iter().try_for_each(check_defined),
        Expr::Mul(xs) => {
            // The constant factors together: x·0/0 names 0/0.
            let (constants, rest): (Vec<&Expr>, Vec<&Expr>) =
                xs.iter().partition(|x| !x.has_any_var());
            match constants.as_slice() {
                [] => {}
                [one] => check_constant(one)?,
                _ => check_constant(&Expr::Mul(constants.into_iter().cloned().collect()))?,
            }
            rest.into_iter().try_for_each(check_defined)
        }
        Expr::Pow(b, k) => {
            check_defined(b)?;
            check_defined(k)
        }
        Expr::Func(_, a) | Expr::Fact(a) => check_defined(a),
        Expr::Num(_) | Expr::Const(_) | Expr::Var(_) => Ok(()),
    }
}

/// 1/b: a quotient names itself better than its divisor does (0/0, not 1/0).
fn is_reciprocal(e: &Expr) -> bool {
    matches!(e, Expr::Pow(_, k) if k.is_num_eq(-1))
}

/// The smallest undefined part of a constant expression, as an error.
fn check_constant(e: &Expr) -> Result<()> {
    if matches!(e, Expr::Num(_) | Expr::Const(_)) {
        return Ok(());
    }
    let mut budget = super::limits::Budget::new(super::limits::DEFAULT_BUDGET / 8);
    let opts = super::eval::EvalOptions::digits(15);
    let err = match super::eval::evaluate(e, &opts, &mut budget) {
        Err(err) if matches!(err.code, Code::DivisionByZero | Code::Domain) => err,
        // Defined (or too large or costly to tell here: evaluation will say).
        _ => return Ok(()),
    };
    // A part that is undefined by itself names the problem better.
    match e {
        Expr::Add(xs) => xs.iter().try_for_each(check_constant)?,
        Expr::Mul(xs) => xs
            .iter()
            .filter(|x| !is_reciprocal(x))
            .try_for_each(check_constant)?,
        Expr::Pow(b, k) => {
            check_constant(b)?;
            check_constant(k)?;
        }
        Expr::Func(_, a) | Expr::Fact(a) => check_constant(a)?,
        Expr::Num(_) | Expr::Const(_) | Expr::Var(_) => {}
    }
    Err(EngineError::new(
        err.code,
        format!("{} is undefined: {}", to_text(e), err.detail),
    ))
}

/// `simplify`, for an expression a person typed: its undefined parts
/// (before and after simplifying) are an error (`check_defined`).
pub fn simplify_defined(e: &Expr) -> Result<Expr> {
    check_defined(e)?;
    let s = simplify(e);
    check_defined(&s)?;
    Ok(s)
}

/// The largest number in an expression, in bits.
pub fn max_num_bits(e: &Expr) -> usize {
    match e {
        Expr::Num(n) => rat_bits(n),
        Expr::Const(_) | Expr::Var(_) => 0,
        Expr::Add(xs) | Expr::Mul(xs) => xs.iter().map(max_num_bits).max().unwrap_or(0),
        Expr::Pow(b, x) => max_num_bits(b).max(max_num_bits(x)),
        Expr::Func(_, a) | Expr::Fact(a) => max_num_bits(a),
    }
}

/// Fails when an expression grew too large to handle.
pub fn check_size(e: &Expr) -> Result<()> {
    if e.size() > MAX_NODES {
        return Err(EngineError::too_complex());
    }
    Ok(())
}

// ------------------------------------------------------------ expansion

/// Most term products one expansion may form.
const MAX_EXPAND_WORK: usize = 6_000;

/// Multiplies out products of sums and whole powers of sums.
pub fn expand(e: &Expr) -> Result<Expr> {
    expand_counted(e).0
}

/// As `expand`, with the number of term products it formed (its work,
/// also when it gave up), for callers that charge a budget.
pub fn expand_counted(e: &Expr) -> (Result<Expr>, usize) {
    let mut work = 0usize;
    let r = expand_with(e, &mut work);
    (r, work)
}

fn expand_with(e: &Expr, work: &mut usize) -> Result<Expr> {
    let out = match e {
        Expr::Num(_) | Expr::Const(_) | Expr::Var(_) => e.clone(),
        Expr::Add(xs) => {
            let mut terms = Vec::with_capacity(xs.len());
            for x in xs {
                terms.push(expand_with(x, work)?);
            }
            add(terms)
        }
        Expr::Mul(xs) => {
            let mut acc = int(1);
            for x in xs {
                let x = expand_with(x, work)?;
                acc = distribute(&acc, &x, work)?;
            }
            acc
        }
        Expr::Pow(b, x) => {
            let b = expand_with(b, work)?;
            let x = expand_with(x, work)?;
            match (&b, x.as_num()) {
                (Expr::Add(_), Some(k)) if k.is_int() && k.sign() == Sign::Positive => {
                    let n = u32::try_from(k.numerator()).map_err(|_| EngineError::too_complex())?;
                    if n > 64 {
                        return Err(EngineError::too_complex());
                    }
                    let t = term_count(&b);
                    let mut acc = int(1);
                    for k in 1..=n {
                        acc = distribute(&acc, &b, work)?;
                        // The powers of a sum do not lose terms (short of
                        // contrived coefficients): each multiplication left
                        // costs at least as much as the last. Give up now
                        // on an expansion that would run out of work later.
                        let left = (n - k) as usize;
                        let least = left.saturating_mul(term_count(&acc)).saturating_mul(t);
                        if work.saturating_add(least) > MAX_EXPAND_WORK {
                            return Err(EngineError::too_complex());
                        }
                    }
                    acc
                }
                _ => pow(b, x),
            }
        }
        Expr::Func(f, a) => func(*f, expand_with(a, work)?),
        Expr::Fact(a) => fact(expand_with(a, work)?),
    };
    check_size(&out)?;
    Ok(out)
}

fn term_count(e: &Expr) -> usize {
    match e {
        Expr::Add(xs) => xs.len(),
        _ => 1,
    }
}

fn terms_of(e: &Expr) -> Vec<Expr> {
    match e {
        Expr::Add(xs) => xs.clone(),
        other => vec![other.clone()],
    }
}

fn distribute(a: &Expr, b: &Expr, work: &mut usize) -> Result<Expr> {
    let ta = terms_of(a);
    let tb = terms_of(b);
    if max_num_bits(a) + max_num_bits(b) > 40_000 {
        return Err(EngineError::too_complex());
    }
    *work = work.saturating_add(ta.len().saturating_mul(tb.len()));
    if *work > MAX_EXPAND_WORK || ta.len().saturating_mul(tb.len()) > 2000 {
        return Err(EngineError::too_complex());
    }
    let mut out = Vec::with_capacity(ta.len() * tb.len());
    for x in &ta {
        for y in &tb {
            out.push(mul(vec![x.clone(), y.clone()]));
        }
    }
    let r = add(out);
    check_size(&r)?;
    Ok(r)
}

/// Coefficients c₀, c₁, … of `e` as a polynomial in `var` (after
/// expansion), if it is one; coefficients may hold other symbols.
pub fn poly_coeffs(e: &Expr, var: &str) -> Result<Option<Vec<Expr>>> {
    let expanded = expand(e)?;
    let mut coeffs: Vec<Vec<Expr>> = Vec::new();
    for t in terms_of(&expanded) {
        let Some((k, c)) = monomial(&t, var) else {
            return Ok(None);
        };
        if k > 1000 {
            return Ok(None);
        }
        if coeffs.len() <= k {
            coeffs.resize(k + 1, Vec::new());
        }
        if let Some(slot) = coeffs.get_mut(k) {
            slot.push(c);
        }
    }
    Ok(Some(coeffs.into_iter().map(add).collect()))
}

/// A term as c·var^k with c free of var.
fn monomial(t: &Expr, var: &str) -> Option<(usize, Expr)> {
    if !t.has_var(var) {
        return Some((0, t.clone()));
    }
    let power = |f: &Expr| -> Option<usize> {
        match f {
            Expr::Var(v) if v == var => Some(1),
            Expr::Pow(b, e) => match (&**b, e.as_num()) {
                (Expr::Var(v), Some(k)) if v == var && k.is_int() && k.sign() == Sign::Positive => {
                    usize::try_from(k.numerator()).ok()
                }
                _ => None,
            },
            _ => None,
        }
    };
    match t {
        Expr::Mul(xs) => {
            let mut k = 0usize;
            let mut rest = Vec::new();
            for x in xs {
                if x.has_var(var) {
                    k = k.checked_add(power(x)?)?;
                } else {
                    rest.push(x.clone());
                }
            }
            Some((k, mul(rest)))
        }
        other => Some((power(other)?, int(1))),
    }
}

/// `e` as a quotient of polynomials in `var` with rational coefficients,
/// in lowest terms (common factors cancelled, the denominator monic):
/// (x² − 1)/(x − 1) − (x + 1) is 0/1. None when `e` is not a rational
/// function of `var` alone, or grows past degree 200.
pub fn rational_form(e: &Expr, var: &str) -> Option<(Poly, Poly)> {
    use super::poly::{degree, div_rem, gcd, mul_poly, trim};
    let one = || vec![RBig::ONE];
    let reduce = |n: Poly, d: Poly| -> Option<(Poly, Poly)> {
        let (n, d) = (trim(n), trim(d));
        if d.is_empty() {
            return None;
        }
        if n.is_empty() {
            return Some((Vec::new(), one()));
        }
        let g = gcd(&n, &d);
        let (n, d) = (div_rem(&n, &g).0, div_rem(&d, &g).0);
        let lead = d.last().cloned().unwrap_or(RBig::ONE);
        let n: Poly = n.iter().map(|c| c / &lead).collect();
        let d: Poly = d.iter().map(|c| c / &lead).collect();
        (degree(&n) <= 200 && degree(&d) <= 200).then_some((n, d))
    };
    match e {
        Expr::Num(c) => Some((trim(vec![c.clone()]), one())),
        Expr::Var(v) if v == var => Some((vec![RBig::ZERO, RBig::ONE], one())),
        Expr::Add(xs) => {
            let mut acc: (Poly, Poly) = (Vec::new(), one());
            for x in xs {
                let (n, d) = rational_form(x, var)?;
                let top = add_poly(&mul_poly(&acc.0, &d), &mul_poly(&n, &acc.1));
                acc = reduce(top, mul_poly(&acc.1, &d))?;
            }
            Some(acc)
        }
        Expr::Mul(xs) => {
            let mut acc: (Poly, Poly) = (one(), one());
            for x in xs {
                let (n, d) = rational_form(x, var)?;
                acc = reduce(mul_poly(&acc.0, &n), mul_poly(&acc.1, &d))?;
            }
            Some(acc)
        }
        Expr::Pow(b, k) => {
            let k = k.as_num()?;
            let k = i32::try_from(k.numerator()).ok().filter(|_| k.is_int())?;
            if k.unsigned_abs() > 100 {
                return None;
            }
            let (n, d) = rational_form(b, var)?;
            let (n, d) = if k < 0 { (d, n) } else { (n, d) };
            let (mut top, mut bottom) = (one(), one());
            for _ in 0..k.unsigned_abs() {
                top = mul_poly(&top, &n);
                bottom = mul_poly(&bottom, &d);
                if degree(&top) > 200 || degree(&bottom) > 200 {
                    return None;
                }
            }
            reduce(top, bottom)
        }
        _ => None,
    }
}

fn add_poly(a: &Poly, b: &Poly) -> Poly {
    let n = a.len().max(b.len());
    super::poly::trim(
        (0..n)
            .map(|i| {
                a.get(i).cloned().unwrap_or(RBig::ZERO) + b.get(i).cloned().unwrap_or(RBig::ZERO)
            })
            .collect(),
    )
}

/// The degree of the denominators of `e` as written, in `var` (each
/// polynomial base of a negative power, times the power).
fn written_denominator_degree(e: &Expr, var: &str) -> usize {
    match e {
        Expr::Pow(b, k) => {
            let own = match k.as_num() {
                Some(k) if k.is_int() && k.sign() == Sign::Negative => {
                    let times = usize::try_from(k.numerator().unsigned_abs()).unwrap_or(usize::MAX);
                    match super::poly::from_expr(b, var) {
                        Ok(Some(p)) => super::poly::degree(&p).saturating_mul(times),
                        _ => 0,
                    }
                }
                _ => 0,
            };
            own.saturating_add(written_denominator_degree(b, var))
        }
        Expr::Add(xs) | Expr::Mul(xs) => xs
            .iter()
            .map(|x| written_denominator_degree(x, var))
            .fold(0, usize::saturating_add),
        Expr::Func(_, a) | Expr::Fact(a) => written_denominator_degree(a, var),
        _ => 0,
    }
}

/// A rational expression in `var` with its common polynomial factors
/// cancelled: (x² − 1)/(x − 1) is x + 1 (where x ≠ 1: the caller states
/// the points it no longer excludes). None when nothing cancels.
pub fn cancel(e: &Expr, var: &str) -> Option<Expr> {
    let (n, d) = rational_form(e, var)?;
    if super::poly::degree(&d) >= written_denominator_degree(e, var) {
        return None;
    }
    let top = super::poly::to_expr(&n, var);
    Some(if d.len() == 1 {
        top
    } else {
        div(top, super::poly::to_expr(&d, var))
    })
}

/// Whether the number is odd (an integer with its last bit set).
pub fn is_odd_int(n: &RBig) -> bool {
    n.is_int() && n.numerator().unsigned_abs().bit(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::expr::to_text;
    use crate::parser::{parse_expr, Options};

    fn s(text: &str) -> String {
        to_text(&simplify(
            &parse_expr(text, &Options::symbolic("x")).unwrap(),
        ))
    }

    #[test]
    fn collects_and_orders() {
        for (input, want) in [
            ("3x + 2x", "5*x"),
            ("x*x^2", "x^3"),
            ("1 + x + x^2", "x^2 + x + 1"),
            ("x - x", "0"),
            ("2*(x+1)", "2*x + 2"),
            ("-(x - 1)", "-x + 1"),
            ("x/x", "1"),
            ("x/2", "x/2"),
            ("x^(1/2)*x^(1/2)", "x"),
            ("sqrt(8)", "2*sqrt(2)"),
            ("sqrt(1/2)", "sqrt(2)/2"),
            ("e^ln(x)", "x"),
            ("ln(e^x)", "x"),
            ("sin(pi/6)", "1/2"),
            ("cos(pi/4)", "sqrt(2)/2"),
            ("sin(-x)", "-sin(x)"),
            ("cos(-x)", "cos(x)"),
            ("2^10", "1024"),
            ("x*e^x*2", "2*x*e^x"),
        ] {
            assert_eq!(s(input), want, "{input}");
        }
    }

    #[test]
    fn undefined_is_not_swallowed() {
        // 0·(1/0), 1/0 − 1/0 and (1/0)^0 are undefined, not 0 or 1.
        for input in [
            "0*(1/(x - x))",
            "1/(x-x) - 1/(x-x)",
            "(1/(x-x))^0",
            "0*ln(x - x)",
        ] {
            let s = simplify(&parse_expr(input, &Options::symbolic("x")).unwrap());
            assert!(has_undefined(&s), "{input}: {}", to_text(&s));
        }
        assert_eq!(s("0*x"), "0");
        assert_eq!(s("0*sin(x)"), "0");
        assert_eq!(s("x^0"), "1");
        let err = |t: &str| {
            simplify_defined(&parse_expr(t, &Options::symbolic("x")).unwrap()).unwrap_err()
        };
        assert_eq!(err("1/0").detail, "1/0 is undefined: division by zero");
        assert_eq!(err("x*0/0").code, crate::Code::DivisionByZero);
        assert_eq!(err("0*(1/(x - x))").code, crate::Code::DivisionByZero);
        assert_eq!(err("tan(pi/2)").code, crate::Code::Domain);
        assert_eq!(err("sqrt(-1)*x").code, crate::Code::Domain);
        assert!(simplify_defined(
            &parse_expr("tan(pi/4)*x + 0/1", &Options::symbolic("x")).unwrap()
        )
        .is_ok());
    }

    #[test]
    fn expands() {
        let e =
            |t: &str| to_text(&expand(&parse_expr(t, &Options::symbolic("x")).unwrap()).unwrap());
        assert_eq!(e("(x+1)^2"), "x^2 + 2*x + 1");
        assert_eq!(e("(x-1)(x+1)"), "x^2 - 1");
        assert!(expand(&parse_expr("(x+y+z+1)^60", &Options::symbolic("x")).unwrap()).is_err());
    }
}
