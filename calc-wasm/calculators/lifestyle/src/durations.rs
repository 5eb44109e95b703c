//! Durations and clock times as people write them: `13 h 56 min 12 s −
//! 1 h 25 min`, `1:30:00 + 2 d`, `2,5 h`, `22:30`. Kept exact: a duration
//! is a whole number of nanoseconds (numbers may have up to nine decimals),
//! so `0.1 h + 0.2 h` is exactly 18 minutes. An i64 of nanoseconds spans
//! ±292 years, more than anyone sums on a clock, and keeps 128-bit
//! arithmetic out of the WebAssembly module.

use calc_core::values::NumberStyle;

pub const NANOS_PER_SECOND: i64 = 1_000_000_000;
pub const SECONDS_PER_DAY: i64 = 86_400;

/// Longest duration text read; longer text is rejected before parsing.
pub const MAX_TEXT: usize = 500;
/// Digits in one number: beyond this nobody means it.
const MAX_DIGITS: usize = 15;
const MAX_DECIMALS: u32 = 9;

/// Units, each with the words that name it (English and Portuguese,
/// singular and plural) and its length in seconds.
const UNITS: &[(&[&str], i64)] = &[
    (
        &[
            "w", "wk", "wks", "week", "weeks", "sem", "semana", "semanas",
        ],
        604_800,
    ),
    (&["d", "day", "days", "dia", "dias"], 86_400),
    (&["h", "hr", "hrs", "hour", "hours", "hora", "horas"], 3_600),
    (
        &["m", "min", "mins", "minute", "minutes", "minuto", "minutos"],
        60,
    ),
    (
        &[
            "s", "sec", "secs", "second", "seconds", "seg", "segundo", "segundos",
        ],
        1,
    ),
];

/// The length of a unit named by `id` (`weeks`, `days`, `hours`,
/// `minutes`, `seconds`), in seconds.
pub fn unit_seconds(id: &str) -> Option<i64> {
    UNITS
        .iter()
        .find(|(names, _)| names.contains(&id))
        .map(|(_, s)| *s)
}

/// Why a duration could not be read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unreadable {
    /// Not written as a duration.
    Syntax,
    /// Longer than ±292 years.
    TooLarge,
}

use Unreadable::{Syntax, TooLarge};

/// Reads a sum of durations. `bare_unit` (seconds) is the unit of a number
/// written without one; `None` rejects such a number (it is ambiguous).
/// Returns nanoseconds.
pub fn parse_sum(
    text: &str,
    style: NumberStyle,
    bare_unit: Option<i64>,
) -> Result<i64, Unreadable> {
    if text.len() > MAX_TEXT {
        return Err(Syntax);
    }
    let mut total: i64 = 0;
    for (sign, term) in split_terms(text).ok_or(Syntax)? {
        let t = parse_term(term, style, bare_unit)?;
        total = total.checked_add(sign * t).ok_or(TooLarge)?;
    }
    Ok(total)
}

/// `text[range]` where the range is known to fall on character
/// boundaries: `get` rather than indexing keeps the panic message's
/// formatting (and its Unicode tables) out of the WebAssembly module.
fn part<R: std::slice::SliceIndex<str, Output = str>>(text: &str, range: R) -> &str {
    text.get(range).unwrap_or_default()
}

/// The terms of a sum with their signs: `a + b − c`. A sign may also lead.
fn split_terms(text: &str) -> Option<Vec<(i64, &str)>> {
    let mut terms = Vec::new();
    let mut sign = 1;
    let mut start = 0;
    for (i, c) in text.char_indices() {
        let next = match c {
            '+' => 1,
            '-' | '−' | '–' => -1,
            _ => continue,
        };
        let term = part(text, start..i).trim();
        if term.is_empty() {
            // Only a leading sign may stand alone: `- 1 h`, not `1 h + - 2 h`.
            if !terms.is_empty() || sign != 1 {
                return None;
            }
        } else {
            terms.push((sign, term));
        }
        sign = next;
        start = i + c.len_utf8();
    }
    let last = part(text, start..).trim();
    if last.is_empty() {
        return None;
    }
    terms.push((sign, last));
    Some(terms)
}

