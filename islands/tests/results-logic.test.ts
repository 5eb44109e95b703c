// The pure logic behind dates, tables and charts: date formats per locale,
// "today", CSV escaping, table paging, axis ticks and downsampling.

import { describe, expect, it } from 'vitest';
import { expectCalls, expectEach } from './cases';
import { formatDate, formatAxisDate, isIsoDate, isoDateToUtc, parseIsoDate, todayTexts } from '../src/lib/dates';
import { localToday } from '../src/lib/today';
import { formatOutput } from '../src/lib/format';
import { errorMessage } from '../src/lib/errors';
import { csvCell, tableCsv } from '../src/islands/calculator/exporting';
import { PAGE_ROWS, cellText, pagedRows } from '../src/islands/calculator/tables';
import {
  dateTicks,
  downsampleIndices,
  formatTick,
  niceStep,
  niceTicks,
  stepDecimals,
  ticksWithin,
} from '../src/islands/calculator/charts/scale';
import type { ColumnView, Field, OutputView } from '../src/lib/props';

const NBSP = '\u00a0';

describe('dates', () => {
  it('formats an ISO day in the page language, the same day in every time zone', () => {
    expectCalls(formatDate, [
      [['2027-08-29', 'en-US'], 'Aug 29, 2027'],
      [['2027-08-29', 'pt-BR'], '29 de ago. de 2027'],
      [['2026-01-01', 'en-US'], 'Jan 1, 2026'],
      [['2026-12-31', 'pt-BR'], '31 de dez. de 2026'],
      [['2024-02-29', 'en-US'], 'Feb 29, 2024'],
    ]);
  });

  it('leaves what is not a real date as it is', () => {
    expect(formatDate('2027-02-30', 'en-US')).toBe('2027-02-30');
    expect(formatDate('soon', 'pt-BR')).toBe('soon');
    expect(parseIsoDate('2027-13-01')).toBeNull();
    expect(parseIsoDate('2027-8-29')).toBeNull();
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate(20230228)).toBe(false);
    expect(isoDateToUtc('1970-01-02')).toBe(86_400_000);
  });

  it('formats date outputs, and warnings only when there is one', () => {
    const f = { format: 'date' as const, decimals: 0, values: {}, locale: 'pt-BR', currency: 'BRL' };
    expect(formatOutput('2026-02-01', f)).toBe('1 de fev. de 2026');
    const w = { ...f, format: 'warning' as const, values: { none: 'All fine', belowMinimum: 'Too little' } };
    expect(formatOutput('none', w)).toBe('');
    expect(formatOutput('belowMinimum', w)).toBe('Too little');
    expect(formatOutput('unknownCode', w)).toBe('unknownCode');
  });

  it('short axis dates', () => {
    expectCalls(formatAxisDate, [
      [[Date.UTC(2030, 0, 1), 'en-US', true], '2030'],
      [[Date.UTC(2027, 7, 1), 'en-US', false], 'Aug 2027'],
      [[Date.UTC(2027, 7, 1), 'pt-BR', false], 'ago. de 2027'],
    ]);
  });

  it("today is the visitor's local calendar day", () => {
    expect(localToday(new Date(2027, 0, 5, 23, 59))).toBe('2027-01-05');
    expect(localToday(new Date(2026, 11, 31, 0, 1))).toBe('2026-12-31');
  });

  it('moves only "today" fields, and only when they are not today yet', () => {
    const field = (id: string, today?: boolean): Field => ({ id, label: id, unit: 'none', display: 'input', options: [], today });
    const fields = [field('lastPeriod', true), field('cycleLength'), field('today', true)];
    expect(todayTexts(fields, { lastPeriod: '2026-11-22', cycleLength: '28', today: '2027-01-05' }, '2027-01-05')).toEqual({
      lastPeriod: '2027-01-05',
    });
  });

  it('formats date bounds in error messages', () => {
    const strings = { errors: { dateBeforeMin: 'Enter {min} or later.' } } as never;
    expect(errorMessage({ input: 'd', code: 'dateBeforeMin', min: '1900-01-01' }, [], strings, 'en-US')).toBe(
      'Enter Jan 1, 1900 or later.',
    );
  });
});

