//! Exact values shown to a number of significant figures, as text in the
//! page's way of writing numbers: never a binary float, so never float
//! noise (10 m² is 0.00001 km², not 0.000009999999999999999).

use super::rational::{pow10, Ratio};
use calc_core::values::NumberStyle;
use dashu_int::UBig;

/// Plain notation from 10⁻⁶ to below 10²¹ (as JavaScript writes numbers),
/// scientific outside.
const PLAIN_FROM: i64 = -6;
const PLAIN_TO: i64 = 21;

/// |value| rounded half away from zero to `figures` significant digits:
/// (digits without trailing zeros, exponent of the first digit).
fn significant(value: &Ratio, figures: usize) -> (String, i64) {
    let (n, d) = value.magnitude();
    let len = |x: &UBig| x.to_string().len() as i64;
    // 10^(k−1) < n/d < 10^(k+1) for k = len(n) − len(d).
    let k = len(&n) - len(&d);
    let at_least = |e: i64| -> bool {
        if e >= 0 {
            n >= &d * pow10(e as usize)
        } else {
            &n * pow10(e.unsigned_abs() as usize) >= d
        }
    };
    let mut exponent = if at_least(k) { k } else { k - 1 };
    let shift = figures as i64 - 1 - exponent;
    let (num, den) = if shift >= 0 {
        (&n * pow10(shift as usize), d)
    } else {
        (n, d * pow10(shift.unsigned_abs() as usize))
    };
    let two = UBig::from(2u8);
    let mut scaled = (&two * &num + &den) / (&two * &den);
    if scaled == pow10(figures) {
        scaled = pow10(figures - 1);
        exponent += 1;
    }
    let digits = scaled.to_string();
    let digits = digits.trim_end_matches('0');
    (digits.to_string(), exponent)
}

/// `value` to `figures` significant digits in `style`: `1,609.344` in
/// English, `1.609,344` in Portuguese, `1609.344` plain (the command line);
/// `6.02214 × 10²³` outside the plain range.
pub fn show(value: &Ratio, figures: usize, style: NumberStyle) -> String {
    if value.is_zero() {
        return "0".into();
    }
    let (digits, exponent) = significant(value, figures.max(1));
    let sign = if value.is_negative() { "-" } else { "" };
    let (point, group) = match style {
        NumberStyle::Plain => (".", ""),
        NumberStyle::En => (".", ","),
        NumberStyle::PtBr => (",", "."),
    };
    if !(PLAIN_FROM..PLAIN_TO).contains(&exponent) {
        let (first, rest) = digits.split_at(1);
        let mantissa = if rest.is_empty() {
            first.to_string()
        } else {
            format!("{first}{point}{rest}")
        };
        return format!("{sign}{mantissa} × 10{}", superscript(exponent));
    }
    let (whole, fraction) = if exponent >= 0 {
        let e = exponent as usize + 1;
        if digits.len() > e {
            (digits[..e].to_string(), digits[e..].to_string())
        } else {
            (format!("{digits:0<e$}"), String::new())
        }
    } else {
        let zeros = "0".repeat(exponent.unsigned_abs() as usize - 1);
        ("0".to_string(), format!("{zeros}{digits}"))
    };
    let whole = group_thousands(&whole, group);
    if fraction.is_empty() {
        format!("{sign}{whole}")
    } else {
        format!("{sign}{whole}{point}{fraction}")
    }
}

fn group_thousands(whole: &str, group: &str) -> String {
    if group.is_empty() || whole.len() <= 3 {
        return whole.to_string();
    }
    let mut out = String::new();
    for (i, c) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i).is_multiple_of(3) {
            out.push_str(group);
        }
        out.push(c);
    }
    out
}

fn superscript(exponent: i64) -> String {
    exponent
        .to_string()
        .chars()
        .map(|c| match c {
            '-' => '⁻',
            '0' => '⁰',
            '1' => '¹',
            '2' => '²',
            '3' => '³',
            '4' => '⁴',
            '5' => '⁵',
            '6' => '⁶',
            '7' => '⁷',
            '8' => '⁸',
            _ => '⁹',
        })
        .collect()
}

