// A result as plain text (the "Copy results" button) and table outputs as
// CSV. Both read the shown result and the inputs that produced it, so what
// is copied always matches itself.

import type { CalculatorProps, ColumnView, Field, OutputView } from '../../lib/props';
import { holds, visibleInputs, type Texts } from '../../lib/conditions';
import { currencySymbol, pluralText, typedNumber, typedNumberText, withPercentSign } from '../../lib/format';
import type { CalculatorToolStrings } from '../../lib/props';
import { presentColumns, shownOutputs } from './outputs';
import type { Shown } from './useCalculator';
import { buildShareUrl } from '../../lib/shareLink';
import type { SolveGoal } from '../../lib/share';
import { sharedTexts } from './shareTexts';
import { formatDate, isIsoDate } from '../../lib/dates';
import { inputType } from '../../lib/spec';

/** This page's address with `texts` (and the solve they answer) as a share link's query. */
export function currentShareUrl(props: CalculatorProps, texts: Texts, goal: SolveGoal | null = null): string {
  const base = `${location.origin}${location.pathname}`;
  return buildShareUrl(base, props.spec.inputs.map((i) => i.id), sharedTexts(props, texts), goal);
}

/**
 * An input as a person reads it and as the page writes numbers:
 * "$400,000.00", "1,500 ft", "30 years", "Monthly", "Yes" (the history
 * list and "Copy results" show this, not the field's raw "400000").
 */
export function inputDisplay(field: Field, text: string, props: CalculatorProps, tools: CalculatorToolStrings): string {
  const input = props.spec.inputs.find((i) => i.id === field.id);
  if (input?.kind === 'bool' || field.display === 'checkbox') return text === 'true' ? tools.yes : tools.no;
  const type = input ? inputType(input.kind) : 'text';
  // A date as the page writes it ("November 27, 2026", "27/11/2026"), not the field's ISO text.
  if (type === 'date' && isIsoDate(text)) return formatDate(text, props.numberLocale);
  if (field.options.length > 0) return field.options.find((o) => o.value === text)?.label ?? text;
  // Text inputs (expressions, lists) stay as typed.
  const locale = props.numberLocale;
  const number = (currency: string | null) => (type === 'number' ? typedNumberText(text, locale, currency) : text);
  if (field.unit === 'currency') {
    const money = number(props.currency);
    return money === text ? `${currencySymbol(locale, props.currency)}${text}` : money;
  }
  if (field.unit === 'none') return number(null);
  if (field.unit === 'percent') return withPercentSign(number(null), locale);
  // The unit's word in the plural the typed number takes ("1 year", "30 years").
  const typed = typedNumber(text, locale)?.value ?? null;
  const unit = pluralText(props.strings.units[field.unit] ?? '', typed, locale);
  return unit ? `${number(null)}\u00a0${unit}` : number(null);
}

/** Label and shown text of every visible input, in form order. */
export function inputLines(props: CalculatorProps, texts: Texts, tools: CalculatorToolStrings): { id: string; label: string; value: string }[] {
  const visible = visibleInputs(props.spec, texts);
  const declared = new Set(props.spec.inputs.map((i) => i.id));
  return props.fields
    .filter((f) => declared.has(f.id) && visible.has(f.id))
    .map((f) => ({ id: f.id, label: f.label, value: inputDisplay(f, texts[f.id] ?? '', props, tools) }));
}

/** The title, the inputs, the results and the page's address, as plain text. */
export function resultsText(props: CalculatorProps, shown: Shown, tools: CalculatorToolStrings, url = ''): string {
  const lines = [props.title, '', props.strings.inputsHeading];
  for (const { label, value } of inputLines(props, shown.texts, tools)) lines.push(`${label}: ${value}`);
  lines.push('', props.strings.resultsHeading);
  for (const o of shownOutputs(props, shown)) lines.push(`${o.view.label}: ${o.text}${o.unit ? ` ${o.unit}` : ''}`);
  if (url) lines.push('', url);
  return `${lines.join('\n')}\n`;
}

export interface TableOutput {
  view: OutputView;
  columns: ColumnView[];
  rows: Record<string, unknown>[];
}

function isRow(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Outputs that are tables (a list of rows) in the shown result. Columns come
 * from the output's declaration, or from the rows' keys when it has none.
 */
export function tableOutputs(props: CalculatorProps, shown: Shown): TableOutput[] {
  const tables: TableOutput[] = [];
  const visible = visibleInputs(props.spec, shown.texts);
  for (const view of props.outputs) {
    if (!holds(view.when, shown.texts, visible)) continue;
    const value = shown.outputs[view.id];
    if (!Array.isArray(value) || value.length === 0 || !value.every(isRow)) continue;
    let columns = presentColumns(view.columns ?? [], value);
    if (columns.length === 0) {
      const keys = [...new Set(value.flatMap((row) => Object.keys(row)))];
      columns = keys.map((key) => ({ key, label: key, format: 'text' as const, decimals: 0 }));
    }
    tables.push({ view, columns, rows: value });
  }
  return tables;
}

/**
 * One CSV cell. Text a spreadsheet would run as a formula (=, +, -, @, tab,
 * CR at the start) gets a leading apostrophe; numbers stay numbers.
 */
export function csvCell(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (typeof value === 'number') text = Number.isFinite(value) ? String(value) : '';
  else if (typeof value === 'string' || typeof value === 'boolean') text = String(value);
  else text = JSON.stringify(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^[+-]?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * RFC 4180: a heading row, then one row per table row; CRLF line ends.
 * Numbers stay raw (a spreadsheet formats them); `label` columns show their
 * text from the output's `values`.
 */
export function tableCsv(table: Pick<TableOutput, 'columns' | 'rows'> & { view?: Pick<OutputView, 'values'> }): string {
  const values = table.view?.values ?? {};
  const cell = (column: ColumnView, raw: unknown) =>
    column.format === 'label' && (typeof raw === 'string' || typeof raw === 'boolean')
      ? csvCell(values[String(raw)] ?? raw)
      : csvCell(raw);
  const lines = [table.columns.map((c) => csvCell(c.label)).join(',')];
  for (const row of table.rows) lines.push(table.columns.map((c) => cell(c, row[c.key])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** "mortgage-schedule.csv" */
export function csvFileName(calculatorId: string, outputId: string): string {
  const safe = (s: string) => s.replace(/[^a-zA-Z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'table';
  return `${safe(calculatorId)}-${safe(outputId)}.csv`;
}

/** Saves `text` as a file through a temporary link (browser only). */
export function download(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
