//! Conversions against NIST SP 811 (2008) Appendix B.8 factors, written
//! here as literals with their entry, independently of content/units.yaml.

use super::*;
use calc_core::inputs::Inputs;
use calc_core::outputs::Outputs;
use calc_core::values::{NumberStyle, Value};
use std::collections::BTreeMap;

fn run_in(
    language: &str,
    value: f64,
    from: &str,
    to: &str,
    figures: f64,
) -> Result<Outputs, InputError> {
    let values = BTreeMap::from([
        ("value".to_string(), Value::Number(value)),
        ("from".to_string(), Value::Text(from.into())),
        ("to".to_string(), Value::Text(to.into())),
        ("figures".to_string(), Value::Number(figures)),
    ]);
    let function = if language == "pt-BR" {
        FUNCTION_BR
    } else {
        FUNCTION
    };
    (function.compute)(&Inputs::new(values))
}

/// The result in `to` on English pages, to 30 significant figures.
fn convert(value: f64, from: &str, to: &str) -> String {
    let out = run_in("en", value, from, to, 30.0).unwrap();
    out.text_of("result").unwrap().to_string()
}

fn row(out: &Outputs, symbol: &str) -> String {
    let rows = out.json_of("conversions").unwrap().as_array().unwrap();
    let row = rows.iter().find(|r| r["symbol"] == symbol).unwrap();
    row["value"].as_str().unwrap().to_string()
}

#[test]
fn length_and_area_are_exact() {
    // B.8: mile (based on international foot) = 1.609 344 E+03 m exactly.
    assert_eq!(convert(1.0, "mi", "km"), "1.609344 km");
    // B.8: foot = 3.048 E-01 m exactly; inch = 2.54 E-02 m exactly.
    assert_eq!(convert(1.0, "ft", "m"), "0.3048 m");
    assert_eq!(convert(1.0, "in", "cm"), "2.54 cm");
    assert_eq!(convert(1.0, "ft", "in"), "12 in");
    // B.8: mile, nautical = 1.852 E+03 m exactly.
    assert_eq!(convert(1.0, "nmi", "m"), "1,852 m");
    // 10 m² in km² is 10 / 10^6 = 0.00001 exactly, never 0.000009999999999999999.
    assert_eq!(convert(10.0, "m²", "km²"), "0.00001 km²");
    assert_eq!(convert(10.0, "m2", "square kilometers"), "0.00001 km²");
    // B.8: square foot = 9.290 304 E-02 m² exactly.
    assert_eq!(convert(1.0, "ft²", "m²"), "0.09290304 m²");
    // 640 acres to the square mile.
    assert_eq!(convert(1.0, "mi²", "acre"), "640 ac");
}

#[test]
fn mass_volume_and_cooking() {
    // B.8: pound (avoirdupois) = 4.535 923 7 E-01 kg exactly.
    assert_eq!(convert(1.0, "lb", "kg"), "0.45359237 kg");
    assert_eq!(convert(1.0, "lb", "oz"), "16 oz");
    // B.8: gallon (U.S.) = 3.785 411 784 E-03 m³ exactly.
    assert_eq!(convert(1.0, "gal", "L"), "3.785411784 L");
    // B.8: gallon [Canadian and U.K. (Imperial)] = 4.546 09 E-03 m³ exactly.
    assert_eq!(convert(1.0, "gal (UK)", "L"), "4.54609 L");
    // 1 U.S. cup = 16 tbsp = 48 tsp = 8 fl oz (NIST Handbook 44 appendix C);
    // B.8: cup (U.S.) = 2.365 882 365 E-04 m³ = 236.5882365 mL.
    assert_eq!(convert(1.0, "cup", "tbsp"), "16 tbsp");
    assert_eq!(convert(1.0, "cup", "tsp"), "48 tsp");
    assert_eq!(convert(1.0, "cup", "fl oz"), "8 fl oz");
    assert_eq!(convert(1.0, "cup", "ml"), "236.5882365 mL");
    assert_eq!(convert(1.0, "cup (metric)", "ml"), "250 mL");
}

