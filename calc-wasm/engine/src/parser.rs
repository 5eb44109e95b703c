//! Tokens → syntax tree → expression.
//!
//! Conventions (docs/eval.md): `^` groups right to left and binds
//! tighter than unary minus (`-2^2` = −4, `2^-3` = 1/8); `x%` is x/100;
//! `n!` is the factorial; juxtaposition multiplies (`2pi`, `3(4+5)`, `2x`)
//! at the level of `*` and `/`, left to right; `log` is base 10, `ln`
//! natural; a function name may take its argument without parentheses
//! (`sin x`, `ln 2x`), and `sin^2(x)` is sin(x)², `sin^-1(x)` is asin(x).
//!
//! The syntax tree (`Ast`) keeps the operations as written, for worked
//! steps; `lower` turns it into the canonical `Expr`.

use super::error::{Code, EngineError, Result};
use super::expr::{Constant, Expr, Func};
use super::lexer::{describe, tokenize, Tok, Token};
use super::limits::MAX_DEPTH;
use dashu::base::Sign;
use dashu::integer::{IBig, UBig};
use dashu::rational::RBig;

/// Largest power of ten a number literal may carry (`1e20000`).
const MAX_LITERAL_EXPONENT: i64 = 20_000;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ast {
    Num {
        value: RBig,
        text: String,
    },
    /// A constant (`pi`, `e`) or a variable.
    Name(String),
    Neg(Box<Ast>),
    /// Terms with their sign: `true` for subtracted.
    Sum(Vec<(bool, Ast)>),
    /// Factors with their operation: `true` for divided.
    Product(Vec<(bool, Ast)>),
    Pow(Box<Ast>, Box<Ast>),
    /// A function by its canonical name (`sqrt`, `cbrt`, `exp` and the `Func`s).
    Call(&'static str, Box<Ast>),
    Fact(Box<Ast>),
    Percent(Box<Ast>),
    /// A function of the scientific calculator's own (`nCr(5, 2)`,
    /// `log(8, 2)`, `gamma(x)`, `re(z)`; see `scientific`), with the byte
    /// position of its name. Only `parse_scientific` makes these.
    CallN {
        name: &'static str,
        args: Vec<Ast>,
        pos: usize,
    },
}

/// Which names are variables.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Vars {
    /// No variables: any unknown name is an error (the scientific calculator).
    None,
    /// Exactly these names.
    Only(Vec<String>),
    /// Any name: unknown words split into single-letter variables (`xy` is x·y),
    /// and these longer names are kept whole.
    Any(Vec<String>),
}

#[derive(Debug, Clone)]
pub struct Options {
    pub vars: Vars,
    /// `1 3/4` is a mixed number and `0.1(6)` a repeating decimal (fractions).
    pub mixed_numbers: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            vars: Vars::None,
            mixed_numbers: false,
        }
    }
}

impl Options {
    pub fn symbolic(var: &str) -> Options {
        Options {
            vars: Vars::Any(vec![var.to_string()]),
            mixed_numbers: false,
        }
    }
}

/// Function names the parser knows, with aliases, to canonical names.
const FUNCTION_NAMES: &[(&str, &str)] = &[
    ("sqrt", "sqrt"),
    ("cbrt", "cbrt"),
    ("exp", "exp"),
    ("sin", "sin"),
    ("cos", "cos"),
    ("tan", "tan"),
    ("sec", "sec"),
    ("csc", "csc"),
    ("cot", "cot"),
    ("asin", "asin"),
    ("acos", "acos"),
    ("atan", "atan"),
    ("arcsin", "asin"),
    ("arccos", "acos"),
    ("arctan", "atan"),
    ("sinh", "sinh"),
    ("cosh", "cosh"),
    ("tanh", "tanh"),
    ("asinh", "asinh"),
    ("acosh", "acosh"),
    ("atanh", "atanh"),
    ("arsinh", "asinh"),
    ("arcosh", "acosh"),
    ("artanh", "atanh"),
    ("ln", "ln"),
    ("log", "log"),
    ("log10", "log"),
    ("lg", "log"),
    ("log2", "log2"),
    ("lb", "log2"),
    // Special functions (special.rs), by their DLMF names.
    ("Ei", "Ei"),
    ("li", "li"),
    ("erf", "erf"),
    ("erfc", "erfc"),
    ("erfi", "erfi"),
    ("Si", "Si"),
    ("Ci", "Ci"),
    ("Shi", "Shi"),
    ("Chi", "Chi"),
    ("FresnelS", "FresnelS"),
    ("FresnelC", "FresnelC"),
    ("abs", "abs"),
    ("floor", "floor"),
    ("ceil", "ceil"),
    ("round", "round"),
];

