//! What computes a definition: the function it names, or its outputs'
//! formulas (checked with the math's formula language).

use super::RawDef;
use crate::site::error::ContentErrors;
use crate::site::math::{FunctionShape, Math};
use crate::site::model::Input;
use crate::site::raw::Format;
use crate::site::source::Source;
use crate::spec::{FormulaSpec, InputSpec};

/// What computes a definition.
pub(super) enum Computed {
    /// The calc-wasm function it names (or its calculator's id names).
    Function(FunctionShape),
    /// Its outputs' formulas: a formula calculator, written in YAML alone.
    Formulas,
}

/// A definition is computed by the calc-wasm function it names or, when
/// its outputs have formulas and no such function exists, by those.
pub(super) fn computed_by(
    d: &RawDef,
    math: &dyn Math,
    src: &Source,
    errors: &mut ContentErrors,
) -> Option<Computed> {
    let with_formula: Vec<usize> = (0..d.outputs.len())
        .filter(|&i| d.outputs[i].formula.is_some())
        .collect();
    match (math.function(&d.function), with_formula.is_empty()) {
        (Some(function), true) => Some(Computed::Function(function)),
        (Some(_), false) => {
            for i in with_formula {
                errors.push(
                    src.error_at_key(
                        &d.at(&format!("outputs.{i}.formula")),
                        format!(
                            "output '{}' has a formula, but calc-wasm function '{}' computes this calculator",
                            d.outputs[i].id, d.function
                        ),
                    )
                    .hint("remove the formula; or, for a formula calculator, give it an id (and no `function`) that no calc-wasm function has"),
                );
            }
            None
        }
        (None, false) => Some(Computed::Formulas),
        (None, true) => {
            errors.push(
                src.error_at(
                    &d.function_at,
                    format!(
                        "no calc-wasm function '{}', and no output has a formula",
                        d.function
                    ),
                )
                .hint(format!(
                    "give each output a `formula` over the inputs (a formula calculator, see CONTENT.md), or name one of: {}",
                    math.function_ids().join(", ")
                )),
            );
            None
        }
    }
}

/// Output formats a formula's number or option id can be shown in.
pub(super) const FORMULA_FORMATS: [Format; 7] = [
    Format::Currency,
    Format::Number,
    Format::Integer,
    Format::Percent,
    Format::Label,
    Format::Text,
    Format::Warning,
];

/// A formula calculator's formulas, in output order, each checked by the
/// math (syntax, names, cycles) and located at its place in the file.
pub(super) fn formulas(
    d: &RawDef,
    inputs: &[Input],
    math: &dyn Math,
    src: &Source,
    errors: &mut ContentErrors,
) -> Vec<FormulaSpec> {
    let mut formulas = Vec::new();
    for (i, e) in d.outputs.iter().enumerate() {
        let at = d.at(&format!("outputs.{i}"));
        match &e.formula {
            None => errors.push(
                src.error_at(
                    &format!("{at}.id"),
                    format!(
                        "output '{}' has neither a calc-wasm function nor a formula",
                        e.id
                    ),
                )
                .hint("give it a `formula` over the inputs and the outputs above it"),
            ),
            Some(_) if !FORMULA_FORMATS.contains(&e.format) => errors.push(
                src.error_at(
                    &format!("{at}.format"),
                    format!(
                        "a formula gives a number or an option id, not a {:?} output",
                        e.format
                    )
                    .to_lowercase(),
                )
                .hint("use format currency, number, integer, percent, label, text or warning"),
            ),
            Some(text) => formulas.push(FormulaSpec {
                output: e.id.clone(),
                formula: text.clone(),
            }),
        }
    }
    if formulas.len() < d.outputs.len() {
        return Vec::new();
    }
    let specs: Vec<InputSpec> = inputs.iter().map(|i| i.spec.clone()).collect();
    for problem in math.check_formulas(&specs, &formulas) {
        let path = d.at(&format!("outputs.{}.formula", problem.formula));
        errors.push(
            src.error_in_scalar(&path, problem.offset, problem.message)
                .hint(problem.hint),
        );
    }
    formulas
}
