//! `calcula data update [series…]`: fetch the series that name a public
//! API, check the answers, and write the files whole or not at all.
//!
//! An answer is taken only if it is continuous (no month or year
//! skipped, none repeated, none after today), within the file's plausible
//! range, joins the file without a gap, and repeats the periods the file
//! already has to the last published digit. A period the publisher has
//! since revised is reported and refused unless `--accept-revisions` is
//! given. Any failure (network, HTTP status, timeout, malformed answer,
//! failed check) leaves every file as it was.

use super::fetch::Client;
use super::layout::SeriesValues;
use super::period::{month_of, Period};
use super::{Cadence, DataFile, Manifest, MANIFEST};
use anyhow::{bail, Context, Result};
use std::io::Write as _;
use std::path::Path;

pub struct Options {
    /// File ids or series names; all of them when empty.
    pub only: Vec<String>,
    pub accept_revisions: bool,
}

/// How many periods an update asks for again, before the file's last: the
/// overlap that must match and that shows revisions.
const OVERLAP_MONTHS: i32 = 12;
const OVERLAP_YEARS: i32 = 2;

/// `1.50`, `1.5` and `+1.5` are the same published value; `-0.0` is `0`.
fn normal(text: &str) -> String {
    let t = text.trim().trim_start_matches('+');
    let (neg, t) = match t.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, t),
    };
    let t = if t.contains('.') {
        t.trim_end_matches('0').trim_end_matches('.')
    } else {
        t
    };
    let t = t.trim_start_matches('0');
    let t = if t.is_empty() || t.starts_with('.') {
        format!("0{t}")
    } else {
        t.to_string()
    };
    if neg && t != "0" {
        format!("-{t}")
    } else {
        t
    }
}

fn step(p: Period) -> i32 {
    match p {
        Period::Month(y, m) => Period::month_count(y, m),
        Period::Year(y) => y,
    }
}

fn back(p: Period, n: i32) -> Period {
    match p {
        Period::Month(y, m) => Period::from_month_count(Period::month_count(y, m) - n),
        Period::Year(y) => Period::Year(y - n),
    }
}

/// What one series' answer changes.
#[derive(Debug)]
struct Merge {
    values: Vec<(Period, String)>,
    added: Vec<(Period, String)>,
    revised: Vec<(Period, String, String)>,
}

/// Checks `fetched` against the file's `current` values and merges it.
fn merge(
    name: &str,
    current: &[(Period, String)],
    fetched: &[(Period, String)],
    range: Option<[f64; 2]>,
    latest: Period,
) -> Result<Merge> {
    let Some(first) = fetched.first() else {
        bail!("{name}: the answer has no value");
    };
    for pair in fetched.windows(2) {
        let (a, b) = (pair[0].0, pair[1].0);
        if step(b) <= step(a) {
            bail!("{name}: the answer repeats or reorders {b} after {a}");
        }
        if step(b) != step(a) + 1 {
            bail!("{name}: the answer skips from {a} to {b}: a gap, so nothing was taken");
        }
    }
    for (p, v) in fetched {
        if *p > latest {
            bail!("{name}: the answer has {p}, after today");
        }
        let x: f64 = v.parse().with_context(|| format!("{name} {p}: {v:?}"))?;
        if let Some([lo, hi]) = range {
            if !(lo..=hi).contains(&x) {
                bail!("{name} {p}: {v} is outside the plausible range {lo} to {hi}");
            }
        }
    }
    if let Some((last, _)) = current.last() {
        if step(first.0) > step(*last) + 1 {
            bail!(
                "{name}: the answer starts at {}, after the file's last {last} and the period that follows it: a gap",
                first.0
            );
        }
    }
    let mut values = current.to_vec();
    let mut added = Vec::new();
    let mut revised = Vec::new();
    for (p, v) in fetched {
        match values.iter_mut().find(|(q, _)| q == p) {
            Some((_, old)) => {
                if normal(old) != normal(v) {
                    revised.push((*p, old.clone(), v.clone()));
                    *old = v.clone();
                }
            }
            None if current.first().is_some_and(|(f, _)| p < f) => {
                // Before the file's first period: the file starts where it does.
            }
            None => {
                values.push((*p, v.clone()));
                added.push((*p, v.clone()));
            }
        }
    }
    Ok(Merge {
        values,
        added,
        revised,
    })
}

