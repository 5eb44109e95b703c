//! The Calculator island's props; their TypeScript types are generated
//! from these structs (generator/src/bindings.rs). A struct marked
//! `#[ts(optional_fields)]` leaves out every `None` field it serialises
//! (`skip_serializing_if`), so TypeScript types its `Option`s as `field?:`.

use super::graph_view::{sketch_of, GraphSketch};
use crate::content::model::{Calculator, Input, Output};
use crate::content::raw::{ChartKind, Display, Format, Unit};
use crate::content::strings::CalculatorStrings;
use crate::content::Language;
use crate::islands::Hydrate;
use calc_core::{CalcSpec, Condition, InputKind, Outputs};
use serde::Serialize;
use std::borrow::Cow;
use std::collections::BTreeMap;
use ts_rs::TS;

#[derive(Serialize, TS)]
#[ts(optional_fields)]
#[serde(rename_all = "camelCase")]
pub struct CalculatorProps<'a> {
    pub lang: &'a str,
    pub number_locale: &'a str,
    pub currency: &'a str,
    pub id: &'a str,
    pub title: &'a str,
    /// The WebAssembly module (one per category) this calculator runs on.
    pub module: &'static str,
    pub spec: CalcSpec,
    pub fields: Vec<Field<'a>>,
    pub outputs: Vec<OutputView<'a>>,
    pub summary: SummaryView<'a>,
    pub charts: Vec<ChartView<'a>>,
    /// Results for the defaults, computed at build time by calc-wasm.
    #[ts(type = "Record<string, unknown>")]
    pub initial: &'a Outputs,
    /// Interface strings for this island, in the page's language.
    pub strings: Cow<'a, CalculatorStrings>,
    /// The graphing calculator's default curves, drawn at build time.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sketch: Option<GraphSketch>,
}

#[derive(Serialize, TS)]
#[ts(optional_fields)]
#[serde(rename_all = "camelCase")]
pub struct Field<'a> {
    pub id: &'a str,
    pub label: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub help: Option<&'a str>,
    pub unit: Unit,
    pub display: Display,
    pub options: Vec<OptionView<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub when: Option<&'a Condition>,
    /// A date whose default is the visitor's today.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[ts(optional = nullable)]
    pub today: bool,
    /// A field of a metric/imperial switch: what it measures (`height`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub quantity: Option<&'a str>,
    /// A keypad that controls more than its text.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub keypad: Option<KeypadView<'a>>,
    /// A percent that is input `amount` as a share of input `base`: the
    /// switch between them converts what was typed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub share_of: Option<ShareOfView<'a>>,
    /// A matrix field: the most rows and columns the engine takes
    /// (calc-wasm's `engine::matrix::MAX_SIDE`), so the grid offers them all.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_side: Option<usize>,
    /// A course list (`display: courses`): the grades its rows offer.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub grades: Option<GradesView>,
}

/// What the GPA course editor offers as grades (calc-wasm's `gpa`): each
/// preset letter scale's grades by the scale select's option, and the
/// option and input whose typed scale (`A 4; A- 3.7`) gives them instead.
#[derive(Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct GradesView {
    pub scale_input: &'static str,
    pub custom_option: &'static str,
    pub custom_input: &'static str,
    /// Letter scales by option id, best grade first; options with none
    /// (the 0–10 scale) take grades as numbers.
    pub presets: std::collections::BTreeMap<String, Vec<GradeView>>,
}

#[derive(Serialize, TS)]
pub struct GradeView {
    pub grade: &'static str,
    pub points: f64,
}

#[derive(Serialize, TS)]
pub struct ShareOfView<'a> {
    pub amount: &'a str,
    pub base: &'a str,
}

#[derive(Serialize, TS)]
#[ts(optional_fields)]
pub struct KeypadView<'a> {
    /// The select input the angle key switches.
    pub angle: &'a str,
    /// The text input that keeps the session's variables (one definition a
    /// line), which = appends to.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub variables: Option<&'a str>,
}

#[derive(Serialize, TS)]
pub struct OptionView<'a> {
    pub value: &'a str,
    pub label: &'a str,
}

