//! A calculator's YAML file → validated `Calculator` (texts come later).
//! Checks each definition against the calc-wasm function it names, so YAML
//! and Rust never disagree about inputs and outputs, and runs its examples.

use super::error::{ContentError, ContentErrors};
use super::market::{self, Origin, Resolved};
use super::math::{FunctionShape, Math};
use super::model::{Calculator, Definition, Input, Output};
use super::raw::{
    CalculatorFile, ChartEntry, ChartKind, Display, Example, Format, InputEntry, InputType,
    OutputEntry, Scalar, Unit,
};
use super::source::Source;
use crate::spec::{CalcSpec, Condition, FormulaSpec, InputKind, InputSpec};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Relative tolerance for numeric example outputs.
const EXAMPLE_TOLERANCE: f64 = 1e-9;

pub fn is_valid_id(id: &str) -> bool {
    !id.is_empty()
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        && !id.starts_with('-')
        && !id.ends_with('-')
}

/// Today (UTC), or the day of `SOURCE_DATE_EPOCH` for reproducible builds.
pub fn build_date() -> time::Date {
    let secs = std::env::var("SOURCE_DATE_EPOCH")
        .ok()
        .and_then(|s| s.parse::<i64>().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_secs() as i64)
        });
    // 2440588 is the Julian day number of 1970-01-01.
    let julian = 2_440_588 + secs.div_euclid(86_400);
    time::Date::from_julian_day(i32::try_from(julian).unwrap_or(2_440_588))
        .unwrap_or(time::Date::MIN)
}

/// One definition as written: the file's top level, or one of its markets
/// merged into what it changes (`market.rs`).
struct RawDef {
    /// Path of the definition in the file: "" or "markets.pt-BR.".
    prefix: String,
    function: String,
    /// Path of the key that names the function.
    function_at: String,
    inputs: Vec<InputEntry>,
    outputs: Vec<OutputEntry>,
    charts: Vec<ChartEntry>,
    /// Where each input, output and chart (by index) was written.
    origins: [Vec<Origin>; 3],
    summary_by: Option<String>,
    examples: Vec<Example>,
}

impl RawDef {
    fn new(prefix: String, resolved: Resolved, examples: Vec<Example>) -> RawDef {
        let (inputs, input_origins) = resolved.inputs.into_iter().unzip();
        let (outputs, output_origins) = resolved.outputs.into_iter().unzip();
        let (charts, chart_origins) = resolved.charts.into_iter().unzip();
        RawDef {
            prefix,
            function: resolved.function,
            function_at: resolved.function_at,
            inputs,
            outputs,
            charts,
            origins: [input_origins, output_origins, chart_origins],
            summary_by: resolved.summary_by,
            examples,
        }
    }

    /// Where `path` (`inputs.2.default`, `examples.0`) was written.
    fn at(&self, path: &str) -> String {
        let mut parts = path.splitn(3, '.');
        let (list, index, rest) = (parts.next(), parts.next(), parts.next());
        let origins = match list {
            Some("inputs") => Some(&self.origins[0]),
            Some("outputs") => Some(&self.origins[1]),
            Some("charts") => Some(&self.origins[2]),
            _ => None,
        };
        let origin = origins
            .zip(index.and_then(|i| i.parse::<usize>().ok()))
            .and_then(|(o, i)| o.get(i));
        match origin {
            Some(origin) => origin.at(rest.unwrap_or("")),
            None => format!("{}{path}", self.prefix),
        }
    }
}

