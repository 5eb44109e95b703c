//! Formula text → tokens, each with the byte offset where it starts (the
//! position `calcula check` reports).

use super::{Problem, MAX_LENGTH};

#[derive(Debug, Clone, PartialEq)]
pub enum Tok {
    /// Digits with an optional point and exponent, as written.
    Num(String),
    Ident(String),
    /// A quoted text: a select input's option id.
    Str(String),
    Plus,
    Minus,
    Star,
    Slash,
    Caret,
    LParen,
    RParen,
    Comma,
    Cmp(CmpOp),
    And,
    Or,
    Not,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CmpOp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Token {
    pub tok: Tok,
    pub pos: usize,
}

pub fn describe(tok: &Tok) -> String {
    match tok {
        Tok::Num(s) => text!("the number {s}"),
        Tok::Ident(s) => text!("'{s}'"),
        Tok::Str(s) => text!("the text '{s}'"),
        Tok::Plus => "'+'".into(),
        Tok::Minus => "'-'".into(),
        Tok::Star => "'*'".into(),
        Tok::Slash => "'/'".into(),
        Tok::Caret => "'^'".into(),
        Tok::LParen => "'('".into(),
        Tok::RParen => "')'".into(),
        Tok::Comma => "','".into(),
        Tok::Cmp(op) => text!("'{}'", op.symbol()),
        Tok::And => "'and'".into(),
        Tok::Or => "'or'".into(),
        Tok::Not => "'not'".into(),
    }
}

impl CmpOp {
    pub fn symbol(self) -> &'static str {
        match self {
            CmpOp::Eq => "==",
            CmpOp::Ne => "!=",
            CmpOp::Lt => "<",
            CmpOp::Le => "<=",
            CmpOp::Gt => ">",
            CmpOp::Ge => ">=",
        }
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
    let mut out = Vec::new();
    let mut chars = text.char_indices().peekable();
    while let Some((pos, c)) = chars.next() {
        if c.is_whitespace() {
            continue;
        }
        let mut next_is = |want: char| chars.next_if(|&(_, n)| n == want).is_some();
        let tok = match c {
            '+' => Tok::Plus,
            '-' | '−' | '–' => Tok::Minus,
            '*' | '×' | '·' | '⋅' => {
                if c == '*' && next_is('*') {
                    Tok::Caret
                } else {
                    Tok::Star
                }
            }
            '/' | '÷' => Tok::Slash,
            '^' => Tok::Caret,
            '(' => Tok::LParen,
            ')' => Tok::RParen,
            ',' | ';' => Tok::Comma,
            '=' => {
                next_is('=');
                Tok::Cmp(CmpOp::Eq)
            }
            '≠' => Tok::Cmp(CmpOp::Ne),
            '≤' => Tok::Cmp(CmpOp::Le),
            '≥' => Tok::Cmp(CmpOp::Ge),
            '!' => {
                if next_is('=') {
                    Tok::Cmp(CmpOp::Ne)
                } else {
                    Tok::Not
                }
            }
            '<' => {
                if next_is('=') {
                    Tok::Cmp(CmpOp::Le)
                } else if next_is('>') {
                    Tok::Cmp(CmpOp::Ne)
                } else {
                    Tok::Cmp(CmpOp::Lt)
                }
            }
            '>' => {
                if next_is('=') {
                    Tok::Cmp(CmpOp::Ge)
                } else {
                    Tok::Cmp(CmpOp::Gt)
                }
            }
            '&' if next_is('&') => Tok::And,
            '|' if next_is('|') => Tok::Or,
            'π' => Tok::Ident("pi".into()),
            '\'' | '"' | '‘' | '’' | '“' | '”' => {
                let closing: &[char] = match c {
                    '\'' => &['\''],
                    '"' => &['"'],
                    '‘' | '’' => &['’', '‘'],
                    _ => &['”', '“'],
                };
                let start = pos + c.len_utf8();
                let mut end = None;
                for (p, q) in chars.by_ref() {
                    if closing.contains(&q) {
                        end = Some(p);
                        break;
                    }
                }
                let Some(end) = end else {
                    return Err(Problem::at(
                        pos,
                        "this quote is never closed",
                        text!("end the text with {c}"),
                    ));
                };
                Tok::Str(text[start..end].to_string())
            }
            _ if c.is_ascii_digit() || c == '.' => {
                let Some(len) = calc_core::values::decimal_len(&text[pos..]) else {
                    return Err(Problem::at(
                        pos,
                        "a lone '.' is not a number",
                        "write a digit next to it, like 0.5",
                    ));
                };
                let end = pos + len;
                while chars.next_if(|&(p, _)| p < end).is_some() {}
                Tok::Num(text[pos..end].to_string())
            }
            // ASCII names (ids are camelCase): Unicode's letter tables would
            // add more to the browser's module than the whole parser.
            _ if c.is_ascii_alphabetic() || c == '_' => {
                let mut end = pos + 1;
                while let Some((p, _)) =
                    chars.next_if(|&(_, d)| d.is_ascii_alphanumeric() || d == '_')
                {
                    end = p + 1;
                }
                let word = &text[pos..end];
                match word {
                    "and" | "AND" => Tok::And,
                    "or" | "OR" => Tok::Or,
                    "not" | "NOT" => Tok::Not,
                    _ => Tok::Ident(word.to_string()),
                }
            }
            _ => {
                let hint = match c {
                    '%' => "write a percentage as a division, like rate / 100, and a remainder as mod(a, b)",
                    '[' | '{' => "group with round parentheses ( )",
                    _ => "formulas use + - * / ^, comparisons, parentheses, names and quoted option ids",
                };
                return Err(Problem::at(pos, text!("unexpected character '{c}'"), hint));
            }
        };
        out.push(Token { tok, pos });
    }
    Ok(out)
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
