//! A Rust calculator declared once: `calculator!` names its id, its inputs
//! and its outputs, each with its kind, and makes from them the `Function`
//! the registry lists and one typed constant per id. The compute function
//! reads inputs through `Read<C>` and writes outputs through `Write<C>`,
//! which take only `C`'s constants: reading an input the calculator did not
//! declare, writing an output it did not declare, or one of another
//! calculator, is a compile error, and a value of the wrong kind too.
//!
//! ```
//! use calc_core::calculator;
//! use calc_core::InputError;
//!
//! calculator! {
//!     /// Doubles a number.
//!     pub mod double = "double" (compute) {
//!         inputs { x: Number }
//!         outputs { twice: Number }
//!     }
//! }
//!
//! fn compute(inputs: double::In) -> Result<double::Out, InputError> {
//!     use double::{input as i, output as o};
//!     Ok(double::Out::new().number(o::twice, 2.0 * inputs.number(i::x)?))
//! }
//!
//! fn main() {
//!     assert_eq!(double::FUNCTION.inputs, ["x"]);
//!     assert_eq!(double::FUNCTION.outputs, ["twice"]);
//! }
//! ```
//!
//! An output the calculator did not declare does not compile:
//!
//! ```compile_fail
//! use calc_core::calculator;
//! use calc_core::InputError;
//!
//! calculator! {
//!     pub mod double = "double" (compute) {
//!         inputs { x: Number }
//!         outputs { twice: Number }
//!     }
//! }
//!
//! fn compute(inputs: double::In) -> Result<double::Out, InputError> {
//!     use double::{input as i, output as o};
//!     Ok(double::Out::new().number(o::thrice, 3.0 * inputs.number(i::x)?))
//! }
//!
//! fn main() {}
//! ```
//!
//! Nor does another calculator's output:
//!
//! ```compile_fail
//! use calc_core::calculator;
//! use calc_core::InputError;
//!
//! calculator! {
//!     pub mod double = "double" (twice) { inputs { x: Number } outputs { twice: Number } }
//! }
//! calculator! {
//!     pub mod halve = "halve" (half) { inputs { x: Number } outputs { half: Number } }
//! }
//!
//! fn twice(inputs: double::In) -> Result<double::Out, InputError> {
//!     Ok(double::Out::new().number(halve::output::half, 2.0 * inputs.number(double::input::x)?))
//! }
//! fn half(inputs: halve::In) -> Result<halve::Out, InputError> {
//!     Ok(halve::Out::new().number(halve::output::half, inputs.number(halve::input::x)? / 2.0))
//! }
//!
//! fn main() {}
//! ```
//!
//! Nor does reading an input as another kind than declared:
//!
//! ```compile_fail
//! use calc_core::calculator;
//! use calc_core::InputError;
//!
//! calculator! {
//!     pub mod double = "double" (compute) { inputs { x: Number } outputs { twice: Number } }
//! }
//!
//! fn compute(inputs: double::In) -> Result<double::Out, InputError> {
//!     let _ = inputs.option(double::input::x)?;
//!     Ok(double::Out::new().number(double::output::twice, 0.0))
//! }
//!
//! fn main() {}
//! ```

use crate::error::InputError;
use crate::inputs::Inputs;
use crate::outputs::Outputs;
use crate::registry::Function;
use crate::values::NumberStyle;
use std::marker::PhantomData;

/// The kinds of input a calculator reads, as its YAML declares them.
pub mod kind {
    /// A number field.
    pub struct Number;
    /// A choice among options, read as the option's id.
    pub struct Choice;
    /// A checkbox.
    pub struct Flag;
    /// A date field.
    pub struct Day;
    /// A text field (a list, a matrix, an expression, free text).
    pub struct Text;
    /// A structured output (a table, a schedule, a nullable number).
    pub struct Json;
    /// A whole-number output.
    pub struct Integer;

    /// Output kinds a text may be written to: a text, or a structured
    /// output that is sometimes a text (a list drawn, else a message).
    pub trait HoldsText {}
    impl HoldsText for Text {}
    impl HoldsText for Json {}

    /// Output kinds a number may be written to: a number, or a structured
    /// output that is sometimes a number (a time to a goal, else null).
    pub trait HoldsNumber {}
    impl HoldsNumber for Number {}
    impl HoldsNumber for Json {}

    /// Output kinds a whole number may be written to (`Json`: or null).
    pub trait HoldsInteger {}
    impl HoldsInteger for Integer {}
    impl HoldsInteger for Json {}

