// The solver module (calc-wasm/modules/solver) on its own, under Node: it
// carries no calculator and evaluates the page's module through the
// `evaluate` it is given, as useSolve passes it. Its answers are the ones
// calc-core's solve gives natively (calc-wasm/catalogue/tests/solve.rs); its errors
// are the page's module's own objects, or its own in the same form.

import { describe, expect, test } from 'vitest';
import * as finance from '../src/wasm/finance/calc_wasm.js';
import * as solver from '../src/wasm/solver/calc_wasm.js';
import { mortgageProps } from './fixtures';
import { solveShown } from '../src/islands/calculator/solve';
import { wasmBytes } from './setup-wasm';
import type { CalcSpec } from '../src/lib/props';

solver.initSync({ module: wasmBytes('solver') });

type Answer = { ok?: { solution: { kind: string; values?: number[] }; inputText: string; target: number }; error?: Record<string, unknown> };

/**
 * Solves the (US) mortgage calculator with numbers written as `lang` writes
 * them, shown as `lang`'s page shows them (its currency, the cents of an
 * amount), the finance module evaluating; counts its evaluations.
 */
function solveMortgage(lang: 'en' | 'pt-BR', given: Record<string, string>, input: string, output: string, target: string) {
  const { spec } = mortgageProps('en');
  let evaluations = 0;
  // The fields as the US page shows them, the currency of `lang`'s page.
  const { currency } = solveShown(mortgageProps(lang), input, output);
  const shown = { ...solveShown(mortgageProps('en'), input, output), currency };
  const answer = solver.solve(spec, given, lang, input, output, target, shown, (texts, only) => {
    evaluations += 1;
    expect(only).toBe(output);
    return finance.evaluate(spec, texts, lang, only);
  }) as Answer;
  return { answer, evaluations };
}

describe('the solver module', () => {
  test('solves through the page module it is given, in both languages', () => {
    // Defaults leave $1,975 a month for principal and interest:
    // numpy_financial.pv(0.065/12, 360, -1975) + 80000 = 392466.36858571926.
    for (const [lang, target, point] of [
      ['en', '2500', '.'],
      ['pt-BR', '2.500,00', ','],
    ] as const) {
      const { answer, evaluations } = solveMortgage(lang, {}, 'homePrice', 'monthlyPayment', target);
      expect(answer.ok?.solution.kind, JSON.stringify(answer)).toBe('reached');
      expect(answer.ok?.target).toBe(2500);
      // In cents, where the payment is still shown as $2,500.00.
      const [value] = answer.ok?.solution.values ?? [];
      expect(value).toBe(392_466.37);
      // The field's text, in the page's style.
      expect(answer.ok?.inputText).toBe(lang === 'en' ? '392466.37' : '392466,37');
      expect(evaluations).toBeGreaterThan(1);
    }
  });

  test('reads a target written as the page shows an amount, in either language', () => {
    for (const [lang, target] of [
      ['en', '$2,500'],
      ['en', '-$2,500.00'],
      ['pt-BR', 'R$\u00a02.500,00'],
      ['pt-BR', 'R$ 2.500'],
    ] as const) {
      const { answer } = solveMortgage(lang, {}, 'homePrice', 'monthlyPayment', target);
      expect(Math.abs(answer.ok?.target ?? 0), `${lang} ${target}: ${JSON.stringify(answer)}`).toBe(2500);
    }
    // The symbol is the page's own currency's: another page's is no number here.
    expect(solveMortgage('pt-BR', {}, 'homePrice', 'monthlyPayment', '$2,500').answer.error).toMatchObject({ input: 'target' });
  });

  test("an error of the page's module comes back as that module gives it", () => {
    const given = { homePrice: 'abc' };
    const { spec } = mortgageProps('en');
    const { error } = finance.evaluate(spec, given, 'en') as Answer;
    expect(error?.input).toBe('homePrice');
    expect(solveMortgage('en', given, 'homePrice', 'monthlyPayment', '2500').answer.error).toEqual(error);
  });

  test('its own errors take the same form', () => {
    const unknown = solveMortgage('en', {}, 'nothing', 'monthlyPayment', '2500').answer.error;
    expect(unknown).toMatchObject({ input: 'nothing', code: 'unknownInput' });
    expect(solveMortgage('en', {}, 'homePrice', 'monthlyPayment', 'x').answer.error).toMatchObject({ input: 'target' });
    // A spec that is not one is said so, before any evaluation.
    const bad = solver.solve({} as CalcSpec, {}, 'en', 'homePrice', 'monthlyPayment', '2500', { currency: '$' }, () => {
      throw new Error('not evaluated');
    }) as Answer;
    expect(bad.error).toMatchObject({ code: 'badSpec' });
  });
});
