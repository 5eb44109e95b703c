//! The matrix calculator: exact fractions for rational entries. Determinant,
//! inverse, transpose, product, sum, difference, rank, trace, reduced row
//! echelon form (with its row operations as steps), characteristic
//! polynomial and eigenvalues (exact where the roots have closed forms).

use super::fail;
use calc_core::error::InputError;
use calc_core::inputs::Inputs;
use calc_core::outputs::Outputs;
use calc_core::registry::Function;
use calc_engine::limits::Budget;
use calc_engine::matrix::{self as m, parse_matrix, rat_json, rat_text, Matrix};
use calc_engine::poly;
use calc_engine::steps::Steps;
use dashu::rational::RBig;
use serde_json::{json, Value as Json};

pub const FUNCTION: Function = Function {
    id: "matrix",
    inputs: &["operation", "a", "b"],
    outputs: &["result", "resultDecimal", "resultText", "steps"],
    compute,
};

/// Every operation's four outputs: the exact result, its decimal form, its
/// text and the steps.
fn outputs(result: Json, decimal: Json, text: String, steps: &Steps) -> Outputs {
    Outputs::new()
        .json("result", result)
        .json("resultDecimal", decimal)
        .text("resultText", text)
        .json("steps", steps.to_json())
}

fn matrix_outputs(r: &Matrix, steps: &Steps) -> Outputs {
    outputs(r.to_json(), r.to_json_f64(), r.to_text(), steps)
}

/// A single exact number (determinant, trace).
fn number_outputs(x: &RBig, steps: &Steps) -> Outputs {
    outputs(rat_json(x), json!(x.to_f64().value()), rat_text(x), steps)
}

