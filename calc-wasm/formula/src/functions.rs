//! The functions a formula may call: name, number of arguments and what
//! each computes. One table, read by the checker (names, arity, hints)
//! and the evaluator.

use super::math::{self, Fail, Res};
use rust_decimal::{Decimal, RoundingStrategy};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Func {
    If,
    Min,
    Max,
    Sum,
    Average,
    Abs,
    Sign,
    Round,
    RoundUp,
    RoundDown,
    MRound,
    Floor,
    Ceil,
    Trunc,
    Int,
    Mod,
    Clamp,
    Sqrt,
    Cbrt,
    Pow,
    Exp,
    Ln,
    Log,
    Log10,
    Fact,
    Pi,
    Sin,
    Cos,
    Tan,
    Asin,
    Acos,
    Atan,
    Atan2,
    Degrees,
    Radians,
}

pub struct Signature {
    pub func: Func,
    /// Lower-case name; calls match it case-insensitively (`ROUND` too).
    pub name: &'static str,
    pub min_args: usize,
    /// `None`: any number from `min_args` up.
    pub max_args: Option<usize>,
}

const fn sig(
    func: Func,
    name: &'static str,
    min_args: usize,
    max_args: Option<usize>,
) -> Signature {
    Signature {
        func,
        name,
        min_args,
        max_args,
    }
}

impl Signature {
    /// How to call it, for hints (only `calcula check` shows them: a
    /// match rather than a table column keeps them out of the browser).
    pub fn usage(&self) -> String {
        let usage = match self.name {
            "if" => "if(condition, value if true, value if false)",
            "min" | "max" | "sum" | "average" => return format!("{}(a, b, ...)", self.name),
            "round" => "round(x, digits)",
            "roundup" => "roundup(x, digits)",
            "rounddown" => "rounddown(x, digits)",
            "trunc" => "trunc(x, digits)",
            "mround" => "mround(x, multiple)",
            "floor" => "floor(x) or floor(x, multiple)",
            "ceil" => "ceil(x) or ceil(x, multiple)",
            "ceiling" => "ceiling(x) or ceiling(x, multiple)",
            "mod" => "mod(a, b)",
            "clamp" => "clamp(x, low, high)",
            "pow" => "pow(base, exponent)",
            "power" => "power(base, exponent)",
            "log" => "log(x) for base 10, or log(x, base)",
            "atan2" => "atan2(y, x)",
            "pi" => "pi or pi()",
            "sin" => "sin(x), x in radians",
            "cos" => "cos(x), x in radians",
            "tan" => "tan(x), x in radians",
            "fact" => "fact(n)",
            "degrees" => "degrees(radians)",
            "radians" => "radians(degrees)",
            _ => return format!("{}(x)", self.name),
        };
        usage.to_string()
    }
}

pub const FUNCTIONS: &[Signature] = &[
    sig(Func::If, "if", 3, Some(3)),
    sig(Func::Min, "min", 1, None),
    sig(Func::Max, "max", 1, None),
    sig(Func::Sum, "sum", 1, None),
    sig(Func::Average, "average", 1, None),
    sig(Func::Abs, "abs", 1, Some(1)),
    sig(Func::Sign, "sign", 1, Some(1)),
    sig(Func::Round, "round", 1, Some(2)),
    sig(Func::RoundUp, "roundup", 1, Some(2)),
    sig(Func::RoundDown, "rounddown", 1, Some(2)),
    sig(Func::MRound, "mround", 2, Some(2)),
    sig(Func::Floor, "floor", 1, Some(2)),
    sig(Func::Ceil, "ceil", 1, Some(2)),
    sig(Func::Ceil, "ceiling", 1, Some(2)),
    sig(Func::Trunc, "trunc", 1, Some(2)),
    sig(Func::Int, "int", 1, Some(1)),
    sig(Func::Mod, "mod", 2, Some(2)),
    sig(Func::Clamp, "clamp", 3, Some(3)),
    sig(Func::Sqrt, "sqrt", 1, Some(1)),
    sig(Func::Cbrt, "cbrt", 1, Some(1)),
    sig(Func::Pow, "pow", 2, Some(2)),
    sig(Func::Pow, "power", 2, Some(2)),
    sig(Func::Exp, "exp", 1, Some(1)),
    sig(Func::Ln, "ln", 1, Some(1)),
    sig(Func::Log, "log", 1, Some(2)),
    sig(Func::Log10, "log10", 1, Some(1)),
    sig(Func::Fact, "fact", 1, Some(1)),
    sig(Func::Pi, "pi", 0, Some(0)),
    sig(Func::Sin, "sin", 1, Some(1)),
    sig(Func::Cos, "cos", 1, Some(1)),
    sig(Func::Tan, "tan", 1, Some(1)),
    sig(Func::Asin, "asin", 1, Some(1)),
    sig(Func::Acos, "acos", 1, Some(1)),
    sig(Func::Atan, "atan", 1, Some(1)),
    sig(Func::Atan2, "atan2", 2, Some(2)),
    sig(Func::Degrees, "degrees", 1, Some(1)),
    sig(Func::Radians, "radians", 1, Some(1)),
];

