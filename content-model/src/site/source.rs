//! Reading a content file and deserialising it, with positions in errors.

use super::error::ContentError;
use super::locate::Locator;
use serde::de::DeserializeOwned;
use std::path::{Path, PathBuf};

/// A content file: its path as shown to the user (relative to the site root)
/// and its text, with a lazily built locator for positions.
pub struct Source {
    pub path: PathBuf,
    pub text: String,
    locator: std::cell::OnceCell<Locator>,
}

impl Source {
    pub fn read(root: &Path, rel: &Path) -> Result<Source, ContentError> {
        let text = std::fs::read_to_string(root.join(rel)).map_err(|e| {
            ContentError::whole_file(rel, format!("cannot read the file: {e}"))
                .hint("create it, or check the path and its permissions")
        })?;
        Ok(Source {
            path: rel.to_path_buf(),
            text,
            locator: Default::default(),
        })
    }

    pub fn from_text(rel: &Path, text: String) -> Source {
        Source {
            path: rel.to_path_buf(),
            text,
            locator: Default::default(),
        }
    }

    fn locator(&self) -> &Locator {
        self.locator.get_or_init(|| Locator::new(&self.text))
    }

    /// An error pointing at the value at `path` (`inputs.2.default`).
    pub fn error_at(&self, path: &str, message: impl Into<String>) -> ContentError {
        ContentError::at(&self.path, self.locator().value(path), message)
    }

    /// An error pointing at the key that names `path`.
    pub fn error_at_key(&self, path: &str, message: impl Into<String>) -> ContentError {
        ContentError::at(&self.path, self.locator().key(path), message)
    }

    pub fn parse<T: DeserializeOwned>(&self) -> Result<T, ContentError> {
        serde_yaml::from_str(&self.text).map_err(|e| self.yaml_error(&e))
    }

    fn yaml_error(&self, e: &serde_yaml::Error) -> ContentError {
        let full = e.to_string();
        // serde_yaml appends " at line L column C"; we print the position first.
        let message = match full.rfind(" at line ") {
            Some(i) => full[..i].to_string(),
            None => full.clone(),
        };
        let pos = e.location().map_or((1, 1), |l| (l.line(), l.column()));
        let hint = if message.contains("unknown field") {
            "check the spelling: the fields this place accepts are listed after 'expected'"
        } else if message.contains("missing field") {
            "add the field; every field without a default is required"
        } else if message.contains("invalid type") || message.contains("invalid value") {
            "write the value in the type the message expects (quote text, no quotes around numbers)"
        } else if message.contains("did not match any variant") {
            "write a single sentence, or a map with one sentence per option"
        } else {
            "fix the YAML syntax (indentation, colons, quotes)"
        };
        ContentError::at(&self.path, pos, message).hint(hint)
    }
}
