//! The inputs `tax` and `paycheck` share (`filer`: the state block reads
//! them typed on either page), the `state` and `locality` chosen, and the
//! note that tells the visitor the year, source and confirmation of the
//! figures (or why there are none).

use super::tables::{
    FederalTaxDeduction, Local, Schedule, State, Year, LOCALITY_OPTIONS, STATE_OPTIONS,
};
use super::{local, state, state_tax, year_of, Household, StateTax, Unavailable};
use crate::common::unknown_option;
use calc_core::declare::{Read, Reads};
use calc_core::error::InputError;

calc_core::calculator! {
    /// What the `tax` and `paycheck` pages both read, the federal code and
    /// the state block alike: the year, who files, and the state and city
    /// they live in.
    pub mod filer {
        inputs {
            taxYear: Choice,
            filingStatus: Choice,
            state: Choice,
            locality: Choice,
        }
        outputs {}
    }
}
use filer::input as i;

/// Which federal figure a state that deducts federal income tax is given.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum FederalBasis {
    /// The `tax` page's federal return.
    Return,
    /// The `paycheck` page's federal withholding over the year.
    Withholding,
}

/// The state chosen and, for a state that has them, its city.
#[derive(Debug, Clone, Copy)]
pub struct StateChoice {
    pub state: &'static State,
    pub local: Option<&'static Local>,
}

/// The `state` and `locality` inputs. A city of another state is ignored:
/// the page shows the field only for the state it belongs to.
pub fn read<C: Reads<filer::Calc>>(inputs: Read<C>) -> Result<StateChoice, InputError> {
    let state = state(inputs.option(i::state)?)
        .ok_or_else(|| unknown_option(i::state.id(), &STATE_OPTIONS))?;
    let code = inputs.option(i::locality)?;
    let local = match code {
        "none" => None,
        _ => Some(local(code).ok_or_else(|| unknown_option(i::locality.id(), &LOCALITY_OPTIONS))?),
    };
    Ok(StateChoice {
        state,
        local: local.filter(|l| l.state == state.code),
    })
}

impl StateChoice {
    pub fn compute(&self, year: u16, h: &Household) -> Result<StateTax, Unavailable> {
        if let Some(l) = self.local {
            if !l.years.iter().any(|(y, _)| *y == year) {
                return Err(Unavailable(
                    "the city's tax for this year is not in the data",
                ));
            }
        }
        state_tax(self.state, self.local, year, h)
    }

    /// What the state figures are and where they come from, in one
    /// paragraph; the federal figure a state deducts, if it does, and on
    /// a paycheck how its share is found.
    pub fn note(
        &self,
        year: u16,
        result: &Result<StateTax, Unavailable>,
        basis: FederalBasis,
    ) -> String {
        let name = self.state.name;
        let mut note = match (result, year_of(self.state, year)) {
            (Err(Unavailable(why)), _) => {
                return format!(
                    "{name}, {year}: state income tax not available: {why}. These results leave it out."
                )
            }
            (Ok(_), Some(Year::Untaxed { status })) => {
                format!("{name} has no income tax on wages in {year} ({status}).")
            }
            (Ok(_), Some(Year::Taxed(s))) => format!(
                "{name}, {year}: figures {}. Source: {}.",
                s.status, self.state.source
            ),
            (Ok(_), _) => unreachable!("a computed year is in the data"),
        };
        if !self.state.leaves_out.is_empty() {
            note += &format!(" Not included: {}.", self.state.leaves_out);
        }
        if let Some(l) = self.local {
            note += &format!(" {}: {}.", l.name, l.source);
            if !l.leaves_out.is_empty() {
                note += &format!(" Not included: {}.", l.leaves_out);
            }
        }
        let schedule = match year_of(self.state, year) {
            Some(Year::Taxed(s)) => Some(s),
            _ => None,
        };
        if let Some(s) = schedule {
            note += &method_note(s);
        }
        if let Some(f) = schedule.and_then(|s| s.federal_tax_deduction) {
            note += &federal_note(name, &f, basis);
        }
        if basis == FederalBasis::Withholding && schedule.is_some() {
            note += " Withholding here is the year's state tax on this paycheck's wages \
                     taken over a whole year, divided by the paychecks: the data has no \
                     state withholding tables.";
        }
        note
    }
}

/// How a state computes beyond brackets on taxable income, where it does
/// (Arkansas): "" for the others.
fn method_note(s: &Schedule) -> String {
    let mut note = String::new();
    if s.tax_table.is_some() {
        note += " Up to the end of the state's tax table, the tax is the table's: the \
                 brackets on the middle of each of its rows, rounded to whole dollars.";
    }
    if s.low_income_table.iter().any(Option::is_some) {
        note += " Filers the state's low income tables cover (by AGI) owe the table's \
                 amount where that is less.";
    }
    if s.phased_credit.is_some() {
        note += " A credit that falls away as net taxable income rises is taken off too.";
    }
    note
}

/// Which federal income tax `name` is given to deduct.
fn federal_note(name: &str, f: &FederalTaxDeduction, basis: FederalBasis) -> String {
    match basis {
        FederalBasis::Withholding => format!(
            " {name} deducts federal income tax (all or part of it, as its law sets): here \
             the year's federal income tax withholding on these wages (W-4) stands for it."
        ),
        FederalBasis::Return => {
            let less: Vec<&str> = [
                (
                    f.less_refundable_child_credit,
                    "the refundable child tax credit",
                ),
                (f.less_earned_income_credit, "the earned income credit"),
            ]
            .into_iter()
            .filter_map(|(on, what)| on.then_some(what))
            .collect();
            let less = if less.is_empty() {
                String::new()
            } else {
                format!(", less {}", less.join(" and "))
            };
            format!(
                " {name} deducts federal income tax (all or part of it, as its law sets): the \
                 federal return's income tax after nonrefundable credits plus the net \
                 investment income tax{less}."
            )
        }
    }
}
