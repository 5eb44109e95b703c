//! The graphing page's door into the module: a `Graph` object kept alive
//! in JavaScript, so panning re-samples without re-parsing. Polylines
//! cross as Float64Arrays (one copy, no per-point objects).

use super::poi::points_of_interest;
use super::sample::Window;
use super::Graph as Inner;
use calc_engine::eval::Angle;
use js_sys::{Array, Float64Array, Object, Reflect};
use wasm_bindgen::prelude::{wasm_bindgen, JsValue};

#[wasm_bindgen(js_name = Graph)]
pub struct Graph(Inner);

fn set(obj: &Object, key: &str, value: &JsValue) {
    // Setting a property on a fresh plain object cannot fail.
    let _ = Reflect::set(obj, &JsValue::from_str(key), value);
}

fn floats(v: &[f64]) -> JsValue {
    Float64Array::from(v).into()
}

fn number_or_null(v: f64) -> JsValue {
    if v.is_finite() {
        JsValue::from_f64(v)
    } else {
        JsValue::NULL
    }
}

#[wasm_bindgen(js_class = Graph)]
impl Graph {
    /// `expressions`: one per line; `angle_unit`: "deg" or "rad".
    #[wasm_bindgen(constructor)]
    pub fn new(expressions: &str, angle_unit: &str) -> Graph {
        let angle = if angle_unit == "deg" {
            Angle::Deg
        } else {
            Angle::Rad
        };
        Graph(Inner::new(expressions, angle))
    }

    /// Per line: null (blank), `{kind, relation, params}` or `{error:
    /// {code, position, token, detail}}`.
    pub fn lines(&self) -> Array {
        self.0
            .lines
            .iter()
            .map(|line| -> JsValue {
                let obj = Object::new();
                match line {
                    None => return JsValue::NULL,
                    Some(Ok(l)) => {
                        set(&obj, "kind", &JsValue::from_str(l.kind));
                        set(&obj, "relation", &JsValue::from_str(l.relation.id()));
                        let params: Array = l.params.iter().map(|p| JsValue::from_str(p)).collect();
                        set(&obj, "params", &params);
                    }
                    Some(Err(e)) => {
                        let err = Object::new();
                        set(&err, "code", &JsValue::from_str(e.code.id()));
                        set(
                            &err,
                            "position",
                            &e.position
                                .map_or(JsValue::NULL, |p| JsValue::from_f64(p as f64)),
                        );
                        set(
                            &err,
                            "token",
                            &e.token.as_deref().map_or(JsValue::NULL, JsValue::from_str),
                        );
                        set(&err, "detail", &JsValue::from_str(&e.detail));
                        set(&obj, "error", &err);
                    }
                }
                obj.into()
            })
            .collect()
    }

    /// `[{name, value}]`, every parameter of every line.
    pub fn params(&self) -> Array {
        self.0
            .params
            .iter()
            .map(|(name, value)| -> JsValue {
                let obj = Object::new();
                set(&obj, "name", &JsValue::from_str(name));
                set(&obj, "value", &JsValue::from_f64(*value));
                obj.into()
            })
            .collect()
    }

    #[wasm_bindgen(js_name = setParam)]
    pub fn set_param(&mut self, name: &str, value: f64) -> bool {
        self.0.set_param(name, value)
    }

    #[wasm_bindgen(js_name = setRange)]
    pub fn set_range(&mut self, index: usize, from: f64, to: f64) -> bool {
        self.0.set_range(index, from, to)
    }

    /// `{xy, holes, fill, cells}` (Float64Arrays) for line `index`.
    #[allow(clippy::too_many_arguments)]
    pub fn plot(
        &self,
        index: usize,
        x_min: f64,
        x_max: f64,
        y_min: f64,
        y_max: f64,
        width_px: f64,
        height_px: f64,
    ) -> Object {
        let win = Window {
            x_min,
            x_max,
            y_min,
            y_max,
            width_px,
            height_px,
        };
        let p = self.0.plot(index, win);
        let obj = Object::new();
        set(&obj, "xy", &floats(&p.sampled.xy));
        set(&obj, "holes", &floats(&p.sampled.holes));
        set(&obj, "fill", &floats(&p.fill));
        set(&obj, "cells", &floats(&p.cells));
        obj
    }

    /// `[{kind, x, y, curves}]` in the window (y null at a discontinuity).
    #[wasm_bindgen(js_name = pointsOfInterest)]
    #[allow(clippy::too_many_arguments)]
    pub fn points_of_interest(
        &self,
        x_min: f64,
        x_max: f64,
        y_min: f64,
        y_max: f64,
        width_px: f64,
        height_px: f64,
    ) -> Array {
        let win = Window {
            x_min,
            x_max,
            y_min,
            y_max,
            width_px,
            height_px,
        };
        points_of_interest(&self.0, win)
            .into_iter()
            .map(|p| -> JsValue {
                let obj = Object::new();
                set(&obj, "kind", &JsValue::from_str(p.kind));
                set(&obj, "x", &JsValue::from_f64(p.x));
                set(&obj, "y", &p.y.map_or(JsValue::NULL, number_or_null));
                let curves: Array = p
                    .curves
                    .iter()
                    .map(|&c| JsValue::from_f64(c as f64))
                    .collect();
                set(&obj, "curves", &curves);
                obj.into()
            })
            .collect()
    }

    /// y of line `index` (a function of x) at `count` x values from
    /// `start` by `step`: numbers, null where undefined.
    pub fn table(&self, index: usize, start: f64, step: f64, count: usize) -> Array {
        (0..count.min(super::MAX_TABLE_ROWS))
            .map(|k| number_or_null(self.0.value_at(index, start + step * k as f64)))
            .collect()
    }
}
