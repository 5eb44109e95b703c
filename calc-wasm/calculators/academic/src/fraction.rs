//! The fraction calculator: exact rational arithmetic with mixed numbers
//! (`1 3/4`), decimals and repeating decimals (`0.1(6)`), in lowest terms,
//! with worked steps (common denominators, products, reciprocals,
//! simplification by the greatest common divisor).

use super::fail;
use calc_core::error::InputError;
use calc_core::registry::Function;
use calc_engine::error::{Code, EngineError};
use calc_engine::limits::{Budget, MAX_EXACT_BITS};
use calc_engine::matrix::{rat_json, rat_text};
use calc_engine::number::{repeating_decimal, round_rational, terminating_decimal};
use calc_engine::parser::{parse, Ast, Options, Vars};
use calc_engine::steps::Steps;
use dashu::base::{Gcd, Sign, UnsignedAbs};
use dashu::integer::{IBig, UBig};
use dashu::rational::RBig;
use fraction::{input as i, output as o, In, Out};
use serde_json::Value as Json;

// This page's own ids and kinds: like other calculators' declarations in shape only.
calc_core::calculator! {
    mod fraction = "fraction" (compute) {
        inputs {
            expression: Text,
        }
        outputs {
            result: Text,
            decimal: Text,
            mixed: Text,
            repeatingDecimal: Json,
            numerator: Json,
            denominator: Json,
            steps: Json,
        }
    }
}

pub const FUNCTION: Function = fraction::FUNCTION;

/// A fraction as written in steps: `7/4`, `-2`, `(-1/2)` inside sums.
fn text(r: &RBig) -> String {
    rat_text(r)
}

fn term(r: &RBig) -> String {
    let t = text(r);
    if t.starts_with('-') {
        format!("({t})")
    } else {
        t
    }
}

/// `7/4` → `1 3/4`.
pub fn mixed(r: &RBig) -> String {
    if r.is_int() {
        return text(r);
    }
    let negative = r.sign() == Sign::Negative;
    let n = r.numerator().unsigned_abs();
    let d = r.denominator().clone();
    let whole = &n / &d;
    let rest = &n % &d;
    let sign = if negative { "-" } else { "" };
    if whole.is_zero() {
        format!("{sign}{rest}/{d}")
    } else {
        format!("{sign}{whole} {rest}/{d}")
    }
}

struct Stepper<'a> {
    steps: &'a mut Steps,
    budget: Budget,
}

