//! Férias gozadas (CLT arts. 129–145): the days the employee is entitled
//! to by the unjustified absences of the período aquisitivo (art. 130), the
//! days taken now (whole, or one period of a split, art. 134 §1º), the
//! abono pecuniário (selling a third of the days, art. 143), the
//! constitutional third on each (CF art. 7º XVII), and the INSS and IRRF.
//!
//! Paid two days before the start (art. 145): IRRF by the table in force
//! on that day, apart from the month's other pay (RIR/1999 art. 625); INSS
//! by the table of the year the férias start, here on the férias pay
//! alone: payroll adds the salary of the month's days worked to the same
//! base, which this calculator does not ask for. The abono is free of
//! INSS, IRRF and FGTS; its third is taxable for IRRF (RFB, SCI Cosit
//! 8/2015), and whether it pays INSS is disputed (RFB: yes; payroll
//! practice: no), so the visitor chooses. The Lei 15.270/2025 reduction is
//! measured on the taxable férias pay (how it is measured for férias taxed
//! apart is not settled; the page says so).

use super::common::{cents, choice, tables_on, withheld, Incidence, Line};
use crate::common::{add_days, count, err, non_negative, Table};
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;

calc_core::calculator! {
    pub mod vacation = "vacation-pay" (compute) {
        inputs {
            start: Day,
            salary: Number,
            variableAverage: Number,
            absences: Number,
            sellDays: Flag,
            days: Number,
            abonoThirdInss: Choice,
            dependants: Number,
        }
        outputs {
            netVacationPay: Number,
            grossVacationPay: Number,
            vacationPay: Number,
            vacationThird: Number,
            abono: Number,
            abonoThird: Number,
            inss: Number,
            irrfBeforeReduction: Number,
            reduction: Number,
            irrf: Number,
            entitledDays: Number,
            soldDays: Number,
            remainingDays: Number,
            paymentDate: Day,
            lastDay: Day,
            fgtsDeposit: Number,
            lines: Json,
        }
    }
}
pub const FUNCTION: Function = vacation::FUNCTION;
use vacation::{input as i, output as o, In, Out};

const ABONO_THIRD_INSS: &[&str] = &["notDue", "due"];

/// Days of férias for the unjustified absences of the período aquisitivo
/// (CLT art. 130).
pub fn entitled_days(absences: f64) -> f64 {
    match absences {
        a if a <= 5.0 => 30.0,
        a if a <= 14.0 => 24.0,
        a if a <= 23.0 => 18.0,
        a if a <= 32.0 => 12.0,
        _ => 0.0,
    }
}

/// Refuses `days` taken of `available` that art. 134 §1º does not allow:
/// a split leaves periods of at least 5 days, one of them at least 14.
fn check_split(days: f64, available: f64) -> Result<(), InputError> {
    let error = |kind| Err(err(i::days.id(), kind));
    if days > available {
        return error(ErrorKind::AboveMax { max: available });
    }
    if days == available {
        return Ok(());
    }
    let rest = available - days;
    if days < 5.0 {
        return error(ErrorKind::BelowMin { min: 5.0 });
    }
    if rest < 5.0 {
        return error(ErrorKind::AboveMax {
            max: available - 5.0,
        });
    }
    if days < 14.0 && rest < 14.0 {
        return error(ErrorKind::BelowMin { min: 14.0 });
    }
    Ok(())
}

