//! Input errors: which input is wrong, and a machine-readable reason that
//! the browser translates and the command line prints in English.

use serde::ser::Serializer;
use serde::Serialize;
use std::fmt;

/// Serialised as `{input, code, ...params}`: a `wire::Failure`.
#[derive(Debug, Clone, PartialEq)]
pub struct InputError {
    pub input: String,
    pub kind: ErrorKind,
}

/// A parameter of an error, for the message template.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Param<'a> {
    Number(f64),
    Text(&'a str),
    List(&'a [String]),
}

impl Serialize for InputError {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        crate::wire::Failure::from(self).serialize(s)
    }
}

impl InputError {
    pub fn new(input: impl Into<String>, kind: ErrorKind) -> Self {
        InputError {
            input: input.into(),
            kind,
        }
    }
}

/// A variant's code is its name in camelCase (`NotANumber` → `notANumber`),
/// derived, so the list of codes every language needs a message for
/// ([`ErrorKind::codes`]) cannot miss one.
#[derive(Debug, Clone, PartialEq, strum::IntoStaticStr, strum::VariantNames)]
#[strum(serialize_all = "camelCase")]
pub enum ErrorKind {
    UnknownCalculator {
        known: Vec<String>,
    },
    UnknownInput {
        known: Vec<String>,
    },
    NotANumber,
    /// Number text whose `,` or `.` breaks the page's rule: in English (and
    /// on the command line) `,` only groups thousands in threes and `.` is
    /// the decimal point (`1,5` is refused, `1,500` is 1500); in Portuguese
    /// the other way round (`6.5` is refused, `1.500` is 1500).
    MisplacedSeparator,
    /// A date (`2024-01-31`) where a number is expected: read as a number
    /// it would be a subtraction (−2 for `0000-01-01`).
    DateNotNumber,
    /// A non-zero number too close to zero for a double (`1e-400`): it
    /// would silently become 0.
    TooSmall,
    NotAnInteger,
    BelowMin {
        min: f64,
    },
    AboveMax {
        max: f64,
    },
    NotAbove {
        above: f64,
    },
    NotBelow {
        below: f64,
    },
    UnknownOption {
        options: Vec<String>,
    },
    NotABool,
    /// Not a real calendar date in `YYYY-MM-DD` form.
    NotADate,
    DateBeforeMin {
        min: String,
    },
    DateAfterMax {
        max: String,
    },
    MustNotBeZero,
    TooLong {
        max_length: usize,
    },
    /// Must not be more than another input (by its id).
    NotMoreThanInput {
        other: String,
    },
    /// Above the limit another input (by its id) sets: at most that input
    /// less `margin`, `max` for its value now (the ovulation calculator's
    /// luteal phase, at most the cycle length − 5).
    AboveInputLess {
        max: f64,
        other: String,
        margin: f64,
    },
    /// Must be less than another input (by its id).
    NotLessThanInput {
        other: String,
    },
    /// The negative of another input (by its id) where the two must not
    /// average to zero (a percent difference is taken of their mean).
    NotOppositeOf {
        other: String,
    },
    /// Empty while another input of its pair (by its id) is filled in: a
    /// definite integral needs both bounds (or neither, for an indefinite
    /// one).
    BothBoundsNeeded {
        other: String,
    },
    /// The inputs are valid one by one but the result does not fit in a
    /// double: the honest answer is an error, not Infinity.
    ResultTooLarge,
    /// The debt-to-income limits leave `budget` a month for a home (zero
    /// or less), no more than its costs that do not depend on the loan:
    /// no price is affordable (the mortgage page's affordability).
    NothingAffordable {
        budget: f64,
    },
    /// Not a value as typed for a component: a number, maybe with an SI
    /// prefix (`4.7k`, `100n`) or in the RKM code (`4k7`).
    NotAQuantity,
    /// A value that needs more significant digits than `digits` (a colour
    /// code's digit bands).
    TooManyDigits {
        digits: usize,
    },
    /// A formula divides by zero; the input is the one the divisor reads.
    DivisionByZero,
    /// A formula takes a function outside its domain (the square root or
    /// logarithm of a negative number, asin of 2, ...).
    OutOfDomain,
    /// Not a sum of durations (`1 h 30 min + 2:15`).
    NotADuration,
    /// Not an IANA time zone this browser (or the tz database) knows;
    /// `zone` is the entry as typed, so a list can say which one.
    UnknownTimeZone {
        zone: String,
    },
    /// A list (of time zones) longer than `max` entries.
    TooManyEntries {
        max: usize,
    },
    /// An expression (or equation, list, matrix) the engine cannot read or
    /// calculate. `reason` is the engine's code (`unexpectedToken`,
    /// `unknownName`, `domain`, ...; crate::engine::Code::id), the page
    /// translates it; `position` is the 1-based character where the
    /// problem is, `token` the text found there, when known. `detail` is
    /// the English explanation the command line prints (not serialised).
    InvalidExpression {
        reason: &'static str,
        position: Option<usize>,
        token: Option<String>,
        detail: String,
    },
    /// Not a time of day (`6:30 am`, `18:30`).
    NotATime,
    /// Not a length with its unit (`12 ft 6 in`, `3.5 m`) or a number.
    NotALength,
    /// A line of a list of areas that is neither `length × width` nor an
    /// area with its unit; `line` is 1-based.
    NotAnArea {
        line: usize,
    },
    /// A time card's line that is not a day's times in and out (or whose
    /// break is longer than the time worked).
    NotAShift {
        line: usize,
    },
    /// A line of a course list that is not a grade and its credits
    /// (`Calculus A 4`); `line` is 1-based.
    NotACourse {
        line: usize,
    },
    /// A letter grade (`A`) on a scale of numbers only (0–10): the letter
    /// was read, and the scale wants a number from 0 to `max`.
    LetterGrade {
        line: usize,
        grade: String,
        max: f64,
    },
    /// A grade that is neither a letter (A+ to F) nor grade points from 0
    /// to `max`, on a letter scale.
    NotAGrade {
        line: usize,
        grade: String,
        max: f64,
    },
    /// A grade that is not a number from 0 to `max`, on a scale of numbers
    /// only (0–10).
    NotAPointGrade {
        line: usize,
        grade: String,
        max: f64,
    },
    /// An entry of a typed grading scale that is not a grade and its
    /// points (`A- 3.7`), or a grade given twice; `line` is 1-based.
    NotAScaleEntry {
        line: usize,
    },
    /// A grade that is not on the typed scale, nor grade points from 0 to
    /// `max` (the scale's best).
    NotInScale {
        line: usize,
        grade: String,
        max: f64,
    },
    /// A line of a grouped-data table that is not a class and its
    /// frequency (`10-20: 5`); `line` is 1-based.
    NotAClass {
        line: usize,
    },
    /// A class whose lower limit is not below its upper limit (`20-10`).
    EmptyClass {
        line: usize,
    },
    /// A class that starts before the class on the line above it ends:
    /// overlapping classes, or classes out of order.
    ClassOverlap {
        line: usize,
    },
    /// A frequency that is not a whole number of values, 0 or more.
    NotAFrequency {
        line: usize,
    },
    /// Every frequency of a grouped-data table is 0: no values at all.
    NoFrequencies,
    /// A sample of fewer than two values: its variance divides by n − 1,
    /// and its t interval has n − 1 degrees of freedom.
    SampleTooSmall,
    /// Three sides where one is as long as the other two together or longer.
    NotATriangle,
    /// A password needs at least one kind of character.
    NoCharacterClass,
    /// The excluded characters leave a chosen kind of character empty.
    ClassAllExcluded,
    /// A draw without repeats asks for more items than there are.
    TooFewItems {
        available: f64,
    },
    /// A key the algorithm cannot take: BLAKE3's keyed mode needs exactly
    /// `length` bytes.
    KeyLength {
        length: usize,
    },
    /// A pasted hash that is neither hexadecimal nor Base64.
    NotAHash,
    /// Data kept out of the WebAssembly module (the EFF wordlist) that the
    /// page must fetch and provide before this can be computed; never
    /// natively, where the data is compiled in.
    NeedsData {
        data: &'static str,
    },
    /// Not a month written `YYYY-MM` (or `MM/YYYY`, as Brazilians write it).
    NotAMonth,
    /// Entries of a list of dates (one a line or comma separated) that are
    /// not dates, as written: `YYYY-MM-DD`, or the page language's own way
    /// (`MM/DD/YYYY` in English, `DD/MM/YYYY` in Portuguese).
    NotDates {
        entries: Vec<String>,
    },
    /// A month outside a monthly series: it has data from `first` to
    /// `last`, both written `MM/YYYY` (the page shows them as they are).
    MonthWithoutData {
        first: String,
        last: String,
    },
    /// Solve for a field (`solve`): the field to change is not a number.
    CannotSolveFor,
    /// Solve for a field: the result to hit is not a number.
    NotANumberOutput,
    /// Solve for a field: the calculator gives the result at no value of
    /// the field within its limits.
    NoValueInRange,
    /// Solve for a field: the calculator has no result of this id.
    UnknownOutput {
        known: Vec<String>,
    },
    /// Solve for a field: the result is the same whatever the field to
    /// change (`other`, by its id) is.
    IndependentOutput {
        other: String,
    },
    /// Solve for a field: the result is drawn at random, new on every
    /// evaluation.
    DrawnResult,
}

