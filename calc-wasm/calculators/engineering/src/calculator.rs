//! The engineering calculator: one function, a mode select choosing the
//! tool. Values are typed with SI prefixes (`quantity`); numbers go out in
//! base units (volts, ohms, farads, seconds) for the page to format, and
//! `answer` is the result line with prefixes.

use super::quantity::{parse_list, parse_quantity, MAX_LIST};
use super::si::{plain_text, si_text};
use super::{colour_code, combine, decibels, divider, e_series, ohm, time_constant};
use crate::error::{ErrorKind, InputError};
use crate::inputs::Inputs;
use crate::outputs::Outputs;
use crate::registry::Function;
use serde_json::json;

pub const FUNCTION: Function = Function {
    id: "engineering",
    inputs: &[
        "mode",
        "ohmKnown",
        "voltage",
        "current",
        "resistance",
        "power",
        "dividerVin",
        "dividerR1",
        "dividerR2",
        "pickBy",
        "wantedRatio",
        "pickVin",
        "wantedVout",
        "eSeries",
        "bandCount",
        "band1",
        "band2",
        "band3",
        "multiplier",
        "tolerance",
        "tempco",
        "codeValue",
        "codeBands",
        "codeTolerance",
        "codeTempco",
        "components",
        "values",
        "circuit",
        "tcResistance",
        "capacitance",
        "inductance",
        "dbKind",
        "dbDirection",
        "dbRatio",
        "dbLevel",
    ],
    outputs: &[
        "answer",
        "voltageOut",
        "currentOut",
        "resistanceOut",
        "powerOut",
        "vout",
        "dividerRatio",
        "dividerCurrent",
        "pickR1",
        "pickR2",
        "pickRatio",
        "pickVout",
        "pickError",
        "bands",
        "resistanceValue",
        "toleranceValue",
        "minimum",
        "maximum",
        "tempcoValue",
        "seriesOhms",
        "parallelOhms",
        "seriesFarads",
        "parallelFarads",
        "tau",
        "fiveTau",
        "cutoff",
        "milestones",
        "curve",
        "decibels",
        "ratioValue",
    ],
    compute,
};

const OHM: &[&str] = &["Ω", "ohms", "ohm"];
const VOLT: &[&str] = &["V"];
const AMPERE: &[&str] = &["A"];
const WATT: &[&str] = &["W"];
const FARAD: &[&str] = &["F"];
const HENRY: &[&str] = &["H"];

/// The largest value accepted in any field: beyond every real component,
/// and far from overflow in any formula here.
const MAX_VALUE: f64 = 1e15;

/// A positive value typed in field `id`, with SI prefix and maybe `units`.
fn positive(inputs: &Inputs, id: &str, units: &[&str]) -> Result<f64, InputError> {
    let text = inputs.text(id)?;
    let value = parse_quantity(text, inputs.style(), units)
        .ok_or_else(|| InputError::new(id, ErrorKind::NotAQuantity))?;
    check_positive(id, value)
}

fn check_positive(id: &str, value: f64) -> Result<f64, InputError> {
    if value <= 0.0 {
        Err(InputError::new(id, ErrorKind::NotAbove { above: 0.0 }))
    } else if value > MAX_VALUE {
        Err(InputError::new(id, ErrorKind::AboveMax { max: MAX_VALUE }))
    } else if value < 1.0 / MAX_VALUE {
        Err(InputError::new(id, ErrorKind::OutOfDomain))
    } else {
        Ok(value)
    }
}

fn compute(inputs: &Inputs) -> Result<Outputs, InputError> {
    match inputs.option("mode")? {
        "ohm" => ohms_law(inputs),
        "divider" => forward_divider(inputs),
        "dividerPick" => pick_divider(inputs),
        "colourToValue" => colours_to_value(inputs),
        "valueToColour" => value_to_colours(inputs),
        "seriesParallel" => series_parallel(inputs),
        "timeConstant" => time_constant(inputs),
        _ => decibel(inputs),
    }
}

