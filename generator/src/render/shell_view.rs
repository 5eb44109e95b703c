//! Props of the site-shell islands (islands/src/lib/shell-props.ts, field
//! for field) and the footer's view model. All derived from the site model
//! and the route table.

use crate::content::raw::Featured;
use crate::content::Site;
use crate::routes::{Page, RouteTable};
use serde::Serialize;
use serde_json::{json, Value};

#[derive(Serialize, Clone)]
pub struct Link {
    pub href: String,
    pub title: String,
}

#[derive(Serialize, Clone)]
#[serde(rename_all = "camelCase")]
pub struct NavItem {
    pub id: String,
    pub title: String,
    pub href: String,
    pub icon: String,
}

#[derive(Serialize, Clone)]
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

/// Up to this many calculators, every page carries the whole menu; beyond,
/// a page carries its own group's items and the sidebar fetches the others
/// from the nav index when opened (a menu of thousands would otherwise be
/// written into every page).
const NAV_INLINE_LIMIT: usize = 200;

pub fn text<'a>(t: &'a Value, path: &str) -> &'a str {
    path.split('.')
        .fold(t, |v, k| &v[k])
        .as_str()
        .unwrap_or_default()
}

/// The sidebar's groups: every category with its calculators, in order.
pub fn nav_groups(site: &Site, routes: &RouteTable, lang: usize) -> Vec<NavGroup> {
    let t = &site.strings[&site.languages[lang].code];
    site.categories
        .iter()
        .enumerate()
        .map(|(c, cat)| NavGroup {
            id: cat.id.clone(),
            title: text(t, &format!("categories.{}.title", cat.id)).to_string(),
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

pub fn language_links(site: &Site, routes: &RouteTable, page: Page, lang: usize) -> Vec<Value> {
    routes
        .alternates(page)
        .filter(|(l, _)| *l != lang)
        .map(|(l, path)| {
            let code = &site.languages[l].code;
            // The offer to switch is written in the language it offers.
            json!({
                "lang": code,
                "href": path,
                "label": text(&site.strings[code], "nav.languageName"),
                "suggestion": site.strings[code]["shell"]["header"]["languageSuggestion"],
            })
        })
        .collect()
}

pub fn header_props(site: &Site, routes: &RouteTable, page: Page, lang: usize) -> Value {
    let code = &site.languages[lang].code;
    let t = &site.strings[code];
    json!({
        "lang": code,
        "siteName": site.name,
        "home": routes.path(Page::Home, lang),
        "searchIndex": search_index_url(code),
        "languages": language_links(site, routes, page, lang),
        "strings": t["shell"]["header"],
    })
}

/// The nav index of one language: group id → its items.
pub fn nav_index(groups: &[NavGroup]) -> Value {
    groups
        .iter()
        .map(|g| (g.id.clone(), json!(g.items)))
        .collect::<serde_json::Map<_, _>>()
        .into()
}

pub fn nav_index_url(code: &str) -> String {
    format!("/nav/{}.json", code.to_ascii_lowercase())
}

/// `groups` is `nav_groups` for the language, computed once per build.
pub fn sidebar_props(
    site: &Site,
    groups: &[NavGroup],
    page_category: Option<&str>,
    current_path: &str,
    lang: usize,
) -> Value {
    let code = &site.languages[lang].code;
    let inline = site.calculators.len() <= NAV_INLINE_LIMIT;
    let groups: Vec<NavGroup> = groups
        .iter()
        .map(|g| NavGroup {
            items: if inline || page_category == Some(g.id.as_str()) {
                g.items.clone()
            } else {
                None
            },
            ..g.clone()
        })
        .collect();
    json!({
        "lang": code,
        "groups": groups,
        "currentPath": current_path,
        "navIndex": nav_index_url(code),
        "strings": site.strings[code]["shell"]["sidebar"],
    })
}

pub fn consent_props(site: &Site, routes: &RouteTable, lang: usize) -> Value {
    let code = &site.languages[lang].code;
    let privacy = site
        .pages
        .iter()
        .position(|p| p.slug == "privacy-policy")
        .map(|i| routes.path(Page::Article(i), lang));
    json!({
        "analyticsId": site.analytics_id,
        "privacyHref": privacy.unwrap_or_else(|| routes.path(Page::Home, lang)),
        "strings": site.strings[code]["shell"]["consent"],
    })
}

pub fn scroll_top_props(site: &Site, lang: usize) -> Value {
    json!({ "label": text(&site.strings[&site.languages[lang].code], "shell.scrollTop") })
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
            title: text(t, &format!("categories.{}.title", cat.id)).into(),
        })
        .collect();
    categories.push(Link {
        href: routes.path(Page::Categories, lang).into(),
        title: text(t, "lists.categoriesTitle").into(),
    });
    categories.push(Link {
        href: routes.path(Page::AllCalculators, lang).into(),
        title: text(t, "lists.calculatorsTitle").into(),
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
