//! `calcula eval <id> [input=value ...]`: the calculator's math from the
//! command line (docs/eval.md). One JSON object on success;
//! `error: <input-id>: <message>` on stderr and exit 2 on bad input.

use crate::content::calculator;
use crate::error::unsafe_on_terminal;
use calc_core::solve::{Goal, Solution};
use calc_core::values::Currency;
use calc_core::{CalcSpec, Given, InputKind, NumberStyle};
use std::path::Path;

pub enum EvalError {
    /// Bad input: exit 2.
    Input(String),
    /// Broken content: exit 1.
    Content(String),
}

/// Runs calculator `id` on `args` (`input=value`): its main definition, or
/// with `lang` (`--lang pt-BR`) exactly what that language's pages run.
pub fn eval(
    root: &Path,
    id: &str,
    lang: Option<&str>,
    args: &[String],
) -> Result<String, EvalError> {
    let spec = load_spec(root, id, lang)?;
    let given = read_given(args)?;
    run_spec(&spec, &given)
}

/// `value` as JSON (RFC 8259) that is safe on a terminal: the characters
/// serde_json leaves raw inside strings but a terminal acts on (DEL, C1
/// controls, bidirectional overrides) written as `\uXXXX` escapes, so
/// what `eval` prints is still JSON and reads back the same.
pub fn to_json(value: &impl serde::Serialize) -> Result<String, EvalError> {
    let mut out = Vec::new();
    let mut writer = serde_json::Serializer::with_formatter(&mut out, TerminalSafe);
    value
        .serialize(&mut writer)
        .map_err(|e| EvalError::Content(e.to_string()))?;
    String::from_utf8(out).map_err(|e| EvalError::Content(e.to_string()))
}

/// serde_json's compact output, with `unsafe_on_terminal` characters of
/// strings escaped (every one of them is in the Basic Multilingual Plane,
/// so one `\uXXXX` each).
struct TerminalSafe;

impl serde_json::ser::Formatter for TerminalSafe {
    fn write_string_fragment<W: ?Sized + std::io::Write>(
        &mut self,
        writer: &mut W,
        fragment: &str,
    ) -> std::io::Result<()> {
        let mut start = 0;
        for (i, c) in fragment.char_indices() {
            if unsafe_on_terminal(c) {
                writer.write_all(&fragment.as_bytes()[start..i])?;
                write!(writer, "\\u{:04x}", u32::from(c))?;
                start = i + c.len_utf8();
            }
        }
        writer.write_all(&fragment.as_bytes()[start..])
    }
}

/// `input=value` arguments, each input at most once.
fn read_given(args: &[String]) -> Result<Given, EvalError> {
    let mut given = Given::new();
    for arg in args {
        let Some((key, value)) = arg.split_once('=') else {
            return Err(EvalError::Input(format!("{arg}: expected input=value")));
        };
        if given.insert(key.to_string(), value.to_string()).is_some() {
            return Err(EvalError::Input(format!("{key}: given more than once")));
        }
    }
    Ok(given)
}

/// `calcula eval <id> --solve <input> <output>=<target> [input=value ...]`:
/// the value of `input` that makes `output` equal `target`, the other
/// inputs as given. Prints `{"input", "value", "solution", "outputs"}`
/// when the target is reached; otherwise bad input, saying what the output
/// can reach.
pub fn solve(
    root: &Path,
    id: &str,
    lang: Option<&str>,
    solve: &[String],
    args: &[String],
) -> Result<String, EvalError> {
    let [input, goal] = solve else {
        return Err(EvalError::Input(
            "--solve: expected an input id and output=target".into(),
        ));
    };
    let Some((output, target)) = goal.split_once('=') else {
        return Err(EvalError::Input(format!(
            "{goal}: expected output=target after --solve {input}"
        )));
    };
    let target = calc_core::values::read_target(target, NumberStyle::Plain, &currencies(root)?)
        .map_err(|kind| EvalError::Input(calc_core::InputError::new("target", kind).to_string()))?;
    let (calc, lang) = load_calculator(root, id, lang)?;
    let spec = spec_of(&calc, lang.as_deref());
    let given = read_given(args)?;
    if given.contains_key(input) {
        return Err(EvalError::Input(format!(
            "{input}: given a value and solved for; leave it out"
        )));
    }
    let goal = goal_on_page(&calc, lang.as_deref(), input, output, target);
    solve_spec(&spec, &given, &goal)
}

