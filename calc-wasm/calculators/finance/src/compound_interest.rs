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
//!
//! Beyond the contract, three options the best sites offer, all off by
//! default (the contract's figures are then unchanged):
//!
//! - `contributionGrowth`: the contribution rises by this percentage each
//!   year (a raise), c_y = contribution·(1 + g)^y in year y;
//! - `withdrawal` every `withdrawalFrequency` period, with the same timing
//!   as the contributions, out of the balance; once the balance reaches zero
//!   the account is empty and the calculation ends there (`depletedAfter`);
//! - `interestTax`: that share of each year's interest, paid out of the
//!   balance at the end of the year (a yearly tax on interest earned, as a
//!   taxable savings account; a loss is not taxed).
//!
//! Each year is the closed form above from that year's starting balance,
//! so the figures are exact per year, and the tax, the raise and the
//! withdrawals change nothing within the year. `monthly` has one row per
//! month (up to MAX_MONTHLY_YEARS), with the same convention for months
//! that end between two contributions.

use super::common::{err, finite, frequency, maybe, unknown_option, Row, Sum, Table};
use super::growth::{compounding, Compounding, Growth, COMPOUNDING_OPTIONS, CONTRIBUTION_OPTIONS};
use calc_core::declare::{Choice, Input, Number, Read, Reads};
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;

calc_core::calculator! {
    pub mod compound_interest = "compound-interest" (compute) {
        inputs {
            principal: Number,
            rate: Number,
            time: Number,
            contribution: Number,
            compoundingFrequency: Choice,
            contributionFrequency: Choice,
            contributionTiming: Choice,
            inflationRate: Number,
            moreOptions: Choice,
            contributionGrowth: Number,
            withdrawal: Number,
            withdrawalFrequency: Choice,
            interestTax: Number,
        }
        // This calculator's own ids: the like-shaped lists of other calculators
        // declare other outputs (so they stay apart).
        outputs {
            futureValue: Number,
            totalContributions: Number,
            totalInterest: Number,
            inflationAdjustedValue: Number,
            effectiveAnnualRate: Number,
            totalWithdrawals: Json,
            totalTax: Json,
            depletedAfter: Json,
            yearly: Json,
            monthly: Json,
        }
    }
}
pub const FUNCTION: Function = compound_interest::FUNCTION;
use compound_interest::{input as i, output as o, In, Out};

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
pub fn timing<C: Reads<G>, G>(inputs: Read<C>, id: Input<G, Choice>) -> Result<bool, InputError> {
    match inputs.option(id)? {
        "start" => Ok(true),
        "end" => Ok(false),
        _ => Err(unknown_option(id.id(), &["start", "end"])),
    }
}

/// How interest compounds, from select input `id`.
pub fn compounding_of<C: Reads<G>, G>(
    inputs: Read<C>,
    id: Input<G, Choice>,
) -> Result<Compounding, InputError> {
    compounding(inputs.option(id)?).ok_or_else(|| unknown_option(id.id(), COMPOUNDING_OPTIONS))
}

/// The growth per contribution period from a rate (annual %) input and a
/// compounding input.
pub fn growth<C: Reads<G>, G>(
    inputs: Read<C>,
    rate_id: Input<G, Number>,
    compounding_id: Input<G, Choice>,
    per_year: f64,
) -> Result<Growth, InputError> {
    let how = compounding_of(inputs, compounding_id)?;
    let rate = inputs.number(rate_id)? / 100.0;
    Growth::new(rate, how, per_year).ok_or_else(|| err(rate_id.id(), ErrorKind::ResultTooLarge))
}

/// The monthly table is given up to this many years (1,200 rows).
pub const MAX_MONTHLY_YEARS: f64 = 100.0;

/// Money in and out of the account, and how it grows.
struct Plan {
    start_amount: f64,
    /// Growth per contribution period, and periods a year.
    deposit_growth: Growth,
    deposits_per_year: f64,
    /// Per period in the first year.
    contribution: f64,
    /// Yearly factor of the contribution, 1 + g.
    raise: f64,
    withdrawal_growth: Growth,
    withdrawals_per_year: f64,
    withdrawal: f64,
    start: bool,
    tax: f64,
}

