//! Inequalities in one variable whose sides are polynomials, fractions of
//! polynomials or absolute values of them: x^2 > 4 ⇒ x ∈ (−∞, −2) ∪ (2, ∞).
//! One side minus the other changes sign only at its critical points (the
//! zeros of numerators and denominators, with each |u| replaced by ±u, and
//! the zeros of each u), found exactly; one point inside each interval
//! between them says whether the whole interval solves the inequality, and
//! each critical point is tested on its own (included when the inequality
//! holds there: a zero of a non-strict one, never a point where a side is
//! undefined).

use super::check::vanishes_at;
use super::{pick_variable, undefined_points, Solved, EMPTY_SET};
use calc_engine::error::{Code, EngineError};
use calc_engine::expr::{to_text, Expr, Func};
use calc_engine::limits::Budget;
use calc_engine::parser::{lower, parse_equation};
use calc_engine::poly::{self, Root};
use calc_engine::quadrature::eval_f64;
use calc_engine::simplify::{mul, rational_form, simplify, simplify_defined, sub};
use calc_engine::steps::Steps;
use dashu::rational::RBig;
use serde_json::{json, Value as Json};

/// The relations, longest spelling first (`<=` before `<`).
const RELATIONS: [(&str, Rel); 6] = [
    ("<=", Rel::Le),
    (">=", Rel::Ge),
    ("≤", Rel::Le),
    ("≥", Rel::Ge),
    ("<", Rel::Lt),
    (">", Rel::Gt),
];

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Rel {
    Lt,
    Le,
    Gt,
    Ge,
}

impl Rel {
    fn symbol(self) -> &'static str {
        match self {
            Rel::Lt => "<",
            Rel::Le => "≤",
            Rel::Gt => ">",
            Rel::Ge => "≥",
        }
    }

    /// Whether `y` (one side minus the other) satisfies the relation with 0.
    fn holds(self, y: f64, zero: bool) -> bool {
        match self {
            Rel::Lt => !zero && y < 0.0,
            Rel::Le => zero || y < 0.0,
            Rel::Gt => !zero && y > 0.0,
            Rel::Ge => zero || y > 0.0,
        }
    }
}

/// The text split at its one relation: (left, relation, right), or None
/// when there is no inequality sign.
pub fn split(text: &str) -> Result<Option<(&str, Rel, &str)>, EngineError> {
    let Some((at, len, rel)) = RELATIONS
        .iter()
        .filter_map(|(s, r)| text.find(s).map(|i| (i, s.len(), *r)))
        .min_by_key(|(i, len, _)| (*i, usize::MAX - len))
    else {
        return Ok(None);
    };
    let (left, right) = (&text[..at], &text[at + len..]);
    if right.contains(['<', '>', '≤', '≥', '=']) || left.contains('=') {
        return Err(EngineError::new(
            Code::Unsupported,
            "one relation at a time: write a < x < b as two inequalities",
        ));
    }
    Ok(Some((left, rel, right)))
}

/// Most absolute values in one inequality (2^n sign cases).
const MAX_ABS: usize = 3;

fn abs_arguments(e: &Expr, var: &str, out: &mut Vec<Expr>) {
    if let Expr::Func(Func::Abs, u) = e {
        if u.has_var(var) && !out.contains(u) {
            out.push((**u).clone());
        }
    }
    match e {
        Expr::Add(xs) | Expr::Mul(xs) => xs.iter().for_each(|x| abs_arguments(x, var, out)),
        Expr::Pow(b, k) => {
            abs_arguments(b, var, out);
            abs_arguments(k, var, out);
        }
        Expr::Func(_, a) | Expr::Fact(a) => abs_arguments(a, var, out),
        _ => {}
    }
}

fn not_rational(var: &str) -> EngineError {
    EngineError::new(
        Code::Unsupported,
        format!(
            "inequalities are solved when both sides are polynomials in {var}, fractions of them or absolute values of them"
        ),
    )
}

/// Real roots of the numerator and denominator of `e` (rational in `var`).
fn zeros(e: &Expr, var: &str, budget: &mut Budget) -> Result<Vec<Root>, EngineError> {
    let e = simplify(e);
    let (n, d) = match poly::from_expr(&e, var)? {
        Some(p) => (p, vec![RBig::ONE]),
        None => rational_form(&e, var).ok_or_else(|| not_rational(var))?,
    };
    let mut out = Vec::new();
    for p in [n, d] {
        if poly::degree(&p) > 100 {
            return Err(not_rational(var));
        }
        if poly::degree(&p) > 0 {
            out.extend(
                poly::solve(&p, budget)?
                    .into_iter()
                    .filter(|r| r.im == 0.0 && r.exact_im.is_none()),
            );
        }
    }
    Ok(out)
}

