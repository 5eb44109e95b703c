//! Polynomials with exact rational coefficients: arithmetic, rational
//! roots, square-free parts, and solving — exact by formula to degree 4
//! where the roots have a closed form of modest size (rational roots,
//! quadratic surds, Cardano and the trigonometric form for cubics,
//! biquadratic and Ferrari-with-rational-resolvent quartics), numeric
//! (Aberth–Ehrlich, polished by Newton) otherwise.

use super::error::{EngineError, Result};
use super::expr::{to_text, Constant, Expr, Func};
use super::limits::Budget;
use super::simplify::{self as s, add, div, int, mul, neg, num, pow, sqrt};
use dashu::base::{Sign, UnsignedAbs};
use dashu::integer::{IBig, UBig};
use dashu::rational::RBig;

/// Coefficients from the constant term up; no trailing zeros.
pub type Poly = Vec<RBig>;

pub fn trim(mut p: Poly) -> Poly {
    while p.last().is_some_and(|c| c.is_zero()) {
        p.pop();
    }
    p
}

pub fn degree(p: &Poly) -> usize {
    p.len().saturating_sub(1)
}

/// The polynomial of `e` in `var`, if it has rational coefficients.
pub fn from_expr(e: &Expr, var: &str) -> Result<Option<Poly>> {
    let Some(coeffs) = s::poly_coeffs(e, var)? else {
        return Ok(None);
    };
    let mut p = Vec::with_capacity(coeffs.len());
    for c in coeffs {
        match c {
            Expr::Num(n) => p.push(n),
            _ => return Ok(None),
        }
    }
    Ok(Some(trim(p)))
}

pub fn to_expr(p: &Poly, var: &str) -> Expr {
    let x = Expr::var(var);
    add(p
        .iter()
        .enumerate()
        .filter(|(_, c)| !c.is_zero())
        .map(|(k, c)| mul(vec![num(c.clone()), pow(x.clone(), int(k as i64))]))
        .collect())
}

pub fn eval(p: &Poly, x: &RBig) -> RBig {
    let mut acc = RBig::ZERO;
    for c in p.iter().rev() {
        acc = acc * x + c;
    }
    acc
}

pub fn eval_f64(p: &Poly, x: f64) -> f64 {
    p.iter()
        .rev()
        .fold(0.0, |acc, c| acc * x + c.to_f64().value())
}

pub fn deriv(p: &Poly) -> Poly {
    trim(
        p.iter()
            .enumerate()
            .skip(1)
            .map(|(k, c)| c * RBig::from(k))
            .collect(),
    )
}

pub fn mul_poly(a: &Poly, b: &Poly) -> Poly {
    if a.is_empty() || b.is_empty() {
        return Vec::new();
    }
    let mut out = vec![RBig::ZERO; a.len() + b.len() - 1];
    for (i, x) in a.iter().enumerate() {
        for (j, y) in b.iter().enumerate() {
            if let Some(slot) = out.get_mut(i + j) {
                *slot += x * y;
            }
        }
    }
    trim(out)
}

/// (quotient, remainder); `b` must not be zero.
pub fn div_rem(a: &Poly, b: &Poly) -> (Poly, Poly) {
    let b = trim(b.clone());
    let Some(lead) = b.last().cloned() else {
        return (Vec::new(), a.clone());
    };
    let mut r = trim(a.clone());
    if r.len() < b.len() {
        return (Vec::new(), r);
    }
    let mut q = vec![RBig::ZERO; r.len() - b.len() + 1];
    while r.len() >= b.len() && !r.is_empty() {
        let shift = r.len() - b.len();
        let c = r.last().cloned().unwrap_or(RBig::ZERO) / &lead;
        for (k, bc) in b.iter().enumerate() {
            if let Some(slot) = r.get_mut(k + shift) {
                *slot -= &c * bc;
            }
        }
        if let Some(slot) = q.get_mut(shift) {
            *slot = c;
        }
        r.pop();
        r = trim(r);
    }
    (trim(q), r)
}

