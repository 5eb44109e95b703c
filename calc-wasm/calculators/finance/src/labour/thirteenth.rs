//! 13º salário (gratificação natalina, Lei 4.090/1962 and Lei 4.749/1965)
//! of an employee still employed in December: the avos of the year by the
//! 15-day rule, the average of variable pay by the rule the visitor picks,
//! the first instalment (by 30 November: half, with no INSS or IRRF
//! withheld) and the second (by 20 December: the rest, minus INSS and IRRF
//! computed on the whole 13º apart from the month's salary).
//!
//! The first instalment is half of the 13º due for the months counted; the
//! law says half of the previous month's salary, which is the same for a
//! whole year, and payroll pays half of the avos to date for an employee
//! admitted during the year. IRRF takes the lower of the legal deductions
//! and the simplified monthly discount, as for a month's pay, and the Lei
//! 15.270/2025 reduction measured on the gross 13º (art. 3º-A §3º of Lei
//! 9.250/1995).

use super::common::{cents, choice, tables_on, withheld, Incidence, Line};
use crate::common::{count, err, non_negative, Table};
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;
use time::{Date, Month};

calc_core::calculator! {
    pub mod thirteenth = "thirteenth-salary" (compute) {
        inputs {
            year: Choice,
            salary: Number,
            admission: Day,
            variablePay: Number,
            variableAverage: Choice,
            dependants: Number,
        }
        outputs {
            secondInstallment: Number,
            firstInstallment: Number,
            grossThirteenth: Number,
            avos: Integer,
            variableMonthlyAverage: Number,
            inss: Number,
            irrfBeforeReduction: Number,
            reduction: Number,
            irrf: Number,
            netThirteenth: Number,
            fgtsDeposit: Number,
            lines: Json,
        }
    }
}
pub const FUNCTION: Function = thirteenth::FUNCTION;
use thirteenth::{input as i, output as o, In, Out};

/// The years whose INSS and IRRF tables are shipped.
const YEARS: &[&str] = &["2026", "2025"];
/// How the variable pay of the year is averaged.
const AVERAGES: &[&str] = &["months", "twelve"];
/// FGTS deposit rate of an employee (Lei 8.036/1990 art. 15).
pub const FGTS_RATE: f64 = 0.08;

