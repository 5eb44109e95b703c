//! The pages' "data through …" lines: for each calculator page the
//! manifest names, the last periods of its data files, read from the files
//! at build time (never typed into a text).

use super::period::Period;
use super::{Holding, Manifest};
use anyhow::Result;
use std::collections::HashMap;
use std::path::Path;

/// Series that end in the same period (no names for a file of one series).
type Group = (Vec<String>, Period);

/// A page: its calculator id and language.
type Page = (String, String);

/// By page: its groups of series, in the manifest's order.
#[derive(Debug, Default)]
pub struct PageData(HashMap<Page, Vec<Group>>);

impl PageData {
    pub fn load(root: &Path) -> Result<PageData> {
        let mut out = PageData::default();
        let Some(manifest) = Manifest::load(root)? else {
            return Ok(out);
        };
        for file in manifest.files.iter().filter(|f| !f.pages.is_empty()) {
            let Holding::Through(series) = file.holding(root)? else {
                continue;
            };
            for page in &file.pages {
                let groups = out
                    .0
                    .entry((page.calculator.clone(), page.lang.clone()))
                    .or_default();
                for (name, period) in &series {
                    match groups.iter_mut().find(|(_, p)| p == period) {
                        Some((names, _)) => names.extend(name.clone()),
                        None => groups.push((name.iter().cloned().collect(), *period)),
                    }
                }
            }
        }
        Ok(out)
    }

    /// The page's line, in its language: `Data through October 2026.`, or
    /// per group of series when they end in different periods.
    pub fn line(
        &self,
        calculator: &str,
        lang: &str,
        strings: &crate::content::strings::CalculatorPageStrings,
    ) -> Option<String> {
        let groups = self.0.get(&(calculator.to_string(), lang.to_string()))?;
        let name = |p: &Period| match *p {
            Period::Year(y) => y.to_string(),
            Period::Month(y, m) => strings
                .month_year
                .replace("{month}", &strings.months[usize::from(m - 1) % 12])
                .replace("{year}", &y.to_string()),
        };
        let period = match groups.as_slice() {
            [(_, p)] => name(p),
            _ => groups
                .iter()
                .map(|(names, p)| format!("{}: {}", names.join(", "), name(p)))
                .collect::<Vec<_>>()
                .join("; "),
        };
        Some(strings.data_through.replace("{period}", &period))
    }
}
