//! Grouped data: a textbook's table of class intervals and frequencies,
//! read line by line (`10-20: 5`, `10 ⊢ 20 5`, or three spreadsheet
//! columns), and its statistics in exact arithmetic: every value is taken
//! at its class midpoint; the median and the mode are interpolated inside
//! their class.

use calc_core::error::{ErrorKind, InputError};
use calc_core::NumberStyle;
use calc_engine::parser::parse_decimal;
use dashu::base::Signed;
use dashu::rational::RBig;

/// Most classes in one table: far beyond any textbook's, and it keeps the
/// steps (one term a class) readable.
pub const MAX_CLASSES: usize = 500;

/// Most values a table may count: n − 1 is a t distribution's degrees of
/// freedom, and n an integer output, both exact in a double up to here.
const MAX_COUNT: u64 = 1 << 53;

#[derive(Debug, Clone, PartialEq)]
pub struct Class {
    pub lower: RBig,
    pub upper: RBig,
    pub frequency: u64,
}

/// Words and signs that join a class's two limits, tried before a plain
/// hyphen: Brazilian textbooks' `⊢` (and its typed forms), dashes, words.
const JOINERS: [&str; 10] = [
    "⊢", "|--", "|-", "|—", "—", "–", " to ", " a ", " até ", "...",
];

/// The table in `text`: classes one a line (or separated by `;`), each its
/// lower limit, its upper limit and its frequency. Numbers are read by
/// the page's rule (`10,5` on Portuguese pages). Classes go from lowest to
/// highest; one may start where the one above it ends (`10-20`, `20-30`)
/// or after a gap (`10-19`, `20-29`).
pub fn parse_classes(
    text: &str,
    style: NumberStyle,
    input: &str,
) -> Result<Vec<Class>, InputError> {
    let error = |kind| InputError::new(input, kind);
    let mut classes: Vec<Class> = Vec::new();
    let mut count: u64 = 0;
    for (i, line) in text.split(['\n', ';']).enumerate() {
        let line_no = i + 1;
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        if classes.len() >= MAX_CLASSES {
            return Err(error(ErrorKind::TooManyEntries { max: MAX_CLASSES }));
        }
        let (interval, frequency) =
            split_frequency(line).ok_or_else(|| error(ErrorKind::NotAClass { line: line_no }))?;
        let (lower, upper) =
            limits(interval, style).ok_or_else(|| error(ErrorKind::NotAClass { line: line_no }))?;
        let frequency = whole(frequency, style)
            .ok_or_else(|| error(ErrorKind::NotAFrequency { line: line_no }))?;
        if lower >= upper {
            return Err(error(ErrorKind::EmptyClass { line: line_no }));
        }
        if classes.last().is_some_and(|c| lower < c.upper) {
            return Err(error(ErrorKind::ClassOverlap { line: line_no }));
        }
        count = count
            .checked_add(frequency)
            .filter(|&n| n <= MAX_COUNT)
            .ok_or_else(|| error(ErrorKind::ResultTooLarge))?;
        classes.push(Class {
            lower,
            upper,
            frequency,
        });
    }
    if classes.is_empty() {
        return Err(error(ErrorKind::NotAClass { line: 1 }));
    }
    if count == 0 {
        return Err(error(ErrorKind::NoFrequencies));
    }
    Ok(classes)
}

/// The class and the frequency of a line: after a `:` or `=`, else after
/// the last tab or run of spaces.
fn split_frequency(line: &str) -> Option<(&str, &str)> {
    let (interval, frequency) = match line.rfind([':', '=']) {
        Some(i) => (&line[..i], &line[i + 1..]),
        None => {
            let i = line.rfind(char::is_whitespace)?;
            (&line[..i], &line[i..])
        }
    };
    let (interval, frequency) = (interval.trim(), frequency.trim());
    (!interval.is_empty() && !frequency.is_empty()).then_some((interval, frequency))
}

/// The two limits of `10-20`, `-10 - 0`, `10 ⊢ 20`, `10 to 20` or `10 20`.
fn limits(interval: &str, style: NumberStyle) -> Option<(RBig, RBig)> {
    let both = |a: &str, b: &str| Some((number(a, style)?, number(b, style)?));
    for joiner in JOINERS {
        if let Some((a, b)) = interval.split_once(joiner) {
            return both(a, b);
        }
    }
    // Two numbers apart (`-10 -5`, spreadsheet columns), before a hyphen
    // could be read as the second one's sign.
    if let [a, b] = interval.split_whitespace().collect::<Vec<_>>()[..] {
        if let Some(pair) = both(a, b) {
            return Some(pair);
        }
    }
    // A hyphen that follows a digit (not an exponent's sign) joins the
    // limits; a leading one is a sign.
    for (i, _) in interval.match_indices('-') {
        let before = interval[..i].trim_end();
        let joins = before.ends_with(|c: char| c.is_ascii_digit() || c == '.' || c == ',')
            && !interval[..i].ends_with(['e', 'E']);
        if joins {
            if let Some(pair) = both(&interval[..i], &interval[i + 1..]) {
                return Some(pair);
            }
        }
    }
    None
}

/// A limit, read by the page's rule.
fn number(text: &str, style: NumberStyle) -> Option<RBig> {
    let plain = crate::row_number(text.trim(), style)?;
    let (negative, digits) = match plain.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, plain.strip_prefix('+').unwrap_or(&plain)),
    };
    let value = parse_decimal(digits)?;
    Some(if negative { -value } else { value })
}

