//! Solve for any field: the value of one number input that makes one
//! numeric output equal a target, with every other input as given. Generic
//! over the calculator: it only evaluates it (a `Calculator`: natively
//! `Modules::evaluate`, in the browser the page's module called through
//! JavaScript by the `solver` module, crate::wasm), so the input's limits
//! and the calculator's own checks hold; it never looks inside.
//!
//! The input's allowed range is sampled for sign changes of
//! output − target; each is refined by Brent's method. What is found is
//! said as it is: one value, several (up to `MAX_VALUES`), the two integers
//! either side of an unreachable exact value, a jump over the target (a
//! step in a tax table), or the least and most the output reaches, and
//! which limit of the input stands in the way.

use crate::error::{ErrorKind, InputError};
use crate::registry::{Given, Modules};
use crate::roots::brent;
use crate::spec::{CalcSpec, InputKind};
use crate::values::{parse_input, NumberStyle, Value};
use crate::Outputs;
use serde::Serialize;

/// What the search evaluates: the calculator at given texts (in the
/// style the search writes its values in).
pub trait Calculator {
    /// The outputs of one evaluation.
    type Outputs;
    /// An evaluation's error; the search's own become one (`error`).
    type Error;
    fn evaluate(&self, given: &Given) -> Result<Self::Outputs, Self::Error>;
    /// Output `id` as a number, if it is one.
    fn number(&self, outputs: &Self::Outputs, id: &str) -> Option<f64>;
    /// The ids of the outputs given (an unknown output's message lists them).
    fn ids(&self, outputs: &Self::Outputs) -> Vec<String>;
    /// Output `id` is drawn at random at `given` (new on every
    /// evaluation): nothing to solve for. The page knows a generator from
    /// its props and offers it no solve.
    fn draws(&self, _given: &Given, _id: &str) -> bool {
        false
    }
    fn error(&self, err: InputError) -> Self::Error;
}

/// The calculator computed in this process, by the modules given: the
/// command line, the tests.
pub struct Native<'a> {
    pub modules: &'a Modules<'a>,
    pub spec: &'a CalcSpec,
    pub style: NumberStyle,
}

impl Calculator for Native<'_> {
    type Outputs = Outputs;
    type Error = InputError;
    fn evaluate(&self, given: &Given) -> Result<Outputs, InputError> {
        self.modules.evaluate(self.spec, given, self.style)
    }
    fn number(&self, outputs: &Outputs, id: &str) -> Option<f64> {
        outputs.number_of(id)
    }
    fn ids(&self, outputs: &Outputs) -> Vec<String> {
        outputs.ids().map(String::from).collect()
    }
    /// The build withholds draws from the page (`evaluate_defaults`): an
    /// output that is otherwise without them is a draw (a seeded draw is
    /// the same either way, and can be solved for).
    fn draws(&self, given: &Given, id: &str) -> bool {
        let output = |outputs: Result<Outputs, InputError>| outputs.ok()?.get(id).cloned();
        let withheld = self
            .modules
            .evaluate_without_draws(self.spec, given, self.style);
        output(withheld) != output(self.modules.evaluate(self.spec, given, self.style))
    }
    fn error(&self, err: InputError) -> InputError {
        err
    }
}

/// Most values reported when the target is reached at several.
pub const MAX_VALUES: usize = 5;
/// Points the input's range is sampled at, spread evenly and, on a range
/// spanning orders of magnitude, also geometrically.
const SAMPLES: usize = 48;
/// A side of the range left open by the content is searched this far from
/// the current value (times its size, at least 1).
const OPEN_REACH: f64 = 1e6;
/// Output within this of the target, relative, is the target: the
/// computed output of the value found. A target of 0 is met by an output
/// of exactly 0, or where the output changes sign (`Probe::hits`).
const TOLERANCE: f64 = 1e-9;
/// A value found is given with fewer digits only where its output is
/// still the target to this, relative: far below the ten significant
/// digits a page shows. To TOLERANCE alone, 6.21371192 mi would be given
/// for 10 km, and the page would show 9.999999996 km.
const SHORTENED_TOLERANCE: f64 = 1e-12;
/// A limit the input must stay above (or below) is searched from this far
/// inside it (relative, at least absolute): at the very next double an
/// output that only tends to the target there (a BMI of 0 as the weight
/// tends to 0) underflows to it, a value no one could enter.
const OPEN_MARGIN: f64 = 1e-12;
/// Most significant digits a value is given with: a double's.
const MAX_DIGITS: i32 = 17;

