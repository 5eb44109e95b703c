//! Income tax: U.S. federal (`tax`) and Brazilian IRPF (`tax-br`), with the
//! tables of `tax_data` (generated from the project's data files).
//!
//! `tax` (U.S. federal, tax years 2025 and 2026), as Form 1040 adds it up:
//!   selfEmploymentTax by Schedule SE (`self_employment_tax`): net profit ×
//!   92.35 %, 12.4 % up to the wage base left after the Social Security
//!   wages (income − nonWageIncome), 2.9 % on all, none under 400; half is
//!   deductible;
//!   totalIncome = income + selfEmploymentIncome + qualifiedDividends +
//!   longTermCapitalGains; AGI = totalIncome − preTaxContributions − the
//!   deductible half;
//!   deduction = the standard deduction for the status (plus, per box
//!   checked for age 65+ or blindness, the additional standard deduction:
//!   the married amount for married statuses, else the unmarried one) or
//!   the itemized deductions entered plus state and local taxes up to the
//!   SALT cap (`SaltCap`: 40,000 / 40,400 less 30 % of modified AGI over
//!   500,000 / 505,000, at least 10,000; half on a separate return);
//!   Schedule 1-A (Public Law 119-21, 2025-2028, Form 1040 line 13b, after
//!   either deduction): the senior deduction (`senior_deduction`, 6,000 a
//!   person 65+ less 6 % over 75,000 / 150,000), qualified tips and the
//!   FLSA overtime premium (part of the pay; capped, 100 off for each full
//!   1,000 over 150,000 / 300,000) and car-loan interest (10,000, 200 off
//!   for each 1,000 or part over 100,000 / 200,000), all by
//!   `PhasedDeduction`; a separate return gets none but the car-loan one;
//!   qualifiedBusinessIncomeDeduction by Form 8995 / 8995-A
//!   (`qualified_business_income_deduction`): 20 % of the net profit less
//!   the deductible half, at most 20 % of taxable income over the net
//!   capital gain; over the threshold it phases out (the business is taken
//!   to pay no wages and own no property), faster for a specified service
//!   business (`specifiedService`); from 2026 at least 400 with 1,000 of
//!   profit;
//!   taxableIncome = max(0, AGI − deduction − that deduction);
//!   incomeTaxBeforeCredits by the Qualified Dividends and Capital Gain Tax
//!   Worksheet (`qualified_gains_tax`): the ordinary part by the Tax Rate
//!   Schedules, slice by slice (the exact formula; the IRS Tax Table for
//!   incomes under 100 000 uses 50-dollar rows and can differ from it by a
//!   few dollars), the qualified part at 0 / 15 / 20 %;
//!   the child tax credit and the credit for other dependents by Schedule
//!   8812 (`child_tax_credit`): the nonrefundable part lowers the income
//!   tax, the refundable part (Part II-A, or II-B with three or more
//!   children) is paid like withholding, and so is the earned income
//!   credit (`earned_income_credit`, IRC 32);
//!   additionalMedicareTax by Form 8959 (`additional_medicare_tax`): 0.9 %
//!   of pay over the status's threshold and of self-employment earnings
//!   over what of it the pay leaves; netInvestmentIncomeTax by Form 8960
//!   (`net_investment_income_tax`): 3.8 % of the smaller of investment
//!   income (investmentIncome + qualified dividends + long-term gains) and
//!   AGI over the threshold;
//!   tax = incomeTax + selfEmploymentTax + those two (Form 1040 line 24,
//!   through Schedule 2);
//!   refund / amountOwed = the difference with withholding + the
//!   refundable credits;
//!   effectiveRate = tax / totalIncome; averageRate = incomeTax /
//!   taxableIncome; marginalRate = the bracket rate on the next dollar of
//!   taxable income (0 while income is still absorbed by the deduction).
//!   Not included (not in the data): other credits, the 25 % / 28 % gain
//!   rates, AMT, investment expenses against net investment income.
//!   Then the state block (`state_tax::calculators::add_to_tax`): the
//!   state's and city's tax on the federal AGI, and all three together.
//!
//! `tax-br` (IRPF):
//!   mode `monthly`: the monthly table of the chosen period (as for the
//!   IRRF): base = income − the deductions, where the deductions are either
//!   the complete ones (INSS + dependants × dedução por dependente +
//!   alimony + other legal deductions such as private pension) or the
//!   desconto simplificado mensal, whichever lowers the base more
//!   (`deductionMethod` `best`), or the one chosen; tax = base × rate −
//!   parcela a deduzir; from January 2026 minus the Lei 15.270/2025
//!   reduction, measured on the gross income;
//!   mode `annual` (the declaração de ajuste anual of the ano-calendário
//!   `taxYear`, by the annual table of the data file): both declarations,
//!   the complete one (INSS or other official pension, dependants ×
//!   dedução por dependente, education up to the year's cap per person,
//!   the taxpayer and each dependant, health with no cap, private pension
//!   (PGBL) up to 12 % of the taxable income, alimony, other legal
//!   deductions) and the simplified one (20 % of the taxable income, at
//!   most the year's cap, in place of all of them), each less the Lei
//!   15.270/2025 annual reduction from 2026 (measured on the gross
//!   income, never more than the table's tax); `tax` is the lower of the
//!   two, a tie going to the simplified one, which asks for no receipts.
//!   balanceDue = tax − taxWithheld (negative: a refund).

use super::common::{
    count, err, finite, maybe, more_than, non_negative, unknown_option, Row, Table,
};
use super::state_tax::calculators::add_to_tax;
use super::state_tax::filer;
use super::tax_data::{
    br_period, bracket_tax, irpf_annual, irpf_reduction, irpf_table_tax, marginal_rate,
    progressive, us_year, Filing, IrpfAnnual, IrpfPeriod, IrpfRow, Reduction, Slice, UsYear,
    ADDITIONAL_MEDICARE_RATE, ADDITIONAL_MEDICARE_WITHHOLDING_THRESHOLD, FILING_OPTIONS,
    IRPF_ANNUAL_OPTIONS, MEDICARE_RATE, PRIVATE_PENSION_CAP_RATE, SOCIAL_SECURITY_RATE,
    US_YEAR_OPTIONS,
};
use calc_core::declare::{Choice, Input, Read, Reads};
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;

calc_core::calculator! {
    pub mod tax = "tax" (compute) {
        inputs {
            ..filer,
            income: Number,
            nonWageIncome: Number,
            investmentIncome: Number,
            selfEmploymentIncome: Number,
            specifiedService: Flag,
            qualifiedDividends: Number,
            longTermCapitalGains: Number,
            preTaxContributions: Number,
            deductionType: Choice,
            itemizedDeductions: Number,
            agedOrBlind: Number,
            children: Number,
            withholding: Number,
            blind: Number,
            qualifiedTips: Number,
            qualifiedOvertime: Number,
            carLoanInterest: Number,
            stateAndLocalTaxes: Number,
            olderChildren: Number,
            otherDependents: Number,
        }
        outputs {
            taxableIncome: Number,
            tax: Number,
            effectiveRate: Number,
            averageRate: Number,
            marginalRate: Number,
            adjustedGrossIncome: Number,
            deduction: Number,
            standardDeduction: Number,
            afterTaxIncome: Number,
            brackets: Json,
            totalIncome: Number,
            selfEmploymentTax: Number,
            selfEmploymentTaxDeduction: Number,
            qualifiedBusinessIncomeDeduction: Number,
            additionalMedicareTax: Number,
            netInvestmentIncomeTax: Number,
            ordinaryTaxableIncome: Number,
            gainsAtZero: Number,
            gainsAtFifteen: Number,
            gainsAtTwenty: Number,
            qualifiedGainsTax: Number,
            incomeTaxBeforeCredits: Number,
            childTaxCredit: Number,
            incomeTax: Number,
            additionalChildTaxCredit: Number,
            totalPayments: Number,
            refund: Number,
            amountOwed: Number,
            seniorDeduction: Number,
            tipsDeduction: Number,
            overtimeDeduction: Number,
            carLoanInterestDeduction: Number,
            schedule1ADeductions: Number,
            saltCap: Number,
            saltDeduction: Number,
            earnedIncomeCredit: Number,
            // This calculator's own ids: the like-shaped lists of other calculators
            // declare other outputs (so they stay apart).
            stateNote: Text,
            stateTaxableIncome: Number,
            stateTax: Number,
            localTax: Number,
            taxWithStateAndLocal: Number,
        }
    }
}
pub const FUNCTION: Function = tax::FUNCTION;

calc_core::calculator! {
    pub mod tax_br = "tax-br" (compute_br) {
        inputs {
            mode: Choice,
            period: Choice,
            taxYear: Choice,
            income: Number,
            inss: Number,
            dependants: Number,
            alimony: Number,
            education: Number,
            health: Number,
            privatePension: Number,
            otherDeductions: Number,
            deductionMethod: Choice,
            taxWithheld: Number,
        }
        outputs {
            taxBase: Number,
            tax: Json,
            taxBeforeReduction: Number,
            reduction: Number,
            deductions: Number,
            deductionUsed: Text,
            effectiveRate: Json,
            marginalRate: Json,
            balanceDue: Json,
            brackets: Json,
            taxComplete: Json,
            taxSimplified: Json,
            completeDeductions: Json,
            simplifiedDiscount: Json,
            saving: Json,
        }
    }
}
pub const FUNCTION_BR: Function = tax_br::FUNCTION;
use tax::{input as i, output as o};
use tax_br::{input as bi, output as bo};

/// A U.S. filing status input.
pub fn filing_of<C, G>(inputs: Read<C>, id: Input<G, Choice>) -> Result<Filing, InputError>
where
    C: Reads<G>,
{
    Filing::from_id(inputs.option(id)?).ok_or_else(|| unknown_option(id.id(), FILING_OPTIONS))
}

