//! Running pace: any two of distance, time and pace give the third (`mode`
//! names the one to compute), in kilometres or miles (1 mi = 1.609344 km
//! exactly), with even splits per km or mile and race-time predictions by
//! Riegel's formula T₂ = T₁ × (D₂/D₁)^1.06 (Riegel P.S., "Athletic records
//! and human endurance", American Scientist 1981;69:285–290; the 1.06
//! exponent is his widely used rounded fatigue factor, meant for efforts of
//! about 3.5 to 230 minutes).

use super::common;
use calc_core::declare::{Input, Number};
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;
use pace::{input as i, output as o, Calc, In, Out};
use serde_json::json;

// This page's own ids and kinds: like other calculators' declarations in shape only.
calc_core::calculator! {
    mod pace = "pace" (compute) {
        inputs {
            mode: Choice,
            unit: Choice,
            distance: Number,
            hours: Number,
            minutes: Number,
            seconds: Number,
            paceMinutes: Number,
            paceSeconds: Number,
        }
        outputs {
            distance: Number,
            distanceKm: Number,
            distanceMi: Number,
            timeSeconds: Number,
            time: Text,
            paceSeconds: Number,
            pace: Text,
            paceSecondsPerKm: Number,
            paceSecondsPerMi: Number,
            speedKmh: Number,
            speedMph: Number,
            predict5k: Number,
            predict10k: Number,
            predictHalf: Number,
            predictMarathon: Number,
            predictions: Json,
            splits: Json,
        }
    }
}

pub const FUNCTION: Function = pace::FUNCTION;

pub const KM_PER_MI: f64 = 1.609_344;
pub const RIEGEL_EXPONENT: f64 = 1.06;
pub const DISTANCE_MAX: f64 = 100_000.0;
pub const HOURS_MAX: f64 = 1000.0;
pub const PACE_MINUTES_MAX: f64 = 1000.0;
/// Splits listed at most (then the finish).
pub const MAX_SPLITS: usize = 1000;
/// Race id, km (half marathon and marathon: 21.0975 and 42.195 km, World Athletics).
pub const RACES: &[(&str, f64)] = &[
    ("5k", 5.0),
    ("10k", 10.0),
    ("half", 21.0975),
    ("marathon", 42.195),
];

#[derive(Clone, Copy, PartialEq, Eq)]
enum Solve {
    Pace,
    Time,
    Distance,
}

