// The arithmetic of the charts: "nice" axis ticks (steps of 1, 2, 2.5 and 5
// times a power of ten), calendar ticks for date axes, tick labels in the
// page's locale, and downsampling long series to a few hundred points.
// Pure functions: unit-tested, and the same on the server and in the browser.

import type { ColumnView } from '../../../lib/props';
import { formatNumber, formatPercent } from '../../../lib/format';
import { formatAxisDate } from '../../../lib/dates';

/** A step of 1, 2, 2.5 or 5 × 10^k close to span / count. */
export function niceStep(span: number, count: number): number {
  if (!(span > 0) || !Number.isFinite(span)) return 1;
  const raw = span / Math.max(1, count);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const norm = raw / magnitude;
  const nice = norm <= 1 ? 1 : norm <= 2 ? 2 : norm <= 2.5 ? 2.5 : norm <= 5 ? 5 : 10;
  return nice * magnitude;
}

/** Fraction digits a tick step needs: 0.25 → 2, 5 → 0. */
export function stepDecimals(step: number): number {
  if (!Number.isFinite(step) || step <= 0) return 0;
  const text = String(Number(step.toPrecision(12)));
  if (text.includes('e-')) return Math.min(20, Number(text.split('e-')[1]) + (text.split('e')[0]?.split('.')[1]?.length ?? 0));
  return text.split('.')[1]?.length ?? 0;
}

/** k × step without the float dust of repeated addition (0.1 + 0.2). */
function multiple(k: number, step: number): number {
  return Number((k * step).toFixed(Math.min(20, stepDecimals(step) + 2)));
}

/**
 * Ticks of a value axis: a nice step, from a multiple at or below `min` to
 * one at or above `max`, so the whole range fits. At least two ticks.
 */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0, 1];
  if (min > max) [min, max] = [max, min];
  if (min === max) {
    const pad = min === 0 ? 1 : Math.abs(min) / 10;
    min -= min === 0 ? 0 : pad;
    max += pad;
  }
  const step = niceStep(max - min, count);
  const first = Math.floor(min / step + 1e-9);
  const last = Math.ceil(max / step - 1e-9);
  const ticks: number[] = [];
  for (let k = first; k <= last; k++) ticks.push(multiple(k, step));
  return ticks.length >= 2 ? ticks : [multiple(first, step), multiple(first + 1, step)];
}

/**
 * Ticks inside [min, max] (an axis whose ends are the data's): the nice
 * multiples that fall within. `integer` keeps the step at 1 or more.
 */
export function ticksWithin(min: number, max: number, count: number, integer = false): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [];
  if (min === max) return [min];
  // The largest nice step at or under span / count: the data's ends are
  // the axis's, so rounding the step up could leave a single tick.
  const raw = (max - min) / Math.max(1, count);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  let step = magnitude * ([5, 2.5, 2, 1].find((m) => m * magnitude <= raw + 1e-12) ?? 1);
  if (integer) step = Math.max(1, Math.round(step));
  const ticks: number[] = [];
  for (let k = Math.ceil(min / step - 1e-9); multiple(k, step) <= max + 1e-9; k++) ticks.push(multiple(k, step));
  return ticks;
}

const DAY_MS = 86_400_000;
const YEAR_MS = 365.2425 * DAY_MS;

/**
 * Ticks of a date axis (milliseconds, midnight UTC): the first days of
 * years every 1, 2, 5, 10… years over long spans, else the first days of
 * months every 1, 2, 3 or 6 months. `yearOnly` tells how to label them.
 */
export function dateTicks(min: number, max: number, count: number): { ticks: number[]; yearOnly: boolean } {
  if (!Number.isFinite(min) || !Number.isFinite(max) || max < min) return { ticks: [], yearOnly: true };
  const first = new Date(min);
  if ((max - min) / YEAR_MS >= 2) {
    const step = Math.max(1, Math.round(niceStep((max - min) / YEAR_MS, count)));
    const ticks: number[] = [];
    let year = Math.ceil(first.getUTCFullYear() / step) * step;
    for (; ; year += step) {
      const t = Date.UTC(year, 0, 1);
      if (t < min) continue;
      if (t > max) break;
      ticks.push(t);
    }
    return { ticks, yearOnly: true };
  }
  const months = (max - min) / (YEAR_MS / 12);
  const step = [1, 2, 3, 6, 12].find((s) => months / s <= count) ?? 12;
  const ticks: number[] = [];
  let index = first.getUTCFullYear() * 12 + first.getUTCMonth();
  index = Math.ceil(index / step) * step;
  for (; ; index += step) {
    const t = Date.UTC(Math.floor(index / 12), index % 12, 1);
    if (t < min) continue;
    if (t > max) break;
    ticks.push(t);
  }
  return { ticks, yearOnly: false };
}

/**
 * Indices of at most `max` points, evenly spread, always with the first and
 * the last: a 360-payment schedule is drawn (and read out) from 200 points.
 */
export function downsampleIndices(length: number, max = 200): number[] {
  if (length <= 0) return [];
  if (length <= max) return Array.from({ length }, (_, i) => i);
  max = Math.max(2, Math.floor(max));
  const picked: number[] = [];
  for (let i = 0; i < max; i++) {
    const index = Math.round((i * (length - 1)) / (max - 1));
    if (picked[picked.length - 1] !== index) picked.push(index);
  }
  return picked;
}

// Currency ticks without cents ("$200,000"): plain Intl options only, so
// Node's ICU (the server render) and the browser's agree.
const currencyFormats = new Map<string, Intl.NumberFormat>();

function formatCurrencyDigits(value: number, locale: string, currency: string, digits: number): string {
  const key = `${locale}|${currency}|${digits}`;
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: 'negative',
    });
    currencyFormats.set(key, format);
  }
  return format.format(value);
}

export interface TickFormatting {
  locale: string;
  currency: string;
  /** The step between ticks (how many decimals they need). */
  step: number;
}

/**
 * A tick's label in a column's format: currency without cents unless the
 * step needs them, percent, plain numbers; `text` columns holding numbers
 * (years) without grouping.
 */
export function formatTick(value: number, column: Pick<ColumnView, 'format'> | undefined, f: TickFormatting): string {
  const decimals = Math.min(stepDecimals(f.step), 6);
  switch (column?.format) {
    case 'currency':
      // Whole units, or cents: "$0.5" reads wrong.
      return formatCurrencyDigits(value, f.locale, f.currency, decimals > 0 ? 2 : 0);
    case 'percent':
      return formatPercent(value, f.locale, decimals);
    case 'text':
    case 'label':
      return String(value);
    default:
      return formatNumber(value, f.locale, decimals);
  }
}

/** A date tick: "2030" or "Aug 2027" in the page's language. */
export function formatDateTick(ms: number, locale: string, yearOnly: boolean): string {
  return formatAxisDate(ms, locale, yearOnly);
}

/** Rough width of a label in px at the charts' 12px font (no DOM to measure on the server). */
export function labelWidth(text: string): number {
  return Math.ceil(text.length * 7.2);
}
