//! Finds where a value sits in a YAML file, so that errors found after
//! deserialising (a missing reference, a failed example) still point at a
//! line and column. serde_yaml keeps no spans; yaml-rust2's event parser does.

use std::collections::HashMap;
use yaml_rust2::parser::{Event, Parser};
use yaml_rust2::scanner::Marker;

/// A path into a document: keys and sequence indices, like `inputs.2.default`.
#[derive(Debug, Default)]
pub struct Locator {
    values: HashMap<String, (usize, usize)>,
    keys: HashMap<String, (usize, usize)>,
}

enum Frame {
    /// `fresh` until the first key: block mappings report their start
    /// after the first key, so that key's position stands for the map.
    Map {
        path: String,
        key: Option<String>,
        fresh: bool,
    },
    Seq {
        path: String,
        index: usize,
    },
}

fn child(parent: &str, segment: &str) -> String {
    if parent.is_empty() {
        segment.to_string()
    } else {
        format!("{parent}.{segment}")
    }
}

fn position(m: &Marker) -> (usize, usize) {
    (m.line(), m.col() + 1)
}

impl Locator {
    /// Indexes `source`. A document that does not parse yields an empty
    /// locator: serde_yaml reports such errors with their own position.
    pub fn new(source: &str) -> Locator {
        let mut loc = Locator::default();
        let mut parser = Parser::new_from_str(source);
        let mut stack: Vec<Frame> = Vec::new();
        while let Ok((event, mark)) = parser.next_token() {
            if matches!(event, Event::StreamEnd) {
                break;
            }
            // A mapping key: remember it and its position, then wait for its value.
            if let Some(Frame::Map {
                path,
                key: key @ None,
                fresh,
            }) = stack.last_mut()
            {
                if let Event::Scalar(k, ..) = &event {
                    loc.keys.insert(child(path, k), position(&mark));
                    if std::mem::take(fresh) {
                        loc.values.insert(path.clone(), position(&mark));
                    }
                    *key = Some(k.clone());
                    continue;
                }
                if matches!(event, Event::MappingEnd) {
                    stack.pop();
                    loc.after_value(&mut stack);
                    continue;
                }
            }
            let here = match stack.last() {
                Some(Frame::Map {
                    path, key: Some(k), ..
                }) => child(path, k),
                Some(Frame::Seq { path, index }) => child(path, &index.to_string()),
                _ => String::new(),
            };
            match event {
                Event::Scalar(..) | Event::Alias(_) => {
                    loc.values.insert(here, position(&mark));
                    loc.after_value(&mut stack);
                }
                Event::MappingStart(..) => {
                    loc.values.insert(here.clone(), position(&mark));
                    stack.push(Frame::Map {
                        path: here,
                        key: None,
                        fresh: true,
                    });
                }
                Event::SequenceStart(..) => {
                    loc.values.insert(here.clone(), position(&mark));
                    stack.push(Frame::Seq {
                        path: here,
                        index: 0,
                    });
                }
                Event::SequenceEnd => {
                    stack.pop();
                    loc.after_value(&mut stack);
                }
                _ => {}
            }
        }
        loc
    }

    fn after_value(&mut self, stack: &mut [Frame]) {
        match stack.last_mut() {
            Some(Frame::Map { key, .. }) => *key = None,
            Some(Frame::Seq { index, .. }) => *index += 1,
            None => {}
        }
    }

    /// Line and column of the value at `path`, else of its nearest located
    /// ancestor, else (1, 1).
    pub fn value(&self, path: &str) -> (usize, usize) {
        let mut p = path;
        loop {
            if let Some(pos) = self.values.get(p) {
                return *pos;
            }
            match p.rfind('.') {
                Some(i) => p = &p[..i],
                None => return (1, 1),
            }
        }
    }

    /// Line and column of the key that names `path` (falls back to `value`).
    pub fn key(&self, path: &str) -> (usize, usize) {
        self.keys
            .get(path)
            .copied()
            .unwrap_or_else(|| self.value(path))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const DOC: &str = "category: health\ninputs:\n  - id: unit\n    options: [a, b]\n  - id: heightCm\n    default: 175\n";

    #[test]
    fn finds_values_and_keys() {
        let loc = Locator::new(DOC);
        assert_eq!(loc.value("category"), (1, 11));
        assert_eq!(loc.value("inputs.1.id"), (5, 9));
        assert_eq!(loc.key("inputs.1.default"), (6, 5));
        assert_eq!(loc.value("inputs.0.options.1"), (4, 18));
    }

    #[test]
    fn falls_back_to_the_nearest_ancestor() {
        let loc = Locator::new(DOC);
        assert_eq!(loc.value("inputs.1.missing"), (5, 5));
        assert_eq!(loc.value("nothing.here"), (1, 1));
    }
}