#[test]
fn kitchen_measures_are_volumes() {
    // One volume category: spoons and cups convert to litres and gallons.
    // 1 tbsp = 3.785411784 L / 256 = 14.78676478125 mL exactly (pint 0.25:
    // 14.786764781249996, the same value through doubles).
    assert_eq!(convert(1.0, "tbsp", "mL"), "14.78676478125 mL");
    // SP 811 B.8: cup (U.S.) = 2.365 882 365 E-04 m³ = 0.2365882365 L (pint 0.25).
    assert_eq!(convert(1.0, "cup", "L"), "0.2365882365 L");
    // 1 U.S. gallon = 16 cups (NIST Handbook 44 appendix C; pint 0.25: 16.0).
    assert_eq!(convert(1.0, "gal", "cup"), "16 cup");
    // The error lists volume units, not a kitchen-only pair.
    let err = run_in("en", 1.0, "tbsp", "kg", 10.0).unwrap_err();
    match err.kind {
        ErrorKind::UnknownOption { options } => {
            assert!(options.contains(&"L".to_string()), "{options:?}");
            assert!(!options.contains(&"ml".to_string()), "{options:?}");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn temperature_is_affine() {
    // B.8: T/K = t/°C + 273.15; T/K = (t/°F + 459.67)/1.8.
    let out = run_in("en", 0.0, "°C", "°F", 10.0).unwrap();
    assert_eq!(out.text_of("result"), Some("32 °F"));
    assert_eq!(row(&out, "K"), "273.15");
    assert_eq!(convert(-40.0, "C", "F"), "-40 °F");
    assert_eq!(convert(-40.0, "°F", "°C"), "-40 °C");
    assert_eq!(convert(212.0, "fahrenheit", "celsius"), "100 °C");
    assert_eq!(convert(0.0, "K", "°R"), "0 °R");
    // 98.6 °F = 37 °C exactly.
    assert_eq!(convert(98.6, "°F", "°C"), "37 °C");
}

#[test]
fn nothing_is_colder_than_absolute_zero() {
    // 0 K = −273.15 °C = −459.67 °F = 0 °R (B.8, as above): the floor is
    // stated in the unit the value was typed in.
    for (value, from, floor) in [
        (-500.0, "K", 0.0),
        (-273.16, "°C", -273.15),
        (-459.68, "°F", -459.67),
        (-0.01, "°R", 0.0),
    ] {
        let err = run_in("en", value, from, "°C", 10.0).unwrap_err();
        assert_eq!(err.input, "value", "{value} {from}");
        match err.kind {
            ErrorKind::BelowMin { min } => assert!((min - floor).abs() < 1e-9, "{from}: {min}"),
            other => panic!("{value} {from}: {other:?}"),
        }
    }
    // Absolute zero itself converts.
    assert_eq!(convert(-273.15, "°C", "K"), "0 K");
    assert_eq!(convert(-459.67, "°F", "°C"), "-273.15 °C");
    // Only temperatures have a floor: a negative length is a direction.
    assert_eq!(convert(-500.0, "m", "km"), "-0.5 km");
}

#[test]
fn fuel_economy_is_an_inverse() {
    // 1 US mpg = 1.609344 km / 3.785411784 L = 0.425143707... km/L, so
    // 100 / 0.425143707... = 235.214583... L/100 km (Python fractions:
    // Fraction(100) * Fraction('3.785411784') / Fraction('1.609344')).
    let out = run_in("en", 1.0, "mpg (US)", "L/100 km", 12.0).unwrap();
    assert_eq!(out.text_of("result"), Some("235.214583333 L/100 km"));
    // Fraction('3.785411784') * 100 / Fraction('1.609344') is exactly
    // 235.2145833...: 30 figures show the repeating 3s.
    assert_eq!(
        convert(1.0, "mpg", "L/100km"),
        "235.214583333333333333333333333 L/100 km"
    );
    // Round trip: 10 L/100 km is 23.5214583... US mpg and back.
    assert_eq!(convert(10.0, "L/100 km", "km/L"), "10 km/L");
    assert_eq!(
        run_in("en", 0.0, "L/100 km", "mpg", 10.0).unwrap_err(),
        InputError::new("value", ErrorKind::MustNotBeZero)
    );
    assert_eq!(
        run_in("en", 0.0, "mpg", "L/100 km", 10.0).unwrap_err(),
        InputError::new("value", ErrorKind::MustNotBeZero)
    );
}

#[test]
fn data_si_and_binary_prefixes() {
    // IEC 80000-13: kB = 1000 B, KiB = 1024 B.
    assert_eq!(convert(1.0, "KiB", "kB"), "1.024 kB");
    assert_eq!(convert(1.0, "kB", "B"), "1,000 B");
    assert_eq!(convert(1.0, "GiB", "GB"), "1.073741824 GB");
    assert_eq!(convert(1.0, "B", "bit"), "8 bit");
}

#[test]
fn speed_energy_pressure_power() {
    // B.8: mile per hour = 4.4704 E-01 m/s exactly.
    assert_eq!(convert(1.0, "mph", "m/s"), "0.44704 m/s");
    assert_eq!(convert(36.0, "km/h", "m/s"), "10 m/s");
    // B.8: calorie (thermochemical) = 4.184 J exactly; kilowatt hour = 3.6 E+06 J.
    assert_eq!(convert(1.0, "kcal", "J"), "4,184 J");
    assert_eq!(convert(1.0, "kWh", "kJ"), "3,600 kJ");
}

#[test]
fn pressure_power_and_angles() {
    // B.8: atmosphere, standard = 1.013 25 E+05 Pa exactly; bar = 1.0 E+05 Pa.
    assert_eq!(convert(1.0, "atm", "kPa"), "101.325 kPa");
    assert_eq!(convert(1.0, "atm", "Torr"), "760 Torr");
    // psi = 0.45359237 × 9.80665 / 0.00064516 Pa = 6894.757293168361... Pa
    // (Python: Fraction('0.45359237') * Fraction('9.80665') / Fraction('0.00064516')).
    let out = run_in("en", 1.0, "psi", "Pa", 16.0).unwrap();
    assert_eq!(out.text_of("result"), Some("6,894.757293168361 Pa"));
    // B.8 rounds it to 6.894 757 E+03 Pa.
    let out = run_in("en", 1.0, "psi", "Pa", 7.0).unwrap();
    assert_eq!(out.text_of("result"), Some("6,894.757 Pa"));
    // B.8: horsepower (550 ft·lbf/s) = 7.456 999 E+02 W (rounded there).
    let out = run_in("en", 1.0, "hp", "W", 7.0).unwrap();
    assert_eq!(out.text_of("result"), Some("745.6999 W"));
    // 12.5125° = 12°30′45″.
    assert_eq!(convert(12.5125, "deg", "dms"), "12°30′45″");
    // π rad = 180°; 1 rad = 57.295 779 513 082 320 876 798… ° (mpmath, 30 digits).
    assert_eq!(
        convert(1.0, "rad", "°"),
        "57.2957795130823208767981548141 °"
    );
    assert_eq!(convert(1.0, "turn", "gon"), "400 gon");
}

#[test]
fn brazilian_units_on_portuguese_pages_only() {
    let out = run_in("pt-BR", 1.0, "alqueire paulista", "ha", 10.0).unwrap();
    assert_eq!(out.text_of("result"), Some("2,42 ha"));
    assert_eq!(row(&out, "alq. mineiro"), "0,5");
    assert_eq!(row(&out, "alq. do Norte"), "0,25");
    assert_eq!(out.text_of("category"), Some("Área"));
    let out = run_in("pt-BR", 2.0, "arroba", "quilograma", 10.0).unwrap();
    assert_eq!(out.text_of("result"), Some("30 kg"));
    assert!(run_in("en", 1.0, "arroba", "kg", 10.0).is_err());
}

#[test]
fn units_are_found_by_symbol_or_name() {
    assert_eq!(convert(1.0, "quilograma", "g"), "1,000 g");
    assert_eq!(convert(1.0, "Kilograms", "g"), "1,000 g");
    assert_eq!(convert(1.0, "pés", "polegadas"), "12 in");
    assert_eq!(convert(1.0, "metros quadrados", "cm2"), "10,000 cm²");
    // Case matters only for an exact symbol: MB is a megabyte, mb not a millibit.
    assert_eq!(convert(1.0, "MB", "kB"), "1,000 kB");
    assert_eq!(convert(1.0, "B", "b"), "8 bit");
    assert_eq!(convert(1.0, "L", "mL"), "1,000 mL");
}

#[test]
fn unknown_and_mismatched_units_are_named() {
    let err = run_in("en", 1.0, "kpascal", "Pa", 10.0).unwrap_err();
    assert_eq!(err.input, "from");
    let err = run_in("en", 1.0, "Pa", "kg", 10.0).unwrap_err();
    assert_eq!(err.input, "to");
    match err.kind {
        ErrorKind::UnknownOption { options } => assert!(options.contains(&"kPa".to_string())),
        other => panic!("{other:?}"),
    }
    let long = "m".repeat(500);
    assert!(run_in("en", 1.0, &long, "Pa", 10.0).is_err());
}

#[test]
fn numbers_are_written_the_pages_way_whatever_the_input_style() {
    let values = BTreeMap::from([
        ("value".to_string(), Value::Number(1.0)),
        ("from".to_string(), Value::Text("mi".into())),
        ("to".to_string(), Value::Text("m".into())),
        ("figures".to_string(), Value::Number(10.0)),
    ]);
    let out = (FUNCTION_BR.compute)(&Inputs::new(values).with_style(NumberStyle::Plain)).unwrap();
    assert_eq!(out.text_of("result"), Some("1.609,344 m"));
    assert_eq!(out.text_of("given"), Some("1 mi"));
}
