//! The check every antiderivative passes before it is shown: d/dx F is
//! compared with the integrand f at several points, both evaluated with
//! the engine's arbitrary precision (each correctly rounded to a double),
//! so a wrong F is caught whatever the methods that built it. And the
//! integrands known (by Liouville's theorem) to have no elementary
//! antiderivative, so the page can say so rather than "not found".

use super::derive::derivative;
use super::eval::{evaluate_f64, EvalOptions};
use super::expr::{Constant, Expr, Func};
use super::limits::Budget;
use super::poly;
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
    let mut agree = 0;
    for (n, d) in POINTS {
        let opts = EvalOptions {
            digits: 20,
            vars: vec![(var.to_string(), RBig::from_parts(n.into(), d.into()))],
            ..Default::default()
        };
        let (Ok(a), Ok(b)) = (
            evaluate_f64(&df, &opts, &mut budget),
            evaluate_f64(f, &opts, &mut budget),
        ) else {
            if budget.left() == 0 {
                return false;
            }
            continue;
        };
        if (a - b).abs() > 1e-10 * a.abs().max(b.abs()).max(1.0) {
            return false;
        }
        agree += 1;
        if agree == 6 {
            break;
        }
    }
    agree >= AGREEING
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
    let mut agree = 0;
    for (n, d) in POINTS {
        let x = RBig::from_parts(n.into(), d.into());
        let opts = EvalOptions {
            digits: 20,
            vars: vec![(var.to_string(), x.clone())],
            ..Default::default()
        };
        let xf = x.to_f64().value();
        let sum: Option<f64> = sums
            .iter()
            .zip(&roots)
            .map(|(s, r)| s.derivative_at(r, xf))
            .sum();
        let (Ok(a), Ok(b), Some(sum)) = (
            evaluate_f64(&df, &opts, &mut budget),
            evaluate_f64(f, &opts, &mut budget),
            sum,
        ) else {
            if budget.left() == 0 {
                return false;
            }
            continue;
        };
        let a = a + sum;
        if (a - b).abs() > 1e-9 * a.abs().max(b.abs()).max(1.0) {
            return false;
        }
        agree += 1;
        if agree == 6 {
            break;
        }
    }
    agree >= AGREEING
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
