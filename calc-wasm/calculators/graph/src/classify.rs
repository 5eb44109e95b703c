//! One line of the expression list → what it draws: the engine's parser
//! reads each side; the relation (=, <, >, <=, >=) and the tuple `(a, b)`
//! are split off here, since the engine's language has neither.

use calc_engine::error::{Code, EngineError};
use calc_engine::expr::Expr;
use calc_engine::parser::{lower, parse, Options, Vars};

/// Letters with a meaning of their own; every other free letter is a
/// parameter.
pub const X: &str = "x";
pub const Y: &str = "y";
pub const T: &str = "t";
pub const R: &str = "r";
pub const THETA: [&str; 2] = ["θ", "theta"];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Relation {
    Eq,
    Lt,
    Le,
    Gt,
    Ge,
}

impl Relation {
    pub fn id(self) -> &'static str {
        match self {
            Relation::Eq => "=",
            Relation::Lt => "<",
            Relation::Le => "<=",
            Relation::Gt => ">",
            Relation::Ge => ">=",
        }
    }

    /// The same relation with its sides swapped (a < b is b > a).
    fn flipped(self) -> Relation {
        match self {
            Relation::Lt => Relation::Gt,
            Relation::Le => Relation::Ge,
            Relation::Gt => Relation::Lt,
            Relation::Ge => Relation::Le,
            Relation::Eq => Relation::Eq,
        }
    }

    pub fn holds(self, lhs: f64, rhs: f64) -> bool {
        match self {
            Relation::Eq => lhs == rhs,
            Relation::Lt => lhs < rhs,
            Relation::Le => lhs <= rhs,
            Relation::Gt => lhs > rhs,
            Relation::Ge => lhs >= rhs,
        }
    }
}

/// What a line is, with its expressions still symbolic (`compile` turns
/// them into programs once every line's parameters are known).
#[derive(Debug, Clone, PartialEq)]
pub enum Shape {
    /// `y = f(x)`, a bare `f(x)`, or `y < f(x)` and friends: y `relation` f.
    OfX(Expr),
    /// `x = g(y)` or x `relation` g(y).
    OfY(Expr),
    /// F(x, y) `relation` 0.
    Implicit(Expr),
    /// `(f(t), g(t))`.
    Parametric(Expr, Expr),
    /// `r = f(θ)`.
    Polar(Expr),
    /// `(a, b)`: constants and parameters only.
    Point(Expr, Expr),
    /// `a = 2`: a parameter's value (a slider's start).
    Parameter(String, Expr),
}

impl Shape {
    pub fn kind(&self) -> &'static str {
        match self {
            Shape::OfX(_) => "function",
            Shape::OfY(_) => "functionOfY",
            Shape::Implicit(_) => "implicit",
            Shape::Parametric(..) => "parametric",
            Shape::Polar(_) => "polar",
            Shape::Point(..) => "point",
            Shape::Parameter(..) => "parameter",
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Classified {
    pub shape: Shape,
    pub relation: Relation,
}

/// `None` for a blank line.
pub fn classify(line: &str) -> Option<Result<Classified, EngineError>> {
    if line.trim().is_empty() {
        return None;
    }
    Some(classify_line(line))
}

fn options() -> Options {
    Options {
        vars: Vars::Any(THETA.iter().map(|s| s.to_string()).collect()),
        mixed_numbers: false,
    }
}

/// `text[start..end]` parsed, its error positions counted in the line.
fn side(line: &str, start: usize, end: usize) -> Result<Expr, EngineError> {
    let text = line.get(start..end).unwrap_or("");
    let chars_before = line.get(..start).unwrap_or("").chars().count();
    match parse(text, &options()) {
        Ok(ast) => Ok(lower(&ast)),
        Err(mut e) => {
            if let Some(p) = e.position.as_mut() {
                *p += chars_before;
            } else if e.code == Code::Empty || e.code == Code::UnexpectedEnd {
                e.position = Some(chars_before + text.chars().count());
            }
            Err(e)
        }
    }
}

/// Byte ranges of the tokens that sit outside every parenthesis.
struct TopLevel {
    relation: Option<(Relation, usize, usize)>,
    comma: Option<usize>,
}

fn top_level(line: &str, from: usize, to: usize) -> Result<TopLevel, EngineError> {
    let mut depth = 0i32;
    let mut out = TopLevel {
        relation: None,
        comma: None,
    };
    let bytes = line.as_bytes();
    let mut chars = line.get(from..to).unwrap_or("").char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        let at = from + i;
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth -= 1,
            // `;` too: on Portuguese pages `(1,5; 2)` has a decimal comma.
            ',' | ';' if depth == 0 && out.comma.is_none() => out.comma = Some(at),
            '<' | '>' | '=' | '≤' | '≥' if depth == 0 => {
                let two = matches!(c, '<' | '>') && bytes.get(at + 1) == Some(&b'=');
                let rel = match (c, two) {
                    ('<', true) | ('≤', _) => Relation::Le,
                    ('>', true) | ('≥', _) => Relation::Ge,
                    ('<', false) => Relation::Lt,
                    ('>', false) => Relation::Gt,
                    _ => Relation::Eq,
                };
                if two {
                    chars.next();
                }
                if out.relation.is_some() {
                    let pos = line.get(..at).unwrap_or("").chars().count();
                    return Err(EngineError {
                        code: Code::UnexpectedToken,
                        position: Some(pos),
                        token: Some(c.to_string()),
                        detail: "only one =, <, >, <= or >= per line".into(),
                    });
                }
                let len = if two { 2 } else { c.len_utf8() };
                out.relation = Some((rel, at, at + len));
            }
            _ => {}
        }
    }
    Ok(out)
}

