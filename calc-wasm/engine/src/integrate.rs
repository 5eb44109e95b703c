//! Symbolic antiderivatives of the common elementary forms: linearity, a
//! table (powers, exponentials, trigonometric and hyperbolic functions and
//! their inverses, logarithms) with linear arguments, rational functions
//! (polynomial division, quadratic denominators, partial fractions over
//! rational roots), e^(ax)·sin(bx), substitution (u = an inner expression
//! whose derivative divides the integrand), integration by parts (LIATE),
//! and expansion. None when no antiderivative is found: the definite
//! integral then falls back to quadrature.

use super::derive::derivative;
use super::error::{Code, EngineError, Result};
use super::expr::{to_text, Constant, Expr, Func};
use super::limits::{Budget, EXPAND_UNITS, MAX_NODES, SIMPLIFY_UNITS};
use super::poly;
use super::rational::{self, Unsolved};
use super::root_sum::RootSum;
use super::simplify::{
    self as s, add, check_size, div, expand_counted, func, int, ln, mul, neg, num, pow, simplify,
    sqrt, sub,
};
use super::steps::{OptionalSteps, Steps};
use super::verify;

mod binomial;
mod one_function;
#[cfg(test)]
mod property;
mod radical;
mod rewrite;
#[cfg(test)]
mod sourced;
mod special;
mod trig;
mod trig_sub;
use dashu::base::Sign;
use dashu::rational::RBig;

/// Nested integration attempts (substitution and parts recurse).
const MAX_NESTING: usize = 8;

/// One way of integrating, tried on what the rules and table leave.
type Method<'a> = fn(&mut Integrator<'a>, &Expr) -> Result<Option<Expr>>;

pub struct Integrator<'a> {
    var: String,
    steps: Option<&'a mut Steps>,
    budget: &'a mut Budget,
    nesting: usize,
    parts: usize,
    /// Why a rational function met on the way had no closed form.
    unsolved: Option<Unsolved>,
}

/// Why no antiderivative is shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotFound {
    /// Known to have none in elementary functions (e^(−x²), sin(x)/x).
    NonElementary,
    /// A binomial differential xᵐ(a + bxⁿ)ᵖ none of whose p, (m + 1)/n,
    /// (m + 1)/n + p is an integer: none in elementary functions by
    /// Chebyshev's theorem (√(1 + x³)).
    Chebyshev,
    /// A rational function met inside another method (after a
    /// substitution) whose answer is a sum over the roots of an
    /// irreducible factor (`factor`, in the calculator's syntax): root sums
    /// are given only for a rational integrand itself.
    RootSum { factor: String },
    /// The methods here found none (or none that passed the check).
    NoMethod,
}

/// The antiderivative, checked, or why there is none.
#[derive(Debug, Clone)]
pub struct Outcome {
    pub antiderivative: Option<Expr>,
    /// An answer with sums over the roots of polynomials, which have no
    /// expression here (a rational function whose residues are
    /// algebraic, ∫ 1/(x³ + x + 1)); `antiderivative` is then None.
    pub root_sum: Option<RootSumAnswer>,
    pub not_found: Option<NotFound>,
}

/// ∫ of a rational function as elementary terms plus root sums, checked.
#[derive(Debug, Clone)]
pub struct RootSumAnswer {
    pub elementary: Expr,
    pub sums: Vec<RootSum>,
    /// The whole answer in the calculator's syntax, root sums written
    /// `rootsum(R(t), t*ln(v(t, x)))`.
    pub text: String,
}

/// An antiderivative of `e` in `var` (without the constant), if found.
pub fn antiderivative(
    e: &Expr,
    var: &str,
    steps: Option<&mut Steps>,
    budget: &mut Budget,
) -> Result<Option<Expr>> {
    Ok(integrate_checked(e, var, steps, budget)?.antiderivative)
}

/// Finds ∫ e d`var` and differentiates it back before returning it: an
/// answer whose derivative is not the integrand is dropped with its
/// steps. Without an answer, the steps end with the reason.
pub fn integrate_checked(
    e: &Expr,
    var: &str,
    mut steps: Option<&mut Steps>,
    budget: &mut Budget,
) -> Result<Outcome> {
    let e = simplify(e);
    let mark = steps.as_ref().map_or(0, |s| s.list.len());
    // A rational function always integrates (with sums over roots at
    // worst): the rules, which may find a nicer form, get half the budget
    // so that the complete algorithm still has the other half.
    let is_rational = e.has_var(var) && rational::as_fraction(&e, var).is_some();
    let share = if is_rational {
        budget.left() / 2
    } else {
        budget.left()
    };
    let mut trial = Budget::new(share);
    let mut it = Integrator {
        var: var.to_string(),
        steps: steps.as_deref_mut(),
        budget: &mut trial,
        nesting: 0,
        parts: 0,
        unsolved: None,
    };
    let found = match it.int(&e) {
        Ok(Some(f)) => it.tidy(simplify(&f)).map(Some),
        other => other,
    };
    let unsolved = it.unsolved.take();
    budget.charge(share - trial.left())?;
    let found = match found {
        Err(err) if is_rational && err.code == Code::TooComplex => None,
        other => other?,
    };
    if let Some(f) = found {
        check_size(&f)?;
        // Without the variable the constant rule gave c·x: nothing to check.
        if !e.has_var(var) || verify::whole_domain(&e, &f, var).holds_everywhere() {
            if let Some(s) = steps {
                s.push_exprs("checkDerivative", &f, &e);
            }
            return Ok(Outcome {
                antiderivative: Some(f),
                root_sum: None,
                not_found: None,
            });
        }
    }
    if is_rational {
        if let Some(s) = steps.as_deref_mut() {
            s.list.truncate(mark);
        }
        // Past the bounds, the integral is still "not found" (and the
        // definite one numeric), not an error.
        let found = match with_root_sums(&e, var, steps.as_deref_mut(), budget) {
            Err(err) if err.code == Code::TooComplex => None,
            other => other?,
        };
        if let Some(answer) = found {
            return Ok(if answer.sums.is_empty() {
                Outcome {
                    antiderivative: Some(answer.elementary),
                    root_sum: None,
                    not_found: None,
                }
            } else {
                Outcome {
                    antiderivative: None,
                    root_sum: Some(answer),
                    not_found: None,
                }
            });
        }
    }
    let why = match unsolved {
        _ if verify::known_non_elementary(&e, var) => NotFound::NonElementary,
        _ if verify::binomial_is_elementary(&e, var) == Some(false) => NotFound::Chebyshev,
        Some(Unsolved::RootSum { factor, .. }) => NotFound::RootSum { factor },
        None => NotFound::NoMethod,
    };
    if let Some(s) = steps {
        s.list.truncate(mark);
        let before = super::expr::to_text(&e);
        match &why {
            NotFound::NonElementary => s.push("nonElementary", before, ""),
            NotFound::Chebyshev => s.push("chebyshev", before, ""),
            NotFound::RootSum { factor } => {
                s.push_detail("rootSum", factor.clone(), before, "");
                None
            }
            NotFound::NoMethod => s.push("noAntiderivative", before, ""),
        };
    }
    Ok(Outcome {
        antiderivative: None,
        root_sum: None,
        not_found: Some(why),
    })
}