pub fn monic(p: &Poly) -> Poly {
    match p.last() {
        Some(l) if !l.is_zero() => p.iter().map(|c| c / l).collect(),
        _ => p.clone(),
    }
}

pub fn gcd(a: &Poly, b: &Poly) -> Poly {
    let mut x = trim(a.clone());
    let mut y = trim(b.clone());
    while !y.is_empty() {
        let (_, r) = div_rem(&x, &y);
        x = y;
        y = r;
    }
    monic(&x)
}

/// Distinct roots with their multiplicities, exact where rational.
#[derive(Debug, Clone)]
pub struct Root {
    /// Exact form, when found.
    pub exact: Option<Expr>,
    /// Exact imaginary part (for complex roots written re ± im·i).
    pub exact_im: Option<Expr>,
    pub re: f64,
    pub im: f64,
    pub multiplicity: usize,
}

impl Root {
    pub fn text(&self) -> String {
        match (&self.exact, &self.exact_im) {
            (Some(re), None) => to_text(re),
            (Some(re), Some(im)) => complex_text(re, im),
            _ => complex_text_f64(self.re, self.im),
        }
    }
}

fn complex_text(re: &Expr, im: &Expr) -> String {
    let (sign, abs) = match super::expr::negated_term(im) {
        Some(pos) => ("-", pos),
        None => ("+", im.clone()),
    };
    let im_text = if abs.is_one() {
        "i".to_string()
    } else {
        format!("{}*i", wrap(&abs))
    };
    if re.is_zero() {
        return if sign == "-" {
            format!("-{im_text}")
        } else {
            im_text
        };
    }
    format!("{} {sign} {im_text}", to_text(re))
}

fn wrap(e: &Expr) -> String {
    let t = to_text(e);
    if t.contains([' ', '/']) {
        format!("({t})")
    } else {
        t
    }
}

/// A double as text, to 15 significant digits.
pub fn f64_text(x: f64) -> String {
    match RBig::try_from(x) {
        Ok(r) => super::number::round_rational(&r, 15).to_text(15),
        Err(_) => "NaN".into(),
    }
}

fn complex_text_f64(re: f64, im: f64) -> String {
    if im == 0.0 {
        return f64_text(re);
    }
    let sign = if im < 0.0 { "-" } else { "+" };
    if re == 0.0 {
        return format!(
            "{}{}*i",
            if im < 0.0 { "-" } else { "" },
            f64_text(im.abs())
        );
    }
    format!("{} {} {}*i", f64_text(re), sign, f64_text(im.abs()))
}

/// The lcm of p's denominators, and p's coefficients times it: integers.
pub fn integer_coefficients(p: &Poly) -> (UBig, Vec<IBig>) {
    let lcm = p.iter().fold(UBig::ONE, |acc, c| {
        let d = c.denominator();
        let g = dashu::base::Gcd::gcd(&acc, d);
        &acc / g * d
    });
    let ints: Vec<IBig> = p
        .iter()
        .map(|c| {
            (c * RBig::from(IBig::from(lcm.clone())))
                .numerator()
                .clone()
        })
        .collect();
    (lcm, ints)
}

/// Rational roots of p (each once).
pub fn rational_roots(p: &Poly, budget: &mut Budget) -> Result<Vec<RBig>> {
    let p = trim(p.clone());
    let mut roots = Vec::new();
    if degree(&p) == 0 {
        return Ok(roots);
    }
    if p.first().is_some_and(|c| c.is_zero()) {
        roots.push(RBig::ZERO);
    }
    // Integer coefficients.
    let (_, ints) = integer_coefficients(&p);
    let lead = ints.last().cloned().unwrap_or(IBig::ONE).unsigned_abs();
    // Candidates from the numeric roots: p/q with q | lead.
    let numeric = numeric_roots(&p, budget)?;
    let divisors = small_divisors(&lead);
    for r in numeric {
        if r.1.abs() > 1e-6 * r.0.abs().max(1.0) {
            continue;
        }
        for q in &divisors {
            budget.charge(20)?;
            let qf = *q as f64;
            let pn = (r.0 * qf).round();
            if !pn.is_finite() || pn.abs() > 1e15 {
                continue;
            }
            let cand = RBig::from_parts(IBig::from(pn as i64), UBig::from(*q));
            if !roots.contains(&cand) && eval(&p, &cand).is_zero() {
                roots.push(cand);
                break;
            }
        }
    }
    Ok(roots)
}