/// The site languages' currencies (content/site.yaml), each read in its
/// pages' style: "$2,500" and "R$ 2.500,00" are targets, as the pages
/// show amounts.
fn currencies(root: &Path) -> Result<Vec<Currency>, EvalError> {
    let symbols =
        crate::content::currency_symbols(root).map_err(|e| EvalError::Content(e.to_string()))?;
    Ok(symbols
        .into_iter()
        .map(|(code, symbol)| Currency {
            symbol,
            style: NumberStyle::for_language(&code),
        })
        .collect())
}

/// Solving `input` for `output` = `target` as `lang`'s page (the main
/// definition's, without) does: the value given on the input's grid
/// (cents for money) where there the output is shown as the target.
pub fn goal_on_page(
    calc: &crate::content::Calculator,
    lang: Option<&str>,
    input: &str,
    output: &str,
    target: f64,
) -> Goal {
    let def = lang.map_or(&calc.base, |lang| calc.def(lang));
    Goal {
        input: input.to_string(),
        output: output.to_string(),
        target,
        grid: def.solve_grid(input),
        shown: def.shown_decimals(output),
    }
}

/// What `--solve` prints for `goal` on a loaded `spec` (`run_spec`'s
/// counterpart): the tests run every calculator's solves without reading
/// its YAML again for each.
pub fn solve_spec(spec: &CalcSpec, given: &Given, goal: &Goal) -> Result<String, EvalError> {
    let solved = calc_catalogue::solve_for(spec, given, NumberStyle::Plain, goal)
        .map_err(|e| EvalError::Input(e.to_string()))?;
    if let Some(message) = solved.solution.unreached(goal) {
        return Err(EvalError::Input(format!("{}: {message}", goal.output)));
    }
    let value = match &solved.solution {
        Solution::Reached { values, .. } => values.first().copied(),
        _ => None,
    };
    to_json(&serde_json::json!({
        "input": goal.input,
        "value": value,
        "solution": solved.solution,
        "outputs": solved.outputs,
    }))
}

/// What `eval` prints for `given` on a loaded `spec`.
pub fn run_spec(spec: &CalcSpec, given: &Given) -> Result<String, EvalError> {
    let outputs = calc_catalogue::evaluate(spec, given, NumberStyle::Plain)
        .map_err(|e| EvalError::Input(e.to_string()))?;
    to_json(&outputs)
}

/// `calcula eval <id> --describe`: the calculator's inputs (kind, limits,
/// options, default, when shown) and outputs, as its YAML declares them.
/// With `lang`, those of that language's pages.
pub fn describe(root: &Path, id: &str, lang: Option<&str>) -> Result<String, EvalError> {
    let spec = match lang {
        None => {
            crate::content::load_spec(root, id).map_err(|e| EvalError::Content(e.to_string()))?
        }
        Some(_) => load_spec(root, id, lang)?,
    };
    let mut out = match lang {
        None => format!("{id}\ninputs:\n"),
        Some(lang) => format!("{id} ({})\ninputs:\n", language(root, lang)?),
    };
    let moving = calc_catalogue::registry::limits_by_input(&spec.function);
    for input in &spec.inputs {
        out += &format!("  {}: {}", input.id, kind(&input.kind));
        for limit in moving.iter().filter(|l| l.input == input.id) {
            out += &format!(", {}", limit.describe());
        }
        out += &format!(", default {}", input.default);
        if let Some(when) = &input.when {
            let tests: Vec<String> = when
                .chain()
                .map(|c| format!("{} is {}", c.input, c.is.join(" or ")))
                .collect();
            out += &format!(" (read when {})", tests.join(" and "));
        }
        out += "\n";
    }
    // A keypad that keeps session variables evaluates the scientific language.
    let keeps_variables =
        calculator::load(root, id, &calc_catalogue::content::MATH).is_ok_and(|calc| {
            calc.base
                .inputs
                .iter()
                .any(|i| i.keypad_variables.is_some())
        });
    if keeps_variables {
        out += &scientific_language();
    }
    let outputs: Vec<String> = if spec.formulas.is_empty() {
        calc_catalogue::registry::function(&spec.function)
            .map(|f| f.outputs.iter().map(|o| o.to_string()).collect())
            .unwrap_or_default()
    } else {
        spec.formulas
            .iter()
            .map(|f| {
                let one_line: Vec<&str> = f.formula.split_whitespace().collect();
                format!("{} = {}", f.output, one_line.join(" "))
            })
            .collect()
    };
    out += "outputs:\n";
    for o in outputs {
        out += &format!("  {o}\n");
    }
    Ok(out)
}

