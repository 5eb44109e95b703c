//! Implicit curves F(x, y) = 0 and regions F(x, y) < 0 by marching
//! squares on a quadtree: interval arithmetic discards every cell where F
//! has no zero, and the others are split down to a couple of pixels.

use super::classify::Relation;
use super::interval::Iv;
use super::sample::Window;
use std::collections::HashMap;

/// Largest cell of the first grid and the leaves' size, in pixels.
const START_PX: f64 = 32.0;
const LEAF_PX: f64 = 2.0;
/// Levels below the first grid: 32 px to 2 px is 4; more only when the
/// window is smaller than f64 can split.
const MAX_DEPTH: usize = 8;
/// At a true zero on a leaf's edge, F is a small part of its values at
/// the edge's ends (linear interpolation over two pixels); across a pole
/// it is of their size.
const POLE_RATIO: f64 = 0.1;
/// Leaves one curve may produce: a bound on the work per frame.
const MAX_LEAVES: usize = 200_000;

pub struct Implicit<'a> {
    pub f: &'a dyn Fn(f64, f64) -> f64,
    pub fi: &'a dyn Fn(Iv, Iv) -> Iv,
}

#[derive(Debug, Default, Clone, PartialEq)]
pub struct ImplicitOut {
    /// Polylines, NaN, NaN between them (as `Sampled::xy`).
    pub xy: Vec<f64>,
    /// Rectangles x0, y0, x1, y1 where the relation holds (inequalities).
    pub cells: Vec<f64>,
}

struct Walk<'a, 'b> {
    imp: &'a Implicit<'b>,
    rel: Relation,
    leaf: (f64, f64),
    segments: Vec<[(f64, f64); 2]>,
    cells: Vec<f64>,
    leaves: usize,
}

/// The zero on an edge, always interpolated from its lower corner so two
/// cells sharing the edge compute the very same point.
fn cross(p: (f64, f64), fp: f64, q: (f64, f64), fq: f64) -> (f64, f64) {
    let (p, fp, q, fq) = if (p.0, p.1) <= (q.0, q.1) {
        (p, fp, q, fq)
    } else {
        (q, fq, p, fp)
    };
    let t = fp / (fp - fq);
    (p.0 + (q.0 - p.0) * t, p.1 + (q.1 - p.1) * t)
}

impl Walk<'_, '_> {
    fn cell(&mut self, x0: f64, y0: f64, x1: f64, y1: f64, depth: usize) {
        let iv = (self.imp.fi)(Iv::new(x0, x1), Iv::new(y0, y1));
        if iv.is_empty() {
            return;
        }
        let has_zero = iv.lo <= 0.0 && 0.0 <= iv.hi;
        if iv.ok && !has_zero {
            if self.rel != Relation::Eq && self.rel.holds(iv.lo, 0.0) && self.rel.holds(iv.hi, 0.0)
            {
                self.cells.extend([x0, y0, x1, y1]);
            }
            return;
        }
        // Far from 0, f64 may not halve a cell down to the leaf size.
        let leaf = (x1 - x0 <= self.leaf.0 * 1.0001 && y1 - y0 <= self.leaf.1 * 1.0001)
            || depth >= MAX_DEPTH;
        if leaf || self.leaves >= MAX_LEAVES {
            self.leaves += 1;
            return self.march(x0, y0, x1, y1, iv.ok);
        }
        let (xm, ym) = ((x0 + x1) / 2.0, (y0 + y1) / 2.0);
        self.cell(x0, y0, xm, ym, depth + 1);
        self.cell(xm, y0, x1, ym, depth + 1);
        self.cell(x0, ym, xm, y1, depth + 1);
        self.cell(xm, ym, x1, y1, depth + 1);
    }

