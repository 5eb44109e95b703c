//! The math as content validation sees it: content-model checks each
//! calculator's YAML against the function it names, its defaults with the
//! page's own parser and its examples by computing them, all through this.

use crate::registry;
use crate::values::{format_date, parse_date, parse_input, NumberStyle};
use crate::Given;
use crate::{CalcSpec, ErrorKind, FormulaSpec, InputSpec};
use content_model::{FormulaProblem, FunctionShape, Rejected};
use std::collections::BTreeMap;

/// calc-wasm's registry of functions.
pub struct Registry;

impl content_model::Math for Registry {
    fn function(&self, id: &str) -> Option<FunctionShape> {
        let f = registry::function(id)?;
        let owned = |ids: &[&str]| ids.iter().map(|s| s.to_string()).collect();
        Some(FunctionShape {
            inputs: owned(f.inputs),
            outputs: owned(f.outputs),
        })
    }

    fn function_ids(&self) -> Vec<String> {
        registry::function_ids()
            .into_iter()
            .map(String::from)
            .collect()
    }

    fn check_value(&self, input: &InputSpec, text: &str) -> Result<(), String> {
        parse_input(input, text, NumberStyle::Plain)
            .map(drop)
            .map_err(|e| e.kind.to_string())
    }

    fn is_date(&self, text: &str) -> bool {
        parse_date(text).is_some()
    }

    fn format_date(&self, date: time::Date) -> String {
        format_date(date)
    }

    fn evaluate(
        &self,
        spec: &CalcSpec,
        given: &BTreeMap<String, String>,
    ) -> Result<Vec<(String, serde_json::Value)>, Rejected> {
        let given: &Given = given;
        let outputs =
            registry::evaluate(spec, given, NumberStyle::Plain).map_err(|e| Rejected {
                input: e.input.clone(),
                message: e.to_string(),
            })?;
        // The central check of what a calculator writes: declared outputs
        // only, each once, in the declared order, on every example of every
        // calculator (the typed writer of `calculator!` refuses undeclared
        // ones at compile time; this also covers order and formulas).
        let declared: Vec<&str> = match registry::function(&spec.function) {
            Some(f) if spec.formulas.is_empty() => f.outputs.to_vec(),
            _ => spec.formulas.iter().map(|f| f.output.as_str()).collect(),
        };
        calc_core::declare::check_outputs(&declared, &outputs).map_err(|problem| Rejected {
            input: String::new(),
            message: format!(
                "the calculator's outputs are not the ones it declares: {problem} \
                 (the Rust function or the YAML's `outputs` must change)"
            ),
        })?;
        let json = serde_json::to_value(&outputs).unwrap_or_default();
        Ok(outputs
            .ids()
            .map(|id| (id.to_string(), json[id].clone()))
            .collect())
    }

    fn check_formulas(
        &self,
        inputs: &[InputSpec],
        formulas: &[FormulaSpec],
    ) -> Vec<FormulaProblem> {
        calc_formula::check(inputs, formulas)
            .into_iter()
            .map(|p| FormulaProblem {
                formula: p.output,
                offset: p.offset,
                message: p.message,
                hint: p.hint,
            })
            .collect()
    }

    fn error_codes(&self) -> &'static [&'static str] {
        ErrorKind::CODES
    }
}
