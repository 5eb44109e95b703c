// Table outputs as the page shows them: which tables are shown for the
// inputs that produced the result, how many rows are drawn before "Show all",
// and each cell's text in its column's format.

import type { CalculatorProps, ColumnView, OutputView } from '../../lib/props';
import { holds, visibleInputs } from '../../lib/conditions';
import { formatOutput } from '../../lib/format';
import type { Shown } from './useCalculator';
import { presentColumns } from './outputs';

export type Row = Record<string, unknown>;

export interface ShownTable {
  view: OutputView;
  columns: ColumnView[];
  rows: Row[];
}

function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The table outputs whose condition holds and that have rows, in declared order: what charts draw from. */
export function tablesWithRows(props: CalculatorProps, shown: Shown): ShownTable[] {
  const visible = visibleInputs(props.spec, shown.texts);
  const tables: ShownTable[] = [];
  for (const view of props.outputs) {
    if (view.format !== 'table' || !holds(view.when, shown.texts, visible)) continue;
    const value = shown.outputs[view.id];
    if (!Array.isArray(value) || value.length === 0 || !value.every(isRow)) continue;
    tables.push({ view, columns: presentColumns(view.columns, value), rows: value });
  }
  return tables;
}

/** The tables shown as tables: all but those only charts draw. */
export function shownTables(props: CalculatorProps, shown: Shown): ShownTable[] {
  return tablesWithRows(props, shown).filter((t) => !t.view.chartOnly);
}

/** Rows drawn at first; the rest wait for "Show all". */
export const PAGE_ROWS = 24;

/**
 * The rows to draw. A table a little longer than a page is drawn whole
 * (a button to reveal six more rows would be silly); longer ones show their
 * first PAGE_ROWS rows until expanded.
 */
export function pagedRows<T>(rows: readonly T[], expanded: boolean, page = PAGE_ROWS): { rows: readonly T[]; paged: boolean } {
  const paged = rows.length > Math.floor(page * 1.5);
  return { rows: paged && !expanded ? rows.slice(0, page) : rows, paged };
}

/** Numbers line up on the right. */
export function isNumeric(column: Pick<ColumnView, 'format'>): boolean {
  return column.format === 'currency' || column.format === 'number' || column.format === 'integer' || column.format === 'percent';
}

/** One cell as shown; label columns (and booleans in them) read the table's `values`. */
export function cellText(value: unknown, column: ColumnView, view: OutputView, locale: string, currency: string): string {
  return formatOutput(value, {
    format: column.format,
    decimals: column.decimals,
    values: view.values,
    locale,
    currency,
  });
}