    /// Output kinds a date may be written to (`Json`: or null).
    pub trait HoldsDate {}
    impl HoldsDate for Day {}
    impl HoldsDate for Json {}
}
pub use kind::{Choice, Day, Flag, Integer, Json, Number, Text};

/// Input `id` of calculator `C`, of kind `K`.
pub struct Input<C, K> {
    id: &'static str,
    marker: PhantomData<fn() -> (C, K)>,
}

/// Output `id` of calculator `C`, of kind `K`.
pub struct Output<C, K> {
    id: &'static str,
    marker: PhantomData<fn() -> (C, K)>,
}

macro_rules! copy_id {
    ($($t:ident),*) => {$(
        impl<C, K> Clone for $t<C, K> {
            fn clone(&self) -> Self {
                *self
            }
        }
        impl<C, K> Copy for $t<C, K> {}
        impl<C, K> $t<C, K> {
            #[doc(hidden)]
            pub const fn declared(id: &'static str) -> Self {
                $t { id, marker: PhantomData }
            }
            /// The id, as the YAML, share links and `eval` write it.
            pub const fn id(self) -> &'static str {
                self.id
            }
        }
    )*};
}
copy_id!(Input, Output);

/// What `calculator!` declares: a calculator's id, inputs, outputs and the
/// compute function that reads and writes them. `Ids` is the type whose
/// ids it reads and writes: itself, or the first of several calculators
/// declared together with one shape (a page's language variants).
pub trait Declared: 'static {
    type Ids;
    const ID: &'static str;
    const INPUTS: &'static [&'static str];
    const OUTPUTS: &'static [&'static str];
    fn compute(inputs: Read<'_, Self::Ids>) -> Result<Write<Self::Ids>, InputError>;
}

/// The registry's view of a declared calculator.
pub const fn function<C: Declared>() -> Function {
    Function {
        id: C::ID,
        inputs: C::INPUTS,
        outputs: C::OUTPUTS,
        compute: compute::<C>,
    }
}

fn compute<C: Declared>(inputs: &Inputs) -> Result<Outputs, InputError> {
    C::compute(Read {
        inputs,
        marker: PhantomData,
    })
    .map(|written| written.outputs)
}

/// The validated inputs of calculator `C`, read by its declared ids only.
pub struct Read<'a, C> {
    inputs: &'a Inputs,
    marker: PhantomData<fn() -> C>,
}

impl<C> Clone for Read<'_, C> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<C> Copy for Read<'_, C> {}

impl<'a, C> Read<'a, C> {
    pub fn number(&self, id: Input<C, Number>) -> Result<f64, InputError> {
        self.inputs.number(id.id)
    }

    pub fn option(&self, id: Input<C, Choice>) -> Result<&'a str, InputError> {
        self.inputs.option(id.id)
    }

    pub fn flag(&self, id: Input<C, Flag>) -> Result<bool, InputError> {
        self.inputs.flag(id.id)
    }

    pub fn date(&self, id: Input<C, Day>) -> Result<time::Date, InputError> {
        self.inputs.date(id.id)
    }

    pub fn text(&self, id: Input<C, Text>) -> Result<&'a str, InputError> {
        self.inputs.text(id.id)
    }

    /// `Inputs::number_text`: a list of numbers, decimal commas read by the page.
    pub fn number_text(&self, id: Input<C, Text>) -> Result<std::borrow::Cow<'a, str>, InputError> {
        self.inputs.number_text(id.id)
    }

    /// `Inputs::expression_text`: a formula, decimal commas read by the page.
    pub fn expression_text(
        &self,
        id: Input<C, Text>,
    ) -> Result<std::borrow::Cow<'a, str>, InputError> {
        self.inputs.expression_text(id.id)
    }

    /// `Inputs::number_or_expression_text`.
    pub fn number_or_expression_text(&self, id: Input<C, Text>) -> Result<String, InputError> {
        self.inputs.number_or_expression_text(id.id)
    }

    /// How the visitor writes numbers.
    pub fn style(&self) -> NumberStyle {
        self.inputs.style()
    }
}

/// The outputs of calculator `C`, written by its declared ids only, in the
/// order written (the order declared, which the central check verifies).
pub struct Write<C> {
    outputs: Outputs,
    marker: PhantomData<fn() -> C>,
}

impl<C> Default for Write<C> {
    fn default() -> Self {
        Write {
            outputs: Outputs::new(),
            marker: PhantomData,
        }
    }
}

impl<C> Write<C> {
    pub fn new() -> Self {
        Self::default()
    }

    fn with(outputs: Outputs) -> Self {
        Write {
            outputs,
            marker: PhantomData,
        }
    }

