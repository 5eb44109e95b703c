// @vitest-environment happy-dom
// Share links: only declared inputs, values passed through as text; the
// inputs the calculator publishes; share-or-copy with its fallbacks.

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  INPUTS_EVENT,
  PACKED,
  currentInputs,
  onInputs,
  publishInputs,
  readShareParams,
  SOLVE_PARAMS,
  shareOrCopy,
  shareQuery,
} from '../src/lib/share';
import { MAX_QUERY_LENGTH, buildShareUrl, readLinkParams, readSolveGoal, shareLink } from '../src/lib/shareLink';

const DECLARED = ['homePrice', 'downPayment', 'loanTerm', 'interestRate', 'propertyTax', 'insurance'];

describe('readShareParams', () => {
  it('takes only the declared inputs and ignores everything else', () => {
    expect(readShareParams('?homePrice=500000&foo=1&loanTerm=15&__proto__=x&constructor=y', DECLARED)).toEqual({
      homePrice: '500000',
      loanTerm: '15',
    });
  });

  it('passes values through as text, uninterpreted (calc-wasm validates them)', () => {
    const found = readShareParams('?homePrice=%3Cscript%3Ealert(1)%3C%2Fscript%3E&downPayment=1%2C234.5&loanTerm=', DECLARED);
    expect(found).toEqual({ homePrice: '<script>alert(1)</script>', downPayment: '1,234.5', loanTerm: '' });
    // Unencoded, as people paste it.
    expect(readShareParams('?homePrice=<script>alert(1)</script>', DECLARED)).toEqual({ homePrice: '<script>alert(1)</script>' });
  });

  it('decodes + as a space and percent escapes as UTF-8', () => {
    expect(readShareParams('homePrice=1+000&insurance=%C3%A9', DECLARED)).toEqual({ homePrice: '1 000', insurance: 'é' });
  });

  it('keeps the first of repeated names', () => {
    expect(readShareParams('?loanTerm=15&loanTerm=30', DECLARED)).toEqual({ loanTerm: '15' });
  });

  it('keeps long values: the form checks them against the input’s limit and says so', () => {
    expect(readShareParams(`?homePrice=${'9'.repeat(5000)}&loanTerm=30`, DECLARED)).toEqual({ homePrice: '9'.repeat(5000), loanTerm: '30' });
  });

  it('reads nothing from a packed value that is not a compressed object of texts', () => {
    for (const packed of ['garbage', '', 'N4Ig']) expect(readLinkParams(`?${PACKED}=${packed}&loanTerm=30`, DECLARED)).toEqual({ loanTerm: '30' });
  });

  it('finds nothing in an empty or undeclared query', () => {
    expect(readShareParams('', DECLARED)).toEqual({});
    expect(readShareParams('?', DECLARED)).toEqual({});
    expect(readShareParams('?a=1', [])).toEqual({});
  });

  it('has no prototype surprises', () => {
    const found = readShareParams('?toString=1&hasOwnProperty=2', ['toString', 'hasOwnProperty']);
    expect(found).toEqual({ toString: '1', hasOwnProperty: '2' });
  });
});

describe('building a share link', () => {
  it('lists the declared inputs in declared order, nothing else', () => {
    expect(shareQuery(['b', 'a'], { a: '1', b: '2', c: '3' })).toBe('b=2&a=1');
  });

  it('encodes every value as text', () => {
    expect(shareQuery(['x'], { x: '<b>&"1 000,5"' })).toBe('x=%3Cb%3E%26%221+000%2C5%22');
  });

  it('replaces the page address query and fragment', () => {
    expect(buildShareUrl('https://calcula.example/mortgage-calculator?old=1#faq', ['homePrice', 'loanTerm'], { homePrice: '500000', loanTerm: '15' })).toBe(
      'https://calcula.example/mortgage-calculator?homePrice=500000&loanTerm=15',
    );
  });

  it('round-trips: what is built is read back exactly', () => {
    const values = { homePrice: '1.234,56', downPayment: '<script>', loanTerm: '30', interestRate: '6,5', propertyTax: '', insurance: 'a&b=c' };
    const url = new URL(buildShareUrl('https://calcula.example/pt-br/mortgage-calculator', DECLARED, values));
    expect(readShareParams(url.search, DECLARED)).toEqual(values);
  });
});

