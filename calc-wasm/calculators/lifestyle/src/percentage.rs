//! Percentages in the four ways people ask about them.

use crate::error::{ErrorKind, InputError};
use crate::inputs::Inputs;
use crate::outputs::Outputs;
use crate::registry::Function;

pub const FUNCTION: Function = Function {
    id: "percentage",
    inputs: &["mode", "percent", "total", "value", "from", "to"],
    outputs: &["result"],
    compute,
};

fn nonzero(inputs: &Inputs, id: &str) -> Result<f64, InputError> {
    let v = inputs.number(id)?;
    if v == 0.0 {
        return Err(InputError::new(id, ErrorKind::MustNotBeZero));
    }
    Ok(v)
}

fn compute(inputs: &Inputs) -> Result<Outputs, InputError> {
    let result = match inputs.option("mode")? {
        // What is P % of T?
        "value" => inputs.number("percent")? * inputs.number("total")? / 100.0,
        // V is what % of T?
        "percentage" => inputs.number("value")? / nonzero(inputs, "total")? * 100.0,
        // V is P % of what?
        "total" => inputs.number("value")? * 100.0 / nonzero(inputs, "percent")?,
        // Change from A to B, in % of |A|.
        _ => {
            let from = nonzero(inputs, "from")?;
            (inputs.number("to")? - from) / from.abs() * 100.0
        }
    };
    Ok(Outputs::new().number("result", result))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::values::Value;
    use std::collections::BTreeMap;

    fn run(mode: &str, pairs: &[(&str, f64)]) -> Result<f64, InputError> {
        let mut values = BTreeMap::from([("mode".to_string(), Value::Option(mode.into()))]);
        for id in ["percent", "total", "value", "from", "to"] {
            values.insert(id.to_string(), Value::Number(0.0));
        }
        for (id, v) in pairs {
            values.insert(id.to_string(), Value::Number(*v));
        }
        compute(&Inputs::new(values)).map(|o| o.number_of("result").unwrap())
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
