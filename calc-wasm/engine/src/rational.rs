//! Integration of rational functions with rational coefficients, as a
//! course teaches it and as Bronstein's "Symbolic Integration I" (ch. 2)
//! makes complete: polynomial division, Hermite reduction for the rational
//! part (square-free factorisation and the extended Euclidean algorithm,
//! no factoring needed), then the logarithmic part over a square-free
//! denominator by partial fractions over its factors found over Q (linear
//! → ln|…|, quadratic → ln and atan), and Rothstein–Trager for the other
//! factors when their residues are rational. A factor whose residues are
//! irrational (an irreducible cubic like x³ + x + 1) needs a sum over the
//! roots of its residue polynomial (root_sum.rs): given when the caller
//! asks for it, reported as `Unsolved` otherwise (the rules' nested
//! integrals, whose answers must be expressions).

use super::error::{EngineError, Result};
use super::expr::{Expr, Func};
use super::limits::Budget;
use super::poly::{self, Poly};
use super::root_sum::{self, RootSum};
use super::simplify::{add, div, func, int, ln, mul, num, pow, recip, sqrt, sub};
use dashu::base::{BitTest, Sign, UnsignedAbs};
use dashu::integer::{IBig, UBig};
use dashu::rational::RBig;

/// Largest denominator degree integrated (the work is cubic in it).
pub const MAX_DEGREE: usize = 16;
/// Largest coefficient size, in bits, carried through the algorithms.
const MAX_COEFF_BITS: usize = 2048;

/// ∫ N/D split the way the steps show it.
#[derive(Debug, Clone)]
pub struct Pieces {
    /// The polynomial part of N/D (its integral is by the power rule).
    pub quotient: Poly,
    /// The remainder of the division: N/D = quotient + remainder/D.
    pub remainder: Poly,
    /// What Hermite reduction leaves, A/D* with D* square-free.
    pub left: (Poly, Poly),
    /// Hermite's rational part, numerator and denominator (None when D
    /// is square-free).
    pub rational: Option<(Poly, Poly)>,
    /// The proper fractions left, A/F with F square-free and its factors
    /// over Q (for the step that writes the partial fractions).
    pub fractions: Vec<(Poly, Poly)>,
    /// Their integrals: ln and atan terms.
    pub logs: Vec<Expr>,
    /// Logarithmic parts with algebraic residues (only when asked for):
    /// sums over the roots of a polynomial, and the fractions they
    /// integrate.
    pub root_sums: Vec<(RootSum, (Poly, Poly))>,
}

/// Why a rational function was not integrated in closed form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unsolved {
    /// The antiderivative is Σ over the roots r of `factor` of
    /// A(r)/F′(r)·ln(x − r), with irrational residues.
    RootSum { factor: String, degree: usize },
}

fn rat(n: i64) -> RBig {
    RBig::from(n)
}

fn coeff(p: &Poly, k: usize) -> RBig {
    p.get(k).cloned().unwrap_or(RBig::ZERO)
}

fn sub_poly(a: &Poly, b: &Poly) -> Poly {
    let n = a.len().max(b.len());
    poly::trim((0..n).map(|i| coeff(a, i) - coeff(b, i)).collect())
}

fn add_poly(a: &Poly, b: &Poly) -> Poly {
    let n = a.len().max(b.len());
    poly::trim((0..n).map(|i| coeff(a, i) + coeff(b, i)).collect())
}

fn scale(p: &Poly, c: &RBig) -> Poly {
    poly::trim(p.iter().map(|x| x * c).collect())
}

fn pow_poly(p: &Poly, k: usize) -> Poly {
    let mut r: Poly = vec![RBig::ONE];
    for _ in 0..k {
        r = poly::mul_poly(&r, p);
    }
    r
}

fn bits(p: &Poly) -> usize {
    p.iter()
        .map(|c| c.numerator().bit_len() + c.denominator().bit_len())
        .max()
        .unwrap_or(0)
}

/// Charges for one polynomial operation on operands of degree ≤ n and
/// fails when the coefficients grow past the bound.
fn charge(budget: &mut Budget, n: usize, p: &Poly) -> Result<()> {
    let b = bits(p);
    if b > MAX_COEFF_BITS {
        return Err(EngineError::too_complex());
    }
    let words = (b / 64 + 1) as u64;
    budget.charge(((n + 1) * (n + 1)) as u64 * (40 + words * words))
}