/// The series of `file` that `only` selects (all when `only` is empty).
fn selected<'a>(file: &'a DataFile, only: &[String]) -> Vec<&'a super::SeriesDef> {
    file.series
        .iter()
        .filter(|s| s.sgs.is_some() || s.bls.is_some())
        .filter(|s| only.is_empty() || only.iter().any(|o| *o == file.id || *o == s.name))
        .collect()
}

fn fetch(
    client: &Client,
    file: &DataFile,
    def: &super::SeriesDef,
    current: &[(Period, String)],
    latest: Period,
) -> Result<Vec<(Period, String)>> {
    let from = match current.last() {
        Some((last, _)) => back(
            *last,
            match file.cadence {
                Cadence::Monthly => OVERLAP_MONTHS,
                _ => OVERLAP_YEARS,
            },
        ),
        None => Period::parse_month(file.since.as_deref().with_context(|| {
            format!(
                "{MANIFEST}: {} has no data and no `since` to start from",
                file.id
            )
        })?)?,
    };
    match (def.sgs, &def.bls) {
        (Some(code), _) => client.sgs_monthly(code, from, latest),
        (None, Some(id)) => client.bls_annual(id, from.year(), latest.year()),
        (None, None) => unreachable!("selected() keeps series with an API"),
    }
}

/// Runs the update; the report says what changed. Nothing is written when
/// it fails.
pub fn update(root: &Path, opts: &Options) -> Result<String> {
    let manifest = Manifest::load(root)?.with_context(|| format!("no {MANIFEST}"))?;
    let known: Vec<String> = manifest
        .files
        .iter()
        .flat_map(|f| {
            selected(f, &[])
                .into_iter()
                .map(|s| s.name.clone())
                .chain(std::iter::once(f.id.clone()))
                .collect::<Vec<_>>()
        })
        .collect();
    if let Some(unknown) = opts.only.iter().find(|o| !known.contains(o)) {
        bail!(
            "no series or file {unknown:?} to update\n  hint: one of {}",
            known.join(", ")
        );
    }
    let today = super::period::today()?;
    let client = Client::from_env()?;
    let mut report = Vec::new();
    let mut errors = Vec::new();
    let mut revisions = Vec::new();
    let mut writes: Vec<(std::path::PathBuf, String)> = Vec::new();
    for file in &manifest.files {
        let defs = selected(file, &opts.only);
        let Some(layout) = file.layout.as_ref().filter(|l| l.is_series()) else {
            continue;
        };
        if defs.is_empty() {
            continue;
        }
        let path = root.join(&file.file);
        let original = match std::fs::read_to_string(&path) {
            Ok(text) => Some(text),
            Err(_) if file.optional => None,
            Err(e) => bail!("cannot read {}: {e}", file.file.display()),
        };
        let mut series = match &original {
            Some(text) => layout
                .read_series(text)
                .with_context(|| format!("cannot read {}", file.file.display()))?,
            None => Vec::new(),
        };
        let latest = match file.cadence {
            Cadence::Yearly => Period::Year(i32::from(today.year())),
            _ => month_of(today),
        };
        for def in defs {
            // BLS gives annual averages only to a registered key: without
            // one the series is left as it is, and said so (an error when
            // it was asked for by name).
            if def.bls.is_some() && !client.has_bls_key() {
                let why = format!(
                    "{}: not fetched: BLS gives annual averages only with a registration key; set {}",
                    def.name,
                    super::fetch::BLS_KEY_VAR
                );
                if opts.only.is_empty() {
                    report.push(why);
                } else {
                    errors.push(why);
                }
                continue;
            }
            // A file without a series column holds one unnamed series.
            let key = layout.names_series().then(|| def.name.clone());
            let current: Vec<(Period, String)> = series
                .iter()
                .find(|s| s.name == key)
                .map(|s| s.values.clone())
                .unwrap_or_default();
            let merged = fetch(&client, file, def, &current, latest)
                .and_then(|fetched| merge(&def.name, &current, &fetched, file.range, latest));
            let merged = match merged {
                Ok(m) => m,
                Err(e) => {
                    errors.push(format!("{e:#}"));
                    continue;
                }
            };
            for (p, old, new) in &merged.revised {
                revisions.push(format!("{} {p}: {old} in the file, {new} now", def.name));
            }
            report.push(match (merged.added.first(), merged.added.last()) {
                (Some((a, _)), Some((b, v))) => format!(
                    "{}: {} new ({a} to {b}, last {v})",
                    def.name,
                    merged.added.len()
                ),
                _ => format!(
                    "{}: nothing new (through {})",
                    def.name,
                    merged
                        .values
                        .last()
                        .map(|(p, _)| p.to_string())
                        .unwrap_or_default()
                ),
            });
            match series.iter_mut().find(|s| s.name == key) {
                Some(s) => s.values = merged.values,
                None => series.push(SeriesValues {
                    name: key,
                    values: merged.values,
                }),
            }
        }
        let text = layout.write_series(&series)?;
        if original.as_deref() != Some(text.as_str()) {
            writes.push((path, text));
        }
    }
    if !errors.is_empty() {
        bail!("{}\nno file was changed", errors.join("\n"));
    }
    if !revisions.is_empty() {
        if !opts.accept_revisions {
            bail!(
                "the publisher revised values the files hold:\n  {}\nno file was changed\n  hint: check the revisions, then run again with --accept-revisions to take them",
                revisions.join("\n  ")
            );
        }
        report.push(format!("revised (accepted): {}", revisions.join("; ")));
    }
    write_all(root, &writes)?;
    for (path, _) in &writes {
        let shown = path.strip_prefix(root).unwrap_or(path);
        report.push(format!("wrote {}", shown.display()));
    }
    if writes.is_empty() {
        report.push("no file changed".to_string());
    }
    Ok(report.join("\n"))
}

