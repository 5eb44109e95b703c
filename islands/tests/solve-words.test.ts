// The sentences Solve for a field shows, from the real mortgage and
// paycheck pages' props (their labels and strings), for each kind of
// answer calc-wasm gives; and which fields and results it offers.
import { describe, expect, test } from 'vitest';
import { calculatorProps } from './generated-props';
import { describeSolution, readSolved, solveShown } from '../src/islands/calculator/solve';
import { solvableInputs, solvableOutputs } from '../src/islands/calculator/solvable';

const mortgage = calculatorProps('mortgage.en');
const paycheck = calculatorProps('paycheck.pt-BR');
const field = (props: typeof mortgage, id: string) => props.fields.find((f) => f.id === id)!;
const output = (props: typeof mortgage, id: string) => props.outputs.find((o) => o.id === id)!;
const words = (props: typeof mortgage, input: string, out: string, target: number) => ({
  props,
  strings: props.strings.solve,
  input: field(props, input),
  output: output(props, out),
  target,
});

describe('what a solve says', () => {
  test('one value, in the page language and its number style', () => {
    // An amount is written as the page writes money (calc-wasm gives it in cents).
    const text = describeSolution({ kind: 'reached', values: [392466.37], more: false }, words(mortgage, 'homePrice', 'monthlyPayment', 2500));
    expect(text).toBe('Home price = $392,466.37 gives Monthly payment = $2,500.00.');
    const pt = describeSolution({ kind: 'reached', values: [6054.28], more: false }, words(paycheck, 'grossSalary', 'netSalary', 5000));
    expect(pt).toMatch(/^Com .+ = R\$\s6\.054,28, .+ = R\$\s5\.000,00\.$/);
    // Any other field with every digit that matters.
    const rate = describeSolution({ kind: 'reached', values: [7.420095795], more: false }, words(mortgage, 'interestRate', 'monthlyPayment', 2500));
    expect(rate).toBe('Interest rate = 7.420095795 gives Monthly payment = $2,500.00.');
  });

  test('the solver is told the page\'s currency symbol, the cents of an amount and the decimals a result is shown with', () => {
    expect(solveShown(mortgage, 'homePrice', 'monthlyPayment')).toEqual({ currency: '$', grid: 2, decimals: 2 });
    expect(solveShown(paycheck, 'grossSalary', 'netSalary')).toEqual({ currency: 'R$', grid: 2, decimals: 2 });
    // A rate has no grid: its value keeps the digits that reach the target.
    expect(solveShown(mortgage, 'interestRate', 'monthlyPayment')).toEqual({ currency: '$', decimals: 2 });
  });

  test('several values, and that there are more', () => {
    const text = describeSolution({ kind: 'reached', values: [1, 2.5], more: true }, words(mortgage, 'homePrice', 'monthlyPayment', 2500));
    expect(text).toBe('Monthly payment = $2,500.00 at several values of Home price: $1.00; $2.50. The first is filled in. There are others beyond these.');
  });

  test('a step over the target, and a target out of reach with the limit in the way', () => {
    const step = describeSolution(
      { kind: 'between', below: { input: 30, output: 2400.5 }, above: { input: 29, output: 2450.25 }, integer: true },
      words(mortgage, 'loanTerm', 'monthlyPayment', 2425),
    );
    expect(step).toContain('30 gives $2,400.50, 29 gives $2,450.25');
    const out = describeSolution(
      { kind: 'unreachable', least: { input: 0, output: 525 }, most: { input: 1e9, output: 6320699.58 }, beyond: { side: 'min', value: 0 } },
      words(mortgage, 'homePrice', 'monthlyPayment', 100),
    );
    expect(out).toBe(
      'Monthly payment cannot be $100.00 by changing Home price: with the other fields as they are, it is between $525.00 and $6,320,699.58. It would need Home price below its minimum, $0.00.',
    );
  });
});

describe('numbers too long to write out', () => {
  test('a huge target and what the result reaches are written with their exponent, in each language', () => {
    for (const [props, input, out, decimal] of [
      [mortgage, 'homePrice', 'monthlyPayment', '.'],
      [paycheck, 'grossSalary', 'netSalary', ','],
    ] as const) {
      const text = describeSolution(
        { kind: 'unreachable', least: { input: 0, output: 525 }, most: { input: 1e9, output: 2.5e20 }, beyond: null },
        words(props, input, out, 1e308),
      );
      expect(text).toContain('1E308');
      expect(text).toContain(`2${decimal}5E20`);
      // Not 309 digits (in groups of three) for 1e308.
      expect(text.replace(/\D/g, '').length, text).toBeLessThan(30);
    }
  });
});

describe('what can be solved', () => {
  test('number fields shown now, and results that are one number', () => {
    const inputs = solvableInputs(mortgage, new Set(mortgage.spec.inputs.map((i) => i.id)));
    expect(inputs.map((f) => f.id)).toContain('homePrice');
    const outputs = solvableOutputs(mortgage, mortgage.initial);
    expect(outputs.map((o) => o.id)).toContain('monthlyPayment');
    expect(outputs.every((o) => typeof mortgage.initial[o.id] === 'number')).toBe(true);
    expect(solvableInputs(mortgage, new Set())).toEqual([]);
  });

  test('a malformed answer is not read', () => {
    expect(readSolved({ solution: { kind: 'reached', values: [1], more: false }, inputText: '1', target: 1 })).not.toBeNull();
    expect(readSolved({ solution: { kind: 'other' }, inputText: '1', target: 1 })).toBeNull();
    expect(readSolved({ inputText: '1' })).toBeNull();
    expect(readSolved(null)).toBeNull();
  });
});
