//! Decimal digits of exact and binary values: rounding to significant
//! digits or decimal places, and the text the calculators print.

use super::eval::{f_to_rat, mag, F};
use dashu::base::{BitTest, Sign, UnsignedAbs};
use dashu::float::round::mode::HalfEven;
use dashu::float::Context;
use dashu::integer::{IBig, UBig};
use dashu::rational::RBig;

/// ±0.d₁d₂…dₙ is written d₁.d₂…dₙ × 10^exp.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Digits {
    pub negative: bool,
    /// Significant digits, no leading zero; empty for zero.
    pub digits: String,
    /// Decimal exponent of the first digit.
    pub exp: i64,
}

fn pow10(k: usize) -> UBig {
    UBig::from(10u8).pow(k)
}

impl Digits {
    pub fn zero() -> Digits {
        Digits {
            negative: false,
            digits: String::new(),
            exp: 0,
        }
    }

    pub fn is_zero(&self) -> bool {
        self.digits.is_empty()
    }

    /// Rounded (half away from zero) to `n` significant digits.
    pub fn round_to(mut self, n: usize) -> Digits {
        let n = n.max(1);
        if self.digits.len() <= n {
            return self;
        }
        let round_up = self.digits.as_bytes().get(n).is_some_and(|&b| b >= b'5');
        self.digits.truncate(n);
        if round_up {
            let mut bytes = self.digits.into_bytes();
            let mut i = bytes.len();
            loop {
                if i == 0 {
                    bytes.insert(0, b'1');
                    bytes.truncate(n);
                    self.exp += 1;
                    break;
                }
                i -= 1;
                if bytes[i] == b'9' {
                    bytes[i] = b'0';
                } else {
                    bytes[i] += 1;
                    break;
                }
            }
            self.digits = String::from_utf8(bytes).unwrap_or_default();
        }
        self
    }

    /// Without trailing zeros.
    pub fn trimmed(&self) -> &str {
        self.digits.trim_end_matches('0')
    }

    /// The calculator's text: positional when the exponent is within
    /// −7 … `positional_up_to` − 1, else scientific (`1.5e20`, `2e-9`).
    pub fn to_text(&self, positional_up_to: usize) -> String {
        let t = self.trimmed();
        if t.is_empty() {
            return "0".into();
        }
        let mut s = String::with_capacity(t.len() + 8);
        if self.negative {
            s.push('-');
        }
        let e = self.exp;
        if e >= -7 && e < positional_up_to as i64 {
            if e >= 0 {
                let int_len = (e + 1) as usize;
                if t.len() <= int_len {
                    s.push_str(t);
                    s.extend(std::iter::repeat_n('0', int_len - t.len()));
                } else {
                    s.push_str(t.get(..int_len).unwrap_or(""));
                    s.push('.');
                    s.push_str(t.get(int_len..).unwrap_or(""));
                }
            } else {
                s.push_str("0.");
                s.extend(std::iter::repeat_n('0', (-e - 1) as usize));
                s.push_str(t);
            }
        } else {
            s.push_str(t.get(..1).unwrap_or(""));
            if t.len() > 1 {
                s.push('.');
                s.push_str(t.get(1..).unwrap_or(""));
            }
            s.push('e');
            s.push_str(&e.to_string());
        }
        s
    }
}

/// ⌊log10 (n/d)⌋ for positive n, d.
fn floor_log10(n: &UBig, d: &UBig) -> i64 {
    let est =
        ((n.bit_len() as f64 - d.bit_len() as f64) * std::f64::consts::LOG10_2).floor() as i64;
    let mut e = est;
    // Adjust: 10^e ≤ n/d < 10^(e+1).
    let ge = |e: i64| -> bool {
        // n/d ≥ 10^e ?
        if e >= 0 {
            *n >= d * pow10(e as usize)
        } else {
            n * pow10((-e) as usize) >= *d
        }
    };
    while !ge(e) {
        e -= 1;
    }
    while ge(e + 1) {
        e += 1;
    }
    e
}

/// ⌊log10 |r|⌋ for r ≠ 0 (0 for 0).
pub fn magnitude(r: &RBig) -> i64 {
    if r.is_zero() {
        return 0;
    }
    floor_log10(&r.numerator().unsigned_abs(), r.denominator())
}

/// An exact rational rounded (half away from zero) to `digits` significant digits.
pub fn round_rational(r: &RBig, digits: usize) -> Digits {
    if r.is_zero() {
        return Digits::zero();
    }
    let digits = digits.max(1);
    let negative = r.sign() == Sign::Negative;
    let n = r.numerator().unsigned_abs();
    let d = r.denominator().clone();
    let mut e = floor_log10(&n, &d);
    // q = round(n/d · 10^(digits−1−e))
    let s = digits as i64 - 1 - e;
    let (num, den) = if s >= 0 {
        (n * pow10(s as usize), d)
    } else {
        (n, d * pow10((-s) as usize))
    };
    let q = &num / &den;
    let rem = &num - &q * &den;
    let mut q = if rem * UBig::from(2u8) >= den {
        q + UBig::ONE
    } else {
        q
    };
    if q >= pow10(digits) {
        q /= UBig::from(10u8);
        e += 1;
    }
    Digits {
        negative,
        digits: q.to_string(),
        exp: e,
    }
}

