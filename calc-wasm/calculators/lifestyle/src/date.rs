//! Dates: the days between two dates, a date plus or minus years, months,
//! weeks and days, business days between two dates or added to one, and
//! the weekday and ISO week of a date.
//!
//! - Adding (eval contract): years and months first, a day past the new
//!   month's end clamped to its last day, then weeks and days.
//! - Business days skip Saturdays, Sundays and the public holidays of the
//!   page's market (`holidays.rs`): U.S. federal holidays on their observed
//!   dates for `date`, Brazilian national holidays for `date-br`, which may
//!   add the optional days off of Carnaval and Corpus Christi. They are
//!   counted from the start date (not included) to the end date (included),
//!   in either direction: the count of spreadsheet WORKDAY, so adding n
//!   business days to a date gives a date n business days after it.
//! - The public holidays can be switched off (weekends only), and the
//!   visitor's own dates added: one a line or comma separated, written
//!   `YYYY-MM-DD` or as the page's language writes dates (`MM/DD/YYYY` for
//!   `date`, `DD/MM/YYYY` for `date-br`).

use super::calendar::{self, days};
use super::holidays::{self, Calendar, Holiday};
use calc_core::declare::{Read, Reads, Write, Writes};
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;
use serde_json::json;
use time::Date;

calc_core::calculator! {
    /// English pages and `calcula eval date`: U.S. federal holidays.
    pub mod date = "date" (compute_us) {
        inputs {
            mode: Choice,
            startDate: Day,
            endDate: Day,
            years: Number,
            months: Number,
            weeks: Number,
            days: Number,
            workdays: Number,
            publicHolidays: Flag,
            customHolidays: Text,
        }
        outputs {
            answer: Json,
            days: Integer,
            result: Day,
            businessDays: Integer,
            holidayCount: Integer,
            weekday: Text,
            isoWeek: Integer,
            isoWeekYear: Integer,
            dayOfYear: Integer,
            spanYears: Integer,
            spanMonths: Integer,
            spanDays: Integer,
            fullWeeks: Integer,
            extraDays: Integer,
            holidays: Json,
        }
    }
}

calc_core::calculator! {
    /// Portuguese pages: Brazilian national holidays, and optionally
    /// Carnaval and Corpus Christi.
    pub mod date_br = "date-br" (compute_br) {
        inputs { ..date, optionalHolidays: Flag }
        outputs { ..date }
    }
}

pub const FUNCTION: Function = date::FUNCTION;
pub const FUNCTION_BR: Function = date_br::FUNCTION;
use date::{input as i, output as o};

fn compute_us(inputs: date::In) -> Result<date::Out, InputError> {
    compute(inputs, &days_off(inputs, &holidays::US, false, MonthFirst)?)
}

fn compute_br(inputs: date_br::In) -> Result<date_br::Out, InputError> {
    let optional = inputs.flag(date_br::input::optionalHolidays)?;
    compute(
        inputs,
        &days_off(inputs, &holidays::BR, optional, DayFirst)?,
    )
}

/// How a page's language writes a date, besides `YYYY-MM-DD`.
#[derive(Clone, Copy)]
enum Order {
    /// `MM/DD/YYYY` (English).
    MonthFirst,
    /// `DD/MM/YYYY` (Portuguese).
    DayFirst,
}
use Order::{DayFirst, MonthFirst};

/// The days off besides weekends: the market's public holidays unless
/// switched off, its optional ones when chosen, and the visitor's dates.
struct DaysOff<'a> {
    calendar: &'a Calendar,
    public: bool,
    optional: bool,
    /// Sorted, each once.
    custom: Vec<Date>,
}

/// The holiday id of a date the visitor added.
const CUSTOM: &str = "custom";