/// (s, t) with s·a + t·b = c and deg s < deg b, for coprime a and b.
fn diophantine(a: &Poly, b: &Poly, c: &Poly, budget: &mut Budget) -> Result<(Poly, Poly)> {
    // Extended Euclid: s0·a + t0·b = g.
    let (mut r0, mut r1) = (a.clone(), b.clone());
    let (mut s0, mut s1): (Poly, Poly) = (vec![RBig::ONE], Vec::new());
    while !r1.is_empty() {
        let (q, r) = poly::div_rem(&r0, &r1);
        let s2 = sub_poly(&s0, &poly::mul_poly(&q, &s1));
        charge(budget, r0.len(), &s2)?;
        r0 = r1;
        r1 = r;
        s0 = s1;
        s1 = s2;
    }
    // r0 is a nonzero constant when a and b are coprime.
    let g = r0.first().cloned().unwrap_or(RBig::ONE);
    let s = scale(&poly::mul_poly(&s0, c), &(RBig::ONE / &g));
    let s = poly::div_rem(&s, b).1;
    let t = poly::div_rem(&sub_poly(c, &poly::mul_poly(&s, a)), b).0;
    Ok((s, t))
}

/// Hermite reduction of A/D (deg A < deg D, D monic): g and the proper
/// A′/D′ with D′ square-free such that A/D = g′ + A′/D′.
fn hermite(a: &Poly, d: &Poly, budget: &mut Budget) -> Result<((Poly, Poly), Poly, Poly)> {
    let n = poly::degree(d);
    let mut a = a.clone();
    let mut dcur = d.clone();
    let (mut gn, mut gd): (Poly, Poly) = (Vec::new(), vec![RBig::ONE]);
    for (v, i) in poly::square_free(d) {
        if i < 2 {
            continue;
        }
        let u = poly::div_rem(&dcur, &pow_poly(&v, i)).0;
        let dv = poly::deriv(&v);
        let uv1 = poly::mul_poly(&u, &dv);
        for j in (1..i).rev() {
            let rhs = scale(&a, &(rat(-1) / rat(j as i64)));
            let (b, c) = diophantine(&uv1, &v, &rhs, budget)?;
            // g += B/V^j
            let vj = pow_poly(&v, j);
            gn = add_poly(&poly::mul_poly(&gn, &vj), &poly::mul_poly(&b, &gd));
            gd = poly::mul_poly(&gd, &vj);
            let common = poly::gcd(&gn, &gd);
            if poly::degree(&common) > 0 {
                gn = poly::div_rem(&gn, &common).0;
                gd = poly::div_rem(&gd, &common).0;
            }
            a = sub_poly(
                &scale(&c, &rat(-(j as i64))),
                &poly::mul_poly(&u, &poly::deriv(&b)),
            );
            charge(budget, n, &a)?;
            charge(budget, n, &gn)?;
        }
        dcur = poly::mul_poly(&u, &v);
    }
    Ok(((gn, gd), a, dcur))
}

/// A fraction and the double it rounds to, with denominators dividing
/// `den`; None past 1e15.
fn rational_near(x: f64, den: u64) -> Option<RBig> {
    let v = (x * den as f64).round();
    if !v.is_finite() || v.abs() > 1e15 {
        return None;
    }
    Some(RBig::from_parts(IBig::from(v as i64), UBig::from(den)))
}

/// Numerator lcm and content: p times this has coprime integer
/// coefficients.
fn primitive_scale(p: &Poly) -> RBig {
    let (lcm, ints) = poly::integer_coefficients(p);
    // gcd(0, 0) panics in dashu: zeros are skipped.
    let g = ints
        .iter()
        .map(|c| c.unsigned_abs())
        .filter(|c| !c.is_zero())
        .fold(UBig::ZERO, |acc, c| {
            if acc.is_zero() {
                c
            } else {
                dashu::base::Gcd::gcd(&acc, &c)
            }
        });
    if g.is_zero() {
        return RBig::ONE;
    }
    let mut s = RBig::from(IBig::from(lcm)) / RBig::from(IBig::from(g));
    if p.last().is_some_and(|c| c.sign() == Sign::Negative) {
        s = -s;
    }
    s
}

