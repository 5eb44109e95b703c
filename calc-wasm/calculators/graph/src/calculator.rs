//! `graphing` as a calculator (`calcula eval graphing`, the page's
//! prerendered result): the points of interest and a table of values of
//! the functions of x in the window.

use super::poi::points_of_interest;
use super::sample::Window;
use super::{Graph, Item};
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;
use calc_engine::eval::Angle;
use graphing::{input as i, output as o, In, Out};
use serde_json::{json, Value as Json};

calc_core::calculator! {
    mod graphing = "graphing" (compute) {
        inputs {
            expressions: Text,
            xMin: Number,
            xMax: Number,
            yMin: Number,
            yMax: Number,
            angleUnit: Choice,
        }
        outputs {
            pointsOfInterest: Json,
            table: Json,
        }
    }
}

pub const FUNCTION: Function = graphing::FUNCTION;

pub const FUNCTIONS: &[Function] = &[FUNCTION];

/// The window `eval` samples in, in pixels (a typical desktop graph).
const EVAL_WIDTH_PX: f64 = 1000.0;
const EVAL_HEIGHT_PX: f64 = 600.0;
/// Rows of the table: the window's left edge to its right in ten steps.
const TABLE_STEPS: usize = 10;

fn angle(inputs: In) -> Result<Angle, InputError> {
    Ok(match inputs.option(i::angleUnit)? {
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

fn compute(inputs: In) -> Result<Out, InputError> {
    let text = inputs.expression_text(i::expressions)?;
    let graph = Graph::new(&text, angle(inputs)?);
    // The first line that does not parse, located in the whole text.
    let mut offset = 0;
    for (line, parsed) in text.lines().zip(&graph.lines) {
        if let Some(Err(e)) = parsed {
            let mut e = e.clone();
            e.position = Some(offset + e.position.unwrap_or(0));
            return Err(e.for_input(i::expressions.id()));
        }
        offset += line.chars().count() + 1;
    }
    let (x_min, x_max) = (inputs.number(i::xMin)?, inputs.number(i::xMax)?);
    let (y_min, y_max) = (inputs.number(i::yMin)?, inputs.number(i::yMax)?);
    if !(x_min < x_max) {
        return Err(InputError::new(
            i::xMax.id(),
            ErrorKind::BelowMin { min: x_min },
        ));
    }
    if !(y_min < y_max) {
        return Err(InputError::new(
            i::yMax.id(),
            ErrorKind::BelowMin { min: y_min },
        ));
    }
    let win = Window {
        x_min,
        x_max,
        y_min,
        y_max,
        width_px: EVAL_WIDTH_PX,
        height_px: EVAL_HEIGHT_PX,
    };
    let lines: Vec<&str> = text.lines().collect();
    let line_text = |i: usize| lines.get(i).map_or("", |l| l.trim());
    let points: Vec<Json> = points_of_interest(&graph, win)
        .into_iter()
        .map(|p| {
            let mut row = json!({
                "kind": p.kind,
                "x": p.x,
                "curves": p.curves,
                "expressions": p.curves.iter().map(|&i| line_text(i)).collect::<Vec<_>>().join(" ∩ "),
            });
            // A discontinuity has no y: the key is left out, not null.
            if let Some(y) = p.y {
                row["y"] = number(y);
            }
            row
        })
        .collect();
    let functions = (0..graph.lines.len())
        .filter(|&i| matches!(graph.line(i).map(|l| &l.item), Some(Item::OfX { .. })));
    let mut rows = Vec::new();
    for i in functions {
        for k in 0..=TABLE_STEPS {
            let x = x_min + (x_max - x_min) * k as f64 / TABLE_STEPS as f64;
            let y = graph.value_at(i, x);
            // Rows only where the function is defined: never a NaN cell.
            if y.is_finite() {
                rows.push(json!({"curve": i, "expression": line_text(i), "x": x, "y": y}));
            }
        }
    }
    Ok(Out::new()
        .json(o::pointsOfInterest, Json::Array(points))
        .json(o::table, Json::Array(rows)))
}

#[cfg(test)]
mod tests {
    use crate::testing::evaluate;
    use calc_core::spec::{CalcSpec, InputKind, InputSpec};
    use calc_core::values::NumberStyle;
    use calc_core::Given;

    /// The inputs the README asks content/calculators/graphing.yaml to declare.
    fn spec() -> CalcSpec {
        let input = |id: &str, kind: InputKind, default: &str| InputSpec {
            id: id.into(),
            kind,
            default: default.into(),
            when: None,
        };
        let number = || InputKind::Number {
            min: None,
            max: None,
            above: None,
            below: None,
            integer: false,
        };
        CalcSpec {
            function: "graphing".into(),
            inputs: vec![
                input(
                    "expressions",
                    InputKind::Text { max_length: 5000 },
                    "y = x^2 - 1\ny = sin x",
                ),
                input("xMin", number(), "-10"),
                input("xMax", number(), "10"),
                input("yMin", number(), "-6"),
                input("yMax", number(), "6"),
                input(
                    "angleUnit",
                    InputKind::Select {
                        options: vec!["deg".into(), "rad".into()],
                    },
                    "rad",
                ),
            ],
            formulas: vec![],
        }
    }

    #[test]
    fn eval_gives_points_of_interest_and_a_table() {
        let out = evaluate(&spec(), &Given::new(), NumberStyle::Plain).unwrap();
        let points = out.json_of("pointsOfInterest").unwrap().as_array().unwrap();
        let roots: Vec<f64> = points
            .iter()
            .filter(|p| p["kind"] == "root" && p["curves"] == serde_json::json!([0]))
            .map(|p| p["x"].as_f64().unwrap())
            .collect();
        assert_eq!(roots, [-1.0, 1.0]);
        assert!(points.iter().any(|p| p["kind"] == "intersection"));
        let rows = out.json_of("table").unwrap().as_array().unwrap();
        assert_eq!(rows.len(), 22);
        assert_eq!(
            rows[0],
            serde_json::json!({"curve": 0, "expression": "y = x^2 - 1", "x": -10.0, "y": 99.0})
        );
        assert_eq!(rows[11]["expression"], "y = sin x");
    }

    #[test]
    fn a_bad_line_is_located_in_the_whole_text() {
        let given = Given::from([("expressions".to_string(), "y = x\ny = (x".to_string())]);
        let err = evaluate(&spec(), &given, NumberStyle::Plain).unwrap_err();
        assert_eq!(err.input, "expressions");
        let text = err.to_string();
        assert!(text.contains("character"), "{text}");
        let given = Given::from([("xMax".to_string(), "-20".to_string())]);
        assert_eq!(
            evaluate(&spec(), &given, NumberStyle::Plain)
                .unwrap_err()
                .input,
            "xMax"
        );
    }
}
