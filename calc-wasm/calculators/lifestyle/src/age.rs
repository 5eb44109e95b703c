//! Age on a date, as a person states it, and the difference between two
//! dates in the same terms.
//!
//! Years, months and days are the calendar difference of
//! `calendar::difference` (python-dateutil's relativedelta): whole months
//! first, each month added with the month-end clamp, then the days left.
//! So someone born on 29 February turns a year older on 28 February in
//! common years, and someone born on the 31st is a month older on the last
//! day of a shorter month. Birthdays follow the same rule.
//!
//! An age may have a birth time and a time on the date (empty: the start
//! of the day, 00:00): then it is relativedelta's of the two date-times,
//! whole months while they fit, then days, hours, minutes and seconds, and
//! the totals count whole units of the time between them.

use super::calendar::{self, days};
use super::durations;
use age::{input as i, output as o, In, Out};
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;
/// An input of this calculator, of kind `K`.
type Input<K> = calc_core::declare::Input<age::Calc, K>;
use calc_core::declare::Text;
use calc_core::values::format_date;
use serde_json::Value;
use time::Date;

calc_core::calculator! {
    mod age = "age" (compute) {
        inputs {
            mode: Choice,
            birthDate: Day,
            birthTime: Text,
            atDate: Day,
            atTime: Text,
            startDate: Day,
            endDate: Day,
        }
        outputs {
            years: Integer,
            months: Integer,
            days: Integer,
            hours: Integer,
            minutes: Integer,
            seconds: Integer,
            totalDays: Integer,
            totalMonths: Integer,
            totalWeeks: Integer,
            weekDays: Integer,
            totalHours: Integer,
            totalMinutes: Integer,
            totalSeconds: Integer,
            birthWeekday: Json,
            nextBirthday: Json,
            daysToBirthday: Json,
            nextAge: Json,
        }
    }
}

pub const FUNCTION: Function = age::FUNCTION;

/// The first birthday on or after `on`, and the age turned then.
fn next_birthday(birth: Date, on: Date) -> Option<(Date, i64)> {
    let mut age = i64::from(on.year()) - i64::from(birth.year());
    loop {
        let day = calendar::add_months(birth, age.checked_mul(12)?)?;
        if day >= on {
            return Some((day, age));
        }
        age += 1;
    }
}

/// An optional time of day: seconds since midnight, 0 when empty.
fn optional_time(inputs: In, id: Input<Text>) -> Result<i64, InputError> {
    let text = inputs.text(id)?;
    if text.trim().is_empty() {
        return Ok(0);
    }
    durations::parse_time_of_day(text)
        .filter(|s| *s < durations::SECONDS_PER_DAY)
        .ok_or_else(|| InputError::new(id.id(), ErrorKind::NotATime))
}

