//! The matrix calculator: exact fractions for rational entries. Determinant,
//! inverse, transpose, product, sum, difference, rank, trace, reduced row
//! echelon form (with its row operations as steps), characteristic
//! polynomial and eigenvalues (exact where the roots have closed forms),
//! eigenvectors (exact for rational and quadratic-surd eigenvalues), powers
//! Aⁿ, LU with partial pivoting and QR by Gram–Schmidt, with steps.

use super::fail;
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;
use calc_engine::decompose;
use calc_engine::eigen::{self, Eigen};
use calc_engine::expr::{to_text, Expr};
use calc_engine::limits::Budget;
use calc_engine::matrix::{self as m, parse_matrix, rat_json, rat_text, Matrix};
use calc_engine::poly;
use calc_engine::steps::Steps;
use calc_engine::surd::complex_f64_text;
use dashu::rational::RBig;
use serde_json::{json, Value as Json};

calc_core::calculator! {
    mod matrix = "matrix" (compute) {
        inputs { operation: Choice, a: Text, b: Text, n: Number }
        outputs {
            result: Json,
            resultDecimal: Json,
            resultText: Text,
            steps: Json,
            factorL: Json,
            factorU: Json,
            permutation: Json,
            factorQ: Json,
            factorR: Json,
        }
    }
}
pub const FUNCTION: Function = matrix::FUNCTION;
use matrix::{input as i, output as o, In, Out};

/// Every operation's four outputs: the exact result, its decimal form, its
/// text and the steps.
fn outputs(result: Json, decimal: Json, text: String, steps: &Steps) -> Out {
    Out::new()
        .json(o::result, result)
        .json(o::resultDecimal, decimal)
        .text(o::resultText, text)
        .json(o::steps, steps.to_json())
}

fn matrix_outputs(r: &Matrix, steps: &Steps) -> Out {
    outputs(r.to_json(), r.to_json_f64(), r.to_text(), steps)
}

/// A single exact number (determinant, trace).
fn number_outputs(x: &RBig, steps: &Steps) -> Out {
    outputs(rat_json(x), json!(x.to_f64().value()), rat_text(x), steps)
}

/// Exact entries (`sqrt(2)/2`) as the texts a matrix output draws.
fn exprs_json(rows: &[Vec<Expr>]) -> Json {
    json!(rows
        .iter()
        .map(|r| r.iter().map(to_text).collect::<Vec<_>>())
        .collect::<Vec<_>>())
}

fn exprs_text(rows: &[Vec<Expr>]) -> String {
    rows.iter()
        .map(|r| r.iter().map(to_text).collect::<Vec<_>>().join(", "))
        .collect::<Vec<_>>()
        .join("; ")
}

/// The eigenvectors as the columns of one matrix, the eigenvalue of each
/// column in `resultText` (repeated when an eigenspace has several), and
/// the decimals (complex ones as text).
fn eigen_outputs(found: &[Eigen], steps: &Steps) -> Out {
    let columns: Vec<(&Eigen, usize)> = found
        .iter()
        .flat_map(|e| (0..e.vectors.len()).map(move |k| (e, k)))
        .collect();
    let n = found
        .first()
        .and_then(|e| e.vectors.first())
        .map_or(0, Vec::len);
    let exact: Vec<Vec<Json>> = (0..n)
        .map(|i| {
            columns
                .iter()
                .map(|(e, k)| json!(e.vectors[*k][i]))
                .collect()
        })
        .collect();
    let decimal: Vec<Vec<Json>> = (0..n)
        .map(|i| {
            columns
                .iter()
                .map(|(e, k)| {
                    let (re, im) = e.vectors_f64[*k][i];
                    if im == 0.0 {
                        json!(re)
                    } else {
                        json!(complex_f64_text(re, im))
                    }
                })
                .collect()
        })
        .collect();
    let values: Vec<String> = columns
        .iter()
        .map(|(e, _)| {
            if e.exact {
                e.value.clone()
            } else {
                format!("≈ {}", e.value)
            }
        })
        .collect();
    Out::new()
        .json(o::result, json!(exact))
        .json(o::resultDecimal, json!(decimal))
        .text(o::resultText, values.join(", "))
        .json(o::steps, steps.to_json())
}

