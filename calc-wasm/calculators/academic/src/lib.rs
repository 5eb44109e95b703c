//! Academic calculators, built on the expression engine (`calc_engine`).
//!
//! Expression inputs are text inputs; exact and high-precision results are
//! strings in the calculator's own syntax; worked steps are JSON lists of
//! {rule, before, after}.

#[cfg(test)]
pub(crate) mod testing {
    calc_content::test_catalogue!(crate::FUNCTIONS, crate::NUMBERS_FUNCTIONS);
}

use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;
use calc_engine::error::EngineError;
use calc_engine::eval::{evaluate, EvalOptions, Value};
use calc_engine::expr::Expr;
use calc_engine::limits::Budget;
use calc_engine::parser::{parse_expr, Options, Vars};

pub mod algebra;
pub mod basic;
pub mod derivative;
pub mod fraction;
pub mod gpa;
pub mod grade;
pub mod implicit;
pub mod integral;
pub mod matrix;
pub mod quadratic;
pub mod rounding;
pub mod scientific;
pub mod scientific_bases;
pub mod standard_deviation;
pub mod tangent;

pub const FUNCTIONS: &[Function] = &[
    basic::FUNCTION,
    scientific::FUNCTION,
    fraction::FUNCTION,
    algebra::FUNCTION,
    derivative::FUNCTION,
    integral::FUNCTION,
    quadratic::FUNCTION,
    matrix::FUNCTION,
    rounding::FUNCTION,
];

/// The calculators that read lists of plain numbers and need none of the
/// symbolic engine (no simplifier, integrator or equation solver): the
/// `academic-numbers` module, so their pages don't download the engine and
/// the engine's module stays within issue 33's size bound.
pub const NUMBERS_FUNCTIONS: &[Function] = &[
    standard_deviation::FUNCTION,
    gpa::FUNCTION,
    grade::FUNCTION,
    grade::BR_FUNCTION,
];

/// An engine error, blamed on `input`.
pub(crate) fn fail(input: &str) -> impl Fn(EngineError) -> InputError + '_ {
    move |e| e.for_input(input)
}

/// A constant expression's value to 20 digits: its exact text when it is
/// rational (`otherwise` writes the rest), and its double; too large when
/// the double is not finite.
pub(crate) fn exact_and_value(
    e: &Expr,
    otherwise: &dyn Fn(&Value) -> String,
) -> Result<(String, f64), EngineError> {
    let mut budget = Budget::default();
    let value = evaluate(e, &EvalOptions::digits(20), &mut budget)?;
    let x = value.to_f64();
    if !x.is_finite() {
        return Err(EngineError::too_large());
    }
    let text = match &value {
        Value::Exact(r) => calc_engine::matrix::rat_text(r),
        Value::Zero => "0".to_string(),
        Value::Approx(..) => otherwise(&value),
    };
    Ok((text, x))
}

/// A text input that may be left empty: None when blank.
pub(crate) fn optional_text<'a, C>(
    inputs: calc_core::declare::Read<'a, C>,
    id: calc_core::declare::Input<C, calc_core::declare::Text>,
) -> Result<Option<&'a str>, InputError> {
    let t = inputs.text(id)?.trim();
    Ok(if t.is_empty() { None } else { Some(t) })
}

/// A constant expression (numbers, constants, functions; no variables),
/// its numbers already read by the page's rule
/// (`Inputs::number_or_expression_text`).
pub(crate) fn constant(text: &str, input: &str) -> Result<Expr, InputError> {
    parse_expr(text, &Options::default()).map_err(fail(input))
}

/// A number inside a row of text (a grade, a weight, credits), read by
/// the page's rule as every number field is. Plain style (the build's
/// default results and `calcula eval`) keeps `decimal_comma`: the
/// Portuguese pages' default rows are written with decimal commas, and the
/// build computes every page's defaults in plain style. `None` when the
/// page's rule refuses the text.
pub(crate) fn row_number(text: &str, style: calc_core::NumberStyle) -> Option<String> {
    match style {
        calc_core::NumberStyle::Plain => Some(decimal_comma(text)),
        calc_core::NumberStyle::En | calc_core::NumberStyle::PtBr => {
            calc_core::values::to_plain(text, style).ok()
        }
    }
}

