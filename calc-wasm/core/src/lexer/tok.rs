//! The tokens of both dialects.

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Tok {
    /// Digits with an optional point and exponent, as written.
    Num(String),
    Ident(String),
    /// A quoted text (formulas): a select input's option id.
    Str(String),
    Plus,
    Minus,
    Star,
    Slash,
    Caret,
    LParen,
    RParen,
    Comma,
    /// `!`, the engine's factorial.
    Bang,
    /// `%`, the engine's percentage.
    Percent,
    /// `=`, the engine's equation.
    Equals,
    /// `;`, the engine's other argument separator.
    Semicolon,
    /// `|`, the engine's absolute value bars.
    Bar,
    /// `√`, the engine's prefix square root.
    Root,
    /// A comparison (formulas).
    Cmp(CmpOp),
    /// `and`, `&&` (formulas).
    And,
    /// `or`, `||` (formulas).
    Or,
    /// `not`, `!` (formulas).
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

impl Tok {
    /// The token as error messages quote it: a number's, name's or text's
    /// own characters, an operator's ASCII spelling (`×` is `*`).
    pub fn spelling(&self) -> &str {
        match self {
            Tok::Num(s) | Tok::Ident(s) | Tok::Str(s) => s,
            Tok::Plus => "+",
            Tok::Minus => "-",
            Tok::Star => "*",
            Tok::Slash => "/",
            Tok::Caret => "^",
            Tok::LParen => "(",
            Tok::RParen => ")",
            Tok::Comma => ",",
            Tok::Bang => "!",
            Tok::Percent => "%",
            Tok::Equals => "=",
            Tok::Semicolon => ";",
            Tok::Bar => "|",
            Tok::Root => "√",
            Tok::Cmp(op) => op.symbol(),
            Tok::And => "and",
            Tok::Or => "or",
            Tok::Not => "not",
        }
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
