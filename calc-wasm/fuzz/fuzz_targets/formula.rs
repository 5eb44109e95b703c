//! Formula calculators: up to three formulas (one a line) over number,
//! select and yes/no inputs, checked and then computed with ordinary and
//! extreme values. Problems point inside their formula; evaluation gives
//! finite numbers or an input error; never a panic or a hang.
#![no_main]

use calc_formula::check;
use calc_core::{CalcSpec, FormulaSpec, Given, InputKind, InputSpec, NumberStyle};
use calc_catalogue::{evaluate};
use libfuzzer_sys::fuzz_target;

fn input(id: &str, kind: InputKind, default: &str) -> InputSpec {
    InputSpec {
        id: id.into(),
        kind,
        default: default.into(),
        when: None,
    }
}

fn number(id: &str, default: &str) -> InputSpec {
    let kind = InputKind::Number {
        min: None,
        max: None,
        above: None,
        below: None,
        integer: false,
    };
    input(id, kind, default)
}

fuzz_target!(|text: &str| {
    let inputs = vec![
        number("a", "2"),
        number("b", "0.1"),
        input(
            "mode",
            InputKind::Select {
                options: vec!["tip".into(), "total".into()],
            },
            "tip",
        ),
        input("flag", InputKind::Bool, "true"),
    ];
    let formulas: Vec<FormulaSpec> = text
        .lines()
        .take(3)
        .enumerate()
        .map(|(i, line)| FormulaSpec {
            output: format!("o{i}"),
            formula: line.to_string(),
        })
        .collect();
    let problems = check(&inputs, &formulas);
    for p in &problems {
        let formula = &formulas[p.output].formula;
        assert!(p.offset <= formula.len(), "{p:?} in {formula:?}");
        assert!(!p.message.is_empty() && !p.hint.is_empty(), "{p:?}");
    }
    if formulas.is_empty() || !problems.is_empty() {
        return;
    }
    let spec = CalcSpec {
        function: String::new(),
        inputs,
        formulas,
    };
    let extremes = [
        ("0", "0"),
        ("-1.5", "1e-27"),
        ("79228162514264337593543950000", "-79228162514264337593543950000"),
        ("1e-30", "3"),
    ];
    for (a, b) in extremes {
        let given: Given = [("a", a), ("b", b), ("mode", "total"), ("flag", "false")]
            .into_iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        if let Ok(out) = evaluate(&spec, &given, NumberStyle::Plain) {
            assert!(out.all_finite(), "{out:?}");
        }
    }
});
