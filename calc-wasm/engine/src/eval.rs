//! Numeric evaluation: exact rationals while every step stays rational,
//! arbitrary-precision binary floats (dashu `FBig`) from the first
//! irrational step on. `evaluate` drives the precision: it evaluates at
//! increasing working precision until two runs agree on the digits asked
//! for, so results are correctly rounded except at exact ties of an
//! irrational computation (which cannot be told from a near-tie).

use super::error::{Code, EngineError, Result};
use super::expr::{Constant, Expr, Func};
use super::limits::{Budget, MAX_DEC_EXP, MAX_DIGITS, MAX_EXACT_BITS, MAX_FACTORIAL};
use super::number::{self, Digits};
use dashu::base::{Approximation, BitTest, PowerOfTwo, Sign, UnsignedAbs};
use dashu::float::math::cache::ConstCache;
use dashu::float::math::FpError;
use dashu::float::round::mode::HalfEven;
use dashu::float::{Context, FBig, FpResult, Repr};
use dashu::integer::{IBig, UBig};
use dashu::rational::RBig;

pub type F = FBig<HalfEven, 2>;

/// Largest binary exponent of any value (≈ MAX_DEC_EXP decimal digits).
pub const MAX_BIN_EXP: isize = (MAX_DEC_EXP * 10 / 3 + 4) as isize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Angle {
    #[default]
    Rad,
    Deg,
}

#[derive(Debug, Clone)]
pub enum Val {
    R(RBig),
    F(F),
}

/// Bits of an exact rational (numerator + denominator).
pub fn rat_bits(r: &RBig) -> usize {
    r.numerator().unsigned_abs().bit_len() + r.denominator().bit_len()
}

/// ⌊log2 |x|⌋ + 1 (the position of the leading bit); `isize::MIN` for zero.
pub fn mag(x: &F) -> isize {
    let sig = x.repr().significand();
    if sig.is_zero() {
        return isize::MIN;
    }
    let bits = isize::try_from(sig.unsigned_abs().bit_len()).unwrap_or(isize::MAX);
    x.repr().exponent().saturating_add(bits)
}

/// The exact rational value of a float, when its exponent is modest.
pub fn f_to_rat(x: &F) -> Option<RBig> {
    let e = x.repr().exponent();
    let sig = x.repr().significand().clone();
    if e.unsigned_abs() > MAX_EXACT_BITS {
        return None;
    }
    let shift = e.unsigned_abs();
    Some(if e >= 0 {
        RBig::from(sig << shift)
    } else {
        RBig::from_parts(sig, UBig::ONE << shift)
    })
}

fn is_neg(v: &Val) -> bool {
    match v {
        Val::R(r) => r.sign() == Sign::Negative && !r.is_zero(),
        Val::F(f) => {
            f.repr().significand().sign() == Sign::Negative && !f.repr().significand().is_zero()
        }
    }
}

fn is_zero(v: &Val) -> bool {
    match v {
        Val::R(r) => r.is_zero(),
        Val::F(f) => f.repr().significand().is_zero(),
    }
}

fn fp_err(e: FpError, what: &str) -> EngineError {
    match e {
        FpError::Overflow(_) | FpError::Underflow(_) | FpError::InfiniteInput => {
            EngineError::too_large()
        }
        FpError::Indeterminate => EngineError::domain(format!("{what} is undefined here")),
        FpError::OutOfDomain => EngineError::domain(format!("{what} is undefined for this value")),
        FpError::ZivRetryLimitExceeded => EngineError::too_complex(),
    }
}

/// One evaluation at one working precision.
pub struct Evaluator<'b> {
    pub prec: usize,
    pub angle: Angle,
    ctx: Context<HalfEven>,
    cache: ConstCache,
    pub budget: &'b mut Budget,
    /// Largest magnitude of the float operands of an addition that
    /// cancelled (its sum far below them): a result far below that has
    /// lost its digits to cancellation. Sums that did not cancel do not
    /// count: ln(10^1000 + √2) is 2302.58…, not noise under 10^1000.
    pub max_mag: isize,
    /// Values of variables.
    pub vars: Vec<(String, Val)>,
    depth: usize,
}

thread_local! {
    /// π, ln 2 and ln 10 to the highest precision used so far, shared by
    /// all evaluations (each extends it as needed).
    static CONSTANTS: std::cell::RefCell<ConstCache> = const { std::cell::RefCell::new(ConstCache::new()) };
}

impl Drop for Evaluator<'_> {
    fn drop(&mut self) {
        let cache = std::mem::take(&mut self.cache);
        CONSTANTS.with(|c| *c.borrow_mut() = cache);
    }
}

impl<'b> Evaluator<'b> {
    pub fn new(prec_bits: usize, angle: Angle, budget: &'b mut Budget) -> Self {
        let prec = prec_bits.max(16);
        let cache = CONSTANTS.with(|c| std::mem::take(&mut *c.borrow_mut()));
        Evaluator {
            prec,
            angle,
            ctx: Context::new(prec),
            cache,
            budget,
            max_mag: isize::MIN,
            vars: Vec::new(),
            depth: 0,
        }
    }

