//! Weighted grade: the average of the scores entered, weighted; the letter
//! grade (U.S. 10-point scale with + and −); and the score a final exam of
//! a given weight needs for a target grade.
//!
//! Brazilian grades (`grade-br`, the Portuguese pages) have no letters: a
//! student is approved when the average reaches the school's pass mark
//! (the "média", often 7 or 6 on the 0–10 scale), so the page says that
//! instead, or that it depends on the final exam still to come.

use calc_core::declare::{Input, Number, Read, Text};
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;
use calc_core::values::NumberStyle;
use calc_engine::parser::parse_decimal;
use dashu::rational::RBig;
use serde_json::{json, Value as Json};

calc_core::calculator! {
    mod grade = "grade" (compute) {
        inputs { grades: Text, finalWeight: Number, targetGrade: Number }
        outputs { currentGrade: Number, totalWeight: Number, letter: Text, requiredFinal: Json }
    }
}

calc_core::calculator! {
    /// The Portuguese pages: where the student stands against the pass mark.
    mod grade_br = "grade-br" (compute_br) {
        inputs { grades: Text, finalWeight: Number, targetGrade: Number }
        outputs { currentGrade: Number, totalWeight: Number, standing: Text, requiredFinal: Json }
    }
}

pub const FUNCTION: Function = grade::FUNCTION;
pub const BR_FUNCTION: Function = grade_br::FUNCTION;

/// Letter for a percentage: 97+ A+, 93 A, 90 A−, 87 B+ … 60 D−, below F.
pub fn letter(pct: f64) -> &'static str {
    const CUTS: [(f64, &str); 12] = [
        (97.0, "A+"),
        (93.0, "A"),
        (90.0, "A-"),
        (87.0, "B+"),
        (83.0, "B"),
        (80.0, "B-"),
        (77.0, "C+"),
        (73.0, "C"),
        (70.0, "C-"),
        (67.0, "D+"),
        (63.0, "D"),
        (60.0, "D-"),
    ];
    CUTS.iter()
        .find(|(cut, _)| pct >= *cut)
        .map_or("F", |(_, l)| l)
}

/// A score: `87`, `87%` or `43/50` (as a percentage).
fn score(text: &str, style: NumberStyle) -> Option<RBig> {
    let t = text.trim().trim_end_matches('%');
    // A fraction's parts each follow the page's rule.
    if let Some((a, b)) = t.split_once('/') {
        let a = parse_decimal(&crate::row_number(a.trim(), style)?)?;
        let b = parse_decimal(&crate::row_number(b.trim(), style)?)?;
        return (!b.is_zero()).then(|| a / b * RBig::from(100));
    }
    parse_decimal(&crate::row_number(t, style)?)
}

/// Largest score or weight on a line: beyond, it is no grade (and the
/// totals would overflow a double).
pub const MAX_VALUE: u32 = 1_000_000;

/// The weighted average so far and the final exam it leaves to do.
struct Average {
    current: f64,
    total_weight: f64,
    /// The final exam's score for the target, when a final is ahead.
    required: Option<f64>,
}

/// The inputs both grade calculators read, by each one's own ids.
struct Ids<C> {
    grades: Input<C, Text>,
    final_weight: Input<C, Number>,
    target: Input<C, Number>,
}

fn compute(inputs: grade::In) -> Result<grade::Out, InputError> {
    use grade::{input as i, output as o};
    let ids = Ids {
        grades: i::grades,
        final_weight: i::finalWeight,
        target: i::targetGrade,
    };
    let a = average(inputs, &ids)?;
    Ok(grade::Out::new()
        .number(o::currentGrade, a.current)
        .number(o::totalWeight, a.total_weight)
        .text(o::letter, letter(a.current))
        .json(o::requiredFinal, a.required_final()))
}

/// Where a Brazilian student stands against the pass mark (`targetGrade`):
/// approved, below it, or waiting on a final exam that still decides.
pub fn standing(current: f64, pass_mark: f64, required: Option<f64>) -> &'static str {
    match required {
        Some(need) if need > 0.0 => "final",
        // No final ahead (or one that cannot lower the average below the
        // mark): the average decides.
        _ if current >= pass_mark => "approved",
        _ => "below",
    }
}

fn compute_br(inputs: grade_br::In) -> Result<grade_br::Out, InputError> {
    use grade_br::{input as i, output as o};
    let ids = Ids {
        grades: i::grades,
        final_weight: i::finalWeight,
        target: i::targetGrade,
    };
    let a = average(inputs, &ids)?;
    let pass_mark = inputs.number(i::targetGrade)?;
    Ok(grade_br::Out::new()
        .number(o::currentGrade, a.current)
        .number(o::totalWeight, a.total_weight)
        .text(o::standing, standing(a.current, pass_mark, a.required))
        .json(o::requiredFinal, a.required_final()))
}

impl Average {
    fn required_final(&self) -> Json {
        self.required.map_or(Json::Null, |r| json!(r))
    }
}

