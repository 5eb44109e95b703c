//! Bounds on everything the engine does with user input: size, nesting,
//! precision, magnitude, and work. The browser has no clock we may read
//! from WebAssembly, so the deadline is a work budget: every operation
//! charges an estimate of its cost, and a calculation that runs out fails
//! with an error instead of hanging the page.

use super::error::EngineError;

/// Longest expression accepted, in bytes.
pub const MAX_INPUT: usize = 10 * 1024;
/// Deepest nesting of the parsed tree (parentheses, powers, functions).
pub const MAX_DEPTH: usize = 100;
/// Most significant digits a result may be asked for.
pub const MAX_DIGITS: usize = 1000;
/// Exact rationals larger than this (numerator + denominator bits) are
/// carried on as arbitrary-precision floats instead.
pub const MAX_EXACT_BITS: usize = 1 << 17;
/// Largest decimal exponent of any value: beyond, the result is "too large".
pub const MAX_DEC_EXP: i64 = 400_000_000;
/// Largest n for n!.
pub const MAX_FACTORIAL: u64 = 20_000;
/// Most nodes a symbolic expression may grow to.
pub const MAX_NODES: usize = 20_000;
/// Work units for one calculation: a unit is about a nanosecond of work
/// natively (calibrated on dashu's ln, sin and multiplication at 100 to
/// 14,000 bits), so a spent budget is about 25 ms natively and 60–80 ms in
/// WebAssembly (measured in Node): within the 100 ms bound either way.
pub const DEFAULT_BUDGET: u64 = 25_000_000;

/// Work units per node of an expression that is simplified or expanded
/// (sorting, hashing, cloning and merging its terms). Calibrated on the
/// integrator's worst inputs from `make fuzz`: with these two costs a spent
/// budget is 22–37 ms of CPU natively, as the budget intends.
pub const SIMPLIFY_UNITS: u64 = 300;

/// Work units per term product of an expansion (each merges the product
/// into the growing sum: 0.3 to 6 µs natively, more as the sum grows).
pub const EXPAND_UNITS: u64 = 3_000;

/// The work budget of one calculation.
#[derive(Debug, Clone)]
pub struct Budget {
    left: u64,
}

impl Default for Budget {
    fn default() -> Self {
        Budget::new(DEFAULT_BUDGET)
    }
}

impl Budget {
    pub fn new(units: u64) -> Self {
        Budget { left: units }
    }

    /// Charges `units` of work; an error once the budget is spent.
    pub fn charge(&mut self, units: u64) -> Result<(), EngineError> {
        if units > self.left {
            self.left = 0;
            return Err(EngineError::too_complex());
        }
        self.left -= units;
        Ok(())
    }

    /// Charges for an exact operation on numbers of `bits` bits (quadratic:
    /// rational arithmetic reduces by a gcd).
    pub fn charge_bits(&mut self, bits: usize) -> Result<(), EngineError> {
        let words = (bits / 64 + 1) as u64;
        self.charge(8 + words.saturating_mul(words))
    }

    pub fn left(&self) -> u64 {
        self.left
    }
}
