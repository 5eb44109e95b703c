//! What the Brazilian labour calculators share: money to the cent, the
//! "avos" (twelfths) of 13º and férias, the days of aviso prévio, the INSS
//! and IRRF of a payment taxed on its own, and the rows of a "Termo de
//! Rescisão"-like table.
//!
//! Unlike the other calculators, each line here is rounded to the cent
//! (half-up) once, at the end of its own computation: a payslip or a TRCT
//! pays amounts in centavos, the INSS withheld is a cent amount that the
//! IRRF base then subtracts, and the net is the sum of the lines paid
//! (13º of R$ 6,000: 6,000 − 3,000 − 641.51 − 385.10 = 1,973.39, where the
//! unrounded lines would give 1,973.38).

use crate::common::{add_days, add_months, err, unknown_option, Row};
use crate::tax::{irpf_month, BrTax, Method};
use crate::tax_data::{br_period, inss, InssYear, IrpfPeriod};
use calc_core::declare::{Choice, Day, Input, Read, Reads};
use calc_core::error::{ErrorKind, InputError};
use calc_core::values::format_date;
use time::{Date, Month};

/// `x` rounded half-up to the cent. The amounts are sums of products of
/// cents and rates, so a half cent can land a hair below its decimal
/// (191.685 as 191.68499999999997): rounding to 1e-6 of a cent first puts
/// it back where the decimal arithmetic has it.
pub fn cents(x: f64) -> f64 {
    let hundredths = (x * 100.0 * 1e6).round() / 1e6;
    // f64::round rounds halves away from zero: half-up for amounts ≥ 0.
    hundredths.round() / 100.0
}

/// The tables a payment made on `date` is taxed by: the IRRF table in
/// force that month and the year's INSS table. Only the years shipped
/// (2025 and 2026); another date is an error on `input`.
pub fn tables_on(
    date: Date,
    input: &str,
) -> Result<(&'static IrpfPeriod, &'static InssYear), InputError> {
    let id = match (date.year(), u8::from(date.month())) {
        (2026, _) => "2026-01",
        (2025, 5..) => "2025-05",
        (2025, _) => "2025-01",
        (year, _) if year < 2025 => {
            return Err(err(
                input,
                ErrorKind::DateBeforeMin {
                    min: "2025-01-01".into(),
                },
            ))
        }
        _ => {
            return Err(err(
                input,
                ErrorKind::DateAfterMax {
                    max: "2026-12-31".into(),
                },
            ))
        }
    };
    Ok(br_period(id).expect("every id above is a shipped period"))
}

/// Date input `id`, not before date `earliest` (an end before its start).
pub fn date_from<C, G>(
    inputs: Read<C>,
    id: Input<G, Day>,
    earliest: Date,
) -> Result<Date, InputError>
where
    C: Reads<G>,
{
    let d = inputs.date(id)?;
    if d < earliest {
        return Err(err(
            id.id(),
            ErrorKind::DateBeforeMin {
                min: format_date(earliest),
            },
        ));
    }
    Ok(d)
}

/// Select input `id`, one of `allowed`.
pub fn choice<'a, C, G>(
    inputs: Read<'a, C>,
    id: Input<G, Choice>,
    allowed: &[&str],
) -> Result<&'a str, InputError>
where
    C: Reads<G>,
{
    let v = inputs.option(id)?;
    if allowed.contains(&v) {
        Ok(v)
    } else {
        Err(unknown_option(id.id(), allowed))
    }
}

fn days_in(start: Date, end: Date) -> i64 {
    i64::from(end.to_julian_day() - start.to_julian_day()) + 1
}

/// Avos of 13º in `year` for a contract from `start` to `end` (both days
/// worked, the end projected by an aviso prévio where it is): one for each
/// calendar month of the year with 15 days or more in the contract (Lei
/// 4.090/1962 art. 1º §2º).
pub fn thirteenth_avos(year: i32, start: Date, end: Date) -> u32 {
    let mut avos = 0;
    for m in 1..=12u8 {
        let month = Month::try_from(m).expect("1..=12 are months");
        let first = Date::from_calendar_date(year, month, 1).expect("day 1 exists");
        let last = Date::from_calendar_date(year, month, month.length(year))
            .expect("the month's last day exists");
        let (from, to) = (start.max(first), end.min(last));
        if from <= to && days_in(from, to) >= 15 {
            avos += 1;
        }
    }
    avos
}

/// The first day of month `k` (0-based) of a período aquisitivo that
/// starts on `start`: the same day of the month, clamped to a short month's
/// last day (from the 31st: 30 April, 28 or 29 February).
fn period_month_start(start: Date, k: i64) -> Option<Date> {
    add_months(start, k)
}

