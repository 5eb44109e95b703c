//! Validated inputs, handed to a calculator's compute function.

use crate::error::{ErrorKind, InputError};
use crate::values::Value;
use std::collections::BTreeMap;

#[derive(Debug, Clone, Default)]
pub struct Inputs {
    values: BTreeMap<String, Value>,
}

impl Inputs {
    pub fn new(values: BTreeMap<String, Value>) -> Self {
        Inputs { values }
    }

    fn wrong_kind(id: &str) -> InputError {
        // Only reachable when a calculator's YAML and its Rust code disagree,
        // which `calcula check` rejects; still an error, never a panic.
        InputError::new(id, ErrorKind::UnknownInput { known: vec![] })
    }

    pub fn number(&self, id: &str) -> Result<f64, InputError> {
        match self.values.get(id) {
            Some(Value::Number(v)) => Ok(*v),
            _ => Err(Self::wrong_kind(id)),
        }
    }

    pub fn option(&self, id: &str) -> Result<&str, InputError> {
        match self.values.get(id) {
            Some(Value::Option(v)) => Ok(v),
            _ => Err(Self::wrong_kind(id)),
        }
    }

    pub fn flag(&self, id: &str) -> Result<bool, InputError> {
        match self.values.get(id) {
            Some(Value::Bool(v)) => Ok(*v),
            _ => Err(Self::wrong_kind(id)),
        }
    }

    pub fn date(&self, id: &str) -> Result<time::Date, InputError> {
        match self.values.get(id) {
            Some(Value::Date(v)) => Ok(*v),
            _ => Err(Self::wrong_kind(id)),
        }
    }

    pub fn text(&self, id: &str) -> Result<&str, InputError> {
        match self.values.get(id) {
            Some(Value::Text(v)) => Ok(v),
            _ => Err(Self::wrong_kind(id)),
        }
    }
}