fn compute(inputs: In) -> Result<Out, InputError> {
    let year: i32 = choice(inputs, i::year, YEARS)?
        .parse()
        .expect("the years are numbers");
    let salary = non_negative(inputs, i::salary)?;
    let admission = inputs.date(i::admission)?;
    let dec31 = Date::from_calendar_date(year, Month::December, 31).expect("a real date");
    if admission > dec31 {
        return Err(err(
            i::admission.id(),
            ErrorKind::DateAfterMax {
                max: calc_core::values::format_date(dec31),
            },
        ));
    }
    let variable = non_negative(inputs, i::variablePay)?;
    let divisor_rule = choice(inputs, i::variableAverage, AVERAGES)?;
    let dependants = count(inputs, i::dependants)?;

    let avos = super::common::thirteenth_avos(year, admission, dec31);
    let average = match (divisor_rule, avos) {
        (_, 0) => 0.0,
        ("twelve", _) => variable / 12.0,
        _ => variable / f64::from(avos),
    };
    let gross = cents((salary + average) * f64::from(avos) / 12.0);
    let first = cents(gross / 2.0);
    // Paid in December, by the tables in force then.
    let pay_day = Date::from_calendar_date(year, Month::December, 20).expect("a real date");
    let (period, inss_year) = tables_on(pay_day, i::year.id())?;
    let w = withheld(period, inss_year, gross, gross, dependants);
    let second = gross - first - w.inss - w.irrf;

    let lines = [
        Line::earning("thirteenth", "Lei 4.090/1962 art. 1º", gross).taxed(
            Incidence::Separate,
            Incidence::Separate,
            year,
        ),
        Line::deduction(
            "firstInstallmentPaid",
            "Lei 4.749/1965 art. 2º",
            first,
            year,
        ),
        Line::deduction(
            "inssThirteenth",
            "Lei 8.212/1991 art. 28 §7º; Decreto 3.048/1999 art. 214 §6º",
            w.inss,
            year,
        ),
        Line::deduction(
            "irrfThirteenth",
            "Lei 8.134/1990 art. 16; Lei 15.270/2025",
            w.irrf,
            year,
        ),
    ];
    let mut table = Table::new();
    for line in &lines {
        table.push(line.row());
    }
    Ok(Out::new()
        .number(o::secondInstallment, cents(second))
        .number(o::firstInstallment, first)
        .number(o::grossThirteenth, gross)
        .integer(o::avos, i64::from(avos))
        .number(o::variableMonthlyAverage, average)
        .number(o::inss, w.inss)
        .number(o::irrfBeforeReduction, cents(w.tax.table_tax))
        .number(o::reduction, cents(w.tax.reduction))
        .number(o::irrf, w.irrf)
        .number(o::netThirteenth, cents(gross - w.inss - w.irrf))
        .number(o::fgtsDeposit, cents(FGTS_RATE * gross))
        .json(o::lines, table.finish(i::salary.id())?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{exactly, inputs, rows};
    use calc_core::outputs::Outputs;
    use calc_core::values::{parse_date, Value};

    fn run(year: &str, salary: f64, admission: &str, variable: f64, rule: &str) -> Outputs {
        (FUNCTION.compute)(&inputs([
            ("year", Value::Option(year.into())),
            ("salary", Value::Number(salary)),
            ("admission", Value::Date(parse_date(admission).unwrap())),
            ("variablePay", Value::Number(variable)),
            ("variableAverage", Value::Option(rule.into())),
            ("dependants", Value::Number(0.0)),
        ]))
        .unwrap()
    }

    #[test]
    fn worked_example_b9_full_year_6000_in_2026() {
        // B9: 1st 3,000.00; INSS 641.51; table tax 564.85; reduction
        // 179.75; IRRF 385.10; 2nd 6,000 − 3,000 − 641.51 − 385.10.
        let out = run("2026", 6000.0, "2020-01-01", 0.0, "months");
        exactly(
            &out,
            &[
                ("firstInstallment", 3000.0),
                ("inss", 641.51),
                ("irrfBeforeReduction", 564.85),
                ("reduction", 179.75),
                ("irrf", 385.10),
                ("secondInstallment", 1973.39),
                ("fgtsDeposit", 480.0),
            ],
        );
        // The lines add up to the second instalment.
        let table = rows(&out, "lines");
        let total: f64 = table
            .iter()
            .map(|r| r["earning"].as_f64().unwrap_or(0.0) - r["deduction"].as_f64().unwrap_or(0.0))
            .sum();
        assert!((total - 1973.39).abs() < 1e-9, "{total}");
    }

    #[test]
    fn variable_pay_average_by_the_rule_chosen() {
        // Admitted 2026-07-13 (19 days of July count: 6 avos), 1,200 of
        // overtime in those months: by the months counted 200 a month,
        // 13º (2,000 + 200) × 6/12 = 1,100; by twelve 100, 1,050.
        let out = run("2026", 2000.0, "2026-07-13", 1200.0, "months");
        assert_eq!(out.number_of("avos"), Some(6.0));
        assert_eq!(out.number_of("grossThirteenth"), Some(1100.0));
        let out = run("2026", 2000.0, "2026-07-13", 1200.0, "twelve");
        assert_eq!(out.number_of("grossThirteenth"), Some(1050.0));
    }

    #[test]
    fn admission_after_the_year_is_refused_on_its_field() {
        let e = (FUNCTION.compute)(&inputs([
            ("year", Value::Option("2025".into())),
            ("salary", Value::Number(3000.0)),
            ("admission", Value::Date(parse_date("2026-01-01").unwrap())),
            ("variablePay", Value::Number(0.0)),
            ("variableAverage", Value::Option("months".into())),
            ("dependants", Value::Number(0.0)),
        ]))
        .unwrap_err();
        assert_eq!(e.input, "admission");
    }
}