fn function_name(name: &str) -> Option<&'static str> {
    FUNCTION_NAMES
        .iter()
        .find(|(alias, _)| *alias == name)
        .map(|(_, canon)| *canon)
}

fn inverse_of(name: &str) -> Option<&'static str> {
    Some(match name {
        "sin" => "asin",
        "cos" => "acos",
        "tan" => "atan",
        "sinh" => "asinh",
        "cosh" => "acosh",
        "tanh" => "atanh",
        _ => return None,
    })
}

const CONSTANTS: &[&str] = &["pi", "e"];

/// Parses a whole expression.
/// Errors come out located: character positions and the token there.
pub fn parse(text: &str, options: &Options) -> Result<Ast> {
    parse_expression(text, options, false)
}

/// `parse`, in the scientific calculator's language or not.
fn parse_expression(text: &str, options: &Options, scientific: bool) -> Result<Ast> {
    let parse = || {
        let mut p = Parser::new(text, options, scientific)?;
        if p.tokens.is_empty() {
            return Err(EngineError::new(Code::Empty, "the expression is empty"));
        }
        let ast = p.expr()?;
        p.expect_end()?;
        Ok(ast)
    };
    parse().map_err(|e| e.located(text))
}

/// Parses `lhs = rhs` (or a lone expression, as `expr = 0`).
/// Errors come out located, as `parse`'s.
pub fn parse_equation(text: &str, options: &Options) -> Result<(Ast, Option<Ast>)> {
    let parse = || {
        let mut p = Parser::new(text, options, false)?;
        if p.tokens.is_empty() {
            return Err(EngineError::new(Code::Empty, "the equation is empty"));
        }
        let lhs = p.expr()?;
        let rhs = if p.eat(&Tok::Equals) {
            Some(p.expr()?)
        } else {
            None
        };
        p.expect_end()?;
        Ok((lhs, rhs))
    };
    parse().map_err(|e| e.located(text))
}

/// Parses a scientific-calculator expression: the engine's language plus
/// the functions of `scientific` (several arguments, `log(x, base)`), with
/// `names` as the variables. Errors come out located.
pub fn parse_scientific(text: &str, names: &[String]) -> Result<Ast> {
    let mut all: Vec<String> = names.to_vec();
    all.extend(crate::scientific::functions().map(|(n, _)| n.to_string()));
    let options = Options {
        vars: Vars::Only(all),
        mixed_numbers: false,
    };
    parse_expression(text, &options, true)
}

/// Whether `name` is a function's or constant's name of the language.
pub fn is_reserved(name: &str) -> bool {
    function_name(name).is_some() || CONSTANTS.contains(&name) || name == "inf"
}

/// Parses to the canonical expression.
pub fn parse_expr(text: &str, options: &Options) -> Result<Expr> {
    Ok(lower(&parse(text, options)?))
}

struct Parser {
    tokens: Vec<Token>,
    at: usize,
    depth: usize,
    mixed: bool,
    end: usize,
    /// The scientific calculator's functions of several arguments.
    scientific: bool,
}

impl Parser {
    fn new(text: &str, options: &Options, scientific: bool) -> Result<Parser> {
        let mut raw = tokenize(text)?;
        if scientific {
            // 0xFF, 0b1010, 0o17: the scientific calculator's integer bases.
            raw = crate::bases::join_literals(raw);
        }
        let tokens = split_names(raw, &options.vars)?;
        Ok(Parser {
            tokens,
            at: 0,
            depth: 0,
            mixed: options.mixed_numbers,
            end: text.len(),
            scientific,
        })
    }

    fn peek(&self) -> Option<&Tok> {
        self.tokens.get(self.at).map(|t| &t.tok)
    }

    fn peek_at(&self, k: usize) -> Option<&Token> {
        self.tokens.get(self.at + k)
    }

    fn pos(&self) -> usize {
        self.tokens.get(self.at).map_or(self.end, |t| t.pos)
    }