/// The critical points of `f`, ascending, each once (an exact form kept
/// over a decimal one).
fn critical_points(f: &Expr, var: &str, budget: &mut Budget) -> Result<Vec<Root>, EngineError> {
    let mut args = Vec::new();
    abs_arguments(f, var, &mut args);
    if args.len() > MAX_ABS {
        return Err(not_rational(var));
    }
    let mut points = Vec::new();
    for signs in 0..(1usize << args.len()) {
        let mut g = f.clone();
        for (i, u) in args.iter().enumerate() {
            let s = if signs >> i & 1 == 1 { -1 } else { 1 };
            g = g.replace(
                &Expr::Func(Func::Abs, Box::new(u.clone())),
                &mul(vec![Expr::int(s), u.clone()]),
            );
        }
        points.extend(zeros(&g, var, budget)?);
    }
    for u in &args {
        points.extend(zeros(u, var, budget)?);
    }
    points.sort_by(|a, b| a.re.total_cmp(&b.re));
    let mut out: Vec<Root> = Vec::new();
    for p in points {
        match out.last_mut() {
            Some(q) if (q.re - p.re).abs() <= 1e-9 * p.re.abs().max(1.0) => {
                if q.exact.is_none() && p.exact.is_some() {
                    *q = p;
                }
            }
            _ => out.push(p),
        }
    }
    Ok(out)
}

/// A simple rational strictly between `lo` and `hi` (either may be
/// unbounded): an integer when one fits, else a fraction with a small
/// power of two below.
fn sample(lo: Option<f64>, hi: Option<f64>) -> RBig {
    match (lo, hi) {
        (None, None) => RBig::ZERO,
        // Exact from the doubles (a root may be far past i64).
        (Some(a), None) => RBig::try_from(a.floor()).unwrap_or(RBig::ZERO) + RBig::ONE,
        (None, Some(b)) => RBig::try_from(b.ceil()).unwrap_or(RBig::ZERO) - RBig::ONE,
        (Some(a), Some(b)) => {
            for k in 0..60u32 {
                let scale = (1u64 << k) as f64;
                let n = (a * scale).floor() + 1.0;
                if n / scale < b && n / scale > a {
                    if let Ok(n) = RBig::try_from(n) {
                        return n / RBig::from(1u64 << k);
                    }
                }
            }
            RBig::try_from((a + b) / 2.0).unwrap_or(RBig::ZERO)
        }
    }
}

/// One piece of the answer: an interval between critical points (or past
/// the outermost), or a critical point.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Piece {
    Between(usize),
    At(usize),
}

/// Solves `left rel right`.
pub fn solve(
    left: &str,
    rel: Rel,
    right: &str,
    given: Option<&str>,
    steps: &mut Steps,
    budget: &mut Budget,
) -> Result<Solved, EngineError> {
    let opts = super::options(given);
    let side = |t: &str| -> Result<Expr, EngineError> {
        let (e, rest) = parse_equation(t, &opts)?;
        debug_assert!(rest.is_none());
        Ok(lower(&e))
    };
    let (l, r) = (side(left)?, side(right)?);
    let f = simplify(&sub(simplify_defined(&l)?, simplify_defined(&r)?));
    // As typed, for the values (x/x is undefined at 0).
    let typed = Expr::Add(vec![l.clone(), Expr::Mul(vec![Expr::int(-1), r.clone()])]);
    let var = match pick_variable(&typed, given) {
        Ok(v) => v,
        Err(e) if f.has_any_var() => return Err(e),
        Err(_) => "x".to_string(),
    };
    let mut others = Vec::new();
    typed.vars(&mut others);
    if others.iter().any(|v| *v != var) {
        return Err(EngineError::new(
            Code::Unsupported,
            format!("an inequality may hold one letter only, {var}"),
        ));
    }
    steps.push(
        "moveToOneSide",
        format!("{} {} {}", to_text(&l), rel.symbol(), to_text(&r)),
        format!("{} {} 0", to_text(&f), rel.symbol()),
    );
    let (excluded, _) = undefined_points(&format!("{left} = {right}"), &var, budget)?;
    let mut points = critical_points(&f, &var, budget)?;
    for x in excluded {
        if !points
            .iter()
            .any(|p| (p.re - x.re).abs() <= 1e-9 * x.re.abs().max(1.0))
        {
            points.push(x);
        }
    }
    points.sort_by(|a, b| a.re.total_cmp(&b.re));
    if !points.is_empty() {
        steps.push(
            "criticalPoints",
            to_text(&f),
            points
                .iter()
                .map(|p| format!("{var} = {}", p.text()))
                .collect::<Vec<_>>()
                .join(", "),
        );
    }
    let value = |x: f64| eval_f64(&typed, &var, x);
    let mut pieces: Vec<(Piece, bool)> = Vec::new();
    for i in 0..=points.len() {
        budget.charge(20)?;
        let lo = i.checked_sub(1).map(|j| points[j].re);
        let hi = points.get(i).map(|p| p.re);
        let s = sample(lo, hi);
        let at = simplify(&typed.substitute(&var, &Expr::Num(s.clone())));
        let y = poly::val_f64(&at);
        let holds = y.is_finite() && rel.holds(y, at.is_zero());
        // The sign at the test point, as a relation: x = 3: 5 > 0.
        let sign = match y.total_cmp(&0.0) {
            _ if at.is_zero() => "=",
            std::cmp::Ordering::Less => "<",
            _ => ">",
        };
        if y.is_finite() {
            steps.push(
                "signTest",
                format!("{var} = {}", calc_engine::matrix::rat_text(&s)),
                format!("{} {sign} 0", to_text(&at)),
            );
        }
        pieces.push((Piece::Between(i), holds));
        if let Some(p) = points.get(i) {
            let y = value(p.re);
            let zero = match &p.exact {
                // Exact zeros are checked exactly, decimals to rounding.
                Some(x) => vanishes_at(&simplify(&typed), &var, x),
                None => y.abs() <= 1e-9,
            };
            let defined = y.is_finite() && !undefined_at(&l, &r, &var, p);
            pieces.push((Piece::At(i), defined && rel.holds(y, zero)));
        }
    }
    Ok(answer(&pieces, &points, &var))
}

