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
    let max_points = RBig::from(if ten_point { 10 } else { 5 });
    let bad = || InputError::new("courses", ErrorKind::NotANumber);
    let mut credits_total = RBig::ZERO;
    let mut points_total = RBig::ZERO;
    let mut rows = Vec::new();
    for line in inputs
        .text("courses")?
        .split(['\n', ';'])
        .map(str::trim)
        .filter(|l| !l.is_empty())
    {
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
        if fields.len() < 2 || rows.len() >= 200 {
            return Err(bad());
        }
        let grade = fields[fields.len() - 2];
        let credits = number(fields[fields.len() - 1], inputs.style()).ok_or_else(bad)?;
        if credits > RBig::from(MAX_CREDITS) {
            return Err(InputError::new(
                "courses",
                ErrorKind::AboveMax {
                    max: f64::from(MAX_CREDITS),
                },
            ));
        }
        let points = match letter_points(grade, a_plus).filter(|_| !ten_point) {
            Some(p) => RBig::from(p) / RBig::from(10),
            None => number(grade, inputs.style())
                .filter(|p| *p <= max_points)
                .ok_or_else(bad)?,
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
}
