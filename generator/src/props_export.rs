//! The islands' props for chosen calculators, written as JSON files for the
//! islands' unit tests (`calcula props --out DIR [ids...]`; `make unit`
//! runs it), so tests read what the build would put in the pages instead
//! of copies that drift from the content.

use crate::content::{self, Site};
use crate::error::{Context, Result};
use crate::render::nav_index::NavIndexFile;
use crate::render::{calculator_view, home_view, shell_view, widget_view};
use crate::routes::{Page, RouteTable};
use serde::Serialize;
use std::path::Path;

/// Writes, for every language, `<id>.<lang>.json` (the Calculator
/// island's props, `initial` computed natively as the build does) and
/// `<id>.<lang>.widget.json` for each calculator in `ids` (all when
/// empty), and `shell.<lang>.json` (the home page's shell islands and the
/// search index). Returns the number of files written.
pub fn write_props(root: &Path, out: &Path, ids: &[String]) -> Result<usize> {
    let site = content::load(root)?;
    let routes = RouteTable::new(&site)?;
    // The sprite's URL as the build computes it (the islands draw from it).
    let icons = crate::icons::site_sprite(root, &root.join("islands"), &site)?.url;
    for id in ids {
        if !site.calculators.iter().any(|c| &c.id == id) {
            anyhow::bail!("unknown calculator '{id}'");
        }
    }
    std::fs::create_dir_all(out).with_context(|| format!("cannot create {}", out.display()))?;
    let mut written = 0;
    let mut write = |name: String, value: &dyn erased::Json| -> Result<()> {
        let path = out.join(name);
        std::fs::write(&path, value.json()?)
            .with_context(|| format!("cannot write {}", path.display()))?;
        written += 1;
        Ok(())
    };
    for (l, lang) in site.languages.iter().enumerate() {
        let strings = &site.strings[&lang.code];
        for (i, calc) in site.calculators.iter().enumerate() {
            if !ids.is_empty() && !ids.contains(&calc.id) {
                continue;
            }
            let initial = calc_catalogue::evaluate_defaults(&calc.spec(&lang.code))
                .map_err(|e| anyhow::anyhow!("{}: the defaults do not compute: {e}", calc.id))?;
            let props = calculator_view::props(calc, lang, &initial, &strings.calculator_island);
            write(format!("{}.{}.json", calc.id, lang.code), &props)?;
            let widget = widget_view::props(&site, &routes, i, l, &icons);
            write(format!("{}.{}.widget.json", calc.id, lang.code), &widget)?;
        }
        write(
            format!("shell.{}.json", lang.code),
            &shell(&site, &routes, l, &icons),
        )?;
    }
    Ok(written)
}

/// The shell islands of the home page, and the search index.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Shell<'a> {
    header: shell_view::HeaderProps<'a>,
    sidebar: shell_view::SidebarProps<'a>,
    consent: shell_view::ConsentProps<'a>,
    scroll_top: shell_view::ScrollTopProps<'a>,
    home_tabs: home_view::HomeTabsProps<'a>,
    stats: home_view::StatsProps<'a>,
    search: Vec<crate::render::search::SearchEntry>,
}

fn shell<'a>(site: &'a Site, routes: &'a RouteTable, l: usize, icons: &'a str) -> Shell<'a> {
    let groups = shell_view::nav_groups(site, routes, l);
    let nav = NavIndexFile::new(&site.languages[l].code, &groups);
    let home = routes.path(Page::Home, l);
    Shell {
        header: shell_view::header_props(site, routes, Page::Home, l, icons),
        sidebar: shell_view::SidebarProps {
            // The whole menu, as the nav index holds it: the tests of the
            // sidebar's group logic need every group's items.
            groups: groups.clone(),
            ..shell_view::sidebar_props(site, routes, &groups, &nav.url, None, home, l, icons)
        },
        consent: shell_view::consent_props(site, routes, l),
        scroll_top: shell_view::scroll_top_props(site, l, icons),
        home_tabs: home_view::home_tabs_props(site, routes, l, icons),
        stats: home_view::stats_props(site, l),
        search: crate::render::search::index(site, routes, l),
    }
}

/// Pretty JSON of any props, behind one object-safe trait.
mod erased {
    pub trait Json {
        fn json(&self) -> serde_json::Result<String>;
    }
    impl<T: serde::Serialize> Json for T {
        fn json(&self) -> serde_json::Result<String> {
            serde_json::to_string_pretty(self)
        }
    }
}
