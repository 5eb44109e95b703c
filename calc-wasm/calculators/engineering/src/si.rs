//! A value as a short text with an SI prefix (`4.7 kΩ`, `500 mA`): the
//! result line, written in the page's decimal mark.

use calc_core::values::NumberStyle;

const PREFIXES: &[(i32, &str)] = &[
    (-12, "p"),
    (-9, "n"),
    (-6, "µ"),
    (-3, "m"),
    (0, ""),
    (3, "k"),
    (6, "M"),
    (9, "G"),
];

/// Significant digits shown: enough for any E96 value or 1 % tolerance.
const SIGNIFICANT: i32 = 4;

/// `value` rounded to four significant digits with the prefix that puts
/// one to three digits before the point, and `unit` after it.
pub fn si_text(value: f64, unit: &str, style: NumberStyle) -> String {
    if value == 0.0 || !value.is_finite() {
        return format!("0 {unit}");
    }
    let magnitude = value.abs().log10().floor() as i32;
    let mut power = (magnitude.div_euclid(3) * 3).clamp(-12, 9);
    let mut number = rounded(value / 10f64.powi(power));
    // 999.96 rounds to 1000: one prefix up.
    let whole_digits = number
        .trim_start_matches('-')
        .split('.')
        .next()
        .map_or(0, str::len);
    if whole_digits > 3 && power < 9 {
        power += 3;
        number = rounded(value / 10f64.powi(power));
    }
    if style == NumberStyle::PtBr {
        number = number.replace('.', ",");
    }
    let prefix = PREFIXES
        .iter()
        .find(|(p, _)| *p == power)
        .map_or("", |(_, s)| s);
    format!("{number} {prefix}{unit}")
}

/// Four significant digits, trailing zeros dropped.
fn rounded(x: f64) -> String {
    let magnitude = x.abs().log10().floor() as i32;
    let decimals = (SIGNIFICANT - 1 - magnitude).max(0) as usize;
    let text = format!("{x:.decimals$}");
    if text.contains('.') {
        text.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        text
    }
}

/// A plain number with at most `decimals` decimals, trailing zeros dropped.
pub fn plain_text(x: f64, decimals: usize, style: NumberStyle) -> String {
    let text = format!("{x:.decimals$}");
    let text = if text.contains('.') {
        text.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        text
    };
    let text = if text == "-0" { "0".to_string() } else { text };
    if style == NumberStyle::PtBr {
        text.replace('.', ",")
    } else {
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prefixes() {
        let en = |v| si_text(v, "Ω", NumberStyle::En);
        assert_eq!(en(4700.0), "4.7 kΩ");
        assert_eq!(en(24.0), "24 Ω");
        assert_eq!(en(0.5), "500 mΩ");
        assert_eq!(en(1e6), "1 MΩ");
        assert_eq!(en(100e-9), "100 nΩ");
        assert_eq!(en(2.2e-6), "2.2 µΩ");
        assert_eq!(en(15e-12), "15 pΩ");
        assert_eq!(en(59.976_798), "59.98 Ω");
        assert_eq!(en(999.96), "1 kΩ");
        assert_eq!(en(-3300.0), "-3.3 kΩ");
        assert_eq!(en(4.7e12), "4700 GΩ");
        assert_eq!(en(0.0), "0 Ω");
        assert_eq!(
            si_text(3.836_734_693_877_551, "V", NumberStyle::PtBr),
            "3,837 V"
        );
    }

    #[test]
    fn plain() {
        assert_eq!(
            plain_text(3.010_299_956_639_812, 4, NumberStyle::En),
            "3.0103"
        );
        assert_eq!(plain_text(2.0, 4, NumberStyle::PtBr), "2");
        assert_eq!(plain_text(-0.00001, 4, NumberStyle::En), "0");
        assert_eq!(plain_text(0.5, 4, NumberStyle::PtBr), "0,5");
    }
}
