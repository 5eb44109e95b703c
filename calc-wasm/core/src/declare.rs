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

/// Calculator `C` reads the inputs of `G`: its own (every calculator reads
/// itself), and those of each group of ids it lists with `..group`, for
/// which `calculator!` implements it, having put `G`'s ids among `C`'s.
pub trait Reads<G> {}

/// Calculator `C` writes the outputs of `G`, as `Reads` for inputs.
pub trait Writes<G> {}

impl<C> Reads<C> for C {}
impl<C> Writes<C> for C {}

impl<'a, C> Read<'a, C> {
    pub fn number<G>(&self, id: Input<G, Number>) -> Result<f64, InputError>
    where
        C: Reads<G>,
    {
        self.inputs.number(id.id)
    }

    pub fn option<G>(&self, id: Input<G, Choice>) -> Result<&'a str, InputError>
    where
        C: Reads<G>,
    {
        self.inputs.option(id.id)
    }

    pub fn flag<G>(&self, id: Input<G, Flag>) -> Result<bool, InputError>
    where
        C: Reads<G>,
    {
        self.inputs.flag(id.id)
    }

    pub fn date<G>(&self, id: Input<G, Day>) -> Result<time::Date, InputError>
    where
        C: Reads<G>,
    {
        self.inputs.date(id.id)
    }

    pub fn text<G>(&self, id: Input<G, Text>) -> Result<&'a str, InputError>
    where
        C: Reads<G>,
    {
        self.inputs.text(id.id)
    }

    /// `Inputs::number_text`: a list of numbers, decimal commas read by the page.
    pub fn number_text<G>(
        &self,
        id: Input<G, Text>,
    ) -> Result<std::borrow::Cow<'a, str>, InputError>
    where
        C: Reads<G>,
    {
        self.inputs.number_text(id.id)
    }

    /// `Inputs::expression_text`: a formula, decimal commas read by the page.
    pub fn expression_text<G>(
        &self,
        id: Input<G, Text>,
    ) -> Result<std::borrow::Cow<'a, str>, InputError>
    where
        C: Reads<G>,
    {
        self.inputs.expression_text(id.id)
    }

