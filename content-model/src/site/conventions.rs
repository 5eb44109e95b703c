//! What the islands would otherwise guess from input ids, declared in the
//! YAML and checked here: the select input a keypad's angle key switches
//! (`keypad: { angle: angleUnit }`), and which fields of a metric/imperial
//! switch hold one quantity (`quantity: height` on `heightCm`, `heightFt`
//! and `heightIn`), so switching converts one into the other; and which
//! percent is an amount as a share of another input (`share_of`), so the
//! amount/percent switch converts too.

use super::error::ContentErrors;
use super::model::Input;
use super::raw::{Display, InputEntry, Unit};
use super::source::Source;
use crate::spec::InputKind;
use std::collections::BTreeMap;

/// Whether `input` is a metric/imperial unit switch (as the islands see it).
fn is_metric_imperial(input: &Input) -> bool {
    matches!(&input.spec.kind, InputKind::Select { options }
        if options.len() == 2 && options.iter().all(|o| o == "metric" || o == "imperial")
            && options[0] != options[1])
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Measure {
    Length,
    Mass,
}

fn measure(unit: Unit) -> Option<Measure> {
    match unit {
        Unit::M | Unit::Cm | Unit::Ft | Unit::In => Some(Measure::Length),
        Unit::Kg | Unit::Lb => Some(Measure::Mass),
        _ => None,
    }
}

/// A field of a quantity, keyed by (switch, quantity): the switch's option
/// that shows it, its unit and its index among the inputs.
type Member<'a> = (&'a str, Unit, usize);

/// `inputs` are the definition's built inputs (those without errors), in
/// `entries`' order where built; `prefix` is where the definition sits in the file.
pub fn check(
    prefix: &str,
    entries: &[InputEntry],
    inputs: &[Input],
    src: &Source,
    errors: &mut ContentErrors,
) {
    let at = |i: usize, field: &str| format!("{prefix}inputs.{i}.{field}");
    let built = |id: &str| inputs.iter().find(|x| x.spec.id == id);
    let mut quantities: BTreeMap<(&str, &str), Vec<Member>> = BTreeMap::new();
    for (i, e) in entries.iter().enumerate() {
        if let Some(keypad) = &e.keypad {
            check_keypad(
                e,
                keypad.angle.as_deref(),
                &at(i, "keypad"),
                inputs,
                src,
                errors,
            );
            if let Some(variables) = keypad.variables.as_deref() {
                let is_text = |i: &&Input| matches!(&i.spec.kind, InputKind::Text { .. });
                if !inputs
                    .iter()
                    .filter(is_text)
                    .any(|i| i.spec.id == variables)
                {
                    errors.push(
                        src.error_at(
                            &format!("{}.variables", at(i, "keypad")),
                            format!("'{variables}' is not a text input of this calculator"),
                        )
                        .hint("declare a text input (display: textarea) for the variables and name it here"),
                    );
                }
            }
        }
        let unit = e.unit.unwrap_or(Unit::None);
        // The switch may be any condition of the chain (`and`).
        let switch = e
            .when
            .iter()
            .flat_map(|w| w.chain())
            .find(|w| built(&w.input).is_some_and(is_metric_imperial));
        match (&e.quantity, measure(unit), switch) {
            (None, Some(_), Some(w)) => errors.push(
                src.error_at(&at(i, "unit"), format!("a field in {} shown by the unit switch '{}' does not say what it measures", unit_name(unit), w.input))
                    .hint("add `quantity: <name>` (height, weight, ...) here and on the fields of the same quantity in the other system, so switching units converts it"),
            ),
            (Some(_), None, _) => errors.push(
                src.error_at_key(&at(i, "quantity"), "'quantity' applies to number inputs in cm, kg, ft, in or lb")
                    .hint("remove it, or give the input one of these units"),
            ),
            (Some(_), Some(_), None) => errors.push(
                src.error_at_key(&at(i, "quantity"), "'quantity' pairs the fields of a metric/imperial switch, and no such switch shows this field")
                    .hint("add `when: { input: <switch>, is: [metric] }` (or imperial), naming a select with options [metric, imperial]"),
            ),
            (Some(q), Some(_), Some(w)) => {
                for option in &w.is {
                    quantities
                        .entry((w.input.as_str(), q.as_str()))
                        .or_default()
                        .push((option.as_str(), unit, i));
                }
            }
            (None, _, _) => {}
        }
    }
    check_shares(prefix, entries, src, errors);
    for ((switch, quantity), fields) in &quantities {
        let first = fields[0].2;
        let mut reject = |message: String, hint: &str| {
            errors.push(src.error_at(&at(first, "quantity"), message).hint(hint));
        };
        let measures: Vec<Measure> = fields.iter().filter_map(|f| measure(f.1)).collect();
        if measures.iter().any(|m| *m != measures[0]) {
            reject(
                format!("quantity '{quantity}' mixes lengths and masses"),
                "a quantity is a length (cm; ft and in) or a mass (kg; lb): name the other one differently",
            );
            continue;
        }
        for option in ["metric", "imperial"] {
            let mut units: Vec<Unit> = fields
                .iter()
                .filter(|f| f.0 == option)
                .map(|f| f.1)
                .collect();
            units.sort_by_key(|u| unit_name(*u));
            let fits = matches!(units.as_slice(), [_] | [Unit::Ft, Unit::In]);
            if !fits {
                reject(
                    format!("quantity '{quantity}' needs one {option} field of '{switch}' (or a feet and an inches field), found {}", units.len()),
                    "give each system one field of the quantity, so switching units converts between them",
                );
            }
        }
    }
}

