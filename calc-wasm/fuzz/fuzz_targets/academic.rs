//! The academic calculators on any texts: the first byte picks the
//! calculator (and its high bit the Portuguese number style, with decimal
//! commas), the rest is split at U+0001 into its inputs, in declared
//! order. Each gets what the page would pass: its text validated by the
//! page's own parser (calc_core::values::parse_input), or the declared
//! default where the page would reject it; selects pick an option. An
//! error or outputs, never a panic, and never a NaN or infinite number.
//! The declarations are the calculators' real YAML files
//! (calc_catalogue::testing), read once.
#![no_main]

use calc_academic::FUNCTIONS;
use calc_core::values::parse_input;
use calc_core::{CalcSpec, InputKind, InputSpec, Inputs, NumberStyle, OutValue, Value};
use libfuzzer_sys::fuzz_target;
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// The value the page would pass for `field`: a select picks an option by
/// the field's first byte; anything else is validated as the page validates
/// it, falling back to the declared default when the page would reject it.
fn value(input: &InputSpec, field: &str, style: NumberStyle) -> Value {
    if let InputKind::Select { options } = &input.kind {
        let pick = field.bytes().next().map_or(0, usize::from);
        return Value::Option(options[pick % options.len()].clone());
    }
    parse_input(input, field, style)
        .or_else(|_| parse_input(input, &input.default, NumberStyle::Plain))
        .expect("declared default")
}

/// Each academic function's spec, in `FUNCTIONS` order.
fn specs() -> &'static [CalcSpec] {
    static SPECS: OnceLock<Vec<CalcSpec>> = OnceLock::new();
    SPECS.get_or_init(|| {
        FUNCTIONS
            .iter()
            .map(|f| calc_catalogue::testing::spec(f.id))
            .collect()
    })
}

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let pick = usize::from(first) % FUNCTIONS.len();
    let (f, spec) = (&FUNCTIONS[pick], &specs()[pick]);
    let style = if first & 0x80 == 0 {
        NumberStyle::Plain
    } else {
        NumberStyle::PtBr
    };
    let mut fields = text.split('\u{1}');
    let mut values = BTreeMap::new();
    for input in &spec.inputs {
        let field = fields.next().unwrap_or("");
        let v = value(input, field, style);
        values.insert(input.id.clone(), v);
    }
    if let Ok(out) = (f.compute)(&Inputs::new(values).with_style(style)) {
        for (id, v) in out.entries() {
            if let OutValue::Number(x) = v {
                assert!(x.is_finite(), "{}: {id} = {x}", f.id);
            }
        }
    }
});
