//! Offline and installable: the service worker (`/sw.js`, from
//! templates/sw.js, versioned by a digest of the build's files) and one web
//! app manifest per language (`/manifest.webmanifest`,
//! `/pt-br/manifest.webmanifest`), whose icons are the PNGs under
//! content/static/icons/ (made from the favicon by islands/tools/app-icons.mjs).

use crate::content::Site;
use crate::error::{Context, Result};
use crate::routes::{Page, RouteTable};
use serde::Serialize;
use sha2::{Digest, Sha256};
use std::path::Path;

const SERVICE_WORKER: &str = include_str!("../templates/sw.js");
pub const SERVICE_WORKER_FILE: &str = "sw.js";
pub const MANIFEST_FILE: &str = "manifest.webmanifest";
/// Under the site's root: the app icons, copied from content/static/icons/.
const ICONS_DIR: &str = "icons";
/// The favicon, also the manifest's scalable icon.
const FAVICON: &str = "favicon.svg";
/// The content-hashed files (Vite's output and the icon sprite).
const HASHED_DIR: &str = "assets";
/// The stylesheet whose page colours the browser's interface takes.
const SITE_CSS: &str = "src/styles/site.css";

/// The page colours, light and dark, from the site's stylesheet (its `--bg`
/// and `--surface` in `:root` and in `html.dark`), for the `theme-color`
/// meta tags and the manifest.
#[derive(Debug, Serialize, PartialEq)]
pub struct Colours {
    pub light_background: String,
    pub light_surface: String,
    pub dark_background: String,
    pub dark_surface: String,
}

impl Colours {
    pub fn load(islands_dir: &Path) -> Result<Colours> {
        let path = islands_dir.join(SITE_CSS);
        let css = std::fs::read_to_string(&path).with_context(|| {
            format!(
                "cannot read the theme colours' stylesheet {}",
                path.display()
            )
        })?;
        Self::parse(&css).with_context(|| format!("no theme colours in {}", path.display()))
    }

    fn parse(css: &str) -> Result<Colours> {
        let value = |rule: &str, property: &str| -> Result<String> {
            let block = css
                .split_once(&format!("{rule} {{"))
                .and_then(|(_, rest)| rest.split_once('}'))
                .map(|(block, _)| block)
                .with_context(|| format!("no `{rule} {{ ... }}` rule"))?;
            block
                .split(';')
                .find_map(|d| d.trim().strip_prefix(&format!("{property}:")))
                .map(|v| v.trim().to_string())
                .with_context(|| format!("no {property} in `{rule}`"))
        };
        Ok(Colours {
            light_background: value(":root", "--bg")?,
            light_surface: value(":root", "--surface")?,
            dark_background: value("html.dark", "--bg")?,
            dark_surface: value("html.dark", "--surface")?,
        })
    }
}

#[derive(Serialize)]
struct Manifest<'a> {
    id: &'a str,
    name: &'a str,
    short_name: &'a str,
    description: &'a str,
    lang: &'a str,
    start_url: &'a str,
    scope: &'a str,
    display: &'static str,
    background_color: &'a str,
    theme_color: &'a str,
    icons: &'a [Icon],
}

/// One language's offline page (templates/sw.js `OFFLINE`): its strings, and
/// its home, whose path prefixes every page of the language.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct OfflinePage<'a> {
    lang: &'a str,
    home: &'a str,
    #[serde(flatten)]
    strings: &'a crate::content::strings::OfflineStrings,
}

#[derive(Serialize, Clone)]
struct Icon {
    src: String,
    sizes: String,
    #[serde(rename = "type")]
    mime: &'static str,
    purpose: &'static str,
}

