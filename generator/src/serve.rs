//! `calcula serve`: builds, serves dist/ on loopback with the same clean-URL
//! rules as deploy/nginx.conf, and rebuilds when content or locales change.

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

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

/// Latest modification time under the watched folders.
fn latest_change(root: &Path) -> SystemTime {
    ["content", "locales"]
        .iter()
        .flat_map(|d| {
            walkdir::WalkDir::new(root.join(d))
                .into_iter()
                .filter_map(Result::ok)
        })
        .filter_map(|e| e.metadata().ok()?.modified().ok())
        .max()
        .unwrap_or(SystemTime::UNIX_EPOCH)
}

pub fn serve(
    root: &Path,
    dist: &Path,
    port: u16,
    rebuild: impl Fn() + Send + 'static,
) -> Result<(), String> {
    let server = tiny_http::Server::http(("127.0.0.1", port))
        .map_err(|e| format!("cannot listen on 127.0.0.1:{port}: {e}"))?;
    eprintln!(
        "serving {} on http://127.0.0.1:{port}/ (Ctrl-C stops)",
        dist.display()
    );
    let watched = root.to_path_buf();
    std::thread::spawn(move || {
        let mut seen = latest_change(&watched);
        loop {
            std::thread::sleep(Duration::from_millis(500));
            let now = latest_change(&watched);
            if now > seen {
                seen = now;
                rebuild();
            }
        }
    });
    for request in server.incoming_requests() {
        let (status, file) = match resolve(dist, request.url()) {
            Some(f) => (200, f),
            None => (404, dist.join("404.html")),
        };
        let response = match std::fs::read(&file) {
            Ok(body) => tiny_http::Response::from_data(body)
                .with_status_code(status)
                .with_header(
                    tiny_http::Header::from_bytes("Content-Type", content_type(&file))
                        .expect("static header"),
                ),
            Err(_) => tiny_http::Response::from_data(b"not found".to_vec()).with_status_code(404),
        };
        let _ = request.respond(response);
    }
    Ok(())
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
