//! Island markup, and server rendering of every island in one batch call
//! into the Vite SSR bundle (islands/render.mjs), so the browser hydrates
//! markup React rendered itself.

use crate::render::json::script_json;
use serde::Serialize;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

#[derive(Serialize)]
pub struct IslandRequest {
    pub island: &'static str,
    pub props: serde_json::Value,
    pub prefix: String,
}

/// When the loader hydrates an island.
#[derive(Clone, Copy)]
pub enum Hydrate {
    Idle,
}

impl Hydrate {
    fn as_str(self) -> &'static str {
        match self {
            Hydrate::Idle => "idle",
        }
    }
}

/// The island element around its server-rendered HTML, then its props.
/// No whitespace inside the element: React hydrates it byte for byte.
pub fn markup(request: &IslandRequest, hydrate: Hydrate, inner_html: &str) -> String {
    let id = request.prefix.trim_end_matches('-');
    format!(
        "<div id=\"{id}\" class=\"island\" data-island=\"{name}\" data-hydrate=\"{h}\" data-props=\"{id}-props\">{inner_html}</div>\n<script type=\"application/json\" id=\"{id}-props\">{props}</script>",
        name = request.island,
        h = hydrate.as_str(),
        props = script_json(&request.props),
    )
}

/// Renders all `requests` with one Node process; returns HTML in order.
pub fn render_batch(islands_dir: &Path, requests: &[IslandRequest]) -> Result<Vec<String>, String> {
    if requests.is_empty() {
        return Ok(Vec::new());
    }
    let script = islands_dir.join("render.mjs");
    let bundle = islands_dir.join("ssr-build");
    if !bundle.is_dir() {
        return Err(format!("{}: missing\n  hint: build the islands first (make islands)", bundle.display()));
    }
    let mut child = Command::new("node")
        .arg(&script)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start node for {}: {e}\n  hint: install Node.js (make setup)", script.display()))?;
    let input = serde_json::to_vec(requests).map_err(|e| e.to_string())?;
    let mut stdin = child.stdin.take().ok_or("no stdin for node")?;
    // Write from a thread: node may fill its stdout pipe before reading all input.
    let writer = std::thread::spawn(move || stdin.write_all(&input));
    let output = child.wait_with_output().map_err(|e| format!("node {}: {e}", script.display()))?;
    writer.join().map_err(|_| "writer thread panicked".to_string())?.map_err(|e| format!("writing to node: {e}"))?;
    if !output.status.success() {
        return Err(format!("island rendering failed ({}):\n{}", script.display(), String::from_utf8_lossy(&output.stderr)));
    }
    let html: Vec<String> = serde_json::from_slice(&output.stdout).map_err(|e| format!("island renderer printed invalid JSON: {e}"))?;
    if html.len() != requests.len() {
        return Err(format!("island renderer returned {} results for {} islands", html.len(), requests.len()));
    }
    Ok(html)
}
