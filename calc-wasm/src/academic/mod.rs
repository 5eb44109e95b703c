//! Academic calculators, built on the expression engine (`crate::engine`).

use crate::registry::Function;

pub const FUNCTIONS: &[Function] = &[];