/// Schedule SE, Part I: self-employment tax on a net profit.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SeTax {
    /// Line 4a / 6: net profit × 92.35 %.
    pub net_earnings: f64,
    /// Line 10: 12.4 % of the net earnings that fit under the wage base
    /// left after the Social Security wages (line 9).
    pub social_security: f64,
    /// Line 11: 2.9 % of all the net earnings.
    pub medicare: f64,
    /// Line 12.
    pub tax: f64,
    /// Line 13: the deductible half (Schedule 1, line 15).
    pub deduction: f64,
}

/// Schedule SE on `net_profit` (Schedule C), with `ss_wages` of wages
/// already under Social Security (W-2 boxes 3 and 7, line 8a).
pub fn self_employment_tax(year: &UsYear, net_profit: f64, ss_wages: f64) -> SeTax {
    let se = &year.self_employment;
    let net_earnings = (net_profit * se.net_earnings_factor).max(0.0);
    if net_earnings < se.minimum_net_earnings {
        // Line 4c: "If less than $400, stop; you don't owe self-employment tax."
        return SeTax {
            net_earnings,
            social_security: 0.0,
            medicare: 0.0,
            tax: 0.0,
            deduction: 0.0,
        };
    }
    let room = (year.social_security_wage_base - ss_wages).max(0.0);
    let social_security = net_earnings.min(room) * se.social_security_rate;
    let medicare = net_earnings * se.medicare_rate;
    let tax = social_security + medicare;
    SeTax {
        net_earnings,
        social_security,
        medicare,
        tax,
        deduction: tax * se.deductible_share,
    }
}

/// Form 8959: the 0.9 % Additional Medicare Tax on Medicare `wages` (W-2
/// box 5) over the status's threshold (Part I), and on net earnings from
/// self-employment over what of the threshold the wages leave (Part II;
/// none when Schedule SE stopped under 400).
pub fn additional_medicare_tax(year: &UsYear, status: Filing, wages: f64, se: &SeTax) -> f64 {
    let threshold = year.additional_medicare_threshold[status as usize];
    let on_wages = (wages - threshold).max(0.0);
    let se_earnings = if se.tax > 0.0 { se.net_earnings } else { 0.0 };
    let on_self_employment = (se_earnings - (threshold - wages).max(0.0)).max(0.0);
    ADDITIONAL_MEDICARE_RATE * (on_wages + on_self_employment)
}

/// Form 8960: the net investment income tax, on the smaller of
/// `investment_income` and modified AGI (here the AGI) over the
/// threshold.
pub fn net_investment_income_tax(
    year: &UsYear,
    status: Filing,
    agi: f64,
    investment_income: f64,
) -> f64 {
    let niit = &year.net_investment_income_tax;
    let over = (agi - niit.threshold[status as usize]).max(0.0);
    niit.rate * investment_income.min(over)
}

/// The qualified business income deduction (IRC 199A) of a sole
/// proprietor with `qbi` of qualified business income (Schedule C profit
/// less the deductible part of self-employment tax), `taxable_before` of
/// taxable income before the deduction and `net_capital_gain` (qualified
/// dividends included). The business is taken to pay no W-2 wages and to
/// hold no depreciable property, so the wage and property limit is 0: over
/// the threshold the deduction phases out across the phase-in range
/// (Form 8995-A Part III: the reduction is the excess over that limit,
/// all of the 20 %, times the share of the range passed), and a specified
/// service business (`specified_service`) first keeps only the applicable
/// percentage of its income (Schedule A). Form 8995 line 15 (8995-A line
/// 37): the smaller of that and 20 % of taxable income over the net
/// capital gain; from 2026 at least the minimum of IRC 199A(i) (and never
/// more than the taxable income it is taken from).
pub fn qualified_business_income_deduction(
    year: &UsYear,
    status: Filing,
    qbi: f64,
    taxable_before: f64,
    net_capital_gain: f64,
    specified_service: bool,
) -> f64 {
    let rules = &year.qualified_business_income;
    if qbi <= 0.0 {
        return 0.0;
    }
    let threshold = rules.threshold[status as usize];
    let range = rules.phase_in_range[status as usize];
    // The share of the phase-in range passed (Form 8995-A line 24).
    let passed = ((taxable_before - threshold) / range).clamp(0.0, 1.0);
    let counted = if specified_service {
        qbi * (1.0 - passed)
    } else {
        qbi
    };
    let component = rules.rate * counted * (1.0 - passed);
    let income_limit = rules.rate * (taxable_before - net_capital_gain).max(0.0);
    let deduction = component.min(income_limit);
    // The minimum counts the income of qualified businesses only: over the
    // threshold a specified service business is one in part (`counted`).
    let deduction =
        if rules.minimum_deduction > 0.0 && counted >= rules.minimum_deduction_from_income {
            deduction.max(rules.minimum_deduction)
        } else {
            deduction
        };
    // Taxable income stops at 0: the part of a minimum beyond it lowers
    // nothing.
    deduction.min(taxable_before)
}

/// The Qualified Dividends and Capital Gain Tax Worksheet (Form 1040
/// instructions, line 16), line by line.
#[derive(Debug, Clone, PartialEq)]
pub struct GainsTax {
    /// Line 5: taxable income less the qualified part (taxed as ordinary).
    pub ordinary_taxable: f64,
    /// Line 9: the qualified part taxed at 0 %.
    pub at_zero: f64,
    /// Line 17: at 15 %.
    pub at_fifteen: f64,
    /// Line 20: at 20 %.
    pub at_twenty: f64,
    /// Lines 18 + 21: the tax on the qualified part.
    pub gains_tax: f64,
    /// Line 22: the rate-schedule tax on line 5, and its slices.
    pub ordinary_tax: f64,
    pub slices: Vec<Slice>,
    /// Line 25: the smaller of lines 23 and 24, the tax (Form 1040 line 16).
    pub tax: f64,
    /// The tax on the next dollar of ordinary income, as a fraction.
    pub marginal: f64,
}

/// The worksheet for `taxable` income (line 1) of which
/// `qualified_dividends` (line 2) and `net_capital_gain` (line 3: the net
/// long-term gain, none if a loss) are taxed at 0, 15 and 20 %.
pub fn qualified_gains_tax(
    year: &UsYear,
    status: Filing,
    taxable: f64,
    qualified_dividends: f64,
    net_capital_gain: f64,
) -> GainsTax {
    let brackets = &year.brackets[status as usize];
    let l1 = taxable;
    let l4 = qualified_dividends + net_capital_gain.max(0.0);
    let l5 = (l1 - l4).max(0.0);
    let l6 = year.capital_gains_zero_up_to[status as usize];
    let l7 = l1.min(l6);
    let l8 = l5.min(l7);
    let l9 = l7 - l8;
    let l10 = l1.min(l4);
    let l12 = l10 - l9;
    let l13 = year.capital_gains_fifteen_up_to[status as usize];
    let l14 = l1.min(l13);
    let l15 = l5 + l9;
    let l16 = (l14 - l15).max(0.0);
    let l17 = l12.min(l16);
    let l18 = l17 * 0.15;
    let l19 = l9 + l17;
    let l20 = l10 - l19;
    let l21 = l20 * 0.20;
    let (l22, slices) = bracket_tax(brackets, l5);
    let l23 = l18 + l21 + l22;
    let l24 = bracket_tax(brackets, l1).0;
    // The next dollar of ordinary income is taxed at its bracket rate and
    // lifts the qualified part, which sits on top of it, by a dollar: the
    // dollar at the bottom of that part (at line 5) leaves its rate and one
    // at the top (line 1) takes the rate there. While the qualified part is
    // all of the taxable income (line 5 is 0), the new dollar is simply
    // added on top. At a limit, the higher rate.
    let qualified_rate = |at: f64| {
        if at < l6 {
            0.0
        } else if at < l13 {
            0.15
        } else {
            0.20
        }
    };
    let marginal = if l4 <= 0.0 || l23 >= l24 {
        marginal_rate(brackets, l1)
    } else if l1 > l4 {
        marginal_rate(brackets, l5) + qualified_rate(l1) - qualified_rate(l5)
    } else {
        qualified_rate(l1)
    };
    GainsTax {
        ordinary_taxable: l5,
        at_zero: l9,
        at_fifteen: l17,
        at_twenty: l20,
        gains_tax: l18 + l21,
        ordinary_tax: l22,
        slices,
        tax: l23.min(l24),
        marginal,
    }
}

/// Schedule 8812: the child tax credit.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ChildCredit {
    /// Line 12: the credit after the phase-out, before the tax limit.
    pub after_phase_out: f64,
    /// Line 14: the part that lowers the income tax (at most that tax).
    pub nonrefundable: f64,
    /// Line 27: the additional child tax credit, refunded.
    pub refundable: f64,
}

/// Who Schedule 8812 counts and what it is measured on.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CreditBase {
    /// Qualifying children under 17 (line 4) and other dependents (line 6).
    pub children: f64,
    pub other_dependents: f64,
    /// Modified AGI (line 3).
    pub magi: f64,
    /// The income tax the nonrefundable part can lower (Credit Limit
    /// Worksheet A: Form 1040 line 18).
    pub tax_limit: f64,
    /// Earned income (line 18a).
    pub earned_income: f64,
    /// Part II-B, with three or more children: the Social Security and
    /// Medicare taxes paid (lines 21-23) less the earned income credit
    /// (line 24).
    pub payroll_taxes_less_eic: f64,
}

/// Schedule 8812: the child tax credit and the credit for other dependents
/// (in one phase-out, lines 5-12). The refundable part is the larger of
/// Part II-A, 15 % of earned income over 2,500, and, with three or more
/// children, Part II-B.
pub fn child_tax_credit(year: &UsYear, status: Filing, base: &CreditBase) -> ChildCredit {
    let ctc = &year.child_tax_credit;
    let CreditBase {
        children,
        magi,
        tax_limit,
        earned_income,
        ..
    } = *base;
    let l5 = children * ctc.per_child + base.other_dependents * ctc.per_other_dependent;
    let threshold = if status == Filing::MarriedJoint {
        ctc.phase_out_joint
    } else {
        ctc.phase_out_other
    };
    // Line 10: the excess, "rounded up to the next multiple of $1,000".
    let steps = ((magi - threshold).max(0.0) / ctc.phase_out_step).ceil();
    let l12 = (l5 - steps * ctc.phase_out_per_step).max(0.0);
    let l14 = l12.min(tax_limit.max(0.0));
    let l16a = l12 - l14;
    let l17 = l16a.min(children * ctc.refundable_per_child);
    let l20 = (earned_income - ctc.earned_income_threshold).max(0.0) * ctc.refundable_rate;
    let l26 = if children >= ctc.alternative_refund_from_children {
        l20.max(base.payroll_taxes_less_eic)
    } else {
        l20
    };
    ChildCredit {
        after_phase_out: l12,
        nonrefundable: l14,
        refundable: l17.min(l26),
    }
}

