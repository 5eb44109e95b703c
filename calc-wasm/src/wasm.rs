//! The browser's door into the library. Errors become plain objects here,
//! and only here.

use crate::{evaluate as evaluate_spec, CalcSpec, Given, NumberStyle};
use serde::Serialize;
use wasm_bindgen::prelude::{wasm_bindgen, JsValue};

#[derive(Serialize)]
#[serde(rename_all = "lowercase")]
enum Answer<'a> {
    Ok(&'a crate::Outputs),
    Error(&'a crate::InputError),
}

#[derive(Serialize)]
struct Failure<'a> {
    input: &'a str,
    code: &'a str,
}

/// `spec`: a `CalcSpec` object; `given`: `{inputId: text}`; `lang`: the
/// page's language. Returns `{ok: outputs}` or `{error: {input, code,
/// ...params}}`. No English message: the page translates the code.
#[wasm_bindgen]
pub fn evaluate(spec: JsValue, given: JsValue, lang: &str) -> JsValue {
    let Ok(spec) = serde_wasm_bindgen::from_value::<CalcSpec>(spec) else {
        return failure("badSpec");
    };
    let Ok(given) = serde_wasm_bindgen::from_value::<Given>(given) else {
        return failure("badInput");
    };
    let serializer = serde_wasm_bindgen::Serializer::json_compatible();
    let answer = match evaluate_spec(&spec, &given, NumberStyle::for_language(lang)) {
        Ok(out) => Answer::Ok(&out).serialize(&serializer),
        Err(err) => Answer::Error(&err).serialize(&serializer),
    };
    answer.unwrap_or_else(|_| failure("badInput"))
}

fn failure(code: &str) -> JsValue {
    #[derive(Serialize)]
    struct Wrapped<'a> {
        error: Failure<'a>,
    }
    let wrapped = Wrapped { error: Failure { input: "calculator", code } };
    wrapped.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).unwrap_or(JsValue::NULL)
}
