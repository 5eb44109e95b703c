//! The route table: every page × language × variant, with its URL path and
//! its file in dist/. The only place a URL is made: links, canonical and
//! alternate URLs, the sitemap and the search index all read it.

use crate::content::{Language, Site};
use crate::error::{Context, Hint, Result};
use std::collections::BTreeMap;
use std::path::PathBuf;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Page {
    Home,
    /// Index into `Site::calculators`.
    Calculator(usize),
    /// The bare calculator, for iframes.
    Embed(usize),
    /// Index into `Site::categories`.
    Category(usize),
    AllCalculators,
    Categories,
    /// Index into `Site::pages`.
    Article(usize),
    NotFound,
}

impl Page {
    /// Pages listed in the sitemap and given alternates.
    pub fn is_indexable(self) -> bool {
        !matches!(self, Page::Embed(_) | Page::NotFound)
    }
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

/// The URL path of `page` in `language`.
pub fn path_of(page: Page, site: &Site, language: &Language) -> String {
    let root = lang_root(&language.prefix);
    match page {
        Page::Home => root,
        Page::Calculator(i) => {
            let calculator = &site.calculators[i];
            match calculator.slugs.get(&language.code) {
                Some(slug) => format!("{root}{slug}"),
                None => format!("{root}{}", calculator_slug(&calculator.id)),
            }
        }
        Page::Embed(i) => format!("{root}embed/{}", site.calculators[i].id),
        Page::Category(i) => format!("{root}{}", site.categories[i].landing),
        Page::AllCalculators => format!("{root}calculators"),
        Page::Categories => format!("{root}categories"),
        Page::Article(i) => format!("{root}{}", site.pages[i].slug),
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
    by_page: BTreeMap<(Page, usize), usize>,
}

impl RouteTable {
    /// Every route; an error names two pages that would share a path (say a
    /// static page named like a category's landing page).
    pub fn new(site: &Site) -> Result<RouteTable> {
        let mut routes = Vec::new();
        for (lang, language) in site.languages.iter().enumerate() {
            let mut pages = vec![Page::Home, Page::AllCalculators, Page::Categories];
            pages.extend((0..site.categories.len()).map(Page::Category));
            pages.extend((0..site.pages.len()).map(Page::Article));
            pages.extend((0..site.calculators.len()).map(Page::Calculator));
            pages.extend((0..site.calculators.len()).map(Page::Embed));
            for page in pages {
                let path = path_of(page, site, language);
                routes.push(Route {
                    page,
                    lang,
                    file: file_of(&path),
                    path,
                });
            }
        }
        // One 404 page for the whole site, in the root language.
        let root_lang = site
            .languages
            .iter()
            .position(|l| l.prefix.is_empty())
            .unwrap_or(0);
        routes.push(Route {
            page: Page::NotFound,
            lang: root_lang,
            path: "/404".into(),
            file: PathBuf::from("404.html"),
        });
        let mut seen: BTreeMap<&str, Page> = BTreeMap::new();
        for r in &routes {
            if let Some(other) = seen.insert(&r.path, r.page) {
                return Err(anyhow::anyhow!(
                    "two pages would be served at {}: {other:?} and {:?}",
                    r.path,
                    r.page
                ))
                .context(Hint(
                    "rename one (a static page, a category's landing or a calculator id)",
                ));
            }
        }
        let by_page = routes
            .iter()
            .enumerate()
            .map(|(i, r)| ((r.page, r.lang), i))
            .collect();
        Ok(RouteTable { routes, by_page })
    }

    /// The URL path of `page` in language `lang`.
    pub fn path(&self, page: Page, lang: usize) -> &str {
        self.by_page
            .get(&(page, lang))
            .map_or("/", |&i| self.routes[i].path.as_str())
    }

    /// The same page in every language: (language index, path).
    pub fn alternates(&self, page: Page) -> impl Iterator<Item = (usize, &str)> {
        self.routes
            .iter()
            .filter(move |r| r.page == page)
            .map(|r| (r.lang, r.path.as_str()))
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
        assert_eq!(
            file_of("/mortgage-calculator"),
            PathBuf::from("mortgage-calculator.html")
        );
        assert_eq!(
            file_of("/pt-br/embed/bmi"),
            PathBuf::from("pt-br/embed/bmi.html")
        );
    }
}
