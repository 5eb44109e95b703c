// @vitest-environment happy-dom
// The summary sentence written as a list (locales/*/calculators/bmi.yaml):
// the first whose quoted results are shown. On the BMI page an adult gets
// the adult sentence (category, BMI Prime), a child with the sex given the
// percentile sentence (CDC's in English, WHO's in Portuguese, which has one
// for 5 to 19 and one for under 5), one without it the BMI alone, the last.
// Templates are read from the props.

import { describe, expect, it } from 'vitest';
import { realProps } from './real-props';
import { shownOutputs } from '../src/islands/calculator/outputs';
import { summaryOf, summaryText } from '../src/islands/calculator/summary';
import { initialTexts } from '../src/islands/calculator/useCalculator';
import type { PageName } from './generated-props';

async function summary(page: PageName, given: Record<string, string>) {
  const props = await realProps(page, given);
  const shown = { outputs: props.initial, texts: { ...initialTexts(props), ...given } };
  return { props, view: summaryOf(props, shown, shownOutputs(props, shown)) };
}

describe('a summary with alternatives', () => {
  for (const page of ['bmi.en', 'bmi.pt-BR'] as const) {
    it(`${page}: an adult's sentence for an adult, the child's for a child with the sex`, async () => {
      const adult = await summary(page, { unit: 'metric', heightCm: '175', weightKg: '70', age: '30', sex: 'female' });
      expect(adult.view?.template).toBe(adult.props.summary.texts['']);
      const child = await summary(page, { unit: 'metric', heightCm: '140', weightKg: '40', age: '10', sex: 'female' });
      const childSentence = child.props.summary.fallback[0];
      expect(childSentence).toMatch(/\{percentile\}/);
      expect(child.view?.template).toBe(childSentence);
      // The sentence as shown fills in every {…}, the percentile among them.
      const text = summaryText(child.view!);
      expect(text).not.toMatch(/[{}]/);
      expect(text).toContain(child.view!.outputs.find((o) => o.view.id === 'percentile')!.text);
      // Under 20 without the sex, no adult category: the sentence that
      // quotes the BMI alone and asks for the sex (issue 41).
      const unsexed = await summary(page, { unit: 'metric', heightCm: '140', weightKg: '40', age: '10', sex: 'unspecified' });
      const unsexedSentence = unsexed.props.summary.fallback.at(-1);
      expect(unsexedSentence).not.toMatch(/\{(category|bmiPrime|percentile)\}/);
      expect(unsexed.view?.template).toBe(unsexedSentence);
    });
  }
});

describe('a working that subtracts a negative number', () => {
  for (const page of ['percentage.en', 'percentage.pt-BR'] as const) {
    it(`${page}: writes "(10 − (−20))", not "(10 − -20)"`, async () => {
      const { view } = await summary(page, { mode: 'change', from: '-20', to: '10' });
      const text = summaryText(view!);
      expect(text).toContain('(10 − (−20))');
      expect(text).not.toMatch(/[−+×÷]\s*-/);
      // A negative number that starts the working is left as typed.
      const first = summaryText((await summary(page, { mode: 'change', from: '10', to: '-20' })).view!);
      expect(first).toContain('(-20 − 10)');
    });
  }
});
