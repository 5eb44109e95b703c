//! `calcula build`: load → validate → route → render → write, each phase
//! timed. Output goes to a fresh folder that replaces dist/ only when
//! everything succeeded, so a failed build leaves the previous site intact.

use crate::assets::Assets;
use crate::compress;
use crate::content;
use crate::icons;
use crate::islands::IslandSet;
use crate::offline;
use crate::render;
use crate::renderer::Renderers;
use crate::routes::RouteTable;
use std::path::{Path, PathBuf};
use std::time::Instant;

pub struct BuildOptions {
    pub root: PathBuf,
    pub out: PathBuf,
    /// Vite's client build output (manifest and hashed assets).
    pub islands_build: PathBuf,
    /// Folder with render.mjs and the SSR bundle.
    pub islands_dir: PathBuf,
    pub quiet: bool,
    /// Write `.gz` and `.br` next to text files (crate::compress).
    pub precompress: bool,
}

pub struct BuildReport {
    pub pages: usize,
    pub phases: Vec<(&'static str, f64)>,
}

/// How a build writes its output folder.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum WriteMode {
    /// A fresh folder swapped in for the old one (`calcula build`).
    Replace,
    /// Only the pages and files whose bytes changed, into the existing
    /// folder, keeping the islands' assets (`calcula serve` after its first
    /// build: it never rebuilds the islands).
    ChangedOnly,
}

pub fn build(opts: &BuildOptions) -> Result<BuildReport, String> {
    let mut renderers = Renderers::per_core(&opts.islands_dir);
    build_with(
        opts,
        &calc_wasm::content::Registry,
        &mut |set| set.render(&mut renderers),
        None,
        WriteMode::Replace,
    )
}

/// `build`, with the content's examples computed by `math`, the islands
/// rendered by `render_islands` (`calcula serve`
/// remembers what it rendered between builds) and the pages `unchanged`
/// says are already in the output folder left as they are
/// (render::render_site).
pub fn build_with(
    opts: &BuildOptions,
    math: &dyn content::Math,
    render_islands: &mut dyn FnMut(&mut IslandSet) -> Result<(), String>,
    mut unchanged: Option<&mut render::Unchanged<'_>>,
    mode: WriteMode,
) -> Result<BuildReport, String> {
    let mut phases = Vec::new();
    let mut clock = Instant::now();
    let mut lap = |name: &'static str, phases: &mut Vec<(&'static str, f64)>| {
        phases.push((name, clock.elapsed().as_secs_f64() * 1000.0));
        clock = Instant::now();
    };
    let site = content::load_with(&opts.root, math).map_err(|e| e.to_string())?;
    lap("load and validate", &mut phases);
    let routes = RouteTable::new(&site)?;
    let mut assets = Assets::load(&opts.islands_build)?;
    let sprite = icons::site_sprite(&opts.root, &opts.islands_dir, &site)?;
    assets.icons = sprite.url.clone();
    lap("routes and assets", &mut phases);
    // Pages are written as they are rendered, never all held in memory.
    let mut render_error = None;
    let mut compress_ms = None;
    let rendered = match mode {
        WriteMode::ChangedOnly => {
            let write_page = |file: &Path, html: &str| {
                write_if_changed(&opts.out.join(file), html)
                    .map_err(|e| format!("{}: {e}", file.display()))
            };
            let rendered = render::render_site(
                &site,
                &routes,
                &assets,
                &opts.islands_dir,
                render_islands,
                unchanged.as_deref_mut(),
                &write_page,
            )?;
            let sprite_file = (
                PathBuf::from(sprite.url.trim_start_matches('/')),
                sprite.svg,
            );
            rendered
                .files
                .iter()
                .chain([&sprite_file])
                .try_for_each(|(file, text)| write_if_changed(&opts.out.join(file), text))
                .and_then(|()| copy_static(&opts.root.join("content/static"), &opts.out))
                .map_err(|e| format!("writing {}: {e}", opts.out.display()))?;
            rendered
        }
        WriteMode::Replace => {
            let mut rendered = None;
            let written = write_atomically(&opts.out, |tmp| {
                // Pages are compressed as they are written, on the render's
                // threads, while their bytes are at hand.
                let write_page = |file: &Path, html: &str| {
                    let path = tmp.join(file);
                    write_file(&path, html)
                        .and_then(|()| match opts.precompress {
                            true => compress::write_copies(&path, html.as_bytes()).map(drop),
                            false => Ok(()),
                        })
                        .map_err(|e| format!("{}: {e}", file.display()))
                };
                let site_files = render::render_site(
                    &site,
                    &routes,
                    &assets,
                    &opts.islands_dir,
                    render_islands,
                    unchanged,
                    &write_page,
                )
                .map_err(|e| std::io::Error::other(render_error.insert(e).clone()))?;
                for (file, body) in &site_files.files {
                    write_file(&tmp.join(file), body)?;
                }
                rendered = Some(site_files);
                copy_static(&opts.root.join("content/static"), tmp)?;
                // Header and redirect rules for static hosts that read them from the site.
                for name in ["_headers", "_redirects"] {
                    let from = opts.root.join("deploy").join(name);
                    if from.is_file() {
                        std::fs::copy(&from, tmp.join(name))?;
                    }
                }
                assets.copy_to(tmp)?;
                std::fs::write(tmp.join(sprite.url.trim_start_matches('/')), &sprite.svg)?;
                let colours =
                    offline::Colours::load(&opts.islands_dir).map_err(std::io::Error::other)?;
                offline::write(tmp, &site, &routes, &colours)?;
                if opts.precompress {
                    let clock = Instant::now();
                    compress::precompress(tmp, &opts.out, Some(&opts.islands_build))?;
                    compress_ms = Some(clock.elapsed().as_secs_f64() * 1000.0);
                }
                Ok(())
            });
            if let Some(e) = render_error {
                return Err(e);
            }
            written.map_err(|e| format!("writing {}: {e}", opts.out.display()))?;
            rendered.ok_or("the render produced nothing")?
        }
    };
    lap("render and write", &mut phases);
    // The render's own steps say more than the total; the rest is writing.
    let (_, total) = phases.pop().unwrap_or(("", 0.0));
    let steps: f64 =
        rendered.phases.iter().map(|(_, ms)| ms).sum::<f64>() + compress_ms.unwrap_or(0.0);
    phases.extend_from_slice(&rendered.phases);
    phases.push(("write", (total - steps).max(0.0)));
    if let Some(ms) = compress_ms {
        phases.push(("compress", ms));
    }
    Ok(BuildReport {
        pages: rendered.pages,
        phases,
    })
}

