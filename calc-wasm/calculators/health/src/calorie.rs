//! Daily calories to maintain weight (TDEE, as the `tdee` calculator), and
//! to lose or gain 0.25, 0.5 or 1 kg a week at 7700 kcal per kg
//! (`common::KCAL_PER_KG`: 1100 kcal/day per kg a week). A loss target under
//! the safe minimum intake (1200 kcal women, 1500 men: `common::safe_minimum`)
//! is flagged `belowMinimum` for the page to show as a warning.

use super::bmi::KG_PER_LB;
use super::common::{self, daily_change, warning};
use super::tdee;
use calc_core::declare::{Number, Output};
use calc_core::error::InputError;
use calc_core::registry::Function;
use calorie::{output as o, Calc, Out};
use serde_json::json;

// Read through `tdee::tdee_of`, so exactly what `tdee` reads.
tdee::tdee_calculator! {
    mod calorie = "calorie" (compute) {
        outputs {
            bmr: Number,
            maintain: Number,
            mildLoss: Number,
            loss: Number,
            extremeLoss: Number,
            mildGain: Number,
            gain: Number,
            fastGain: Number,
            safeMinimum: Number,
            mildLossWarning: Text,
            lossWarning: Text,
            extremeLossWarning: Text,
            warning: Text,
            targets: Json,
        }
    }
}

pub const FUNCTION: Function = calorie::FUNCTION;

/// Output, kg a week (negative: loss).
const TARGETS: &[(Output<Calc, Number>, f64)] = &[
    (o::mildLoss, -0.25),
    (o::loss, -0.5),
    (o::extremeLoss, -1.0),
    (o::mildGain, 0.25),
    (o::gain, 0.5),
    (o::fastGain, 1.0),
];

fn compute(inputs: calorie::In) -> Result<Out, InputError> {
    let (person, bmr, factor) = tdee::tdee_of(inputs)?;
    let maintain = bmr * factor;
    let minimum = common::safe_minimum(person.sex);
    let mut out = Out::new().number(o::bmr, bmr).number(o::maintain, maintain);
    let mut rows = vec![
        json!({ "goal": o::maintain.id(), "kgPerWeek": 0.0, "lbPerWeek": 0.0, "calories": maintain, "change": 0.0, "warning": "none" }),
    ];
    let mut any_below = false;
    for (id, kg) in TARGETS {
        let change = daily_change(*kg);
        let calories = maintain + change;
        out = out.number(*id, calories);
        let w = if *kg < 0.0 {
            warning(calories, minimum)
        } else {
            "none"
        };
        any_below |= w != "none";
        rows.push(json!({ "goal": id.id(), "kgPerWeek": kg, "lbPerWeek": kg / KG_PER_LB, "calories": calories, "change": change, "warning": w }));
    }
    let loss_warning = |kg: f64| warning(maintain + daily_change(kg), minimum);
    Ok(out
        .number(o::safeMinimum, minimum)
        .text(o::mildLossWarning, loss_warning(-0.25))
        .text(o::lossWarning, loss_warning(-0.5))
        .text(o::extremeLossWarning, loss_warning(-1.0))
        .text(o::warning, if any_below { "belowMinimum" } else { "none" })
        .json(o::targets, json!(rows)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{assert_num, list, run, text, V};

    #[test]
    fn targets_for_the_default_man() {
        // TDEE 2555.5625; 7700/7 = 1100 kcal/day per kg a week, so the
        // targets are exact: −275, −550, −1100, +275, +550, +1100.
        let out = run(&FUNCTION, &[]).unwrap();
        assert_num(&out, "maintain", 2555.5625);
        assert_num(&out, "mildLoss", 2280.5625);
        assert_num(&out, "loss", 2005.5625);
        assert_num(&out, "extremeLoss", 1455.5625);
        assert_num(&out, "fastGain", 3655.5625);
        assert_num(&out, "safeMinimum", 1500.0);
        // 1455.6 < 1500: the 1 kg/week target is under the men's minimum.
        assert_eq!(text(&out, "extremeLossWarning"), "belowMinimum");
        assert_eq!(text(&out, "lossWarning"), "none");
        assert_eq!(text(&out, "warning"), "belowMinimum");
        let rows = list(&out, "targets");
        assert_eq!(rows.len(), 7);
        assert_eq!(rows[3]["goal"], "extremeLoss");
        assert_eq!(rows[3]["warning"], "belowMinimum");
    }

    #[test]
    fn women_have_a_lower_minimum() {
        // Woman, sedentary: 1482.75 × 1.2 = 1779.3; − 550 = 1229.3 ≥ 1200;
        // − 1100 = 679.3 < 1200.
        let o = [
            ("sex", V::O("female")),
            ("activityLevel", V::O("sedentary")),
        ];
        let out = run(&FUNCTION, &o).unwrap();
        assert_num(&out, "maintain", 1779.3);
        assert_num(&out, "safeMinimum", 1200.0);
        assert_eq!(text(&out, "lossWarning"), "none");
        assert_eq!(text(&out, "extremeLossWarning"), "belowMinimum");
        let tall = [
            ("heightCm", V::N(200.0)),
            ("weightKg", V::N(120.0)),
            ("activityLevel", V::O("veryActive")),
        ];
        let out = run(&FUNCTION, &tall).unwrap();
        assert_eq!(text(&out, "warning"), "none");
    }
}