describe('CSV', () => {
  it('escapes as RFC 4180: quotes doubled, fields with comma, quote or line break quoted', () => {
    expectEach(csvCell, [
      ['plain', 'plain'],
      ['a,b', '"a,b"'],
      ['say "hi"', '"say ""hi"""'],
      ['two\nlines', '"two\nlines"'],
      ['cr\r', '"cr\r"'],
      [null, ''],
      [Number.NaN, ''],
    ]);
  });

  it('keeps numbers raw, at full precision, and disarms formulas', () => {
    expectEach(csvCell, [
      [2747.4999999999995, '2747.4999999999995'],
      [1234.5, '1234.5'],
      [-275, '-275'],
      [-5, '-5'],
      ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
      ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
      ['@SUM(A1)', "'@SUM(A1)"],
      ['-12', '-12'],
      ['-5', '-5'],
    ]);
  });

  it('writes a heading row of column labels, CRLF line ends, label texts (booleans too)', () => {
    const columns: ColumnView[] = [
      { key: 'id', label: 'Milestone', format: 'label', decimals: 0 },
      { key: 'date', label: 'Date', format: 'date', decimals: 0 },
      { key: 'reached', label: 'Reached, yet?', format: 'label', decimals: 0 },
      { key: 'amount', label: 'Amount', format: 'currency', decimals: 2 },
    ];
    const view = { values: { viability: 'Viability, 24 weeks', true: 'Reached', false: 'Not yet' } };
    const csv = tableCsv({
      view,
      columns,
      rows: [
        { id: 'viability', date: '2027-05-09', reached: false, amount: 0.1 + 0.2 },
        { id: 'other', date: '2027-06-06', reached: true, amount: 1234.5 },
      ],
    });
    expect(csv).toBe(
      'Milestone,Date,"Reached, yet?",Amount\r\n' +
        '"Viability, 24 weeks",2027-05-09,Not yet,0.30000000000000004\r\n' +
        'other,2027-06-06,Reached,1234.5\r\n',
    );
  });
});

describe('tables', () => {
  const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ number: i + 1 }));

  it('shows a long table 24 rows at a time until expanded', () => {
    expect(PAGE_ROWS).toBe(24);
    const long = pagedRows(rows(360), false);
    expect(long.paged).toBe(true);
    expect(long.rows).toHaveLength(24);
    expect(long.rows[23]).toEqual({ number: 24 });
    expect(pagedRows(rows(360), true).rows).toHaveLength(360);
    expect(pagedRows(rows(5000), false).rows).toHaveLength(24);
  });

  it('draws a table a little longer than a page whole', () => {
    expect(pagedRows(rows(30), false)).toEqual({ rows: rows(30), paged: false });
    expect(pagedRows(rows(36), false).paged).toBe(false);
    expect(pagedRows(rows(37), false).paged).toBe(true);
  });

  it("formats cells by their column, label columns from the table's values", () => {
    const view = { values: { true: 'Reached', false: 'Not yet', firstTrimesterEnd: 'End of the first trimester' } } as unknown as OutputView;
    const col = (format: ColumnView['format'], decimals = 2): ColumnView => ({ key: 'k', label: 'K', format, decimals });
    expectCalls(cellText, [
      [[false, col('label'), view, 'en-US', 'USD'], 'Not yet'],
      [[true, col('label'), view, 'en-US', 'USD'], 'Reached'],
      [['firstTrimesterEnd', col('label'), view, 'en-US', 'USD'], 'End of the first trimester'],
      [['2027-02-27', col('date'), view, 'pt-BR', 'BRL'], '27 de fev. de 2027'],
      [[2747.4999999999995, col('currency'), view, 'pt-BR', 'BRL'], `R$${NBSP}2.747,50`],
      [[99.07751705294591, col('percent', 1), view, 'en-US', 'USD'], '99.1%'],
    ]);
  });
});

