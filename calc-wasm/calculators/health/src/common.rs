//! Shared by the health calculators: option lookup, range checks, body
//! measurements in metric or imperial units (read the way `bmi.rs` reads
//! them), the resting-energy equations, activity factors, energy
//! constants and the calorie-target arithmetic. Each calculator checks its own limits here as well as in its
//! YAML, so the math never sees a value that would make a result meaningless.

use super::bmi::KG_PER_LB;
use calc_core::declare::{Choice, Input, Number, Read};
use calc_core::error::{ErrorKind, InputError};

/// 1 in = 2.54 cm exactly (International yard and pound agreement, 1959).
pub const CM_PER_IN: f64 = 2.54;

/// Energy in one kilogram of body-weight change: the conventional static
/// rule, 3500 kcal a pound (Wishnofsky M., "Caloric equivalents of gained or
/// lost weight", Am J Clin Nutr 1958;6:542–546) ≈ 7700 kcal/kg. Hall K.D.
/// ("What is the required energy deficit per unit weight loss?", Int J Obes
/// 2008;32:573–576) shows real loss slows as the body adapts, so dates built
/// on it are optimistic.
pub const KCAL_PER_KG: f64 = 7700.0;

/// The physical-activity multipliers applied to BMR (the contract's list;
/// the conventional "Harris–Benedict" activity factors, as in McArdle,
/// Katch & Katch, *Exercise Physiology*).
pub const ACTIVITY: &[(&str, f64)] = &[
    ("sedentary", 1.2),
    ("light", 1.375),
    ("moderate", 1.55),
    ("active", 1.725),
    ("veryActive", 1.9),
];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sex {
    Male,
    Female,
}

/// A calculator that reads `unit`: `metric` or `imperial`.
pub trait ReadsUnits: Sized {
    const UNIT: Input<Self, Choice>;
}

/// A calculator that reads a body (`body`): `heightCm` and `weightKg`, or
/// `heightFt`, `heightIn` and `weightLb`, by `unit`.
pub trait ReadsBody: ReadsUnits {
    const HEIGHT_CM: Input<Self, Number>;
    const WEIGHT_KG: Input<Self, Number>;
    const HEIGHT_FT: Input<Self, Number>;
    const HEIGHT_IN: Input<Self, Number>;
    const WEIGHT_LB: Input<Self, Number>;
}

/// A calculator that reads a person: a body, `sex` and `age`.
pub trait ReadsPerson: ReadsBody {
    const SEX: Input<Self, Choice>;
    const AGE: Input<Self, Number>;
}

/// The trait constants that name calculator `$calc`'s inputs or outputs:
/// `NAME: Kind = id` stands for `const NAME: $io<Self, Kind> =
/// $calc::$module::id;`, `$io` being `Input` or `Output`.
macro_rules! ids {
    ($io:ident $calc:ident::$module:ident { $($name:ident: $kind:ident = $id:ident),* $(,)? }) => {
        $(const $name: calc_core::declare::$io<Self, calc_core::declare::$kind> = $calc::$module::$id;)*
    };
}

/// `ReadsUnits` for calculator module `$calc` (`calc_core::calculator!`), whose
/// input is named as the trait's: a missing one does not compile.
macro_rules! reads_units {
    ($calc:ident) => {
        impl $crate::common::ReadsUnits for $calc::Calc {
            $crate::common::ids!(Input $calc::input {
                UNIT: Choice = unit,
            });
        }
    };
}

/// `ReadsUnits` and `ReadsBody` for calculator module `$calc`.
macro_rules! reads_body {
    ($calc:ident) => {
        $crate::common::reads_units!($calc);
        impl $crate::common::ReadsBody for $calc::Calc {
            $crate::common::ids!(Input $calc::input {
                HEIGHT_CM: Number = heightCm,
                WEIGHT_KG: Number = weightKg,
                HEIGHT_FT: Number = heightFt,
                HEIGHT_IN: Number = heightIn,
                WEIGHT_LB: Number = weightLb,
            });
        }
    };
}

/// `ReadsUnits`, `ReadsBody` and `ReadsPerson` for calculator module `$calc`.
macro_rules! reads_person {
    ($calc:ident) => {
        $crate::common::reads_body!($calc);
        impl $crate::common::ReadsPerson for $calc::Calc {
            $crate::common::ids!(Input $calc::input {
                SEX: Choice = sex,
                AGE: Number = age,
            });
        }
    };
}

