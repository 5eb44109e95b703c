//! Symbolic differentiation, simplified as it goes, with each rule named
//! in the steps: constant, variable, sum, constantMultiple, product,
//! quotient, power, exponential, generalPower, chain, and the elementary
//! functions by name (sin, cos, ln, ...).

use super::error::{EngineError, Result};
use super::expr::{Constant, Expr, Func};
use super::limits::{Budget, MAX_DEPTH, SIMPLIFY_UNITS};
use super::simplify::{add, check_size, div, func, int, ln, mul, neg, pow, recip, sqrt, sub};
use super::steps::{OptionalSteps, Steps};

pub struct Deriver<'a> {
    pub var: String,
    pub steps: Option<&'a mut Steps>,
    pub budget: &'a mut Budget,
    depth: usize,
}

/// d/d`var` of `e`, simplified.
pub fn derivative(
    e: &Expr,
    var: &str,
    steps: Option<&mut Steps>,
    budget: &mut Budget,
) -> Result<Expr> {
    let mut d = Deriver {
        var: var.to_string(),
        steps,
        budget,
        depth: 0,
    };
    let r = d.d(e, true)?;
    check_size(&r)?;
    Ok(r)
}

impl Deriver<'_> {
    /// outer·u′ by the chain rule, where e = outer(u); under `rule` alone
    /// when u is the variable itself (u′ = 1).
    fn chain(&mut self, e: &Expr, rule: &'static str, u: &Expr, outer: Expr) -> Result<Expr> {
        let simple = matches!(u, Expr::Var(_));
        let i = self.steps.open(if simple { rule } else { "chain" }, e);
        let r = if simple {
            outer
        } else {
            mul(vec![outer, self.d(u, false)?])
        };
        self.steps.close(i, &r);
        Ok(r)
    }

    fn d(&mut self, e: &Expr, top: bool) -> Result<Expr> {
        self.depth += 1;
        if self.depth > 3 * MAX_DEPTH {
            return Err(EngineError::too_complex());
        }
        self.budget.charge(50 + e.size() as u64)?;
        let r = self.d_inner(e, top);
        self.depth -= 1;
        let r = r?;
        check_size(&r)?;
        // Building the result simplified it (sorting and merging terms):
        // work that grows with its size.
        self.budget.charge(SIMPLIFY_UNITS * r.size() as u64)?;
        Ok(r)
    }

    fn d_inner(&mut self, e: &Expr, top: bool) -> Result<Expr> {
        let var = self.var.clone();
        if !e.has_var(&var) {
            if top {
                let i = self.steps.open("constant", e);
                self.steps.close(i, &int(0));
            }
            return Ok(int(0));
        }
        match e {
            Expr::Var(_) => {
                if top {
                    let i = self.steps.open("variable", e);
                    self.steps.close(i, &int(1));
                }
                Ok(int(1))
            }
            Expr::Add(xs) => {
                let i = self.steps.open("sum", e);
                let mut terms = Vec::with_capacity(xs.len());
                for x in xs {
                    terms.push(self.d(x, false)?);
                }
                let r = add(terms);
                self.steps.close(i, &r);
                Ok(r)
            }
            Expr::Mul(xs) => {
                let (consts, deps): (Vec<Expr>, Vec<Expr>) =
                    xs.iter().cloned().partition(|x| !x.has_var(&var));
                if !consts.is_empty() {
                    let i = self.steps.open("constantMultiple", e);
                    let c = mul(consts);
                    let inner = mul(deps);
                    let r = mul(vec![c, self.d(&inner, false)?]);
                    self.steps.close(i, &r);
                    return Ok(r);
                }
                // A quotient: factors with negative exponents form the denominator.
                let (den, numr): (Vec<Expr>, Vec<Expr>) = deps.iter().cloned().partition(|x| matches!(x, Expr::Pow(_, k) if k.as_num().is_some_and(|k| k.sign() == dashu::base::Sign::Negative)));
                if !den.is_empty() && !numr.is_empty() {
                    let i = self.steps.open("quotient", e);
                    let n = mul(numr);
                    let dd = mul(den.iter().map(|x| recip(x.clone())).collect());
                    let dn = self.d(&n, false)?;
                    let ddd = self.d(&dd, false)?;
                    let top_part = sub(mul(vec![dn, dd.clone()]), mul(vec![n, ddd]));
                    let r = div(top_part, pow(dd, int(2)));
                    self.steps.close(i, &r);
                    return Ok(r);
                }
                let i = self.steps.open("product", e);
                let mut terms = Vec::with_capacity(deps.len());
                for (k, f) in deps.iter().enumerate() {
                    let df = self.d(f, false)?;
                    let mut factors: Vec<Expr> = deps
                        .iter()
                        .enumerate()
                        .filter(|(j, _)| *j != k)
                        .map(|(_, x)| x.clone())
                        .collect();
                    factors.push(df);
                    terms.push(mul(factors));
                }
                let r = add(terms);
                self.steps.close(i, &r);
                Ok(r)
            }
            Expr::Pow(b, x) => {
                let b_dep = b.has_var(&var);
                let x_dep = x.has_var(&var);
                if b_dep && !x_dep {
                    // Power rule: n·u^(n−1)·u′.
                    let outer = mul(vec![
                        (**x).clone(),
                        pow((**b).clone(), sub((**x).clone(), int(1))),
                    ]);
                    return self.chain(e, "power", b, outer);
                }
                if !b_dep {
                    // a^u: a^u·ln(a)·u′ (e^u·u′).
                    let ln_a = if matches!(**b, Expr::Const(Constant::E)) {
                        int(1)
                    } else {
                        ln((**b).clone())
                    };
                    return self.chain(e, "exponential", x, mul(vec![e.clone(), ln_a]));
                }
                // u^v = e^(v·ln u): u^v·(v′·ln u + v·u′/u).
                let i = self.steps.open("generalPower", e);
                let du = self.d(b, false)?;
                let dv = self.d(x, false)?;
                let inner = add(vec![
                    mul(vec![dv, ln((**b).clone())]),
                    mul(vec![(**x).clone(), du, recip((**b).clone())]),
                ]);
                let r = mul(vec![e.clone(), inner]);
                self.steps.close(i, &r);
                Ok(r)
            }
            // func_derivative has no failing case: computing it before the
            // step opens changes nothing.
            Expr::Func(f, u) => self.chain(e, f.name(), u, func_derivative(*f, u)?),
            Expr::Fact(_) => Err(EngineError::unsupported(
                "n! of a variable has no derivative here",
            )),
            Expr::Num(_) | Expr::Const(_) => Ok(int(0)),
        }
    }
}