/// For inputs that hold a single number: `-0,5` (a decimal comma, as
/// Portuguese pages write numbers) → `-0.5`; `1,000` and `1,000,000`
/// (three-digit groups, as English pages write them) → `1000`, `1000000`.
pub(crate) fn decimal_comma(text: &str) -> String {
    let t = text.trim();
    let body = t.trim_start_matches(['-', '+']);
    if !t.contains(',') || t.contains('.') || !body.bytes().all(|b| b.is_ascii_digit() || b == b',')
    {
        return t.to_string();
    }
    let groups: Vec<&str> = body.split(',').collect();
    let grouped = groups.len() > 1
        && groups.first().is_some_and(|g| (1..=3).contains(&g.len()))
        && groups.iter().skip(1).all(|g| g.len() == 3);
    if grouped {
        t.replace(',', "")
    } else if groups.len() == 2 && groups.iter().all(|g| !g.is_empty()) {
        t.replacen(',', ".", 1)
    } else {
        t.to_string()
    }
}

/// The value of a constant expression, to `digits` digits.
pub(crate) fn value_of(e: &Expr, digits: usize, input: &str) -> Result<Value, InputError> {
    let mut budget = Budget::default();
    evaluate(
        e,
        &EvalOptions {
            digits,
            ..Default::default()
        },
        &mut budget,
    )
    .map_err(fail(input))
}

/// A double, correctly rounded; blamed on `input` when out of range.
pub(crate) fn to_f64(v: &Value, input: &str) -> Result<f64, InputError> {
    let x = v.to_f64();
    if !x.is_finite() {
        return Err(InputError::new(input, ErrorKind::ResultTooLarge));
    }
    Ok(x)
}

/// A variable name: letters (and digits or `_` after the first), not a
/// function or constant.
pub(crate) fn variable<C>(
    inputs: calc_core::declare::Read<C>,
    id: calc_core::declare::Input<C, calc_core::declare::Text>,
) -> Result<String, InputError> {
    let v = inputs.text(id)?.trim();
    let v = if v.is_empty() { "x" } else { v };
    let ok = v.chars().next().is_some_and(char::is_alphabetic)
        && v.chars().all(|c| c.is_alphanumeric() || c == '_')
        && v.len() <= 20
        && !matches!(v, "e" | "pi" | "inf")
        && calc_engine::expr::Func::from_name(v).is_none()
        && !matches!(
            v,
            "sqrt" | "cbrt" | "exp" | "log10" | "lg" | "lb" | "arcsin" | "arccos" | "arctan"
        );
    if !ok {
        let mut e = EngineError::new(
            calc_engine::Code::BadVariable,
            format!("'{v}' is not a variable name; use letters (then letters, digits or _), not a function or constant"),
        );
        e.token = Some(v.chars().take(40).collect());
        return Err(e.for_input(id.id()));
    }
    Ok(v.to_string())
}

/// Parser options for expressions in `var` (other letters are symbols).
pub(crate) fn symbolic(var: &str) -> Options {
    Options {
        vars: Vars::Any(vec![var.to_string()]),
        mixed_numbers: false,
    }
}

#[cfg(test)]
pub(crate) mod test_util {
    use calc_core::inputs::Inputs;
    use calc_core::values::Value;
    use std::collections::BTreeMap;

    /// Inputs from (id, value) pairs: texts unless the value parses as a
    /// number and the id is in `numbers`, options when in `options`.
    pub fn inputs(pairs: &[(&str, &str)], numbers: &[&str], options: &[&str]) -> Inputs {
        let mut m = BTreeMap::new();
        for (k, v) in pairs {
            let value = if numbers.contains(k) {
                Value::Number(v.parse().unwrap())
            } else if options.contains(k) {
                Value::Option(v.to_string())
            } else {
                Value::Text(v.to_string())
            };
            m.insert(k.to_string(), value);
        }
        Inputs::new(m)
    }

    /// xorshift64* for the property tests: a seed replays a failure exactly.
    pub struct Rng(pub u64);

    impl Rng {
        /// An integer in [lo, hi].
        pub fn int(&mut self, lo: i64, hi: i64) -> i64 {
            self.0 ^= self.0 >> 12;
            self.0 ^= self.0 << 25;
            self.0 ^= self.0 >> 27;
            lo + (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) % (hi - lo + 1) as u64) as i64
        }
    }
}

