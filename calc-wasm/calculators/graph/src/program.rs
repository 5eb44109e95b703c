//! An expression compiled once to a small postfix program over f64, run
//! thousands of times per frame; and the same program over intervals.

use super::interval::{root_of, Iv};
use calc_engine::eval::{pi_multiple, Angle};
use calc_engine::expr::{Constant, Expr, Func};
use dashu::rational::RBig;
use std::f64::consts::{E, PI};

#[derive(Debug, Clone, Copy, PartialEq)]
enum Op {
    Const(f64),
    Var(usize),
    Add,
    Mul,
    Recip,
    PowI(i32),
    /// x^(p/q), q > 1, in lowest terms.
    PowRatio(i32, i32),
    Pow,
    Func(Func),
    Fact,
    Exp,
    /// Multiplies by a constant (degrees ↔ radians around trigonometry).
    Scale(f64),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Program {
    ops: Vec<Op>,
    stack: usize,
}

/// Programs whose stack fits here evaluate without allocating.
const FIXED_STACK: usize = 32;

/// Exponents written as small fractions (x^(1/3), x^(2/3)) keep real
/// roots of negative numbers, as a graph of ∛x should.
const MAX_RATIO_TERM: u64 = 1000;

impl Program {
    /// Compiles `e`; `slot` gives each variable's index in the values
    /// `eval` receives (None: an unknown name, which the caller rejected).
    pub fn compile(
        e: &Expr,
        angle: Angle,
        slot: &dyn Fn(&str) -> Option<usize>,
    ) -> Option<Program> {
        let mut ops = Vec::new();
        emit(e, angle, slot, &mut ops)?;
        let mut depth = 0usize;
        let mut stack = 0usize;
        for op in &ops {
            match op {
                Op::Const(_) | Op::Var(_) => depth += 1,
                Op::Add | Op::Mul | Op::Pow => depth -= 1,
                _ => {}
            }
            stack = stack.max(depth);
        }
        Some(Program { ops, stack })
    }

    pub fn eval(&self, env: &[f64]) -> f64 {
        // A stack on the stack: this runs thousands of times per frame.
        let mut fixed = [0.0f64; FIXED_STACK];
        let mut grown;
        let s: &mut [f64] = if self.stack <= FIXED_STACK {
            &mut fixed
        } else {
            grown = vec![0.0; self.stack];
            &mut grown
        };
        let mut n = 0usize;
        for op in &self.ops {
            match *op {
                Op::Const(c) => {
                    s[n] = c;
                    n += 1;
                }
                Op::Var(i) => {
                    s[n] = env.get(i).copied().unwrap_or(f64::NAN);
                    n += 1;
                }
                Op::Add | Op::Mul | Op::Pow => {
                    n -= 1;
                    let b = s[n];
                    let a = &mut s[n - 1];
                    *a = match op {
                        Op::Add => *a + b,
                        Op::Mul => *a * b,
                        _ => a.powf(b),
                    };
                }
                _ => s[n - 1] = unary(*op, s[n - 1]),
            }
        }
        let v = if n == 1 { s[0] } else { f64::NAN };
        if v.is_finite() {
            v
        } else {
            f64::NAN
        }
    }

    /// The value and the derivative with respect to variable `slot`, by
    /// forward-mode automatic differentiation: exact rules, no symbolic
    /// engine (and none of its size in the WebAssembly module).
    pub fn eval_dual(&self, env: &[f64], slot: usize) -> (f64, f64) {
        let mut s: Vec<(f64, f64)> = Vec::with_capacity(self.stack);
        for op in &self.ops {
            match *op {
                Op::Const(c) => s.push((c, 0.0)),
                Op::Var(i) => s.push((
                    env.get(i).copied().unwrap_or(f64::NAN),
                    if i == slot { 1.0 } else { 0.0 },
                )),
                Op::Add | Op::Mul | Op::Pow => {
                    let (b, db) = s.pop().unwrap_or((f64::NAN, f64::NAN));
                    if let Some(a) = s.last_mut() {
                        *a = binary_dual(*op, *a, (b, db));
                    }
                }
                _ => {
                    if let Some(a) = s.last_mut() {
                        *a = unary_dual(*op, *a);
                    }
                }
            }
        }
        s.pop().unwrap_or((f64::NAN, f64::NAN))
    }

