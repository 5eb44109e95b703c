//! Props of the site-shell islands (their TypeScript types are generated
//! from these structs: generator/src/bindings.rs) and the footer's view
//! model. All derived from the site model and the route table.

use crate::content::raw::Featured;
use crate::content::strings::{
    ConsentStrings, HeaderStrings, LanguageSuggestionStrings, SidebarStrings,
};
use crate::content::Site;
use crate::routes::{Page, RouteTable};
use serde::Serialize;
use std::collections::BTreeMap;
use ts_rs::TS;

#[derive(Serialize, Clone)]
pub struct Link {
    pub href: String,
    pub title: String,
}

#[derive(Serialize, Clone, TS)]
#[serde(rename_all = "camelCase")]
pub struct NavItem {
    pub id: String,
    pub title: String,
    pub href: String,
    pub icon: String,
}

#[derive(Serialize, Clone, TS)]
#[serde(rename_all = "camelCase")]
pub struct NavGroup {
    pub id: String,
    pub title: String,
    pub icon: String,
    pub color: String,
    pub href: String,
    /// None when the page leaves the group's items to the nav index.
    pub items: Option<Vec<NavItem>>,
}

/// The sidebar's groups: every category with its calculators, in order.
pub fn nav_groups(site: &Site, routes: &RouteTable, lang: usize) -> Vec<NavGroup> {
    let t = &site.strings[&site.languages[lang].code];
    site.categories
        .iter()
        .enumerate()
        .map(|(c, cat)| NavGroup {
            id: cat.id.clone(),
            title: t.category(&cat.id).title.clone(),
            icon: cat.icon.clone(),
            color: cat.color.clone(),
            href: routes.path(Page::Category(c), lang).to_string(),
            items: Some(
                site.calculators
                    .iter()
                    .enumerate()
                    .filter(|(_, k)| k.category == cat.id)
                    .map(|(i, k)| NavItem {
                        id: k.id.clone(),
                        title: k.texts(&site.languages[lang].code).name.clone(),
                        href: routes.path(Page::Calculator(i), lang).to_string(),
                        icon: k.icon.clone(),
                    })
                    .collect(),
            ),
        })
        .collect()
}

/// A link to the page in another language.
#[derive(Serialize, TS)]
pub struct LanguageLink<'a> {
    pub lang: &'a str,
    pub href: &'a str,
    /// The language's own name.
    pub label: &'a str,
    /// The offer to switch, written in the language it offers.
    pub suggestion: &'a LanguageSuggestionStrings,
}

pub fn language_links<'a>(
    site: &'a Site,
    routes: &'a RouteTable,
    page: Page,
    lang: usize,
) -> Vec<LanguageLink<'a>> {
    routes
        .alternates(page)
        .filter(|(l, _)| *l != lang)
        .map(|(l, path)| {
            let code = &site.languages[l].code;
            let t = &site.strings[code];
            LanguageLink {
                lang: code,
                href: path,
                label: &t.nav.language_name,
                suggestion: &t.shell.header.language_suggestion,
            }
        })
        .collect()
}

/// The Header island's props.
#[derive(Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct HeaderProps<'a> {
    /// URL of the icon sprite that `<use href>` draws from (crate::icons).
    pub icons: &'a str,
    pub lang: &'a str,
    pub site_name: &'a str,
    /// The home page in this language.
    pub home: &'a str,
    /// Where the search index is fetched from.
    pub search_index: String,
    /// The page in the other languages.
    pub languages: Vec<LanguageLink<'a>>,
    pub strings: &'a HeaderStrings,
}

pub fn header_props<'a>(
    site: &'a Site,
    routes: &'a RouteTable,
    page: Page,
    lang: usize,
    icons: &'a str,
) -> HeaderProps<'a> {
    let code = &site.languages[lang].code;
    HeaderProps {
        icons,
        lang: code,
        site_name: &site.name,
        home: routes.path(Page::Home, lang),
        search_index: search_index_url(code),
        languages: language_links(site, routes, page, lang),
        strings: &site.strings[code].shell.header,
    }
}

/// The nav index of one language: group id → its items (render::nav_index).
pub fn nav_index(groups: &[NavGroup]) -> BTreeMap<&str, &Option<Vec<NavItem>>> {
    groups.iter().map(|g| (g.id.as_str(), &g.items)).collect()
}

