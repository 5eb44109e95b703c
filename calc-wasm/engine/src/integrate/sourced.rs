//! The sourced corpus (sourced.txt, issue 33): exercises taken from
//! textbooks through the independent test suites that Rubi collects, each
//! line naming its book and section. Every exercise is solved (its answer
//! differentiated back at 30 digits through every real interval of the
//! integrand, by the property test's own check) or refused as the line
//! says ("refused: non-elementary", "refused: no method"). The check is
//! most of the time (the integration's median is a few ms), so the corpus
//! is checked in parts, one test each, which the test threads share.
//! `make bench` prints the solve rate per source set and the times
//! (calc-wasm/catalogue/examples/integral_timing.rs).

use super::property::{first_wrong_point, parse};
use super::*;

/// What became of one exercise.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Verdict {
    Solved,
    NonElementary,
    NoMethod,
}

/// One line of sourced.txt: the integrand, its source (book and section),
/// and the verdict the line expects.
pub(super) struct Exercise<'a> {
    pub text: &'a str,
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
            Some(Exercise {
                text,
                source,
                expected,
            })
        })
        .collect()
}

/// Integrates one exercise: the verdict, the answer's text, and a reason
/// when the answer is wrong somewhere.
fn run(text: &str) -> (Verdict, String, Option<String>) {
    let f = parse(text);
    let out = integrate_checked(&f, "x", None, &mut Budget::default());
    match out {
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
    }
}

/// The parts the corpus is checked in (every PARTS-th exercise each).
const PARTS: usize = 8;

/// Checks part `part` of the corpus: each exercise's verdict is the one its
/// line records, and no answer is wrong at any point checked.
fn check_part(part: usize) {
    let all = exercises();
    assert!(all.len() >= 250, "only {} sourced exercises", all.len());
    let mut problems = Vec::new();
    for ex in all.iter().skip(part).step_by(PARTS) {
        let (verdict, answer, wrong) = run(ex.text);
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
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

mod every_sourced_exercise_is_solved_or_refused_as_recorded {
    use super::{check_part, PARTS};

    macro_rules! parts {
        ($($name:ident = $part:literal),* $(,)?) => {
            $(
                #[test]
                fn $name() {
                    check_part($part);
                }
            )*
            /// Every part has its test.
            #[test]
            fn parts_cover_the_corpus() {
                assert_eq!([$($part),*].len(), PARTS);
            }
        };
    }

    parts!(
        part_1 = 0,
        part_2 = 1,
        part_3 = 2,
        part_4 = 3,
        part_5 = 4,
        part_6 = 5,
        part_7 = 6,
        part_8 = 7,
    );
}
