//! Periods of published data (a month, a year) and today's date, which a
//! test sets through `CALCULA_TODAY` instead of the machine's clock.

use anyhow::{bail, Context, Result};
use std::fmt;

/// The environment variable that sets today's date (`2026-12-06`) for
/// `calcula check` and `calcula data`: how tests move the clock.
pub const TODAY_VAR: &str = "CALCULA_TODAY";

/// A period a data file holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Period {
    Year(i32),
    /// Year and month (1-12).
    Month(i32, u8),
}

impl Period {
    /// Months since year 0 (consecutive months are consecutive numbers).
    pub fn month_count(year: i32, month: u8) -> i32 {
        year * 12 + i32::from(month) - 1
    }

    pub fn from_month_count(n: i32) -> Period {
        // rem_euclid of 12 is 0..=11: the cast cannot truncate.
        Period::Month(n.div_euclid(12), (n.rem_euclid(12) + 1) as u8)
    }

    pub fn year(self) -> i32 {
        match self {
            Period::Year(y) | Period::Month(y, _) => y,
        }
    }

    /// `2026-10` or `1985-01`: a month as the data files' `since` and the
    /// command's messages write it.
    pub fn parse_month(text: &str) -> Result<Period> {
        let (y, m) = text
            .split_once('-')
            .with_context(|| format!("{text:?} is not a month (yyyy-mm)"))?;
        let year: i32 = y.parse().with_context(|| format!("{text:?}: bad year"))?;
        let month: u8 = m.parse().with_context(|| format!("{text:?}: bad month"))?;
        if !(1..=12).contains(&month) {
            bail!("{text:?}: no month {month}");
        }
        Ok(Period::Month(year, month))
    }
}

impl fmt::Display for Period {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Period::Year(y) => write!(f, "{y}"),
            Period::Month(y, m) => write!(f, "{y:04}-{m:02}"),
        }
    }
}

/// Today's date: `CALCULA_TODAY` (yyyy-mm-dd) when set, else the date in
/// UTC (a day's difference never changes which month's data is due).
pub fn today() -> Result<jiff::civil::Date> {
    match std::env::var(TODAY_VAR) {
        Ok(text) if !text.trim().is_empty() => text
            .trim()
            .parse()
            .with_context(|| format!("{TODAY_VAR}={text:?} is not a date (yyyy-mm-dd)")),
        _ => Ok(jiff::tz::TimeZone::UTC
            .to_datetime(jiff::Timestamp::now())
            .date()),
    }
}

/// The month `date` falls in.
pub fn month_of(date: jiff::civil::Date) -> Period {
    // A civil date's month is 1..=12.
    Period::Month(i32::from(date.year()), date.month() as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn month_counts_cross_years() {
        let dec = Period::month_count(2025, 12);
        assert_eq!(Period::from_month_count(dec + 1), Period::Month(2026, 1));
        assert_eq!(Period::from_month_count(dec), Period::Month(2025, 12));
    }

    #[test]
    fn months_parse_and_print_alike() {
        assert_eq!(
            Period::parse_month("2026-10").unwrap().to_string(),
            "2026-10"
        );
        assert!(Period::parse_month("2026-13").is_err());
        assert!(Period::parse_month("2026").is_err());
    }
}