#[cfg(test)]
mod contract_tests {
    //! The eval contract (docs/eval.md): each calculator
    //! run through `registry::evaluate` with the inputs its YAML declares,
    //! printed as `calcula eval` prints it.

    use crate::testing::evaluate;
    use crate::testing::spec;
    use calc_core::values::NumberStyle;
    use calc_core::Given;
    use serde_json::{json, Value as Json};

    fn eval(id: &str, args: &[(&str, &str)]) -> Result<Json, String> {
        eval_in(NumberStyle::Plain, id, args)
    }

    fn eval_in(style: NumberStyle, id: &str, args: &[(&str, &str)]) -> Result<Json, String> {
        let given: Given = args
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        evaluate(&spec(id), &given, style)
            .map(|o| serde_json::to_value(&o).unwrap())
            .map_err(|e| e.to_string())
    }

    /// Integral bounds and the derivative's point read numbers by the one
    /// rule of their page's language (issue 27: they had a rule of their
    /// own, reading `1,500` as 1500 on a Portuguese page).
    #[test]
    fn bounds_and_points_read_numbers_by_the_page_rule() {
        let run = |style, id: &str, args: &[(&str, &str)]| eval_in(style, id, args);
        // ∫₀^1.5 x dx = 1.5²/2 = 1.125 exactly.
        let pt = run(
            NumberStyle::PtBr,
            "integral",
            &[("expression", "x"), ("lower", "0"), ("upper", "1,5")],
        )
        .unwrap();
        assert_eq!(pt["definite"], json!(1.125));
        // d/dx x² at 1.5 = 3; at 1500 (thousands grouped) = 3000.
        let at = |style, point: &str| {
            run(style, "derivative", &[("expression", "x^2"), ("at", point)])
                .map(|out| out["valueAt"].clone())
        };
        assert_eq!(at(NumberStyle::PtBr, "1,5"), Ok(json!(3.0)));
        assert_eq!(at(NumberStyle::En, "1,500"), Ok(json!(3000.0)));
        assert_eq!(at(NumberStyle::PtBr, "1.500"), Ok(json!(3000.0)));
        // An English page does not read 1,5 as one and a half: it says so.
        let refused = at(NumberStyle::En, "1,5").unwrap_err();
        assert!(refused.contains("groups digits in threes"), "{refused}");
        let refused = run(
            NumberStyle::En,
            "integral",
            &[("expression", "x"), ("lower", "0"), ("upper", "1,5")],
        )
        .unwrap_err();
        assert!(refused.contains("groups digits in threes"), "{refused}");
    }

    /// Numbers inside GPA and grade rows follow their page's rule too.
    #[test]
    fn numbers_in_rows_read_by_the_page_rule() {
        let gpa = |style, courses: &str| {
            eval_in(style, "gpa", &[("courses", courses), ("scale", "tenPoint")])
                .map(|out| out["gpa"].clone())
        };
        // (8.5·4 + 7·2) / 6 = 48 / 6 = 8 exactly.
        assert_eq!(gpa(NumberStyle::PtBr, "A 8,5 4\nB 7 2"), Ok(json!(8.0)));
        assert_eq!(gpa(NumberStyle::En, "A 8.5 4\nB 7 2"), Ok(json!(8.0)));
        // English pages do not read 8,5 as eight and a half; Portuguese
        // pages do not read 8.5 so either.
        assert!(gpa(NumberStyle::En, "A 8,5 4\nB 7 2").is_err());
        assert!(gpa(NumberStyle::PtBr, "A 8.5 4\nB 7 2").is_err());
        // Grade scores: 43/50 = 86 % and 7,5 of 10 = 75 % on a Portuguese page.
        let grade = |style, grades: &str| {
            eval_in(style, "grade", &[("grades", grades)]).map(|out| out["currentGrade"].clone())
        };
        assert_eq!(grade(NumberStyle::En, "Test 43/50 100"), Ok(json!(86.0)));
        assert_eq!(
            grade(NumberStyle::PtBr, "Prova 7,5/10 100"),
            Ok(json!(75.0))
        );
        assert!(grade(NumberStyle::En, "Test 7,5/10 100").is_err());
    }

