//! Finding a unit by what a visitor types: its symbol (`kPa`), a name in
//! either language (`quilograma`, `square feet`), an alias; case, accents,
//! superscripts (`m2`), dots and a plural `s` do not matter once an exact
//! symbol does not match (so `mm` is not `Mm`, `B` is a byte, `b` a bit).

use super::data::{CategoryData, UnitData};

/// Longest text compared, so a pasted essay is not normalised.
pub const MAX_QUERY: usize = 40;

/// Lower case, no accents, `²`→`2`, dots and hyphens dropped, spaces collapsed.
pub fn normalize(text: &str) -> String {
    let mapped: String = text
        .chars()
        .flat_map(char::to_lowercase)
        .filter_map(|c| {
            Some(match c {
                'á' | 'à' | 'â' | 'ã' | 'ä' => 'a',
                'é' | 'ê' | 'è' | 'ë' => 'e',
                'í' | 'ì' | 'î' | 'ï' => 'i',
                'ó' | 'ò' | 'ô' | 'õ' | 'ö' => 'o',
                'ú' | 'ù' | 'û' | 'ü' => 'u',
                'ç' => 'c',
                'µ' | 'μ' => 'u',
                '²' => '2',
                '³' => '3',
                '.' => return None,
                '-' | '_' | '·' => ' ',
                c => c,
            })
        })
        .collect();
    mapped.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The units a page lists: (category, unit) in data order.
pub type Listed = Vec<(&'static CategoryData, &'static UnitData)>;

/// The unit `query` names, preferring `prefer`'s category when two match.
pub fn find(
    listed: &Listed,
    query: &str,
    prefer: Option<&str>,
) -> Option<(&'static CategoryData, &'static UnitData)> {
    let query = query.trim();
    if query.is_empty() || query.len() > MAX_QUERY {
        return None;
    }
    let wanted = normalize(query);
    let singular = wanted.strip_suffix('s').map(str::to_string);
    let tiers: [&dyn Fn(&UnitData) -> bool; 4] = [
        &|u| u.symbol == query,
        &|u| u.aliases.contains(&query),
        &|u| names(u).any(|n| normalize(n) == wanted),
        &|u| {
            singular
                .as_ref()
                .is_some_and(|s| names(u).any(|n| normalize(n) == *s))
        },
    ];
    for tier in tiers {
        let mut matches = listed.iter().filter(|(_, u)| tier(u));
        let first = matches.next();
        let preferred = first
            .into_iter()
            .chain(matches)
            .find(|(c, _)| Some(c.id) == prefer);
        if let Some(&found) = preferred.or(first) {
            return Some(found);
        }
    }
    None
}

/// Symbol, names in every language and aliases.
fn names(unit: &UnitData) -> impl Iterator<Item = &str> {
    std::iter::once(unit.symbol)
        .chain(unit.names.iter().map(|(_, n)| *n))
        .chain(unit.aliases.iter().copied())
}

/// Up to `limit` symbols of units whose names contain `query` (for a "did
/// you mean" list), else of the first units of `category` or the page.
pub fn suggestions(
    listed: &Listed,
    query: &str,
    category: Option<&str>,
    limit: usize,
) -> Vec<String> {
    let wanted = normalize(query.get(..query.len().min(MAX_QUERY)).unwrap_or(query));
    let in_category = |c: &CategoryData| category.is_none_or(|id| c.id == id);
    let mut found: Vec<String> = listed
        .iter()
        .filter(|(c, u)| {
            in_category(c)
                && !wanted.is_empty()
                && names(u).any(|n| resembles(&normalize(n), &wanted))
        })
        .map(|(_, u)| u.symbol.to_string())
        .take(limit)
        .collect();
    if found.is_empty() {
        found = listed
            .iter()
            .filter(|(c, _)| in_category(c))
            .map(|(_, u)| u.symbol.to_string())
            .take(limit)
            .collect();
    }
    found
}

/// One contains the other (`kpascal` holds `pascal`; `quilo` is in
/// `quilograma`), ignoring one-letter names, which every word holds.
fn resembles(name: &str, wanted: &str) -> bool {
    name.contains(wanted) || (name.chars().count() > 1 && wanted.contains(name))
}
