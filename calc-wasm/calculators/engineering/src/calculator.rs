//! The engineering calculator: one function, a mode select choosing the
//! tool. Values are typed with SI prefixes (`quantity`); numbers go out in
//! base units (volts, ohms, farads, seconds) for the page to format, and
//! `answer` is the result line with prefixes.

use super::quantity::{parse_list, parse_quantity, MAX_LIST};
use super::si::{plain_text, si_text};
use super::{colour_code, combine, decibels, divider, e_series, ohm, time_constant};
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;
use engineering::{input as i, output as o, In, Out};

/// An input of this calculator, of kind `K`.
type Input<K> = calc_core::declare::Input<engineering::Calc, K>;
use calc_core::declare::{Choice, Text};
use serde_json::json;

calc_core::calculator! {
    mod engineering = "engineering" (compute) {
        inputs {
            mode: Choice,
            ohmKnown: Choice,
            voltage: Text,
            current: Text,
            resistance: Text,
            power: Text,
            dividerVin: Text,
            dividerR1: Text,
            dividerR2: Text,
            pickBy: Choice,
            wantedRatio: Number,
            pickVin: Text,
            wantedVout: Text,
            eSeries: Choice,
            bandCount: Choice,
            band1: Choice,
            band2: Choice,
            band3: Choice,
            multiplier: Choice,
            tolerance: Choice,
            tempco: Choice,
            codeValue: Text,
            codeBands: Choice,
            codeTolerance: Choice,
            codeTempco: Choice,
            components: Choice,
            values: Text,
            circuit: Choice,
            tcResistance: Text,
            capacitance: Text,
            inductance: Text,
            dbKind: Choice,
            dbDirection: Choice,
            dbRatio: Number,
            dbLevel: Number,
        }
        outputs {
            answer: Text,
            voltageOut: Number,
            currentOut: Number,
            resistanceOut: Number,
            powerOut: Number,
            vout: Number,
            dividerRatio: Number,
            dividerCurrent: Number,
            pickR1: Number,
            pickR2: Number,
            pickRatio: Number,
            pickVout: Number,
            pickError: Number,
            bands: Json,
            resistanceValue: Number,
            toleranceValue: Number,
            minimum: Number,
            maximum: Number,
            tempcoValue: Integer,
            seriesOhms: Json,
            parallelOhms: Json,
            seriesFarads: Json,
            parallelFarads: Json,
            tau: Number,
            fiveTau: Number,
            cutoff: Number,
            milestones: Json,
            curve: Json,
            decibels: Number,
            ratioValue: Number,
        }
    }
}