/// `h:mm:ss`, or `m:ss` under an hour, to the nearest second.
pub fn clock(seconds: f64) -> String {
    let total = seconds.round() as i64;
    let (h, m, s) = (total / 3600, total / 60 % 60, total % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

/// Minutes and seconds of a clock field: `0 ≤ v < 60`.
fn sexagesimal(inputs: In, id: Input<Calc, Number>) -> Result<f64, InputError> {
    let v = common::number_in(inputs, id, 0.0, 60.0)?;
    if v >= 60.0 {
        return Err(InputError::new(
            id.id(),
            ErrorKind::NotBelow { below: 60.0 },
        ));
    }
    Ok(v)
}

fn time_seconds(inputs: In) -> Result<f64, InputError> {
    let t = common::number_in(inputs, i::hours, 0.0, HOURS_MAX)? * 3600.0
        + sexagesimal(inputs, i::minutes)? * 60.0
        + sexagesimal(inputs, i::seconds)?;
    common::above_zero(i::hours, t)
}

fn pace_seconds(inputs: In) -> Result<f64, InputError> {
    let p = common::number_in(inputs, i::paceMinutes, 0.0, PACE_MINUTES_MAX)? * 60.0
        + sexagesimal(inputs, i::paceSeconds)?;
    common::above_zero(i::paceMinutes, p)
}

fn distance(inputs: In) -> Result<f64, InputError> {
    let d = common::number_in(inputs, i::distance, 0.0, DISTANCE_MAX)?;
    common::above_zero(i::distance, d)
}

/// Riegel: the time for `to_km` given `seconds` for `from_km`.
pub fn riegel(seconds: f64, from_km: f64, to_km: f64) -> f64 {
    seconds * (to_km / from_km).powf(RIEGEL_EXPONENT)
}

fn compute(inputs: In) -> Result<Out, InputError> {
    let solve = common::pick(
        inputs,
        i::mode,
        &[
            ("pace", Solve::Pace),
            ("time", Solve::Time),
            ("distance", Solve::Distance),
        ],
    )?;
    let km_per_unit = common::pick(inputs, i::unit, &[("km", 1.0), ("mi", KM_PER_MI)])?;
    // Distance in the chosen unit, time in seconds, pace in seconds per unit.
    let (d, t, p) = match solve {
        Solve::Pace => {
            let (d, t) = (distance(inputs)?, time_seconds(inputs)?);
            (d, t, t / d)
        }
        Solve::Time => {
            let (d, p) = (distance(inputs)?, pace_seconds(inputs)?);
            (d, d * p, p)
        }
        Solve::Distance => {
            let (t, p) = (time_seconds(inputs)?, pace_seconds(inputs)?);
            (t / p, t, p)
        }
    };
    let km = d * km_per_unit;
    let per_km = t / km;
    let mut out = Out::new()
        .number(o::distance, d)
        .number(o::distanceKm, km)
        .number(o::distanceMi, km / KM_PER_MI)
        .number(o::timeSeconds, t)
        .text(o::time, clock(t))
        .number(o::paceSeconds, p)
        .text(o::pace, clock(p))
        .number(o::paceSecondsPerKm, per_km)
        .number(o::paceSecondsPerMi, per_km * KM_PER_MI)
        .number(o::speedKmh, km / t * 3600.0)
        .number(o::speedMph, km / KM_PER_MI / t * 3600.0);
    let mut predictions = Vec::new();
    let race_outputs = [
        o::predict5k,
        o::predict10k,
        o::predictHalf,
        o::predictMarathon,
    ];
    for (id, (race, race_km)) in race_outputs.into_iter().zip(RACES) {
        let s = riegel(t, km, *race_km);
        out = out.number(id, s);
        predictions.push(json!({ "race": race, "distanceKm": race_km, "seconds": s, "time": clock(s), "paceSeconds": s / race_km * km_per_unit }));
    }
    Ok(out
        .json(o::predictions, json!(predictions))
        .json(o::splits, json!(splits(d, p))))
}

/// Even splits: each whole unit, then the finish if it falls between.
fn splits(d: f64, p: f64) -> Vec<serde_json::Value> {
    let row = |n: usize, at: f64| json!({ "split": n, "distance": at, "seconds": at * p, "time": clock(at * p) });
    // A distance within 1e-9 of a whole number (from t / p) is that number.
    let near = (d - d.round()).abs() <= 1e-9 * d;
    let whole = if near { d.round() } else { d.floor() };
    let full = if whole >= MAX_SPLITS as f64 {
        MAX_SPLITS
    } else {
        whole as usize
    };
    let mut rows: Vec<_> = (1..=full).map(|i| row(i, i as f64)).collect();
    if !near || whole > full as f64 {
        rows.push(row(full + 1, d));
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{assert_num, assert_rejected, assert_rejects, list, num, run, text, V};
    use calc_core::outputs::Outputs;

    fn pace(overrides: &[(&str, V)]) -> Result<Outputs, InputError> {
        run(&FUNCTION, overrides)
    }

    #[test]
    fn pace_from_distance_and_time() {
        // 10 km in 50:00 → 5:00 /km = 300 s; 300 × 1.609344 = 482.8032 s/mi; 12 km/h.
        let out = pace(&[]).unwrap();
        assert_num(&out, "paceSeconds", 300.0);
        assert_eq!(text(&out, "pace"), "5:00");
        assert_eq!(text(&out, "time"), "50:00");
        assert_num(&out, "paceSecondsPerMi", 482.8032);
        assert_num(&out, "speedKmh", 12.0);
        assert_num(&out, "speedMph", 12.0 / 1.609344);
        let splits = list(&out, "splits");
        assert_eq!(splits.len(), 10);
        assert_eq!(splits[9]["time"], "50:00");
    }

    #[test]
    fn riegel_predictions() {
        // mpmath, 50 digits: 3000 × (42.195/10)^1.06 = 13800.5979997697556…;
        // 3000 × (21.0975/10)^1.06 = 6619.2092432055700…; 3000 × 0.5^1.06 = 1438.8961789878966…
        let out = pace(&[]).unwrap();
        assert_num(&out, "predict10k", 3000.0);
        assert_num(&out, "predictMarathon", 13800.597999769756);
        assert_num(&out, "predictHalf", 6619.20924320557);
        assert_num(&out, "predict5k", 1438.8961789878965);
        let p = list(&out, "predictions");
        assert_eq!(p[3]["time"], "3:50:01");
        assert_eq!(p[2]["time"], "1:50:19");
    }

    #[test]
    fn time_from_pace_in_miles() {
        // 26.2 mi at 8:00 /mi = 12576 s = 3:29:36; 26.2 × 1.609344 = 42.1648128 km.
        let o = [
            ("mode", V::O("time")),
            ("unit", V::O("mi")),
            ("distance", V::N(26.2)),
            ("paceMinutes", V::N(8.0)),
            ("paceSeconds", V::N(0.0)),
        ];
        let out = pace(&o).unwrap();
        assert_num(&out, "timeSeconds", 12576.0);
        assert_eq!(text(&out, "time"), "3:29:36");
        assert_num(&out, "distanceKm", 42.1648128);
        let splits = list(&out, "splits");
        assert_eq!(splits.len(), 27);
        assert_eq!(splits[26]["distance"].as_f64(), Some(26.2));
        assert_eq!(splits[25]["time"], "3:28:00");
    }

    #[test]
    fn distance_from_time_and_pace() {
        // 1:00:00 at 5:30 /km = 3600 / 330 = 10.909… km.
        let o = [
            ("mode", V::O("distance")),
            ("hours", V::N(1.0)),
            ("minutes", V::N(0.0)),
        ];
        let out = pace(&o).unwrap();
        assert_num(&out, "distance", 3600.0 / 330.0);
        assert_eq!(list(&out, "splits").len(), 11);
    }

    #[test]
    fn zero_and_negative_inputs_name_the_field() {
        assert_eq!(
            pace(&[("distance", V::N(0.0))]).unwrap_err(),
            InputError::new("distance", ErrorKind::NotAbove { above: 0.0 })
        );
        assert_rejects(pace, &[("distance", V::N(-5.0))]);
        assert_rejected(pace, &[("minutes", V::N(0.0))], "hours");
        assert_rejects(pace, &[("seconds", V::N(-1.0))]);
        assert_eq!(
            pace(&[("minutes", V::N(60.0))]).unwrap_err(),
            InputError::new("minutes", ErrorKind::NotBelow { below: 60.0 })
        );
        let o = [
            ("mode", V::O("time")),
            ("paceMinutes", V::N(0.0)),
            ("paceSeconds", V::N(0.0)),
        ];
        assert_rejected(pace, &o, "paceMinutes");
    }

    #[test]
    fn extremes_stay_finite_and_splits_are_capped() {
        let huge = [
            ("mode", V::O("distance")),
            ("hours", V::N(1000.0)),
            ("paceMinutes", V::N(0.0)),
            ("paceSeconds", V::N(1.0)),
        ];
        let out = pace(&huge).unwrap();
        assert_eq!(list(&out, "splits").len(), MAX_SPLITS + 1);
        let tiny = [("distance", V::N(1e-9)), ("hours", V::N(1000.0))];
        let out = pace(&tiny).unwrap();
        assert_eq!(list(&out, "splits").len(), 1);
        let slow = [
            ("mode", V::O("distance")),
            ("hours", V::N(0.0)),
            ("minutes", V::N(0.0)),
            ("seconds", V::N(0.5)),
            ("paceMinutes", V::N(1000.0)),
        ];
        let out = pace(&slow).unwrap();
        assert!(num(&out, "predictMarathon").is_finite());
    }

    #[test]
    fn clock_text() {
        assert_eq!(clock(0.0), "0:00");
        assert_eq!(clock(59.5), "1:00");
        assert_eq!(clock(3599.4), "59:59");
        assert_eq!(clock(3600.0), "1:00:00");
        assert_eq!(clock(360000.0), "100:00:00");
    }
}