fn compute(inputs: &Inputs) -> Result<Outputs, InputError> {
    let a = parse_matrix(&inputs.number_text("a")?).map_err(fail("a"))?;
    let op = inputs.option("operation")?;
    let mut budget = Budget::default();
    let b = &mut budget;
    let mut steps = Steps::new();
    let two = |inputs: &Inputs| parse_matrix(&inputs.number_text("b")?).map_err(fail("b"));
    let out = match op {
        "determinant" => number_outputs(&m::determinant(&a, b).map_err(fail("a"))?, &steps),
        "trace" => number_outputs(&m::trace(&a).map_err(fail("a"))?, &steps),
        "rank" => {
            let r = m::rank(&a, b).map_err(fail("a"))?;
            outputs(json!(r), json!(r), r.to_string(), &steps)
        }
        "inverse" => matrix_outputs(&m::inverse(&a, b).map_err(fail("a"))?, &steps),
        "transpose" => matrix_outputs(&m::transpose(&a), &steps),
        "rref" => {
            let (r, _) = m::rref(&a, Some(&mut steps), b).map_err(fail("a"))?;
            matrix_outputs(&r, &steps)
        }
        "multiply" => matrix_outputs(
            &m::multiply(&a, &two(inputs)?, b).map_err(fail("b"))?,
            &steps,
        ),
        "add" => matrix_outputs(
            &m::add(&a, &two(inputs)?, false).map_err(fail("b"))?,
            &steps,
        ),
        "subtract" => matrix_outputs(&m::add(&a, &two(inputs)?, true).map_err(fail("b"))?, &steps),
        "characteristicPolynomial" => {
            let p = m::characteristic_polynomial(&a, b).map_err(fail("a"))?;
            let coeffs: Vec<Json> = p.iter().rev().map(rat_json).collect();
            let decimal: Vec<Json> = p.iter().rev().map(|c| json!(c.to_f64().value())).collect();
            let text = calc_engine::expr::to_text(&poly::to_expr(&p, "x"));
            outputs(Json::Array(coeffs), Json::Array(decimal), text, &steps)
        }
        _ => {
            // eigenvalues
            let roots = m::eigenvalues(&a, b).map_err(fail("a"))?;
            let mut values = Vec::new();
            let mut texts = Vec::new();
            let all_real = roots.iter().all(|r| r.im == 0.0);
            for r in &roots {
                for _ in 0..r.multiplicity {
                    values.push(if all_real {
                        json!(r.re)
                    } else {
                        json!({"re": r.re, "im": r.im})
                    });
                    texts.push(r.text());
                }
            }
            outputs(
                Json::Array(values.clone()),
                Json::Array(values),
                texts.join(", "),
                &steps,
            )
        }
    };
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::inputs;

    fn attempt(a: &str, b: &str, op: &str) -> Result<Outputs, InputError> {
        compute(&inputs(
            &[("a", a), ("b", b), ("operation", op)],
            &[],
            &["operation"],
        ))
    }

    fn run(a: &str, b: &str, op: &str) -> Outputs {
        attempt(a, b, op).unwrap()
    }

    fn json_of(out: &Outputs, id: &str) -> Json {
        out.json_of(id)
            .unwrap_or_else(|| panic!("{id}: {:?}", out.get(id)))
            .clone()
    }

    #[test]
    fn contract_operations_match_sympy() {
        // sympy.Matrix([[1,2],[3,4]]): det -2, inv [[-2,1],[3/2,-1/2]], rank 2
        assert_eq!(
            json_of(&run("1 2; 3 4", "", "determinant"), "result"),
            json!(-2)
        );
        assert_eq!(
            json_of(&run("1 2; 3 4", "", "inverse"), "result"),
            json!([[-2, 1], ["3/2", "-1/2"]])
        );
        assert_eq!(
            json_of(&run("1 2; 3 4", "", "inverse"), "resultDecimal"),
            json!([[-2.0, 1.0], [1.5, -0.5]])
        );
        assert_eq!(
            json_of(&run("1 2 3; 4 5 6", "", "transpose"), "result"),
            json!([[1, 4], [2, 5], [3, 6]])
        );
        assert_eq!(
            json_of(&run("1 2; 3 4", "5 6; 7 8", "multiply"), "result"),
            json!([[19, 22], [43, 50]])
        );
        assert_eq!(
            json_of(&run("1 2; 3 4", "5 6; 7 8", "add"), "result"),
            json!([[6, 8], [10, 12]])
        );
        assert_eq!(
            json_of(&run("1 2 3; 4 5 6; 7 8 9", "", "rank"), "result"),
            json!(2)
        );
        assert_eq!(
            json_of(&run("1 2 3; 4 5 6; 7 8 9", "", "rref"), "result"),
            json!([[1, 0, -1], [0, 1, 2], [0, 0, 0]])
        );
        let steps = json_of(&run("1 2 3; 4 5 6; 7 8 9", "", "rref"), "steps");
        assert_eq!(steps[0]["rule"], "addMultipleOfRow");
        assert_eq!(steps[0]["detail"], "R2 - 4*R1");
        // sympy eigenvals of [[2,0,0],[0,3,4],[0,4,9]]: {1, 2, 11}
        assert_eq!(
            json_of(&run("2 0 0; 0 3 4; 0 4 9", "", "eigenvalues"), "result"),
            json!([11.0, 2.0, 1.0])
        );
    }

    #[test]
    fn bad_matrices_blame_their_input() {
        let err = attempt("1 2; 3", "", "determinant").unwrap_err();
        assert_eq!(err.input, "a");
        let err = attempt("1 2; 3 4", "1 2 3", "multiply").unwrap_err();
        assert_eq!(err.input, "b");
        let err = attempt("1 2; 2 4", "", "inverse").unwrap_err();
        assert_eq!(err.input, "a");
    }

    /// The reason the page translates: a non-square matrix's, with its
    /// size, and mismatched sizes' (both were "badArguments", which the
    /// page words as a function missing its argument).
    #[test]
    fn wrong_sizes_say_so_in_a_reason_the_page_translates() {
        use calc_core::error::ErrorKind;
        let reason = |a: &str, b: &str, op: &str| match attempt(a, b, op).unwrap_err().kind {
            ErrorKind::InvalidExpression { reason, token, .. } => (reason, token),
            other => panic!("{other:?}"),
        };
        for op in [
            "inverse",
            "determinant",
            "trace",
            "characteristicPolynomial",
        ] {
            assert_eq!(
                reason("1 2 3; 4 5 6", "", op),
                ("notSquare", Some("2×3".into())),
                "{op}"
            );
        }
        assert_eq!(reason("1 2; 3 4", "1 2 3", "add").0, "matrixSizes");
        assert_eq!(reason("1 2; 3 4", "1 2 3", "multiply").0, "matrixSizes");
    }
}
