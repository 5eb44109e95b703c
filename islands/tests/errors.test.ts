import { describe, expect, it } from 'vitest';
import { errorMessage, readEvaluation, type CalcError } from '../src/lib/errors';
import type { Field } from '../src/lib/props';
import { evaluate, mortgageProps, mortgageSpec, percentageProps } from './fixtures';

const en = mortgageProps('en');
const pt = mortgageProps('pt-BR');

function err(e: Partial<CalcError> & { code: string }): CalcError {
  return { input: 'homePrice', ...e };
}

describe('errorMessage', () => {
  it('formats numeric bounds for the locale', () => {
    expect(errorMessage(err({ code: 'aboveMax', max: 1000000000 }), en.fields, en.strings, 'en-US')).toBe(
      'Enter 1,000,000,000 or less.',
    );
    expect(errorMessage(err({ code: 'aboveMax', max: 1000000000 }), pt.fields, pt.strings, 'pt-BR')).toBe(
      'Digite 1.000.000.000 ou menos.',
    );
    expect(errorMessage(err({ code: 'belowMin', min: 0.5 }), pt.fields, pt.strings, 'pt-BR')).toBe('Digite 0,5 ou mais.');
  });

  it("names the other input by its label", () => {
    const label = (fields: Field[], id: string) => fields.find((f) => f.id === id)?.label ?? `no field ${id}`;
    const e = err({ input: 'downPayment', code: 'notMoreThanInput', other: 'homePrice' });
    expect(errorMessage(e, en.fields, en.strings, 'en-US')).toBe(
      en.strings.errors.notMoreThanInput?.replace('{other}', label(en.fields, 'homePrice')),
    );
    const ePt = err({ input: 'downPayment', code: 'notMoreThanInput', other: 'propertyValue' });
    expect(errorMessage(ePt, pt.fields, pt.strings, 'pt-BR')).toBe(
      pt.strings.errors.notMoreThanInput?.replace('{other}', label(pt.fields, 'propertyValue')),
    );
  });

  it('lists option labels', () => {
    const p = percentageProps('en');
    const e = err({ input: 'mode', code: 'unknownOption', options: ['value', 'change'] });
    const options = p.fields.find((f) => f.id === 'mode')?.options ?? [];
    const labels = ['value', 'change'].map((v) => options.find((o) => o.value === v)?.label).join(', ');
    expect(errorMessage(e, p.fields, p.strings, 'en-US')).toBe(p.strings.errors.unknownOption?.replace('{options}', labels));
  });

  it('fills parameters into their placeholders', () => {
    const fields: Field[] = [{ id: 'note', label: 'Note', unit: 'none', display: 'input', options: [] }];
    const e = err({ input: 'note', code: 'tooLong', maxLength: 3 });
    expect(errorMessage(e, fields, en.strings, 'en-US')).toBe('Use at most 3 characters.');
  });

  it('falls back to a generic message for an untranslated code', () => {
    const strings = { ...en.strings, errors: { ...en.strings.errors, badInput: 'This value could not be read.' } };
    expect(errorMessage(err({ code: 'brandNew' }), en.fields, strings, 'en-US')).toBe('This value could not be read.');
  });

  it("says what is wrong in an expression, and where, by the error's reason", () => {
    const strings = {
      ...en.strings,
      errors: { ...en.strings.errors, invalidExpression: 'This expression cannot be calculated.' },
      expressionErrors: {
        unexpectedToken: 'Something is out of place.',
        unexpectedTokenAt: 'Unexpected “{token}” at position {position}.',
        domain: 'Outside the domain.',
      },
    };
    const at = err({ input: 'expression', code: 'invalidExpression', reason: 'unexpectedToken', position: 7, token: ')' });
    expect(errorMessage(at, en.fields, strings, 'en-US')).toBe('Unexpected “)” at position 7.');
    const nowhere = err({ input: 'expression', code: 'invalidExpression', reason: 'unexpectedToken' });
    expect(errorMessage(nowhere, en.fields, strings, 'en-US')).toBe('Something is out of place.');
    const noAt = err({ input: 'expression', code: 'invalidExpression', reason: 'domain', position: 3 });
    expect(errorMessage(noAt, en.fields, strings, 'en-US')).toBe('Outside the domain.');
    const unknown = err({ input: 'expression', code: 'invalidExpression', reason: 'brandNew' });
    expect(errorMessage(unknown, en.fields, strings, 'en-US')).toBe('This expression cannot be calculated.');
  });

  it('builds messages from real calc-wasm errors', () => {
    const answer = readEvaluation(evaluate(mortgageSpec, { loanTerm: '2,5' }, 'pt-BR'));
    expect('error' in answer && errorMessage(answer.error, pt.fields, pt.strings, 'pt-BR')).toBe('Digite um número inteiro.');
    const big = readEvaluation(evaluate(mortgageSpec, { loanTerm: '51' }, 'en'));
    expect('error' in big && big.error.input).toBe('loanTerm');
    expect('error' in big && errorMessage(big.error, en.fields, en.strings, 'en-US')).toBe('Enter 50 or less.');
  });
});

describe('readEvaluation', () => {
  it('passes outputs through', () => {
    expect(readEvaluation({ ok: { a: 1, b: 'x' } })).toEqual({ ok: { a: 1, b: 'x' } });
  });

  it('passes errors through with their parameters', () => {
    const e = readEvaluation({ error: { input: 'a', code: 'belowMin', min: 0 } });
    expect(e).toEqual({ error: { input: 'a', code: 'belowMin', min: 0 } });
  });

  it('passes null through: an output that does not apply (calc-wasm `maybe`)', () => {
    // The Brazilian tax page's monthly mode has no annual balance due.
    expect(readEvaluation({ ok: { tax: 385.1, balanceDue: null } })).toEqual({ ok: { tax: 385.1, balanceDue: null } });
  });

  it('never lets NaN or Infinity through as a result', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      const e = readEvaluation({ ok: { a: 1, b: bad } });
      expect('error' in e && e.error.code).toBe('resultTooLarge');
    }
  });

  it('rejects an answer of the wrong shape', () => {
    for (const bad of [undefined, null, 'text', { something: 1 }, { error: { input: 'a' } }]) {
      const e = readEvaluation(bad);
      expect('error' in e && e.error.code).toBe('badInput');
    }
  });
});
