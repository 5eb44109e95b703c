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
    let g = Graph::new("(1.5; 2)", Angle::Rad);
    assert_eq!(
        g.plot(0, win(-3.0, 3.0, -3.0, 3.0)).sampled.xy[..2],
        [1.5, 2.0]
    );
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

fn poi(text: &str, w: Window, kind: &str) -> Vec<(f64, Option<f64>)> {
    let g = Graph::new(text, Angle::Rad);
    poi::points_of_interest(&g, w)
        .into_iter()
        .filter(|p| p.kind == kind)
        .map(|p| (p.x, p.y))
        .collect()
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-10
}

#[test]
fn root_of_the_cubic() {
    // x³ − 2x − 5 = 0, Wallis's equation: x = 2.0945514815423265...
    // (mpmath.findroot(lambda x: x**3 - 2*x - 5, 2) at 30 digits:
    // 2.09455148154232659148238654057).
    let roots = poi("x^3 - 2x - 5", win(-5.0, 5.0, -10.0, 10.0), "root");
    assert_eq!(roots.len(), 1, "{roots:?}");
    assert!(close(roots[0].0, 2.094_551_481_542_326_5), "{roots:?}");
}

#[test]
fn extremum_of_x_e_to_minus_x() {
    // d/dx x e^(−x) = (1 − x) e^(−x): a maximum at x = 1, y = 1/e.
    let max = poi("x e^(-x)", win(-1.0, 5.0, -1.0, 1.0), "maximum");
    assert_eq!(max.len(), 1, "{max:?}");
    assert!(close(max[0].0, 1.0));
    assert!(close(max[0].1.unwrap(), (-1.0f64).exp()));
    assert!(poi("x e^(-x)", win(-1.0, 5.0, -1.0, 1.0), "minimum").is_empty());
}

#[test]
fn sine_and_cosine_meet_at_quarter_and_five_quarters_pi() {
    // sin x = cos x ⇔ tan x = 1: x = π/4 + kπ; one period [0, 2π).
    let g = Graph::new("sin x\ncos x", Angle::Rad);
    let found: Vec<_> = poi::points_of_interest(&g, win(0.0, 2.0 * PI - 0.01, -2.0, 2.0))
        .into_iter()
        .filter(|p| p.kind == "intersection")
        .collect();
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(close(found[0].x, PI / 4.0) && found[0].curves == [0, 1]);
    assert!(close(found[1].x, 5.0 * PI / 4.0));
    assert!(close(found[0].y.unwrap(), 0.5f64.sqrt()));
}

#[test]
fn discontinuities_of_tan() {
    // tan has its poles at π/2 + kπ: ±π/2, ±3π/2 in [−2π, 2π].
    let found = poi(
        "tan x",
        win(-2.0 * PI, 2.0 * PI, -1e6, 1e6),
        "discontinuity",
    );
    let expected = [-1.5 * PI, -0.5 * PI, 0.5 * PI, 1.5 * PI];
    assert_eq!(found.len(), 4, "{found:?}");
    for (f, e) in found.iter().zip(expected) {
        assert!(close(f.0, e), "{f:?} vs {e}");
    }
    let roots = poi("tan x", win(-2.0 * PI, 2.0 * PI, -1e6, 1e6), "root");
    assert!(roots.len() >= 3, "{roots:?}");
}

#[test]
fn y_intercept_and_hole_points() {
    let g = poi("(x^2 - 1)/(x - 1)", win(-3.0, 3.0, -3.0, 3.0), "hole");
    assert_eq!(g.len(), 1);
    assert!(close(g[0].0, 1.0) && close(g[0].1.unwrap(), 2.0));
    let y = poi("x^2 + 3", win(-3.0, 3.0, -10.0, 10.0), "yIntercept");
    assert_eq!(y, [(0.0, Some(3.0))]);
}

#[test]
fn sin_of_reciprocal_is_sampled_densely_near_zero() {
    let p = plot("sin(1/x)", win(-1.0, 1.0, -1.5, 1.5));
    let near = p.sampled.xy.chunks(2).filter(|c| c[0].abs() < 0.05).count();
    // 0.05 is 25 pixels; each pixel column near 0 holds many oscillations.
    assert!(near > 200, "only {near} samples within 0.05 of 0");
    // Every local peak of sin(1/x) in [0.05, 1] (x = 1/(π/2 + kπ)) is reached.
    let lines = p.sampled.polylines();
    for k in 0..6 {
        let x = 1.0 / (PI / 2.0 + k as f64 * PI);
        let peak = lines
            .iter()
            .flatten()
            .filter(|(px, _)| (px - x).abs() < 0.004)
            .map(|p| p.1.abs())
            .fold(0.0, f64::max);
        assert!(peak > 0.99, "peak near {x}: {peak}");
    }
}

