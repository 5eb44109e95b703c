//! Native timing of the graphing sampler: five curves (tan x and an
//! implicit curve among them) in a 1000 × 600 px window, as one panning
//! frame re-samples them; and the points of interest of the functions.
//! `cargo run --release -p calc-catalogue --example graph_timing`

use calc_engine::eval::Angle;
use calc_graph::poi::points_of_interest;
use calc_graph::sample::Window;
use calc_graph::Graph;
use std::time::Instant;

const CURVES: &str = "y = tan x\nx^2 + y^2 = 16\ny = sin(1/x)\ny = x^3/10 - x\ny = floor(x)/2";

fn main() {
    let graph = Graph::new(CURVES, Angle::Rad);
    let frames = 60;
    let mut times = Vec::with_capacity(frames);
    let mut points = 0;
    let mut worst = vec![0.0f64; graph.lines.len()];
    for f in 0..frames {
        // Panning: the window moves a few pixels per frame.
        let dx = f as f64 * 0.05;
        let win = Window {
            x_min: -10.0 + dx,
            x_max: 10.0 + dx,
            y_min: -6.0,
            y_max: 6.0,
            width_px: 1000.0,
            height_px: 600.0,
        };
        let start = Instant::now();
        for (i, w) in worst.iter_mut().enumerate() {
            let one = Instant::now();
            points += graph.plot(i, win).sampled.xy.len() / 2;
            *w = w.max(one.elapsed().as_secs_f64() * 1000.0);
        }
        times.push(start.elapsed().as_secs_f64() * 1000.0);
    }
    times.sort_by(f64::total_cmp);
    let p = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    println!("plot 5 curves, 1000x600 px, {frames} panning frames: p50 {:.2} ms, p95 {:.2} ms, max {:.2} ms ({} points/frame)", p(0.5), p(0.95), p(1.0), points / frames);
    for (line, w) in CURVES.lines().zip(&worst) {
        println!("  worst frame of {line}: {w:.2} ms");
    }
    let win = Window {
        x_min: -10.0,
        x_max: 10.0,
        y_min: -6.0,
        y_max: 6.0,
        width_px: 1000.0,
        height_px: 600.0,
    };
    let start = Instant::now();
    let n = points_of_interest(&graph, win).len();
    println!(
        "points of interest: {n} in {:.2} ms",
        start.elapsed().as_secs_f64() * 1000.0
    );
}
