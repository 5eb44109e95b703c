//! Rebuilds for `calcula serve`, quick enough to follow an editor's saves:
//! the island renderers live for the whole session (loading React and the
//! SSR bundle is most of a cold render), and an island whose
//! request is unchanged since the last build is not rendered again, so an
//! edit re-renders only the islands whose props it changed. Likewise a page
//! whose template, context and islands are all as in the last build is
//! neither rendered nor written again.

use crate::build::{build_with, BuildOptions, BuildReport, WriteMode};
use crate::islands::Request;
use crate::render::PageDigest;
use crate::renderer::Renderers;
use sha2::Digest;
use std::collections::{HashMap, HashSet};
use std::path::PathBuf;

type Key = [u8; 32];

pub struct Rebuilder {
    opts: BuildOptions,
    renderers: Renderers,
    /// Server-rendered HTML by a digest of its request (island, props, id).
    rendered: HashMap<Key, String>,
    /// The digest of each page in dist/ as the last build wrote it.
    pages: HashMap<PathBuf, PageDigest>,
    /// Whether dist/ holds a whole build of this session (with its assets).
    built_once: bool,
}

impl Rebuilder {
    pub fn new(opts: BuildOptions) -> Self {
        Rebuilder {
            renderers: Renderers::per_core(&opts.islands_dir),
            opts,
            rendered: HashMap::new(),
            pages: HashMap::new(),
            built_once: false,
        }
    }

    pub fn options(&self) -> &BuildOptions {
        &self.opts
    }

    /// A whole build (same output as `calcula build`), rendering only the
    /// islands not rendered by an earlier one; after the first build it
    /// writes only the files that changed.
    pub fn rebuild(&mut self) -> Result<BuildReport, String> {
        let mode = if self.built_once {
            WriteMode::ChangedOnly
        } else {
            WriteMode::Replace
        };
        let Rebuilder {
            built_once,
            opts,
            renderers,
            rendered,
            pages,
        } = self;
        let mut used = HashSet::new();
        let mut digests = HashMap::new();
        let report = build_with(
            opts,
            &mut |set| {
                set.render_with(&mut |batch| render_cached(batch, renderers, rendered, &mut used))
            },
            Some(&mut |file, digest| {
                digests.insert(file.to_path_buf(), digest);
                pages.get(file) == Some(&digest)
            }),
            mode,
        );
        // After a failed build some pages may be missing or half written:
        // the next one writes every page.
        *pages = if report.is_ok() {
            digests
        } else {
            HashMap::new()
        };
        let report = report?;
        *built_once = true;
        // Forget islands no page has any more, so memory follows the site.
        rendered.retain(|key, _| used.contains(key));
        Ok(report)
    }
}

fn render_cached(
    batch: &[Request],
    renderers: &mut Renderers,
    rendered: &mut HashMap<Key, String>,
    used: &mut HashSet<Key>,
) -> Result<Vec<String>, String> {
    let keys: Vec<Key> = batch
        .iter()
        .map(|r| {
            let json = serde_json::to_vec(r).expect("island requests serialize to JSON");
            sha2::Sha256::digest(&json).into()
        })
        .collect();
    let missing: Vec<usize> = (0..batch.len())
        .filter(|&i| !rendered.contains_key(&keys[i]))
        .collect();
    if !missing.is_empty() {
        // Shared out among the renderers: a first build renders them all.
        let share = missing.len().div_ceil(renderers.count());
        let shares: Vec<Vec<&Request>> = missing
            .chunks(share)
            .map(|part| part.iter().map(|&i| &batch[i]).collect())
            .collect();
        let html = renderers.render(&shares)?;
        for (i, html) in missing.into_iter().zip(html) {
            rendered.insert(keys[i], html);
        }
    }
    used.extend(keys.iter().copied());
    Ok(keys.iter().map(|k| rendered[k].clone()).collect())
}
