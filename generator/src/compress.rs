//! Precompressed copies of the built site's text files: `x.gz` and `x.br`
//! next to `x`, so a server sends them as they are (nginx's gzip_static and
//! brotli_static, a CDN or bucket with Content-Encoding metadata) instead of
//! compressing on every request, and at the highest levels, which are too
//! slow to use per request.

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// Extensions of the files worth compressing (images such as PNG already are).
const TEXT_EXTENSIONS: &[&str] = &[
    "html",
    "css",
    "js",
    "mjs",
    "json",
    "svg",
    "wasm",
    "xml",
    "txt",
    "webmanifest",
];

/// Smaller files gain nothing worth a second request path (nginx's
/// gzip_min_length in deploy/nginx.conf says the same).
const MIN_BYTES: usize = 256;

/// For the content-hashed files under assets/ (scripts, styles,
/// WebAssembly: what a first visit waits for). Measured on this site's 2.7 MB
/// of them, one core: quality 9 gives 1,026 KB in 2.6 s, 10 gives 964 KB in
/// 4.9 s, 11 gives 938 KB in 11 s. 10 keeps most of the gain at half the
/// cost, and a build pays it only for changed files: it reuses the previous
/// build's copies of a file with the same bytes.
const BROTLI_QUALITY_HASHED: i32 = 10;
/// For the rest (HTML, search index, sitemap), new with each build: on this
/// site's 5.2 MB of English pages, 909 KB in 0.19 s, where 9 gives 897 KB in
/// 2.2 s and 11 gives 801 KB in 21 s.
const BROTLI_QUALITY: i32 = 5;
const BROTLI_WINDOW_BITS: i32 = 22;
/// The folder of the content-hashed files, relative to the site's root.
const HASHED_DIR: &str = "assets";

/// What `precompress` wrote.
#[derive(Debug, Default, PartialEq)]
pub struct Totals {
    pub files: usize,
    pub bytes: u64,
    pub gzip_bytes: u64,
    pub brotli_bytes: u64,
}

/// Writes `.gz` and `.br` next to every text file under `dir` of at least
/// MIN_BYTES, each only when it is smaller than the original. A hashed file
/// that `previous` (the last build's folder, if any) holds with the same
/// bytes takes that build's copies instead. Uses every core.
pub fn precompress(dir: &Path, previous: &Path) -> io::Result<Totals> {
    let files = text_files(dir)?;
    let next = AtomicUsize::new(0);
    let totals = Mutex::new(Totals::default());
    let first_error: Mutex<Option<io::Error>> = Mutex::new(None);
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get());
    std::thread::scope(|scope| {
        for _ in 0..workers.min(files.len().max(1)) {
            scope.spawn(|| {
                while let Some(path) = files.get(next.fetch_add(1, Ordering::Relaxed)) {
                    match compress_file(dir, previous, path) {
                        Ok(Some(done)) => {
                            let mut t = totals.lock().unwrap_or_else(|e| e.into_inner());
                            t.files += 1;
                            t.bytes += done.bytes;
                            t.gzip_bytes += done.gzip_bytes;
                            t.brotli_bytes += done.brotli_bytes;
                        }
                        Ok(None) => {}
                        Err(e) => {
                            let error =
                                io::Error::new(e.kind(), format!("{}: {e}", path.display()));
                            first_error
                                .lock()
                                .unwrap_or_else(|e| e.into_inner())
                                .get_or_insert(error);
                            return;
                        }
                    }
                }
            });
        }
    });
    match first_error.into_inner().unwrap_or_else(|e| e.into_inner()) {
        Some(e) => Err(e),
        None => Ok(totals.into_inner().unwrap_or_else(|e| e.into_inner())),
    }
}

fn is_text(path: &Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| TEXT_EXTENSIONS.contains(&e))
}

fn text_files(dir: &Path) -> io::Result<Vec<PathBuf>> {
    let mut out = Vec::new();
    for entry in walkdir::WalkDir::new(dir) {
        let entry = entry.map_err(io::Error::other)?;
        if entry.file_type().is_file() && is_text(entry.path()) {
            out.push(entry.into_path());
        }
    }
    // The largest first, so no core is left with a big file at the end.
    out.sort_by_cached_key(|p| std::cmp::Reverse(p.metadata().map_or(0, |m| m.len())));
    Ok(out)
}

fn compress_file(dir: &Path, previous: &Path, path: &Path) -> io::Result<Option<Totals>> {
    let data = std::fs::read(path)?;
    if data.len() < MIN_BYTES {
        return Ok(None);
    }
    let relative = path.strip_prefix(dir).map_err(io::Error::other)?;
    let hashed = relative.starts_with(HASHED_DIR);
    let (gz, br) = match hashed.then(|| reusable(&previous.join(relative), &data)) {
        Some(Some(copies)) => copies,
        _ => {
            let quality = if hashed {
                BROTLI_QUALITY_HASHED
            } else {
                BROTLI_QUALITY
            };
            (gzip(&data)?, brotli(&data, quality)?)
        }
    };
    let mut done = Totals {
        files: 1,
        bytes: data.len() as u64,
        ..Totals::default()
    };
    if gz.len() < data.len() {
        std::fs::write(with_suffix(path, "gz"), &gz)?;
        done.gzip_bytes = gz.len() as u64;
    }
    if br.len() < data.len() {
        std::fs::write(with_suffix(path, "br"), &br)?;
        done.brotli_bytes = br.len() as u64;
    }
    Ok(Some(done))
}

