//! A select whose options are series of a data file (the correction page's
//! Selic, CDI, TR and savings) offers only the series the file holds: none
//! while the file has not been fetched (`offers` in the manifest).

use super::{Holding, Manifest};
use crate::content::model::Calculator;
use crate::content::{InputKind, Site};
use std::path::Path;

/// The options of a select that have no data.
struct Absent {
    calculator: String,
    lang: String,
    input: String,
    series: Vec<String>,
}

/// Each offered select's options without data.
fn missing(root: &Path, manifest: &Manifest) -> anyhow::Result<Vec<Absent>> {
    let mut out = Vec::new();
    for file in &manifest.files {
        let Some(offer) = &file.offers else { continue };
        let held: Vec<String> = match file.holding(root)? {
            Holding::Through(series) => series.into_iter().filter_map(|(n, _)| n).collect(),
            _ => Vec::new(),
        };
        let absent = file
            .series
            .iter()
            .map(|s| s.name.clone())
            .filter(|n| !held.contains(n))
            .collect();
        out.push(Absent {
            calculator: offer.calculator.clone(),
            lang: offer.lang.clone(),
            input: offer.input.clone(),
            series: absent,
        });
    }
    Ok(out)
}

fn drop_from(calc: &mut Calculator, absent: &Absent) {
    let def = match calc.markets.get_mut(&absent.lang) {
        Some(def) => def,
        None => &mut calc.base,
    };
    for i in def.inputs.iter_mut().filter(|i| i.spec.id == absent.input) {
        if let InputKind::Select { options } = &mut i.spec.kind {
            // The default stays: a page must open on an option it has.
            options.retain(|o| !absent.series.contains(o) || *o == i.spec.default);
        }
    }
}

/// Takes the options without data out of the site's selects.
pub fn offer_held(root: &Path, site: &mut Site) -> anyhow::Result<()> {
    let Some(manifest) = Manifest::load(root)? else {
        return Ok(());
    };
    for a in missing(root, &manifest)? {
        if let Some(calc) = site.calculators.iter_mut().find(|c| c.id == a.calculator) {
            drop_from(calc, &a);
        }
    }
    Ok(())
}

/// The same for one calculator (`calcula eval`).
pub fn offer_held_in(root: &Path, calc: &mut Calculator) -> anyhow::Result<()> {
    let Some(manifest) = Manifest::load(root)? else {
        return Ok(());
    };
    for a in missing(root, &manifest)? {
        if a.calculator == calc.id {
            drop_from(calc, &a);
        }
    }
    Ok(())
}
