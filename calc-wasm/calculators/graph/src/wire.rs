//! What the graphing page receives from its `Graph` object (wasm.rs),
//! declared once: serde's form, ts-rs's TypeScript (`calcula bindings`,
//! feature `ts`) and the JavaScript objects wasm.rs builds through
//! calc_core::wire's `Write`, which the tests hold to the serde form.

use super::poi::Poi;
use super::{Graph, Line};
use calc_core::wire::{object, Builder, Write};
use calc_engine::error::EngineError;
use serde::Serialize;

/// One line of the text as parsed: what it draws, or why it cannot be
/// drawn (null for a blank line).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum LineView<'a> {
    Drawn {
        /// `y=f(x)`, `implicit`, `parametric`, `polar`, `point`, `parameter`, …
        kind: &'a str,
        /// `=`, `<`, `<=`, `>`, `>=`.
        relation: &'a str,
        /// The parameters the line uses, in order of appearance.
        params: &'a [String],
    },
    Failed {
        error: LineFault<'a>,
    },
}

/// A line's parse error in the engine's terms: its code, the 0-based
/// character where it is and the text there, when at a place.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct LineFault<'a> {
    pub code: &'a str,
    pub position: Option<f64>,
    pub token: Option<&'a str>,
    pub detail: &'a str,
}

/// A parameter of the lines and its value.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ParamView<'a> {
    pub name: &'a str,
    pub value: f64,
}

/// A point of interest in the window: a root, an extremum, an intersection
/// … (`y` null at a discontinuity), and the lines involved.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PointView<'a> {
    pub kind: &'a str,
    pub x: f64,
    pub y: Option<f64>,
    pub curves: Vec<f64>,
}

/// Every line of the graph as the page receives it (null for a blank line).
pub fn lines(graph: &Graph) -> Vec<Option<LineView<'_>>> {
    graph
        .lines
        .iter()
        .map(|line| line.as_ref().map(LineView::of))
        .collect()
}

/// Every parameter of every line, with its value.
pub fn params(graph: &Graph) -> Vec<ParamView<'_>> {
    graph
        .params
        .iter()
        .map(|(name, value)| ParamView {
            name,
            value: *value,
        })
        .collect()
}

impl<'a> LineView<'a> {
    pub fn of(line: &'a Result<Line, EngineError>) -> Self {
        match line {
            Ok(l) => LineView::Drawn {
                kind: l.kind,
                relation: l.relation.id(),
                params: &l.params,
            },
            Err(e) => LineView::Failed {
                error: LineFault {
                    code: e.code.id(),
                    position: e.position.map(|p| p as f64),
                    token: e.token.as_deref(),
                    detail: &e.detail,
                },
            },
        }
    }
}

impl<'a> PointView<'a> {
    pub fn of(p: &'a Poi) -> Self {
        PointView {
            kind: p.kind,
            x: p.x,
            y: p.y.filter(|y| y.is_finite()),
            curves: p.curves.iter().map(|&c| c as f64).collect(),
        }
    }
}

impl Write for LineView<'_> {
    fn write<B: Builder>(&self, b: &mut B) -> B::Value {
        match self {
            LineView::Drawn {
                kind,
                relation,
                params,
            } => {
                let fields = vec![
                    ("kind", kind.write(b)),
                    ("relation", relation.write(b)),
                    (
                        "params",
                        params
                            .iter()
                            .map(String::as_str)
                            .collect::<Vec<_>>()
                            .write(b),
                    ),
                ];
                object(b, fields)
            }
            LineView::Failed { error } => {
                let LineFault {
                    code,
                    position,
                    token,
                    detail,
                } = error;
                let fault = vec![
                    ("code", code.write(b)),
                    ("position", position.write(b)),
                    ("token", token.write(b)),
                    ("detail", detail.write(b)),
                ];
                let fault = object(b, fault);
                object(b, vec![("error", fault)])
            }
        }
    }
}

impl Write for ParamView<'_> {
    fn write<B: Builder>(&self, b: &mut B) -> B::Value {
        let fields = vec![("name", self.name.write(b)), ("value", self.value.write(b))];
        object(b, fields)
    }
}

impl Write for PointView<'_> {
    fn write<B: Builder>(&self, b: &mut B) -> B::Value {
        let PointView { kind, x, y, curves } = self;
        let fields = vec![
            ("kind", kind.write(b)),
            ("x", x.write(b)),
            ("y", y.write(b)),
            ("curves", curves.write(b)),
        ];
        object(b, fields)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use calc_core::wire::built_and_serialised;
    use calc_engine::eval::Angle;

    fn same<T: Write + Serialize>(value: &T) {
        let (built, serialised) = built_and_serialised(value);
        assert_eq!(built, serialised);
    }

    #[test]
    fn lines_params_and_points_are_built_as_serde_writes_them() {
        let graph = Graph::new("y = a*x^2\n\ny < 2x + 1\nsin(\nx^2 + y^2 = 4", Angle::Rad);
        let lines = lines(&graph);
        assert!(lines[1].is_none(), "a blank line is null");
        assert!(matches!(lines[3], Some(LineView::Failed { .. })));
        same(&lines);
        let params = params(&graph);
        assert_eq!(params.len(), 1);
        same(&params);
        let poi = Poi {
            kind: "discontinuity",
            x: 0.5,
            y: None,
            curves: vec![0, 2],
        };
        same(&vec![PointView::of(&poi)]);
        let poi = Poi {
            kind: "root",
            x: -1.0,
            y: Some(0.0),
            curves: vec![1],
        };
        same(&PointView::of(&poi));
    }
}
