//! The resistor colour code of IEC 60062:2016 ("Marking codes for resistors
//! and capacitors"), both ways. 3 bands: two digits and a multiplier, ±20 %;
//! 4 bands: two digits, multiplier, tolerance; 5 bands: three digits,
//! multiplier, tolerance; 6 bands: as 5, then the temperature coefficient.

/// A colour's meaning in each kind of band (IEC 60062:2016, colour code
/// tables): digit, multiplier as a power of ten, tolerance in %,
/// temperature coefficient in 10⁻⁶/K.
pub struct Colour {
    pub id: &'static str,
    pub digit: Option<u8>,
    pub power: Option<i32>,
    pub tolerance: Option<f64>,
    pub tempco: Option<u16>,
}

const fn colour(
    id: &'static str,
    digit: Option<u8>,
    power: Option<i32>,
    tolerance: Option<f64>,
    tempco: Option<u16>,
) -> Colour {
    Colour {
        id,
        digit,
        power,
        tolerance,
        tempco,
    }
}

pub const COLOURS: &[Colour] = &[
    colour("black", Some(0), Some(0), None, Some(250)),
    colour("brown", Some(1), Some(1), Some(1.0), Some(100)),
    colour("red", Some(2), Some(2), Some(2.0), Some(50)),
    colour("orange", Some(3), Some(3), Some(0.05), Some(15)),
    colour("yellow", Some(4), Some(4), Some(0.02), Some(25)),
    colour("green", Some(5), Some(5), Some(0.5), Some(20)),
    colour("blue", Some(6), Some(6), Some(0.25), Some(10)),
    colour("violet", Some(7), Some(7), Some(0.1), Some(5)),
    colour("grey", Some(8), Some(8), Some(0.01), Some(1)),
    colour("white", Some(9), Some(9), None, None),
    colour("gold", None, Some(-1), Some(5.0), None),
    colour("silver", None, Some(-2), Some(10.0), None),
    colour("none", None, None, Some(20.0), None),
];

pub fn find(id: &str) -> Option<&'static Colour> {
    COLOURS.iter().find(|c| c.id == id)
}

/// What a set of bands says.
#[derive(Debug, Clone, PartialEq)]
pub struct Reading {
    pub ohms: f64,
    pub tolerance: f64,
    pub tempco: Option<u16>,
}

/// Significant digits for a band count (3 and 4 bands: 2; 5 and 6: 3).
pub fn digits_for(bands: u8) -> usize {
    if bands >= 5 {
        3
    } else {
        2
    }
}

/// Reads digit colours, a multiplier, a tolerance (None for 3 bands: ±20 %)
/// and a temperature coefficient. `Err(i)` names the first band (0-based in
/// that order: digits, multiplier, tolerance, tempco) whose colour cannot
/// stand there.
pub fn read(
    digits: &[&str],
    multiplier: &str,
    tolerance: Option<&str>,
    tempco: Option<&str>,
) -> Result<Reading, usize> {
    let mut mantissa = 0u64;
    for (i, d) in digits.iter().enumerate() {
        mantissa = mantissa * 10 + u64::from(find(d).and_then(|c| c.digit).ok_or(i)?);
    }
    let n = digits.len();
    let power = find(multiplier).and_then(|c| c.power).ok_or(n)?;
    let tolerance = match tolerance {
        None => 20.0,
        Some(t) => find(t).and_then(|c| c.tolerance).ok_or(n + 1)?,
    };
    let tempco = match tempco {
        None => None,
        Some(t) => Some(find(t).and_then(|c| c.tempco).ok_or(n + 2)?),
    };
    Ok(Reading {
        ohms: scaled(mantissa, power),
        tolerance,
        tempco,
    })
}

/// `mantissa × 10^power` as the double nearest the decimal (47 × 10⁻¹ is
/// 4.7, not 4.7000000000000002).
pub fn scaled(mantissa: u64, power: i32) -> f64 {
    calc_core::values::parse_number(
        &format!("{mantissa}e{power}"),
        calc_core::values::NumberStyle::Plain,
    )
    .unwrap_or(f64::NAN)
}

