//! Fitness planner (the page is `/ai-fitness-calculator`, but nothing here is
//! "AI": it is a fixed set of published rules).
//!
//! - BMI and its WHO category (`bmi.rs`).
//! - BMR by Mifflin–St Jeor, TDEE by the activity factor (`common.rs`).
//! - Target calories: TDEE ∓ the pace (0.25, 0.5 or 1 kg a week) × 7700 kcal
//!   per kg / 7, flagged `belowMinimum` under 1200 kcal (women) / 1500 (men).
//! - Macros: protein from the protein calculator's rule (g/kg for activity,
//!   goal and age: RDA, PROT-AGE, Leidy et al. 2015 or the ISSN position
//!   stand; see `protein.rs`) but at most 35 % of calories, the top of the
//!   adult Acceptable Macronutrient Distribution Range (Institute of
//!   Medicine, *Dietary Reference Intakes for Energy, Carbohydrate, Fiber,
//!   Fat, Fatty Acids, Cholesterol, Protein, and Amino Acids*, 2005: protein
//!   10–35 %, fat 20–35 %, carbohydrate 45–65 %); fat 30 % of calories (inside
//!   the AMDR, and the WHO's upper limit for total fat, WHO Healthy diet fact
//!   sheet no. 394); carbohydrate the rest. Grams by the Atwater factors,
//!   4 / 9 / 4 kcal per g. The macros are for the target calories, or for
//!   the safe minimum when the target is below it (flagged).
//! - Water: 35 ml per kg of body weight, a common rule of thumb (not from a
//!   single guideline), shown beside the EFSA adequate intake of total water
//!   (EFSA Panel on Dietetic Products, Nutrition and Allergies, "Scientific
//!   Opinion on Dietary Reference Values for water", EFSA Journal
//!   2010;8(3):1459: 2.0 L a day for women, 2.5 L for men, from drinks and
//!   food).
//! - Weeks to the goal weight at the chosen pace.

use super::bmi::{self, KG_PER_LB};
use super::bmr;
use super::common::{self, Sex, ACTIVITY};
use super::protein::{self, Goal, GOALS};
use ai_fitness::{input as i, output as o};
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;

common::person_calculator! {
    mod ai_fitness = "ai-fitness" (compute) {
        inputs {
            activityLevel: Choice,
            goal: Choice,
            pace: Choice,
            goalWeightKg: Number,
            goalWeightLb: Number,
        }
        outputs {
            bmi: Number,
            bmiCategory: Text,
            bmr: Number,
            tdee: Number,
            targetCalories: Number,
            calorieAdjustment: Number,
            safeMinimum: Number,
            warning: Text,
            proteinGrams: Number,
            fatGrams: Number,
            carbGrams: Number,
            proteinPercent: Number,
            fatPercent: Number,
            carbPercent: Number,
            waterLiters: Number,
            waterAdequateIntakeLiters: Number,
            weeklyChangeKg: Number,
            weeklyChangeLb: Number,
            weeksToGoal: Number,
        }
    }
}

pub const FUNCTION: Function = ai_fitness::FUNCTION;

/// Pace option → kg a week.
pub const PACES: &[(&str, f64)] = &[("slow", 0.25), ("moderate", 0.5), ("fast", 1.0)];
pub const PROTEIN_MAX_SHARE: f64 = 0.35;
pub const FAT_SHARE: f64 = 0.30;
pub const WATER_L_PER_KG: f64 = 0.035;

