//! The floor area of a shape, or of several areas added up, from lengths
//! each written with its own unit (calc-wasm/calculators/lifestyle/src/measures.rs),
//! in ft², m², yd², acres and hectares, and its cost at a price per area.

use super::measures::{self, Problem, ACRE, FOOT};
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;
use square_footage::{input as i, output as o, In, Out};

/// An input of this calculator, of kind `K`.
type Input<K> = calc_core::declare::Input<square_footage::Calc, K>;
use calc_core::declare::Text;
use serde_json::{json, Value};
use std::f64::consts::PI;

calc_core::calculator! {
    mod square_footage = "square-footage" (compute) {
        inputs {
            shape: Choice,
            unit: Choice,
            length: Text,
            width: Text,
            diameter: Text,
            base: Text,
            height: Text,
            sideA: Text,
            sideB: Text,
            sideC: Text,
            parallelA: Text,
            parallelB: Text,
            cutLength: Text,
            cutWidth: Text,
            areas: Text,
            costPerArea: Number,
            costUnit: Choice,
        }
        outputs {
            areaFt2: Number,
            areaM2: Number,
            areaYd2: Number,
            acres: Number,
            hectares: Number,
            totalCost: Number,
            parts: Json,
        }
    }
}

pub const FUNCTION: Function = square_footage::FUNCTION;

/// Square metres in a square yard: (0.9144 m)².
const SQUARE_YARD: f64 = 0.9144 * 0.9144;

fn problem(id: &str, p: Problem) -> InputError {
    match p {
        Problem::Unreadable => InputError::new(id, ErrorKind::NotALength),
        Problem::NotPositive => InputError::new(id, ErrorKind::NotAbove { above: 0.0 }),
    }
}

fn compute(inputs: In) -> Result<Out, InputError> {
    let unit = inputs.option(i::unit)?;
    let default = measures::unit_metres(unit).ok_or_else(|| {
        InputError::new(i::unit.id(), ErrorKind::UnknownOption { options: vec![] })
    })?;
    let len = |id: Input<Text>| -> Result<f64, InputError> {
        measures::length(&inputs.number_text(id)?, default).map_err(|p| problem(id.id(), p))
    };
    let mut parts = Value::Null;
    let square_metres = match inputs.option(i::shape)? {
        "rectangle" => len(i::length)? * len(i::width)?,
        "circle" => PI * len(i::diameter)?.powi(2) / 4.0,
        "triangle" => len(i::base)? * len(i::height)? / 2.0,
        "triangleSides" => heron(len(i::sideA)?, len(i::sideB)?, len(i::sideC)?)?,
        "trapezoid" => (len(i::parallelA)? + len(i::parallelB)?) / 2.0 * len(i::height)?,
        "lShape" => {
            let (length, width) = (len(i::length)?, len(i::width)?);
            let (cut_length, cut_width) = (len(i::cutLength)?, len(i::cutWidth)?);
            for (id, cut, other, whole) in [
                (i::cutLength, cut_length, i::length, length),
                (i::cutWidth, cut_width, i::width, width),
            ] {
                if cut >= whole {
                    return Err(InputError::new(
                        id.id(),
                        ErrorKind::NotLessThanInput {
                            other: other.id().into(),
                        },
                    ));
                }
            }
            length * width - cut_length * cut_width
        }
        _ => {
            let (total, rows) = several(inputs, default)?;
            parts = rows;
            total
        }
    };
    let per_unit = match inputs.option(i::costUnit)? {
        "m2" => 1.0,
        "yd2" => SQUARE_YARD,
        _ => FOOT * FOOT,
    };
    Ok(Out::new()
        .number(o::areaFt2, square_metres / (FOOT * FOOT))
        .number(o::areaM2, square_metres)
        .number(o::areaYd2, square_metres / SQUARE_YARD)
        .number(o::acres, square_metres / ACRE)
        .number(o::hectares, square_metres / 10_000.0)
        .number(
            o::totalCost,
            square_metres / per_unit * inputs.number(i::costPerArea)?,
        )
        .json(o::parts, parts))
}

/// Heron's formula in the form that stays accurate for needle-like
/// triangles (Kahan, "Miscalculating Area and Angles of a Needle-like
/// Triangle", 2014): sides sorted a ≥ b ≥ c.
fn heron(a: f64, b: f64, c: f64) -> Result<f64, InputError> {
    // Three compare-and-swaps: a library sort would add kilobytes to the module.
    let mut s = [(i::sideA, a), (i::sideB, b), (i::sideC, c)];
    for (i, j) in [(0, 1), (1, 2), (0, 1)] {
        if s[i].1 < s[j].1 {
            s.swap(i, j);
        }
    }
    let [(longest, a), (_, b), (_, c)] = s;
    if a >= b + c {
        return Err(InputError::new(longest.id(), ErrorKind::NotATriangle));
    }
    let product = (a + (b + c)) * (c - (a - b)) * (c + (a - b)) * (a + (b - c));
    Ok(product.sqrt() / 4.0)
}

