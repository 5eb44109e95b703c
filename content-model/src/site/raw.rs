//! The content files exactly as written: serde types that reject unknown
//! fields. `model.rs` turns them into the validated site model.

use serde::Deserialize;
use std::collections::BTreeMap;

#[derive(Debug, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct SiteFile {
    pub name: String,
    pub url: String,
    pub copyright_year: u16,
    pub languages: Vec<LanguageEntry>,
    #[serde(default)]
    pub analytics_id: Option<String>,
    /// The home page's statistics band, in order.
    #[serde(default)]
    pub stats: Vec<StatEntry>,
}

/// A statistic: its label is `home.stats.<key>` in the locales. The keys
/// `calculators` and `languages` are counted; any other needs a `value`,
/// which must be a real, measured number.
#[derive(Debug, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct StatEntry {
    pub key: String,
    #[serde(default)]
    pub value: Option<u64>,
}

/// Lists a calculator appears in besides its category.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum Featured {
    /// The home page's "Popular" tab.
    Popular,
    /// Its category's tab on the home page.
    Category,
    /// The footer's list of calculators.
    Footer,
}

/// Front matter of content/pages/<lang>/<page>.md.
#[derive(Debug, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct PageFrontMatter {
    pub title: String,
    pub description: String,
}

#[derive(Debug, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct LanguageEntry {
    pub code: String,
    /// First path segment of the language's pages; empty for the root language.
    pub prefix: String,
    pub number_locale: String,
    pub currency: String,
    /// The currency's symbol as the language's pages show amounts ("$",
    /// "R$"): a target to solve for may be typed with it.
    pub currency_symbol: String,
}

#[derive(Debug, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct CategoryEntry {
    pub id: String,
    pub icon: String,
    pub color: String,
    pub landing: String,
}

#[derive(Debug, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct CalculatorFile {
    pub category: String,
    pub icon: String,
    pub order: u32,
    /// calc-wasm function; the calculator's id when absent.
    #[serde(default)]
    pub function: Option<String>,
    #[serde(default)]
    pub related: Vec<String>,
    #[serde(default)]
    pub featured: Vec<Featured>,
    /// The currency of the amounts on every language's pages (ISO 4217),
    /// for a calculator of one country's rules (Brazil's labour law: BRL);
    /// the page's language's currency when absent.
    #[serde(default)]
    pub currency: Option<String>,
    /// The page's address in a language, where `<id>-calculator` is not the
    /// words its visitors search for (`pt-BR: calculadora-rescisao`).
    #[serde(default)]
    pub slugs: BTreeMap<String, String>,
    pub inputs: Vec<InputEntry>,
    pub outputs: Vec<OutputEntry>,
    #[serde(default)]
    pub charts: Vec<ChartEntry>,
    /// A select input whose value picks the summary sentence.
    #[serde(default)]
    pub summary_by: Option<String>,
    #[serde(default)]
    pub examples: Vec<Example>,
    /// Another market's definition for a language whose pages follow local
    /// rules (Brazilian tax tables on Portuguese pages, say).
    #[serde(default)]
    pub markets: BTreeMap<String, MarketEntry>,
}