/// A course list's grade error: its line, the grade as written, the scale's
/// highest grade.
fn grade_params(line: usize, grade: &str, max: f64) -> Vec<(&'static str, Param<'_>)> {
    vec![
        ("line", Param::Number(line as f64)),
        ("grade", Param::Text(grade)),
        ("max", Param::Number(max)),
    ]
}

/// Significant digits a computed limit is shown with.
const LIMIT_DIGITS: i32 = 6;

/// A limit as a message shows it (here and, through `describe`, on the
/// page). A limit a YAML file or the code states (0, 0.5, 1e12, 1913) is
/// shown as it is; one computed from other inputs or by a division
/// (1/12 of a year, 200000/12000) would print as float noise
/// (0.08333333333333333, 16.666666666666668), and is shown with
/// LIMIT_DIGITS significant digits instead, rounded towards the allowed
/// side so that the limit shown still holds: a lower limit up, an upper
/// one down.
fn shown_limit(value: f64, lower_limit: bool) -> f64 {
    if !value.is_finite() || value == 0.0 {
        return value;
    }
    // No float formatting here: it would add ~10 KB gzip to every page's
    // WebAssembly. A value is "as written" when 10 significant digits
    // give it back exactly.
    let lead = decade(value.abs());
    let at = |digits: i32, round: fn(f64) -> f64| {
        let step = lead - (digits - 1);
        if step < 0 {
            let scale = 10f64.powi(-step);
            round(value * scale) / scale
        } else {
            let scale = 10f64.powi(step);
            round(value / scale) * scale
        }
    };
    if at(10, f64::round) == value {
        return value;
    }
    at(
        LIMIT_DIGITS,
        if lower_limit { f64::ceil } else { f64::floor },
    )
}

