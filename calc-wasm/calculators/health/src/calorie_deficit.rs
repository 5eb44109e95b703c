//! Calorie deficit: the days to a goal weight for a daily deficit (`mode`
//! `deficit`), or the daily deficit that reaches it by a date (`mode`
//! `date`), at 7700 kcal per kg (`common::KCAL_PER_KG`).
//!
//! A pace over 1 % of body weight a week is flagged `unsafePace`: the NHLBI
//! guidelines (1998) advise 0.5–1 kg (1–2 lb) a week, and Helms E.R.,
//! Aragon A.A., Fitschen P.J., "Evidence-based recommendations for natural
//! bodybuilding contest preparation: nutrition and supplementation", J Int
//! Soc Sports Nutr 2014;11:20, recommend 0.5–1 % of body weight a week to
//! keep lean mass.

use super::bmi::KG_PER_LB;
use super::common::{self, ADULT, KCAL_PER_KG};
use calc_core::dates::{self, Exact};
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;
use calorie_deficit::{input as i, output as o};

calc_core::calculator! {
    mod calorie_deficit = "calorie-deficit" (compute) {
        inputs {
            mode: Choice,
            unit: Choice,
            weightKg: Number,
            goalWeightKg: Number,
            weightLb: Number,
            goalWeightLb: Number,
            dailyDeficit: Number,
            startDate: Day,
            targetDate: Day,
        }
        outputs {
            days: Number,
            weeks: Number,
            goalDate: Day,
            dailyDeficit: Number,
            weeklyLossKg: Number,
            weeklyLossLb: Number,
            weeklyLossPercent: Number,
            totalLossKg: Number,
            totalLossLb: Number,
            safeMaxDeficit: Number,
            warning: Text,
        }
    }
}
common::reads_units!(calorie_deficit);

pub const FUNCTION: Function = calorie_deficit::FUNCTION;

/// kcal/day.
pub const DEFICIT_MAX: f64 = 5000.0;
/// Fastest safe pace, % of body weight a week.
pub const SAFE_PACE_PERCENT: f64 = 1.0;

fn compute(inputs: calorie_deficit::In) -> Result<calorie_deficit::Out, InputError> {
    let by_date = common::pick(inputs, i::mode, &[("deficit", false), ("date", true)])?;
    let imperial = common::imperial(inputs)?;
    let weight = common::weight_kg(inputs, i::weightKg, i::weightLb, &ADULT)?;
    let goal = common::weight_kg(inputs, i::goalWeightKg, i::goalWeightLb, &ADULT)?;
    if goal >= weight {
        let (id, other) = if imperial {
            (i::goalWeightLb, i::weightLb)
        } else {
            (i::goalWeightKg, i::weightKg)
        };
        return Err(InputError::new(
            id.id(),
            ErrorKind::NotLessThanInput {
                other: other.id().into(),
            },
        ));
    }
    // In exact decimals as typed (doubles only past i128): the goal date is
    // a whole number of days rounded up, and a day count that is whole in
    // decimals must not come out a hair above it.
    let exact_loss = exact_loss_kg(inputs, imperial);
    let exact_energy = exact_loss.and_then(|l| l.checked_mul(Exact::of(KCAL_PER_KG)?));
    let loss = exact_loss.map_or(weight - goal, Exact::to_f64);
    let energy = exact_energy.map_or(loss * KCAL_PER_KG, Exact::to_f64);
    let start = inputs.date(i::startDate)?;
    let (days, deficit, goal_date) = if by_date {
        let target = inputs.date(i::targetDate)?;
        let earliest = dates::shift(i::startDate.id(), start, 1)?;
        if target < earliest {
            return Err(InputError::new(
                i::targetDate.id(),
                ErrorKind::DateBeforeMin {
                    min: calc_core::values::format_date(earliest),
                },
            ));
        }
        let n = dates::days_between(start, target);
        let deficit = exact_energy
            .and_then(|e| e.checked_div(Exact::int(n)))
            .map_or(energy / n as f64, Exact::to_f64);
        (n as f64, deficit, target)
    } else {
        let deficit = common::above_zero(i::dailyDeficit, inputs.number(i::dailyDeficit)?)?;
        if deficit > DEFICIT_MAX {
            return Err(InputError::new(
                i::dailyDeficit.id(),
                ErrorKind::AboveMax { max: DEFICIT_MAX },
            ));
        }
        let exact_days = exact_energy.and_then(|e| e.checked_div(Exact::of(deficit)?));
        let days = exact_days.map_or(energy / deficit, Exact::to_f64);
        // The goal date is the first whole day by which the loss is reached.
        let whole = exact_days
            .and_then(Exact::ceil)
            .unwrap_or(days.ceil() as i64);
        let goal_date = match dates::shift(i::startDate.id(), start, whole) {
            Ok(d) => d,
            Err(_) => return Err(too_slow(start, energy, exact_energy)),
        };
        (days, deficit, goal_date)
    };
    let weekly_kg = deficit * 7.0 / KCAL_PER_KG;
    let percent = weekly_kg / weight * 100.0;
    Ok(calorie_deficit::Out::new()
        .number(o::days, days)
        .number(o::weeks, days / 7.0)
        .date(o::goalDate, goal_date)
        .number(o::dailyDeficit, deficit)
        .number(o::weeklyLossKg, weekly_kg)
        .number(o::weeklyLossLb, weekly_kg / KG_PER_LB)
        .number(o::weeklyLossPercent, percent)
        .number(o::totalLossKg, loss)
        .number(o::totalLossLb, loss / KG_PER_LB)
        .number(
            o::safeMaxDeficit,
            weight * SAFE_PACE_PERCENT / 100.0 * KCAL_PER_KG / 7.0,
        )
        .text(
            o::warning,
            if percent > SAFE_PACE_PERCENT {
                "unsafePace"
            } else {
                "none"
            },
        ))
}

