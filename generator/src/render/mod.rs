//! Rendering: view models for every route, island HTML in one batch, then
//! minijinja templates (strict undefined, autoescape on).

pub mod calculator_view;
pub mod json;
pub mod markdown;
pub mod views;

use crate::assets::{self, Assets};
use crate::content::{Calculator, Site};
use crate::islands::{self, Hydrate, IslandRequest};
use crate::routes::{Page, Route, RouteTable};
use minijinja::{context, Environment, UndefinedBehavior};
use std::path::{Path, PathBuf};
use views::*;

const TEMPLATES: &[(&str, &str)] = &[
    ("base.html", include_str!("../../templates/base.html")),
    ("shell.html", include_str!("../../templates/shell.html")),
    ("home.html", include_str!("../../templates/home.html")),
    ("calculator.html", include_str!("../../templates/calculator.html")),
    ("embed.html", include_str!("../../templates/embed.html")),
    ("404.html", include_str!("../../templates/404.html")),
];

fn environment() -> Environment<'static> {
    let mut env = Environment::new();
    env.set_undefined_behavior(UndefinedBehavior::Strict);
    env.set_auto_escape_callback(|_| minijinja::AutoEscape::Html);
    env.set_formatter(escape_formatter);
    for (name, source) in TEMPLATES {
        env.add_template(name, source).expect("templates are checked by the generator's tests");
    }
    env
}

/// HTML-escapes `& < > " '` (minijinja also escapes `/`, which makes every
/// URL in an attribute unreadable without making it any safer).
fn escape_formatter(out: &mut minijinja::Output, state: &minijinja::State, value: &minijinja::Value) -> Result<(), minijinja::Error> {
    if state.auto_escape() == minijinja::AutoEscape::None || value.is_safe() || value.is_none() {
        return minijinja::escape_formatter(out, state, value);
    }
    let text = value.to_string();
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => escaped.push_str("&amp;"),
            '<' => escaped.push_str("&lt;"),
            '>' => escaped.push_str("&gt;"),
            '"' => escaped.push_str("&quot;"),
            '\'' => escaped.push_str("&#39;"),
            c => escaped.push(c),
        }
    }
    out.write_str(&escaped).map_err(|e| minijinja::Error::new(minijinja::ErrorKind::WriteFailure, e.to_string()))
}

/// Every page of the site: (file under dist/, HTML).
pub fn render_site(site: &Site, routes: &RouteTable, assets: &Assets, islands_dir: &Path) -> Result<Vec<(PathBuf, String)>, String> {
    let env = environment();
    let csp = assets::content_security_policy();

    // Default results, computed natively: the page shows them before any JS.
    let mut initial = Vec::new();
    for calc in &site.calculators {
        let mut per_lang = Vec::new();
        for lang in &site.languages {
            let out = calc_wasm::evaluate(&calc.spec(Some(&lang.code)), &Default::default(), calc_wasm::NumberStyle::Plain)
                .map_err(|e| format!("{}: the defaults for {} do not compute: {e}", calc.source.display(), lang.code))?;
            per_lang.push(out);
        }
        initial.push(per_lang);
    }

    // One island per calculator page and embed; rendered together.
    let mut requests = Vec::new();
    let mut island_of_route = vec![None; routes.routes.len()];
    for (r, route) in routes.routes.iter().enumerate() {
        if let Page::Calculator(i) | Page::Embed(i) = route.page {
            let calc = &site.calculators[i];
            let lang = &site.languages[route.lang];
            let strings = &site.strings[&lang.code]["calculatorIsland"];
            let props = calculator_view::props(calc, lang, &initial[i][route.lang], strings);
            island_of_route[r] = Some(requests.len());
            requests.push(IslandRequest {
                island: "Calculator",
                props: serde_json::to_value(&props).map_err(|e| e.to_string())?,
                prefix: format!("calc-{}-", calc.id),
            });
        }
    }
    let island_html = islands::render_batch(islands_dir, &requests)?;

    let mut pages = Vec::with_capacity(routes.routes.len());
    for (r, route) in routes.routes.iter().enumerate() {
        let island = island_of_route[r].map(|k| islands::markup(&requests[k], Hydrate::Idle, &island_html[k]));
        let html = render_route(&env, site, routes, route, assets, &csp, island).map_err(|e| format!("rendering {}: {e:#}", route.path))?;
        pages.push((route.file.clone(), html));
    }
    Ok(pages)
}

