//! The browser's door into a module. A page's spec crosses into the module
//! once: the first evaluation reads it (crate::spec_codec) into the page's
//! `Calculator`, kept while the page passes the same spec object, and every
//! evaluation after uses it. Inputs cross as plain JavaScript objects read
//! with js-sys; answers are crate::wire's types, built as JavaScript
//! objects here (`Js`), and only here.
//!
//! Every module exports `evaluate` (`module!`). Solving for a field is the
//! `solver` module's alone (calc-wasm/modules/solver), fetched when a page
//! first solves: it drives the page's own module through JavaScript, so the
//! search is in no calculator module (it cost each some 10 KB gzip).

use crate::registry::{Given, Module, Modules};
use crate::solve::{Calculator as Solvable, Goal};
use crate::spec_codec::{read_spec, Source};
use crate::values::{read_target, Currency};
use crate::wire::{Answer, Builder, Failure, OutputValues, Solved, Write};
use crate::{CalcSpec, ErrorKind, InputError, NumberStyle};
use js_sys::{Array, Function, Object, Reflect};
use std::cell::RefCell;
use std::sync::OnceLock;
use wasm_bindgen::prelude::{wasm_bindgen, JsValue};
use wasm_bindgen::JsCast;

/// The TypeScript of every module's glue imports the boundary's types:
/// crate::wire's, and the spec, as `calcula bindings` writes them into
/// islands/src/generated (the glue is written into islands/src/wasm/<module>/).
#[wasm_bindgen(typescript_custom_section)]
const WIRE_TYPES: &str = r#"
import type { Answer } from "../../generated/Answer";
import type { OutputValues } from "../../generated/OutputValues";
import type { Solved } from "../../generated/Solved";
import type { Shown } from "../../generated/Shown";
import type { CalcSpec } from "../../generated/CalcSpec";
"#;

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
/// Returns an `Answer<OutputValues>` (crate::wire). No English message:
/// the page translates the code. Exported by every module (`module!`).
pub fn evaluate(spec: JsValue, given: JsValue, lang: &str, only: Option<String>) -> JsValue {
    with_calculator(spec, given, |module, spec, given| {
        let mut js = Js::default();
        match Modules(&[module]).evaluate(spec, given, NumberStyle::for_language(lang)) {
            Ok(out) => Answer::Ok(OutputValues::of(&out, only.as_deref())).write(&mut js),
            Err(err) => Answer::<OutputValues>::Error(Failure::from(&err)).write(&mut js),
        }
    })
}

/// Solve for a field (`crate::solve`): the value of number input `input`
/// that makes numeric output `output` equal `target`, the other inputs as
/// `given`; `target` is number text in the page's style, read as its inputs
/// are (its errors name the input `target`). `evaluate`: the page's module's
/// `evaluate` for this spec and language, as `(given, only) => answer`
/// (`only`: the output the solve needs; the outputs it answers, at the
/// solution, are that one alone). `shown`: a `wire::Shown`, how the page
/// shows the two fields (`Goal::grid`, `Goal::shown`). Returns an
/// `Answer<Solved>` (crate::wire). Exported by the `solver` module.
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
    let mut js = Js::default();
    let Some(spec) = read_spec(&spec) else {
        return Answer::<Solved>::Error(Failure::bad_spec()).write(&mut js);
    };
    let Some(given) = read_given(&given) else {
        return Answer::<Solved>::Error(Failure::of_calculator(ErrorKind::BAD_INPUT))
            .write(&mut js);
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
        Err(kind) => {
            let err = InputError::new("target", kind);
            return Answer::<Solved>::Error(Failure::from(&err)).write(&mut js);
        }
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
            // The outputs stay the object the page's module answered.
            let obj = Object::new();
            set(&obj, "solution", &solved.solution.write(&mut js));
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
            Failure::bad_spec().write(&mut Js::default())
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
        Failure::from(&err).write(&mut Js::default())
    }
}

/// Runs `then` with the module, the page's spec (read once while the page
/// passes the same object) and the given texts, or answers the error.
fn with_calculator(
    spec: JsValue,
    given: JsValue,
    then: impl FnOnce(&'static Module, &CalcSpec, &Given) -> JsValue,
) -> JsValue {
    let fail = |failure: Failure| Answer::<OutputValues>::Error(failure).write(&mut Js::default());
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
            return fail(Failure::bad_spec());
        };
        let Some(given) = read_given(&given) else {
            return fail(Failure::of_calculator(ErrorKind::BAD_INPUT));
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

/// crate::wire's values as JavaScript objects. Property names already sent
/// to JavaScript are kept: a schedule's rows repeat the same few keys
/// hundreds of times, and every fresh string costs a UTF-8 decode on the
/// JavaScript side (measured: a sixth of a Brazilian mortgage's recompute,
/// two 360-row schedules).
#[derive(Default)]
pub struct Js {
    keys: Vec<(String, JsValue)>,
}

impl Js {
    /// Enough for every row key of every table output.
    const MAX_KEYS: usize = 64;
}

impl Builder for Js {
    type Value = JsValue;
    type Object = Object;

    fn object(&mut self) -> Object {
        Object::new()
    }

    fn set(&mut self, obj: &mut Object, key: &str, value: JsValue) {
        let i = match self.keys.iter().position(|(k, _)| k == key) {
            Some(i) => i,
            None if self.keys.len() < Self::MAX_KEYS => {
                self.keys.push((key.to_string(), JsValue::from_str(key)));
                self.keys.len() - 1
            }
            None => return set(obj, key, &value),
        };
        // Setting a property on a fresh plain object cannot fail.
        let _ = Reflect::set(obj, &self.keys[i].1, &value);
    }

    fn close(&mut self, obj: Object) -> JsValue {
        obj.into()
    }

    fn number(&mut self, x: f64) -> JsValue {
        JsValue::from_f64(x)
    }

    fn text(&mut self, s: &str) -> JsValue {
        JsValue::from_str(s)
    }

    fn boolean(&mut self, b: bool) -> JsValue {
        JsValue::from_bool(b)
    }

    fn null(&mut self) -> JsValue {
        JsValue::NULL
    }

    fn list(&mut self, items: Vec<JsValue>) -> JsValue {
        items.into_iter().collect::<Array>().into()
    }
}
