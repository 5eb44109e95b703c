//! Island markup, and server rendering of every island in one batch call
//! into the Vite SSR bundle (islands/render.mjs), so the browser hydrates
//! markup React rendered itself.

use crate::render::json::script_json;
use serde::Serialize;
use sha2::Digest;
use std::collections::HashMap;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

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
        self.islands.push(Island {
            name,
            id: id.to_string(),
            props,
            props_len: json.len(),
            hydrate,
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
    /// BATCH_BYTES of props, so a very large site never exhausts Node's heap.
    pub fn render(&mut self, islands_dir: &Path) -> Result<(), String> {
        self.render_with(&mut |batch| render_batch(islands_dir, batch))
    }

    /// Renders every island with `render_batch`, which returns the HTML of
    /// each request in order (`calcula serve` keeps one Node process alive
    /// and remembers what it rendered).
    pub fn render_with(&mut self, render_batch: &mut RenderBatch) -> Result<(), String> {
        let requests: Vec<Request> = self
            .islands
            .iter()
            .map(|i| Request {
                island: i.name,
                props: &i.props,
                prefix: format!("{}-", i.id),
            })
            .collect();
        let mut html = Vec::with_capacity(requests.len());
        let mut start = 0;
        while start < requests.len() {
            let mut bytes = 0;
            let mut end = start;
            while end < requests.len() && (end == start || bytes < BATCH_BYTES) {
                bytes += self.islands[end].props_len;
                end += 1;
            }
            html.extend(render_batch(&requests[start..end])?);
            start = end;
        }
        self.html = html;
        Ok(())
    }

    /// The island element around its server-rendered HTML, then its props.
    /// No whitespace inside the element: React hydrates it byte for byte.
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
