//! Where the EFF long wordlist (data/README.md) comes from. Natively it is
//! compiled in. In the browser it is not: it would add 80 KB gzip to the
//! `random` module on pages that never make a passphrase, so the page
//! fetches it (a hashed static asset) the first time a passphrase is asked
//! for, which answers `needsData` until then, and hands it over once with
//! `provideData`.

use calc_core::error::{ErrorKind, InputError};

/// The name the page fetches the list by (`needsData`'s `data`).
pub const DATA_NAME: &str = "effWordlist";
/// 6^5: one word per five dice.
pub const WORD_COUNT: usize = 7776;

/// The words, or `needsData` when the page has not provided them yet.
pub fn words(input: &str) -> Result<Vec<&'static str>, InputError> {
    source()
        .map(|text| text.lines().collect())
        .ok_or_else(|| InputError::new(input, ErrorKind::NeedsData { data: DATA_NAME }))
}

/// Whether `text` has the shape of the list: 7,776 distinct lower-case
/// words (a hyphen allowed), sorted, one a line. Guards against a
/// truncated or wrong download being used for passphrases.
pub fn is_wordlist(text: &str) -> bool {
    let words: Vec<&str> = text.lines().collect();
    words.len() == WORD_COUNT
        && words.windows(2).all(|w| w[0] < w[1])
        && words
            .iter()
            .all(|w| !w.is_empty() && w.bytes().all(|b| b.is_ascii_lowercase() || b == b'-'))
}

#[cfg(not(target_arch = "wasm32"))]
fn source() -> Option<&'static str> {
    Some(include_str!("data/eff-large-wordlist.txt"))
}

#[cfg(target_arch = "wasm32")]
static PROVIDED: std::sync::OnceLock<String> = std::sync::OnceLock::new();

#[cfg(target_arch = "wasm32")]
fn source() -> Option<&'static str> {
    PROVIDED.get().map(String::as_str)
}

/// The page's copy of the list; false (and nothing kept) when it is not
/// the list. A second call keeps the first list.
#[cfg(target_arch = "wasm32")]
pub fn provide(text: String) -> bool {
    is_wordlist(&text) && (PROVIDED.get().is_some() || PROVIDED.set(text).is_ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_compiled_in_list_is_the_eff_long_list() {
        let list = words("mode").unwrap();
        assert_eq!(list.len(), WORD_COUNT);
        // Its first and last words (dice 11111 and 66666).
        assert_eq!(list[0], "abacus");
        assert_eq!(list[WORD_COUNT - 1], "zoom");
        assert!(is_wordlist(include_str!("data/eff-large-wordlist.txt")));
    }

    #[test]
    fn a_wrong_download_is_not_taken_for_the_list() {
        let list = include_str!("data/eff-large-wordlist.txt");
        assert!(!is_wordlist(""));
        assert!(!is_wordlist("<!doctype html><title>Not found</title>"));
        // One word short, one repeated, out of order, or with a capital.
        let words: Vec<&str> = list.lines().collect();
        assert!(!is_wordlist(&words[1..].join("\n")));
        let mut repeated = words.clone();
        repeated[1] = repeated[0];
        assert!(!is_wordlist(&repeated.join("\n")));
        let mut swapped = words.clone();
        swapped.swap(0, 1);
        assert!(!is_wordlist(&swapped.join("\n")));
        let capital = list.replacen("abacus", "Abacus", 1);
        assert!(!is_wordlist(&capital));
    }

    #[test]
    fn needs_data_names_the_list() {
        let err = InputError::new("mode", ErrorKind::NeedsData { data: DATA_NAME });
        let (code, params) = err.kind.describe();
        assert_eq!(code, "needsData");
        assert_eq!(params.len(), 1);
        assert!(ErrorKind::codes().contains(&"needsData"));
    }
}
