//! State and local income tax on a resident's income, for the `tax` and
//! `paycheck` calculators, from the tables of `tables` (every state and
//! D.C., tax years 2025 and 2026, and the city taxes of New York City and
//! Yonkers).
//!
//! State taxable income = max(0, AGI − the standard deduction − the filers'
//! exemptions (fixed, or by AGI in steps) − Massachusetts's payroll-tax
//! deduction − the part of the federal income tax a state lets filers
//! deduct), the deduction and exemptions less their phase-out where the
//! state has one; tax = the brackets on it (each rate on its slice, plus any
//! fixed amount a row adds) plus the amounts added back as AGI rises, less
//! the share of that a state credits by AGI (Connecticut), the exemption
//! credits (none past an AGI limit where the state has one) and Utah's
//! taxpayer credit, never below 0. Arkansas: its Indexed Tax Brackets card
//! (each row's rate on all the income, less the row's reduction), read
//! through its tax table (on each band's middle, to whole dollars) below
//! the table's end; the lesser of that and its low-income table by AGI;
//! less its personal credits and the additional credit that falls with net
//! taxable income. States that start from federal taxable income
//! carry the federal standard deduction in the data; New York adds its
//! supplemental tax (`tables::Supplemental`). New York City's tax is
//! its brackets on the New York taxable income; Yonkers's a share of the New
//! York tax. Dependants' exemptions and credits are not included. When a
//! year's figures are not published or a state's rule is not computed, the
//! result says so (`Unavailable`) instead of a number.

pub mod calculators;
mod io;
pub mod tables;
#[cfg(test)]
mod tests;

pub use io::{filer, read, FederalBasis, StateChoice};
use tables::{
    AddBack, FederalTaxDeduction, LocalRule, LowIncomeTable, PhaseOut, Row, Schedule, TaxTable,
    Year, LOCALS, STATES,
};

use super::tax_data::Filing;

/// What the tax is computed from.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Household {
    pub status: Filing,
    /// Adjusted gross income (federal AGI; the states' own adjustments are
    /// not modelled).
    pub agi: f64,
    /// Wages, for deductions measured on them.
    pub wages: f64,
    /// For the states that deduct part of it.
    pub federal: FederalIncomeTax,
    /// The filers' Social Security and Medicare taxes (with any
    /// self-employment tax), for the state that lets them be itemized.
    pub payroll_taxes: f64,
}

/// The federal income tax as the states that deduct it measure it: they
/// start from the same figure and differ in the refundable credits they
/// take off it.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct FederalIncomeTax {
    /// Income tax after the nonrefundable credits plus the net investment
    /// income tax (Form 1040 line 22 and Form 8960).
    pub after_nonrefundable_credits: f64,
    /// The refundable part of the child tax credit (Schedule 8812).
    pub refundable_child_credit: f64,
    pub earned_income_credit: f64,
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct StateTax {
    pub taxable_income: f64,
    /// After the exemption and taxpayer credits.
    pub tax: f64,
    /// The city's tax (0 with no city).
    pub local_tax: f64,
}

/// The year's rule for a state (`None`: the year is not in the data).
pub fn year_of(state: &tables::State, year: u16) -> Option<Year> {
    state
        .years
        .iter()
        .find(|(y, _)| *y == year)
        .map(|(_, rule)| *rule)
}

/// The state with option id `code`.
pub fn state(code: &str) -> Option<&'static tables::State> {
    STATES.iter().find(|s| s.code == code)
}

/// The local tax with option id `code`.
pub fn local(code: &str) -> Option<&'static tables::Local> {
    LOCALS.iter().find(|l| l.code == code)
}

/// Tax by the rows: each rate on its slice, plus each fixed amount passed.
pub fn rows_tax(rows: &[Row], taxable: f64) -> f64 {
    // Each row's slice ends where the next row starts; the last never ends.
    let tops = rows
        .iter()
        .skip(1)
        .map(|next| next.over)
        .chain([f64::INFINITY]);
    rows.iter()
        .zip(tops)
        .filter(|(row, _)| taxable > row.over)
        .map(|(row, top)| row.rate * (taxable.min(top) - row.over) + row.add)
        .sum()
}

