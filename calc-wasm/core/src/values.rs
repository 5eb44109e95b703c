//! Parsing of raw input text into typed values, strictly: no NaN, no
//! Infinity, no hex, bounded length. Number text may follow the page's
//! locale (`1,234.5` in English, `1.234,5` in Portuguese).

use crate::error::{ErrorKind, InputError};
use crate::spec::{InputKind, InputSpec};

/// Longest number text accepted; longer input is rejected, not parsed.
const MAX_NUMBER_TEXT: usize = 64;

#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Number(f64),
    Option(String),
    Bool(bool),
    Text(String),
    Date(time::Date),
}

/// `YYYY-MM-DD` with a four-digit year, and a day that exists.
pub fn parse_date(raw: &str) -> Option<time::Date> {
    let t = raw.trim();
    let b = t.as_bytes();
    if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
        return None;
    }
    let digits = |r: std::ops::Range<usize>| {
        t.get(r)
            .filter(|s| s.bytes().all(|c| c.is_ascii_digit()))?
            .parse::<u32>()
            .ok()
    };
    let (y, m, d) = (digits(0..4)?, digits(5..7)?, digits(8..10)?);
    let month = time::Month::try_from(u8::try_from(m).ok()?).ok()?;
    time::Date::from_calendar_date(i32::try_from(y).ok()?, month, u8::try_from(d).ok()?).ok()
}

/// `YYYY-MM-DD`.
pub fn format_date(d: time::Date) -> String {
    format!("{:04}-{:02}-{:02}", d.year(), u8::from(d.month()), d.day())
}

/// How number text is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NumberStyle {
    /// `1234.5`, `-3e-4`: the command line and YAML defaults.
    Plain,
    /// English: `.` decimal point, `,` may group thousands.
    En,
    /// Portuguese: `,` decimal comma, `.` may group thousands; a lone `.`
    /// that does not group thousands is taken as a decimal point.
    PtBr,
}

impl NumberStyle {
    pub fn for_language(lang: &str) -> NumberStyle {
        if lang.eq_ignore_ascii_case("pt-BR") {
            NumberStyle::PtBr
        } else {
            NumberStyle::En
        }
    }
}

pub fn parse_number(raw: &str, style: NumberStyle) -> Option<f64> {
    to_f64(&plain_number(raw, style)?).filter(|v| v.is_finite())
}

/// Number text in `style` rewritten plain (`1.234,5` → `1234.5`): optional
/// sign, digits, optional fraction and exponent. `None` when it is not a
/// number.
pub fn plain_number(raw: &str, style: NumberStyle) -> Option<String> {
    let text = raw.trim();
    if text.is_empty() || text.len() > MAX_NUMBER_TEXT {
        return None;
    }
    let plain = match style {
        NumberStyle::Plain => text.to_string(),
        NumberStyle::En => ungroup(text, ',')?,
        NumberStyle::PtBr => {
            if text.contains(',') {
                ungroup(text, '.')?.replacen(',', ".", 1)
            } else if is_grouped(text, '.') {
                text.replace('.', "")
            } else {
                text.to_string()
            }
        }
    };
    is_plain_number(&plain).then_some(plain)
}

/// The double nearest a plain decimal text, correctly rounded.
pub fn plain_to_f64(plain: &str) -> Option<f64> {
    to_f64(plain).filter(|v| v.is_finite())
}

#[cfg(not(target_arch = "wasm32"))]
fn to_f64(plain: &str) -> Option<f64> {
    plain.parse::<f64>().ok()
}

/// In the browser, the engine's own correctly rounded parser reads the text
/// (already checked to be a plain decimal above): Rust's would add ~15 KB
/// gzip of tables and code to every page's module.
#[cfg(target_arch = "wasm32")]
fn to_f64(plain: &str) -> Option<f64> {
    Some(js_sys::parse_float(plain))
}

/// Removes thousands separators, accepting them only in groups of three.
fn ungroup(text: &str, sep: char) -> Option<String> {
    if !text.contains(sep) {
        return Some(text.to_string());
    }
    let int_end = text
        .find(|c: char| c != sep && !c.is_ascii_digit() && c != '-' && c != '+')
        .unwrap_or(text.len());
    let (int_part, rest) = text.split_at(int_end);
    if rest.contains(sep) || !is_grouped(int_part, sep) {
        return None;
    }
    Some(format!("{}{}", int_part.replace(sep, ""), rest))
}

/// `1.234.567` (with `sep` = '.'), optionally signed.
fn is_grouped(text: &str, sep: char) -> bool {
    let digits = text.trim_start_matches(['-', '+']);
    let mut groups = digits.split(sep);
    let first = groups.next().unwrap_or("");
    let mut rest = groups.peekable();
    rest.peek().is_some()
        && (1..=3).contains(&first.len())
        && first.bytes().all(|b| b.is_ascii_digit())
        && rest.all(|g| g.len() == 3 && g.bytes().all(|b| b.is_ascii_digit()))
}

