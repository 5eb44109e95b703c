//! The password generator: random passwords from chosen kinds of
//! characters (at least one of each), or diceware passphrases from the EFF
//! long wordlist; always cryptographic randomness, never a seed.

use super::rng::{below, Source};
use super::{passphrase, wordlist};
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;
use generator::{input as i, output as o, In, Out};

calc_core::calculator! {
    mod generator = "password-generator" (compute) {
        inputs {
            mode: Choice, length: Number, lowercase: Flag, uppercase: Flag, digits: Flag,
            symbols: Flag, noLookalikes: Flag, exclude: Text, words: Number, separator: Text,
            capitalise: Flag, addDigit: Flag, count: Number,
        }
        outputs { password: Text, entropyBits: Number, strength: Text }
    }
}

pub const FUNCTION: Function = generator::FUNCTION;

pub const LOWERCASE: &str = "abcdefghijklmnopqrstuvwxyz";
pub const UPPERCASE: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
pub const DIGITS: &str = "0123456789";
/// The 32 printable ASCII punctuation characters (no space).
pub const SYMBOLS: &str = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";
/// Characters easily mistaken for one another in common fonts: zero and
/// the letter O, one and the letters l and I, the bar, and quote marks
/// and small punctuation that are hard to tell apart when read aloud or
/// copied by hand.
pub const LOOKALIKES: &str = "0Oo1lIi|`'\".,;:";

/// Rejection of whole passwords that miss a class cannot loop for long
/// (at length 4 with four classes over a third are accepted); this bound
/// only guards against a pathological alphabet.
const MAX_ATTEMPTS: usize = 1_000_000;

fn compute(inputs: In) -> Result<Out, InputError> {
    // The page everyone downloads gets the entropy of the default settings
    // but no password (registry::evaluate_defaults).
    let count = if calc_core::registry::draws_withheld() {
        0
    } else {
        inputs.number(i::count)? as usize
    };
    let mut rng = Source::os();
    let (passwords, bits) = if inputs.option(i::mode)? == "passphrase" {
        let settings = passphrase::Settings {
            words: inputs.number(i::words)? as usize,
            separator: inputs.text(i::separator)?,
            capitalise: inputs.flag(i::capitalise)?,
            add_digit: inputs.flag(i::addDigit)?,
        };
        let list = wordlist::words(i::mode.id())?;
        let all = (0..count)
            .map(|_| passphrase::generate(&mut rng, &list, &settings))
            .collect();
        (all, passphrase::entropy_bits(&settings))
    } else {
        let classes = classes(inputs)?;
        let length = inputs.number(i::length)? as usize;
        let all = (0..count)
            .map(|_| generate(&mut rng, &classes, length))
            .collect::<Result<Vec<_>, _>>()?;
        (all, entropy_bits(&classes, length))
    };
    Ok(Out::new()
        .text(o::password, passwords.join("\n"))
        .number(o::entropyBits, bits)
        .text(o::strength, strength(bits)))
}

/// The chosen kinds of characters, each without look-alikes and excluded
/// characters when asked.
fn classes(inputs: In) -> Result<Vec<Vec<char>>, InputError> {
    let no_lookalikes = inputs.flag(i::noLookalikes)?;
    let exclude = inputs.text(i::exclude)?;
    let mut classes = Vec::new();
    for (id, set) in [
        (i::lowercase, LOWERCASE),
        (i::uppercase, UPPERCASE),
        (i::digits, DIGITS),
        (i::symbols, SYMBOLS),
    ] {
        if !inputs.flag(id)? {
            continue;
        }
        let kept: Vec<char> = set
            .chars()
            .filter(|c| {
                let lookalike = no_lookalikes && LOOKALIKES.contains(*c);
                !lookalike && !exclude.contains(*c)
            })
            .collect();
        if kept.is_empty() {
            return Err(InputError::new(
                i::exclude.id(),
                ErrorKind::ClassAllExcluded,
            ));
        }
        classes.push(kept);
    }
    if classes.is_empty() {
        return Err(InputError::new(
            i::lowercase.id(),
            ErrorKind::NoCharacterClass,
        ));
    }
    Ok(classes)
}

