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
    pub href: String,
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
                href: routes.path(Page::Category(i), lang).to_string(),
            }),
    );
    entries
}