/// How one language's pages differ from the main definition (CONTENT.md,
/// "Markets"). Entries are YAML maps here: one naming an existing id gives
/// only the fields that change; `market.rs` merges and then checks them.
#[derive(Debug, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct MarketEntry {
    /// A whole definition of its own (another function with its own
    /// inputs), not differences from the main one.
    #[serde(default)]
    pub whole: bool,
    /// Start from another calculator's market for the same language.
    #[serde(default)]
    pub same_as: Option<String>,
    #[serde(default)]
    pub function: Option<String>,
    #[serde(default)]
    #[cfg_attr(
        feature = "schema",
        schemars(with = "Vec<serde_json::Map<String, serde_json::Value>>")
    )]
    pub inputs: Vec<serde_yaml::Mapping>,
    #[serde(default)]
    #[cfg_attr(
        feature = "schema",
        schemars(with = "Vec<serde_json::Map<String, serde_json::Value>>")
    )]
    pub outputs: Vec<serde_yaml::Mapping>,
    #[serde(default)]
    #[cfg_attr(
        feature = "schema",
        schemars(with = "Vec<serde_json::Map<String, serde_json::Value>>")
    )]
    pub charts: Vec<serde_yaml::Mapping>,
    /// Ids of inputs, outputs or charts these pages leave out.
    #[serde(default)]
    pub remove: Vec<String>,
    #[serde(default)]
    pub summary_by: Option<String>,
    /// Checked against this market's definition (the main examples are not).
    #[serde(default)]
    pub examples: Vec<Example>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum InputType {
    Number,
    Select,
    Bool,
    Text,
    Date,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, serde::Serialize, ts_rs::TS)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum Unit {
    Currency,
    Percent,
    Years,
    Months,
    /// A count of days (a date difference), its word in the plural the
    /// count takes.
    Days,
    /// Metres (lengths of a metric/imperial switch, paired with feet).
    M,
    Cm,
    Kg,
    Ft,
    In,
    Lb,
    /// km or mi, as the calculator's km/mi switch says.
    Distance,
    /// The minutes and the seconds of a time per km or per mi, as the
    /// calculator's km/mi switch says (one pair per calculator).
    PaceMin,
    PaceSec,
    /// A result that is a time per km or per mi (`4:59`), as the
    /// calculator's km/mi switch says: shown with "min/km" or "min/mi".
    Pace,
    /// Electrical units (the engineering calculator), shown by their
    /// symbols; `si` outputs put an SI prefix before them.
    Ohm,
    Volt,
    Ampere,
    Watt,
    Farad,
    Hertz,
    Second,
    Decibel,
    None,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, serde::Serialize, ts_rs::TS)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum Display {
    Input,
    Segmented,
    Dropdown,
    Checkbox,
    /// Text inputs: several lines (data lists, course lists).
    Textarea,
    /// Text inputs: an expression typed or entered on the on-screen keypad
    /// (basic and scientific calculators).
    Keypad,
    /// Text inputs: a matrix edited in a grid of cells (`1 2; 3 4` as text).
    Matrix,
    /// Text inputs: a GPA course list (`Calculus A 3 H`, term headings
    /// `Fall 2025:`) edited as rows of name, grade, credits and level.
    Courses,
    /// Text inputs: an IANA time zone picked from the browser's list
    /// (`America/Sao_Paulo`), searchable by id or name.
    Timezone,
    /// Text inputs: expressions, one a line, drawn on the graphing
    /// calculator's plane (the page's own island, not the form).
    Graph,
}

#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct InputEntry {
    pub id: String,
    #[serde(rename = "type")]
    pub kind: InputType,
    pub default: Scalar,
    /// Per-language defaults, e.g. imperial units for English pages.
    #[serde(default)]
    pub default_for: BTreeMap<String, Scalar>,
    #[serde(default)]
    pub unit: Option<Unit>,
    #[serde(default)]
    pub display: Option<Display>,
    #[serde(default)]
    pub min: Option<f64>,
    #[serde(default)]
    pub max: Option<f64>,
    #[serde(default)]
    pub above: Option<f64>,
    #[serde(default)]
    pub below: Option<f64>,
    #[serde(default)]
    pub integer: bool,
    /// Date inputs: the earliest and latest dates allowed (YYYY-MM-DD).
    #[serde(default)]
    pub earliest: Option<String>,
    #[serde(default)]
    pub latest: Option<String>,
    #[serde(default)]
    pub options: Vec<String>,
    #[serde(default)]
    pub max_length: Option<usize>,
    #[serde(default)]
    pub when: Option<crate::spec::Condition>,
    /// Number inputs shown by a metric/imperial switch: what the field
    /// measures (`height`); switching converts between the fields of one
    /// quantity (content::conventions).
    #[serde(default)]
    pub quantity: Option<String>,
    /// Keypad text inputs: what the keypad controls besides the text.
    #[serde(default)]
    pub keypad: Option<KeypadEntry>,
    /// A percent input that is another input's amount as a share of a
    /// third (`share_of: { amount: downPayment, base: homePrice }`): the
    /// switch between the two converts what was typed (content::conventions).
    #[serde(default)]
    pub share_of: Option<ShareOf>,
}

/// `share_of: { amount: downPayment, base: homePrice }`: this percent is
/// `amount` as a share of `base`, both currency inputs.
#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct ShareOf {
    pub amount: String,
    pub base: String,
}

