//! Rendering: view models for every route, every island in one batch, then
//! minijinja templates (strict undefined, autoescape on).

pub mod calculator_view;
mod cards;
pub mod graph_view;
pub mod home_view;
pub mod json;
pub mod markdown;
pub mod nav_index;
mod plan;
pub mod search;
pub mod seo;
pub mod shell_view;
pub mod views;
pub mod widget_view;

use crate::assets::{self, Assets};
use crate::content::Site;
use crate::error::{Context, Result};
use crate::islands::{IslandKey, IslandSet};
use crate::routes::{Route, RouteTable};
use calc_core::Outputs;
use minijinja::{context, Environment, UndefinedBehavior, Value as Jinja};
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
            .map(|r| plan::plan(ctx, r, &mut islands))
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
                calc_catalogue::evaluate_defaults(&calc.spec(&lang.code)).map_err(|e| {
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
