// The typed-password strength check: our locales name every warning and
// suggestion zxcvbn-ts can give, and its estimate is put in words without
// NaN. Expected scores and keys are zxcvbn's documented behaviour for its
// own examples (the top-ten list holds "password"; a random 20-character
// string is beyond 10¹⁰ guesses, score 4).

import { describe as group, expect, it } from 'vitest';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import translationKeys from '@zxcvbn-ts/language-en/src/translations';
import { describe, durationText, powerOfTen } from '../src/islands/calculator/strength/describe';
import { estimate, estimator } from '../src/islands/calculator/strength/estimate';
import { calculatorProps } from './generated-props';

const LANGS = ['en', 'pt-BR'] as const;
const strings = (lang: (typeof LANGS)[number]) => {
  const s = calculatorProps(`password-generator.${lang}`).strings.strength;
  if (!s) throw new Error('the password generator has no strength strings');
  return s;
};

group('strength strings', () => {
  it.each(LANGS)('%s names every zxcvbn warning and suggestion', (lang) => {
    const s = strings(lang);
    expect(Object.keys(s.warnings).sort()).toEqual(Object.keys(translationKeys.warnings).sort());
    expect(Object.keys(s.suggestions).sort()).toEqual(Object.keys(translationKeys.suggestions).sort());
  });

  it('only the password generator carries them', () => {
    expect(calculatorProps('random-generator.en').strings.strength).toBeUndefined();
  });
});

group('describing an estimate', () => {
  const s = strings('en');

  it('writes large numbers of guesses as powers of ten', () => {
    expect(powerOfTen(12.7)).toBe('10¹²');
    expect(powerOfTen(0)).toBe('10⁰');
  });

  it('gives the time in the largest whole unit, bounded both ways', () => {
    expect(durationText(0.2, s, 'en-US')).toBe(s.lessThanSecond);
    expect(durationText(Number.NaN, s, 'en-US')).toBe(s.lessThanSecond);
    expect(durationText(90, s, 'en-US')).toBe('2 minutes');
    expect(durationText(3 * 86_400, s, 'en-US')).toBe('3 days');
    expect(durationText(Number.POSITIVE_INFINITY, s, 'en-US')).toBe(s.centuries);
    expect(durationText(1e12, s, 'en-US')).toBe(s.centuries);
    expect(durationText(3 * 86_400, strings('pt-BR'), 'pt-BR')).toBe('3 dias');
  });

  it('never shows NaN, and drops keys it has no words for', () => {
    const d = describe(
      {
        score: Number.NaN as 0,
        guesses: Number.NaN,
        guessesLog10: Number.NaN,
        seconds: Number.NaN,
        feedback: { warning: 'notAKey', suggestions: ['notAKey', 'useWords'] },
      },
      s,
      'en-US',
    );
    expect(JSON.stringify(d)).not.toMatch(/NaN|undefined|Infinity/);
    expect(d.warning).toBeNull();
    expect(d.suggestions).toEqual([s.suggestions.useWords]);
  });
});

group('zxcvbn estimates', () => {
  it('finds a top-ten password at once and rates a random string very strong', async () => {
    const zxcvbn: ZxcvbnFactory = await estimator('en');
    const weak = describe(estimate(zxcvbn, 'password'), strings('en'), 'en-US');
    expect(weak.score).toBe(0);
    expect(weak.warning).toBe(strings('en').warnings.topTen);
    const strong = estimate(zxcvbn, 'q7#Vt9!mZ2@xL4$wR8&k');
    expect(strong.score).toBe(4);
    expect(strong.guessesLog10).toBeGreaterThan(10);
  });

  it('knows Portuguese words on the pt-BR page', async () => {
    const pt = await estimator('pt-BR');
    const en = await estimator('en');
    expect(estimate(pt, 'paralelepipedo').guesses).toBeLessThan(estimate(en, 'paralelepipedo').guesses);
  });
});