/// ∫ e for a rational function e whose logarithmic part has algebraic
/// residues: the rational and elementary logarithmic parts as usual, the
/// rest as sums over the roots of polynomials; checked numerically (at
/// the real points of `verify`, the roots in complex arithmetic) before
/// it is returned. None when e is no rational function or the check
/// fails.
fn with_root_sums(
    e: &Expr,
    var: &str,
    steps: Option<&mut Steps>,
    budget: &mut Budget,
) -> Result<Option<RootSumAnswer>> {
    let Some((n, d)) = rational::as_fraction(e, var) else {
        return Ok(None);
    };
    let Ok(pieces) = rational::integrate(&n, &d, var, true, budget)? else {
        return Ok(None);
    };
    // Bronstein's t for the residues, unless taken.
    let t = if var == "t" || e.has_var("t") {
        fresh_var(e, var)
    } else {
        "t".to_string()
    };
    // ∫ quotient by the power rule, term by term.
    let integral: poly::Poly = std::iter::once(RBig::ZERO)
        .chain(
            pieces
                .quotient
                .iter()
                .enumerate()
                .map(|(k, c)| c / RBig::from(k + 1)),
        )
        .collect();
    let mut parts = vec![poly::to_expr(&poly::trim(integral), var)];
    if let Some((gn, gd)) = &pieces.rational {
        parts.push(rational::fraction_expr(gn, gd, var));
    }
    parts.extend(pieces.logs);
    let elementary = simplify(&add(parts));
    let sums: Vec<RootSum> = pieces.root_sums.iter().map(|(s, _)| s.clone()).collect();
    if !verify::root_sum_matches(e, &elementary, &sums, var) {
        return Ok(None);
    }
    let mut texts: Vec<String> = Vec::new();
    if !elementary.is_zero() {
        texts.push(to_text(&elementary));
    }
    texts.extend(sums.iter().map(|s| s.text(&t, var)));
    let text = texts.join(" + ");
    if let Some(s) = steps {
        for (sum, (a, f)) in &pieces.root_sums {
            s.push_detail(
                "rootSumLog",
                format!("{} = 0", to_text(&sum.residues_expr(&t))),
                to_text(&rational::fractions_expr(&[(a.clone(), f.clone())], var)),
                sum.text(&t, var),
            );
        }
        // The whole answer, when it is more than the sums.
        if !elementary.is_zero() {
            s.push("rationalFunction", to_text(e), text.clone());
        }
        s.push("checkDerivative", text.clone(), to_text(e));
    }
    Ok(Some(RootSumAnswer {
        elementary,
        sums,
        text,
    }))
}

/// u = a·x + b with a ≠ 0 free of x: (a, b).
fn linear(u: &Expr, x: &str) -> Result<Option<(Expr, Expr)>> {
    if !u.has_var(x) {
        return Ok(None);
    }
    if let Expr::Var(v) = u {
        if v == x {
            return Ok(Some((int(1), int(0))));
        }
    }
    // Only sums and products can be linear.
    if !matches!(u, Expr::Add(_) | Expr::Mul(_)) {
        return Ok(None);
    }
    let Some(c) = s::poly_coeffs(u, x)? else {
        return Ok(None);
    };
    if c.len() != 2 {
        return Ok(None);
    }
    let (Some(b), Some(a)) = (c.first(), c.get(1)) else {
        return Ok(None);
    };
    if a.is_zero() || a.has_var(x) || b.has_var(x) {
        return Ok(None);
    }
    Ok(Some((a.clone(), b.clone())))
}

fn fresh_var(e: &Expr, x: &str) -> String {
    let mut used = Vec::new();
    e.vars(&mut used);
    for name in ["u", "t", "w", "v", "z", "s"] {
        if name != x && !used.iter().any(|u| u == name) {
            return name.to_string();
        }
    }
    "u_1".to_string()
}

