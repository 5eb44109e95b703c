//! `calcula schema`: JSON Schemas of the content files, generated from the
//! types the loader deserialises them into (content-model's `schema`
//! feature), so an editor's YAML language server completes and checks
//! what `calcula check` would accept field by field. The cross-file rules
//! (ids that must exist, formulas, examples) stay `calcula check`'s.

use crate::error::{Context, Result};
use content_model::raw::{
    CalculatorFile, CalculatorTexts, CategoryEntry, PageFrontMatter, SiteFile,
};
use content_model::strings::InterfaceStrings;
use content_model::units::UnitsFile;
use schemars::{schema_for, Schema};
use std::path::Path;

/// Where the schemas are committed, from the site's root.
pub const DIR: &str = "schema";

/// Each content file kind: its schema file's name, the files it describes
/// (as the editor settings match them) and its schema.
pub fn schemas() -> Vec<(&'static str, &'static str, Schema)> {
    vec![
        (
            "calculator.schema.json",
            "content/calculators/*.yaml",
            schema_for!(CalculatorFile),
        ),
        (
            "calculator-texts.schema.json",
            "locales/*/calculators/*.yaml",
            schema_for!(CalculatorTexts),
        ),
        (
            "strings.schema.json",
            "locales/*.yaml",
            schema_for!(InterfaceStrings),
        ),
        (
            "categories.schema.json",
            "content/categories.yaml",
            schema_for!(Vec<CategoryEntry>),
        ),
        (
            "site.schema.json",
            "content/site.yaml",
            schema_for!(SiteFile),
        ),
        (
            "units.schema.json",
            "content/units.yaml",
            schema_for!(UnitsFile),
        ),
        (
            "page.schema.json",
            "content/pages/*/*.md (front matter)",
            schema_for!(PageFrontMatter),
        ),
    ]
}

/// Each schema file's name and text, as `calcula schema` writes it.
pub fn rendered() -> Vec<(&'static str, String)> {
    schemas()
        .into_iter()
        .map(|(name, _, schema)| {
            let text = serde_json::to_string_pretty(&schema).expect("schemas serialize to JSON");
            (name, text + "\n")
        })
        .collect()
}

/// Writes every schema into `dir`; returns how many.
pub fn write(dir: &Path) -> Result<usize> {
    std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    let files = rendered();
    for (name, text) in &files {
        let path = dir.join(name);
        std::fs::write(&path, text).with_context(|| format!("cannot write {}", path.display()))?;
    }
    Ok(files.len())
}
