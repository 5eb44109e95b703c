//! The island renderers: Node processes running islands/render.mjs, each
//! kept alive for the whole build (or `calcula serve` session), since
//! starting Node and loading React and the SSR bundle costs more than
//! rendering a thousand islands. One JSON line in (a batch of requests),
//! one JSON line out (their HTML, in order).

use crate::error::{Context, Hint, Result};
use crate::islands::Request;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// One Node process.
pub struct Renderer {
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

impl Renderer {
    pub fn start(islands_dir: &Path) -> Result<Renderer> {
        let script = islands_dir.join("render.mjs");
        let ssr_build = islands_dir.join("ssr-build");
        if !ssr_build.is_dir() {
            return Err(anyhow::anyhow!("{}: missing", ssr_build.display()))
                .context(Hint("build the islands first (make islands)"));
        }
        let mut child = Command::new("node")
            .arg(&script)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .with_context(|| format!("cannot start node for {}", script.display()))
            .context(Hint("install Node.js (make setup)"))?;
        let stdin = child.stdin.take().context("no stdin for node")?;
        let stdout = BufReader::new(child.stdout.take().context("no stdout for node")?);
        Ok(Renderer {
            child,
            stdin,
            stdout,
        })
    }

    /// The HTML of each request, in order.
    pub fn render(&mut self, requests: &[&Request]) -> Result<Vec<String>> {
        if requests.is_empty() {
            return Ok(Vec::new());
        }
        // The script reads the whole line before it writes: no deadlock.
        let mut line =
            serde_json::to_vec(requests).context("cannot serialise the islands' props")?;
        line.push(b'\n');
        self.stdin
            .write_all(&line)
            .and_then(|()| self.stdin.flush())
            .context("cannot write to the island renderer")?;
        let mut answer = String::new();
        self.stdout
            .read_line(&mut answer)
            .context("cannot read from the island renderer")?;
        match serde_json::from_str(&answer) {
            Ok(Answer::Html(html)) if html.len() == requests.len() => Ok(html),
            Ok(Answer::Html(html)) => Err(anyhow::anyhow!(
                "island renderer returned {} results for {} islands",
                html.len(),
                requests.len()
            )),
            Ok(Answer::Failed { error }) => {
                Err(anyhow::anyhow!("island rendering failed:\n{error}"))
            }
            Err(_) if answer.is_empty() => Err(anyhow::anyhow!("the island renderer stopped")),
            Err(e) => Err(e).context("island renderer printed invalid JSON"),
        }
    }
}

impl Drop for Renderer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Renderers started on first use, one per core at most, reused by every
/// chunk of a build.
pub struct Renderers {
    islands_dir: PathBuf,
    slots: Vec<Option<Renderer>>,
}

impl Renderers {
    pub fn new(islands_dir: &Path, count: usize) -> Renderers {
        Renderers {
            islands_dir: islands_dir.to_path_buf(),
            slots: (0..count.max(1)).map(|_| None).collect(),
        }
    }

    /// As many as the machine has cores.
    pub fn per_core(islands_dir: &Path) -> Renderers {
        Self::new(
            islands_dir,
            std::thread::available_parallelism().map_or(1, |n| n.get()),
        )
    }

    pub fn count(&self) -> usize {
        self.slots.len()
    }

    /// Renders each batch on its own renderer, all at once (`batches.len()`
    /// is at most `count()`); the HTML of every request, in order. A
    /// renderer that failed is stopped and started again on next use.
    pub fn render(&mut self, batches: &[Vec<&Request>]) -> Result<Vec<String>> {
        assert!(batches.len() <= self.slots.len(), "one batch per renderer");
        let dir = &self.islands_dir;
        let results: Vec<Result<Vec<String>>> = std::thread::scope(|scope| {
            let threads: Vec<_> = self
                .slots
                .iter_mut()
                .zip(batches)
                .map(|(slot, batch)| {
                    scope.spawn(move || {
                        let renderer = match slot {
                            Some(r) => r,
                            None => slot.insert(Renderer::start(dir)?),
                        };
                        renderer.render(batch).inspect_err(|_| *slot = None)
                    })
                })
                .collect();
            threads
                .into_iter()
                .map(|t| {
                    t.join()
                        .unwrap_or_else(|_| Err(anyhow::anyhow!("a render thread panicked")))
                })
                .collect()
        });
        let mut html = Vec::new();
        for result in results {
            html.extend(result?);
        }
        Ok(html)
    }
}
