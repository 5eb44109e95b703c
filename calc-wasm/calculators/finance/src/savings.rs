//! Savings: the balance of a deposit plus regular deposits after some
//! years, and the time to reach a goal.
//!
//! Balance as in `compound-interest` (see `growth`). Time to goal: the
//! number of deposit periods n with balance(n) = goal, in closed form
//! (numpy-financial `nper`):
//!   (1 + j)^n = (goal·j + w·D) / (initial·j + w·D),  w = 1 + j at the start, 1 at the end
//! and n = (goal − initial)/D without interest. `timeToGoal` is n / deposits
//! a year (years, fractional); `periodsToGoal` is ⌈n⌉, the deposits after
//! which the balance first meets the goal. A goal that is never reached
//! (no deposits and no interest, or nothing to grow) gives
//! `goalStatus: unreachable` and null times; a goal already met gives
//! `reached` and 0.

use super::common::{finite, frequency, maybe};
use super::compound_interest::{growth, timing, years_in_range};
use super::growth::{yearly, Series, CONTRIBUTION_OPTIONS};
use calc_core::error::InputError;
use calc_core::registry::Function;

calc_core::calculator! {
    pub mod savings = "savings" (compute) {
        inputs {
            initialDeposit: Number,
            periodicDeposit: Number,
            depositFrequency: Choice,
            depositTiming: Choice,
            interestRate: Number,
            compoundingFrequency: Choice,
            years: Number,
            goal: Number,
        }
        outputs {
            balance: Number,
            totalDeposits: Number,
            totalInterest: Number,
            goalStatus: Text,
            timeToGoal: Json,
            periodsToGoal: Json,
            yearly: Json,
        }
    }
}
pub const FUNCTION: Function = savings::FUNCTION;
use savings::{input as i, output as o, In, Out};

fn compute(inputs: In) -> Result<Out, InputError> {
    let initial = inputs.number(i::initialDeposit)?;
    let deposit = inputs.number(i::periodicDeposit)?;
    let per_year = frequency(inputs, i::depositFrequency, CONTRIBUTION_OPTIONS)?;
    let start = timing(inputs, i::depositTiming)?;
    let years = inputs.number(i::years)?;
    let goal = inputs.number(i::goal)?;
    years_in_range(years, i::years.id())?;
    // This calculator's own inputs: like-shaped reads elsewhere read other ids.
    let g = growth(inputs, i::interestRate, i::compoundingFrequency, per_year)?;
    let series = Series {
        growth: g,
        start_amount: initial,
        contribution: deposit,
        start,
        per_year,
    };
    let (balance, deposits) = series.totals(years);
    let balance = finite(balance, i::initialDeposit.id())?;

    let n = g.periods_to(initial, deposit, start, goal);
    let status = match n {
        Some(n) if n <= 0.0 => "reached",
        Some(_) => "reachable",
        None => "unreachable",
    };
    // ⌈n⌉ with a little slack for n that is whole up to rounding noise.
    let whole = n.map(|n| (n - 1e-9 * n.max(1.0)).ceil().max(0.0));
    Ok(Out::new()
        .number(o::balance, balance)
        .number(o::totalDeposits, deposits)
        .number(o::totalInterest, balance - deposits)
        .text(o::goalStatus, status)
        .json(o::timeToGoal, maybe(n.map(|n| n / per_year)))
        .json(o::periodsToGoal, maybe(whole))
        .json(
            o::yearly,
            yearly(&series, years, 0.0, i::initialDeposit.id())?,
        ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{close, close_to, inputs, json};
    use calc_core::outputs::Outputs;
    use calc_core::values::Value;

    struct Case {
        initial: f64,
        deposit: f64,
        frequency: &'static str,
        timing: &'static str,
        rate: f64,
        compounding: &'static str,
        years: f64,
        goal: f64,
    }

    fn base() -> Case {
        Case {
            initial: 1000.0,
            deposit: 200.0,
            frequency: "monthly",
            timing: "end",
            rate: 4.0,
            compounding: "monthly",
            years: 5.0,
            goal: 20_000.0,
        }
    }

    fn run(c: &Case) -> Outputs {
        (FUNCTION.compute)(&inputs([
            ("initialDeposit", Value::Number(c.initial)),
            ("periodicDeposit", Value::Number(c.deposit)),
            ("depositFrequency", Value::Option(c.frequency.into())),
            ("depositTiming", Value::Option(c.timing.into())),
            ("interestRate", Value::Number(c.rate)),
            ("compoundingFrequency", Value::Option(c.compounding.into())),
            ("years", Value::Number(c.years)),
            ("goal", Value::Number(c.goal)),
        ]))
        .unwrap()
    }

    #[test]
    fn balance_matches_numpy_financial_fv() {
        // -npf.fv(0.04/12, 60, 200, 1000), mpmath at 50 digits:
        // 14 480.792 230 469 070 241…
        let out = run(&base());
        close_to(&out, "balance", 14_480.792_230_469_07, 1e-13);
        assert_eq!(out.number_of("totalDeposits"), Some(13_000.0));
    }

    #[test]
    fn time_to_goal_matches_numpy_financial_nper() {
        // npf.nper(0.04/12, -200, -1000, 20000), mpmath:
        // ln((20000·i + 200)/(1000·i + 200))/ln(1 + i) = 81.481 332 340 476 666 86…
        let out = run(&base());
        assert_eq!(
            out.get("goalStatus"),
            Some(&calc_core::OutValue::Text("reachable".into()))
        );
        close(
            json(&out, "timeToGoal").as_f64().unwrap(),
            81.481_332_340_476_67 / 12.0,
            1e-13,
        );
        assert_eq!(json(&out, "periodsToGoal"), 82.0);
        // Deposits at the start: npf.nper(..., when='begin') = 81.248 010 789 309 389 9…
        let out = run(&Case {
            timing: "start",
            ..base()
        });
        close(
            json(&out, "timeToGoal").as_f64().unwrap(),
            81.248_010_789_309_39 / 12.0,
            1e-13,
        );
    }

    #[test]
    fn no_deposits_uses_logarithms() {
        // 1000 → 2000 at 4 % annually: ln 2 / ln 1.04 = 17.672 987 685 129 7… years.
        let out = run(&Case {
            deposit: 0.0,
            frequency: "annually",
            compounding: "annually",
            goal: 2000.0,
            ..base()
        });
        close(
            json(&out, "timeToGoal").as_f64().unwrap(),
            17.672_987_685_129_7,
            1e-13,
        );
        assert_eq!(json(&out, "periodsToGoal"), 18.0);
    }

    #[test]
    fn unreachable_and_already_reached_goals() {
        let out = run(&Case {
            deposit: 0.0,
            rate: 0.0,
            ..base()
        });
        assert_eq!(
            out.get("goalStatus"),
            Some(&calc_core::OutValue::Text("unreachable".into()))
        );
        assert_eq!(json(&out, "timeToGoal"), serde_json::Value::Null);
        assert_eq!(json(&out, "periodsToGoal"), serde_json::Value::Null);
        let out = run(&Case {
            goal: 500.0,
            ..base()
        });
        assert_eq!(
            out.get("goalStatus"),
            Some(&calc_core::OutValue::Text("reached".into()))
        );
        assert_eq!(json(&out, "timeToGoal"), 0.0);
        // Zero interest: (20000 − 1000)/200 = 95 deposits exactly.
        let out = run(&Case {
            rate: 0.0,
            ..base()
        });
        assert_eq!(json(&out, "periodsToGoal"), 95.0);
    }
}
