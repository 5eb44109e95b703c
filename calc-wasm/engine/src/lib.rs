//! The expression language shared by the academic calculators: lexer,
//! parser, exact and arbitrary-precision evaluation, symbolic calculus.
//!
//! Everything here is bounded (see `limits`): input size, nesting, digits,
//! magnitudes, and a work budget in place of a clock, so any input
//! evaluates or fails with a message quickly, and never panics.

pub mod bases;
pub mod decompose;
pub mod derive;
pub mod eigen;
pub mod error;
pub mod eval;
pub mod expr;
pub mod gamma;
#[cfg(any(test, feature = "hard-inputs"))]
pub mod hard_inputs;
pub mod integrate;
pub mod lexer;
pub mod limit_at;
pub mod limits;
pub mod matrix;
pub mod number;
pub mod parser;
pub mod poly;
pub mod quadrature;
pub mod rational;
pub mod root_sum;
pub mod scientific;
pub mod simplify;
pub mod sort;
pub mod special;
pub mod special_values;
pub mod stats;
pub mod steps;
pub mod surd;
pub mod verify;

pub use error::{Code, EngineError};
pub use eval::{Angle, EvalOptions, Value};
pub use expr::{Constant, Expr, Func};

use limits::Budget;

/// Parses and evaluates a scientific-calculator expression (no variables)
/// to `digits` significant digits: the text, and the value.
pub fn calculate(text: &str, digits: usize, angle: Angle) -> Result<(String, Value), EngineError> {
    let expr = parser::parse_expr(text, &parser::Options::default())?;
    let mut budget = Budget::default();
    let opts = EvalOptions {
        digits,
        angle,
        vars: Vec::new(),
    };
    let value = eval::evaluate(&expr, &opts, &mut budget)?;
    let text = value.digits(digits).to_text(digits);
    Ok((text, value))
}

#[cfg(test)]
mod test_rng;
#[cfg(test)]
mod tests;
