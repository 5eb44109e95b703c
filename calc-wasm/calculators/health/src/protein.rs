//! Daily protein, in grams per kg of body weight, from published ranges:
//!
//! - `rda`: 0.8 g/kg, the adult Recommended Dietary Allowance (Institute of
//!   Medicine, *Dietary Reference Intakes for Energy, Carbohydrate, Fiber,
//!   Fat, Fatty Acids, Cholesterol, Protein, and Amino Acids*, 2005).
//! - `protAge`: 1.0–1.2 g/kg for people 65 and over (Bauer J. et al.,
//!   PROT-AGE Study Group, "Evidence-based recommendations for optimal
//!   dietary protein intake in older people", J Am Med Dir Assoc
//!   2013;14:542–559).
//! - `weightLoss`: 1.2–1.6 g/kg while losing weight (Leidy H.J. et al., "The
//!   role of protein in weight loss and maintenance", Am J Clin Nutr
//!   2015;101:1320S–1329S).
//! - `issn`: 1.4–2.0 g/kg for exercising people (Jäger R. et al.,
//!   "International Society of Sports Nutrition Position Stand: protein and
//!   exercise", J Int Soc Sports Nutr 2017;14:20).
//!
//! Which range applies, and the target inside it, is this calculator's rule:
//! sedentary people get the RDA (PROT-AGE from 65; Leidy's range when
//! losing); exercising people get the ISSN range with the target rising with
//! activity (light 1.4, moderate 1.6, active 1.8, very active 2.0), at its top
//! (2.0) when losing — the position stand advises higher intakes in an
//! energy deficit — and at least 1.6 when gaining (Morton R.W. et al., Br J
//! Sports Med 2018;52:376–384: gains in lean mass plateau near 1.6 g/kg).

use super::bmi::KG_PER_LB;
use super::common::{self, ADULT};
use calc_core::error::InputError;
use calc_core::registry::Function;
use protein::{input as i, output as o};

calc_core::calculator! {
    mod protein = "protein" (compute) {
        inputs {
            unit: Choice,
            weightKg: Number,
            weightLb: Number,
            age: Number,
            activityLevel: Choice,
            goal: Choice,
        }
        outputs {
            protein: Number,
            proteinMin: Number,
            proteinMax: Number,
            perKg: Number,
            perKgMin: Number,
            perKgMax: Number,
            perLb: Number,
            rda: Number,
            guideline: Text,
        }
    }
}
common::reads_units!(protein);

pub const FUNCTION: Function = protein::FUNCTION;

pub const AGE: (f64, f64) = (18.0, 120.0);
pub const RDA: f64 = 0.8;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Goal {
    Lose,
    Maintain,
    Gain,
}

pub const GOALS: &[(&str, Goal)] = &[
    ("lose", Goal::Lose),
    ("maintain", Goal::Maintain),
    ("gain", Goal::Gain),
];

/// Activity level → the ISSN target (None: sedentary).
pub const LEVELS: &[(&str, Option<f64>)] = &[
    ("sedentary", None),
    ("light", Some(1.4)),
    ("moderate", Some(1.6)),
    ("active", Some(1.8)),
    ("veryActive", Some(2.0)),
];

/// A range and target in g/kg, and the guideline it comes from.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rule {
    pub min: f64,
    pub max: f64,
    pub target: f64,
    pub guideline: &'static str,
}

pub fn rule(level: Option<f64>, goal: Goal, age: f64) -> Rule {
    match (level, goal) {
        (Some(_), Goal::Lose) => Rule {
            min: 1.4,
            max: 2.0,
            target: 2.0,
            guideline: "issn",
        },
        (Some(t), Goal::Gain) => Rule {
            min: 1.4,
            max: 2.0,
            target: t.max(1.6),
            guideline: "issn",
        },
        (Some(t), Goal::Maintain) => Rule {
            min: 1.4,
            max: 2.0,
            target: t,
            guideline: "issn",
        },
        (None, Goal::Lose) => Rule {
            min: 1.2,
            max: 1.6,
            target: 1.2,
            guideline: "weightLoss",
        },
        (None, _) if age >= 65.0 => Rule {
            min: 1.0,
            max: 1.2,
            target: 1.0,
            guideline: "protAge",
        },
        (None, _) => Rule {
            min: RDA,
            max: RDA,
            target: RDA,
            guideline: "rda",
        },
    }
}

