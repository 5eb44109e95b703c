//! What can go wrong in an expression, as a code (for translation), an
//! optional position (a byte offset in the input) and an English message.

use crate::error::{ErrorKind, InputError};
use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Code {
    /// Empty input.
    Empty,
    /// A character the language does not use.
    UnexpectedCharacter,
    /// A token where another was expected (detail says which).
    UnexpectedToken,
    UnexpectedEnd,
    UnbalancedParenthesis,
    /// A name that is not a function, constant or allowed variable.
    UnknownName,
    /// A function used without its argument, or with the wrong number.
    BadArguments,
    TooLong,
    TooDeep,
    /// Ran out of the work budget, or grew beyond the size limits.
    TooComplex,
    /// Larger (or smaller) than the engine represents.
    TooLarge,
    DivisionByZero,
    /// Outside the function's domain (sqrt(-1), ln(0), 0^-1, (-1)!).
    Domain,
    /// The calculator cannot do this (yet): no elementary antiderivative
    /// found, an equation that is not polynomial, ...
    Unsupported,
    /// A number, list or matrix that is malformed.
    BadNumber,
}

impl Code {
    /// The camelCase id the page translates.
    pub fn id(self) -> &'static str {
        match self {
            Code::Empty => "empty",
            Code::UnexpectedCharacter => "unexpectedCharacter",
            Code::UnexpectedToken => "unexpectedToken",
            Code::UnexpectedEnd => "unexpectedEnd",
            Code::UnbalancedParenthesis => "unbalancedParenthesis",
            Code::UnknownName => "unknownName",
            Code::BadArguments => "badArguments",
            Code::TooLong => "tooLong",
            Code::TooDeep => "tooDeep",
            Code::TooComplex => "tooComplex",
            Code::TooLarge => "tooLarge",
            Code::DivisionByZero => "divisionByZero",
            Code::Domain => "domain",
            Code::Unsupported => "unsupported",
            Code::BadNumber => "badNumber",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineError {
    pub code: Code,
    /// Byte offset in the input, when the error is at a place.
    pub position: Option<usize>,
    /// Plain-English detail (the name, the expected token, ...).
    pub detail: String,
}

impl EngineError {
    pub fn new(code: Code, detail: impl Into<String>) -> Self {
        EngineError {
            code,
            position: None,
            detail: detail.into(),
        }
    }

    pub fn at(code: Code, position: usize, detail: impl Into<String>) -> Self {
        EngineError {
            code,
            position: Some(position),
            detail: detail.into(),
        }
    }

    pub fn too_complex() -> Self {
        EngineError::new(
            Code::TooComplex,
            "the calculation needs too much work; simplify it or ask for fewer digits",
        )
    }

    pub fn too_large() -> Self {
        EngineError::new(
            Code::TooLarge,
            "the result is too large (or too small) to represent",
        )
    }

    pub fn domain(detail: impl Into<String>) -> Self {
        EngineError::new(Code::Domain, detail)
    }

    pub fn division_by_zero() -> Self {
        EngineError::new(Code::DivisionByZero, "division by zero")
    }

    pub fn unsupported(detail: impl Into<String>) -> Self {
        EngineError::new(Code::Unsupported, detail)
    }

    /// As an input error of the calculator's input `input`. Until the core
    /// error kinds have an expression variant, most map to `NotANumber`.
    pub fn for_input(&self, input: &str) -> InputError {
        let kind = match self.code {
            Code::DivisionByZero => ErrorKind::MustNotBeZero,
            Code::TooLarge => ErrorKind::ResultTooLarge,
            Code::TooLong => ErrorKind::TooLong {
                max_length: super::limits::MAX_INPUT,
            },
            _ => ErrorKind::NotANumber,
        };
        InputError::new(input, kind)
    }
}

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.position {
            Some(p) => write!(f, "{} (at character {})", self.detail, p + 1),
            None => f.write_str(&self.detail),
        }
    }
}

impl std::error::Error for EngineError {}

pub type Result<T> = std::result::Result<T, EngineError>;
