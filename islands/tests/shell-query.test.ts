// The home page's SearchAction address (/?q=...): what the search box
// starts with.

import { describe, expect, it } from 'vitest';
import { MAX_QUERY, queryFromSearch } from '../src/islands/shell/Search';

describe('queryFromSearch', () => {
  it('reads q, decoded and trimmed, with inner spaces collapsed', () => {
    expect(queryFromSearch('?q=mortgage')).toBe('mortgage');
    expect(queryFromSearch('?q=%20c%C3%A1lculo%20%20de%20juros%20')).toBe('cálculo de juros');
    expect(queryFromSearch('?x=1&q=bmi+calculator')).toBe('bmi calculator');
  });

  it('is empty without q, or with a blank one', () => {
    expect(queryFromSearch('')).toBe('');
    expect(queryFromSearch('?homePrice=1')).toBe('');
    expect(queryFromSearch('?q=%20%20')).toBe('');
  });

  it('keeps markup as plain text and bounds the length', () => {
    expect(queryFromSearch('?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E')).toBe('<script>alert(1)</script>');
    expect(queryFromSearch(`?q=${'a'.repeat(500)}`)).toHaveLength(MAX_QUERY);
  });
});
