//! Rescisão (the end of an employment contract) as a Termo de Rescisão
//! (TRCT) lists it, for each kind of termination: the verbas due (CLT
//! arts. 477–487, Lei 12.506/2011, Lei 4.090/1962, CLT arts. 146–147), the
//! INSS and IRRF on those they apply to, the net; the FGTS deposit of the
//! month and the fine, whether the FGTS may be withdrawn and whether
//! seguro-desemprego may be requested.
//!
//! Conventions the page states:
//! - the months before the last one were paid; the saldo de salário is the
//!   days of the last month, a whole month being 30 (commercial month);
//! - an indemnified aviso prévio projects the end of the contract by its
//!   days (OJ 82 SBDI-1), which may add avos of 13º and férias; in an
//!   acordo (art. 484-A) the indemnity is halved but the whole notice is
//!   projected (whether it is the whole or half is not settled);
//! - a worked notice is in the last day given (its pay is the saldo);
//! - férias vencidas are 30 days a period, doubled when overdue (art. 137);
//! - INSS and IRRF on the saldo by the monthly tables, on the 13º apart
//!   (its own table application; exclusive IRRF), by the tables of the
//!   year of the last day; the 13º avo created only by the projection pays
//!   INSS by default (Nota PGFN/CRJ 485/2016), and the visitor may choose
//!   the other reading;
//! - every 13º avo counted is taken as unpaid (a first instalment already
//!   paid is discounted by the employer).

use super::common::{
    cents, choice, date_from, full_years, notice_days, tables_on, thirteenth_avos, vacation_avos,
    withheld, Incidence, Line,
};
use super::thirteenth::FGTS_RATE;
use crate::common::{add_days, add_months, count, err, more_than, non_negative, Table};
use crate::tax::{irpf_month, Method};
use crate::tax_data::inss;
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;
use time::Date;

calc_core::calculator! {
    pub mod severance = "severance-pay" (compute) {
        inputs {
            terminationType: Choice,
            admission: Day,
            lastDay: Day,
            contractEnd: Day,
            salary: Number,
            variableAverage: Number,
            notice: Choice,
            vestedPeriods: Number,
            overduePeriods: Number,
            dependants: Number,
            fgtsBasis: Choice,
            fgtsBalance: Number,
            anniversaryWithdrawal: Flag,
            projectedAvoInss: Choice,
        }
        outputs {
            netPay: Number,
            grossPay: Number,
            totalDeductions: Number,
            balanceOfSalary: Number,
            noticeDays: Integer,
            noticePay: Number,
            projectedEnd: Day,
            thirteenthAvos: Integer,
            thirteenth: Number,
            vestedVacation: Number,
            vestedVacationThird: Number,
            vacationAvos: Integer,
            proportionalVacation: Number,
            proportionalVacationThird: Number,
            earlyEndIndemnity: Number,
            noticeDiscount: Number,
            inssSalary: Number,
            irrfSalary: Number,
            inssThirteenth: Number,
            irrfThirteenth: Number,
            fgtsMonthDeposit: Number,
            fgtsFineBase: Number,
            fgtsFine: Number,
            fgtsWithdrawal: Text,
            unemploymentInsurance: Text,
            maxEmployeeIndemnity: Number,
            lines: Json,
        }
    }
}
pub const FUNCTION: Function = severance::FUNCTION;
use severance::{input as i, output as o, In, Out};

const TYPES: &[&str] = &[
    "withoutCause",
    "resignation",
    "justCause",
    "agreement",
    "fixedTermEnd",
    "fixedTermEarlyByEmployer",
    "fixedTermEarlyByEmployee",
    "indirect",
];
const NOTICES: &[&str] = &["indemnified", "worked", "notServed", "waived"];
/// The notices each type allows (the others have none).
fn notices_of(kind: &str) -> &'static [&'static str] {
    match kind {
        "withoutCause" | "indirect" | "agreement" => &["indemnified", "worked"],
        "resignation" => &["worked", "notServed", "waived"],
        _ => &[],
    }
}

