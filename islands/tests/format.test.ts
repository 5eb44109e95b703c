import { describe, expect, it } from 'vitest';
import {
  currencySymbol,
  fillTemplate,
  formatCurrency,
  formatInteger,
  formatNumber,
  formatOutput,
  formatPercent,
  toInputText,
} from '../src/lib/format';

const NBSP = '\u00a0';

describe('currency', () => {
  it('formats dollars and reais with two decimals', () => {
    expect(formatCurrency(1234.56, 'en-US', 'USD')).toBe('$1,234.56');
    expect(formatCurrency(1234.56, 'pt-BR', 'BRL')).toBe(`R$${NBSP}1.234,56`);
    expect(formatCurrency(2547.617675177484, 'en-US', 'USD')).toBe('$2,547.62');
    expect(formatCurrency(320000, 'pt-BR', 'BRL')).toBe(`R$${NBSP}320.000,00`);
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
    expect(formatNumber(22.857142857142857, 'en-US', 1)).toBe('22.9');
    expect(formatNumber(22.857142857142857, 'pt-BR', 1)).toBe('22,9');
    expect(formatNumber(1234567.891, 'en-US', 2)).toBe('1,234,567.89');
    expect(formatNumber(1234567.891, 'pt-BR', 2)).toBe('1.234.567,89');
    expect(formatNumber(30, 'en-US', 4)).toBe('30');
  });

  it('shows nothing, not NaN or Infinity, for non-finite values', () => {
    expect(formatNumber(Number.NaN, 'en-US', 2)).toBe('');
    expect(formatCurrency(Number.POSITIVE_INFINITY, 'en-US', 'USD')).toBe('');
    expect(formatPercent(Number.NEGATIVE_INFINITY, 'en-US', 2)).toBe('');
  });

  it('treats percent values as already in percent units', () => {
    expect(formatPercent(25, 'en-US', 4)).toBe('25%');
    expect(formatPercent(25, 'pt-BR', 4)).toBe('25%');
    expect(formatPercent(-20, 'en-US', 2)).toBe('-20%');
    expect(formatPercent(12.345678, 'en-US', 2)).toBe('12.35%');
    expect(formatPercent(1234.5, 'pt-BR', 1)).toBe('1.234,5%');
  });
});

describe('formatOutput', () => {
  const base = { decimals: 2, values: {}, locale: 'en-US', currency: 'USD' };

  it('follows the format', () => {
    expect(formatOutput(2547.6176, { ...base, format: 'currency' })).toBe('$2,547.62');
    expect(formatOutput(0.914285, { ...base, format: 'number' })).toBe('0.91');
    expect(formatOutput(359.6, { ...base, format: 'integer' })).toBe('360');
    expect(formatOutput(15, { ...base, format: 'percent' })).toBe('15%');
    expect(formatOutput('hello', { ...base, format: 'text' })).toBe('hello');
  });

  it('translates labels, falling back to the raw value', () => {
    const values = { normal: 'Healthy weight' };
    expect(formatOutput('normal', { ...base, format: 'label', values })).toBe('Healthy weight');
    expect(formatOutput('obese', { ...base, format: 'label', values })).toBe('obese');
  });

  it('shows nothing for a missing or structured value', () => {
    expect(formatOutput(undefined, { ...base, format: 'number' })).toBe('');
    expect(formatOutput(null, { ...base, format: 'currency' })).toBe('');
    expect(formatOutput({ rows: [] }, { ...base, format: 'text' })).toBe('');
  });
});

describe('toInputText', () => {
  it('writes the decimal separator of the locale, without grouping', () => {
    expect(toInputText('6.5', 'pt-BR')).toBe('6,5');
    expect(toInputText('6.5', 'en-US')).toBe('6.5');
    expect(toInputText('400000', 'en-US')).toBe('400000');
    expect(toInputText('400000', 'pt-BR')).toBe('400000');
    expect(toInputText('-1000000000000', 'pt-BR')).toBe('-1000000000000');
    expect(toInputText('0.25', 'pt-BR')).toBe('0,25');
    expect(toInputText('-3e-4', 'en-US')).toBe('-3e-4');
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
