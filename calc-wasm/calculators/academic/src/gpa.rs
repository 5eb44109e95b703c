//! Grade point average: credit-weighted mean of grade points, with letter
//! grades on the common U.S. 4.0 scale (A+ as 4.0, or 4.3 where schools
//! count it so), the Brazilian 0–10 scale or a scale of the visitor's own;
//! honors and AP weighting on the letter and typed scales (a U.S. high
//! school's rule: Brazil's 0–10 scale has none, so there a mark after the
//! credits is no course and no weighted GPA is given); several terms, each
//! with its GPA, and a
//! cumulative GPA with earlier credits; and the average the remaining
//! credits need to reach a target cumulative GPA.

use calc_core::declare::{Input, Number};
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;
use calc_core::values::NumberStyle;
use calc_engine::parser::parse_decimal;
use dashu::rational::RBig;
use serde_json::{json, Map, Value as Json};

calc_core::calculator! {
    mod gpa = "gpa" (compute) {
        inputs {
            courses: Text,
            scale: Choice,
            customScale: Text,
            priorGpa: Number,
            priorCredits: Number,
            targetGpa: Number,
            remainingCredits: Number,
        }
        outputs {
            gpa: Number,
            weightedGpa: Number,
            totalCredits: Number,
            qualityPoints: Number,
            cumulativeGpa: Number,
            neededAverage: Number,
            plan: Text,
            terms: Json,
            courses: Json,
        }
    }
}
pub const FUNCTION: Function = gpa::FUNCTION;
use gpa::{input as i, output as o, In, Out};

/// The select of grading scales, and its option whose table is typed.
pub const SCALE_INPUT: &str = i::scale.id();
pub const CUSTOM_SCALE: &str = "custom";
/// The typed scale: `A 4; A- 3.7; …`, a grade and its points per entry.
pub const CUSTOM_SCALE_INPUT: &str = i::customScale.id();
/// The option of the 0–10 scale: grades are numbers, no letters.
const TEN_POINT: &str = "tenPoint";