/// What to solve: make `output` equal `target` by changing `input`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Goal {
    pub input: String,
    pub output: String,
    pub target: f64,
    /// The decimals of the grid the input's values are given on (2: the
    /// cents of an amount of money); `None`: no grid (a whole-number input
    /// has its own, the integers).
    pub grid: Option<u8>,
    /// The decimals the output is shown with (2: cents): a value on the
    /// grid whose output is shown as the target is shown reaches it.
    pub shown: Option<u8>,
}

impl Goal {
    /// `y` is shown as the target is, at the output's decimals.
    fn shows(&self, y: f64) -> bool {
        self.shown
            .is_some_and(|d| y.is_finite() && on_grid(y, d) == on_grid(self.target, d))
    }
}

/// `x` rounded to `decimals` decimals, with the fewest digits (392466.37,
/// not 392466.37000000005): a multiple of the grid's step scaled back by an
/// exact power of ten. A value beyond the grid's precision is itself.
pub fn on_grid(x: f64, decimals: u8) -> f64 {
    let scale = 10f64.powi(i32::from(decimals));
    let scaled = x * scale;
    if !scaled.is_finite() || scaled.abs() >= 2f64.powi(52) {
        return x + 0.0;
    }
    scaled.round() / scale + 0.0
}

/// The input at a value, and the output there.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Point {
    pub input: f64,
    pub output: f64,
}

/// A limit of the input (from its declaration) that the target lies beyond.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[serde(rename_all = "camelCase", tag = "side", content = "value")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Limit {
    Min(f64),
    Max(f64),
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase", tag = "kind")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Solution {
    /// The target is reached at these input values (ascending); `more`:
    /// at others too, not listed.
    #[serde(rename_all = "camelCase")]
    Reached { values: Vec<f64>, more: bool },
    /// No value gives the target exactly: the output steps over it between
    /// these two (the nearest integers either side for an integer input).
    #[serde(rename_all = "camelCase")]
    Between {
        below: Point,
        above: Point,
        integer: bool,
    },
    /// The output never reaches the target: these are the least and most it
    /// reaches over the input's range; `beyond`: the limit the trend runs
    /// into on the way to the target.
    #[serde(rename_all = "camelCase")]
    Unreachable {
        least: Point,
        most: Point,
        beyond: Option<Limit>,
    },
}

/// The answer, and the outputs the calculator gives at the input it was
/// evaluated at (the first value reached, else the closest point found;
/// in the browser the solved output alone).
pub struct Solved<O = Outputs> {
    pub solution: Solution,
    pub input_text: String,
    pub outputs: O,
}

/// The input's allowed range, and whether it takes integers only.
struct Range {
    lo: f64,
    hi: f64,
    integer: bool,
    /// The declared limits (None: open on that side).
    min: Option<f64>,
    max: Option<f64>,
}

fn range(kind: &InputKind, current: f64) -> Option<Range> {
    let InputKind::Number {
        min,
        max,
        above,
        below,
        integer,
    } = kind
    else {
        return None;
    };
    let reach = OPEN_REACH * current.abs().max(1.0);
    let inside = |x: f64| OPEN_MARGIN * x.abs().max(1.0);
    // Each side: where the search starts, and the limit a message names
    // (the declared one, `above: 0` named 0).
    let low = match (min, above) {
        (Some(m), Some(a)) if m > a => Some((*m, *m)),
        (_, Some(a)) => Some((a + inside(*a), *a)),
        (Some(m), None) => Some((*m, *m)),
        (None, None) => None,
    };
    let high = match (max, below) {
        (Some(m), Some(b)) if m < b => Some((*m, *m)),
        (_, Some(b)) => Some((b - inside(*b), *b)),
        (Some(m), None) => Some((*m, *m)),
        (None, None) => None,
    };
    let mut lo = low.map_or(current - reach, |(lo, _)| lo);
    let mut hi = high.map_or(current + reach, |(hi, _)| hi);
    if *integer {
        lo = lo.ceil();
        hi = hi.floor();
    }
    (lo <= hi && lo.is_finite() && hi.is_finite()).then_some(Range {
        lo,
        hi,
        integer: *integer,
        min: low.map(|(_, limit)| limit),
        max: high.map(|(_, limit)| limit),
    })
}

