//! Ovulation and fertile window for six cycles, starting with the one that
//! began on `lastPeriod`, assuming regular cycles.
//!
//! Ovulation is `lutealPhase` days (default 14) before the next period:
//! period start + cycleLength − lutealPhase (the calendar method; the same
//! conception day the pregnancy calculator uses). The fertile window runs
//! from 5 days before ovulation to 1 day after: the six days ending on
//! ovulation day in which intercourse led to conception (Wilcox A.J.,
//! Weinberg C.R., Baird D.D., "Timing of sexual intercourse in relation to
//! ovulation", N Engl J Med 1995;333:1517–1521), plus the day after for the
//! egg's survival of up to about 24 hours.
//!
//! Each cycle's period lasts `periodLength` days (default 5, the middle of
//! the 4 to 7 days most periods last: ACOG, "Heavy and Abnormal Periods",
//! and the Office on Women's Health, "Your menstrual cycle"), counting its
//! first day: it ends on period start + periodLength − 1. The calendar of
//! the page marks those days.

use super::common;
use calc_core::dates;
use calc_core::error::InputError;
use calc_core::registry::{Function, MaxBelowInput};
use calc_core::values::format_date;
use ovulation::{input as i, output as o};
use serde_json::json;

calc_core::calculator! {
    mod ovulation = "ovulation" (compute) {
        inputs { lastPeriod: Day, cycleLength: Number, lutealPhase: Number, periodLength: Number }
        outputs {
            ovulationDate: Day,
            fertileStart: Day,
            fertileEnd: Day,
            nextPeriod: Day,
            dueDateIfConceived: Day,
            cycles: Json,
        }
    }
}

pub const FUNCTION: Function = ovulation::FUNCTION;

pub const CYCLE: (i64, i64) = (21, 45);
pub const LUTEAL: (i64, i64) = (9, 18);
pub const CYCLES: i64 = 6;
/// Days of bleeding, the first included: 1 to 10 (over 7 is prolonged
/// bleeding, worth a doctor's visit, but still drawn as the visitor says).
pub const PERIOD: (i64, i64) = (1, 10);
/// Fertile window, days relative to ovulation.
const FERTILE: (i64, i64) = (-5, 1);
/// Ovulation to due date: 280 − 14 days.
const OVULATION_TO_DUE: i64 = 266;
/// The fertile window must start on or after the period it follows: the
/// luteal phase is at most the cycle less the window's 5 days before
/// ovulation (16 for a 21-day cycle, whatever LUTEAL allows).
pub const LUTEAL_BY_CYCLE: MaxBelowInput = MaxBelowInput {
    input: i::lutealPhase.id(),
    other: i::cycleLength.id(),
    margin: -FERTILE.0,
};

