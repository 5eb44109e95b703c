//! Basal metabolic rate (resting energy expenditure), kcal/day, by the
//! formula chosen: Mifflin–St Jeor (1990), Harris–Benedict as revised by Roza
//! and Shizgal (1984), or Katch–McArdle from lean mass (see `common.rs` for
//! the papers). Metric or imperial body measurements.

use super::bmi::KG_PER_LB;
use super::common::{self, Body, ReadsPerson, Sex, ADULT};
use bmr::output as o;
use calc_core::declare::{Choice, Input, Number, Read};
use calc_core::error::InputError;
use calc_core::registry::Function;

/// 1 kcal = 4.184 kJ (the thermochemical calorie, used on food labels).
pub const KJ_PER_KCAL: f64 = 4.184;
pub const AGE: (f64, f64) = (15.0, 120.0);
/// Body fat %, for Katch–McArdle.
pub const BODY_FAT: (f64, f64) = (2.0, 80.0);

/// A calculator that reads what `bmr_of` reads: a person, `formula` and
/// `bodyFat`.
pub trait ReadsBmr: ReadsPerson {
    const FORMULA: Input<Self, Choice>;
    const BODY_FAT: Input<Self, Number>;
}

/// Declares a calculator that reads what `bmr_of` reads, then the inputs
/// given (`common::person_calculator!`), and implements `ReadsBmr` for it.
macro_rules! bmr_calculator {
    (
        mod $name:ident = $id:literal ($compute:ident) {
            inputs { $($input:ident: $kind:ident),* $(,)? }
            outputs { $($output:ident: $output_kind:ident),* $(,)? }
        }
    ) => {
        $crate::common::person_calculator! {
            mod $name = $id ($compute) {
                inputs { formula: Choice, bodyFat: Number, $($input: $kind),* }
                outputs { $($output: $output_kind),* }
            }
        }
        impl $crate::bmr::ReadsBmr for $name::Calc {
            $crate::common::ids!(Input $name::input {
                FORMULA: Choice = formula,
                BODY_FAT: Number = bodyFat,
            });
        }
    };
}
pub(crate) use bmr_calculator;

bmr_calculator! {
    mod bmr = "bmr" (compute) {
        inputs {}
        outputs {
            bmr: Number,
            bmrKj: Number,
            bmrMifflin: Number,
            bmrHarris: Number,
            bmrKatch: Number,
            leanMassKg: Number,
            leanMassLb: Number,
        }
    }
}

pub const FUNCTION: Function = bmr::FUNCTION;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Formula {
    Mifflin,
    Harris,
    Katch,
}

/// Everything the energy calculators read about a person.
#[derive(Debug, Clone, Copy)]
pub struct Person {
    pub sex: Sex,
    pub age: f64,
    pub body: Body,
}

pub fn person<C: ReadsPerson>(inputs: Read<C>) -> Result<Person, InputError> {
    let sex = common::sex(inputs, C::SEX)?;
    let age = common::number_in(inputs, C::AGE, AGE.0, AGE.1)?;
    let body = common::body(inputs, &ADULT)?;
    Ok(Person { sex, age, body })
}

/// Resting energy by each formula, and the one chosen.
#[derive(Debug, Clone, Copy)]
pub struct Bmr {
    pub chosen: f64,
    pub mifflin: f64,
    pub harris: f64,
    pub katch: f64,
    pub lean_kg: f64,
}

/// Reads the `bmr` inputs (shared by `tdee` and `calorie`).
pub fn bmr_of<C: ReadsBmr>(inputs: Read<C>) -> Result<(Person, Bmr), InputError> {
    let p = person(inputs)?;
    let formula = common::pick(
        inputs,
        C::FORMULA,
        &[
            ("mifflin", Formula::Mifflin),
            ("harris", Formula::Harris),
            ("katch", Formula::Katch),
        ],
    )?;
    let fat = common::number_in(inputs, C::BODY_FAT, BODY_FAT.0, BODY_FAT.1)?;
    let Body {
        height_cm: cm,
        weight_kg: kg,
    } = p.body;
    let lean_kg = kg * (1.0 - fat / 100.0);
    let mifflin = common::mifflin(p.sex, kg, cm, p.age);
    let harris = common::harris(p.sex, kg, cm, p.age);
    let katch = common::katch(lean_kg);
    let chosen = match formula {
        Formula::Mifflin => mifflin,
        Formula::Harris => harris,
        Formula::Katch => katch,
    };
    Ok((
        p,
        Bmr {
            chosen,
            mifflin,
            harris,
            katch,
            lean_kg,
        },
    ))
}

