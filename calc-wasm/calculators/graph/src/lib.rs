//! The graphing calculator's math: expression lines classified and
//! compiled to f64 programs, sampled adaptively for a window with
//! interval-arithmetic continuity checks, implicit curves by marching
//! squares, points of interest and tables. The API is in README.md.

// `!(a < b)` is meant: it is true for NaN, which must fail every check.
#![allow(clippy::neg_cmp_op_on_partial_ord)]

pub mod calculator;
pub mod classify;
pub mod implicit;
pub mod interval;
pub mod poi;
pub mod program;
pub mod sample;
pub mod sketch;
pub mod special_iv;
#[cfg(test)]
mod tests;
pub mod wire;
#[cfg(test)]
pub(crate) mod testing {
    calc_content::test_catalogue!(crate::calculator::FUNCTIONS);
}
#[cfg(target_arch = "wasm32")]
mod wasm;

use calc_engine::error::EngineError;
use calc_engine::eval::Angle;
use calc_engine::expr::Expr;
use classify::{classify, is_reserved, Relation, Shape, THETA};
use interval::Iv;
use program::Program;
use sample::{sample, Curve, Sampled, Steps, Window};
use std::cell::RefCell;
use std::f64::consts::PI;

pub use calc_core::registry::Function;

/// Slots of the evaluation environment; parameters follow.
const SLOT_X: usize = 0;
const SLOT_Y: usize = 1;
const SLOT_T: usize = 2;
const FIRST_PARAM: usize = 3;
/// A parameter nothing defines starts at 1 (a slider's start).
pub const DEFAULT_PARAM: f64 = 1.0;
/// Most lines a graph may hold.
pub const MAX_LINES: usize = 100;
/// Most rows a table of values may ask for.
pub const MAX_TABLE_ROWS: usize = 10_000;

/// A compiled line.
#[derive(Debug, Clone)]
pub enum Item {
    OfX { f: Program },
    OfY { g: Program },
    Implicit { f: Program },
    Parametric { x: Program, y: Program },
    Polar { r: Program },
    Point { x: Program, y: Program },
    Parameter { name: String },
}

#[derive(Debug, Clone)]
pub struct Line {
    pub kind: &'static str,
    pub relation: Relation,
    pub item: Item,
    /// The parameters this line uses, in order of appearance.
    pub params: Vec<String>,
    /// The parameter's range for parametric and polar curves.
    pub range: (f64, f64),
}

#[derive(Debug, Clone)]
pub struct Graph {
    pub angle: Angle,
    /// One entry per input line: None for a blank line.
    pub lines: Vec<Option<Result<Line, EngineError>>>,
    /// Every parameter: its name and value.
    pub params: Vec<(String, f64)>,
}

/// What one line draws in a window.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Plot {
    pub sampled: Sampled,
    /// Inequalities of y = f(x) or x = g(y): polygons, as `xy`.
    pub fill: Vec<f64>,
    /// Implicit inequalities: rectangles x0, y0, x1, y1.
    pub cells: Vec<f64>,
}

fn vars_of(e: &Expr) -> Vec<String> {
    let mut v = Vec::new();
    e.vars(&mut v);
    v
}

fn shape_exprs(s: &Shape) -> Vec<&Expr> {
    match s {
        Shape::OfX(e) | Shape::OfY(e) | Shape::Implicit(e) | Shape::Polar(e) => vec![e],
        Shape::Parametric(a, b) | Shape::Point(a, b) => vec![a, b],
        Shape::Parameter(_, e) => vec![e],
    }
}