fn compute(inputs: In) -> Result<Out, InputError> {
    let age_mode = inputs.option(i::mode)? == "age";
    // Dates and the seconds past midnight on each.
    let (from, from_time, to, to_time) = if age_mode {
        let (birth, at) = (inputs.date(i::birthDate)?, inputs.date(i::atDate)?);
        let (birth_time, at_time) = (
            optional_time(inputs, i::birthTime)?,
            optional_time(inputs, i::atTime)?,
        );
        if (birth, birth_time) > (at, at_time) {
            return Err(InputError::new(
                i::birthDate.id(),
                ErrorKind::DateAfterMax {
                    max: format_date(at),
                },
            ));
        }
        (birth, birth_time, at, at_time)
    } else {
        // A difference has no direction: the earlier date counts first.
        let (a, b) = (inputs.date(i::startDate)?, inputs.date(i::endDate)?);
        (a.min(b), 0, a.max(b), 0)
    };
    // A time on the date earlier than the birth time: the last whole day
    // ends the day before, and the rest is the hours past it.
    let (month_end, rest_seconds) = if to_time < from_time {
        let day_before = to
            .previous_day()
            .ok_or_else(|| InputError::new(i::atDate.id(), ErrorKind::ResultTooLarge))?;
        (day_before, to_time + durations::SECONDS_PER_DAY - from_time)
    } else {
        (to, to_time - from_time)
    };
    let (years, months, rest) = calendar::difference(from, month_end);
    let seconds = days::days_between(from, to) * durations::SECONDS_PER_DAY + to_time - from_time;
    let total = seconds / durations::SECONDS_PER_DAY;
    let mut out = Out::new()
        .integer(o::years, years)
        .integer(o::months, months)
        .integer(o::days, rest)
        .integer(o::hours, rest_seconds / 3_600)
        .integer(o::minutes, rest_seconds / 60 % 60)
        .integer(o::seconds, rest_seconds % 60)
        .integer(o::totalDays, total)
        .integer(o::totalMonths, years * 12 + months)
        .integer(o::totalWeeks, total / 7)
        .integer(o::weekDays, total % 7)
        .integer(o::totalHours, seconds / 3_600)
        .integer(o::totalMinutes, seconds / 60)
        .integer(o::totalSeconds, seconds);
    // Birthdays only mean something for an age.
    if !age_mode {
        for id in [
            o::birthWeekday,
            o::nextBirthday,
            o::daysToBirthday,
            o::nextAge,
        ] {
            out = out.json(id, Value::Null);
        }
        return Ok(out);
    }
    out = out.text(o::birthWeekday, calendar::weekday_id(from));
    out = match next_birthday(from, to) {
        Some((day, turning)) => out
            .date(o::nextBirthday, day)
            .integer(o::daysToBirthday, days::days_between(to, day))
            .integer(o::nextAge, turning),
        // Past 9999-12-31, where no date can be written.
        None => out
            .json(o::nextBirthday, Value::Null)
            .json(o::daysToBirthday, Value::Null)
            .json(o::nextAge, Value::Null),
    };
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    #[allow(unused_imports)]
    use calc_core::inputs::Inputs;
    use calc_core::outputs::OutValue;
    #[allow(unused_imports)]
    use calc_core::outputs::Outputs;
    use calc_core::values::{parse_date, Value as In};
    use std::collections::BTreeMap;

    fn run(mode: &str, a: &str, b: &str) -> Result<Outputs, InputError> {
        run_at(mode, a, "", b, "")
    }

    fn run_at(
        mode: &str,
        a: &str,
        a_time: &str,
        b: &str,
        b_time: &str,
    ) -> Result<Outputs, InputError> {
        let date = |s: &str| In::Date(parse_date(s).unwrap());
        let values = BTreeMap::from([
            ("mode".to_string(), In::Option(mode.into())),
            ("birthDate".to_string(), date(a)),
            ("birthTime".to_string(), In::Text(a_time.into())),
            ("atDate".to_string(), date(b)),
            ("atTime".to_string(), In::Text(b_time.into())),
            ("startDate".to_string(), date(a)),
            ("endDate".to_string(), date(b)),
        ]);
        (FUNCTION.compute)(&Inputs::new(values))
    }

    fn int(out: &Outputs, id: &str) -> i64 {
        match out.get(id) {
            Some(OutValue::Integer(v)) => *v,
            other => panic!("{id}: {other:?}"),
        }
    }

    fn text<'a>(out: &'a Outputs, id: &str) -> &'a str {
        match out.get(id) {
            Some(OutValue::Text(v)) => v,
            other => panic!("{id}: {other:?}"),
        }
    }

    #[test]
    fn ages_match_dateutil() {
        // python-dateutil 2.9.0: relativedelta(at, birth) and (at − birth).days.
        for (birth, at, ymd, total) in [
            ("1990-05-15", "2026-11-25", (36, 6, 10), 13343),
            ("2000-02-29", "2023-02-28", (23, 0, 0), 8400),
            ("2000-02-29", "2024-02-28", (23, 11, 30), 8765),
            ("2000-02-29", "2024-02-29", (24, 0, 0), 8766),
            ("2000-01-31", "2000-02-29", (0, 1, 0), 29),
            ("2001-01-31", "2001-03-30", (0, 1, 30), 58),
            ("1985-12-31", "2026-01-01", (40, 0, 1), 14611),
            ("2026-11-25", "2026-11-25", (0, 0, 0), 0),
        ] {
            let out = run("age", birth, at).unwrap();
            let got = (int(&out, "years"), int(&out, "months"), int(&out, "days"));
            assert_eq!(got, ymd, "{birth} on {at}");
            assert_eq!(int(&out, "totalDays"), total, "{birth} on {at}");
        }
    }

    #[test]
    fn totals_and_birthdays() {
        // 1990-05-15 on 2026-11-25: 13 343 days = 1906 weeks 1 day,
        // 13 343 × 24 = 320 232 hours; 36 × 12 + 6 = 438 months.
        // Born on a Tuesday (Python: date(1990, 5, 15).strftime('%A')).
        let out = run("age", "1990-05-15", "2026-11-25").unwrap();
        assert_eq!(int(&out, "totalMonths"), 438);
        assert_eq!((int(&out, "totalWeeks"), int(&out, "weekDays")), (1906, 1));
        assert_eq!(int(&out, "totalHours"), 320_232);
        assert_eq!(text(&out, "birthWeekday"), "tuesday");
        // Next: 2027-05-15, 171 days later, turning 37.
        assert_eq!(text(&out, "nextBirthday"), "2027-05-15");
        assert_eq!(int(&out, "daysToBirthday"), 171);
        assert_eq!(int(&out, "nextAge"), 37);
        assert_eq!(FUNCTION.outputs, out.ids().collect::<Vec<_>>().as_slice());
    }

    #[test]
    fn leap_day_birthdays_fall_on_28_february_in_common_years() {
        // Born 2000-02-29 (a Tuesday): on 2023-02-27 the next birthday is the
        // next day; on 2023-03-01 it is 2024-02-29, 365 days away.
        let out = run("age", "2000-02-29", "2023-02-27").unwrap();
        assert_eq!(text(&out, "nextBirthday"), "2023-02-28");
        assert_eq!((int(&out, "daysToBirthday"), int(&out, "nextAge")), (1, 23));
        let out = run("age", "2000-02-29", "2023-03-01").unwrap();
        assert_eq!(text(&out, "nextBirthday"), "2024-02-29");
        assert_eq!(
            (int(&out, "daysToBirthday"), int(&out, "nextAge")),
            (365, 24)
        );
        assert_eq!(text(&out, "birthWeekday"), "tuesday");
        // On the birthday itself: 0 days, the age just turned.
        let out = run("age", "1990-05-15", "2026-05-15").unwrap();
        assert_eq!((int(&out, "daysToBirthday"), int(&out, "nextAge")), (0, 36));
        assert_eq!(int(&out, "years"), 36);
    }

    #[test]
    fn a_difference_runs_either_way_and_has_no_birthday() {
        let out = run("difference", "2026-11-25", "1990-05-15").unwrap();
        assert_eq!(
            (int(&out, "years"), int(&out, "months"), int(&out, "days")),
            (36, 6, 10)
        );
        assert_eq!(int(&out, "totalDays"), 13343);
        assert_eq!(out.get("nextBirthday"), Some(&OutValue::Json(Value::Null)));
    }

    /// python-dateutil 2.9.0, computed once:
    /// `relativedelta(datetime(2026,11,25,9,30), datetime(1990,5,15,14,45))`
    /// = 36 years, 6 months, 9 days, 18 hours, 45 minutes, and the
    /// timedelta between them 1,152,816,300 s = 13,342 days
    /// (`// 3600` = 320,226 h, `// 60` = 19,213,605 min);
    /// `relativedelta(datetime(2023,3,1), datetime(2000,2,29,23,59,59))`
    /// = 23 years and 1 second, 725,760,001 s = 8,400 days.
    #[test]
    fn birth_times_match_dateutil() {
        let out = run_at("age", "1990-05-15", "2:45 pm", "2026-11-25", "09:30").unwrap();
        let parts =
            ["years", "months", "days", "hours", "minutes", "seconds"].map(|id| int(&out, id));
        assert_eq!(parts, [36, 6, 9, 18, 45, 0]);
        assert_eq!(int(&out, "totalSeconds"), 1_152_816_300);
        assert_eq!(int(&out, "totalMinutes"), 19_213_605);
        assert_eq!(int(&out, "totalHours"), 320_226);
        assert_eq!(int(&out, "totalDays"), 13_342);
        let out = run_at("age", "2000-02-29", "23:59:59", "2023-03-01", "").unwrap();
        let parts =
            ["years", "months", "days", "hours", "minutes", "seconds"].map(|id| int(&out, id));
        assert_eq!(parts, [23, 0, 0, 0, 0, 1]);
        assert_eq!(int(&out, "totalSeconds"), 725_760_001);
        assert_eq!(int(&out, "totalDays"), 8_400);
        // Without times: (datetime(2026,11,25) − datetime(1990,5,15))
        // .total_seconds() = 1,152,835,200 s, // 60 = 19,213,920 min.
        let out = run("age", "1990-05-15", "2026-11-25").unwrap();
        assert_eq!(int(&out, "totalSeconds"), 1_152_835_200);
        assert_eq!(int(&out, "totalMinutes"), 19_213_920);
        assert_eq!(int(&out, "hours"), 0);
        // A difference: (datetime(2026,11,25) − datetime(2000,1,1)) = 848,880,000 s.
        let out = run("difference", "2000-01-01", "2026-11-25").unwrap();
        assert_eq!(int(&out, "totalSeconds"), 848_880_000);
        assert_eq!(int(&out, "totalMinutes"), 14_148_000);
        // Born later the same day, or at a time no clock shows.
        assert_eq!(
            run_at("age", "2026-11-25", "10:00", "2026-11-25", "09:59")
                .unwrap_err()
                .input,
            "birthDate"
        );
        assert_eq!(
            run_at("age", "2000-01-01", "25:00", "2026-11-25", ""),
            Err(InputError::new("birthTime", ErrorKind::NotATime))
        );
    }

    #[test]
    fn born_after_the_date_is_an_error_on_the_birth_date() {
        let err = run("age", "2027-01-01", "2026-11-25").unwrap_err();
        assert_eq!(
            err,
            InputError::new(
                "birthDate",
                ErrorKind::DateAfterMax {
                    max: "2026-11-25".into()
                }
            )
        );
    }

    #[test]
    fn the_calendar_edges_never_panic() {
        let out = run("age", "0000-01-01", "9999-12-31").unwrap();
        assert_eq!(int(&out, "years"), 9999);
        // No birthday after 9999-12-31 can be written.
        let out = run("age", "2000-01-01", "9999-12-31").unwrap();
        assert_eq!(out.get("nextBirthday"), Some(&OutValue::Json(Value::Null)));
    }
}
