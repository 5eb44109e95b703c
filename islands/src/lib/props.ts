// Props of the islands, as the generator writes them (JSON in
// <script type="application/json">). The generator's view models in
// generator/src/render/calculator_view.rs serialise exactly these shapes.

/**
 * calc-wasm's CalcSpec (calc-wasm/src/spec.rs), passed to `evaluate` as-is:
 * `evaluate(spec: CalcSpec, given: Record<string, string>, lang: string)`
 * returns `{ ok: Outputs } | { error: { input, code, ...params } }` as plain
 * objects (no JSON strings).
 */
export interface CalcSpec {
  function: string;
  inputs: InputSpec[];
  /** A formula calculator's outputs, in order (absent for a Rust function's). */
  formulas?: FormulaSpec[];
}

/** One output of a formula calculator: calc-wasm's `formula` module computes it. */
export interface FormulaSpec {
  output: string;
  formula: string;
}

export interface InputSpec {
  id: string;
  /** Externally tagged, as calc-wasm's serde types are. */
  kind: InputKind;
  /** Plain text: `1234.5`, `monthly`, `true`. */
  default: string;
  when?: Condition;
}

export type InputKind =
  | { number: { min?: number; max?: number; above?: number; below?: number; integer?: boolean } }
  | { select: { options: string[] } }
  | 'bool'
  | { date: { min?: string; max?: string } }
  | { text: { maxLength: number } };

/** Shown (and sent) only while input `input` has one of the values `is`. */
export interface Condition {
  input: string;
  is: string[];
}

/**
 * `distance`: km or mi, as the calculator's km/mi switch says; `pacemin` and
 * `pacesec`: the minutes and seconds of a time per km or per mi, likewise
 * (lib/units.ts converts them when the switch changes).
 */
export type Unit = 'currency' | 'percent' | 'years' | 'months' | 'cm' | 'kg' | 'ft' | 'in' | 'lb' | 'distance' | 'pacemin' | 'pacesec' | 'none';

export interface Field {
  id: string;
  label: string;
  help?: string;
  /** How a number input is shown: a currency sign before, a unit after. */
  unit: Unit;
  /** For selects: a segmented control (radio group) or a dropdown. */
  display: 'input' | 'segmented' | 'dropdown' | 'checkbox' | 'textarea' | 'keypad' | 'matrix';
  /** For selects, in declared order. */
  options: { value: string; label: string }[];
  when?: Condition;
  /**
   * A date input whose default is "today": the page was built with the build
   * date; after hydration the island sets the visitor's local date.
   */
  today?: boolean;
  /**
   * A field shown by a metric/imperial switch: what it measures (`height`).
   * Switching converts between the fields of one quantity.
   */
  quantity?: string;
  /** A keypad that controls more than its text: `angle` is the select input its angle key switches. */
  keypad?: { angle: string };
}

/**
 * `label`: the value is a key of `values`. `warning`: like label, shown as a
 * prominent notice, and not at all while the value is `none`. `date`: an ISO
 * date shown in the page's date format. `table`: rows of objects. `decimal`:
 * a number as exact text (`0.1(6)`), shown with the page's decimal mark. `math`: an
 * expression in the engine's syntax (or a list of them), shown as MathML.
 * `steps`: worked steps, a list of {rule, before, after, detail?}. `matrix`:
 * rows of exact entries as text.
 */
export type OutputFormat =
  | 'currency'
  | 'number'
  | 'integer'
  | 'percent'
  | 'label'
  | 'text'
  | 'date'
  | 'table'
  | 'warning'
  | 'decimal'
  | 'math'
  | 'steps'
  | 'matrix';

/** A column of a table output: the row key, its heading and format. */
export interface ColumnView {
  key: string;
  label: string;
  /** `label` columns take their texts from the table output's `values`. */
  format: Exclude<OutputFormat, 'table' | 'warning' | 'math' | 'steps' | 'matrix'>;
  decimals: number;
}

/**
 * A chart the calculator's YAML declares. Donut: `series` are number
 * outputs. Line and stacked: `series` are columns of the table output
 * `table`, plotted against its column `x`.
 */
export interface ChartView {
  id: string;
  kind: 'donut' | 'line' | 'stacked';
  title: string;
  /** What the chart shows, in a sentence (its text alternative adds the numbers). */
  description: string;
  series: { key: string; label: string }[];
  table?: string;
  x?: string;
  when?: Condition;
}

export interface OutputView {
  id: string;
  label: string;
  format: OutputFormat;
  /** Maximum fraction digits (currency always shows 2). */
  decimals: number;
  primary: boolean;
  /** Unit shown after the number: `kg`, `lb`, ... */
  unit: Unit;
  /** For `label`: output value → translated text. */
  values: Record<string, string>;
  /** First matching entry overrides `format`. */
  formatWhen: { when: Condition; format: OutputFormat }[];
  when?: Condition;
  /** Tables only: the columns shown, in order (rows are objects keyed by column key). */
  columns: ColumnView[];
  /** A table only charts draw (in their own data tables), not shown as a table. */
  chartOnly?: boolean;
}

export type Outputs = Record<string, number | string | unknown>;

/**
 * The WebAssembly module a calculator runs on (`finance`, `health`, …): the
 * generator derives it from calc-wasm's registry.
 */
export type WasmModule = string;

