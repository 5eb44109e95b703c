//! Home financing as Caixa's simulator shows it (the mortgage's Portuguese
//! pages, `mortgage-br` in sac.rs): the monthly charge (encargo mensal) of
//! a SAC or Price contract with its insurance, fee and TR correction, the
//! 30 % income rule, one extra amortization, and the CET.
//!
//! Month k, from the balance B left by month k − 1 and r months to go:
//! - TR: the balance is corrected first, B' = B·(1 + TR);
//! - interest J = B'·i;
//! - amortization: SAC B'/r (without TR and extras, L/n every month: the
//!   contract's own clause divides the corrected balance by the months
//!   left); Price the level payment of B' over r months less J (without TR,
//!   the same PMT every month);
//! - MIP = mip·B' (death and disability insurance, on the balance), DFI =
//!   dfi·V (property insurance, on the property value V), and the fee;
//! - encargo = amortization + J + MIP + DFI + fee.
//!
//! An extra amortization paid with month k's encargo lowers the balance
//! after it. "Reduzir prazo": the months left become the fewest that keep
//! the amortization (SAC) or the instalment (Price) at most this month's,
//! and the schedule goes on over them. "Reduzir prestação": the months
//! left stay; the amortization (SAC) or payment (Price) is recomputed on
//! the lower balance.
//!
//! Nothing is rounded between months: the amounts are those of the rules
//! above in full precision and the page rounds each to the cent as it shows
//! it (a contract rounding each encargo to the cent differs from these by
//! at most half a cent a month).

use super::annuity;
use super::cet::{self, Flow};
use super::common::Sum;
use super::schedule::Period;

/// Caixa's rule: the first encargo may take at most 30 % of the family's
/// gross monthly income.
pub const MAX_COMMITMENT: f64 = 0.30;

/// The amortization system.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum System {
    Sac,
    Price,
}

/// What an extra amortization shortens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Recast {
    /// Fewer months, the instalment kept (reduzir prazo).
    Term,
    /// The same months, a lower instalment (reduzir prestação).
    Payment,
}

/// An extra amortization of `amount` paid with month `month`'s encargo.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Extra {
    pub amount: f64,
    pub month: u32,
    pub recast: Recast,
}

/// The contract: financed amount, monthly rate, months, and the monthly
/// charges on top of the instalment (all rates as fractions a month).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Contract {
    pub loan: f64,
    pub rate: f64,
    pub months: u32,
    pub tr: f64,
    pub mip: f64,
    pub dfi: f64,
    pub property: f64,
    pub fee: f64,
}

/// One month of the schedule.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Month {
    pub number: u32,
    /// What TR added to the balance before interest.
    pub correction: f64,
    pub interest: f64,
    pub amortization: f64,
    pub extra: f64,
    pub mip: f64,
    pub dfi: f64,
    pub fee: f64,
    /// The balance after this month's payment and extra.
    pub balance: f64,
}

impl Month {
    /// The instalment (prestação): amortization and interest.
    pub fn instalment(&self) -> f64 {
        self.amortization + self.interest
    }

    /// The encargo mensal: the instalment, the insurance and the fee (the
    /// extra amortization is not part of it).
    pub fn charge(&self) -> f64 {
        self.instalment() + self.mip + self.dfi + self.fee
    }

    /// The month as a loan schedule's period (payment and principal with
    /// the extra in them).
    pub fn period(&self) -> Period {
        Period {
            number: self.number,
            payment: self.instalment() + self.extra,
            principal: self.amortization + self.extra,
            interest: self.interest,
            extra: self.extra,
            balance: self.balance,
        }
    }
}

/// The months, fewest first, that repay `balance` at `rate` with a level
/// payment of at most `payment` (Price), or an amortization of at most
/// `payment` (SAC, where the rate does not matter).
fn months_to_repay(system: System, balance: f64, rate: f64, payment: f64) -> u32 {
    // A ratio a hair above a whole number is that number, not the next.
    const SLACK: f64 = 1e-9;
    let months = match system {
        System::Price if rate > 0.0 => -(-balance * rate / payment).ln_1p() / rate.ln_1p(),
        _ => balance / payment,
    };
    (months - SLACK).ceil().max(1.0) as u32
}

