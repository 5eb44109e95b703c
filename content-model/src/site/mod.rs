//! Loading and validating the content: content/*.yaml and locales/.
//! `load` returns the whole validated site or every problem found.

pub mod calculator;
pub mod conventions;
pub mod error;
pub mod locate;
pub mod market;
pub mod math;
pub mod model;
pub mod pages;
pub mod raw;
pub mod source;
pub mod strings;
pub mod texts;
pub mod units;

pub use error::{ContentError, ContentErrors};
pub use math::{FormulaProblem, FunctionShape, Math, Rejected};
pub use model::{Calculator, Category, Language, Site};

use source::Source;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use strings::InterfaceStrings;

/// The language codes of content/site.yaml.
pub fn language_codes(root: &Path) -> Result<Vec<String>, ContentErrors> {
    let src =
        Source::read(root, Path::new("content/site.yaml")).map_err(|e| ContentErrors(vec![e]))?;
    let site: raw::SiteFile = src.parse().map_err(|e| ContentErrors(vec![e]))?;
    Ok(site.languages.into_iter().map(|l| l.code).collect())
}

/// Each language's code and currency symbol (content/site.yaml), without
/// loading the rest of the site: what `eval --solve` reads a target with.
pub fn currency_symbols(root: &Path) -> Result<Vec<(String, String)>, ContentErrors> {
    let src =
        Source::read(root, Path::new("content/site.yaml")).map_err(|e| ContentErrors(vec![e]))?;
    let site: raw::SiteFile = src.parse().map_err(|e| ContentErrors(vec![e]))?;
    Ok(site
        .languages
        .into_iter()
        .map(|l| (l.code, l.currency_symbol))
        .collect())
}

/// Loads and validates the whole site, checking the math through `math`.
pub fn load(root: &Path, math: &dyn Math) -> Result<Site, ContentErrors> {
    let mut errors = ContentErrors::default();
    let site_src =
        Source::read(root, Path::new("content/site.yaml")).map_err(|e| ContentErrors(vec![e]))?;
    let site: raw::SiteFile = site_src.parse().map_err(|e| ContentErrors(vec![e]))?;
    let languages = languages(&site, &site_src, &mut errors);
    let codes: Vec<String> = languages.iter().map(|l| l.code.clone()).collect();
    let categories = categories(root, &mut errors);
    let strings = interface_strings(root, &codes, math, &mut errors);
    let pages = pages::load(root, &codes, &mut errors);
    // The conversion calculator's units; a site without the file has no such calculator.
    if root.join(units::UNITS_FILE).exists() {
        if let Err(e) = units::load_units(root, &codes) {
            errors.0.extend(e.0);
        }
    }
    for (code, t) in &strings {
        for c in &categories {
            if !t.categories.contains_key(&c.id) {
                let rel = Path::new("locales").join(format!("{code}.yaml"));
                errors.push(ContentError::whole_file(&rel, format!("no categories.{}", c.id)).hint("every category in content/categories.yaml needs a title and a description in every language"));
            }
        }
    }

    // References are checked against every calculator file, so one broken
    // file does not make every link to it an error too.
    let id_set: BTreeSet<String> = calculator::list_ids(root).into_iter().collect();
    let ids: Vec<&String> = id_set.iter().collect();
    let (calculators, calc_errors) = each_on_every_core(&ids, |id, errors| {
        load_calculator(root, id, &codes, &categories, math, errors)
    });
    errors.0.extend(calc_errors.0);
    let calculators: Vec<(Calculator, Source)> = calculators.into_iter().flatten().collect();
    for (calc, src) in &calculators {
        for (i, r) in calc.related.iter().enumerate() {
            if !id_set.contains(r) || r == &calc.id {
                errors.push(
                    src.error_at(
                        &format!("related.{i}"),
                        format!("'{r}' is not another calculator"),
                    )
                    .hint(format!(
                        "use one of: {}",
                        id_set
                            .iter()
                            .filter(|x| *x != &calc.id)
                            .cloned()
                            .collect::<Vec<_>>()
                            .join(", ")
                    )),
                );
            }
        }
    }
    let stats = stats(
        &site,
        &site_src,
        calculators.len(),
        codes.len(),
        &strings,
        &mut errors,
    );
    if !errors.is_empty() {
        return Err(errors);
    }
    let mut calculators: Vec<Calculator> = calculators.into_iter().map(|(c, _)| c).collect();
    let rank = |c: &Calculator| {
        categories
            .iter()
            .position(|k| k.id == c.category)
            .unwrap_or(usize::MAX)
    };
    calculators.sort_by(|a, b| (rank(a), a.order, &a.id).cmp(&(rank(b), b.order, &b.id)));
    Ok(Site {
        name: site.name,
        url: site.url.trim_end_matches('/').to_string(),
        copyright_year: site.copyright_year,
        analytics_id: site.analytics_id,
        languages,
        categories,
        calculators,
        strings,
        pages,
        stats,
    })
}

