// A date the visitor starts from is the same in both languages: the
// Portuguese mortgage and amortization pages once started the schedule on a
// fixed past date while the English one started today (issue 42). Read
// from the props the build writes, where "today" is already the build's date.

import { describe, expect, it } from 'vitest';
import { calculatorIds, calculatorProps } from './generated-props';

/** Each date input's default on the page (the graphing page has no inputs list). */
function dateDefaults(id: string, lang: 'en' | 'pt-BR') {
  const inputs = calculatorProps(`${id}.${lang}`).spec?.inputs ?? [];
  return new Map(inputs.filter((i) => typeof i.kind === 'object' && 'date' in i.kind).map((i) => [i.id, i.default]));
}

describe('date defaults', () => {
  it('a date input of both languages defaults to the same date in each', () => {
    const differing: string[] = [];
    for (const id of calculatorIds()) {
      const en = dateDefaults(id, 'en');
      for (const [input, ptBr] of dateDefaults(id, 'pt-BR')) {
        if (en.has(input) && en.get(input) !== ptBr) differing.push(`${id}.${input}: en ${en.get(input)}, pt-BR ${ptBr}`);
      }
    }
    expect(differing).toEqual([]);
  });
});
