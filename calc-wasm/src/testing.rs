//! The real content's specs, for calc-wasm's tests and the fuzz targets:
//! each calculator is read from content/calculators/<id>.yaml and validated
//! as the generator validates it, so tests start from the declared inputs
//! and defaults and never from a copy. Loaded once per calculator.

use crate::{content::Registry, CalcSpec};
use content_model::Calculator;
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::{Mutex, OnceLock};

/// The repository root: the content sits next to calc-wasm.
fn root() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
}

/// Calculator `id`, validated; panics with the content errors otherwise
/// (a test cannot run on broken content).
pub fn calculator(id: &str) -> &'static Calculator {
    static LOADED: OnceLock<Mutex<BTreeMap<String, &'static Calculator>>> = OnceLock::new();
    let mut loaded = LOADED
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    if let Some(calc) = loaded.get(id) {
        return calc;
    }
    let calc = content_model::calculator::load(root(), id, &Registry)
        .unwrap_or_else(|e| panic!("content of calculator '{id}':\n{e}"));
    let calc: &'static Calculator = Box::leak(Box::new(calc));
    loaded.insert(id.to_string(), calc);
    calc
}

/// The spec of calculator `id` with its plain defaults (as `calcula eval`
/// sees it).
pub fn spec(id: &str) -> CalcSpec {
    calculator(id).base.spec(None)
}

/// The spec `lang`'s pages use: that language's market and defaults.
pub fn spec_for(id: &str, lang: &str) -> CalcSpec {
    calculator(id).spec(lang)
}
