//! Lengths and areas as people write them, each with its own unit:
//! `12 ft 6 in`, `12' 6"`, `3.5 m`, `250 cm`, a bare number in a default
//! unit; areas as `25 m²`, `200 sq ft`, `1.5 acres`. Factors are the exact
//! ones of the international yard and pound (1959): 1 in = 0.0254 m.

/// Metres in one foot, exactly.
pub const FOOT: f64 = 0.3048;
/// Square metres in one acre: 43,560 ft², exactly 4,046.8564224 m².
pub const ACRE: f64 = 4046.8564224;

/// Length units by the words that name them, in metres.
const LENGTHS: &[(&[&str], f64)] = &[
    (&["ft", "foot", "feet", "'", "′", "pé", "pés"], FOOT),
    (
        &[
            "in",
            "inch",
            "inches",
            "\"",
            "″",
            "pol",
            "polegada",
            "polegadas",
        ],
        0.0254,
    ),
    (&["yd", "yard", "yards", "jarda", "jardas"], 0.9144),
    (
        &["m", "metre", "metres", "meter", "meters", "metro", "metros"],
        1.0,
    ),
    (
        &[
            "cm",
            "centimetre",
            "centimetres",
            "centimeter",
            "centimeters",
            "centímetro",
            "centímetros",
        ],
        0.01,
    ),
    (
        &[
            "mm",
            "millimetre",
            "millimetres",
            "millimeter",
            "millimeters",
            "milímetro",
            "milímetros",
        ],
        0.001,
    ),
];

/// Area units by the words that name them (spaces collapsed), in m².
const AREAS: &[(&[&str], f64)] = &[
    (
        &[
            "ft2",
            "ft²",
            "sq ft",
            "sqft",
            "square feet",
            "square foot",
            "pés quadrados",
        ],
        FOOT * FOOT,
    ),
    (
        &[
            "m2",
            "m²",
            "sq m",
            "square metres",
            "square meters",
            "metros quadrados",
        ],
        1.0,
    ),
    (&["yd2", "yd²", "sq yd", "square yards"], 0.9144 * 0.9144),
    (&["in2", "in²", "sq in", "square inches"], 0.0254 * 0.0254),
    (&["cm2", "cm²"], 0.0001),
    (&["ac", "acre", "acres"], ACRE),
    (&["ha", "hectare", "hectares"], 10_000.0),
];

/// Longest number read (digits and a point); longer is not a length.
const MAX_DIGITS: usize = 24;

/// Why a text is not a usable length.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Problem {
    /// Not written as a length.
    Unreadable,
    /// A length of zero or less.
    NotPositive,
}

/// The metres in a default unit named like an option of the calculator's
/// unit select (`ft`, `in`, `yd`, `m`, `cm`).
pub fn unit_metres(name: &str) -> Option<f64> {
    LENGTHS
        .iter()
        .find(|(names, _)| names[0] == name)
        .map(|(_, m)| *m)
}

#[derive(Debug, PartialEq)]
enum Token<'a> {
    Number(f64),
    Word(&'a str),
}

/// Numbers (`12`, `3.5`, `.5`) and words (letters, optionally with a
/// trailing `2` or `²`; each of `'"′″` alone). `None` on anything else.
fn tokens(text: &str) -> Option<Vec<Token<'_>>> {
    let mut out = Vec::new();
    let mut rest = text.trim_start();
    while let Some(c) = rest.chars().next() {
        let len = if c.is_ascii_digit() || c == '.' {
            let n = rest
                .find(|c: char| !(c.is_ascii_digit() || c == '.'))
                .unwrap_or(rest.len());
            let number = &rest[..n];
            if n > MAX_DIGITS || number == "." || number.matches('.').count() > 1 {
                return None;
            }
            // Not `str::parse`: its float tables would weigh ~15 KB gzip in WebAssembly.
            out.push(Token::Number(calc_core::values::plain_to_f64(number)?));
            n
        } else if matches!(c, '\'' | '"' | '′' | '″') {
            out.push(Token::Word(&rest[..c.len_utf8()]));
            c.len_utf8()
        } else if is_letter(c) {
            let mut n = rest.find(|c: char| !is_letter(c)).unwrap_or(rest.len());
            if let Some(square) = rest[n..].chars().next().filter(|c| matches!(c, '2' | '²')) {
                n += square.len_utf8();
            }
            out.push(Token::Word(&rest[..n]));
            n
        } else {
            return None;
        };
        rest = rest[len..].trim_start();
    }
    Some(out)
}

/// A letter of a unit's name: ASCII letters and the accented ones of
/// Portuguese names (`pés`, `centímetros`). Not `char::is_alphabetic`,
/// whose Unicode tables would weigh more in WebAssembly than the rest of
/// this calculator; unit names are matched after ASCII lowercasing.
fn is_letter(c: char) -> bool {
    c.is_ascii_alphabetic()
        || matches!(
            c,
            'á' | 'é' | 'í' | 'ó' | 'ú' | 'â' | 'ê' | 'ô' | 'ã' | 'õ' | 'ç'
        )
}

fn length_unit(word: &str) -> Option<f64> {
    let word = word.to_ascii_lowercase();
    LENGTHS
        .iter()
        .find(|(names, _)| names.contains(&word.as_str()))
        .map(|(_, m)| *m)
}

