//! `graphing` as a calculator (`calcula eval graphing`, the page's
//! prerendered result): the points of interest and a table of values of
//! the functions of x in the window.

use super::poi::points_of_interest;
use super::sample::Window;
use super::{Graph, Item};
use crate::engine::eval::Angle;
use crate::error::{ErrorKind, InputError};
use crate::inputs::Inputs;
use crate::outputs::Outputs;
use crate::registry::Function;
use serde_json::{json, Value as Json};

pub const FUNCTION: Function = Function {
    id: "graphing",
    inputs: &["expressions", "xMin", "xMax", "yMin", "yMax", "angleUnit"],
    outputs: &["pointsOfInterest", "table"],
    compute,
};

pub const FUNCTIONS: &[Function] = &[FUNCTION];

/// The window `eval` samples in, in pixels (a typical desktop graph).
const EVAL_WIDTH_PX: f64 = 1000.0;
const EVAL_HEIGHT_PX: f64 = 600.0;
/// Rows of the table: the window's left edge to its right in ten steps.
const TABLE_STEPS: usize = 10;

fn angle(inputs: &Inputs) -> Result<Angle, InputError> {
    Ok(match inputs.option("angleUnit")? {
        "deg" => Angle::Deg,
        _ => Angle::Rad,
    })
}

fn number(v: f64) -> Json {
    if v.is_finite() {
        json!(v)
    } else {
        Json::Null
    }
}

fn compute(inputs: &Inputs) -> Result<Outputs, InputError> {
    let text = inputs.expression_text("expressions")?;
    let graph = Graph::new(&text, angle(inputs)?);
    // The first line that does not parse, located in the whole text.
    let mut offset = 0;
    for (line, parsed) in text.lines().zip(&graph.lines) {
        if let Some(Err(e)) = parsed {
            let mut e = e.clone();
            e.position = Some(offset + e.position.unwrap_or(0));
            return Err(e.for_input("expressions"));
        }
        offset += line.chars().count() + 1;
    }
    let (x_min, x_max) = (inputs.number("xMin")?, inputs.number("xMax")?);
    let (y_min, y_max) = (inputs.number("yMin")?, inputs.number("yMax")?);
    if !(x_min < x_max) {
        return Err(InputError::new("xMax", ErrorKind::BelowMin { min: x_min }));
    }
    if !(y_min < y_max) {
        return Err(InputError::new("yMax", ErrorKind::BelowMin { min: y_min }));
    }
    let win = Window {
        x_min,
        x_max,
        y_min,
        y_max,
        width_px: EVAL_WIDTH_PX,
        height_px: EVAL_HEIGHT_PX,
    };
    let points: Vec<Json> = points_of_interest(&graph, win)
        .into_iter()
        .map(|p| json!({"kind": p.kind, "x": p.x, "y": p.y.map_or(Json::Null, number), "curves": p.curves}))
        .collect();
    let functions: Vec<usize> = (0..graph.lines.len())
        .filter(|&i| matches!(graph.line(i).map(|l| &l.item), Some(Item::OfX { .. })))
        .collect();
    let rows: Vec<Json> = (0..=TABLE_STEPS)
        .map(|k| {
            let x = x_min + (x_max - x_min) * k as f64 / TABLE_STEPS as f64;
            let values: Vec<Json> = functions
                .iter()
                .map(|&i| number(graph.value_at(i, x)))
                .collect();
            json!({"x": x, "values": values})
        })
        .collect();
    Ok(Outputs::new()
        .json("pointsOfInterest", Json::Array(points))
        .json("table", json!({"curves": functions, "rows": rows})))
}
