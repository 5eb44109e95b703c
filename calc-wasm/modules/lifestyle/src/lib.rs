//! The `lifestyle` WebAssembly module: everyday calculators: dates, ages, time zones, percentages.

calc_core::module!(calc_lifestyle::FUNCTIONS);