/// One calculator: its definition and its texts in every language, or
/// None (with what is wrong in `errors`).
fn load_calculator(
    root: &Path,
    id: &str,
    codes: &[String],
    categories: &[Category],
    math: &dyn Math,
    errors: &mut ContentErrors,
) -> Option<(Calculator, Source)> {
    let rel = Path::new("content/calculators").join(format!("{id}.yaml"));
    if !calculator::is_valid_id(id) {
        errors.push(
            ContentError::whole_file(&rel, format!("'{id}' is not a valid calculator id"))
                .hint("use lower-case letters, digits and '-' in the file name"),
        );
        return None;
    }
    let src = match Source::read(root, &rel) {
        Ok(s) => s,
        Err(e) => {
            errors.push(e);
            return None;
        }
    };
    let mut calc = calculator::build(root, id, &src, codes, math, errors)?;
    if !categories.iter().any(|c| c.id == calc.category) {
        let known: Vec<&str> = categories.iter().map(|c| c.id.as_str()).collect();
        errors.push(
            src.error_at("category", format!("unknown category '{}'", calc.category))
                .hint(format!("use one of: {}", known.join(", "))),
        );
    }
    for code in codes.iter().filter(|c| !calc.failed_markets.contains(*c)) {
        let rel = Path::new("locales")
            .join(code)
            .join("calculators")
            .join(format!("{id}.yaml"));
        if !root.join(&rel).is_file() {
            errors.push(
                ContentError::whole_file(&rel, format!("calculator '{id}' has no {code} texts"))
                    .hint(format!(
                        "create {} (copy another language's file and translate it)",
                        rel.display()
                    )),
            );
            continue;
        }
        match Source::read(root, &rel) {
            Ok(tsrc) => {
                if let Some(t) = texts::build(&calc, code, &tsrc, errors) {
                    calc.texts.insert(code.clone(), t);
                }
            }
            Err(e) => errors.push(e),
        }
    }
    Some((calc, src))
}

/// `load` applied to each item on every core: the answers and the errors,
/// both in the items' order, as one thread would give them.
fn each_on_every_core<T: Sync, R: Send>(
    items: &[T],
    load: impl Fn(&T, &mut ContentErrors) -> R + Sync,
) -> (Vec<R>, ContentErrors) {
    let mut answers = Vec::with_capacity(items.len());
    let mut errors = ContentErrors::default();
    for (part, part_errors) in on_every_core(items, |part| {
        let mut errors = ContentErrors::default();
        let answers: Vec<R> = part.iter().map(|item| load(item, &mut errors)).collect();
        (answers, errors)
    }) {
        answers.extend(part);
        errors.0.extend(part_errors.0);
    }
    (answers, errors)
}

