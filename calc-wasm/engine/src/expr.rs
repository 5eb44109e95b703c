//! The expression tree shared by evaluation and symbolic calculus, and its
//! printer, which writes the calculator's own syntax (the parser reads back
//! everything it prints).
//!
//! The tree is kept in a canonical shape by `simplify`: subtraction is
//! addition of a term times −1, division is multiplication by a power with
//! exponent −1, `sqrt(x)` is `x^(1/2)`, `exp(x)` is `e^x`.

use dashu::base::{Abs, Sign};
use dashu::integer::{IBig, UBig};
use dashu::rational::RBig;
use std::cmp::Ordering;
use std::fmt::{self, Write};

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Constant {
    Pi,
    E,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Func {
    Sin,
    Cos,
    Tan,
    Sec,
    Csc,
    Cot,
    Asin,
    Acos,
    Atan,
    Sinh,
    Cosh,
    Tanh,
    Asinh,
    Acosh,
    Atanh,
    Ln,
    Log10,
    Log2,
    Abs,
    Floor,
    Ceil,
    Round,
    // The special functions of `special.rs` (non-elementary antiderivatives).
    Ei,
    Li,
    Erf,
    Erfc,
    Erfi,
    Si,
    Ci,
    Shi,
    Chi,
    FresnelS,
    FresnelC,
}

impl Func {
    pub const ALL: &'static [Func] = &[
        Func::Sin,
        Func::Cos,
        Func::Tan,
        Func::Sec,
        Func::Csc,
        Func::Cot,
        Func::Asin,
        Func::Acos,
        Func::Atan,
        Func::Sinh,
        Func::Cosh,
        Func::Tanh,
        Func::Asinh,
        Func::Acosh,
        Func::Atanh,
        Func::Ln,
        Func::Log10,
        Func::Log2,
        Func::Abs,
        Func::Floor,
        Func::Ceil,
        Func::Round,
        Func::Ei,
        Func::Li,
        Func::Erf,
        Func::Erfc,
        Func::Erfi,
        Func::Si,
        Func::Ci,
        Func::Shi,
        Func::Chi,
        Func::FresnelS,
        Func::FresnelC,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Func::Sin => "sin",
            Func::Cos => "cos",
            Func::Tan => "tan",
            Func::Sec => "sec",
            Func::Csc => "csc",
            Func::Cot => "cot",
            Func::Asin => "asin",
            Func::Acos => "acos",
            Func::Atan => "atan",
            Func::Sinh => "sinh",
            Func::Cosh => "cosh",
            Func::Tanh => "tanh",
            Func::Asinh => "asinh",
            Func::Acosh => "acosh",
            Func::Atanh => "atanh",
            Func::Ln => "ln",
            Func::Log10 => "log",
            Func::Log2 => "log2",
            Func::Abs => "abs",
            Func::Floor => "floor",
            Func::Ceil => "ceil",
            Func::Round => "round",
            Func::Ei => "Ei",
            Func::Li => "li",
            Func::Erf => "erf",
            Func::Erfc => "erfc",
            Func::Erfi => "erfi",
            Func::Si => "Si",
            Func::Ci => "Ci",
            Func::Shi => "Shi",
            Func::Chi => "Chi",
            Func::FresnelS => "FresnelS",
            Func::FresnelC => "FresnelC",
        }
    }

    pub fn from_name(name: &str) -> Option<Func> {
        Func::ALL.iter().copied().find(|f| f.name() == name)
    }

    /// Trigonometric functions take angles (degrees in degree mode).
    pub fn takes_angle(self) -> bool {
        matches!(
            self,
            Func::Sin | Func::Cos | Func::Tan | Func::Sec | Func::Csc | Func::Cot
        )
    }

    /// Inverse trigonometric functions give angles.
    pub fn gives_angle(self) -> bool {
        matches!(self, Func::Asin | Func::Acos | Func::Atan)
    }

    /// f(−x) = −f(x).
    pub fn is_odd(self) -> bool {
        matches!(
            self,
            Func::Sin
                | Func::Tan
                | Func::Csc
                | Func::Cot
                | Func::Asin
                | Func::Atan
                | Func::Sinh
                | Func::Tanh
                | Func::Asinh
                | Func::Atanh
                | Func::Erf
                | Func::Erfi
                | Func::Si
                | Func::Shi
                | Func::FresnelS
                | Func::FresnelC
        )
    }

    /// f(−x) = f(x).
    pub fn is_even(self) -> bool {
        matches!(self, Func::Cos | Func::Sec | Func::Cosh | Func::Abs)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Expr {
    Num(RBig),
    Const(Constant),
    Var(String),
    Add(Vec<Expr>),
    Mul(Vec<Expr>),
    Pow(Box<Expr>, Box<Expr>),
    Func(Func, Box<Expr>),
    Fact(Box<Expr>),
}

impl Expr {
    pub fn int(n: i64) -> Expr {
        Expr::Num(RBig::from(n))
    }

    pub fn frac(n: i64, d: u64) -> Expr {
        if d == 0 {
            return Expr::int(0);
        }
        Expr::Num(RBig::from_parts(IBig::from(n), UBig::from(d)))
    }

    pub fn var(name: &str) -> Expr {
        Expr::Var(name.to_string())
    }

    pub fn zero() -> Expr {
        Expr::int(0)
    }

    pub fn one() -> Expr {
        Expr::int(1)
    }

    pub fn as_num(&self) -> Option<&RBig> {
        match self {
            Expr::Num(n) => Some(n),
            _ => None,
        }
    }

    pub fn is_zero(&self) -> bool {
        matches!(self, Expr::Num(n) if n.is_zero())
    }

    pub fn is_one(&self) -> bool {
        matches!(self, Expr::Num(n) if n.is_one())
    }

    pub fn is_num_eq(&self, v: i64) -> bool {
        matches!(self, Expr::Num(n) if *n == RBig::from(v))
    }

    /// Whether `var` occurs in the expression.
    pub fn has_var(&self, var: &str) -> bool {
        match self {
            Expr::Var(v) => v == var,
            Expr::Num(_) | Expr::Const(_) => false,
            Expr::Add(xs) | Expr::Mul(xs) => xs.iter().any(|x| x.has_var(var)),
            Expr::Pow(b, e) => b.has_var(var) || e.has_var(var),
            Expr::Func(_, a) | Expr::Fact(a) => a.has_var(var),
        }
    }

    /// Whether any variable occurs.
    pub fn has_any_var(&self) -> bool {
        match self {
            Expr::Var(_) => true,
            Expr::Num(_) | Expr::Const(_) => false,
            Expr::Add(xs) | Expr::Mul(xs) => xs.iter().any(|x| x.has_any_var()),
            Expr::Pow(b, e) => b.has_any_var() || e.has_any_var(),
            Expr::Func(_, a) | Expr::Fact(a) => a.has_any_var(),
        }
    }

    /// Variable names, in order of first appearance.
    pub fn vars(&self, out: &mut Vec<String>) {
        match self {
            Expr::Var(v) => {
                if !out.contains(v) {
                    out.push(v.clone());
                }
            }
            Expr::Num(_) | Expr::Const(_) => {}
            Expr::Add(xs) | Expr::Mul(xs) => xs.iter().for_each(|x| x.vars(out)),
            Expr::Pow(b, e) => {
                b.vars(out);
                e.vars(out);
            }
            Expr::Func(_, a) | Expr::Fact(a) => a.vars(out),
        }
    }

    /// Number of nodes.
    pub fn size(&self) -> usize {
        match self {
            Expr::Num(_) | Expr::Const(_) | Expr::Var(_) => 1,
            Expr::Add(xs) | Expr::Mul(xs) => 1 + xs.iter().map(Expr::size).sum::<usize>(),
            Expr::Pow(b, e) => 1 + b.size() + e.size(),
            Expr::Func(_, a) | Expr::Fact(a) => 1 + a.size(),
        }
    }

    /// Depth of the tree (a leaf has depth 1).
    pub fn depth(&self) -> usize {
        match self {
            Expr::Num(_) | Expr::Const(_) | Expr::Var(_) => 1,
            Expr::Add(xs) | Expr::Mul(xs) => 1 + xs.iter().map(Expr::depth).max().unwrap_or(0),
            Expr::Pow(b, e) => 1 + b.depth().max(e.depth()),
            Expr::Func(_, a) | Expr::Fact(a) => 1 + a.depth(),
        }
    }

    /// Replaces every occurrence of the variable `var` by `with`.
    pub fn substitute(&self, var: &str, with: &Expr) -> Expr {
        match self {
            Expr::Var(v) if v == var => with.clone(),
            _ => self.map_children(&mut |x| x.substitute(var, with)),
        }
    }

    /// Replaces every occurrence of the subexpression `what` by `with`.
    pub fn replace(&self, what: &Expr, with: &Expr) -> Expr {
        if self == what {
            return with.clone();
        }
        self.map_children(&mut |x| x.replace(what, with))
    }

    /// The same node over `f` of each child (a leaf as it is).
    pub fn map_children(&self, f: &mut dyn FnMut(&Expr) -> Expr) -> Expr {
        match self {
            Expr::Num(_) | Expr::Const(_) | Expr::Var(_) => self.clone(),
            Expr::Add(xs) => Expr::Add(xs.iter().map(&mut *f).collect()),
            Expr::Mul(xs) => Expr::Mul(xs.iter().map(f).collect()),
            Expr::Pow(b, e) => Expr::Pow(Box::new(f(b)), Box::new(f(e))),
            Expr::Func(g, a) => Expr::Func(*g, Box::new(f(a))),
            Expr::Fact(a) => Expr::Fact(Box::new(f(a))),
        }
    }

    fn rank(&self) -> u8 {
        match self {
            Expr::Num(_) => 0,
            Expr::Const(_) => 1,
            Expr::Var(_) => 2,
            Expr::Pow(..) => 3,
            Expr::Mul(_) => 4,
            Expr::Add(_) => 5,
            Expr::Func(..) => 6,
            Expr::Fact(_) => 7,
        }
    }
}

/// A total structural order, used to sort terms and factors canonically.
pub fn cmp_expr(a: &Expr, b: &Expr) -> Ordering {
    let by_rank = a.rank().cmp(&b.rank());
    if by_rank != Ordering::Equal {
        return by_rank;
    }
    match (a, b) {
        (Expr::Num(x), Expr::Num(y)) => x.cmp(y),
        (Expr::Const(x), Expr::Const(y)) => x.cmp(y),
        (Expr::Var(x), Expr::Var(y)) => x.cmp(y),
        (Expr::Add(xs), Expr::Add(ys)) | (Expr::Mul(xs), Expr::Mul(ys)) => cmp_list(xs, ys),
        (Expr::Pow(b1, e1), Expr::Pow(b2, e2)) => cmp_expr(b1, b2).then_with(|| cmp_expr(e1, e2)),
        (Expr::Func(f1, a1), Expr::Func(f2, a2)) => f1.cmp(f2).then_with(|| cmp_expr(a1, a2)),
        (Expr::Fact(a1), Expr::Fact(a2)) => cmp_expr(a1, a2),
        _ => Ordering::Equal,
    }
}

pub(super) fn cmp_list(xs: &[Expr], ys: &[Expr]) -> Ordering {
    for (x, y) in xs.iter().zip(ys) {
        let o = cmp_expr(x, y);
        if o != Ordering::Equal {
            return o;
        }
    }
    xs.len().cmp(&ys.len())
}

// ------------------------------------------------------------------ printing

/// Binding strength, loosest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Prec {
    Add,
    Mul,
    Neg,
    Pow,
    Postfix,
    Atom,
}