impl Graph {
    /// Classifies and compiles each line of `text`.
    pub fn new(text: &str, angle: Angle) -> Graph {
        let classified: Vec<_> = text.lines().take(MAX_LINES).map(classify).collect();
        let mut params: Vec<(String, f64)> = Vec::new();
        let add = |name: &str, params: &mut Vec<(String, f64)>| {
            if !is_reserved(name) && !params.iter().any(|(n, _)| n == name) {
                params.push((name.to_string(), DEFAULT_PARAM));
            }
        };
        for c in classified.iter().flatten().flatten() {
            if let Shape::Parameter(name, _) = &c.shape {
                add(name, &mut params);
            }
            for e in shape_exprs(&c.shape) {
                for v in vars_of(e) {
                    add(&v, &mut params);
                }
            }
        }
        let slot = |name: &str| -> Option<usize> {
            match name {
                "x" => Some(SLOT_X),
                "y" => Some(SLOT_Y),
                n if n == "t" || THETA.contains(&n) => Some(SLOT_T),
                n => params
                    .iter()
                    .position(|(p, _)| p == n)
                    .map(|i| FIRST_PARAM + i),
            }
        };
        let compile = |e: &Expr| {
            Program::compile(e, angle, &slot)
                .ok_or_else(|| EngineError::unsupported("an unknown name"))
        };
        let mut definitions = Vec::new();
        let lines: Vec<_> = classified
            .into_iter()
            .map(|c| {
                c.map(|c| {
                    let c = c?;
                    let item = match &c.shape {
                        Shape::OfX(e) => Item::OfX { f: compile(e)? },
                        Shape::OfY(e) => Item::OfY { g: compile(e)? },
                        Shape::Implicit(e) => Item::Implicit { f: compile(e)? },
                        Shape::Parametric(a, b) => Item::Parametric {
                            x: compile(a)?,
                            y: compile(b)?,
                        },
                        Shape::Polar(e) => Item::Polar { r: compile(e)? },
                        Shape::Point(a, b) => Item::Point {
                            x: compile(a)?,
                            y: compile(b)?,
                        },
                        Shape::Parameter(name, e) => {
                            definitions.push((name.clone(), compile(e)?));
                            Item::Parameter { name: name.clone() }
                        }
                    };
                    let mut used = Vec::new();
                    for e in shape_exprs(&c.shape) {
                        for v in vars_of(e) {
                            if !is_reserved(&v) && !used.contains(&v) {
                                used.push(v);
                            }
                        }
                    }
                    let full_turn = match angle {
                        Angle::Deg => 360.0,
                        Angle::Rad => 2.0 * PI,
                    };
                    let range = match item {
                        Item::Polar { .. } => (0.0, full_turn),
                        _ => (0.0, 2.0 * PI),
                    };
                    Ok(Line {
                        kind: c.shape.kind(),
                        relation: c.relation,
                        item,
                        params: used,
                        range,
                    })
                })
            })
            .collect();
        let mut graph = Graph {
            angle,
            lines,
            params,
        };
        for (name, p) in definitions {
            let v = p.eval(&graph.env());
            if v.is_finite() {
                graph.set_param(&name, v);
            }
        }
        graph
    }

    /// Sets a parameter's value (a slider moved); false for an unknown name.
    pub fn set_param(&mut self, name: &str, value: f64) -> bool {
        match self.params.iter_mut().find(|(n, _)| n == name) {
            Some(p) if value.is_finite() => {
                p.1 = value;
                true
            }
            _ => false,
        }
    }

    /// The environment: x, y, t and the parameters' values.
    pub fn env(&self) -> Vec<f64> {
        let mut env = vec![f64::NAN; FIRST_PARAM];
        env.extend(self.params.iter().map(|p| p.1));
        env
    }

    fn env_iv(&self) -> Vec<Iv> {
        self.env().into_iter().map(Iv::point).collect()
    }

    pub fn line(&self, index: usize) -> Option<&Line> {
        self.lines.get(index)?.as_ref()?.as_ref().ok()
    }

    /// Sets the parameter range of a parametric or polar line.
    pub fn set_range(&mut self, index: usize, from: f64, to: f64) -> bool {
        match self.lines.get_mut(index) {
            Some(Some(Ok(line))) if from.is_finite() && to.is_finite() && from < to => {
                line.range = (from, to);
                true
            }
            _ => false,
        }
    }

