//! The `engineering` WebAssembly module: the electronics calculator.

calc_core::module!(calc_engineering::FUNCTIONS);
