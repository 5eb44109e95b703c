//! The partition of the math, checked against the content and the folders
//! so that no list can drift: every function serves a calculator, every
//! calculator's function is in exactly one module, every module is a crate
//! in calc-wasm/modules/ (what the Makefile builds), and every spec reads
//! back in the browser's reader as serde wrote it.

use crate::content::Registry;
use crate::registry::{function_ids, MODULES};
use calc_core::spec_codec::read_spec;
use content_model::Site;
use std::collections::BTreeSet;
use std::path::Path;
use std::sync::OnceLock;

fn calc_wasm_dir() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn site() -> &'static Site {
    static SITE: OnceLock<Site> = OnceLock::new();
    SITE.get_or_init(|| {
        let root = calc_wasm_dir()
            .parent()
            .expect("calc-wasm sits in the repository");
        content_model::load(root, &Registry).unwrap_or_else(|e| panic!("the content:\n{e}"))
    })
}

/// Every calculator's spec in every language: (calculator id, language, spec).
fn specs() -> impl Iterator<Item = (&'static str, &'static str, crate::CalcSpec)> {
    let site = site();
    site.calculators.iter().flat_map(move |calc| {
        site.languages
            .iter()
            .map(move |lang| (calc.id.as_str(), lang.code.as_str(), calc.spec(&lang.code)))
    })
}

#[test]
fn every_registered_function_serves_a_calculator() {
    let served: BTreeSet<String> = specs()
        .filter(|(_, _, spec)| spec.formulas.is_empty())
        .map(|(_, _, spec)| spec.function)
        .collect();
    let unused: Vec<&str> = function_ids()
        .into_iter()
        .filter(|id| !served.contains(*id))
        .collect();
    assert!(
        unused.is_empty(),
        "functions no calculator uses (they ship in a module for nothing): {unused:?}"
    );
}

#[test]
fn every_calculator_is_computed_by_exactly_one_module() {
    for (id, lang, spec) in specs() {
        let carrying: Vec<&str> = MODULES
            .iter()
            .filter(|m| {
                if spec.formulas.is_empty() {
                    m.functions.iter().any(|f| f.id == spec.function)
                } else {
                    m.formulas.is_some()
                }
            })
            .map(|m| m.name)
            .collect();
        assert_eq!(
            carrying.len(),
            1,
            "calculator {id} ({lang}): function {:?} is in modules {carrying:?}",
            spec.function
        );
    }
}

#[test]
fn every_module_is_a_crate_the_build_finds() {
    // The Makefile builds every crate in calc-wasm/modules/ (cargo
    // metadata); the registry has the ones calc-wasm/Cargo.toml names.
    let folders: BTreeSet<String> = std::fs::read_dir(calc_wasm_dir().join("modules"))
        .expect("calc-wasm/modules/ is readable")
        .map(|entry| {
            entry
                .expect("a readable entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    let registered: BTreeSet<String> = MODULES.iter().map(|m| m.name.to_string()).collect();
    assert_eq!(
        registered, folders,
        "each folder of calc-wasm/modules/ needs its line in calc-wasm/Cargo.toml, and each line its folder"
    );
}

#[test]
fn every_spec_reads_back_in_the_browser_as_serde_wrote_it() {
    for (id, lang, spec) in specs() {
        let written = serde_json::to_value(&spec).expect("a spec serialises");
        assert_eq!(
            read_spec(&written).as_ref(),
            Some(&spec),
            "calculator {id} ({lang})"
        );
    }
}