fn small_divisors(n: &UBig) -> Vec<u64> {
    let Ok(v) = u64::try_from(n) else {
        return vec![1];
    };
    if v == 0 {
        return vec![1];
    }
    let mut out = Vec::new();
    let mut d = 1u64;
    while d.saturating_mul(d) <= v && d < 2_000_000 {
        if v % d == 0 {
            out.push(d);
            if d != v / d {
                out.push(v / d);
            }
        }
        d += 1;
    }
    crate::sort::sort(&mut out);
    out.truncate(5000);
    out
}

#[derive(Debug, Clone, Copy, PartialEq)]
struct C {
    re: f64,
    im: f64,
}

impl C {
    fn new(re: f64, im: f64) -> C {
        C { re, im }
    }
    fn add(self, o: C) -> C {
        C::new(self.re + o.re, self.im + o.im)
    }
    fn sub(self, o: C) -> C {
        C::new(self.re - o.re, self.im - o.im)
    }
    fn mul(self, o: C) -> C {
        C::new(
            self.re * o.re - self.im * o.im,
            self.re * o.im + self.im * o.re,
        )
    }
    fn div(self, o: C) -> C {
        let d = o.re * o.re + o.im * o.im;
        C::new(
            (self.re * o.re + self.im * o.im) / d,
            (self.im * o.re - self.re * o.im) / d,
        )
    }
    fn abs(self) -> f64 {
        self.re.hypot(self.im)
    }
}

fn horner(c: &[f64], z: C) -> (C, C) {
    // p(z) and p'(z), coefficients from the top.
    let mut p = C::new(0.0, 0.0);
    let mut d = C::new(0.0, 0.0);
    for &a in c {
        d = d.mul(z).add(p);
        p = p.mul(z).add(C::new(a, 0.0));
    }
    (p, d)
}

/// All complex roots of p numerically (with multiplicity), as (re, im).
pub fn numeric_roots(p: &Poly, budget: &mut Budget) -> Result<Vec<(f64, f64)>> {
    let p = trim(p.clone());
    let n = degree(&p);
    if n == 0 {
        return Ok(Vec::new());
    }
    if n > 200 {
        return Err(EngineError::too_complex());
    }
    let lead = p.last().map(|c| c.to_f64().value()).unwrap_or(1.0);
    let coeffs: Vec<f64> = p.iter().rev().map(|c| c.to_f64().value() / lead).collect();
    if coeffs.iter().any(|c| !c.is_finite()) {
        return Err(EngineError::too_large());
    }
    // Initial points on a circle of the Cauchy bound radius.
    let radius = 1.0 + coeffs.iter().skip(1).fold(0.0f64, |m, c| m.max(c.abs()));
    let radius = radius.min(1e150);
    let mut z: Vec<C> = (0..n)
        .map(|k| {
            let angle = std::f64::consts::TAU * (k as f64 + 0.25) / n as f64 + 0.4;
            C::new(radius * 0.5 * angle.cos(), radius * 0.5 * angle.sin())
        })
        .collect();
    for _ in 0..500 {
        budget.charge((n * n) as u64 + 10)?;
        let mut moved = 0.0f64;
        for i in 0..n {
            let zi = z[i];
            let (pv, dv) = horner(&coeffs, zi);
            if pv.abs() == 0.0 {
                continue;
            }
            let ratio = pv.div(dv);
            let mut sum = C::new(0.0, 0.0);
            for (j, zj) in z.iter().enumerate() {
                if j != i {
                    let diff = zi.sub(*zj);
                    if diff.abs() > 0.0 {
                        sum = sum.add(C::new(1.0, 0.0).div(diff));
                    }
                }
            }
            let denom = C::new(1.0, 0.0).sub(ratio.mul(sum));
            let w = if denom.abs() == 0.0 {
                ratio
            } else {
                ratio.div(denom)
            };
            if w.re.is_finite() && w.im.is_finite() {
                z[i] = zi.sub(w);
                moved = moved.max(w.abs() / zi.abs().max(1e-300));
            }
        }
        if moved < 1e-15 {
            break;
        }
    }
    // Newton polish and clean tiny imaginary parts of real roots.
    let mut out = Vec::with_capacity(n);
    for zi in z {
        let mut w = zi;
        for _ in 0..3 {
            let (pv, dv) = horner(&coeffs, w);
            if dv.abs() == 0.0 {
                break;
            }
            let step = pv.div(dv);
            if !step.re.is_finite() || !step.im.is_finite() {
                break;
            }
            w = w.sub(step);
        }
        if w.im.abs() <= 1e-12 * w.re.abs().max(1e-300) {
            w.im = 0.0;
        }
        out.push((w.re, w.im));
    }
    Ok(out)
}

