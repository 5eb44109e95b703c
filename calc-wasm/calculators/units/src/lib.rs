//! The conversion calculator: a value in one unit shown in every unit of
//! its category at once. Units are data (content/units.yaml, see data.rs),
//! converted in exact rationals: base = value × factor (affine units:
//! (value + offset) × factor; inverse units: factor ÷ value), then the
//! base value in each unit the same way backwards. Only the shown text is
//! rounded, to the significant figures asked for.

mod data;
mod format;
mod lookup;
mod rational;

use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;
use calc_core::values::NumberStyle;
use conversion::{input as i, output as o, In, Out};
use data::{name_in, UnitData, CATEGORIES};
use lookup::Listed;
use rational::Ratio;
use serde_json::json;

calc_core::calculator! {
    /// English pages and `calcula eval`: the units without a market;
    /// Portuguese pages: Portuguese names, and the Brazilian units
    /// (alqueires, arroba) too.
    mod conversion = "conversion" (compute_en), BRAZIL = "conversion-br" (compute_br) {
        inputs { value: Number, from: Text, to: Text, figures: Number }
        outputs { result: Text, amount: Number, given: Text, category: Text, conversions: Json }
    }
}

pub const FUNCTION: Function = conversion::FUNCTION;
pub const FUNCTION_BR: Function = conversion::BRAZIL;

pub const FUNCTIONS: &[Function] = &[FUNCTION, FUNCTION_BR];

/// How many suggestions an unknown unit's message lists.
const SUGGESTIONS: usize = 6;

fn listed(language: &str) -> Listed {
    CATEGORIES
        .iter()
        .flat_map(|c| c.units.iter().map(move |u| (c, u)))
        .filter(|(_, u)| u.listed_in(language))
        .collect()
}

/// `value` in `unit` as the category's base unit; `None` for the zero of
/// an inverse unit (no fuel used: no distance per litre).
fn to_base(value: &Ratio, unit: &UnitData) -> Option<Ratio> {
    let factor = unit.factor();
    if unit.inverse {
        return factor.div(value);
    }
    let shifted = match unit.offset() {
        Some(offset) => value.add(&offset),
        None => value.clone(),
    };
    Some(shifted.mul(&factor))
}

fn from_base(base: &Ratio, unit: &UnitData) -> Option<Ratio> {
    let factor = unit.factor();
    if unit.inverse {
        return factor.div(base);
    }
    let scaled = base.div(&factor)?;
    Some(match unit.offset() {
        Some(offset) => scaled.add(&offset.neg()),
        None => scaled,
    })
}

/// The typed number, exactly as typed: the shortest decimal that reads
/// back as the parsed double, which is the text typed for any number of
/// up to 15 significant digits.
fn exact_input(inputs: In) -> Result<Ratio, InputError> {
    let value = inputs.number(i::value)?;
    Ratio::parse_decimal(&format!("{value}"))
        .ok_or_else(|| InputError::new(i::value.id(), ErrorKind::NotANumber))
}

fn compute_en(inputs: In) -> Result<Out, InputError> {
    compute(inputs, "en")
}

fn compute_br(inputs: In) -> Result<Out, InputError> {
    compute(inputs, "pt-BR")
}

fn compute(inputs: In, language: &str) -> Result<Out, InputError> {
    let listed = listed(language);
    let value = exact_input(inputs)?;
    let figures = inputs.number(i::figures)? as usize;
    // Each language's pages write numbers their way, the same at build time
    // (the prerendered result) as in the browser.
    let style = NumberStyle::for_language(language);
    let unknown = |id: &str, text: &str, category: Option<&str>| {
        InputError::new(
            id,
            ErrorKind::UnknownOption {
                options: lookup::suggestions(&listed, text, category, SUGGESTIONS),
            },
        )
    };
    let from_text = inputs.text(i::from)?;
    let (category, from) = lookup::find(&listed, from_text, None)
        .ok_or_else(|| unknown(i::from.id(), from_text, None))?;
    let to_text = inputs.text(i::to)?;
    let to = match lookup::find(&listed, to_text, Some(category.id)) {
        Some((c, unit)) if c.id == category.id => unit,
        _ => return Err(unknown(i::to.id(), to_text, Some(category.id))),
    };
    let zero = || InputError::new(i::value.id(), ErrorKind::MustNotBeZero);
    let base = to_base(&value, from).ok_or_else(zero)?;
    if let Some(lowest) = category.lowest {
        let lowest = Ratio::parse_decimal(lowest).expect("checked by content-model");
        if base.add(&lowest.neg()).is_negative() {
            // The floor as the visitor typed the value: −273.15 for °C.
            let min = from_base(&lowest, from).map_or(0.0, |m| m.to_f64());
            return Err(InputError::new(i::value.id(), ErrorKind::BelowMin { min }));
        }
    }
    let mut rows = Vec::new();
    let mut result = None;
    let mut amount = 0.0;
    for unit in category.units.iter().filter(|u| u.listed_in(language)) {
        let converted = from_base(&base, unit).ok_or_else(zero)?;
        let shown = if unit.dms {
            format::dms(&converted, figures, style)
        } else {
            format::show(&converted, figures, style)
        };
        if unit.id == to.id {
            amount = converted.to_f64();
            result = Some(if unit.dms {
                shown.clone()
            } else {
                format!("{shown} {}", to.symbol)
            });
        }
        rows.push(json!({
            "unit": name_in(unit.names, language),
            "symbol": unit.symbol,
            "value": shown,
        }));
    }
    let result = result.expect("`to` is one of the category's listed units");
    Ok(Out::new()
        .text(o::result, result)
        .number(o::amount, amount)
        .text(
            o::given,
            format!(
                "{} {}",
                format::show(&value, figures.max(15), style),
                from.symbol
            ),
        )
        .text(o::category, name_in(category.names, language))
        .json(o::conversions, json!(rows)))
}

#[cfg(test)]
mod tests;