impl Integrator<'_> {
    fn mark(&self) -> usize {
        self.steps.as_ref().map_or(0, |s| s.list.len())
    }

    fn rollback(&mut self, mark: usize) {
        if let Some(s) = self.steps.as_mut() {
            s.list.truncate(mark);
        }
    }

    fn step(&mut self, rule: &'static str, before: &Expr, after: &Expr) {
        if let Some(s) = self.steps.as_mut() {
            s.push_exprs(rule, before, after);
        }
    }

    /// ∫ `new`, which `rule` rewrote `e` to; the step stays only when
    /// `new` is integrated.
    fn int_rewritten(&mut self, rule: &'static str, e: &Expr, new: &Expr) -> Result<Option<Expr>> {
        let mark = self.mark();
        self.step(rule, e, new);
        match self.int(new)? {
            Some(r) => Ok(Some(r)),
            None => {
                self.rollback(mark);
                Ok(None)
            }
        }
    }

    /// An integrator in the variable `t` one level deeper, sharing this
    /// one's steps and budget (after a substitution).
    fn nested(&mut self, t: &str) -> Integrator<'_> {
        Integrator {
            var: t.to_string(),
            steps: self.steps.as_deref_mut(),
            budget: self.budget,
            nesting: self.nesting + 1,
            parts: self.parts,
            unsolved: None,
        }
    }

    fn int(&mut self, e: &Expr) -> Result<Option<Expr>> {
        self.budget.charge(200 + 4 * e.size() as u64)?;
        if e.size() > MAX_NODES / 4 {
            return Err(EngineError::too_complex());
        }
        let x = self.var.clone();
        if !e.has_var(&x) {
            let r = mul(vec![e.clone(), Expr::Var(x)]);
            self.step("constant", e, &r);
            return Ok(Some(r));
        }
        if let Expr::Add(terms) = e {
            let mark = self.mark();
            let i = self.steps.open("sum", e);
            let mut out = Vec::with_capacity(terms.len());
            let mut ok = true;
            for t in terms {
                match self.int(t)? {
                    Some(f) => out.push(f),
                    None => {
                        ok = false;
                        break;
                    }
                }
            }
            if ok {
                let r = add(out);
                self.steps.close(i, &r);
                return Ok(Some(r));
            }
            self.rollback(mark);
            return self.by_expansion(e);
        }
        if let Expr::Mul(xs) = e {
            let (consts, deps): (Vec<Expr>, Vec<Expr>) =
                xs.iter().cloned().partition(|f| !f.has_var(&x));
            if !consts.is_empty() {
                let mark = self.mark();
                let i = self.steps.open("constantMultiple", e);
                let rest = mul(deps);
                if let Some(f) = self.int(&rest)? {
                    let r = mul(vec![mul(consts), f]);
                    self.steps.close(i, &r);
                    return Ok(Some(r));
                }
                self.rollback(mark);
                return Ok(None);
            }
        }
        if let Some((rule, r)) = self.table(e)? {
            self.step(rule, e, &r);
            return Ok(Some(r));
        }
        if let Some(r) = self.rational(e)? {
            return Ok(Some(r));
        }
        // Non-elementary forms that are special functions (Ei, li, erf, Si, …).
        if let Some(r) = self.special_forms(e)? {
            return Ok(Some(r));
        }
        if self.nesting >= MAX_NESTING {
            return Ok(None);
        }
        // At the top (the integrand itself or a term of it, in x), an
        // answer that fails on some real interval gives way to the next
        // method (∫ 1/((x² − 1)√(x² + 2x)): the secant substitution holds
        // for x > 0 only, Euler's everywhere).
        let top = self.nesting == 0;
        self.nesting += 1;
        // Tried in turn on what no rule or table answers; the first
        // answer (or error) stands.
        let methods: [Method<'_>; 13] = [
            Self::product_to_sum,
            Self::trig_powers,
            Self::by_substitution,
            Self::rationalize,
            Self::trig_substitution,
            Self::euler_substitution,
            // Fallbacks for the forms above miss (√(tan x), 1/√(1 + eˣ),
            // (1 + x⁴)^(−5/4)): after them, so that their answers stand.
            Self::in_one_function,
            Self::chebyshev_substitution,
            Self::by_parts,
            Self::by_expansion,
            Self::hyperbolic_as_exponentials,
            Self::in_sines_and_cosines,
            Self::weierstrass,
        ];
        let mut found = Ok(None);
        for method in methods {
            let mark = self.mark();
            found = method(self, e);
            if let (true, Ok(Some(f))) = (top, &found) {
                if !verify::whole_domain(e, &simplify(f), &x).holds_everywhere() {
                    self.rollback(mark);
                    found = Ok(None);
                    continue;
                }
            }
            if !matches!(found, Ok(None)) {
                break;
            }
        }
        self.nesting -= 1;
        found
    }

    /// The answer expanded when that makes it shorter (x·(x/2 − sin 2x/4)
    /// written out), as a textbook prints it.
    fn tidy(&mut self, f: Expr) -> Result<Expr> {
        if f.size() > MAX_NODES / 8 {
            return Ok(f);
        }
        self.budget.charge(SIMPLIFY_UNITS * f.size() as u64)?;
        Ok(match self.expand(&f)? {
            Ok(x) if x.size() < f.size() => x,
            _ => f,
        })
    }

    /// `expand`, its work charged (also when it gives up): an error only
    /// when the budget runs out.
    fn expand(&mut self, e: &Expr) -> Result<Result<Expr>> {
        let (r, work) = expand_counted(e);
        self.budget
            .charge(EXPAND_UNITS.saturating_mul(work as u64))?;
        Ok(r)
    }

    fn by_expansion(&mut self, e: &Expr) -> Result<Option<Expr>> {
        // Expanding and simplifying cost about this much per node (as the
        // budget counts: ~1 ns a unit).
        self.budget.charge(SIMPLIFY_UNITS * e.size() as u64)?;
        let Ok(expanded) = self.expand(e)? else {
            return Ok(None);
        };
        self.budget
            .charge(SIMPLIFY_UNITS * expanded.size() as u64)?;
        if expanded == *e || !matches!(expanded, Expr::Add(_)) {
            return Ok(None);
        }
        self.int_rewritten("expand", e, &expanded)
    }

    /// The table, with linear arguments u = a x + b (dividing by a).
    fn table(&mut self, e: &Expr) -> Result<Option<(&'static str, Expr)>> {
        let x = self.var.clone();
        let lin = |u: &Expr| linear(u, &x);
        let over = |r: Expr, a: &Expr| div(r, a.clone());
        let rule = |name: &'static str, u: &Expr| {
            if matches!(u, Expr::Var(_)) {
                name
            } else {
                "linearSubstitution"
            }
        };
        match e {
            Expr::Var(_) => return Ok(Some(("power", div(pow(e.clone(), int(2)), int(2))))),
            Expr::Pow(b, k) if !k.has_var(&x) => {
                // Powers of a linear expression.
                if let Some((a, _)) = lin(b)? {
                    if k.is_num_eq(-1) {
                        return Ok(Some((
                            rule("reciprocal", b),
                            over(ln(func(Func::Abs, (**b).clone())), &a),
                        )));
                    }
                    let k1 = add(vec![(**k).clone(), int(1)]);
                    return Ok(Some((
                        rule("power", b),
                        over(div(pow((**b).clone(), k1.clone()), k1), &a),
                    )));
                }
                // sec², csc², 1/cos², 1/sin², sin², cos², tan².
                if let Expr::Func(f, u) = &**b {
                    if let Some((a, _)) = lin(u)? {
                        let u = (**u).clone();
                        let two = k.is_num_eq(2);
                        let minus_two = k.is_num_eq(-2);
                        let half = || num(RBig::from_parts(1.into(), 2u8.into()));
                        let r = match f {
                            Func::Sec if two => Some(func(Func::Tan, u)),
                            Func::Cos if minus_two => Some(func(Func::Tan, u)),
                            Func::Csc if two => Some(neg(func(Func::Cot, u))),
                            Func::Sin if minus_two => Some(neg(func(Func::Cot, u))),
                            Func::Cosh if minus_two => Some(func(Func::Tanh, u)),
                            Func::Sin if two => Some(sub(
                                mul(vec![half(), u.clone()]),
                                div(func(Func::Sin, mul(vec![int(2), u])), int(4)),
                            )),
                            Func::Cos if two => Some(add(vec![
                                mul(vec![half(), u.clone()]),
                                div(func(Func::Sin, mul(vec![int(2), u])), int(4)),
                            ])),
                            Func::Tan if two => Some(sub(func(Func::Tan, u.clone()), u)),
                            // sinh² = (cosh 2u − 1)/2, cosh² = (cosh 2u + 1)/2.
                            Func::Sinh if two => Some(sub(
                                div(func(Func::Sinh, mul(vec![int(2), u.clone()])), int(4)),
                                mul(vec![half(), u]),
                            )),
                            Func::Cosh if two => Some(add(vec![
                                div(func(Func::Sinh, mul(vec![int(2), u.clone()])), int(4)),
                                mul(vec![half(), u]),
                            ])),
                            Func::Tanh if two => Some(sub(u.clone(), func(Func::Tanh, u))),
                            _ => None,
                        };
                        if let Some(r) = r {
                            return Ok(Some(("trigPower", over(r, &a))));
                        }
                    }
                }
                // √(c − a x²), √(a x² + c) and their reciprocals.
                if let Some(r) = self.sqrt_quadratic(b, k)? {
                    return Ok(Some(r));
                }
            }
            Expr::Pow(b, u) if !b.has_var(&x) => {
                if let Some((a, _)) = lin(u)? {
                    let r = if matches!(**b, Expr::Const(Constant::E)) {
                        e.clone()
                    } else {
                        div(e.clone(), ln((**b).clone()))
                    };
                    return Ok(Some((rule("exponential", u), over(r, &a))));
                }
            }
            Expr::Func(f, u) => {
                if let Some((a, _)) = lin(u)? {
                    let u = (**u).clone();
                    let abs = |v: Expr| func(Func::Abs, v);
                    let r = match f {
                        Func::Sin => neg(func(Func::Cos, u.clone())),
                        Func::Cos => func(Func::Sin, u.clone()),
                        Func::Tan => neg(ln(abs(func(Func::Cos, u.clone())))),
                        Func::Cot => ln(abs(func(Func::Sin, u.clone()))),
                        Func::Sec => ln(abs(add(vec![
                            func(Func::Sec, u.clone()),
                            func(Func::Tan, u.clone()),
                        ]))),
                        Func::Csc => neg(ln(abs(add(vec![
                            func(Func::Csc, u.clone()),
                            func(Func::Cot, u.clone()),
                        ])))),
                        Func::Sinh => func(Func::Cosh, u.clone()),
                        Func::Cosh => func(Func::Sinh, u.clone()),
                        Func::Tanh => ln(func(Func::Cosh, u.clone())),
                        Func::Ln => sub(mul(vec![u.clone(), ln(u.clone())]), u.clone()),
                        Func::Log10 => div(
                            sub(mul(vec![u.clone(), ln(u.clone())]), u.clone()),
                            ln(int(10)),
                        ),
                        Func::Log2 => div(
                            sub(mul(vec![u.clone(), ln(u.clone())]), u.clone()),
                            ln(int(2)),
                        ),
                        Func::Asin => add(vec![
                            mul(vec![u.clone(), func(Func::Asin, u.clone())]),
                            sqrt(sub(int(1), pow(u.clone(), int(2)))),
                        ]),
                        Func::Acos => sub(
                            mul(vec![u.clone(), func(Func::Acos, u.clone())]),
                            sqrt(sub(int(1), pow(u.clone(), int(2)))),
                        ),
                        Func::Atan => sub(
                            mul(vec![u.clone(), func(Func::Atan, u.clone())]),
                            div(ln(add(vec![int(1), pow(u.clone(), int(2))])), int(2)),
                        ),
                        Func::Abs => div(mul(vec![u.clone(), abs(u.clone())]), int(2)),
                        _ => return Ok(None),
                    };
                    return Ok(Some((rule(f.name(), &u), over(r, &a))));
                }
            }
            Expr::Mul(xs) if xs.len() == 2 => {
                // e^(a x + b)·sin(c x + d) and ·cos(c x + d).
                let (first, second) = (&xs[0], &xs[1]);
                for (ex, tr) in [(first, second), (second, first)] {
                    if let (Expr::Pow(base, u), Expr::Func(f @ (Func::Sin | Func::Cos), v)) =
                        (ex, tr)
                    {
                        if !matches!(**base, Expr::Const(Constant::E)) {
                            continue;
                        }
                        let (Some((a, _)), Some((c, _))) = (lin(u)?, lin(v)?) else {
                            continue;
                        };
                        let v = (**v).clone();
                        let den = add(vec![pow(a.clone(), int(2)), pow(c.clone(), int(2))]);
                        let (sv, cv) = (func(Func::Sin, v.clone()), func(Func::Cos, v));
                        let inner = if *f == Func::Sin {
                            sub(mul(vec![a, sv]), mul(vec![c, cv]))
                        } else {
                            add(vec![mul(vec![a, cv]), mul(vec![c, sv])])
                        };
                        return Ok(Some(("expTrig", div(mul(vec![ex.clone(), inner]), den))));
                    }
                }
            }
            _ => {}
        }
        Ok(None)
    }

    /// ∫ q^k for q = a x² + b x + c₀ = a(x + h)² + c and k = ±1/2: the
    /// arcsine forms when a < 0 < c, the logarithm (inverse hyperbolic)
    /// forms when a > 0.
    fn sqrt_quadratic(&self, q: &Expr, k: &Expr) -> Result<Option<(&'static str, Expr)>> {
        let half = RBig::from_parts(1.into(), 2u8.into());
        let Some(k) = k.as_num() else {
            return Ok(None);
        };
        let reciprocal = *k == -half.clone();
        if !reciprocal && *k != half {
            return Ok(None);
        }
        let x = &self.var;
        let Some(p) = poly::from_expr(q, x)? else {
            return Ok(None);
        };
        if p.len() != 3 {
            return Ok(None);
        }
        // Completing the square: q = a(x + h)² + c with h = b/(2a),
        // c = c₀ − b²/(4a); the forms below in u = x + h (du = dx).
        let a2 = p[2].clone();
        let h = &p[1] / (RBig::from(2) * &a2);
        let c0 = &p[0] - &a2 * &h * &h;
        if c0.is_zero() {
            // √(a)·|x + h|: no arcsine or logarithm form.
            return Ok(None);
        }
        let xv = add(vec![Expr::Var(x.clone()), num(h)]);
        let root_q = sqrt(q.clone());
        // ∫ 1/√q: asin(√a x/√c)/√a, or ln|√a x + √q|/√a.
        let (name, inverse) = if a2.sign() == Sign::Negative && c0.sign() == Sign::Positive {
            let sa = sqrt(num(-a2));
            let arg = div(mul(vec![sa.clone(), xv.clone()]), sqrt(num(c0.clone())));
            ("asin", div(func(Func::Asin, arg), sa))
        } else if a2.sign() == Sign::Positive {
            let sa = sqrt(num(a2));
            let arg = func(
                Func::Abs,
                add(vec![mul(vec![sa.clone(), xv.clone()]), root_q.clone()]),
            );
            ("asinh", div(ln(arg), sa))
        } else {
            return Ok(None);
        };
        if reciprocal {
            return Ok(Some((name, inverse)));
        }
        // ∫ √q = (x/2)·√q + (c/2)·∫ 1/√q: the first term differentiates to
        // (q + a x²)/(2√q), the second to c/(2√q); together q/√q.
        let r = add(vec![
            div(mul(vec![xv, root_q]), int(2)),
            mul(vec![div(num(c0), int(2)), inverse]),
        ]);
        Ok(Some(("sqrtQuadratic", r)))
    }

    /// N/D with polynomial N and D: division, then log/atan terms or
    /// partial fractions over rational roots.
    fn rational(&mut self, e: &Expr) -> Result<Option<Expr>> {
        let x = self.var.clone();
        let factors: Vec<Expr> = match e {
            Expr::Mul(xs) => xs.clone(),
            other => vec![other.clone()],
        };
        let mut numer = Vec::new();
        let mut denom = Vec::new();
        for f in factors {
            match &f {
                Expr::Pow(b, k)
                    if k.as_num()
                        .is_some_and(|k| k.is_int() && k.sign() == Sign::Negative) =>
                {
                    denom.push(pow((**b).clone(), neg((**k).clone())));
                }
                _ => numer.push(f),
            }
        }
        if denom.is_empty() {
            return Ok(None);
        }
        let (Ok(n), Ok(d)) = (self.expand(&mul(numer))?, self.expand(&mul(denom))?) else {
            return Ok(None);
        };
        let (Some(np), Some(dp)) = (poly::from_expr(&n, &x)?, poly::from_expr(&d, &x)?) else {
            return Ok(None);
        };
        if poly::degree(&dp) == 0 {
            return Ok(None);
        }
        let pieces = match rational::integrate(&np, &dp, &x, false, self.budget)? {
            Ok(p) => p,
            Err(why) => {
                self.unsolved.get_or_insert(why);
                return Ok(None);
            }
        };
        let mut parts: Vec<Expr> = Vec::new();
        let quotient = poly::to_expr(&pieces.quotient, &x);
        let proper = rational::fraction_expr(&pieces.remainder, &dp, &x);
        if !pieces.quotient.is_empty() {
            self.step(
                "polynomialDivision",
                e,
                &add(vec![quotient.clone(), proper.clone()]),
            );
        }
        let (a, dsf) = &pieces.left;
        let left = rational::fraction_expr(a, dsf, &x);
        if let Some((gn, gd)) = &pieces.rational {
            // The rational part of the answer; beside it, what is left.
            let g = rational::fraction_expr(gn, gd, &x);
            if let Some(s) = self.steps.as_mut() {
                s.push_detail(
                    "hermiteReduction",
                    to_text(&left),
                    to_text(&proper),
                    to_text(&g),
                );
            }
            parts.push(g);
        }
        if !pieces.fractions.is_empty() {
            let split = rational::fractions_expr(&pieces.fractions, &x);
            if split != left {
                self.step("partialFractions", &left, &split);
            }
        }
        if !pieces.quotient.is_empty() {
            let Some(f) = self.int(&quotient)? else {
                return Ok(None);
            };
            parts.push(f);
        }
        parts.extend(pieces.logs);
        let result = add(parts);
        self.step("rationalFunction", e, &result);
        Ok(Some(result))
    }

    fn candidates(&self, e: &Expr, out: &mut Vec<Expr>) {
        let x = &self.var;
        let push = |c: &Expr, out: &mut Vec<Expr>| {
            if c.has_var(x) && !matches!(c, Expr::Var(_)) && !out.contains(c) && out.len() < 40 {
                out.push(c.clone());
            }
        };
        match e {
            Expr::Add(xs) | Expr::Mul(xs) => {
                for t in xs {
                    self.candidates(t, out);
                }
            }
            Expr::Pow(b, k) => {
                push(b, out);
                push(k, out);
                push(e, out);
                // x⁴ = (x²)²: x² is a candidate too (∫ x/(1 + x⁴)).
                if let (Expr::Var(_), Some(k)) = (&**b, k.as_num()) {
                    let whole = k.is_int().then(|| i64::try_from(k.numerator()).ok());
                    if let Some(Some(k)) = whole {
                        for d in 2..k.clamp(2, 12) {
                            if k % d == 0 {
                                push(&pow((**b).clone(), int(d)), out);
                            }
                        }
                    }
                }
                self.candidates(b, out);
                self.candidates(k, out);
            }
            Expr::Func(_, a) => {
                push(e, out);
                push(a, out);
                self.candidates(a, out);
            }
            _ => {}
        }
    }

    fn by_substitution(&mut self, e: &Expr) -> Result<Option<Expr>> {
        let x = self.var.clone();
        let mut cands = Vec::new();
        self.candidates(e, &mut cands);
        crate::sort::sort_by(&mut cands, |a, b| b.size().cmp(&a.size()));
        let t = fresh_var(e, &x);
        let tv = Expr::Var(t.clone());
        for u in cands {
            // Each candidate simplifies e / u' and its substitution.
            self.budget
                .charge(500 + 2 * SIMPLIFY_UNITS * e.size() as u64)?;
            if linear(&u, &x)?.is_some() {
                continue;
            }
            let du = derivative(&u, &x, None, self.budget)?;
            if du.is_zero() {
                continue;
            }
            let q = simplify(&div(e.clone(), du));
            let mut q2 = simplify(&q.replace(&u, &tv));
            if q2.has_var(&x) {
                // u = x^n: x^(kn) = t^k.
                if let Expr::Pow(b, n) = &u {
                    if matches!(&**b, Expr::Var(v) if *v == x) {
                        if let Some(n) = n.as_num() {
                            q2 = simplify(&replace_powers(&q2, &x, n, &tv));
                        }
                    } else if !b.has_var(&x) {
                        // u = b^v: b^(k v) = t^k (e^(2x) = (e^x)²).
                        q2 = simplify(&replace_exponentials(&q2, b, n, &tv));
                    }
                }
                // u = ln x: x = e^t (∫ cos(ln x) dx = ∫ e^t cos t dt).
                if matches!(&u, Expr::Func(Func::Ln, a) if matches!(&**a, Expr::Var(v) if *v == x))
                {
                    q2 = simplify(&q2.substitute(&x, &pow(Expr::Const(Constant::E), tv.clone())));
                }
            }
            if q2.has_var(&x) || !q2.has_var(&t) {
                continue;
            }
            let mark = self.mark();
            self.step("substitution", e, &q2);
            let found = self.nested(&t).int(&q2)?;
            match found {
                Some(f) => {
                    let back = simplify(&f.substitute(&t, &u));
                    self.step("backSubstitution", &f, &back);
                    return Ok(Some(back));
                }
                None => self.rollback(mark),
            }
        }
        Ok(None)
    }

    fn by_parts(&mut self, e: &Expr) -> Result<Option<Expr>> {
        if self.parts >= 5 {
            return Ok(None);
        }
        let x = self.var.clone();
        let factors: Vec<Expr> = match e {
            Expr::Mul(xs) => xs.clone(),
            // ln(x)², asin(x)... alone: u = e, dv = dx.
            Expr::Pow(..) | Expr::Func(..) => vec![e.clone()],
            _ => return Ok(None),
        };
        let priority = |f: &Expr| -> u8 {
            match f {
                Expr::Func(Func::Ln | Func::Log10 | Func::Log2, _) => 0,
                Expr::Pow(b, _)
                    if matches!(**b, Expr::Func(Func::Ln | Func::Log10 | Func::Log2, _)) =>
                {
                    0
                }
                Expr::Func(
                    Func::Asin | Func::Acos | Func::Atan | Func::Asinh | Func::Acosh | Func::Atanh,
                    _,
                ) => 1,
                // asin(x)², atan(x)²: u = the power, dv = the rest.
                Expr::Pow(b, k)
                    if matches!(
                        **b,
                        Expr::Func(
                            Func::Asin
                                | Func::Acos
                                | Func::Atan
                                | Func::Asinh
                                | Func::Acosh
                                | Func::Atanh,
                            _
                        )
                    ) && k
                        .as_num()
                        .is_some_and(|k| k.is_int() && k.sign() == Sign::Positive) =>
                {
                    1
                }
                Expr::Var(_) => 2,
                Expr::Pow(b, k)
                    if matches!(**b, Expr::Var(_))
                        && k.as_num()
                            .is_some_and(|k| k.is_int() && k.sign() == Sign::Positive) =>
                {
                    2
                }
                Expr::Func(Func::Sin | Func::Cos | Func::Sinh | Func::Cosh, _) => 3,
                Expr::Pow(b, _) if !b.has_var(&self.var) => 4,
                _ => 5,
            }
        };
        let Some((idx, best)) = factors.iter().enumerate().min_by_key(|(_, f)| priority(f)) else {
            return Ok(None);
        };
        if priority(best) > 2 {
            return Ok(None);
        }
        let u = best.clone();
        let dv = mul(factors
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != idx)
            .map(|(_, f)| f.clone())
            .collect());
        if factors.len() == 1 && priority(&u) == 2 {
            return Ok(None);
        }
        let mark = self.mark();
        let i = self.steps.open("parts", e);
        self.parts += 1;
        let v = self.int(&dv)?;
        let result = match v {
            Some(v) => {
                let du = derivative(&u, &x, None, self.budget)?;
                let w = mul(vec![v.clone(), du]);
                self.budget.charge(SIMPLIFY_UNITS * w.size() as u64)?;
                let w = simplify(&w);
                self.int(&w)?.map(|iw| sub(mul(vec![u, v]), iw))
            }
            None => None,
        };
        self.parts -= 1;
        match result {
            Some(r) => {
                self.steps.close(i, &r);
                Ok(Some(r))
            }
            None => {
                self.rollback(mark);
                Ok(None)
            }
        }
    }
}

