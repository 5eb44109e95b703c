//! Any text evaluated as the scientific calculator does (the first byte picks
//! the digits and the angle unit), then simplified, differentiated,
//! integrated, expanded and solved as the symbolic calculators do: an error
//! or a value, never a panic, and quickly (libFuzzer's -timeout).
#![no_main]

use calc_engine::limits::Budget;
use calc_engine::parser::{parse_expr, Options};
use calc_engine::{calculate, derive, integrate, poly, simplify, steps, Angle};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let digits = [15, 50, 200, 1000][usize::from(first & 3)];
    let angle = if first & 4 == 0 {
        Angle::Rad
    } else {
        Angle::Deg
    };
    if let Ok((shown, value)) = calculate(text, digits, angle) {
        assert!(!shown.is_empty());
        let _ = value.to_f64();
    }
    if let Ok(e) = parse_expr(text, &Options::symbolic("x")) {
        let e = simplify::simplify(&e);
        let _ = derive::derivative(
            &e,
            "x",
            Some(&mut steps::Steps::new()),
            &mut Budget::default(),
        );
        let _ = integrate::antiderivative(
            &e,
            "x",
            Some(&mut steps::Steps::new()),
            &mut Budget::default(),
        );
        let _ = simplify::expand(&e);
        if let Ok(Some(p)) = poly::from_expr(&e, "x") {
            let _ = poly::solve(&p, &mut Budget::default());
        }
    }
});