/// Small positive divisors of the leading coefficient of p's integer form.
fn lead_divisors(p: &Poly) -> Vec<u64> {
    let s = primitive_scale(p);
    let lead = (coeff(p, poly::degree(p)) * s).numerator().unsigned_abs();
    let Ok(v) = u64::try_from(&lead) else {
        return vec![1];
    };
    (1..=v.min(10_000)).filter(|d| v % d == 0).collect()
}

/// Factors of a square-free F over Q: its linear factors (from rational
/// roots), quadratic factors (from pairs of numeric roots whose sum and
/// product are rational), and what is left (one factor, possibly 1).
pub fn split_factors(f: &Poly, budget: &mut Budget) -> Result<(Vec<Poly>, Poly)> {
    let mut factors = Vec::new();
    let mut rest = poly::monic(f);
    for r in poly::rational_roots(&rest, budget)? {
        let lin = vec![-r, RBig::ONE];
        rest = poly::div_rem(&rest, &lin).0;
        factors.push(lin);
    }
    loop {
        if poly::degree(&rest) <= 2 {
            break;
        }
        let roots = poly::numeric_roots(&rest, budget)?;
        let divisors = lead_divisors(&rest);
        let mut found = None;
        'pairs: for i in 0..roots.len() {
            for j in i + 1..roots.len() {
                budget.charge(50 * divisors.len() as u64)?;
                let (a, b) = (roots[i], roots[j]);
                let (sr, si) = (a.0 + b.0, a.1 + b.1);
                let (pr, pi) = (a.0 * b.0 - a.1 * b.1, a.0 * b.1 + a.1 * b.0);
                if si.abs() > 1e-6 * (1.0 + sr.abs()) || pi.abs() > 1e-6 * (1.0 + pr.abs()) {
                    continue;
                }
                for d in &divisors {
                    let (Some(s), Some(p)) = (rational_near(sr, *d), rational_near(pr, *d)) else {
                        continue;
                    };
                    let q = vec![p, -s, RBig::ONE];
                    let (quot, rem) = poly::div_rem(&rest, &q);
                    if rem.is_empty() {
                        found = Some((q, quot));
                        break 'pairs;
                    }
                }
            }
        }
        match found {
            Some((q, quot)) => {
                factors.push(q);
                rest = quot;
            }
            None => break,
        }
    }
    if poly::degree(&rest) > 0 && poly::degree(&rest) <= 2 {
        factors.push(rest);
        rest = vec![RBig::ONE];
    }
    Ok((factors, rest))
}

/// A p(x) with coprime integer coefficients and a positive leading one,
/// and the factor it was multiplied by.
pub fn integer_form(p: &Poly) -> (Poly, RBig) {
    let s = primitive_scale(p);
    (scale(p, &s), s)
}

/// ∫ a/f, f square-free of degree 1 or 2 (irreducible or not), deg a < deg f.
fn log_low_degree(a: &Poly, f: &Poly, x: &str) -> Expr {
    let (f, s) = integer_form(f);
    let a = scale(a, &s);
    let xv = Expr::var(x);
    if poly::degree(&f) == 1 {
        let c = coeff(&a, 0) / coeff(&f, 1);
        return mul(vec![num(c), ln(func(Func::Abs, poly::to_expr(&f, x)))]);
    }
    let (a2, b1, c0) = (coeff(&f, 2), coeff(&f, 1), coeff(&f, 0));
    let (r1, r0) = (coeff(&a, 1), coeff(&a, 0));
    // r1 x + r0 = k1 (2 a2 x + b1) + k0: the first part is k1 f′/f.
    let k1 = &r1 / (rat(2) * &a2);
    let k0 = &r0 - &k1 * &b1;
    let fe = poly::to_expr(&f, x);
    let mut out = Vec::new();
    if !k1.is_zero() {
        out.push(mul(vec![num(k1), ln(func(Func::Abs, fe))]));
    }
    if !k0.is_zero() {
        let disc = &b1 * &b1 - rat(4) * &a2 * &c0;
        let lin = add(vec![mul(vec![num(rat(2) * &a2), xv]), num(b1.clone())]);
        out.push(if disc.sign() == Sign::Negative {
            // 2/√(−Δ)·atan((2 a2 x + b1)/√(−Δ))
            let sd = sqrt(num(-disc));
            mul(vec![
                num(rat(2) * &k0),
                recip(sd.clone()),
                func(Func::Atan, div(lin, sd)),
            ])
        } else {
            // Real irrational roots: 1/√Δ·ln|(2 a2 x + b1 − √Δ)/(2 a2 x + b1 + √Δ)|.
            let sd = sqrt(num(disc));
            let ratio = div(sub(lin.clone(), sd.clone()), add(vec![lin, sd.clone()]));
            mul(vec![num(k0), recip(sd), ln(func(Func::Abs, ratio))])
        });
    }
    add(out)
}

