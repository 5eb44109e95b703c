//! Investment: starting amount, regular contributions, a return rate and
//! years give the end amount; or, from a target end amount, solve for the
//! contribution, the return rate or the years.
//!
//! Growth as in `compound-interest` (see `growth`): j per contribution
//! period from the annual return r and its compounding, T = p·years,
//!   end = start·(1 + j)^T + C·w·((1 + j)^T − 1)/j.
//! - contribution: C = (target − start·(1 + j)^T) / (w·((1 + j)^T − 1)/j)
//!   (numpy-financial pmt); negative when the starting amount alone grows
//!   past the target (the withdrawal it could sustain);
//! - years: T from the closed form of `growth::periods_to` (nper), years = T/p;
//! - return: no closed form; the end amount grows with r, so bisection on
//!   r in [−99 %, 1000 %] (numpy-financial rate), bounded and always
//!   terminating; an error when no rate in that range reaches the target.

use super::common::{bisect, err, finite, frequency, unknown_option};
use super::compound_interest::{compounding_of, timing, years_in_range, MAX_YEARS};
use super::growth::{yearly, Growth, Series, CONTRIBUTION_OPTIONS};
use crate::error::{ErrorKind, InputError};
use crate::inputs::Inputs;
use crate::outputs::Outputs;
use crate::registry::Function;

pub const FUNCTION: Function = Function {
    id: "investment",
    inputs: &[
        "solveFor",
        "startingAmount",
        "contribution",
        "contributionFrequency",
        "contributionTiming",
        "returnRate",
        "compoundingFrequency",
        "years",
        "targetAmount",
    ],
    outputs: &[
        "endAmount",
        "contribution",
        "returnRate",
        "years",
        "totalContributions",
        "totalInterest",
        "yearly",
    ],
    compute,
};

const SOLVE: &[&str] = &["endAmount", "contribution", "returnRate", "years"];
const MIN_RATE: f64 = -0.99;
const MAX_RATE: f64 = 10.0;

fn compute(inputs: &Inputs) -> Result<Outputs, InputError> {
    let solve = inputs.option("solveFor")?;
    if !SOLVE.contains(&solve) {
        return Err(unknown_option("solveFor", SOLVE));
    }
    let start_amount = inputs.number("startingAmount")?;
    let per_year = frequency(inputs, "contributionFrequency", CONTRIBUTION_OPTIONS)?;
    let start = timing(inputs, "contributionTiming")?;
    let how = compounding_of(inputs, "compoundingFrequency")?;
    let growth_at = |rate: f64| Growth::new(rate, how, per_year);

    let mut contribution = if solve == "contribution" {
        0.0
    } else {
        inputs.number("contribution")?
    };
    let mut rate = if solve == "returnRate" {
        0.0
    } else {
        inputs.number("returnRate")? / 100.0
    };
    let mut years = if solve == "years" {
        0.0
    } else {
        inputs.number("years")?
    };
    years_in_range(years, "years")?;
    let target = if solve == "endAmount" {
        0.0
    } else {
        inputs.number("targetAmount")?
    };

    match solve {
        "contribution" => {
            let g = growth_at(rate).ok_or_else(|| err("returnRate", ErrorKind::ResultTooLarge))?;
            let t = per_year * years;
            if t == 0.0 {
                return Err(err("years", ErrorKind::NotAbove { above: 0.0 }));
            }
            contribution = (target - start_amount * g.factor(t)) / (g.timing(start) * g.annuity(t));
        }
        "years" => {
            let g = growth_at(rate).ok_or_else(|| err("returnRate", ErrorKind::ResultTooLarge))?;
            let Some(n) = g.periods_to(start_amount, contribution, start, target) else {
                return Err(unreachable(&g, contribution, start));
            };
            years = n / per_year;
            if years > MAX_YEARS {
                return Err(err("targetAmount", ErrorKind::ResultTooLarge));
            }
        }
        "returnRate" => {
            rate = solve_rate(
                &growth_at,
                start_amount,
                contribution,
                start,
                per_year * years,
                target,
            )?
        }
        _ => {}
    }
    let series = Series {
        growth: growth_at(rate).ok_or_else(|| err("returnRate", ErrorKind::ResultTooLarge))?,
        start_amount,
        contribution,
        start,
        per_year,
    };
    let (end, contributions) = series.totals(years);
    let end = finite(end, "startingAmount")?;
    let blame = if solve == "contribution" {
        "targetAmount"
    } else {
        "startingAmount"
    };
    Ok(Outputs::new()
        .number("endAmount", end)
        .number("contribution", finite(contribution, "targetAmount")?)
        .number("returnRate", rate * 100.0)
        .number("years", years)
        .number("totalContributions", contributions)
        .number("totalInterest", end - contributions)
        .json("yearly", yearly(&series, years, 0.0, blame)?))
}

