// The Calculator island's props, as the generator writes them (JSON in
// <script type="application/json">). The types are generated from the Rust
// structs that serialise them (generator/src/bindings.rs; `make bindings`
// writes src/generated/), so tsc fails when the two disagree. This module
// only names them for the islands.
//
// CalcSpec is calc-wasm's (content-model/src/spec.rs), passed to `evaluate`
// as-is: `evaluate(spec, given: Record<string, string>, lang)` returns an
// `Answer<OutputValues>` (calc-wasm/core/src/wire.rs, typed by the modules'
// glue); the islands read each output with their own checks (`Outputs`).

import type { Format } from '../generated/Format';

export type { CalcSpec } from '../generated/CalcSpec';
export type { InputSpec } from '../generated/InputSpec';
export type { InputKind } from '../generated/InputKind';
export type { Condition } from '../generated/Condition';
export type { Unit } from '../generated/Unit';
export type { Display } from '../generated/Display';
export type { Field } from '../generated/Field';
export type { OptionView } from '../generated/OptionView';
export type { OutputView } from '../generated/OutputView';
export type { ColumnView } from '../generated/ColumnView';
export type { ChartView } from '../generated/ChartView';
export type { ChartKind } from '../generated/ChartKind';
export type { SeriesView } from '../generated/SeriesView';
export type { SpanView } from '../generated/SpanView';
export type { SummaryView } from '../generated/SummaryView';
export type { FormatWhenView } from '../generated/FormatWhenView';
export type { CalculatorProps } from '../generated/CalculatorProps';
export type { CalculatorStrings } from '../generated/CalculatorStrings';
export type { CalculatorToolStrings } from '../generated/CalculatorToolStrings';
export type { CalculatorResultStrings } from '../generated/CalculatorResultStrings';
export type { CalculatorSolveStrings } from '../generated/CalculatorSolveStrings';
export type { CalculatorStepStrings } from '../generated/CalculatorStepStrings';
export type { CalculatorAcademicStrings } from '../generated/CalculatorAcademicStrings';

/** How an output is shown (content/calculators: an output's `format`). */
export type OutputFormat = Format;

/** Results by output id, as calc-wasm returns them. */
export type Outputs = Record<string, unknown>;

/** The calc-wasm build a calculator runs on (`finance`, `health`, …). */
export type WasmModule = string;
