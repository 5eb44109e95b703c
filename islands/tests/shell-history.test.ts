// @vitest-environment happy-dom
// "Your data": history in localStorage, import validation, merge, export.

import { afterEach, describe, expect, it } from 'vitest';
import {
  HISTORY_EVENT,
  HISTORY_LIMIT,
  addHistoryEntry,
  clearHistory,
  exportFileName,
  historyToCsv,
  historyToJson,
  importHistory,
  mergeHistory,
  parseHistoryImport,
  readCalculatorHistory,
  readEntry,
  readHistory,
  type HistoryEntry,
} from '../src/lib/history';

const entry = (time: string, loanTerm = '30', result: unknown = { payment: 2547.62 }): HistoryEntry => ({
  time,
  inputs: { homePrice: '400000', loanTerm },
  result,
});

afterEach(() => localStorage.clear());

describe('readEntry', () => {
  it('normalises time to ISO and inputs to text', () => {
    expect(readEntry({ time: 0, inputs: { a: 1, b: true, c: 'x' }, result: 5 })).toEqual({
      time: '1970-01-01T00:00:00.000Z',
      inputs: { a: '1', b: 'true', c: 'x' },
      result: 5,
    });
  });

  it('says what is wrong', () => {
    expect(readEntry(null)).toMatch(/not an object/);
    expect(readEntry({ time: 'yesterday', inputs: {}, result: 1 })).toMatch(/time/);
    expect(readEntry({ time: 1, inputs: [], result: 1 })).toMatch(/inputs/);
    expect(readEntry({ time: 1, inputs: { a: { b: 1 } }, result: 1 })).toMatch(/input "a"/);
    expect(readEntry({ time: 1, inputs: {} })).toMatch(/result/);
  });
});

describe('parseHistoryImport', () => {
  const exported = historyToJson({ mortgage: [entry('2026-01-01T10:00:00.000Z')] }, new Date('2026-02-01T00:00:00Z'));

  it('reads our own export', () => {
    const r = parseHistoryImport(exported);
    expect(r).toEqual({ ok: true, count: 1, history: { mortgage: [entry('2026-01-01T10:00:00.000Z')] } });
  });

  it('reads a bare {calculator: entries} object', () => {
    const r = parseHistoryImport(JSON.stringify({ bmi: [entry('2026-01-02T00:00:00Z')] }));
    expect(r.ok && r.count).toBe(1);
  });

  it.each([
    ['not JSON', '{oops', /not JSON/],
    ['an array', '[]', /not a history export/],
    ['another format', JSON.stringify({ format: 'other', version: 1, history: {} }), /not a Calcula history/],
    ['a newer version', JSON.stringify({ format: 'calcula-history', version: 2, history: {} }), /version 2/],
    ['a bad calculator id', JSON.stringify({ '../x': [entry('2026-01-01T00:00:00Z')] }), /not a calculator id/],
    ['entries not a list', JSON.stringify({ bmi: {} }), /list of entries/],
    ['one bad entry', JSON.stringify({ bmi: [entry('2026-01-01T00:00:00Z'), { time: 'never' }] }), /bmi: .*time/],
    ['no entries', JSON.stringify({ bmi: [] }), /no entries/],
    ['a huge file', `{"bmi":[${'1,'.repeat(1_100_000)}1]}`, /too large/],
  ])('rejects %s', (_what, text, reason) => {
    const r = parseHistoryImport(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(reason);
  });
});

describe('merge and storage', () => {
  it('merges without duplicates, oldest first, capped', () => {
    const a = { mortgage: [entry('2026-01-02T00:00:00.000Z'), entry('2026-01-01T00:00:00.000Z')] };
    const b = { mortgage: [entry('2026-01-01T00:00:00.000Z'), entry('2026-01-03T00:00:00.000Z')], bmi: [entry('2026-01-01T00:00:00.000Z')] };
    const merged = mergeHistory(a, b);
    expect(Object.keys(merged)).toEqual(['bmi', 'mortgage']);
    expect(merged.mortgage!.map((e) => e.time.slice(0, 10))).toEqual(['2026-01-01', '2026-01-02', '2026-01-03']);
    const many = Array.from({ length: HISTORY_LIMIT + 5 }, (_, i) => entry(new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString()));
    const capped = mergeHistory({ x: many }, {}).x!;
    expect(capped).toHaveLength(HISTORY_LIMIT);
    expect(capped[0]!.time).toBe(many[5]!.time);
  });

  it('announces changes to lists on the page', () => {
    const seen: string[] = [];
    const listen = (e: Event) => seen.push((e as CustomEvent<{ id: string }>).detail.id);
    document.addEventListener(HISTORY_EVENT, listen);
    importHistory({ bmi: [entry('2026-01-01T00:00:00.000Z')] });
    clearHistory();
    document.removeEventListener(HISTORY_EVENT, listen);
    expect(seen).toEqual(['bmi', 'bmi']);
  });

  it('reads, imports (merging) and clears localStorage', () => {
    expect(readHistory()).toEqual({});
    addHistoryEntry('mortgage', entry('2026-01-01T00:00:00.000Z'));
    localStorage.setItem('calcula:history:broken', '{not json');
    localStorage.setItem('unrelated', '1');
    expect(readHistory()).toEqual({ mortgage: [entry('2026-01-01T00:00:00.000Z')] });
    expect(importHistory({ mortgage: [entry('2026-01-02T00:00:00.000Z')], bmi: [entry('2026-01-03T00:00:00.000Z')] })).toBe(true);
    expect(readCalculatorHistory('mortgage')).toHaveLength(2);
    expect(readCalculatorHistory('bmi')).toHaveLength(1);
    clearHistory();
    expect(readHistory()).toEqual({});
    expect(localStorage.getItem('calcula:history:broken')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('1');
  });
});

describe('export', () => {
  it('writes CSV with quoting', () => {
    const csv = historyToCsv({ mortgage: [entry('2026-01-01T00:00:00.000Z', '30', 'a "b", c')] });
    // Kept without what the page showed: one column per raw input and the result.
    expect(csv).toBe(
      'calculator,time,mortgage: homePrice,mortgage: loanTerm,mortgage: result\r\n' +
        'mortgage,2026-01-01T00:00:00.000Z,400000,30,"a ""b"", c"\r\n',
    );
  });

  it('round-trips JSON', () => {
    const history = { bmi: [entry('2026-01-01T00:00:00.000Z')] };
    const r = parseHistoryImport(historyToJson(history));
    expect(r.ok && r.history).toEqual(history);
  });

  it('names files by date', () => {
    expect(exportFileName('csv', new Date('2026-03-04T05:06:07Z'))).toBe('calcula-history-2026-03-04.csv');
  });
});
