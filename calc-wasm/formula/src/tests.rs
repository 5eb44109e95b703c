//! Formula tests. Reference values were computed once with Python 3's
//! `decimal` (28 digits, the context's default precision) and mpmath 1.3
//! (`mp.dps = 40`, printed with `nstr(v, 32)`), and written here as literals.

use super::eval::{Env, Val};
use super::*;
use calc_core::spec::{Condition, InputKind};
use rust_decimal::Decimal;
use std::str::FromStr;

// The content's formula calculators, computed by this crate alone.
mod testing {
    calc_content::test_catalogue!(&[]; formulas: crate::FORMULAS);
}
use testing::{evaluate, number_input as number};

fn dec(s: &str) -> Decimal {
    Decimal::from_str(s).unwrap()
}

/// Evaluates one formula over no inputs.
fn value(formula: &str) -> Result<Val, String> {
    let formulas = [FormulaSpec {
        output: "out".into(),
        formula: formula.into(),
    }];
    let program = compile_all(&[], &formulas).map_err(|p| format!("{p:?}"))?;
    let env = Env {
        inputs: &[],
        outputs: &[],
    };
    env.eval(&program.outputs[0])
        .map_err(|f| format!("{:?}", f.fail))
}

fn num(formula: &str) -> Decimal {
    match value(formula) {
        Ok(Val::Num(v)) => v,
        other => panic!("{formula}: {other:?}"),
    }
}

fn fails(formula: &str) -> String {
    match value(formula) {
        Err(e) => e,
        Ok(v) => panic!("{formula} gave {v:?}"),
    }
}

/// Within `digits` significant digits of the reference.
fn close(formula: &str, reference: &str, digits: u32) {
    let got = num(formula);
    let want = dec(reference);
    let tolerance = want.abs().max(Decimal::ONE) * Decimal::new(1, digits);
    assert!(
        (got - want).abs() <= tolerance,
        "{formula} = {got}, want {want} (±{tolerance})"
    );
}

#[test]
fn decimal_arithmetic_is_exact() {
    assert_eq!(num("0.1 + 0.2"), dec("0.3"));
    assert_eq!(num("0.1 + 0.2 - 0.3"), Decimal::ZERO);
    // Python: Decimal(1) / Decimal(3) * 3 (28 digits).
    assert_eq!(num("1/3*3"), dec("0.9999999999999999999999999999"));
    // 28 significant digits kept: Python Decimal('1234567890.123456789012345678') * 1.
    assert_eq!(
        num("1234567890.123456789012345678 * 1"),
        dec("1234567890.123456789012345678")
    );
    for (input, want) in [
        ("2^10", dec("1024")),
        ("2^-3", dec("0.125")),
        ("-2^2", dec("-4")),
        ("1.5e3 + .5", dec("1500.5")),
        ("6 ÷ 2 × 3 − 1", dec("8")),
        ("2pi", Decimal::PI * Decimal::TWO),
        ("3(1 + 1)", dec("6")),
    ] {
        assert_eq!(num(input), want, "{input}");
    }
    // Python: Decimal('1.1') ** 20, exact (20 decimals).
    assert_eq!(num("1.1^20"), dec("6.72749994932560009201"));
}

#[test]
fn rounding_is_half_away_from_zero_like_excel() {
    for (input, want) in [
        ("round(2.5)", dec("3")),
        ("round(-2.5)", dec("-3")),
        ("round(2.345, 2)", dec("2.35")),
        ("round(-2.345, 2)", dec("-2.35")),
        ("round(1250, -2)", dec("1300")),
        ("round(-1250, -2)", dec("-1300")),
        ("round(1234.5678, -40)", dec("0")),
        ("round(2.345, 1.9)", dec("2.3")),
        ("roundup(2.301, 1)", dec("2.4")),
        ("roundup(-2.301, 1)", dec("-2.4")),
        ("rounddown(2.399, 1)", dec("2.3")),
        ("rounddown(-2.399, 1)", dec("-2.3")),
        ("trunc(-7.9)", dec("-7")),
        ("floor(-7.1)", dec("-8")),
        ("int(-7.1)", dec("-8")),
        ("ceil(7.1)", dec("8")),
        ("CEILING(7.1, 5)", dec("10")),
        ("floor(7.9, 5)", dec("5")),
        ("mround(7.5, 5)", dec("10")),
        ("rounddown(1, -40)", dec("0")),
    ] {
        assert_eq!(num(input), want, "{input}");
    }
    assert_eq!(fails("roundup(1, -40)"), "Some(Overflow)");
}

