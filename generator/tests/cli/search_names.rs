//! Every calculator of the real site can be found by what people type: its
//! texts in every language list `synonyms` (CONTENT.md), a handful of other
//! names, units and short questions beyond the name and the title, which
//! rank it first in the site's search (islands/src/lib/search.ts).

use std::path::Path;

/// The fewest and most synonyms a page lists in a language: a few are
/// needed to be found by other words; a long list stops being what people
/// type and becomes keyword stuffing.
const FEWEST: usize = 5;
const MOST: usize = 15;

fn plain(s: &str) -> String {
    s.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

#[test]
fn every_calculator_has_synonyms_in_every_language() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let site = generator::content::load(root).unwrap_or_else(|e| panic!("{e}"));
    assert!(
        site.calculators.len() > 1 && site.languages.len() > 1,
        "the real site has calculators in several languages"
    );
    let mut wrong = Vec::new();
    for calculator in &site.calculators {
        for language in &site.languages {
            let at = format!("{} ({})", calculator.id, language.code);
            let Some(texts) = calculator.texts.get(&language.code) else {
                wrong.push(format!("{at}: no texts"));
                continue;
            };
            let count = texts.synonyms.len();
            if !(FEWEST..=MOST).contains(&count) {
                wrong.push(format!("{at}: {count} synonyms, not {FEWEST} to {MOST}"));
            }
            for synonym in &texts.synonyms {
                if plain(synonym) == plain(&texts.title) {
                    wrong.push(format!("{at}: '{synonym}' is the title"));
                }
                if synonym.to_lowercase() != *synonym {
                    wrong.push(format!("{at}: '{synonym}' is not lower case"));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "synonyms:\n{}", wrong.join("\n"));
}
