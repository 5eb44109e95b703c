//! Every module's functions, natively: calculator id → function and
//! module, and the one entry point that parses, validates and computes.

use calc_core::registry::{MaxBelowInput, Modules};
use calc_core::solve::{Goal, Native, Solved};
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

/// The limits of a function's inputs that move with another input, which
/// the YAML's fixed `max` cannot state (`eval --describe` prints them).
pub fn limits_by_input(function: &str) -> &'static [MaxBelowInput] {
    use calc_health::ovulation;
    const OVULATION: &[MaxBelowInput] = &[ovulation::LUTEAL_BY_CYCLE];
    if function == ovulation::FUNCTION.id {
        OVULATION
    } else {
        &[]
    }
}

/// Parses `given` (texts in `style`; absent inputs take their defaults,
/// written in plain style), validates each against `spec`, and computes.
pub fn evaluate(spec: &CalcSpec, given: &Given, style: NumberStyle) -> Result<Outputs, InputError> {
    modules().evaluate(spec, given, style)
}

/// The value of one input that gives an output a target (`calc_core::solve`).
pub fn solve(
    spec: &CalcSpec,
    given: &Given,
    style: NumberStyle,
    goal: &Goal,
) -> Result<Solved, InputError> {
    let native = Native {
        modules: &modules(),
        spec,
        style,
    };
    calc_core::solve::solve(&native, spec, given, style, goal)
}

/// The default result the build writes into the page: no random draws.
pub fn evaluate_defaults(spec: &CalcSpec) -> Result<Outputs, InputError> {
    modules().evaluate_defaults(spec)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::number_input as number;
    use calc_core::{ErrorKind, InputKind, InputSpec};

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
    fn a_formula_calculator_loads_the_formula_module() {
        let spec = crate::testing::spec("tip");
        assert_eq!(module_for(&spec), Some("formula"));
    }

    #[test]
    fn every_function_declares_distinct_ids() {
        let ids = function_ids();
        for (i, id) in ids.iter().enumerate() {
            assert!(!ids[i + 1..].contains(id), "{id} registered twice");
        }
    }

    /// The calculators whose text fields hold one number read it by the
    /// same rule (issue 27's examples), through `evaluate`.
    #[test]
    fn text_fields_holding_a_number_follow_the_page_rule() {
        use crate::testing::spec;
        let run = |id: &str, pairs: &[(&str, &str)], style| {
            let given: Given = pairs
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect();
            evaluate(&spec(id), &given, style)
        };
        // quadratic a=1,5: not one and a half on the command line or in English.
        for style in [NumberStyle::Plain, NumberStyle::En] {
            let err = run("quadratic", &[("a", "1,5")], style).unwrap_err();
            assert_eq!(err, InputError::new("a", ErrorKind::MisplacedSeparator));
        }
        // Portuguese: 1,5 is one and a half: 1.5x² − 3x + 1.5 = 1.5(x − 1)², D = 0.
        let out = run(
            "quadratic",
            &[("a", "1,5"), ("b", "-3"), ("c", "1,5")],
            NumberStyle::PtBr,
        )
        .unwrap();
        assert_eq!(out.number_of("discriminant"), Some(0.0));
        // rounding number=1,500: 1500 in English, 1.5 (→ 2 at 0 places, half
        // up: Python Decimal('1.5').quantize(Decimal('1'), ROUND_HALF_UP)) in Portuguese.
        let at_0 = |number| [("number", number), ("places", "0")];
        let out = run("rounding", &at_0("1,500"), NumberStyle::En).unwrap();
        assert_eq!(out.text_of("result"), Some("1500"));
        let out = run("rounding", &at_0("1,500"), NumberStyle::PtBr).unwrap();
        assert_eq!(out.text_of("result"), Some("2"));
        // rounding number=0000-01-01 is a date, not 0 − 1 − 1.
        let err = run("rounding", &[("number", "0000-01-01")], NumberStyle::Plain).unwrap_err();
        assert_eq!(err, InputError::new("number", ErrorKind::DateNotNumber));
    }
}