    /// y = f(x) of line `index` at x (NaN where undefined or not a function of x).
    pub fn value_at(&self, index: usize, x: f64) -> f64 {
        match self.line(index).map(|l| &l.item) {
            Some(Item::OfX { f, .. }) => {
                let mut env = self.env();
                env[SLOT_X] = x;
                f.eval(&env)
            }
            _ => f64::NAN,
        }
    }

    /// What line `index` draws in `win`.
    pub fn plot(&self, index: usize, win: Window) -> Plot {
        let Some(line) = self.line(index) else {
            return Plot::default();
        };
        let ctx = Ctx::new(self);
        let (dx, dy) = win.pixel();
        let across = |n: f64, d: f64| Steps {
            segments: (n / 8.0).ceil().max(1.0) as usize,
            min_ok: d / 8.0,
            min_broken: d / 1024.0,
        };
        let along = |range: (f64, f64)| {
            let w = range.1 - range.0;
            Steps {
                segments: 256,
                min_ok: w / 65_536.0,
                min_broken: w / 4_194_304.0,
            }
        };
        let mut plot = Plot::default();
        // y = f(x) sampled along x, or x = g(y) along y (`swap`); an
        // inequality's fill reaches the window's edge on its side.
        let mut explicit = |p, swap: bool| {
            let (slot, along, count, below, above) = if swap {
                let count = across(win.height_px, dy);
                (
                    SLOT_Y,
                    (win.y_min - dy, win.y_max + dy),
                    count,
                    win.x_min - dx,
                    win.x_max + dx,
                )
            } else {
                let count = across(win.width_px, dx);
                (
                    SLOT_X,
                    (win.x_min - dx, win.x_max + dx),
                    count,
                    win.y_min - dy,
                    win.y_max + dy,
                )
            };
            let c = Explicit {
                ctx: &ctx,
                p,
                slot,
                swap,
            };
            plot.sampled = sample(&c, win, along.0, along.1, count);
            if line.relation != Relation::Eq {
                let edge = if matches!(line.relation, Relation::Gt | Relation::Ge) {
                    above
                } else {
                    below
                };
                plot.fill = fill(&plot.sampled, edge, swap);
            }
        };
        match &line.item {
            Item::OfX { f, .. } => explicit(f, false),
            Item::OfY { g } => explicit(g, true),
            Item::Parametric { x, y } => {
                let c = Parametric { ctx: &ctx, x, y };
                plot.sampled = sample(&c, win, line.range.0, line.range.1, along(line.range));
            }
            Item::Polar { r } => {
                let to_radians = match self.angle {
                    Angle::Deg => PI / 180.0,
                    Angle::Rad => 1.0,
                };
                let c = Polar {
                    ctx: &ctx,
                    r,
                    to_radians,
                };
                plot.sampled = sample(&c, win, line.range.0, line.range.1, along(line.range));
            }
            Item::Implicit { f } => {
                let at = |x: f64, y: f64| ctx.at2(f, (SLOT_X, x), (SLOT_Y, y));
                let over = |x: Iv, y: Iv| ctx.over2(f, (SLOT_X, x), (SLOT_Y, y));
                let out = implicit::plot(
                    &implicit::Implicit { f: &at, fi: &over },
                    line.relation,
                    win,
                );
                plot.sampled.xy = out.xy;
                plot.cells = out.cells;
            }
            Item::Point { x, y } => {
                let env = self.env();
                let (px, py) = (x.eval(&env), y.eval(&env));
                if px.is_finite() && py.is_finite() {
                    plot.sampled.xy = vec![px, py, f64::NAN, f64::NAN];
                }
            }
            Item::Parameter { .. } => {}
        }
        plot
    }
}

