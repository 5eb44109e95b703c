//! What crosses the WebAssembly boundary, declared once, in Rust: the
//! answers of a module's `evaluate` and of the solver's `solve`, and what
//! the page passes `solve` to say how it shows numbers.
//!
//! Each type here is what the page receives, as serde writes it; ts-rs
//! writes the islands' TypeScript from the same types (`calcula bindings`,
//! feature `ts`), and the modules' glue declares its functions with them
//! (`module!`, `wasm::solve`). In the browser the values are built as
//! JavaScript objects by a `Builder` (serde_json's serialiser would cost
//! every module some 10 KB gzip); `write` is that build for every type, and
//! the tests hold it to the serde form for each, so the objects a page gets
//! are the ones its types describe.

use crate::error::{ErrorKind, InputError, Param};
use crate::solve::{Limit, Point, Solution};
use crate::{OutValue, Outputs};
use serde::ser::SerializeMap;
use serde::Serialize;

/// A module's answer: `{ok: …}`, or `{error: …}` naming what to fix.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Answer<'a, T> {
    Ok(T),
    Error(Failure<'a>),
}

/// Why there is no answer: the input to blame (`calculator` when no one
/// input is), the error's code (the page's message for it, in its
/// language) and the values that message quotes (`min`, `options`, …),
/// borrowed from the error.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Failure<'a> {
    pub input: &'a str,
    pub code: &'a str,
    #[cfg_attr(feature = "ts", ts(flatten))]
    pub params: Params<'a>,
}

/// An error's values, by name, in the order its message lists them: an
/// object in JavaScript (a list here, so that no module carries a map's
/// code for it).
#[derive(Debug, Clone, PartialEq)]
pub struct Params<'a>(pub Vec<(&'a str, Param<'a>)>);

/// `Params` in TypeScript: the map it is sent as (ts-rs flattens a map
/// into `Failure`, not a list).
#[cfg(feature = "ts")]
impl ts_rs::TS for Params<'_> {
    type WithoutGenerics = Params<'static>;
    type OptionInnerType = Self;

    fn name(cfg: &ts_rs::Config) -> String {
        <ParamsMap as ts_rs::TS>::name(cfg)
    }

    fn inline(cfg: &ts_rs::Config) -> String {
        <ParamsMap as ts_rs::TS>::inline(cfg)
    }

    fn inline_flattened(cfg: &ts_rs::Config) -> String {
        <ParamsMap as ts_rs::TS>::inline_flattened(cfg)
    }

    fn visit_dependencies(v: &mut impl ts_rs::TypeVisitor)
    where
        Self: 'static,
    {
        <ParamsMap as ts_rs::TS>::visit_dependencies(v);
    }
}

#[cfg(feature = "ts")]
type ParamsMap = std::collections::BTreeMap<String, Param<'static>>;

impl Serialize for Failure<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(2 + self.params.0.len()))?;
        map.serialize_entry("input", self.input)?;
        map.serialize_entry("code", self.code)?;
        for (name, value) in &self.params.0 {
            map.serialize_entry(name, value)?;
        }
        map.end()
    }
}

/// A calculator's outputs by id, borrowed from its `Outputs` (a schedule
/// of 360 rows is not copied to be sent). An output that does not apply to
/// the inputs given is null (a tax balance in the monthly mode).
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct OutputValues<'a>(
    #[cfg_attr(
        feature = "ts",
        ts(as = "std::collections::BTreeMap<String, OutputValue<'a>>")
    )]
    pub Vec<(&'a str, OutputValue<'a>)>,
);

/// One output: a number, a text, or a structured result (a schedule, a
/// table, steps) as JSON.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum OutputValue<'a> {
    Number(f64),
    Text(&'a str),
    Structured(&'a serde_json::Value),
}

impl Serialize for OutputValues<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.0.iter().map(|(id, value)| (id, value)))
    }
}

/// The solver's answer: the solution, the input's text at the value the
/// outputs are for (in the page's style), the target as read, and those
/// outputs (the solved one alone).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Solved<'a> {
    pub solution: Solution,
    pub input_text: String,
    pub target: f64,
    pub outputs: OutputValues<'a>,
}