/// Why the target is never reached: nothing is added and nothing grows,
/// or a negative return drains the contributions faster than they come.
fn unreachable(g: &Growth, contribution: f64, start: bool) -> InputError {
    if contribution <= 0.0 {
        return err("contribution", ErrorKind::NotAbove { above: 0.0 });
    }
    if g.rate() < 0.0 {
        // The balance tends to C·w/(−j) and never passes it.
        return err(
            "targetAmount",
            ErrorKind::NotBelow {
                below: contribution * g.timing(start) / -g.rate(),
            },
        );
    }
    err("targetAmount", ErrorKind::ResultTooLarge)
}

fn solve_rate(
    growth_at: &dyn Fn(f64) -> Option<Growth>,
    start_amount: f64,
    contribution: f64,
    start: bool,
    t: f64,
    target: f64,
) -> Result<f64, InputError> {
    if t == 0.0 {
        return Err(err("years", ErrorKind::NotAbove { above: 0.0 }));
    }
    if start_amount < 0.0 || contribution < 0.0 || start_amount + contribution <= 0.0 {
        return Err(err("startingAmount", ErrorKind::NotAbove { above: 0.0 }));
    }
    let end = |r: f64| {
        growth_at(r).map_or(f64::NAN, |g| {
            g.future_value(start_amount, contribution, t, start)
        })
    };
    // r/m must stay above −1: −99 % a year is safe for every m ≥ 1.
    let lo = MIN_RATE;
    let (at_lo, at_hi) = (end(lo), end(MAX_RATE));
    if target < at_lo {
        return Err(err("targetAmount", ErrorKind::BelowMin { min: at_lo }));
    }
    if target > at_hi || at_hi.is_nan() {
        return Err(err("targetAmount", ErrorKind::ResultTooLarge));
    }
    let zero = end(0.0);
    if target == zero {
        return Ok(0.0);
    }
    let (a, b) = if target < zero {
        (lo, 0.0)
    } else {
        (0.0, MAX_RATE)
    };
    Ok(bisect(a, b, |r| end(r) - target))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{close_to, inputs};
    use crate::values::Value;

    struct Case {
        solve: &'static str,
        start_amount: f64,
        contribution: f64,
        frequency: &'static str,
        timing: &'static str,
        rate: f64,
        compounding: &'static str,
        years: f64,
        target: f64,
    }

    /// The default plan, solving for `what`.
    fn solve(what: &'static str) -> Result<Outputs, InputError> {
        run(&Case {
            solve: what,
            ..base()
        })
    }

    /// The default plan, solving for `what` to reach `target`.
    fn solve_to(what: &'static str, target: f64) -> Result<Outputs, InputError> {
        run(&Case {
            solve: what,
            target,
            ..base()
        })
    }

    fn base() -> Case {
        Case {
            solve: "endAmount",
            start_amount: 20_000.0,
            contribution: 1000.0,
            frequency: "annually",
            timing: "end",
            rate: 6.0,
            compounding: "annually",
            years: 10.0,
            target: 100_000.0,
        }
    }

    fn run(c: &Case) -> Result<Outputs, InputError> {
        compute(&inputs([
            ("solveFor", Value::Option(c.solve.into())),
            ("startingAmount", Value::Number(c.start_amount)),
            ("contribution", Value::Number(c.contribution)),
            ("contributionFrequency", Value::Option(c.frequency.into())),
            ("contributionTiming", Value::Option(c.timing.into())),
            ("returnRate", Value::Number(c.rate)),
            ("compoundingFrequency", Value::Option(c.compounding.into())),
            ("years", Value::Number(c.years)),
            ("targetAmount", Value::Number(c.target)),
        ]))
    }

    #[test]
    fn end_amount_matches_numpy_financial_fv() {
        // -npf.fv(0.06, 10, 1000, 20000), mpmath at 50 digits:
        // 48 997.748 873 237 966 131…
        let out = run(&base()).unwrap();
        close_to(&out, "endAmount", 48_997.748_873_237_964, 1e-13);
        close_to(&out, "totalContributions", 30_000.0, 1e-15);
    }

    #[test]
    fn contribution_matches_numpy_financial_pmt() {
        // -npf.pmt(0.06, 10, -20000, 100000), mpmath: 4 869.436 657 630 705 582…
        let out = solve("contribution").unwrap();
        close_to(&out, "contribution", 4_869.436_657_630_706, 1e-13);
        close_to(&out, "endAmount", 100_000.0, 1e-13);
        // Monthly at the start: -npf.pmt(0.005, 120, -20000, 100000,
        // when='begin') = 386.232 851 276 811 663 6…
        let out = run(&Case {
            solve: "contribution",
            frequency: "monthly",
            compounding: "monthly",
            timing: "start",
            ..base()
        })
        .unwrap();
        close_to(&out, "contribution", 386.232_851_276_811_7, 1e-13);
    }

    #[test]
    fn years_match_numpy_financial_nper() {
        // npf.nper(0.06, -1000, -20000, 100000), mpmath: 19.863 986 231 360 128 4…
        let out = solve("years").unwrap();
        close_to(&out, "years", 19.863_986_231_360_126, 1e-13);
        close_to(&out, "endAmount", 100_000.0, 1e-12);
    }

    #[test]
    fn return_matches_numpy_financial_rate() {
        // npf.rate(10, -1000, -20000, 100000), mpmath findroot at 50 digits:
        // 14.847 794 037 661 490 4… %
        let out = solve("returnRate").unwrap();
        close_to(&out, "returnRate", 14.847_794_037_661_49, 1e-11);
        close_to(&out, "endAmount", 100_000.0, 1e-12);
        // A loss: 20 000 + 10 × 1000 ending at 25 000.
        let out = solve_to("returnRate", 25_000.0).unwrap();
        assert!(out.number_of("returnRate").unwrap() < 0.0);
        close_to(&out, "endAmount", 25_000.0, 1e-12);
        // Exactly the contributions: 0 %.
        let out = solve_to("returnRate", 30_000.0).unwrap();
        assert_eq!(out.number_of("returnRate"), Some(0.0));
    }

    #[test]
    fn unreachable_targets_are_errors() {
        let e = run(&Case {
            solve: "years",
            contribution: 0.0,
            rate: 0.0,
            ..base()
        })
        .unwrap_err();
        assert_eq!(
            e,
            InputError::new("contribution", ErrorKind::NotAbove { above: 0.0 })
        );
        let e = solve_to("returnRate", 1e300).unwrap_err();
        assert_eq!(
            e,
            InputError::new("targetAmount", ErrorKind::ResultTooLarge)
        );
        let e = run(&Case {
            solve: "years",
            rate: -10.0,
            ..base()
        })
        .unwrap_err();
        assert_eq!(e.input, "targetAmount");
        let ErrorKind::NotBelow { below } = e.kind else {
            panic!("{e:?}")
        };
        assert!((below - 10_000.0).abs() < 1e-9, "{below}");
    }

    #[test]
    fn contribution_is_negative_when_the_start_alone_suffices() {
        let out = solve_to("contribution", 20_000.0).unwrap();
        assert!(out.number_of("contribution").unwrap() < 0.0);
        close_to(&out, "endAmount", 20_000.0, 1e-12);
    }
}
