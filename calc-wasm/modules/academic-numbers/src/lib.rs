//! The `academic-numbers` WebAssembly module: the academic calculators that read lists of plain numbers (standard deviation, GPA, grade), apart so that their pages don't download the symbolic engine.

calc_core::module!(calc_academic::NUMBERS_FUNCTIONS);
