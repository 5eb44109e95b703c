import { describe, expect, it } from 'vitest';
import { expectCalls } from './cases';
import {
  countMessage,
  currencySymbol,
  fillMessage,
  fillTemplate,
  formatCurrency,
  formatInteger,
  formatNumber,
  formatOutput,
  formatPercent,
  pluralText,
  toInputText,
} from '../src/lib/format';
import { sizeText } from '../src/islands/calculator/files/size';
import { richText } from '../src/islands/calculator/academic/plainText';
import { calculatorProps } from './generated-props';

const NBSP = '\u00a0';

describe('currency', () => {
  it('formats dollars and reais with two decimals', () => {
    expectCalls(formatCurrency, [
      [[1234.56, 'en-US', 'USD'], '$1,234.56'],
      [[1234.56, 'pt-BR', 'BRL'], `R$${NBSP}1.234,56`],
      [[2547.617675177484, 'en-US', 'USD'], '$2,547.62'],
      [[320000, 'pt-BR', 'BRL'], `R$${NBSP}320.000,00`],
    ]);
  });

  it('rounds half away from zero, not to even', () => {
    expect(formatCurrency(0.125, 'en-US', 'USD')).toBe('$0.13');
    expect(formatCurrency(2.5, 'en-US', 'USD')).toBe('$2.50');
    expect(formatInteger(2.5, 'en-US')).toBe('3');
    expect(formatInteger(-2.5, 'en-US')).toBe('-3');
  });

  it('never shows a negative zero', () => {
    expect(formatCurrency(-0.001, 'en-US', 'USD')).toBe('$0.00');
    expect(formatNumber(-0.00001, 'pt-BR', 4)).toBe('0');
  });

  it('knows the sign', () => {
    expect(currencySymbol('en-US', 'USD')).toBe('$');
    expect(currencySymbol('pt-BR', 'BRL')).toBe('R$');
  });
});

describe('numbers', () => {
  it('groups thousands and caps the fraction digits', () => {
    expectCalls(formatNumber, [
      [[22.857142857142857, 'en-US', 1], '22.9'],
      [[22.857142857142857, 'pt-BR', 1], '22,9'],
      [[1234567.891, 'en-US', 2], '1,234,567.89'],
      [[1234567.891, 'pt-BR', 2], '1.234.567,89'],
      [[30, 'en-US', 4], '30'],
    ]);
  });

  it('shows nothing, not NaN or Infinity, for non-finite values', () => {
    expect(formatNumber(Number.NaN, 'en-US', 2)).toBe('');
    expect(formatCurrency(Number.POSITIVE_INFINITY, 'en-US', 'USD')).toBe('');
    expect(formatPercent(Number.NEGATIVE_INFINITY, 'en-US', 2)).toBe('');
  });

  it('treats percent values as already in percent units', () => {
    expectCalls(formatPercent, [
      [[25, 'en-US', 4], '25%'],
      [[25, 'pt-BR', 4], '25%'],
      [[-20, 'en-US', 2], '-20%'],
      [[12.345678, 'en-US', 2], '12.35%'],
      [[1234.5, 'pt-BR', 1], '1.234,5%'],
    ]);
  });
});

describe('formatOutput', () => {
  const base = { decimals: 2, values: {}, locale: 'en-US', currency: 'USD' };

  it('follows the format', () => {
    expectCalls(formatOutput, [
      [[2547.6176, { ...base, format: 'currency' }], '$2,547.62'],
      [[0.914285, { ...base, format: 'number' }], '0.91'],
      [[359.6, { ...base, format: 'integer' }], '360'],
      [[15, { ...base, format: 'percent' }], '15%'],
      [['hello', { ...base, format: 'text' }], 'hello'],
    ]);
  });

  it('translates labels, falling back to the raw value', () => {
    const values = { normal: 'Healthy weight' };
    expect(formatOutput('normal', { ...base, format: 'label', values })).toBe('Healthy weight');
    expect(formatOutput('obese', { ...base, format: 'label', values })).toBe('obese');
  });

  it('names each id of a list of labels, and shows nothing for what is no list', () => {
    const values = { heads: 'cara', tails: 'coroa' };
    expect(formatOutput(['heads', 'tails', 'heads'], { ...base, format: 'labels', values })).toBe('cara, coroa, cara');
    expect(formatOutput(['edge'], { ...base, format: 'labels', values })).toBe('edge');
    expect(formatOutput('', { ...base, format: 'labels', values })).toBe('');
  });

  it('shows times of day on the clock of the page language, midnight and noon included', () => {
    expectCalls(formatOutput, [
      [['23:15', { ...base, format: 'clock' }], '11:15 PM'],
      [['00:05', { ...base, format: 'clock' }], '12:05 AM'],
      [['12:00', { ...base, format: 'clock' }], '12:00 PM'],
      [['07:30', { ...base, format: 'clock' }], '7:30 AM'],
      [['00:45', { ...base, format: 'clock', locale: 'pt-BR' }], '00:45'],
      [['23:15', { ...base, format: 'clock', locale: 'pt-BR' }], '23:15'],
      [['25:00', { ...base, format: 'clock' }], '25:00'],
      [[null, { ...base, format: 'clock' }], ''],
    ]);
  });

  it('shows nothing for a missing or structured value', () => {
    expectCalls(formatOutput, [
      [[undefined, { ...base, format: 'number' }], ''],
      [[null, { ...base, format: 'currency' }], ''],
      [[{ rows: [] }, { ...base, format: 'text' }], ''],
    ]);
  });
});

