//! Compound growth with regular contributions, shared by the compound
//! interest, savings and investment calculators.
//!
//! With a nominal annual rate r compounded m times a year (or continuously)
//! and p contributions a year, the rate per contribution period is
//! j = (1 + r/m)^(m/p) − 1, or e^(r/p) − 1 when continuous (the eval
//! contract). After T contribution periods, a starting amount P0 and a
//! contribution C per period grow to
//!
//!   FV = P0·(1 + j)^T + C·w·((1 + j)^T − 1)/j,   w = 1 (end), 1 + j (start),
//!
//! the future value of numpy-financial's `fv` (and Excel's FV). T need not
//! be whole: a fractional last period grows at the same per-period rate,
//! and the annuity term counts the matching fraction of a contribution, as
//! this closed form does for any T (so `periods_to` is its exact inverse).
//! With whole T, which the pages use by default, it is exact period by
//! period. Powers go through `ln_1p`/`exp_m1` so tiny rates keep their
//! precision.

/// How interest compounds.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Compounding {
    /// This many times a year.
    Periodic(f64),
    Continuous,
}

/// The compounding of a select input (the compound-interest contract list).
pub fn compounding(id: &str) -> Option<Compounding> {
    if id == "continuously" {
        return Some(Compounding::Continuous);
    }
    if CONTRIBUTION_OPTIONS.contains(&id) {
        super::common::per_year(id).map(Compounding::Periodic)
    } else {
        None
    }
}

/// The compounding ids: every contribution frequency, then continuously.
pub const COMPOUNDING_OPTIONS: &[&str] = &[
    "annually",
    "semiannually",
    "quarterly",
    "monthly",
    "weekly",
    "daily",
    "continuously",
];
/// The contribution frequencies: the periodic compounding ids.
pub const CONTRIBUTION_OPTIONS: &[&str] = match COMPOUNDING_OPTIONS.split_last() {
    Some((_continuously, periodic)) => periodic,
    None => &[],
};

use super::common::{Row, Table};
use calc_core::error::InputError;

/// A starting amount and regular contributions growing together.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Series {
    pub growth: Growth,
    pub start_amount: f64,
    /// Per contribution period.
    pub contribution: f64,
    /// Contributions at the start of each period (else at the end).
    pub start: bool,
    /// Contribution periods a year.
    pub per_year: f64,
}

impl Series {
    /// The value after `years` years.
    pub fn value(&self, years: f64) -> f64 {
        self.growth.future_value(
            self.start_amount,
            self.contribution,
            self.per_year * years,
            self.start,
        )
    }

    /// Starting amount plus the contributions made in `years` years.
    pub fn contributed(&self, years: f64) -> f64 {
        self.start_amount + self.contribution * self.per_year * years
    }

    /// The calculators' headline figures after `years` years: the value and
    /// the starting amount plus every contribution, both over the
    /// `per_year · years` contribution periods.
    pub fn totals(&self, years: f64) -> (f64, f64) {
        let periods = self.per_year * years;
        let value =
            self.growth
                .future_value(self.start_amount, self.contribution, periods, self.start);
        (value, self.start_amount + self.contribution * periods)
    }
}

/// Year-by-year rows from 0 to `years` (the caller bounds `years`, which
/// sets the number of rows), the last one at `years` when it is not whole:
///
/// - `year`; `contributions` and `interest`: added during that year;
/// - `principal`: the starting amount (the same every year);
/// - `contributionsToDate`: every contribution so far, without the
///   starting amount;
/// - `totalContributions` = principal + contributionsToDate;
/// - `totalInterest`: interest so far, so that principal +
///   contributionsToDate + totalInterest = `balance` (the three layers of
///   the growth chart);
/// - `realBalance`: the balance in today's money at `inflation` a year.
pub fn yearly(
    series: &Series,
    years: f64,
    inflation: f64,
    blame: &str,
) -> Result<serde_json::Value, InputError> {
    let mut table = Table::new();
    let (mut previous_balance, mut previous_contributions) =
        (series.start_amount, series.start_amount);
    let mut y = 1.0;
    loop {
        let t = if y > years { years } else { y };
        let balance = series.value(t);
        let contributions = series.contributed(t);
        let added = contributions - previous_contributions;
        table.push(
            Row::new()
                .whole_or_num("year", t)
                .num("contributions", added)
                .num("interest", balance - previous_balance - added)
                .num("principal", series.start_amount)
                .num(
                    "contributionsToDate",
                    series.contribution * series.per_year * t,
                )
                .num("totalContributions", contributions)
                .num("totalInterest", balance - contributions)
                .num("balance", balance)
                .num("realBalance", balance / (1.0 + inflation).powf(t)),
        );
        previous_balance = balance;
        previous_contributions = contributions;
        if y >= years {
            break;
        }
        y += 1.0;
    }
    table.finish(blame)
}

