// The plain text of `math`, `matrix`, `steps` and `intervals` outputs: what
// the copy tool copies and summaries quote (the page draws them as MathML,
// and intervals on a number line whose name this text is).

import type { CalculatorStrings, OutputFormat } from '../../../lib/props';
import { readSteps } from './Steps';
import { academicStrings, ruleName, stepStrings } from './strings';
import { countMessage, decimalSeparator } from '../../../lib/format';
import { intervalWords, readIntervals } from './NumberLine';
import { notationFor } from '../math/notation';

export const entryText = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/**
 * Expressions in the engine's syntax (a list separated by commas), a matrix
 * as `1 2; 3 4`, steps one per line, intervals in words; '' for nothing to show.
 */
export function richText(format: OutputFormat, value: unknown, strings: CalculatorStrings, locale: string): string {
  if (format === 'steps') {
    const s = stepStrings(strings);
    return readSteps(value)
      .map((step, i) => {
        if (step.rule === 'moreSteps') return countMessage(s.moreSteps, step.after, locale);
        const head = `${i + 1}. ${ruleName(step.rule, s.rules)}${step.detail ? ` (${step.detail})` : ''}`;
        return step.before ? `${head}: ${step.before} → ${step.after}` : `${head}: ${step.after}`;
      })
      .join('\n');
  }
  if (format === 'intervals') {
    const set = readIntervals(value);
    return set ? intervalWords(set, academicStrings(strings).numberLine, notationFor(decimalSeparator(locale)), locale) : '';
  }
  if (!Array.isArray(value)) return entryText(value);
  if (format === 'matrix' && value.length > 0 && value.every(Array.isArray)) {
    return value.map((row: unknown[]) => row.map(entryText).join(' ')).join('; ');
  }
  return value.map(entryText).filter((t) => t !== '').join(', ');
}

