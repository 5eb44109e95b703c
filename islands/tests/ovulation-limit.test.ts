// @vitest-environment happy-dom
// The luteal phase's limit that moves with the cycle (calc-wasm's
// ovulation LUTEAL_BY_CYCLE): a 21-day cycle takes at most 16 days, and
// the message says so and why, naming the cycle field by its label, where
// it said "Enter 16 or less" beside a help text that allowed 18.

import { describe, expect, it } from 'vitest';
import { errorMessage, readEvaluation } from '../src/lib/errors';
import { loadWasm } from '../src/lib/wasm';
import { realProps } from './real-props';

describe('the luteal phase a short cycle allows', () => {
  for (const [page, expected] of [
    ['ovulation.en', 'Enter 16 or less: this can be at most “{cycle}” minus 5.'],
    ['ovulation.pt-BR', 'Digite 16 ou menos: este valor pode ser no máximo “{cycle}” menos 5.'],
  ] as const) {
    it(`${page}: names the cycle length and the 5 days it leaves`, async () => {
      const props = await realProps(page);
      const evaluate = await loadWasm(props.module);
      const answer = readEvaluation(evaluate(props.spec, { cycleLength: '21', lutealPhase: '17' }, props.lang));
      if (!('error' in answer)) throw new Error('17 days after a 21-day cycle computed');
      expect(answer.error.input).toBe('lutealPhase');
      const cycle = props.fields.find((f) => f.id === 'cycleLength')?.label;
      expect(cycle).toBeTruthy();
      expect(errorMessage(answer.error, props.fields, props.strings, props.numberLocale)).toBe(expected.replace('{cycle}', cycle!));
      expect('ok' in readEvaluation(evaluate(props.spec, { cycleLength: '21', lutealPhase: '16' }, props.lang))).toBe(true);
    });
  }
});
