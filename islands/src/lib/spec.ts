// Reading calc-wasm's externally tagged input kinds (`{number: {...}}`,
// `{select: {...}}`, `'bool'`, `{date: {...}}`, `{text: {...}}`).

import type { InputKind, InputSpec } from './props';

export type InputType = 'number' | 'select' | 'bool' | 'date' | 'text';

export function inputType(kind: InputKind): InputType {
  if (kind === 'bool') return 'bool';
  if ('number' in kind) return 'number';
  if ('select' in kind) return 'select';
  if ('date' in kind) return 'date';
  return 'text';
}

/** The earliest and latest day a date input takes (`YYYY-MM-DD`), if declared. */
export function dateBounds(kind: InputKind): { min?: string; max?: string } {
  return kind !== 'bool' && 'date' in kind ? kind.date : {};
}

/** A number input that never takes a negative value. */
export function nonNegative(input: InputSpec): boolean {
  const kind = input.kind;
  if (kind === 'bool' || !('number' in kind)) return false;
  const { min, above } = kind.number;
  return (min !== undefined && min >= 0) || (above !== undefined && above >= 0);
}
