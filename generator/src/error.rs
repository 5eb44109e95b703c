//! Errors outside the content (a missing islands build, an unwritable
//! dist/, Node failing): anyhow errors whose context names the phase and the
//! path at every layer, printed with their whole cause chain and a hint, as
//! the content's own errors (content-model's ContentErrors) are.

use std::fmt;

pub use anyhow::{Context, Error, Result};

/// How to fix an error, attached as a context (`.context(Hint(...))`) and
/// printed by `report` after the causes rather than among them.
#[derive(Debug, Clone, Copy)]
pub struct Hint(pub &'static str);

impl fmt::Display for Hint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

/// The error, one cause per line, then its hint:
///
/// ```text
/// phase 'routes and assets' failed
///   caused by: cannot read islands/build/.vite/manifest.json
///   caused by: No such file or directory (os error 2)
///   hint: build the islands first (make islands)
/// ```
///
/// One line per cause rather than anyhow's `{:#}` (all on one line, joined
/// by colons): a path followed by a colon and a message reads like the
/// content errors' `file:line:column: message`, and a content error is
/// several lines of its own. An error that is only content errors prints exactly as
/// `calcula check` prints them.
pub fn report(error: &Error) -> String {
    let hint = error.downcast_ref::<Hint>().map(|h| h.0);
    let mut lines = error
        .chain()
        .map(ToString::to_string)
        .filter(|cause| Some(cause.as_str()) != hint);
    let mut out = lines.next().unwrap_or_default();
    for cause in lines {
        out.push_str("\n  caused by: ");
        out.push_str(&cause);
    }
    if let Some(hint) = hint {
        out.push_str("\n  hint: ");
        out.push_str(hint);
    }
    out
}

/// `text` safe to print on a terminal: every control character but the
/// line breaks of a several-line message (and tabs) is written as a Rust
/// escape (`\u{1b}`), and so are the invisible characters that reorder
/// text (bidirectional overrides). Messages quote what a user typed
/// (`fromZone=$'A\e]0;x\a'`): printed raw, it could set the terminal's
/// title, move the cursor or hide the rest of the line.
pub fn terminal_safe(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c != '\n' && c != '\t' && unsafe_on_terminal(c) {
            out.extend(c.escape_unicode());
        } else {
            out.push(c);
        }
    }
    out
}

/// A character that acts on a terminal instead of showing: a control
/// character (C0, DEL, C1), or an invisible one that reorders text.
pub fn unsafe_on_terminal(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// Prints `text` and a line break on stderr, [`terminal_safe`]. A stderr
/// that cannot be written (closed, a full disk) is left alone: there is
/// nowhere left to say so, and the exit status still tells.
pub fn say(text: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr().lock(), "{}", terminal_safe(text));
}

/// `text` on one line: [`terminal_safe`], and its line breaks escaped too
/// (a message the contract promises as one line, `calcula eval`'s).
pub fn one_line(text: &str) -> String {
    terminal_safe(text).replace('\n', "\\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_escaped() {
        assert_eq!(
            terminal_safe("fromZone: 'A\u{1b}]0;x\u{7}' is not a zone\n  hint: \u{9b}2J\u{202e}"),
            "fromZone: 'A\\u{1b}]0;x\\u{7}' is not a zone\n  hint: \\u{9b}2J\\u{202e}"
        );
        assert_eq!(one_line("a\nb\r"), "a\\nb\\u{d}");
        assert_eq!(
            terminal_safe("São Paulo\tR$ 1.234,56"),
            "São Paulo\tR$ 1.234,56"
        );
    }

    #[test]
    fn causes_one_per_line_and_the_hint_last() {
        let io = std::io::Error::from(std::io::ErrorKind::NotFound);
        let error = Err::<(), _>(io)
            .context("reading islands/build/.vite/manifest.json")
            .context(Hint("build the islands first (make islands)"))
            .context("phase 'routes and assets' failed")
            .unwrap_err();
        assert_eq!(
            report(&error),
            "phase 'routes and assets' failed\n  \
             caused by: reading islands/build/.vite/manifest.json\n  \
             caused by: entity not found\n  \
             hint: build the islands first (make islands)"
        );
    }

    #[test]
    fn a_lone_error_is_its_own_text() {
        let error = anyhow::anyhow!("line one\nline two");
        assert_eq!(report(&error), "line one\nline two");
    }
}