/// A length in metres: terms of a number and its unit added up (`12 ft 6
/// in`); a lone bare number is in `default` metres, and a bare number after
/// feet is inches (`5' 6`). A leading `-` makes it negative (so the message
/// says it must be more than zero).
pub fn length(text: &str, default: f64) -> Result<f64, Problem> {
    let text = text.trim();
    let (negative, text) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let tokens = tokens(text).ok_or(Problem::Unreadable)?;
    let mut total = 0.0;
    let mut i = 0;
    let mut last_unit = None;
    while i < tokens.len() {
        let Token::Number(value) = tokens[i] else {
            return Err(Problem::Unreadable);
        };
        let unit = match tokens.get(i + 1) {
            Some(Token::Word(w)) => {
                i += 1;
                length_unit(w).ok_or(Problem::Unreadable)?
            }
            _ if tokens.len() == 1 => default,
            _ if last_unit == Some(FOOT) && i + 1 == tokens.len() => 0.0254,
            _ => return Err(Problem::Unreadable),
        };
        total += value * unit;
        last_unit = Some(unit);
        i += 1;
    }
    if tokens.is_empty() {
        return Err(Problem::Unreadable);
    }
    if negative || total <= 0.0 {
        return Err(Problem::NotPositive);
    }
    Ok(total)
}

/// One line of a list of areas, in m²: `length × width` (also `x` or `*`)
/// or a number and an area unit; an optional `name:` before it.
pub struct AreaLine<'a> {
    pub name: &'a str,
    pub square_metres: f64,
}

pub fn area_line(line: &str, default: f64) -> Result<AreaLine<'_>, Problem> {
    let (name, rest) = match line.split_once(':') {
        Some((name, rest)) => (name.trim(), rest),
        None => ("", line),
    };
    let rest = rest.trim();
    if let Some((a, b)) = rest.split_once(['x', 'X', '×', '*']) {
        return Ok(AreaLine {
            name,
            square_metres: length(a, default)? * length(b, default)?,
        });
    }
    let tokens = tokens(rest).ok_or(Problem::Unreadable)?;
    let Some((Token::Number(value), words)) = tokens.split_first() else {
        return Err(Problem::Unreadable);
    };
    let words: Vec<String> = words
        .iter()
        .map(|t| match t {
            Token::Word(w) => Ok(w.to_ascii_lowercase()),
            Token::Number(_) => Err(Problem::Unreadable),
        })
        .collect::<Result<_, _>>()?;
    let unit = words.join(" ");
    let factor = AREAS
        .iter()
        .find(|(names, _)| names.contains(&unit.as_str()))
        .map(|(_, f)| *f)
        .ok_or(Problem::Unreadable)?;
    if *value <= 0.0 {
        return Err(Problem::NotPositive);
    }
    Ok(AreaLine {
        name,
        square_metres: value * factor,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() <= 1e-12 * b.abs().max(1.0)
    }

    #[test]
    fn lengths_with_their_units() {
        // Exact by definition: 12 ft 6 in = 150 in = 3.81 m; 5' 6 = 66 in = 1.6764 m.
        for (text, metres) in [
            ("12 ft 6 in", 3.81),
            ("12' 6\"", 3.81),
            ("12ft6in", 3.81),
            ("5' 6", 1.6764),
            ("12 ft 6", 3.81),
            ("5 pés 6 polegadas", 1.6764),
            ("3.5 m", 3.5),
            ("3.5 metros", 3.5),
            ("250 cm", 2.5),
            ("4 yd", 3.6576),
            ("1 m 20 cm", 1.2),
            ("12 Feet", 3.6576),
            (".5 m", 0.5),
            ("10", 3.048),
        ] {
            let got = length(text, FOOT).unwrap();
            assert!(close(got, metres), "{text}: {got}");
        }
    }

    #[test]
    fn bad_lengths() {
        for text in [
            "",
            "ft",
            "12 parsecs",
            "6 in 5",
            "3 m 6",
            "1.2.3 m",
            "12 m2",
            "1e3",
            "12,5 m",
            "12 - 3",
        ] {
            assert_eq!(length(text, 1.0), Err(Problem::Unreadable), "{text}");
        }
        for text in ["0", "-3 m", "0 ft 0 in"] {
            assert_eq!(length(text, 1.0), Err(Problem::NotPositive), "{text}");
        }
        assert_eq!(length(&"9".repeat(25), 1.0), Err(Problem::Unreadable));
    }

    #[test]
    fn odd_text_is_an_error_never_a_panic() {
        for text in [
            "１２ ft",
            "é",
            "pés",
            "12 ′′",
            "3 m²x",
            "²",
            "′6",
            "12'6\"7",
            ":",
            "a:b:c",
            "x",
            "××",
            "\u{0}",
            "12\u{301} m",
            "....",
            "9e9999 m",
            "-",
            "--3",
        ] {
            assert!(length(text, 1.0).is_err(), "{text}");
            let _ = area_line(text, 1.0);
        }
    }

    #[test]
    fn area_lines() {
        let kitchen = area_line("Kitchen: 12 ft x 10 ft", 1.0).unwrap();
        assert_eq!(kitchen.name, "Kitchen");
        // 120 ft² × 0.09290304 m²/ft² = 11.1483648 m².
        assert!(close(kitchen.square_metres, 11.1483648));
        for (text, m2) in [
            ("25 m²", 25.0),
            ("25 m2", 25.0),
            ("200 sq ft", 18.580608),
            ("200 square feet", 18.580608),
            ("1 acre", 4046.8564224),
            ("2 ha", 20000.0),
            ("3 × 4", 12.0),
            ("3m*4m", 12.0),
        ] {
            let got = area_line(text, 1.0).unwrap().square_metres;
            assert!(close(got, m2), "{text}: {got}");
        }
        for text in ["", "kitchen", "25", "25 m", "3 x", "x 4", "25 m² 3"] {
            assert!(area_line(text, 1.0).is_err(), "{text}");
        }
        assert_eq!(area_line("0 m2", 1.0).err(), Some(Problem::NotPositive));
    }
}