/// Uniform over every password of `length` characters from the classes'
/// union that has at least one of each class: draw uniformly from the
/// union and start again when a class is missing (fixing a missing class
/// by replacing a character would favour some passwords).
fn generate(rng: &mut Source, classes: &[Vec<char>], length: usize) -> Result<String, InputError> {
    let alphabet: Vec<char> = classes.concat();
    for _ in 0..MAX_ATTEMPTS {
        let password: Vec<char> = (0..length)
            .map(|_| alphabet[below(rng, alphabet.len() as u64) as usize])
            .collect();
        if classes
            .iter()
            .all(|class| password.iter().any(|c| class.contains(c)))
        {
            return Ok(password.into_iter().collect());
        }
    }
    Err(InputError::new(i::length.id(), ErrorKind::ResultTooLarge))
}

/// log2 of the number of passwords the rules allow, every one equally
/// likely: by inclusion–exclusion over the classes that are left out,
/// N = Σ_{S ⊆ classes} (−1)^|S| (A − a_S)^L, with A the alphabet's size,
/// a_S the size of the classes in S and L the length. N reaches 94^128, far
/// beyond a double, so it is computed as L·log2(A) + log2(Σ (−1)^|S| (1 −
/// a_S/A)^L); the sum is between 0 and 1 and good to about 1e−15.
pub fn entropy_bits(classes: &[Vec<char>], length: usize) -> f64 {
    let sizes: Vec<f64> = classes.iter().map(|c| c.len() as f64).collect();
    let total: f64 = sizes.iter().sum();
    let mut fraction = 0.0;
    for subset in 0u32..(1 << sizes.len()) {
        let left_out: f64 = (0..sizes.len())
            .filter(|i| subset & (1 << i) != 0)
            .map(|i| sizes[i])
            .sum();
        let sign = if subset.count_ones() % 2 == 0 {
            1.0
        } else {
            -1.0
        };
        fraction += sign * (1.0 - left_out / total).powi(length as i32);
    }
    length as f64 * total.log2() + fraction.log2()
}

