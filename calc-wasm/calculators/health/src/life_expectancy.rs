//! Remaining life expectancy and the chance of reaching 80, 90 and 100,
//! from the SSA period life table for 2023 (2026 Trustees Report; see
//! `ssa_life_table.rs` and `data/README.md`), by sex and whole years of age.
//!
//! - `remainingYears` is the table's e(x), as published.
//! - The chance of living from age x to age t is the product of (1 − q(k))
//!   for k = x … t − 1: the survivorship l(t)/l(x) the table's l column
//!   approximates, without its rounding. Nothing is interpolated: ages are
//!   the table's integer ages 0–119.
//! - A period table assumes today's death rates all life long: it is a
//!   summary of 2023 mortality, not a forecast for one person.

use super::common::{self, Sex};
use super::ssa_life_table::ROWS;
use calc_core::error::InputError;
use calc_core::registry::Function;
use life_expectancy::{input as i, output as o};
use serde_json::json;

// This page's own ids and kinds: like other calculators' declarations in shape only.
calc_core::calculator! {
    mod life_expectancy = "life-expectancy" (compute) {
        inputs { sex: Choice, age: Number }
        outputs {
            remainingYears: Number,
            expectedAge: Number,
            chance80: Number,
            chance90: Number,
            chance100: Number,
            deathProbability: Number,
            halfSurviveTo: Integer,
            survival: Json,
        }
    }
}

pub const FUNCTION: Function = life_expectancy::FUNCTION;

/// Last age in the table.
pub const MAX_AGE: i64 = 119;

/// q(x) and e(x) for `sex` at `age` (0..=119).
pub fn row(sex: Sex, age: usize) -> (f64, f64) {
    let r = ROWS[age];
    let (q, e) = match sex {
        Sex::Male => (r[0], r[1]),
        Sex::Female => (r[2], r[3]),
    };
    (f64::from(q) / 1e6, f64::from(e) / 100.0)
}

/// Probability of living from exact age `from` to exact age `to` (≤ 120).
pub fn survival(sex: Sex, from: usize, to: usize) -> f64 {
    (from..to.min(ROWS.len()))
        .map(|k| 1.0 - row(sex, k).0)
        .product()
}

fn compute(inputs: life_expectancy::In) -> Result<life_expectancy::Out, InputError> {
    let sex = common::sex(inputs, i::sex)?;
    let age = common::integer_in(inputs, i::age, 0, MAX_AGE)? as usize;
    let (q, e) = row(sex, age);
    let chance = |to: usize| survival(sex, age, to) * 100.0;
    // The oldest age that at least half of the people of this age reach.
    let half = (age..=ROWS.len())
        .take_while(|t| survival(sex, age, *t) >= 0.5)
        .last()
        .unwrap_or(age);
    let rows: Vec<_> = (age / 5 + 1..=(ROWS.len() - 1) / 5)
        .map(|k| k * 5)
        .map(|t| json!({ "age": t, "chance": chance(t) }))
        .collect();
    Ok(life_expectancy::Out::new()
        .number(o::remainingYears, e)
        .number(o::expectedAge, age as f64 + e)
        .number(o::chance80, chance(80))
        .number(o::chance90, chance(90))
        .number(o::chance100, chance(100))
        .number(o::deathProbability, q * 100.0)
        .integer(o::halfSurviveTo, half as i64)
        .json(o::survival, json!(rows)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{assert_num, close, list, num, run, V};
    use calc_core::error::ErrorKind;
    use calc_core::outputs::Outputs;

    /// The expectations below are a man's unless a test says otherwise
    /// (the YAML's default is a woman).
    fn life(overrides: &[(&str, V)]) -> Result<Outputs, InputError> {
        run(&FUNCTION, &[&[("sex", V::O("male"))], overrides].concat())
    }

    #[test]
    fn embedded_table_is_the_csv() {
        let csv = include_str!("data/ssa-period-life-table-2023.csv");
        let mut lines = csv.lines();
        assert_eq!(
            lines.next(),
            Some("age,male_qx,male_lx,male_ex,female_qx,female_lx,female_ex")
        );
        let mut n = 0;
        for (age, line) in lines.enumerate() {
            let f: Vec<f64> = line.split(',').map(|c| c.parse().unwrap()).collect();
            assert_eq!(f[0], age as f64);
            assert_eq!(row(Sex::Male, age), (f[1], f[3]), "male {age}");
            assert_eq!(row(Sex::Female, age), (f[4], f[6]), "female {age}");
            // The CSV's derived l(x) is 100000 × survival from birth, rounded.
            for (sex, lx) in [(Sex::Male, f[2]), (Sex::Female, f[5])] {
                assert!(
                    (100_000.0 * survival(sex, 0, age) - lx).abs() <= 0.5 + 1e-9,
                    "{sex:?} l({age})"
                );
            }
            n += 1;
        }
        assert_eq!(n, ROWS.len());
    }

    #[test]
    fn newborns_match_the_published_e0() {
        // Table 4C6, 2023: e(0) = 75.79 (male), 81.06 (female).
        assert_num(
            &life(&[("age", V::N(0.0))]).unwrap(),
            "remainingYears",
            75.79,
        );
        assert_num(
            &life(&[("age", V::N(0.0)), ("sex", V::O("female"))]).unwrap(),
            "remainingYears",
            81.06,
        );
    }

    #[test]
    fn man_of_forty() {
        // mpmath, 50 digits: ∏ (1 − q(k)) over the CSV's male q for k = 40…79,
        // …89 and …99, times 100.
        let out = life(&[]).unwrap();
        assert_num(&out, "remainingYears", 38.59);
        assert_num(&out, "expectedAge", 78.59);
        close(num(&out, "chance80"), 53.61165967476024, 1e-13);
        close(num(&out, "chance90"), 20.123924380223002, 1e-13);
        close(num(&out, "chance100"), 1.0542989554380322, 1e-13);
        assert_eq!(num(&out, "halfSurviveTo"), 81.0);
        let rows = list(&out, "survival");
        assert_eq!(rows[0]["age"], 45);
        assert_eq!(rows.last().unwrap()["age"], 115);
    }

    #[test]
    fn past_the_target_age_the_chance_is_certain() {
        let out = life(&[("age", V::N(85.0)), ("sex", V::O("female"))]).unwrap();
        assert_eq!(num(&out, "chance80"), 100.0);
        assert!(num(&out, "chance90") < 100.0);
        let out = life(&[("age", V::N(119.0))]).unwrap();
        assert_num(&out, "remainingYears", 0.58);
        assert_num(&out, "deathProbability", 92.6604);
        assert_eq!(num(&out, "halfSurviveTo"), 119.0);
        assert_eq!(list(&out, "survival").len(), 0);
    }

    #[test]
    fn ages_are_whole_table_ages() {
        assert_eq!(
            life(&[("age", V::N(40.5))]).unwrap_err().kind,
            ErrorKind::NotAnInteger
        );
        assert_eq!(
            life(&[("age", V::N(120.0))]).unwrap_err().kind,
            ErrorKind::AboveMax { max: 119.0 }
        );
        assert_eq!(
            life(&[("age", V::N(-1.0))]).unwrap_err().kind,
            ErrorKind::BelowMin { min: 0.0 }
        );
    }
}
