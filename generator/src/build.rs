//! `calcula build`: load → validate → route → render → write, each phase
//! timed. Output goes to a fresh folder that replaces dist/ only when
//! everything succeeded, so a failed build leaves the previous site intact.

use crate::assets::Assets;
use crate::compress;
use crate::content;
use crate::error::{Context, Result};
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
    /// The site's address, over content/site.yaml's `url`
    /// (`calcula build --url`, else CALCULA_URL).
    pub site_url: Option<String>,
}

pub struct BuildReport {
    pub pages: usize,
    pub phases: Vec<(&'static str, f64)>,
    /// The address the pages name: canonical links, hreflang, the sitemap,
    /// structured data.
    pub site_url: String,
}

/// `given` as the site's address: `http(s)://host[:port]`, without a
/// trailing slash. The site's links are absolute from its root, so it is
/// served at the root of its host: a path is refused.
pub fn site_url(given: &str) -> Result<String> {
    let url = given.trim().trim_end_matches('/');
    let host = url
        .strip_prefix("https://")
        .or_else(|| url.strip_prefix("http://"))
        .unwrap_or_default();
    let valid = !host.is_empty()
        && !host.starts_with(':')
        && host
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | ':' | '[' | ']'));
    if valid {
        Ok(url.to_string())
    } else {
        Err(anyhow::anyhow!("'{given}' is not a site address"))
            .context(crate::error::Hint(
                "write the address the site is served at, as https://your.host (no path: the site lives at the root of its host)",
            ))
            .context("the site's address (calcula build --url, CALCULA_URL or url in content/site.yaml) is wrong")
    }
}