/// A rough band by entropy: what an attacker who knows the rules would
/// have to search. Under 50 bits is within reach of offline cracking,
/// 80 bits and more is beyond any known effort, 128 bits is the level of
/// a modern symmetric key.
fn strength(bits: f64) -> &'static str {
    match bits {
        b if b < 50.0 => "weak",
        b if b < 80.0 => "fair",
        b if b < 128.0 => "strong",
        _ => "veryStrong",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use calc_core::inputs::Inputs;
    use calc_core::outputs::Outputs;
    use calc_core::values::Value;
    use std::collections::BTreeMap;

    fn run(pairs: &[(&str, Value)]) -> Result<Outputs, InputError> {
        let mut values = BTreeMap::from([
            ("mode".to_string(), Value::Option("password".into())),
            ("length".to_string(), Value::Number(16.0)),
            ("lowercase".to_string(), Value::Bool(true)),
            ("uppercase".to_string(), Value::Bool(true)),
            ("digits".to_string(), Value::Bool(true)),
            ("symbols".to_string(), Value::Bool(true)),
            ("noLookalikes".to_string(), Value::Bool(false)),
            ("exclude".to_string(), Value::Text(String::new())),
            ("words".to_string(), Value::Number(6.0)),
            ("separator".to_string(), Value::Text("-".into())),
            ("capitalise".to_string(), Value::Bool(false)),
            ("addDigit".to_string(), Value::Bool(false)),
            ("count".to_string(), Value::Number(1.0)),
        ]);
        for (id, v) in pairs {
            values.insert(id.to_string(), v.clone());
        }
        (FUNCTION.compute)(&Inputs::new(values))
    }

    fn bits(pairs: &[(&str, Value)]) -> f64 {
        run(pairs).unwrap().number_of("entropyBits").unwrap()
    }

    fn close(got: f64, want: f64) {
        assert!((got - want).abs() <= 1e-12 * want, "{got} vs {want}");
    }

    fn set(sizes: &[usize]) -> Vec<Vec<char>> {
        sizes.iter().map(|&n| vec!['x'; n]).collect()
    }

    #[test]
    fn entropy_counts_the_passwords_with_every_class() {
        // Python: N = sum((-1)**len(S) * (A - sum(S))**L for S in subsets),
        // exact integers, then math.log2(N).
        // Lowercase only, 16: N = 26^16, 16·log2 26 = 75.20703549025747.
        close(entropy_bits(&set(&[26]), 16), 75.20703549025747);
        // a–z, A–Z, 0–9 and 32 symbols at 16: 104.5925141352476.
        close(entropy_bits(&set(&[26, 26, 10, 32]), 16), 104.5925141352476);
        // Length 4, four classes: N = 4! · 26 · 26 · 10 · 32 = 5191680 (one
        // of each, in any order), log2 = 22.3077700318907.
        close(entropy_bits(&set(&[26, 26, 10, 32]), 4), 22.3077700318907);
        // Digits and lowercase at 128: N = 36^128 − 26^128 − 10^128,
        // log2 N = 661.750400184616.
        close(entropy_bits(&set(&[26, 10]), 128), 661.750400184616);
    }

    #[test]
    fn every_chosen_class_appears() {
        for _ in 0..300 {
            let out = run(&[("length", Value::Number(4.0))]).unwrap();
            let p = out.text_of("password").unwrap();
            assert_eq!(p.chars().count(), 4);
            for set in [LOWERCASE, UPPERCASE, DIGITS, SYMBOLS] {
                assert!(p.chars().any(|c| set.contains(c)), "{p}");
            }
        }
    }

    #[test]
    fn look_alikes_and_excluded_characters_never_appear() {
        let out = run(&[
            ("noLookalikes", Value::Bool(true)),
            ("exclude", Value::Text("abc#".into())),
            ("length", Value::Number(128.0)),
            ("count", Value::Number(20.0)),
        ])
        .unwrap();
        let all = out.text_of("password").unwrap();
        assert_eq!(all.lines().count(), 20);
        assert!(all.lines().all(|p| p.chars().count() == 128));
        assert!(!all
            .chars()
            .any(|c| LOOKALIKES.contains(c) || "abc#".contains(c)));
        // Lowercase loses o, l, i, a, b, c (20 left); uppercase O, I (24);
        // digits 0, 1 (8); symbols ` ' " . , ; : | # (23).
        // Python, as above: 797.2887916091755.
        close(out.number_of("entropyBits").unwrap(), 797.2887916091755);
    }

    #[test]
    fn impossible_choices_are_errors() {
        let none = run(&[
            ("lowercase", Value::Bool(false)),
            ("uppercase", Value::Bool(false)),
            ("digits", Value::Bool(false)),
            ("symbols", Value::Bool(false)),
        ]);
        assert_eq!(none.unwrap_err().kind, ErrorKind::NoCharacterClass);
        let emptied = run(&[("exclude", Value::Text(DIGITS.into()))]);
        assert_eq!(emptied.unwrap_err().input, "exclude");
    }

    #[test]
    fn the_build_gets_no_password() {
        let spec = crate::testing::spec("password-generator");
        let out = crate::testing::evaluate_defaults(&spec).unwrap();
        assert_eq!(out.text_of("password"), Some(""));
        close(out.number_of("entropyBits").unwrap(), 104.5925141352476);
        // And a visitor's evaluation right after gets one.
        let given = Default::default();
        let out = crate::testing::evaluate(&spec, &given, calc_core::NumberStyle::Plain).unwrap();
        assert_eq!(out.text_of("password").unwrap().chars().count(), 16);
    }

    #[test]
    fn strength_bands() {
        assert_eq!(strength(bits(&[("length", Value::Number(6.0))])), "weak");
        // 51.31828832064395 bits at 8.
        assert_eq!(strength(bits(&[("length", Value::Number(8.0))])), "fair");
        assert_eq!(strength(bits(&[])), "strong");
        assert_eq!(
            strength(bits(&[("length", Value::Number(20.0))])),
            "veryStrong"
        );
    }
}
