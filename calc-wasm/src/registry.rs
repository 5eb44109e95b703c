//! Calculator id → compute function, and the one entry point that parses,
//! validates and computes.

use crate::error::{ErrorKind, InputError};
use crate::inputs::Inputs;
use crate::outputs::Outputs;
use crate::spec::{CalcSpec, InputKind};
use crate::values::{parse_input, NumberStyle};
use std::collections::BTreeMap;

/// Raw input text by input id, as typed in a form, a share link or `eval`.
pub type Given = BTreeMap<String, String>;

pub struct Function {
    pub id: &'static str,
    /// Input ids the function reads; the calculator's YAML declares exactly these.
    pub inputs: &'static [&'static str],
    /// Output ids the function always produces.
    pub outputs: &'static [&'static str],
    pub compute: fn(&Inputs) -> Result<Outputs, InputError>,
}

/// Each category module lists its own functions; each is also the
/// WebAssembly module (the cargo feature) that carries them.
const GROUPS: &[(&str, &[Function])] = &[
    #[cfg(feature = "finance")]
    ("finance", crate::finance::FUNCTIONS),
    #[cfg(feature = "finance-tax")]
    ("finance-tax", crate::finance::TAX_FUNCTIONS),
    #[cfg(feature = "health")]
    ("health", crate::health::FUNCTIONS),
    #[cfg(feature = "health-tables")]
    ("health-tables", crate::health::TABLE_FUNCTIONS),
    #[cfg(feature = "lifestyle")]
    ("lifestyle", crate::lifestyle::FUNCTIONS),
    #[cfg(feature = "engine")]
    ("engine", crate::academic::FUNCTIONS),
    #[cfg(feature = "random")]
    ("random", crate::utility::FUNCTIONS),
    #[cfg(feature = "engineering")]
    ("engineering", crate::engineering::FUNCTIONS),
    #[cfg(feature = "units")]
    ("units", crate::units::FUNCTIONS),
    #[cfg(feature = "hash")]
    (HASH_MODULE, crate::hash::FUNCTIONS),
    #[cfg(feature = "graph")]
    ("graph", crate::graph::calculator::FUNCTIONS),
];

/// The cargo feature and WebAssembly module of the hash generator: its
/// pages also hash files, with the streaming hasher this module exports.
pub const HASH_MODULE: &str = "hash";

/// The WebAssembly module (cargo feature) a calculator needs: `formula`
/// for a formula calculator, else its function's.
pub fn module_for(spec: &CalcSpec) -> Option<&'static str> {
    if spec.formulas.is_empty() {
        module_of(&spec.function)
    } else {
        Some(FORMULA_MODULE)
    }
}

/// The cargo feature and WebAssembly module of formula calculators.
pub const FORMULA_MODULE: &str = "formula";

/// The WebAssembly module (cargo feature) a function is built into.
pub fn module_of(id: &str) -> Option<&'static str> {
    GROUPS
        .iter()
        .find(|(_, fs)| fs.iter().any(|f| f.id == id))
        .map(|(m, _)| *m)
}

fn all() -> impl Iterator<Item = &'static Function> {
    GROUPS.iter().flat_map(|(_, fs)| fs.iter())
}

pub fn function(id: &str) -> Option<&'static Function> {
    all().find(|f| f.id == id)
}

pub fn function_ids() -> Vec<&'static str> {
    all().map(|f| f.id).collect()
}

