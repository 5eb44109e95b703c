//! Builds the valid fixture site (tests/sites/valid) end to end with the
//! real binary and checks the files, the prerendered results and every
//! internal link.

use crate::support::{assert_contains, calculator_props as props, Fixture};
use std::collections::BTreeSet;

/// The valid fixture site built once; the tests only read it.
fn built() -> &'static Fixture {
    crate::support::built_once()
}

#[test]
fn writes_every_route_in_both_languages() {
    let site = built();
    for file in [
        "index.html",
        "pt-br/index.html",
        "404.html",
        "mortgage-calculator.html",
        "bmi-calculator.html",
        "percentage-calculator.html",
        "pt-br/mortgage-calculator.html",
        "pt-br/bmi-calculator.html",
        "pt-br/percentage-calculator.html",
        "unit-price-calculator.html",
        "pt-br/unit-price-calculator.html",
        "embed/mortgage.html",
        "pt-br/embed/mortgage.html",
        "embed/bmi.html",
        "pt-br/embed/percentage.html",
        "assets/main-abc123.js",
        "assets/main-abc123.css",
        "favicon.svg",
        "sitemap.xml",
        "robots.txt",
        "search/en.json",
        "search/pt-br.json",
        "calculators.html",
        "categories.html",
        "financial-calculators.html",
        "utility-calculators.html",
        "about.html",
        "privacy-policy.html",
        "pt-br/calculators.html",
        "pt-br/categories.html",
        "pt-br/health-calculators.html",
        "pt-br/contact.html",
        "pt-br/terms-of-use.html",
    ] {
        assert!(
            site.path("dist").join(file).is_file(),
            "missing dist/{file}"
        );
    }
}

#[test]
fn pages_carry_language_island_props_and_alternates() {
    let site = built();
    let en = site.read("dist/mortgage-calculator.html");
    assert!(en.contains("<html lang=\"en\">"));
    assert!(en.contains("data-island=\"Calculator\""));
    assert_contains(&en, "<p class=\"ssr\">Calculator:mortgage</p>");
    assert!(en
        .contains("hreflang=\"pt-BR\" href=\"https://calcula.example/pt-br/mortgage-calculator\""));
    assert!(
        en.contains("hreflang=\"x-default\" href=\"https://calcula.example/mortgage-calculator\"")
    );
    // The defaults' results, computed natively, travel in the props.
    let initial = &props(&en)["initial"];
    assert!(
        (initial["monthlyPayment"].as_f64().unwrap() - 2547.6176751774839).abs() < 1e-9,
        "default result in props"
    );
    let pt = site.read("dist/pt-br/mortgage-calculator.html");
    assert!(pt.contains("<html lang=\"pt-BR\">"));
    assert_eq!(props(&pt)["currency"], "BRL");
    let embed = site.read("dist/embed/mortgage.html");
    assert_contains(&embed, "noindex");
    assert!(!embed.contains("site-header"), "{embed}");
}

#[test]
fn search_index_covers_calculators_and_categories() {
    let site = built();
    let index: serde_json::Value =
        serde_json::from_str(&site.read("dist/search/pt-br.json")).unwrap();
    let entries = index.as_array().unwrap();
    let bmi = entries
        .iter()
        .find(|e| e["id"] == "bmi")
        .expect("bmi is searchable");
    assert_eq!(bmi["href"], "/pt-br/bmi-calculator");
    assert_eq!(bmi["category"], "Saúde");
    assert!(entries
        .iter()
        .any(|e| e["kind"] == "category" && e["href"] == "/pt-br/utility-calculators"));
}

