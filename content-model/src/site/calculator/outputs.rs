//! A definition's outputs: each entry to an `Output`, and the charts,
//! gauges and calendars that draw them, checked against the outputs they name.

use super::computed::Computed;
use super::inputs::check_condition;
use super::RawDef;
use crate::site::error::ContentErrors;
use crate::site::model::{Input, Output};
use crate::site::raw::{ChartEntry, ChartKind, Format, OutputEntry, Unit};
use crate::site::source::Source;
use std::collections::BTreeSet;

pub(super) fn build_outputs(
    d: &RawDef,
    function_id: &str,
    computed: &Computed,
    inputs: &[Input],
    src: &Source,
    errors: &mut ContentErrors,
) -> Vec<Output> {
    let mut seen = BTreeSet::new();
    let mut outputs = Vec::new();
    for (i, e) in d.outputs.iter().enumerate() {
        let at = d.at(&format!("outputs.{i}"));
        if !seen.insert(e.id.as_str()) {
            errors.push(src.declared_twice(&format!("{at}.id"), "output", &e.id));
            continue;
        }
        if let Some(function) = match computed {
            Computed::Function(f) if !f.outputs.contains(&e.id) => Some(f),
            _ => None,
        } {
            errors.push(
                src.error_at(
                    &format!("{at}.id"),
                    format!(
                        "calc-wasm function '{function_id}' has no output '{}'",
                        e.id
                    ),
                )
                .hint(format!("its outputs are: {}", function.outputs.join(", "))),
            );
            continue;
        }
        if let Some(cond) = &e.when {
            check_condition(cond, &format!("{at}.when"), inputs, src, errors);
        }
        for (k, fw) in e.format_when.iter().enumerate() {
            check_condition(
                &fw.when,
                &format!("{at}.format_when.{k}.when"),
                inputs,
                src,
                errors,
            );
        }
        match (e.format == Format::Table, e.columns.is_empty()) {
            (true, true) => errors.push(
                src.error_at(
                    &format!("{at}.format"),
                    format!("table output '{}' has no columns", e.id),
                )
                .hint("list the row keys to show under columns, each with a format"),
            ),
            (false, false) => errors.push(
                src.error_at_key(
                    &format!("{at}.columns"),
                    "'columns' applies only to table outputs",
                )
                .hint("remove it, or use format: table"),
            ),
            _ => {}
        }
        if e.solve_only
            && (e.primary
                || !matches!(
                    e.format,
                    Format::Number
                        | Format::Integer
                        | Format::Currency
                        | Format::Percent
                        | Format::Decimal
                ))
        {
            errors.push(
                src.error_at_key(
                    &format!("{at}.solve_only"),
                    "'solve_only' applies only to a number output that is not primary",
                )
                .hint("a solve aims at one number: use format number, integer, currency, percent or decimal, and not primary"),
            );
        }
        if e.chart_only && e.format != Format::Table {
            errors.push(
                src.error_at_key(
                    &format!("{at}.chart_only"),
                    "'chart_only' applies only to table outputs",
                )
                .hint("remove it, or use format: table"),
            );
        }
        outputs.push(output(e));
    }
    match d.outputs.iter().filter(|o| o.primary).count() {
        1 => {}
        0 => errors.push(
            src.error_at(&d.at("outputs"), "no output is marked primary")
                .hint("mark the main result with 'primary: true'"),
        ),
        _ => errors.push(
            src.error_at(&d.at("outputs"), "more than one output is marked primary")
                .hint("keep 'primary: true' on the main result only"),
        ),
    }
    outputs
}

/// A gauge: one number output, a label output, bands rising inside the range.
pub(super) fn check_gauge(
    chart: &ChartEntry,
    at: &str,
    outputs: &[Output],
    src: &Source,
    errors: &mut ContentErrors,
) {
    let number = |s: &str| {
        outputs
            .iter()
            .any(|o| o.id == s && matches!(o.format, Format::Number | Format::Integer))
    };
    if chart.series.len() != 1 || !number(&chart.series[0]) {
        errors.push(
            src.error_at(&format!("{at}.series"), "a gauge shows one number output")
                .hint("series: [the number output]"),
        );
    }
    let label = chart.category.as_deref().is_some_and(|c| {
        outputs
            .iter()
            .any(|o| o.id == c && o.format == Format::Label)
    });
    if !label {
        errors.push(
            src.error_at(&format!("{at}.category"), "a gauge needs a label output")
                .hint("category: the label output naming the band"),
        );
    }
    let Some([lo, hi]) = chart.range else {
        errors.push(src.error_at(&format!("{at}.range"), "a gauge needs range: [min, max]"));
        return;
    };
    let mut last = lo;
    for (k, band) in chart.bands.iter().enumerate() {
        let is_last = k + 1 == chart.bands.len();
        let ok = match band.below {
            Some(b) => !is_last && b > last && b < hi,
            None => is_last,
        };
        if !ok {
            errors.push(
                src.error_at(
                    &format!("{at}.bands.{k}"),
                    "bands rise inside the range; only the last has no 'below'",
                )
                .hint("give each band but the last a larger 'below' than the one before"),
            );
        }
        last = band.below.unwrap_or(last);
    }
    if chart.bands.len() < 2 || lo >= hi {
        errors.push(src.error_at(at, "a gauge needs two bands or more and min < max"));
    }
}

