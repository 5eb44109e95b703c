//! The state block of the `tax` and `paycheck` calculators: the state
//! chosen, its tax on the household, and the outputs it adds. Kept apart so
//! the federal code paths stay as they are.

use super::{filer, read, FederalBasis, FederalIncomeTax, Household, StateTax, Unavailable};
use crate::tax::{filing_of, tax};
use crate::tax_data::{us_year, MEDICARE_RATE, SOCIAL_SECURITY_RATE};
use calc_core::declare::{Read, Reads};
use calc_core::error::InputError;
use filer::input as f;

/// The state's figures for the year, and the note about them.
pub struct StateResult {
    pub tax: Result<StateTax, Unavailable>,
    pub note: String,
}

fn state_result<C: Reads<filer::Calc>>(
    inputs: Read<C>,
    h: Household,
    basis: FederalBasis,
) -> Result<StateResult, InputError> {
    let year = us_year(inputs.option(f::taxYear)?).map_or(0, |y| y.year);
    let choice = read(inputs)?;
    let tax = choice.compute(year, &h);
    let note = choice.note(year, &tax, basis);
    Ok(StateResult { tax, note })
}

/// `tax`: the federal outputs plus the state's taxable income, its tax, the
/// city's tax and all of them together with the federal tax (or, when the
/// state's figures are not available, only the note saying why).
pub fn add_to_tax(inputs: tax::In, federal: tax::Out) -> Result<tax::Out, InputError> {
    use tax::{input as i, output as o};
    let number = |id| federal.number_of(id).unwrap_or(0.0);
    let wages = inputs.number(i::income)? - inputs.number(i::nonWageIncome)?;
    let year = us_year(inputs.option(f::taxYear)?);
    let base = year.map_or(0.0, |y| y.social_security_wage_base);
    let h = Household {
        status: filing_of(inputs, f::filingStatus)?,
        agi: number(o::adjustedGrossIncome),
        wages,
        payroll_taxes: SOCIAL_SECURITY_RATE * wages.min(base)
            + MEDICARE_RATE * wages
            + number(o::additionalMedicareTax)
            + number(o::selfEmploymentTax),
        federal: FederalIncomeTax {
            after_nonrefundable_credits: number(o::incomeTax) + number(o::netInvestmentIncomeTax),
            refundable_child_credit: number(o::additionalChildTaxCredit),
            earned_income_credit: number(o::earnedIncomeCredit),
        },
    };
    let result = state_result(inputs, h, FederalBasis::Return)?;
    let federal_tax = number(o::tax);
    let out = federal.text(o::stateNote, result.note);
    Ok(match result.tax {
        Ok(t) => out
            .number(o::stateTaxableIncome, t.taxable_income)
            .number(o::stateTax, t.tax)
            .number(o::localTax, t.local_tax)
            .number(o::taxWithStateAndLocal, federal_tax + t.tax + t.local_tax),
        Err(_) => out,
    })
}

/// `paycheck`: the year's state and city tax on `annual_wages` (wages after
/// pre-tax deductions over a whole year; `fica_wages` for Massachusetts's
/// deduction; `federal_withholding`, the year's federal income tax
/// withholding on them, for the states that deduct federal tax, as their
/// own withholding formulas do; `payroll_taxes`, the year's Social Security
/// and Medicare on them, for Alabama's itemized deduction), per paycheck: `(state, city, note)`, the
/// amounts `None` when the state's figures are not available.
pub fn paycheck_share<C: Reads<filer::Calc>>(
    inputs: Read<C>,
    annual_wages: f64,
    annual_fica_wages: f64,
    annual_federal_withholding: f64,
    annual_payroll_taxes: f64,
    periods: f64,
) -> Result<(Option<(f64, f64)>, String), InputError> {
    let h = Household {
        status: filing_of(inputs, f::filingStatus)?,
        agi: annual_wages,
        wages: annual_fica_wages,
        payroll_taxes: annual_payroll_taxes,
        federal: FederalIncomeTax {
            after_nonrefundable_credits: annual_federal_withholding,
            ..FederalIncomeTax::default()
        },
    };
    let result = state_result(inputs, h, FederalBasis::Withholding)?;
    let per_period = result
        .tax
        .ok()
        .map(|t| (t.tax / periods, t.local_tax / periods));
    Ok((per_period, result.note))
}