impl fmt::Display for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        write_expr(&mut s, self, Prec::Add);
        f.write_str(&s)
    }
}

/// The expression in the calculator's syntax.
pub fn to_text(e: &Expr) -> String {
    let mut s = String::new();
    write_expr(&mut s, e, Prec::Add);
    s
}

fn prec_of(e: &Expr) -> Prec {
    match e {
        Expr::Num(n) => {
            if n.sign() == Sign::Negative {
                Prec::Neg
            } else if n.is_int() {
                Prec::Atom
            } else {
                Prec::Mul
            }
        }
        Expr::Const(_) | Expr::Var(_) | Expr::Func(..) => Prec::Atom,
        Expr::Add(xs) if xs.len() > 1 => Prec::Add,
        Expr::Add(xs) => xs.first().map_or(Prec::Atom, prec_of),
        Expr::Mul(_) => {
            let (c, num, den) = split_mul(e);
            if c.sign() == Sign::Negative {
                Prec::Neg
            } else if !den.is_empty() || !c.is_int() || num.len() + usize::from(!c.is_one()) > 1 {
                Prec::Mul
            } else {
                num.first().map_or(Prec::Atom, prec_of)
            }
        }
        Expr::Pow(b, ex) => match pow_style(b, ex) {
            PowStyle::Sqrt | PowStyle::Cbrt => Prec::Atom,
            PowStyle::Reciprocal(_) => Prec::Mul,
            PowStyle::Plain => Prec::Pow,
        },
        Expr::Fact(_) => Prec::Postfix,
    }
}