/// A binary float rounded to `digits` significant digits.
pub fn round_float(f: &F, digits: usize) -> Digits {
    if f.repr().significand().is_zero() {
        return Digits::zero();
    }
    if f.repr().exponent().unsigned_abs() <= 8192 {
        if let Some(r) = f_to_rat(f) {
            return round_rational(&r, digits);
        }
    }
    // Huge or tiny: scale by a power of ten in floating point.
    let negative = f.repr().significand().sign() == Sign::Negative;
    let prec = f.precision().max(64) + 64;
    let ctx = Context::<HalfEven>::new(prec);
    let mut e = ((mag(f) - 1) as f64 * std::f64::consts::LOG10_2).floor() as i64;
    let ten = F::from(10);
    for _ in 0..4 {
        let s = digits as i64 - 1 - e;
        let Ok(scale) = ctx.powi(ten.repr(), IBig::from(s)) else {
            break;
        };
        let Ok(y) = ctx.mul(f.repr(), scale.value().repr()) else {
            break;
        };
        let q = y.value().round().to_int().value().unsigned_abs();
        if q >= pow10(digits) {
            e += 1;
            continue;
        }
        if q < pow10(digits.saturating_sub(1)) {
            e -= 1;
            continue;
        }
        return Digits {
            negative,
            digits: q.to_string(),
            exp: e,
        };
    }
    Digits {
        negative,
        digits: "1".into(),
        exp: e,
    }
}