/// Declares a calculator that reads a person (`calc_core::calculator!`):
/// `unit`, `sex`, `age` and the body's measurements, then the inputs given;
/// and implements `ReadsPerson` for it. The person's ids are written here once.
macro_rules! person_calculator {
    (
        $(#[$meta:meta])*
        mod $name:ident = $id:literal ($compute:ident) {
            inputs { $($input:ident: $kind:ident),* $(,)? }
            outputs { $($output:ident: $output_kind:ident),* $(,)? }
        }
    ) => {
        calc_core::calculator! {
            $(#[$meta])*
            mod $name = $id ($compute) {
                inputs {
                    unit: Choice,
                    sex: Choice,
                    age: Number,
                    heightCm: Number,
                    weightKg: Number,
                    heightFt: Number,
                    heightIn: Number,
                    weightLb: Number,
                    $($input: $kind),*
                }
                outputs { $($output: $output_kind),* }
            }
        }
        $crate::common::reads_person!($name);
    };
}
pub(crate) use {ids, person_calculator, reads_body, reads_person, reads_units};

/// The value `table` pairs with the chosen option of select `id`.
pub fn pick<C, T: Copy>(
    inputs: Read<C>,
    id: Input<C, Choice>,
    table: &[(&str, T)],
) -> Result<T, InputError> {
    let choice = inputs.option(id)?;
    table
        .iter()
        .find(|(k, _)| *k == choice)
        .map(|(_, v)| *v)
        .ok_or_else(|| {
            let options = table.iter().map(|(k, _)| (*k).to_string()).collect();
            InputError::new(id.id(), ErrorKind::UnknownOption { options })
        })
}

/// Select `id`: `male` or `female`.
pub fn sex<C>(inputs: Read<C>, id: Input<C, Choice>) -> Result<Sex, InputError> {
    pick(inputs, id, &[("male", Sex::Male), ("female", Sex::Female)])
}

/// Number `id`, which must lie in `min..=max`.
pub fn number_in<C>(
    inputs: Read<C>,
    id: Input<C, Number>,
    min: f64,
    max: f64,
) -> Result<f64, InputError> {
    let v = inputs.number(id)?;
    if v < min {
        Err(InputError::new(id.id(), ErrorKind::BelowMin { min }))
    } else if v > max {
        Err(InputError::new(id.id(), ErrorKind::AboveMax { max }))
    } else {
        Ok(v)
    }
}

/// `v`, input `id`'s value (or a sum it heads), which must be above zero:
/// the lower bound a minimum cannot state, since zero itself is refused.
pub fn above_zero<C>(id: Input<C, Number>, v: f64) -> Result<f64, InputError> {
    if v <= 0.0 {
        Err(InputError::new(id.id(), ErrorKind::NotAbove { above: 0.0 }))
    } else {
        Ok(v)
    }
}

/// A whole number in `min..=max`.
pub fn integer_in<C>(
    inputs: Read<C>,
    id: Input<C, Number>,
    min: i64,
    max: i64,
) -> Result<i64, InputError> {
    let v = number_in(inputs, id, min as f64, max as f64)?;
    if v.fract() != 0.0 {
        return Err(InputError::new(id.id(), ErrorKind::NotAnInteger));
    }
    Ok(v as i64)
}

/// Allowed body measurements, per unit system (inclusive bounds).
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    pub cm: (f64, f64),
    pub kg: (f64, f64),
    /// Whole feet; inches beyond them are `0 ≤ in < 12`.
    pub ft: (f64, f64),
    pub lb: (f64, f64),
}

/// Adults. The floors keep every energy equation here positive even at
/// 120 years (Mifflin–St Jeor, woman, 120 y, 90 cm, 20 kg: 1.5 kcal/day).
pub const ADULT: Limits = Limits {
    cm: (90.0, 300.0),
    kg: (20.0, 700.0),
    ft: (3.0, 9.0),
    lb: (45.0, 1500.0),
};

/// Height and weight from `unit` (`metric`: `heightCm`, `weightKg`;
/// `imperial`: `heightFt` + `heightIn`, `weightLb`).
#[derive(Debug, Clone, Copy)]
pub struct Body {
    pub height_cm: f64,
    pub weight_kg: f64,
}

pub fn imperial<C: ReadsUnits>(inputs: Read<C>) -> Result<bool, InputError> {
    pick(inputs, C::UNIT, &[("metric", false), ("imperial", true)])
}

pub fn body<C: ReadsBody>(inputs: Read<C>, limits: &Limits) -> Result<Body, InputError> {
    Ok(Body {
        height_cm: height_cm(inputs, limits)?,
        weight_kg: weight_kg(inputs, C::WEIGHT_KG, C::WEIGHT_LB, limits)?,
    })
}

pub fn height_cm<C: ReadsBody>(inputs: Read<C>, limits: &Limits) -> Result<f64, InputError> {
    if imperial(inputs)? {
        let ft = number_in(inputs, C::HEIGHT_FT, limits.ft.0, limits.ft.1)?;
        let inch = inputs.number(C::HEIGHT_IN)?;
        if inch < 0.0 {
            return Err(InputError::new(
                C::HEIGHT_IN.id(),
                ErrorKind::BelowMin { min: 0.0 },
            ));
        }
        if inch >= 12.0 {
            return Err(InputError::new(
                C::HEIGHT_IN.id(),
                ErrorKind::NotBelow { below: 12.0 },
            ));
        }
        Ok((ft * 12.0 + inch) * CM_PER_IN)
    } else {
        number_in(inputs, C::HEIGHT_CM, limits.cm.0, limits.cm.1)
    }
}

/// A weight given in kilograms (`kg`) or pounds (`lb`) by `unit`.
pub fn weight_kg<C: ReadsUnits>(
    inputs: Read<C>,
    kg: Input<C, Number>,
    lb: Input<C, Number>,
    limits: &Limits,
) -> Result<f64, InputError> {
    if imperial(inputs)? {
        Ok(number_in(inputs, lb, limits.lb.0, limits.lb.1)? * KG_PER_LB)
    } else {
        number_in(inputs, kg, limits.kg.0, limits.kg.1)
    }
}

/// Mifflin–St Jeor: Mifflin M.D., St Jeor S.T., Hill L.A., Scott B.J.,
/// Daugherty S.A., Koh Y.O., "A new predictive equation for resting energy
/// expenditure in healthy individuals", Am J Clin Nutr 1990;51:241–247.
/// kcal/day = 10·kg + 6.25·cm − 5·years + 5 (men) or − 161 (women).
pub fn mifflin(sex: Sex, kg: f64, cm: f64, age: f64) -> f64 {
    let s = match sex {
        Sex::Male => 5.0,
        Sex::Female => -161.0,
    };
    10.0 * kg + 6.25 * cm - 5.0 * age + s
}

/// Harris–Benedict as revised by Roza A.M., Shizgal H.M., "The Harris
/// Benedict equation reevaluated: resting energy requirements and the body
/// cell mass", Am J Clin Nutr 1984;40:168–182.
/// Men 88.362 + 13.397·kg + 4.799·cm − 5.677·years;
/// women 447.593 + 9.247·kg + 3.098·cm − 4.330·years.
pub fn harris(sex: Sex, kg: f64, cm: f64, age: f64) -> f64 {
    match sex {
        Sex::Male => 88.362 + 13.397 * kg + 4.799 * cm - 5.677 * age,
        Sex::Female => 447.593 + 9.247 * kg + 3.098 * cm - 4.330 * age,
    }
}

/// Katch–McArdle: 370 + 21.6 × lean body mass in kg (McArdle W.D., Katch
/// F.I., Katch V.L., *Exercise Physiology: Energy, Nutrition, and Human
/// Performance*; Katch & McArdle, *Nutrition, Weight Control, and
/// Exercise*, 1977).
pub fn katch(lean_kg: f64) -> f64 {
    370.0 + 21.6 * lean_kg
}

/// Lowest daily intake advised without medical supervision: 1,200 kcal for
/// women, 1,500 for men (Harvard Health Publishing, "Calorie counting made
/// easy"; the NHLBI *Clinical Guidelines on the Identification, Evaluation,
/// and Treatment of Overweight and Obesity in Adults*, 1998, set low-calorie
/// diets at 1,000–1,200 kcal/day for women and 1,200–1,500 for men).
pub fn safe_minimum(sex: Sex) -> f64 {
    match sex {
        Sex::Male => 1500.0,
        Sex::Female => 1200.0,
    }
}

/// kcal a day that change weight by `kg_per_week` (negative: a loss).
pub fn daily_change(kg_per_week: f64) -> f64 {
    kg_per_week * KCAL_PER_KG / 7.0
}

/// `belowMinimum` when `calories` are under the safe `minimum`.
pub fn warning(calories: f64, minimum: f64) -> &'static str {
    if calories < minimum {
        "belowMinimum"
    } else {
        "none"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equations_stay_positive_at_the_limits() {
        for sex in [Sex::Male, Sex::Female] {
            let (kg, cm, age) = (ADULT.kg.0, ADULT.cm.0, 120.0);
            assert!(mifflin(sex, kg, cm, age) > 0.0);
            assert!(harris(sex, kg, cm, age) > 0.0);
            // The imperial floors (3 ft, 45 lb) are above the metric ones.
            assert!(36.0 * CM_PER_IN >= ADULT.cm.0 && ADULT.lb.0 * KG_PER_LB >= ADULT.kg.0);
        }
    }
}
