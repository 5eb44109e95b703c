//! What one route renders: its template and view models, the shell's and
//! the page's islands by slot, its title, description, breadcrumb trail and
//! JSON-LD. One function per kind of page; what they share (the shell, the
//! trail from home) is [`Planner`]'s.

use super::cards::{calculator_page, category_cards, category_groups, listing_cards};
use super::{calculator_view, home_view, markdown, seo, shell_view, widget_view};
use super::{Ctx, Plan};
use crate::content::strings::InterfaceStrings;
use crate::content::Site;
use crate::error::Result;
use crate::islands::{Hydrate, IslandKey, IslandName, IslandSet};
use crate::routes::{Page, Route, RouteTable};
use minijinja::{context, Value as Jinja};
use serde_json::Value;

use super::views::{Alternate, Crumb, PageView};

/// Islands by the template slot they fill.
type Slots = Vec<(&'static str, IslandKey)>;

/// One page before its shared parts (canonical, alternates, assets) are
/// added.
struct Parts<'a> {
    template: &'static str,
    title: String,
    description: String,
    trail: Vec<Crumb>,
    json_ld: Vec<Value>,
    data: Jinja,
    slots: Slots,
    /// Stylesheets of an island with its own chunk on this page.
    island_css: &'a [String],
}

/// What every kind of page of one route shares.
struct Planner<'a> {
    ctx: &'a Ctx<'a>,
    route: &'a Route,
    site: &'a Site,
    routes: &'a RouteTable,
    /// The route's language, by index and code, and its strings.
    l: usize,
    code: &'a str,
    t: &'a InterfaceStrings,
    home: String,
}

pub(super) fn plan(ctx: &Ctx, route: &Route, islands: &mut IslandSet) -> Result<Plan> {
    let l = route.lang;
    let code = ctx.site.languages[l].code.as_str();
    let p = Planner {
        ctx,
        route,
        site: ctx.site,
        routes: ctx.routes,
        l,
        code,
        t: &ctx.site.strings[code],
        home: ctx.routes.path(Page::Home, l).to_string(),
    };
    let t = p.t;
    let parts = match route.page {
        Page::Home => p.home_page(islands),
        Page::Calculator(i) => p.calculator(i, false, islands),
        Page::Embed(i) => p.calculator(i, true, islands),
        Page::Category(c) => p.category(c, islands),
        Page::AllCalculators => p.below_home(
            "calculators.html",
            &t.lists.calculators_title,
            t.lists.calculators_description.clone(),
            context! { groups => category_groups(ctx, l) },
            islands,
        ),
        Page::Categories => p.below_home(
            "categories.html",
            &t.lists.categories_title,
            t.lists.categories_description.clone(),
            context! { categories => category_cards(ctx, l) },
            islands,
        ),
        Page::Article(a) => {
            let texts = &p.site.pages[a].texts[code];
            p.below_home(
                "article.html",
                &texts.title,
                texts.description.clone(),
                context! { heading => texts.title, body => markdown::to_html(&texts.body) },
                islands,
            )
        }
        Page::NotFound => Parts {
            template: "404.html",
            title: format!("{} | {}", t.not_found.title, p.site.name),
            description: String::new(),
            trail: Vec::new(),
            json_ld: Vec::new(),
            data: context! {},
            slots: p.shell(islands),
            island_css: &[],
        },
    };
    Ok(p.finish(parts))
}

impl<'a> Planner<'a> {
    fn crumb(name: &str, href: &str) -> Crumb {
        Crumb {
            name: name.to_string(),
            href: href.to_string(),
        }
    }

    fn home_crumb(&self) -> Crumb {
        Self::crumb(&self.t.nav.home, &self.home)
    }

    /// Adds an island, with the files the loader fetches ahead of its
    /// first use.
    fn add(
        &self,
        islands: &mut IslandSet,
        name: IslandName,
        id: &str,
        props: &impl serde::Serialize,
        hydrate: Hydrate,
    ) -> IslandKey {
        let key = islands.add(name, id, props, hydrate);
        self.prefetch(islands, key, name, None);
        key
    }

    /// The island's chunks and, for a calculator, its WebAssembly module,
    /// as `data-prefetch`.
    fn prefetch(
        &self,
        islands: &mut IslandSet,
        key: IslandKey,
        name: IslandName,
        module: Option<&str>,
    ) {
        let assets = &self.ctx.assets;
        let chunks = assets.island_chunks.get(name.name()).into_iter().flatten();
        let wasm = module
            .and_then(|m| assets.wasm_files.get(m))
            .into_iter()
            .flatten();
        let files: Vec<&str> = chunks.chain(wasm).map(String::as_str).collect();
        if !files.is_empty() {
            islands.set_loader_attr(key, "data-prefetch", files.join(" "));
        }
    }

    /// The category a page belongs to (its sidebar group).
    fn page_category(&self) -> Option<&str> {
        let site = self.site;
        match self.route.page {
            Page::Calculator(i) | Page::Embed(i) => Some(&site.calculators[i].category),
            Page::Category(c) => Some(&site.categories[c].id),
            _ => None,
        }
    }