    /// One float addition or multiplication (≈ 1 unit per nanosecond).
    fn charge_f(&mut self) -> Result<()> {
        let w = (self.prec / 64 + 1) as u64;
        self.budget.charge(20 + w * w / 4)
    }

    /// One elementary function at the working precision (measured: ln at
    /// 14,000 bits ≈ 43 ms, at 1,000 bits ≈ 0.24 ms).
    fn charge_transcendental(&mut self) -> Result<()> {
        self.charge_transcendental_at(self.prec)
    }

    fn charge_transcendental_at(&mut self, bits: usize) -> Result<()> {
        let w = (bits / 64 + 1) as u64;
        self.budget.charge(35_000 + 1000 * w * w)
    }

    fn check_f(&self, f: F) -> Result<F> {
        if !f.repr().is_finite() {
            return Err(EngineError::too_large());
        }
        let m = mag(&f);
        if m != isize::MIN && m.unsigned_abs() > MAX_BIN_EXP.unsigned_abs() {
            return Err(EngineError::too_large());
        }
        Ok(f)
    }

    /// The magnitude a product or quotient would have must be in range.
    fn check_mags(&self, m: isize) -> Result<()> {
        if m.unsigned_abs() > MAX_BIN_EXP.unsigned_abs() {
            return Err(EngineError::too_large());
        }
        Ok(())
    }

    fn check_r(&self, r: RBig) -> Result<Val> {
        if rat_bits(&r) > MAX_EXACT_BITS {
            let f = self.rat_to_f(&r)?.0;
            return Ok(Val::F(self.check_f(f)?));
        }
        Ok(Val::R(r))
    }

    /// A rational as a float at the working precision, and whether exactly.
    pub fn rat_to_f(&self, r: &RBig) -> Result<(F, bool)> {
        let d = r.denominator();
        if d.is_power_of_two() {
            let k = d.bit_len().saturating_sub(1);
            let sig = r.numerator().clone();
            let exact = (&sig).unsigned_abs().bit_len() <= self.prec;
            let f = F::from_parts(
                sig,
                -isize::try_from(k).map_err(|_| EngineError::too_large())?,
            );
            let f = self
                .ctx
                .add(f.repr(), F::ZERO.repr())
                .map_err(|e| fp_err(e, "a number"))?
                .value();
            return Ok((f, exact));
        }
        let n = F::from(r.numerator().clone());
        let d = F::from(IBig::from(d.clone()));
        let q = self
            .ctx
            .div(n.repr(), d.repr())
            .map_err(|e| fp_err(e, "a division"))?
            .value();
        Ok((q, false))
    }

    pub fn to_f(&self, v: &Val) -> Result<F> {
        match v {
            Val::R(r) => Ok(self.rat_to_f(r)?.0),
            Val::F(f) => Ok(f.clone()),
        }
    }

    /// A float result, kept exact when the operation was exact on exact input.
    fn finish(
        &self,
        result: Approximation<F, dashu::float::round::Rounding>,
        exact_input: bool,
    ) -> Result<Val> {
        let is_exact = matches!(result, Approximation::Exact(_));
        let f = self.check_f(result.value())?;
        if is_exact && exact_input {
            if let Some(r) = f_to_rat(&f) {
                if rat_bits(&r) <= MAX_EXACT_BITS {
                    return Ok(Val::R(r));
                }
            }
        }
        Ok(Val::F(f))
    }

    pub fn eval(&mut self, e: &Expr) -> Result<Val> {
        self.depth += 1;
        if self.depth > 4 * super::limits::MAX_DEPTH {
            self.depth -= 1;
            return Err(EngineError::new(
                Code::TooDeep,
                "the expression is nested too deeply",
            ));
        }
        let r = self.eval_inner(e);
        self.depth -= 1;
        r
    }

    fn eval_inner(&mut self, e: &Expr) -> Result<Val> {
        self.budget.charge(50)?;
        match e {
            Expr::Num(n) => Ok(Val::R(n.clone())),
            Expr::Const(Constant::Pi) => {
                self.charge_transcendental()?;
                Ok(Val::F(self.ctx.pi(Some(&mut self.cache)).value()))
            }
            Expr::Const(Constant::E) => {
                self.charge_transcendental()?;
                let r = self
                    .ctx
                    .exp(F::ONE.repr(), Some(&mut self.cache))
                    .map_err(|e| fp_err(e, "e"))?;
                Ok(Val::F(r.value()))
            }
            Expr::Var(name) => match self.vars.iter().find(|(n, _)| n == name) {
                Some((_, v)) => Ok(v.clone()),
                None => Err(EngineError::new(
                    Code::UnknownName,
                    format!("unknown name '{name}'"),
                )),
            },
            Expr::Add(xs) => {
                let mut acc = Val::R(RBig::ZERO);
                for x in xs {
                    let v = self.eval(x)?;
                    acc = self.add(&acc, &v)?;
                }
                Ok(acc)
            }
            Expr::Mul(xs) => {
                let mut acc = Val::R(RBig::ONE);
                for x in xs {
                    if let Expr::Pow(b, ex) = x {
                        if ex.is_num_eq(-1) {
                            let d = self.eval(b)?;
                            acc = self.div(&acc, &d)?;
                            continue;
                        }
                    }
                    let v = self.eval(x)?;
                    acc = self.mul(&acc, &v)?;
                }
                Ok(acc)
            }
            Expr::Pow(b, ex) => {
                if matches!(**b, Expr::Const(Constant::E)) {
                    let x = self.eval(ex)?;
                    return self.exp(&x);
                }
                let base = self.eval(b)?;
                let exponent = self.eval(ex)?;
                self.pow(&base, &exponent)
            }
            Expr::Func(f, a) => {
                if f.takes_angle() && self.angle == Angle::Rad {
                    if let Some(q) = pi_multiple(a) {
                        // sin(q·π): exact at multiples of π/6 and π/4.
                        return self.trig_unit(*f, &Val::R(q), 2);
                    }
                }
                let x = self.eval(a)?;
                self.func(*f, &x)
            }
            Expr::Fact(a) => {
                let x = self.eval(a)?;
                self.factorial(&x)
            }
        }
    }