#[allow(clippy::too_many_arguments)]
pub fn build(
    root: &Path,
    id: &str,
    src: &Source,
    languages: &[String],
    math: &dyn Math,
    errors: &mut ContentErrors,
) -> Option<Calculator> {
    let mut raw: CalculatorFile = match src.parse() {
        Ok(raw) => raw,
        Err(e) => {
            errors.push(e);
            return None;
        }
    };
    let file = market::parse_main(src, errors)?;
    let base = market::main(id, &file, src, errors)
        .map(|r| RawDef::new(String::new(), r, std::mem::take(&mut raw.examples)))
        .and_then(|d| definition(&d, src, languages, math, errors));
    let mut markets = BTreeMap::new();
    let mut failed_markets = BTreeSet::new();
    let mut resolved = market::markets(root, id, &file, src, errors);
    for (lang, m) in &mut raw.markets {
        if !languages.contains(lang) {
            errors.push(
                src.error_at_key(
                    &format!("markets.{lang}"),
                    format!("unknown language '{lang}'"),
                )
                .hint(format!("use one of: {}", languages.join(", "))),
            );
            continue;
        }
        let Some(Some(r)) = resolved.remove(lang) else {
            failed_markets.insert(lang.clone());
            continue;
        };
        let def = RawDef::new(
            format!("markets.{lang}."),
            r,
            std::mem::take(&mut m.examples),
        );
        match definition(&def, src, languages, math, errors) {
            Some(d) => {
                markets.insert(lang.clone(), d);
            }
            None => {
                failed_markets.insert(lang.clone());
            }
        }
    }
    if let Some(code) = &raw.currency {
        if code.len() != 3 || !code.bytes().all(|b| b.is_ascii_uppercase()) {
            errors.push(
                src.error_at("currency", format!("'{code}' is not a currency code"))
                    .hint("an ISO 4217 code in capitals, such as BRL or USD"),
            );
        }
    }
    for (lang, slug) in &raw.slugs {
        if !languages.contains(lang) {
            errors.push(
                src.error_at_key(
                    &format!("slugs.{lang}"),
                    format!("'{lang}' is not a language of the site"),
                )
                .hint(format!("use one of: {}", languages.join(", "))),
            );
        }
        let clean = !slug.is_empty()
            && !slug.starts_with('-')
            && !slug.ends_with('-')
            && slug
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
        if !clean {
            errors.push(
                src.error_at(&format!("slugs.{lang}"), format!("'{slug}' is not a page address"))
                    .hint("write lowercase letters without accents, digits and hyphens, like calculadora-ferias"),
            );
        }
    }
    Some(Calculator {
        id: id.to_string(),
        source: src.path.clone(),
        category: raw.category,
        icon: raw.icon,
        order: raw.order,
        related: raw.related,
        featured: raw.featured,
        currency: raw.currency,
        slugs: raw.slugs,
        base: base?,
        markets,
        failed_markets,
        texts: BTreeMap::new(),
    })
}

fn definition(
    d: &RawDef,
    src: &Source,
    languages: &[String],
    math: &dyn Math,
    errors: &mut ContentErrors,
) -> Option<Definition> {
    let before = errors.0.len();
    let function_id = d.function.clone();
    let computed = computed_by(d, math, src, errors)?;
    let unique_inputs = check_unique_input_ids(d, src, errors);
    if let Computed::Function(function) = &computed {
        check_input_ids(d, &function_id, function, src, errors);
    }
    let inputs: Vec<Input> = d
        .inputs
        .iter()
        .enumerate()
        .filter_map(|(i, entry)| build_input(d, i, entry, languages, math, src, errors))
        .collect();
    check_conditions(d, &inputs, src, errors);
    check_km_mi_units(d, &inputs, src, errors);
    super::conventions::check(&d.prefix, &d.inputs, &inputs, src, errors);
    let outputs = build_outputs(d, &function_id, &computed, &inputs, src, errors);
    let formulas = match computed {
        // Formulas over an input declared twice would be blamed for names
        // that are fine: the duplicate is the one error to report.
        Computed::Formulas if unique_inputs => formulas(d, &inputs, math, src, errors),
        Computed::Formulas => Vec::new(),
        Computed::Function(_) => Vec::new(),
    };
    check_charts(d, &outputs, &inputs, src, errors);
    if let Some(by) = &d.summary_by {
        if !inputs
            .iter()
            .any(|i| &i.spec.id == by && matches!(i.spec.kind, InputKind::Select { .. }))
        {
            errors.push(
                src.error_at(
                    &d.at("summary_by"),
                    format!("'{by}' is not a select input of this calculator"),
                )
                .hint("name a select input, or remove summary_by"),
            );
        }
    }
    if errors.0.len() > before {
        return None;
    }
    let def = Definition {
        function: function_id,
        inputs,
        outputs,
        charts: d.charts.clone(),
        summary_by: d.summary_by.clone(),
        formulas,
        // The part before a pointer's '/': `schedule/0/balance` names `schedule`.
        example_outputs: d
            .examples
            .iter()
            .flat_map(|e| e.outputs.keys())
            .map(|k| k.split('/').next().unwrap_or(k).to_string())
            .collect(),
    };
    check_examples(&def, d, math, src, errors);
    Some(def)
}

/// What computes a definition.
enum Computed {
    /// The calc-wasm function it names (or its calculator's id names).
    Function(FunctionShape),
    /// Its outputs' formulas: a formula calculator, written in YAML alone.
    Formulas,
}