/// `keypad: { angle: angleUnit, variables: variables }`: the select input
/// (degrees, radians) the keypad's angle key switches, and the text input
/// that keeps the session's variables (the scientific calculator's `Ans`
/// and `a = 3`), one definition a line, which = (or Enter) appends to.
#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct KeypadEntry {
    #[serde(default)]
    pub angle: Option<String>,
    #[serde(default)]
    pub variables: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, serde::Serialize, ts_rs::TS)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum Format {
    Currency,
    Number,
    Integer,
    Percent,
    Label,
    Text,
    /// An ISO date (`YYYY-MM-DD`), shown in the page's date format.
    Date,
    /// An ISO date standing for its whole month (a monthly index's
    /// `1986-02-01`), shown as month and year: "Feb 1986", "fev. de 1986".
    Month,
    /// Rows of objects; `columns` says which keys to show and how.
    Table,
    /// A label output shown as a prominent notice (safety warnings), hidden
    /// while its value is `none`.
    Warning,
    /// A number written out exactly as text (any number of digits, maybe a
    /// repeating part in parentheses: `0.1(6)`), shown with the page's
    /// decimal mark and no grouping.
    Decimal,
    /// An expression in the engine's syntax (or a list of them), shown as
    /// MathML.
    Math,
    /// Worked steps: a list of {rule, before, after, detail?}.
    Steps,
    /// A matrix: rows of exact entries as text.
    Matrix,
    /// A set of real numbers as intervals, drawn on a number line and read
    /// out in words: `{variable, intervals: [{lo, hi}]}`, each end
    /// `{text, x, closed}` (exact text, value, included) or null for ∓∞.
    Intervals,
    /// A time of day written `HH:MM` (24-hour), shown on the page's clock
    /// ("11:15 PM", "23:15").
    Clock,
    /// A number in base units shown with an SI prefix before its unit's
    /// symbol (4700 ohm: "4.7 kΩ"); `decimals` counts significant digits.
    Si,
    /// A resistor's colour bands, a list of colour ids: drawn, and named
    /// by the output's `values`.
    Bands,
    /// A list of label ids (a coin's faces), each shown as the output's
    /// `values` name it, joined by commas.
    Labels,
}

#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct OutputEntry {
    pub id: String,
    pub format: Format,
    /// A formula calculator's output: an expression over the inputs and the
    /// outputs above it (calc-wasm's `formula` module computes it).
    #[serde(default)]
    pub formula: Option<String>,
    #[serde(default)]
    pub decimals: Option<u8>,
    #[serde(default)]
    pub primary: bool,
    #[serde(default)]
    pub unit: Option<Unit>,
    #[serde(default)]
    pub format_when: Vec<FormatWhen>,
    #[serde(default)]
    pub when: Option<crate::spec::Condition>,
    /// For tables: the columns shown, in order.
    #[serde(default)]
    pub columns: Vec<ColumnEntry>,
    /// For tables: rows that only charts draw (each chart has its own data
    /// table), not shown as a table of their own.
    #[serde(default)]
    pub chart_only: bool,
    /// A number the page does not list but offers as a solve target
    /// (conversion's value in the target unit, whose shown result is text).
    #[serde(default)]
    pub solve_only: bool,
}

#[derive(Debug, Clone, Deserialize, serde::Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct ColumnEntry {
    pub key: String,
    pub format: Format,
    #[serde(default)]
    pub decimals: Option<u8>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, serde::Serialize, ts_rs::TS)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum ChartKind {
    /// Parts of a whole: `series` are number outputs.
    Donut,
    /// Lines over a table's rows: `x` and `y` are column keys of `table`.
    Line,
    /// Stacked areas over a table's rows.
    Stacked,
    /// Where one number output falls among named bands (a BMI category):
    /// `series` is that output, `category` the label output naming the
    /// band, `bands` the bands in order and `range` the scale's ends.
    Gauge,
    /// A table's date columns as a month calendar, one month at a time:
    /// each of `spans` marks the days from one date column through another
    /// of the same row (a period, a fertile window) or a single day.
    Calendar,
}

/// A calendar's span: `value` names it (its label is the chart's
/// `marks.<value>` in the locales); the days from the `from` column's date
/// through the `through` column's (the same day when absent), in every row.
#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct SpanEntry {
    pub value: String,
    pub from: String,
    #[serde(default)]
    pub through: Option<String>,
}

/// A gauge's band: the `category` output's value it stands for, up to
/// (not including) `below`; the last band has no end.
#[derive(Debug, Clone, Deserialize, serde::Serialize, ts_rs::TS)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct BandEntry {
    pub value: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub below: Option<f64>,
}

