//! Text → tokens. Numbers stay as their digits (the parser turns them into
//! exact rationals); positions are byte offsets for error messages.

use super::error::{Code, EngineError, Result};
use super::limits::MAX_INPUT;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Tok {
    /// Digits with an optional point and exponent, as written.
    Num(String),
    Ident(String),
    Plus,
    Minus,
    Star,
    Slash,
    Caret,
    LParen,
    RParen,
    Bang,
    Percent,
    Comma,
    Equals,
    Semicolon,
    Bar,
    /// `√`, a prefix square root.
    Root,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Token {
    pub tok: Tok,
    pub pos: usize,
    /// Whitespace comes right before this token (mixed numbers: `1 3/4`).
    pub space_before: bool,
}

pub fn describe(tok: &Tok) -> String {
    match tok {
        Tok::Num(s) => format!("number {s}"),
        Tok::Ident(s) => format!("'{s}'"),
        Tok::Plus => "'+'".into(),
        Tok::Minus => "'-'".into(),
        Tok::Star => "'*'".into(),
        Tok::Slash => "'/'".into(),
        Tok::Caret => "'^'".into(),
        Tok::LParen => "'('".into(),
        Tok::RParen => "')'".into(),
        Tok::Bang => "'!'".into(),
        Tok::Percent => "'%'".into(),
        Tok::Comma => "','".into(),
        Tok::Equals => "'='".into(),
        Tok::Semicolon => "';'".into(),
        Tok::Bar => "'|'".into(),
        Tok::Root => "'√'".into(),
    }
}

pub fn tokenize(text: &str) -> Result<Vec<Token>> {
    if text.len() > MAX_INPUT {
        return Err(EngineError::new(
            Code::TooLong,
            format!("the expression is too long; at most {MAX_INPUT} characters"),
        ));
    }
    let mut out = Vec::new();
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let mut i = 0;
    let mut space = false;
    while let Some(&(pos, c)) = chars.get(i) {
        if c.is_whitespace() {
            space = true;
            i += 1;
            continue;
        }
        let single = match c {
            '+' => Some(Tok::Plus),
            '-' | '−' | '–' => Some(Tok::Minus),
            '*' | '×' | '·' | '∙' | '⋅' => {
                if c == '*' && chars.get(i + 1).map(|p| p.1) == Some('*') {
                    i += 1;
                    Some(Tok::Caret)
                } else {
                    Some(Tok::Star)
                }
            }
            '/' | '÷' | '∕' => Some(Tok::Slash),
            '^' => Some(Tok::Caret),
            '(' | '[' | '{' => Some(Tok::LParen),
            ')' | ']' | '}' => Some(Tok::RParen),
            '!' => Some(Tok::Bang),
            '%' => Some(Tok::Percent),
            ',' => Some(Tok::Comma),
            '=' => Some(Tok::Equals),
            ';' => Some(Tok::Semicolon),
            '|' => Some(Tok::Bar),
            '√' => Some(Tok::Root),
            'π' => Some(Tok::Ident("pi".into())),
            '∞' => Some(Tok::Ident("inf".into())),
            _ => None,
        };
        if let Some(tok) = single {
            out.push(Token {
                tok,
                pos,
                space_before: space,
            });
            space = false;
            i += 1;
            continue;
        }
        if let Some(d) = superscript(c) {
            out.push(Token {
                tok: Tok::Caret,
                pos,
                space_before: space,
            });
            out.push(Token {
                tok: Tok::Num(d.to_string()),
                pos,
                space_before: false,
            });
            space = false;
            i += 1;
            continue;
        }
        if c.is_ascii_digit() || c == '.' {
            let start_byte = pos;
            let Some(len) = calc_core::values::decimal_len(&text[start_byte..]) else {
                return Err(EngineError::at(
                    Code::UnexpectedCharacter,
                    pos,
                    "a lone '.' is not a number",
                ));
            };
            let end = start_byte + len;
            while chars.get(i).is_some_and(|p| p.0 < end) {
                i += 1;
            }
            out.push(Token {
                tok: Tok::Num(text[start_byte..end].to_string()),
                pos,
                space_before: space,
            });
            space = false;
            continue;
        }
        if c.is_alphabetic() || c == '_' {
            let start = i;
            while chars.get(i).is_some_and(|p| {
                (p.1.is_alphanumeric() && superscript(p.1).is_none()) || p.1 == '_'
            }) {
                i += 1;
            }
            let end = chars.get(i).map_or(text.len(), |p| p.0);
            let start_byte = chars.get(start).map_or(0, |p| p.0);
            let name = text.get(start_byte..end).unwrap_or("").to_string();
            out.push(Token {
                tok: Tok::Ident(name),
                pos,
                space_before: space,
            });
            space = false;
            continue;
        }
        return Err(EngineError::at(
            Code::UnexpectedCharacter,
            pos,
            format!("unexpected character '{c}'"),
        ));
    }
    Ok(out)
}

fn superscript(c: char) -> Option<char> {
    Some(match c {
        '⁰' => '0',
        '¹' => '1',
        '²' => '2',
        '³' => '3',
        '⁴' => '4',
        '⁵' => '5',
        '⁶' => '6',
        '⁷' => '7',
        '⁸' => '8',
        '⁹' => '9',
        _ => return None,
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
