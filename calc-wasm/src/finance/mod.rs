pub mod annuity;
pub mod mortgage;
