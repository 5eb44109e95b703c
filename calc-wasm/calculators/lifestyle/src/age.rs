//! Age on a date, as a person states it, and the difference between two
//! dates in the same terms.
//!
//! Years, months and days are the calendar difference of
//! `calendar::difference` (python-dateutil's relativedelta): whole months
//! first, each month added with the month-end clamp, then the days left.
//! So someone born on 29 February turns a year older on 28 February in
//! common years, and someone born on the 31st is a month older on the last
//! day of a shorter month. Birthdays follow the same rule.

use super::calendar::{self, days};
use crate::error::{ErrorKind, InputError};
use crate::inputs::Inputs;
use crate::outputs::Outputs;
use crate::registry::Function;
use crate::values::format_date;
use serde_json::Value;
use time::Date;

pub const FUNCTION: Function = Function {
    id: "age",
    inputs: &["mode", "birthDate", "atDate", "startDate", "endDate"],
    outputs: &[
        "years",
        "months",
        "days",
        "totalDays",
        "totalMonths",
        "totalWeeks",
        "weekDays",
        "totalHours",
        "birthWeekday",
        "nextBirthday",
        "daysToBirthday",
        "nextAge",
    ],
    compute,
};

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

fn compute(inputs: &Inputs) -> Result<Outputs, InputError> {
    let age_mode = inputs.option("mode")? == "age";
    let (from, to) = if age_mode {
        let (birth, at) = (inputs.date("birthDate")?, inputs.date("atDate")?);
        if birth > at {
            return Err(InputError::new(
                "birthDate",
                ErrorKind::DateAfterMax {
                    max: format_date(at),
                },
            ));
        }
        (birth, at)
    } else {
        // A difference has no direction: the earlier date counts first.
        let (a, b) = (inputs.date("startDate")?, inputs.date("endDate")?);
        (a.min(b), a.max(b))
    };
    let (years, months, rest) = calendar::difference(from, to);
    let total = days::days_between(from, to);
    let mut out = Outputs::new()
        .integer("years", years)
        .integer("months", months)
        .integer("days", rest)
        .integer("totalDays", total)
        .integer("totalMonths", years * 12 + months)
        .integer("totalWeeks", total / 7)
        .integer("weekDays", total % 7)
        .integer("totalHours", total * 24);
    // Birthdays only mean something for an age.
    if !age_mode {
        for id in ["birthWeekday", "nextBirthday", "daysToBirthday", "nextAge"] {
            out = out.json(id, Value::Null);
        }
        return Ok(out);
    }
    out = out.text("birthWeekday", calendar::weekday_id(from));
    out = match next_birthday(from, to) {
        Some((day, turning)) => out
            .date("nextBirthday", day)
            .integer("daysToBirthday", days::days_between(to, day))
            .integer("nextAge", turning),
        // Past 9999-12-31, where no date can be written.
        None => out
            .json("nextBirthday", Value::Null)
            .json("daysToBirthday", Value::Null)
            .json("nextAge", Value::Null),
    };
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::outputs::OutValue;
    use crate::values::{parse_date, Value as In};
    use std::collections::BTreeMap;

    fn run(mode: &str, a: &str, b: &str) -> Result<Outputs, InputError> {
        let date = |s: &str| In::Date(parse_date(s).unwrap());
        let values = BTreeMap::from([
            ("mode".to_string(), In::Option(mode.into())),
            ("birthDate".to_string(), date(a)),
            ("atDate".to_string(), date(b)),
            ("startDate".to_string(), date(a)),
            ("endDate".to_string(), date(b)),
        ]);
        compute(&Inputs::new(values))
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
