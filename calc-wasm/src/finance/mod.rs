//! Financial calculators, one file each.

pub mod annuity;
pub mod mortgage;

use crate::registry::Function;

pub const FUNCTIONS: &[Function] = &[mortgage::FUNCTION];
