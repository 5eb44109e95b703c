//! Health calculators, one file each.

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
mod dates;
mod normal;
mod ssa_life_table;
#[cfg(test)]
mod testing;

use crate::registry::Function;

pub const FUNCTIONS: &[Function] = &[
    bmi::FUNCTION,
    bmi_for_age::FUNCTION,
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
    life_expectancy::FUNCTION,
];