/// A definition is computed by the calc-wasm function it names or, when
/// its outputs have formulas and no such function exists, by those.
fn computed_by(
    d: &RawDef,
    math: &dyn Math,
    src: &Source,
    errors: &mut ContentErrors,
) -> Option<Computed> {
    let with_formula: Vec<usize> = (0..d.outputs.len())
        .filter(|&i| d.outputs[i].formula.is_some())
        .collect();
    match (math.function(&d.function), with_formula.is_empty()) {
        (Some(function), true) => Some(Computed::Function(function)),
        (Some(_), false) => {
            for i in with_formula {
                errors.push(
                    src.error_at_key(
                        &d.at(&format!("outputs.{i}.formula")),
                        format!(
                            "output '{}' has a formula, but calc-wasm function '{}' computes this calculator",
                            d.outputs[i].id, d.function
                        ),
                    )
                    .hint("remove the formula; or, for a formula calculator, give it an id (and no `function`) that no calc-wasm function has"),
                );
            }
            None
        }
        (None, false) => Some(Computed::Formulas),
        (None, true) => {
            errors.push(
                src.error_at(
                    &d.function_at,
                    format!(
                        "no calc-wasm function '{}', and no output has a formula",
                        d.function
                    ),
                )
                .hint(format!(
                    "give each output a `formula` over the inputs (a formula calculator, see CONTENT.md), or name one of: {}",
                    math.function_ids().join(", ")
                )),
            );
            None
        }
    }
}

/// Output formats a formula's number or option id can be shown in.
const FORMULA_FORMATS: [Format; 7] = [
    Format::Currency,
    Format::Number,
    Format::Integer,
    Format::Percent,
    Format::Label,
    Format::Text,
    Format::Warning,
];

/// A formula calculator's formulas, in output order, each checked by the
/// math (syntax, names, cycles) and located at its place in the file.
fn formulas(
    d: &RawDef,
    inputs: &[Input],
    math: &dyn Math,
    src: &Source,
    errors: &mut ContentErrors,
) -> Vec<FormulaSpec> {
    let mut formulas = Vec::new();
    for (i, e) in d.outputs.iter().enumerate() {
        let at = d.at(&format!("outputs.{i}"));
        match &e.formula {
            None => errors.push(
                src.error_at(
                    &format!("{at}.id"),
                    format!(
                        "output '{}' has neither a calc-wasm function nor a formula",
                        e.id
                    ),
                )
                .hint("give it a `formula` over the inputs and the outputs above it"),
            ),
            Some(_) if !FORMULA_FORMATS.contains(&e.format) => errors.push(
                src.error_at(
                    &format!("{at}.format"),
                    format!(
                        "a formula gives a number or an option id, not a {:?} output",
                        e.format
                    )
                    .to_lowercase(),
                )
                .hint("use format currency, number, integer, percent, label, text or warning"),
            ),
            Some(text) => formulas.push(FormulaSpec {
                output: e.id.clone(),
                formula: text.clone(),
            }),
        }
    }
    if formulas.len() < d.outputs.len() {
        return Vec::new();
    }
    let specs: Vec<InputSpec> = inputs.iter().map(|i| i.spec.clone()).collect();
    for problem in math.check_formulas(&specs, &formulas) {
        let path = d.at(&format!("outputs.{}.formula", problem.formula));
        errors.push(
            src.error_in_scalar(&path, problem.offset, problem.message)
                .hint(problem.hint),
        );
    }
    formulas
}

/// Whether each input id is declared once (every repeat is reported), for
/// Rust and formula calculators alike.
fn check_unique_input_ids(d: &RawDef, src: &Source, errors: &mut ContentErrors) -> bool {
    let mut seen = BTreeSet::new();
    let mut unique = true;
    for (i, input) in d.inputs.iter().enumerate() {
        if !seen.insert(input.id.as_str()) {
            unique = false;
            let at = d.at(&format!("inputs.{i}.id"));
            errors.push(
                src.declared_twice(&at, "input", &input.id)
                    .hint("give each input its own id"),
            );
        }
    }
    unique
}

/// Each input (the first of a repeated id) is one the function reads.
fn check_input_ids(
    d: &RawDef,
    function_id: &str,
    function: &FunctionShape,
    src: &Source,
    errors: &mut ContentErrors,
) {
    let mut seen = BTreeSet::new();
    for (i, input) in d.inputs.iter().enumerate() {
        if !seen.insert(input.id.as_str()) {
            continue;
        } else if !function.inputs.contains(&input.id) {
            errors.push(
                src.error_at(
                    &d.at(&format!("inputs.{i}.id")),
                    format!(
                        "calc-wasm function '{function_id}' has no input '{}'",
                        input.id
                    ),
                )
                .hint(format!("its inputs are: {}", function.inputs.join(", "))),
            );
        }
    }
    let missing: Vec<&str> = function
        .inputs
        .iter()
        .map(String::as_str)
        .filter(|id| !seen.contains(id))
        .collect();
    if !missing.is_empty() {
        errors.push(
            src.error_at(
                &d.at("inputs"),
                format!(
                    "missing input{} {}",
                    if missing.len() == 1 { "" } else { "s" },
                    missing.join(", ")
                ),
            )
            .hint(format!(
                "calc-wasm function '{function_id}' reads them; declare each under inputs"
            )),
        );
    }
}

