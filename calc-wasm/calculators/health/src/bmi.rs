//! Body mass index: weight in kilograms over height in metres squared, with
//! the WHO adult categories (WHO, "A healthy lifestyle — WHO
//! recommendations", 2010) and BMI Prime (BMI / 25). The adult categories
//! do not apply under 20 (CDC: BMI-for-age percentiles instead): from 2 to
//! 19 years with the sex given, the result is the CDC percentile and its
//! category (`bmi_for_age.rs`), the healthy range that of the 5th to the 85th
//! percentile; under 20 without the sex, the BMI and a notice asking for
//! it: no adult category, BMI Prime or healthy range, which would be read
//! with cut-offs that do not apply to a child.

use super::bmi_for_age;
use super::common::{self, ReadsBody, ReadsPerson, Sex};
use bmi::{input as i, output as o};
use calc_core::declare::{Number, Output, Read, Text, Write};
use calc_core::error::InputError;
use calc_core::registry::Function;

/// International yard and pound agreement (1959).
pub const KG_PER_LB: f64 = 0.453_592_37;
pub const M_PER_IN: f64 = 0.0254;

/// A calculator that writes an adult's BMI result (`adult`, `healthy_range`).
pub trait WritesAdultBmi: Sized {
    const AGE_NOTE: Output<Self, Text>;
    const CATEGORY: Output<Self, Text>;
    const BMI_PRIME: Output<Self, Number>;
    const HEALTHY_MIN_KG: Output<Self, Number>;
    const HEALTHY_MAX_KG: Output<Self, Number>;
    const HEALTHY_MIN_LB: Output<Self, Number>;
    const HEALTHY_MAX_LB: Output<Self, Number>;
}

/// Declares a BMI calculator (`calc_core::calculator!`) with the BMI
/// page's inputs and the outputs given, which include an adult's result;
/// implements `ReadsPerson` and `WritesAdultBmi` for it.
macro_rules! bmi_calculator {
    (
        mod $name:ident = $id:literal ($compute:ident) {
            outputs { $($output:ident: $output_kind:ident),* $(,)? }
        }
    ) => {
        calc_core::calculator! {
            mod $name = $id ($compute) {
                inputs {
                    unit: Choice,
                    heightCm: Number,
                    weightKg: Number,
                    heightFt: Number,
                    heightIn: Number,
                    weightLb: Number,
                    age: Number,
                    sex: Choice,
                }
                outputs { $($output: $output_kind),* }
            }
        }
        $crate::common::reads_person!($name);
        // The adult-BMI output ids: one list like common's input lists in
        // shape only (different traits, different ids), so it stays.
        impl $crate::bmi::WritesAdultBmi for $name::Calc {
            $crate::common::ids!(Output $name::output {
                AGE_NOTE: Text = ageNote,
                CATEGORY: Text = category,
                BMI_PRIME: Number = bmiPrime,
                HEALTHY_MIN_KG: Number = healthyWeightMinKg,
                HEALTHY_MAX_KG: Number = healthyWeightMaxKg,
                HEALTHY_MIN_LB: Number = healthyWeightMinLb,
                HEALTHY_MAX_LB: Number = healthyWeightMaxLb,
            });
        }
    };
}
pub(crate) use bmi_calculator;

bmi_calculator! {
    mod bmi = "bmi" (compute) {
        outputs {
            bmi: Number,
            ageNote: Text,
            category: Text,
            bmiPrime: Number,
            percentile: Number,
            zScore: Number,
            childCategory: Text,
            bmiP5: Number,
            bmiP85: Number,
            bmiP95: Number,
            healthyWeightMinKg: Number,
            healthyWeightMaxKg: Number,
            healthyWeightMinLb: Number,
            healthyWeightMaxLb: Number,
        }
    }
}

pub const FUNCTION: Function = bmi::FUNCTION;

/// CDC: adult BMI categories apply from age 20.
const ADULT_AGE: f64 = 20.0;

pub fn category(bmi: f64) -> &'static str {
    if bmi < 18.5 {
        "underweight"
    } else if bmi < 25.0 {
        "normal"
    } else if bmi < 30.0 {
        "overweight"
    } else {
        "obese"
    }
}

/// Height in metres and weight in kilograms, from whichever units were chosen.
pub(crate) fn measure<C: ReadsBody>(inputs: Read<C>) -> Result<(f64, f64), InputError> {
    Ok(match inputs.option(C::UNIT)? {
        "imperial" => {
            let inches = common::above_zero(
                C::HEIGHT_FT,
                inputs.number(C::HEIGHT_FT)? * 12.0 + inputs.number(C::HEIGHT_IN)?,
            )?;
            (inches * M_PER_IN, inputs.number(C::WEIGHT_LB)? * KG_PER_LB)
        }
        _ => (
            inputs.number(C::HEIGHT_CM)? / 100.0,
            inputs.number(C::WEIGHT_KG)?,
        ),
    })
}

