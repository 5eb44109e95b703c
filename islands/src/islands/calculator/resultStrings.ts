// The strings of the tables and charts under the results
// (calculatorIsland.results in the locales).

import type { CalculatorResultStrings, CalculatorStrings } from '../../lib/props';

export function resultStrings(strings: CalculatorStrings): CalculatorResultStrings {
  return strings.results;
}
