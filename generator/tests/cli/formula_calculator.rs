//! A formula calculator is three files: its YAML and its two locale files,
//! no Rust. The valid fixture site's unit-price is one
//! (tests/sites/valid/content/calculators/unit-price.yaml and its
//! locales/*/calculators/unit-price.yaml): these tests check its pages, its
//! embeds and `calcula eval` (broken formulas: tests/broken_content.rs).

use crate::support::{assert_contains, assert_exit, calculator_props as props, Fixture};

#[test]
fn pages_and_embeds_run_on_the_formula_module_with_a_prerendered_result() {
    let site = Fixture::valid();
    site.build();
    for page in [
        "dist/unit-price-calculator.html",
        "dist/pt-br/unit-price-calculator.html",
        "dist/embed/unit-price.html",
        "dist/pt-br/embed/unit-price.html",
    ] {
        let p = props(&site.read(page));
        assert_eq!(p["module"], "formula", "{page}");
        assert_eq!(p["spec"]["formulas"][0]["formula"], "price / quantity");
        // 10 / 3, computed at build time.
        assert_eq!(p["initial"]["unitPrice"], 10.0 / 3.0, "{page}");
        assert_eq!(p["initial"]["cheap"], "no", "{page}");
    }
    let index = site.read("dist/search/en.json");
    assert_contains(&index, "/unit-price-calculator");
}

#[test]
fn eval_computes_it_and_names_the_input_a_division_by_zero_comes_from() {
    let site = Fixture::valid();
    let out = site.calcula(&["eval", "unit-price", "price=0.3", "quantity=0.1"]);
    assert!(out.status.success(), "{out:?}");
    // Exact decimals: 0.3 / 0.1 is 3, not 2.9999999999999996.
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["unitPrice"], 3.0);
    assert_eq!(json["cheap"], "no");

    let out = site.calcula(&["eval", "unit-price", "quantity=0"]);
    assert_exit(
        &out,
        2,
        "error: quantity: the result needs a division by zero; change this value\n",
    );
}

#[test]
fn eval_describes_the_inputs_and_formulas() {
    let site = Fixture::valid();
    let out = site.calcula(&["eval", "unit-price", "--describe"]);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "unit-price\ninputs:\n  price: number, at least 0, default 10\n  \
         quantity: number, at least 0, default 3\noutputs:\n  \
         unitPrice = price / quantity\n  cheap = if(unitPrice < 1, 'yes', 'no')\n"
    );
}