/// f′(u) for the elementary functions.
fn func_derivative(f: Func, u: &Expr) -> Result<Expr> {
    use Func::*;
    let u = u.clone();
    let sq = |x: Expr| pow(x, int(2));
    Ok(match f {
        Sin => func(Cos, u),
        Cos => neg(func(Sin, u)),
        Tan => sq(func(Sec, u)),
        Sec => mul(vec![func(Sec, u.clone()), func(Tan, u)]),
        Csc => neg(mul(vec![func(Csc, u.clone()), func(Cot, u)])),
        Cot => neg(sq(func(Csc, u))),
        Asin => recip(sqrt(sub(int(1), sq(u)))),
        Acos => neg(recip(sqrt(sub(int(1), sq(u))))),
        Atan => recip(add(vec![int(1), sq(u)])),
        Sinh => func(Cosh, u),
        Cosh => func(Sinh, u),
        Tanh => recip(sq(func(Cosh, u))),
        Asinh => recip(sqrt(add(vec![sq(u), int(1)]))),
        Acosh => recip(sqrt(sub(sq(u), int(1)))),
        Atanh => recip(sub(int(1), sq(u))),
        Ln => recip(u),
        Log10 => recip(mul(vec![u, ln(int(10))])),
        Log2 => recip(mul(vec![u, ln(int(2))])),
        Abs => div(u.clone(), func(Abs, u)),
        Floor | Ceil | Round => int(0),
        Ei | Li | Erf | Erfc | Erfi | Si | Ci | Shi | Chi | FresnelS | FresnelC => {
            special_derivative(f, u)
        }
    })
}

