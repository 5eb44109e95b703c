//! Exact answers of equations that are not polynomials: exponential
//! (2^x = 10 ⇒ x = log2(10)), logarithmic (ln(x + 1) = 2 ⇒ x = e^2 − 1),
//! absolute-value (|x − 2| = 3 ⇒ x = −1, 5), radical (√(x + 3) = x − 3 ⇒ 6,
//! with 1 checked and rejected) and trigonometric (general solutions, in
//! ./trig.rs). The unknown is isolated by undoing one function at a time,
//! each undoing a step; when it appears twice (under a root or bars and
//! outside), both sides are squared or split into cases and every
//! candidate is checked in the equation as typed.

use super::check::vanishes_at;
use super::trig::{self, Family};
use calc_engine::error::EngineError;
use calc_engine::expr::{to_text, Constant, Expr, Func};
use calc_engine::limits::Budget;
use calc_engine::poly;
use calc_engine::simplify::{add, div, expand, func, mul, neg, pow, simplify, split_coeff, sub};
use calc_engine::steps::Steps;
use dashu::rational::RBig;

/// What isolating the unknown found.
#[derive(Debug, Default)]
pub struct Answer {
    /// Exact real roots, each checked in the equation.
    pub roots: Vec<Expr>,
    /// Candidates that failed the check in the equation as typed
    /// (extraneous roots from squaring or from the cases of |u|).
    pub rejected: Vec<Expr>,
    /// Infinitely many roots: offset + k·period, k ∈ ℤ.
    pub families: Vec<Family>,
    /// Why there is no real solution (a status key), when there is none.
    pub impossible: Option<&'static str>,
}

impl Answer {
    fn roots(roots: Vec<Expr>) -> Self {
        Answer {
            roots,
            ..Default::default()
        }
    }

    fn impossible(why: &'static str) -> Self {
        Answer {
            impossible: Some(why),
            ..Default::default()
        }
    }

    fn merge(mut self, other: Answer) -> Self {
        self.roots.extend(other.roots);
        self.rejected.extend(other.rejected);
        self.families.extend(other.families);
        self.impossible = self.impossible.or(other.impossible);
        self
    }
}

/// Deepest nesting of functions undone (ln(ln(ln(x))) = 1 is three).
const MAX_DEPTH: usize = 8;

/// The exact answer of `e` = 0 (simplified, one unknown `var`), or None
/// when the equation is not of a kind solved here (the caller then solves
/// it numerically).
pub fn solve(
    e: &Expr,
    var: &str,
    steps: &mut Steps,
    budget: &mut Budget,
) -> Result<Option<Answer>, EngineError> {
    let terms: Vec<Expr> = match e {
        Expr::Add(xs) => xs.clone(),
        other => vec![other.clone()],
    };
    let (with, without): (Vec<Expr>, Vec<Expr>) = terms.into_iter().partition(|t| t.has_var(var));
    let answer = match with.as_slice() {
        [t] => {
            // k·g(x) + c = 0 ⇒ g(x) = −c/k.
            let (k, g) = coefficient(t, var);
            let target = simplify(&div(neg(add(without)), k));
            steps.push(
                "isolate",
                format!("{} = 0", to_text(e)),
                format!("{} = {}", to_text(&g), to_text(&target)),
            );
            invert(&g, &target, var, steps, budget, 0)?
        }
        _ => both_sides(&with, &without, var, steps, budget)?,
    };
    let Some(mut answer) = answer else {
        return Ok(None);
    };
    // Every exact root is checked where the equation is as typed; a root
    // found by undoing functions one at a time must pass (else the answer
    // is refused and the numeric solver answers instead).
    let (good, bad): (Vec<Expr>, Vec<Expr>) =
        answer.roots.drain(..).partition(|r| vanishes_at(e, var, r));
    let families_hold = answer.families.iter().all(|f| trig::holds(e, var, f))
        && (answer.families.is_empty() || trig::complete(e, var, &answer.families));
    if !bad.is_empty() || !families_hold {
        return Ok(None);
    }
    answer.roots = good;
    sort_dedup(&mut answer.roots);
    sort_dedup(&mut answer.rejected);
    Ok(Some(answer))
}

