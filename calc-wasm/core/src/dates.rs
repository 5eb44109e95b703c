//! Calendar arithmetic in whole days, through Julian day numbers, that
//! never panics: a result outside the years 0000–9999 (the dates an input
//! can be written as) is an error on the input date it was counted from.

use crate::error::{ErrorKind, InputError};
use crate::values::format_date;
use time::{Date, Month};

fn bound(year: i32, month: Month, day: u8) -> i64 {
    Date::from_calendar_date(year, month, day).map_or(0, |d| i64::from(d.to_julian_day()))
}

/// Julian day numbers of 0000-01-01 and 9999-12-31.
fn range() -> (i64, i64) {
    (
        bound(0, Month::January, 1),
        bound(9999, Month::December, 31),
    )
}

fn from_day(day: i64) -> Option<Date> {
    let (first, last) = range();
    if day < first || day > last {
        return None;
    }
    Date::from_julian_day(i32::try_from(day).ok()?).ok()
}

pub fn day_number(date: Date) -> i64 {
    i64::from(date.to_julian_day())
}

/// Days from `a` to `b` (negative when `b` is earlier).
pub fn days_between(a: Date, b: Date) -> i64 {
    day_number(b) - day_number(a)
}

/// `base` shifted by each of `offsets` days. When any result falls outside
/// 0000-01-01..=9999-12-31 the error names `input` (the date `base` came
/// from) with the tightest bound that makes every result fit.
pub fn shifted(input: &str, base: Date, offsets: &[i64]) -> Result<Vec<Date>, InputError> {
    let (first, last) = range();
    let b = day_number(base);
    let hi = offsets.iter().copied().max().unwrap_or(0);
    let lo = offsets.iter().copied().min().unwrap_or(0);
    let too_late = b.checked_add(hi).is_none_or(|d| d > last);
    let too_early = b.checked_add(lo).is_none_or(|d| d < first);
    if too_late || too_early {
        let (lo_ok, hi_ok) = (first.saturating_sub(lo), last.saturating_sub(hi));
        let fits = lo_ok <= hi_ok;
        let kind = match (from_day(lo_ok), from_day(hi_ok)) {
            (_, Some(max)) if too_late && fits => ErrorKind::DateAfterMax {
                max: format_date(max),
            },
            (Some(min), _) if too_early && fits => ErrorKind::DateBeforeMin {
                min: format_date(min),
            },
            // No date at all fits: the span asked for is longer than the calendar.
            _ => ErrorKind::ResultTooLarge,
        };
        return Err(InputError::new(input, kind));
    }
    offsets
        .iter()
        .map(|o| from_day(b + o).ok_or_else(|| InputError::new(input, ErrorKind::ResultTooLarge)))
        .collect()
}

/// `base` shifted by `days`, or the same error as [`shifted`].
pub fn shift(input: &str, base: Date, days: i64) -> Result<Date, InputError> {
    let mut one = shifted(input, base, &[days])?;
    one.pop()
        .ok_or_else(|| InputError::new(input, ErrorKind::ResultTooLarge))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::values::parse_date;
    fn d(s: &str) -> time::Date {
        parse_date(s).unwrap()
    }

    #[test]
    fn crosses_leap_days() {
        assert_eq!(shift("x", d("2024-02-28"), 1).unwrap(), d("2024-02-29"));
        assert_eq!(shift("x", d("2023-02-28"), 1).unwrap(), d("2023-03-01"));
        assert_eq!(shift("x", d("2000-02-28"), 1).unwrap(), d("2000-02-29"));
        assert_eq!(shift("x", d("1900-02-28"), 1).unwrap(), d("1900-03-01"));
        assert_eq!(days_between(d("2024-01-01"), d("2025-01-01")), 366);
    }

    #[test]
    fn out_of_range_names_the_latest_input_that_works() {
        let err = shifted("lastPeriod", d("9999-06-01"), &[-14, 280]).unwrap_err();
        assert_eq!(
            err,
            InputError::new(
                "lastPeriod",
                ErrorKind::DateAfterMax {
                    max: "9999-03-26".into()
                }
            )
        );
        assert_eq!(
            shifted("lastPeriod", d("9999-03-26"), &[-14, 280]).unwrap()[1],
            d("9999-12-31")
        );
        let err = shift("startDate", d("0000-01-05"), -10).unwrap_err();
        assert_eq!(
            err,
            InputError::new(
                "startDate",
                ErrorKind::DateBeforeMin {
                    min: "0000-01-11".into()
                }
            )
        );
        assert_eq!(
            shift("x", d("0000-01-01"), i64::MAX).unwrap_err().kind,
            ErrorKind::ResultTooLarge
        );
        assert_eq!(
            shift("x", d("9999-12-31"), i64::MIN).unwrap_err().kind,
            ErrorKind::ResultTooLarge
        );
    }
}