std::thread_local! {
    static DRAWS_WITHHELD: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// The default result the build writes into the page everyone downloads.
/// Random draws are withheld from it (a password in the static HTML would
/// be every visitor's): the generators leave their result empty, and the
/// page draws when it opens.
pub fn evaluate_defaults(spec: &CalcSpec) -> Result<Outputs, InputError> {
    DRAWS_WITHHELD.with(|w| w.set(true));
    let outputs = evaluate(spec, &Given::new(), NumberStyle::Plain);
    DRAWS_WITHHELD.with(|w| w.set(false));
    outputs
}

/// True while `evaluate_defaults` computes: generators then draw nothing.
pub fn draws_withheld() -> bool {
    DRAWS_WITHHELD.with(|w| w.get())
}

/// Parses `given` (texts in `style`; absent inputs take their defaults,
/// written in plain style), validates each against `spec`, and computes:
/// by its formulas when it has some, else by its function.
pub fn evaluate(spec: &CalcSpec, given: &Given, style: NumberStyle) -> Result<Outputs, InputError> {
    let function = match function(&spec.function) {
        _ if !spec.formulas.is_empty() => None,
        Some(function) => Some(function),
        None => {
            let known = function_ids().into_iter().map(String::from).collect();
            return Err(InputError::new(
                "calculator",
                ErrorKind::UnknownCalculator { known },
            ));
        }
    };
    if let Some(unknown) = given
        .keys()
        .find(|id| !spec.inputs.iter().any(|i| &i.id == *id))
    {
        let known = spec.inputs.iter().map(|i| i.id.clone()).collect();
        return Err(InputError::new(unknown, ErrorKind::UnknownInput { known }));
    }
    let mut values = BTreeMap::new();
    for input in &spec.inputs {
        let value = match given.get(&input.id) {
            Some(raw) => parse_input(input, raw, style)?,
            None => parse_input(input, &input.default, NumberStyle::Plain)?,
        };
        values.insert(input.id.clone(), value);
    }
    let outputs = match function {
        Some(function) => (function.compute)(&Inputs::new(values).with_style(style))?,
        None => compute_formulas(spec, given, style, &values)?,
    };
    if !outputs.all_finite() {
        // Blame a number the user gave (the form sends only visible
        // fields), else the first number input.
        let numbers = || {
            spec.inputs
                .iter()
                .filter(|i| matches!(i.kind, InputKind::Number { .. }))
        };
        let blame = numbers()
            .find(|i| given.contains_key(&i.id))
            .or_else(|| numbers().next())
            .map_or("calculator", |i| i.id.as_str());
        return Err(InputError::new(blame, ErrorKind::ResultTooLarge));
    }
    Ok(outputs)
}

#[cfg(feature = "formula")]
fn compute_formulas(
    spec: &CalcSpec,
    given: &Given,
    style: NumberStyle,
    values: &BTreeMap<String, crate::values::Value>,
) -> Result<Outputs, InputError> {
    crate::formula::compute(spec, given, style, values)
}

/// A module built without formulas has none to compute.
#[cfg(not(feature = "formula"))]
fn compute_formulas(
    _: &CalcSpec,
    _: &Given,
    _: NumberStyle,
    _: &BTreeMap<String, crate::values::Value>,
) -> Result<Outputs, InputError> {
    Err(InputError::new(
        "calculator",
        ErrorKind::UnknownCalculator { known: vec![] },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spec::InputSpec;

    fn number(id: &str, default: &str) -> InputSpec {
        InputSpec {
            id: id.into(),
            kind: InputKind::Number {
                min: Some(0.0),
                max: None,
                above: None,
                below: None,
                integer: false,
            },
            default: default.into(),
            when: None,
        }
    }

    fn percentage_spec() -> CalcSpec {
        let mode = InputSpec {
            id: "mode".into(),
            kind: InputKind::Select {
                options: ["value", "percentage", "total", "change"]
                    .map(String::from)
                    .to_vec(),
            },
            default: "value".into(),
            when: None,
        };
        let mut inputs = vec![mode];
        for id in ["percent", "total", "value", "from", "to"] {
            inputs.push(number(id, "10"));
        }
        CalcSpec {
            function: "percentage".into(),
            inputs,
            formulas: vec![],
        }
    }

    #[test]
    fn unknown_input_is_an_error_naming_it() {
        let given = Given::from([("foo".to_string(), "1".to_string())]);
        let err = evaluate(&percentage_spec(), &given, NumberStyle::Plain).unwrap_err();
        assert_eq!(err.input, "foo");
        assert!(
            err.to_string().contains("expected one of: mode, percent"),
            "{err}"
        );
    }

    #[test]
    fn unknown_function_is_an_error() {
        let spec = CalcSpec {
            function: "nope".into(),
            inputs: vec![],
            formulas: vec![],
        };
        let err = evaluate(&spec, &Given::new(), NumberStyle::Plain).unwrap_err();
        assert_eq!(err.input, "calculator");
    }

    #[test]
    fn given_values_follow_the_style_defaults_are_plain() {
        let given = Given::from([
            ("percent".to_string(), "12,5".to_string()),
            ("total".to_string(), "1.000".to_string()),
        ]);
        let out = evaluate(&percentage_spec(), &given, NumberStyle::PtBr).unwrap();
        assert_eq!(out.number_of("result"), Some(125.0));
    }

    #[test]
    fn limits_are_checked() {
        let given = Given::from([("total".to_string(), "-1".to_string())]);
        let err = evaluate(&percentage_spec(), &given, NumberStyle::Plain).unwrap_err();
        assert_eq!(
            err,
            InputError::new("total", ErrorKind::BelowMin { min: 0.0 })
        );
    }

    #[test]
    #[cfg(feature = "finance")]
    fn negative_zero_typed_is_zero_and_never_shown() {
        // `mortgage propertyTax=-0` gave "monthlyPropertyTax": -0.0.
        let given = Given::from([("propertyTax".to_string(), "-0".to_string())]);
        let out = evaluate(
            &crate::testing::spec("mortgage"),
            &given,
            NumberStyle::Plain,
        )
        .unwrap();
        let tax = out.number_of("monthlyPropertyTax").unwrap();
        assert!(tax == 0.0 && tax.is_sign_positive(), "{tax}");
        let printed = serde_json::to_string(&out).unwrap();
        assert!(!printed.contains(":-0.0"), "{printed}");
    }

    #[test]
    fn every_function_declares_distinct_ids() {
        let ids = function_ids();
        for (i, id) in ids.iter().enumerate() {
            assert!(!ids[i + 1..].contains(id), "{id} registered twice");
        }
    }
}