/// The earned income credit (IRC 32) with `children` qualifying children
/// (3 counts for more), on `earned` income and `agi`: the phase-in rate of
/// earned income up to the maximum, less the phase-out rate of the larger
/// of AGI and earned income over the phase-out start; none with more
/// investment income than the limit. The IRS's EIC Table works in $50
/// rows, so a return can differ from this formula by a few dollars.
pub fn earned_income_credit(
    year: &UsYear,
    status: Filing,
    children: f64,
    earned: f64,
    agi: f64,
    investment_income: f64,
) -> f64 {
    let eic = &year.earned_income_credit;
    if investment_income > eic.investment_income_limit {
        return 0.0;
    }
    let k = children.clamp(0.0, 3.0) as usize;
    let start = if status == Filing::MarriedJoint {
        eic.phase_out_start_joint[k]
    } else {
        eic.phase_out_start_other[k]
    };
    let phased_in = (eic.phase_in_rate[k] * earned).min(eic.max_credit[k]);
    let over = (agi.max(earned) - start).max(0.0);
    (phased_in - eic.phase_out_rate[k] * over).max(0.0)
}

/// The senior deduction (IRC 151(d)(5)(C)) for `seniors` spouses 65 or
/// older: each one's amount less the phase-out; none on a separate return.
pub fn senior_deduction(year: &UsYear, status: Filing, seniors: f64, magi: f64) -> f64 {
    let s = &year.senior_deduction;
    if status == Filing::MarriedSeparate && !s.allowed_married_filing_separately {
        return 0.0;
    }
    let over = (magi - s.phase_out_threshold[status as usize]).max(0.0);
    seniors * (s.per_person - s.phase_out_rate * over).max(0.0)
}

/// The boxes checked on Form 1040 for age 65 or older and blindness, and
/// how many of the filers are 65 or older: the boxes less those for
/// blindness, at most one a person.
fn seniors(inputs: tax::In, status: Filing) -> Result<(f64, f64), InputError> {
    let boxes = count(inputs, i::agedOrBlind)?;
    let people = if status.married() { 2.0 } else { 1.0 };
    if boxes > 2.0 * people {
        return Err(err(
            i::agedOrBlind.id(),
            ErrorKind::AboveMax { max: 2.0 * people },
        ));
    }
    let blind = count(inputs, i::blind)?;
    if blind > boxes {
        return Err(more_than(i::blind.id(), i::agedOrBlind.id()));
    }
    if blind > people {
        return Err(err(i::blind.id(), ErrorKind::AboveMax { max: people }));
    }
    // One box for age per person at most: boxes beyond that are blindness.
    Ok((boxes, (boxes - blind).min(people)))
}

fn compute(inputs: tax::In) -> Result<tax::Out, InputError> {
    add_to_tax(inputs, federal(inputs)?)
}

/// The federal return (Form 1040).
fn federal(inputs: tax::In) -> Result<tax::Out, InputError> {
    let year = us_year(inputs.option(filer::input::taxYear)?)
        .ok_or_else(|| unknown_option(filer::input::taxYear.id(), US_YEAR_OPTIONS))?;
    let status = filing_of(inputs, filer::input::filingStatus)?;
    let income = non_negative(inputs, i::income)?;
    let pre_tax = non_negative(inputs, i::preTaxContributions)?;
    if pre_tax > income {
        return Err(more_than(i::preTaxContributions.id(), i::income.id()));
    }
    let non_wage = non_negative(inputs, i::nonWageIncome)?;
    if non_wage > income {
        return Err(more_than(i::nonWageIncome.id(), i::income.id()));
    }
    let investment = non_negative(inputs, i::investmentIncome)?;
    if investment > non_wage {
        return Err(more_than(i::investmentIncome.id(), i::nonWageIncome.id()));
    }
    // Pay: the income that is not interest, pensions and the like. Social
    // Security wages (W-2 box 3) include 401(k) deferrals; box 1 wages,
    // the earned income of Schedule 8812, do not.
    let pay = income - non_wage;
    // Tips and the overtime premium are part of the pay (W-2 box 1), and a
    // dollar is one or the other (IRC 225(c)).
    let tips = non_negative(inputs, i::qualifiedTips)?;
    if tips > pay {
        return Err(more_than(i::qualifiedTips.id(), i::income.id()));
    }
    let overtime = non_negative(inputs, i::qualifiedOvertime)?;
    if overtime > pay - tips {
        return Err(more_than(i::qualifiedOvertime.id(), i::income.id()));
    }
    let car_interest = non_negative(inputs, i::carLoanInterest)?;
    let self_employment = non_negative(inputs, i::selfEmploymentIncome)?;
    let dividends = non_negative(inputs, i::qualifiedDividends)?;
    let gains = non_negative(inputs, i::longTermCapitalGains)?;
    let children = count(inputs, i::children)?;
    let older_children = count(inputs, i::olderChildren)?;
    let other_dependents = count(inputs, i::otherDependents)?;
    let withholding = non_negative(inputs, i::withholding)?;
    let specified_service = inputs.flag(i::specifiedService)?;
    let (boxes, seniors) = seniors(inputs, status)?;
    let additional = if status.married() {
        year.additional_married
    } else {
        year.additional_unmarried
    };
    let standard = year.standard_deduction[status as usize] + boxes * additional;
    let se = self_employment_tax(year, self_employment, pay);
    let total_income = income + self_employment + dividends + gains;
    let agi = total_income - pre_tax - se.deduction;
    // Every phase-out here measures modified AGI: AGI plus income excluded
    // as earned abroad or in a U.S. possession, which the page does not ask.
    let magi = agi;
    let salt_cap = year.salt_cap.cap(status, magi);
    let (deduction, salt) = match inputs.option(i::deductionType)? {
        "standard" => (standard, 0.0),
        "itemized" => {
            let salt = non_negative(inputs, i::stateAndLocalTaxes)?.min(salt_cap);
            (non_negative(inputs, i::itemizedDeductions)? + salt, salt)
        }
        _ => {
            return Err(unknown_option(
                i::deductionType.id(),
                &["standard", "itemized"],
            ))
        }
    };
    // Schedule 1-A, Form 1040 line 13b: after AGI, whichever deduction.
    let senior = senior_deduction(year, status, seniors, magi);
    let tips_deduction = year.qualified_tips.deduction(status, tips, magi);
    let overtime_deduction = year.qualified_overtime.deduction(status, overtime, magi);
    let car_deduction = year.car_loan_interest.deduction(status, car_interest, magi);
    let schedule_1a = senior + tips_deduction + overtime_deduction + car_deduction;
    // Form 8995 line 11: taxable income before this deduction, after the
    // others (lines 12 and 13b).
    let taxable_before = (agi - deduction - schedule_1a).max(0.0);
    let qbi_deduction = qualified_business_income_deduction(
        year,
        status,
        self_employment - se.deduction,
        taxable_before,
        dividends + gains,
        specified_service,
    );
    let taxable = (taxable_before - qbi_deduction).max(0.0);
    let worksheet = qualified_gains_tax(year, status, taxable, dividends, gains);
    let before_credits = finite(worksheet.tax, i::income.id())?;
    let earned = (pay - pre_tax).max(0.0) + self_employment - se.deduction;
    // The earned income credit: not on a separate return (allowed only to
    // a spouse living apart, which the page does not ask), and with no
    // qualifying child only from 25 to 64, so not when every filer is 65+.
    let eic_children = children + older_children;
    let all_seniors = seniors >= if status.married() { 2.0 } else { 1.0 };
    let eic = if status == Filing::MarriedSeparate || (eic_children == 0.0 && all_seniors) {
        0.0
    } else {
        earned_income_credit(
            year,
            status,
            eic_children,
            earned,
            agi,
            investment + dividends + gains,
        )
    };
    // Schedule 8812 lines 21-22: the Social Security and Medicare taxes on
    // the pay (the employer withholds 0.9 % over 200,000) and half the
    // self-employment tax.
    let payroll = SOCIAL_SECURITY_RATE * pay.min(year.social_security_wage_base)
        + MEDICARE_RATE * pay
        + ADDITIONAL_MEDICARE_RATE * (pay - ADDITIONAL_MEDICARE_WITHHOLDING_THRESHOLD).max(0.0)
        + se.deduction;
    let credit = child_tax_credit(
        year,
        status,
        &CreditBase {
            children,
            other_dependents: older_children + other_dependents,
            magi,
            tax_limit: before_credits,
            earned_income: earned,
            payroll_taxes_less_eic: (payroll - eic).max(0.0),
        },
    );
    let income_tax = before_credits - credit.nonrefundable;
    let medicare = additional_medicare_tax(year, status, pay, &se);
    let niit = net_investment_income_tax(year, status, agi, investment + dividends + gains);
    let tax = finite(
        income_tax + se.tax + medicare + niit,
        i::selfEmploymentIncome.id(),
    )?;
    let payments = withholding + credit.refundable + eic;
    let marginal = if agi < deduction + schedule_1a {
        0.0
    } else {
        worksheet.marginal
    };
    // One setter per output this calculator declares: the like-shaped chains of
    // other calculators set other outputs (so they stay apart).
    Ok(tax::Out::new()
        .number(o::taxableIncome, taxable)
        .number(o::tax, tax)
        .number(o::effectiveRate, rate_of(tax, total_income))
        .number(o::averageRate, rate_of(income_tax, taxable))
        .number(o::marginalRate, marginal * 100.0)
        .number(o::adjustedGrossIncome, agi)
        .number(o::deduction, deduction)
        .number(o::standardDeduction, standard)
        .number(o::afterTaxIncome, total_income - tax)
        .json(o::brackets, slices_table(&worksheet.slices)?)
        .number(o::totalIncome, total_income)
        .number(o::selfEmploymentTax, se.tax)
        .number(o::selfEmploymentTaxDeduction, se.deduction)
        .number(o::qualifiedBusinessIncomeDeduction, qbi_deduction)
        .number(o::additionalMedicareTax, medicare)
        .number(o::netInvestmentIncomeTax, niit)
        .number(o::ordinaryTaxableIncome, worksheet.ordinary_taxable)
        .number(o::gainsAtZero, worksheet.at_zero)
        .number(o::gainsAtFifteen, worksheet.at_fifteen)
        .number(o::gainsAtTwenty, worksheet.at_twenty)
        .number(o::qualifiedGainsTax, worksheet.gains_tax)
        .number(o::incomeTaxBeforeCredits, before_credits)
        .number(o::childTaxCredit, credit.nonrefundable)
        .number(o::incomeTax, income_tax)
        .number(o::additionalChildTaxCredit, credit.refundable)
        .number(o::totalPayments, payments)
        .number(o::refund, (payments - tax).max(0.0))
        .number(o::amountOwed, (tax - payments).max(0.0))
        .number(o::seniorDeduction, senior)
        .number(o::tipsDeduction, tips_deduction)
        .number(o::overtimeDeduction, overtime_deduction)
        .number(o::carLoanInterestDeduction, car_deduction)
        .number(o::schedule1ADeductions, schedule_1a)
        .number(o::saltCap, salt_cap)
        .number(o::saltDeduction, salt)
        .number(o::earnedIncomeCredit, eic))
}

