//! Percentages in the ways people ask about them: a percentage of a number,
//! what percent a part is, the whole from a part, the change from one value
//! to another, a value increased or decreased by a percentage, the percent
//! difference between two values, the percentage points between two
//! percentages, how many percent one value is more or less than another,
//! and the rule of three (regra de três): the fourth number of a direct or
//! an inverse proportion.
//!
//! Besides the answer, `factor` is the one number the working turns on (the
//! page's summary sentence writes the working out with it: "30 is 15% of 200
//! because 200 × 0.15 = 30"): the percentage as a decimal, the multiplier of
//! an increase or decrease, or the ratio a percentage answer is 100 times.

use calc_core::declare::{Input, Number};
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;
use percentage::{input as i, output as o, Calc, In, Out};

calc_core::calculator! {
    mod percentage = "percentage" (compute) {
        inputs {
            mode: Choice,
            percent: Number,
            total: Number,
            value: Number,
            from: Number,
            to: Number,
            a: Number,
            b: Number,
            fromPercent: Number,
            toPercent: Number,
            ratioA: Number,
            ratioB: Number,
            ratioC: Number,
        }
        outputs { result: Number, factor: Number, relative: Number, direction: Text }
    }
}

pub const FUNCTION: Function = percentage::FUNCTION;

fn nonzero(inputs: In, id: Input<Calc, Number>) -> Result<f64, InputError> {
    let v = inputs.number(id)?;
    if v == 0.0 {
        return Err(InputError::new(id.id(), ErrorKind::MustNotBeZero));
    }
    Ok(v)
}

/// `(to − from) / |from|`: the change as a ratio of where it started (from
/// −50 to −25 is +0.5, an increase).
fn change(
    inputs: In,
    from: Input<Calc, Number>,
    to: Input<Calc, Number>,
) -> Result<f64, InputError> {
    let base = nonzero(inputs, from)?;
    Ok((inputs.number(to)? - base) / base.abs())
}

fn compute(inputs: In) -> Result<Out, InputError> {
    let number = |id| inputs.number(id);
    let out = Out::new();
    // (answer, factor): the answer as the page shows it (a percentage answer
    // in percent units), the factor as the working writes it.
    let (result, factor) = match inputs.option(i::mode)? {
        // What is P % of T?  T × P/100.
        "value" => {
            let f = number(i::percent)? / 100.0;
            (number(i::total)? * f, f)
        }
        // V is what % of T?  V ÷ T, × 100.
        "percentage" => {
            let f = number(i::value)? / nonzero(inputs, i::total)?;
            (f * 100.0, f)
        }
        // V is P % of what?  V ÷ P/100.
        "total" => {
            let f = nonzero(inputs, i::percent)? / 100.0;
            (number(i::value)? / f, f)
        }
        // X increased or decreased by P %: X × (1 ± P/100).
        "increase" => {
            let f = 1.0 + number(i::percent)? / 100.0;
            (number(i::from)? * f, f)
        }
        "decrease" => {
            let f = 1.0 - number(i::percent)? / 100.0;
            (number(i::from)? * f, f)
        }
        // Percent difference: |a − b| ÷ the mean of a and b (neither is the base).
        "difference" => {
            let (a, b) = (number(i::a)?, number(i::b)?);
            let mean = (a + b) / 2.0;
            if mean == 0.0 {
                // Neither is zero: b is the opposite of a.
                let other = i::a.id().to_string();
                return Err(InputError::new(
                    i::b.id(),
                    ErrorKind::NotOppositeOf { other },
                ));
            }
            let f = (a - b).abs() / mean.abs();
            (f * 100.0, f)
        }
        // From p1 % to p2 %: p2 − p1 percentage points, and the relative
        // change, which a start of 0 % leaves undefined (0 % to 5 % is still
        // 5 points).
        "points" => {
            let (from, to) = (number(i::fromPercent)?, number(i::toPercent)?);
            let out = out.number(o::result, to - from);
            if from == 0.0 {
                return Ok(out);
            }
            return Ok(out.number(o::relative, (to - from) / from.abs() * 100.0));
        }
        // a is what % more or less than b: |a − b| ÷ |b|, and which way.
        "moreLess" => {
            let f = change(inputs, i::b, i::a)?;
            let direction = if f > 0.0 {
                "more"
            } else if f < 0.0 {
                "less"
            } else {
                "same"
            };
            return Ok(out
                .number(o::result, f.abs() * 100.0)
                .number(o::factor, f.abs())
                .text(o::direction, direction));
        }
        // Rule of three: A is to B as C is to X. Direct: X = C × B/A (B/A,
        // what one unit of A is worth, is the factor). Inverse: A × B is
        // constant, X = A × B / C.
        "proportion" => {
            let f = number(i::ratioB)? / nonzero(inputs, i::ratioA)?;
            (number(i::ratioC)? * f, f)
        }
        "inverseProportion" => {
            let f = number(i::ratioA)? * number(i::ratioB)?;
            (f / nonzero(inputs, i::ratioC)?, f)
        }
        // Change from A to B, in % of |A|.
        _ => {
            let f = change(inputs, i::from, i::to)?;
            (f * 100.0, f)
        }
    };
    Ok(out.number(o::result, result).number(o::factor, factor))
}

