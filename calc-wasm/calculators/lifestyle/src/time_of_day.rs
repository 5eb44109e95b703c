//! Clock times as people type them ("6:30 am", "18:30", "7h15"), as
//! minutes after midnight, and back as `HH:MM` (the page shows that in its
//! own clock format).

/// Minutes in a day: clock arithmetic wraps around it.
pub const DAY: i64 = 24 * 60;

/// Longest clock text read; longer text is not a time.
const MAX_TEXT: usize = 16;

/// Minutes after midnight for `H`, `H:MM`, `HhMM` or `Hh` (24-hour clock), or
/// the same with `am` / `pm` (`a.m.`, `a`, ...) on a 12-hour clock. `None`
/// when it is not a time that exists on a clock.
pub fn parse(raw: &str) -> Option<i64> {
    let text = raw.trim().to_ascii_lowercase();
    if text.is_empty() || text.len() > MAX_TEXT {
        return None;
    }
    let (clock, half) = split_meridiem(&text);
    let clock = clock.trim_end();
    let (hours, minutes) = match clock.find([':', 'h']) {
        Some(i) => (&clock[..i], &clock[i + 1..]),
        None => (clock, ""),
    };
    let digits = |s: &str, len: std::ops::RangeInclusive<usize>| {
        (len.contains(&s.len()) && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse::<i64>().ok())
            .flatten()
    };
    let h = digits(hours, 1..=2)?;
    // "7h" and "7" have no minutes; "7:" has a separator with nothing after it.
    let m = if minutes.is_empty() && !clock.ends_with(':') {
        0
    } else {
        digits(minutes, 2..=2)?
    };
    if m > 59 {
        return None;
    }
    let h = match half {
        None if h <= 23 => h,
        Some(pm) if (1..=12).contains(&h) => h % 12 + if pm { 12 } else { 0 },
        _ => return None,
    };
    Some(h * 60 + m)
}

/// The text before an `am` / `pm` marker and whether it was `pm`.
fn split_meridiem(text: &str) -> (&str, Option<bool>) {
    for (marker, pm) in [
        ("a.m.", false),
        ("p.m.", true),
        ("am", false),
        ("pm", true),
        ("a", false),
        ("p", true),
    ] {
        if let Some(rest) = text.strip_suffix(marker) {
            return (rest, Some(pm));
        }
    }
    (text, None)
}

/// `minutes` after midnight (any whole number: it wraps around the day) as `HH:MM`.
pub fn format(minutes: i64) -> String {
    let m = minutes.rem_euclid(DAY);
    format!("{:02}:{:02}", m / 60, m % 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_24_and_12_hour_clocks() {
        for (text, minutes) in [
            ("07:00", 420),
            ("7:00", 420),
            ("7", 420),
            ("0:00", 0),
            ("23:59", 1439),
            ("19h30", 1170),
            ("19h", 1140),
            ("6:30 am", 390),
            ("6:30AM", 390),
            ("6:30 p.m.", 1110),
            ("12:15 am", 15),
            ("12:15 pm", 735),
            ("12 am", 0),
            ("11pm", 1380),
            ("  22:45 ", 1365),
        ] {
            assert_eq!(parse(text), Some(minutes), "{text}");
        }
    }

    #[test]
    fn rejects_what_no_clock_shows() {
        for text in [
            "",
            "24:00",
            "7:60",
            "7:5",
            "13 pm",
            "0 am",
            "7:",
            ":30",
            "7:30:00",
            "-1",
            "seven",
            "7.30",
            "1e3",
            "07:00 xm",
            "999999999999999999999",
        ] {
            assert_eq!(parse(text), None, "{text}");
        }
    }

    #[test]
    fn formats_around_midnight() {
        assert_eq!(format(0), "00:00");
        assert_eq!(format(1439), "23:59");
        assert_eq!(format(1440), "00:00");
        assert_eq!(format(-15), "23:45");
        assert_eq!(format(-1440 * 3 + 61), "01:01");
    }
}
