//! content/units.yaml: the units the conversion calculator knows, as data.
//! Each factor is an exact product or quotient of decimals (and `pi` for
//! angles), so the math can keep it as an exact rational; the check here
//! rejects anything else with the file, line and column.

use super::error::ContentErrors;
use super::source::Source;
use serde::Deserialize;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

pub const UNITS_FILE: &str = "content/units.yaml";

/// Longest factor text: a few decimals multiplied and divided.
const MAX_FACTOR_TEXT: usize = 120;

#[derive(Debug, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct UnitsFile {
    pub categories: Vec<UnitCategory>,
}

#[derive(Debug, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct UnitCategory {
    pub id: String,
    /// The category's name by language code.
    pub names: BTreeMap<String, String>,
    /// The lowest quantity there is, in the base unit (absolute zero for
    /// temperatures): a value below it is refused, not converted.
    #[serde(default)]
    pub lowest: Option<String>,
    pub units: Vec<UnitEntry>,
}

#[derive(Debug, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct UnitEntry {
    pub id: String,
    pub symbol: String,
    /// The unit's name by language code.
    pub names: BTreeMap<String, String>,
    /// Other names and spellings a visitor may type (plurals, old symbols).
    #[serde(default)]
    pub aliases: Vec<String>,
    /// How many of the category's base unit one of this unit is.
    pub factor: String,
    /// Affine units (temperatures): base = (value + offset) × factor.
    #[serde(default)]
    pub offset: Option<String>,
    /// Inverse units (fuel consumption): base = factor ÷ value.
    #[serde(default)]
    pub inverse: bool,
    /// Shown as degrees, minutes and seconds (`12°30′45″`); the factor
    /// is that of the degree.
    #[serde(default)]
    pub dms: bool,
    /// Languages whose pages alone list the unit (regional units); every
    /// language's when empty.
    #[serde(default)]
    pub markets: Vec<String>,
    /// Where the factor comes from (a NIST SP 811 entry, a law).
    pub source: String,
}

/// One term of a factor: a decimal or pi, multiplying or dividing.
#[derive(Debug, Clone, PartialEq)]
pub struct FactorTerm {
    pub divide: bool,
    /// Plain decimal text (`0.3048`, `1E-3`), or `pi`.
    pub value: String,
}

/// `0.3048`, `1.609344/3.785411784`, `180/pi`, `0.45359237*9.80665/0.00064516`.
pub fn parse_factor(text: &str) -> Result<Vec<FactorTerm>, String> {
    if text.len() > MAX_FACTOR_TEXT {
        return Err(format!("longer than {MAX_FACTOR_TEXT} characters"));
    }
    let mut terms = Vec::new();
    let mut divide = false;
    let mut rest = text.trim();
    loop {
        let end = rest.find(['*', '/']).unwrap_or(rest.len());
        let value = rest[..end].trim();
        if value != "pi" && !is_decimal(value) {
            return Err(format!("'{value}' is not a plain decimal or pi"));
        }
        terms.push(FactorTerm {
            divide,
            value: value.to_string(),
        });
        if end == rest.len() {
            return Ok(terms);
        }
        divide = rest.as_bytes()[end] == b'/';
        rest = &rest[end + 1..];
    }
}

/// Digits with an optional fraction and `E` exponent; no sign, no grouping.
pub fn is_decimal(text: &str) -> bool {
    let (mantissa, exponent) = match text.split_once(['E', 'e']) {
        Some((m, e)) => (m, Some(e)),
        None => (text, None),
    };
    let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    let exponent_ok = exponent.is_none_or(|e| {
        let e = e.strip_prefix(['-', '+']).unwrap_or(e);
        !e.is_empty() && e.len() <= 3 && digits(e)
    });
    !whole.is_empty() && digits(whole) && digits(fraction) && exponent_ok
}

fn is_zero(terms: &[FactorTerm]) -> bool {
    terms.iter().any(|t| {
        t.value != "pi"
            && !t
                .value
                .split(['E', 'e'])
                .next()
                .unwrap_or("")
                .bytes()
                .any(|b| (b'1'..=b'9').contains(&b))
    })
}

/// Reads and checks content/units.yaml: ids, symbols, names in every
/// language, markets, and every factor's syntax.
pub fn load_units(root: &Path, languages: &[String]) -> Result<UnitsFile, ContentErrors> {
    let src = Source::read(root, Path::new(UNITS_FILE)).map_err(|e| ContentErrors(vec![e]))?;
    let file: UnitsFile = src.parse().map_err(|e| ContentErrors(vec![e]))?;
    let mut errors = ContentErrors::default();
    check(&src, &file, languages, &mut errors);
    if errors.is_empty() {
        Ok(file)
    } else {
        Err(errors)
    }
}

