//! Decimal functions beyond rust_decimal's checked arithmetic: Excel-style
//! rounding and MOD, exact integer powers, and roots and inverse trigonometry
//! computed to full precision. Every function returns `Err` instead of
//! panicking, overflowing or looping.

use rust_decimal::prelude::{MathematicalOps, ToPrimitive};
use rust_decimal::{Decimal, RoundingStrategy};

/// Why a function has no value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fail {
    DivisionByZero,
    OutOfDomain,
    Overflow,
}

pub type Res = Result<Decimal, Fail>;

/// Largest number of decimal places a Decimal holds.
const MAX_SCALE: i64 = 28;

pub fn add(a: Decimal, b: Decimal) -> Res {
    a.checked_add(b).ok_or(Fail::Overflow)
}

pub fn sub(a: Decimal, b: Decimal) -> Res {
    a.checked_sub(b).ok_or(Fail::Overflow)
}

pub fn mul(a: Decimal, b: Decimal) -> Res {
    a.checked_mul(b).ok_or(Fail::Overflow)
}

pub fn div(a: Decimal, b: Decimal) -> Res {
    if b.is_zero() {
        return Err(Fail::DivisionByZero);
    }
    a.checked_div(b).ok_or(Fail::Overflow)
}

/// Rounds to `digits` decimal places (negative: to tens, hundreds, ...)
/// with `strategy`, as Excel's ROUND, ROUNDUP and ROUNDDOWN do. A
/// fractional `digits` is truncated, as in Excel.
pub fn round_to(x: Decimal, digits: Decimal, strategy: RoundingStrategy) -> Res {
    let digits = digits
        .trunc()
        .to_i64()
        .unwrap_or(if digits.is_sign_negative() {
            i64::MIN
        } else {
            i64::MAX
        });
    if digits >= 0 {
        let dp = digits.min(MAX_SCALE) as u32;
        return Ok(x.round_dp_with_strategy(dp, strategy));
    }
    // A Decimal's magnitude is below 10^29: rounding to 10^29 or coarser is
    // 0, or one unit of that place when rounding away from zero (overflow).
    if digits < -MAX_SCALE {
        return match strategy {
            RoundingStrategy::AwayFromZero if !x.is_zero() => Err(Fail::Overflow),
            _ => Ok(Decimal::ZERO),
        };
    }
    let unit = Decimal::from_i128_with_scale(10i128.pow((-digits) as u32), 0);
    let scaled = x.checked_div(unit).ok_or(Fail::Overflow)?;
    mul(scaled.round_dp_with_strategy(0, strategy), unit)
}

/// Rounds to the nearest multiple of `step` (half away from zero), as
/// Excel's MROUND; `floor`/`ceil` with a step use the other strategies.
pub fn to_multiple(x: Decimal, step: Decimal, strategy: RoundingStrategy) -> Res {
    if step.is_zero() {
        return Ok(Decimal::ZERO);
    }
    let q = div(x, step)?;
    mul(q.round_dp_with_strategy(0, strategy), step)
}

/// The remainder with the sign of the divisor, as Excel's MOD: exact,
/// from the truncated remainder.
pub fn modulo(a: Decimal, b: Decimal) -> Res {
    if b.is_zero() {
        return Err(Fail::DivisionByZero);
    }
    let r = a.checked_rem(b).ok_or(Fail::Overflow)?;
    if !r.is_zero() && r.is_sign_negative() != b.is_sign_negative() {
        add(r, b)
    } else {
        Ok(r)
    }
}

/// `a^b`: exact for integer exponents (by repeated squaring), else
/// e^(b·ln a) for a positive base. A result too small to represent is 0.
pub fn power(a: Decimal, b: Decimal) -> Res {
    let b = b.normalize();
    if b.is_zero() {
        return Ok(Decimal::ONE);
    }
    if a.is_zero() {
        return if b.is_sign_negative() {
            Err(Fail::DivisionByZero)
        } else {
            Ok(Decimal::ZERO)
        };
    }
    let shrinks = (a.abs() < Decimal::ONE) != b.is_sign_negative();
    if b.scale() == 0 {
        if a.abs() == Decimal::ONE {
            let odd = b.checked_rem(Decimal::TWO).is_some_and(|r| !r.is_zero());
            return Ok(if a.is_sign_negative() && odd {
                a
            } else {
                Decimal::ONE
            });
        }
        return match power_int(a, b) {
            Some(r) => Ok(r),
            None if shrinks => Ok(Decimal::ZERO),
            None => Err(Fail::Overflow),
        };
    }
    if a.is_sign_negative() {
        return Err(Fail::OutOfDomain);
    }
    let ln = a.checked_ln().ok_or(Fail::OutOfDomain)?;
    match ln.checked_mul(b) {
        Some(y) => exp(y),
        None if shrinks => Ok(Decimal::ZERO),
        None => Err(Fail::Overflow),
    }
}