describe('toInputText', () => {
  it('writes the decimal separator of the locale, without grouping', () => {
    expectCalls(toInputText, [
      [['6.5', 'pt-BR'], '6,5'],
      [['6.5', 'en-US'], '6.5'],
      [['400000', 'en-US'], '400000'],
      [['400000', 'pt-BR'], '400000'],
      [['-1000000000000', 'pt-BR'], '-1000000000000'],
      [['0.25', 'pt-BR'], '0,25'],
      [['-3e-4', 'en-US'], '-3e-4'],
    ]);
  });

  it('leaves anything that is not a plain number alone', () => {
    expect(toInputText('metric', 'pt-BR')).toBe('metric');
    expect(toInputText('1.2.3', 'pt-BR')).toBe('1.2.3');
  });
});

describe('fillTemplate', () => {
  it('fills every placeholder, repeated ones too', () => {
    expect(fillTemplate('{a} and {b}, then {a}', { a: '1', b: '2' })).toBe('1 and 2, then 1');
  });

  it('keeps unknown placeholders visible', () => {
    expect(fillTemplate('Pay {monthlyPaymnet}', { monthlyPayment: '$1' })).toBe('Pay {monthlyPaymnet}');
  });

  it('does not read inherited properties', () => {
    expect(fillTemplate('{toString}', {})).toBe('{toString}');
  });

  it('inserts values literally', () => {
    expect(fillTemplate('{a}', { a: '$& $1 {b}', b: 'x' })).toBe('$& $1 {b}');
  });
});

describe('plurals', () => {
  const days = '{n, plural, one {day} other {days}}';
  it('choose the word by Intl.PluralRules for the locale', () => {
    expect(pluralText(days, 1, 'en-US')).toBe('day');
    expect(pluralText(days, 358, 'en-US')).toBe('days');
    expect(pluralText(days, 0, 'en-US')).toBe('days');
    expect(pluralText('{n, plural, one {dia} other {dias}}', 1, 'pt-BR')).toBe('dia');
    expect(pluralText('{n, plural, one {dia} other {dias}}', 2, 'pt-BR')).toBe('dias');
    // No count (a field's unit): the plural; no choice: the text itself.
    expect(pluralText(days, null, 'en-US')).toBe('days');
    expect(pluralText('km', 1, 'en-US')).toBe('km');
  });
  it('fill a sentence, # being the number as shown', () => {
    const sentence = '{weeks, plural, one {# week} other {# weeks}} and {days, plural, one {# day} other {# days}}, from {start}.';
    const fill = (w: number, d: number) => fillMessage(sentence, { weeks: String(w), days: String(d), start: 'May 1' }, { weeks: w, days: d }, 'en-US');
    expect(fill(51, 1)).toBe('51 weeks and 1 day, from May 1.');
    expect(fill(1, 0)).toBe('1 week and 0 days, from May 1.');
    expect(fillMessage('{d, plural, one {# dia} other {# dias}}', { d: '1' }, { d: 1 }, 'pt-BR')).toBe('1 dia');
    // `#` is the number alone when the value carries a unit word.
    expect(fillMessage('{a, plural, one {# day} other {# days}}', { a: '358\u00a0days' }, { a: 358 }, 'en-US', { a: '358' })).toBe('358 days');
    // Unknown names stay as written.
    expect(fillMessage('{nope} and {x, plural, one {#} other {#s}}', {}, {}, 'en-US')).toBe('{nope} and {x, plural, one {#} other {#s}}');
  });
});

describe('sizes', () => {
  it.each(['en', 'pt-BR'] as const)('%s: a byte count takes the plural its number does', (lang) => {
    const props = calculatorProps(`hash-generator.${lang}`);
    const s = props.strings.files!;
    const locale = props.numberLocale;
    const m = /\{value, plural, (?:=0 \{[^}]*\} )?one \{([^}]*)\} other \{([^}]*)\}\}/.exec(s.bytes)!;
    expect(sizeText(1, s, locale)).toBe(m[1]!.replace('#', '1'));
    expect(sizeText(512, s, locale)).toBe(m[2]!.replace('#', '512'));
  });
});

describe('counts in sentences take the plural of their language', () => {
  // The steps' "n more steps" line, from the integral page's own strings.
  const more = (lang: 'en' | 'pt-BR', count: string) => {
    const props = calculatorProps(`integral.${lang}`);
    return richText('steps', [{ rule: 'moreSteps', before: '', after: count }], props.strings, props.numberLocale);
  };
  it('one step, several steps', () => {
    expect(more('en', '1')).toBe('1 more step is not shown.');
    expect(more('en', '12')).toBe('12 more steps are not shown.');
    expect(more('pt-BR', '1')).toBe('Mais 1 passo não é mostrado.');
    expect(more('pt-BR', '12')).toBe('Mais 12 passos não são mostrados.');
  });
  it('a count with no plural choice is filled in as it is', () => {
    expect(countMessage('{count} saved', '2', 'en-US')).toBe('2 saved');
  });
});
