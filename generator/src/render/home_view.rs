//! Props of the home page's islands: the featured calculators' tabs and the
//! statistics band.

use super::cards::card_of;
use super::views::CardView;
use crate::content::raw::Featured;
use crate::content::Site;
use crate::routes::{Page, RouteTable};
use serde::Serialize;
use ts_rs::TS;

/// The HomeTabs island's props: popular first, then one tab per category
/// with featured calculators.
#[derive(Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct HomeTabsProps<'a> {
    /// URL of the icon sprite that `<use href>` draws from (crate::icons).
    pub icons: &'a str,
    pub tabs: Vec<HomeTab<'a>>,
    pub heading: &'a str,
    pub view_all: HomeLink<'a>,
}

#[derive(Serialize, TS)]
pub struct HomeTab<'a> {
    /// `popular` or a category id.
    pub id: &'a str,
    pub label: &'a str,
    pub cards: Vec<HomeCard<'a>>,
}

#[derive(Serialize, TS)]
pub struct HomeCard<'a> {
    #[serde(flatten)]
    pub card: CardView,
    /// The calculator's category id.
    pub category: &'a str,
}

#[derive(Serialize, TS)]
pub struct HomeLink<'a> {
    pub href: &'a str,
    pub label: &'a str,
}

pub fn home_tabs_props<'a>(
    site: &'a Site,
    routes: &'a RouteTable,
    l: usize,
    icons: &'a str,
) -> HomeTabsProps<'a> {
    let t = &site.strings[&site.languages[l].code];
    let cards = |keep: &dyn Fn(usize) -> bool| -> Vec<HomeCard<'a>> {
        (0..site.calculators.len())
            .filter(|&i| keep(i))
            .map(|i| HomeCard {
                card: card_of(site, routes, i, l),
                category: &site.calculators[i].category,
            })
            .collect()
    };
    let featured = |i: usize, f: Featured| site.calculators[i].featured.contains(&f);
    let mut tabs = vec![HomeTab {
        id: "popular",
        label: &t.home.popular_tab,
        cards: cards(&|i| featured(i, Featured::Popular)),
    }];
    for cat in &site.categories {
        let cards =
            cards(&|i| site.calculators[i].category == cat.id && featured(i, Featured::Category));
        if !cards.is_empty() {
            tabs.push(HomeTab {
                id: &cat.id,
                label: &t.category(&cat.id).title,
                cards,
            });
        }
    }
    HomeTabsProps {
        icons,
        tabs,
        heading: &t.home.popular_heading,
        view_all: HomeLink {
            href: routes.path(Page::AllCalculators, l),
            label: &t.home.view_all,
        },
    }
}

/// The Stats island's props.
#[derive(Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct StatsProps<'a> {
    pub number_locale: &'a str,
    pub stats: Vec<Stat<'a>>,
}

#[derive(Serialize, TS)]
pub struct Stat<'a> {
    #[ts(type = "number")]
    pub value: u64,
    pub label: &'a str,
    /// Written after the number (empty today).
    pub suffix: &'a str,
}

pub fn stats_props(site: &Site, l: usize) -> StatsProps<'_> {
    let lang = &site.languages[l];
    let t = &site.strings[&lang.code];
    StatsProps {
        number_locale: &lang.number_locale,
        stats: site
            .stats
            .iter()
            .map(|(key, value)| Stat {
                value: *value,
                label: &t.home.stats[key],
                suffix: "",
            })
            .collect(),
    }
}
