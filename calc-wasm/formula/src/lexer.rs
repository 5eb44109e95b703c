//! Formula text → tokens, each with the byte offset where it starts (the
//! position `calcula check` reports): calc-core's lexer in its formula
//! dialect (comparisons, `and`/`or`/`not`, quoted texts, ASCII names).

use super::{Problem, MAX_LENGTH};
use calc_core::lexer::{self, Dialect, LexError};

pub use calc_core::lexer::{CmpOp, Tok, Token};

pub fn describe(tok: &Tok) -> String {
    match tok {
        Tok::Num(s) => text!("the number {s}"),
        Tok::Str(s) => text!("the text '{s}'"),
        other => text!("'{}'", other.spelling()),
    }
}

pub fn tokenize(text: &str) -> Result<Vec<Token>, Problem> {
    if text.len() > MAX_LENGTH {
        return Err(Problem::at(
            MAX_LENGTH,
            text!("the formula is too long; at most {MAX_LENGTH} bytes"),
            "split it: compute a part as an earlier output and use that output's id",
        ));
    }
    lexer::tokenize(text, Dialect::Formula).map_err(|e| match e {
        LexError::LoneDot { pos } => Problem::at(
            pos,
            "a lone '.' is not a number",
            "write a digit next to it, like 0.5",
        ),
        LexError::UnclosedQuote { pos, quote } => Problem::at(
            pos,
            "this quote is never closed",
            text!("end the text with {quote}"),
        ),
        LexError::Unexpected { pos, c } => {
            let hint = match c {
                '%' => "write a percentage as a division, like rate / 100, and a remainder as mod(a, b)",
                '[' | '{' => "group with round parentheses ( )",
                _ => "formulas use + - * / ^, comparisons, parentheses, names and quoted option ids",
            };
            Problem::at(pos, text!("unexpected character '{c}'"), hint)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(s: &str) -> Vec<Tok> {
        tokenize(s).unwrap().into_iter().map(|t| t.tok).collect()
    }

    /// The number syntax itself is calc-core's (`values::decimal_len`).
    #[test]
    fn numbers_exponents_and_names() {
        assert_eq!(
            toks("2e-3x"),
            vec![Tok::Num("2e-3".into()), Tok::Ident("x".into())]
        );
        assert!(tokenize(".").is_err());
        assert_eq!(tokenize("1 $ 2").unwrap_err().offset, 2);
    }

    #[test]
    fn comparisons_logic_and_texts() {
        assert_eq!(
            toks("a = 'x' ≠ \"y\" <> b ≤ c >= d && e || !f"),
            vec![
                Tok::Ident("a".into()),
                Tok::Cmp(CmpOp::Eq),
                Tok::Str("x".into()),
                Tok::Cmp(CmpOp::Ne),
                Tok::Str("y".into()),
                Tok::Cmp(CmpOp::Ne),
                Tok::Ident("b".into()),
                Tok::Cmp(CmpOp::Le),
                Tok::Ident("c".into()),
                Tok::Cmp(CmpOp::Ge),
                Tok::Ident("d".into()),
                Tok::And,
                Tok::Ident("e".into()),
                Tok::Or,
                Tok::Not,
                Tok::Ident("f".into()),
            ]
        );
        assert_eq!(toks("a == b")[1], Tok::Cmp(CmpOp::Eq));
        assert_eq!(toks("‘tip’"), vec![Tok::Str("tip".into())]);
        let err = tokenize("x == 'tip").unwrap_err();
        assert_eq!(err.offset, 5);
    }

    #[test]
    fn too_long_is_refused() {
        assert!(tokenize(&"1+".repeat(MAX_LENGTH)).is_err());
    }
}
