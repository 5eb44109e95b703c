//! Bedtimes for a wake-up time, or wake-up times for a bedtime, in whole
//! sleep cycles after the minutes it takes to fall asleep, judged against
//! the hours of sleep the National Sleep Foundation recommends for an age
//! (Hirshkowitz et al., Sleep Health 1(1):40–43, 2015).

use super::time_of_day::{self, DAY};
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;
use sleep::{input as i, output as o, In, Out};
/// An input of this calculator, of kind `K`.
type Input<K> = calc_core::declare::Input<sleep::Calc, K>;
use calc_core::declare::Number;
use serde_json::json;

calc_core::calculator! {
    mod sleep = "sleep" (compute) {
        inputs {
            mode: Choice,
            wakeTime: Text,
            bedTime: Text,
            cycleMinutes: Number,
            fallAsleepMinutes: Number,
            ageGroup: Choice,
        }
        outputs {
            suggestedTime: Text,
            cycles: Integer,
            sleepHours: Number,
            hoursInBed: Number,
            recommendedMin: Number,
            recommendedMax: Number,
            options: Json,
        }
    }
}

pub const FUNCTION: Function = sleep::FUNCTION;

/// Hours of sleep a day for one of the NSF's age groups: the range it
/// recommends, and the wider range it calls "may be appropriate".
struct Need {
    group: &'static str,
    recommended: (f64, f64),
    may_be_appropriate: (f64, f64),
}

/// Hirshkowitz M, et al. National Sleep Foundation's sleep time duration
/// recommendations: methodology and results summary. Sleep Health
/// 2015;1(1):40–43, doi:10.1016/j.sleh.2014.12.010, figure 1.
const NEEDS: [Need; 9] = [
    need("newborn", (14.0, 17.0), (11.0, 19.0)), // 0–3 months
    need("infant", (12.0, 15.0), (10.0, 18.0)),  // 4–11 months
    need("toddler", (11.0, 14.0), (9.0, 16.0)),  // 1–2 years
    need("preschool", (10.0, 13.0), (8.0, 14.0)), // 3–5 years
    need("schoolAge", (9.0, 11.0), (7.0, 12.0)), // 6–13 years
    need("teen", (8.0, 10.0), (7.0, 11.0)),      // 14–17 years
    need("youngAdult", (7.0, 9.0), (6.0, 11.0)), // 18–25 years
    need("adult", (7.0, 9.0), (6.0, 10.0)),      // 26–64 years
    need("olderAdult", (7.0, 8.0), (5.0, 9.0)),  // 65 years and over
];

const fn need(group: &'static str, recommended: (f64, f64), may: (f64, f64)) -> Need {
    Need {
        group,
        recommended,
        may_be_appropriate: may,
    }
}

impl Need {
    /// The NSF's word for `hours` of sleep.
    fn verdict(&self, hours: f64) -> &'static str {
        let within = |(lo, hi): (f64, f64)| lo <= hours && hours <= hi;
        if within(self.recommended) {
            "recommended"
        } else if within(self.may_be_appropriate) {
            "mayBeAppropriate"
        } else {
            "notRecommended"
        }
    }

    /// The number of cycles whose sleep is nearest the middle of the
    /// recommended range (the longer one on a tie), at least one.
    fn suggested_cycles(&self, cycle_minutes: i64) -> i64 {
        let middle = (self.recommended.0 + self.recommended.1) * 60.0 / 2.0;
        let below = (middle / cycle_minutes as f64).floor() as i64;
        let distance = |n: i64| (n as f64 * cycle_minutes as f64 - middle).abs();
        let best = if distance(below + 1) <= distance(below) {
            below + 1
        } else {
            below
        };
        best.max(1)
    }
}

/// Rows shown: one cycle more than suggested down to two fewer (6, 5, 4, 3
/// for an adult with 90-minute cycles), never fewer than one cycle.
const MORE: i64 = 1;
const FEWER: i64 = 2;