pub fn exp(x: Decimal) -> Res {
    match x.checked_exp() {
        Some(r) => Ok(r),
        None if x.is_sign_negative() => Ok(Decimal::ZERO),
        None => Err(Fail::Overflow),
    }
}

pub fn ln(x: Decimal) -> Res {
    if x <= Decimal::ZERO {
        return Err(Fail::OutOfDomain);
    }
    x.checked_ln().ok_or(Fail::OutOfDomain)
}

pub fn log10(x: Decimal) -> Res {
    if x <= Decimal::ZERO {
        return Err(Fail::OutOfDomain);
    }
    x.checked_log10().ok_or(Fail::OutOfDomain)
}

/// Logarithm in any positive base but 1; exact when `x` is a whole power
/// of the base (`log(8, 2)` is 3, not 2.99…).
pub fn log(x: Decimal, base: Decimal) -> Res {
    if base <= Decimal::ZERO || base == Decimal::ONE {
        return Err(Fail::OutOfDomain);
    }
    let r = div(ln(x)?, ln(base)?)?;
    let whole = r.round();
    if power_int(base, whole) == Some(x) {
        return Ok(whole);
    }
    Ok(r)
}

/// Newton's iteration for a root, from a floating-point start; stops when
/// the value no longer changes (or cycles between two neighbours).
fn newton(start: Decimal, step: impl Fn(Decimal) -> Option<Decimal>) -> Res {
    let mut y = start;
    let mut before = Decimal::ZERO;
    for _ in 0..100 {
        let next = step(y).ok_or(Fail::Overflow)?;
        if next == y || next == before {
            return Ok(next.min(y));
        }
        before = y;
        y = next;
    }
    Ok(y)
}

/// A first guess for the `n`th root of x > 0: 10 to the power of its
/// number of integer digits over `n` (no floating point, which would add
/// its conversions to the browser's module); Newton's iteration supplies
/// the digits in a few more steps.
fn guess(x: Decimal, n: u32) -> Decimal {
    let mut digits = 0i64;
    let mut m = x.mantissa().unsigned_abs();
    while m > 0 {
        m /= 10;
        digits += 1;
    }
    let magnitude = (digits - i64::from(x.scale())) / i64::from(n);
    if magnitude >= 0 {
        Decimal::from_i128_with_scale(10i128.pow(magnitude as u32), 0)
    } else {
        Decimal::new(1, (-magnitude) as u32)
    }
}

/// `a^n` for a whole `n` ≥ 0 by repeated squaring; `None` on overflow.
fn power_of(a: Decimal, mut n: u128) -> Option<Decimal> {
    let mut result = Decimal::ONE;
    let mut square = a;
    while n > 0 {
        if n & 1 == 1 {
            result = result.checked_mul(square)?;
        }
        n >>= 1;
        if n > 0 {
            square = square.checked_mul(square)?;
        }
    }
    Some(result)
}

/// `a^n` for a whole `n`; `None` on overflow (or a result below 10⁻²⁸ for a
/// negative `n`: the caller tells the two apart).
fn power_int(a: Decimal, n: Decimal) -> Option<Decimal> {
    let n = n.normalize();
    if n.scale() != 0 {
        return None;
    }
    let magnitude = u128::try_from(n.abs().mantissa()).ok()?;
    let p = power_of(a, magnitude)?;
    if n.is_sign_negative() {
        Decimal::ONE.checked_div(p)
    } else {
        Some(p)
    }
}

/// Replaces a root one unit off in the last places by the exact short
/// value when that value, raised back, gives `x` (√2.25 is 1.5).
fn snap(y: Decimal, x: Decimal, n: u128) -> Decimal {
    let short = y.round_dp(y.scale().saturating_sub(3)).normalize();
    if power_of(short, n) == Some(x) {
        short
    } else {
        y
    }
}

