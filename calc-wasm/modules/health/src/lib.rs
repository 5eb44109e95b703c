//! The `health` WebAssembly module: the health calculators.

calc_core::module!(calc_health::FUNCTIONS);