/// Rothstein–Trager for ∫ a/f (f square-free, deg a < deg f) when every
/// residue a(r)/f′(r) is rational: Σ c·ln|gcd(f, a − c f′)|.
fn rothstein_trager(a: &Poly, f: &Poly, x: &str, budget: &mut Budget) -> Result<Option<Expr>> {
    let df = poly::deriv(f);
    let roots = poly::numeric_roots(f, budget)?;
    let mut residues: Vec<RBig> = Vec::new();
    let mut covered = 0;
    for (re, im) in roots {
        let z = (re, im);
        let (ar, ai) = eval_c(a, z);
        let (dr, di) = eval_c(&df, z);
        let m = dr * dr + di * di;
        if m == 0.0 {
            return Ok(None);
        }
        let (cr, ci) = ((ar * dr + ai * di) / m, (ai * dr - ar * di) / m);
        if ci.abs() > 1e-6 * (1.0 + cr.abs()) {
            return Ok(None);
        }
        let Some(c) = best_rational(cr) else {
            return Ok(None);
        };
        if residues.contains(&c) {
            continue;
        }
        let g = poly::gcd(f, &sub_poly(a, &scale(&df, &c)));
        charge(budget, poly::degree(f), &g)?;
        if poly::degree(&g) == 0 {
            return Ok(None);
        }
        covered += poly::degree(&g);
        residues.push(c);
    }
    if covered != poly::degree(f) {
        return Ok(None);
    }
    let terms = residues
        .into_iter()
        .map(|c| {
            let g = poly::gcd(f, &sub_poly(a, &scale(&df, &c)));
            let (g, _) = integer_form(&g);
            mul(vec![num(c), ln(func(Func::Abs, poly::to_expr(&g, x)))])
        })
        .collect();
    Ok(Some(add(terms)))
}

