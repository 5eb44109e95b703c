//! Adaptive sampling of a curve u ↦ (x(u), y(u)) into polylines for a
//! window: refined until the chord is within a fraction of a pixel, and
//! joined only where interval arithmetic proves the curve defined and
//! continuous between the two samples. What is not proven is refined to
//! a small fraction of a pixel, then drawn as a break (a pole, a jump), a
//! domain end (found by bisection), or a removable hole (an open point).

use super::interval::Iv;

/// The visible window and its size in pixels.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Window {
    pub x_min: f64,
    pub x_max: f64,
    pub y_min: f64,
    pub y_max: f64,
    pub width_px: f64,
    pub height_px: f64,
}

impl Window {
    /// World units per pixel, horizontally and vertically.
    pub fn pixel(&self) -> (f64, f64) {
        (
            (self.x_max - self.x_min) / self.width_px.max(1.0),
            (self.y_max - self.y_min) / self.height_px.max(1.0),
        )
    }

    /// Whether the window is usable: finite, ordered, not degenerate.
    pub fn is_valid(&self) -> bool {
        let all = [
            self.x_min,
            self.x_max,
            self.y_min,
            self.y_max,
            self.width_px,
            self.height_px,
        ];
        all.iter().all(|v| v.is_finite())
            && (self.x_max - self.x_min).is_finite()
            && (self.y_max - self.y_min).is_finite()
            && self.x_min < self.x_max
            && self.y_min < self.y_max
            && self.width_px >= 1.0
            && self.height_px >= 1.0
            && self.width_px <= 100_000.0
            && self.height_px <= 100_000.0
    }
}

/// A curve in its parameter u: a point (NaN where undefined) and an
/// enclosure of the points over [a, b].
pub trait Curve {
    fn at(&self, u: f64) -> (f64, f64);
    fn over(&self, a: f64, b: f64) -> (Iv, Iv);
}

/// Polylines as one flat array of x, y pairs, each polyline ended by a
/// NaN, NaN pair; removable holes as x, y pairs; the parameter intervals
/// (a, b) where the curve breaks (poles, jumps), each narrower than a
/// thousandth of a pixel's worth of u.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Sampled {
    pub xy: Vec<f64>,
    pub holes: Vec<f64>,
    pub breaks: Vec<(f64, f64)>,
    /// Evaluations spent (the budget bounds it).
    pub evaluations: usize,
}

impl Sampled {
    /// The polylines, each as a list of points.
    pub fn polylines(&self) -> Vec<Vec<(f64, f64)>> {
        let mut out = Vec::new();
        let mut cur = Vec::new();
        for p in self.xy.chunks_exact(2) {
            if p[0].is_nan() {
                if !cur.is_empty() {
                    out.push(std::mem::take(&mut cur));
                }
            } else {
                cur.push((p[0], p[1]));
            }
        }
        if !cur.is_empty() {
            out.push(cur);
        }
        out
    }
}

/// How finely to sample, in the curve's parameter.
#[derive(Debug, Clone, Copy)]
pub struct Steps {
    pub segments: usize,
    /// Below this width a proven-continuous segment is not split further.
    pub min_ok: f64,
    /// Below this width an unproven segment is decided (break or hole).
    pub min_broken: f64,
}

/// Evaluations one curve may spend: the bound on a frame's work.
pub const MAX_EVALUATIONS: usize = 60_000;

/// Far-off points are pulled in to this many window heights, so the
/// drawing code never sees huge coordinates; the direction of the steep
/// line to them changes by less than a pixel.
const CLAMP_WINDOWS: f64 = 1000.0;

struct Sampler<'a, C: Curve + ?Sized> {
    curve: &'a C,
    win: Window,
    px: (f64, f64),
    steps: Steps,
    out: Sampled,
    /// The parameter of the last point written, while the pen is down.
    pen: Option<f64>,
    depth: usize,
}

/// Deepest subdivision: past it (or where f64 cannot halve the segment
/// any more, in a window far from 0) a segment is decided as it is.
const MAX_DEPTH: usize = 60;

fn defined(p: (f64, f64)) -> bool {
    p.0.is_finite() && p.1.is_finite()
}

/// The shortest decimal in [lo, hi] (0 when it is inside): where a
/// removable hole or a domain end most likely sits.
pub fn simplest_in(lo: f64, hi: f64) -> f64 {
    if lo <= 0.0 && 0.0 <= hi {
        return 0.0;
    }
    for digits in -15..=17 {
        let scale = 10f64.powi(digits);
        let c = (lo * scale).ceil() / scale;
        if c >= lo && c <= hi {
            return c;
        }
    }
    (lo + hi) / 2.0
}

