//! The `units` WebAssembly module: the conversion calculator.

calc_core::module!(calc_units::FUNCTIONS);
