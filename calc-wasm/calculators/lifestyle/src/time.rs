//! Time: sums of durations, a duration in other units, the time between
//! two clock times (across midnight), a date and time in one time zone
//! on the clocks of another (daylight saving handled, see `zones.rs`), the
//! time between two dates and times, a date and time plus or minus a
//! duration, and a week's time card (`time_card.rs`).
//!
//! Dates and times without a zone are wall-clock times where every day has
//! 24 hours, as Python's naive `datetime` counts them.

use super::calendar;
use super::durations::{self, NANOS_PER_SECOND, SECONDS_PER_DAY};
use super::time_card::{self, Rule};
use super::zones::{self, Fit, Zone};
use calc_core::declare::{Day, Input, Text};
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;
use serde_json::Value as Json;

const MODES: [&str; 7] = [
    "add",
    "convert",
    "difference",
    "timezone",
    "dateTimeDifference",
    "dateTimeAdd",
    "timeCard",
];

calc_core::calculator! {
    mod clock_time = "time" (compute) {
        inputs {
            mode: Choice,
            durations: Text,
            amount: Text,
            fromUnit: Choice,
            startTime: Text,
            endTime: Text,
            date: Day,
            clockTime: Text,
            fromZone: Text,
            toZone: Text,
            otherZones: Text,
            startDate: Day,
            endDate: Day,
            shifts: Text,
            overtimeRule: Choice,
            hourlyRate: Number,
            overtimeMultiplier: Number,
        }
        outputs {
            answer: Text,
            days: Integer,
            hours: Integer,
            minutes: Integer,
            seconds: Number,
            totalWeeks: Number,
            totalDays: Number,
            totalHours: Number,
            totalMinutes: Number,
            totalSeconds: Number,
            crossesMidnight: Text,
            targetDate: Day,
            dayChange: Integer,
            sourceTime: Text,
            fromOffset: Text,
            toOffset: Text,
            zoneDifference: Number,
            dstNote: Text,
            shiftMinutes: Integer,
            otherTimes: Json,
            targetWeekday: Text,
            regularHours: Number,
            overtimeHours: Number,
            regularPay: Number,
            overtimePay: Number,
            totalPay: Number,
            timeCard: Json,
        }
    }
}
pub const FUNCTION: Function = clock_time::FUNCTION;
use clock_time::{input as i, output as o, Calc, In, Out};

fn compute(inputs: In) -> Result<Out, InputError> {
    let style = inputs.style();
    match inputs.option(i::mode)? {
        "add" => {
            let total = durations::parse_sum(inputs.text(i::durations)?, style, None)
                .map_err(|e| unreadable(i::durations, e))?;
            Ok(duration_outputs(
                total,
                durations::clock_text(total, style, true),
                "no",
            ))
        }
        "convert" => {
            let unit = durations::unit_seconds(inputs.option(i::fromUnit)?);
            let total = durations::parse_sum(inputs.text(i::amount)?, style, unit)
                .map_err(|e| unreadable(i::amount, e))?;
            Ok(duration_outputs(
                total,
                durations::clock_text(total, style, true),
                "no",
            ))
        }
        "difference" => {
            let start = clock(inputs, i::startTime)?;
            let end = clock(inputs, i::endTime)?;
            let crosses = end < start;
            let seconds = if crosses {
                end + SECONDS_PER_DAY - start
            } else {
                end - start
            };
            let total = seconds * NANOS_PER_SECOND;
            let with_seconds = seconds % 60 != 0;
            let answer = durations::clock_text(total, style, with_seconds);
            Ok(duration_outputs(
                total,
                answer,
                if crosses { "yes" } else { "no" },
            ))
        }
        "timezone" => time_zones(inputs),
        "dateTimeDifference" => {
            let start = date_time(inputs, i::startDate, i::startTime)?;
            let end = date_time(inputs, i::endDate, i::endTime)?;
            let total = (end - start) * NANOS_PER_SECOND;
            Ok(duration_outputs(
                total,
                durations::clock_text(total, style, true),
                "no",
            ))
        }
        "dateTimeAdd" => {
            let start = date_time(inputs, i::date, i::clockTime)?;
            let nanos = durations::parse_sum(inputs.text(i::durations)?, style, None)
                .map_err(|e| unreadable(i::durations, e))?;
            // To the second (a fraction of a second is dropped, toward the
            // past): the result is shown on a clock.
            let wall = start + nanos.div_euclid(NANOS_PER_SECOND);
            let date = wall_date(wall)
                .map_err(|_| InputError::new(i::durations.id(), ErrorKind::ResultTooLarge))?;
            let start_day = start.div_euclid(SECONDS_PER_DAY);
            Ok(rest_not_applicable(
                Out::new()
                    .text(
                        o::answer,
                        durations::time_of_day_text(wall.rem_euclid(SECONDS_PER_DAY)),
                    )
                    .date(o::targetDate, date)
                    .text(o::targetWeekday, calendar::weekday_id(date))
                    .integer(o::dayChange, wall.div_euclid(SECONDS_PER_DAY) - start_day),
            ))
        }
        "timeCard" => time_card(inputs),
        _ => Err(InputError::new(
            i::mode.id(),
            ErrorKind::UnknownOption {
                options: MODES.map(String::from).to_vec(),
            },
        )),
    }
}