    fn eat(&mut self, tok: &Tok) -> bool {
        if self.peek() == Some(tok) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    fn expect_end(&self) -> Result<()> {
        match self.tokens.get(self.at) {
            None => Ok(()),
            Some(t) if t.tok == Tok::RParen => Err(EngineError::at(
                Code::UnbalancedParenthesis,
                t.pos,
                "a ')' without its '('",
            )),
            Some(t) => Err(EngineError::at(
                Code::UnexpectedToken,
                t.pos,
                format!("unexpected {}", describe(&t.tok)),
            )),
        }
    }

    fn enter(&mut self) -> Result<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(EngineError::at(
                Code::TooDeep,
                self.pos(),
                format!("the expression is nested too deeply; at most {MAX_DEPTH} levels"),
            ));
        }
        Ok(())
    }

    fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    fn expr(&mut self) -> Result<Ast> {
        let first = self.term()?;
        let mut terms = vec![(false, first)];
        loop {
            let minus = match self.peek() {
                Some(Tok::Plus) => false,
                Some(Tok::Minus) => true,
                _ => break,
            };
            self.at += 1;
            terms.push((minus, self.term()?));
        }
        Ok(if terms.len() == 1 {
            terms.pop().map(|t| t.1).unwrap_or(Ast::Sum(vec![]))
        } else {
            Ast::Sum(terms)
        })
    }

    fn starts_factor(&self) -> bool {
        matches!(
            self.peek(),
            Some(Tok::Num(_) | Tok::Ident(_) | Tok::LParen | Tok::Root)
        )
    }

    fn term(&mut self) -> Result<Ast> {
        let first = self.unary()?;
        let mut factors = vec![(false, first)];
        loop {
            match self.peek() {
                Some(Tok::Star) => {
                    self.at += 1;
                    factors.push((false, self.unary()?));
                }
                Some(Tok::Slash) => {
                    self.at += 1;
                    factors.push((true, self.unary()?));
                }
                _ if self.starts_factor() => {
                    if let (Some(Tok::Num(_)), Some(Ast::Num { .. } | Ast::Percent(_))) =
                        (self.peek(), factors.last().map(|f| &f.1))
                    {
                        return Err(EngineError::at(
                            Code::UnexpectedToken,
                            self.pos(),
                            "two numbers in a row; put an operator between them",
                        ));
                    }
                    factors.push((false, self.power()?));
                }
                _ => break,
            }
        }
        Ok(if factors.len() == 1 {
            factors.pop().map(|f| f.1).unwrap_or(Ast::Product(vec![]))
        } else {
            Ast::Product(factors)
        })
    }

    fn unary(&mut self) -> Result<Ast> {
        match self.peek() {
            Some(Tok::Minus) => {
                self.at += 1;
                self.enter()?;
                let inner = self.unary();
                self.leave();
                Ok(match inner? {
                    Ast::Num { value, text } if !text.starts_with('-') => Ast::Num {
                        value: -value,
                        text: format!("-{text}"),
                    },
                    other => Ast::Neg(Box::new(other)),
                })
            }
            Some(Tok::Plus) => {
                self.at += 1;
                self.enter()?;
                let inner = self.unary();
                self.leave();
                inner
            }
            _ => self.power(),
        }
    }

    fn power(&mut self) -> Result<Ast> {
        let base = self.postfix()?;
        if self.eat(&Tok::Caret) {
            self.enter()?;
            let exponent = self.unary();
            self.leave();
            return Ok(Ast::Pow(Box::new(base), Box::new(exponent?)));
        }
        Ok(base)
    }

    fn postfix(&mut self) -> Result<Ast> {
        let mut e = self.primary()?;
        let mut count = 0;
        loop {
            let wrap: fn(Box<Ast>) -> Ast = match self.peek() {
                Some(Tok::Bang) => Ast::Fact,
                Some(Tok::Percent) => Ast::Percent,
                _ => break,
            };
            count += 1;
            if self.depth + count > MAX_DEPTH {
                return Err(EngineError::at(
                    Code::TooDeep,
                    self.pos(),
                    "too many '!' or '%' in a row",
                ));
            }
            self.at += 1;
            e = wrap(Box::new(e));
        }
        Ok(e)
    }

    fn primary(&mut self) -> Result<Ast> {
        self.enter()?;
        let result = self.primary_inner();
        self.leave();
        result
    }

    fn primary_inner(&mut self) -> Result<Ast> {
        let pos = self.pos();
        let Some(token) = self.tokens.get(self.at).cloned() else {
            return Err(EngineError::at(
                Code::UnexpectedEnd,
                pos,
                "the expression ends too early",
            ));
        };
        self.at += 1;
        match token.tok {
            Tok::Num(text) => self.number(&text, pos),
            Tok::LParen => {
                let inner = self.expr()?;
                if !self.eat(&Tok::RParen) {
                    return Err(match self.peek() {
                        None => EngineError::at(
                            Code::UnbalancedParenthesis,
                            pos,
                            "a '(' is never closed",
                        ),
                        Some(t) => EngineError::at(
                            Code::UnexpectedToken,
                            self.pos(),
                            format!("expected ')' but found {}", describe(t)),
                        ),
                    });
                }
                Ok(inner)
            }
            Tok::Bar => {
                let inner = self.expr()?;
                if !self.eat(&Tok::Bar) {
                    return Err(EngineError::at(
                        Code::UnbalancedParenthesis,
                        pos,
                        "a '|' is never closed",
                    ));
                }
                Ok(Ast::Call("abs", Box::new(inner)))
            }
            Tok::Root => {
                let arg = self.power()?;
                Ok(Ast::Call("sqrt", Box::new(arg)))
            }
            Tok::Ident(name) => {
                if self.scientific {
                    if let Some(f) = crate::scientific::function(&name) {
                        return self.call_n(f, pos);
                    }
                }
                if let Some(f) = function_name(&name) {
                    return self.call(f, pos);
                }
                Ok(Ast::Name(name))
            }
            Tok::RParen => Err(EngineError::at(
                Code::UnbalancedParenthesis,
                pos,
                "a ')' without its '('",
            )),
            other => Err(EngineError::at(
                Code::UnexpectedToken,
                pos,
                format!("unexpected {}", describe(&other)),
            )),
        }
    }

    /// A function's argument: `(…)`, or without parentheses a product of
    /// juxtaposed factors (`sin 2x` is sin(2x)).
    fn call(&mut self, name: &'static str, pos: usize) -> Result<Ast> {
        let mut name = name;
        let mut power: Option<Ast> = None;
        if self.eat(&Tok::Caret) {
            let exponent = self.unary()?;
            let is_minus_one =
                matches!(&exponent, Ast::Num { value, .. } if *value == RBig::from(-1));
            match (is_minus_one, inverse_of(name)) {
                (true, Some(inv)) => name = inv,
                _ => power = Some(exponent),
            }
        }
        let arg = if self.eat(&Tok::LParen) {
            let arg = self.expr()?;
            if self.scientific && name == "log" && power.is_none() && self.at_separator() {
                // log(x, base): the scientific calculator's two-argument log.
                self.at += 1;
                let base = self.expr()?;
                self.close_call(name, pos)?;
                return Ok(Ast::CallN {
                    name: "log",
                    args: vec![arg, base],
                    pos,
                });
            }
            if self.peek() == Some(&Tok::Comma) {
                return Err(EngineError::at(
                    Code::BadArguments,
                    self.pos(),
                    format!("{name} takes one argument"),
                ));
            }
            self.close_call(name, pos)?;
            arg
        } else if matches!(
            self.peek(),
            Some(Tok::Num(_) | Tok::Ident(_) | Tok::Root | Tok::Minus)
        ) {
            let negative = self.eat(&Tok::Minus);
            let mut factors = vec![(false, self.power()?)];
            while matches!(self.peek(), Some(Tok::Num(_) | Tok::Root))
                || matches!(self.peek(), Some(Tok::Ident(n)) if function_name(n).is_none())
            {
                if matches!(self.peek(), Some(Tok::Num(_)))
                    && matches!(factors.last().map(|f| &f.1), Some(Ast::Num { .. }))
                {
                    break;
                }
                factors.push((false, self.power()?));
            }
            let arg = if factors.len() == 1 {
                factors.pop().map(|f| f.1).unwrap_or(Ast::Product(vec![]))
            } else {
                Ast::Product(factors)
            };
            if negative {
                Ast::Neg(Box::new(arg))
            } else {
                arg
            }
        } else {
            return Err(EngineError::at(
                Code::BadArguments,
                pos,
                format!("{name} needs an argument, like {name}(2)"),
            ));
        };
        let call = Ast::Call(name, Box::new(arg));
        Ok(match power {
            Some(p) => Ast::Pow(Box::new(call), Box::new(p)),
            None => call,
        })
    }

    /// An argument separator: `,`, or `;` (Portuguese pages, where the
    /// comma is the decimal mark).
    fn at_separator(&self) -> bool {
        matches!(self.peek(), Some(Tok::Comma | Tok::Semicolon))
    }

    fn close_call(&mut self, name: &str, pos: usize) -> Result<()> {
        if self.eat(&Tok::RParen) {
            return Ok(());
        }
        Err(match self.peek() {
            None => EngineError::at(
                Code::UnbalancedParenthesis,
                pos,
                format!("{name}( is never closed"),
            ),
            Some(t) => EngineError::at(
                Code::UnexpectedToken,
                self.pos(),
                format!("expected ')' but found {}", describe(t)),
            ),
        })
    }

    /// A scientific function's arguments: `(a, b, …)`, as many as it takes.
    fn call_n(&mut self, name: &'static str, pos: usize) -> Result<Ast> {
        let arity = crate::scientific::arity(name);
        let usage = crate::scientific::usage(name);
        if !self.eat(&Tok::LParen) {
            return Err(EngineError::at(
                Code::BadArguments,
                pos,
                format!("{name} needs its arguments in parentheses, like {usage}"),
            ));
        }
        let mut args = vec![self.expr()?];
        while self.at_separator() {
            self.at += 1;
            args.push(self.expr()?);
        }
        if args.len() != arity {
            return Err(EngineError::at(
                Code::BadArguments,
                pos,
                format!("{name} takes {arity} argument(s), like {usage}"),
            ));
        }
        self.close_call(name, pos)?;
        Ok(Ast::CallN { name, args, pos })
    }

    fn number(&mut self, text: &str, pos: usize) -> Result<Ast> {
        if let Some(whole) = crate::bases::literal(text) {
            let whole = whole.map_err(|e| EngineError {
                position: Some(pos),
                ..e
            })?;
            return Ok(Ast::Num {
                value: RBig::from(whole),
                text: text.to_string(),
            });
        }
        let value = parse_decimal(text).ok_or_else(|| {
            EngineError::at(
                Code::TooLarge,
                pos,
                format!("the number {text} is too large or too small"),
            )
        })?;
        let plain_int = text.bytes().all(|b| b.is_ascii_digit());
        if self.mixed {
            // `1 3/4`: an integer, whitespace, an integer fraction.
            if plain_int {
                if let (Some(n), Some(slash), Some(d)) =
                    (self.peek_at(0), self.peek_at(1), self.peek_at(2))
                {
                    if let (Tok::Num(nt), Tok::Slash, Tok::Num(dt)) = (&n.tok, &slash.tok, &d.tok) {
                        let after_ok = !matches!(
                            self.peek_at(3).map(|t| &t.tok),
                            Some(Tok::Caret | Tok::Bang | Tok::Percent)
                        );
                        if n.space_before
                            && after_ok
                            && nt.bytes().all(|b| b.is_ascii_digit())
                            && dt.bytes().all(|b| b.is_ascii_digit())
                        {
                            let (nt, dt) = (nt.clone(), dt.clone());
                            let num = parse_decimal(&nt).unwrap_or(RBig::ZERO);
                            let den = parse_decimal(&dt).unwrap_or(RBig::ZERO);
                            if den.is_zero() {
                                return Err(EngineError::at(
                                    Code::DivisionByZero,
                                    d.pos,
                                    "a fraction's denominator must not be zero",
                                ));
                            }
                            self.at += 3;
                            return Ok(Ast::Num {
                                value: value + num / den,
                                text: format!("{text} {nt}/{dt}"),
                            });
                        }
                    }
                }
            }
            // `0.1(6)`: a repeating decimal.
            if text.contains('.') && !text.contains(['e', 'E']) {
                if let (Some(open), Some(rep), Some(close)) =
                    (self.peek_at(0), self.peek_at(1), self.peek_at(2))
                {
                    if let (Tok::LParen, Tok::Num(rt), Tok::RParen) =
                        (&open.tok, &rep.tok, &close.tok)
                    {
                        if !open.space_before
                            && rt.bytes().all(|b| b.is_ascii_digit())
                            && rt.len() <= 100
                        {
                            let rt = rt.clone();
                            self.at += 3;
                            let value = repeating(text, &rt).unwrap_or(value);
                            return Ok(Ast::Num {
                                value,
                                text: format!("{text}({rt})"),
                            });
                        }
                    }
                }
            }
        }
        Ok(Ast::Num {
            value,
            text: text.to_string(),
        })
    }
}