describe('chart scales', () => {
  it('picks nice steps: 1, 2, 2.5, 5 × 10^k', () => {
    expectCalls(niceStep, [
      [[200000, 5], 50000],
      [[14389, 5], 5000],
      [[9, 4], 2.5],
      [[1, 5], 0.2],
    ]);
    expectEach(stepDecimals, [
      [0.25, 2],
      [5000, 0],
      [0.1, 1],
    ]);
  });

  it('value ticks cover the data from a round number to a round number', () => {
    expect(niceTicks(0, 199800.9, 5)).toEqual([0, 50000, 100000, 150000, 200000]);
    expect(niceTicks(0, 14389.21, 5)).toEqual([0, 5000, 10000, 15000]);
    expect(niceTicks(0, 99.08, 5)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(-275, 1100, 4)).toEqual([-500, 0, 500, 1000, 1500]);
    expect(niceTicks(0, 0.3, 3)).toEqual([0, 0.1, 0.2, 0.3]);
    expect(niceTicks(0, 0)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(niceTicks(5, 5).length).toBeGreaterThanOrEqual(2);
  });

  it('x ticks stay inside the data, whole numbers for whole-number data', () => {
    expect(ticksWithin(1, 360, 3, true)).toEqual([100, 200, 300]);
    expect(ticksWithin(2026, 2055, 3, true)).toEqual([2030, 2035, 2040, 2045, 2050, 2055]);
    expect(ticksWithin(2026, 2055, 2, true)).toEqual([2030, 2040, 2050]);
    expect(ticksWithin(45, 115, 5, true)).toEqual([50, 60, 70, 80, 90, 100, 110]);
    expect(ticksWithin(1, 3, 10, true)).toEqual([1, 2, 3]);
    expect(ticksWithin(7, 7, 4)).toEqual([7]);
  });

  it('date ticks fall on the first day of a year or a month', () => {
    const years = dateTicks(Date.UTC(2026, 1, 1), Date.UTC(2056, 0, 1), 4);
    expect(years.yearOnly).toBe(true);
    expect(years.ticks.map((t) => new Date(t).getUTCFullYear())).toEqual([2030, 2040, 2050]);
    const months = dateTicks(Date.UTC(2026, 10, 22), Date.UTC(2027, 4, 10), 6);
    expect(months.yearOnly).toBe(false);
    expect(months.ticks.map((t) => new Date(t).toISOString().slice(0, 10))).toEqual([
      '2026-12-01',
      '2027-01-01',
      '2027-02-01',
      '2027-03-01',
      '2027-04-01',
      '2027-05-01',
    ]);
  });

  it('labels ticks in the page language and the column format', () => {
    const f = (locale: string, step: number) => ({ locale, currency: locale === 'pt-BR' ? 'BRL' : 'USD', step });
    expectCalls(formatTick, [
      [[150000, { format: 'currency' }, f('en-US', 50000)], '$150,000'],
      [[150000, { format: 'currency' }, f('pt-BR', 50000)], `R$${NBSP}150.000`],
      [[0.5, { format: 'currency' }, f('en-US', 0.5)], '$0.50'],
      [[40, { format: 'percent' }, f('pt-BR', 20)], '40%'],
      [[2.5, { format: 'number' }, f('pt-BR', 2.5)], '2,5'],
      [[2030, { format: 'text' }, f('en-US', 10)], '2030'],
    ]);
  });

  it('downsamples to at most 200 points, first and last kept, evenly spread', () => {
    expect(downsampleIndices(5)).toEqual([0, 1, 2, 3, 4]);
    expect(downsampleIndices(0)).toEqual([]);
    const picked = downsampleIndices(360, 200);
    expect(picked).toHaveLength(200);
    expect(picked[0]).toBe(0);
    expect(picked[199]).toBe(359);
    expect(new Set(picked).size).toBe(200);
    expect(picked.every((v, i) => i === 0 || v > (picked[i - 1] as number))).toBe(true);
    const big = downsampleIndices(5000, 200);
    expect(big).toHaveLength(200);
    expect(Math.max(...big.slice(1).map((v, i) => v - (big[i] as number)))).toBeLessThanOrEqual(26);
    expect(downsampleIndices(1000, 1)).toEqual([0, 999]);
  });
});
