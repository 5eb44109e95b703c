//! `make bench`: how long the integral calculator's engine takes, natively,
//! on the course corpus (src/engine/integrate/corpus.txt) and on the
//! sourced textbook exercises (sourced.txt, issue 33): each exercise
//! integrated with steps and checked, the fastest of five runs; prints the
//! median and the worst, and the solve rate of each source set, as
//! Markdown.
//!
//!   cargo run --release -p calc-catalogue --example integral_timing

use calc_engine::integrate::{integrate_checked, NotFound};
use calc_engine::limits::Budget;
use calc_engine::parser::{parse_expr, Options};
use calc_engine::simplify::simplify;
use calc_engine::steps::Steps;
use std::time::{Duration, Instant};

/// What became of one exercise.
#[derive(Clone, Copy, PartialEq)]
enum Verdict {
    Solved,
    NonElementary,
    NoMethod,
}

/// The fastest of five runs, and the verdict.
fn time(text: &str) -> (Duration, Verdict) {
    let Ok(e) = parse_expr(text, &Options::symbolic("x")) else {
        eprintln!("does not parse: {text}");
        std::process::exit(1);
    };
    let e = simplify(&e);
    let mut best = Duration::MAX;
    let mut verdict = Verdict::NoMethod;
    for _ in 0..5 {
        let start = Instant::now();
        let out = integrate_checked(&e, "x", Some(&mut Steps::new()), &mut Budget::default());
        best = best.min(start.elapsed());
        verdict = match out {
            Ok(o) if o.antiderivative.is_some() || o.root_sum.is_some() => Verdict::Solved,
            Ok(o)
                if matches!(
                    o.not_found,
                    Some(NotFound::NonElementary | NotFound::Chebyshev)
                ) =>
            {
                Verdict::NonElementary
            }
            _ => Verdict::NoMethod,
        };
    }
    (best, verdict)
}

/// The integrand and the source of each line ("integrand # source").
fn lines(text: &'static str) -> impl Iterator<Item = (&'static str, &'static str)> {
    text.lines().filter_map(|line| {
        let (integrand, source) = line.split_once('#')?;
        let integrand = integrand.trim();
        (!integrand.is_empty()).then_some((integrand, source.trim()))
    })
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn main() {
    let mut times: Vec<(Duration, &str, Verdict)> = Vec::new();
    for (text, _) in lines(include_str!("../../engine/src/integrate/corpus.txt")) {
        let (d, v) = time(text);
        times.push((d, text, v));
    }
    let course = times.len();
    // Per source set (the book): exercises, solved, non-elementary, no method.
    let mut sets: Vec<(&str, [usize; 4])> = Vec::new();
    for (text, source) in lines(include_str!("../../engine/src/integrate/sourced.txt")) {
        let (d, v) = time(text);
        times.push((d, text, v));
        let set = source.split(" §").next().unwrap_or(source);
        let i = match sets.iter().position(|(s, _)| *s == set) {
            Some(i) => i,
            None => {
                sets.push((set, [0; 4]));
                sets.len() - 1
            }
        };
        let c = &mut sets[i].1;
        c[0] += 1;
        c[match v {
            Verdict::Solved => 1,
            Verdict::NonElementary => 2,
            Verdict::NoMethod => 3,
        }] += 1;
    }
    let course_solved = times[..course]
        .iter()
        .filter(|t| t.2 == Verdict::Solved)
        .count();
    times.sort_by_key(|t| t.0);
    let median = times[times.len() / 2].0;
    let (worst, worst_text, _) = times[times.len() - 1];
    println!("## Integral calculator, native (course corpus and sourced exercises)");
    println!();
    println!("| exercises | median ms | worst ms | worst exercise |");
    println!("|---|---|---|---|");
    println!(
        "| {} | {:.2} | {:.2} | `{}` |",
        times.len(),
        ms(median),
        ms(worst),
        worst_text
    );
    println!();
    println!("| set | exercises | solved | refused: non-elementary | no method found |");
    println!("|---|---|---|---|---|");
    println!("| course corpus (corpus.txt) | {course} | {course_solved} | | |");
    for (set, [n, solved, non, none]) in sets {
        println!(
            "| {set} | {n} | {solved} ({:.1} %) | {non} | {none} |",
            100.0 * solved as f64 / n as f64
        );
    }
}
