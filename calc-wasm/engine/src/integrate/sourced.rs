//! The sourced corpus (sourced.txt, issue 33): exercises taken from
//! textbooks through the independent test suites that Rubi collects, each
//! line naming its book and section. Every exercise is solved (its answer
//! differentiated back at 30 digits through every real interval of the
//! integrand, by the property test's own check) or refused as the line
//! says ("refused: non-elementary", "refused: no method"). Prints the
//! solve rate per source set and the median and worst time (`make bench`
//! prints the release build's).

use super::property::{first_wrong_point, parse};
use super::*;
use std::time::{Duration, Instant};

/// What became of one exercise.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Verdict {
    Solved,
    NonElementary,
    NoMethod,
}

/// One line of sourced.txt: the integrand, its set (the book), the whole
/// source, and the verdict the line expects.
pub(super) struct Exercise<'a> {
    pub text: &'a str,
    pub set: &'a str,
    pub source: &'a str,
    pub expected: Verdict,
}

pub(super) fn exercises() -> Vec<Exercise<'static>> {
    include_str!("sourced.txt")
        .lines()
        .filter_map(|line| {
            let (text, rest) = line.split_once('#')?;
            let text = text.trim();
            if text.is_empty() {
                return None;
            }
            let (source, verdict) = match rest.split_once('|') {
                Some((s, v)) => (s.trim(), v.trim()),
                None => (rest.trim(), ""),
            };
            let expected = if verdict.starts_with("refused: non-elementary") {
                Verdict::NonElementary
            } else if verdict.starts_with("refused: no method found") {
                Verdict::NoMethod
            } else {
                assert!(verdict.is_empty(), "unknown verdict in: {line}");
                Verdict::Solved
            };
            let set = source.split(" §").next().unwrap_or(source);
            Some(Exercise {
                text,
                set,
                source,
                expected,
            })
        })
        .collect()
}

/// Integrates one exercise: the verdict, the answer's text, a reason
/// when the answer is wrong somewhere, and the time the engine took
/// (without this test's own check).
fn run(text: &str) -> (Verdict, String, Option<String>, Duration) {
    let f = parse(text);
    let start = Instant::now();
    let out = integrate_checked(&f, "x", None, &mut Budget::default());
    let took = start.elapsed();
    let (verdict, answer, wrong) = match out {
        Ok(Outcome {
            antiderivative: Some(big),
            ..
        }) => {
            let wrong = if f.has_var("x") {
                first_wrong_point(&f, &big)
            } else {
                None
            };
            (Verdict::Solved, to_text(&big), wrong)
        }
        Ok(Outcome {
            root_sum: Some(r), ..
        }) => (Verdict::Solved, r.text, None),
        Ok(Outcome {
            not_found: Some(NotFound::NonElementary | NotFound::Chebyshev),
            ..
        }) => (Verdict::NonElementary, String::new(), None),
        Ok(_) => (Verdict::NoMethod, String::new(), None),
        Err(e) => (Verdict::NoMethod, format!("error {e:?}"), None),
    };
    (verdict, answer, wrong, took)
}

#[test]
fn every_sourced_exercise_is_solved_or_refused_as_recorded() {
    let all = exercises();
    assert!(all.len() >= 250, "only {} sourced exercises", all.len());
    let mut problems = Vec::new();
    let mut times = Vec::new();
    // Per set: (exercises, solved, non-elementary, no method).
    let mut sets: Vec<(&str, [usize; 4])> = Vec::new();
    for ex in &all {
        let (verdict, answer, wrong, took) = run(ex.text);
        times.push((took, ex.text));
        if let Some(why) = wrong {
            problems.push(format!(
                "WRONG ∫ {} = {answer}: {why} ({})",
                ex.text, ex.source
            ));
        }
        if verdict != ex.expected {
            problems.push(format!(
                "∫ {}: {verdict:?} {answer}, recorded {:?} ({})",
                ex.text, ex.expected, ex.source
            ));
        }
        let i = match sets.iter().position(|(s, _)| *s == ex.set) {
            Some(i) => i,
            None => {
                sets.push((ex.set, [0; 4]));
                sets.len() - 1
            }
        };
        let counts = &mut sets[i].1;
        counts[0] += 1;
        counts[match verdict {
            Verdict::Solved => 1,
            Verdict::NonElementary => 2,
            Verdict::NoMethod => 3,
        }] += 1;
    }
    eprintln!("| set | exercises | solved | non-elementary | no method found |");
    eprintln!("|---|---|---|---|---|");
    for (set, [n, solved, non, none]) in &sets {
        eprintln!(
            "| {set} | {n} | {solved} ({:.1} %) | {non} | {none} |",
            100.0 * *solved as f64 / *n as f64
        );
    }
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let (worst, worst_text) = times[times.len() - 1];
    eprintln!(
        "median {:.2} ms, worst {:.1} ms (∫ {worst_text}){}",
        ms(times[times.len() / 2].0),
        ms(worst),
        if cfg!(debug_assertions) {
            ", unoptimised build"
        } else {
            ""
        }
    );
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