fn write_wrapped(s: &mut String, e: &Expr, min: Prec) {
    if prec_of(e) < min {
        s.push('(');
        write_expr(s, e, Prec::Add);
        s.push(')');
    } else {
        write_expr(s, e, min);
    }
}

fn write_num(s: &mut String, n: &RBig) {
    let _ = write!(s, "{}", n.numerator());
    if !n.is_int() {
        let _ = write!(s, "/{}", n.denominator());
    }
}

/// Whether a term prints with a leading minus (and its negation otherwise).
pub fn negated_term(e: &Expr) -> Option<Expr> {
    match e {
        Expr::Num(n) if n.sign() == Sign::Negative => Some(Expr::Num(-n.clone())),
        Expr::Mul(xs) => match xs.first() {
            Some(Expr::Num(n)) if n.sign() == Sign::Negative => {
                let c = -n.clone();
                let mut rest: Vec<Expr> = Vec::with_capacity(xs.len());
                if !c.is_one() {
                    rest.push(Expr::Num(c));
                }
                rest.extend(xs.iter().skip(1).cloned());
                Some(if rest.len() == 1 {
                    rest.pop().unwrap_or_else(Expr::one)
                } else {
                    Expr::Mul(rest)
                })
            }
            _ => None,
        },
        _ => None,
    }
}

