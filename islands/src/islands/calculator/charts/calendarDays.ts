// What a calendar chart draws, read from the shown result: the days each
// span of a table's date columns marks (a period, a fertile window, an
// ovulation day), and the months they fall in. Pure date arithmetic on
// midnight-UTC days (../../../lib/dates.ts), so the server render, the
// browser and every time zone see the same days.

import type { ChartView, SpanView } from '../../../lib/props';
import { isoDateToUtc } from '../../../lib/dates';
import type { Row } from '../tables';

export const DAY_MS = 86_400_000;

/** Weeks start on Sunday: the usual first column in the United States and in Brazil (CLDR firstDay "sun" for both). */
export const FIRST_WEEKDAY = 0;

/** A month as year and month index (0–11). */
export interface Month {
  year: number;
  month: number;
}

export interface CalendarData {
  /** Day (ms of midnight UTC) → the spans marking it, in declared order. */
  marks: Map<number, SpanView[]>;
  spans: SpanView[];
  /** The first and the last month with a marked day. */
  first: Month;
  last: Month;
  /** The earliest marked day. */
  start: number;
}

export const monthOf = (ms: number): Month => {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() };
};

/** Ms of the first day of `m` (months past 11 or before 0 roll over). */
export function monthStart(m: Month): number {
  const d = new Date(0);
  // setUTCFullYear, not Date.UTC: that maps years 0–99 to 1900–1999.
  d.setUTCFullYear(m.year + Math.floor(m.month / 12), ((m.month % 12) + 12) % 12, 1);
  return d.getTime();
}

export const addMonths = (m: Month, n: number): Month => monthOf(monthStart({ year: m.year, month: m.month + n }));

export const daysIn = (m: Month): number => Math.round((monthStart(addMonths(m, 1)) - monthStart(m)) / DAY_MS);

export const compareMonths = (a: Month, b: Month): number => a.year - b.year || a.month - b.month;

/** The same day of the month `n` months away, or its last day when it has fewer (31 January → 28 February). */
export function shiftMonth(day: number, n: number): number {
  const target = addMonths(monthOf(day), n);
  const date = new Date(day).getUTCDate();
  return monthStart(target) + (Math.min(date, daysIn(target)) - 1) * DAY_MS;
}

/** The month's weeks, six always (the grid never changes height): each a row of 7 days, null outside the month. */
export function weeksOf(m: Month): (number | null)[][] {
  const start = monthStart(m);
  const lead = (new Date(start).getUTCDay() - FIRST_WEEKDAY + 7) % 7;
  const count = daysIn(m);
  return Array.from({ length: 6 }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => {
      const index = w * 7 + d - lead;
      return index >= 0 && index < count ? start + index * DAY_MS : null;
    }),
  );
}

/** A span's days are at most this many (a day past it is a content or result error, not drawn). */
const MAX_SPAN_DAYS = 366;

/** The calendar of the spans in the rows of the chart's table; null when no row has a dated span. */
export function calendarData(chart: ChartView, rows: readonly Row[]): CalendarData | null {
  const spans = chart.spans ?? [];
  const sets = new Map<number, Set<string>>();
  for (const row of rows) {
    for (const span of spans) {
      const from = typeof row[span.from] === 'string' ? isoDateToUtc(row[span.from] as string) : Number.NaN;
      const key = span.through ?? span.from;
      const through = typeof row[key] === 'string' ? isoDateToUtc(row[key] as string) : Number.NaN;
      if (!Number.isFinite(from) || !Number.isFinite(through) || through < from || through - from > MAX_SPAN_DAYS * DAY_MS) continue;
      for (let day = from; day <= through; day += DAY_MS) {
        let set = sets.get(day);
        if (!set) sets.set(day, (set = new Set()));
        set.add(span.value);
      }
    }
  }
  if (sets.size === 0) return null;
  const marks = new Map<number, SpanView[]>();
  for (const [day, set] of sets) marks.set(day, spans.filter((s) => set.has(s.value)));
  const days = [...sets.keys()];
  const start = Math.min(...days);
  return { marks, spans, first: monthOf(start), last: monthOf(Math.max(...days)), start };
}

/** Where a key moves the focused day, or null for a key the grid does not use. */
export function moveDay(day: number, key: string): number | null {
  const weekday = (new Date(day).getUTCDay() - FIRST_WEEKDAY + 7) % 7;
  switch (key) {
    case 'ArrowLeft':
      return day - DAY_MS;
    case 'ArrowRight':
      return day + DAY_MS;
    case 'ArrowUp':
      return day - 7 * DAY_MS;
    case 'ArrowDown':
      return day + 7 * DAY_MS;
    case 'Home':
      return day - weekday * DAY_MS;
    case 'End':
      return day + (6 - weekday) * DAY_MS;
    case 'PageUp':
      return shiftMonth(day, -1);
    case 'PageDown':
      return shiftMonth(day, 1);
    default:
      return null;
  }
}
