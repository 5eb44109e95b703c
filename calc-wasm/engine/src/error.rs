//! What can go wrong in an expression, as a code (for translation), an
//! optional position in the input, the text found there, and an English
//! message.

use calc_core::error::{ErrorKind, InputError};
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
    /// A name written as a call, `name(…)`, that is no function the
    /// calculator knows (`sinc(x)`; `gamma(x)` outside the scientific one).
    UnknownFunction,
    /// A function used without its argument, or with the wrong number.
    BadArguments,
    TooLong,
    TooDeep,
    /// Ran out of the work budget, or grew beyond the size limits.
    TooComplex,
    /// Larger (or smaller) than the engine represents.
    TooLarge,
    DivisionByZero,
    /// A matrix without an inverse (its determinant is 0).
    Singular,
    /// A matrix that is not square where the operation needs one
    /// (inverse, determinant, trace, power); the token is its size, `2×3`.
    NotSquare,
    /// Two matrices whose sizes do not fit the operation (a sum of
    /// different sizes, a product whose inner sides differ).
    MatrixSizes,
    /// Columns that are not linearly independent where the operation
    /// needs them to be (QR by Gram–Schmidt); the token is the column's
    /// number.
    DependentColumns,
    /// Outside the function's domain (sqrt(-1), ln(0), 0^-1, (-1)!).
    Domain,
    /// The calculator cannot do this (yet): no elementary antiderivative
    /// found, an equation that is not polynomial, ...
    Unsupported,
    /// A number, list or matrix that is malformed.
    BadNumber,
    /// Not usable as a variable name (empty, a function's or constant's
    /// name, punctuation).
    BadVariable,
    /// An integral (or sum) without a finite value: ∫₁^∞ 1/x.
    Divergent,
    /// Divergent, but with a Cauchy principal value (the token holds it):
    /// ∫ x over ℝ diverges; lim ∫₋ᵣʳ x = 0.
    DivergentPrincipalValue,
    /// Divergent because the antiderivative has no finite limit at a bound
    /// (the token says which: `ln(x) → ∞ (x → ∞)`).
    DivergentAntiderivative,
    /// A point given on a curve F(x, y) = 0 that is not on it (the token
    /// is the point).
    NotOnCurve,
    /// A vertical tangent, where dy/dx is undefined (the token is the
    /// line, `x = 5`).
    VerticalTangent,
    /// A complex result with complex numbers switched off (sqrt(-4), `i`).
    NotReal,
    /// A function of whole numbers given another value (nCr(2.5, 1),
    /// gcd(1/2, 3), nCr(-1, 2)).
    NotWhole,
    /// A function at one of its poles (gamma(0), gamma(-2)).
    Pole,
    /// A number in a base with a digit that base has not (`0b102`, `0xG`).
    BadDigit,
    /// A bitwise operation given a number that is not whole (and(2.5, 1)).
    Bitwise,
    /// A whole number in a base or a bitwise operation past the size limit
    /// (`bases::MAX_BITS`), or a negative shift.
    BitLimit,
}