/// ∫ a/f for f = x⁴ + p x² + q irreducible over Q with q = m², m > 0 and
/// 2m − p > 0: f = (x² + s x + m)(x² − s x + m) with s = √(2m − p)
/// (x⁴ + 1 = (x² + √2 x + 1)(x² − √2 x + 1)), so partial fractions over
/// the real quadratics, with coefficients in Q(s), give ln and atan terms.
fn biquadratic(a: &Poly, f: &Poly, x: &str) -> Option<Expr> {
    let f = poly::monic(f);
    if poly::degree(&f) != 4 || !coeff(&f, 1).is_zero() || !coeff(&f, 3).is_zero() {
        return None;
    }
    let (p, q) = (coeff(&f, 2), coeff(&f, 0));
    let m = rational_sqrt(&q)?;
    let s2 = rat(2) * &m - &p;
    if s2.sign() != Sign::Positive || m.is_zero() {
        return None;
    }
    let s = sqrt(num(s2.clone()));
    let (a3, a2, a1, a0) = (coeff(a, 3), coeff(a, 2), coeff(a, 1), coeff(a, 0));
    let c_sum = &a0 / &m;
    // B₁ + B₂ = a3, s(B₂ − B₁) = a2 − a0/m; C₁ + C₂ = a0/m, s(C₂ − C₁) = a1 − m a3.
    let db = div(num(&a2 - &c_sum), s.clone());
    let dc = div(num(&a1 - &m * &a3), s.clone());
    let half = |e: Expr| div(e, int(2));
    let xv = Expr::var(x);
    let mut out = Vec::new();
    for sign in [1i64, -1] {
        // The factor x² + β x + m with β = sign·s, over which B x + C.
        let beta = mul(vec![int(sign), s.clone()]);
        let b = half(add(vec![
            num(a3.clone()),
            mul(vec![int(-sign), db.clone()]),
        ]));
        let c = half(add(vec![
            num(c_sum.clone()),
            mul(vec![int(-sign), dc.clone()]),
        ]));
        let quad = add(vec![
            pow(xv.clone(), int(2)),
            mul(vec![beta.clone(), xv.clone()]),
            num(m.clone()),
        ]);
        out.push(mul(vec![half(b.clone()), ln(func(Func::Abs, quad))]));
        // (C − Bβ/2)·∫ 1/(x² + βx + m); 4m − β² = 2m + p.
        let k = sub(c, half(mul(vec![b, beta.clone()])));
        let disc = rat(2) * &m + &p;
        let lin = add(vec![mul(vec![int(2), xv.clone()]), beta]);
        if disc.sign() == Sign::Positive {
            let r = sqrt(num(disc));
            out.push(mul(vec![
                int(2),
                k,
                recip(r.clone()),
                func(Func::Atan, div(lin, r)),
            ]));
        } else if disc.sign() == Sign::Negative {
            let r = sqrt(num(-disc));
            let ratio = div(sub(lin.clone(), r.clone()), add(vec![lin, r.clone()]));
            out.push(mul(vec![k, recip(r), ln(func(Func::Abs, ratio))]));
        } else {
            return None;
        }
    }
    Some(add(out))
}

/// √r when it is rational.
pub fn rational_sqrt(r: &RBig) -> Option<RBig> {
    if r.sign() == Sign::Negative {
        return None;
    }
    let n = r.numerator().unsigned_abs();
    let d = r.denominator().clone();
    let (rn, rd) = (
        dashu::base::SquareRoot::sqrt(&n),
        dashu::base::SquareRoot::sqrt(&d),
    );
    if &rn * &rn == n && &rd * &rd == d {
        Some(RBig::from_parts(IBig::from(rn), rd))
    } else {
        None
    }
}

fn eval_c(p: &Poly, z: (f64, f64)) -> (f64, f64) {
    p.iter().rev().fold((0.0, 0.0), |(r, i), c| {
        let c = c.to_f64().value();
        (r * z.0 - i * z.1 + c, r * z.1 + i * z.0)
    })
}

/// The simplest fraction within 1e-9 of x (continued fractions,
/// denominators up to 10⁶).
fn best_rational(x: f64) -> Option<RBig> {
    if !x.is_finite() || x.abs() > 1e12 {
        return None;
    }
    let (mut h0, mut h1, mut k0, mut k1) = (0i128, 1i128, 1i128, 0i128);
    let mut v = x;
    for _ in 0..40 {
        let a = v.floor();
        let ai = a as i128;
        let (h2, k2) = (ai * h1 + h0, ai * k1 + k0);
        if k2 > 1_000_000 {
            break;
        }
        (h0, h1, k0, k1) = (h1, h2, k1, k2);
        if (x - h1 as f64 / k1 as f64).abs() <= 1e-9 * (1.0 + x.abs()) {
            let n = i64::try_from(h1).ok()?;
            let d = u64::try_from(k1).ok()?;
            return Some(RBig::from_parts(IBig::from(n), UBig::from(d)));
        }
        let frac = v - a;
        if frac.abs() < 1e-15 {
            break;
        }
        v = 1.0 / frac;
    }
    None
}

/// Splits a/(f1·…·fk) into Σ a_i/f_i for pairwise coprime f_i.
fn partial_fractions(a: &Poly, fs: &[Poly], budget: &mut Budget) -> Result<Vec<Poly>> {
    let total = fs
        .iter()
        .fold(vec![RBig::ONE], |acc, f| poly::mul_poly(&acc, f));
    let mut out = Vec::with_capacity(fs.len());
    for f in fs {
        let cof = poly::div_rem(&total, f).0;
        // a_i = a · cof⁻¹ mod f: s·cof + t·f = a.
        let (s, _) = diophantine(&cof, f, a, budget)?;
        out.push(s);
    }
    Ok(out)
}