/// `tax` as a percentage of `base`; 0 when there is no base.
pub fn rate_of(tax: f64, base: f64) -> f64 {
    if base > 0.0 {
        tax / base * 100.0
    } else {
        0.0
    }
}

/// The brackets table of both calculators: each slice's rate (%), its
/// limits (no upper limit: null), the income in it and the tax on it.
fn slices_table(slices: &[Slice]) -> Result<serde_json::Value, InputError> {
    let mut table = Table::new();
    for s in slices {
        table.push(
            Row::new()
                .num("rate", s.rate * 100.0)
                .num("from", s.from)
                .opt("to", s.to.is_finite().then_some(s.to))
                .num(i::income.id(), s.amount)
                .num("tax", s.tax),
        );
    }
    table.finish(i::income.id())
}

// ------------------------------------------------------------------ Brazil

/// A Brazilian monthly IRPF computation.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BrTax {
    pub base: f64,
    /// What was subtracted from the income to get the base.
    pub deductions: f64,
    pub simplified: bool,
    pub table_tax: f64,
    pub reduction: f64,
    pub tax: f64,
    /// Index of the table row the base falls in.
    pub row: usize,
}

impl BrTax {
    /// Which deductions lowered the base (output `deductionUsed`).
    pub fn deduction_used(&self) -> &'static str {
        if self.simplified {
            "simplified"
        } else {
            "complete"
        }
    }
}

/// How the deductions are chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    Best,
    Complete,
    Simplified,
}

pub fn method<C, G>(inputs: Read<C>, id: Input<G, Choice>) -> Result<Method, InputError>
where
    C: Reads<G>,
{
    match inputs.option(id)? {
        "best" => Ok(Method::Best),
        "complete" => Ok(Method::Complete),
        "simplified" => Ok(Method::Simplified),
        _ => Err(unknown_option(id.id(), &["best", "complete", "simplified"])),
    }
}

/// The tax on `income` less `deductions` by the table `rows`, less the
/// Lei 15.270/2025 `reduction` where there is one.
fn irpf(
    rows: &[IrpfRow],
    reduction: Option<Reduction>,
    income: f64,
    deductions: f64,
    simplified: bool,
) -> BrTax {
    let base = (income - deductions).max(0.0);
    let (table_tax, row) = irpf_table_tax(rows, base);
    let reduction = reduction.map_or(0.0, |r| irpf_reduction(&r, income, table_tax));
    BrTax {
        base,
        deductions,
        simplified,
        table_tax,
        reduction,
        tax: table_tax - reduction,
        row,
    }
}

/// The month's IRPF on `income` (gross taxable) with `complete` legal
/// deductions (INSS, dependants, alimony, others) already added up.
pub fn irpf_month(period: &IrpfPeriod, income: f64, complete: f64, how: Method) -> BrTax {
    let simplified = match how {
        Method::Simplified => true,
        Method::Complete => false,
        Method::Best => period.simplified_discount > complete,
    };
    let deductions = if simplified {
        period.simplified_discount
    } else {
        complete
    };
    irpf(
        &period.rows,
        period.reduction,
        income,
        deductions,
        simplified,
    )
}

/// What the complete annual declaration deducts, before the caps.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct AnnualDeductions {
    /// INSS or another official pension system.
    pub official_pension: f64,
    pub dependants: f64,
    pub alimony: f64,
    /// Education expenses of the taxpayer and the dependants, together.
    pub education: f64,
    pub health: f64,
    /// PGBL, FAPI and pension funds.
    pub private_pension: f64,
    pub other: f64,
}

/// Both annual declarations of one year.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct AnnualReturn {
    pub complete: BrTax,
    pub simplified: BrTax,
}

impl AnnualReturn {
    /// The declaration with the lower tax; on a tie the simplified one,
    /// which needs no receipts.
    pub fn best(&self) -> &BrTax {
        if self.complete.tax < self.simplified.tax {
            &self.complete
        } else {
            &self.simplified
        }
    }
}

/// The complete deductions of `year` on `income`: education counts up to
/// the cap for each person (the taxpayer and each dependant; a total
/// above that many caps is cut to it), private pension up to 12 % of the
/// taxable income, the rest in full.
pub fn annual_deductions(year: &IrpfAnnual, income: f64, d: &AnnualDeductions) -> f64 {
    let people = 1.0 + d.dependants;
    d.official_pension
        + d.dependants * year.dependant_deduction
        + d.alimony
        + d.education.min(year.education_cap * people)
        + d.health
        + d.private_pension.min(PRIVATE_PENSION_CAP_RATE * income)
        + d.other
}

/// The declaração de ajuste anual of `year` on `income`, both ways.
pub fn irpf_year(year: &IrpfAnnual, income: f64, d: &AnnualDeductions) -> AnnualReturn {
    let discount = (year.simplified_rate * income).min(year.simplified_cap);
    AnnualReturn {
        complete: irpf(
            &year.rows,
            year.reduction,
            income,
            annual_deductions(year, income, d),
            false,
        ),
        simplified: irpf(&year.rows, year.reduction, income, discount, true),
    }
}

