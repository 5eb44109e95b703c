//! The check every antiderivative passes before it is shown: d/dx F is
//! compared with the integrand f at several points, both evaluated with
//! the engine's arbitrary precision (each correctly rounded to a double),
//! so a wrong F is caught whatever the methods that built it. And the
//! integrands known (by Liouville's theorem) to have no elementary
//! antiderivative, so the page can say so rather than "not found".

use super::derive::derivative;
use super::eval::{evaluate, evaluate_f64, EvalOptions};
use super::expr::{Constant, Expr, Func};
use super::limits::Budget;
use super::poly;
use super::quadrature::eval_f64;
use super::root_sum::RootSum;
use dashu::rational::RBig;

/// Points tried (tenths and twentieths, away from the integers where
/// integrands often have poles), and how many must agree.
const POINTS: [(i64, u64); 11] = [
    (3, 10),
    (7, 10),
    (13, 10),
    (-11, 20),
    (21, 10),
    (29, 10),
    (-17, 10),
    (47, 10),
    (-43, 10),
    (71, 10),
    (-97, 10),
];
const AGREEING: usize = 3;

/// Whether d/d`var` `big` equals `f` where both are defined: at least
/// three points agree to 1e−10 and none disagree. Work is bounded by its
/// own budget; running out counts as not verified.
pub fn derivative_matches(f: &Expr, big: &Expr, var: &str) -> bool {
    let mut budget = Budget::default();
    let Ok(df) = derivative(big, var, None, &mut budget) else {
        return false;
    };
    points_agree(var, 1e-10, &mut budget, |_, opts, budget| {
        match (
            evaluate_f64(&df, opts, budget),
            evaluate_f64(f, opts, budget),
        ) {
            (Ok(a), Ok(b)) => Some((a, b)),
            _ => None,
        }
    })
}

/// Whether the pair `values` gives at each of `POINTS` (`var` set to it)
/// agrees to `tolerance` (relative, absolute below 1) wherever both are
/// defined, at least `AGREEING` times: it stops at six agreeing points, and
/// at the first that disagrees or when `budget` runs out.
fn points_agree(
    var: &str,
    tolerance: f64,
    budget: &mut Budget,
    mut values: impl FnMut(&RBig, &EvalOptions, &mut Budget) -> Option<(f64, f64)>,
) -> bool {
    let mut agree = 0;
    for (n, d) in POINTS {
        let x = RBig::from_parts(n.into(), d.into());
        let opts = EvalOptions {
            digits: 20,
            vars: vec![(var.to_string(), x.clone())],
            ..Default::default()
        };
        let Some((a, b)) = values(&x, &opts, budget) else {
            if budget.left() == 0 {
                return false;
            }
            continue;
        };
        if (a - b).abs() > tolerance * a.abs().max(b.abs()).max(1.0) {
            return false;
        }
        agree += 1;
        if agree == 6 {
            break;
        }
    }
    agree >= AGREEING
}

/// Sample points of the whole-domain check: (8k + 3)/64 for |x| < 12 (a
/// step of 1/8, off the simple fractions where integrands have poles and
/// branch points), then points beyond the page's window out to 1000.
const GRID_END: i64 = 96;
const FAR: [i64; 9] = [14, 17, 20, 27, 40, 65, 130, 300, 1000];
/// f64 tolerance before a point is checked again at high precision.
const F64_TOLERANCE: f64 = 1e-7;
/// Points checked again at high precision, at most (beyond, unconfirmed
/// points count as failures).
const MAX_RECHECKS: usize = 48;

/// A maximal run of sample points where the integrand is real and finite:
/// an interval of its real domain (or several, when a singularity falls
/// between two points), from the first point to the last.
#[derive(Debug, Clone, PartialEq)]
pub struct Run {
    pub from: f64,
    pub to: f64,
    /// d/dx F = f at every point of the run.
    pub holds: bool,
}

/// Where the antiderivative was checked: every run of the real domain.
#[derive(Debug, Clone, PartialEq)]
pub struct DomainCheck {
    pub runs: Vec<Run>,
}

impl DomainCheck {
    /// The derivative is the integrand on every real interval (and there
    /// is at least one).
    pub fn holds_everywhere(&self) -> bool {
        !self.runs.is_empty() && self.runs.iter().all(|r| r.holds)
    }
}

fn sample_points() -> Vec<RBig> {
    let point = |n: i64| RBig::from_parts(n.into(), 64u8.into());
    let mut xs: Vec<RBig> = FAR.iter().rev().map(|&n| point(-(n * 64 + 3))).collect();
    xs.extend((-GRID_END..GRID_END).map(|k| point(8 * k + 3)));
    xs.extend(FAR.iter().map(|&n| point(n * 64 + 3)));
    xs
}

/// Boundaries farther out than this are not looked at (nor checked).
const MAX_BOUNDARY: f64 = 1e4;
/// Most boundaries kept, and most functions whose zeros are looked for
/// (the integrand's first).
const MAX_BOUNDARIES: usize = 256;
const MAX_FUNCTIONS: usize = 64;

