//! The Portuguese mortgage page's figures (`mortgage-br`, declared in
//! sac.rs): both systems' schedules as Caixa charges them (caixa.rs), with
//! MIP, DFI, the administration fee and TR, their totals, the CET of each
//! system, the 30 % income rule and one extra amortization.
//!
//! The CET and the income rule are the contract's: worked on the schedule
//! without the extra amortization, which is the borrower's choice later.
//! The money is released one month before the first due date, and each
//! encargo counts its calendar days from then.

use super::amortization::{dates, yearly_totals};
use super::caixa::{self, Contract, Extra, Month, Recast, System};
use super::common::{add_months, err, finite, non_negative, unknown_option, Sum, Table};
use super::rates;
use calc_core::declare::{Input, Integer, Json, Number, Output};
use calc_core::error::{ErrorKind, InputError};
use calc_core::values::format_date;

use super::sac::property::{input as i, output as o, Calc, In, Out};
use super::sac::terms;

/// One system's outputs: the same figures after "sac" and after "price".
struct SystemIds {
    first_payment: Output<Calc, Number>,
    last_payment: Output<Calc, Number>,
    total_interest: Output<Calc, Number>,
    total_paid: Output<Calc, Number>,
    schedule: Output<Calc, Json>,
    yearly: Output<Calc, Json>,
    first_charge: Output<Calc, Number>,
    last_charge: Output<Calc, Number>,
    total_correction: Output<Calc, Number>,
    total_mip: Output<Calc, Number>,
    total_dfi: Output<Calc, Number>,
    total_fees: Output<Calc, Number>,
    total_charges: Output<Calc, Number>,
    cet_monthly: Output<Calc, Number>,
    cet_yearly: Output<Calc, Number>,
    commitment: Output<Calc, Number>,
    max_loan: Output<Calc, Number>,
    term_after_extra: Output<Calc, Integer>,
    charge_after_extra: Output<Calc, Number>,
    interest_saved: Output<Calc, Number>,
}

const SAC: SystemIds = SystemIds {
    first_payment: o::sacFirstPayment,
    last_payment: o::sacLastPayment,
    total_interest: o::sacTotalInterest,
    total_paid: o::sacTotalPaid,
    schedule: o::sacSchedule,
    yearly: o::sacYearly,
    first_charge: o::sacFirstCharge,
    last_charge: o::sacLastCharge,
    total_correction: o::sacTotalCorrection,
    total_mip: o::sacTotalMip,
    total_dfi: o::sacTotalDfi,
    total_fees: o::sacTotalFees,
    total_charges: o::sacTotalCharges,
    cet_monthly: o::sacCetMonthly,
    cet_yearly: o::sacCetYearly,
    commitment: o::sacCommitment,
    max_loan: o::sacMaxLoan,
    term_after_extra: o::sacTermAfterExtra,
    charge_after_extra: o::sacChargeAfterExtra,
    interest_saved: o::sacInterestSaved,
};

const PRICE: SystemIds = SystemIds {
    first_payment: o::priceFirstPayment,
    last_payment: o::priceLastPayment,
    total_interest: o::priceTotalInterest,
    total_paid: o::priceTotalPaid,
    schedule: o::priceSchedule,
    yearly: o::priceYearly,
    first_charge: o::priceFirstCharge,
    last_charge: o::priceLastCharge,
    total_correction: o::priceTotalCorrection,
    total_mip: o::priceTotalMip,
    total_dfi: o::priceTotalDfi,
    total_fees: o::priceTotalFees,
    total_charges: o::priceTotalCharges,
    cet_monthly: o::priceCetMonthly,
    cet_yearly: o::priceCetYearly,
    commitment: o::priceCommitment,
    max_loan: o::priceMaxLoan,
    term_after_extra: o::priceTermAfterExtra,
    charge_after_extra: o::priceChargeAfterExtra,
    interest_saved: o::priceInterestSaved,
};

/// The extra amortization's choice: reduzir prazo or reduzir prestação.
const EXTRA_MODES: &[&str] = &["term", "payment"];

/// Insurance rates above 1 % a month of the balance or the property are
/// typos (Caixa's run to hundredths of a percent).
const MAX_INSURANCE_PERCENT: f64 = 1.0;
/// TR has not passed 3 % a month since the Plano Real; 5 % refuses a typo.
const MAX_TR_PERCENT: f64 = 5.0;

