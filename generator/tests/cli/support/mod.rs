//! Fixture sites: tests/sites/valid (a few calculators chosen to cover what
//! the generator does) copied into a temporary folder, with a stand-in
//! island renderer and Vite manifest so the generator can be tested without
//! building the front end; tests/sites/invalid-*, each the valid site with a
//! few of its files replaced to hold one mistake. The site's own content is
//! not used (editing a real calculator must not break these tests), except
//! by `Fixture::real` for the checks that are about all of it.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

pub struct Fixture {
    root: PathBuf,
    /// Removes a test's own site when the test ends (none for `built_once`).
    _temporary: Option<tempfile::TempDir>,
}

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

fn sites() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/sites")
}

fn copy_tree(from: &Path, to: &Path) {
    for entry in walkdir::WalkDir::new(from) {
        let entry = entry.unwrap();
        let rel = entry.path().strip_prefix(from).unwrap();
        let target = to.join(rel);
        if entry.file_type().is_dir() {
            std::fs::create_dir_all(&target).unwrap();
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
}

/// islands/render.mjs's protocol: a JSON array of requests a line in, the
/// HTML of each a line out. The Sidebar's stand-in draws its links as the
/// real one does, marking the current page's (the generator moves that
/// mark between pages of a group: crate::render::shell_view::mark_edits).
const FAKE_RENDERER: &str = r#"
import { createInterface } from 'node:readline';
const link = (cls, href, current) => `<a class="${cls}" href="${href}"${current ? ' aria-current="page"' : ''}>`;
const sidebar = ({ groups, currentPath }) => groups
  .map((g) => link('shell-group-link', g.href, g.href === currentPath) +
    (g.items ?? []).map((i) => link('shell-item', i.href, i.href === currentPath)).join(''))
  .join('');
for await (const line of createInterface({ input: process.stdin })) {
  const requests = JSON.parse(line);
  const html = requests.map((r) => r.island === 'Sidebar' ? sidebar(r.props) : `<p class="ssr">${r.island}:${r.props.id}</p>`);
  process.stdout.write(JSON.stringify(html) + '\n');
}
"#;

/// The valid fixture site built once for every test that only reads what the
/// build wrote, at `target/tmp/valid-site`: cargo's folder for integration
/// tests' files, replaced at the first use in every run.
pub fn built_once() -> &'static Fixture {
    static SITE: OnceLock<Fixture> = OnceLock::new();
    SITE.get_or_init(|| {
        let root = Path::new(env!("CARGO_TARGET_TMPDIR")).join("valid-site");
        if root.exists() {
            std::fs::remove_dir_all(&root).unwrap();
        }
        std::fs::create_dir_all(&root).unwrap();
        let site = Fixture::populate(root, None);
        site.build();
        site
    })
}

impl Fixture {
    /// A test's own copy of the valid fixture site, in a temporary folder.
    pub fn valid() -> Fixture {
        let dir = tempfile::tempdir().unwrap();
        Fixture::populate(dir.path().to_path_buf(), Some(dir))
    }

    /// The valid site with tests/sites/`name` laid over it.
    pub fn invalid(name: &str) -> Fixture {
        let site = Fixture::valid();
        site.overlay(name);
        site
    }

    /// The repository itself, for the tests about its real content as a
    /// whole (every calculator's math through `calcula eval`). Read only:
    /// nothing may be written or edited through it.
    pub fn real() -> Fixture {
        Fixture {
            root: repo(),
            _temporary: None,
        }
    }

    /// Replaces this site's files with those of tests/sites/`name` (each
    /// holds the valid site's file with one mistake in it).
    pub fn overlay(&self, name: &str) {
        let from = sites().join(name);
        assert!(from.is_dir(), "no fixture site {}", from.display());
        copy_tree(&from, &self.root);
    }

    fn populate(root: PathBuf, temporary: Option<tempfile::TempDir>) -> Fixture {
        copy_tree(&sites().join("valid"), &root);
        let islands = root.join("islands");
        std::fs::create_dir_all(islands.join("ssr-build")).unwrap();
        std::fs::create_dir_all(islands.join("build/.vite")).unwrap();
        std::fs::create_dir_all(islands.join("build/assets")).unwrap();
        std::fs::write(islands.join("render.mjs"), FAKE_RENDERER).unwrap();
        // The real icon set (installed by npm), the islands' icon list and
        // the stylesheet the theme colours come from (crate::offline).
        for rel in [
            "node_modules/lucide-static/icon-nodes.json",
            "src/interface-icons.json",
            "src/styles/site.css",
        ] {
            let to = islands.join(rel);
            std::fs::create_dir_all(to.parent().unwrap()).unwrap();
            std::fs::copy(repo().join("islands").join(rel), &to)
                .unwrap_or_else(|e| panic!("islands/{rel}: {e} (run npm ci in islands/)"));
        }
        std::fs::write(islands.join("build/assets/main-abc123.js"), "// loader").unwrap();
        std::fs::write(islands.join("build/assets/main-abc123.css"), "/* css */").unwrap();
        std::fs::write(
            islands.join("build/.vite/manifest.json"),
            r#"{"src/main.ts":{"file":"assets/main-abc123.js","css":["assets/main-abc123.css"],"isEntry":true}}"#,
        )
        .unwrap();
        Fixture {
            root,
            _temporary: temporary,
        }
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    pub fn path(&self, rel: &str) -> PathBuf {
        self.root.join(rel)
    }

    pub fn read(&self, rel: &str) -> String {
        std::fs::read_to_string(self.path(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
    }

    /// Replaces `from` (which must occur) with `to` in a file of this
    /// fixture site (for a mistake in a file too long to copy whole into
    /// an overlay, such as the interface strings).
    pub fn edit(&self, rel: &str, from: &str, to: &str) {
        assert_ne!(self.root, repo(), "the real content is never edited");
        let text = self.read(rel);
        assert!(text.contains(from), "{rel} does not contain {from:?}");
        std::fs::write(self.path(rel), text.replacen(from, to, 1)).unwrap();
    }

    /// Runs the real binary in this site.
    pub fn calcula(&self, args: &[&str]) -> std::process::Output {
        std::process::Command::new(env!("CARGO_BIN_EXE_calcula"))
            .arg("--root")
            .arg(self.root())
            .args(args)
            .output()
            .unwrap()
    }

    /// `calcula <args>` (an `eval`), which must succeed: its output as JSON.
    pub fn eval_json(&self, args: &[&str]) -> serde_json::Value {
        let out = self.calcula(args);
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        serde_json::from_slice(&out.stdout).unwrap()
    }

    /// `calcula <args>` refused: exit 2, nothing on stdout; its stderr.
    pub fn refused(&self, args: &[&str]) -> String {
        let out = self.calcula(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        String::from_utf8(out.stderr).unwrap()
    }

    /// Runs `calcula build`, which must succeed (its stderr is the message).
    pub fn build(&self) {
        // No .gz/.br copies: generator/src/compress.rs tests those, and
        // every fixture build would pay for them.
        let out = self.calcula(&["build", "--no-precompress"]);
        assert!(
            out.status.success(),
            "build failed:\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

/// The calculator island's props on a page, parsed.
pub fn calculator_props(html: &str) -> serde_json::Value {
    let script = html
        .find("<script type=\"application/json\" id=\"calc-")
        .expect("calculator props script");
    let start = script + html[script..].find('>').unwrap() + 1;
    let end = start + html[start..].find("</script>").unwrap();
    serde_json::from_str(&html[start..end]).unwrap()
}

/// `calcula` exited with `code`, printing nothing but `stderr` there.
pub fn assert_exit(out: &std::process::Output, code: i32, stderr: &str) {
    assert_eq!(out.status.code(), Some(code), "{out:?}");
    assert!(out.stdout.is_empty(), "{out:?}");
    assert_eq!(String::from_utf8_lossy(&out.stderr), stderr);
}

/// Number `key` of `v` within `relative` of `expected` (absolutely when
/// `expected` is 0).
pub fn assert_near(v: &serde_json::Value, key: &str, expected: f64, relative: f64) {
    let got = v[key].as_f64().unwrap_or_else(|| panic!("{key} in {v}"));
    let gap = if expected == 0.0 {
        got.abs()
    } else {
        ((got - expected) / expected).abs()
    };
    assert!(gap <= relative, "{key}: {got} vs {expected}");
}

/// Number `key` of `v` equal to `expected` to the cent.
pub fn assert_cent(v: &serde_json::Value, key: &str, expected: f64) {
    let got = v[key].as_f64().unwrap_or_else(|| panic!("{key} in {v}"));
    assert!((got - expected).abs() < 0.005, "{key}: {got} vs {expected}");
}

/// `text` holds `needle`; the whole text is shown when it does not.
pub fn assert_contains(text: &str, needle: &str) {
    assert!(text.contains(needle), "{needle:?} not in:\n{text}");
}