#[derive(Serialize, TS)]
#[ts(optional_fields)]
#[serde(rename_all = "camelCase")]
pub struct OutputView<'a> {
    pub id: &'a str,
    pub label: &'a str,
    /// The label by the value of the summary_by input, where it differs.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub label_by: Option<&'a BTreeMap<String, String>>,
    pub format: Format,
    pub decimals: u8,
    pub primary: bool,
    pub unit: Unit,
    pub values: &'a BTreeMap<String, String>,
    pub format_when: Vec<FormatWhenView<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub when: Option<&'a Condition>,
    /// Tables only.
    pub columns: Vec<ColumnView<'a>>,
    /// A table only charts draw.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[ts(optional = nullable)]
    pub chart_only: bool,
    /// A number the page does not list; a solve may aim at it.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[ts(optional = nullable)]
    pub solve_only: bool,
}

#[derive(Serialize, TS)]
pub struct ColumnView<'a> {
    pub key: &'a str,
    pub label: &'a str,
    pub format: Format,
    pub decimals: u8,
}

#[derive(Serialize, TS)]
pub struct SeriesView<'a> {
    pub key: &'a str,
    pub label: &'a str,
}

#[derive(Serialize, TS)]
#[ts(optional_fields)]
#[serde(rename_all = "camelCase")]
pub struct ChartView<'a> {
    pub id: &'a str,
    pub kind: ChartKind,
    pub title: &'a str,
    pub description: &'a str,
    /// Donut: number outputs; line/stacked: columns of `table`.
    pub series: Vec<SeriesView<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub table: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub x: Option<&'a str>,
    /// Gauge: the label output naming the band the value is in.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub category: Option<&'a str>,
    /// Gauge: the scale's ends.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub range: Option<[f64; 2]>,
    /// Gauge: its bands in order, each with the category's label.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bands: Option<Vec<BandView<'a>>>,
    /// Calendar: the spans of the table's date columns it marks, each with its label.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub spans: Option<Vec<SpanView<'a>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub when: Option<&'a Condition>,
}

#[derive(Serialize, TS)]
#[ts(optional_fields)]
pub struct SpanView<'a> {
    pub value: &'a str,
    pub label: &'a str,
    /// The date column the span starts on, and the one it ends on (the same day when none).
    pub from: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub through: Option<&'a str>,
}

#[derive(Serialize, TS)]
pub struct BandView<'a> {
    pub value: &'a str,
    pub label: &'a str,
    /// The band's upper end (exclusive); none for the last.
    pub below: Option<f64>,
}

#[derive(Serialize, TS)]
pub struct FormatWhenView<'a> {
    pub when: &'a Condition,
    pub format: Format,
}

#[derive(Serialize, TS)]
pub struct SummaryView<'a> {
    pub by: Option<&'a str>,
    pub texts: &'a BTreeMap<String, String>,
    /// Sentences in order, the first that fits, when the picked one quotes
    /// a result that is not shown.
    pub fallback: &'a [String],
}

pub fn props<'a>(
    calc: &'a Calculator,
    lang: &'a Language,
    initial: &'a Outputs,
    strings: &'a CalculatorStrings,
) -> CalculatorProps<'a> {
    let texts = calc.texts(&lang.code);
    let def = calc.def(&lang.code);
    let spec = calc.spec(&lang.code);
    let module = calc_catalogue::registry::module_for(&spec)
        .expect("content validation found the function, so its module");
    let sketch = def
        .inputs
        .iter()
        .find(|i| i.display == Display::Graph)
        .and_then(|i| sketch_of(&spec, &i.spec.id));
    let strings = island_strings(
        def.inputs.iter(),
        def.outputs.iter(),
        &spec.function,
        module,
        strings,
    );
    CalculatorProps {
        lang: &lang.code,
        number_locale: &lang.number_locale,
        currency: calc.currency.as_deref().unwrap_or(&lang.currency),
        id: &calc.id,
        title: &texts.title,
        module,
        spec,
        fields: def
            .inputs
            .iter()
            .map(|i| field(i, &texts.inputs[&i.spec.id], &def.inputs))
            .collect(),
        outputs: def
            .outputs
            .iter()
            .map(|o| output(o, &texts.outputs[&o.id]))
            .collect(),
        summary: SummaryView {
            by: def.summary_by.as_deref(),
            texts: &texts.summary,
            fallback: &texts.summary_fallback,
        },
        charts: def.charts.iter().map(|c| chart(texts, c)).collect(),
        initial,
        strings,
        sketch,
    }
}

