//! Static pages: content/pages/<lang>/<slug>.md, Markdown with a YAML front
//! matter (title, description). Every language has the same pages.

use super::error::{ContentError, ContentErrors};
use super::model::{Article, ArticleTexts};
use super::raw::PageFrontMatter;
use super::source::Source;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

pub fn load(root: &Path, codes: &[String], errors: &mut ContentErrors) -> Vec<Article> {
    let mut by_slug: BTreeMap<String, Article> = BTreeMap::new();
    let mut slugs_by_lang: Vec<BTreeSet<String>> = Vec::new();
    for code in codes {
        let dir = Path::new("content/pages").join(code);
        let mut slugs = BTreeSet::new();
        let mut files: Vec<_> = std::fs::read_dir(root.join(&dir))
            .into_iter()
            .flatten()
            .filter_map(Result::ok)
            .collect();
        files.sort_by_key(|e| e.file_name());
        for entry in files {
            let name = entry.file_name().to_string_lossy().to_string();
            let Some(slug) = name.strip_suffix(".md") else {
                continue;
            };
            let rel = dir.join(&name);
            if !super::calculator::is_valid_id(slug) {
                errors.push(
                    ContentError::whole_file(&rel, format!("'{slug}' is not a valid page name"))
                        .hint("use lower-case letters, digits and '-'"),
                );
                continue;
            }
            match Source::read(root, &rel).and_then(|src| parse(&src)) {
                Ok(texts) => {
                    slugs.insert(slug.to_string());
                    by_slug
                        .entry(slug.to_string())
                        .or_insert_with(|| Article {
                            slug: slug.to_string(),
                            texts: BTreeMap::new(),
                        })
                        .texts
                        .insert(code.clone(), texts);
                }
                Err(e) => errors.push(e),
            }
        }
        slugs_by_lang.push(slugs);
    }
    for (i, code) in codes.iter().enumerate() {
        for (j, other) in codes.iter().enumerate() {
            for slug in slugs_by_lang[j].difference(&slugs_by_lang[i]) {
                let rel = Path::new("content/pages")
                    .join(code)
                    .join(format!("{slug}.md"));
                errors.push(
                    ContentError::whole_file(
                        &rel,
                        format!("page '{slug}' exists in {other} but not in {code}"),
                    )
                    .hint(format!(
                        "create {} (translate the {other} page)",
                        rel.display()
                    )),
                );
            }
        }
    }
    by_slug
        .into_values()
        .filter(|a| a.texts.len() == codes.len())
        .collect()
}

/// Splits `---` front matter from the Markdown body.
fn parse(src: &Source) -> Result<ArticleTexts, ContentError> {
    let text = src.text.strip_prefix('\u{feff}').unwrap_or(&src.text);
    let missing = || {
        ContentError::at(&src.path, (1, 1), "no front matter")
            .hint("start the file with ---, then title: and description:, then ---")
    };
    let rest = text.strip_prefix("---\n").ok_or_else(missing)?;
    let end = rest
        .find("\n---\n")
        .or_else(|| rest.strip_suffix("\n---").map(|r| r.len()))
        .ok_or_else(missing)?;
    let front = &rest[..end];
    let body = rest[end..]
        .trim_start_matches("\n---")
        .trim_start_matches('\n');
    let fm: PageFrontMatter = serde_yaml::from_str(front).map_err(|e| {
        // Front matter starts on the file's second line.
        let (line, col) = e.location().map_or((2, 1), |l| (l.line() + 1, l.column()));
        let msg = e.to_string();
        let msg = msg
            .rfind(" at line ")
            .map_or(msg.clone(), |i| msg[..i].to_string());
        ContentError::at(&src.path, (line, col), msg)
            .hint("the front matter takes exactly title and description")
    })?;
    Ok(ArticleTexts {
        title: fm.title,
        description: fm.description,
        body: body.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A page file `p.md` holding `text`.
    fn page(text: &str) -> Source {
        Source::from_text(Path::new("p.md"), text.into())
    }

    #[test]
    fn splits_front_matter() {
        let src = page("---\ntitle: About\ndescription: Hi.\n---\n## Who\n\nUs.\n");
        let t = parse(&src).unwrap();
        assert_eq!(t.title, "About");
        assert_eq!(t.body, "## Who\n\nUs.\n");
    }

    #[test]
    fn locates_front_matter_errors() {
        let src = page("---\ntitle: About\ndescripton: Hi.\n---\nx");
        let e = parse(&src).unwrap_err();
        assert_eq!((e.line, e.column), (3, 1));
        assert!(
            e.message.contains("unknown field `descripton`"),
            "{}",
            e.message
        );
    }
}
