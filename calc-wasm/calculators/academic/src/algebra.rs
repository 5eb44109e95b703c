//! The algebra calculator: solve an equation in one variable (exact to
//! degree 4 where the roots have closed forms, numeric beyond and for
//! non-polynomial equations), solve systems of linear equations (exactly,
//! by row reduction, with steps), expand, factor (over the rationals) and
//! simplify.

mod check;
mod exact;
mod identities;
mod inequality;
#[cfg(test)]
mod property_tests;
mod trig;

use super::fail;
use algebra::{input as i, output as o, In, Out};
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;
use calc_engine::error::{Code, EngineError};
use calc_engine::eval::{evaluate, EvalOptions, Value};
use calc_engine::expr::{to_text, Expr};
use calc_engine::limits::Budget;
use calc_engine::matrix::{rat_text, rref, Matrix};
use calc_engine::parser::{lower, parse_equation, Options, Vars};
use calc_engine::poly::{self, Root};
use calc_engine::quadrature::eval_f64;
use calc_engine::simplify::{
    cancel, expand, mul, neg, rational_form, simplify, simplify_defined, split_coeff, sub,
};
use calc_engine::steps::Steps;

/// An output of this calculator, of kind `K`.
type Output<K> = calc_core::declare::Output<algebra::Calc, K>;
use calc_core::declare::Json as JsonKind;
use dashu::base::UnsignedAbs;
use dashu::integer::{IBig, UBig};
use dashu::rational::RBig;
use serde_json::{json, Value as Json};

calc_core::calculator! {
    mod algebra = "algebra" (compute) {
        inputs {
            equation: Text,
            variable: Text,
            operation: Choice,
        }
        outputs {
            result: Text,
            status: Text,
            free: Json,
            conditions: Json,
            solutions: Json,
            unlisted: Json,
            numberLine: Json,
            steps: Json,
        }
    }
}

pub const FUNCTION: Function = algebra::FUNCTION;

fn options(var: Option<&str>) -> Options {
    Options {
        vars: Vars::Any(var.map(|v| vec![v.to_string()]).unwrap_or_default()),
        mixed_numbers: false,
    }
}

/// lhs − rhs (or the lone expression), simplified.
fn one_side(text: &str, var: Option<&str>) -> Result<(Expr, Option<(Expr, Expr)>), EngineError> {
    let (lhs, rhs) = parse_equation(text, &options(var))?;
    let l = simplify_defined(&lower(&lhs))?;
    match rhs {
        Some(r) => {
            let r = simplify_defined(&lower(&r))?;
            Ok((simplify(&sub(l.clone(), r.clone())), Some((l, r))))
        }
        None => Ok((l, None)),
    }
}

fn pick_variable(e: &Expr, given: Option<&str>) -> Result<String, EngineError> {
    if let Some(v) = given {
        return Ok(v.to_string());
    }
    let mut vars = Vec::new();
    e.vars(&mut vars);
    calc_engine::sort::sort(&mut vars);
    match vars.len() {
        0 => Err(EngineError::new(
            Code::Unsupported,
            "there is no variable to solve for",
        )),
        1 => Ok(vars.remove(0)),
        _ if vars.iter().any(|v| v == "x") => Ok("x".into()),
        _ => Err(EngineError::new(
            Code::Unsupported,
            format!(
                "several variables ({}); say which one to solve for",
                vars.join(", ")
            ),
        )),
    }
}

fn root_json(r: &Root) -> Json {
    json!({"value": r.text(), "re": r.re, "im": r.im, "multiplicity": r.multiplicity, "exact": r.exact.is_some()})
}

/// Most numeric roots listed; more are counted (`unlisted`), never dropped
/// silently.
const MAX_NUMERIC_ROOTS: usize = 200;

/// Real roots of a non-polynomial equation, numerically: sign changes on a
/// grid over [−100, 100], refined by bisection. All of them: the caller
/// lists the first MAX_NUMERIC_ROOTS and counts the rest.
/// Whether `e` is 0 for every value of `var`, as far as numbers tell: its
/// doubles on the grid are all rounding-noise small, and in arbitrary
/// precision it is 0 (to some 400 digits: the evaluator's test for
/// cancellation) at three points. sin(x)^2 + cos(x)^2 − 1 is; the scan
/// took its noise for 200 roots.
fn vanishes_everywhere(e: &Expr, var: &str, budget: &mut Budget) -> Result<bool, EngineError> {
    let tiny = (0..=400).all(|i| {
        let y = eval_f64(e, var, -100.0 + 0.5 * i as f64);
        !y.is_finite() || y.abs() <= 1e-12
    });
    if !tiny {
        return Ok(false);
    }
    for (n, d) in [(3i64, 10u64), (17, 10), (-29, 10)] {
        let opts = EvalOptions {
            digits: 30,
            angle: Default::default(),
            vars: vec![(
                var.to_string(),
                RBig::from_parts(IBig::from(n), UBig::from(d)),
            )],
        };
        match evaluate(e, &opts, budget) {
            Ok(Value::Zero) => {}
            Ok(Value::Exact(r)) if r.is_zero() => {}
            Ok(_) => return Ok(false),
            Err(err) if err.code == Code::TooComplex => return Err(err),
            Err(_) => return Ok(false),
        }
    }
    Ok(true)
}

fn numeric_real_roots(e: &Expr, var: &str, budget: &mut Budget) -> Result<Vec<f64>, EngineError> {
    let f = |x: f64| eval_f64(e, var, x);
    let mut roots: Vec<f64> = Vec::new();
    let n = 4000;
    let (lo, hi) = (-100.0f64, 100.0f64);
    let step = (hi - lo) / n as f64;
    let mut prev_x = lo;
    let mut prev = f(lo);
    for i in 1..=n {
        budget.charge(20)?;
        let x = lo + step * i as f64;
        let y = f(x);
        if y == 0.0 {
            roots.push(x);
        } else if prev.is_finite() && y.is_finite() && prev != 0.0 && (prev < 0.0) != (y < 0.0) {
            let (mut a, mut b, mut fa) = (prev_x, x, prev);
            for _ in 0..200 {
                let m = 0.5 * (a + b);
                if m <= a || m >= b {
                    break;
                }
                let fm = f(m);
                if fm == 0.0 {
                    a = m;
                    b = m;
                    break;
                }
                if (fm < 0.0) == (fa < 0.0) {
                    a = m;
                    fa = fm;
                } else {
                    b = m;
                }
            }
            let r = 0.5 * (a + b);
            // A sign change through a pole is not a root.
            let scale = prev.abs().max(y.abs()).max(1.0);
            if f(r).abs() <= 1e-6 * scale {
                roots.push(r);
            }
        }
        prev_x = x;
        prev = y;
    }
    roots.dedup_by(|a, b| (*a - *b).abs() <= 1e-9 * a.abs().max(1.0));
    Ok(roots)
}

/// `e`, or `e^m` for a repeated factor.
fn with_multiplicity(e: Expr, mult: usize) -> Expr {
    if mult > 1 {
        Expr::Pow(Box::new(e), Box::new(Expr::int(mult as i64)))
    } else {
        e
    }
}

/// What `solve` found: the solutions as math (`x = 3`), a status key (its
/// words are in the locales), free variables and conditions as math, and
/// the rows of the solutions table.
#[derive(Debug, Clone, PartialEq)]
struct Solved {
    result: Vec<String>,
    status: &'static str,
    free: Vec<String>,
    conditions: Vec<String>,
    rows: Json,
    /// Solutions found and not listed (numeric roots past MAX_NUMERIC_ROOTS).
    unlisted: usize,
    /// An inequality's answer as the number line draws it (null otherwise):
    /// the variable and each interval's ends (inequality::number_line).
    number_line: Json,
}

impl Solved {
    fn new(result: Vec<String>, status: &'static str, rows: Json) -> Self {
        Solved {
            result,
            status,
            free: Vec::new(),
            conditions: Vec::new(),
            rows,
            unlisted: 0,
            number_line: Json::Null,
        }
    }
}

/// The empty set, for an equation or system without solutions.
const EMPTY_SET: &str = "∅";

/// The answer to an equation without the variable (after simplifying):
/// true everywhere (0 = 0, every value of `var`) or nowhere (1 = 0).
fn constant_answer(holds: bool, var: &str) -> Solved {
    if holds {
        Solved::new(vec![format!("{var} ∈ ℝ")], "allNumbers", json!([]))
    } else {
        Solved::new(vec![EMPTY_SET.into()], "noSolution", json!([]))
    }
}

/// An equation true wherever both sides are defined: every number, or
/// every number but the points where a side is undefined (x/x = 1).
fn identity(var: &str, excluded: Vec<String>) -> Solved {
    if excluded.is_empty() {
        return constant_answer(true, var);
    }
    let mut result = vec![format!("{var} ∈ ℝ")];
    result.extend(excluded);
    Solved::new(result, "allNumbersExcept", json!([]))
}

/// c·Π(qx − p)^m·rest, built without distributing the constant.
fn factor_poly(p: &poly::Poly, var: &str, budget: &mut Budget) -> Result<Expr, EngineError> {
    let x = Expr::var(var);
    let mut constant = p.last().cloned().unwrap_or(RBig::ONE);
    let mut factors: Vec<Expr> = Vec::new();
    for (sf, mult) in poly::square_free(p) {
        let mut rest = sf;
        for r in poly::rational_roots(&rest, budget)? {
            let (num, den) = (r.numerator().clone(), r.denominator().clone());
            // (x − p/q) = (q x − p)/q
            let lin = simplify(&sub(
                simplify(&calc_engine::simplify::mul(vec![
                    Expr::Num(RBig::from(IBig::from(den.clone()))),
                    x.clone(),
                ])),
                Expr::Num(RBig::from(num)),
            ));
            constant /= RBig::from(IBig::from(den.pow(mult)));
            factors.push(with_multiplicity(lin, mult));
            rest = poly::div_rem(&rest, &vec![-r, RBig::ONE]).0;
        }
        if poly::degree(&rest) > 0 {
            // Integer coefficients, primitive.
            let lcm = rest.iter().fold(UBig::ONE, |acc, c| {
                let g = dashu::base::Gcd::gcd(&acc, c.denominator());
                &acc / g * c.denominator()
            });
            let scaled: poly::Poly = rest
                .iter()
                .map(|c| c * RBig::from(IBig::from(lcm.clone())))
                .collect();
            let g = scaled.iter().fold(UBig::ZERO, |acc, c| {
                dashu::base::Gcd::gcd(&acc, &c.numerator().unsigned_abs())
            });
            let g = if g.is_zero() { UBig::ONE } else { g };
            let prim: poly::Poly = scaled
                .iter()
                .map(|c| c / RBig::from(IBig::from(g.clone())))
                .collect();
            constant = constant / RBig::from(IBig::from(lcm)) * RBig::from(IBig::from(g.clone()));
            let e = poly::to_expr(&prim, var);
            factors.push(with_multiplicity(e, mult));
        }
    }
    // Leading coefficients of the primitive factors are positive; fold the rest into the constant.
    let mut out = Vec::new();
    if !constant.is_one() || factors.is_empty() {
        out.push(Expr::Num(constant));
    }
    out.extend(factors);
    Ok(if out.len() == 1 {
        out.remove(0)
    } else {
        Expr::Mul(out)
    })
}

