//! What validating content needs from the math. calc-content implements it
//! (`calc_content::ContentMath`, over any set of modules); this crate cannot
//! depend on the math, which depends on it for the spec types.

use crate::spec::{CalcSpec, FormulaSpec, InputSpec};
use std::collections::BTreeMap;

/// The inputs a function reads and the outputs it always produces.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FunctionShape {
    pub inputs: Vec<String>,
    pub outputs: Vec<String>,
}

/// Why an evaluation was refused: the input to blame and the message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rejected {
    pub input: String,
    pub message: String,
}

/// A problem in one of a calculator's formulas.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormulaProblem {
    /// Index of the formula, in the order given.
    pub formula: usize,
    /// Byte offset of the problem in that formula's text.
    pub offset: usize,
    pub message: String,
    pub hint: String,
}

/// Sync: content is loaded on every core.
pub trait Math: Sync {
    /// The function named `id`, if the math has one.
    fn function(&self, id: &str) -> Option<FunctionShape>;

    /// Every function id, for hints.
    fn function_ids(&self) -> Vec<String>;

    /// Whether `text` (plain number style, as YAML writes it) is a valid
    /// value of `input`; the error says what is wrong ("is below 0").
    fn check_value(&self, input: &InputSpec, text: &str) -> Result<(), String>;

    /// Whether `text` is a calendar date as inputs write them.
    fn is_date(&self, text: &str) -> bool;

    /// A date written as date inputs and outputs write it.
    fn format_date(&self, date: time::Date) -> String;

    /// Computes `spec` with `given` (plain style) over its defaults: the
    /// outputs as JSON, in the order the function gives them.
    fn evaluate(
        &self,
        spec: &CalcSpec,
        given: &BTreeMap<String, String>,
    ) -> Result<Vec<(String, serde_json::Value)>, Rejected>;

    /// Every problem in the formulas of a formula calculator with `inputs`
    /// (syntax, unknown names, cycles, arity, option ids); none when they
    /// can all be computed.
    fn check_formulas(&self, inputs: &[InputSpec], formulas: &[FormulaSpec])
        -> Vec<FormulaProblem>;

    /// Every error code the math can report; each needs a message in every
    /// language.
    fn error_codes(&self) -> Vec<&'static str>;
}
