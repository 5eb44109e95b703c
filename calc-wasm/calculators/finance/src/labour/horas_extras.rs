//! Horas extras e adicional noturno (Brazil): a month's overtime at the
//! weekday rate (at least +50 %, CF art. 7º XVI, CLT art. 59 §1º) and on
//! Sundays and holidays without a day off in exchange (+100 %, Lei
//! 605/1949 art. 9º, TST Súmula 146), the night premium (+20 %, CLT art.
//! 73, on night hours of 52′30″: 7 clock hours from 22:00 to 05:00 are 8
//! night hours) and the reflex of all three on the paid weekly rest (DSR:
//! their value ÷ the month's working days × its Sundays and holidays, Lei
//! 605/1949 art. 7º, TST Súmulas 172 and 60 I).
//!
//! The hourly wage is the monthly salary ÷ the divisor (220 for 44 hours a
//! week, 200 for 40: TST Súmula 431). Overtime worked at night is not
//! treated apart: its night premium goes in the night hours.
//!
//! The helpers are pure so that a rescisão can reuse them.

use crate::common::{count, err, non_negative};
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;
use serde_json::json;

calc_core::calculator! {
    pub mod horas_extras = "horas-extras" (compute) {
        inputs {
            salary: Number,
            divisor: Number,
            hours50: Number,
            overtimeRate: Number,
            hours100: Number,
            nightHours: Number,
            nightRate: Number,
            workingDays: Number,
            restDays: Number,
        }
        outputs {
            total: Number,
            hourlyWage: Number,
            overtimePay: Number,
            sundayPay: Number,
            nightHoursCounted: Number,
            nightPremium: Number,
            dsr: Number,
            lines: Json,
        }
    }
}
pub const FUNCTION: Function = horas_extras::FUNCTION;
use horas_extras::{input as i, output as o, In, Out};

/// A night hour lasts 52 min 30 s (CLT art. 73 §1º): clock hours × 60 ÷ 52.5.
pub const NIGHT_HOURS_PER_CLOCK_HOUR: f64 = 60.0 / 52.5;

/// The hourly wage of a monthly salary (TST Súmula 431's divisor).
pub fn hourly_wage(monthly_salary: f64, divisor: f64) -> f64 {
    monthly_salary / divisor
}

/// Night hours counted for `clock_hours` worked between 22:00 and 05:00.
pub fn night_hours(clock_hours: f64) -> f64 {
    clock_hours * NIGHT_HOURS_PER_CLOCK_HOUR
}

/// The DSR reflex of a month's variable pay: value ÷ working days × days
/// of rest (Sundays and holidays).
pub fn dsr_reflex(value: f64, working_days: f64, rest_days: f64) -> f64 {
    value / working_days * rest_days
}

