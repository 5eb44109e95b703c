//! The sampler and the points of interest against known answers.

use super::sample::Window;
use super::*;

fn win(x_min: f64, x_max: f64, y_min: f64, y_max: f64) -> Window {
    Window {
        x_min,
        x_max,
        y_min,
        y_max,
        width_px: 1000.0,
        height_px: 600.0,
    }
}

#[test]
fn classifies_each_kind() {
    let g = Graph::new("y = x^2\nx = y^2\nx^2 + y^2 = 4\n(cos t, sin t)\nr = 1 + cos θ\n(1, 2)\ny < x\nsin(x)\na = 2\ny = a x + b", Angle::Rad);
    let kinds: Vec<_> = g
        .lines
        .iter()
        .map(|l| l.as_ref().unwrap().as_ref().unwrap().kind)
        .collect();
    assert_eq!(
        kinds,
        [
            "function",
            "functionOfY",
            "implicit",
            "parametric",
            "polar",
            "point",
            "function",
            "function",
            "parameter",
            "function"
        ]
    );
    assert_eq!(g.params, [("a".to_string(), 2.0), ("b".to_string(), 1.0)]);
}

fn plot(text: &str, w: Window) -> Plot {
    Graph::new(text, Angle::Rad).plot(0, w)
}

/// No polyline segment joins two points on either side of `x0` whose
/// y values are far apart (a vertical line through an asymptote or jump).
fn crosses(p: &Plot, x0: f64) -> bool {
    p.sampled
        .polylines()
        .iter()
        .any(|l| l.windows(2).any(|s| s[0].0 < x0 && s[1].0 > x0))
}

#[test]
fn tan_is_never_joined_across_its_poles() {
    let p = plot("tan x", win(-2.0 * PI, 2.0 * PI, -5.0, 5.0));
    for k in [-3.0, -1.0, 1.0, 3.0] {
        assert!(!crosses(&p, k * PI / 2.0), "joined across {k}π/2");
    }
    assert_eq!(p.sampled.polylines().len(), 5);
}

#[test]
fn reciprocal_and_floor_break() {
    let p = plot("1/x", win(-10.0, 10.0, -5.0, 5.0));
    assert!(!crosses(&p, 0.0));
    assert_eq!(p.sampled.polylines().len(), 2);
    let p = plot("floor x", win(-3.3, 3.3, -5.0, 5.0));
    for k in -3..=3 {
        assert!(!crosses(&p, k as f64), "floor joined across {k}");
    }
    assert_eq!(p.sampled.polylines().len(), 8, "seven jumps in the window");
}

#[test]
fn sqrt_reaches_its_end_point() {
    let p = plot("sqrt(x)", win(-2.0, 2.0, -2.0, 2.0));
    let lines = p.sampled.polylines();
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0][0], (0.0, 0.0));
}

#[test]
fn hole_is_reported() {
    let p = plot("(x^2 - 1)/(x - 1)", win(-3.0, 3.0, -3.0, 3.0));
    assert_eq!(p.sampled.holes.len(), 2);
    assert!((p.sampled.holes[0] - 1.0).abs() < 1e-12);
    assert!((p.sampled.holes[1] - 2.0).abs() < 1e-9);
    assert_eq!(p.sampled.polylines().len(), 1);
}

#[test]
fn circle_closes() {
    let p = plot("x^2 + y^2 = 4", win(-5.0, 5.0, -3.0, 3.0));
    let lines = p.sampled.polylines();
    assert_eq!(lines.len(), 1, "one closed loop");
    let l = &lines[0];
    assert_eq!(l.first(), l.last());
    for (x, y) in l {
        assert!((x.hypot(*y) - 2.0).abs() < 0.01);
    }
}

use std::f64::consts::PI;