#[test]
fn degrees_and_parameters() {
    let mut g = Graph::new("y = a sin(x)", Angle::Deg);
    assert!(g.set_param("a", 2.0));
    assert!(close(g.value_at(0, 90.0), 2.0));
    assert!(!g.set_param("x", 2.0));
}

#[test]
fn parametric_polar_and_inequalities_draw() {
    let w = win(-3.0, 3.0, -2.0, 2.0);
    let c = plot("(cos t, sin t)", w).sampled.polylines();
    assert_eq!(c.len(), 1);
    let (first, last) = (c[0][0], *c[0].last().unwrap());
    assert!((first.0 - last.0).abs() < 1e-12 && (first.1 - last.1).abs() < 1e-12);
    let r = plot("r = 1 + cos θ", w).sampled.polylines();
    assert_eq!(r.len(), 1);
    let fill = plot("y < x^2", w).fill;
    assert!(!fill.is_empty());
    let cells = plot("x^2 + y^2 < 1", w).cells;
    let area: f64 = cells.chunks(4).map(|c| (c[2] - c[0]) * (c[3] - c[1])).sum();
    assert!((area - PI).abs() < 0.05, "{area}");
}

#[test]
fn bad_lines_are_errors_not_panics() {
    let g = Graph::new("y = \n(1, 2\nx < y < 2\nsin(\n((((\ny = t\n\n)", Angle::Rad);
    for (i, l) in g.lines.iter().enumerate() {
        if i == 6 {
            assert!(l.is_none());
        } else {
            assert!(matches!(l, Some(Err(_))), "line {i}: {l:?}");
        }
    }
}

/// Random lines from the language's pieces (a fixed-seed generator, so
/// failures repeat): every one classifies, plots and is searched without
/// a panic, and within the evaluation budget.
#[test]
fn random_lines_never_panic() {
    const PIECES: &[&str] = &[
        "x", "y", "t", "r", "θ", "a", "1", "0", "2.5", "1e300", "-", "+", "*", "/", "^", "(", ")",
        ",", "=", "<", ">=", "sin", "tan", "sqrt", "ln", "floor", "abs", "!", "%", "pi", "e", " ",
        "asin", "1/", "0^",
    ];
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let w = Window {
        x_min: -3.0,
        x_max: 3.0,
        y_min: -2.0,
        y_max: 2.0,
        width_px: 200.0,
        height_px: 120.0,
    };
    for _ in 0..400 {
        let len = 1 + next() % 12;
        let line: String = (0..len)
            .map(|_| PIECES[(next() % PIECES.len() as u64) as usize])
            .collect();
        for angle in [Angle::Rad, Angle::Deg] {
            let g = Graph::new(&line, angle);
            let p = g.plot(0, w);
            assert!(
                p.sampled.evaluations <= sample::MAX_EVALUATIONS + 400,
                "{line}"
            );
            let _ = poi::points_of_interest(&g, w);
        }
    }
}

#[test]
fn extreme_windows_stay_bounded() {
    let g = Graph::new(
        "y = tan x\nx^2 + y^2 = 4\nsin(1/x)\n(cos t, sin t)\ny < x",
        Angle::Rad,
    );
    let windows = [
        Window {
            x_min: -1e-300,
            x_max: 1e-300,
            y_min: -1e-300,
            y_max: 1e-300,
            width_px: 800.0,
            height_px: 600.0,
        },
        Window {
            x_min: -1e300,
            x_max: 1e300,
            y_min: -1e300,
            y_max: 1e300,
            width_px: 800.0,
            height_px: 600.0,
        },
        Window {
            x_min: -f64::MAX,
            x_max: f64::MAX,
            y_min: -1.0,
            y_max: 1.0,
            width_px: 800.0,
            height_px: 600.0,
        },
        Window {
            x_min: 1e15,
            x_max: 1e15 + 1.0,
            y_min: -1.0,
            y_max: 1.0,
            width_px: 100_000.0,
            height_px: 1.0,
        },
    ];
    for w in windows {
        for i in 0..g.lines.len() {
            let p = g.plot(i, w);
            assert!(
                p.sampled.evaluations <= sample::MAX_EVALUATIONS + 400,
                "{w:?}"
            );
            assert!(p.sampled.xy.iter().all(|v| v.is_nan() || v.is_finite()));
        }
        let _ = poi::points_of_interest(&g, w);
    }
}