/// Growth per contribution period.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Growth {
    /// ln(1 + j).
    ln_g: f64,
    /// j, the rate per contribution period.
    j: f64,
}

impl Growth {
    /// `None` when the rate is not meaningful (r/m ≤ −1).
    pub fn new(annual_rate: f64, compounding: Compounding, per_year: f64) -> Option<Growth> {
        let ln_g = match compounding {
            Compounding::Periodic(m) => {
                let per = annual_rate / m;
                if per <= -1.0 {
                    return None;
                }
                (m / per_year) * per.ln_1p()
            }
            Compounding::Continuous => annual_rate / per_year,
        };
        let j = ln_g.exp_m1();
        (ln_g.is_finite() && j.is_finite()).then_some(Growth { ln_g, j })
    }

    /// The rate per contribution period, j.
    pub fn rate(&self) -> f64 {
        self.j
    }

    /// (1 + j)^t.
    pub fn factor(&self, t: f64) -> f64 {
        (t * self.ln_g).exp()
    }

    /// ((1 + j)^t − 1)/j, or t without growth.
    pub fn annuity(&self, t: f64) -> f64 {
        if self.ln_g == 0.0 {
            t
        } else {
            (t * self.ln_g).exp_m1() / self.j
        }
    }

    /// The contribution's weight: 1 at the end of a period, 1 + j at the start.
    pub fn timing(&self, start: bool) -> f64 {
        if start {
            1.0 + self.j
        } else {
            1.0
        }
    }

    /// Value after `t` periods.
    pub fn future_value(&self, start_amount: f64, contribution: f64, t: f64, start: bool) -> f64 {
        start_amount * self.factor(t) + contribution * self.timing(start) * self.annuity(t)
    }

