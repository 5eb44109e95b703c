//! The client bundle (Vite's manifest → hashed URLs), the inline scripts
//! and the Content-Security-Policy that allows exactly those.

use crate::error::{Context, Hint, Result};
use base64::Engine;
use serde::Deserialize;
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Runs before first paint: the stored theme, else the system's.
pub const THEME_SCRIPT: &str = include_str!("../templates/inline/theme.js");
/// Embeds: the `theme` query parameter, else the system's.
pub const EMBED_THEME_SCRIPT: &str = include_str!("../templates/inline/embed-theme.js");
/// 404: normalises a language prefix, or goes home with the missing path
/// (`?notfound=`), which the header's search reports and searches for.
pub const NOT_FOUND_SCRIPT: &str = include_str!("../templates/inline/not-found.js");

#[derive(Debug, Deserialize)]
struct ManifestEntry {
    file: String,
    #[serde(default)]
    css: Vec<String>,
    /// Chunks it imports statically (manifest keys).
    #[serde(default)]
    imports: Vec<String>,
    /// Files it references (a wasm-bindgen glue's `.wasm`).
    #[serde(default)]
    assets: Vec<String>,
}

type Manifest = BTreeMap<String, ManifestEntry>;

/// URLs of the loader script and the stylesheets every page links.
#[derive(Debug, Clone)]
pub struct Assets {
    pub build_dir: PathBuf,
    pub loader: String,
    pub css: Vec<String>,
    /// Stylesheets of islands with a chunk of their own, by island name
    /// (`Graph`): a page showing one links its CSS up front, so the
    /// prerendered island is styled before its chunk loads (no layout
    /// shift). Vite then skips the link it would add.
    pub island_css: BTreeMap<String, Vec<String>>,
    /// What an island runs on, by island name: its chunk and every chunk
    /// that one imports, but not the loader. The loader fetches them ahead
    /// of the island's first use (islands/src/main.ts, `data-prefetch`).
    pub island_chunks: BTreeMap<String, Vec<String>>,
    /// A WebAssembly module's glue chunk and `.wasm`, by module name
    /// (`finance`), fetched ahead like an island's chunks.
    pub wasm_files: BTreeMap<String, Vec<String>>,
    /// URL of the icon sprite (crate::icons), set once it is built.
    pub icons: String,
}

const ENTRY: &str = "src/main.ts";
/// Where the islands' modules are (manifest keys `src/islands/Name.tsx`).
const ISLANDS_DIR: &str = "src/islands/";
/// Where the WebAssembly glue modules are (`src/wasm/<module>/calc_wasm.js`).
const WASM_DIR: &str = "src/wasm/";
const WASM_GLUE: &str = "/calc_wasm.js";

/// Top-level islands (`src/islands/Name.tsx`, not their parts), by name.
fn islands_of(manifest: &Manifest) -> impl Iterator<Item = (&str, &ManifestEntry)> + '_ {
    manifest.iter().filter_map(|(key, e)| {
        let name = key.strip_prefix(ISLANDS_DIR)?.strip_suffix(".tsx")?;
        (!name.contains('/')).then_some((name, e))
    })
}

/// The files of chunk `key` and of every chunk it imports, transitively,
/// without the loader (`ENTRY`, which every page has run already).
fn chunk_closure(manifest: &Manifest, key: &str) -> Vec<String> {
    let mut seen = std::collections::BTreeSet::new();
    let mut todo = vec![key];
    let mut files = Vec::new();
    while let Some(key) = todo.pop() {
        if key == ENTRY || !seen.insert(key) {
            continue;
        }
        if let Some(entry) = manifest.get(key) {
            files.push(format!("/{}", entry.file));
            todo.extend(entry.imports.iter().map(String::as_str));
        }
    }
    files
}

impl Assets {
    pub fn load(build_dir: &Path) -> Result<Assets> {
        let manifest_path = build_dir.join(".vite/manifest.json");
        let text = std::fs::read_to_string(&manifest_path)
            .with_context(|| format!("cannot read {}", manifest_path.display()))
            .context(Hint("build the islands first (make islands)"))?;
        let manifest: Manifest = serde_json::from_str(&text)
            .with_context(|| format!("cannot parse {}", manifest_path.display()))?;
        let entry = manifest
            .get(ENTRY)
            .with_context(|| format!("{}: no entry for {ENTRY}", manifest_path.display()))
            .context(Hint("rebuild the islands (make islands)"))?;
        let urls = |css: &[String]| css.iter().map(|c| format!("/{c}")).collect::<Vec<_>>();
        let island_css = islands_of(&manifest)
            .filter(|(_, e)| !e.css.is_empty())
            .map(|(name, e)| (name.to_string(), urls(&e.css)))
            .collect();
        let island_chunks = islands_of(&manifest)
            .map(|(name, _)| {
                let key = format!("{ISLANDS_DIR}{name}.tsx");
                (name.to_string(), chunk_closure(&manifest, &key))
            })
            .collect();
        let wasm_files = manifest
            .iter()
            .filter_map(|(key, e)| {
                let module = key.strip_prefix(WASM_DIR)?.strip_suffix(WASM_GLUE)?;
                let mut files = chunk_closure(&manifest, key);
                files.extend(urls(&e.assets));
                Some((module.to_string(), files))
            })
            .collect();
        Ok(Assets {
            build_dir: build_dir.to_path_buf(),
            loader: format!("/{}", entry.file),
            css: urls(&entry.css),
            island_css,
            island_chunks,
            wasm_files,
            icons: String::new(),
        })
    }