/// What the law gives each kind of termination (br-labour-2026.yaml,
/// `rescisao.types`).
struct Rules {
    notice_by_employer: bool,
    half_notice: bool,
    proportional: bool,
    fine_rate: f64,
    withdrawal: &'static str,
    insurance: bool,
    early_end: bool,
}

fn rules(kind: &str) -> Rules {
    let base = Rules {
        notice_by_employer: false,
        half_notice: false,
        proportional: true,
        fine_rate: 0.0,
        withdrawal: "none",
        insurance: false,
        early_end: false,
    };
    match kind {
        // CLT arts. 477, 487; art. 483 and 487 §4º for the indirect one;
        // Lei 8.036/1990 arts. 18 §1º and 20 I; Lei 7.998/1990 art. 3º.
        "withoutCause" | "indirect" => Rules {
            notice_by_employer: true,
            fine_rate: 0.40,
            withdrawal: "full",
            insurance: true,
            ..base
        },
        // CLT art. 484-A; Lei 8.036/1990 art. 20 I-A.
        "agreement" => Rules {
            notice_by_employer: true,
            half_notice: true,
            fine_rate: 0.20,
            withdrawal: "upTo80",
            ..base
        },
        // CLT art. 482, 146 caput; TST Súmula 171; Lei 4.090/1962 art. 3º.
        "justCause" => Rules {
            proportional: false,
            ..base
        },
        // Lei 8.036/1990 art. 20 IX.
        "fixedTermEnd" => Rules {
            withdrawal: "full",
            ..base
        },
        // CLT art. 479; TST Súmula 125.
        "fixedTermEarlyByEmployer" => Rules {
            fine_rate: 0.40,
            withdrawal: "full",
            insurance: true,
            early_end: true,
            ..base
        },
        // "resignation" (TST Súmulas 157 and 261) and the employee's early
        // end of a fixed-term contract (CLT art. 480).
        _ => base,
    }
}

/// Days of salary in the last month: from its 1st (or the admission) to
/// the last day, a whole month being 30.
fn salary_days(admission: Date, last: Date) -> f64 {
    let first_of_month = last.replace_day(1).expect("day 1 exists");
    let from = admission.max(first_of_month);
    let month_end = last.month().length(last.year());
    if from == first_of_month && last.day() == month_end {
        return 30.0;
    }
    f64::from(last.to_julian_day() - from.to_julian_day() + 1).min(30.0)
}

/// Months of a contract from `admission` to `last`, a remainder of 15 days
/// or more counting as a month (for the FGTS estimate).
fn months_of_service(admission: Date, last: Date) -> f64 {
    let years = full_years(admission, last);
    let year_start = add_months(admission, 12 * i64::from(years)).unwrap_or(last);
    f64::from(years * 12 + vacation_avos(year_start, last))
}