    pub fn add(&mut self, a: &Val, b: &Val) -> Result<Val> {
        match (a, b) {
            (Val::R(x), Val::R(y)) => {
                self.budget.charge_bits(rat_bits(x).max(rat_bits(y)))?;
                self.check_r(x + y)
            }
            _ => {
                self.charge_f()?;
                let x = self.to_f(a)?;
                let y = self.to_f(b)?;
                let (mx, my) = (mag(&x), mag(&y));
                // A term far below the other's last digit changes nothing
                // (and aligning it would cost a shift by the whole gap).
                let gap = self.prec as isize + 64;
                if my != isize::MIN && mx != isize::MIN {
                    if mx.saturating_sub(my) > gap {
                        return Ok(Val::F(
                            self.ctx
                                .add(x.repr(), F::ZERO.repr())
                                .map_err(|e| fp_err(e, "a sum"))?
                                .value(),
                        ));
                    }
                    if my.saturating_sub(mx) > gap {
                        return Ok(Val::F(
                            self.ctx
                                .add(y.repr(), F::ZERO.repr())
                                .map_err(|e| fp_err(e, "a sum"))?
                                .value(),
                        ));
                    }
                }
                let s = self
                    .ctx
                    .add(x.repr(), y.repr())
                    .map_err(|e| fp_err(e, "a sum"))?
                    .value();
                let top = mx.max(my);
                if top != isize::MIN
                    && mag(&s) < top.saturating_sub(self.prec as isize).saturating_add(24)
                {
                    self.max_mag = self.max_mag.max(top);
                }
                Ok(Val::F(self.check_f(s)?))
            }
        }
    }

    pub fn neg(&self, a: &Val) -> Val {
        match a {
            Val::R(x) => Val::R(-x.clone()),
            Val::F(f) => Val::F(-f.clone()),
        }
    }

    pub fn sub(&mut self, a: &Val, b: &Val) -> Result<Val> {
        let nb = self.neg(b);
        self.add(a, &nb)
    }

    pub fn mul(&mut self, a: &Val, b: &Val) -> Result<Val> {
        match (a, b) {
            (Val::R(x), Val::R(y)) => {
                self.budget.charge_bits(rat_bits(x).max(rat_bits(y)))?;
                self.check_r(x * y)
            }
            _ => {
                if (is_zero(a) || is_zero(b)) && (matches!(a, Val::R(_)) || matches!(b, Val::R(_)))
                {
                    return Ok(Val::R(RBig::ZERO));
                }
                self.float_op(a, b, isize::saturating_add, Context::mul, "a product")
            }
        }
    }

    /// A product or quotient in floating point: charged, its magnitude
    /// (from the operands' by `magnitude`) checked before `op` runs.
    fn float_op(
        &mut self,
        a: &Val,
        b: &Val,
        magnitude: fn(isize, isize) -> isize,
        op: fn(&Context<HalfEven>, &Repr<2>, &Repr<2>) -> FpResult<F>,
        what: &str,
    ) -> Result<Val> {
        self.charge_f()?;
        let x = self.to_f(a)?;
        let y = self.to_f(b)?;
        self.check_mags(magnitude(mag(&x), mag(&y)))?;
        let r = op(&self.ctx, x.repr(), y.repr())
            .map_err(|e| fp_err(e, what))?
            .value();
        Ok(Val::F(self.check_f(r)?))
    }

    pub fn div(&mut self, a: &Val, b: &Val) -> Result<Val> {
        if is_zero(b) {
            return Err(EngineError::division_by_zero());
        }
        match (a, b) {
            (Val::R(x), Val::R(y)) => {
                self.budget.charge_bits(rat_bits(x).max(rat_bits(y)))?;
                self.check_r(x / y)
            }
            _ => {
                if let Val::R(x) = a {
                    if x.is_zero() {
                        return Ok(Val::R(RBig::ZERO));
                    }
                }
                self.float_op(a, b, isize::saturating_sub, Context::div, "a division")
            }
        }
    }

    /// log2 |v| estimate (for size checks).
    fn log2_abs(&self, v: &Val) -> f64 {
        match v {
            Val::R(r) => {
                if r.is_zero() {
                    return f64::NEG_INFINITY;
                }
                let n = r.numerator().unsigned_abs();
                let d = r.denominator();
                log2_ubig(&n) - log2_ubig(d)
            }
            Val::F(f) => {
                let sig = f.repr().significand().unsigned_abs();
                if sig.is_zero() {
                    return f64::NEG_INFINITY;
                }
                log2_ubig(&sig) + f.repr().exponent() as f64
            }
        }
    }