#[test]
fn mod_takes_the_divisors_sign_like_excel() {
    // Excel: MOD(-1,3)=2, MOD(1,-3)=-2, MOD(-1,-3)=-1, MOD(5.5,2)=1.5.
    for (input, want) in [
        ("mod(-1, 3)", dec("2")),
        ("mod(1, -3)", dec("-2")),
        ("mod(-1, -3)", dec("-1")),
        ("mod(5.5, 2)", dec("1.5")),
        ("mod(6, 3)", dec("0")),
    ] {
        assert_eq!(num(input), want, "{input}");
    }
    assert_eq!(fails("mod(1, 0)"), "Some(DivisionByZero)");
}

#[test]
fn functions_match_mpmath() {
    close("sqrt(2)", "1.4142135623730950488016887242097", 27);
    assert_eq!(num("sqrt(2.25)"), dec("1.5"));
    assert_eq!(num("sqrt(0)"), dec("0"));
    close("cbrt(2)", "1.2599210498948731647672106072782", 27);
    close("cbrt(-10)", "-2.1544346900318837217592935665194", 27);
    assert_eq!(num("cbrt(-27)"), dec("-3"));
    close("ln(2)", "0.69314718055994530941723212145818", 27);
    close("exp(1.5)", "4.4816890703380648226020554601193", 26);
    close("sin(1)", "0.8414709848078965066525023216303", 26);
    close("cos(1)", "0.54030230586813971740093660744298", 26);
    close("tan(1)", "1.5574077246549022305069748074584", 26);
    close("atan(0.5)", "0.46364760900080611621425623146121", 27);
    close("atan(7)", "1.4288992721907326964184700745372", 27);
    close("asin(0.5)", "0.52359877559829887307710723054658", 27);
    close("acos(0.3)", "1.2661036727794991112593187304122", 27);
    close("atan2(-1, -1)", "-2.3561944901923449288469825374596", 27);
    close("2^0.5", "1.4142135623730950488016887242097", 26);
    close("pow(1.05, 12.5)", "1.8402051355485846531472124560219", 25);
    close("log(10, 2)", "3.3219280948873623478703194294894", 26);
    close("log(2)", "0.30102999566398119521373889472449", 27);
    close("degrees(1)", "57.295779513082320876798154814105", 26);
    close("1.05^360", "42476396.408680020395604158953185", 20);
    close("1.0001^-1000", "0.90484194193276887808286496068136", 25);
    for (input, want) in [
        ("log(8, 2)", dec("3")),
        ("log(1000)", dec("3")),
        ("fact(10)", dec("3628800")),
        ("min(3, 1, 2) + max(3, 1, 2)", dec("4")),
        ("clamp(12, 0, 10) + abs(-2) + sign(-5)", dec("11")),
        ("sum(1, 2, 3) / average(1, 2, 3)", dec("3")),
        ("pi()", Decimal::PI),
    ] {
        assert_eq!(num(input), want, "{input}");
    }
}

