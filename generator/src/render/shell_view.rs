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
// Its first fields are like the other islands' props (icons, lang): each
// island reads its own TypeScript type, so they stay apart.
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
    /// The other languages' search indexes: a query that finds nothing in
    /// this language offers their pages.
    pub other_searches: Vec<OtherSearch<'a>>,
    pub strings: &'a HeaderStrings,
}

/// Another language's search index.
#[derive(Serialize, TS)]
pub struct OtherSearch<'a> {
    pub lang: &'a str,
    /// The language's own name.
    pub label: &'a str,
    pub index: String,
}

fn other_searches(site: &Site, lang: usize) -> Vec<OtherSearch<'_>> {
    site.languages
        .iter()
        .enumerate()
        .filter(|(l, _)| *l != lang)
        .map(|(_, language)| OtherSearch {
            lang: &language.code,
            label: &site.strings[&language.code].nav.language_name,
            index: search_index_url(&language.code),
        })
        .collect()
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
        other_searches: other_searches(site, lang),
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
    /// On a catalogue with more than MAX_SHELL_GROUPS categories, the link
    /// to the page listing them all (the sidebar shows only some).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub all_groups: Option<NavLink>,
    pub strings: &'a SidebarStrings,
}

/// A plain link of the shell: where it goes and what it says.
#[derive(Serialize, Clone, TS)]
pub struct NavLink {
    pub href: String,
    pub title: String,
}

/// The most category groups the sidebar and the footer list on one page.
/// A catalogue with more lists a window of this many around the page's own
/// group and links to the page of all categories, so a page's size and
/// render time do not grow with the number of categories.
pub const MAX_SHELL_GROUPS: usize = 12;

/// The range of `count` groups a page lists: all of them when they fit,
/// else MAX_SHELL_GROUPS around group `current` (the first ones when the
/// page has no group).
pub fn shell_window(count: usize, current: Option<usize>) -> std::ops::Range<usize> {
    if count <= MAX_SHELL_GROUPS {
        return 0..count;
    }
    let start = current
        .map_or(0, |c| c.saturating_sub(MAX_SHELL_GROUPS / 2))
        .min(count - MAX_SHELL_GROUPS);
    start..start + MAX_SHELL_GROUPS
}

/// `groups` is `nav_groups` for the language, computed once per build;
/// `nav_index` the URL of its nav index. A page carries the items of its
/// own group only: the menu of a large catalogue, written into every page,
/// would make each page's size and render time grow with the catalogue.
#[allow(clippy::too_many_arguments)]
pub fn sidebar_props<'a>(
    site: &'a Site,
    routes: &RouteTable,
    groups: &[NavGroup],
    nav_index: &str,
    page_category: Option<&str>,
    current_path: &'a str,
    lang: usize,
    icons: &'a str,
) -> SidebarProps<'a> {
    let code = &site.languages[lang].code;
    let window = shell_window(
        groups.len(),
        groups
            .iter()
            .position(|g| page_category == Some(g.id.as_str())),
    );
    let all_groups = (window.len() < groups.len()).then(|| NavLink {
        href: routes.path(Page::Categories, lang).to_string(),
        title: site.strings[code].lists.categories_title.clone(),
    });
    let groups: Vec<NavGroup> = groups[window]
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
        all_groups,
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

/// For a page that is an item of a sidebar group: the group's own page,
/// whose sidebar (islands/src/islands/Sidebar.tsx) is the same but for
/// which link says `aria-current="page"`, and the edits of its server HTML
/// that move that mark from the group's link to the page's item.
pub fn mark_edits<'a>(
    groups: &'a [NavGroup],
    current_path: &str,
) -> Option<(&'a str, Vec<(String, String)>)> {
    let group = groups.iter().find(|g| {
        g.items
            .iter()
            .flatten()
            .any(|item| item.href == current_path)
    })?;
    let link = |class: &str, href: &str, current: bool| {
        let mark = if current {
            r#" aria-current="page""#
        } else {
            ""
        };
        format!(r#"<a class="{class}" href="{}"{mark}>"#, attribute(href))
    };
    let edits = vec![
        (
            link("shell-group-link", &group.href, true),
            link("shell-group-link", &group.href, false),
        ),
        (
            link("shell-item", current_path, false),
            link("shell-item", current_path, true),
        ),
    ];
    Some((&group.href, edits))
}

/// An attribute value escaped as React's server render escapes it.
fn attribute(value: &str) -> String {
    crate::render::json::replace_chars(
        value,
        &[
            ('&', "&amp;"),
            ('<', "&lt;"),
            ('>', "&gt;"),
            ('"', "&quot;"),
            ('\'', "&#x27;"),
        ],
    )
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
    // The footer is the same on every page: the first groups only.
    let mut categories: Vec<Link> = site.categories[shell_window(site.categories.len(), None)]
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

#[cfg(test)]
mod tests {
    use super::{shell_window, MAX_SHELL_GROUPS};

    #[test]
    fn a_small_catalogue_lists_every_group() {
        assert_eq!(shell_window(6, Some(5)), 0..6);
        assert_eq!(shell_window(MAX_SHELL_GROUPS, None), 0..MAX_SHELL_GROUPS);
    }

    #[test]
    fn a_large_catalogue_lists_a_window_holding_the_page_group() {
        let n = MAX_SHELL_GROUPS;
        assert_eq!(shell_window(100, None), 0..n);
        assert_eq!(shell_window(100, Some(0)), 0..n);
        assert_eq!(shell_window(100, Some(50)), 50 - n / 2..50 + n / 2);
        // At the end the window stops at the last group.
        assert_eq!(shell_window(100, Some(99)), 100 - n..100);
        for current in 0..100 {
            let window = shell_window(100, Some(current));
            assert_eq!(window.len(), n);
            assert!(window.contains(&current));
        }
    }
}