#[cfg(test)]
mod tests {
    use super::*;
    use calc_core::inputs::Inputs;
    use calc_core::outputs::Outputs;
    use calc_core::values::Value;
    use std::collections::BTreeMap;

    fn outputs(mode: &str, pairs: &[(&str, f64)]) -> Result<Outputs, InputError> {
        let mut values = BTreeMap::from([("mode".to_string(), Value::Option(mode.into()))]);
        for id in FUNCTION.inputs.iter().filter(|id| **id != "mode") {
            values.insert(id.to_string(), Value::Number(0.0));
        }
        for (id, v) in pairs {
            values.insert(id.to_string(), Value::Number(*v));
        }
        (FUNCTION.compute)(&Inputs::new(values))
    }

    fn run(mode: &str, pairs: &[(&str, f64)]) -> Result<f64, InputError> {
        outputs(mode, pairs).map(|o| o.number_of("result").unwrap())
    }

    fn factor(mode: &str, pairs: &[(&str, f64)]) -> f64 {
        outputs(mode, pairs).unwrap().number_of("factor").unwrap()
    }

    #[test]
    fn four_modes() {
        assert_eq!(
            run("value", &[("percent", 15.0), ("total", 200.0)]),
            Ok(30.0)
        );
        assert_eq!(
            run("percentage", &[("value", 30.0), ("total", 200.0)]),
            Ok(15.0)
        );
        assert_eq!(
            run("total", &[("value", 30.0), ("percent", 15.0)]),
            Ok(200.0)
        );
        assert_eq!(run("change", &[("from", 80.0), ("to", 100.0)]), Ok(25.0));
        assert_eq!(run("change", &[("from", 100.0), ("to", 80.0)]), Ok(-20.0));
    }

    #[test]
    fn the_working_factor() {
        // By hand: 200 × 0.15 = 30; 30 ÷ 200 = 0.15; 30 ÷ 0.15 = 200;
        // (100 − 80) ÷ 80 = 0.25.
        assert_eq!(
            factor("value", &[("percent", 15.0), ("total", 200.0)]),
            0.15
        );
        assert_eq!(
            factor("percentage", &[("value", 30.0), ("total", 200.0)]),
            0.15
        );
        assert_eq!(factor("total", &[("value", 30.0), ("percent", 15.0)]), 0.15);
        assert_eq!(factor("change", &[("from", 80.0), ("to", 100.0)]), 0.25);
    }

    #[test]
    fn increase_and_decrease() {
        // By hand: 80 × 1.25 = 100; 80 × 0.75 = 60; 50 × (1 + 200/100) = 150;
        // a 100 % decrease leaves 0.
        assert_eq!(
            run("increase", &[("from", 80.0), ("percent", 25.0)]),
            Ok(100.0)
        );
        assert_eq!(
            factor("increase", &[("from", 80.0), ("percent", 25.0)]),
            1.25
        );
        assert_eq!(
            run("decrease", &[("from", 80.0), ("percent", 25.0)]),
            Ok(60.0)
        );
        assert_eq!(
            factor("decrease", &[("from", 80.0), ("percent", 25.0)]),
            0.75
        );
        assert_eq!(
            run("increase", &[("from", 50.0), ("percent", 200.0)]),
            Ok(150.0)
        );
        assert_eq!(
            run("decrease", &[("from", 50.0), ("percent", 100.0)]),
            Ok(0.0)
        );
    }

    #[test]
    fn percent_difference_is_against_the_mean() {
        // By hand: |40 − 60| ÷ ((40 + 60) / 2) = 20 ÷ 50 = 0.4 → 40 %, either order.
        assert_eq!(run("difference", &[("a", 40.0), ("b", 60.0)]), Ok(40.0));
        assert_eq!(run("difference", &[("a", 60.0), ("b", 40.0)]), Ok(40.0));
        assert_eq!(factor("difference", &[("a", 40.0), ("b", 60.0)]), 0.4);
        // A mean of zero has no percent difference: b is a's negative (not
        // zero, as the message once said).
        let err = run("difference", &[("a", 5.0), ("b", -5.0)]).unwrap_err();
        assert_eq!(err.input, "b");
        assert_eq!(
            err.kind,
            ErrorKind::NotOppositeOf {
                other: "a".to_string()
            }
        );
    }