/// The last build's `.gz` and `.br` of `old`, if `old` has the bytes `data`
/// and both copies are there.
fn reusable(old: &Path, data: &[u8]) -> Option<(Vec<u8>, Vec<u8>)> {
    if std::fs::read(old).ok()? != data {
        return None;
    }
    Some((
        std::fs::read(with_suffix(old, "gz")).ok()?,
        std::fs::read(with_suffix(old, "br")).ok()?,
    ))
}

/// `page.html` → `page.html.gz`
fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_os_string();
    name.push(".");
    name.push(suffix);
    PathBuf::from(name)
}

/// Gzip at level 9, with no file name and a zero time in the header, so the
/// same input always gives the same bytes.
fn gzip(data: &[u8]) -> io::Result<Vec<u8>> {
    let mut encoder = flate2::GzBuilder::new().write(
        Vec::with_capacity(data.len() / 3),
        flate2::Compression::best(),
    );
    encoder.write_all(data)?;
    encoder.finish()
}

fn brotli(data: &[u8], quality: i32) -> io::Result<Vec<u8>> {
    let params = brotli::enc::BrotliEncoderParams {
        quality,
        lgwin: BROTLI_WINDOW_BITS,
        size_hint: data.len(),
        ..Default::default()
    };
    let mut out = Vec::with_capacity(data.len() / 3);
    brotli::BrotliCompress(&mut &data[..], &mut out, &params)?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;

    #[test]
    fn writes_both_encodings_of_text_files_that_decode_to_the_original() {
        let dir = tempfile::tempdir().unwrap();
        let page = "<p>calcula</p>\n".repeat(100);
        std::fs::create_dir(dir.path().join("assets")).unwrap();
        std::fs::write(dir.path().join("index.html"), &page).unwrap();
        std::fs::write(dir.path().join("assets/a.wasm"), vec![0u8; 4096]).unwrap();
        std::fs::write(dir.path().join("tiny.css"), "a{}").unwrap();
        std::fs::write(dir.path().join("icon.png"), vec![0u8; 4096]).unwrap();

        let totals = precompress(dir.path(), Path::new("/nonexistent")).unwrap();
        assert_eq!(totals.files, 2, "index.html and a.wasm");
        assert_eq!(totals.bytes, page.len() as u64 + 4096);

        let mut gunzipped = String::new();
        flate2::read::GzDecoder::new(&std::fs::read(dir.path().join("index.html.gz")).unwrap()[..])
            .read_to_string(&mut gunzipped)
            .unwrap();
        assert_eq!(gunzipped, page);
        let mut unbrotlied = Vec::new();
        brotli::BrotliDecompress(
            &mut &std::fs::read(dir.path().join("assets/a.wasm.br")).unwrap()[..],
            &mut unbrotlied,
        )
        .unwrap();
        assert_eq!(unbrotlied, vec![0u8; 4096]);
        assert!(!dir.path().join("tiny.css.gz").exists(), "below MIN_BYTES");
        assert!(!dir.path().join("icon.png.br").exists(), "not a text file");
    }

    #[test]
    fn hashed_files_reuse_the_previous_builds_copies_of_the_same_bytes() {
        let old = tempfile::tempdir().unwrap();
        let new = tempfile::tempdir().unwrap();
        let script = "export const a = 1;\n".repeat(40);
        for dir in [old.path(), new.path()] {
            std::fs::create_dir(dir.join("assets")).unwrap();
            std::fs::write(dir.join("assets/same.js"), &script).unwrap();
            std::fs::write(dir.join("assets/changed.js"), format!("{script}{dir:?}")).unwrap();
        }
        for (name, marker) in [("same.js", "old gz"), ("changed.js", "old gz")] {
            std::fs::write(old.path().join("assets").join(format!("{name}.gz")), marker).unwrap();
            std::fs::write(
                old.path().join("assets").join(format!("{name}.br")),
                "old br",
            )
            .unwrap();
        }
        precompress(new.path(), old.path()).unwrap();
        let read = |name: &str| std::fs::read(new.path().join("assets").join(name)).unwrap();
        assert_eq!(read("same.js.gz"), b"old gz", "same bytes: the old copy");
        assert_eq!(read("same.js.br"), b"old br");
        assert_ne!(
            read("changed.js.gz"),
            b"old gz",
            "changed bytes: compressed anew"
        );
    }

    #[test]
    fn output_is_the_same_on_every_run() {
        let data = b"same input, same bytes: caches and diffs of dist/ stay quiet ".repeat(20);
        assert_eq!(gzip(&data).unwrap(), gzip(&data).unwrap());
        assert_eq!(brotli(&data, 11).unwrap(), brotli(&data, 11).unwrap());
    }

    #[test]
    fn incompressible_files_get_no_copy() {
        let dir = tempfile::tempdir().unwrap();
        // A byte sequence with no repetition for gzip or brotli to use.
        let noise: Vec<u8> = (0u32..2048)
            .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
            .collect();
        std::fs::write(dir.path().join("noise.js"), &noise).unwrap();
        precompress(dir.path(), Path::new("/nonexistent")).unwrap();
        let smaller = |suffix| {
            std::fs::metadata(dir.path().join(format!("noise.js.{suffix}")))
                .map_or(true, |m| (m.len() as usize) < noise.len())
        };
        assert!(smaller("gz") && smaller("br"));
    }
}
