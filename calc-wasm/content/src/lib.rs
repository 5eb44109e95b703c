//! content-model checks each calculator's YAML against the function it
//! names, its defaults with the page's own parser and its examples by
//! computing them: through [`ContentMath`], over whichever modules it is
//! given. The generator gives it every module; a calculator crate's tests
//! give it that crate's functions alone ([`test_catalogue!`]), so
//! `cargo test -p <crate>` compiles no other calculator.

mod math;
pub mod testing;

pub use content_model::Calculator;
pub use math::ContentMath;
