//! Helpers shared by the financial calculators: input errors, payment
//! frequencies, calendar-month stepping, a bracketed root finder,
//! compensated sums and JSON table rows.
//!
//! Nothing here rounds: money is rounded only for display, by the page.

use calc_core::declare::{Choice, Input, Number, Read, Reads};
use calc_core::error::{ErrorKind, InputError};
use serde_json::{Map, Value};
use time::{Date, Month};

pub fn err(input: &str, kind: ErrorKind) -> InputError {
    InputError::new(input, kind)
}

/// `input` must not be more than input `other` (a down payment and the price).
pub fn more_than(input: &str, other: &str) -> InputError {
    err(
        input,
        ErrorKind::NotMoreThanInput {
            other: other.into(),
        },
    )
}

pub fn too_large(input: &str) -> InputError {
    err(input, ErrorKind::ResultTooLarge)
}

/// `Ok(v)` when `v` is finite, else "too large" blamed on `input`.
pub fn finite(v: f64, input: &str) -> Result<f64, InputError> {
    if v.is_finite() {
        Ok(v)
    } else {
        Err(too_large(input))
    }
}

/// Number input `id`, refused below 0 (amounts of money, counts).
pub fn non_negative<C, G>(inputs: Read<C>, id: Input<G, Number>) -> Result<f64, InputError>
where
    C: Reads<G>,
{
    let v = inputs.number(id)?;
    if v < 0.0 {
        return Err(err(id.id(), ErrorKind::BelowMin { min: 0.0 }));
    }
    Ok(v)
}

/// Number input `id` as a count: a whole number, not below 0.
pub fn count<C, G>(inputs: Read<C>, id: Input<G, Number>) -> Result<f64, InputError>
where
    C: Reads<G>,
{
    let v = non_negative(inputs, id)?;
    if v.fract() != 0.0 {
        return Err(err(id.id(), ErrorKind::NotAnInteger));
    }
    Ok(v)
}

/// The frequency (times a year) of select input `id`, limited to `allowed`.
pub fn frequency<C, G>(
    inputs: Read<C>,
    id: Input<G, Choice>,
    allowed: &[&str],
) -> Result<f64, InputError>
where
    C: Reads<G>,
{
    let value = inputs.option(id)?;
    if allowed.contains(&value) {
        if let Some(p) = per_year(value) {
            return Ok(p);
        }
    }
    Err(unknown_option(id.id(), allowed))
}

/// Payments (or contributions, or compoundings) a year for a frequency id.
/// `None` for an id this module does not know (the YAML's options and the
/// code disagree): callers turn it into an input error, never a panic.
pub fn per_year(id: &str) -> Option<f64> {
    Some(match id {
        "annually" => 1.0,
        "semiannually" => 2.0,
        "quarterly" => 4.0,
        "monthly" => 12.0,
        "semimonthly" => 24.0,
        "biweekly" => 26.0,
        "weekly" => 52.0,
        "daily" => 365.0,
        _ => return None,
    })
}

/// An option outside the list the function knows (YAML and code disagree).
pub fn unknown_option(id: &str, allowed: &[&str]) -> InputError {
    err(
        id,
        ErrorKind::UnknownOption {
            options: allowed.iter().map(|s| s.to_string()).collect(),
        },
    )
}

/// `date` plus `months` calendar months, the day clamped to the last day of
/// the target month (2024-01-31 + 1 month = 2024-02-29). Always computed
/// from the original date, so a clamp never carries over: 2024-01-31 + 2
/// months is 2024-03-31, not 2024-03-29. `None` past the year 9999.
pub fn add_months(date: Date, months: i64) -> Option<Date> {
    let index = i64::from(date.year()) * 12 + i64::from(u8::from(date.month())) - 1 + months;
    let year = i32::try_from(index.div_euclid(12)).ok()?;
    if !(1..=9999).contains(&year) {
        return None;
    }
    let month = Month::try_from(u8::try_from(index.rem_euclid(12) + 1).ok()?).ok()?;
    let day = date.day().min(month.length(year));
    Date::from_calendar_date(year, month, day).ok()
}

/// `date` plus `days` days; `None` past the year 9999.
pub fn add_days(date: Date, days: i64) -> Option<Date> {
    let jd = i64::from(date.to_julian_day()) + days;
    let d = Date::from_julian_day(i32::try_from(jd).ok()?).ok()?;
    (d.year() <= 9999).then_some(d)
}

/// Neumaier's compensated sum: totals of long schedules keep full double
/// precision instead of drifting with each addition.
#[derive(Debug, Clone, Copy, Default)]
pub struct Sum {
    sum: f64,
    carry: f64,
}