/// A text input of this calculator.
type TextInput = Input<Calc, Text>;

fn unreadable(id: TextInput, why: durations::Unreadable) -> InputError {
    let kind = match why {
        durations::Unreadable::Syntax => ErrorKind::NotADuration,
        durations::Unreadable::TooLarge => ErrorKind::ResultTooLarge,
    };
    InputError::new(id.id(), kind)
}

fn clock(inputs: In, id: TextInput) -> Result<i64, InputError> {
    durations::parse_time_of_day(inputs.text(id)?)
        .ok_or_else(|| InputError::new(id.id(), ErrorKind::NotATime))
}

/// Wall seconds since 1970-01-01T00:00 of a date input and a clock input.
fn date_time(inputs: In, date: Input<Calc, Day>, clock_id: TextInput) -> Result<i64, InputError> {
    let day = i64::from(inputs.date(date)?.to_julian_day()) - UNIX_EPOCH_JULIAN_DAY;
    Ok(day * SECONDS_PER_DAY + clock(inputs, clock_id)?)
}

/// The week's hours, split by the overtime rule, and the pay.
fn time_card(inputs: In) -> Result<Out, InputError> {
    let style = inputs.style();
    let rule = Rule::from_id(inputs.option(i::overtimeRule)?).ok_or_else(|| {
        InputError::new(
            i::overtimeRule.id(),
            ErrorKind::UnknownOption {
                options: ["none", "weekly", "daily", "dailyWeekly", "clt"]
                    .map(String::from)
                    .to_vec(),
            },
        )
    })?;
    let rate = inputs.number(i::hourlyRate)?;
    let multiplier = inputs.number(i::overtimeMultiplier)?;
    let days = time_card::parse(inputs.text(i::shifts)?, style, i::shifts.id())?;
    let splits = time_card::split(&days, rule);
    let hours = |seconds: i64| seconds as f64 / 3_600.0;
    let regular: i64 = splits.iter().map(|s| s.regular).sum();
    let overtime: i64 = splits.iter().map(|s| s.overtime).sum();
    let total = regular + overtime;
    let regular_pay = rate * hours(regular);
    let overtime_pay = rate * multiplier * hours(overtime);
    let rows: Vec<Json> = days
        .iter()
        .zip(&splits)
        .map(|(d, s)| {
            serde_json::json!({
                "day": d.label,
                "worked": durations::clock_text(d.worked * NANOS_PER_SECOND, style, false),
                "hours": hours(d.worked),
                "overtime": hours(s.overtime),
            })
        })
        .collect();
    Ok(rest_not_applicable(
        Out::new()
            .text(
                o::answer,
                durations::clock_text(total * NANOS_PER_SECOND, style, false),
            )
            .number(o::totalHours, hours(total))
            .number(o::regularHours, hours(regular))
            .number(o::overtimeHours, hours(overtime))
            .number(o::regularPay, regular_pay)
            .number(o::overtimePay, overtime_pay)
            .number(o::totalPay, regular_pay + overtime_pay)
            .json(o::timeCard, Json::Array(rows)),
    ))
}

