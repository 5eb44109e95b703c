//! Property test of improper integrals: the antiderivative F is chosen
//! first, a rational function with a finite limit at ∞, its derivative f
//! is typed, and ∫ from a to ∞ of f must come back exactly as
//! lim F − F(a).

use super::FUNCTION;
use crate::test_util::{inputs, Rng};
use calc_engine::eval::Value;
use dashu::rational::RBig;
use serde_json::Value as Json;

/// The exact answer of ∫ₐ^∞ f as a number, and the decimal one.
fn improper(f: &str, lo: i64) -> (RBig, f64) {
    let lo = lo.to_string();
    let out = (FUNCTION.compute)(&inputs(
        &[
            ("expression", f),
            ("variable", "x"),
            ("lower", &lo),
            ("upper", "inf"),
        ],
        &[],
        &[],
    ))
    .unwrap_or_else(|e| panic!("{f} from {lo}: {e}"));
    let Some(Json::String(exact)) = out.json_of("definiteExact") else {
        panic!("{f} from {lo}: no exact value");
    };
    let value = match calc_engine::calculate(exact, 20, calc_engine::Angle::Rad) {
        Ok((_, Value::Exact(r))) => r,
        Ok((_, Value::Zero)) => RBig::ZERO,
        other => panic!("{f} from {lo}: {exact} is {other:?}"),
    };
    let decimal = out.json_of("definite").and_then(Json::as_f64).unwrap();
    (value, decimal)
}

#[test]
fn property_improper_integrals_of_chosen_antiderivatives_are_exact() {
    let mut rng = Rng(0x1ef1_0fab);
    for _ in 0..30 {
        let (a, b, k) = (rng.int(1, 6), rng.int(1, 6), rng.int(1, 9));
        let c = match rng.int(-5, 5) {
            0 => 1,
            c => c,
        };
        let (d, e, lo) = (rng.int(-5, 5), rng.int(-4, 4), rng.int(0, 4));
        // F = −c/(x + a) − d/(x + b)² − e/(x² + k) → 0 at ∞, so the
        // integral is −F(lo); f = F′.
        let f = format!(
            "{c}/(x + {a})^2 + {}/(x + {b})^3 + {}*x/(x^2 + {k})^2",
            2 * d,
            2 * e
        );
        let r = |n: i64, m: i64| RBig::from(n) / RBig::from(m);
        let want = r(c, lo + a) + r(d, (lo + b) * (lo + b)) + r(e, lo * lo + k);
        let (got, decimal) = improper(&f, lo);
        assert_eq!(got, want, "{f} from {lo}");
        let w = want.to_f64().value();
        assert!(
            (decimal - w).abs() <= 1e-12 * w.abs().max(1.0),
            "{f} from {lo}: {decimal}"
        );
    }
}