/// The U.S. letter scale in tenths of a point; A+ is `a_plus`.
fn letter_scale(a_plus: u32) -> [(&'static str, u32); 13] {
    [
        ("A+", a_plus),
        ("A", 40),
        ("A-", 37),
        ("B+", 33),
        ("B", 30),
        ("B-", 27),
        ("C+", 23),
        ("C", 20),
        ("C-", 17),
        ("D+", 13),
        ("D", 10),
        ("D-", 7),
        ("F", 0),
    ]
}

/// The letters of a preset scale with their points, best first (the
/// course editor's grade list); `None` for the 0–10 scale (numbers) and
/// the typed one.
pub fn preset_grades(scale: &str) -> Option<Vec<(&'static str, f64)>> {
    let grades = preset_tenths(scale)?.map(|(g, p)| (g, f64::from(p) / 10.0));
    Some(grades.to_vec())
}

/// A preset letter scale in tenths of a point.
fn preset_tenths(scale: &str) -> Option<[(&'static str, u32); 13]> {
    match scale {
        "standard" => Some(letter_scale(40)),
        "aPlus43" => Some(letter_scale(43)),
        _ => None,
    }
}

/// Points added to a course's grade points in the weighted GPA, by the
/// mark after its credits: `H` (honors) +0.5, `AP` or `IB` +1.0, the usual
/// U.S. high-school rule. No bonus on a failed course (0 points).
pub fn level_bonus(mark: &str) -> Option<RBig> {
    match mark.to_ascii_uppercase().as_str() {
        "H" => Some(RBig::from(1) / RBig::from(2)),
        "AP" | "IB" => Some(RBig::from(1)),
        _ => None,
    }
}

/// Most courses one list may hold.
pub const MAX_COURSES: usize = 200;

/// Most entries a typed scale may hold.
pub const MAX_SCALE_ENTRIES: usize = 50;

/// Most credits one course may carry: beyond, it is no course (and the
/// totals would overflow a double).
pub const MAX_CREDITS: u32 = 1000;

/// Highest grade points a typed scale or a grade may give.
const MAX_POINTS: u32 = 100;

fn number(text: &str, style: NumberStyle) -> Option<RBig> {
    let t = crate::row_number(text, style)?;
    if t.starts_with('-') {
        return None;
    }
    parse_decimal(&t)
}

/// The non-empty lines of a list (new lines or `;`), with their 1-based numbers.
fn lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.split(['\n', ';'])
        .map(str::trim)
        .enumerate()
        .filter(|(_, l)| !l.is_empty())
        .map(|(i, l)| (i + 1, l))
}

/// The fields of a line: separated by spaces (a comma after a field is
/// dropped, so `8,5` stays a decimal comma) or, with no spaces, by commas.
fn fields(line: &str) -> Vec<&str> {
    let fields: Vec<&str> = line
        .split_whitespace()
        .map(|f| f.trim_end_matches(','))
        .filter(|f| !f.is_empty())
        .collect();
    if fields.len() >= 2 {
        return fields;
    }
    line.split(',')
        .map(str::trim)
        .filter(|f| !f.is_empty())
        .collect()
}

/// How grades turn into points.
struct Scale {
    /// Named grades and their points (empty on the 0–10 scale).
    grades: Vec<(String, RBig)>,
    /// Grade points written as numbers go up to this.
    max_number: RBig,
    /// The best grade's points: the most an average can be.
    top: RBig,
    kind: ScaleKind,
}

#[derive(PartialEq)]
enum ScaleKind {
    Letters,
    TenPoint,
    Typed,
}

fn scale_of(inputs: In) -> Result<Scale, InputError> {
    let option = inputs.option(i::scale)?;
    if let Some(tenths) = preset_tenths(option) {
        // E is F's other name.
        let grades: Vec<(String, RBig)> = tenths
            .iter()
            .chain([("E", 0)].iter())
            .map(|&(g, p)| (g.to_string(), RBig::from(p) / RBig::from(10)))
            .collect();
        let top = grades[0].1.clone();
        // Weighted grade points typed as numbers (5.0 for an AP A) pass.
        return Ok(Scale {
            grades,
            max_number: RBig::from(5),
            top,
            kind: ScaleKind::Letters,
        });
    }
    if option == TEN_POINT {
        return Ok(Scale {
            grades: Vec::new(),
            max_number: RBig::from(10),
            top: RBig::from(10),
            kind: ScaleKind::TenPoint,
        });
    }
    let error = |kind| InputError::new(CUSTOM_SCALE_INPUT, kind);
    let mut grades: Vec<(String, RBig)> = Vec::new();
    for (line, entry) in lines(inputs.text(i::customScale)?) {
        if grades.len() >= MAX_SCALE_ENTRIES {
            return Err(error(ErrorKind::TooManyEntries {
                max: MAX_SCALE_ENTRIES,
            }));
        }
        let spaced = entry.replace(['=', ':'], " ");
        let parts: Vec<&str> = spaced.split_whitespace().collect();
        let bad = || error(ErrorKind::NotAScaleEntry { line });
        let [grade, points] = parts[..] else {
            return Err(bad());
        };
        let points = number(points, inputs.style())
            .filter(|p| *p <= RBig::from(MAX_POINTS))
            .ok_or_else(bad)?;
        let grade = grade.trim_end_matches(',').to_string();
        if grades.iter().any(|(g, _)| g.eq_ignore_ascii_case(&grade)) {
            return Err(bad());
        }
        grades.push((grade, points));
    }
    let Some(top) = grades.iter().map(|(_, p)| p.clone()).max() else {
        return Err(error(ErrorKind::NotAScaleEntry { line: 1 }));
    };
    Ok(Scale {
        grades,
        max_number: top.clone(),
        top,
        kind: ScaleKind::Typed,
    })
}

impl Scale {
    fn points(&self, grade: &str, line: usize, style: NumberStyle) -> Result<RBig, InputError> {
        if let Some((_, p)) = self
            .grades
            .iter()
            .find(|(g, _)| g.eq_ignore_ascii_case(grade))
        {
            return Ok(p.clone());
        }
        number(grade, style)
            .filter(|p| *p <= self.max_number)
            .ok_or_else(|| {
                let (grade, max) = (grade.to_string(), self.max_number.to_f64().value());
                let is_letter = letter_scale(40)
                    .iter()
                    .any(|(g, _)| g.eq_ignore_ascii_case(&grade))
                    || grade.eq_ignore_ascii_case("E");
                InputError::new(
                    i::courses.id(),
                    match self.kind {
                        ScaleKind::Letters => ErrorKind::NotAGrade { line, grade, max },
                        ScaleKind::TenPoint if is_letter => {
                            ErrorKind::LetterGrade { line, grade, max }
                        }
                        ScaleKind::TenPoint => ErrorKind::NotAPointGrade { line, grade, max },
                        ScaleKind::Typed => ErrorKind::NotInScale { line, grade, max },
                    },
                )
            })
    }
}

/// Credits, quality points and weighted quality points of a group of courses.
#[derive(Default, Clone)]
struct Sums {
    credits: RBig,
    points: RBig,
    weighted: RBig,
}

impl Sums {
    fn add(&mut self, other: &Sums) {
        self.credits += &other.credits;
        self.points += &other.points;
        self.weighted += &other.weighted;
    }
}

/// A number input as the decimal it was typed as (3.2 is 16/5, not the
/// double nearest to it): the shortest decimal that reads back as the double.
fn decimal(inputs: In, id: Input<gpa::Calc, Number>) -> Result<RBig, InputError> {
    let v = inputs.number(id)?;
    parse_decimal(&v.to_string()).ok_or_else(|| InputError::new(id.id(), ErrorKind::NotANumber))
}

fn f64_of(r: &RBig) -> f64 {
    r.to_f64().value()
}

fn compute(inputs: In) -> Result<Out, InputError> {
    let scale = scale_of(inputs)?;
    let weighting = scale.kind != ScaleKind::TenPoint;
    let course_error = |kind| InputError::new(i::courses.id(), kind);
    let style = inputs.style();
    let mut all = Sums::default();
    // Term headings (`Fall 2025:`) and the courses under each.
    let mut terms: Vec<(String, Sums)> = Vec::new();
    let mut rows = Vec::new();
    for (line_no, line) in lines(inputs.text(i::courses)?) {
        if let Some(term) = line.strip_suffix(':') {
            terms.push((term.trim().to_string(), Sums::default()));
            continue;
        }
        // "[name] grade credits [H|AP|IB]".
        let mut fields = fields(line);
        let bonus_mark = fields
            .last()
            .filter(|m| weighting && fields.len() > 2 && level_bonus(m).is_some())
            .map(|m| m.to_ascii_uppercase());
        if bonus_mark.is_some() {
            fields.pop();
        }
        if rows.len() >= MAX_COURSES {
            return Err(course_error(ErrorKind::TooManyEntries { max: MAX_COURSES }));
        }
        let not_a_course = || course_error(ErrorKind::NotACourse { line: line_no });
        if fields.len() < 2 {
            return Err(not_a_course());
        }
        let grade = fields[fields.len() - 2];
        let credits = number(fields[fields.len() - 1], style).ok_or_else(not_a_course)?;
        if credits > RBig::from(MAX_CREDITS) {
            return Err(course_error(ErrorKind::AboveMax {
                max: f64::from(MAX_CREDITS),
            }));
        }
        let points = scale.points(grade, line_no, style)?;
        let bonus = match &bonus_mark {
            Some(m) if !points.is_zero() => level_bonus(m).unwrap_or_default(),
            _ => RBig::ZERO,
        };
        let weighted = &points + &bonus;
        let course = Sums {
            credits: credits.clone(),
            points: &points * &credits,
            weighted: &weighted * &credits,
        };
        all.add(&course);
        if let Some((_, term)) = terms.last_mut() {
            term.add(&course);
        }
        let mut row = json!({
            "name": fields[..fields.len() - 2].join(" "),
            "grade": grade,
            "credits": f64_of(&credits),
            "points": f64_of(&points),
        });
        if weighting {
            row["level"] = json!(bonus_mark.unwrap_or_default());
            row["weightedPoints"] = json!(f64_of(&weighted));
        }
        rows.push(row);
    }
    if all.credits.is_zero() {
        return Err(course_error(ErrorKind::MustNotBeZero));
    }
    let prior_gpa = decimal(inputs, i::priorGpa)?;
    let prior_credits = decimal(inputs, i::priorCredits)?;
    let prior = Sums {
        points: &prior_gpa * &prior_credits,
        weighted: &prior_gpa * &prior_credits,
        credits: prior_credits,
    };
    let mut so_far = prior.clone();
    // Courses above the first heading come first in the running total.
    let listed_in_terms = terms.iter().fold(Sums::default(), |mut s, (_, t)| {
        s.add(t);
        s
    });
    so_far.credits += &all.credits - &listed_in_terms.credits;
    so_far.points += &all.points - &listed_in_terms.points;
    so_far.weighted += &all.weighted - &listed_in_terms.weighted;
    let mut term_rows = Vec::new();
    for (name, term) in &terms {
        so_far.add(term);
        let mut row = Map::new();
        row.insert("term".into(), json!(name));
        row.insert("credits".into(), json!(f64_of(&term.credits)));
        if !term.credits.is_zero() {
            row.insert("gpa".into(), json!(f64_of(&(&term.points / &term.credits))));
            if weighting {
                row.insert(
                    "weightedGpa".into(),
                    json!(f64_of(&(&term.weighted / &term.credits))),
                );
            }
        }
        if !so_far.credits.is_zero() {
            row.insert(
                "cumulativeGpa".into(),
                json!(f64_of(&(&so_far.points / &so_far.credits))),
            );
        }
        term_rows.push(Json::Object(row));
    }
    let mut total = prior;
    total.add(&all);
    let cumulative = &total.points / &total.credits;
    let mut out = Out::new().number(o::gpa, f64_of(&(&all.points / &all.credits)));
    if weighting {
        out = out.number(o::weightedGpa, f64_of(&(&all.weighted / &all.credits)));
    }
    out = out
        .number(o::totalCredits, f64_of(&all.credits))
        .number(o::qualityPoints, f64_of(&all.points))
        .number(o::cumulativeGpa, f64_of(&cumulative));
    if let Some((needed, plan)) = plan(inputs, &total, &scale.top)? {
        out = out
            .number(o::neededAverage, f64_of(&needed))
            .text(o::plan, plan);
    }
    Ok(out
        .json(o::terms, Json::Array(term_rows))
        .json(o::courses, Json::Array(rows)))
}

/// The average grade points the remaining credits need for the cumulative
/// GPA to reach the target, and what that means: `reachable`, `aboveMax`
/// (more than the scale's best grade), `alreadyReached` (the GPA is at the
/// target now; the average keeps it there) or `secured` (reached even with
/// no points at all). None without a target or remaining credits.
fn plan(inputs: In, total: &Sums, top: &RBig) -> Result<Option<(RBig, &'static str)>, InputError> {
    let target = decimal(inputs, i::targetGpa)?;
    let remaining = decimal(inputs, i::remainingCredits)?;
    if target <= RBig::ZERO || remaining <= RBig::ZERO {
        return Ok(None);
    }
    let needed = (&target * (&total.credits + &remaining) - &total.points) / &remaining;
    let now = &total.points / &total.credits;
    let plan = if needed <= RBig::ZERO {
        "secured"
    } else if needed > *top {
        "aboveMax"
    } else if now >= target {
        "alreadyReached"
    } else {
        "reachable"
    };
    Ok(Some((needed.max(RBig::ZERO), plan)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::inputs;
    use calc_core::outputs::Outputs;

    /// The courses on a scale, after prior credits at a prior GPA.
    fn gpa(courses: &str, scale: &str, prior: (&str, &str)) -> Result<Outputs, InputError> {
        planned(courses, scale, prior, ("0", "0"))
    }

    /// The same with a target cumulative GPA over remaining credits.
    fn planned(
        courses: &str,
        scale: &str,
        prior: (&str, &str),
        plan: (&str, &str),
    ) -> Result<Outputs, InputError> {
        (FUNCTION.compute)(&inputs(
            &[
                ("courses", courses),
                ("scale", scale),
                ("priorGpa", prior.0),
                ("priorCredits", prior.1),
                ("targetGpa", plan.0),
                ("remainingCredits", plan.1),
            ],
            &["priorGpa", "priorCredits", "targetGpa", "remainingCredits"],
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

    /// Honors +0.5 and AP +1.0 in the weighted GPA only, none on an F.
    #[test]
    fn honors_and_ap_weighting() {
        // Unweighted: (4.0·4 + 3.0·4 + 2.0·2 + 0·1) / 11 = 32/11;
        // weighted: (4.5·4 + 4.0·4 + 2.0·2 + 0·1) / 11 = 38/11 (the F
        // gets no AP point). Python fractions: 32/11, 38/11.
        let out = gpa(
            "English A 4 H\nChemistry B 4 AP\nArt C 2\nPE F 1 ap",
            "standard",
            NO_PRIOR,
        )
        .unwrap();
        assert_eq!(out.number_of("gpa"), Some(32.0 / 11.0));
        assert_eq!(out.number_of("weightedGpa"), Some(38.0 / 11.0));
        let rows = out.json_of("courses").unwrap();
        assert_eq!(rows[0]["name"], "English");
        assert_eq!(rows[0]["level"], "H");
        assert_eq!(rows[0]["weightedPoints"], 4.5);
        assert_eq!(rows[1]["level"], "AP");
        assert_eq!(rows[1]["weightedPoints"], 4.0);
        assert_eq!(rows[2]["level"], "");
        assert_eq!(rows[3]["weightedPoints"], 0.0);
        // Without marks both are the same; a mark alone is no course.
        let out = gpa("Calculus A 3\nPhysics B+ 4", "standard", NO_PRIOR).unwrap();
        assert_eq!(out.number_of("gpa"), out.number_of("weightedGpa"));
        assert!(gpa("A AP", "standard", NO_PRIOR).is_err());
    }

    /// Brazil's 0–10 scale has no honors or AP weighting (issue 42): no
    /// weighted GPA, no level or weighted points in the rows or the terms,
    /// and a mark after the credits is no course; a typed scale keeps them.
    #[test]
    fn no_honors_or_ap_weighting_on_the_ten_point_scale() {
        let courses = "2025.1:\nCálculo I 8,5 4\nFísica I 7 4";
        let out = gpa(courses, "tenPoint", NO_PRIOR).unwrap();
        // (8.5·4 + 7·4) / 8 = 7.75
        assert_eq!(out.number_of("gpa"), Some(7.75));
        assert_eq!(out.get("weightedGpa"), None);
        let rows = out.json_of("courses").unwrap().as_array().unwrap().clone();
        for row in rows
            .iter()
            .chain(out.json_of("terms").unwrap().as_array().unwrap())
        {
            for key in ["level", "weightedPoints", "weightedGpa"] {
                assert!(row.get(key).is_none(), "{key} in {row}");
            }
        }
        assert_eq!(
            gpa("Cálculo I 8,5 4 H", "tenPoint", NO_PRIOR)
                .unwrap_err()
                .kind,
            ErrorKind::NotACourse { line: 1 }
        );
        let typed = with_typed_scale("A 4; B 3", "Calc A 3 H").unwrap();
        // (4 + 0.5)·3 / 3 = 4.5
        assert_eq!(typed.number_of("weightedGpa"), Some(4.5));
    }

    /// Term headings give each term's GPA and the running cumulative GPA.
    #[test]
    fn terms_and_cumulative() {
        // Fall: (4.0·3 + 3.3·4) / 7 = 25.2/7 = 3.6; Spring: (3.7·3 + 2.0·2) / 5
        // = 15.1/5 = 3.02; all: 40.3/12. With 30 credits at 3.0 before:
        // after Fall (90 + 25.2)/37, after Spring (115.2 + 15.1)/42
        // (Python float(Fraction(1152, 370)) = 3.1135135135135137,
        // float(Fraction(1303, 420)) = 3.1023809523809525, float(Fraction(403, 120))
        // = 3.3583333333333334).
        let out = gpa(
            "Fall 2025:\nCalculus A 3\nPhysics B+ 4\nSpring 2026:\nHistory A- 3\nChemistry C 2",
            "standard",
            ("3", "30"),
        )
        .unwrap();
        let terms = out.json_of("terms").unwrap();
        assert_eq!(terms[0]["term"], "Fall 2025");
        assert_eq!(terms[0]["credits"], 7.0);
        assert_eq!(terms[0]["gpa"], 3.6);
        assert_eq!(terms[0]["cumulativeGpa"], 3.1135135135135137);
        assert_eq!(terms[1]["term"], "Spring 2026");
        assert_eq!(terms[1]["gpa"], 3.02);
        assert_eq!(terms[1]["cumulativeGpa"], 3.1023809523809525);
        assert_eq!(out.number_of("gpa"), Some(3.3583333333333334));
        assert_eq!(out.number_of("cumulativeGpa"), Some(3.1023809523809525));
        // A heading with no courses yet has no GPA; courses above the
        // first heading count before it: (4·3 + 3·3)/6 = 3.5.
        let out = gpa(
            "Calculus A 3\nFall:\nPhysics B 3\nSpring:",
            "standard",
            NO_PRIOR,
        )
        .unwrap();
        let terms = out.json_of("terms").unwrap();
        assert_eq!(terms[0]["gpa"], 3.0);
        assert_eq!(terms[0]["cumulativeGpa"], 3.5);
        assert_eq!(terms[1]["credits"], 0.0);
        assert!(terms[1].get("gpa").is_none());
        assert_eq!(terms[1]["cumulativeGpa"], 3.5);
        // No headings, no term rows.
        let out = gpa("Calculus A 3", "standard", NO_PRIOR).unwrap();
        assert_eq!(out.json_of("terms"), Some(&json!([])));
    }

    /// `courses` on the typed scale `scale`, with no prior GPA and no target.
    fn with_typed_scale(scale: &str, courses: &str) -> Result<Outputs, InputError> {
        (FUNCTION.compute)(&inputs(
            &[
                ("courses", courses),
                ("scale", "custom"),
                ("customScale", scale),
                ("priorGpa", "0"),
                ("priorCredits", "0"),
                ("targetGpa", "0"),
                ("remainingCredits", "0"),
            ],
            &["priorGpa", "priorCredits", "targetGpa", "remainingCredits"],
            &["scale"],
        ))
    }

    /// A typed scale: its grades, its points, its best grade as the maximum.
    #[test]
    fn typed_scale() {
        let typed = with_typed_scale;
        // (3.67·3 + 3.33·3) / 6 = 21/6 = 3.5.
        let scale = "A 4; A- 3.67; B+ 3.33\nB = 3; F: 0";
        let out = typed(scale, "Calc A- 3\nBio b+ 3").unwrap();
        assert_eq!(out.number_of("gpa"), Some(3.5));
        let kind = |scale: &str, courses: &str| typed(scale, courses).unwrap_err();
        let err = kind(scale, "Calc A+ 3");
        assert_eq!(
            (err.input.as_str(), &err.kind),
            (
                "courses",
                &ErrorKind::NotInScale {
                    line: 1,
                    grade: "A+".into(),
                    max: 4.0
                }
            )
        );
        // Points as numbers go up to the best grade's.
        assert_eq!(
            typed(scale, "Calc 3.9 1").unwrap().number_of("gpa"),
            Some(3.9)
        );
        assert!(typed(scale, "Calc 4.1 1").is_err());
        for bad in ["A 4; A-", "A four", "A 4; a 3", "", "A 101"] {
            let err = kind(bad, "Calc A 3");
            assert_eq!(err.input, "customScale", "{bad}");
            assert!(
                matches!(err.kind, ErrorKind::NotAScaleEntry { .. }),
                "{bad}"
            );
        }
        assert_eq!(
            kind("A 4; A-", "Calc A 3").kind,
            ErrorKind::NotAScaleEntry { line: 2 }
        );
    }

    /// The average the remaining credits need for a target cumulative GPA.
    #[test]
    fn planning() {
        // 36.3 quality points over 10 credits after 30 credits at 3.0: 126.3 over 40.
        let courses = "Calculus A 3\nPhysics B+ 4\nHistory A- 3";
        let plan = |target: &str, remaining: &str| {
            let out = planned(courses, "standard", ("3", "30"), (target, remaining)).unwrap();
            (
                out.number_of("neededAverage"),
                out.text_of("plan").map(String::from),
            )
        };
        // (3.2·60 − 126.3) / 20 = 65.7/20 = 3.285 (Python fractions 657/200).
        assert_eq!(plan("3.2", "20"), (Some(3.285), Some("reachable".into())));
        // (3.6·60 − 126.3) / 20 = 4.485 > 4.0, the best grade.
        assert_eq!(plan("3.6", "20"), (Some(4.485), Some("aboveMax".into())));
        // Now 3.1575 ≥ 3.1: (3.1·50 − 126.3) / 10 = 2.87 keeps it.
        assert_eq!(
            plan("3.1", "10"),
            (Some(2.87), Some("alreadyReached".into()))
        );
        // (2.5·50 − 126.3) / 10 = −0.13: reached whatever the grades.
        assert_eq!(plan("2.5", "10"), (Some(0.0), Some("secured".into())));
        // No target or no remaining credits: no plan.
        assert_eq!(plan("0", "10"), (None, None));
        assert_eq!(plan("3.2", "0"), (None, None));
        // The 4.3 scale's best is 4.3: 4.485 is still above it.
        let out = planned(courses, "aPlus43", ("3", "30"), ("3.55", "20")).unwrap();
        // (3.55·60 − 126.3) / 20 = 86.7/20 = 4.335 > 4.3.
        assert_eq!(out.text_of("plan"), Some("aboveMax"));
        assert_eq!(out.number_of("neededAverage"), Some(4.335));
    }

    #[test]
    fn preset_grades_are_the_letter_scale() {
        let standard = preset_grades("standard").unwrap();
        assert_eq!(standard[0], ("A+", 4.0));
        assert_eq!(standard[3], ("B+", 3.3));
        assert_eq!(preset_grades("aPlus43").unwrap()[0], ("A+", 4.3));
        assert_eq!(preset_grades("tenPoint"), None);
    }
}