    fn march(&mut self, x0: f64, y0: f64, x1: f64, y1: f64, continuous: bool) {
        let f = self.imp.f;
        let c = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)];
        let v = c.map(|p| f(p.0, p.1));
        if self.rel != Relation::Eq {
            let (xm, ym) = ((x0 + x1) / 2.0, (y0 + y1) / 2.0);
            let fm = f(xm, ym);
            if fm.is_finite() && self.rel.holds(fm, 0.0) {
                self.cells.extend([x0, y0, x1, y1]);
            }
        }
        if v.iter().any(|x| !x.is_finite()) {
            return;
        }
        // Each crossing, and whether it is a zero: across a pole F changes
        // sign without one, and F at the interpolated point stays large
        // (checked only where the interval test found a break).
        let mut points = Vec::with_capacity(4);
        for i in 0..4 {
            let j = (i + 1) % 4;
            if (v[i] < 0.0) != (v[j] < 0.0) {
                let p = cross(c[i], v[i], c[j], v[j]);
                let zero =
                    continuous || f(p.0, p.1).abs() <= POLE_RATIO * v[i].abs().max(v[j].abs());
                points.push((p, zero));
            }
        }
        let corners = v.iter().fold(0.0f64, |m, x| m.max(x.abs()));
        let pair =
            |w: &mut Self, (p, p_zero): ((f64, f64), bool), (q, q_zero): ((f64, f64), bool)| {
                // Nor may F grow between the two points beyond the corners.
                let mid_ok = continuous
                    || f((p.0 + q.0) / 2.0, (p.1 + q.1) / 2.0).abs() <= corners * POLE_RATIO * 5.0;
                if p_zero && q_zero && mid_ok {
                    w.segments.push([p, q]);
                }
            };
        match points.len() {
            2 => pair(self, points[0], points[1]),
            4 => {
                // A saddle: the centre's sign says which corners connect.
                let centre = f((x0 + x1) / 2.0, (y0 + y1) / 2.0);
                if (centre < 0.0) == (v[0] < 0.0) {
                    pair(self, points[0], points[3]);
                    pair(self, points[1], points[2]);
                } else {
                    pair(self, points[0], points[1]);
                    pair(self, points[2], points[3]);
                }
            }
            _ => {}
        }
    }
}

fn key(p: (f64, f64)) -> (u64, u64) {
    (p.0.to_bits(), p.1.to_bits())
}

/// Joins segments that share end points into polylines.
fn chain(segments: &[[(f64, f64); 2]]) -> Vec<f64> {
    let mut at: HashMap<(u64, u64), Vec<usize>> = HashMap::new();
    for (i, s) in segments.iter().enumerate() {
        at.entry(key(s[0])).or_default().push(i);
        at.entry(key(s[1])).or_default().push(i);
    }
    let mut used = vec![false; segments.len()];
    let mut out = Vec::new();
    let next_from = |p: (f64, f64), used: &[bool]| -> Option<usize> {
        at.get(&key(p))?.iter().copied().find(|&j| !used[j])
    };
    for start in 0..segments.len() {
        if used[start] {
            continue;
        }
        used[start] = true;
        let mut line: std::collections::VecDeque<(f64, f64)> =
            segments[start].iter().copied().collect();
        // Grow forwards, then backwards.
        while let Some(j) = line.back().and_then(|&p| next_from(p, &used)) {
            used[j] = true;
            let s = segments[j];
            let p = *line.back().unwrap_or(&s[0]);
            line.push_back(if key(s[0]) == key(p) { s[1] } else { s[0] });
        }
        while let Some(j) = line.front().and_then(|&p| next_from(p, &used)) {
            used[j] = true;
            let s = segments[j];
            let p = *line.front().unwrap_or(&s[0]);
            line.push_front(if key(s[0]) == key(p) { s[1] } else { s[0] });
        }
        for (x, y) in line {
            out.push(x);
            out.push(y);
        }
        out.push(f64::NAN);
        out.push(f64::NAN);
    }
    out
}

pub fn plot(imp: &Implicit, rel: Relation, win: Window) -> ImplicitOut {
    if !win.is_valid() {
        return ImplicitOut::default();
    }
    let (px, py) = win.pixel();
    let cols = (win.width_px / START_PX).ceil().max(1.0) as usize;
    let rows = (win.height_px / START_PX).ceil().max(1.0) as usize;
    let (cw, ch) = (
        (win.x_max - win.x_min) / cols as f64,
        (win.y_max - win.y_min) / rows as f64,
    );
    let mut walk = Walk {
        imp,
        rel,
        leaf: (px * LEAF_PX, py * LEAF_PX),
        segments: Vec::new(),
        cells: Vec::new(),
        leaves: 0,
    };
    for r in 0..rows {
        for c in 0..cols {
            let x0 = win.x_min + cw * c as f64;
            let y0 = win.y_min + ch * r as f64;
            let x1 = if c + 1 == cols {
                win.x_max
            } else {
                win.x_min + cw * (c + 1) as f64
            };
            let y1 = if r + 1 == rows {
                win.y_max
            } else {
                win.y_min + ch * (r + 1) as f64
            };
            walk.cell(x0, y0, x1, y1, 0);
        }
    }
    ImplicitOut {
        xy: chain(&walk.segments),
        cells: walk.cells,
    }
}
