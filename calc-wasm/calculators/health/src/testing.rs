//! Test helpers: build `Inputs` from a calculator's YAML defaults plus overrides,
//! and compare outputs.

// The content's specs and dates, beside this category's own helpers.
calc_content::test_catalogue!(
    crate::FUNCTIONS,
    crate::TABLE_FUNCTIONS,
    crate::WHO_FUNCTIONS
);

use calc_core::error::InputError;
use calc_core::inputs::Inputs;
use calc_core::outputs::{OutValue, Outputs};
use calc_core::registry::Function;
use calc_core::values::{parse_input, NumberStyle, Value};
use std::collections::BTreeMap;

/// A test value: number, option, date (`YYYY-MM-DD`).
#[derive(Debug, Clone, Copy)]
pub enum V {
    N(f64),
    O(&'static str),
    D(&'static str),
}

fn value(v: V) -> Value {
    match v {
        V::N(n) => Value::Number(n),
        V::O(o) => Value::Option(o.to_string()),
        V::D(d) => Value::Date(crate::testing::date(d)),
    }
}

/// Runs `f` on its calculator's YAML defaults (`crate::testing::spec`)
/// with `overrides` applied. Every result it accepts is checked by
/// `check_shape`.
pub fn run(f: &Function, overrides: &[(&str, V)]) -> Result<Outputs, InputError> {
    // A language's own function runs on that language's spec.
    let spec = match f.id {
        "bmi-br" => crate::testing::spec_for("bmi", "pt-BR"),
        id => crate::testing::spec(id),
    };
    let defaults = spec.inputs.iter().map(|i| {
        let v = parse_input(i, &i.default, NumberStyle::Plain).expect("YAML default");
        (i.id.clone(), v)
    });
    compute(f, defaults.collect(), overrides)
}

fn compute(
    f: &Function,
    mut map: BTreeMap<String, Value>,
    overrides: &[(&str, V)],
) -> Result<Outputs, InputError> {
    for (k, v) in overrides {
        assert!(map.contains_key(*k), "{k} is not an input of {}", f.id);
        map.insert(k.to_string(), value(*v));
    }
    let out = (f.compute)(&Inputs::new(map))?;
    check_shape(f, &out);
    Ok(out)
}

/// The extreme-value sweeps' overrides: for each sex, each row of `rows`
/// (the values of `ids`, in order).
pub fn both_sexes<const N: usize>(
    ids: [&'static str; N],
    rows: &[[f64; N]],
) -> Vec<Vec<(&'static str, V)>> {
    let mut grid = Vec::new();
    for sex in ["male", "female"] {
        for row in rows {
            let mut o = vec![("sex", V::O(sex))];
            o.extend(ids.iter().zip(row).map(|(id, v)| (*id, V::N(*v))));
            grid.push(o);
        }
    }
    grid
}

/// Each `(input, value)` case, alone, is rejected by `compute` with an
/// error that names that input.
#[track_caller]
pub fn assert_rejects(
    compute: impl Fn(&[(&str, V)]) -> Result<Outputs, InputError>,
    cases: &[(&str, V)],
) {
    for &(id, v) in cases {
        assert_rejected(&compute, &[(id, v)], id);
    }
}

/// `overrides`, together, are rejected by `compute` with an error that
/// names `input`.
#[track_caller]
pub fn assert_rejected(
    compute: impl Fn(&[(&str, V)]) -> Result<Outputs, InputError>,
    overrides: &[(&str, V)],
    input: &str,
) {
    match compute(overrides) {
        Err(e) => assert_eq!(e.input, input, "{overrides:?}"),
        Ok(out) => panic!("{overrides:?} accepted: {out:?}"),
    }
}

/// The outputs are those `f` declares, in its order (a result may leave
/// out what does not apply: a child's BMI has no adult category), all finite.
fn check_shape(f: &Function, out: &Outputs) {
    let mut declared = f.outputs.iter();
    for id in out.ids() {
        assert!(
            declared.any(|d| *d == id),
            "outputs of {}: {id} undeclared or out of order in {:?}",
            f.id,
            out.ids().collect::<Vec<_>>()
        );
    }
    assert!(out.all_finite(), "{}: {out:?}", f.id);
}

pub fn num(out: &Outputs, id: &str) -> f64 {
    out.number_of(id)
        .unwrap_or_else(|| panic!("no number output {id}"))
}

pub fn text<'a>(out: &'a Outputs, id: &str) -> &'a str {
    match out.get(id) {
        Some(OutValue::Text(t)) => t,
        other => panic!("output {id} is not text: {other:?}"),
    }
}

/// The rows of table output `id` (a JSON array).
pub fn list<'a>(out: &'a Outputs, id: &str) -> &'a [serde_json::Value] {
    match out.get(id) {
        Some(OutValue::Json(serde_json::Value::Array(rows))) => rows,
        other => panic!("output {id} is not a json array: {other:?}"),
    }
}

/// `got` within `tol` (relative) of `want`.
#[track_caller]
pub fn close(got: f64, want: f64, tol: f64) {
    let err = if want == 0.0 {
        got.abs()
    } else {
        ((got - want) / want).abs()
    };
    assert!(err <= tol, "{got} vs {want} (relative error {err:e})");
}

#[track_caller]
pub fn assert_num(out: &Outputs, id: &str, want: f64) {
    let got = num(out, id);
    let err = if want == 0.0 {
        got.abs()
    } else {
        ((got - want) / want).abs()
    };
    assert!(
        err <= 1e-12,
        "{id}: {got} vs {want} (relative error {err:e})"
    );
}