/// Percent input `id` a month, 0 to `max`, as a fraction.
fn monthly_percent(inputs: In, id: Input<Calc, Number>, max: f64) -> Result<f64, InputError> {
    let v = non_negative(inputs, id)?;
    if v > max {
        return Err(err(id.id(), ErrorKind::AboveMax { max }));
    }
    Ok(v / 100.0)
}

/// The contract's months, its first due date and the monthly rate, as
/// the simulator read them.
pub struct Basis {
    pub loan: f64,
    pub rate: f64,
    pub months: u32,
    pub start: time::Date,
}

/// Each month's due date, and its calendar days from the release.
fn dated(rows: &[Month], start: time::Date) -> Result<(Vec<time::Date>, Vec<i64>), InputError> {
    let periods: Vec<_> = rows.iter().map(Month::period).collect();
    let due = dates(&periods, start, 12.0)?;
    let release = add_months(start, -1)
        .ok_or_else(|| err(terms::input::startDate.id(), ErrorKind::ResultTooLarge))?;
    let days = due.iter().map(|d| (*d - release).whole_days()).collect();
    Ok((due, days))
}

/// The schedule table: the period's columns, its date, and the parts of
/// the encargo.
fn table(rows: &[Month], due: &[time::Date]) -> Result<serde_json::Value, InputError> {
    let mut table = Table::new();
    for (m, d) in rows.iter().zip(due) {
        table.push(
            m.period()
                .row()
                .text("date", format_date(*d))
                .num("extra", m.extra)
                .num("correction", m.correction)
                .num("mip", m.mip)
                .num("dfi", m.dfi)
                .num("fee", m.fee)
                .num("charge", m.charge()),
        );
    }
    table.finish(i::propertyValue.id())
}

/// `out` (the entrada's figures) followed by the rate both ways and both
/// systems' schedules, totals, CET, income rule and extra amortization.
pub fn outputs(out: Out, inputs: In, basis: &Basis, property: f64) -> Result<Out, InputError> {
    let contract = Contract {
        loan: basis.loan,
        rate: basis.rate,
        months: basis.months,
        tr: monthly_percent(inputs, i::trRate, MAX_TR_PERCENT)?,
        mip: monthly_percent(inputs, i::mipRate, MAX_INSURANCE_PERCENT)?,
        dfi: monthly_percent(inputs, i::dfiRate, MAX_INSURANCE_PERCENT)?,
        property,
        fee: non_negative(inputs, i::adminFee)?,
    };
    let income = inputs.number(i::familyIncome)?;
    if income <= 0.0 {
        return Err(err(
            i::familyIncome.id(),
            ErrorKind::NotAbove { above: 0.0 },
        ));
    }
    let extra = read_extra(inputs, basis.months)?;
    // 0-based, the month after the extra's (read_extra checked it when an
    // extra is paid; without one, any whole month will do).
    let next_month = inputs.number(i::extraMonth)?.max(0.0) as usize;
    let blame = i::propertyValue.id();

    let mut out = out.number(o::monthlyRate, basis.rate * 100.0).number(
        o::yearlyRate,
        rates::yearly_from_monthly(basis.rate) * 100.0,
    );
    let mut plain_first = Vec::new();
    for (system, id) in [(System::Sac, &SAC), (System::Price, &PRICE)] {
        let plain = caixa::schedule(system, &contract, None);
        let rows = match extra {
            Some(_) => caixa::schedule(system, &contract, extra),
            None => plain.clone(),
        };
        let (due, _) = dated(&rows, basis.start)?;
        let (_, plain_days) = dated(&plain, basis.start)?;
        let t = caixa::totals(&rows);
        let plain_t = caixa::totals(&plain);
        let cet = caixa::cet(contract.loan, &plain, &plain_days)
            .ok_or_else(|| err(terms::input::interestRate.id(), ErrorKind::ResultTooLarge))?;
        let periods: Vec<_> = rows.iter().map(Month::period).collect();
        let mut paid = Sum::default();
        periods.iter().for_each(|p| paid.add(p.payment));
        let first = plain[0].charge();
        let last = rows.last().unwrap_or(&plain[0]);
        // The encargo of the month after the extra's; without an extra, that
        // month's scheduled one (0 once the loan is repaid).
        let after = rows.get(next_month).map_or(0.0, Month::charge);
        out = out
            .number(id.first_payment, rows[0].instalment())
            .number(id.last_payment, last.instalment())
            .number(id.total_interest, finite(t.interest, blame)?)
            .number(id.total_paid, finite(paid.value(), blame)?)
            .json(id.schedule, table(&rows, &due)?)
            .json(id.yearly, yearly_totals(&periods, &due, None, blame)?)
            .number(id.first_charge, first)
            .number(id.last_charge, last.charge())
            .number(id.total_correction, finite(t.correction, blame)?)
            .number(id.total_mip, finite(t.mip, blame)?)
            .number(id.total_dfi, t.dfi)
            .number(id.total_fees, t.fees)
            .number(id.total_charges, finite(t.paid, blame)?)
            .number(id.cet_monthly, rates::monthly_from_yearly(cet) * 100.0)
            .number(id.cet_yearly, cet * 100.0)
            .number(id.commitment, first / income * 100.0)
            .number(id.max_loan, caixa::max_loan(system, &contract, income))
            .integer(id.term_after_extra, rows.len() as i64)
            .number(id.charge_after_extra, after)
            .number(id.interest_saved, plain_t.interest - t.interest);
        plain_first.push((first, plain[0].amortization, t.interest));
    }
    let [(sac_first, sac_amortization, sac_interest), (price_first, _, price_interest)] =
        [plain_first[0], plain_first[1]];
    let limit = caixa::MAX_COMMITMENT * income;
    let warning = if price_first > limit {
        "bothAbove"
    } else if sac_first > limit {
        "sacAbove"
    } else {
        "none"
    };
    Ok(out
        .number(o::sacAmortization, sac_amortization)
        .number(o::interestDifference, price_interest - sac_interest)
        .text(o::incomeWarning, warning))
}