/// Number text the calculator reads in `style`: the shortest that gives
/// back `x` exactly.
pub fn number_text(x: f64, style: NumberStyle) -> String {
    // −0 is 0: a value found at zero is never written "-0".
    let plain = shortest(x + 0.0);
    match style {
        NumberStyle::PtBr => plain.replace('.', ","),
        NumberStyle::Plain | NumberStyle::En => plain,
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn shortest(x: f64) -> String {
    // `{:e}` is the shortest round-trip digits, never hundreds of zeros.
    if x != 0.0 && (x.abs() >= 1e15 || x.abs() < 1e-6) {
        format!("{x:e}")
    } else {
        format!("{x}")
    }
}

/// The engine's own shortest round trip ("1e+21", "0.1"): Rust's float
/// formatting would add some 10 KB gzip to every module.
#[cfg(target_arch = "wasm32")]
fn shortest(x: f64) -> String {
    js_sys::Number::from(x)
        .to_string_with_radix(10)
        .map(String::from)
        .unwrap_or_default()
}

/// The calculator as a function of the one input: its output at `x`, or
/// NaN where it gives none (an error, a non-number).
struct Probe<'a, C: Calculator> {
    calculator: &'a C,
    given: Given,
    style: NumberStyle,
    goal: &'a Goal,
}

impl<C: Calculator> Probe<'_, C> {
    fn run(&self, x: f64) -> (String, Result<C::Outputs, C::Error>) {
        let text = number_text(x, self.style);
        let mut given = self.given.clone();
        given.insert(self.goal.input.clone(), text.clone());
        let out = self.calculator.evaluate(&given);
        (text, out)
    }

    fn output(&self, x: f64) -> f64 {
        match self.run(x).1 {
            Ok(out) => self
                .calculator
                .number(&out, &self.goal.output)
                .unwrap_or(f64::NAN),
            Err(_) => f64::NAN,
        }
    }

    fn gap(&self, x: f64) -> f64 {
        self.output(x) - self.goal.target
    }

    /// A value on the input's grid (or a whole number) reaches the target
    /// when its output is the target, or is shown as the target is.
    fn meets(&self, x: f64, y: f64, scale: f64) -> bool {
        self.goal.shows(y) || self.hits(x, y, scale)
    }

    /// The output `y` at `x` is the target: within TOLERANCE of it, or, for
    /// a target of 0 (where a relative tolerance asks for exactly 0), a
    /// crossing: the output changes sign within a few units in the last
    /// place of `x`, and is there as near 0 as TOLERANCE of its own size
    /// over the range (`scale`) — not a jump over 0, not an output that
    /// only comes near 0 (a BMI of 7e-10 at a weight of 7e-10 kg).
    fn hits(&self, x: f64, y: f64, scale: f64) -> bool {
        let target = self.goal.target;
        if close(y, target) {
            return true;
        }
        if target != 0.0 || y.is_nan() || y.abs() > TOLERANCE * scale {
            return false;
        }
        let d = 4.0 * f64::EPSILON * x.abs().max(f64::MIN_POSITIVE);
        let (before, after) = (self.output(x - d), self.output(x + d));
        before == 0.0 || after == 0.0 || (before < 0.0) != (after < 0.0)
    }
}

/// `output` is `target` to TOLERANCE, relative: a target of 0 only by 0.
fn close(output: f64, target: f64) -> bool {
    (output - target).abs() <= TOLERANCE * target.abs()
}

