// The calculator tools' strings (calculatorIsland.tools in the locales).

import type { CalculatorStrings, CalculatorToolStrings } from '../../lib/props';

export function toolStrings(strings: CalculatorStrings): CalculatorToolStrings {
  return strings.tools;
}
