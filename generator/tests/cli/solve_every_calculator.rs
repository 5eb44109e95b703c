//! Issue 41's property of `calcula eval --solve`, on every calculator of
//! the content (content/calculators, never a list kept here) in its main
//! definition and in every site language that has a page for it:
//!
//! - for every number input and every numeric output it moves, the target
//!   the output takes with the input moved is solved for as that language's
//!   page solves it (an amount on its grid of cents, the output as the page
//!   shows it: eval::goal_on_page), and every value found, evaluated again,
//!   gives the target (to 1e-9, relative; a target of 0 by 0, or by a change
//!   of sign at the value: docs/eval.md), or, a value on the input's grid,
//!   an output shown as the target is; a target the output steps over lies
//!   between the two values either side; none is out of reach;
//! - whatever is asked (the hostile targets and texts below, from the fuzz
//!   corpus in calc-wasm/fuzz/seeds and tests/no_wrong_number.rs), what is
//!   printed is JSON that a terminal cannot act on, without −0, and a
//!   refusal's numbers are short (no 309-digit 1e308). Each input's first
//!   pair is also solved for one hostile target and with one hostile text,
//!   taken in turn from the lists below, so every input meets one of each
//!   and every one of them meets many calculators.
//!
//! A language whose page computes as the main definition does (the same
//! spec, the same grid) would solve the same solves again: it is checked
//! once. Run in release (make test) it takes a few seconds.

use calc_core::solve::{on_grid, Goal};
use calc_core::{CalcSpec, Given, InputKind};
use generator::content::Calculator;
use generator::error::unsafe_on_terminal;
use generator::eval::{goal_on_page, load_calculator, run_spec, solve_spec, spec_of, EvalError};
use serde_json::Value;
use std::path::{Path, PathBuf};

/// Targets no calculator is built for: zero both ways, the largest and
/// smallest doubles, and the fuzz targets' extremes (fuzz_targets/formula.rs).
const HOSTILE_TARGETS: &[f64] = &[
    0.0,
    -0.0,
    1e308,
    -1e308,
    5e-324,
    79_228_162_514_264_337_593_543_950_000.0,
    -1.5,
    1e-27,
];

/// Texts that break terminals and naive printing, besides the fuzz seeds.
const HOSTILE_TEXTS: &[&str] = &["a\u{7f}b", "x\u{1b}]0;t\u{7}", "\u{202e}abc", "-0", "1e308"];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

/// The fuzz corpus's texts (calc-wasm/fuzz/seeds/<target>/<n>), the ones
/// that are text at all.
fn seed_texts(root: &Path) -> Vec<String> {
    let mut texts = Vec::new();
    for target in std::fs::read_dir(root.join("calc-wasm/fuzz/seeds")).unwrap() {
        let mut files: Vec<PathBuf> = std::fs::read_dir(target.unwrap().path())
            .unwrap()
            .map(|f| f.unwrap().path())
            .collect();
        files.sort();
        for file in files {
            if let Ok(text) = String::from_utf8(std::fs::read(file).unwrap()) {
                texts.push(text);
            }
        }
    }
    texts.sort();
    texts.extend(HOSTILE_TEXTS.iter().map(|t| t.to_string()));
    texts
}

/// What is wrong with one answer of `--solve` (or `eval`), if anything.
fn problems(printed: &Result<String, EvalError>) -> Vec<String> {
    match printed {
        Ok(text) => {
            let mut found = Vec::new();
            if let Some(c) = text.chars().find(|&c| unsafe_on_terminal(c)) {
                found.push(format!("prints {c:?} raw"));
            }
            match serde_json::from_str::<Value>(text) {
                Ok(v) => negative_zeros(&v, "", &mut found),
                Err(e) => found.push(format!("not JSON ({e}): {text}")),
            }
            found
        }
        Err(EvalError::Input(message) | EvalError::Content(message)) => {
            let longest = message
                .split(|c: char| !c.is_ascii_digit())
                .map(str::len)
                .max()
                .unwrap_or(0);
            if longest > 17 {
                vec![format!("a number of {longest} digits in: {message}")]
            } else {
                vec![]
            }
        }
    }
}

