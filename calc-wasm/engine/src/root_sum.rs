//! The logarithmic part of ∫ A/F (F square-free, deg A < deg F) when its
//! residues are algebraic, not rational: Rothstein–Trager's
//! Σ_{t: R(t)=0} t·ln(v(t, x)), with R the minimal polynomial of the
//! residue c = A/F′ in Q[x]/(F) and v = gcd(F, A − t·F′) computed over
//! Q[t]/(R) (Bronstein, "Symbolic Integration I", §2.4–2.5). R need not
//! be irreducible: when a leading coefficient turns out to be a zero
//! divisor mod R, R splits there and each part goes on alone (dynamic
//! evaluation), so no factoring over Q is needed.

use super::error::{EngineError, Result};
use super::expr::{to_text, Expr};
use super::limits::Budget;
use super::poly::{self, Poly};
use super::simplify::{add, int, ln, mul, pow, simplify};
use dashu::base::BitTest;
use dashu::float::round::mode::HalfEven;
use dashu::float::FBig;
use dashu::integer::IBig;
use dashu::rational::RBig;

/// Σ over the roots t of `residues` of t·ln(v(t, x)).
#[derive(Debug, Clone)]
pub struct RootSum {
    /// R(t), monic, square-free: the distinct residues are its roots.
    pub residues: Poly,
    /// v(t, x) = Σ_k argument[k](t)·x^k, monic in x, coefficients reduced
    /// mod R.
    pub argument: Vec<Poly>,
}

/// Largest coefficient size, in bits, carried through (as rational.rs).
const MAX_BITS: usize = 4096;

fn sub_poly(a: &Poly, b: &Poly) -> Poly {
    let n = a.len().max(b.len());
    let c = |p: &Poly, i: usize| p.get(i).cloned().unwrap_or(RBig::ZERO);
    poly::trim((0..n).map(|i| c(a, i) - c(b, i)).collect())
}

fn charge(budget: &mut Budget, p: &Poly) -> Result<()> {
    let bits = p
        .iter()
        .map(|c| c.numerator().bit_len() + c.denominator().bit_len())
        .max()
        .unwrap_or(0);
    if bits > MAX_BITS {
        return Err(EngineError::too_complex());
    }
    // Rational arithmetic on each coefficient: gcds grow with the square
    // of the size in words.
    let (len, words) = (p.len() as u64 + 1, (bits / 64 + 1) as u64);
    budget.charge(len * (60 + 8 * words * words) + 10 * len * len)
}

fn rem(a: &Poly, m: &Poly) -> Poly {
    poly::div_rem(a, m).1
}

fn mul_mod(a: &Poly, b: &Poly, m: &Poly, budget: &mut Budget) -> Result<Poly> {
    let r = rem(&poly::mul_poly(a, b), m);
    charge(budget, &r)?;
    Ok(r)
}

/// a⁻¹ mod m, or the nontrivial gcd(a, m) that prevents it.
fn inverse(a: &Poly, m: &Poly, budget: &mut Budget) -> Result<std::result::Result<Poly, Poly>> {
    let (mut r0, mut r1) = (m.clone(), rem(a, m));
    let (mut s0, mut s1): (Poly, Poly) = (Vec::new(), vec![RBig::ONE]);
    while !r1.is_empty() {
        let (q, r) = poly::div_rem(&r0, &r1);
        let s2 = sub_poly(&s0, &poly::mul_poly(&q, &s1));
        charge(budget, &s2)?;
        (r0, r1, s0, s1) = (r1, r, s1, s2);
    }
    // r0 = s0·a (mod m), the gcd.
    if poly::degree(&r0) > 0 {
        return Ok(Err(poly::monic(&r0)));
    }
    let g = r0.first().cloned().unwrap_or(RBig::ONE);
    let inv = RBig::ONE / g;
    Ok(Ok(rem(&s0.iter().map(|c| c * &inv).collect(), m)))
}

