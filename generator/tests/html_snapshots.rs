//! The HTML of a few representative pages of the valid fixture site, as
//! insta snapshots (tests/snapshots/, reviewed like code): a change to a
//! template, a view model or the fixture shows here as a diff. To accept a
//! change, run with INSTA_UPDATE=always and review the diff of the files.

mod support;

use support::Fixture;

fn built() -> &'static Fixture {
    support::built_once("html_snapshots")
}

/// A page's HTML, with the icon sprite's content hash written `[hash]`:
/// it follows the Lucide version npm installed, not the generator.
fn page(file: &str) -> String {
    let html = built().read(&format!("dist/{file}"));
    let mut out = String::with_capacity(html.len());
    let mut rest = html.as_str();
    while let Some(i) = rest.find("/assets/icons-") {
        let (before, after) = rest.split_at(i + "/assets/icons-".len());
        out.push_str(before);
        let hash = after.find(".svg").expect("the sprite's name ends in .svg");
        assert!(after[..hash].bytes().all(|b| b.is_ascii_hexdigit()));
        out.push_str("[hash]");
        rest = &after[hash..];
    }
    out.push_str(rest);
    out
}

#[test]
fn home() {
    insta::assert_snapshot!("home", page("index.html"));
}

#[test]
fn calculator_in_english() {
    insta::assert_snapshot!("calculator_en", page("unit-price-calculator.html"));
}

#[test]
fn calculator_in_portuguese() {
    insta::assert_snapshot!("calculator_pt_br", page("pt-br/unit-price-calculator.html"));
}

#[test]
fn embed() {
    insta::assert_snapshot!("embed", page("embed/unit-price.html"));
}

#[test]
fn category() {
    insta::assert_snapshot!("category", page("lifestyle-calculators.html"));
}

#[test]
fn not_found() {
    insta::assert_snapshot!("not_found", page("404.html"));
}