impl Stepper<'_> {
    fn check(&mut self, r: &RBig) -> Result<(), EngineError> {
        self.budget.charge(10)?;
        if calc_engine::eval::rat_bits(r) > MAX_EXACT_BITS {
            return Err(EngineError::too_large());
        }
        Ok(())
    }

    /// Writes `n/d` before simplifying it by gcd(n, d).
    fn simplify_step(&mut self, n: &IBig, d: &UBig) -> RBig {
        let g = Gcd::gcd(&n.unsigned_abs(), d);
        let r = RBig::from_parts(n.clone(), d.clone());
        if !g.is_one() {
            self.steps.push_detail(
                "simplify",
                format!("gcd = {g}"),
                format!("{n}/{d}"),
                text(&r),
            );
        }
        r
    }

    fn eval(&mut self, ast: &Ast) -> Result<RBig, EngineError> {
        let not_fraction = || {
            EngineError::new(Code::Unsupported, "the fraction calculator takes numbers, fractions and + - * / ^ ( ); use the scientific calculator for functions")
        };
        let r = match ast {
            Ast::Num {
                value,
                text: written,
            } => {
                if written.contains(' ') {
                    self.steps
                        .push("mixedToImproper", written.clone(), text(value));
                } else if written.contains('(') {
                    self.steps
                        .push("repeatingToFraction", written.clone(), text(value));
                } else if written.contains(['.', 'e', 'E']) {
                    self.steps
                        .push("decimalToFraction", written.clone(), text(value));
                }
                value.clone()
            }
            Ast::Neg(a) => -self.eval(a)?,
            Ast::Sum(terms) => {
                let mut acc: Option<RBig> = None;
                for (minus, t) in terms {
                    let v = self.eval(t)?;
                    acc = Some(match acc {
                        None => {
                            if *minus {
                                -v
                            } else {
                                v
                            }
                        }
                        Some(a) => self.add(&a, &v, *minus),
                    });
                }
                acc.unwrap_or(RBig::ZERO)
            }
            Ast::Product(raw) => {
                // `a/b` of two integers is one fraction, as written.
                let mut factors: Vec<(bool, Ast)> = Vec::with_capacity(raw.len());
                let mut k = 0;
                while let Some((divide, f)) = raw.get(k) {
                    if let (Some(a), Some((true, Ast::Num { value: b, text: tb }))) =
                        (int_literal(f), raw.get(k + 1))
                    {
                        if b.is_int() && !b.is_zero() && !tb.contains(['.', 'e', 'E', ' ', '(']) {
                            let (n, d) = (
                                a.numerator().clone() * b.numerator().signum(),
                                b.numerator().unsigned_abs(),
                            );
                            let v = self.simplify_step(&n, &d);
                            factors.push((
                                *divide,
                                Ast::Num {
                                    value: v.clone(),
                                    text: format!("{n}/{d}"),
                                },
                            ));
                            k += 2;
                            continue;
                        }
                    }
                    factors.push((*divide, f.clone()));
                    k += 1;
                }
                let mut acc: Option<RBig> = None;
                for (divide, f) in &factors {
                    let v = self.eval(f)?;
                    acc = Some(match acc {
                        None => {
                            if *divide {
                                if v.is_zero() {
                                    return Err(EngineError::division_by_zero());
                                }
                                RBig::ONE / v
                            } else {
                                v
                            }
                        }
                        Some(a) => {
                            if *divide && a.is_int() && v.is_int() {
                                // A fraction as written: 6/4.
                                if v.is_zero() {
                                    return Err(EngineError::division_by_zero());
                                }
                                let (n, d) = (a.numerator().clone(), v.numerator().clone());
                                let (n, d) = if d.sign() == Sign::Negative {
                                    (-n, -d)
                                } else {
                                    (n, d)
                                };
                                self.simplify_step(&n, &d.unsigned_abs())
                            } else if *divide {
                                if v.is_zero() {
                                    return Err(EngineError::division_by_zero());
                                }
                                let recip = RBig::ONE / &v;
                                self.steps.push(
                                    "reciprocal",
                                    format!("{}/{}", term(&a), paren(&v)),
                                    format!("{}*{}", term(&a), paren(&recip)),
                                );
                                self.multiply(&a, &recip)
                            } else {
                                self.multiply(&a, &v)
                            }
                        }
                    });
                }
                acc.unwrap_or(RBig::ONE)
            }
            Ast::Pow(b, e) => {
                let base = self.eval(b)?;
                let exp = self.eval(e)?;
                if !exp.is_int() {
                    return Err(EngineError::new(
                        Code::Unsupported,
                        "fraction powers need whole-number exponents",
                    ));
                }
                let k = i32::try_from(exp.numerator())
                    .ok()
                    .filter(|k| k.unsigned_abs() <= 10_000)
                    .ok_or_else(EngineError::too_large)?;
                if base.is_zero() && k < 0 {
                    return Err(EngineError::division_by_zero());
                }
                if (calc_engine::eval::rat_bits(&base) as u64) * u64::from(k.unsigned_abs())
                    > MAX_EXACT_BITS as u64
                {
                    return Err(EngineError::too_large());
                }
                let r = base.pow(k as isize);
                self.steps
                    .push("power", format!("{}^{k}", paren(&base)), text(&r));
                r
            }
            Ast::Percent(a) => {
                let v = self.eval(a)? / RBig::from(100);
                self.steps.push(
                    "percent",
                    format!("{}%", paren(&(v.clone() * RBig::from(100)))),
                    text(&v),
                );
                v
            }
            Ast::Fact(_) | Ast::Call(..) | Ast::CallN { .. } | Ast::Name(_) => {
                return Err(not_fraction())
            }
        };
        self.check(&r)?;
        Ok(r)
    }

    fn add(&mut self, a: &RBig, b: &RBig, minus: bool) -> RBig {
        let op = if minus { "-" } else { "+" };
        let result = if minus { a - b } else { a + b };
        if a.is_int() && b.is_int() {
            return result;
        }
        let (an, ad) = (a.numerator().clone(), a.denominator().clone());
        let (bn, bd) = (b.numerator().clone(), b.denominator().clone());
        let g = Gcd::gcd(&ad, &bd);
        let lcd = &ad / &g * &bd;
        let an2 = &an * IBig::from(&lcd / &ad);
        let bn2 = &bn * IBig::from(&lcd / &bd);
        let before = format!("{} {op} {}", term(a), term(b));
        let common = format!("{}/{lcd} {op} {}", an2, paren_i(&bn2, &lcd));
        if ad != bd {
            self.steps.push_detail(
                "commonDenominator",
                format!("lcd = {lcd}"),
                before.clone(),
                common.clone(),
            );
        }
        let n = if minus { an2 - bn2 } else { an2 + bn2 };
        self.steps.push(
            "combineNumerators",
            if ad != bd { common } else { before },
            format!("{n}/{lcd}"),
        );
        self.simplify_step(&n, &lcd);
        result
    }

    fn multiply(&mut self, a: &RBig, b: &RBig) -> RBig {
        let n = a.numerator() * b.numerator();
        let d = a.denominator() * b.denominator();
        let result = a * b;
        if !(a.is_int() && b.is_int()) {
            self.steps.push(
                "multiply",
                format!("{}*{}", term(a), paren(b)),
                format!("{n}/{d}"),
            );
            self.simplify_step(&n, &d);
        }
        result
    }
}

