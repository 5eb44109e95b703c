//! Formula calculators: a calculator whose YAML gives each output a
//! `formula` over the inputs and the outputs listed before it.
//!
//! # Syntax
//!
//! - Numbers: `12`, `0.5`, `.5`, `1.5e3`. Arithmetic: `+ - * / ^` (also
//!   `× ÷ −` and `**`), parentheses. `^` groups right to left and binds
//!   tighter than unary minus (`-2^2` is −4, `2^-3` is 0.125); writing two
//!   things side by side multiplies (`2pi`, `3(a + b)`).
//! - Names: input ids (number, select and yes/no inputs), the ids of
//!   outputs listed before this one, the constants `pi` (also `π`) and `e`,
//!   `true` and `false`.
//! - Texts in single or double quotes: a select input's option ids, as in
//!   `roundTo == 'tip'` (`calcula check` rejects an option the select does
//!   not have).
//! - Comparisons: `==` (or `=`), `!=` (or `≠`, `<>`), `<`, `<=` (`≤`), `>`,
//!   `>=` (`≥`); one per operand (`0 < x and x < 1`, not `0 < x < 1`).
//!   Numbers compare with every one, texts and yes/no values with `==` and
//!   `!=`.
//! - Logic: `and` (`&&`), `or` (`||`), `not` (`!`), loosest of all.
//!
//! # Functions
//!
//! Names are case-insensitive (`ROUND` works).
//!
//! - `if(condition, a, b)`: only the chosen branch is computed, so
//!   `if(people > 0, total / people, 0)` never divides by zero.
//! - `min(a, ...)`, `max(a, ...)`, `sum(a, ...)`, `average(a, ...)`,
//!   `clamp(x, low, high)`, `abs(x)`, `sign(x)`.
//! - `round(x, n)`: half away from zero, as a spreadsheet's ROUND; `n`
//!   decimals, 0 when left out, negative for tens, hundreds
//!   (`round(1234, -2)` is 1200). `roundup(x, n)` away from zero,
//!   `rounddown(x, n)` and `trunc(x, n)` toward zero. `floor(x)`,
//!   `ceil(x)` (or `ceiling`), `int(x)` (= floor); `floor(x, m)`,
//!   `ceil(x, m)` and `mround(x, m)` go to a multiple of `m`.
//! - `mod(a, b)`: the remainder with the sign of `b`, as a spreadsheet's
//!   MOD (`mod(-1, 3)` is 2).
//! - `sqrt`, `cbrt`, `pow(a, b)` (or `power`), `exp`, `ln`, `log(x)`
//!   (base 10), `log(x, base)`, `log10`, `fact(n)`.
//! - `sin cos tan asin acos atan` in radians, `atan2(y, x)`,
//!   `degrees(x)`, `radians(x)`, `pi()`.
//!
//! # Arithmetic
//!
//! Exact decimal with 28 significant digits (`rust_decimal`): 0.1 + 0.2 is
//! exactly 0.3, and nothing is rounded between steps except what a digit
//! past the 28th cannot hold (1/3*3 is 0.9999999999999999999999999999, the
//! double 1 on the page). Whole powers are exact when they fit; roots,
//! logarithms, powers and trigonometry are good to about 26 digits.
//! Numbers are less than about 7.9 × 10²⁸ in size, resolved to 10⁻²⁸; a
//! literal or input with more than 28 significant digits is rounded (half
//! away from zero).
//!
//! # Results and errors
//!
//! An output's formula gives a number (an `OutValue::Number`, the nearest
//! double) or a text (an `OutValue::Text`: the option id or quoted text it
//! chose, which the page may show by its label). A yes/no result is refused
//! by the checker: write `if(condition, 1, 0)`.
//!
//! A division by zero (`DivisionByZero`), a value outside a function's
//! domain (`OutOfDomain`: `sqrt(-1)`, `ln(0)`, `asin(2)`, a negative base
//! to a fractional power) or a result too large (`ResultTooLarge`) is an
//! input error blaming the first input the failing part reads (the divisor
//! of a division; through earlier outputs to their inputs): for
//! `total / people` with `people` = 0, `people`.
//!
//! [`check`] reports, for `calcula check`, every syntax error, unknown name
//! (with the closest known one), reference to the output itself or a later
//! one (a cycle), wrong number of arguments, wrong kind of value, and
//! comparison of a select with an option it does not have.

