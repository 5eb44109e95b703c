// The academic strings: the generator passes calculatorIsland.steps and
// .academic to every calculator that shows steps, math, a keypad or a
// matrix (generator/src/render/calculator_view.rs), the only ones that
// render these parts.

import type { CalculatorAcademicStrings, CalculatorStepStrings, CalculatorStrings } from '../../../lib/props';

function missing(section: string): never {
  throw new Error(`calculatorIsland.${section} is missing from the props: the generator gives it to calculators that use it`);
}

export function stepStrings(strings: CalculatorStrings): CalculatorStepStrings {
  return strings.steps ?? missing('steps');
}

export function academicStrings(strings: CalculatorStrings): CalculatorAcademicStrings {
  return strings.academic ?? missing('academic');
}

/** `productRule` → "Product rule": a readable name when a locale has none. */
export function ruleName(rule: string, rules: Record<string, string>): string {
  const named = rules[rule];
  if (named) return named;
  const words = rule.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
