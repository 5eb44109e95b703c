//! Investment: starting amount, regular contributions, a return rate and
//! years give the end amount. Working backward from a target (the
//! contribution, the return or the years it takes) is the page's generic
//! "solve for a field" (calc-wasm/core/src/solve.rs), which does the same
//! for every calculator; calc-wasm/catalogue/tests/solve.rs checks it here against
//! numpy-financial's pmt, nper and rate.
//!
//! Growth as in `compound-interest` (see `growth`): j per contribution
//! period from the annual return r and its compounding, T = p·years,
//!   end = start·(1 + j)^T + C·w·((1 + j)^T − 1)/j.

use super::common::{err, finite, frequency};
use super::compound_interest::{compounding_of, timing, years_in_range};
use super::growth::{yearly, Growth, Series, CONTRIBUTION_OPTIONS};
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;

calc_core::calculator! {
    pub mod investment = "investment" (compute) {
        inputs {
            startingAmount: Number,
            contribution: Number,
            contributionFrequency: Choice,
            contributionTiming: Choice,
            returnRate: Number,
            compoundingFrequency: Choice,
            years: Number,
        }
        outputs {
            endAmount: Number,
            totalContributions: Number,
            totalInterest: Number,
            yearly: Json,
        }
    }
}
pub const FUNCTION: Function = investment::FUNCTION;
use investment::{input as i, output as o, In, Out};

fn compute(inputs: In) -> Result<Out, InputError> {
    let start_amount = inputs.number(i::startingAmount)?;
    let per_year = frequency(inputs, i::contributionFrequency, CONTRIBUTION_OPTIONS)?;
    let start = timing(inputs, i::contributionTiming)?;
    let how = compounding_of(inputs, i::compoundingFrequency)?;
    let contribution = inputs.number(i::contribution)?;
    let rate = inputs.number(i::returnRate)? / 100.0;
    let years = inputs.number(i::years)?;
    years_in_range(years, i::years.id())?;
    let series = Series {
        growth: Growth::new(rate, how, per_year)
            .ok_or_else(|| err(i::returnRate.id(), ErrorKind::ResultTooLarge))?,
        start_amount,
        contribution,
        start,
        per_year,
    };
    let (end, contributions) = series.totals(years);
    let end = finite(end, i::startingAmount.id())?;
    Ok(Out::new()
        .number(o::endAmount, end)
        .number(o::totalContributions, contributions)
        .number(o::totalInterest, end - contributions)
        .json(
            o::yearly,
            yearly(&series, years, 0.0, i::startingAmount.id())?,
        ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{close_to, inputs};
    use calc_core::outputs::Outputs;
    use calc_core::values::Value;

    fn run(
        contribution: f64,
        frequency: &str,
        timing: &str,
        rate: f64,
        years: f64,
    ) -> Result<Outputs, InputError> {
        (FUNCTION.compute)(&inputs([
            ("startingAmount", Value::Number(20_000.0)),
            ("contribution", Value::Number(contribution)),
            ("contributionFrequency", Value::Option(frequency.into())),
            ("contributionTiming", Value::Option(timing.into())),
            ("returnRate", Value::Number(rate)),
            ("compoundingFrequency", Value::Option(frequency.into())),
            ("years", Value::Number(years)),
        ]))
    }

    #[test]
    fn end_amount_matches_numpy_financial_fv() {
        // -npf.fv(0.06, 10, 1000, 20000), mpmath at 50 digits:
        // 48 997.748 873 237 966 131…
        let out = run(1000.0, "annually", "end", 6.0, 10.0).unwrap();
        close_to(&out, "endAmount", 48_997.748_873_237_964, 1e-13);
        close_to(&out, "totalContributions", 30_000.0, 1e-15);
        // Monthly at the start: -npf.fv(0.005, 120, 386.2328512768116636,
        // 20000, when='begin') = 100 000 (the pmt that reaches it).
        let out = run(386.232_851_276_811_7, "monthly", "start", 6.0, 10.0).unwrap();
        close_to(&out, "endAmount", 100_000.0, 1e-13);
    }

    #[test]
    fn a_negative_return_shrinks_the_balance() {
        // 20 000 losing 10 % a year with nothing added: 20 000 · 0.9^10
        // = 6 973.568 802 (exact decimal).
        let out = run(0.0, "annually", "end", -10.0, 10.0).unwrap();
        close_to(&out, "endAmount", 6_973.568_802, 1e-13);
        close_to(&out, "totalInterest", 6_973.568_802 - 20_000.0, 1e-13);
    }
}
