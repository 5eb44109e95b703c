//! Numbers a + b·√m with a, b rational and m a fixed integer that is not a
//! perfect square (negative for complex numbers, −1 for the Gaussian
//! rationals): the field Q(√m) where the eigenvectors of a rational matrix
//! with a quadratic-surd eigenvalue live. With m = 0 (and b = 0) they are
//! plain rationals.

use super::matrix::rat_text;
use super::poly::f64_text;
use dashu::base::{BitTest, Sign};
use dashu::integer::IBig;
use dashu::rational::RBig;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Surd {
    pub a: RBig,
    pub b: RBig,
}

/// The field's √m: m and its value (imaginary when m < 0).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Field {
    pub m: IBig,
}

impl Surd {
    pub fn rational(a: RBig) -> Surd {
        Surd { a, b: RBig::ZERO }
    }

    pub fn zero() -> Surd {
        Surd::rational(RBig::ZERO)
    }

    pub fn one() -> Surd {
        Surd::rational(RBig::ONE)
    }

    pub fn is_zero(&self) -> bool {
        self.a.is_zero() && self.b.is_zero()
    }

    pub fn is_one(&self) -> bool {
        self.a.is_one() && self.b.is_zero()
    }

    pub fn add(&self, o: &Surd) -> Surd {
        Surd {
            a: &self.a + &o.a,
            b: &self.b + &o.b,
        }
    }

    pub fn sub(&self, o: &Surd) -> Surd {
        Surd {
            a: &self.a - &o.a,
            b: &self.b - &o.b,
        }
    }

    pub fn neg(&self) -> Surd {
        Surd {
            a: -self.a.clone(),
            b: -self.b.clone(),
        }
    }

    /// Bits of the largest numerator or denominator (to bound growth).
    pub fn bits(&self) -> usize {
        [&self.a, &self.b]
            .iter()
            .map(|r| r.numerator().bit_len() + r.denominator().bit_len())
            .max()
            .unwrap_or(0)
    }
}

impl Field {
    /// Q itself.
    pub fn rationals() -> Field {
        Field { m: IBig::ZERO }
    }

    pub fn mul(&self, x: &Surd, y: &Surd) -> Surd {
        let m = RBig::from(self.m.clone());
        Surd {
            a: &x.a * &y.a + &x.b * &y.b * m,
            b: &x.a * &y.b + &x.b * &y.a,
        }
    }

    /// 1/x = (a − b√m)/(a² − b²m); None for 0 (the norm vanishes only at 0
    /// because m is not a square).
    pub fn inv(&self, x: &Surd) -> Option<Surd> {
        let norm = &x.a * &x.a - &x.b * &x.b * RBig::from(self.m.clone());
        if norm.is_zero() {
            return None;
        }
        Some(Surd {
            a: &x.a / &norm,
            b: -x.b.clone() / &norm,
        })
    }

    /// Real and imaginary parts as doubles.
    pub fn to_f64(&self, x: &Surd) -> (f64, f64) {
        let a = x.a.to_f64().value();
        let b = x.b.to_f64().value();
        let root = self.m.to_f64().value().abs().sqrt();
        if self.m.sign() == Sign::Negative {
            (a, b * root)
        } else {
            (a + b * root, 0.0)
        }
    }

    /// In the calculator's syntax: `1 + sqrt(2)`, `-1/2 + sqrt(3)/2*i`.
    pub fn text(&self, x: &Surd) -> String {
        if x.b.is_zero() {
            return rat_text(&x.a);
        }
        let negative = x.b.sign() == Sign::Negative;
        let abs_b = if negative { -x.b.clone() } else { x.b.clone() };
        let (p, q) = (abs_b.numerator().clone(), abs_b.denominator().clone());
        let abs_m = if self.m.sign() == Sign::Negative {
            -self.m.clone()
        } else {
            self.m.clone()
        };
        let root = if abs_m == IBig::ONE {
            String::new()
        } else {
            format!("sqrt({abs_m})")
        };
        let mut coef = match (p == IBig::ONE, root.is_empty()) {
            (true, true) => "1".to_string(),
            (true, false) => root,
            (false, true) => p.to_string(),
            (false, false) => format!("{p}*{root}"),
        };
        if q != dashu::integer::UBig::ONE {
            coef = format!("{coef}/{q}");
        }
        if self.m.sign() == Sign::Negative {
            coef = if coef == "1" {
                "i".to_string()
            } else {
                format!("{coef}*i")
            };
        }
        if x.a.is_zero() {
            return if negative { format!("-{coef}") } else { coef };
        }
        let sign = if negative { '-' } else { '+' };
        format!("{} {sign} {coef}", rat_text(&x.a))
    }
}

/// A complex double as text, `1.5` or `0.5 - 0.866025403784439*i`.
pub fn complex_f64_text(re: f64, im: f64) -> String {
    if im == 0.0 {
        return f64_text(re);
    }
    let im_text = if im.abs() == 1.0 {
        "i".to_string()
    } else {
        format!("{}*i", f64_text(im.abs()))
    };
    if re == 0.0 {
        return if im < 0.0 {
            format!("-{im_text}")
        } else {
            im_text
        };
    }
    let sign = if im < 0.0 { '-' } else { '+' };
    format!("{} {sign} {im_text}", f64_text(re))
}

/// n = k²·m with m free of the squares of primes below 1000 (enough to
/// print small surds simply; a larger square left in m is still correct).
pub fn split_square(n: &IBig) -> (IBig, IBig) {
    let negative = n.sign() == Sign::Negative;
    let mut rest = if negative { -n.clone() } else { n.clone() };
    let mut k = IBig::ONE;
    let mut p = IBig::from(2);
    let limit = IBig::from(1000);
    while p < limit {
        let p2 = &p * &p;
        if p2 > rest {
            break;
        }
        while (&rest % &p2).is_zero() {
            rest /= &p2;
            k *= &p;
        }
        p += IBig::ONE;
    }
    (k, if negative { -rest } else { rest })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(n: i64, d: i64) -> RBig {
        RBig::from(n) / RBig::from(d)
    }

    #[test]
    fn field_arithmetic_and_text() {
        let f = Field { m: IBig::from(2) };
        let x = Surd {
            a: r(1, 1),
            b: r(1, 1),
        };
        let inv = f.inv(&x).unwrap();
        // 1/(1 + √2) = −1 + √2
        assert_eq!(f.text(&inv), "-1 + sqrt(2)");
        assert!(f.mul(&x, &inv).is_one());
        let g = Field { m: IBig::from(-3) };
        assert_eq!(
            g.text(&Surd {
                a: r(-1, 2),
                b: r(1, 2)
            }),
            "-1/2 + sqrt(3)/2*i"
        );
        let i = Field { m: IBig::from(-1) };
        assert_eq!(
            i.text(&Surd {
                a: r(0, 1),
                b: r(-1, 1)
            }),
            "-i"
        );
        assert_eq!(
            i.text(&Surd {
                a: r(2, 1),
                b: r(3, 1)
            }),
            "2 + 3*i"
        );
        assert_eq!(
            split_square(&IBig::from(-72)),
            (IBig::from(6), IBig::from(-2))
        );
        assert_eq!(complex_f64_text(0.5, -2.0), "0.5 - 2*i");
    }
}
