//! The interface strings of one language (locales/<code>.yaml), typed: a
//! missing or misspelt string is a content error at its mapping, never an
//! empty text on a page. The islands' share of them is exported to
//! TypeScript with the props (generator/src/bindings.rs).
//!
//! Sections whose keys come from elsewhere (category ids, error codes, step
//! rules, keypad keys) are maps; content validation checks their keys.

use serde::{Deserialize, Deserializer, Serialize};
use std::collections::BTreeMap;
use ts_rs::TS;

/// Text by key, for sections keyed by ids declared elsewhere.
pub type Texts = BTreeMap<String, String>;

#[derive(Debug, Clone, Deserialize, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct InterfaceStrings {
    pub nav: NavStrings,
    pub home: HomeStrings,
    /// By category id (content/categories.yaml).
    pub categories: BTreeMap<String, CategoryStrings>,
    pub calculator: CalculatorPageStrings,
    pub calculator_island: CalculatorStrings,
    pub embed: EmbedStrings,
    pub not_found: NotFoundStrings,
    pub footer: FooterStrings,
    pub lists: ListStrings,
    pub shell: ShellStrings,
    pub widget: WidgetStrings,
    pub offline: OfflineStrings,
}

impl InterfaceStrings {
    /// A category's texts; content validation makes sure every category
    /// has them in every language.
    pub fn category(&self, id: &str) -> &CategoryStrings {
        &self.categories[id]
    }
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NavStrings {
    /// The language's own name, on the switch that offers it.
    pub language_name: String,
    pub language: String,
    pub home: String,
    pub breadcrumb: String,
    pub skip_to_content: String,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct HomeStrings {
    pub title: String,
    pub description: String,
    pub heading: String,
    pub intro: String,
    pub bullets: HomeBullets,
    pub categories_heading: String,
    pub popular_heading: String,
    pub popular_tab: String,
    pub view_all: String,
    pub features_heading: String,
    pub features: HomeFeatures,
    pub stats_heading: String,
    /// By statistic key (content/site.yaml `stats`).
    pub stats: Texts,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct HomeBullets {
    pub calculators: String,
    pub results: String,
    pub free: String,
}

/// The home page's feature cards, in the order the page shows them.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct HomeFeatures {
    pub real_time: Feature,
    pub precise: Feature,
    pub private: Feature,
    pub explained: Feature,
    pub free: Feature,
    pub bilingual: Feature,
    pub mobile: Feature,
    pub dark: Feature,
    pub share: Feature,
    pub embed: Feature,
}

impl HomeFeatures {
    /// The cards in page order; destructured, so a new card cannot be
    /// forgotten here.
    pub fn in_order(&self) -> [&Feature; 10] {
        let HomeFeatures {
            real_time,
            precise,
            private,
            explained,
            free,
            bilingual,
            mobile,
            dark,
            share,
            embed,
        } = self;
        [
            real_time, precise, private, explained, free, bilingual, mobile, dark, share, embed,
        ]
    }
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Feature {
    pub title: String,
    pub text: String,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct CategoryStrings {
    pub title: String,
    pub description: String,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CalculatorPageStrings {
    pub how_it_works: String,
    pub formulas: String,
    pub faqs: String,
    pub references: String,
    pub related: String,
    pub disclaimer: String,
    /// How current the page's published data is: `{period}` is the last
    /// period its data files hold (generator/src/data/pages.rs).
    pub data_through: String,
    /// A month of a year: `{month} {year}`.
    pub month_year: String,
    /// The months' names, January first, as they read after "through".
    pub months: [String; 12],
}

/// The Calculator island's strings (locales: calculatorIsland).
#[derive(Debug, Clone, Deserialize, Serialize, TS)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CalculatorStrings {
    pub inputs_heading: String,
    pub results_heading: String,
    /// Shown while a result is being recomputed after an error is fixed.
    pub loading: String,
    /// Shown in the results area while any input is invalid.
    pub fix_errors: String,
    /// Unit words: `years` → "years".
    pub units: Texts,
    /// Error templates by calc-wasm error code (calc-wasm/core/src/error.rs),
    /// with `{min}`, `{max}`, `{above}`, `{below}`, `{maxLength}`,
    /// `{options}`, `{other}` (another input's label) placeholders.
    pub errors: Texts,
    /// `invalidExpression` errors by reason (params `reason`, and
    /// `position`, 1-based, and `token` when known): `<reason>At` when a
    /// position is given, else `<reason>`, with `errors.invalidExpression`
    /// as the fallback.
    pub expression_errors: Texts,
    /// Copy and print buttons and the "Recent calculations" list.
    pub tools: CalculatorToolStrings,
    /// Tables and charts under the results.
    pub results: CalculatorResultStrings,
    /// Solve for a field: the control that finds the value of one input
    /// that gives a result a target.
    pub solve: CalculatorSolveStrings,
    /// Worked steps. Required in the locales; in the props only for
    /// calculators that show steps, math or matrices (they are long).
    #[serde(deserialize_with = "required", skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    #[cfg_attr(feature = "schema", schemars(with = "CalculatorStepStrings"))]
    pub steps: Option<CalculatorStepStrings>,
    /// Keypad and matrix editor; in the props like `steps`.
    #[serde(deserialize_with = "required", skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    #[cfg_attr(feature = "schema", schemars(with = "CalculatorAcademicStrings"))]
    pub academic: Option<CalculatorAcademicStrings>,
    /// Hashing a file (the hash generator); in the props only for
    /// calculators on the `hash` WebAssembly module.
    #[serde(deserialize_with = "required", skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    #[cfg_attr(feature = "schema", schemars(with = "CalculatorFileStrings"))]
    pub files: Option<CalculatorFileStrings>,
    /// Checking the strength of a password the visitor types (the password
    /// generator); in the props only for that calculator.
    #[serde(deserialize_with = "required", skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    #[cfg_attr(feature = "schema", schemars(with = "CalculatorStrengthStrings"))]
    pub strength: Option<CalculatorStrengthStrings>,
    /// The graphing calculator's plane, expression list and tools; in the
    /// props only for calculators with a `display: graph` input.
    #[serde(deserialize_with = "required", skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    #[cfg_attr(feature = "schema", schemars(with = "CalculatorGraphStrings"))]
    pub graph: Option<CalculatorGraphStrings>,
}

/// The graphing calculator (islands/src/islands/graph/).
#[derive(Debug, Clone, Deserialize, Serialize, TS)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CalculatorGraphStrings {
    pub expressions: String,
    /// An expression field's accessible name: "Expression {n}".
    pub expression: String,
    pub add: String,
    /// Per row, with `{n}`: "Show expression {n}", ...
    pub show: String,
    pub hide: String,
    pub remove: String,
    pub colour: String,
    /// The palette's colour names, in order (islands graph/scene.ts PALETTE).
    pub colours: Vec<String>,
    /// The plane's accessible name.
    pub plane: String,
    /// How to use the plane from the keyboard.
    pub keys: String,
    pub zoom_in: String,
    pub zoom_out: String,
    pub fit: String,
    pub square: String,
    pub reset: String,
    /// Ticks at multiples of π.
    pub pi_ticks: String,
    pub export_png: String,
    pub export_svg: String,
    pub copy_link: String,
    pub copied: String,
    /// Sliders: "{name} from", min, max, step, play, pause.
    pub sliders: String,
    pub min: String,
    pub max: String,
    pub step: String,
    pub play: String,
    pub pause: String,
    pub points: String,
    pub no_points: String,
    /// Beside an expression that parses but draws nothing in view: its
    /// values there are too large to represent (`9^9^9^9`) or not real.
    pub nothing_drawn: String,
    /// Point kinds by the engine's kind id (root, minimum, ...).
    pub kinds: Texts,
    /// "{kind} of {curve} at ({x}, {y})"
    pub point: String,
    pub table: String,
    pub table_of: String,
    pub from: String,
    pub to: String,
    /// Summary for screen readers: "{count} curves in x from {xMin} to {xMax}, y from {yMin} to {yMax}."
    pub description: String,
    /// While loading the engine.
    pub loading: String,
    /// Trace readout: "({x}, {y}) on {curve}".
    pub trace: String,
    pub hidden: String,
}

#[derive(Debug, Clone, Deserialize, Serialize, TS)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CalculatorStrengthStrings {
    pub heading: String,
    /// That the typed password stays on the page: never sent, saved, put
    /// in the recent list or the share link.
    pub note: String,
    /// The password field's label.
    pub label: String,
    /// While the estimator (a chunk of its own) loads.
    pub loading: String,
    /// "{word} ({score} of 4)": the score's word, from `scores`.
    pub score: String,
    /// zxcvbn's scores 0–4 by their documented meaning.
    pub scores: StrengthScoreStrings,
    /// "About {guesses} guesses"; guesses is written as a power of ten.
    pub guesses: String,
    /// "Time to crack offline …: {time}"
    pub crack_time: String,
    pub less_than_second: String,
    pub centuries: String,
    /// zxcvbn's warnings and suggestions by its translation key; every
    /// key of @zxcvbn-ts/core (islands/tests/strength.test.ts checks).
    pub warnings: Texts,
    pub suggestions: Texts,
}

#[derive(Debug, Clone, Deserialize, Serialize, TS)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StrengthScoreStrings {
    pub too_guessable: String,
    pub very_guessable: String,
    pub somewhat_guessable: String,
    pub safely_unguessable: String,
    pub very_unguessable: String,
}

#[derive(Debug, Clone, Deserialize, Serialize, TS)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CalculatorFileStrings {
    pub heading: String,
    /// That the file stays in the browser and how it is read.
    pub note: String,
    /// The file input's label.
    pub choose: String,
    pub cancel: String,
    /// Accessible name of the progress bar.
    pub progress: String,
    /// While hashing: "{percent} of {size} · {speed}/s"
    pub status: String,
    /// The result's label: "{algorithm} of {name} ({size})"
    pub result: String,
    pub cancelled: String,
    /// The file could not be read (removed, no permission).
    pub read_error: String,
    /// Sizes: "{value} bytes", "{value} KB", "{value} MB", "{value} GB".
    pub bytes: String,
    pub kilobytes: String,
    pub megabytes: String,
    pub gigabytes: String,
}