/// `x` rounded to `digits` significant digits, without float formatting
/// (it would add some 10 KB gzip to the solver module): divided or
/// multiplied by an exact power of ten, each rounding once.
fn round_to_digits(x: f64, digits: i32) -> f64 {
    if x == 0.0 || !x.is_finite() {
        return x + 0.0;
    }
    let shift = digits - 1 - crate::error::decade(x.abs());
    let rounded = if shift >= 0 {
        let scale = 10f64.powi(shift);
        (x * scale).round() / scale
    } else {
        let scale = 10f64.powi(-shift);
        (x / scale).round() * scale
    };
    if rounded.is_finite() {
        rounded + 0.0
    } else {
        x
    }
}

/// Sample points over [lo, hi]: evenly spread, plus geometric ones when the
/// range spans orders of magnitude on one side of zero, plus `current`.
fn samples(range: &Range, current: f64) -> Vec<f64> {
    let (lo, hi) = (range.lo, range.hi);
    let mut xs: Vec<f64> = (0..=SAMPLES)
        .map(|k| lo + (hi - lo) * k as f64 / SAMPLES as f64)
        .collect();
    let (small, large) = if lo >= 0.0 {
        (lo, hi)
    } else if hi <= 0.0 {
        (-hi, -lo)
    } else {
        (0.0, lo.abs().max(hi.abs()))
    };
    if large > 0.0 && large / small.max(large * 1e-12) > 1e3 {
        let from = small.max(large * 1e-12).ln();
        let to = large.ln();
        for k in 0..=SAMPLES {
            let v = (from + (to - from) * k as f64 / SAMPLES as f64).exp();
            xs.extend([v, -v].into_iter().filter(|x| (lo..=hi).contains(x)));
        }
    }
    if (lo..=hi).contains(&current) {
        xs.push(current);
    }
    if range.integer {
        for x in &mut xs {
            *x = x.round().clamp(lo, hi);
        }
    }
    xs.sort_unstable_by(f64::total_cmp);
    xs.dedup();
    xs
}

