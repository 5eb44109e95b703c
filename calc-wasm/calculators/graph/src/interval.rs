//! Interval arithmetic over f64 for the sampler's rigorous checks: the
//! range of a function over a box, and whether it is defined and
//! continuous on the whole box (a decoration, after Tupper's plotting
//! intervals). Rounded to nearest, not outward: the enclosure can be off
//! by an ulp at its ends, which is below any pixel.

use std::f64::consts::{FRAC_PI_2, PI};

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Iv {
    pub lo: f64,
    pub hi: f64,
    /// Defined and continuous on the whole box: the sampler may join two
    /// samples only when this holds between them.
    pub ok: bool,
}

// Named methods, not operator traits: each also carries the decoration.
#[allow(clippy::should_implement_trait)]
impl Iv {
    pub const EMPTY: Iv = Iv {
        lo: f64::INFINITY,
        hi: f64::NEG_INFINITY,
        ok: false,
    };
    pub const WHOLE_BROKEN: Iv = Iv {
        lo: f64::NEG_INFINITY,
        hi: f64::INFINITY,
        ok: false,
    };

    pub fn point(v: f64) -> Iv {
        if v.is_nan() {
            Iv::EMPTY
        } else {
            Iv {
                lo: v,
                hi: v,
                ok: v.is_finite(),
            }
        }
    }

    pub fn new(a: f64, b: f64) -> Iv {
        Iv {
            lo: a.min(b),
            hi: a.max(b),
            ok: a.is_finite() && b.is_finite(),
        }
    }

    pub fn is_empty(self) -> bool {
        !(self.lo <= self.hi)
    }

    pub fn contains(self, v: f64) -> bool {
        self.lo <= v && v <= self.hi
    }

    fn with_ok(self, ok: bool) -> Iv {
        Iv {
            ok: self.ok && ok,
            ..self
        }
    }

    /// The hull of values at the corners, for functions monotone in each
    /// argument on the box.
    fn hull(values: &[f64], ok: bool) -> Iv {
        let mut lo = f64::INFINITY;
        let mut hi = f64::NEG_INFINITY;
        let mut any_nan = false;
        for &v in values {
            if v.is_nan() {
                any_nan = true;
            } else {
                lo = lo.min(v);
                hi = hi.max(v);
            }
        }
        if lo > hi {
            return Iv::EMPTY;
        }
        Iv {
            lo,
            hi,
            ok: ok && !any_nan && lo.is_finite() && hi.is_finite(),
        }
    }

    pub fn neg(self) -> Iv {
        if self.is_empty() {
            return Iv::EMPTY;
        }
        Iv {
            lo: -self.hi,
            hi: -self.lo,
            ok: self.ok,
        }
    }

    pub fn add(self, o: Iv) -> Iv {
        if self.is_empty() || o.is_empty() {
            return Iv::EMPTY;
        }
        Iv::hull(&[self.lo + o.lo, self.hi + o.hi], self.ok && o.ok)
    }

    pub fn sub(self, o: Iv) -> Iv {
        self.add(o.neg())
    }

    pub fn mul(self, o: Iv) -> Iv {
        if self.is_empty() || o.is_empty() {
            return Iv::EMPTY;
        }
        let p = |a: f64, b: f64| if a == 0.0 || b == 0.0 { 0.0 } else { a * b };
        Iv::hull(
            &[
                p(self.lo, o.lo),
                p(self.lo, o.hi),
                p(self.hi, o.lo),
                p(self.hi, o.hi),
            ],
            self.ok && o.ok,
        )
    }

    pub fn recip(self) -> Iv {
        if self.is_empty() || (self.lo == 0.0 && self.hi == 0.0) {
            return Iv::EMPTY;
        }
        if self.lo > 0.0 || self.hi < 0.0 {
            return Iv::hull(&[1.0 / self.lo, 1.0 / self.hi], self.ok);
        }
        // Zero inside or at an end: a pole (or a hole) somewhere in the box.
        if self.lo == 0.0 {
            return Iv {
                lo: 1.0 / self.hi,
                hi: f64::INFINITY,
                ok: false,
            };
        }
        if self.hi == 0.0 {
            return Iv {
                lo: f64::NEG_INFINITY,
                hi: 1.0 / self.lo,
                ok: false,
            };
        }
        Iv::WHOLE_BROKEN
    }

