//! Standard deviation and the other descriptive statistics of a list, in
//! exact arithmetic (see `engine::stats`): exact for large values with a
//! small spread, where the textbook one-pass formula loses every digit.

use super::fail;
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;
use calc_engine::error::Code;
use calc_engine::expr::to_text;
use calc_engine::matrix::rat_text;
use calc_engine::stats::{parse_values, sqrt_of, summarize, MAX_VALUES};
use dashu::rational::RBig;
use serde_json::{json, Value as Json};
use standard_deviation::{input as i, output as o, In, Out};

calc_core::calculator! {
    mod standard_deviation = "standard-deviation" (compute) {
        inputs {
            values: Text,
            r#type: Choice,
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
            zScores: Json,
            frequencies: Json,
            meanExact: Text,
            varianceExact: Text,
            standardDeviationExact: Text,
        }
    }
}

pub const FUNCTION: Function = standard_deviation::FUNCTION;

fn f(r: &RBig) -> Result<f64, InputError> {
    let x = r.to_f64().value();
    if !x.is_finite() {
        return Err(InputError::new(i::values.id(), ErrorKind::ResultTooLarge));
    }
    Ok(x)
}

fn compute(inputs: In) -> Result<Out, InputError> {
    let values = parse_values(&inputs.number_text(i::values)?).map_err(|e| match e.code {
        Code::TooLong => InputError::new(
            i::values.id(),
            ErrorKind::TooManyEntries { max: MAX_VALUES },
        ),
        _ => e.for_input(i::values.id()),
    })?;
    let sample = inputs.option(i::r#type)? != "population";
    let s = summarize(&values).map_err(fail(i::values.id()))?;
    let variance = s.variance(sample).map_err(fail(i::values.id()))?;
    let (sd, sd_exact) = sqrt_of(&variance).map_err(fail(i::values.id()))?;
    let n = s.count as f64;
    let mean = f(&s.mean)?;
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
    // In percent, as people quote it (and the page formats percents).
    let cv = if mean != 0.0 {
        json!(sd * 100.0 / mean.abs())
    } else {
        Json::Null
    };
    Ok(Out::new()
        .integer(o::count, s.count as i64)
        .number(o::sum, f(&s.sum)?)
        .number(o::mean, mean)
        .number(o::variance, f(&variance)?)
        .number(o::standardDeviation, sd)
        .number(o::median, f(&s.median)?)
        .json(o::mode, Json::Array(modes))
        .number(o::min, f(&s.min)?)
        .number(o::max, f(&s.max)?)
        .number(o::range, f(&(&s.max - &s.min))?)
        .json(o::q1, q1)
        .json(o::q3, q3)
        .json(o::iqr, iqr)
        .number(o::standardError, sd / n.sqrt())
        .number(o::sumOfSquares, f(&s.sum_sq)?)
        .json(o::coefficientOfVariation, cv)
        .json(o::zScores, Json::Array(z_scores))
        .json(o::frequencies, Json::Array(frequencies))
        .text(o::meanExact, rat_text(&s.mean))
        .text(o::varianceExact, rat_text(&variance))
        .text(o::standardDeviationExact, to_text(&sd_exact)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::inputs;
    #[allow(unused_imports)]
    use calc_core::inputs::Inputs;
    #[allow(unused_imports)]
    use calc_core::outputs::Outputs;

    fn run(values: &str, kind: &str) -> Result<Outputs, InputError> {
        (FUNCTION.compute)(&inputs(
            &[("values", values), ("type", kind)],
            &[],
            &["type"],
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
}
