// @vitest-environment happy-dom
// The calendar chart's days (src/islands/calculator/charts/calendarDays.ts):
// the weeks of a month, moving by keys and by months, and the marks read
// from the ovulation page's real props and calc-wasm result. Dates are
// Python datetime literals: date(2026,3,1).weekday() == 6 (a Sunday),
// date(2026,3,1) + timedelta(14) == date(2026,3,15).

import { describe, expect, test } from 'vitest';
import { calendarData, moveDay, shiftMonth, weeksOf } from '../src/islands/calculator/charts/calendarDays';
import { realProps } from './real-props';
import { initialTexts } from '../src/islands/calculator/useCalculator';
import { tablesWithRows } from '../src/islands/calculator/tables';

const utc = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString().slice(0, 10));

describe('calendar weeks', () => {
  test('six weeks, Sunday first, the month in its place', () => {
    // March 2026 starts on a Sunday: the first cell is the 1st.
    const march = weeksOf({ year: 2026, month: 2 });
    expect(march).toHaveLength(6);
    expect(march[0]!.map(iso)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07']);
    expect(march[4]!.map(iso)).toEqual(['2026-03-29', '2026-03-30', '2026-03-31', null, null, null, null]);
    expect(march[5]!.every((d) => d === null)).toBe(true);
    // 1 April 2026 is a Wednesday (Python: date(2026,4,1).weekday() == 2): three blanks.
    const april = weeksOf({ year: 2026, month: 3 });
    expect(april[0]!.map(iso)).toEqual([null, null, null, '2026-04-01', '2026-04-02', '2026-04-03', '2026-04-04']);
    // February 2028 has 29 days, from a Tuesday (date(2028,2,1).weekday() == 1).
    const feb = weeksOf({ year: 2028, month: 1 }).flat().filter((d) => d !== null);
    expect(feb).toHaveLength(29);
    expect(iso(feb[28]!)).toBe('2028-02-29');
  });

  test('a month away keeps the day, or the month’s last', () => {
    expect(iso(shiftMonth(utc('2026-01-31'), 1))).toBe('2026-02-28');
    expect(iso(shiftMonth(utc('2028-01-31'), 1))).toBe('2028-02-29');
    expect(iso(shiftMonth(utc('2026-03-31'), -1))).toBe('2026-02-28');
    expect(iso(shiftMonth(utc('2026-12-15'), 1))).toBe('2027-01-15');
    expect(iso(shiftMonth(utc('2027-01-15'), -1))).toBe('2026-12-15');
  });

  test('keys move by a day, a week, to the week’s ends and by a month', () => {
    const tue = utc('2026-03-17');
    const moved = (key: string) => iso(moveDay(tue, key));
    expect(moved('ArrowLeft')).toBe('2026-03-16');
    expect(moved('ArrowRight')).toBe('2026-03-18');
    expect(moved('ArrowUp')).toBe('2026-03-10');
    expect(moved('ArrowDown')).toBe('2026-03-24');
    expect(moved('Home')).toBe('2026-03-15');
    expect(moved('End')).toBe('2026-03-21');
    expect(moved('PageUp')).toBe('2026-02-17');
    expect(moved('PageDown')).toBe('2026-04-17');
    expect(moveDay(tue, 'a')).toBeNull();
    // A Sunday and a Saturday are their own week's ends.
    expect(iso(moveDay(utc('2026-03-15'), 'Home'))).toBe('2026-03-15');
    expect(iso(moveDay(utc('2026-03-21'), 'End'))).toBe('2026-03-21');
  });
});

describe('the ovulation calendar’s marks', () => {
  test('period, fertile window, ovulation and next period from the cycles table', async () => {
    const given = { lastPeriod: '2026-03-01', cycleLength: '28', lutealPhase: '14', periodLength: '5' };
    const props = await realProps('ovulation.en', given);
    const chart = props.charts.find((c) => c.kind === 'calendar')!;
    const shown = { outputs: props.initial, texts: { ...initialTexts(props), ...given } };
    const table = tablesWithRows(props, shown).find((t) => t.view.id === chart.table)!;
    const data = calendarData(chart, table.rows)!;
    const marks = (day: string) => data.marks.get(utc(day))?.map((s) => s.value) ?? [];
    expect(marks('2026-03-01')).toEqual(['period']);
    expect(marks('2026-03-05')).toEqual(['period']);
    expect(marks('2026-03-06')).toEqual([]);
    expect(marks('2026-03-10')).toEqual(['fertile']);
    expect(marks('2026-03-15')).toEqual(['fertile', 'ovulation']);
    expect(marks('2026-03-16')).toEqual(['fertile']);
    expect(marks('2026-03-17')).toEqual([]);
    expect(marks('2026-03-29')).toEqual(['period', 'nextPeriod']);
    // The sixth cycle: 2026-03-01 + 5 × 28 = 2026-07-19, ovulation 2026-08-02,
    // next period 2026-08-16, the last marked day.
    expect(marks('2026-08-02')).toEqual(['fertile', 'ovulation']);
    expect(marks('2026-08-16')).toEqual(['nextPeriod']);
    expect(iso(data.start)).toBe('2026-03-01');
    expect(data.first).toEqual({ year: 2026, month: 2 });
    expect(data.last).toEqual({ year: 2026, month: 7 });
  });
});
