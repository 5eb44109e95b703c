//! The academic calculators on any texts: the first byte picks the
//! calculator, the rest is split at U+0001 into its inputs, in declared
//! order. Select and number inputs get values their YAML allows (the spec's
//! validation guarantees that much); text inputs get the raw text. An error
//! or outputs, never a panic, and never a NaN or infinite number.
#![no_main]

use calc_wasm::academic::FUNCTIONS;
use calc_wasm::{Inputs, OutValue, Value};
use libfuzzer_sys::fuzz_target;
use std::collections::BTreeMap;

/// (input, options) of the select inputs.
const SELECTS: &[(&str, &[&str])] = &[
    ("angleUnit", &["deg", "rad"]),
    (
        "operation",
        &[
            "solve",
            "expand",
            "factor",
            "simplify",
            "determinant",
            "inverse",
            "transpose",
            "multiply",
            "add",
            "subtract",
            "rank",
            "rref",
            "eigenvalues",
            "trace",
            "characteristicPolynomial",
        ],
    ),
    ("type", &["sample", "population"]),
    ("scale", &["standard", "aPlus43"]),
    ("roundTo", &["decimals", "significant"]),
    (
        "method",
        &[
            "halfUp", "halfDown", "halfEven", "up", "down", "ceiling", "floor",
        ],
    ),
];

/// (input, min, max, integer) of the number inputs.
const NUMBERS: &[(&str, f64, f64, bool)] = &[
    ("digits", 1.0, 1000.0, true),
    ("order", 1.0, 10.0, true),
    ("places", -20.0, 100.0, true),
    ("priorGpa", 0.0, 4.3, false),
    ("priorCredits", 0.0, 1000.0, false),
    ("finalWeight", 0.0, 99.0, false),
    ("targetGrade", 0.0, 200.0, false),
];

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let f = &FUNCTIONS[usize::from(first) % FUNCTIONS.len()];
    let mut fields = text.split('\u{1}');
    let mut values = BTreeMap::new();
    for id in f.inputs {
        let field = fields.next().unwrap_or("");
        let value = if let Some((_, options)) = SELECTS.iter().find(|(s, _)| s == id) {
            let pick = field.bytes().next().map_or(0, usize::from);
            Value::Option(options[pick % options.len()].to_string())
        } else if let Some(&(_, min, max, integer)) = NUMBERS.iter().find(|(n, ..)| n == id) {
            let v: f64 = field.trim().parse().unwrap_or(min);
            let v = if v.is_finite() {
                v.clamp(min, max)
            } else {
                min
            };
            Value::Number(if integer { v.round() } else { v })
        } else {
            Value::Text(field.to_string())
        };
        values.insert(id.to_string(), value);
    }
    if let Ok(out) = (f.compute)(&Inputs::new(values)) {
        for (id, v) in out.entries() {
            if let OutValue::Number(x) = v {
                assert!(x.is_finite(), "{}: {id} = {x}", f.id);
            }
        }
    }
});
