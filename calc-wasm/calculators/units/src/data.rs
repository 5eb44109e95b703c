//! content/units.yaml as Rust statics, written by build.rs after checking
//! the file, so the WebAssembly needs no YAML parser.

use super::rational::Ratio;

pub struct CategoryData {
    pub id: &'static str,
    /// (language, name).
    pub names: &'static [(&'static str, &'static str)],
    /// The lowest quantity there is, a decimal in the base unit (absolute
    /// zero for temperatures).
    pub lowest: Option<&'static str>,
    pub units: &'static [UnitData],
}

pub struct UnitData {
    pub id: &'static str,
    pub symbol: &'static str,
    pub names: &'static [(&'static str, &'static str)],
    pub aliases: &'static [&'static str],
    /// (divide, decimal or `pi`), multiplied from 1 in order.
    pub factor: &'static [(bool, &'static str)],
    pub offset: Option<&'static str>,
    pub inverse: bool,
    /// Shown as degrees, minutes and seconds (the value is in degrees).
    pub dms: bool,
    pub markets: &'static [&'static str],
}

include!(concat!(env!("OUT_DIR"), "/units.rs"));

/// The name in `language`, else the first given.
pub fn name_in(names: &'static [(&'static str, &'static str)], language: &str) -> &'static str {
    names
        .iter()
        .find(|(l, _)| *l == language)
        .or(names.first())
        .map_or("", |(_, n)| n)
}

impl UnitData {
    /// How many base units one of this unit is, exactly.
    pub fn factor(&self) -> Ratio {
        self.factor
            .iter()
            .fold(Ratio::one(), |acc, (divide, text)| {
                let term = if *text == "pi" {
                    Ratio::pi()
                } else {
                    Ratio::parse_decimal(text).expect("build.rs checked every factor")
                };
                if *divide {
                    acc.div(&term).expect("build.rs rejects a zero factor")
                } else {
                    acc.mul(&term)
                }
            })
    }

    pub fn offset(&self) -> Option<Ratio> {
        self.offset
            .map(|o| Ratio::parse_decimal(o).expect("build.rs checked every offset"))
    }

    /// Listed on `language`'s pages: every unit without markets, and those
    /// whose markets name it.
    pub fn listed_in(&self, language: &str) -> bool {
        self.markets.is_empty() || self.markets.contains(&language)
    }
}
