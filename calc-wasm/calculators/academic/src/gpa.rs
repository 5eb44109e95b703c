//! Grade point average: credit-weighted mean of grade points, with letter
//! grades on the common U.S. 4.0 scale (A+ as 4.0, or 4.3 where schools
//! count it so), and a cumulative GPA with earlier credits.

use crate::engine::parser::parse_decimal;
use crate::error::{ErrorKind, InputError};
use crate::inputs::Inputs;
use crate::outputs::Outputs;
use crate::registry::Function;
use crate::values::NumberStyle;
use dashu::rational::RBig;
use serde_json::{json, Value as Json};

pub const FUNCTION: Function = Function {
    id: "gpa",
    inputs: &["courses", "scale", "priorGpa", "priorCredits"],
    outputs: &[
        "gpa",
        "totalCredits",
        "qualityPoints",
        "cumulativeGpa",
        "courses",
    ],
    compute,
};

/// Grade points of a letter grade (tenths).
fn letter_points(grade: &str, a_plus: u32) -> Option<u32> {
    Some(match grade.to_ascii_uppercase().as_str() {
        "A+" => a_plus,
        "A" => 40,
        "A-" => 37,
        "B+" => 33,
        "B" => 30,
        "B-" => 27,
        "C+" => 23,
        "C" => 20,
        "C-" => 17,
        "D+" => 13,
        "D" => 10,
        "D-" => 7,
        "F" | "E" => 0,
        _ => return None,
    })
}

/// Most courses one list may hold.
pub const MAX_COURSES: usize = 200;

/// Most credits one course may carry: beyond, it is no course (and the
/// totals would overflow a double).
pub const MAX_CREDITS: u32 = 1000;

fn number(text: &str, style: NumberStyle) -> Option<RBig> {
    let t = crate::row_number(text, style)?;
    if t.starts_with('-') {
        return None;
    }
    parse_decimal(&t)
}

