import { describe, expect, it } from 'vitest';
import { formatSi } from '../src/lib/si';

describe('formatSi', () => {
  const en = (v: number, sig = 4) => formatSi(v, 'en-US', sig, 'Ω');
  it('picks the prefix that leaves one to three digits', () => {
    expect(en(4700)).toBe('4.7\u00a0kΩ');
    expect(en(24)).toBe('24\u00a0Ω');
    expect(en(0.5)).toBe('500\u00a0mΩ');
    expect(en(1e6)).toBe('1\u00a0MΩ');
    expect(en(100e-9)).toBe('100\u00a0nΩ');
    expect(en(2.2e-6)).toBe('2.2\u00a0µΩ');
    expect(en(15e-12)).toBe('15\u00a0pΩ');
    expect(en(-3300)).toBe('-3.3\u00a0kΩ');
    expect(en(0)).toBe('0\u00a0Ω');
  });
  it('rounds to significant digits, carrying into the next prefix', () => {
    // 25850/431 Ω (100, 220 and 470 Ω in parallel) = 59.9768… Ω.
    expect(en(25850 / 431)).toBe('59.98\u00a0Ω');
    expect(en(999.96)).toBe('1\u00a0kΩ');
    expect(en(4.7e12)).toBe('4,700\u00a0GΩ');
  });
  it('writes the decimal comma in Portuguese', () => {
    expect(formatSi(188 / 49, 'pt-BR', 4, 'V')).toBe('3,837\u00a0V');
  });
  it('shows nothing for a value that is not finite', () => {
    expect(en(Number.NaN)).toBe('');
    expect(en(Infinity)).toBe('');
  });
});
