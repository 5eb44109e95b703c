//! The committed JSON Schemas (schema/) are what `calcula schema` writes
//! today, and every real content file passes them.

use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

#[test]
fn committed_schemas_are_current() {
    let dir = root().join(generator::schema::DIR);
    for (name, text) in generator::schema::rendered() {
        let committed = std::fs::read_to_string(dir.join(name)).unwrap_or_default();
        assert!(
            committed == text,
            "schema/{name} is out of date: run `calcula schema` and commit it"
        );
    }
}

#[test]
fn editor_settings_map_every_yaml_schema() {
    let settings = std::fs::read_to_string(root().join(".vscode/settings.json")).unwrap();
    for (name, files, _) in generator::schema::schemas() {
        if files.ends_with(".yaml") {
            assert!(
                settings.contains(&format!("\"./schema/{name}\"")) && settings.contains(files),
                ".vscode/settings.json does not map {files} to schema/{name}"
            );
        }
    }
}

/// The YAML of `path` as JSON (for a page, its front matter).
fn as_json(path: &Path) -> serde_json::Value {
    let text = std::fs::read_to_string(path).unwrap();
    let yaml = if path.extension().is_some_and(|e| e == "md") {
        text.split("---").nth(1).unwrap_or_default().to_string()
    } else {
        text
    };
    serde_yaml::from_str(&yaml).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The files `pattern` (a `dir/*/x/*.ext` glob of the schemas' table) names.
fn matching(pattern: &str) -> Vec<PathBuf> {
    let pattern = pattern.split(' ').next().unwrap();
    let parts: Vec<&str> = pattern.split('/').collect();
    let mut found = vec![root()];
    for part in parts {
        found = found
            .into_iter()
            .flat_map(|dir| match part.strip_prefix('*') {
                Some(ext) => std::fs::read_dir(&dir)
                    .map(|d| {
                        d.filter_map(Result::ok)
                            .map(|e| e.path())
                            .filter(|p| p.to_string_lossy().ends_with(ext))
                            .collect()
                    })
                    .unwrap_or_default(),
                None => vec![dir.join(part)],
            })
            .collect();
    }
    found.retain(|p| p.exists());
    found.sort();
    found
}

#[test]
fn real_content_passes_its_schema() {
    let mut checked = 0;
    for (name, files, schema) in generator::schema::schemas() {
        let mut schemas = boon::Schemas::new();
        let mut compiler = boon::Compiler::new();
        let url = format!("urn:calcula:{name}");
        compiler
            .add_resource(&url, serde_json::to_value(&schema).unwrap())
            .unwrap();
        let index = compiler.compile(&url, &mut schemas).unwrap();
        // The schema does reject: an unknown field is an error.
        let mut wrong = as_json(&matching(files)[0]);
        if let Some(fields) = wrong.as_object_mut() {
            fields.insert("notAField".into(), serde_json::json!(1));
            assert!(
                schemas.validate(&wrong, index).is_err(),
                "{name} accepts anything"
            );
        }
        let paths = matching(files);
        assert!(!paths.is_empty(), "no files for {files}");
        for path in paths {
            if let Err(e) = schemas.validate(&as_json(&path), index) {
                panic!("{} fails schema/{name}: {e:#}", path.display());
            }
            checked += 1;
        }
    }
    assert!(checked > 100, "only {checked} files checked");
}
