//! The `random` WebAssembly module: the random and password generators.

calc_core::module!(calc_utility::FUNCTIONS);
