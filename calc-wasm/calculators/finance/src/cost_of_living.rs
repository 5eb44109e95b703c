//! Cost of living: what an amount in one year is worth in another, by the
//! U.S. consumer price index, and the salary that buys the same in another
//! place, from the two places' cost-of-living indices.
//!
//! - mode `inflation`: result = amount × CPI(toYear) / CPI(fromYear), with
//!   the CPI-U annual averages below; averageAnnualRate is the compound
//!   yearly rate (CPI(to)/CPI(from))^(1/(to − from)) − 1;
//! - mode `places`: result = amount × toIndex / fromIndex (any index with
//!   the same base for both places, e.g. 100 = national average).
//!
//! Outputs that do not apply to the mode are null.

use super::common::{err, maybe};
use crate::error::{ErrorKind, InputError};
use crate::inputs::Inputs;
use crate::outputs::Outputs;
use crate::registry::Function;

pub const FUNCTION: Function = Function {
    id: "cost-of-living",
    inputs: &[
        "mode",
        "amount",
        "fromYear",
        "toYear",
        "fromIndex",
        "toIndex",
    ],
    outputs: &[
        "result",
        "ratio",
        "percentChange",
        "averageAnnualRate",
        "fromCpi",
        "toCpi",
    ],
    compute,
};

/// The first year of `CPI_U_ANNUAL`.
pub const CPI_FIRST_YEAR: i32 = 1913;

/// U.S. CPI-U, all items, U.S. city average, not seasonally adjusted, annual
/// averages (BLS series CUUR0000SA0, period M13; 1982-84 = 100), 1913 to
/// 2025 in order. Source: U.S. Bureau of Labor Statistics, via
/// `data/cpi-u-us-annual.csv` (provenance in `data/README.md`), value for
/// value, as a unit test checks. The 2025 value is BLS's average of 11
/// months (no October 2025 index was published).
#[rustfmt::skip]
pub const CPI_U_ANNUAL: [f64; 113] = [
    9.9, 10.0, 10.1, 10.9, 12.8, 15.1, 17.3, 20.0,
    17.9, 16.8, 17.1, 17.1, 17.5, 17.7, 17.4, 17.1,
    17.1, 16.7, 15.2, 13.7, 13.0, 13.4, 13.7, 13.9,
    14.4, 14.1, 13.9, 14.0, 14.7, 16.3, 17.3, 17.6,
    18.0, 19.5, 22.3, 24.1, 23.8, 24.1, 26.0, 26.5,
    26.7, 26.9, 26.8, 27.2, 28.1, 28.9, 29.1, 29.6,
    29.9, 30.2, 30.6, 31.0, 31.5, 32.4, 33.4, 34.8,
    36.7, 38.8, 40.5, 41.8, 44.4, 49.3, 53.8, 56.9,
    60.6, 65.2, 72.6, 82.4, 90.9, 96.5, 99.6, 103.9,
    107.6, 109.6, 113.6, 118.3, 124.0, 130.7, 136.2, 140.3,
    144.5, 148.2, 152.4, 156.9, 160.5, 163.0, 166.6, 172.2,
    177.1, 179.9, 184.0, 188.9, 195.3, 201.6, 207.342, 215.303,
    214.537, 218.056, 224.939, 229.594, 232.957, 236.736, 237.017, 240.007,
    245.12, 251.107, 255.657, 258.811, 270.97, 292.655, 304.702, 313.689,
    321.943,
];

/// The CPI-U annual average of `year`, if the table has it.
pub fn cpi(year: f64) -> Option<f64> {
    if year.fract() != 0.0 {
        return None;
    }
    let i = year - f64::from(CPI_FIRST_YEAR);
    if i < 0.0 {
        return None;
    }
    CPI_U_ANNUAL.get(i as usize).copied()
}

fn year_cpi(inputs: &Inputs, id: &str) -> Result<(f64, f64), InputError> {
    let year = inputs.number(id)?;
    if year.fract() != 0.0 {
        return Err(err(id, ErrorKind::NotAnInteger));
    }
    let last = f64::from(CPI_FIRST_YEAR) + CPI_U_ANNUAL.len() as f64 - 1.0;
    if year < f64::from(CPI_FIRST_YEAR) {
        return Err(err(
            id,
            ErrorKind::BelowMin {
                min: f64::from(CPI_FIRST_YEAR),
            },
        ));
    }
    match cpi(year) {
        Some(c) => Ok((year, c)),
        None => Err(err(id, ErrorKind::AboveMax { max: last })),
    }
}

