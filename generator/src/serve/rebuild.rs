//! Rebuilds for `calcula serve`, quick enough to follow an editor's saves:
//! the island renderers live for the whole session (loading React and the
//! SSR bundle is most of a cold render), and an island whose
//! request is unchanged since the last build is not rendered again, so an
//! edit re-renders only the islands whose props it changed. Likewise a page
//! whose template, context and islands are all as in the last build is
//! neither rendered nor written again.

use crate::build::{build_with, BuildOptions, BuildReport, WriteMode};
use crate::content;
use crate::error::Result;
use crate::islands::Request;
use crate::render::PageDigest;
use crate::renderer::Renderers;
use sha2::Digest;
use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::PathBuf;
use std::sync::Mutex;

type Key = [u8; 32];

pub struct Rebuilder {
    opts: BuildOptions,
    renderers: Renderers,
    /// The math, remembering what the content's examples computed.
    math: RememberingMath,
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
            math: RememberingMath::default(),
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
    pub fn rebuild(&mut self) -> Result<BuildReport> {
        let mode = if self.built_once {
            WriteMode::ChangedOnly
        } else {
            WriteMode::Replace
        };
        let Rebuilder {
            built_once,
            opts,
            math,
            renderers,
            rendered,
            pages,
        } = self;
        let mut used = HashSet::new();
        let mut digests = HashMap::new();
        let report = build_with(
            opts,
            math,
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
) -> Result<Vec<String>> {
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

/// calc-wasm's math, remembering each evaluation: a rebuild checks every
/// calculator's examples again, and most of them are as they were (a
/// mortgage's schedule takes milliseconds). Keyed by a digest of the spec
/// and the inputs, so an edited example or calculator computes anew.
#[derive(Default)]
struct RememberingMath {
    evaluations: Mutex<HashMap<Key, Evaluation>>,
}

type Evaluation = Result<Vec<(String, serde_json::Value)>, content::Rejected>;

use calc_catalogue::content::MATH;

impl content::Math for RememberingMath {
    fn function(&self, id: &str) -> Option<content::FunctionShape> {
        MATH.function(id)
    }

    fn function_ids(&self) -> Vec<String> {
        MATH.function_ids()
    }

    fn check_value(&self, input: &content::InputSpec, text: &str) -> Result<(), String> {
        MATH.check_value(input, text)
    }

    fn is_date(&self, text: &str) -> bool {
        MATH.is_date(text)
    }

    fn format_date(&self, date: content::Date) -> String {
        MATH.format_date(date)
    }

    fn evaluate(&self, spec: &content::CalcSpec, given: &BTreeMap<String, String>) -> Evaluation {
        let key: Key = match serde_json::to_vec(&(spec, given)) {
            Ok(json) => sha2::Sha256::digest(json).into(),
            Err(_) => return MATH.evaluate(spec, given),
        };
        let remembered = self.lock().get(&key).cloned();
        remembered.unwrap_or_else(|| {
            let result = MATH.evaluate(spec, given);
            self.lock().insert(key, result.clone());
            result
        })
    }

    fn check_formulas(
        &self,
        inputs: &[content::InputSpec],
        formulas: &[content::FormulaSpec],
    ) -> Vec<content::FormulaProblem> {
        MATH.check_formulas(inputs, formulas)
    }

    fn error_codes(&self) -> Vec<&'static str> {
        MATH.error_codes()
    }
}

impl RememberingMath {
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<Key, Evaluation>> {
        self.evaluations.lock().unwrap_or_else(|e| e.into_inner())
    }
}
