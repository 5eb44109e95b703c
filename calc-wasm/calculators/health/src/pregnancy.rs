//! Pregnancy due date, gestational age and milestones.
//!
//! Gestational age counts from the first day of the last menstrual period
//! (LMP) of a 28-day cycle; the due date is day 280, 40w0d (Naegele's rule).
//! Each `method` fixes that day 0:
//! - `lastPeriod`: LMP + (cycleLength − 28) days (the usual adjustment for
//!   longer or shorter cycles; conception = LMP + cycleLength − 14);
//! - `conception`: conception date − 14 days;
//! - `ivf3` / `ivf5`: embryo transfer date − 17 / − 19 days, so the due date is
//!   263 / 261 days after the transfer (ACOG Committee Opinion 700, "Methods
//!   for estimating the due date", 2017);
//! - `ultrasound`: scan date − the gestational age measured at the scan.
//!
//! Trimesters (ACOG): first to 13w6d, second 14w0d–27w6d, third from 28w0d.
//! Term (ACOG Committee Opinion 579, "Definition of term pregnancy", 2013):
//! early term 37w0d, full term 39w0d, late term 41w0d, postterm 42w0d.
//! Viability is taken at 24w0d.
//!
//! "Today" is an input (the page sets it to the current date): `status` is
//! `notStarted` before day 0, `pregnant` to 41w6d, `postTerm` from 42w0d to
//! 43w6d, then `ended`; weeks, days and trimester are 0 / `none` outside
//! `pregnant` and `postTerm`.

use super::common;
use calc_core::dates;
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;
use calc_core::values::format_date;
use pregnancy::{input as i, output as o};
use serde_json::json;

calc_core::calculator! {
    mod pregnancy = "pregnancy" (compute) {
        inputs {
            method: Choice,
            lastPeriod: Day,
            cycleLength: Number,
            conceptionDate: Day,
            transferDate: Day,
            ultrasoundDate: Day,
            ultrasoundWeeks: Number,
            ultrasoundDays: Number,
            today: Day,
        }
        outputs {
            dueDate: Day,
            conceptionDate: Day,
            gestationStart: Day,
            status: Text,
            weeks: Integer,
            days: Integer,
            gestationalAgeDays: Integer,
            trimester: Text,
            daysToDue: Integer,
            progress: Number,
            milestones: Json,
        }
    }
}

pub const FUNCTION: Function = pregnancy::FUNCTION;

pub const CYCLE: (i64, i64) = (21, 45);
pub const ULTRASOUND_WEEKS: (i64, i64) = (0, 42);

/// Milestone id, gestational age in days.
const MILESTONES: &[(&str, i64)] = &[
    ("firstTrimesterEnd", 13 * 7 + 6),
    ("viability", 24 * 7),
    ("thirdTrimester", 28 * 7),
    ("earlyTerm", 37 * 7),
    ("fullTerm", 39 * 7),
    ("dueDate", 40 * 7),
    ("postTerm", 42 * 7),
];
const DUE: i64 = 280;
const POST_TERM: i64 = 42 * 7;
const ENDED: i64 = 44 * 7;

#[derive(Clone, Copy)]
enum Method {
    LastPeriod,
    Conception,
    Ivf3,
    Ivf5,
    Ultrasound,
}

fn status(age: i64) -> &'static str {
    match age {
        a if a < 0 => "notStarted",
        a if a < POST_TERM => "pregnant",
        a if a < ENDED => "postTerm",
        _ => "ended",
    }
}

fn trimester(age: i64) -> &'static str {
    match age {
        a if !(0..ENDED).contains(&a) => "none",
        a if a <= 13 * 7 + 6 => "first",
        a if a < 28 * 7 => "second",
        _ => "third",
    }
}

