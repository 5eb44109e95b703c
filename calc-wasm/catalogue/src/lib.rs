//! All of Calcula's math natively: every WebAssembly module's functions in
//! one registry, for the generator (default results, content validation),
//! `calcula eval`, the tests and the fuzz targets. The browser never loads
//! this crate: each page loads its own module (calc-wasm/modules/<name>/).

pub mod registry;

#[cfg(test)]
mod checks;
#[cfg(any(test, feature = "content"))]
pub mod content;
#[cfg(any(test, feature = "content"))]
pub mod testing;

pub use registry::{evaluate, evaluate_defaults, function_ids, solve as solve_for};
