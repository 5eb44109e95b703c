// Length limits checked in the page before any work (lib/limits.ts):
// characters counted as calc-wasm counts them (code points).

import { describe, expect, it } from 'vitest';
import { longerThan, overLimit } from '../src/lib/limits';
import type { CalcSpec } from '../src/lib/props';

describe('longerThan', () => {
  it('counts code points, not UTF-16 units', () => {
    expect(longerThan('abc', 3)).toBe(false);
    expect(longerThan('abcd', 3)).toBe(true);
    // Three emoji: six UTF-16 units, three characters.
    expect(longerThan('😀😀😀', 3)).toBe(false);
    expect(longerThan('😀😀😀😀', 3)).toBe(true);
  });

  it('answers for megabytes at once', () => {
    const huge = '1 '.repeat(3_500_000);
    const start = performance.now();
    expect(longerThan(huge, 100_000)).toBe(true);
    expect(performance.now() - start).toBeLessThan(50);
  });
});

describe('overLimit', () => {
  const spec = {
    function: 'x',
    formulas: [],
    inputs: [
      { id: 'values', default: '', kind: { text: { maxLength: 5 } } },
      { id: 'type', default: 'a', kind: { select: { options: ['a'] } } },
    ],
  } as unknown as CalcSpec;

  it('names the first text over its limit, with the limit', () => {
    expect(overLimit(spec, { values: '123456' })).toEqual({ input: 'values', code: 'tooLong', maxLength: 5 });
    expect(overLimit(spec, { values: '12345', type: 'a'.repeat(50) })).toBeNull();
  });
});
