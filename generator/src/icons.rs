//! Icons: Lucide's set, as the installed npm package `lucide-static` ships
//! it (`icon-nodes.json`: every icon's SVG elements). Content names icons by
//! their Lucide names; the build writes one sprite of exactly the icons the
//! site draws (the content's and the islands' own, listed in
//! islands/src/interface-icons.json) under a hashed name, and pages draw them
//! with `<svg><use href="sprite#name"/></svg>`, so no path data is in any
//! script and the sprite is fetched once and cached.

use crate::content::source::Source;
use crate::content::{ContentError, ContentErrors, Site};
use crate::error::{Context, Hint, Result};
use serde::Deserialize;
use sha2::{Digest, Sha256};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// How every icon is drawn; its elements inherit these from the symbol.
const SYMBOL_ATTRIBUTES: &str = r#"viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round""#;

/// Where the icon set is, under the islands folder.
const ICON_NODES: &str = "node_modules/lucide-static/icon-nodes.json";
/// The icons the islands draw by name (menu, search, ...), under the islands folder.
const INTERFACE_ICONS: &str = "src/interface-icons.json";

/// One SVG element: its tag and attributes.
#[derive(Deserialize)]
struct Node(String, BTreeMap<String, String>);

/// Every Lucide icon by name.
pub struct IconSet {
    icons: BTreeMap<String, Vec<Node>>,
}

/// The written sprite: its URL and its text.
pub struct Sprite {
    /// `/assets/icons-<hash>.svg`
    pub url: String,
    pub svg: String,
}

impl IconSet {
    /// Reads the set from the islands folder's installed npm packages.
    pub fn load(islands_dir: &Path) -> Result<IconSet> {
        let path = islands_dir.join(ICON_NODES);
        let text = std::fs::read_to_string(&path)
            .with_context(|| format!("cannot read the icon set {}", path.display()))
            .context(Hint(
                "install the islands' packages (make setup, or npm ci in islands/)",
            ))?;
        Self::parse(&text).with_context(|| format!("cannot parse {}", path.display()))
    }

    fn parse(json: &str) -> Result<IconSet> {
        let icons = serde_json::from_str(json)?;
        Ok(IconSet { icons })
    }

    pub fn contains(&self, name: &str) -> bool {
        self.icons.contains_key(name)
    }

