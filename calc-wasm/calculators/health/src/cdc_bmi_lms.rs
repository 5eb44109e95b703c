//! CDC/NCHS 2000 growth charts, BMI-for-age, 2 to 20 years: LMS parameters
//! (CDC's bmiagerev.csv, https://www.cdc.gov/growthcharts/data/zscore/bmiagerev.csv).
//! Public domain. Only the mid-month rows are kept (Agemos = m + 0.5 for
//! m = 24..=239 completed months): CDC lists each single month of age "at the
//! half-month point for the entire month". Provenance: data/README.md.
//!
//! `MALE` and `FEMALE` are made by build.rs from data/cdc-bmi-for-age-lms.csv;
//! index = completed months − 24.

/// `[−L × 10⁹, M × 10⁸, S × 10⁹]` (every L in the table is negative), the
/// published decimals as integers.
pub type Lms = [u32; 3];

include!(concat!(env!("OUT_DIR"), "/cdc_bmi_lms.rs"));
