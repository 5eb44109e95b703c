//! The hash generator (its own WebAssembly module, `hash`): digests of text
//! for the form and `eval`, and a streaming hasher for files in the browser.

pub mod digest;
pub mod encoding;
pub mod generator;
#[cfg(target_arch = "wasm32")]
mod wasm;

#[cfg(test)]
mod vectors;

use calc_core::registry::Function;

pub const FUNCTIONS: &[Function] = &[generator::FUNCTION];