/// The extra amortization, `None` when its amount is 0.
fn read_extra(inputs: In, months: u32) -> Result<Option<Extra>, InputError> {
    let amount = non_negative(inputs, i::extraAmount)?;
    let recast = match inputs.option(i::extraMode)? {
        "term" => Recast::Term,
        "payment" => Recast::Payment,
        _ => return Err(unknown_option(i::extraMode.id(), EXTRA_MODES)),
    };
    if amount == 0.0 {
        return Ok(None);
    }
    let month = inputs.number(i::extraMonth)?;
    if month.fract() != 0.0 {
        return Err(err(i::extraMonth.id(), ErrorKind::NotAnInteger));
    }
    if month < 1.0 {
        return Err(err(i::extraMonth.id(), ErrorKind::BelowMin { min: 1.0 }));
    }
    // Paid with the last encargo it would amortize nothing that is not
    // already due.
    if month >= f64::from(months) {
        return Err(err(
            i::extraMonth.id(),
            ErrorKind::NotBelow {
                below: f64::from(months),
            },
        ));
    }
    Ok(Some(Extra {
        amount,
        month: month as u32,
        recast,
    }))
}

#[cfg(test)]
mod tests {
    use crate::testing::{close_to, evaluate, spec_for};
    use calc_core::values::NumberStyle;
    use calc_core::Given;

    #[test]
    fn without_an_extra_the_month_after_shows_its_scheduled_encargo() {
        // By hand, 120 000 over 120 months at 1 % a.m., MIP 0.025 %, DFI
        // 10.50, fee 25: month 13 owes 108 000, so 1 000 + 1 080 + 27 +
        // 35.50 = 2 142.50, not 0.
        let given: Given = [
            ("propertyValue", "150000"),
            ("downPayment", "30000"),
            ("interestRate", "1"),
            ("rateType", "monthly"),
            ("loanTerm", "120"),
            ("mipRate", "0.025"),
            ("dfiRate", "0.007"),
            ("adminFee", "25"),
            ("extraAmount", "0"),
            ("extraMonth", "12"),
        ]
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
        let out = evaluate(&spec_for("mortgage", "pt-BR"), &given, NumberStyle::Plain).unwrap();
        close_to(&out, "sacChargeAfterExtra", 2_142.5, 1e-15);
    }
}
