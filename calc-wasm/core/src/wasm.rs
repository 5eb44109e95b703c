//! The browser's door into a module. A page's spec crosses into the module
//! once: the first evaluation reads it (crate::spec_codec) into the page's
//! `Calculator`, kept while the page passes the same spec object, and every
//! evaluation after uses it. Inputs and outputs cross as plain JavaScript
//! objects read and built with js-sys. Errors become objects here, and
//! only here.
//!
//! Every module exports `evaluate` (`module!`). Solving for a field is the
//! `solver` module's alone (calc-wasm/modules/solver), fetched when a page
//! first solves: it drives the page's own module through JavaScript, so the
//! search is in no calculator module (it cost each some 10 KB gzip).

use crate::error::Param;
use crate::registry::{Given, Module, Modules};
use crate::solve::{Calculator as Solvable, Goal, Limit, Point, Solution};
use crate::spec_codec::{read_spec, Source};
use crate::values::{read_target, Currency};
use crate::{CalcSpec, ErrorKind, InputError, NumberStyle, OutValue, Outputs};
use js_sys::{Array, Function, Object, Reflect};
use std::cell::RefCell;
use std::sync::OnceLock;
use wasm_bindgen::prelude::JsValue;
use wasm_bindgen::JsCast;

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
/// language; `only`: one output id, to have that output alone (the
/// solver's probes: a schedule of 360 rows is not built for them).
/// Returns `{ok: outputs}` or `{error: {input, code, ...params}}`. No
/// English message: the page translates the code. Exported by every
/// module (`module!`).
pub fn evaluate(spec: JsValue, given: JsValue, lang: &str, only: Option<String>) -> JsValue {
    with_calculator(spec, given, |module, spec, given| {
        match Modules(&[module]).evaluate(spec, given, NumberStyle::for_language(lang)) {
            Ok(out) => wrap("ok", &outputs(&out, only.as_deref())),
            Err(err) => wrap("error", &error(&err)),
        }
    })
}

/// Solve for a field (`crate::solve`): the value of number input `input`
/// that makes numeric output `output` equal `target`, the other inputs as
/// `given`; `target` is number text in the page's style, read as its inputs
/// are (its errors name the input `target`). `evaluate`: the page's module's
/// `evaluate` for this spec and language, as `(given, only) => answer`
/// (`only`: the output the solve needs; the outputs it answers, at the
/// solution, are that one alone). `shown`: how the page shows the two
/// fields, `{currency, grid, decimals}`: its currency symbol (a target may
/// be typed with it), the decimals of the input's grid (`Goal::grid`) and
/// those the output is shown with (`Goal::shown`), each optional. Returns
/// `{ok: {solution, inputText, target, outputs}}` (`solution` as `Solution`
/// serialises it, `inputText` the input's text at the value the outputs are
/// for, in the page's style, `target` as read) or `{error: ...}` as
/// `evaluate`. Exported by the `solver` module.
// The page's one call into the solver: each argument is one thing the
// page knows, as JavaScript passes it.
#[allow(clippy::too_many_arguments)]
pub fn solve(
    spec: JsValue,
    given: JsValue,
    lang: &str,
    input: &str,
    output: &str,
    target: &str,
    shown: JsValue,
    evaluate: &Function,
) -> JsValue {
    let Some(spec) = read_spec(&spec) else {
        return wrap("error", &failure(ErrorKind::BAD_SPEC));
    };
    let Some(given) = read_given(&given) else {
        return wrap("error", &failure(ErrorKind::BAD_INPUT));
    };
    let style = NumberStyle::for_language(lang);
    let decimals = |key: &str| {
        let v = shown.field(key).as_f64()?;
        (v.fract() == 0.0 && (0.0..=20.0).contains(&v)).then_some(v as u8)
    };
    let currencies: Vec<Currency> = shown
        .field("currency")
        .as_string()
        .map(|symbol| Currency { symbol, style })
        .into_iter()
        .collect();
    let target = match read_target(target, style, &currencies) {
        Ok(target) => target,
        Err(kind) => return wrap("error", &error(&InputError::new("target", kind))),
    };
    let goal = Goal {
        input: input.to_string(),
        output: output.to_string(),
        target,
        grid: decimals("grid"),
        shown: decimals("decimals"),
    };
    let page = Page {
        evaluate,
        output: JsValue::from_str(output),
    };
    match crate::solve::solve(&page, &spec, &given, style, &goal) {
        Ok(solved) => {
            let obj = Object::new();
            set(&obj, "solution", &solution(&solved.solution));
            set(&obj, "inputText", &JsValue::from_str(&solved.input_text));
            set(&obj, "target", &JsValue::from_f64(goal.target));
            set(&obj, "outputs", &solved.outputs);
            wrap("ok", &obj.into())
        }
        Err(err) => wrap("error", &err),
    }
}