    pub fn pow(&mut self, base: &Val, exponent: &Val) -> Result<Val> {
        match exponent {
            Val::R(q) if q.is_int() => self.powi(base, q.numerator()),
            Val::R(q) => self.pow_rational(base, q),
            Val::F(y) => {
                if is_zero(base) {
                    return if is_neg(exponent) {
                        Err(EngineError::division_by_zero())
                    } else {
                        Ok(Val::R(RBig::ZERO))
                    };
                }
                if is_neg(base) {
                    return Err(EngineError::domain(
                        "a negative number to a non-integer power is not a real number",
                    ));
                }
                if let Val::R(b) = base {
                    if b.is_one() {
                        return Ok(Val::R(RBig::ONE));
                    }
                }
                let size = self.log2_abs(base) * y.to_f64().value();
                if !size.is_finite() || size.abs() > MAX_BIN_EXP as f64 {
                    return Err(EngineError::too_large());
                }
                self.charge_transcendental()?;
                self.charge_transcendental()?;
                let x = self.to_f(base)?;
                let r = self
                    .ctx
                    .powf(x.repr(), y.repr(), Some(&mut self.cache))
                    .map_err(|e| fp_err(e, "the power"))?;
                Ok(Val::F(self.check_f(r.value())?))
            }
        }
    }

    fn powi(&mut self, base: &Val, n: &IBig) -> Result<Val> {
        if n.is_zero() {
            return Ok(Val::R(RBig::ONE));
        }
        if is_zero(base) {
            return if n.sign() == Sign::Negative {
                Err(EngineError::division_by_zero())
            } else {
                Ok(Val::R(RBig::ZERO))
            };
        }
        let l = self.log2_abs(base);
        let nf = n.to_f64().value();
        let size = l * nf;
        if l != 0.0 && (!size.is_finite() || size.abs() > MAX_BIN_EXP as f64) {
            return Err(EngineError::too_large());
        }
        if let Val::R(b) = base {
            let abs_b = b.numerator().unsigned_abs();
            if abs_b.is_one() && b.denominator().is_one() {
                // ±1
                let odd = n.unsigned_abs().bit(0);
                return Ok(Val::R(if b.sign() == Sign::Negative && odd {
                    RBig::from(-1)
                } else {
                    RBig::ONE
                }));
            }
            let bits = rat_bits(b) as f64 * nf.abs();
            if bits <= MAX_EXACT_BITS as f64 {
                let k = isize::try_from(n.unsigned_abs()).map_err(|_| EngineError::too_large())?;
                self.budget.charge_bits(bits as usize)?;
                self.budget.charge(bits as u64 / 8)?;
                let p = b.pow(k);
                return Ok(Val::R(if n.sign() == Sign::Negative {
                    RBig::ONE / p
                } else {
                    p
                }));
            }
        }
        self.charge_f()?;
        self.budget
            .charge(64 * (self.prec as u64 / 64 + 1).pow(2))?;
        let x = self.to_f(base)?;
        let r = self
            .ctx
            .powi(x.repr(), n.clone())
            .map_err(|e| fp_err(e, "the power"))?;
        Ok(Val::F(self.check_f(r.value())?))
    }

    fn pow_rational(&mut self, base: &Val, q: &RBig) -> Result<Val> {
        let p = q.numerator().clone();
        let d = q.denominator().clone();
        if is_zero(base) {
            return if p.sign() == Sign::Negative {
                Err(EngineError::division_by_zero())
            } else {
                Ok(Val::R(RBig::ZERO))
            };
        }
        let negative = is_neg(base);
        let odd_root = d.bit(0);
        if negative && !odd_root {
            return Err(EngineError::domain(
                "an even root of a negative number is not a real number",
            ));
        }
        let small_root = usize::try_from(&d).ok().filter(|&k| k <= 64);
        // The real root of a negative number: −(|x|^(1/d)), to the power p.
        let abs = if negative {
            self.neg(base)
        } else {
            base.clone()
        };
        let sign_flip = negative && (&p).unsigned_abs().bit(0);
        if let (Some(k), Val::R(b)) = (small_root, &abs) {
            if let Some(root) = exact_root(b, k) {
                let r = self.powi(&Val::R(root), &p)?;
                return Ok(if sign_flip { self.neg(&r) } else { r });
            }
        }
        let size = self.log2_abs(&abs) * q.to_f64().value();
        if !size.is_finite() || size.abs() > MAX_BIN_EXP as f64 {
            return Err(EngineError::too_large());
        }
        let x = self.to_f(&abs)?;
        let r = match small_root {
            Some(k) if (&p).unsigned_abs() < UBig::from(1_000_000u32) => {
                self.charge_transcendental()?;
                let root = self
                    .ctx
                    .nth_root(k, x.repr())
                    .map_err(|e| fp_err(e, "the root"))?
                    .value();
                self.powi(&Val::F(root), &p)?
            }
            _ => {
                self.charge_transcendental()?;
                self.charge_transcendental()?;
                let (y, _) = self.rat_to_f(q)?;
                Val::F(
                    self.ctx
                        .powf(x.repr(), y.repr(), Some(&mut self.cache))
                        .map_err(|e| fp_err(e, "the power"))?
                        .value(),
                )
            }
        };
        Ok(if sign_flip { self.neg(&r) } else { r })
    }

