//! Exact values of the special functions at the points where they have one,
//! and of x! = Γ(x + 1) at the half-integers, for the simplifier: F(b) − F(a)
//! of Si(x) over [0, 1] is Si(1), not −Si(0) + Si(1). Only identities that
//! hold exactly; the points where a function is infinite (Ei(0), Ci(0),
//! Chi(0), li(1)) are left as they are, for the definedness check to refuse.

use super::expr::{Constant, Expr, Func};
use super::simplify::{int, mul, sqrt};
use dashu::base::Sign;
use dashu::integer::{IBig, UBig};
use dashu::rational::RBig;

/// Largest |x| of a half-integer x! written exactly (as `fact` keeps n!
/// to n ≤ 300: beyond, the numbers are too long to be worth showing).
const MAX_HALF_FACTORIAL: u64 = 300;

/// f(a) when it is a known exact number.
pub fn special_at(f: Func, a: &Expr) -> Option<Expr> {
    use Func::*;
    if !a.as_num()?.is_zero() {
        return None;
    }
    match f {
        // Odd functions, and li(0) = Ei(ln 0⁺) = Ei(−∞) = 0.
        Erf | Erfi | Si | Shi | FresnelS | FresnelC | Li => Some(int(0)),
        Erfc => Some(int(1)),
        _ => None,
    }
}

fn factorial(n: u64) -> UBig {
    (2..=n).fold(UBig::ONE, |p, i| p * UBig::from(i))
}

/// x! = Γ(x + 1) for a half-integer x: with n = x + 1/2,
/// Γ(n + 1/2) = (2n)! √π / (4ⁿ n!) for n ≥ 0, and
/// Γ(1/2 − k) = (−4)ᵏ k! √π / (2k)! for n = −k < 0.
pub fn half_integer_factorial(x: &RBig) -> Option<Expr> {
    if x.denominator() != &UBig::from(2u8) {
        return None;
    }
    let n = i64::try_from((x + RBig::from_parts(IBig::ONE, UBig::from(2u8))).numerator()).ok()?;
    if n.unsigned_abs() > MAX_HALF_FACTORIAL {
        return None;
    }
    let k = n.unsigned_abs();
    let four_k = UBig::ONE << (2 * k as usize);
    let ratio = if n >= 0 {
        RBig::from_parts(IBig::from(factorial(2 * k)), four_k * factorial(k))
    } else {
        let sign = if k % 2 == 1 {
            Sign::Negative
        } else {
            Sign::Positive
        };
        RBig::from_parts(
            IBig::from_parts(sign, four_k * factorial(k)),
            factorial(2 * k),
        )
    };
    Some(mul(vec![Expr::Num(ratio), sqrt(Expr::Const(Constant::Pi))]))
}

#[cfg(test)]
mod tests {
    use crate::eval::{evaluate, EvalOptions};
    use crate::expr::to_text;
    use crate::limits::Budget;
    use crate::parser::{parse_expr, Options};
    use crate::simplify::simplify;

    fn s(text: &str) -> String {
        to_text(&simplify(
            &parse_expr(text, &Options::symbolic("x")).unwrap(),
        ))
    }

    fn value(text: &str) -> f64 {
        let e = simplify(&parse_expr(text, &Options::default()).unwrap());
        evaluate(&e, &EvalOptions::digits(20), &mut Budget::default())
            .unwrap()
            .to_f64()
    }

    #[test]
    fn special_functions_at_zero_are_their_values() {
        // mpmath 1.3.0: erf(0) = 0, erfc(0) = 1, erfi(0) = si(0) = shi(0) =
        // fresnels(0) = fresnelc(0) = li(0) = 0; sympy 1.14:
        // integrate(sin(x)/x, (x, 0, 1)) = Si(1).
        for (input, want) in [
            ("-Si(0) + Si(1)", "Si(1)"),
            ("erf(0)", "0"),
            ("erfc(0)", "1"),
            ("erfi(0)", "0"),
            ("Shi(0)", "0"),
            ("FresnelS(0) + FresnelC(0)", "0"),
            ("li(0)", "0"),
            ("x*erf(0) + erfc(0)", "1"),
        ] {
            assert_eq!(s(input), want, "{input}");
        }
        // Infinite there (mpmath: ei(0) = ci(0) = li(1) = -inf): kept, so
        // the definedness check refuses them.
        for input in ["Ei(0)", "Ci(0)", "Chi(0)", "li(1)"] {
            assert_eq!(s(input), input);
        }
    }

    #[test]
    fn half_integer_factorials_are_exact() {
        // sympy 1.14: gamma(Rational(k, 2) + 1) for k = 1, −1, 5, −3, −5, 21;
        // mpmath 1.3.0 (dps 30): gamma(x + 1) for the values.
        #[allow(clippy::excessive_precision)]
        let cases = [
            ("0.5!", "sqrt(pi)/2", 0.886226925452758013649083741671),
            ("(-0.5)!", "sqrt(pi)", 1.77245385090551602729816748334),
            ("2.5!", "15*sqrt(pi)/8", 3.32335097044784255118406403126),
            ("(-1.5)!", "-2*sqrt(pi)", -3.54490770181103205459633496668),
            ("(-2.5)!", "4*sqrt(pi)/3", 2.36327180120735470306422331112),
            (
                "10.5!",
                "13749310575*sqrt(pi)/2048",
                11899423.0839622484570130287387,
            ),
        ];
        for (input, want, v) in cases {
            assert_eq!(s(input), want, "{input}");
            let got = value(input);
            assert!((got - v).abs() <= 1e-14 * v.abs(), "{input}: {got}");
        }
        // Not half-integers: left to evaluation.
        assert_eq!(s("(1/3)!"), "(1/3)!");
    }

    /// Every half-integer x! the simplifier writes exactly must keep
    /// Γ's own laws, which fix all of them from Γ(1/2) = √π: the
    /// recurrence x! = x·(x − 1)! and the reflection formula
    /// Γ(1/2 + n)·Γ(1/2 − n) = π/cos(nπ) = (−1)ⁿ·π, i.e.
    /// (n − 1/2)!·(−n − 1/2)! = (−1)ⁿ·π, both exactly.
    #[test]
    fn property_half_integer_factorials_keep_the_recurrence_and_reflection() {
        assert_eq!(s("(-1/2)!"), "sqrt(pi)");
        let mut rng = crate::test_rng::Rng(0x6a33_a1f0);
        for _ in 0..40 {
            let n = rng.int(-60, 60);
            let x = format!("({}/2)", 2 * n + 1);
            let step = format!("{x}! - {x}*({}/2)!", 2 * n - 1);
            assert_eq!(s(&step), "0", "{step}");
            let m = n.abs();
            let reflection = format!("({}/2)! * ({}/2)!", 2 * m - 1, -2 * m - 1);
            let want = if m % 2 == 0 { "pi" } else { "-pi" };
            assert_eq!(s(&reflection), want, "{reflection}");
        }
    }
}
