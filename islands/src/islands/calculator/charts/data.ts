// What a chart draws, read from the shown result: a donut's slices (number
// outputs) or a line/stacked chart's points (columns of a table output),
// downsampled to at most MAX_POINTS, with everything formatted for the page.

import type { CalculatorProps, ChartView, ColumnView } from '../../../lib/props';
import { formatOutput } from '../../../lib/format';
import { isoDateToUtc } from '../../../lib/dates';
import { shownOutputs } from '../outputs';
import { tablesWithRows, type ShownTable } from '../tables';
import type { Shown } from '../useCalculator';
import { downsampleIndices } from './scale';

/** A line is drawn (and read out as data) from this many points at most. */
export const MAX_POINTS = 200;

export interface Slice {
  key: string;
  label: string;
  value: number;
  /** The value as the results show it: "$2,022.62", "13.9 kg". */
  text: string;
  /** Part of the total, 0–1 (0 for a negative value, which draws no arc). */
  share: number;
}

export interface DonutData {
  slices: Slice[];
  total: number;
  totalText: string;
}

const withUnit = (text: string, unit: string) => (unit ? `${text}\u00a0${unit}` : text);

/** A donut of number outputs; null when there is nothing to draw. */
export function donutData(chart: ChartView, props: CalculatorProps, shown: Shown): DonutData | null {
  const outputs = new Map(shownOutputs(props, shown).map((o) => [o.view.id, o]));
  const found: Omit<Slice, 'share'>[] = [];
  for (const s of chart.series) {
    const o = outputs.get(s.key);
    const value = shown.outputs[s.key];
    if (!o || typeof value !== 'number' || !Number.isFinite(value)) continue;
    found.push({ key: s.key, label: s.label, value, text: withUnit(o.text, o.unit) });
  }
  const total = found.reduce((sum, s) => sum + Math.max(0, s.value), 0);
  const first = found[0] && outputs.get(found[0].key);
  if (!first || !(total > 0)) return null;
  const totalText = formatOutput(total, {
    format: first.format,
    decimals: first.view.decimals,
    values: {},
    locale: props.numberLocale,
    currency: props.currency,
  });
  return {
    slices: found.map((s) => ({ ...s, share: Math.max(0, s.value) / total })),
    total,
    totalText: withUnit(totalText, first.unit),
  };
}

export interface GaugeBand {
  value: string;
  label: string;
  /** The band's span: from the previous band's end (null for the first) to its own (null for the last). */
  from: number | null;
  to: number | null;
  /** The shown result's category is this band. */
  active: boolean;
}

export interface GaugeData {
  value: number;
  /** The value as the results show it, and its output's label. */
  valueText: string;
  valueLabel: string;
  range: [number, number];
  bands: GaugeBand[];
}

/**
 * A gauge of one number output among bands, drawn when the result has both
 * the value and its category (a child's BMI has no adult category, so the
 * adult gauge is not drawn for it); null otherwise.
 */
export function gaugeData(chart: ChartView, props: CalculatorProps, shown: Shown): GaugeData | null {
  const key = chart.series[0]?.key;
  const category = chart.category ? shown.outputs[chart.category] : undefined;
  if (!key || !chart.range || !chart.bands || typeof category !== 'string') return null;
  const o = shownOutputs(props, shown).find((s) => s.view.id === key);
  const value = shown.outputs[key];
  if (!o || typeof value !== 'number' || !Number.isFinite(value)) return null;
  let from: number | null = null;
  const bands = chart.bands.map((b) => {
    const band = { value: b.value, label: b.label, from, to: b.below, active: b.value === category };
    from = b.below;
    return band;
  });
  if (!bands.some((b) => b.active)) return null;
  return { value, valueText: withUnit(o.text, o.unit), valueLabel: o.view.label, range: chart.range, bands };
}

export interface XYSeries {
  key: string;
  label: string;
  column: ColumnView | undefined;
  /** One value per point. */
  values: number[];
  /** Over every row, not only the points drawn. */
  min: number;
  max: number;
}

export interface XYData {
  table: ShownTable;
  xColumn: ColumnView | undefined;
  xIsDate: boolean;
  /** Position of each point: the x column's number, or ms of a date. */
  xs: number[];
  /** The x column's raw value of each point (formatted only when shown). */
  xRaw: unknown[];
  series: XYSeries[];
  /** Rows of the table with a value for x and every series. */
  rowCount: number;
}

function xPosition(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return isoDateToUtc(value);
  return Number.NaN;
}

/** A line or stacked chart of table columns; null when there is nothing to draw. */
export function xyData(chart: ChartView, props: CalculatorProps, shown: Shown): XYData | null {
  const table = tablesWithRows(props, shown).find((t) => t.view.id === chart.table);
  if (!table || !chart.x || chart.series.length === 0) return null;
  const xKey = chart.x;
  const xColumn = table.columns.find((c) => c.key === xKey);
  const rows = table.rows.filter(
    (row) =>
      Number.isFinite(xPosition(row[xKey])) &&
      chart.series.every((s) => typeof row[s.key] === 'number' && Number.isFinite(row[s.key])),
  );
  if (rows.length === 0) return null;
  const picked = downsampleIndices(rows.length, MAX_POINTS).map((i) => rows[i] as Record<string, unknown>);
  return {
    table,
    xColumn,
    xIsDate: typeof picked[0]?.[xKey] === 'string',
    xs: picked.map((row) => xPosition(row[xKey])),
    xRaw: picked.map((row) => row[xKey]),
    series: chart.series.map((s) => {
      let min = Infinity;
      let max = -Infinity;
      for (const row of rows) {
        const v = row[s.key] as number;
        if (v < min) min = v;
        if (v > max) max = v;
      }
      return {
        key: s.key,
        label: s.label,
        column: table.columns.find((c) => c.key === s.key),
        values: picked.map((row) => row[s.key] as number),
        min,
        max,
      };
    }),
    rowCount: rows.length,
  };
}
