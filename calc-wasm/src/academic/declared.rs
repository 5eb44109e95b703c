//! The academic calculators' input declarations, as their YAML files
//! carry them, written in Rust for the two places that do not read
//! the YAML: the eval-contract unit tests (`contract_tests` in `mod.rs`) and
//! the fuzz target `fuzz/fuzz_targets/academic.rs` (a separate crate, so
//! this is public rather than `cfg(test)`). Not part of the library's
//! interface.

use crate::spec::{CalcSpec, Condition, InputKind, InputSpec};

fn text(id: &str, max_length: usize, default: &str) -> InputSpec {
    InputSpec {
        id: id.into(),
        kind: InputKind::Text { max_length },
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

/// `spec`, shown only while `input` has one of the values `is`.
fn when(mut spec: InputSpec, input: &str, is: &[&str]) -> InputSpec {
    spec.when = Some(Condition {
        input: input.into(),
        is: is.iter().map(|v| v.to_string()).collect(),
    });
    spec
}

/// The input declarations of calculator `id`'s YAML file
/// (`content/calculators/<id>.yaml`; the generator's test
/// `declared_academic_inputs_match_the_yaml` checks that they agree); none
/// for an unknown id.
pub fn spec(id: &str) -> CalcSpec {
    let inputs = match id {
        "basic" => vec![text("expression", 1000, "0.1 + 0.2")],
        "scientific" => vec![
            text("expression", 2000, "(1 + sqrt(5))/2"),
            select("angleUnit", &["deg", "rad"], "rad"),
            number("digits", 1.0, 1000.0, true, "15"),
        ],
        "fraction" => vec![text("expression", 1000, "1 3/4 + 2/3")],
        "algebra" => vec![
            text("equation", 2000, "x^2 - 5x + 6 = 0"),
            text("variable", 20, ""),
            select(
                "operation",
                &["solve", "expand", "factor", "simplify"],
                "solve",
            ),
        ],
        "derivative" => vec![
            text("expression", 2000, "x^2*sin(x)"),
            text("variable", 20, "x"),
            text("at", 500, ""),
            number("order", 1.0, 10.0, true, "1"),
        ],
        "integral" => vec![
            text("expression", 2000, "x*sin(x)"),
            text("variable", 20, "x"),
            text("lower", 200, ""),
            text("upper", 200, ""),
        ],
        "quadratic" => vec![
            text("a", 200, "1"),
            text("b", 200, "-2"),
            text("c", 200, "-4"),
        ],
        "matrix" => vec![
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
                "inverse",
            ),
            text("a", 5000, "2 -1 0; -1 2 -1; 0 -1 2"),
            when(
                text("b", 5000, "1 2 3; 4 5 6; 7 8 10"),
                "operation",
                &["multiply", "add", "subtract"],
            ),
        ],
        "standard-deviation" => vec![
            text("values", 100_000, "2, 4, 4, 4, 5, 5, 7, 9"),
            select("type", &["sample", "population"], "sample"),
        ],
        "gpa" => vec![
            text(
                "courses",
                20_000,
                "Calculus A 3\nPhysics B+ 4\nHistory A- 3",
            ),
            select("scale", &["standard", "aPlus43", "tenPoint"], "standard"),
            number("priorGpa", 0.0, 10.0, false, "0"),
            number("priorCredits", 0.0, 1000.0, false, "0"),
        ],
        "grade" => vec![
            text(
                "grades",
                20_000,
                "Homework 90 20\nMidterm 85 30\nQuizzes 78 50",
            ),
            InputSpec {
                id: "finalWeight".into(),
                kind: InputKind::Number {
                    min: Some(0.0),
                    max: None,
                    above: None,
                    below: Some(100.0),
                    integer: false,
                },
                default: "25".into(),
                when: None,
            },
            number("targetGrade", 0.0, 200.0, false, "85"),
        ],
        "rounding" => vec![
            text("number", 1000, "2.675"),
            select(
                "roundTo",
                &["decimals", "significant", "multiple"],
                "decimals",
            ),
            when(
                number("places", -20.0, 100.0, true, "2"),
                "roundTo",
                &["decimals", "significant"],
            ),
            when(
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
                "roundTo",
                &["multiple"],
            ),
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
        formulas: Vec::new(),
    }
}
