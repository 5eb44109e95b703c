//! Calendar arithmetic for the age and date calculators: whole months
//! clamped to the month's last day, the calendar difference a person states
//! (years, months, days), weekdays. Never panics: a date outside
//! 0000-01-01..=9999-12-31 (what an input can be written as) is `None`.

pub use calc_core::dates as days;

use calc_core::declare::{Input, Number, Read, Reads};
use calc_core::error::{ErrorKind, InputError};
use time::{Date, Month, Weekday};

/// Weekday ids, as the locales label them.
pub fn weekday_id(d: Date) -> &'static str {
    match d.weekday() {
        Weekday::Monday => "monday",
        Weekday::Tuesday => "tuesday",
        Weekday::Wednesday => "wednesday",
        Weekday::Thursday => "thursday",
        Weekday::Friday => "friday",
        Weekday::Saturday => "saturday",
        Weekday::Sunday => "sunday",
    }
}

pub fn is_weekend(d: Date) -> bool {
    matches!(d.weekday(), Weekday::Saturday | Weekday::Sunday)
}

/// `d` moved by `months` calendar months; a day past the new month's end
/// becomes its last day (31 January + 1 month = 28 or 29 February).
pub fn add_months(d: Date, months: i64) -> Option<Date> {
    let index = i64::from(d.year())
        .checked_mul(12)?
        .checked_add(i64::from(u8::from(d.month())) - 1)?
        .checked_add(months)?;
    let year = i32::try_from(index.div_euclid(12)).ok()?;
    if !(0..=9999).contains(&year) {
        return None;
    }
    let month = Month::try_from(u8::try_from(index.rem_euclid(12) + 1).ok()?).ok()?;
    let day = d.day().min(month.length(year));
    Date::from_calendar_date(year, month, day).ok()
}

/// Years, months and days from `from` to `to` (`from` ≤ `to`), as a person
/// states an age: the most whole months that, added to `from` with the
/// month-end clamp, do not pass `to`, then the days left. The rule of
/// python-dateutil's `relativedelta(to, from)`: born 2000-02-29, on
/// 2023-02-28 one is 23 years, 0 months, 0 days old.
pub fn difference(from: Date, to: Date) -> (i64, i64, i64) {
    let mut months = (i64::from(to.year()) - i64::from(from.year())) * 12
        + i64::from(u8::from(to.month()))
        - i64::from(u8::from(from.month()));
    let mut reached = add_months(from, months);
    // At most one step back: the clamp moves a date back by under a month.
    while months > 0 && reached.is_none_or(|r| r > to) {
        months -= 1;
        reached = add_months(from, months);
    }
    let days = reached.map_or(0, |r| days::days_between(r, to));
    (months / 12, months % 12, days)
}

/// A whole-number input read as i64 (the YAML bounds it; this only
/// guards against a call that skipped validation).
pub fn whole<C, G>(inputs: Read<C>, id: Input<G, Number>) -> Result<i64, InputError>
where
    C: Reads<G>,
{
    let v = inputs.number(id)?;
    if v.fract() != 0.0 || !v.is_finite() {
        return Err(InputError::new(id.id(), ErrorKind::NotAnInteger));
    }
    if v.abs() > 1e7 {
        return Err(InputError::new(id.id(), ErrorKind::ResultTooLarge));
    }
    Ok(v as i64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::date as d;

    #[test]
    fn months_clamp_to_the_month_end() {
        assert_eq!(add_months(d("2024-01-31"), 1), Some(d("2024-02-29")));
        assert_eq!(add_months(d("2023-01-31"), 1), Some(d("2023-02-28")));
        assert_eq!(add_months(d("2024-03-31"), -1), Some(d("2024-02-29")));
        assert_eq!(add_months(d("2024-02-29"), 12), Some(d("2025-02-28")));
        assert_eq!(add_months(d("2024-02-29"), 48), Some(d("2028-02-29")));
        assert_eq!(add_months(d("2024-12-15"), 1), Some(d("2025-01-15")));
        assert_eq!(add_months(d("2024-01-15"), -1), Some(d("2023-12-15")));
        assert_eq!(add_months(d("9999-12-01"), 1), None);
        assert_eq!(add_months(d("0000-01-01"), -1), None);
        assert_eq!(add_months(d("2000-01-01"), i64::MAX), None);
    }

    #[test]
    fn differences_match_dateutil() {
        // python-dateutil 2.9.0, relativedelta(to, from) → (years, months, days):
        for (from, to, ymd) in [
            ("2000-02-29", "2023-02-28", (23, 0, 0)),
            ("2000-02-29", "2024-02-28", (23, 11, 30)),
            ("2000-02-29", "2024-02-29", (24, 0, 0)),
            ("2000-01-31", "2000-02-28", (0, 0, 28)),
            ("2000-01-31", "2000-02-29", (0, 1, 0)),
            ("2000-01-31", "2000-03-01", (0, 1, 1)),
            ("2001-01-31", "2001-03-30", (0, 1, 30)),
            ("1990-05-15", "2026-11-25", (36, 6, 10)),
            ("1985-12-31", "2026-01-01", (40, 0, 1)),
            ("2026-11-25", "2026-11-25", (0, 0, 0)),
            ("2024-03-31", "2024-04-30", (0, 1, 0)),
        ] {
            assert_eq!(difference(d(from), d(to)), ymd, "{from} → {to}");
        }
    }
}