fn check_keypad(
    e: &InputEntry,
    angle: Option<&str>,
    at: &str,
    inputs: &[Input],
    src: &Source,
    errors: &mut ContentErrors,
) {
    if e.display != Some(Display::Keypad) {
        errors.push(
            src.error_at_key(at, "'keypad' applies only to inputs with display: keypad")
                .hint("remove it, or set display: keypad"),
        );
        return;
    }
    let Some(angle) = angle else { return };
    let is_switch =
        |i: &&Input| matches!(&i.spec.kind, InputKind::Select { options } if options.len() > 1);
    if !inputs.iter().filter(is_switch).any(|i| i.spec.id == angle) {
        let selects: Vec<&str> = inputs
            .iter()
            .filter(is_switch)
            .map(|i| i.spec.id.as_str())
            .collect();
        errors.push(
            src.error_at(
                &format!("{at}.angle"),
                format!("'{angle}' is not a select input of this calculator"),
            )
            .hint(if selects.is_empty() {
                "declare a select input with the angle units (options [deg, rad]) and name it here"
                    .to_string()
            } else {
                format!("name one of: {}", selects.join(", "))
            }),
        );
    }
}

fn unit_name(unit: Unit) -> &'static str {
    match unit {
        Unit::M => "m",
        Unit::Cm => "cm",
        Unit::Kg => "kg",
        Unit::Ft => "ft",
        Unit::In => "in",
        Unit::Lb => "lb",
        _ => "",
    }
}

/// `share_of: { amount, base }` on a percent input: `amount` and `base` are
/// currency inputs, and one select shows either the amount or this percent.
fn check_shares(prefix: &str, entries: &[InputEntry], src: &Source, errors: &mut ContentErrors) {
    let at = |i: usize| format!("{prefix}inputs.{i}.share_of");
    let find = |id: &str| entries.iter().find(|e| e.id == id);
    let switch_of = |e: &InputEntry| e.when.as_ref().map(|w| w.input.clone());
    for (i, e) in entries.iter().enumerate() {
        let Some(share) = &e.share_of else { continue };
        let mut reject = |message: String, hint: &str| {
            errors.push(src.error_at_key(&at(i), message).hint(hint));
        };
        if e.unit != Some(Unit::Percent) {
            reject(
                "'share_of' applies to number inputs in percent".into(),
                "give this input `unit: percent`, or remove 'share_of'",
            );
            continue;
        }
        for (role, id) in [("amount", &share.amount), ("base", &share.base)] {
            match find(id) {
                None => reject(
                    format!(
                        "'share_of' names {role} '{id}', which is not an input of this calculator"
                    ),
                    "name a number input in currency declared in this file",
                ),
                Some(other) if other.unit != Some(Unit::Currency) => reject(
                    format!("'share_of' names {role} '{id}', which is not in currency"),
                    "the amount and the base are number inputs with `unit: currency`",
                ),
                Some(_) => {}
            }
        }
        let amount = find(&share.amount);
        let together =
            amount.is_some_and(|a| switch_of(a).is_some() && switch_of(a) == switch_of(e));
        if amount.is_some() && !together {
            reject(
                format!("'{}' and '{}' are not the two sides of one switch", share.amount, e.id),
                "show each under its own option of one select (`when: { input: <switch>, is: [amount] }` and `is: [percent]`), so switching converts between them",
            );
        }
    }
}
