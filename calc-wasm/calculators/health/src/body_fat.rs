//! Body fat percentage.
//!
//! - U.S. Navy circumference method (Hodgdon J.A., Beckett M.B., "Prediction
//!   of percent body fat for U.S. Navy men [women] from body circumferences
//!   and height", Naval Health Research Center reports 84-11 and 84-29,
//!   1984), as body density put through Siri's equation (495/D − 450), with
//!   log10 of centimetres:
//!   men   D = 1.0324 − 0.19077·log10(waist − neck) + 0.15456·log10(height),
//!   women D = 1.29579 − 0.35004·log10(waist + hip − neck) + 0.22100·log10(height).
//! - BMI method (Deurenberg P., Weststrate J.A., Seidell J.C., "Body mass
//!   index as a measure of body fatness: age- and sex-specific prediction
//!   formulas", Br J Nutr 1991;65:105–114), adults:
//!   1.20·BMI + 0.23·age − 10.8·sex − 5.4 (sex = 1 men, 0 women).
//! - Categories: American Council on Exercise, "Percent Body Fat Norms"
//!   (women: essential 10–13 %, athletes 14–20, fitness 21–24, average
//!   25–31, obese 32+; men: 2–5, 6–13, 14–17, 18–24, 25+). A value between
//!   two ranges (13.5 %) counts in the lower one; under the essential range
//!   is `belowEssential`.
//!
//! Measurements that give a percentage outside 0–100 are rejected on the
//! waist (or weight, for the BMI method) with the nearest value that works.

use super::bmi::KG_PER_LB;
use super::common::{self, Sex, CM_PER_IN};
use body_fat::{input as i, output as o};
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;

calc_core::calculator! {
    mod body_fat = "body-fat" (compute) {
        inputs {
            unit: Choice,
            sex: Choice,
            age: Number,
            heightCm: Number,
            neckCm: Number,
            waistCm: Number,
            hipCm: Number,
            weightKg: Number,
            heightFt: Number,
            heightIn: Number,
            neckIn: Number,
            waistIn: Number,
            hipIn: Number,
            weightLb: Number,
        }
        outputs {
            bodyFat: Number,
            category: Text,
            fatMassKg: Number,
            leanMassKg: Number,
            fatMassLb: Number,
            leanMassLb: Number,
            bmi: Number,
            bodyFatBmi: Number,
            categoryBmi: Text,
        }
    }
}
common::reads_person!(body_fat);

pub const FUNCTION: Function = body_fat::FUNCTION;

pub const AGE: (f64, f64) = (18.0, 120.0);
/// Circumference limits in cm, and in inches for the imperial inputs.
pub const NECK_CM: (f64, f64) = (10.0, 100.0);
pub const WAIST_CM: (f64, f64) = (30.0, 300.0);
pub const HIP_CM: (f64, f64) = (30.0, 300.0);
pub const NECK_IN: (f64, f64) = (4.0, 40.0);
pub const WAIST_IN: (f64, f64) = (12.0, 120.0);
pub const HIP_IN: (f64, f64) = (12.0, 120.0);

/// The Navy equation's constants: D = c0 − c1·log10(x) + c2·log10(height).
fn navy_constants(sex: Sex) -> (f64, f64, f64) {
    match sex {
        Sex::Male => (1.0324, 0.19077, 0.15456),
        Sex::Female => (1.29579, 0.35004, 0.22100),
    }
}

/// Navy body fat % from x = waist − neck (men) or waist + hip − neck
/// (women), and height, all in cm (both positive).
pub fn navy(sex: Sex, x_cm: f64, height_cm: f64) -> f64 {
    let (c0, c1, c2) = navy_constants(sex);
    495.0 / (c0 - c1 * x_cm.log10() + c2 * height_cm.log10()) - 450.0
}

/// The x (cm) at which the Navy equation gives `percent`.
fn navy_x_for(sex: Sex, percent: f64, height_cm: f64) -> f64 {
    let (c0, c1, c2) = navy_constants(sex);
    let density = 495.0 / (percent + 450.0);
    10f64.powf((c0 + c2 * height_cm.log10() - density) / c1)
}

pub fn deurenberg(sex: Sex, bmi: f64, age: f64) -> f64 {
    let s = if sex == Sex::Male { 1.0 } else { 0.0 };
    1.20 * bmi + 0.23 * age - 10.8 * s - 5.4
}

