//! The graphing calculator's prerendered curves: its default expressions
//! sampled by calc-wasm's graph engine (the code the page runs as
//! WebAssembly) in the default window, as SVG path data the island's server
//! render draws. Without them the page shows an empty grid until the
//! engine loads, and nothing at all without JavaScript.

use calc_core::CalcSpec;
use calc_engine::eval::Angle;
use calc_graph::sample::Window;
use calc_graph::sketch::{sketch, LineSketch};
use calc_graph::Graph;
use serde::Serialize;
use ts_rs::TS;

/// The plane's size before the browser measures it, in CSS pixels: the
/// prerendered picture's (it scales with its box).
const WIDTH_PX: u32 = 800;
const HEIGHT_PX: u32 = 500;

#[derive(Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct GraphSketch {
    pub width: u32,
    pub height: u32,
    /// Per expression line: null for blank, failing and parameter lines.
    pub lines: Vec<Option<LineSketchView>>,
}

#[derive(Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct LineSketchView {
    /// SVG path data, in pixels from the top left.
    pub curve: String,
    pub fill: String,
    /// Filled dots and removable holes, [x, y] pixels.
    pub points: Vec<[f64; 2]>,
    pub holes: Vec<[f64; 2]>,
    /// A strict inequality: its edge is dashed.
    pub strict: bool,
}

impl From<LineSketch> for LineSketchView {
    fn from(s: LineSketch) -> Self {
        LineSketchView {
            curve: s.curve,
            fill: s.fill,
            points: s.points,
            holes: s.holes,
            strict: s.strict,
        }
    }
}

/// The sketch of the defaults of `spec` (a graphing calculator whose
/// expressions input is `expressions`); None when a window default is
/// not a number or is empty.
pub fn sketch_of(spec: &CalcSpec, expressions: &str) -> Option<GraphSketch> {
    let default = |id: &str| {
        spec.inputs
            .iter()
            .find(|i| i.id == id)
            .map(|i| i.default.as_str())
    };
    let number = |id: &str| default(id)?.trim().parse::<f64>().ok();
    let (x_min, x_max) = (number("xMin")?, number("xMax")?);
    let (y_min, y_max) = (number("yMin")?, number("yMax")?);
    if !(x_min < x_max && y_min < y_max) {
        return None;
    }
    let angle = match default("angleUnit") {
        Some("deg") => Angle::Deg,
        _ => Angle::Rad,
    };
    // Defaults are written in plain style (decimal points): the engine's syntax.
    let graph = Graph::new(default(expressions)?, angle);
    let win = Window {
        x_min,
        x_max,
        y_min,
        y_max,
        width_px: f64::from(WIDTH_PX),
        height_px: f64::from(HEIGHT_PX),
    };
    Some(GraphSketch {
        width: WIDTH_PX,
        height: HEIGHT_PX,
        lines: sketch(&graph, win)
            .into_iter()
            .map(|l| l.map(LineSketchView::from))
            .collect(),
    })
}