#[test]
fn domain_errors_and_overflow_are_errors_not_panics() {
    for (input, want) in [
        ("1/0", "Some(DivisionByZero)"),
        ("0^-1", "Some(DivisionByZero)"),
        ("sqrt(-1)", "Some(OutOfDomain)"),
        ("ln(0)", "Some(OutOfDomain)"),
        ("log(-1)", "Some(OutOfDomain)"),
        ("log(8, 1)", "Some(OutOfDomain)"),
        ("asin(2)", "Some(OutOfDomain)"),
        ("(-8)^(1/3)", "Some(OutOfDomain)"),
        ("fact(2.5)", "Some(OutOfDomain)"),
        ("clamp(1, 2, 0)", "Some(OutOfDomain)"),
        ("10^30", "Some(Overflow)"),
        ("7e28 + 1e28", "Some(Overflow)"),
        ("exp(100)", "Some(Overflow)"),
        ("fact(100)", "Some(Overflow)"),
    ] {
        assert_eq!(fails(input), want, "{input}");
    }
    // Huge exponents: quick, exact where the value is representable.
    assert_eq!(fails("2^1000000000000"), "Some(Overflow)");
    assert_eq!(fails("2^99999999999999999999999"), "Some(Overflow)");
    for (input, want) in [
        ("0.5^1000000000000", Decimal::ZERO),
        ("2^-1000000000000", Decimal::ZERO),
        ("1^99999999999999999999999", Decimal::ONE),
        ("(-1)^1000000000001", Decimal::NEGATIVE_ONE),
        ("exp(-100)", Decimal::ZERO),
        ("10^28", dec("10000000000000000000000000000")),
        ("1e-40", Decimal::ZERO),
    ] {
        assert_eq!(num(input), want, "{input}");
    }
    // Literals keep 28 significant digits, rounded half away from zero.
    assert_eq!(
        num("1.23456789012345678901234567891"),
        dec("1.234567890123456789012345679")
    );
    assert_eq!(
        num("-0.00000000000000000000000000015"),
        dec("-0.0000000000000000000000000002")
    );
    assert_eq!(num("12e-2 + 5."), dec("5.12"));
    assert_eq!(super::compile::plain_text(dec("-0.0125")), "-0.0125");
    assert_eq!(super::compile::plain_text(dec("1200")), "1200");
    assert!(!check(
        &[],
        &[FormulaSpec {
            output: "x".into(),
            formula: "8e28".into()
        }]
    )
    .is_empty());
    // Huge angles: a value or an error, never a panic or a hang.
    assert!(num("sin(7.9e28)").abs() <= Decimal::ONE);
    let _ = value("cos(-7.9e28) + tan(7.9e28) + atan(7.9e28) + exp(-7.9e28)");
}

#[test]
fn if_and_or_evaluate_only_what_they_need() {
    for (input, want) in [
        ("if(1 > 0, 1, 1/0)", dec("1")),
        ("if(1 < 0, 1/0, 2)", dec("2")),
        ("if(1 > 0 or 1/0 > 1, 3, 4)", dec("3")),
        ("if(1 < 0 and 1/0 > 1, 3, 4)", dec("4")),
        ("IF(not 1 ≥ 2 && true, 5, 6)", dec("5")),
    ] {
        assert_eq!(num(input), want, "{input}");
    }
    assert_eq!(value("if(true, 'a', 'b')"), Ok(Val::Text("a".into())));
}

/// The tip calculator of the issue, as the lead will write it in YAML.
fn tip() -> CalcSpec {
    let mut people = number("people", "1");
    people.kind = InputKind::Number {
        min: Some(0.0),
        max: None,
        above: None,
        below: None,
        integer: true,
    };
    let round_to = InputSpec {
        id: "roundTo".into(),
        kind: InputKind::Select {
            options: ["none", "tip", "total"].map(String::from).to_vec(),
        },
        default: "none".into(),
        when: None,
    };
    let formula = |output: &str, formula: &str| FormulaSpec {
        output: output.into(),
        formula: formula.into(),
    };
    CalcSpec {
        function: "tip".into(),
        inputs: vec![
            number("bill", "50"),
            number("tipPercent", "15"),
            people,
            round_to,
        ],
        formulas: vec![
            formula(
                "tip",
                "if(roundTo == 'tip', ceil(bill * tipPercent / 100), bill * tipPercent / 100)",
            ),
            formula(
                "total",
                "if(roundTo == 'total', ceil(bill + tip), bill + tip)",
            ),
            formula("perPerson", "total / people"),
        ],
    }
}