/// `1.25e-3` → the exact rational. None for exponents out of range.
pub fn parse_decimal(text: &str) -> Option<RBig> {
    let (mantissa, exponent) = match text.find(['e', 'E']) {
        Some(i) => (text.get(..i)?, text.get(i + 1..)?),
        None => (text, "0"),
    };
    let exponent: i64 = exponent.trim_start_matches('+').parse().ok()?;
    let (int_part, frac_part) = match mantissa.find('.') {
        Some(i) => (mantissa.get(..i)?, mantissa.get(i + 1..)?),
        None => (mantissa, ""),
    };
    let digits = format!("{int_part}{frac_part}");
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let scale = exponent.checked_sub(i64::try_from(frac_part.len()).ok()?)?;
    if scale.abs() > MAX_LITERAL_EXPONENT + 10_000 || (exponent.abs() > MAX_LITERAL_EXPONENT) {
        return None;
    }
    let n: UBig = digits.parse().ok()?;
    let pow = UBig::from(10u8).pow(usize::try_from(scale.unsigned_abs()).ok()?);
    Some(if scale >= 0 {
        RBig::from(IBig::from(n * pow))
    } else {
        RBig::from_parts(IBig::from(n), pow)
    })
}

/// `0.1` with `6` repeating → 1/6.
fn repeating(text: &str, rep: &str) -> Option<RBig> {
    let (int_part, frac_part) = text.split_once('.')?;
    let int_part = if int_part.is_empty() { "0" } else { int_part };
    let all = parse_decimal(&format!("{int_part}{frac_part}{rep}"))?;
    let head = parse_decimal(&format!("{int_part}{frac_part}"))?;
    let k = frac_part.len();
    let r = rep.len();
    // x·10^(k+r) − x·10^k = all − head.
    let ten = UBig::from(10u8);
    let denom = ten.pow(k + r) - ten.pow(k);
    Some((all - head) / RBig::from(IBig::from(denom)))
}