fn render_route(env: &Environment, site: &Site, routes: &RouteTable, route: &Route, assets: &Assets, csp: &str, island: Option<String>) -> Result<String, minijinja::Error> {
    let lang = &site.languages[route.lang];
    let t = &site.strings[&lang.code];
    let page_view = |title: String, description: String, noindex: bool| PageView {
        lang: lang.code.clone(),
        title,
        description,
        canonical: format!("{}{}", site.url, route.path),
        alternates: alternates(site, routes, route.page),
        languages: routes
            .alternates(route.page)
            .filter(|(l, _)| *l != route.lang)
            .map(|(l, path)| {
                let code = &site.languages[l].code;
                LanguageLink { lang: code.clone(), href: path.to_string(), label: site.strings[code]["nav"]["languageName"].as_str().unwrap_or(code).to_string() }
            })
            .collect(),
        home: routes.path(Page::Home, route.lang).to_string(),
        css: assets.css.clone(),
        loader: assets.loader.clone(),
        csp: csp.to_string(),
        noindex,
        site_name: site.name.clone(),
        year: site.copyright_year,
    };
    let common = |page: PageView| {
        context! {
            page => page,
            t => t,
            theme_script => assets::THEME_SCRIPT,
            embed_theme_script => assets::EMBED_THEME_SCRIPT,
            not_found_script => assets::NOT_FOUND_SCRIPT,
        }
    };
    match route.page {
        Page::Home => {
            let title = format!("{} — {}", site.name, t["home"]["title"].as_str().unwrap_or_default());
            let page = page_view(title, t["home"]["description"].as_str().unwrap_or_default().to_string(), false);
            let groups = category_groups(site, routes, route.lang);
            env.get_template("home.html")?.render(context! { groups => groups, ..common(page) })
        }
        Page::Calculator(i) | Page::Embed(i) => {
            let calc = &site.calculators[i];
            let texts = calc.texts(&lang.code);
            let embed = matches!(route.page, Page::Embed(_));
            let page = page_view(format!("{} | {}", texts.seo_title, site.name), texts.seo_description.clone(), embed);
            let view = calculator_view(site, routes, calc, route.lang, island.unwrap_or_default());
            let template = if embed { "embed.html" } else { "calculator.html" };
            let full_page = routes.path(Page::Calculator(i), route.lang).to_string();
            env.get_template(template)?.render(context! { calc => view, full_page => full_page, ..common(page) })
        }
        Page::NotFound => {
            let page = page_view(format!("{} | {}", t["notFound"]["title"].as_str().unwrap_or_default(), site.name), String::new(), true);
            env.get_template("404.html")?.render(common(page))
        }
    }
}

fn alternates(site: &Site, routes: &RouteTable, page: Page) -> Vec<Alternate> {
    if matches!(page, Page::NotFound | Page::Embed(_)) {
        return Vec::new();
    }
    let mut out: Vec<Alternate> = routes
        .alternates(page)
        .map(|(l, path)| Alternate { hreflang: site.languages[l].code.clone(), href: format!("{}{path}", site.url) })
        .collect();
    if let Some(root) = site.languages.iter().position(|l| l.prefix.is_empty()) {
        out.push(Alternate { hreflang: "x-default".into(), href: format!("{}{}", site.url, routes.path(page, root)) });
    }
    out
}

fn card(site: &Site, routes: &RouteTable, i: usize, lang: usize) -> CardView {
    let texts = site.calculators[i].texts(&site.languages[lang].code);
    CardView { href: routes.path(Page::Calculator(i), lang).to_string(), title: texts.title.clone(), description: texts.description.clone() }
}

fn category_groups(site: &Site, routes: &RouteTable, lang: usize) -> Vec<CategoryGroupView> {
    let t = &site.strings[&site.languages[lang].code];
    site.categories
        .iter()
        .map(|c| CategoryGroupView {
            id: c.id.clone(),
            title: t["categories"][&c.id]["title"].as_str().unwrap_or(&c.id).to_string(),
            calculators: site.calculators.iter().enumerate().filter(|(_, k)| k.category == c.id).map(|(i, _)| card(site, routes, i, lang)).collect(),
        })
        .filter(|g| !g.calculators.is_empty())
        .collect()
}

fn calculator_view(site: &Site, routes: &RouteTable, calc: &Calculator, lang: usize, island: String) -> CalculatorView {
    let code = &site.languages[lang].code;
    let texts = calc.texts(code);
    let index = |id: &str| site.calculators.iter().position(|c| c.id == id);
    CalculatorView {
        id: calc.id.clone(),
        title: texts.title.clone(),
        description: texts.description.clone(),
        category: site.strings[code]["categories"][&calc.category]["title"].as_str().unwrap_or(&calc.category).to_string(),
        island,
        explanation: markdown::to_html(&texts.explanation),
        formulas: texts
            .formulas
            .iter()
            .map(|f| FormulaView { expression: f.expression.clone(), explanation: markdown::to_html(&f.explanation), variables: f.variables.clone() })
            .collect(),
        faqs: texts.faqs.iter().map(|f| FaqView { question: f.question.clone(), answer: markdown::to_html(&f.answer) }).collect(),
        references: texts.references.clone(),
        related: calc.related.iter().filter_map(|id| index(id)).map(|i| card(site, routes, i, lang)).collect(),
    }
}
