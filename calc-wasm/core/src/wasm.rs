//! The browser's door into a module. A page's spec crosses into the module
//! once: the first evaluation reads it (crate::spec_codec) into the page's
//! `Calculator`, kept while the page passes the same spec object, and every
//! evaluation after uses it. Inputs and outputs cross as plain JavaScript
//! objects read and built with js-sys. Errors become objects here, and
//! only here.

use crate::error::Param;
use crate::registry::{Given, Module, Modules};
use crate::spec_codec::{read_spec, Source};
use crate::{CalcSpec, InputError, NumberStyle, OutValue, Outputs};
use js_sys::{Array, Object, Reflect};
use std::cell::RefCell;
use std::sync::OnceLock;
use wasm_bindgen::prelude::{wasm_bindgen, JsValue};

static MODULE: OnceLock<&'static Module> = OnceLock::new();

/// Called once by the module's start function (`module!`).
pub fn register(module: &'static Module) {
    let _ = MODULE.set(module);
}

/// A page's calculator: its spec object as the page passes it, and the
/// spec read from it (`None` when it is not one: every evaluation says so).
struct Calculator {
    source: JsValue,
    spec: Option<CalcSpec>,
}

std::thread_local! {
    static CALCULATOR: RefCell<Option<Calculator>> = const { RefCell::new(None) };
}

/// `spec`: the page's `CalcSpec` object, from its props (the same object
/// on every call); `given`: `{inputId: text}`; `lang`: the page's
/// language. Returns `{ok: outputs}` or `{error: {input, code, ...params}}`.
/// No English message: the page translates the code.
#[wasm_bindgen]
pub fn evaluate(spec: JsValue, given: JsValue, lang: &str) -> JsValue {
    CALCULATOR.with_borrow_mut(|calculator| {
        if !calculator
            .as_ref()
            .is_some_and(|c| Object::is(&c.source, &spec))
        {
            let read = read_spec(&spec);
            *calculator = Some(Calculator {
                source: spec,
                spec: read,
            });
        }
        let spec = calculator.as_ref().and_then(|c| c.spec.as_ref());
        let (Some(spec), Some(module)) = (spec, MODULE.get()) else {
            return wrap("error", &failure("badSpec"));
        };
        let Some(given) = read_given(&given) else {
            return wrap("error", &failure("badInput"));
        };
        match Modules(&[module]).evaluate(spec, &given, NumberStyle::for_language(lang)) {
            Ok(out) => wrap("ok", &outputs(&out)),
            Err(err) => wrap("error", &error(&err)),
        }
    })
}

impl Source for JsValue {
    fn field(&self, key: &str) -> Self {
        Reflect::get(self, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
    }
    fn is_absent(&self) -> bool {
        self.is_undefined() || self.is_null()
    }
    fn is_object(&self) -> bool {
        JsValue::is_object(self)
    }
    fn string(&self) -> Option<String> {
        self.as_string()
    }
    fn number(&self) -> Option<f64> {
        self.as_f64()
    }
    fn boolean(&self) -> Option<bool> {
        self.as_bool()
    }
    fn items(&self) -> Option<Vec<Self>> {
        Array::is_array(self).then(|| Array::from(self).iter().collect())
    }
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
