//! The real content's specs over every module, for calc-wasm's tests (the
//! ones that need the whole catalogue) and the fuzz targets. A calculator
//! crate's own tests use a catalogue of its functions alone
//! (`calc_content::test_catalogue!`).

calc_content::test_catalogue!(modules: crate::registry::MODULES);

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