impl Code {
    /// Every code: each is an `invalidExpression` reason the page translates
    /// (locales: calculatorIsland.expressionErrors).
    pub const ALL: &'static [Code] = &[
        Code::Empty,
        Code::UnexpectedCharacter,
        Code::UnexpectedToken,
        Code::UnexpectedEnd,
        Code::UnbalancedParenthesis,
        Code::UnknownName,
        Code::UnknownFunction,
        Code::BadArguments,
        Code::TooLong,
        Code::TooDeep,
        Code::TooComplex,
        Code::TooLarge,
        Code::DivisionByZero,
        Code::Singular,
        Code::NotSquare,
        Code::MatrixSizes,
        Code::DependentColumns,
        Code::Domain,
        Code::Unsupported,
        Code::BadNumber,
        Code::BadVariable,
        Code::Divergent,
        Code::DivergentPrincipalValue,
        Code::DivergentAntiderivative,
        Code::NotOnCurve,
        Code::VerticalTangent,
        Code::NotReal,
        Code::NotWhole,
        Code::Pole,
        Code::BadDigit,
        Code::Bitwise,
        Code::BitLimit,
    ];

    /// The camelCase id the page translates.
    pub fn id(self) -> &'static str {
        match self {
            Code::Empty => "empty",
            Code::UnexpectedCharacter => "unexpectedCharacter",
            Code::UnexpectedToken => "unexpectedToken",
            Code::UnexpectedEnd => "unexpectedEnd",
            Code::UnbalancedParenthesis => "unbalancedParenthesis",
            Code::UnknownName => "unknownName",
            Code::UnknownFunction => "unknownFunction",
            Code::BadArguments => "badArguments",
            Code::TooLong => "tooLong",
            Code::TooDeep => "tooDeep",
            Code::TooComplex => "tooComplex",
            Code::TooLarge => "tooLarge",
            Code::DivisionByZero => "divisionByZero",
            Code::Singular => "singular",
            Code::NotSquare => "notSquare",
            Code::MatrixSizes => "matrixSizes",
            Code::DependentColumns => "dependentColumns",
            Code::Domain => "domain",
            Code::Unsupported => "unsupported",
            Code::BadNumber => "badNumber",
            Code::BadVariable => "badVariable",
            Code::Divergent => "divergent",
            Code::DivergentPrincipalValue => "divergentPrincipalValue",
            Code::DivergentAntiderivative => "divergentAntiderivative",
            Code::NotOnCurve => "notOnCurve",
            Code::VerticalTangent => "verticalTangent",
            Code::NotReal => "notReal",
            Code::NotWhole => "notWhole",
            Code::Pole => "pole",
            Code::BadDigit => "badDigit",
            Code::Bitwise => "bitwise",
            Code::BitLimit => "bitLimit",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineError {
    pub code: Code,
    /// Where the error is, when it is at a place: a byte offset while the
    /// lexer and parser work, a 0-based character offset once the parser's
    /// entry points hand the error out (`located`).
    pub position: Option<usize>,
    /// The text at `position` (a character, a name, a number), once located.
    pub token: Option<String>,
    /// Plain-English detail (the name, the expected token, ...).
    pub detail: String,
}

impl EngineError {
    pub fn new(code: Code, detail: impl Into<String>) -> Self {
        EngineError {
            code,
            position: None,
            token: None,
            detail: detail.into(),
        }
    }

    pub fn at(code: Code, position: usize, detail: impl Into<String>) -> Self {
        EngineError {
            code,
            position: Some(position),
            token: None,
            detail: detail.into(),
        }
    }

    /// The error with its byte offset in `text` turned into a character
    /// offset, and the token found there: a name or number (a run of
    /// letters, digits, `_` and `.`), else the one character. At the end
    /// of the text, no token.
    pub fn located(mut self, text: &str) -> Self {
        let Some(byte) = self.position else {
            return self;
        };
        let byte = (0..=byte.min(text.len()))
            .rev()
            .find(|&b| text.is_char_boundary(b))
            .unwrap_or(0);
        let (before, rest) = text.split_at(byte);
        self.position = Some(before.chars().count());
        let word = |c: char| c.is_alphanumeric() || c == '_' || c == '.';
        self.token = match rest.chars().next() {
            Some(c) if word(c) => {
                let end = rest.find(|c: char| !word(c)).unwrap_or(rest.len());
                // A name or number as long as the whole input is cut short.
                Some(rest[..end].chars().take(40).collect())
            }
            Some(c) => Some(c.to_string()),
            None => None,
        };
        self
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

    /// As an input error of the calculator's input `input`: too long and
    /// too large keep their general codes; everything else is an
    /// `invalidExpression` with this error's code as its reason and, when
    /// located, the 1-based character position and the token there.
    pub fn for_input(&self, input: &str) -> InputError {
        let kind = match self.code {
            Code::TooLarge => ErrorKind::ResultTooLarge,
            Code::TooLong => ErrorKind::TooLong {
                max_length: super::limits::MAX_INPUT,
            },
            code => ErrorKind::InvalidExpression {
                reason: code.id(),
                position: self.position.map(|p| p + 1),
                token: self.token.clone(),
                detail: self.detail.clone(),
            },
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parser::{parse_expr, Options};

    fn parse_err(text: &str) -> EngineError {
        parse_expr(text, &Options::default()).unwrap_err()
    }

    #[test]
    fn positions_are_characters_and_carry_the_token() {
        let e = parse_err("(1+2))*3");
        assert_eq!(e.code, Code::UnbalancedParenthesis);
        assert_eq!((e.position, e.token.as_deref()), (Some(5), Some(")")));
        // Multi-byte characters before the error count once each.
        let e = parse_err("√4 + π·2 + $");
        assert_eq!(e.code, Code::UnexpectedCharacter);
        assert_eq!((e.position, e.token.as_deref()), (Some(11), Some("$")));
        let e = parse_err("2 + foo(3)");
        assert_eq!(e.code, Code::UnknownFunction);
        assert_eq!((e.position, e.token.as_deref()), (Some(4), Some("foo")));
        // At the end there is nothing to show.
        let e = parse_err("2 +");
        assert_eq!(e.code, Code::UnexpectedEnd);
        assert_eq!((e.position, e.token), (Some(3), None));
    }

    /// The keys of the locale's `calculatorIsland.expressionErrors` map
    /// (read as text: two-space-indented YAML, keys four spaces in).
    fn reason_keys(locale: &str) -> Vec<String> {
        let path = format!("{}/../../locales/{locale}.yaml", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(path).unwrap();
        let mut lines = text.lines().skip_while(|l| *l != "calculatorIsland:");
        let _ = lines.by_ref().find(|l| *l == "  expressionErrors:");
        lines
            .take_while(|l| l.starts_with("    ") || l.trim().is_empty())
            .filter_map(|l| l.trim().split_once(':').map(|(k, _)| k.to_string()))
            .collect()
    }

    #[test]
    fn every_reason_has_a_message_in_every_language() {
        for locale in ["en", "pt-BR"] {
            let keys = reason_keys(locale);
            for code in Code::ALL {
                assert!(
                    keys.iter().any(|k| k == code.id()),
                    "{locale}: {}",
                    code.id()
                );
            }
            for k in &keys {
                let base = k.strip_suffix("At").unwrap_or(k);
                assert!(
                    Code::ALL.iter().any(|c| c.id() == base),
                    "{locale}: {k} is no reason"
                );
            }
        }
    }

    #[test]
    fn as_an_input_error() {
        let e = parse_err("1 + * 2").for_input("expression");
        assert_eq!(
            serde_json::to_value(&e).unwrap(),
            serde_json::json!({
                "input": "expression",
                "code": "invalidExpression",
                "reason": "unexpectedToken",
                "position": 5.0,
                "token": "*"
            })
        );
        assert_eq!(e.to_string(), "expression: unexpected '*' (at character 5)");
        let e = EngineError::domain("ln of a negative number").for_input("x");
        assert_eq!(e.to_string(), "x: ln of a negative number");
        let e = EngineError::too_large().for_input("x");
        assert_eq!(e.kind, ErrorKind::ResultTooLarge);
    }
}