/// Optional sign, digits with an optional fraction, optional exponent.
fn is_plain_number(text: &str) -> bool {
    let b = text.as_bytes();
    let mut i = 0;
    if i < b.len() && (b[i] == b'-' || b[i] == b'+') {
        i += 1;
    }
    let int_start = i;
    while i < b.len() && b[i].is_ascii_digit() {
        i += 1;
    }
    let mut digits = i - int_start;
    if i < b.len() && b[i] == b'.' {
        i += 1;
        let frac_start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        digits += i - frac_start;
    }
    if digits == 0 {
        return false;
    }
    if i < b.len() && (b[i] == b'e' || b[i] == b'E') {
        i += 1;
        if i < b.len() && (b[i] == b'-' || b[i] == b'+') {
            i += 1;
        }
        let exp_start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        if i == exp_start {
            return false;
        }
    }
    i == b.len()
}

/// Parses and validates one input's raw text against its declaration.
pub fn parse_input(spec: &InputSpec, raw: &str, style: NumberStyle) -> Result<Value, InputError> {
    let fail = |kind| Err(InputError::new(&spec.id, kind));
    match &spec.kind {
        InputKind::Number {
            min,
            max,
            above,
            below,
            integer,
        } => {
            let Some(v) = parse_number(raw, style) else {
                return fail(ErrorKind::NotANumber);
            };
            if *integer && v.fract() != 0.0 {
                return fail(ErrorKind::NotAnInteger);
            }
            if let Some(min) = *min {
                if v < min {
                    return fail(ErrorKind::BelowMin { min });
                }
            }
            if let Some(max) = *max {
                if v > max {
                    return fail(ErrorKind::AboveMax { max });
                }
            }
            if let Some(above) = *above {
                if v <= above {
                    return fail(ErrorKind::NotAbove { above });
                }
            }
            if let Some(below) = *below {
                if v >= below {
                    return fail(ErrorKind::NotBelow { below });
                }
            }
            Ok(Value::Number(v))
        }
        InputKind::Select { options } => {
            let choice = raw.trim();
            if options.iter().any(|o| o == choice) {
                Ok(Value::Option(choice.to_string()))
            } else {
                fail(ErrorKind::UnknownOption {
                    options: options.clone(),
                })
            }
        }
        InputKind::Date { min, max } => {
            let Some(date) = parse_date(raw) else {
                return fail(ErrorKind::NotADate);
            };
            if let Some(min) = min.as_deref() {
                if parse_date(min).is_some_and(|m| date < m) {
                    return fail(ErrorKind::DateBeforeMin {
                        min: min.to_string(),
                    });
                }
            }
            if let Some(max) = max.as_deref() {
                if parse_date(max).is_some_and(|m| date > m) {
                    return fail(ErrorKind::DateAfterMax {
                        max: max.to_string(),
                    });
                }
            }
            Ok(Value::Date(date))
        }
        InputKind::Bool => match raw.trim() {
            "true" => Ok(Value::Bool(true)),
            "false" => Ok(Value::Bool(false)),
            _ => fail(ErrorKind::NotABool),
        },
        InputKind::Text { max_length } => {
            if raw.chars().count() > *max_length {
                fail(ErrorKind::TooLong {
                    max_length: *max_length,
                })
            } else {
                Ok(Value::Text(raw.to_string()))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_numbers() {
        assert_eq!(parse_number("1234.5", NumberStyle::Plain), Some(1234.5));
        assert_eq!(parse_number("-3e-4", NumberStyle::Plain), Some(-3e-4));
        assert_eq!(parse_number(" 7 ", NumberStyle::Plain), Some(7.0));
        assert_eq!(parse_number(".5", NumberStyle::Plain), Some(0.5));
        assert_eq!(parse_number("5.", NumberStyle::Plain), Some(5.0));
    }

    #[test]
    fn rejects_non_numbers() {
        for bad in [
            "",
            "abc",
            "NaN",
            "inf",
            "-infinity",
            "0x10",
            "1e",
            "1.2.3",
            "--1",
            ".",
            "1e999",
            "1,5",
        ] {
            assert_eq!(parse_number(bad, NumberStyle::Plain), None, "{bad}");
        }
        assert_eq!(parse_number(&"9".repeat(65), NumberStyle::Plain), None);
    }

    #[test]
    fn dates() {
        assert_eq!(
            parse_date("2024-02-29").map(format_date).as_deref(),
            Some("2024-02-29")
        );
        for bad in [
            "2023-02-29",
            "2024-13-01",
            "2024-00-10",
            "2024-1-01",
            "24-01-01",
            "2024/01/01",
            "",
            "2024-01-32",
            "+024-01-01",
        ] {
            assert_eq!(parse_date(bad), None, "{bad}");
        }
    }

    #[test]
    fn english_grouping() {
        assert_eq!(
            parse_number("1,234,567.89", NumberStyle::En),
            Some(1234567.89)
        );
        assert_eq!(parse_number("400000", NumberStyle::En), Some(400000.0));
        assert_eq!(parse_number("1,23", NumberStyle::En), None);
        assert_eq!(parse_number("1.234,5", NumberStyle::En), None);
    }

    #[test]
    fn portuguese_grouping_and_comma() {
        assert_eq!(parse_number("1.234,56", NumberStyle::PtBr), Some(1234.56));
        assert_eq!(parse_number("6,5", NumberStyle::PtBr), Some(6.5));
        assert_eq!(parse_number("400.000", NumberStyle::PtBr), Some(400000.0));
        assert_eq!(parse_number("6.5", NumberStyle::PtBr), Some(6.5));
        assert_eq!(parse_number("-1.000", NumberStyle::PtBr), Some(-1000.0));
        assert_eq!(parse_number("1,2,3", NumberStyle::PtBr), None);
    }
}
