// The MathML converter: the engine's expression text → MathML elements,
// and plain text for anything it cannot read.

import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { expectCalls, expectEach } from './cases';
import { parseMath, MAX_MATH_TEXT } from '../src/islands/calculator/math/parse';
import { MathText, mathOf, matrixElement } from '../src/islands/calculator/math/mathml';
import { MathNotation, notationFor } from '../src/islands/calculator/math/notation';
import { decimalText } from '../src/lib/format';

const MINUS = '\u2212';

function html(text: string): string {
  const el = mathOf(text);
  if (!el) throw new Error(`no MathML for ${text}`);
  return renderToStaticMarkup(el);
}

/** The markup without the <math> wrapper, for exact comparisons. */
function inner(text: string): string {
  return html(text).replace(/^<math class="math">/, '').replace(/<\/math>$/, '');
}

describe('numbers, names and operators', () => {
  it('writes an integer and a decimal as mn', () => {
    expect(inner('42')).toBe('<mn>42</mn>');
    expect(inner('0.3')).toBe('<mn>0.3</mn>');
  });

  it('writes scientific notation as a power of ten', () => {
    expect(inner('1.5e20')).toBe('<mrow><mn>1.5</mn><mo>×</mo><msup><mn>10</mn><mn>20</mn></msup></mrow>');
    expect(inner('2e-9')).toBe(`<mrow><mn>2</mn><mo>×</mo><msup><mn>10</mn><mrow><mo>${MINUS}</mo><mn>9</mn></mrow></msup></mrow>`);
  });

  it('writes pi and π as π, and inf as ∞', () => {
    expectEach(inner, [
      ['pi', '<mi>π</mi>'],
      ['π', '<mi>π</mi>'],
      ['inf', '<mi>∞</mi>'],
    ]);
  });

  it('writes a sum with a real minus sign', () => {
    expect(inner('x^2 + 3*x - 4')).toBe(
      `<mrow><msup><mi>x</mi><mn>2</mn></msup><mo>+</mo><mrow><mn>3</mn><mo>\u2062</mo><mi>x</mi></mrow><mo>${MINUS}</mo><mn>4</mn></mrow>`,
    );
  });

  it('shows × between numbers and an invisible times before names', () => {
    expect(inner('2*3')).toBe('<mrow><mn>2</mn><mo>×</mo><mn>3</mn></mrow>');
    expect(inner('2*x')).toContain('<mo>\u2062</mo>');
    expect(inner('x*2^3')).toContain('<mo>×</mo>');
  });

  it('writes a leading minus as a unary operator', () => {
    expect(inner('-x')).toBe(`<mrow><mo>${MINUS}</mo><mi>x</mi></mrow>`);
    expect(inner('-3*x/2')).toBe(
      `<mrow><mo>${MINUS}</mo><mfrac><mrow><mn>3</mn><mo>\u2062</mo><mi>x</mi></mrow><mn>2</mn></mfrac></mrow>`,
    );
  });

  it('reads − and × as the engine does', () => {
    expectEach(inner, [
      ['3 − 2', inner('3 - 2')],
      ['3 × 2', inner('3*2')],
      ['6 ÷ 2', inner('6/2')],
      ['2**3', inner('2^3')],
    ]);
  });
});

