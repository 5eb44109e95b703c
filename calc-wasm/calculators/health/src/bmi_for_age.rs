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

//!
//! The BMI calculator (`bmi.rs`) gives this result from 2 to 19 years when
//! the sex is given.

use super::cdc_bmi_lms::{Lms, FEMALE, MALE};
use super::common::Sex;
use super::normal::phi;

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

/// A child's BMI read against CDC's table.
#[derive(Debug, Clone, Copy)]
pub struct Child {
    pub percentile: f64,
    pub z: f64,
    pub category: &'static str,
    /// BMI at the 5th, 85th and 95th percentiles for the age and sex.
    pub p5: f64,
    pub p85: f64,
    pub p95: f64,
}

/// `bmi` of a child of `sex` at `months` completed months (clamped to 24..=239).
pub fn child(sex: Sex, months: usize, bmi: f64) -> Child {
    let p = lms(sex, months);
    let z = z_score(p, bmi);
    let percentile = 100.0 * phi(z);
    Child {
        percentile,
        z,
        category: category(percentile),
        p5: bmi_at(p, -Z95),
        p85: bmi_at(p, Z85),
        p95: bmi_at(p, Z95),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::close;

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
    fn published_percentiles() {
        // CDC, bmiagerev.csv (https://www.cdc.gov/growthcharts/data/zscore/bmiagerev.csv),
        // columns P5, P85, P95 as published: (sex, completed months, P5, P85, P95).
        let rows = [
            (Sex::Male, 24, 14.71929257, 18.11954923, 19.27889813),
            (Sex::Male, 60, 13.83854804, 16.84075838, 17.93892524),
            (Sex::Male, 120, 14.21865508, 19.3904113, 22.15409238),
            (Sex::Male, 180, 16.55481067, 23.45117065, 26.83688026),
            (Sex::Male, 239, 19.10550722, 27.01575092, 30.54859414),
            (Sex::Female, 24, 14.3801866, 17.97371413, 19.05823845),
            (Sex::Female, 60, 13.52091027, 16.80197195, 18.25738105),
            (Sex::Female, 120, 14.03535405, 19.98399779, 22.98257733),
            (Sex::Female, 180, 16.30973602, 24.04502533, 28.12369169),
            (Sex::Female, 239, 17.82126653, 26.4624291, 31.73068625),
        ];
        for (sex, months, p5, p85, p95) in rows {
            let c = child(sex, months, 18.0);
            for (got, want) in [(c.p5, p5), (c.p85, p85), (c.p95, p95)] {
                assert!(
                    (got - want).abs() < 3e-7,
                    "{sex:?} {months}: {got} vs {want}"
                );
            }
            // A BMI at a published percentile reads back as that percentile.
            close(child(sex, months, p5).percentile, 5.0, 1e-5);
            close(child(sex, months, p85).percentile, 85.0, 1e-6);
            close(child(sex, months, p95).percentile, 95.0, 1e-6);
            assert_eq!(child(sex, months, p85 - 1e-4).category, "healthy");
            assert_eq!(child(sex, months, p85 + 1e-4).category, "overweight");
            assert_eq!(child(sex, months, p95 + 1e-4).category, "obesity");
            assert_eq!(child(sex, months, p5 - 1e-4).category, "underweight");
        }
    }

    #[test]
    fn boy_of_ten() {
        // Row Sex 1, Agemos 120.5 (L −2.765648008, M 16.64613844, S 0.120112464);
        // BMI 40/1.4² = 20.408163265306122. mpmath, 50 digits: z = 1.296845938958253,
        // percentile 90.26578996824345, BMI at the 95th 22.15409241973049.
        let c = child(Sex::Male, 120, 40.0 / (1.4 * 1.4));
        close(c.z, 1.296845938958253, 1e-14);
        close(c.percentile, 90.26578996824345, 1e-14);
        assert_eq!(c.category, "overweight");
        close(c.p95, 22.15409241973049, 1e-14);
        close(c.p5, 14.218655076271741, 1e-14);
        close(c.p85, 19.390411312063993, 1e-14);
    }

    #[test]
    fn girl_of_five() {
        // Sex 2, Agemos 60.5; BMI 16/1.05²; mpmath: z = −0.550247548610875, 29.107479729335243.
        let c = child(Sex::Female, 60, 16.0 / (1.05 * 1.05));
        close(c.z, -0.550247548610875, 1e-14);
        close(c.percentile, 29.107479729335243, 1e-14);
        assert_eq!(c.category, "healthy");
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
    fn extremes_stay_in_range() {
        for sex in [Sex::Male, Sex::Female] {
            for months in [0, 24, 239, 400] {
                for bmi in [5.0, 12.0, 40.0, 120.0] {
                    let p = child(sex, months, bmi).percentile;
                    assert!((0.0..=100.0).contains(&p), "{p}");
                }
            }
        }
    }
}
