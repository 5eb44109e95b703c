//! A calculator's texts in one language, checked against its definition:
//! every input, option and output labelled, nothing labelled that does not
//! exist, summary placeholders naming real outputs.

use super::error::ContentErrors;
use super::model::{Calculator, Definition, Texts};
use super::raw::{CalculatorTexts, Format, Summary};
use super::source::Source;
use crate::spec::InputKind;
use std::collections::{BTreeMap, BTreeSet};

pub fn build(
    calc: &Calculator,
    lang: &str,
    src: &Source,
    errors: &mut ContentErrors,
) -> Option<Texts> {
    let raw: CalculatorTexts = match src.parse() {
        Ok(r) => r,
        Err(e) => {
            errors.push(e);
            return None;
        }
    };
    let before = errors.0.len();
    let file = calc.source.display();
    let calc = calc.def(lang);
    let def = &file;
    for input in &calc.inputs {
        let id = &input.spec.id;
        let Some(texts) = raw.inputs.get(id) else {
            errors.push(
                src.error_at("inputs", format!("no label for input '{id}' of {def}"))
                    .hint(format!("add inputs.{id}.label")),
            );
            continue;
        };
        if let InputKind::Select { options } = &input.spec.kind {
            for option in options {
                if !texts.options.contains_key(option) {
                    errors.push(
                        src.error_at(
                            &format!("inputs.{id}"),
                            format!("no label for option '{option}' of input '{id}'"),
                        )
                        .hint(format!("add inputs.{id}.options.{option}")),
                    );
                }
            }
            for option in texts.options.keys().filter(|o| !options.contains(o)) {
                errors.push(
                    src.error_at_key(
                        &format!("inputs.{id}.options.{option}"),
                        format!("input '{id}' has no option '{option}' in {def}"),
                    )
                    .hint(format!("its options are: {}", options.join(", "))),
                );
            }
        } else if !texts.options.is_empty() {
            errors.push(
                src.error_at_key(
                    &format!("inputs.{id}.options"),
                    format!("input '{id}' is not a select"),
                )
                .hint("remove the options"),
            );
        }
    }
    for id in raw
        .inputs
        .keys()
        .filter(|k| !calc.inputs.iter().any(|i| &i.spec.id == *k))
    {
        errors.push(
            src.error_at_key(
                &format!("inputs.{id}"),
                format!("{def} has no input '{id}'"),
            )
            .hint("fix the id, or remove these texts"),
        );
    }
    for output in &calc.outputs {
        match raw.outputs.get(&output.id) {
            None => errors.push(
                src.error_at(
                    "outputs",
                    format!("no label for output '{}' of {def}", output.id),
                )
                .hint(format!("add outputs.{}.label", output.id)),
            ),
            Some(t)
                if std::iter::once(output.format)
                    .chain(output.format_when.iter().map(|(_, f)| *f))
                    .any(|f| matches!(f, Format::Label | Format::Labels | Format::Bands))
                    && t.values.is_empty() =>
            {
                errors.push(
                    src.error_at(
                        &format!("outputs.{}", output.id),
                        format!("output '{}' shows labels but none are given", output.id),
                    )
                    .hint(format!(
                        "add outputs.{}.values with a label for each value",
                        output.id
                    )),
                )
            }
            Some(t) => {
                let options = calc.summary_by.as_ref().and_then(|by| {
                    calc.inputs
                        .iter()
                        .find(|i| &i.spec.id == by)
                        .and_then(|i| match &i.spec.kind {
                            InputKind::Select { options } => Some(options),
                            _ => None,
                        })
                });
                // A key is a value of the summary_by input, or that value and
                // the system a metric/imperial switch is set to
                // ("boardFeet.metric"), for a main number whose unit follows
                // the switch.
                let systems = unit_systems(calc);
                for key in t.label_by.keys() {
                    let found = match (&calc.summary_by, options) {
                        (Some(by), Some(options)) => option_key_error(key, by, options, &systems),
                        _ => Some((
                            format!("'{key}' needs a summary_by input to be picked by"),
                            "set summary_by in the calculator's YAML, or give one label"
                                .to_string(),
                        )),
                    };
                    if let Some((message, hint)) = found {
                        errors.push(
                            src.error_at_key(
                                &format!("outputs.{}.label_by.{key}", output.id),
                                message,
                            )
                            .hint(hint),
                        );
                    }
                }
                for c in &output.columns {
                    if !t.columns.contains_key(&c.key) {
                        errors.push(
                            src.error_at(
                                &format!("outputs.{}", output.id),
                                format!(
                                    "no heading for column '{}' of table '{}'",
                                    c.key, output.id
                                ),
                            )
                            .hint(format!("add outputs.{}.columns.{}", output.id, c.key)),
                        );
                    }
                }
            }
        }
    }
    for chart in &calc.charts {
        let Some(texts) = raw.charts.get(&chart.id) else {
            errors.push(
                src.error_at("", format!("no title for chart '{}' of {def}", chart.id))
                    .hint(format!("add charts.{}.title and .description", chart.id)),
            );
            continue;
        };
        // A calendar names each of its spans; nothing else has marks.
        let spans: Vec<&String> = chart.spans.iter().map(|s| &s.value).collect();
        for value in spans.iter().filter(|v| !texts.marks.contains_key(**v)) {
            errors.push(
                src.error_at_key(
                    &format!("charts.{}", chart.id),
                    format!("no label for span '{value}' of chart '{}'", chart.id),
                )
                .hint(format!("add charts.{}.marks.{value}", chart.id)),
            );
        }
        for value in texts.marks.keys().filter(|v| !spans.contains(v)) {
            errors.push(
                src.error_at_key(
                    &format!("charts.{}.marks.{value}", chart.id),
                    format!("chart '{}' has no span '{value}'", chart.id),
                )
                .hint("fix the value, or remove the label"),
            );
        }
    }
    // Texts for ids the calculator does not have: a typo, or texts left behind.
    let charts: Vec<&String> = calc.charts.iter().map(|c| &c.id).collect();
    let outputs: Vec<&String> = calc.outputs.iter().map(|o| &o.id).collect();
    for (section, texts, known, lacking) in [
        (
            "charts",
            raw.charts.keys().collect::<Vec<_>>(),
            charts,
            "has no chart",
        ),
        (
            "outputs",
            raw.outputs.keys().collect(),
            outputs,
            "shows no output",
        ),
    ] {
        for id in texts.into_iter().filter(|id| !known.contains(id)) {
            errors.push(
                src.error_at_key(
                    &format!("{section}.{id}"),
                    format!("{def} {lacking} '{id}'"),
                )
                .hint("fix the id, or remove these texts"),
            );
        }
    }
    synonyms(&raw, src, errors);
    let (summary, summary_fallback) = summary(calc, &file.to_string(), &raw.summary, src, errors);
    if errors.0.len() > before {
        return None;
    }
    Some(Texts {
        source: src.path.clone(),
        title: raw.title,
        name: raw.name,
        description: raw.description,
        seo_title: raw.seo.title,
        seo_description: raw.seo.description,
        keywords: raw.seo.keywords,
        synonyms: raw.synonyms,
        inputs: raw.inputs,
        outputs: raw.outputs,
        summary,
        summary_fallback,
        charts: raw.charts,
        explanation: raw.explanation,
        formulas: raw.formulas,
        faqs: raw.faqs,
        references: raw.references,
    })
}