    pub fn exp(&mut self, x: &Val) -> Result<Val> {
        if is_zero(x) {
            return Ok(Val::R(RBig::ONE));
        }
        let xf = match x {
            Val::R(r) => r.to_f64().value(),
            Val::F(f) => f.to_f64().value(),
        };
        if !xf.is_finite() || xf.abs() > MAX_BIN_EXP as f64 * 0.69 {
            return Err(EngineError::too_large());
        }
        self.charge_transcendental()?;
        let f = self.to_f(x)?;
        let r = self
            .ctx
            .exp(f.repr(), Some(&mut self.cache))
            .map_err(|e| fp_err(e, "exp"))?;
        Ok(Val::F(self.check_f(r.value())?))
    }

    /// sin, cos, tan of x in units where a full turn is `u` (360: degrees,
    /// 2: multiples of π).
    fn trig_unit(&mut self, f: Func, x: &Val, u: usize) -> Result<Val> {
        self.charge_transcendental()?;
        let (xf, exact) = match x {
            Val::R(r) => self.rat_to_f(r)?,
            Val::F(v) => (v.clone(), false),
        };
        self.check_trig_arg(&xf, u)?;
        let cache = Some(&mut self.cache);
        let r = match f {
            Func::Sin | Func::Csc => self.ctx.sin_unit(xf.repr(), u, cache),
            Func::Cos | Func::Sec => self.ctx.cos_unit(xf.repr(), u, cache),
            _ => self.ctx.tan_unit(xf.repr(), u, cache),
        }
        .map_err(|e| fp_err(e, f.name()))?;
        let v = self.finish(r, exact)?;
        self.reciprocal_for(f, v)
    }

    fn reciprocal_for(&mut self, f: Func, v: Val) -> Result<Val> {
        match f {
            Func::Sec | Func::Csc | Func::Cot => {
                if is_zero(&v) {
                    return Err(EngineError::domain(format!(
                        "{} is undefined here",
                        f.name()
                    )));
                }
                self.div(&Val::R(RBig::ONE), &v)
            }
            _ => Ok(v),
        }
    }

    /// Trigonometric arguments too large to reduce accurately and quickly.
    fn check_trig_arg(&self, x: &F, u: usize) -> Result<()> {
        let limit = if u == 0 { 4_000 } else { 2_000_000 };
        let m = mag(x);
        if m != isize::MIN && m > limit {
            return Err(EngineError::new(
                Code::TooLarge,
                "the angle is too large to reduce accurately",
            ));
        }
        Ok(())
    }

