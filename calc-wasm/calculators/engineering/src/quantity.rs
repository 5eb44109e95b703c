//! Component values as engineers write them: a number with an optional SI
//! prefix (`4.7k`, `100n`, `2.2µ`), the prefix as the decimal point (RKM
//! code of IEC 60062: `4k7`, `R47`, `2M2`), optionally followed by the
//! unit's symbol (`100nF`, `4.7 kΩ`); and lists of them.

use calc_core::values::{plain_number, NumberStyle};

/// SI prefixes and their powers of ten; `R` is the RKM code's plain point.
const PREFIXES: &[(char, i32)] = &[
    ('p', -12),
    ('n', -9),
    ('u', -6),
    ('µ', -6), // U+00B5 micro sign
    ('μ', -6), // U+03BC Greek mu
    ('m', -3),
    ('R', 0),
    ('r', 0),
    ('k', 3),
    ('K', 3),
    ('M', 6),
    ('G', 9),
];

/// At most this many values in a list: a bound on work and on the text.
pub const MAX_LIST: usize = 200;

fn power_of(c: char) -> Option<i32> {
    PREFIXES.iter().find(|(p, _)| *p == c).map(|(_, e)| *e)
}

/// The value in base units, or `None` when the text is not a value.
/// `units` are the symbols that may end it (`["Ω", "ohm"]`).
pub fn parse_quantity(raw: &str, style: NumberStyle, units: &[&str]) -> Option<f64> {
    let mut text: String = raw.chars().filter(|c| !c.is_whitespace()).collect();
    if let Some(unit) = units
        .iter()
        .find(|u| text.len() > u.len() && text.ends_with(*u))
    {
        text.truncate(text.len() - unit.len());
    }
    let Some((at, prefix)) = text.char_indices().find(|(_, c)| power_of(*c).is_some()) else {
        return to_number(&plain_number(&text, style)?);
    };
    let power = power_of(prefix)?;
    let (left, right) = (&text[..at], &text[at + prefix.len_utf8()..]);
    let mantissa = if right.is_empty() {
        // `4.7k`: a number in the page's style, then the prefix.
        let plain = plain_number(left, style)?;
        if plain.contains(['e', 'E']) {
            return None;
        }
        plain
    } else {
        // `4k7`, `R47`: digits on both sides, the prefix in the point's place.
        let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
        if !digits(left) || !digits(right) || (left.is_empty() && power != 0) {
            return None;
        }
        format!("{}.{right}", if left.is_empty() { "0" } else { left })
    };
    // Shifting the decimal exponent, not multiplying: 4.7k is exactly the
    // double nearest 4700, as 4700 typed would be.
    to_number(&format!("{mantissa}e{power}"))
}

fn to_number(plain: &str) -> Option<f64> {
    calc_core::values::parse_number(plain, NumberStyle::Plain)
}

/// Values separated by commas, semicolons, spaces or new lines. On
/// Portuguese pages a comma between digits is the decimal comma (the
/// caller's `Inputs::number_text` has made it a point). `Err(index)`
/// names the first value that cannot be read (0-based); an empty list,
/// or one longer than `MAX_LIST`, is `Err(0)` / `Err(MAX_LIST)`.
pub fn parse_list(text: &str, units: &[&str]) -> Result<Vec<f64>, usize> {
    let mut values = Vec::new();
    for (i, item) in text
        .split([',', ';', ' ', '\n', '\r', '\t'])
        .filter(|s| !s.is_empty())
        .enumerate()
    {
        if i >= MAX_LIST {
            return Err(MAX_LIST);
        }
        values.push(parse_quantity(item, NumberStyle::Plain, units).ok_or(i)?);
    }
    if values.is_empty() {
        return Err(0);
    }
    Ok(values)
}

#[cfg(test)]
mod tests {
    use super::*;

    const OHM: &[&str] = &["Ω", "ohm"];

    #[test]
    fn prefixes_and_rkm_codes() {
        let q = |t| parse_quantity(t, NumberStyle::En, OHM);
        assert_eq!(q("4.7k"), Some(4700.0));
        assert_eq!(q("4k7"), Some(4700.0));
        assert_eq!(q("4K7"), Some(4700.0));
        assert_eq!(q("R47"), Some(0.47));
        assert_eq!(q("4R7"), Some(4.7));
        assert_eq!(q("47R"), Some(47.0));
        assert_eq!(q("2M2"), Some(2_200_000.0));
        assert_eq!(q("1,000"), Some(1000.0));
        assert_eq!(q("10 kΩ"), Some(10_000.0));
        assert_eq!(q("220ohm"), Some(220.0));
        assert_eq!(q("2.2e-6"), Some(2.2e-6));
        // The double nearest each decimal, as the text typed in full gives.
        assert_eq!(q("100n"), Some(100e-9));
        assert_eq!(q("2.2µ"), Some(2.2e-6));
        assert_eq!(q("2.2μ"), Some(2.2e-6));
        assert_eq!(q("10u"), Some(10e-6));
        assert_eq!(q("3.3m"), Some(3.3e-3));
        assert_eq!(q("15p"), Some(15e-12));
    }

    #[test]
    fn portuguese_decimal_comma() {
        assert_eq!(parse_quantity("4,7k", NumberStyle::PtBr, OHM), Some(4700.0));
        assert_eq!(parse_quantity("0,5", NumberStyle::PtBr, OHM), Some(0.5));
    }

    #[test]
    fn rejects_what_is_not_a_value() {
        for bad in [
            "", "k", "abc", "4.7kk", "4k7k", "1e3k", "k5", "4.7 x", "Ω", "4..7",
        ] {
            assert_eq!(parse_quantity(bad, NumberStyle::En, OHM), None, "{bad}");
        }
    }

    #[test]
    fn odd_text_never_panics() {
        for text in [
            "µ", "4µ7", "Ωk", "kΩ", "ΩΩ", "é4k", "4k7Ω", "R", "RR", "4R7R", "-4k7", "+1k", "1_000",
            "\u{0}", "１k",
        ] {
            for style in [NumberStyle::En, NumberStyle::PtBr, NumberStyle::Plain] {
                let _ = parse_quantity(text, style, OHM);
            }
        }
        assert_eq!(parse_quantity("4µ7", NumberStyle::En, OHM), Some(4.7e-6));
        assert_eq!(parse_quantity("4k7Ω", NumberStyle::En, OHM), Some(4700.0));
        assert_eq!(parse_quantity("-4k7", NumberStyle::En, OHM), None);
    }

    #[test]
    fn lists() {
        assert_eq!(
            parse_list("100, 220; 4k7\n1M", OHM),
            Ok(vec![100.0, 220.0, 4700.0, 1e6])
        );
        assert_eq!(parse_list("100, x", OHM), Err(1));
        assert_eq!(parse_list(" , ", OHM), Err(0));
        assert_eq!(parse_list(&"1 ".repeat(201), OHM), Err(MAX_LIST));
    }
}