    pub fn number<K: kind::HoldsNumber>(self, id: Output<C, K>, v: f64) -> Self {
        Self::with(self.outputs.number(id.id, v))
    }

    pub fn integer<K: kind::HoldsInteger>(self, id: Output<C, K>, v: i64) -> Self {
        Self::with(self.outputs.integer(id.id, v))
    }

    pub fn text<K: kind::HoldsText>(self, id: Output<C, K>, v: impl Into<String>) -> Self {
        Self::with(self.outputs.text(id.id, v))
    }

    /// A date, written `YYYY-MM-DD`.
    pub fn date<K: kind::HoldsDate>(self, id: Output<C, K>, v: time::Date) -> Self {
        Self::with(self.outputs.date(id.id, v))
    }

    pub fn json(self, id: Output<C, Json>, v: serde_json::Value) -> Self {
        Self::with(self.outputs.json(id.id, v))
    }

    /// What has been written so far (a calculator that reads its own
    /// results, or a test).
    pub fn outputs(&self) -> &Outputs {
        &self.outputs
    }
}

/// `stringify!` of an identifier, without the raw prefix a keyword needs
/// (`r#type` is the input `type`).
#[doc(hidden)]
pub const fn id_of(ident: &'static str) -> &'static str {
    match ident.as_bytes() {
        [b'r', b'#', ..] => match std::str::from_utf8(ident.as_bytes().split_at(2).1) {
            Ok(id) => id,
            Err(_) => panic!("an identifier is UTF-8"),
        },
        _ => ident,
    }
}

/// Declares a Rust calculator in a module of its own: its id, the function
/// that computes it, its inputs and its outputs, each id once, with its
/// kind (see this module's documentation). The ids are the YAML's,
/// camelCase as written there; an input and an output may share one (a
/// loan's `payment` is either). The module holds `FUNCTION`, the marker
/// type `Calc`, `In`/`Out` (its reader and writer), and one constant per
/// id in `input` and in `output`.
#[macro_export]
macro_rules! calculator {
    (
        $(#[$meta:meta])*
        $vis:vis mod $name:ident = $id:literal ($compute:ident)
        $(, $also:ident = $also_id:literal ($also_compute:ident))* {
            inputs { $($input:ident: $input_kind:ident),* $(,)? }
            outputs { $($output:ident: $output_kind:ident),* $(,)? }
        }
    ) => {
        $(#[$meta])*
        $vis mod $name {
            /// The calculator, as a type its ids and reader belong to.
            pub struct Calc;
            /// Its inputs, read by the ids in `input`.
            pub type In<'a> = $crate::declare::Read<'a, Calc>;
            /// Its outputs, written by the ids in `output`.
            pub type Out = $crate::declare::Write<Calc>;
            /// The registry's entry.
            pub const FUNCTION: $crate::registry::Function = $crate::declare::function::<Calc>();

            /// The input ids.
            #[allow(non_upper_case_globals, dead_code)]
            pub mod input {
                $(
                    pub const $input: $crate::declare::Input<super::Calc, $crate::declare::kind::$input_kind> =
                        $crate::declare::Input::declared($crate::declare::id_of(stringify!($input)));
                )*
            }

            /// The output ids.
            #[allow(non_upper_case_globals, dead_code)]
            pub mod output {
                $(
                    pub const $output: $crate::declare::Output<super::Calc, $crate::declare::kind::$output_kind> =
                        $crate::declare::Output::declared($crate::declare::id_of(stringify!($output)));
                )*
            }

            const INPUTS: &[&str] = &[$($crate::declare::id_of(stringify!($input))),*];
            const OUTPUTS: &[&str] = &[$($crate::declare::id_of(stringify!($output))),*];

            impl $crate::declare::Declared for Calc {
                type Ids = Calc;
                const ID: &'static str = $id;
                const INPUTS: &'static [&'static str] = INPUTS;
                const OUTPUTS: &'static [&'static str] = OUTPUTS;
                fn compute(inputs: In<'_>) -> Result<Out, $crate::error::InputError> {
                    super::$compute(inputs)
                }
            }

            $(
                /// Another calculator of the same shape: the same ids, its own
                /// id and compute function.
                #[allow(non_camel_case_types, clippy::upper_case_acronyms)]
                pub struct $also {}
                impl $crate::declare::Declared for $also {
                    type Ids = Calc;
                    const ID: &'static str = $also_id;
                    const INPUTS: &'static [&'static str] = INPUTS;
                    const OUTPUTS: &'static [&'static str] = OUTPUTS;
                    fn compute(inputs: In<'_>) -> Result<Out, $crate::error::InputError> {
                        super::$also_compute(inputs)
                    }
                }
                #[allow(non_upper_case_globals)]
                pub const $also: $crate::registry::Function = $crate::declare::function::<$also>();
            )*
        }
    };
}

