//! The `health-who` WebAssembly module: the Portuguese BMI page, which carries the WHO BMI-for-age tables (2006 by day, 2007 by month), apart so that the English page does not download them.

calc_core::module!(calc_health::WHO_FUNCTIONS);
