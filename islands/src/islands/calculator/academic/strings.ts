// English stand-ins for the academic strings while a locale lacks a key
// (the generator passes calculatorIsland.steps and .academic).

import type { CalculatorAcademicStrings, CalculatorStepStrings, CalculatorStrings } from '../../../lib/props';

const STEP_DEFAULTS: CalculatorStepStrings = {
  heading: 'Steps',
  showSteps: 'Show all {count} steps',
  becomes: 'becomes',
  moreSteps: '{count} more steps are not shown.',
  rules: {},
};

const ACADEMIC_DEFAULTS: CalculatorAcademicStrings = {
  keypad: 'Calculator keys',
  keys: {},
  history: 'History',
  historyEmpty: 'Press = to keep a result here.',
  reuse: 'Use {result} ({expression})',
  memory: 'Memory: {value}',
  angleUnit: 'Angle unit: {unit}. Switch to {next}.',
  rows: 'Rows',
  columns: 'Columns',
  addRow: 'Add a row',
  removeRow: 'Remove a row',
  addColumn: 'Add a column',
  removeColumn: 'Remove a column',
  cell: 'Row {row}, column {column}',
};

export function stepStrings(strings: CalculatorStrings): CalculatorStepStrings {
  const given = strings.steps ?? {};
  return { ...STEP_DEFAULTS, ...given, rules: { ...given.rules } };
}

export function academicStrings(strings: CalculatorStrings): CalculatorAcademicStrings {
  const given = strings.academic ?? {};
  return { ...ACADEMIC_DEFAULTS, ...given, keys: { ...given.keys } };
}

/** `productRule` → "Product rule": a readable name when a locale has none. */
export function ruleName(rule: string, rules: Record<string, string>): string {
  const named = rules[rule];
  if (named) return named;
  const words = rule.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