/// An `Option` field the YAML must still give: only the props leave it out.
fn required<'de, D: Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<Option<T>, D::Error> {
    T::deserialize(d).map(Some)
}

#[derive(Debug, Clone, Deserialize, Serialize, TS)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CalculatorToolStrings {
    pub copy_results: String,
    pub results_copied: String,
    pub copy_failed: String,
    pub print: String,
    /// A random generator's button: the same settings, a new draw.
    pub draw_again: String,
    /// Accessible name of the copy button next to one drawn line (a
    /// password): "Copy {label} {number}", or without the number when alone.
    pub copy_line: String,
    pub copy_line_alone: String,
    /// Shown and announced once a drawn line is on the clipboard.
    pub line_copied: String,
    pub recent_heading: String,
    pub recent_note: String,
    pub restore: String,
    /// Accessible name of a restore button: "Restore the calculation of {time}"
    pub restore_label: String,
    pub restored: String,
    pub clear_recent: String,
    pub recent_cleared: String,
    /// The question before clearing, then its yes and no.
    pub confirm_clear_recent: String,
    pub confirm_clear_recent_yes: String,
    pub cancel: String,
    /// Checkbox values in copied text.
    pub yes: String,
    pub no: String,
}

/// Solve for a field. Placeholders: `{input}` and `{output}` (labels),
/// `{value}`, `{values}`, `{target}`, `{below}`, `{above}`,
/// `{belowOutput}`, `{aboveOutput}`, `{least}`, `{most}`, `{limit}`
/// (numbers as the page writes them).
#[derive(Debug, Clone, Deserialize, Serialize, TS)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CalculatorSolveStrings {
    /// The disclosure's summary.
    pub heading: String,
    pub explain: String,
    /// The three controls' labels.
    pub output: String,
    pub target: String,
    pub input: String,
    pub submit: String,
    /// "{input} = {value} gives {output} = {target}."
    pub reached: String,
    /// Several values reach it: "{values}", the first filled in.
    pub several: String,
    /// Added to `several` when there are more than those listed.
    pub more: String,
    /// No value gives it exactly: the two either side.
    pub between: String,
    /// Out of reach: the least and most the result reaches.
    pub unreachable: String,
    /// Added to `unreachable`: the input's limit in the way.
    pub beyond_min: String,
    pub beyond_max: String,
    /// The solver (its own WebAssembly module, fetched on the first solve)
    /// could not be loaded: offline before any solve, say.
    pub unavailable: String,
    /// The button beside each result a solve may aim at: opens the panel
    /// with that result chosen (the panel sits far below a long form).
    pub aim: String,
    /// Its accessible name, `{output}` the result's label; begins with
    /// `aim`'s words, so a voice command naming the button finds it.
    pub aim_for: String,
    /// The button of each field a solve may change: opens the panel with
    /// that field chosen as the one to find.
    pub find: String,
    /// Its accessible name, `{input}` the field's label; begins with
    /// `find`'s words.
    pub find_for: String,
}