#[test]
fn a_line_meets_a_circle_and_a_sideways_parabola() {
    // y = x meets x² + y² = 4 at ±√2 and x = y² at 0 and 1.
    let g = Graph::new("y = x\nx^2 + y^2 = 4\nx = y^2", Angle::Rad);
    let found: Vec<_> = poi::points_of_interest(&g, win(-5.0, 5.0, -3.0, 3.0))
        .into_iter()
        .filter(|p| p.kind == "intersection")
        .map(|p| (p.x, p.curves))
        .collect();
    assert_eq!(found.len(), 4, "{found:?}");
    assert!(close(found[0].0, -(2.0f64.sqrt())) && found[0].1 == [0, 1]);
    assert!(close(found[1].0, 0.0) && found[1].1 == [0, 2]);
    assert!(close(found[2].0, 1.0) && found[2].1 == [0, 2]);
    assert!(close(found[3].0, 2.0f64.sqrt()) && found[3].1 == [0, 1]);
}

#[test]
fn implicit_curves_are_not_joined_across_poles() {
    // tan x = y as an implicit curve: every segment's midpoint lies on
    // x = atan y + kπ (within a leaf, 0.04 here), so no segment runs
    // along a pole.
    let p = plot("tan(x) = y + 0", win(-5.0, 5.0, -3.0, 3.0));
    let mut segments = 0;
    for line in p.sampled.polylines() {
        for s in line.windows(2) {
            let (mx, my) = ((s[0].0 + s[1].0) / 2.0, (s[0].1 + s[1].1) / 2.0);
            let d = (mx - my.atan()).rem_euclid(PI);
            assert!(d.min(PI - d) < 0.04, "{s:?}");
            segments += 1;
        }
    }
    assert!(segments > 100);
}

/// Issue 33: the special functions plot, and their values at a point are
/// the engine's (mpmath 1.3: si(2) = 1.6054129768026948486,
/// erf(0.5) = 0.52049987781304653768, fresnelc(1) = 0.77989340037682282947).
#[test]
fn special_functions_plot_and_evaluate() {
    let g = Graph::new(
        "y = Si(x)\ny = erf(x/2)\ny = FresnelC(x)\ny = Ci(x)",
        Angle::Rad,
    );
    let close = |a: f64, b: f64| (a - b).abs() <= 1e-14 * b.abs();
    assert!(close(g.value_at(0, 2.0), 1.605_412_976_802_694_8));
    assert!(close(g.value_at(1, 1.0), 0.520_499_877_813_046_5));
    assert!(close(g.value_at(2, 1.0), 0.779_893_400_376_822_8));
    assert!(g.value_at(3, -1.0).is_nan());
    for i in 0..4 {
        let p = g.plot(i, win(-10.0, 10.0, -3.0, 3.0));
        assert!(!format!("{p:?}").is_empty());
    }
}

#[test]
fn trigonometric_poles_written_exactly_are_undefined() {
    // Issue 41: y = tan(pi/2) drew a line at 1.6·10^16, tan of π/2 rounded
    // to a double; it is a pole, undefined as in the scientific calculator,
    // in radians and in degrees alike.
    for (text, angle) in [
        ("y = tan(pi/2)", Angle::Rad),
        ("y = sec(pi/2) + x", Angle::Rad),
        ("y = tan(3pi/2)", Angle::Rad),
        ("y = cot(pi)", Angle::Rad),
        ("y = csc(0)", Angle::Rad),
        ("y = tan(90)", Angle::Deg),
        ("y = sec(-270) * x", Angle::Deg),
        ("y = cot(180)", Angle::Deg),
    ] {
        let g = Graph::new(text, angle);
        for x in [-1.0, 0.0, 2.5] {
            assert!(g.value_at(0, x).is_nan(), "{text} at {x}");
        }
    }
    // Next to them, the values (by hand: tan(π/4) = 1, sec(60°) = 2).
    assert!((Graph::new("y = tan(pi/4)", Angle::Rad).value_at(0, 0.0) - 1.0).abs() < 1e-15);
    assert!((Graph::new("y = sec(60)", Angle::Deg).value_at(0, 0.0) - 2.0).abs() < 1e-15);
}