fn check(src: &Source, file: &UnitsFile, languages: &[String], errors: &mut ContentErrors) {
    let names_hint = format!("give a name for each language: {}", languages.join(", "));
    let check_names = |errors: &mut ContentErrors, names: &BTreeMap<String, String>, at: &str| {
        for lang in languages {
            if names.get(lang).is_none_or(|n| n.trim().is_empty()) {
                errors.push(
                    src.error_at_key(at, format!("no name in '{lang}'"))
                        .hint(names_hint.clone()),
                );
            }
        }
        for lang in names.keys() {
            if !languages.contains(lang) {
                errors.push(
                    src.error_at(
                        &format!("{at}.{lang}"),
                        format!("'{lang}' is not a language of the site"),
                    )
                    .hint(names_hint.clone()),
                );
            }
        }
    };
    let mut category_ids = BTreeSet::new();
    // Symbols must find one unit on every page that lists them.
    let mut symbols: BTreeMap<(String, String), String> = BTreeMap::new();
    if file.categories.is_empty() {
        errors.push(
            src.error_at("categories", "no categories")
                .hint("list at least one category of units"),
        );
    }
    for (c, category) in file.categories.iter().enumerate() {
        let at = format!("categories.{c}");
        if !category_ids.insert(category.id.as_str()) {
            errors.push(src.declared_twice(&format!("{at}.id"), "category", &category.id));
        }
        check_names(errors, &category.names, &format!("{at}.names"));
        let mut unit_ids = BTreeSet::new();
        if category.units.len() < 2 {
            errors.push(
                src.error_at(&format!("{at}.units"), "a category needs two units or more")
                    .hint("add units, or move these into another category"),
            );
        }
        if let Some(lowest) = &category.lowest {
            if !is_decimal(lowest.strip_prefix('-').unwrap_or(lowest)) {
                errors.push(
                    src.error_at(
                        &format!("{at}.lowest"),
                        format!("'{lowest}' is not a decimal"),
                    )
                    .hint("write the lowest quantity in the base unit as a plain decimal, like 0"),
                );
            }
        }
        for (u, unit) in category.units.iter().enumerate() {
            let at = format!("{at}.units.{u}");
            if !unit_ids.insert(unit.id.as_str()) {
                errors.push(src.declared_twice(&format!("{at}.id"), "unit", &unit.id));
            }
            check_names(errors, &unit.names, &format!("{at}.names"));
            match parse_factor(&unit.factor) {
                Ok(terms) if is_zero(&terms) => errors.push(
                    src.error_at(&format!("{at}.factor"), "the factor is zero")
                        .hint("write how many base units one of this unit is"),
                ),
                Ok(_) => {}
                Err(why) => errors.push(
                    src.error_at(&format!("{at}.factor"), format!("bad factor: {why}"))
                        .hint("write decimals joined by * and /, like 0.3048 or 1.609344/3.785411784 (pi for angles)"),
                ),
            }
            if let Some(offset) = &unit.offset {
                if !is_decimal(offset.strip_prefix('-').unwrap_or(offset)) {
                    errors.push(
                        src.error_at(
                            &format!("{at}.offset"),
                            format!("'{offset}' is not a decimal"),
                        )
                        .hint("write the offset as a plain decimal, like 273.15"),
                    );
                }
                if unit.inverse {
                    errors.push(
                        src.error_at(
                            &format!("{at}.inverse"),
                            "a unit is either affine (offset) or inverse, not both",
                        )
                        .hint("remove one of the two"),
                    );
                }
            }
            for m in &unit.markets {
                if !languages.contains(m) {
                    errors.push(
                        src.error_at(
                            &format!("{at}.markets"),
                            format!("'{m}' is not a language of the site"),
                        )
                        .hint(format!("use one of: {}", languages.join(", "))),
                    );
                }
            }
            if unit.source.trim().is_empty() {
                errors.push(
                    src.error_at(&format!("{at}.source"), "no source")
                        .hint("name where the factor comes from (NIST SP 811 B.8 entry, a law)"),
                );
            }
            let pages: Vec<&String> = if unit.markets.is_empty() {
                languages.iter().collect()
            } else {
                unit.markets.iter().collect()
            };
            for lang in pages {
                let key = (lang.clone(), unit.symbol.clone());
                if let Some(other) = symbols.insert(key, unit.id.clone()) {
                    errors.push(
                        src.error_at(
                            &format!("{at}.symbol"),
                            format!(
                                "symbol '{}' is also unit '{other}' on '{lang}' pages",
                                unit.symbol
                            ),
                        )
                        .hint("give each unit its own symbol, so typing it finds one unit"),
                    );
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn factors_are_products_and_quotients_of_decimals() {
        let t = parse_factor("1.609344/3.785411784").unwrap();
        assert_eq!(t.len(), 2);
        assert!(t[1].divide);
        assert_eq!(parse_factor("180/pi").unwrap()[1].value, "pi");
        assert!(parse_factor("1E-3").is_ok());
        assert!(parse_factor("0.3048*").is_err());
        assert!(parse_factor("1,5").is_err());
        assert!(parse_factor("-2").is_err());
        assert!(parse_factor("2^3").is_err());
        assert!(is_zero(&parse_factor("0.000").unwrap()));
        assert!(!is_zero(&parse_factor("0.001").unwrap()));
    }

    #[test]
    fn problems_point_at_their_line() {
        let text = "categories:\n  - id: length\n    names: { en: length }\n    units:\n      - { id: m, symbol: m, names: { en: meter }, factor: '1', source: SI }\n      - { id: ft, symbol: m, names: { en: foot }, factor: '0,3048', source: B.8 }\n";
        let src = Source::from_text(Path::new(UNITS_FILE), text.to_string());
        let file: UnitsFile = src.parse().unwrap();
        let mut errors = ContentErrors::default();
        check(&src, &file, &["en".to_string()], &mut errors);
        let lines: Vec<(usize, &str)> = errors
            .0
            .iter()
            .map(|e| (e.line, e.message.as_str()))
            .collect();
        assert_eq!(errors.0.len(), 2, "{lines:?}");
        assert!(errors.0.iter().all(|e| e.line == 6), "{lines:?}");
    }
}