fn ohms_law(inputs: &Inputs) -> Result<Outputs, InputError> {
    let known = inputs.option("ohmKnown")?;
    let field = |name: &str| -> Result<f64, InputError> {
        match name {
            "voltage" => positive(inputs, "voltage", VOLT),
            "current" => positive(inputs, "current", AMPERE),
            "resistance" => positive(inputs, "resistance", OHM),
            _ => positive(inputs, "power", WATT),
        }
    };
    // The pair's two fields, in the order its id names them.
    let pair = ["voltage", "current", "resistance", "power"]
        .into_iter()
        .filter(|f| known.to_ascii_lowercase().contains(f))
        .collect::<Vec<_>>();
    let (a, b) = match pair.as_slice() {
        [a, b] => (field(a)?, field(b)?),
        _ => {
            return Err(InputError::new(
                "ohmKnown",
                ErrorKind::UnknownOption { options: vec![] },
            ))
        }
    };
    let c = ohm::solve(known, a, b)
        .ok_or_else(|| InputError::new("ohmKnown", ErrorKind::UnknownOption { options: vec![] }))?;
    if !(c.volts.is_finite() && c.amps.is_finite() && c.ohms.is_finite() && c.watts.is_finite()) {
        return Err(InputError::new(pair[1], ErrorKind::ResultTooLarge));
    }
    let style = inputs.style();
    // The two quantities not given, as the result line.
    let mut line = Vec::new();
    for (name, symbol, value, unit) in [
        ("voltage", "V", c.volts, "V"),
        ("current", "I", c.amps, "A"),
        ("resistance", "R", c.ohms, "Ω"),
        ("power", "P", c.watts, "W"),
    ] {
        if !pair.contains(&name) {
            line.push(format!("{symbol} = {}", si_text(value, unit, style)));
        }
    }
    Ok(Outputs::new()
        .text("answer", line.join(", "))
        .number("voltageOut", c.volts)
        .number("currentOut", c.amps)
        .number("resistanceOut", c.ohms)
        .number("powerOut", c.watts))
}

fn forward_divider(inputs: &Inputs) -> Result<Outputs, InputError> {
    let vin = positive(inputs, "dividerVin", VOLT)?;
    let r1 = positive(inputs, "dividerR1", OHM)?;
    let r2 = positive(inputs, "dividerR2", OHM)?;
    let ratio = divider::ratio(r1, r2);
    let vout = vin * ratio;
    Ok(Outputs::new()
        .text(
            "answer",
            format!("Vout = {}", si_text(vout, "V", inputs.style())),
        )
        .number("vout", vout)
        .number("dividerRatio", ratio)
        .number("dividerCurrent", vin / (r1 + r2)))
}

fn pick_divider(inputs: &Inputs) -> Result<Outputs, InputError> {
    let series = e_series::by_name(inputs.option("eSeries")?)
        .ok_or_else(|| InputError::new("eSeries", ErrorKind::UnknownOption { options: vec![] }))?;
    let by_voltage = inputs.option("pickBy")? == "voltage";
    let (wanted, vin) = if by_voltage {
        let vin = positive(inputs, "pickVin", VOLT)?;
        let vout = positive(inputs, "wantedVout", VOLT)?;
        if vout >= vin {
            return Err(InputError::new(
                "wantedVout",
                ErrorKind::NotLessThanInput {
                    other: "pickVin".into(),
                },
            ));
        }
        (vout / vin, Some(vin))
    } else {
        (inputs.number("wantedRatio")?, None)
    };
    let p = divider::pick(wanted, series);
    let style = inputs.style();
    let mut out = Outputs::new()
        .text(
            "answer",
            format!(
                "R1 = {}, R2 = {}",
                si_text(p.r1, "Ω", style),
                si_text(p.r2, "Ω", style)
            ),
        )
        .number("pickR1", p.r1)
        .number("pickR2", p.r2)
        .number("pickRatio", p.ratio);
    if let Some(vin) = vin {
        out = out.number("pickVout", vin * p.ratio);
    }
    Ok(out.number("pickError", p.error_percent))
}

/// 3, 4, 5 or 6 from the band-count selects' option ids.
fn band_count(inputs: &Inputs, id: &str) -> Result<u8, InputError> {
    match inputs.option(id)? {
        "three" => Ok(3),
        "four" => Ok(4),
        "five" => Ok(5),
        "six" => Ok(6),
        _ => Err(InputError::new(
            id,
            ErrorKind::UnknownOption { options: vec![] },
        )),
    }
}

