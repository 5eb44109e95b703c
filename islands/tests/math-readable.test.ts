// Expressions as a summary sentence quotes them: the engine's syntax
// (x^2*cos(x), sqrt(5)) written as a person writes it in prose.

import { describe, expect, it } from 'vitest';
import { readableMath } from '../src/islands/calculator/math/readable';
import { notationFor } from '../src/islands/calculator/math/notation';

const MINUS = '\u2212';
const pt = notationFor(',');

describe('readable math', () => {
  it('writes whole exponents as superscripts and other exponents after ^', () => {
    expect(readableMath('x^2*cos(x) + 2*x*sin(x)')).toBe('x²·cos(x) + 2x·sin(x)');
    expect(readableMath('x^-1')).toBe(`x⁻¹`);
    expect(readableMath('x^10')).toBe('x¹⁰');
    expect(readableMath('e^(2*x)')).toBe('e^(2x)');
    expect(readableMath('x^(1/2)')).toBe('x^(1/2)');
    expect(readableMath('x^n')).toBe('x^n');
  });

  it('writes roots with the radical sign, bracketing what is more than one symbol', () => {
    expect(readableMath('sqrt(5) + 1')).toBe('√5 + 1');
    expect(readableMath('-sqrt(5) + 1')).toBe(`${MINUS}√5 + 1`);
    expect(readableMath('sqrt(x+1)')).toBe('√(x + 1)');
    expect(readableMath('cbrt(2)')).toBe('∛2');
    expect(readableMath('(1 + sqrt(5))/2')).toBe('(1 + √5)/2');
    expect(readableMath('2*sqrt(3)')).toBe('2√3');
  });

  it('puts a coefficient against its symbol and × between numbers', () => {
    expect(readableMath('3*pi')).toBe('3π');
    expect(readableMath('2*3')).toBe('2 × 3');
    expect(readableMath('2*(x+1)')).toBe('2(x + 1)');
    expect(readableMath('x*y')).toBe('x·y');
  });

  it('uses the real minus sign, names, subscripts and function notation', () => {
    expect(readableMath('x - 1')).toBe(`x ${MINUS} 1`);
    expect(readableMath('-x')).toBe(`${MINUS}x`);
    expect(readableMath('x_1 = 2')).toBe('x₁ = 2');
    expect(readableMath('log10(x) + log2(8)')).toBe('log₁₀(x) + log₂(8)');
    expect(readableMath('abs(x) + floor(y) + ceil(z)')).toBe('|x| + ⌊y⌋ + ⌈z⌉');
    expect(readableMath('5! + 10%')).toBe('5! + 10%');
    expect(readableMath('1.5e-7')).toBe(`1.5 × 10⁻⁷`);
    expect(readableMath('1 1/2')).toBe('1 1/2');
    expect(readableMath('x = 1, x = 2')).toBe('x = 1, x = 2');
  });

  it('writes decimal commas and semicolons on Portuguese pages', () => {
    expect(readableMath('0.5*x + 2.25', pt)).toBe('0,5x + 2,25');
    expect(readableMath('x = 0.5, x = 1.5', pt)).toBe('x = 0,5; x = 1,5');
    expect(readableMath('max(1.5, 2)', pt)).toBe('max(1.5, 2)'); // not an expression it reads: as given
    expect(readableMath('log(2.5, 10)', pt)).toBe('log(2,5; 10)');
  });

  it('gives the text itself when it is no expression', () => {
    expect(readableMath('no solution')).toBe('no solution');
    expect(readableMath('')).toBe('');
    expect(readableMath('<b>')).toBe('<b>');
  });
});
