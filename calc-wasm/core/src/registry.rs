//! What every calculator and every WebAssembly module is made of: a
//! `Function` (calculator id → compute), a `Module` (the functions one
//! WebAssembly module carries), and the one entry point that parses,
//! validates and computes a calculator's inputs against the modules given.

use crate::error::{ErrorKind, InputError};
use crate::inputs::Inputs;
use crate::outputs::Outputs;
use crate::spec::{CalcSpec, FormulaSpec, InputKind, InputSpec};
use crate::values::{parse_input, NumberStyle, Value};
use std::collections::BTreeMap;

/// Raw input text by input id, as typed in a form, a share link or `eval`.
pub type Given = BTreeMap<String, String>;

/// A whole-number input's upper limit that moves with another input: at
/// most `other` − `margin`, below the fixed `max` its YAML states. Declared
/// once by the function, which checks it, and printed by `eval --describe`.
pub struct MaxBelowInput {
    pub input: &'static str,
    pub other: &'static str,
    pub margin: i64,
}

impl MaxBelowInput {
    /// `value` of the input against `other_value` of the other one.
    pub fn check(&self, value: i64, other_value: i64) -> Result<(), InputError> {
        let max = other_value - self.margin;
        if value <= max {
            return Ok(());
        }
        Err(InputError::new(
            self.input,
            ErrorKind::AboveInputLess {
                max: max as f64,
                other: self.other.to_string(),
                margin: self.margin as f64,
            },
        ))
    }

    /// As `eval --describe` states it: `at most cycleLength − 5`.
    pub fn describe(&self) -> String {
        format!("at most {} − {}", self.other, self.margin)
    }
}

pub struct Function {
    pub id: &'static str,
    /// Input ids the function reads; the calculator's YAML declares exactly these.
    pub inputs: &'static [&'static str],
    /// Output ids the function always produces.
    pub outputs: &'static [&'static str],
    pub compute: fn(&Inputs) -> Result<Outputs, InputError>,
}

/// A calculator written as formulas in its YAML (the formula language):
/// computed from the spec's formulas rather than by a named function.
pub type ComputeFormulas =
    fn(&CalcSpec, &Given, NumberStyle, &BTreeMap<String, Value>) -> Result<Outputs, InputError>;

/// A problem in one output's formula, as content validation reports it.
pub struct FormulaProblem {
    /// Index of the formula (output) in the order given.
    pub output: usize,
    /// Byte offset in that formula's text.
    pub offset: usize,
    pub message: String,
    pub hint: String,
}

/// The formula language: how a module computes and checks formula calculators.
pub struct Formulas {
    pub compute: ComputeFormulas,
    pub check: fn(&[InputSpec], &[FormulaSpec]) -> Vec<FormulaProblem>,
}

/// One WebAssembly module: a crate of its own under calc-wasm/modules/,
/// named by its folder (`module!` derives the name from the package's).
pub struct Module {
    pub name: &'static str,
    pub functions: &'static [Function],
    /// Set in the module that computes formula calculators.
    pub formulas: Option<Formulas>,
}

/// The prefix of every module crate's package name.
pub const MODULE_PACKAGE_PREFIX: &str = "calc-module-";

