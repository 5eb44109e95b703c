pub mod bmi;
