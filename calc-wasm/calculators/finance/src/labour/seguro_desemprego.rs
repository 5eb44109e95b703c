//! Seguro-desemprego (trabalhador formal): the parcel from the average of
//! the last three wages by the year's MTE table (Lei 7.998/1990 art. 5º,
//! Resolução CODEFAT 957/2022), never below the salário mínimo, and the
//! number of parcels by request and months with wages in the 36 months
//! before the dismissal (art. 4º, Lei 13.134/2015).
//!
//! The table is the one in force on the dismissal date (each year's from
//! 11 January, `data/br-labour.yaml`). No official rule says how the
//! parcel is rounded to the centavo: the MTE's own table rounds half-up,
//! one published example truncates, so the calculator offers both.
//!
//! `parcel_value` and `parcels` are what a rescisão states as the
//! seguro-desemprego it leads to.

use super::data::{SeguroTable, SEGURO_PARCELS, SEGURO_TABLES};
use crate::common::{count, err, non_negative, unknown_option};
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;
use serde_json::json;
use time::{Date, Month};

calc_core::calculator! {
    pub mod seguro_desemprego = "seguro-desemprego" (compute) {
        inputs {
            dismissalDate: Day,
            wage1: Number,
            wage2: Number,
            wage3: Number,
            monthsWorked: Number,
            request: Choice,
            rounding: Choice,
        }
        outputs {
            parcel: Number,
            parcels: Number,
            total: Number,
            averageWage: Number,
            band: Text,
            tableYear: Text,
            entitlement: Text,
            lines: Json,
        }
    }
}
pub const FUNCTION: Function = seguro_desemprego::FUNCTION;
use seguro_desemprego::{input as i, output as o, In, Out};

/// How the parcel is taken to the centavo.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rounding {
    HalfUp,
    Truncate,
}

/// Which part of the table gave the parcel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Band {
    /// 80 % of the average.
    First,
    /// The fixed amount plus half of the excess.
    Second,
    /// The ceiling.
    Ceiling,
    /// The salário mínimo, above what the bands gave.
    Floor,
}

impl Band {
    pub fn id(self) -> &'static str {
        match self {
            Band::First => "band1",
            Band::Second => "band2",
            Band::Ceiling => "ceiling",
            Band::Floor => "floor",
        }
    }
}

/// `x` in centavos, half-up or truncated. The amounts are sums of
/// centavos and halves of centavos, so `x × 100` is first taken to a
/// millionth of a centavo: 2 166.655 is 216 665.499 999… in a double.
pub fn to_centavo(x: f64, rounding: Rounding) -> f64 {
    let cents = (x * 100.0 * 1e6).round() / 1e6;
    let whole = match rounding {
        Rounding::HalfUp => cents.round(),
        Rounding::Truncate => cents.trunc(),
    };
    whole / 100.0
}

/// The table in force on `date`; `None` before the first table and after
/// the last table's year (its successor is not in the data).
pub fn table_for(date: Date) -> Option<&'static SeguroTable> {
    let last = SEGURO_TABLES.last()?;
    if date.year() > i32::from(last.year) {
        return None;
    }
    SEGURO_TABLES
        .iter()
        .rev()
        .find(|t| date >= effective_from(t))
}

fn effective_from(t: &SeguroTable) -> Date {
    let (y, m, d) = t.effective_from;
    Month::try_from(m)
        .ok()
        .and_then(|m| Date::from_calendar_date(y, m, d).ok())
        .unwrap_or(Date::MAX)
}

/// The parcel for an average wage under table `t`, in centavos by
/// `rounding`, and the band that gave it.
pub fn parcel_value(t: &SeguroTable, average: f64, rounding: Rounding) -> (f64, Band) {
    let (raw, band) = if average <= t.band1_up_to {
        (average * t.band1_rate, Band::First)
    } else if average <= t.band2_up_to {
        (
            t.fixed_amount + (average - t.band1_up_to) * t.band2_rate,
            Band::Second,
        )
    } else {
        (t.ceiling, Band::Ceiling)
    };
    let value = to_centavo(raw, rounding);
    if value < t.floor {
        (t.floor, Band::Floor)
    } else {
        (value, band)
    }
}

/// Parcels for the `request`-th request (3 and later alike) with `months`
/// months of wages in the 36 before the dismissal; 0 when the months are
/// fewer than that request needs.
pub fn parcels(request: u8, months: u32) -> u8 {
    let request = request.clamp(1, 3);
    SEGURO_PARCELS
        .iter()
        .filter(|(r, from, _)| *r == request && months >= u32::from(*from))
        .map(|(_, _, n)| *n)
        .max()
        .unwrap_or(0)
}