/// A module's name from its package name (`calc-module-finance-tax` →
/// `finance-tax`), at compile time; a package outside the scheme is a
/// build error.
pub const fn module_name(package: &'static str) -> &'static str {
    let (prefix, name) = package.as_bytes().split_at(MODULE_PACKAGE_PREFIX.len());
    let expected = MODULE_PACKAGE_PREFIX.as_bytes();
    let mut i = 0;
    while i < expected.len() {
        assert!(
            prefix[i] == expected[i],
            "a module's package is named calc-module-<name>"
        );
        i += 1;
    }
    match std::str::from_utf8(name) {
        Ok(name) => name,
        Err(_) => panic!("a module's name is UTF-8"),
    }
}

/// Declares the module of the crate it is written in: `MODULE`, with the
/// functions given, and in WebAssembly the start function that hands it to
/// the boundary (`crate::wasm`) and the `evaluate` export. One line in a
/// module crate's lib.rs.
#[macro_export]
macro_rules! module {
    ($functions:expr) => {
        $crate::module!($functions, None);
    };
    ($functions:expr, $formulas:expr) => {
        pub const MODULE: $crate::registry::Module = $crate::registry::Module {
            name: $crate::registry::module_name(env!("CARGO_PKG_NAME")),
            functions: $functions,
            formulas: $formulas,
        };

        #[cfg(target_arch = "wasm32")]
        #[wasm_bindgen::prelude::wasm_bindgen(start)]
        fn start() {
            $crate::wasm::register(&MODULE);
        }

        /// `calc_core::wasm::evaluate`: the page's calculator computed. Its
        /// TypeScript names crate::wire's types (calc_core::wasm::WIRE_TYPES).
        #[cfg(target_arch = "wasm32")]
        #[wasm_bindgen::prelude::wasm_bindgen(unchecked_return_type = "Answer<OutputValues>")]
        pub fn evaluate(
            #[wasm_bindgen(unchecked_param_type = "CalcSpec")] spec: wasm_bindgen::JsValue,
            #[wasm_bindgen(unchecked_param_type = "Record<string, string>")]
            given: wasm_bindgen::JsValue,
            lang: &str,
            only: Option<String>,
        ) -> wasm_bindgen::JsValue {
            $crate::wasm::evaluate(spec, given, lang, only)
        }
    };
}

/// Modules searched in order: the browser has its page's one, the native
/// build every one.
pub struct Modules<'a>(pub &'a [&'a Module]);

impl<'a> Modules<'a> {
    pub fn function(&self, id: &str) -> Option<&'a Function> {
        self.functions().find(|f| f.id == id)
    }

    pub fn functions(&self) -> impl Iterator<Item = &'a Function> + '_ {
        self.0.iter().flat_map(|m| m.functions.iter())
    }

    /// The module a function is built into.
    pub fn module_of(&self, id: &str) -> Option<&'a Module> {
        self.0
            .iter()
            .copied()
            .find(|m| m.functions.iter().any(|f| f.id == id))
    }

    /// The module that computes formula calculators.
    pub fn formula_module(&self) -> Option<&'a Module> {
        self.0.iter().copied().find(|m| m.formulas.is_some())
    }

    /// The module a calculator needs: the formula module for a formula
    /// calculator, else its function's.
    pub fn module_for(&self, spec: &CalcSpec) -> Option<&'a Module> {
        if spec.formulas.is_empty() {
            self.module_of(&spec.function)
        } else {
            self.formula_module()
        }
    }

    /// Parses `given` (texts in `style`; absent inputs take their defaults,
    /// written in plain style), validates each against `spec`, and computes:
    /// by its formulas when it has some, else by its function.
    pub fn evaluate(
        &self,
        spec: &CalcSpec,
        given: &Given,
        style: NumberStyle,
    ) -> Result<Outputs, InputError> {
        let formulas = self.formula_module().and_then(|m| m.formulas.as_ref());
        let compute = match self.function(&spec.function) {
            _ if !spec.formulas.is_empty() => None,
            Some(function) => Some(function),
            None => {
                let known = self.functions().map(|f| f.id.to_string()).collect();
                return Err(InputError::new(
                    "calculator",
                    ErrorKind::UnknownCalculator { known },
                ));
            }
        };
        if let Some(unknown) = given
            .keys()
            .find(|id| !spec.inputs.iter().any(|i| &i.id == *id))
        {
            let known = spec.inputs.iter().map(|i| i.id.clone()).collect();
            return Err(InputError::new(unknown, ErrorKind::UnknownInput { known }));
        }
        let mut values = BTreeMap::new();
        for input in &spec.inputs {
            let value = match given.get(&input.id) {
                Some(raw) => parse_input(input, raw, style)?,
                None => parse_input(input, &input.default, NumberStyle::Plain)?,
            };
            values.insert(input.id.clone(), value);
        }
        let outputs = match (compute, formulas) {
            (Some(function), _) => (function.compute)(&Inputs::new(values).with_style(style))?,
            (None, Some(formulas)) => (formulas.compute)(spec, given, style, &values)?,
            // A module built without formulas has none to compute.
            (None, None) => {
                return Err(InputError::new(
                    "calculator",
                    ErrorKind::UnknownCalculator { known: vec![] },
                ))
            }
        };
        if !outputs.all_finite() {
            // Blame a number the user gave (the form sends only visible
            // fields), else the first number input.
            let numbers = || {
                spec.inputs
                    .iter()
                    .filter(|i| matches!(i.kind, InputKind::Number { .. }))
            };
            let blame = numbers()
                .find(|i| given.contains_key(&i.id))
                .or_else(|| numbers().next())
                .map_or("calculator", |i| i.id.as_str());
            return Err(InputError::new(blame, ErrorKind::ResultTooLarge));
        }
        Ok(outputs)
    }

    /// The default result the build writes into the page everyone downloads.
    /// Random draws are withheld from it (a password in the static HTML would
    /// be every visitor's): the generators leave their result empty, and the
    /// page draws when it opens.
    pub fn evaluate_defaults(&self, spec: &CalcSpec) -> Result<Outputs, InputError> {
        self.evaluate_without_draws(spec, &Given::new(), NumberStyle::Plain)
    }

    /// `evaluate` with random draws withheld, as `evaluate_defaults`: an
    /// output that differs from `evaluate`'s is a draw.
    pub fn evaluate_without_draws(
        &self,
        spec: &CalcSpec,
        given: &Given,
        style: NumberStyle,
    ) -> Result<Outputs, InputError> {
        DRAWS_WITHHELD.with(|w| w.set(true));
        let outputs = self.evaluate(spec, given, style);
        DRAWS_WITHHELD.with(|w| w.set(false));
        outputs
    }
}

std::thread_local! {
    static DRAWS_WITHHELD: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// True while `evaluate_defaults` computes: generators then draw nothing.
pub fn draws_withheld() -> bool {
    DRAWS_WITHHELD.with(|w| w.get())
}