    pub fn func(&mut self, f: Func, x: &Val) -> Result<Val> {
        use Func::*;
        match f {
            Sin | Cos | Tan | Sec | Csc | Cot => {
                if self.angle == Angle::Deg {
                    return self.trig_unit(f, x, 360);
                }
                if is_zero(x) {
                    let v = Val::R(if matches!(f, Cos | Sec) {
                        RBig::ONE
                    } else {
                        RBig::ZERO
                    });
                    return self.reciprocal_for(f, v);
                }
                let xf = self.to_f(x)?;
                self.check_trig_arg(&xf, 0)?;
                let reduction_bits = usize::try_from(mag(&xf).max(0)).unwrap_or(0);
                self.charge_transcendental_at(self.prec.saturating_add(2 * reduction_bits))?;
                let cache = Some(&mut self.cache);
                let r = match f {
                    Sin | Csc => self.ctx.sin(xf.repr(), cache),
                    Cos | Sec => self.ctx.cos(xf.repr(), cache),
                    _ => self.ctx.tan(xf.repr(), cache),
                }
                .map_err(|e| fp_err(e, f.name()))?;
                let v = Val::F(self.check_f(r.value())?);
                let v = if f == Cot {
                    self.div(&Val::R(RBig::ONE), &v)?
                } else {
                    self.reciprocal_for(f, v)?
                };
                Ok(v)
            }
            Asin | Acos | Atan => {
                self.charge_transcendental()?;
                let (xf, exact) = match x {
                    Val::R(r) => self.rat_to_f(r)?,
                    Val::F(v) => (v.clone(), false),
                };
                if f != Atan {
                    let one = F::ONE;
                    if xf.repr().significand().unsigned_abs().bit_len() > 0
                        && (xf.clone() > one || xf < -F::ONE)
                    {
                        return Err(EngineError::domain(format!(
                            "{} takes values from -1 to 1",
                            f.name()
                        )));
                    }
                }
                let cache = Some(&mut self.cache);
                let r = if self.angle == Angle::Deg {
                    match f {
                        Asin => self.ctx.asin_unit(xf.repr(), 360, cache),
                        Acos => self.ctx.acos_unit(xf.repr(), 360, cache),
                        _ => self.ctx.atan_unit(xf.repr(), 360, cache),
                    }
                } else {
                    match f {
                        Asin => self.ctx.asin(xf.repr(), cache),
                        Acos => self.ctx.acos(xf.repr(), cache),
                        _ => self.ctx.atan(xf.repr(), cache),
                    }
                }
                .map_err(|e| fp_err(e, f.name()))?;
                self.finish(r, exact)
            }
            Sinh | Cosh | Tanh | Asinh | Acosh | Atanh => {
                if is_zero(x) && f != Acosh {
                    return Ok(Val::R(if f == Cosh { RBig::ONE } else { RBig::ZERO }));
                }
                self.charge_transcendental()?;
                let xf = self.to_f(x)?;
                if matches!(f, Sinh | Cosh) {
                    let v = xf.to_f64().value();
                    if !v.is_finite() || v.abs() > MAX_BIN_EXP as f64 * 0.69 {
                        return Err(EngineError::too_large());
                    }
                }
                if f == Acosh && xf < F::ONE {
                    return Err(EngineError::domain("acosh takes values of at least 1"));
                }
                if f == Atanh && (xf >= F::ONE || xf <= -F::ONE) {
                    return Err(EngineError::domain("atanh takes values between -1 and 1"));
                }
                let cache = Some(&mut self.cache);
                let r = match f {
                    Sinh => self.ctx.sinh(xf.repr(), cache),
                    Cosh => self.ctx.cosh(xf.repr(), cache),
                    Tanh => self.ctx.tanh(xf.repr(), cache),
                    Asinh => self.ctx.asinh(xf.repr(), cache),
                    Acosh => self.ctx.acosh(xf.repr(), cache),
                    _ => self.ctx.atanh(xf.repr(), cache),
                }
                .map_err(|e| fp_err(e, f.name()))?;
                Ok(Val::F(self.check_f(r.value())?))
            }
            Ln | Log10 | Log2 => {
                if is_zero(x) || is_neg(x) {
                    return Err(EngineError::domain(format!(
                        "{} takes positive values",
                        f.name()
                    )));
                }
                if let Val::R(r) = x {
                    let base = match f {
                        Log10 => 10u8,
                        Log2 => 2,
                        _ => 0,
                    };
                    if r.is_one() {
                        return Ok(Val::R(RBig::ZERO));
                    }
                    if base > 0 {
                        if let Some(k) = exact_log(r, base) {
                            return Ok(Val::R(RBig::from(k)));
                        }
                    }
                }
                self.charge_transcendental()?;
                let xf = self.to_f(x)?;
                let cache = Some(&mut self.cache);
                let ln = self
                    .ctx
                    .ln(xf.repr(), cache)
                    .map_err(|e| fp_err(e, f.name()))?
                    .value();
                let r = match f {
                    Ln => ln,
                    // log_b x = ln x / ln b, with ln b from the shared cache.
                    Log10 => {
                        let l10: F = self.cache.ln10(self.prec + 16);
                        self.ctx
                            .div(ln.repr(), l10.repr())
                            .map_err(|e| fp_err(e, f.name()))?
                            .value()
                    }
                    _ => {
                        let l2: F = self.cache.ln2(self.prec + 16);
                        self.ctx
                            .div(ln.repr(), l2.repr())
                            .map_err(|e| fp_err(e, f.name()))?
                            .value()
                    }
                };
                Ok(Val::F(self.check_f(r)?))
            }
            Ei | Li | Erf | Erfc | Erfi | Si | Ci | Shi | Chi | FresnelS | FresnelC => {
                self.special(f, x)
            }
            Abs => Ok(if is_neg(x) { self.neg(x) } else { x.clone() }),
            Floor | Ceil | Round => match x {
                Val::R(r) => Ok(Val::R(RBig::from(match f {
                    Floor => r.floor(),
                    Ceil => r.ceil(),
                    _ => r.round(),
                }))),
                Val::F(v) => {
                    let i = match f {
                        Floor => v.floor(),
                        Ceil => v.ceil(),
                        _ => v.round(),
                    };
                    match f_to_rat(&i) {
                        Some(r) if rat_bits(&r) <= MAX_EXACT_BITS => Ok(Val::R(r)),
                        _ => Ok(Val::F(i)),
                    }
                }
            },
        }
    }

    /// A special function (special.rs): exact at the arguments where it is
    /// rational (0, and erfc(0) = 1), else at the working precision.
    fn special(&mut self, f: Func, x: &Val) -> Result<Val> {
        if is_zero(x) {
            match f {
                Func::Erfc => return Ok(Val::R(RBig::ONE)),
                Func::Erf
                | Func::Erfi
                | Func::Si
                | Func::Shi
                | Func::FresnelS
                | Func::FresnelC
                | Func::Li => return Ok(Val::R(RBig::ZERO)),
                _ => {}
            }
        }
        if let Val::R(r) = x {
            if r.is_one() && f == Func::Li {
                return Err(EngineError::domain("li(1) is −∞: li is undefined at 1"));
            }
        }
        self.charge_transcendental()?;
        let xf = self.to_f(x)?;
        let r = super::special::special(f, &xf, self.prec, self.budget)?;
        Ok(Val::F(self.check_f(r)?))
    }

