//! Lifestyle calculators, one file each.

#[cfg(test)]
pub(crate) mod testing {
    calc_content::test_catalogue!(crate::FUNCTIONS);
}

pub mod age;
pub mod date;
pub mod percentage;
pub mod sleep;
pub mod square_footage;
pub mod time;
mod time_card;

mod calendar;
mod durations;
mod holidays;
mod measures;
mod time_of_day;
mod zones;

use calc_core::registry::Function;

pub const FUNCTIONS: &[Function] = &[
    percentage::FUNCTION,
    age::FUNCTION,
    date::FUNCTION,
    date::FUNCTION_BR,
    sleep::FUNCTION,
    square_footage::FUNCTION,
    time::FUNCTION,
];
