//! Lifestyle calculators, one file each.

pub mod age;
pub mod date;
pub mod percentage;

mod calendar;
mod holidays;

use crate::registry::Function;

pub const FUNCTIONS: &[Function] = &[
    percentage::FUNCTION,
    age::FUNCTION,
    date::FUNCTION,
    date::FUNCTION_BR,
];
