//! FGTS (Brazil): the employer's monthly deposit, the balance projected at
//! 3 % a year plus TR, the fine on dismissal and the saque-aniversário.
//!
//! - Deposit: 8 % of the month's pay (Lei 8.036/1990 art. 15), 2 % for an
//!   apprentice (art. 15 §7º); a domestic worker's employer deposits 8 %
//!   plus 3.2 % into an indemnity fund that replaces the 40 % fine (LC
//!   150/2015 arts. 22 and 34).
//! - Interest: TR plus 3 % a year capitalised monthly (Lei 8.036 art. 13,
//!   Lei 8.177/1991 art. 17): each month the balance grows by
//!   (1 + TR) × 1.03^(1/12), the Caixa's coefficient 0.002466 with TR = 0.
//!   The projection credits the month's interest on the balance of the
//!   month before, then adds the month's deposit; the Caixa credits on the
//!   10th, so a real statement differs by the days between.
//! - Fine: 40 % on dismissal without cause or indirect, 20 % by agreement
//!   (CLT art. 484-A) or culpa recíproca (Lei 8.036 art. 18 §§1º, 2º), on
//!   the deposits of the contract with interest; here the projected
//!   balance stands for them (no withdrawals during the contract).
//! - Saque-aniversário: the balance × the band's rate + its additional
//!   amount (art. 20-D, `data/br-labour.yaml`).
//!
//! The helpers are pure so that a rescisão can reuse them.

use super::data::SAQUE_ANIVERSARIO;
use crate::common::{count, err, non_negative, unknown_option};
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;
use serde_json::json;

calc_core::calculator! {
    pub mod fgts = "fgts" (compute) {
        inputs {
            workerType: Choice,
            salary: Number,
            balance: Number,
            months: Number,
            trMonthly: Number,
            fine: Choice,
        }
        outputs {
            projectedBalance: Number,
            monthlyDeposit: Number,
            indemnityDeposit: Number,
            deposits: Number,
            interest: Number,
            monthlyRate: Number,
            fineAmount: Number,
            indemnityFund: Number,
            saqueAniversario: Number,
            lines: Json,
        }
    }
}
pub const FUNCTION: Function = fgts::FUNCTION;
use fgts::{input as i, output as o, In, Out};

/// Who the deposits are for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Worker {
    Employee,
    Apprentice,
    Domestic,
}

/// The FGTS deposit and the indemnity deposit as fractions of the pay.
pub fn deposit_rates(worker: Worker) -> (f64, f64) {
    match worker {
        Worker::Employee => (0.08, 0.0),
        Worker::Apprentice => (0.02, 0.0),
        Worker::Domestic => (0.08, 0.032),
    }
}

/// The monthly growth factor at 3 % a year plus a monthly TR (a fraction).
pub fn monthly_factor(tr: f64) -> f64 {
    (1.0 + tr) * 1.03_f64.powf(1.0 / 12.0)
}

/// A balance after `months` months of growth by `factor`, a deposit added
/// at the end of each month.
pub fn project(balance: f64, deposit: f64, factor: f64, months: u32) -> f64 {
    (0..months).fold(balance, |b, _| b * factor + deposit)
}

/// The saque-aniversário of a total FGTS balance.
pub fn saque_aniversario(balance: f64) -> f64 {
    let (_, rate, additional) = SAQUE_ANIVERSARIO
        .iter()
        .copied()
        .find(|(top, _, _)| balance <= *top)
        .unwrap_or(SAQUE_ANIVERSARIO[SAQUE_ANIVERSARIO.len() - 1]);
    balance * rate + additional
}

const WORKERS: &[&str] = &["employee", "apprentice", "domestic"];
const FINES: &[&str] = &["none", "full", "half"];

