//! Compound interest with regular contributions (eval contract
//! `compound-interest`).
//!
//! With m compoundings and p contributions a year, the rate per
//! contribution period is j = (1 + r/m)^(m/p) − 1 (e^(r/p) − 1 when
//! continuous), and after T = p·time periods
//!   futureValue = principal·(1 + j)^T + contribution·w·((1 + j)^T − 1)/j
//! with w = 1 + j for contributions at the start of each period, 1 at the
//! end (see `growth`). `time` may be fractional: the principal then grows
//! for exactly that time, (1 + r/m)^(m·time) or e^(r·time), and a partial
//! last contribution period counts the same fraction of a contribution
//! (totalContributions = principal + contribution·p·time), which is what
//! the closed form gives for any T.
//! inflationAdjustedValue = futureValue / (1 + inflation)^time.
//!
//! `yearly` (built in `growth`, shared with savings and investment): one
//! row per year (the last one at `time` when it is not whole) with that
//! year's contributions and interest, the running totals, the balance split
//! into principal, contributions so far and interest so far, and the
//! balance in today's money.

use super::common::{err, finite, frequency, unknown_option};
use super::growth::yearly;
use super::growth::{
    compounding, Compounding, Growth, Series, COMPOUNDING_OPTIONS, CONTRIBUTION_OPTIONS,
};
use crate::error::{ErrorKind, InputError};
use crate::inputs::Inputs;
use crate::outputs::Outputs;
use crate::registry::Function;

pub const FUNCTION: Function = Function {
    id: "compound-interest",
    inputs: &[
        "principal",
        "rate",
        "time",
        "contribution",
        "compoundingFrequency",
        "contributionFrequency",
        "contributionTiming",
        "inflationRate",
    ],
    outputs: &[
        "futureValue",
        "totalContributions",
        "totalInterest",
        "inflationAdjustedValue",
        "effectiveAnnualRate",
        "yearly",
    ],
    compute,
};

/// The table has one row a year: this bounds its size.
pub const MAX_YEARS: f64 = 1000.0;

/// 0 ≤ `years` ≤ MAX_YEARS.
pub fn years_in_range(years: f64, id: &str) -> Result<(), InputError> {
    if years < 0.0 {
        Err(err(id, ErrorKind::BelowMin { min: 0.0 }))
    } else if years > MAX_YEARS {
        Err(err(id, ErrorKind::AboveMax { max: MAX_YEARS }))
    } else {
        Ok(())
    }
}

/// Contribution timing: true at the start of each period.
pub fn timing(inputs: &Inputs, id: &str) -> Result<bool, InputError> {
    match inputs.option(id)? {
        "start" => Ok(true),
        "end" => Ok(false),
        _ => Err(unknown_option(id, &["start", "end"])),
    }
}

/// How interest compounds, from select input `id`.
pub fn compounding_of(inputs: &Inputs, id: &str) -> Result<Compounding, InputError> {
    compounding(inputs.option(id)?).ok_or_else(|| unknown_option(id, COMPOUNDING_OPTIONS))
}

/// The growth per contribution period from a rate (annual %) input and a
/// compounding input.
pub fn growth(
    inputs: &Inputs,
    rate_id: &str,
    compounding_id: &str,
    per_year: f64,
) -> Result<Growth, InputError> {
    let how = compounding_of(inputs, compounding_id)?;
    let rate = inputs.number(rate_id)? / 100.0;
    Growth::new(rate, how, per_year).ok_or_else(|| err(rate_id, ErrorKind::ResultTooLarge))
}