pub const FUNCTION: Function = engineering::FUNCTION;

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
fn positive(inputs: In, id: Input<Text>, units: &[&str]) -> Result<f64, InputError> {
    let text = inputs.text(id)?;
    let value = parse_quantity(text, inputs.style(), units)
        .ok_or_else(|| InputError::new(id.id(), ErrorKind::NotAQuantity))?;
    check_positive(id.id(), value)
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

fn compute(inputs: In) -> Result<Out, InputError> {
    match inputs.option(i::mode)? {
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

fn ohms_law(inputs: In) -> Result<Out, InputError> {
    let known = inputs.option(i::ohmKnown)?;
    let field = |name: &str| -> Result<f64, InputError> {
        match name {
            "voltage" => positive(inputs, i::voltage, VOLT),
            "current" => positive(inputs, i::current, AMPERE),
            "resistance" => positive(inputs, i::resistance, OHM),
            _ => positive(inputs, i::power, WATT),
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
                i::ohmKnown.id(),
                ErrorKind::UnknownOption { options: vec![] },
            ))
        }
    };
    let c = ohm::solve(known, a, b).ok_or_else(|| {
        InputError::new(
            i::ohmKnown.id(),
            ErrorKind::UnknownOption { options: vec![] },
        )
    })?;
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
    Ok(Out::new()
        .text(o::answer, line.join(", "))
        .number(o::voltageOut, c.volts)
        .number(o::currentOut, c.amps)
        .number(o::resistanceOut, c.ohms)
        .number(o::powerOut, c.watts))
}

fn forward_divider(inputs: In) -> Result<Out, InputError> {
    let vin = positive(inputs, i::dividerVin, VOLT)?;
    let r1 = positive(inputs, i::dividerR1, OHM)?;
    let r2 = positive(inputs, i::dividerR2, OHM)?;
    let ratio = divider::ratio(r1, r2);
    let vout = vin * ratio;
    Ok(Out::new()
        .text(
            o::answer,
            format!("Vout = {}", si_text(vout, "V", inputs.style())),
        )
        .number(o::vout, vout)
        .number(o::dividerRatio, ratio)
        .number(o::dividerCurrent, vin / (r1 + r2)))
}

fn pick_divider(inputs: In) -> Result<Out, InputError> {
    let series = e_series::by_name(inputs.option(i::eSeries)?).ok_or_else(|| {
        InputError::new(
            i::eSeries.id(),
            ErrorKind::UnknownOption { options: vec![] },
        )
    })?;
    let by_voltage = inputs.option(i::pickBy)? == "voltage";
    let (wanted, vin) = if by_voltage {
        let vin = positive(inputs, i::pickVin, VOLT)?;
        let vout = positive(inputs, i::wantedVout, VOLT)?;
        if vout >= vin {
            return Err(InputError::new(
                i::wantedVout.id(),
                ErrorKind::NotLessThanInput {
                    other: i::pickVin.id().into(),
                },
            ));
        }
        (vout / vin, Some(vin))
    } else {
        (inputs.number(i::wantedRatio)?, None)
    };
    let p = divider::pick(wanted, series);
    let style = inputs.style();
    let mut out = Out::new()
        .text(
            o::answer,
            format!(
                "R1 = {}, R2 = {}",
                si_text(p.r1, "Ω", style),
                si_text(p.r2, "Ω", style)
            ),
        )
        .number(o::pickR1, p.r1)
        .number(o::pickR2, p.r2)
        .number(o::pickRatio, p.ratio);
    if let Some(vin) = vin {
        out = out.number(o::pickVout, vin * p.ratio);
    }
    Ok(out.number(o::pickError, p.error_percent))
}

/// 3, 4, 5 or 6 from the band-count selects' option ids.
fn band_count(inputs: In, id: Input<Choice>) -> Result<u8, InputError> {
    match inputs.option(id)? {
        "three" => Ok(3),
        "four" => Ok(4),
        "five" => Ok(5),
        "six" => Ok(6),
        _ => Err(InputError::new(
            id.id(),
            ErrorKind::UnknownOption { options: vec![] },
        )),
    }
}

/// The outputs both colour-code directions share.
fn coded(inputs: In, bands: Vec<&str>, reading: colour_code::Reading) -> Out {
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
    let mut out = Out::new()
        .text(o::answer, line)
        .json(o::bands, json!(bands))
        .number(o::resistanceValue, ohms)
        .number(o::toleranceValue, reading.tolerance)
        .number(o::minimum, ohms - spread)
        .number(o::maximum, ohms + spread);
    if let Some(t) = reading.tempco {
        out = out.integer(o::tempcoValue, i64::from(t));
    }
    out
}

fn colours_to_value(inputs: In) -> Result<Out, InputError> {
    let count = band_count(inputs, i::bandCount)?;
    let digit_ids: &[Input<Choice>] = if count >= 5 {
        &[i::band1, i::band2, i::band3]
    } else {
        &[i::band1, i::band2]
    };
    let digits = digit_ids
        .iter()
        .map(|id| inputs.option(*id))
        .collect::<Result<Vec<_>, _>>()?;
    let multiplier = inputs.option(i::multiplier)?;
    let tolerance = if count >= 4 {
        Some(inputs.option(i::tolerance)?)
    } else {
        None
    };
    let tempco = if count == 6 {
        Some(inputs.option(i::tempco)?)
    } else {
        None
    };
    // The selects offer only colours that can stand in their band, but a
    // share link can name any option: blame the band that is wrong.
    let reading = colour_code::read(&digits, multiplier, tolerance, tempco).map_err(|band| {
        let id = [digit_ids, &[i::multiplier, i::tolerance, i::tempco]].concat()[band];
        InputError::new(id.id(), ErrorKind::UnknownOption { options: vec![] })
    })?;
    let mut bands = digits;
    bands.push(multiplier);
    bands.extend(tolerance);
    bands.extend(tempco);
    Ok(coded(inputs, bands, reading))
}

fn value_to_colours(inputs: In) -> Result<Out, InputError> {
    let count = band_count(inputs, i::codeBands)?;
    let ohms = positive(inputs, i::codeValue, OHM)?;
    let digits = colour_code::digits_for(count);
    let (mut bands, multiplier) = colour_code::encode(ohms, digits).map_err(|e| match e {
        colour_code::Unmarkable::TooManyDigits { digits } => {
            InputError::new(i::codeValue.id(), ErrorKind::TooManyDigits { digits })
        }
        colour_code::Unmarkable::OutOfRange { min, max } => InputError::new(
            i::codeValue.id(),
            if ohms < min {
                ErrorKind::BelowMin { min }
            } else {
                ErrorKind::AboveMax { max }
            },
        ),
    })?;
    bands.push(multiplier);
    let tolerance = if count >= 4 {
        let id = inputs.option(i::codeTolerance)?;
        bands.push(id);
        colour_code::find(id).and_then(|c| c.tolerance)
    } else {
        Some(20.0)
    };
    let tempco = if count == 6 {
        let id = inputs.option(i::codeTempco)?;
        bands.push(id);
        colour_code::find(id).and_then(|c| c.tempco)
    } else {
        None
    };
    let tolerance = tolerance.ok_or_else(|| {
        InputError::new(
            i::codeTolerance.id(),
            ErrorKind::UnknownOption { options: vec![] },
        )
    })?;
    if count == 6 && tempco.is_none() {
        return Err(InputError::new(
            i::codeTempco.id(),
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

fn series_parallel(inputs: In) -> Result<Out, InputError> {
    let capacitors = inputs.option(i::components)? == "capacitors";
    let units = if capacitors { FARAD } else { OHM };
    let text = inputs.number_text(i::values)?;
    let values = parse_list(&text, units).map_err(|i| {
        InputError::new(
            i::values.id(),
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
        check_positive(i::values.id(), *v)?;
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
        (o::seriesFarads, o::parallelFarads)
    } else {
        (o::seriesOhms, o::parallelOhms)
    };
    Ok(Out::new()
        .text(o::answer, line)
        .number(series_id, series)
        .number(parallel_id, parallel))
}

fn time_constant(inputs: In) -> Result<Out, InputError> {
    let r = positive(inputs, i::tcResistance, OHM)?;
    let tau = if inputs.option(i::circuit)? == "rl" {
        positive(inputs, i::inductance, HENRY)? / r
    } else {
        r * positive(inputs, i::capacitance, FARAD)?
    };
    Ok(Out::new()
        .text(
            o::answer,
            format!("τ = {}", si_text(tau, "s", inputs.style())),
        )
        .number(o::tau, tau)
        .number(o::fiveTau, 5.0 * tau)
        .number(o::cutoff, time_constant::cutoff_hz(tau))
        .json(o::milestones, time_constant::milestones(tau))
        .json(o::curve, time_constant::curve(tau)))
}

fn decibel(inputs: In) -> Result<Out, InputError> {
    let kind = inputs.option(i::dbKind)?;
    let (db, ratio) = if inputs.option(i::dbDirection)? == "fromDb" {
        let db = inputs.number(i::dbLevel)?;
        (db, decibels::from_db(db, kind))
    } else {
        let ratio = inputs.number(i::dbRatio)?;
        (decibels::to_db(ratio, kind), ratio)
    };
    let style = inputs.style();
    let line = format!(
        "{} dB = × {}",
        plain_text(db, 4, style),
        plain_text(ratio, 6, style)
    );
    Ok(Out::new()
        .text(o::answer, line)
        .number(o::decibels, db)
        .number(o::ratioValue, ratio))
}

/// Through the real YAML's spec, as the page and `calcula eval` run it.
#[cfg(test)]
mod tests {
    use crate::testing::evaluate;
    use calc_core::values::NumberStyle;
    use calc_core::Given;
    use calc_core::{ErrorKind, InputError, Outputs};

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