/// An integer literal as written (no point or exponent).
fn int_literal(ast: &Ast) -> Option<RBig> {
    match ast {
        Ast::Num { value, text } if value.is_int() && !text.contains(['.', 'e', 'E', ' ', '(']) => {
            Some(value.clone())
        }
        _ => None,
    }
}

fn paren(r: &RBig) -> String {
    let t = text(r);
    if t.contains('/') || t.starts_with('-') {
        format!("({t})")
    } else {
        t
    }
}

fn paren_i(n: &IBig, d: &UBig) -> String {
    if n.sign() == Sign::Negative {
        format!("({n}/{d})")
    } else {
        format!("{n}/{d}")
    }
}

/// The exact value of a fraction expression, with its steps.
pub fn evaluate(expression: &str, steps: &mut Steps) -> Result<RBig, EngineError> {
    let ast = parse(
        expression,
        &Options {
            vars: Vars::None,
            mixed_numbers: true,
        },
    )?;
    let mut s = Stepper {
        steps,
        budget: Budget::default(),
    };
    s.eval(&ast)
}

fn compute(inputs: In) -> Result<Out, InputError> {
    let expression = &inputs.expression_text(i::expression)?;
    let mut steps = Steps::new();
    let r = evaluate(expression, &mut steps).map_err(fail(i::expression.id()))?;
    let decimal =
        terminating_decimal(&r, 100).unwrap_or_else(|| round_rational(&r, 20).to_text(20));
    let repeating = repeating_decimal(&r, 1000).map_or(Json::Null, Json::String);
    Ok(Out::new()
        .text(o::result, text(&r))
        .text(o::decimal, decimal)
        .text(o::mixed, mixed(&r))
        .json(o::repeatingDecimal, repeating)
        .json(o::numerator, rat_json(&RBig::from(r.numerator().clone())))
        .json(
            o::denominator,
            rat_json(&RBig::from(IBig::from(r.denominator().clone()))),
        )
        .json(o::steps, steps.to_json()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::inputs;
    use calc_core::outputs::Outputs;
    use std::str::FromStr;

    fn run(e: &str) -> Outputs {
        (FUNCTION.compute)(&inputs(&[("expression", e)], &[], &[])).unwrap()
    }

    fn text_of(out: &Outputs, id: &str) -> String {
        match out.get(id) {
            Some(calc_core::OutValue::Text(t)) => t.clone(),
            Some(calc_core::OutValue::Json(j)) => j.to_string(),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn matches_python_fractions() {
        // Python: Fraction(1,2) + Fraction(1,3) - Fraction(5,4) = Fraction(-5, 12)
        assert_eq!(text_of(&run("1/2 + 1/3 - 5/4"), "result"), "-5/12");
        // Fraction(7,4) * Fraction(2,3) = Fraction(7, 6); mixed 1 1/6
        let out = run("1 3/4 * 2/3");
        assert_eq!(text_of(&out, "result"), "7/6");
        assert_eq!(text_of(&out, "mixed"), "1 1/6");
        assert_eq!(text_of(&out, "repeatingDecimal"), "\"1.1(6)\"");
        // -(1 + 3/4) = -7/4
        assert_eq!(text_of(&run("-1 3/4"), "result"), "-7/4");
        assert_eq!(text_of(&run("-1 3/4"), "decimal"), "-1.75");
        // Fraction(1,6) from 0.1(6); Fraction('0.25') = 1/4
        assert_eq!(text_of(&run("0.1(6) + 0.25"), "result"), "5/12");
        assert_eq!(text_of(&run("(2/3)^2 / (4/9)"), "result"), "1");
        assert_eq!(text_of(&run("3/4 - 3/4"), "result"), "0");
        let f = RBig::from_str("-7/12").unwrap();
        assert_eq!(text_of(&run("-7/12"), "result"), rat_text(&f));
    }

    #[test]
    fn steps_show_common_denominators() {
        let out = run("1/2 + 1/3");
        let steps = match out.get("steps") {
            Some(calc_core::OutValue::Json(j)) => j.clone(),
            other => panic!("{other:?}"),
        };
        assert_eq!(steps[0]["rule"], "commonDenominator");
        assert_eq!(steps[0]["after"], "3/6 + 2/6");
        assert_eq!(steps[1]["after"], "5/6");
    }

    #[test]
    fn errors() {
        for bad in ["1/0", "sin(1)", "2^(1/2)", "x"] {
            assert!(
                (FUNCTION.compute)(&inputs(&[("expression", bad)], &[], &[])).is_err(),
                "{bad}"
            );
        }
    }
}
