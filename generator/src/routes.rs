//! The route table: every page × language × variant, with its URL path and
//! its file in dist/. The only place a URL is made: links, canonical and
//! alternate URLs all read it.

use crate::content::Site;
use std::path::PathBuf;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Page {
    Home,
    /// Index into `Site::calculators`.
    Calculator(usize),
    /// The bare calculator, for iframes.
    Embed(usize),
    NotFound,
}

#[derive(Debug, Clone)]
pub struct Route {
    pub page: Page,
    /// Index into `Site::languages`.
    pub lang: usize,
    /// URL path, starting with '/'.
    pub path: String,
    /// File under dist/.
    pub file: PathBuf,
}

/// The path segment of a calculator's page: `mortgage-calculator`, but
/// `hash-generator` for tools already named as such.
pub fn calculator_slug(id: &str) -> String {
    if id.ends_with("-generator") {
        id.to_string()
    } else {
        format!("{id}-calculator")
    }
}

fn lang_root(prefix: &str) -> String {
    if prefix.is_empty() {
        "/".to_string()
    } else {
        format!("/{prefix}/")
    }
}

/// The URL path of `page` in the language with `prefix`.
pub fn path_of(page: Page, site: &Site, prefix: &str) -> String {
    let root = lang_root(prefix);
    match page {
        Page::Home => root,
        Page::Calculator(i) => format!("{root}{}", calculator_slug(&site.calculators[i].id)),
        Page::Embed(i) => format!("{root}embed/{}", site.calculators[i].id),
        Page::NotFound => "/404".to_string(),
    }
}

/// Clean URLs: `/x` is served from `x.html`, a language root from its index.
fn file_of(path: &str) -> PathBuf {
    let trimmed = path.trim_matches('/');
    if path.ends_with('/') {
        PathBuf::from(trimmed).join("index.html")
    } else {
        PathBuf::from(format!("{trimmed}.html"))
    }
}

pub struct RouteTable {
    pub routes: Vec<Route>,
}

impl RouteTable {
    pub fn new(site: &Site) -> RouteTable {
        let mut routes = Vec::new();
        for (lang, language) in site.languages.iter().enumerate() {
            let mut pages = vec![Page::Home];
            pages.extend((0..site.calculators.len()).map(Page::Calculator));
            pages.extend((0..site.calculators.len()).map(Page::Embed));
            for page in pages {
                let path = path_of(page, site, &language.prefix);
                routes.push(Route { page, lang, file: file_of(&path), path });
            }
        }
        // One 404 page for the whole site, in the root language.
        let root_lang = site.languages.iter().position(|l| l.prefix.is_empty()).unwrap_or(0);
        routes.push(Route { page: Page::NotFound, lang: root_lang, path: "/404".into(), file: PathBuf::from("404.html") });
        RouteTable { routes }
    }

    /// The URL path of `page` in language `lang`.
    pub fn path(&self, page: Page, lang: usize) -> &str {
        self.routes
            .iter()
            .find(|r| r.page == page && r.lang == lang)
            .map(|r| r.path.as_str())
            .unwrap_or("/")
    }

    /// The same page in every language: (language index, path).
    pub fn alternates(&self, page: Page) -> impl Iterator<Item = (usize, &str)> {
        self.routes.iter().filter(move |r| r.page == page).map(|r| (r.lang, r.path.as_str()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs() {
        assert_eq!(calculator_slug("mortgage"), "mortgage-calculator");
        assert_eq!(calculator_slug("hash-generator"), "hash-generator");
    }

    #[test]
    fn clean_url_files() {
        assert_eq!(file_of("/"), PathBuf::from("index.html"));
        assert_eq!(file_of("/pt-br/"), PathBuf::from("pt-br/index.html"));
        assert_eq!(file_of("/mortgage-calculator"), PathBuf::from("mortgage-calculator.html"));
        assert_eq!(file_of("/pt-br/embed/bmi"), PathBuf::from("pt-br/embed/bmi.html"));
    }
}