/// The list of areas: the total and a row per line (blank lines skipped;
/// the field's `max_length` bounds the work).
fn several(inputs: In, default: f64) -> Result<(f64, Value), InputError> {
    let text = inputs.number_text(i::areas)?;
    let mut total = 0.0;
    let mut rows = Vec::new();
    for (i, line) in text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
    {
        let bad = |p| match p {
            Problem::NotPositive => {
                InputError::new(i::areas.id(), ErrorKind::NotAbove { above: 0.0 })
            }
            Problem::Unreadable => {
                InputError::new(i::areas.id(), ErrorKind::NotAnArea { line: i + 1 })
            }
        };
        let area = measures::area_line(line, default).map_err(bad)?;
        total += area.square_metres;
        rows.push(json!({
            "line": i + 1,
            "name": area.name,
            "areaFt2": area.square_metres / (FOOT * FOOT),
            "areaM2": area.square_metres,
        }));
    }
    if rows.is_empty() {
        return Err(InputError::new(
            i::areas.id(),
            ErrorKind::NotAnArea { line: 1 },
        ));
    }
    Ok((total, json!(rows)))
}

#[cfg(test)]
mod tests {
    use super::*;
    #[allow(unused_imports)]
    use calc_core::inputs::Inputs;
    #[allow(unused_imports)]
    use calc_core::outputs::Outputs;
    use calc_core::values::{NumberStyle, Value as In};
    use std::collections::BTreeMap;

    fn run(
        shape: &str,
        unit: &str,
        given: &[(&str, &str)],
        style: NumberStyle,
    ) -> Result<Outputs, InputError> {
        let mut values = BTreeMap::from([
            ("shape".to_string(), In::Option(shape.into())),
            ("unit".to_string(), In::Option(unit.into())),
            ("costPerArea".to_string(), In::Number(0.0)),
            ("costUnit".to_string(), In::Option("ft2".into())),
        ]);
        for (id, v) in given {
            let value = match *id {
                "costPerArea" => In::Number(v.parse().unwrap()),
                "costUnit" => In::Option(v.to_string()),
                _ => In::Text(v.to_string()),
            };
            values.insert(id.to_string(), value);
        }
        (FUNCTION.compute)(&Inputs::new(values).with_style(style))
    }

    fn en(shape: &str, given: &[(&str, &str)]) -> Outputs {
        run(shape, "ft", given, NumberStyle::En).unwrap()
    }

    fn assert_close(out: &Outputs, id: &str, want: f64) {
        let got = out.number_of(id).unwrap();
        assert!(
            (got - want).abs() <= 1e-12 * want.abs().max(1.0),
            "{id}: {got} ≠ {want}"
        );
    }

    #[test]
    fn rectangle_in_every_unit() {
        // 12 ft × 10 ft = 120 ft² = 11.1483648 m² (× 0.09290304) = 13.3 yd²
        // (÷ 9) = 120/43560 acre = 0.00275482093663911845... (Python
        // fractions: Fraction(120, 43560)); at $4.50/ft², $540.
        let out = en(
            "rectangle",
            &[("length", "12"), ("width", "10"), ("costPerArea", "4.5")],
        );
        assert_close(&out, "areaFt2", 120.0);
        assert_close(&out, "areaM2", 11.1483648);
        assert_close(&out, "areaYd2", 120.0 / 9.0);
        assert_close(&out, "acres", 0.0027548209366391185);
        assert_close(&out, "hectares", 0.00111483648);
        assert_close(&out, "totalCost", 540.0);
    }

    #[test]
    fn mixed_units_per_field() {
        // 12 ft 6 in × 3 m = 3.81 m × 3 m = 11.43 m², at R$ 80/m² R$ 914.40.
        let out = run(
            "rectangle",
            "m",
            &[
                ("length", "12 ft 6 in"),
                ("width", "3"),
                ("costPerArea", "80"),
                ("costUnit", "m2"),
            ],
            NumberStyle::PtBr,
        )
        .unwrap();
        assert_close(&out, "areaM2", 11.43);
        assert_close(&out, "totalCost", 914.4);
        // Decimal commas on Portuguese pages: 3,5 m × 2,5 m = 8.75 m².
        let out = run(
            "rectangle",
            "m",
            &[("length", "3,5"), ("width", "2,5 m")],
            NumberStyle::PtBr,
        )
        .unwrap();
        assert_close(&out, "areaM2", 8.75);
    }