/// Avos of férias proporcionais of the período aquisitivo that began on
/// `start`, up to `end` (projected where it is): one per full month counted
/// from the day of admission, plus one for a remainder of 15 days or more
/// (CLT art. 146 parágrafo único, "fração superior a 14 dias"); at most 12.
pub fn vacation_avos(start: Date, end: Date) -> u32 {
    let mut full = 0;
    while full < 12 {
        match period_month_start(start, full + 1).and_then(|next| add_days(next, -1)) {
            Some(month_end) if month_end <= end => full += 1,
            _ => break,
        }
    }
    if full < 12 {
        if let Some(from) = period_month_start(start, full) {
            if from <= end && days_in(from, end) >= 15 {
                full += 1;
            }
        }
    }
    full as u32
}

/// Full years of service from `start` to `end` (the day a year completes
/// counts: 2023-03-10 to 2024-03-09 is one year).
pub fn full_years(start: Date, end: Date) -> u32 {
    let mut years = 0;
    while let Some(next) = add_months(start, 12 * (i64::from(years) + 1)) {
        match add_days(next, -1) {
            Some(anniversary_eve) if anniversary_eve <= end => years += 1,
            _ => break,
        }
    }
    years
}

/// Days of aviso prévio owed by the employer: 30, plus 3 for each full
/// year of service, at most 90 (Lei 12.506/2011; MTE Nota Técnica
/// 184/2012: the first 3 days once the contract passes one year).
pub fn notice_days(start: Date, end: Date) -> u32 {
    (30 + 3 * full_years(start, end)).min(90)
}

/// The INSS and IRRF of a payment taxed apart from the month's salary
/// (13º; férias for IRRF), each to the cent: INSS by the year's progressive
/// table, IRRF on `taxable` − that INSS − dependants, or − the simplified
/// discount when lower, then the Lei 15.270/2025 reduction measured on
/// `taxable`.
#[derive(Debug, Clone, Copy)]
pub struct Withheld {
    pub inss: f64,
    pub irrf: f64,
    pub tax: BrTax,
}

pub fn withheld(
    period: &IrpfPeriod,
    inss_year: &InssYear,
    inss_base: f64,
    taxable: f64,
    dependants: f64,
) -> Withheld {
    let inss = cents(inss(inss_year, inss_base).0);
    let complete = inss + dependants * period.dependant_deduction;
    let tax = irpf_month(period, taxable, complete, Method::Best);
    Withheld {
        inss,
        irrf: cents(tax.tax),
        tax,
    }
}

/// Whether INSS and IRRF apply to a line (the "incidência" columns).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Incidence {
    /// Due, with the month's other pay.
    Yes,
    /// Due, computed apart from the month's other pay (13º; IRRF on férias).
    Separate,
    No,
    /// Not a payment to the employee (FGTS deposits and fines).
    NotApplicable,
}

impl Incidence {
    fn id(self) -> &'static str {
        match self {
            Incidence::Yes => "due",
            Incidence::Separate => "separate",
            Incidence::No => "notDue",
            Incidence::NotApplicable => "notApplicable",
        }
    }
}

/// A line of a payment, as a TRCT lists it: what it is (`item`, a label
/// id), its legal basis (statute text, the same in both languages), the
/// amount paid (`earning`) or withheld (`deduction`), whether INSS and IRRF
/// apply to it and the year of the tables used.
pub struct Line {
    pub item: &'static str,
    pub basis: &'static str,
    pub amount: f64,
    pub deduction: bool,
    pub inss: Incidence,
    pub irrf: Incidence,
    pub year: Option<i32>,
}

impl Line {
    pub fn earning(item: &'static str, basis: &'static str, amount: f64) -> Line {
        Line {
            item,
            basis,
            amount,
            deduction: false,
            inss: Incidence::No,
            irrf: Incidence::No,
            year: None,
        }
    }

    pub fn deduction(item: &'static str, basis: &'static str, amount: f64, year: i32) -> Line {
        Line {
            deduction: true,
            inss: Incidence::NotApplicable,
            irrf: Incidence::NotApplicable,
            year: Some(year),
            ..Line::earning(item, basis, amount)
        }
    }

    /// The line with INSS and IRRF applying as given, by the tables of
    /// `year`.
    pub fn taxed(mut self, inss: Incidence, irrf: Incidence, year: i32) -> Line {
        self.inss = inss;
        self.irrf = irrf;
        self.year = Some(year);
        self
    }

