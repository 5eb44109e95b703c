//! The partition of the math, checked against the content and the folders
//! so that no list can drift: every function serves a calculator, every
//! calculator's function is in exactly one module, every module is a crate
//! in calc-wasm/modules/ (what the Makefile builds), and every spec reads
//! back in the browser's reader as serde wrote it.

use crate::content::MATH;
use crate::registry::{function_ids, MODULES};
use calc_core::spec_codec::read_spec;
use content_model::Site;
use std::collections::BTreeSet;
use std::path::Path;
use std::sync::OnceLock;

/// calc-wasm/: the math's crates, this one among them.
fn calc_wasm_dir() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the catalogue sits in calc-wasm/")
}

fn site() -> &'static Site {
    static SITE: OnceLock<Site> = OnceLock::new();
    SITE.get_or_init(|| {
        let root = calc_wasm_dir()
            .parent()
            .expect("calc-wasm/ sits in the repository");
        content_model::load(root, &MATH).unwrap_or_else(|e| panic!("the content:\n{e}"))
    })
}

/// Every calculator's spec in every language: (calculator id, language, spec).
fn specs() -> impl Iterator<Item = (&'static str, &'static str, calc_core::CalcSpec)> {
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
    // metadata); the registry has the ones calc-wasm/catalogue/Cargo.toml names.
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
        "each folder of calc-wasm/modules/ needs its line in calc-wasm/catalogue/Cargo.toml, and each line its folder"
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

/// Outputs no example can pin to a literal, each with why and what checks
/// it instead. Only randomness without a seed belongs here.
const NO_LITERAL: &[(&str, &str, &str)] = &[(
    "password-generator",
    "password",
    "cryptographic randomness and never a seed; utility/src/password.rs tests its length and alphabets",
)];

#[test]
fn every_declared_output_is_compared_with_a_literal_value() {
    // An example (content/calculators/<id>.yaml, `examples`) gives inputs
    // and the outputs' expected values, each worked from a source its
    // comment names; the content does not load unless every one computes
    // to its value. An output is covered when an example of a definition
    // computed by the same function names it (a market that keeps the
    // function shares the main definition's examples); a formula
    // calculator's definitions count on their own, but for a market that
    // keeps the main formulas (its own defaults only), which shares them.
    let site = site();
    let definitions = || {
        site.calculators.iter().flat_map(|calc| {
            std::iter::once(("main", &calc.base))
                .chain(calc.markets.iter().map(|(lang, def)| (lang.as_str(), def)))
                .map(move |(lang, def)| {
                    let key = if def.formulas.is_empty() {
                        format!("function {}", def.function)
                    } else if def.formulas == calc.base.formulas {
                        format!("formulas of {} (main)", calc.id)
                    } else {
                        format!("formulas of {} ({lang})", calc.id)
                    };
                    (calc.id.as_str(), lang, def, key)
                })
        })
    };
    let mut named: std::collections::BTreeMap<String, BTreeSet<&str>> = Default::default();
    for (_, _, def, key) in definitions() {
        named
            .entry(key)
            .or_default()
            .extend(def.example_outputs.iter().map(String::as_str));
    }
    let (mut declared, mut exempt, mut unnamed) = (0, 0, Vec::new());
    for (calc, lang, def, key) in definitions() {
        for output in &def.outputs {
            declared += 1;
            if NO_LITERAL
                .iter()
                .any(|(c, o, _)| *c == calc && *o == output.id)
            {
                exempt += 1;
            } else if !named[&key].contains(output.id.as_str()) {
                unnamed.push(format!("{calc} ({lang}): {}", output.id));
            }
        }
    }
    eprintln!(
        "{} of {declared} declared outputs compared with a literal value ({exempt} random, in NO_LITERAL)",
        declared - exempt - unnamed.len()
    );
    assert!(
        unnamed.is_empty(),
        "{} declared outputs no example compares with a literal value (add one to the \
         calculator's `examples`, its source in a comment; a table or list by pointer, \
         `schedule/0/balance`):\n  {}",
        unnamed.len(),
        unnamed.join("\n  ")
    );
}

#[test]
fn the_outputs_without_a_literal_are_declared_ones() {
    // An exemption for an output that no longer exists would hide nothing
    // today and anything tomorrow.
    for (calc, output, _) in NO_LITERAL {
        let calc = site()
            .calculators
            .iter()
            .find(|c| c.id == *calc)
            .unwrap_or_else(|| panic!("no calculator {calc}"));
        assert!(
            std::iter::once(&calc.base)
                .chain(calc.markets.values())
                .any(|d| d.outputs.iter().any(|o| o.id == *output)),
            "{}: no output {output}",
            calc.id
        );
    }
}

/// `cargo test -p <crate>` of a calculator crate (or the engine, the
/// formula language, the core) compiles that crate's dependencies only: its
/// tests take their catalogue from calc-content, never from this crate,
/// which links every calculator.
#[test]
fn no_library_of_the_math_depends_on_the_whole_catalogue() {
    let out = std::process::Command::new(env!("CARGO"))
        .args([
            "metadata",
            "--no-deps",
            "--offline",
            "--format-version",
            "1",
        ])
        .current_dir(calc_wasm_dir())
        .output()
        .expect("cargo metadata runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let metadata: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let libraries = calc_wasm_dir().join("calculators");
    let mut checked = 0;
    for package in metadata["packages"].as_array().unwrap() {
        let manifest = Path::new(package["manifest_path"].as_str().unwrap());
        let name = package["name"].as_str().unwrap();
        let is_library = manifest.starts_with(&libraries)
            || ["calc-core", "calc-engine", "calc-formula", "calc-content"].contains(&name);
        if !is_library {
            continue;
        }
        checked += 1;
        for dep in package["dependencies"].as_array().unwrap() {
            assert_ne!(
                dep["name"],
                "calc-catalogue",
                "{name} depends on calc-catalogue ({} dependency): take a test catalogue \
                 with calc_content::test_catalogue! instead",
                dep["kind"].as_str().unwrap_or("normal")
            );
        }
    }
    assert!(checked >= 12, "only {checked} libraries found");
}
