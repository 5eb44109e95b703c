// Table-driven checks: one row per input and its literal expectation, so a
// test lists its cases instead of repeating the call around each.

import { expect } from 'vitest';

/** `f(input)` is `expected` (toBe) for every row; a failure names its input. */
export function expectEach<I, O>(f: (input: I) => O, rows: readonly (readonly [I, O])[]): void {
  for (const [input, expected] of rows) expect(f(input), JSON.stringify(input)).toBe(expected);
}

/** `f(...args)` is `expected` (toBe) for every row; a failure names its arguments. */
export function expectCalls<A extends unknown[], O>(f: (...args: A) => O, rows: readonly (readonly [A, O])[]): void {
  for (const [args, expected] of rows) expect(f(...args), JSON.stringify(args)).toBe(expected);
}