/// The minimal polynomial of c in Q[x]/(f), monic: the first linear
/// dependency among 1, c, c², … (Gaussian elimination, exact). When it
/// has f's degree, c generates Q[x]/(f) and x = h(c): h is returned too.
fn minimal_polynomial(c: &Poly, f: &Poly, budget: &mut Budget) -> Result<(Poly, Option<Poly>)> {
    let n = poly::degree(f);
    // Rows: (vector of c^k's coefficients, reduced; the combination of
    // powers it stands for; its pivot).
    let mut basis: Vec<(Vec<RBig>, Vec<RBig>, usize)> = Vec::new();
    let reduce =
        |v: &mut Vec<RBig>, combo: &mut Vec<RBig>, basis: &[(Vec<RBig>, Vec<RBig>, usize)]| {
            for (bv, bc, p) in basis {
                if v[*p].is_zero() {
                    continue;
                }
                let factor = &v[*p] / &bv[*p];
                for (x, y) in v.iter_mut().zip(bv) {
                    *x -= &factor * y;
                }
                for (x, y) in combo.iter_mut().zip(bc) {
                    *x -= &factor * y;
                }
            }
        };
    let mut power: Poly = vec![RBig::ONE];
    for k in 0..=n {
        let mut v: Vec<RBig> = (0..n)
            .map(|i| power.get(i).cloned().unwrap_or(RBig::ZERO))
            .collect();
        let mut combo = vec![RBig::ZERO; n + 1];
        combo[k] = RBig::ONE;
        reduce(&mut v, &mut combo, &basis);
        // Each of the basis rows touched every entry of v and combo.
        for _ in 0..=basis.len() {
            charge(budget, &v)?;
            charge(budget, &combo)?;
        }
        match v.iter().position(|x| !x.is_zero()) {
            None => return Ok((poly::monic(&poly::trim(combo)), None)),
            Some(p) => basis.push((v, combo, p)),
        }
        if basis.len() == n {
            // x = Σ fᵢ·rowᵢ, each row a combination of powers of c.
            let mut x: Vec<RBig> = (0..n).map(|i| RBig::from(u8::from(i == 1))).collect();
            let mut h = vec![RBig::ZERO; n + 1];
            reduce(&mut x, &mut h, &basis);
            let h: Poly = poly::trim(h.into_iter().map(|c| -c).collect());
            power = mul_mod(&power, c, f, budget)?;
            let mut last: Vec<RBig> = (0..n)
                .map(|i| power.get(i).cloned().unwrap_or(RBig::ZERO))
                .collect();
            let mut combo = vec![RBig::ZERO; n + 1];
            combo[n] = RBig::ONE;
            reduce(&mut last, &mut combo, &basis);
            return Ok((poly::monic(&poly::trim(combo)), Some(h)));
        }
        power = mul_mod(&power, c, f, budget)?;
    }
    // Unreachable for n ≥ 1: n + 1 vectors in an n-dimensional space.
    Err(EngineError::too_complex())
}

/// A polynomial in x with coefficients in Q[t]/(r).
type XPoly = Vec<Poly>;

fn trim_x(mut p: XPoly, r: &Poly) -> XPoly {
    for c in p.iter_mut() {
        *c = rem(c, r);
    }
    while p.last().is_some_and(|c| c.is_empty()) {
        p.pop();
    }
    p
}

enum Gcd {
    Done(XPoly),
    /// r = g·h with both of positive degree: go on with each.
    Split(Poly, Poly),
}

/// The inverse of p's leading coefficient mod r, or the split of r it
/// reveals.
fn lead_inverse(
    p: &XPoly,
    r: &Poly,
    budget: &mut Budget,
) -> Result<std::result::Result<Poly, Gcd>> {
    let lead = p.last().cloned().unwrap_or_default();
    Ok(match inverse(&lead, r, budget)? {
        Ok(inv) => Ok(inv),
        Err(g) => Err(Gcd::Split(poly::div_rem(r, &g).0, g)),
    })
}

