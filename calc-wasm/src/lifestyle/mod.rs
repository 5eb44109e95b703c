//! Lifestyle calculators, one file each.

pub mod age;
pub mod date;
pub mod percentage;
pub mod time;

mod calendar;
mod durations;
mod holidays;
mod zones;

use crate::registry::Function;

pub const FUNCTIONS: &[Function] = &[
    percentage::FUNCTION,
    age::FUNCTION,
    date::FUNCTION,
    date::FUNCTION_BR,
    time::FUNCTION,
];
