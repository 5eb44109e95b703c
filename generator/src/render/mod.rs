//! Rendering: view models for every route, every island in one batch, then
//! minijinja templates (strict undefined, autoescape on).

pub mod calculator_view;
pub mod graph_view;
pub mod home_view;
pub mod json;
pub mod markdown;
pub mod nav_index;
pub mod search;
pub mod seo;
pub mod shell_view;
pub mod views;
pub mod widget_view;

use crate::assets::{self, Assets};
use crate::content::Site;
use crate::error::{Context, Result};
use crate::islands::{Hydrate, IslandKey, IslandName, IslandSet};
use crate::routes::{Page, Route, RouteTable};
use calc_wasm::Outputs;
use minijinja::{context, Environment, UndefinedBehavior, Value as Jinja};
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use views::*;

const TEMPLATES: &[(&str, &str)] = &[
    ("base.html", include_str!("../../templates/base.html")),
    ("shell.html", include_str!("../../templates/shell.html")),
    ("layout.html", include_str!("../../templates/layout.html")),
    ("home.html", include_str!("../../templates/home.html")),
    (
        "calculator.html",
        include_str!("../../templates/calculator.html"),
    ),
    (
        "category.html",
        include_str!("../../templates/category.html"),
    ),
    (
        "calculators.html",
        include_str!("../../templates/calculators.html"),
    ),
    (
        "categories.html",
        include_str!("../../templates/categories.html"),
    ),
    ("article.html", include_str!("../../templates/article.html")),
    ("embed.html", include_str!("../../templates/embed.html")),
    ("404.html", include_str!("../../templates/404.html")),
];

fn environment() -> Environment<'static> {
    let mut env = Environment::new();
    env.set_undefined_behavior(UndefinedBehavior::Strict);
    env.set_auto_escape_callback(|_| minijinja::AutoEscape::Html);
    env.set_formatter(escape_formatter);
    for (name, source) in TEMPLATES {
        env.add_template(name, source)
            .expect("templates are checked by the generator's tests");
    }
    env
}

const HTML_ESCAPES: [(char, &str); 5] = [
    ('&', "&amp;"),
    ('<', "&lt;"),
    ('>', "&gt;"),
    ('"', "&quot;"),
    ('\'', "&#39;"),
];

/// HTML-escapes `& < > " '` (minijinja also escapes `/`, which makes every
/// URL in an attribute unreadable without making it any safer).
fn escape_formatter(
    out: &mut minijinja::Output,
    state: &minijinja::State,
    value: &Jinja,
) -> Result<(), minijinja::Error> {
    if state.auto_escape() == minijinja::AutoEscape::None || value.is_safe() || value.is_none() {
        return minijinja::escape_formatter(out, state, value);
    }
    out.write_str(&json::replace_chars(&value.to_string(), &HTML_ESCAPES))
        .map_err(|e| minijinja::Error::new(minijinja::ErrorKind::WriteFailure, e.to_string()))
}

