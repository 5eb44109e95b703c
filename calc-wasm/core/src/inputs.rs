//! Validated inputs, handed to a calculator's compute function.

use crate::error::{ErrorKind, InputError};
use crate::values::{NumberStyle, Value};
use std::collections::BTreeMap;

#[derive(Debug, Clone)]
pub struct Inputs {
    values: BTreeMap<String, Value>,
    /// How the visitor writes numbers; text inputs that hold lists of
    /// numbers (statistics data, matrices) read decimal commas by it.
    style: NumberStyle,
}

/// One getter per kind of value: input `id` when it holds a `Value::$kind`,
/// else the error `wrong_kind` gives.
macro_rules! typed_getters {
    ($($name:ident: $kind:ident($v:ident) -> $out:ty = $value:expr;)*) => {$(
        pub fn $name(&self, id: &str) -> Result<$out, InputError> {
            match self.values.get(id) {
                Some(Value::$kind($v)) => Ok($value),
                _ => Err(Self::wrong_kind(id)),
            }
        }
    )*};
}

impl Default for Inputs {
    fn default() -> Self {
        Inputs::new(BTreeMap::new())
    }
}

impl Inputs {
    pub fn new(values: BTreeMap<String, Value>) -> Self {
        Inputs {
            values,
            style: NumberStyle::Plain,
        }
    }

    pub fn with_style(mut self, style: NumberStyle) -> Self {
        self.style = style;
        self
    }

    /// How the visitor writes numbers: text outputs that list numbers
    /// write them the same way.
    pub fn style(&self) -> NumberStyle {
        self.style
    }

    /// A text input holding numbers, with Portuguese decimal commas (a comma
    /// between two digits: `1,5`) turned into points on Portuguese pages, so
    /// `1,5; 2,5` is two values there, not four. Elsewhere the text as given.
    pub fn number_text(&self, id: &str) -> Result<std::borrow::Cow<'_, str>, InputError> {
        let text = self.text(id)?;
        Ok(if self.style == NumberStyle::PtBr {
            std::borrow::Cow::Owned(decimal_commas_to_points(text))
        } else {
            std::borrow::Cow::Borrowed(text)
        })
    }

    /// A formula or equation input. On Portuguese pages numbers may be
    /// written as the page shows them, with decimal commas (`2,5`, and
    /// `0,(3)` for a repeating decimal); they become the engine's points. A
    /// comma that is not between a digit and a number (`(1, 2)`) is left as
    /// typed, and so is every comma elsewhere.
    pub fn expression_text(&self, id: &str) -> Result<std::borrow::Cow<'_, str>, InputError> {
        let text = self.text(id)?;
        if self.style != NumberStyle::PtBr || !text.contains(',') {
            return Ok(std::borrow::Cow::Borrowed(text));
        }
        Ok(std::borrow::Cow::Owned(
            crate::values::expression_decimal_commas(text),
        ))
    }

    /// A text input holding one number or an exact expression
    /// (`quadratic`'s coefficients, `rounding`'s number), read by the page's
    /// number rule (`values::number_or_expression`): `1,5` is refused in
    /// English and is 1.5 in Portuguese, `1,500` is 1500 in English and 1.5
    /// in Portuguese, `0000-01-01` is a date, not −2.
    pub fn number_or_expression_text(&self, id: &str) -> Result<String, InputError> {
        crate::values::number_or_expression(self.text(id)?, self.style)
            .map_err(|kind| InputError::new(id, kind))
    }

    fn wrong_kind(id: &str) -> InputError {
        // Only reachable when a calculator's YAML and its Rust code disagree,
        // which `calcula check` rejects; still an error, never a panic.
        InputError::new(id, ErrorKind::UnknownInput { known: vec![] })
    }

    typed_getters! {
        number: Number(v) -> f64 = *v;
        option: Option(v) -> &str = v;
        flag: Bool(v) -> bool = *v;
        date: Date(v) -> time::Date = *v;
        text: Text(v) -> &str = v;
    }
}

/// `1,5; 2,25` → `1.5; 2.25`; commas not between two digits (`1, 2`) stay.
fn decimal_commas_to_points(text: &str) -> String {
    let bytes = text.as_bytes();
    text.char_indices()
        .map(|(i, c)| {
            let between_digits = c == ','
                && i > 0
                && bytes[i - 1].is_ascii_digit()
                && bytes.get(i + 1).is_some_and(u8::is_ascii_digit);
            if between_digits {
                '.'
            } else {
                c
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with_text(text: &str, style: NumberStyle) -> Inputs {
        let mut values = BTreeMap::new();
        values.insert("values".to_string(), Value::Text(text.to_string()));
        Inputs::new(values).with_style(style)
    }

    #[test]
    fn portuguese_lists_read_decimal_commas() {
        let inputs = with_text("1,5; 2,25\n-0,5 3", NumberStyle::PtBr);
        assert_eq!(inputs.number_text("values").unwrap(), "1.5; 2.25\n-0.5 3");
        let inputs = with_text("1, 2, 3", NumberStyle::PtBr);
        assert_eq!(inputs.number_text("values").unwrap(), "1, 2, 3");
        let inputs = with_text(",5 5, ,", NumberStyle::PtBr);
        assert_eq!(inputs.number_text("values").unwrap(), ",5 5, ,");
    }

    #[test]
    fn portuguese_formulas_read_decimal_commas() {
        let pt = with_text("log(2,5) + 0,(3) - 1,25x; f(1, 2)", NumberStyle::PtBr);
        assert_eq!(
            pt.expression_text("values").unwrap(),
            "log(2.5) + 0.(3) - 1.25x; f(1, 2)"
        );
        for style in [NumberStyle::Plain, NumberStyle::En] {
            let en = with_text("log(2,5) + 0,(3)", style);
            assert_eq!(en.expression_text("values").unwrap(), "log(2,5) + 0,(3)");
        }
    }

    #[test]
    fn other_styles_keep_commas_as_separators() {
        for style in [NumberStyle::Plain, NumberStyle::En] {
            let inputs = with_text("1,5; 2,25", style);
            assert_eq!(inputs.number_text("values").unwrap(), "1,5; 2,25");
        }
    }
}
