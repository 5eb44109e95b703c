//! Broken fixtures: tests/sites/invalid-*, each the valid site with a file
//! or two replaced to hold one mistake (a mistake in the interface strings,
//! a file too long to copy whole, is made by a one-line edit instead). Each
//! is reported with file, line and column, what is wrong and a hint; each
//! test asserts the whole of `calcula check`'s report. A failed build
//! leaves dist/ untouched.

use crate::support::Fixture;

/// What `calcula check` prints on `site`, which must fail.
fn check_fails(site: &Fixture) -> String {
    let out = site.calcula(&["check"]);
    assert!(!out.status.success(), "check passed but should fail");
    assert!(
        out.stdout.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    String::from_utf8(out.stderr).unwrap()
}

/// Checks the fixture site `name` and expects exactly `expected`.
fn check_reports(name: &str, expected: &str) {
    assert_eq!(check_fails(&Fixture::invalid(name)), expected, "{name}");
}

#[test]
fn unknown_field_names_file_line_and_column() {
    check_reports(
        "invalid-unknown-field",
        r#"content/calculators/mortgage.yaml:16:5: inputs[1]: unknown field `defualt`, expected one of `id`, `type`, `default`, `default_for`, `unit`, `display`, `min`, `max`, `above`, `below`, `integer`, `earliest`, `latest`, `options`, `max_length`, `when`, `quantity`, `keypad`, `share_of`
  hint: check the spelling: the fields this place accepts are listed after 'expected'
1 content error
"#,
    );
}

#[test]
fn wrong_type_is_located() {
    check_reports(
        "invalid-wrong-type",
        r#"content/calculators/bmi.yaml:3:8: order: invalid type: string "second", expected u32
  hint: write the value in the type the message expects (quote text, no quotes around numbers)
1 content error
"#,
    );
}

#[test]
fn missing_related_calculator_is_located() {
    check_reports(
        "invalid-missing-related",
        r#"content/calculators/percentage.yaml:4:21: 'bmii' is not another calculator
  hint: use one of: amortization, bmi, grade, mortgage, pace, quadratic, scientific, unit-price
1 content error
"#,
    );
}

#[test]
fn missing_translation_is_reported() {
    check_reports(
        "invalid-missing-translation",
        r#"locales/pt-BR/calculators/bmi.yaml:21:3: no label for input 'heightCm' of content/calculators/bmi.yaml
  hint: add inputs.heightCm.label
locales/pt-BR/calculators/bmi.yaml:26:3: content/calculators/bmi.yaml has no input 'heightCmm'
  hint: fix the id, or remove these texts
2 content errors
"#,
    );
}

#[test]
fn missing_interface_string_is_reported() {
    let site = Fixture::valid();
    site.edit(
        "locales/pt-BR.yaml",
        "  related: Calculadoras relacionadas\n",
        "",
    );
    assert_eq!(
        check_fails(&site),
        r#"locales/pt-BR.yaml:79:3: calculator: missing field `related`
  hint: add the field; every field without a default is required
1 content error
"#
    );
}

/// A string no language has is still an error (a typed field), never an
/// empty text on the page.
#[test]
fn interface_string_missing_in_every_language_is_located() {
    let site = Fixture::valid();
    site.edit("locales/en.yaml", "    title: Cookie consent\n", "");
    site.edit(
        "locales/pt-BR.yaml",
        "    title: Consentimento de cookies\n",
        "",
    );
    // The error points at the first line of the consent mapping: where
    // the title was.
    let en = line_of("locales/en.yaml", "    title: Cookie consent\n");
    let pt = line_of(
        "locales/pt-BR.yaml",
        "    title: Consentimento de cookies\n",
    );
    assert_eq!(
        check_fails(&site),
        format!(
            "locales/en.yaml:{en}:5: shell.consent: missing field `title`
  hint: add the field; every field without a default is required
locales/pt-BR.yaml:{pt}:5: shell.consent: missing field `title`
  hint: add the field; every field without a default is required
2 content errors
"
        )
    );
}

#[test]
fn misspelt_interface_string_is_located() {
    let site = Fixture::valid();
    site.edit(
        "locales/en.yaml",
        "  poweredBy: Powered by\n",
        "  poweredby: Powered by\n",
    );
    let line = line_of("locales/en.yaml", "  poweredBy: Powered by\n");
    assert_eq!(
        check_fails(&site),
        format!(
            "locales/en.yaml:{line}:3: embed: unknown field `poweredby`, expected `poweredBy`
  hint: check the spelling: the fields this place accepts are listed after 'expected'
1 content error
"
        )
    );
}

#[test]
fn unknown_category_and_bad_default_are_both_reported() {
    check_reports(
        "invalid-two-errors",
        r#"content/calculators/bmi.yaml:17:14: default must be greater than 0
  hint: the default must itself be a valid value
content/calculators/mortgage.yaml:1:11: unknown category 'finance'
  hint: use one of: financial, health, academic, lifestyle, advanced, utility
2 content errors
"#,
    );
}

#[test]
fn a_wrong_default_is_the_only_error_of_the_formulas_that_read_it() {
    check_reports(
        "invalid-default-out-of-range",
        r#"content/calculators/unit-price.yaml:12:14: default must be at least 0
  hint: the default must itself be a valid value
1 content error
"#,
    );
}

#[test]
fn a_wrong_example_fails_the_check() {
    check_reports(
        "invalid-wrong-example",
        r#"content/calculators/percentage.yaml:94:24: example 1: result is 30.0, expected 31
  hint: either the math or the example is wrong; check it against an independent reference
1 content error
"#,
    );
}

#[test]
fn a_wrong_value_inside_a_table_fails_the_check() {
    // 1200 at 0 % in payments of 150: 1050 left after the first, nothing
    // after the eighth (the last row: there is no ninth).
    check_reports(
        "invalid-wrong-table-example",
        r#"content/calculators/amortization.yaml:95:204: example 1: schedule/7/balance is 0.0, expected 1
  hint: either the math or the example is wrong; check it against an independent reference
content/calculators/amortization.yaml:95:207: example 1: output 'schedule' has nothing at '/8/balance'
  hint: its value is [{"balance":1050.0,"date":"2024-01-31","extra":50.0,"interest":0.0,"number":1,"payment":150.0,"principal":150.0},{"balan…
2 content errors
"#,
    );
}

#[test]
fn failed_build_leaves_dist_untouched() {
    let site = Fixture::valid();
    site.build();
    let before = site.read("dist/mortgage-calculator.html");
    // A misspelt field, and a changed title the page must not show.
    site.overlay("invalid-build-keeps-dist");
    let out = site.calcula(&["build"]);
    assert!(!out.status.success());
    let dist = site.path("dist");
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!(
            "error: build failed; {} was left unchanged\n{}",
            dist.display(),
            r#"content/calculators/mortgage.yaml:16:5: inputs[1]: unknown field `defualt`, expected one of `id`, `type`, `default`, `default_for`, `unit`, `display`, `min`, `max`, `above`, `below`, `integer`, `earliest`, `latest`, `options`, `max_length`, `when`, `quantity`, `keypad`, `share_of`
  hint: check the spelling: the fields this place accepts are listed after 'expected'
1 content error
"#
        )
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
    check_reports(
        "invalid-km-mi-units",
        r#"content/calculators/mortgage.yaml:15:11: this unit follows a km/mi switch, and there is none
  hint: add a select input with options [km, mi]
content/calculators/pace.yaml:46:11: a pace is one 'pacemin' and one 'pacesec' input
  hint: declare exactly one of each
content/calculators/pace.yaml:54:11: a pace is one 'pacemin' and one 'pacesec' input
  hint: declare exactly one of each
3 content errors
"#,
    );
}

#[test]
fn chart_only_table_must_be_drawn_by_a_chart() {
    check_reports(
        "invalid-chart-only-undrawn",
        r#"content/calculators/quadratic.yaml:60:12: chart 'graph' needs a table output
  hint: set table: to a table output's id
content/calculators/quadratic.yaml:53:5: table 'curve' is chart_only, but no chart draws it
  hint: add a line or stacked chart with table: set to it, or remove chart_only
2 content errors
"#,
    );
}

#[test]
fn chart_only_applies_to_tables() {
    check_reports(
        "invalid-chart-only-not-table",
        r#"content/calculators/quadratic.yaml:20:5: 'chart_only' applies only to table outputs
  hint: remove it, or use format: table
content/calculators/quadratic.yaml:20:5: table 'root1' is chart_only, but no chart draws it
  hint: add a line or stacked chart with table: set to it, or remove chart_only
2 content errors
"#,
    );
}

#[test]
fn a_market_field_is_located_where_the_market_writes_it() {
    // The limit (below: 100) is inherited from the main entry.
    check_reports(
        "invalid-market-default",
        r#"content/calculators/grade.yaml:48:37: default must be less than 100
  hint: the default must itself be a valid value
1 content error
"#,
    );
}

#[test]
fn an_unknown_field_in_a_market_entry_is_located() {
    check_reports(
        "invalid-market-unknown-field",
        r#"content/calculators/grade.yaml:49:28: unknown field `defualt`, expected one of `id`, `type`, `default`, `default_for`, `unit`, `display`, `min`, `max`, `above`, `below`, `integer`, `earliest`, `latest`, `options`, `max_length`, `when`, `quantity`, `keypad`, `share_of`
  hint: check the spelling: the fields this place accepts are listed after 'expected'
1 content error
"#,
    );
}

#[test]
fn a_market_removes_only_what_exists() {
    check_reports(
        "invalid-market-remove",
        r#"content/calculators/grade.yaml:50:14: 'lettre' is not an input, output or chart these pages would have
  hint: name an id of the definition this market changes
locales/pt-BR/calculators/grade.yaml:35:3: no label for output 'letter' of content/calculators/grade.yaml
  hint: add outputs.letter.label
2 content errors
"#,
    );
}

#[test]
fn unknown_icons_are_located_with_the_closest_names() {
    check_reports(
        "invalid-unknown-icons",
        r#"content/categories.yaml:4:9: 'walet' is not a Lucide icon
  hint: use a Lucide icon name (a file name in islands/node_modules/lucide-static/icons/), such as: wallet, wallet-cards, wallet-minimal
content/calculators/mortgage.yaml:2:7: 'hous' is not a Lucide icon
  hint: use a Lucide icon name (a file name in islands/node_modules/lucide-static/icons/), such as: house, houses, house-cog
2 content errors
"#,
    );
}

#[test]
fn same_as_names_another_calculator_with_that_market() {
    check_reports(
        "invalid-same-as",
        r#"content/calculators/amortization.yaml:115:14: calculator 'bmi' has no pt-BR market
  hint: name a calculator with a market for this language
1 content error
"#,
    );
}

#[test]
fn keypad_angle_must_name_a_select_input() {
    // And its variables a text input.
    check_reports(
        "invalid-keypad-angle",
        r#"content/calculators/scientific.yaml:11:22: 'angleUnits' is not a select input of this calculator
  hint: name one of: angleUnit, numbers, base
content/calculators/scientific.yaml:11:45: 'digits' is not a text input of this calculator
  hint: declare a text input (display: textarea) for the variables and name it here
2 content errors
"#,
    );
}

#[test]
fn metric_and_imperial_fields_say_what_they_measure() {
    // The imperial weight forgets its quantity; heightIn names another.
    check_reports(
        "invalid-unit-quantity",
        r#"content/calculators/bmi.yaml:48:11: a field in lb shown by the unit switch 'unit' does not say what it measures
  hint: add `quantity: <name>` (height, weight, ...) here and on the fields of the same quantity in the other system, so switching units converts it
content/calculators/bmi.yaml:41:15: quantity 'heigth' needs one metric field of 'unit' (or a feet and an inches field), found 0
  hint: give each system one field of the quantity, so switching units converts between them
content/calculators/bmi.yaml:24:15: quantity 'weight' needs one imperial field of 'unit' (or a feet and an inches field), found 0
  hint: give each system one field of the quantity, so switching units converts between them
3 content errors
"#,
    );
}

#[test]
fn texts_for_outputs_and_charts_the_calculator_lacks_are_located() {
    check_reports(
        "invalid-stray-texts",
        r#"locales/en/calculators/mortgage.yaml:1:1: no title for chart 'paymentBreakdown' of content/calculators/mortgage.yaml
  hint: add charts.paymentBreakdown.title and .description
locales/en/calculators/mortgage.yaml:74:3: content/calculators/mortgage.yaml has no chart 'paymentBreakdwn'
  hint: fix the id, or remove these texts
locales/en/calculators/mortgage.yaml:72:3: content/calculators/mortgage.yaml shows no output 'totalCots'
  hint: fix the id, or remove these texts
3 content errors
"#,
    );
}

/// A summary written as a list (sentences in order of preference) has each
/// sentence checked, the error at the sentence.
#[test]
fn every_sentence_of_a_summary_list_is_checked() {
    check_reports(
        "invalid-summary-list",
        r#"locales/en/calculators/bmi.yaml:71:5: '{percentile}' is not an output or number input of content/calculators/bmi.yaml
  hint: use one of: bmi, ageNote, category, bmiPrime, healthyWeightMinKg, healthyWeightMaxKg, healthyWeightMinLb, healthyWeightMaxLb, heightCm, weightKg, heightFt, heightIn, weightLb, age
1 content error
"#,
    );
}

#[test]
fn a_condition_names_a_select_input() {
    // The first condition names no input; the second names a number input.
    check_reports(
        "invalid-condition-input",
        r#"content/calculators/percentage.yaml:18:20: no input 'mood' to depend on
  hint: name a select input of this calculator
content/calculators/percentage.yaml:24:20: 'percent' is not a select input
  hint: conditions can only depend on select inputs
2 content errors
"#,
    );
}

#[test]
fn a_condition_chained_with_and_is_checked_like_the_first() {
    // An option the chained select lacks; the same input tested twice; a
    // field in lb whose unit switch is the chained condition, with no
    // quantity (so the weight has no imperial field).
    check_reports(
        "invalid-condition-and",
        r#"content/calculators/bmi.yaml:20:72: 'mael' is not an option of 'sex'
  hint: use one of: unspecified, female, male
content/calculators/bmi.yaml:28:54: 'unit' is already tested by this condition
  hint: list every value it may have in one `is`; `and` names another input
content/calculators/bmi.yaml:48:11: a field in lb shown by the unit switch 'unit' does not say what it measures
  hint: add `quantity: <name>` (height, weight, ...) here and on the fields of the same quantity in the other system, so switching units converts it
content/calculators/bmi.yaml:24:15: quantity 'weight' needs one imperial field of 'unit' (or a feet and an inches field), found 0
  hint: give each system one field of the quantity, so switching units converts between them
4 content errors
"#,
    );
}

#[test]
fn statistics_are_counted_or_measured() {
    check_reports(
        "invalid-statistics",
        r#"content/site.yaml:23:12: 'languages' is counted from the content
  hint: remove the value
content/site.yaml:24:5: statistic 'dataCollected' has no value
  hint: give the real, measured value, or remove the statistic
2 content errors
"#,
    );
}

#[test]
fn ids_declared_twice_are_located() {
    check_reports(
        "invalid-duplicate-ids",
        r#"content/calculators/mortgage.yaml:13:9: input 'homePrice' is declared twice
  hint: give each input its own id
content/calculators/mortgage.yaml:7:3: missing input downPayment
  hint: calc-wasm function 'mortgage' reads them; declare each under inputs
content/calculators/mortgage.yaml:85:9: output 'totalPaid' is declared twice
3 content errors
"#,
    );
    check_reports(
        "invalid-duplicate-category",
        r#"content/categories.yaml:7:7: category 'financial' is declared twice
content/calculators/bmi.yaml:1:11: unknown category 'health'
  hint: use one of: financial, financial, academic, lifestyle, advanced, utility
content/calculators/pace.yaml:1:11: unknown category 'health'
  hint: use one of: financial, financial, academic, lifestyle, advanced, utility
3 content errors
"#,
    );
}

#[test]
fn a_broken_formula_is_located_with_a_hint() {
    // Line 18, and "quantty" starts 8 bytes into the formula at column 14.
    check_reports(
        "invalid-formula-name",
        r#"content/calculators/unit-price.yaml:18:22: unknown name 'quantty'
  hint: did you mean 'quantity'?
1 content error
"#,
    );
}

/// A formula calculator's repeated input is reported as repeated, as a
/// Rust calculator's is, and not as an unknown name in some formula.
#[test]
fn a_formula_calculators_duplicate_input_is_declared_twice() {
    check_reports(
        "invalid-formula-duplicate-input",
        r#"content/calculators/unit-price.yaml:14:9: input 'price' is declared twice
  hint: give each input its own id
1 content error
"#,
    );
}

#[test]
fn an_output_without_a_formula_or_function_is_an_error() {
    check_reports(
        "invalid-formula-missing",
        r#"content/calculators/unit-price.yaml:19:9: output 'cheap' has neither a calc-wasm function nor a formula
  hint: give it a `formula` over the inputs and the outputs above it
1 content error
"#,
    );
}

/// The 1-based line of the first occurrence of `text` in the valid fixture
/// site's `file`: the interface files grow, the tests follow.
fn line_of(file: &str, text: &str) -> usize {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/sites/valid")
        .join(file);
    let content = std::fs::read_to_string(&path).unwrap();
    let at = content
        .find(text)
        .unwrap_or_else(|| panic!("{text:?} not in {}", path.display()));
    content[..at].matches('\n').count() + 1
}

#[test]
fn a_share_names_two_currency_inputs_and_sits_opposite_its_amount() {
    // A percent that is the down payment's share of the price, with no
    // switch between the two; a currency input claiming to be a share, of
    // an unknown amount.
    check_reports(
        "invalid-share-of",
        r#"content/calculators/mortgage.yaml:48:140: 'downPayment' and 'downPaymentPercent' are not the two sides of one switch
  hint: show each under its own option of one select (`when: { input: <switch>, is: [amount] }` and `is: [percent]`), so switching converts between them
content/calculators/mortgage.yaml:50:138: 'share_of' names amount 'deposit', which is not an input of this calculator
  hint: name a number input in currency declared in this file
content/calculators/mortgage.yaml:50:138: 'share_of' names base 'loanTerm', which is not in currency
  hint: the amount and the base are number inputs with `unit: currency`
content/calculators/mortgage.yaml:54:89: 'share_of' applies to number inputs in percent
  hint: give this input `unit: percent`, or remove 'share_of'
4 content errors
"#,
    );
}

/// A sentence or label for a unit system ("value.metric") needs a
/// calculator with a metric/imperial switch; the plain option key stays
/// valid beside it.
#[test]
fn a_unit_system_key_needs_a_metric_imperial_switch() {
    check_reports(
        "invalid-unit-system-key",
        r#"locales/en/calculators/percentage.yaml:65:17: 'metric' is not a system of a metric/imperial switch
  hint: write '<option>', or '<option>.metric' / '<option>.imperial' on a calculator with a metric/imperial switch
locales/en/calculators/percentage.yaml:68:3: 'metric' is not a system of a metric/imperial switch
  hint: write '<option>', or '<option>.metric' / '<option>.imperial' on a calculator with a metric/imperial switch
2 content errors
"#,
    );
}

/// A solve-only output is a number kept off the page: never the primary
/// result, which the page always shows.
#[test]
fn a_solve_only_output_is_a_number_that_is_not_primary() {
    check_reports(
        "invalid-solve-only",
        r#"content/calculators/percentage.yaml:88:5: 'solve_only' applies only to a number output that is not primary
  hint: a solve aims at one number: use format number, integer, currency, percent or decimal, and not primary
1 content error
"#,
    );
}

/// Gives the amortization calculator a calendar chart, `payments`, of its
/// schedule table, marking `spans` (each a YAML flow mapping), before its
/// `balance` chart.
fn add_payments_calendar(site: &Fixture, spans: &[&str]) {
    let spans: String = spans.iter().map(|s| format!("      - {s}\n")).collect();
    site.edit(
        "content/calculators/amortization.yaml",
        "charts:\n  - id: balance\n",
        &format!(
            "charts:\n  - id: payments\n    kind: calendar\n    table: schedule\n    spans:\n{spans}  - id: balance\n"
        ),
    );
}

#[test]
fn a_calendar_marks_spans_of_date_columns_each_named_once() {
    // Spans of a column that is not a date, of one that does not exist,
    // and a value declared twice.
    let site = Fixture::valid();
    add_payments_calendar(
        &site,
        &[
            "{ value: due, from: date, through: balance }",
            "{ value: due, from: dat }",
        ],
    );
    let line = line_of(
        "content/calculators/amortization.yaml",
        "charts:\n  - id: balance",
    ) + 5;
    assert_eq!(
        check_fails(&site),
        format!(
            r#"content/calculators/amortization.yaml:{line}:44: 'balance' is not a date column of 'schedule'
  hint: name one of the table's columns with format: date
content/calculators/amortization.yaml:{next}:18: span 'due' is declared twice
content/calculators/amortization.yaml:{next}:29: 'dat' is not a date column of 'schedule'
  hint: name one of the table's columns with format: date
3 content errors
"#,
            next = line + 1
        )
    );
}

#[test]
fn a_calendar_names_each_span_in_every_language() {
    // A calendar whose English texts label a span it does not have and
    // leave out one it has; the Portuguese pages have their own charts.
    let site = Fixture::valid();
    add_payments_calendar(&site, &["{ value: due, from: date }"]);
    site.edit(
        "locales/en/calculators/amortization.yaml",
        "charts:\n",
        "charts:\n  payments:\n    title: Payment days\n    description: The day each payment is due.\n    marks:\n      paid: Paid\n",
    );
    let line = line_of("locales/en/calculators/amortization.yaml", "charts:\n") + 1;
    assert_eq!(
        check_fails(&site),
        format!(
            r#"locales/en/calculators/amortization.yaml:{line}:3: no label for span 'due' of chart 'payments'
  hint: add charts.payments.marks.due
locales/en/calculators/amortization.yaml:{paid}:7: chart 'payments' has no span 'paid'
  hint: fix the value, or remove the label
2 content errors
"#,
            paid = line + 4
        )
    );
}

/// A target to solve for may be typed with a language's currency symbol,
/// read off before the number: a symbol with a digit or a separator in it
/// would take part of the number.
#[test]
fn a_currency_symbol_that_could_be_part_of_a_number_is_refused() {
    let site = Fixture::valid();
    site.edit(
        "content/site.yaml",
        "currency_symbol: R$",
        "currency_symbol: R$1.",
    );
    assert_eq!(
        check_fails(&site),
        r#"content/site.yaml:16:22: 'R$1.' is not a currency symbol
  hint: write the symbol as the language's pages show amounts, like $ or R$
1 content error
"#
    );
}

#[test]
fn a_calculator_currency_is_an_iso_code() {
    check_reports(
        "invalid-currency",
        r#"content/calculators/mortgage.yaml:6:11: 'reais' is not a currency code
  hint: an ISO 4217 code in capitals, such as BRL or USD
1 content error
"#,
    );
}

/// A page address in a language (`slugs`) is a URL path segment: no spaces
/// or accents, which the route table would write into file names and links.
#[test]
fn a_slug_that_is_not_an_address_is_refused() {
    check_reports(
        "invalid-slug",
        r#"content/calculators/unit-price.yaml:4:17: 'calculadora preço' is not a page address
  hint: write lowercase letters without accents, digits and hyphens, like calculadora-ferias
1 content error
"#,
    );
}
