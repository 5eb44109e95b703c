//! The browser's door into the library. Values cross as plain JavaScript
//! objects read and built with js-sys: no serde at this boundary, which keeps
//! its machinery (and float formatting) out of every page's module.
//! Errors become objects here, and only here.

use crate::error::Param;
use crate::{
    evaluate as evaluate_spec, CalcSpec, Condition, FormulaSpec, Given, InputError, InputKind,
    InputSpec, NumberStyle, OutValue, Outputs,
};
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::prelude::{wasm_bindgen, JsValue};

/// `spec`: a `CalcSpec` object (as serde writes it natively); `given`:
/// `{inputId: text}`; `lang`: the page's language. Returns `{ok: outputs}`
/// or `{error: {input, code, ...params}}`. No English message: the page
/// translates the code.
#[wasm_bindgen]
pub fn evaluate(spec: JsValue, given: JsValue, lang: &str) -> JsValue {
    let Some(spec) = read_spec(&spec) else {
        return wrap("error", &failure("badSpec"));
    };
    let Some(given) = read_given(&given) else {
        return wrap("error", &failure("badInput"));
    };
    match evaluate_spec(&spec, &given, NumberStyle::for_language(lang)) {
        Ok(out) => wrap("ok", &outputs(&out)),
        Err(err) => wrap("error", &error(&err)),
    }
}

