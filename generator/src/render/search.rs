//! The search index of one language: every calculator and category, with
//! the texts people search by. Written to /search/<lang>.json.

use super::shell_view::text;
use crate::content::Site;
use crate::routes::{Page, RouteTable};
use serde::Serialize;

#[derive(Serialize)]
pub struct SearchEntry {
    pub id: String,
    pub kind: &'static str,
    pub title: String,
    pub category: String,
    pub description: String,
    pub keywords: Vec<String>,
    pub href: String,
}

pub fn index(site: &Site, routes: &RouteTable, lang: usize) -> Vec<SearchEntry> {
    let code = &site.languages[lang].code;
    let t = &site.strings[code];
    let category_title = |id: &str| text(t, &format!("categories.{id}.title")).to_string();
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
                description: text(t, &format!("categories.{}.description", c.id)).to_string(),
                keywords: Vec::new(),
                href: routes.path(Page::Category(i), lang).to_string(),
            }),
    );
    entries
}