/// a·x^n + b = 0 with rational a ≠ 0, b and n ≥ 5: (n, −b/a).
fn binomial(e: &Expr, var: &str) -> Option<(usize, RBig)> {
    let terms: Vec<&Expr> = match e {
        Expr::Add(xs) => xs.iter().collect(),
        other => vec![other],
    };
    let mut constant = RBig::ZERO;
    let mut power: Option<(usize, RBig)> = None;
    for t in terms {
        if let Expr::Num(b) = t {
            constant += b;
            continue;
        }
        let (a, rest) = split_coeff(t);
        let Expr::Pow(base, k) = rest else {
            return None;
        };
        let k = k.as_num()?;
        if *base != Expr::var(var) || !k.is_int() || power.is_some() {
            return None;
        }
        let n = usize::try_from(k.numerator()).ok()?;
        power = Some((n, a));
    }
    let (n, a) = power?;
    (n >= 5).then(|| (n, -constant / a))
}

/// Most roots of x^n = c listed with the complex ones: above, the real ones
/// only (status `realOnly`).
const MAX_LISTED_ROOTS: usize = 100;

/// The roots of x^n = c exactly: c^(1/n)·(cos θ + i·sin θ) for θ = 2kπ/n
/// (c > 0) or (2k + 1)π/n (c < 0); 0 (n times) for c = 0. Real roots
/// first (descending), then complex ones (upper half first, as `poly::solve`);
/// the complex ones only when n ≤ MAX_LISTED_ROOTS.
fn binomial_roots(n: usize, c: &RBig) -> Vec<Root> {
    use calc_engine::simplify::{func, pow};
    if c.is_zero() {
        return vec![Root {
            exact: Some(Expr::zero()),
            exact_im: None,
            re: 0.0,
            im: 0.0,
            multiplicity: n,
        }];
    }
    let negative = c.sign() == dashu::base::Sign::Negative;
    let size = if negative { -c.clone() } else { c.clone() };
    let r = pow(
        Expr::Num(size),
        Expr::Num(RBig::from_parts(IBig::ONE, UBig::from(n))),
    );
    let r_f = poly::val_f64(&r);
    let real = |e: Expr, re: f64| Root {
        exact: Some(e),
        exact_im: None,
        re,
        im: 0.0,
        multiplicity: 1,
    };
    let mut out = Vec::new();
    if !negative {
        out.push(real(r.clone(), r_f));
        if n.is_multiple_of(2) {
            out.push(real(neg(r.clone()), -r_f));
        }
    } else if !n.is_multiple_of(2) {
        out.push(real(neg(r.clone()), -r_f));
    }
    if n > MAX_LISTED_ROOTS {
        return out;
    }
    // θ = (2k + s)π/n in (0, π): each with its conjugate.
    let s = usize::from(negative);
    let pi = Expr::Const(calc_engine::expr::Constant::Pi);
    let mut k = 0;
    while 2 * k + s < n {
        if 2 * k + s > 0 {
            let q = RBig::from_parts(IBig::from(2 * k + s), UBig::from(n));
            let theta = mul(vec![Expr::Num(q.clone()), pi.clone()]);
            let re = simplify(&mul(vec![
                r.clone(),
                func(calc_engine::expr::Func::Cos, theta.clone()),
            ]));
            let im = simplify(&mul(vec![
                r.clone(),
                func(calc_engine::expr::Func::Sin, theta),
            ]));
            let (re_f, im_f) = (poly::val_f64(&re), poly::val_f64(&im));
            for (sign, im) in [(1.0, im.clone()), (-1.0, neg(im))] {
                out.push(Root {
                    exact: Some(re.clone()),
                    exact_im: Some(simplify(&im)),
                    re: re_f,
                    im: sign * im_f,
                    multiplicity: 1,
                });
            }
        }
        k += 1;
    }
    out
}

/// Where the equation as typed is undefined, from the denominators and
/// the arguments of logarithms and square roots of both sides, before
/// simplifying (x/x is 1 only where x ≠ 0): the real roots of polynomial
/// denominators (to leave out of the solutions) and every condition as
/// math (`x ≠ 0`, `sin(x) ≠ 0`, `x > 0`).
fn undefined_points(
    text: &str,
    var: &str,
    budget: &mut Budget,
) -> Result<(Vec<Root>, Vec<String>), EngineError> {
    let (lhs, rhs) = parse_equation(text, &options(Some(var)))?;
    let mut sides = vec![lower(&lhs)];
    sides.extend(rhs.map(|r| lower(&r)));
    let mut dens = Vec::new();
    let mut positive = Vec::new();
    for side in &sides {
        denominators(side, &mut dens);
        domain_arguments(side, &mut positive, &mut dens);
    }
    let (mut points, mut texts): (Vec<Root>, Vec<String>) = (Vec::new(), Vec::new());
    let say = |t: String, texts: &mut Vec<String>| {
        if !texts.contains(&t) {
            texts.push(t);
        }
    };
    for d in dens.iter().filter(|d| d.has_var(var)) {
        let d = simplify(d);
        let mut vars = Vec::new();
        d.vars(&mut vars);
        match poly::from_expr(&d, var)? {
            Some(p) if vars.len() == 1 && poly::degree(&p) <= 100 => {
                for r in poly::solve(&p, budget)?.into_iter().filter(|r| r.im == 0.0) {
                    say(format!("{var} ≠ {}", r.text()), &mut texts);
                    points.push(r);
                }
            }
            _ => say(format!("{} ≠ 0", to_text(&d)), &mut texts),
        }
    }
    for (a, strict) in positive.iter().filter(|(a, _)| a.has_var(var)) {
        let rel = if *strict { ">" } else { "≥" };
        say(format!("{} {rel} 0", to_text(&simplify(a))), &mut texts);
    }
    Ok((points, texts))
}

/// Arguments that must be positive (of ln, log, log2: true) or not
/// negative (of even roots: false) for `e` to be defined; and the hidden
/// denominators of tan, sec (cos) and cot, csc (sin), into `dens`.
fn domain_arguments(e: &Expr, out: &mut Vec<(Expr, bool)>, dens: &mut Vec<Expr>) {
    use calc_engine::expr::Func;
    match e {
        Expr::Func(f, a) => {
            match f {
                Func::Ln | Func::Log10 | Func::Log2 => out.push(((**a).clone(), true)),
                Func::Tan | Func::Sec => dens.push(Expr::Func(Func::Cos, a.clone())),
                Func::Cot | Func::Csc => dens.push(Expr::Func(Func::Sin, a.clone())),
                _ => {}
            }
            domain_arguments(a, out, dens);
        }
        Expr::Pow(b, k) => {
            if k.as_num()
                .is_some_and(|k| !k.is_int() && !dashu::base::BitTest::bit(k.denominator(), 0))
            {
                out.push(((**b).clone(), false));
            }
            domain_arguments(b, out, dens);
            domain_arguments(k, out, dens);
        }
        Expr::Add(xs) | Expr::Mul(xs) => xs.iter().for_each(|x| domain_arguments(x, out, dens)),
        Expr::Fact(a) => domain_arguments(a, out, dens),
        _ => {}
    }
}

/// Whether a root is one of the points where the equation is undefined.
fn is_excluded(r: &Root, points: &[Root]) -> bool {
    points.iter().any(|p| {
        (r.exact.is_some() && p.exact.is_some() && r.text() == p.text())
            || ((r.re - p.re).abs() <= 1e-9 * r.re.abs().max(1.0) && (r.im - p.im).abs() <= 1e-9)
    })
}

