//! The shape of a calculator's inputs, as declared in its YAML file. The
//! generator builds a `CalcSpec` from validated content; the browser receives
//! the same struct as JSON, so both sides validate against one definition.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(optional_fields))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CalcSpec {
    /// The calc-wasm function that computes this calculator.
    pub function: String,
    pub inputs: Vec<InputSpec>,
    /// A formula calculator's outputs, in order, each computed from the
    /// inputs and the outputs before it (crate::formula); empty when
    /// `function` computes the calculator.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<FormulaSpec>>"))]
    pub formulas: Vec<FormulaSpec>,
}

/// One output of a formula calculator.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct FormulaSpec {
    pub output: String,
    pub formula: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(optional_fields))]
#[serde(rename_all = "camelCase")]
pub struct InputSpec {
    pub id: String,
    /// Externally tagged (`{"number": {...}}`, `"bool"`): no buffering
    /// when deserialising, which keeps the WebAssembly module small.
    pub kind: InputKind,
    /// The default, written as plain text (`1234.5`, `monthly`, `true`).
    pub default: String,
    /// Shown (and sent by the form) only while this holds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub when: Option<Condition>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(optional_fields))]
#[serde(rename_all = "camelCase")]
pub enum InputKind {
    #[serde(rename_all = "camelCase")]
    Number {
        /// Smallest allowed value, inclusive.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        min: Option<f64>,
        /// Largest allowed value, inclusive.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        max: Option<f64>,
        /// The value must be strictly greater than this.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        above: Option<f64>,
        /// The value must be strictly less than this.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        below: Option<f64>,
        #[serde(default, skip_serializing_if = "is_false")]
        #[cfg_attr(feature = "ts", ts(optional = nullable))]
        integer: bool,
    },
    Select {
        options: Vec<String>,
    },
    Bool,
    /// A calendar date written `YYYY-MM-DD`, optionally bounded (inclusive).
    Date {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        min: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        max: Option<String>,
    },
    #[serde(rename_all = "camelCase")]
    Text {
        max_length: usize,
    },
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// `input` currently has one of the values in `is` (and, with `and`, that
/// condition holds too): `{ input: units, is: [metric], and: { input:
/// shape, is: [slab] } }` shows a field for metric slabs only.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(optional_fields))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Condition {
    pub input: String,
    pub is: Vec<String>,
    /// A second condition that must hold as well (itself chainable).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub and: Option<Box<Condition>>,
}

impl Condition {
    /// This condition and those chained to it by `and`, in order.
    pub fn chain(&self) -> impl Iterator<Item = &Condition> {
        std::iter::successors(Some(self), |c| c.and.as_deref())
    }
}
