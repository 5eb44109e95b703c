//! BMI-for-age by the WHO references, which Brazil's Ministry of Health uses
//! (SISVAN; Caderneta da Criança, Caderneta de Saúde do Adolescente):
//!
//! - under 5 years, the WHO Child Growth Standards (2006), by day of age
//!   (0 to 1856 days; the age in days rounded, as WHO's `anthro` does);
//! - from 5 to 19 years, the WHO Growth Reference for 5–19 years (2007), by
//!   month (61 to 228 months), L, M and S taken linearly between whole
//!   months, as WHO's `anthroplus` does. The gap between 60 months and day
//!   1856 of the 2006 table is read on the 2006 table, which covers it.
//!
//! z by the LMS method, with WHO's restricted application beyond ±3 SD for
//! weight-based indicators ("WHO Child Growth Standards: Methods and
//! development", 2006, chapter 7; the 2007 reference the same): a BMI above
//! SD3 is 3 + (BMI − SD3) / (SD3 − SD2), below SD−3 it is
//! −3 + (BMI − SD−3) / (SD−2 − SD−3), so the distance stays linear where the
//! fitted skewness would stretch or squeeze the tails.
//!
//! Categories: those of the Ministry's SISVAN (Ministério da Saúde,
//! "Orientações para a coleta e análise de dados antropométricos em serviços
//! de saúde: Norma Técnica do SISVAN", 2011), which follow WHO's.

use super::common::Sex;
use super::normal::phi;
use super::who_bmi_lms::{Lms, DAY_FEMALE, DAY_MALE, MONTH_FEMALE, MONTH_MALE};

/// The last day of the 2006 table and the first and last months of 2007's.
pub const LAST_DAY: u32 = 1856;
const FIRST_MONTH: f64 = 61.0;
pub const LAST_MONTH: f64 = 228.0;
/// WHO: an age in months is an age in days over 30.4375 (365.25 / 12).
const DAYS_PER_YEAR: f64 = 365.25;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reference {
    /// WHO Child Growth Standards (2006), 0 to 5 years.
    Who2006,
    /// WHO Growth Reference for 5–19 years (2007).
    Who2007,
}

impl Reference {
    pub fn id(self) -> &'static str {
        match self {
            Reference::Who2006 => "who2006",
            Reference::Who2007 => "who2007",
        }
    }
}

/// L, M, S of a row, from the embedded integers (exact decimal scalings).
fn row([l, m, s]: Lms) -> (f64, f64, f64) {
    (f64::from(l) / 1e4, f64::from(m) / 1e4, f64::from(s) / 1e5)
}

/// The reference and its L, M, S for a child of `sex` aged `years`
/// (0 to 19; the caller keeps older ages out).
pub fn lms(sex: Sex, years: f64) -> (Reference, (f64, f64, f64)) {
    // Round half up, as WHO's anthro does; never negative.
    let days = (years * DAYS_PER_YEAR + 0.5).floor().max(0.0);
    if days <= f64::from(LAST_DAY) {
        let table = match sex {
            Sex::Male => &DAY_MALE,
            Sex::Female => &DAY_FEMALE,
        };
        return (Reference::Who2006, row(table[days as usize]));
    }
    let table = match sex {
        Sex::Male => &MONTH_MALE,
        Sex::Female => &MONTH_FEMALE,
    };
    let months = (years * 12.0).clamp(FIRST_MONTH, LAST_MONTH);
    let low = months.floor();
    let i = (low - FIRST_MONTH) as usize;
    let (l0, m0, s0) = row(table[i]);
    let t = months - low;
    if t == 0.0 {
        return (Reference::Who2007, (l0, m0, s0));
    }
    let (l1, m1, s1) = row(table[i + 1]);
    let lerp = |a: f64, b: f64| a + t * (b - a);
    (
        Reference::Who2007,
        (lerp(l0, l1), lerp(m0, m1), lerp(s0, s1)),
    )
}

