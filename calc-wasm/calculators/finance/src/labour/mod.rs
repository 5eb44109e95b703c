//! Brazilian labour calculators (issue 44): 13º salário, férias and
//! rescisão, one file each, and what they share (`common`).

pub mod common;
pub mod severance;
pub mod thirteenth;
pub mod vacation;