    /// Periods until the value reaches `target` (numpy-financial `nper`),
    /// `Some(0.0)` when the starting amount already does, `None` when it
    /// never does.
    pub fn periods_to(
        &self,
        start_amount: f64,
        contribution: f64,
        start: bool,
        target: f64,
    ) -> Option<f64> {
        if target <= start_amount {
            return Some(0.0);
        }
        let w = contribution * self.timing(start);
        let n = if self.ln_g == 0.0 {
            if w <= 0.0 {
                return None;
            }
            (target - start_amount) / w
        } else {
            // (1 + j)^n = (target·j + w)/(P0·j + w), written as 1 + x.
            let denominator = start_amount * self.j + w;
            let x = (target - start_amount) * self.j / denominator;
            if denominator == 0.0 || x <= -1.0 {
                return None;
            }
            x.ln_1p() / self.ln_g
        };
        (n.is_finite() && n >= 0.0).then_some(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, tol: f64) -> bool {
        ((a - b) / b).abs() < tol
    }

    #[test]
    fn numpy_financial_fv() {
        // -npf.fv(0.05/12, 120, 100, 1000): the closed form in mpmath at 50
        // digits, 1000·g^120 + 100·(g^120 − 1)/i with g = 1 + i, i = 0.05/12:
        // 17 175.237 442 257 075 855…
        let g = Growth::new(0.05, Compounding::Periodic(12.0), 12.0).unwrap();
        assert!(close(
            g.future_value(1000.0, 100.0, 120.0, false),
            17_175.237_442_257_076,
            1e-13
        ));
        // when='begin': 17 239.938 392 026 104 158…
        assert!(close(
            g.future_value(1000.0, 100.0, 120.0, true),
            17_239.938_392_026_103,
            1e-13
        ));
    }

    #[test]
    fn nper_inverts_fv() {
        let g = Growth::new(0.07, Compounding::Periodic(4.0), 12.0).unwrap();
        for &(p0, c, start) in &[
            (1000.0, 250.0, false),
            (0.0, 300.0, true),
            (5000.0, 0.0, false),
        ] {
            let fv = g.future_value(p0, c, 97.5, start);
            let n = g.periods_to(p0, c, start, fv).unwrap();
            assert!(close(n, 97.5, 1e-12), "{n}");
        }
    }

    #[test]
    fn unreachable_targets() {
        let zero = Growth::new(0.0, Compounding::Periodic(12.0), 12.0).unwrap();
        assert_eq!(zero.periods_to(1000.0, 0.0, false, 2000.0), None);
        assert_eq!(zero.periods_to(1000.0, 100.0, false, 2000.0), Some(10.0));
        let some = Growth::new(0.05, Compounding::Continuous, 1.0).unwrap();
        assert_eq!(some.periods_to(0.0, 0.0, false, 1.0), None);
        assert_eq!(some.periods_to(10.0, 0.0, false, 5.0), Some(0.0));
    }

    /// The rows of `yearly` for a series, as (key → number) maps.
    fn rows(series: &Series, years: f64) -> Vec<serde_json::Value> {
        match yearly(series, years, 0.0, "x").unwrap() {
            serde_json::Value::Array(rows) => rows,
            other => panic!("{other:?}"),
        }
    }

    /// Contributions at each period's end, compounded once a period.
    fn series(rate: f64, per_year: f64, start_amount: f64, contribution: f64) -> Series {
        Series {
            growth: Growth::new(rate, Compounding::Periodic(per_year), per_year).unwrap(),
            start_amount,
            contribution,
            start: false,
            per_year,
        }
    }

    fn at(row: &serde_json::Value, key: &str) -> f64 {
        row[key]
            .as_f64()
            .unwrap_or_else(|| panic!("{key} in {row}"))
    }

    #[test]
    fn year_table_splits_principal_contributions_and_interest() {
        // 1000 at 10 % a year, compounded yearly, 100 added at each year's
        // end. By hand: year 1: 1000·1.1 + 100 = 1200 (interest 100);
        // year 2: 1200·1.1 + 100 = 1420 (interest 120, 220 so far).
        let series = series(0.10, 1.0, 1000.0, 100.0);
        let table = rows(&series, 2.0);
        assert_eq!(table.len(), 2);
        let expected = [
            // year, contributions, interest, principal, contributionsToDate,
            // totalContributions, totalInterest, balance
            [1.0, 100.0, 100.0, 1000.0, 100.0, 1100.0, 100.0, 1200.0],
            [2.0, 100.0, 120.0, 1000.0, 200.0, 1200.0, 220.0, 1420.0],
        ];
        let keys = [
            "year",
            "contributions",
            "interest",
            "principal",
            "contributionsToDate",
            "totalContributions",
            "totalInterest",
            "balance",
        ];
        for (row, want) in table.iter().zip(expected) {
            for (key, w) in keys.iter().zip(want) {
                assert!(
                    (at(row, key) - w).abs() < 1e-9,
                    "{key}: {} vs {w}",
                    at(row, key)
                );
            }
        }
        // At the start of each year: 1000·1.1 + 100·1.1 = 1210, then
        // 1210·1.1 + 110 = 1441 (interest 110, then 1441 − 1210 − 100 = 131:
        // 241 so far).
        let table = rows(
            &Series {
                start: true,
                ..series
            },
            2.0,
        );
        assert!((at(&table[0], "balance") - 1210.0).abs() < 1e-9);
        assert!((at(&table[1], "balance") - 1441.0).abs() < 1e-9);
        assert!((at(&table[1], "totalInterest") - 241.0).abs() < 1e-9);
        assert!((at(&table[1], "contributionsToDate") - 200.0).abs() < 1e-9);
    }

    #[test]
    fn year_table_ends_at_a_fractional_year() {
        // No growth: 500 + 10 a month; 1.5 years is 18 months: 680 at the
        // end, 180 of it contributed, in rows for years 1 and 1.5.
        let series = series(0.0, 12.0, 500.0, 10.0);
        let table = rows(&series, 1.5);
        assert_eq!(table.len(), 2);
        assert_eq!(at(&table[1], "year"), 1.5);
        assert_eq!(at(&table[1], "contributions"), 60.0);
        assert_eq!(at(&table[1], "contributionsToDate"), 180.0);
        assert_eq!(at(&table[1], "principal"), 500.0);
        assert_eq!(at(&table[1], "totalInterest"), 0.0);
        assert_eq!(at(&table[1], "balance"), 680.0);
    }

    #[test]
    fn rates_at_or_below_minus_100_percent_are_refused() {
        assert!(Growth::new(-1.0, Compounding::Periodic(1.0), 1.0).is_none());
        assert!(Growth::new(-12.0, Compounding::Periodic(12.0), 12.0).is_none());
    }
}
