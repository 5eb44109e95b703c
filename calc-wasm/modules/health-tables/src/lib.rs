//! The `health-tables` WebAssembly module: the calculators that carry published tables (SSA life table, CDC LMS), apart so that other health pages don't download the data.

calc_core::module!(calc_health::TABLE_FUNCTIONS);