/// The sex when given.
pub(crate) fn sex<C: ReadsPerson>(inputs: Read<C>) -> Result<Option<Sex>, InputError> {
    common::pick(
        inputs,
        C::SEX,
        &[
            ("unspecified", None),
            ("female", Some(Sex::Female)),
            ("male", Some(Sex::Male)),
        ],
    )
}

/// An adult's result: the WHO category, BMI Prime and the 18.5–25 range.
pub(crate) fn adult<C: WritesAdultBmi>(out: Write<C>, bmi: f64, square: f64) -> Write<C> {
    let out = out
        .text(C::AGE_NOTE, "none")
        .text(C::CATEGORY, category(bmi))
        .number(C::BMI_PRIME, bmi / 25.0);
    healthy_range(out, 18.5, 25.0, square)
}

fn compute(inputs: bmi::In) -> Result<bmi::Out, InputError> {
    let (height_m, weight_kg) = measure(inputs)?;
    let square = height_m * height_m;
    let bmi = weight_kg / square;
    let age = inputs.number(i::age)?;
    let sex = sex(inputs)?;
    let out = bmi::Out::new().number(o::bmi, bmi);
    let sex = match (age >= ADULT_AGE, sex) {
        (false, Some(sex)) => sex,
        (false, None) => return Ok(out.text(o::ageNote, "under20")),
        (true, _) => return Ok(adult(out, bmi, square)),
    };
    // CDC's table is by completed month of age (24 to 239 from 2 to 19 years).
    let child = bmi_for_age::child(sex, (age * 12.0).floor() as usize, bmi);
    let out = out
        .text(o::ageNote, "child")
        .number(o::percentile, child.percentile)
        .number(o::zScore, child.z)
        .text(o::childCategory, child.category)
        .number(o::bmiP5, child.p5)
        .number(o::bmiP85, child.p85)
        .number(o::bmiP95, child.p95);
    Ok(healthy_range(out, child.p5, child.p85, square))
}

/// The weights that give a BMI from `low` to `high` at the height (m²).
pub(crate) fn healthy_range<C: WritesAdultBmi>(
    out: Write<C>,
    low: f64,
    high: f64,
    square: f64,
) -> Write<C> {
    out.number(C::HEALTHY_MIN_KG, low * square)
        .number(C::HEALTHY_MAX_KG, high * square)
        .number(C::HEALTHY_MIN_LB, low * square / KG_PER_LB)
        .number(C::HEALTHY_MAX_LB, high * square / KG_PER_LB)
}

#[cfg(test)]
mod tests {
    use super::*;
    use calc_core::inputs::Inputs;
    use calc_core::outputs::Outputs;
    use calc_core::values::Value;
    use std::collections::BTreeMap;

    fn run(
        unit: &str,
        cm: f64,
        kg: f64,
        ft: f64,
        inch: f64,
        lb: f64,
    ) -> Result<Outputs, InputError> {
        let values = BTreeMap::from([
            ("unit".to_string(), Value::Option(unit.into())),
            ("heightCm".to_string(), Value::Number(cm)),
            ("weightKg".to_string(), Value::Number(kg)),
            ("heightFt".to_string(), Value::Number(ft)),
            ("heightIn".to_string(), Value::Number(inch)),
            ("weightLb".to_string(), Value::Number(lb)),
            ("age".to_string(), Value::Number(30.0)),
            ("sex".to_string(), Value::Option("unspecified".into())),
        ]);
        (FUNCTION.compute)(&Inputs::new(values))
    }

    fn close(a: f64, b: f64) -> bool {
        ((a - b) / b).abs() < 1e-13
    }

    #[test]
    fn metric_example() {
        // 70 kg, 175 cm: 70 / 1.75² = 22.857142857142857… (exact: 160/7).
        let out = run("metric", 175.0, 70.0, 0.0, 0.0, 0.0).unwrap();
        assert!(close(out.number_of("bmi").unwrap(), 160.0 / 7.0));
        assert_eq!(
            out.get("category"),
            Some(&calc_core::OutValue::Text("normal".into()))
        );
        assert!(close(out.number_of("bmiPrime").unwrap(), 160.0 / 175.0));
        assert!(close(
            out.number_of("healthyWeightMinKg").unwrap(),
            56.65625
        ));
        assert!(close(out.number_of("healthyWeightMaxKg").unwrap(), 76.5625));
    }

    #[test]
    fn imperial_example() {
        // 5 ft 9 in, 160 lb; mpmath at 50 digits: 23.6276271250295073579...
        // (CDC's adult BMI calculator shows 23.6 for the same person.)
        let out = run("imperial", 0.0, 0.0, 5.0, 9.0, 160.0).unwrap();
        assert!(close(out.number_of("bmi").unwrap(), 23.627_627_125_029_507));
        assert!(close(
            out.number_of("healthyWeightMinKg").unwrap(),
            56.824_725_06
        ));
    }