/// The power of ten of `x`'s leading digit (`x` positive and finite),
/// without a logarithm (messages here, the solver's rounding).
pub(crate) fn decade(x: f64) -> i32 {
    let (mut e, mut y) = (0, x);
    while y >= 10.0 {
        y /= 10.0;
        e += 1;
    }
    while y < 1.0 {
        y *= 10.0;
        e -= 1;
    }
    e
}

fn lower(limit: f64) -> f64 {
    shown_limit(limit, true)
}

fn upper(limit: f64) -> f64 {
    shown_limit(limit, false)
}

impl ErrorKind {
    /// The error's code and named parameters (camelCase, as the message
    /// templates in the locales name them). The one description both the
    /// command line's JSON and the browser's objects are made from.
    pub fn describe(&self) -> (&'static str, Vec<(&'static str, Param<'_>)>) {
        use ErrorKind::*;
        let params = match self {
            UnknownCalculator { known } => {
                vec![("known", Param::List(known))]
            }
            UnknownInput { known } => vec![("known", Param::List(known))],
            NotANumber => vec![],
            MisplacedSeparator => vec![],
            DateNotNumber => vec![],
            TooSmall => vec![],
            NotAnInteger => vec![],
            BelowMin { min } => vec![("min", Param::Number(lower(*min)))],
            AboveMax { max } => vec![("max", Param::Number(upper(*max)))],
            NotAbove { above } => vec![("above", Param::Number(lower(*above)))],
            NotBelow { below } => vec![("below", Param::Number(upper(*below)))],
            UnknownOption { options } => vec![("options", Param::List(options))],
            NotABool => vec![],
            NotADate => vec![],
            DateBeforeMin { min } => vec![("min", Param::Text(min))],
            DateAfterMax { max } => vec![("max", Param::Text(max))],
            MustNotBeZero => vec![],
            TooLong { max_length } => vec![("maxLength", Param::Number(*max_length as f64))],
            NotMoreThanInput { other } => vec![("other", Param::Text(other))],
            AboveInputLess { max, other, margin } => vec![
                ("max", Param::Number(upper(*max))),
                ("other", Param::Text(other)),
                ("margin", Param::Number(*margin)),
            ],
            NotOppositeOf { other } => vec![("other", Param::Text(other))],
            NotLessThanInput { other } => vec![("other", Param::Text(other))],
            BothBoundsNeeded { other } => vec![("other", Param::Text(other))],
            ResultTooLarge => vec![],
            NothingAffordable { budget } => vec![("budget", Param::Number(upper(budget.max(0.0))))],
            DivisionByZero => vec![],
            NotAQuantity => vec![],
            TooManyDigits { digits } => vec![("digits", Param::Number(*digits as f64))],
            OutOfDomain => vec![],
            NotADuration => vec![],
            UnknownTimeZone { zone } => vec![("zone", Param::Text(zone))],
            TooManyEntries { max } => vec![("max", Param::Number(*max as f64))],
            InvalidExpression {
                reason,
                position,
                token,
                ..
            } => {
                let mut params = vec![("reason", Param::Text(reason))];
                if let Some(p) = position {
                    params.push(("position", Param::Number(*p as f64)));
                }
                if let Some(t) = token {
                    params.push(("token", Param::Text(t)));
                }
                params
            }
            NotATime => vec![],
            NotALength => vec![],
            NotAnArea { line } => vec![("line", Param::Number(*line as f64))],
            NotAShift { line } => vec![("line", Param::Number(*line as f64))],
            NotACourse { line } => vec![("line", Param::Number(*line as f64))],
            LetterGrade { line, grade, max } => grade_params(*line, grade, *max),
            NotAGrade { line, grade, max } => grade_params(*line, grade, *max),
            NotAPointGrade { line, grade, max } => grade_params(*line, grade, *max),
            NotAScaleEntry { line } => vec![("line", Param::Number(*line as f64))],
            NotInScale { line, grade, max } => grade_params(*line, grade, *max),
            NotAClass { line }
            | EmptyClass { line }
            | ClassOverlap { line }
            | NotAFrequency { line } => {
                vec![("line", Param::Number(*line as f64))]
            }
            NoFrequencies => vec![],
            SampleTooSmall => vec![],
            NotATriangle => vec![],
            NoCharacterClass => vec![],
            ClassAllExcluded => vec![],
            TooFewItems { available } => vec![("available", Param::Number(*available))],
            KeyLength { length } => vec![("length", Param::Number(*length as f64))],
            NotAHash => vec![],
            NeedsData { data } => vec![("data", Param::Text(data))],
            NotAMonth => vec![],
            NotDates { entries } => vec![("entries", Param::List(entries))],
            MonthWithoutData { first, last } => {
                vec![("first", Param::Text(first)), ("last", Param::Text(last))]
            }
            CannotSolveFor => vec![],
            NotANumberOutput => vec![],
            NoValueInRange => vec![],
            UnknownOutput { known } => vec![("known", Param::List(known))],
            IndependentOutput { other } => {
                vec![("other", Param::Text(other))]
            }
            DrawnResult => vec![],
        };
        (self.into(), params)
    }