fn compute(inputs: In) -> Result<Out, InputError> {
    let start = inputs.date(i::start)?;
    let salary = non_negative(inputs, i::salary)?;
    let variable = non_negative(inputs, i::variableAverage)?;
    let absences = count(inputs, i::absences)?;
    let sell = inputs.flag(i::sellDays)?;
    let days = count(inputs, i::days)?;
    let abono_third_inss = choice(inputs, i::abonoThirdInss, ABONO_THIRD_INSS)? == "due";
    let dependants = count(inputs, i::dependants)?;

    let entitled = entitled_days(absences);
    let sold = if sell { entitled / 3.0 } else { 0.0 };
    check_split(days, entitled - sold)?;
    let bad_date = || err(i::start.id(), ErrorKind::NotADate);
    let payment = add_days(start, -2).ok_or_else(bad_date)?;
    let last_day = add_days(start, days as i64 - 1).ok_or_else(bad_date)?;
    let (period, _) = tables_on(payment, i::start.id())?;
    let (_, inss_year) = tables_on(start, i::start.id())?;

    let daily = (salary + variable) / 30.0;
    let pay = cents(daily * days);
    let third = cents(pay / 3.0);
    let abono = cents(daily * sold);
    let abono_third = cents(abono / 3.0);
    let inss_base = pay + third + if abono_third_inss { abono_third } else { 0.0 };
    let taxable = pay + third + abono_third;
    let w = withheld(period, inss_year, inss_base, taxable, dependants);
    let gross = pay + third + abono + abono_third;

    let (pay_year, inss_table_year) = (payment.year(), start.year());
    let abono_third_incidence = if abono_third_inss {
        Incidence::Yes
    } else {
        Incidence::No
    };
    let lines = [
        Line::earning("vacationPay", "CLT arts. 129, 130 e 142", pay).taxed(
            Incidence::Yes,
            Incidence::Separate,
            inss_table_year,
        ),
        Line::earning("vacationThird", "CF art. 7º XVII", third).taxed(
            Incidence::Yes,
            Incidence::Separate,
            inss_table_year,
        ),
        Line::earning("abono", "CLT arts. 143 e 144", abono),
        Line::earning(
            "abonoThird",
            "CF art. 7º XVII; SCI Cosit 8/2015",
            abono_third,
        )
        .taxed(abono_third_incidence, Incidence::Separate, inss_table_year),
        Line::deduction(
            "inssVacation",
            "Lei 8.212/1991 art. 28",
            w.inss,
            inss_table_year,
        ),
        Line::deduction(
            "irrfVacation",
            "RIR/1999 art. 625; Lei 15.270/2025",
            w.irrf,
            pay_year,
        ),
    ];
    let mut table = Table::new();
    for line in &lines {
        table.push(line.row());
    }
    Ok(Out::new()
        .number(o::netVacationPay, cents(gross - w.inss - w.irrf))
        .number(o::grossVacationPay, cents(gross))
        .number(o::vacationPay, pay)
        .number(o::vacationThird, third)
        .number(o::abono, abono)
        .number(o::abonoThird, abono_third)
        .number(o::inss, w.inss)
        .number(o::irrfBeforeReduction, cents(w.tax.table_tax))
        .number(o::reduction, cents(w.tax.reduction))
        .number(o::irrf, w.irrf)
        .number(o::entitledDays, entitled)
        .number(o::soldDays, sold)
        .number(o::remainingDays, entitled - sold - days)
        .date(o::paymentDate, payment)
        .date(o::lastDay, last_day)
        .number(
            o::fgtsDeposit,
            cents(super::thirteenth::FGTS_RATE * (pay + third)),
        )
        .json(o::lines, table.finish(i::salary.id())?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{exactly, inputs};
    use calc_core::outputs::Outputs;
    use calc_core::values::{parse_date, Value};

    fn run(salary: f64, absences: f64, sell: bool, days: f64) -> Result<Outputs, InputError> {
        (FUNCTION.compute)(&inputs([
            ("start", Value::Date(parse_date("2026-07-01").unwrap())),
            ("salary", Value::Number(salary)),
            ("variableAverage", Value::Number(0.0)),
            ("absences", Value::Number(absences)),
            ("sellDays", Value::Bool(sell)),
            ("days", Value::Number(days)),
            ("abonoThirdInss", Value::Option("notDue".into())),
            ("dependants", Value::Number(0.0)),
        ]))
    }

    #[test]
    fn worked_example_b8_6000_thirty_days_2026() {
        // B8: 6,000 + 2,000; INSS 921.51; IRRF 7,078.49 × 27.5 % − 908.73 =
        // 1,037.85; no reduction (income over 7,350); net 6,040.64.
        let out = run(6000.0, 0.0, false, 30.0).unwrap();
        exactly(
            &out,
            &[
                ("grossVacationPay", 8000.0),
                ("inss", 921.51),
                ("irrf", 1037.85),
                ("reduction", 0.0),
                ("netVacationPay", 6040.64),
            ],
        );
    }

    #[test]
    fn worked_example_b8_abono_variant() {
        // 20 days + 10 sold: 4,000 + 1,333.33; abono 2,000 + 666.67.
        let out = run(6000.0, 0.0, true, 20.0).unwrap();
        exactly(
            &out,
            &[
                ("vacationPay", 4000.0),
                ("vacationThird", 1333.33),
                ("abono", 2000.0),
                ("abonoThird", 666.67),
                ("grossVacationPay", 8000.0),
            ],
        );
    }

    #[test]
    fn absences_reduce_the_days_by_article_130() {
        // A10: ≤ 5 → 30; 6–14 → 24; 15–23 → 18; 24–32 → 12; more → 0.
        for (absences, days) in [
            (5.0, 30.0),
            (6.0, 24.0),
            (14.0, 24.0),
            (15.0, 18.0),
            (23.0, 18.0),
            (24.0, 12.0),
            (32.0, 12.0),
            (33.0, 0.0),
        ] {
            assert_eq!(entitled_days(absences), days, "{absences}");
        }
        // 10 absences: 24 days; the whole 24 at 3,000 → 2,400 + 800.
        let out = run(3000.0, 10.0, false, 24.0).unwrap();
        assert_eq!(out.number_of("vacationPay"), Some(2400.0));
        assert_eq!(out.number_of("vacationThird"), Some(800.0));
    }

    #[test]
    fn splits_follow_article_134() {
        // Of 30 days: 20, 14 and 10 (20 left, ≥ 14) are allowed; 4 (under
        // 5), 27 (3 left) and 31 (more than 30) are not.
        assert!(run(3000.0, 0.0, false, 20.0).is_ok());
        assert!(run(3000.0, 0.0, false, 14.0).is_ok());
        assert!(run(3000.0, 0.0, false, 10.0).is_ok());
        for bad in [4.0, 27.0, 31.0] {
            assert_eq!(
                run(3000.0, 0.0, false, bad).unwrap_err().input,
                "days",
                "{bad}"
            );
        }
        // 18 days (15 absences): 9 + 9 has no period of 14 days.
        assert!(run(3000.0, 15.0, false, 9.0).is_err());
        // With the abono, 20 are left: 30 cannot be taken.
        assert!(run(3000.0, 0.0, true, 30.0).is_err());
    }
}