/// Splits identifier tokens into known names: functions, constants, allowed
/// variables; numbers glued to names (`x2`) are split off.
///
/// A name glued to `(` calls a function: unless it is one, or ends in one
/// (`xsin(x)` is x·sin(x)), it is refused by name (`gamma(x)`, `sinc(x)`),
/// not read as a product of letters (g·a·m·m·a·x, sin(c)·x).
fn split_names(tokens: Vec<Token>, vars: &Vars) -> Result<Vec<Token>> {
    let mut out = Vec::with_capacity(tokens.len());
    let calls: Vec<bool> = tokens
        .iter()
        .skip(1)
        .map(|next| next.tok == Tok::LParen && !next.space_before)
        .chain([false])
        .collect();
    for (t, called) in tokens.into_iter().zip(calls) {
        let Tok::Ident(name) = &t.tok else {
            out.push(t);
            continue;
        };
        let whole_known = function_name(name).is_some()
            || CONSTANTS.contains(&name.as_str())
            || name == "inf"
            || match vars {
                Vars::None => false,
                Vars::Only(v) | Vars::Any(v) => v.iter().any(|v| v == name),
            }
            || (matches!(vars, Vars::Any(_)) && name.contains('_'));
        if whole_known {
            out.push(t);
            continue;
        }
        let unknown_function = || {
            EngineError::at(
                Code::UnknownFunction,
                t.pos,
                format!("'{name}' is not a function this calculator knows"),
            )
        };
        let looks_called =
            called && name.chars().count() > 1 && name.ends_with(|c: char| c.is_alphabetic());
        let start = out.len();
        let chars: Vec<(usize, char)> = name.char_indices().collect();
        let mut i = 0;
        let mut first = true;
        while i < chars.len() {
            let rest_start = chars.get(i).map_or(name.len(), |c| c.0);
            let rest = name.get(rest_start..).unwrap_or("");
            let pos = t.pos + rest_start;
            let space_before = first && t.space_before;
            first = false;
            // Digits glued on: a number.
            if rest.starts_with(|c: char| c.is_ascii_digit()) {
                let len = rest.bytes().take_while(u8::is_ascii_digit).count();
                out.push(Token {
                    tok: Tok::Num(rest.get(..len).unwrap_or("").to_string()),
                    pos,
                    space_before,
                });
                i += len;
                continue;
            }
            let mut best: Option<usize> = None;
            for (alias, _) in FUNCTION_NAMES {
                if rest.starts_with(alias) && best.is_none_or(|b| alias.len() > b) {
                    best = Some(alias.len());
                }
            }
            for c in CONSTANTS {
                if rest.starts_with(c) && best.is_none_or(|b| c.len() > b) {
                    best = Some(c.len());
                }
            }
            if let Vars::Only(v) | Vars::Any(v) = vars {
                for name in v {
                    if !name.is_empty()
                        && rest.starts_with(name.as_str())
                        && best.is_none_or(|b| name.len() > b)
                    {
                        best = Some(name.len());
                    }
                }
            }
            let len = match best {
                Some(len) => len,
                None if matches!(vars, Vars::Any(_)) => {
                    rest.chars().next().map_or(1, char::len_utf8)
                }
                None if looks_called => return Err(unknown_function()),
                None => {
                    return Err(EngineError::at(
                        Code::UnknownName,
                        t.pos,
                        format!("unknown name '{name}'"),
                    ));
                }
            };
            let piece = rest.get(..len).unwrap_or("").to_string();
            i += piece.chars().count().max(1);
            out.push(Token {
                tok: Tok::Ident(piece),
                pos,
                space_before,
            });
        }
        let ends_in_function = matches!(
            out.last().map(|p| &p.tok),
            Some(Tok::Ident(last)) if function_name(last).is_some()
        );
        if looks_called && out.len() > start && !ends_in_function {
            return Err(unknown_function());
        }
    }
    Ok(out)
}