    /// The codes of the WebAssembly boundary's own failures: a spec or
    /// given values it cannot read.
    pub const BAD_SPEC: &'static str = "badSpec";
    pub const BAD_INPUT: &'static str = "badInput";

    /// Every `code` an error can carry, plus the WebAssembly boundary's own
    /// two: each needs a message in every language.
    pub fn codes() -> Vec<&'static str> {
        use strum::VariantNames;
        Self::VARIANTS
            .iter()
            .copied()
            .chain([Self::BAD_SPEC, Self::BAD_INPUT])
            .collect()
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.input, self.kind)
    }
}

impl std::error::Error for InputError {}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ErrorKind::UnknownCalculator { known } => {
                write!(
                    f,
                    "unknown calculator; expected one of: {}",
                    known.join(", ")
                )
            }
            ErrorKind::UnknownInput { known } => {
                write!(f, "unknown input; expected one of: {}", known.join(", "))
            }
            ErrorKind::NotANumber => {
                write!(f, "not a number; write digits with an optional '.' and exponent, like 1234.5 or -3e-4")
            }
            ErrorKind::MisplacedSeparator => write!(
                f,
                "not a number as written here: ',' only groups digits in threes (1,234,567.5) and '.' is the decimal point; write 1.5, or 1,500 for fifteen hundred"
            ),
            ErrorKind::DateNotNumber => {
                write!(f, "this is a date, not a number; write a number, like 1234.5")
            }
            ErrorKind::TooSmall => write!(
                f,
                "too small to represent (closer to zero than about 1e-308); enter 0 or a larger value"
            ),
            ErrorKind::NotAnInteger => write!(f, "must be a whole number"),
            ErrorKind::BelowMin { min } => write!(f, "must be at least {}", lower(*min)),
            ErrorKind::AboveMax { max } => write!(f, "must be at most {}", upper(*max)),
            ErrorKind::NotAbove { above } => write!(f, "must be greater than {}", lower(*above)),
            ErrorKind::NotBelow { below } => write!(f, "must be less than {}", upper(*below)),
            ErrorKind::UnknownOption { options } => {
                write!(f, "unknown option; expected one of: {}", options.join(", "))
            }
            ErrorKind::NotABool => write!(f, "must be true or false"),
            ErrorKind::NotADate => write!(
                f,
                "not a date; write a real calendar date as YYYY-MM-DD, like 2024-02-29"
            ),
            ErrorKind::DateBeforeMin { min } => write!(f, "must be on or after {min}"),
            ErrorKind::DateAfterMax { max } => write!(f, "must be on or before {max}"),
            ErrorKind::MustNotBeZero => write!(f, "must not be zero"),
            ErrorKind::NoCharacterClass => {
                write!(f, "choose at least one kind of character")
            }
            ErrorKind::ClassAllExcluded => write!(
                f,
                "the excluded characters leave a chosen kind of character with none"
            ),
            ErrorKind::TooFewItems { available } => write!(
                f,
                "without repeats there are only {available} to draw from; ask for fewer or allow repeats"
            ),
            ErrorKind::TooLong { max_length } => {
                write!(f, "too long; at most {max_length} characters")
            }
            ErrorKind::NotMoreThanInput { other } => write!(f, "must not be more than {other}"),
            ErrorKind::AboveInputLess { max, other, margin } => write!(
                f,
                "must be at most {} here: at most {other} − {margin}",
                upper(*max)
            ),
            ErrorKind::NotOppositeOf { other } => {
                write!(f, "must not be the negative of {other} (their average would be zero)")
            }
            ErrorKind::NotLessThanInput { other } => write!(f, "must be less than {other}"),
            ErrorKind::BothBoundsNeeded { other } => write!(
                f,
                "a definite integral needs both bounds: give this one as well as {other}, or leave both empty for an indefinite integral"
            ),
            ErrorKind::ResultTooLarge => {
                write!(f, "the result is too large to compute; try a smaller value")
            }
            ErrorKind::NothingAffordable { budget } => write!(
                f,
                "nothing is affordable: the debt-to-income limits leave {} a month for the home, not more than its tax, insurance and other costs alone",
                upper(budget.max(0.0))
            ),
            ErrorKind::DivisionByZero => {
                write!(f, "the result needs a division by zero; change this value")
            }
            ErrorKind::NotADuration => write!(
                f,
                "not a duration; write numbers with units joined by + or -, like 13 h 56 min 12 s - 1 h 25 min, or clock times like 1:30:00"
            ),
            ErrorKind::UnknownTimeZone { zone } => write!(
                f,
                "unknown time zone “{zone}”; write an IANA zone id, like America/New_York or America/Sao_Paulo"
            ),
            ErrorKind::TooManyEntries { max } => {
                write!(f, "too many entries; give at most {max}")
            }
            ErrorKind::OutOfDomain => write!(
                f,
                "the result cannot be calculated with this value (such as the square root of a negative number)"
            ),
            ErrorKind::NotAQuantity => write!(
                f,
                "not a value; write a number with an optional SI prefix (p n u m k M G), like 4.7k, 4k7 or 100n"
            ),
            ErrorKind::TooManyDigits { digits } => write!(
                f,
                "needs more than {digits} significant digits; choose more bands or a value with fewer digits"
            ),
            ErrorKind::InvalidExpression {
                position, detail, ..
            } => match position {
                Some(p) => write!(f, "{detail} (at character {p})"),
                None => f.write_str(detail),
            },
            ErrorKind::NotATime => write!(
                f,
                "not a time; write a time of day like 6:30 am or 18:30"
            ),
            ErrorKind::NotALength => write!(
                f,
                "not a length; write a number and its unit, like 12 ft 6 in, 3.5 m or 250 cm"
            ),
            ErrorKind::NotACourse { line } => write!(
                f,
                "line {line} is not a course; write its grade and its credits, like Calculus A 4"
            ),
            ErrorKind::LetterGrade { line, grade, max } => write!(
                f,
                "line {line}: '{grade}' is a letter grade, and this scale takes numbers from 0 to {max}, like 8.5; write the grade as a number, or choose a letter scale"
            ),
            ErrorKind::NotAGrade { line, grade, max } => write!(
                f,
                "line {line}: '{grade}' is not a grade; write a letter from A+ to F, or grade points from 0 to {max}, like 3.7"
            ),
            ErrorKind::NotAPointGrade { line, grade, max } => write!(
                f,
                "line {line}: '{grade}' is not a grade; this scale takes numbers from 0 to {max}, like 8.5"
            ),
            ErrorKind::NotAScaleEntry { line } => write!(
                f,
                "scale entry {line} is not a grade and its points, or repeats a grade; write it like A- 3.7"
            ),
            ErrorKind::NotInScale { line, grade, max } => write!(
                f,
                "line {line}: '{grade}' is not on your scale; use one of its grades, or grade points from 0 to {max}"
            ),
            ErrorKind::NotAnArea { line } => write!(
                f,
                "line {line} is not an area; write a length by a width (12 ft x 10 ft) or an area with its unit (25 m2)"
            ),
            ErrorKind::NotAShift { line } => write!(
                f,
                "line {line} is not a day's times; write times in and out (9:00-12:30 13:00-17:30), then a break if any (break 15 min), shorter than the time worked"
            ),
            ErrorKind::NotAClass { line } => write!(
                f,
                "line {line} is not a class; write its lower and upper limits and its frequency, like 10-20: 5"
            ),
            ErrorKind::EmptyClass { line } => write!(
                f,
                "line {line}: a class's lower limit must be less than its upper limit, like 10-20"
            ),
            ErrorKind::ClassOverlap { line } => write!(
                f,
                "line {line}: this class starts before the class above it ends; list the classes from lowest to highest without overlapping, like 10-20 then 20-30"
            ),
            ErrorKind::NotAFrequency { line } => write!(
                f,
                "line {line}: a frequency counts values, so it is a whole number, 0 or more"
            ),
            ErrorKind::NoFrequencies => write!(
                f,
                "every frequency is 0, so there are no values; give at least one class a frequency"
            ),
            ErrorKind::SampleTooSmall => write!(
                f,
                "a sample needs at least 2 values: its variance divides by n - 1; add values, or choose the whole population"
            ),
            ErrorKind::NotATriangle => write!(
                f,
                "these three sides do not make a triangle: each side must be shorter than the other two together"
            ),
            ErrorKind::KeyLength { length } => write!(
                f,
                "BLAKE3's keyed mode takes a key of exactly {length} bytes (UTF-8); leave the key empty for a plain hash"
            ),
            ErrorKind::NotAHash => write!(
                f,
                "not a hash; paste it in hexadecimal (0-9, a-f) or Base64"
            ),
            ErrorKind::NeedsData { data } => write!(f, "needs the {data} data, not loaded yet"),
            ErrorKind::NotAMonth => write!(
                f,
                "not a month; write it as YYYY-MM, like 2024-01 (or MM/YYYY, like 01/2024)"
            ),
            ErrorKind::NotDates { entries } => write!(
                f,
                "not dates: {}; write one date a line (or separated by commas) as YYYY-MM-DD, like 2026-12-24",
                entries.join(", ")
            ),
            ErrorKind::MonthWithoutData { first, last } => write!(
                f,
                "no data for this month; the series runs from {first} to {last}, the last month in the data"
            ),
            ErrorKind::CannotSolveFor => write!(
                f,
                "cannot solve for this input: only a number input can be changed to reach a result"
            ),
            ErrorKind::NotANumberOutput => write!(
                f,
                "this result is not a number, so no target can be set for it; choose a numeric result"
            ),
            ErrorKind::NoValueInRange => write!(
                f,
                "the calculator gives no result for any value of this input within its limits"
            ),
            ErrorKind::UnknownOutput { known } => {
                write!(f, "unknown result; expected one of: {}", known.join(", "))
            }
            ErrorKind::IndependentOutput { other } => write!(
                f,
                "this result does not depend on {other}: it is the same whatever {other} is, so changing {other} cannot reach a target"
            ),
            ErrorKind::DrawnResult => write!(
                f,
                "this result is drawn at random, new on every calculation, so no value can be solved for"
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn computed_limits_are_shown_without_float_noise() {
        let min = |min: f64| ErrorKind::BelowMin { min }.to_string();
        // A term of one monthly payment, a payment of 200000 over 12000.
        assert_eq!(min(1.0 / 12.0), "must be at least 0.0833334");
        assert_eq!(min(200_000.0 / 12_000.0), "must be at least 16.6667");
        assert_eq!(min(-2.0 / 3.0), "must be at least -0.666666");
        assert_eq!(
            ErrorKind::AboveMax { max: 2.0 / 3.0 }.to_string(),
            "must be at most 0.666666"
        );
        assert_eq!(
            ErrorKind::NotBelow { below: 1e20 / 3.0 }.to_string(),
            "must be less than 33333300000000000000"
        );
        // Stated limits as they are.
        assert_eq!(min(0.5), "must be at least 0.5");
        assert_eq!(min(1913.0), "must be at least 1913");
        assert_eq!(min(1234.567891), "must be at least 1234.567891");
        assert_eq!(
            ErrorKind::AboveMax { max: 1e12 }.to_string(),
            "must be at most 1000000000000"
        );
        // The page gets the same number.
        let (_, params) = ErrorKind::NotAbove { above: 1.0 / 3.0 }.describe();
        assert!(matches!(params[0].1, Param::Number(n) if n == 0.333334));
    }

    #[test]
    fn every_code_is_listed_and_params_are_camel_case() {
        let kinds = [
            ErrorKind::UnknownCalculator { known: vec![] },
            ErrorKind::UnknownInput { known: vec![] },
            ErrorKind::NotANumber,
            ErrorKind::MisplacedSeparator,
            ErrorKind::DateNotNumber,
            ErrorKind::TooSmall,
            ErrorKind::NotAnInteger,
            ErrorKind::BelowMin { min: 0.0 },
            ErrorKind::AboveMax { max: 0.0 },
            ErrorKind::NotAbove { above: 0.0 },
            ErrorKind::NotBelow { below: 0.0 },
            ErrorKind::UnknownOption { options: vec![] },
            ErrorKind::NotABool,
            ErrorKind::NotADate,
            ErrorKind::DateBeforeMin {
                min: "2000-01-01".into(),
            },
            ErrorKind::DateAfterMax {
                max: "2000-01-01".into(),
            },
            ErrorKind::MustNotBeZero,
            ErrorKind::TooLong { max_length: 3 },
            ErrorKind::NotMoreThanInput { other: "x".into() },
            ErrorKind::AboveInputLess {
                max: 1.0,
                other: "x".into(),
                margin: 2.0,
            },
            ErrorKind::NotLessThanInput { other: "x".into() },
            ErrorKind::NotOppositeOf { other: "x".into() },
            ErrorKind::BothBoundsNeeded { other: "x".into() },
            ErrorKind::ResultTooLarge,
            ErrorKind::NothingAffordable { budget: 2400.0 },
            ErrorKind::DivisionByZero,
            ErrorKind::OutOfDomain,
            ErrorKind::NotADuration,
            ErrorKind::UnknownTimeZone {
                zone: "Mars/Base".into(),
            },
            ErrorKind::TooManyEntries { max: 24 },
            ErrorKind::InvalidExpression {
                reason: "unexpectedToken",
                position: Some(7),
                token: Some(")".into()),
                detail: "a ')' without its '('".into(),
            },
            ErrorKind::NotATime,
            ErrorKind::NotALength,
            ErrorKind::NotAnArea { line: 2 },
            ErrorKind::NotACourse { line: 2 },
            ErrorKind::LetterGrade {
                line: 1,
                grade: "A".into(),
                max: 10.0,
            },
            ErrorKind::NotAGrade {
                line: 1,
                grade: "Z".into(),
                max: 5.0,
            },
            ErrorKind::NotAPointGrade {
                line: 1,
                grade: "11".into(),
                max: 10.0,
            },
            ErrorKind::NotAScaleEntry { line: 2 },
            ErrorKind::NotInScale {
                line: 1,
                grade: "A+".into(),
                max: 4.0,
            },
            ErrorKind::NotAClass { line: 1 },
            ErrorKind::EmptyClass { line: 2 },
            ErrorKind::ClassOverlap { line: 3 },
            ErrorKind::NotAFrequency { line: 4 },
            ErrorKind::NoFrequencies,
            ErrorKind::SampleTooSmall,
            ErrorKind::NotATriangle,
            ErrorKind::NotAMonth,
            ErrorKind::NotDates {
                entries: vec!["31/02/2026".into()],
            },
            ErrorKind::MonthWithoutData {
                first: "02/1980".into(),
                last: "12/2025".into(),
            },
            ErrorKind::CannotSolveFor,
            ErrorKind::NotANumberOutput,
            ErrorKind::NoValueInRange,
            ErrorKind::UnknownOutput { known: vec![] },
            ErrorKind::IndependentOutput { other: "x".into() },
            ErrorKind::DrawnResult,
        ];
        for kind in kinds {
            let json = serde_json::to_value(InputError::new("a", kind)).unwrap();
            let code = json["code"].as_str().unwrap();
            assert!(
                ErrorKind::codes().contains(&code),
                "{code} missing from the codes"
            );
            assert!(
                json.as_object().unwrap().keys().all(|k| !k.contains('_')),
                "{json}"
            );
        }
    }

    #[test]
    fn invalid_expression_carries_reason_position_and_token() {
        let e = InputError::new(
            "expression",
            ErrorKind::InvalidExpression {
                reason: "unbalancedParenthesis",
                position: Some(7),
                token: Some(")".into()),
                detail: "a ')' without its '('".into(),
            },
        );
        assert_eq!(
            serde_json::to_value(&e).unwrap(),
            serde_json::json!({
                "input": "expression",
                "code": "invalidExpression",
                "reason": "unbalancedParenthesis",
                "position": 7.0,
                "token": ")"
            })
        );
        assert_eq!(
            e.to_string(),
            "expression: a ')' without its '(' (at character 7)"
        );
        let e = InputError::new(
            "expression",
            ErrorKind::InvalidExpression {
                reason: "domain",
                position: None,
                token: None,
                detail: "ln of a negative number".into(),
            },
        );
        let json = serde_json::to_value(&e).unwrap();
        assert_eq!(json.as_object().unwrap().len(), 3, "{json}");
        assert_eq!(e.to_string(), "expression: ln of a negative number");
    }
}