/// The page's calculator as the solver sees it: its module's `evaluate`,
/// called through JavaScript for one output. Outputs and errors stay the
/// JavaScript objects that `evaluate` answers.
struct Page<'a> {
    evaluate: &'a Function,
    output: JsValue,
}

impl Solvable for Page<'_> {
    type Outputs = JsValue;
    type Error = JsValue;

    fn evaluate(&self, given: &Given) -> Result<JsValue, JsValue> {
        let texts = Object::new();
        for (id, text) in given {
            set(&texts, id, &JsValue::from_str(text));
        }
        // A throw (no module) is an answer without `ok`.
        let answer = self
            .evaluate
            .call2(&JsValue::NULL, &texts, &self.output)
            .unwrap_or(JsValue::NULL);
        let ok = answer.field("ok");
        if !ok.is_absent() {
            return Ok(ok);
        }
        let err = answer.field("error");
        Err(if err.is_object() {
            err
        } else {
            failure(ErrorKind::BAD_SPEC)
        })
    }

    fn number(&self, outputs: &JsValue, id: &str) -> Option<f64> {
        outputs.field(id).as_f64()
    }

    /// The outputs the page's module answered (the solved one alone: the
    /// page offers only its own outputs).
    fn ids(&self, outputs: &JsValue) -> Vec<String> {
        match outputs.dyn_ref::<Object>() {
            Some(obj) => Object::keys(obj)
                .iter()
                .filter_map(|k| k.as_string())
                .collect(),
            None => Vec::new(),
        }
    }

    fn error(&self, err: InputError) -> JsValue {
        error(&err)
    }
}

/// A `Solution` as its serde form (`{kind: "reached", values, more}`, ...),
/// built by hand: serde_json's value serialiser would add some 10 KB gzip
/// to every module.
fn solution(solution: &Solution) -> JsValue {
    let obj = Object::new();
    let point = |p: &Point| {
        let o = Object::new();
        set(&o, "input", &JsValue::from_f64(p.input));
        set(&o, "output", &JsValue::from_f64(p.output));
        JsValue::from(o)
    };
    match solution {
        Solution::Reached { values, more } => {
            set(&obj, "kind", &JsValue::from_str("reached"));
            let list: Array = values.iter().map(|v| JsValue::from_f64(*v)).collect();
            set(&obj, "values", &list.into());
            set(&obj, "more", &JsValue::from_bool(*more));
        }
        Solution::Between {
            below,
            above,
            integer,
        } => {
            set(&obj, "kind", &JsValue::from_str("between"));
            set(&obj, "below", &point(below));
            set(&obj, "above", &point(above));
            set(&obj, "integer", &JsValue::from_bool(*integer));
        }
        Solution::Unreachable {
            least,
            most,
            beyond,
        } => {
            set(&obj, "kind", &JsValue::from_str("unreachable"));
            set(&obj, "least", &point(least));
            set(&obj, "most", &point(most));
            let beyond = match beyond {
                Some(Limit::Min(v) | Limit::Max(v)) => {
                    let o = Object::new();
                    let side = if matches!(beyond, Some(Limit::Min(_))) {
                        "min"
                    } else {
                        "max"
                    };
                    set(&o, "side", &JsValue::from_str(side));
                    set(&o, "value", &JsValue::from_f64(*v));
                    JsValue::from(o)
                }
                None => JsValue::NULL,
            };
            set(&obj, "beyond", &beyond);
        }
    }
    obj.into()
}

/// Runs `then` with the module, the page's spec (read once while the page
/// passes the same object) and the given texts, or answers the error.
fn with_calculator(
    spec: JsValue,
    given: JsValue,
    then: impl FnOnce(&'static Module, &CalcSpec, &Given) -> JsValue,
) -> JsValue {
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
            return wrap("error", &failure(ErrorKind::BAD_SPEC));
        };
        let Some(given) = read_given(&given) else {
            return wrap("error", &failure(ErrorKind::BAD_INPUT));
        };
        then(module, spec, &given)
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
    // Inserted one by one: collecting into the map would bring a sort
    // (some 1.5 KB gzip in every module).
    let mut given = Given::new();
    for pair in Object::entries(&Object::from(v.clone())).iter() {
        let pair = Array::from(&pair);
        given.insert(pair.get(0).as_string()?, pair.get(1).as_string()?);
    }
    Some(given)
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

fn outputs(out: &Outputs, only: Option<&str>) -> JsValue {
    let obj = Object::new();
    let mut keys = Keys::default();
    for (id, value) in out
        .entries()
        .filter(|(id, _)| only.is_none_or(|o| o == *id))
    {
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