/// A duration's answer, its parts and its length in each unit; the time
/// zone outputs do not apply.
fn duration_outputs(total: i64, answer: String, crosses_midnight: &str) -> Out {
    let parts = durations::split(total);
    let sign = if parts.negative { -1 } else { 1 };
    let seconds = parts.seconds as f64 + parts.nanos as f64 / 1e9;
    // One division of the exact total per unit: no rounding in between.
    let total_in = |unit: f64| total as f64 / NANOS_PER_SECOND as f64 / unit;
    let out = Out::new()
        .text(o::answer, answer)
        .integer(o::days, sign * parts.days)
        .integer(o::hours, sign * parts.hours)
        .integer(o::minutes, sign * parts.minutes)
        .number(o::seconds, f64::from(sign as i32) * seconds)
        .number(o::totalWeeks, total_in(604_800.0))
        .number(o::totalDays, total_in(86_400.0))
        .number(o::totalHours, total_in(3_600.0))
        .number(o::totalMinutes, total_in(60.0))
        .number(o::totalSeconds, total_in(1.0))
        .text(o::crossesMidnight, crosses_midnight);
    rest_not_applicable(out)
}

/// The outputs this mode does not give are null (the page leaves them
/// out), the rest in the declared order, as every calculator writes them.
fn rest_not_applicable(out: Out) -> Out {
    out.every_declared()
}

/// The Julian day number of 1970-01-01, where wall seconds count from.
const UNIX_EPOCH_JULIAN_DAY: i64 = 2_440_588;

fn time_zones(inputs: In) -> Result<Out, InputError> {
    let date = inputs.date(i::date)?;
    let clock_time = clock(inputs, i::clockTime)?;
    let from = zone(inputs, i::fromZone)?;
    let to = zone(inputs, i::toZone)?;
    let day = i64::from(date.to_julian_day()) - UNIX_EPOCH_JULIAN_DAY;
    let (instant, fit) = zones::resolve(&from, day * SECONDS_PER_DAY + clock_time);
    let from_offset = from.offset_at(instant);
    let to_offset = to.offset_at(instant);
    let there = instant + to_offset;
    let there_day = there.div_euclid(SECONDS_PER_DAY);
    let target_date = wall_date(there)?;
    let (note, shift) = match fit {
        Fit::Exact => ("none", 0),
        Fit::Gap { seconds } => ("gap", seconds),
        Fit::Overlap { seconds } => ("overlap", seconds),
    };
    let here = instant + from_offset;
    let out = Out::new().text(
        o::answer,
        durations::time_of_day_text(there.rem_euclid(SECONDS_PER_DAY)),
    );
    Ok(rest_not_applicable(
        out.date(o::targetDate, target_date)
            .integer(o::dayChange, there_day - day)
            .text(
                o::sourceTime,
                durations::time_of_day_text(here.rem_euclid(SECONDS_PER_DAY)),
            )
            .text(o::fromOffset, offset_text(from_offset))
            .text(o::toOffset, offset_text(to_offset))
            .number(
                o::zoneDifference,
                (to_offset - from_offset) as f64 / 3_600.0,
            )
            .text(o::dstNote, note)
            .integer(o::shiftMinutes, shift / 60)
            .json(o::otherTimes, other_times(inputs, instant)?),
    ))
}

/// More zones than a glance at a table takes in.
const MAX_OTHER_ZONES: usize = 24;

/// One row per zone in `otherZones` (commas or new lines between ids): the
/// same instant on that zone's clock, its date and its offset.
fn other_times(inputs: In, instant: zones::Instant) -> Result<Json, InputError> {
    let ids: Vec<&str> = inputs
        .text(i::otherZones)?
        .split([',', '\n'])
        .map(str::trim)
        .filter(|id| !id.is_empty())
        .collect();
    if ids.len() > MAX_OTHER_ZONES {
        return Err(InputError::new(
            i::otherZones.id(),
            ErrorKind::TooManyEntries {
                max: MAX_OTHER_ZONES,
            },
        ));
    }
    let rows = ids
        .into_iter()
        .map(|id| {
            let offset = zones::zone(id)
                .ok_or_else(|| unknown_zone(i::otherZones.id(), id))?
                .offset_at(instant);
            let there = instant + offset;
            Ok(serde_json::json!({
                "zone": id,
                "time": durations::time_of_day_text(there.rem_euclid(SECONDS_PER_DAY)),
                "date": calc_core::values::format_date(wall_date(there)?),
                "offset": offset_text(offset),
            }))
        })
        .collect::<Result<Vec<_>, InputError>>()?;
    Ok(Json::Array(rows))
}