/// The BMI `z` standard deviations from the median.
pub fn bmi_at((l, m, s): (f64, f64, f64), z: f64) -> f64 {
    if l == 0.0 {
        m * (s * z).exp()
    } else {
        m * (1.0 + l * s * z).powf(1.0 / l)
    }
}

/// The z-score of `bmi`, restricted beyond ±3 SD as WHO specifies.
pub fn z_score(p: (f64, f64, f64), bmi: f64) -> f64 {
    let (l, m, s) = p;
    let z = if l == 0.0 {
        (bmi / m).ln() / s
    } else {
        ((bmi / m).powf(l) - 1.0) / (l * s)
    };
    if z > 3.0 {
        let sd3 = bmi_at(p, 3.0);
        3.0 + (bmi - sd3) / (sd3 - bmi_at(p, 2.0))
    } else if z < -3.0 {
        let sd3neg = bmi_at(p, -3.0);
        -3.0 + (bmi - sd3neg) / (bmi_at(p, -2.0) - sd3neg)
    } else {
        z
    }
}

/// Which of SISVAN's six z-score bands `z` falls in: below −3, −3 to
/// below −2, −2 to +1, above +1 to +2, above +2 to +3, above +3 (the
/// lower edges closed, the upper ones from +1 on open below, as the
/// Ministry's tables write "> +1 e ≤ +2").
fn sd_band(z: f64) -> usize {
    [-3.0, -2.0].iter().filter(|&&edge| z >= edge).count()
        + [1.0, 2.0, 3.0].iter().filter(|&&edge| z > edge).count()
}

/// SISVAN, children under 5 (BMI-for-age): thinness below −2 SD, normal
/// weight ("eutrofia") to +1 SD, risk of overweight to +2, overweight to
/// +3, obesity above.
const UNDER5: [&str; 6] = [
    "severeThinness",
    "thinness",
    "normal",
    "riskOfOverweight",
    "overweight",
    "obesity",
];

/// SISVAN, children of 5 to 10 and adolescents (WHO 2007: thinness
/// < −2 SD, overweight > +1 SD, obesity > +2 SD), severe obesity above +3.
const FROM5TO19: [&str; 6] = [
    "severeThinness",
    "thinness",
    "normal",
    "overweight",
    "obesity",
    "severeObesity",
];

pub fn category_under5(z: f64) -> &'static str {
    UNDER5[sd_band(z)]
}

pub fn category_5to19(z: f64) -> &'static str {
    FROM5TO19[sd_band(z)]
}

/// A child's BMI read against WHO's tables.
#[derive(Debug, Clone, Copy)]
pub struct Child {
    pub reference: Reference,
    pub z: f64,
    pub percentile: f64,
    /// Under 5 years: the under-5 categories apply; otherwise the 5–19 ones.
    pub under5: bool,
    pub category: &'static str,
    /// BMI at −2, +1 and +2 SD: the edges of thinness, overweight (risk of
    /// overweight under 5) and obesity (overweight under 5).
    pub minus2: f64,
    pub plus1: f64,
    pub plus2: f64,
}