/// `work` on consecutive shares of `items`, one share per core, each on a
/// thread of its own; the answers in the shares' order.
pub fn on_every_core<T: Sync, R: Send>(items: &[T], work: impl Fn(&[T]) -> R + Sync) -> Vec<R> {
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get());
    let share = items.len().div_ceil(workers).max(1);
    let work = &work;
    std::thread::scope(|scope| {
        let threads: Vec<_> = items
            .chunks(share)
            .map(|part| scope.spawn(move || work(part)))
            .collect();
        threads
            .into_iter()
            .map(|t| {
                t.join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect()
    })
}

/// The statistics band: counted where we can count, else as written.
fn stats(
    site: &raw::SiteFile,
    src: &Source,
    calculators: usize,
    languages: usize,
    strings: &BTreeMap<String, InterfaceStrings>,
    errors: &mut ContentErrors,
) -> Vec<(String, u64)> {
    let mut out = Vec::new();
    for (i, s) in site.stats.iter().enumerate() {
        // (where, what, hint) when the value is wrong.
        let value = match (s.key.as_str(), s.value) {
            ("calculators", None) => Ok(calculators as u64),
            ("languages", None) => Ok(languages as u64),
            ("calculators" | "languages", Some(_)) => Err((
                format!("stats.{i}.value"),
                format!("'{}' is counted from the content", s.key),
                "remove the value",
            )),
            (_, Some(v)) => Ok(v),
            (_, None) => Err((
                format!("stats.{i}"),
                format!("statistic '{}' has no value", s.key),
                "give the real, measured value, or remove the statistic",
            )),
        };
        let value = match value {
            Ok(v) => v,
            Err((at, message, hint)) => {
                errors.push(src.error_at(&at, message).hint(hint));
                continue;
            }
        };
        for (code, t) in strings {
            if !t.home.stats.contains_key(&s.key) {
                errors.push(
                    src.error_at(
                        &format!("stats.{i}.key"),
                        format!("no label home.stats.{} in locales/{code}.yaml", s.key),
                    )
                    .hint("add the label in every language"),
                );
            }
        }
        out.push((s.key.clone(), value));
    }
    out
}

fn languages(site: &raw::SiteFile, src: &Source, errors: &mut ContentErrors) -> Vec<Language> {
    let mut out = Vec::new();
    let mut roots = 0;
    for (i, l) in site.languages.iter().enumerate() {
        if l.prefix.is_empty() {
            roots += 1;
        } else if !calculator::is_valid_id(&l.prefix) {
            errors.push(
                src.error_at(
                    &format!("languages.{i}.prefix"),
                    format!("'{}' is not a valid path prefix", l.prefix),
                )
                .hint("use lower-case letters and '-', like pt-br"),
            );
        }
        // A symbol is read off before the number of a target: one with a
        // digit, a sign or a separator in it would take part of the number.
        let symbol = l.currency_symbol.trim();
        if symbol.is_empty()
            || symbol
                .chars()
                .any(|c| c.is_ascii_digit() || ".,+-\u{2212}".contains(c))
        {
            errors.push(
                src.error_at(
                    &format!("languages.{i}.currency_symbol"),
                    format!("'{}' is not a currency symbol", l.currency_symbol),
                )
                .hint("write the symbol as the language's pages show amounts, like $ or R$"),
            );
        }
        out.push(Language {
            code: l.code.clone(),
            prefix: l.prefix.clone(),
            number_locale: l.number_locale.clone(),
            currency: l.currency.clone(),
            currency_symbol: l.currency_symbol.clone(),
        });
    }
    if roots != 1 {
        errors.push(
            src.error_at(
                "languages",
                "exactly one language must have an empty prefix (the one served at /)",
            )
            .hint("set prefix: \"\" on the default language only"),
        );
    }
    out
}

fn categories(root: &Path, errors: &mut ContentErrors) -> Vec<Category> {
    let src = match Source::read(root, Path::new("content/categories.yaml")) {
        Ok(s) => s,
        Err(e) => {
            errors.push(e);
            return Vec::new();
        }
    };
    let raw: Vec<raw::CategoryEntry> = match src.parse() {
        Ok(r) => r,
        Err(e) => {
            errors.push(e);
            return Vec::new();
        }
    };
    let mut seen = BTreeSet::new();
    let mut out = Vec::new();
    for (i, c) in raw.into_iter().enumerate() {
        if !seen.insert(c.id.clone()) {
            errors.push(src.declared_twice(&format!("{i}.id"), "category", &c.id));
        }
        if !calculator::is_valid_id(&c.landing) {
            errors.push(
                src.error_at(
                    &format!("{i}.landing"),
                    format!("'{}' is not a valid page path", c.landing),
                )
                .hint("use lower-case letters, digits and '-'"),
            );
        }
        out.push(Category {
            id: c.id,
            icon: c.icon,
            color: c.color,
            landing: c.landing,
        });
    }
    out
}

/// locales/<code>.yaml for every language; all must define the same keys.
fn interface_strings(
    root: &Path,
    codes: &[String],
    math: &dyn Math,
    errors: &mut ContentErrors,
) -> BTreeMap<String, InterfaceStrings> {
    let mut loaded: Vec<(String, Source, InterfaceStrings)> = Vec::new();
    for code in codes {
        let rel = Path::new("locales").join(format!("{code}.yaml"));
        let parsed = Source::read(root, &rel).and_then(|src| {
            let strings = src.parse::<InterfaceStrings>()?;
            Ok((src, strings))
        });
        match parsed {
            Ok((src, strings)) => loaded.push((code.clone(), src, strings)),
            Err(e) => errors.push(e),
        }
    }
    // The typed sections are complete; the keyed ones (error codes, step
    // rules, ...) must still match between languages.
    let key_sets: Vec<BTreeSet<String>> = loaded
        .iter()
        .map(|(_, _, t)| leaf_keys(&serde_json::to_value(t).unwrap_or_default()))
        .collect();
    for (i, (_, src, _)) in loaded.iter().enumerate() {
        for (j, (other, _, _)) in loaded.iter().enumerate() {
            for key in key_sets[j].difference(&key_sets[i]) {
                errors.push(
                    src.error_at(
                        "",
                        format!("missing interface string '{key}' (present in {other})"),
                    )
                    .hint(format!("add '{key}' to {}", src.path.display())),
                );
            }
        }
    }
    for (_, src, strings) in &loaded {
        for code in math.error_codes() {
            if !strings.calculator_island.errors.contains_key(code) {
                errors.push(src.error_at("calculatorIsland.errors", format!("no message for error '{code}'")).hint(format!("add calculatorIsland.errors.{code}: every error calc-wasm reports needs a message")));
            }
        }
    }
    loaded.into_iter().map(|(c, _, v)| (c, v)).collect()
}

fn leaf_keys(v: &serde_json::Value) -> BTreeSet<String> {
    fn walk(prefix: &str, v: &serde_json::Value, out: &mut BTreeSet<String>) {
        match v {
            serde_json::Value::Object(map) => {
                for (k, v) in map {
                    walk(
                        &if prefix.is_empty() {
                            k.clone()
                        } else {
                            format!("{prefix}.{k}")
                        },
                        v,
                        out,
                    );
                }
            }
            _ => {
                out.insert(prefix.to_string());
            }
        }
    }
    let mut out = BTreeSet::new();
    walk("", v, &mut out);
    out
}

#[cfg(test)]
mod core_tests {
    use super::on_every_core;

    #[test]
    fn shares_come_back_in_order_and_cover_every_item() {
        let items: Vec<u32> = (0..101).collect();
        let shares = on_every_core(&items, |part| part.to_vec());
        assert_eq!(shares.concat(), items);
        assert!(on_every_core(&[] as &[u32], |part| part.len())
            .iter()
            .all(|&n| n == 0));
    }
}