/// The text of a problem or a hint. Only `calcula check` and the command
/// line read these; the browser's module leaves them (and the formatting
/// code) out, so it stays small.
macro_rules! text {
    ($($arg:tt)*) => {
        if cfg!(target_arch = "wasm32") {
            String::new()
        } else {
            format!($($arg)*)
        }
    };
}

mod compile;
mod eval;
mod functions;
mod lexer;
mod math;
mod parser;
#[cfg(test)]
mod tests;

use calc_core::error::{ErrorKind, InputError};
use calc_core::outputs::Outputs;
use calc_core::registry::Given;
use calc_core::spec::{CalcSpec, FormulaSpec, InputKind, InputSpec};
use calc_core::values::{self, NumberStyle, Value};
use compile::{first_input, parse_decimal, Compiler, Expr, Scope, Type};
use eval::{Env, Val};
use std::collections::BTreeMap;

/// Longest formula, in bytes.
pub const MAX_LENGTH: usize = 2000;
/// Deepest nesting of a formula's syntax tree (parentheses, calls,
/// operators): bounds the parser's and the evaluator's recursion.
pub const MAX_HEIGHT: usize = 100;

/// A problem in one output's formula, for `calcula check`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// Index of the formula (output) in the order given.
    pub output: usize,
    /// Byte offset in that formula's text.
    pub offset: usize,
    pub message: String,
    pub hint: String,
}

impl Problem {
    fn at(offset: usize, message: impl Into<String>, hint: impl Into<String>) -> Problem {
        Problem {
            output: 0,
            offset,
            message: message.into(),
            hint: hint.into(),
        }
    }
}

/// Every problem in a formula calculator's outputs (in order), none when
/// they all compile. `inputs` are the calculator's input declarations.
pub fn check(inputs: &[InputSpec], formulas: &[FormulaSpec]) -> Vec<Problem> {
    match compile_all(inputs, formulas) {
        Ok(_) => Vec::new(),
        Err(problems) => problems,
    }
}

/// The formula language as a module carries it.
pub const FORMULAS: calc_core::registry::Formulas = calc_core::registry::Formulas {
    compute,
    check: |inputs, formulas| {
        check(inputs, formulas)
            .into_iter()
            .map(|p| calc_core::registry::FormulaProblem {
                output: p.output,
                offset: p.offset,
                message: p.message,
                hint: p.hint,
            })
            .collect()
    },
};

/// The checked formulas of a calculator, ready to run.
struct Program {
    outputs: Vec<Expr>,
    /// For each output, the first input it reads (the one to blame).
    blame: Vec<Option<usize>>,
}

fn compile_all(inputs: &[InputSpec], formulas: &[FormulaSpec]) -> Result<Program, Vec<Problem>> {
    let ids: Vec<&str> = formulas.iter().map(|f| f.output.as_str()).collect();
    let mut problems = Vec::new();
    let mut types = Vec::new();
    let mut program = Program {
        outputs: Vec::new(),
        blame: Vec::new(),
    };
    for (current, formula) in formulas.iter().enumerate() {
        let id = &formula.output;
        let taken = || inputs.iter().any(|i| &i.id == id) || ids[..current].contains(&id.as_str());
        if compile::CHECKS_KINDS && taken() {
            problems.push(Problem {
                output: current,
                offset: 0,
                message: text!(
                    "the output id '{id}' is already taken by an input or an earlier output"
                ),
                hint: "give each input and output its own id".into(),
            });
        }
        let scope = Scope {
            inputs,
            outputs: &ids,
            output_types: &types,
            current,
        };
        let mut compiler = Compiler::new(&scope);
        let (expr, ty) = match parser::parse(&formula.formula) {
            Ok(tree) => compiler.compile(&tree),
            Err(problem) => {
                compiler.problems.push(Problem {
                    output: current,
                    ..problem
                });
                (Expr::Num(Default::default()), Type::Unknown)
            }
        };
        if compile::CHECKS_KINDS && ty == Type::Bool {
            compiler.problems.push(Problem {
                output: current,
                offset: 0,
                message: "this formula gives yes/no, not a number or a text".into(),
                hint: "turn it into a number, like if(condition, 1, 0)".into(),
            });
        }
        problems.append(&mut compiler.problems);
        types.push(ty);
        let blame = first_input(&expr, &program.blame, &|i| is_number(&inputs[i]))
            .or_else(|| first_input(&expr, &program.blame, &|_| true));
        program.blame.push(blame);
        program.outputs.push(expr);
    }
    if problems.is_empty() {
        Ok(program)
    } else {
        Err(problems)
    }
}

