//! `make bench`: the expression engine against its speed goals, natively in
//! an optimised build (the tests check only that nothing hangs: a clock in
//! a pass/fail test measures the build and the machine as much as the code).
//!
//! - a 50-digit expression and a symbolic derivative with steps: 5 ms each;
//! - every operation of the academic tools on the hardest inputs known
//!   (calc-engine's `hard_inputs`: what `make fuzz` found slowest and
//!   pathological texts): 100 ms each.
//!
//! Each the fastest of several runs; prints Markdown.
//!
//!   cargo run --release -p calc-catalogue --example engine_timing

use calc_engine::hard_inputs::{each_operation, pathological, FUZZ_FOUND};
use calc_engine::limits::Budget;
use calc_engine::parser::{parse_expr, Options};
use calc_engine::steps::Steps;
use calc_engine::{calculate, derive, simplify, Angle};
use std::time::{Duration, Instant};

/// The fastest of `n` runs of `f`.
fn best_of(n: usize, f: &mut dyn FnMut()) -> Duration {
    (0..n)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed()
        })
        .min()
        .unwrap_or_default()
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn verdict(took: Duration, goal_ms: f64) -> &'static str {
    if ms(took) <= goal_ms {
        "met"
    } else {
        "MISSED"
    }
}

fn main() {
    // Warm-up first (the shared constant cache).
    let _ = calculate("sin(1)+ln(2)+pi", 50, Angle::Rad);
    let expr = "sin(pi/7)^2 + exp(1/3) * ln(10) - sqrt(2) / atan(0.5) + cosh(1.5)^e";
    let numeric = best_of(5, &mut || {
        calculate(expr, 50, Angle::Rad).expect("the 50-digit expression evaluates");
    });
    let function = simplify::simplify(
        &parse_expr(
            "x^3*sin(x)*e^(2x)/(1+x^2) + ln(cos(x)^2 + 2) - atan(sqrt(x))",
            &Options::symbolic("x"),
        )
        .expect("the derivative's function parses"),
    );
    let symbolic = best_of(5, &mut || {
        derive::derivative(
            &function,
            "x",
            Some(&mut Steps::new()),
            &mut Budget::default(),
        )
        .expect("the derivative exists");
    });

    let mut runs = 0;
    let mut over = 0;
    let mut worst = (Duration::ZERO, String::new());
    let pathological = pathological();
    let cases = FUZZ_FOUND.iter().map(|&(t, d)| (t, d)).chain(
        pathological
            .iter()
            .flat_map(|t| [(t.as_str(), 15), (t.as_str(), 1000)]),
    );
    for (text, digits) in cases {
        each_operation(text, digits, &mut |what, f| {
            let took = best_of(3, f);
            runs += 1;
            if ms(took) > 100.0 {
                over += 1;
            }
            if took > worst.0 {
                let shown: String = text.chars().take(60).collect();
                worst = (took, format!("{what}, {digits} digits: `{shown}`"));
            }
        });
    }

    println!("## Expression engine, native (goals)");
    println!();
    println!("| measure | ms | goal ms | |");
    println!("|---|---|---|---|");
    println!(
        "| 50-digit expression | {:.3} | 5 | {} |",
        ms(numeric),
        verdict(numeric, 5.0)
    );
    println!(
        "| symbolic derivative with steps | {:.3} | 5 | {} |",
        ms(symbolic),
        verdict(symbolic, 5.0)
    );
    println!(
        "| slowest of {runs} operations on the hardest inputs ({over} over the goal): {} | {:.1} | 100 | {} |",
        worst.1,
        ms(worst.0),
        verdict(worst.0, 100.0)
    );
}