/// Degrees as degrees, minutes and seconds (`12°30′45″`), the seconds to
/// `figures − 6` decimals (none below 7 figures), carried up when they
/// round to 60.
pub fn dms(degrees: &Ratio, figures: usize, style: NumberStyle) -> String {
    let decimals = figures.saturating_sub(6).min(12);
    let scale = Ratio::parse_decimal(&format!("3600E{decimals}")).expect("a decimal");
    // Whole units of 10^-decimals arcseconds, rounded half away from zero.
    let (n, d) = degrees.mul(&scale).magnitude();
    let two = UBig::from(2u8);
    let units = (&two * &n + &d) / (&two * &d);
    let per_second = pow10(decimals);
    let per_minute = &per_second * UBig::from(60u8);
    let per_degree = &per_minute * UBig::from(60u8);
    let whole_degrees = &units / &per_degree;
    let minutes = (&units % &per_degree) / &per_minute;
    let seconds = &units % &per_minute;
    let whole_seconds = &seconds / &per_second;
    let fraction = (&seconds % &per_second).to_string();
    let mut text = format!(
        "{}{}°{}′{}",
        if degrees.is_negative() && units != UBig::ZERO {
            "-"
        } else {
            ""
        },
        whole_degrees,
        minutes,
        whole_seconds
    );
    let fraction = format!("{fraction:0>decimals$}");
    let fraction = fraction.trim_end_matches('0');
    if !fraction.is_empty() {
        text.push_str(if style == NumberStyle::PtBr { "," } else { "." });
        text.push_str(fraction);
    }
    text.push('″');
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(s: &str) -> Ratio {
        Ratio::parse_decimal(s).unwrap()
    }

    #[test]
    fn exact_values_show_exactly() {
        assert_eq!(show(&r("0.00001"), 10, NumberStyle::Plain), "0.00001");
        assert_eq!(show(&r("1609.344"), 10, NumberStyle::En), "1,609.344");
        assert_eq!(show(&r("1609.344"), 10, NumberStyle::PtBr), "1.609,344");
        assert_eq!(show(&r("-40"), 10, NumberStyle::Plain), "-40");
        assert_eq!(show(&r("1000000"), 3, NumberStyle::Plain), "1000000");
        assert_eq!(show(&r("0"), 3, NumberStyle::Plain), "0");
    }

    #[test]
    fn rounding_to_significant_figures() {
        let third = r("1").div(&r("3")).unwrap();
        assert_eq!(show(&third, 4, NumberStyle::Plain), "0.3333");
        let two_thirds = r("2").div(&r("3")).unwrap();
        assert_eq!(show(&two_thirds, 4, NumberStyle::Plain), "0.6667");
        // 9.9996 to 4 figures carries into a new digit: 10.00 → "10".
        assert_eq!(show(&r("9.9996"), 4, NumberStyle::Plain), "10");
        assert_eq!(show(&r("0.125"), 2, NumberStyle::Plain), "0.13");
        assert_eq!(show(&r("-0.125"), 2, NumberStyle::Plain), "-0.13");
        assert_eq!(show(&r("123456"), 2, NumberStyle::Plain), "120000");
    }

    #[test]
    fn scientific_outside_the_plain_range() {
        assert_eq!(
            show(&r("1.602176634E-19"), 10, NumberStyle::Plain),
            "1.602176634 × 10⁻¹⁹"
        );
        assert_eq!(show(&r("1E21"), 10, NumberStyle::PtBr), "1 × 10²¹");
        assert_eq!(show(&r("0.0000001"), 10, NumberStyle::Plain), "1 × 10⁻⁷");
        assert_eq!(show(&r("0.000001"), 10, NumberStyle::Plain), "0.000001");
        assert_eq!(show(&r("2.5E-8"), 10, NumberStyle::PtBr), "2,5 × 10⁻⁸");
    }

    #[test]
    fn degrees_minutes_seconds() {
        // 12.5125° = 12° + 0.5125 × 60′ = 12° 30.75′ = 12° 30′ 45″.
        assert_eq!(dms(&r("12.5125"), 10, NumberStyle::Plain), "12°30′45″");
        assert_eq!(dms(&r("-0.5"), 10, NumberStyle::Plain), "-0°30′0″");
        // 1/3 600 000 ° = 0.001″, shown at 10 figures (4 decimals).
        let tiny = r("1").div(&r("3600000")).unwrap();
        assert_eq!(dms(&tiny, 10, NumberStyle::PtBr), "0°0′0,001″");
        // 59.99999″ rounds up at 7 figures (one decimal) and carries: 1′.
        assert_eq!(
            dms(
                &r("59.99999").div(&r("3600")).unwrap(),
                7,
                NumberStyle::Plain
            ),
            "0°1′0″"
        );
    }
}
