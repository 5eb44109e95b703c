//! The search index of one language: every calculator and category, with
//! the texts people search by. Written to /search/<lang>.json.

use crate::content::Site;
use crate::routes::{Page, RouteTable};
use serde::Serialize;
use ts_rs::TS;

/// One entry of the search index the Header island fetches.
#[derive(Serialize, TS)]
pub struct SearchEntry {
    pub id: String,
    #[ts(type = "'calculator' | 'category'")]
    pub kind: &'static str,
    pub title: String,
    pub category: String,
    pub description: String,
    pub keywords: Vec<String>,
    /// The tool's name and its other names and phrasings (the locale's
    /// `synonyms`): a query that is one of them, or begins one, ranks the
    /// entry first (islands/src/lib/search.ts).
    pub names: Vec<String>,
    /// What the page lets one do and enter: its inputs' labels, their
    /// options (a calculator's modes: "Time card: hours and pay") and its
    /// results' labels, each once. A query naming a feature ("PMI", "HOA
    /// dues", "withdrawal") finds the page that has it.
    pub features: Vec<String>,
    pub href: String,
}

/// The labels of a calculator's inputs, options and outputs in one
/// language, in the order its texts list them, without repeats.
fn features(texts: &crate::content::model::Texts) -> Vec<String> {
    let inputs = texts
        .inputs
        .values()
        .flat_map(|i| std::iter::once(&i.label).chain(i.options.values()));
    let outputs = texts
        .outputs
        .values()
        .flat_map(|o| std::iter::once(&o.label).chain(o.label_by.values()));
    let mut seen = std::collections::BTreeSet::new();
    inputs
        .chain(outputs)
        .filter(|label| seen.insert(label.to_lowercase()))
        .cloned()
        .collect()
}

pub fn index(site: &Site, routes: &RouteTable, lang: usize) -> Vec<SearchEntry> {
    let code = &site.languages[lang].code;
    let t = &site.strings[code];
    let category_title = |id: &str| t.category(id).title.clone();
    let mut entries: Vec<SearchEntry> = site
        .calculators
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let texts = c.texts(code);
            SearchEntry {
                id: c.id.clone(),
                kind: "calculator",
                title: texts.title.clone(),
                category: category_title(&c.category),
                description: texts.description.clone(),
                keywords: texts.keywords.clone(),
                names: std::iter::once(texts.name.clone())
                    .chain(texts.synonyms.iter().cloned())
                    .collect(),
                features: features(texts),
                href: routes.path(Page::Calculator(i), lang).to_string(),
            }
        })
        .collect();
    entries.extend(
        site.categories
            .iter()
            .enumerate()
            .map(|(i, c)| SearchEntry {
                id: c.id.clone(),
                kind: "category",
                title: category_title(&c.id),
                category: category_title(&c.id),
                description: t.category(&c.id).description.clone(),
                keywords: Vec::new(),
                names: vec![category_title(&c.id)],
                features: Vec::new(),
                href: routes.path(Page::Category(i), lang).to_string(),
            }),
    );
    entries
}