fn compute(inputs: In) -> Result<Out, InputError> {
    let salary = non_negative(inputs, i::salary)?;
    let divisor = inputs.number(i::divisor)?;
    if divisor <= 0.0 {
        return Err(err(i::divisor.id(), ErrorKind::NotAbove { above: 0.0 }));
    }
    let hours50 = non_negative(inputs, i::hours50)?;
    let rate = non_negative(inputs, i::overtimeRate)? / 100.0;
    let hours100 = non_negative(inputs, i::hours100)?;
    let clock_night = non_negative(inputs, i::nightHours)?;
    let night_rate = non_negative(inputs, i::nightRate)? / 100.0;
    let working = count(inputs, i::workingDays)?;
    if working == 0.0 {
        return Err(err(i::workingDays.id(), ErrorKind::MustNotBeZero));
    }
    let rest = count(inputs, i::restDays)?;

    let hourly = hourly_wage(salary, divisor);
    let overtime = hourly * (1.0 + rate) * hours50;
    let sunday = hourly * 2.0 * hours100;
    let counted = night_hours(clock_night);
    let premium = hourly * night_rate * counted;
    let dsr = dsr_reflex(overtime + sunday + premium, working, rest);
    let total = overtime + sunday + premium + dsr;
    let line = |id: &str, hours: Option<f64>, value: f64, basis: &str| {
        json!({
            "line": id, "hours": hours, "value": value, "basis": basis,
            "inss": "yes", "irrf": "yes", "fgts": "yes",
        })
    };
    let lines = vec![
        line(
            "overtimePay",
            Some(hours50),
            overtime,
            "CF art. 7º XVI; CLT art. 59 §1º",
        ),
        line(
            "sundayPay",
            Some(hours100),
            sunday,
            "Lei 605/1949 art. 9º; TST Súmula 146",
        ),
        line(
            "nightPremium",
            Some(counted),
            premium,
            "CLT art. 73 caput e §1º",
        ),
        line(
            "dsr",
            None,
            dsr,
            "Lei 605/1949 art. 7º; TST Súmulas 60 I e 172",
        ),
    ];
    // One setter per output this calculator declares: the like-shaped chains of
    // other calculators set other outputs (so they stay apart).
    Ok(Out::new()
        .number(o::total, total)
        .number(o::hourlyWage, hourly)
        .number(o::overtimePay, overtime)
        .number(o::sundayPay, sunday)
        .number(o::nightHoursCounted, counted)
        .number(o::nightPremium, premium)
        .number(o::dsr, dsr)
        .json(o::lines, serde_json::Value::Array(lines)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{agrees, agrees_all, overridden, rows, value_map};
    use calc_core::outputs::Outputs;
    use calc_core::values::Value;

    /// A 2 200.00 salary on the 220 divisor, 25 working days and 5 of rest,
    /// no overtime or night work, but for the numbers of `set`.
    fn run(set: &[(&str, f64)]) -> Result<Outputs, InputError> {
        let defaults = [
            ("salary", 2200.0),
            ("divisor", 220.0),
            ("hours50", 0.0),
            ("overtimeRate", 50.0),
            ("hours100", 0.0),
            ("nightHours", 0.0),
            ("nightRate", 20.0),
            ("workingDays", 25.0),
            ("restDays", 5.0),
        ];
        let defaults = value_map(defaults.map(|(k, v)| (k, Value::Number(v))));
        (FUNCTION.compute)(&overridden(defaults, set))
    }

    /// Worked-examples A18a (caltrab.com): salary 2 200.00, divisor 220,
    /// 40 overtime hours at 50 %, 24 working days, 6 Sundays and holidays:
    /// hour 10.00, overtime 600.00, DSR 600 ÷ 24 × 6 = 150.00.
    #[test]
    fn a18a_dsr_on_40_hours() {
        let out = run(&[("hours50", 40.0), ("workingDays", 24.0), ("restDays", 6.0)]).unwrap();
        agrees_all(
            &out,
            &[
                ("hourlyWage", 10.0),
                ("overtimePay", 600.0),
                ("dsr", 150.0),
                ("total", 750.0),
            ],
        );
    }

    /// A18b (liderconcontabilidade.com.br): overtime worth 1 000.00, 25
    /// working days, 4 Sundays + 1 holiday: DSR 200.00. Here 1 000.00 is
    /// 50 hours at 100 % of a 2 000.00 salary on the 200 divisor.
    #[test]
    fn a18b_dsr_on_1000() {
        assert_eq!(dsr_reflex(1000.0, 25.0, 5.0), 200.0);
        let out = run(&[("salary", 2000.0), ("divisor", 200.0), ("hours100", 50.0)]).unwrap();
        agrees(&out, "sundayPay", 1000.0);
        agrees(&out, "dsr", 200.0);
    }

    /// CLT art. 73: 7 clock hours from 22:00 to 05:00 are 8 night hours;
    /// at 10.00 an hour the 20 % premium is 8 × 2.00 = 16.00 a night, and
    /// 22 nights (154 clock hours, 176 night hours) 352.00; its DSR over
    /// 25 working days and 5 of rest is 352 ÷ 25 × 5 = 70.40.
    #[test]
    fn night_hour_of_52_minutes_30() {
        assert_eq!(night_hours(7.0), 8.0);
        let out = run(&[("nightHours", 154.0)]).unwrap();
        agrees(&out, "nightHoursCounted", 176.0);
        agrees(&out, "nightPremium", 352.0);
        agrees(&out, "dsr", 70.4);
        let lines = rows(&out, "lines");
        assert_eq!(lines[2]["line"], "nightPremium");
        assert_eq!(lines[2]["inss"], "yes");
    }

    #[test]
    fn bad_input_is_named() {
        let with = |id: &str, v: f64| run(&[(id, v)]).unwrap_err().input;
        assert_eq!(with("salary", -1.0), "salary");
        assert_eq!(with("workingDays", 0.0), "workingDays");
        assert_eq!(with("divisor", 0.0), "divisor");
        assert_eq!(with("hours50", -2.0), "hours50");
    }
}
