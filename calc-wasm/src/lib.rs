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

/// The libraries the generator uses beyond the registry.
pub use calc_academic as academic;
pub use calc_core::{dates, error, inputs, outputs, solve, spec, spec_codec, values};
pub use calc_core::{
    CalcSpec, Condition, ErrorKind, FormulaSpec, Function, Given, InputError, InputKind, InputSpec,
    Inputs, Module, NumberStyle, OutValue, Outputs, Value,
};
pub use calc_engine as engine;
pub use calc_graph as graph;
pub use calc_utility as utility;
pub use registry::{evaluate, evaluate_defaults, function_ids, solve as solve_for};