/// Whether a side as typed has no value at `p` (a denominator is 0).
fn undefined_at(l: &Expr, r: &Expr, var: &str, p: &Root) -> bool {
    let Some(x) = &p.exact else {
        return false;
    };
    [l, r].iter().any(|side| {
        let mut dens = Vec::new();
        super::denominators(side, &mut dens);
        dens.iter()
            .any(|d| d.has_var(var) && vanishes_at(d, var, x))
    })
}

/// The runs of pieces that hold, as intervals: `(-∞, -2) ∪ [1, 3] ∪ {5}`.
fn answer(pieces: &[(Piece, bool)], points: &[Root], var: &str) -> Solved {
    let mut runs: Vec<(Piece, Piece)> = Vec::new();
    let mut start: Option<Piece> = None;
    for (k, (piece, holds)) in pieces.iter().enumerate() {
        match (holds, start) {
            (true, None) => start = Some(*piece),
            (false, Some(s)) => {
                runs.push((s, pieces[k - 1].0));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(s) = start {
        runs.push((s, pieces[pieces.len() - 1].0));
    }
    if runs.is_empty() {
        return Solved::new(vec![EMPTY_SET.into()], "inequalityNone", json!([]));
    }
    let line = number_line(&runs, points, var);
    if runs == [(Piece::Between(0), Piece::Between(points.len()))] {
        let mut all = Solved::new(vec![format!("{var} ∈ ℝ")], "inequalityAll", json!([]));
        all.number_line = line;
        return all;
    }
    let text = |i: usize| points[i].text();
    let parts: Vec<String> = runs
        .iter()
        .map(|(a, b)| {
            if let (Piece::At(i), Piece::At(j)) = (a, b) {
                if i == j {
                    return format!("{{{}}}", text(*i));
                }
            }
            let lo = match a {
                Piece::Between(0) => "(-∞".to_string(),
                Piece::Between(i) => format!("({}", text(i - 1)),
                Piece::At(i) => format!("[{}", text(*i)),
            };
            let hi = match b {
                Piece::Between(i) if *i == points.len() => "∞)".to_string(),
                Piece::Between(i) => format!("{})", text(*i)),
                Piece::At(i) => format!("{}]", text(*i)),
            };
            format!("{lo}, {hi}")
        })
        .collect();
    let rows: Vec<Json> = parts.iter().map(|p| json!({ "value": p })).collect();
    let exact = runs.iter().all(|(a, b)| {
        [a, b].iter().all(|p| match p {
            Piece::At(i) => points[*i].exact.is_some(),
            Piece::Between(i) => {
                (*i == 0 || points[i - 1].exact.is_some())
                    && points.get(*i).is_none_or(|p| p.exact.is_some())
            }
        })
    });
    let status = if exact { "inequality" } else { "approximate" };
    let mut solved = Solved::new(
        vec![format!("{var} ∈ {}", parts.join(" ∪ "))],
        status,
        Json::Array(rows),
    );
    solved.number_line = line;
    solved
}

/// The answer as the page's number line draws it and reads it out:
/// `{variable, intervals: [{lo, hi}]}`, each end `{text, x, closed}` (its
/// exact text, its value, whether it is included) or null for −∞ or +∞;
/// a lone point has the same end twice. Structured here so the page never
/// parses the interval text back.
fn number_line(runs: &[(Piece, Piece)], points: &[Root], var: &str) -> Json {
    let end = |i: usize, closed: bool| json!({"text": points[i].text(), "x": points[i].re, "closed": closed});
    let intervals: Vec<Json> = runs
        .iter()
        .map(|(a, b)| {
            let lo = match a {
                Piece::Between(0) => Json::Null,
                Piece::Between(i) => end(i - 1, false),
                Piece::At(i) => end(*i, true),
            };
            let hi = match b {
                Piece::Between(i) if *i == points.len() => Json::Null,
                Piece::Between(i) => end(*i, false),
                Piece::At(i) => end(*i, true),
            };
            json!({"lo": lo, "hi": hi})
        })
        .collect();
    json!({"variable": var, "intervals": intervals})
}