/// Whether the page is the graphing calculator's plane (a `display: graph`
/// input): its island is `Graph`, not the form.
pub fn is_graphing(calc: &Calculator, lang: &str) -> bool {
    calc.def(lang)
        .inputs
        .iter()
        .any(|i| i.display == Display::Graph)
}

/// When the loader hydrates the calculator's island (islands/src/main.ts):
/// a random generator at once, since the build withheld its draw (calc-wasm's
/// `draws_withheld`: the main result is built empty) and the page must draw
/// one; any other on first use, since its built page shows the defaults'
/// results already (the graphing plane its default curves, `sketch`).
pub fn hydrate(props: &CalculatorProps) -> Hydrate {
    let primary = props.outputs.iter().find(|o| o.primary);
    let drawn = primary.is_some_and(|o| props.initial.text_of(o.id) == Some(""));
    if drawn {
        Hydrate::Idle
    } else {
        Hydrate::Interaction
    }
}

/// The date the build wrote into the calculator's "today" fields (their
/// default), if it has any: a visitor on another day needs the island at
/// once, to move them to that day.
pub fn built_today<'p>(props: &'p CalculatorProps) -> Option<&'p str> {
    let today = props.fields.iter().find(|f| f.today)?;
    let input = props.spec.inputs.iter().find(|i| i.id == today.id)?;
    Some(&input.default)
}

/// The island's strings (locales: calculatorIsland). Worked steps, the
/// keypad and the matrix grid have many; only calculators that show them get
/// them, so other pages' props stay as small as they were. File hashing's
/// go only to calculators on the module that hashes files, and checking a
/// typed password's strength only to the password generator.
fn island_strings<'a, 'd>(
    inputs: impl Iterator<Item = &'d Input> + Clone,
    mut outputs: impl Iterator<Item = &'d Output>,
    function: &str,
    module: &str,
    strings: &'a CalculatorStrings,
) -> Cow<'a, CalculatorStrings> {
    let files = module == calc_catalogue::registry::HASH_MODULE;
    let strength = function == calc_utility::password::FUNCTION.id;
    let graph = inputs.clone().any(|i| i.display == Display::Graph);
    let rich = |f: &Format| {
        matches!(
            f,
            Format::Math | Format::Steps | Format::Matrix | Format::Intervals
        )
    };
    let academic = inputs.clone().any(|i| {
        matches!(
            i.display,
            Display::Textarea | Display::Keypad | Display::Matrix | Display::Courses
        )
    }) || outputs
        .any(|o| rich(&o.format) || o.format_when.iter().any(|(_, f)| rich(f)));
    if academic && files && strength && graph {
        return Cow::Borrowed(strings);
    }
    let mut own = strings.clone();
    if !academic {
        own.steps = None;
        own.academic = None;
    }
    if !files {
        own.files = None;
    }
    if !strength {
        own.strength = None;
    }
    if !graph {
        own.graph = None;
    }
    Cow::Owned(own)
}

fn field<'a>(
    input: &'a Input,
    texts: &'a crate::content::raw::InputTexts,
    all: &[Input],
) -> Field<'a> {
    let options = match &input.spec.kind {
        InputKind::Select { options } => options
            .iter()
            .map(|o| OptionView {
                value: o,
                label: &texts.options[o],
            })
            .collect(),
        _ => Vec::new(),
    };
    Field {
        id: &input.spec.id,
        label: &texts.label,
        help: texts.help.as_deref(),
        unit: input.unit,
        display: input.display,
        options,
        when: input.spec.when.as_ref(),
        today: input.today,
        quantity: input.quantity.as_deref(),
        keypad: input.keypad_angle.as_deref().map(|angle| KeypadView {
            angle,
            variables: input.keypad_variables.as_deref(),
        }),
        share_of: input
            .share_of
            .as_ref()
            .map(|(amount, base)| ShareOfView { amount, base }),
        max_side: (input.display == Display::Matrix).then_some(calc_engine::matrix::MAX_SIDE),
        grades: (input.display == Display::Courses).then(|| grades(all)),
    }
}