/// Whether `url` is a placeholder address (RFC 2606: the `example` domain
/// and the `.example` top-level domain), that no deployed site has.
pub fn is_example_url(url: &str) -> bool {
    let host = url
        .split_once("://")
        .map_or(url, |(_, rest)| rest)
        .split(['/', ':'])
        .next()
        .unwrap_or_default()
        .to_ascii_lowercase();
    let host = host.trim_end_matches('.');
    host == "example"
        || host.ends_with(".example")
        || ["example.com", "example.net", "example.org"]
            .iter()
            .any(|d| host == *d || host.ends_with(&format!(".{d}")))
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

pub fn build(opts: &BuildOptions) -> Result<BuildReport> {
    let mut renderers = Renderers::per_core(&opts.islands_dir);
    build_with(
        opts,
        &calc_catalogue::content::MATH,
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
    render_islands: &mut dyn FnMut(&mut IslandSet) -> Result<()>,
    mut unchanged: Option<&mut render::Unchanged<'_>>,
    mode: WriteMode,
) -> Result<BuildReport> {
    let mut phases = Vec::new();
    let mut clock = Instant::now();
    let mut lap = |name: &'static str, phases: &mut Vec<(&'static str, f64)>| {
        phases.push((name, clock.elapsed().as_secs_f64() * 1000.0));
        clock = Instant::now();
    };
    // Content errors carry their files, lines and hints already, and print
    // exactly as `calcula check` prints them: no context around them.
    let mut site = content::load_with(&opts.root, math)?;
    if let Some(url) = &opts.site_url {
        site.url = site_url(url)?;
    }
    lap("load and validate", &mut phases);
    let phase = |name: &str| format!("phase '{name}' failed");
    let (routes, mut assets, sprite) = (|| {
        let routes = RouteTable::new(&site)?;
        let assets = Assets::load(&opts.islands_build)?;
        let sprite = icons::site_sprite(&opts.root, &opts.islands_dir, &site)?;
        anyhow::Ok((routes, assets, sprite))
    })()
    .with_context(|| phase("routes and assets"))
    .map_err(content_errors_alone)?;
    assets.icons = sprite.url.clone();
    let data = crate::data::pages::PageData::load(&opts.root)
        .with_context(|| phase("routes and assets"))?;
    lap("routes and assets", &mut phases);
    // Pages are written as they are rendered, never all held in memory.
    let mut compress_ms = None;
    let rendered = match mode {
        WriteMode::ChangedOnly => {
            let write_page = |file: &Path, html: &str| {
                let path = opts.out.join(file);
                write_if_changed(&path, html)
                    .with_context(|| format!("cannot write {}", path.display()))
            };
            let rendered = render::render_site(
                &site,
                &routes,
                &assets,
                &opts.islands_dir,
                &data,
                render_islands,
                unchanged.as_deref_mut(),
                &write_page,
            )
            .with_context(|| phase("render and write"))?;
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
                .with_context(|| format!("cannot write into {}", opts.out.display()))
                .with_context(|| phase("render and write"))?;
            rendered
        }
        WriteMode::Replace => {
            let mut rendered = None;
            write_atomically(&opts.out, |tmp| {
                // Pages are compressed as they are written, on the render's
                // threads, while their bytes are at hand.
                let write_page = |file: &Path, html: &str| {
                    let path = tmp.join(file);
                    write_file(&path, html)
                        .and_then(|()| match opts.precompress {
                            true => compress::write_copies(&path, html.as_bytes()).map(drop),
                            false => Ok(()),
                        })
                        .with_context(|| format!("cannot write {}", path.display()))
                };
                let site_files = render::render_site(
                    &site,
                    &routes,
                    &assets,
                    &opts.islands_dir,
                    &data,
                    render_islands,
                    unchanged,
                    &write_page,
                )?;
                for (file, body) in &site_files.files {
                    let path = tmp.join(file);
                    write_file(&path, body)
                        .with_context(|| format!("cannot write {}", path.display()))?;
                }
                rendered = Some(site_files);
                let static_dir = opts.root.join("content/static");
                copy_static(&static_dir, tmp)
                    .with_context(|| format!("cannot copy {}", static_dir.display()))?;
                // Header and redirect rules for static hosts that read them from the site.
                for name in ["_headers", "_redirects"] {
                    let from = opts.root.join("deploy").join(name);
                    if from.is_file() {
                        std::fs::copy(&from, tmp.join(name))
                            .with_context(|| format!("cannot copy {}", from.display()))?;
                    }
                }
                assets.copy_to(tmp).with_context(|| {
                    format!(
                        "cannot copy the islands' assets from {}",
                        assets.build_dir.display()
                    )
                })?;
                let sprite_path = tmp.join(sprite.url.trim_start_matches('/'));
                std::fs::write(&sprite_path, &sprite.svg)
                    .with_context(|| format!("cannot write {}", sprite_path.display()))?;
                let colours = offline::Colours::load(&opts.islands_dir)?;
                offline::write(tmp, &site, &routes, &colours)
                    .context("cannot write the service worker and web app manifests")?;
                if opts.precompress {
                    let clock = Instant::now();
                    compress::precompress(tmp, &opts.out, Some(&opts.islands_build))
                        .context("cannot write the compressed copies")?;
                    compress_ms = Some(clock.elapsed().as_secs_f64() * 1000.0);
                }
                Ok(())
            })
            .with_context(|| format!("cannot write the site into {}", opts.out.display()))
            .with_context(|| phase("render and write"))?;
            rendered.context("the render produced nothing")?
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
        site_url: site.url.clone(),
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
fn write_atomically(out: &Path, fill: impl FnOnce(&Path) -> Result<()>) -> Result<()> {
    let parent = out
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    std::fs::create_dir_all(parent)
        .with_context(|| format!("cannot create {}", parent.display()))?;
    let name = out.file_name().and_then(|n| n.to_str()).unwrap_or("dist");
    let pid = std::process::id();
    let tmp = parent.join(format!(".{name}.new-{pid}"));
    let old = parent.join(format!(".{name}.old-{pid}"));
    remove_stale(parent, name, out);
    let _ = std::fs::remove_dir_all(&tmp);
    std::fs::create_dir_all(&tmp).with_context(|| format!("cannot create {}", tmp.display()))?;
    if let Err(e) = fill(&tmp) {
        let _ = std::fs::remove_dir_all(&tmp);
        return Err(e);
    }
    let had_old = out.exists();
    if had_old {
        std::fs::rename(out, &old)
            .with_context(|| format!("cannot move {} to {}", out.display(), old.display()))?;
    }
    if let Err(e) = std::fs::rename(&tmp, out) {
        if had_old {
            let _ = std::fs::rename(&old, out);
        }
        return Err(e)
            .with_context(|| format!("cannot move {} to {}", tmp.display(), out.display()));
    }
    if had_old {
        std::fs::remove_dir_all(&old)
            .with_context(|| format!("cannot remove {}", old.display()))?;
    }
    Ok(())
}

/// Removes the temporary folders of builds killed midway (`.dist.new-<pid>`,
/// `.dist.old-<pid>` whose process is gone): nothing else ever would. A
/// stale `.old` folder is the previous site, moved aside by a build killed
/// before it put the new one in place: if `out` is missing, it goes back.
/// A folder whose process still runs (a build at the same time) is left.
fn remove_stale(parent: &Path, name: &str, out: &Path) {
    let Ok(entries) = std::fs::read_dir(parent) else {
        return;
    };
    let prefix = format!(".{name}.");
    for entry in entries.flatten() {
        let file = entry.file_name();
        let Some((kind, pid)) = file
            .to_str()
            .and_then(|f| f.strip_prefix(&prefix))
            .and_then(|rest| rest.split_once('-'))
        else {
            continue;
        };
        let Ok(pid) = pid.parse::<u32>() else {
            continue;
        };
        if !matches!(kind, "new" | "old") || process_runs(pid) {
            continue;
        }
        let path = entry.path();
        if kind == "old" && !out.exists() && std::fs::rename(&path, out).is_ok() {
            continue;
        }
        let _ = std::fs::remove_dir_all(&path);
    }
}

/// Whether process `pid` still runs (this one does). Where that cannot be
/// told, it is taken to run, and its folder is left alone.
fn process_runs(pid: u32) -> bool {
    if pid == std::process::id() {
        return true;
    }
    let proc = Path::new("/proc");
    if proc.join("self").exists() {
        return proc.join(pid.to_string()).exists();
    }
    std::process::Command::new("kill")
        .args(["-0", &pid.to_string()])
        .stderr(std::process::Stdio::null())
        .status()
        .map_or(true, |s| s.success())
}

/// `error` itself if it is only content errors (the icon check's), so that
/// they print as `calcula check` prints them; else `error` as it is.
fn content_errors_alone(error: anyhow::Error) -> anyhow::Error {
    match error.downcast::<content::ContentErrors>() {
        Ok(errors) => errors.into(),
        Err(error) => error,
    }
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
            Err(anyhow::anyhow!("boom"))
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

    /// The id of a process that has ended.
    fn ended_pid() -> u32 {
        let mut child = std::process::Command::new("true").spawn().unwrap();
        child.wait().unwrap();
        child.id()
    }

    #[test]
    fn folders_of_killed_builds_are_removed() {
        let (dir, out) = old_dist("index.html");
        let killed = dir.path().join(format!(".dist.new-{}", ended_pid()));
        let killed_old = dir.path().join(format!(".dist.old-{}", ended_pid()));
        // pid 1 (init) runs as long as the machine: a build at the same time.
        let running = dir.path().join(".dist.new-1");
        let other = dir.path().join(".public.new-7");
        for folder in [&killed, &killed_old, &running] {
            std::fs::create_dir_all(folder.join("assets")).unwrap();
        }
        std::fs::write(&other, "not a folder of this build").unwrap();
        write_atomically(&out, |tmp| {
            Ok(std::fs::write(tmp.join("index.html"), "new")?)
        })
        .unwrap();
        assert!(!killed.exists() && !killed_old.exists());
        assert!(running.exists() && other.exists());
    }

    #[test]
    fn a_site_moved_aside_by_a_killed_build_comes_back() {
        let (dir, out) = old_dist("index.html");
        let killed_old = dir.path().join(format!(".dist.old-{}", ended_pid()));
        std::fs::rename(&out, &killed_old).unwrap();
        let err = write_atomically(&out, |_| Err(anyhow::anyhow!("boom")));
        assert!(err.is_err());
        assert_eq!(
            std::fs::read_to_string(out.join("index.html")).unwrap(),
            "old"
        );
        assert!(!killed_old.exists());
    }

    #[test]
    fn a_site_address_is_an_origin() {
        assert_eq!(
            site_url(" https://calc.test.br/ ").unwrap(),
            "https://calc.test.br"
        );
        assert_eq!(
            site_url("http://127.0.0.1:8080").unwrap(),
            "http://127.0.0.1:8080"
        );
        for wrong in [
            "calc.test.br",
            "https://",
            "https://a.b/sub",
            "ftp://a.b",
            "https://a b",
            "https://a.b?x",
        ] {
            assert!(site_url(wrong).is_err(), "{wrong}");
        }
        assert!(is_example_url("https://calcula.example"));
        assert!(is_example_url("https://www.example.com:8443"));
        assert!(!is_example_url("https://calcula.com.br"));
        assert!(!is_example_url("https://example.com.br"));
    }

    #[test]
    fn successful_write_replaces_the_folder() {
        let (_dir, out) = old_dist("stale.html");
        write_atomically(&out, |tmp| {
            Ok(std::fs::write(tmp.join("index.html"), "new")?)
        })
        .unwrap();
        assert!(!out.join("stale.html").exists());
        assert_eq!(
            std::fs::read_to_string(out.join("index.html")).unwrap(),
            "new"
        );
    }
}