pub fn sqrt(x: Decimal) -> Res {
    if x.is_sign_negative() && !x.is_zero() {
        return Err(Fail::OutOfDomain);
    }
    if x.is_zero() {
        return Ok(Decimal::ZERO);
    }
    let y = newton(guess(x, 2), |y| {
        y.checked_add(x.checked_div(y)?)?.checked_div(Decimal::TWO)
    })?;
    Ok(snap(y, x, 2))
}

pub fn cbrt(x: Decimal) -> Res {
    if x.is_zero() {
        return Ok(Decimal::ZERO);
    }
    let a = x.abs();
    let three = Decimal::from(3);
    let y = newton(guess(a, 3), |y| {
        let y2 = y.checked_mul(y)?;
        y.checked_mul(Decimal::TWO)?
            .checked_add(a.checked_div(y2)?)?
            .checked_div(three)
    })?;
    let y = snap(y, a, 3);
    Ok(if x.is_sign_negative() { -y } else { y })
}

pub fn sin(x: Decimal) -> Res {
    x.checked_sin().ok_or(Fail::Overflow)
}

pub fn cos(x: Decimal) -> Res {
    x.checked_cos().ok_or(Fail::Overflow)
}

/// sin/cos: rust_decimal's own tangent series is good to about 8 digits.
pub fn tan(x: Decimal) -> Res {
    let c = cos(x)?;
    if c.is_zero() {
        return Err(Fail::OutOfDomain);
    }
    div(sin(x)?, c)
}

/// Arctangent: for 0 ≤ x ≤ 1 one halving (atan x = 2·atan(x / (1 + √(1 +
/// x²)))) brings x under tan(π/8) ≈ 0.414, then its alternating series
/// (under 40 terms). Few steps: each rounds in the 28th place.
pub fn atan(x: Decimal) -> Res {
    if x.is_sign_negative() {
        return atan(-x).map(|r| -r);
    }
    if x > Decimal::ONE {
        return sub(Decimal::HALF_PI, atan(div(Decimal::ONE, x)?)?);
    }
    let mut y = x;
    let mut doublings = 0u32;
    if y > Decimal::new(42, 2) {
        let root = sqrt(add(Decimal::ONE, mul(y, y)?)?)?;
        y = div(y, add(Decimal::ONE, root)?)?;
        doublings = 1;
    }
    let y2 = mul(y, y)?;
    let mut power = y;
    let mut sum = y;
    for k in 1..64u32 {
        power = -mul(power, y2)?;
        let term = div(power, Decimal::from(2 * k + 1))?;
        if term.is_zero() {
            break;
        }
        sum = add(sum, term)?;
    }
    mul(sum, Decimal::from(1u32 << doublings))
}

pub fn asin(x: Decimal) -> Res {
    if x.abs() > Decimal::ONE {
        return Err(Fail::OutOfDomain);
    }
    if x.abs() == Decimal::ONE {
        return Ok(if x.is_sign_negative() {
            -Decimal::HALF_PI
        } else {
            Decimal::HALF_PI
        });
    }
    let c = sqrt(sub(Decimal::ONE, mul(x, x)?)?)?;
    atan(div(x, c)?)
}

pub fn acos(x: Decimal) -> Res {
    sub(Decimal::HALF_PI, asin(x)?)
}

/// The angle of the point (x, y), in (−π, π], as Excel's ATAN2(x, y) but
/// with the usual argument order atan2(y, x).
pub fn atan2(y: Decimal, x: Decimal) -> Res {
    if x.is_zero() {
        return if y.is_zero() {
            Err(Fail::OutOfDomain)
        } else if y.is_sign_negative() {
            Ok(-Decimal::HALF_PI)
        } else {
            Ok(Decimal::HALF_PI)
        };
    }
    let a = atan(div(y, x)?)?;
    if x.is_sign_positive() {
        Ok(a)
    } else if y.is_sign_negative() {
        sub(a, Decimal::PI)
    } else {
        add(a, Decimal::PI)
    }
}

/// n! for a whole n ≥ 0.
pub fn factorial(n: Decimal) -> Res {
    if (n.is_sign_negative() && !n.is_zero()) || !n.fract().is_zero() {
        return Err(Fail::OutOfDomain);
    }
    let mut r = Decimal::ONE;
    let mut k = Decimal::ONE;
    while k <= n {
        r = mul(r, k)?;
        k += Decimal::ONE;
    }
    Ok(r)
}