/// The schedule of `system` for contract `c`, with `extra` if any. The
/// balance a whole-number guard calls repaid is set to exactly 0.
pub fn schedule(system: System, c: &Contract, extra: Option<Extra>) -> Vec<Month> {
    let tolerance = 1e-9 * c.loan.max(1.0);
    let mut rows = Vec::with_capacity(c.months as usize);
    let mut balance = c.loan;
    let mut left = c.months;
    let mut number = 0;
    while left > 0 {
        number += 1;
        let correction = balance * c.tr;
        let corrected = balance + correction;
        let interest = corrected * c.rate;
        let amortization = if left == 1 {
            corrected
        } else {
            match system {
                System::Sac => corrected / f64::from(left),
                System::Price => annuity::payment(corrected, c.rate, f64::from(left)) - interest,
            }
        };
        let mut after = if left == 1 {
            0.0
        } else {
            corrected - amortization
        };
        left -= 1;
        let mut paid = 0.0;
        if let Some(e) = extra.filter(|e| e.month == number && e.amount > 0.0 && left > 0) {
            paid = e.amount.min(after);
            after -= paid;
            if after <= tolerance {
                paid += after;
                after = 0.0;
                left = 0;
            } else if e.recast == Recast::Term {
                let kept = match system {
                    System::Sac => amortization,
                    System::Price => amortization + interest,
                };
                left = months_to_repay(system, after, c.rate, kept).min(left);
            }
        }
        rows.push(Month {
            number,
            correction,
            interest,
            amortization,
            extra: paid,
            mip: c.mip * corrected,
            dfi: c.dfi * c.property,
            fee: c.fee,
            balance: after,
        });
        balance = after;
    }
    rows
}

/// A schedule's totals.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Totals {
    pub correction: f64,
    pub interest: f64,
    pub mip: f64,
    pub dfi: f64,
    pub fees: f64,
    pub extra: f64,
    /// Every encargo and the extra amortization.
    pub paid: f64,
}

pub fn totals(rows: &[Month]) -> Totals {
    let mut sums = [Sum::default(); 7];
    for m in rows {
        let parts = [
            m.correction,
            m.interest,
            m.mip,
            m.dfi,
            m.fee,
            m.extra,
            m.charge() + m.extra,
        ];
        for (sum, x) in sums.iter_mut().zip(parts) {
            sum.add(x);
        }
    }
    let [correction, interest, mip, dfi, fees, extra, paid] = sums.map(|s| s.value());
    Totals {
        correction,
        interest,
        mip,
        dfi,
        fees,
        extra,
        paid,
    }
}

/// The first encargo of `system` for contract `c` as an affine function of
/// the financed amount L: (per real financed, fixed part), so that the
/// encargo is L·per + fixed.
fn first_charge_in_loan(system: System, c: &Contract) -> (f64, f64) {
    let n = f64::from(c.months);
    let instalment = match system {
        System::Sac => 1.0 / n + c.rate,
        System::Price => annuity::payment(1.0, c.rate, n),
    };
    (
        (1.0 + c.tr) * (instalment + c.mip),
        c.dfi * c.property + c.fee,
    )
}

/// The most that can be financed on `income` a month under the 30 % rule
/// (the contract's other terms kept); 0 when the fixed charges alone pass it.
pub fn max_loan(system: System, c: &Contract, income: f64) -> f64 {
    let (per, fixed) = first_charge_in_loan(system, c);
    ((MAX_COMMITMENT * income - fixed) / per).max(0.0)
}