fn compute(inputs: In) -> Result<Out, InputError> {
    let waking = inputs.option(i::mode)? == "findBedtime";
    let given = if waking { i::wakeTime } else { i::bedTime };
    let at = time_of_day::parse(inputs.text(given)?)
        .ok_or_else(|| InputError::new(given.id(), ErrorKind::NotATime))?;
    let cycle = whole_minutes(inputs, i::cycleMinutes)?;
    let falling_asleep = whole_minutes(inputs, i::fallAsleepMinutes)?;
    let group = inputs.option(i::ageGroup)?;
    let need = NEEDS.iter().find(|n| n.group == group).ok_or_else(|| {
        InputError::new(
            i::ageGroup.id(),
            ErrorKind::UnknownOption { options: vec![] },
        )
    })?;
    // Minutes from bedtime to waking up with `n` cycles, and that clock time
    // on the other side of the night.
    let in_bed = |n: i64| falling_asleep + n * cycle;
    let other_end = |n: i64| {
        let span = in_bed(n);
        time_of_day::format(if waking { at - span } else { at + span })
    };
    let suggested = need.suggested_cycles(cycle);
    let rows: Vec<_> = (1.max(suggested - FEWER)..=suggested + MORE)
        .rev()
        .map(|n| {
            let hours = (n * cycle) as f64 / 60.0;
            json!({
                "cycles": n,
                "time": other_end(n),
                "hours": hours,
                "verdict": need.verdict(hours),
            })
        })
        .collect();
    Ok(Out::new()
        .text(o::suggestedTime, other_end(suggested))
        .integer(o::cycles, suggested)
        .number(o::sleepHours, (suggested * cycle) as f64 / 60.0)
        .number(o::hoursInBed, in_bed(suggested) as f64 / 60.0)
        .number(o::recommendedMin, need.recommended.0)
        .number(o::recommendedMax, need.recommended.1)
        .json(o::options, json!(rows)))
}

/// A whole number of minutes under a day (the YAML bounds it; this keeps
/// the clock arithmetic in integers whatever it says).
fn whole_minutes(inputs: In, id: Input<Number>) -> Result<i64, InputError> {
    let v = inputs.number(id)?;
    if v.fract() != 0.0 {
        return Err(InputError::new(id.id(), ErrorKind::NotAnInteger));
    }
    if v < 0.0 {
        return Err(InputError::new(id.id(), ErrorKind::BelowMin { min: 0.0 }));
    }
    if v >= DAY as f64 {
        return Err(InputError::new(
            id.id(),
            ErrorKind::AboveMax {
                max: (DAY - 1) as f64,
            },
        ));
    }
    Ok(v as i64)
}

#[cfg(test)]
mod tests {
    use super::*;
    #[allow(unused_imports)]
    use calc_core::inputs::Inputs;
    #[allow(unused_imports)]
    use calc_core::outputs::Outputs;
    use calc_core::values::Value;
    use std::collections::BTreeMap;

    fn run(
        mode: &str,
        at: &str,
        cycle: f64,
        fall: f64,
        group: &str,
    ) -> Result<Outputs, InputError> {
        let values = BTreeMap::from([
            ("mode".to_string(), Value::Option(mode.into())),
            ("wakeTime".to_string(), Value::Text(at.into())),
            ("bedTime".to_string(), Value::Text(at.into())),
            ("cycleMinutes".to_string(), Value::Number(cycle)),
            ("fallAsleepMinutes".to_string(), Value::Number(fall)),
            ("ageGroup".to_string(), Value::Option(group.into())),
        ]);
        (FUNCTION.compute)(&Inputs::new(values))
    }

