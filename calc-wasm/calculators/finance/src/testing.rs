//! What the financial calculators' tests share: reading an output back and
//! comparing it with a published or mpmath value. Each test keeps its own
//! inputs and literal expectations.

// The content's specs and dates, beside this category's own helpers.
calc_content::test_catalogue!(crate::FUNCTIONS, crate::TAX_FUNCTIONS);

use calc_core::inputs::Inputs;
use calc_core::outputs::{OutValue, Outputs};
use calc_core::values;
use serde_json::Value;
use std::collections::BTreeMap;

/// Input values by id from `(id, value)` pairs, as a test writes them.
pub fn value_map<const N: usize>(
    pairs: [(&str, values::Value); N],
) -> BTreeMap<String, values::Value> {
    pairs.map(|(id, v)| (id.to_string(), v)).into()
}

/// Inputs from `(id, value)` pairs.
pub fn inputs<const N: usize>(pairs: [(&str, values::Value); N]) -> Inputs {
    Inputs::new(value_map(pairs))
}

/// A calculator's default inputs with some numbers replaced, so that each
/// test names only what it changes.
pub fn overridden(
    mut defaults: BTreeMap<String, values::Value>,
    numbers: &[(&str, f64)],
) -> Inputs {
    for (id, x) in numbers {
        defaults.insert(id.to_string(), values::Value::Number(*x));
    }
    Inputs::new(defaults)
}

/// `got` within relative `tol` of `expected`.
pub fn close(got: f64, expected: f64, tol: f64) {
    assert!(
        ((got - expected) / expected).abs() < tol,
        "{got} vs {expected}"
    );
}

/// Number output `id` within relative `tol` of `expected`.
pub fn close_to(out: &Outputs, id: &str, expected: f64, tol: f64) {
    let got = out.number_of(id).unwrap();
    assert!(
        ((got - expected) / expected).abs() < tol,
        "{id}: {got} vs {expected}"
    );
}

/// Number output `id` within absolute `tol` of `expected`: amounts published
/// to the cent.
pub fn near(out: &Outputs, id: &str, expected: f64, tol: f64) {
    let got = out.number_of(id).unwrap();
    assert!((got - expected).abs() < tol, "{id}: {got} vs {expected}");
}

/// Number output `id` equal to `expected` up to 1e-9 (relative above 1,
/// absolute below): amounts computed by hand from the tax tables.
pub fn agrees(out: &Outputs, id: &str, expected: f64) {
    let got = out.number_of(id).unwrap();
    assert!(
        (got - expected).abs() <= 1e-9 * expected.abs().max(1.0),
        "{id}: {got} vs {expected}"
    );
}

/// JSON output `id`.
pub fn json(out: &Outputs, id: &str) -> Value {
    out.json_of(id)
        .unwrap_or_else(|| panic!("{id}: {:?}", out.get(id)))
        .clone()
}

/// The rows of table output `id`.
pub fn rows<'a>(out: &'a Outputs, id: &str) -> &'a Vec<Value> {
    match out.get(id) {
        Some(OutValue::Json(Value::Array(rows))) => rows,
        other => panic!("{other:?}"),
    }
}

/// Text (or date) output `id`.
pub fn text(out: &Outputs, id: &str) -> String {
    out.text_of(id)
        .unwrap_or_else(|| panic!("{id}: {:?}", out.get(id)))
        .to_string()
}

/// `agrees` for each `(id, expected)` of `expected`.
pub fn agrees_all(out: &Outputs, expected: &[(&str, f64)]) {
    for &(id, v) in expected {
        agrees(out, id, v);
    }
}

/// Each number output of `expected` exactly its value.
pub fn exactly(out: &Outputs, expected: &[(&str, f64)]) {
    for &(id, v) in expected {
        assert_eq!(out.number_of(id), Some(v), "{id}");
    }
}