    /// Copies the hashed files (JS, CSS, WebAssembly) into `out/assets`.
    pub fn copy_to(&self, out: &Path) -> std::io::Result<()> {
        let from = self.build_dir.join("assets");
        let to = out.join("assets");
        std::fs::create_dir_all(&to)?;
        for entry in std::fs::read_dir(&from)? {
            let entry = entry?;
            // The compressed copies left there by earlier builds
            // (crate::compress) go in only through the compression step.
            let copy = entry
                .path()
                .extension()
                .is_none_or(|e| e != "gz" && e != "br");
            if entry.file_type()?.is_file() && copy {
                std::fs::copy(entry.path(), to.join(entry.file_name()))?;
            }
        }
        Ok(())
    }
}

fn sha256_source(script: &str) -> String {
    let digest = Sha256::digest(script.as_bytes());
    format!(
        "'sha256-{}'",
        base64::engine::general_purpose::STANDARD.encode(digest)
    )
}

/// Google Analytics 4, allowed only when the site has a measurement id
/// (and loaded only after consent).
const ANALYTICS_SCRIPT_HOST: &str = "https://www.googletagmanager.com";
const ANALYTICS_CONNECT_HOSTS: &str =
    "https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com";

/// The policy in every page's meta tag: our own files and the hashed inline
/// scripts only; WebAssembly compilation allowed; no other host, unless the
/// site enables analytics.
pub fn content_security_policy(analytics: bool) -> String {
    let hashes: Vec<String> = [THEME_SCRIPT, EMBED_THEME_SCRIPT, NOT_FOUND_SCRIPT]
        .iter()
        .map(|s| sha256_source(s))
        .collect();
    let (script_extra, connect_extra) = if analytics {
        (
            format!(" {ANALYTICS_SCRIPT_HOST}"),
            format!(" {ANALYTICS_CONNECT_HOSTS}"),
        )
    } else {
        (String::new(), String::new())
    };
    // worker-src: the hash generator hashes files in a Web Worker, a module
    // script of our own (without it the policy falls back to script-src,
    // whose hashes of inline scripts do not apply to workers).
    format!(
        "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' {}{script_extra}; style-src 'self'; img-src 'self' data:{connect_extra}; font-src 'self'; connect-src 'self'{connect_extra}; worker-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'",
        hashes.join(" ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csp_hashes_the_inline_scripts() {
        let csp = content_security_policy(false);
        assert!(csp.contains(&sha256_source(THEME_SCRIPT)));
        assert!(!csp.contains("unsafe-inline"));
        assert!(!csp.contains("https:"), "no other host without analytics");
        assert!(content_security_policy(true).contains(ANALYTICS_SCRIPT_HOST));
    }

    #[test]
    fn an_island_prefetches_its_chunks_and_their_imports_but_not_the_loader() {
        let manifest: Manifest = serde_json::from_str(
            r#"{
              "src/main.ts": {"file": "assets/main-1.js", "isEntry": true},
              "_react-2.js": {"file": "assets/react-2.js"},
              "_shared-3.js": {"file": "assets/shared-3.js", "imports": ["_react-2.js", "src/main.ts"]},
              "src/islands/Header.tsx": {"file": "assets/Header-4.js", "imports": ["_shared-3.js", "_react-2.js", "src/main.ts"]},
              "src/islands/calculator/Part.tsx": {"file": "assets/Part-5.js"},
              "src/wasm/finance/calc_wasm.js": {"file": "assets/calc_wasm-6.js", "assets": ["assets/calc_wasm_bg-7.wasm"]}
            }"#,
        )
        .unwrap();
        let names: Vec<&str> = islands_of(&manifest).map(|(name, _)| name).collect();
        assert_eq!(names, ["Header"], "an island's parts are not islands");
        let mut header = chunk_closure(&manifest, "src/islands/Header.tsx");
        header.sort();
        assert_eq!(
            header,
            [
                "/assets/Header-4.js",
                "/assets/react-2.js",
                "/assets/shared-3.js"
            ],
            "each chunk once, the loader never"
        );
        assert_eq!(
            chunk_closure(&manifest, "src/wasm/finance/calc_wasm.js"),
            ["/assets/calc_wasm-6.js"]
        );
    }

    #[test]
    fn hash_matches_a_known_value() {
        // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
        assert_eq!(
            sha256_source("alert(1)"),
            "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"
        );
    }
}
