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

/// How number text is written: one rule per language, the same in every
/// field that holds a number (number fields, and the text fields that take
/// one number or an exact expression: `quadratic`'s coefficients,
/// `rounding`'s number).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NumberStyle {
    /// `1234.5`, `-3e-4`: the command line and YAML defaults. Read as
    /// English: `,` may group thousands (`1,234.5`).
    Plain,
    /// English: `.` decimal point, `,` groups thousands, in threes only.
    En,
    /// Portuguese: `,` decimal comma, `.` groups thousands, in threes only.
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

    /// (decimal mark, thousands separator).
    fn marks(self) -> (char, char) {
        match self {
            NumberStyle::Plain | NumberStyle::En => ('.', ','),
            NumberStyle::PtBr => (',', '.'),
        }
    }
}

pub fn parse_number(raw: &str, style: NumberStyle) -> Option<f64> {
    read_number(raw, style).ok()
}

/// Number text in `style` as a double, or why it is not one: not a number
/// (`NotANumber`, `DateNotNumber`), separators used against the
/// style's rule (`MisplacedSeparator`: `1,5` in English, `6.5` in
/// Portuguese), a magnitude a double cannot hold (`TooSmall`,
/// `ResultTooLarge`). `-0` is 0.
pub fn read_number(raw: &str, style: NumberStyle) -> Result<f64, ErrorKind> {
    let plain = to_plain(raw, style)?;
    let v = to_f64(&plain).ok_or(ErrorKind::NotANumber)?;
    if !v.is_finite() {
        return Err(ErrorKind::ResultTooLarge);
    }
    let mantissa = plain.split(['e', 'E']).next().unwrap_or("");
    if v == 0.0 && mantissa.bytes().any(|b| (b'1'..=b'9').contains(&b)) {
        // `1e-400` is not zero: a double cannot hold it.
        return Err(ErrorKind::TooSmall);
    }
    Ok(if v == 0.0 { 0.0 } else { v })
}

/// A currency symbol a target may be typed with ("$", "R$": each site
/// language's, from content/site.yaml), and the style of the page that
/// shows amounts with it.
#[derive(Debug, Clone, PartialEq)]
pub struct Currency {
    pub symbol: String,
    pub style: NumberStyle,
}

/// A target to solve for, typed as a result is shown: a number in
/// `style`, or an amount with one of `currencies`' symbols ("$2,500",
/// "R$ 2.500,00"), read in the style of the page that shows that currency
/// (so "R$ 2.500" is 2500 even on the command line, where plain `2.500`
/// is 2.5). A sign may stand before the symbol. The longest symbol that
/// fits is the one typed ("R$", not "$", in "R$ 5").
pub fn read_target(
    raw: &str,
    style: NumberStyle,
    currencies: &[Currency],
) -> Result<f64, ErrorKind> {
    let text = raw.trim();
    let (negative, unsigned) = match text.strip_prefix(['-', '\u{2212}']) {
        Some(rest) => (true, rest.trim_start()),
        None => (false, text),
    };
    let typed = currencies
        .iter()
        .filter(|c| !c.symbol.is_empty())
        .filter_map(|c| Some((unsigned.strip_prefix(c.symbol.as_str())?, c)))
        .max_by_key(|(_, c)| c.symbol.len());
    if let Some((amount, currency)) = typed {
        let amount = read_number(amount.trim(), currency.style)?;
        let signed = if negative { -amount } else { amount };
        return Ok(signed + 0.0);
    }
    read_number(text, style)
}

/// Number text in `style` rewritten plain (`1.234,5` → `1234.5`): optional
/// sign, digits, optional fraction and exponent. `None` when it is not a
/// number.
pub fn plain_number(raw: &str, style: NumberStyle) -> Option<String> {
    to_plain(raw, style).ok()
}