/// The outputs both colour-code directions share.
fn coded(inputs: &Inputs, bands: Vec<&str>, reading: colour_code::Reading) -> Outputs {
    let style = inputs.style();
    let ohms = reading.ohms;
    let spread = ohms * reading.tolerance / 100.0;
    let mut line = format!(
        "{} ±{}%",
        si_text(ohms, "Ω", style),
        plain_text(reading.tolerance, 2, style)
    );
    if let Some(t) = reading.tempco {
        line.push_str(&format!(", {t} ppm/K"));
    }
    let mut out = Outputs::new()
        .text("answer", line)
        .json("bands", json!(bands))
        .number("resistanceValue", ohms)
        .number("toleranceValue", reading.tolerance)
        .number("minimum", ohms - spread)
        .number("maximum", ohms + spread);
    if let Some(t) = reading.tempco {
        out = out.integer("tempcoValue", i64::from(t));
    }
    out
}

fn colours_to_value(inputs: &Inputs) -> Result<Outputs, InputError> {
    let count = band_count(inputs, "bandCount")?;
    let digit_ids: &[&str] = if count >= 5 {
        &["band1", "band2", "band3"]
    } else {
        &["band1", "band2"]
    };
    let digits = digit_ids
        .iter()
        .map(|id| inputs.option(id))
        .collect::<Result<Vec<_>, _>>()?;
    let multiplier = inputs.option("multiplier")?;
    let tolerance = if count >= 4 {
        Some(inputs.option("tolerance")?)
    } else {
        None
    };
    let tempco = if count == 6 {
        Some(inputs.option("tempco")?)
    } else {
        None
    };
    // The selects offer only colours that can stand in their band, but a
    // share link can name any option: blame the band that is wrong.
    let reading = colour_code::read(&digits, multiplier, tolerance, tempco).map_err(|band| {
        let id = [digit_ids, &["multiplier", "tolerance", "tempco"]].concat()[band];
        InputError::new(id, ErrorKind::UnknownOption { options: vec![] })
    })?;
    let mut bands = digits;
    bands.push(multiplier);
    bands.extend(tolerance);
    bands.extend(tempco);
    Ok(coded(inputs, bands, reading))
}

fn value_to_colours(inputs: &Inputs) -> Result<Outputs, InputError> {
    let count = band_count(inputs, "codeBands")?;
    let ohms = positive(inputs, "codeValue", OHM)?;
    let digits = colour_code::digits_for(count);
    let (mut bands, multiplier) = colour_code::encode(ohms, digits).map_err(|e| match e {
        colour_code::Unmarkable::TooManyDigits { digits } => {
            InputError::new("codeValue", ErrorKind::TooManyDigits { digits })
        }
        colour_code::Unmarkable::OutOfRange { min, max } => InputError::new(
            "codeValue",
            if ohms < min {
                ErrorKind::BelowMin { min }
            } else {
                ErrorKind::AboveMax { max }
            },
        ),
    })?;
    bands.push(multiplier);
    let tolerance = if count >= 4 {
        let id = inputs.option("codeTolerance")?;
        bands.push(id);
        colour_code::find(id).and_then(|c| c.tolerance)
    } else {
        Some(20.0)
    };
    let tempco = if count == 6 {
        let id = inputs.option("codeTempco")?;
        bands.push(id);
        colour_code::find(id).and_then(|c| c.tempco)
    } else {
        None
    };
    let tolerance = tolerance.ok_or_else(|| {
        InputError::new(
            "codeTolerance",
            ErrorKind::UnknownOption { options: vec![] },
        )
    })?;
    if count == 6 && tempco.is_none() {
        return Err(InputError::new(
            "codeTempco",
            ErrorKind::UnknownOption { options: vec![] },
        ));
    }
    let reading = colour_code::Reading {
        ohms,
        tolerance,
        tempco,
    };
    Ok(coded(inputs, bands, reading))
}