/// f′(u) for the special functions (DLMF 6.2.3, 6.2.8, 6.2.15–6.2.16,
/// 6.2.17–6.2.18, 7.2.1–7.2.3, 7.2.7–7.2.8).
fn special_derivative(f: Func, u: Expr) -> Expr {
    use Func::*;
    let two_over_root_pi = || div(int(2), sqrt(Expr::Const(Constant::Pi)));
    let gauss = |sign: i64| {
        pow(
            Expr::Const(Constant::E),
            mul(vec![int(sign), pow(u.clone(), int(2))]),
        )
    };
    let half_pi_u2 = || {
        mul(vec![
            Expr::frac(1, 2),
            Expr::Const(Constant::Pi),
            pow(u.clone(), int(2)),
        ])
    };
    match f {
        Ei => div(pow(Expr::Const(Constant::E), u.clone()), u),
        Li => recip(ln(u)),
        Erf => mul(vec![two_over_root_pi(), gauss(-1)]),
        Erfc => neg(mul(vec![two_over_root_pi(), gauss(-1)])),
        Erfi => mul(vec![two_over_root_pi(), gauss(1)]),
        Si => div(func(Sin, u.clone()), u),
        Ci => div(func(Cos, u.clone()), u),
        Shi => div(func(Sinh, u.clone()), u),
        Chi => div(func(Cosh, u.clone()), u),
        FresnelS => func(Sin, half_pi_u2()),
        _ => func(Cos, half_pi_u2()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::expr::to_text;
    use crate::parser::{parse_expr, Options};
    use crate::simplify::simplify;

    fn d(text: &str) -> String {
        let e = simplify(&parse_expr(text, &Options::symbolic("x")).unwrap());
        to_text(&derivative(&e, "x", None, &mut Budget::default()).unwrap())
    }

    #[test]
    fn rules() {
        for (input, want) in [
            ("x^2", "2*x"),
            ("3x^3 - 2x + 7", "9*x^2 - 2"),
            ("sin(x)", "cos(x)"),
            ("x*sin(x)", "x*cos(x) + sin(x)"),
            ("e^(2x)", "2*e^(2*x)"),
            ("ln(x)", "1/x"),
            ("sqrt(x)", "1/(2*sqrt(x))"),
            ("1/x", "-1/x^2"),
            ("sin(x^2)", "2*x*cos(x^2)"),
            ("x^x", "x^x*(ln(x) + 1)"),
            ("a*x^2", "2*a*x"),
            ("2^x", "2^x*ln(2)"),
            // The special functions (DLMF 6.2, 7.2).
            ("Ei(x)", "e^x/x"),
            ("li(x)", "1/ln(x)"),
            ("erf(x)", "2*e^(-x^2)/sqrt(pi)"),
            ("erfc(x)", "-2*e^(-x^2)/sqrt(pi)"),
            ("erfi(2x)", "4*e^(4*x^2)/sqrt(pi)"),
            ("Si(x)", "sin(x)/x"),
            ("Ci(x)", "cos(x)/x"),
            ("Shi(x)", "sinh(x)/x"),
            ("Chi(3x)", "cosh(3*x)/x"),
            ("FresnelS(x)", "sin(pi*x^2/2)"),
            ("FresnelC(x^2)", "2*x*cos(pi*x^4/2)"),
        ] {
            assert_eq!(d(input), want, "{input}");
        }
    }

    #[test]
    fn steps_name_rules() {
        let e = simplify(&parse_expr("x^2*sin(x)", &Options::symbolic("x")).unwrap());
        let mut steps = Steps::new();
        derivative(&e, "x", Some(&mut steps), &mut Budget::default()).unwrap();
        let rules: Vec<&str> = steps.list.iter().map(|s| s.rule).collect();
        assert_eq!(rules, vec!["product", "power", "sin"]);
    }
}