/// The Sidebar island's props.
#[derive(Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct SidebarProps<'a> {
    /// URL of the icon sprite that `<use href>` draws from (crate::icons).
    pub icons: &'a str,
    pub lang: &'a str,
    pub groups: Vec<NavGroup>,
    /// The page's path, to mark its item.
    pub current_path: &'a str,
    /// Where the items of groups without `items` are fetched from.
    pub nav_index: String,
    pub strings: &'a SidebarStrings,
}

/// `groups` is `nav_groups` for the language, computed once per build;
/// `nav_index` the URL of its nav index. A page carries the items of its
/// own group only: the menu of a large catalogue, written into every page,
/// would make each page's size and render time grow with the catalogue.
pub fn sidebar_props<'a>(
    site: &'a Site,
    groups: &[NavGroup],
    nav_index: &str,
    page_category: Option<&str>,
    current_path: &'a str,
    lang: usize,
    icons: &'a str,
) -> SidebarProps<'a> {
    let code = &site.languages[lang].code;
    let groups: Vec<NavGroup> = groups
        .iter()
        .map(|g| NavGroup {
            id: g.id.clone(),
            title: g.title.clone(),
            icon: g.icon.clone(),
            color: g.color.clone(),
            href: g.href.clone(),
            // Not `..g.clone()`: that would copy every group's items per page.
            items: if page_category == Some(g.id.as_str()) {
                g.items.clone()
            } else {
                None
            },
        })
        .collect();
    SidebarProps {
        icons,
        lang: code,
        groups,
        current_path,
        nav_index: nav_index.to_string(),
        strings: &site.strings[code].shell.sidebar,
    }
}

/// The ConsentBanner island's props.
#[derive(Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ConsentProps<'a> {
    /// None: the site has no analytics, so nothing to consent to.
    pub analytics_id: Option<&'a str>,
    pub privacy_href: &'a str,
    pub strings: &'a ConsentStrings,
}

pub fn consent_props<'a>(site: &'a Site, routes: &'a RouteTable, lang: usize) -> ConsentProps<'a> {
    let code = &site.languages[lang].code;
    let privacy = site
        .pages
        .iter()
        .position(|p| p.slug == "privacy-policy")
        .map(|i| routes.path(Page::Article(i), lang));
    ConsentProps {
        analytics_id: site.analytics_id.as_deref(),
        privacy_href: privacy.unwrap_or_else(|| routes.path(Page::Home, lang)),
        strings: &site.strings[code].shell.consent,
    }
}

/// The ScrollTop island's props.
#[derive(Serialize, TS)]
pub struct ScrollTopProps<'a> {
    /// URL of the icon sprite that `<use href>` draws from (crate::icons).
    pub icons: &'a str,
    pub label: &'a str,
}

pub fn scroll_top_props<'a>(site: &'a Site, lang: usize, icons: &'a str) -> ScrollTopProps<'a> {
    ScrollTopProps {
        icons,
        label: &site.strings[&site.languages[lang].code].shell.scroll_top,
    }
}

/// Where a language's search index is written (and fetched from).
pub fn search_index_url(code: &str) -> String {
    format!("/search/{}.json", code.to_ascii_lowercase())
}

#[derive(Serialize)]
pub struct FooterView {
    pub categories: Vec<Link>,
    pub calculators: Vec<Link>,
    pub pages: Vec<Link>,
}

pub fn footer(site: &Site, routes: &RouteTable, lang: usize) -> FooterView {
    let code = &site.languages[lang].code;
    let t = &site.strings[code];
    let mut categories: Vec<Link> = site
        .categories
        .iter()
        .enumerate()
        .map(|(c, cat)| Link {
            href: routes.path(Page::Category(c), lang).into(),
            title: t.category(&cat.id).title.clone(),
        })
        .collect();
    categories.push(Link {
        href: routes.path(Page::Categories, lang).into(),
        title: t.lists.categories_title.clone(),
    });
    categories.push(Link {
        href: routes.path(Page::AllCalculators, lang).into(),
        title: t.lists.calculators_title.clone(),
    });
    let calculators = site
        .calculators
        .iter()
        .enumerate()
        .filter(|(_, k)| k.featured.contains(&Featured::Footer))
        .map(|(i, k)| Link {
            href: routes.path(Page::Calculator(i), lang).into(),
            title: k.texts(code).title.clone(),
        })
        .collect();
    let pages = site
        .pages
        .iter()
        .enumerate()
        .map(|(i, p)| Link {
            href: routes.path(Page::Article(i), lang).into(),
            title: p.texts[code].title.clone(),
        })
        .collect();
    FooterView {
        categories,
        calculators,
        pages,
    }
}