fn compute(inputs: &Inputs) -> Result<Outputs, InputError> {
    let principal = inputs.number("principal")?;
    let time = inputs.number("time")?;
    let contribution = inputs.number("contribution")?;
    let per_year = frequency(inputs, "contributionFrequency", CONTRIBUTION_OPTIONS)?;
    let start = timing(inputs, "contributionTiming")?;
    let inflation = inputs.number("inflationRate")? / 100.0;
    years_in_range(time, "time")?;
    if inflation <= -1.0 {
        return Err(err("inflationRate", ErrorKind::NotAbove { above: -100.0 }));
    }
    let g = growth(inputs, "rate", "compoundingFrequency", per_year)?;
    let series = Series {
        growth: g,
        start_amount: principal,
        contribution,
        start,
        per_year,
    };
    let (future, contributions) = series.totals(time);
    let future = finite(future, "principal")?;
    let real = future / (1.0 + inflation).powf(time);
    // The annual equivalent yield: (1 + j)^p − 1.
    let effective = g.annuity(per_year) * g.rate() * 100.0;
    Ok(Outputs::new()
        .number("futureValue", future)
        .number("totalContributions", contributions)
        .number("totalInterest", future - contributions)
        .number("inflationAdjustedValue", finite(real, "inflationRate")?)
        .number("effectiveAnnualRate", effective)
        .json("yearly", yearly(&series, time, inflation, "principal")?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{close_to, inputs, rows};
    use crate::values::Value;

    struct Case {
        principal: f64,
        rate: f64,
        time: f64,
        contribution: f64,
        compounding: &'static str,
        frequency: &'static str,
        timing: &'static str,
        inflation: f64,
    }

    fn base() -> Case {
        Case {
            principal: 10_000.0,
            rate: 5.0,
            time: 10.0,
            contribution: 100.0,
            compounding: "monthly",
            frequency: "monthly",
            timing: "end",
            inflation: 3.0,
        }
    }

    fn run(c: &Case) -> Result<Outputs, InputError> {
        compute(&inputs([
            ("principal", Value::Number(c.principal)),
            ("rate", Value::Number(c.rate)),
            ("time", Value::Number(c.time)),
            ("contribution", Value::Number(c.contribution)),
            ("compoundingFrequency", Value::Option(c.compounding.into())),
            ("contributionFrequency", Value::Option(c.frequency.into())),
            ("contributionTiming", Value::Option(c.timing.into())),
            ("inflationRate", Value::Number(c.inflation)),
        ]))
    }

    #[test]
    fn monthly_contributions_match_numpy_financial_fv() {
        // -npf.fv(0.05/12, 120, 100, 10000); mpmath at 50 digits:
        // 31 998.322 921 469 623 162…; / 1.03^10 = 23 809.757 372 765 946 27…
        let out = run(&base()).unwrap();
        close_to(&out, "futureValue", 31_998.322_921_469_622, 1e-13);
        close_to(&out, "totalContributions", 22_000.0, 1e-15);
        close_to(
            &out,
            "inflationAdjustedValue",
            23_809.757_372_765_947,
            1e-13,
        );
        let table = rows(&out, "yearly");
        assert_eq!(table.len(), 10);
        let last = &table[9];
        assert_eq!(last["balance"].as_f64(), out.number_of("futureValue"));
        // The growth chart's three layers: 10 000 of principal, 100 × 120
        // months contributed, and the interest, adding up to the balance.
        for row in table {
            let n = |k: &str| row[k].as_f64().unwrap();
            assert_eq!(n("principal"), 10_000.0);
            assert_eq!(n("contributionsToDate"), 1200.0 * n("year"));
            let sum = n("principal") + n("contributionsToDate") + n("totalInterest");
            assert!((sum - n("balance")).abs() < 1e-9, "{row}");
        }
        assert_eq!(last["contributionsToDate"].as_f64(), Some(12_000.0));
    }

    #[test]
    fn start_timing_and_mixed_frequencies() {
        // Quarterly compounding, monthly contributions at the start:
        // j = 1.0125^(1/3) − 1; mpmath at 50 digits: 32 011.607 976 749 010 045…
        let out = run(&Case {
            compounding: "quarterly",
            timing: "start",
            ..base()
        })
        .unwrap();
        close_to(&out, "futureValue", 32_011.607_976_749_01, 1e-13);
        // Annual compounding, weekly contributions: j = 1.05^(1/52) − 1,
        // 520 weeks: 33 037.804 163 612 209 346…
        let out = run(&Case {
            compounding: "annually",
            frequency: "weekly",
            contribution: 25.0,
            ..base()
        })
        .unwrap();
        close_to(&out, "futureValue", 33_037.804_163_612_21, 1e-13);
    }

    #[test]
    fn continuous_compounding() {
        // 10000·e^0.5 + 1000·(e^0.5 − 1)/(e^0.05 − 1), annual contributions;
        // mpmath: 29 139.980 378 329 847 055…
        let out = run(&Case {
            compounding: "continuously",
            frequency: "annually",
            contribution: 1000.0,
            ..base()
        })
        .unwrap();
        close_to(&out, "futureValue", 29_139.980_378_329_85, 1e-13);
        close_to(&out, "effectiveAnnualRate", 5.127_109_637_602_404, 1e-13);
    }

    #[test]
    fn zero_rate_is_the_plain_sum() {
        let out = run(&Case {
            rate: 0.0,
            ..base()
        })
        .unwrap();
        assert_eq!(out.number_of("futureValue"), Some(22_000.0));
        assert_eq!(out.number_of("totalInterest"), Some(0.0));
    }

    #[test]
    fn daily_compounding_without_contributions() {
        // 10000·(1 + 0.05/365)^3650, mpmath: 16 486.648 137 654 718 302…
        let out = run(&Case {
            compounding: "daily",
            contribution: 0.0,
            ..base()
        })
        .unwrap();
        close_to(&out, "futureValue", 16_486.648_137_654_716, 1e-13);
    }

    #[test]
    fn fractional_time() {
        // 2.5 years, annual compounding, no contributions: 10000·1.05^2.5
        // (mpmath: 11 297.263 219 470 457 218…).
        let out = run(&Case {
            time: 2.5,
            contribution: 0.0,
            compounding: "annually",
            ..base()
        })
        .unwrap();
        close_to(&out, "futureValue", 11_297.263_219_470_457, 1e-13);
        let table = rows(&out, "yearly");
        assert_eq!(table.len(), 3);
        assert_eq!(table[2]["year"], 2.5);
    }

    #[test]
    fn huge_inputs_are_errors() {
        let e = run(&Case {
            principal: 1e300,
            rate: 1000.0,
            time: 1000.0,
            ..base()
        })
        .unwrap_err();
        assert_eq!(e.input, "principal");
        assert!(run(&Case {
            time: 1001.0,
            ..base()
        })
        .is_err());
    }
}
