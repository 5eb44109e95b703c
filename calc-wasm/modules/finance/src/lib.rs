//! The `finance` WebAssembly module: loans and growth.

calc_core::module!(calc_finance::FUNCTIONS);
