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
/// Gzip, for clients without brotli: the highest level for the hashed
/// files, compressed once; the usual level 6 for the rest, which on this
/// site's pages is 0.1 % larger than 9 for three quarters of the time.
const GZIP_LEVEL_HASHED: u32 = 9;
const GZIP_LEVEL: u32 = 6;
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
/// MIN_BYTES that has neither yet (pages compressed as they were written
/// by `write_copies`), each only when it is smaller than the original. A
/// hashed file that `previous` (the last build's folder, if any) or
/// `cache` (the front end's build folder, where the hashed files come
/// from) holds with the same bytes and its copies takes those copies;
/// otherwise its copies are also left in `cache`, so the front end's files
/// are compressed once per front-end build, not once per site build. Uses
/// every core.
pub fn precompress(dir: &Path, previous: &Path, cache: Option<&Path>) -> io::Result<Totals> {
    let files = text_files(dir)?;
    let next = AtomicUsize::new(0);
    let totals = Mutex::new(Totals::default());
    let first_error: Mutex<Option<io::Error>> = Mutex::new(None);
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get());
    std::thread::scope(|scope| {
        for _ in 0..workers.min(files.len().max(1)) {
            scope.spawn(|| {
                while let Some(path) = files.get(next.fetch_add(1, Ordering::Relaxed)) {
                    match compress_file(dir, previous, cache, path) {
                        Ok(done) => totals.lock().unwrap_or_else(|e| e.into_inner()).add(&done),
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

impl Totals {
    fn add(&mut self, other: &Totals) {
        self.files += other.files;
        self.bytes += other.bytes;
        self.gzip_bytes += other.gzip_bytes;
        self.brotli_bytes += other.brotli_bytes;
    }
}

/// Writes the `.gz` and `.br` copies of `data`, just written to `path` (a
/// file new with each build, such as a page), when they are smaller.
pub fn write_copies(path: &Path, data: &[u8]) -> io::Result<Totals> {
    if data.len() < MIN_BYTES || !is_text(path) {
        return Ok(Totals::default());
    }
    let copies = (gzip(data, GZIP_LEVEL)?, brotli(data, BROTLI_QUALITY)?);
    write_smaller(path, data, &copies)
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

fn compress_file(
    dir: &Path,
    previous: &Path,
    cache: Option<&Path>,
    path: &Path,
) -> io::Result<Totals> {
    if with_suffix(path, "gz").exists() || with_suffix(path, "br").exists() {
        return Ok(Totals::default());
    }
    let data = std::fs::read(path)?;
    if data.len() < MIN_BYTES {
        return Ok(Totals::default());
    }
    let relative = path.strip_prefix(dir).map_err(io::Error::other)?;
    if !relative.starts_with(HASHED_DIR) {
        let copies = (gzip(&data, GZIP_LEVEL)?, brotli(&data, BROTLI_QUALITY)?);
        return write_smaller(path, &data, &copies);
    }
    let sources = [Some(previous), cache];
    if let Some(copies) = sources
        .into_iter()
        .flatten()
        .find_map(|from| reusable(&from.join(relative), &data))
    {
        return write_smaller(path, &data, &copies);
    }
    let copies = (
        gzip(&data, GZIP_LEVEL_HASHED)?,
        brotli(&data, BROTLI_QUALITY_HASHED)?,
    );
    if let Some(cache) = cache {
        let original = cache.join(relative);
        if std::fs::read(&original).is_ok_and(|bytes| bytes == data) {
            // Best effort: a cache that cannot be written is only slower.
            let _ = write_atomically(&with_suffix(&original, "gz"), &copies.0)
                .and_then(|()| write_atomically(&with_suffix(&original, "br"), &copies.1));
        }
    }
    write_smaller(path, &data, &copies)
}

/// Writes each of the `(gzip, brotli)` copies of `data` next to `path` when
/// it is smaller than `data`.
fn write_smaller(path: &Path, data: &[u8], (gz, br): &(Vec<u8>, Vec<u8>)) -> io::Result<Totals> {
    let mut done = Totals {
        files: 1,
        bytes: data.len() as u64,
        ..Totals::default()
    };
    if gz.len() < data.len() {
        std::fs::write(with_suffix(path, "gz"), gz)?;
        done.gzip_bytes = gz.len() as u64;
    }
    if br.len() < data.len() {
        std::fs::write(with_suffix(path, "br"), br)?;
        done.brotli_bytes = br.len() as u64;
    }
    Ok(done)
}

/// A file that is either whole or absent, never half written.
fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let partial = with_suffix(path, &format!("partial-{}", std::process::id()));
    std::fs::write(&partial, bytes)?;
    std::fs::rename(&partial, path)
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

/// Gzip with no file name and a zero time in the header, so the same input
/// always gives the same bytes.
fn gzip(data: &[u8], level: u32) -> io::Result<Vec<u8>> {
    let mut encoder = flate2::GzBuilder::new().write(
        Vec::with_capacity(data.len() / 3),
        flate2::Compression::new(level),
    );
    encoder.write_all(data)?;
    encoder.finish()
}

/// The brotli window for `len` bytes: one step above the smallest that
/// holds them all, at most BROTLI_WINDOW_BITS. The encoder clears tables
/// of the window's size for every file: on a 74 KB page the largest window
/// took 2.4 ms where this one takes 1.3, for the same bytes.
fn window_bits(len: usize) -> i32 {
    let mut bits = 10;
    while bits < BROTLI_WINDOW_BITS && (1usize << bits) - 16 < len {
        bits += 1;
    }
    (bits + 1).min(BROTLI_WINDOW_BITS)
}

fn brotli(data: &[u8], quality: i32) -> io::Result<Vec<u8>> {
    let params = brotli::enc::BrotliEncoderParams {
        quality,
        lgwin: window_bits(data.len()),
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

        let totals = precompress(dir.path(), Path::new("/nonexistent"), None).unwrap();
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
        precompress(new.path(), old.path(), None).unwrap();
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
        assert_eq!(gzip(&data, 9).unwrap(), gzip(&data, 9).unwrap());
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
        precompress(dir.path(), Path::new("/nonexistent"), None).unwrap();
        let smaller = |suffix| {
            std::fs::metadata(dir.path().join(format!("noise.js.{suffix}")))
                .map_or(true, |m| (m.len() as usize) < noise.len())
        };
        assert!(smaller("gz") && smaller("br"));
    }

    #[test]
    fn hashed_files_are_compressed_once_into_the_cache() {
        let cache = tempfile::tempdir().unwrap();
        let script = "export const b = 2;\n".repeat(40);
        std::fs::create_dir(cache.path().join("assets")).unwrap();
        std::fs::write(cache.path().join("assets/x.js"), &script).unwrap();
        let first = tempfile::tempdir().unwrap();
        std::fs::create_dir(first.path().join("assets")).unwrap();
        std::fs::write(first.path().join("assets/x.js"), &script).unwrap();
        precompress(first.path(), Path::new("/nonexistent"), Some(cache.path())).unwrap();
        let cached = std::fs::read(cache.path().join("assets/x.js.br")).unwrap();
        assert_eq!(
            cached,
            std::fs::read(first.path().join("assets/x.js.br")).unwrap()
        );
        // A later build takes the cache's copies (marked here to tell them apart).
        std::fs::write(cache.path().join("assets/x.js.br"), "cached br").unwrap();
        let second = tempfile::tempdir().unwrap();
        std::fs::create_dir(second.path().join("assets")).unwrap();
        std::fs::write(second.path().join("assets/x.js"), &script).unwrap();
        precompress(second.path(), Path::new("/nonexistent"), Some(cache.path())).unwrap();
        assert_eq!(
            std::fs::read(second.path().join("assets/x.js.br")).unwrap(),
            b"cached br"
        );
        let names: Vec<_> = std::fs::read_dir(cache.path().join("assets"))
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(
            names.len(),
            3,
            "the original and its two copies, no partial file: {names:?}"
        );
    }

    #[test]
    fn pages_compressed_as_written_are_not_compressed_again() {
        let dir = tempfile::tempdir().unwrap();
        let page = "<p>written</p>\n".repeat(100);
        let path = dir.path().join("page.html");
        std::fs::write(&path, &page).unwrap();
        let totals = write_copies(&path, page.as_bytes()).unwrap();
        assert_eq!(totals.files, 1);
        let mut gunzipped = String::new();
        flate2::read::GzDecoder::new(&std::fs::read(dir.path().join("page.html.gz")).unwrap()[..])
            .read_to_string(&mut gunzipped)
            .unwrap();
        assert_eq!(gunzipped, page);
        std::fs::write(dir.path().join("page.html.br"), "kept").unwrap();
        let again = precompress(dir.path(), Path::new("/nonexistent"), None).unwrap();
        assert_eq!(again.files, 0);
        assert_eq!(
            std::fs::read(dir.path().join("page.html.br")).unwrap(),
            b"kept"
        );
    }

    #[test]
    fn the_brotli_window_holds_the_whole_file() {
        assert_eq!(window_bits(0), 11);
        assert_eq!(window_bits(74_000), 18);
        assert_eq!(window_bits(1 << 30), BROTLI_WINDOW_BITS);
        for len in [1_000, 70_000, 1_000_000, 4_000_000] {
            assert!((1usize << window_bits(len)) - 16 >= len);
        }
    }
}
