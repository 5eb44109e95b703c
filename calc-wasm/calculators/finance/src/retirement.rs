//! Retirement: savings grow with contributions and an employer match until
//! retirement, then pay an inflation-indexed income. How big the balance
//! gets, how long it lasts, and the shortfall or surplus against the income
//! wanted until the planning age.
//!
//! The model, in whole years (ages are whole numbers):
//! - working year k = 1 … Y (Y = retirementAge − currentAge): salary
//!   S_k = annualIncome·(1 + incomeGrowth)^(k−1); you contribute
//!   S_k·contributionPercent and the employer adds
//!   S_k·employerMatch·min(contributionPercent, employerMatchLimit)
//!   (a match of employerMatch % of your contributions, on contributions up
//!   to employerMatchLimit % of salary), both at the end of the year;
//!   the balance grows by preRetirementReturn each year:
//!   B_k = B_{k−1}·(1 + r) + contributions_k;
//! - retirement year j = 1, 2, …: at its start you withdraw
//!   W_j = max(0, incomeNeeded − otherIncome)·(1 + inflation)^(Y + j − 1)
//!   (both inputs in today's money), the rest grows by postRetirementReturn;
//!   when the balance is less than W_j, it lasts that fraction of the
//!   year (`moneyLastsToAge` = retirementAge + j − 1 + B/W_j);
//! - neededAtRetirement = Σ_{j=1…R} W_j/(1 + r_post)^(j−1), R = planToAge −
//!   retirementAge: the balance that pays every withdrawal to planToAge;
//!   surplus = balanceAtRetirement − neededAtRetirement (negative: a
//!   shortfall), and `extraSavingsNeeded` is the level end-of-year amount
//!   that would close a shortfall by retirement:
//!   −surplus·r/((1 + r)^Y − 1) (−surplus/Y when r = 0).
//!
//! Money never running out within MAX_AGE gives null depletion outputs.

use super::common::{err, finite, maybe, more_than, Row, Sum, Table};
use calc_core::declare::{Input, Number};
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;

calc_core::calculator! {
    pub mod retirement = "retirement" (compute) {
        inputs {
            currentAge: Number,
            retirementAge: Number,
            planToAge: Number,
            currentSavings: Number,
            annualIncome: Number,
            incomeGrowth: Number,
            contributionPercent: Number,
            employerMatch: Number,
            employerMatchLimit: Number,
            preRetirementReturn: Number,
            postRetirementReturn: Number,
            inflationRate: Number,
            incomeNeeded: Number,
            otherIncome: Number,
        }
        // This calculator's own ids: the like-shaped lists of other calculators
        // declare other outputs (so they stay apart).
        outputs {
            balanceAtRetirement: Number,
            balanceAtRetirementToday: Number,
            totalContributions: Number,
            totalEmployerContributions: Number,
            firstYearWithdrawal: Number,
            neededAtRetirement: Number,
            surplus: Number,
            extraSavingsNeeded: Json,
            moneyLastsToAge: Json,
            yearsMoneyLasts: Json,
            yearly: Json,
        }
    }
}
pub const FUNCTION: Function = retirement::FUNCTION;
use retirement::{input as i, output as o, In, Out};

/// Depletion is searched up to this age.
pub const MAX_AGE: f64 = 150.0;

fn whole(inputs: In, id: Input<retirement::Calc, Number>) -> Result<f64, InputError> {
    let v = inputs.number(id)?;
    if v.fract() != 0.0 {
        return Err(err(id.id(), ErrorKind::NotAnInteger));
    }
    if !(0.0..=MAX_AGE).contains(&v) {
        return Err(err(id.id(), ErrorKind::AboveMax { max: MAX_AGE }));
    }
    Ok(v)
}

fn percent(inputs: In, id: Input<retirement::Calc, Number>) -> Result<f64, InputError> {
    let v = inputs.number(id)? / 100.0;
    if v <= -1.0 {
        return Err(err(id.id(), ErrorKind::NotAbove { above: -100.0 }));
    }
    Ok(v)
}