/// How the page shows the input solved for and the output aimed at: its
/// currency symbol, the decimals of the grid the input's value is given on
/// and those the output is shown with.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Shown {
    pub currency: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub grid: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub decimals: Option<u8>,
}

impl<'a> From<&'a InputError> for Failure<'a> {
    fn from(err: &'a InputError) -> Self {
        let (code, params) = err.kind.describe();
        Failure {
            input: &err.input,
            code,
            params: Params(params),
        }
    }
}

impl Failure<'static> {
    /// A failure of the whole calculator (a spec the module cannot read).
    pub fn of_calculator(code: &'static str) -> Self {
        Failure {
            input: "calculator",
            code,
            params: Params(Vec::new()),
        }
    }

    pub fn bad_spec() -> Self {
        Self::of_calculator(ErrorKind::BAD_SPEC)
    }
}

/// Builds the values a page receives: JavaScript objects in the browser
/// (wasm.rs), JSON in the tests that hold `write` to the serde form.
pub trait Builder {
    type Value;
    type Object;
    fn object(&mut self) -> Self::Object;
    fn set(&mut self, obj: &mut Self::Object, key: &str, value: Self::Value);
    fn close(&mut self, obj: Self::Object) -> Self::Value;
    fn number(&mut self, x: f64) -> Self::Value;
    fn text(&mut self, s: &str) -> Self::Value;
    fn boolean(&mut self, b: bool) -> Self::Value;
    fn null(&mut self) -> Self::Value;
    fn list(&mut self, items: Vec<Self::Value>) -> Self::Value;
}

/// A value a `Builder` can build, as serde writes it.
pub trait Write {
    fn write<B: Builder>(&self, b: &mut B) -> B::Value;
}

/// An object of these fields, in this order.
pub fn object<B: Builder>(b: &mut B, fields: Vec<(&str, B::Value)>) -> B::Value {
    let mut obj = b.object();
    for (key, value) in fields {
        b.set(&mut obj, key, value);
    }
    b.close(obj)
}

impl<T: Write> Write for Answer<'_, T> {
    fn write<B: Builder>(&self, b: &mut B) -> B::Value {
        let (key, value) = match self {
            Answer::Ok(v) => ("ok", v.write(b)),
            Answer::Error(e) => ("error", e.write(b)),
        };
        let mut obj = b.object();
        b.set(&mut obj, key, value);
        b.close(obj)
    }
}

impl Write for Failure<'_> {
    fn write<B: Builder>(&self, b: &mut B) -> B::Value {
        let Failure {
            input,
            code,
            params,
        } = self;
        let mut obj = b.object();
        let input = b.text(input);
        b.set(&mut obj, "input", input);
        let code = b.text(code);
        b.set(&mut obj, "code", code);
        for (name, value) in &params.0 {
            let value = match value {
                Param::Number(x) => b.number(*x),
                Param::Text(s) => b.text(s),
                Param::List(items) => {
                    let items = items.iter().map(|s| b.text(s)).collect();
                    b.list(items)
                }
            };
            b.set(&mut obj, name, value);
        }
        b.close(obj)
    }
}

impl Write for OutputValues<'_> {
    fn write<B: Builder>(&self, b: &mut B) -> B::Value {
        let mut obj = b.object();
        for (id, value) in &self.0 {
            let value = match value {
                OutputValue::Number(x) => b.number(*x),
                OutputValue::Text(s) => b.text(s),
                OutputValue::Structured(v) => v.write(b),
            };
            b.set(&mut obj, id, value);
        }
        b.close(obj)
    }
}

impl Write for f64 {
    fn write<B: Builder>(&self, b: &mut B) -> B::Value {
        b.number(*self)
    }
}

impl Write for &str {
    fn write<B: Builder>(&self, b: &mut B) -> B::Value {
        b.text(self)
    }
}

/// `null` for none, as serde writes it.
impl<T: Write> Write for Option<T> {
    fn write<B: Builder>(&self, b: &mut B) -> B::Value {
        match self {
            Some(v) => v.write(b),
            None => b.null(),
        }
    }
}

impl<T: Write> Write for [T] {
    fn write<B: Builder>(&self, b: &mut B) -> B::Value {
        let items = self.iter().map(|v| v.write(b)).collect();
        b.list(items)
    }
}

