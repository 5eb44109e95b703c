//! Island markup, and server rendering of every island in one batch call
//! into the Vite SSR bundle (islands/render.mjs), so the browser hydrates
//! markup React rendered itself.

use crate::render::json::script_json;
use serde::Serialize;
use sha2::Digest;
use std::collections::HashMap;
use std::io::Write;
use std::ops::Range;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};

/// When the loader hydrates an island.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub enum Hydrate {
    Idle,
    Visible,
    /// Only when first used (pointer, focus, a key); the first click is
    /// replayed once hydrated. For islands whose server HTML is the whole
    /// first view.
    Interaction,
}

impl Hydrate {
    fn as_str(self) -> &'static str {
        match self {
            Hydrate::Idle => "idle",
            Hydrate::Visible => "visible",
            Hydrate::Interaction => "interaction",
        }
    }
}

/// One island to render: what the SSR bundle's `renderIslands` receives.
#[derive(Serialize)]
pub struct Request<'a> {
    island: &'a str,
    props: &'a serde_json::Value,
    prefix: String,
}

struct Island {
    name: &'static str,
    /// The element id; also the useId prefix.
    id: String,
    props: serde_json::Value,
    /// Length of the props as JSON, for batching.
    props_len: usize,
    hydrate: Hydrate,
    /// Digest of the name, id, hydration and props (the island's identity).
    identity: [u8; 32],
    /// Digest of the identity and the rendered HTML, once asked for.
    fingerprint: std::cell::OnceCell<[u8; 32]>,
}

/// Renders a batch of island requests: their HTML, in order.
pub type RenderBatch<'r> = dyn FnMut(&[Request]) -> Result<Vec<String>, String> + 'r;

/// Props per Node process (its heap holds them, parsed, plus the HTML).
const BATCH_BYTES: usize = 24 << 20;

/// Every island of the site, collected while building view models, then
/// rendered together. Islands with the same name, id and props (the header
/// of every page in one language, say) are rendered once.
#[derive(Default)]
pub struct IslandSet {
    islands: Vec<Island>,
    seen: HashMap<(String, [u8; 32]), usize>,
    html: Vec<String>,
}

/// A handle to an island added to an `IslandSet`.
#[derive(Clone, Copy, Debug)]
pub struct IslandKey(usize);

impl IslandSet {
    /// `props`: the island's typed props (their TypeScript types are
    /// generated from the same structs: generator/src/bindings.rs).
    pub fn add(
        &mut self,
        name: &'static str,
        id: &str,
        props: &impl Serialize,
        hydrate: Hydrate,
    ) -> IslandKey {
        // Props are structs, string-keyed maps and plain values: nothing
        // serde_json cannot represent.
        let props = serde_json::to_value(props).expect("island props serialize to JSON");
        // Keyed by a digest of the props, not the props: a large site has
        // tens of thousands of islands.
        let json = props.to_string();
        let identity = (
            format!("{name}#{id}#{}", hydrate.as_str()),
            sha2::Sha256::digest(json.as_bytes()).into(),
        );
        if let Some(&k) = self.seen.get(&identity) {
            return IslandKey(k);
        }
        let digest = sha2::Sha256::new()
            .chain_update(identity.0.as_bytes())
            .chain_update(identity.1)
            .finalize()
            .into();
        self.islands.push(Island {
            name,
            id: id.to_string(),
            props,
            props_len: json.len(),
            hydrate,
            identity: digest,
            fingerprint: std::cell::OnceCell::new(),
        });
        self.seen.insert(identity, self.islands.len() - 1);
        IslandKey(self.islands.len() - 1)
    }

    pub fn len(&self) -> usize {
        self.islands.len()
    }

    pub fn is_empty(&self) -> bool {
        self.islands.is_empty()
    }

    /// Renders every island through Node: one process per batch of about
    /// BATCH_BYTES of props, so a very large site never exhausts Node's
    /// heap, and as many processes at a time as there are cores (rendering
    /// is most of a build's time).
    pub fn render(&mut self, islands_dir: &Path) -> Result<(), String> {
        let requests = self.requests();
        let workers = std::thread::available_parallelism().map_or(1, |n| n.get());
        let lengths: Vec<usize> = self.islands.iter().map(|i| i.props_len).collect();
        let batches = batches(&lengths, BATCH_BYTES, workers);
        let next = AtomicUsize::new(0);
        let mut results: Vec<Option<Result<Vec<String>, String>>> =
            batches.iter().map(|_| None).collect();
        std::thread::scope(|scope| {
            let threads: Vec<_> = (0..workers.min(batches.len()))
                .map(|_| {
                    scope.spawn(|| {
                        let mut done = Vec::new();
                        // Each thread takes the next batch not yet taken.
                        loop {
                            let b = next.fetch_add(1, Ordering::Relaxed);
                            let Some(range) = batches.get(b) else { break };
                            done.push((b, render_batch(islands_dir, &requests[range.clone()])));
                        }
                        done
                    })
                })
                .collect();
            for thread in threads {
                for (b, result) in thread.join().expect("a render thread panicked") {
                    results[b] = Some(result);
                }
            }
        });
        let mut html = Vec::with_capacity(requests.len());
        for result in results {
            html.extend(result.expect("every batch was taken")?);
        }
        self.html = html;
        Ok(())
    }

