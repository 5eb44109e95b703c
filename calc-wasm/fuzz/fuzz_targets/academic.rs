//! The academic calculators on any texts: the first byte picks the
//! calculator (and its high bit the Portuguese number style, with decimal
//! commas), the rest is split at U+0001 into its inputs, in declared
//! order. Select and number inputs get values their declarations allow (the
//! spec's validation guarantees that much); text inputs get the raw text. An
//! error or outputs, never a panic, and never a NaN or infinite number.
#![no_main]

use calc_wasm::academic::{declared, FUNCTIONS};
use calc_wasm::{InputKind, Inputs, NumberStyle, OutValue, Value};
use libfuzzer_sys::fuzz_target;
use std::collections::BTreeMap;

/// A value `kind` allows, made from `field`; `default` where the text does
/// not give one.
fn value(kind: &InputKind, field: &str, default: &str) -> Value {
    match kind {
        InputKind::Select { options } => {
            let pick = field.bytes().next().map_or(0, usize::from);
            Value::Option(options[pick % options.len()].clone())
        }
        InputKind::Number {
            min,
            max,
            above,
            below,
            integer,
        } => {
            let fallback = min.unwrap_or_else(|| default.parse().expect("numeric default"));
            let v: f64 = field.trim().parse().unwrap_or(fallback);
            let v = if v.is_finite() {
                v.clamp(min.unwrap_or(f64::MIN), max.unwrap_or(f64::MAX))
            } else {
                fallback
            };
            let v = if *integer { v.round() } else { v };
            // Strict bounds cannot be clamped to: take the default instead.
            let outside = above.is_some_and(|a| v <= a) || below.is_some_and(|b| v >= b);
            Value::Number(if outside { fallback } else { v })
        }
        _ => Value::Text(field.to_string()),
    }
}

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
    for input in declared::spec(f.id).inputs {
        let field = fields.next().unwrap_or("");
        let v = value(&input.kind, field, &input.default);
        values.insert(input.id, v);
    }
    let style = if first & 0x80 == 0 {
        NumberStyle::Plain
    } else {
        NumberStyle::PtBr
    };
    if let Ok(out) = (f.compute)(&Inputs::new(values).with_style(style)) {
        for (id, v) in out.entries() {
            if let OutValue::Number(x) = v {
                assert!(x.is_finite(), "{}: {id} = {x}", f.id);
            }
        }
    }
});
