//! A calculator's YAML file → validated `Calculator` (texts come later).
//! Checks each definition against the calc-wasm function it names, so YAML
//! and Rust never disagree about inputs and outputs, and runs its examples.

mod computed;
mod examples;
mod inputs;
mod outputs;

use computed::{computed_by, formulas, Computed};
use examples::check_examples;
use inputs::{
    build_input, check_conditions, check_input_ids, check_km_mi_units, check_unique_input_ids,
};
use outputs::{build_outputs, check_charts};

use super::error::{ContentError, ContentErrors};
use super::market::{self, Origin, Resolved};
use super::math::Math;
use super::model::{Calculator, Definition, Input};
use super::raw::{CalculatorFile, ChartEntry, Example, InputEntry, OutputEntry};
use super::source::Source;
use crate::spec::{CalcSpec, InputKind};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

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
