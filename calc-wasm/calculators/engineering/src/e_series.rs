//! Preferred resistor values: the E12, E24 and E96 series of IEC 60063:2015
//! ("Preferred number series for resistors and capacitors"), Table 1 (E24 and
//! E12: two significant digits) and Table 2 (E96: three), as published;
//! the E24/E12 values are not the rounded geometric series (2.7, 3.3, 4.7 …
//! are the historic values the standard keeps).

/// Values of one decade, each 10 ≤ v < 100 (E12, E24) or 100 ≤ v < 1000 (E96).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Series {
    pub name: &'static str,
    pub values: &'static [u16],
}

pub const E12: Series = Series {
    name: "e12",
    values: &[10, 12, 15, 18, 22, 27, 33, 39, 47, 56, 68, 82],
};

pub const E24: Series = Series {
    name: "e24",
    values: &[
        10, 11, 12, 13, 15, 16, 18, 20, 22, 24, 27, 30, 33, 36, 39, 43, 47, 51, 56, 62, 68, 75, 82,
        91,
    ],
};

pub const E96: Series = Series {
    name: "e96",
    values: &[
        100, 102, 105, 107, 110, 113, 115, 118, 121, 124, 127, 130, 133, 137, 140, 143, 147, 150,
        154, 158, 162, 165, 169, 174, 178, 182, 187, 191, 196, 200, 205, 210, 215, 221, 226, 232,
        237, 243, 249, 255, 261, 267, 274, 280, 287, 294, 301, 309, 316, 324, 332, 340, 348, 357,
        365, 374, 383, 392, 402, 412, 422, 432, 442, 453, 464, 475, 487, 499, 511, 523, 536, 549,
        562, 576, 590, 604, 619, 634, 649, 665, 681, 698, 715, 732, 750, 768, 787, 806, 825, 845,
        866, 887, 909, 931, 953, 976,
    ],
};

pub const ALL: &[Series] = &[E12, E24, E96];

pub fn by_name(name: &str) -> Option<Series> {
    ALL.iter().copied().find(|s| s.name == name)
}

impl Series {
    /// The decade's values as numbers in [1, 10).
    pub fn mantissas(&self) -> impl Iterator<Item = f64> + '_ {
        let scale = if self.values[0] >= 100 { 100.0 } else { 10.0 };
        self.values.iter().map(move |v| f64::from(*v) / scale)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_and_order() {
        assert_eq!(E12.values.len(), 12);
        assert_eq!(E24.values.len(), 24);
        assert_eq!(E96.values.len(), 96);
        for s in ALL {
            assert!(s.values.windows(2).all(|w| w[0] < w[1]), "{}", s.name);
        }
    }

    #[test]
    fn e12_is_every_other_e24_value() {
        let every_other: Vec<u16> = E24.values.iter().step_by(2).copied().collect();
        assert_eq!(every_other, E12.values);
    }

    #[test]
    fn e96_follows_its_geometric_series_within_rounding() {
        // IEC 60063: E96 values are 10^(i/96) rounded to three digits (920
        // is the one exception in E192, not in E96).
        for (i, v) in E96.values.iter().enumerate() {
            let ideal = 100.0 * 10f64.powf(i as f64 / 96.0);
            assert!(
                (f64::from(*v) - ideal).abs() <= 0.5 + 1e-9,
                "{v} vs {ideal}"
            );
        }
    }
}
