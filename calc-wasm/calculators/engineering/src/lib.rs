//! The engineering calculator (electronics): Ohm's law, voltage dividers,
//! the resistor colour code, series and parallel, RC/RL time constants and
//! decibels. Each tool's math is its own file; `calculator` reads the
//! inputs and writes the outputs.

#[cfg(test)]
pub(crate) mod testing {
    calc_content::test_catalogue!(crate::FUNCTIONS);
}

mod calculator;
pub mod colour_code;
pub mod combine;
pub mod decibels;
pub mod divider;
pub mod e_series;
pub mod ohm;
pub mod quantity;
pub mod si;
pub mod time_constant;

use calc_core::registry::Function;

pub const FUNCTIONS: &[Function] = &[calculator::FUNCTION];
