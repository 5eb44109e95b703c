//! Health calculators, one file each.

pub mod ai_fitness;
pub mod bmi;
pub mod bmi_br;
pub mod bmi_for_age;
pub mod bmi_who;
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
mod who_bmi_lms;

use calc_core::registry::Function;

/// The `health` WebAssembly module.
pub const FUNCTIONS: &[Function] = &[
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

/// Calculators that carry published tables (the SSA life table, the CDC
/// BMI-for-age LMS table that `bmi` reads from 2 to 19 years): the
/// `health-tables` module, so other health pages don't download the data.
pub const TABLE_FUNCTIONS: &[Function] = &[bmi::FUNCTION, life_expectancy::FUNCTION];

/// The Portuguese BMI page (WHO's BMI-for-age tables, some 110 KB of
/// source): the `health-who` module, so the English page's module stays
/// as it was.
pub const WHO_FUNCTIONS: &[Function] = &[bmi_br::FUNCTION];