/// One term: `H:MM[:SS]`, or numbers each followed by a unit (`1 h 30 min`,
/// `1h30m`), or a bare number in `bare_unit`.
fn parse_term(term: &str, style: NumberStyle, bare_unit: Option<i64>) -> Result<i64, Unreadable> {
    if term.contains(':') {
        return parse_clock_duration(term, style);
    }
    let mut total: i64 = 0;
    let mut rest = term.trim();
    while !rest.is_empty() {
        let number_end = rest
            .find(|c: char| !(c.is_ascii_digit() || c == '.' || c == ','))
            .unwrap_or(rest.len());
        if number_end == 0 {
            return Err(Syntax);
        }
        let number = part(rest, ..number_end);
        rest = part(rest, number_end..).trim_start();
        let word_end = rest
            .find(|c: char| !c.is_ascii_alphabetic())
            .unwrap_or(rest.len());
        let seconds = if word_end == 0 {
            // A bare number: only alone in its term.
            if !rest.is_empty() || total != 0 {
                return Err(Syntax);
            }
            bare_unit.ok_or(Syntax)?
        } else {
            unit_seconds(&part(rest, ..word_end).to_ascii_lowercase()).ok_or(Syntax)?
        };
        rest = part(rest, word_end..).trim_start();
        total = total
            .checked_add(nanos(number, style, seconds)?)
            .ok_or(TooLarge)?;
    }
    Ok(total)
}

/// `H:MM`, `H:MM:SS` or `H:MM:SS.fff`: hours may pass 24 in a duration.
fn parse_clock_duration(term: &str, style: NumberStyle) -> Result<i64, Unreadable> {
    let parts: Vec<&str> = term.trim().split(':').collect();
    if parts.len() > 3 || parts.iter().any(|p| p.trim() != *p) {
        return Err(Syntax);
    }
    fn whole(p: &str) -> Option<&str> {
        let digits =
            !p.is_empty() && p.len() <= MAX_DIGITS && p.bytes().all(|b| b.is_ascii_digit());
        digits.then_some(p)
    }
    let hours = nanos(whole(parts[0]).ok_or(Syntax)?, style, 3_600)?;
    let minutes_text = whole(parts[1]).ok_or(Syntax)?;
    if minutes_text.len() != 2 || minutes_text > "59" {
        return Err(Syntax);
    }
    let mut total = hours
        .checked_add(nanos(minutes_text, style, 60)?)
        .ok_or(TooLarge)?;
    if let Some(s) = parts.get(2) {
        let whole_seconds = s
            .get(..2)
            .and_then(whole)
            .filter(|w| *w <= "59")
            .ok_or(Syntax)?;
        let fraction = part(s, 2..);
        if !fraction.is_empty()
            && !(fraction.len() > 1 && (fraction.starts_with('.') || fraction.starts_with(',')))
        {
            return Err(Syntax);
        }
        let seconds = nanos(&format!("{whole_seconds}{fraction}"), style, 1)?;
        total = total.checked_add(seconds).ok_or(TooLarge)?;
    }
    Ok(total)
}

/// `number` (digits with at most one decimal separator of `style`; a point
/// is always read as one) times `unit` seconds, in nanoseconds, exactly.
fn nanos(number: &str, style: NumberStyle, unit: i64) -> Result<i64, Unreadable> {
    let (int_part, frac_part) = match number.find(['.', ',']) {
        Some(i) => {
            let sep = number.as_bytes()[i];
            if sep == b',' && style != NumberStyle::PtBr {
                return Err(Syntax);
            }
            (part(number, ..i), part(number, i + 1..))
        }
        None => (number, ""),
    };
    let digits_ok = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if (int_part.is_empty() && frac_part.is_empty())
        || !digits_ok(int_part)
        || !digits_ok(frac_part)
        || int_part.len() + frac_part.len() > MAX_DIGITS
        || frac_part.len() > MAX_DECIMALS as usize
    {
        return Err(Syntax);
    }
    // At most 15 digits: no overflow.
    let mantissa = int_part
        .bytes()
        .chain(frac_part.bytes())
        .fold(0_i64, |m, b| m * 10 + i64::from(b - b'0'));
    let scale = 10_i64.pow(MAX_DECIMALS - frac_part.len() as u32);
    mantissa
        .checked_mul(scale)
        .and_then(|n| n.checked_mul(unit))
        .ok_or(TooLarge)
}

/// A duration split into whole days, hours, minutes and the seconds left
/// (with their fraction), all with the duration's sign.
pub struct Parts {
    pub negative: bool,
    pub days: i64,
    pub hours: i64,
    pub minutes: i64,
    /// Whole seconds and the nanoseconds past them.
    pub seconds: i64,
    pub nanos: i64,
}

pub fn split(total: i64) -> Parts {
    let negative = total < 0;
    let abs = total.unsigned_abs();
    let secs = abs / NANOS_PER_SECOND as u64;
    // Every part is at most |i64::MIN| / 86,400.
    let part = |v: u64| i64::try_from(v).unwrap_or(i64::MAX);
    Parts {
        negative,
        days: part(secs / 86_400),
        hours: part(secs / 3_600 % 24),
        minutes: part(secs / 60 % 60),
        seconds: part(secs % 60),
        nanos: part(abs % NANOS_PER_SECOND as u64),
    }
}