    pub fn row(&self) -> Row {
        let (earning, deduction) = if self.deduction {
            (None, Some(self.amount))
        } else {
            (Some(self.amount), None)
        };
        let row = Row::new()
            .text("item", self.item.into())
            .text("basis", self.basis.into())
            .opt("earning", earning)
            .opt("deduction", deduction)
            .text("inss", self.inss.id().into())
            .text("irrf", self.irrf.id().into());
        match self.year {
            Some(y) => row.text("tableYear", y.to_string()),
            None => row.text("tableYear", String::new()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use calc_core::values::parse_date;

    fn d(s: &str) -> Date {
        parse_date(s).unwrap()
    }

    #[test]
    fn cents_round_half_up_through_binary_noise() {
        // 121.575 + 779 × 0.09 = 191.685 (B6 of the worked examples: 191.69).
        assert_eq!(cents(121.575 + 779.0 * 0.09), 191.69);
        assert_eq!(cents(1000.0 / 3.0), 333.33);
        assert_eq!(cents(2000.0 / 3.0), 666.67);
        assert_eq!(cents(1037.85475), 1037.85);
        assert_eq!(cents(0.0), 0.0);
    }

    #[test]
    fn thirteenth_counts_months_of_15_days_or_more() {
        // Worked example A4: admitted 2022-07-13 → July has 19 days → 6/12.
        assert_eq!(thirteenth_avos(2022, d("2022-07-13"), d("2022-12-31")), 6);
        // 14 days in the last month do not count, 15 do (June 2026).
        assert_eq!(thirteenth_avos(2026, d("2020-01-01"), d("2026-06-14")), 5);
        assert_eq!(thirteenth_avos(2026, d("2020-01-01"), d("2026-06-15")), 6);
        // February: 14 days of 28 (admitted on the 15th) do not count; 15 do.
        assert_eq!(thirteenth_avos(2026, d("2026-02-15"), d("2026-02-28")), 0);
        assert_eq!(thirteenth_avos(2026, d("2026-02-14"), d("2026-02-28")), 1);
        // Admitted on 31 January: one day of January.
        assert_eq!(thirteenth_avos(2026, d("2026-01-31"), d("2026-12-31")), 11);
    }

    #[test]
    fn vacation_avos_count_from_the_admission_day() {
        // Worked examples B1 (without and with the projection), B2a, B6, B7.
        assert_eq!(vacation_avos(d("2026-03-10"), d("2026-06-05")), 3);
        assert_eq!(vacation_avos(d("2026-03-10"), d("2026-07-14")), 4);
        assert_eq!(vacation_avos(d("2026-03-10"), d("2026-07-05")), 4);
        assert_eq!(vacation_avos(d("2026-03-02"), d("2026-05-30")), 3);
        assert_eq!(vacation_avos(d("2026-03-02"), d("2026-04-30")), 2);
        // From the 31st: January 31 to February 27 is 28 days, a part of a
        // month, the month being complete on the eve of 28 February.
        assert_eq!(vacation_avos(d("2026-01-31"), d("2026-02-27")), 1);
        assert_eq!(vacation_avos(d("2026-01-31"), d("2026-02-14")), 1);
        assert_eq!(vacation_avos(d("2026-01-31"), d("2026-02-13")), 0);
        // A whole year and more is 12.
        assert_eq!(vacation_avos(d("2025-03-10"), d("2026-03-09")), 12);
        assert_eq!(vacation_avos(d("2025-03-10"), d("2026-05-09")), 12);
    }

    #[test]
    fn notice_days_follow_nota_tecnica_184() {
        // A1: 30 + 3 per full year, at most 90 (20 years → 90).
        assert_eq!(notice_days(d("2026-01-01"), d("2026-12-30")), 30);
        assert_eq!(notice_days(d("2026-01-01"), d("2026-12-31")), 33);
        assert_eq!(notice_days(d("2020-01-01"), d("2024-04-16")), 42); // A5
        assert_eq!(notice_days(d("2023-03-10"), d("2026-06-05")), 39); // B1
        assert_eq!(notice_days(d("2006-01-01"), d("2025-12-31")), 90);
        assert_eq!(notice_days(d("2006-01-01"), d("2025-12-30")), 87);
        assert_eq!(notice_days(d("1990-01-01"), d("2026-06-05")), 90);
        // Admitted on 29 February: the anniversary is clamped to 28
        // February, so the year is complete on the 27th.
        assert_eq!(full_years(d("2024-02-29"), d("2025-02-27")), 1);
        assert_eq!(full_years(d("2024-02-29"), d("2025-02-26")), 0);
    }

    #[test]
    fn tables_only_for_the_years_shipped() {
        assert!(tables_on(d("2026-12-31"), "x").is_ok());
        assert!(tables_on(d("2025-01-01"), "x").is_ok());
        let Err(e) = tables_on(d("2027-01-01"), "x") else {
            panic!("2027 is not shipped")
        };
        assert_eq!(e.input, "x");
        assert!(tables_on(d("2024-12-31"), "x").is_err());
    }

    #[test]
    fn withheld_on_a_6000_13o_in_2026() {
        // Worked example B9 (and br-irpf-inss.yaml's 6,000 example):
        // INSS 641.51, table tax 564.85, reduction 179.75, IRRF 385.10.
        let (period, year) = tables_on(d("2026-12-20"), "x").unwrap();
        let w = withheld(period, year, 6000.0, 6000.0, 0.0);
        assert_eq!(w.inss, 641.51);
        assert_eq!(cents(w.tax.table_tax), 564.85);
        assert_eq!(cents(w.tax.reduction), 179.75);
        assert_eq!(w.irrf, 385.10);
    }
}
