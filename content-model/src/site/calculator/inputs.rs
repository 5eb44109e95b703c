//! A definition's inputs: ids against the function's, each entry to an
//! `Input` with its kind, limits, default and display, and the conditions
//! and unit pairs between them.

use super::{build_date, RawDef};
use crate::site::error::ContentErrors;
use crate::site::math::{FunctionShape, Math};
use crate::site::model::Input;
use crate::site::raw::{Display, InputEntry, InputType, Unit};
use crate::site::source::Source;
use crate::spec::{Condition, InputKind, InputSpec};
use std::collections::{BTreeMap, BTreeSet};

/// Whether each input id is declared once (every repeat is reported), for
/// Rust and formula calculators alike.
pub(super) fn check_unique_input_ids(d: &RawDef, src: &Source, errors: &mut ContentErrors) -> bool {
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
pub(super) fn check_input_ids(
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

pub(super) fn build_input(
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
pub(super) fn check_condition(
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

pub(super) fn check_conditions(
    d: &RawDef,
    inputs: &[Input],
    src: &Source,
    errors: &mut ContentErrors,
) {
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
pub(super) fn check_km_mi_units(
    d: &RawDef,
    inputs: &[Input],
    src: &Source,
    errors: &mut ContentErrors,
) {
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

/// A display as written in YAML.
pub(super) fn display_name(d: Display) -> &'static str {
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
