//! The `formula` WebAssembly module: calculators written in YAML alone: each output a formula over the inputs, in exact decimal arithmetic. The smallest module.

calc_core::module!(&[], Some(calc_formula::FORMULAS));