fn compute(inputs: In) -> Result<Out, InputError> {
    let kind = choice(inputs, i::terminationType, TYPES)?;
    let admission = inputs.date(i::admission)?;
    let last = date_from(inputs, i::lastDay, admission)?;
    let salary = non_negative(inputs, i::salary)?;
    let variable = non_negative(inputs, i::variableAverage)?;
    let vested = count(inputs, i::vestedPeriods)?;
    let overdue = count(inputs, i::overduePeriods)?;
    if overdue > vested {
        return Err(more_than(i::overduePeriods.id(), i::vestedPeriods.id()));
    }
    let dependants = count(inputs, i::dependants)?;
    let projected_avo_inss = choice(inputs, i::projectedAvoInss, &["due", "notDue"])? == "due";
    let anniversary = inputs.flag(i::anniversaryWithdrawal)?;
    let r = rules(kind);
    let allowed = notices_of(kind);
    let notice = if allowed.is_empty() {
        None
    } else {
        let n = choice(inputs, i::notice, NOTICES)?;
        if !allowed.contains(&n) {
            return Err(crate::common::unknown_option(i::notice.id(), allowed));
        }
        Some(n)
    };
    let contract_end = if matches!(
        kind,
        "fixedTermEarlyByEmployer" | "fixedTermEarlyByEmployee"
    ) {
        Some(date_from(inputs, i::contractEnd, last)?)
    } else {
        None
    };
    let (period, inss_year) = tables_on(last, i::lastDay.id())?;
    let year = last.year();
    let pay = salary + variable;
    let daily = pay / 30.0;

    // Aviso prévio: owed by the employer (proportional) when indemnified.
    let indemnified = r.notice_by_employer && notice == Some("indemnified");
    let days = match kind {
        _ if r.notice_by_employer => notice_days(admission, last),
        // Owed by the employee: 30 days, never proportional.
        "resignation" => 30,
        _ => 0,
    };
    let bad_date = || {
        err(
            i::lastDay.id(),
            ErrorKind::DateAfterMax {
                max: "9999-12-31".into(),
            },
        )
    };
    let projected = if indemnified {
        add_days(last, i64::from(days)).ok_or_else(bad_date)?
    } else {
        last
    };
    let notice_pay = if indemnified {
        let full = daily * f64::from(days);
        cents(if r.half_notice { full / 2.0 } else { full })
    } else {
        0.0
    };
    let notice_discount = if notice == Some("notServed") {
        cents(salary)
    } else {
        0.0
    };

    let balance = cents(salary / 30.0 * salary_days(admission, last));

    // 13º: the avos of each year from the last day's to the projected end's.
    let avos_to = |end: Date| -> u32 {
        (last.year()..=end.year())
            .map(|y| thirteenth_avos(y, admission, end))
            .sum()
    };
    let (thirteenth_avos_n, unprojected_avos) = if r.proportional {
        (avos_to(projected), avos_to(last))
    } else {
        (0, 0)
    };
    let thirteenth = cents(pay * f64::from(thirteenth_avos_n) / 12.0);

    // Férias vencidas (30 days a period, doubled when overdue) and
    // proportional (the avos of the current período aquisitivo).
    let vested_pay = cents(pay * (vested + overdue));
    let vested_third = cents(vested_pay / 3.0);
    let period_start = add_months(admission, 12 * i64::from(full_years(admission, projected)))
        .ok_or_else(bad_date)?;
    let vacation_avos_n = if r.proportional {
        vacation_avos(period_start, projected)
    } else {
        0
    };
    let proportional = cents(pay * f64::from(vacation_avos_n) / 12.0);
    let proportional_third = cents(proportional / 3.0);

    // CLT art. 479: half of the pay for the days left of a fixed term.
    let days_left = contract_end.map_or(0.0, |end| {
        f64::from(end.to_julian_day() - last.to_julian_day())
    });
    let early_end = if r.early_end {
        cents(daily * days_left / 2.0)
    } else {
        0.0
    };
    // CLT art. 480: the employee owes proven losses, at most that much.
    let max_employee = if kind == "fixedTermEarlyByEmployee" {
        cents(daily * days_left / 2.0)
    } else {
        0.0
    };

    // Taxes. The saldo: the month's INSS and IRRF (monthly tables).
    let inss_salary = cents(inss(inss_year, balance).0);
    let salary_tax = irpf_month(
        period,
        balance,
        inss_salary + dependants * period.dependant_deduction,
        Method::Best,
    );
    let irrf_salary = cents(salary_tax.tax);
    // The 13º apart; the avo made by the projection out of INSS if chosen.
    let thirteenth_inss_base = if projected_avo_inss {
        thirteenth
    } else {
        cents(pay * f64::from(unprojected_avos) / 12.0)
    };
    let w = withheld(
        period,
        inss_year,
        thirteenth_inss_base,
        thirteenth,
        dependants,
    );

    let notice_basis = if r.half_notice {
        "CLT arts. 484-A e 487 §1º; Lei 12.506/2011"
    } else {
        "CLT art. 487 §1º; Lei 12.506/2011"
    };
    // Each line with whether this ending pays (or withholds) it.
    let lines: Vec<Line> = [
        (
            true,
            Line::earning("balanceOfSalary", "CLT arts. 64 e 477", balance).taxed(
                Incidence::Yes,
                Incidence::Yes,
                year,
            ),
        ),
        (
            notice_pay > 0.0,
            Line::earning("noticePay", notice_basis, notice_pay),
        ),
        (
            r.proportional,
            Line::earning("thirteenth", "Lei 4.090/1962 arts. 1º e 3º", thirteenth).taxed(
                Incidence::Separate,
                Incidence::Separate,
                year,
            ),
        ),
        (
            vested_pay > 0.0,
            Line::earning("vestedVacation", "CLT arts. 137 e 146 caput", vested_pay),
        ),
        (
            vested_pay > 0.0,
            Line::earning("vestedVacationThird", "CF art. 7º XVII", vested_third),
        ),
        (
            r.proportional,
            Line::earning(
                "proportionalVacation",
                "CLT arts. 146 parágrafo único e 147",
                proportional,
            ),
        ),
        (
            r.proportional,
            Line::earning(
                "proportionalVacationThird",
                "CF art. 7º XVII; TST Súmula 328",
                proportional_third,
            ),
        ),
        (
            r.early_end,
            Line::earning("earlyEndIndemnity", "CLT art. 479", early_end),
        ),
        (
            notice_discount > 0.0,
            Line::deduction("noticeDiscount", "CLT art. 487 §2º", notice_discount, year),
        ),
        (
            true,
            Line::deduction(
                "inssSalary",
                "Lei 8.212/1991 arts. 20 e 28",
                inss_salary,
                year,
            ),
        ),
        (
            true,
            Line::deduction(
                "irrfSalary",
                "Lei 7.713/1988 art. 7º; Lei 15.270/2025",
                irrf_salary,
                year,
            ),
        ),
        (
            r.proportional,
            Line::deduction("inssThirteenth", "Lei 8.212/1991 art. 28 §7º", w.inss, year),
        ),
        (
            r.proportional,
            Line::deduction("irrfThirteenth", "Lei 8.134/1990 art. 16", w.irrf, year),
        ),
    ]
    .into_iter()
    .filter_map(|(applies, line)| applies.then_some(line))
    .collect();
    let (mut gross, mut deductions) = (0.0, 0.0);
    let mut table = Table::new();
    for line in &lines {
        if line.deduction {
            deductions += line.amount;
        } else {
            gross += line.amount;
        }
        table.push(line.row());
    }

    // FGTS: the month's deposit (saldo, aviso and 13º; Súmula 305) and the
    // fine on the contract's deposits.
    let fgts_month = cents(FGTS_RATE * (balance + notice_pay + thirteenth));
    let fine_base = match choice(inputs, i::fgtsBasis, &["balance", "estimate"])? {
        "balance" => non_negative(inputs, i::fgtsBalance)?,
        // 8 % of the remuneration of every month, of a 13º and of a third
        // of férias a year, at today's pay and without interest.
        _ => cents(
            FGTS_RATE * pay * months_of_service(admission, last) * (1.0 + 1.0 / 12.0 + 1.0 / 36.0),
        ),
    };
    let fine = cents(r.fine_rate * fine_base);
    let withdrawal = if anniversary && r.withdrawal != "none" {
        "fineOnly"
    } else {
        r.withdrawal
    };
    // Lei 7.998/1990 art. 3º: a first request needs 12 months of wages in
    // the last 18, a second 9 in 12, later ones the last 6.
    let months = months_of_service(admission, last);
    let insurance = match months {
        _ if !r.insurance => "notEligible",
        m if m >= 12.0 => "eligible",
        m if m >= 6.0 => "dependsOnRequest",
        _ => "notEnoughMonths",
    };
    // One setter per output this calculator declares: the like-shaped chains of
    // other calculators set other outputs (so they stay apart).
    Ok(Out::new()
        .number(o::netPay, cents(gross - deductions))
        .number(o::grossPay, cents(gross))
        .number(o::totalDeductions, cents(deductions))
        .number(o::balanceOfSalary, balance)
        .integer(o::noticeDays, i64::from(days))
        .number(o::noticePay, notice_pay)
        .date(o::projectedEnd, projected)
        .integer(o::thirteenthAvos, i64::from(thirteenth_avos_n))
        .number(o::thirteenth, thirteenth)
        .number(o::vestedVacation, vested_pay)
        .number(o::vestedVacationThird, vested_third)
        .integer(o::vacationAvos, i64::from(vacation_avos_n))
        .number(o::proportionalVacation, proportional)
        .number(o::proportionalVacationThird, proportional_third)
        .number(o::earlyEndIndemnity, early_end)
        .number(o::noticeDiscount, notice_discount)
        .number(o::inssSalary, inss_salary)
        .number(o::irrfSalary, irrf_salary)
        .number(o::inssThirteenth, if r.proportional { w.inss } else { 0.0 })
        .number(o::irrfThirteenth, if r.proportional { w.irrf } else { 0.0 })
        .number(o::fgtsMonthDeposit, fgts_month)
        .number(o::fgtsFineBase, fine_base)
        .number(o::fgtsFine, fine)
        .text(o::fgtsWithdrawal, withdrawal)
        .text(o::unemploymentInsurance, insurance)
        .number(o::maxEmployeeIndemnity, max_employee)
        .json(o::lines, table.finish(i::salary.id())?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use calc_core::outputs::Outputs;
    use calc_core::values::{parse_date, Value};

    fn date(s: &str) -> Value {
        Value::Date(parse_date(s).unwrap())
    }

    /// The common inputs of worked examples B1–B5: R$ 3,000, admitted
    /// 2023-03-10, last day 2026-06-05, one período vencido, FGTS 10,000.
    fn run(kind: &str, notice: &str, changes: &[(&str, Value)]) -> Result<Outputs, InputError> {
        let mut values = crate::testing::value_map([
            ("terminationType", Value::Option(kind.into())),
            ("admission", date("2023-03-10")),
            ("lastDay", date("2026-06-05")),
            ("contractEnd", date("2026-06-05")),
            ("salary", Value::Number(3000.0)),
            ("variableAverage", Value::Number(0.0)),
            ("notice", Value::Option(notice.into())),
            ("vestedPeriods", Value::Number(1.0)),
            ("overduePeriods", Value::Number(0.0)),
            ("dependants", Value::Number(0.0)),
            ("fgtsBasis", Value::Option("balance".into())),
            ("fgtsBalance", Value::Number(10_000.0)),
            ("anniversaryWithdrawal", Value::Bool(false)),
            ("projectedAvoInss", Value::Option("due".into())),
        ]);
        for (k, v) in changes {
            values.insert(k.to_string(), v.clone());
        }
        (FUNCTION.compute)(&calc_core::inputs::Inputs::new(values))
    }

    fn money(out: &Outputs, id: &str) -> f64 {
        out.number_of(id).unwrap()
    }

    #[test]
    fn worked_example_b1_without_cause() {
        let out = run("withoutCause", "indemnified", &[]).unwrap();
        assert_eq!(money(&out, "balanceOfSalary"), 500.0);
        assert_eq!(money(&out, "noticeDays"), 39.0);
        assert_eq!(money(&out, "noticePay"), 3900.0);
        assert_eq!(out.text_of("projectedEnd"), Some("2026-07-14"));
        assert_eq!(money(&out, "thirteenthAvos"), 6.0);
        assert_eq!(money(&out, "thirteenth"), 1500.0);
        assert_eq!(money(&out, "vacationAvos"), 4.0);
        assert_eq!(money(&out, "proportionalVacationThird"), 333.33);
        assert_eq!(money(&out, "grossPay"), 11233.33);
        assert_eq!(money(&out, "inssSalary"), 37.5);
        assert_eq!(money(&out, "inssThirteenth"), 112.5);
        assert_eq!(money(&out, "netPay"), 11083.33);
        assert_eq!(money(&out, "fgtsMonthDeposit"), 472.0);
        assert_eq!(money(&out, "fgtsFine"), 4000.0);
        assert_eq!(out.text_of("fgtsWithdrawal"), Some("full"));
        assert_eq!(out.text_of("unemploymentInsurance"), Some("eligible"));
        // The other reading: the projected avo (250.00) free of INSS.
        let out = run(
            "withoutCause",
            "indemnified",
            &[("projectedAvoInss", Value::Option("notDue".into()))],
        )
        .unwrap();
        assert_eq!(money(&out, "inssThirteenth"), 93.75);
        assert_eq!(money(&out, "netPay"), 11102.08);
        // B5: rescisão indireta gives the same lines.
        let indirect = run("indirect", "indemnified", &[]).unwrap();
        assert_eq!(money(&indirect, "netPay"), 11083.33);
    }

    #[test]
    fn worked_example_b2_resignation() {
        // B2a: notice served to 2026-07-05.
        let out = run("resignation", "worked", &[("lastDay", date("2026-07-05"))]).unwrap();
        assert_eq!(money(&out, "grossPay"), 7333.33);
        assert_eq!(money(&out, "netPay"), 7183.33);
        assert_eq!(out.text_of("unemploymentInsurance"), Some("notEligible"));
        assert_eq!(money(&out, "fgtsFine"), 0.0);
        // B2b: left on 2026-06-05 without serving it: 30 days discounted.
        let out = run("resignation", "notServed", &[]).unwrap();
        assert_eq!(money(&out, "grossPay"), 6750.0);
        assert_eq!(money(&out, "noticeDiscount"), 3000.0);
        assert_eq!(money(&out, "netPay"), 3618.75);
    }

    #[test]
    fn worked_examples_b3_just_cause_and_b4_agreement() {
        let out = run("justCause", "indemnified", &[]).unwrap();
        assert_eq!(money(&out, "grossPay"), 4500.0);
        assert_eq!(money(&out, "netPay"), 4462.5);
        assert_eq!(money(&out, "thirteenth"), 0.0);
        let out = run("agreement", "indemnified", &[]).unwrap();
        assert_eq!(money(&out, "noticePay"), 1950.0);
        assert_eq!(money(&out, "grossPay"), 9283.33);
        assert_eq!(money(&out, "netPay"), 9133.33);
        assert_eq!(money(&out, "fgtsFine"), 2000.0);
        assert_eq!(out.text_of("fgtsWithdrawal"), Some("upTo80"));
    }

    #[test]
    fn worked_examples_b6_b7_fixed_term() {
        let b6 = [
            ("admission", date("2026-03-02")),
            ("lastDay", date("2026-05-30")),
            ("salary", Value::Number(2400.0)),
            ("vestedPeriods", Value::Number(0.0)),
        ];
        let out = run("fixedTermEnd", "indemnified", &b6).unwrap();
        assert_eq!(money(&out, "grossPay"), 3800.0);
        assert_eq!(money(&out, "inssSalary"), 191.69);
        assert_eq!(money(&out, "netPay"), 3563.31);
        assert_eq!(out.text_of("fgtsWithdrawal"), Some("full"));
        let mut b7 = b6.to_vec();
        b7[1] = ("lastDay", date("2026-04-30"));
        b7.push(("contractEnd", date("2026-05-30")));
        let out = run("fixedTermEarlyByEmployer", "indemnified", &b7).unwrap();
        assert_eq!(money(&out, "earlyEndIndemnity"), 1200.0);
        assert_eq!(money(&out, "grossPay"), 4533.33);
        assert_eq!(money(&out, "netPay"), 4311.64);
    }

    #[test]
    fn last_day_before_admission_is_refused_on_its_field() {
        let e = run(
            "withoutCause",
            "indemnified",
            &[("lastDay", date("2023-03-09"))],
        )
        .unwrap_err();
        assert_eq!(e.input, "lastDay");
        let e = run(
            "withoutCause",
            "indemnified",
            &[("salary", Value::Number(-1.0))],
        )
        .unwrap_err();
        assert_eq!(e.input, "salary");
        // A notice the type does not have.
        let e = run("withoutCause", "notServed", &[]).unwrap_err();
        assert_eq!(e.input, "notice");
    }
}
