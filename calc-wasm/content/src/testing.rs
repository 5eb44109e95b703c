//! The real content's specs for tests and fuzz targets: each calculator is
//! read from content/calculators/<id>.yaml and validated as the generator
//! validates it, so tests start from the declared inputs and defaults and
//! never from a copy. Loaded once per calculator.
//!
//! A [`Catalogue`] is a set of modules; [`test_catalogue!`](crate::test_catalogue)
//! gives a calculator crate's `testing` module one over its own functions.

use crate::ContentMath;
use calc_core::registry::{module_name, Formulas, Modules};
use calc_core::values::{parse_date, NumberStyle};
use calc_core::{CalcSpec, Function, Given, InputError, InputKind, InputSpec, Module, Outputs};
use content_model::Calculator;
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Mutex;
use time::Date;

/// The repository root: calc-wasm/content is two folders down.
fn root() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
}

/// A module of a test catalogue: `functions`, and the formula language
/// where a crate's tests compute formula calculators.
pub const fn module(functions: &'static [Function], formulas: Option<Formulas>) -> Module {
    Module {
        name: module_name("calc-module-tests"),
        functions,
        formulas,
    }
}

/// The calculators whose functions are in `modules`, loaded on first use.
pub struct Catalogue {
    modules: &'static [&'static Module],
    loaded: Mutex<BTreeMap<String, &'static Calculator>>,
}

impl Catalogue {
    pub const fn new(modules: &'static [&'static Module]) -> Self {
        Self {
            modules,
            loaded: Mutex::new(BTreeMap::new()),
        }
    }

    fn math(&self) -> ContentMath<'static> {
        ContentMath::new(Modules(self.modules))
    }

    /// Calculator `id`, validated; panics with the content errors otherwise
    /// (a test cannot run on broken content).
    pub fn calculator(&self, id: &str) -> &'static Calculator {
        let mut loaded = self.loaded.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(calc) = loaded.get(id) {
            return calc;
        }
        let calc = content_model::calculator::load(root(), id, &self.math())
            .unwrap_or_else(|e| panic!("content of calculator '{id}':\n{e}"));
        let calc: &'static Calculator = Box::leak(Box::new(calc));
        loaded.insert(id.to_string(), calc);
        calc
    }

    /// Parses `given` (texts in `style`, defaults for the rest), validates
    /// and computes, as the page does.
    pub fn evaluate(
        &self,
        spec: &CalcSpec,
        given: &Given,
        style: NumberStyle,
    ) -> Result<Outputs, InputError> {
        Modules(self.modules).evaluate(spec, given, style)
    }

    /// The default result the build writes into the page.
    pub fn evaluate_defaults(&self, spec: &CalcSpec) -> Result<Outputs, InputError> {
        Modules(self.modules).evaluate_defaults(spec)
    }
}

/// A `testing` module's catalogue functions over the listed function sets
/// (`formulas: F` adds the formula language), or over whole modules
/// (`modules: M`, calc-wasm's every module): `calculator`, `spec`,
/// `spec_for`, `evaluate`, `evaluate_defaults`, and the helpers every
/// catalogue shares (`ids`, `number_input`, `date`, `another_value`).
#[macro_export]
macro_rules! test_catalogue {
    (@catalogue $modules:expr) => {
        static CATALOGUE: $crate::testing::Catalogue = $crate::testing::Catalogue::new($modules);

        /// Calculator `id` of the real content, validated.
        pub fn calculator(id: &str) -> &'static $crate::Calculator {
            CATALOGUE.calculator(id)
        }

        /// The spec of calculator `id` with its plain defaults (as
        /// `calcula eval` sees it).
        pub fn spec(id: &str) -> ::calc_core::CalcSpec {
            calculator(id).base.spec(None)
        }

        /// The spec `lang`'s pages use: that language's market and defaults.
        pub fn spec_for(id: &str, lang: &str) -> ::calc_core::CalcSpec {
            calculator(id).spec(lang)
        }

        /// Computes `spec` as the page does, `given` in `style`.
        pub fn evaluate(
            spec: &::calc_core::CalcSpec,
            given: &::calc_core::Given,
            style: ::calc_core::NumberStyle,
        ) -> Result<::calc_core::Outputs, ::calc_core::InputError> {
            CATALOGUE.evaluate(spec, given, style)
        }

        /// The default result the build writes into the page.
        pub fn evaluate_defaults(
            spec: &::calc_core::CalcSpec,
        ) -> Result<::calc_core::Outputs, ::calc_core::InputError> {
            CATALOGUE.evaluate_defaults(spec)
        }

        #[allow(unused_imports)]
        pub use $crate::testing::{another_value, date, ids, number_input};
    };
    (modules: $modules:expr) => {
        $crate::test_catalogue!(@catalogue $modules);
    };
    ($($functions:expr),+ ; formulas: $formulas:expr) => {
        $crate::test_catalogue!(@catalogue &[
            $(&$crate::testing::module($functions, Some($formulas))),+
        ]);
    };
    ($($functions:expr),+ $(,)?) => {
        $crate::test_catalogue!(@catalogue &[
            $(&$crate::testing::module($functions, None)),+
        ]);
    };
}

/// Every calculator's id: the YAML files in content/calculators, as the
/// generator finds them (never a list kept by hand).
pub fn ids() -> Vec<String> {
    content_model::calculator::list_ids(root())
}

/// A number input of a test's own spec: at least 0, with `default`.
pub fn number_input(id: &str, default: &str) -> InputSpec {
    InputSpec {
        id: id.into(),
        kind: InputKind::Number {
            min: Some(0.0),
            max: None,
            above: None,
            below: None,
            integer: false,
        },
        default: default.into(),
        when: None,
    }
}

/// A test's `YYYY-MM-DD` literal as a date; panics on a typo.
pub fn date(s: &str) -> Date {
    parse_date(s).unwrap_or_else(|| panic!("test date {s}"))
}

/// A value of a number input other than `x0`, inside its limits and not
/// far from it (a solve's target is the output there): None for an input
/// that is not a number or has no other value near `x0`.
pub fn another_value(kind: &InputKind, x0: f64) -> Option<f64> {
    let InputKind::Number {
        min,
        max,
        above,
        below,
        integer,
    } = *kind
    else {
        return None;
    };
    let lo = min.or(above).unwrap_or(x0 - 10.0);
    let hi = max.or(below).unwrap_or(x0 + 10.0);
    let mut x1 = if x0 + 1.0 < hi {
        x0 + (hi - x0).min(x0.abs().max(1.0)) * 0.37
    } else {
        lo + (x0 - lo) * 0.63
    };
    if integer {
        x1 = x1.round();
    }
    let outside = x1 <= lo && above.is_some() || x1 >= hi && below.is_some();
    (x1 != x0 && !outside).then_some(x1)
}