    #[test]
    fn circles_triangles_trapezoids() {
        // π × (10 ft)² / 4 = 78.53981633974483 ft² (Python math.pi * 25).
        assert_close(
            &en("circle", &[("diameter", "10")]),
            "areaFt2",
            78.53981633974483,
        );
        assert_close(
            &en("triangle", &[("base", "10"), ("height", "8")]),
            "areaFt2",
            40.0,
        );
        // 3-4-5 right triangle: 6; 13-14-15: 84 (Heron, by hand).
        assert_close(
            &en(
                "triangleSides",
                &[("sideA", "3"), ("sideB", "4"), ("sideC", "5")],
            ),
            "areaFt2",
            6.0,
        );
        assert_close(
            &en(
                "triangleSides",
                &[("sideA", "15"), ("sideB", "13"), ("sideC", "14")],
            ),
            "areaFt2",
            84.0,
        );
        // (12 + 8) / 2 × 5 = 50.
        assert_close(
            &en(
                "trapezoid",
                &[("parallelA", "12"), ("parallelB", "8"), ("height", "5")],
            ),
            "areaFt2",
            50.0,
        );
        // 20 × 15 − 8 × 6 = 252.
        let l = en(
            "lShape",
            &[
                ("length", "20"),
                ("width", "15"),
                ("cutLength", "8"),
                ("cutWidth", "6"),
            ],
        );
        assert_close(&l, "areaFt2", 252.0);
    }

    #[test]
    fn a_needle_triangle_keeps_its_digits() {
        // Kahan's example: a = b = 100000, c = 0.01 (metres): area =
        // c/4 × sqrt(4a² − c²) = 499.999999999999374999... (Python decimal,
        // 40 digits). The schoolbook formula loses about half the digits here.
        let out = run(
            "triangleSides",
            "m",
            &[("sideA", "100000"), ("sideB", "100000"), ("sideC", "0.01")],
            NumberStyle::En,
        )
        .unwrap();
        let got = out.number_of("areaM2").unwrap();
        assert!((got - 499.999_999_999_999_4).abs() < 1e-13, "{got}");
    }

    #[test]
    fn bad_shapes_name_their_field() {
        let err = run(
            "triangleSides",
            "ft",
            &[("sideA", "1"), ("sideB", "2"), ("sideC", "3")],
            NumberStyle::En,
        )
        .unwrap_err();
        assert_eq!(err, InputError::new("sideC", ErrorKind::NotATriangle));
        let err = run(
            "lShape",
            "ft",
            &[
                ("length", "10"),
                ("width", "10"),
                ("cutLength", "4"),
                ("cutWidth", "10"),
            ],
            NumberStyle::En,
        )
        .unwrap_err();
        assert_eq!(
            err,
            InputError::new(
                "cutWidth",
                ErrorKind::NotLessThanInput {
                    other: "width".into()
                }
            )
        );
        let err = run(
            "rectangle",
            "ft",
            &[("length", "0"), ("width", "3")],
            NumberStyle::En,
        )
        .unwrap_err();
        assert_eq!(
            err,
            InputError::new("length", ErrorKind::NotAbove { above: 0.0 })
        );
        let err = run(
            "rectangle",
            "ft",
            &[("length", "-2 m"), ("width", "3")],
            NumberStyle::En,
        )
        .unwrap_err();
        assert_eq!(err.kind, ErrorKind::NotAbove { above: 0.0 });
        let err = run("circle", "ft", &[("diameter", "ten")], NumberStyle::En).unwrap_err();
        assert_eq!(err, InputError::new("diameter", ErrorKind::NotALength));
    }

    #[test]
    fn huge_lengths_stay_finite() {
        let big = "9".repeat(24);
        let out = run(
            "rectangle",
            "m",
            &[("length", &big), ("width", &big)],
            NumberStyle::En,
        )
        .unwrap();
        assert!(out.all_finite());
        assert_close(&out, "areaM2", 1e48);
    }

    #[test]
    fn several_areas_add_up_with_a_row_each() {
        // 16 × 14 + 12 × 11 + 40 = 224 + 132 + 40 = 396 ft²; 2 m² more is
        // 396 + 2 / 0.09290304 = 417.52782083341947 ft² (Python fractions).
        let out = en(
            "several",
            &[(
                "areas",
                "Living room: 16 ft x 14 ft\n\nBedroom: 12 x 11\nHall: 40 sq ft\n2 m²",
            )],
        );
        assert_close(&out, "areaFt2", 417.52782083341947);
        let parts = out.json_of("parts").unwrap().as_array().unwrap();
        assert_eq!(parts.len(), 4);
        assert_eq!(parts[1]["name"], "Bedroom");
        assert_eq!(parts[1]["line"], 3);
        let err = en_err("several", &[("areas", "12 x 10\nplenty")]);
        assert_eq!(
            err,
            InputError::new("areas", ErrorKind::NotAnArea { line: 2 })
        );
        let err = en_err("several", &[("areas", " \n")]);
        assert_eq!(err.kind, ErrorKind::NotAnArea { line: 1 });
    }

    fn en_err(shape: &str, given: &[(&str, &str)]) -> InputError {
        run(shape, "ft", given, NumberStyle::En).unwrap_err()
    }
}
