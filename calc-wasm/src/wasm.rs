//! The browser's door into the library. Errors become JSON here, and only here.

use crate::{evaluate as evaluate_spec, CalcSpec, Given, NumberStyle};
use wasm_bindgen::prelude::wasm_bindgen;

/// `spec_json`: a `CalcSpec`; `given_json`: `{inputId: text}`; `lang`: the
/// page's language. Returns `{"ok": outputs}` or `{"error": {input, code,
/// message, ...params}}`.
#[wasm_bindgen]
pub fn evaluate(spec_json: &str, given_json: &str, lang: &str) -> String {
    let spec: CalcSpec = match serde_json::from_str(spec_json) {
        Ok(s) => s,
        Err(e) => return error_json("calculator", "badSpec", &e.to_string()),
    };
    let given: Given = match serde_json::from_str(given_json) {
        Ok(g) => g,
        Err(e) => return error_json("calculator", "badInput", &e.to_string()),
    };
    match evaluate_spec(&spec, &given, NumberStyle::for_language(lang)) {
        Ok(out) => serde_json::json!({ "ok": out }).to_string(),
        Err(err) => {
            let mut detail = serde_json::to_value(&err).unwrap_or_default();
            detail["message"] = serde_json::Value::String(err.kind.to_string());
            serde_json::json!({ "error": detail }).to_string()
        }
    }
}

fn error_json(input: &str, code: &str, message: &str) -> String {
    serde_json::json!({ "error": { "input": input, "code": code, "message": message } }).to_string()
}