/// Tax by rows that each tax the whole income: the rate of the last row
/// `taxable` reaches on all of it, plus that row's fixed amount.
fn whole_income_tax(rows: &[Row], taxable: f64) -> f64 {
    rows.iter()
        .rev()
        .find(|row| taxable >= row.over)
        .map_or(0.0, |row| row.rate * taxable + row.add)
}

impl TaxTable {
    /// The table's tax on `taxable`, `tax` giving the brackets' tax on an
    /// income; `None` where the table ends and the brackets apply to the
    /// income itself.
    fn lookup(&self, taxable: f64, tax: impl Fn(f64) -> f64) -> Option<f64> {
        if taxable >= self.below {
            return None;
        }
        let offset = amount_at(self.offset, taxable);
        let start = ((taxable - offset) / self.width).floor() * self.width + offset;
        // A band's whole-dollar incomes run from its start to a dollar
        // below the next band's; the state rounds halves up.
        let middle = start + (self.width - 1.0) / 2.0;
        Some((tax(middle) + 0.5).floor())
    }
}

impl LowIncomeTable {
    /// The table's tax at `agi`; `None` above the table.
    fn tax(&self, agi: f64) -> Option<f64> {
        (agi <= self.up_to).then(|| step(self.rows, agi))
    }
}

/// The amount of the last step whose `over` `agi` exceeds (0 before the
/// first).
fn step(rows: &[(f64, f64)], agi: f64) -> f64 {
    rows.iter()
        .rev()
        .find(|(over, _)| agi > *over)
        .map_or(0.0, |(_, amount)| *amount)
}

impl PhaseOut {
    /// What is left of `amount` (filing status `i`) at `agi`.
    fn apply(&self, amount: f64, i: usize, agi: f64) -> f64 {
        match self {
            PhaseOut::Linear { start, width } => {
                let share = ((agi - start[i]) / width[i]).clamp(0.0, 1.0);
                amount * (1.0 - share)
            }
            PhaseOut::Steps {
                start,
                step,
                less,
                min,
                or_part,
            } => {
                let steps = step_count(agi - start[i], step[i], *or_part);
                (amount - steps * less[i]).max(min[i])
            }
            PhaseOut::Rates(rows) => (amount - rows_tax(rows[i], agi)).max(0.0),
        }
    }
}

/// How many `step`s `excess` holds (a part of one counting as one with
/// `or_part`); 0 when it is not positive.
fn step_count(excess: f64, step: f64, or_part: bool) -> f64 {
    let steps = excess / step;
    let whole = if or_part { steps.ceil() } else { steps.floor() };
    whole.max(0.0)
}

impl AddBack {
    fn amount(&self, i: usize, agi: f64) -> f64 {
        (self.add[i] * step_count(agi - self.start[i], self.step[i], true)).min(self.max[i])
    }
}

impl FederalTaxDeduction {
    /// The part of the household's federal income tax the state deducts.
    fn amount(&self, h: &Household) -> f64 {
        let f = &h.federal;
        let mut tax = f.after_nonrefundable_credits;
        if self.less_earned_income_credit {
            tax -= f.earned_income_credit;
        }
        if self.less_refundable_child_credit {
            tax -= f.refundable_child_credit;
        }
        let share = amount_at(self.share, h.agi) * tax.max(0.0);
        match self.cap {
            Some(cap) => share.min(amount_at(cap[h.status as usize], h.agi)),
            None => share,
        }
    }
}

