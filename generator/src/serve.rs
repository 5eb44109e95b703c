//! `calcula serve`: builds, serves dist/ on loopback with the same clean-URL
//! rules as deploy/nginx.conf, rebuilds when content or locales change, and
//! reloads the open pages (or shows the build's error over them).

use crate::error::{say, Context, Result};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

mod live;
pub mod rebuild;

/// The file for a URL path: `/x` → x.html, `/dir/` → dir/index.html.
pub fn resolve(dist: &Path, url_path: &str) -> Option<PathBuf> {
    let path = url_path.split(['?', '#']).next().unwrap_or("/");
    if path
        .split('/')
        .any(|seg| seg == ".." || seg.starts_with('.'))
    {
        return None;
    }
    let rel = path.trim_start_matches('/');
    let candidates = if rel.is_empty() || path.ends_with('/') {
        vec![dist.join(rel).join("index.html")]
    } else {
        vec![
            dist.join(rel),
            dist.join(format!("{rel}.html")),
            dist.join(rel).join("index.html"),
        ]
    };
    candidates.into_iter().find(|p| p.is_file())
}

fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "json" => "application/json",
        "wasm" => "application/wasm",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "xml" => "application/xml",
        "txt" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

/// Whether a watcher event can change the site (reads and metadata changes,
/// such as the build's own reads updating access times, cannot).
fn is_edit(event: &notify::Event) -> bool {
    use notify::EventKind;
    matches!(
        event.kind,
        EventKind::Create(_) | EventKind::Remove(_) | EventKind::Any
    ) || matches!(
        event.kind,
        EventKind::Modify(kind) if !matches!(kind, notify::event::ModifyKind::Metadata(_))
    )
}

/// Editors save in bursts (write a temporary file, rename it, touch a
/// backup): wait this long after an event for the rest of its burst.
const SETTLE: Duration = Duration::from_millis(15);

/// Rebuilds on every edit under content/ and locales/, and tells the pages.
fn watch(
    root: &Path,
    hub: live::Hub,
    mut rebuild: impl FnMut() -> std::result::Result<(), String> + Send + 'static,
) -> Result<notify::RecommendedWatcher> {
    use notify::Watcher;
    let (tx, rx) = std::sync::mpsc::channel();
    let mut watcher = notify::recommended_watcher(move |event: notify::Result<notify::Event>| {
        if event.is_ok_and(|e| is_edit(&e)) {
            let _ = tx.send(Instant::now());
        }
    })
    .context("cannot watch for changes")?;
    for dir in ["content", "locales"] {
        watcher
            .watch(&root.join(dir), notify::RecursiveMode::Recursive)
            .with_context(|| format!("cannot watch {}", root.join(dir).display()))?;
    }
    std::thread::spawn(move || {
        while let Ok(first) = rx.recv() {
            while rx.recv_timeout(SETTLE).is_ok() {}
            match rebuild() {
                Ok(()) => hub.built(),
                Err(e) => {
                    say(&format!(
                        "error: build failed; the pages show it until it is fixed\n{e}"
                    ));
                    hub.failed(e);
                }
            }
            say(&format!(
                "pages told {} ms after the change",
                first.elapsed().as_millis()
            ));
        }
    });
    Ok(watcher)
}

/// Serves `dist` until stopped, rebuilding with `rebuild` on every edit.
/// `initial`: the first build's outcome (an error, as printed, is shown
/// over the pages of the previous dist/ until fixed).
pub fn serve(
    root: &Path,
    dist: &Path,
    port: u16,
    initial: std::result::Result<(), String>,
    rebuild: impl FnMut() -> std::result::Result<(), String> + Send + 'static,
) -> Result<()> {
    let server = tiny_http::Server::http(("127.0.0.1", port))
        .map_err(|e| anyhow::anyhow!(e))
        .with_context(|| format!("cannot listen on 127.0.0.1:{port}"))?;
    say(&format!(
        "serving {} on http://127.0.0.1:{port}/ (Ctrl-C stops); a preview, \
         without the .gz/.br copies: deploy what `calcula build` writes",
        dist.display()
    ));
    let hub = live::Hub::default();
    if let Err(e) = initial {
        hub.failed(e);
    }
    let _watcher = watch(root, hub.clone(), rebuild)?;
    for request in server.incoming_requests() {
        if request.url().split(['?', '#']).next() == Some(live::EVENTS_URL) {
            hub.stream(request);
            continue;
        }
        // One thread per request: a reloading page asks for its scripts,
        // styles and WebAssembly at once.
        let dist = dist.to_path_buf();
        std::thread::spawn(move || respond(request, &dist));
    }
    Ok(())
}

fn respond(request: tiny_http::Request, dist: &Path) {
    let header = |name: &str, value: &str| {
        tiny_http::Header::from_bytes(name, value).expect("static header")
    };
    let path = request.url().split(['?', '#']).next().unwrap_or("/");
    let (status, file) = match path {
        live::SCRIPT_URL => (200, Err(("js", live::SCRIPT.as_bytes().to_vec()))),
        live::STYLE_URL => (200, Err(("css", live::STYLE.as_bytes().to_vec()))),
        _ => match resolve(dist, path) {
            Some(f) => (200, Ok(f)),
            None => (404, Ok(dist.join("404.html"))),
        },
    };
    let (kind, body) = match file {
        Ok(file) => match std::fs::read(&file) {
            Ok(body) if content_type(&file).starts_with("text/html") => (
                content_type(&file),
                live::inject(&String::from_utf8_lossy(&body)).into_bytes(),
            ),
            Ok(body) => (content_type(&file), body),
            Err(_) => {
                let _ = request.respond(
                    tiny_http::Response::from_data(b"not found".to_vec()).with_status_code(404),
                );
                return;
            }
        },
        Err((ext, body)) => (content_type(Path::new(&format!("x.{ext}"))), body),
    };
    // As deploy/nginx.conf: the islands' hashed files never change (and a
    // reload need not fetch them again); everything else changes under the
    // browser with every rebuild.
    let cache = if status == 200 && path.starts_with("/assets/") {
        "public, max-age=31536000, immutable"
    } else {
        "no-cache"
    };
    let response = tiny_http::Response::from_data(body)
        .with_status_code(status)
        .with_header(header("Content-Type", kind))
        .with_header(header("Cache-Control", cache));
    let _ = request.respond(response);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clean_urls_and_no_escape() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("pt-br")).unwrap();
        std::fs::write(dir.path().join("index.html"), "").unwrap();
        std::fs::write(dir.path().join("bmi-calculator.html"), "").unwrap();
        std::fs::write(dir.path().join("pt-br/index.html"), "").unwrap();
        let served = |url| resolve(dir.path(), url);
        let file = |rel| Some(dir.path().join(rel));
        assert_eq!(served("/"), file("index.html"));
        assert_eq!(served("/bmi-calculator?x=1"), file("bmi-calculator.html"));
        assert_eq!(served("/pt-br/"), file("pt-br/index.html"));
        assert_eq!(served("/pt-br"), file("pt-br/index.html"));
        assert_eq!(resolve(dir.path(), "/../etc/passwd"), None);
        assert_eq!(resolve(dir.path(), "/nope"), None);
    }
}