/// Square-free decomposition: (factor, multiplicity) with the factors
/// pairwise coprime and square-free (Yun's algorithm).
pub fn square_free(p: &Poly) -> Vec<(Poly, usize)> {
    let p = monic(&trim(p.clone()));
    let mut out = Vec::new();
    if degree(&p) == 0 {
        return out;
    }
    let dp = deriv(&p);
    let mut a = gcd(&p, &dp);
    let mut b = div_rem(&p, &a).0;
    let mut c = div_rem(&dp, &a).0;
    let mut d = sub_poly(&c, &deriv(&b));
    let mut k = 1;
    while degree(&b) > 0 && k < 1000 {
        a = gcd(&b, &d);
        if degree(&a) > 0 {
            out.push((monic(&a), k));
        }
        b = div_rem(&b, &a).0;
        c = div_rem(&d, &a).0;
        d = sub_poly(&c, &deriv(&b));
        k += 1;
    }
    out
}

fn sub_poly(a: &Poly, b: &Poly) -> Poly {
    let n = a.len().max(b.len());
    trim(
        (0..n)
            .map(|i| {
                a.get(i).cloned().unwrap_or(RBig::ZERO) - b.get(i).cloned().unwrap_or(RBig::ZERO)
            })
            .collect(),
    )
}

fn rat(n: i64, d: u64) -> RBig {
    RBig::from_parts(IBig::from(n), UBig::from(d))
}

/// The value of a constant expression, correctly rounded to a double.
pub fn val_f64(e: &Expr) -> f64 {
    let mut budget = Budget::new(super::limits::DEFAULT_BUDGET / 8);
    super::eval::evaluate_f64(e, &super::eval::EvalOptions::default(), &mut budget)
        .unwrap_or_else(|_| super::quadrature::eval_f64(e, "", 0.0))
}

/// re ± im·i, exactly and as doubles (`value`: re, im).
fn conjugate_roots(re: Expr, im: Expr, value: (f64, f64), multiplicity: usize) -> [Root; 2] {
    let (re_f, im_f) = value;
    [
        Root {
            exact: Some(re.clone()),
            exact_im: Some(im.clone()),
            re: re_f,
            im: im_f,
            multiplicity,
        },
        Root {
            exact: Some(re),
            exact_im: Some(neg(im)),
            re: re_f,
            im: -im_f,
            multiplicity,
        },
    ]
}

fn real_root(e: Expr, multiplicity: usize) -> Root {
    let re = val_f64(&e);
    Root {
        exact: Some(e),
        exact_im: None,
        re,
        im: 0.0,
        multiplicity,
    }
}