/// Where one year (or part of one) leaves the account, `t` years into it,
/// before that year's tax.
#[derive(Clone, Copy)]
struct Point {
    balance: f64,
    deposited: f64,
    withdrawn: f64,
}

impl Point {
    fn interest(&self, opening: f64) -> f64 {
        self.balance - opening - self.deposited + self.withdrawn
    }
}

impl Plan {
    /// `t` years into a year that opened at `opening` with `contribution`
    /// per period: the closed form of each flow from the year's start.
    fn at(&self, opening: f64, contribution: f64, t: f64) -> Point {
        let deposits = self.deposits_per_year * t;
        let withdrawals = self.withdrawals_per_year * t;
        let grown = opening * self.deposit_growth.factor(deposits);
        let paid_in = contribution
            * self.deposit_growth.timing(self.start)
            * self.deposit_growth.annuity(deposits);
        let paid_out = if self.withdrawal == 0.0 {
            0.0
        } else {
            self.withdrawal
                * self.withdrawal_growth.timing(self.start)
                * self.withdrawal_growth.annuity(withdrawals)
        };
        Point {
            balance: grown + paid_in - paid_out,
            deposited: contribution * deposits,
            withdrawn: self.withdrawal * withdrawals,
        }
    }

    /// The time in (0, `length`] at which a year that opened at `opening`
    /// empties the account, when its end balance is below zero: bisection
    /// on the closed form, which falls through zero once in a year whose
    /// withdrawals outrun the deposits and the interest.
    fn empties_at(&self, opening: f64, contribution: f64, length: f64) -> f64 {
        let (mut low, mut high) = (0.0, length);
        for _ in 0..200 {
            let mid = 0.5 * (low + high);
            if mid <= low || mid >= high {
                break;
            }
            if self.at(opening, contribution, mid).balance > 0.0 {
                low = mid;
            } else {
                high = mid;
            }
        }
        high
    }
}

/// The run of the account year by year: the totals and the two tables.
struct Run {
    balance: f64,
    deposited: Sum,
    withdrawn: Sum,
    interest: Sum,
    tax: Sum,
    /// When the account ran out, in years from the start.
    empty_at: Option<f64>,
    yearly: Table,
    monthly: Option<Table>,
}

fn run(plan: &Plan, years: f64, inflation: f64) -> Run {
    let mut out = Run {
        balance: plan.start_amount,
        deposited: Sum::default(),
        withdrawn: Sum::default(),
        interest: Sum::default(),
        tax: Sum::default(),
        empty_at: None,
        yearly: Table::new(),
        monthly: (years <= MAX_MONTHLY_YEARS).then(Table::new),
    };
    let real = |balance: f64, t: f64| balance / (1.0 + inflation).powf(t);
    let mut contribution = plan.contribution;
    let mut year = 0.0;
    while year < years || (year == 0.0 && years == 0.0) {
        let length = (years - year).min(1.0);
        let opening = out.balance;
        let mut end = plan.at(opening, contribution, length);
        let mut length_run = length;
        if end.balance < 0.0 {
            length_run = plan.empties_at(opening, contribution, length);
            end = plan.at(opening, contribution, length_run);
            // Exactly empty: the last withdrawal is what was left.
            end.withdrawn += end.balance;
            end.balance = 0.0;
        }
        let interest = end.interest(opening);
        let tax = (plan.tax * interest.max(0.0)).min(end.balance);
        if let Some(monthly) = out.monthly.as_mut() {
            let mut previous = Point {
                balance: opening,
                deposited: 0.0,
                withdrawn: 0.0,
            };
            let mut month = 1.0;
            loop {
                let t = (month / 12.0_f64).min(length_run);
                let last = t >= length_run;
                let point = if last {
                    end
                } else {
                    plan.at(opening, contribution, t)
                };
                let paid = if last { tax } else { 0.0 };
                let added = point.deposited - previous.deposited;
                let taken = point.withdrawn - previous.withdrawn;
                let earned = point.balance - previous.balance - added + taken;
                let mut row = Row::new()
                    .whole_or_num("month", 12.0 * (year + t))
                    .num("contributions", added)
                    .num("interest", earned);
                if plan.withdrawal > 0.0 {
                    row = row.num("withdrawals", taken);
                }
                if plan.tax > 0.0 {
                    row = row.num("tax", paid);
                }
                monthly.push(row.num("balance", point.balance - paid));
                previous = point;
                if last {
                    break;
                }
                month += 1.0;
            }
        }
        out.balance = end.balance - tax;
        out.deposited.add(end.deposited);
        out.withdrawn.add(end.withdrawn);
        out.interest.add(interest);
        out.tax.add(tax);
        let t = year + length_run;
        let contributed = out.deposited.value();
        let mut row = Row::new()
            .whole_or_num("year", t)
            .num("contributions", end.deposited)
            .num("interest", interest);
        if plan.withdrawal > 0.0 {
            row = row.num("withdrawals", end.withdrawn);
        }
        if plan.tax > 0.0 {
            row = row.num("tax", tax);
        }
        out.yearly.push(
            row.num("principal", plan.start_amount)
                .num("contributionsToDate", contributed)
                .num("totalContributions", plan.start_amount + contributed)
                .num("totalInterest", out.interest.value() - out.tax.value())
                .num("balance", out.balance)
                .num("realBalance", real(out.balance, t)),
        );
        if out.balance <= 0.0 && plan.withdrawal > 0.0 {
            out.empty_at = Some(t);
            break;
        }
        if length < 1.0 {
            break;
        }
        contribution *= plan.raise;
        year += 1.0;
    }
    out
}