/// Longest synonym: a phrase someone types into a search box.
const SYNONYM_MAX_CHARS: usize = 60;

/// Synonyms rank a calculator first for a query that is one of them: each
/// must be a short phrase, said once, and not the name (which ranks so
/// already).
fn synonyms(raw: &CalculatorTexts, src: &Source, errors: &mut ContentErrors) {
    let plain = |s: &str| {
        s.split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .to_lowercase()
    };
    let mut seen = BTreeSet::new();
    for (i, s) in raw.synonyms.iter().enumerate() {
        let at = format!("synonyms.{i}");
        let words = plain(s);
        if words.is_empty() {
            errors.push(
                src.error_at(&at, "an empty synonym")
                    .hint("write a phrase people search for, or remove it"),
            );
        } else if s.chars().count() > SYNONYM_MAX_CHARS {
            errors.push(
                src.error_at(
                    &at,
                    format!("a synonym of {} characters", s.chars().count()),
                )
                .hint(format!(
                    "keep it to a phrase of at most {SYNONYM_MAX_CHARS} characters"
                )),
            );
        } else if words == plain(&raw.name) {
            errors.push(
                src.error_at(&at, format!("'{s}' is the calculator's name"))
                    .hint("remove it: the name is searched already"),
            );
        } else if !seen.insert(words) {
            errors.push(
                src.error_at(&at, format!("'{s}' is listed twice"))
                    .hint("remove the second one"),
            );
        }
    }
}

