//! BMI-for-age percentile for children and teens, 2 to 19 years, from the
//! CDC 2000 growth charts (Kuczmarski R.J. et al., "2000 CDC growth charts
//! for the United States: methods and development", Vital Health Stat 11(246),
//! 2002) by the LMS method (Cole T.J., Green P.J., Stat Med 1992;11:1305–1319):
//!
//!   z = ((BMI / M)^L − 1) / (L·S),  percentile = 100·Φ(z),
//!
//! with L, M, S for the child's sex and completed month of age (`cdc_bmi_lms.rs`),
//! Φ by Cody's erfc (`normal.rs`). CDC categories: underweight under the 5th
//! percentile, healthy weight 5th to under 85th, overweight 85th to under 95th,
//! obesity from the 95th. The BMI at a percentile p is M·(1 + L·S·z_p)^(1/L).

use super::bmi::KG_PER_LB;
use super::cdc_bmi_lms::{Lms, FEMALE, MALE};
use super::common::{self, Limits, Sex};
use super::normal::phi;
use crate::error::InputError;
use crate::inputs::Inputs;
use crate::outputs::Outputs;
use crate::registry::Function;

pub const FUNCTION: Function = Function {
    id: "bmi-for-age",
    inputs: &[
        "unit",
        "sex",
        "ageYears",
        "ageMonths",
        "heightCm",
        "weightKg",
        "heightFt",
        "heightIn",
        "weightLb",
    ],
    outputs: &[
        "bmi",
        "percentile",
        "zScore",
        "category",
        "percentOf95th",
        "bmiP5",
        "bmiP85",
        "bmiP95",
        "healthyWeightMinKg",
        "healthyWeightMaxKg",
        "healthyWeightMinLb",
        "healthyWeightMaxLb",
    ],
    compute,
};

pub const YEARS: (i64, i64) = (2, 19);
pub const CHILD: Limits = Limits {
    cm: (50.0, 250.0),
    kg: (5.0, 300.0),
    ft: (1.0, 8.0),
    lb: (11.0, 660.0),
};

/// z for the 5th, 85th and 95th percentiles: float(√2·erfinv(2p − 1)) by
/// mpmath at 50 digits.
const Z95: f64 = 1.6448536269514726;
const Z85: f64 = 1.0364333894937896;

/// L, M, S for `sex` at `months` completed months (24..=239).
pub fn lms(sex: Sex, months: usize) -> (f64, f64, f64) {
    let table: &[Lms; 216] = match sex {
        Sex::Male => &MALE,
        Sex::Female => &FEMALE,
    };
    let [l, m, s] = table[months.clamp(24, 239) - 24];
    // Exact decimal scalings: each quotient is the double nearest the published value.
    (-f64::from(l) / 1e9, f64::from(m) / 1e8, f64::from(s) / 1e9)
}

pub fn z_score((l, m, s): (f64, f64, f64), bmi: f64) -> f64 {
    ((bmi / m).powf(l) - 1.0) / (l * s)
}

pub fn bmi_at((l, m, s): (f64, f64, f64), z: f64) -> f64 {
    m * (1.0 + l * s * z).powf(1.0 / l)
}

pub fn category(percentile: f64) -> &'static str {
    if percentile < 5.0 {
        "underweight"
    } else if percentile < 85.0 {
        "healthy"
    } else if percentile < 95.0 {
        "overweight"
    } else {
        "obesity"
    }
}