fn write_if_changed(path: &Path, text: &str) -> std::io::Result<()> {
    if std::fs::read(path).is_ok_and(|old| old == text.as_bytes()) {
        return Ok(());
    }
    write_file(path, text)
}

fn write_file(path: &Path, body: &str) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    std::fs::write(path, body)
}

/// Files served as they are (favicon, verification files), if any.
fn copy_static(from: &Path, to: &Path) -> std::io::Result<()> {
    if !from.is_dir() {
        return Ok(());
    }
    for entry in walkdir::WalkDir::new(from) {
        let entry = entry.map_err(std::io::Error::other)?;
        let target = to.join(
            entry
                .path()
                .strip_prefix(from)
                .map_err(std::io::Error::other)?,
        );
        if entry.file_type().is_dir() {
            std::fs::create_dir_all(&target)?;
        } else {
            std::fs::copy(entry.path(), &target)?;
        }
    }
    Ok(())
}

/// Writes into a sibling temporary folder, then swaps it in for `out`.
fn write_atomically(
    out: &Path,
    fill: impl FnOnce(&Path) -> std::io::Result<()>,
) -> std::io::Result<()> {
    let parent = out
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    std::fs::create_dir_all(parent)?;
    let name = out.file_name().and_then(|n| n.to_str()).unwrap_or("dist");
    let pid = std::process::id();
    let tmp = parent.join(format!(".{name}.new-{pid}"));
    let old = parent.join(format!(".{name}.old-{pid}"));
    let _ = std::fs::remove_dir_all(&tmp);
    std::fs::create_dir_all(&tmp)?;
    if let Err(e) = fill(&tmp) {
        let _ = std::fs::remove_dir_all(&tmp);
        return Err(e);
    }
    let had_old = out.exists();
    if had_old {
        std::fs::rename(out, &old)?;
    }
    if let Err(e) = std::fs::rename(&tmp, out) {
        if had_old {
            let _ = std::fs::rename(&old, out);
        }
        return Err(e);
    }
    if had_old {
        std::fs::remove_dir_all(&old)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A temporary folder holding `dist/` with one file, `name`, that says "old".
    fn old_dist(name: &str) -> (tempfile::TempDir, PathBuf) {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("dist");
        std::fs::create_dir_all(&out).unwrap();
        std::fs::write(out.join(name), "old").unwrap();
        (dir, out)
    }

    #[test]
    fn failed_write_keeps_the_old_folder() {
        let (dir, out) = old_dist("index.html");
        let err = write_atomically(&out, |tmp| {
            std::fs::write(tmp.join("index.html"), "new")?;
            Err(std::io::Error::other("boom"))
        });
        assert!(err.is_err());
        assert_eq!(
            std::fs::read_to_string(out.join("index.html")).unwrap(),
            "old"
        );
        assert_eq!(
            std::fs::read_dir(dir.path()).unwrap().count(),
            1,
            "no temporary folder left behind"
        );
    }

    #[test]
    fn successful_write_replaces_the_folder() {
        let (_dir, out) = old_dist("stale.html");
        write_atomically(&out, |tmp| std::fs::write(tmp.join("index.html"), "new")).unwrap();
        assert!(!out.join("stale.html").exists());
        assert_eq!(
            std::fs::read_to_string(out.join("index.html")).unwrap(),
            "new"
        );
    }
}
