//! `calcula eval <id> [input=value ...]`: the calculator's math from the
//! command line (docs/eval.md). One JSON object on success;
//! `error: <input-id>: <message>` on stderr and exit 2 on bad input.

use crate::content::calculator;
use calc_wasm::{Given, InputKind, NumberStyle};
use std::path::Path;

pub enum EvalError {
    /// Bad input: exit 2.
    Input(String),
    /// Broken content: exit 1.
    Content(String),
}

pub fn eval(root: &Path, id: &str, args: &[String]) -> Result<String, EvalError> {
    let spec = match crate::content::load_spec(root, id) {
        Ok(spec) => spec,
        Err(errors)
            if errors
                .0
                .iter()
                .any(|e| e.message.starts_with("unknown calculator")) =>
        {
            let known = calculator::list_ids(root).join(", ");
            return Err(EvalError::Input(format!(
                "{id}: unknown calculator; expected one of: {known}"
            )));
        }
        Err(errors) => return Err(EvalError::Content(errors.to_string())),
    };
    let mut given = Given::new();
    for arg in args {
        let Some((key, value)) = arg.split_once('=') else {
            return Err(EvalError::Input(format!("{arg}: expected input=value")));
        };
        if given.insert(key.to_string(), value.to_string()).is_some() {
            return Err(EvalError::Input(format!("{key}: given more than once")));
        }
    }
    let outputs = calc_wasm::evaluate(&spec, &given, NumberStyle::Plain)
        .map_err(|e| EvalError::Input(e.to_string()))?;
    serde_json::to_string(&outputs).map_err(|e| EvalError::Content(e.to_string()))
}

/// `calcula eval <id> --describe`: the calculator's inputs (kind, limits,
/// options, default, when shown) and outputs, as its YAML declares them.
pub fn describe(root: &Path, id: &str) -> Result<String, EvalError> {
    let spec =
        crate::content::load_spec(root, id).map_err(|e| EvalError::Content(e.to_string()))?;
    let mut out = format!("{id}\ninputs:\n");
    for input in &spec.inputs {
        out += &format!(
            "  {}: {}, default {}",
            input.id,
            kind(&input.kind),
            input.default
        );
        if let Some(when) = &input.when {
            out += &format!(" (read when {} is {})", when.input, when.is.join(" or "));
        }
        out += "\n";
    }
    let outputs: Vec<String> = if spec.formulas.is_empty() {
        calc_wasm::registry::function(&spec.function)
            .map(|f| f.outputs.iter().map(|o| o.to_string()).collect())
            .unwrap_or_default()
    } else {
        spec.formulas
            .iter()
            .map(|f| {
                let one_line: Vec<&str> = f.formula.split_whitespace().collect();
                format!("{} = {}", f.output, one_line.join(" "))
            })
            .collect()
    };
    out += "outputs:\n";
    for o in outputs {
        out += &format!("  {o}\n");
    }
    Ok(out)
}

fn kind(kind: &InputKind) -> String {
    let bound = |name: &str, v: Option<f64>| v.map(|v| format!(", {name} {v}"));
    match kind {
        InputKind::Number {
            min,
            max,
            above,
            below,
            integer,
        } => {
            let mut k = String::from(if *integer { "whole number" } else { "number" });
            for b in [
                bound("at least", *min),
                bound("at most", *max),
                bound("more than", *above),
                bound("less than", *below),
            ]
            .into_iter()
            .flatten()
            {
                k += &b;
            }
            k
        }
        InputKind::Select { options } => format!("one of {}", options.join(", ")),
        InputKind::Bool => "true or false".into(),
        InputKind::Date { min, max } => {
            let mut k = String::from("date YYYY-MM-DD");
            if let Some(min) = min {
                k += &format!(", from {min}");
            }
            if let Some(max) = max {
                k += &format!(", until {max}");
            }
            k
        }
        InputKind::Text { max_length } => format!("text, at most {max_length} characters"),
    }
}