/// An exact rational rounded to `places` decimal places (negative: tens,
/// hundreds, ...) with the given rounding rule.
pub fn round_places(r: &RBig, places: i64, rule: Rounding) -> RBig {
    let scale = RBig::from(IBig::from(pow10(places.unsigned_abs() as usize)));
    let scaled = if places >= 0 { r * &scale } else { r / &scale };
    let i = round_int(&scaled, rule);
    let i = RBig::from(i);
    if places >= 0 {
        i / scale
    } else {
        i * scale
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rounding {
    /// Ties away from zero (the school rule).
    HalfUp,
    /// Ties toward zero.
    HalfDown,
    /// Ties to the even neighbour (banker's rounding).
    HalfEven,
    /// Away from zero.
    Up,
    /// Toward zero (truncation).
    Down,
    /// Toward +∞.
    Ceiling,
    /// Toward −∞.
    Floor,
}

impl Rounding {
    pub fn from_id(id: &str) -> Option<Rounding> {
        Some(match id {
            "halfUp" => Rounding::HalfUp,
            "halfDown" => Rounding::HalfDown,
            "halfEven" => Rounding::HalfEven,
            "up" => Rounding::Up,
            "down" => Rounding::Down,
            "ceiling" => Rounding::Ceiling,
            "floor" => Rounding::Floor,
            _ => return None,
        })
    }
}

/// The integer `r` rounds to under `rule`.
pub fn round_int(r: &RBig, rule: Rounding) -> IBig {
    let floor = r.floor();
    if r.is_int() {
        return floor;
    }
    let ceil = &floor + IBig::ONE;
    let frac = r - RBig::from(floor.clone());
    let half = RBig::from_parts(IBig::ONE, UBig::from(2u8));
    let negative = r.sign() == Sign::Negative;
    let (toward_zero, away) = if negative {
        (ceil.clone(), floor.clone())
    } else {
        (floor.clone(), ceil.clone())
    };
    match rule {
        Rounding::Ceiling => ceil,
        Rounding::Floor => floor,
        Rounding::Down => toward_zero,
        Rounding::Up => away,
        Rounding::HalfUp | Rounding::HalfDown | Rounding::HalfEven => {
            if frac < half {
                floor
            } else if frac > half {
                ceil
            } else {
                match rule {
                    Rounding::HalfUp => away,
                    Rounding::HalfDown => toward_zero,
                    _ => {
                        if (&floor).unsigned_abs().bit(0) {
                            ceil
                        } else {
                            floor
                        }
                    }
                }
            }
        }
    }
}

/// d = 2^twos · 5^fives · rest, as (twos, fives, rest): a fraction over d
/// has max(twos, fives) decimals before it ends or repeats.
fn twos_and_fives(d: &UBig) -> (usize, usize, UBig) {
    let mut rest = d.clone();
    let mut count = |p: u8| {
        let p = UBig::from(p);
        let mut k = 0usize;
        while (&rest % &p).is_zero() {
            rest /= &p;
            k += 1;
        }
        k
    };
    let twos = count(2);
    let fives = count(5);
    (twos, fives, rest)
}

/// The exact decimal expansion of a rational if it terminates (within
/// `max_digits` fraction digits), else None.
pub fn terminating_decimal(r: &RBig, max_digits: usize) -> Option<String> {
    let (twos, fives, rest) = twos_and_fives(r.denominator());
    if !rest.is_one() {
        return None;
    }
    let places = twos.max(fives);
    if places > max_digits {
        return None;
    }
    Some(fixed(r, places))
}

/// `r` written with exactly `places` decimals (r·10^places must be an integer
/// for an exact result; otherwise truncated).
pub fn fixed(r: &RBig, places: usize) -> String {
    let negative = r.sign() == Sign::Negative;
    let scaled = r.numerator().unsigned_abs() * pow10(places) / r.denominator();
    let digits = scaled.to_string();
    let mut s = String::new();
    if negative && !scaled.is_zero() {
        s.push('-');
    }
    if places == 0 {
        s.push_str(&digits);
        return s;
    }
    if digits.len() <= places {
        s.push_str("0.");
        s.extend(std::iter::repeat_n('0', places - digits.len()));
        s.push_str(&digits);
    } else {
        let (int, frac) = digits.split_at(digits.len() - places);
        s.push_str(int);
        s.push('.');
        s.push_str(frac);
    }
    s
}

/// The repeating decimal form: `0.1(6)`, `-1.(142857)`, `0.25`. None when
/// the period is longer than `max_period`.
pub fn repeating_decimal(r: &RBig, max_period: usize) -> Option<String> {
    if let Some(t) = terminating_decimal(r, 10_000) {
        return Some(t);
    }
    let negative = r.sign() == Sign::Negative;
    let n = r.numerator().unsigned_abs();
    let d = r.denominator().clone();
    let int = &n / &d;
    let mut rem = &n - &int * &d;
    // Pre-period length: max power of 2 and 5 in d.
    let (twos, fives, _) = twos_and_fives(&d);
    let pre = twos.max(fives);
    let ten = UBig::from(10u8);
    let mut head = String::new();
    for _ in 0..pre {
        rem *= &ten;
        head.push_str(&(&rem / &d).to_string());
        rem = &rem % &d;
    }
    let start = rem.clone();
    let mut period = String::new();
    loop {
        rem *= &ten;
        period.push_str(&(&rem / &d).to_string());
        rem = &rem % &d;
        if rem == start {
            break;
        }
        if period.len() > max_period {
            return None;
        }
    }
    let mut s = String::new();
    if negative {
        s.push('-');
    }
    s.push_str(&int.to_string());
    s.push('.');
    s.push_str(&head);
    s.push('(');
    s.push_str(&period);
    s.push(')');
    Some(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn q(n: i64, d: u64) -> RBig {
        RBig::from_parts(IBig::from(n), UBig::from(d))
    }

    #[test]
    fn significant_digits() {
        assert_eq!(round_rational(&q(3, 10), 15).to_text(15), "0.3");
        assert_eq!(round_rational(&q(1, 3), 5).to_text(5), "0.33333");
        assert_eq!(round_rational(&q(2, 3), 5).to_text(5), "0.66667");
        assert_eq!(round_rational(&q(-5, 2), 1).to_text(1), "-3");
        assert_eq!(round_rational(&q(999_999, 1), 3).to_text(3), "1e6");
        assert_eq!(round_rational(&q(123_456, 1), 15).to_text(15), "123456");
        assert_eq!(round_rational(&q(1, 100_000_000), 15).to_text(15), "1e-8");
        assert_eq!(
            round_rational(&q(15, 10_000_000), 15).to_text(15),
            "0.0000015"
        );
        assert_eq!(round_rational(&q(1, 1), 15).to_text(15), "1");
    }

    #[test]
    fn rounding_rules() {
        let r = q(25, 10);
        assert_eq!(round_int(&r, Rounding::HalfUp), IBig::from(3));
        assert_eq!(round_int(&r, Rounding::HalfEven), IBig::from(2));
        assert_eq!(round_int(&r, Rounding::HalfDown), IBig::from(2));
        assert_eq!(round_int(&-r.clone(), Rounding::HalfUp), IBig::from(-3));
        assert_eq!(round_int(&-r.clone(), Rounding::Floor), IBig::from(-3));
        assert_eq!(round_int(&-r, Rounding::Down), IBig::from(-2));
        // 2.675 → 2.68 exactly (a double would give 2.67).
        assert_eq!(
            round_places(&q(2675, 1000), 2, Rounding::HalfUp),
            q(268, 100)
        );
        assert_eq!(
            round_places(&q(1250, 1), -2, Rounding::HalfEven),
            q(1200, 1)
        );
    }

    #[test]
    fn decimals() {
        assert_eq!(
            terminating_decimal(&q(-7, 4), 100).as_deref(),
            Some("-1.75")
        );
        assert_eq!(repeating_decimal(&q(1, 6), 100).as_deref(), Some("0.1(6)"));
        assert_eq!(
            repeating_decimal(&q(-8, 7), 100).as_deref(),
            Some("-1.(142857)")
        );
        assert_eq!(repeating_decimal(&q(1, 4), 100).as_deref(), Some("0.25"));
    }
}
