// Expressions as a summary sentence quotes them: the engine's syntax
// (x^2*cos(x), sqrt(5)) written as a person writes it in prose.

import { describe, expect, it } from 'vitest';
import { expectEach } from './cases';
import { readableMath } from '../src/islands/calculator/math/readable';
import { notationFor } from '../src/islands/calculator/math/notation';

const MINUS = '\u2212';
const pt = notationFor(',');

describe('readable math', () => {
  it('writes whole exponents as superscripts and other exponents after ^', () => {
    expectEach(readableMath, [
      ['x^2*cos(x) + 2*x*sin(x)', 'x²·cos(x) + 2x·sin(x)'],
      ['x^-1', `x⁻¹`],
      ['x^10', 'x¹⁰'],
      ['e^(2*x)', 'e^(2x)'],
      ['x^(1/2)', 'x^(1/2)'],
      ['x^n', 'x^n'],
    ]);
  });

  it('writes roots with the radical sign, bracketing what is more than one symbol', () => {
    expectEach(readableMath, [
      ['sqrt(5) + 1', '√5 + 1'],
      ['-sqrt(5) + 1', `${MINUS}√5 + 1`],
      ['sqrt(x+1)', '√(x + 1)'],
      ['cbrt(2)', '∛2'],
      ['(1 + sqrt(5))/2', '(1 + √5)/2'],
      ['2*sqrt(3)', '2√3'],
    ]);
  });

  it('puts a coefficient against its symbol and × between numbers', () => {
    expectEach(readableMath, [
      ['3*pi', '3π'],
      ['2*3', '2 × 3'],
      ['2*(x+1)', '2(x + 1)'],
      ['x*y', 'x·y'],
    ]);
  });

  it('uses the real minus sign, names, subscripts and function notation', () => {
    expectEach(readableMath, [
      ['x - 1', `x ${MINUS} 1`],
      ['-x', `${MINUS}x`],
      ['x_1 = 2', 'x₁ = 2'],
      ['log10(x) + log2(8)', 'log₁₀(x) + log₂(8)'],
      ['abs(x) + floor(y) + ceil(z)', '|x| + ⌊y⌋ + ⌈z⌉'],
      ['Si(x) + Ci(abs(x)) + erf(x)', 'Si(x) + Ci(|x|) + erf(x)'],
      ['FresnelS(x) + FresnelC(x)', 'S(x) + C(x)'],
      ['5! + 10%', '5! + 10%'],
      ['1.5e-7', `1.5 × 10⁻⁷`],
      ['1 1/2', '1 1/2'],
      ['x = 1, x = 2', 'x = 1, x = 2'],
    ]);
  });

  it('writes a sum over roots with its equation in brackets', () => {
    expect(readableMath('rootsum(t^3 + t - 1, t*ln(x - t))')).toBe(`Σ[t³ + t ${MINUS} 1 = 0] t·ln(x ${MINUS} t)`);
  });

  it('writes decimal commas and semicolons on Portuguese pages', () => {
    expect(readableMath('0.5*x + 2.25', pt)).toBe('0,5x + 2,25');
    expect(readableMath('x = 0.5, x = 1.5', pt)).toBe('x = 0,5; x = 1,5');
    expect(readableMath('max(1.5, 2)', pt)).toBe('max(1.5, 2)'); // not an expression it reads: as given
    expect(readableMath('log(2.5, 10)', pt)).toBe('log(2,5; 10)');
  });

  it('gives the text itself when it is no expression', () => {
    expectEach(readableMath, [
      ['no solution', 'no solution'],
      ['', ''],
      ['<b>', '<b>'],
    ]);
  });
});
