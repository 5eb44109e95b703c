// A month is shown as its month and year, not as its first day: the
// Brazilian cost-of-living table lists index months, and "1 de fev. de
// 1986" read as a day (issue 42). Expected texts from Node's ICU once:
// new Intl.DateTimeFormat('pt-BR', { month: 'short', year: 'numeric' }).

import { describe, expect, it } from 'vitest';
import { formatOutput } from '../src/lib/format';
import { cellText, shownTables } from '../src/islands/calculator/tables';
import { initialTexts } from '../src/islands/calculator/useCalculator';
import { calculatorIds, calculatorProps } from './generated-props';

const month = (value: string, locale: string) => formatOutput(value, { format: 'month', decimals: 0, values: {}, locale, currency: 'USD' });

describe('month outputs', () => {
  it('write the month and year in the page’s language', () => {
    expect(month('1986-02-01', 'en-US')).toBe('Feb 1986');
    expect(month('1986-02-01', 'pt-BR')).toBe('fev. de 1986');
    expect(month('not a date', 'pt-BR')).toBe('not a date');
  });

  it('every month column of the content shows months, in each language', () => {
    let seen = 0;
    for (const id of calculatorIds()) {
      for (const lang of ['en', 'pt-BR'] as const) {
        const props = calculatorProps(`${id}.${lang}`);
        // The graphing page's props are the Graph island's.
        if (!props.spec) continue;
        for (const table of shownTables(props, { outputs: props.initial, texts: initialTexts(props) })) {
          for (const column of table.columns.filter((c) => c.format === 'month')) {
            for (const row of table.rows) {
              const text = cellText(row[column.key], column, table.view, props.numberLocale, props.currency);
              expect(text, `${id}.${lang} ${table.view.id}.${column.key}`).toBe(month(String(row[column.key]), props.numberLocale));
              expect(text).not.toMatch(/^\d{1,2}\b/);
              seen++;
            }
          }
        }
      }
    }
    // The Brazilian cost of living's index months at least.
    expect(seen).toBeGreaterThan(0);
  });
});
