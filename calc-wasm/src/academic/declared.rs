//! The academic calculators' input declarations, as their YAML files
//! should carry them, written in Rust for the two places that do not read
//! the YAML: the eval-contract unit tests (`contract_tests` in `mod.rs`) and
//! the fuzz target `fuzz/fuzz_targets/academic.rs` (a separate crate, so
//! this is public rather than `cfg(test)`). Not part of the library's
//! interface.

use crate::spec::{CalcSpec, InputKind, InputSpec};

fn text(id: &str, default: &str) -> InputSpec {
    InputSpec {
        id: id.into(),
        kind: InputKind::Text { max_length: 10_000 },
        default: default.into(),
        when: None,
    }
}

fn select(id: &str, options: &[&str], default: &str) -> InputSpec {
    InputSpec {
        id: id.into(),
        kind: InputKind::Select {
            options: options.iter().map(|o| o.to_string()).collect(),
        },
        default: default.into(),
        when: None,
    }
}

fn number(id: &str, min: f64, max: f64, integer: bool, default: &str) -> InputSpec {
    InputSpec {
        id: id.into(),
        kind: InputKind::Number {
            min: Some(min),
            max: Some(max),
            above: None,
            below: None,
            integer,
        },
        default: default.into(),
        when: None,
    }
}

/// The input declarations calculator `id`'s YAML file should carry (none
/// for an unknown id).
pub fn spec(id: &str) -> CalcSpec {
    let inputs = match id {
        "basic" => vec![text("expression", "0.1 + 0.2")],
        "scientific" => vec![
            text("expression", "2*sin(pi/6)"),
            select("angleUnit", &["deg", "rad"], "rad"),
            number("digits", 1.0, 1000.0, true, "15"),
        ],
        "fraction" => vec![text("expression", "1 3/4 + 2/3")],
        "algebra" => vec![
            text("equation", "x^2 - 5x + 6 = 0"),
            text("variable", ""),
            select(
                "operation",
                &["solve", "expand", "factor", "simplify"],
                "solve",
            ),
        ],
        "derivative" => vec![
            text("expression", "x^2*sin(x)"),
            text("variable", "x"),
            text("at", ""),
            number("order", 1.0, 10.0, true, "1"),
        ],
        "integral" => vec![
            text("expression", "x*sin(x)"),
            text("variable", "x"),
            text("lower", ""),
            text("upper", ""),
        ],
        "quadratic" => vec![text("a", "1"), text("b", "-3"), text("c", "2")],
        "matrix" => vec![
            text("a", "1 2; 3 4"),
            text("b", "5 6; 7 8"),
            select(
                "operation",
                &[
                    "determinant",
                    "inverse",
                    "transpose",
                    "multiply",
                    "add",
                    "subtract",
                    "rank",
                    "rref",
                    "eigenvalues",
                    "trace",
                    "characteristicPolynomial",
                ],
                "determinant",
            ),
        ],
        "standard-deviation" => vec![
            text("values", "2, 4, 4, 4, 5, 5, 7, 9"),
            select("type", &["sample", "population"], "sample"),
        ],
        "gpa" => vec![
            text("courses", "Calculus A 3\nPhysics B+ 4\nHistory A- 3"),
            select("scale", &["standard", "aPlus43"], "standard"),
            number("priorGpa", 0.0, 4.3, false, "0"),
            number("priorCredits", 0.0, 1000.0, false, "0"),
        ],
        "grade" => vec![
            text("grades", "Homework 90 20\nMidterm 85 30\nQuizzes 78 50"),
            number("finalWeight", 0.0, 99.0, false, "0"),
            number("targetGrade", 0.0, 200.0, false, "90"),
        ],
        "rounding" => vec![
            text("number", "2.675"),
            select(
                "roundTo",
                &["decimals", "significant", "multiple"],
                "decimals",
            ),
            number("places", -20.0, 100.0, true, "2"),
            InputSpec {
                id: "multiple".into(),
                kind: InputKind::Number {
                    min: None,
                    max: None,
                    above: Some(0.0),
                    below: None,
                    integer: false,
                },
                default: "5".into(),
                when: None,
            },
            select(
                "method",
                &[
                    "halfUp", "halfDown", "halfEven", "up", "down", "ceiling", "floor",
                ],
                "halfUp",
            ),
        ],
        _ => vec![],
    };
    CalcSpec {
        function: id.into(),
        inputs,
    }
}