impl Sum {
    pub fn add(&mut self, x: f64) {
        let t = self.sum + x;
        if self.sum.abs() >= x.abs() {
            self.carry += (self.sum - t) + x;
        } else {
            self.carry += (x - t) + self.sum;
        }
        self.sum = t;
    }

    pub fn value(&self) -> f64 {
        self.sum + self.carry
    }
}

/// One row of a JSON table, built field by field. Remembers whether every
/// number was finite, so a table never hides an overflow as `null`.
#[derive(Default)]
pub struct Row {
    fields: Map<String, Value>,
    infinite: bool,
}

impl Row {
    pub fn new() -> Self {
        Row::default()
    }

    pub fn num(mut self, key: &str, v: f64) -> Self {
        // Value::from(f64) is null for NaN/infinity: remember it instead.
        self.infinite |= !v.is_finite();
        self.fields.insert(key.to_string(), Value::from(v));
        self
    }

    /// A whole number as a JSON integer, else as a float (years that may
    /// end in a fraction).
    pub fn whole_or_num(self, key: &str, v: f64) -> Self {
        if v.fract() == 0.0 && v.abs() < 9e15 {
            self.int(key, v as i64)
        } else {
            self.num(key, v)
        }
    }

    pub fn int(mut self, key: &str, v: i64) -> Self {
        self.fields.insert(key.to_string(), Value::from(v));
        self
    }

    pub fn text(mut self, key: &str, v: String) -> Self {
        self.fields.insert(key.to_string(), Value::String(v));
        self
    }

    /// A number that may not apply: null when `None`.
    pub fn opt(mut self, key: &str, v: Option<f64>) -> Self {
        match v {
            Some(x) => self.num(key, x),
            None => {
                self.fields.insert(key.to_string(), Value::Null);
                self
            }
        }
    }
}

/// Rows in order; `finite` turns false as soon as a number was not finite.
#[derive(Default)]
pub struct Table {
    rows: Vec<Value>,
    infinite: bool,
}

impl Table {
    pub fn new() -> Self {
        Table::default()
    }

    pub fn push(&mut self, row: Row) {
        self.infinite |= row.infinite;
        self.rows.push(Value::Object(row.fields));
    }

    /// The table as a JSON array, or "too large" blamed on `input`.
    pub fn finish(self, input: &str) -> Result<Value, InputError> {
        if self.infinite {
            Err(too_large(input))
        } else {
            Ok(Value::Array(self.rows))
        }
    }
}

/// A number output that may not apply (JSON null: the page hides it).
pub fn maybe(v: Option<f64>) -> Value {
    match v {
        Some(x) if x.is_finite() => Value::from(x),
        _ => Value::Null,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use calc_core::values::{format_date, parse_date};

    fn d(s: &str) -> Date {
        parse_date(s).unwrap()
    }

    /// `step(from, by)` as a date text: `add_months` or `add_days` on a text date.
    fn stepped(step: fn(Date, i64) -> Option<Date>, from: &str, by: i64) -> String {
        format_date(step(d(from), by).unwrap())
    }

    #[test]
    fn months_clamp_to_month_end_without_carrying_the_clamp() {
        let start = d("2024-01-31");
        let got: Vec<String> = (0..5)
            .map(|k| format_date(add_months(start, k).unwrap()))
            .collect();
        assert_eq!(
            got,
            [
                "2024-01-31",
                "2024-02-29",
                "2024-03-31",
                "2024-04-30",
                "2024-05-31"
            ]
        );
        assert_eq!(stepped(add_months, "2023-01-31", 1), "2023-02-28");
        assert_eq!(stepped(add_months, "2024-11-30", 3), "2025-02-28");
        assert_eq!(stepped(add_months, "2024-03-15", -3), "2023-12-15");
        assert!(add_months(d("9999-12-01"), 1).is_none());
    }

    #[test]
    fn days_step_across_leap_days() {
        assert_eq!(stepped(add_days, "2024-02-15", 14), "2024-02-29");
        assert_eq!(stepped(add_days, "2023-12-25", 7), "2024-01-01");
        assert!(add_days(d("9999-12-31"), 1).is_none());
    }

    #[test]
    fn compensated_sum_keeps_small_terms() {
        let mut s = Sum::default();
        s.add(1e16);
        for _ in 0..10 {
            s.add(1.0);
        }
        s.add(-1e16);
        assert_eq!(s.value(), 10.0);
    }

    #[test]
    fn table_reports_overflow() {
        let mut t = Table::new();
        t.push(Row::new().num("a", 1.0));
        t.push(Row::new().num("a", f64::INFINITY));
        assert!(t.finish("x").is_err());
    }
}