fn build_input(
    d: &RawDef,
    i: usize,
    e: &InputEntry,
    languages: &[String],
    math: &dyn Math,
    src: &Source,
    errors: &mut ContentErrors,
) -> Option<Input> {
    let at = |field: &str| d.at(&format!("inputs.{i}.{field}"));
    let before = errors.0.len();
    let mut reject = |field: &str, msg: String, hint: &str| {
        errors.push(src.error_at_key(&at(field), msg).hint(hint))
    };
    let number_only = [
        ("min", e.min.is_some()),
        ("max", e.max.is_some()),
        ("above", e.above.is_some()),
        ("below", e.below.is_some()),
        ("integer", e.integer),
    ];
    if e.kind != InputType::Number {
        for (field, set) in number_only {
            if set {
                reject(
                    field,
                    format!("'{field}' applies only to number inputs"),
                    "remove it, or make the input a number",
                );
            }
        }
        if e.unit.is_some() {
            reject(
                "unit",
                "'unit' applies only to number inputs".into(),
                "remove it",
            );
        }
    }
    if e.kind != InputType::Select && !e.options.is_empty() {
        reject(
            "options",
            "'options' applies only to select inputs".into(),
            "remove it, or make the input a select",
        );
    }
    if e.kind != InputType::Date && (e.earliest.is_some() || e.latest.is_some()) {
        reject(
            "earliest",
            "'earliest' and 'latest' apply only to date inputs".into(),
            "remove them, or make the input a date",
        );
    }
    for (field, value) in [("earliest", &e.earliest), ("latest", &e.latest)] {
        if value.as_deref().is_some_and(|v| !math.is_date(v)) {
            reject(
                field,
                format!("'{field}' is not a date"),
                "write it as YYYY-MM-DD",
            );
        }
    }
    if e.kind != InputType::Text && e.max_length.is_some() {
        reject(
            "max_length",
            "'max_length' applies only to text inputs".into(),
            "remove it",
        );
    }
    let kind = match e.kind {
        InputType::Number => InputKind::Number {
            min: e.min,
            max: e.max,
            above: e.above,
            below: e.below,
            integer: e.integer,
        },
        InputType::Select => {
            if e.options.is_empty() {
                reject(
                    "id",
                    format!("select input '{}' has no options", e.id),
                    "list its option ids under options",
                );
            }
            InputKind::Select {
                options: e.options.clone(),
            }
        }
        InputType::Bool => InputKind::Bool,
        InputType::Date => InputKind::Date {
            min: e.earliest.clone(),
            max: e.latest.clone(),
        },
        InputType::Text => InputKind::Text {
            max_length: e.max_length.unwrap_or(10_000),
        },
    };
    if let Some(
        d @ (Display::Textarea
        | Display::Keypad
        | Display::Matrix
        | Display::Courses
        | Display::Timezone
        | Display::Graph),
    ) = e.display
    {
        if e.kind != InputType::Text {
            reject(
                "display",
                format!("display '{}' applies only to text inputs", display_name(d)),
                "use type: text, or another display",
            );
        }
    }
    let display = match (e.kind, e.display) {
        (_, Some(d)) => d,
        (InputType::Select, None) if e.options.len() <= 3 => Display::Segmented,
        (InputType::Select, None) => Display::Dropdown,
        (InputType::Bool, None) => Display::Checkbox,
        _ => Display::Input,
    };
    let today = e.kind == InputType::Date && e.default.text() == "today";
    let default = if today {
        math.format_date(build_date())
    } else {
        e.default.text()
    };
    let spec = InputSpec {
        id: e.id.clone(),
        kind,
        default,
        when: e.when.clone(),
    };
    // A wrong default is reported, but the input itself is sound: it stays
    // in the list, so that what reads it (formulas, conditions) does not
    // report it unknown as well.
    let sound = errors.0.len() == before;
    if let Err(err) = math.check_value(&spec, &spec.default) {
        errors.push(
            src.error_at(&at("default"), format!("default {err}"))
                .hint("the default must itself be a valid value"),
        );
    }
    let mut default_for = BTreeMap::new();
    for (lang, value) in &e.default_for {
        let path = d.at(&format!("inputs.{i}.default_for.{lang}"));
        if !languages.contains(lang) {
            errors.push(
                src.error_at_key(&path, format!("unknown language '{lang}'"))
                    .hint(format!("use one of: {}", languages.join(", "))),
            );
        } else if let Err(err) = math.check_value(&spec, &value.text()) {
            errors.push(src.error_at(&path, format!("default for {lang} {err}")));
        } else {
            default_for.insert(lang.clone(), value.text());
        }
    }
    sound.then(|| Input {
        spec,
        today,
        default_for,
        unit: e.unit.unwrap_or(Unit::None),
        display,
        quantity: e.quantity.clone(),
        keypad_angle: e.keypad.as_ref().and_then(|k| k.angle.clone()),
        keypad_variables: e.keypad.as_ref().and_then(|k| k.variables.clone()),
        share_of: e
            .share_of
            .as_ref()
            .map(|s| (s.amount.clone(), s.base.clone())),
    })
}

