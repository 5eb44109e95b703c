// Random generators' results are withheld from the built page (calc-wasm's
// registry::evaluate_defaults): the props the build writes for them say so,
// other calculators' do not, and a summary never quotes a missing draw.

import { describe, expect, it } from 'vitest';
import { calculatorProps } from './generated-props';
import { isDrawnResult } from '../src/lib/drawn';
import { shownOutputs } from '../src/islands/calculator/outputs';
import { summaryOf } from '../src/islands/calculator/summary';
import { initialTexts } from '../src/islands/calculator/useCalculator';

describe('drawn results', () => {
  it('the generators are built without their draw, with the rest of their results', () => {
    for (const page of ['password-generator.en', 'random-generator.pt-BR'] as const) {
      const props = calculatorProps(page);
      expect(isDrawnResult(props), page).toBe(true);
    }
    const password = calculatorProps('password-generator.en');
    expect(password.initial.password).toBe('');
    // 16 characters of all four kinds: 104.5925141352476 bits (Python, inclusion–exclusion).
    expect(password.initial.entropyBits).toBeCloseTo(104.5925141352476, 12);
  });

  it('calculators are not draws', () => {
    for (const page of ['tip.en', 'mortgage.pt-BR', 'date.en'] as const) expect(isDrawnResult(calculatorProps(page)), page).toBe(false);
  });

  it('a summary quoting a result not drawn yet is left out, and comes back with the draw', () => {
    const props = calculatorProps('random-generator.en');
    const texts = initialTexts(props);
    const built = { outputs: props.initial, texts };
    expect(summaryOf(props, built, shownOutputs(props, built))).toBeNull();
    const drawn = { outputs: { ...props.initial, result: '42' }, texts };
    expect(summaryOf(props, drawn, shownOutputs(props, drawn))).not.toBeNull();
  });
});
