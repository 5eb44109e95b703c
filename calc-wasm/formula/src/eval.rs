//! Evaluation of checked expressions. `if`, `and` and `or` evaluate only
//! the branch they need, so `if(people > 0, total / people, 0)` never
//! divides by zero. A failure names the sub-expression to blame.

use super::compile::Expr;
use super::functions::{self, Func};
use super::lexer::CmpOp;
use super::math::{self, Fail};
use super::parser::BinOp;
use rust_decimal::Decimal;

#[derive(Debug, Clone, PartialEq)]
pub enum Val {
    Num(Decimal),
    Bool(bool),
    Text(String),
}

/// Why evaluation stopped, and the sub-expression whose inputs are to blame.
pub struct Fault<'e> {
    /// `None`: a value of the wrong kind, which the checker rules out for
    /// formulas it has seen; still an error, never a panic.
    pub fail: Option<Fail>,
    pub culprit: &'e Expr,
}

pub struct Env<'v> {
    /// By input index; `None` for inputs formulas cannot read.
    pub inputs: &'v [Option<Val>],
    /// The outputs computed so far.
    pub outputs: &'v [Val],
}

type Res<'e> = Result<Val, Fault<'e>>;

fn fault(fail: Fail, culprit: &Expr) -> Fault<'_> {
    Fault {
        fail: Some(fail),
        culprit,
    }
}

fn mismatch(culprit: &Expr) -> Fault<'_> {
    Fault {
        fail: None,
        culprit,
    }
}

impl Env<'_> {
    pub fn eval<'e>(&self, e: &'e Expr) -> Res<'e> {
        match e {
            Expr::Num(v) => Ok(Val::Num(*v)),
            Expr::Bool(b) => Ok(Val::Bool(*b)),
            Expr::Text(t) => Ok(Val::Text(t.clone())),
            Expr::Input(i) => self.inputs.get(*i).cloned().flatten().ok_or(mismatch(e)),
            Expr::Output(j) => self.outputs.get(*j).cloned().ok_or(mismatch(e)),
            Expr::Neg(a) => Ok(Val::Num(-self.number(a)?)),
            Expr::Not(a) => Ok(Val::Bool(!self.flag(a)?)),
            Expr::And(a, b) => Ok(Val::Bool(self.flag(a)? && self.flag(b)?)),
            Expr::Or(a, b) => Ok(Val::Bool(self.flag(a)? || self.flag(b)?)),
            Expr::If(parts) => {
                let [c, yes, no] = &**parts;
                self.eval(if self.flag(c)? { yes } else { no })
            }
            Expr::Arith(op, a, b) => {
                let (x, y) = (self.number(a)?, self.number(b)?);
                let r = match op {
                    BinOp::Add => math::add(x, y),
                    BinOp::Sub => math::sub(x, y),
                    BinOp::Mul => math::mul(x, y),
                    BinOp::Div => math::div(x, y),
                    BinOp::Pow => math::power(x, y),
                    BinOp::And | BinOp::Or => return Err(mismatch(e)),
                };
                r.map(Val::Num).map_err(|f| {
                    // A zero divisor or base, an exponent too large: the
                    // right operand's inputs; an overflow: the whole sum.
                    let culprit = match (op, f) {
                        (BinOp::Div, Fail::DivisionByZero) | (BinOp::Pow, Fail::Overflow) => b,
                        (BinOp::Pow, _) => a,
                        _ => e,
                    };
                    fault(f, culprit)
                })
            }
            Expr::Cmp(op, a, b) => {
                let ordering = match (self.eval(a)?, self.eval(b)?) {
                    (Val::Num(x), Val::Num(y)) => x.cmp(&y),
                    (Val::Text(x), Val::Text(y)) if matches!(op, CmpOp::Eq | CmpOp::Ne) => {
                        x.cmp(&y)
                    }
                    (Val::Bool(x), Val::Bool(y)) if matches!(op, CmpOp::Eq | CmpOp::Ne) => {
                        x.cmp(&y)
                    }
                    _ => return Err(mismatch(e)),
                };
                use std::cmp::Ordering::*;
                Ok(Val::Bool(match op {
                    CmpOp::Eq => ordering == Equal,
                    CmpOp::Ne => ordering != Equal,
                    CmpOp::Lt => ordering == Less,
                    CmpOp::Le => ordering != Greater,
                    CmpOp::Gt => ordering == Greater,
                    CmpOp::Ge => ordering != Less,
                }))
            }
            Expr::Call(Func::If, _) => Err(mismatch(e)),
            Expr::Call(func, args) => {
                let values = args
                    .iter()
                    .map(|a| self.number(a))
                    .collect::<Result<Vec<_>, _>>()?;
                functions::apply(*func, &values)
                    .map(Val::Num)
                    .map_err(|(f, i)| fault(f, args.get(i).unwrap_or(e)))
            }
        }
    }

    #[inline(never)]
    fn number<'e>(&self, e: &'e Expr) -> Result<Decimal, Fault<'e>> {
        match self.eval(e)? {
            Val::Num(v) => Ok(v),
            _ => Err(mismatch(e)),
        }
    }

    #[inline(never)]
    fn flag<'e>(&self, e: &'e Expr) -> Result<bool, Fault<'e>> {
        match self.eval(e)? {
            Val::Bool(b) => Ok(b),
            _ => Err(mismatch(e)),
        }
    }
}