/// Solves `goal` for the calculator `spec` (evaluated by `calculator`)
/// with the other inputs as `given` (texts in `style`).
pub fn solve<C: Calculator>(
    calculator: &C,
    spec: &CalcSpec,
    given: &Given,
    style: NumberStyle,
    goal: &Goal,
) -> Result<Solved<C::Outputs>, C::Error> {
    let fail = |input: &str, kind| calculator.error(InputError::new(input, kind));
    let Some(input) = spec.inputs.iter().find(|i| i.id == goal.input) else {
        let known = spec.inputs.iter().map(|i| i.id.clone()).collect();
        return Err(fail(&goal.input, ErrorKind::UnknownInput { known }));
    };
    if !goal.target.is_finite() {
        return Err(fail("target", ErrorKind::NotANumber));
    }
    // The calculator as given must compute, and give the output as a number.
    let at_given = calculator.evaluate(given)?;
    if calculator.number(&at_given, &goal.output).is_none() {
        let known = calculator.ids(&at_given);
        let kind = if known.contains(&goal.output) {
            ErrorKind::NotANumberOutput
        } else {
            ErrorKind::UnknownOutput { known }
        };
        return Err(fail(&goal.output, kind));
    }
    // A draw answers differently every time: any value found would be luck.
    if calculator.draws(given, &goal.output) {
        return Err(fail(&goal.output, ErrorKind::DrawnResult));
    }
    let current = match given.get(&input.id) {
        Some(raw) => parse_input(input, raw, style),
        None => parse_input(input, &input.default, NumberStyle::Plain),
    }
    .map_err(|err| calculator.error(err))?;
    let Value::Number(current) = current else {
        return Err(fail(&goal.input, ErrorKind::CannotSolveFor));
    };
    let Some(range) = range(&input.kind, current) else {
        return Err(fail(&goal.input, ErrorKind::CannotSolveFor));
    };
    let probe = Probe {
        calculator,
        given: given.clone(),
        style,
        goal,
    };

    let sampled: Vec<Point> = samples(&range, current)
        .into_iter()
        .map(|x| Point {
            input: x,
            output: probe.output(x),
        })
        .collect();
    let points = with_edges(&probe, sampled, range.integer);
    if points.is_empty() {
        return Err(fail(&goal.input, ErrorKind::NoValueInRange));
    }
    // The output the same wherever the input is: no value changes it.
    if points.len() > 1 && points.iter().all(|p| p.output == points[0].output) {
        let other = goal.input.clone();
        return Err(fail(&goal.output, ErrorKind::IndependentOutput { other }));
    }
    let scale = points.iter().map(|p| p.output.abs()).fold(0.0, f64::max);
    let hits = |x: f64| probe.hits(x, probe.output(x), scale);

    let mut values: Vec<f64> = Vec::new();
    let mut steps: Vec<(Point, Point)> = Vec::new();
    // A whole number is on its grid: shown as the target is, it reaches it.
    let reaches = |y: f64| close(y, goal.target) || (range.integer && goal.shows(y));
    for (k, p) in points.iter().enumerate() {
        if reaches(p.output) {
            values.push(p.input);
            continue;
        }
        let Some(q) = points.get(k + 1) else { break };
        if reaches(q.output) {
            continue;
        }
        if (p.output < goal.target) == (q.output < goal.target) {
            continue;
        }
        // Brent's method where the output is continuous; where it only
        // steps over the target (or the input takes integers), bisection
        // finds the two values either side.
        let reached = if range.integer {
            None
        } else {
            brent(&|x| probe.gap(x), p.input, q.input).filter(|&x| hits(x))
        };
        match reached.map_or_else(|| bisect(&probe, *p, *q, range.integer), Ok) {
            Ok(x) => values.push(x),
            Err(step) => steps.push(step),
        }
    }
    if values.is_empty() && steps.is_empty() {
        // No sign change between samples: the output may still reach the
        // target between two of them, at a peak or a dip the samples
        // straddle (an effective tax rate that rises, then falls).
        if let Some(x) = between_samples(&probe, &points, range.integer, &hits) {
            values.push(x);
        }
    }
    // Each value as a person would write it: the fewest digits that still
    // give the target (20, not 20.000000000000004), never −0.
    let shortened_hits = |x: f64| {
        let y = probe.output(x);
        if goal.target == 0.0 {
            probe.hits(x, y, scale)
        } else {
            (y - goal.target).abs() <= SHORTENED_TOLERANCE * goal.target.abs()
        }
    };
    let mut values: Vec<f64> = match goal.grid.filter(|_| !range.integer) {
        // On the input's grid (cents): the value there, or a step between
        // the two grid values either side.
        Some(decimals) => {
            let mut on = Vec::new();
            for x in values {
                match to_grid(&probe, &range, x, decimals, scale) {
                    Ok(g) => on.push(g),
                    Err(Some(step)) => steps.push(step),
                    Err(None) => on.push(fewest_digits(x, &range, &shortened_hits) + 0.0),
                }
            }
            on
        }
        None => values
            .into_iter()
            .map(|x| fewest_digits(x, &range, &shortened_hits) + 0.0)
            .collect(),
    };
    values.sort_unstable_by(f64::total_cmp);
    values.dedup_by(|a, b| close(*a, *b) && (*a - *b).abs() <= TOLERANCE * a.abs().max(1e-300));

    let solution = if !values.is_empty() {
        let more = values.len() > MAX_VALUES;
        values.truncate(MAX_VALUES);
        Solution::Reached { values, more }
    } else if let Some((below, above)) = steps.first() {
        let (below, above) = simplest_sides(&probe, &range, *below, *above);
        Solution::Between {
            below,
            above,
            integer: range.integer,
        }
    } else {
        unreachable(&probe, &points, goal.target, &range)
    };

    let at = match &solution {
        Solution::Reached { values, .. } => values[0],
        Solution::Between { below, above, .. } => {
            if (below.output - goal.target).abs() <= (above.output - goal.target).abs() {
                below.input
            } else {
                above.input
            }
        }
        Solution::Unreachable { least, most, .. } => {
            if (least.output - goal.target).abs() <= (most.output - goal.target).abs() {
                least.input
            } else {
                most.input
            }
        }
    };
    let (input_text, outputs) = probe.run(at);
    Ok(Solved {
        solution: solution.without_negative_zero(),
        input_text,
        outputs: outputs?,
    })
}