fn compute(inputs: In) -> Result<Out, InputError> {
    let a = parse_matrix(&inputs.number_text(i::a)?).map_err(fail(i::a.id()))?;
    let op = inputs.option(i::operation)?;
    let mut budget = Budget::default();
    let b = &mut budget;
    let mut steps = Steps::new();
    let two = |inputs: In| parse_matrix(&inputs.number_text(i::b)?).map_err(fail(i::b.id()));
    let out = match op {
        "determinant" => number_outputs(&m::determinant(&a, b).map_err(fail(i::a.id()))?, &steps),
        "trace" => number_outputs(&m::trace(&a).map_err(fail(i::a.id()))?, &steps),
        "rank" => {
            let r = m::rank(&a, b).map_err(fail(i::a.id()))?;
            outputs(json!(r), json!(r), r.to_string(), &steps)
        }
        "inverse" => matrix_outputs(&m::inverse(&a, b).map_err(fail(i::a.id()))?, &steps),
        "transpose" => matrix_outputs(&m::transpose(&a), &steps),
        "rref" => {
            let (r, _) = m::rref(&a, Some(&mut steps), b).map_err(fail(i::a.id()))?;
            matrix_outputs(&r, &steps)
        }
        "multiply" => matrix_outputs(
            &m::multiply(&a, &two(inputs)?, b).map_err(fail(i::b.id()))?,
            &steps,
        ),
        "add" => matrix_outputs(
            &m::add(&a, &two(inputs)?, false).map_err(fail(i::b.id()))?,
            &steps,
        ),
        "subtract" => matrix_outputs(
            &m::add(&a, &two(inputs)?, true).map_err(fail(i::b.id()))?,
            &steps,
        ),
        "eigenvectors" => eigen_outputs(
            &eigen::eigenvectors(&a, &mut steps, b).map_err(fail(i::a.id()))?,
            &steps,
        ),
        "power" => {
            let n = inputs.number(i::n)?;
            if n.fract() != 0.0 || !n.is_finite() {
                return Err(InputError::new(i::n.id(), ErrorKind::NotAnInteger));
            }
            let n = n as i64;
            let r = decompose::power(&a, n, &mut steps, b).map_err(fail(i::a.id()))?;
            matrix_outputs(&r, &steps)
        }
        "lu" => {
            let f = decompose::lu(&a, &mut steps, b).map_err(fail(i::a.id()))?;
            let text = format!(
                "L = {}, U = {}, P = {}",
                f.l.to_text(),
                f.u.to_text(),
                f.p.to_text()
            );
            Out::new()
                .text(o::resultText, text)
                .json(o::steps, steps.to_json())
                .json(o::factorL, f.l.to_json())
                .json(o::factorU, f.u.to_json())
                .json(o::permutation, f.p.to_json())
        }
        "qr" => {
            let f = decompose::qr(&a, &mut steps, b).map_err(fail(i::a.id()))?;
            let text = format!("Q = {}, R = {}", exprs_text(&f.q), exprs_text(&f.r));
            Out::new()
                .text(o::resultText, text)
                .json(o::steps, steps.to_json())
                .json(o::factorQ, exprs_json(&f.q))
                .json(o::factorR, exprs_json(&f.r))
        }
        "characteristicPolynomial" => {
            let p = m::characteristic_polynomial(&a, b).map_err(fail(i::a.id()))?;
            let coeffs: Vec<Json> = p.iter().rev().map(rat_json).collect();
            let decimal: Vec<Json> = p.iter().rev().map(|c| json!(c.to_f64().value())).collect();
            let text = calc_engine::expr::to_text(&poly::to_expr(&p, "x"));
            outputs(Json::Array(coeffs), Json::Array(decimal), text, &steps)
        }
        _ => {
            // eigenvalues
            let roots = m::eigenvalues(&a, b).map_err(fail(i::a.id()))?;
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
    // Each operation fills only what it shows; the page empties the rest.
    Ok(out.every_declared())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::inputs;
    use calc_core::outputs::Outputs;

    fn attempt(a: &str, b: &str, op: &str) -> Result<Outputs, InputError> {
        attempt_n(a, b, op, "2")
    }

    fn attempt_n(a: &str, b: &str, op: &str, n: &str) -> Result<Outputs, InputError> {
        (FUNCTION.compute)(&inputs(
            &[("a", a), ("b", b), ("operation", op), ("n", n)],
            &["n"],
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

    /// The eigenvectors are the columns of one matrix, each column's
    /// eigenvalue in the text beside it (sympy 1.14.0 eigenvects of
    /// [[1,2],[3,4]]: 5/2 ± sqrt(33)/2 with [−1/2 ± sqrt(33)/6, 1]).
    #[test]
    fn eigenvectors_are_columns_beside_their_eigenvalues() {
        let out = run("1 2; 3 4", "", "eigenvectors");
        assert_eq!(
            json_of(&out, "result"),
            json!([["-1/2 + sqrt(33)/6", "-1/2 - sqrt(33)/6"], ["1", "1"]])
        );
        assert_eq!(
            out.text_of("resultText"),
            Some("5/2 + sqrt(33)/2, 5/2 - sqrt(33)/2")
        );
        // (−3 + √33)/6 = 0.45742710775633810998 (mpmath 1.3.0)
        let d = json_of(&out, "resultDecimal");
        assert!((d[0][0].as_f64().unwrap() - 0.457_427_107_756_338_1).abs() < 1e-15);
        // A repeated eigenvalue repeats beside each vector of its eigenspace.
        let out = run("5 4 2; 4 5 2; 2 2 2", "", "eigenvectors");
        assert_eq!(out.text_of("resultText"), Some("10, 1, 1"));
        // Complex eigenvectors' decimals are texts.
        let out = run("0 -1; 1 0", "", "eigenvectors");
        assert_eq!(
            json_of(&out, "resultDecimal"),
            json!([["i", "-i"], [1.0, 1.0]])
        );
        // Numeric ones are marked as approximate.
        let out = run("4 1 2; 1 3 0; 2 0 5", "", "eigenvectors");
        let text = out.text_of("resultText").unwrap();
        // mpmath 1.3.0 eig: 6.66907908828228839596, 3.47602360291813403447, 1.85489730879957756957
        assert_eq!(
            text,
            "≈ 6.66907908828229, ≈ 3.47602360291813, ≈ 1.85489730879958"
        );
    }

    #[test]
    fn power_lu_and_qr_outputs() {
        // sympy 1.14.0: Matrix([[1,2],[3,4]])**-2 = [[11/2, -5/2], [-15/4, 7/4]]
        let out = attempt_n("1 2; 3 4", "", "power", "-2").unwrap();
        assert_eq!(
            json_of(&out, "result"),
            json!([["11/2", "-5/2"], ["-15/4", "7/4"]])
        );
        assert_eq!(json_of(&out, "steps")[0]["rule"], "matrixInverse");
        // scipy 1.17.1 lu([[1,2],[3,4]]): L = [[1,0],[1/3,1]], U = [[3,4],[0,2/3]]
        let out = run("1 2; 3 4", "", "lu");
        assert_eq!(json_of(&out, "factorL"), json!([[1, 0], ["1/3", 1]]));
        assert_eq!(json_of(&out, "factorU"), json!([[3, 4], [0, "2/3"]]));
        assert_eq!(json_of(&out, "permutation"), json!([[0, 1], [1, 0]]));
        // sympy 1.14.0 QRdecomposition of [[1,1],[1,-1]]
        let out = run("1 1; 1 -1", "", "qr");
        assert_eq!(
            json_of(&out, "factorQ"),
            json!([["sqrt(2)/2", "sqrt(2)/2"], ["sqrt(2)/2", "-sqrt(2)/2"]])
        );
        assert_eq!(
            json_of(&out, "factorR"),
            json!([["sqrt(2)", "0"], ["0", "sqrt(2)"]])
        );
    }

    /// Each refusal names its input and the reason the page translates.
    #[test]
    fn new_operations_refuse_with_a_reason() {
        let reason = |a: &str, op: &str, n: &str| match attempt_n(a, "", op, n).unwrap_err() {
            InputError {
                kind: ErrorKind::InvalidExpression { reason, .. },
                input,
                ..
            } => (input, reason),
            other => panic!("{other:?}"),
        };
        assert_eq!(reason("1 2; 2 4", "power", "-1"), ("a".into(), "singular"));
        assert_eq!(
            reason("1 2 3; 4 5 6", "power", "2"),
            ("a".into(), "notSquare")
        );
        assert_eq!(
            reason("1 2 3; 4 5 6", "eigenvectors", "2"),
            ("a".into(), "notSquare")
        );
        assert_eq!(reason("1 2 3; 4 5 6", "lu", "2"), ("a".into(), "notSquare"));
        assert_eq!(
            reason("1 2; 2 4", "qr", "2"),
            ("a".into(), "dependentColumns")
        );
        let err = attempt_n("1 2; 3 4", "", "power", "1.5").unwrap_err();
        assert_eq!(
            (err.input.as_str(), err.kind),
            ("n", ErrorKind::NotAnInteger)
        );
    }
}
