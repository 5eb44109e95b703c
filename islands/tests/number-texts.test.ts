// A default number starts in its field as the page's language writes it,
// text fields that hold one included (rounding's number, a duration):
// calc-wasm reads a Portuguese page's fields with ',' as the decimal mark
// and '.' grouping thousands, so '2.675' there would be 2675.

import { describe, expect, it } from 'vitest';
import { calculatorProps } from './generated-props';
import { initialTexts } from '../src/islands/calculator/useCalculator';

describe('initial texts', () => {
  it('write a number default the page’s way, in number and text fields alike', () => {
    expect(initialTexts(calculatorProps('rounding.pt-BR')).number).toBe('2,675');
    expect(initialTexts(calculatorProps('rounding.en')).number).toBe('2.675');
    expect(initialTexts(calculatorProps('time.pt-BR')).amount).toBe('2,75');
    expect(initialTexts(calculatorProps('quadratic.pt-BR')).b).toBe('-2');
  });

  it('leave other text as written', () => {
    expect(initialTexts(calculatorProps('conversion.pt-BR')).from).toBe('alqueire paulista');
    expect(initialTexts(calculatorProps('standard-deviation.pt-BR')).values).toBe(
      calculatorProps('standard-deviation.pt-BR').spec.inputs.find((i) => i.id === 'values')?.default,
    );
  });
});
