//! Calcula's content model. Always: the spec types a calculator's YAML
//! declares and calc-wasm validates inputs against (`spec`). With the `load`
//! feature: reading content/ and locales/, and validating them, the math
//! checks going through the [`Math`] trait that calc-wasm implements — so
//! the generator, calc-wasm's tests and the fuzz targets all load content
//! the same way without this crate depending on calc-wasm.

pub mod spec;

pub use spec::{CalcSpec, Condition, FormulaSpec, InputKind, InputSpec};

#[cfg(feature = "load")]
mod site;

#[cfg(feature = "load")]
pub use site::*;

/// The date type of the [`Math`] trait, for its implementations.
#[cfg(feature = "load")]
pub use time::Date;
