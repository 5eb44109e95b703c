//! Total daily energy expenditure: BMR (by the `bmr` calculator's formula
//! choice) times a physical-activity factor (see `common::ACTIVITY`).

use super::bmr::{self, ReadsBmr};
use super::common::{self, ACTIVITY};
use calc_core::declare::{Choice, Input, Read};
use calc_core::error::InputError;
use calc_core::registry::Function;
use serde_json::json;
use tdee::output as o;

/// A calculator that reads what `tdee_of` reads: what `bmr_of` reads and
/// `activityLevel`.
pub trait ReadsTdee: ReadsBmr {
    const ACTIVITY_LEVEL: Input<Self, Choice>;
}

/// Declares a calculator that reads exactly what `tdee_of` reads
/// (`bmr::bmr_calculator!`), and implements `ReadsTdee` for it.
macro_rules! tdee_calculator {
    (
        mod $name:ident = $id:literal ($compute:ident) {
            outputs { $($output:ident: $output_kind:ident),* $(,)? }
        }
    ) => {
        $crate::bmr::bmr_calculator! {
            mod $name = $id ($compute) {
                inputs { activityLevel: Choice }
                outputs { $($output: $output_kind),* }
            }
        }
        impl $crate::tdee::ReadsTdee for $name::Calc {
            const ACTIVITY_LEVEL: calc_core::declare::Input<Self, calc_core::declare::Choice> =
                $name::input::activityLevel;
        }
    };
}
pub(crate) use tdee_calculator;

tdee_calculator! {
    mod tdee = "tdee" (compute) {
        outputs { bmr: Number, tdee: Number, activityFactor: Number, levels: Json }
    }
}

pub const FUNCTION: Function = tdee::FUNCTION;

/// BMR and the activity factor chosen by `activityLevel`.
pub fn tdee_of<C: ReadsTdee>(inputs: Read<C>) -> Result<(bmr::Person, f64, f64), InputError> {
    let (person, b) = bmr::bmr_of(inputs)?;
    let factor = common::pick(inputs, C::ACTIVITY_LEVEL, ACTIVITY)?;
    Ok((person, b.chosen, factor))
}

fn compute(inputs: tdee::In) -> Result<tdee::Out, InputError> {
    let (_, bmr, factor) = tdee_of(inputs)?;
    let levels: Vec<_> = ACTIVITY
        .iter()
        .map(|(level, f)| json!({ "level": level, "factor": f, "tdee": bmr * f }))
        .collect();
    Ok(tdee::Out::new()
        .number(o::bmr, bmr)
        .number(o::tdee, bmr * factor)
        .number(o::activityFactor, factor)
        .json(o::levels, json!(levels)))
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