    pub fn factorial(&mut self, x: &Val) -> Result<Val> {
        let n = match x {
            Val::R(r) if r.is_int() && r.sign() != Sign::Negative => r.numerator().clone(),
            Val::R(_) => return Err(EngineError::domain("n! needs a whole number n ≥ 0")),
            Val::F(f) => {
                if mag(f) > 64 {
                    return Err(EngineError::new(
                        Code::TooLarge,
                        format!("n! is computed for n up to {MAX_FACTORIAL}"),
                    ));
                }
                let i = f.round();
                let diff = f.clone() - i.clone();
                if mag(&diff) > mag(f).saturating_sub(self.prec as isize / 2)
                    || f.repr().significand().sign() == Sign::Negative
                {
                    return Err(EngineError::domain("n! needs a whole number n ≥ 0"));
                }
                i.to_int().value()
            }
        };
        let n = u64::try_from(&n)
            .ok()
            .filter(|&n| n <= MAX_FACTORIAL)
            .ok_or_else(|| {
                EngineError::new(
                    Code::TooLarge,
                    format!("n! is computed for n up to {MAX_FACTORIAL}"),
                )
            })?;
        // Bits of n! ≈ n·log2(n/e) (Stirling).
        let bits = (n as f64) * ((n.max(3) as f64).log2() - std::f64::consts::LOG2_E).max(1.0);
        if bits <= MAX_EXACT_BITS as f64 {
            self.budget.charge(n * 4 + (bits as u64 / 64).pow(2) / 4)?;
            return Ok(Val::R(RBig::from(product(1, n))));
        }
        let w = self.prec as u64 / 64 + 1;
        self.budget.charge(n.saturating_mul(800 + 2 * w * w))?;
        let mut acc = F::ONE;
        let mut chunk = UBig::ONE;
        for k in 1..=n {
            chunk *= UBig::from(k);
            if chunk.bit_len() > 64 || k == n {
                let c = F::from(IBig::from(std::mem::replace(&mut chunk, UBig::ONE)));
                acc = self
                    .ctx
                    .mul(acc.repr(), c.repr())
                    .map_err(|e| fp_err(e, "n!"))?
                    .value();
            }
        }
        Ok(Val::F(self.check_f(acc)?))
    }
}

/// a·(a+1)·…·b (1 when a > b), by binary splitting.
pub(crate) fn product(a: u64, b: u64) -> UBig {
    if a > b {
        return UBig::ONE;
    }
    if b - a < 16 {
        let mut p = UBig::ONE;
        for k in a..=b {
            p *= UBig::from(k);
        }
        return p;
    }
    let m = a + (b - a) / 2;
    product(a, m) * product(m + 1, b)
}

fn log2_ubig(n: &UBig) -> f64 {
    let bits = n.bit_len();
    if bits <= 64 {
        return (u64::try_from(n).unwrap_or(u64::MAX) as f64).log2();
    }
    let shift = bits - 64;
    let top = u64::try_from(&(n >> shift)).unwrap_or(u64::MAX) as f64;
    top.log2() + shift as f64
}

/// The exact k-th root of a rational, if it is rational.
pub fn exact_root(r: &RBig, k: usize) -> Option<RBig> {
    if k == 0 {
        return None;
    }
    let neg = r.sign() == Sign::Negative;
    if neg && k.is_multiple_of(2) {
        return None;
    }
    let n = r.numerator().unsigned_abs();
    let d = r.denominator().clone();
    if n.bit_len() / k > MAX_EXACT_BITS || d.bit_len() / k > MAX_EXACT_BITS {
        return None;
    }
    let rn = n.nth_root(k);
    let rd = d.nth_root(k);
    if rn.pow(k) != n || rd.pow(k) != d {
        return None;
    }
    let root = RBig::from_parts(IBig::from(rn), rd);
    Some(if neg { -root } else { root })
}

/// k with r = base^k exactly.
fn exact_log(r: &RBig, base: u8) -> Option<i64> {
    exact_log_within(r, base, usize::MAX)
}

/// k with |r| = base^k exactly, when the power's integer side (numerator
/// or denominator) has at most `max_bits` bits.
pub(super) fn exact_log_within(r: &RBig, base: u8, max_bits: usize) -> Option<i64> {
    let b = UBig::from(base);
    let (big, negative) = if r.denominator().is_one() {
        (r.numerator().unsigned_abs(), false)
    } else if r.numerator().unsigned_abs().is_one() {
        (r.denominator().clone(), true)
    } else {
        return None;
    };
    if big.bit_len() > max_bits {
        return None;
    }
    let mut k = 0i64;
    let mut v = big;
    while v > UBig::ONE {
        if !(&v % &b).is_zero() {
            return None;
        }
        v /= &b;
        k += 1;
    }
    Some(if negative { -k } else { k })
}