fn negative_zeros(v: &Value, path: &str, found: &mut Vec<String>) {
    match v {
        Value::Number(n) if n.as_f64().is_some_and(|x| x == 0.0 && x.is_sign_negative()) => {
            found.push(format!("{path} is -0"));
        }
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                negative_zeros(item, &format!("{path}[{i}]"), found);
            }
        }
        Value::Object(fields) => {
            for (k, item) in fields {
                negative_zeros(item, &format!("{path}.{k}"), found);
            }
        }
        _ => {}
    }
}

fn given(pairs: &[(&str, String)]) -> Given {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.clone()))
        .collect()
}

/// The numeric outputs of what `eval` printed.
fn numbers(printed: &str) -> Vec<(String, f64)> {
    let v: Value = serde_json::from_str(printed).unwrap();
    v.as_object()
        .unwrap()
        .iter()
        .filter_map(|(k, v)| v.as_f64().map(|x| (k.clone(), x)))
        .collect()
}

/// Output `output` of `spec` with `input` at `x` (as `--solve` prints it).
fn output_at(spec: &CalcSpec, input: &str, x: &Value, output: &str) -> Option<f64> {
    let printed = run_spec(spec, &given(&[(input, x.to_string())])).ok()?;
    let v: Value = serde_json::from_str(&printed).ok()?;
    v[output].as_f64()
}

/// The target is met at value `x` as docs/eval.md states it.
fn meets(spec: &CalcSpec, goal: &Goal, x: f64) -> bool {
    let (input, output, target) = (goal.input.as_str(), goal.output.as_str(), goal.target);
    let at = |x: f64| output_at(spec, input, &serde_json::json!(x), output);
    let Some(y) = at(x) else { return false };
    if (y - target).abs() <= 1e-9 * target.abs() {
        return true;
    }
    // A value on the input's grid (cents, or the whole numbers of a
    // whole-number input) whose output is shown as the target.
    let whole = spec
        .inputs
        .iter()
        .any(|i| i.id == input && matches!(i.kind, InputKind::Number { integer: true, .. }));
    let grid = goal.grid.or(whole.then_some(0));
    if let (Some(grid), Some(shown)) = (grid, goal.shown) {
        if on_grid(x, grid) == x && on_grid(y, shown) == on_grid(target, shown) {
            return true;
        }
    }
    let d = 4.0 * f64::EPSILON * x.abs().max(f64::MIN_POSITIVE);
    target == 0.0
        && matches!((at(x - d), at(x + d)), (Some(a), Some(b)) if a == 0.0 || b == 0.0 || (a < 0.0) != (b < 0.0))
}

#[derive(Default)]
struct Tally {
    reached: usize,
    pairs: usize,
    hostile: usize,
    failures: Vec<String>,
}

impl Tally {
    fn check(&mut self, what: &str, printed: &Result<String, EvalError>) {
        for problem in problems(printed) {
            self.failures.push(format!("{what}: {problem}"));
        }
    }
}

/// One calculator as one language's page (or the main definition) runs it.
struct Page {
    name: String,
    calc: std::sync::Arc<Calculator>,
    lang: Option<String>,
    spec: CalcSpec,
}