pub fn child(sex: Sex, years: f64, bmi: f64) -> Child {
    let (reference, p) = lms(sex, years);
    let z = z_score(p, bmi);
    let under5 = years < 5.0;
    Child {
        reference,
        z,
        percentile: 100.0 * phi(z),
        under5,
        category: if under5 {
            category_under5(z)
        } else {
            category_5to19(z)
        },
        minus2: bmi_at(p, -2.0),
        plus1: bmi_at(p, 1.0),
        plus2: bmi_at(p, 2.0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::close;

    fn rows() -> Vec<(String, Sex, u32, [f64; 3])> {
        let csv = include_str!("data/who-bmi-for-age-lms.csv");
        let mut lines = csv.lines().filter(|l| !l.starts_with('#'));
        assert_eq!(
            lines.next(),
            Some("table,sex,age,L,M,S"),
            "the CSV's header"
        );
        lines
            .map(|line| {
                let f: Vec<&str> = line.split(',').collect();
                let sex = if f[1] == "1" { Sex::Male } else { Sex::Female };
                let n = |i: usize| f[i].parse::<f64>().unwrap();
                (
                    f[0].to_string(),
                    sex,
                    f[2].parse().unwrap(),
                    [n(3), n(4), n(5)],
                )
            })
            .collect()
    }

    #[test]
    fn embedded_tables_are_the_csv() {
        let mut checked = 0;
        for (table, sex, age, [l, m, s]) in rows() {
            let years = match table.as_str() {
                // The middle of day `age`, which rounds to it.
                "who2006" => f64::from(age) / DAYS_PER_YEAR,
                _ => f64::from(age) / 12.0,
            };
            let (reference, p) = lms(sex, years);
            assert_eq!(reference.id(), table, "{table} {sex:?} {age}");
            assert_eq!(p, (l, m, s), "{table} {sex:?} {age}");
            checked += 1;
        }
        assert_eq!(checked, 2 * (1857 + 168));
    }

    #[test]
    fn published_sd_values() {
        // WHO's published z-score tables, to the one decimal they print:
        // (sex, age in years, SD, value). "WHO Child Growth Standards,
        // BMI-for-age, boys/girls, birth to 5 years (z-scores)", row Birth;
        // "WHO Growth Reference 5–19 years, BMI-for-age, boys (z-scores)",
        // rows 5:1 and 10:0; de Onis et al., "Development of a WHO growth
        // reference for school-aged children and adolescents", Bull World
        // Health Organ 2007;85:660–667: at 19 years +1 SD is 25.4 (boys) and
        // 25.0 (girls), +2 SD 29.7 for both.
        let sds = [-3, -2, -1, 0, 1, 2, 3];
        let mut points = Vec::new();
        for (sex, years, row) in [
            (Sex::Male, 0.0, [10.2, 11.1, 12.2, 13.4, 14.8, 16.3, 18.1]),
            (Sex::Female, 0.0, [10.1, 11.1, 12.2, 13.3, 14.6, 16.1, 17.7]),
            (
                Sex::Male,
                61.0 / 12.0,
                [12.1, 13.0, 14.1, 15.3, 16.6, 18.3, 20.2],
            ),
            (Sex::Male, 10.0, [12.8, 13.7, 14.9, 16.4, 18.5, 21.4, 26.1]),
        ] {
            points.extend(sds.iter().zip(row).map(|(&z, v)| (sex, years, z, v)));
        }
        points.extend([
            (Sex::Male, 19.0, 1, 25.4),
            (Sex::Female, 19.0, 1, 25.0),
            (Sex::Male, 19.0, 2, 29.7),
            (Sex::Female, 19.0, 2, 29.7),
        ]);
        for (sex, years, z, want) in points {
            let (_, p) = lms(sex, years);
            let got = bmi_at(p, f64::from(z));
            assert!(
                (got - want).abs() <= 0.05 + 1e-9,
                "{sex:?} {years}: {z} SD {got} vs {want}"
            );
            // The SD value reads back as its z, through the restricted
            // formula beyond ±3 too.
            close(z_score(p, got), f64::from(z), 1e-12);
        }
    }

    #[test]
    fn pygrowup2_z_scores() {
        // pygrowup2 1.0.0 (PyPI), Observation(sex, age_in_months=… or
        // age_in_days=…).bmifa(BMI), run once; it rounds to 0.01.
        // (sex, years, BMI, z); beyond ±3 SD its restricted formula.
        let cases = [
            (Sex::Male, 10.0, 40.0 / (1.4 * 1.4), 1.70),
            (Sex::Male, 10.0, 30.0, 3.84),
            (Sex::Female, 15.0, 45.0, 4.29),
            (Sex::Male, 6.0, 11.0, -4.27),
            // age_in_days = 731 (2 years: 730.5 rounded up), 12 kg at 85 cm.
            (Sex::Female, 2.0, 12.0 / (0.85 * 0.85), 0.66),
            // 365 days; 1096 days (3 years: 1095.75).
            (Sex::Male, 1.0, 11.0, -5.30),
            (Sex::Male, 3.0, 22.0, 4.25),
        ];
        for (sex, years, bmi, want) in cases {
            let z = child(sex, years, bmi).z;
            assert!(
                (z - want).abs() <= 0.005,
                "{sex:?} {years} {bmi}: {z} vs {want}"
            );
        }
    }

    #[test]
    fn boy_of_ten() {
        // WHO 2007, boys, 120 months: L −1.7407, M 16.4433, S 0.10566.
        // BMI 40 / 1.4² = 20.408163265306122; mpmath at 50 digits:
        // z = ((BMI/M)^L − 1)/(L·S) = 1.7040440188779463, 100·Φ(z) =
        // 95.58135680714207.
        let c = child(Sex::Male, 10.0, 40.0 / (1.4 * 1.4));
        assert_eq!(c.reference, Reference::Who2007);
        close(c.z, 1.7040440188779463, 1e-12);
        close(c.percentile, 95.58135680714207, 1e-10);
        assert_eq!(c.category, "overweight");
        assert!(!c.under5);
    }

    #[test]
    fn beyond_three_sd_is_linear() {
        // WHO 2007 boys, 120 months: SD3 = 16.4433·(1 + 3·L·S)^(1/L) and SD2
        // likewise; a BMI of 30: 3 + (30 − SD3)/(SD3 − SD2), by mpmath at 50
        // digits = 3.8402818446021864; plain LMS would give 3.528.
        let c = child(Sex::Male, 10.0, 30.0);
        close(c.z, 3.8402818446021864, 1e-12);
        assert_eq!(c.category, "severeObesity");
    }

    #[test]
    fn months_between_rows_interpolate() {
        // 10 years 6 months and a half: halfway between the rows 126 and 127.
        let (_, (l, m, s)) = lms(Sex::Female, 126.5 / 12.0);
        close(l, (-1.4787 + -1.4763) / 2.0, 1e-14);
        close(m, (16.9136 + 16.9667) / 2.0, 1e-14);
        close(s, (0.12534 + 0.12571) / 2.0, 1e-14);
    }

    #[test]
    fn references_by_age() {
        assert_eq!(lms(Sex::Male, 4.99).0, Reference::Who2006);
        // Day 1856 is 5 years and 29 days: still the 2006 table.
        assert_eq!(lms(Sex::Male, 1856.0 / DAYS_PER_YEAR).0, Reference::Who2006);
        assert_eq!(lms(Sex::Male, 1857.0 / DAYS_PER_YEAR).0, Reference::Who2007);
        assert_eq!(lms(Sex::Male, 19.0).0, Reference::Who2007);
        // Under 5 the under-5 categories, from 5 the 5–19 ones.
        assert!(child(Sex::Male, 4.99, 16.0).under5);
        assert!(!child(Sex::Male, 5.0, 16.0).under5);
    }

    #[test]
    fn categories() {
        for (z, u5, older) in [
            (-3.01, "severeThinness", "severeThinness"),
            (-3.0, "thinness", "thinness"),
            (-2.0, "normal", "normal"),
            (1.0, "normal", "normal"),
            (1.01, "riskOfOverweight", "overweight"),
            (2.0, "riskOfOverweight", "overweight"),
            (2.01, "overweight", "obesity"),
            (3.0, "overweight", "obesity"),
            (3.01, "obesity", "severeObesity"),
        ] {
            assert_eq!(category_under5(z), u5, "{z}");
            assert_eq!(category_5to19(z), older, "{z}");
        }
    }

    #[test]
    fn extremes_stay_finite() {
        for sex in [Sex::Male, Sex::Female] {
            for years in [0.0, 0.001, 4.999, 5.0, 5.09, 12.3, 19.0] {
                for bmi in [0.01, 5.0, 16.0, 60.0, 7.0e6] {
                    let c = child(sex, years, bmi);
                    assert!(c.z.is_finite() && (0.0..=100.0).contains(&c.percentile));
                }
            }
        }
    }
}