fn summary(
    calc: &Definition,
    file: &str,
    raw: &Summary,
    src: &Source,
    errors: &mut ContentErrors,
) -> (BTreeMap<String, String>, Vec<String>) {
    let options = calc.summary_by.as_ref().and_then(|by| {
        calc.inputs
            .iter()
            .find(|i| &i.spec.id == by)
            .and_then(|i| match &i.spec.kind {
                InputKind::Select { options } => Some((by.clone(), options.clone())),
                _ => None,
            })
    });
    let mut otherwise = Vec::new();
    let texts: BTreeMap<String, String> = match (raw, options) {
        (Summary::One(s), None) => BTreeMap::from([(String::new(), s.clone())]),
        (Summary::Several(list), None) => match list.split_first() {
            Some((first, rest)) => {
                otherwise = rest.to_vec();
                BTreeMap::from([(String::new(), first.clone())])
            }
            None => {
                errors.push(
                    src.error_at("summary", "an empty list of sentences")
                        .hint("write one sentence, or several in order of preference"),
                );
                return (BTreeMap::new(), Vec::new());
            }
        },
        (Summary::Several(_), Some((by, _))) => {
            errors.push(
                src.error_at("summary", format!("{file} picks the summary by '{by}'"))
                    .hint(format!("write one sentence per value of '{by}'")),
            );
            return (BTreeMap::new(), Vec::new());
        }
        (Summary::ByOption(map), Some((by, options))) => {
            for o in options.iter().filter(|o| !map.contains_key(*o)) {
                errors.push(
                    src.error_at("summary", format!("no summary for {by} = '{o}'"))
                        .hint(format!("add summary.{o}")),
                );
            }
            // "boardFeet.metric": the sentence when the metric/imperial
            // switch says metric (the plain key for the other system).
            let systems = unit_systems(calc);
            for o in map.keys() {
                if let Some((message, hint)) = option_key_error(o, &by, &options, &systems) {
                    errors.push(
                        src.error_at_key(&format!("summary.{o}"), message)
                            .hint(hint),
                    );
                }
            }
            map.clone()
        }
        (Summary::One(_), Some((by, _))) => {
            errors.push(
                src.error_at("summary", format!("{file} picks the summary by '{by}'"))
                    .hint(format!("write one sentence per value of '{by}'")),
            );
            return (BTreeMap::new(), Vec::new());
        }
        (Summary::ByOption(_), None) => {
            errors.push(
                src.error_at("summary", "one sentence expected")
                    .hint("write a single sentence, or set summary_by in the calculator's YAML"),
            );
            return (BTreeMap::new(), Vec::new());
        }
    };
    let alternatives = otherwise
        .iter()
        .enumerate()
        .map(|(i, text)| (format!("summary.{}", i + 1), text));
    let picked = texts.iter().map(|(key, text)| {
        let path = if key.is_empty() {
            "summary".to_string()
        } else {
            format!("summary.{key}")
        };
        (path, text)
    });
    for (path, text) in picked.chain(alternatives) {
        for Placeholder { name, problem } in parse_placeholders(text) {
            // A number input may be quoted too, as typed (the working written out).
            if !quotable(calc).contains(&name.as_str()) {
                errors.push(
                    src.error_at(
                        &path,
                        format!("'{{{name}}}' is not an output or number input of {file}"),
                    )
                    .hint(format!("use one of: {}", quotable(calc).join(", "))),
                );
            } else if let Some(problem) = problem {
                errors.push(
                    src.error_at(&path, format!("the plural choice of '{name}': {problem}"))
                        .hint("write `{name, plural, one {# thing} other {# things}}`, # being the number"),
                );
            }
        }
    }
    (texts, otherwise)
}

/// The placeholders of a sentence: `{name}`, and `{name, plural, one {# day}
/// other {# days}}` (ICU MessageFormat's plural choice, which the islands
/// fill with Intl.PluralRules for the page's language, `#` being the value
/// as shown): their names, in order.
pub fn placeholders(text: &str) -> Vec<String> {
    parse_placeholders(text)
        .into_iter()
        .map(|p| p.name)
        .collect()
}

/// The plural categories Intl.PluralRules names.
const PLURAL_CATEGORIES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

struct Placeholder {
    name: String,
    /// What is wrong with its plural choice, if anything.
    problem: Option<String>,
}

/// The text inside the braces that open at byte `start`, and the byte after them.
fn braced(text: &str, start: usize) -> Option<(&str, usize)> {
    let mut depth = 0usize;
    for (i, c) in text[start..].char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return Some((&text[start + 1..start + i], start + i + 1));
                }
            }
            _ => {}
        }
    }
    None
}

