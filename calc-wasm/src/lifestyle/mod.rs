//! Lifestyle calculators, one file each.

pub mod percentage;

use crate::registry::Function;

pub const FUNCTIONS: &[Function] = &[percentage::FUNCTION];