/// The monic gcd of a and b over Q[t]/(r), or a split of r.
fn gcd_over(a: &XPoly, b: &XPoly, r: &Poly, budget: &mut Budget) -> Result<Gcd> {
    let (mut a, mut b) = (trim_x(a.clone(), r), trim_x(b.clone(), r));
    while !b.is_empty() {
        let inv = match lead_inverse(&b, r, budget)? {
            Ok(inv) => inv,
            Err(split) => return Ok(split),
        };
        while a.len() >= b.len() && !a.is_empty() {
            let shift = a.len() - b.len();
            let q = mul_mod(a.last().unwrap_or(&Vec::new()), &inv, r, budget)?;
            for (k, bc) in b.iter().enumerate() {
                let prod = mul_mod(&q, bc, r, budget)?;
                a[k + shift] = sub_poly(&a[k + shift], &prod);
            }
            a = trim_x(a, r);
        }
        (a, b) = (b, a);
    }
    let inv = match lead_inverse(&a, r, budget)? {
        Ok(inv) => inv,
        Err(split) => return Ok(split),
    };
    let mut out = Vec::with_capacity(a.len());
    for c in &a {
        out.push(mul_mod(c, &inv, r, budget)?);
    }
    Ok(Gcd::Done(out))
}

/// The logarithmic part of ∫ a/f, f square-free of degree ≥ 1 and
/// deg a < deg f, as root sums (those with a linear R have a rational
/// residue).
pub fn log_part(a: &Poly, f: &Poly, budget: &mut Budget) -> Result<Vec<RootSum>> {
    let f = poly::monic(f);
    let df = poly::deriv(&f);
    // c = a/f′ in Q[x]/(f): f′ is invertible there as f is square-free.
    let c = match inverse(&df, &f, budget)? {
        Ok(inv) => mul_mod(a, &inv, &f, budget)?,
        Err(_) => return Err(EngineError::too_complex()),
    };
    let (r, h) = minimal_polynomial(&c, &f, budget)?;
    if let Some(h) = h {
        // Distinct residues, one per root: v = x − h(t).
        return Ok(vec![RootSum {
            argument: vec![rem(&h.iter().map(|k| -k).collect(), &r), vec![RBig::ONE]],
            residues: r,
        }]);
    }
    // f(x), and a(x) − t·f′(x) with coefficients in Q[t].
    let fx: XPoly = f.iter().map(|k| poly::trim(vec![k.clone()])).collect();
    let n = a.len().max(df.len());
    let coeff = |p: &Poly, i: usize| p.get(i).cloned().unwrap_or(RBig::ZERO);
    let gx: XPoly = (0..n)
        .map(|i| poly::trim(vec![coeff(a, i), -coeff(&df, i)]))
        .collect();
    let mut out = Vec::new();
    // Rational residues first, so that they give ln terms of their own.
    let mut todo = Vec::new();
    let mut rest = r;
    for c in poly::rational_roots(&rest, budget)? {
        let linear = vec![-c, RBig::ONE];
        rest = poly::div_rem(&rest, &linear).0;
        todo.push(linear);
    }
    if poly::degree(&rest) > 0 {
        todo.push(rest);
    }
    while let Some(r) = todo.pop() {
        budget.charge(100)?;
        match gcd_over(&fx, &gx, &r, budget)? {
            Gcd::Done(v) => out.push(RootSum {
                residues: r,
                argument: v,
            }),
            Gcd::Split(g, h) => {
                todo.push(poly::monic(&g));
                todo.push(poly::monic(&h));
            }
        }
    }
    Ok(out)
}

impl RootSum {
    /// The residue when R is linear.
    pub fn rational_residue(&self) -> Option<RBig> {
        (poly::degree(&self.residues) == 1).then(|| {
            let c = |k: usize| self.residues.get(k).cloned().unwrap_or(RBig::ZERO);
            -c(0) / c(1)
        })
    }

    /// v(c, x) for a rational c.
    pub fn argument_at(&self, c: &RBig) -> Poly {
        poly::trim(self.argument.iter().map(|k| poly::eval(k, c)).collect())
    }

    /// R(t) with coprime integer coefficients, as an expression in `t`.
    pub fn residues_expr(&self, t: &str) -> Expr {
        poly::to_expr(&super::rational::integer_form(&self.residues).0, t)
    }

