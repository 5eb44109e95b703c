//! The basic calculator: + − × ÷, %, √ and parentheses in exact decimal
//! arithmetic (0.1 + 0.2 = 0.3), shown to 15 significant digits.

use super::fail;
use basic::{input as i, output as o, In, Out};
use calc_core::error::InputError;
use calc_core::registry::Function;
use calc_engine::eval::Angle;
use serde_json::Value as Json;

calc_core::calculator! {
    mod basic = "basic" (compute) {
        inputs {
            expression: Text,
        }
        outputs {
            result: Text,
            exact: Json,
        }
    }
}

pub const FUNCTION: Function = basic::FUNCTION;

/// Digits a basic calculator shows.
const DIGITS: usize = 15;

fn compute(inputs: In) -> Result<Out, InputError> {
    let expression = &inputs.expression_text(i::expression)?;
    let (result, exact) =
        super::scientific::run(expression, DIGITS, Angle::Rad).map_err(fail(i::expression.id()))?;
    Ok(Out::new()
        .text(o::result, result)
        .json(o::exact, exact.map_or(Json::Null, Json::String)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::inputs;

    #[test]
    fn decimal_arithmetic() {
        let run = |e: &str| match (FUNCTION.compute)(&inputs(&[("expression", e)], &[], &[]))
            .unwrap()
            .get("result")
        {
            Some(calc_core::OutValue::Text(t)) => t.clone(),
            other => panic!("{other:?}"),
        };
        assert_eq!(run("0.1 + 0.2"), "0.3");
        assert_eq!(run("1.1 × 1.1"), "1.21");
        assert_eq!(run("10 ÷ 4"), "2.5");
        assert_eq!(run("200 × 15%"), "30");
        assert_eq!(run("√16"), "4");
        assert_eq!(run("2/3"), "0.666666666666667");
    }
}