fn average<C>(inputs: Read<C>, ids: &Ids<C>) -> Result<Average, InputError> {
    let bad = || InputError::new(ids.grades.id(), ErrorKind::NotANumber);
    let too_large = || {
        InputError::new(
            ids.grades.id(),
            ErrorKind::AboveMax {
                max: f64::from(MAX_VALUE),
            },
        )
    };
    let mut weight = RBig::ZERO;
    let mut weighted = RBig::ZERO;
    let mut count = 0;
    for line in inputs
        .text(ids.grades)?
        .split(['\n', ';'])
        .map(str::trim)
        .filter(|l| !l.is_empty())
    {
        // "[name] score weight": the last two fields.
        let fields: Vec<&str> = line.split([' ', '\t']).filter(|f| !f.is_empty()).collect();
        count += 1;
        if fields.len() < 2 || count > 200 {
            return Err(bad());
        }
        let s = score(fields[fields.len() - 2], inputs.style()).ok_or_else(bad)?;
        let w = score(fields[fields.len() - 1], inputs.style()).ok_or_else(bad)?;
        let limit = RBig::from(MAX_VALUE);
        let beyond = |v: &RBig| *v > limit || -v > limit;
        if beyond(&s) || beyond(&w) {
            return Err(too_large());
        }
        weight += &w;
        weighted += s * w;
    }
    if weight.is_zero() {
        return Err(InputError::new(ids.grades.id(), ErrorKind::MustNotBeZero));
    }
    let current = &weighted / &weight;
    let current_f = current.to_f64().value();
    let final_weight = inputs.number(ids.final_weight)?;
    let target = inputs.number(ids.target)?;
    let required = if final_weight > 0.0 && final_weight < 100.0 {
        // target = current·(1 − w) + final·w
        let w = RBig::try_from(final_weight / 100.0)
            .map_err(|_| InputError::new(ids.final_weight.id(), ErrorKind::NotANumber))?;
        let t = RBig::try_from(target)
            .map_err(|_| InputError::new(ids.target.id(), ErrorKind::NotANumber))?;
        let need = ((t - &current * (RBig::ONE - &w)) / w).to_f64().value();
        if !need.is_finite() {
            return Err(InputError::new(
                ids.final_weight.id(),
                ErrorKind::ResultTooLarge,
            ));
        }
        Some(need)
    } else {
        None
    };
    Ok(Average {
        current: current_f,
        total_weight: weight.to_f64().value(),
        required,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::inputs;
    use calc_core::outputs::Outputs;

    #[test]
    fn scores_and_weights_are_bounded() {
        // As the GPA's credits (found by `make fuzz`): no infinite totals.
        let run = |grades: &str, final_weight: &str| {
            (FUNCTION.compute)(&inputs(
                &[
                    ("grades", grades),
                    ("finalWeight", final_weight),
                    ("targetGrade", "90"),
                ],
                &["finalWeight", "targetGrade"],
                &[],
            ))
        };
        for grades in ["Homework 1e400 20", "Homework 90 1e400"] {
            let err = run(grades, "0").unwrap_err();
            assert_eq!(
                (err.input.as_str(), err.kind),
                ("grades", ErrorKind::AboveMax { max: 1e6 })
            );
        }
        let err = run("Homework 80 20", "1e-320").unwrap_err();
        assert_eq!(
            (err.input.as_str(), err.kind),
            ("finalWeight", ErrorKind::ResultTooLarge)
        );
        assert!(run("Homework 1000000 1000000", "0").is_ok());
    }

    #[test]
    fn weighted_average_and_final() {
        // (90·20 + 85·30 + 78·50) / 100 = 82.5 → B− (80–82.99)
        let out = (FUNCTION.compute)(&inputs(
            &[
                ("grades", "Homework 90 20\nMidterm 85 30\nQuizzes 39/50 50"),
                ("finalWeight", "25"),
                ("targetGrade", "85"),
            ],
            &["finalWeight", "targetGrade"],
            &[],
        ))
        .unwrap();
        assert_eq!(out.number_of("currentGrade"), Some(82.5));
        assert_eq!(
            out.get("letter"),
            Some(&calc_core::OutValue::Text("B-".into()))
        );
        // (85 − 82.5·0.75) / 0.25 = 92.5
        assert_eq!(
            out.get("requiredFinal"),
            Some(&calc_core::OutValue::Json(json!(92.5)))
        );
        assert_eq!(letter(59.9), "F");
        assert_eq!(letter(97.0), "A+");
    }

    #[test]
    fn brazilian_grades_have_no_letter_but_a_standing_against_the_pass_mark() {
        let run = |grades: &str, final_weight: &str, pass_mark: &str| {
            (BR_FUNCTION.compute)(&inputs(
                &[
                    ("grades", grades),
                    ("finalWeight", final_weight),
                    ("targetGrade", pass_mark),
                ],
                &["finalWeight", "targetGrade"],
                &[],
            ))
            .unwrap()
        };
        let standing = |out: &Outputs| match out.get("standing") {
            Some(calc_core::OutValue::Text(s)) => s.clone(),
            other => panic!("{other:?}"),
        };
        // (7,5·30 + 6·30 + 9·40) / 100 = 7,65: a final worth 40 % still
        // decides a pass mark of 7 (it needs (7 − 7,65·0,6) / 0,4 = 6,025).
        let out = run("Prova 1 7.5 30\nProva 2 6 30\nTrabalho 9 40", "40", "7");
        assert_eq!(out.get("letter"), None);
        assert_eq!(out.number_of("currentGrade"), Some(7.65));
        assert_eq!(standing(&out), "final");
        // No final ahead: 7,65 passes a mark of 7, fails one of 8.
        let out = run("Prova 1 7.5 30\nProva 2 6 30\nTrabalho 9 40", "0", "7");
        assert_eq!(standing(&out), "approved");
        let out = run("Prova 1 7.5 30\nProva 2 6 30\nTrabalho 9 40", "0", "8");
        assert_eq!(standing(&out), "below");
        // 9,5 with a final worth 20 %: (7 − 9,5·0,8) / 0,2 = −3, approved already.
        let out = run("Prova 9.5 100", "20", "7");
        assert_eq!(standing(&out), "approved");
    }
}