    /// Up to `n` icon names like `name`: those containing it first (`piggy`
    /// → `piggy-bank`), then by spelling.
    pub fn closest(&self, name: &str, n: usize) -> Vec<&str> {
        let mut scored: Vec<(bool, f64, &str)> = self
            .icons
            .keys()
            .map(|k| {
                (
                    !name.is_empty() && k.split('-').any(|part| part == name),
                    strsim::jaro_winkler(name, k),
                    k.as_str(),
                )
            })
            .collect();
        scored.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.total_cmp(&a.1)));
        scored.into_iter().take(n).map(|(_, _, k)| k).collect()
    }

    /// A sprite of `names` (each must be in the set), one `<symbol>` each,
    /// drawn as Lucide draws them (outlines in the text colour): said once
    /// here, not on each of the hundred icons of a page.
    pub fn sprite(&self, names: &BTreeSet<String>) -> Result<Sprite> {
        let mut svg = String::from(r#"<svg xmlns="http://www.w3.org/2000/svg">"#);
        for name in names {
            let nodes = self
                .icons
                .get(name)
                .with_context(|| format!("no icon '{name}' in the icon set"))?;
            svg.push_str(&format!(
                r#"<symbol id="{}" {SYMBOL_ATTRIBUTES}>"#,
                escape(name)
            ));
            for Node(tag, attributes) in nodes {
                svg.push('<');
                svg.push_str(&escape(tag));
                for (k, v) in attributes {
                    svg.push_str(&format!(r#" {}="{}""#, escape(k), escape(v)));
                }
                svg.push_str("/>");
            }
            svg.push_str("</symbol>");
        }
        svg.push_str("</svg>\n");
        let digest = Sha256::digest(svg.as_bytes());
        let hash: String = digest[..6].iter().map(|b| format!("{b:02x}")).collect();
        Ok(Sprite {
            url: format!("/assets/icons-{hash}.svg"),
            svg,
        })
    }
}

/// Text for an HTML attribute value or element content.
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The icons the islands draw by name, from islands/src/interface-icons.json.
pub fn interface_icons(islands_dir: &Path) -> Result<Vec<String>> {
    let path = islands_dir.join(INTERFACE_ICONS);
    let text = std::fs::read_to_string(&path)
        .with_context(|| format!("cannot read {}", path.display()))?;
    serde_json::from_str(&text).with_context(|| format!("cannot parse {}", path.display()))
}

/// The sprite of every icon the site draws, after checking that the content
/// and the islands name only icons of the set.
pub fn site_sprite(root: &Path, islands_dir: &Path, site: &Site) -> Result<Sprite> {
    let set = IconSet::load(islands_dir)?;
    let interface = interface_icons(islands_dir)?;
    // Content errors as they are: `calcula check` prints them unchanged.
    check(root, site, &interface, &set)?;
    set.sprite(&used(site, &interface))
}

/// Every icon the site draws: each category's and calculator's, and the islands' own.
pub fn used(site: &Site, interface: &[String]) -> BTreeSet<String> {
    site.categories
        .iter()
        .map(|c| c.icon.clone())
        .chain(site.calculators.iter().map(|c| c.icon.clone()))
        .chain(interface.iter().cloned())
        .collect()
}

/// Content naming an icon the set lacks, at the `icon` field, with the
/// closest names as the hint; and interface icons the set lacks.
pub fn check(
    root: &Path,
    site: &Site,
    interface: &[String],
    set: &IconSet,
) -> Result<(), ContentErrors> {
    let mut errors = ContentErrors::default();
    let categories = Path::new("content/categories.yaml");
    let named = site
        .categories
        .iter()
        .enumerate()
        .map(|(i, c)| (categories.to_path_buf(), format!("{i}.icon"), &c.icon))
        .chain(
            site.calculators
                .iter()
                .map(|c| (c.source.clone(), "icon".to_string(), &c.icon)),
        );
    let mut sources: BTreeMap<PathBuf, Option<Source>> = BTreeMap::new();
    for (file, at, name) in named {
        if set.contains(name) {
            continue;
        }
        let message = format!("'{name}' is not a Lucide icon");
        let hint = format!(
            "use a Lucide icon name (a file name in islands/node_modules/lucide-static/icons/), such as: {}",
            set.closest(name, 3).join(", ")
        );
        let src = sources
            .entry(file.clone())
            .or_insert_with(|| Source::read(root, &file).ok());
        errors.push(
            match src {
                Some(src) => src.error_at(&at, message),
                None => ContentError::whole_file(&file, message),
            }
            .hint(hint),
        );
    }
    for name in interface.iter().filter(|n| !set.contains(n)) {
        errors.push(
            ContentError::whole_file(
                Path::new("islands").join(INTERFACE_ICONS).as_path(),
                format!("'{name}' is not a Lucide icon"),
            )
            .hint(format!("such as: {}", set.closest(name, 3).join(", "))),
        );
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SET: &str = r#"{
        "piggy-bank": [["path", {"d": "M1 2h3"}], ["circle", {"cx": "12", "cy": "12", "r": "2"}]],
        "bank": [["path", {"d": "M0 0"}]],
        "x": [["path", {"d": "M18 6 6 18"}]]
    }"#;

    #[test]
    fn closest_prefers_names_containing_the_word() {
        let set = IconSet::parse(SET).unwrap();
        assert_eq!(set.closest("piggy", 1), ["piggy-bank"]);
        assert_eq!(set.closest("banc", 1), ["bank"]);
    }

    #[test]
    fn sprite_has_one_symbol_per_icon_and_a_content_hash() {
        let set = IconSet::parse(SET).unwrap();
        let names: BTreeSet<String> = ["x", "piggy-bank"].map(String::from).into();
        let sprite = set.sprite(&names).unwrap();
        assert!(sprite.svg.contains(
            r#"<symbol id="piggy-bank" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M1 2h3"/><circle cx="12" cy="12" r="2"/></symbol>"#
        ));
        assert!(sprite.svg.contains(r#"<symbol id="x""#));
        assert!(
            !sprite.svg.contains(r#"id="bank""#),
            "only the icons asked for"
        );
        assert!(sprite.url.starts_with("/assets/icons-") && sprite.url.ends_with(".svg"));
        let other = set.sprite(&["x".to_string()].into()).unwrap();
        assert_ne!(sprite.url, other.url, "the name changes with the content");
        assert!(set.sprite(&["nope".to_string()].into()).is_err());
    }
}
