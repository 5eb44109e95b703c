//! The `finance-tax` WebAssembly module: tax tables and the CPI series, apart so that loan pages don't download the data.

calc_core::module!(calc_finance::TAX_FUNCTIONS);