#[test]
fn sitemap_lists_pages_with_alternates_but_no_embeds() {
    let site = built();
    let xml = site.read("dist/sitemap.xml");
    assert!(xml.contains("<loc>https://calcula.example/pt-br/bmi-calculator</loc>"));
    assert!(xml.contains(r#"hreflang="x-default" href="https://calcula.example/bmi-calculator""#));
    assert!(!xml.contains("/embed/") && !xml.contains("/404"));
    assert!(site
        .read("dist/robots.txt")
        .contains("Sitemap: https://calcula.example/sitemap.xml"));
}

#[test]
fn structured_data_on_calculator_and_home_pages() {
    let site = built();
    let calc = site.read("dist/mortgage-calculator.html");
    for kind in [
        "\"@type\":\"WebApplication\"",
        "\"@type\":\"FAQPage\"",
        "\"@type\":\"BreadcrumbList\"",
    ] {
        assert!(calc.contains(kind), "{kind} on the calculator page");
    }
    let home = site.read("dist/pt-br/index.html");
    assert!(home.contains("\"@type\":\"SearchAction\""));
    assert!(home.contains(r#"<meta property="og:locale" content="pt_BR">"#));
}

#[test]
fn per_language_defaults_reach_the_page() {
    let site = built();
    let unit_default = |file: &str| props(&site.read(file))["spec"]["inputs"][0]["default"].clone();
    assert_eq!(unit_default("dist/bmi-calculator.html"), "imperial");
    assert_eq!(unit_default("dist/pt-br/bmi-calculator.html"), "metric");
    // …and the prerendered results are those of that language's defaults.
    let en = props(&site.read("dist/bmi-calculator.html"));
    let bmi = en["initial"]["bmi"].as_f64().unwrap();
    assert!(
        (bmi - 23.627627125029507).abs() < 1e-12,
        "5 ft 9 in, 160 lb: {bmi}"
    );
}

fn hrefs(html: &str) -> Vec<String> {
    let mut out = Vec::new();
    for attr in ["href=\"", "src=\""] {
        let mut rest = html;
        while let Some(i) = rest.find(attr) {
            rest = &rest[i + attr.len()..];
            let end = rest.find('"').unwrap();
            out.push(rest[..end].to_string());
        }
    }
    out
}

#[test]
fn every_internal_link_resolves() {
    let site = built();
    let dist = site.path("dist");
    let mut checked = BTreeSet::new();
    for entry in walkdir::WalkDir::new(&dist) {
        let entry = entry.unwrap();
        if entry.path().extension().is_none_or(|e| e != "html") {
            continue;
        }
        let html = std::fs::read_to_string(entry.path()).unwrap();
        for link in hrefs(&html).into_iter().filter(|l| l.starts_with('/')) {
            let path = link.split(['#', '?']).next().unwrap().to_string();
            if checked.insert(path.clone()) {
                assert!(
                    generator::serve::resolve(&dist, &path).is_some(),
                    "{}: broken link {link}",
                    entry.path().display()
                );
            }
        }
    }
    assert!(checked.len() > 8, "the walk found links: {checked:?}");
}

#[test]
fn the_csp_allows_exactly_the_inline_scripts() {
    let site = built();
    let html = site.read("dist/404.html");
    let csp = generator::assets::content_security_policy(false);
    assert_contains(&html, &csp.replace('\'', "&#39;"));
    assert!(
        html.matches("<script>").count() == 2,
        "theme and 404 scripts only"
    );
    assert!(
        !html.contains("googletagmanager"),
        "no analytics host without a measurement id"
    );
}

#[test]
fn one_sprite_holds_exactly_the_icons_the_site_draws() {
    let site = built();
    let sprites: Vec<String> = std::fs::read_dir(site.path("dist/assets"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .filter(|n| n.starts_with("icons-") && n.ends_with(".svg"))
        .collect();
    assert_eq!(sprites.len(), 1, "{sprites:?}");
    let sprite = site.read(&format!("dist/assets/{}", sprites[0]));
    let symbols = sprite.matches("<symbol ").count();
    // Each calculator's and category's icon, and the islands' own.
    let mut names: BTreeSet<String> = BTreeSet::new();
    for entry in std::fs::read_dir(site.path("content/calculators")).unwrap() {
        let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        let line = text.lines().find(|l| l.starts_with("icon: ")).unwrap();
        names.insert(line["icon: ".len()..].to_string());
    }
    for line in site.read("content/categories.yaml").lines() {
        if let Some(name) = line.trim().strip_prefix("icon: ") {
            names.insert(name.to_string());
        }
    }
    let interface: Vec<String> =
        serde_json::from_str(&site.read("islands/src/interface-icons.json")).unwrap();
    names.extend(interface);
    for name in &names {
        assert_contains(&sprite, &format!(r#"<symbol id="{name}" "#));
    }
    assert_eq!(symbols, names.len(), "no icon the site does not draw");
    // The islands that draw icons are told where the sprite is.
    let header = site.read("dist/index.html");
    assert!(header.contains(&format!(r#""icons":"/assets/{}""#, sprites[0])));
}

/// The props and the server HTML of island `id` on a page.
fn island(html: &str, id: &str) -> (serde_json::Value, String) {
    let open = format!("<div id=\"{id}\" class=\"island\"");
    let start = html.find(&open).expect("the island");
    let inner = start + html[start..].find('>').unwrap() + 1;
    let inner_end = inner + html[inner..].find("</div>\n<script").unwrap();
    let script = format!("<script type=\"application/json\" id=\"{id}-props\">");
    let props = html.find(&script).unwrap() + script.len();
    let props_end = props + html[props..].find("</script>").unwrap();
    (
        serde_json::from_str(&html[props..props_end]).unwrap(),
        html[inner..inner_end].to_string(),
    )
}

#[test]
fn a_calculator_sidebar_marks_its_own_page_only() {
    let site = built();
    for file in [
        "dist/mortgage-calculator.html",
        "dist/pt-br/bmi-calculator.html",
    ] {
        let (props, html) = island(&site.read(file), "sidebar");
        let current = props["currentPath"].as_str().unwrap();
        let marked: Vec<&str> = html
            .match_indices(r#" aria-current="page""#)
            .map(|(i, _)| &html[..i])
            .collect();
        assert_eq!(marked.len(), 1, "one current link in {file}: {html}");
        assert!(
            marked[0].ends_with(&format!(r#"<a class="shell-item" href="{current}""#)),
            "{file}: the page's own item is the current one"
        );
    }
}

#[test]
fn a_large_catalogue_keeps_the_shell_the_same_size() {
    let site = Fixture::valid();
    let extra: Vec<String> = (0..14).map(|i| format!("extra-{i:02}")).collect();
    let mut categories = site.read("content/categories.yaml");
    for id in &extra {
        categories.push_str(&format!(
            "- id: {id}\n  icon: calculator\n  color: slate\n  landing: {id}-calculators\n"
        ));
    }
    std::fs::write(site.path("content/categories.yaml"), categories).unwrap();
    for lang in ["en", "pt-BR"] {
        let titles: String = extra
            .iter()
            .map(|id| format!("  {id}:\n    title: \"Group {id}\"\n    description: \"More.\"\n"))
            .collect();
        site.edit(
            &format!("locales/{lang}.yaml"),
            "\ncategories:\n",
            &format!("\ncategories:\n{titles}"),
        );
    }
    site.build();
    let page = site.read("dist/mortgage-calculator.html");
    let (props, _) = island(&page, "sidebar");
    let groups = props["groups"].as_array().unwrap();
    assert_eq!(groups.len(), 12, "a window of the 20 groups");
    assert_eq!(groups[0]["id"], "financial", "holding the page's own");
    assert_eq!(props["allGroups"]["href"], "/categories");
    let footer = &page[page.find("<footer").unwrap()..];
    let categories = &footer[..footer.find("</nav>").unwrap()];
    assert_eq!(
        categories.matches("<li>").count(),
        12 + 2,
        "12 groups, all categories, all calculators"
    );
    // Every group still has its page, listing its calculators.
    assert!(site.path("dist/extra-13-calculators.html").is_file());
    // The valid fixture site's catalogue (6 groups) has no such link.
    let small = built();
    let (props, _) = island(&small.read("dist/mortgage-calculator.html"), "sidebar");
    assert!(props.get("allGroups").is_none());
}

/// `calcula build` of `site` with CALCULA_URL set to `env` (or unset) and
/// `args` after `build`: its stderr, the build having succeeded.
fn build_with_url(site: &Fixture, env: Option<&str>, args: &[&str]) -> String {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_calcula"));
    command
        .arg("--root")
        .arg(site.root())
        .args(["build", "--no-precompress"])
        .args(args)
        .env_remove("CALCULA_URL");
    if let Some(env) = env {
        command.env("CALCULA_URL", env);
    }
    let out = command.output().unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(out.status.success(), "{stderr}");
    stderr
}

/// Every place the site's address is written names `url`, and none the
/// placeholder of content/site.yaml.
fn assert_site_url(site: &Fixture, url: &str) {
    let page = site.read("dist/pt-br/mortgage-calculator.html");
    assert!(page.contains(&format!(
        r#"<link rel="canonical" href="{url}/pt-br/mortgage-calculator">"#
    )));
    assert!(page.contains(&format!(
        r#"hreflang="en" href="{url}/mortgage-calculator""#
    )));
    assert!(site
        .read("dist/sitemap.xml")
        .contains(&format!("<loc>{url}/bmi-calculator</loc>")));
    assert!(site
        .read("dist/robots.txt")
        .contains(&format!("Sitemap: {url}/sitemap.xml")));
    for file in [
        "dist/pt-br/mortgage-calculator.html",
        "dist/sitemap.xml",
        "dist/index.html",
    ] {
        assert!(!site.read(file).contains("calcula.example"), "{file}");
    }
}

#[test]
fn the_site_address_is_set_by_flag_or_environment_over_the_yaml() {
    let site = Fixture::valid();
    // Still the placeholder: built, with a warning that says how to set it.
    let stderr = build_with_url(&site, None, &[]);
    assert!(
        stderr.contains("warning: the site's address is still https://calcula.example")
            && stderr.contains("--url")
            && stderr.contains("CALCULA_URL"),
        "{stderr}"
    );
    // The environment, over the YAML.
    let stderr = build_with_url(&site, Some("https://calcula.test.br/"), &[]);
    assert!(!stderr.contains("warning"), "{stderr}");
    assert_site_url(&site, "https://calcula.test.br");
    // The flag, over both.
    build_with_url(
        &site,
        Some("https://calcula.test.br"),
        &["--url", "http://127.0.0.1:8081"],
    );
    assert_site_url(&site, "http://127.0.0.1:8081");
    // An address the site cannot be served at fails the build, dist/ kept.
    let out = site.calcula(&["build", "--url", "calcula.test.br/sub"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr)
        .contains("'calcula.test.br/sub' is not a site address"));
    assert_site_url(&site, "http://127.0.0.1:8081");
}

#[test]
fn a_consent_banner_only_when_there_is_analytics_to_consent_to() {
    // The fixture, as the real site, has `analytics_id: null`: no banner.
    let site = built();
    for file in [
        "dist/index.html",
        "dist/pt-br/mortgage-calculator.html",
        "dist/about.html",
    ] {
        let html = site.read(file);
        assert_contains(&html, "data-island=\"Header\"");
        assert!(
            !html.contains("ConsentBanner"),
            "{file}: a banner with nothing to consent to"
        );
    }
    // With an analytics id, every shell page asks.
    let site = Fixture::valid();
    site.edit(
        "content/site.yaml",
        "analytics_id: null",
        "analytics_id: G-TEST1234",
    );
    site.build();
    for file in [
        "dist/index.html",
        "dist/pt-br/mortgage-calculator.html",
        "dist/about.html",
    ] {
        assert_contains(&site.read(file), "data-island=\"ConsentBanner\"");
    }
}