fn solve_one(
    text: &str,
    given: Option<&str>,
    steps: &mut Steps,
    budget: &mut Budget,
) -> Result<Solved, EngineError> {
    let (e, sides) = one_side(text, given)?;
    if !e.has_any_var() {
        // The letter as typed: x/x = 1 holds for x ≠ 0 only.
        let (lhs, rhs) = parse_equation(text, &options(given))?;
        // (Unsimplified: ln(x) − ln(x) has its x.)
        let typed = Expr::Add(vec![
            lower(&lhs),
            rhs.map_or_else(Expr::zero, |r| lower(&r)),
        ]);
        let Ok(var) = pick_variable(&typed, given) else {
            return Ok(constant_answer(e.is_zero(), given.unwrap_or("x")));
        };
        let (_, excluded) = undefined_points(text, &var, budget)?;
        if e.is_zero() {
            return Ok(identity(&var, excluded));
        }
        return Ok(constant_answer(false, &var));
    }
    let var = pick_variable(&e, given)?;
    let (excluded, excluded_texts) = undefined_points(text, &var, budget)?;
    if let Some((l, r)) = &sides {
        steps.push(
            "moveToOneSide",
            format!("{} = {}", to_text(l), to_text(r)),
            format!("{} = 0", to_text(&e)),
        );
    }
    // A rational equation is its numerator in lowest terms = 0:
    // (x² − 1)/(x − 1) = x + 1 is 0 = 0, where x ≠ 1.
    let e = match poly::from_expr(&e, &var)? {
        Some(_) => e,
        None => match rational_form(&e, &var) {
            Some((n, _)) if n.is_empty() => return Ok(identity(&var, excluded_texts)),
            Some((n, _)) => {
                let top = poly::to_expr(&n, &var);
                steps.push(
                    "simplify",
                    format!("{} = 0", to_text(&e)),
                    format!("{} = 0", to_text(&top)),
                );
                top
            }
            None => e,
        },
    };
    if let Some((n, c)) = binomial(&e, &var) {
        // x^n = c: past the closed forms of degree 4, and past what the
        // polynomial solver takes (x^1999 = 0 gave 27 "roots" near 0).
        let mut roots = binomial_roots(n, &c);
        roots.retain(|r| !is_excluded(r, &excluded));
        for r in &roots {
            steps.push("root", var.clone(), r.text());
        }
        let result: Vec<String> = roots
            .iter()
            .map(|r| format!("{var} = {}", r.text()))
            .collect();
        let status = if result.is_empty() && (c.is_zero() || n <= MAX_LISTED_ROOTS) {
            "noSolution"
        } else if c.is_zero() || n <= MAX_LISTED_ROOTS {
            "exact"
        } else if result.is_empty() {
            "noRealSolution"
        } else {
            "realOnly"
        };
        let result = if result.is_empty() {
            vec![EMPTY_SET.into()]
        } else {
            result
        };
        return Ok(Solved::new(
            result,
            status,
            Json::Array(roots.iter().map(root_json).collect()),
        ));
    }
    if let Some(p) = poly::from_expr(&e, &var)? {
        if poly::degree(&p) == 0 {
            return Ok(constant_answer(p.is_empty(), &var));
        }
        let factored = factor_poly(&p, &var, budget)?;
        let expanded = poly::to_expr(&p, &var);
        if to_text(&factored) != to_text(&expanded) {
            steps.push("factor", to_text(&expanded), to_text(&factored));
        }
        if poly::degree(&p) == 2 {
            let c = |k: usize| p.get(k).cloned().unwrap_or(RBig::ZERO);
            let d = c(1) * c(1) - RBig::from(4) * c(2) * c(0);
            steps.push(
                "discriminant",
                format!(
                    "({})^2 - 4*({})*({})",
                    rat_text(&c(1)),
                    rat_text(&c(2)),
                    rat_text(&c(0))
                ),
                rat_text(&d),
            );
        }
        let mut roots = poly::solve(&p, budget)?;
        // Not where the equation as typed is undefined (x^2/x = 0 at 0).
        roots.retain(|r| !is_excluded(r, &excluded));
        if roots.is_empty() {
            return Ok(Solved::new(vec![EMPTY_SET.into()], "noSolution", json!([])));
        }
        for r in &roots {
            let rule = if r.exact.is_some() {
                "root"
            } else {
                "numericRoot"
            };
            steps.push(rule, var.clone(), r.text());
        }
        let exact = roots.iter().all(|r| r.exact.is_some());
        let result = roots
            .iter()
            .map(|r| {
                let rel = if r.exact.is_some() { "=" } else { "≈" };
                format!("{var} {rel} {}", r.text())
            })
            .collect();
        let status = if exact { "exact" } else { "approximate" };
        return Ok(Solved::new(
            result,
            status,
            Json::Array(roots.iter().map(root_json).collect()),
        ));
    }
    let mut others = Vec::new();
    e.vars(&mut others);
    if others.iter().any(|v| *v != var) {
        return solve_symbolic(&e, &var, steps);
    }
    if let Some(answer) = exact::solve(&e, &var, steps, budget)? {
        return Ok(exact_solved(answer, &var));
    }
    if vanishes_everywhere(&e, &var, budget)? {
        return Ok(identity(&var, excluded_texts));
    }
    let mut roots = numeric_real_roots(&e, &var, budget)?;
    roots.retain(|&x| {
        let r = Root {
            exact: None,
            exact_im: None,
            re: x,
            im: 0.0,
            multiplicity: 1,
        };
        !is_excluded(&r, &excluded)
    });
    let unlisted = roots.len().saturating_sub(MAX_NUMERIC_ROOTS);
    roots.truncate(MAX_NUMERIC_ROOTS);
    for r in &roots {
        steps.push("numericRoot", var.clone(), poly::f64_text(*r));
    }
    if roots.is_empty() {
        return Ok(Solved::new(
            vec![EMPTY_SET.into()],
            "noRealSolutionFound",
            json!([]),
        ));
    }
    let result = roots
        .iter()
        .map(|r| format!("{var} ≈ {}", poly::f64_text(*r)))
        .collect();
    let sols: Vec<Json> = roots.iter().map(|r| json!({"value": poly::f64_text(*r), "re": r, "im": 0.0, "multiplicity": 1, "exact": false})).collect();
    let status = if unlisted > 0 {
        "approximatePartial"
    } else {
        "approximate"
    };
    let mut solved = Solved::new(result, status, Json::Array(sols));
    solved.unlisted = unlisted;
    Ok(solved)
}

/// The answer of ./algebra/exact.rs as the page shows it: the roots
/// (ascending), the general solutions with `k ∈ ℤ`, or ∅ with the reason.
fn exact_solved(answer: exact::Answer, var: &str) -> Solved {
    let mut result: Vec<String> = Vec::new();
    let mut rows: Vec<Json> = Vec::new();
    for fam in &answer.families {
        let text = fam.text();
        result.push(format!("{var} = {text}"));
        rows.push(
            json!({"value": text, "re": fam.at(0), "im": 0.0, "multiplicity": 1, "exact": true}),
        );
    }
    if !answer.families.is_empty() {
        result.push("k ∈ ℤ".into());
    }
    for r in &answer.roots {
        result.push(format!("{var} = {}", to_text(r)));
        rows.push(json!({"value": to_text(r), "re": poly::val_f64(r), "im": 0.0, "multiplicity": 1, "exact": true}));
    }
    if result.is_empty() {
        let why = answer.impossible.unwrap_or("noSolution");
        return Solved::new(vec![EMPTY_SET.into()], why, json!([]));
    }
    let status = if answer.families.is_empty() {
        "exact"
    } else {
        "general"
    };
    Solved::new(result, status, Json::Array(rows))
}

/// Bases of negative powers in `e` (the `a` of `b/a`): each must not be 0.
fn denominators(e: &Expr, out: &mut Vec<Expr>) {
    match e {
        Expr::Pow(b, k) => {
            if k.as_num()
                .is_some_and(|k| k.sign() == dashu::base::Sign::Negative)
            {
                out.push((**b).clone());
            }
            denominators(b, out);
            denominators(k, out);
        }
        Expr::Add(xs) | Expr::Mul(xs) => xs.iter().for_each(|x| denominators(x, out)),
        Expr::Func(_, a) => denominators(a, out),
        _ => {}
    }
}

/// What `c ≠ 0` comes to, factor by factor (2·a ≠ 0 is a ≠ 0; 1/a ≠ 0 holds
/// wherever it is defined, which `denominators` states).
fn nonzero_factors(c: &Expr, out: &mut Vec<Expr>) {
    match c {
        Expr::Num(_) => {}
        Expr::Mul(xs) => xs.iter().for_each(|x| nonzero_factors(x, out)),
        Expr::Pow(b, k) if k.as_num().is_some() => {
            if k.as_num()
                .is_some_and(|k| k.sign() == dashu::base::Sign::Positive)
            {
                nonzero_factors(b, out);
            }
        }
        other => out.push(other.clone()),
    }
}

/// `e ≠ 0` as sympy would say it: `k ≠ 2` for k − 2 (linear in one
/// letter), else `a + b ≠ 0`.
fn nonzero_text(e: &Expr) -> String {
    let e = simplify(e);
    let mut vars = Vec::new();
    e.vars(&mut vars);
    vars.dedup();
    if let [v] = vars.as_slice() {
        if let Ok(Some(p)) = poly::from_expr(&e, v) {
            if poly::degree(&p) == 1 {
                return format!("{v} ≠ {}", rat_text(&(-&p[0] / &p[1])));
            }
        }
    }
    format!("{} ≠ 0", to_text(&e))
}

/// √d when d is the square of a polynomial of degree one in one of its
/// letters (a² − 2ab + b² = (a − b)², so √ is a − b; the sign does not
/// matter under ±), else None.
fn square_root_of_square(d: &Expr) -> Option<Expr> {
    let mut vars = Vec::new();
    d.vars(&mut vars);
    let v = vars.first()?;
    let c = calc_engine::simplify::poly_coeffs(d, v).ok()??;
    let [d0, d1, d2] = c.as_slice() else {
        return None;
    };
    // d₂ = q² for a rational q, and d₁² − 4·d₂·d₀ = 0.
    let q2 = simplify(d2);
    let q2 = q2.as_num()?;
    if q2.sign() != dashu::base::Sign::Positive {
        return None;
    }
    let (n, m) = (q2.numerator(), q2.denominator());
    let n = UBig::try_from(n.clone()).ok()?;
    let (rn, rm) = (n.nth_root(2), m.nth_root(2));
    if &rn * &rn != n || &rm * &rm != *m {
        return None;
    }
    let q = RBig::from_parts(IBig::from(rn), rm);
    let zero = simplify(
        &expand(&sub(
            mul(vec![d1.clone(), d1.clone()]),
            mul(vec![Expr::int(4), d2.clone(), d0.clone()]),
        ))
        .ok()?,
    );
    if !zero.is_zero() {
        return None;
    }
    // (q·v + d₁/(2q))².
    Some(simplify(&calc_engine::simplify::add(vec![
        mul(vec![Expr::Num(q.clone()), Expr::var(v)]),
        calc_engine::simplify::div(d1.clone(), Expr::Num(RBig::from(2) * q)),
    ])))
}

/// `a ≠ 0`, `k ≠ 2`: each condition once.
fn conditions_text(exprs: Vec<Expr>) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for e in exprs {
        let t = nonzero_text(&e);
        if !out.contains(&t) {
            out.push(t);
        }
    }
    out
}