    pub fn div(self, o: Iv) -> Iv {
        self.mul(o.recip())
    }

    /// x^n for an integer n.
    pub fn powi(self, n: i32) -> Iv {
        if self.is_empty() {
            return Iv::EMPTY;
        }
        if n == 0 {
            return Iv {
                lo: 1.0,
                hi: 1.0,
                ok: self.ok,
            };
        }
        if n < 0 {
            return self.powi(-n).recip();
        }
        let (a, b) = (self.lo.powi(n), self.hi.powi(n));
        if n % 2 == 1 || self.lo >= 0.0 || self.hi <= 0.0 {
            Iv::hull(&[a, b], self.ok)
        } else {
            Iv::hull(&[0.0, a.max(b)], self.ok)
        }
    }

    /// Restricts to [min, ∞) (or (min, ∞) when `open`), for functions
    /// defined there: outside points make the box not wholly defined.
    fn domain_from(self, min: f64, open: bool) -> Iv {
        if self.is_empty() || self.hi < min || (open && self.hi == min) {
            return Iv::EMPTY;
        }
        let inside = if open { self.lo > min } else { self.lo >= min };
        Iv {
            lo: self.lo.max(min),
            hi: self.hi,
            ok: self.ok && inside,
        }
    }

    fn domain_within(self, min: f64, max: f64, open: bool) -> Iv {
        if self.is_empty() {
            return Iv::EMPTY;
        }
        let outside = if open {
            self.hi <= min || self.lo >= max
        } else {
            self.hi < min || self.lo > max
        };
        if outside {
            return Iv::EMPTY;
        }
        let inside = if open {
            self.lo > min && self.hi < max
        } else {
            self.lo >= min && self.hi <= max
        };
        Iv {
            lo: self.lo.max(min),
            hi: self.hi.min(max),
            ok: self.ok && inside,
        }
    }

    /// A function increasing on its domain.
    pub fn increasing(self, f: impl Fn(f64) -> f64) -> Iv {
        if self.is_empty() {
            return Iv::EMPTY;
        }
        Iv::hull(&[f(self.lo), f(self.hi)], self.ok)
    }

    /// Corners decide either way; the name says which way it goes.
    pub fn decreasing(self, f: impl Fn(f64) -> f64) -> Iv {
        self.increasing(f)
    }

    /// x^(p/q) in lowest terms, odd q a real root of negative numbers.
    pub fn pow_ratio(self, p: i32, q: i32) -> Iv {
        if q == 1 {
            return self.powi(p);
        }
        let base = if q % 2 == 0 {
            self.domain_from(0.0, false)
        } else {
            self
        };
        if base.is_empty() {
            return Iv::EMPTY;
        }
        // The root is monotone; then the integer power.
        let r = Iv::hull(&[root_of(base.lo, q), root_of(base.hi, q)], base.ok);
        r.powi(p)
    }

    /// a^b for a general exponent: a > 0 (corners, monotone in each).
    pub fn pow(self, o: Iv) -> Iv {
        if self.is_empty() || o.is_empty() {
            return Iv::EMPTY;
        }
        if o.lo == o.hi && o.lo.fract() == 0.0 && o.lo.abs() < 1e9 {
            return self.powi(o.lo as i32).with_ok(o.ok);
        }
        let a = self.domain_from(0.0, false);
        if a.is_empty() {
            return Iv::EMPTY;
        }
        let ok = a.ok && o.ok && (a.lo > 0.0 || o.lo > 0.0);
        let mut vals = [0.0; 4];
        for (i, (x, y)) in [(a.lo, o.lo), (a.lo, o.hi), (a.hi, o.lo), (a.hi, o.hi)]
            .into_iter()
            .enumerate()
        {
            vals[i] = x.powf(y);
        }
        let mut r = Iv::hull(&vals, ok);
        if a.lo == 0.0 && o.lo < 0.0 {
            r.hi = f64::INFINITY;
            r.ok = false;
        }
        r
    }

    pub fn sqrt(self) -> Iv {
        self.domain_from(0.0, false).increasing(f64::sqrt)
    }

    pub fn cbrt(self) -> Iv {
        self.increasing(f64::cbrt)
    }

