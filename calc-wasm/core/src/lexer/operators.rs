//! The one- and two-character operators and punctuation of each dialect.

use super::{next_is, Chars, CmpOp, Dialect, Tok};

/// The token an operator character starts, or `None` when `c` is not one
/// in this dialect (a single `&` or formula `|` then reads as unexpected).
pub(super) fn operator(c: char, dialect: Dialect, chars: &mut Chars<'_>) -> Option<Tok> {
    shared(c, chars).or_else(|| match dialect {
        Dialect::Engine => engine(c),
        Dialect::Formula => formula(c, chars),
    })
}

fn shared(c: char, chars: &mut Chars<'_>) -> Option<Tok> {
    Some(match c {
        '+' => Tok::Plus,
        '-' | '−' | '–' => Tok::Minus,
        '*' if next_is(chars, '*') => Tok::Caret,
        '*' | '×' | '·' | '⋅' => Tok::Star,
        '/' | '÷' => Tok::Slash,
        '^' => Tok::Caret,
        '(' => Tok::LParen,
        ')' => Tok::RParen,
        ',' => Tok::Comma,
        'π' => Tok::Ident("pi".into()),
        _ => return None,
    })
}

fn engine(c: char) -> Option<Tok> {
    Some(match c {
        // Two more look-alikes the formulas have never read.
        '∙' => Tok::Star,
        '∕' => Tok::Slash,
        '[' | '{' => Tok::LParen,
        ']' | '}' => Tok::RParen,
        '!' => Tok::Bang,
        '%' => Tok::Percent,
        '=' => Tok::Equals,
        ';' => Tok::Semicolon,
        '|' => Tok::Bar,
        '√' => Tok::Root,
        '∞' => Tok::Ident("inf".into()),
        _ => return None,
    })
}

fn formula(c: char, chars: &mut Chars<'_>) -> Option<Tok> {
    Some(match c {
        // A spreadsheet's argument separator in many locales.
        ';' => Tok::Comma,
        '=' => {
            next_is(chars, '=');
            Tok::Cmp(CmpOp::Eq)
        }
        '≠' => Tok::Cmp(CmpOp::Ne),
        '≤' => Tok::Cmp(CmpOp::Le),
        '≥' => Tok::Cmp(CmpOp::Ge),
        '!' if next_is(chars, '=') => Tok::Cmp(CmpOp::Ne),
        '!' => Tok::Not,
        '<' if next_is(chars, '=') => Tok::Cmp(CmpOp::Le),
        '<' if next_is(chars, '>') => Tok::Cmp(CmpOp::Ne),
        '<' => Tok::Cmp(CmpOp::Lt),
        '>' if next_is(chars, '=') => Tok::Cmp(CmpOp::Ge),
        '>' => Tok::Cmp(CmpOp::Gt),
        '&' if next_is(chars, '&') => Tok::And,
        '|' if next_is(chars, '|') => Tok::Or,
        _ => return None,
    })
}