/// An equation with letters besides `var` (symbolic coefficients): solved
/// when it is linear or quadratic in `var` (sympy.solve's answers), with
/// the condition that the leading coefficient (and every denominator) is
/// not 0.
fn solve_symbolic(e: &Expr, var: &str, steps: &mut Steps) -> Result<Solved, EngineError> {
    let not_polynomial = || {
        EngineError::new(
            Code::Unsupported,
            format!("with other letters in it, the equation must be a polynomial of degree 1 or 2 in {var}"),
        )
    };
    let Some(coeffs) = calc_engine::simplify::poly_coeffs(e, var)? else {
        return Err(not_polynomial());
    };
    let mut coeffs: Vec<Expr> = coeffs.iter().map(simplify).collect();
    while coeffs.last().is_some_and(Expr::is_zero) {
        coeffs.pop();
    }
    let x = Expr::var(var);
    let mut conditions = Vec::new();
    for c in &coeffs {
        denominators(c, &mut conditions);
    }
    // x = 0 is a root when there is no constant term: x·(…) = 0.
    let mut roots: Vec<Expr> = Vec::new();
    if coeffs.len() > 2 && coeffs[0].is_zero() {
        let shift = coeffs.iter().take_while(|c| c.is_zero()).count();
        let factored = mul(vec![
            calc_engine::simplify::pow(x.clone(), Expr::int(shift as i64)),
            poly_expr(&coeffs[shift..], var),
        ]);
        steps.push(
            "factor",
            to_text(&poly_expr(&coeffs, var)),
            to_text(&factored),
        );
        coeffs.drain(..shift);
        roots.push(Expr::zero());
    }
    match coeffs.len() {
        // a·x^k = 0 with k ≥ 2: only x = 0 (when a ≠ 0).
        1 if !roots.is_empty() => nonzero_factors(&coeffs[0], &mut conditions),
        0 | 1 => {
            return Err(EngineError::new(
                Code::Unsupported,
                format!("{var} is not in the equation; say which letter to solve for"),
            ))
        }
        2 => {
            // c₁·x + c₀ = 0 ⇒ x = −c₀/c₁.
            let (c0, c1) = (&coeffs[0], &coeffs[1]);
            let root = simplify(&calc_engine::simplify::div(neg(c0.clone()), c1.clone()));
            let before = format!(
                "{} = {}",
                to_text(&simplify(&mul(vec![c1.clone(), x.clone()]))),
                to_text(&simplify(&neg(c0.clone())))
            );
            let after = format!("{var} = {}", to_text(&root));
            if before != after {
                steps.push("isolate", before, after);
            }
            nonzero_factors(c1, &mut conditions);
            roots.push(root);
        }
        3 => {
            // a·x² + b·x + c = 0 ⇒ x = (−b ± √(b² − 4ac))/(2a).
            let (c, b, a) = (&coeffs[0], &coeffs[1], &coeffs[2]);
            let d = simplify(&expand(&sub(
                mul(vec![b.clone(), b.clone()]),
                mul(vec![Expr::int(4), a.clone(), c.clone()]),
            ))?);
            steps.push(
                "discriminant",
                format!("({})^2 - 4*({})*({})", to_text(b), to_text(a), to_text(c)),
                to_text(&d),
            );
            let two_a = mul(vec![Expr::int(2), a.clone()]);
            let root_d =
                square_root_of_square(&d).unwrap_or_else(|| calc_engine::simplify::sqrt(d.clone()));
            let sol = |sign: i64| {
                simplify(&calc_engine::simplify::div(
                    calc_engine::simplify::add(vec![
                        neg(b.clone()),
                        mul(vec![Expr::int(sign), root_d.clone()]),
                    ]),
                    two_a.clone(),
                ))
            };
            let (plus, minus) = (sol(1), sol(-1));
            steps.push(
                "quadraticFormula",
                format!(
                    "{var} = (-({}) ± sqrt({}))/(2*({}))",
                    to_text(b),
                    to_text(&d),
                    to_text(a)
                ),
                format!("{var} = {}, {var} = {}", to_text(&plus), to_text(&minus)),
            );
            nonzero_factors(a, &mut conditions);
            roots.push(plus);
            if !d.is_zero() {
                roots.push(minus);
            }
        }
        _ => return Err(not_polynomial()),
    }
    let result: Vec<String> = roots
        .iter()
        .map(|r| format!("{var} = {}", to_text(r)))
        .collect();
    let rows = result
        .iter()
        .map(|t| json!({"value": t, "re": Json::Null, "im": Json::Null}))
        .collect();
    let conditions = conditions_text(conditions);
    let status = if conditions.is_empty() {
        "exact"
    } else {
        "conditional"
    };
    let mut solved = Solved::new(result, status, Json::Array(rows));
    solved.conditions = conditions;
    Ok(solved)
}

/// c₀ + c₁·x + … with symbolic coefficients.
fn poly_expr(coeffs: &[Expr], var: &str) -> Expr {
    calc_engine::simplify::add(
        coeffs
            .iter()
            .enumerate()
            .filter(|(_, c)| !c.is_zero())
            .map(|(k, c)| {
                mul(vec![
                    c.clone(),
                    calc_engine::simplify::pow(Expr::var(var), Expr::int(k as i64)),
                ])
            })
            .collect(),
    )
}

/// Characters of `text` before `part`, a slice of it (0 if it is not).
fn chars_before(text: &str, part: &str) -> usize {
    let offset = (part.as_ptr() as usize).wrapping_sub(text.as_ptr() as usize);
    text.get(..offset).map_or(0, |t| t.chars().count())
}

/// Linear system: equations separated by `;` or new lines, slices of `text`.
fn solve_system(
    text: &str,
    parts: &[&str],
    steps: &mut Steps,
    budget: &mut Budget,
) -> Result<Solved, EngineError> {
    let not_linear = |eq: &str| {
        EngineError::new(
            Code::Unsupported,
            format!("'{eq}' is not linear; systems must be linear (like 2x + 3y = 5)"),
        )
    };
    let mut rows: Vec<(Vec<(String, RBig)>, RBig)> = Vec::new();
    let mut vars: Vec<String> = Vec::new();
    for part in parts {
        let (e, _) = one_side(part, None).map_err(|mut err| {
            // Positions count from the start of the whole input.
            if let Some(p) = err.position.as_mut() {
                *p += chars_before(text, part);
            }
            err
        })?;
        let e = expand(&e)?;
        let terms = match &e {
            Expr::Add(xs) => xs.clone(),
            other => vec![other.clone()],
        };
        let mut coeffs: Vec<(String, RBig)> = Vec::new();
        let mut constant = RBig::ZERO;
        for t in terms {
            let (c, rest) = split_coeff(&t);
            match rest {
                Expr::Num(n) if n.is_one() => constant += c,
                Expr::Var(v) => {
                    if !vars.contains(&v) {
                        vars.push(v.clone());
                    }
                    coeffs.push((v, c));
                }
                _ => return Err(not_linear(part)),
            }
        }
        rows.push((coeffs, -constant));
    }
    calc_engine::sort::sort(&mut vars);
    if vars.is_empty() {
        return Err(EngineError::new(
            Code::Unsupported,
            "the equations have no variables",
        ));
    }
    let n = vars.len();
    let mut m = Matrix::zeros(rows.len(), n + 1);
    for (i, (coeffs, rhs)) in rows.iter().enumerate() {
        for (v, c) in coeffs {
            if let Some(j) = vars.iter().position(|x| x == v) {
                m.set(i, j, m.get(i, j) + c);
            }
        }
        m.set(i, n, rhs.clone());
    }
    steps.push_detail(
        "augmentedMatrix",
        vars.join(", "),
        parts.join("; "),
        m.to_text(),
    );
    let (red, _) = rref(&m, Some(steps), budget)?;
    // Inconsistent: a row 0 … 0 | c ≠ 0.
    for i in 0..red.rows {
        if (0..n).all(|j| red.get(i, j).is_zero()) && !red.get(i, n).is_zero() {
            return Ok(Solved::new(vec![EMPTY_SET.into()], "noSolution", json!([])));
        }
    }
    let mut pivots: Vec<(usize, usize)> = Vec::new();
    for i in 0..red.rows {
        if let Some(j) = (0..n).find(|&j| !red.get(i, j).is_zero()) {
            pivots.push((i, j));
        }
    }
    let mut sols = Vec::new();
    let mut result = Vec::new();
    for (i, j) in &pivots {
        // x_j = rhs − Σ free coefficients.
        let mut e = vec![Expr::Num(red.get(*i, n))];
        for (k, name) in vars.iter().enumerate() {
            if k != *j && !pivots.iter().any(|(_, p)| *p == k) && !red.get(*i, k).is_zero() {
                e.push(calc_engine::simplify::mul(vec![
                    Expr::Num(-red.get(*i, k)),
                    Expr::var(name),
                ]));
            }
        }
        let value = calc_engine::simplify::add(e);
        let v = eval_f64(&value, "", 0.0);
        let equation = format!("{} = {}", vars[*j], to_text(&value));
        let decimal = if value.has_any_var() || !v.is_finite() {
            Json::Null
        } else {
            json!(v)
        };
        sols.push(json!({"value": equation, "re": decimal, "im": if decimal.is_null() { Json::Null } else { json!(0.0) }}));
        result.push(equation);
    }
    let free: Vec<String> = vars
        .iter()
        .enumerate()
        .filter(|(k, _)| !pivots.iter().any(|(_, p)| p == k))
        .map(|(_, v)| v.clone())
        .collect();
    let status = if free.is_empty() {
        "unique"
    } else {
        "infinitelyMany"
    };
    if result.is_empty() {
        // Every equation was 0 = 0: every value of every variable.
        result = free.iter().map(|v| format!("{v} ∈ ℝ")).collect();
    }
    let mut solved = Solved::new(result, status, Json::Array(sols));
    solved.free = free;
    Ok(solved)
}