#[derive(Debug, Clone, Deserialize, Serialize, TS)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CalculatorResultStrings {
    /// Accessible name of the switch between several tables.
    pub tables: String,
    /// "Show all {count} rows"
    pub show_all_rows: String,
    /// "Show the first {count} rows"
    pub show_fewer_rows: String,
    /// "{shown} of {count} rows"
    pub rows_shown: String,
    pub download_csv: String,
    /// A chart's data as a table.
    pub show_data: String,
    /// Accessible name of that table's scroll region: "{chart} (data)"
    pub chart_data: String,
    /// The middle of a donut.
    pub total: String,
    /// A line's summary for screen readers, with `{series}`, `{start}`,
    /// `{x}`, `{startX}`, `{end}`, `{endX}`, `{max}`, `{min}`.
    pub line_summary: String,
    /// A calendar's buttons to the month before and after the one shown.
    pub previous_month: String,
    pub next_month: String,
}

#[derive(Debug, Clone, Deserialize, Serialize, TS)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CalculatorStepStrings {
    pub heading: String,
    /// Summary of a long list, folded: "Show all {count} steps"
    pub show_steps: String,
    /// Read between a step's before and after.
    pub becomes: String,
    /// "{count} more steps are not shown."
    pub more_steps: String,
    /// A name per calc-wasm step rule id (engine/steps.rs).
    pub rules: Texts,
}

