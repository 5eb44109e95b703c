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

/// A number as the decimal it was typed as, in exact rational arithmetic:
/// day counts derived from decimal inputs (7.7 kg × 7700 kcal ÷ 770 kcal a
/// day is 77 days, where doubles give 77.00000000000003 and a day late
/// once rounded up). Operations return `None` past i128, where callers
/// fall back to doubles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Exact {
    num: i128,
    /// Positive.
    den: i128,
}

fn gcd(mut a: i128, mut b: i128) -> i128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a.abs()
}

impl Exact {
    fn new(num: i128, den: i128) -> Option<Exact> {
        if den == 0 {
            return None;
        }
        let g = gcd(num, den).max(1);
        let sign = if den < 0 { -1 } else { 1 };
        Some(Exact {
            num: num.checked_div(g)?.checked_mul(sign)?,
            den: den.checked_div(g)?.checked_mul(sign)?,
        })
    }

    pub fn int(n: i64) -> Exact {
        Exact {
            num: i128::from(n),
            den: 1,
        }
    }

    /// The decimal with the fewest fraction digits that reads back as `x`:
    /// the text typed, for any input of up to 15 significant digits (m /
    /// 10^s is correctly rounded, so it equals `x` exactly when the decimal
    /// m·10⁻ˢ parses to `x`). No float formatting, which stays out of the
    /// WebAssembly modules.
    pub fn of(x: f64) -> Option<Exact> {
        if !x.is_finite() {
            return None;
        }
        let mut scale = 1.0_f64;
        for s in 0..=22 {
            let m = (x * scale).round();
            if m.abs() < 9.007_199_254_740_992e15 && m / scale == x {
                return Exact::new(m as i128, 10_i128.pow(s));
            }
            scale *= 10.0;
        }
        None
    }

    pub fn checked_mul(self, o: Exact) -> Option<Exact> {
        Exact::new(self.num.checked_mul(o.num)?, self.den.checked_mul(o.den)?)
    }

    pub fn checked_div(self, o: Exact) -> Option<Exact> {
        Exact::new(self.num.checked_mul(o.den)?, self.den.checked_mul(o.num)?)
    }

    pub fn checked_sub(self, o: Exact) -> Option<Exact> {
        Exact::new(
            self.num
                .checked_mul(o.den)?
                .checked_sub(o.num.checked_mul(self.den)?)?,
            self.den.checked_mul(o.den)?,
        )
    }

    /// The smallest whole number not below it.
    pub fn ceil(self) -> Option<i64> {
        let q = self.num.div_euclid(self.den);
        let up = if self.num.rem_euclid(self.den) == 0 {
            q
        } else {
            q + 1
        };
        i64::try_from(up).ok()
    }

    /// The nearest double (correctly rounded while both parts are below
    /// 2⁵³, as every day count here is).
    pub fn to_f64(self) -> f64 {
        self.num as f64 / self.den as f64
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::values::parse_date;
    fn d(s: &str) -> time::Date {
        parse_date(s).unwrap()
    }

    #[test]
    fn exact_reads_back_the_typed_decimal() {
        let e = |x: f64| Exact::of(x).unwrap();
        assert_eq!(e(88.5), Exact::new(177, 2).unwrap());
        assert_eq!(e(80.8), Exact::new(404, 5).unwrap());
        assert_eq!(e(0.1), Exact::new(1, 10).unwrap());
        assert_eq!(e(-3e-4), Exact::new(-3, 10_000).unwrap());
        assert_eq!(e(1e15), Exact::int(1_000_000_000_000_000));
        // (88.5 − 80.8) × 7700 / 770 is 77 exactly; in doubles 77.00000000000003.
        let days = e(88.5)
            .checked_sub(e(80.8))
            .and_then(|l| l.checked_mul(Exact::int(7700)))
            .and_then(|k| k.checked_div(e(770.0)))
            .unwrap();
        assert_eq!(days.ceil(), Some(77));
        assert_eq!(days.to_f64(), 77.0);
        assert_ne!((88.5 - 80.8) * 7700.0 / 770.0, 77.0);
        assert_eq!(Exact::new(-7, 2).unwrap().ceil(), Some(-3));
        assert_eq!(Exact::new(7, 2).unwrap().ceil(), Some(4));
        assert_eq!(Exact::of(f64::NAN), None);
        assert_eq!(Exact::int(1).checked_div(Exact::int(0)), None);
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
