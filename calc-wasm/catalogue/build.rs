//! The registry's list of WebAssembly modules, from this crate's own
//! dependencies on `calc-module-*` crates: adding a module is its crate and
//! its line in Cargo.toml, nothing else.

use std::fmt::Write;
use std::path::Path;

fn main() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let manifest = Path::new(&manifest).join("Cargo.toml");
    println!("cargo:rerun-if-changed={}", manifest.display());
    let text =
        std::fs::read_to_string(&manifest).expect("calc-wasm/catalogue/Cargo.toml is readable");
    let mut out = String::from("/// Every WebAssembly module, in Cargo.toml's order.\npub static MODULES: &[&Module] = &[\n");
    for line in text.lines() {
        let Some((package, _)) = line.split_once('=') else {
            continue;
        };
        let package = package.trim();
        if package.starts_with("calc-module-") {
            let _ = writeln!(out, "    &{}::MODULE,", package.replace('-', "_"));
        }
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("modules.rs");
    std::fs::write(dest, out).expect("OUT_DIR is writable");
}