/// q with e = q·π, when e is a rational multiple of π written plainly (or
/// a sum of them: π/2 + π, or a rational times one: 2(π/4 + π/2)).
pub fn pi_multiple(e: &Expr) -> Option<RBig> {
    match e {
        Expr::Const(Constant::Pi) => Some(RBig::ONE),
        Expr::Add(xs) if !xs.is_empty() => {
            let mut q = RBig::ZERO;
            for x in xs {
                q += pi_multiple(x)?;
            }
            Some(q)
        }
        Expr::Mul(xs) => {
            let mut q = RBig::ONE;
            let mut pis = 0;
            for x in xs {
                match x {
                    Expr::Const(Constant::Pi) => pis += 1,
                    Expr::Num(n) => q *= n,
                    Expr::Pow(b, ex) => match (&**b, &**ex) {
                        (Expr::Num(n), Expr::Num(k)) if k.is_int() && !n.is_zero() => {
                            let k = i32::try_from(k.numerator())
                                .ok()
                                .filter(|k| k.abs() <= 64)?;
                            let p = n.pow(k.unsigned_abs() as isize);
                            q = if k < 0 { q / p } else { q * p };
                        }
                        _ => return None,
                    },
                    // A factor that is itself a multiple of π: 2(π/4 + π/2).
                    other => {
                        q *= pi_multiple(other)?;
                        pis += 1;
                    }
                }
            }
            (pis == 1).then_some(q)
        }
        _ => None,
    }
}

// ------------------------------------------------------------ the driver

/// A final value: exact, or a float known to the digits asked for.
#[derive(Debug, Clone)]
pub enum Value {
    Exact(RBig),
    /// Known to (at least) the digits kept, with the float it came from.
    Approx(Digits, F),
    /// Zero within the precision reached (the exact value is very likely 0).
    Zero,
}

impl Value {
    /// Rounded to `digits` significant digits.
    pub fn digits(&self, digits: usize) -> Digits {
        match self {
            Value::Exact(r) => number::round_rational(r, digits),
            Value::Approx(d, _) => d.clone().round_to(digits),
            Value::Zero => Digits::zero(),
        }
    }

    pub fn to_f64(&self) -> f64 {
        match self {
            Value::Exact(r) => r.to_f64().value(),
            Value::Approx(_, f) => f.to_f64().value(),
            Value::Zero => 0.0,
        }
    }

    pub fn exact(&self) -> Option<&RBig> {
        match self {
            Value::Exact(r) => Some(r),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, Default)]
pub struct EvalOptions {
    pub digits: usize,
    pub angle: Angle,
    pub vars: Vec<(String, RBig)>,
}

impl EvalOptions {
    /// `digits` significant digits, in radians, with no variables set.
    pub fn digits(digits: usize) -> Self {
        EvalOptions {
            digits,
            ..Default::default()
        }
    }
}

/// Evaluates `e` to `digits` correct significant digits (at most
/// `MAX_DIGITS`), or exactly when the value is rational.
///
/// Floats are evaluated at increasing working precision until two runs
/// agree on the rounded digits. A result that sits below the rounding noise
/// of its own terms (sin²1 + cos²1 − 1) is "noise": the precision keeps
/// growing, and if it is still noise at the highest precision tried (about
/// 400 extra digits), the value is taken to be 0.
pub fn evaluate(e: &Expr, opts: &EvalOptions, budget: &mut Budget) -> Result<Value> {
    let digits = opts.digits.clamp(1, MAX_DIGITS);
    let mut guard = 12 + digits / 8;
    let mut previous: Option<Digits> = None;
    let mut last: Option<(Digits, F)> = None;
    let mut noise_seen = false;
    for attempt in 0..6 {
        let bits = (digits + guard) * 10 / 3 + 32;
        let mut ev = Evaluator::new(bits, opts.angle, budget);
        ev.vars = opts
            .vars
            .iter()
            .map(|(n, v)| (n.clone(), Val::R(v.clone())))
            .collect();
        let v = match ev.eval(e) {
            Ok(v) => v,
            // Out of work after a first answer: settle for what we have.
            Err(err) if err.code == Code::TooComplex && attempt > 0 => break,
            Err(err) => return Err(err),
        };
        let max_mag = ev.max_mag;
        drop(ev);
        let f = match v {
            Val::R(r) => return Ok(Value::Exact(r)),
            Val::F(f) => f,
        };
        let noise = f.repr().significand().is_zero()
            || (max_mag != isize::MIN && mag(&f) < max_mag.saturating_sub(bits as isize) + 24);
        if noise {
            noise_seen = true;
            previous = None;
        } else {
            noise_seen = false;
            // Ten guard digits make double rounding (to these, then to
            // `digits`) wrong only at near-ties 1e-10 apart.
            let rounded = number::round_float(&f, digits + 10);
            let r = rounded.clone().round_to(digits);
            if previous.as_ref().is_some_and(|p| *p == r) {
                return Ok(Value::Approx(rounded, f));
            }
            previous = Some(r);
            last = Some((rounded, f));
        }
        guard *= 2;
        if digits + guard > 3 * MAX_DIGITS {
            break;
        }
    }
    if noise_seen {
        return Ok(Value::Zero);
    }
    match last {
        Some((d, f)) => Ok(Value::Approx(d, f)),
        None => Ok(Value::Zero),
    }
}

/// Evaluates to a double, correctly rounded (17 significant digits suffice
/// to pick the nearest double).
pub fn evaluate_f64(e: &Expr, opts: &EvalOptions, budget: &mut Budget) -> Result<f64> {
    let mut o = opts.clone();
    o.digits = 20;
    let v = evaluate(e, &o, budget)?;
    let x = v.to_f64();
    if !x.is_finite() {
        return Err(EngineError::too_large());
    }
    Ok(x)
}
