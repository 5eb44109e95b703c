//! `make bench`: how long the integral calculator's engine takes, natively,
//! on the course corpus (src/engine/integrate/corpus.txt): each exercise
//! integrated with steps and checked, the fastest of five runs; prints the
//! median and the worst as Markdown.
//!
//!   cargo run --release -p calc-wasm --example integral_timing

use calc_wasm::engine::integrate::integrate_checked;
use calc_wasm::engine::limits::Budget;
use calc_wasm::engine::parser::{parse_expr, Options};
use calc_wasm::engine::simplify::simplify;
use calc_wasm::engine::steps::Steps;
use std::time::{Duration, Instant};

fn main() {
    let mut times: Vec<(Duration, &str, bool)> = Vec::new();
    for line in include_str!("../engine/src/integrate/corpus.txt").lines() {
        let text = line.split('#').next().unwrap_or("").trim();
        if text.is_empty() {
            continue;
        }
        let Ok(e) = parse_expr(text, &Options::symbolic("x")) else {
            eprintln!("does not parse: {text}");
            std::process::exit(1);
        };
        let e = simplify(&e);
        let mut best = Duration::MAX;
        let mut found = false;
        for _ in 0..5 {
            let start = Instant::now();
            let out = integrate_checked(&e, "x", Some(&mut Steps::new()), &mut Budget::default());
            best = best.min(start.elapsed());
            found = matches!(out, Ok(o) if o.antiderivative.is_some() || o.root_sum.is_some());
        }
        times.push((best, text, found));
    }
    times.sort_by_key(|t| t.0);
    let solved = times.iter().filter(|t| t.2).count();
    let median = times[times.len() / 2].0;
    let (worst, worst_text, _) = times[times.len() - 1];
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!("## Integral calculator, native (course corpus)");
    println!();
    println!("| exercises | solved | median ms | worst ms | worst exercise |");
    println!("|---|---|---|---|---|");
    println!(
        "| {} | {} | {:.2} | {:.2} | `{}` |",
        times.len(),
        solved,
        ms(median),
        ms(worst),
        worst_text
    );
}