fn compute(inputs: In) -> Result<Out, InputError> {
    let worker = match inputs.option(i::workerType)? {
        "employee" => Worker::Employee,
        "apprentice" => Worker::Apprentice,
        "domestic" => Worker::Domestic,
        _ => return Err(unknown_option(i::workerType.id(), WORKERS)),
    };
    let salary = non_negative(inputs, i::salary)?;
    let balance = non_negative(inputs, i::balance)?;
    let months = count(inputs, i::months)?;
    if months > 600.0 {
        return Err(err(i::months.id(), ErrorKind::AboveMax { max: 600.0 }));
    }
    let tr = inputs.number(i::trMonthly)? / 100.0;
    if tr <= -1.0 {
        return Err(err(
            i::trMonthly.id(),
            ErrorKind::NotAbove { above: -100.0 },
        ));
    }
    let fine_rate = match inputs.option(i::fine)? {
        "none" => 0.0,
        "full" => 0.4,
        "half" => 0.2,
        _ => return Err(unknown_option(i::fine.id(), FINES)),
    };
    let (rate, indemnity_rate) = deposit_rates(worker);
    let deposit = salary * rate;
    let indemnity = salary * indemnity_rate;
    let factor = monthly_factor(tr);
    let n = months as u32;
    let projected = project(balance, deposit, factor, n);
    let deposits = deposit * months;
    // A domestic worker's indemnity fund takes the fine's place (LC 150
    // art. 22): it grows like the balance, and there is no fine.
    let fund = project(0.0, indemnity, factor, n);
    let fine = if worker == Worker::Domestic {
        0.0
    } else {
        projected * fine_rate
    };
    let saque = saque_aniversario(projected);
    let lines = vec![
        json!({"line": "monthlyDeposit", "value": deposit, "basis": match worker {
            Worker::Employee => "Lei 8.036/1990, art. 15",
            Worker::Apprentice => "Lei 8.036/1990, art. 15 §7º",
            Worker::Domestic => "LC 150/2015, art. 34",
        }}),
        json!({"line": "indemnityDeposit", "value": indemnity, "basis": "LC 150/2015, art. 22"}),
        json!({"line": "interest", "value": projected - balance - deposits, "basis": "Lei 8.036/1990, art. 13; Lei 8.177/1991, art. 17"}),
        json!({"line": "projectedBalance", "value": projected, "basis": ""}),
        json!({"line": "fineAmount", "value": fine, "basis": "Lei 8.036/1990, art. 18"}),
        json!({"line": "indemnityFund", "value": fund, "basis": "LC 150/2015, art. 22"}),
        json!({"line": "saqueAniversario", "value": saque, "basis": "Lei 8.036/1990, art. 20-D"}),
    ];
    Ok(Out::new()
        .number(o::projectedBalance, projected)
        .number(o::monthlyDeposit, deposit)
        .number(o::indemnityDeposit, indemnity)
        .number(o::deposits, deposits)
        .number(o::interest, projected - balance - deposits)
        .number(o::monthlyRate, (factor - 1.0) * 100.0)
        .number(o::fineAmount, fine)
        .number(o::indemnityFund, fund)
        .number(o::saqueAniversario, saque)
        .json(o::lines, serde_json::Value::Array(lines)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{agrees, inputs};
    use calc_core::outputs::Outputs;
    use calc_core::values::Value;

    fn run(worker: &str, salary: f64, balance: f64, months: f64, tr: f64, fine: &str) -> Outputs {
        (FUNCTION.compute)(&inputs([
            ("workerType", Value::Option(worker.into())),
            ("salary", Value::Number(salary)),
            ("balance", Value::Number(balance)),
            ("months", Value::Number(months)),
            ("trMonthly", Value::Number(tr)),
            ("fine", Value::Option(fine.into())),
        ]))
        .unwrap()
    }

    /// A17 (Caixa edital, October 2021): with TR = 0 the monthly coefficient
    /// of 3 % a year is 1.03^(1/12) − 1 = 0.0024663 (published 0.002466).
    #[test]
    fn a17_monthly_coefficient() {
        let c = monthly_factor(0.0) - 1.0;
        assert!((c - 0.002_466).abs() < 5e-7, "{c}");
        // Python 3 decimal, 40 digits, Newton's method on r¹² = 1.03:
        // r − 1 = 0.0024662697723035999799716…
        assert!((c - 0.002_466_269_772_303_6).abs() < 1e-15);
        // Twelve months make 3 % a year.
        assert!((monthly_factor(0.0).powi(12) - 1.03).abs() < 1e-14);
    }

    /// A16 (ibradoc.org.br): a domestic worker paid 2 000.00: FGTS 160.00
    /// and the indemnity deposit 64.00; 2 050.00 the next month: 164.00.
    #[test]
    fn a16_domestic_deposits() {
        let out = run("domestic", 2000.0, 0.0, 1.0, 0.0, "full");
        agrees(&out, "monthlyDeposit", 160.0);
        agrees(&out, "indemnityDeposit", 64.0);
        // No 40 % fine for a domestic worker: the fund replaces it.
        assert_eq!(out.number_of("fineAmount"), Some(0.0));
        agrees(&out, "indemnityFund", 64.0);
        // The next month; and an apprentice, whose employer deposits 2 %.
        for (worker, salary, fine, deposit) in [
            ("domestic", 2050.0, "full", 164.0),
            ("apprentice", 2000.0, "none", 40.0),
        ] {
            let out = run(worker, salary, 0.0, 1.0, 0.0, fine);
            agrees(&out, "monthlyDeposit", deposit);
        }
    }

    /// A15: deposits with interest of 10 000.00 → 40 % fine 4 000.00; the
    /// agreement's 20 %, 2 000.00.
    #[test]
    fn a15_fine() {
        for (fine, amount) in [("full", 4000.0), ("half", 2000.0)] {
            let out = run("employee", 0.0, 10_000.0, 0.0, 0.0, fine);
            agrees(&out, "fineAmount", amount);
        }
    }

    /// A14 (Caixa's figure, two sources): a balance of 1 000.00 withdraws
    /// 40 % + 50.00 = 450.00; the derived band checks 5 000 → 1 650,
    /// 10 000 → 2 650, 20 000 → 3 900, 3 000 → 1 050; and by hand the band
    /// edges 500.00 → 250.00, 500.01 → 250.004, over 20 000: 5 % + 2 900.
    #[test]
    fn a14_saque_aniversario_bands() {
        let cases = [
            (1000.0, 450.0),
            (5000.0, 1650.0),
            (10_000.0, 2650.0),
            (20_000.0, 3900.0),
            (3000.0, 1050.0),
            (500.0, 250.0),
            (500.01, 250.004),
            (30_000.0, 4400.0),
        ];
        for (balance, expected) in cases {
            assert!(
                (saque_aniversario(balance) - expected).abs() < 1e-9,
                "{balance}"
            );
        }
    }

    /// By hand: 12 deposits of 160.00 on a balance of 1 000.00, TR = 0:
    /// 1 000 × 1.03 + 160 × (1.03 − 1) / (1.03^(1/12) − 1) (the geometric
    /// sum); with a TR of 0.1 % a month the factor is 1.001 × 1.03^(1/12).
    #[test]
    fn projection_is_the_geometric_sum() {
        let f = 1.03_f64.powf(1.0 / 12.0);
        let expected = 1000.0 * 1.03 + 160.0 * (1.03 - 1.0) / (f - 1.0);
        let out = run("employee", 2000.0, 1000.0, 12.0, 0.0, "none");
        agrees(&out, "projectedBalance", expected);
        agrees(&out, "deposits", 1920.0);
        agrees(&out, "interest", expected - 1000.0 - 1920.0);
        let g = 1.001 * f;
        let expected = 1000.0 * g.powi(12) + 160.0 * (g.powi(12) - 1.0) / (g - 1.0);
        agrees(
            &run("employee", 2000.0, 1000.0, 12.0, 0.1, "none"),
            "projectedBalance",
            expected,
        );
    }

    #[test]
    fn bad_input_is_named() {
        let e = (FUNCTION.compute)(&inputs([
            ("workerType", Value::Option("employee".into())),
            ("salary", Value::Number(-5.0)),
            ("balance", Value::Number(0.0)),
            ("months", Value::Number(12.0)),
            ("trMonthly", Value::Number(0.0)),
            ("fine", Value::Option("full".into())),
        ]))
        .unwrap_err();
        assert_eq!(e.input, "salary");
    }
}