fn compute(inputs: ai_fitness::In) -> Result<ai_fitness::Out, InputError> {
    let p = bmr::person(inputs)?;
    let (kg, cm) = (p.body.weight_kg, p.body.height_cm);
    let factor = common::pick(inputs, i::activityLevel, ACTIVITY)?;
    let goal = common::pick(inputs, i::goal, GOALS)?;
    let pace = common::pick(inputs, i::pace, PACES)?;
    let imperial = common::imperial(inputs)?;
    let goal_kg = common::weight_kg(inputs, i::goalWeightKg, i::goalWeightLb, &common::ADULT)?;
    let (goal_id, weight_id, typed_weight) = if imperial {
        (i::goalWeightLb, i::weightLb, kg / KG_PER_LB)
    } else {
        (i::goalWeightKg, i::weightKg, kg)
    };
    match goal {
        Goal::Lose if goal_kg > kg => {
            return Err(InputError::new(
                goal_id.id(),
                ErrorKind::NotMoreThanInput {
                    other: weight_id.id().into(),
                },
            ))
        }
        Goal::Gain if goal_kg < kg => {
            return Err(InputError::new(
                goal_id.id(),
                ErrorKind::BelowMin { min: typed_weight },
            ))
        }
        _ => {}
    }

    let height_m = cm / 100.0;
    let bmi = kg / (height_m * height_m);
    let bmr = common::mifflin(p.sex, kg, cm, p.age);
    let tdee = bmr * factor;
    let weekly = match goal {
        Goal::Lose => -pace,
        Goal::Maintain => 0.0,
        Goal::Gain => pace,
    };
    let adjustment = common::daily_change(weekly);
    let target = tdee + adjustment;
    let minimum = common::safe_minimum(p.sex);

    let level = common::pick(inputs, i::activityLevel, protein::LEVELS)?;
    let rule = protein::rule(level, goal, p.age);
    // Macros for the calories actually advised: never under the safe minimum.
    let eat = target.max(minimum);
    let protein_g = (rule.target * kg).min(PROTEIN_MAX_SHARE * eat / 4.0);
    let fat_g = FAT_SHARE * eat / 9.0;
    let carb_g = (eat - 4.0 * protein_g - 9.0 * fat_g) / 4.0;
    let weeks = if weekly == 0.0 {
        0.0
    } else {
        (goal_kg - kg).abs() / pace
    };
    let adequate = match p.sex {
        Sex::Male => 2.5,
        Sex::Female => 2.0,
    };

    Ok(ai_fitness::Out::new()
        .number(o::bmi, bmi)
        .text(o::bmiCategory, bmi::category(bmi))
        .number(o::bmr, bmr)
        .number(o::tdee, tdee)
        .number(o::targetCalories, target)
        .number(o::calorieAdjustment, adjustment)
        .number(o::safeMinimum, minimum)
        .text(o::warning, common::warning(target, minimum))
        .number(o::proteinGrams, protein_g)
        .number(o::fatGrams, fat_g)
        .number(o::carbGrams, carb_g)
        .number(o::proteinPercent, 4.0 * protein_g / eat * 100.0)
        .number(o::fatPercent, FAT_SHARE * 100.0)
        .number(o::carbPercent, 4.0 * carb_g / eat * 100.0)
        .number(o::waterLiters, WATER_L_PER_KG * kg)
        .number(o::waterAdequateIntakeLiters, adequate)
        .number(o::weeklyChangeKg, weekly)
        .number(o::weeklyChangeLb, weekly / KG_PER_LB)
        .number(o::weeksToGoal, weeks))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{
        assert_num, assert_rejected, assert_rejects, both_sexes, num, run, text, V,
    };
    use calc_core::outputs::Outputs;

    fn plan(overrides: &[(&str, V)]) -> Result<Outputs, InputError> {
        run(&FUNCTION, overrides)
    }

    #[test]
    fn losing_half_a_kilo_a_week() {
        // BMI 80/1.75² = 26.1224…; Mifflin 800 + 1093.75 − 150 + 5 = 1748.75;
        // TDEE × 1.55 = 2710.5625; − 550 = 2160.5625 kcal.
        // Protein: ISSN, losing → 2.0 g/kg × 80 = 160 g (640 kcal, 29.6 % < 35 %).
        // Fat 30 % = 648.16875 kcal = 72.0187… g; carbs (2160.5625 − 640 − 648.16875)/4.
        // Water 0.035 × 80 = 2.8 L. 6 kg at 0.5 kg a week = 12 weeks.
        let out = plan(&[]).unwrap();
        assert_num(&out, "bmi", 80.0 / (1.75 * 1.75));
        assert_eq!(text(&out, "bmiCategory"), "overweight");
        assert_num(&out, "bmr", 1748.75);
        assert_num(&out, "tdee", 2710.5625);
        assert_num(&out, "targetCalories", 2160.5625);
        assert_num(&out, "calorieAdjustment", -550.0);
        assert_eq!(text(&out, "warning"), "none");
        assert_num(&out, "proteinGrams", 160.0);
        assert_num(&out, "fatGrams", 0.3 * 2160.5625 / 9.0);
        assert_num(
            &out,
            "carbGrams",
            (2160.5625 - 640.0 - 0.3 * 2160.5625) / 4.0,
        );
        let total = 4.0 * num(&out, "proteinGrams")
            + 9.0 * num(&out, "fatGrams")
            + 4.0 * num(&out, "carbGrams");
        assert!((total - 2160.5625).abs() < 1e-9);
        assert_num(&out, "waterLiters", 2.8);
        assert_num(&out, "waterAdequateIntakeLiters", 2.5);
        assert_num(&out, "weeksToGoal", 12.0);
    }

    #[test]
    fn protein_is_capped_at_35_percent() {
        // A small woman (150 cm) losing 1 kg a week.
        let losing_fast = |o: &[(&str, V)]| {
            let woman = [
                ("sex", V::O("female")),
                ("heightCm", V::N(150.0)),
                ("pace", V::O("fast")),
            ];
            plan(&[&woman, o].concat()).unwrap()
        };
        let out = losing_fast(&[
            ("weightKg", V::N(45.0)),
            ("activityLevel", V::O("veryActive")),
            ("goalWeightKg", V::N(40.0)),
        ]);
        // Mifflin 450 + 937.5 − 150 − 161 = 1076.5; × 1.9 = 2045.35; − 1100 = 945.35 < 1200:
        // flagged, and the macros are for 1200 kcal: protein 2.0 × 45 = 90 g = 30 %.
        assert_num(&out, "targetCalories", 945.35);
        assert_eq!(text(&out, "warning"), "belowMinimum");
        assert_num(&out, "proteinGrams", 90.0);
        assert_num(&out, "fatGrams", 40.0);
        assert_num(&out, "carbGrams", (1200.0 - 360.0 - 360.0) / 4.0);
        // A heavier person on the same target hits the 35 % cap: 0.35 × 1200 / 4 = 105 g.
        let out = losing_fast(&[
            ("weightKg", V::N(100.0)),
            ("age", V::N(100.0)),
            ("activityLevel", V::O("light")),
            ("goalWeightKg", V::N(90.0)),
        ]);
        assert_eq!(text(&out, "warning"), "belowMinimum");
        assert_num(&out, "proteinGrams", 105.0);
        assert_num(&out, "proteinPercent", 35.0);
        assert!(num(&out, "carbGrams") > 0.0);
    }

    #[test]
    fn maintain_and_gain() {
        let out = plan(&[("goal", V::O("maintain"))]).unwrap();
        assert_num(&out, "targetCalories", 2710.5625);
        assert_eq!(num(&out, "weeksToGoal"), 0.0);
        let out = plan(&[
            ("goal", V::O("gain")),
            ("goalWeightKg", V::N(85.0)),
            ("pace", V::O("slow")),
        ])
        .unwrap();
        assert_num(&out, "targetCalories", 2710.5625 + 275.0);
        assert_num(&out, "weeksToGoal", 20.0);
    }

    #[test]
    fn goal_weight_must_match_the_goal() {
        let err = plan(&[("goalWeightKg", V::N(90.0))]).unwrap_err();
        assert_eq!(
            err,
            InputError::new(
                "goalWeightKg",
                ErrorKind::NotMoreThanInput {
                    other: "weightKg".into()
                }
            )
        );
        let err = plan(&[("goal", V::O("gain"))]).unwrap_err();
        assert_eq!(
            err,
            InputError::new("goalWeightKg", ErrorKind::BelowMin { min: 80.0 })
        );
        let pounds = [("unit", V::O("imperial")), ("goal", V::O("gain"))];
        assert_rejected(plan, &pounds, "goalWeightLb");
        assert_rejects(plan, &[("heightCm", V::N(0.0)), ("weightKg", V::N(-70.0))]);
    }

    #[test]
    fn extremes_stay_finite() {
        let ids = ["heightCm", "weightKg", "age", "goalWeightKg"];
        let rows = [[90.0, 20.0, 120.0, 20.0], [300.0, 700.0, 15.0, 20.0]];
        for mut o in both_sexes(ids, &rows) {
            o.push(("pace", V::O("fast")));
            let out = plan(&o).unwrap();
            for id in ["proteinGrams", "fatGrams", "carbGrams", "waterLiters"] {
                assert!(num(&out, id) > 0.0, "{id}");
            }
        }
    }
}
