//! The graphing page's door into the module: a `Graph` object kept alive
//! in JavaScript, so panning re-samples without re-parsing. Polylines
//! cross as Float64Arrays (one copy, no per-point objects).

use super::poi::points_of_interest;
use super::sample::Window;
use super::wire::{self, PointView};
use super::Graph as Inner;
use calc_core::wasm::Js;
use calc_core::wire::Write;
use calc_engine::eval::Angle;
use js_sys::{Float64Array, Object, Reflect};
use wasm_bindgen::prelude::{wasm_bindgen, JsValue};

/// The types above, as `calcula bindings` writes them into
/// islands/src/generated (the glue is written into islands/src/wasm/graph/).
#[wasm_bindgen(typescript_custom_section)]
const GRAPH_TYPES: &str = r#"
import type { LineView } from "../../generated/LineView";
import type { ParamView } from "../../generated/ParamView";
import type { PointView } from "../../generated/PointView";
"#;

#[wasm_bindgen(js_name = Graph)]
pub struct Graph(Inner);

fn set(obj: &Object, key: &str, value: &JsValue) {
    // Setting a property on a fresh plain object cannot fail.
    let _ = Reflect::set(obj, &JsValue::from_str(key), value);
}

fn floats(v: &[f64]) -> JsValue {
    Float64Array::from(v).into()
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

    /// Per line: a `LineView`, null for a blank line.
    #[wasm_bindgen(unchecked_return_type = "Array<LineView | null>")]
    pub fn lines(&self) -> JsValue {
        wire::lines(&self.0).write(&mut Js::default())
    }

    /// Every parameter of every line.
    #[wasm_bindgen(unchecked_return_type = "Array<ParamView>")]
    pub fn params(&self) -> JsValue {
        wire::params(&self.0).write(&mut Js::default())
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
    #[wasm_bindgen(
        unchecked_return_type = "{ xy: Float64Array, holes: Float64Array, fill: Float64Array, cells: Float64Array }"
    )]
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

    /// The points of interest in the window.
    #[wasm_bindgen(js_name = pointsOfInterest, unchecked_return_type = "Array<PointView>")]
    #[allow(clippy::too_many_arguments)]
    pub fn points_of_interest(
        &self,
        x_min: f64,
        x_max: f64,
        y_min: f64,
        y_max: f64,
        width_px: f64,
        height_px: f64,
    ) -> JsValue {
        let win = Window {
            x_min,
            x_max,
            y_min,
            y_max,
            width_px,
            height_px,
        };
        let points = points_of_interest(&self.0, win);
        let views: Vec<PointView> = points.iter().map(PointView::of).collect();
        views.write(&mut Js::default())
    }

    /// y of line `index` (a function of x) at `count` x values from
    /// `start` by `step`: numbers, null where undefined.
    #[wasm_bindgen(unchecked_return_type = "Array<number | null>")]
    pub fn table(&self, index: usize, start: f64, step: f64, count: usize) -> JsValue {
        let ys: Vec<Option<f64>> = (0..count.min(super::MAX_TABLE_ROWS))
            .map(|k| {
                Some(self.0.value_at(index, start + step * k as f64)).filter(|y| y.is_finite())
            })
            .collect();
        ys.write(&mut Js::default())
    }
}
