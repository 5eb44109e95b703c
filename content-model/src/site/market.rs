//! Markets state only what differs: a market's entries are merged into the
//! main definition (or, with `same_as`, into another calculator's market for
//! the same language) as YAML maps, then read as typed entries. Every field
//! remembers where it was written, so errors point at the market's own line
//! when it wrote the field and at the main entry's when it inherited it.

use super::error::ContentErrors;
use super::raw::{ChartEntry, InputEntry, MarketEntry, OutputEntry};
use super::source::Source;
use serde::de::DeserializeOwned;
use serde::Deserialize;
use serde_yaml::{Mapping, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Where an entry was written, as a path into the calculator's file.
#[derive(Debug, Clone)]
pub struct Origin {
    /// The entry it comes from (`inputs.2`, `markets.pt-BR.inputs.0`), or
    /// the `same_as` key for entries from another file.
    base: String,
    /// The market entry that changed some of its fields, and those fields.
    over: Option<(String, BTreeSet<String>)>,
    /// Written in another file: every field points at `base`.
    elsewhere: bool,
}

impl Origin {
    pub fn entry(path: String) -> Origin {
        Origin {
            base: path,
            over: None,
            elsewhere: false,
        }
    }

    /// The path of `rest` (`min`, `when.is.0`, or "" for the entry itself).
    pub fn at(&self, rest: &str) -> String {
        if self.elsewhere {
            return self.base.clone();
        }
        let field = rest.split('.').next().unwrap_or("");
        let entry = match &self.over {
            Some((over, fields)) if rest.is_empty() || fields.contains(field) => over,
            _ => &self.base,
        };
        if rest.is_empty() {
            entry.clone()
        } else {
            format!("{entry}.{rest}")
        }
    }
}

/// A definition as YAML maps, before they are read as typed entries.
#[derive(Debug, Clone)]
struct Layer {
    function: String,
    /// Path of the key naming the function (used when it is unknown).
    function_at: String,
    lists: [Vec<(Mapping, Origin)>; 3],
    summary_by: Option<String>,
}

const LISTS: [&str; 3] = ["inputs", "outputs", "charts"];

/// A definition's typed entries, each with its origin.
pub struct Resolved {
    pub function: String,
    pub function_at: String,
    pub inputs: Vec<(InputEntry, Origin)>,
    pub outputs: Vec<(OutputEntry, Origin)>,
    pub charts: Vec<(ChartEntry, Origin)>,
    pub summary_by: Option<String>,
}

/// The main definition's lists as written (the typed parse already checked them).
#[derive(Deserialize)]
pub struct MainFile {
    #[serde(default)]
    function: Option<String>,
    #[serde(default)]
    inputs: Vec<Mapping>,
    #[serde(default)]
    outputs: Vec<Mapping>,
    #[serde(default)]
    charts: Vec<Mapping>,
    #[serde(default)]
    summary_by: Option<String>,
    #[serde(default)]
    markets: BTreeMap<String, MarketEntry>,
}

fn main_layer(id: &str, file: &MainFile) -> Layer {
    let list = |name: &str, entries: &[Mapping]| {
        entries
            .iter()
            .enumerate()
            .map(|(i, m)| (m.clone(), Origin::entry(format!("{name}.{i}"))))
            .collect()
    };
    Layer {
        function: file.function.clone().unwrap_or_else(|| id.to_string()),
        function_at: if file.function.is_some() {
            "function".into()
        } else {
            "category".into()
        },
        lists: [
            list("inputs", &file.inputs),
            list("outputs", &file.outputs),
            list("charts", &file.charts),
        ],
        summary_by: file.summary_by.clone(),
    }
}

fn id_of(m: &Mapping) -> Option<&str> {
    m.get("id").and_then(Value::as_str)
}

/// `market` (at `prefix`, like `markets.pt-BR`) applied to `layer`.
fn apply(
    mut layer: Layer,
    market: &MarketEntry,
    prefix: &str,
    src: &Source,
    errors: &mut ContentErrors,
) -> Layer {
    if let Some(f) = &market.function {
        layer.function = f.clone();
        layer.function_at = format!("{prefix}.function");
    }
    for (k, id) in market.remove.iter().enumerate() {
        let before: usize = layer.lists.iter().map(Vec::len).sum();
        for list in &mut layer.lists {
            list.retain(|(m, _)| id_of(m) != Some(id.as_str()));
        }
        if layer.lists.iter().map(Vec::len).sum::<usize>() == before {
            errors.push(
                src.error_at(
                    &format!("{prefix}.remove.{k}"),
                    format!("'{id}' is not an input, output or chart these pages would have"),
                )
                .hint("name an id of the definition this market changes"),
            );
        }
    }
    let given = [&market.inputs, &market.outputs, &market.charts];
    for ((name, list), entries) in LISTS.iter().zip(&mut layer.lists).zip(given) {
        for (k, entry) in entries.iter().enumerate() {
            let at = format!("{prefix}.{name}.{k}");
            let Some(id) = id_of(entry) else {
                errors.push(src.error_at(&at, "no id").hint(
                    "name the entry to change (id and the fields that differ), or give a new entry's id",
                ));
                continue;
            };
            match list.iter_mut().find(|(m, _)| id_of(m) == Some(id)) {
                Some((fields, origin)) => {
                    let mut changed = BTreeSet::new();
                    for (key, value) in entry {
                        fields.insert(key.clone(), value.clone());
                        changed.extend(key.as_str().map(String::from));
                    }
                    origin.over = Some((at, changed));
                }
                None => list.push((entry.clone(), Origin::entry(at))),
            }
        }
    }
    if market.summary_by.is_some() {
        layer.summary_by = market.summary_by.clone();
    }
    layer
}

/// A whole market: its own definition, nothing inherited.
fn whole(market: &MarketEntry, prefix: &str, src: &Source, errors: &mut ContentErrors) -> Layer {
    for (field, set) in [
        ("same_as", market.same_as.is_some()),
        ("remove", !market.remove.is_empty()),
    ] {
        if set {
            errors.push(
                src.error_at_key(
                    &format!("{prefix}.{field}"),
                    format!("a whole market has no '{field}'"),
                )
                .hint("remove it, or remove 'whole: true' to state only differences"),
            );
        }
    }
    if market.function.is_none() {
        errors.push(
            src.error_at_key(prefix, "a whole market names its function")
                .hint("add function: with the calc-wasm function these pages use"),
        );
    }
    let empty = Layer {
        function: String::new(),
        function_at: format!("{prefix}.function"),
        lists: Default::default(),
        summary_by: None,
    };
    apply(empty, market, prefix, src, errors)
}

/// The main definition of calculator `id`, read from `file` (its `src`).
pub fn main(
    id: &str,
    file: &MainFile,
    src: &Source,
    errors: &mut ContentErrors,
) -> Option<Resolved> {
    typed(main_layer(id, file), src, errors)
}

/// Each market of calculator `id`, by language.
pub fn markets(
    root: &Path,
    id: &str,
    file: &MainFile,
    src: &Source,
    errors: &mut ContentErrors,
) -> BTreeMap<String, Option<Resolved>> {
    file.markets
        .iter()
        .map(|(lang, market)| {
            let layer = market_layer(root, id, file, lang, market, src, errors);
            (lang.clone(), layer.and_then(|l| typed(l, src, errors)))
        })
        .collect()
}

/// `src` read for merging (after its typed parse succeeded).
pub fn parse_main(src: &Source, errors: &mut ContentErrors) -> Option<MainFile> {
    match serde_yaml::from_str(&src.text) {
        Ok(f) => Some(f),
        Err(e) => {
            errors.push(src.error_at("", format!("{e}")));
            None
        }
    }
}

fn market_layer(
    root: &Path,
    id: &str,
    file: &MainFile,
    lang: &str,
    market: &MarketEntry,
    src: &Source,
    errors: &mut ContentErrors,
) -> Option<Layer> {
    let prefix = format!("markets.{lang}");
    if market.whole {
        return Some(whole(market, &prefix, src, errors));
    }
    let start = match &market.same_as {
        None => main_layer(id, file),
        Some(other) => same_as(root, id, other, lang, &prefix, src, errors)?,
    };
    Some(apply(start, market, &prefix, src, errors))
}

/// Calculator `other`'s market for `lang`, its entries located at this
/// file's `same_as` key.
fn same_as(
    root: &Path,
    id: &str,
    other: &str,
    lang: &str,
    prefix: &str,
    src: &Source,
    errors: &mut ContentErrors,
) -> Option<Layer> {
    let at = format!("{prefix}.same_as");
    let rel = Path::new("content/calculators").join(format!("{other}.yaml"));
    let fail = |errors: &mut ContentErrors, message: String, hint: &str| {
        errors.push(src.error_at(&at, message).hint(hint));
        None
    };
    if other == id || !super::calculator::is_valid_id(other) || !root.join(&rel).is_file() {
        return fail(
            errors,
            format!("'{other}' is not another calculator"),
            "name the calculator whose market these pages reuse",
        );
    }
    let Ok(other_src) = Source::read(root, &rel) else {
        return fail(
            errors,
            format!("cannot read {}", rel.display()),
            "check the file",
        );
    };
    // Its own problems are reported when it is loaded itself.
    let mut theirs = ContentErrors::default();
    let file = parse_main(&other_src, &mut theirs);
    let Some(market) = file.as_ref().and_then(|f| f.markets.get(lang)) else {
        return fail(
            errors,
            format!("calculator '{other}' has no {lang} market"),
            "name a calculator with a market for this language",
        );
    };
    if market.same_as.is_some() {
        return fail(
            errors,
            format!("the {lang} market of '{other}' is itself a same_as"),
            "name the calculator it reuses",
        );
    }
    let file = file.as_ref()?;
    let layer = market_layer(root, other, file, lang, market, &other_src, &mut theirs);
    if !theirs.is_empty() {
        return fail(
            errors,
            format!("the {lang} market of '{other}' has errors"),
            &format!("fix {} first", rel.display()),
        );
    }
    let mut layer = layer?;
    layer.function_at = at.clone();
    for list in &mut layer.lists {
        for (_, origin) in list {
            *origin = Origin {
                base: at.clone(),
                over: None,
                elsewhere: true,
            };
        }
    }
    Some(layer)
}

/// Reads the merged maps as typed entries, locating each failure.
fn typed(layer: Layer, src: &Source, errors: &mut ContentErrors) -> Option<Resolved> {
    let before = errors.0.len();
    let [inputs, outputs, charts] = layer.lists;
    let resolved = Resolved {
        function: layer.function,
        function_at: layer.function_at,
        inputs: read_all(inputs, src, errors),
        outputs: read_all(outputs, src, errors),
        charts: read_all(charts, src, errors),
        summary_by: layer.summary_by,
    };
    (errors.0.len() == before).then_some(resolved)
}

fn read_all<T: DeserializeOwned>(
    entries: Vec<(Mapping, Origin)>,
    src: &Source,
    errors: &mut ContentErrors,
) -> Vec<(T, Origin)> {
    let mut out = Vec::new();
    for (fields, origin) in entries {
        match serde_path_to_error::deserialize::<_, T>(Value::Mapping(fields)) {
            Ok(entry) => out.push((entry, origin)),
            Err(e) => {
                let message = e.inner().to_string();
                let path: Vec<String> = e
                    .path()
                    .iter()
                    .filter_map(|segment| match segment {
                        serde_path_to_error::Segment::Seq { index } => Some(index.to_string()),
                        serde_path_to_error::Segment::Map { key } => Some(key.clone()),
                        _ => None,
                    })
                    .collect();
                let path = path.join(".");
                // An unknown field is named only in the message.
                let unknown = message
                    .strip_prefix("unknown field `")
                    .and_then(|m| m.split('`').next());
                let error = match unknown {
                    Some(field) => src.error_at_key(&origin.at(field), message.clone()),
                    None => src.error_at(&origin.at(&path), message.clone()),
                };
                errors.push(error.hint(if unknown.is_some() {
                    "check the spelling: the fields this place accepts are listed after 'expected'"
                } else {
                    "write the value in the type the message expects"
                }));
            }
        }
    }
    out
}
