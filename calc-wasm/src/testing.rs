//! The real content's specs, for calc-wasm's tests and the fuzz targets:
//! each calculator is read from content/calculators/<id>.yaml and validated
//! as the generator validates it, so tests start from the declared inputs
//! and defaults and never from a copy. Loaded once per calculator.

use crate::{content::Registry, CalcSpec};
use content_model::Calculator;
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::{Mutex, OnceLock};
use time::Date;

/// The repository root: the content sits next to calc-wasm.
fn root() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
}

/// Calculator `id`, validated; panics with the content errors otherwise
/// (a test cannot run on broken content).
pub fn calculator(id: &str) -> &'static Calculator {
    static LOADED: OnceLock<Mutex<BTreeMap<String, &'static Calculator>>> = OnceLock::new();
    let mut loaded = LOADED
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    if let Some(calc) = loaded.get(id) {
        return calc;
    }
    let calc = content_model::calculator::load(root(), id, &Registry)
        .unwrap_or_else(|e| panic!("content of calculator '{id}':\n{e}"));
    let calc: &'static Calculator = Box::leak(Box::new(calc));
    loaded.insert(id.to_string(), calc);
    calc
}

/// The spec of calculator `id` with its plain defaults (as `calcula eval`
/// sees it).
pub fn spec(id: &str) -> CalcSpec {
    calculator(id).base.spec(None)
}

/// The spec `lang`'s pages use: that language's market and defaults.
pub fn spec_for(id: &str, lang: &str) -> CalcSpec {
    calculator(id).spec(lang)
}

/// Every calculator's id: the YAML files in content/calculators, as the
/// generator finds them (never a list kept by hand).
pub fn ids() -> Vec<String> {
    content_model::calculator::list_ids(root())
}

/// A number input of a test's own spec: at least 0, with `default`.
pub fn number_input(id: &str, default: &str) -> crate::InputSpec {
    crate::InputSpec {
        id: id.into(),
        kind: crate::InputKind::Number {
            min: Some(0.0),
            max: None,
            above: None,
            below: None,
            integer: false,
        },
        default: default.into(),
        when: None,
    }
}

/// A test's `YYYY-MM-DD` literal as a date; panics on a typo.
pub fn date(s: &str) -> Date {
    crate::values::parse_date(s).unwrap_or_else(|| panic!("test date {s}"))
}

/// A value of a number input other than `x0`, inside its limits and not
/// far from it (a solve's target is the output there): None for an input
/// that is not a number or has no other value near `x0`.
pub fn another_value(kind: &crate::InputKind, x0: f64) -> Option<f64> {
    let crate::InputKind::Number {
        min,
        max,
        above,
        below,
        integer,
    } = *kind
    else {
        return None;
    };
    let lo = min.or(above).unwrap_or(x0 - 10.0);
    let hi = max.or(below).unwrap_or(x0 + 10.0);
    let mut x1 = if x0 + 1.0 < hi {
        x0 + (hi - x0).min(x0.abs().max(1.0)) * 0.37
    } else {
        lo + (x0 - lo) * 0.63
    };
    if integer {
        x1 = x1.round();
    }
    let outside = x1 <= lo && above.is_some() || x1 >= hi && below.is_some();
    (x1 != x0 && !outside).then_some(x1)
}

#[cfg(test)]
mod tests {
    //! Markets state only what differs (CONTENT.md, "Markets"): checked on
    //! the real content.
    use super::*;
    use content_model::raw::{Format, Unit};

    #[test]
    fn brazilian_loan_pages_have_their_own_functions() {
        assert_eq!(spec_for("mortgage", "pt-BR").function, "mortgage-br");
        assert_eq!(
            spec_for("amortization", "pt-BR").function,
            "amortization-br"
        );
        assert_eq!(spec_for("amortization", "en").function, "amortization");
    }

    #[test]
    fn a_market_changes_fields_by_id_and_removes_entries() {
        let grade = calculator("grade");
        let (en, pt) = (grade.def("en"), grade.def("pt-BR"));
        let final_weight = |d: &content_model::model::Definition| {
            d.inputs
                .iter()
                .find(|i| i.spec.id == "finalWeight")
                .map(|i| i.spec.clone())
                .unwrap()
        };
        let (main, market) = (final_weight(en), final_weight(pt));
        assert_eq!(
            (main.default.as_str(), market.default.as_str()),
            ("25", "40")
        );
        // Fields the market does not give are the main entry's.
        assert_eq!(main.kind, market.kind);
        let ids = |d: &content_model::model::Definition| -> Vec<String> {
            d.outputs.iter().map(|o| o.id.clone()).collect()
        };
        assert!(ids(en).contains(&"letter".to_string()));
        // The market's own output comes after the main entry's.
        assert_eq!(
            ids(pt),
            ["currentGrade", "totalWeight", "requiredFinal", "standing"]
        );
    }

    #[test]
    fn a_market_can_change_one_field_of_an_output() {
        // Square footage's Portuguese pages lead with square metres: the
        // market changes only which output is the main one.
        let sq = calculator("square-footage");
        let (en, pt) = (sq.def("en"), sq.def("pt-BR"));
        assert_eq!(en.function, pt.function);
        let output = |d: &'static content_model::model::Definition, id: &str| {
            d.outputs.iter().find(|o| o.id == id).unwrap()
        };
        assert!(output(en, "areaFt2").primary && !output(pt, "areaFt2").primary);
        assert!(!output(en, "areaM2").primary && output(pt, "areaM2").primary);
        for id in ["areaFt2", "areaM2"] {
            assert_eq!(output(pt, id).format, Format::Number);
            assert_eq!(output(pt, id).format, output(en, id).format);
            assert_eq!(output(pt, id).decimals, output(en, id).decimals);
        }
    }

    #[test]
    fn a_whole_market_is_a_definition_of_its_own() {
        // Cost of living: the U.S. CPI in English, the correction of reais
        // by a Brazilian index in Portuguese.
        let col = calculator("cost-of-living");
        let (en, pt) = (col.def("en"), col.def("pt-BR"));
        assert_eq!(en.function, "cost-of-living");
        assert_eq!(pt.function, "cost-of-living-br");
        assert_eq!(en.inputs[1].unit, Unit::Currency);
        assert_eq!(pt.inputs[1].unit, Unit::Currency);
        assert!(pt.inputs.iter().all(|i| i.spec.id != "mode"));
        assert_eq!(pt.summary_by, None);
    }
}