fn compute(inputs: &Inputs) -> Result<Outputs, InputError> {
    let scale = inputs.option("scale")?;
    let a_plus = if scale == "aPlus43" { 43 } else { 40 };
    // The Brazilian 0–10 scale: grades are numbers up to 10, no letters.
    let ten_point = scale == "tenPoint";
    let max = if ten_point { 10 } else { 5 };
    let max_points = RBig::from(max);
    let course_error = |kind| InputError::new("courses", kind);
    let mut credits_total = RBig::ZERO;
    let mut points_total = RBig::ZERO;
    let mut rows = Vec::new();
    for (index, line) in inputs
        .text("courses")?
        .split(['\n', ';'])
        .map(str::trim)
        .enumerate()
        .filter(|(_, l)| !l.is_empty())
    {
        let line_no = index + 1;
        // "[name] grade credits": the last two fields.
        // Fields are separated by spaces (a comma after a field is dropped, so
        // `8,5` stays a decimal comma) or, with no spaces, by commas.
        let mut fields: Vec<&str> = line
            .split_whitespace()
            .map(|f| f.trim_end_matches(','))
            .filter(|f| !f.is_empty())
            .collect();
        if fields.len() < 2 {
            fields = line
                .split(',')
                .map(str::trim)
                .filter(|f| !f.is_empty())
                .collect();
        }
        if rows.len() >= MAX_COURSES {
            return Err(course_error(ErrorKind::TooManyEntries { max: MAX_COURSES }));
        }
        let not_a_course = || course_error(ErrorKind::NotACourse { line: line_no });
        if fields.len() < 2 {
            return Err(not_a_course());
        }
        let grade = fields[fields.len() - 2];
        let credits = number(fields[fields.len() - 1], inputs.style()).ok_or_else(not_a_course)?;
        if credits > RBig::from(MAX_CREDITS) {
            return Err(InputError::new(
                "courses",
                ErrorKind::AboveMax {
                    max: f64::from(MAX_CREDITS),
                },
            ));
        }
        // What was read, and what the scale takes, when it is no grade.
        let not_a_grade = || {
            let (line, grade, max) = (line_no, grade.to_string(), f64::from(max));
            course_error(if !ten_point {
                ErrorKind::NotAGrade { line, grade, max }
            } else if letter_points(&grade, a_plus).is_some() {
                ErrorKind::LetterGrade { line, grade, max }
            } else {
                ErrorKind::NotAPointGrade { line, grade, max }
            })
        };
        let points = match letter_points(grade, a_plus).filter(|_| !ten_point) {
            Some(p) => RBig::from(p) / RBig::from(10),
            None => number(grade, inputs.style())
                .filter(|p| *p <= max_points)
                .ok_or_else(not_a_grade)?,
        };
        credits_total += &credits;
        points_total += &points * &credits;
        rows.push(json!({"grade": grade, "credits": credits.to_f64().value(), "points": points.to_f64().value()}));
    }
    if credits_total.is_zero() {
        return Err(InputError::new("courses", ErrorKind::MustNotBeZero));
    }
    let gpa = &points_total / &credits_total;
    let prior_gpa = inputs.number("priorGpa")?;
    let prior_credits = inputs.number("priorCredits")?;
    let prior_gpa = RBig::try_from(prior_gpa)
        .map_err(|_| InputError::new("priorGpa", ErrorKind::NotANumber))?;
    let prior_credits = RBig::try_from(prior_credits)
        .map_err(|_| InputError::new("priorCredits", ErrorKind::NotANumber))?;
    let all_credits = &credits_total + &prior_credits;
    if all_credits.is_zero() {
        return Err(InputError::new("priorCredits", ErrorKind::MustNotBeZero));
    }
    let cumulative = (&points_total + &prior_gpa * &prior_credits) / all_credits;
    Ok(Outputs::new()
        .number("gpa", gpa.to_f64().value())
        .number("totalCredits", credits_total.to_f64().value())
        .number("qualityPoints", points_total.to_f64().value())
        .number("cumulativeGpa", cumulative.to_f64().value())
        .json("courses", Json::Array(rows)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::inputs;

    /// The courses on a scale, after prior credits at a prior GPA.
    fn gpa(courses: &str, scale: &str, prior: (&str, &str)) -> Result<Outputs, InputError> {
        compute(&inputs(
            &[
                ("courses", courses),
                ("scale", scale),
                ("priorGpa", prior.0),
                ("priorCredits", prior.1),
            ],
            &["priorGpa", "priorCredits"],
            &["scale"],
        ))
    }

    const NO_PRIOR: (&str, &str) = ("0", "0");

    #[test]
    fn credits_are_bounded() {
        // Found by `make fuzz`: 1e1218 credits made the totals infinite.
        let run = |courses| gpa(courses, "standard", NO_PRIOR);
        let err = run("Calc A 1e1218").unwrap_err();
        assert_eq!(err.input, "courses");
        assert_eq!(err.kind, ErrorKind::AboveMax { max: 1000.0 });
        let out = run("Calc A 1000\nPhysics B 1000").unwrap();
        assert_eq!(out.number_of("totalCredits"), Some(2000.0));
        assert_eq!(out.number_of("gpa"), Some(3.5));
    }

    #[test]
    fn weighted_by_credits() {
        // (4.0·3 + 3.3·4 + 3.7·3) / 10 = 36.3 / 10 = 3.63
        let out = gpa(
            "Calculus A 3\nPhysics B+ 4\nHistory A- 3",
            "standard",
            ("3", "30"),
        )
        .unwrap();
        assert_eq!(out.number_of("gpa"), Some(3.63));
        assert_eq!(out.number_of("totalCredits"), Some(10.0));
        // (36.3 + 90) / 40 = 3.1575
        assert_eq!(out.number_of("cumulativeGpa"), Some(3.1575));
        let out = gpa("A+ 3; 3.5 1", "aPlus43", NO_PRIOR).unwrap();
        // (4.3·3 + 3.5) / 4 = 4.1
        assert_eq!(out.number_of("gpa"), Some(4.1));
        // The Brazilian 0–10 scale with decimal commas: (8,5·4 + 7·2) / 6 = 8.
        let out = gpa("Cálculo I 8,5 4\nFísica 7 2", "tenPoint", NO_PRIOR).unwrap();
        assert_eq!(out.number_of("gpa"), Some(8.0));
        // Letters mean nothing on the 0–10 scale; commas still separate fields.
        for (courses, scale) in [("Cálculo A 4", "tenPoint"), ("Calculus,A,3", "standard")] {
            let r = gpa(courses, scale, NO_PRIOR);
            assert_eq!(r.is_ok(), scale == "standard", "{courses}");
        }
        assert!(gpa("A", "standard", NO_PRIOR).is_err());
    }

    /// A grade the scale does not take says what was read and what the
    /// scale takes, on which line; not "not a number".
    #[test]
    fn wrong_grades_say_what_was_read_and_what_the_scale_takes() {
        let kind = |courses: &str, scale: &str| gpa(courses, scale, NO_PRIOR).unwrap_err().kind;
        let (grade, max) = (String::from("A"), 10.0);
        assert_eq!(
            kind("Cálculo 8 4\nFísica A 4", "tenPoint"),
            ErrorKind::LetterGrade {
                line: 2,
                grade,
                max
            }
        );
        assert_eq!(
            kind("Física 11 4", "tenPoint"),
            ErrorKind::NotAPointGrade {
                line: 1,
                grade: "11".into(),
                max
            }
        );
        assert_eq!(
            kind("A 3\n\nChemistry Z 4", "standard"),
            ErrorKind::NotAGrade {
                line: 3,
                grade: "Z".into(),
                max: 5.0
            }
        );
        assert_eq!(
            kind("A 3; B", "standard"),
            ErrorKind::NotACourse { line: 2 }
        );
        assert_eq!(
            kind("Calculus A three", "standard"),
            ErrorKind::NotACourse { line: 1 }
        );
        assert_eq!(
            kind(&"A 3\n".repeat(201), "standard"),
            ErrorKind::TooManyEntries { max: MAX_COURSES }
        );
        assert_eq!(
            ErrorKind::LetterGrade { line: 2, grade: "A".into(), max: 10.0 }.to_string(),
            "line 2: 'A' is a letter grade, and this scale takes numbers from 0 to 10, like 8.5; write the grade as a number, or choose a letter scale"
        );
    }
}