describe('shareLink', () => {
  const BASE = 'https://calcula.example/hash-generator';
  /** Text of words, as people write: it compresses. */
  const prose = (n: number) => {
    const words = ['the', 'calculation', 'of', 'a', 'hash', 'value', 'changes', 'with', 'every', 'letter', 'written', 'here'];
    let text = '';
    for (let i = 0; text.length < n; i++) text += `${words[(i * 7 + (i >> 3)) % words.length]} `;
    return text.slice(0, n);
  };

  it('writes short inputs plain', () => {
    expect(shareLink(BASE, ['text', 'algorithm'], { text: 'abc', algorithm: 'sha256' })).toEqual({ url: `${BASE}?text=abc&algorithm=sha256`, leftOut: [] });
  });

  it('compresses long texts into one parameter, within the limit, and reads them back exactly', () => {
    const values = { text: prose(9000), algorithm: 'sha256' };
    const { url, leftOut } = shareLink(BASE, ['text', 'algorithm'], values);
    expect(leftOut).toEqual([]);
    const search = new URL(url).search;
    expect(search.length - 1).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(search).toContain('algorithm=sha256');
    expect(readLinkParams(search, ['text', 'algorithm'])).toEqual(values);
    // Without the compression chunk, a page reads the short ones at once.
    expect(readShareParams(search, ['text', 'algorithm'])).toEqual({ algorithm: 'sha256' });
  });

  it('leaves out, longest first, what cannot fit even compressed, and says which', () => {
    // Random letters barely compress.
    let seed = 7;
    const noise = Array.from({ length: 20000 }, () => String.fromCharCode(33 + ((seed = (seed * 48271) % 2147483647) % 90))).join('');
    const values = { text: noise, key: prose(1000), algorithm: 'sha256' };
    const { url, leftOut } = shareLink(BASE, ['text', 'key', 'algorithm'], values);
    expect(leftOut).toEqual(['text']);
    const search = new URL(url).search;
    expect(search.length - 1).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(readLinkParams(search, ['text', 'key', 'algorithm'])).toEqual({ key: values.key, algorithm: 'sha256' });
  });
});

describe('a solve in a share link', () => {
  const BASE = 'https://calcula.example/mortgage-calculator';
  const OUTPUTS = ['monthlyPayment', 'totalInterest'];
  const goal = { input: 'homePrice', output: 'monthlyPayment', target: '2500' };

  it('comes after the inputs and is read back exactly', () => {
    const { url } = shareLink(BASE, DECLARED, { homePrice: '392466.37', loanTerm: '30' }, goal);
    expect(url).toBe(`${BASE}?homePrice=392466.37&loanTerm=30&${SOLVE_PARAMS.input}=homePrice&${SOLVE_PARAMS.output}=monthlyPayment&${SOLVE_PARAMS.target}=2500`);
    const search = new URL(url).search;
    expect(readSolveGoal(search, DECLARED, OUTPUTS)).toEqual(goal);
    // The solve's parameters are not inputs.
    expect(readShareParams(search, DECLARED)).toEqual({ homePrice: '392466.37', loanTerm: '30' });
  });

  it('fits within the limit with long inputs beside it', () => {
    const { url } = shareLink('https://calcula.example/hash-generator', ['text'], { text: 'x'.repeat(MAX_QUERY_LENGTH) }, goal);
    expect(new URL(url).search.length - 1).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(readSolveGoal(new URL(url).search, ['homePrice'], OUTPUTS)).toEqual(goal);
  });

  it('is refused unless it names a declared input and output and a short target', () => {
    const query = (input: string, output: string, target: string) =>
      new URLSearchParams([[SOLVE_PARAMS.input, input], [SOLVE_PARAMS.output, output], [SOLVE_PARAMS.target, target]]).toString();
    expect(readSolveGoal(query('homePrice', 'monthlyPayment', '2500'), DECLARED, OUTPUTS)).toEqual(goal);
    expect(readSolveGoal(query('__proto__', 'monthlyPayment', '2500'), DECLARED, OUTPUTS)).toBeNull();
    expect(readSolveGoal(query('homePrice', 'toString', '2500'), DECLARED, OUTPUTS)).toBeNull();
    expect(readSolveGoal(query('homePrice', 'monthlyPayment', ''), DECLARED, OUTPUTS)).toBeNull();
    expect(readSolveGoal(query('homePrice', 'monthlyPayment', '9'.repeat(65)), DECLARED, OUTPUTS)).toBeNull();
    expect(readSolveGoal(query('homePrice', 'monthlyPayment', '1\u001b]0;x'), DECLARED, OUTPUTS)).toBeNull();
    expect(readSolveGoal('?homePrice=1&_solve=homePrice', DECLARED, OUTPUTS)).toBeNull();
  });
});

