//! Zeros of a function of one real variable, found without derivatives.

/// Brent's method for a zero of f in [a, b] with f(a), f(b) of opposite
/// signs (Brent 1973, "Algorithms for Minimization without Derivatives",
/// ch. 4), to the last bits of x. `None` when the signs do not differ or
/// f stops being finite inside the bracket.
pub fn brent(f: &dyn Fn(f64) -> f64, mut a: f64, mut b: f64) -> Option<f64> {
    let (mut fa, mut fb) = (f(a), f(b));
    if !fa.is_finite() || !fb.is_finite() {
        return None;
    }
    if fa == 0.0 {
        return Some(a);
    }
    if fb == 0.0 {
        return Some(b);
    }
    if (fa < 0.0) == (fb < 0.0) {
        return None;
    }
    let (mut c, mut fc) = (a, fa);
    let mut d = b - a;
    let mut e = d;
    for _ in 0..200 {
        if (fb < 0.0) == (fc < 0.0) {
            c = a;
            fc = fa;
            d = b - a;
            e = d;
        }
        if fc.abs() < fb.abs() {
            a = b;
            b = c;
            c = a;
            fa = fb;
            fb = fc;
            fc = fa;
        }
        let tol = 2.0 * f64::EPSILON * b.abs() + 1e-300;
        let m = 0.5 * (c - b);
        if m.abs() <= tol || fb == 0.0 {
            return Some(b);
        }
        if e.abs() >= tol && fa.abs() > fb.abs() {
            let s = fb / fa;
            let (mut p, mut q);
            if a == c {
                p = 2.0 * m * s;
                q = 1.0 - s;
            } else {
                let qa = fa / fc;
                let r = fb / fc;
                p = s * (2.0 * m * qa * (qa - r) - (b - a) * (r - 1.0));
                q = (qa - 1.0) * (r - 1.0) * (s - 1.0);
            }
            if p > 0.0 {
                q = -q;
            } else {
                p = -p;
            }
            if 2.0 * p < (3.0 * m * q - (tol * q).abs()).min((e * q).abs()) {
                e = d;
                d = p / q;
            } else {
                d = m;
                e = m;
            }
        } else {
            d = m;
            e = m;
        }
        a = b;
        fa = fb;
        b += if d.abs() > tol { d } else { tol.copysign(m) };
        fb = f(b);
        if !fb.is_finite() {
            return None;
        }
    }
    Some(b)
}

#[cfg(test)]
mod tests {
    use super::brent;

    #[test]
    fn finds_zeros_to_the_last_bits() {
        // √2 and the Dottie number (cos x = x, 0.7390851332151607, OEIS A003957).
        let sqrt2 = brent(&|x| x * x - 2.0, 0.0, 2.0).unwrap();
        assert!((sqrt2 - std::f64::consts::SQRT_2).abs() <= 4.0 * f64::EPSILON);
        let dottie = brent(&|x: f64| x.cos() - x, 0.0, 1.0).unwrap();
        assert!((dottie - 0.739_085_133_215_160_7).abs() <= 4.0 * f64::EPSILON);
    }

    #[test]
    fn no_sign_change_or_a_non_finite_value_is_no_zero() {
        assert_eq!(brent(&|x| x * x + 1.0, -1.0, 1.0), None);
        assert_eq!(brent(&|x| 1.0 / x, -1.0, 1.0), None);
        assert_eq!(brent(&|_| f64::NAN, -1.0, 1.0), None);
    }
}
