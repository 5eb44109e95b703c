//! Decimal functions beyond rust_decimal's checked arithmetic: Excel-style
//! rounding and MOD, exact integer powers, and roots and inverse trigonometry
//! computed to full precision. Every function returns `Err` instead of
//! panicking, overflowing or looping.
//!
//! None is inlined: a Decimal operation is about a kilobyte of WebAssembly,
//! and each inlined copy would be downloaded again.

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

/// The whole part (toward zero), with scale 0: its mantissa is its value.
#[inline(never)]
fn whole(x: Decimal) -> Decimal {
    x.round_dp_with_strategy(0, RoundingStrategy::ToZero)
}

#[inline(never)]
pub fn add(a: Decimal, b: Decimal) -> Res {
    a.checked_add(b).ok_or(Fail::Overflow)
}

#[inline(never)]
pub fn sub(a: Decimal, b: Decimal) -> Res {
    add(a, -b)
}

#[inline(never)]
pub fn mul(a: Decimal, b: Decimal) -> Res {
    a.checked_mul(b).ok_or(Fail::Overflow)
}

#[inline(never)]
pub fn div(a: Decimal, b: Decimal) -> Res {
    if b.is_zero() {
        return Err(Fail::DivisionByZero);
    }
    a.checked_div(b).ok_or(Fail::Overflow)
}

/// Rounds to `digits` decimal places (negative: to tens, hundreds, ...)
/// with `strategy`, as Excel's ROUND, ROUNDUP and ROUNDDOWN do. A
/// fractional `digits` is truncated, as in Excel.
#[inline(never)]
pub fn round_to(x: Decimal, digits: Decimal, strategy: RoundingStrategy) -> Res {
    // Past ±40 every Decimal rounds the same way.
    let digits = whole(digits).mantissa().clamp(-40, 40) as i64;
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
    let scaled = div(x, unit)?;
    mul(scaled.round_dp_with_strategy(0, strategy), unit)
}

/// Rounds to the nearest multiple of `step` (half away from zero), as
/// Excel's MROUND; `floor`/`ceil` with a step use the other strategies.
#[inline(never)]
pub fn to_multiple(x: Decimal, step: Decimal, strategy: RoundingStrategy) -> Res {
    if step.is_zero() {
        return Ok(Decimal::ZERO);
    }
    let q = div(x, step)?;
    mul(q.round_dp_with_strategy(0, strategy), step)
}

