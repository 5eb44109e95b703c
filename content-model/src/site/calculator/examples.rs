//! A definition's examples, computed through the math and compared with
//! what they state.

use super::RawDef;
use crate::site::error::ContentErrors;
use crate::site::math::Math;
use crate::site::model::Definition;
use crate::site::raw::Scalar;
use crate::site::source::Source;
use std::collections::BTreeMap;

/// Relative tolerance for numeric example outputs.
pub(super) const EXAMPLE_TOLERANCE: f64 = 1e-9;

/// Each example must compute, through the math, the outputs it lists.
pub(super) fn check_examples(
    def: &Definition,
    d: &RawDef,
    math: &dyn Math,
    src: &Source,
    errors: &mut ContentErrors,
) {
    let spec = def.spec(None);
    for (i, example) in d.examples.iter().enumerate() {
        let given: BTreeMap<String, String> = example
            .inputs
            .iter()
            .map(|(k, v)| (k.clone(), v.text()))
            .collect();
        let outputs = match math.evaluate(&spec, &given) {
            Ok(o) => o,
            Err(e) => {
                errors.push(
                    src.error_at(
                        &d.at(&format!("examples.{i}.inputs.{}", e.input)),
                        format!("example {}: {}", i + 1, e.message),
                    )
                    .hint("fix the example's inputs"),
                );
                continue;
            }
        };
        for (key, expected) in &example.outputs {
            let path = d.at(&format!("examples.{i}.outputs.{key}"));
            // `schedule/0/balance`: a value inside a table or list output,
            // by JSON pointer (RFC 6901) after the output's id.
            let (id, pointer) = match key.split_once('/') {
                Some((id, rest)) => (id, Some(format!("/{rest}"))),
                None => (key.as_str(), None),
            };
            let whole = outputs.iter().find(|(k, _)| k == id).map(|(_, v)| v);
            let got = match (&pointer, whole) {
                (Some(p), Some(v)) => match v.pointer(p) {
                    Some(inner) => Some(inner),
                    None => {
                        errors.push(
                            src.error_at_key(
                                &path,
                                format!("example {}: output '{id}' has nothing at '{p}'", i + 1),
                            )
                            .hint(format!("its value is {}", preview(v))),
                        );
                        continue;
                    }
                },
                _ => whole,
            };
            let matches = match (got, expected) {
                (None, _) => {
                    errors.push(
                        src.error_at_key(&path, format!("example {}: no output '{id}'", i + 1))
                            .hint(format!(
                                "outputs are: {}",
                                outputs
                                    .iter()
                                    .map(|(k, _)| k.as_str())
                                    .collect::<Vec<_>>()
                                    .join(", ")
                            )),
                    );
                    continue;
                }
                (Some(serde_json::Value::String(got)), Scalar::Text(want)) => got == want,
                (Some(serde_json::Value::Bool(got)), Scalar::Bool(want)) => got == want,
                (Some(got), Scalar::Number(n)) => {
                    let (got, want) = (
                        got.as_f64().unwrap_or(f64::NAN),
                        n.as_f64().unwrap_or(f64::NAN),
                    );
                    got == want || ((got - want) / want).abs() <= EXAMPLE_TOLERANCE
                }
                _ => false,
            };
            if !matches {
                errors.push(
                    src.error_at(&path, format!("example {}: {key} is {}, expected {}", i + 1, got.map(|v| v.to_string()).unwrap_or_default(), expected.text()))
                        .hint("either the math or the example is wrong; check it against an independent reference"),
                );
            }
        }
    }
}

/// The start of a value, for a message.
pub(super) fn preview(v: &serde_json::Value) -> String {
    let text = v.to_string();
    match text.char_indices().nth(120) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text,
    }
}
