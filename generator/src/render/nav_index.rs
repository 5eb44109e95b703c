//! The sidebar's nav index: per language, every group's calculators as one
//! JSON file under a content-hashed name in /assets/ (cached for a year,
//! immutable). Pages carry only their own group's items and the sidebar
//! fetches this file when another group is opened, so a page's size does not
//! grow with the catalogue.

use super::shell_view::{nav_index, NavGroup};
use sha2::{Digest, Sha256};
use std::path::PathBuf;

/// One language's nav index: where pages fetch it and what is written there.
pub struct NavIndexFile {
    /// `/assets/nav-<lang>-<hash>.json`
    pub url: String,
    pub json: String,
}

impl NavIndexFile {
    pub fn new(code: &str, groups: &[NavGroup]) -> NavIndexFile {
        // Strings keyed by strings: nothing serde_json cannot represent.
        let json = serde_json::to_string(&nav_index(groups)).expect("the nav index serializes");
        let digest = Sha256::digest(json.as_bytes());
        let hash: String = digest[..6].iter().map(|b| format!("{b:02x}")).collect();
        NavIndexFile {
            url: format!("/assets/nav-{}-{hash}.json", code.to_ascii_lowercase()),
            json,
        }
    }

    /// The file's path inside dist/.
    pub fn path(&self) -> PathBuf {
        PathBuf::from(self.url.trim_start_matches('/'))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::shell_view::NavItem;

    fn group(id: &str, items: &[&str]) -> NavGroup {
        NavGroup {
            id: id.into(),
            title: id.to_uppercase(),
            icon: "calculator".into(),
            color: "slate".into(),
            href: format!("/{id}-calculators"),
            items: Some(
                items
                    .iter()
                    .map(|i| NavItem {
                        id: (*i).into(),
                        title: i.to_uppercase(),
                        href: format!("/{i}-calculator"),
                        icon: "calculator".into(),
                    })
                    .collect(),
            ),
        }
    }

    #[test]
    fn maps_each_group_to_its_items() {
        let file = NavIndexFile::new("pt-BR", &[group("health", &["bmi"]), group("math", &[])]);
        let parsed: serde_json::Value = serde_json::from_str(&file.json).unwrap();
        assert_eq!(
            parsed,
            serde_json::json!({
                "health": [{"id": "bmi", "title": "BMI", "href": "/bmi-calculator", "icon": "calculator"}],
                "math": [],
            })
        );
        assert!(file.url.starts_with("/assets/nav-pt-br-") && file.url.ends_with(".json"));
        assert_eq!(file.path(), PathBuf::from(&file.url[1..]));
    }

    #[test]
    fn the_name_changes_with_the_content() {
        let a = NavIndexFile::new("en", &[group("health", &["bmi"])]);
        let b = NavIndexFile::new("en", &[group("health", &["bmr"])]);
        let again = NavIndexFile::new("en", &[group("health", &["bmi"])]);
        assert_ne!(a.url, b.url);
        assert_eq!(a.url, again.url, "the same menu keeps its name");
    }
}
