//! Standard deviation and the other descriptive statistics of a list, in
//! exact arithmetic (see `engine::stats`): exact for large values with a
//! small spread, where the textbook one-pass formula loses every digit.
//! Grouped data (a table of classes and frequencies) in
//! `standard_deviation_grouped.rs`; the t interval for the mean of a
//! sample, for both, in `standard_deviation_interval.rs`.

#[path = "standard_deviation_grouped.rs"]
mod grouped;
#[path = "standard_deviation_interval.rs"]
mod interval;

use super::fail;
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;
use calc_engine::error::Code;
use calc_engine::expr::{to_text, Expr};
use calc_engine::matrix::rat_text;
use calc_engine::number::terminating_decimal;
use calc_engine::stats::{parse_values, sqrt_of, summarize, MAX_VALUES};
use calc_engine::steps::Steps;
use dashu::base::Signed;
use dashu::rational::RBig;
use grouped::{parse_classes, Grouped};
use serde_json::{json, Value as Json};
use standard_deviation::{input as i, output as o, In, Out};

calc_core::calculator! {
    mod standard_deviation = "standard-deviation" (compute) {
        inputs {
            dataKind: Choice,
            values: Text,
            classes: Text,
            r#type: Choice,
            confidence: Number,
        }
        outputs {
            count: Integer,
            sum: Number,
            mean: Number,
            variance: Number,
            standardDeviation: Number,
            median: Number,
            mode: Json,
            min: Number,
            max: Number,
            range: Number,
            q1: Json,
            q3: Json,
            iqr: Json,
            standardError: Number,
            sumOfSquares: Number,
            coefficientOfVariation: Json,
            degreesOfFreedom: Integer,
            tValue: Number,
            marginOfError: Number,
            confidenceLower: Number,
            confidenceUpper: Number,
            zScores: Json,
            frequencies: Json,
            classTable: Json,
            modalClasses: Json,
            meanExact: Text,
            varianceExact: Text,
            standardDeviationExact: Text,
            steps: Json,
        }
    }
}

pub const FUNCTION: Function = standard_deviation::FUNCTION;

/// A double of an exact value, refused (blamed on `input`) when it does
/// not fit.
fn double(r: &RBig, input: &str) -> Result<f64, InputError> {
    let x = r.to_f64().value();
    if !x.is_finite() {
        return Err(InputError::new(input, ErrorKind::ResultTooLarge));
    }
    Ok(x)
}

fn f(r: &RBig) -> Result<f64, InputError> {
    double(r, i::values.id())
}

/// An exact value in a step: its decimals when they end, else `p/q`;
/// in parentheses when negative or a fraction, so it stays one factor.
fn term(r: &RBig) -> String {
    match terminating_decimal(r, 30) {
        Some(text) if !r.is_negative() => text,
        Some(text) => format!("({text})"),
        None => format!("({})", rat_text(r)),
    }
}

/// An exact result in a step, as it stands alone.
fn exact(r: &RBig) -> String {
    terminating_decimal(r, 30).unwrap_or_else(|| rat_text(r))
}

/// A double in a step, to 12 significant digits (a step is read, not
/// computed from; the outputs keep every digit): the shortest text of the
/// rounded double, by serde (already in the module) rather than the
/// formatter's float code.
fn decimal(x: f64) -> String {
    let rounded = if x == 0.0 || !x.is_finite() {
        x
    } else {
        let scale = 10f64.powi(11 - x.abs().log10().floor() as i32);
        (x * scale).round() / scale
    };
    serde_json::Number::from_f64(rounded + 0.0).map_or_else(|| "0".into(), |n| n.to_string())
}

/// What raw and grouped data share: the count, the sums, the variance
/// and its square root.
struct Spread {
    count: u64,
    sum: RBig,
    mean: RBig,
    sum_sq: RBig,
    variance: RBig,
    sd: f64,
    sd_exact: Expr,
}