fn series_parallel(inputs: &Inputs) -> Result<Outputs, InputError> {
    let capacitors = inputs.option("components")? == "capacitors";
    let units = if capacitors { FARAD } else { OHM };
    let text = inputs.number_text("values")?;
    let values = parse_list(&text, units).map_err(|i| {
        InputError::new(
            "values",
            if i >= MAX_LIST {
                ErrorKind::TooLong {
                    max_length: MAX_LIST,
                }
            } else {
                ErrorKind::NotAQuantity
            },
        )
    })?;
    for v in &values {
        check_positive("values", *v)?;
    }
    let (sum, reciprocal) = (combine::sum(&values), combine::reciprocal_sum(&values));
    // Capacitors: parallel adds, series adds reciprocals.
    let (series, parallel) = if capacitors {
        (reciprocal, sum)
    } else {
        (sum, reciprocal)
    };
    let style = inputs.style();
    let unit = if capacitors { "F" } else { "Ω" };
    let line = format!(
        "{} · {}",
        si_text(series, unit, style),
        si_text(parallel, unit, style)
    );
    let (series_id, parallel_id) = if capacitors {
        ("seriesFarads", "parallelFarads")
    } else {
        ("seriesOhms", "parallelOhms")
    };
    Ok(Outputs::new()
        .text("answer", line)
        .number(series_id, series)
        .number(parallel_id, parallel))
}

fn time_constant(inputs: &Inputs) -> Result<Outputs, InputError> {
    let r = positive(inputs, "tcResistance", OHM)?;
    let tau = if inputs.option("circuit")? == "rl" {
        positive(inputs, "inductance", HENRY)? / r
    } else {
        r * positive(inputs, "capacitance", FARAD)?
    };
    Ok(Outputs::new()
        .text(
            "answer",
            format!("τ = {}", si_text(tau, "s", inputs.style())),
        )
        .number("tau", tau)
        .number("fiveTau", 5.0 * tau)
        .number("cutoff", time_constant::cutoff_hz(tau))
        .json("milestones", time_constant::milestones(tau))
        .json("curve", time_constant::curve(tau)))
}

fn decibel(inputs: &Inputs) -> Result<Outputs, InputError> {
    let kind = inputs.option("dbKind")?;
    let (db, ratio) = if inputs.option("dbDirection")? == "fromDb" {
        let db = inputs.number("dbLevel")?;
        (db, decibels::from_db(db, kind))
    } else {
        let ratio = inputs.number("dbRatio")?;
        (decibels::to_db(ratio, kind), ratio)
    };
    let style = inputs.style();
    let line = format!(
        "{} dB = × {}",
        plain_text(db, 4, style),
        plain_text(ratio, 6, style)
    );
    Ok(Outputs::new()
        .text("answer", line)
        .number("decibels", db)
        .number("ratioValue", ratio))
}

/// Through the real YAML's spec, as the page and `calcula eval` run it.
#[cfg(test)]
mod tests {
    use crate::values::NumberStyle;
    use crate::{ErrorKind, InputError, Outputs};
    use calc_wasm::{evaluate, Given};

    fn run(style: NumberStyle, pairs: &[(&str, &str)]) -> Result<Outputs, InputError> {
        let given: Given = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        evaluate(&crate::testing::spec("engineering"), &given, style)
    }

    fn error(pairs: &[(&str, &str)]) -> InputError {
        run(NumberStyle::En, pairs).unwrap_err()
    }

    #[test]
    fn zero_and_unreadable_values_are_rejected_at_their_field() {
        let e = error(&[("mode", "ohm"), ("current", "0")]);
        assert_eq!(
            e,
            InputError::new("current", ErrorKind::NotAbove { above: 0.0 })
        );
        let e = error(&[
            ("mode", "ohm"),
            ("ohmKnown", "resistancePower"),
            ("resistance", "-5"),
        ]);
        assert_eq!(e.input, "resistance");
        let e = error(&[("mode", "divider"), ("dividerR2", "4k7x")]);
        assert_eq!(e, InputError::new("dividerR2", ErrorKind::NotAQuantity));
        let e = error(&[("mode", "seriesParallel"), ("values", "100, 0")]);
        assert_eq!(e.input, "values");
        let e = error(&[("mode", "timeConstant"), ("capacitance", "1e-300")]);
        assert_eq!(e, InputError::new("capacitance", ErrorKind::OutOfDomain));
        let e = error(&[("mode", "ohm"), ("voltage", "1e300")]);
        assert_eq!(e.kind, ErrorKind::AboveMax { max: 1e15 });
    }