/// Writes the manifests and the service worker into the built site `out`,
/// once every other file of the build is there (the worker's version and
/// its list of files to store come from them).
pub fn write(
    out: &Path,
    site: &Site,
    routes: &RouteTable,
    colours: &Colours,
) -> std::io::Result<()> {
    let icons = icons(out)?;
    let mut precache: Vec<String> = icons.iter().map(|i| i.src.clone()).collect();
    let mut offline = Vec::new();
    for (l, lang) in site.languages.iter().enumerate() {
        let home = routes.path(Page::Home, l);
        let manifest = Manifest {
            id: home,
            name: &site.name,
            short_name: &site.name,
            description: &site.strings[&lang.code].home.description,
            lang: &lang.code,
            start_url: home,
            scope: "/",
            display: "standalone",
            background_color: &colours.light_background,
            theme_color: &colours.light_surface,
            icons: &icons,
        };
        let json = serde_json::to_string_pretty(&manifest).map_err(std::io::Error::other)?;
        let file = out.join(home.trim_start_matches('/')).join(MANIFEST_FILE);
        std::fs::write(file, json + "\n")?;
        precache.push(home.to_string());
        offline.push(OfflinePage {
            lang: &lang.code,
            home,
            strings: &site.strings[&lang.code].offline,
        });
        precache.push(format!("{home}{MANIFEST_FILE}"));
        precache.push(crate::render::shell_view::search_index_url(&lang.code));
    }
    let mut hashed = Vec::new();
    for entry in std::fs::read_dir(out.join(HASHED_DIR))? {
        let name = entry?.file_name().to_string_lossy().into_owned();
        hashed.push(format!("/{HASHED_DIR}/{name}"));
    }
    hashed.sort();
    // WebAssembly is stored when a page that computes with it is visited:
    // a first visit should not download every category's module.
    precache.extend(hashed.iter().filter(|u| !u.ends_with(".wasm")).cloned());
    precache.sort();
    precache.dedup();
    // The hashed names change with their content; the icons do not have
    // hashed names, so their bytes count instead. Pages and search indexes
    // are fetched from the network first, so they need no new version.
    let mut hasher = Sha256::new();
    for url in hashed.iter().chain(&precache) {
        hasher.update(url.as_bytes());
        hasher.update(b"\n");
    }
    for icon in &icons {
        hasher.update(std::fs::read(out.join(icon.src.trim_start_matches('/')))?);
    }
    let digest = hasher.finalize();
    let version: String = digest[..6].iter().map(|b| format!("{b:02x}")).collect();
    fn json(value: &impl Serialize) -> std::io::Result<String> {
        serde_json::to_string(value).map_err(std::io::Error::other)
    }
    let script = SERVICE_WORKER
        .replace("__VERSION__", &version)
        .replace("__PRECACHE__", &json(&precache)?)
        .replace("__OFFLINE__", &json(&offline)?);
    std::fs::write(out.join(SERVICE_WORKER_FILE), script)
}

/// The favicon and the PNGs under `out/icons/` (`...maskable...` ones are
/// for platforms that crop icons to their own shape), sized from their headers.
fn icons(out: &Path) -> std::io::Result<Vec<Icon>> {
    let mut icons = Vec::new();
    if out.join(FAVICON).is_file() {
        icons.push(Icon {
            src: format!("/{FAVICON}"),
            sizes: "any".into(),
            mime: "image/svg+xml",
            purpose: "any",
        });
    }
    let dir = out.join(ICONS_DIR);
    if !dir.is_dir() {
        return Ok(icons);
    }
    let mut names: Vec<String> = std::fs::read_dir(&dir)?
        .map(|e| e.map(|e| e.file_name().to_string_lossy().into_owned()))
        .collect::<Result<_, _>>()?;
    names.sort();
    for name in names.into_iter().filter(|n| n.ends_with(".png")) {
        let path = dir.join(&name);
        let (width, height) = png_size(&std::fs::read(&path)?)
            .ok_or_else(|| std::io::Error::other(format!("{}: not a PNG", path.display())))?;
        icons.push(Icon {
            src: format!("/{ICONS_DIR}/{name}"),
            sizes: format!("{width}x{height}"),
            mime: "image/png",
            purpose: if name.contains("maskable") {
                "maskable"
            } else {
                "any"
            },
        });
    }
    Ok(icons)
}

/// Width and height from a PNG's signature and IHDR chunk.
fn png_size(bytes: &[u8]) -> Option<(u32, u32)> {
    const SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";
    if bytes.len() < 24 || !bytes.starts_with(SIGNATURE) || &bytes[12..16] != b"IHDR" {
        return None;
    }
    let be = |at: usize| u32::from_be_bytes(bytes[at..at + 4].try_into().unwrap_or_default());
    Some((be(16), be(20)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_come_from_the_stylesheet_rules() {
        let css = ":root {\n  color-scheme: light;\n  --bg: #f8fafc;\n  --surface: #ffffff;\n}\n\
                   html.dark {\n  --bg: #0b1220;\n  --surface: #111a2e;\n}\n";
        assert_eq!(
            Colours::parse(css).unwrap(),
            Colours {
                light_background: "#f8fafc".into(),
                light_surface: "#ffffff".into(),
                dark_background: "#0b1220".into(),
                dark_surface: "#111a2e".into(),
            }
        );
        assert!(Colours::parse(":root { --bg: #fff; }").is_err());
    }

    #[test]
    fn png_size_reads_the_header() {
        // The first 24 bytes of a 192 x 512 PNG.
        let mut png = b"\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR".to_vec();
        png.extend(192u32.to_be_bytes());
        png.extend(512u32.to_be_bytes());
        assert_eq!(png_size(&png), Some((192, 512)));
        assert_eq!(png_size(b"GIF89a"), None);
    }

    #[test]
    fn the_worker_template_has_its_placeholders() {
        assert!(SERVICE_WORKER.contains("'__VERSION__'"));
        assert!(SERVICE_WORKER.contains("= __PRECACHE__;"));
        assert!(SERVICE_WORKER.contains("= __OFFLINE__;"));
    }
}
