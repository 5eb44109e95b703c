//! Points of interest of the functions y = f(x) in a window: roots,
//! extrema, y-intercepts, intersections of two curves, discontinuities
//! (poles, jumps) and removable holes. Found by scanning a grid for sign
//! changes (of f, of f′, of f − g), then refined by Brent's method to
//! machine precision; poles are told from roots by the value there.

use super::interval::Iv;
use super::sample::{simplest_in, Window};
use super::{Graph, Item, SLOT_X};

#[derive(Debug, Clone, PartialEq)]
pub struct Poi {
    /// root, maximum, minimum, yIntercept, intersection, discontinuity, hole.
    pub kind: &'static str,
    pub x: f64,
    /// None at a discontinuity.
    pub y: Option<f64>,
    /// The lines involved (indices into the expression list).
    pub curves: Vec<usize>,
}

/// Grid cells per pixel of width for the scan (narrow features between
/// two grid points are missed only when narrower than half a pixel).
const SCAN_PER_PX: f64 = 2.0;
const MAX_SCAN: usize = 20_000;
/// Intersections are searched among this many functions of x (the first
/// ones): pairs grow with the square of the count.
const MAX_INTERSECTING: usize = 12;
/// Most points reported per window.
pub const MAX_POINTS: usize = 500;

use calc_core::roots::brent;

struct Fx<'a> {
    graph: &'a Graph,
    ctx: super::Ctx,
}

impl Fx<'_> {
    fn f(&self, p: &super::Program, x: f64) -> f64 {
        self.ctx.at(p, SLOT_X, x)
    }

    /// f′(x), NaN where f is undefined.
    fn slope(&self, p: &super::Program, x: f64) -> f64 {
        let (v, d) = self.ctx.dual(p, SLOT_X, x);
        if v.is_finite() {
            d
        } else {
            f64::NAN
        }
    }

    fn continuous(&self, p: &super::Program, a: f64, b: f64) -> bool {
        self.ctx.over(p, SLOT_X, Iv::new(a, b)).ok
    }
}

/// The functions of x among the graph's lines.
fn functions(graph: &Graph) -> Vec<(usize, &super::Program)> {
    (0..graph.lines.len())
        .filter_map(|i| match graph.line(i) {
            Some(super::Line {
                item: Item::OfX { f },
                ..
            }) => Some((i, f)),
            _ => None,
        })
        .collect()
}

/// Is `y` as small as a rounding error of values of size `scale`?
fn near_zero(y: f64, scale: f64) -> bool {
    y.abs() <= 1e-9 * scale.max(1.0)
}

pub fn points_of_interest(graph: &Graph, win: Window) -> Vec<Poi> {
    if !win.is_valid() {
        return Vec::new();
    }
    let fx = Fx {
        graph,
        ctx: super::Ctx::new(graph),
    };
    let n = ((win.width_px * SCAN_PER_PX) as usize).clamp(16, MAX_SCAN);
    let xs: Vec<f64> = (0..=n)
        .map(|i| win.x_min + (win.x_max - win.x_min) * i as f64 / n as f64)
        .collect();
    let funcs = functions(fx.graph);
    let mut out = Vec::new();
    let mut values = Vec::new();
    for &(i, f) in &funcs {
        let ys: Vec<f64> = xs.iter().map(|&x| fx.f(f, x)).collect();
        let scale = ys
            .iter()
            .filter(|y| y.is_finite())
            .fold(0.0f64, |m, y| m.max(y.abs()));
        let samples = Samples {
            fx: &fx,
            f,
            i,
            xs: &xs,
            ys: &ys,
            scale,
        };
        roots(samples, &mut out);
        extrema(samples, &mut out);
        breaks(&fx, f, i, &xs, &ys, &mut out);
        if win.x_min <= 0.0 && 0.0 <= win.x_max {
            let y = fx.f(f, 0.0);
            if y.is_finite() {
                out.push(Poi {
                    kind: "yIntercept",
                    x: 0.0,
                    y: Some(y),
                    curves: vec![i],
                });
            }
        }
        values.push(ys);
    }
    let intersecting = funcs.len().min(MAX_INTERSECTING);
    for a in 0..intersecting {
        for b in a + 1..intersecting {
            intersections(
                &fx,
                (funcs[a].0, funcs[a].1),
                (funcs[b].0, funcs[b].1),
                &xs,
                &values[a],
                &values[b],
                &mut out,
            );
        }
    }
    for (j, residual) in residuals(graph).into_iter().take(MAX_INTERSECTING) {
        for (a, &(i, f)) in funcs.iter().enumerate().take(MAX_INTERSECTING) {
            crossings(&fx, (i, f, &values[a]), (j, &residual), &xs, &mut out);
        }
    }
    finish(out, win)
}

/// One curve's samples across the window, as the scans read them.
#[derive(Clone, Copy)]
struct Samples<'a> {
    fx: &'a Fx<'a>,
    f: &'a super::Program,
    i: usize,
    xs: &'a [f64],
    ys: &'a [f64],
    scale: f64,
}

