//! The engine's special functions (Ei, li, erf, erfc, erfi, Si, Ci, Shi,
//! Chi, Fresnel S and C) for the plotter: values as doubles from the
//! engine's arbitrary-precision code, slopes from their derivatives, and
//! interval enclosures from where each is monotone or has its extrema.

use super::interval::Iv;
use calc_engine::expr::Func;
use calc_engine::special::special_f64;
use std::f64::consts::PI;

pub fn value(f: Func, a: f64) -> f64 {
    special_f64(f, a)
}

/// d/da f(a) (DLMF 6.2, 7.2).
pub fn slope(f: Func, a: f64) -> f64 {
    let gauss = 2.0 / PI.sqrt() * (-a * a).exp();
    match f {
        Func::Ei => a.exp() / a,
        Func::Li if a > 0.0 => 1.0 / a.ln(),
        Func::Erf => gauss,
        Func::Erfc => -gauss,
        Func::Erfi => 2.0 / PI.sqrt() * (a * a).exp(),
        Func::Si => {
            if a == 0.0 {
                1.0
            } else {
                a.sin() / a
            }
        }
        Func::Ci if a > 0.0 => a.cos() / a,
        Func::Shi => {
            if a == 0.0 {
                1.0
            } else {
                a.sinh() / a
            }
        }
        Func::Chi if a > 0.0 => a.cosh() / a,
        Func::FresnelS => (PI * a * a / 2.0).sin(),
        Func::FresnelC => (PI * a * a / 2.0).cos(),
        _ => f64::NAN,
    }
}

/// Restricted to x > `min` (x ≥ `min` when `closed`).
fn from(a: Iv, min: f64, closed: bool) -> Iv {
    if a.is_empty() || a.hi < min || (!closed && a.hi == min) {
        return Iv::EMPTY;
    }
    let inside = if closed { a.lo >= min } else { a.lo > min };
    Iv {
        lo: a.lo.max(min),
        hi: a.hi,
        ok: a.ok && inside,
    }
}

/// The hull of f at the ends and at the critical points inside, for a
/// smooth function; too many critical points give `bounds`.
fn with_extrema(a: Iv, f: Func, crit: impl Iterator<Item = f64>, bounds: (f64, f64)) -> Iv {
    if a.is_empty() {
        return Iv::EMPTY;
    }
    let mut vals = vec![value(f, a.lo), value(f, a.hi)];
    for (n, c) in crit
        .take_while(|&c| c <= a.hi)
        .filter(|&c| c >= a.lo)
        .enumerate()
    {
        if n > 64 {
            return Iv {
                lo: bounds.0,
                hi: bounds.1,
                ok: a.ok,
            };
        }
        vals.push(value(f, c));
    }
    let lo = vals.iter().copied().fold(f64::INFINITY, f64::min);
    let hi = vals.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    if vals.iter().any(|v| v.is_nan()) {
        return Iv::WHOLE_BROKEN;
    }
    Iv { lo, hi, ok: a.ok }
}

/// A pole at `p` (−∞ on both sides), monotone on each side.
fn pole_at(a: Iv, f: Func, p: f64) -> Iv {
    if a.is_empty() {
        return Iv::EMPTY;
    }
    if a.lo <= p && p <= a.hi {
        let l = if a.lo < p {
            value(f, a.lo)
        } else {
            f64::NEG_INFINITY
        };
        let h = if a.hi > p {
            value(f, a.hi)
        } else {
            f64::NEG_INFINITY
        };
        return Iv {
            lo: f64::NEG_INFINITY,
            hi: l.max(h).max(f64::MIN),
            ok: false,
        };
    }
    a.increasing(|x| value(f, x))
}