/// Roots of a square-free polynomial with no rational roots, exactly for
/// degree ≤ 4 where a closed form is produced, else numerically.
fn solve_irreducible(p: &Poly, multiplicity: usize, budget: &mut Budget) -> Result<Vec<Root>> {
    let n = degree(p);
    let c = |k: usize| p.get(k).cloned().unwrap_or(RBig::ZERO);
    match n {
        0 => Ok(Vec::new()),
        1 => Ok(vec![real_root(num(-c(0) / c(1)), multiplicity)]),
        2 => Ok(quadratic_roots(&c(2), &c(1), &c(0), multiplicity)),
        3 => Ok(cubic_roots(p, multiplicity)),
        4 => {
            if let Some(r) = quartic_roots(p, multiplicity, budget)? {
                return Ok(r);
            }
            numeric_only(p, multiplicity, budget)
        }
        _ => numeric_only(p, multiplicity, budget),
    }
}

fn numeric_only(p: &Poly, multiplicity: usize, budget: &mut Budget) -> Result<Vec<Root>> {
    Ok(numeric_roots(p, budget)?
        .into_iter()
        .map(|(re, im)| Root {
            exact: None,
            exact_im: None,
            re,
            im,
            multiplicity,
        })
        .collect())
}

/// a x² + b x + c = 0 exactly: real surds or re ± im·i.
pub fn quadratic_roots(a: &RBig, b: &RBig, c: &RBig, multiplicity: usize) -> Vec<Root> {
    let disc = b * b - RBig::from(4) * a * c;
    let two_a = RBig::from(2) * a;
    let center = num(-b.clone() / &two_a);
    if disc.sign() == Sign::Negative {
        let im = div(sqrt(num(-disc)), num(two_a.clone()));
        let im = if two_a.sign() == Sign::Negative {
            neg(im)
        } else {
            im
        };
        let (re_f, im_f) = (val_f64(&center), val_f64(&im));
        return Vec::from(conjugate_roots(center, im, (re_f, im_f), multiplicity));
    }
    let root = div(sqrt(num(disc)), num(two_a.abs_val()));
    vec![
        real_root(add(vec![center.clone(), root.clone()]), multiplicity),
        real_root(add(vec![center, neg(root)]), multiplicity),
    ]
}

trait AbsVal {
    fn abs_val(&self) -> RBig;
}

impl AbsVal for RBig {
    fn abs_val(&self) -> RBig {
        if self.sign() == Sign::Negative {
            -self.clone()
        } else {
            self.clone()
        }
    }
}

/// Cardano (one real root) or the trigonometric form (three real roots).
fn cubic_roots(p: &Poly, multiplicity: usize) -> Vec<Root> {
    let c = |k: usize| p.get(k).cloned().unwrap_or(RBig::ZERO);
    let (a, b, cc, d) = (c(3), c(2), c(1), c(0));
    // x = t − b/(3a): t³ + P t + Q = 0.
    let shift = -b.clone() / (RBig::from(3) * &a);
    let pp = (RBig::from(3) * &a * &cc - &b * &b) / (RBig::from(3) * &a * &a);
    let qq = (RBig::from(2) * &b * &b * &b - RBig::from(9) * &a * &b * &cc
        + RBig::from(27) * &a * &a * &d)
        / (RBig::from(27) * &a * &a * &a);
    let half_q = -qq.clone() / RBig::from(2);
    let delta = &qq * &qq / RBig::from(4) + &pp * &pp * &pp / RBig::from(27);
    let shift_e = num(shift);
    if delta.sign() != Sign::Negative {
        let sd = sqrt(num(delta));
        let u = s::pow(add(vec![num(half_q.clone()), sd.clone()]), num(rat(1, 3)));
        let v = s::pow(add(vec![num(half_q), neg(sd)]), num(rat(1, 3)));
        let t = add(vec![u.clone(), v.clone()]);
        let real = add(vec![t.clone(), shift_e.clone()]);
        let re_c = add(vec![mul(vec![num(rat(-1, 2)), t]), shift_e]);
        let im_c = mul(vec![div(sqrt(int(3)), int(2)), add(vec![u, neg(v)])]);
        let (re_f, im_f) = (val_f64(&re_c), val_f64(&im_c).abs());
        let im_c = if val_f64(&im_c) < 0.0 {
            neg(im_c)
        } else {
            im_c
        };
        let [above, below] = conjugate_roots(re_c, im_c, (re_f, im_f), multiplicity);
        return vec![real_root(real, multiplicity), above, below];
    }
    // Three real roots: t_k = 2√(−P/3)·cos(acos((3Q/(2P))·√(−3/P))/3 − 2πk/3).
    let m = mul(vec![int(2), sqrt(num(-pp.clone() / RBig::from(3)))]);
    let arg = mul(vec![
        num(RBig::from(3) * &qq / (RBig::from(2) * &pp)),
        sqrt(num(RBig::from(-3) / &pp)),
    ]);
    let theta = div(Expr::Func(Func::Acos, Box::new(arg)), int(3));
    (0..3)
        .map(|k| {
            let angle = add(vec![
                theta.clone(),
                mul(vec![num(rat(-2 * k, 3)), Expr::Const(Constant::Pi)]),
            ]);
            real_root(
                add(vec![
                    mul(vec![m.clone(), s::func(Func::Cos, angle)]),
                    shift_e.clone(),
                ]),
                multiplicity,
            )
        })
        .collect()
}