/// `plain_number`, or why the text is not a number in `style`.
pub fn to_plain(raw: &str, style: NumberStyle) -> Result<String, ErrorKind> {
    let text = raw.trim();
    if text.is_empty() || text.len() > MAX_NUMBER_TEXT {
        return Err(ErrorKind::NotANumber);
    }
    if looks_like_a_date(text) {
        return Err(ErrorKind::DateNotNumber);
    }
    let number_chars =
        |c: char| c.is_ascii_digit() || matches!(c, '.' | ',' | '+' | '-' | 'e' | 'E');
    if !text.chars().all(number_chars) {
        return Err(ErrorKind::NotANumber);
    }
    let (decimal, group) = style.marks();
    let (sign, body) = match text.strip_prefix(['-', '+']) {
        Some(rest) => (&text[..1], rest),
        None => ("", text),
    };
    let (mantissa, exponent) = match body.find(['e', 'E']) {
        Some(i) => body.split_at(i),
        None => (body, ""),
    };
    let (int_part, fraction) = match mantissa.split_once(decimal) {
        Some((i, f)) => (i, Some(f)),
        None => (mantissa, None),
    };
    let misplaced = |s: &str| s.contains(group);
    if fraction.is_some_and(misplaced)
        || exponent.contains([decimal, group])
        || (int_part.contains(group) && !is_grouped(int_part, group))
    {
        return Err(ErrorKind::MisplacedSeparator);
    }
    let mut plain = format!("{sign}{}", int_part.replace(group, ""));
    if let Some(f) = fraction {
        plain.push('.');
        plain.push_str(f);
    }
    plain.push_str(exponent);
    if is_plain_number(&plain) {
        Ok(plain)
    } else {
        Err(ErrorKind::NotANumber)
    }
}

/// `2024-01-31`, `0000-01-01`, `31/01/2024`: digits in a date's shape,
/// which would otherwise read as a subtraction or a division.
fn looks_like_a_date(text: &str) -> bool {
    let parts: Vec<&str> = text.split(['-', '/']).collect();
    let digits = |p: &&str| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit());
    let lengths: Vec<usize> = parts.iter().map(|p| p.len()).collect();
    parts.len() == 3
        && parts.iter().all(digits)
        && (matches!(lengths[..], [4, 1..=2, 1..=2])
            || matches!(lengths[..], [1..=2, 1..=2, 2 | 4]))
}

/// A text field that holds one number, typed as text because it also takes
/// an exact expression (`1/3`, `sqrt(2)`, `2pi`): text shaped like a
/// number (digits, separators, a leading sign, an exponent) is read by the
/// same rule as a number field and refused the same way; a date is
/// refused; anything else is an expression, in which Portuguese decimal
/// commas (`2,5pi`) become the engine's points.
pub fn number_or_expression(raw: &str, style: NumberStyle) -> Result<String, ErrorKind> {
    let text = raw.trim();
    let body = text.strip_prefix(['-', '+']).unwrap_or(text);
    // Digits and separators, then at most an exponent with its digits
    // (`2e` is 2·e to the engine, an expression).
    let (mantissa, exponent) = match body.find(['e', 'E']) {
        Some(i) => (&body[..i], Some(&body[i + 1..])),
        None => (body, None),
    };
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let number_shaped = mantissa.starts_with(|c: char| c.is_ascii_digit() || c == '.' || c == ',')
        && mantissa
            .chars()
            .all(|c| c.is_ascii_digit() || c == '.' || c == ',')
        && exponent.is_none_or(|e| digits(e.strip_prefix(['-', '+']).unwrap_or(e)));
    if number_shaped || looks_like_a_date(text) {
        return to_plain(text, style);
    }
    Ok(match style {
        NumberStyle::PtBr => expression_decimal_commas(text),
        NumberStyle::Plain | NumberStyle::En => text.to_string(),
    })
}