describe('published inputs', () => {
  it('are kept for whoever asks later, and announced as an event', () => {
    const seen: unknown[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent).detail);
    document.addEventListener(INPUTS_EVENT, listener);
    const stop = onInputs('mortgage', (v) => seen.push(['mortgage', v]));
    publishInputs('mortgage', { homePrice: '1' });
    publishInputs('bmi', { weight: '70' });
    stop();
    document.removeEventListener(INPUTS_EVENT, listener);
    expect(currentInputs('mortgage')).toEqual({ homePrice: '1' });
    expect(currentInputs('nothing')).toBeNull();
    expect(seen).toEqual([
      { id: 'mortgage', values: { homePrice: '1' } },
      ['mortgage', { homePrice: '1' }],
      { id: 'bmi', values: { weight: '70' } },
    ]);
  });

  it('cannot be changed from outside', () => {
    publishInputs('tip', { bill: '10' });
    const copy = currentInputs('tip');
    if (copy) copy.bill = '99';
    expect(currentInputs('tip')).toEqual({ bill: '10' });
  });
});

describe('shareOrCopy', () => {
  const data = { title: 'Mortgage Calculator', text: 'Monthly payment', url: 'https://calcula.example/mortgage-calculator?homePrice=1' };
  const clipboard = () => ({ writeText: vi.fn(async () => {}) });

  afterEach(() => vi.restoreAllMocks());

  it('uses the share sheet when there is one', async () => {
    const nav = { share: vi.fn(async () => {}), clipboard: clipboard() } as unknown as Navigator;
    expect(await shareOrCopy(data, nav)).toBe('shared');
    expect(nav.share).toHaveBeenCalledWith(data);
    expect(nav.clipboard.writeText).not.toHaveBeenCalled();
  });

  it('copies without the share sheet when told (the page has something to say first)', async () => {
    const nav = { share: vi.fn(async () => {}), clipboard: clipboard() } as unknown as Navigator;
    expect(await shareOrCopy(data, nav, false)).toBe('copied');
    expect(nav.share).not.toHaveBeenCalled();
    expect(nav.clipboard.writeText).toHaveBeenCalledWith(data.url);
  });

  it('does nothing more when the person cancels', async () => {
    const nav = { share: vi.fn(async () => Promise.reject(new DOMException('cancelled', 'AbortError'))), clipboard: clipboard() } as unknown as Navigator;
    expect(await shareOrCopy(data, nav)).toBe('cancelled');
    expect(nav.clipboard.writeText).not.toHaveBeenCalled();
  });

  it('copies the link when sharing fails otherwise', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const nav = { share: vi.fn(async () => Promise.reject(new DOMException('no', 'NotAllowedError'))), clipboard: clipboard() } as unknown as Navigator;
    expect(await shareOrCopy(data, nav)).toBe('copied');
    expect(nav.clipboard.writeText).toHaveBeenCalledWith(data.url);
  });

  it('copies the link when the data cannot be shared', async () => {
    const nav = { share: vi.fn(), canShare: () => false, clipboard: clipboard() } as unknown as Navigator;
    expect(await shareOrCopy(data, nav)).toBe('copied');
    expect(nav.share).not.toHaveBeenCalled();
  });

  it('copies the link when there is no share sheet', async () => {
    const nav = { clipboard: clipboard() } as unknown as Navigator;
    expect(await shareOrCopy(data, nav)).toBe('copied');
  });

  it('says so when it can do neither', async () => {
    expect(await shareOrCopy(data, {} as Navigator)).toBe('failed');
    const refused = { clipboard: { writeText: async () => Promise.reject(new Error('denied')) } } as unknown as Navigator;
    expect(await shareOrCopy(data, refused)).toBe('failed');
  });
});
