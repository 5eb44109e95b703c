//! Text → tokens: calc-core's lexer in its engine dialect (`!`, `%`, `=`,
//! `|x|`, `√`, `x²`, any letters in names). Numbers stay as their digits
//! (the parser turns them into exact rationals); positions are byte offsets
//! for error messages.

use super::error::{Code, EngineError, Result};
use super::limits::MAX_INPUT;
use calc_core::lexer::{self, Dialect, LexError};

pub use calc_core::lexer::{Tok, Token};

pub fn describe(tok: &Tok) -> String {
    match tok {
        Tok::Num(s) => format!("number {s}"),
        other => format!("'{}'", other.spelling()),
    }
}

pub fn tokenize(text: &str) -> Result<Vec<Token>> {
    if text.len() > MAX_INPUT {
        return Err(EngineError::new(
            Code::TooLong,
            format!("the expression is too long; at most {MAX_INPUT} characters"),
        ));
    }
    lexer::tokenize(text, Dialect::Engine).map_err(|e| match e {
        LexError::LoneDot { pos } => {
            EngineError::at(Code::UnexpectedCharacter, pos, "a lone '.' is not a number")
        }
        // The engine reads no quotes: an opening one is just unexpected.
        LexError::Unexpected { pos, c } | LexError::UnclosedQuote { pos, quote: c } => {
            EngineError::at(
                Code::UnexpectedCharacter,
                pos,
                format!("unexpected character '{c}'"),
            )
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(s: &str) -> Vec<Tok> {
        tokenize(s).unwrap().into_iter().map(|t| t.tok).collect()
    }

    #[test]
    fn numbers_and_exponents() {
        assert_eq!(toks("1.5e3"), vec![Tok::Num("1.5e3".into())]);
        assert_eq!(
            toks("2e"),
            vec![Tok::Num("2".into()), Tok::Ident("e".into())]
        );
        assert_eq!(
            toks("2e-3x"),
            vec![Tok::Num("2e-3".into()), Tok::Ident("x".into())]
        );
        assert_eq!(toks(".5"), vec![Tok::Num(".5".into())]);
        assert_eq!(
            toks("2**3"),
            vec![Tok::Num("2".into()), Tok::Caret, Tok::Num("3".into())]
        );
        assert_eq!(
            toks("x²"),
            vec![Tok::Ident("x".into()), Tok::Caret, Tok::Num("2".into())]
        );
        assert!(tokenize("1 $ 2").is_err());
        assert!(tokenize(".").is_err());
    }
}