fn compute(inputs: ovulation::In) -> Result<ovulation::Out, InputError> {
    let last_period = inputs.date(i::lastPeriod)?;
    let cycle = common::integer_in(inputs, i::cycleLength, CYCLE.0, CYCLE.1)?;
    let luteal = common::integer_in(inputs, i::lutealPhase, LUTEAL.0, LUTEAL.1)?;
    let period = common::integer_in(inputs, i::periodLength, PERIOD.0, PERIOD.1)?;
    LUTEAL_BY_CYCLE.check(luteal, cycle)?;
    let ovulation = cycle - luteal;
    // Per cycle k: period start and end, fertile start, ovulation, fertile
    // end, next period. A period (10 days at most) ends before the next
    // cycle (21 days at least) starts.
    let mut offsets = Vec::new();
    for k in 0..CYCLES {
        let p = k * cycle;
        offsets.extend([
            p,
            p + period - 1,
            p + ovulation + FERTILE.0,
            p + ovulation,
            p + ovulation + FERTILE.1,
            p + cycle,
        ]);
    }
    offsets.push(ovulation + OVULATION_TO_DUE);
    let d = dates::shifted(i::lastPeriod.id(), last_period, &offsets)?;
    let cycles: Vec<_> = d
        .chunks_exact(6)
        .zip(1..)
        .map(|(c, n)| {
            json!({
                "cycle": n,
                "periodStart": format_date(c[0]),
                "periodEnd": format_date(c[1]),
                "fertileStart": format_date(c[2]),
                "ovulation": format_date(c[3]),
                "fertileEnd": format_date(c[4]),
                "nextPeriod": format_date(c[5]),
            })
        })
        .collect();
    Ok(ovulation::Out::new()
        .date(o::ovulationDate, d[3])
        .date(o::fertileStart, d[2])
        .date(o::fertileEnd, d[4])
        .date(o::nextPeriod, d[5])
        .date(o::dueDateIfConceived, d[d.len() - 1])
        .json(o::cycles, json!(cycles)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{assert_rejects, list, run, text, V};
    use calc_core::error::ErrorKind;
    use calc_core::outputs::Outputs;

    /// The YAML's default period starts on the visitor's today: pinned.
    fn ovul(overrides: &[(&str, V)]) -> Result<Outputs, InputError> {
        run(
            &FUNCTION,
            &[&[("lastPeriod", V::D("2026-03-01"))], overrides].concat(),
        )
    }

    #[test]
    fn twenty_eight_day_cycle() {
        // Ovulation 2026-03-01 + 14 = 03-15; window 03-10..03-16; next period 03-29;
        // due if conceived 03-15 + 266 = 12-06 (as the pregnancy calculator).
        let out = ovul(&[]).unwrap();
        assert_eq!(text(&out, "ovulationDate"), "2026-03-15");
        assert_eq!(text(&out, "fertileStart"), "2026-03-10");
        assert_eq!(text(&out, "fertileEnd"), "2026-03-16");
        assert_eq!(text(&out, "nextPeriod"), "2026-03-29");
        assert_eq!(text(&out, "dueDateIfConceived"), "2026-12-06");
        let cycles = list(&out, "cycles");
        assert_eq!(cycles.len(), 6);
        assert_eq!(cycles[1]["periodStart"], "2026-03-29");
        assert_eq!(cycles[5]["ovulation"], "2026-08-02");
        assert_eq!(cycles[5]["nextPeriod"], "2026-08-16");
        // The YAML's 5-day period, first day included (Python datetime:
        // date(2026,3,1) + timedelta(4), + timedelta(28 + 4), + timedelta(5*28 + 4)).
        assert_eq!(cycles[0]["periodEnd"], "2026-03-05");
        assert_eq!(cycles[1]["periodEnd"], "2026-04-02");
        assert_eq!(cycles[5]["periodEnd"], "2026-07-23");
    }

    #[test]
    fn period_length_across_month_ends_and_a_leap_day() {
        // Python datetime: date(2026,2,25) + timedelta(6) = 2026-03-03, and the
        // next cycle's (2026-03-25) + 6 = 2026-03-31.
        let out = ovul(&[
            ("lastPeriod", V::D("2026-02-25")),
            ("periodLength", V::N(7.0)),
        ])
        .unwrap();
        let cycles = list(&out, "cycles");
        assert_eq!(cycles[0]["periodEnd"], "2026-03-03");
        assert_eq!(cycles[1]["periodStart"], "2026-03-25");
        assert_eq!(cycles[1]["periodEnd"], "2026-03-31");
        // 10 days from 2028-01-20 (35-day cycles): 2028-01-29; the second
        // period, 2028-02-24 + 9 = 2028-03-04 over 29 February.
        let out = ovul(&[
            ("lastPeriod", V::D("2028-01-20")),
            ("cycleLength", V::N(35.0)),
            ("periodLength", V::N(10.0)),
        ])
        .unwrap();
        let cycles = list(&out, "cycles");
        assert_eq!(cycles[0]["periodEnd"], "2028-01-29");
        assert_eq!(cycles[1]["periodEnd"], "2028-03-04");
        // One day: the period ends the day it starts; the other dates do not move.
        let out = ovul(&[("periodLength", V::N(1.0))]).unwrap();
        let cycles = list(&out, "cycles");
        assert_eq!(cycles[0]["periodEnd"], "2026-03-01");
        assert_eq!(text(&out, "ovulationDate"), "2026-03-15");
        assert_eq!(text(&out, "nextPeriod"), "2026-03-29");
    }

    #[test]
    fn long_cycle_short_luteal_over_a_leap_day() {
        // 2028-01-20, 35-day cycle, luteal 12: ovulation + 23 = 2028-02-12,
        // next period 2028-02-24, then 2028-03-30 (2028-02 has 29 days).
        let out = ovul(&[
            ("lastPeriod", V::D("2028-01-20")),
            ("cycleLength", V::N(35.0)),
            ("lutealPhase", V::N(12.0)),
        ])
        .unwrap();
        assert_eq!(text(&out, "ovulationDate"), "2028-02-12");
        let cycles = list(&out, "cycles");
        assert_eq!(cycles[1]["nextPeriod"], "2028-03-30");
    }

    #[test]
    fn impossible_inputs() {
        assert_rejects(
            ovul,
            &[
                ("cycleLength", V::N(20.0)),
                ("cycleLength", V::N(46.0)),
                ("lutealPhase", V::N(8.0)),
                ("periodLength", V::N(0.0)),
                ("periodLength", V::N(11.0)),
                ("periodLength", V::N(4.5)),
            ],
        );
        // 21 − 5: the limit names the cycle length it comes from.
        let err = ovul(&[("cycleLength", V::N(21.0)), ("lutealPhase", V::N(17.0))]).unwrap_err();
        assert_eq!(
            err,
            InputError::new(
                "lutealPhase",
                ErrorKind::AboveInputLess {
                    max: 16.0,
                    other: "cycleLength".into(),
                    margin: 5.0
                }
            )
        );
        assert!(ovul(&[("cycleLength", V::N(21.0)), ("lutealPhase", V::N(16.0))]).is_ok());
        // Six 45-day cycles (270 days) and a due date must fit before 10000.
        let err = ovul(&[
            ("lastPeriod", V::D("9999-10-01")),
            ("cycleLength", V::N(45.0)),
        ])
        .unwrap_err();
        assert_eq!(err.input, "lastPeriod");
        assert!(matches!(err.kind, ErrorKind::DateAfterMax { .. }));
    }
}
