//! Which Calcula project a command works on: `--root`, else the
//! `CALCULA_ROOT` environment variable, else the current folder or the
//! nearest folder above it that holds a project (as git finds its
//! repository). Never the source tree the binary was compiled from: run
//! outside a project, `calcula check` would validate the developer's
//! checkout and `calcula build` write into its dist/.

use std::path::{Path, PathBuf};

/// The file that makes a folder a Calcula project.
pub const MARKER: &str = "content/site.yaml";

/// No project where the command looked: what it looked for, and where.
#[derive(Debug, PartialEq, Eq)]
pub struct NotAProject {
    /// The folders searched, the first one first.
    pub searched: Vec<PathBuf>,
    /// Where the folder to search came from ("--root", "CALCULA_ROOT", or
    /// the current folder).
    pub given_by: &'static str,
}

impl std::fmt::Display for NotAProject {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let first = self
            .searched
            .first()
            .map(|p| p.display().to_string())
            .unwrap_or_default();
        match self.given_by {
            "--root" | "CALCULA_ROOT" => write!(
                f,
                "no Calcula project at {first} (given by {}): {MARKER} is not there",
                self.given_by
            ),
            _ => write!(
                f,
                "no Calcula project here: looked for {MARKER} in {first} and every folder above it"
            ),
        }?;
        write!(
            f,
            "\n  hint: run calcula inside a project, or name one with --root <folder> or CALCULA_ROOT=<folder>"
        )
    }
}

impl std::error::Error for NotAProject {}

/// The project's root folder: `given` (--root), else `env` (CALCULA_ROOT,
/// when set and not empty), each of which must be a project itself; else
/// `cwd` or its nearest ancestor that is one.
pub fn find_root(
    given: Option<PathBuf>,
    env: Option<String>,
    cwd: &Path,
) -> Result<PathBuf, NotAProject> {
    let exact = |root: PathBuf, given_by| {
        if root.join(MARKER).is_file() {
            Ok(root)
        } else {
            Err(NotAProject {
                searched: vec![root],
                given_by,
            })
        }
    };
    if let Some(root) = given {
        return exact(root, "--root");
    }
    if let Some(root) = env.filter(|v| !v.trim().is_empty()) {
        return exact(PathBuf::from(root), "CALCULA_ROOT");
    }
    match cwd.ancestors().find(|dir| dir.join(MARKER).is_file()) {
        Some(root) => Ok(root.to_path_buf()),
        None => Err(NotAProject {
            searched: cwd.ancestors().map(Path::to_path_buf).collect(),
            given_by: "the current folder",
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn project(root: &Path) {
        std::fs::create_dir_all(root.join("content")).unwrap();
        std::fs::write(root.join(MARKER), "").unwrap();
    }

    #[test]
    fn the_current_folder_or_the_nearest_above_it() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("site");
        project(&root);
        let deep = root.join("content/calculators");
        std::fs::create_dir_all(&deep).unwrap();
        assert_eq!(find_root(None, None, &root), Ok(root.clone()));
        assert_eq!(find_root(None, None, &deep), Ok(root.clone()));
    }

    #[test]
    fn outside_a_project_it_says_what_it_looked_for() {
        let dir = tempfile::tempdir().unwrap();
        let err = find_root(None, None, dir.path()).unwrap_err();
        assert_eq!(err.searched[0], dir.path());
        let text = err.to_string();
        assert!(text.contains("content/site.yaml"), "{text}");
        assert!(text.contains(&dir.path().display().to_string()), "{text}");
        assert!(text.contains("--root"), "{text}");
    }

    #[test]
    fn root_and_environment_must_name_a_project_and_come_first() {
        let dir = tempfile::tempdir().unwrap();
        let (a, b) = (dir.path().join("a"), dir.path().join("b"));
        project(&a);
        project(&b);
        // --root wins over CALCULA_ROOT, which wins over the current folder.
        let env = Some(b.display().to_string());
        assert_eq!(find_root(Some(a.clone()), env.clone(), &b), Ok(a.clone()));
        assert_eq!(find_root(None, env, &a), Ok(b.clone()));
        // An empty CALCULA_ROOT is as if unset.
        assert_eq!(find_root(None, Some(" ".into()), &a), Ok(a.clone()));
        // A named folder that is not a project is an error, not a search.
        let inside = a.join("content");
        let err = find_root(Some(inside.clone()), None, &a).unwrap_err();
        assert_eq!((err.searched, err.given_by), (vec![inside], "--root"));
        let err = find_root(None, Some(dir.path().display().to_string()), &a).unwrap_err();
        assert_eq!(err.given_by, "CALCULA_ROOT");
    }
}