    /// t·ln(v(t, x)) as an expression in `t` and `x`.
    pub fn term_expr(&self, t: &str, x: &str) -> Expr {
        let xv = Expr::var(x);
        let v = add(self
            .argument
            .iter()
            .enumerate()
            .map(|(k, c)| mul(vec![poly::to_expr(c, t), pow(xv.clone(), int(k as i64))]))
            .collect());
        mul(vec![Expr::var(t), ln(simplify(&v))])
    }

    /// `rootsum(R(t), t*ln(v(t, x)))`: the sum over the roots t of R of
    /// the second argument (the page draws it as Σ under R(t) = 0).
    pub fn text(&self, t: &str, x: &str) -> String {
        format!(
            "rootsum({}, {})",
            to_text(&self.residues_expr(t)),
            to_text(&self.term_expr(t, x))
        )
    }

    /// The numeric roots of R: computed once per check.
    pub fn roots(&self, budget: &mut Budget) -> Result<Vec<(f64, f64)>> {
        poly::numeric_roots(&self.residues, budget)
    }

    /// d/dx of the sum at a real x, Σ t·v_x(t, x)/v(t, x) over `roots`
    /// (complex arithmetic); None where some v vanishes or the sum is not
    /// real. The roots, found in doubles, are refined by Newton's method
    /// and everything is evaluated at `SUM_BITS` bits: v's coefficients can
    /// be large next to v itself (t⁵ with t ≈ −14.6 times coefficients of
    /// 10³ gives 10⁹ for a v near 1), and in doubles that cancellation left
    /// the sum wrong in its seventh digit, so a right answer failed the check.
    pub fn derivative_at(&self, roots: &[(f64, f64)], x: f64) -> Option<f64> {
        let residues: Vec<F> = self.residues.iter().map(big).collect();
        let residues_dt: Vec<F> = (1..residues.len())
            .map(|k| &residues[k] * F::from(k))
            .collect();
        let argument: Vec<Vec<F>> = self
            .argument
            .iter()
            .map(|p| p.iter().map(big).collect())
            .collect();
        let x = (F::try_from(x).ok()?, F::ZERO);
        let (mut sum, mut size) = ((F::ZERO, F::ZERO), 0.0f64);
        for &(re, im) in roots {
            let mut t = (F::try_from(re).ok()?, F::try_from(im).ok()?);
            // Newton converges quadratically: from a double good to a few
            // digits, six steps pass the working precision.
            for _ in 0..6 {
                let step = cdiv(&chorner(&residues, &t), &chorner(&residues_dt, &t))?;
                t = (&t.0 - &step.0, &t.1 - &step.1);
            }
            let coeffs: Vec<Cx> = argument.iter().map(|p| chorner(p, &t)).collect();
            // Horner for v and v_x together.
            let (mut v, mut dv) = ((F::ZERO, F::ZERO), (F::ZERO, F::ZERO));
            for c in coeffs.iter().rev() {
                let d = cmul(&dv, &x);
                dv = (&d.0 + &v.0, &d.1 + &v.1);
                let w = cmul(&v, &x);
                v = (&w.0 + &c.0, &w.1 + &c.1);
            }
            let term = cmul(&t, &cdiv(&dv, &v)?);
            size = size.max(to_f64(&term.0).hypot(to_f64(&term.1)));
            sum = (&sum.0 + &term.0, &sum.1 + &term.1);
        }
        let (re, im) = (to_f64(&sum.0), to_f64(&sum.1));
        (im.abs() <= 1e-9 * size.max(1.0) && re.is_finite()).then_some(re)
    }
}

/// The working precision of `RootSum::derivative_at`, in bits.
const SUM_BITS: usize = 192;

type F = FBig<HalfEven, 2>;
/// A complex number (re, im).
type Cx = (F, F);

/// A rational at `SUM_BITS` bits.
fn big(r: &RBig) -> F {
    let n = F::from(r.numerator().clone())
        .with_precision(SUM_BITS)
        .value();
    let d = F::from(IBig::from(r.denominator().clone()))
        .with_precision(SUM_BITS)
        .value();
    n / d
}

