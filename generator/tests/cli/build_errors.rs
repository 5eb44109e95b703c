//! Failures outside the content (the islands not built, an output folder
//! that cannot be written): `calcula build` prints the phase, the path and
//! the underlying error, one cause per line, then the hint, exits 1 and
//! leaves the previous dist/ as it was; `calcula check` prints its own
//! failures the same way.

use crate::support::Fixture;

/// What `calcula build` prints on stderr in `site` with `args`, failing,
/// with the site's temporary root written `<root>`.
fn build_fails(site: &Fixture, args: &[&str]) -> String {
    let mut all = vec!["build", "--no-precompress"];
    all.extend_from_slice(args);
    let out = site.calcula(&all);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    String::from_utf8(out.stderr)
        .unwrap()
        .replace(&site.root().display().to_string(), "<root>")
}

#[test]
fn a_missing_islands_manifest_names_the_phase_the_file_and_the_fix() {
    let site = Fixture::valid();
    std::fs::remove_file(site.path("islands/build/.vite/manifest.json")).unwrap();
    assert_eq!(
        build_fails(&site, &[]),
        "\
error: build failed; <root>/dist was left unchanged
phase 'routes and assets' failed
  caused by: cannot read <root>/islands/build/.vite/manifest.json
  caused by: No such file or directory (os error 2)
  hint: build the islands first (make islands)
"
    );
}

#[test]
fn a_missing_server_bundle_names_the_phase_the_folder_and_the_fix() {
    let site = Fixture::valid();
    std::fs::remove_dir(site.path("islands/ssr-build")).unwrap();
    assert_eq!(
        build_fails(&site, &[]),
        "\
error: build failed; <root>/dist was left unchanged
phase 'render and write' failed
  caused by: cannot write the site into <root>/dist
  caused by: cannot render the islands
  caused by: <root>/islands/ssr-build: missing
  hint: build the islands first (make islands)
"
    );
}

#[test]
fn a_failed_render_leaves_the_previous_site_as_it_was() {
    let site = Fixture::valid();
    site.build();
    let before = site.read("dist/index.html");
    std::fs::remove_dir(site.path("islands/ssr-build")).unwrap();
    assert!(build_fails(&site, &[]).contains("caused by: cannot render the islands\n"));
    assert_eq!(site.read("dist/index.html"), before);
    let names: Vec<String> = std::fs::read_dir(site.root())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with(".dist"))
        .collect();
    assert!(names.is_empty(), "temporary folders left: {names:?}");
}

#[test]
fn check_names_a_missing_icon_set_with_its_cause_and_fix() {
    let site = Fixture::valid();
    std::fs::remove_file(site.path("islands/node_modules/lucide-static/icon-nodes.json")).unwrap();
    let out = site.calcula(&["check"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr).replace(&site.root().display().to_string(), "<root>"),
        "\
error: cannot read the icon set <root>/islands/node_modules/lucide-static/icon-nodes.json
  caused by: No such file or directory (os error 2)
  hint: install the islands' packages (make setup, or npm ci in islands/)
"
    );
}

#[test]
fn an_unwritable_output_folder_names_the_phase_the_folder_and_the_os_error() {
    let site = Fixture::valid();
    // A file where the output's parent folder would be: permissions would
    // not stop a test run as root.
    std::fs::write(site.path("taken"), "").unwrap();
    assert_eq!(
        build_fails(&site, &["--out", "taken/dist"]),
        "\
error: build failed; <root>/taken/dist was left unchanged
phase 'render and write' failed
  caused by: cannot write the site into <root>/taken/dist
  caused by: cannot create <root>/taken
  caused by: File exists (os error 17)
"
    );
}