/// The scientific calculator's language beyond the engine's, as the engine
/// lists it: its functions, `i`, and the session's variables.
fn scientific_language() -> String {
    use calc_engine::scientific::{functions, usage};
    let mut uses: Vec<&str> = functions().map(|(name, _)| usage(name)).collect();
    uses.push(usage("log"));
    format!(
        "functions: {} (arguments separated by , or ;)\n\
         complex numbers: i, as in sqrt(-4) = 2i, unless numbers is real\n\
         variables: definitions one a line (a = 3, Ans = 1/3), each seeing those before it; the expression may assign (a = 3)\n",
        uses.join(", ")
    )
}

/// The spec `eval` runs: the calculator's main definition, or the one the
/// pages of `lang` run (its market, its defaults), as the build computes
/// their default result. Values stay plain either way.
pub fn load_spec(root: &Path, id: &str, lang: Option<&str>) -> Result<CalcSpec, EvalError> {
    let (calc, lang) = load_calculator(root, id, lang)?;
    Ok(spec_of(&calc, lang.as_deref()))
}

/// The spec of `calc` that `lang`'s pages run (its main one without).
pub fn spec_of(calc: &crate::content::Calculator, lang: Option<&str>) -> CalcSpec {
    match lang {
        Some(lang) => calc.spec(lang),
        None => calc.base.spec(None),
    }
}

/// Calculator `id` as `eval` runs it (its data's options offered), and
/// `lang` as the site writes it, if it has a page in that language.
pub fn load_calculator(
    root: &Path,
    id: &str,
    lang: Option<&str>,
) -> Result<(crate::content::Calculator, Option<String>), EvalError> {
    let mut calc = match calculator::load(root, id, &calc_catalogue::content::MATH) {
        Ok(calc) => calc,
        Err(errors)
            if errors
                .0
                .iter()
                .any(|e| e.message.starts_with("unknown calculator")) =>
        {
            let known = calculator::list_ids(root).join(", ");
            return Err(EvalError::Input(format!(
                "{id}: unknown calculator; expected one of: {known}"
            )));
        }
        Err(errors) => return Err(EvalError::Content(errors.to_string())),
    };
    crate::data::options::offer_held_in(root, &mut calc)
        .map_err(|e| EvalError::Content(crate::error::report(&e)))?;
    let Some(lang) = lang else {
        return Ok((calc, None));
    };
    let lang = language(root, lang)?;
    // A calculator has a page in a language when it has texts in it.
    let texts = Path::new("locales")
        .join(&lang)
        .join("calculators")
        .join(format!("{id}.yaml"));
    if !root.join(&texts).is_file() {
        return Err(EvalError::Input(format!(
            "{id}: no {lang} page to run (there is no {})",
            texts.display()
        )));
    }
    Ok((calc, Some(lang)))
}

/// `lang` as the site writes it (`pt-br` is `pt-BR`), if the site has it.
fn language(root: &Path, lang: &str) -> Result<String, EvalError> {
    let codes =
        crate::content::language_codes(root).map_err(|e| EvalError::Content(e.to_string()))?;
    codes
        .iter()
        .find(|code| code.eq_ignore_ascii_case(lang))
        .cloned()
        .ok_or_else(|| {
            EvalError::Input(format!(
                "--lang: unknown language '{lang}'; expected one of: {}",
                codes.join(", ")
            ))
        })
}

fn kind(kind: &InputKind) -> String {
    let bound = |name: &str, v: Option<f64>| v.map(|v| format!(", {name} {v}"));
    match kind {
        InputKind::Number {
            min,
            max,
            above,
            below,
            integer,
        } => {
            let mut k = String::from(if *integer { "whole number" } else { "number" });
            for b in [
                bound("at least", *min),
                bound("at most", *max),
                bound("more than", *above),
                bound("less than", *below),
            ]
            .into_iter()
            .flatten()
            {
                k += &b;
            }
            k
        }
        InputKind::Select { options } => format!("one of {}", options.join(", ")),
        InputKind::Bool => "true or false".into(),
        InputKind::Date { min, max } => {
            let mut k = String::from("date YYYY-MM-DD");
            if let Some(min) = min {
                k += &format!(", from {min}");
            }
            if let Some(max) = max {
                k += &format!(", until {max}");
            }
            k
        }
        InputKind::Text { max_length } => format!("text, at most {max_length} characters"),
    }
}
