//! SSA Office of the Chief Actuary, "Period Life Table, 2023, as used in the
//! 2026 Trustees Report" (Actuarial Life Table, Table 4C6; Social Security
//! area population; https://www.ssa.gov/oact/STATS/table4c6.html). Public
//! domain. q(x) from SSA's DeathProbsE_{M,F}_Hist_TR2026.csv, row 2023; e(x)
//! from Table 4C6. Provenance and checks: data/README.md.
//!
//! `ROWS`: one row per exact age 0..=119, `[male q(x) × 10⁶, male e(x) × 100,
//! female q(x) × 10⁶, female e(x) × 100]`, the published digits as integers
//! (made by build.rs from data/ssa-period-life-table-2023.csv). q(x):
//! probability of dying within one year at exact age x; e(x): period life
//! expectancy in remaining years at exact age x.

include!(concat!(env!("OUT_DIR"), "/ssa_life_table.rs"));