impl DaysOff<'_> {
    /// The days off from `first` to `last` (inclusive), by date; a date
    /// the visitor added that is a holiday already is listed once, as the
    /// holiday.
    fn between(&self, first: Date, last: Date) -> Vec<Holiday> {
        let mut found = match (self.public, self.optional) {
            (true, optional) => holidays::between(self.calendar, first, last, optional),
            // The optional days alone: all of them less the public ones.
            (false, true) => {
                let public = holidays::between(self.calendar, first, last, false);
                holidays::between(self.calendar, first, last, true)
                    .into_iter()
                    .filter(|h| !public.contains(h))
                    .collect()
            }
            (false, false) => Vec::new(),
        };
        for &date in self.custom.iter().filter(|d| (first..=last).contains(*d)) {
            if !found.iter().any(|h| h.date == date) {
                found.push(Holiday {
                    date,
                    id: CUSTOM,
                    source: "",
                });
            }
        }
        found.sort();
        found
    }
}

fn days_off<'a, C: Reads<date::Calc>>(
    inputs: Read<C>,
    calendar: &'a Calendar,
    optional: bool,
    order: Order,
) -> Result<DaysOff<'a>, InputError> {
    Ok(DaysOff {
        calendar,
        public: inputs.flag(i::publicHolidays)?,
        optional,
        custom: custom_dates(inputs.text(i::customHolidays)?, order)?,
    })
}

/// The dates of a list (one a line, or separated by commas or
/// semicolons), sorted and each once; every entry that is not a date is
/// named in the error, as written.
fn custom_dates(text: &str, order: Order) -> Result<Vec<Date>, InputError> {
    let mut dates = Vec::new();
    let mut wrong = Vec::new();
    let entries = text
        .split(['\n', ',', ';'])
        .map(str::trim)
        .filter(|e| !e.is_empty());
    for entry in entries {
        match calc_core::values::parse_date(entry).or_else(|| local_date(entry, order)) {
            Some(d) => dates.push(d),
            None => wrong.push(format!("“{entry}”")),
        }
    }
    if !wrong.is_empty() {
        return Err(InputError::new(
            i::customHolidays.id(),
            ErrorKind::NotDates { entries: wrong },
        ));
    }
    dates.sort();
    dates.dedup();
    Ok(dates)
}

/// `MM/DD/YYYY` or `DD/MM/YYYY`: the day and the month in one or two
/// digits, the year in four.
fn local_date(entry: &str, order: Order) -> Option<Date> {
    let parts: Vec<&str> = entry.split('/').map(str::trim).collect();
    let [a, b, y] = parts.as_slice() else {
        return None;
    };
    let number = |s: &str, len: std::ops::RangeInclusive<usize>| {
        (len.contains(&s.len()) && s.bytes().all(|c| c.is_ascii_digit()))
            .then(|| s.parse::<u16>().ok())
            .flatten()
    };
    let (a, b, year) = (number(a, 1..=2)?, number(b, 1..=2)?, number(y, 4..=4)?);
    let (month, day) = match order {
        MonthFirst => (a, b),
        DayFirst => (b, a),
    };
    let month = time::Month::try_from(u8::try_from(month).ok()?).ok()?;
    Date::from_calendar_date(i32::from(year), month, u8::try_from(day).ok()?).ok()
}

#[derive(Clone, Copy, PartialEq)]
enum Mode {
    Difference,
    Add,
    BusinessDays,
    AddBusinessDays,
    Weekday,
}

fn mode<C: Reads<date::Calc>>(inputs: Read<C>) -> Result<Mode, InputError> {
    Ok(match inputs.option(i::mode)? {
        "difference" => Mode::Difference,
        "add" => Mode::Add,
        "businessDays" => Mode::BusinessDays,
        "addBusinessDays" => Mode::AddBusinessDays,
        "weekday" => Mode::Weekday,
        _ => {
            return Err(InputError::new(
                i::mode.id(),
                ErrorKind::UnknownOption {
                    options: [
                        "difference",
                        "add",
                        "businessDays",
                        "addBusinessDays",
                        "weekday",
                    ]
                    .map(String::from)
                    .to_vec(),
                },
            ))
        }
    })
}

