//! Lifestyle calculators, one file each.

pub mod age;
pub mod date;
pub mod percentage;
pub mod sleep;
pub mod square_footage;
pub mod time;

mod calendar;
mod durations;
mod holidays;
mod measures;
mod time_of_day;
mod zones;

use crate::registry::Function;

pub const FUNCTIONS: &[Function] = &[
    percentage::FUNCTION,
    age::FUNCTION,
    date::FUNCTION,
    date::FUNCTION_BR,
    sleep::FUNCTION,
    square_footage::FUNCTION,
    time::FUNCTION,
];