/// A product as coefficient × numerator factors / denominator factors.
fn split_mul(e: &Expr) -> (RBig, Vec<Expr>, Vec<Expr>) {
    let mut c = RBig::ONE;
    let mut num = Vec::new();
    let mut den = Vec::new();
    if let Expr::Mul(xs) = e {
        for x in xs {
            match x {
                Expr::Num(n) => c *= n,
                Expr::Pow(b, ex) => match ex.as_num() {
                    Some(k) if k.sign() == Sign::Negative => {
                        let k = -k.clone();
                        if k.is_one() {
                            den.push((**b).clone());
                        } else {
                            den.push(Expr::Pow(b.clone(), Box::new(Expr::Num(k))));
                        }
                    }
                    _ => num.push(x.clone()),
                },
                _ => num.push(x.clone()),
            }
        }
    }
    (c, num, den)
}

enum PowStyle {
    Sqrt,
    Cbrt,
    /// 1/(b^k) with k the positive exponent.
    Reciprocal(RBig),
    Plain,
}

fn pow_style(_b: &Expr, ex: &Expr) -> PowStyle {
    match ex.as_num() {
        Some(k) if *k == RBig::from_parts(IBig::ONE, UBig::from(2u8)) => PowStyle::Sqrt,
        Some(k) if *k == RBig::from_parts(IBig::ONE, UBig::from(3u8)) => PowStyle::Cbrt,
        Some(k) if k.sign() == Sign::Negative => PowStyle::Reciprocal(-k.clone()),
        _ => PowStyle::Plain,
    }
}