/// A chart of outputs; its title and description are in the locales.
#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct ChartEntry {
    pub id: String,
    pub kind: ChartKind,
    #[serde(default)]
    pub series: Vec<String>,
    #[serde(default)]
    pub table: Option<String>,
    #[serde(default)]
    pub x: Option<String>,
    #[serde(default)]
    pub y: Vec<String>,
    #[serde(default)]
    pub category: Option<String>,
    #[serde(default)]
    pub range: Option<[f64; 2]>,
    #[serde(default)]
    pub bands: Vec<BandEntry>,
    /// Calendar: the marked spans, in the order a day names them.
    #[serde(default)]
    pub spans: Vec<SpanEntry>,
    #[serde(default)]
    pub when: Option<crate::spec::Condition>,
}

#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct FormatWhen {
    pub when: crate::spec::Condition,
    pub format: Format,
}

/// Inputs written as plain YAML scalars; outputs as numbers, strings or
/// booleans. An output key may go inside a table or list output by JSON
/// pointer: `schedule/0/balance` is row 0's `balance` of `schedule`.
#[derive(Debug, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Example {
    pub inputs: BTreeMap<String, Scalar>,
    pub outputs: BTreeMap<String, Scalar>,
}

/// A YAML scalar kept as the text calc-wasm parses (`400000`, `6.5`, `metric`).
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(untagged)]
pub enum Scalar {
    Bool(bool),
    #[cfg_attr(feature = "schema", schemars(with = "f64"))]
    Number(serde_yaml::Number),
    Text(String),
}

impl Scalar {
    pub fn text(&self) -> String {
        match self {
            Scalar::Bool(b) => b.to_string(),
            Scalar::Number(n) => n.to_string(),
            Scalar::Text(s) => s.clone(),
        }
    }
}

// ----- locales/<lang>/calculators/<id>.yaml

#[derive(Debug, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct CalculatorTexts {
    pub title: String,
    pub name: String,
    pub description: String,
    pub seo: Seo,
    /// Other names and common phrasings of what the tool is for, as people
    /// type them into the site's search ("body mass index", "kg to lb"): a
    /// query that is one of them, or their beginning, lists this calculator
    /// first. Each a short phrase, unique in the file and not the `name`.
    #[serde(default)]
    pub synonyms: Vec<String>,
    pub inputs: BTreeMap<String, InputTexts>,
    pub outputs: BTreeMap<String, OutputTexts>,
    pub summary: Summary,
    #[serde(default)]
    pub charts: BTreeMap<String, ChartTexts>,
    pub explanation: String,
    #[serde(default)]
    pub formulas: Vec<Formula>,
    pub faqs: Vec<Faq>,
    pub references: Vec<Reference>,
}

#[derive(Debug, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Seo {
    pub title: String,
    pub description: String,
    pub keywords: Vec<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct InputTexts {
    pub label: String,
    #[serde(default)]
    pub help: Option<String>,
    #[serde(default)]
    pub options: BTreeMap<String, String>,
}

#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct OutputTexts {
    pub label: String,
    /// The label by the value of the calculator's `summary_by` input, for
    /// an output that is a different quantity in each mode (construction's
    /// main result: board feet, drywall sheets, gallons ...); `label` for
    /// the values not listed.
    #[serde(default)]
    pub label_by: BTreeMap<String, String>,
    #[serde(default)]
    pub values: BTreeMap<String, String>,
    /// Table column headings by column key.
    #[serde(default)]
    pub columns: BTreeMap<String, String>,
}

#[derive(Debug, Clone, Deserialize, serde::Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct ChartTexts {
    pub title: String,
    /// A sentence saying what the chart shows (its text alternative adds the numbers).
    pub description: String,
    /// Calendar: a label per span value ("Fertile window").
    #[serde(default)]
    pub marks: BTreeMap<String, String>,
}

#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(untagged)]
pub enum Summary {
    One(String),
    ByOption(BTreeMap<String, String>),
    /// Sentences in order of preference: the first whose quoted results
    /// are all shown (an adult's sentence, then a child's).
    Several(Vec<String>),
}

#[derive(Debug, Clone, Deserialize, serde::Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Formula {
    pub expression: String,
    pub explanation: String,
    #[serde(default)]
    pub variables: Vec<Variable>,
}

#[derive(Debug, Clone, Deserialize, serde::Serialize, ts_rs::TS)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Variable {
    pub name: String,
    pub description: String,
}

#[derive(Debug, Clone, Deserialize, serde::Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Faq {
    pub question: String,
    pub answer: String,
}

#[derive(Debug, Clone, Deserialize, serde::Serialize, ts_rs::TS)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Reference {
    pub title: String,
    pub url: String,
}
