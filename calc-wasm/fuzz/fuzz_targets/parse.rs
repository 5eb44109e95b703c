//! Any text through the lexer and parser, with every option the academic
//! calculators use: an error or a tree, never a panic.
#![no_main]

use calc_engine::parser::{lower, parse, parse_equation, Options, Vars};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let options = [
        Options::default(),
        Options::symbolic("x"),
        Options {
            vars: Vars::Only(vec!["x".into(), "y".into()]),
            mixed_numbers: true,
        },
    ];
    for o in &options {
        if let Ok(ast) = parse(text, o) {
            let _ = lower(&ast);
        }
        if let Ok((lhs, rhs)) = parse_equation(text, o) {
            let _ = lower(&lhs);
            let _ = rhs.map(|r| lower(&r));
        }
    }
    // Located errors point inside the text.
    if let Err(e) = parse(text, &Options::default()) {
        if let Some(p) = e.position {
            assert!(p <= text.chars().count(), "{p} in {text:?}");
        }
    }
});
