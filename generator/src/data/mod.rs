//! The published data the calculators read (`calc-wasm/data.yaml`): which
//! files, from whom, how often their publishers add a period, how current
//! each is (`calcula data list`, the pages' "data through" line,
//! `calcula check`'s warnings), and `calcula data update`, which fetches
//! the series that have a public API.

pub mod fetch;
pub mod freshness;
pub mod layout;
pub mod options;
pub mod pages;
pub mod period;
pub mod update;

use anyhow::{Context, Result};
use layout::Layout;
use period::Period;
use serde::Deserialize;
use std::path::{Path, PathBuf};

/// The manifest, relative to the repository's root.
pub const MANIFEST: &str = "calc-wasm/data.yaml";

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Manifest {
    pub files: Vec<DataFile>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Cadence {
    Monthly,
    Yearly,
    /// Never revised (a reference table, a word list).
    Fixed,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DataFile {
    pub id: String,
    /// Relative to the repository's root.
    pub file: PathBuf,
    pub source: String,
    pub licence: String,
    pub cadence: Cadence,
    /// Periods between a period's end and its publication.
    #[serde(default)]
    pub lag: u32,
    /// Not shipped: created by `calcula data update`.
    #[serde(default)]
    pub optional: bool,
    /// The first month to fetch when the file does not exist yet.
    #[serde(default)]
    pub since: Option<String>,
    #[serde(default)]
    pub layout: Option<Layout>,
    /// The plausible values, inclusive: a fetched value outside is refused.
    #[serde(default)]
    pub range: Option<[f64; 2]>,
    #[serde(default)]
    pub series: Vec<SeriesDef>,
    #[serde(default)]
    pub pages: Vec<PageRef>,
    /// A select whose options are this file's series: it offers those the
    /// file holds.
    #[serde(default)]
    pub offers: Option<Offer>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Offer {
    pub calculator: String,
    pub lang: String,
    pub input: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeriesDef {
    pub name: String,
    /// The Banco Central's SGS series code.
    #[serde(default)]
    pub sgs: Option<u32>,
    /// The BLS series id.
    #[serde(default)]
    pub bls: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PageRef {
    pub calculator: String,
    pub lang: String,
}

/// What a file holds now: its series' last periods, or nothing yet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Holding {
    /// An optional file that `calcula data update` has not fetched.
    Missing,
    /// A file whose cadence is `fixed`: no period to report.
    Fixed,
    /// Each series' last period (one unnamed entry for a one-series file).
    Through(Vec<(Option<String>, Period)>),
}

impl Holding {
    /// The last period of every series in the file: the file is as
    /// current as its least current series.
    pub fn through(&self) -> Option<Period> {
        match self {
            Holding::Through(series) => series.iter().map(|(_, p)| *p).min(),
            _ => None,
        }
    }
}

impl Manifest {
    /// The manifest of the site at `root`; none when it has no manifest
    /// (the test fixtures' sites).
    pub fn load(root: &Path) -> Result<Option<Manifest>> {
        let path = root.join(MANIFEST);
        if !path.is_file() {
            return Ok(None);
        }
        let text =
            std::fs::read_to_string(&path).with_context(|| format!("cannot read {MANIFEST}"))?;
        let manifest: Manifest =
            serde_yaml::from_str(&text).with_context(|| format!("{MANIFEST} is not valid"))?;
        Ok(Some(manifest))
    }

    pub fn file(&self, id: &str) -> Option<&DataFile> {
        self.files.iter().find(|f| f.id == id)
    }
}

impl DataFile {
    /// The last periods the file holds, read from the file itself.
    pub fn holding(&self, root: &Path) -> Result<Holding> {
        let path = root.join(&self.file);
        if self.cadence == Cadence::Fixed {
            return Ok(Holding::Fixed);
        }
        if !path.is_file() {
            if self.optional {
                return Ok(Holding::Missing);
            }
            anyhow::bail!("{}: the file is missing", self.file.display());
        }
        let layout = self
            .layout
            .as_ref()
            .with_context(|| format!("{MANIFEST}: {} has no layout", self.id))?;
        let series = layout
            .last_periods(&path)
            .with_context(|| format!("cannot read the periods of {}", self.file.display()))?;
        if series.is_empty() {
            anyhow::bail!("{}: no period in the file", self.file.display());
        }
        Ok(Holding::Through(series))
    }
}

/// `calcula data list`: one line per file (id, file, cadence, last period,
/// age, state), its series' last periods when they differ, and its source
/// and licence.
pub fn list(root: &Path) -> Result<String> {
    let manifest = Manifest::load(root)?.with_context(|| format!("no {MANIFEST}"))?;
    let today = period::today()?;
    let mut out = String::new();
    for file in &manifest.files {
        let holding = file.holding(root)?;
        let state = freshness::assess(file, &holding, today);
        let (last, age) = match (&holding, state.age) {
            (Holding::Through(_), Some(age)) => (
                holding.through().map(|p| p.to_string()).unwrap_or_default(),
                age,
            ),
            _ => ("-".to_string(), String::new()),
        };
        out.push_str(&format!(
            "{id:<22} {cadence:<8} {last:<12} {age:<12} {verdict}\n  file: {path}\n  source: {source}\n  licence: {licence}\n",
            id = file.id,
            cadence = format!("{:?}", file.cadence).to_lowercase(),
            verdict = state.verdict,
            path = file.file.display(),
            source = file.source,
            licence = file.licence,
        ));
        if let Holding::Through(series) = &holding {
            if series.len() > 1 {
                let each: Vec<String> = series
                    .iter()
                    .map(|(name, p)| format!("{} {p}", name.as_deref().unwrap_or("")))
                    .collect();
                out.push_str(&format!("  series: {}\n", each.join(", ")));
            }
        }
    }
    Ok(out)
}
