//! Calcula's math. Every calculator is a function from validated inputs to
//! named outputs; this crate also owns input parsing and validation, so the
//! command line (`calcula eval`), the build (default results) and the browser
//! (through `wasm.rs`) accept and reject exactly the same values.

/// Whole-day calendar shifts, for the calculators that count days.
#[cfg(any(feature = "health", feature = "health-tables", feature = "lifestyle"))]
pub mod dates;
pub mod error;
pub mod inputs;
pub mod outputs;
pub mod registry;
pub mod values;

/// The spec types live in content-model, next to the YAML that declares them.
pub use content_model::spec;

#[cfg(any(test, feature = "content"))]
pub mod content;
#[cfg(any(test, feature = "content"))]
pub mod testing;

#[cfg(feature = "engine")]
pub mod academic;
#[cfg(any(feature = "engine", feature = "graph"))]
pub mod engine;
#[cfg(feature = "engineering")]
pub mod engineering;
#[cfg(any(feature = "finance", feature = "finance-tax"))]
pub mod finance;
#[cfg(feature = "formula")]
pub mod formula;
#[cfg(feature = "graph")]
pub mod graph;
#[cfg(feature = "hash")]
pub mod hash;
#[cfg(any(feature = "health", feature = "health-tables"))]
pub mod health;
#[cfg(feature = "lifestyle")]
pub mod lifestyle;
#[cfg(feature = "units")]
pub mod units;
#[cfg(feature = "random")]
pub mod utility;

#[cfg(target_arch = "wasm32")]
mod wasm;

pub use error::{ErrorKind, InputError};
pub use inputs::Inputs;
pub use outputs::{OutValue, Outputs};
pub use registry::{evaluate, evaluate_defaults, function_ids, Given};
pub use spec::{CalcSpec, Condition, FormulaSpec, InputKind, InputSpec};
pub use values::{NumberStyle, Value};