/// Biquadratic quartics, and quartics whose resolvent cubic has a rational
/// root (they split into two quadratics over a quadratic extension).
fn quartic_roots(p: &Poly, multiplicity: usize, budget: &mut Budget) -> Result<Option<Vec<Root>>> {
    let c = |k: usize| p.get(k).cloned().unwrap_or(RBig::ZERO);
    let a = c(4);
    let (b, cc, d, e) = (c(3) / &a, c(2) / &a, c(1) / &a, c(0) / &a);
    // x = y − b/4: y⁴ + P y² + Q y + R.
    let shift = -b.clone() / RBig::from(4);
    let b2 = &b * &b;
    let pp = &cc - RBig::from(3) * &b2 / RBig::from(8);
    let qq = &d - &b * &cc / RBig::from(2) + &b2 * &b / RBig::from(8);
    let rr = &e - &b * &d / RBig::from(4) + &b2 * &cc / RBig::from(16)
        - RBig::from(3) * &b2 * &b2 / RBig::from(256);
    let shift_e = num(shift);
    let mut out = Vec::new();
    if qq.is_zero() {
        // y² = z with z² + P z + R = 0.
        for z in quadratic_roots(&RBig::ONE, &pp, &rr, 1) {
            let (Some(z), None) = (z.exact, z.exact_im) else {
                return Ok(None);
            };
            if val_f64(&z) >= 0.0 {
                let y = sqrt(z);
                out.push(real_root(
                    add(vec![y.clone(), shift_e.clone()]),
                    multiplicity,
                ));
                out.push(real_root(add(vec![neg(y), shift_e.clone()]), multiplicity));
            } else {
                let im = sqrt(neg(z));
                let value = (val_f64(&shift_e), val_f64(&im));
                out.extend(conjugate_roots(shift_e.clone(), im, value, multiplicity));
            }
        }
        return Ok(Some(out));
    }
    // Resolvent: 8m³ + 8P m² + (2P² − 8R) m − Q² = 0, with m > 0 rational.
    let resolvent = vec![
        -(&qq * &qq),
        RBig::from(2) * &pp * &pp - RBig::from(8) * &rr,
        RBig::from(8) * &pp,
        RBig::from(8),
    ];
    let Some(m) = rational_roots(&resolvent, budget)?
        .into_iter()
        .find(|m| m.sign() == Sign::Positive)
    else {
        return Ok(None);
    };
    // y² + P/2 + m = ±√(2m)·(y − Q/(4m)): two quadratics in y.
    let s2m = sqrt(num(RBig::from(2) * &m));
    for sign in [1i64, -1] {
        let sgn = int(sign);
        // y² ∓ √(2m) y + (P/2 + m ± √(2m) Q/(4m)) = 0
        let bq = neg(mul(vec![sgn.clone(), s2m.clone()]));
        let cq = add(vec![
            num(&pp / RBig::from(2) + &m),
            mul(vec![sgn, s2m.clone(), num(&qq / (RBig::from(4) * &m))]),
        ]);
        let disc = s::add(vec![s::pow(bq.clone(), int(2)), mul(vec![int(-4), cq])]);
        let disc_f = val_f64(&disc);
        let center = add(vec![mul(vec![num(rat(-1, 2)), bq]), shift_e.clone()]);
        if disc_f >= 0.0 {
            let r = mul(vec![num(rat(1, 2)), sqrt(disc)]);
            out.push(real_root(
                add(vec![center.clone(), r.clone()]),
                multiplicity,
            ));
            out.push(real_root(add(vec![center, neg(r)]), multiplicity));
        } else {
            let im = mul(vec![num(rat(1, 2)), sqrt(neg(disc))]);
            let value = (val_f64(&center), val_f64(&im));
            out.extend(conjugate_roots(center, im, value, multiplicity));
        }
    }
    Ok(Some(out))
}