fn check_spec(page: &Page, seeds: &[String], tally: &mut Tally) {
    let (name, spec) = (&page.name, &page.spec);
    let goal = |input: &str, output: &str, target: f64| {
        goal_on_page(&page.calc, page.lang.as_deref(), input, output, target)
    };
    let Ok(at_defaults) = run_spec(spec, &Given::new()) else {
        return;
    };
    let defaults = numbers(&at_defaults);
    let texts: Vec<&str> = spec
        .inputs
        .iter()
        .filter(|i| matches!(i.kind, InputKind::Text { .. }))
        .map(|i| i.id.as_str())
        .collect();
    // Every (input, moved value, output, target) pair the input moves.
    let mut pairs = Vec::new();
    for input in &spec.inputs {
        let Some(x1) = input
            .default
            .parse()
            .ok()
            .and_then(|x0| calc_catalogue::testing::another_value(&input.kind, x0))
        else {
            continue;
        };
        let Ok(there) = run_spec(spec, &given(&[(&input.id, format!("{x1:e}"))])) else {
            continue;
        };
        for (output, target) in numbers(&there) {
            if !defaults.iter().any(|(id, y)| *id == output && *y == target) {
                pairs.push((input.id.as_str(), output, target));
            }
        }
    }
    let mut hostile_for = std::collections::HashSet::new();
    for (input, output, target) in pairs {
        let what = format!("{name} --solve {input} {output}={target:e}");
        let wanted = goal(input, &output, target);
        let printed = solve_spec(spec, &Given::new(), &wanted);
        tally.check(&what, &printed);
        tally.pairs += 1;
        match &printed {
            Ok(text) => {
                let v: Value = serde_json::from_str(text).unwrap();
                for x in v["solution"]["values"].as_array().into_iter().flatten() {
                    tally.reached += 1;
                    if !meets(spec, &wanted, x.as_f64().unwrap()) {
                        tally
                            .failures
                            .push(format!("{what}: {input} = {x} misses it"));
                    }
                }
            }
            // The output steps over the target (a tax bracket, a whole
            // count, the cents either side): said so, with the two values.
            Err(EvalError::Input(message)) if message.contains(" exactly: ") => {}
            Err(EvalError::Input(message) | EvalError::Content(message)) => tally.failures.push(
                format!("{what}: the output takes it elsewhere, yet: {message}"),
            ),
        }
        // One hostile target and one hostile text, in turn, for each input
        // (its first pair): every input of every calculator meets them.
        if !hostile_for.insert(input) {
            continue;
        }
        let turn = tally.hostile;
        let target = HOSTILE_TARGETS[turn % HOSTILE_TARGETS.len()];
        let what = format!("{name} --solve {input} {output}={target:e}");
        tally.check(
            &what,
            &solve_spec(spec, &Given::new(), &goal(input, &output, target)),
        );
        tally.hostile += 1;
        if let Some(text) = texts.get(turn % texts.len().max(1)) {
            let seed = &seeds[turn % seeds.len()];
            let hostile = given(&[(text, seed.clone())]);
            let what = format!("{name} {text}={seed:?} --solve {input} {output}");
            tally.check(&what, &run_spec(spec, &hostile));
            tally.check(
                &what,
                &solve_spec(spec, &hostile, &goal(input, &output, target)),
            );
        }
    }
}

#[test]
fn every_solve_hits_its_target_and_prints_json_without_negative_zero() {
    let root = root();
    let seeds = seed_texts(&root);
    let ids = content_model::calculator::list_ids(&root);
    assert!(
        ids.len() > 40,
        "the content lists {} calculators",
        ids.len()
    );
    let langs = content_model::language_codes(&root).unwrap();
    // Each calculator's main definition, and each language's where its
    // page computes otherwise (a market, other defaults).
    let mut specs: Vec<Page> = Vec::new();
    for id in &ids {
        let (calc, _) = load_calculator(&root, id, None).unwrap_or_else(|_| panic!("{id}"));
        let calc = std::sync::Arc::new(calc);
        let main = spec_of(&calc, None);
        for lang in &langs {
            // A language without a page for this calculator is refused.
            let Ok((_, Some(lang))) = load_calculator(&root, id, Some(lang)) else {
                continue;
            };
            let spec = spec_of(&calc, Some(&lang));
            // A market's own definition may show its fields otherwise.
            if spec != main || calc.markets.contains_key(&lang) {
                specs.push(Page {
                    name: format!("{id} --lang {lang}"),
                    calc: calc.clone(),
                    lang: Some(lang),
                    spec,
                });
            }
        }
        specs.push(Page {
            name: id.clone(),
            calc,
            lang: None,
            spec: main,
        });
    }
    // Calculators share nothing: one thread per core.
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let tallies: Vec<Tally> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                let (specs, seeds) = (&specs, &seeds);
                scope.spawn(move || {
                    let mut tally = Tally::default();
                    for page in specs.iter().skip(t).step_by(threads) {
                        check_spec(page, seeds, &mut tally);
                    }
                    tally
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().unwrap()).collect()
    });
    let mut tally = Tally::default();
    for t in tallies {
        tally.pairs += t.pairs;
        tally.reached += t.reached;
        tally.hostile += t.hostile;
        tally.failures.extend(t.failures);
    }
    eprintln!(
        "solve: {} calculators and languages, {} pairs, {} values re-evaluated, {} hostile cases",
        specs.len(),
        tally.pairs,
        tally.reached,
        tally.hostile
    );
    assert!(tally.pairs > 1000, "only {} pairs solved", tally.pairs);
    assert!(
        tally.reached > 1000,
        "only {} values reached",
        tally.reached
    );
    assert!(
        tally.failures.is_empty(),
        "{} failures, the first:\n{}",
        tally.failures.len(),
        tally.failures[..tally.failures.len().min(40)].join("\n")
    );
}