    #[test]
    fn portuguese_pages_read_decimal_commas_in_data_and_matrices() {
        let pt = |id: &str, args: &[(&str, &str)]| eval_in(NumberStyle::PtBr, id, args).unwrap();
        // statistics.mean([1.5, 2.5]) = 2.0, over two values, not four.
        let out = pt("standard-deviation", &[("values", "1,5; 2,5")]);
        assert_eq!(out["count"], json!(2));
        assert_eq!(out["mean"], json!(2.0));
        // numpy 2.4 percentile([1.5, 2.5], [25, 75], method='linear') =
        // [1.75, 2.25]: two values (the (n + 1) method once overflowed here).
        assert_eq!(out["q1"], json!(1.75));
        assert_eq!(out["q3"], json!(2.25));
        // det [[1.5, 2], [3, 4]] = 1.5*4 - 2*3 = 0
        let out = pt(
            "matrix",
            &[("a", "1,5 2; 3 4"), ("operation", "determinant")],
        );
        assert_eq!(out["resultText"], json!("0"));
        // Commas followed by a space still separate values.
        let out = pt("standard-deviation", &[("values", "1, 2, 3")]);
        assert_eq!(out["count"], json!(3));
        // Formulas read decimal commas too: 2.5·2 = 5; 0.(3) + 1/3 = 2/3
        // (fractions.Fraction(1, 3) * 2); x² − 2.5x + 1 = (x − 2)(x − 1/2);
        // d/dx 1.5x² = 3x; ∫₀¹ 1.5 dx = 1.5; 0.5x = 1 at x = 2.
        assert_eq!(
            pt("scientific", &[("expression", "2,5*2")])["result"],
            json!("5")
        );
        assert_eq!(
            pt("basic", &[("expression", "0,1 + 0,2")])["result"],
            json!("0.3")
        );
        assert_eq!(
            pt("fraction", &[("expression", "0,(3) + 1/3")])["result"],
            json!("2/3")
        );
        let out = pt("quadratic", &[("a", "1"), ("b", "-2,5"), ("c", "1")]);
        assert_eq!(
            (out["root1"].clone(), out["root2"].clone()),
            (json!("2"), json!("1/2"))
        );
        assert_eq!(
            pt("derivative", &[("expression", "1,5x^2")])["derivative"],
            json!("3*x")
        );
        let out = pt(
            "integral",
            &[("expression", "1,5"), ("lower", "0"), ("upper", "1")],
        );
        assert_eq!(out["definiteExact"], json!("3/2"));
        let out = pt(
            "algebra",
            &[("equation", "0,5x = 1"), ("operation", "solve")],
        );
        assert_eq!(out["result"], json!("x = 2"));
    }

    #[test]
    fn every_function_runs_with_its_defaults_and_declares_its_inputs() {
        for f in super::FUNCTIONS {
            let s = spec(f.id);
            let declared: Vec<&str> = s.inputs.iter().map(|i| i.id.as_str()).collect();
            assert_eq!(declared, f.inputs, "{}", f.id);
            let out = eval(f.id, &[]).unwrap_or_else(|e| panic!("{}: {e}", f.id));
            for id in f.outputs {
                assert!(out.get(*id).is_some(), "{} lacks {id}", f.id);
            }
        }
    }

    #[test]
    fn scientific() {
        assert_eq!(
            eval("scientific", &[("expression", "0.1+0.2")]).unwrap()["result"],
            json!("0.3")
        );
        assert_eq!(
            eval("scientific", &[("expression", "10^16+1-10^16")]).unwrap()["result"],
            json!("1")
        );
        // mpmath: +pi to 50 significant digits.
        assert_eq!(
            eval("scientific", &[("expression", "pi"), ("digits", "50")]).unwrap()["result"],
            json!("3.1415926535897932384626433832795028841971693993751")
        );
        assert_eq!(
            eval(
                "scientific",
                &[("expression", "sin(30)"), ("angleUnit", "deg")]
            )
            .unwrap()["result"],
            json!("0.5")
        );
        let err = eval("scientific", &[("expression", "1/0")]).unwrap_err();
        assert!(err.starts_with("expression: "), "{err}");
        assert!(eval("scientific", &[("expression", "2"), ("digits", "1001")]).is_err());
    }