fn compute_br(inputs: tax_br::In) -> Result<tax_br::Out, InputError> {
    let income = non_negative(inputs, bi::income)?;
    let inss = non_negative(inputs, bi::inss)?;
    let dependants = count(inputs, bi::dependants)?;
    let alimony = non_negative(inputs, bi::alimony)?;
    let others = non_negative(inputs, bi::otherDeductions)?;
    let annual = match inputs.option(bi::mode)? {
        "monthly" => false,
        "annual" => true,
        _ => return Err(unknown_option(bi::mode.id(), &["monthly", "annual"])),
    };
    let mut both = None;
    let (t, rows, balance) = if annual {
        let year = irpf_annual(inputs.option(bi::taxYear)?)
            .ok_or_else(|| unknown_option(bi::taxYear.id(), IRPF_ANNUAL_OPTIONS))?;
        let d = AnnualDeductions {
            official_pension: inss,
            dependants,
            alimony,
            education: non_negative(inputs, bi::education)?,
            health: non_negative(inputs, bi::health)?,
            private_pension: non_negative(inputs, bi::privatePension)?,
            other: others,
        };
        let r = irpf_year(year, income, &d);
        both = Some(r);
        let t = *r.best();
        let withheld = non_negative(inputs, bi::taxWithheld)?;
        (t, year.rows, Some(t.tax - withheld))
    } else {
        let period_id = inputs.option(bi::period)?;
        let (period, _) = br_period(period_id)
            .ok_or_else(|| unknown_option(bi::period.id(), super::tax_data::BR_PERIOD_OPTIONS))?;
        let complete = inss + dependants * period.dependant_deduction + alimony + others;
        (
            irpf_month(
                period,
                income,
                complete,
                method(inputs, bi::deductionMethod)?,
            ),
            period.rows,
            None,
        )
    };
    let tax = finite(t.tax, bi::income.id())?;
    // The rate on the next real of income: the row's rate, unless the
    // reduction still absorbs it or the base is zero.
    let marginal = if t.base <= 0.0 || (t.reduction > 0.0 && tax == 0.0) {
        0.0
    } else {
        rows[t.row].rate
    };
    // Both declarations: the annual mode's; null in the monthly one.
    let annual_only = |f: fn(&AnnualReturn) -> f64| maybe(both.as_ref().map(f));
    Ok(tax_br::Out::new()
        .number(bo::taxBase, t.base)
        .number(bo::tax, tax)
        .number(bo::taxBeforeReduction, t.table_tax)
        .number(bo::reduction, t.reduction)
        .number(bo::deductions, t.deductions)
        .text(bo::deductionUsed, t.deduction_used())
        .number(bo::effectiveRate, rate_of(tax, income))
        .number(bo::marginalRate, marginal * 100.0)
        .json(bo::balanceDue, maybe(balance))
        .json(
            bo::brackets,
            slices_table(&progressive(t.base, rows.iter().map(|r| (r.up_to, r.rate))).1)?,
        )
        .json(bo::taxComplete, annual_only(|r| r.complete.tax))
        .json(bo::taxSimplified, annual_only(|r| r.simplified.tax))
        .json(
            bo::completeDeductions,
            annual_only(|r| r.complete.deductions),
        )
        .json(
            bo::simplifiedDiscount,
            annual_only(|r| r.simplified.deductions),
        )
        .json(
            bo::saving,
            annual_only(|r| (r.complete.tax - r.simplified.tax).abs()),
        ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tax_data::{
        IRPF_2024_02, IRPF_2025_05, IRPF_2026_01, IRPF_ANNUAL_2025, IRPF_ANNUAL_2026, US_2025,
        US_2026,
    };
    use crate::testing::{agrees, agrees_all, inputs, near, rows, text};
    use calc_core::inputs::Inputs;
    use calc_core::outputs::OutValue;
    use calc_core::outputs::Outputs;
    use calc_core::values::Value;

    fn us(
        year: &str,
        status: &str,
        income: f64,
        pre_tax: f64,
        kind: &str,
        itemized: f64,
        boxes: f64,
    ) -> Result<Outputs, InputError> {
        (FUNCTION.compute)(&inputs([
            ("taxYear", Value::Option(year.into())),
            ("filingStatus", Value::Option(status.into())),
            ("income", Value::Number(income)),
            ("preTaxContributions", Value::Number(pre_tax)),
            ("deductionType", Value::Option(kind.into())),
            ("itemizedDeductions", Value::Number(itemized)),
            ("agedOrBlind", Value::Number(boxes)),
            ("nonWageIncome", Value::Number(0.0)),
            ("investmentIncome", Value::Number(0.0)),
            ("selfEmploymentIncome", Value::Number(0.0)),
            ("qualifiedDividends", Value::Number(0.0)),
            ("longTermCapitalGains", Value::Number(0.0)),
            ("children", Value::Number(0.0)),
            ("withholding", Value::Number(0.0)),
            ("specifiedService", Value::Bool(false)),
            ("blind", Value::Number(0.0)),
            ("qualifiedTips", Value::Number(0.0)),
            ("qualifiedOvertime", Value::Number(0.0)),
            ("carLoanInterest", Value::Number(0.0)),
            ("stateAndLocalTaxes", Value::Number(0.0)),
            ("olderChildren", Value::Number(0.0)),
            ("otherDependents", Value::Number(0.0)),
            ("state", Value::Option("TX".into())),
            ("locality", Value::Option("none".into())),
        ]))
    }

    /// Federal tax with the standard deduction and the new inputs as given
    /// (the others 0), for a business that is not a specified service.
    fn with(year: &str, status: &str, set: &[(&str, f64)]) -> Result<Outputs, InputError> {
        with_service(year, status, set, false)
    }

    fn with_service(
        year: &str,
        status: &str,
        set: &[(&str, f64)],
        specified_service: bool,
    ) -> Result<Outputs, InputError> {
        filed(year, status, "standard", set, specified_service)
    }

    /// Federal tax with the deduction `kind` and the number inputs as given
    /// (the others 0).
    fn filed(
        year: &str,
        status: &str,
        kind: &str,
        set: &[(&str, f64)],
        specified_service: bool,
    ) -> Result<Outputs, InputError> {
        let mut all: Vec<(&str, Value)> = vec![
            ("taxYear", Value::Option(year.into())),
            ("filingStatus", Value::Option(status.into())),
            ("deductionType", Value::Option(kind.into())),
            ("specifiedService", Value::Bool(specified_service)),
            ("state", Value::Option("TX".into())),
            ("locality", Value::Option("none".into())),
        ];
        for id in [
            "itemizedDeductions",
            "agedOrBlind",
            "blind",
            "qualifiedTips",
            "qualifiedOvertime",
            "carLoanInterest",
            "stateAndLocalTaxes",
            "olderChildren",
            "otherDependents",
            "income",
            "preTaxContributions",
            "nonWageIncome",
            "investmentIncome",
            "selfEmploymentIncome",
            "qualifiedDividends",
            "longTermCapitalGains",
            "children",
            "withholding",
        ] {
            let v = set.iter().find(|(k, _)| *k == id).map_or(0.0, |(_, v)| *v);
            all.push((id, Value::Number(v)));
        }
        (FUNCTION.compute)(&Inputs::new(
            all.into_iter().map(|(k, v)| (k.to_string(), v)).collect(),
        ))
    }

    /// Schedule 8812's base for `children` and nobody else.
    fn kids(children: f64, magi: f64, tax_limit: f64, earned_income: f64) -> CreditBase {
        CreditBase {
            children,
            other_dependents: 0.0,
            magi,
            tax_limit,
            earned_income,
            payroll_taxes_less_eic: 0.0,
        }
    }

    /// Hand-checked amounts: equal to a ten-thousandth of a dollar.
    fn close(got: f64, expected: f64) {
        assert!((got - expected).abs() < 1e-4, "{got} vs {expected}");
    }

    #[test]
    fn schedule_se_lines() {
        // Schedule SE (2025), Part I, by hand: net profit 50,000 (line 2);
        // line 4a 50,000 × 92.35 % = 46,175; line 10 12.4 % × 46,175 =
        // 5,725.70; line 11 2.9 % × 46,175 = 1,339.075; line 12 7,064.775;
        // line 13 (half) 3,532.3875.
        let se = self_employment_tax(&US_2025, 50_000.0, 0.0);
        close(se.net_earnings, 46_175.0);
        close(se.social_security, 5725.7);
        close(se.medicare, 1339.075);
        close(se.tax, 7064.775);
        close(se.deduction, 3532.3875);
        // Line 8a: 170,000 of W-2 Social Security wages leave 176,100 −
        // 170,000 = 6,100 of the 2025 wage base (line 9): line 10 = 12.4 % ×
        // 6,100 = 756.40; Medicare is not capped.
        let se = self_employment_tax(&US_2025, 50_000.0, 170_000.0);
        close(se.social_security, 756.4);
        close(se.tax, 756.4 + 1339.075);
        // 2026 wage base 184,500: 170,000 leaves 14,500 → 1,798.
        close(
            self_employment_tax(&US_2026, 50_000.0, 170_000.0).social_security,
            1798.0,
        );
        // Wages over the base: no Social Security part at all.
        close(
            self_employment_tax(&US_2026, 50_000.0, 200_000.0).social_security,
            0.0,
        );
        // Line 4c: 433 × 92.35 % = 399.88, under 400: no tax; 434 → 400.80.
        assert_eq!(self_employment_tax(&US_2025, 433.0, 0.0).tax, 0.0);
        close(
            self_employment_tax(&US_2025, 434.0, 0.0).tax,
            400.799 * 0.153,
        );
    }

    #[test]
    fn qualified_dividends_and_capital_gain_worksheet_15_percent() {
        // The worksheet by hand, 2025 single: taxable 60,000 (line 1),
        // qualified dividends 5,000 (2), net capital gain 15,000 (3): line 4
        // 20,000; 5 40,000; 6 48,350; 7 48,350; 8 40,000; 9 8,350 at 0 %;
        // 10 20,000; 12 11,650; 13 533,400; 14 60,000; 15 48,350; 16 11,650;
        // 17 11,650 at 15 % → 18 1,747.50; 20 0; 22 the tax on 40,000 =
        // 1,192.50 + 12 % × 28,075 = 4,561.50; 23 6,309; 24 the tax on 60,000
        // = 5,578.50 + 22 % × 11,525 = 8,114; 25 6,309.
        let w = qualified_gains_tax(&US_2025, Filing::Single, 60_000.0, 5000.0, 15_000.0);
        close(w.ordinary_taxable, 40_000.0);
        close(w.at_zero, 8350.0);
        close(w.at_fifteen, 11_650.0);
        close(w.at_twenty, 0.0);
        close(w.gains_tax, 1747.5);
        close(w.ordinary_tax, 4561.5);
        close(w.tax, 6309.0);
        // The same through the calculator: wages 55,750 + 20,000 − 15,750.
        let out = with(
            "2025",
            "single",
            &[
                ("income", 55_750.0),
                ("qualifiedDividends", 5000.0),
                ("longTermCapitalGains", 15_000.0),
            ],
        )
        .unwrap();
        // Checks of this case's own figures: like-shaped checks elsewhere test others.
        agrees(&out, "taxableIncome", 60_000.0);
        agrees(&out, "tax", 6309.0);
        agrees(&out, "qualifiedGainsTax", 1747.5);
        // The next dollar of wages: 12 % on itself, and it lifts a dollar
        // of gains from under the 48,350 limit (0 %) to above it (15 %): 27 %.
        agrees(&out, "marginalRate", 27.0);
        let next = with(
            "2025",
            "single",
            &[
                ("income", 55_751.0),
                ("qualifiedDividends", 5000.0),
                ("longTermCapitalGains", 15_000.0),
            ],
        )
        .unwrap();
        close(next.number_of("tax").unwrap() - 6309.0, 0.27);
    }

    #[test]
    fn qualified_dividends_and_capital_gain_worksheet_20_percent() {
        // 2026 married filing jointly, taxable 700,000 with a 200,000 net
        // capital gain: line 5 500,000 is above the 0 % top (98,900): 9 = 0;
        // 14 613,700, 16 = 613,700 − 500,000 = 113,700 at 15 % (17,055); 20
        // 86,300 at 20 % (17,260). Line 22, the tax on 500,000: 82,048 at
        // 403,550 (2,480 + 9,120 + 24,332 + 46,116) + 32 % × 96,450 = 112,912.
        // Line 23 147,227; line 24 (tax on 700,000) 182,538.50; line 25 147,227.
        let w = qualified_gains_tax(&US_2026, Filing::MarriedJoint, 700_000.0, 0.0, 200_000.0);
        close(w.at_zero, 0.0);
        close(w.at_fifteen, 113_700.0);
        close(w.at_twenty, 86_300.0);
        close(w.ordinary_tax, 112_912.0);
        close(w.tax, 147_227.0);
        // The next ordinary dollar: 32 % on itself, and a dollar of the gain
        // moves from 15 % to 20 %: 37 %.
        close(w.marginal, 0.37);
        // No qualified income: the worksheet is the rate schedule (line 25 =
        // line 24), 2025 single 50,000 → 5,914.
        close(
            qualified_gains_tax(&US_2025, Filing::Single, 50_000.0, 0.0, 0.0).tax,
            5914.0,
        );
        // All of it at 0 %: 2026 single, 40,000 of gains and nothing else
        // taxable fits under 49,450.
        close(
            qualified_gains_tax(&US_2026, Filing::Single, 40_000.0, 0.0, 40_000.0).tax,
            0.0,
        );
    }

    #[test]
    fn child_tax_credit_schedule_8812() {
        // 2026 married filing jointly, wages 100,000, two children: taxable
        // 67,800, tax 2,480 + 12 % × 43,000 = 7,640; credit 2 × 2,200 =
        // 4,400, all of it against the tax: 3,240 left. 5,000 withheld: a
        // refund of 1,760.
        let out = with(
            "2026",
            "married_joint",
            &[
                ("income", 100_000.0),
                ("children", 2.0),
                ("withholding", 5000.0),
            ],
        )
        .unwrap();
        agrees_all(
            &out,
            &[
                ("incomeTaxBeforeCredits", 7640.0),
                ("childTaxCredit", 4400.0),
                ("incomeTax", 3240.0),
                ("additionalChildTaxCredit", 0.0),
                ("refund", 1760.0),
                ("amountOwed", 0.0),
            ],
        );
        // Head of household 2026, wages 30,000, two children: taxable 5,850,
        // tax 585, all taken by the credit; line 16a 3,815, capped by 2 ×
        // 1,700 = 3,400 (line 17); 15 % × (30,000 − 2,500) = 4,125 (line 20):
        // additional credit 3,400, refunded with the 1,000 withheld.
        let out = with(
            "2026",
            "head_of_household",
            &[
                ("income", 30_000.0),
                ("children", 2.0),
                ("withholding", 1000.0),
            ],
        )
        .unwrap();
        agrees(&out, "childTaxCredit", 585.0);
        agrees(&out, "incomeTax", 0.0);
        agrees(&out, "additionalChildTaxCredit", 3400.0);
        // And the earned income credit, two children (2026): 7,316 −
        // 21.06 % × (30,000 − 23,890) = 6,029.234.
        agrees(&out, "earnedIncomeCredit", 6029.234);
        agrees(&out, "refund", 4400.0 + 6029.234);
        // Low earned income: 10,000 of wages → 15 % × 7,500 = 1,125.
        let c = child_tax_credit(
            &US_2025,
            Filing::Single,
            &kids(1.0, 10_000.0, 0.0, 10_000.0),
        );
        close(c.refundable, 1125.0);
        // Phase-out, 2025 single, AGI 210,500: the 10,500 excess rounds up
        // to 11,000 → 11 × 50 = 550 off 2,200.
        let c = child_tax_credit(&US_2025, Filing::Single, &kids(1.0, 210_500.0, 1e9, 1e9));
        close(c.after_phase_out, 1650.0);
        // Joint filers start at 400,000.
        let c = child_tax_credit(
            &US_2025,
            Filing::MarriedJoint,
            &kids(1.0, 400_000.0, 1e9, 1e9),
        );
        close(c.after_phase_out, 2200.0);
    }

    #[test]
    fn self_employed_owes_se_tax_and_deducts_half() {
        // 2025 single, net profit 50,000 and nothing else: SE tax 7,064.775
        // (schedule_se_lines), AGI 50,000 − 3,532.3875 = 46,467.6125,
        // taxable before the QBI deduction 30,717.6125; the deduction is
        // 20 % of that (6,143.5225; 20 % of the 46,467.6125 of business
        // income would be more): taxable 24,574.09, income tax 1,192.50 +
        // 12 % × 12,649.09 = 2,710.3908; total 9,775.1658, nothing
        // withheld: owed.
        let out = with("2025", "single", &[("selfEmploymentIncome", 50_000.0)]).unwrap();
        agrees_all(
            &out,
            &[
                ("selfEmploymentTax", 7064.775),
                ("adjustedGrossIncome", 46_467.612_5),
                ("qualifiedBusinessIncomeDeduction", 6143.5225),
                ("taxableIncome", 24_574.09),
                ("incomeTax", 2710.3908),
                ("tax", 9775.1658),
                ("amountOwed", 9775.1658),
                ("refund", 0.0),
            ],
        );
        let e = with(
            "2025",
            "single",
            &[("income", 10.0), ("nonWageIncome", 20.0)],
        )
        .unwrap_err();
        assert_eq!(e.input, "nonWageIncome");
    }

    /// OpenTaxSolver 2025 (through tenforty 2025.12, `evaluate_return`), an
    /// independent implementation of Form 1040, on six returns: its taxable
    /// income, income tax, Schedule SE, Form 8995 (QBI), Form 8959
    /// (Additional Medicare Tax) and Form 8960 (NIIT). It works in cents
    /// (a cent off where a line is figured from one it already rounded),
    /// rounds the capital-gains worksheet's lines to dollars (half a
    /// dollar), and under 100,000 of taxable income takes the Tax Table's
    /// 50-dollar rows, so only incomes over 100,000 compare income tax.
    /// Its ordinary dividends are all qualified here and count in
    /// `qualifiedDividends`.
    #[test]
    fn agrees_with_opentaxsolver_2025() {
        const CENT: f64 = 0.01;
        const DOLLAR: f64 = 0.5 + 1e-9;
        type Case<'a> = (&'a str, &'a [(&'a str, f64)], &'a [(&'a str, f64, f64)]);
        let cases: [Case; 6] = [
            (
                "single",
                &[
                    ("income", 150_000.0),
                    ("qualifiedDividends", 5000.0),
                    ("longTermCapitalGains", 20_000.0),
                ],
                &[
                    ("taxableIncome", 159_250.0, CENT),
                    ("incomeTaxBeforeCredits", 28_817.0, DOLLAR),
                    ("additionalMedicareTax", 0.0, CENT),
                    ("netInvestmentIncomeTax", 0.0, CENT),
                ],
            ),
            (
                "married_joint",
                &[
                    ("income", 300_000.0),
                    ("qualifiedDividends", 10_000.0),
                    ("longTermCapitalGains", 600_000.0),
                ],
                &[
                    ("taxableIncome", 878_500.0, CENT),
                    ("incomeTaxBeforeCredits", 155_556.5, CENT),
                    ("additionalMedicareTax", 450.0, CENT),
                    ("netInvestmentIncomeTax", 23_180.0, CENT),
                ],
            ),
            (
                // Exactly 20,377.50; OpenTaxSolver 20,378.
                "head_of_household",
                &[("income", 120_000.0), ("longTermCapitalGains", 40_000.0)],
                &[
                    ("taxableIncome", 136_375.0, CENT),
                    ("incomeTaxBeforeCredits", 20_378.0, DOLLAR),
                ],
            ),
            (
                "married_separate",
                &[("income", 250_000.0), ("qualifiedDividends", 30_000.0)],
                &[
                    ("taxableIncome", 264_250.0, CENT),
                    ("incomeTaxBeforeCredits", 56_523.0, DOLLAR),
                    ("additionalMedicareTax", 1125.0, CENT),
                    ("netInvestmentIncomeTax", 1140.0, CENT),
                ],
            ),
            (
                "single",
                &[("selfEmploymentIncome", 80_000.0)],
                &[
                    ("selfEmploymentTax", 11_303.64, CENT),
                    ("qualifiedBusinessIncomeDeduction", 11_719.64, CENT),
                    ("taxableIncome", 46_878.54, CENT),
                ],
            ),
            (
                // Form 8959 Part II on the self-employment earnings.
                "single",
                &[("income", 150_000.0), ("selfEmploymentIncome", 60_000.0)],
                &[
                    ("selfEmploymentTax", 4843.29, CENT),
                    ("qualifiedBusinessIncomeDeduction", 11_515.67, CENT),
                    ("taxableIncome", 180_312.69, CENT),
                    ("incomeTax", 36_122.05, CENT),
                    ("additionalMedicareTax", 48.69, CENT),
                    ("netInvestmentIncomeTax", 0.0, CENT),
                ],
            ),
        ];
        for (status, set, expected) in cases {
            let out = with("2025", status, set).unwrap();
            for &(id, ots, tol) in expected {
                near(&out, id, ots, tol);
            }
        }
    }

    #[test]
    fn qbi_deduction_phases_out_over_the_threshold() {
        // 2026 single, wages 170,000 and a profit of 50,000: SE tax
        // 3,137.075, half 1,568.5375; taxable before the deduction
        // 218,431.4625 − 16,100 = 202,331.4625, 581.4625 over the 201,750
        // threshold: 581.4625 / 75,000 of the range passed (Form 8995-A
        // line 24). Business income 48,431.4625; 20 % = 9,686.2925, less
        // that share of it (no wages, no property: line 26 is all of line
        // 3): 9,611.196288629584 (exact fractions).
        let set = [("income", 170_000.0), ("selfEmploymentIncome", 50_000.0)];
        let out = with("2026", "single", &set).unwrap();
        agrees(
            &out,
            "qualifiedBusinessIncomeDeduction",
            9_611.196_288_629_584,
        );
        agrees(&out, "taxableIncome", 192_720.266_211_370_4);
        // A specified service business keeps only the applicable percentage
        // (1 − 581.4625 / 75,000) of its income first (Schedule A), then the
        // same phase-in: 9,536.682285669885.
        let out = with_service("2026", "single", &set, true).unwrap();
        agrees(
            &out,
            "qualifiedBusinessIncomeDeduction",
            9_536.682_285_669_885,
        );
        // Past the whole range (2026 single: 201,750 + 75,000) a business
        // without wages or property has no 20 % left; the 2026 minimum of
        // IRC 199A(i) still gives 400 (49,330.4625 of business income), but
        // not to a specified service business, which no longer counts.
        let set = [("income", 300_000.0), ("selfEmploymentIncome", 50_000.0)];
        agrees(
            &with("2026", "single", &set).unwrap(),
            "qualifiedBusinessIncomeDeduction",
            400.0,
        );
        agrees(
            &with_service("2026", "single", &set, true).unwrap(),
            "qualifiedBusinessIncomeDeduction",
            0.0,
        );
        // 2025 has no minimum.
        agrees(
            &with("2025", "single", &set).unwrap(),
            "qualifiedBusinessIncomeDeduction",
            0.0,
        );
    }

    #[test]
    fn qbi_deduction_limits_and_minimum() {
        // Limited to 20 % of taxable income over the net capital gain: 2025
        // single, profit 30,000 and a 20,000 long-term gain: taxable before
        // 50,000 − 2,119.4325 − 15,750 = 32,130.5675; less the gain
        // 12,130.5675, 20 % = 2,426.1135 (20 % of the business income would
        // be 5,576.1135).
        let out = with(
            "2025",
            "single",
            &[
                ("selfEmploymentIncome", 30_000.0),
                ("longTermCapitalGains", 20_000.0),
            ],
        )
        .unwrap();
        agrees(&out, "qualifiedBusinessIncomeDeduction", 2426.1135);
        agrees(&out, "taxableIncome", 29_704.454);
        // The 2026 minimum: wages 16,100 and a profit of 1,500 (business
        // income 1,394.028375, 1,000 or more): 20 % would be 278.805675, the
        // deduction is 400; in 2025, 278.805675 (taxable before: 1,744.028375).
        let set = [("income", 16_100.0), ("selfEmploymentIncome", 1500.0)];
        agrees(
            &with("2026", "single", &set).unwrap(),
            "qualifiedBusinessIncomeDeduction",
            400.0,
        );
        agrees(
            &with("2025", "single", &set).unwrap(),
            "qualifiedBusinessIncomeDeduction",
            278.805_675,
        );
        // With no taxable income left it lowers nothing: 2026 joint, a
        // profit of 30,000 under the 32,200 standard deduction.
        let out = with(
            "2026",
            "married_joint",
            &[("selfEmploymentIncome", 30_000.0)],
        )
        .unwrap();
        agrees(&out, "qualifiedBusinessIncomeDeduction", 0.0);
        agrees(&out, "taxableIncome", 0.0);
        // No business, no deduction.
        agrees(
            &with("2026", "single", &[("income", 90_000.0)]).unwrap(),
            "qualifiedBusinessIncomeDeduction",
            0.0,
        );
    }

    /// Federal tax with the standard deduction and no age or blindness boxes.
    fn standard(year: &str, status: &str, income: f64, pre_tax: f64) -> Outputs {
        us(year, status, income, pre_tax, "standard", 0.0, 0.0).unwrap()
    }

    #[test]
    fn irs_rate_schedule_single_2025() {
        // Rev. Proc. 2024-40, single: "over 48,475 but not over 103,350:
        // 5,578.50 plus 22 % of the excess over 48,475". Wages 65 750 less the
        // 15 750 standard deduction (OBBBA) = 50 000 taxable:
        // 5 578.50 + 0.22 × 1 525 = 5 914.00.
        let out = standard("2025", "single", 65_750.0, 0.0);
        agrees_all(
            &out,
            &[
                ("taxableIncome", 50_000.0),
                ("tax", 5914.0),
                ("marginalRate", 22.0),
                ("effectiveRate", 5914.0 / 65_750.0 * 100.0),
            ],
        );
    }

    #[test]
    fn irs_rate_schedule_married_joint_2026() {
        // Rev. Proc. 2025-32, married filing jointly: 2 480 + 9 120 + 24 332
        // = 35 932 at 211 400, "plus 24 % of the excess": taxable 250 000 →
        // 35 932 + 0.24 × 38 600 = 45 196. Income 300 000, 17 800 to a
        // 401(k), standard deduction 32 200.
        let out = standard("2026", "married_joint", 300_000.0, 17_800.0);
        agrees_all(
            &out,
            &[
                ("adjustedGrossIncome", 282_200.0),
                ("taxableIncome", 250_000.0),
                ("incomeTax", 45_196.0),
                ("marginalRate", 24.0),
            ],
        );
    }

    #[test]
    fn irs_rate_schedule_head_of_household_top_bracket_2025() {
        // Head of household 2025, taxable 700 000: 1 700 + 5 742 + 8 470
        // + 22 548 + 17 024 + 131 547.50 = 187 031.50 at 626 350, plus 37 % of
        // 73 650 = 27 250.50 → 214 282.00. Itemized 50 000 on 750 000.
        let out = us(
            "2025",
            "head_of_household",
            750_000.0,
            0.0,
            "itemized",
            50_000.0,
            0.0,
        )
        .unwrap();
        agrees(&out, "taxableIncome", 700_000.0);
        agrees(&out, "incomeTax", 214_282.0);
        agrees(&out, "marginalRate", 37.0);
        let rows = rows(&out, "brackets");
        assert_eq!(rows.len(), 7);
        assert_eq!(rows[6]["to"], serde_json::Value::Null);
        assert_eq!(rows[0]["tax"], 1700.0);
    }

    #[test]
    fn married_separate_top_bracket_starts_lower() {
        // 2025 MFS: 37 % over 375 800 (single: over 626 350).
        let out = standard("2025", "married_separate", 415_750.0, 0.0);
        agrees(&out, "taxableIncome", 400_000.0);
        agrees(&out, "marginalRate", 37.0);
    }

    #[test]
    fn additional_standard_deduction_for_age_or_blindness() {
        // 2026 single, 65+ and blind: 16 100 + 2 × 2 050 = 20 200.
        let out = us("2026", "single", 50_000.0, 0.0, "standard", 0.0, 2.0).unwrap();
        agrees(&out, "standardDeduction", 20_200.0);
        // Married: 1 650 a box.
        let out = us("2026", "married_joint", 50_000.0, 0.0, "standard", 0.0, 3.0).unwrap();
        agrees(&out, "standardDeduction", 32_200.0 + 3.0 * 1650.0);
        assert_eq!(
            us("2026", "single", 1.0, 0.0, "standard", 0.0, 3.0)
                .unwrap_err()
                .kind,
            ErrorKind::AboveMax { max: 2.0 }
        );
    }

    #[test]
    fn income_below_the_deduction_owes_nothing() {
        let out = standard("2026", "single", 10_000.0, 0.0);
        assert_eq!(out.number_of("tax"), Some(0.0));
        assert_eq!(out.number_of("marginalRate"), Some(0.0));
        let out = standard("2026", "single", 0.0, 0.0);
        assert_eq!(out.number_of("effectiveRate"), Some(0.0));
        let e = us("2026", "single", 100.0, 200.0, "standard", 0.0, 0.0).unwrap_err();
        assert_eq!(e.input, "preTaxContributions");
    }

    #[allow(clippy::too_many_arguments)]
    fn br(
        mode: &str,
        period: &str,
        income: f64,
        inss: f64,
        dependants: f64,
        alimony: f64,
        others: f64,
        how: &str,
        withheld: f64,
    ) -> Result<Outputs, InputError> {
        (FUNCTION_BR.compute)(&inputs([
            ("mode", Value::Option(mode.into())),
            ("period", Value::Option(period.into())),
            ("taxYear", Value::Option("2025".into())),
            ("income", Value::Number(income)),
            ("inss", Value::Number(inss)),
            ("dependants", Value::Number(dependants)),
            ("alimony", Value::Number(alimony)),
            ("education", Value::Number(0.0)),
            ("health", Value::Number(0.0)),
            ("privatePension", Value::Number(0.0)),
            ("otherDeductions", Value::Number(others)),
            ("deductionMethod", Value::Option(how.into())),
            ("taxWithheld", Value::Number(withheld)),
        ]))
    }

    /// A month's IRRF with the best deduction method, no alimony, no other
    /// deductions and nothing withheld.
    fn monthly(period: &str, income: f64, inss: f64, dependants: f64) -> Outputs {
        br(
            "monthly", period, income, inss, dependants, 0.0, 0.0, "best", 0.0,
        )
        .unwrap()
    }

    #[test]
    fn receita_example_6000_in_2026() {
        // SOURCES.md §4, the published example: salary R$ 6 000 in 2026, no
        // dependants: INSS 641.51, table tax 564.85, reduction 179.75,
        // IRRF 385.10. INSS unrounded: 641.5144.
        let out = monthly("2026-01", 6000.0, 641.5144, 0.0);
        assert_eq!(text(&out, "deductionUsed"), "complete");
        agrees(&out, "taxBase", 5358.4856);
        near(&out, "taxBeforeReduction", 564.85, 0.005);
        near(&out, "reduction", 179.75, 1e-9);
        near(&out, "tax", 385.10, 0.005);
        agrees(&out, "marginalRate", 27.5);
    }

    #[test]
    fn up_to_5000_pays_nothing_from_2026() {
        // Lei 15.270/2025: gross R$ 5 000, simplified discount: base 4 392.80,
        // table tax 4 392.80 × 0.225 − 675.49 = 312.89, all of it reduced.
        let out = monthly("2026-01", 5000.0, 0.0, 0.0);
        assert_eq!(text(&out, "deductionUsed"), "simplified");
        near(&out, "taxBeforeReduction", 312.89, 1e-9);
        assert_eq!(out.number_of("tax"), Some(0.0));
        // Above R$ 7 350 no reduction: 10 000 with INSS 2026 at the ceiling
        // (988.0914) and 2 dependants: base 10 000 − 988.0914 − 379.18 =
        // 8 632.7286; tax = base × 0.275 − 908.73 = 1 465.2214…
        let out = monthly("2026-01", 10_000.0, 988.0914, 2.0);
        agrees(&out, "taxBase", 8632.7286);
        agrees(&out, "tax", 8632.7286 * 0.275 - 908.73);
        assert_eq!(out.number_of("reduction"), Some(0.0));
    }

    #[test]
    fn may_2025_table_two_minimum_wages_exempt() {
        // Data note: 2 × 1 518 = 3 036 less the 607.20 discount = 2 428.80,
        // the top of the zero-rate row: no tax.
        let out = monthly("2025-05", 3036.0, 0.0, 0.0);
        agrees(&out, "taxBase", 2428.80);
        assert_eq!(out.number_of("tax"), Some(0.0));
        // One real more is taxed at 7.5 %.
        let out = monthly("2025-05", 3037.0, 0.0, 0.0);
        agrees(&out, "tax", 2429.80 * 0.075 - 182.16);
        // The earlier table (until April 2025): simplified 564.80.
        let out = br(
            "monthly",
            "2025-01",
            3036.0,
            0.0,
            0.0,
            0.0,
            0.0,
            "simplified",
            0.0,
        )
        .unwrap();
        agrees(&out, "tax", (3036.0 - 564.80) * 0.075 - 169.44);
    }

    /// The annual declaration of ano-calendário `year` on `income`, the
    /// other numbers 0 but those in `set`.
    fn annual(year: &str, income: f64, set: &[(&str, f64)]) -> Outputs {
        let mut values = crate::testing::value_map([
            ("mode", Value::Option("annual".into())),
            ("period", Value::Option("2026-01".into())),
            ("taxYear", Value::Option(year.into())),
            ("deductionMethod", Value::Option("best".into())),
        ]);
        for id in FUNCTION_BR.inputs {
            values.entry(id.to_string()).or_insert(Value::Number(0.0));
        }
        values.insert("income".into(), Value::Number(income));
        (FUNCTION_BR.compute)(&crate::testing::overridden(values, set)).unwrap()
    }

    /// Both declarations' taxes and the one recommended.
    fn both(out: &Outputs, complete: f64, simplified: f64, best: &str) {
        agrees(out, "taxComplete", complete);
        agrees(out, "taxSimplified", simplified);
        assert_eq!(text(out, "deductionUsed"), best);
        agrees(out, "tax", complete.min(simplified));
        agrees(out, "saving", (complete - simplified).abs());
    }

    #[test]
    fn issue_45_case_simplified_wins_at_its_cap() {
        // Ano-calendário 2025 (annual table: 27,5 % over 55.976,16, parcela
        // 10.853,78; dependant 2.275,08; simplified 20 % up to 16.754,34, as
        // the Receita's tables are transcribed in the data file). Income
        // 90.000, INSS 9.000, one dependant, 5.000 of other deductions.
        // Complete: 9.000 + 2.275,08 + 5.000 = 16.275,08; base 73.724,92;
        // 73.724,92 × 0,275 − 10.853,78 = 9.420,573.
        // Simplified: 20 % × 90.000 = 18.000, over the cap: 16.754,34; base
        // 73.245,66 × 0,275 − 10.853,78 = 9.288,7765. The simplified one is
        // lower by 131,7965. 10.000 withheld: 711,2235 to be refunded.
        let out = annual(
            "2025",
            90_000.0,
            &[
                ("inss", 9000.0),
                ("dependants", 1.0),
                ("otherDeductions", 5000.0),
                ("taxWithheld", 10_000.0),
            ],
        );
        both(&out, 9420.573, 9288.7765, "simplified");
        agrees_all(
            &out,
            &[
                ("completeDeductions", 16_275.08),
                ("simplifiedDiscount", 16_754.34),
                ("deductions", 16_754.34),
                ("taxBase", 73_245.66),
                ("reduction", 0.0),
                ("marginalRate", 27.5),
            ],
        );
        match out.get("balanceDue") {
            Some(OutValue::Json(v)) => assert!((v.as_f64().unwrap() + 711.2235).abs() < 1e-8),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn complete_wins_with_dependants_and_health() {
        // 2025: the same 90.000 and INSS 9.000, two dependants (2 ×
        // 2.275,08 = 4.550,16) and 10.000 of health expenses (no cap):
        // 23.550,16; base 66.449,84 × 0,275 − 10.853,78 = 7.419,926, against
        // the simplified 9.288,7765.
        let out = annual(
            "2025",
            90_000.0,
            &[("inss", 9000.0), ("dependants", 2.0), ("health", 10_000.0)],
        );
        both(&out, 7419.926, 9288.7765, "complete");
        agrees(&out, "taxBase", 66_449.84);
    }

    #[test]
    fn education_and_private_pension_are_capped() {
        // 2026, income 100.000 (above 88.200: no reduction), INSS 10.000,
        // education 5.000 for the taxpayer alone (cap 3.561,50), health
        // 8.000, PGBL 20.000 (at most 12 % × 100.000 = 12.000, Lei 9.532/1997
        // art. 11): 10.000 + 3.561,50 + 8.000 + 12.000 = 33.561,50; base
        // 66.438,50 × 0,275 − 10.904,66 = 7.365,9275. Simplified: 20 % is
        // 20.000, capped at 17.640: base 82.360 × 0,275 − 10.904,66 =
        // 11.744,34.
        let set = [
            ("inss", 10_000.0),
            ("education", 5000.0),
            ("health", 8000.0),
            ("privatePension", 20_000.0),
        ];
        let out = annual("2026", 100_000.0, &set);
        agrees(&out, "completeDeductions", 33_561.5);
        both(&out, 7365.9275, 11_744.34, "complete");
        agrees(&out, "reduction", 0.0);
        // The education cap is per person: with one dependant the 5.000
        // fit under 2 × 3.561,50 = 7.123, and the dependant deducts
        // 2.275,08 too: 10.000 + 2.275,08 + 5.000 + 8.000 + 12.000.
        let mut set = set.to_vec();
        set.push(("dependants", 1.0));
        agrees(
            &annual("2026", 100_000.0, &set),
            "completeDeductions",
            37_275.08,
        );
    }

    #[test]
    fn reduction_2026_clears_the_tax_up_to_60000() {
        // Lei 15.270/2025 (art. 11-A of Lei 9.250/1995): up to 60.000 of
        // taxable income, a reduction of up to 2.694,15 "so that the tax
        // due is zero". Income 60.000, INSS 6.000. Simplified: 12.000; base
        // 48.000 × 0,225 − 8.105,85 = 2.694,15, all reduced: 0. Complete:
        // base 54.000 × 0,225 − 8.105,85 = 4.044,15, less 2.694,15 =
        // 1.350,00.
        let out = annual("2026", 60_000.0, &[("inss", 6000.0)]);
        both(&out, 1350.0, 0.0, "simplified");
        agrees(&out, "taxBeforeReduction", 2694.15);
        agrees(&out, "reduction", 2694.15);
        agrees(&out, "marginalRate", 0.0);
    }

    #[test]
    fn reduction_2026_is_partial_up_to_88200() {
        // 70.000: 8.429,73 − 0,095575 × 70.000 = 1.739,48 (the data file's
        // worked check B12). Simplified: 14.000; base 56.000, just over
        // 55.976,16: × 0,275 − 10.904,66 = 4.495,34, less 1.739,48 =
        // 2.755,86. Complete with INSS 7.000 and one dependant: 9.275,08;
        // base 60.724,92 × 0,275 − 10.904,66 = 5.794,693, less 1.739,48 =
        // 4.055,213.
        let out = annual("2026", 70_000.0, &[("inss", 7000.0), ("dependants", 1.0)]);
        both(&out, 4055.213, 2755.86, "simplified");
        agrees(&out, "reduction", 1739.48);
        agrees(&out, "taxBeforeReduction", 4495.34);
        // The same income in 2025 has no reduction: simplified 14.000,
        // base 56.000 × 0,275 − 10.853,78 = 4.546,22.
        agrees(&annual("2025", 70_000.0, &[]), "taxSimplified", 4546.22);
    }

    #[test]
    fn annual_tables_follow_from_the_monthly_ones() {
        // Data checks (B12 of the worked examples): each annual limit is the
        // year's monthly limits added up (2025: four months of the 2024
        // table and eight of the May 2025 one; 2026: twelve of its table),
        // and the published parcelas keep the tax continuous at every limit
        // to half a centavo.
        for (year, months) in [
            (
                &IRPF_ANNUAL_2025,
                [(&IRPF_2024_02, 4.0), (&IRPF_2025_05, 8.0)],
            ),
            (
                &IRPF_ANNUAL_2026,
                [(&IRPF_2026_01, 12.0), (&IRPF_2026_01, 0.0)],
            ),
        ] {
            for (i, row) in year.rows.iter().enumerate().take(4) {
                let sum: f64 = months.iter().map(|(p, n)| p.rows[i].up_to * n).sum();
                assert!(
                    (row.up_to - sum).abs() < 1e-6,
                    "{}: {}",
                    year.year,
                    row.up_to
                );
            }
            for w in year.rows.windows(2) {
                let below = w[0].up_to * w[0].rate - w[0].deduction;
                let above = w[0].up_to * w[1].rate - w[1].deduction;
                assert!((below - above).abs() <= 0.005 + 1e-9, "{}", w[0].up_to);
            }
        }
        // The 2026 annual reduction meets its ends: 8.429,73 − 0,095575 ×
        // 88.200 = 0,015.
        let red = IRPF_ANNUAL_2026.reduction.unwrap();
        assert!((red.constant - red.coefficient * 88_200.0 - 0.015).abs() < 1e-9);
        assert!(IRPF_ANNUAL_2025.reduction.is_none());
    }

    #[test]
    fn br_errors() {
        let e = (FUNCTION_BR.compute)(&inputs([
            ("mode", Value::Option("annual".into())),
            ("period", Value::Option("2026-01".into())),
            ("taxYear", Value::Option("2024".into())),
            ("income", Value::Number(1.0)),
            ("inss", Value::Number(0.0)),
            ("dependants", Value::Number(0.0)),
            ("alimony", Value::Number(0.0)),
            ("otherDeductions", Value::Number(0.0)),
            ("deductionMethod", Value::Option("best".into())),
            ("taxWithheld", Value::Number(0.0)),
        ]))
        .unwrap_err();
        assert_eq!(e.input, "taxYear");
        assert_eq!(
            br("monthly", "2026-01", 1.0, 0.0, 1.5, 0.0, 0.0, "best", 0.0)
                .unwrap_err()
                .kind,
            ErrorKind::NotAnInteger
        );
    }
}