/// The state's taxable income and tax after credits by `schedule`.
pub fn schedule_tax(schedule: &Schedule, h: &Household) -> (f64, f64) {
    let i = h.status as usize;
    let phased = |amount: f64, phase_out: Option<PhaseOut>| match phase_out {
        Some(p) => p.apply(amount, i, h.agi),
        None => amount,
    };
    let mut standard = phased(
        schedule.standard_deduction[i],
        schedule.standard_deduction_phase_out,
    );
    if schedule.itemized_payroll_taxes {
        standard = standard.max(h.payroll_taxes);
    }
    let mut deductions = standard + phased(schedule.exemption[i], schedule.exemption_phase_out);
    if let Some(f) = schedule.federal_tax_deduction {
        deductions += f.amount(h);
    }
    if let Some(steps) = schedule.exemption_steps {
        let (rows, persons) = match h.status {
            Filing::MarriedJoint => (steps.joint, 2.0),
            Filing::HeadOfHousehold => (steps.joint, 1.0),
            Filing::Single | Filing::MarriedSeparate => (steps.single, 1.0),
        };
        deductions += persons * step(rows, h.agi);
    }
    if let Some(p) = schedule.payroll_deduction {
        deductions += (p.rate * h.wages).min(p.max);
    }
    let taxable = (h.agi - deductions).max(0.0);
    let within_limit = schedule
        .credit_income_limit
        .is_none_or(|limit| h.agi <= limit[i]);
    let mut credits = if within_limit {
        schedule.credit[i]
    } else {
        0.0
    };
    if let Some(c) = schedule.taxpayer_credit {
        let phase_out = c.phase_out_rate * (h.agi - c.phase_out_start[i]).max(0.0);
        credits += (c.rate * c.base[i] - phase_out).max(0.0);
    }
    let rows = schedule.brackets[i];
    let brackets = |income: f64| match schedule.supplemental {
        Some(supplemental) => with_supplemental(&supplemental, rows, i, h.agi, income),
        None if schedule.whole_income_rates => whole_income_tax(rows, income),
        None => rows_tax(rows, income),
    };
    let regular = schedule
        .tax_table
        .and_then(|t| t.lookup(taxable, brackets))
        .unwrap_or_else(|| brackets(taxable));
    // Where the low-income table gives less, its tax is owed, and the net
    // taxable income a phased credit is measured on is the AGI: the table
    // has the standard deduction built in.
    let low = schedule.low_income_table[i]
        .and_then(|t| t.tax(h.agi))
        .filter(|low| *low < regular);
    let (bracket_tax, net_taxable) = match low {
        Some(low) => (low, h.agi),
        None => (regular, taxable),
    };
    if let Some(c) = schedule.phased_credit {
        credits += c.phase_out.apply(c.amount[i], i, net_taxable);
    }
    let added: f64 = schedule.add_backs.iter().map(|a| a.amount(i, h.agi)).sum();
    let share = schedule
        .credit_share
        .map_or(0.0, |rows| step(rows[i], h.agi));
    let tax = ((bracket_tax + added) * (1.0 - share) - credits).max(0.0);
    (taxable, tax)
}

/// The amount of the last row whose `over` `x` reaches.
fn amount_at(rows: &[(f64, f64)], x: f64) -> f64 {
    rows.iter()
        .rev()
        .find(|(over, _)| x >= *over)
        .map_or(0.0, |(_, amount)| *amount)
}

/// The bracket tax plus New York's supplemental tax; with AGI past the top
/// bracket's start, the top rate on all taxable income instead.
fn with_supplemental(
    s: &tables::Supplemental,
    rows: &[Row],
    i: usize,
    agi: f64,
    taxable: f64,
) -> f64 {
    let top = rows.last().copied().unwrap_or(Row {
        over: 0.0,
        rate: 0.0,
        add: 0.0,
    });
    if agi > top.over {
        return top.rate * taxable;
    }
    let bracket_start = rows
        .iter()
        .rev()
        .find(|r| taxable >= r.over)
        .map_or(0.0, |r| r.over);
    let share = ((agi - bracket_start.max(s.min_agi)) / s.phase_in).clamp(0.0, 1.0);
    rows_tax(rows, taxable)
        + amount_at(s.recapture_base[i], taxable)
        + share * amount_at(s.incremental_benefit[i], taxable)
}

/// Why a state's tax cannot be given for a year.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Unavailable(pub &'static str);

/// The state (and city) tax of a household for `year`.
pub fn state_tax(
    state: &tables::State,
    local: Option<&tables::Local>,
    year: u16,
    h: &Household,
) -> Result<StateTax, Unavailable> {
    let (taxable_income, tax) = match year_of(state, year) {
        None => return Err(Unavailable("this tax year is not in the data")),
        Some(Year::Unavailable(why)) => return Err(Unavailable(why)),
        Some(Year::Untaxed { .. }) => (0.0, 0.0),
        Some(Year::Taxed(schedule)) => schedule_tax(schedule, h),
    };
    let local_tax = match local.and_then(|l| l.years.iter().find(|(y, _)| *y == year)) {
        None => 0.0,
        Some((_, LocalRule::Brackets(rows))) => rows_tax(rows[h.status as usize], taxable_income),
        Some((_, LocalRule::ShareOfStateTax(share))) => share * tax,
    };
    Ok(StateTax {
        taxable_income,
        tax,
        local_tax,
    })
}