/// Polygons between each polyline and a window edge (y = edge, or x =
/// edge when `vertical_edge`), for shading y < f(x) and friends.
fn fill(s: &Sampled, edge: f64, vertical_edge: bool) -> Vec<f64> {
    let mut out = Vec::new();
    for line in s.polylines() {
        let (Some(first), Some(last)) = (line.first().copied(), line.last().copied()) else {
            continue;
        };
        for (x, y) in &line {
            out.push(*x);
            out.push(*y);
        }
        if vertical_edge {
            out.extend([edge, last.1, edge, first.1]);
        } else {
            out.extend([last.0, edge, first.0, edge]);
        }
        out.extend([f64::NAN, f64::NAN]);
    }
    out
}

/// The environment of one plot, its free slot rewritten per evaluation
/// (no allocation per point).
struct Ctx {
    env: RefCell<Vec<f64>>,
    env_iv: RefCell<Vec<Iv>>,
}

impl Ctx {
    fn new(graph: &Graph) -> Ctx {
        Ctx {
            env: RefCell::new(graph.env()),
            env_iv: RefCell::new(graph.env_iv()),
        }
    }

    fn at(&self, p: &Program, slot: usize, u: f64) -> f64 {
        self.at2(p, (slot, u), (slot, u))
    }

    /// With two slots set (x and y of an implicit curve).
    fn at2(&self, p: &Program, (i, u): (usize, f64), (j, v): (usize, f64)) -> f64 {
        let mut env = self.env.borrow_mut();
        env[i] = u;
        env[j] = v;
        p.eval(&env)
    }

    fn dual(&self, p: &Program, slot: usize, u: f64) -> (f64, f64) {
        let mut env = self.env.borrow_mut();
        env[slot] = u;
        p.eval_dual(&env, slot)
    }

    fn over(&self, p: &Program, slot: usize, u: Iv) -> Iv {
        self.over2(p, (slot, u), (slot, u))
    }

    fn over2(&self, p: &Program, (i, u): (usize, Iv), (j, v): (usize, Iv)) -> Iv {
        let mut env = self.env_iv.borrow_mut();
        env[i] = u;
        env[j] = v;
        p.eval_iv(&env)
    }
}

/// y = f(x) (u is x), or x = g(y) with `swap` (u is y).
struct Explicit<'a> {
    ctx: &'a Ctx,
    p: &'a Program,
    slot: usize,
    swap: bool,
}

impl Curve for Explicit<'_> {
    fn at(&self, u: f64) -> (f64, f64) {
        let v = self.ctx.at(self.p, self.slot, u);
        if self.swap {
            (v, u)
        } else {
            (u, v)
        }
    }

    fn over(&self, a: f64, b: f64) -> (Iv, Iv) {
        let u = Iv::new(a, b);
        let v = self.ctx.over(self.p, self.slot, u);
        if self.swap {
            (v, u)
        } else {
            (u, v)
        }
    }
}

struct Parametric<'a> {
    ctx: &'a Ctx,
    x: &'a Program,
    y: &'a Program,
}

impl Curve for Parametric<'_> {
    fn at(&self, t: f64) -> (f64, f64) {
        (
            self.ctx.at(self.x, SLOT_T, t),
            self.ctx.at(self.y, SLOT_T, t),
        )
    }

    fn over(&self, a: f64, b: f64) -> (Iv, Iv) {
        let t = Iv::new(a, b);
        (
            self.ctx.over(self.x, SLOT_T, t),
            self.ctx.over(self.y, SLOT_T, t),
        )
    }
}

struct Polar<'a> {
    ctx: &'a Ctx,
    r: &'a Program,
    to_radians: f64,
}

impl Curve for Polar<'_> {
    fn at(&self, th: f64) -> (f64, f64) {
        let r = self.ctx.at(self.r, SLOT_T, th);
        let a = th * self.to_radians;
        (r * a.cos(), r * a.sin())
    }

    fn over(&self, a: f64, b: f64) -> (Iv, Iv) {
        let r = self.ctx.over(self.r, SLOT_T, Iv::new(a, b));
        let ang = Iv::new(a * self.to_radians, b * self.to_radians);
        (r.mul(ang.cos()), r.mul(ang.sin()))
    }
}