fn compute(inputs: &Inputs) -> Result<Outputs, InputError> {
    let amount = inputs.number("amount")?;
    let (ratio, annual, from_cpi, to_cpi) = match inputs.option("mode")? {
        "inflation" => {
            let (from_year, from_cpi) = year_cpi(inputs, "fromYear")?;
            let (to_year, to_cpi) = year_cpi(inputs, "toYear")?;
            let ratio = to_cpi / from_cpi;
            let years = to_year - from_year;
            let annual = (years != 0.0).then(|| (ratio.ln() / years).exp_m1() * 100.0);
            (ratio, annual, Some(from_cpi), Some(to_cpi))
        }
        "places" => {
            let from = inputs.number("fromIndex")?;
            let to = inputs.number("toIndex")?;
            if from <= 0.0 {
                return Err(err("fromIndex", ErrorKind::NotAbove { above: 0.0 }));
            }
            if to <= 0.0 {
                return Err(err("toIndex", ErrorKind::NotAbove { above: 0.0 }));
            }
            (to / from, None, None, None)
        }
        _ => {
            return Err(super::common::unknown_option(
                "mode",
                &["inflation", "places"],
            ))
        }
    };
    let result = amount * ratio;
    if !result.is_finite() {
        return Err(err("amount", ErrorKind::ResultTooLarge));
    }
    Ok(Outputs::new()
        .number("result", result)
        .number("ratio", ratio)
        .number("percentChange", (ratio - 1.0) * 100.0)
        .json("averageAnnualRate", maybe(annual))
        .json("fromCpi", maybe(from_cpi))
        .json("toCpi", maybe(to_cpi)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{inputs, json, near};
    use crate::values::Value;

    fn run(mode: &str, amount: f64, from: f64, to: f64) -> Result<Outputs, InputError> {
        compute(&inputs([
            ("mode", Value::Option(mode.into())),
            ("amount", Value::Number(amount)),
            ("fromYear", Value::Number(from)),
            ("toYear", Value::Number(to)),
            ("fromIndex", Value::Number(from)),
            ("toIndex", Value::Number(to)),
        ]))
    }

    #[test]
    fn table_matches_the_csv_landmarks() {
        assert_eq!(cpi(1913.0), Some(9.9));
        assert_eq!(cpi(2025.0), Some(321.943));
        assert_eq!(cpi(2023.0), Some(304.702));
        assert_eq!(cpi(2024.0), Some(313.689));
        assert_eq!(cpi(2026.0), None);
        // 1982-84 = 100.
        let base = (cpi(1982.0).unwrap() + cpi(1983.0).unwrap() + cpi(1984.0).unwrap()) / 3.0;
        assert!((base - 100.0).abs() < 1e-12);
    }

    #[test]
    fn table_is_the_csv_value_for_value() {
        let csv = include_str!("data/cpi-u-us-annual.csv");
        let rows: Vec<(f64, f64)> = csv
            .lines()
            .skip(1) // the header row
            .map(|line| {
                let (year, index) = line.split_once(',').expect("year,cpi");
                (year.parse().unwrap(), index.parse().unwrap())
            })
            .collect();
        assert_eq!(rows.len(), CPI_U_ANNUAL.len());
        for (year, index) in rows {
            assert_eq!(cpi(year), Some(index), "{year}");
        }
    }

    #[test]
    fn inflation_between_years() {
        // 1000 dollars of 2000 in 2025: 1000 × 321.943 / 172.2 = 1869.587 688 734 030 2…
        let out = run("inflation", 1000.0, 2000.0, 2025.0).unwrap();
        let r = out.number_of("result").unwrap();
        assert!((r - 1_869.587_688_734_030_3).abs() < 1e-9, "{r}");
        assert_eq!(json(&out, "fromCpi"), 172.2);
        // (321.943/172.2)^(1/25) − 1, mpmath at 50 digits: 2.534 456 468 559 219 8… %
        let a = json(&out, "averageAnnualRate").as_f64().unwrap();
        assert!((a - 2.534_456_468_559_22).abs() < 1e-12, "{a}");
        // Backwards in time, and the same year.
        let out = run("inflation", 1000.0, 2025.0, 2000.0).unwrap();
        near(&out, "result", 1000.0 * 172.2 / 321.943, 1e-9);
        let out = run("inflation", 50.0, 1990.0, 1990.0).unwrap();
        assert_eq!(out.number_of("result"), Some(50.0));
        assert_eq!(json(&out, "averageAnnualRate"), serde_json::Value::Null);
    }

    #[test]
    fn years_outside_the_table_are_errors() {
        assert_eq!(
            run("inflation", 1.0, 1900.0, 2000.0).unwrap_err(),
            InputError::new("fromYear", ErrorKind::BelowMin { min: 1913.0 })
        );
        assert_eq!(
            run("inflation", 1.0, 2000.0, 2026.0).unwrap_err(),
            InputError::new("toYear", ErrorKind::AboveMax { max: 2025.0 })
        );
        assert_eq!(
            run("inflation", 1.0, 2000.5, 2020.0).unwrap_err().kind,
            ErrorKind::NotAnInteger
        );
    }

    #[test]
    fn salary_between_places() {
        // 60 000 where the index is 100, moving to an index of 125.
        let out = run("places", 60_000.0, 100.0, 125.0).unwrap();
        assert_eq!(out.number_of("result"), Some(75_000.0));
        assert_eq!(out.number_of("percentChange"), Some(25.0));
        assert_eq!(json(&out, "fromCpi"), serde_json::Value::Null);
        assert_eq!(
            run("places", 1.0, 0.0, 125.0).unwrap_err().input,
            "fromIndex"
        );
    }
}