    #[test]
    fn fraction() {
        let out = eval("fraction", &[("expression", "1/4 - 5/6")]).unwrap();
        assert_eq!(out["result"], json!("-7/12"));
        assert_eq!(out["decimal"], json!("-0.58333333333333333333"));
        assert_eq!(
            eval("fraction", &[("expression", "1/2 + 3/2")]).unwrap()["result"],
            json!("2")
        );
    }

    #[test]
    fn derivative() {
        let out = eval("derivative", &[("expression", "x^3"), ("at", "2")]).unwrap();
        assert_eq!(out["derivative"], json!("3*x^2"));
        assert_eq!(out["valueAt"], json!(12.0));
        let out = eval("derivative", &[("expression", "sin(t)"), ("variable", "t")]).unwrap();
        assert_eq!(out["derivative"], json!("cos(t)"));
        assert_eq!(out["valueAt"], Json::Null);
    }

    #[test]
    fn integral() {
        let out = eval(
            "integral",
            &[("expression", "x^2"), ("lower", "0"), ("upper", "3")],
        )
        .unwrap();
        assert_eq!(out["antiderivative"], json!("x^3/3"));
        assert_eq!(out["definite"], json!(9.0));
        // A special function (issue 33); no bounds, no definite value.
        let out = eval("integral", &[("expression", "e^(-x^2)")]).unwrap();
        assert_eq!(out["antiderivative"], json!("sqrt(pi)*erf(x)/2"));
        assert_eq!(out["definite"], Json::Null);
        let out = eval("integral", &[("expression", "e^(x^3)")]).unwrap();
        assert_eq!(out["antiderivative"], Json::Null);
    }

    #[test]
    fn quadratic() {
        let out = eval("quadratic", &[("a", "1"), ("b", "100000000"), ("c", "1")]).unwrap();
        assert_eq!(out["root1Re"], json!(-1e-8));
        assert_eq!(out["root2Re"], json!(-99_999_999.999_999_99));
        assert_eq!(out["root1Im"], json!(0.0));
        let out = eval("quadratic", &[("a", "1"), ("b", "0"), ("c", "4")]).unwrap();
        assert_eq!(out["root1Im"], json!(2.0));
        assert_eq!(out["root2Im"], json!(-2.0));
        assert_eq!(out["discriminant"], json!(-16.0));
    }

    #[test]
    fn standard_deviation() {
        let out = eval(
            "standard-deviation",
            &[("values", "1000000004, 1000000007, 1000000013, 1000000016")],
        )
        .unwrap();
        assert_eq!(out["count"], json!(4));
        assert_eq!(out["mean"], json!(1_000_000_010.0));
        assert_eq!(out["variance"], json!(30.0));
        // statistics.stdev: 5.477225575051661
        assert_eq!(out["standardDeviation"], json!(5.477_225_575_051_661));
        // The contract's own notation works too.
        let out = eval(
            "standard-deviation",
            &[
                ("values", "1e9+4, 1e9+7, 1e9+13, 1e9+16"),
                ("type", "population"),
            ],
        )
        .unwrap();
        assert_eq!(out["standardDeviation"], json!(4.743_416_490_252_569));
        assert!(eval("standard-deviation", &[("values", "1, two")]).is_err());
        assert!(eval("standard-deviation", &[("values", "5")]).is_err());
    }

    #[test]
    fn matrix() {
        assert_eq!(
            eval("matrix", &[("a", "1 2; 3 4"), ("operation", "determinant")]).unwrap()["result"],
            json!(-2)
        );
        assert_eq!(
            eval("matrix", &[("a", "1 2; 3 4"), ("operation", "inverse")]).unwrap()["result"],
            json!([[-2, 1], ["3/2", "-1/2"]])
        );
        assert_eq!(
            eval(
                "matrix",
                &[
                    ("a", "1 2; 3 4"),
                    ("b", "1 0; 0 1"),
                    ("operation", "multiply")
                ]
            )
            .unwrap()["result"],
            json!([[1, 2], [3, 4]])
        );
        assert_eq!(
            eval("matrix", &[("a", "1 2; 2 4"), ("operation", "rank")]).unwrap()["result"],
            json!(1)
        );
    }
}