fn to_f64(v: &F) -> f64 {
    v.to_f64().value()
}

fn cmul(a: &Cx, b: &Cx) -> Cx {
    (&a.0 * &b.0 - &a.1 * &b.1, &a.0 * &b.1 + &a.1 * &b.0)
}

/// a / b; None for b = 0.
fn cdiv(a: &Cx, b: &Cx) -> Option<Cx> {
    let m = &b.0 * &b.0 + &b.1 * &b.1;
    if m == F::ZERO {
        return None;
    }
    let n = cmul(a, &(b.0.clone(), -b.1.clone()));
    Some((n.0 / &m, n.1 / &m))
}

/// p(t) for real coefficients `p` (lowest first) at a complex t.
fn chorner(p: &[F], t: &Cx) -> Cx {
    p.iter().rev().fold((F::ZERO, F::ZERO), |acc, c| {
        let m = cmul(&acc, t);
        (m.0 + c, m.1)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::integrate::integrate_checked;
    use crate::parser::{parse_expr, Options};
    use crate::steps::Steps;

    fn poly_of(text: &str) -> Poly {
        let e = parse_expr(text, &Options::symbolic("x")).unwrap();
        poly::from_expr(&e, "x").unwrap().unwrap()
    }

    /// The answer's text and its step rules.
    /// The sums' derivative at `x` is the integrand's value `want` there.
    fn assert_differentiates_to(sums: &[RootSum], x: f64, want: f64) {
        let got: f64 = sums
            .iter()
            .map(|s| {
                let roots = s.roots(&mut Budget::default()).unwrap();
                s.derivative_at(&roots, x).unwrap()
            })
            .sum();
        assert!(
            (got - want).abs() < 1e-12 * want.abs().max(1.0),
            "{x}: {got} vs {want}"
        );
    }

    fn answer(text: &str) -> (String, Vec<&'static str>) {
        let f = parse_expr(text, &Options::symbolic("x")).unwrap();
        let mut steps = Steps::new();
        let out = integrate_checked(&f, "x", Some(&mut steps), &mut Budget::default()).unwrap();
        let rules = steps.list.iter().map(|s| s.rule).collect();
        let text = match (out.antiderivative, out.root_sum) {
            (Some(a), _) => to_text(&a),
            (None, Some(r)) => r.text,
            _ => panic!("{text}: {:?}", out.not_found),
        };
        (text, rules)
    }

    #[test]
    fn a_sum_whose_argument_has_large_coefficients_is_checked_precisely() {
        // Met by rational.rs's random-denominator property test (release
        // build): roots of R from −14.6 to 0.41 and v's coefficients up to
        // 10^3 lost the sum's seventh digit to cancellation in doubles, and
        // the check refused this right answer.
        let text = "(-4*x^6 + 2*x^5 - 4*x^4 + 2*x^3 - 4*x^2 - 4*x + 2)\
                    /(-x^6 - 3*x^5 + 2*x^4 - 2*x^3 - x^2 - 4*x + 1)";
        let f = parse_expr(text, &Options::symbolic("x")).unwrap();
        let out = integrate_checked(&f, "x", None, &mut Budget::default()).unwrap();
        let answer = out.root_sum.expect("a sum over roots");
        assert_eq!(to_text(&answer.elementary), "4*x");
        // mpmath at 50 digits (sympy's nroots of R, the sum Σ t·v_x/v):
        // the integrand less 4.
        assert_differentiates_to(&answer.sums, 0.3, -5.380_338_813_467_969);
        assert_differentiates_to(&answer.sums, -0.55, -3.411_902_712_030_967);
        assert_differentiates_to(&answer.sums, 2.1, -2.274_162_230_236_321);
    }

    #[test]
    fn irreducible_denominators_give_sums_over_roots() {
        // sympy 1.14, ratint_logpart(Poly(1, x), Poly(x**3+x+1, x), x, t):
        // [(x - 62*t**2/9 + 31*t/9 + 4/9, -31*t**3 + 3*t + 1)].
        assert_eq!(
            answer("1/(x^3+x+1)"),
            (
                "rootsum(31*t^3 - 3*t - 1, t*ln(-62*t^2/9 + 31*t/9 + x + 4/9))".into(),
                vec!["rootSumLog", "checkDerivative"]
            )
        );
        // sympy 1.14, integrate(1/(x**5+x+3), x): RootSum(253381*t**5 -
        // 160*t**3 - 80*t**2 - 15*t - 1, Lambda(t, t*log(-16216384*t**4/16875
        // + 4054096*t**3/16875 - 111476*t**2/1875 + 255941*t/16875 + x + 256/16875))).
        assert_eq!(
            answer("1/(x^5+x+3)").0,
            "rootsum(253381*t^5 - 160*t^3 - 80*t^2 - 15*t - 1, t*ln(-16216384*t^4/16875 \
             + 4054096*t^3/16875 - 111476*t^2/1875 + 255941*t/16875 + x + 256/16875))"
        );
        // The polynomial and rational parts stay elementary beside the sum
        // (sympy: ratint(x**4/(x**3+x+1)) = x**2/2 + RootSum(31*t**3 +
        // 31*t**2 + 8*t - 1, ...)).
        let (text, _) = answer("x^4/(x^3+x+1)");
        assert!(
            text.starts_with("x^2/2 + rootsum(31*t^3 + 31*t^2 + 8*t - 1, "),
            "{text}"
        );
        let (text, rules) = answer("1/(x^3+x+1)^2");
        assert!(
            text.starts_with("-(6*x^2 - 9*x + 4)/(31*(x^3 + x + 1)) + rootsum("),
            "{text}"
        );
        assert_eq!(rules[0], "rootSumLog");
        // An integration variable named t: the residues take another name.
        let f = parse_expr("1/(t^3+t+1)", &Options::symbolic("t")).unwrap();
        let out = integrate_checked(&f, "t", None, &mut Budget::default()).unwrap();
        assert!(out.root_sum.unwrap().text.starts_with("rootsum(31*u^3"));
    }

    #[test]
    fn rational_residues_and_closed_forms_stay_elementary() {
        // Irrational roots of a quadratic factor: ln terms (sympy:
        // sqrt(2)*log(x - sqrt(2))/4 - sqrt(2)*log(x + sqrt(2))/4).
        let (text, _) = answer("1/(x^2-2)");
        assert!(
            !text.contains("rootsum") && text.contains("sqrt(2)"),
            "{text}"
        );
        assert_eq!(answer("(3x^2+1)/(x^3+x+1)").0, "ln(abs(x^3 + x + 1))");
        assert!(!answer("x/(x^4-2)").0.contains("rootsum"));
    }

    #[test]
    fn repeated_residues_split_the_polynomial() {
        // x/(x⁴ − 2): residues ±1/(4√2), each for two roots; sympy
        // ratint_logpart(Poly(x, x), Poly(x**4-2, x), x, t):
        // [(x**2 - 8*t, -32*t**2 + 1)].
        let sums = log_part(&poly_of("x"), &poly_of("x^4-2"), &mut Budget::default()).unwrap();
        assert_eq!(sums.len(), 1);
        assert_eq!(to_text(&sums[0].residues_expr("t")), "32*t^2 - 1");
        let minus_8t = vec![RBig::ZERO, RBig::from(-8)];
        assert_eq!(sums[0].argument, vec![minus_8t, vec![], vec![RBig::ONE]]);
        // x/((x² − 2)(x² − 3)): residues −1/2 and 1/2, found as one
        // reducible R = t² − 1/4 that splits on the way (sympy:
        // log(x**2 - 3)/2 - log(x**2 - 2)/2).
        let mut sums = log_part(
            &poly_of("x"),
            &poly_of("x^4-5x^2+6"),
            &mut Budget::default(),
        )
        .unwrap();
        sums.sort_by_key(|s| s.rational_residue());
        let half = RBig::from_parts(1.into(), 2u8.into());
        assert_eq!(sums[0].rational_residue(), Some(-half.clone()));
        assert_eq!(sums[0].argument_at(&-half.clone()), poly_of("x^2-2"));
        assert_eq!(sums[1].rational_residue(), Some(half.clone()));
        assert_eq!(sums[1].argument_at(&half), poly_of("x^2-3"));
    }

    #[test]
    fn reducible_residue_polynomials_without_rational_roots() {
        // x/((x⁴ − 2)(x⁴ − 3)): residues ±1/(4√2) and ±1/(4√3), each for
        // two roots, so R = (t² − 1/32)(t² − 1/48) has degree 4 < 8 and
        // the logarithms' arguments are quadratics in x over Q(t). The
        // sum's derivative, over R's complex roots, is the integrand.
        let (a, f) = (poly_of("x"), poly_of("x^8-5x^4+6"));
        let sums = log_part(&a, &f, &mut Budget::default()).unwrap();
        let degree: usize = sums.iter().map(|s| poly::degree(&s.residues)).sum();
        assert_eq!(degree, 4);
        assert_eq!(sums.len(), 1);
        assert_eq!(sums[0].argument.len() - 1, 2);
        for x in [0.3f64, -0.7, 1.9, 2.5] {
            let want = x / (x.powi(8) - 5.0 * x.powi(4) + 6.0);
            assert_differentiates_to(&sums, x, want);
        }
    }

    #[test]
    fn residue_polynomials_split_where_the_logarithms_differ() {
        // x/(x⁴ − 2) + 1/(x³ + x + 1) over the product: R = (32t² − 1)·
        // (31t³ − 3t − 1) (sympy ratint_logpart of each part), whose
        // factors need a quadratic and a linear argument: the Euclidean
        // algorithm over Q[t]/(R) meets a zero divisor and splits R.
        let f = poly::mul_poly(&poly_of("x^4-2"), &poly_of("x^3+x+1"));
        let a = poly_of("2x^4 + x^2 + x - 2");
        let mut sums = log_part(&a, &f, &mut Budget::default()).unwrap();
        sums.sort_by_key(|s| poly::degree(&s.residues));
        let shape: Vec<(String, usize)> = sums
            .iter()
            .map(|s| (to_text(&s.residues_expr("t")), s.argument.len() - 1))
            .collect();
        assert_eq!(
            shape,
            vec![("32*t^2 - 1".into(), 2), ("31*t^3 - 3*t - 1".into(), 1)]
        );
        for x in [0.3f64, -0.5, 2.5] {
            let want = x / (x.powi(4) - 2.0) + 1.0 / (x.powi(3) + x + 1.0);
            assert_differentiates_to(&sums, x, want);
        }
    }
}

#[cfg(test)]
mod bounds {
    use crate::integrate::{integrate_checked, NotFound};
    use crate::limits::Budget;
    use crate::parser::{parse_expr, Options};

    /// Large irreducible denominators end within the budget: an answer
    /// or "not found", never an error or a hang.
    #[test]
    fn large_denominators_stay_bounded() {
        for text in [
            "1/(x^16+3x^7+x+5)",
            "(x^9+7x^3-2)/(x^12-5x^11+3x^7+x^2+x+17)",
            "1/(123456789x^7+987654321x^3+555555x+1)",
        ] {
            let f = parse_expr(text, &Options::symbolic("x")).unwrap();
            let start = std::time::Instant::now();
            let out = integrate_checked(&f, "x", None, &mut Budget::default()).unwrap();
            eprintln!(
                "{text}: {:?} {:?}",
                start.elapsed(),
                out.root_sum.as_ref().map(|r| r.text.len())
            );
            assert!(
                out.root_sum.is_some()
                    || out.antiderivative.is_some()
                    || out.not_found
                        == Some(NotFound::RootSum {
                            factor: String::new()
                        })
                    || matches!(out.not_found, Some(NotFound::RootSum { .. })),
                "{text}: {:?}",
                out.not_found
            );
        }
    }
}
