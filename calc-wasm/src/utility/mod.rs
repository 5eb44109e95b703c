//! Utility tools whose math is randomness: the random generator and the
//! password generator (the `random` WebAssembly module).

pub mod passphrase;
pub mod password;
pub mod random;
pub mod rng;

#[cfg(test)]
mod uniformity;

use crate::registry::Function;

pub const FUNCTIONS: &[Function] = &[random::FUNCTION, password::FUNCTION];
