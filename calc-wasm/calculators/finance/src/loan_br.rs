//! The personal loan as Brazilian banks quote it (the Portuguese loan
//! page): the rate per month (a.m.) or per year (a.a.), effective, shown
//! both ways (rates.rs); the IOF on the credit (iof.rs); the tarifa de
//! cadastro and the seguro prestamista; and the CET (cet.rs).
//!
//! The IOF, the fee and the insurance are paid up front, out of the
//! amount released, as in the Banco Central's CET example: the loan's
//! payments are those of the amount asked for, and the borrower receives
//! that amount less the three. (Financing them instead would change the
//! payment, not the way the CET is worked.) The IOF and the CET are worked
//! on the contracted payments, without the extra payments the page may
//! add; the release is one payment period before the first payment, and
//! each day count runs from it to the payment's date.

use super::cet::{self, Flow};
use super::common::{err, more_than, non_negative};
use super::loan::{self, loan_shared};
use super::{iof, rates};
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;

calc_core::calculator! {
    /// The loan's ids, then the rate's unit, the fee and the insurance; the
    /// loan's outputs, then the rate both ways, the IOF, what the borrower
    /// receives and the CET.
    pub mod loan_br = "loan-br" (compute) {
        inputs { ..loan_shared, rateUnit: Choice, registrationFee: Number, creditInsurance: Number }
        outputs {
            ..loan_shared,
            monthlyRate: Number,
            yearlyRate: Number,
            iof: Number,
            amountReceived: Number,
            cetMonthly: Number,
            cetYearly: Number,
        }
    }
}
pub const FUNCTION: Function = loan_br::FUNCTION;
use loan_br::{input as i, output as o, In, Out};