/// The course editor's grades, for the options of the scale select.
fn grades(all: &[Input]) -> GradesView {
    use calc_academic::gpa;
    let scale_options: &[String] = all
        .iter()
        .find(|i| i.spec.id == gpa::SCALE_INPUT)
        .and_then(|i| match &i.spec.kind {
            InputKind::Select { options } => Some(options.as_slice()),
            _ => None,
        })
        .unwrap_or_default();
    GradesView {
        scale_input: gpa::SCALE_INPUT,
        custom_option: gpa::CUSTOM_SCALE,
        custom_input: gpa::CUSTOM_SCALE_INPUT,
        presets: scale_options
            .iter()
            .filter_map(|o| {
                let grades = gpa::preset_grades(o)?
                    .into_iter()
                    .map(|(grade, points)| GradeView { grade, points })
                    .collect();
                Some((o.clone(), grades))
            })
            .collect(),
    }
}

fn chart<'a>(
    texts: &'a crate::content::model::Texts,
    c: &'a crate::content::raw::ChartEntry,
) -> ChartView<'a> {
    let label_of = |key: &'a str| -> &'a str {
        match c.table.as_deref() {
            // Line and stacked charts plot table columns: their headings label the series.
            Some(table) => texts
                .outputs
                .get(table)
                .and_then(|t| t.columns.get(key))
                .map_or(key, String::as_str),
            None => texts.outputs.get(key).map_or(key, |t| t.label.as_str()),
        }
    };
    let keys: &'a [String] = if matches!(c.kind, ChartKind::Donut | ChartKind::Gauge) {
        &c.series
    } else {
        &c.y
    };
    let chart_texts = &texts.charts[&c.id];
    ChartView {
        id: &c.id,
        kind: c.kind,
        title: &chart_texts.title,
        description: &chart_texts.description,
        series: keys
            .iter()
            .map(|k| SeriesView {
                key: k,
                label: label_of(k),
            })
            .collect(),
        table: c.table.as_deref(),
        x: c.x.as_deref(),
        category: c.category.as_deref(),
        range: c.range,
        bands: (!c.bands.is_empty()).then(|| {
            c.bands
                .iter()
                .map(|b| BandView {
                    value: &b.value,
                    label: c
                        .category
                        .as_deref()
                        .and_then(|o| texts.outputs.get(o))
                        .and_then(|t| t.values.get(&b.value))
                        .map_or(b.value.as_str(), String::as_str),
                    below: b.below,
                })
                .collect()
        }),
        spans: (!c.spans.is_empty()).then(|| {
            c.spans
                .iter()
                .map(|s| SpanView {
                    value: &s.value,
                    label: chart_texts
                        .marks
                        .get(&s.value)
                        .map_or(s.value.as_str(), String::as_str),
                    from: &s.from,
                    through: s.through.as_deref(),
                })
                .collect()
        }),
        when: c.when.as_ref(),
    }
}

fn output<'a>(o: &'a Output, texts: &'a crate::content::raw::OutputTexts) -> OutputView<'a> {
    OutputView {
        id: &o.id,
        label: &texts.label,
        label_by: (!texts.label_by.is_empty()).then_some(&texts.label_by),
        format: o.format,
        decimals: o.decimals,
        primary: o.primary,
        unit: o.unit,
        values: &texts.values,
        format_when: o
            .format_when
            .iter()
            .map(|(when, format)| FormatWhenView {
                when,
                format: *format,
            })
            .collect(),
        when: o.when.as_ref(),
        columns: o
            .columns
            .iter()
            .map(|c| ColumnView {
                key: &c.key,
                label: texts
                    .columns
                    .get(&c.key)
                    .map_or(c.key.as_str(), String::as_str),
                format: c.format,
                decimals: c.decimals.unwrap_or(match c.format {
                    Format::Currency | Format::Number | Format::Percent => 2,
                    _ => 0,
                }),
            })
            .collect(),
        chart_only: o.chart_only,
        solve_only: o.solve_only,
    }
}
