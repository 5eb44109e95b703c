//! The `academic` WebAssembly module: the academic calculators with the expression engine (arbitrary precision, symbolic math): the largest module.

calc_core::module!(calc_academic::FUNCTIONS);