/// Replaces base^w by t^(w/v) where w/v is an integer.
fn replace_exponentials(e: &Expr, base: &Expr, v: &Expr, t: &Expr) -> Expr {
    match e {
        Expr::Pow(b, w) if **b == *base => {
            let k = simplify(&div((**w).clone(), v.clone()));
            match k.as_num() {
                Some(k) if k.is_int() => pow(t.clone(), num(k.clone())),
                _ => e.clone(),
            }
        }
        Expr::Pow(b, w) => pow(
            replace_exponentials(b, base, v, t),
            replace_exponentials(w, base, v, t),
        ),
        Expr::Add(xs) => add(xs
            .iter()
            .map(|y| replace_exponentials(y, base, v, t))
            .collect()),
        Expr::Mul(xs) => mul(xs
            .iter()
            .map(|y| replace_exponentials(y, base, v, t))
            .collect()),
        Expr::Func(f, a) => func(*f, replace_exponentials(a, base, v, t)),
        other => other.clone(),
    }
}

/// Replaces x^m by t^(m/n) where m/n is an integer.
fn replace_powers(e: &Expr, x: &str, n: &RBig, t: &Expr) -> Expr {
    match e {
        Expr::Pow(b, m) => {
            if let (Expr::Var(v), Some(m)) = (&**b, m.as_num()) {
                if v == x {
                    let k = m / n;
                    if k.is_int() {
                        return pow(t.clone(), num(k));
                    }
                }
            }
            e.map_children(&mut |y| replace_powers(y, x, n, t))
        }
        Expr::Var(v) if v == x && n.is_one() => t.clone(),
        _ => e.map_children(&mut |y| replace_powers(y, x, n, t)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::expr::to_text;
    use crate::parser::{parse_expr, Options};
    use crate::quadrature::eval_f64;

    /// Finds ∫f and checks d/dx F = f at several points.
    fn check(text: &str) -> String {
        let f = simplify(&parse_expr(text, &Options::symbolic("x")).unwrap());
        let mut budget = Budget::default();
        let big = antiderivative(&f, "x", None, &mut budget)
            .unwrap()
            .unwrap_or_else(|| panic!("no antiderivative for {text}"));
        let df = derivative(&big, "x", None, &mut budget).unwrap();
        for x in [0.3, 0.7, 1.3, 2.1, 2.9] {
            let (a, b) = (eval_f64(&df, "x", x), eval_f64(&f, "x", x));
            if b.is_nan() {
                continue;
            }
            assert!(
                (a - b).abs() <= 1e-9 * (1.0 + b.abs()),
                "{text}: F = {}, F'({x}) = {a}, f = {b}",
                to_text(&big)
            );
        }
        eprintln!("∫ {text} = {}", to_text(&big));
        to_text(&big)
    }

    /// d/dx F at `x` (an exact rational given as n/d), to 1e−20.
    fn derivative_at(big: &Expr, n: i64, d: u64) -> f64 {
        let mut budget = Budget::default();
        let df = derivative(big, "x", None, &mut budget).unwrap();
        let opts = crate::eval::EvalOptions {
            digits: 20,
            vars: vec![("x".to_string(), RBig::from_parts(n.into(), d.into()))],
            ..Default::default()
        };
        crate::eval::evaluate_f64(&df, &opts, &mut budget).unwrap()
    }

    /// Issue 33: ∫ 1/((x² − 1)√(x² + 2x)) was answered by a secant
    /// substitution right for x > 0 only; the answer must hold for x < −2
    /// as well. f at x = −3, −5/2, −10 and 3 (mpmath 1.3, 30 digits):
    /// 0.0721687836487032205636435975627, 0.17036708399998397686927037476,
    /// 0.001129327261363530149701602863, 0.0322748612183951407098272116649.
    #[test]
    fn the_answer_holds_on_every_real_interval() {
        let f =
            simplify(&parse_expr("1/((x^2-1)*sqrt(x^2+2*x))", &Options::symbolic("x")).unwrap());
        let big = antiderivative(&f, "x", None, &mut Budget::default())
            .unwrap()
            .expect("an antiderivative");
        eprintln!("F = {}", to_text(&big));
        for (n, d, want) in [
            (-3, 1, 0.072_168_783_648_703_22),
            (-5, 2, 0.170_367_083_999_984),
            (-10, 1, 0.001_129_327_261_363_53),
            (3, 1, 0.032_274_861_218_395_14),
        ] {
            let got = derivative_at(&big, n, d);
            assert!(
                (got - want).abs() <= 1e-14 * want.abs(),
                "F = {}, F'({n}/{d}) = {got}, f = {want}",
                to_text(&big)
            );
        }
    }

    #[test]
    fn table_and_linearity() {
        for (input, want) in [
            ("3x^2 + 2x + 1", "x^3 + x^2 + x"),
            ("1/x", "ln(abs(x))"),
            ("e^x", "e^x"),
            ("sin(x)", "-cos(x)"),
            ("cos(3x)", "sin(3*x)/3"),
        ] {
            assert_eq!(check(input), want, "{input}");
        }
        check("sqrt(x)");
        check("2^x");
        check("tan(x)");
        check("1/(1+x^2)");
        check("1/sqrt(1-x^2)");
        check("sec(x)^2");
        check("sin(x)^2");
        check("(2x+1)^5");
        check("1/(2x+3)");
        check("ln(x)");
        check("atan(x)");
        check("sqrt(1-x^2)");
        check("sqrt(4-x^2)");
        check("sqrt(9-4x^2)");
        check("sqrt(x^2+1)");
        check("sqrt(2x^2+3)");
        check("sqrt(x^2-1)");
        check("1/sqrt(x^2-1)");
    }

    #[test]
    fn parts_and_substitution() {
        check("x*e^x");
        check("x^2*e^x");
        check("x*sin(x)");
        check("x^2*cos(x)");
        check("x*ln(x)");
        check("ln(x)^2");
        check("e^x*sin(x)");
        check("x*cos(x^2)");
        check("2x*e^(x^2)");
        check("sin(x)*cos(x)");
        check("ln(x)/x");
        check("e^x/(1+e^x)");
        check("x/(x^2+1)");
        check("x^3*sqrt(x^4+1)");
        check("sin(x)^3*cos(x)");
        check("1/(x^2-1)");
        check("(x^3+1)/(x^2+x-2)");
        check("1/(x^2+2x+5)");
    }

    /// The course corpus (corpus.txt, with sources): every exercise
    /// integrates (in closed form or with sums over roots) and its
    /// derivative is the integrand.
    #[test]
    fn course_corpus() {
        let mut failed = Vec::new();
        for line in include_str!("integrate/corpus.txt").lines() {
            let text = line.split('#').next().unwrap_or("").trim();
            if text.is_empty() {
                continue;
            }
            let f = simplify(&parse_expr(text, &Options::symbolic("x")).unwrap());
            let out = integrate_checked(&f, "x", None, &mut Budget::default());
            match out {
                Ok(Outcome {
                    antiderivative: Some(big),
                    ..
                }) => eprintln!("∫ {text} = {}", to_text(&big)),
                Ok(Outcome {
                    root_sum: Some(r), ..
                }) => eprintln!("∫ {text} = {}", r.text),
                other => failed.push(format!("{text}: {other:?}")),
            }
        }
        assert!(failed.is_empty(), "{}", failed.join("\n"));
    }

    #[test]
    fn trigonometric_integrals() {
        // Stewart, Calculus 8e §7.2 examples and exercises; Paul's Online
        // Math Notes, "Integrals Involving Trig Functions"; OpenStax
        // Calculus vol. 2 §3.2 (each checked by differentiating).
        check("sin(x)^3");
        check("cos(x)^4");
        check("sec(x)*tan(x)");
        check("sin(x)^5*cos(x)^2");
        check("sin(x)^2*cos(x)^2");
        check("cos(x)^3");
        check("tan(x)^3");
        check("sec(x)^3");
        check("tan(x)^2*sec(x)^4");
        check("tan(x)^5*sec(x)^7");
        check("tan(x)^2*sec(x)");
        check("cot(x)^3*csc(x)^3");
        check("csc(x)^4");
        check("sin(2x)^3*cos(2x)^5");
        check("sin(x)^4");
        check("sin(5x)*cos(3x)");
        check("sin(3x)*sin(x)");
        check("cos(4x)*cos(2x)");
        check("tan(x)^4");
        check("sin(x)^2/cos(x)^4");
        check("1/(sin(x)^2*cos(x)^2)");
        // Weierstrass t = tan(x/2) (Stewart §7.4 exercises 59–64).
        check("1/(3*sin(x) - 4*cos(x))");
        check("1/(1 + cos(x))");
        check("1/(2 + sin(x))");
        check("1/(sin(x) + cos(x))");
    }

    #[test]
    fn rational_functions() {
        check("1/(x^2+1)^2");
        check("x^5/(x^2+1)^3");
        check("(3x^2+1)/(x^3+x+1)");
        check("1/(x^3-1)");
        check("1/(x^2-2)");
        check("(x^4+2x+1)/((x-1)^2*(x^2+x+1)^2)");
        check("1/(x*(x+1)^3)");
        // x⁴ + 1 factors over Q(√2) only (OpenStax vol. 2 §3.4 exercises).
        check("1/(x^4+1)");
        check("x^2/(x^4+1)");
        check("(x^3+2x+1)/(x^4+1)");
        check("1/(x^4-x^2+4)");
    }
}