/// A term as (var-free coefficient, the rest): 3·π·2^x is (3π, 2^x).
fn coefficient(t: &Expr, var: &str) -> (Expr, Expr) {
    let (c, rest) = split_coeff(t);
    let (free, bound): (Vec<Expr>, Vec<Expr>) = match rest {
        Expr::Mul(xs) => xs.into_iter().partition(|f| !f.has_var(var)),
        other => (Vec::new(), vec![other]),
    };
    let mut k = vec![Expr::Num(c)];
    k.extend(free);
    (simplify(&mul(k)), simplify(&mul(bound)))
}

/// Ascending by value, each once.
fn sort_dedup(roots: &mut Vec<Expr>) {
    roots.sort_by(|a, b| poly::val_f64(a).total_cmp(&poly::val_f64(b)));
    roots.dedup_by(|a, b| to_text(a) == to_text(b));
}

fn sign_of(e: &Expr) -> Option<std::cmp::Ordering> {
    let v = poly::val_f64(e);
    v.is_finite().then(|| v.total_cmp(&0.0))
}

/// log_base(t), written as the page's functions do: ln, log2, log (base
/// 10), else ln(t)/ln(base); an integer when base^k = t.
fn log_of(base: &Expr, t: &Expr) -> Expr {
    // Small numbers only: b^64 of a long b is long to compute.
    let small = |e: &Expr| calc_engine::simplify::max_num_bits(e) <= 64;
    if let (Some(b), Some(v), true) = (base.as_num(), t.as_num(), small(base) && small(t)) {
        for k in -64i64..=64 {
            if simplify(&pow(Expr::Num(b.clone()), Expr::int(k))).as_num() == Some(v) {
                return Expr::int(k);
            }
        }
    }
    match base {
        Expr::Const(Constant::E) => func(Func::Ln, t.clone()),
        b if b.is_num_eq(2) => func(Func::Log2, t.clone()),
        b if b.is_num_eq(10) => func(Func::Log10, t.clone()),
        b => simplify(&div(func(Func::Ln, t.clone()), func(Func::Ln, b.clone()))),
    }
}

