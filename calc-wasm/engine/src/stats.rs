//! Descriptive statistics in exact rational arithmetic: sums, means and
//! sums of squared deviations are exact whatever the magnitude and spread
//! of the data (1e9+4, 1e9+7, … lose nothing), and only the square root of
//! the variance is rounded — correctly, through the engine.

use super::error::{Code, EngineError, Result};
use super::eval::{evaluate, EvalOptions, Value};
use super::expr::Expr;
use super::limits::Budget;
use super::parser::parse_decimal;
use super::simplify::sqrt;
use dashu::rational::RBig;

/// Most values in one list.
pub const MAX_VALUES: usize = 10_000;

fn plain_number(token: &str) -> Option<RBig> {
    let (neg, body) = match token.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, token.strip_prefix('+').unwrap_or(token)),
    };
    if body.is_empty()
        || !body
            .bytes()
            .all(|b| b.is_ascii_digit() || matches!(b, b'.' | b'e' | b'E' | b'-' | b'+'))
    {
        return None;
    }
    let v = parse_decimal(body)?;
    Some(if neg { -v } else { v })
}

/// An item that is not a plain number: an expression (`1e9+4`, `2/3`,
/// `sqrt(2)`), exact when rational, else to 40 significant digits.
fn expression_value(item: &str, budget: &mut Budget) -> Result<RBig> {
    let bad = || {
        EngineError::new(
            Code::BadNumber,
            format!(
                "'{item}' is not a number; separate numbers with commas or spaces, like 1, 2.5, 3"
            ),
        )
    };
    let e =
        super::parser::parse_expr(item, &super::parser::Options::default()).map_err(|_| bad())?;
    match evaluate(
        &e,
        &EvalOptions {
            digits: 40,
            ..Default::default()
        },
        budget,
    )
    .map_err(|_| bad())?
    {
        Value::Exact(r) => Ok(r),
        Value::Zero => Ok(RBig::ZERO),
        Value::Approx(d, _) => {
            let digits: dashu::integer::UBig = d.digits.parse().map_err(|_| bad())?;
            let k = d.exp - (d.digits.len() as i64 - 1);
            if k.abs() > 10_000 {
                return Err(EngineError::too_large());
            }
            let ten = dashu::integer::UBig::from(10u8).pow(k.unsigned_abs() as usize);
            let m = if k >= 0 {
                RBig::from(dashu::integer::IBig::from(digits * ten))
            } else {
                RBig::from_parts(dashu::integer::IBig::from(digits), ten)
            };
            Ok(if d.negative { -m } else { m })
        }
    }
}

/// Numbers separated by commas, semicolons, spaces or new lines; an item
/// that is not a plain number may be an expression (`1e9+4`). The list's
/// length is the input's to limit (its declared `max_length`, the one
/// number `--describe` and the page state); the list itself is bounded by
/// MAX_VALUES (`Code::TooLong`, the only error of that code here) and its
/// expressions by the work budget.
pub fn parse_values(text: &str) -> Result<Vec<RBig>> {
    let mut out = Vec::new();
    let mut budget = Budget::default();
    for item in text
        .split([',', ';', '\n', '\t', '\r'])
        .map(str::trim)
        .filter(|t| !t.is_empty())
    {
        let words: Vec<&str> = item.split_whitespace().collect();
        let plain: Option<Vec<RBig>> = words.iter().map(|w| plain_number(w)).collect();
        match plain {
            Some(values) => out.extend(values),
            // Longer than any expression: a malformed number, not a list too long.
            None if item.len() > super::limits::MAX_INPUT => {
                return Err(EngineError::new(Code::BadNumber, "not a number"));
            }
            None => out.push(expression_value(item, &mut budget)?),
        }
        if out.len() > MAX_VALUES {
            return Err(EngineError::new(
                Code::TooLong,
                format!("at most {MAX_VALUES} values"),
            ));
        }
    }
    if out.is_empty() {
        return Err(EngineError::new(
            Code::Empty,
            "no numbers; write them separated by commas, like 1, 2, 3",
        ));
    }
    Ok(out)
}

#[derive(Debug, Clone)]
pub struct Summary {
    pub count: usize,
    pub sum: RBig,
    pub mean: RBig,
    /// Σ(x − mean)², exact.
    pub sum_sq: RBig,
    pub min: RBig,
    pub max: RBig,
    pub median: RBig,
    /// Values with the highest count (empty when every value is unique).
    pub modes: Vec<RBig>,
    /// Quartiles by the spreadsheets' "inclusive" method: Excel's
    /// QUARTILE.INC, numpy's percentile (method "linear"), R's type 7,
    /// Python's statistics.quantiles(method="inclusive"); None for fewer
    /// than two values.
    pub quartiles: Option<[RBig; 3]>,
    /// (value, count), ascending.
    pub frequencies: Vec<(RBig, usize)>,
    pub sorted: Vec<RBig>,
}

