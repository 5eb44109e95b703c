// Calendar dates of the islands: calc-wasm reads and writes plain ISO dates
// (`2027-08-29`), and the page shows them in its language. A date is a day,
// not an instant: it is formatted as midnight UTC with timeZone 'UTC', so the
// server render (build machine), the browser and every visitor's time zone
// show the same day.

import type { Field } from './props';
import type { Texts } from './conditions';
import { localToday } from './today';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

/** `2027-08-29` → {2027, 8, 29}; null for anything else, including `2027-02-30`. */
export function parseIsoDate(text: string): DateParts | null {
  const m = ISO_DATE.exec(text);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const probe = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0–99 to 1900–1999; setUTCFullYear does not.
  probe.setUTCFullYear(year);
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && parseIsoDate(value) !== null;
}

/** Milliseconds of midnight UTC on an ISO date, or NaN. */
export function isoDateToUtc(text: string): number {
  const d = parseIsoDate(text);
  if (!d) return Number.NaN;
  const date = new Date(Date.UTC(2000, d.month - 1, d.day));
  date.setUTCFullYear(d.year);
  return date.getTime();
}

// Building a DateTimeFormat costs far more than using one; the server renders
// every page of the site in one process.
const formats = new Map<string, Intl.DateTimeFormat>();

type DateStyle = 'medium' | 'monthYear' | 'year';

function dateFormat(locale: string, style: DateStyle): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      style === 'medium'
        ? { dateStyle: 'medium', timeZone: 'UTC' }
        : style === 'monthYear'
          ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
          : { year: 'numeric', timeZone: 'UTC' };
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** "Aug 29, 2027" (en-US), "29 de ago. de 2027" (pt-BR); other text as is. */
export function formatDate(text: string, locale: string): string {
  const ms = isoDateToUtc(text);
  return Number.isNaN(ms) ? text : dateFormat(locale, 'medium').format(ms);
}

/** A month as its month and year: "Feb 1986" (en-US), "fev. de 1986" (pt-BR); other text as is. */
export function formatMonth(text: string, locale: string): string {
  const ms = isoDateToUtc(text);
  return Number.isNaN(ms) ? text : dateFormat(locale, 'monthYear').format(ms);
}

/** A short date for a chart's axis: "Aug 2027" or just "2027". */
export function formatAxisDate(ms: number, locale: string, yearOnly: boolean): string {
  if (!Number.isFinite(ms)) return '';
  return dateFormat(locale, yearOnly ? 'year' : 'monthYear').format(ms);
}


/**
 * Date fields declared as "today" (`Field.today`) whose text is not today's
 * date yet: id → today. The page was built on another day, with that day as
 * the default; the island moves them to the visitor's date after hydration.
 */
export function todayTexts(fields: Field[], texts: Texts, today: string = localToday()): Texts {
  const changes: Texts = {};
  for (const field of fields) {
    if (field.today && texts[field.id] !== today) changes[field.id] = today;
  }
  return changes;
}