/// g(x) = target, with `target` free of x: undo g's outermost function.
fn invert(
    g: &Expr,
    target: &Expr,
    var: &str,
    steps: &mut Steps,
    budget: &mut Budget,
    depth: usize,
) -> Result<Option<Answer>, EngineError> {
    use std::cmp::Ordering::{Equal, Less};
    if depth > MAX_DEPTH {
        return Ok(None);
    }
    budget.charge(50)?;
    let eq = |a: &Expr, b: &Expr| format!("{} = {}", to_text(a), to_text(b));
    // Linear: x = (t − c₀)/c₁ for any constant t (log2(10), e^2 − 1).
    if let Some(p) = poly::from_expr(g, var)? {
        if poly::degree(&p) == 1 {
            let root = simplify(&div(
                sub(target.clone(), Expr::Num(p[0].clone())),
                Expr::Num(p[1].clone()),
            ));
            if !(g.is_one() || *g == Expr::var(var)) {
                steps.push(
                    "isolate",
                    eq(g, target),
                    format!("{var} = {}", to_text(&root)),
                );
            }
            return Ok(Some(Answer::roots(vec![root])));
        }
    }
    // A polynomial: its exact real roots.
    if let Some(p) = poly::from_expr(&simplify(&sub(g.clone(), target.clone())), var)? {
        if poly::degree(&p) == 0 || poly::degree(&p) > 4 {
            return Ok(None);
        }
        let roots = poly::solve(&p, budget)?;
        if roots.iter().any(|r| r.exact.is_none()) {
            return Ok(None);
        }
        let real: Vec<Expr> = roots
            .into_iter()
            .filter(|r| r.im == 0.0 && r.exact_im.is_none())
            .filter_map(|r| r.exact)
            .collect();
        for r in &real {
            steps.push("root", var.to_string(), to_text(r));
        }
        if real.is_empty() {
            return Ok(Some(Answer::impossible("noRealSolution")));
        }
        return Ok(Some(Answer::roots(real)));
    }
    let again = |u: &Expr, t: Expr, steps: &mut Steps, budget: &mut Budget| {
        invert(u, &simplify(&t), var, steps, budget, depth + 1)
    };
    match g {
        // b^u = t ⇒ u = log_b(t), for a constant base b > 0, b ≠ 1.
        Expr::Pow(b, u) if !b.has_var(var) && u.has_var(var) => {
            if sign_of(b) != Some(std::cmp::Ordering::Greater) || b.is_one() {
                return Ok(None);
            }
            if matches!(sign_of(target), Some(Less | Equal)) {
                return Ok(Some(Answer::impossible("noSolutionExponential")));
            }
            let t = log_of(b, target);
            steps.push("takeLog", eq(g, target), eq(u, &t));
            again(u, t, steps, budget)
        }
        // u^(1/n) = t ⇒ u = t^n (t ≥ 0 when n is even).
        Expr::Pow(u, k) if u.has_var(var) && !k.has_var(var) => {
            let Some(k) = k.as_num() else {
                return Ok(None);
            };
            if !k.numerator().is_one() || k.denominator().is_one() {
                return Ok(None);
            }
            let n = k.denominator().clone();
            // t^n of a large n is long to compute (x^(1/1000001) = 3).
            if n > dashu::integer::UBig::from(16u8) {
                return Ok(None);
            }
            let even = !dashu::base::BitTest::bit(&n, 0);
            if even && sign_of(target) == Some(Less) {
                return Ok(Some(Answer::impossible("noSolutionRoot")));
            }
            let t = pow(target.clone(), Expr::Num(RBig::from(n)));
            let t = simplify(&t);
            steps.push("raiseBothSides", eq(g, target), eq(u, &t));
            again(u, t, steps, budget)
        }
        Expr::Func(f, u) if u.has_var(var) => match f {
            // ln(u) = t ⇒ u = e^t; log(u) = t ⇒ u = 10^t; log2(u) = t ⇒ u = 2^t.
            Func::Ln | Func::Log10 | Func::Log2 => {
                let base = match f {
                    Func::Ln => Expr::Const(Constant::E),
                    Func::Log10 => Expr::int(10),
                    _ => Expr::int(2),
                };
                let t = simplify(&pow(base, target.clone()));
                steps.push("exponentiate", eq(g, target), eq(u, &t));
                again(u, t, steps, budget)
            }
            // |u| = t ⇒ u = t or u = −t (t ≥ 0).
            Func::Abs => match sign_of(target) {
                Some(Less) => Ok(Some(Answer::impossible("noSolutionAbsolute"))),
                None => Ok(None),
                Some(Equal) => {
                    steps.push("absoluteCases", eq(g, target), eq(u, target));
                    again(u, target.clone(), steps, budget)
                }
                Some(_) => {
                    let minus = simplify(&neg(target.clone()));
                    steps.push(
                        "absoluteCases",
                        eq(g, target),
                        format!("{}, {}", eq(u, target), eq(u, &minus)),
                    );
                    let a = again(u, target.clone(), steps, budget)?;
                    let b = again(u, minus, steps, budget)?;
                    Ok(match (a, b) {
                        (Some(a), Some(b)) => Some(a.merge(b)),
                        _ => None,
                    })
                }
            },
            Func::Sin | Func::Cos | Func::Tan => {
                Ok(trig::general(*f, u, target, var, steps)?.map(|r| match r {
                    Ok(families) => Answer {
                        families,
                        ..Default::default()
                    },
                    Err(why) => Answer::impossible(why),
                }))
            }
            _ => Ok(None),
        },
        _ => Ok(None),
    }
}