fn too_large(id: &str) -> InputError {
    InputError::new(id, ErrorKind::ResultTooLarge)
}

/// The contract's `add`: years and months (clamped), then weeks and days.
fn add<C: Reads<date::Calc>>(inputs: Read<C>, start: Date) -> Result<Date, InputError> {
    let years = calendar::whole(inputs, i::years)?;
    let months = calendar::whole(inputs, i::months)?;
    let blame_months = if years != 0 { i::years } else { i::months }.id();
    let moved = years
        .checked_mul(12)
        .and_then(|m| m.checked_add(months))
        .and_then(|m| calendar::add_months(start, m))
        .ok_or_else(|| too_large(blame_months))?;
    let weeks = calendar::whole(inputs, i::weeks)?;
    let extra = calendar::whole(inputs, i::days)?;
    let blame_days = if extra != 0 { i::days } else { i::weeks }.id();
    days::shift("", moved, weeks * 7 + extra).map_err(|_| too_large(blame_days))
}

/// Days off in one year at a time, for walking day by day.
struct Observed<'a> {
    off: &'a DaysOff<'a>,
    year: i32,
    days: Vec<Holiday>,
}

impl Observed<'_> {
    fn holiday(&mut self, d: Date) -> Option<Holiday> {
        if d.year() != self.year {
            self.year = d.year();
            self.days = match (
                Date::from_calendar_date(d.year(), time::Month::January, 1),
                Date::from_calendar_date(d.year(), time::Month::December, 31),
            ) {
                (Ok(a), Ok(b)) => self.off.between(a, b),
                _ => Vec::new(),
            };
        }
        self.days.iter().find(|h| h.date == d).copied()
    }
}

/// `start` moved by `n` business days (WORKDAY): each step goes to the
/// next (or previous) day that is neither a weekend day nor a holiday.
fn add_business_days(start: Date, n: i64, off: &DaysOff) -> Result<Date, InputError> {
    let mut observed = Observed {
        off,
        year: i32::MIN,
        days: Vec::new(),
    };
    let step = n.signum();
    let mut d = start;
    let mut counted = 0;
    while counted < n.abs() {
        d = days::shift("", d, step).map_err(|_| too_large(i::workdays.id()))?;
        if !calendar::is_weekend(d) && observed.holiday(d).is_none() {
            counted += 1;
        }
    }
    Ok(d)
}

/// The dates counted from `start` toward `target`: after `start`, up to
/// and including `target` (both ends inclusive here); None when empty.
fn counted_span(start: Date, target: Date) -> Option<(Date, Date)> {
    let span = if target > start {
        (days::shift("", start, 1).ok()?, target)
    } else if target < start {
        (target, days::shift("", start, -1).ok()?)
    } else {
        return None;
    };
    Some(span)
}

/// Weekdays (Monday to Friday) from `first` to `last`, inclusive.
fn weekdays(first: Date, last: Date) -> i64 {
    let n = days::days_between(first, last) + 1;
    let mut count = n / 7 * 5;
    for k in 0..n % 7 {
        if days::shift("", first, k).is_ok_and(|d| !calendar::is_weekend(d)) {
            count += 1;
        }
    }
    count
}