fn compute(inputs: In) -> Result<Out, InputError> {
    let quoted = rates::read(inputs, loan_shared::input::interestRate, i::rateUnit)?;
    let fee = non_negative(inputs, i::registrationFee)?;
    let insurance = non_negative(inputs, i::creditInsurance)?;
    let (out, contract) = loan::run(inputs, &|per_year| Ok(quoted.per_period(per_year)))?;

    let days = |d: time::Date| (d - contract.release).whole_days();
    let tax = iof::credit(
        contract.amount,
        contract
            .rows
            .iter()
            .zip(&contract.dated)
            .map(|(r, d)| (days(*d), r.principal)),
    );
    let received = contract.amount - tax - fee - insurance;
    if received <= 0.0 {
        let blamed = if fee > 0.0 {
            i::registrationFee
        } else {
            i::creditInsurance
        };
        return Err(more_than(blamed.id(), loan_shared::input::loanAmount.id()));
    }
    let flows: Vec<Flow> = contract
        .rows
        .iter()
        .zip(&contract.dated)
        .map(|(r, d)| Flow {
            years: days(*d) as f64 / 365.0,
            amount: r.payment,
        })
        .collect();
    let cet = cet::yearly(received, &flows).ok_or_else(|| {
        err(
            loan_shared::input::interestRate.id(),
            ErrorKind::ResultTooLarge,
        )
    })?;
    Ok(out
        .number(o::monthlyRate, quoted.monthly * 100.0)
        .number(o::yearlyRate, quoted.yearly * 100.0)
        .number(o::iof, tax)
        .number(o::amountReceived, received)
        .number(o::cetMonthly, rates::monthly_from_yearly(cet) * 100.0)
        .number(o::cetYearly, cet * 100.0))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{close, close_to, date, inputs, rows};
    use calc_core::outputs::Outputs;
    use calc_core::values::Value;

    /// R$ 10 000 over 12 months, the first payment on `first`, at `rate`
    /// in `unit`, with a fee and an insurance paid up front.
    fn run(rate: f64, unit: &str, fee: f64, insurance: f64) -> Result<Outputs, InputError> {
        (FUNCTION.compute)(&inputs([
            ("solveFor", Value::Option("payment".into())),
            ("loanAmount", Value::Number(10_000.0)),
            ("interestRate", Value::Number(rate)),
            ("rateUnit", Value::Option(unit.into())),
            ("loanTerm", Value::Number(12.0)),
            ("termUnit", Value::Option("months".into())),
            ("paymentFrequency", Value::Option("monthly".into())),
            ("payment", Value::Number(0.0)),
            ("startDate", Value::Date(date("2026-02-05"))),
            ("extraPayments", Value::Option("none".into())),
            ("extraPayment", Value::Number(0.0)),
            ("extraOnce", Value::Number(0.0)),
            ("extraOnceDate", Value::Date(date("2026-02-05"))),
            ("registrationFee", Value::Number(fee)),
            ("creditInsurance", Value::Number(insurance)),
        ]))
    }

    #[test]
    fn a_twelve_month_personal_loan_with_iof_fee_and_insurance() {
        // Price at 2.99 % a.m.: PMT = 10 000 · 0.0299 / (1 − 1.0299^−12) =
        // 1 004.021 248 505 985 533 6… (mpmath 1.4.1, 40 digits).
        let out = run(2.99, "monthly", 500.0, 150.0).unwrap();
        close_to(&out, "payment", 1_004.021_248_505_985_5, 1e-14);
        close_to(&out, "monthlyRate", 2.99, 1e-14);
        close_to(&out, "yearlyRate", 42.410_069_289_913_26, 1e-13);
        // The IOF, by hand, each amortisation (mpmath) × its days from the
        // release (2026-01-05) × 0.0082 %:
        //   05/02   31 d ×  705.021248505986 =   21855.6587036856
        //   05/03   59 d ×  726.101383836315 =   42839.9816463426
        //   05/04   90 d ×   747.81181521302 =   67303.0633691718
        //   05/05  120 d ×   770.17138848789 =   92420.5666185468
        //   05/06  151 d ×  793.199513003678 =   119773.126463555
        //   05/07  181 d ×  816.916178442487 =    147861.82829809
        //   05/08  212 d ×  841.341972177918 =   178364.498101719
        //   05/09  243 d ×  866.498097146038 =   210559.037606487
        //   05/10  273 d ×  892.406390250704 =   243626.944538442
        //   05/11  304 d ×    919.0893413192 =   279403.159761037
        //   05/12  334 d ×  946.570112624644 =   316154.417616631
        //   05/01  365 d ×  974.872558992121 =   355828.484032124
        //   sum 2 075 990.766 755 832 398 3… × 0.000082 = 170.231 242 873 978 3
        //   + 0.38 % of 10 000 = 38, IOF 208.231 242 873 978 256 7.
        close_to(&out, "iof", 208.231_242_873_978_26, 1e-13);
        // Received: 10 000 − 208.23… − 500 − 150.
        close_to(&out, "amountReceived", 9_141.768_757_126_021, 1e-14);
        // CET (Res. CMN 4.881/2020 art. 4º, days/365): mpmath findroot gives
        // 0.705 030 593 128 301 76… a year; numpy-financial 1.0.0
        // irr of the same flows on a daily grid (366 days, 9 141.77 at day
        // 0, −PMT at each due day) is 0.001462940435006166 a day, so
        // 1.00146…^365 − 1 = 0.7050305931306216, the same to 3e−12.
        // Monthly: 1.705 030 593 128 301 76^(1/12) − 1 = 0.045 468 650 727 311 612…
        close_to(&out, "cetYearly", 70.503_059_312_830_18, 1e-12);
        close_to(&out, "cetMonthly", 4.546_865_072_731_161, 1e-12);
        assert_eq!(rows(&out, "schedule")[11]["date"], "2027-01-05");
    }

    #[test]
    fn without_costs_the_cet_is_the_rate_with_the_iof() {
        // Nothing but the IOF: the CET still exceeds the 2.99 % a.m.
        let out = run(2.99, "monthly", 0.0, 0.0).unwrap();
        let cet = out.number_of("cetMonthly").unwrap();
        assert!(cet > 2.99 && cet < 4.0, "{cet}");
    }

    #[test]
    fn a_card_rate_a_month_or_its_yearly_equivalent_is_the_same_loan() {
        // 14 % a.m. and 168 % a.a., over the old 100 % cap, are both taken.
        let monthly = run(14.0, "monthly", 0.0, 0.0).unwrap();
        // PMT(0.14, 12, 10 000) = 1 766.693 269 232 126 1… (mpmath).
        close_to(&monthly, "payment", 1_766.693_269_232_126, 1e-13);
        close_to(&monthly, "yearlyRate", 381.790_481_982_848_9, 1e-13);
        let yearly = run(168.0, "yearly", 0.0, 0.0).unwrap();
        close_to(&yearly, "monthlyRate", 8.562_015_978_465_606, 1e-13);
        let same = run(381.790_481_982_848_9, "yearly", 0.0, 0.0).unwrap();
        close(
            same.number_of("payment").unwrap(),
            monthly.number_of("payment").unwrap(),
            1e-13,
        );
    }

    #[test]
    fn costs_above_the_amount_are_refused_at_their_field() {
        let e = run(2.99, "monthly", 10_000.0, 0.0).unwrap_err();
        assert_eq!(e.input, "registrationFee");
        let e = run(2.99, "monthly", 0.0, 9_900.0).unwrap_err();
        assert_eq!(e.input, "creditInsurance");
        assert_eq!(
            run(31.0, "monthly", 0.0, 0.0).unwrap_err().input,
            "interestRate"
        );
    }
}