/// `Err` naming the problem when `outputs` are not declared ones, each
/// once, in the declared order: the check every evaluation of the
/// catalogue's examples passes. A calculator with modes writes the outputs
/// of the mode chosen, so an output may be absent; that every output is
/// written where it applies is what the examples' literals check.
pub fn check_outputs(declared: &[&str], outputs: &Outputs) -> Result<(), String> {
    let mut rest = declared.iter();
    for id in outputs.ids() {
        if !declared.contains(&id) {
            return Err(format!("'{id}' is not a declared output"));
        }
        if !rest.any(|d| *d == id) {
            return Err(format!(
                "'{id}' is written twice or out of the declared order ({declared:?})"
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::values::Value;
    use std::collections::BTreeMap;

    crate::calculator! {
        mod keyword = "keyword" (compute_keyword) {
            inputs { r#type: Choice, amount: Number }
            outputs { r#type: Text, doubled: Number }
        }
    }

    fn compute_keyword(inputs: keyword::In) -> Result<keyword::Out, InputError> {
        use keyword::{input as i, output as o};
        Ok(keyword::Out::new()
            .text(o::r#type, inputs.option(i::r#type)?)
            .number(o::doubled, 2.0 * inputs.number(i::amount)?))
    }

    #[test]
    fn ids_are_the_identifiers_without_a_raw_prefix() {
        assert_eq!(keyword::FUNCTION.id, "keyword");
        assert_eq!(keyword::FUNCTION.inputs, ["type", "amount"]);
        assert_eq!(keyword::FUNCTION.outputs, ["type", "doubled"]);
        assert_eq!(keyword::input::amount.id(), "amount");
    }

    #[test]
    fn the_function_computes_through_the_typed_reader_and_writer() {
        let values = BTreeMap::from([
            ("type".to_string(), Value::Option("a".into())),
            ("amount".to_string(), Value::Number(2.5)),
        ]);
        let out = (keyword::FUNCTION.compute)(&Inputs::new(values)).unwrap();
        assert_eq!(out.text_of("type"), Some("a"));
        assert_eq!(out.number_of("doubled"), Some(5.0));
        assert_eq!(check_outputs(keyword::FUNCTION.outputs, &out), Ok(()));
    }

    crate::calculator! {
        mod greeting = "greeting" (english), PORTUGUESE = "greeting-br" (portuguese) {
            inputs { name: Text }
            outputs { greeting: Text }
        }
    }

    fn english(inputs: greeting::In) -> Result<greeting::Out, InputError> {
        let name = inputs.text(greeting::input::name)?;
        Ok(greeting::Out::new().text(greeting::output::greeting, format!("Hello, {name}")))
    }

    fn portuguese(inputs: greeting::In) -> Result<greeting::Out, InputError> {
        let name = inputs.text(greeting::input::name)?;
        Ok(greeting::Out::new().text(greeting::output::greeting, format!("Olá, {name}")))
    }

    #[test]
    fn calculators_of_one_shape_share_its_ids_and_keep_their_own_compute() {
        let values = BTreeMap::from([("name".to_string(), Value::Text("Ana".into()))]);
        let run = |f: &Function| (f.compute)(&Inputs::new(values.clone())).unwrap();
        assert_eq!(greeting::PORTUGUESE.id, "greeting-br");
        assert_eq!(greeting::PORTUGUESE.inputs, greeting::FUNCTION.inputs);
        assert_eq!(
            run(&greeting::FUNCTION).text_of("greeting"),
            Some("Hello, Ana")
        );
        assert_eq!(
            run(&greeting::PORTUGUESE).text_of("greeting"),
            Some("Olá, Ana")
        );
    }

    #[test]
    fn the_check_refuses_undeclared_repeated_and_misordered_outputs() {
        let declared = ["a", "b", "c"];
        let check = |ids: &[&str]| {
            let out = ids.iter().fold(Outputs::new(), |o, id| o.number(id, 1.0));
            check_outputs(&declared, &out)
        };
        assert_eq!(check(&["a", "b", "c"]), Ok(()));
        // A mode that leaves `b` out.
        assert_eq!(check(&["a", "c"]), Ok(()));
        assert!(check(&["a", "d"])
            .unwrap_err()
            .contains("'d' is not a declared"));
        assert!(check(&["b", "a"]).unwrap_err().contains("order"));
        assert!(check(&["a", "a"]).unwrap_err().contains("twice"));
    }
}
