// The strings of the tables and charts under the results
// (calculatorIsland.results in the locales), with English defaults for any
// key a locale does not have yet.

import type { CalculatorResultStrings, CalculatorStrings } from '../../lib/props';

export const DEFAULT_RESULT_STRINGS: CalculatorResultStrings = {
  tables: 'Tables',
  showAllRows: 'Show all {count} rows',
  showFewerRows: 'Show the first {count} rows',
  rowsShown: '{shown} of {count} rows',
  downloadCsv: 'Download CSV',
  showData: 'Show the data',
  chartData: '{chart} (data)',
  total: 'Total',
  lineSummary: '{series}: from {start} ({x} {startX}) to {end} ({x} {endX}); highest {max}, lowest {min}.',
};

export function resultStrings(strings: CalculatorStrings): CalculatorResultStrings {
  return { ...DEFAULT_RESULT_STRINGS, ...(strings.results ?? {}) };
}