// ------------------------------------------------------------------ lowering

fn num(v: RBig) -> Expr {
    Expr::Num(v)
}

fn neg(e: Expr) -> Expr {
    match e {
        Expr::Num(n) => Expr::Num(-n),
        Expr::Mul(mut xs) => {
            if let Some(Expr::Num(c)) = xs.first_mut() {
                *c = -c.clone();
                return Expr::Mul(xs);
            }
            xs.insert(0, Expr::int(-1));
            Expr::Mul(xs)
        }
        other => Expr::Mul(vec![Expr::int(-1), other]),
    }
}

/// The canonical expression of a syntax tree (not yet simplified).
pub fn lower(ast: &Ast) -> Expr {
    match ast {
        Ast::Num { value, .. } => num(value.clone()),
        Ast::Name(n) => match n.as_str() {
            "pi" => Expr::Const(Constant::Pi),
            "e" => Expr::Const(Constant::E),
            _ => Expr::Var(n.clone()),
        },
        Ast::Neg(a) => neg(lower(a)),
        Ast::Sum(terms) => {
            let mut out = Vec::with_capacity(terms.len());
            for (minus, t) in terms {
                let e = lower(t);
                let e = if *minus { neg(e) } else { e };
                match e {
                    Expr::Add(xs) => out.extend(xs),
                    other => out.push(other),
                }
            }
            Expr::Add(out)
        }
        Ast::Product(factors) => {
            let mut out: Vec<Expr> = Vec::with_capacity(factors.len());
            for (divide, f) in factors {
                let e = lower(f);
                if *divide {
                    match (out.last_mut(), &e) {
                        // Fold number literals: 1/3 is the number 1/3.
                        (Some(Expr::Num(a)), Expr::Num(b)) if !b.is_zero() => {
                            *a = a.clone() / b.clone()
                        }
                        _ => out.push(Expr::Pow(Box::new(e), Box::new(Expr::int(-1)))),
                    }
                } else {
                    match e {
                        Expr::Mul(xs) => out.extend(xs),
                        other => out.push(other),
                    }
                }
            }
            if out.len() == 1 {
                out.pop().unwrap_or_else(Expr::one)
            } else {
                Expr::Mul(out)
            }
        }
        Ast::Pow(b, e) => Expr::Pow(Box::new(lower(b)), Box::new(lower(e))),
        Ast::Call(name, a) => {
            let arg = lower(a);
            match *name {
                "sqrt" => Expr::Pow(Box::new(arg), Box::new(Expr::frac(1, 2))),
                "cbrt" => Expr::Pow(Box::new(arg), Box::new(Expr::frac(1, 3))),
                "exp" => Expr::Pow(Box::new(Expr::Const(Constant::E)), Box::new(arg)),
                other => match Func::from_name(other) {
                    Some(f) => Expr::Func(f, Box::new(arg)),
                    None => arg,
                },
            }
        }
        Ast::Fact(a) => Expr::Fact(Box::new(lower(a))),
        Ast::Percent(a) => match lower(a) {
            Expr::Num(n) => Expr::Num(n / RBig::from(100)),
            other => Expr::Mul(vec![Expr::frac(1, 100), other]),
        },
        // Only `parse_scientific` makes these, and the scientific
        // calculator evaluates them itself (`scientific`); elsewhere the
        // name stays an unknown variable.
        Ast::CallN { name, .. } => Expr::Var((*name).to_string()),
    }
}