#[derive(Debug, Clone, Deserialize, Serialize, TS)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CalculatorAcademicStrings {
    /// Accessible name of the keypad.
    pub keypad: String,
    pub history: String,
    pub history_empty: String,
    /// A history entry's button: "Use {result} ({expression})"
    pub reuse: String,
    /// "Memory: {value}"
    pub memory: String,
    /// The angle unit's switch: "Angle unit: {unit}. Switch to {next}."
    pub angle_unit: String,
    pub rows: String,
    pub columns: String,
    pub add_row: String,
    pub remove_row: String,
    pub add_column: String,
    pub remove_column: String,
    /// A pasted matrix larger than the engine takes: "... {rows} × {columns} ... {max} × {max} ..."
    pub matrix_cut: String,
    /// A grid cell: "Row {row}, column {column}"
    pub cell: String,
    /// Accessible names of the keys, by key id (islands: academic/keys.ts).
    pub keys: Texts,
    /// The GPA course editor (`display: courses`).
    pub courses: CourseEditorStrings,
    /// An `intervals` output's number line, read out in words.
    pub number_line: NumberLineStrings,
}

/// A set of numbers in words, one interval at a time: "x greater than or
/// equal to −1 and less than 3"; the intervals are joined by the
/// language's "or" (Intl.ListFormat).
#[derive(Debug, Clone, Deserialize, Serialize, TS)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NumberLineStrings {
    /// "{variable} {condition}": one interval.
    pub interval: String,
    /// Its lower end, open and closed: "greater than {a}".
    pub greater: String,
    pub at_least: String,
    /// Its upper end, open and closed: "less than {b}".
    pub less: String,
    pub at_most: String,
    /// Both ends: "{lower} and {upper}".
    pub both: String,
    /// A lone point: "equal to {a}".
    pub equal: String,
    /// No end: "{variable} can be any real number".
    pub any: String,
}

