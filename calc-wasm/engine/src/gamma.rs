//! The gamma function in arbitrary precision: Stirling's series for
//! ln Γ after shifting the argument up (Γ(x) = Γ(x+N) / x(x+1)…(x+N−1)),
//! with exact Bernoulli numbers; the reflection formula below 1/2; exact
//! factorials at the positive integers.

use super::error::{Code, EngineError, Result};
use super::eval::{mag, Angle, Evaluator, Val};
use super::expr::{Constant, Expr, Func};
use dashu::base::Sign;
use dashu::integer::IBig;
use dashu::rational::RBig;

/// Largest |x| gamma is computed for (Γ(10⁶) already has 5.5 million digits,
/// far beyond the engine's magnitudes: it fails as too large well before).
const MAX_ARGUMENT: f64 = 1e7;

thread_local! {
    /// B₂, B₄, B₆, … as far as computed so far.
    static BERNOULLI: std::cell::RefCell<Vec<RBig>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// B_{2k} for k = 1…n (index k − 1), exact, by the recurrence
/// Σ_{j=0}^{m} C(m+1, j) B_j = 0; cached across calls.
fn bernoulli_even(n: usize, ev: &mut Evaluator) -> Result<Vec<RBig>> {
    let have = BERNOULLI.with(|b| b.borrow().len());
    if have >= n {
        return Ok(BERNOULLI.with(|b| b.borrow()[..n].to_vec()));
    }
    let mut evens: Vec<RBig> = BERNOULLI.with(|b| b.borrow().clone());
    // B_m for even m = 2k: −1/(m+1) · (C(m+1,0)B₀ + C(m+1,1)B₁ + Σ C(m+1,2j)B_{2j}).
    for k in (evens.len() + 1)..=n {
        let m = 2 * k;
        let mut sum = RBig::ONE - RBig::from_parts(IBig::from(m + 1), 2u8.into());
        let mut binom = IBig::from(m + 1); // C(m+1, 1)
        for j in 2..m {
            // C(m+1, j) from C(m+1, j−1).
            binom = binom * IBig::from(m + 2 - j) / IBig::from(j);
            if j % 2 == 0 {
                let b = &evens[j / 2 - 1];
                ev.budget.charge_bits(super::eval::rat_bits(b) + 64)?;
                sum += b * RBig::from(binom.clone());
            }
        }
        evens.push(-sum / RBig::from(IBig::from(m + 1)));
    }
    BERNOULLI.with(|b| {
        if b.borrow().len() < evens.len() {
            *b.borrow_mut() = evens.clone();
        }
    });
    evens.truncate(n);
    Ok(evens)
}

fn pole() -> EngineError {
    EngineError::new(
        Code::Pole,
        "gamma is undefined at 0 and at the negative whole numbers",
    )
}

fn as_f64(v: &Val) -> f64 {
    match v {
        Val::R(r) => r.to_f64().value(),
        Val::F(f) => f.to_f64().value(),
    }
}

/// Γ(x) for real x.
pub fn gamma(ev: &mut Evaluator, x: &Val) -> Result<Val> {
    let whole = match x {
        Val::R(r) if r.is_int() => Some(r.clone()),
        Val::F(f) => super::eval::f_to_rat(f).filter(|r| r.is_int()),
        _ => None,
    };
    if let Some(n) = whole {
        if n.sign() == Sign::Negative || n.is_zero() {
            return Err(pole());
        }
        return ev.factorial(&Val::R(n - RBig::ONE));
    }
    let xf = as_f64(x);
    if !xf.is_finite() || xf.abs() > MAX_ARGUMENT {
        return Err(EngineError::too_large());
    }
    if xf < 0.5 {
        // Γ(x) = π / (sin(πx) · Γ(1 − x)).
        let pi = ev.eval(&Expr::Const(Constant::Pi))?;
        let px = ev.mul(&pi, x)?;
        let angle = std::mem::replace(&mut ev.angle, Angle::Rad);
        let s = ev.func(Func::Sin, &px);
        ev.angle = angle;
        let s = s?;
        if let Val::F(f) = &s {
            if f.repr().significand().is_zero() {
                return Err(pole());
            }
        }
        let one_minus = ev.sub(&Val::R(RBig::ONE), x)?;
        let g = gamma_positive(ev, &one_minus)?;
        let d = ev.mul(&s, &g)?;
        return ev.div(&pi, &d);
    }
    gamma_positive(ev, x)
}

/// Γ(x) for x ≥ 1/2.
fn gamma_positive(ev: &mut Evaluator, x: &Val) -> Result<Val> {
    let p = ev.prec;
    // Shift to z ≥ p: Stirling's terms then fall by a factor of at least
    // 2πz/(2k)² per step, and about p/12 of them give p bits.
    let target = p.max(16) as f64;
    let xf = as_f64(x);
    let shift = (target - xf).ceil().max(0.0) as u64;
    let mut prod = Val::R(RBig::ONE);
    let mut z = x.clone();
    for _ in 0..shift {
        prod = ev.mul(&prod, &z)?;
        z = ev.add(&z, &Val::R(RBig::ONE))?;
    }
    // ln Γ(z) = (z − 1/2) ln z − z + ln(2π)/2 + Σ B₂ₖ / (2k(2k−1) z^(2k−1)).
    let ln_z = ev.func(Func::Ln, &z)?;
    let half = Val::R(RBig::from_parts(IBig::ONE, 2u8.into()));
    let z_half = ev.sub(&z, &half)?;
    let mut sum = ev.mul(&z_half, &ln_z)?;
    sum = ev.sub(&sum, &z)?;
    let pi = ev.eval(&Expr::Const(Constant::Pi))?;
    let two_pi = ev.mul(&Val::R(RBig::from(2)), &pi)?;
    let ln_2pi = ev.func(Func::Ln, &two_pi)?;
    let c = ev.mul(&half, &ln_2pi)?;
    sum = ev.add(&sum, &c)?;
    let z_f = Val::F(ev.to_f(&z)?);
    let inv_z = ev.div(&Val::R(RBig::ONE), &z_f)?;
    let inv_z2 = ev.mul(&inv_z, &inv_z)?;
    let mut zpow = inv_z; // z^−(2k−1)
    let sum_mag = match &sum {
        Val::F(f) => mag(f).max(1),
        Val::R(_) => 1,
    };
    let stop = sum_mag.saturating_sub(p as isize + 8);
    let max_terms = p / 4 + 16;
    let mut bs = bernoulli_even(p / 10 + 8, ev)?;
    let mut k = 1;
    loop {
        if k > max_terms {
            return Err(EngineError::too_complex());
        }
        if k > bs.len() {
            bs = bernoulli_even((bs.len() * 2).min(max_terms), ev)?;
        }
        let b = &bs[k - 1];
        let kk = 2 * k;
        let coef = b.clone() / RBig::from(IBig::from(kk * (kk - 1)));
        let term = ev.mul(&Val::R(coef), &zpow)?;
        let small = match &term {
            Val::F(f) => f.repr().significand().is_zero() || mag(f) < stop,
            Val::R(r) => r.is_zero(),
        };
        sum = ev.add(&sum, &term)?;
        if small {
            break;
        }
        zpow = ev.mul(&zpow, &inv_z2)?;
        k += 1;
    }
    let g = ev.exp(&sum)?;
    ev.div(&g, &prod)
}
