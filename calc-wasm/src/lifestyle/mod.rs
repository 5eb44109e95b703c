pub mod percentage;
