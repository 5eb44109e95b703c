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
        let bytes = std::fs::read(root.join(rel)).map_err(|e| {
            ContentError::whole_file(rel, format!("cannot read the file: {e}"))
                .hint("create it, or check the path and its permissions")
        })?;
        let text = String::from_utf8(bytes).map_err(|e| not_utf8(rel, &e))?;
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

    /// The error for a second declaration of `id` in a list of `what`s, at
    /// `path`.
    pub fn declared_twice(&self, path: &str, what: &str, id: &str) -> ContentError {
        self.error_at(path, format!("{what} '{id}' is declared twice"))
    }

    /// An error pointing at the key that names `path`.
    pub fn error_at_key(&self, path: &str, message: impl Into<String>) -> ContentError {
        ContentError::at(&self.path, self.locator().key(path), message)
    }

    /// An error pointing inside the text scalar at `path`: at the
    /// `offset`-th byte of its value as parsed (a formula's syntax error).
    pub fn error_in_scalar(
        &self,
        path: &str,
        offset: usize,
        message: impl Into<String>,
    ) -> ContentError {
        let start = self.locator().value(path);
        ContentError::at(
            &self.path,
            scalar_position(&self.text, start, offset),
            message,
        )
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

/// Where the `offset`-th byte of a scalar's parsed value stands in `text`,
/// given where the scalar starts (1-based line and column). Each source line
/// of the scalar is one piece of the value, joined to the next by one
/// character (a space when folded, a newline when literal), which holds for
/// plain, quoted and block scalars without escapes or blank lines.
fn scalar_position(text: &str, (line, column): (usize, usize), offset: usize) -> (usize, usize) {
    let lines: Vec<&str> = text.lines().collect();
    let Some(first) = lines.get(line.wrapping_sub(1)) else {
        return (line, column);
    };
    let rest: String = first.chars().skip(column.saturating_sub(1)).collect();
    // A block scalar is located at its indicator or at its first line.
    let is_indicator = |l: &str| {
        let t = l
            .trim_end()
            .trim_end_matches(|c: char| c == '-' || c == '+' || c.is_ascii_digit());
        t.ends_with(['|', '>']) && (t.len() == 1 || t[..t.len() - 1].ends_with([' ', ':', '-']))
    };
    let block_from = match rest.chars().next() {
        Some('|' | '>') => Some(line),
        _ if line >= 2 && first.trim_start() == rest && is_indicator(lines[line - 2]) => {
            Some(line - 1)
        }
        _ => None,
    };
    // Pieces of the value: (line, column of its first character, its text).
    let mut pieces: Vec<(usize, usize, String)> = Vec::new();
    if let Some(from) = block_from {
        let indent = |l: &str| l.len() - l.trim_start().len();
        let mut content_indent = None;
        for (i, l) in lines.iter().enumerate().skip(from) {
            if l.trim().is_empty() {
                continue;
            }
            let at = *content_indent.get_or_insert(indent(l));
            if indent(l) < at {
                break;
            }
            pieces.push((i + 1, at + 1, l[at..].to_string()));
        }
    } else if let Some(q @ ('\'' | '"')) = rest.chars().next() {
        let body = rest[1..].split(q).next().unwrap_or("").to_string();
        pieces.push((line, column + 1, body));
    } else {
        pieces.push((line, column, rest));
    }
    let mut left = offset;
    for (l, c, piece) in &pieces {
        if left <= piece.len() {
            let chars = piece.get(..left).map_or(left, |p| p.chars().count());
            return (*l, c + chars);
        }
        left -= piece.len() + 1;
    }
    (line, column)
}

/// The file exists but is not UTF-8 (saved as Latin-1 or Windows-1252, say):
/// where the first bad byte is, as line, column and byte offset.
fn not_utf8(rel: &Path, e: &std::string::FromUtf8Error) -> ContentError {
    let offset = e.utf8_error().valid_up_to();
    let before = &e.as_bytes()[..offset];
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    let line_start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    // The text before it on its line is valid UTF-8: count characters.
    let column = String::from_utf8_lossy(&before[line_start..])
        .chars()
        .count()
        + 1;
    ContentError::at(
        rel,
        (line, column),
        format!(
            "the file is not UTF-8 text: byte {offset} (0x{:02X}) is not valid UTF-8",
            e.as_bytes()[offset]
        ),
    )
    .hint("save the file as UTF-8 (in most editors: Save with Encoding → UTF-8)")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_not_in_utf8_is_named_with_the_line_column_and_byte() {
        // "title: Preço" saved as Latin-1 on its second line: ç is 0xE7.
        let mut latin1 = b"id: tip\ntitle: Pre".to_vec();
        latin1.extend([0xE7, b'o', b'\n']);
        let err = not_utf8(
            Path::new("tip.yaml"),
            &String::from_utf8(latin1).unwrap_err(),
        );
        assert_eq!((err.line, err.column), (2, 11));
        assert!(err.message.contains("not UTF-8"), "{}", err.message);
        assert!(err.message.contains("byte 18 (0xE7)"), "{}", err.message);
        assert!(err.hint.unwrap().contains("UTF-8"));
    }

    #[test]
    fn offsets_inside_plain_quoted_and_block_scalars() {
        let text = "a: x + y\nb: 'x + y'\nc: >-\n  if(x,\n    1, 2)\nd: |\n  x\n  + y\n";
        let src = Source::from_text(Path::new("f.yaml"), text.to_string());
        let at = |path: &str, offset: usize| {
            let e = src.error_in_scalar(path, offset, "");
            (e.line, e.column)
        };
        assert_eq!(at("a", 4), (1, 8));
        assert_eq!(at("b", 4), (2, 9));
        // Folded: "if(x, 1, 2)"; offset 6 is the "1" on the next line
        // (its extra indentation is kept in the value as written).
        assert_eq!(at("c", 0), (4, 3));
        assert_eq!(at("c", 3), (4, 6));
        // Literal: "x\n+ y"; offset 2 is the "+".
        assert_eq!(at("d", 2), (8, 3));
        // More-indented folded lines keep their newline and indentation.
        let text = "e: >-\n  if(a,\n    ceill(b))\n";
        let src = Source::from_text(Path::new("f.yaml"), text.to_string());
        let e = src.error_in_scalar("e", 8, "");
        assert_eq!((e.line, e.column), (3, 5));
    }
}