fn compute(inputs: In) -> Result<Out, InputError> {
    let age = whole(inputs, i::currentAge)?;
    let retire = whole(inputs, i::retirementAge)?;
    let plan_to = whole(inputs, i::planToAge)?;
    if age > retire {
        return Err(more_than(i::currentAge.id(), i::retirementAge.id()));
    }
    if retire > plan_to {
        return Err(more_than(i::retirementAge.id(), i::planToAge.id()));
    }
    let savings = inputs.number(i::currentSavings)?;
    let income = inputs.number(i::annualIncome)?;
    let raise = percent(inputs, i::incomeGrowth)?;
    let yours = inputs.number(i::contributionPercent)? / 100.0;
    let match_rate = inputs.number(i::employerMatch)? / 100.0;
    let match_limit = inputs.number(i::employerMatchLimit)? / 100.0;
    let r_pre = percent(inputs, i::preRetirementReturn)?;
    let r_post = percent(inputs, i::postRetirementReturn)?;
    let inflation = percent(inputs, i::inflationRate)?;
    let need_today = (inputs.number(i::incomeNeeded)? - inputs.number(i::otherIncome)?).max(0.0);

    let working = (retire - age) as u32;
    let mut table = Table::new();
    let mut balance = savings;
    let (mut yours_total, mut employer_total) = (Sum::default(), Sum::default());
    for k in 1..=working {
        let salary = income * (1.0 + raise).powi(k as i32 - 1);
        let own = salary * yours;
        let employer = salary * match_rate * yours.min(match_limit);
        let interest = balance * r_pre;
        balance += interest + own + employer;
        yours_total.add(own);
        employer_total.add(employer);
        table.push(
            Row::new()
                .whole_or_num("age", age + f64::from(k))
                .num("contribution", own)
                .num("employerContribution", employer)
                .num("withdrawal", 0.0)
                .num("interest", interest)
                .num("balance", balance)
                .num("realBalance", balance / (1.0 + inflation).powi(k as i32)),
        );
    }
    let at_retirement = finite(balance, i::currentSavings.id())?;
    let deflator_at_retirement = (1.0 + inflation).powi(working as i32);
    let withdrawal = |j: u32| need_today * (1.0 + inflation).powi((working + j) as i32 - 1);

    // What the income to planToAge is worth at retirement.
    let retired_years = (plan_to - retire) as u32;
    let mut needed = Sum::default();
    for j in 1..=retired_years {
        needed.add(withdrawal(j) / (1.0 + r_post).powi(j as i32 - 1));
    }
    let needed = finite(needed.value(), i::incomeNeeded.id())?;

    // Retirement years until the money runs out (or MAX_AGE).
    let mut lasts_to = None;
    let max_years = (MAX_AGE - retire) as u32;
    for j in 1..=max_years {
        let w = withdrawal(j);
        let start_age = retire + f64::from(j - 1);
        let (taken, interest) = if balance >= w {
            balance -= w;
            let interest = balance * r_post;
            balance += interest;
            (w, interest)
        } else {
            lasts_to = Some(start_age + balance / w);
            (balance, 0.0)
        };
        if start_age < plan_to {
            let depleted = lasts_to.is_some();
            let end_balance = if depleted { 0.0 } else { balance };
            table.push(
                Row::new()
                    .whole_or_num("age", start_age + 1.0)
                    .num("contribution", 0.0)
                    .num("employerContribution", 0.0)
                    .num("withdrawal", taken)
                    .num("interest", interest)
                    .num("balance", end_balance)
                    .num(
                        "realBalance",
                        end_balance / (1.0 + inflation).powi((working + j) as i32),
                    ),
            );
        }
        if lasts_to.is_some() || !balance.is_finite() {
            break;
        }
    }

    let surplus = at_retirement - needed;
    let extra_needed = if surplus >= 0.0 {
        Some(0.0)
    } else if working == 0 {
        None
    } else if r_pre == 0.0 {
        Some(-surplus / f64::from(working))
    } else {
        Some(-surplus * r_pre / ((1.0 + r_pre).powi(working as i32) - 1.0))
    };
    Ok(Out::new()
        .number(o::balanceAtRetirement, at_retirement)
        .number(
            o::balanceAtRetirementToday,
            at_retirement / deflator_at_retirement,
        )
        .number(o::totalContributions, yours_total.value())
        .number(o::totalEmployerContributions, employer_total.value())
        .number(o::firstYearWithdrawal, withdrawal(1))
        .number(o::neededAtRetirement, needed)
        .number(o::surplus, surplus)
        .json(o::extraSavingsNeeded, maybe(extra_needed))
        .json(o::moneyLastsToAge, maybe(lasts_to))
        .json(o::yearsMoneyLasts, maybe(lasts_to.map(|a| a - retire)))
        .json(o::yearly, table.finish(i::currentSavings.id())?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{close, close_to, json, overridden, value_map};
    use calc_core::inputs::Inputs;
    use calc_core::values::Value;

    fn inputs(pairs: &[(&str, f64)]) -> Inputs {
        let values = value_map([
            ("currentAge", Value::Number(35.0)),
            ("retirementAge", Value::Number(65.0)),
            ("planToAge", Value::Number(90.0)),
            ("currentSavings", Value::Number(50_000.0)),
            ("annualIncome", Value::Number(80_000.0)),
            ("incomeGrowth", Value::Number(2.0)),
            ("contributionPercent", Value::Number(10.0)),
            ("employerMatch", Value::Number(50.0)),
            ("employerMatchLimit", Value::Number(6.0)),
            ("preRetirementReturn", Value::Number(6.0)),
            ("postRetirementReturn", Value::Number(5.0)),
            ("inflationRate", Value::Number(3.0)),
            ("incomeNeeded", Value::Number(60_000.0)),
            ("otherIncome", Value::Number(20_000.0)),
        ]);
        overridden(values, pairs)
    }

    #[test]
    fn default_plan_matches_the_closed_forms() {
        // mpmath at 50 digits:
        //   B_Y = 50000·1.06^30 + Σ_k 80000·1.02^(k−1)·(0.10 + 0.5·0.06)·1.06^(30−k)
        //   needed = Σ_{j=1..25} 40000·1.03^(29+j)/1.05^(j−1)
        //   → 1 309 528.251 736 235 559 7…, yours 324 544.633 641 341 502…,
        //   employer 97 363.390 092 402 450 6…; needed 1 945 628.802 377 613 248 7…;
        //   simulated withdrawals run out at age 80.442 586 405 017 894 8…
        let out = (FUNCTION.compute)(&inputs(&[])).unwrap();
        close_to(&out, "balanceAtRetirement", 1_309_528.251_736_235_6, 1e-12);
        close_to(&out, "totalContributions", 324_544.633_641_341_5, 1e-12);
        close_to(
            &out,
            "totalEmployerContributions",
            97_363.390_092_402_45,
            1e-12,
        );
        close_to(
            &out,
            "firstYearWithdrawal",
            40_000.0 * 1.03f64.powi(30),
            1e-13,
        );
        close_to(&out, "neededAtRetirement", 1_945_628.802_377_613_3, 1e-12);
        close_to(
            &out,
            "surplus",
            1_309_528.251_736_235_6 - 1_945_628.802_377_613_3,
            1e-11,
        );
        close(
            json(&out, "moneyLastsToAge").as_f64().unwrap(),
            80.442_586_405_017_89,
            1e-10,
        );
    }

    #[test]
    fn zero_returns_and_inflation_are_plain_sums() {
        let out = (FUNCTION.compute)(&inputs(&[
            ("incomeGrowth", 0.0),
            ("preRetirementReturn", 0.0),
            ("postRetirementReturn", 0.0),
            ("inflationRate", 0.0),
            ("employerMatch", 0.0),
        ]))
        .unwrap();
        // 50 000 + 30 × 8 000 = 290 000; 40 000 a year lasts 7.25 years.
        assert_eq!(out.number_of("balanceAtRetirement"), Some(290_000.0));
        assert_eq!(json(&out, "moneyLastsToAge"), 72.25);
        assert_eq!(json(&out, "yearsMoneyLasts"), 7.25);
        assert_eq!(out.number_of("neededAtRetirement"), Some(1_000_000.0));
        assert_eq!(out.number_of("surplus"), Some(-710_000.0));
        // 710 000 over 30 years at 0 %.
        close(
            json(&out, "extraSavingsNeeded").as_f64().unwrap(),
            710_000.0 / 30.0,
            1e-15,
        );
    }

    #[test]
    fn money_that_never_runs_out() {
        let out = (FUNCTION.compute)(&inputs(&[("otherIncome", 60_000.0)])).unwrap();
        assert_eq!(json(&out, "moneyLastsToAge"), serde_json::Value::Null);
        assert_eq!(out.number_of("neededAtRetirement"), Some(0.0));
        assert_eq!(json(&out, "extraSavingsNeeded"), 0.0);
    }

    #[test]
    fn ages_out_of_order_are_errors() {
        let e = (FUNCTION.compute)(&inputs(&[("currentAge", 70.0)])).unwrap_err();
        assert_eq!(e.input, "currentAge");
        let e = (FUNCTION.compute)(&inputs(&[("retirementAge", 95.0)])).unwrap_err();
        assert_eq!(e.input, "retirementAge");
        let e = (FUNCTION.compute)(&inputs(&[("currentAge", 35.5)])).unwrap_err();
        assert_eq!(e, InputError::new("currentAge", ErrorKind::NotAnInteger));
    }
}
