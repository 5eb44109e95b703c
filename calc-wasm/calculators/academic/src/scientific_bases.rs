//! The scientific calculator's result in bases 2, 8 and 16: in the base the
//! page's `base` select asks for, with its conversion by repeated division
//! as steps, and in every base when the display is not decimal or the
//! expression itself is about bases (a literal such as 0xFF, a bitwise
//! operation). Only exact whole results of at most `bases::MAX_BITS` bits
//! have bases; any other result stays decimal, and `note` says why.

use calc_engine::bases::{conversion_steps, showable, text, Base};
use calc_engine::eval::Value;
use calc_engine::scientific::Outcome;
use dashu::integer::IBig;
use serde_json::Value as Json;

/// What the page shows of a result in bases.
#[derive(Debug, Clone, PartialEq)]
pub struct InBases {
    /// The result in the chosen base, when it is not decimal and the result
    /// has one.
    pub result: Option<String>,
    pub decimal: Option<String>,
    pub binary: Option<String>,
    pub octal: Option<String>,
    pub hexadecimal: Option<String>,
    /// `none`, or why the result is shown in decimal: `notWhole`,
    /// `tooManyBits` (locales: outputs.baseNote.values).
    pub note: &'static str,
    /// The conversion's steps (a list), or null.
    pub conversion: Json,
}

/// The outcome as an exact whole number, if it is one.
fn whole(outcome: &Outcome) -> Option<IBig> {
    match (&outcome.re, &outcome.im) {
        (Value::Exact(r), None) if r.is_int() => Some(r.numerator().clone()),
        _ => None,
    }
}

pub fn in_bases(outcome: &Outcome, base: Base, about_bases: bool) -> InBases {
    let n = whole(outcome);
    let showable = n.as_ref().filter(|n| showable(n));
    let chosen = base != Base::Decimal;
    let note = match (&n, showable) {
        _ if !chosen => "none",
        (_, Some(_)) => "none",
        (Some(_), None) => "tooManyBits",
        (None, _) => "notWhole",
    };
    let every = showable.filter(|_| chosen || about_bases);
    let written = |b: Base| every.map(|n| text(n, b));
    InBases {
        result: showable.filter(|_| chosen).map(|n| text(n, base)),
        decimal: written(Base::Decimal),
        binary: written(Base::Binary),
        octal: written(Base::Octal),
        hexadecimal: written(Base::Hexadecimal),
        note,
        conversion: match showable {
            Some(n) if chosen => conversion_steps(n, base).to_json(),
            _ => Json::Null,
        },
    }
}
