//! Text → tokens for both expression languages: the academic calculators'
//! engine (calc-engine) and the YAML formulas (calc-formula). One scanner,
//! so a number, a name or `×` reads the same in both; a [`Dialect`] picks
//! what only one of them reads. Errors are data ([`LexError`]): each
//! language words its own messages (the formula module leaves them out of
//! the browser) and keeps its own length limit.

mod operators;
#[cfg(test)]
mod tests;
mod tok;

use std::iter::Peekable;
use std::str::CharIndices;

pub use tok::{CmpOp, Tok};

/// Which language is being read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dialect {
    /// The engine: `!` is a factorial, `%` a percentage, `=` an equation,
    /// `|x|` an absolute value; `x²` is a power, `[ ]` and `{ }` are
    /// parentheses, and names may be any letters (`α`, `é`).
    Engine,
    /// The formulas: comparisons, `and`/`or`/`not` (also `&&`, `||`, `!`),
    /// quoted texts, `;` between arguments. Names are ASCII: Unicode's
    /// letter tables would add more to the browser's module than the whole
    /// parser.
    Formula,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Token {
    pub tok: Tok,
    /// Byte offset of the token's first character.
    pub pos: usize,
    /// Whitespace comes right before this token (the engine's mixed
    /// numbers: `1 3/4`).
    pub space_before: bool,
}

/// Where and why a text is not a list of tokens; `pos` is a byte offset.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LexError {
    /// A '.' with no digit after it.
    LoneDot { pos: usize },
    /// A quote (formulas) with no closing one.
    UnclosedQuote { pos: usize, quote: char },
    /// A character this dialect does not read.
    Unexpected { pos: usize, c: char },
}

type Chars<'a> = Peekable<CharIndices<'a>>;

/// Consumes the next character if it is `want`: the second half of `**`,
/// `==`, `<=`, `&&`.
fn next_is(chars: &mut Chars<'_>, want: char) -> bool {
    chars.next_if(|&(_, c)| c == want).is_some()
}

// Inlined into each language's crate, where the dialect is a constant: the
// formula module then carries no Unicode letter tables and no engine-only
// branches.
#[inline]
pub fn tokenize(text: &str, dialect: Dialect) -> Result<Vec<Token>, LexError> {
    let mut out = Vec::new();
    let mut chars = text.char_indices().peekable();
    let mut space_before = false;
    while let Some((pos, c)) = chars.next() {
        if c.is_whitespace() {
            space_before = true;
            continue;
        }
        let tok = if let Some(tok) = operators::operator(c, dialect, &mut chars) {
            tok
        } else if let Some(digit) = dialect.superscript(c) {
            // `x²` is `x ^ 2`: two tokens at the one character.
            out.push(Token {
                tok: Tok::Caret,
                pos,
                space_before,
            });
            space_before = false;
            Tok::Num(digit.to_string())
        } else if c.is_ascii_digit() || c == '.' {
            let len = crate::values::decimal_len(&text[pos..]).ok_or(LexError::LoneDot { pos })?;
            let end = pos + len;
            while chars.next_if(|&(p, _)| p < end).is_some() {}
            Tok::Num(text[pos..end].to_string())
        } else if dialect.starts_name(c) {
            while chars.next_if(|&(_, d)| dialect.continues_name(d)).is_some() {}
            let end = chars.peek().map_or(text.len(), |&(p, _)| p);
            dialect.word(&text[pos..end])
        } else if let Some(closing) = dialect.closing_quotes(c) {
            let start = pos + c.len_utf8();
            let end = chars
                .by_ref()
                .find(|(_, q)| closing.contains(q))
                .ok_or(LexError::UnclosedQuote { pos, quote: c })?
                .0;
            Tok::Str(text[start..end].to_string())
        } else {
            return Err(LexError::Unexpected { pos, c });
        };
        out.push(Token {
            tok,
            pos,
            space_before,
        });
        space_before = false;
    }
    Ok(out)
}

impl Dialect {
    fn starts_name(self, c: char) -> bool {
        match self {
            Dialect::Engine => c.is_alphabetic() || c == '_',
            Dialect::Formula => c.is_ascii_alphabetic() || c == '_',
        }
    }

    fn continues_name(self, c: char) -> bool {
        match self {
            // A superscript digit is a power even right after a name (`x²`).
            Dialect::Engine => (c.is_alphanumeric() && superscript(c).is_none()) || c == '_',
            Dialect::Formula => c.is_ascii_alphanumeric() || c == '_',
        }
    }

    /// A name, or one of the formulas' word operators (`and` or `AND`;
    /// `And` is a name).
    fn word(self, word: &str) -> Tok {
        match (self, word) {
            (Dialect::Formula, "and" | "AND") => Tok::And,
            (Dialect::Formula, "or" | "OR") => Tok::Or,
            (Dialect::Formula, "not" | "NOT") => Tok::Not,
            _ => Tok::Ident(word.to_string()),
        }
    }

    fn superscript(self, c: char) -> Option<char> {
        match self {
            Dialect::Engine => superscript(c),
            Dialect::Formula => None,
        }
    }

    /// The quotes that end a text opened with `c`: either of a curly pair,
    /// as word processors turn a quote the wrong way round.
    fn closing_quotes(self, c: char) -> Option<&'static [char]> {
        match (self, c) {
            (Dialect::Engine, _) => None,
            (Dialect::Formula, '\'') => Some(&['\'']),
            (Dialect::Formula, '"') => Some(&['"']),
            (Dialect::Formula, '‘' | '’') => Some(&['’', '‘']),
            (Dialect::Formula, '“' | '”') => Some(&['”', '“']),
            (Dialect::Formula, _) => None,
        }
    }
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
