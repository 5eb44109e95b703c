//! Solve for any field (issue 29) on the real calculators: the value found
//! against a closed-form or reference inverse, computed independently and
//! written as a literal with its source; the honest answers (several
//! values, the integers either side, unreachable and which limit). The
//! property over every calculator, every pair, both languages, is
//! generator/tests/cli/solve_every_calculator.rs.
#![cfg(feature = "content")]

use calc_catalogue::solve_for;
use calc_catalogue::testing::{spec, spec_for};
use calc_core::solve::{Goal, Limit, Solution, Solved};
use calc_core::{CalcSpec, Given, InputKind, NumberStyle};

fn given(pairs: &[(&str, &str)]) -> Given {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

fn solve_spec(
    spec: &CalcSpec,
    pairs: &[(&str, &str)],
    input: &str,
    output: &str,
    target: f64,
) -> Solved {
    let goal = Goal {
        input: input.into(),
        output: output.into(),
        target,
        ..Default::default()
    };
    solve_for(spec, &given(pairs), NumberStyle::Plain, &goal)
        .unwrap_or_else(|e| panic!("solve {input} for {output} = {target}: {e}"))
}

fn solve(id: &str, pairs: &[(&str, &str)], input: &str, output: &str, target: f64) -> Solved {
    solve_spec(&spec(id), pairs, input, output, target)
}

/// Solves `input` with the other inputs as `pairs` gives them (its own
/// entry, if any, left out).
fn solve_others(
    id: &str,
    pairs: &[(&str, &str)],
    input: &str,
    output: &str,
    target: f64,
) -> Solved {
    let others: Vec<_> = pairs.iter().copied().filter(|(k, _)| *k != input).collect();
    solve(id, &others, input, output, target)
}

/// The one value reached; panics on anything else.
fn one(solved: &Solved) -> f64 {
    match &solved.solution {
        Solution::Reached {
            values,
            more: false,
        } if values.len() == 1 => values[0],
        other => panic!("expected one value, got {other:?}"),
    }
}

/// `got` within `rel` of `want`, relative. A value the solver finds is
/// given with the fewest digits at which the output is the target to 1e-9
/// (docs/eval.md): it may differ from the exact root from its ninth digit.
fn assert_near(got: f64, want: f64, rel: f64, what: &str) {
    assert!(
        (got - want).abs() <= rel * want.abs().max(1.0),
        "{what}: got {got}, want {want}"
    );
}

// ---- against references -------------------------------------------------

#[test]
fn loan_rate_term_and_amount_match_numpy_financial() {
    let base = [
        ("solveFor", "payment"),
        ("loanAmount", "20000"),
        ("interestRate", "6"),
        ("loanTerm", "5"),
    ];
    // numpy_financial.rate(60, -400, 20000) * 12 * 100 = 7.420095794554585
    let rate = one(&solve_others(
        "loan",
        &base,
        "interestRate",
        "payment",
        400.0,
    ));
    assert_near(rate, 7.420_095_794_554_585, 1e-9, "rate");
    // numpy_financial.nper(0.005, -400, 20000) = 57.68 payments, but the
    // loan makes whole payments: no term gives exactly $400; 57 payments
    // (4.75 years) give pmt(0.005, 57, 20000) = 404.1195539561585, 58 give
    // 398.096228217005, and the step between them is at 57.5 (4.7916 years).
    let term = solve_others("loan", &base, "loanTerm", "payment", 400.0);
    let Solution::Between {
        below,
        above,
        integer: false,
    } = term.solution
    else {
        panic!("{:?}", term.solution);
    };
    assert_near(below.output, 398.096_228_217_005, 1e-9, "58 payments");
    assert_near(above.output, 404.119_553_956_158_5, 1e-9, "57 payments");
    // The step is at 57.5 months (4.7916 years); each side is given as its
    // simplest term: 4.8 years is 57.6 months (58 payments), 4.79 is 57.48
    // (57 payments).
    assert_eq!((below.input, above.input), (4.8, 4.79));
    // numpy_financial.pv(0.005, 60, -400) = 20690.22430045239
    let amount = one(&solve_others("loan", &base, "loanAmount", "payment", 400.0));
    assert_near(amount, 20_690.224_300_452_39, 1e-9, "amount");
}

#[test]
fn investment_contribution_years_and_return_match_numpy_financial() {
    // The page's own "solve for" modes were these three, replaced by the
    // generic solve; the same references.
    let plan = [
        ("startingAmount", "20000"),
        ("contribution", "1000"),
        ("returnRate", "6"),
        ("years", "10"),
    ];
    // -numpy_financial.pmt(0.06, 10, -20000, 100000) = 4869.436657630698;
    // mpmath at 50 digits: 4869.436657630705582…
    let contribution = one(&solve_others(
        "investment",
        &plan,
        "contribution",
        "endAmount",
        100_000.0,
    ));
    assert_near(contribution, 4_869.436_657_630_706, 1e-9, "contribution");
    // numpy_financial.nper(0.06, -1000, -20000, 100000) = 19.863986231360112;
    // mpmath: ln(7000/2200)/ln 1.06 = 19.863986231360128417…
    let years = one(&solve_others(
        "investment",
        &plan,
        "years",
        "endAmount",
        100_000.0,
    ));
    assert_near(years, 19.863_986_231_360_126, 1e-9, "years");
    // numpy_financial.rate(10, -1000, -20000, 100000) * 100 = 14.84779403777518
    // (its Newton stops at 1e-6); mpmath findroot at 50 digits: 14.847794037661490402…
    let rate = one(&solve_others(
        "investment",
        &plan,
        "returnRate",
        "endAmount",
        100_000.0,
    ));
    assert_near(rate, 14.847_794_037_661_49, 1e-9, "return");
    // The start alone grows past $30,000 (20000 · 1.06^10 = 35816.95):
    // the contribution would have to be negative, below the field's 0.
    let below = solve_others("investment", &plan, "contribution", "endAmount", 30_000.0);
    let Solution::Unreachable { beyond, .. } = below.solution else {
        panic!("{:?}", below.solution);
    };
    assert!(
        matches!(beyond, Some(Limit::Min(m)) if m == 0.0),
        "{beyond:?}"
    );
}

#[test]
fn mortgage_home_price_for_a_payment() {
    // $2,500 a month with $400 tax and $125 insurance leaves $1,975 of
    // principal and interest: numpy_financial.pv(0.065/12, 360, -1975) +
    // 80000 down = 392466.36858571926.
    let price = one(&solve(
        "mortgage",
        &[
            ("downPayment", "80000"),
            ("loanTerm", "30"),
            ("interestRate", "6.5"),
            ("propertyTax", "4800"),
            ("insurance", "1500"),
        ],
        "homePrice",
        "monthlyPayment",
        2500.0,
    ));
    assert_near(price, 392_466.368_585_719_26, 1e-9, "home price");
}

#[test]
fn compound_interest_rate_that_doubles_in_ten_years() {
    // Monthly compounding doubles in 10 years at 12 (2^(1/120) − 1) =
    // 6.9515292814241171026 % (mpmath, 30 digits).
    let rate = one(&solve(
        "compound-interest",
        &[
            ("principal", "10000"),
            ("time", "10"),
            ("contribution", "0"),
            ("compoundingFrequency", "monthly"),
        ],
        "rate",
        "futureValue",
        20_000.0,
    ));
    assert_near(rate, 6.951_529_281_424_117, 1e-9, "rate");
}

#[test]
fn bmi_weight_for_a_bmi() {
    // BMI 24.9 at 1.75 m: 24.9 × 1.75² = 76.25625 kg.
    let weight = one(&solve(
        "bmi",
        &[("unit", "metric"), ("heightCm", "175")],
        "weightKg",
        "bmi",
        24.9,
    ));
    assert_near(weight, 76.256_25, 1e-9, "weight");
}

#[test]
fn paycheck_gross_for_a_net_pay_in_both_markets() {
    // Brazil, 2026: R$ 6.000 gross nets 4.973,38206 (the content's worked
    // example, Receita Federal's published case). Up to the next band of
    // either table, each real more pays 14 % INSS, 27.5 % IRRF on what INSS
    // leaves, and loses 0.133145 of the Lei 15.270/2025 reduction: the net
    // grows 1 − 0.14 − 0.275 × 0.86 − 0.133145 = 0.490355 per real. R$ 5.000
    // net: 6000 + 26.61794 / 0.490355 = 593749588/98071 = 6054.2829990517075
    // (exact fractions), still in the same bands (INSS's 14 % runs to
    // 8.475,55; the reduction's line to 7.350).
    let gross = one(&solve_spec(
        &spec_for("paycheck", "pt-BR"),
        &[("period", "2026-01")],
        "grossSalary",
        "netSalary",
        5000.0,
    ));
    assert_near(gross, 6_054.282_999_051_707_5, 1e-9, "gross salary");

    // United States, 2026 single, biweekly: 3,000 gross nets 3000 − 8330/26
    // − 186 − 43.50 = 2450.1153846… (Publication 15-T worked in the content's
    // example); in the 22 % row each dollar more nets 1 − 0.22 − 0.0765 =
    // 0.7035. 2,500 net: 3000 + 49.884615… / 0.7035 = 3070.9091903121753.
    let gross = one(&solve(
        "paycheck",
        &[
            ("taxYear", "2026"),
            ("payFrequency", "biweekly"),
            ("filingStatus", "single"),
        ],
        "grossPay",
        "netPay",
        2500.0,
    ));
    assert_near(gross, 3_070.909_190_312_175_3, 1e-9, "gross pay");
}

#[test]
fn pace_tip_and_percentage() {
    // 10 km at 5:30 per km is 3,300 s: 55 minutes.
    let minutes = one(&solve(
        "pace",
        &[
            ("mode", "pace"),
            ("unit", "km"),
            ("distance", "10"),
            ("hours", "0"),
            ("seconds", "0"),
        ],
        "minutes",
        "paceSeconds",
        330.0,
    ));
    assert_near(minutes, 55.0, 1e-9, "minutes");
    // A total of 115 with a 15 % tip: a bill of 100.
    let bill = one(&solve(
        "tip",
        &[("tipPercent", "15"), ("people", "1")],
        "bill",
        "total",
        115.0,
    ));
    assert_near(bill, 100.0, 1e-9, "bill");
    // 15 % of what is 45? 300.
    let total = one(&solve(
        "percentage",
        &[("mode", "value"), ("percent", "15")],
        "total",
        "result",
        45.0,
    ));
    assert_near(total, 300.0, 1e-9, "total");
}

#[test]
fn conversion_value_for_an_amount_in_the_target_unit() {
    // How many miles are 10 km? 10 / 1.609344 = 6.2137119223733397 mi (NIST
    // SP 811 B.8: mile = 1.609 344 E+03 m exactly; Python fractions).
    let miles = one(&solve(
        "conversion",
        &[("from", "mi"), ("to", "km"), ("figures", "10")],
        "value",
        "amount",
        10.0,
    ));
    assert_near(miles, 6.2137119223733397, 1e-8, "miles");
    // Which temperature in °F is 100 °C? 212 °F (B.8: t/°C = (t/°F − 32)/1.8).
    let fahrenheit = one(&solve(
        "conversion",
        &[("from", "°F"), ("to", "°C"), ("figures", "10")],
        "value",
        "amount",
        100.0,
    ));
    assert_near(fahrenheit, 212.0, 1e-12, "°F");
}

// ---- honest answers -----------------------------------------------------

#[test]
fn a_whole_number_input_gives_the_integers_either_side() {
    // 115 shared so each pays 33: 115 / 3 = 38.33, 115 / 4 = 28.75.
    let solved = solve(
        "tip",
        &[("bill", "100"), ("tipPercent", "15")],
        "people",
        "perPerson",
        33.0,
    );
    let Solution::Between {
        below,
        above,
        integer: true,
    } = solved.solution
    else {
        panic!("{:?}", solved.solution);
    };
    assert_eq!((below.input, above.input), (4.0, 3.0));
    assert_near(below.output, 28.75, 1e-12, "4 people");
    assert_near(above.output, 115.0 / 3.0, 1e-12, "3 people");
    let goal = Goal {
        input: "people".into(),
        output: "perPerson".into(),
        target: 33.0,
        ..Default::default()
    };
    let message = solved.solution.unreached(&goal).unwrap();
    assert!(message.contains("no whole value of people"), "{message}");
}

#[test]
fn an_unreachable_target_names_the_limit_in_the_way() {
    // A negative total needs a bill below its minimum, 0.
    let solved = solve(
        "tip",
        &[("tipPercent", "15"), ("people", "1")],
        "bill",
        "total",
        -5.0,
    );
    let Solution::Unreachable {
        least,
        most,
        beyond,
    } = solved.solution
    else {
        panic!("{:?}", solved.solution);
    };
    assert_eq!(beyond, Some(Limit::Min(0.0)));
    assert_eq!((least.input, least.output), (0.0, 0.0));
    // The most: a bill of 1e9 (its maximum) plus 15 %.
    assert_near(most.output, 1.15e9, 1e-12, "most");
}

#[test]
fn the_most_an_output_reaches_is_its_peak_not_the_nearest_sample() {
    // The INSS effective rate rises to the contribution ceiling, R$ 8.475,55
    // in 2026, then falls: 7.5 % × 1.621 + 9 % × 1.281,84 + 12 % × 1.451,43
    // + 14 % × 4.121,28 = 988,0914, 11.65813899982892 % of the ceiling
    // (exact fractions). 20 % is out of reach, and the most is that peak.
    let solved = solve_spec(
        &spec_for("paycheck", "pt-BR"),
        &[("period", "2026-01")],
        "grossSalary",
        "inssEffectiveRate",
        20.0,
    );
    let Solution::Unreachable {
        least,
        most,
        beyond: None,
    } = solved.solution
    else {
        panic!("{:?}", solved.solution);
    };
    assert_near(most.output, 11.658_138_999_828_92, 1e-9, "the peak rate");
    assert_near(most.input, 8475.55, 1e-6, "at the ceiling");
    assert_eq!(least.output, 0.0);
}

#[test]
fn several_values_are_all_listed() {
    // A formula calculator of our own: y = x² − 4 on [−10, 10], zeros ±2.
    let spec = square_spec();
    let solved = solve_spec(&spec, &[], "x", "y", 0.0);
    let Solution::Reached {
        values,
        more: false,
    } = &solved.solution
    else {
        panic!("{:?}", solved.solution);
    };
    assert_eq!(values.len(), 2, "{values:?}");
    assert_near(values[0], -2.0, 1e-12, "negative zero");
    assert_near(values[1], 2.0, 1e-12, "positive zero");
}

fn square_spec() -> CalcSpec {
    let mut spec = spec("tip");
    spec.inputs = vec![calc_core::InputSpec {
        id: "x".into(),
        kind: InputKind::Number {
            min: Some(-10.0),
            max: Some(10.0),
            above: None,
            below: None,
            integer: false,
        },
        default: "7".into(),
        when: None,
    }];
    spec.formulas = vec![calc_core::FormulaSpec {
        output: "y".into(),
        formula: "x * x - 4".into(),
    }];
    spec
}

#[test]
fn refusals_say_which_field() {
    let goal = |input: &str, output: &str| Goal {
        input: input.into(),
        output: output.into(),
        target: 1.0,
        ..Default::default()
    };
    let err = |g: Goal| {
        solve_for(&spec("tip"), &Given::new(), NumberStyle::Plain, &g)
            .err()
            .map(|e| e.to_string())
    };
    assert!(err(goal("roundTo", "total"))
        .unwrap()
        .contains("only a number input"));
    assert!(err(goal("bill", "nothing"))
        .unwrap()
        .contains("unknown result; expected one of: tip, total"));
    assert!(err(goal("nothing", "total")).unwrap().contains("unknown"));
}