impl<C: Curve + ?Sized> Sampler<'_, C> {
    fn at(&mut self, u: f64) -> (f64, f64) {
        self.out.evaluations += 1;
        self.curve.at(u)
    }

    fn over(&mut self, a: f64, b: f64) -> (Iv, Iv) {
        self.out.evaluations += 1;
        self.curve.over(a, b)
    }

    fn spent(&self) -> bool {
        self.out.evaluations >= MAX_EVALUATIONS
    }

    fn clamp(&self, p: (f64, f64)) -> (f64, f64) {
        let w = (self.win.x_max - self.win.x_min) * CLAMP_WINDOWS;
        let h = (self.win.y_max - self.win.y_min) * CLAMP_WINDOWS;
        (
            p.0.clamp(self.win.x_min - w, self.win.x_max + w),
            p.1.clamp(self.win.y_min - h, self.win.y_max + h),
        )
    }

    fn point(&mut self, u: f64, p: (f64, f64)) {
        if self.pen == Some(u) {
            return;
        }
        let p = self.clamp(p);
        self.out.xy.push(p.0);
        self.out.xy.push(p.1);
        self.pen = Some(u);
    }

    fn pen_up(&mut self) {
        if self.pen.take().is_some() {
            self.out.xy.push(f64::NAN);
            self.out.xy.push(f64::NAN);
        }
    }

    fn join(&mut self, a: f64, pa: (f64, f64), b: f64, pb: (f64, f64)) {
        if self.pen != Some(a) {
            self.pen_up();
        }
        self.point(a, pa);
        self.point(b, pb);
    }

    /// Distance between two points in pixels.
    fn px_dist(&self, p: (f64, f64), q: (f64, f64)) -> f64 {
        ((p.0 - q.0) / self.px.0).hypot((p.1 - q.1) / self.px.1)
    }

    /// Bisects between a defined and an undefined parameter to the last
    /// defined one (the domain's end), snapped to a short decimal when
    /// that is defined too (sqrt(x) ends at 0, not at 1e-17).
    fn boundary(&mut self, defined_at: f64, undefined_at: f64) -> (f64, f64) {
        let (mut good, mut bad) = (defined_at, undefined_at);
        let tiny = (self.steps.min_broken * 1e-9).max(f64::MIN_POSITIVE);
        for _ in 0..200 {
            let m = (good + bad) / 2.0;
            if m == good || m == bad || (good - bad).abs() <= tiny {
                break;
            }
            if defined(self.at(m)) {
                good = m;
            } else {
                bad = m;
            }
        }
        let c = simplest_in(good.min(bad), good.max(bad));
        if defined(self.at(c)) {
            (c, bad)
        } else {
            (good, bad)
        }
    }

    fn segment(&mut self, a: f64, pa: (f64, f64), b: f64, pb: (f64, f64)) {
        let m = a + (b - a) / 2.0;
        if self.depth >= MAX_DEPTH || !(a < m && m < b) {
            return match (defined(pa), defined(pb)) {
                (true, true) => self.undecided(a, pa, b, pb),
                (false, true) => {
                    self.pen_up();
                    self.point(b, pb)
                }
                _ => self.pen_up(),
            };
        }
        self.depth += 1;
        self.divisible_segment(a, pa, b, pb);
        self.depth -= 1;
    }

    fn divisible_segment(&mut self, a: f64, pa: (f64, f64), b: f64, pb: (f64, f64)) {
        let width = b - a;
        match (defined(pa), defined(pb)) {
            (false, false) => {
                if width <= self.steps.min_ok || self.spent() {
                    return self.pen_up();
                }
                let (ix, iy) = self.over(a, b);
                if ix.is_empty() || iy.is_empty() {
                    return self.pen_up();
                }
                let m = a + width / 2.0;
                let pm = self.at(m);
                self.segment(a, pa, m, pm);
                self.segment(m, pm, b, pb);
            }
            (true, false) => {
                if width <= self.steps.min_broken || self.spent() {
                    return self.pen_up();
                }
                let (c, past) = self.boundary(a, b);
                let pc = self.at(c);
                self.segment(a, pa, c, pc);
                self.pen_up();
                let pp = self.at(past);
                self.segment(past, pp, b, pb);
            }
            (false, true) => {
                if width <= self.steps.min_broken || self.spent() {
                    self.pen_up();
                    return self.point(b, pb);
                }
                let (c, before) = self.boundary(b, a);
                let pc = self.at(c);
                let pbefore = self.at(before);
                self.segment(a, pa, before, pbefore);
                self.pen_up();
                self.segment(c, pc, b, pb);
            }
            (true, true) => self.both_defined(a, pa, b, pb),
        }
    }

    fn both_defined(&mut self, a: f64, pa: (f64, f64), b: f64, pb: (f64, f64)) {
        let width = b - a;
        if self.spent() {
            return self.join(a, pa, b, pb);
        }
        let (ix, iy) = self.over(a, b);
        let proven = ix.ok && iy.ok;
        if !proven {
            if width > self.steps.min_broken {
                return self.split(a, pa, b, pb);
            }
            return self.undecided(a, pa, b, pb);
        }
        let w = &self.win;
        let (mx, my) = ((w.x_max - w.x_min) * 0.01, (w.y_max - w.y_min) * 0.01);
        let outside = ix.hi < w.x_min - mx
            || ix.lo > w.x_max + mx
            || iy.hi < w.y_min - my
            || iy.lo > w.y_max + my;
        let box_px = ((ix.hi - ix.lo) / self.px.0).max((iy.hi - iy.lo) / self.px.1);
        if outside || box_px <= 0.75 {
            return self.join(a, pa, b, pb);
        }
        let m = a + width / 2.0;
        let pm = self.at(m);
        if !defined(pm) {
            return self.split_at(a, pa, m, pm, b, pb);
        }
        if width <= self.steps.min_ok {
            self.join(a, pa, m, pm);
            return self.join(m, pm, b, pb);
        }
        let chord = ((pa.0 + pb.0) / 2.0, (pa.1 + pb.1) / 2.0);
        let samples_px = ((pa.0.max(pb.0).max(pm.0) - pa.0.min(pb.0).min(pm.0)) / self.px.0)
            .max((pa.1.max(pb.1).max(pm.1) - pa.1.min(pb.1).min(pm.1)) / self.px.1);
        // Smooth here: the midpoint on the chord, and nothing hidden
        // between the samples that the enclosure would show.
        if self.px_dist(pm, chord) <= 0.25 && box_px <= samples_px + 1.0 && samples_px <= 64.0 {
            self.join(a, pa, m, pm);
            return self.join(m, pm, b, pb);
        }
        self.split_at(a, pa, m, pm, b, pb)
    }

    fn split(&mut self, a: f64, pa: (f64, f64), b: f64, pb: (f64, f64)) {
        let m = a + (b - a) / 2.0;
        let pm = self.at(m);
        self.split_at(a, pa, m, pm, b, pb);
    }

    fn split_at(&mut self, a: f64, pa: (f64, f64), m: f64, pm: (f64, f64), b: f64, pb: (f64, f64)) {
        self.segment(a, pa, m, pm);
        self.segment(m, pm, b, pb);
    }

    /// A segment below the smallest width whose continuity is not proven:
    /// a jump or a pole when its ends are apart, else a removable hole
    /// (undefined at a point between ends that meet) or continuous after all.
    fn undecided(&mut self, a: f64, pa: (f64, f64), b: f64, pb: (f64, f64)) {
        if self.px_dist(pa, pb) > 1.0 {
            self.out.breaks.push((a, b));
            return self.pen_up();
        }
        let c = simplest_in(a, b);
        if !defined(self.at(c)) {
            let h = (self.steps.min_broken * 0.5).max(c.abs() * 1e-12);
            let (l, r) = (self.at(c - h), self.at(c + h));
            if defined(l) && defined(r) {
                self.out.holes.push((l.0 + r.0) / 2.0);
                self.out.holes.push((l.1 + r.1) / 2.0);
            }
        }
        self.join(a, pa, b, pb);
    }
}

/// Samples `curve` over [u0, u1] for the window.
pub fn sample<C: Curve + ?Sized>(
    curve: &C,
    win: Window,
    u0: f64,
    u1: f64,
    steps: Steps,
) -> Sampled {
    let mut s = Sampler {
        curve,
        win,
        px: win.pixel(),
        steps,
        out: Sampled::default(),
        pen: None,
        depth: 0,
    };
    if !win.is_valid() || !(u0 < u1) || !u0.is_finite() || !u1.is_finite() {
        return s.out;
    }
    let n = steps.segments.max(1);
    let mut a = u0;
    let mut pa = s.at(a);
    for i in 1..=n {
        let b = if i == n {
            u1
        } else {
            u0 + (u1 - u0) * i as f64 / n as f64
        };
        let pb = s.at(b);
        s.segment(a, pa, b, pb);
        a = b;
        pa = pb;
    }
    s.pen_up();
    s.out
}
