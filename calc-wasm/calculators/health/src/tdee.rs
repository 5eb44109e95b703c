//! Total daily energy expenditure: BMR (by the `bmr` calculator's formula
//! choice) times a physical-activity factor (see `common::ACTIVITY`).

use super::bmr::{self, person_inputs};
use super::common::{self, ACTIVITY};
use calc_core::error::InputError;
use calc_core::inputs::Inputs;
use calc_core::outputs::Outputs;
use calc_core::registry::Function;
use serde_json::json;

pub const FUNCTION: Function = Function {
    id: "tdee",
    // What `tdee_of` reads: `bmr_of`'s inputs and the activity level.
    inputs: person_inputs!("formula", "bodyFat", "activityLevel"),
    outputs: &["bmr", "tdee", "activityFactor", "levels"],
    compute,
};

/// BMR and the activity factor chosen by `activityLevel`.
pub fn tdee_of(inputs: &Inputs) -> Result<(bmr::Person, f64, f64), InputError> {
    let (person, b) = bmr::bmr_of(inputs)?;
    let factor = common::pick(inputs, "activityLevel", ACTIVITY)?;
    Ok((person, b.chosen, factor))
}

fn compute(inputs: &Inputs) -> Result<Outputs, InputError> {
    let (_, bmr, factor) = tdee_of(inputs)?;
    let levels: Vec<_> = ACTIVITY
        .iter()
        .map(|(level, f)| json!({ "level": level, "factor": f, "tdee": bmr * f }))
        .collect();
    Ok(Outputs::new()
        .number("bmr", bmr)
        .number("tdee", bmr * factor)
        .number("activityFactor", factor)
        .json("levels", json!(levels)))
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::testing::{assert_num, assert_rejects, list, run, V};

    #[test]
    fn moderate_mifflin() {
        // 1648.75 × 1.55 = 2555.5625 exactly.
        let out = run(&FUNCTION, &[]).unwrap();
        assert_num(&out, "bmr", 1648.75);
        assert_num(&out, "tdee", 2555.5625);
        let levels = list(&out, "levels");
        assert_eq!(levels.len(), 5);
        assert_eq!(levels[4]["level"], "veryActive");
        assert_eq!(levels[0]["tdee"].as_f64(), Some(1648.75 * 1.2));
    }

    #[test]
    fn every_level_and_formula() {
        for (level, factor) in ACTIVITY {
            for formula in ["mifflin", "harris", "katch"] {
                let out = run(
                    &FUNCTION,
                    &[("activityLevel", V::O(level)), ("formula", V::O(formula))],
                )
                .unwrap();
                assert_num(&out, "tdee", out.number_of("bmr").unwrap() * factor);
            }
        }
        assert_rejects(|o| run(&FUNCTION, o), &[("activityLevel", V::O("couch"))]);
    }
}