#[derive(Debug, Clone, Deserialize, Serialize, TS)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CourseEditorStrings {
    /// Column headings: the course's name, grade, credits and level.
    pub name: String,
    pub grade: String,
    pub credits: String,
    pub level: String,
    /// The levels: no weighting, honors (+0.5), AP or IB (+1.0).
    pub regular: String,
    pub honors: String,
    pub ap: String,
    /// The grade list's first entry while no grade is chosen.
    pub choose: String,
    pub add_course: String,
    pub add_term: String,
    /// "Remove course {n}"
    pub remove_course: String,
    /// "Remove term {n}"
    pub remove_term: String,
    /// A cell's accessible name: "{column}, course {n}"
    pub cell: String,
    /// A term heading's field: "Term {n} name"
    pub term: String,
    /// The text form of the list, below the rows.
    pub as_text: String,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EmbedStrings {
    pub powered_by: String,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NotFoundStrings {
    pub title: String,
    pub message: String,
    pub back_home: String,
}

/// The service worker's page for a page never stored, with no network (generator/templates/sw.js).
#[derive(Debug, Clone, Deserialize, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct OfflineStrings {
    pub title: String,
    pub message: String,
    /// Heading of the list of pages stored on this device.
    pub stored_heading: String,
    pub retry: String,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FooterStrings {
    pub disclaimer: String,
    pub privacy: String,
    pub categories_heading: String,
    pub calculators_heading: String,
    pub site_heading: String,
    pub powered_by: String,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ListStrings {
    pub calculators_title: String,
    pub calculators_description: String,
    pub categories_title: String,
    pub categories_description: String,
    /// "{category} calculators"
    pub category_title: String,
    pub calculator_count: PluralStrings,
    /// Page titles by slug (content/pages).
    pub pages: Texts,
}

/// A count's text in the language's plural forms, with `{count}`.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct PluralStrings {
    pub one: String,
    pub other: String,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ShellStrings {
    pub header: HeaderStrings,
    pub sidebar: SidebarStrings,
    pub consent: ConsentStrings,
    pub scroll_top: String,
}

#[derive(Debug, Clone, Deserialize, Serialize, TS)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct HeaderStrings {
    pub open_menu: String,
    pub close_menu: String,
    pub search_placeholder: String,
    pub search_label: String,
    pub open_search: String,
    pub close_search: String,
    pub no_results: String,
    /// A result from another language's search: "Open in {language}", the
    /// language's own name filled in.
    pub open_in: String,
    /// Shown in the open search on arrival from an address that has no
    /// page (the 404 page sends the visitor home): `{path}` is the address.
    pub not_found: String,
    pub search_error: String,
    pub language: String,
    pub loading: String,
    /// Kinds of search results.
    pub calculator: String,
    pub category: String,
    pub switch_to_dark: String,
    pub switch_to_light: String,
    pub sign_in: String,
    pub your_data: YourDataStrings,
    /// The offer to read the page in this language, written in it.
    pub language_suggestion: LanguageSuggestionStrings,
}

#[derive(Debug, Clone, Deserialize, Serialize, TS)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct YourDataStrings {
    pub title: String,
    pub intro: String,
    pub empty: String,
    pub export_json: String,
    pub export_csv: String,
    pub import_json: String,
    pub clear_all: String,
    pub close: String,
    /// "{count} saved"
    pub saved: String,
    /// "Imported {count} calculations."
    pub import_done: String,
    pub import_failed: String,
    pub storage_failed: String,
    pub confirm_clear: String,
    pub confirm_clear_yes: String,
    pub cancel: String,
    pub cleared: String,
}

#[derive(Debug, Clone, Deserialize, Serialize, TS)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LanguageSuggestionStrings {
    pub text: String,
    pub switch_to: String,
    pub dismiss: String,
}

#[derive(Debug, Clone, Deserialize, Serialize, TS)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SidebarStrings {
    pub navigation: String,
    pub collapse: String,
    pub expand: String,
    pub close_menu: String,
    pub loading: String,
}

#[derive(Debug, Clone, Deserialize, Serialize, TS)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ConsentStrings {
    pub title: String,
    pub text: String,
    pub accept: String,
    pub decline: String,
    pub learn_more: String,
}

#[derive(Debug, Clone, Deserialize, Serialize, TS)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WidgetStrings {
    pub toolbar: String,
    pub about: String,
    pub quick_calculator: String,
    pub share: String,
    pub embed: String,
    pub hide: String,
    pub show: String,
    pub expand: String,
    pub collapse: String,
    pub close: String,
    pub tabs: WidgetTabStrings,
    pub references: String,
    pub no_formulas: String,
    pub unavailable_title: String,
    pub unavailable_text: String,
    pub link_copied: String,
    /// Copied instead of the share link when inputs too long for a link were left out: "... {inputs} ..."
    pub link_left_out: String,
    pub copy_failed: String,
    pub embed_intro: String,
    pub copy_code: String,
    pub code_copied: String,
    pub division_by_zero: String,
    pub last_calculation: String,
    pub embed_code: String,
    pub share_link: String,
    /// Accessible names of the quick calculator's keys.
    pub keys: WidgetKeyStrings,
}

#[derive(Debug, Clone, Deserialize, Serialize, TS)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct WidgetTabStrings {
    pub about: String,
    pub formulas: String,
    pub faqs: String,
}

#[derive(Debug, Clone, Deserialize, Serialize, TS)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct WidgetKeyStrings {
    pub backspace: String,
    pub clear: String,
    pub equals: String,
    pub add: String,
    pub subtract: String,
    pub multiply: String,
    pub divide: String,
    pub decimal: String,
}