/// The CET a year (a fraction) of receiving the financed amount at
/// `release_days_before` … and paying each month's encargo `days[k]` days
/// after the release (Res. CMN 4.881/2020 through cet.rs). Housing
/// credit in the SFH pays no IOF, and this page has no up-front fee, so
/// the borrower receives the whole amount.
pub fn cet(loan: f64, rows: &[Month], days: &[i64]) -> Option<f64> {
    let flows: Vec<Flow> = rows
        .iter()
        .zip(days)
        .map(|(m, d)| Flow {
            years: *d as f64 / 365.0,
            amount: m.charge() + m.extra,
        })
        .collect();
    cet::yearly(loan, &flows)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::close;

    /// 120 000 over 120 months at 1 % a month, on a 150 000 property.
    fn contract(tr: f64, mip: f64, dfi: f64, fee: f64) -> Contract {
        Contract {
            loan: 120_000.0,
            rate: 0.01,
            months: 120,
            tr,
            mip,
            dfi,
            property: 150_000.0,
            fee,
        }
    }

    const CAIXA: (f64, f64, f64) = (0.000_25, 0.000_07, 25.0);

    #[test]
    fn sac_with_mip_dfi_and_fee_at_tr_zero() {
        // By hand, from the rules in the module's comment: amortization
        // 120 000 / 120 = 1 000; month 1 interest 1 % of 120 000 = 1 200,
        // MIP 0.025 % of 120 000 = 30, DFI 0.007 % of 150 000 = 10.50, fee
        // 25: encargo 2 265.50. Month 120 owes 1 000: interest 10, MIP 0.25,
        // encargo 1 000 + 10 + 0.25 + 10.50 + 25 = 1 045.75. Totals: interest
        // 0.01·1 000·(120 + 119 + … + 1) = 10·7 260 = 72 600; MIP 0.000 25 ×
        // 1 000 × 7 260 = 1 815; DFI 120 × 10.50 = 1 260; fees 120 × 25 =
        // 3 000; paid 120 000 + 72 600 + 1 815 + 1 260 + 3 000 = 198 675.
        let (mip, dfi, fee) = CAIXA;
        let rows = schedule(System::Sac, &contract(0.0, mip, dfi, fee), None);
        assert_eq!(rows.len(), 120);
        close(rows[0].charge(), 2_265.50, 1e-15);
        close(rows[119].charge(), 1_045.75, 1e-13);
        assert_eq!(rows[119].balance, 0.0);
        let t = totals(&rows);
        close(t.interest, 72_600.0, 1e-13);
        close(t.mip, 1_815.0, 1e-13);
        close(t.dfi, 1_260.0, 1e-13);
        close(t.fees, 3_000.0, 1e-15);
        close(t.paid, 198_675.0, 1e-13);
        assert_eq!(t.correction, 0.0);
    }

    #[test]
    fn price_with_mip_dfi_and_fee_at_tr_zero() {
        // PMT: -npf.pmt(0.01, 120, 120000) = 1721.6513808310478
        // (numpy-financial 1.0.0); month 1 encargo 1 721.651 380 831 047 8 +
        // 30 + 10.50 + 25. After 119 payments the balance is
        // npf.fv(0.01, 119, 1721.6513808310478, -120000) =
        // 1704.605327555444, so the last MIP is 0.000 25 of it.
        let (mip, dfi, fee) = CAIXA;
        let rows = schedule(System::Price, &contract(0.0, mip, dfi, fee), None);
        close(rows[0].charge(), 1_721.651_380_831_047_8 + 65.5, 1e-14);
        close(rows[119].instalment(), 1_721.651_380_831_047_8, 1e-11);
        close(rows[119].mip, 0.000_25 * 1_704.605_327_555_444, 1e-9);
        close(
            totals(&rows).interest,
            120.0 * 1_721.651_380_831_047_8 - 120_000.0,
            1e-11,
        );
    }

    #[test]
    fn one_month_with_tr_by_hand() {
        // TR 0.1 % a month: 120 000 becomes 120 120 (correction 120);
        // interest 1 % = 1 201.20; SAC amortization 120 120 / 120 = 1 001;
        // MIP 0.025 % of 120 120 = 30.03; DFI 10.50; fee 25: encargo
        // 1 001 + 1 201.20 + 30.03 + 10.50 + 25 = 2 267.73, balance 119 119.
        let (mip, dfi, fee) = CAIXA;
        let rows = schedule(System::Sac, &contract(0.001, mip, dfi, fee), None);
        close(rows[0].correction, 120.0, 1e-15);
        close(rows[0].interest, 1_201.20, 1e-15);
        close(rows[0].amortization, 1_001.0, 1e-15);
        close(rows[0].mip, 30.03, 1e-14);
        close(rows[0].charge(), 2_267.73, 1e-15);
        close(rows[0].balance, 119_119.0, 1e-15);
        // Month 2 by hand: 119 119 · 1.001 = 119 238.119, / 119 =
        // 1 002.001 in amortization: the corrected balance over the months left.
        close(rows[1].amortization, 1_002.001, 1e-14);
        assert_eq!(rows.last().unwrap().balance, 0.0);
    }

    /// 20 000 paid at month 12, the term or the instalment recast.
    fn extra(recast: Recast) -> Option<Extra> {
        Some(Extra {
            amount: 20_000.0,
            month: 12,
            recast,
        })
    }

    #[test]
    fn an_extra_amortization_reduces_the_term_or_the_instalment() {
        // SAC, no charges: after month 12 the balance is 120 000 − 12 000 =
        // 108 000; 20 000 extra leaves 88 000.
        let c = contract(0.0, 0.0, 0.0, 0.0);
        // Reduzir prazo: 88 000 at most 1 000 a month is 88 months, so 100
        // in all, every amortization 1 000. Interest: months 1–12 as before
        // (0.01·1 000·(120 + … + 109) = 10·1 374 = 13 740), then 0.01·1 000·
        // (88 + … + 1) = 10·3 916 = 39 160: 52 900, against 72 600 without:
        // 19 700 saved.
        let term = schedule(System::Sac, &c, extra(Recast::Term));
        assert_eq!(term.len(), 100);
        close(term[12].amortization, 1_000.0, 1e-13);
        close(term[12].instalment(), 1_880.0, 1e-13);
        close(totals(&term).interest, 52_900.0, 1e-12);
        // Reduzir prestação: 108 months left, 88 000 / 108 =
        // 814.814 814… a month; month 13 pays 814.81… + 880 of interest.
        // Interest: 13 740 + 0.01·(88 000/108)·(108 + … + 1) = 13 740 +
        // 880·109/2 = 13 740 + 47 960 = 61 700.
        let payment = schedule(System::Sac, &c, extra(Recast::Payment));
        assert_eq!(payment.len(), 120);
        close(payment[12].instalment(), 88_000.0 / 108.0 + 880.0, 1e-13);
        close(totals(&payment).interest, 61_700.0, 1e-12);
    }

    #[test]
    fn a_price_extra_amortization_reduces_the_term_or_the_instalment() {
        // numpy-financial 1.0.0: pmt = -npf.pmt(0.01, 120, 120000) =
        // 1721.6513808310478; after 12 payments npf.fv(0.01, 12, pmt,
        // -120000) = 113384.15479077188, less 20 000 = 93384.15479077188.
        // Reduzir prazo: npf.nper(0.01, -pmt, 93384.15479077188) =
        // 78.568 491 230 708 79, so 79 months left and 91 in all.
        // Reduzir prestação: -npf.pmt(0.01, 108, 93384.15479077188) =
        // 1417.9667285958187.
        let c = contract(0.0, 0.0, 0.0, 0.0);
        let term = schedule(System::Price, &c, extra(Recast::Term));
        close(term[11].balance, 93_384.154_790_771_88, 1e-12);
        assert_eq!(term.len(), 91);
        assert!(term[12].instalment() <= 1_721.651_380_831_047_8);
        let payment = schedule(System::Price, &c, extra(Recast::Payment));
        assert_eq!(payment.len(), 120);
        close(payment[12].instalment(), 1_417.966_728_595_818_7, 1e-12);
        close(payment[119].instalment(), 1_417.966_728_595_818_7, 1e-11);
    }

    #[test]
    fn an_extra_that_pays_everything_ends_the_contract() {
        let c = contract(0.0, 0.0, 0.0, 0.0);
        let rows = schedule(
            System::Sac,
            &c,
            Some(Extra {
                amount: 1e9,
                month: 3,
                recast: Recast::Payment,
            }),
        );
        assert_eq!(rows.len(), 3);
        close(rows[2].extra, 117_000.0, 1e-15);
        assert_eq!(rows[2].balance, 0.0);
    }

    #[test]
    fn the_income_rule_is_the_first_encargo_solved_for_the_loan() {
        // SAC, the first encargo of L is L·(1/120 + 0.01 + 0.000 25) + 35.50.
        // On 10 000 a month, 30 % is 3 000: L = 2 964.50 / 0.018 583 333… =
        // 159 524.663 677 130 04… (by hand: 2 964.50 · 12 000 / 223).
        let (mip, dfi, fee) = CAIXA;
        let c = contract(0.0, mip, dfi, fee);
        let most = max_loan(System::Sac, &c, 10_000.0);
        close(most, 2_964.50 * 12_000.0 / 223.0, 1e-14);
        let at_most = Contract { loan: most, ..c };
        close(
            schedule(System::Sac, &at_most, None)[0].charge(),
            3_000.0,
            1e-14,
        );
        // The fixed charges alone above 30 %: nothing can be financed.
        assert_eq!(max_loan(System::Sac, &c, 100.0), 0.0);
    }
}