/// A condition must name an earlier-declared select input and its options.
fn check_condition(
    cond: &Condition,
    path: &str,
    inputs: &[Input],
    src: &Source,
    errors: &mut ContentErrors,
) {
    let at_input =
        |message: String, hint: &str| src.error_at(&format!("{path}.input"), message).hint(hint);
    let Some(target) = inputs.iter().find(|i| i.spec.id == cond.input) else {
        let message = format!("no input '{}' to depend on", cond.input);
        errors.push(at_input(message, "name a select input of this calculator"));
        return;
    };
    let InputKind::Select { options } = &target.spec.kind else {
        let message = format!("'{}' is not a select input", cond.input);
        errors.push(at_input(
            message,
            "conditions can only depend on select inputs",
        ));
        return;
    };
    for (k, value) in cond.is.iter().enumerate() {
        if !options.contains(value) {
            errors.push(
                src.error_at(
                    &format!("{path}.is.{k}"),
                    format!("'{value}' is not an option of '{}'", cond.input),
                )
                .hint(format!("use one of: {}", options.join(", "))),
            );
        }
    }
    if let Some(and) = &cond.and {
        if and.chain().any(|c| c.input == cond.input) {
            errors.push(
                src.error_at(
                    &format!("{path}.and.input"),
                    format!("'{}' is already tested by this condition", cond.input),
                )
                .hint("list every value it may have in one `is`; `and` names another input"),
            );
        }
        check_condition(and, &format!("{path}.and"), inputs, src, errors);
    }
}

fn check_conditions(d: &RawDef, inputs: &[Input], src: &Source, errors: &mut ContentErrors) {
    for (i, e) in d.inputs.iter().enumerate() {
        if let Some(cond) = &e.when {
            check_condition(
                cond,
                &d.at(&format!("inputs.{i}.when")),
                inputs,
                src,
                errors,
            );
        }
    }
}

/// Units that follow the km/mi switch need one, and a pace is one pair of
/// minutes and seconds.
fn check_km_mi_units(d: &RawDef, inputs: &[Input], src: &Source, errors: &mut ContentErrors) {
    let switch = inputs.iter().any(|i| {
        matches!(&i.spec.kind, InputKind::Select { options }
            if options.len() == 2 && options.iter().any(|o| o == "km") && options.iter().any(|o| o == "mi"))
    });
    let count = |unit: Unit| d.inputs.iter().filter(|e| e.unit == Some(unit)).count();
    for (i, e) in d.inputs.iter().enumerate() {
        let Some(unit @ (Unit::Distance | Unit::PaceMin | Unit::PaceSec)) = e.unit else {
            continue;
        };
        let at = d.at(&format!("inputs.{i}.unit"));
        if !switch {
            errors.push(
                src.error_at(&at, "this unit follows a km/mi switch, and there is none")
                    .hint("add a select input with options [km, mi]"),
            );
        } else if unit != Unit::Distance && (count(Unit::PaceMin) != 1 || count(Unit::PaceSec) != 1)
        {
            errors.push(
                src.error_at(&at, "a pace is one 'pacemin' and one 'pacesec' input")
                    .hint("declare exactly one of each"),
            );
        }
    }
}

fn build_outputs(
    d: &RawDef,
    function_id: &str,
    computed: &Computed,
    inputs: &[Input],
    src: &Source,
    errors: &mut ContentErrors,
) -> Vec<Output> {
    let mut seen = BTreeSet::new();
    let mut outputs = Vec::new();
    for (i, e) in d.outputs.iter().enumerate() {
        let at = d.at(&format!("outputs.{i}"));
        if !seen.insert(e.id.as_str()) {
            errors.push(src.declared_twice(&format!("{at}.id"), "output", &e.id));
            continue;
        }
        if let Some(function) = match computed {
            Computed::Function(f) if !f.outputs.contains(&e.id) => Some(f),
            _ => None,
        } {
            errors.push(
                src.error_at(
                    &format!("{at}.id"),
                    format!(
                        "calc-wasm function '{function_id}' has no output '{}'",
                        e.id
                    ),
                )
                .hint(format!("its outputs are: {}", function.outputs.join(", "))),
            );
            continue;
        }
        if let Some(cond) = &e.when {
            check_condition(cond, &format!("{at}.when"), inputs, src, errors);
        }
        for (k, fw) in e.format_when.iter().enumerate() {
            check_condition(
                &fw.when,
                &format!("{at}.format_when.{k}.when"),
                inputs,
                src,
                errors,
            );
        }
        match (e.format == Format::Table, e.columns.is_empty()) {
            (true, true) => errors.push(
                src.error_at(
                    &format!("{at}.format"),
                    format!("table output '{}' has no columns", e.id),
                )
                .hint("list the row keys to show under columns, each with a format"),
            ),
            (false, false) => errors.push(
                src.error_at_key(
                    &format!("{at}.columns"),
                    "'columns' applies only to table outputs",
                )
                .hint("remove it, or use format: table"),
            ),
            _ => {}
        }
        if e.solve_only
            && (e.primary
                || !matches!(
                    e.format,
                    Format::Number
                        | Format::Integer
                        | Format::Currency
                        | Format::Percent
                        | Format::Decimal
                ))
        {
            errors.push(
                src.error_at_key(
                    &format!("{at}.solve_only"),
                    "'solve_only' applies only to a number output that is not primary",
                )
                .hint("a solve aims at one number: use format number, integer, currency, percent or decimal, and not primary"),
            );
        }
        if e.chart_only && e.format != Format::Table {
            errors.push(
                src.error_at_key(
                    &format!("{at}.chart_only"),
                    "'chart_only' applies only to table outputs",
                )
                .hint("remove it, or use format: table"),
            );
        }
        outputs.push(output(e));
    }
    match d.outputs.iter().filter(|o| o.primary).count() {
        1 => {}
        0 => errors.push(
            src.error_at(&d.at("outputs"), "no output is marked primary")
                .hint("mark the main result with 'primary: true'"),
        ),
        _ => errors.push(
            src.error_at(&d.at("outputs"), "more than one output is marked primary")
                .hint("keep 'primary: true' on the main result only"),
        ),
    }
    outputs
}