fn parse_placeholders(text: &str) -> Vec<Placeholder> {
    let mut found = Vec::new();
    let mut at = 0;
    while let Some(offset) = text[at..].find('{') {
        let start = at + offset;
        let Some((inner, end)) = braced(text, start) else {
            break;
        };
        at = end;
        let Some((name, rest)) = inner.split_once(',') else {
            found.push(Placeholder {
                name: inner.to_string(),
                problem: None,
            });
            continue;
        };
        found.push(Placeholder {
            name: name.trim().to_string(),
            problem: plural_problem(rest),
        });
    }
    found
}

/// `plural, one {…} other {…}`: None when well formed.
fn plural_problem(choice: &str) -> Option<String> {
    let Some((kind, mut rest)) = choice.split_once(',') else {
        return Some("expected `plural, one {…} other {…}`".into());
    };
    if kind.trim() != "plural" {
        return Some(format!(
            "'{}' is not a choice the page makes; use `plural`",
            kind.trim()
        ));
    }
    let mut categories = Vec::new();
    loop {
        rest = rest.trim_start();
        if rest.is_empty() {
            break;
        }
        let Some(open) = rest.find('{') else {
            return Some(format!("'{}' has no {{text}}", rest.trim()));
        };
        let category = rest[..open].trim();
        if !PLURAL_CATEGORIES.contains(&category) && !is_exact_choice(category) {
            return Some(format!(
                "'{category}' is not a plural category ({}) or an exact `=n`",
                PLURAL_CATEGORIES.join(", ")
            ));
        }
        let Some((_, end)) = braced(rest, open) else {
            return Some(format!("the text for '{category}' is not closed"));
        };
        categories.push(category);
        rest = &rest[end..];
    }
    (!categories.contains(&"other"))
        .then(|| "a plural choice needs an `other {…}` text".to_string())
}

/// An exact number's text, `=0 {nenhum dia}`: ICU MessageFormat's, chosen
/// before the categories (Portuguese counts 0 as `one`, "0 dia").
fn is_exact_choice(category: &str) -> bool {
    category
        .strip_prefix('=')
        .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

/// What a summary sentence may quote: the calculator's outputs, and its
/// number inputs (as typed).
fn quotable(calc: &Definition) -> Vec<&str> {
    let inputs = calc
        .inputs
        .iter()
        .filter(|i| matches!(i.spec.kind, InputKind::Number { .. }))
        .map(|i| i.spec.id.as_str());
    calc.outputs
        .iter()
        .map(|o| o.id.as_str())
        .chain(inputs)
        .collect()
}

/// The options of the calculator's metric/imperial switch, if it has one.
fn unit_systems(calc: &Definition) -> Vec<&str> {
    calc.inputs
        .iter()
        .find_map(|i| match &i.spec.kind {
            InputKind::Select { options }
                if options.len() == 2
                    && options.iter().all(|o| o == "metric" || o == "imperial") =>
            {
                Some(options.iter().map(String::as_str).collect())
            }
            _ => None,
        })
        .unwrap_or_default()
}

/// What is wrong with a key naming an option of the summary_by input `by`,
/// alone or with a unit system ("boardFeet.metric"), if anything.
fn option_key_error(
    key: &str,
    by: &str,
    options: &[String],
    systems: &[&str],
) -> Option<(String, String)> {
    let (value, system) = match key.split_once('.') {
        Some((value, system)) => (value, Some(system)),
        None => (key, None),
    };
    if !options.iter().any(|o| o == value) {
        return Some((
            format!("'{value}' is not an option of '{by}'"),
            format!("use: {}", options.join(", ")),
        ));
    }
    match system {
        Some(system) if !systems.contains(&system) => Some((
            format!("'{system}' is not a system of a metric/imperial switch"),
            "write '<option>', or '<option>.metric' / '<option>.imperial' on a calculator with a metric/imperial switch".to_string(),
        )),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::plural_problem;

    #[test]
    fn a_plural_choice_may_name_an_exact_zero_before_its_categories() {
        assert_eq!(
            plural_problem(" plural, =0 {nenhum dia} one {# dia} other {# dias}"),
            None
        );
        let bad = plural_problem(" plural, =zero {nenhum} other {# dias}").unwrap();
        assert!(bad.contains("'=zero' is not a plural category"), "{bad}");
        assert!(plural_problem(" plural, = {x} other {# dias}").is_some());
    }
}