/// Both pages' answer, from their days off.
fn compute<C>(inputs: Read<C>, off: &DaysOff) -> Result<Write<C>, InputError>
where
    C: Reads<date::Calc> + Writes<date::Calc>,
{
    let mode = mode(inputs)?;
    let start = inputs.date(i::startDate)?;
    let target = match mode {
        Mode::Difference | Mode::BusinessDays => inputs.date(i::endDate)?,
        Mode::Add => add(inputs, start)?,
        Mode::AddBusinessDays => {
            let n = calendar::whole(inputs, i::workdays)?;
            add_business_days(start, n, off)?
        }
        Mode::Weekday => start,
    };
    let span = counted_span(start, target);
    let skipped: Vec<Holiday> = span
        .map(|(a, b)| off.between(a, b))
        .unwrap_or_default()
        .into_iter()
        .filter(|h| !calendar::is_weekend(h.date))
        .collect();
    let business = span.map_or(0, |(a, b)| weekdays(a, b)) - skipped.len() as i64;
    let sign = if target < start { -1 } else { 1 };
    let total = days::days_between(start, target);
    let (years, months, rest) = calendar::difference(start.min(target), start.max(target));
    let (iso_year, iso_week, _) = target.to_iso_week_date();
    // The list only where it is the answer's detail: a span of centuries in
    // the other modes would list thousands of holidays nobody asked for.
    let listed = matches!(mode, Mode::BusinessDays | Mode::AddBusinessDays);
    let rows: Vec<_> = skipped
        .iter()
        .filter(|_| listed)
        .map(|h| json!({ "date": calc_core::values::format_date(h.date), "holiday": h.id, "source": h.source }))
        .collect();
    let out = Write::new();
    let out = match mode {
        Mode::Difference => out.integer(o::answer, total),
        Mode::BusinessDays => out.integer(o::answer, sign * business),
        Mode::Add | Mode::AddBusinessDays => out.date(o::answer, target),
        Mode::Weekday => out.text(o::answer, calendar::weekday_id(target)),
    };
    Ok(out
        .integer(o::days, total)
        .date(o::result, target)
        .integer(o::businessDays, sign * business)
        .integer(o::holidayCount, skipped.len() as i64)
        .text(o::weekday, calendar::weekday_id(target))
        .integer(o::isoWeek, i64::from(iso_week))
        .integer(o::isoWeekYear, i64::from(iso_year))
        .integer(o::dayOfYear, i64::from(target.ordinal()))
        .integer(o::spanYears, years)
        .integer(o::spanMonths, months)
        .integer(o::spanDays, rest)
        .integer(o::fullWeeks, total / 7)
        .integer(o::extraDays, total % 7)
        .json(o::holidays, json!(rows)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use calc_core::inputs::Inputs;
    use calc_core::outputs::{OutValue, Outputs};
    use calc_core::values::{parse_date, Value};
    use std::collections::BTreeMap;

    struct Case<'a> {
        mode: &'a str,
        start: &'a str,
        end: &'a str,
        add: [f64; 4],
        workdays: f64,
        optional: bool,
        public: bool,
        custom: &'a str,
    }

    const BASE: Case = Case {
        mode: "difference",
        start: "2026-01-01",
        end: "2026-12-31",
        add: [0.0; 4],
        workdays: 0.0,
        optional: false,
        public: true,
        custom: "",
    };

    fn run(f: &Function, c: &Case) -> Result<Outputs, InputError> {
        let date = |s: &str| Value::Date(parse_date(s).unwrap());
        let mut values = BTreeMap::from([
            ("mode".to_string(), Value::Option(c.mode.into())),
            ("startDate".to_string(), date(c.start)),
            ("endDate".to_string(), date(c.end)),
            ("workdays".to_string(), Value::Number(c.workdays)),
            ("optionalHolidays".to_string(), Value::Bool(c.optional)),
            ("publicHolidays".to_string(), Value::Bool(c.public)),
            ("customHolidays".to_string(), Value::Text(c.custom.into())),
        ]);
        for (id, v) in ["years", "months", "weeks", "days"].iter().zip(c.add) {
            values.insert(id.to_string(), Value::Number(v));
        }
        (f.compute)(&Inputs::new(values))
    }

    fn get<'a>(out: &'a Outputs, id: &str) -> &'a OutValue {
        out.get(id).unwrap_or_else(|| panic!("no {id}"))
    }

    fn int(out: &Outputs, id: &str) -> i64 {
        match get(out, id) {
            OutValue::Integer(v) => *v,
            other => panic!("{id}: {other:?}"),
        }
    }

    fn text<'a>(out: &'a Outputs, id: &str) -> &'a str {
        match get(out, id) {
            OutValue::Text(v) => v,
            other => panic!("{id}: {other:?}"),
        }
    }

    fn added(start: &str, add: [f64; 4]) -> String {
        let c = Case {
            mode: "add",
            start,
            add,
            ..BASE
        };
        text(&run(&FUNCTION, &c).unwrap(), "result").to_string()
    }

    #[test]
    fn differences_in_days() {
        // Python: (date(b) - date(a)).days.
        for (a, b, n) in [
            ("2026-01-01", "2026-12-31", 364),
            ("2024-01-01", "2025-01-01", 366),
            ("2023-12-31", "2024-03-01", 61),
            ("2026-12-25", "2026-01-01", -358),
            ("1900-02-28", "1900-03-01", 1),
            ("2000-02-28", "2000-03-01", 2),
        ] {
            let c = Case {
                start: a,
                end: b,
                ..BASE
            };
            let out = run(&FUNCTION, &c).unwrap();
            assert_eq!(int(&out, "days"), n, "{a} → {b}");
            assert_eq!(int(&out, "answer"), n);
            assert_eq!(FUNCTION.outputs, out.ids().collect::<Vec<_>>().as_slice());
        }
    }

    #[test]
    fn adding_matches_dateutil() {
        // python-dateutil 2.9.0: date + relativedelta(years=, months=) and
        // then + timedelta(weeks=, days=).
        for (start, add, want) in [
            ("2024-01-31", [0.0, 1.0, 0.0, 0.0], "2024-02-29"),
            ("2023-01-31", [0.0, 1.0, 0.0, 0.0], "2023-02-28"),
            ("2024-02-29", [1.0, 0.0, 0.0, 0.0], "2025-02-28"),
            ("2024-02-29", [4.0, 0.0, 0.0, 0.0], "2028-02-29"),
            ("2024-03-31", [0.0, -1.0, 0.0, 0.0], "2024-02-29"),
            ("2026-01-31", [0.0, 1.0, 0.0, 1.0], "2026-03-01"),
            ("2026-11-25", [1.0, 2.0, 3.0, 4.0], "2028-02-19"),
            ("2026-11-25", [0.0, 0.0, 0.0, 90.0], "2027-02-23"),
            ("2026-03-15", [-1.0, -2.0, -1.0, -3.0], "2025-01-05"),
            ("2025-12-31", [0.0, 0.0, 0.0, 1.0], "2026-01-01"),
            ("2026-12-31", [0.0, 2.0, 0.0, 0.0], "2027-02-28"),
        ] {
            assert_eq!(added(start, add), want, "{start} + {add:?}");
        }
    }

    #[test]
    fn out_of_range_sums_name_the_input() {
        let c = Case {
            mode: "add",
            start: "2026-01-01",
            add: [9000.0, 0.0, 0.0, 0.0],
            ..BASE
        };
        assert_eq!(run(&FUNCTION, &c).unwrap_err(), too_large("years"));
        let c = Case {
            mode: "add",
            add: [0.0, 0.0, 0.0, -3_000_000.0],
            ..BASE
        };
        assert_eq!(run(&FUNCTION, &c).unwrap_err(), too_large("days"));
    }

    #[test]
    fn iso_weeks_and_weekdays() {
        // Python: date.isocalendar() and strftime('%A'); 2026 has 53 ISO weeks.
        for (day, weekday, (year, week), ordinal) in [
            ("2026-12-31", "thursday", (2026, 53), 365),
            ("2027-01-01", "friday", (2026, 53), 1),
            ("2027-01-04", "monday", (2027, 1), 4),
            ("2024-12-30", "monday", (2025, 1), 365),
            ("2020-12-31", "thursday", (2020, 53), 366),
            ("2021-01-03", "sunday", (2020, 53), 3),
            ("2026-11-25", "wednesday", (2026, 48), 329),
        ] {
            let c = Case {
                mode: "weekday",
                start: day,
                ..BASE
            };
            let out = run(&FUNCTION, &c).unwrap();
            assert_eq!(text(&out, "answer"), weekday, "{day}");
            assert_eq!(
                (int(&out, "isoWeekYear"), int(&out, "isoWeek")),
                (year, week),
                "{day}"
            );
            assert_eq!(int(&out, "dayOfYear"), ordinal, "{day}");
        }
    }

    fn business(f: &Function, a: &str, b: &str, optional: bool) -> (i64, Vec<String>) {
        let c = Case {
            mode: "businessDays",
            start: a,
            end: b,
            optional,
            ..BASE
        };
        let out = run(f, &c).unwrap();
        let OutValue::Json(rows) = get(&out, "holidays") else {
            panic!()
        };
        let dates = rows
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["date"].as_str().unwrap().to_string())
            .collect();
        assert_eq!(int(&out, "answer"), int(&out, "businessDays"));
        (int(&out, "businessDays"), dates)
    }

    #[test]
    fn business_days_between() {
        // Counted by hand in Python over the dates after the start up to the
        // end: weekday() < 5 and not in holidays.country_holidays (0.109).
        // 2026 in the U.S.: 261 weekdays less 11 holidays, all on weekdays
        // (4 July is a Saturday, observed Friday 3 July).
        let (n, skipped) = business(&FUNCTION, "2025-12-31", "2026-12-31", false);
        assert_eq!(n, 250);
        assert_eq!(skipped.len(), 11);
        assert!(skipped.contains(&"2026-07-03".to_string()));
        // Brazil 2026: 261 − 9 (every national holiday but 15 November, a
        // Sunday) = 252; with Carnaval and Corpus Christi, 249.
        assert_eq!(
            business(&FUNCTION_BR, "2025-12-31", "2026-12-31", false).0,
            252
        );
        assert_eq!(
            business(&FUNCTION_BR, "2025-12-31", "2026-12-31", true).0,
            249
        );
        // A week, Monday to Monday: 5; reversed, −5.
        assert_eq!(business(&FUNCTION, "2026-11-02", "2026-11-09", false).0, 5);
        assert_eq!(business(&FUNCTION, "2026-11-09", "2026-11-02", false).0, -5);
        // Thanksgiving week 2026 in the U.S.: 23–30 November, 4 days.
        let (n, skipped) = business(&FUNCTION, "2026-11-23", "2026-11-30", false);
        assert_eq!((n, skipped), (4, vec!["2026-11-26".to_string()]));
        // Same day: 0.
        assert_eq!(business(&FUNCTION, "2026-11-23", "2026-11-23", false).0, 0);
        // Across New Year 2027/2028: Friday 31 December 2027 is observed.
        let (n, skipped) = business(&FUNCTION, "2027-12-30", "2028-01-03", false);
        assert_eq!((n, skipped), (1, vec!["2027-12-31".to_string()]));
    }

    fn workday(f: &Function, start: &str, n: f64, optional: bool) -> String {
        let c = Case {
            mode: "addBusinessDays",
            start,
            workdays: n,
            optional,
            ..BASE
        };
        let out = run(f, &c).unwrap();
        assert_eq!(text(&out, "answer"), text(&out, "result"));
        assert_eq!(
            int(&out, "businessDays") as f64,
            n,
            "count agrees with the sum"
        );
        text(&out, "result").to_string()
    }

    #[test]
    fn adding_business_days() {
        // Stepped by hand in Python as above (WORKDAY's rule).
        assert_eq!(workday(&FUNCTION, "2026-11-25", 1.0, false), "2026-11-27");
        assert_eq!(workday(&FUNCTION, "2026-11-25", 10.0, false), "2026-12-10");
        assert_eq!(workday(&FUNCTION, "2026-12-24", 1.0, false), "2026-12-28");
        assert_eq!(workday(&FUNCTION, "2026-11-30", -3.0, false), "2026-11-24");
        assert_eq!(workday(&FUNCTION, "2026-11-28", 0.0, false), "2026-11-28");
        // Brazil: Carnaval 2026 is 16–17 February; Ash Wednesday is a business day.
        assert_eq!(
            workday(&FUNCTION_BR, "2026-02-13", 1.0, false),
            "2026-02-16"
        );
        assert_eq!(workday(&FUNCTION_BR, "2026-02-13", 1.0, true), "2026-02-18");
        assert_eq!(
            workday(&FUNCTION_BR, "2026-04-01", 2.0, false),
            "2026-04-06"
        );
        // A whole 2026 of U.S. business days from the last day of 2025.
        assert_eq!(workday(&FUNCTION, "2025-12-31", 250.0, false), "2026-12-31");
    }
    /// Business days of 2026 (after 2025-12-31 up to 2026-12-31) and the
    /// dates skipped, with the public holidays on or off and custom dates.
    fn year_2026(f: &Function, public: bool, optional: bool, custom: &str) -> (i64, Vec<String>) {
        let c = Case {
            mode: "businessDays",
            start: "2025-12-31",
            end: "2026-12-31",
            optional,
            public,
            custom,
            ..BASE
        };
        let out = run(f, &c).unwrap();
        let OutValue::Json(rows) = get(&out, "holidays") else {
            panic!()
        };
        let rows = rows.as_array().unwrap();
        let dates = rows
            .iter()
            .map(|r| {
                format!(
                    "{} {}",
                    r["date"].as_str().unwrap(),
                    r["holiday"].as_str().unwrap()
                )
            })
            .collect();
        assert_eq!(int(&out, "holidayCount"), rows.len() as i64);
        (int(&out, "businessDays"), dates)
    }

    #[test]
    fn holidays_switched_off_and_custom_dates() {
        // numpy 2.4.6, counting the dates after the start up to the end:
        //   US = ['2026-01-01', '2026-01-19', '2026-02-16', '2026-05-25',
        //         '2026-06-19', '2026-07-03', '2026-09-07', '2026-10-12',
        //         '2026-11-11', '2026-11-26', '2026-12-25']   (OPM's 2026 list)
        //   BR = ['2026-01-01', '2026-04-03', '2026-04-21', '2026-05-01',
        //         '2026-09-07', '2026-10-12', '2026-11-02', '2026-11-15',
        //         '2026-11-20', '2026-12-25']
        // np.busday_count('2026-01-01', '2027-01-01') = 261 (weekends only).
        let (n, skipped) = year_2026(&FUNCTION, false, false, "");
        assert_eq!((n, skipped.len()), (261, 0));
        // holidays=US + ['2026-11-27', '2026-12-24', '2026-12-26'] → 248: the
        // Friday after Thanksgiving (ISO), Christmas Eve (MM/DD/YYYY, one
        // digit or two), Christmas again (already a holiday: listed once) and
        // a Saturday (not a business day anyway), across lines and commas.
        let custom = "2026-11-27\n12/24/2026, 12/25/2026;\n 12/26/2026 \n\n";
        let (n, skipped) = year_2026(&FUNCTION, true, false, custom);
        assert_eq!(n, 248);
        assert_eq!(skipped.len(), 13, "{skipped:?}");
        assert!(skipped.contains(&"2026-11-27 custom".to_string()));
        assert!(skipped.contains(&"2026-12-24 custom".to_string()));
        assert!(
            skipped.contains(&"2026-12-25 christmasDay".to_string()),
            "{skipped:?}"
        );
        // The custom dates alone, public holidays off (Christmas is then a
        // date of one's own): holidays=['2026-11-27', '2026-12-24',
        // '2026-12-25', '2026-12-26'] → 258.
        let (n, skipped) = year_2026(&FUNCTION, false, false, custom);
        assert_eq!(n, 258);
        assert!(
            skipped.contains(&"2026-12-25 custom".to_string()),
            "{skipped:?}"
        );
        // Brazil: holidays=BR → 252; Carnaval (16–17 February) and Corpus
        // Christi (4 June) alone, holidays=['2026-02-16', '2026-02-17',
        // '2026-06-04'] → 258; holidays=BR + ['2026-12-24', '2026-12-31']
        // written DD/MM/YYYY → 250.
        assert_eq!(year_2026(&FUNCTION_BR, true, false, "").0, 252);
        let (n, skipped) = year_2026(&FUNCTION_BR, false, true, "");
        assert_eq!(n, 258, "{skipped:?}");
        assert_eq!(skipped.len(), 3);
        assert_eq!(
            year_2026(&FUNCTION_BR, true, false, "24/12/2026\n31/12/2026").0,
            250
        );
        // Adding: np.busday_offset('2026-12-23', 1, roll='forward',
        // holidays=US + ['2026-12-24']) = 2026-12-28; weekends only,
        // np.busday_offset('2026-12-23', 2) = 2026-12-25.
        let add = |public, custom, n| {
            let c = Case {
                mode: "addBusinessDays",
                start: "2026-12-23",
                workdays: n,
                public,
                custom,
                ..BASE
            };
            text(&run(&FUNCTION, &c).unwrap(), "result").to_string()
        };
        assert_eq!(add(true, "", 1.0), "2026-12-24");
        assert_eq!(add(true, "12/24/2026", 1.0), "2026-12-28");
        assert_eq!(add(false, "", 2.0), "2026-12-25");
    }

    #[test]
    fn custom_dates_that_are_not_dates_are_each_named() {
        let wrong = |f: &Function, custom| {
            let c = Case {
                mode: "businessDays",
                custom,
                ..BASE
            };
            let e = run(f, &c).unwrap_err();
            assert_eq!(e.input, "customHolidays");
            match e.kind {
                ErrorKind::NotDates { entries } => entries,
                other => panic!("{other:?}"),
            }
        };
        // English: month first; 13/25 has no month 13, 2026-02-30 no 30 February,
        // a two-digit year is not taken.
        assert_eq!(
            wrong(
                &FUNCTION,
                "12/24/2026\n13/25/2026, 2026-02-30, hello, 12/24/26"
            ),
            ["“13/25/2026”", "“2026-02-30”", "“hello”", "“12/24/26”"]
        );
        // Portuguese: day first, so 12/24/2026 has no month 24.
        assert_eq!(
            wrong(&FUNCTION_BR, "24/12/2026, 12/24/2026"),
            ["“12/24/2026”"]
        );
    }

    #[test]
    fn the_whole_calendar_computes_and_its_edges_are_errors() {
        // Weekdays of years 1 to 9999, less the U.S. holidays since 1971:
        // nothing to list outside the business-day modes.
        let c = Case {
            start: "0001-01-01",
            end: "9999-12-31",
            ..BASE
        };
        let out = run(&FUNCTION, &c).unwrap();
        assert_eq!(int(&out, "days"), 3_652_058);
        assert_eq!(get(&out, "holidays"), &OutValue::Json(json!([])));
        // 3 652 058 days hold 2 608 613 weekdays; about 11 holidays a year since 1971 go.
        let business = int(&out, "businessDays");
        assert!((2_520_000..2_530_000).contains(&business), "{business}");
        let c = Case {
            mode: "addBusinessDays",
            start: "9999-12-29",
            workdays: 5.0,
            ..BASE
        };
        assert_eq!(run(&FUNCTION, &c).unwrap_err(), too_large(i::workdays.id()));
        let c = Case {
            mode: "add",
            start: "0000-01-03",
            add: [0.0, 0.0, -1.0, 0.0],
            ..BASE
        };
        assert_eq!(run(&FUNCTION, &c).unwrap_err(), too_large("weeks"));
    }
}