pub fn category(sex: Sex, percent: f64) -> &'static str {
    let limits = match sex {
        Sex::Male => [2.0, 6.0, 14.0, 18.0, 25.0],
        Sex::Female => [10.0, 14.0, 21.0, 25.0, 32.0],
    };
    let names = [
        "belowEssential",
        "essential",
        "athletes",
        "fitness",
        "average",
    ];
    limits
        .iter()
        .zip(names)
        .find(|(l, _)| percent < **l)
        .map_or("obese", |(_, n)| n)
}

/// The next value above `v` on a 0.1 grid, and the one below it: bounds to
/// quote in an error, in the unit the user typed. `v` is first nudged by
/// 1e-12 (relative) so that a threshold computed a hair low still lands on
/// the valid side.
fn tenth_above(v: f64) -> f64 {
    ((v * (1.0 + 1e-12) * 10.0).floor() + 1.0) / 10.0
}
fn tenth_below(v: f64) -> f64 {
    ((v * (1.0 - 1e-12) * 10.0).ceil() - 1.0) / 10.0
}

fn compute(inputs: body_fat::In) -> Result<body_fat::Out, InputError> {
    let sex = common::sex(inputs, i::sex)?;
    let age = common::number_in(inputs, i::age, AGE.0, AGE.1)?;
    let imperial = common::imperial(inputs)?;
    let height = common::height_cm(inputs, &common::ADULT)?;
    let weight = common::weight_kg(inputs, i::weightKg, i::weightLb, &common::ADULT)?;
    // Circumferences in cm, and the factor back to the unit typed.
    let (ids, to_cm) = if imperial {
        ([i::neckIn, i::waistIn, i::hipIn], CM_PER_IN)
    } else {
        ([i::neckCm, i::waistCm, i::hipCm], 1.0)
    };
    let limits = if imperial {
        [NECK_IN, WAIST_IN, HIP_IN]
    } else {
        [NECK_CM, WAIST_CM, HIP_CM]
    };
    let neck = common::number_in(inputs, ids[0], limits[0].0, limits[0].1)? * to_cm;
    let waist = common::number_in(inputs, ids[1], limits[1].0, limits[1].1)? * to_cm;
    let hip = if sex == Sex::Female {
        common::number_in(inputs, ids[2], limits[2].0, limits[2].1)? * to_cm
    } else {
        0.0
    };
    if neck >= waist {
        return Err(InputError::new(
            ids[0].id(),
            ErrorKind::NotLessThanInput {
                other: ids[1].id().to_string(),
            },
        ));
    }
    // x > 0 from here: waist − neck > 0, and for women hip > 0 too.
    let x = waist + hip - neck;
    let body_fat = navy(sex, x, height);
    if body_fat <= 0.0 {
        let min = (navy_x_for(sex, 0.0, height) - hip + neck) / to_cm;
        return Err(InputError::new(
            ids[1].id(),
            ErrorKind::BelowMin {
                min: tenth_above(min),
            },
        ));
    }
    if body_fat >= 100.0 {
        let max = (navy_x_for(sex, 100.0, height) - hip + neck) / to_cm;
        return Err(InputError::new(
            ids[1].id(),
            ErrorKind::AboveMax {
                max: tenth_below(max),
            },
        ));
    }
    let height_m = height / 100.0;
    let bmi = weight / (height_m * height_m);
    let body_fat_bmi = deurenberg(sex, bmi, age);
    if body_fat_bmi <= 0.0 {
        // Weight at which the BMI method gives 0 %, in the unit typed.
        let s = if sex == Sex::Male { 10.8 } else { 0.0 };
        let kg = (5.4 + s - 0.23 * age) / 1.20 * height_m * height_m;
        let (id, w) = if imperial {
            (i::weightLb, kg / KG_PER_LB)
        } else {
            (i::weightKg, kg)
        };
        return Err(InputError::new(
            id.id(),
            ErrorKind::BelowMin {
                min: tenth_above(w),
            },
        ));
    }
    let fat_kg = weight * body_fat / 100.0;
    let lean_kg = weight - fat_kg;
    Ok(body_fat::Out::new()
        .number(o::bodyFat, body_fat)
        .text(o::category, category(sex, body_fat))
        .number(o::fatMassKg, fat_kg)
        .number(o::leanMassKg, lean_kg)
        .number(o::fatMassLb, fat_kg / KG_PER_LB)
        .number(o::leanMassLb, lean_kg / KG_PER_LB)
        .number(o::bmi, bmi)
        .number(o::bodyFatBmi, body_fat_bmi)
        .text(o::categoryBmi, category(sex, body_fat_bmi)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{
        assert_num, assert_rejected, assert_rejects, both_sexes, close, num, run, text, V,
    };
    use calc_core::outputs::Outputs;

    fn fat(overrides: &[(&str, V)]) -> Result<Outputs, InputError> {
        run(&FUNCTION, overrides)
    }

    const WOMAN: &[(&str, V)] = &[
        ("sex", V::O("female")),
        ("age", V::N(40.0)),
        ("heightCm", V::N(165.0)),
        ("neckCm", V::N(32.0)),
        ("waistCm", V::N(70.0)),
        ("weightKg", V::N(60.0)),
    ];

    #[test]
    fn navy_man() {
        // mpmath, 50 digits: 495/(1.0324 − 0.19077·log10(48) + 0.15456·log10(178)) − 450.
        let out = fat(&[]).unwrap();
        assert_num(&out, "bodyFat", 17.203924568547916);
        assert_eq!(text(&out, "category"), "fitness");
        assert_num(&out, "fatMassKg", 80.0 * 17.203924568547916 / 100.0);
        assert_num(&out, "leanMassKg", 80.0 - 80.0 * 17.203924568547916 / 100.0);
        // Deurenberg: BMI 80/1.78² = 25.24933720489837; 1.2·BMI + 0.23·35 − 10.8 − 5.4.
        assert_num(&out, "bmi", 25.24933720489837);
        assert_num(&out, "bodyFatBmi", 22.149204645878046);
        assert_eq!(text(&out, "categoryBmi"), "average");
    }

    #[test]
    fn navy_woman() {
        // mpmath: 495/(1.29579 − 0.35004·log10(70 + 96 − 32) + 0.22100·log10(165)) − 450.
        let out = fat(WOMAN).unwrap();
        assert_num(&out, "bodyFat", 25.375460830838675);
        assert_eq!(text(&out, "category"), "average");
        // Deurenberg: BMI 60/1.65²; 1.2·BMI + 0.23·40 − 5.4.
        assert_num(&out, "bodyFatBmi", 30.24628099173554);
    }

    #[test]
    fn agrees_with_the_inch_form() {
        // The inch form of the same method (U.S. Army AR 600-9; DoD
        // Instruction 1308.3): men 86.010·log10(waist − neck) −
        // 70.041·log10(height) + 36.76; women 163.205·log10(waist + hip −
        // neck) − 97.684·log10(height) − 78.387. mpmath gives 17.277 and
        // 25.629 for the two people above: within 0.3 points.
        close(num(&fat(&[]).unwrap(), "bodyFat"), 17.277101824253223, 0.02);
        close(
            num(&fat(WOMAN).unwrap(), "bodyFat"),
            25.629327063882246,
            0.02,
        );
    }

    #[test]
    fn imperial_is_the_same_equation() {
        let inches = [
            ("unit", V::O("imperial")),
            ("heightFt", V::N(5.0)),
            ("heightIn", V::N(10.0)),
            ("neckIn", V::N(15.0)),
            ("waistIn", V::N(34.0)),
        ];
        let metric = [
            ("heightCm", V::N(70.0 * 2.54)),
            ("neckCm", V::N(15.0 * 2.54)),
            ("waistCm", V::N(34.0 * 2.54)),
        ];
        close(
            num(&fat(&inches).unwrap(), "bodyFat"),
            num(&fat(&metric).unwrap(), "bodyFat"),
            1e-13,
        );
    }

    #[test]
    fn ace_categories() {
        assert_eq!(category(Sex::Male, 1.9), "belowEssential");
        assert_eq!(category(Sex::Male, 2.0), "essential");
        assert_eq!(category(Sex::Male, 5.9), "essential");
        assert_eq!(category(Sex::Male, 13.5), "athletes");
        assert_eq!(category(Sex::Male, 24.9), "average");
        assert_eq!(category(Sex::Male, 25.0), "obese");
        assert_eq!(category(Sex::Female, 13.5), "essential");
        assert_eq!(category(Sex::Female, 21.0), "fitness");
        assert_eq!(category(Sex::Female, 31.99), "average");
        assert_eq!(category(Sex::Female, 32.0), "obese");
    }

    #[test]
    fn rejects_impossible_measurements() {
        let err = fat(&[("neckCm", V::N(86.0))]).unwrap_err();
        assert_eq!(
            err,
            InputError::new(
                "neckCm",
                ErrorKind::NotLessThanInput {
                    other: "waistCm".into()
                }
            )
        );
        // The neck must be below the waist in inches too, and for a woman.
        let imperial = [
            ("unit", V::O("imperial")),
            ("neckIn", V::N(40.0)),
            ("waistIn", V::N(30.0)),
        ];
        assert_rejected(fat, &imperial, "neckIn");
        let woman = [
            ("sex", V::O("female")),
            ("neckCm", V::N(70.0)),
            ("waistCm", V::N(70.0)),
        ];
        assert_rejected(fat, &woman, "neckCm");
        assert_rejects(
            fat,
            &[
                ("heightCm", V::N(0.0)),
                ("heightCm", V::N(-5.0)),
                ("waistCm", V::N(0.0)),
                ("neckCm", V::N(-1.0)),
                ("weightKg", V::N(0.0)),
            ],
        );
        // The hip matters only for women.
        assert!(fat(&[("hipCm", V::N(0.0))]).is_ok());
        let woman = [("sex", V::O("female")), ("hipCm", V::N(0.0))];
        assert_rejected(fat, &woman, "hipCm");
    }

    /// The minimum that `o`'s error gives `input`, the input it names.
    fn min_named(o: &[(&str, V)], input: &str) -> f64 {
        let err = fat(o).unwrap_err();
        assert_eq!(err.input, input);
        let ErrorKind::BelowMin { min } = err.kind else {
            panic!("{err}")
        };
        min
    }

    #[test]
    fn percent_outside_0_100_names_the_waist_that_works() {
        // A waist just above the neck on a tall man gives a negative percentage.
        let o = [
            ("heightCm", V::N(220.0)),
            ("neckCm", V::N(40.0)),
            ("waistCm", V::N(45.0)),
        ];
        let min = min_named(&o, "waistCm");
        let at_min = fat(&[o[0], o[1], ("waistCm", V::N(min))]).unwrap();
        assert!(num(&at_min, "bodyFat") > 0.0);
        assert!(fat(&[o[0], o[1], ("waistCm", V::N(min - 0.1))]).is_err());
        // A very large waist on a short man gives 100 % or more.
        let o = [
            ("heightCm", V::N(90.0)),
            ("neckCm", V::N(10.0)),
            ("waistCm", V::N(300.0)),
            ("weightKg", V::N(100.0)),
        ];
        let err = fat(&o).unwrap_err();
        let ErrorKind::AboveMax { max } = err.kind else {
            panic!("{err}")
        };
        let at_max = fat(&[o[0], o[1], o[3], ("waistCm", V::N(max))]).unwrap();
        assert!(num(&at_max, "bodyFat") < 100.0);
    }

    #[test]
    fn bmi_method_below_zero_names_the_weight() {
        // 20 kg at 2 m (BMI 5): the BMI method would give a negative percentage.
        let o = [
            ("heightCm", V::N(200.0)),
            ("weightKg", V::N(20.0)),
            ("age", V::N(18.0)),
            ("neckCm", V::N(30.0)),
            ("waistCm", V::N(70.0)),
        ];
        let min = min_named(&o, "weightKg");
        assert!(
            num(
                &fat(&[o[0], o[2], o[3], o[4], ("weightKg", V::N(min))]).unwrap(),
                "bodyFatBmi"
            ) > 0.0
        );
    }

    #[test]
    fn extremes_stay_finite() {
        let ids = ["heightCm", "neckCm", "waistCm", "hipCm", "weightKg"];
        let rows = [
            [300.0, 10.0, 300.0, 300.0, 700.0],
            [90.0, 99.0, 100.0, 30.0, 20.0],
            [150.0, 30.0, 60.0, 80.0, 40.0],
        ];
        for o in both_sexes(ids, &rows) {
            if let Ok(out) = fat(&o) {
                let bf = num(&out, "bodyFat");
                assert!(bf > 0.0 && bf < 100.0);
            }
        }
    }
}