fn is_number(input: &InputSpec) -> bool {
    matches!(input.kind, InputKind::Number { .. })
}

/// A validated input's value as formulas see it: numbers re-read from
/// their text as exact decimals (`0.1` is one tenth, not the nearest
/// double), options and flags as they are.
fn input_value(
    spec: &InputSpec,
    value: &Value,
    raw: &str,
    style: NumberStyle,
) -> Result<Option<Val>, InputError> {
    Ok(match (value, &spec.kind) {
        (Value::Number(_), InputKind::Number { .. }) => {
            let exact = values::plain_number(raw, style).and_then(|p| parse_decimal(&p));
            let Some(exact) = exact else {
                return Err(InputError::new(&spec.id, ErrorKind::ResultTooLarge));
            };
            Some(Val::Num(exact))
        }
        (Value::Option(o), _) => Some(Val::Text(o.clone())),
        (Value::Bool(b), _) => Some(Val::Bool(*b)),
        _ => None,
    })
}

/// Computes a formula calculator from its validated input values (`values`,
/// by id) and the texts they were read from (`given`, else the defaults).
pub(crate) fn compute(
    spec: &CalcSpec,
    given: &Given,
    style: NumberStyle,
    values: &BTreeMap<String, Value>,
) -> Result<Outputs, InputError> {
    let program = compile_all(&spec.inputs, &spec.formulas).map_err(|problems| {
        // `calcula check` rejects these before any page is built.
        let first = &problems[0];
        InputError::new(
            spec.formulas
                .get(first.output)
                .map_or("calculator", |f| f.output.as_str()),
            ErrorKind::InvalidExpression {
                reason: "badFormula",
                position: Some(first.offset + 1),
                token: None,
                detail: text!("{}; {}", first.message, first.hint),
            },
        )
    })?;
    let mut inputs = Vec::with_capacity(spec.inputs.len());
    for input in &spec.inputs {
        let value = match values.get(&input.id) {
            Some(v) => {
                let (raw, raw_style) = match given.get(&input.id) {
                    Some(raw) => (raw.as_str(), style),
                    None => (input.default.as_str(), NumberStyle::Plain),
                };
                input_value(input, v, raw, raw_style)?
            }
            None => None,
        };
        inputs.push(value);
    }
    let mut results: Vec<Val> = Vec::with_capacity(program.outputs.len());
    for expr in &program.outputs {
        let env = Env {
            inputs: &inputs,
            outputs: &results,
        };
        let value = env.eval(expr).map_err(|fault| {
            // Numbers first: a failing number rarely comes from a select.
            let number = |i: usize| spec.inputs.get(i).is_some_and(is_number);
            let blamed = [fault.culprit, expr]
                .into_iter()
                .flat_map(|e| {
                    [
                        first_input(e, &program.blame, &number),
                        first_input(e, &program.blame, &|_| true),
                    ]
                })
                .flatten()
                .next()
                .and_then(|i| spec.inputs.get(i))
                .map_or("calculator", |i| i.id.as_str());
            let kind = match fault.fail {
                Some(math::Fail::DivisionByZero) => ErrorKind::DivisionByZero,
                Some(math::Fail::OutOfDomain) | None => ErrorKind::OutOfDomain,
                Some(math::Fail::Overflow) => ErrorKind::ResultTooLarge,
            };
            InputError::new(blamed, kind)
        })?;
        results.push(value);
    }
    let mut out = Outputs::new();
    for (formula, value) in spec.formulas.iter().zip(results) {
        out = match value {
            Val::Num(v) => out.number(&formula.output, to_f64(v)),
            Val::Text(t) => out.text(&formula.output, t),
            Val::Bool(b) => out.text(&formula.output, if b { "true" } else { "false" }),
        };
    }
    Ok(out)
}

/// The double nearest the decimal (read from its digits, correctly rounded).
fn to_f64(v: rust_decimal::Decimal) -> f64 {
    if v.is_zero() {
        return 0.0;
    }
    values::plain_to_f64(&compile::plain_text(v)).unwrap_or(0.0)
}