/// Whether the syntax tree is a plain (possibly signed) number literal.
pub fn literal_value(ast: &Ast) -> Option<RBig> {
    match ast {
        Ast::Num { value, .. } => Some(value.clone()),
        Ast::Neg(a) => literal_value(a).map(|v| -v),
        _ => None,
    }
}

pub fn is_negative(n: &RBig) -> bool {
    n.sign() == Sign::Negative
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::expr::to_text;

    fn p(s: &str) -> String {
        to_text(&parse_expr(s, &Options::symbolic("x")).unwrap())
    }

    #[test]
    fn precedence() {
        for (input, want) in [
            ("-2^2", "-2^2"),
            ("2^3^2", "2^(3^2)"),
            ("2^-3", "1/2^3"),
            ("1 - 2 + 3", "1 - 2 + 3"),
        ] {
            assert_eq!(p(input), want, "{input}");
        }
    }

    #[test]
    fn implicit_multiplication_and_splitting() {
        for (input, want) in [
            ("2x", "2*x"),
            ("2pi", "2*pi"),
            ("3(4+5)", "3*(4 + 5)"),
            ("xy", "x*y"),
            ("sinx", "sin(x)"),
            ("sin 2x", "sin(2*x)"),
            ("sin^2(x)", "sin(x)^2"),
            ("sin^-1(x)", "asin(x)"),
            ("2e", "2*e"),
            ("x2", "2*x"),
        ] {
            assert_eq!(p(input), want, "{input}");
        }
    }

    #[test]
    fn unknown_functions_are_refused_by_name() {
        // Issue 41: gamma(x) was a·a·g·m·m·x, sinc(x) sin(c)·x, sign(x) g·i·n·s·x.
        for (input, name, at) in [
            ("gamma(x)", "gamma", 0),
            ("sinc(x)", "sinc", 0),
            ("sign(x)", "sign", 0),
            ("2 + foo(x)", "foo", 4),
            ("x*digamma(x)", "digamma", 2),
        ] {
            let e = parse(input, &Options::symbolic("x")).unwrap_err();
            assert_eq!(e.code, Code::UnknownFunction, "{input}");
            assert_eq!(
                (e.position, e.token.as_deref()),
                (Some(at), Some(name)),
                "{input}"
            );
        }
        // Scientific names without their calculator, too.
        let e = parse("nCr(5, 2)", &Options::default()).unwrap_err();
        assert_eq!(e.code, Code::UnknownFunction);
        // A product is still a product: a name ending in a function, a
        // variable or constant before a parenthesis, a space between.
        for (input, want) in [
            ("xsin(x)", "x*sin(x)"),
            ("x(x+1)", "x*(x + 1)"),
            ("a(x+1)", "a*(x + 1)"),
            ("2pi(x)", "2*pi*x"),
            ("ab (x)", "a*b*x"),
            ("x2(x)", "2*x*x"),
        ] {
            assert_eq!(p(input), want, "{input}");
        }
    }

    #[test]
    fn errors_have_positions() {
        let o = Options::default();
        let e = parse("2 + ", &o).unwrap_err();
        assert_eq!(e.code, Code::UnexpectedEnd);
        let e = parse("(1 + 2", &o).unwrap_err();
        assert_eq!(e.code, Code::UnbalancedParenthesis);
        let e = parse("1 + 2)", &o).unwrap_err();
        assert_eq!(e.code, Code::UnbalancedParenthesis);
        let e = parse("foo(2)", &o).unwrap_err();
        assert_eq!(e.code, Code::UnknownFunction);
        let e = parse("foo + 2", &o).unwrap_err();
        assert_eq!(e.code, Code::UnknownName);
        let e = parse("1 2", &o).unwrap_err();
        assert_eq!(e.code, Code::UnexpectedToken);
        assert_eq!(
            parse(&"(".repeat(10_000), &o).unwrap_err().code,
            Code::TooDeep
        );
        assert_eq!(
            parse(&format!("1{}", "!".repeat(10_000)), &o)
                .unwrap_err()
                .code,
            Code::TooDeep
        );
        assert_eq!(
            parse(&"-".repeat(10_000), &o).unwrap_err().code,
            Code::TooDeep
        );
        assert_eq!(
            parse(&"2^".repeat(3000), &o).unwrap_err().code,
            Code::TooDeep
        );
    }

    #[test]
    fn mixed_numbers_and_repeating_decimals() {
        let o = Options {
            vars: Vars::None,
            mixed_numbers: true,
        };
        let v = |s: &str| match lower(&parse(s, &o).unwrap()) {
            Expr::Num(n) => n,
            other => panic!("{other:?}"),
        };
        assert_eq!(v("1 3/4"), RBig::from_parts(7.into(), 4u8.into()));
        assert_eq!(v("-1 3/4"), RBig::from_parts((-7).into(), 4u8.into()));
        assert_eq!(v("0.1(6)"), RBig::from_parts(1.into(), 6u8.into()));
        assert_eq!(v("0.(142857)"), RBig::from_parts(1.into(), 7u8.into()));
        assert_eq!(v("2.5e-3"), RBig::from_parts(1.into(), 400u16.into()));
    }
}
