//! Content errors: where (file, line, column), what is wrong, how to fix it.

use std::fmt;
use std::path::{Path, PathBuf};

#[derive(Debug, Clone, PartialEq)]
pub struct ContentError {
    pub file: PathBuf,
    /// 1-based; 0 when the problem is the file as a whole.
    pub line: usize,
    pub column: usize,
    pub message: String,
    pub hint: Option<String>,
}

impl ContentError {
    pub fn at(file: &Path, (line, column): (usize, usize), message: impl Into<String>) -> Self {
        ContentError {
            file: file.to_path_buf(),
            line,
            column,
            message: message.into(),
            hint: None,
        }
    }

    pub fn whole_file(file: &Path, message: impl Into<String>) -> Self {
        Self::at(file, (0, 0), message)
    }

    pub fn hint(mut self, hint: impl Into<String>) -> Self {
        self.hint = Some(hint.into());
        self
    }
}

impl fmt::Display for ContentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file.display())?;
        if self.line > 0 {
            write!(f, ":{}:{}", self.line, self.column)?;
        }
        write!(f, ": {}", self.message)?;
        if let Some(hint) = &self.hint {
            write!(f, "\n  hint: {hint}")?;
        }
        Ok(())
    }
}

/// All the problems found, reported together.
#[derive(Debug, Default)]
pub struct ContentErrors(pub Vec<ContentError>);

impl ContentErrors {
    pub fn push(&mut self, e: ContentError) {
        self.0.push(e);
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl fmt::Display for ContentErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for e in &self.0 {
            writeln!(f, "{e}")?;
        }
        let n = self.0.len();
        write!(f, "{n} content error{}", if n == 1 { "" } else { "s" })
    }
}

impl std::error::Error for ContentErrors {}