/// The rule for the `activityLevel`, `goal` and `age` inputs.
fn rule_of(inputs: protein::In, age: f64) -> Result<Rule, InputError> {
    let level = common::pick(inputs, i::activityLevel, LEVELS)?;
    let goal = common::pick(inputs, i::goal, GOALS)?;
    Ok(rule(level, goal, age))
}

fn compute(inputs: protein::In) -> Result<protein::Out, InputError> {
    let kg = common::weight_kg(inputs, i::weightKg, i::weightLb, &ADULT)?;
    let age = common::number_in(inputs, i::age, AGE.0, AGE.1)?;
    let r = rule_of(inputs, age)?;
    Ok(protein::Out::new()
        .number(o::protein, r.target * kg)
        .number(o::proteinMin, r.min * kg)
        .number(o::proteinMax, r.max * kg)
        .number(o::perKg, r.target)
        .number(o::perKgMin, r.min)
        .number(o::perKgMax, r.max)
        .number(o::perLb, r.target * KG_PER_LB)
        .number(o::rda, RDA * kg)
        .text(o::guideline, r.guideline))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{assert_num, assert_rejected, assert_rejects, run, text, V};
    use calc_core::outputs::Outputs;

    fn protein(overrides: &[(&str, V)]) -> Outputs {
        run(&FUNCTION, overrides).unwrap()
    }

    #[test]
    fn exercising_adult_gets_the_issn_range() {
        // 70 kg × 1.4–2.0 g/kg = 98–140 g, target 1.6 × 70 = 112 g.
        let out = protein(&[]);
        assert_num(&out, "protein", 112.0);
        assert_num(&out, "proteinMin", 98.0);
        assert_num(&out, "proteinMax", 140.0);
        assert_num(&out, "rda", 56.0);
        assert_eq!(text(&out, "guideline"), "issn");
        assert_num(&protein(&[("goal", V::O("lose"))]), "protein", 140.0);
        assert_num(
            &protein(&[("goal", V::O("gain")), ("activityLevel", V::O("light"))]),
            "protein",
            112.0,
        );
        assert_num(
            &protein(&[
                ("goal", V::O("gain")),
                ("activityLevel", V::O("veryActive")),
            ]),
            "protein",
            140.0,
        );
    }

    #[test]
    fn sedentary_rules() {
        let out = protein(&[("activityLevel", V::O("sedentary"))]);
        assert_num(&out, "protein", 56.0);
        assert_eq!(text(&out, "guideline"), "rda");
        let out = protein(&[("activityLevel", V::O("sedentary")), ("age", V::N(70.0))]);
        assert_num(&out, "protein", 70.0);
        assert_num(&out, "proteinMax", 84.0);
        assert_eq!(text(&out, "guideline"), "protAge");
        let out = protein(&[("activityLevel", V::O("sedentary")), ("goal", V::O("lose"))]);
        assert_num(&out, "proteinMin", 84.0);
        assert_eq!(text(&out, "guideline"), "weightLoss");
    }

    #[test]
    fn pounds() {
        // 160 lb = 72.5747792 kg; × 1.6 = 116.11964672 g; per lb 1.6 × 0.45359237.
        let out = protein(&[("unit", V::O("imperial"))]);
        assert_num(&out, "protein", 116.11964672);
        assert_num(&out, "perLb", 0.725747792);
    }

    #[test]
    fn rejects_bad_weights() {
        assert_rejects(
            |o| run(&FUNCTION, o),
            &[("weightKg", V::N(0.0)), ("weightKg", V::N(-3.0))],
        );
        let pounds = [("unit", V::O("imperial")), ("weightLb", V::N(0.0))];
        assert_rejected(|o| run(&FUNCTION, o), &pounds, "weightLb");
    }
}
