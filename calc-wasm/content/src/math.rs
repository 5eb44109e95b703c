use calc_core::registry::Modules;
use calc_core::values::{format_date, parse_date, parse_input, NumberStyle};
use calc_core::{CalcSpec, ErrorKind, FormulaSpec, Given, InputSpec};
use content_model::{FormulaProblem, FunctionShape, Rejected};
use std::collections::BTreeMap;

/// content-model's view of the math: the functions of `modules`, and the
/// formula language of the one among them that computes formulas.
pub struct ContentMath<'a> {
    modules: Modules<'a>,
}

impl<'a> ContentMath<'a> {
    pub const fn new(modules: Modules<'a>) -> Self {
        Self { modules }
    }
}

impl content_model::Math for ContentMath<'_> {
    fn function(&self, id: &str) -> Option<FunctionShape> {
        let f = self.modules.function(id)?;
        let owned = |ids: &[&str]| ids.iter().map(|s| s.to_string()).collect();
        Some(FunctionShape {
            inputs: owned(f.inputs),
            outputs: owned(f.outputs),
        })
    }

    fn function_ids(&self) -> Vec<String> {
        self.modules.functions().map(|f| f.id.to_string()).collect()
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
        let outputs = self
            .modules
            .evaluate(spec, given, NumberStyle::Plain)
            .map_err(|e| Rejected {
                input: e.input.clone(),
                message: e.to_string(),
            })?;
        // The central check of what a calculator writes: declared outputs
        // only, each once, in the declared order, on every example of every
        // calculator (the typed writer of `calculator!` refuses undeclared
        // ones at compile time; this also covers order and formulas).
        let declared: Vec<&str> = match self.modules.function(&spec.function) {
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
        let Some(language) = self.modules.0.iter().find_map(|m| m.formulas.as_ref()) else {
            // Only a test catalogue without the formula module gets here.
            return vec![FormulaProblem {
                formula: 0,
                offset: 0,
                message: "no module of this catalogue computes formulas".into(),
                hint: "add calc-formula's FORMULAS to the test catalogue".into(),
            }];
        };
        (language.check)(inputs, formulas)
            .into_iter()
            .map(|p| FormulaProblem {
                formula: p.output,
                offset: p.offset,
                message: p.message,
                hint: p.hint,
            })
            .collect()
    }

    fn error_codes(&self) -> Vec<&'static str> {
        ErrorKind::codes()
    }
}
