//! Lifestyle calculators, one file each.

pub mod age;
pub mod date;
pub mod percentage;
pub mod sleep;
pub mod square_footage;

mod calendar;
mod holidays;
mod measures;
mod time_of_day;

use crate::registry::Function;

pub const FUNCTIONS: &[Function] = &[
    percentage::FUNCTION,
    age::FUNCTION,
    date::FUNCTION,
    date::FUNCTION_BR,
    sleep::FUNCTION,
    square_footage::FUNCTION,
];