/// Adds the functions of x whose real zeros (or poles) may bound an
/// interval of e's real domain or change its branch: the bases of
/// fractional and negative powers, the arguments of logarithms and
/// absolute values, cos u for tan u and sec u, sin u for cot u and csc u,
/// 1 − u² for asin, acos and atanh, u − 1 for acosh, and their factors.
fn boundary_functions(e: &Expr, var: &str, out: &mut Vec<Expr>) {
    use super::simplify::{add, int, pow, sub};
    use Func::*;
    let unary = |f: Func, u: &Expr| Expr::Func(f, Box::new(u.clone()));
    let g = match e {
        Expr::Pow(b, k)
            if b.has_var(var) && k.as_num().is_none_or(|k| *k < RBig::ZERO || !k.is_int()) =>
        {
            Some((**b).clone())
        }
        Expr::Func(Ln | Log10 | Log2 | Abs | Ei | Li | Ci | Chi, u) => Some((**u).clone()),
        Expr::Func(Tan | Sec, u) => Some(unary(Cos, u)),
        Expr::Func(Cot | Csc, u) => Some(unary(Sin, u)),
        Expr::Func(Asin | Acos | Atanh, u) => Some(sub(int(1), pow((**u).clone(), int(2)))),
        Expr::Func(Acosh, u) => Some(add(vec![(**u).clone(), int(-1)])),
        _ => None,
    };
    if let Some(g) = g {
        push_factors(&g, var, out);
    }
    match e {
        Expr::Add(xs) | Expr::Mul(xs) => xs.iter().for_each(|x| boundary_functions(x, var, out)),
        Expr::Pow(b, k) => {
            boundary_functions(b, var, out);
            boundary_functions(k, var, out);
        }
        Expr::Func(_, a) | Expr::Fact(a) => boundary_functions(a, var, out),
        _ => {}
    }
}

/// The factors of g whose zeros are g's, each once.
fn push_factors(g: &Expr, var: &str, out: &mut Vec<Expr>) {
    match g {
        Expr::Mul(xs) => xs.iter().for_each(|x| push_factors(x, var, out)),
        Expr::Pow(b, _) | Expr::Func(Func::Abs, b) => push_factors(b, var, out),
        _ if g.has_var(var) && !out.contains(g) => out.push(g.clone()),
        _ => {}
    }
}

/// The real zeros and poles of the functions `boundary_functions` finds in
/// each of `es`, sorted: for a rational function of x every real root of
/// its numerator and denominator (square-free factors, solved numerically),
/// otherwise each sign change of the function between consecutive points
/// of `grid`, refined by bisection.
fn boundaries(es: &[&Expr], var: &str, grid: &[f64]) -> Vec<f64> {
    let mut gs = Vec::new();
    for e in es {
        boundary_functions(e, var, &mut gs);
    }
    gs.truncate(MAX_FUNCTIONS);
    let mut out = Vec::new();
    let budget = &mut Budget::default();
    for g in &gs {
        if out.len() >= MAX_BOUNDARIES {
            break;
        }
        if let Some((n, d)) = super::rational::as_fraction(g, var) {
            for (factor, _) in poly::square_free(&n).iter().chain(&poly::square_free(&d)) {
                let Ok(roots) = poly::numeric_roots(factor, budget) else {
                    continue;
                };
                out.extend(
                    roots
                        .iter()
                        .filter(|(re, im)| im.abs() <= 1e-9 * re.abs().max(1.0))
                        .map(|(re, _)| re),
                );
            }
            continue;
        }
        // Between the last point where g was non-zero and the next where
        // its sign differs (a zero at a grid point is found too; zeros
        // without a sign change, such as a difference rounded to 0 in
        // doubles, are none).
        let at = |x: f64| eval_f64(g, var, x);
        let values: Vec<f64> = grid.iter().map(|&x| at(x)).collect();
        let mut last: Option<usize> = None;
        for (i, &v) in values.iter().enumerate() {
            if !v.is_finite() {
                last = None;
                continue;
            }
            if v == 0.0 {
                continue;
            }
            if let Some(j) = last.filter(|&j| (values[j] < 0.0) != (v < 0.0)) {
                out.push(bisect(&at, grid[j], grid[i], values[j]));
            }
            last = Some(i);
        }
        // And where |g| dips towards 0 between grid points (sin x − 0.999
        // is positive on intervals narrower than the step): the extremum,
        // and the zeros on each side of it when g changes sign there.
        for (i, w) in values.windows(3).enumerate() {
            let s = w[1].signum();
            let (a, m, b) = (s * w[0], s * w[1], s * w[2]);
            if !(m > 0.0 && m <= a && m <= b && m < 2.0 * (a.max(b) - m)) {
                continue;
            }
            let (lo, hi) = (grid[i], grid[i + 2]);
            let x = extremum(&|x| s * at(x), lo, hi);
            let v = at(x);
            if v == 0.0 {
                out.push(x);
            } else if s * v < 0.0 {
                out.extend([bisect(&at, lo, x, w[0]), bisect(&at, x, hi, v)]);
            }
        }
    }
    out.retain(|b| b.abs() <= MAX_BOUNDARY);
    crate::sort::sort_by(&mut out, f64::total_cmp);
    out.truncate(MAX_BOUNDARIES);
    out
}

