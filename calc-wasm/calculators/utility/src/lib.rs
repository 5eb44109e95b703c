//! Utility tools whose math is randomness: the random generator and the
//! password generator (the `random` WebAssembly module).

#[cfg(test)]
pub(crate) mod testing {
    calc_content::test_catalogue!(crate::FUNCTIONS);
}

pub mod passphrase;
pub mod password;
pub mod random;
pub mod rng;
pub mod wordlist;

#[cfg(target_arch = "wasm32")]
mod wasm;

#[cfg(test)]
mod uniformity;

use calc_core::registry::Function;

pub const FUNCTIONS: &[Function] = &[random::FUNCTION, password::FUNCTION];
