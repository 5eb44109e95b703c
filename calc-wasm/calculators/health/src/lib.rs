//! Health calculators, one file each.

// The core's modules, by the paths this crate's files use.
pub(crate) use calc_core::*;

pub mod ai_fitness;
pub mod bmi;
pub mod bmi_for_age;
pub mod bmr;
pub mod body_fat;
pub mod calorie;
pub mod calorie_deficit;
pub mod life_expectancy;
pub mod ovulation;
pub mod pace;
pub mod pregnancy;
pub mod protein;
pub mod tdee;

mod cdc_bmi_lms;
mod common;
mod normal;
mod ssa_life_table;
#[cfg(test)]
mod testing;

use crate::registry::Function;

/// The `health` WebAssembly module.
pub const FUNCTIONS: &[Function] = &[
    bmi::FUNCTION,
    bmr::FUNCTION,
    tdee::FUNCTION,
    calorie::FUNCTION,
    calorie_deficit::FUNCTION,
    body_fat::FUNCTION,
    protein::FUNCTION,
    ai_fitness::FUNCTION,
    pregnancy::FUNCTION,
    ovulation::FUNCTION,
    pace::FUNCTION,
];

/// Calculators that carry published tables (the SSA life table): the
/// `health-tables` module, so other health pages don't download the data.
/// `bmi_for_age` (the CDC LMS table) is tested but serves no page yet, so
/// no module carries it: the BMI page is to use it for ages 2 to 19.
pub const TABLE_FUNCTIONS: &[Function] = &[life_expectancy::FUNCTION];
