// A calendar chart: a table's date spans (period days, the fertile window,
// the ovulation day, the next period) on a month grid, one month at a
// time, with buttons to the month before and after, and a legend.
//
// An ARIA grid (the WAI-ARIA date grid pattern): a <table role="grid">, whose
// cells are gridcells by that role alone (HTML forbids repeating it), with
// the weekdays as column headers and one tab stop, the focused day
// (roving tabindex). Arrow keys move by a day or a week, Home and End to
// the first and last day of the week, Page Up and Page Down by a month;
// moving past the month shows the next one. Each day's accessible name
// says its date and what it is ("March 15, 2026, fertile window, ovulation
// (estimated)"); besides its colour each mark has its own shape, drawn in
// the day and in the legend. Six weeks always, so that changing months
// never moves what is under the calendar; the server's drawing (the first
// marked month) takes the room the browser's does.
//
// A chunk of its own, loaded on first use (./CalendarPanel.tsx), so that no
// page downloads it before the first input.

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CalculatorResultStrings, ChartView, SpanView } from '../../../lib/props';
import type { CalendarPanelProps } from './CalendarPanel';
import {
  calendarData,
  addMonths,
  compareMonths,
  DAY_MS,
  FIRST_WEEKDAY,
  monthOf,
  monthStart,
  moveDay,
  shiftMonth,
  weeksOf,
  type CalendarData,
  type Month,
} from './calendarDays';

export interface CalendarProps {
  chart: ChartView;
  data: CalendarData;
  locale: string;
  strings: CalculatorResultStrings;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })));
  return f;
}