/// Where g, of sign that of `va` at `lo` and the other at `hi`, changes
/// sign (or stops being finite), by bisection to the double.
fn bisect(g: &dyn Fn(f64) -> f64, mut lo: f64, mut hi: f64, va: f64) -> f64 {
    while hi - lo > 1e-15 * lo.abs().max(1.0) {
        let m = 0.5 * (lo + hi);
        let vm = g(m);
        if !vm.is_finite() || vm == 0.0 {
            return m;
        } else if (vm < 0.0) == (va < 0.0) {
            lo = m;
        } else {
            hi = m;
        }
    }
    0.5 * (lo + hi)
}

/// Where g is least on (lo, hi), by golden-section search (a local
/// minimum; g is sampled lower at the middle than at the ends).
fn extremum(g: &dyn Fn(f64) -> f64, mut lo: f64, mut hi: f64) -> f64 {
    let r = 0.5 * (5f64.sqrt() - 1.0);
    let (mut c, mut d) = (hi - r * (hi - lo), lo + r * (hi - lo));
    let (mut gc, mut gd) = (g(c), g(d));
    for _ in 0..60 {
        if gc <= 0.0 || gd <= 0.0 || !(gc.is_finite() && gd.is_finite()) {
            break;
        }
        if gc < gd {
            (hi, d, gd) = (d, c, gc);
            c = hi - r * (hi - lo);
            gc = g(c);
        } else {
            (lo, c, gc) = (c, d, gd);
            d = lo + r * (hi - lo);
            gd = g(d);
        }
    }
    if gc < gd || !gd.is_finite() {
        c
    } else {
        d
    }
}

/// A short dyadic rational in the middle half of (lo, hi).
fn between(lo: f64, hi: f64) -> RBig {
    let mid = 0.5 * (lo + hi);
    let quarter = 0.25 * (hi - lo);
    let (mut k, mut scale) = (0, 1.0);
    loop {
        let m = (mid * scale).round();
        // (k stays under 40: the gaps are wider than 10⁻⁹·|x|, and |x| ≤ 3·10⁴.)
        if (m / scale - mid).abs() < quarter || k == 40 {
            return RBig::from_parts((m as i64).into(), dashu::integer::UBig::ONE << k);
        }
        k += 1;
        scale *= 2.0;
    }
}

/// The grid and far points, and a point in every interval between
/// consecutive boundaries (and beyond the outermost) that has none, so that
/// every interval of the real domain is sampled however narrow or far.
fn sample_points_between(bounds: &[f64]) -> Vec<RBig> {
    let mut xs = sample_points();
    let (Some(&first), Some(&last)) = (bounds.first(), bounds.last()) else {
        return xs;
    };
    let grid: Vec<f64> = xs.iter().map(|x| x.to_f64().value()).collect();
    let mut edges = vec![first - 2.0 * first.abs().max(1.0)];
    edges.extend_from_slice(bounds);
    edges.push(last + 2.0 * last.abs().max(1.0));
    // Each in its place (the gaps are in order, one point each).
    let mut added = 0;
    for pair in edges.windows(2) {
        let (lo, hi) = (pair[0], pair[1]);
        let at = grid.partition_point(|&x| x <= lo);
        if hi - lo > 1e-9 * lo.abs().max(hi.abs()).max(1.0)
            && at == grid.partition_point(|&x| x < hi)
        {
            xs.insert(at + added, between(lo, hi));
            added += 1;
        }
    }
    xs
}

/// At `x` (exactly), at 20 digits: Some(true) when F' = f there, Some(false)
/// when f is defined and F' (or F, when given) is not or differs, None when f is
/// undefined.
/// e's value at the options' precision, as a finite double.
fn at_digits(e: &Expr, opts: &EvalOptions, budget: &mut Budget) -> super::error::Result<f64> {
    // Past 20 digits each value gets a budget of its own.
    let x = if opts.digits > 20 {
        evaluate(e, opts, &mut Budget::default())
    } else {
        evaluate(e, opts, budget)
    }?
    .to_f64();
    if !x.is_finite() {
        return Err(super::error::EngineError::too_large());
    }
    Ok(x)
}