export interface CalculatorProps {
  /** `en` or `pt-BR`. */
  lang: string;
  /** Intl locale for numbers: `en-US`, `pt-BR`. */
  numberLocale: string;
  /** ISO 4217: `USD`, `BRL`. */
  currency: string;
  /** Calculator id (`mortgage`). */
  id: string;
  title: string;
  /** The calc-wasm build this calculator runs on. */
  module: WasmModule;
  spec: CalcSpec;
  fields: Field[];
  outputs: OutputView[];
  /**
   * Summary sentence(s) with `{outputId}` placeholders, formatted like the
   * outputs. `by` names a select input whose value picks the sentence; when
   * `by` is null the only key is "".
   */
  summary: { by: string | null; texts: Record<string, string> };
  /** Charts, in declared order (may be empty). */
  charts: ChartView[];
  /** Results for the defaults, computed at build time by calc-wasm. */
  initial: Outputs;
  /** Interface strings for this island, already in the page's language. */
  strings: CalculatorStrings;
}

export interface CalculatorStrings {
  inputsHeading: string;
  resultsHeading: string;
  /** Shown while a result is being recomputed after an error is fixed. */
  loading: string;
  /** Shown in the results area while any input is invalid. */
  fixErrors: string;
  /** Unit words: `years` → "years". */
  units: Record<string, string>;
  /**
   * Error templates by calc-wasm error code (calc-wasm/src/error.rs),
   * with `{min}`, `{max}`, `{above}`, `{below}`, `{maxLength}`, `{options}`,
   * `{other}` (another input's label) placeholders.
   */
  errors: Record<string, string>;
  /**
   * `invalidExpression` errors (params `reason`, and `position` — 1-based
   * character — and `token`, the text there, when known) by reason:
   * `<reason>At` templates when a position is given, else `<reason>`, with
   * `errors.invalidExpression` as the fallback (locales:
   * calculatorIsland.expressionErrors).
   */
  expressionErrors?: Record<string, string>;
  /**
   * Copy and print buttons and the "Recent calculations" list (locales:
   * calculatorIsland.tools). Optional: English defaults stand in while a
   * key is missing (islands/src/islands/calculator/toolStrings.ts).
   */
  tools?: Partial<CalculatorToolStrings>;
  /**
   * Tables and charts under the results (locales: calculatorIsland.results).
   * Optional: English defaults stand in while a key is missing
   * (islands/src/islands/calculator/resultStrings.ts).
   */
  results?: Partial<CalculatorResultStrings>;
  /**
   * Worked steps (locales: calculatorIsland.steps). Optional: English
   * defaults stand in (islands/src/islands/calculator/academic/strings.ts).
   */
  steps?: Partial<CalculatorStepStrings>;
  /** Keypad and matrix editor (locales: calculatorIsland.academic). Optional, like `steps`. */
  academic?: Partial<CalculatorAcademicStrings>;
}

export interface CalculatorStepStrings {
  /** "Steps" */
  heading: string;
  /** Summary of a long list, folded: "Show all {count} steps" */
  showSteps: string;
  /** Read between a step's before and after: "becomes" */
  becomes: string;
  /** "{count} more steps are not shown." */
  moreSteps: string;
  /** A name per calc-wasm step rule id (engine/steps.rs): `product` → "Product rule". */
  rules: Record<string, string>;
}

export interface CalculatorAcademicStrings {
  /** Accessible name of the keypad: "Calculator keys" */
  keypad: string;
  /** Accessible names of the keys, by key id (academic/keys.ts). */
  keys: Record<string, string>;
  /** "History" */
  history: string;
  /** "Press = to keep a result here." */
  historyEmpty: string;
  /** A history entry's button: "Use {result} ({expression})" */
  reuse: string;
  /** "Memory: {value}" */
  memory: string;
  /** The angle unit's switch: "Angle unit: {unit}. Switch to {next}." */
  angleUnit: string;
  /** "Rows", "Columns" */
  rows: string;
  columns: string;
  addRow: string;
  removeRow: string;
  addColumn: string;
  removeColumn: string;
  /** A grid cell: "Row {row}, column {column}" */
  cell: string;
}

export interface CalculatorResultStrings {
  /** Accessible name of the switch between several tables: "Tables" */
  tables: string;
  /** "Show all {count} rows" */
  showAllRows: string;
  /** "Show the first {count} rows" */
  showFewerRows: string;
  /** "{shown} of {count} rows" */
  rowsShown: string;
  /** "Download CSV" */
  downloadCsv: string;
  /** A chart's data as a table: "Show the data" */
  showData: string;
  /** Accessible name of that table's scroll region: "{chart} (data)" */
  chartData: string;
  /** The middle of a donut: "Total" */
  total: string;
  /**
   * A line's summary for screen readers: "{series}: from {start} ({x}
   * {startX}) to {end} ({x} {endX}); highest {max}, lowest {min}."
   */
  lineSummary: string;
}

export interface CalculatorToolStrings {
  /** "Copy results" */
  copyResults: string;
  /** "Results copied." */
  resultsCopied: string;
  /** "Your browser did not allow copying." */
  copyFailed: string;
  /** "Print" */
  print: string;
  /** "Recent calculations" */
  recentHeading: string;
  /** "Saved only in this browser." */
  recentNote: string;
  /** "Restore" */
  restore: string;
  /** Accessible name of a restore button: "Restore the calculation of {time}" */
  restoreLabel: string;
  /** "Calculation restored." */
  restored: string;
  /** "Clear recent calculations" */
  clearRecent: string;
  /** "Recent calculations cleared." */
  recentCleared: string;
  /** The question before clearing: "Delete the recent calculations of this calculator from this browser?" */
  confirmClearRecent: string;
  /** Its yes: "Delete" */
  confirmClearRecentYes: string;
  /** Its no: "Cancel" */
  cancel: string;
  /** Checkbox values in copied text. */
  yes: string;
  no: string;
}
