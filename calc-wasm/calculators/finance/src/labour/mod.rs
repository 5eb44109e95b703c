//! Brazilian labour calculators (issue 44): 13º salário, férias,
//! rescisão, seguro-desemprego, horas extras and FGTS, one file each, what
//! they share (`common`) and the tables read from data/br-labour.yaml
//! (`data`).

pub mod common;
pub mod data;
pub mod fgts;
pub mod horas_extras;
pub mod seguro_desemprego;
pub mod severance;
pub mod thirteenth;
pub mod vacation;