/// A gauge: one number output, a label output, bands rising inside the range.
fn check_gauge(
    chart: &ChartEntry,
    at: &str,
    outputs: &[Output],
    src: &Source,
    errors: &mut ContentErrors,
) {
    let number = |s: &str| {
        outputs
            .iter()
            .any(|o| o.id == s && matches!(o.format, Format::Number | Format::Integer))
    };
    if chart.series.len() != 1 || !number(&chart.series[0]) {
        errors.push(
            src.error_at(&format!("{at}.series"), "a gauge shows one number output")
                .hint("series: [the number output]"),
        );
    }
    let label = chart.category.as_deref().is_some_and(|c| {
        outputs
            .iter()
            .any(|o| o.id == c && o.format == Format::Label)
    });
    if !label {
        errors.push(
            src.error_at(&format!("{at}.category"), "a gauge needs a label output")
                .hint("category: the label output naming the band"),
        );
    }
    let Some([lo, hi]) = chart.range else {
        errors.push(src.error_at(&format!("{at}.range"), "a gauge needs range: [min, max]"));
        return;
    };
    let mut last = lo;
    for (k, band) in chart.bands.iter().enumerate() {
        let is_last = k + 1 == chart.bands.len();
        let ok = match band.below {
            Some(b) => !is_last && b > last && b < hi,
            None => is_last,
        };
        if !ok {
            errors.push(
                src.error_at(
                    &format!("{at}.bands.{k}"),
                    "bands rise inside the range; only the last has no 'below'",
                )
                .hint("give each band but the last a larger 'below' than the one before"),
            );
        }
        last = band.below.unwrap_or(last);
    }
    if chart.bands.len() < 2 || lo >= hi {
        errors.push(src.error_at(at, "a gauge needs two bands or more and min < max"));
    }
}

/// The table output a line, stacked or calendar chart draws, or an error
/// saying it needs one.
fn chart_table<'o>(
    chart: &ChartEntry,
    at: &str,
    outputs: &'o [Output],
    src: &Source,
    errors: &mut ContentErrors,
) -> Option<&'o Output> {
    let table = chart.table.as_deref().and_then(|t| {
        outputs
            .iter()
            .find(|o| o.id == t && o.format == Format::Table)
    });
    if table.is_none() {
        errors.push(
            src.error_at(
                &format!("{at}.table"),
                format!("chart '{}' needs a table output", chart.id),
            )
            .hint("set table: to a table output's id"),
        );
    }
    table
}

/// A calendar: a table output, spans of its date columns with distinct values.
fn check_calendar(
    chart: &ChartEntry,
    at: &str,
    outputs: &[Output],
    src: &Source,
    errors: &mut ContentErrors,
) {
    let Some(table) = chart_table(chart, at, outputs, src, errors) else {
        return;
    };
    if chart.spans.is_empty() {
        errors.push(
            src.error_at(at, "a calendar needs spans")
                .hint("list spans: { value, from, through } of the table's date columns"),
        );
    }
    let date = |key: &str| {
        table
            .columns
            .iter()
            .any(|c| c.key == key && c.format == Format::Date)
    };
    let mut values = BTreeSet::new();
    for (k, span) in chart.spans.iter().enumerate() {
        if !values.insert(span.value.as_str()) {
            errors.push(src.declared_twice(&format!("{at}.spans.{k}.value"), "span", &span.value));
        }
        let columns = [
            ("from", Some(&span.from)),
            ("through", span.through.as_ref()),
        ];
        for (field, key) in columns {
            if let Some(key) = key.filter(|key| !date(key)) {
                errors.push(
                    src.error_at(
                        &format!("{at}.spans.{k}.{field}"),
                        format!("'{key}' is not a date column of '{}'", table.id),
                    )
                    .hint("name one of the table's columns with format: date"),
                );
            }
        }
    }
}