fn agrees_exactly(f: &Expr, big: Option<&Expr>, df: &Expr, var: &str, x: &RBig) -> Option<bool> {
    // More digits when F or F' is undefined at 20 (cancellation: ln|√(eˣ + 1) − 1|
    // at x = −65 is ln 0 at 20 digits): e^(−|x|) next to 1 needs |x|·log₁₀e.
    // (At most 920: past x = 2000 only points between far boundaries.)
    let far = x.to_f64().value().abs().min(2000.0);
    let more = if far > 20.0 {
        20 + (far * 0.45) as usize
    } else {
        60
    };
    for digits in [20, more] {
        // Each point has its own budget: one hard point does not starve the
        // others (running out on F' counts as a failure).
        let budget = &mut Budget::default();
        let opts = EvalOptions {
            digits,
            vars: vec![(var.to_string(), x.clone())],
            ..Default::default()
        };
        let b = at_digits(f, &opts, budget).ok()?;
        // F itself must be real there: ln(x) differentiates to 1/x for x < 0
        // too.
        if let (Ok(a), Ok(_)) = (
            at_digits(df, &opts, budget),
            big.map_or(Ok(0.0), |big| at_digits(big, &opts, budget)),
        ) {
            return Some((a - b).abs() <= 1e-10 * a.abs().max(b.abs()).max(1.0));
        }
    }
    Some(false)
}