fn compute(inputs: In) -> Result<Out, InputError> {
    let sample = inputs.option(i::r#type)? != "population";
    if inputs.option(i::dataKind)? == "grouped" {
        grouped_data(inputs, sample)
    } else {
        raw_data(inputs, sample)
    }
}

/// The t interval's outputs and steps, for a sample (the whole population
/// has its mean, nothing to estimate).
fn interval(
    out: Out,
    spread: &Spread,
    sample: bool,
    level: f64,
    input: &str,
    steps: &mut Steps,
) -> Result<Out, InputError> {
    if !sample {
        return Ok(out);
    }
    let df = spread.count - 1;
    let t = interval::t_quantile(level, df as f64)
        .ok_or_else(|| InputError::new(i::confidence.id(), ErrorKind::ResultTooLarge))?;
    let n = spread.count as f64;
    let margin = t * spread.sd / n.sqrt();
    let mean = double(&spread.mean, input)?;
    let (lower, upper) = (mean - margin, mean + margin);
    if !(margin.is_finite() && lower.is_finite() && upper.is_finite()) {
        return Err(InputError::new(input, ErrorKind::ResultTooLarge));
    }
    steps.push_detail("tQuantile", format!("n - 1 = {df}"), "", decimal(t));
    steps.push(
        "marginOfError",
        format!(
            "{}*({})/sqrt({})",
            decimal(t),
            to_text(&spread.sd_exact),
            spread.count
        ),
        decimal(margin),
    );
    let m = term(&spread.mean);
    steps.push(
        "confidenceLower",
        format!("{m} - {}", decimal(margin)),
        decimal(lower),
    );
    steps.push(
        "confidenceUpper",
        format!("{m} + {}", decimal(margin)),
        decimal(upper),
    );
    Ok(out
        .integer(o::degreesOfFreedom, df as i64)
        .number(o::tValue, t)
        .number(o::marginOfError, margin)
        .number(o::confidenceLower, lower + 0.0)
        .number(o::confidenceUpper, upper + 0.0))
}

/// The mean, variance and standard deviation, then the standard error,
/// the sum of squares and the coefficient of variation (in percent, as
/// people quote it).
fn head(out: Out, spread: &Spread, input: &str) -> Result<(Out, f64), InputError> {
    let mean = double(&spread.mean, input)?;
    Ok((
        out.integer(o::count, spread.count as i64)
            .number(o::sum, double(&spread.sum, input)?)
            .number(o::mean, mean)
            .number(o::variance, double(&spread.variance, input)?)
            .number(o::standardDeviation, spread.sd),
        mean,
    ))
}

fn tail(out: Out, spread: &Spread, mean: f64, input: &str) -> Result<Out, InputError> {
    let cv = if mean != 0.0 {
        json!(spread.sd * 100.0 / mean.abs())
    } else {
        Json::Null
    };
    Ok(out
        .number(o::standardError, spread.sd / (spread.count as f64).sqrt())
        .number(o::sumOfSquares, double(&spread.sum_sq, input)?)
        .json(o::coefficientOfVariation, cv))
}

fn exacts(out: Out, spread: &Spread, steps: &Steps) -> Out {
    let out = out
        .text(o::meanExact, rat_text(&spread.mean))
        .text(o::varianceExact, rat_text(&spread.variance))
        .text(o::standardDeviationExact, to_text(&spread.sd_exact));
    if steps.list.is_empty() {
        out
    } else {
        out.json(o::steps, steps.to_json())
    }
}

fn raw_data(inputs: In, sample: bool) -> Result<Out, InputError> {
    let values = parse_values(&inputs.number_text(i::values)?).map_err(|e| match e.code {
        Code::TooLong => InputError::new(
            i::values.id(),
            ErrorKind::TooManyEntries { max: MAX_VALUES },
        ),
        _ => e.for_input(i::values.id()),
    })?;
    if sample && values.len() < 2 {
        return Err(InputError::new(i::values.id(), ErrorKind::SampleTooSmall));
    }
    let s = summarize(&values).map_err(fail(i::values.id()))?;
    let variance = s.variance(sample).map_err(fail(i::values.id()))?;
    let (sd, sd_exact) = sqrt_of(&variance).map_err(fail(i::values.id()))?;
    let spread = Spread {
        count: s.count as u64,
        sum: s.sum.clone(),
        mean: s.mean.clone(),
        sum_sq: s.sum_sq.clone(),
        variance,
        sd,
        sd_exact,
    };
    // Rows {value, z}, in the order the values were given; none when every
    // value is the same (no spread to measure by).
    let z_scores: Vec<Json> = if sd > 0.0 {
        values
            .iter()
            .map(|x| Ok(json!({"value": f(x)?, "z": f(&(x - &s.mean))? / sd})))
            .collect::<Result<_, InputError>>()?
    } else {
        Vec::new()
    };
    let (q1, q3) = match &s.quartiles {
        Some([a, _, c]) => (json!(f(a)?), json!(f(c)?)),
        None => (Json::Null, Json::Null),
    };
    let iqr = match &s.quartiles {
        Some([a, _, c]) => json!(f(&(c - a))?),
        None => Json::Null,
    };
    let modes: Vec<Json> = s
        .modes
        .iter()
        .map(|m| f(m).map(|v| json!(v)))
        .collect::<Result<_, _>>()?;
    let frequencies: Vec<Json> = s
        .frequencies
        .iter()
        .map(|(v, c)| f(v).map(|x| json!({"value": x, "count": c})))
        .collect::<Result<_, _>>()?;
    let input = i::values.id();
    let (out, mean) = head(Out::new(), &spread, input)?;
    let out = out
        .number(o::median, f(&s.median)?)
        .json(o::mode, Json::Array(modes))
        .number(o::min, f(&s.min)?)
        .number(o::max, f(&s.max)?)
        .number(o::range, f(&(&s.max - &s.min))?)
        .json(o::q1, q1)
        .json(o::q3, q3)
        .json(o::iqr, iqr);
    let out = tail(out, &spread, mean, input)?;
    let mut steps = Steps::new();
    let level = inputs.number(i::confidence)?;
    let out = interval(out, &spread, sample, level, input, &mut steps)?
        .json(o::zScores, Json::Array(z_scores))
        .json(o::frequencies, Json::Array(frequencies));
    Ok(exacts(out, &spread, &steps))
}

fn grouped_data(inputs: In, sample: bool) -> Result<Out, InputError> {
    let input = i::classes.id();
    let classes = parse_classes(inputs.text(i::classes)?, inputs.style(), input)?;
    let g = grouped::summarize(classes);
    let variance = g
        .variance(sample)
        .ok_or_else(|| InputError::new(input, ErrorKind::SampleTooSmall))?;
    let (sd, sd_exact) = sqrt_of(&variance).map_err(fail(input))?;
    let mut steps = Steps::new();
    grouped_steps(&g, sample, &variance, &sd_exact, &mut steps);
    let spread = Spread {
        count: g.count,
        sum: g.sum.clone(),
        mean: g.mean.clone(),
        sum_sq: g.sum_sq.clone(),
        variance,
        sd,
        sd_exact,
    };
    let (out, mean) = head(Out::new(), &spread, input)?;
    let out = out.number(o::median, double(&g.median.value, input)?);
    let out = tail(out, &spread, mean, input)?;
    let level = inputs.number(i::confidence)?;
    let out = interval(out, &spread, sample, level, input, &mut steps)?;
    let rows = g
        .classes
        .iter()
        .enumerate()
        .map(|(k, c)| {
            let x = &g.midpoints[k];
            let freq = RBig::from(c.frequency);
            let d = x - &g.mean;
            Ok(json!({
                "lower": double(&c.lower, input)?,
                "upper": double(&c.upper, input)?,
                "midpoint": double(x, input)?,
                "frequency": c.frequency,
                "product": double(&(&freq * x), input)?,
                "cumulative": g.cumulative[k],
                "squares": double(&(&freq * &d * &d), input)?,
            }))
        })
        .collect::<Result<Vec<Json>, InputError>>()?;
    let modal = g
        .modes
        .iter()
        .map(|m| {
            let c = &g.classes[m.class];
            Ok(json!({
                "lower": double(&c.lower, input)?,
                "upper": double(&c.upper, input)?,
                "frequency": c.frequency,
                "mode": double(&m.value, input)?,
            }))
        })
        .collect::<Result<Vec<Json>, InputError>>()?;
    let out = out
        .json(o::classTable, Json::Array(rows))
        .json(o::modalClasses, Json::Array(modal));
    Ok(exacts(out, &spread, &steps))
}

/// Terms of a sum longer than this are not written out in a step, only
/// their total (the class table lists them).
const MAX_TERMS: usize = 30;

/// The sum of `terms` (each already written), or its total alone.
fn sum_step(steps: &mut Steps, rule: &'static str, terms: Vec<String>, total: &RBig) {
    let before = if terms.len() <= MAX_TERMS {
        terms.join(" + ")
    } else {
        String::new()
    };
    steps.push(rule, before, exact(total));
}

/// One term a class for a grouped sum: `term_of` the class's frequency and
/// its midpoint as written in steps.
fn per_class(g: &Grouped, term_of: impl Fn(u64, &str) -> String) -> Vec<String> {
    g.classes
        .iter()
        .zip(&g.midpoints)
        .map(|(c, x)| term_of(c.frequency, &term(x)))
        .collect()
}

/// The worked steps of grouped data: Σf·x, the mean, Σf·(x − x̄)², the
/// variance and its root, the median and mode by interpolation.
fn grouped_steps(g: &Grouped, sample: bool, variance: &RBig, sd_exact: &Expr, steps: &mut Steps) {
    let n = g.count;
    let products = per_class(g, |f, x| format!("{f}*{x}"));
    sum_step(steps, "groupedSum", products, &g.sum);
    steps.push(
        "groupedMean",
        format!("{}/{n}", term(&g.sum)),
        exact(&g.mean),
    );
    let mean = term(&g.mean);
    let squares = per_class(g, |f, x| format!("{f}*({x} - {mean})^2"));
    sum_step(steps, "groupedSquares", squares, &g.sum_sq);
    let (rule, d) = if sample {
        ("sampleVariance", n - 1)
    } else {
        ("populationVariance", n)
    };
    steps.push(rule, format!("{}/{d}", term(&g.sum_sq)), exact(variance));
    steps.push(
        "standardDeviation",
        format!("sqrt({})", exact(variance)),
        to_text(sd_exact),
    );
    let m = &g.median;
    let (low, high) = &g.boundaries[m.class];
    let before = m.class.checked_sub(1).map_or(0, |k| g.cumulative[k]);
    steps.push(
        "groupedMedian",
        format!(
            "{} + ({n}/2 - {before})/{}*{}",
            term(low),
            g.classes[m.class].frequency,
            term(&(high - low))
        ),
        exact(&m.value),
    );
    for mode in &g.modes {
        let (low, high) = &g.boundaries[mode.class];
        let (low, width) = (term(low), term(&(high - low)));
        let before = if mode.d1 == RBig::ZERO && mode.d2 == RBig::ZERO {
            // Neighbours as frequent as the class: the middle of it.
            format!("{low} + {width}/2")
        } else {
            let (d1, d2) = (term(&mode.d1), term(&mode.d2));
            format!("{low} + {d1}/({d1} + {d2})*{width}")
        };
        steps.push("groupedMode", before, exact(&mode.value));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::inputs;
    use calc_core::outputs::Outputs;

    fn run(values: &str, kind: &str) -> Result<Outputs, InputError> {
        (FUNCTION.compute)(&inputs(
            &[
                ("dataKind", "raw"),
                ("values", values),
                ("classes", ""),
                ("type", kind),
                ("confidence", "95"),
            ],
            &["confidence"],
            &["dataKind", "type"],
        ))
    }

    #[test]
    fn a_list_longer_than_an_expression_computes_and_a_long_one_says_how_many() {
        let long = "1000000004, 1000000016, ".repeat(1000);
        assert!(long.len() > calc_engine::limits::MAX_INPUT);
        assert_eq!(
            run(&long, "sample").unwrap().number_of("count"),
            Some(2000.0)
        );
        let err = run(&"7 ".repeat(MAX_VALUES + 1), "sample").unwrap_err();
        assert_eq!(err.kind, ErrorKind::TooManyEntries { max: MAX_VALUES });
    }

    /// The coefficient of variation is a percentage: s/|x̄| × 100 for
    /// [2, 4, 4, 4, 5, 5, 7, 9] (sample) is 42.7617987059879015 % (mpmath
    /// 1.3.0 at 30 digits: sqrt(32/7)/5·100); for the population, σ = 2
    /// gives 40 % by hand.
    #[test]
    fn coefficient_of_variation_is_a_percentage() {
        let cv = |kind: &str| {
            let out = run("2, 4, 4, 4, 5, 5, 7, 9", kind).unwrap();
            out.json_of("coefficientOfVariation")
                .unwrap()
                .as_f64()
                .unwrap()
        };
        assert!((cv("sample") - 42.761_798_705_987_9).abs() < 1e-12);
        assert!((cv("population") - 40.0).abs() < 1e-12);
    }

    #[test]
    fn matches_python_statistics() {
        // statistics.stdev / pstdev / variance / mean on the contract's data.
        let out = run("1000000004, 1000000007, 1000000013, 1000000016", "sample").unwrap();
        assert_eq!(out.number_of("count"), Some(4.0));
        assert_eq!(out.number_of("sum"), Some(4_000_000_040.0));
        assert_eq!(out.number_of("mean"), Some(1_000_000_010.0));
        assert_eq!(out.number_of("variance"), Some(30.0));
        assert_eq!(
            out.number_of("standardDeviation"),
            Some(5.477_225_575_051_661)
        );
        assert_eq!(
            out.get("standardDeviationExact"),
            Some(&calc_core::OutValue::Text("sqrt(30)".into()))
        );
        let out = run(
            "1000000004, 1000000007, 1000000013, 1000000016",
            "population",
        )
        .unwrap();
        assert_eq!(out.number_of("variance"), Some(22.5));
        assert_eq!(
            out.number_of("standardDeviation"),
            Some(4.743_416_490_252_569)
        );
        // statistics.stdev([2, 4, 4, 4, 5, 5, 7, 9]) = 2.138089935299395; pstdev = 2.0
        let out = run("2 4 4 4 5 5 7 9", "sample").unwrap();
        assert_eq!(
            out.number_of("standardDeviation"),
            Some(2.138_089_935_299_395)
        );
        assert_eq!(
            out.get("mode"),
            Some(&calc_core::OutValue::Json(json!([4.0])))
        );
        let out = run("2 4 4 4 5 5 7 9", "population").unwrap();
        assert_eq!(out.number_of("standardDeviation"), Some(2.0));
        // statistics.stdev([0.1, 0.2, 0.3]) = 0.1 exactly in exact arithmetic
        let out = run("0.1, 0.2, 0.3", "sample").unwrap();
        assert_eq!(out.number_of("standardDeviation"), Some(0.1));
        // z-scores, value by value: [(x - mean(d)) / stdev(d) for x in d]
        // with Python's statistics; pstdev gives (x - 5) / 2.
        let rows = |out: &Outputs| match out.get("zScores") {
            Some(calc_core::OutValue::Json(j)) => j.clone(),
            other => panic!("{other:?}"),
        };
        let out = run("2 4 4 4 5 5 7 9", "sample").unwrap();
        let z = [
            -1.403_121_520_040_228,
            -0.467_707_173_346_742_67,
            -0.467_707_173_346_742_67,
            -0.467_707_173_346_742_67,
            0.0,
            0.0,
            0.935_414_346_693_485_3,
            1.870_828_693_386_970_7,
        ];
        let want: Vec<Json> = [2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0]
            .iter()
            .zip(z)
            .map(|(v, z)| json!({"value": v, "z": z}))
            .collect();
        assert_eq!(rows(&out), Json::Array(want));
        let out = run("2 4 4 4 5 5 7 9", "population").unwrap();
        assert_eq!(rows(&out)[0], json!({"value": 2.0, "z": -1.5}));
        assert_eq!(rows(&out)[7], json!({"value": 9.0, "z": 2.0}));
        // No spread, no z-scores.
        assert_eq!(rows(&run("3, 3, 3", "sample").unwrap()), json!([]));
        assert!(run("5", "sample").is_err());
        assert!(run("", "sample").is_err());
    }

    #[test]
    fn quartiles_are_the_spreadsheets_and_lie_within_the_data() {
        // numpy 2.4: percentile([1, 3], [25, 75], method='linear') = [1.5, 2.5]
        // (Excel QUARTILE.INC); the (n + 1) method gave 0.5 and 3.5.
        let out = run("1, 3", "sample").unwrap();
        assert_eq!(out.number_of("q1"), Some(1.5));
        assert_eq!(out.number_of("q3"), Some(2.5));
        assert_eq!(out.number_of("iqr"), Some(1.0));
        // numpy: percentile([1, 3, 3, 6, 7, 8, 9], [25, 75], method='linear') = [3.0, 7.5]
        let out = run("1 3 3 6 7 8 9", "population").unwrap();
        assert_eq!(out.number_of("q1"), Some(3.0));
        assert_eq!(out.number_of("q3"), Some(7.5));
    }

    fn grouped(classes: &str, kind: &str, confidence: &str) -> Result<Outputs, InputError> {
        (FUNCTION.compute)(&inputs(
            &[
                ("dataKind", "grouped"),
                ("values", ""),
                ("classes", classes),
                ("type", kind),
                ("confidence", confidence),
            ],
            &["confidence"],
            &["dataKind", "type"],
        ))
    }

    fn number(out: &Outputs, id: &str) -> f64 {
        out.number_of(id)
            .or_else(|| out.json_of(id).and_then(Json::as_f64))
            .unwrap_or_else(|| panic!("{id} in {out:?}"))
    }

    fn near(got: f64, want: f64, what: &str) {
        assert!(
            (got - want).abs() <= 1e-12 * want.abs().max(1.0),
            "{what}: {got} != {want}"
        );
    }

    fn table(out: &Outputs, id: &str) -> Json {
        out.json_of(id).unwrap_or_else(|| panic!("{id}")).clone()
    }

    /// A textbook table worked by hand (the classic layout: class,
    /// frequency f, midpoint x, f·x, cumulative frequency F):
    ///
    ///   class   f   x   f·x  F    f·x²
    ///   0–10    5   5    25   5    125
    ///   10–20   8  15   120  13   1800
    ///   20–30  12  25   300  25   7500
    ///   30–40   3  35   105  28   3675
    ///   40–50   2  45    90  30   4050
    ///   n = 30, Σf·x = 640, x̄ = 640/30 = 64/3 ≈ 21.333;
    ///   Σf·(x − x̄)² = Σf·x² − (Σf·x)²/n = 17150 − 640²/30 = 10490/3;
    ///   s² = (10490/3)/29 = 10490/87, σ² = (10490/3)/30 = 1049/9;
    ///   median: n/2 = 15 falls in 20–30 (F before it 13, f 12, h 10):
    ///   20 + (15 − 13)/12·10 = 65/3 ≈ 21.667;
    ///   mode: modal class 20–30, d₁ = 12 − 8 = 4, d₂ = 12 − 3 = 9:
    ///   20 + 4/13·10 = 300/13 ≈ 23.077.
    /// The doubles: numpy 2.4.6 on the values repeated at their midpoints,
    /// std(ddof=1) = 10.980651740387643, std() = 10.79608982713443; the
    /// interval (mpmath 1.4.1 at 30 digits, t the root of the regularized
    /// incomplete beta, agreeing with scipy 1.17.1 t.ppf(0.975, 29)):
    /// t = 2.0452296421327042982, E = t·s/√30 = 4.100242745464258405,
    /// 17.233090587869074928 to 25.433576078797591738; s/√30 =
    /// 2.0047835514395576176, CV = s/x̄ = 51.471805033067073949 %.
    #[test]
    fn a_textbook_grouped_table_gives_the_hand_worked_statistics() {
        let table_text = "0-10: 5\n10-20: 8\n20-30: 12\n30-40: 3\n40-50: 2";
        let out = grouped(table_text, "sample", "95").unwrap();
        assert_eq!(out.number_of("count"), Some(30.0));
        assert_eq!(out.number_of("sum"), Some(640.0));
        near(number(&out, "mean"), 64.0 / 3.0, "mean");
        near(number(&out, "variance"), 10490.0 / 87.0, "variance");
        near(number(&out, "standardDeviation"), 10.980651740387643, "s");
        near(number(&out, "median"), 65.0 / 3.0, "median");
        near(number(&out, "sumOfSquares"), 10490.0 / 3.0, "Σf(x − x̄)²");
        near(number(&out, "standardError"), 2.0047835514395578, "SE");
        near(
            number(&out, "coefficientOfVariation"),
            51.47180503306707,
            "CV",
        );
        assert_eq!(out.number_of("degreesOfFreedom"), Some(29.0));
        near(number(&out, "tValue"), 2.0452296421327043, "t");
        near(number(&out, "marginOfError"), 4.100242745464258, "E");
        near(number(&out, "confidenceLower"), 17.233090587869075, "lower");
        near(number(&out, "confidenceUpper"), 25.433576078797593, "upper");
        assert_eq!(
            out.get("varianceExact"),
            Some(&calc_core::OutValue::Text("10490/87".into()))
        );
        let rows = table(&out, "classTable");
        assert_eq!(
            rows[2],
            json!({"lower": 20.0, "upper": 30.0, "midpoint": 25.0, "frequency": 12,
                   "product": 300.0, "cumulative": 25, "squares": 484.0 / 3.0})
        );
        let modal = table(&out, "modalClasses");
        assert_eq!(modal.as_array().unwrap().len(), 1);
        assert_eq!(modal[0]["lower"], json!(20.0));
        assert_eq!(modal[0]["upper"], json!(30.0));
        near(modal[0]["mode"].as_f64().unwrap(), 300.0 / 13.0, "mode");
        let steps = table(&out, "steps");
        let step = |rule: &str| {
            steps
                .as_array()
                .unwrap()
                .iter()
                .find(|s| s["rule"] == rule)
                .unwrap_or_else(|| panic!("{rule} in {steps}"))
                .clone()
        };
        assert_eq!(
            step("groupedSum")["before"],
            "5*5 + 8*15 + 12*25 + 3*35 + 2*45"
        );
        assert_eq!(step("groupedSum")["after"], "640");
        assert_eq!(step("groupedMean")["after"], "64/3");
        assert_eq!(step("sampleVariance")["after"], "10490/87");
        assert_eq!(step("groupedMedian")["before"], "20 + (30/2 - 13)/12*10");
        assert_eq!(step("groupedMedian")["after"], "65/3");
        assert_eq!(step("groupedMode")["before"], "20 + 4/(4 + 9)*10");
        assert_eq!(step("groupedMode")["after"], "300/13");
        // The population: σ² = 1049/9, σ = 10.79608982713443 (numpy), no
        // interval (the population's mean is not estimated).
        let out = grouped(table_text, "population", "95").unwrap();
        near(number(&out, "variance"), 1049.0 / 9.0, "σ²");
        near(number(&out, "standardDeviation"), 10.79608982713443, "σ");
        assert_eq!(out.get("tValue"), None);
    }

    /// Four more tables, against numpy 2.4.6 on the values repeated at
    /// their midpoints (mean, std with ddof=1) and, for the median and
    /// mode, the formulas worked by hand.
    #[test]
    fn grouped_tables_match_numpy_and_the_interpolation_formulas() {
        // Classes with gaps (10-19, 20-29, …): midpoints 14.5, 24.5, 34.5,
        // 44.5; boundaries halfway across the gaps, 9.5 | 19.5 | 29.5 |
        // 39.5 | 49.5. np.repeat([14.5, 24.5, 34.5, 44.5], [4, 10, 7, 3]):
        // mean 28.25, std(ddof=1) 9.237212077056677 (by hand: Σf·x = 678,
        // n = 24).
        // Median: n/2 = 12 in 20-29 (F 4, f 10): 19.5 + (12 − 4)/10·10 = 27.5.
        // Mode: d₁ = 6, d₂ = 3: 19.5 + 6/9·10 = 26.166666…
        let out = grouped("10-19: 4\n20-29: 10\n30-39: 7\n40-49: 3", "sample", "95").unwrap();
        near(number(&out, "mean"), 28.25, "mean");
        near(number(&out, "standardDeviation"), 9.237212077056677, "s");
        near(number(&out, "median"), 27.5, "median");
        near(
            table(&out, "modalClasses")[0]["mode"].as_f64().unwrap(),
            19.5 + 60.0 / 9.0,
            "mode",
        );
        // Decimal limits with a Portuguese layout (⊢, a semicolon between
        // classes): np.repeat([1.55, 1.65, 1.75], [3, 5, 2]): mean 1.64,
        // std(ddof=1) 0.07378647873726216. Median 1.6 + (5 − 3)/5·0.1 =
        // 1.64; mode 1.6 + 2/(2 + 3)·0.1 = 1.64.
        let out = grouped("1.5 ⊢ 1.6 3; 1.6 ⊢ 1.7 5; 1.7 ⊢ 1.8 2", "sample", "95").unwrap();
        near(number(&out, "mean"), 1.64, "mean");
        near(number(&out, "standardDeviation"), 0.07378647873726216, "s");
        near(number(&out, "median"), 1.64, "median");
        near(
            table(&out, "modalClasses")[0]["mode"].as_f64().unwrap(),
            1.64,
            "mode",
        );
        // Decimals stay decimals in the steps, bare where they are one
        // factor: Σf·(x − 1.64)² = 3·0.0081 + 0 + 2·0.0121 = 0.049.
        let steps = table(&out, "steps");
        assert_eq!(steps[0]["before"], "3*1.55 + 5*1.65 + 2*1.75");
        assert_eq!(
            steps[2]["before"],
            "3*(1.55 - 1.64)^2 + 5*(1.65 - 1.64)^2 + 2*(1.75 - 1.64)^2"
        );
        assert_eq!(steps[2]["after"], "0.049");
        assert_eq!(steps[4]["before"], "sqrt(49/9000)");
        // Negative limits, three spreadsheet columns:
        // np.repeat([-7.5, -2.5, 2.5], [2, 6, 2]): mean -2.5, std(ddof=1)
        // 3.3333333333333335 (√(100/9)). Median −5 + (5 − 2)/6·5 = −2.5.
        let out = grouped("-10\t-5\t2\n-5\t0\t6\n0\t5\t2", "sample", "95").unwrap();
        near(number(&out, "mean"), -2.5, "mean");
        near(number(&out, "standardDeviation"), 10.0 / 3.0, "s");
        near(number(&out, "median"), -2.5, "median");
        // Two modal classes side by side (3, 5, 5, 2): both interpolations
        // meet at their common boundary, 20: 10 + 2/(2 + 0)·10 and
        // 20 + 0/(0 + 3)·10. np.repeat([5, 15, 25, 35], [3, 5, 5, 2]):
        // mean 19, std(ddof=1) 9.856107606091623.
        let out = grouped("0-10: 3\n10-20: 5\n20-30: 5\n30-40: 2", "sample", "95").unwrap();
        near(number(&out, "mean"), 19.0, "mean");
        near(number(&out, "standardDeviation"), 9.856107606091623, "s");
        let modal = table(&out, "modalClasses");
        assert_eq!(modal.as_array().unwrap().len(), 2);
        near(modal[0]["mode"].as_f64().unwrap(), 20.0, "first mode");
        near(modal[1]["mode"].as_f64().unwrap(), 20.0, "second mode");
        // One class: the mode is its middle (no neighbours to lean to).
        let out = grouped("10-20: 4", "sample", "95").unwrap();
        near(
            table(&out, "modalClasses")[0]["mode"].as_f64().unwrap(),
            15.0,
            "mode",
        );
        near(number(&out, "standardDeviation"), 0.0, "s");
    }

    /// t quantiles against mpmath 1.4.1 at 40 digits (the root t of
    /// I_{ν/(ν+t²)}(ν/2, 1/2)/2 = (100 − level)/200 for the level as
    /// written), rounded to doubles; through statrs' inverse up to 1000
    /// degrees of freedom and the Cornish–Fisher series beyond. Within
    /// 1e-12: the level's own double (99.99 is not exactly 99.99) moves t
    /// by up to 5e-13 in the far tail.
    #[test]
    fn t_quantiles_match_mpmath() {
        for (level, df, want) in [
            (95.0, 1.0, 12.706204736174705),          // 12.706204736174704646
            (95.0, 2.0, 4.302652729749464),           // 4.3026527297494638523
            (90.0, 9.0, 1.8331129326562372),          // 1.8331129326562371687
            (99.0, 4.0, 4.604094871349993),           // 4.6040948713499932254
            (80.0, 2.0, 1.8856180831641267),          // 1.8856180831641267317
            (95.0, 29.0, 2.0452296421327043),         // 2.0452296421327042982
            (99.9, 100.0, 3.39049131116423),          // 3.3904913111642299194
            (50.0, 3.0, 0.7648923284043453),          // 0.76489232840434528066
            (99.99, 1.0, 6366.197671315936),          // 6366.1976713159357848
            (68.0, 30.0, 1.0112157453924329),         // 1.0112157453924327919
            (99.99, 2.0, 99.99249984374453),          // 99.99249984374453103
            (90.0, 1000.0, 1.6463788172854648),       // 1.6463788172854647156
            (90.0, 1001.0, 1.6463772921994682),       // 1.646377292199468164
            (95.0, 10000.0, 1.9602012398906263),      // 1.9602012398906262578
            (95.0, 1000000.0, 1.959966356814107),     // 1.9599663568141070353
            (99.0, 1000000000.0, 2.5758293084654484), // 2.5758293084654483684
            (99.99, 1000000.0, 3.8906075818030654),   // 3.8906075818030655574
        ] {
            let t = interval::t_quantile(level, df).unwrap();
            assert!(
                ((t - want) / want).abs() < 1e-12,
                "t({level} %, {df}) = {t}, mpmath {want}"
            );
        }
    }

    /// Over every level step and every number of degrees of freedom up to
    /// past the switch to the series, and at the largest count a table may
    /// hold: t is finite, falls as ν grows and rises with the level (so an
    /// interval widens with it), and each call returns (statrs' inverse
    /// did not, at 10⁸).
    #[test]
    fn t_quantiles_are_monotone_and_always_return() {
        let levels = [
            50.0, 60.0, 68.0, 80.0, 90.0, 95.0, 98.0, 99.0, 99.5, 99.9, 99.99,
        ];
        let mut dfs: Vec<f64> = (1..=1100).map(f64::from).collect();
        dfs.extend([1e4, 1e6, 1e8, 1e12, 9_007_199_254_740_991.0]);
        for level in levels {
            let mut last = f64::INFINITY;
            for &df in &dfs {
                let t = interval::t_quantile(level, df).unwrap();
                assert!(t < last, "t({level} %, {df}) = {t} ≥ t at ν − 1 = {last}");
                last = t;
            }
        }
        for df in [1.0, 30.0, 1000.0, 1001.0, 1e9] {
            let ts: Vec<f64> = levels
                .iter()
                .map(|&l| interval::t_quantile(l, df).unwrap())
                .collect();
            assert!(ts.windows(2).all(|w| w[0] < w[1]), "{df}: {ts:?}");
        }
    }

    /// The interval of a list: [2, 4, 4, 4, 5, 5, 7, 9], x̄ = 5, s = √(32/7),
    /// 7 degrees of freedom (mpmath 1.4.1, 30 digits): at 95 %, t =
    /// 2.3646242515927853417, E = 1.787487918236210895; at 99 %, t =
    /// 3.4994832973504939201, E = 2.6453607205753445166; at 90 %, t =
    /// 1.8945786050900073895, E = 1.4321668080948029356.
    #[test]
    fn the_t_interval_of_a_list_matches_mpmath() {
        let at = |level: &str| {
            (FUNCTION.compute)(&inputs(
                &[
                    ("dataKind", "raw"),
                    ("values", "2, 4, 4, 4, 5, 5, 7, 9"),
                    ("classes", ""),
                    ("type", "sample"),
                    ("confidence", level),
                ],
                &["confidence"],
                &["dataKind", "type"],
            ))
            .unwrap()
        };
        for (level, t, e) in [
            ("95", 2.3646242515927853, 1.787487918236211),
            ("99", 3.499483297350494, 2.6453607205753444),
            ("90", 1.8945786050900073, 1.432166808094803),
        ] {
            let out = at(level);
            assert_eq!(out.number_of("degreesOfFreedom"), Some(7.0));
            near(number(&out, "tValue"), t, "t");
            near(number(&out, "marginOfError"), e, "E");
            near(number(&out, "confidenceLower"), 5.0 - e, "lower");
            near(number(&out, "confidenceUpper"), 5.0 + e, "upper");
        }
        let steps = table(&at("95"), "steps");
        assert_eq!(steps[0]["rule"], "tQuantile");
        assert_eq!(steps[0]["detail"], "n - 1 = 7");
        // t·s/√n with t to 12 digits, s exact: 2.36462425159 ≈ t.
        assert_eq!(steps[1]["before"], "2.36462425159*(4*sqrt(14)/7)/sqrt(8)");
        assert_eq!(steps[1]["after"], "1.78748791824");
        assert_eq!(steps[2]["before"], "5 - 1.78748791824");
        // The population has no interval, and so no steps.
        let out = run("2, 4, 4, 4, 5, 5, 7, 9", "population").unwrap();
        assert_eq!(out.get("tValue"), None);
        assert_eq!(out.get("steps"), None);
    }

    /// Each malformed table is refused on its line, saying why.
    #[test]
    fn bad_tables_are_refused_with_the_reason() {
        let kind = |text: &str| grouped(text, "sample", "95").unwrap_err();
        let check = |text: &str, want: ErrorKind| {
            let e = kind(text);
            assert_eq!(e.input, "classes", "{text}");
            assert_eq!(e.kind, want, "{text}");
        };
        check("10-20: 5\n15-25: 3", ErrorKind::ClassOverlap { line: 2 });
        check("20-30: 5\n10-20: 3", ErrorKind::ClassOverlap { line: 2 });
        check("10-20: 5\n\n30-20: 3", ErrorKind::EmptyClass { line: 3 });
        check("10-10: 5", ErrorKind::EmptyClass { line: 1 });
        check("10-20: -5", ErrorKind::NotAFrequency { line: 1 });
        check("10-20: 2.5", ErrorKind::NotAFrequency { line: 1 });
        check("10-20: 0\n20-30: 0", ErrorKind::NoFrequencies);
        check(
            "10-20: 5\nten to twenty: 3",
            ErrorKind::NotAClass { line: 2 },
        );
        check("15: 5", ErrorKind::NotAClass { line: 1 });
        check("", ErrorKind::NotAClass { line: 1 });
        check("10-20: 1", ErrorKind::SampleTooSmall);
        check(
            &(0..=grouped::MAX_CLASSES)
                .map(|k| format!("{k}-{}: 1", k + 1))
                .collect::<Vec<_>>()
                .join("\n"),
            ErrorKind::TooManyEntries {
                max: grouped::MAX_CLASSES,
            },
        );
        // One value is a population, not a sample.
        assert!(grouped("10-20: 1", "population", "95").is_ok());
        // A list of one value, as a sample, says why too.
        assert_eq!(
            run("5", "sample").unwrap_err().kind,
            ErrorKind::SampleTooSmall
        );
    }

    /// Numbers in a table are read by the page's rule: decimal commas on
    /// Portuguese pages, thousands separators on English ones.
    #[test]
    fn grouped_tables_read_numbers_by_the_page_rule() {
        use crate::testing::{evaluate, spec};
        use calc_core::values::NumberStyle;
        let run = |style, classes: &str| {
            let given: calc_core::Given = [
                ("dataKind", "grouped"),
                ("classes", classes),
                ("type", "sample"),
            ]
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
            evaluate(&spec("standard-deviation"), &given, style)
        };
        let pt = run(
            NumberStyle::PtBr,
            "1,5 ⊢ 1,6: 3\n1,6 ⊢ 1,7: 5\n1,7 ⊢ 1,8: 2",
        )
        .unwrap();
        near(pt.number_of("mean").unwrap(), 1.64, "mean");
        let en = run(NumberStyle::En, "1,000-2,000: 3\n2,000-3,000: 1").unwrap();
        near(en.number_of("mean").unwrap(), 1750.0, "mean");
        let refused = run(NumberStyle::En, "1,5-1,6: 3").unwrap_err();
        assert_eq!(refused.kind, ErrorKind::NotAClass { line: 1 });
    }

    /// By construction: values that sit at their class midpoints have the
    /// grouped mean and variance of the list itself, exactly; and the
    /// interval holds the mean and widens with the level.
    #[test]
    fn grouped_data_at_the_midpoints_is_the_list_and_intervals_nest() {
        // A small linear congruential generator: the same cases every run.
        let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
        let mut next = |m: u64| {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (seed >> 33) % m
        };
        for _ in 0..60 {
            let classes = 1 + next(8) as i64;
            let width = 1 + next(20) as i64;
            let start = next(200) as i64 - 100;
            let mut table = Vec::new();
            let mut values = Vec::new();
            for k in 0..classes {
                let low = start + k * width;
                let f = next(6);
                table.push(format!("{low}-{}: {f}", low + width));
                // The midpoint, written exactly (a half at odd widths).
                let mid = format!("{}", low as f64 + width as f64 / 2.0);
                values.extend(std::iter::repeat_n(mid, f as usize));
            }
            if values.len() < 2 {
                continue;
            }
            let table = table.join("\n");
            let list = values.join(", ");
            for kind in ["sample", "population"] {
                let g = grouped(&table, kind, "95").unwrap();
                let r = run(&list, kind).unwrap();
                for id in ["meanExact", "varianceExact", "standardDeviationExact"] {
                    assert_eq!(g.get(id), r.get(id), "{id} of {table}");
                }
                assert_eq!(g.number_of("count"), r.number_of("count"));
            }
            let mean = grouped(&table, "sample", "95")
                .unwrap()
                .number_of("mean")
                .unwrap();
            let mut last = 0.0;
            for level in ["50", "80", "90", "95", "99", "99.9"] {
                let out = grouped(&table, "sample", level).unwrap();
                let (lo, hi) = (
                    number(&out, "confidenceLower"),
                    number(&out, "confidenceUpper"),
                );
                assert!(lo <= mean && mean <= hi, "{lo} ≤ {mean} ≤ {hi}");
                let width = hi - lo;
                assert!(width >= last, "{level} %: {width} < {last} for {table}");
                last = width;
            }
        }
    }
}
