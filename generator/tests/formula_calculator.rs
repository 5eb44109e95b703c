//! A formula calculator is three files: its YAML and its two locale files,
//! no Rust. This test writes a new one into a fixture site and checks its
//! pages, its embeds, `calcula eval` and a broken variant's error.

mod support;

use support::Fixture;

const YAML: &str = "\
category: lifestyle
icon: tag
order: 90
inputs:
  - id: price
    type: number
    unit: currency
    default: 10
    min: 0
  - id: quantity
    type: number
    default: 3
    min: 0
outputs:
  - id: unitPrice
    format: currency
    primary: true
    formula: price / quantity
  - id: cheap
    format: label
    formula: if(unitPrice < 1, 'yes', 'no')
examples:
  - inputs: { price: 10, quantity: 4 }
    outputs: { unitPrice: 2.5, cheap: no }
";

fn texts(title: &str, price: &str, each: &str, summary: &str) -> String {
    format!(
        "title: {title}
name: {title}
description: {title}.
seo:
  title: {title}
  description: {title}.
  keywords: [{title}]
inputs:
  price: {{ label: {price} }}
  quantity: {{ label: Quantity }}
outputs:
  unitPrice: {{ label: {each} }}
  cheap: {{ label: Cheap, values: {{ 'yes': 'Yes', 'no': 'No' }} }}
summary: \"{summary} {{unitPrice}}.\"
explanation: The price divided by the quantity.
faqs:
  - {{ question: Why?, answer: To compare. }}
references:
  - {{ title: Unit pricing, url: \"https://www.nist.gov/pml/owm\" }}
"
    )
}

/// A fixture site with the unit-price calculator added as three files.
fn with_unit_price() -> Fixture {
    let site = Fixture::new();
    let write = |rel: &str, text: &str| std::fs::write(site.path(rel), text).unwrap();
    write("content/calculators/unit-price.yaml", YAML);
    write(
        "locales/en/calculators/unit-price.yaml",
        &texts("Unit Price", "Price", "Each", "Each costs"),
    );
    write(
        "locales/pt-BR/calculators/unit-price.yaml",
        &texts("Preço Unitário", "Preço", "Cada", "Cada um custa"),
    );
    site
}

fn props(html: &str) -> serde_json::Value {
    let script = html
        .find("<script type=\"application/json\" id=\"calc-")
        .expect("calculator props script");
    let start = script + html[script..].find('>').unwrap() + 1;
    let end = start + html[start..].find("</script>").unwrap();
    serde_json::from_str(&html[start..end]).unwrap()
}

#[test]
fn pages_and_embeds_run_on_the_formula_module_with_a_prerendered_result() {
    let site = with_unit_price();
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
    assert!(
        index.contains("/unit-price-calculator"),
        "in the search index"
    );
}

#[test]
fn eval_computes_it_and_names_the_input_a_division_by_zero_comes_from() {
    let site = with_unit_price();
    let out = site.calcula(&["eval", "unit-price", "price=0.3", "quantity=0.1"]);
    assert!(out.status.success(), "{out:?}");
    // Exact decimals: 0.3 / 0.1 is 3, not 2.9999999999999996.
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["unitPrice"], 3.0);
    assert_eq!(json["cheap"], "no");

    let out = site.calcula(&["eval", "unit-price", "quantity=0"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: quantity: the result needs a division by zero; change this value\n"
    );
}

#[test]
fn a_broken_formula_is_located_with_a_hint() {
    let site = with_unit_price();
    site.edit(
        "content/calculators/unit-price.yaml",
        "formula: price / quantity",
        "formula: price / quantty",
    );
    let out = site.calcula(&["check"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    // Line 18, and "quantty" starts 8 bytes into the formula at column 14.
    assert!(
        stderr.contains("content/calculators/unit-price.yaml:18:22: unknown name 'quantty'"),
        "{stderr}"
    );
    assert!(
        stderr.contains("hint: did you mean 'quantity'?"),
        "{stderr}"
    );
}

#[test]
fn an_output_without_a_formula_or_function_is_an_error() {
    let site = with_unit_price();
    site.edit(
        "content/calculators/unit-price.yaml",
        "    formula: if(unitPrice < 1, 'yes', 'no')\n",
        "",
    );
    let out = site.calcula(&["check"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(
            "content/calculators/unit-price.yaml:19:9: output 'cheap' has neither a calc-wasm function nor a formula"
        ),
        "{stderr}"
    );
}

#[test]
fn eval_describes_the_inputs_and_formulas() {
    let site = with_unit_price();
    let out = site.calcula(&["eval", "unit-price", "--describe"]);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "unit-price\ninputs:\n  price: number, at least 0, default 10\n  \
         quantity: number, at least 0, default 3\noutputs:\n  \
         unitPrice = price / quantity\n  cheap = if(unitPrice < 1, 'yes', 'no')\n"
    );
}