fn given(pairs: &[(&str, &str)]) -> Given {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

#[test]
fn tip_calculator_computes_through_the_registry() {
    let spec = tip();
    assert!(check(&spec.inputs, &spec.formulas).is_empty());
    let out = evaluate(&spec, &Given::new(), NumberStyle::Plain).unwrap();
    assert_eq!(out.number_of("tip"), Some(7.5));
    assert_eq!(out.number_of("total"), Some(57.5));
    assert_eq!(out.number_of("perPerson"), Some(57.5));
    let out = evaluate(
        &spec,
        &given(&[
            ("bill", "84,90"),
            ("tipPercent", "10"),
            ("people", "3"),
            ("roundTo", "total"),
        ]),
        NumberStyle::PtBr,
    )
    .unwrap();
    // 84.90 + 8.49 = 93.39 → 94; 94 / 3 = 31.333…
    assert_eq!(out.number_of("tip"), Some(8.49));
    assert_eq!(out.number_of("total"), Some(94.0));
    assert_eq!(out.number_of("perPerson"), Some(94.0 / 3.0));
    // Exact decimals: 0.1 + 0.2 through inputs gives the double nearest 0.3.
    let mut sum = tip();
    sum.formulas = vec![FormulaSpec {
        output: "s".into(),
        formula: "bill + tipPercent".into(),
    }];
    let out = evaluate(
        &sum,
        &given(&[("bill", "0.1"), ("tipPercent", "0.2")]),
        NumberStyle::En,
    )
    .unwrap();
    assert_eq!(out.number_of("s"), Some(0.3));
}

#[test]
fn a_zero_bill_gives_a_zero_tip() {
    // The real tip calculator (content/calculators/tip.yaml), as every
    // other money calculator takes a zero amount.
    let spec = testing::spec("tip");
    for round_to in ["none", "tip", "total"] {
        let given = given(&[("bill", "0"), ("people", "3"), ("roundTo", round_to)]);
        let out = evaluate(&spec, &given, NumberStyle::Plain).unwrap();
        for id in ["tip", "total", "perPerson", "tipPerPerson"] {
            assert_eq!(out.number_of(id), Some(0.0), "{id} with roundTo {round_to}");
        }
        assert_eq!(out.number_of("effectivePercent"), Some(15.0));
    }
}

#[test]
fn run_time_errors_blame_the_input_read() {
    let spec = tip();
    let err = evaluate(&spec, &given(&[("people", "0")]), NumberStyle::Plain).unwrap_err();
    assert_eq!(err, InputError::new("people", ErrorKind::DivisionByZero));
    let mut spec = tip();
    spec.formulas[2].formula = "sqrt(total - 100) + ln(people)".into();
    let err = evaluate(&spec, &Given::new(), NumberStyle::Plain).unwrap_err();
    // total reads bill first (through tip): bill is blamed.
    assert_eq!(err, InputError::new("bill", ErrorKind::OutOfDomain));
    spec.formulas[2].formula = "bill ^ people".into();
    let err = evaluate(&spec, &given(&[("people", "100")]), NumberStyle::Plain).unwrap_err();
    assert_eq!(err, InputError::new("people", ErrorKind::ResultTooLarge));
    spec.formulas[2].formula = "1 / (people - 1)".into();
    let err = evaluate(&spec, &Given::new(), NumberStyle::Plain).unwrap_err();
    assert_eq!(err, InputError::new("people", ErrorKind::DivisionByZero));
    let json = serde_json::to_value(&err).unwrap();
    assert_eq!(
        json,
        serde_json::json!({"input": "people", "code": "divisionByZero"})
    );
}

fn problems(spec: &CalcSpec) -> Vec<(usize, usize, String, String)> {
    check(&spec.inputs, &spec.formulas)
        .into_iter()
        .map(|p| (p.output, p.offset, p.message, p.hint))
        .collect()
}

fn with_formulas(formulas: &[&str]) -> CalcSpec {
    let mut spec = tip();
    for (f, text) in spec.formulas.iter_mut().zip(formulas) {
        f.formula = text.to_string();
    }
    spec
}

#[test]
fn check_reports_unknown_names_with_the_closest() {
    let p = problems(&with_formulas(&[
        "bil * 2",
        "bill + tip",
        "total / peeple + foo",
    ]));
    assert_eq!(p.len(), 3, "{p:?}");
    assert_eq!((p[0].0, p[0].1), (0, 0));
    assert_eq!(p[0].2, "unknown name 'bil'");
    assert_eq!(p[0].3, "did you mean 'bill'?");
    assert_eq!((p[1].0, p[1].1), (2, 8));
    assert_eq!(p[1].3, "did you mean 'people'?");
    assert_eq!(p[2].1, 17);
    assert!(
        p[2].3.starts_with("known names: bill, tipPercent"),
        "{}",
        p[2].3
    );
    let p = problems(&with_formulas(&["bill", "bill", "rount(total)"]));
    assert_eq!(p[0].2, "unknown function 'rount'");
    assert_eq!(p[0].3, "did you mean round(x, digits)?");
}

#[test]
fn check_reports_cycles() {
    let p = problems(&with_formulas(&["total * 0.1", "bill + tip", "perPerson"]));
    assert_eq!(p.len(), 2, "{p:?}");
    assert_eq!((p[0].0, p[0].1), (0, 0));
    assert!(
        p[0].2.contains("'total' is computed after 'tip'"),
        "{}",
        p[0].2
    );
    assert_eq!((p[1].0, p[1].1), (2, 0));
    assert_eq!(p[1].2, "'perPerson' uses itself");
}

#[test]
fn check_reports_syntax_arity_and_kinds() {
    let p = problems(&with_formulas(&[
        "bill * (tipPercent / 100",
        "round(bill, 2, 3)",
        "if(people, 1, 2) + (roundTo == 'tpi') + (roundTo == 1)",
    ]));
    assert_eq!(p[0].0, 0);
    assert_eq!(p[0].1, 7);
    assert_eq!(p[0].2, "this '(' is never closed");
    assert_eq!((p[1].0, p[1].1), (1, 0));
    assert_eq!(p[1].2, "round takes 1 or 2 arguments, not 3");
    assert_eq!(p[1].3, "write round(x, digits)");
    assert_eq!((p[2].0, p[2].1), (2, 3));
    assert!(
        p[2].2
            .starts_with("the condition of if(...) must be yes/no"),
        "{}",
        p[2].2
    );
    let option = p.iter().find(|x| x.2.contains("no option")).unwrap();
    assert_eq!(option.2, "'roundTo' has no option 'tpi'");
    assert_eq!(
        option.3,
        "did you mean 'tip'? Its options: none, tip, total"
    );
    assert_eq!(option.1, 31);
    let number = p.iter().find(|x| x.3.contains("is a select")).unwrap();
    assert_eq!(number.1, 41);
    assert!(number.3.contains("'none', 'tip', 'total'"), "{}", number.3);
    // Arithmetic on yes/no values and yes/no results are reported too.
    let p = problems(&with_formulas(&["bill", "bill > 1", "'a' + 1"]));
    assert_eq!(p.len(), 2, "{p:?}");
    assert_eq!(p[0].2, "this formula gives yes/no, not a number or a text");
    assert_eq!((p[1].0, p[1].1), (2, 0));
}

#[test]
fn check_refuses_unreadable_inputs_and_duplicate_ids() {
    let mut spec = tip();
    spec.inputs.push(InputSpec {
        id: "when".into(),
        kind: InputKind::Date {
            min: None,
            max: None,
        },
        default: "2024-01-01".into(),
        when: Some(Condition {
            input: "roundTo".into(),
            is: vec!["tip".into()],
            and: None,
        }),
    });
    spec.formulas[1].formula = "when".into();
    spec.formulas[2].output = "bill".into();
    let p = problems(&spec);
    assert_eq!(p.len(), 2, "{p:?}");
    assert!(p[0].2.contains("date or text input"), "{}", p[0].2);
    assert!(p[1].2.contains("already taken"), "{}", p[1].2);
}

#[test]
fn a_bad_formula_at_run_time_is_an_error_not_a_panic() {
    let spec = with_formulas(&["bill +", "1", "1"]);
    let err = evaluate(&spec, &Given::new(), NumberStyle::Plain).unwrap_err();
    assert_eq!(err.input, "tip");
    assert!(matches!(
        err.kind,
        ErrorKind::InvalidExpression {
            reason: "badFormula",
            position: Some(7),
            ..
        }
    ));
}

#[test]
fn deep_and_long_formulas_are_refused_quickly() {
    let deep = "(".repeat(MAX_LENGTH / 2) + &")".repeat(MAX_LENGTH / 2);
    assert!(!check(
        &[],
        &[FormulaSpec {
            output: "x".into(),
            formula: deep
        }]
    )
    .is_empty());
    let long = "1+".repeat(MAX_LENGTH);
    let p = check(
        &[],
        &[FormulaSpec {
            output: "x".into(),
            formula: long,
        }],
    );
    assert!(p[0].message.contains("too long"), "{p:?}");
    // The deepest accepted nesting still evaluates.
    let nested = "-(".repeat(40) + "1" + &")".repeat(40);
    assert_eq!(num(&nested), Decimal::ONE);
    let sum = vec!["1"; 99].join("+");
    assert_eq!(num(&sum), Decimal::from(99));
}

/// A small fuzz run inside the unit tests (the cargo-fuzz target `formula`
/// goes further): formulas glued from tokens by a fixed pseudo-random
/// sequence are checked and computed; problems point inside the text, and
/// nothing panics or overflows the stack.
#[test]
fn random_formulas_never_panic() {
    const PIECES: &[&str] = &[
        "bill", "tip", "people", "roundTo", "'tip'", "'x'", "true", "0", "1", "-", "+", "*", "/",
        "^", "(", ")", ",", "==", "<", "and", "not", "if(", "round(", "mod(", "sqrt(", "ln(",
        "max(", "atan(", "2.5e3", ".5", "9e28", "1e-29", "pi", "×", "≤", "\"", "$",
    ];
    let mut state: u64 = 0x2545_F491_4F6C_DD1D;
    let mut next = move || {
        // xorshift64*: deterministic, so a failure reproduces.
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        state.wrapping_mul(0x2545_F491_4F6C_DD1D)
    };
    let mut computed = 0;
    for _ in 0..20_000 {
        let len = 1 + next() % 14;
        let text: String = (0..len)
            .map(|_| PIECES[(next() % PIECES.len() as u64) as usize])
            .collect::<Vec<_>>()
            .join(" ");
        let spec = with_formulas(&["bill * 0.1", &text, "total / people"]);
        let problems = check(&spec.inputs, &spec.formulas);
        for p in &problems {
            assert!(p.offset <= spec.formulas[p.output].formula.len(), "{p:?}");
        }
        if problems.is_empty() {
            computed += 1;
            for people in ["0", "3"] {
                if let Ok(out) = evaluate(&spec, &given(&[("people", people)]), NumberStyle::En) {
                    assert!(out.all_finite(), "{text}: {out:?}");
                }
            }
        }
    }
    assert!(computed > 100, "only {computed} random formulas compiled");
}
