//! Reads and checks content/units.yaml (the one
//! place units are written) through content-model, and writes its units as
//! Rust statics for src/convert/, so the WebAssembly carries the data but no
//! YAML parser. A bad file fails the build with every problem and where.

use content_model::units::{load_units, parse_factor, UNITS_FILE};
use std::fmt::Write;
use std::path::Path;

fn main() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let root = Path::new(&manifest)
        .ancestors()
        .nth(3)
        .expect("the crate sits in calc-wasm/calculators/ of the repository");
    println!("cargo:rerun-if-changed={}", root.join(UNITS_FILE).display());
    println!(
        "cargo:rerun-if-changed={}",
        root.join("content/site.yaml").display()
    );
    let fail = |errors: content_model::ContentErrors| -> ! {
        let list: Vec<String> = errors.0.iter().map(ToString::to_string).collect();
        panic!("content/units.yaml is not valid:\n{}", list.join("\n"));
    };
    let languages = content_model::language_codes(root).unwrap_or_else(|e| fail(e));
    let file = load_units(root, &languages).unwrap_or_else(|e| fail(e));

    let mut out = String::from("pub static CATEGORIES: &[CategoryData] = &[\n");
    for category in &file.categories {
        let _ = writeln!(
            out,
            "CategoryData {{ id: {:?}, names: &{:?}, lowest: {:?}, units: &[",
            category.id,
            pairs(&category.names),
            category.lowest
        );
        for unit in &category.units {
            let factor: Vec<(bool, String)> = parse_factor(&unit.factor)
                .expect("checked by load_units")
                .into_iter()
                .map(|t| (t.divide, t.value))
                .collect();
            let _ = writeln!(
                out,
                "  UnitData {{ id: {:?}, symbol: {:?}, names: &{:?}, aliases: &{:?}, factor: &{:?}, offset: {:?}, inverse: {}, dms: {}, markets: &{:?} }},",
                unit.id,
                unit.symbol,
                pairs(&unit.names),
                unit.aliases,
                factor,
                unit.offset,
                unit.inverse,
                unit.dms,
                unit.markets
            );
        }
        out.push_str("]},\n");
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("units.rs");
    std::fs::write(dest, out).expect("OUT_DIR is writable");
}

fn pairs(map: &std::collections::BTreeMap<String, String>) -> Vec<(&str, &str)> {
    map.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect()
}
