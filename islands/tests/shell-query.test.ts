// The home page's SearchAction address (/?q=...): what the search box
// starts with.

import { describe, expect, it } from 'vitest';
import { MAX_QUERY, queryFromSearch } from '../src/islands/shell/Search';
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
