//! How a calculator's spec crosses into WebAssembly. The page's props carry
//! the spec as serde writes it; the browser parses that JSON (JSON.parse),
//! and `read_spec` reads the resulting object once, on the page's first
//! evaluation. The reader is generic over where the object lives: a
//! JavaScript value in the browser (crate::wasm), a `serde_json::Value` in
//! the tests, which read back what serde wrote for every real calculator.
//! No serde deserialiser in the module: its number parser alone would add
//! ~10 KB gzip to every page's WebAssembly.

use crate::{CalcSpec, Condition, FormulaSpec, InputKind, InputSpec};

/// A JSON-like object the reader walks.
pub trait Source: Sized {
    /// The member `key` (absent when the object has none).
    fn field(&self, key: &str) -> Self;
    fn is_absent(&self) -> bool;
    fn is_object(&self) -> bool;
    fn string(&self) -> Option<String>;
    fn number(&self) -> Option<f64>;
    fn boolean(&self) -> Option<bool>;
    /// The items when this is an array.
    fn items(&self) -> Option<Vec<Self>>;
}

/// The spec, or `None` when the object is not one.
pub fn read_spec<S: Source>(v: &S) -> Option<CalcSpec> {
    let inputs = v
        .field("inputs")
        .items()?
        .iter()
        .map(read_input)
        .collect::<Option<Vec<_>>>()?;
    // Absent for a calculator computed by a Rust function.
    let formulas = v.field("formulas");
    let formulas = if formulas.is_absent() {
        Vec::new()
    } else {
        formulas
            .items()?
            .iter()
            .map(|f| {
                Some(FormulaSpec {
                    output: f.field("output").string()?,
                    formula: f.field("formula").string()?,
                })
            })
            .collect::<Option<Vec<_>>>()?
    };
    Some(CalcSpec {
        function: v.field("function").string()?,
        inputs,
        formulas,
    })
}

fn read_input<S: Source>(input: &S) -> Option<InputSpec> {
    Some(InputSpec {
        id: input.field("id").string()?,
        kind: read_kind(&input.field("kind"))?,
        default: input.field("default").string()?,
        when: optional(&input.field("when"), read_condition)?,
    })
}

/// A `when`, with the conditions chained to it by `and`.
fn read_condition<S: Source>(v: &S) -> Option<Condition> {
    Some(Condition {
        input: v.field("input").string()?,
        is: strings(&v.field("is"))?,
        and: optional(&v.field("and"), read_condition)?.map(Box::new),
    })
}

fn read_kind<S: Source>(v: &S) -> Option<InputKind> {
    if v.string().as_deref() == Some("bool") {
        return Some(InputKind::Bool);
    }
    let number = v.field("number");
    if number.is_object() {
        return Some(InputKind::Number {
            min: optional(&number.field("min"), S::number)?,
            max: optional(&number.field("max"), S::number)?,
            above: optional(&number.field("above"), S::number)?,
            below: optional(&number.field("below"), S::number)?,
            integer: optional(&number.field("integer"), S::boolean)?.unwrap_or(false),
        });
    }
    let select = v.field("select");
    if select.is_object() {
        return Some(InputKind::Select {
            options: strings(&select.field("options"))?,
        });
    }
    let date = v.field("date");
    if date.is_object() {
        return Some(InputKind::Date {
            min: optional(&date.field("min"), S::string)?,
            max: optional(&date.field("max"), S::string)?,
        });
    }
    let text = v.field("text");
    if text.is_object() {
        let max = text
            .field("maxLength")
            .number()
            .filter(|m| *m >= 0.0 && m.fract() == 0.0)?;
        return Some(InputKind::Text {
            max_length: max as usize,
        });
    }
    None
}

/// `Some(None)` when absent, `None` when present but not what `read` reads.
fn optional<S: Source, T>(v: &S, read: fn(&S) -> Option<T>) -> Option<Option<T>> {
    if v.is_absent() {
        Some(None)
    } else {
        read(v).map(Some)
    }
}

fn strings<S: Source>(v: &S) -> Option<Vec<String>> {
    v.items()?.iter().map(S::string).collect()
}

/// The tests' source: what serde wrote, as a JSON value.
impl Source for serde_json::Value {
    fn field(&self, key: &str) -> Self {
        self.get(key).cloned().unwrap_or(serde_json::Value::Null)
    }
    fn is_absent(&self) -> bool {
        self.is_null()
    }
    fn is_object(&self) -> bool {
        self.is_object()
    }
    fn string(&self) -> Option<String> {
        self.as_str().map(String::from)
    }
    fn number(&self) -> Option<f64> {
        self.as_f64()
    }
    fn boolean(&self) -> Option<bool> {
        self.as_bool()
    }
    fn items(&self) -> Option<Vec<Self>> {
        self.as_array().cloned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// What the page does: serde writes the props, the browser parses them.
    fn through_the_page(spec: &CalcSpec) -> Option<CalcSpec> {
        read_spec(&serde_json::to_value(spec).expect("a spec serialises"))
    }

    #[test]
    fn every_kind_of_input_reads_back_as_written() {
        let input = |id: &str, kind| InputSpec {
            id: id.into(),
            kind,
            default: "1".into(),
            when: Some(Condition {
                input: "mode".into(),
                is: vec!["a".into(), "b".into()],
                and: Some(Box::new(Condition {
                    input: "units".into(),
                    is: vec!["metric".into()],
                    and: None,
                })),
            }),
        };
        let spec = CalcSpec {
            function: "f".into(),
            inputs: vec![
                input(
                    "n",
                    InputKind::Number {
                        min: Some(-1.5),
                        max: Some(1e300),
                        above: Some(0.0),
                        below: None,
                        integer: true,
                    },
                ),
                input(
                    "m",
                    InputKind::Number {
                        min: None,
                        max: None,
                        above: None,
                        below: Some(2.0),
                        integer: false,
                    },
                ),
                input(
                    "s",
                    InputKind::Select {
                        options: vec!["a".into(), "é".into()],
                    },
                ),
                input("b", InputKind::Bool),
                input(
                    "d",
                    InputKind::Date {
                        min: Some("2000-01-01".into()),
                        max: None,
                    },
                ),
                input("t", InputKind::Text { max_length: 10 }),
            ],
            formulas: vec![FormulaSpec {
                output: "o".into(),
                formula: "n * 2 \"q\"".into(),
            }],
        };
        assert_eq!(through_the_page(&spec), Some(spec));
    }

    #[test]
    fn what_is_not_a_spec_is_refused() {
        assert_eq!(read_spec(&json!(null)), None);
        assert_eq!(read_spec(&json!({"function": 1, "inputs": []})), None);
        let bad_kind = json!({"function": "f", "inputs": [
            {"id": "x", "kind": {"text": {"maxLength": 1.5}}, "default": ""}
        ]});
        assert_eq!(read_spec(&bad_kind), None);
        let bad_min = json!({"function": "f", "inputs": [
            {"id": "x", "kind": {"number": {"min": "0"}}, "default": "1"}
        ]});
        assert_eq!(read_spec(&bad_min), None);
    }
}
