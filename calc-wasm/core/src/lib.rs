//! What every calculator is made of. A calculator is a function from
//! validated inputs to named outputs; this crate also owns input parsing and
//! validation, so the command line (`calcula eval`), the build (default
//! results) and the browser (through `wasm`) accept and reject exactly the
//! same values. The calculators live in calc-wasm/calculators/, the
//! WebAssembly modules that carry them in calc-wasm/modules/.

/// Whole-day calendar shifts, for the calculators that count days.
pub mod dates;
/// A Rust calculator declared once: `calculator!`, typed ids.
pub mod declare;
pub mod error;
pub mod inputs;
/// Text → tokens, for the engine's expressions and the YAML formulas alike.
pub mod lexer;
pub mod outputs;
pub mod registry;
/// Zeros of functions of one variable (Brent's method).
pub mod roots;
/// Solve for any field: the input value that gives an output a target.
pub mod solve;
pub mod spec_codec;
pub mod values;
pub mod wire;

/// The spec types live in content-model, next to the YAML that declares them.
pub use content_model::spec;

#[cfg(target_arch = "wasm32")]
pub mod wasm;

pub use error::{ErrorKind, InputError};
pub use inputs::Inputs;
pub use outputs::{OutValue, Outputs};
pub use registry::{draws_withheld, Function, Given, Module, Modules};
pub use spec::{CalcSpec, Condition, FormulaSpec, InputKind, InputSpec};
pub use values::{NumberStyle, Value};
