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
    let line = site.line_of("locales/pt-BR.yaml", "calculator:") + 1;
    check_fails_with(
        &site,
        &[&format!(
            "locales/pt-BR.yaml:{line}:3: calculator: missing field `related`"
        )],
    );
}

/// A string no language has is still an error (a typed field), never an
/// empty text on the page.
#[test]
fn interface_string_missing_in_every_language_is_located() {
    let site = Fixture::new();
    site.edit("locales/en.yaml", "    title: Cookie consent\n", "");
    site.edit(
        "locales/pt-BR.yaml",
        "    title: Consentimento de cookies\n",
        "",
    );
    // The error points at the first line of the consent mapping.
    let en = site.line_of("locales/en.yaml", "  consent:") + 1;
    let pt = site.line_of("locales/pt-BR.yaml", "  consent:") + 1;
    check_fails_with(
        &site,
        &[
            &format!("locales/en.yaml:{en}:5: shell.consent: missing field `title`"),
            &format!("locales/pt-BR.yaml:{pt}:5: shell.consent: missing field `title`"),
            "add the field",
        ],
    );
}

#[test]
fn misspelt_interface_string_is_located() {
    let site = Fixture::new();
    site.edit(
        "locales/en.yaml",
        "  poweredBy: Powered by\n",
        "  poweredby: Powered by\n",
    );
    check_fails_with(
        &site,
        &[
            "locales/en.yaml:",
            "unknown field `poweredby`",
            "expected `poweredBy`",
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

/// Replaces `from` with `to` in `file` and expects `check` to fail at the
/// line that now holds `to`, with `message`.
fn fails_at_edited_line(file: &str, from: &str, to: &str, message: &str) {
    let site = Fixture::new();
    site.edit(file, from, to);
    let line = site.line_of(file, to);
    check_fails_with(&site, &[&format!("{file}:{line}:"), message]);
}

#[test]
fn a_market_field_is_located_where_the_market_writes_it() {
    // The limit (below: 100) is inherited from the main entry.
    fails_at_edited_line(
        "content/calculators/grade.yaml",
        "{ id: finalWeight, default: 40 }",
        "{ id: finalWeight, default: 400 }",
        "default",
    );
}

#[test]
fn an_unknown_field_in_a_market_entry_is_located() {
    fails_at_edited_line(
        "content/calculators/cost-of-living.yaml",
        "{ id: amount, unit: none }",
        "{ id: amount, unitt: none }",
        "unknown field `unitt`",
    );
}

#[test]
fn a_market_removes_only_what_exists() {
    fails_at_edited_line(
        "content/calculators/grade.yaml",
        "remove: [letter]",
        "remove: [lettre]",
        "'lettre' is not an input, output or chart",
    );
}

#[test]
fn unknown_icons_are_located_with_the_closest_names() {
    let site = Fixture::new();
    site.edit(
        "content/calculators/savings.yaml",
        "icon: piggy-bank",
        "icon: piggy",
    );
    site.edit("content/categories.yaml", "icon: wallet", "icon: walet");
    check_fails_with(
        &site,
        &[
            "content/calculators/savings.yaml:2:7: 'piggy' is not a Lucide icon",
            "such as: piggy-bank",
            "content/categories.yaml:4:9: 'walet' is not a Lucide icon",
            "such as: wallet",
        ],
    );
}

#[test]
fn same_as_names_another_calculator_with_that_market() {
    fails_at_edited_line(
        "content/calculators/amortization.yaml",
        "same_as: mortgage",
        "same_as: loan",
        "calculator 'loan' has no pt-BR market",
    );
}

#[test]
fn keypad_angle_must_name_a_select_input() {
    let site = Fixture::new();
    site.edit(
        "content/calculators/scientific.yaml",
        "keypad: { angle: angleUnit }",
        "keypad: { angle: angleUnits }",
    );
    check_fails_with(
        &site,
        &[
            "content/calculators/scientific.yaml:11:22: 'angleUnits' is not a select input of this calculator",
            "name one of: angleUnit",
        ],
    );
}

#[test]
fn metric_and_imperial_fields_say_what_they_measure() {
    let site = Fixture::new();
    // bmi: the imperial weight forgets its quantity; heightIn names another.
    site.edit(
        "content/calculators/bmi.yaml",
        "    unit: lb\n    quantity: weight\n",
        "    unit: lb\n",
    );
    site.edit(
        "content/calculators/bmi.yaml",
        "    unit: in\n    quantity: height\n",
        "    unit: in\n    quantity: heigth\n",
    );
    let stderr = check_fails_with(
        &site,
        &[
            "does not say what it measures",
            "content/calculators/bmi.yaml:41:15: quantity 'heigth' needs one metric field of 'unit'",
        ],
    );
    assert!(
        stderr.contains(
            "content/calculators/bmi.yaml:48:11: a field in lb shown by the unit switch 'unit'"
        ),
        "{stderr}"
    );
}

/// Makes `edits` in `file`, in order (each replaces the first occurrence
/// left), and expects `check` to fail with each of `expected`, in which
/// `{file}` stands for the file's path.
fn fails_after_edits(file: &str, edits: &[(&str, &str)], expected: &[&str]) {
    let site = Fixture::new();
    for (from, to) in edits {
        site.edit(file, from, to);
    }
    let expected: Vec<String> = expected.iter().map(|e| e.replace("{file}", file)).collect();
    let expected: Vec<&str> = expected.iter().map(String::as_str).collect();
    check_fails_with(&site, &expected);
}

#[test]
fn texts_for_outputs_and_charts_the_calculator_lacks_are_located() {
    fails_after_edits(
        "locales/en/calculators/mortgage.yaml",
        &[
            (
                "  totalCost: { label: Total cost over the loan term }\n",
                "  totalCost: { label: Total cost over the loan term }\n  totalCots: { label: Typo }\n",
            ),
            ("  paymentBreakdown:\n", "  paymentBreakdwn:\n"),
        ],
        &[
            "{file}:48:3: ",
            "shows no output 'totalCots'",
            "{file}:50:3: ",
            "has no chart 'paymentBreakdwn'",
            "fix the id, or remove these texts",
        ],
    );
}

#[test]
fn a_condition_names_a_select_input() {
    // The first condition names no input; the second names a date input.
    fails_after_edits(
        "content/calculators/age.yaml",
        &[
            (
                "when: { input: mode, is: [age] }",
                "when: { input: mood, is: [age] }",
            ),
            (
                "when: { input: mode, is: [age] }",
                "when: { input: birthDate, is: [age] }",
            ),
        ],
        &[
            "{file}:20:20: no input 'mood' to depend on",
            "name a select input of this calculator",
            "{file}:26:20: 'birthDate' is not a select input",
            "conditions can only depend on select inputs",
        ],
    );
}

#[test]
fn statistics_are_counted_or_measured() {
    fails_after_edits(
        "content/site.yaml",
        &[(
            "  - key: languages\n  - key: dataCollected\n    value: 0\n",
            "  - key: languages\n    value: 3\n  - key: dataCollected\n",
        )],
        &[
            "{file}:21:12: 'languages' is counted from the content",
            "remove the value",
            "{file}:22:5: statistic 'dataCollected' has no value",
            "give the real, measured value, or remove the statistic",
        ],
    );
}

#[test]
fn ids_declared_twice_are_located() {
    fails_after_edits(
        "content/calculators/mortgage.yaml",
        &[
            ("  - id: downPayment\n", "  - id: homePrice\n"),
            ("  - id: totalCost\n", "  - id: totalPaid\n"),
        ],
        &[
            "{file}:13:9: input 'homePrice' is declared twice",
            "give each input its own id",
            "{file}:60:9: output 'totalPaid' is declared twice",
        ],
    );
    fails_after_edits(
        "content/categories.yaml",
        &[("- id: health\n", "- id: financial\n")],
        &["{file}:7:7: category 'financial' is declared twice"],
    );
}