/// What the render wrote through its page sink, and the other generated files.
pub struct Rendered {
    /// How many pages were written.
    pub pages: usize,
    pub files: Vec<(PathBuf, String)>,
    /// How long each step of the render took, in ms (the build prints them).
    pub phases: Vec<(&'static str, f64)>,
}

/// Routes rendered together: their islands go to Node in one go, then their
/// pages are written and dropped, so memory stays flat however large the
/// site (islands shared across chunks, like the header, render once per chunk).
const CHUNK_ROUTES: usize = 1000;

/// What one route renders: its template, its context, its islands by slot.
struct Plan {
    template: &'static str,
    page: PageView,
    data: Jinja,
    islands: Vec<(&'static str, IslandKey)>,
}

struct Ctx<'a> {
    site: &'a Site,
    routes: &'a RouteTable,
    assets: &'a Assets,
    csp: String,
    /// Default results by calculator and language, computed natively.
    initial: Vec<Vec<Outputs>>,
    /// The sidebar's groups by language.
    nav: Vec<Vec<shell_view::NavGroup>>,
    /// The sidebar's nav index by language.
    nav_files: Vec<nav_index::NavIndexFile>,
    /// The footer by language (the same on every page).
    footers: Vec<shell_view::FooterView>,
    /// The theme colours the pages' theme-color meta tags name.
    colours: crate::offline::Colours,
    /// The last periods of the pages' published data.
    data: &'a crate::data::pages::PageData,
}

/// Renders every page, its islands through `render_islands` (`calcula
/// serve` keeps a renderer alive between builds), and hands it to
/// `write_page` (its path in dist/ and its HTML) as soon as it is done;
/// returns the other generated files. A page is rendered only when
/// `unchanged` (its path in dist/ and a digest of everything its HTML is
/// made of) says false: `calcula serve` skips the pages an edit leaves as
/// they were.
// Each is a different phase's output (content, routes, front end, data
// files) or a caller's choice (islands, cache, writer).
#[allow(clippy::too_many_arguments)]
pub fn render_site(
    site: &Site,
    routes: &RouteTable,
    assets: &Assets,
    islands_dir: &Path,
    data: &crate::data::pages::PageData,
    render_islands: &mut dyn FnMut(&mut IslandSet) -> Result<()>,
    mut unchanged: Option<&mut Unchanged<'_>>,
    write_page: &WritePage<'_>,
) -> Result<Rendered> {
    let env = environment();
    let initial = default_results(site)?;
    let nav: Vec<_> = (0..site.languages.len())
        .map(|l| shell_view::nav_groups(site, routes, l))
        .collect();
    let nav_files = site
        .languages
        .iter()
        .zip(&nav)
        .map(|(lang, groups)| nav_index::NavIndexFile::new(&lang.code, groups))
        .collect();
    let footers = (0..site.languages.len())
        .map(|l| shell_view::footer(site, routes, l))
        .collect();
    let ctx = Ctx {
        site,
        routes,
        assets,
        csp: assets::content_security_policy(site.analytics_id.is_some()),
        initial,
        nav,
        nav_files,
        footers,
        colours: crate::offline::Colours::load(islands_dir)?,
        data,
    };

    let shared = shared_digests(&ctx)?;
    let mut phases = Phases::default();
    for chunk in routes.routes.chunks(CHUNK_ROUTES) {
        let (plans, mut islands) = plan_chunk(&ctx, chunk)?;
        phases.lap(0);
        render_islands(&mut islands).context("cannot render the islands")?;
        phases.lap(1);
        let mut todo: Vec<(&Route, Plan)> = Vec::with_capacity(plans.len());
        for (route, plan) in chunk.iter().zip(plans) {
            if let Some(unchanged) = unchanged.as_deref_mut() {
                if unchanged(
                    &route.file,
                    page_digest(&shared[route.lang], &plan, &islands)?,
                ) {
                    continue;
                }
            }
            todo.push((route, plan));
        }
        render_pages(&ctx, &env, &islands, todo, write_page)?;
        phases.lap(2);
    }

    let mut files = vec![
        (PathBuf::from("sitemap.xml"), seo::sitemap(site, routes)),
        (PathBuf::from("robots.txt"), seo::robots(site)),
    ];
    for nav in &ctx.nav_files {
        files.push((nav.path(), nav.json.clone()));
    }
    for (l, lang) in site.languages.iter().enumerate() {
        let index = serde_json::to_string(&search::index(site, routes, l))
            .context("cannot serialise the search index")?;
        files.push((
            PathBuf::from(shell_view::search_index_url(&lang.code).trim_start_matches('/')),
            index,
        ));
    }
    phases.lap(2);
    Ok(Rendered {
        pages: routes.routes.len(),
        files,
        phases: phases.named(),
    })
}

/// The plans of a chunk's routes, made on every core, and their islands.
fn plan_chunk(ctx: &Ctx, chunk: &[Route]) -> Result<(Vec<Plan>, IslandSet)> {
    let planned = crate::content::on_every_core(chunk, |part| {
        let mut islands = IslandSet::default();
        let plans = part
            .iter()
            .map(|r| plan(ctx, r, &mut islands))
            .collect::<Result<Vec<_>>>()?;
        Ok::<_, anyhow::Error>((plans, islands))
    });
    let mut islands = IslandSet::default();
    let mut plans = Vec::with_capacity(chunk.len());
    for part in planned {
        let (part_plans, part_islands) = part?;
        let moved = islands.absorb(part_islands);
        plans.extend(part_plans.into_iter().map(|mut p| {
            for (_, key) in &mut p.islands {
                *key = key.moved(&moved);
            }
            p
        }));
    }
    Ok((plans, islands))
}

/// Each calculator's results for its defaults, by language, computed on
/// every core.
fn default_results(site: &Site) -> Result<Vec<Vec<Outputs>>> {
    let defaults = |calc: &crate::content::Calculator| -> Result<Vec<Outputs>> {
        site.languages
            .iter()
            .map(|lang| {
                calc_wasm::evaluate_defaults(&calc.spec(&lang.code)).map_err(|e| {
                    anyhow::anyhow!(
                        "{}: the defaults for {} do not compute: {e}",
                        calc.source.display(),
                        lang.code
                    )
                })
            })
            .collect()
    };
    crate::content::on_every_core(&site.calculators, |part| {
        part.iter().map(defaults).collect::<Vec<_>>()
    })
    .into_iter()
    .flatten()
    .collect()
}

/// Time spent in each step of the render, summed over the chunks.
struct Phases {
    clock: std::time::Instant,
    ms: [f64; 3],
}

impl Default for Phases {
    fn default() -> Self {
        Phases {
            clock: std::time::Instant::now(),
            ms: [0.0; 3],
        }
    }
}

impl Phases {
    const NAMES: [&'static str; 3] = ["plan", "islands", "pages"];

    /// Adds the time since the last lap to step `step`.
    fn lap(&mut self, step: usize) {
        self.ms[step] += self.clock.elapsed().as_secs_f64() * 1000.0;
        self.clock = std::time::Instant::now();
    }

    fn named(&self) -> Vec<(&'static str, f64)> {
        Self::NAMES.into_iter().zip(self.ms).collect()
    }
}

/// Writes a page (its path in dist/ and its HTML); called from several
/// threads at once.
pub type WritePage<'a> = dyn Fn(&Path, &str) -> Result<()> + Sync + 'a;

/// Renders and writes the pages of `todo` on every core (templates, and
/// the build's compression of each page, are most of a page's time once
/// its islands are rendered).
fn render_pages(
    ctx: &Ctx,
    env: &Environment,
    islands: &IslandSet,
    todo: Vec<(&Route, Plan)>,
    write_page: &WritePage<'_>,
) -> Result<()> {
    let workers = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(todo.len().max(1));
    let todo = std::sync::Mutex::new(todo.into_iter());
    let next = || todo.lock().unwrap_or_else(|e| e.into_inner()).next();
    std::thread::scope(|scope| {
        let threads: Vec<_> = (0..workers)
            .map(|_| {
                scope.spawn(|| -> Result<()> {
                    // Each thread takes the next page not yet taken.
                    while let Some((route, plan)) = next() {
                        let slots: BTreeMap<&str, String> = plan
                            .islands
                            .iter()
                            .map(|(slot, key)| Ok((*slot, islands.markup(*key)?)))
                            .collect::<Result<_>>()?;
                        let html = render_page(ctx, env, slots, route, plan)?;
                        write_page(&route.file, &html)?;
                    }
                    Ok(())
                })
            })
            .collect();
        threads
            .into_iter()
            .try_for_each(|t| t.join().expect("a page render thread panicked"))
    })
}

/// One route's page: its template with its context and its islands' markup.
fn render_page(
    ctx: &Ctx,
    env: &Environment,
    slots: BTreeMap<&str, String>,
    route: &Route,
    plan: Plan,
) -> Result<String> {
    let site = ctx.site;
    let lang = &site.languages[route.lang];
    env.get_template(plan.template)
        .and_then(|t| {
            t.render(context! {
                page => plan.page,
                t => &site.strings[&lang.code],
                footer => &ctx.footers[route.lang],
                islands => slots,
                theme_script => assets::THEME_SCRIPT,
                embed_theme_script => assets::EMBED_THEME_SCRIPT,
                not_found_script => assets::NOT_FOUND_SCRIPT,
                colours => &ctx.colours,
                manifest => crate::offline::MANIFEST_FILE,
                ..plan.data
            })
        })
        // {:#}: minijinja's alternate form shows the template's lines.
        .map_err(|e| anyhow::anyhow!("{e:#}"))
        .with_context(|| format!("cannot render {} with {}", route.path, plan.template))
}

/// A SHA-256 digest of everything one page's HTML is made of.
pub type PageDigest = [u8; 32];

/// Whether the page at a path in dist/ with a digest is there already, as
/// the last build wrote it (`calcula serve`; a build writes every page).
pub type Unchanged<'a> = dyn FnMut(&Path, PageDigest) -> bool + 'a;

/// By language, a digest of the context every page in that language shares
/// (its strings, footer and theme colours; the templates are compiled in).
fn shared_digests(ctx: &Ctx) -> Result<Vec<sha2::Sha256>> {
    use sha2::Digest;
    (0..ctx.site.languages.len())
        .map(|l| {
            let code = &ctx.site.languages[l].code;
            let json =
                serde_json::to_vec(&(&ctx.site.strings[code], &ctx.footers[l], &ctx.colours))?;
            Ok(sha2::Sha256::new_with_prefix(json))
        })
        .collect()
}

/// The digest of one page: its language's shared context, its template,
/// its own context and its islands (by slot).
fn page_digest(shared: &sha2::Sha256, plan: &Plan, islands: &IslandSet) -> Result<PageDigest> {
    use sha2::Digest;
    let own = serde_json::to_vec(&(plan.template, &plan.page, &plan.data))?;
    let mut digest = shared.clone().chain_update(own);
    for (slot, key) in &plan.islands {
        digest.update(slot.as_bytes());
        digest.update(islands.fingerprint(*key)?);
    }
    Ok(digest.finalize().into())
}

/// The category a page belongs to (its sidebar group).
fn page_category(site: &Site, page: Page) -> Option<&str> {
    match page {
        Page::Calculator(i) | Page::Embed(i) => Some(&site.calculators[i].category),
        Page::Category(c) => Some(&site.categories[c].id),
        _ => None,
    }
}

/// Template, title, description, breadcrumb trail, JSON-LD, template data
/// and island slots of one page.
type Parts = (
    &'static str,
    String,
    String,
    Vec<Crumb>,
    Vec<Value>,
    Jinja,
    Vec<(&'static str, IslandKey)>,
);

fn plan(ctx: &Ctx, route: &Route, islands: &mut IslandSet) -> Result<Plan> {
    let site = ctx.site;
    let routes = ctx.routes;
    let l = route.lang;
    let code = &site.languages[l].code;
    let t = &site.strings[code];
    let home = routes.path(Page::Home, l).to_string();
    let crumb = |name: &str, href: &str| Crumb {
        name: name.to_string(),
        href: href.to_string(),
    };
    let home_crumb = crumb(&t.nav.home, &home);

    let sidebar_props = |current_path| {
        shell_view::sidebar_props(
            site,
            routes,
            &ctx.nav[l],
            &ctx.nav_files[l].url,
            page_category(site, route.page),
            current_path,
            l,
            &ctx.assets.icons,
        )
    };
    // A calculator's sidebar is its group page's with the current-page
    // mark moved: one render for the whole group.
    let sidebar = |islands: &mut IslandSet| match shell_view::mark_edits(&ctx.nav[l], &route.path) {
        Some((group_page, edits)) => islands.add_marked(
            IslandName::Sidebar,
            "sidebar",
            &sidebar_props(&route.path),
            Hydrate::Idle,
            &sidebar_props(group_page),
            edits,
        ),
        None => islands.add(
            IslandName::Sidebar,
            "sidebar",
            &sidebar_props(&route.path),
            Hydrate::Idle,
        ),
    };
    let shell = |islands: &mut IslandSet| -> Vec<(&'static str, IslandKey)> {
        let mut slots = vec![
            (
                "header",
                islands.add(
                    IslandName::Header,
                    "header",
                    &shell_view::header_props(site, routes, route.page, l, &ctx.assets.icons),
                    Hydrate::Idle,
                ),
            ),
            ("sidebar", sidebar(islands)),
            (
                "scroll_top",
                islands.add(
                    IslandName::ScrollTop,
                    "scroll-top",
                    &shell_view::scroll_top_props(site, l, &ctx.assets.icons),
                    Hydrate::Idle,
                ),
            ),
        ];
        // A consent banner only when there is something to consent to: an
        // analytics id. Without one the site sets no cookie and loads
        // nothing from elsewhere, and asking would be a false question.
        if site.analytics_id.is_some() {
            slots.push((
                "consent",
                islands.add(
                    IslandName::ConsentBanner,
                    "consent",
                    &shell_view::consent_props(site, routes, l),
                    Hydrate::Idle,
                ),
            ));
        }
        slots
    };

    // A page one step below the home page: the shell, no JSON-LD of its own.
    let below_home = |template: &'static str,
                      title: &str,
                      description: String,
                      data: Jinja,
                      islands: &mut IslandSet|
     -> Parts {
        (
            template,
            format!("{title} | {}", site.name),
            description,
            vec![home_crumb.clone(), crumb(title, &route.path)],
            Vec::new(),
            data,
            shell(islands),
        )
    };

    // Stylesheets of an island with its own chunk on this page.
    let mut island_css: &[String] = &[];
    let (template, title, description, trail, json_ld, data, mut slots): Parts = match route.page {
        Page::Home => {
            let mut slots = shell(islands);
            slots.push((
                "home_tabs",
                islands.add(
                    IslandName::HomeTabs,
                    "home-tabs",
                    &home_view::home_tabs_props(ctx.site, ctx.routes, l, &ctx.assets.icons),
                    Hydrate::Idle,
                ),
            ));
            slots.push((
                "stats",
                islands.add(
                    IslandName::Stats,
                    "stats",
                    &home_view::stats_props(site, l),
                    Hydrate::Visible,
                ),
            ));
            (
                "home.html",
                format!("{} — {}", site.name, t.home.title),
                t.home.description.clone(),
                Vec::new(),
                vec![seo::website(site, &home, code)],
                context! { categories => category_cards(ctx, l), features => t.home.features.in_order() },
                slots,
            )
        }
        Page::Calculator(i) | Page::Embed(i) => {
            let calc = &site.calculators[i];
            let texts = calc.texts(code);
            let embed = matches!(route.page, Page::Embed(_));
            let props = calculator_view::props(
                calc,
                &site.languages[l],
                &ctx.initial[i][l],
                &t.calculator_island,
            );
            let mut slots = if embed { Vec::new() } else { shell(islands) };
            // The graphing calculator's plane is an island of its own (its
            // chunk, none of the form's), on the same props.
            let island = if calculator_view::is_graphing(calc, code) {
                IslandName::Graph
            } else {
                IslandName::Calculator
            };
            island_css = ctx
                .assets
                .island_css
                .get(island.name())
                .map_or(&[], Vec::as_slice);
            slots.push((
                "calculator",
                islands.add(island, &format!("calc-{}", calc.id), &props, Hydrate::Idle),
            ));
            if !embed {
                slots.push((
                    "widget",
                    islands.add(
                        IslandName::Widget,
                        "widget",
                        &widget_view::props(site, routes, i, l, &ctx.assets.icons),
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
            let view = calculator_view(ctx, i, l);
            let faqs: Vec<(String, String)> = view
                .faqs
                .iter()
                .map(|f| (f.question.clone(), f.answer.clone()))
                .collect();
            let full_page = routes.path(Page::Calculator(i), l).to_string();
            (
                if embed {
                    "embed.html"
                } else {
                    "calculator.html"
                },
                format!("{} | {}", texts.seo_title, site.name),
                texts.seo_description.clone(),
                vec![
                    home_crumb,
                    crumb(cat_title, &cat_href),
                    crumb(&texts.title, &route.path),
                ],
                vec![
                    seo::web_application(
                        site,
                        &texts.title,
                        &texts.seo_description,
                        &route.path,
                        code,
                        cat_title,
                    ),
                    seo::faq_page(&faqs),
                ],
                context! { calc => view, full_page => full_page },
                slots,
            )
        }
        Page::Category(c) => {
            let cat = &site.categories[c];
            let cat_title = &t.category(&cat.id).title;
            let title = t.lists.category_title.replace("{category}", cat_title);
            let cards: Vec<CardView> = site
                .calculators
                .iter()
                .enumerate()
                .filter(|(_, k)| k.category == cat.id)
                .map(|(i, _)| card(ctx, i, l))
                .collect();
            below_home(
                "category.html",
                &title,
                t.category(&cat.id).description.clone(),
                context! { heading => title, intro => t.category(&cat.id).description, cards => cards },
                islands,
            )
        }
        Page::AllCalculators => below_home(
            "calculators.html",
            &t.lists.calculators_title,
            t.lists.calculators_description.clone(),
            context! { groups => category_groups(ctx, l) },
            islands,
        ),
        Page::Categories => below_home(
            "categories.html",
            &t.lists.categories_title,
            t.lists.categories_description.clone(),
            context! { categories => category_cards(ctx, l) },
            islands,
        ),
        Page::Article(a) => {
            let texts = &site.pages[a].texts[code];
            below_home(
                "article.html",
                &texts.title,
                texts.description.clone(),
                context! { heading => texts.title, body => markdown::to_html(&texts.body) },
                islands,
            )
        }
        Page::NotFound => (
            "404.html",
            format!("{} | {}", t.not_found.title, site.name),
            String::new(),
            Vec::new(),
            Vec::new(),
            context! {},
            shell(islands),
        ),
    };
    let mut json_ld = json_ld;
    if !trail.is_empty() && route.page.is_indexable() {
        let pairs: Vec<(String, String)> = trail
            .iter()
            .map(|c| (c.name.clone(), c.href.clone()))
            .collect();
        json_ld.push(seo::breadcrumbs(site, &pairs));
    }
    slots.sort_by_key(|(slot, _)| *slot);
    let mut page = page_view(
        ctx,
        route,
        title,
        description,
        trail,
        if route.page.is_indexable() {
            json_ld
        } else {
            Vec::new()
        },
    );
    page.css.extend_from_slice(island_css);
    Ok(Plan {
        template,
        page,
        data,
        islands: slots,
    })
}

fn page_view(
    ctx: &Ctx,
    route: &Route,
    title: String,
    description: String,
    breadcrumbs: Vec<Crumb>,
    json_ld: Vec<Value>,
) -> PageView {
    let site = ctx.site;
    let lang = &site.languages[route.lang];
    let indexable = route.page.is_indexable();
    PageView {
        lang: lang.code.clone(),
        title,
        description,
        canonical: format!("{}{}", site.url, route.path),
        alternates: if indexable {
            alternates(site, ctx.routes, route.page)
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
        json_ld: seo::scripts(&json_ld),
        breadcrumbs,
        home: ctx.routes.path(Page::Home, route.lang).to_string(),
        css: ctx.assets.css.clone(),
        loader: ctx.assets.loader.clone(),
        csp: ctx.csp.clone(),
        noindex: !indexable,
        site_name: site.name.clone(),
        year: site.copyright_year,
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

fn card(ctx: &Ctx, i: usize, l: usize) -> CardView {
    card_of(ctx.site, ctx.routes, i, l)
}

/// The card that links to calculator `i` in language `l`.
fn card_of(site: &Site, routes: &RouteTable, i: usize, l: usize) -> CardView {
    let calc = &site.calculators[i];
    let texts = calc.texts(&site.languages[l].code);
    let color = site
        .categories
        .iter()
        .find(|c| c.id == calc.category)
        .map_or(String::new(), |c| c.color.clone());
    CardView {
        id: calc.id.clone(),
        href: routes.path(Page::Calculator(i), l).to_string(),
        title: texts.title.clone(),
        description: texts.description.clone(),
        icon: calc.icon.clone(),
        color,
    }
}

fn category_groups(ctx: &Ctx, l: usize) -> Vec<CategoryGroupView> {
    let t = &ctx.site.strings[&ctx.site.languages[l].code];
    ctx.site
        .categories
        .iter()
        .enumerate()
        .map(|(c, cat)| CategoryGroupView {
            id: cat.id.clone(),
            title: t.category(&cat.id).title.clone(),
            href: ctx.routes.path(Page::Category(c), l).to_string(),
            calculators: ctx
                .site
                .calculators
                .iter()
                .enumerate()
                .filter(|(_, k)| k.category == cat.id)
                .map(|(i, _)| card(ctx, i, l))
                .collect(),
        })
        .filter(|g| !g.calculators.is_empty())
        .collect()
}

fn category_cards(ctx: &Ctx, l: usize) -> Vec<CategoryCardView> {
    let t = &ctx.site.strings[&ctx.site.languages[l].code];
    ctx.site
        .categories
        .iter()
        .enumerate()
        .map(|(c, cat)| CategoryCardView {
            id: cat.id.clone(),
            title: t.category(&cat.id).title.clone(),
            description: t.category(&cat.id).description.clone(),
            href: ctx.routes.path(Page::Category(c), l).to_string(),
            icon: cat.icon.clone(),
            color: cat.color.clone(),
            count: ctx
                .site
                .calculators
                .iter()
                .filter(|k| k.category == cat.id)
                .count(),
        })
        .collect()
}

fn calculator_view(ctx: &Ctx, i: usize, l: usize) -> CalculatorView {
    let calc = &ctx.site.calculators[i];
    let texts = calc.texts(&ctx.site.languages[l].code);
    let index = |id: &str| ctx.site.calculators.iter().position(|c| c.id == id);
    CalculatorView {
        id: calc.id.clone(),
        title: texts.title.clone(),
        description: texts.description.clone(),
        explanation: markdown::to_html(&texts.explanation),
        formulas: texts
            .formulas
            .iter()
            .map(|f| FormulaView {
                expression: f.expression.clone(),
                explanation: markdown::to_html(&f.explanation),
                variables: f.variables.clone(),
            })
            .collect(),
        faqs: texts
            .faqs
            .iter()
            .map(|f| FaqView {
                question: f.question.clone(),
                answer: markdown::to_html(&f.answer),
            })
            .collect(),
        references: texts.references.clone(),
        related: calc
            .related
            .iter()
            .filter_map(|id| index(id))
            .map(|k| card(ctx, k, l))
            .collect(),
        data_through: ctx.data.line(
            &calc.id,
            &ctx.site.languages[l].code,
            &ctx.site.strings[&ctx.site.languages[l].code].calculator,
        ),
    }
}