/// Named constants.
pub const CONSTANTS: &[(&str, Decimal)] = &[("pi", Decimal::PI), ("e", Decimal::E)];

pub fn lookup(name: &str) -> Option<&'static Signature> {
    FUNCTIONS.iter().find(|s| s.name.eq_ignore_ascii_case(name))
}

pub fn constant(name: &str) -> Option<Decimal> {
    CONSTANTS
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(name))
        .map(|(_, v)| *v)
}

/// Evaluates a numeric function (every one but `if`) on its arguments,
/// already checked against its arity. On failure, the index of the
/// argument to blame (its input is named in the error).
#[inline(never)]
pub fn apply(func: Func, args: &[Decimal]) -> Result<Decimal, (Fail, usize)> {
    let arg = |i: usize| args.get(i).copied().ok_or((Fail::OutOfDomain, 0));
    let whole = |f: Res| f.map_err(|e| (e, 0));
    let digits = || args.get(1).copied().unwrap_or(Decimal::ZERO);
    let rounding = |s: RoundingStrategy| {
        if args.len() == 2 && matches!(func, Func::Floor | Func::Ceil) {
            return math::to_multiple(arg(0)?, arg(1)?, s).map_err(|e| (e, 1));
        }
        whole(math::round_to(arg(0)?, digits(), s))
    };
    match func {
        Func::If => Err((Fail::OutOfDomain, 0)),
        Func::Min => args.iter().copied().min().ok_or((Fail::OutOfDomain, 0)),
        Func::Max => args.iter().copied().max().ok_or((Fail::OutOfDomain, 0)),
        Func::Sum => sum(args),
        Func::Average => {
            let n = Decimal::from(args.len());
            whole(math::div(sum(args)?, n))
        }
        Func::Abs => Ok(arg(0)?.abs()),
        Func::Sign => {
            let x = arg(0)?;
            Ok(if x.is_zero() {
                Decimal::ZERO
            } else if x.is_sign_negative() {
                Decimal::NEGATIVE_ONE
            } else {
                Decimal::ONE
            })
        }
        Func::Round => rounding(RoundingStrategy::MidpointAwayFromZero),
        Func::RoundUp => rounding(RoundingStrategy::AwayFromZero),
        Func::RoundDown | Func::Trunc => rounding(RoundingStrategy::ToZero),
        Func::MRound => math::to_multiple(arg(0)?, arg(1)?, RoundingStrategy::MidpointAwayFromZero)
            .map_err(|e| (e, 1)),
        Func::Floor | Func::Int => rounding(RoundingStrategy::ToNegativeInfinity),
        Func::Ceil => rounding(RoundingStrategy::ToPositiveInfinity),
        Func::Mod => math::modulo(arg(0)?, arg(1)?).map_err(|e| (e, 1)),
        Func::Clamp => {
            let (x, lo, hi) = (arg(0)?, arg(1)?, arg(2)?);
            if lo > hi {
                return Err((Fail::OutOfDomain, 1));
            }
            Ok(x.max(lo).min(hi))
        }
        Func::Sqrt => whole(math::sqrt(arg(0)?)),
        Func::Cbrt => whole(math::cbrt(arg(0)?)),
        Func::Pow => blame_exponent(math::power(arg(0)?, arg(1)?)),
        Func::Exp => whole(math::exp(arg(0)?)),
        Func::Ln => whole(math::ln(arg(0)?)),
        Func::Log if args.len() == 2 => {
            let (x, base) = (arg(0)?, arg(1)?);
            math::log(x, base).map_err(|e| {
                // Blame the base only when the value itself is fine.
                let base_wrong = x > Decimal::ZERO;
                (e, usize::from(base_wrong))
            })
        }
        Func::Log | Func::Log10 => whole(math::log10(arg(0)?)),
        Func::Fact => whole(math::factorial(arg(0)?)),
        Func::Pi => Ok(Decimal::PI),
        Func::Sin => whole(math::sin(arg(0)?)),
        Func::Cos => whole(math::cos(arg(0)?)),
        Func::Tan => whole(math::tan(arg(0)?)),
        Func::Asin => whole(math::asin(arg(0)?)),
        Func::Acos => whole(math::acos(arg(0)?)),
        Func::Atan => whole(math::atan(arg(0)?)),
        Func::Atan2 => math::atan2(arg(0)?, arg(1)?).map_err(|e| (e, 1)),
        Func::Degrees => {
            whole(math::mul(arg(0)?, Decimal::from(180)).and_then(|d| math::div(d, Decimal::PI)))
        }
        Func::Radians => {
            whole(math::mul(arg(0)?, Decimal::PI).and_then(|r| math::div(r, Decimal::from(180))))
        }
    }
}

fn sum(args: &[Decimal]) -> Result<Decimal, (Fail, usize)> {
    args.iter()
        .enumerate()
        .try_fold(Decimal::ZERO, |acc, (i, x)| {
            math::add(acc, *x).map_err(|e| (e, i))
        })
}

/// 0^-1 is the exponent's fault only in the sense that the base is zero;
/// blame the base for domain and zero errors, the exponent for overflow.
fn blame_exponent(r: Res) -> Result<Decimal, (Fail, usize)> {
    r.map_err(|e| (e, usize::from(e == Fail::Overflow)))
}