    fn sidebar_props(&self, current_path: &'a str) -> shell_view::SidebarProps<'a> {
        let ctx = self.ctx;
        shell_view::sidebar_props(
            self.site,
            self.routes,
            &ctx.nav[self.l],
            &ctx.nav_files[self.l].url,
            self.page_category(),
            current_path,
            self.l,
            &ctx.assets.icons,
        )
    }

    /// A calculator's sidebar is its group page's with the current-page
    /// mark moved: one render for the whole group.
    fn sidebar(&self, islands: &mut IslandSet) -> IslandKey {
        let path = &self.route.path;
        let hydrate = Hydrate::Interaction;
        match shell_view::mark_edits(&self.ctx.nav[self.l], path) {
            Some((group_page, edits)) => {
                let key = islands.add_marked(
                    IslandName::Sidebar,
                    "sidebar",
                    &self.sidebar_props(path),
                    hydrate,
                    &self.sidebar_props(group_page),
                    edits,
                );
                self.prefetch(islands, key, IslandName::Sidebar, None);
                key
            }
            None => self.add(
                islands,
                IslandName::Sidebar,
                "sidebar",
                &self.sidebar_props(path),
                hydrate,
            ),
        }
    }

    /// The header, sidebar, back-to-top and (with analytics) consent islands.
    fn shell(&self, islands: &mut IslandSet) -> Slots {
        let (site, l, icons) = (self.site, self.l, &self.ctx.assets.icons);
        let header = shell_view::header_props(site, self.routes, self.route.page, l, icons);
        let mut slots = vec![
            (
                "header",
                self.add(
                    islands,
                    IslandName::Header,
                    "header",
                    &header,
                    Hydrate::Interaction,
                ),
            ),
            ("sidebar", self.sidebar(islands)),
            (
                "scroll_top",
                self.add(
                    islands,
                    IslandName::ScrollTop,
                    "scroll-top",
                    &shell_view::scroll_top_props(site, l, icons),
                    Hydrate::Interaction,
                ),
            ),
        ];
        // A consent banner only when there is something to consent to: an
        // analytics id. Without one the site sets no cookie and loads
        // nothing from elsewhere, and asking would be a false question.
        if site.analytics_id.is_some() {
            slots.push((
                "consent",
                self.add(
                    islands,
                    IslandName::ConsentBanner,
                    "consent",
                    &shell_view::consent_props(site, self.routes, l),
                    Hydrate::Interaction,
                ),
            ));
        }
        slots
    }

    /// A page one step below the home page: the shell, no JSON-LD of its own.
    fn below_home(
        &self,
        template: &'static str,
        title: &str,
        description: String,
        data: Jinja,
        islands: &mut IslandSet,
    ) -> Parts<'a> {
        Parts {
            template,
            title: format!("{title} | {}", self.site.name),
            description,
            trail: vec![self.home_crumb(), Self::crumb(title, &self.route.path)],
            json_ld: Vec::new(),
            data,
            slots: self.shell(islands),
            island_css: &[],
        }
    }