/// Total hours on a clock: `36:31:12`, `−1:25:00`, `0:00:01,5` (the
/// fraction of a second, if any, to the millisecond, with the page's
/// decimal separator).
pub fn clock_text(total: i64, style: NumberStyle, with_seconds: bool) -> String {
    // Rounded to the millisecond half away from zero, before splitting, so
    // 59.9996 s carries into the next minute.
    let millis = (total.unsigned_abs() + 500_000) / 1_000_000;
    let p = split(i64::try_from(millis * 1_000_000).unwrap_or(i64::MAX));
    let hours = p.days * 24 + p.hours;
    let sign = if total < 0 && millis != 0 { "−" } else { "" };
    let mut text = format!("{sign}{hours}:{:02}", p.minutes);
    if with_seconds {
        text.push_str(&format!(":{:02}", p.seconds));
        let ms = p.nanos / 1_000_000;
        if ms != 0 {
            let sep = if style == NumberStyle::PtBr { ',' } else { '.' };
            let fraction = format!("{ms:03}");
            text.push(sep);
            text.push_str(fraction.trim_end_matches('0'));
        }
    }
    text
}

/// A time of day, `H:MM` or `HH:MM:SS` (24-hour; `24:00` is the end of
/// the day), optionally followed by `am`/`pm` (then 1 to 12): seconds
/// since midnight. A whole hour may be written alone before `am`/`pm`
/// (`9am`) or with its `h` (`8h`, as Brazilians write it); a bare `7` is
/// no time.
pub fn parse_time_of_day(text: &str) -> Option<i64> {
    let t = text.trim().to_ascii_lowercase();
    if t.len() > 16 {
        return None;
    }
    let (clock, meridiem) = match t.strip_suffix("am").or_else(|| t.strip_suffix("a.m.")) {
        Some(c) => (c.trim_end(), Some(false)),
        None => match t.strip_suffix("pm").or_else(|| t.strip_suffix("p.m.")) {
            Some(c) => (c.trim_end(), Some(true)),
            None => (t.as_str(), None),
        },
    };
    let parts: Vec<&str> = clock.split([':', 'h']).collect();
    let number = |p: &str, max: i64| -> Option<i64> {
        if p.is_empty() || p.len() > 2 || !p.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        p.parse().ok().filter(|v| *v <= max)
    };
    let (h, m, s) = match parts.as_slice() {
        [h] if meridiem.is_some() => (*h, "00", "00"),
        [h, ""] if clock.ends_with('h') => (*h, "00", "00"),
        [h, m] => (*h, *m, "00"),
        [h, m, s] => (*h, *m, *s),
        _ => return None,
    };
    if m.len() != 2 || s.len() != 2 {
        return None;
    }
    let (m, s) = (number(m, 59)?, number(s, 59)?);
    let h = match meridiem {
        None => number(h, 24)?,
        Some(pm) => {
            let h = number(h, 12).filter(|h| *h >= 1)?;
            h % 12 + if pm { 12 } else { 0 }
        }
    };
    let seconds = h * 3_600 + m * 60 + s;
    (seconds <= SECONDS_PER_DAY).then_some(seconds)
}