/// Value `x` (which reaches the target) put on the grid of `decimals`
/// decimals: the grid value nearest it if there the output is (or is
/// shown as) the target, else the other one beside it; if neither, the
/// two either side, as a step over the target (`Err(Some)`); `Err(None)`
/// where the grid has no two values either side within the range.
fn to_grid<C: Calculator>(
    probe: &Probe<C>,
    range: &Range,
    x: f64,
    decimals: u8,
    scale: f64,
) -> Result<f64, Option<(Point, Point)>> {
    let step = 10f64.powi(-i32::from(decimals));
    let nearest = on_grid(x, decimals);
    let other = on_grid(if nearest <= x { x + step } else { x - step }, decimals);
    let point = |g: f64| {
        (range.lo..=range.hi).contains(&g).then(|| Point {
            input: g + 0.0,
            output: probe.output(g),
        })
    };
    let (a, b) = (point(nearest), point(other));
    for p in [a, b].into_iter().flatten() {
        if p.input == x || probe.meets(p.input, p.output, scale) {
            return Ok(p.input);
        }
    }
    match (a, b) {
        (Some(a), Some(b))
            if a.output.is_finite()
                && b.output.is_finite()
                && (a.output < probe.goal.target) != (b.output < probe.goal.target) =>
        {
            Err(Some(ordered(a, b)))
        }
        _ => Err(None),
    }
}

/// `x` with the fewest significant digits, within the range, at which the
/// output still `hits` the target; `x` itself if no shorter value does.
fn fewest_digits(x: f64, range: &Range, hits: &dyn Fn(f64) -> bool) -> f64 {
    if range.integer {
        return x;
    }
    (1..MAX_DIGITS)
        .map(|digits| round_to_digits(x, digits))
        .find(|&r| (range.lo..=range.hi).contains(&r) && (r == x || hits(r)))
        .unwrap_or(x)
}

/// The two sides of a step, each moved to the simplest value (fewest
/// decimals) that still gives its output: a term of 57 months and one of
/// 58, not 57.5 and 57.50000000000001, where the payment steps between
/// whole months. Integers are already the simplest.
fn simplest_sides<C: Calculator>(
    probe: &Probe<C>,
    range: &Range,
    below: Point,
    above: Point,
) -> (Point, Point) {
    if range.integer {
        return (below, above);
    }
    // The side at the smaller input is moved down, the other up: away from
    // the step, so the output stays the one of its side.
    let (low, high) = if below.input <= above.input {
        (below, above)
    } else {
        (above, below)
    };
    let moved = |p: Point, round: fn(f64) -> f64| {
        (0..MAX_DIGITS)
            .map(|decimals| {
                let scale = 10f64.powi(decimals);
                round(p.input * scale) / scale
            })
            .filter(|x| (range.lo..=range.hi).contains(x))
            .map(|x| Point {
                input: x + 0.0,
                output: probe.output(x),
            })
            .find(|q| q.output == p.output || close(q.output, p.output))
            .unwrap_or(p)
    };
    let (low, high) = (moved(low, f64::floor), moved(high, f64::ceil));
    if below.input <= above.input {
        (low, high)
    } else {
        (high, low)
    }
}

/// The points that compute, with the edges of where the calculator
/// computes at all added: between a sample that computes and one that does
/// not (a price below the down payment), the last value that does, found
/// by bisection. The least and most output are often there.
fn with_edges<C: Calculator>(probe: &Probe<C>, sampled: Vec<Point>, integer: bool) -> Vec<Point> {
    let mut points = Vec::with_capacity(sampled.len() + 4);
    for (k, p) in sampled.iter().enumerate() {
        if p.output.is_finite() {
            points.push(*p);
        }
        let Some(q) = sampled.get(k + 1) else { break };
        if p.output.is_finite() == q.output.is_finite() {
            continue;
        }
        let (mut good, mut bad) = if p.output.is_finite() {
            (*p, q.input)
        } else {
            (*q, p.input)
        };
        for _ in 0..80 {
            let mid = good.input + (bad - good.input) / 2.0;
            let mid = if integer { mid.trunc() } else { mid };
            if mid == good.input || mid == bad {
                break;
            }
            let y = probe.output(mid);
            if y.is_finite() {
                good = Point {
                    input: mid,
                    output: y,
                };
            } else {
                bad = mid;
            }
        }
        points.push(good);
    }
    points.sort_unstable_by(|a, b| a.input.total_cmp(&b.input));
    points.dedup_by(|a, b| a.input == b.input);
    points
}