fn compute(inputs: pregnancy::In) -> Result<pregnancy::Out, InputError> {
    let methods = [
        ("lastPeriod", Method::LastPeriod),
        ("conception", Method::Conception),
        ("ivf3", Method::Ivf3),
        ("ivf5", Method::Ivf5),
        ("ultrasound", Method::Ultrasound),
    ];
    let method = common::pick(inputs, i::method, &methods)?;
    let today = inputs.date(i::today)?;
    // The input date counted from, and day 0 relative to it.
    let (input, start) = match method {
        Method::LastPeriod => (
            i::lastPeriod,
            common::integer_in(inputs, i::cycleLength, CYCLE.0, CYCLE.1)? - 28,
        ),
        Method::Conception => (i::conceptionDate, -14),
        Method::Ivf3 => (i::transferDate, -17),
        Method::Ivf5 => (i::transferDate, -19),
        Method::Ultrasound => {
            let weeks = common::integer_in(
                inputs,
                i::ultrasoundWeeks,
                ULTRASOUND_WEEKS.0,
                ULTRASOUND_WEEKS.1,
            )?;
            let days = common::integer_in(inputs, i::ultrasoundDays, 0, 6)?;
            (i::ultrasoundDate, -(weeks * 7 + days))
        }
    };
    let base = inputs.date(input)?;
    if matches!(method, Method::Ultrasound) && base > today {
        // A scan that has not happened yet cannot date the pregnancy.
        return Err(InputError::new(
            input.id(),
            ErrorKind::DateAfterMax {
                max: format_date(today),
            },
        ));
    }
    // Every date output, as days from `base`: start, conception, due, milestones.
    let mut offsets = vec![start, start + 14, start + DUE];
    offsets.extend(MILESTONES.iter().map(|(_, age)| start + age));
    let all = dates::shifted(input.id(), base, &offsets)?;
    let age = dates::days_between(base, today) - start;
    let st = status(age);
    let (weeks, days) = if st == "pregnant" || st == "postTerm" {
        (age / 7, age % 7)
    } else {
        (0, 0)
    };
    let milestones: Vec<_> = MILESTONES
        .iter()
        .zip(&all[3..])
        .map(|((id, at), date)| json!({ "id": id, "weeks": at / 7, "days": at % 7, "date": format_date(*date), "reached": age >= *at }))
        .collect();
    Ok(pregnancy::Out::new()
        .date(o::dueDate, all[2])
        .date(o::conceptionDate, all[1])
        .date(o::gestationStart, all[0])
        .text(o::status, st)
        .integer(o::weeks, weeks)
        .integer(o::days, days)
        .integer(o::gestationalAgeDays, age)
        .text(o::trimester, trimester(age))
        .integer(o::daysToDue, DUE - age)
        .number(
            o::progress,
            (age as f64 / DUE as f64).clamp(0.0, 1.0) * 100.0,
        )
        .json(o::milestones, json!(milestones)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{assert_rejects, list, num, run, text, V};
    use calc_core::outputs::Outputs;

    /// The YAML's dates default to the visitor's today: pinned, with the
    /// scan's age the expectations below were worked out for.
    const PINNED: &[(&str, V)] = &[
        ("lastPeriod", V::D("2026-03-01")),
        ("conceptionDate", V::D("2026-03-15")),
        ("transferDate", V::D("2026-03-20")),
        ("ultrasoundDate", V::D("2026-05-01")),
        ("ultrasoundDays", V::N(3.0)),
        ("today", V::D("2026-06-15")),
    ];

    fn preg(overrides: &[(&str, V)]) -> Result<Outputs, InputError> {
        run(&FUNCTION, &[PINNED, overrides].concat())
    }

    fn int(out: &Outputs, id: &str) -> i64 {
        num(out, id) as i64
    }

    #[test]
    fn naegele_from_the_last_period() {
        // 2026-03-01 + 280 days = 2026-12-06; conception + 14 = 2026-03-15.
        // Today 2026-06-15 is day 106: 15 weeks 1 day, second trimester.
        let out = preg(&[]).unwrap();
        assert_eq!(text(&out, "dueDate"), "2026-12-06");
        assert_eq!(text(&out, "conceptionDate"), "2026-03-15");
        assert_eq!(text(&out, "status"), "pregnant");
        assert_eq!(
            (
                int(&out, "weeks"),
                int(&out, "days"),
                int(&out, "gestationalAgeDays")
            ),
            (15, 1, 106)
        );
        assert_eq!(text(&out, "trimester"), "second");
        assert_eq!(int(&out, "daysToDue"), 174);
        assert!((num(&out, "progress") - 106.0 / 280.0 * 100.0).abs() < 1e-12);
        let m = list(&out, "milestones");
        assert_eq!(
            m[0],
            json!({ "id": "firstTrimesterEnd", "weeks": 13, "days": 6, "date": "2026-06-06", "reached": true })
        );
        assert_eq!(m[1]["date"], "2026-08-16");
        assert_eq!(m[1]["reached"], false);
        assert_eq!(m[5]["date"], "2026-12-06");
    }

    #[test]
    fn contract_cycle_adjustment() {
        // cycleLength 35: due = LMP + 280 + 7, conception = LMP + 21.
        let out = preg(&[
            ("lastPeriod", V::D("2024-01-01")),
            ("cycleLength", V::N(35.0)),
        ])
        .unwrap();
        assert_eq!(text(&out, "dueDate"), "2024-10-14");
        assert_eq!(text(&out, "conceptionDate"), "2024-01-22");
        assert_eq!(text(&out, "status"), "ended");
        assert_eq!((int(&out, "weeks"), text(&out, "trimester")), (0, "none"));
        // cycleLength 21: due = LMP + 273.
        let out = preg(&[
            ("lastPeriod", V::D("2024-01-01")),
            ("cycleLength", V::N(21.0)),
        ])
        .unwrap();
        assert_eq!(text(&out, "dueDate"), "2024-09-30");
    }

    /// Dated by the ultrasound scan, with `overrides`.
    fn by_scan(overrides: &[(&str, V)]) -> Result<Outputs, InputError> {
        preg(&[&[("method", V::O("ultrasound"))], overrides].concat())
    }

    /// Text output `id` with one input changed.
    fn text_with(input: (&str, V), id: &str) -> String {
        text(&preg(&[input]).unwrap(), id).to_string()
    }

    #[test]
    fn leap_days() {
        // 2023-05-25 + 280 days = 2024-02-29; 2024-02-29 + 280 = 2024-12-05;
        // 2100 is not a leap year: 2099-05-25 + 280 days = 2100-03-01.
        for (lmp, due) in [
            ("2023-05-25", "2024-02-29"),
            ("2024-02-29", "2024-12-05"),
            ("2099-05-25", "2100-03-01"),
        ] {
            assert_eq!(text_with(("lastPeriod", V::D(lmp)), "dueDate"), due);
        }
    }

    #[test]
    fn other_methods() {
        // Conception 2026-03-15 → due + 266 days = 2026-12-06.
        let out = preg(&[("method", V::O("conception"))]).unwrap();
        assert_eq!(text(&out, "dueDate"), "2026-12-06");
        assert_eq!(text(&out, "gestationStart"), "2026-03-01");
        // ACOG CO 700: day-5 transfer + 261 days, day-3 transfer + 263 days.
        assert_eq!(text_with(("method", V::O("ivf5")), "dueDate"), "2026-12-06");
        assert_eq!(text_with(("method", V::O("ivf3")), "dueDate"), "2026-12-08");
        assert_eq!(
            text_with(("method", V::O("ivf3")), "conceptionDate"),
            "2026-03-17"
        );
        // Scan on 2026-05-01 at 8w3d: day 0 = 2026-05-01 − 59 = 2026-03-03, due 2026-12-08.
        let out = by_scan(&[]).unwrap();
        assert_eq!(text(&out, "gestationStart"), "2026-03-03");
        assert_eq!(text(&out, "dueDate"), "2026-12-08");
    }

    #[test]
    fn status_around_today() {
        let before = preg(&[("today", V::D("2026-02-20"))]).unwrap();
        assert_eq!(
            (
                text(&before, "status"),
                int(&before, "weeks"),
                text(&before, "trimester")
            ),
            ("notStarted", 0, "none")
        );
        assert_eq!(num(&before, "progress"), 0.0);
        let day0 = preg(&[("today", V::D("2026-03-01"))]).unwrap();
        assert_eq!(
            (text(&day0, "status"), text(&day0, "trimester")),
            ("pregnant", "first")
        );
        // 13w6d is the last day of the first trimester, 14w0d the first of the second.
        for (today, trimester) in [
            ("2026-06-06", "first"),
            ("2026-06-07", "second"),
            ("2026-09-13", "third"),
        ] {
            assert_eq!(text_with(("today", V::D(today)), "trimester"), trimester);
        }
        let post = preg(&[("today", V::D("2026-12-20"))]).unwrap();
        assert_eq!(
            (
                text(&post, "status"),
                int(&post, "weeks"),
                int(&post, "days")
            ),
            ("postTerm", 42, 0)
        );
        assert_eq!(int(&post, "daysToDue"), -14);
        assert_eq!(num(&post, "progress"), 100.0);
    }

    #[test]
    fn impossible_dates() {
        let err = preg(&[("lastPeriod", V::D("9999-06-01"))]).unwrap_err();
        // The last milestone (42w0d = day 294) must fit by 9999-12-31.
        assert_eq!(
            err,
            InputError::new(
                "lastPeriod",
                ErrorKind::DateAfterMax {
                    max: "9999-03-12".into()
                }
            )
        );
        assert!(preg(&[("lastPeriod", V::D("9999-03-12"))]).is_ok());
        let err = by_scan(&[
            ("ultrasoundDate", V::D("0000-01-05")),
            ("today", V::D("0001-01-01")),
        ])
        .unwrap_err();
        assert_eq!(
            err,
            InputError::new(
                "ultrasoundDate",
                ErrorKind::DateBeforeMin {
                    min: "0000-02-29".into()
                }
            )
        );
        let err = by_scan(&[("ultrasoundDate", V::D("2026-07-01"))]).unwrap_err();
        assert_eq!(
            err,
            InputError::new(
                "ultrasoundDate",
                ErrorKind::DateAfterMax {
                    max: "2026-06-15".into()
                }
            )
        );
        assert_rejects(preg, &[("cycleLength", V::N(20.0))]);
        assert_eq!(
            preg(&[("cycleLength", V::N(28.5))]).unwrap_err().kind,
            ErrorKind::NotAnInteger
        );
        let err = by_scan(&[("ultrasoundDays", V::N(7.0))]).unwrap_err();
        assert_eq!(
            err,
            InputError::new("ultrasoundDays", ErrorKind::AboveMax { max: 6.0 })
        );
        // The earliest and latest calendar dates still work where the span fits.
        assert!(preg(&[
            ("lastPeriod", V::D("0000-01-01")),
            ("today", V::D("0000-06-01"))
        ])
        .is_ok());
    }
}
