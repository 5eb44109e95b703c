//! `calcula eval <id> [input=value ...]`: the calculator's math from the
//! command line (shared/eval-contract.md). One JSON object on success;
//! `error: <input-id>: <message>` on stderr and exit 2 on bad input.

use crate::content::calculator;
use calc_wasm::{Given, NumberStyle};
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