/// A frequency: a whole number, 0 or more.
fn whole(text: &str, style: NumberStyle) -> Option<u64> {
    let value = number(text, style)?;
    if !value.is_int() || value.is_negative() {
        return None;
    }
    u64::try_from(value.numerator()).ok()
}

/// The statistics of a table, exact.
#[derive(Debug, Clone)]
pub struct Grouped {
    pub classes: Vec<Class>,
    pub midpoints: Vec<RBig>,
    /// The boundaries the median and mode interpolate between: the limits
    /// themselves when each class starts where the one above ends, else
    /// halfway across each gap (10-19, 20-29 → 9.5, 19.5, 29.5).
    pub boundaries: Vec<(RBig, RBig)>,
    /// Cumulative frequencies, class by class.
    pub cumulative: Vec<u64>,
    pub count: u64,
    /// Σ f·x.
    pub sum: RBig,
    pub mean: RBig,
    /// Σ f·(x − x̄)².
    pub sum_sq: RBig,
    pub median: Median,
    pub modes: Vec<Mode>,
}

/// The median class (by index) and L + (n/2 − F)/f · h.
#[derive(Debug, Clone)]
pub struct Median {
    pub class: usize,
    pub value: RBig,
}

/// A modal class (by index), d₁ and d₂ (its frequency less the frequency
/// of the class before it and after it) and L + d₁/(d₁ + d₂) · h.
#[derive(Debug, Clone)]
pub struct Mode {
    pub class: usize,
    pub d1: RBig,
    pub d2: RBig,
    pub value: RBig,
}

fn r(n: u64) -> RBig {
    RBig::from(n)
}

pub fn summarize(classes: Vec<Class>) -> Grouped {
    let two = r(2);
    let midpoints: Vec<RBig> = classes
        .iter()
        .map(|c| (&c.lower + &c.upper) / &two)
        .collect();
    let boundaries = boundaries(&classes);
    let mut cumulative = Vec::with_capacity(classes.len());
    let mut count = 0;
    for c in &classes {
        count += c.frequency;
        cumulative.push(count);
    }
    let n = r(count);
    let sum = classes
        .iter()
        .zip(&midpoints)
        .fold(RBig::ZERO, |a, (c, x)| a + r(c.frequency) * x);
    let mean = &sum / &n;
    let sum_sq = classes
        .iter()
        .zip(&midpoints)
        .fold(RBig::ZERO, |a, (c, x)| {
            let d = x - &mean;
            a + r(c.frequency) * &d * &d
        });
    // The first class whose cumulative frequency reaches n/2: it holds
    // values (the one before it is below n/2 < its own).
    let half = &n / &two;
    let class = cumulative
        .iter()
        .position(|&f| r(f) >= half)
        .unwrap_or(classes.len() - 1);
    let before = class.checked_sub(1).map_or(0, |i| cumulative[i]);
    let (low, high) = &boundaries[class];
    let median = Median {
        class,
        value: low + (&half - r(before)) / r(classes[class].frequency) * (high - low),
    };
    let top = classes.iter().map(|c| c.frequency).max().unwrap_or(0);
    let frequency_at = |i: Option<usize>| {
        i.and_then(|i| classes.get(i))
            .map_or(RBig::ZERO, |c| r(c.frequency))
    };
    let modes = (0..classes.len())
        .filter(|&i| classes[i].frequency == top)
        .map(|i| {
            let f = r(top);
            let d1 = &f - frequency_at(i.checked_sub(1));
            let d2 = &f - frequency_at(Some(i + 1));
            let (low, high) = &boundaries[i];
            // d₁ = d₂ = 0 (neighbours as frequent as it): the formula's
            // symmetric case, the middle of the class.
            let share = if d1 == RBig::ZERO && d2 == RBig::ZERO {
                RBig::from_parts(1.into(), 2u8.into())
            } else {
                &d1 / (&d1 + &d2)
            };
            let value = low + share * (high - low);
            Mode {
                class: i,
                d1,
                d2,
                value,
            }
        })
        .collect();
    Grouped {
        classes,
        midpoints,
        boundaries,
        cumulative,
        count,
        sum,
        mean,
        sum_sq,
        median,
        modes,
    }
}

/// Each class's boundaries: the midpoint of the gap to each neighbour; the
/// first and last classes reach as far beyond their limits as the gap
/// next to them.
fn boundaries(classes: &[Class]) -> Vec<(RBig, RBig)> {
    let two = r(2);
    let half_gap = |i: usize| (&classes[i + 1].lower - &classes[i].upper) / &two;
    let last = classes.len() - 1;
    (0..classes.len())
        .map(|i| {
            let low = if i > 0 {
                &classes[i].lower - half_gap(i - 1)
            } else if last > 0 {
                &classes[0].lower - half_gap(0)
            } else {
                classes[0].lower.clone()
            };
            let high = if i < last {
                &classes[i].upper + half_gap(i)
            } else if last > 0 {
                &classes[i].upper + half_gap(last - 1)
            } else {
                classes[i].upper.clone()
            };
            (low, high)
        })
        .collect()
}

impl Grouped {
    /// Σ f·(x − x̄)² over n − 1 (a sample) or n.
    pub fn variance(&self, sample: bool) -> Option<RBig> {
        let d = if sample {
            self.count.checked_sub(1)?
        } else {
            self.count
        };
        (d > 0).then(|| &self.sum_sq / r(d))
    }
}