/// The table output a line, stacked or calendar chart draws, or an error
/// saying it needs one.
pub(super) fn chart_table<'o>(
    chart: &ChartEntry,
    at: &str,
    outputs: &'o [Output],
    src: &Source,
    errors: &mut ContentErrors,
) -> Option<&'o Output> {
    let table = chart.table.as_deref().and_then(|t| {
        outputs
            .iter()
            .find(|o| o.id == t && o.format == Format::Table)
    });
    if table.is_none() {
        errors.push(
            src.error_at(
                &format!("{at}.table"),
                format!("chart '{}' needs a table output", chart.id),
            )
            .hint("set table: to a table output's id"),
        );
    }
    table
}

/// A calendar: a table output, spans of its date columns with distinct values.
pub(super) fn check_calendar(
    chart: &ChartEntry,
    at: &str,
    outputs: &[Output],
    src: &Source,
    errors: &mut ContentErrors,
) {
    let Some(table) = chart_table(chart, at, outputs, src, errors) else {
        return;
    };
    if chart.spans.is_empty() {
        errors.push(
            src.error_at(at, "a calendar needs spans")
                .hint("list spans: { value, from, through } of the table's date columns"),
        );
    }
    let date = |key: &str| {
        table
            .columns
            .iter()
            .any(|c| c.key == key && c.format == Format::Date)
    };
    let mut values = BTreeSet::new();
    for (k, span) in chart.spans.iter().enumerate() {
        if !values.insert(span.value.as_str()) {
            errors.push(src.declared_twice(&format!("{at}.spans.{k}.value"), "span", &span.value));
        }
        let columns = [
            ("from", Some(&span.from)),
            ("through", span.through.as_ref()),
        ];
        for (field, key) in columns {
            if let Some(key) = key.filter(|key| !date(key)) {
                errors.push(
                    src.error_at(
                        &format!("{at}.spans.{k}.{field}"),
                        format!("'{key}' is not a date column of '{}'", table.id),
                    )
                    .hint("name one of the table's columns with format: date"),
                );
            }
        }
    }
}

/// Charts name number outputs (donut) or a table output and its columns.
pub(super) fn check_charts(
    d: &RawDef,
    outputs: &[Output],
    inputs: &[Input],
    src: &Source,
    errors: &mut ContentErrors,
) {
    let mut seen = BTreeSet::new();
    for (i, chart) in d.charts.iter().enumerate() {
        let at = d.at(&format!("charts.{i}"));
        if !seen.insert(chart.id.as_str()) {
            errors.push(src.declared_twice(&format!("{at}.id"), "chart", &chart.id));
        }
        if let Some(cond) = &chart.when {
            check_condition(cond, &format!("{at}.when"), inputs, src, errors);
        }
        match chart.kind {
            ChartKind::Donut => {
                if chart.series.len() < 2 {
                    errors.push(
                        src.error_at(&at, "a donut needs at least two series")
                            .hint("list number outputs under series"),
                    );
                }
                for (k, s) in chart.series.iter().enumerate() {
                    if !outputs.iter().any(|o| {
                        &o.id == s
                            && matches!(
                                o.format,
                                Format::Currency | Format::Number | Format::Integer
                            )
                    }) {
                        errors.push(
                            src.error_at(
                                &format!("{at}.series.{k}"),
                                format!("'{s}' is not a number output"),
                            )
                            .hint("name a currency or number output of this calculator"),
                        );
                    }
                }
            }
            ChartKind::Gauge => check_gauge(chart, &at, outputs, src, errors),
            ChartKind::Calendar => check_calendar(chart, &at, outputs, src, errors),
            ChartKind::Line | ChartKind::Stacked => {
                let Some(table) = chart_table(chart, &at, outputs, src, errors) else {
                    continue;
                };
                let has = |key: &str| table.columns.iter().any(|c| c.key == key);
                if !chart.x.as_deref().is_some_and(has) {
                    errors.push(
                        src.error_at(
                            &format!("{at}.x"),
                            format!("x must be a column of '{}'", table.id),
                        )
                        .hint("name one of the table's column keys"),
                    );
                }
                if chart.y.is_empty() {
                    errors.push(
                        src.error_at(&at, "no y columns")
                            .hint("list one or more column keys under y"),
                    );
                }
                for (k, y) in chart.y.iter().enumerate() {
                    if !has(y) {
                        errors.push(src.error_at(
                            &format!("{at}.y.{k}"),
                            format!("'{y}' is not a column of '{}'", table.id),
                        ));
                    }
                }
            }
        }
    }
    // A chart-only table nobody draws would never be shown.
    // Located by the YAML entry (outputs with other errors are not built).
    for (i, o) in d.outputs.iter().enumerate() {
        if o.chart_only
            && !d
                .charts
                .iter()
                .any(|c| c.table.as_deref() == Some(o.id.as_str()))
        {
            errors.push(
                src.error_at_key(
                    &d.at(&format!("outputs.{i}.chart_only")),
                    format!("table '{}' is chart_only, but no chart draws it", o.id),
                )
                .hint("add a line or stacked chart with table: set to it, or remove chart_only"),
            );
        }
    }
}

pub(super) fn output(e: &OutputEntry) -> Output {
    let decimals = e.decimals.unwrap_or(match e.format {
        Format::Currency | Format::Number | Format::Percent => 2,
        Format::Si => 4,
        _ => 0,
    });
    Output {
        id: e.id.clone(),
        format: e.format,
        decimals,
        primary: e.primary,
        unit: e.unit.unwrap_or(Unit::None),
        format_when: e
            .format_when
            .iter()
            .map(|f| (f.when.clone(), f.format))
            .collect(),
        when: e.when.clone(),
        columns: e.columns.clone(),
        chart_only: e.chart_only,
        solve_only: e.solve_only,
    }
}