/// All roots of p: rational ones exact, the rest by formula or numerically.
/// Real roots first (descending), then complex ones.
pub fn solve(p: &Poly, budget: &mut Budget) -> Result<Vec<Root>> {
    let p = trim(p.clone());
    if degree(&p) > 100 {
        return Err(EngineError::too_complex());
    }
    let mut out: Vec<Root> = Vec::new();
    for (factor, k) in square_free(&p) {
        let mut f = factor;
        for r in rational_roots(&f, budget)? {
            out.push(real_root(num(r.clone()), k));
            f = div_rem(&f, &vec![-r, RBig::ONE]).0;
        }
        out.extend(solve_irreducible(&f, k, budget)?);
    }
    crate::sort::sort_by(&mut out, |a, b| {
        let (ar, br) = (a.im == 0.0, b.im == 0.0);
        br.cmp(&ar)
            .then(b.re.total_cmp(&a.re))
            .then(b.im.total_cmp(&a.im))
    });
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parser::{parse_expr, Options};

    fn roots(text: &str) -> Vec<String> {
        let e = parse_expr(text, &Options::symbolic("x")).unwrap();
        let p = from_expr(&e, "x").unwrap().unwrap();
        solve(&p, &mut Budget::default())
            .unwrap()
            .iter()
            .map(Root::text)
            .collect()
    }

    #[test]
    fn exact_roots() {
        assert_eq!(roots("x^2 - 5x + 6"), vec!["3", "2"]);
        assert_eq!(roots("x^2 - 2"), vec!["sqrt(2)", "-sqrt(2)"]);
        assert_eq!(roots("x^2 + 1"), vec!["i", "-i"]);
        assert_eq!(roots("2x^3 - 3x^2 - 11x + 6"), vec!["3", "1/2", "-2"]);
        assert_eq!(roots("(x-1)^3"), vec!["1"]);
        assert_eq!(
            roots("x^4 - 5x^2 + 6"),
            vec!["sqrt(3)", "sqrt(2)", "-sqrt(2)", "-sqrt(3)"]
        );
    }

    #[test]
    fn numeric_roots_match_values() {
        // x^5 - x - 1: one real root, 1.1673039782614186843 (mpmath.polyroots).
        let e = parse_expr("x^5 - x - 1", &Options::symbolic("x")).unwrap();
        let p = from_expr(&e, "x").unwrap().unwrap();
        let r = solve(&p, &mut Budget::default()).unwrap();
        assert_eq!(r.len(), 5);
        assert!((r[0].re - 1.167_303_978_261_418_7).abs() < 1e-14);
        assert_eq!(r[0].im, 0.0);
    }
}