fn vars(e: &Expr) -> Vec<String> {
    let mut v = Vec::new();
    e.vars(&mut v);
    v
}

fn is_theta(name: &str) -> bool {
    THETA.contains(&name)
}

/// Whether the expression's free letters are among `allowed` or parameters.
fn only(e: &Expr, allowed: &[&str]) -> bool {
    vars(e)
        .iter()
        .all(|v| allowed.contains(&v.as_str()) || !(is_reserved(v)))
}

/// Letters that are not parameters.
pub fn is_reserved(name: &str) -> bool {
    [X, Y, T, R].contains(&name) || is_theta(name)
}

fn wrong_letters(line: &str, detail: &str) -> EngineError {
    EngineError {
        code: Code::UnknownName,
        position: None,
        token: None,
        detail: format!("{detail} (in {line})"),
    }
}

fn classify_line(line: &str) -> Result<Classified, EngineError> {
    let top = top_level(line, 0, line.len())?;
    if let Some((rel, start, end)) = top.relation {
        let lhs = side(line, 0, start)?;
        let rhs = side(line, end, line.len())?;
        return relation(line, lhs, rel, rhs);
    }
    let trimmed_start = line.len() - line.trim_start().len();
    let trimmed_end = line.trim_end().len();
    if line.trim_start().starts_with('(') && line.trim_end().ends_with(')') {
        // A tuple only when the comma is inside the outer parentheses.
        let inner = top_level(line, trimmed_start + 1, trimmed_end - 1)?;
        let closes_at_end = {
            let mut depth = 0;
            let mut last_open_closed_at = None;
            for (i, c) in line
                .get(trimmed_start..trimmed_end)
                .unwrap_or("")
                .char_indices()
            {
                match c {
                    '(' | '[' | '{' => depth += 1,
                    ')' | ']' | '}' => {
                        depth -= 1;
                        if depth == 0 {
                            last_open_closed_at = Some(i);
                            break;
                        }
                    }
                    _ => {}
                }
            }
            last_open_closed_at == Some(trimmed_end - trimmed_start - 1)
        };
        if let (true, Some(comma)) = (closes_at_end, inner.comma) {
            let a = side(line, trimmed_start + 1, comma)?;
            let b = side(line, comma + 1, trimmed_end - 1)?;
            return tuple(line, a, b);
        }
    }
    let e = side(line, 0, line.len())?;
    if only(&e, &[X]) {
        return Ok(Classified {
            shape: Shape::OfX(e),
            relation: Relation::Eq,
        });
    }
    Err(wrong_letters(line, "an expression alone may use only x; write y = ..., x = ..., r = ... or an equation in x and y"))
}

fn tuple(line: &str, a: Expr, b: Expr) -> Result<Classified, EngineError> {
    let shape = if only(&a, &[]) && only(&b, &[]) {
        Shape::Point(a, b)
    } else if only(&a, &[T]) && only(&b, &[T]) {
        Shape::Parametric(a, b)
    } else {
        return Err(wrong_letters(
            line,
            "a pair (a, b) is a point (numbers and parameters) or a parametric curve in t",
        ));
    };
    Ok(Classified {
        shape,
        relation: Relation::Eq,
    })
}

fn relation(line: &str, lhs: Expr, rel: Relation, rhs: Expr) -> Result<Classified, EngineError> {
    let is = |e: &Expr, name: &str| matches!(e, Expr::Var(v) if v == name);
    let ok = |shape| {
        Ok(Classified {
            shape,
            relation: rel,
        })
    };
    let flipped = |shape| {
        Ok(Classified {
            shape,
            relation: rel.flipped(),
        })
    };
    if is(&lhs, Y) && !rhs.has_var(Y) && only(&rhs, &[X]) {
        return ok(Shape::OfX(rhs));
    }
    if is(&rhs, Y) && !lhs.has_var(Y) && only(&lhs, &[X]) {
        return flipped(Shape::OfX(lhs));
    }
    if is(&lhs, X) && !rhs.has_var(X) && only(&rhs, &[Y]) {
        return ok(Shape::OfY(rhs));
    }
    if is(&rhs, X) && !lhs.has_var(X) && only(&lhs, &[Y]) {
        return flipped(Shape::OfY(lhs));
    }
    let polar_rhs = |e: &Expr| only(e, &THETA) && !e.has_var(R);
    if rel == Relation::Eq && is(&lhs, R) && polar_rhs(&rhs) {
        return ok(Shape::Polar(rhs));
    }
    if rel == Relation::Eq && is(&rhs, R) && polar_rhs(&lhs) {
        return ok(Shape::Polar(lhs));
    }
    if rel == Relation::Eq {
        if let Expr::Var(name) = &lhs {
            if !is_reserved(name) && !rhs.has_any_var() {
                return ok(Shape::Parameter(name.clone(), rhs));
            }
        }
    }
    if only(&lhs, &[X, Y]) && only(&rhs, &[X, Y]) {
        let f = Expr::Add(vec![lhs, Expr::Mul(vec![Expr::int(-1), rhs])]);
        return ok(Shape::Implicit(f));
    }
    Err(wrong_letters(
        line,
        "an equation in x and y, y = f(x), x = g(y) or r = f(θ); t is for (f(t), g(t))",
    ))
}