fn roots(samples: Samples, out: &mut Vec<Poi>) {
    let Samples {
        fx,
        f,
        i,
        xs,
        ys,
        scale,
    } = samples;
    for k in 0..xs.len() - 1 {
        let (ya, yb) = (ys[k], ys[k + 1]);
        if !(ya.is_finite() && yb.is_finite()) {
            continue;
        }
        if ya == 0.0 {
            out.push(Poi {
                kind: "root",
                x: xs[k],
                y: Some(0.0),
                curves: vec![i],
            });
            continue;
        }
        if (ya < 0.0) == (yb < 0.0) || yb == 0.0 {
            if yb == 0.0 && k + 2 == xs.len() {
                out.push(Poi {
                    kind: "root",
                    x: xs[k + 1],
                    y: Some(0.0),
                    curves: vec![i],
                });
            }
            continue;
        }
        let g = |x: f64| fx.f(f, x);
        if let Some(x) = brent(&g, xs[k], xs[k + 1]) {
            let y = g(x);
            // A sign change across a pole converges to the pole.
            if near_zero(y, scale) {
                out.push(Poi {
                    kind: "root",
                    x,
                    y: Some(0.0),
                    curves: vec![i],
                });
            }
        }
    }
}

fn extrema(samples: Samples, out: &mut Vec<Poi>) {
    let (fx, f, i) = (samples.fx, samples.f, samples.i);
    let (xs, ys, scale) = (samples.xs, samples.ys, samples.scale);
    let h = (xs[1] - xs[0]) * 1e-3;
    let slope = |x: f64| fx.slope(f, x);
    let ds: Vec<f64> = xs.iter().map(|&x| slope(x)).collect();
    for k in 0..xs.len() - 1 {
        let (da, db) = (ds[k], ds[k + 1]);
        if !(da.is_finite() && db.is_finite())
            || da == 0.0 && k > 0
            || (da < 0.0) == (db < 0.0) && db != 0.0
        {
            continue;
        }
        let x = if da == 0.0 {
            xs[k]
        } else if db == 0.0 {
            xs[k + 1]
        } else {
            match brent(&slope, xs[k], xs[k + 1]) {
                Some(x) => x,
                None => continue,
            }
        };
        let y = fx.f(f, x);
        if !y.is_finite() || !fx.continuous(f, xs[k], xs[k + 1]) {
            continue;
        }
        // The sign change of f′ says which (before the zero and after).
        let before = slope(xs[k].min(x - h));
        let after = slope(xs[k + 1].max(x + h));
        let kind = if before > 0.0 && after < 0.0 {
            "maximum"
        } else if before < 0.0 && after > 0.0 {
            "minimum"
        } else {
            continue;
        };
        out.push(Poi {
            kind,
            x,
            y: Some(y),
            curves: vec![i],
        });
        if near_zero(y, scale) && (ys[k] < 0.0) == (ys[k + 1] < 0.0) {
            // A double root touches the axis without a sign change.
            out.push(Poi {
                kind: "root",
                x,
                y: Some(0.0),
                curves: vec![i],
            });
        }
    }
}

