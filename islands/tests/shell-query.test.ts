// The home page's SearchAction address (/?q=...), and the 404 page's
// (/?notfound=/the/path): what the search box starts with.

import { describe, expect, it } from 'vitest';
import { MAX_QUERY, notFoundFromSearch, queryFromSearch } from '../src/islands/shell/Search';
import { queryFromPath, wordsOfPath } from '../src/lib/search';
import { expectCalls } from './cases';

describe('queryFromSearch', () => {
  it('reads q, decoded and trimmed, with inner spaces collapsed', () => {
    expectCalls(queryFromSearch, [
      [['?q=mortgage'], 'mortgage'],
      [['?q=%20c%C3%A1lculo%20%20de%20juros%20'], 'cálculo de juros'],
      [['?x=1&q=bmi+calculator'], 'bmi calculator'],
    ]);
  });

  it('is empty without q, or with a blank one', () => {
    expectCalls(queryFromSearch, [
      [[''], ''],
      [['?homePrice=1'], ''],
      [['?q=%20%20'], ''],
    ]);
  });

  it('keeps markup as plain text and bounds the length', () => {
    expect(queryFromSearch('?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E')).toBe('<script>alert(1)</script>');
    expect(queryFromSearch(`?q=${'a'.repeat(500)}`)).toHaveLength(MAX_QUERY);
  });
});

describe('notFoundFromSearch', () => {
  it('reads the missing path, decoded', () => {
    expectCalls(notFoundFromSearch, [
      [['?notfound=%2Fmortgage-calculatr'], '/mortgage-calculatr'],
      [['?notfound=%2Fpt-br%2Fcalculadora-f%25C3%25A9rias'], '/pt-br/calculadora-férias'],
      [['?notfound=%2Fa%25zz'], '/a%zz'],
    ]);
  });

  it('is empty without it, or for what is not a path', () => {
    expectCalls(notFoundFromSearch, [
      [[''], ''],
      [['?q=bmi'], ''],
      [['?notfound=https%3A%2F%2Fexample.com%2F'], ''],
    ]);
    expect(notFoundFromSearch(`?notfound=/${'a'.repeat(500)}`)).toHaveLength(MAX_QUERY);
  });
});

describe('wordsOfPath', () => {
  it('takes the words after the language\'s home, of two letters or more', () => {
    expect(wordsOfPath('/mortgage-calculatr')).toEqual(['mortgage', 'calculatr']);
    expect(wordsOfPath('/pt-br/calculadora-férias/x', '/pt-br/')).toEqual(['calculadora', 'férias']);
    expect(wordsOfPath('/tools/bmi_calculator.html')).toEqual(['tools', 'bmi', 'calculator', 'html']);
    expect(wordsOfPath('/a/b/c')).toEqual([]);
    expect(wordsOfPath('/a1-b2-c3-d4-e5-f6-g7-h8')).toHaveLength(6);
  });
});

describe('queryFromPath', () => {
  const finds = (known: string[]) => (query: string) => query.split(' ').every((w) => known.includes(w));
  it('takes the longest run of words that finds something, the first of equal length', () => {
    expect(queryFromPath(['tools', 'bmi', 'calculator'], finds(['bmi', 'calculator']))).toBe('bmi calculator');
    expect(queryFromPath(['bmi', 'zz', 'calculator'], finds(['bmi', 'calculator']))).toBe('bmi');
    expect(queryFromPath(['zz', 'qq'], finds(['bmi']))).toBe('');
    expect(queryFromPath([], finds(['bmi']))).toBe('');
  });
});
