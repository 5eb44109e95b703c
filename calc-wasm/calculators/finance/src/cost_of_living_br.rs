//! Correção de valores: an amount in reais corrected by a Brazilian price
//! index over whole months, as the Banco Central's "Calculadora do
//! Cidadão" does it. The cost-of-living calculator's Portuguese pages.
//!
//! - factor = ∏ (1 + p/100) over the index's monthly changes p from the
//!   initial month to the final month, both included;
//! - result = amount × factor; percentChange = (factor − 1) × 100;
//! - monthlyRate = factor^(1/n) − 1 and annualRate = factor^(12/n) − 1 (in
//!   %), the constant rates that give the same factor over the n months;
//! - series: one row per month (its first day, its change, the change
//!   accumulated to its end, the index with the month before the period =
//!   100, the corrected amount), for the chart.
//!
//! The indices are `data/br-price-indices-monthly.csv` (IBGE: IPCA, INPC,
//! IPCA-15; FGV: IGP-M, IGP-DI; provenance in `data/README.md`), made
//! constants by build.rs. The Banco Central's monthly rates (Selic, CDI,
//! TR), accumulated the same way, come from
//! `data/br-interest-rates-monthly.csv` when a deployer's `calcula data
//! update` has fetched it (build.rs compiles it in, or nothing); the page
//! offers only the series the data has. A month outside an index's data is
//! refused with the months it has.

use super::common::{err, finite, Row, Table};
use calc_core::declare::{Input, Text};
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;

calc_core::calculator! {
    pub mod cost_of_living_br = "cost-of-living-br" (compute) {
        inputs {
            index: Choice,
            amount: Number,
            from: Text,
            to: Text,
        }
        outputs {
            result: Number,
            factor: Number,
            percentChange: Number,
            monthlyRate: Number,
            annualRate: Number,
            months: Integer,
            series: Json,
        }
    }
}
pub const FUNCTION: Function = cost_of_living_br::FUNCTION;
use cost_of_living_br::{input as i, output as o, In, Out};

// SERIES and PRICE_SERIES: the data files' series as constants (build.rs).
include!(concat!(env!("OUT_DIR"), "/br_series.rs"));

/// The indices, named as the data file, IBGE and FGV name them: they are
/// also the select's option ids (`index=IGP-M`).
pub const INDICES: [&str; 5] = ["IPCA", "INPC", "IPCA-15", "IGP-M", "IGP-DI"];

/// A calendar month as a count of months (year × 12 + month − 1), so that
/// consecutive months are consecutive numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct MonthIndex(i32);

impl MonthIndex {
    pub fn new(year: i32, month: u8) -> Self {
        MonthIndex(year * 12 + i32::from(month) - 1)
    }

    fn year(self) -> i32 {
        self.0.div_euclid(12)
    }

    fn month(self) -> i32 {
        self.0.rem_euclid(12) + 1
    }

    /// `MM/YYYY`, as the page and the Banco Central write a month.
    fn slash(self) -> String {
        format!("{:02}/{}", self.month(), self.year())
    }

    /// The month's first day, `YYYY-MM-01` (a date for the chart's axis).
    fn first_day(self) -> String {
        format!("{:04}-{:02}-01", self.year(), self.month())
    }
}

/// `2024-01` or `01/2024` (also `1/2024`, with spaces around): the month,
/// or None when it is not one.
pub fn parse_month(text: &str) -> Option<MonthIndex> {
    let text = text.trim();
    let (year, month) = if let Some((y, m)) = text.split_once('-') {
        (y, m)
    } else {
        let (m, y) = text.split_once('/')?;
        (y, m)
    };
    let digits = |s: &str, max_len: usize| {
        !s.is_empty() && s.len() <= max_len && s.bytes().all(|b| b.is_ascii_digit())
    };
    if !digits(year, 4) || year.len() != 4 || !digits(month, 2) {
        return None;
    }
    let year: i32 = year.parse().ok()?;
    let month: u8 = month.parse().ok()?;
    (1..=12)
        .contains(&month)
        .then(|| MonthIndex::new(year, month))
}

/// One index's monthly changes in %, from its first month, in order.
#[derive(Clone, Copy)]
pub struct Series {
    pub first: MonthIndex,
    pub percents: &'static [f64],
}

impl Series {
    pub fn last(&self) -> MonthIndex {
        MonthIndex(self.first.0 + self.percents.len() as i32 - 1)
    }

    /// The change of `month` in %, if the series has it.
    pub fn percent(&self, month: MonthIndex) -> Option<f64> {
        let i = usize::try_from(month.0 - self.first.0).ok()?;
        self.percents.get(i).copied()
    }
}