pub fn enclosure(f: Func, a: Iv) -> Iv {
    // Critical points k·step + offset from the first at or after `lo`.
    let grid = move |lo: f64, step: f64, offset: f64| {
        let k0 = ((lo - offset) / step).ceil().max(-1e15);
        (0..).map(move |i| offset + (k0 + f64::from(i)) * step)
    };
    match f {
        Func::Erf | Func::Erfi | Func::Shi | Func::Erfc => a.increasing(|x| value(f, x)),
        Func::Ei => pole_at(a, f, 0.0),
        Func::Li => pole_at(from(a, 0.0, true), f, 1.0),
        // Chi is increasing on (0, ∞), from −∞ at 0.
        Func::Chi => {
            let d = from(a, 0.0, false);
            if d.is_empty() || d.lo > 0.0 {
                return d.increasing(|x| value(f, x));
            }
            Iv {
                lo: f64::NEG_INFINITY,
                hi: value(f, d.hi),
                ok: false,
            }
        }
        // Si′ = sin x/x: extrema at kπ, k ≠ 0; |Si| ≤ Si(π) < 1.852.
        Func::Si => with_extrema(
            a,
            f,
            grid(a.lo, PI, 0.0).filter(|&c| c != 0.0),
            (-1.852, 1.852),
        ),
        // Ci′ = cos x/x: extrema at π/2 + kπ; Ci ≤ Ci(π/2) < 0.4722.
        Func::Ci => {
            let d = from(a, 0.0, false);
            if d.is_empty() {
                return d;
            }
            let lo = d.lo.max(1e-300);
            let r = with_extrema(Iv { lo, ..d }, f, grid(lo, PI, PI / 2.0), (-0.2, 0.4722));
            if d.lo <= 0.0 {
                Iv {
                    lo: f64::NEG_INFINITY,
                    ok: false,
                    ..r
                }
            } else {
                r
            }
        }
        // S′ = sin(πx²/2): extrema at x² = 2k; C′ = cos(πx²/2): x² = 2k + 1.
        Func::FresnelS | Func::FresnelC => {
            let offset = if f == Func::FresnelS { 0.0 } else { 1.0 };
            let (l2, h2) = if a.lo >= 0.0 {
                (a.lo * a.lo, a.hi * a.hi)
            } else if a.hi <= 0.0 {
                (a.hi * a.hi, a.lo * a.lo)
            } else {
                (0.0, (a.lo * a.lo).max(a.hi * a.hi))
            };
            let crit: Vec<f64> = grid(l2, 2.0, offset)
                .take_while(|&c| c <= h2)
                .take(66)
                .flat_map(|c| [-c.sqrt(), c.sqrt()])
                .collect::<Vec<_>>();
            let mut crit = crit;
            crit.sort_by(f64::total_cmp);
            with_extrema(a, f, crit.into_iter(), (-0.7799, 0.7799))
        }
        _ => Iv::WHOLE_BROKEN,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every enclosure holds the function's values sampled inside its box
    /// (boxes across the extrema, the poles and the domain edges).
    #[test]
    fn enclosures_hold_the_values_inside() {
        // Every special function the engine has, from its own list.
        let fs = Func::ALL
            .iter()
            .copied()
            .filter(|f| calc_engine::special::is_special(*f));
        let boxes = [
            (-3.0, -0.5),
            (-0.5, 0.5),
            (0.2, 0.9),
            (0.5, 1.5),
            (1.0, 4.0),
            (2.5, 7.0),
            (3.0, 3.3),
            (-7.0, 9.0),
            (10.0, 40.0),
        ];
        for f in fs {
            for (lo, hi) in boxes {
                let iv = enclosure(f, Iv::new(lo, hi));
                for k in 0..=200 {
                    let x = lo + (hi - lo) * f64::from(k) / 200.0;
                    let v = value(f, x);
                    if !v.is_finite() {
                        assert!(!iv.ok, "{f:?} on [{lo}, {hi}]: undefined at {x} but ok");
                        continue;
                    }
                    let slack = 1e-12 * v.abs().max(1.0);
                    assert!(
                        iv.lo - slack <= v && v <= iv.hi + slack,
                        "{f:?}({x}) = {v} outside [{}, {}] of [{lo}, {hi}]",
                        iv.lo,
                        iv.hi
                    );
                }
            }
        }
    }

    /// Slopes against the engine's symbolic derivatives (DLMF 6.2, 7.2),
    /// by central differences of the values.
    #[test]
    fn slopes_match_differences() {
        for f in [
            Func::Ei,
            Func::Erf,
            Func::Si,
            Func::Ci,
            Func::Chi,
            Func::FresnelC,
            Func::Li,
        ] {
            for x in [0.3, 1.7, 2.9, 6.5] {
                let h = 1e-5;
                let d = (value(f, x + h) - value(f, x - h)) / (2.0 * h);
                let s = slope(f, x);
                assert!(
                    (d - s).abs() <= 1e-6 * s.abs().max(1.0),
                    "{f:?}′({x}) = {s}, differences {d}"
                );
            }
        }
    }
}
