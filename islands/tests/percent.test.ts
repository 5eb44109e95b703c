// One rule for the percent sign per language, one code path: every percent
// the page shows (a result in `format: percent`, a number in percent units,
// a typed percent in the exports) is placed as Intl's percent style places
// it for the page's locale ("18%" in English, "21%" in Portuguese).

import { describe, expect, it } from 'vitest';
import { shownOutputs } from '../src/islands/calculator/outputs';
import { withPercentSign } from '../src/lib/format';
import { calculatorProps, type Lang } from './generated-props';

const LANGS: Lang[] = ['en', 'pt-BR'];

describe('percent', () => {
  it.each(LANGS)('%s: numbers in percent units show as Intl percents, with no unit word', (lang) => {
    const props = calculatorProps(`ai-fitness.${lang}`);
    const percentUnits = props.outputs.filter((o) => o.unit === 'percent');
    expect(percentUnits.length).toBeGreaterThan(0);
    const shown = shownOutputs(props, { outputs: props.initial, texts: {} });
    const intl = new Intl.NumberFormat(props.numberLocale, { style: 'percent', maximumFractionDigits: 0 });
    for (const view of percentUnits) {
      const o = shown.find((s) => s.view.id === view.id);
      if (!o) continue;
      expect(`${o.text}${o.unit ? ` ${o.unit}` : ''}`).toBe(intl.format((props.initial[view.id] as number) / 100));
    }
  });

  it('puts a typed percent\'s sign where Intl does', () => {
    for (const locale of ['en-US', 'pt-BR', 'fr-FR']) {
      const expected = new Intl.NumberFormat(locale, { style: 'percent' }).format(0.25);
      expect(withPercentSign('25', locale)).toBe(expected);
    }
    expect(withPercentSign('5.25', 'en-US')).toBe('5.25%');
    expect(withPercentSign('5,25', 'pt-BR')).toBe('5,25%');
  });
});