fn compute(inputs: bmr::In) -> Result<bmr::Out, InputError> {
    let (_, b) = bmr_of(inputs)?;
    Ok(bmr::Out::new()
        .number(o::bmr, b.chosen)
        .number(o::bmrKj, b.chosen * KJ_PER_KCAL)
        .number(o::bmrMifflin, b.mifflin)
        .number(o::bmrHarris, b.harris)
        .number(o::bmrKatch, b.katch)
        .number(o::leanMassKg, b.lean_kg)
        .number(o::leanMassLb, b.lean_kg / KG_PER_LB))
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::testing::{assert_num, assert_rejected, assert_rejects, both_sexes, run, V};
    use calc_core::error::ErrorKind;
    use calc_core::outputs::Outputs;

    fn bmr(overrides: &[(&str, V)]) -> Result<Outputs, InputError> {
        run(&FUNCTION, overrides)
    }

    #[test]
    fn mifflin_by_hand() {
        // 10·70 + 6.25·175 − 5·30 + 5 = 1648.75 exactly; woman: − 161 → 1482.75.
        let out = bmr(&[]).unwrap();
        assert_num(&out, "bmr", 1648.75);
        assert_num(&out, "bmrKj", 1648.75 * 4.184);
        let out = bmr(&[("sex", V::O("female"))]).unwrap();
        assert_num(&out, "bmr", 1482.75);
    }

    #[test]
    fn harris_roza_shizgal() {
        // mpmath, 50 digits: 88.362 + 13.397·70 + 4.799·175 − 5.677·30 = 1695.667;
        // woman 60 kg, 165 cm, 45 y: 447.593 + 9.247·60 + 3.098·165 − 4.330·45 = 1318.733.
        let out = bmr(&[("formula", V::O("harris"))]).unwrap();
        assert_num(&out, "bmr", 1695.667);
        let woman = [
            ("formula", V::O("harris")),
            ("sex", V::O("female")),
            ("weightKg", V::N(60.0)),
            ("heightCm", V::N(165.0)),
            ("age", V::N(45.0)),
        ];
        assert_num(&bmr(&woman).unwrap(), "bmr", 1318.733);
    }

    #[test]
    fn katch_from_lean_mass() {
        // 70 kg at 20 % fat: 56 kg lean; 370 + 21.6·56 = 1579.6.
        let out = bmr(&[("formula", V::O("katch"))]).unwrap();
        assert_num(&out, "bmr", 1579.6);
        assert_num(&out, "leanMassKg", 56.0);
    }

    #[test]
    fn imperial_units() {
        // 5 ft 9 in = 175.26 cm, 160 lb = 72.57477920 kg (exact factors);
        // Mifflin: 10·72.5747792 + 6.25·175.26 − 150 + 5 = 1676.122792 (mpmath).
        let out = bmr(&[("unit", V::O("imperial"))]).unwrap();
        assert_num(&out, "bmr", 1676.122792);
    }

    #[test]
    fn rejects_impossible_bodies_with_the_input_id() {
        for (id, v) in [
            ("heightCm", 0.0),
            ("heightCm", -170.0),
            ("weightKg", 0.0),
            ("weightKg", -1.0),
            ("age", 3.0),
        ] {
            let err = bmr(&[(id, V::N(v))]).unwrap_err();
            assert_eq!(err.input, id);
            assert!(matches!(err.kind, ErrorKind::BelowMin { .. }), "{err}");
        }
        let imperial = [
            ("unit", V::O("imperial")),
            ("heightFt", V::N(0.0)),
            ("heightIn", V::N(0.0)),
        ];
        assert_rejected(bmr, &imperial, "heightFt");
        let err = bmr(&[("unit", V::O("imperial")), ("heightIn", V::N(12.0))]).unwrap_err();
        assert_eq!(
            err,
            InputError::new("heightIn", ErrorKind::NotBelow { below: 12.0 })
        );
        let pounds = [("unit", V::O("imperial")), ("weightLb", V::N(0.0))];
        assert_rejected(bmr, &pounds, "weightLb");
        assert_rejects(bmr, &[("bodyFat", V::N(100.0)), ("formula", V::O("nope"))]);
    }

    #[test]
    fn extremes_stay_finite_and_positive() {
        let ids = ["heightCm", "weightKg", "age", "bodyFat"];
        let rows = [[90.0, 20.0, 120.0, 80.0], [300.0, 700.0, 15.0, 2.0]];
        for formula in ["mifflin", "harris", "katch"] {
            for mut o in both_sexes(ids, &rows) {
                o.push(("formula", V::O(formula)));
                let out = bmr(&o).unwrap();
                assert!(out.number_of("bmr").unwrap() > 0.0);
            }
        }
    }
}
