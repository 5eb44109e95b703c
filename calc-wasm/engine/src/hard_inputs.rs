//! The engine's hardest inputs, shared by its tests (each must finish
//! within a hang guard) and `make bench` (calc-wasm/catalogue/examples/engine_timing.rs,
//! the slowest against the 100 ms goal): what `make fuzz` found slowest and
//! pathological texts written by hand, and every operation the academic
//! tools run on a text. Compiled only for those (feature `hard-inputs`).

use crate::derive::derivative;
use crate::integrate::antiderivative;
use crate::limits::Budget;
use crate::parser::{parse_expr, Options};
use crate::steps::Steps;
use crate::{calculate, poly, simplify, Angle, Expr};

/// Inputs `make fuzz` found slowest (calc-wasm/fuzz: the evaluate and
/// academic targets' corpora replayed natively, CPU time): 35–90 ms before
/// expansions gave up early and the integrator charged its budget for
/// expanding and simplifying (the integrator's now spend it in 22–37 ms).
/// With the digits each is evaluated to.
pub const FUZZ_FOUND: &[(&str, usize)] = &[
    ("(xxD+oseeIs1i+oseeIII/10Ios)^34xxD+oseeI", 50),
    ("e^10^2^hsohxVi^ie^pelb^iec^x^ie^xeZl2", 200),
    ("sohxVi^ie^pelb^iec^x^iec^x", 1000),
    ("(x+jclog10ot8xe!^xeyjjsinhjjhji1)^60", 50),
    ("2atacosxatanvx(+8x+2)e(cox+77x+B)^11x", 50),
    ("sohcsohxVi^ixVi^ie^pelb^ieb^x^iec^x", 1000),
    ("1log81!13!8081!13!81!1", 200),
    ("(x+es!1sradee+1gdes!1srades)^19", 15),
    ("2atacosxatanv(x+8x+2)e(cox+77x+2)^11x", 50),
    ("1tlath1n21/lgoe^xe^x^e", 15),
    ("logsinsin55%(.5)", 1000),
    ("sin^3%(.2e2)", 1000),
    ("100!5!lb9%8", 1000),
    ("1-92lb9302!-92!", 15),
    ("(xxd+oseeI+oscbrtII20Ios)^34", 50),
    ("(hH+xdocei+xdoclxee2)^34", 50),
    ("(xeaosecaj2j2MeIseII+IxdoM+3)^34", 50),
    ("s(0!ound1x+jjjjab+zjxj1)^30", 15),
    // From the academic target (algebra, integral and matrix inputs).
    ("(x+1gdes!1cotsr+1odes!1sradefadeflonnniiii)^38", 15),
    ("(x+1gdoabs3xoo*bses!x+1rades)^39", 15),
    ("x^22 888888xxx8888888xx8888- 5.x + 4", 15),
    (
        "E(1x 2log2 9+xxxxxxxxxox+1xxxtargetxasinhrgetxasinhxxxx)^23Edi",
        15,
    ),
    ("x*sin(xxxxxxxxxxxxxxxxxx)", 15),
    ("e^(-2^x)", 15),
    (".0log1008773!", 15),
];

/// Texts built to be slow or deep: huge powers and factorials, nesting at
/// the limits, long sums and products, big expansions.
pub fn pathological() -> Vec<String> {
    let nested_fns = format!("{}1{}", "sin(".repeat(99), ")".repeat(99));
    let deep_parens = format!("{}1{}", "(".repeat(99), ")".repeat(99));
    let long_sum = "1+".repeat(5000) + "1";
    let long_digits = "9".repeat(10_000);
    let long_product = "sin(1)*".repeat(1400) + "1";
    let long_powers = "1.0001^".repeat(2000) + "2";
    vec![
        "(".repeat(10_000),
        ")".repeat(10_000),
        "9^9^9^9".into(),
        "10^10^10^10^10".into(),
        "2^2^2^2^2^2".into(),
        "1e999999".into(),
        "99999!".into(),
        "100000!".into(),
        "(10^400)!".into(),
        "sin(10^1000000)".into(),
        "sin(10^300)".into(),
        "exp(10^10)".into(),
        "exp(-10^10)".into(),
        "ln(0)".into(),
        "e^e^e^e".into(),
        "pi^pi^pi^pi".into(),
        "(1+1/10^100)^(10^100)".into(),
        "sqrt(2)^(10^9)".into(),
        "(-8)^(1/3)".into(),
        "0^0".into(),
        "tan(pi/2)".into(),
        "1/3^-1000000".into(),
        "x^x^x^x^x".into(),
        "(x+1)^1000".into(),
        "(x+y+z+w)^30".into(),
        "sin(cos(tan(x^x)))^x".into(),
        nested_fns,
        deep_parens,
        long_sum,
        long_digits,
        long_product,
        long_powers,
        "-".repeat(10_000) + "1",
        "!".repeat(10_000),
        "x".repeat(10_000),
        "2".repeat(5_000) + "!",
        "1/(x^2-1)^20".into(),
        "e^(x^2)".into(),
    ]
}

/// A symbolic operation in x with worked steps on, for its time only.
fn with_steps<T>(op: fn(&Expr, &str, Option<&mut Steps>, &mut Budget) -> T, e: &Expr) {
    let _ = op(e, "x", Some(&mut Steps::new()), &mut Budget::default());
}

/// Calls `run(what, operation)` for everything the academic tools do with
/// `text`: evaluate (radians at `digits`, degrees at 15), and where it
/// parses with x, derivative and integral with steps, expansion and
/// polynomial roots.
pub fn each_operation(text: &str, digits: usize, run: &mut dyn FnMut(&str, &mut dyn FnMut())) {
    run("calculate", &mut || {
        let _ = calculate(text, digits, Angle::Rad);
    });
    run("calculate deg", &mut || {
        let _ = calculate(text, 15, Angle::Deg);
    });
    run("scientific", &mut || {
        crate::scientific::exercise(text, digits)
    });
    if let Ok(e) = parse_expr(text, &Options::symbolic("x")) {
        let e = simplify::simplify(&e);
        run("derivative", &mut || with_steps(derivative, &e));
        run("integral", &mut || with_steps(antiderivative, &e));
        run("expand", &mut || {
            let _ = simplify::expand(&e);
        });
        run("poly", &mut || {
            if let Ok(Some(p)) = poly::from_expr(&e, "x") {
                let _ = poly::solve(&p, &mut Budget::default());
            }
        });
    }
}