/// ∫ n/d: the pieces, or why there is no closed form here. With
/// `root_sums`, a factor whose residues are irrational gives a sum over
/// the roots of a polynomial (in `Pieces::root_sums`) rather than
/// `Unsolved`.
pub fn integrate(
    n: &Poly,
    d: &Poly,
    x: &str,
    root_sums: bool,
    budget: &mut Budget,
) -> Result<std::result::Result<Pieces, Unsolved>> {
    let deg = poly::degree(d);
    if deg > MAX_DEGREE || poly::degree(n) > 4 * MAX_DEGREE {
        return Err(EngineError::too_complex());
    }
    charge(budget, deg, d)?;
    charge(budget, deg, n)?;
    let (q, remainder) = poly::div_rem(n, d);
    let lead = coeff(d, deg);
    let dm = poly::monic(d);
    let r = scale(&remainder, &(RBig::ONE / &lead));
    let ((gn, gd), a, dsf) = hermite(&r, &dm, budget)?;
    let rational = if gn.is_empty() { None } else { Some((gn, gd)) };
    let mut pieces = Pieces {
        quotient: q,
        remainder,
        left: (a.clone(), dsf.clone()),
        rational,
        fractions: Vec::new(),
        logs: Vec::new(),
        root_sums: Vec::new(),
    };
    if a.is_empty() {
        return Ok(Ok(pieces));
    }
    let (mut factors, rest) = split_factors(&dsf, budget)?;
    if poly::degree(&rest) > 0 {
        factors.push(rest);
    }
    let numerators = partial_fractions(&a, &factors, budget)?;
    for (ai, fi) in numerators.into_iter().zip(factors) {
        if ai.is_empty() {
            continue;
        }
        let term = if poly::degree(&fi) <= 2 {
            log_low_degree(&ai, &fi, x)
        } else {
            let closed = match rothstein_trager(&ai, &fi, x, budget)? {
                Some(t) => Some(t),
                None => biquadratic(&ai, &fi, x),
            };
            match closed {
                Some(t) => t,
                None if root_sums => {
                    let mut logs = Vec::new();
                    for sum in root_sum::log_part(&ai, &fi, budget)? {
                        // A rational residue c: c·ln|v(c, x)| as usual.
                        match sum.rational_residue() {
                            Some(c) => {
                                let (v, _) = integer_form(&sum.argument_at(&c));
                                logs.push(mul(vec![
                                    num(c),
                                    ln(func(Func::Abs, poly::to_expr(&v, x))),
                                ]));
                            }
                            None => pieces.root_sums.push((sum, (ai.clone(), fi.clone()))),
                        }
                    }
                    add(logs)
                }
                None => {
                    let (f, _) = integer_form(&fi);
                    return Ok(Err(Unsolved::RootSum {
                        factor: super::expr::to_text(&poly::to_expr(&f, x)),
                        degree: poly::degree(&fi),
                    }));
                }
            }
        };
        pieces.fractions.push((ai, fi));
        pieces.logs.push(term);
    }
    Ok(Ok(pieces))
}

/// g = gn/gd as an expression, the denominator as a product of powers
/// of its square-free factors with integer coefficients, (x² + 1)² rather
/// than x⁴ + 2x² + 1, as a textbook prints it.
pub fn fraction_expr(gn: &Poly, gd: &Poly, x: &str) -> Expr {
    let mut scale_all = RBig::ONE / coeff(gd, poly::degree(gd));
    let mut den = Vec::new();
    for (f, k) in poly::square_free(gd) {
        let (f, s) = integer_form(&f);
        for _ in 0..k {
            scale_all *= &s;
        }
        den.push(pow(poly::to_expr(&f, x), int(-(k as i64))));
    }
    let gn = scale(gn, &scale_all);
    let c = primitive_scale(&gn);
    let mut factors = vec![num(RBig::ONE / &c), poly::to_expr(&scale(&gn, &c), x)];
    factors.extend(den);
    mul(factors)
}