    #[test]
    fn percentage_points_and_the_relative_change() {
        // By hand: from 4 % to 5 % is 1 point, a relative rise of 1 ÷ 4 = 25 %;
        // from 10 % to 7.5 % is −2.5 points, −25 %.
        let up = outputs("points", &[("fromPercent", 4.0), ("toPercent", 5.0)]).unwrap();
        assert_eq!(up.number_of("result"), Some(1.0));
        assert_eq!(up.number_of("relative"), Some(25.0));
        let down = outputs("points", &[("fromPercent", 10.0), ("toPercent", 7.5)]).unwrap();
        assert_eq!(down.number_of("result"), Some(-2.5));
        assert_eq!(down.number_of("relative"), Some(-25.0));
    }

    #[test]
    fn points_from_zero_percent_have_no_relative_change() {
        // By hand: 0 % to 5 % is 5 − 0 = 5 percentage points; the change
        // relative to 0 % is undefined, so it is left out, not refused.
        let out = outputs("points", &[("fromPercent", 0.0), ("toPercent", 5.0)]).unwrap();
        assert_eq!(out.number_of("result"), Some(5.0));
        assert_eq!(out.get("relative"), None);
    }

    #[test]
    fn more_or_less_than() {
        // By hand: 150 is (150 − 120) ÷ 120 = 25 % more than 120; 90 is
        // 30 ÷ 120 = 25 % less; equal values are the same.
        let more = outputs("moreLess", &[("a", 150.0), ("b", 120.0)]).unwrap();
        assert_eq!(more.number_of("result"), Some(25.0));
        assert_eq!(more.text_of("direction"), Some("more"));
        let less = outputs("moreLess", &[("a", 90.0), ("b", 120.0)]).unwrap();
        assert_eq!(less.number_of("result"), Some(25.0));
        assert_eq!(less.text_of("direction"), Some("less"));
        let same = outputs("moreLess", &[("a", 7.0), ("b", 7.0)]).unwrap();
        assert_eq!(same.text_of("direction"), Some("same"));
        assert_eq!(run("moreLess", &[("a", 1.0)]).unwrap_err().input, "b");
    }

    #[test]
    fn rule_of_three_direct_and_inverse() {
        // By hand. Direct: 2 kg cost 2.99, so 5 kg cost 2.99 × 5 / 2 =
        // 7.475 (a kilogram, the factor, 1.495). Inverse: 4 workers take
        // 6 days, so 3 take 4 × 6 / 3 = 8 (the constant product 24).
        let set = [("ratioA", 2.0), ("ratioB", 2.99), ("ratioC", 5.0)];
        let out = outputs("proportion", &set).unwrap();
        assert!((out.number_of("result").unwrap() - 7.475).abs() < 1e-12);
        assert!((out.number_of("factor").unwrap() - 1.495).abs() < 1e-15);
        let set = [("ratioA", 4.0), ("ratioB", 6.0), ("ratioC", 3.0)];
        assert_eq!(run("inverseProportion", &set), Ok(8.0));
        assert_eq!(factor("inverseProportion", &set), 24.0);
        // The same numbers directly: 6 × 3 / 4 = 4.5.
        assert_eq!(run("proportion", &set), Ok(4.5));
    }

    #[test]
    fn rule_of_three_refuses_the_zero_it_divides_by() {
        let set = [("ratioA", 0.0), ("ratioB", 6.0), ("ratioC", 3.0)];
        let e = run("proportion", &set).unwrap_err();
        assert_eq!(
            (e.input.as_str(), e.kind),
            ("ratioA", ErrorKind::MustNotBeZero)
        );
        let set = [("ratioA", 4.0), ("ratioB", 6.0), ("ratioC", 0.0)];
        let e = run("inverseProportion", &set).unwrap_err();
        assert_eq!(
            (e.input.as_str(), e.kind),
            ("ratioC", ErrorKind::MustNotBeZero)
        );
    }

    #[test]
    fn change_from_a_negative_base_keeps_direction() {
        // From −50 to −25 is an increase of 50 %.
        assert_eq!(run("change", &[("from", -50.0), ("to", -25.0)]), Ok(50.0));
    }

    #[test]
    fn decimal_inputs() {
        // 0.1 % of 3: 0.003 in exact arithmetic; a double within one ulp.
        let r = run("value", &[("percent", 0.1), ("total", 3.0)]).unwrap();
        assert!((r - 0.003).abs() < 1e-18);
    }

    #[test]
    fn divisions_by_zero_name_the_input() {
        assert_eq!(
            run("percentage", &[("value", 1.0)]).unwrap_err().input,
            "total"
        );
        assert_eq!(
            run("total", &[("value", 1.0)]).unwrap_err().input,
            "percent"
        );
        assert_eq!(run("change", &[("to", 1.0)]).unwrap_err().input, "from");
    }
}
