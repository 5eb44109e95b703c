//! Health calculators, one file each.

pub mod bmi;

use crate::registry::Function;

pub const FUNCTIONS: &[Function] = &[bmi::FUNCTION];