/// Writes every file to a temporary file beside it first, then renames
/// them all: a failure before the renames leaves every file as it was.
fn write_all(root: &Path, writes: &[(std::path::PathBuf, String)]) -> Result<()> {
    let mut staged = Vec::new();
    for (path, text) in writes {
        let dir = path.parent().unwrap_or(root);
        let mut tmp = tempfile::NamedTempFile::new_in(dir)
            .with_context(|| format!("cannot write in {}", dir.display()))?;
        tmp.write_all(text.as_bytes())
            .and_then(|()| tmp.as_file().sync_all())
            .with_context(|| format!("cannot write {}", path.display()))?;
        staged.push((tmp, path));
    }
    for (tmp, path) in staged {
        tmp.persist(path)
            .with_context(|| format!("cannot replace {}", path.display()))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(y: i32, mo: u8, v: &str) -> (Period, String) {
        (Period::Month(y, mo), v.to_string())
    }

    #[test]
    fn published_digits_compare_as_numbers() {
        assert_eq!(normal("0.10"), normal("0.1"));
        assert_eq!(normal("-0.00"), "0");
        assert_eq!(normal("12"), normal("12.0"));
        assert_ne!(normal("0.19"), normal("0.18"));
    }

    #[test]
    fn an_answer_that_overlaps_adds_the_months_after_the_file() {
        let current = [m(2025, 11, "0.18"), m(2025, 12, "0.33")];
        let fetched = [m(2025, 12, "0.330"), m(2026, 1, "0.16"), m(2026, 2, "0.70")];
        let out = merge("IPCA", &current, &fetched, None, Period::Month(2026, 12)).unwrap();
        assert_eq!(out.added, vec![m(2026, 1, "0.16"), m(2026, 2, "0.70")]);
        assert!(out.revised.is_empty());
        // The file keeps its own text for a month the answer repeats.
        assert_eq!(out.values[1], m(2025, 12, "0.33"));
    }

    #[test]
    fn gaps_ranges_and_the_future_are_refused() {
        let current = [m(2025, 12, "0.33")];
        let gap = [m(2026, 1, "0.16"), m(2026, 3, "0.56")];
        let latest = Period::Month(2026, 12);
        assert!(merge("IPCA", &current, &gap, None, latest)
            .unwrap_err()
            .to_string()
            .contains("skips"));
        let late = [m(2026, 2, "0.7")];
        assert!(merge("IPCA", &current, &late, None, latest)
            .unwrap_err()
            .to_string()
            .contains("gap"));
        let wild = [m(2026, 1, "160")];
        assert!(merge("IPCA", &current, &wild, Some([-15.0, 100.0]), latest).is_err());
        let future = [m(2026, 1, "0.1")];
        assert!(merge("IPCA", &current, &future, None, Period::Month(2025, 12)).is_err());
    }
}