/// Charts name number outputs (donut) or a table output and its columns.
fn check_charts(
    d: &RawDef,
    outputs: &[Output],
    inputs: &[Input],
    src: &Source,
    errors: &mut ContentErrors,
) {
    let mut seen = BTreeSet::new();
    for (i, chart) in d.charts.iter().enumerate() {
        let at = d.at(&format!("charts.{i}"));
        if !seen.insert(chart.id.as_str()) {
            errors.push(src.declared_twice(&format!("{at}.id"), "chart", &chart.id));
        }
        if let Some(cond) = &chart.when {
            check_condition(cond, &format!("{at}.when"), inputs, src, errors);
        }
        match chart.kind {
            ChartKind::Donut => {
                if chart.series.len() < 2 {
                    errors.push(
                        src.error_at(&at, "a donut needs at least two series")
                            .hint("list number outputs under series"),
                    );
                }
                for (k, s) in chart.series.iter().enumerate() {
                    if !outputs.iter().any(|o| {
                        &o.id == s
                            && matches!(
                                o.format,
                                Format::Currency | Format::Number | Format::Integer
                            )
                    }) {
                        errors.push(
                            src.error_at(
                                &format!("{at}.series.{k}"),
                                format!("'{s}' is not a number output"),
                            )
                            .hint("name a currency or number output of this calculator"),
                        );
                    }
                }
            }
            ChartKind::Gauge => check_gauge(chart, &at, outputs, src, errors),
            ChartKind::Calendar => check_calendar(chart, &at, outputs, src, errors),
            ChartKind::Line | ChartKind::Stacked => {
                let Some(table) = chart_table(chart, &at, outputs, src, errors) else {
                    continue;
                };
                let has = |key: &str| table.columns.iter().any(|c| c.key == key);
                if !chart.x.as_deref().is_some_and(has) {
                    errors.push(
                        src.error_at(
                            &format!("{at}.x"),
                            format!("x must be a column of '{}'", table.id),
                        )
                        .hint("name one of the table's column keys"),
                    );
                }
                if chart.y.is_empty() {
                    errors.push(
                        src.error_at(&at, "no y columns")
                            .hint("list one or more column keys under y"),
                    );
                }
                for (k, y) in chart.y.iter().enumerate() {
                    if !has(y) {
                        errors.push(src.error_at(
                            &format!("{at}.y.{k}"),
                            format!("'{y}' is not a column of '{}'", table.id),
                        ));
                    }
                }
            }
        }
    }
    // A chart-only table nobody draws would never be shown.
    // Located by the YAML entry (outputs with other errors are not built).
    for (i, o) in d.outputs.iter().enumerate() {
        if o.chart_only
            && !d
                .charts
                .iter()
                .any(|c| c.table.as_deref() == Some(o.id.as_str()))
        {
            errors.push(
                src.error_at_key(
                    &d.at(&format!("outputs.{i}.chart_only")),
                    format!("table '{}' is chart_only, but no chart draws it", o.id),
                )
                .hint("add a line or stacked chart with table: set to it, or remove chart_only"),
            );
        }
    }
}

fn output(e: &OutputEntry) -> Output {
    let decimals = e.decimals.unwrap_or(match e.format {
        Format::Currency | Format::Number | Format::Percent => 2,
        Format::Si => 4,
        _ => 0,
    });
    Output {
        id: e.id.clone(),
        format: e.format,
        decimals,
        primary: e.primary,
        unit: e.unit.unwrap_or(Unit::None),
        format_when: e
            .format_when
            .iter()
            .map(|f| (f.when.clone(), f.format))
            .collect(),
        when: e.when.clone(),
        columns: e.columns.clone(),
        chart_only: e.chart_only,
        solve_only: e.solve_only,
    }
}