/// Why a value has no colour code.
#[derive(Debug, Clone, PartialEq)]
pub enum Unmarkable {
    /// It needs more significant digits than the bands carry.
    TooManyDigits { digits: usize },
    /// Below the smallest or above the largest value the bands can show.
    OutOfRange { min: f64, max: f64 },
}

/// The digit colours and multiplier colour of `ohms` with `digits`
/// significant digits.
pub fn encode(ohms: f64, digits: usize) -> Result<(Vec<&'static str>, &'static str), Unmarkable> {
    let top = 10u64.pow(digits as u32) - 1;
    // Smallest: 0.01 Ω (digits 0…01, silver); largest: all nines × 10⁹.
    let (min, max) = (scaled(1, -2), scaled(top, 9));
    if !(ohms >= min && ohms <= max) {
        return Err(Unmarkable::OutOfRange { min, max });
    }
    // The power that puts `digits` digits before the point, but not below
    // silver's 10⁻²: 0.47 Ω in four bands is 4, 7, silver (leading digits
    // may be black there).
    let magnitude = ohms.log10().floor() as i32;
    let mut power = (magnitude + 1 - digits as i32).max(-2);
    let mut mantissa = (ohms / 10f64.powi(power)).round() as u64;
    if mantissa > top {
        power += 1;
        mantissa = (ohms / 10f64.powi(power)).round() as u64;
    }
    if power > 9 || !close(scaled(mantissa, power), ohms) {
        return Err(Unmarkable::TooManyDigits { digits });
    }
    let text = format!("{mantissa:0digits$}");
    let colours = text
        .bytes()
        .map(|b| COLOURS[usize::from(b - b'0')].id)
        .collect();
    let multiplier = COLOURS
        .iter()
        .find(|c| c.power == Some(power))
        .map_or("black", |c| c.id);
    Ok((colours, multiplier))
}

/// Equal to a part in 10¹²: the value typed and the one the bands give are
/// the same decimal, rounded to doubles by different routes.
fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-12 * b.abs()
}

/// The tolerance colour for ± `percent`, if the code has one.
pub fn tolerance_colour(percent: f64) -> Option<&'static str> {
    COLOURS
        .iter()
        .find(|c| c.tolerance == Some(percent))
        .map(|c| c.id)
}

#[cfg(test)]
mod tests {
    use super::*;

    // Worked examples of the colour code (the code itself: IEC 60062:2016;
    // the same examples appear in manufacturers' colour-code charts such as
    // Vishay's "Color Code for Resistors" and Yageo's leaded-resistor data).
    #[test]
    fn four_bands_yellow_violet_red_gold_is_4k7_5_percent() {
        let r = read(&["yellow", "violet"], "red", Some("gold"), None).unwrap();
        assert_eq!(
            r,
            Reading {
                ohms: 4700.0,
                tolerance: 5.0,
                tempco: None
            }
        );
    }

    #[test]
    fn five_bands_brown_black_black_red_brown_is_10k_1_percent() {
        let r = read(&["brown", "black", "black"], "red", Some("brown"), None).unwrap();
        assert_eq!(
            r,
            Reading {
                ohms: 10_000.0,
                tolerance: 1.0,
                tempco: None
            }
        );
    }

    /// Worked examples of the MRS16 and MRS25 metal-film series (Philips,
    /// now Vishay BCcomponents) as tabulated at tkb-4u.com/code/resist:
    /// 47 kΩ ±1 % yellow-violet-black-red-brown; 390 kΩ ±1 % orange-white-
    /// black-orange-brown-red, the red sixth band 50 ppm/K (IEC 60062).
    #[test]
    fn metal_film_worked_examples() {
        let r = read(&["yellow", "violet", "black"], "red", Some("brown"), None).unwrap();
        assert_eq!((r.ohms, r.tolerance), (47_000.0, 1.0));
        let r = read(
            &["orange", "white", "black"],
            "orange",
            Some("brown"),
            Some("red"),
        )
        .unwrap();
        assert_eq!(
            r,
            Reading {
                ohms: 390_000.0,
                tolerance: 1.0,
                tempco: Some(50)
            }
        );
        assert_eq!(
            encode(390_000.0, 3),
            Ok((vec!["orange", "white", "black"], "orange"))
        );
    }