fn compute(inputs: In) -> Result<Out, InputError> {
    let text = &inputs.expression_text(i::equation)?;
    let given = super::optional_text(inputs, i::variable)?;
    if given.is_some() {
        super::variable(inputs, i::variable)?;
    }
    let op = inputs.option(i::operation)?;
    let mut steps = Steps::new();
    let mut budget = Budget::default();
    let out = match op {
        "solve" => {
            let parts: Vec<&str> = text
                .split([';', '\n'])
                .map(str::trim)
                .filter(|p| !p.is_empty())
                .collect();
            let inequality = inequality::split(text).map_err(fail(i::equation.id()))?;
            let solved = if let Some((left, rel, right)) = inequality {
                inequality::solve(left, rel, right, given, &mut steps, &mut budget)
                    .map_err(fail(i::equation.id()))?
            } else if parts.len() > 1 {
                if parts.len() > calc_engine::matrix::MAX_SIDE {
                    return Err(InputError::new(
                        i::equation.id(),
                        ErrorKind::TooLong {
                            max_length: calc_engine::matrix::MAX_SIDE,
                        },
                    ));
                }
                solve_system(text, &parts, &mut steps, &mut budget)
                    .map_err(fail(i::equation.id()))?
            } else {
                solve_one(text, given, &mut steps, &mut budget).map_err(fail(i::equation.id()))?
            };
            // Lists as one math text, `x = 3, x = 2`; null when empty.
            let list = |out: Out, id: Output<JsonKind>, items: &[String]| {
                if items.is_empty() {
                    out.json(id, Json::Null)
                } else {
                    out.text(id, items.join(", "))
                }
            };
            let out = Out::new()
                .text(o::result, solved.result.join(", "))
                .text(o::status, solved.status);
            let out = list(out, o::free, &solved.free);
            let unlisted = match solved.unlisted {
                0 => Json::Null,
                n => json!(n),
            };
            list(out, o::conditions, &solved.conditions)
                .json(o::solutions, solved.rows)
                .json(o::unlisted, unlisted)
                .json(o::numberLine, solved.number_line)
        }
        _ => {
            let (lhs, rhs) =
                parse_equation(text, &options(given)).map_err(fail(i::equation.id()))?;
            let text_in: &str = text;
            // The letter whose polynomial factors a simplification cancelled.
            let mut cancelled: Option<String> = None;
            let mut apply =
                |e: &Expr, steps: &mut Steps, budget: &mut Budget| -> Result<Expr, EngineError> {
                    let s = simplify_defined(e)?;
                    Ok(match op {
                        "expand" => {
                            let x = expand(&s)?;
                            steps.push("expand", to_text(e), to_text(&x));
                            x
                        }
                        "factor" => {
                            let var = pick_variable(&s, given)?;
                            match poly::from_expr(&s, &var)? {
                                Some(p) if poly::degree(&p) > 0 => {
                                    let f = factor_poly(&p, &var, budget)?;
                                    steps.push("factor", to_text(&s), to_text(&f));
                                    f
                                }
                                _ => s,
                            }
                        }
                        _ => {
                            // Common polynomial factors cancel: (x² − 1)/(x − 1) = x + 1.
                            let var = pick_variable(&s, given).ok();
                            let s = match var.as_deref().and_then(|v| cancel(&s, v)) {
                                Some(c) => {
                                    cancelled = var;
                                    c
                                }
                                None => s,
                            };
                            steps.push("simplify", to_text(e), to_text(&s));
                            identities::apply(&s, steps)
                        }
                    })
                };
            let l = apply(&lower(&lhs), &mut steps, &mut budget).map_err(fail(i::equation.id()))?;
            let text = match rhs {
                Some(r) => {
                    let r = apply(&lower(&r), &mut steps, &mut budget)
                        .map_err(fail(i::equation.id()))?;
                    format!("{} = {}", to_text(&l), to_text(&r))
                }
                None => to_text(&l),
            };
            let out = Out::new().text(o::result, text);
            match cancelled {
                // Where the expression as typed is undefined, which the
                // simplified one no longer shows.
                Some(var) => {
                    let (_, excluded) = undefined_points(text_in, &var, &mut budget)
                        .map_err(fail(i::equation.id()))?;
                    if excluded.is_empty() {
                        out
                    } else {
                        out.text(o::conditions, excluded.join(", "))
                    }
                }
                None => out,
            }
        }
    };
    Ok(out.json(o::steps, steps.to_json()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::inputs;
    use calc_core::outputs::Outputs;

    fn run(eq: &str, var: &str, op: &str) -> Outputs {
        (FUNCTION.compute)(&inputs(
            &[("equation", eq), ("variable", var), ("operation", op)],
            &[],
            &["operation"],
        ))
        .unwrap()
    }

    fn result(out: &Outputs) -> String {
        match out.get("result") {
            Some(calc_core::OutValue::Text(t)) => t.clone(),
            other => panic!("{other:?}"),
        }
    }

    fn status(out: &Outputs) -> String {
        match out.get("status") {
            Some(calc_core::OutValue::Text(t)) => t.clone(),
            other => panic!("{other:?}"),
        }
    }

    fn json_of(out: &Outputs, id: &str) -> Json {
        out.json_of(id)
            .unwrap_or_else(|| panic!("{id}: {:?}", out.get(id)))
            .clone()
    }

    fn text_of(out: &Outputs, id: &str) -> String {
        out.text_of(id)
            .unwrap_or_else(|| panic!("{id}: {:?}", out.get(id)))
            .to_string()
    }

    /// (result, status) of solving `eq`.
    fn solve(eq: &str, var: &str) -> (String, String) {
        let out = run(eq, var, "solve");
        (result(&out), status(&out))
    }

    fn pair(result: &str, status: &str) -> (String, String) {
        (result.to_string(), status.to_string())
    }

    #[test]
    fn solves_like_sympy() {
        // sympy.solve(...) for each; the words of the answer are a status
        // key (translated on the page), the solutions math.
        assert_eq!(solve("x^2 - 5x + 6 = 0", ""), pair("x = 3, x = 2", "exact"));
        assert_eq!(solve("2x + 3 = 11", ""), pair("x = 4", "exact"));
        assert_eq!(
            solve("x^2 = 2", ""),
            pair("x = sqrt(2), x = -sqrt(2)", "exact")
        );
        assert_eq!(
            solve("x^3 - 6x^2 + 11x - 6 = 0", "").0,
            "x = 3, x = 2, x = 1"
        );
        assert_eq!(
            solve("x^2 + 2x + 5 = 0", "").0,
            "x = -1 + 2*i, x = -1 - 2*i"
        );
        assert_eq!(
            solve("t^4 - 5t^2 + 4 = 0", "").0,
            "t = 2, t = 1, t = -1, t = -2"
        );
        // x + 1 = x + 2 reduces to -1 = 0: sympy.solve(-1, x) = []
        assert_eq!(solve("x + 1 = x + 2", ""), pair("∅", "noSolution"));
        // x^3 - 2 = 0: real root 2^(1/3) = 1.2599210498948732 (sympy: cbrt(2))
        let out = run("x^3 = 2", "", "solve");
        let sols = json_of(&out, "solutions");
        assert_eq!(sols[0]["re"], json!(1.259_921_049_894_873_2));
        // e^x = 5: ln 5 = 1.6094379124341003 (sympy.solve: [log(5)]); it
        // was found numerically, x ≈ 1.6094379124341.
        let out = run("e^x = 5", "", "solve");
        assert_eq!(status(&out), "exact");
        assert_eq!(result(&out), "x = ln(5)");
        let sols = json_of(&out, "solutions");
        assert!((sols[0]["re"].as_f64().unwrap() - 1.609_437_912_434_100_3).abs() < 1e-14);
        // e^x = -1 has no real root, and the status says why.
        assert_eq!(solve("e^x = -1", ""), pair("∅", "noSolutionExponential"));
        // No free variables or conditions for one equation in one unknown.
        assert_eq!(json_of(&out, "free"), Json::Null);
        assert_eq!(json_of(&out, "conditions"), Json::Null);
    }

    #[test]
    fn exponential_log_absolute_and_radical_equations_exactly() {
        // The cases: 2^x = 10 is log2(10) (mpmath 1.3:
        // log(10, 2) = 3.32192809488736234787...), |x − 2| = 3 is {−1, 5},
        // √(x + 3) = x − 3 is 6, with 1 checked and rejected.
        let out = run("2^x = 10", "", "solve");
        assert_eq!((result(&out), status(&out)), pair("x = log2(10)", "exact"));
        let re = json_of(&out, "solutions")[0]["re"].as_f64().unwrap();
        assert!((re - std::f64::consts::LOG2_10).abs() < 1e-14, "{re}");
        assert_eq!(solve("|x-2| = 3", ""), pair("x = -1, x = 5", "exact"));
        let out = run("sqrt(x+3) = x-3", "", "solve");
        assert_eq!((result(&out), status(&out)), pair("x = 6", "exact"));
        let steps = json_of(&out, "steps");
        let rejected: Vec<&Json> = steps
            .as_array()
            .unwrap()
            .iter()
            .filter(|s| s["rule"] == "extraneous")
            .collect();
        assert_eq!(rejected.len(), 1, "{steps}");
        assert_eq!(rejected[0]["before"], "x = 1");
        assert_eq!(rejected[0]["after"], "2 = -2");
        assert!(steps
            .as_array()
            .unwrap()
            .iter()
            .any(|s| s["rule"] == "checkRoot" && s["before"] == "x = 6"));
    }

    /// sympy 1.14.0: solveset(lhs - rhs, x, S.Reals) for each; our exact
    /// text (the same set: the same values, or the same families).
    #[test]
    fn exact_non_polynomial_equations_like_sympy() {
        let cases = [
            // Exponential.
            ("2^x = 10", "x = log2(10)"),  // {1 + log(5)/log(2)}
            ("3^x = 81", "x = 4"),         // {4}
            ("e^(2x) = 5", "x = ln(5)/2"), // {log(5)/2}
            ("5*2^(x+1) = 40", "x = 2"),   // {2}
            ("3^x + 2 = 0", "∅"),          // EmptySet
            // Logarithmic.
            ("ln(x+1) = 2", "x = e^2 - 1"), // {-1 + exp(2)}
            ("log(x) = 3", "x = 1000"),     // {1000}
            ("log2(2x-1) = 5", "x = 33/2"), // {33/2}
            // Absolute value.
            ("|x-2| = 3", "x = -1, x = 5"),  // {-1, 5}
            ("|2x+1| = 7", "x = -4, x = 3"), // {-4, 3}
            ("|x| + 1 = 0", "∅"),            // EmptySet
            ("|x-1| = 2x", "x = 1/3"),       // {1/3}
            // Radical.
            ("sqrt(x+3) = x-3", "x = 6"),  // {6}
            ("sqrt(2x+1) = x-1", "x = 4"), // {4}
            ("sqrt(x) + 2 = 0", "∅"),      // EmptySet
            ("sqrt(x-1) = 3", "x = 10"),   // {10}
            ("sqrt(x+7) = x+1", "x = 2"),  // {2}
        ];
        for (eq, want) in cases {
            assert_eq!(result(&run(eq, "", "solve")), want, "{eq}");
        }
    }

    /// sympy 1.14.0: solveset(lhs - rhs, x, S.Reals), a union of
    /// ImageSets offset + n·period; ours are the same families (an offset
    /// may differ by whole periods: −π/3 for sympy's 5π/3).
    #[test]
    fn trigonometric_general_solutions_like_sympy() {
        let cases = [
            // {2nπ + π/6} ∪ {2nπ + 5π/6}: the case, no list of 63.
            (
                "sin(x) = 0.5",
                "x = pi/6 + 2*pi*k, x = 5*pi/6 + 2*pi*k, k ∈ ℤ",
            ),
            // {2nπ + π/3} ∪ {2nπ + 5π/3}
            (
                "cos(x) = 1/2",
                "x = pi/3 + 2*pi*k, x = -pi/3 + 2*pi*k, k ∈ ℤ",
            ),
            // {nπ + π/4}
            ("tan(x) = 1", "x = pi/4 + pi*k, k ∈ ℤ"),
            // {nπ − 1/2 + 5π/12} ∪ {nπ − 1/2 + 13π/12}
            (
                "sin(2x+1) = 1/2",
                "x = pi/12 - 1/2 + pi*k, x = 5*pi/12 - 1/2 + pi*k, k ∈ ℤ",
            ),
            // {2nπ + π}
            ("cos(x) = -1", "x = pi + 2*pi*k, k ∈ ℤ"),
            // {2nπ} ∪ {2nπ + π}: one family of period π.
            ("sin(x) = 0", "x = pi*k, k ∈ ℤ"),
            // {nπ + π/3}
            ("tan(x) = sqrt(3)", "x = pi/3 + pi*k, k ∈ ℤ"),
            // {2nπ/3 + π/12} ∪ {2nπ/3 + 7π/12}
            (
                "2cos(3x) = sqrt(2)",
                "x = pi/12 + 2*pi*k/3, x = -pi/12 + 2*pi*k/3, k ∈ ℤ",
            ),
            // {2nπ + asin(3/10)} ∪ {2nπ − asin(3/10) + π}
            (
                "sin(x) = 0.3",
                "x = asin(3/10) + 2*pi*k, x = -asin(3/10) + pi + 2*pi*k, k ∈ ℤ",
            ),
        ];
        for (eq, want) in cases {
            let out = run(eq, "", "solve");
            assert_eq!((result(&out), status(&out)), pair(want, "general"), "{eq}");
        }
        // No real solution, and why: sympy solveset(sin(x) - 2, x, Reals) = EmptySet.
        assert_eq!(solve("sin(x) = 2", ""), pair("∅", "noSolutionSine"));
        assert_eq!(solve("cos(2x) = -3/2", ""), pair("∅", "noSolutionCosine"));
    }

    /// sympy 1.14.0: solveset(lhs < rhs, x, S.Reals) for each, as
    /// intervals (Interval.open(-oo, -2) is (-∞, -2)).
    #[test]
    fn inequalities_like_sympy() {
        let cases = [
            // Polynomial: Union(Interval.open(-oo, -2), Interval.open(2, oo)).
            ("x^2 > 4", "x ∈ (-∞, -2) ∪ (2, ∞)", "inequality"),
            ("x^2 - 5x + 6 <= 0", "x ∈ [2, 3]", "inequality"),
            ("x^3 - x >= 0", "x ∈ [-1, 0] ∪ [1, ∞)", "inequality"),
            ("(x-1)^2 > 0", "x ∈ (-∞, 1) ∪ (1, ∞)", "inequality"),
            ("(x-1)^2 <= 0", "x ∈ {1}", "inequality"),
            ("x^2 < 2", "x ∈ (-sqrt(2), sqrt(2))", "inequality"),
            ("2x + 3 < 7", "x ∈ (-∞, 2)", "inequality"),
            // Rational: Interval.Lopen(-2, 1), Union(Interval.open(-oo, -1), Interval.Lopen(0, 1)).
            ("(x-1)/(x+2) <= 0", "x ∈ (-2, 1]", "inequality"),
            ("x/(x^2 - 1) >= 0", "x ∈ (-1, 0] ∪ (1, ∞)", "inequality"),
            ("1/x > 1", "x ∈ (0, 1)", "inequality"),
            ("(x+3)/(x-2) > 1", "x ∈ (2, ∞)", "inequality"),
            ("x/x >= 1", "x ∈ (-∞, 0) ∪ (0, ∞)", "inequality"),
            // Absolute value: Interval.open(-1, 5), Union(Interval(-oo, -1), Interval(3, oo)).
            ("|x-2| < 3", "x ∈ (-1, 5)", "inequality"),
            ("|x-1| >= 2", "x ∈ (-∞, -1] ∪ [3, ∞)", "inequality"),
            ("|2x+1| <= 5", "x ∈ [-3, 2]", "inequality"),
            // sympy leaves a ConditionSet; by hand: |x| > x exactly where x < 0.
            ("|x| > x", "x ∈ (-∞, 0)", "inequality"),
            ("|x-1| < |x+1|", "x ∈ (0, ∞)", "inequality"),
            // Nothing, everything: EmptySet, Reals.
            ("x^2 < -1", "∅", "inequalityNone"),
            ("|x| < 0", "∅", "inequalityNone"),
            ("x^2 + 1 > 0", "x ∈ ℝ", "inequalityAll"),
            ("|x| >= 0", "x ∈ ℝ", "inequalityAll"),
        ];
        for (eq, want, want_status) in cases {
            assert_eq!(solve(eq, ""), pair(want, want_status), "{eq}");
        }
        // A chain is refused, and says how to write it.
        let err = (FUNCTION.compute)(&inputs(
            &[
                ("equation", "1 < x < 3"),
                ("variable", ""),
                ("operation", "solve"),
            ],
            &[],
            &["operation"],
        ))
        .unwrap_err();
        assert_eq!(err.input, "equation");
    }

    /// The number line's data matches the interval text: x^2 > 4 is two
    /// open rays at ∓2, |x-1| <= 2 the closed segment [-1, 3] (sympy 1.14:
    /// Union(Interval.open(-oo, -2), Interval.open(2, oo)), Interval(-1, 3)),
    /// (x-1)^2 <= 0 the point 1, x^2 < 2 the open segment between ∓√2
    /// with its exact ends; everything is one unbounded interval, nothing
    /// has no line, and an equation none.
    /// An interval has no real and imaginary parts: its rows leave those
    /// keys out, so the page leaves the two columns out instead of showing
    /// them empty.
    #[test]
    fn interval_rows_carry_no_real_or_imaginary_part() {
        let rows = json_of(&run("x^2 > 4", "", "solve"), "solutions");
        let rows = rows.as_array().unwrap();
        assert_eq!(rows.len(), 2);
        for row in rows {
            let keys: Vec<&String> = row.as_object().unwrap().keys().collect();
            assert_eq!(keys, ["value"], "{row}");
        }
    }

    #[test]
    fn inequalities_give_the_number_line_its_intervals() {
        let line = |eq: &str| json_of(&run(eq, "", "solve"), "numberLine");
        let end =
            |text: &str, x: f64, closed: bool| json!({"text": text, "x": x, "closed": closed});
        assert_eq!(
            line("x^2 > 4"),
            json!({"variable": "x", "intervals": [
                {"lo": null, "hi": end("-2", -2.0, false)},
                {"lo": end("2", 2.0, false), "hi": null},
            ]})
        );
        assert_eq!(
            line("|x-1| <= 2"),
            json!({"variable": "x", "intervals": [{"lo": end("-1", -1.0, true), "hi": end("3", 3.0, true)}]})
        );
        assert_eq!(
            line("(x-1)^2 <= 0")["intervals"],
            json!([{"lo": end("1", 1.0, true), "hi": end("1", 1.0, true)}])
        );
        let root2 = line("x^2 < 2")["intervals"][0].clone();
        assert_eq!(root2["lo"]["text"], "-sqrt(2)");
        assert_eq!(root2["hi"]["closed"], false);
        assert!((root2["hi"]["x"].as_f64().unwrap() - std::f64::consts::SQRT_2).abs() < 1e-15);
        assert_eq!(line("y + 1 >= 0")["variable"], "y");
        assert_eq!(
            line("x^2 + 1 > 0")["intervals"],
            json!([{"lo": null, "hi": null}])
        );
        assert_eq!(line("x^2 < -1"), Json::Null);
        assert_eq!(line("x^2 = 4"), Json::Null);
    }

    /// sympy 1.14.0 trigsimp(...) for each; these came back unchanged.
    #[test]
    fn simplify_uses_the_pythagorean_and_double_angle_identities() {
        let cases = [
            ("sin(x)^2+cos(x)^2", "1"),
            ("2sin(x)cos(x)", "sin(2*x)"),
            ("cos(x)^2-sin(x)^2", "cos(2*x)"),
            ("3sin(2t)^2 + 3cos(2t)^2", "3"),
            ("sin(x)cos(x)", "sin(2*x)/2"),
            ("sin(x)^2 + cos(x)^2 + x", "x + 1"),
            ("cos(3x)^2 - sin(3x)^2", "cos(6*x)"),
        ];
        for (e, want) in cases {
            let out = run(e, "", "simplify");
            assert_eq!(result(&out), want, "{e}");
        }
        let out = run("sin(x)^2+cos(x)^2", "", "simplify");
        let steps = json_of(&out, "steps");
        assert!(
            steps
                .as_array()
                .unwrap()
                .iter()
                .any(|s| s["rule"] == "pythagoreanSinCos"),
            "{steps}"
        );
    }

    /// The algebra page's locale files, English and Portuguese, as text.
    fn locale_texts() -> (String, String) {
        let read = |lang: &str| {
            let path = format!(
                "{}/../../../locales/{lang}/calculators/algebra.yaml",
                env!("CARGO_MANIFEST_DIR")
            );
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
        };
        (read("en"), read("pt-BR"))
    }

    #[test]
    fn new_statuses_have_words_in_both_languages_and_odd_inputs_do_not_hang() {
        let (en, pt) = locale_texts();
        for eq in [
            "sin(x) = 1/2",
            "2^x = -1",
            "sqrt(x) = -1",
            "|x| = -1",
            "sin(x) = 2",
            "cos(x) = 2",
            "sqrt(x+1) = x - 5 - x",
            "x^2 > 4",
            "x^2 < -1",
            "x^2 >= 0",
            // Long or huge: bounded, answered or refused quickly.
            "x^(1/1000001) = 3",
            "(10^300)^x = 10^600",
            "x^2 > 10^40",
            "(x - 10^30)/(x + 10^30) < 0",
        ] {
            let out = run(eq, "", "solve");
            let key = status(&out);
            for texts in [&en, &pt] {
                assert!(texts.contains(&format!("      {key}: ")), "{eq}: {key}");
            }
        }
        // ±10^20 exactly (a test point past i64 at each end).
        assert_eq!(
            solve("x^2 > 10^40", "").0,
            "x ∈ (-∞, -100000000000000000000) ∪ (100000000000000000000, ∞)"
        );
    }

    #[test]
    fn x_to_the_n_equals_c_exactly() {
        // x^1999 = 0 listed 27 "roots" between −0.65 and 0.65 (x^1999
        // underflows there); x^999999 = 2 said no real solution.
        let out = run("x^1999 = 0", "", "solve");
        assert_eq!((result(&out), status(&out)), pair("x = 0", "exact"));
        assert_eq!(json_of(&out, "solutions")[0]["multiplicity"], json!(1999));
        // mpmath 1.3, mp.dps=30: mpf(2)**(mpf(1)/999999) = 1.00000069314811393486...
        let out = run("x^999999 = 2", "", "solve");
        assert_eq!(
            (result(&out), status(&out)),
            pair("x = 2^(1/999999)", "realOnly")
        );
        let re = json_of(&out, "solutions")[0]["re"].as_f64().unwrap();
        assert!((re - 1.000_000_693_148_113_9).abs() < 1e-15, "{re}");
        // mpf(3)**(mpf(1)/1000) = 1.00109921598420405292...; even n: ±.
        let out = run("x^1000 = 3", "", "solve");
        assert_eq!(result(&out), "x = 3^(1/1000), x = -3^(1/1000)");
        let sols = json_of(&out, "solutions");
        assert!((sols[1]["re"].as_f64().unwrap() + 1.001_099_215_984_204).abs() < 1e-15);
        // Odd n, c < 0: −8^(1/1001) = −1.00207952339336567887...
        let out = run("2x^1001 + 16 = 0", "", "solve");
        assert_eq!(result(&out), "x = -8^(1/1001)");
        let re = json_of(&out, "solutions")[0]["re"].as_f64().unwrap();
        assert!((re + 1.002_079_523_393_365_7).abs() < 1e-15, "{re}");
        // Even n, c < 0: no real root (sympy.real_roots(x**200 + 1) = []).
        assert_eq!(solve("x^200 = -1", ""), pair("∅", "noRealSolution"));
        // n ≤ 100: the complex roots too, exactly. sympy.solve(x**5 - 32) =
        // 2, and 2·e^(±2πik/5): re 2cos(2π/5) = 0.618033988749894848...,
        // im 2sin(2π/5) = 1.902113032590307144...; 2cos(4π/5) = −1.618033988749894848...
        let out = run("x^5 = 32", "", "solve");
        assert_eq!(status(&out), "exact");
        let sols = json_of(&out, "solutions");
        assert_eq!(sols.as_array().unwrap().len(), 5);
        assert_eq!(sols[0]["value"], "2");
        let near = |v: &Json, want: f64| (v.as_f64().unwrap() - want).abs() < 1e-15;
        assert!(near(&sols[1]["re"], 0.618_033_988_749_894_8), "{sols}");
        assert!(near(&sols[1]["im"], 1.902_113_032_590_307), "{sols}");
        assert!(near(&sols[2]["im"], -1.902_113_032_590_307), "{sols}");
        assert!(near(&sols[3]["re"], -1.618_033_988_749_895), "{sols}");
        // Each root's exact text reads back and solves x^5 = 32.
        for row in sols.as_array().unwrap() {
            let (re, im) = (row["re"].as_f64().unwrap(), row["im"].as_f64().unwrap());
            let (r2, i2) = (re * re - im * im, 2.0 * re * im);
            let (r4, i4) = (r2 * r2 - i2 * i2, 2.0 * r2 * i2);
            let (r5, i5) = (r4 * re - i4 * im, r4 * im + i4 * re);
            assert!((r5 - 32.0).abs() < 1e-12 && i5.abs() < 1e-12, "{row}");
        }
    }

    #[test]
    fn numeric_roots_are_all_listed_or_counted() {
        // sin(x)^3 = 1/8 where sin(x) = 1/2: at π/6 + 2kπ and 5π/6 + 2kπ,
        // 63 of them in [−100, 100] (mpmath 1.3, mp.dps=30: the first
        // −97.9129710368818892654..., the last 96.8657734856852915192...).
        // The list stopped at 50, silently. (sin(x) = 1/2 itself has its
        // general solution now.)
        let out = run("sin(x)^3 = 1/8", "", "solve");
        assert_eq!(status(&out), "approximate");
        let sols = json_of(&out, "solutions");
        let sols = sols.as_array().unwrap();
        assert_eq!(sols.len(), 63);
        assert!((sols[0]["re"].as_f64().unwrap() + 97.912_971_036_881_89).abs() < 1e-9);
        assert!((sols[62]["re"].as_f64().unwrap() - 96.865_773_485_685_3).abs() < 1e-9);
        assert_eq!(json_of(&out, "unlisted"), Json::Null);
        // sin(5x)^3 = 1/8 has 318 roots there ((π/6 + 2kπ)/5, (5π/6 + 2kπ)/5):
        // the first 200 are listed, and the page says 118 more were found.
        let out = run("sin(5x)^3 = 1/8", "", "solve");
        assert_eq!(status(&out), "approximatePartial");
        assert_eq!(json_of(&out, "solutions").as_array().unwrap().len(), 200);
        assert_eq!(json_of(&out, "unlisted"), json!(118));
    }

    #[test]
    fn identities_leave_out_where_a_side_is_undefined() {
        // x/x = 1 was "x ∈ ℝ", 0 included, where x/x has no value.
        assert_eq!(
            solve("x/x = 1", ""),
            pair("x ∈ ℝ, x ≠ 0", "allNumbersExcept")
        );
        // sympy: solveset(Eq((x**2 - 1)/(x - 1), x + 1), x, S.Reals) = Complement(Reals, {1})
        assert_eq!(
            solve("(x^2 - 1)/(x - 1) = x + 1", ""),
            pair("x ∈ ℝ, x ≠ 1", "allNumbersExcept")
        );
        // solveset(Eq(sin(t)/sin(t), 1), t, Reals): where sin(t) ≠ 0.
        assert_eq!(
            solve("sin(t)/sin(t) = 1", ""),
            pair("t ∈ ℝ, sin(t) ≠ 0", "allNumbersExcept")
        );
        assert_eq!(
            solve("ln(x) - ln(x) = 0", ""),
            pair("x ∈ ℝ, x > 0", "allNumbersExcept")
        );
        // Roots where a side is undefined are not solutions:
        // solveset(Eq(x**2/x, 0), x, Reals) = EmptySet; x^3/x = 4 at ±2 only.
        assert_eq!(solve("x^2/x = 0", ""), pair("∅", "noSolution"));
        assert_eq!(solve("x^7/x = 0", ""), pair("∅", "noSolution"));
        assert_eq!(solve("x^3/x = 4", "").0, "x = 2, x = -2");
        // Still everything where nothing is undefined.
        assert_eq!(solve("x = x", ""), pair("x ∈ ℝ", "allNumbers"));
    }

    #[test]
    fn an_identity_is_not_a_list_of_noise_roots() {
        // sin²x + cos²x − 1 is 0 everywhere; its doubles are rounding noise
        // (±1e-16), whose sign changes were listed as 200 roots.
        assert_eq!(
            solve("sin(x)^2 + cos(x)^2 = 1", ""),
            pair("x ∈ ℝ", "allNumbers")
        );
        assert_eq!(
            solve("tan(x)*cos(x) = sin(x)", ""),
            pair("x ∈ ℝ, cos(x) ≠ 0", "allNumbersExcept")
        );
        // A function that is small but not 0 still has its root:
        // 1e-13·(x − 1) = 0 at x = 1.
        assert_eq!(solve("(x - 1)/10^13 = 0", "").0, "x = 1");
    }

    #[test]
    fn no_english_words_in_results() {
        // Every status is a key with a text in both locales; results and
        // the other math outputs hold math only.
        let (en, pt) = locale_texts();
        let cases = [
            "x^2 - 5x + 6 = 0",
            "x^5 - x - 1 = 0",
            "x + 1 = x + 2",
            "x = x",
            "e^x = -1",
            "2x + 3y = 7; x - y = 1",
            "x + y = 1; 2x + 2y = 3",
            "x + y + z = 1; x - y = 0",
        ];
        for eq in cases {
            let out = run(eq, "", "solve");
            let key = status(&out);
            for texts in [&en, &pt] {
                assert!(texts.contains(&format!("      {key}: ")), "{eq}: {key}");
            }
            for id in ["result", "free", "conditions"] {
                let text = match out.get(id) {
                    Some(calc_core::OutValue::Text(t)) => t.clone(),
                    Some(calc_core::OutValue::Json(j)) => j.as_str().unwrap_or("").to_string(),
                    other => panic!("{other:?}"),
                };
                // Words of two or more letters are function names only.
                for word in text.split(|c: char| !c.is_alphabetic()) {
                    assert!(
                        word.chars().count() < 2 || matches!(word, "sqrt" | "cbrt"),
                        "{eq}: {id} = {text}"
                    );
                }
            }
        }
    }

    #[test]
    fn linear_systems() {
        // sympy.solve([2x + 3y - 7, x - y - 1]) = {x: 2, y: 1}
        assert_eq!(
            solve("2x + 3y = 7; x - y = 1", ""),
            pair("x = 2, y = 1", "unique")
        );
        // sympy.solve([x + y - 1, 2x + 2y - 3]) = []
        assert_eq!(solve("x + y = 1; 2x + 2y = 3", ""), pair("∅", "noSolution"));
        // sympy.solve([x + y + z - 6, x - y, z - 2x]) = {x: 3/2, y: 3/2, z: 3}
        assert_eq!(
            solve("x + y + z = 6\nx - y = 0\nz = 2x", "").0,
            "x = 3/2, y = 3/2, z = 3"
        );
        assert_eq!(solve("x = x", ""), pair("x ∈ ℝ", "allNumbers"));
        assert_eq!(
            solve("(x+1)^2 = x^2 + 2x + 1", ""),
            pair("x ∈ ℝ", "allNumbers")
        );
        assert_eq!(solve("2 = 3", ""), pair("∅", "noSolution"));
        // sympy.solve([x + y + z - 1, x - y], [x, y, z]) = {x: 1/2 - z/2, y: 1/2 - z/2}
        // (the same sums; the printer puts the variable's term first)
        let out = run("x + y + z = 1; x - y = 0", "", "solve");
        assert_eq!(status(&out), "infinitelyMany");
        assert_eq!(result(&out), "x = -z/2 + 1/2, y = -z/2 + 1/2");
        assert_eq!(text_of(&out, "free"), "z");
        // sympy.solve([x + y - 1, 2x + 2y - 2], [x, y]) = {x: 1 - y}
        let out = run("x + y = 1; 2x + 2y = 2", "", "solve");
        assert_eq!(result(&out), "x = -y + 1");
        assert_eq!(text_of(&out, "free"), "y");
    }

    /// lhs − rhs of `eq` at `var` = `root` and the letters at `values`:
    /// 0 (to rounding) when `root` solves it.
    fn residual(eq: &str, var: &str, root: &str, values: &[(&str, f64)]) -> f64 {
        let parse = |t: &str| {
            let (l, r) = parse_equation(t, &options(Some(var))).unwrap();
            let l = lower(&l);
            match r {
                Some(r) => sub(l, lower(&r)),
                None => l,
            }
        };
        let at = |e: Expr| {
            values.iter().fold(e, |e, (name, v)| {
                e.substitute(name, &Expr::Num(RBig::try_from(*v).unwrap()))
            })
        };
        let x = eval_f64(&at(parse(root)), var, 0.0);
        eval_f64(&at(parse(eq)), var, x)
    }

    #[test]
    fn symbolic_coefficients_like_sympy() {
        // (equation, variable, sympy.solve(lhs - rhs, variable), our text
        // of the same expressions, conditions, status)
        type Case<'a> = (&'a str, &'a str, &'a str, &'a str, Option<&'a str>, &'a str);
        let cases: &[Case] = &[
            (
                "a*x + b = 0",
                "x",
                "[-b/a]",
                "x = -b/a",
                Some("a ≠ 0"),
                "conditional",
            ),
            ("x + y = 2", "x", "[2 - y]", "x = -y + 2", None, "exact"),
            (
                "2a x = 4",
                "x",
                "[2/a]",
                "x = 2/a",
                Some("a ≠ 0"),
                "conditional",
            ),
            (
                "a x + b x = c",
                "x",
                "[c/(a + b)]",
                "x = c/(a + b)",
                Some("a + b ≠ 0"),
                "conditional",
            ),
            (
                "x/a = 3",
                "x",
                "[3*a]",
                "x = 3*a",
                Some("a ≠ 0"),
                "conditional",
            ),
            (
                "k*t + 3 = 2*t",
                "t",
                "[-3/(k - 2)]",
                "t = -3/(k - 2)",
                Some("k ≠ 2"),
                "conditional",
            ),
            (
                "m*x + 1 = 2*x - n",
                "x",
                "[(-n - 1)/(m - 2)]",
                "x = (-n - 1)/(m - 2)",
                Some("m ≠ 2"),
                "conditional",
            ),
            ("a x = 0", "x", "[0]", "x = 0", Some("a ≠ 0"), "conditional"),
            (
                "x^2 = a",
                "x",
                "[-sqrt(a), sqrt(a)]",
                "x = sqrt(a), x = -sqrt(a)",
                None,
                "exact",
            ),
            (
                "x^2 + b x = 0",
                "x",
                "[0, -b]",
                "x = 0, x = -b",
                None,
                "exact",
            ),
            (
                "a x^2 = 0",
                "x",
                "[0]",
                "x = 0",
                Some("a ≠ 0"),
                "conditional",
            ),
            (
                "a x^3 + b x^2 = 0",
                "x",
                "[0, -b/a]",
                "x = 0, x = -b/a",
                Some("a ≠ 0"),
                "conditional",
            ),
            (
                "x y = 1",
                "x",
                "[1/y]",
                "x = 1/y",
                Some("y ≠ 0"),
                "conditional",
            ),
            ("x^2 - 2 a x + a^2 = 0", "x", "[a]", "x = a", None, "exact"),
            (
                "x^2 - (a+b) x + a b = 0",
                "x",
                "[a, b]",
                "x = a, x = b",
                None,
                "exact",
            ),
            (
                "a x^2 + b x + c = 0",
                "x",
                "[(-b - sqrt(-4*a*c + b**2))/(2*a), (-b + sqrt(-4*a*c + b**2))/(2*a)]",
                "x = (-b + sqrt(b^2 - 4*a*c))/(2*a), x = (-b - sqrt(b^2 - 4*a*c))/(2*a)",
                Some("a ≠ 0"),
                "conditional",
            ),
        ];
        let values = [
            ("a", 1.7),
            ("b", -0.3),
            ("c", -2.9),
            ("y", 0.6),
            ("k", 5.5),
            ("m", -1.25),
            ("n", 0.4),
        ];
        for (eq, var, _sympy, want, conditions, want_status) in cases {
            let out = run(eq, var, "solve");
            assert_eq!(result(&out), *want, "{eq}");
            assert_eq!(status(&out), *want_status, "{eq}");
            match conditions {
                Some(c) => assert_eq!(text_of(&out, "conditions"), *c, "{eq}"),
                None => assert_eq!(json_of(&out, "conditions"), Json::Null, "{eq}"),
            }
            // Each root solves the equation at sample values of the letters.
            for root in want.split(", ") {
                let r = root.split_once(" = ").unwrap().1;
                let res = residual(eq, var, r, &values);
                assert!(res.abs() < 1e-12, "{eq}: {root} leaves {res}");
            }
        }
    }

    #[test]
    fn symbolic_equations_beyond_degree_two_are_refused() {
        for (eq, var) in [("x^3 = a", "x"), ("sin(x) = a", "x"), ("a = b", "x")] {
            let err = (FUNCTION.compute)(&inputs(
                &[("equation", eq), ("variable", var), ("operation", "solve")],
                &[],
                &["operation"],
            ))
            .unwrap_err();
            assert_eq!(err.input, "equation", "{eq}");
        }
    }

    #[test]
    fn a_system_error_points_into_the_whole_input() {
        let err = (FUNCTION.compute)(&inputs(
            &[
                ("equation", "x + y = 1; 2x + ) = 3"),
                ("variable", ""),
                ("operation", "solve"),
            ],
            &[],
            &["operation"],
        ))
        .unwrap_err();
        let json = serde_json::to_value(&err).unwrap();
        // The ')' is the 17th character of the whole text.
        assert_eq!(json["position"], json!(17.0), "{json}");
        assert_eq!(json["token"], json!(")"));
    }

    #[test]
    fn expand_factor_simplify() {
        assert_eq!(
            result(&run("(x+1)^3", "", "expand")),
            "x^3 + 3*x^2 + 3*x + 1"
        );
        assert_eq!(
            result(&run("x^2 - 5x + 6", "", "factor")),
            "(x - 3)*(x - 2)"
        );
        assert_eq!(result(&run("2x^2 - 8", "", "factor")), "2*(x - 2)*(x + 2)");
        assert_eq!(result(&run("x^3 - 2x^2 + x", "", "factor")), "x*(x - 1)^2");
        assert_eq!(
            result(&run("6x^2 - x - 1", "", "factor")),
            "(2*x - 1)*(3*x + 1)"
        );
        assert_eq!(result(&run("x^2 + 1", "", "factor")), "x^2 + 1");
        assert_eq!(result(&run("2x + 3x - x", "", "simplify")), "4*x");
    }

    #[test]
    fn simplify_cancels_common_factors() {
        // sympy.cancel((x**2 - 1)/(x - 1)) = x + 1, and the expression as
        // typed is undefined at x = 1; it came back unchanged.
        let out = run("(x^2 - 1)/(x - 1)", "", "simplify");
        assert_eq!(result(&out), "x + 1");
        assert_eq!(text_of(&out, "conditions"), "x ≠ 1");
        // sympy.cancel((x**3 - x)/(x**2 + x)) = x - 1 (x ≠ 0, −1);
        // sympy.cancel((2*x**2 + 2*x)/(4*x + 4)) = x/2 (x ≠ −1);
        // sympy.cancel((x**2 + 1)/(x**2 - 1)): nothing cancels.
        let out = run("(x^3 - x)/(x^2 + x)", "", "simplify");
        assert_eq!(result(&out), "x - 1");
        assert_eq!(text_of(&out, "conditions"), "x ≠ 0, x ≠ -1");
        let out = run("(2x^2 + 2x)/(4x + 4)", "", "simplify");
        assert_eq!(
            (result(&out), text_of(&out, "conditions")),
            ("x/2".into(), "x ≠ -1".into())
        );
        let out = run("(x^2 + 1)/(x^2 - 1)", "", "simplify");
        assert_eq!(result(&out), "(x^2 + 1)/(x^2 - 1)");
        assert_eq!(out.get("conditions"), None);
        // Solving a rational equation uses the same lowest terms:
        // sympy.solveset(Eq((x**2 - 1)/(x - 1), 0), x, Reals) = {-1}.
        assert_eq!(solve("(x^2 - 1)/(x - 1) = 0", ""), pair("x = -1", "exact"));
        assert_eq!(solve("(x^2 - 1)/(x - 1) = 2", ""), pair("∅", "noSolution"));
    }
}