    #[test]
    fn under_twenty_gets_a_notice() {
        let mut values = BTreeMap::from([
            ("unit".to_string(), Value::Option("metric".into())),
            ("heightCm".to_string(), Value::Number(160.0)),
            ("weightKg".to_string(), Value::Number(50.0)),
            ("heightFt".to_string(), Value::Number(0.0)),
            ("heightIn".to_string(), Value::Number(0.0)),
            ("weightLb".to_string(), Value::Number(0.0)),
            ("age".to_string(), Value::Number(19.5)),
            ("sex".to_string(), Value::Option("unspecified".into())),
        ]);
        let out = (FUNCTION.compute)(&Inputs::new(values.clone())).unwrap();
        assert_eq!(
            out.get("ageNote"),
            Some(&calc_core::OutValue::Text("under20".into()))
        );
        values.insert("age".to_string(), Value::Number(20.0));
        let out = (FUNCTION.compute)(&Inputs::new(values)).unwrap();
        assert_eq!(
            out.get("ageNote"),
            Some(&calc_core::OutValue::Text("none".into()))
        );
    }

    #[test]
    fn a_child_without_sex_gets_no_adult_cut_offs() {
        use crate::testing::{close, num, run, text, V};
        // The case: 10 years, 140 cm, 40 kg, sex not given. BMI
        // 40 / 1.4² = 20.408163265306122 (by hand); the adult category
        // ("normal"), BMI Prime and 18.5–25 healthy range would mislead.
        let out = run(
            &FUNCTION,
            &[
                ("unit", V::O("metric")),
                ("heightCm", V::N(140.0)),
                ("weightKg", V::N(40.0)),
                ("age", V::N(10.0)),
                ("sex", V::O("unspecified")),
            ],
        )
        .unwrap();
        close(num(&out, "bmi"), 20.408163265306122, 1e-15);
        assert_eq!(text(&out, "ageNote"), "under20");
        for adult in [
            "category",
            "bmiPrime",
            "healthyWeightMinKg",
            "healthyWeightMaxKg",
            "healthyWeightMinLb",
            "healthyWeightMaxLb",
        ] {
            assert!(out.get(adult).is_none(), "{adult}");
        }
    }

    #[test]
    fn category_boundaries_follow_who() {
        assert_eq!(category(18.499), "underweight");
        assert_eq!(category(18.5), "normal");
        assert_eq!(category(24.999), "normal");
        assert_eq!(category(25.0), "overweight");
        assert_eq!(category(30.0), "obese");
    }

    #[test]
    fn zero_imperial_height_is_rejected() {
        let err = run("imperial", 0.0, 0.0, 0.0, 0.0, 160.0).unwrap_err();
        assert_eq!(err.input, "heightFt");
    }

    #[test]
    fn a_child_with_sex_gets_the_cdc_percentile() {
        use crate::testing::{close, num, run, text, V};
        // Boy of 10, 140 cm, 40 kg: CDC row Sex 1, Agemos 120.5; mpmath at 50
        // digits: percentile 90.26578996824345, CDC category overweight; the
        // healthy range is the 5th to 85th percentile BMI × 1.4².
        let boy = [
            ("unit", V::O("metric")),
            ("heightCm", V::N(140.0)),
            ("weightKg", V::N(40.0)),
            ("age", V::N(10.0)),
            ("sex", V::O("male")),
        ];
        let out = run(&FUNCTION, &boy).unwrap();
        close(num(&out, "percentile"), 90.26578996824345, 1e-14);
        assert_eq!(text(&out, "childCategory"), "overweight");
        assert_eq!(text(&out, "ageNote"), "child");
        close(
            num(&out, "healthyWeightMaxKg"),
            19.390411312063993 * 1.96,
            1e-14,
        );
        // The adult category and BMI Prime do not apply to a child.
        assert!(out.get("category").is_none() && out.get("bmiPrime").is_none());
        // Without the sex, the notice asking for it; from 20, the adult one.
        let unknown = run(
            &FUNCTION,
            &[boy[0], boy[1], boy[2], boy[3], ("sex", V::O("unspecified"))],
        )
        .unwrap();
        assert_eq!(text(&unknown, "ageNote"), "under20");
        assert!(unknown.get("percentile").is_none());
        let adult = run(
            &FUNCTION,
            &[boy[0], boy[1], boy[2], ("age", V::N(20.0)), boy[4]],
        )
        .unwrap();
        assert_eq!(text(&adult, "category"), "normal");
        assert!(adult.get("percentile").is_none());
    }
}