/// `log(2,5) + 0,(3)` → `log(2.5) + 0.(3)`: a comma between a digit and a
/// digit (or a repeating part's parenthesis) is a Portuguese decimal comma.
/// One ASCII character for another: positions still point into the text as
/// typed.
pub(crate) fn expression_decimal_commas(text: &str) -> String {
    let bytes = text.as_bytes();
    text.char_indices()
        .map(|(i, c)| {
            let decimal = c == ','
                && i > 0
                && bytes[i - 1].is_ascii_digit()
                && bytes
                    .get(i + 1)
                    .is_some_and(|b| b.is_ascii_digit() || *b == b'(');
            if decimal {
                '.'
            } else {
                c
            }
        })
        .collect()
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

/// The length in bytes of the decimal number `text` starts with (`12`,
/// `1.5`, `.5`, `2e-3`), as both expression languages read one: an exponent
/// only when digits follow it, so `2e` is 2 and then the name e. `None`
/// for a lone '.'. `text` starts with a digit or '.'.
pub fn decimal_len(text: &str) -> Option<usize> {
    let b = text.as_bytes();
    let digits_from = |mut i: usize| {
        while b.get(i).is_some_and(u8::is_ascii_digit) {
            i += 1;
        }
        i
    };
    let mut end = digits_from(0);
    let mut digits = end;
    if b.get(end) == Some(&b'.') {
        let after = digits_from(end + 1);
        digits += after - end - 1;
        end = after;
    }
    if digits == 0 {
        return None;
    }
    if matches!(b.get(end), Some(b'e' | b'E')) {
        let sign = usize::from(matches!(b.get(end + 1), Some(b'+' | b'-')));
        let exponent = end + 1 + sign;
        if b.get(exponent).is_some_and(u8::is_ascii_digit) {
            end = digits_from(exponent);
        }
    }
    Some(end)
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
            let v = match read_number(raw, style) {
                Ok(v) => v,
                Err(kind) => return fail(kind),
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

    /// The site's currencies as content/site.yaml declares them (en: USD,
    /// "$"; pt-BR: BRL, "R$"), and one whose symbol ends another's.
    fn currencies() -> Vec<Currency> {
        [
            ("$", NumberStyle::En),
            ("R$", NumberStyle::PtBr),
            ("US$", NumberStyle::En),
        ]
        .map(|(symbol, style)| Currency {
            symbol: symbol.into(),
            style,
        })
        .to_vec()
    }

    #[test]
    fn a_target_is_read_as_the_page_shows_amounts() {
        let read = |raw: &str, style| read_target(raw, style, &currencies());
        // What Intl writes for 2500 in each site language (en-US USD,
        // pt-BR BRL, whose space is a no-break space).
        assert_eq!(read("$2,500", NumberStyle::Plain), Ok(2500.0));
        assert_eq!(read("$2,500.00", NumberStyle::En), Ok(2500.0));
        assert_eq!(read("R$\u{a0}2.500,00", NumberStyle::Plain), Ok(2500.0));
        assert_eq!(read("R$ 2.500,5", NumberStyle::En), Ok(2500.5));
        assert_eq!(read("US$ 1,000", NumberStyle::PtBr), Ok(1000.0));
        assert_eq!(read("-$12.5", NumberStyle::Plain), Ok(-12.5));
        assert_eq!(read("\u{2212}R$ 3,5", NumberStyle::Plain), Ok(-3.5));
        // Without a symbol, the page's own style.
        assert_eq!(read("2.500", NumberStyle::PtBr), Ok(2500.0));
        assert_eq!(read("2.500", NumberStyle::Plain), Ok(2.5));
        // The currency's rule holds: a Brazilian amount with an English point.
        assert_eq!(
            read("R$ 2,500.00", NumberStyle::Plain),
            Err(ErrorKind::MisplacedSeparator)
        );
        assert_eq!(read("$", NumberStyle::Plain), Err(ErrorKind::NotANumber));
        assert_eq!(
            read("-$0", NumberStyle::Plain).map(f64::is_sign_negative),
            Ok(false)
        );
    }

    #[test]
    fn a_symbol_the_content_does_not_declare_is_not_a_number() {
        // The symbols are the content's: without them "$5" is no number.
        assert_eq!(
            read_target("$5", NumberStyle::Plain, &[]),
            Err(ErrorKind::NotANumber)
        );
        let euro = [Currency {
            symbol: "€".into(),
            style: NumberStyle::PtBr,
        }];
        assert_eq!(
            read_target("€ 1.000,5", NumberStyle::Plain, &euro),
            Ok(1000.5)
        );
    }

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
        assert_eq!(parse_number("-1.000", NumberStyle::PtBr), Some(-1000.0));
        assert_eq!(parse_number("1,2,3", NumberStyle::PtBr), None);
    }

    #[test]
    fn one_separator_rule_per_language() {
        use NumberStyle::*;
        let read = read_number;
        // English and the command line: ',' groups in threes, '.' is the point.
        for style in [Plain, En] {
            assert_eq!(read("1,000", style), Ok(1000.0));
            assert_eq!(read("1,500", style), Ok(1500.0));
            assert_eq!(read("-1,234,567.5", style), Ok(-1_234_567.5));
            assert_eq!(read("1.5", style), Ok(1.5));
            for bad in [
                "1,5",
                "1,50",
                "12,3456",
                "1.234,5",
                ",5",
                "1,000.5,1",
                "1e1,000",
            ] {
                assert_eq!(
                    read(bad, style),
                    Err(ErrorKind::MisplacedSeparator),
                    "{bad}"
                );
            }
        }
        // Portuguese: ',' is the decimal comma, '.' groups in threes.
        assert_eq!(read("1,500", PtBr), Ok(1.5));
        assert_eq!(read("1.500", PtBr), Ok(1500.0));
        assert_eq!(read("-1.234.567,5", PtBr), Ok(-1_234_567.5));
        assert_eq!(read("6,5e3", PtBr), Ok(6500.0));
        for bad in ["6.5", "1.50", "1,234.5", "1,2,3"] {
            assert!(read(bad, PtBr).is_err(), "{bad}");
        }
        assert_eq!(read("6.5", PtBr), Err(ErrorKind::MisplacedSeparator));
        // A date is not a number in any language.
        for style in [Plain, En, PtBr] {
            for date in ["0000-01-01", "2024-02-29", "31/01/2024", "1/2/26"] {
                assert_eq!(read(date, style), Err(ErrorKind::DateNotNumber), "{date}");
            }
            assert_eq!(read("abc", style), Err(ErrorKind::NotANumber));
        }
    }

    #[test]
    fn magnitudes_a_double_cannot_hold_are_named() {
        let read = |t| read_number(t, NumberStyle::Plain);
        // 1e-400 is not zero: refused, never silently 0.
        assert_eq!(read("1e-400"), Err(ErrorKind::TooSmall));
        assert_eq!(read("-0.0000000001e-320"), Err(ErrorKind::TooSmall));
        assert_eq!(read("1e400"), Err(ErrorKind::ResultTooLarge));
        // Zero written any way is zero, and never −0.
        for zero in ["0e-400", "0.000", "-0", "-0.0", "+0"] {
            let v = read(zero).unwrap();
            assert!(v == 0.0 && v.is_sign_positive(), "{zero}");
        }
        // The smallest subnormal still reads.
        assert_eq!(read("5e-324"), Ok(5e-324));
    }

    #[test]
    fn number_fields_say_why_they_refuse() {
        let spec = InputSpec {
            id: "x".into(),
            kind: InputKind::Number {
                min: None,
                max: None,
                above: Some(0.0),
                below: None,
                integer: false,
            },
            default: "1".into(),
            when: None,
        };
        let kind = |raw| parse_input(&spec, raw, NumberStyle::En).unwrap_err().kind;
        assert_eq!(kind("1e-400"), ErrorKind::TooSmall);
        assert_eq!(kind("1,5"), ErrorKind::MisplacedSeparator);
        assert_eq!(kind("2024-01-31"), ErrorKind::DateNotNumber);
        let v = parse_input(&spec, "-0", NumberStyle::Plain);
        assert_eq!(v.unwrap_err().kind, ErrorKind::NotAbove { above: 0.0 });
    }

    #[test]
    fn number_or_expression_reads_numbers_by_the_same_rule() {
        use NumberStyle::*;
        let read = number_or_expression;
        assert_eq!(read("1,000", En).as_deref(), Ok("1000"));
        assert_eq!(read("1,500", Plain).as_deref(), Ok("1500"));
        assert_eq!(read(" -1,500 ", PtBr).as_deref(), Ok("-1.500"));
        assert_eq!(read("1.500", PtBr).as_deref(), Ok("1500"));
        assert_eq!(read("1e-3", En).as_deref(), Ok("1e-3"));
        assert_eq!(read("1,5", En), Err(ErrorKind::MisplacedSeparator));
        assert_eq!(read("1,5", Plain), Err(ErrorKind::MisplacedSeparator));
        assert_eq!(read("0000-01-01", En), Err(ErrorKind::DateNotNumber));
        assert_eq!(read("0000-01-01", PtBr), Err(ErrorKind::DateNotNumber));
        // Expressions stay expressions; Portuguese decimal commas become points.
        assert_eq!(read("sqrt(2)", En).as_deref(), Ok("sqrt(2)"));
        assert_eq!(read("1/3", PtBr).as_deref(), Ok("1/3"));
        assert_eq!(read("2,5pi", PtBr).as_deref(), Ok("2.5pi"));
        assert_eq!(read("-2 - 3", En).as_deref(), Ok("-2 - 3"));
        // 2e is 2·e, 1e5 a number.
        assert_eq!(read("2e", En).as_deref(), Ok("2e"));
        assert_eq!(read("1,5e3", PtBr).as_deref(), Ok("1.5e3"));
    }

    #[test]
    fn a_decimal_ends_where_its_digits_and_exponent_do() {
        assert_eq!(decimal_len("1.5e3+x"), Some(5));
        // 2e is 2·e; 2e-3x is 0.002·x.
        assert_eq!(decimal_len("2e"), Some(1));
        assert_eq!(decimal_len("2e-3x"), Some(4));
        assert_eq!(decimal_len("2E+10"), Some(5));
        assert_eq!(decimal_len(".5"), Some(2));
        assert_eq!(decimal_len("5."), Some(2));
        assert_eq!(decimal_len("1.2.3"), Some(3));
        assert_eq!(decimal_len("2**3"), Some(1));
        assert_eq!(decimal_len("."), None);
        assert_eq!(decimal_len(".e5"), None);
    }
}
