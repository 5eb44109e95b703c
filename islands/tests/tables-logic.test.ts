// Which table outputs the page lists as tables, and which only its charts draw.

import { describe, expect, it } from 'vitest';
import type { CalculatorProps, OutputView } from '../src/lib/props';
import { shownTables, tablesWithRows } from '../src/islands/calculator/tables';

function table(id: string, extra: Partial<OutputView> = {}): OutputView {
  return {
    id,
    label: id,
    format: 'table',
    decimals: 0,
    primary: false,
    unit: 'none',
    values: {},
    formatWhen: [],
    columns: [{ key: 'x', label: 'x', format: 'number', decimals: 2 }],
    ...extra,
  };
}

const props = {
  spec: { id: 'quadratic', inputs: [] },
  outputs: [table('schedule'), table('curve', { chartOnly: true }), table('empty')],
} as unknown as CalculatorProps;
const shown = { outputs: { schedule: [{ x: 1 }], curve: [{ x: 0 }, { x: 1 }], empty: [] }, texts: {} };

describe('tables', () => {
  it('lists tables with rows, leaving out those only charts draw', () => {
    expect(shownTables(props, shown).map((t) => t.view.id)).toEqual(['schedule']);
  });

  it('gives charts every table with rows, chart-only ones included', () => {
    expect(tablesWithRows(props, shown).map((t) => t.view.id)).toEqual(['schedule', 'curve']);
  });
});