/// The least months the `request`-th request needs.
pub fn least_months(request: u8) -> u8 {
    let request = request.clamp(1, 3);
    SEGURO_PARCELS
        .iter()
        .filter(|(r, _, _)| *r == request)
        .map(|(_, from, _)| *from)
        .min()
        .unwrap_or(0)
}

const REQUESTS: &[&str] = &["first", "second", "thirdOrLater"];
const ROUNDINGS: &[&str] = &["halfUp", "truncate"];

fn compute(inputs: In) -> Result<Out, InputError> {
    let date = inputs.date(i::dismissalDate)?;
    let table = table_for(date).ok_or_else(|| {
        let first = &SEGURO_TABLES[0];
        if date < effective_from(first) {
            let min = effective_from(first);
            err(
                i::dismissalDate.id(),
                ErrorKind::DateBeforeMin {
                    min: format!("{min}"),
                },
            )
        } else {
            let last = SEGURO_TABLES[SEGURO_TABLES.len() - 1].year;
            err(
                i::dismissalDate.id(),
                ErrorKind::DateAfterMax {
                    max: format!("{last}-12-31"),
                },
            )
        }
    })?;
    let wages = [
        non_negative(inputs, i::wage1)?,
        non_negative(inputs, i::wage2)?,
        non_negative(inputs, i::wage3)?,
    ];
    let months = count(inputs, i::monthsWorked)?;
    if months > 36.0 {
        return Err(err(i::monthsWorked.id(), ErrorKind::AboveMax { max: 36.0 }));
    }
    let chosen = inputs.option(i::request)?;
    let request = match REQUESTS.iter().position(|r| *r == chosen) {
        Some(i) => i as u8 + 1,
        None => return Err(unknown_option(i::request.id(), REQUESTS)),
    };
    let rounding = match inputs.option(i::rounding)? {
        "halfUp" => Rounding::HalfUp,
        "truncate" => Rounding::Truncate,
        _ => return Err(unknown_option(i::rounding.id(), ROUNDINGS)),
    };
    let average = wages.iter().sum::<f64>() / 3.0;
    let (parcel, band) = parcel_value(table, average, rounding);
    let n = parcels(request, months as u32);
    let total = parcel * f64::from(n);
    let entitlement = if n == 0 { "tooFewMonths" } else { "none" };
    let lines = vec![
        json!({"line": "averageWage", "value": average, "basis": "Lei 7.998/1990, art. 5º"}),
        json!({"line": band.id(), "value": parcel, "basis": format!("Lei 7.998/1990, art. 5º; tabela MTE {}", table.year)}),
        json!({"line": "parcels", "value": f64::from(n), "basis": "Lei 7.998/1990, art. 4º (Lei 13.134/2015)"}),
        json!({"line": "total", "value": total, "basis": ""}),
    ];
    Ok(Out::new()
        .number(o::parcel, parcel)
        .number(o::parcels, f64::from(n))
        .number(o::total, total)
        .number(o::averageWage, average)
        .text(o::band, band.id())
        .text(o::tableYear, table.year.to_string())
        .text(o::entitlement, entitlement)
        .json(o::lines, serde_json::Value::Array(lines)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{date, inputs, text};
    use calc_core::outputs::Outputs;
    use calc_core::values::Value;

    fn run(date: Date, wages: [f64; 3], months: f64, request: &str) -> Result<Outputs, InputError> {
        (FUNCTION.compute)(&inputs([
            ("dismissalDate", Value::Date(date)),
            ("wage1", Value::Number(wages[0])),
            ("wage2", Value::Number(wages[1])),
            ("wage3", Value::Number(wages[2])),
            ("monthsWorked", Value::Number(months)),
            ("request", Value::Option(request.into())),
            ("rounding", Value::Option("halfUp".into())),
        ]))
    }

    /// The MTE tables are consistent (worked-examples A12): 80 % of the
    /// first band's top is the fixed amount, and the fixed amount plus
    /// half of the second band is the ceiling, to the centavo.
    #[test]
    fn tables_are_consistent() {
        for t in &SEGURO_TABLES {
            let fixed = to_centavo(t.band1_up_to * t.band1_rate, Rounding::HalfUp);
            assert_eq!(fixed, t.fixed_amount, "{}", t.year);
            let top = t.fixed_amount + (t.band2_up_to - t.band1_up_to) * t.band2_rate;
            assert_eq!(to_centavo(top, Rounding::HalfUp), t.ceiling, "{}", t.year);
        }
        // Published 2026 values: 2 222.17, 3 703.99, 1 777.74, 2 518.65, floor 1 621.00.
        let t = table_for(date("2026-06-05")).unwrap();
        assert_eq!(
            (
                t.year,
                t.band1_up_to,
                t.band2_up_to,
                t.fixed_amount,
                t.ceiling,
                t.floor
            ),
            (2026, 2222.17, 3703.99, 1777.74, 2518.65, 1621.0)
        );
    }

    /// A13 (mobills.com.br, 2026): average 2 500.00 → 1 777.74 + 0.5 ×
    /// 277.83 = 1 916.655; the page truncates to 1 916.65, half-up gives
    /// 1 916.66.
    #[test]
    fn a13_average_2500_in_2026() {
        let t = table_for(date("2026-03-01")).unwrap();
        assert_eq!(
            parcel_value(t, 2500.0, Rounding::Truncate),
            (1916.65, Band::Second)
        );
        assert_eq!(
            parcel_value(t, 2500.0, Rounding::HalfUp),
            (1916.66, Band::Second)
        );
    }

    /// B10 (derived): wages of 3 000.00 in March–May 2026, first request,
    /// 36 months: 1 777.74 + 0.5 × 777.83 = 2 166.655 → 2 166.66; 5 parcels,
    /// 10 833.30.
    #[test]
    fn b10_first_request_36_months() {
        let out = run(date("2026-06-05"), [3000.0; 3], 36.0, "first").unwrap();
        assert_eq!(out.number_of("parcel"), Some(2166.66));
        assert_eq!(out.number_of("parcels"), Some(5.0));
        assert!((out.number_of("total").unwrap() - 10_833.30).abs() < 1e-9);
        assert_eq!(text(&out, "band"), "band2");
        assert_eq!(text(&out, "tableYear"), "2026");
    }

    /// The floor and the ceiling: 80 % of a minimum wage is below the
    /// minimum wage, so the parcel is the minimum wage; 10 000 gets the
    /// ceiling.
    #[test]
    fn floor_and_ceiling() {
        let out = run(date("2026-02-01"), [1621.0; 3], 12.0, "first").unwrap();
        assert_eq!(out.number_of("parcel"), Some(1621.0));
        assert_eq!(text(&out, "band"), "floor");
        let out = run(date("2025-12-31"), [10_000.0; 3], 12.0, "first").unwrap();
        assert_eq!(out.number_of("parcel"), Some(2424.11));
        assert_eq!(text(&out, "band"), "ceiling");
    }

    /// Until 10 January the previous year's table is in force.
    #[test]
    fn table_changes_on_11_january() {
        assert_eq!(table_for(date("2026-01-10")).unwrap().year, 2025);
        assert_eq!(table_for(date("2026-01-11")).unwrap().year, 2026);
    }

    /// Lei 7.998 art. 4º: 1st request 12–23 months 4, 24+ 5; 2nd 9–11 3;
    /// 3rd 6–11 3; fewer than the request needs, none.
    #[test]
    fn parcels_by_request_and_months() {
        let cases = [
            (1, 11, 0),
            (1, 12, 4),
            (1, 23, 4),
            (1, 24, 5),
            (2, 8, 0),
            (2, 9, 3),
            (2, 12, 4),
            (2, 24, 5),
            (3, 5, 0),
            (3, 6, 3),
            (3, 11, 3),
            (3, 12, 4),
            (3, 36, 5),
        ];
        for (request, months, expected) in cases {
            assert_eq!(parcels(request, months), expected, "{request} {months}");
        }
        assert_eq!(
            (least_months(1), least_months(2), least_months(3)),
            (12, 9, 6)
        );
        let out = run(date("2026-06-05"), [3000.0; 3], 11.0, "first").unwrap();
        assert_eq!(out.number_of("total"), Some(0.0));
        assert_eq!(text(&out, "entitlement"), "tooFewMonths");
    }

    /// Dates without a table and negative wages are refused at their field.
    #[test]
    fn bad_input_is_named() {
        let e = run(date("2025-01-10"), [3000.0; 3], 36.0, "first").unwrap_err();
        assert_eq!(e.input, "dismissalDate");
        assert!(matches!(e.kind, ErrorKind::DateBeforeMin { .. }));
        let e = run(date("2027-01-11"), [3000.0; 3], 36.0, "first").unwrap_err();
        assert!(matches!(e.kind, ErrorKind::DateAfterMax { .. }));
        let e = run(date("2026-06-05"), [3000.0, -1.0, 3000.0], 36.0, "first").unwrap_err();
        assert_eq!(e.input, "wage2");
    }
}