impl<T: Write> Write for Vec<T> {
    fn write<B: Builder>(&self, b: &mut B) -> B::Value {
        self.as_slice().write(b)
    }
}

impl Write for serde_json::Value {
    fn write<B: Builder>(&self, b: &mut B) -> B::Value {
        match self {
            serde_json::Value::Null => b.null(),
            serde_json::Value::Bool(x) => b.boolean(*x),
            serde_json::Value::Number(n) => match n.as_f64() {
                Some(x) => b.number(x),
                None => b.null(),
            },
            serde_json::Value::String(s) => b.text(s),
            serde_json::Value::Array(items) => {
                let items = items.iter().map(|v| v.write(b)).collect();
                b.list(items)
            }
            serde_json::Value::Object(map) => {
                let mut obj = b.object();
                for (k, v) in map {
                    let value = v.write(b);
                    b.set(&mut obj, k, value);
                }
                b.close(obj)
            }
        }
    }
}

impl Write for Point {
    fn write<B: Builder>(&self, b: &mut B) -> B::Value {
        let Point { input, output } = *self;
        let fields = vec![("input", b.number(input)), ("output", b.number(output))];
        object(b, fields)
    }
}

impl Write for Solution {
    fn write<B: Builder>(&self, b: &mut B) -> B::Value {
        let fields = match self {
            Solution::Reached { values, more } => {
                let values = values.iter().map(|v| b.number(*v)).collect();
                vec![
                    ("kind", b.text("reached")),
                    ("values", b.list(values)),
                    ("more", b.boolean(*more)),
                ]
            }
            Solution::Between {
                below,
                above,
                integer,
            } => vec![
                ("kind", b.text("between")),
                ("below", below.write(b)),
                ("above", above.write(b)),
                ("integer", b.boolean(*integer)),
            ],
            Solution::Unreachable {
                least,
                most,
                beyond,
            } => {
                let beyond = match beyond {
                    Some(limit) => {
                        let (side, value) = match *limit {
                            Limit::Min(v) => ("min", v),
                            Limit::Max(v) => ("max", v),
                        };
                        let fields = vec![("side", b.text(side)), ("value", b.number(value))];
                        object(b, fields)
                    }
                    None => b.null(),
                };
                vec![
                    ("kind", b.text("unreachable")),
                    ("least", least.write(b)),
                    ("most", most.write(b)),
                    ("beyond", beyond),
                ]
            }
        };
        object(b, fields)
    }
}

impl Write for Solved<'_> {
    fn write<B: Builder>(&self, b: &mut B) -> B::Value {
        let Solved {
            solution,
            input_text,
            target,
            outputs,
        } = self;
        let fields = vec![
            ("solution", solution.write(b)),
            ("inputText", b.text(input_text)),
            ("target", b.number(*target)),
            ("outputs", outputs.write(b)),
        ];
        object(b, fields)
    }
}

impl<'a> OutputValues<'a> {
    /// The outputs as the page receives them (`only`: that output alone).
    pub fn of(out: &'a Outputs, only: Option<&str>) -> Self {
        let values = out
            .entries()
            .filter(|(id, _)| only.is_none_or(|o| o == *id))
            .map(|(id, value)| {
                let value = match value {
                    OutValue::Number(x) => OutputValue::Number(*x),
                    OutValue::Integer(x) => OutputValue::Number(*x as f64),
                    OutValue::Text(s) => OutputValue::Text(s),
                    OutValue::Json(v) => OutputValue::Structured(v),
                };
                (id, value)
            })
            .collect();
        OutputValues(values)
    }
}

/// A value as `Write` builds it and as serde writes it, numbers as
/// JavaScript has them (serde_json tells 1 from 1.0): the tests of every
/// crate that sends values to a page hold the two equal.
pub fn built_and_serialised<T: Write + Serialize>(
    value: &T,
) -> (serde_json::Value, serde_json::Value) {
    let built = value.write(&mut Json);
    let serialised = serde_json::to_value(value).unwrap_or(serde_json::Value::Null);
    (as_javascript(built), as_javascript(serialised))
}

