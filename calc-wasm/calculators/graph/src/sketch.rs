//! The graph as SVG path data in pixels: the prerendered page's picture of
//! the default expressions, drawn at build time by the same sampler the
//! browser runs (WebAssembly), so the page shows its curves before any
//! JavaScript. Coordinates are rounded to 0.1 px to keep the HTML small.

use super::classify::Relation;
use super::sample::Window;
use super::{Graph, Item};
use std::fmt::Write;

/// What one line draws, as path data (`M`/`L` in pixels from the top left).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct LineSketch {
    /// The curve's pieces (empty for a point).
    pub curve: String,
    /// Shaded regions: explicit inequalities' polygons and implicit ones' cells.
    pub fill: String,
    /// Filled dots `(1, 2)` and removable holes, as [x, y] pixels.
    pub points: Vec<[f64; 2]>,
    pub holes: Vec<[f64; 2]>,
    /// A strict inequality: its edge is drawn dashed.
    pub strict: bool,
}

fn round(v: f64) -> f64 {
    (v * 10.0).round() / 10.0
}

fn to_px(win: &Window, x: f64, y: f64) -> [f64; 2] {
    [
        round((x - win.x_min) / (win.x_max - win.x_min) * win.width_px),
        round((win.y_max - y) / (win.y_max - win.y_min) * win.height_px),
    ]
}

/// Flat x, y pairs (NaN, NaN between pieces) as `M x y L x y ...`; `close`
/// ends each piece with `Z`. Repeated pixels are dropped.
fn path(win: &Window, flat: &[f64], close: bool, out: &mut String) {
    let mut last: Option<[f64; 2]> = None;
    let mut open = false;
    for pair in flat.chunks_exact(2) {
        if !pair[0].is_finite() || !pair[1].is_finite() {
            if open && close {
                out.push('Z');
            }
            open = false;
            last = None;
            continue;
        }
        let p = to_px(win, pair[0], pair[1]);
        if last == Some(p) {
            continue;
        }
        let _ = write!(out, "{}{} {}", if open { 'L' } else { 'M' }, p[0], p[1]);
        open = true;
        last = Some(p);
    }
    if open && close {
        out.push('Z');
    }
}

fn dots(win: &Window, flat: &[f64]) -> Vec<[f64; 2]> {
    flat.chunks_exact(2)
        .filter(|p| p[0].is_finite() && p[1].is_finite())
        .map(|p| to_px(win, p[0], p[1]))
        .collect()
}

/// Per line of `graph`: None for blank, failing and parameter lines.
pub fn sketch(graph: &Graph, win: Window) -> Vec<Option<LineSketch>> {
    (0..graph.lines.len())
        .map(|i| {
            let line = graph.line(i)?;
            if matches!(line.item, Item::Parameter { .. }) {
                return None;
            }
            let plot = graph.plot(i, win);
            let mut s = LineSketch {
                strict: matches!(line.relation, Relation::Lt | Relation::Gt),
                ..LineSketch::default()
            };
            if matches!(line.item, Item::Point { .. }) {
                s.points = dots(&win, &plot.sampled.xy);
            } else {
                path(&win, &plot.sampled.xy, false, &mut s.curve);
            }
            s.holes = dots(&win, &plot.sampled.holes);
            path(&win, &plot.fill, true, &mut s.fill);
            for c in plot.cells.chunks_exact(4) {
                let [x0, y0] = to_px(&win, c[0], c[1]);
                let [x1, y1] = to_px(&win, c[2], c[3]);
                let _ = write!(
                    s.fill,
                    "M{} {}H{}V{}H{}Z",
                    x0.min(x1),
                    y0.min(y1),
                    x0.max(x1),
                    y0.max(y1),
                    x0.min(x1)
                );
            }
            Some(s)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use calc_engine::eval::Angle;

    fn win() -> Window {
        Window {
            x_min: -10.0,
            x_max: 10.0,
            y_min: -5.0,
            y_max: 5.0,
            width_px: 200.0,
            height_px: 100.0,
        }
    }

    #[test]
    fn a_line_is_one_piece_in_pixels() {
        // y = x/2 runs from (-10, -5) to (10, 5): pixel (0, 100) to (200, 0)
        // through the origin at (100, 50); the sampler reaches a little past
        // the edges.
        let g = Graph::new("y = x/2", Angle::Rad);
        let s = sketch(&g, win());
        let curve = &s[0].as_ref().unwrap().curve;
        assert!(curve.contains("L100 50L"), "{curve}");
        assert_eq!(curve.matches('M').count(), 1);
    }

    #[test]
    fn a_pole_breaks_the_curve_and_blank_lines_stay_none() {
        let g = Graph::new("\ny = 1/x\na = 2\n(1, 2)", Angle::Rad);
        let s = sketch(&g, win());
        assert_eq!(s.len(), 4);
        assert!(s[0].is_none() && s[2].is_none());
        assert!(s[1].as_ref().unwrap().curve.matches('M').count() >= 2);
        // (1, 2) is at pixel (110, 30).
        assert_eq!(s[3].as_ref().unwrap().points, vec![[110.0, 30.0]]);
    }

    #[test]
    fn pixels_are_rounded_to_a_tenth() {
        let g = Graph::new("y = sin(x)", Angle::Rad);
        let curve = sketch(&g, win())[0].clone().unwrap().curve;
        for n in curve.split(['M', 'L', ' ']) {
            if let Some((_, frac)) = n.split_once('.') {
                assert_eq!(frac.len(), 1, "{n}");
            }
        }
    }

    #[test]
    fn inequalities_are_shaded() {
        let g = Graph::new("y < x\nx^2 + y^2 < 4", Angle::Rad);
        let s = sketch(&g, win());
        assert!(s[0].as_ref().unwrap().fill.ends_with('Z'));
        assert!(s[0].as_ref().unwrap().strict);
        assert!(s[1].as_ref().unwrap().fill.contains('H'));
    }
}
