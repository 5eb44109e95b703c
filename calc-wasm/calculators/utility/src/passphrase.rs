//! Diceware passphrases from the EFF long wordlist (data/README.md, and
//! wordlist.rs for where it comes from): each word one of 7,776, chosen
//! uniformly and independently.

use super::rng::{below, Source};
use super::wordlist::WORD_COUNT;

pub struct Settings<'a> {
    pub words: usize,
    pub separator: &'a str,
    /// Each word starts with a capital letter (no extra randomness).
    pub capitalise: bool,
    /// One digit, 0–9, after one of the words, both chosen at random.
    pub add_digit: bool,
}

/// A passphrase from `list` (wordlist::words).
pub fn generate(rng: &mut Source, list: &[&str], settings: &Settings) -> String {
    let mut words: Vec<String> = (0..settings.words)
        .map(|_| {
            let word = list[below(rng, list.len() as u64) as usize];
            if settings.capitalise {
                let mut chars = word.chars();
                chars.next().map_or(String::new(), |first| {
                    first.to_ascii_uppercase().to_string() + chars.as_str()
                })
            } else {
                word.to_string()
            }
        })
        .collect();
    if settings.add_digit && !words.is_empty() {
        let at = below(rng, words.len() as u64) as usize;
        let digit = below(rng, 10);
        words[at].push_str(&digit.to_string());
    }
    words.join(settings.separator)
}

/// log2 of the number of equally likely choices: 7776 per word, and ten
/// digits times the word they follow. Different choices give different
/// texts, except for the four hyphenated words (drop-down, felt-tip,
/// t-shirt, yo-yo) written with a hyphen (or no) separator next to words
/// that spell their halves: a few collisions among 7776^n, which change
/// the figure by far less than its last shown decimal.
pub fn entropy_bits(settings: &Settings) -> f64 {
    let words = settings.words as f64;
    let digit = if settings.add_digit {
        (10.0 * words).log2()
    } else {
        0.0
    };
    words * (WORD_COUNT as f64).log2() + digit
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(words: usize, separator: &str) -> Settings<'_> {
        Settings {
            words,
            separator,
            capitalise: false,
            add_digit: false,
        }
    }

    #[test]
    fn passphrases_have_the_asked_words_and_separator() {
        let mut rng = Source::os();
        let list = super::super::wordlist::words("mode").unwrap();
        let p = generate(&mut rng, &list, &settings(6, " "));
        let words: Vec<&str> = p.split(' ').collect();
        assert_eq!(words.len(), 6);
        assert!(words.iter().all(|w| list.contains(w)));
        let s = Settings {
            capitalise: true,
            add_digit: true,
            ..settings(4, "_")
        };
        let p = generate(&mut rng, &list, &s);
        let words: Vec<&str> = p.split('_').collect();
        assert_eq!(words.len(), 4);
        assert!(words
            .iter()
            .all(|w| w.starts_with(|c: char| c.is_ascii_uppercase())));
        assert_eq!(p.chars().filter(char::is_ascii_digit).count(), 1);
    }

    #[test]
    fn entropy_of_passphrases() {
        // Python: 6 * math.log2(7776) = 77.54887502163469;
        // plus math.log2(60) for a digit after one of the six words = 83.4557656172432.
        assert!((entropy_bits(&settings(6, "-")) - 77.54887502163469).abs() < 1e-12);
        let with_digit = Settings {
            add_digit: true,
            ..settings(6, "-")
        };
        assert!((entropy_bits(&with_digit) - 83.4557656172432).abs() < 1e-12);
    }
}