/// The span from the point before `k` to the point after it.
fn neighbours(points: &[Point], k: usize) -> (f64, f64) {
    (
        points[k.saturating_sub(1)].input,
        points.get(k + 1).map_or(points[k].input, |p| p.input),
    )
}

/// Golden-section search for the least of `f` on [a, b] (a single dip
/// assumed there; NaN counts as worst).
fn golden(f: &dyn Fn(f64) -> f64, (mut a, mut b): (f64, f64)) -> f64 {
    let worst = |x: f64| {
        let y = f(x);
        if y.is_nan() {
            f64::INFINITY
        } else {
            y
        }
    };
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    let mut c = b - ratio * (b - a);
    let mut d = a + ratio * (b - a);
    let (mut fc, mut fd) = (worst(c), worst(d));
    for _ in 0..80 {
        if b - a <= f64::EPSILON * a.abs().max(b.abs()) {
            break;
        }
        if fc < fd {
            b = d;
            d = c;
            fd = fc;
            c = b - ratio * (b - a);
            fc = worst(c);
        } else {
            a = c;
            c = d;
            fc = fd;
            d = a + ratio * (b - a);
            fd = worst(d);
        }
    }
    if fc < fd {
        c
    } else {
        d
    }
}

/// Around the sample closest to the target, the point closest to it by
/// golden-section search over its two neighbours' span; if the output
/// crosses the target there, the value that reaches it.
fn between_samples<C: Calculator>(
    probe: &Probe<C>,
    points: &[Point],
    integer: bool,
    hits: &dyn Fn(f64) -> bool,
) -> Option<f64> {
    let target = probe.goal.target;
    let k = (0..points.len()).min_by(|&a, &b| {
        (points[a].output - target)
            .abs()
            .total_cmp(&(points[b].output - target).abs())
    })?;
    let best = points[k];
    let closest = golden(&|x| probe.gap(x).abs(), neighbours(points, k));
    let closest = if integer { closest.round() } else { closest };
    let gap = probe.gap(closest);
    if !gap.is_finite() {
        return None;
    }
    if hits(closest) {
        return Some(closest);
    }
    if integer || (gap < 0.0) == (best.output < target) {
        return None;
    }
    brent(
        &|x| probe.gap(x),
        best.input.min(closest),
        best.input.max(closest),
    )
    .filter(|&x| hits(x))
}

/// Bisects [p, q], whose outputs lie either side of the target: the input
/// that reaches it, or the two nearest points either side that compute
/// (adjacent integers for an integer input; a step or a pole otherwise).
fn bisect<C: Calculator>(
    probe: &Probe<C>,
    mut p: Point,
    mut q: Point,
    integer: bool,
) -> Result<f64, (Point, Point)> {
    let below_at_p = p.output < probe.goal.target;
    for _ in 0..200 {
        let half = p.input + (q.input - p.input) / 2.0;
        let mid = if integer { half.floor() } else { half };
        if mid <= p.input || mid >= q.input {
            break;
        }
        let y = probe.output(mid);
        if !y.is_finite() {
            break;
        }
        if close(y, probe.goal.target) {
            return Ok(mid);
        }
        let m = Point {
            input: mid,
            output: y,
        };
        if (y < probe.goal.target) == below_at_p {
            p = m;
        } else {
            q = m;
        }
    }
    // Whole numbers either side: one shown as the target is reaches it.
    if integer {
        if let Some(r) = [p, q].into_iter().find(|r| probe.goal.shows(r.output)) {
            return Ok(r.input);
        }
    }
    Err(ordered(p, q))
}

/// The two points in the order of their outputs: below the target first.
fn ordered(p: Point, q: Point) -> (Point, Point) {
    if p.output <= q.output {
        (p, q)
    } else {
        (q, p)
    }
}

