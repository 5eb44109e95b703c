//! Renda fixa (issue 45): poupança, CDB/LC, LCI/LCA and the Tesouro Direto
//! titles side by side after tax and fees. `rules` holds the law's tables
//! and formulas (data/br-fixed-income.yaml); `calculator` the page's
//! function and its day-count convention.

pub mod calculator;
pub mod rules;
