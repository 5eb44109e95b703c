//! The HTML of a few representative pages of the valid fixture site, as
//! insta snapshots (tests/cli/snapshots/, reviewed like code): a change to a
//! template, a view model or the fixture shows here as a diff. To accept a
//! change, run with INSTA_UPDATE=always and review the diff of the files.

use crate::support::Fixture;

fn built() -> &'static Fixture {
    crate::support::built_once()
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

/// One page of each kind, each its own reviewed snapshot file.
#[test]
fn pages_of_each_kind() {
    for (name, path) in [
        ("home", "index.html"),
        ("calculator_en", "unit-price-calculator.html"),
        ("calculator_pt_br", "pt-br/unit-price-calculator.html"),
        ("embed", "embed/unit-price.html"),
        ("category", "lifestyle-calculators.html"),
        ("not_found", "404.html"),
    ] {
        insta::assert_snapshot!(name, page(path));
    }
}