    fn home_page(&self, islands: &mut IslandSet) -> Parts<'a> {
        let (ctx, site, l, t) = (self.ctx, self.site, self.l, self.t);
        let mut slots = self.shell(islands);
        let tabs = home_view::home_tabs_props(site, self.routes, l, &ctx.assets.icons);
        slots.push((
            "home_tabs",
            self.add(
                islands,
                IslandName::HomeTabs,
                "home-tabs",
                &tabs,
                Hydrate::Interaction,
            ),
        ));
        slots.push((
            "stats",
            self.add(
                islands,
                IslandName::Stats,
                "stats",
                &home_view::stats_props(site, l),
                Hydrate::Visible,
            ),
        ));
        Parts {
            template: "home.html",
            title: format!("{} — {}", site.name, t.home.title),
            description: t.home.description.clone(),
            trail: Vec::new(),
            json_ld: vec![seo::website(site, &self.home, self.code)],
            data: context! { categories => category_cards(ctx, l), features => t.home.features.in_order() },
            slots,
            island_css: &[],
        }
    }

    /// Calculator `i`'s page, or its embed (no shell, no widget).
    fn calculator(&self, i: usize, embed: bool, islands: &mut IslandSet) -> Parts<'a> {
        let (ctx, site, routes, l, code, t) =
            (self.ctx, self.site, self.routes, self.l, self.code, self.t);
        let calc = &site.calculators[i];
        let texts = calc.texts(code);
        let props = calculator_view::props(
            calc,
            &site.languages[l],
            &ctx.initial[i][l],
            &t.calculator_island,
        );
        let mut slots = if embed {
            Vec::new()
        } else {
            self.shell(islands)
        };
        // The graphing calculator's plane is an island of its own (its
        // chunk, none of the form's), on the same props.
        let island = if calculator_view::is_graphing(calc, code) {
            IslandName::Graph
        } else {
            IslandName::Calculator
        };
        let island_css = ctx
            .assets
            .island_css
            .get(island.name())
            .map_or(&[][..], Vec::as_slice);
        let calc_island = islands.add(
            island,
            &format!("calc-{}", calc.id),
            &props,
            calculator_view::hydrate(&props),
        );
        // Its chunks and its WebAssembly module (Planner::add would set the chunks alone).
        self.prefetch(islands, calc_island, island, Some(props.module));
        if let Some(today) = calculator_view::built_today(&props) {
            islands.set_loader_attr(calc_island, "data-today", today.to_string());
        }
        slots.push(("calculator", calc_island));
        if !embed {
            let widget = widget_view::props(site, routes, i, l, &ctx.assets.icons);
            slots.push((
                "widget",
                self.add(
                    islands,
                    IslandName::Widget,
                    "widget",
                    &widget,
                    Hydrate::Interaction,
                ),
            ));
        }
        let cat = site
            .categories
            .iter()
            .position(|c| c.id == calc.category)
            .unwrap_or(0);
        let cat_title = &t.category(&calc.category).title;
        let cat_href = routes.path(Page::Category(cat), l).to_string();
        let view = calculator_page(ctx, i, l);
        let faqs: Vec<(String, String)> = view
            .faqs
            .iter()
            .map(|f| (f.question.clone(), f.answer.clone()))
            .collect();
        let full_page = routes.path(Page::Calculator(i), l).to_string();
        let path = &self.route.path;
        Parts {
            template: if embed {
                "embed.html"
            } else {
                "calculator.html"
            },
            title: format!("{} | {}", texts.seo_title, site.name),
            description: texts.seo_description.clone(),
            trail: vec![
                self.home_crumb(),
                Self::crumb(cat_title, &cat_href),
                Self::crumb(&texts.title, path),
            ],
            json_ld: vec![
                seo::web_application(
                    site,
                    &texts.title,
                    &texts.seo_description,
                    path,
                    code,
                    cat_title,
                ),
                seo::faq_page(&faqs),
            ],
            data: context! { calc => view, full_page => full_page },
            slots,
            island_css,
        }
    }

    fn category(&self, c: usize, islands: &mut IslandSet) -> Parts<'a> {
        let cat = &self.site.categories[c];
        let texts = self.t.category(&cat.id);
        let title = self
            .t
            .lists
            .category_title
            .replace("{category}", &texts.title);
        let cards = listing_cards(self.ctx, &cat.id, self.l);
        self.below_home(
            "category.html",
            &title,
            texts.description.clone(),
            context! { heading => title, intro => texts.description, cards => cards },
            islands,
        )
    }

    /// The page view: `parts` with the breadcrumbs' JSON-LD, the canonical
    /// and alternate addresses and the site's assets.
    fn finish(&self, parts: Parts) -> Plan {
        let (site, route) = (self.site, self.route);
        let indexable = route.page.is_indexable();
        let mut json_ld = parts.json_ld;
        if !parts.trail.is_empty() && indexable {
            let pairs: Vec<(String, String)> = parts
                .trail
                .iter()
                .map(|c| (c.name.clone(), c.href.clone()))
                .collect();
            json_ld.push(seo::breadcrumbs(site, &pairs));
        }
        let mut slots = parts.slots;
        slots.sort_by_key(|(slot, _)| *slot);
        let lang = &site.languages[route.lang];
        let mut css = self.ctx.assets.css.clone();
        css.extend_from_slice(parts.island_css);
        let page = PageView {
            lang: lang.code.clone(),
            title: parts.title,
            description: parts.description,
            canonical: format!("{}{}", site.url, route.path),
            alternates: if indexable {
                alternates(site, self.routes, route.page)
            } else {
                Vec::new()
            },
            og_locale: seo::og_locale(&lang.number_locale),
            og_locale_alternates: site
                .languages
                .iter()
                .filter(|l| l.code != lang.code)
                .map(|l| seo::og_locale(&l.number_locale))
                .collect(),
            json_ld: seo::scripts(if indexable { &json_ld } else { &[] }),
            breadcrumbs: parts.trail,
            home: self.home.clone(),
            css,
            loader: self.ctx.assets.loader.clone(),
            csp: self.ctx.csp.clone(),
            noindex: !indexable,
            site_name: site.name.clone(),
            year: site.copyright_year,
        };
        Plan {
            template: parts.template,
            page,
            data: parts.data,
            islands: slots,
        }
    }
}

fn alternates(site: &Site, routes: &RouteTable, page: Page) -> Vec<Alternate> {
    let mut out: Vec<Alternate> = routes
        .alternates(page)
        .map(|(l, path)| Alternate {
            hreflang: site.languages[l].code.clone(),
            href: format!("{}{path}", site.url),
        })
        .collect();
    if let Some(root) = site.languages.iter().position(|l| l.prefix.is_empty()) {
        out.push(Alternate {
            hreflang: "x-default".into(),
            href: format!("{}{}", site.url, routes.path(page, root)),
        });
    }
    out
}
