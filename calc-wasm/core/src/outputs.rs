//! Named results, in the order a calculator declares them.

use serde::ser::{Serialize, SerializeMap, Serializer};

#[derive(Debug, Clone, PartialEq)]
pub enum OutValue {
    Number(f64),
    Integer(i64),
    Text(String),
    /// Structured results (schedules, tables).
    Json(serde_json::Value),
}

#[derive(Debug, Clone, Default, PartialEq)]
pub struct Outputs(Vec<(String, OutValue)>);

impl Outputs {
    pub fn new() -> Self {
        Outputs(Vec::new())
    }

    pub fn number(mut self, id: &str, v: f64) -> Self {
        self.0
            .push((id.to_string(), OutValue::Number(unsigned_zero(v))));
        self
    }

    pub fn integer(mut self, id: &str, v: i64) -> Self {
        self.0.push((id.to_string(), OutValue::Integer(v)));
        self
    }

    pub fn text(mut self, id: &str, v: impl Into<String>) -> Self {
        self.0.push((id.to_string(), OutValue::Text(v.into())));
        self
    }

    /// A date, written `YYYY-MM-DD` as the eval contract asks.
    pub fn date(self, id: &str, v: time::Date) -> Self {
        self.text(id, crate::values::format_date(v))
    }

    pub fn json(mut self, id: &str, mut v: serde_json::Value) -> Self {
        unsigned_zeros(&mut v);
        self.0.push((id.to_string(), OutValue::Json(v)));
        self
    }

    /// A value as another `Outputs` holds it (a calculator that reorders
    /// what it wrote).
    pub fn value(mut self, id: &str, v: OutValue) -> Self {
        self.0.push((id.to_string(), v));
        self
    }

    pub fn get(&self, id: &str) -> Option<&OutValue> {
        self.0.iter().find(|(k, _)| k == id).map(|(_, v)| v)
    }

    pub fn number_of(&self, id: &str) -> Option<f64> {
        match self.get(id)? {
            OutValue::Number(v) => Some(*v),
            OutValue::Integer(v) => Some(*v as f64),
            // Nullable numbers (a time to a goal that may not exist).
            OutValue::Json(v) => v.as_f64(),
            OutValue::Text(_) => None,
        }
    }

    pub fn text_of(&self, id: &str) -> Option<&str> {
        match self.get(id)? {
            OutValue::Text(t) => Some(t),
            _ => None,
        }
    }

    pub fn json_of(&self, id: &str) -> Option<&serde_json::Value> {
        match self.get(id)? {
            OutValue::Json(v) => Some(v),
            _ => None,
        }
    }

    /// (id, value) pairs in declared order.
    pub fn entries(&self) -> impl Iterator<Item = (&str, &OutValue)> {
        self.0.iter().map(|(k, v)| (k.as_str(), v))
    }

    pub fn ids(&self) -> impl Iterator<Item = &str> {
        self.0.iter().map(|(k, _)| k.as_str())
    }

    /// False when any number is NaN or infinite: such a result is never shown.
    pub fn all_finite(&self) -> bool {
        self.0.iter().all(|(_, v)| match v {
            OutValue::Number(x) => x.is_finite(),
            _ => true,
        })
    }
}

/// Zero without its sign: −0 (from `0 × −1`, `-0` typed, a negative
/// amount rounded away) is never a result. Every number enters `Outputs`
/// through `number` or `json`, so no page, share link or `eval` shows it.
fn unsigned_zero(v: f64) -> f64 {
    if v == 0.0 {
        0.0
    } else {
        v
    }
}

/// `unsigned_zero` on every number of a structured result (table rows, lists).
fn unsigned_zeros(v: &mut serde_json::Value) {
    match v {
        serde_json::Value::Number(n)
            if n.as_f64().is_some_and(|x| x == 0.0 && x.is_sign_negative()) =>
        {
            *v = serde_json::json!(0.0);
        }
        serde_json::Value::Array(items) => items.iter_mut().for_each(unsigned_zeros),
        serde_json::Value::Object(fields) => fields.values_mut().for_each(unsigned_zeros),
        _ => {}
    }
}

impl Serialize for Outputs {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            match v {
                OutValue::Number(x) => map.serialize_entry(k, x)?,
                OutValue::Integer(x) => map.serialize_entry(k, x)?,
                OutValue::Text(x) => map.serialize_entry(k, x)?,
                OutValue::Json(x) => map.serialize_entry(k, x)?,
            }
        }
        map.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn negative_zeros(v: &serde_json::Value) -> usize {
        match v {
            serde_json::Value::Number(n) => {
                usize::from(n.as_f64().is_some_and(|x| x == 0.0 && x.is_sign_negative()))
            }
            serde_json::Value::Array(a) => a.iter().map(negative_zeros).sum(),
            serde_json::Value::Object(o) => o.values().map(negative_zeros).sum(),
            _ => 0,
        }
    }

    #[test]
    fn negative_zero_is_never_an_output() {
        let out = Outputs::new()
            .number("tax", -0.0 / 12.0)
            .number("kept", -1.5)
            .json("rows", json!([{ "balance": -0.0, "n": [-(0.0_f64)] }]));
        assert!(out.number_of("tax").unwrap().is_sign_positive());
        assert_eq!(out.number_of("kept"), Some(-1.5));
        let written = serde_json::to_value(&out).unwrap();
        assert_eq!(negative_zeros(&written), 0, "{written}");
        assert_eq!(
            serde_json::to_string(&out).unwrap().matches("-0").count(),
            0
        );
    }
}
