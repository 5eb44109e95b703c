//! Exact rationals over big integers: just what unit conversion needs
//! (products, quotients, one sum for affine units), always reduced.

use dashu_int::ops::UnsignedAbs;
use dashu_int::{IBig, UBig};

/// π to 50 decimals, for the one unit defined through it (the radian): a
/// conversion through it is right to about 48 significant digits, far
/// beyond the 30 shown at most.
const PI: &str = "3.14159265358979323846264338327950288419716939937510";

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ratio {
    num: IBig,
    /// Positive.
    den: UBig,
}

fn gcd(a: &UBig, b: &UBig) -> UBig {
    let (mut a, mut b) = (a.clone(), b.clone());
    while !b.is_zero() {
        let r = &a % &b;
        a = b;
        b = r;
    }
    a
}

pub fn pow10(n: usize) -> UBig {
    UBig::from(10u8).pow(n)
}

impl Ratio {
    fn new(num: IBig, den: UBig) -> Ratio {
        let g = gcd(&(&num).unsigned_abs(), &den);
        if g.is_zero() || g == UBig::ONE {
            return Ratio { num, den };
        }
        Ratio {
            num: num / IBig::from(g.clone()),
            den: den / g,
        }
    }

    pub fn one() -> Ratio {
        Ratio::new(IBig::ONE, UBig::ONE)
    }

    pub fn pi() -> Ratio {
        Ratio::parse_decimal(PI).expect("PI is a decimal")
    }

    /// `[-]digits[.digits][E[±]digits]`, exactly; exponents within ±400
    /// (a double's range and then some), so no huge powers are built.
    pub fn parse_decimal(text: &str) -> Option<Ratio> {
        let (negative, text) = match text.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, text),
        };
        let (mantissa, exponent) = match text.split_once(['E', 'e']) {
            Some((m, e)) => (m, e.strip_prefix('+').unwrap_or(e).parse::<i32>().ok()?),
            None => (text, 0),
        };
        if !(-400..=400).contains(&exponent) {
            return None;
        }
        let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
        let all_digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
        if whole.is_empty() && fraction.is_empty() || !all_digits(whole) || !all_digits(fraction) {
            return None;
        }
        let digits: UBig = format!("{whole}{fraction}0").parse().ok()?;
        // The appended 0 keeps an empty string parseable; divide it back out.
        let scale = i64::from(exponent) - fraction.len() as i64 - 1;
        let (num, den) = if scale >= 0 {
            (digits * pow10(scale as usize), UBig::ONE)
        } else {
            (digits, pow10(scale.unsigned_abs() as usize))
        };
        let num = IBig::from(num);
        Some(Ratio::new(if negative { -num } else { num }, den))
    }

    pub fn is_zero(&self) -> bool {
        self.num == IBig::ZERO
    }

    pub fn is_negative(&self) -> bool {
        self.num < IBig::ZERO
    }

    pub fn mul(&self, other: &Ratio) -> Ratio {
        Ratio::new(&self.num * &other.num, &self.den * &other.den)
    }

    /// `None` when dividing by zero.
    pub fn div(&self, other: &Ratio) -> Option<Ratio> {
        if other.is_zero() {
            return None;
        }
        let num = &self.num * IBig::from(other.den.clone());
        let den = (&other.num).unsigned_abs() * &self.den;
        Some(Ratio::new(
            if other.is_negative() { -num } else { num },
            den,
        ))
    }

    pub fn add(&self, other: &Ratio) -> Ratio {
        let num =
            &self.num * IBig::from(other.den.clone()) + &other.num * IBig::from(self.den.clone());
        Ratio::new(num, &self.den * &other.den)
    }

    pub fn neg(&self) -> Ratio {
        Ratio::new(-self.num.clone(), self.den.clone())
    }

    /// (|numerator|, denominator).
    pub fn magnitude(&self) -> (UBig, UBig) {
        ((&self.num).unsigned_abs(), self.den.clone())
    }

    /// The nearest double, through 21 significant digits (one more than a
    /// double can tell apart from its neighbours' midpoint would need is
    /// not reached: the error is below 1e-20 relative, far under a solve's
    /// 1e-9).
    pub fn to_f64(&self) -> f64 {
        if self.is_zero() {
            return 0.0;
        }
        let (num, den) = self.magnitude();
        // 10^shift × num / den has 21 to 22 digits.
        let digits = |n: &UBig| n.to_string().len() as i64;
        let shift = 21 - (digits(&num) - digits(&den));
        let scaled = if shift >= 0 {
            num * pow10(shift as usize) / den
        } else {
            num / (den * pow10((-shift) as usize))
        };
        let sign = if self.is_negative() { "-" } else { "" };
        format!("{sign}{scaled}e{}", -shift)
            .parse()
            .unwrap_or(f64::NAN)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(s: &str) -> Ratio {
        Ratio::parse_decimal(s).unwrap()
    }

    #[test]
    fn doubles_are_the_nearest() {
        // 10 / 1.609344 = 6.2137119223733396961… (Python fractions);
        // float('6.2137119223733396961') = 6.2137119223733395.
        assert_eq!(
            r("10").div(&r("1.609344")).unwrap().to_f64(),
            6.2137119223733395
        );
        assert_eq!(r("-40").to_f64(), -40.0);
        assert_eq!(r("1E-300").to_f64(), 1e-300);
        assert_eq!(r("0").to_f64(), 0.0);
        assert_eq!(r("1").div(&r("3")).unwrap().to_f64(), 1.0 / 3.0);
    }

    #[test]
    fn decimals_are_exact() {
        assert_eq!(r("0.1").add(&r("0.2")), r("0.3"));
        assert_eq!(r("1E-3"), r("0.001"));
        assert_eq!(r("2.5e2"), r("250"));
        assert_eq!(r("-1.50"), r("-1.5"));
        assert_eq!(r(".5"), r("0.5"));
        assert!(Ratio::parse_decimal("").is_none());
        assert!(Ratio::parse_decimal(".").is_none());
        assert!(Ratio::parse_decimal("1e999").is_none());
        assert!(Ratio::parse_decimal("1,5").is_none());
        assert!(Ratio::parse_decimal("--1").is_none());
    }

    #[test]
    fn arithmetic_reduces_and_keeps_signs() {
        assert_eq!(r("10").div(&r("-4")).unwrap(), r("-2.5"));
        assert!(r("1").div(&r("0")).is_none());
        assert_eq!(r("0.3048").mul(&r("0.3048")), r("0.09290304"));
        assert_eq!(r("-3").neg(), r("3"));
    }
}