/// The least and most output found, and the input's limit that the trend
/// toward the target runs into, if the closest point is at one.
fn unreachable<C: Calculator>(
    probe: &Probe<C>,
    points: &[Point],
    target: f64,
    range: &Range,
) -> Solution {
    // The least and most samples, each refined between its neighbours (a
    // peak between two samples is higher than either).
    let extreme = |sign: f64| {
        let k = (0..points.len())
            .max_by(|&a, &b| (sign * points[a].output).total_cmp(&(sign * points[b].output)))
            .expect("at least one point");
        let x = golden(&|x| -sign * probe.output(x), neighbours(points, k));
        let x = if range.integer { x.round() } else { x };
        let refined = Point {
            input: x,
            output: probe.output(x),
        };
        if sign * refined.output > sign * points[k].output {
            refined
        } else {
            points[k]
        }
    };
    let least = extreme(-1.0);
    let most = extreme(1.0);
    let closest = if target < least.output { least } else { most };
    // The sampled range starts and ends at the limits themselves.
    let beyond = if closest.input == range.lo {
        range.min.map(Limit::Min)
    } else if closest.input == range.hi {
        range.max.map(Limit::Max)
    } else {
        None
    };
    Solution::Unreachable {
        least,
        most,
        beyond,
    }
}

impl Point {
    fn without_negative_zero(self) -> Point {
        Point {
            input: self.input + 0.0,
            output: self.output + 0.0,
        }
    }
}

/// A number in a message: ten significant digits, as the page shows a
/// value it found (its `formatNumber`), and an exponent where plain digits
/// would run long (1e308, not 309 digits).
fn shown(x: f64) -> String {
    // Messages are the command line's alone: formatting, which rounds
    // exactly where powers of ten beyond 1e22 do not, costs no module.
    let rounded: f64 = format!("{x:.9e}").parse().unwrap_or(x);
    number_text(rounded, NumberStyle::Plain)
}

impl Solution {
    /// The same answer with every −0 made 0 (a value of −0 found for a
    /// zero target, an output of −0 at it).
    fn without_negative_zero(self) -> Solution {
        match self {
            Solution::Reached { values, more } => Solution::Reached {
                values: values.into_iter().map(|v| v + 0.0).collect(),
                more,
            },
            Solution::Between {
                below,
                above,
                integer,
            } => Solution::Between {
                below: below.without_negative_zero(),
                above: above.without_negative_zero(),
                integer,
            },
            Solution::Unreachable {
                least,
                most,
                beyond,
            } => Solution::Unreachable {
                least: least.without_negative_zero(),
                most: most.without_negative_zero(),
                beyond: beyond.map(|limit| match limit {
                    Limit::Min(v) => Limit::Min(v + 0.0),
                    Limit::Max(v) => Limit::Max(v + 0.0),
                }),
            },
        }
    }

    /// Why the target is not reached, in English (the command line's
    /// message); `None` when it is.
    pub fn unreached(&self, goal: &Goal) -> Option<String> {
        let (input, output, target) = (&goal.input, &goal.output, shown(goal.target));
        match self {
            Solution::Reached { .. } => None,
            Solution::Between {
                below,
                above,
                integer,
            } => Some(format!(
                "no {kind}value of {input} gives {output} = {target} exactly: {input} = {} gives {}, {input} = {} gives {}",
                shown(below.input),
                shown(below.output),
                shown(above.input),
                shown(above.output),
                kind = if *integer { "whole " } else { "" },
            )),
            Solution::Unreachable {
                least,
                most,
                beyond,
            } => {
                let mut message = format!(
                    "{output} cannot be {target} by changing {input}: with these inputs it is at least {} ({input} = {}) and at most {} ({input} = {})",
                    shown(least.output),
                    shown(least.input),
                    shown(most.output),
                    shown(most.input)
                );
                match beyond {
                    Some(Limit::Min(min)) => {
                        message += &format!("; it would need {input} below its minimum, {}", shown(*min))
                    }
                    Some(Limit::Max(max)) => {
                        message += &format!("; it would need {input} above its maximum, {}", shown(*max))
                    }
                    None => {}
                }
                Some(message)
            }
        }
    }
}
