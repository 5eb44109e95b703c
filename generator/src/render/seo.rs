//! Search-engine files and structured data: JSON-LD, sitemap.xml, robots.txt.

use super::json::script_json;
use crate::content::Site;
use crate::routes::RouteTable;
use serde_json::{json, Value};

/// `en` → `en_US`, `pt-BR` → `pt_BR` (Open Graph locales).
pub fn og_locale(number_locale: &str) -> String {
    number_locale.replace('-', "_")
}

/// BreadcrumbList from (name, path) pairs.
pub fn breadcrumbs(site: &Site, trail: &[(String, String)]) -> Value {
    json!({
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        "itemListElement": trail.iter().enumerate().map(|(i, (name, path))| json!({
            "@type": "ListItem", "position": i + 1, "name": name, "item": format!("{}{path}", site.url),
        })).collect::<Vec<_>>(),
    })
}

/// The home page's WebSite, with the search action (`?q=` on the home page,
/// where the header search picks it up).
pub fn website(site: &Site, home: &str, lang: &str) -> Value {
    json!({
        "@context": "https://schema.org",
        "@type": "WebSite",
        "name": site.name,
        "url": format!("{}{home}", site.url),
        "inLanguage": lang,
        "potentialAction": {
            "@type": "SearchAction",
            "target": { "@type": "EntryPoint", "urlTemplate": format!("{}{home}?q={{search_term_string}}", site.url) },
            "query-input": "required name=search_term_string",
        },
    })
}

pub fn web_application(
    site: &Site,
    title: &str,
    description: &str,
    path: &str,
    lang: &str,
    category: &str,
) -> Value {
    json!({
        "@context": "https://schema.org",
        "@type": "WebApplication",
        "name": title,
        "description": description,
        "url": format!("{}{path}", site.url),
        "inLanguage": lang,
        "applicationCategory": category,
        "operatingSystem": "Any",
        "browserRequirements": "Requires JavaScript and WebAssembly",
        "isAccessibleForFree": true,
        "offers": { "@type": "Offer", "price": "0", "priceCurrency": "USD" },
    })
}

/// FAQPage from (question, answer HTML) pairs.
pub fn faq_page(faqs: &[(String, String)]) -> Value {
    json!({
        "@context": "https://schema.org",
        "@type": "FAQPage",
        "mainEntity": faqs.iter().map(|(q, a)| json!({
            "@type": "Question", "name": q, "acceptedAnswer": { "@type": "Answer", "text": a },
        })).collect::<Vec<_>>(),
    })
}

/// JSON-LD values as script bodies, safe to place in the page.
pub fn scripts(values: &[Value]) -> Vec<String> {
    values.iter().map(script_json).collect()
}

fn xml_escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// Every indexable page in every language, each with its alternates.
pub fn sitemap(site: &Site, routes: &RouteTable) -> String {
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n");
    let root = site
        .languages
        .iter()
        .position(|l| l.prefix.is_empty())
        .unwrap_or(0);
    for route in routes.routes.iter().filter(|r| r.page.is_indexable()) {
        out.push_str(&format!(
            "  <url>\n    <loc>{}</loc>\n",
            xml_escape(&format!("{}{}", site.url, route.path))
        ));
        for (l, path) in routes.alternates(route.page) {
            out.push_str(&format!(
                "    <xhtml:link rel=\"alternate\" hreflang=\"{}\" href=\"{}\"/>\n",
                site.languages[l].code,
                xml_escape(&format!("{}{path}", site.url))
            ));
        }
        out.push_str(&format!(
            "    <xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"{}\"/>\n",
            xml_escape(&format!("{}{}", site.url, routes.path(route.page, root)))
        ));
        out.push_str("  </url>\n");
    }
    out.push_str("</urlset>\n");
    out
}

/// Embeds are for iframes, not for search results.
pub fn robots(site: &Site) -> String {
    let mut out = String::from("User-agent: *\n");
    for l in &site.languages {
        let prefix = if l.prefix.is_empty() {
            String::new()
        } else {
            format!("/{}", l.prefix)
        };
        out.push_str(&format!("Disallow: {prefix}/embed/\n"));
    }
    out.push_str(&format!("\nSitemap: {}/sitemap.xml\n", site.url));
    out
}