/// `HH:MM`, or `HH:MM:SS` when the seconds are not zero.
pub fn time_of_day_text(seconds: i64) -> String {
    let (h, m, s) = (seconds / 3_600, seconds / 60 % 60, seconds % 60);
    if s == 0 {
        format!("{h:02}:{m:02}")
    } else {
        format!("{h:02}:{m:02}:{s:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const S: i64 = NANOS_PER_SECOND;

    fn sum(text: &str) -> Option<i64> {
        parse_sum(text, NumberStyle::En, None).ok()
    }

    #[test]
    fn the_spec_example() {
        // 13:56:12 − 1:25:00 = 12:31:12 (by hand: 50172 s − 5100 s = 45072 s).
        let total = sum("13 h 56 min 12 s − 1 h 25 min").unwrap();
        assert_eq!(total, 45_072 * S);
        assert_eq!(clock_text(total, NumberStyle::En, true), "12:31:12");
        assert_eq!(sum("13h56m12s-1h25m"), Some(45_072 * S));
        assert_eq!(sum("13:56:12 - 1:25"), Some(45_072 * S));
    }

    #[test]
    fn several_terms_days_and_weeks() {
        // 1 w + 2 d − 3 h + 30 min = 777,600 − 10,800 + 1,800 = 768,600 s.
        let total = sum("1 week + 2 days - 3 hours + 30 minutes").unwrap();
        assert_eq!(total, 768_600 * S);
        let p = split(total);
        assert_eq!((p.days, p.hours, p.minutes, p.seconds), (8, 21, 30, 0));
        assert_eq!(clock_text(total, NumberStyle::En, true), "213:30:00");
        assert_eq!(
            parse_sum("2 dias + 3 horas", NumberStyle::PtBr, None),
            Ok((2 * 86_400 + 3 * 3_600) * S)
        );
    }

    #[test]
    fn decimals_are_exact() {
        // 0.1 h + 0.2 h = 0.3 h = 1080 s exactly (no binary rounding).
        assert_eq!(sum("0.1 h + 0.2 h"), Some(1_080 * S));
        assert_eq!(parse_sum("2,5 h", NumberStyle::PtBr, None), Ok(9_000 * S));
        // A comma is no decimal separator in English.
        assert_eq!(sum("2,5 h"), None);
        assert_eq!(sum("1.5 s"), Some(1_500_000_000));
        assert_eq!(
            clock_text(1_500_000_000, NumberStyle::PtBr, true),
            "0:00:01,5"
        );
    }

    #[test]
    fn negative_results_and_leading_sign() {
        let total = sum("1 h - 2 h 30 min").unwrap();
        assert_eq!(total, -5_400 * S);
        assert_eq!(clock_text(total, NumberStyle::En, true), "−1:30:00");
        assert_eq!(sum("-1 h + 3 h"), Some(7_200 * S));
        let p = split(total);
        assert!(p.negative);
        assert_eq!((p.hours, p.minutes), (1, 30));
    }

    #[test]
    fn bare_numbers_need_a_unit_unless_one_is_given() {
        assert_eq!(sum("90"), None);
        assert_eq!(parse_sum("90", NumberStyle::En, Some(60)), Ok(5_400 * S));
        assert_eq!(
            parse_sum("2.75", NumberStyle::En, Some(3_600)),
            Ok(9_900 * S)
        );
        assert_eq!(sum("1 h 30"), None);
    }

    #[test]
    fn rejects_nonsense_without_panicking() {
        for bad in [
            "",
            " ",
            "+",
            "1 h +",
            "1 h + + 2 h",
            "h",
            "1 parsec",
            "1:60",
            "1:5",
            "1::",
            ":",
            "1:00:60",
            "1.2.3 h",
            "1 h 2",
            "1234567890123456 h",
            "0.0000000001 s",
            "١ h",
        ] {
            assert_eq!(sum(bad), None, "{bad:?}");
        }
        assert_eq!(sum(&"1 h + ".repeat(200)), None);
        // ±292 years of nanoseconds: 15,000 weeks (288 years) fit, 16,000 do not.
        assert!(sum("15000 w").is_some());
        let too_large = |t: &str| parse_sum(t, NumberStyle::En, None);
        assert_eq!(too_large("16000 w"), Err(Unreadable::TooLarge));
        assert_eq!(too_large("10000 w + 10000 w"), Err(Unreadable::TooLarge));
        assert_eq!(too_large("999999999999999 w"), Err(Unreadable::TooLarge));
        assert_eq!(
            too_large("2562047:47:16.854775808"),
            Err(Unreadable::TooLarge)
        );
        assert_eq!(too_large("2562047:47:16.854775807"), Ok(i64::MAX));
    }

    #[test]
    fn times_of_day() {
        assert_eq!(parse_time_of_day("22:30"), Some(81_000));
        assert_eq!(parse_time_of_day("6:05"), Some(21_900));
        assert_eq!(parse_time_of_day("06:05:09"), Some(21_909));
        assert_eq!(parse_time_of_day("10:30 pm"), Some(81_000));
        assert_eq!(parse_time_of_day("12:00 am"), Some(0));
        assert_eq!(parse_time_of_day("12:15 PM"), Some(44_100));
        assert_eq!(parse_time_of_day("14h30"), Some(52_200));
        assert_eq!(parse_time_of_day("24:00"), Some(86_400));
        // Whole hours: 9am, 12 pm (noon), 8h, 17h.
        assert_eq!(parse_time_of_day("9am"), Some(9 * 3_600));
        assert_eq!(parse_time_of_day("12 pm"), Some(12 * 3_600));
        assert_eq!(parse_time_of_day("8h"), Some(8 * 3_600));
        assert_eq!(parse_time_of_day("17h"), Some(17 * 3_600));
        for bad in [
            "24:01", "25:00", "13:00 pm", "0:00 am", "7", "7:5", "ab:cd", "", "1:2:3:4", "8:",
            "13pm", "0am", "25h", "h", "am", "9:am",
        ] {
            assert_eq!(parse_time_of_day(bad), None, "{bad:?}");
        }
        assert_eq!(time_of_day_text(81_000), "22:30");
        assert_eq!(time_of_day_text(21_909), "06:05:09");
    }
}