    fn column<'a>(out: &'a Outputs, key: &str) -> Vec<&'a serde_json::Value> {
        out.json_of("options")
            .unwrap()
            .as_array()
            .unwrap()
            .iter()
            .map(|r| &r[key])
            .collect()
    }

    #[test]
    fn bedtimes_for_a_7am_wake_up_cross_midnight() {
        // By hand: 07:00 − 15 min − n × 90 min for n = 6, 5, 4, 3:
        // 21:45, 23:15, 00:45, 02:15; an adult's 7–9 h makes 7.5 h (5 cycles)
        // the one nearest 8 h.
        let out = run("findBedtime", "7:00 am", 90.0, 15.0, "adult").unwrap();
        assert_eq!(out.text_of("suggestedTime"), Some("23:15"));
        assert_eq!(out.number_of("cycles"), Some(5.0));
        assert_eq!(out.number_of("sleepHours"), Some(7.5));
        assert_eq!(out.number_of("hoursInBed"), Some(7.75));
        assert_eq!(column(&out, "time"), ["21:45", "23:15", "00:45", "02:15"]);
        assert_eq!(column(&out, "cycles"), [6, 5, 4, 3]);
        assert_eq!(
            column(&out, "verdict"),
            [
                "recommended",
                "recommended",
                "mayBeAppropriate",
                "notRecommended"
            ]
        );
    }

    #[test]
    fn wake_times_for_a_bedtime_cross_midnight() {
        // 22:30 + 20 min + n × 90 min for n = 6, 5, 4, 3: 07:50, 06:20,
        // 04:50, 03:20 (by hand).
        let out = run("findWakeTime", "22:30", 90.0, 20.0, "youngAdult").unwrap();
        assert_eq!(out.text_of("suggestedTime"), Some("06:20"));
        assert_eq!(column(&out, "time"), ["07:50", "06:20", "04:50", "03:20"]);
    }

    #[test]
    fn age_groups_follow_the_nsf_table() {
        // Teenagers 8–10 h: 9 h (6 cycles) is the middle itself.
        let teen = run("findBedtime", "06:30", 90.0, 0.0, "teen").unwrap();
        assert_eq!(teen.number_of("cycles"), Some(6.0));
        assert_eq!(teen.text_of("suggestedTime"), Some("21:30"));
        assert_eq!(teen.number_of("recommendedMin"), Some(8.0));
        // School age 9–11 h: 10.5 h (7 cycles) is nearer 10 h than 9 h.
        let school = run("findBedtime", "07:00", 90.0, 0.0, "schoolAge").unwrap();
        assert_eq!(school.number_of("cycles"), Some(7.0));
        // Older adults 7–8 h: 7.5 h exactly.
        let older = run("findBedtime", "07:00", 90.0, 0.0, "olderAdult").unwrap();
        assert_eq!(older.number_of("sleepHours"), Some(7.5));
        // A tie (60-minute cycles, middle 8 h for adults: 8 cycles exactly).
        let hourly = run("findBedtime", "07:00", 60.0, 0.0, "adult").unwrap();
        assert_eq!(hourly.number_of("cycles"), Some(8.0));
        assert_eq!(column(&hourly, "cycles"), [9, 8, 7, 6]);
    }

    #[test]
    fn each_group_has_ranges_that_nest() {
        for n in &NEEDS {
            let ((lo, hi), (mlo, mhi)) = (n.recommended, n.may_be_appropriate);
            assert!(mlo < lo && lo < hi && hi < mhi, "{}", n.group);
            assert_eq!(n.verdict(lo), "recommended");
            assert_eq!(n.verdict(mhi), "mayBeAppropriate");
            assert_eq!(n.verdict(mhi + 0.5), "notRecommended");
        }
    }

    #[test]
    fn long_cycles_never_go_below_one() {
        // Three-hour cycles for an adult: 9 h (3 cycles) is nearest 8 h; rows 4..1.
        let out = run("findWakeTime", "23:59", 180.0, 0.0, "adult").unwrap();
        assert_eq!(column(&out, "cycles"), [4, 3, 2, 1]);
        assert_eq!(out.text_of("suggestedTime"), Some("08:59"));
        let short = run("findBedtime", "00:00", 1439.0, 1439.0, "adult").unwrap();
        assert_eq!(column(&short, "cycles"), [2, 1]);
    }

    #[test]
    fn a_time_no_clock_shows_is_an_error_on_its_field() {
        let err = run("findWakeTime", "25:00", 90.0, 15.0, "adult").unwrap_err();
        assert_eq!(err, InputError::new("bedTime", ErrorKind::NotATime));
        let err = run("findBedtime", "soon", 90.0, 15.0, "adult").unwrap_err();
        assert_eq!(err.input, "wakeTime");
    }
}