/// The check over the whole real line: the integrand f is sampled (in
/// doubles) on a grid through the page's window and far beyond it, and
/// between every two consecutive boundaries of its real domain that no
/// grid point separates (the zeros and poles of its radicands, logarithms'
/// arguments, denominators… and F's: `boundaries`), so that no interval is
/// missed however narrow or far out; on
/// every run of points where it is real and finite, d/dx F must be defined
/// and equal to it at each point (a double that differs is checked again
/// at high precision before it counts), and at high precision at the
/// fixed points and in the middle of each run. An answer right for x > 0
/// and wrong for x < −2 fails on the second run.
pub fn whole_domain(f: &Expr, big: &Expr, var: &str) -> DomainCheck {
    let mut budget = Budget::default();
    let Ok(df) = derivative(big, var, None, &mut budget) else {
        return DomainCheck { runs: Vec::new() };
    };
    let grid: Vec<f64> = sample_points().iter().map(|x| x.to_f64().value()).collect();
    let xs = sample_points_between(&boundaries(&[f, big], var, &grid));
    // Runs of points where f is real and finite, as index ranges.
    let values: Vec<f64> = xs
        .iter()
        .map(|x| eval_f64(f, var, x.to_f64().value()))
        .collect();
    let mut ranges: Vec<(usize, usize)> = Vec::new();
    let mut start: Option<usize> = None;
    for (i, v) in values.iter().enumerate() {
        match (v.is_finite(), start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                ranges.push((s, i));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(s) = start {
        ranges.push((s, xs.len()));
    }
    let runs_len: usize = ranges.iter().map(|(s, e)| e - s).sum();
    let mut rechecks = 0;
    let mut agreeing = 0;
    // High-precision agreements wanted in each run (six in all, as many
    // as the fixed points give, and at least one per run).
    let per_run = (6 / ranges.len().max(1)).max(1);
    let mut runs = Vec::with_capacity(ranges.len());
    for (s, e) in ranges {
        let mut holds = true;
        for i in s..e {
            let x = xs[i].to_f64().value();
            let (a, b) = (eval_f64(&df, var, x), values[i]);
            if a.is_finite()
                && eval_f64(big, var, x).is_finite()
                && (a - b).abs() <= F64_TOLERANCE * a.abs().max(b.abs()).max(1.0)
            {
                continue;
            }
            rechecks += 1;
            if rechecks > MAX_RECHECKS
                || agrees_exactly(f, Some(big), &df, var, &xs[i]) == Some(false)
            {
                holds = false;
                break;
            }
        }
        // At high precision: the fixed points inside the run, or its middle.
        let (lo, hi) = (&xs[s], &xs[e - 1]);
        let mut exact: Vec<RBig> = POINTS
            .iter()
            .map(|&(n, d)| RBig::from_parts(n.into(), d.into()))
            .filter(|p| p >= lo && p <= hi)
            .collect();
        // Then the middle, and for a short run its ends.
        for i in [(s + e - 1) / 2, s, e - 1] {
            if !exact.contains(&xs[i]) {
                exact.push(xs[i].clone());
            }
        }
        let mut run_agreeing = 0;
        for p in &exact {
            if !holds || run_agreeing == per_run {
                break;
            }
            match agrees_exactly(f, None, &df, var, p) {
                Some(true) => run_agreeing += 1,
                Some(false) => holds = false,
                None => {}
            }
        }
        agreeing += run_agreeing;
        // Real in doubles only (rounding): not part of the domain.
        if holds && run_agreeing == 0 {
            continue;
        }
        runs.push(Run {
            from: lo.to_f64().value(),
            to: hi.to_f64().value(),
            holds,
        });
    }
    // Too few points agreeing at high precision is no proof.
    // Fewer only when the domain has fewer sample points.
    if agreeing < AGREEING.min(runs_len) {
        for r in &mut runs {
            r.holds = false;
        }
    }
    DomainCheck { runs }
}

/// Whether d/d`var` (`elementary` + Σ `sums`) equals `f`, as
/// `derivative_matches` asks, the sums differentiated numerically over
/// their roots in complex arithmetic (to 1e−9).
pub fn root_sum_matches(f: &Expr, elementary: &Expr, sums: &[RootSum], var: &str) -> bool {
    let mut budget = Budget::default();
    let Ok(df) = derivative(elementary, var, None, &mut budget) else {
        return false;
    };
    let Ok(roots) = sums
        .iter()
        .map(|s| s.roots(&mut budget))
        .collect::<Result<Vec<_>, _>>()
    else {
        return false;
    };
    points_agree(var, 1e-9, &mut budget, |x, opts, budget| {
        let xf = x.to_f64().value();
        let sum: Option<f64> = sums
            .iter()
            .zip(&roots)
            .map(|(s, r)| s.derivative_at(r, xf))
            .sum();
        match (
            evaluate_f64(&df, opts, budget),
            evaluate_f64(f, opts, budget),
            sum,
        ) {
            (Ok(a), Ok(b), Some(sum)) => Some((a + sum, b)),
            _ => None,
        }
    })
}

/// A binomial differential c·xᵐ(a + b·xⁿ)ᵖ, the factors free of x (c)
/// left out.
#[derive(Debug, Clone)]
pub struct Binomial {
    pub m: RBig,
    pub a: Expr,
    pub b: Expr,
    pub n: RBig,
    pub p: RBig,
}

/// f as c·xᵐ(a + b·xⁿ)ᵖ with rational m, n ≠ 0, p and a, b ≠ 0 free of x;
/// None when it is no binomial differential.
pub fn binomial(f: &Expr, var: &str) -> Option<Binomial> {
    let is_x = |e: &Expr| matches!(e, Expr::Var(v) if v == var);
    // x^k (or x) as k.
    let x_power = |e: &Expr| -> Option<RBig> {
        match e {
            Expr::Var(v) if v == var => Some(RBig::ONE),
            Expr::Pow(b, k) if is_x(b) => k.as_num().cloned(),
            _ => None,
        }
    };
    let factors: Vec<&Expr> = match f {
        Expr::Mul(xs) => xs.iter().filter(|x| x.has_var(var)).collect(),
        other => vec![other],
    };
    let mut m = RBig::ZERO;
    let mut binomial: Option<(&Expr, &RBig)> = None;
    for g in factors {
        if let Some(k) = x_power(g) {
            m += k;
            continue;
        }
        let Expr::Pow(base, p) = g else {
            return None;
        };
        let p = p.as_num()?;
        if binomial.is_some() {
            return None;
        }
        binomial = Some((base, p));
    }
    let (base, p) = binomial?;
    // base = a + b·xⁿ with a, b ≠ 0 free of x.
    let Expr::Add(terms) = base else {
        return None;
    };
    let [t1, t2] = terms.as_slice() else {
        return None;
    };
    let (constant, power) = if t1.has_var(var) { (t2, t1) } else { (t1, t2) };
    if constant.has_var(var) || constant.is_zero() {
        return None;
    }
    let (b, n) = match power {
        Expr::Mul(xs) => {
            let (c, v): (Vec<&Expr>, Vec<&Expr>) = xs.iter().partition(|x| !x.has_var(var));
            if c.is_empty() {
                return None;
            }
            match v.as_slice() {
                [v] => (
                    super::simplify::mul(c.into_iter().cloned().collect()),
                    x_power(v)?,
                ),
                _ => return None,
            }
        }
        other => (Expr::Num(RBig::ONE), x_power(other)?),
    };
    if n.is_zero() {
        return None;
    }
    Some(Binomial {
        m,
        a: constant.clone(),
        b,
        n,
        p: p.clone(),
    })
}

/// For f = c·xᵐ(a + b·xⁿ)ᵖ with rational m, n ≠ 0, p and a, b ≠ 0 (a
/// binomial differential): whether ∫ f is elementary. By Chebyshev's
/// theorem (1853) it is exactly when p, (m + 1)/n or (m + 1)/n + p is an
/// integer. None when f is no binomial differential.
pub fn binomial_is_elementary(f: &Expr, var: &str) -> Option<bool> {
    let Binomial { m, n, p, .. } = binomial(f, var)?;
    let q = (m + RBig::ONE) / n;
    Some(p.is_int() || q.is_int() || (&q + &p).is_int())
}

/// Whether ∫ f d`var` is known to have no elementary form: c·e^(p(x)),
/// sin(p(x)), cos(p(x)) with deg p ≥ 2 (error function, Fresnel), and
/// sin(ax)/x, cos(ax)/x, e^(ax)/x, 1/ln(x) (Si, Ci, Ei, li).
pub fn known_non_elementary(f: &Expr, var: &str) -> bool {
    let factors: Vec<&Expr> = match f {
        Expr::Mul(xs) => xs.iter().filter(|x| x.has_var(var)).collect(),
        other => vec![other],
    };
    let poly_degree = |e: &Expr| -> Option<usize> {
        poly::from_expr(e, var)
            .ok()
            .flatten()
            .map(|p| poly::degree(&p))
    };
    let over_x = |e: &Expr| matches!(e, Expr::Pow(b, k) if matches!(&**b, Expr::Var(v) if v == var) && k.is_num_eq(-1));
    let linear = |e: &Expr| poly_degree(e) == Some(1);
    match factors.as_slice() {
        [Expr::Pow(b, p)] if matches!(**b, Expr::Const(Constant::E)) => {
            poly_degree(p).is_some_and(|d| d >= 2)
        }
        [Expr::Func(Func::Sin | Func::Cos, p)] => poly_degree(p).is_some_and(|d| d >= 2),
        [Expr::Pow(b, k)] if k.is_num_eq(-1) => {
            matches!(&**b, Expr::Func(Func::Ln, a) if matches!(&**a, Expr::Var(v) if v == var))
        }
        [a, b] => {
            let (g, h) = if over_x(a) { (b, a) } else { (a, b) };
            over_x(h)
                && match g {
                    Expr::Func(Func::Sin | Func::Cos | Func::Sinh | Func::Cosh, u) => linear(u),
                    Expr::Pow(base, u) => matches!(**base, Expr::Const(Constant::E)) && linear(u),
                    _ => false,
                }
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parser::{parse_expr, Options};
    use crate::simplify::simplify;

    /// The whole-domain check of `wrong` against `f`, which must find it
    /// wrong somewhere: the runs are for the caller to place.
    fn fails_somewhere(f: &Expr, wrong: &Expr) -> DomainCheck {
        let check = whole_domain(f, wrong, "x");
        assert!(!check.holds_everywhere(), "{check:?}");
        check
    }

    fn parse(t: &str) -> Expr {
        simplify(&parse_expr(t, &Options::symbolic("x")).unwrap())
    }

    #[test]
    fn a_wrong_antiderivative_fails_the_check() {
        assert!(derivative_matches(
            &parse("x*e^x"),
            &parse("x*e^x - e^x"),
            "x"
        ));
        assert!(!derivative_matches(
            &parse("x*e^x"),
            &parse("x*e^x + e^x"),
            "x"
        ));
        // Off by a tiny term is still wrong.
        assert!(!derivative_matches(
            &parse("1/x"),
            &parse("ln(abs(x)) + x/10^8"),
            "x"
        ));
        // ln|x| checks at negative points too.
        assert!(derivative_matches(&parse("1/x"), &parse("ln(abs(x))"), "x"));
    }

    #[test]
    fn the_derivative_check_rejects_each_kind_of_wrong_answer() {
        let accepts = |f: &str, big: &str| derivative_matches(&parse(f), &parse(big), "x");
        // The right answers first (by hand), so each rejection below is
        // the one change that makes it wrong.
        assert!(accepts("cos(x)", "sin(x)"));
        assert!(accepts("1/(1+x^2)", "atan(x)"));
        assert!(accepts("sqrt(x^2)", "x*sqrt(x^2)/2"));
        // Sign.
        assert!(!accepts("cos(x)", "-sin(x)"));
        assert!(!accepts("1/(1+x^2)", "-atan(x)"));
        // A constant factor, large or small.
        assert!(!accepts("cos(x)", "2*sin(x)"));
        assert!(!accepts("1/(1+x^2)", "atan(x)/2"));
        assert!(!accepts("cos(x)", "1.000001*sin(x)"));
        // The wrong branch: √(x²) is |x|, so x²/2 is right for x > 0 only;
        // the points below zero must catch it.
        assert!(!accepts("sqrt(x^2)", "x^2/2"));
        assert!(!accepts("sqrt(x^2)", "-x^2/2"));
    }

    #[test]
    fn the_sum_over_roots_check_rejects_each_kind_of_wrong_answer() {
        use crate::root_sum::log_part;
        let poly = |t: &str| crate::poly::from_expr(&parse(t), "x").unwrap().unwrap();
        // ∫ 1/(x³ + x + 1) = Σ t·ln(x − 62t²/9 + 31t/9 + 4/9) over the roots
        // of 31t³ − 3t − 1 (sympy 1.14 ratint_logpart).
        let sums = log_part(&poly("1"), &poly("x^3+x+1"), &mut Budget::default()).unwrap();
        let zero = parse("0");
        let accepts = |f: &str, elementary: &Expr, sums: &[RootSum]| {
            root_sum_matches(&parse(f), elementary, sums, "x")
        };
        assert!(accepts("1/(x^3+x+1)", &zero, &sums));
        // Sign, and a constant factor: the same sum claimed for −f, 2f, f/3.
        assert!(!accepts("-1/(x^3+x+1)", &zero, &sums));
        assert!(!accepts("2/(x^3+x+1)", &zero, &sums));
        assert!(!accepts("1/(3*(x^3+x+1))", &zero, &sums));
        // A wrong elementary part beside a right sum, however small.
        assert!(!accepts("1/(x^3+x+1)", &parse("x/10^8"), &sums));
        assert!(!accepts("1/(x^3+x+1)", &parse("ln(abs(x^2+1))"), &sums));
        // The wrong branch: each residue paired with another root's
        // logarithm (the argument's t-coefficients of odd degree negated,
        // v(−t, x)).
        let mut swapped = sums.clone();
        for coefficient in &mut swapped[0].argument {
            for (k, c) in coefficient.iter_mut().enumerate() {
                if k % 2 == 1 {
                    *c = -c.clone();
                }
            }
        }
        assert_ne!(swapped[0].argument, sums[0].argument);
        assert!(!accepts("1/(x^3+x+1)", &zero, &swapped));
        // Another denominator's sum.
        let other = log_part(&poly("1"), &poly("x^3+x+3"), &mut Budget::default()).unwrap();
        assert!(!accepts("1/(x^3+x+1)", &zero, &other));
    }

    /// Issue 33: the secant-substitution answer to ∫ 1/((x² − 1)√(x² + 2x))
    /// is right for x > 0 and wrong for x < −2 (mpmath 1.3, 30 digits: at
    /// x = 3 both F' and f are 0.0322748612183951407…; at x = −3, F' is
    /// 0.336786790169328… and f is 0.0721687836487032…). The fixed points
    /// agreed six times before reaching x < −2; every run is checked now.
    #[test]
    fn an_answer_wrong_on_one_real_interval_fails() {
        let f = parse("1/((x^2-1)*sqrt(x^2+2*x))");
        let wrong = parse(
            "sqrt(3)*ln(abs((6*tan(atan(sqrt(x^2 + 2*x))/2) - 2*sqrt(3))\
             /(6*tan(atan(sqrt(x^2 + 2*x))/2) + 2*sqrt(3))))/6 - atan(sqrt(x^2 + 2*x))/2",
        );
        let check = fails_somewhere(&f, &wrong);
        // Right on x > 0 (both sides of the pole at 1), wrong on x < −2.
        assert!(
            check.runs.iter().any(|r| r.holds && r.from > 0.0),
            "{check:?}"
        );
        assert!(check.runs.iter().any(|r| !r.holds && r.to < -2.0));
        assert!(
            check.runs.iter().all(|r| r.to < -2.0 || r.from > 0.0),
            "{check:?}"
        );
        // The fixed points alone accepted it.
        assert!(derivative_matches(&f, &wrong, "x"));
        // √(x − x²) is real on [0, 1] only: checked there.
        let check = whole_domain(
            &parse("sqrt(x-x^2)"),
            &parse("(2*x-1)*sqrt(x-x^2)/4 + asin(2*x-1)/8"),
            "x",
        );
        assert!(check.holds_everywhere(), "{check:?}");
        assert_eq!(check.runs.len(), 1);
        // An answer right where the integrand is real but undefined on part
        // of it: ∫ 1/x = ln(x) fails for x < 0.
        let check = whole_domain(&parse("1/x"), &parse("ln(x)"), "x");
        assert!(!check.holds_everywhere());
        assert!(whole_domain(&parse("1/x"), &parse("ln(abs(x))"), "x").holds_everywhere());
    }

    /// Real intervals of the domain that no grid point falls in: the
    /// integrand's own subexpressions give the boundaries. f = p′/(2√p) with
    /// p = (x − 31/100)(37/100 − x)(4 − x²) is real on x ≤ −2, on
    /// [31/100, 37/100] (between the grid points 19/64 and 27/64) and on
    /// x ≥ 2, where √p is its antiderivative; √p·sign(x² − 1) is right on
    /// the wide intervals and the negative of the answer on the narrow one
    /// (p and p′ expanded by sympy 1.14).
    #[test]
    fn a_narrow_interval_between_grid_points_is_checked() {
        let p = "x^4 - 17*x^3/25 - 38853*x^2/10000 + 68*x/25 - 1147/2500";
        let f = parse(&format!(
            "(4*x^3 - 51*x^2/25 - 38853*x/5000 + 68/25)/(2*sqrt({p}))"
        ));
        let right = parse(&format!("sqrt({p})"));
        let wrong = parse(&format!("sqrt({p})*(x^2-1)/abs(x^2-1)"));
        let check = whole_domain(&f, &right, "x");
        assert!(check.holds_everywhere(), "{check:?}");
        assert!(check.runs.iter().any(|r| r.from > 0.31 && r.to < 0.37));
        let check = fails_somewhere(&f, &wrong);
        assert!(
            check
                .runs
                .iter()
                .all(|r| r.holds == (r.to < -1.0 || r.from > 1.0)),
            "{check:?}"
        );
        // Between two close poles, where f is finite on both sides:
        // ∫ 1/((x − 31/100)(x − 37/100)) = (50/3)·ln|(x − 37/100)/(x − 31/100)|,
        // and the same times the sign of (x − 31/100)(x − 37/100) is wrong
        // between them only.
        let f = parse("1/((x-31/100)*(x-37/100))");
        let right = parse("50/3*(ln(abs(x-37/100)) - ln(abs(x-31/100)))");
        let h = "((x-31/100)*(x-37/100))";
        let wrong = parse(&format!(
            "50/3*(ln(abs(x-37/100)) - ln(abs(x-31/100)))*{h}/abs({h})"
        ));
        assert!(whole_domain(&f, &right, "x").holds_everywhere());
        assert!(!whole_domain(&f, &wrong, "x").holds_everywhere());
    }

    /// Past the page's window, between the far points 40 and 65: f = p′/(2√p)
    /// with p = (x − 41)(43 − x)(x² − 4) is real on [−2, 2] and [41, 43];
    /// √p·sign(20 − x) is right on the first and wrong on the second (p and
    /// p′ expanded by sympy 1.14).
    #[test]
    fn an_interval_between_the_far_points_is_checked() {
        let p = "-x^4 + 84*x^3 - 1759*x^2 - 336*x + 7052";
        let f = parse(&format!("(-4*x^3 + 252*x^2 - 3518*x - 336)/(2*sqrt({p}))"));
        let check = whole_domain(&f, &parse(&format!("sqrt({p})")), "x");
        assert!(check.holds_everywhere(), "{check:?}");
        let wrong = parse(&format!("sqrt({p})*(20-x)/abs(20-x)"));
        let check = fails_somewhere(&f, &wrong);
        assert!(
            check
                .runs
                .iter()
                .any(|r| !r.holds && r.from > 41.0 && r.to < 43.0),
            "{check:?}"
        );
        assert!(check.runs.iter().any(|r| r.holds && r.to <= 2.0));
    }

    /// Where the boundaries are no polynomial's roots: sin x − 999/1000 is
    /// positive on intervals 0.089 wide around π/2 + 2kπ, which the grid
    /// finds at k = 0 and −1 only (no sign change on it elsewhere). √(sin x −
    /// 999/1000)·sign(5 − x) is right on those and wrong for x > 5.
    #[test]
    fn narrow_intervals_of_a_periodic_radicand_are_checked() {
        let f = parse("cos(x)/(2*sqrt(sin(x) - 999/1000))");
        let right = parse("sqrt(sin(x) - 999/1000)");
        let wrong = parse("sqrt(sin(x) - 999/1000)*(5-x)/abs(5-x)");
        assert!(whole_domain(&f, &right, "x").holds_everywhere());
        let check = fails_somewhere(&f, &wrong);
        // 5π/2 and 9π/2, between grid points and past the window.
        for centre in [2.5, 4.5].map(|k| k * std::f64::consts::PI) {
            assert!(
                check
                    .runs
                    .iter()
                    .any(|r| !r.holds && (r.from - centre).abs() < 0.045),
                "{check:?}"
            );
        }
    }

    /// Chebyshev's theorem on xᵐ(a + bxⁿ)ᵖ: elementary exactly when p,
    /// (m + 1)/n or (m + 1)/n + p is an integer.
    #[test]
    fn cancellation_far_out_is_checked_at_more_digits() {
        // ln|√(eˣ + 1) − 1| is ln 0 at 20 digits for x < −46: right
        // everywhere, it must pass; a wrong answer of the same kind fails.
        let f = parse("1/sqrt(1+e^x)");
        let right = parse("ln(abs(sqrt(e^x + 1) - 1)) - ln(sqrt(e^x + 1) + 1)");
        assert!(whole_domain(&f, &right, "x").holds_everywhere());
        let wrong = parse("ln(abs(sqrt(e^x + 1) - 1)) - ln(sqrt(e^x + 1) + 2)");
        assert!(!whole_domain(&f, &wrong, "x").holds_everywhere());
    }

    #[test]
    fn chebyshev_binomials_are_classified() {
        let is = |t: &str| binomial_is_elementary(&parse(t), "x");
        // (m + 1)/n = 1/3, p = 1/2: neither, nor their sum.
        assert_eq!(is("sqrt(1+x^3)"), Some(false));
        assert_eq!(is("(1+x^4)^(1/3)"), Some(false));
        assert_eq!(is("x*sqrt(1+x^3)"), Some(false));
        assert_eq!(is("1/sqrt(1-x^4)"), Some(false));
        // (m + 1)/n = 2/2 = 1.
        assert_eq!(is("x*sqrt(1+x^2)"), Some(true));
        assert_eq!(is("x^3*(1+x^2)^(1/3)"), Some(true));
        // (m + 1)/n + p = 1/2 − 1/2 = 0... with m = 0, n = 2, p = −3/2: −1.
        assert_eq!(is("(1+x^2)^(-3/2)"), Some(true));
        // p an integer.
        assert_eq!(is("x^(1/2)*(1+x)^2"), Some(true));
        // Not binomial differentials.
        assert_eq!(is("sqrt(1+x+x^2)"), None);
        assert_eq!(is("sin(x)"), None);
        assert_eq!(is("e^(x^2)"), None);
    }

    #[test]
    fn liouville_cases_are_known() {
        for t in [
            "e^(-x^2)",
            "3*e^(x^2)",
            "sin(x^2)",
            "sin(x)/x",
            "e^(2x)/x",
            "1/ln(x)",
        ] {
            assert!(known_non_elementary(&parse(t), "x"), "{t}");
        }
        for t in ["x*e^(-x^2)", "e^x", "sin(x)", "x/ln(x)^2"] {
            assert!(!known_non_elementary(&parse(t), "x"), "{t}");
        }
    }
}