/// Each example must compute, through the math, the outputs it lists.
fn check_examples(
    def: &Definition,
    d: &RawDef,
    math: &dyn Math,
    src: &Source,
    errors: &mut ContentErrors,
) {
    let spec = def.spec(None);
    for (i, example) in d.examples.iter().enumerate() {
        let given: BTreeMap<String, String> = example
            .inputs
            .iter()
            .map(|(k, v)| (k.clone(), v.text()))
            .collect();
        let outputs = match math.evaluate(&spec, &given) {
            Ok(o) => o,
            Err(e) => {
                errors.push(
                    src.error_at(
                        &d.at(&format!("examples.{i}.inputs.{}", e.input)),
                        format!("example {}: {}", i + 1, e.message),
                    )
                    .hint("fix the example's inputs"),
                );
                continue;
            }
        };
        for (key, expected) in &example.outputs {
            let path = d.at(&format!("examples.{i}.outputs.{key}"));
            // `schedule/0/balance`: a value inside a table or list output,
            // by JSON pointer (RFC 6901) after the output's id.
            let (id, pointer) = match key.split_once('/') {
                Some((id, rest)) => (id, Some(format!("/{rest}"))),
                None => (key.as_str(), None),
            };
            let whole = outputs.iter().find(|(k, _)| k == id).map(|(_, v)| v);
            let got = match (&pointer, whole) {
                (Some(p), Some(v)) => match v.pointer(p) {
                    Some(inner) => Some(inner),
                    None => {
                        errors.push(
                            src.error_at_key(
                                &path,
                                format!("example {}: output '{id}' has nothing at '{p}'", i + 1),
                            )
                            .hint(format!("its value is {}", preview(v))),
                        );
                        continue;
                    }
                },
                _ => whole,
            };
            let matches = match (got, expected) {
                (None, _) => {
                    errors.push(
                        src.error_at_key(&path, format!("example {}: no output '{id}'", i + 1))
                            .hint(format!(
                                "outputs are: {}",
                                outputs
                                    .iter()
                                    .map(|(k, _)| k.as_str())
                                    .collect::<Vec<_>>()
                                    .join(", ")
                            )),
                    );
                    continue;
                }
                (Some(serde_json::Value::String(got)), Scalar::Text(want)) => got == want,
                (Some(serde_json::Value::Bool(got)), Scalar::Bool(want)) => got == want,
                (Some(got), Scalar::Number(n)) => {
                    let (got, want) = (
                        got.as_f64().unwrap_or(f64::NAN),
                        n.as_f64().unwrap_or(f64::NAN),
                    );
                    got == want || ((got - want) / want).abs() <= EXAMPLE_TOLERANCE
                }
                _ => false,
            };
            if !matches {
                errors.push(
                    src.error_at(&path, format!("example {}: {key} is {}, expected {}", i + 1, got.map(|v| v.to_string()).unwrap_or_default(), expected.text()))
                        .hint("either the math or the example is wrong; check it against an independent reference"),
                );
            }
        }
    }
}

/// The start of a value, for a message.
fn preview(v: &serde_json::Value) -> String {
    let text = v.to_string();
    match text.char_indices().nth(120) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text,
    }
}

/// One calculator read straight from its file, without texts (for `eval`,
/// tests and fuzz targets).
pub fn load(
    root: &std::path::Path,
    id: &str,
    math: &dyn Math,
) -> Result<Calculator, ContentErrors> {
    let mut errors = ContentErrors::default();
    let rel = std::path::Path::new("content/calculators").join(format!("{id}.yaml"));
    if !is_valid_id(id) || !root.join(&rel).is_file() {
        let known = list_ids(root).join(", ");
        errors.push(
            ContentError::whole_file(&rel, format!("unknown calculator '{id}'"))
                .hint(format!("known calculators: {known}")),
        );
        return Err(errors);
    }
    let src = match Source::read(root, &rel) {
        Ok(s) => s,
        Err(e) => {
            errors.push(e);
            return Err(errors);
        }
    };
    let codes = super::language_codes(root)?;
    match build(root, id, &src, &codes, math, &mut errors) {
        Some(calc) if errors.is_empty() => Ok(calc),
        _ => Err(errors),
    }
}

/// The plain spec of one calculator, read straight from its file (for `eval`).
pub fn load_spec(
    root: &std::path::Path,
    id: &str,
    math: &dyn Math,
) -> Result<CalcSpec, ContentErrors> {
    load(root, id, math).map(|calc| calc.base.spec(None))
}

/// Calculator ids: the YAML files in content/calculators, sorted.
pub fn list_ids(root: &std::path::Path) -> Vec<String> {
    let mut ids: Vec<String> = walkdir::WalkDir::new(root.join("content/calculators"))
        .max_depth(1)
        .into_iter()
        .filter_map(Result::ok)
        .filter_map(|e| {
            e.file_name()
                .to_str()?
                .strip_suffix(".yaml")
                .map(String::from)
        })
        .collect();
    ids.sort();
    ids
}

/// A display as written in YAML.
fn display_name(d: Display) -> &'static str {
    match d {
        Display::Input => "input",
        Display::Segmented => "segmented",
        Display::Dropdown => "dropdown",
        Display::Checkbox => "checkbox",
        Display::Textarea => "textarea",
        Display::Keypad => "keypad",
        Display::Matrix => "matrix",
        Display::Courses => "courses",
        Display::Timezone => "timezone",
        Display::Graph => "graph",
    }
}