describe('layout', () => {
  it('writes a quotient as mfrac, dropping the parentheses the fraction bar replaces', () => {
    expect(inner('(x + 1)/(x - 1)')).toBe(
      `<mfrac><mrow><mi>x</mi><mo>+</mo><mn>1</mn></mrow><mrow><mi>x</mi><mo>${MINUS}</mo><mn>1</mn></mrow></mfrac>`,
    );
  });

  it('keeps parentheses elsewhere, unstretched', () => {
    expect(inner('(x + 1)*(x - 1)')).toContain('<mo stretchy="false">(</mo>');
    expect(inner('(x + 1)^2')).toMatch(/^<msup><mrow><mo stretchy="false">\(<\/mo>/);
  });

  it('writes exponents without their parentheses, including negative and fractional ones', () => {
    expectEach(inner, [
      ['x^(1/3)', '<msup><mi>x</mi><mfrac><mn>1</mn><mn>3</mn></mfrac></msup>'],
      ['x^-1', `<msup><mi>x</mi><mrow><mo>${MINUS}</mo><mn>1</mn></mrow></msup>`],
      ['e^(2*x)', '<msup><mi>e</mi><mrow><mn>2</mn><mo>\u2062</mo><mi>x</mi></mrow></msup>'],
    ]);
  });

  it('reads powers right to left', () => {
    expect(inner('2^3^2')).toBe('<msup><mn>2</mn><msup><mn>3</mn><mn>2</mn></msup></msup>');
  });

  it('writes sqrt, cbrt and √ as roots', () => {
    expectEach(inner, [
      ['sqrt(x + 1)', '<msqrt><mrow><mi>x</mi><mo>+</mo><mn>1</mn></mrow></msqrt>'],
      ['cbrt(8)', '<mroot><mn>8</mn><mn>3</mn></mroot>'],
      ['√2', '<msqrt><mn>2</mn></msqrt>'],
      ['√(2)', '<msqrt><mn>2</mn></msqrt>'],
    ]);
  });

  it('writes functions with the function-application operator', () => {
    expect(inner('sin(x)')).toBe('<mrow><mi>sin</mi><mo>\u2061</mo><mrow><mo stretchy="false">(</mo><mi>x</mi><mo stretchy="false">)</mo></mrow></mrow>');
    expect(inner('ln(abs(x))')).toContain('<mi>ln</mi>');
    expect(inner('log2(x)')).toContain('<msub><mi>log</mi><mn>2</mn></msub>');
    expect(inner('sin(x)^2')).toMatch(/^<msup><mrow><mi>sin<\/mi>/);
    // Special functions (issue 33): by their names, the Fresnel integrals as S and C.
    expect(inner('e^2*Ei(2*x - 2)')).toContain('<mi>Ei</mi><mo>\u2061</mo>');
    expect(inner('li(x)')).toContain('<mi>li</mi><mo>\u2061</mo>');
    expect(inner('FresnelC(x)')).toContain('<mi>C</mi><mo>\u2061</mo>');
  });

  it('writes a sum over the roots of a polynomial as Σ with the equation under it', () => {
    const m = inner('rootsum(31*t^3 - 3*t - 1, t*ln(x + 4/9))');
    expect(m).toMatch(/^<mrow><munder><mo>∑<\/mo><mrow><mrow><mrow><mn>31<\/mn>/);
    expect(m).toContain('<mo>=</mo><mn>0</mn></mrow></munder>');
    expect(m).toContain('<mi>ln</mi>');
  });

  it('writes abs(x) and |x| between bars, floor and ceil in their brackets', () => {
    expectEach(inner, [
      ['abs(x)', '<mrow><mo stretchy="false">|</mo><mi>x</mi><mo stretchy="false">|</mo></mrow>'],
      ['|x - 1|', `<mrow><mo stretchy="false">|</mo><mrow><mi>x</mi><mo>${MINUS}</mo><mn>1</mn></mrow><mo stretchy="false">|</mo></mrow>`],
    ]);
    expect(inner('floor(x)')).toContain('⌊');
    expect(inner('ceil(x)')).toContain('⌈');
  });

  it('writes factorials and percentages after their operand', () => {
    expect(inner('5!')).toBe('<mrow><mn>5</mn><mo>!</mo></mrow>');
    expect(inner('(-2/5)*100%')).toContain('<mo>%</mo>');
  });

  it('writes mixed numbers', () => {
    expectEach(inner, [
      ['1 1/2', '<mrow><mn>1</mn><mfrac><mn>1</mn><mn>2</mn></mfrac></mrow>'],
      ['-2 3/4', `<mrow><mo>${MINUS}</mo><mrow><mn>2</mn><mfrac><mn>3</mn><mn>4</mn></mfrac></mrow></mrow>`],
    ]);
  });

  it('writes equations, approximations, ± and lists', () => {
    expectEach(inner, [
      ['x = 2, x = 3', '<mrow><mrow><mi>x</mi><mo>=</mo><mn>2</mn></mrow><mo>,</mo><mrow><mi>x</mi><mo>=</mo><mn>3</mn></mrow></mrow>'],
      ['1 ± 2*i', '<mrow><mn>1</mn><mo>±</mo><mrow><mn>2</mn><mo>\u2062</mo><mi>i</mi></mrow></mrow>'],
    ]);
    expect(inner('x ≈ 1.4142')).toContain('<mo>≈</mo>');
    expect(inner('(-(2) ± sqrt(16))/(2*(1))')).toContain('<mo>±</mo>');
  });

  it('writes subscripted names', () => {
    expect(inner('R2 - 3*R1')).toContain('<msub><mi>R</mi><mn>2</mn></msub>');
    expect(inner('x_1')).toBe('<msub><mi>x</mi><mn>1</mn></msub>');
  });

  it('keeps block display on request', () => {
    expect(renderToStaticMarkup(mathOf('x', { block: true }) as ReactElement)).toBe('<math class="math" display="block"><mi>x</mi></math>');
  });
});

describe('what it does not read', () => {
  const bad = [
    '',
    '   ',
    '(',
    'x +',
    '2 3',
    '1 2; 3 4',
    'y is free',
    'sin x',
    '1,,2',
    'x)',
    '(x',
    'foo(x)',
    'R1 <-> R2',
    'x ^',
    '*2',
    '|x',
    'gcd = 6',
    '<script>alert(1)</script>',
    '2 & 3',
    '1.2.3',
    'x = ',
  ];
  for (const text of bad) {
    it(`gives null for ${JSON.stringify(text)}`, () => {
      expect(parseMath(text)).toBeNull();
      expect(mathOf(text)).toBeNull();
    });
  }

  it('gives null for very long and very deep texts, without overflowing the stack', () => {
    expect(parseMath('1+'.repeat(MAX_MATH_TEXT) + '1')).toBeNull();
    expect(parseMath('('.repeat(500) + 'x' + ')'.repeat(500))).toBeNull();
    expect(parseMath('-'.repeat(500) + 'x')).toBeNull();
    expect(parseMath('('.repeat(20) + 'x' + ')'.repeat(20))).not.toBeNull();
  });

  it('shows the plain text, escaped, when the text is no expression', () => {
    const markup = renderToStaticMarkup(<MathText text="<b>y</b> is free" />);
    expect(markup).toBe('<span class="math-plain">&lt;b&gt;y&lt;/b&gt; is free</span>');
    expect(renderToStaticMarkup(<MathText text="x + 1" />)).toMatch(/^<math class="math">/);
  });
});

describe('matrices', () => {
  it('writes rows of entries as an mtable (bracketed by its CSS), fractions as mfrac', () => {
    const markup = renderToStaticMarkup(matrixElement([[1, '-1/2'], ['3', 4]]));
    expect(markup).toBe(
      `<math class="math"><mtable class="math-matrix"><mtr><mtd><mn>1</mn></mtd><mtd><mrow><mo>${MINUS}</mo><mfrac><mn>1</mn><mn>2</mn></mfrac></mrow></mtd></mtr><mtr><mtd><mn>3</mn></mtd><mtd><mn>4</mn></mtd></mtr></mtable></math>`,
    );
  });

  it('writes an entry that is no expression as text', () => {
    expect(renderToStaticMarkup(matrixElement([['a b']]))).toContain('<mtext>a b</mtext>');
  });
});

describe('Portuguese notation and set symbols', () => {
  const comma = notationFor(',');

  it('writes decimal commas and separates lists and arguments with semicolons', () => {
    const el = mathOf('x = 1.5, x = -0.25', { notation: comma });
    expect(el && renderToStaticMarkup(el)).toBe(
      `<math class="math"><mrow><mrow><mi>x</mi><mo>=</mo><mn>1,5</mn></mrow><mo>;</mo><mrow><mi>x</mi><mo>=</mo><mrow><mo>${MINUS}</mo><mn>0,25</mn></mrow></mrow></mrow></math>`,
    );
    const args = mathOf('log(2.5, 10)', { notation: comma });
    expect(args && renderToStaticMarkup(args)).toContain('<mn>2,5</mn><mo>;</mo><mn>10</mn>');
    expect(renderToStaticMarkup(matrixElement([['0.5', '1']], { notation: comma }))).toContain('<mn>0,5</mn>');
  });

  it('takes the notation from the page through context', () => {
    const markup = renderToStaticMarkup(
      <MathNotation.Provider value={comma}>
        <MathText text="3.75" />
      </MathNotation.Provider>,
    );
    expect(markup).toBe('<math class="math"><mn>3,75</mn></math>');
    expect(renderToStaticMarkup(<MathText text="3.75" />)).toBe('<math class="math"><mn>3.75</mn></math>');
  });

  it('writes the empty set, x ∈ ℝ and conditions upright', () => {
    expectEach(inner, [
      ['∅', '<mi mathvariant="normal">∅</mi>'],
      ['x ∈ ℝ', '<mrow><mi>x</mi><mo>∈</mo><mi mathvariant="normal">ℝ</mi></mrow>'],
      ['a ≠ 0', '<mrow><mi>a</mi><mo>≠</mo><mn>0</mn></mrow>'],
    ]);
  });
});

describe('exact decimals as text', () => {
  it('uses the page decimal mark and keeps every digit', () => {
    expect(decimalText('0.1(6)', 'pt-BR')).toBe('0,1(6)');
    // Complex results: every part's decimal mark.
    expect(decimalText('-0.2 + 0.4i', 'pt-BR')).toBe('-0,2 + 0,4i');
    expect(decimalText('1.5e-9i', 'pt-BR')).toBe('1,5e-9i');
    expect(decimalText('2 - i', 'pt-BR')).toBe('2 - i');
    expect(decimalText('1.5 + sin(2)', 'pt-BR')).toBe('1.5 + sin(2)');
    expect(decimalText('-1.6180339887498948482045868343656381177203091798058', 'pt-BR')).toBe(
      '-1,6180339887498948482045868343656381177203091798058',
    );
    expectCalls(decimalText, [
      [['2.68e0', 'pt-BR'], '2,68e0'],
      [['12345.5', 'en-US'], '12345.5'],
      [['no solution', 'pt-BR'], 'no solution'],
    ]);
  });
});
