//! Broken fixtures: each mistake is reported with file, line and column,
//! what is wrong and a hint, and a failed build leaves dist/ untouched.

mod support;

use support::Fixture;

fn check_fails_with(site: &Fixture, expected: &[&str]) -> String {
    let out = site.calcula(&["check"]);
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    assert!(!out.status.success(), "check passed but should fail");
    for e in expected {
        assert!(stderr.contains(e), "expected {e:?} in:\n{stderr}");
    }
    assert!(stderr.contains("hint: "), "a hint is given:\n{stderr}");
    stderr
}

#[test]
fn unknown_field_names_file_line_and_column() {
    let site = Fixture::new();
    site.edit(
        "content/calculators/mortgage.yaml",
        "    default: 80000",
        "    defualt: 80000",
    );
    check_fails_with(
        &site,
        &[
            "content/calculators/mortgage.yaml:",
            "unknown field `defualt`",
            "expected one of",
        ],
    );
}

#[test]
fn wrong_type_is_located() {
    let site = Fixture::new();
    site.edit("content/calculators/bmi.yaml", "order: 2", "order: second");
    check_fails_with(
        &site,
        &["content/calculators/bmi.yaml:3:8: order: invalid type"],
    );
}

#[test]
fn missing_related_calculator_is_located() {
    let site = Fixture::new();
    site.edit(
        "content/calculators/percentage.yaml",
        "related: [mortgage, bmi]",
        "related: [mortgage, bmii]",
    );
    check_fails_with(
        &site,
        &["content/calculators/percentage.yaml:4:21: 'bmii' is not another calculator"],
    );
}

#[test]
fn missing_translation_is_reported() {
    let site = Fixture::new();
    site.edit(
        "locales/pt-BR/calculators/bmi.yaml",
        "  heightCm:",
        "  heightCmm:",
    );
    check_fails_with(
        &site,
        &[
            "locales/pt-BR/calculators/bmi.yaml:",
            "no label for input 'heightCm'",
            "has no input 'heightCmm'",
        ],
    );
}

#[test]
fn missing_interface_string_is_reported() {
    let site = Fixture::new();
    site.edit(
        "locales/pt-BR.yaml",
        "  related: Calculadoras relacionadas\n",
        "",
    );
    check_fails_with(
        &site,
        &[
            "locales/pt-BR.yaml:",
            "missing interface string 'calculator.related' (present in en)",
        ],
    );
}

#[test]
fn unknown_category_and_bad_default_are_both_reported() {
    let site = Fixture::new();
    site.edit(
        "content/calculators/mortgage.yaml",
        "category: financial",
        "category: finance",
    );
    site.edit(
        "content/calculators/bmi.yaml",
        "    default: 175",
        "    default: -175",
    );
    let err = check_fails_with(
        &site,
        &[
            "unknown category 'finance'",
            "bmi.yaml:",
            "default must be greater than 0",
        ],
    );
    assert!(err.contains("2 content errors"), "{err}");
}

#[test]
fn a_wrong_example_fails_the_check() {
    let site = Fixture::new();
    site.edit(
        "content/calculators/percentage.yaml",
        "outputs: { result: 30 }",
        "outputs: { result: 31 }",
    );
    check_fails_with(
        &site,
        &["percentage.yaml:", "example 1: result is 30.0, expected 31"],
    );
}

#[test]
fn failed_build_leaves_dist_untouched() {
    let site = Fixture::new();
    site.build();
    let before = site.read("dist/mortgage-calculator.html");
    site.edit(
        "content/calculators/mortgage.yaml",
        "    default: 80000",
        "    defualt: 80000",
    );
    site.edit(
        "locales/en/calculators/mortgage.yaml",
        "title:",
        "title: Changed\nold_title:",
    );
    let out = site.calcula(&["build"]);
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("left unchanged") && stderr.contains("mortgage.yaml:"),
        "{stderr}"
    );
    assert_eq!(site.read("dist/mortgage-calculator.html"), before);
    let leftovers: Vec<_> = std::fs::read_dir(site.root())
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().starts_with(".dist"))
        .collect();
    assert!(leftovers.is_empty(), "no temporary folders left");
}

#[test]
fn km_mi_units_need_a_switch_and_one_pace() {
    let site = Fixture::new();
    site.edit(
        "content/calculators/mortgage.yaml",
        "    unit: currency\n    default: 80000",
        "    unit: distance\n    default: 80000",
    );
    site.edit(
        "content/calculators/pace.yaml",
        "    unit: pacesec",
        "    unit: pacemin",
    );
    check_fails_with(
        &site,
        &[
            "content/calculators/mortgage.yaml:15:",
            "this unit follows a km/mi switch, and there is none",
            "content/calculators/pace.yaml:",
            "a pace is one 'pacemin' and one 'pacesec' input",
        ],
    );
}

#[test]
fn chart_only_table_must_be_drawn_by_a_chart() {
    let site = Fixture::new();
    site.edit(
        "content/calculators/quadratic.yaml",
        "    table: curve\n",
        "    table: curvee\n",
    );
    check_fails_with(
        &site,
        &[
            "content/calculators/quadratic.yaml:60:12: chart 'graph' needs a table output",
            "content/calculators/quadratic.yaml:53:5: table 'curve' is chart_only, but no chart draws it",
        ],
    );
}

#[test]
fn chart_only_applies_to_tables() {
    let site = Fixture::new();
    site.edit(
        "content/calculators/quadratic.yaml",
        "  - id: root1\n",
        "  - id: root1\n    chart_only: true\n",
    );
    check_fails_with(
        &site,
        &[
            "content/calculators/quadratic.yaml:",
            "'chart_only' applies only to table outputs",
        ],
    );
}
