//! Body mass index: weight in kilograms over height in metres squared, with
//! the WHO adult categories (WHO, "A healthy lifestyle — WHO
//! recommendations", 2010) and BMI Prime (BMI / 25). The adult categories
//! do not apply under 20 (CDC: BMI-for-age percentiles instead), so an age
//! under 20 raises a notice rather than a silently wrong category.

use crate::error::{ErrorKind, InputError};
use crate::inputs::Inputs;
use crate::outputs::Outputs;
use crate::registry::Function;

/// International yard and pound agreement (1959).
pub const KG_PER_LB: f64 = 0.453_592_37;
pub const M_PER_IN: f64 = 0.0254;

pub const FUNCTION: Function = Function {
    id: "bmi",
    inputs: &[
        "unit", "heightCm", "weightKg", "heightFt", "heightIn", "weightLb", "age",
    ],
    outputs: &[
        "bmi",
        "category",
        "bmiPrime",
        "healthyWeightMinKg",
        "healthyWeightMaxKg",
        "healthyWeightMinLb",
        "healthyWeightMaxLb",
        "ageNote",
    ],
    compute,
};

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

fn compute(inputs: &Inputs) -> Result<Outputs, InputError> {
    let (height_m, weight_kg) = match inputs.option("unit")? {
        "imperial" => {
            let inches = inputs.number("heightFt")? * 12.0 + inputs.number("heightIn")?;
            if inches <= 0.0 {
                return Err(InputError::new(
                    "heightFt",
                    ErrorKind::NotAbove { above: 0.0 },
                ));
            }
            (inches * M_PER_IN, inputs.number("weightLb")? * KG_PER_LB)
        }
        _ => (
            inputs.number("heightCm")? / 100.0,
            inputs.number("weightKg")?,
        ),
    };
    let square = height_m * height_m;
    let bmi = weight_kg / square;
    let age_note = if inputs.number("age")? < ADULT_AGE {
        "under20"
    } else {
        "none"
    };
    Ok(Outputs::new()
        .number("bmi", bmi)
        .text("category", category(bmi))
        .number("bmiPrime", bmi / 25.0)
        .number("healthyWeightMinKg", 18.5 * square)
        .number("healthyWeightMaxKg", 25.0 * square)
        .number("healthyWeightMinLb", 18.5 * square / KG_PER_LB)
        .number("healthyWeightMaxLb", 25.0 * square / KG_PER_LB)
        .text("ageNote", age_note))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::values::Value;
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
        ]);
        compute(&Inputs::new(values))
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
            Some(&crate::OutValue::Text("normal".into()))
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
        ]);
        let out = compute(&Inputs::new(values.clone())).unwrap();
        assert_eq!(
            out.get("ageNote"),
            Some(&crate::OutValue::Text("under20".into()))
        );
        values.insert("age".to_string(), Value::Number(20.0));
        let out = compute(&Inputs::new(values)).unwrap();
        assert_eq!(
            out.get("ageNote"),
            Some(&crate::OutValue::Text("none".into()))
        );
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
}