fn write_product(s: &mut String, factors: &[Expr]) {
    for (i, x) in factors.iter().enumerate() {
        if i > 0 {
            s.push('*');
        }
        write_wrapped(s, x, Prec::Pow);
    }
}

fn write_expr(s: &mut String, e: &Expr, ctx: Prec) {
    let _ = ctx;
    match e {
        Expr::Num(n) => write_num(s, n),
        Expr::Const(Constant::Pi) => s.push_str("pi"),
        Expr::Const(Constant::E) => s.push('e'),
        Expr::Var(v) => s.push_str(v),
        Expr::Add(xs) => {
            if xs.is_empty() {
                s.push('0');
            }
            for (i, x) in xs.iter().enumerate() {
                if i == 0 {
                    write_wrapped(s, x, Prec::Add);
                } else if let Some(neg) = negated_term(x) {
                    s.push_str(" - ");
                    write_wrapped(s, &neg, Prec::Mul);
                } else {
                    s.push_str(" + ");
                    write_wrapped(s, x, Prec::Mul);
                }
            }
        }
        Expr::Mul(_) => {
            let (c, num, den) = split_mul(e);
            if c.sign() == Sign::Negative {
                s.push('-');
            }
            let c = c.abs();
            let p = c.numerator().clone();
            let q = c.denominator().clone();
            let mut top: Vec<Expr> = Vec::new();
            if p != IBig::ONE || num.is_empty() {
                top.push(Expr::Num(RBig::from(p)));
            }
            top.extend(num);
            let mut bottom: Vec<Expr> = Vec::new();
            if q != UBig::ONE {
                bottom.push(Expr::Num(RBig::from(IBig::from(q))));
            }
            bottom.extend(den);
            write_product(s, &top);
            match bottom.len() {
                0 => {}
                1 => {
                    s.push('/');
                    write_wrapped(s, &bottom[0], Prec::Pow);
                }
                _ => {
                    s.push_str("/(");
                    write_product(s, &bottom);
                    s.push(')');
                }
            }
        }
        Expr::Pow(b, ex) => match pow_style(b, ex) {
            PowStyle::Sqrt => {
                s.push_str("sqrt(");
                write_expr(s, b, Prec::Add);
                s.push(')');
            }
            PowStyle::Cbrt => {
                s.push_str("cbrt(");
                write_expr(s, b, Prec::Add);
                s.push(')');
            }
            PowStyle::Reciprocal(k) => {
                s.push_str("1/");
                if k.is_one() {
                    write_wrapped(s, b, Prec::Pow);
                } else {
                    let p = Expr::Pow(b.clone(), Box::new(Expr::Num(k)));
                    write_wrapped(s, &p, Prec::Pow);
                }
            }
            PowStyle::Plain => {
                write_wrapped(s, b, Prec::Postfix);
                s.push('^');
                write_wrapped(s, ex, Prec::Atom);
            }
        },
        Expr::Func(f, a) => {
            s.push_str(f.name());
            s.push('(');
            write_expr(s, a, Prec::Add);
            s.push(')');
        }
        Expr::Fact(a) => {
            write_wrapped(s, a, Prec::Atom);
            s.push('!');
        }
    }
}