/// e as one fraction n/d of polynomials in `var` (gcd cancelled), when
/// it is built from numbers and `var` by +, × and integer powers; None
/// otherwise or past MAX_DEGREE.
pub fn as_fraction(e: &Expr, var: &str) -> Option<(Poly, Poly)> {
    let (n, d) = fraction(e, var)?;
    let g = poly::gcd(&n, &d);
    let (n, d) = (poly::div_rem(&n, &g).0, poly::div_rem(&d, &g).0);
    let lead = coeff(&d, poly::degree(&d));
    Some((scale(&n, &(RBig::ONE / &lead)), poly::monic(&d)))
}

fn fraction(e: &Expr, var: &str) -> Option<(Poly, Poly)> {
    let one = || vec![RBig::ONE];
    let r = match e {
        Expr::Num(c) => (poly::trim(vec![c.clone()]), one()),
        Expr::Var(v) if v == var => (vec![RBig::ZERO, RBig::ONE], one()),
        Expr::Add(xs) => {
            let mut acc: (Poly, Poly) = (Vec::new(), one());
            for x in xs {
                let (n, d) = fraction(x, var)?;
                acc = (
                    add_poly(&poly::mul_poly(&acc.0, &d), &poly::mul_poly(&n, &acc.1)),
                    poly::mul_poly(&acc.1, &d),
                );
            }
            acc
        }
        Expr::Mul(xs) => {
            let mut acc: (Poly, Poly) = (one(), one());
            for x in xs {
                let (n, d) = fraction(x, var)?;
                acc = (poly::mul_poly(&acc.0, &n), poly::mul_poly(&acc.1, &d));
            }
            acc
        }
        Expr::Pow(b, k) => {
            let k = k.as_num().filter(|k| k.is_int())?;
            let k = i64::try_from(k.numerator()).ok()?;
            if k.unsigned_abs() as usize > MAX_DEGREE {
                return None;
            }
            let (n, d) = fraction(b, var)?;
            let (n, d) = if k < 0 { (d, n) } else { (n, d) };
            if n.is_empty() {
                return None;
            }
            let k = k.unsigned_abs() as usize;
            (pow_poly(&n, k), pow_poly(&d, k))
        }
        _ => return None,
    };
    if poly::degree(&r.0) > 4 * MAX_DEGREE || poly::degree(&r.1) > 4 * MAX_DEGREE || r.1.is_empty()
    {
        return None;
    }
    Some(r)
}