fn get(obj: &JsValue, key: &str) -> JsValue {
    Reflect::get(obj, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
}

fn set(obj: &Object, key: &str, value: &JsValue) {
    // Setting a property on a fresh plain object cannot fail.
    let _ = Reflect::set(obj, &JsValue::from_str(key), value);
}

fn wrap(key: &str, value: &JsValue) -> JsValue {
    let obj = Object::new();
    set(&obj, key, value);
    obj.into()
}

fn strings(v: &JsValue) -> Option<Vec<String>> {
    if !Array::is_array(v) {
        return None;
    }
    Array::from(v).iter().map(|s| s.as_string()).collect()
}

fn opt_number(obj: &JsValue, key: &str) -> Option<Option<f64>> {
    let v = get(obj, key);
    if v.is_undefined() || v.is_null() {
        Some(None)
    } else {
        v.as_f64().map(Some)
    }
}

fn opt_string(obj: &JsValue, key: &str) -> Option<Option<String>> {
    let v = get(obj, key);
    if v.is_undefined() || v.is_null() {
        Some(None)
    } else {
        v.as_string().map(Some)
    }
}

fn read_kind(v: &JsValue) -> Option<InputKind> {
    if v.as_string().as_deref() == Some("bool") {
        return Some(InputKind::Bool);
    }
    let number = get(v, "number");
    if number.is_object() {
        return Some(InputKind::Number {
            min: opt_number(&number, "min")?,
            max: opt_number(&number, "max")?,
            above: opt_number(&number, "above")?,
            below: opt_number(&number, "below")?,
            integer: get(&number, "integer").as_bool().unwrap_or(false),
        });
    }
    let select = get(v, "select");
    if select.is_object() {
        return Some(InputKind::Select {
            options: strings(&get(&select, "options"))?,
        });
    }
    let date = get(v, "date");
    if date.is_object() {
        return Some(InputKind::Date {
            min: opt_string(&date, "min")?,
            max: opt_string(&date, "max")?,
        });
    }
    let text = get(v, "text");
    if text.is_object() {
        let max = get(&text, "maxLength")
            .as_f64()
            .filter(|m| *m >= 0.0 && m.fract() == 0.0)?;
        return Some(InputKind::Text {
            max_length: max as usize,
        });
    }
    None
}

fn read_spec(v: &JsValue) -> Option<CalcSpec> {
    let inputs = get(v, "inputs");
    if !Array::is_array(&inputs) {
        return None;
    }
    let inputs = Array::from(&inputs)
        .iter()
        .map(|input| {
            let when = get(&input, "when");
            let when = if when.is_object() {
                Some(Condition {
                    input: get(&when, "input").as_string()?,
                    is: strings(&get(&when, "is"))?,
                })
            } else {
                None
            };
            Some(InputSpec {
                id: get(&input, "id").as_string()?,
                kind: read_kind(&get(&input, "kind"))?,
                default: get(&input, "default").as_string()?,
                when,
            })
        })
        .collect::<Option<Vec<_>>>()?;
    // Absent for a calculator computed by a Rust function.
    let formulas = get(v, "formulas");
    let formulas = if Array::is_array(&formulas) {
        Array::from(&formulas)
            .iter()
            .map(|f| {
                Some(FormulaSpec {
                    output: get(&f, "output").as_string()?,
                    formula: get(&f, "formula").as_string()?,
                })
            })
            .collect::<Option<Vec<_>>>()?
    } else {
        Vec::new()
    };
    Some(CalcSpec {
        function: get(v, "function").as_string()?,
        inputs,
        formulas,
    })
}

fn read_given(v: &JsValue) -> Option<Given> {
    if !v.is_object() {
        return None;
    }
    Object::entries(&Object::from(v.clone()))
        .iter()
        .map(|pair| {
            let pair = Array::from(&pair);
            Some((pair.get(0).as_string()?, pair.get(1).as_string()?))
        })
        .collect()
}

/// Property names already sent to JavaScript during one conversion. A
/// schedule's rows repeat the same few keys hundreds of times, and every
/// fresh string costs a UTF-8 decode on the JavaScript side (measured: a
/// sixth of a Brazilian mortgage's recompute, two 360-row schedules).
#[derive(Default)]
struct Keys(Vec<(String, JsValue)>);

impl Keys {
    /// Enough for every row key of every table output.
    const MAX: usize = 64;

    fn set(&mut self, obj: &Object, key: &str, value: &JsValue) {
        let i = match self.0.iter().position(|(k, _)| k == key) {
            Some(i) => i,
            None if self.0.len() < Self::MAX => {
                self.0.push((key.to_string(), JsValue::from_str(key)));
                self.0.len() - 1
            }
            None => return set(obj, key, value),
        };
        // Setting a property on a fresh plain object cannot fail.
        let _ = Reflect::set(obj, &self.0[i].1, value);
    }
}

fn json(v: &serde_json::Value, keys: &mut Keys) -> JsValue {
    match v {
        serde_json::Value::Null => JsValue::NULL,
        serde_json::Value::Bool(b) => JsValue::from_bool(*b),
        serde_json::Value::Number(n) => n.as_f64().map_or(JsValue::NULL, JsValue::from_f64),
        serde_json::Value::String(s) => JsValue::from_str(s),
        serde_json::Value::Array(items) => items
            .iter()
            .map(|v| json(v, keys))
            .collect::<Array>()
            .into(),
        serde_json::Value::Object(map) => {
            let obj = Object::new();
            for (k, v) in map {
                let value = json(v, keys);
                keys.set(&obj, k, &value);
            }
            obj.into()
        }
    }
}

fn outputs(out: &Outputs) -> JsValue {
    let obj = Object::new();
    let mut keys = Keys::default();
    for (id, value) in out.entries() {
        let v = match value {
            OutValue::Number(x) => JsValue::from_f64(*x),
            OutValue::Integer(x) => JsValue::from_f64(*x as f64),
            OutValue::Text(s) => JsValue::from_str(s),
            OutValue::Json(v) => json(v, &mut keys),
        };
        set(&obj, id, &v);
    }
    obj.into()
}

fn error(err: &InputError) -> JsValue {
    let obj = Object::new();
    let (code, params) = err.kind.describe();
    set(&obj, "input", &JsValue::from_str(&err.input));
    set(&obj, "code", &JsValue::from_str(code));
    for (name, value) in params {
        let v = match value {
            Param::Number(x) => JsValue::from_f64(x),
            Param::Text(s) => JsValue::from_str(s),
            Param::List(items) => items
                .iter()
                .map(|s| JsValue::from_str(s))
                .collect::<Array>()
                .into(),
        };
        set(&obj, name, &v);
    }
    obj.into()
}

fn failure(code: &str) -> JsValue {
    let obj = Object::new();
    set(&obj, "input", &JsValue::from_str("calculator"));
    set(&obj, "code", &JsValue::from_str(code));
    obj.into()
}
