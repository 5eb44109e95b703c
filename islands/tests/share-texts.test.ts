// Share links carry numbers plain, so a link made on a page in one language
// opens the same in the other (a Portuguese `bill=187,40` was refused on
// the English page, and a plain `2.8` on the Portuguese one).

import { describe, expect, it } from 'vitest';
import { linkedTexts, sharedTexts, toPlainText } from '../src/islands/calculator/shareTexts';
import { mortgageProps } from './fixtures';

describe('toPlainText', () => {
  it('writes a number of the page plain', () => {
    expect(toPlainText('1.234,5', 'pt-BR')).toBe('1234.5');
    expect(toPlainText('187,40', 'pt-BR')).toBe('187.40');
    expect(toPlainText('-2,8', 'pt-BR')).toBe('-2.8');
    expect(toPlainText('1,234.5', 'en-US')).toBe('1234.5');
    expect(toPlainText('2.8', 'en-US')).toBe('2.8');
    expect(toPlainText('500000', 'en-US')).toBe('500000');
  });

  it('leaves what is no number of the locale as it is', () => {
    // Not a Portuguese number (groups of three only), an expression, a list.
    expect(toPlainText('2.8', 'pt-BR')).toBe('2.8');
    expect(toPlainText('1,5', 'en-US')).toBe('1,5');
    expect(toPlainText('2,5*2', 'pt-BR')).toBe('2,5*2');
    expect(toPlainText('1; 2; 3', 'pt-BR')).toBe('1; 2; 3');
  });
});

describe('share links between languages', () => {
  it('a Portuguese page shares plain numbers, and opens plain numbers its own way', () => {
    const pt = mortgageProps('pt-BR');
    const en = mortgageProps('en');
    const id = pt.spec.inputs.find((i) => 'number' in (i.kind as object))!.id;
    const shared = sharedTexts(pt, { [id]: '1.234,56' });
    expect(shared[id]).toBe('1234.56');
    expect(linkedTexts(pt, shared)[id]).toBe('1234,56');
    expect(linkedTexts(en, shared)[id]).toBe('1234.56');
    // Links made before numbers were plain still open on their own page.
    expect(linkedTexts(pt, { [id]: '1234,56' })[id]).toBe('1234,56');
  });
});