    /// Renders every island with `render_batch`, one batch after another,
    /// which returns the HTML of each request in order (`calcula serve`
    /// keeps one Node process alive and remembers what it rendered).
    pub fn render_with(&mut self, render_batch: &mut RenderBatch) -> Result<(), String> {
        let requests = self.requests();
        let lengths: Vec<usize> = self.islands.iter().map(|i| i.props_len).collect();
        let mut html = Vec::with_capacity(requests.len());
        for range in batches(&lengths, BATCH_BYTES, 1) {
            html.extend(render_batch(&requests[range])?);
        }
        self.html = html;
        Ok(())
    }

    fn requests(&self) -> Vec<Request<'_>> {
        self.islands
            .iter()
            .map(|i| Request {
                island: i.name,
                props: &i.props,
                prefix: format!("{}-", i.id),
            })
            .collect()
    }

    /// The island element around its server-rendered HTML, then its props.
    /// No whitespace inside the element: React hydrates it byte for byte.
    /// A digest of everything `markup` is made of, without building it (a
    /// page's islands decide whether `calcula serve` renders it again).
    pub fn fingerprint(&self, key: IslandKey) -> [u8; 32] {
        let island = &self.islands[key.0];
        *island.fingerprint.get_or_init(|| {
            let inner = self.html.get(key.0).map_or("", String::as_str);
            sha2::Sha256::new()
                .chain_update(island.identity)
                .chain_update(inner.as_bytes())
                .finalize()
                .into()
        })
    }

    pub fn markup(&self, key: IslandKey) -> String {
        let island = &self.islands[key.0];
        let inner = self.html.get(key.0).map_or("", String::as_str);
        format!(
            "<div id=\"{id}\" class=\"island\" data-island=\"{name}\" data-hydrate=\"{h}\" data-props=\"{id}-props\">{inner}</div>\n<script type=\"application/json\" id=\"{id}-props\">{props}</script>",
            id = island.id,
            name = island.name,
            h = island.hydrate.as_str(),
            props = script_json(&island.props),
        )
    }
}

/// Splits islands (their props' lengths) into consecutive batches of at
/// least `budget` bytes each (the last may be smaller), `budget` lowered so
/// that `workers` processes all get a share.
fn batches(lengths: &[usize], budget: usize, workers: usize) -> Vec<Range<usize>> {
    let total: usize = lengths.iter().sum();
    let budget = budget.min(total.div_ceil(workers.max(1))).max(1);
    let mut batches = Vec::new();
    let mut start = 0;
    while start < lengths.len() {
        let mut bytes = 0;
        let mut end = start;
        while end < lengths.len() && (end == start || bytes < budget) {
            bytes += lengths[end];
            end += 1;
        }
        batches.push(start..end);
        start = end;
    }
    batches
}

/// Renders all `requests` with one Node process; returns HTML in order.
fn render_batch(islands_dir: &Path, requests: &[Request]) -> Result<Vec<String>, String> {
    if requests.is_empty() {
        return Ok(Vec::new());
    }
    let script = islands_dir.join("render.mjs");
    let bundle = islands_dir.join("ssr-build");
    if !bundle.is_dir() {
        return Err(format!(
            "{}: missing\n  hint: build the islands first (make islands)",
            bundle.display()
        ));
    }
    let mut child = Command::new("node")
        .arg(&script)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| {
            format!(
                "cannot start node for {}: {e}\n  hint: install Node.js (make setup)",
                script.display()
            )
        })?;
    let input = serde_json::to_vec(requests).map_err(|e| e.to_string())?;
    let mut stdin = child.stdin.take().ok_or("no stdin for node")?;
    // Write from a thread: node may fill its stdout pipe before reading all input.
    let writer = std::thread::spawn(move || stdin.write_all(&input));
    let output = child
        .wait_with_output()
        .map_err(|e| format!("node {}: {e}", script.display()))?;
    writer
        .join()
        .map_err(|_| "writer thread panicked".to_string())?
        .map_err(|e| format!("writing to node: {e}"))?;
    if !output.status.success() {
        return Err(format!(
            "island rendering failed ({}):\n{}",
            script.display(),
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    let html: Vec<String> = serde_json::from_slice(&output.stdout)
        .map_err(|e| format!("island renderer printed invalid JSON: {e}"))?;
    if html.len() != requests.len() {
        return Err(format!(
            "island renderer returned {} results for {} islands",
            html.len(),
            requests.len()
        ));
    }
    Ok(html)
}

#[cfg(test)]
mod tests {
    use super::batches;

    #[test]
    fn one_batch_per_worker_when_small() {
        assert_eq!(batches(&[10, 10, 10, 10], 1000, 2), vec![0..2, 2..4]);
        assert_eq!(batches(&[10, 10, 10], 1000, 1), vec![0..3]);
    }

    #[test]
    fn batches_stay_near_the_budget() {
        assert_eq!(batches(&[10; 4], 15, 1), vec![0..2, 2..4]);
        // An island larger than the budget gets a batch of its own.
        assert_eq!(batches(&[5, 100, 5], 20, 1), vec![0..2, 2..3]);
    }

    #[test]
    fn covers_every_island_once() {
        assert!(batches(&[], 10, 4).is_empty());
        assert_eq!(batches(&[0, 0], 10, 4), vec![0..2]);
        let lengths: Vec<usize> = (1..=97).collect();
        let split = batches(&lengths, 300, 3);
        assert_eq!(split.first().unwrap().start, 0);
        assert_eq!(split.last().unwrap().end, 97);
        assert!(split.windows(2).all(|w| w[0].end == w[1].start));
    }
}