/// The calendar date of wall seconds since 1970-01-01T00:00.
fn wall_date(wall: i64) -> Result<time::Date, InputError> {
    i32::try_from(wall.div_euclid(SECONDS_PER_DAY) + UNIX_EPOCH_JULIAN_DAY)
        .ok()
        .and_then(|jd| time::Date::from_julian_day(jd).ok())
        .ok_or_else(|| InputError::new(i::date.id(), ErrorKind::ResultTooLarge))
}

fn zone(inputs: In, id: TextInput) -> Result<impl Zone, InputError> {
    let text = inputs.text(id)?.trim();
    zones::zone(text).ok_or_else(|| unknown_zone(id.id(), text))
}

fn unknown_zone(input: &str, entry: &str) -> InputError {
    InputError::new(
        input,
        ErrorKind::UnknownTimeZone {
            zone: entry.to_string(),
        },
    )
}

/// `UTC−05:00`, `UTC+05:45`, `UTC+00:00` (a minus sign, not a hyphen).
fn offset_text(offset: i64) -> String {
    let sign = if offset < 0 { '−' } else { '+' };
    let abs = offset.abs();
    let mut text = format!("UTC{sign}{:02}:{:02}", abs / 3_600, abs / 60 % 60);
    if abs % 60 != 0 {
        text.push_str(&format!(":{:02}", abs % 60));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use calc_core::inputs::Inputs;
    use calc_core::outputs::Outputs;
    use calc_core::values::{parse_date, NumberStyle, Value};
    use std::collections::BTreeMap;

    fn run(style: NumberStyle, given: &[(&str, &str)]) -> Result<Outputs, InputError> {
        let defaults = [
            ("mode", "add"),
            ("durations", "13 h 56 min 12 s - 1 h 25 min"),
            ("amount", "2.75"),
            ("fromUnit", "hours"),
            ("startTime", "22:30"),
            ("endTime", "06:15"),
            ("date", "2026-03-07"),
            ("clockTime", "12:00"),
            ("fromZone", "America/New_York"),
            ("toZone", "America/Sao_Paulo"),
            ("otherZones", "UTC, Europe/London, Asia/Tokyo"),
            ("startDate", "2026-01-01"),
            ("endDate", "2026-11-27"),
            ("shifts", "Mon 9:00-12:30 13:00-17:30\nTue 9:00-17:30 break 30\nWed 8:30-12:00 12:45-18:00\nThu 9:00-17:00 break 30 min\nFri 9:00-16:00 break 15\nSat 10:00-14:00"),
            ("overtimeRule", "weekly"),
            ("hourlyRate", "20"),
            ("overtimeMultiplier", "1.5"),
        ];
        let mut values = BTreeMap::new();
        for (id, default) in defaults {
            let text = given
                .iter()
                .find(|(k, _)| *k == id)
                .map_or(default, |(_, v)| *v);
            let value = match id {
                "mode" | "fromUnit" | "overtimeRule" => Value::Option(text.into()),
                "date" | "startDate" | "endDate" => Value::Date(parse_date(text).unwrap()),
                "hourlyRate" | "overtimeMultiplier" => Value::Number(text.parse().unwrap()),
                _ => Value::Text(text.into()),
            };
            values.insert(id.to_string(), value);
        }
        (FUNCTION.compute)(&Inputs::new(values).with_style(style))
    }

    fn en(given: &[(&str, &str)]) -> Outputs {
        run(NumberStyle::En, given).unwrap()
    }

    #[test]
    fn adds_and_subtracts_durations() {
        // 13:56:12 − 1:25:00 = 12:31:12 = 45,072 s = 12.52 h (by hand).
        let out = en(&[]);
        assert_eq!(out.text_of("answer"), Some("12:31:12"));
        assert_eq!(out.number_of("hours"), Some(12.0));
        assert_eq!(out.number_of("minutes"), Some(31.0));
        assert_eq!(out.number_of("seconds"), Some(12.0));
        assert_eq!(out.number_of("totalSeconds"), Some(45_072.0));
        assert_eq!(out.number_of("totalHours"), Some(12.52));
        assert_eq!(out.number_of("totalMinutes"), Some(751.2));
        // 2 d 5 h − 3 d = −19 h.
        let out = en(&[("durations", "2 d 5 h - 3 d")]);
        assert_eq!(out.text_of("answer"), Some("−19:00:00"));
        assert_eq!(out.number_of("hours"), Some(-19.0));
        assert_eq!(out.number_of("totalDays"), Some(-19.0 / 24.0));
    }

    #[test]
    fn converts_units_and_clock_times() {
        // 2.75 h = 2:45:00 = 9,900 s = 165 min.
        let out = en(&[("mode", "convert")]);
        assert_eq!(out.text_of("answer"), Some("2:45:00"));
        assert_eq!(out.number_of("totalMinutes"), Some(165.0));
        // 1:30:36 = 1.51 h (5,436 s / 3,600).
        let out = en(&[("mode", "convert"), ("amount", "1:30:36")]);
        assert_eq!(out.number_of("totalHours"), Some(1.51));
        // 3 weeks = 21 days = 504 h.
        let out = en(&[("mode", "convert"), ("amount", "3"), ("fromUnit", "weeks")]);
        assert_eq!(out.number_of("totalDays"), Some(21.0));
        assert_eq!(out.text_of("answer"), Some("504:00:00"));
        // Portuguese decimal comma.
        let out = run(NumberStyle::PtBr, &[("mode", "convert"), ("amount", "1,5")]).unwrap();
        assert_eq!(out.number_of("totalMinutes"), Some(90.0));
    }

    #[test]
    fn clock_difference_crosses_midnight() {
        // 22:30 → 06:15 next day = 7 h 45 min.
        let out = en(&[("mode", "difference")]);
        assert_eq!(out.text_of("answer"), Some("7:45"));
        assert_eq!(out.text_of("crossesMidnight"), Some("yes"));
        assert_eq!(out.number_of("totalHours"), Some(7.75));
        let out = en(&[
            ("mode", "difference"),
            ("startTime", "9:00 am"),
            ("endTime", "5:30:15 pm"),
        ]);
        assert_eq!(out.text_of("answer"), Some("8:30:15"));
        assert_eq!(out.text_of("crossesMidnight"), Some("no"));
        let out = en(&[
            ("mode", "difference"),
            ("startTime", "10:00"),
            ("endTime", "10:00"),
        ]);
        assert_eq!(out.text_of("answer"), Some("0:00"));
    }

    /// Python zoneinfo, computed once:
    /// `datetime(2026,3,7,12,tzinfo=ZoneInfo("America/New_York")).astimezone(ZoneInfo("America/Sao_Paulo"))`
    /// is 2026-03-07 14:00−03:00; on 2026-03-09 (after the spring-forward of
    /// the 8th) 13:00.
    #[test]
    fn new_york_to_sao_paulo_both_sides_of_dst() {
        let out = en(&[("mode", "timezone")]);
        assert_eq!(out.text_of("answer"), Some("14:00"));
        assert_eq!(out.text_of("targetDate"), Some("2026-03-07"));
        assert_eq!(out.text_of("fromOffset"), Some("UTC−05:00"));
        assert_eq!(out.text_of("toOffset"), Some("UTC−03:00"));
        assert_eq!(out.number_of("zoneDifference"), Some(2.0));
        assert_eq!(out.text_of("dstNote"), Some("none"));
        let out = en(&[("mode", "timezone"), ("date", "2026-03-09")]);
        assert_eq!(out.text_of("answer"), Some("13:00"));
        assert_eq!(out.text_of("fromOffset"), Some("UTC−04:00"));
        assert_eq!(out.number_of("zoneDifference"), Some(1.0));
    }

    /// Python zoneinfo, computed once:
    /// `datetime(2026,3,7,12,tzinfo=ZoneInfo("America/New_York")).astimezone(ZoneInfo(z))`
    /// is 17:00+00:00 in UTC and London, 2026-03-08 02:00+09:00 in Tokyo; on
    /// 2026-03-09 (EDT) 16:00+00:00, 16:00+00:00 and 2026-03-10 01:00+09:00.
    #[test]
    fn other_zones_table_both_sides_of_dst() {
        let table = |date: &str| {
            let out = en(&[("mode", "timezone"), ("date", date)]);
            let calc_core::outputs::OutValue::Json(rows) = out.get("otherTimes").unwrap().clone()
            else {
                panic!("otherTimes is not a table")
            };
            rows
        };
        let row = |zone: &str, time: &str, date: &str, offset: &str| serde_json::json!({ "zone": zone, "time": time, "date": date, "offset": offset });
        assert_eq!(
            table("2026-03-07"),
            serde_json::json!([
                row("UTC", "17:00", "2026-03-07", "UTC+00:00"),
                row("Europe/London", "17:00", "2026-03-07", "UTC+00:00"),
                row("Asia/Tokyo", "02:00", "2026-03-08", "UTC+09:00"),
            ])
        );
        assert_eq!(
            table("2026-03-09"),
            serde_json::json!([
                row("UTC", "16:00", "2026-03-09", "UTC+00:00"),
                row("Europe/London", "16:00", "2026-03-09", "UTC+00:00"),
                row("Asia/Tokyo", "01:00", "2026-03-10", "UTC+09:00"),
            ])
        );
        // An empty list (commas and blank lines only) is an empty table.
        let out = en(&[("mode", "timezone"), ("otherZones", " ,\n, ")]);
        assert_eq!(
            out.get("otherTimes"),
            Some(&calc_core::outputs::OutValue::Json(serde_json::json!([])))
        );
    }

    /// 02:30 on 2026-03-08 does not exist in New York: read as 03:30 EDT
    /// (07:30 UTC, Python `datetime(2026,3,8,2,30,tzinfo=NY).astimezone(utc)`),
    /// 04:30 in São Paulo. 01:30 on 2026-11-01 happens twice: the first is
    /// EDT, 05:30 UTC, 02:30 in São Paulo.
    #[test]
    fn gaps_and_overlaps_are_stated() {
        let out = en(&[
            ("mode", "timezone"),
            ("date", "2026-03-08"),
            ("clockTime", "02:30"),
        ]);
        assert_eq!(out.text_of("dstNote"), Some("gap"));
        assert_eq!(out.number_of("shiftMinutes"), Some(60.0));
        assert_eq!(out.text_of("sourceTime"), Some("03:30"));
        assert_eq!(out.text_of("answer"), Some("04:30"));
        let out = en(&[
            ("mode", "timezone"),
            ("date", "2026-11-01"),
            ("clockTime", "01:30"),
        ]);
        assert_eq!(out.text_of("dstNote"), Some("overlap"));
        assert_eq!(out.text_of("answer"), Some("02:30"));
    }

    /// Tokyo 08:00 on 2026-01-01 is 2025-12-31 20:00 in São Paulo (Python
    /// zoneinfo): the date changes too. Kathmandu is +5:45.
    #[test]
    fn dates_change_and_odd_offsets() {
        let out = en(&[
            ("mode", "timezone"),
            ("date", "2026-01-01"),
            ("clockTime", "08:00"),
            ("fromZone", "Asia/Tokyo"),
        ]);
        assert_eq!(out.text_of("answer"), Some("20:00"));
        assert_eq!(out.text_of("targetDate"), Some("2025-12-31"));
        assert_eq!(out.number_of("dayChange"), Some(-1.0));
        let out = en(&[("mode", "timezone"), ("toZone", "Asia/Kathmandu")]);
        assert_eq!(out.text_of("toOffset"), Some("UTC+05:45"));
        assert_eq!(out.text_of("answer"), Some("22:45"));
    }

    /// Python, computed once:
    /// `datetime(2026,11,27,6,15) - datetime(2026,1,1,22,30)` is
    /// `timedelta(days=329, seconds=27900)` (7:45:00), 28,453,500 s;
    /// `datetime(2024,3,1,8,5,30) - datetime(2023,12,25,17,45)` is 66 days,
    /// 14:20:30 (5,754,030 s; across 29 February);
    /// `datetime(2024,2,28,20) - datetime(2024,3,1,1)` is −104,400 s.
    #[test]
    fn time_between_two_date_times() {
        let out = en(&[
            ("mode", "dateTimeDifference"),
            ("startTime", "22:30"),
            ("endTime", "06:15"),
        ]);
        assert_eq!(out.number_of("totalSeconds"), Some(28_453_500.0));
        assert_eq!(out.number_of("days"), Some(329.0));
        assert_eq!(out.number_of("hours"), Some(7.0));
        assert_eq!(out.number_of("minutes"), Some(45.0));
        assert_eq!(out.text_of("answer"), Some("7903:45:00"));
        let out = en(&[
            ("mode", "dateTimeDifference"),
            ("startDate", "2023-12-25"),
            ("startTime", "5:45 pm"),
            ("endDate", "2024-03-01"),
            ("endTime", "08:05:30"),
        ]);
        assert_eq!(out.number_of("totalSeconds"), Some(5_754_030.0));
        assert_eq!(
            ["days", "hours", "minutes", "seconds"].map(|id| out.number_of(id)),
            [Some(66.0), Some(14.0), Some(20.0), Some(30.0)]
        );
        let out = en(&[
            ("mode", "dateTimeDifference"),
            ("startDate", "2024-03-01"),
            ("startTime", "01:00"),
            ("endDate", "2024-02-28"),
            ("endTime", "20:00"),
        ]);
        assert_eq!(out.number_of("totalSeconds"), Some(-104_400.0));
        assert_eq!(out.text_of("answer"), Some("−29:00:00"));
        assert_eq!(
            out.get("targetDate"),
            Some(&calc_core::outputs::OutValue::Json(Json::Null))
        );
    }

    /// Python, computed once:
    /// `datetime(2026,3,7,12) + timedelta(hours=13,minutes=56,seconds=12) - timedelta(hours=1,minutes=25)`
    /// is 2026-03-08 00:31:12, a Sunday;
    /// `datetime(2024,2,28,20) + timedelta(days=1,hours=5)` is 2024-03-01 01:00, a Friday;
    /// `datetime(2026,1,1,0,30) - timedelta(hours=1)` is 2025-12-31 23:30, a Wednesday;
    /// `datetime(2026,11,27,9) + timedelta(weeks=2,days=3,hours=4,minutes=30)` is 2026-12-14 13:30, a Monday.
    #[test]
    fn date_time_plus_or_minus_a_duration() {
        let add = |date: &str, clock: &str, durations: &str| {
            let out = en(&[
                ("mode", "dateTimeAdd"),
                ("date", date),
                ("clockTime", clock),
                ("durations", durations),
            ]);
            (
                out.text_of("answer").unwrap().to_string(),
                out.text_of("targetDate").unwrap().to_string(),
                out.text_of("targetWeekday").unwrap().to_string(),
                out.number_of("dayChange").unwrap(),
            )
        };
        let s = String::from;
        assert_eq!(
            add("2026-03-07", "12:00", "13 h 56 min 12 s - 1 h 25 min"),
            (s("00:31:12"), s("2026-03-08"), s("sunday"), 1.0)
        );
        assert_eq!(
            add("2024-02-28", "8:00 pm", "1 d 5 h"),
            (s("01:00"), s("2024-03-01"), s("friday"), 2.0)
        );
        assert_eq!(
            add("2026-01-01", "00:30", "-1 h"),
            (s("23:30"), s("2025-12-31"), s("wednesday"), -1.0)
        );
        assert_eq!(
            add("2026-11-27", "09:00", "2 w + 3 d + 4 h 30 min"),
            (s("13:30"), s("2026-12-14"), s("monday"), 17.0)
        );
    }

    /// Worked by hand (the default card): Mon 3.5 + 4.5 = 8 h; Tue 8.5 − 0.5
    /// = 8 h; Wed 3.5 + 5.25 = 8.75 h; Thu 8 − 0.5 = 7.5 h; Fri 7 − 0.25 =
    /// 6.75 h; Sat 4 h: 43 h, at $20 an hour and 1.5× for overtime.
    #[test]
    fn time_card_hours_and_pay() {
        let card = |rule: &str| en(&[("mode", "timeCard"), ("overtimeRule", rule)]);
        // Over 40 a week: by Friday 8 + 8 + 8.75 + 7.5 + 6.75 = 39 h, so 1 h
        // of Saturday's 4 is regular and 3 are overtime. Pay: 40 × $20 +
        // 3 × $30 = $800 + $90 = $890.
        let out = card("weekly");
        assert_eq!(out.text_of("answer"), Some("43:00"));
        assert_eq!(out.number_of("totalHours"), Some(43.0));
        assert_eq!(out.number_of("regularHours"), Some(40.0));
        assert_eq!(out.number_of("overtimeHours"), Some(3.0));
        assert_eq!(out.number_of("regularPay"), Some(800.0));
        assert_eq!(out.number_of("overtimePay"), Some(90.0));
        assert_eq!(out.number_of("totalPay"), Some(890.0));
        // Over 8 a day: only Wednesday, 0.75 h. 42.25 × 20 + 0.75 × 30 =
        // 845 + 22.5 = $867.50.
        let out = card("daily");
        assert_eq!(out.number_of("overtimeHours"), Some(0.75));
        assert_eq!(out.number_of("totalPay"), Some(867.5));
        // Both: Wednesday's 0.75 h, then the regular 8 + 8 + 8 + 7.5 + 6.75
        // = 38.25 h by Friday; Saturday's 4 reach 42.25, 2.25 past 40:
        // 3 h overtime, 40 regular, $890.
        let out = card("dailyWeekly");
        assert_eq!(out.number_of("overtimeHours"), Some(3.0));
        assert_eq!(out.number_of("regularHours"), Some(40.0));
        assert_eq!(out.number_of("totalPay"), Some(890.0));
        let rows = out.json_of("timeCard").unwrap();
        assert_eq!(
            rows[2],
            serde_json::json!({ "day": "Wed", "worked": "8:45", "hours": 8.75, "overtime": 0.75 })
        );
        assert_eq!(
            rows[5],
            serde_json::json!({ "day": "Sat", "worked": "4:00", "hours": 4.0, "overtime": 2.25 })
        );
        // No overtime: 43 × $20 = $860; double time over 40: 800 + 3 × 40.
        assert_eq!(card("none").number_of("totalPay"), Some(860.0));
        let out = en(&[("mode", "timeCard"), ("overtimeMultiplier", "2")]);
        assert_eq!(out.number_of("totalPay"), Some(920.0));
        // The duration outputs of the other modes are not given.
        assert_eq!(
            out.get("days"),
            Some(&calc_core::outputs::OutValue::Json(Json::Null))
        );
    }

    #[test]
    fn bad_input_names_its_field() {
        let err = |given: &[(&str, &str)]| run(NumberStyle::En, given).unwrap_err();
        assert_eq!(
            err(&[("durations", "5")]),
            InputError::new("durations", ErrorKind::NotADuration)
        );
        assert_eq!(
            err(&[("mode", "convert"), ("amount", "two")]),
            InputError::new("amount", ErrorKind::NotADuration)
        );
        assert_eq!(
            err(&[("mode", "difference"), ("endTime", "25:00")]),
            InputError::new("endTime", ErrorKind::NotATime)
        );
        assert_eq!(
            err(&[("mode", "timezone"), ("toZone", "Mars/Base")]),
            InputError::new(
                "toZone",
                ErrorKind::UnknownTimeZone {
                    zone: "Mars/Base".into()
                }
            )
        );
        // A list names its bad entry.
        assert_eq!(
            err(&[
                ("mode", "timezone"),
                ("otherZones", "UTC,\n Mars/Base ,Asia/Tokyo")
            ]),
            InputError::new(
                i::otherZones.id(),
                ErrorKind::UnknownTimeZone {
                    zone: "Mars/Base".into()
                }
            )
        );
        let many = vec!["UTC"; 25].join(",");
        assert_eq!(
            err(&[("mode", "timezone"), ("otherZones", &many)]),
            InputError::new("otherZones", ErrorKind::TooManyEntries { max: 24 })
        );
        assert_eq!(
            err(&[("mode", "timeCard"), ("shifts", "Mon 9:00-17:00\nTue 9-5")]),
            InputError::new("shifts", ErrorKind::NotAShift { line: 2 })
        );
        assert_eq!(
            err(&[("mode", "dateTimeDifference"), ("endTime", "later")]),
            InputError::new("endTime", ErrorKind::NotATime)
        );
        // A bad zone does not block the other modes.
        assert!(run(NumberStyle::En, &[("toZone", "Mars/Base")]).is_ok());
    }
}