/// The series of `name` (`IPCA`, `IGP-M`, `Selic`, as the data files
/// name them), if the data has it.
pub fn series(name: &str) -> Option<Series> {
    SERIES
        .iter()
        .find(|(n, _, _)| *n == name)
        .map(|&(_, (year, month), percents)| Series {
            first: MonthIndex::new(year, month),
            percents,
        })
}

/// Every series the calculator has: the price indices, then the rates.
pub fn names() -> Vec<&'static str> {
    let rates = SERIES[PRICE_SERIES..].iter().map(|(n, _, _)| *n);
    INDICES.iter().copied().chain(rates).collect()
}

fn month_of(
    inputs: In,
    id: Input<cost_of_living_br::Calc, Text>,
    series: &Series,
) -> Result<MonthIndex, InputError> {
    let month = parse_month(inputs.text(id)?).ok_or_else(|| err(id.id(), ErrorKind::NotAMonth))?;
    if month < series.first || month > series.last() {
        return Err(err(
            id.id(),
            ErrorKind::MonthWithoutData {
                first: series.first.slash(),
                last: series.last().slash(),
            },
        ));
    }
    Ok(month)
}

fn compute(inputs: In) -> Result<Out, InputError> {
    let name = inputs.option(i::index)?;
    let Some(series) = series(name) else {
        return Err(super::common::unknown_option(i::index.id(), &names()));
    };
    let amount = inputs.number(i::amount)?;
    if amount < 0.0 {
        return Err(err(i::amount.id(), ErrorKind::BelowMin { min: 0.0 }));
    }
    let from = month_of(inputs, i::from, &series)?;
    let to = month_of(inputs, i::to, &series)?;
    if from > to {
        return Err(super::common::more_than("from", "to"));
    }
    let mut factor = 1.0;
    let mut table = Table::new();
    for m in from.0..=to.0 {
        let month = MonthIndex(m);
        // In range, so always there; a gap would be an error, not a 0 %.
        let percent = series
            .percent(month)
            .ok_or_else(|| err("from", ErrorKind::NotAMonth))?;
        factor *= 1.0 + percent / 100.0;
        table.push(
            Row::new()
                .text("date", month.first_day())
                .num("percent", percent)
                .num("accumulated", (factor - 1.0) * 100.0)
                .num("index", factor * 100.0)
                .num("value", amount * factor),
        );
    }
    let months = f64::from(to.0 - from.0 + 1);
    let result = finite(amount * factor, i::amount.id())?;
    let monthly = (factor.ln() / months).exp_m1() * 100.0;
    let annual = (factor.ln() * 12.0 / months).exp_m1() * 100.0;
    Ok(Out::new()
        .number(o::result, result)
        .number(o::factor, factor)
        .number(o::percentChange, (factor - 1.0) * 100.0)
        .number(o::monthlyRate, monthly)
        .number(o::annualRate, finite(annual, "from")?)
        .integer(o::months, to.0 as i64 - from.0 as i64 + 1)
        .json(o::series, table.finish(i::amount.id())?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{inputs, json, near};
    use calc_core::outputs::Outputs;
    use calc_core::values::Value;

    fn run(index: &str, amount: f64, from: &str, to: &str) -> Result<Outputs, InputError> {
        (FUNCTION.compute)(&inputs([
            ("index", Value::Option(index.into())),
            ("amount", Value::Number(amount)),
            ("from", Value::Text(from.into())),
            ("to", Value::Text(to.into())),
        ]))
    }

    fn factor(index: &str, from: &str, to: &str) -> f64 {
        run(index, 1.0, from, to)
            .unwrap()
            .number_of("factor")
            .unwrap()
    }

    /// Every index has each of its months once and in order, from its
    /// first month to December 2025 at least (as data/README.md states;
    /// `calcula data update` adds the months after).
    #[test]
    fn data_has_every_month_once_and_in_order() {
        let expected = [
            ("IPCA", (1980, 2), 551),
            ("INPC", (1979, 5), 560),
            ("IPCA-15", (2000, 6), 307),
            ("IGP-M", (1989, 7), 438),
            ("IGP-DI", (1944, 3), 982),
        ];
        for (name, (year, month), count) in expected {
            let mut previous: Option<MonthIndex> = None;
            let mut rows = 0;
            for line in include_str!("data/br-price-indices-monthly.csv")
                .lines()
                .skip(1)
                .filter(|l| l.split(',').next() == Some(name))
            {
                let f: Vec<&str> = line.split(',').collect();
                let m = MonthIndex::new(f[1].parse().unwrap(), f[2].parse().unwrap());
                if let Some(p) = previous {
                    assert_eq!(m.0, p.0 + 1, "{name}: {line} after {}", p.slash());
                }
                previous = Some(m);
                rows += 1;
            }
            let s = series(name).unwrap();
            assert_eq!(s.first, MonthIndex::new(year, month), "{name}");
            assert!(s.last() >= MonthIndex::new(2025, 12), "{name}");
            let through_2025 = MonthIndex::new(2025, 12).0 - s.first.0 + 1;
            assert_eq!(through_2025, count, "{name}");
            let all = (s.last().0 - s.first.0 + 1) as usize;
            assert_eq!((rows, s.percents.len()), (all, all), "{name}");
        }
        // Landmarks as published: IPCA in the Real plan's first months.
        let ipca = series("IPCA").unwrap();
        assert_eq!(ipca.percent(MonthIndex::new(1994, 6)), Some(47.43));
        assert_eq!(ipca.percent(MonthIndex::new(1994, 7)), Some(6.84));
        assert_eq!(ipca.percent(MonthIndex::new(1994, 8)), Some(1.86));
    }

    /// IBGE's published annual IPCA, 2020–2024: 4.52, 10.06, 5.79, 4.62,
    /// 4.83 %. Compounding the published months (two decimals each) gives
    /// them within the rounding of the months (2022 comes to 5.7848 %).
    #[test]
    fn annual_ipca_is_the_published_figure() {
        let published = [
            (2020, 4.52),
            (2021, 10.06),
            (2022, 5.79),
            (2023, 4.62),
            (2024, 4.83),
        ];
        for (year, annual) in published {
            let out = run("IPCA", 100.0, &format!("{year}-01"), &format!("{year}-12")).unwrap();
            let got = out.number_of("percentChange").unwrap();
            assert!((got - annual).abs() <= 0.01, "{year}: {got} vs {annual}");
            // A calendar year's yearly rate is its accumulated change.
            near(&out, "annualRate", got, 1e-9);
            assert_eq!(out.number_of("months"), Some(12.0));
        }
    }

    /// The Banco Central's example: R$ 1.000,00 from 01/2024 to 12/2024 by
    /// IPCA. Factor and rates from the file's months in mpmath at 50 digits:
    /// 1.048312957918596006…, monthly 0.393958695879343118… %.
    #[test]
    fn ipca_2024_correction() {
        let out = run("IPCA", 1000.0, "2024-01", "2024-12").unwrap();
        let f = out.number_of("factor").unwrap();
        assert_eq!((f * 1e7).round() / 1e7, 1.048_313_0);
        near(&out, "factor", 1.048_312_957_918_596, 1e-14);
        near(&out, "result", 1_048.312_957_918_596, 1e-10);
        assert_eq!(
            (out.number_of("result").unwrap() * 100.0).round() / 100.0,
            1048.31
        );
        near(&out, "percentChange", 4.831_295_791_859_6, 1e-11);
        near(&out, "monthlyRate", 0.393_958_695_879_343_1, 1e-12);
        near(&out, "annualRate", 4.831_295_791_859_6, 1e-11);
        // Written the Brazilian way, the same months.
        assert_eq!(factor("IPCA", "01/2024", "12/2024"), f);
        // The chart's rows: one a month, the last one the whole period.
        let rows = json(&out, "series");
        let rows = rows.as_array().unwrap();
        assert_eq!(rows.len(), 12);
        assert_eq!(rows[0]["date"], "2024-01-01");
        assert_eq!(rows[0]["percent"], 0.42);
        assert_eq!(rows[11]["date"], "2024-12-01");
        assert_eq!(rows[11]["index"].as_f64(), Some(f * 100.0));
        assert_eq!(rows[11]["value"].as_f64(), out.number_of("result"));
    }

    /// IGP-M fell in 2023: −3.18 % (FGV). Factor 0.968217160862268260… in
    /// mpmath; R$ 1.000 becomes R$ 968,22; monthly −0.268795405918351… %.
    #[test]
    fn negative_igpm_2023() {
        let out = run("IGP-M", 1000.0, "2023-01", "2023-12").unwrap();
        near(&out, "factor", 0.968_217_160_862_268_3, 1e-14);
        near(&out, "result", 968.217_160_862_268_3, 1e-10);
        near(&out, "percentChange", -3.178_283_913_773_174, 1e-11);
        near(&out, "monthlyRate", -0.268_795_405_918_351_7, 1e-12);
        // Other published years: IGP-M 2020 23.14 %, INPC 2021 10.16 %.
        let igpm_2020 = factor("IGP-M", "2020-01", "2020-12");
        assert!(
            ((igpm_2020 - 1.0) * 100.0 - 23.14).abs() < 0.005,
            "{igpm_2020}"
        );
        let inpc_2021 = factor("INPC", "2021-01", "2021-12");
        assert!(
            ((inpc_2021 - 1.0) * 100.0 - 10.16).abs() < 0.005,
            "{inpc_2021}"
        );
    }

    #[test]
    fn one_month_and_a_long_period() {
        // One month: its own change (IPCA June 2024, 0.21 %).
        let out = run("IPCA", 500.0, "2024-06", "06/2024").unwrap();
        near(&out, "factor", 1.0021, 1e-15);
        near(&out, "monthlyRate", 0.21, 1e-12);
        assert_eq!(out.number_of("months"), Some(1.0));
        // Since the Real: 07/1994 to 12/2025, 378 months; mpmath:
        // factor 8.635842885059402392…, 7.083845738637105… % a year.
        let out = run("IPCA", 100.0, "1994-07", "2025-12").unwrap();
        near(&out, "factor", 8.635_842_885_059_402, 1e-12);
        near(&out, "annualRate", 7.083_845_738_637_106, 1e-10);
        assert_eq!(out.number_of("months"), Some(378.0));
    }

    #[test]
    fn months_outside_the_data_and_bad_months_are_errors() {
        // The month after the data's last, whatever month that is.
        let last = |name: &str| series(name).unwrap().last();
        let without = |name: &str, first: &str| ErrorKind::MonthWithoutData {
            first: first.into(),
            last: last(name).slash(),
        };
        let after = MonthIndex(last("IPCA").0 + 1);
        assert_eq!(
            run("IPCA", 1.0, "2025-01", &after.slash()).unwrap_err(),
            InputError::new("to", without("IPCA", "02/1980"))
        );
        assert_eq!(
            run("IGP-M", 1.0, "1989-06", "2025-01").unwrap_err(),
            InputError::new("from", without("IGP-M", "07/1989"))
        );
        for bad in [
            "2024-13", "2024-00", "24-01", "2024/01", "janeiro", "", "2024-1-1",
        ] {
            assert_eq!(
                run("IPCA", 1.0, bad, "2025-01").unwrap_err(),
                InputError::new("from", ErrorKind::NotAMonth),
                "{bad}"
            );
        }
        assert_eq!(
            run("IPCA", 1.0, "2025-02", "2025-01").unwrap_err(),
            InputError::new("from", ErrorKind::NotMoreThanInput { other: "to".into() })
        );
        assert_eq!(
            run("IPCA", -1.0, "2025-01", "2025-02").unwrap_err().input,
            "amount"
        );
        assert_eq!(
            run("SELIC", 1.0, "2025-01", "2025-02").unwrap_err().input,
            "index"
        );
    }

    #[test]
    fn months_are_read_in_both_ways() {
        assert_eq!(parse_month("2024-01"), Some(MonthIndex::new(2024, 1)));
        assert_eq!(parse_month(" 1/2024 "), Some(MonthIndex::new(2024, 1)));
        assert_eq!(parse_month("12/1999"), Some(MonthIndex::new(1999, 12)));
        assert_eq!(parse_month("2024-1"), Some(MonthIndex::new(2024, 1)));
        assert_eq!(parse_month("1/24"), None);
        assert_eq!(MonthIndex::new(2024, 12).slash(), "12/2024");
        assert_eq!(MonthIndex::new(2024, 3).first_day(), "2024-03-01");
    }

    /// The rates come after the indices, each read from its file as the
    /// indices are (build.rs); without the file there is no rate to offer.
    #[test]
    fn rate_series_follow_the_indices() {
        assert_eq!(PRICE_SERIES, INDICES.len());
        let prices: Vec<&str> = SERIES[..PRICE_SERIES].iter().map(|(n, _, _)| *n).collect();
        assert!(INDICES.iter().all(|i| prices.contains(i)), "{prices:?}");
        assert_eq!(&names()[..PRICE_SERIES], INDICES);
        let rates = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/src/data/br-interest-rates-monthly.csv"
        ))
        .unwrap_or_default();
        let mut lines = rates.lines();
        if let Some(header) = lines.next() {
            assert_eq!(header, "index,year,month,percent");
        }
        for line in lines {
            let f: Vec<&str> = line.split(',').collect();
            let month = MonthIndex::new(f[1].parse().unwrap(), f[2].parse().unwrap());
            let percent: f64 = f[3].parse().unwrap();
            assert_eq!(
                series(f[0]).unwrap().percent(month),
                Some(percent),
                "{line}"
            );
        }
        assert!(series("SELIC").is_none());
    }
}