/// Weight minus goal in kg, exactly as typed (pounds converted exactly).
fn exact_loss_kg(inputs: calorie_deficit::In, imperial: bool) -> Option<Exact> {
    let (weight, goal, kg_per_unit) = if imperial {
        (i::weightLb, i::goalWeightLb, KG_PER_LB)
    } else {
        (i::weightKg, i::goalWeightKg, 1.0)
    };
    let typed = |id| inputs.number(id).ok().and_then(Exact::of);
    typed(weight)?
        .checked_sub(typed(goal)?)?
        .checked_mul(Exact::of(kg_per_unit)?)
}

/// `energy` / `by` rounded up, exactly when `exact` (the same energy) is known.
fn ceil_div(energy: f64, exact: Option<Exact>, by: f64) -> f64 {
    exact
        .and_then(|e| e.checked_div(Exact::of(by)?)?.ceil())
        .map_or((energy / by).ceil(), |n| n as f64)
}

/// The goal would fall after 9999-12-31: quote the smallest deficit that
/// finishes in time, or, when even the largest allowed one does not, the
/// latest start date that works.
fn too_slow(start: time::Date, energy: f64, exact: Option<Exact>) -> InputError {
    let Ok(last) = time::Date::from_calendar_date(9999, time::Month::December, 31) else {
        return InputError::new(i::startDate.id(), ErrorKind::ResultTooLarge);
    };
    let available = dates::days_between(start, last);
    let min = ceil_div(energy, exact, available.max(1) as f64);
    if available >= 1 && min <= DEFICIT_MAX {
        return InputError::new(i::dailyDeficit.id(), ErrorKind::BelowMin { min });
    }
    let needed = ceil_div(energy, exact, DEFICIT_MAX) as i64;
    match dates::shift(i::startDate.id(), last, -needed) {
        Ok(max) => InputError::new(
            i::startDate.id(),
            ErrorKind::DateAfterMax {
                max: calc_core::values::format_date(max),
            },
        ),
        Err(e) => e,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{assert_num, assert_rejected, assert_rejects, run, text, V};
    use calc_core::outputs::Outputs;

    /// The YAML's dates pinned: its start is the visitor's today, and the
    /// expectations below were worked out for these.
    const DATES: &[(&str, V)] = &[
        ("startDate", V::D("2026-01-01")),
        ("targetDate", V::D("2026-07-01")),
    ];

    fn deficit(overrides: &[(&str, V)]) -> Result<Outputs, InputError> {
        run(&FUNCTION, &[DATES, overrides].concat())
    }

    #[test]
    fn days_for_a_deficit() {
        // 10 kg × 7700 = 77000 kcal; / 500 = 154 days = 22 weeks; 2026-01-01
        // + 154 days = 2026-06-04. Pace 3500/7700 = 0.4545… kg a week,
        // 0.505 % of 90 kg: safe. 1 % of 90 kg a week = 0.9 × 1100 = 990 kcal/day.
        let out = deficit(&[]).unwrap();
        assert_num(&out, "days", 154.0);
        assert_num(&out, "weeks", 22.0);
        assert_eq!(text(&out, "goalDate"), "2026-06-04");
        assert_num(&out, "weeklyLossKg", 3500.0 / 7700.0);
        assert_num(&out, "weeklyLossPercent", 3500.0 / 7700.0 / 90.0 * 100.0);
        assert_num(&out, "safeMaxDeficit", 990.0);
        assert_eq!(text(&out, "warning"), "none");
        // 1000 kcal/day is 1.01 % of 90 kg a week: unsafe; 77 days, rounded up to the day.
        let out = deficit(&[("dailyDeficit", V::N(1000.0))]).unwrap();
        assert_eq!(text(&out, "warning"), "unsafePace");
        assert_num(&out, "days", 77.0);
        let out = deficit(&[("dailyDeficit", V::N(600.0))]).unwrap();
        assert_num(&out, "days", 77000.0 / 600.0);
        assert_eq!(text(&out, "goalDate"), "2026-05-10"); // ceil(128.33) = 129 days
    }

    #[test]
    fn whole_day_counts_are_exact_not_a_day_late() {
        // (88.5 − 80.8) kg × 7700 / 770 = 77 days exactly (Python fractions);
        // 2026-01-01 + 77 days = 2026-03-19 (Python datetime). Doubles give
        // 77.00000000000003 and, rounded up, 2026-03-20.
        let o = [
            ("weightKg", V::N(88.5)),
            ("goalWeightKg", V::N(80.8)),
            ("dailyDeficit", V::N(770.0)),
        ];
        let out = deficit(&o).unwrap();
        assert_eq!(out.number_of("days"), Some(77.0));
        assert_eq!(out.number_of("totalLossKg"), Some(7.7));
        assert_eq!(text(&out, "goalDate"), "2026-03-19");
        // (80 − 70.3) × 7700 / 770 = 97 days: 2026-04-08 (Python datetime).
        let o = [
            ("weightKg", V::N(80.0)),
            ("goalWeightKg", V::N(70.3)),
            ("dailyDeficit", V::N(770.0)),
        ];
        assert_eq!(text(&deficit(&o).unwrap(), "goalDate"), "2026-04-08");
        // Pounds exactly: (200 − 180.5) lb × 0.45359237 × 7700 / 500 =
        // 136.213788711 days (Python fractions): 137 whole days, 2026-05-18.
        let o = [("unit", V::O("imperial")), ("goalWeightLb", V::N(180.5))];
        let out = deficit(&o).unwrap();
        assert_eq!(out.number_of("days"), Some(136.213_788_711));
        assert_eq!(text(&out, "goalDate"), "2026-05-18");
    }

    #[test]
    fn deficit_for_a_date_over_a_leap_day() {
        // 2028-01-01 → 2028-07-01 is 182 days (2028 is a leap year).
        let o = [
            ("mode", V::O("date")),
            ("startDate", V::D("2028-01-01")),
            ("targetDate", V::D("2028-07-01")),
        ];
        let out = deficit(&o).unwrap();
        assert_num(&out, "days", 182.0);
        assert_num(&out, "dailyDeficit", 77000.0 / 182.0);
        assert_eq!(text(&out, "goalDate"), "2028-07-01");
    }

    #[test]
    fn pounds() {
        // 20 lb = 9.0718474 kg; × 7700 / 500 = 139.70645… days.
        let out = deficit(&[("unit", V::O("imperial"))]).unwrap();
        assert_num(&out, "days", 20.0 * 0.45359237 * 7700.0 / 500.0);
        assert_num(&out, "totalLossLb", 20.0);
    }

    #[test]
    fn impossible_inputs() {
        let err = deficit(&[("goalWeightKg", V::N(95.0))]).unwrap_err();
        assert_eq!(
            err,
            InputError::new(
                "goalWeightKg",
                ErrorKind::NotLessThanInput {
                    other: "weightKg".into()
                }
            )
        );
        assert_rejects(
            deficit,
            &[
                ("weightKg", V::N(0.0)),
                ("dailyDeficit", V::N(0.0)),
                ("dailyDeficit", V::N(-100.0)),
            ],
        );
        let same_day = [("mode", V::O("date")), ("targetDate", V::D("2026-01-01"))];
        assert_eq!(
            deficit(&same_day).unwrap_err(),
            InputError::new(
                "targetDate",
                ErrorKind::DateBeforeMin {
                    min: "2026-01-02".into()
                }
            )
        );
        let last = [
            ("mode", V::O("date")),
            ("startDate", V::D("9999-12-31")),
            ("targetDate", V::D("9999-12-31")),
        ];
        assert_rejected(deficit, &last, "startDate");
    }

    #[test]
    fn too_slow_for_the_calendar_names_the_deficit() {
        // 10 kg at 1 kcal a day from 9999-01-01 cannot finish by 9999-12-31:
        // 77000 kcal / 364 days = 211.5 → at least 212 kcal a day.
        let o = [
            ("dailyDeficit", V::N(1.0)),
            ("startDate", V::D("9999-01-01")),
        ];
        assert_eq!(
            deficit(&o).unwrap_err(),
            InputError::new("dailyDeficit", ErrorKind::BelowMin { min: 212.0 })
        );
        // 680 kg needs 1048 days even at 5000 kcal a day: start by 9997-02-16.
        let o = [
            ("weightKg", V::N(700.0)),
            ("goalWeightKg", V::N(20.0)),
            ("dailyDeficit", V::N(1.0)),
            ("startDate", V::D("9999-01-01")),
        ];
        assert_eq!(
            deficit(&o).unwrap_err(),
            InputError::new(
                "startDate",
                ErrorKind::DateAfterMax {
                    max: "9997-02-16".into()
                }
            )
        );
    }
}