/// A percentage input from 0 to 100 as a fraction.
fn share(inputs: In, id: Input<compound_interest::Calc, Number>) -> Result<f64, InputError> {
    let p = inputs.number(id)?;
    if p < 0.0 {
        Err(err(id.id(), ErrorKind::BelowMin { min: 0.0 }))
    } else if p > 100.0 {
        Err(err(id.id(), ErrorKind::AboveMax { max: 100.0 }))
    } else {
        Ok(p / 100.0)
    }
}

fn compute(inputs: In) -> Result<Out, InputError> {
    let principal = inputs.number(i::principal)?;
    let time = inputs.number(i::time)?;
    let contribution = inputs.number(i::contribution)?;
    let per_year = frequency(inputs, i::contributionFrequency, CONTRIBUTION_OPTIONS)?;
    let start = timing(inputs, i::contributionTiming)?;
    let inflation = inputs.number(i::inflationRate)? / 100.0;
    // The options' fields are read only when shown: hidden, they change nothing.
    let more = match inputs.option(i::moreOptions)? {
        "add" => true,
        "none" => false,
        _ => return Err(unknown_option(i::moreOptions.id(), &["none", "add"])),
    };
    let (raise, withdrawal, withdrawals_per_year, tax) = if more {
        (
            share(inputs, i::contributionGrowth)?,
            inputs.number(i::withdrawal)?,
            frequency(inputs, i::withdrawalFrequency, CONTRIBUTION_OPTIONS)?,
            share(inputs, i::interestTax)?,
        )
    } else {
        (0.0, 0.0, per_year, 0.0)
    };
    years_in_range(time, i::time.id())?;
    if inflation <= -1.0 {
        return Err(err(
            i::inflationRate.id(),
            ErrorKind::NotAbove { above: -100.0 },
        ));
    }
    if withdrawal < 0.0 {
        return Err(err(i::withdrawal.id(), ErrorKind::BelowMin { min: 0.0 }));
    }
    // This calculator's own inputs: like-shaped reads elsewhere read other ids.
    let g = growth(inputs, i::rate, i::compoundingFrequency, per_year)?;
    let plan = Plan {
        start_amount: principal,
        deposit_growth: g,
        deposits_per_year: per_year,
        contribution,
        raise: 1.0 + raise,
        withdrawal_growth: growth(
            inputs,
            i::rate,
            i::compoundingFrequency,
            withdrawals_per_year,
        )?,
        withdrawals_per_year,
        withdrawal,
        start,
        tax,
    };
    let run = run(&plan, time, inflation);
    let future = finite(run.balance, i::principal.id())?;
    let contributions = principal + run.deposited.value();
    let ended = run.empty_at.unwrap_or(time);
    let real = future / (1.0 + inflation).powf(ended);
    // The annual equivalent yield: (1 + j)^p − 1.
    let effective = g.annuity(per_year) * g.rate() * 100.0;
    let mut out = Out::new()
        .number(o::futureValue, future)
        .number(o::totalContributions, contributions)
        .number(
            o::totalInterest,
            finite(run.interest.value(), i::principal.id())?,
        )
        .number(
            o::inflationAdjustedValue,
            finite(real, i::inflationRate.id())?,
        )
        .number(o::effectiveAnnualRate, effective)
        .json(
            o::totalWithdrawals,
            maybe((withdrawal > 0.0).then(|| run.withdrawn.value())),
        )
        .json(o::totalTax, maybe((tax > 0.0).then(|| run.tax.value())))
        .json(o::depletedAfter, maybe(run.empty_at))
        .json(o::yearly, run.yearly.finish(i::principal.id())?);
    if let Some(monthly) = run.monthly {
        out = out.json(o::monthly, monthly.finish(i::principal.id())?);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{close_to, inputs, rows};
    use calc_core::outputs::Outputs;

    fn close_to_value(v: &serde_json::Value, want: f64) {
        let got = v.as_f64().unwrap();
        assert!(((got - want) / want).abs() < 1e-13, "{got} vs {want}");
    }
    use calc_core::values::Value;

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
        run_with(c, None)
    }

    /// The options: raise %, withdrawal, its frequency, tax %.
    type More = (f64, f64, &'static str, f64);

    fn run_with(c: &Case, more: Option<More>) -> Result<Outputs, InputError> {
        let (raise, withdrawal, every, tax) = more.unwrap_or((0.0, 0.0, "monthly", 0.0));
        let shown = if more.is_some() { "add" } else { "none" };
        (FUNCTION.compute)(&inputs([
            ("principal", Value::Number(c.principal)),
            ("rate", Value::Number(c.rate)),
            ("time", Value::Number(c.time)),
            ("contribution", Value::Number(c.contribution)),
            ("compoundingFrequency", Value::Option(c.compounding.into())),
            ("contributionFrequency", Value::Option(c.frequency.into())),
            ("contributionTiming", Value::Option(c.timing.into())),
            ("inflationRate", Value::Number(c.inflation)),
            ("moreOptions", Value::Option(shown.into())),
            ("contributionGrowth", Value::Number(raise)),
            ("withdrawal", Value::Number(withdrawal)),
            ("withdrawalFrequency", Value::Option(every.into())),
            ("interestTax", Value::Number(tax)),
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
    fn yearly_raise_of_the_contribution() {
        // 100 a month rising 3 % a year: year by year B ← npf.fv(0.05/12,
        // 12, -c, -B), c ← 1.03·c (numpy-financial 1.0: 34 056.592 281 987 345;
        // mpmath at 40 digits: 34 056.592 281 987 457 14…); contributions
        // 1200·Σ 1.03^y, y < 10 = 13 756.655 173 764 876 8….
        let out = run_with(&base(), Some((3.0, 0.0, "monthly", 0.0))).unwrap();
        close_to(&out, "futureValue", 34_056.592_281_987_457, 1e-13);
        close_to(&out, "totalContributions", 23_756.655_173_764_877, 1e-13);
        let table = rows(&out, "yearly");
        close_to_value(&table[1]["contributions"], 1236.0);
        assert!(
            table[0].get("withdrawals").is_none(),
            "no withdrawal column without withdrawals"
        );
    }

    #[test]
    fn quarterly_withdrawals_from_monthly_compounding() {
        // 100 000 at 6 % compounded monthly, 1 000 out at the end of every
        // quarter for 10 years: a month-by-month loop in mpmath (B ← 1.005·B,
        // minus 1 000 every third month): 127 585.448 543 914 187 7….
        let case = Case {
            principal: 100_000.0,
            rate: 6.0,
            contribution: 0.0,
            ..base()
        };
        let out = run_with(&case, Some((0.0, 1000.0, "quarterly", 0.0))).unwrap();
        close_to(&out, "futureValue", 127_585.448_543_914_19, 1e-13);
        close_to(&out, "totalWithdrawals", 40_000.0, 1e-15);
        assert_eq!(out.json_of("depletedAfter"), Some(&serde_json::Value::Null));
        // Money in + interest − money out = the balance.
        let interest = out.number_of("totalInterest").unwrap();
        assert!((100_000.0 + interest - 40_000.0 - 127_585.448_543_914_19).abs() < 1e-8);
    }

    #[test]
    fn withdrawals_that_empty_the_account_end_it() {
        // 10 000 at 6 % monthly, 1 000 out at the end of each month: it lasts
        // npf.nper(0.005, -1000, 10000) = 10.284 284 205 759 804 months
        // (mpmath: ln(1000/(1000 − 50))/ln 1.005), 0.857 023 683 813 317 years.
        let case = Case {
            rate: 6.0,
            contribution: 0.0,
            ..base()
        };
        let out = run_with(&case, Some((0.0, 1000.0, "monthly", 0.0))).unwrap();
        close_to(&out, "depletedAfter", 0.857_023_683_813_317, 1e-12);
        assert_eq!(out.number_of("futureValue"), Some(0.0));
        let yearly = rows(&out, "yearly");
        assert_eq!(yearly.len(), 1, "the table ends with the money");
        let monthly = rows(&out, "monthly");
        assert_eq!(
            monthly.len(),
            11,
            "ten whole months and the part of the eleventh"
        );
        // Everything withdrawn: what was put in plus the interest.
        let withdrawn = out.number_of("totalWithdrawals").unwrap();
        let interest = out.number_of("totalInterest").unwrap();
        assert!(
            (withdrawn - 10_000.0 - interest).abs() < 1e-9,
            "{withdrawn} {interest}"
        );
    }

    #[test]
    fn yearly_tax_on_interest() {
        // 5 % a year, 20 % of it taxed each year: the balance grows by
        // 1 + 0.05·0.8 = 1.04 a year; 10 000·1.04^10 = 14 802.442 849 183 439 26
        // (mpmath), tax Σ 0.01·10 000·1.04^y = 1 200.610 712 295 859 81.
        let case = Case {
            compounding: "annually",
            frequency: "annually",
            contribution: 0.0,
            ..base()
        };
        let out = run_with(&case, Some((0.0, 0.0, "monthly", 20.0))).unwrap();
        close_to(&out, "futureValue", 14_802.442_849_183_439, 1e-13);
        close_to(&out, "totalTax", 1_200.610_712_295_86, 1e-13);
        close_to(&out, "totalInterest", 6_003.053_561_479_299, 1e-13);
        // The monthly table's interest and tax add up to the year's.
        let yearly = rows(&out, "yearly");
        let monthly = rows(&out, "monthly");
        assert_eq!(monthly.len(), 120);
        for (y, year) in yearly.iter().enumerate() {
            let months = &monthly[12 * y..12 * y + 12];
            for key in ["interest", "tax", "contributions"] {
                let sum: f64 = months.iter().map(|m| m[key].as_f64().unwrap()).sum();
                assert!(
                    (sum - year[key].as_f64().unwrap()).abs() < 1e-8,
                    "{key} in year {y}"
                );
            }
            assert_eq!(months[11]["balance"], year["balance"]);
        }
    }

    #[test]
    fn hidden_options_change_nothing() {
        // The options' values stay in the form when "None" hides them.
        let out = (FUNCTION.compute)(&inputs([
            ("principal", Value::Number(10_000.0)),
            ("rate", Value::Number(5.0)),
            ("time", Value::Number(10.0)),
            ("contribution", Value::Number(100.0)),
            ("compoundingFrequency", Value::Option("monthly".into())),
            ("contributionFrequency", Value::Option("monthly".into())),
            ("contributionTiming", Value::Option("end".into())),
            ("inflationRate", Value::Number(3.0)),
            ("moreOptions", Value::Option("none".into())),
            ("contributionGrowth", Value::Number(50.0)),
            ("withdrawal", Value::Number(999.0)),
            ("withdrawalFrequency", Value::Option("weekly".into())),
            ("interestTax", Value::Number(99.0)),
        ]))
        .unwrap();
        close_to(&out, "futureValue", 31_998.322_921_469_622, 1e-13);
        assert_eq!(out.json_of("totalTax"), Some(&serde_json::Value::Null));
    }

    #[test]
    fn the_monthly_table_stops_at_a_hundred_years() {
        let out = run(&Case {
            time: MAX_MONTHLY_YEARS,
            ..base()
        })
        .unwrap();
        assert_eq!(rows(&out, "monthly").len(), 1200);
        let out = run(&Case {
            time: MAX_MONTHLY_YEARS + 1.0,
            ..base()
        })
        .unwrap();
        assert!(out.get("monthly").is_none());
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