fn as_javascript(v: serde_json::Value) -> serde_json::Value {
    match v {
        serde_json::Value::Number(n) => {
            serde_json::Number::from_f64(n.as_f64().unwrap_or(f64::NAN))
                .map_or(serde_json::Value::Null, serde_json::Value::Number)
        }
        serde_json::Value::Array(items) => items.into_iter().map(as_javascript).collect(),
        serde_json::Value::Object(map) => map
            .into_iter()
            .map(|(k, v)| (k, as_javascript(v)))
            .collect(),
        other => other,
    }
}

/// The serde form, built by `Write`.
pub struct Json;

impl Builder for Json {
    type Value = serde_json::Value;
    type Object = serde_json::Map<String, serde_json::Value>;
    fn object(&mut self) -> Self::Object {
        serde_json::Map::new()
    }
    fn set(&mut self, obj: &mut Self::Object, key: &str, value: Self::Value) {
        obj.insert(key.to_string(), value);
    }
    fn close(&mut self, obj: Self::Object) -> Self::Value {
        serde_json::Value::Object(obj)
    }
    fn number(&mut self, x: f64) -> Self::Value {
        serde_json::Number::from_f64(x).map_or(serde_json::Value::Null, serde_json::Value::Number)
    }
    fn text(&mut self, s: &str) -> Self::Value {
        serde_json::Value::String(s.to_string())
    }
    fn boolean(&mut self, b: bool) -> Self::Value {
        serde_json::Value::Bool(b)
    }
    fn null(&mut self) -> Self::Value {
        serde_json::Value::Null
    }
    fn list(&mut self, items: Vec<Self::Value>) -> Self::Value {
        serde_json::Value::Array(items)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::ErrorKind;
    use serde_json::json;

    /// `write` builds what serde writes, which is what the TypeScript says.
    fn same<T: Write + Serialize>(value: &T) {
        let (built, serialised) = built_and_serialised(value);
        assert_eq!(built, serialised);
    }

    fn outputs() -> Outputs {
        Outputs::new()
            .number("payment", 1_896.2)
            .integer("months", 360)
            .text("category", "normal")
            .json(
                "schedule",
                json!([{"month": 1, "balance": 299_853.5, "note": null, "paid": true}]),
            )
    }

    #[test]
    fn outputs_are_built_as_serde_writes_them() {
        let out = outputs();
        same(&OutputValues::of(&out, None));
        same(&Answer::Ok(OutputValues::of(&out, None)));
        let two = Outputs::new().number("a", 1.0).number("b", 2.0);
        let only = OutputValues::of(&two, Some("b"));
        assert_eq!(only.0.iter().map(|(id, _)| *id).collect::<Vec<_>>(), ["b"]);
    }

    #[test]
    fn failures_are_built_as_serde_writes_them() {
        let errors = [
            InputError::new("rate", ErrorKind::BelowMin { min: 0.0 }),
            InputError::new(
                "term",
                ErrorKind::UnknownOption {
                    options: vec!["monthly".into(), "yearly".into()],
                },
            ),
            InputError::new(
                "start",
                ErrorKind::DateBeforeMin {
                    min: "1900-01-01".into(),
                },
            ),
            InputError::new("x", ErrorKind::NotANumber),
        ];
        for err in &errors {
            let failure = Failure::from(err);
            same(&failure);
            same(&Answer::<OutputValues>::Error(failure.clone()));
        }
        same(&Failure::bad_spec());
    }

    #[test]
    fn solutions_are_built_as_serde_writes_them() {
        let p = |input, output| Point { input, output };
        let solutions = [
            Solution::Reached {
                values: vec![1.5, 2.0],
                more: true,
            },
            Solution::Between {
                below: p(1.0, 2.0),
                above: p(2.0, 3.5),
                integer: true,
            },
            Solution::Unreachable {
                least: p(0.0, 1.0),
                most: p(10.0, 4.0),
                beyond: Some(Limit::Max(10.0)),
            },
            Solution::Unreachable {
                least: p(0.0, 1.0),
                most: p(10.0, 4.0),
                beyond: None,
            },
        ];
        let out = outputs();
        for solution in solutions {
            same(&solution);
            same(&Answer::Ok(Solved {
                solution,
                input_text: "2,5".into(),
                target: 3.0,
                outputs: OutputValues::of(&out, None),
            }));
        }
    }
}