/// The remainder with the sign of the divisor, as Excel's MOD: exact,
/// from the truncated remainder.
#[inline(never)]
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
#[inline(never)]
pub fn power(a: Decimal, b: Decimal) -> Res {
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
    if whole(b) == b {
        if a.abs() == Decimal::ONE {
            let odd = whole(b).mantissa() & 1 == 1;
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
    let ln = ln(a)?;
    match mul(ln, b) {
        Ok(y) => exp(y),
        Err(_) if shrinks => Ok(Decimal::ZERO),
        Err(e) => Err(e),
    }
}

/// ln 2 and ln 10 to 28 decimals (mpmath 1.3, 40 digits, rounded).
const LN_2: Decimal = Decimal::from_parts(0xAA7A_65BF, 0x81F5_2F01, 0x1665_943F, false, 28);
const LN_10: Decimal = Decimal::from_parts(0x9FA6_9733, 0x1414_B220, 0x4A66_8998, false, 28);

/// Σ term_k while the terms still count, where term_0 = `first` and
/// term_{k+1} = term_k · `ratio` / (`step`(k)): the shared core of the
/// Taylor series below. At most 80 terms (every series here converges
/// well before).
fn series(first: Decimal, ratio: Decimal, step: &dyn Fn(u32) -> u32) -> Res {
    let mut term = first;
    let mut sum = first;
    for k in 0..80 {
        term = div(mul(term, ratio)?, Decimal::from(step(k)))?;
        if term.is_zero() {
            break;
        }
        sum = add(sum, term)?;
    }
    Ok(sum)
}

/// Σ z·q^k / (2k + 1) while the terms count: atanh z for q = z², atan z
/// for q = −z² (|z| < 0.5 here: under 45 terms).
fn odd_powers(z: Decimal, q: Decimal) -> Res {
    let mut power = z;
    let mut sum = z;
    for k in 1..80u32 {
        power = mul(power, q)?;
        let term = div(power, Decimal::from(2 * k + 1))?;
        if term.is_zero() {
            break;
        }
        sum = add(sum, term)?;
    }
    Ok(sum)
}

/// e^x: e to the whole part (exact squarings of e's 28 digits) times the
/// Taylor series of the fraction. Our own (as ln, sin and cos): rust_decimal's
/// wide-precision versions would add a fifth to the browser's module.
#[inline(never)]
pub fn exp(x: Decimal) -> Res {
    if x.is_sign_negative() {
        return match exp(-x) {
            Ok(r) => div(Decimal::ONE, r),
            Err(_) => Ok(Decimal::ZERO),
        };
    }
    let integer = whole(x);
    let fraction = sub(x, integer)?;
    let big = power_int(Decimal::E, integer).ok_or(Fail::Overflow)?;
    let small = series(Decimal::ONE, fraction, &|k| k + 1)?;
    mul(big, small)
}

/// ln x = k·ln 10 + j·ln 2 + ln y, with x = y·2^j·10^k and y in [0.75,
/// 1.5): then 2·atanh((y − 1)/(y + 1)), whose series gains two digits a term.
#[inline(never)]
pub fn ln(x: Decimal) -> Res {
    if x <= Decimal::ZERO {
        return Err(Fail::OutOfDomain);
    }
    let mut digits = 0i64;
    let mut m = x.mantissa().unsigned_abs();
    while m >= 10 {
        m /= 10;
        digits += 1;
    }
    // x = y · 10^tens with 1 ≤ y < 10.
    let tens = digits - i64::from(x.scale());
    let mut y = x;
    y.set_scale(u32::try_from(digits).map_err(|_| Fail::Overflow)?)
        .map_err(|_| Fail::Overflow)?;
    let mut twos = 0u32;
    let limit = Decimal::new(15, 1);
    while y >= limit {
        y = div(y, Decimal::TWO)?;
        twos += 1;
    }
    let z = div(sub(y, Decimal::ONE)?, add(y, Decimal::ONE)?)?;
    let atanh = odd_powers(z, mul(z, z)?)?;
    let r = add(atanh, atanh)?;
    let r = add(r, mul(LN_2, Decimal::from(twos))?)?;
    add(r, mul(LN_10, Decimal::from(tens))?)
}

#[inline(never)]
pub fn log10(x: Decimal) -> Res {
    log(x, Decimal::TEN)
}

#[inline(never)]
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
#[inline(never)]
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
#[inline(never)]
fn power_of(a: Decimal, mut n: u128) -> Option<Decimal> {
    let mut result = Decimal::ONE;
    let mut square = a;
    while n > 0 {
        if n & 1 == 1 {
            result = mul(result, square).ok()?;
        }
        n >>= 1;
        if n > 0 {
            square = mul(square, square).ok()?;
        }
    }
    Some(result)
}

/// `a^n` for a whole `n`; `None` on overflow (or a result below 10⁻²⁸ for a
/// negative `n`: the caller tells the two apart).
#[inline(never)]
fn power_int(a: Decimal, n: Decimal) -> Option<Decimal> {
    let n = whole(n);
    let magnitude = u128::try_from(n.abs().mantissa()).ok()?;
    let p = power_of(a, magnitude)?;
    if n.is_sign_negative() {
        div(Decimal::ONE, p).ok()
    } else {
        Some(p)
    }
}

/// Replaces a root one unit off in the last places by the exact short
/// value when that value, raised back, gives `x` (√2.25 is 1.5).
#[inline(never)]
fn snap(y: Decimal, x: Decimal, n: u128) -> Decimal {
    let short = y.round_dp(y.scale().saturating_sub(3));
    if power_of(short, n) == Some(x) {
        short
    } else {
        y
    }
}

#[inline(never)]
pub fn sqrt(x: Decimal) -> Res {
    if x.is_sign_negative() && !x.is_zero() {
        return Err(Fail::OutOfDomain);
    }
    if x.is_zero() {
        return Ok(Decimal::ZERO);
    }
    let y = newton(guess(x, 2), |y| {
        let sum = add(y, div(x, y).ok()?).ok()?;
        div(sum, Decimal::TWO).ok()
    })?;
    Ok(snap(y, x, 2))
}

#[inline(never)]
pub fn cbrt(x: Decimal) -> Res {
    if x.is_zero() {
        return Ok(Decimal::ZERO);
    }
    let a = x.abs();
    let three = Decimal::from(3);
    let y = newton(guess(a, 3), |y| {
        let twice = add(y, y).ok()?;
        let next = add(twice, div(a, mul(y, y).ok()?).ok()?).ok()?;
        div(next, three).ok()
    })?;
    let y = snap(y, a, 3);
    Ok(if x.is_sign_negative() { -y } else { y })
}

/// The angle reduced to [−π, π] (exactly, but with π's 28 digits: huge
/// angles lose their meaning, as on any calculator).
fn reduce(x: Decimal) -> Res {
    let turns = div(x, Decimal::TWO_PI)?.round();
    sub(x, mul(turns, Decimal::TWO_PI)?)
}

#[inline(never)]
pub fn sin(x: Decimal) -> Res {
    let r = reduce(x)?;
    let r2 = -mul(r, r)?;
    series(r, r2, &|k| (2 * k + 2) * (2 * k + 3))
}

#[inline(never)]
pub fn cos(x: Decimal) -> Res {
    let r = reduce(x)?;
    let r2 = -mul(r, r)?;
    series(Decimal::ONE, r2, &|k| (2 * k + 1) * (2 * k + 2))
}

#[inline(never)]
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
#[inline(never)]
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
    let sum = odd_powers(y, -mul(y, y)?)?;
    mul(sum, Decimal::from(1u32 << doublings))
}

#[inline(never)]
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

#[inline(never)]
pub fn acos(x: Decimal) -> Res {
    sub(Decimal::HALF_PI, asin(x)?)
}

/// The angle of the point (x, y), in (−π, π], as Excel's ATAN2(x, y) but
/// with the usual argument order atan2(y, x).
#[inline(never)]
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
#[inline(never)]
pub fn factorial(n: Decimal) -> Res {
    if n < Decimal::ZERO || whole(n) != n {
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::str::FromStr;

    #[test]
    fn constants_are_the_published_digits() {
        // mpmath 1.3: log(2), log(10) to 40 digits, rounded to 28 decimals.
        let d = |s| Decimal::from_str(s).unwrap();
        assert_eq!(LN_2, d("0.6931471805599453094172321215"));
        assert_eq!(LN_10, d("2.3025850929940456840179914547"));
    }
}