    /// `Inputs::number_or_expression_text`.
    pub fn number_or_expression_text<G>(&self, id: Input<G, Text>) -> Result<String, InputError>
    where
        C: Reads<G>,
    {
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

    pub fn number<G, K: kind::HoldsNumber>(self, id: Output<G, K>, v: f64) -> Self
    where
        C: Writes<G>,
    {
        Self::with(self.outputs.number(id.id, v))
    }

    pub fn integer<G, K: kind::HoldsInteger>(self, id: Output<G, K>, v: i64) -> Self
    where
        C: Writes<G>,
    {
        Self::with(self.outputs.integer(id.id, v))
    }

    pub fn text<G, K: kind::HoldsText>(self, id: Output<G, K>, v: impl Into<String>) -> Self
    where
        C: Writes<G>,
    {
        Self::with(self.outputs.text(id.id, v))
    }

    /// A date, written `YYYY-MM-DD`.
    pub fn date<G, K: kind::HoldsDate>(self, id: Output<G, K>, v: time::Date) -> Self
    where
        C: Writes<G>,
    {
        Self::with(self.outputs.date(id.id, v))
    }

    pub fn json<G>(self, id: Output<G, Json>, v: serde_json::Value) -> Self
    where
        C: Writes<G>,
    {
        Self::with(self.outputs.json(id.id, v))
    }

    /// Every declared output in the declared order: those written, and
    /// null for the rest (a page that shows each output of a mode in a
    /// place of its own, and empties the others).
    pub fn every_declared(self) -> Self
    where
        C: Declared,
    {
        let written = self.outputs;
        Self::with(C::OUTPUTS.iter().fold(Outputs::new(), |all, id| {
            let v = written
                .get(id)
                .cloned()
                .unwrap_or(crate::outputs::OutValue::Json(serde_json::Value::Null));
            all.value(id, v)
        }))
    }

    /// The number written so far to `id`, if any: a calculator that goes
    /// on from results of its own (the state taxes after the federal
    /// return).
    pub fn number_of<G>(&self, id: Output<G, Number>) -> Option<f64>
    where
        C: Writes<G>,
    {
        self.outputs.number_of(id.id)
    }

    /// What has been written so far (a test).
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
/// type `Calc`, `In`/`Out` (its reader and writer), one constant per id in
/// `input` and in `output`, and `INPUTS`/`OUTPUTS`, the ids in order.
///
/// Ids several calculators share are declared once, as a group: a module
/// with `inputs` and `outputs` but no id or compute function. A calculator
/// (or another calculator, used as a group) lists them with `..group` at
/// the place they take in its own lists, and then reads and writes the
/// group's ids as its own, so one function generic over the calculator
/// (`C: Reads<group::Calc>`) serves each:
///
/// ```
/// use calc_core::calculator;
/// use calc_core::declare::{Read, Reads, Write, Writes};
/// use calc_core::InputError;
///
/// calculator! {
///     /// What both pages read and write.
///     pub mod amount {
///         inputs { amount: Number }
///         outputs { doubled: Number }
///     }
/// }
/// calculator! {
///     pub mod plain = "plain" (compute_plain) {
///         inputs { ..amount }
///         outputs { ..amount }
///     }
/// }
/// calculator! {
///     pub mod taxed = "taxed" (compute_taxed) {
///         inputs { ..amount, rate: Number }
///         outputs { ..amount, tax: Number }
///     }
/// }
///
/// fn doubled<C: Reads<amount::Calc> + Writes<amount::Calc>>(
///     inputs: Read<C>,
/// ) -> Result<Write<C>, InputError> {
///     let x = inputs.number(amount::input::amount)?;
///     Ok(Write::new().number(amount::output::doubled, 2.0 * x))
/// }
///
/// fn compute_plain(inputs: plain::In) -> Result<plain::Out, InputError> {
///     doubled(inputs)
/// }
///
/// fn compute_taxed(inputs: taxed::In) -> Result<taxed::Out, InputError> {
///     let x = inputs.number(amount::input::amount)?;
///     let tax = x * inputs.number(taxed::input::rate)?;
///     Ok(doubled(inputs)?.number(taxed::output::tax, tax))
/// }
///
/// fn main() {
///     assert_eq!(taxed::FUNCTION.inputs, ["amount", "rate"]);
///     assert_eq!(taxed::FUNCTION.outputs, ["doubled", "tax"]);
///     assert_eq!(plain::FUNCTION.outputs, ["doubled"]);
/// }
/// ```
///
/// A calculator that does not list a group does not read its ids:
///
/// ```compile_fail,E0277
/// use calc_core::calculator;
/// use calc_core::InputError;
///
/// calculator! {
///     pub mod amount { inputs { amount: Number } outputs {} }
/// }
/// calculator! {
///     pub mod other = "other" (compute) { inputs { rate: Number } outputs { tax: Number } }
/// }
///
/// fn compute(inputs: other::In) -> Result<other::Out, InputError> {
///     let x = inputs.number(amount::input::amount)?;
///     Ok(other::Out::new().number(other::output::tax, x))
/// }
///
/// fn main() {}
/// ```
///
/// Nor does an id listed twice (once by itself, once in a group) compile:
///
/// ```compile_fail,E0080
/// use calc_core::calculator;
///
/// calculator! {
///     pub mod amount { inputs { amount: Number } outputs {} }
/// }
/// calculator! {
///     pub mod twice { inputs { ..amount, amount: Number } outputs {} }
/// }
///
/// fn main() {
///     let _ = twice::INPUTS;
/// }
/// ```
#[macro_export]
macro_rules! calculator {
    (
        $(#[$meta:meta])*
        $vis:vis mod $name:ident {
            inputs { $($inputs:tt)* }
            outputs { $($outputs:tt)* }
        }
    ) => {
        $(#[$meta])*
        $vis mod $name {
            $crate::__calculator_ids!([$($inputs)*] [$($outputs)*]);
        }
    };
    (
        $(#[$meta:meta])*
        $vis:vis mod $name:ident = $id:literal ($compute:ident)
        $(, $also:ident = $also_id:literal ($also_compute:ident))* {
            inputs { $($inputs:tt)* }
            outputs { $($outputs:tt)* }
        }
    ) => {
        $(#[$meta])*
        $vis mod $name {
            $crate::__calculator_ids!([$($inputs)*] [$($outputs)*]);
            /// Its inputs, read by the ids in `input`.
            pub type In<'a> = $crate::declare::Read<'a, Calc>;
            /// Its outputs, written by the ids in `output`.
            pub type Out = $crate::declare::Write<Calc>;
            /// The registry's entry.
            pub const FUNCTION: $crate::registry::Function = $crate::declare::function::<Calc>();

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

/// What `calculator!` declares of a calculator or a group inside its
/// module: the marker type, the typed ids, the groups it reads and writes
/// and the ids in order. Each list is read item by item: `id: Kind` or
/// `..group`.
#[doc(hidden)]
#[macro_export]
macro_rules! __calculator_ids {
    ([$($inputs:tt)*] [$($outputs:tt)*]) => {
        /// The calculator (or group), as a type its ids and reader belong to.
        pub struct Calc;

        /// The input ids.
        #[allow(non_upper_case_globals, dead_code)]
        pub mod input {
            $crate::__calculator_ids!(@consts Input [$($inputs)*]);
        }

        /// The output ids.
        #[allow(non_upper_case_globals, dead_code)]
        pub mod output {
            $crate::__calculator_ids!(@consts Output [$($outputs)*]);
        }

        $crate::__calculator_ids!(@groups Reads [$($inputs)*]);
        $crate::__calculator_ids!(@groups Writes [$($outputs)*]);

        /// The input ids, in order (a group's at its place).
        pub const INPUTS: &[&str] = $crate::__calculator_ids!(@list INPUTS [] [$($inputs)*]);
        /// The output ids, in order: the order they are written in.
        pub const OUTPUTS: &[&str] = $crate::__calculator_ids!(@list OUTPUTS [] [$($outputs)*]);
        const _: () = assert!($crate::declare::distinct(INPUTS), "an input id is listed twice");
        const _: () = assert!($crate::declare::distinct(OUTPUTS), "an output id is listed twice");
    };

    (@consts $which:ident []) => {};
    (@consts $which:ident [.. $group:ident $(, $($rest:tt)*)?]) => {
        $crate::__calculator_ids!(@consts $which [$($($rest)*)?]);
    };
    (@consts $which:ident [$id:ident : $kind:ident $(, $($rest:tt)*)?]) => {
        pub const $id: $crate::declare::$which<super::Calc, $crate::declare::kind::$kind> =
            $crate::declare::$which::declared($crate::declare::id_of(stringify!($id)));
        $crate::__calculator_ids!(@consts $which [$($($rest)*)?]);
    };

    (@groups $trait:ident []) => {};
    (@groups $trait:ident [.. $group:ident $(, $($rest:tt)*)?]) => {
        impl $crate::declare::$trait<super::$group::Calc> for Calc {}
        $crate::__calculator_ids!(@groups $trait [$($($rest)*)?]);
    };
    (@groups $trait:ident [$id:ident : $kind:ident $(, $($rest:tt)*)?]) => {
        $crate::__calculator_ids!(@groups $trait [$($($rest)*)?]);
    };

    (@list $which:ident [$($part:expr,)*] []) => {{
        const PARTS: &[&[&str]] = &[$($part),*];
        const ALL: [&str; $crate::declare::total(PARTS)] = $crate::declare::joined(PARTS);
        &ALL
    }};
    (@list $which:ident [$($part:expr,)*] [.. $group:ident $(, $($rest:tt)*)?]) => {
        $crate::__calculator_ids!(@list $which [$($part,)* super::$group::$which,] [$($($rest)*)?])
    };
    (@list $which:ident [$($part:expr,)*] [$id:ident : $kind:ident $(, $($rest:tt)*)?]) => {
        $crate::__calculator_ids!(
            @list $which
            [$($part,)* &[$crate::declare::id_of(stringify!($id))],]
            [$($($rest)*)?]
        )
    };
}

/// How many ids `parts` hold together.
#[doc(hidden)]
pub const fn total(parts: &[&[&'static str]]) -> usize {
    let mut n = 0;
    let mut i = 0;
    while i < parts.len() {
        n += parts[i].len();
        i += 1;
    }
    n
}

/// `parts` one after the other; `N` is their `total`.
#[doc(hidden)]
pub const fn joined<const N: usize>(parts: &[&[&'static str]]) -> [&'static str; N] {
    let mut all = [""; N];
    let mut k = 0;
    let mut i = 0;
    while i < parts.len() {
        let mut j = 0;
        while j < parts[i].len() {
            all[k] = parts[i][j];
            k += 1;
            j += 1;
        }
        i += 1;
    }
    all
}

/// No id twice in `ids` (a group's id listed again by itself).
#[doc(hidden)]
pub const fn distinct(ids: &[&str]) -> bool {
    let mut i = 0;
    while i < ids.len() {
        let mut j = i + 1;
        while j < ids.len() {
            if same(ids[i].as_bytes(), ids[j].as_bytes()) {
                return false;
            }
            j += 1;
        }
        i += 1;
    }
    true
}

const fn same(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
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
    fn a_number_written_reads_back_by_its_typed_id() {
        let out = keyword::Out::new().number(keyword::output::doubled, 5.0);
        assert_eq!(out.number_of(keyword::output::doubled), Some(5.0));
        let empty = keyword::Out::new();
        assert_eq!(empty.number_of(keyword::output::doubled), None);
    }

    #[test]
    fn every_declared_fills_the_outputs_not_written_with_null_in_order() {
        let out = keyword::Out::new()
            .number(keyword::output::doubled, 4.0)
            .every_declared();
        let ids: Vec<&str> = out.outputs().ids().collect();
        assert_eq!(ids, keyword::FUNCTION.outputs);
        assert_eq!(
            out.outputs().get("type"),
            Some(&crate::outputs::OutValue::Json(serde_json::Value::Null))
        );
        assert_eq!(out.outputs().number_of("doubled"), Some(4.0));
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