fn compute(inputs: &Inputs) -> Result<Outputs, InputError> {
    let sex = common::sex(inputs)?;
    let years = common::integer_in(inputs, "ageYears", YEARS.0, YEARS.1)?;
    let months = common::integer_in(inputs, "ageMonths", 0, 11)?;
    let body = common::body(inputs, &CHILD)?;
    let p = lms(sex, (years * 12 + months) as usize);
    let square = body.height_cm * body.height_cm / 1e4;
    let bmi = body.weight_kg / square;
    let z = z_score(p, bmi);
    let percentile = 100.0 * phi(z);
    let (p5, p85, p95) = (bmi_at(p, -Z95), bmi_at(p, Z85), bmi_at(p, Z95));
    Ok(Outputs::new()
        .number("bmi", bmi)
        .number("percentile", percentile)
        .number("zScore", z)
        .text("category", category(percentile))
        .number("percentOf95th", bmi / p95 * 100.0)
        .number("bmiP5", p5)
        .number("bmiP85", p85)
        .number("bmiP95", p95)
        .number("healthyWeightMinKg", p5 * square)
        .number("healthyWeightMaxKg", p85 * square)
        .number("healthyWeightMinLb", p5 * square / KG_PER_LB)
        .number("healthyWeightMaxLb", p85 * square / KG_PER_LB))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{
        assert_rejected, assert_rejects, both_sexes, close, num, run_on, text, V,
    };

    /// No calculator page uses this function yet, so no YAML declares its
    /// inputs: the test does.
    const INPUTS: &[(&str, V)] = &[
        ("unit", V::O("metric")),
        ("sex", V::O("male")),
        ("ageYears", V::N(10.0)),
        ("ageMonths", V::N(0.0)),
        ("heightCm", V::N(140.0)),
        ("weightKg", V::N(40.0)),
        ("heightFt", V::N(4.0)),
        ("heightIn", V::N(7.0)),
        ("weightLb", V::N(88.0)),
    ];

    fn child(overrides: &[(&str, V)]) -> Result<Outputs, InputError> {
        run_on(&FUNCTION, INPUTS, overrides)
    }

    #[test]
    fn embedded_table_is_the_csv() {
        let csv = include_str!("data/cdc-bmi-for-age-lms.csv");
        let mut checked = 0;
        for line in csv.lines().skip(1) {
            let f: Vec<f64> = line.split(',').map(|c| c.parse().unwrap()).collect();
            let sex = if f[0] == 1.0 { Sex::Male } else { Sex::Female };
            if f[1].fract() != 0.5 || f[1] > 240.0 {
                continue;
            }
            let p = lms(sex, f[1] as usize);
            assert_eq!(p, (f[2], f[3], f[4]), "{line}");
            // CDC's own percentile columns: P5, P85, P95 (within the 2.5e-7 the data package found).
            for (got, want) in [
                (bmi_at(p, -Z95), f[6]),
                (bmi_at(p, Z85), f[11]),
                (bmi_at(p, Z95), f[13]),
            ] {
                assert!((got - want).abs() < 3e-7, "{line}: {got} vs {want}");
            }
            assert_eq!(z_score(p, f[3]), 0.0);
            close(100.0 * phi(z_score(p, f[13])), 95.0, 1e-6);
            checked += 1;
        }
        assert_eq!(checked, 2 * 216);
    }

    #[test]
    fn boy_of_ten() {
        // Row Sex 1, Agemos 120.5 (L −2.765648008, M 16.64613844, S 0.120112464);
        // BMI 40/1.4² = 20.408163265306122. mpmath, 50 digits: z = 1.296845938958253,
        // percentile 90.26578996824345, BMI at the 95th 22.15409241973049.
        let out = child(&[]).unwrap();
        close(num(&out, "zScore"), 1.296845938958253, 1e-14);
        close(num(&out, "percentile"), 90.26578996824345, 1e-14);
        assert_eq!(text(&out, "category"), "overweight");
        close(num(&out, "bmiP95"), 22.15409241973049, 1e-14);
        close(num(&out, "bmiP5"), 14.218655076271741, 1e-14);
        close(
            num(&out, "healthyWeightMaxKg"),
            19.390411312063993 * 1.96,
            1e-14,
        );
        close(
            num(&out, "percentOf95th"),
            20.408163265306122 / 22.15409241973049 * 100.0,
            1e-14,
        );
    }

    #[test]
    fn girl_of_five() {
        // Sex 2, Agemos 60.5; BMI 16/1.05²; mpmath: z = −0.550247548610875, 29.107479729335243.
        let out = child(&[
            ("sex", V::O("female")),
            ("ageYears", V::N(5.0)),
            ("heightCm", V::N(105.0)),
            ("weightKg", V::N(16.0)),
        ])
        .unwrap();
        close(num(&out, "zScore"), -0.550247548610875, 1e-14);
        close(num(&out, "percentile"), 29.107479729335243, 1e-14);
        assert_eq!(text(&out, "category"), "healthy");
    }

    #[test]
    fn categories() {
        assert_eq!(category(4.99), "underweight");
        assert_eq!(category(5.0), "healthy");
        assert_eq!(category(84.99), "healthy");
        assert_eq!(category(85.0), "overweight");
        assert_eq!(category(95.0), "obesity");
    }

    #[test]
    fn limits_and_extremes() {
        assert_rejects(
            child,
            &[
                ("ageYears", V::N(1.0)),
                ("ageYears", V::N(20.0)),
                ("ageMonths", V::N(12.0)),
                ("heightCm", V::N(0.0)),
                ("weightKg", V::N(-1.0)),
            ],
        );
        let pounds = [("unit", V::O("imperial")), ("weightLb", V::N(0.0))];
        assert_rejected(child, &pounds, "weightLb");
        let ids = ["ageYears", "ageMonths", "heightCm", "weightKg"];
        let rows = [
            [2.0, 0.0, 250.0, 5.0],
            [19.0, 11.0, 50.0, 300.0],
            [2.0, 0.0, 50.0, 300.0],
        ];
        for o in both_sexes(ids, &rows) {
            let p = num(&child(&o).unwrap(), "percentile");
            assert!((0.0..=100.0).contains(&p), "{p}");
        }
    }
}