/** "March 2026", "Março de 2026": a heading starts with a capital in both languages. */
function monthTitle(m: Month, locale: string): string {
  const text = format(locale, { month: 'long', year: 'numeric' }).format(monthStart(m));
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/** A label inside a sentence: "Fertile window" → "fertile window". */
const inSentence = (label: string, locale: string) => label.charAt(0).toLocaleLowerCase(locale) + label.slice(1);

/** The day's accessible name: its long date, then what it is. */
export function dayName(day: number, marks: SpanView[] | undefined, locale: string): string {
  const date = format(locale, { dateStyle: 'long' }).format(day);
  return [date, ...(marks ?? []).map((m) => inSentence(m.label, locale))].join(', ');
}

/** The weekdays in column order: short for the header, long for its abbr. A Sunday: 2023-01-01. */
function weekdays(locale: string): { short: string; long: string }[] {
  const sunday = Date.UTC(2023, 0, 1);
  return Array.from({ length: 7 }, (_, i) => {
    const day = sunday + ((i + FIRST_WEEKDAY) % 7) * DAY_MS;
    return { short: format(locale, { weekday: 'short' }).format(day), long: format(locale, { weekday: 'long' }).format(day) };
  });
}

/** Each mark's shape (currentColor): a drop, a ring, a star, an arrow; then the same again. */
const SHAPES = [
  'M6 1C6 1 2 6 2 8.2a4 4 0 0 0 8 0C10 6 6 1 6 1Z',
  'M6 2.2a3.8 3.8 0 1 1 0 7.6a3.8 3.8 0 1 1 0-7.6Zm0 1.8a2 2 0 1 0 0 4a2 2 0 1 0 0-4Z',
  'M6 .8l1.5 3.4 3.7.4-2.8 2.5.8 3.6L6 8.8l-3.2 1.9.8-3.6L.8 4.6l3.7-.4Z',
  'M2 2.5 10 6 2 9.5Z',
];

export function MarkIcon({ index }: { index: number }) {
  return (
    <svg className={`calc-calendar-icon calc-calendar-icon--${index % SHAPES.length}`} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d={SHAPES[index % SHAPES.length]} fillRule="evenodd" />
    </svg>
  );
}

/** The calendar of the shown result; a new result (other dates) opens on its own first month again. */
export function CalendarChart({ chart, rows, locale, strings }: CalendarPanelProps) {
  const data = calendarData(chart, rows);
  if (!data) return null;
  const key = `${data.start}|${data.first.year}-${data.first.month}|${data.last.year}-${data.last.month}`;
  return <Calendar key={key} chart={chart} data={data} locale={locale} strings={strings} />;
}

export function Calendar({ chart, data, locale, strings }: CalendarProps) {
  const id = useId();
  const titleId = `${id}-month`;
  const lastDay = monthStart(addMonths(data.last, 1)) - DAY_MS;
  const [focused, setFocused] = useState(data.start);
  const month = monthOf(focused);
  const grid = useRef<HTMLTableElement>(null);
  // Keys move the focus with the day; the buttons leave it on themselves.
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  }, [focused]);

  // Days before the first month or after the last have nothing to show: the keys stop there.
  const goTo = (day: number, focus: boolean) => {
    if (day < monthStart(data.first) || day > lastDay) return;
    moved.current = focus;
    setFocused(day);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    const to = moveDay(focused, e.key);
    if (to === null || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    goTo(to, true);
  };
  const index = new Map(data.spans.map((s, i) => [s.value, i]));
  const atFirst = compareMonths(month, data.first) <= 0;
  const atLast = compareMonths(month, data.last) >= 0;
  // The buttons keep the focus on themselves (a press after a press goes on).
  const shift = (n: number) => goTo(shiftMonth(focused, n), false);
  const title = monthTitle(month, locale);

  // ChartFrame's figure, written out: importing it would make it a chunk of its own, shared with the details.
  return (
    <figure className="calc-chart calc-chart--calendar" data-chart={chart.id}>
      <figcaption className="calc-chart-caption">
        <span className="calc-chart-title">{chart.title}</span>
        {chart.description && <span className="calc-chart-description">{chart.description}</span>}
      </figcaption>
      <div className="calc-calendar">
        <div className="calc-calendar-bar">
          <button
            type="button"
            className="calc-calendar-nav"
            aria-label={strings.previousMonth}
            aria-disabled={atFirst || undefined}
            onClick={() => !atFirst && shift(-1)}
          >
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M10 3 5 8l5 5" />
            </svg>
          </button>
          <span className="calc-calendar-month" id={titleId} aria-live="polite">
            {title}
          </span>
          <button
            type="button"
            className="calc-calendar-nav"
            aria-label={strings.nextMonth}
            aria-disabled={atLast || undefined}
            onClick={() => !atLast && shift(1)}
          >
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="m6 3 5 5-5 5" />
            </svg>
          </button>
        </div>
        <table ref={grid} className="calc-calendar-grid" role="grid" aria-labelledby={titleId} onKeyDown={onKeyDown} data-month={`${month.year}-${String(month.month + 1).padStart(2, '0')}`}>
          <thead>
            <tr>
              {weekdays(locale).map((w) => (
                <th key={w.long} scope="col" abbr={w.long}>
                  {w.short}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeksOf(month).map((week, w) => (
              <tr key={w}>
                {week.map((day, d) => {
                  if (day === null) return <td key={d} className="calc-calendar-day calc-calendar-day--outside" />;
                  const marks = data.marks.get(day);
                  const values = marks?.map((m) => m.value) ?? [];
                  return (
                    <td
                      key={d}
                      tabIndex={day === focused ? 0 : -1}
                      aria-label={dayName(day, marks, locale)}
                      data-date={new Date(day).toISOString().slice(0, 10)}
                      data-marks={values.length ? values.join(' ') : undefined}
                      className={['calc-calendar-day', ...values.map((v) => `calc-calendar-day--${index.get(v) ?? 0}`)].join(' ')}
                      onClick={() => goTo(day, true)}
                    >
                      <span className="calc-calendar-number" aria-hidden="true">
                        {new Date(day).getUTCDate()}
                      </span>
                      {marks && (
                        <span className="calc-calendar-icons" aria-hidden="true">
                          {marks.map((m) => (
                            <MarkIcon key={m.value} index={index.get(m.value) ?? 0} />
                          ))}
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="calc-chart-legend calc-calendar-legend">
          {data.spans.map((s, i) => (
            <li key={s.value} className="calc-chart-legend-item calc-calendar-key" data-mark={s.value}>
              <span className={`calc-calendar-swatch calc-calendar-day--${i}`} aria-hidden="true">
                <MarkIcon index={i} />
              </span>
              <span className="calc-chart-legend-label">{s.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </figure>
  );
}