/// The partial-fraction sum Σ a_i/f_i as an expression (for the steps).
pub fn fractions_expr(fractions: &[(Poly, Poly)], x: &str) -> Expr {
    add(fractions
        .iter()
        .map(|(a, f)| {
            let (f, s) = integer_form(f);
            let a = scale(a, &s);
            div(poly::to_expr(&a, x), poly::to_expr(&f, x))
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn best_rational_finds_simple_fractions() {
        assert_eq!(
            best_rational(0.5),
            Some(RBig::from_parts(1.into(), 2u8.into()))
        );
        assert_eq!(
            best_rational(-1.0 / 3.0),
            Some(RBig::from_parts((-1).into(), 3u8.into()))
        );
        assert_eq!(best_rational(2.0), Some(rat(2)));
    }

    #[test]
    fn hermite_leaves_a_square_free_denominator() {
        // 1/(x²+1)²: g = x/(2(x²+1)), left 1/(2(x²+1)) (Bronstein ex. 2.2-style).
        let d = poly::mul_poly(&vec![rat(1), rat(0), rat(1)], &vec![rat(1), rat(0), rat(1)]);
        let ((gn, gd), a, dsf) = hermite(&vec![rat(1)], &d, &mut Budget::default()).unwrap();
        assert_eq!(dsf, vec![rat(1), rat(0), rat(1)]);
        assert_eq!(a, vec![RBig::from_parts(1.into(), 2u8.into())]);
        let g = poly::eval(&gn, &rat(1)) / poly::eval(&gd, &rat(1));
        assert_eq!(g, RBig::from_parts(1.into(), 4u8.into()));
    }

    use crate::test_rng::Rng;

    fn random_poly(rng: &mut Rng, degree: usize, size: i64) -> Poly {
        let mut p: Poly = (0..=degree).map(|_| rat(rng.int(-size, size))).collect();
        if let Some(last) = p.last_mut() {
            if last.is_zero() {
                *last = rat(1);
            }
        }
        p
    }

    fn to_text(n: &Poly, d: &Poly) -> String {
        use crate::expr::to_text;
        format!(
            "({})/({})",
            to_text(&poly::to_expr(n, "x")),
            to_text(&poly::to_expr(d, "x"))
        )
    }

    fn integrate_text(text: &str) -> crate::integrate::Outcome {
        use crate::parser::{parse_expr, Options};
        let f = parse_expr(text, &Options::symbolic("x")).unwrap();
        crate::integrate::integrate_checked(&f, "x", None, &mut Budget::default())
            .unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    /// Random N/D, deg ≤ 6, D a product of random linear and quadratic
    /// factors (small integer coefficients, multiplicities up to 3, so
    /// Hermite reduction, atan terms and irrational real roots all
    /// occur): each integrates, and its derivative is the integrand (the
    /// integrator checks it at high precision before answering).
    #[test]
    fn property_random_rational_functions_integrate() {
        let mut rng = Rng(0x5eed_1234_abcd_ef01);
        let cases = if cfg!(debug_assertions) { 150 } else { 1000 };
        for _ in 0..cases {
            let mut d: Poly = vec![rat(1)];
            while poly::degree(&d) < 6 {
                let deg = rng.int(1, 2) as usize;
                let mult = rng.int(1, 3) as usize;
                if poly::degree(&d) + deg * mult > 6 {
                    break;
                }
                let mut f = random_poly(&mut rng, deg, 3);
                if f.last().is_some_and(|c| c.sign() == Sign::Negative) {
                    f = scale(&f, &rat(-1));
                }
                d = poly::mul_poly(&d, &pow_poly(&f, mult));
                if rng.int(0, 2) == 0 {
                    break;
                }
            }
            if poly::degree(&d) == 0 {
                continue;
            }
            let nd = rng.int(0, 6) as usize;
            let n = random_poly(&mut rng, nd, 5);
            let text = to_text(&n, &d);
            let out = integrate_text(&text);
            assert!(out.antiderivative.is_some(), "{text}: {:?}", out.not_found);
        }
    }

    /// Fully random N/D, deg ≤ 6, small integer coefficients: D is mostly
    /// irreducible of degree ≥ 3 with algebraic residues. Every one
    /// integrates, in closed form or with sums over roots, and the
    /// derivative of the answer is the integrand (checked again here,
    /// beside the integrator's own check); one that does not integrate
    /// fails the test.
    #[test]
    fn property_random_denominators_all_integrate() {
        use crate::verify;
        let mut rng = Rng(0x0dd_ba11_cafe_f00d);
        let cases = if cfg!(debug_assertions) { 300 } else { 1000 };
        let (mut sums, mut checked) = (0, 0);
        for _ in 0..cases {
            let dd = rng.int(1, 6) as usize;
            let d = random_poly(&mut rng, dd, 4);
            let nd = rng.int(0, 6) as usize;
            let n = random_poly(&mut rng, nd, 4);
            if n.is_empty() {
                continue;
            }
            let text = to_text(&n, &d);
            let f = crate::simplify::simplify(
                &crate::parser::parse_expr(&text, &crate::parser::Options::symbolic("x")).unwrap(),
            );
            let out = integrate_text(&text);
            let ok = match (&out.antiderivative, &out.root_sum) {
                (Some(big), _) => verify::derivative_matches(&f, big, "x"),
                (None, Some(r)) => {
                    sums += 1;
                    verify::root_sum_matches(&f, &r.elementary, &r.sums, "x")
                }
                (None, None) => panic!("{text}: not integrated: {:?}", out.not_found),
            };
            assert!(ok, "{text}: the derivative is not the integrand");
            checked += 1;
        }
        // The sample reaches the root sums (most of it, in fact).
        assert!(
            checked > cases / 2 && sums > checked / 4,
            "{checked} {sums}"
        );
    }
}