/// Discontinuities and holes: grid cells (or a lone undefined grid point
/// between defined ones) where the interval check fails, bisected.
fn breaks(fx: &Fx, f: &super::Program, i: usize, xs: &[f64], ys: &[f64], out: &mut Vec<Poi>) {
    let defined = |k: usize| ys.get(k).is_some_and(|y| y.is_finite());
    let mut k = 0;
    while k + 1 < xs.len() {
        let (a, b, next) = if defined(k) && defined(k + 1) {
            (xs[k], xs[k + 1], k + 1)
        } else if defined(k) && !defined(k + 1) && defined(k + 2) {
            (xs[k], xs[k + 2], k + 2)
        } else {
            k += 1;
            continue;
        };
        k = next;
        if fx.continuous(f, a, b) {
            continue;
        }
        let (mut lo, mut hi) = (a, b);
        for _ in 0..200 {
            let m = lo + (hi - lo) / 2.0;
            if m <= lo || m >= hi {
                break;
            }
            let (left, right) = (fx.continuous(f, lo, m), fx.continuous(f, m, hi));
            match (left, right) {
                (true, true) => {
                    lo = m;
                    hi = m;
                    break;
                }
                (false, true) => hi = m,
                (true, false) => lo = m,
                (false, false) => {
                    let jump = |p: f64, q: f64| (fx.f(f, p) - fx.f(f, q)).abs();
                    let (l, r) = (jump(lo, m), jump(m, hi));
                    if l.is_nan() || r.is_nan() {
                        // Undefined right at m: a point of its own.
                        lo = m;
                        hi = m;
                        break;
                    }
                    if l >= r {
                        hi = m;
                    } else {
                        lo = m;
                    }
                }
            }
        }
        let x = if lo == hi { lo } else { simplest_in(lo, hi) };
        let x = if (lo..=hi).contains(&x) {
            x
        } else {
            (lo + hi) / 2.0
        };
        let h = (b - a) * 1e-6;
        let (l, r) = (fx.f(f, x - h), fx.f(f, x + h));
        let meet = l.is_finite() && r.is_finite() && (l - r).abs() <= 1e-6 * (1.0 + l.abs());
        if meet && !fx.f(f, x).is_finite() {
            out.push(Poi {
                kind: "hole",
                x,
                y: Some((l + r) / 2.0),
                curves: vec![i],
            });
        } else if !meet {
            out.push(Poi {
                kind: "discontinuity",
                x,
                y: None,
                curves: vec![i],
            });
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn intersections(
    fx: &Fx,
    (i, f): (usize, &super::Program),
    (j, g): (usize, &super::Program),
    xs: &[f64],
    yf: &[f64],
    yg: &[f64],
    out: &mut Vec<Poi>,
) {
    let d = |x: f64| fx.f(f, x) - fx.f(g, x);
    let ds: Vec<f64> = yf.iter().zip(yg).map(|(a, b)| a - b).collect();
    for x in sign_changes(&d, xs, &ds) {
        let (a, b) = (fx.f(f, x), fx.f(g, x));
        if a.is_finite() && b.is_finite() && near_zero(a - b, a.abs().max(b.abs())) {
            out.push(Poi {
                kind: "intersection",
                x,
                y: Some(a),
                curves: vec![i, j],
            });
        }
    }
}

/// Where `g` changes sign (or is zero) between neighbouring samples
/// (`values` is `g` at `xs`), each zero found by Brent's method.
fn sign_changes<'a>(
    g: &'a impl Fn(f64) -> f64,
    xs: &'a [f64],
    values: &'a [f64],
) -> impl Iterator<Item = f64> + 'a {
    (0..xs.len().saturating_sub(1)).filter_map(move |k| {
        let (a, b) = (values[k], values[k + 1]);
        if !(a.is_finite() && b.is_finite()) || (a < 0.0) == (b < 0.0) && a != 0.0 {
            return None;
        }
        brent(g, xs[k], xs[k + 1])
    })
}

/// Inside the window, sorted by x, without repeats (the same kind, curves
/// and place found from two grid cells).
fn finish(mut out: Vec<Poi>, win: Window) -> Vec<Poi> {
    out.retain(|p| {
        p.x >= win.x_min && p.x <= win.x_max && p.y.is_none_or(|y| y >= win.y_min && y <= win.y_max)
    });
    out.sort_by(|a, b| a.x.total_cmp(&b.x));
    let tol = (win.x_max - win.x_min) * 1e-9;
    let mut kept: Vec<Poi> = Vec::new();
    for p in out {
        let repeat = kept
            .iter()
            .rev()
            .take_while(|q| p.x - q.x <= tol)
            .any(|q| q.kind == p.kind && q.curves == p.curves);
        if !repeat {
            kept.push(p);
        }
    }
    kept.truncate(MAX_POINTS);
    kept
}

/// A curve that is not a function of x, as G(x, y) = 0: implicit curves
/// (G = F) and x = g(y) (G = x − g(y)).
enum Residual<'a> {
    Implicit(&'a super::Program),
    OfY(&'a super::Program),
}

fn residuals(graph: &Graph) -> Vec<(usize, Residual<'_>)> {
    (0..graph.lines.len())
        .filter_map(|i| {
            let line = graph.line(i)?;
            if line.relation != super::classify::Relation::Eq {
                return None;
            }
            match &line.item {
                Item::Implicit { f } => Some((i, Residual::Implicit(f))),
                Item::OfY { g } => Some((i, Residual::OfY(g))),
                _ => None,
            }
        })
        .collect()
}

impl Fx<'_> {
    fn residual(&self, r: &Residual, x: f64, y: f64) -> f64 {
        match r {
            Residual::Implicit(f) => self.ctx.at2(f, (SLOT_X, x), (super::SLOT_Y, y)),
            Residual::OfY(g) => x - self.ctx.at(g, super::SLOT_Y, y),
        }
    }
}

/// Where y = f(x) meets G(x, y) = 0: the zeros of G(x, f(x)).
fn crossings(
    fx: &Fx,
    (i, f, ys): (usize, &super::Program, &[f64]),
    (j, r): (usize, &Residual),
    xs: &[f64],
    out: &mut Vec<Poi>,
) {
    let h = |x: f64| fx.residual(r, x, fx.f(f, x));
    let hs: Vec<f64> = xs
        .iter()
        .zip(ys)
        .map(|(&x, &y)| fx.residual(r, x, y))
        .collect();
    let scale = hs
        .iter()
        .filter(|v| v.is_finite())
        .fold(0.0f64, |m, v| m.max(v.abs()));
    for x in sign_changes(&h, xs, &hs) {
        let y = fx.f(f, x);
        // A sign change across a pole of G converges to the pole.
        if y.is_finite() && near_zero(h(x), scale) {
            out.push(Poi {
                kind: "intersection",
                x,
                y: Some(y),
                curves: vec![i, j],
            });
        }
    }
}