pub fn summarize(values: &[RBig]) -> Result<Summary> {
    let n = values.len();
    if n == 0 {
        return Err(EngineError::new(Code::Empty, "no values"));
    }
    let count = RBig::from(n);
    let sum = values.iter().fold(RBig::ZERO, |a, x| a + x);
    let mean = &sum / &count;
    let sum_sq = values.iter().fold(RBig::ZERO, |a, x| {
        let d = x - &mean;
        a + &d * &d
    });
    let mut sorted = values.to_vec();
    crate::sort::sort(&mut sorted);
    let at = |i: usize| sorted.get(i).cloned().unwrap_or(RBig::ZERO);
    let median = if n % 2 == 1 {
        at(n / 2)
    } else {
        (at(n / 2 - 1) + at(n / 2)) / RBig::from(2)
    };
    let mut frequencies: Vec<(RBig, usize)> = Vec::new();
    for v in &sorted {
        match frequencies.last_mut() {
            Some((last, c)) if last == v => *c += 1,
            _ => frequencies.push((v.clone(), 1)),
        }
    }
    let top = frequencies.iter().map(|f| f.1).max().unwrap_or(0);
    let modes = if top > 1 {
        frequencies
            .iter()
            .filter(|f| f.1 == top)
            .map(|f| f.0.clone())
            .collect()
    } else {
        Vec::new()
    };
    let quartiles = (n >= 2).then(|| {
        // Position (n − 1)·i/4 from the first value, linear between the
        // two values around it: always within the data.
        let q = |i: usize| {
            let k = (n - 1) * i;
            let (j, delta) = (k / 4, k % 4);
            if delta == 0 {
                return at(j);
            }
            (at(j) * RBig::from(4 - delta) + at(j + 1) * RBig::from(delta)) / RBig::from(4)
        };
        [q(1), q(2), q(3)]
    });
    Ok(Summary {
        count: n,
        sum,
        mean,
        sum_sq,
        min: at(0),
        max: at(n - 1),
        median,
        modes,
        quartiles,
        frequencies,
        sorted,
    })
}

impl Summary {
    /// The variance: Σ(x − mean)² / (n − 1) for a sample, / n for a population.
    pub fn variance(&self, sample: bool) -> Result<RBig> {
        let d = if sample {
            self.count.saturating_sub(1)
        } else {
            self.count
        };
        if d == 0 {
            return Err(EngineError::new(
                Code::BadArguments,
                "a sample needs at least two values",
            ));
        }
        Ok(&self.sum_sq / RBig::from(d))
    }
}

/// √v correctly rounded to a double, and its exact form (`3*sqrt(10)/2`).
pub fn sqrt_of(v: &RBig) -> Result<(f64, Expr)> {
    let e = sqrt(Expr::Num(v.clone()));
    let mut budget = Budget::default();
    let value = evaluate(&e, &EvalOptions::digits(20), &mut budget)?;
    let x = match &value {
        Value::Zero => 0.0,
        other => other.to_f64(),
    };
    Ok((x, e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn large_values_small_spread_are_exact() {
        // statistics.stdev([1e9+4, 1e9+7, 1e9+13, 1e9+16]) = sqrt(30) = 5.477225575051661
        let v = parse_values("1000000004, 1000000007, 1000000013, 1000000016").unwrap();
        let s = summarize(&v).unwrap();
        assert_eq!(s.mean, RBig::from(1_000_000_010));
        assert_eq!(s.variance(true).unwrap(), RBig::from(30));
        assert_eq!(
            sqrt_of(&s.variance(true).unwrap()).unwrap().0,
            5.477_225_575_051_661
        );
        // statistics.pstdev: sqrt(22.5) = 4.743416490252569
        assert_eq!(
            sqrt_of(&s.variance(false).unwrap()).unwrap().0,
            4.743_416_490_252_569
        );
    }

    #[test]
    fn order_statistics_match_numpy() {
        // numpy 2.4 percentile([1, 3, 3, 6, 7, 8, 9], [25, 50, 75],
        // method='linear') = [3.0, 6.0, 7.5]; median 6; mode 3.
        let s = summarize(&parse_values("1 3 3 6 7 8 9").unwrap()).unwrap();
        assert_eq!(s.median, RBig::from(6));
        assert_eq!(s.modes, vec![RBig::from(3)]);
        let q = s.quartiles.unwrap();
        let half = |n: i32| RBig::from_parts(n.into(), 2u8.into());
        assert_eq!(q, [RBig::from(3), RBig::from(6), half(15)]);
        // numpy: percentile([1, 2, 3, 4], ...) = [1.75, 2.5, 3.25]
        let s = summarize(&parse_values("1,2,3,4").unwrap()).unwrap();
        let q = s.quartiles.unwrap();
        let quarter = |n: i32| RBig::from_parts(n.into(), 4u8.into());
        assert_eq!(q, [quarter(7), half(5), quarter(13)]);
        // numpy: percentile([1, 3], ...) = [1.5, 2.0, 2.5]: inside the data
        // (the (n+1) method gave 0.5 and 3.5).
        let s = summarize(&parse_values("1, 3").unwrap()).unwrap();
        assert_eq!(s.quartiles.unwrap(), [half(3), RBig::from(2), half(5)]);
        // numpy: percentile([2, 4, 4, 4, 5, 5, 7, 9], ...) = [4.0, 4.5, 5.5]
        let s = summarize(&parse_values("2 4 4 4 5 5 7 9").unwrap()).unwrap();
        assert_eq!(s.quartiles.unwrap(), [RBig::from(4), half(9), half(11)]);
        assert!(parse_values("1, two").is_err());
    }

    /// Longer than an expression may be: the list's length is the input's
    /// to limit (its declared max_length), its count MAX_VALUES.
    #[test]
    fn a_list_is_bounded_by_its_count_not_its_length() {
        let long = "123456.789, ".repeat(MAX_VALUES);
        assert!(long.len() > super::super::limits::MAX_INPUT);
        assert_eq!(parse_values(&long).unwrap().len(), MAX_VALUES);
        let too_many = parse_values(&"1 ".repeat(MAX_VALUES + 1)).unwrap_err();
        assert_eq!(too_many.code, Code::TooLong);
        let item = format!("{}+1", "(1)".repeat(4000));
        assert_eq!(parse_values(&item).unwrap_err().code, Code::BadNumber);
    }
}