/// The unknown under a square root or bars and outside them too:
/// k·√u + R = 0 ⇒ u = (R/k)², or k·|u| + R = 0 ⇒ u = ±R/k, with u and R
/// polynomials; each candidate is kept only when it solves the equation
/// as it was (squaring and the cases bring in roots that do not).
fn both_sides(
    with: &[Expr],
    without: &[Expr],
    var: &str,
    steps: &mut Steps,
    budget: &mut Budget,
) -> Result<Option<Answer>, EngineError> {
    let is_poly = |e: &Expr| poly::from_expr(e, var).ok().flatten().is_some();
    let special = |t: &Expr| {
        let (_, g) = coefficient(t, var);
        match &g {
            Expr::Pow(u, k) if k.as_num() == Some(&RBig::from_parts(1.into(), 2u8.into())) => {
                is_poly(u).then_some(g)
            }
            Expr::Func(Func::Abs, u) => is_poly(u).then_some(g),
            _ => None,
        }
    };
    let mut found = with.iter().filter(|t| special(t).is_some());
    let (Some(t), None) = (found.next(), found.next()) else {
        return Ok(None);
    };
    let rest: Vec<Expr> = with
        .iter()
        .filter(|x| *x != t)
        .chain(without)
        .cloned()
        .collect();
    let rest = simplify(&add(rest));
    if !is_poly(&rest) {
        return Ok(None);
    }
    let (k, g) = coefficient(t, var);
    let other = simplify(&div(neg(rest), k));
    let original = simplify(&sub(g.clone(), other.clone()));
    steps.push(
        "isolate",
        format!(
            "{} = 0",
            to_text(&simplify(&add(with
                .iter()
                .chain(without)
                .cloned()
                .collect())))
        ),
        format!("{} = {}", to_text(&g), to_text(&other)),
    );
    let candidates_of: Vec<Expr> = match &g {
        Expr::Pow(u, _) => {
            let squared = simplify(&expand(&pow(other.clone(), Expr::int(2)))?);
            steps.push(
                "squareBothSides",
                format!("{} = {}", to_text(&g), to_text(&other)),
                format!("{} = {}", to_text(u), to_text(&squared)),
            );
            vec![sub((**u).clone(), squared)]
        }
        Expr::Func(_, u) => {
            let minus = simplify(&neg(other.clone()));
            steps.push(
                "absoluteCases",
                format!("{} = {}", to_text(&g), to_text(&other)),
                format!(
                    "{} = {}, {} = {}",
                    to_text(u),
                    to_text(&other),
                    to_text(u),
                    to_text(&minus)
                ),
            );
            vec![sub((**u).clone(), other.clone()), sub((**u).clone(), minus)]
        }
        _ => return Ok(None),
    };
    let mut candidates = Vec::new();
    for c in candidates_of {
        let Some(p) = poly::from_expr(&simplify(&expand(&c)?), var)? else {
            return Ok(None);
        };
        if poly::degree(&p) == 0 {
            continue;
        }
        if poly::degree(&p) > 4 {
            return Ok(None);
        }
        for r in poly::solve(&p, budget)? {
            match (r.exact, r.im == 0.0) {
                (Some(x), true) if r.exact_im.is_none() => candidates.push(x),
                (None, _) => return Ok(None),
                _ => {}
            }
        }
    }
    sort_dedup(&mut candidates);
    let mut answer = Answer::default();
    for c in candidates {
        // The sides at the candidate: 3 = 3 keeps x = 6, 2 = −2 rejects x = 1.
        let at = |e: &Expr| to_text(&simplify(&e.substitute(var, &c)));
        let sides = format!("{} = {}", at(&g), at(&other));
        if vanishes_at(&original, var, &c) {
            steps.push("checkRoot", format!("{var} = {}", to_text(&c)), sides);
            answer.roots.push(c);
        } else {
            steps.push("extraneous", format!("{var} = {}", to_text(&c)), sides);
            answer.rejected.push(c);
        }
    }
    if answer.roots.is_empty() {
        answer.impossible = Some(if answer.rejected.is_empty() {
            "noRealSolution"
        } else {
            "noSolutionExtraneous"
        });
    }
    Ok(Some(answer))
}
