//! Any text as graphing lines: classified, plotted and searched for
//! points of interest in a small window, never a panic or a hang.
#![no_main]

use calc_engine::eval::Angle;
use calc_graph::poi::points_of_interest;
use calc_graph::sample::Window;
use calc_graph::Graph;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let win = Window { x_min: -3.0, x_max: 3.0, y_min: -2.0, y_max: 2.0, width_px: 120.0, height_px: 80.0 };
    for angle in [Angle::Rad, Angle::Deg] {
        let g = Graph::new(text, angle);
        for i in 0..g.lines.len() {
            let _ = g.plot(i, win);
        }
        let _ = points_of_interest(&g, win);
    }
});
