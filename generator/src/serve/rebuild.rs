//! Rebuilds for `calcula serve`, quick enough to follow an editor's saves:
//! one Node process renders islands for the whole session (loading React
//! and the SSR bundle is most of a cold render), and an island whose
//! request is unchanged since the last build is not rendered again, so an
//! edit re-renders only the islands whose props it changed. Likewise a page
//! whose template, context and islands are all as in the last build is
//! neither rendered nor written again.

use crate::build::{build_with, BuildOptions, BuildReport, WriteMode};
use crate::islands::Request;
use crate::render::PageDigest;
use sha2::Digest;
use std::collections::{HashMap, HashSet};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

type Key = [u8; 32];

pub struct Rebuilder {
    opts: BuildOptions,
    worker: Option<Worker>,
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
            opts,
            worker: None,
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
            worker,
            rendered,
            pages,
        } = self;
        let mut used = HashSet::new();
        let mut digests = HashMap::new();
        let report = build_with(
            opts,
            &mut |set| {
                set.render_with(&mut |batch| {
                    render_cached(batch, &opts.islands_dir, worker, rendered, &mut used)
                })
            },
            &mut |file, digest| {
                digests.insert(file.to_path_buf(), digest);
                pages.get(file) == Some(&digest)
            },
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
    islands_dir: &Path,
    worker: &mut Option<Worker>,
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
        let running = match worker {
            Some(w) => w,
            None => worker.insert(Worker::start(islands_dir)?),
        };
        let requests: Vec<&Request> = missing.iter().map(|&i| &batch[i]).collect();
        let html = running.render(&requests).inspect_err(|_| *worker = None)?;
        for (i, html) in missing.into_iter().zip(html) {
            rendered.insert(keys[i], html);
        }
    }
    used.extend(keys.iter().copied());
    Ok(keys.iter().map(|k| rendered[k].clone()).collect())
}

/// islands/render-worker.mjs: one JSON line in, one JSON line out.
struct Worker {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

#[derive(serde::Deserialize)]
#[serde(untagged)]
enum Answer {
    Html(Vec<String>),
    Failed { error: String },
}

impl Worker {
    fn start(islands_dir: &Path) -> Result<Worker, String> {
        let script = islands_dir.join("render-worker.mjs");
        if !islands_dir.join("ssr-build").is_dir() {
            return Err(format!(
                "{}: missing\n  hint: build the islands first (make islands)",
                islands_dir.join("ssr-build").display()
            ));
        }
        let mut child = Command::new("node")
            .arg(&script)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| {
                format!(
                    "cannot start node for {}: {e}\n  hint: install Node.js (make setup)",
                    script.display()
                )
            })?;
        let stdin = child.stdin.take().ok_or("no stdin for node")?;
        let stdout = BufReader::new(child.stdout.take().ok_or("no stdout for node")?);
        Ok(Worker {
            child,
            stdin,
            stdout,
        })
    }

    fn render(&mut self, requests: &[&Request]) -> Result<Vec<String>, String> {
        // The worker reads the whole line before it writes: no deadlock.
        let mut line = serde_json::to_vec(requests).map_err(|e| e.to_string())?;
        line.push(b'\n');
        self.stdin
            .write_all(&line)
            .and_then(|()| self.stdin.flush())
            .map_err(|e| format!("writing to the island renderer: {e}"))?;
        let mut answer = String::new();
        self.stdout
            .read_line(&mut answer)
            .map_err(|e| format!("reading from the island renderer: {e}"))?;
        match serde_json::from_str(&answer) {
            Ok(Answer::Html(html)) if html.len() == requests.len() => Ok(html),
            Ok(Answer::Html(html)) => Err(format!(
                "island renderer returned {} results for {} islands",
                html.len(),
                requests.len()
            )),
            Ok(Answer::Failed { error }) => Err(format!("island rendering failed:\n{error}")),
            Err(_) if answer.is_empty() => Err("the island renderer stopped".into()),
            Err(e) => Err(format!("island renderer printed invalid JSON: {e}")),
        }
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
