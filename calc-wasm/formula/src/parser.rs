//! Tokens → syntax tree, by precedence climbing. From loosest to tightest:
//! `or`; `and`; `not`; one comparison (`a < b < c` is refused); `+ -`;
//! `* /` and juxtaposition (`2pi`, `3(a + b)`); unary minus; `^` (right to
//! left, so `-2^2` is −4 and `2^-3` is 1/8). Recursion and tree height are
//! bounded, so no text can exhaust the stack.

use super::lexer::{describe, tokenize, CmpOp, Tok, Token};
use super::{Problem, MAX_HEIGHT};

#[derive(Debug, Clone, PartialEq)]
pub struct Node {
    /// Byte offset of the token the node starts at (a call's name, an
    /// operator's left operand).
    pub pos: usize,
    /// Nodes on the longest path down, this one included.
    pub height: usize,
    pub kind: Kind,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Kind {
    /// A number literal, as written.
    Num(String),
    Str(String),
    Name(String),
    Neg(Box<Node>),
    Not(Box<Node>),
    Binary(BinOp, Box<Node>, Box<Node>),
    Cmp(CmpOp, Box<Node>, Box<Node>),
    /// `name(args)`; `name_end` is where the name ends (for hints).
    Call(String, Vec<Node>),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Pow,
    And,
    Or,
}

pub fn parse(text: &str) -> Result<Node, Problem> {
    let tokens = tokenize(text)?;
    let mut p = Parser {
        tokens,
        at: 0,
        end: text.len(),
    };
    if p.tokens.is_empty() {
        return Err(Problem::at(
            0,
            "the formula is empty",
            "write an expression over the inputs, like bill * tipPercent / 100",
        ));
    }
    let node = p.or(0)?;
    match p.peek() {
        None => Ok(node),
        Some(Token {
            tok: Tok::RParen,
            pos,
            ..
        }) => Err(Problem::at(
            *pos,
            "a ')' without its '('",
            "remove it or add the '(' it closes",
        )),
        Some(t) => Err(Problem::at(
            t.pos,
            text!("unexpected {}", describe(&t.tok)),
            "join the parts with an operator such as + or *, or a comma inside a function call",
        )),
    }
}

struct Parser {
    tokens: Vec<Token>,
    at: usize,
    /// Text length: where "the end" is reported.
    end: usize,
}

fn node(pos: usize, kind: Kind) -> Result<Node, Problem> {
    let height = 1 + match &kind {
        Kind::Num(_) | Kind::Str(_) | Kind::Name(_) => 0,
        Kind::Neg(a) | Kind::Not(a) => a.height,
        Kind::Binary(_, a, b) | Kind::Cmp(_, a, b) => a.height.max(b.height),
        Kind::Call(_, args) => args.iter().map(|a| a.height).max().unwrap_or(0),
    };
    if height > MAX_HEIGHT {
        return Err(Problem::at(
            pos,
            text!("the formula nests too deeply; at most {MAX_HEIGHT} levels"),
            "split it: compute a part as an earlier output and use that output's id",
        ));
    }
    Ok(Node { pos, height, kind })
}

fn binary(op: BinOp, a: Node, b: Node) -> Result<Node, Problem> {
    node(a.pos, Kind::Binary(op, Box::new(a), Box::new(b)))
}

impl Parser {
    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.at)
    }

    fn peek_tok(&self) -> Option<&Tok> {
        self.peek().map(|t| &t.tok)
    }

    fn eat(&mut self, tok: &Tok) -> bool {
        if self.peek_tok() == Some(tok) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    /// Each level of nesting goes through here: parentheses and arguments
    /// (through `or`), prefix operators and right-nested powers.
    fn deeper(&self, depth: usize) -> Result<usize, Problem> {
        if depth >= MAX_HEIGHT {
            let pos = self.peek().map_or(self.end, |t| t.pos);
            return Err(Problem::at(
                pos,
                text!("the formula nests too deeply; at most {MAX_HEIGHT} levels"),
                "split it: compute a part as an earlier output and use that output's id",
            ));
        }
        Ok(depth + 1)
    }

    fn or(&mut self, depth: usize) -> Result<Node, Problem> {
        let depth = self.deeper(depth)?;
        let mut left = self.and(depth)?;
        while self.eat(&Tok::Or) {
            let right = self.and(depth)?;
            left = binary(BinOp::Or, left, right)?;
        }
        Ok(left)
    }

    fn and(&mut self, depth: usize) -> Result<Node, Problem> {
        let mut left = self.not(depth)?;
        while self.eat(&Tok::And) {
            let right = self.not(depth)?;
            left = binary(BinOp::And, left, right)?;
        }
        Ok(left)
    }

    fn not(&mut self, depth: usize) -> Result<Node, Problem> {
        if let Some(Token {
            tok: Tok::Not, pos, ..
        }) = self.peek()
        {
            let pos = *pos;
            self.at += 1;
            let operand = self.not(self.deeper(depth)?)?;
            return node(pos, Kind::Not(Box::new(operand)));
        }
        self.comparison(depth)
    }

    fn comparison(&mut self, depth: usize) -> Result<Node, Problem> {
        let left = self.sum(depth)?;
        let Some(Tok::Cmp(op)) = self.peek_tok().cloned() else {
            return Ok(left);
        };
        self.at += 1;
        let right = self.sum(depth)?;
        if let Some(Token {
            tok: Tok::Cmp(_),
            pos,
            ..
        }) = self.peek()
        {
            return Err(Problem::at(
                *pos,
                "comparisons cannot be chained",
                "join two comparisons with 'and', like 0 < x and x < 10",
            ));
        }
        node(left.pos, Kind::Cmp(op, Box::new(left), Box::new(right)))
    }

    fn sum(&mut self, depth: usize) -> Result<Node, Problem> {
        let mut left = self.product(depth)?;
        loop {
            let op = match self.peek_tok() {
                Some(Tok::Plus) => BinOp::Add,
                Some(Tok::Minus) => BinOp::Sub,
                _ => return Ok(left),
            };
            self.at += 1;
            let right = self.product(depth)?;
            left = binary(op, left, right)?;
        }
    }

    fn product(&mut self, depth: usize) -> Result<Node, Problem> {
        let mut left = self.unary(depth)?;
        loop {
            let op = match self.peek_tok() {
                Some(Tok::Star) => BinOp::Mul,
                Some(Tok::Slash) => BinOp::Div,
                // Juxtaposition: `2pi`, `3(a + b)`, `(a)(b)`.
                Some(Tok::Num(_) | Tok::Ident(_) | Tok::LParen) => {
                    let right = self.power(depth)?;
                    left = binary(BinOp::Mul, left, right)?;
                    continue;
                }
                _ => return Ok(left),
            };
            self.at += 1;
            let right = self.unary(depth)?;
            left = binary(op, left, right)?;
        }
    }

    fn unary(&mut self, depth: usize) -> Result<Node, Problem> {
        match self.peek() {
            Some(Token {
                tok: Tok::Minus,
                pos,
                ..
            }) => {
                let pos = *pos;
                self.at += 1;
                let operand = self.unary(self.deeper(depth)?)?;
                node(pos, Kind::Neg(Box::new(operand)))
            }
            Some(Token { tok: Tok::Plus, .. }) => {
                self.at += 1;
                self.unary(self.deeper(depth)?)
            }
            _ => self.power(depth),
        }
    }

    fn power(&mut self, depth: usize) -> Result<Node, Problem> {
        let base = self.primary(depth)?;
        if !self.eat(&Tok::Caret) {
            return Ok(base);
        }
        // The exponent may carry its own sign (`2^-3`) and groups to the right.
        let exponent = self.unary(self.deeper(depth)?)?;
        binary(BinOp::Pow, base, exponent)
    }

    fn primary(&mut self, depth: usize) -> Result<Node, Problem> {
        let Some(Token { tok, pos, .. }) = self.peek().cloned() else {
            return Err(Problem::at(
                self.end,
                "the formula ends too early",
                "complete the expression after the last operator",
            ));
        };
        self.at += 1;
        match tok {
            Tok::Num(text) => node(pos, Kind::Num(text)),
            Tok::Str(text) => node(pos, Kind::Str(text)),
            Tok::Ident(name) => {
                let open = self.peek().map_or(pos, |t| t.pos);
                if self.eat(&Tok::LParen) {
                    let args = self.arguments(open, depth)?;
                    node(pos, Kind::Call(name, args))
                } else {
                    node(pos, Kind::Name(name))
                }
            }
            Tok::LParen => {
                let inner = self.or(depth)?;
                if !self.eat(&Tok::RParen) {
                    return Err(self.unclosed(pos));
                }
                Ok(inner)
            }
            other => Err(Problem::at(
                pos,
                text!(
                    "expected a number, a name or '(' but found {}",
                    describe(&other)
                ),
                "check for a missing operand or a doubled operator",
            )),
        }
    }

    fn arguments(&mut self, open: usize, depth: usize) -> Result<Vec<Node>, Problem> {
        let mut args = Vec::new();
        if self.eat(&Tok::RParen) {
            return Ok(args);
        }
        loop {
            args.push(self.or(depth)?);
            if self.eat(&Tok::Comma) {
                continue;
            }
            if self.eat(&Tok::RParen) {
                return Ok(args);
            }
            return Err(self.unclosed(open));
        }
    }

    fn unclosed(&self, open: usize) -> Problem {
        match self.peek() {
            Some(t) => Problem::at(
                t.pos,
                text!("expected ',' or ')' but found {}", describe(&t.tok)),
                "separate arguments with commas and close every '('",
            ),
            None => Problem::at(open, "this '(' is never closed", "add the matching ')'"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tree written back with full parentheses.
    fn show(n: &Node) -> String {
        match &n.kind {
            Kind::Num(s) | Kind::Name(s) => s.clone(),
            Kind::Str(s) => format!("'{s}'"),
            Kind::Neg(a) => format!("(-{})", show(a)),
            Kind::Not(a) => format!("(not {})", show(a)),
            Kind::Binary(op, a, b) => {
                let sym = match op {
                    BinOp::Add => "+",
                    BinOp::Sub => "-",
                    BinOp::Mul => "*",
                    BinOp::Div => "/",
                    BinOp::Pow => "^",
                    BinOp::And => "and",
                    BinOp::Or => "or",
                };
                format!("({} {sym} {})", show(a), show(b))
            }
            Kind::Cmp(op, a, b) => format!("({} {} {})", show(a), op.symbol(), show(b)),
            Kind::Call(f, args) => {
                let args: Vec<String> = args.iter().map(show).collect();
                format!("{f}({})", args.join(", "))
            }
        }
    }

    fn p(s: &str) -> String {
        show(&parse(s).unwrap())
    }

    #[test]
    fn precedence_follows_the_engine() {
        for (input, want) in [
            ("-2^2", "(-(2 ^ 2))"),
            ("2^-3", "(2 ^ (-3))"),
            ("2^3^2", "(2 ^ (3 ^ 2))"),
            ("1 - 2 - 3", "((1 - 2) - 3)"),
            ("8 / 2 / 2", "((8 / 2) / 2)"),
            ("2pi", "(2 * pi)"),
            ("3(a + b)", "(3 * (a + b))"),
            ("2x^2", "(2 * (x ^ 2))"),
            ("6 ÷ 2 × 3 − 1", "(((6 / 2) * 3) - 1)"),
        ] {
            assert_eq!(p(input), want, "{input}");
        }
    }

    #[test]
    fn logic_and_comparisons() {
        assert_eq!(
            p("not a < 1 or b = 'x' and c"),
            "((not (a < 1)) or ((b == 'x') and c))"
        );
        assert_eq!(
            p("if(roundTo == 'tip', ceil(x), x)"),
            "if((roundTo == 'tip'), ceil(x), x)"
        );
        assert_eq!(p("pi()"), "pi()");
    }

    #[test]
    fn errors_point_at_the_problem() {
        let at = |s: &str| parse(s).unwrap_err().offset;
        for (input, want) in [
            ("", 0),
            ("1 +", 3),
            ("(1 + 2", 0),
            ("1 + 2)", 5),
            ("max(1, 2", 3),
            ("max(1 2 ,", 9),
            ("1 < 2 < 3", 6),
            ("1 * * 2", 4),
            ("'a' 'b'", 4),
        ] {
            assert_eq!(at(input), want, "{input}");
        }
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_stack_overflow() {
        for s in [
            "(".repeat(5000) + "1" + &")".repeat(5000),
            "-".repeat(5000) + "1",
            "not ".repeat(1000) + "1",
            "2^".repeat(1000) + "2",
            "f(".repeat(1000) + "1" + &")".repeat(1000),
            "1+".repeat(900) + "1",
        ] {
            let text = &s[..s.len().min(super::super::MAX_LENGTH)];
            assert!(parse(text).is_err(), "{}", &text[..20]);
        }
        assert!(parse(&("(".repeat(50) + "1" + &")".repeat(50))).is_ok());
    }
}
