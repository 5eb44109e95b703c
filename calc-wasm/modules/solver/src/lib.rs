//! The `solver` WebAssembly module: "Solve for…" on every calculator page
//! (calc_core::solve). It carries no calculator: it evaluates the page's
//! own module through the `evaluate` function the page passes, so the
//! search is written once (the command line runs the same code natively)
//! and no calculator module carries it; a page fetches this module only
//! when someone first solves.

use calc_core::registry::{module_name, Module};

pub const MODULE: Module = Module {
    name: module_name(env!("CARGO_PKG_NAME")),
    functions: &[],
    formulas: None,
};

/// `calc_core::wasm::solve`: `shown` is how the page shows the input and
/// the output; `evaluate` is `(given, only) => answer`, the page's module's
/// `evaluate` for `spec` and `lang`.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen(unchecked_return_type = "Answer<Solved>")]
#[allow(clippy::too_many_arguments)]
pub fn solve(
    #[wasm_bindgen(unchecked_param_type = "CalcSpec")] spec: wasm_bindgen::JsValue,
    #[wasm_bindgen(unchecked_param_type = "Record<string, string>")] given: wasm_bindgen::JsValue,
    lang: &str,
    input: &str,
    output: &str,
    target: &str,
    #[wasm_bindgen(unchecked_param_type = "Shown")] shown: wasm_bindgen::JsValue,
    #[wasm_bindgen(
        unchecked_param_type = "(given: Record<string, string>, only: string) => Answer<OutputValues>"
    )]
    evaluate: &js_sys::Function,
) -> wasm_bindgen::JsValue {
    calc_core::wasm::solve(spec, given, lang, input, output, target, shown, evaluate)
}