    pub fn ln_like(self, f: impl Fn(f64) -> f64) -> Iv {
        let d = self.domain_from(0.0, true);
        if d.is_empty() {
            return Iv::EMPTY;
        }
        let lo = if d.lo <= 0.0 {
            f64::NEG_INFINITY
        } else {
            f(d.lo)
        };
        Iv {
            lo,
            hi: f(d.hi),
            ok: d.ok && lo.is_finite(),
        }
    }

    pub fn asin(self) -> Iv {
        self.domain_within(-1.0, 1.0, false).increasing(f64::asin)
    }

    pub fn acos(self) -> Iv {
        self.domain_within(-1.0, 1.0, false).decreasing(f64::acos)
    }

    pub fn acosh(self) -> Iv {
        self.domain_from(1.0, false).increasing(f64::acosh)
    }

    pub fn atanh(self) -> Iv {
        self.domain_within(-1.0, 1.0, true).increasing(f64::atanh)
    }

    pub fn abs(self) -> Iv {
        if self.is_empty() {
            return Iv::EMPTY;
        }
        if self.lo >= 0.0 {
            self
        } else if self.hi <= 0.0 {
            self.neg()
        } else {
            Iv {
                lo: 0.0,
                hi: (-self.lo).max(self.hi),
                ok: self.ok,
            }
        }
    }

    pub fn cosh(self) -> Iv {
        let a = self.abs();
        if a.is_empty() {
            return a;
        }
        a.increasing(f64::cosh)
    }

    /// A step function: continuous only when the box has one step.
    pub fn step(self, f: impl Fn(f64) -> f64) -> Iv {
        if self.is_empty() {
            return Iv::EMPTY;
        }
        let (a, b) = (f(self.lo), f(self.hi));
        Iv {
            lo: a,
            hi: b,
            ok: self.ok && a == b && a.is_finite(),
        }
    }

    pub fn sin(self) -> Iv {
        self.add(Iv::point(-FRAC_PI_2)).cos()
    }

    pub fn cos(self) -> Iv {
        if self.is_empty() {
            return Iv::EMPTY;
        }
        if !(self.hi - self.lo < 2.0 * PI) {
            return Iv {
                lo: -1.0,
                hi: 1.0,
                ok: self.ok && self.lo.is_finite() && self.hi.is_finite(),
            };
        }
        let (a, b) = (self.lo.cos(), self.hi.cos());
        let mut lo = a.min(b);
        let mut hi = a.max(b);
        // A maximum at each multiple of 2π, a minimum at each odd multiple of π.
        if contains_multiple(self.lo, self.hi, 2.0 * PI, 0.0) {
            hi = 1.0;
        }
        if contains_multiple(self.lo, self.hi, 2.0 * PI, PI) {
            lo = -1.0;
        }
        Iv {
            lo,
            hi,
            ok: self.ok,
        }
    }

    pub fn tan(self) -> Iv {
        if self.is_empty() {
            return Iv::EMPTY;
        }
        if !(self.hi - self.lo < PI) || contains_multiple(self.lo, self.hi, PI, FRAC_PI_2) {
            return Iv::WHOLE_BROKEN;
        }
        self.increasing(f64::tan)
    }

    /// Γ(x + 1): increasing from x ≈ 0.4616; elsewhere only a broken hull.
    pub fn factorial(self, f: impl Fn(f64) -> f64) -> Iv {
        if self.is_empty() {
            return Iv::EMPTY;
        }
        if self.lo >= 0.4616321449683623 {
            self.increasing(f)
        } else if self.lo > -1.0 && self.hi <= 0.4616321449683623 {
            self.decreasing(f)
        } else {
            Iv::WHOLE_BROKEN
        }
    }
}

/// Whether [lo, hi] holds some offset + k·period.
fn contains_multiple(lo: f64, hi: f64, period: f64, offset: f64) -> bool {
    let k = ((lo - offset) / period).ceil();
    offset + k * period <= hi
}

/// The real q-th root (odd q keeps the sign).
pub fn root_of(v: f64, q: i32) -> f64 {
    if q == 2 {
        return v.sqrt();
    }
    if q == 3 {
        return v.cbrt();
    }
    if v < 0.0 {
        if q % 2 == 1 {
            -(-v).powf(1.0 / q as f64)
        } else {
            f64::NAN
        }
    } else {
        v.powf(1.0 / q as f64)
    }
}