    #[test]
    fn six_bands_add_the_temperature_coefficient() {
        // orange-orange-black-brown-brown-red: 330 × 10 = 3.3 kΩ, ±1 %, 50 ppm/K.
        let r = read(
            &["orange", "orange", "black"],
            "brown",
            Some("brown"),
            Some("red"),
        )
        .unwrap();
        assert_eq!(
            r,
            Reading {
                ohms: 3300.0,
                tolerance: 1.0,
                tempco: Some(50)
            }
        );
        let r = read(
            &["brown", "black", "black"],
            "brown",
            Some("red"),
            Some("brown"),
        )
        .unwrap();
        assert_eq!(r.tempco, Some(100));
    }

    #[test]
    fn three_bands_are_20_percent_and_fractional_multipliers() {
        let r = read(&["brown", "black"], "brown", None, None).unwrap();
        assert_eq!((r.ohms, r.tolerance), (100.0, 20.0));
        // 4.7 Ω: yellow, violet, gold (×0.1); 0.22 Ω: red, red, silver.
        assert_eq!(
            read(&["yellow", "violet"], "gold", None, None)
                .unwrap()
                .ohms,
            4.7
        );
        assert_eq!(
            read(&["red", "red"], "silver", None, None).unwrap().ohms,
            0.22
        );
    }

    #[test]
    fn colours_that_cannot_stand_in_a_band() {
        assert_eq!(read(&["gold", "violet"], "red", None, None), Err(0));
        assert_eq!(read(&["red", "red"], "none", None, None), Err(2));
        assert_eq!(read(&["red", "red"], "red", Some("white"), None), Err(3));
        assert_eq!(
            read(&["red", "red", "red"], "red", Some("red"), Some("gold")),
            Err(5)
        );
    }

    #[test]
    fn value_to_colours() {
        assert_eq!(encode(4700.0, 2), Ok((vec!["yellow", "violet"], "red")));
        assert_eq!(
            encode(10_000.0, 3),
            Ok((vec!["brown", "black", "black"], "red"))
        );
        assert_eq!(encode(4.7, 2), Ok((vec!["yellow", "violet"], "gold")));
        assert_eq!(encode(0.22, 2), Ok((vec!["red", "red"], "silver")));
        assert_eq!(encode(0.05, 2), Ok((vec!["black", "green"], "silver")));
        assert_eq!(encode(1e6, 2), Ok((vec!["brown", "black"], "green")));
        assert_eq!(
            encode(100.0, 3),
            Ok((vec!["brown", "black", "black"], "black"))
        );
        assert_eq!(
            encode(249.0, 3),
            Ok((vec!["red", "yellow", "white"], "black"))
        );
        assert_eq!(encode(99e9, 2), Ok((vec!["white", "white"], "white")));
        // Rounding up past the top digit moves to the next power.
        assert_eq!(
            encode(9.99, 3),
            Ok((vec!["white", "white", "white"], "silver"))
        );
    }

    #[test]
    fn values_the_bands_cannot_show() {
        assert_eq!(
            encode(4750.0, 2),
            Err(Unmarkable::TooManyDigits { digits: 2 })
        );
        assert_eq!(
            encode(0.001, 2).unwrap_err(),
            Unmarkable::OutOfRange {
                min: 0.01,
                max: 99e9
            }
        );
        assert!(matches!(
            encode(1e12, 3),
            Err(Unmarkable::OutOfRange { .. })
        ));
        assert_eq!(
            encode(0.015, 2),
            Err(Unmarkable::TooManyDigits { digits: 2 })
        );
    }

    #[test]
    fn every_code_reads_back_to_its_value() {
        for digits in [2, 3] {
            for m in 1..10u64.pow(digits as u32) {
                for power in -2..=9 {
                    let ohms = scaled(m, power);
                    let (colours, mult) = encode(ohms, digits).unwrap();
                    let back = read(&colours, mult, None, None).unwrap().ohms;
                    assert_eq!(back, ohms, "{m}e{power}");
                }
            }
        }
    }

    #[test]
    fn tolerance_colours() {
        assert_eq!(tolerance_colour(5.0), Some("gold"));
        assert_eq!(tolerance_colour(0.05), Some("orange"));
        assert_eq!(tolerance_colour(3.0), None);
    }
}
