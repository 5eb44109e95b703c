//! The Pythagorean and double-angle identities in simplification:
//! c·sin²u + c·cos²u = c, c·cos²u − c·sin²u = c·cos(2u) and
//! c·sin(u)·cos(u) = (c/2)·sin(2u), term by term in a sum, each use a step.
//! The result is checked against the expression at sample values before
//! it replaces it.

use calc_engine::eval::{evaluate, EvalOptions, Value};
use calc_engine::expr::{to_text, Expr, Func};
use calc_engine::limits::Budget;
use calc_engine::simplify::{add, func, mul, simplify, split_coeff, sub};
use calc_engine::steps::Steps;
use dashu::integer::{IBig, UBig};
use dashu::rational::RBig;

#[derive(Debug, Clone, PartialEq)]
enum Shape {
    SinSq(Expr),
    CosSq(Expr),
    SinCos(Expr),
    Other,
}

fn shape(rest: &Expr) -> Shape {
    let trig = |e: &Expr| match e {
        Expr::Func(f @ (Func::Sin | Func::Cos), u) => Some((*f, (**u).clone())),
        _ => None,
    };
    match rest {
        Expr::Pow(b, k) if k.is_num_eq(2) => match trig(b) {
            Some((Func::Sin, u)) => Shape::SinSq(u),
            Some((_, u)) => Shape::CosSq(u),
            None => Shape::Other,
        },
        Expr::Mul(xs) if xs.len() == 2 => match (trig(&xs[0]), trig(&xs[1])) {
            (Some((f, u)), Some((g, v))) if u == v && f != g => Shape::SinCos(u),
            _ => Shape::Other,
        },
        _ => Shape::Other,
    }
}

/// 2·u, simplified.
fn double(u: &Expr) -> Expr {
    simplify(&mul(vec![Expr::int(2), u.clone()]))
}

/// One use of an identity on the terms of `e`, with its rule, or None.
fn once(e: &Expr) -> Option<(Expr, &'static str)> {
    let terms: Vec<Expr> = match e {
        Expr::Add(xs) => xs.clone(),
        other => vec![other.clone()],
    };
    let parts: Vec<(RBig, Shape)> = terms
        .iter()
        .map(|t| {
            let (c, rest) = split_coeff(t);
            (c, shape(&rest))
        })
        .collect();
    let rebuilt = |skip: &[usize], with: Expr| {
        let mut kept: Vec<Expr> = terms
            .iter()
            .enumerate()
            .filter(|(k, _)| !skip.contains(k))
            .map(|(_, t)| t.clone())
            .collect();
        kept.push(with);
        simplify(&add(kept))
    };
    for (i, (c, s)) in parts.iter().enumerate() {
        match s {
            Shape::SinSq(u) => {
                // c·sin²u + c·cos²u = c.
                if let Some(j) = parts
                    .iter()
                    .position(|(d, t)| d == c && *t == Shape::CosSq(u.clone()))
                {
                    return Some((rebuilt(&[i, j], Expr::Num(c.clone())), "pythagoreanSinCos"));
                }
                // c·cos²u − c·sin²u = c·cos(2u).
                if let Some(j) = parts
                    .iter()
                    .position(|(d, t)| *d == -c.clone() && *t == Shape::CosSq(u.clone()))
                {
                    let with = mul(vec![Expr::Num(-c.clone()), func(Func::Cos, double(u))]);
                    return Some((rebuilt(&[i, j], with), "doubleAngle"));
                }
            }
            Shape::SinCos(u) => {
                // c·sin u·cos u = (c/2)·sin(2u).
                let half = c.clone() / RBig::from(2);
                let with = mul(vec![Expr::Num(half), func(Func::Sin, double(u))]);
                return Some((rebuilt(&[i], with), "doubleAngle"));
            }
            _ => {}
        }
    }
    None
}

/// Whether `a` and `b` agree at three sample values of their letters
/// (to some 400 digits).
fn same_function(a: &Expr, b: &Expr) -> bool {
    let mut vars = Vec::new();
    a.vars(&mut vars);
    b.vars(&mut vars);
    vars.sort();
    vars.dedup();
    let d = sub(a.clone(), b.clone());
    [(3i64, 10u64), (17, 10), (-29, 10)].iter().all(|(n, m)| {
        let opts = EvalOptions {
            digits: 30,
            angle: Default::default(),
            vars: vars
                .iter()
                .enumerate()
                .map(|(k, v)| {
                    let n = n + 7 * k as i64;
                    (v.clone(), RBig::from_parts(IBig::from(n), UBig::from(*m)))
                })
                .collect(),
        };
        let mut budget = Budget::new(calc_engine::limits::DEFAULT_BUDGET / 16);
        match evaluate(&d, &opts, &mut budget) {
            Ok(Value::Zero) => true,
            Ok(Value::Exact(r)) => r.is_zero(),
            _ => false,
        }
    })
}

/// `e` with the identities applied while they apply (a few times at most),
/// each a step; `e` itself when none applies or a result fails its check.
pub fn apply(e: &Expr, steps: &mut Steps) -> Expr {
    let mut current = e.clone();
    for _ in 0..8 {
        let Some((next, rule)) = once(&current) else {
            break;
        };
        if !same_function(&current, &next) {
            break;
        }
        steps.push(rule, to_text(&current), to_text(&next));
        current = next;
    }
    current
}
