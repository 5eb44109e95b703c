//! Every module's functions, natively: calculator id → function and
//! module, and the one entry point that parses, validates and computes.

use calc_core::registry::Modules;
use calc_core::{CalcSpec, Function, Given, InputError, Module, NumberStyle, Outputs};

include!(concat!(env!("OUT_DIR"), "/modules.rs"));

fn modules() -> Modules<'static> {
    Modules(MODULES)
}

/// The WebAssembly module of the hash generator: its pages also hash
/// files, with the streaming hasher this module exports.
pub const HASH_MODULE: &str = calc_module_hash::MODULE.name;

/// The WebAssembly module a calculator needs: the formula module for a
/// formula calculator, else its function's.
pub fn module_for(spec: &CalcSpec) -> Option<&'static str> {
    modules().module_for(spec).map(|m| m.name)
}

/// The WebAssembly module a function is built into.
pub fn module_of(id: &str) -> Option<&'static str> {
    modules().module_of(id).map(|m| m.name)
}

pub fn function(id: &str) -> Option<&'static Function> {
    modules().function(id)
}

pub fn function_ids() -> Vec<&'static str> {
    modules().functions().map(|f| f.id).collect()
}

/// Parses `given` (texts in `style`; absent inputs take their defaults,
/// written in plain style), validates each against `spec`, and computes.
pub fn evaluate(spec: &CalcSpec, given: &Given, style: NumberStyle) -> Result<Outputs, InputError> {
    modules().evaluate(spec, given, style)
}

/// The default result the build writes into the page: no random draws.
pub fn evaluate_defaults(spec: &CalcSpec) -> Result<Outputs, InputError> {
    modules().evaluate_defaults(spec)
}

#[cfg(test)]
mod tests {
    use super::*;
    use calc_core::{ErrorKind, InputKind, InputSpec};

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
    fn every_function_declares_distinct_ids() {
        let ids = function_ids();
        for (i, id) in ids.iter().enumerate() {
            assert!(!ids[i + 1..].contains(id), "{id} registered twice");
        }
    }
}