    pub fn eval_iv(&self, env: &[Iv]) -> Iv {
        let mut fixed = [Iv::EMPTY; FIXED_STACK];
        let mut grown;
        let s: &mut [Iv] = if self.stack <= FIXED_STACK {
            &mut fixed
        } else {
            grown = vec![Iv::EMPTY; self.stack];
            &mut grown
        };
        let mut n = 0usize;
        for op in &self.ops {
            match *op {
                Op::Const(c) => {
                    s[n] = Iv::point(c);
                    n += 1;
                }
                Op::Var(i) => {
                    s[n] = env.get(i).copied().unwrap_or(Iv::EMPTY);
                    n += 1;
                }
                Op::Add | Op::Mul | Op::Pow => {
                    n -= 1;
                    let b = s[n];
                    let a = &mut s[n - 1];
                    *a = match op {
                        Op::Add => a.add(b),
                        Op::Mul => a.mul(b),
                        _ => a.pow(b),
                    };
                }
                _ => s[n - 1] = unary_iv(*op, s[n - 1]),
            }
        }
        if n == 1 {
            s[0]
        } else {
            Iv::EMPTY
        }
    }
}

fn emit(
    e: &Expr,
    angle: Angle,
    slot: &dyn Fn(&str) -> Option<usize>,
    ops: &mut Vec<Op>,
) -> Option<()> {
    match e {
        Expr::Num(n) => ops.push(Op::Const(n.to_f64().value())),
        Expr::Const(Constant::Pi) => ops.push(Op::Const(PI)),
        Expr::Const(Constant::E) => ops.push(Op::Const(E)),
        Expr::Var(v) => ops.push(Op::Var(slot(v)?)),
        Expr::Add(xs) | Expr::Mul(xs) => {
            let op = if matches!(e, Expr::Add(_)) {
                Op::Add
            } else {
                Op::Mul
            };
            if xs.is_empty() {
                ops.push(Op::Const(if op == Op::Add { 0.0 } else { 1.0 }));
            }
            for (i, x) in xs.iter().enumerate() {
                emit(x, angle, slot, ops)?;
                if i > 0 {
                    ops.push(op);
                }
            }
        }
        Expr::Pow(b, x) => {
            // e^x has no `Func` of its own in the engine (it is a power of e).
            if matches!(**b, Expr::Const(Constant::E)) {
                emit(x, angle, slot, ops)?;
                ops.push(Op::Exp);
                return Some(());
            }
            emit(b, angle, slot, ops)?;
            match x.as_num() {
                Some(n) => {
                    let (num, den) = (n.numerator(), n.denominator());
                    let p = i32::try_from(num).ok();
                    let small_den = *den <= dashu::integer::UBig::from(MAX_RATIO_TERM);
                    match p {
                        Some(p) if den.is_one() => {
                            ops.push(if p == -1 { Op::Recip } else { Op::PowI(p) })
                        }
                        Some(p) if u64::from(p.unsigned_abs()) <= MAX_RATIO_TERM && small_den => {
                            ops.push(Op::PowRatio(p, i32::try_from(den).ok()?))
                        }
                        _ => {
                            ops.push(Op::Const(n.to_f64().value()));
                            ops.push(Op::Pow);
                        }
                    }
                }
                None => {
                    emit(x, angle, slot, ops)?;
                    ops.push(Op::Pow);
                }
            }
        }
        Expr::Func(f, a) if at_pole(*f, a, angle) => {
            // tan(π/2), sec(90°): undefined, as the scientific calculator
            // says, not the tangent of π/2 rounded to a double (1.6·10^16).
            ops.push(Op::Const(f64::NAN));
        }
        Expr::Func(f, a) => {
            emit(a, angle, slot, ops)?;
            let to_radians = match angle {
                Angle::Deg => PI / 180.0,
                Angle::Rad => 1.0,
            };
            if f.takes_angle() && to_radians != 1.0 {
                ops.push(Op::Scale(to_radians));
            }
            ops.push(Op::Func(*f));
            if f.gives_angle() && to_radians != 1.0 {
                ops.push(Op::Scale(1.0 / to_radians));
            }
        }
        Expr::Fact(a) => {
            emit(a, angle, slot, ops)?;
            ops.push(Op::Fact);
        }
    }
    Some(())
}

/// Whether `f(a)` is a pole of a trigonometric function at an argument
/// written exactly: an odd multiple of π/2 (90°) for tan and sec, a multiple
/// of π (180°) for csc and cot.
fn at_pole(f: Func, a: &Expr, angle: Angle) -> bool {
    let half_turns = match angle {
        Angle::Rad => pi_multiple(a),
        Angle::Deg => a.as_num().map(|d| d / RBig::from(180u8)),
    };
    let Some(q) = half_turns else {
        return false;
    };
    let q = match f {
        Func::Tan | Func::Sec => q - RBig::from_parts(1.into(), 2u8.into()),
        Func::Csc | Func::Cot => q,
        _ => return false,
    };
    q.denominator().is_one()
}

fn unary(op: Op, a: f64) -> f64 {
    match op {
        Op::Recip => 1.0 / a,
        Op::PowI(n) => a.powi(n),
        Op::PowRatio(p, q) => root_of(a, q).powi(p),
        Op::Exp => a.exp(),
        Op::Scale(k) => a * k,
        Op::Fact => factorial(a),
        Op::Func(f) => func(f, a),
        _ => f64::NAN,
    }
}

fn unary_iv(op: Op, a: Iv) -> Iv {
    match op {
        Op::Recip => a.recip(),
        Op::PowI(n) => a.powi(n),
        Op::PowRatio(p, q) => a.pow_ratio(p, q),
        Op::Exp => a.increasing(f64::exp),
        Op::Scale(k) => a.mul(Iv::point(k)),
        Op::Fact => a.factorial(factorial),
        Op::Func(f) => func_iv(f, a),
        _ => Iv::EMPTY,
    }
}

pub fn func(f: Func, a: f64) -> f64 {
    match f {
        Func::Sin => a.sin(),
        Func::Cos => a.cos(),
        Func::Tan => a.tan(),
        Func::Sec => 1.0 / a.cos(),
        Func::Csc => 1.0 / a.sin(),
        Func::Cot => 1.0 / a.tan(),
        Func::Asin => a.asin(),
        Func::Acos => a.acos(),
        Func::Atan => a.atan(),
        Func::Sinh => a.sinh(),
        Func::Cosh => a.cosh(),
        Func::Tanh => a.tanh(),
        Func::Asinh => a.asinh(),
        Func::Acosh => a.acosh(),
        Func::Atanh => a.atanh(),
        Func::Ln => a.ln(),
        Func::Log10 => a.log10(),
        Func::Log2 => a.log2(),
        Func::Abs => a.abs(),
        Func::Floor => a.floor(),
        Func::Ceil => a.ceil(),
        Func::Round => a.round(),
        _ => super::special_iv::value(f, a),
    }
}

fn func_iv(f: Func, a: Iv) -> Iv {
    match f {
        Func::Sin => a.sin(),
        Func::Cos => a.cos(),
        Func::Tan => a.tan(),
        Func::Sec => a.cos().recip(),
        Func::Csc => a.sin().recip(),
        Func::Cot => a.cos().mul(a.sin().recip()),
        Func::Asin => a.asin(),
        Func::Acos => a.acos(),
        Func::Atan => a.increasing(f64::atan),
        Func::Sinh => a.increasing(f64::sinh),
        Func::Cosh => a.cosh(),
        Func::Tanh => a.increasing(f64::tanh),
        Func::Asinh => a.increasing(f64::asinh),
        Func::Acosh => a.acosh(),
        Func::Atanh => a.atanh(),
        Func::Ln => a.ln_like(f64::ln),
        Func::Log10 => a.ln_like(f64::log10),
        Func::Log2 => a.ln_like(f64::log2),
        Func::Abs => a.abs(),
        Func::Floor => a.step(f64::floor),
        Func::Ceil => a.step(f64::ceil),
        Func::Round => a.step(f64::round),
        _ => super::special_iv::enclosure(f, a),
    }
}

/// x! as Γ(x + 1): exact products for small whole numbers, else Lanczos.
pub fn factorial(x: f64) -> f64 {
    if x.fract() == 0.0 {
        if x < 0.0 {
            return f64::NAN;
        }
        if x <= 170.0 {
            return (1..=x as u32).fold(1.0, |p, k| p * k as f64);
        }
        return f64::NAN;
    }
    gamma(x + 1.0)
}

/// Lanczos approximation (g = 7, nine terms), with the reflection formula
/// below ½: about 15 significant digits.
fn gamma(x: f64) -> f64 {
    const G: f64 = 7.0;
    const C: [f64; 9] = [
        0.999_999_999_999_809_9,
        676.520_368_121_885_1,
        -1_259.139_216_722_402_8,
        771.323_428_777_653_1,
        -176.615_029_162_140_6,
        12.507_343_278_686_905,
        -0.138_571_095_265_720_12,
        9.984_369_578_019_572e-6,
        1.505_632_735_149_311_6e-7,
    ];
    if x < 0.5 {
        return PI / ((PI * x).sin() * gamma(1.0 - x));
    }
    let x = x - 1.0;
    let mut a = C[0];
    let t = x + G + 0.5;
    for (i, c) in C.iter().enumerate().skip(1) {
        a += c / (x + i as f64);
    }
    (2.0 * PI).sqrt() * t.powf(x + 0.5) * (-t).exp() * a
}

fn binary_dual(op: Op, (a, da): (f64, f64), (b, db): (f64, f64)) -> (f64, f64) {
    match op {
        Op::Add => (a + b, da + db),
        Op::Mul => (a * b, da * b + a * db),
        _ => {
            let v = a.powf(b);
            // A constant exponent also serves negative bases (x^3 at x < 0).
            let d = if db == 0.0 {
                if da == 0.0 {
                    0.0
                } else {
                    b * a.powf(b - 1.0) * da
                }
            } else {
                v * (db * a.ln() + b * da / a)
            };
            (v, d)
        }
    }
}

fn unary_dual(op: Op, (a, da): (f64, f64)) -> (f64, f64) {
    let v = unary(op, a);
    let slope = match op {
        Op::Recip => -1.0 / (a * a),
        Op::PowI(0) => 0.0,
        Op::PowI(n) => n as f64 * a.powi(n - 1),
        Op::PowRatio(p, q) => p as f64 / q as f64 * v / a,
        Op::Exp => v,
        Op::Scale(k) => k,
        Op::Fact => {
            let h = 1e-6 * (1.0 + a.abs());
            (factorial(a + h) - factorial(a - h)) / (2.0 * h)
        }
        Op::Func(f) => func_slope(f, a, v),
        _ => f64::NAN,
    };
    (v, if da == 0.0 { 0.0 } else { slope * da })
}

/// d/da of f(a), given v = f(a).
fn func_slope(f: Func, a: f64, v: f64) -> f64 {
    match f {
        Func::Sin => a.cos(),
        Func::Cos => -a.sin(),
        Func::Tan => 1.0 + v * v,
        Func::Sec => v * a.tan(),
        Func::Csc => -v / a.tan(),
        Func::Cot => -(1.0 + v * v),
        Func::Asin => 1.0 / (1.0 - a * a).sqrt(),
        Func::Acos => -1.0 / (1.0 - a * a).sqrt(),
        Func::Atan => 1.0 / (1.0 + a * a),
        Func::Sinh => a.cosh(),
        Func::Cosh => a.sinh(),
        Func::Tanh => 1.0 - v * v,
        Func::Asinh => 1.0 / (a * a + 1.0).sqrt(),
        Func::Acosh => 1.0 / (a * a - 1.0).sqrt(),
        Func::Atanh => 1.0 / (1.0 - a * a),
        Func::Ln => 1.0 / a,
        Func::Log10 => 1.0 / (a * std::f64::consts::LN_10),
        Func::Log2 => 1.0 / (a * std::f64::consts::LN_2),
        // |a|′ is 0 at 0 here: the minimum of |x| shows as a zero slope.
        Func::Abs => {
            if a > 0.0 {
                1.0
            } else if a < 0.0 {
                -1.0
            } else {
                0.0
            }
        }
        Func::Floor | Func::Ceil | Func::Round => 0.0,
        _ => super::special_iv::slope(f, a),
    }
}