    #[test]
    fn a_wanted_output_must_be_below_the_input() {
        let e = error(&[
            ("mode", "dividerPick"),
            ("pickVin", "5"),
            ("wantedVout", "5"),
        ]);
        assert_eq!(
            e,
            InputError::new(
                "wantedVout",
                ErrorKind::NotLessThanInput {
                    other: "pickVin".into()
                }
            )
        );
    }

    #[test]
    fn picking_for_a_voltage() {
        // 5 V from 12 V, ratio 5/12: trying every E24 pair over five decades
        // (Python, by brute force) gives 18 kΩ over 13 kΩ: 12·13/31 =
        // 5.032258… V, +0.645 %. E96 has an exact pair, 14 kΩ over 10 kΩ.
        let out = run(
            NumberStyle::En,
            &[("mode", "dividerPick"), ("eSeries", "e24")],
        )
        .unwrap();
        assert_eq!(out.number_of("pickR1"), Some(18_000.0));
        assert_eq!(out.number_of("pickR2"), Some(13_000.0));
        assert!((out.number_of("pickVout").unwrap() - 12.0 * 13.0 / 31.0).abs() < 1e-14);
        assert!((out.number_of("pickError").unwrap() - 20.0 / 31.0).abs() < 1e-12);
        let out = run(
            NumberStyle::En,
            &[("mode", "dividerPick"), ("eSeries", "e96")],
        )
        .unwrap();
        assert_eq!(out.number_of("pickR1"), Some(14_000.0));
        assert_eq!(out.number_of("pickError"), Some(0.0));
    }

    #[test]
    fn a_band_a_share_link_puts_in_the_wrong_place_is_named() {
        let e = error(&[("mode", "colourToValue"), ("band1", "gold")]);
        assert_eq!(e.input, "band1");
        let e = error(&[("mode", "valueToColour"), ("codeValue", "4.75k")]);
        assert_eq!(
            e,
            InputError::new("codeValue", ErrorKind::TooManyDigits { digits: 2 })
        );
        let e = error(&[("mode", "valueToColour"), ("codeValue", "1m")]);
        assert_eq!(
            e,
            InputError::new("codeValue", ErrorKind::BelowMin { min: 0.01 })
        );
    }

    #[test]
    fn portuguese_pages_write_decimal_commas() {
        let out = run(
            NumberStyle::PtBr,
            &[("mode", "ohm"), ("voltage", "3,3"), ("current", "0,5")],
        )
        .unwrap();
        assert_eq!(out.text_of("answer"), Some("R = 6,6 Ω, P = 1,65 W"));
        let out = run(
            NumberStyle::PtBr,
            &[("mode", "seriesParallel"), ("values", "1,5k; 1,5k")],
        )
        .unwrap();
        assert_eq!(out.number_of("parallelOhms"), Some(750.0));
        let out = run(
            NumberStyle::PtBr,
            &[
                ("mode", "valueToColour"),
                ("codeValue", "4,7"),
                ("codeBands", "three"),
            ],
        )
        .unwrap();
        assert_eq!(out.text_of("answer"), Some("4,7 Ω ±20%"));
    }

    #[test]
    fn decibels_both_ways() {
        let out = run(
            NumberStyle::En,
            &[
                ("mode", "decibels"),
                ("dbKind", "voltage"),
                ("dbRatio", "2"),
            ],
        )
        .unwrap();
        // 20·log10(2) = 6.0205999132796239042 (mpmath).
        assert!((out.number_of("decibels").unwrap() - 6.020_599_913_279_624).abs() < 1e-14);
        assert_eq!(out.text_of("answer"), Some("6.0206 dB = × 2"));
        let out = run(
            NumberStyle::En,
            &[
                ("mode", "decibels"),
                ("dbDirection", "fromDb"),
                ("dbLevel", "-10"),
            ],
        )
        .unwrap();
        assert!((out.number_of("ratioValue").unwrap() - 0.1).abs() < 1e-16);
    }
}
