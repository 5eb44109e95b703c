// The academic inputs' text logic: the matrix grid's text (written and read
// back) and the keypad's keys.

import { describe, expect, it } from 'vitest';
import { cutMessage, parseMatrixText, resize, serialiseMatrix } from '../src/islands/calculator/academic/matrixText';
import { calculatorIds, calculatorProps } from './generated-props';
import { applyKey, applyKeyAfterResult, backspace, insert, negate, operandText, trigKey, typedStartsNewEntry, type Edit } from '../src/islands/calculator/academic/keys';
import { assignedName, variablesAfter } from '../src/islands/calculator/academic/variables';
import Big from 'big.js';
import { memoryAfter } from '../src/islands/calculator/academic/Keypad';
import { arrowTarget } from '../src/islands/calculator/academic/MatrixEditor';

describe('matrix text', () => {
  it('reads the engine syntax: rows by ; or new lines, entries by spaces or commas', () => {
    expect(parseMatrixText('1 2; 3 4')).toEqual([['1', '2'], ['3', '4']]);
    expect(parseMatrixText('1, 2\n3, 4')).toEqual([['1', '2'], ['3', '4']]);
    expect(parseMatrixText('[[1, 2], [3, 4]]')).toEqual([['1', '2'], ['3', '4']]);
    expect(parseMatrixText('  1/2   -3 ;; 0 x ')).toEqual([['1/2', '-3'], ['0', 'x']]);
  });

  it('pads short rows and gives null for no rows', () => {
    expect(parseMatrixText('1 2 3; 4')).toEqual([['1', '2', '3'], ['4', '', '']]);
    expect(parseMatrixText('')).toBeNull();
    expect(parseMatrixText(' ; \n ')).toBeNull();
  });

  it('writes a grid as the engine reads it', () => {
    expect(serialiseMatrix([['1', '2'], ['3', '4']])).toBe('1 2; 3 4');
    expect(serialiseMatrix([['1/2', '-3']])).toBe('1/2 -3');
    // Empty cells and entries with spaces keep their place with commas.
    expect(serialiseMatrix([['1', ''], ['3', '4']])).toBe('1, ; 3, 4');
    expect(serialiseMatrix([['1 / 2', '2']])).toBe('1 / 2, 2');
    // A decimal comma becomes a point; separators typed in a cell go.
    expect(serialiseMatrix([['1,5', '2;']])).toBe('1.5 2');
  });

  it('round-trips: text → grid → text, and grid → text → grid', () => {
    for (const text of ['1 2; 3 4', '1/2 -3 0; 7 8 9', '5', '1, ; 3, 4', '1 / 2, 2; 0, x']) {
      expect(serialiseMatrix(parseMatrixText(text) as string[][])).toBe(text);
    }
    const grids = [[['1', '2'], ['3', '4']], [['', '1'], ['2', '']], [['-1/3', '2.5', 'sqrt(2)']]];
    for (const grid of grids) expect(parseMatrixText(serialiseMatrix(grid))).toEqual(grid);
  });

  it('resizes: kept entries stay, new ones are 0, sides stay within 1 … the largest side', () => {
    expect(resize([['1', '2'], ['3', '4']], 3, 1, 10)).toEqual([['1'], ['3'], ['0']]);
    expect(resize([['1']], 2, 2, 10)).toEqual([['1', '0'], ['0', '0']]);
    expect(resize([['1']], 0, 20, 10)).toHaveLength(1);
    expect(resize([['1']], 0, 20, 10)[0]).toHaveLength(10);
  });

  it('moves between cells with the arrow keys at the edges of a cell’s text', () => {
    const size = { rows: 2, columns: 3 };
    const atEnd = { start: 1, end: 1, length: 1 };
    const atStart = { start: 0, end: 0, length: 1 };
    expect(arrowTarget('ArrowRight', { row: 0, column: 0 }, size, atEnd)).toEqual({ row: 0, column: 1 });
    expect(arrowTarget('ArrowRight', { row: 0, column: 2 }, size, atEnd)).toEqual({ row: 1, column: 0 });
    expect(arrowTarget('ArrowRight', { row: 0, column: 0 }, size, atStart)).toBeNull();
    expect(arrowTarget('ArrowLeft', { row: 1, column: 0 }, size, atStart)).toEqual({ row: 0, column: 2 });
    expect(arrowTarget('ArrowDown', { row: 0, column: 1 }, size, atStart)).toEqual({ row: 1, column: 1 });
    expect(arrowTarget('ArrowDown', { row: 1, column: 1 }, size, atStart)).toBeNull();
    expect(arrowTarget('ArrowUp', { row: 1, column: 2 }, size, atEnd)).toEqual({ row: 0, column: 2 });
    expect(arrowTarget('Tab', { row: 0, column: 0 }, size, atEnd)).toBeNull();
  });
});

const at = (text: string, caret = text.length): Edit => ({ text, start: caret, end: caret });

describe('keypad keys', () => {
  it('inserts digits and operators at the caret in the engine syntax', () => {
    expect(applyKey(at('12'), '3')).toEqual(at('123'));
    expect(applyKey(at('12', 1), '5')).toEqual({ text: '152', start: 2, end: 2 });
    expect(applyKey(at('2'), 'times').text).toBe('2*');
    expect(applyKey(at('2'), 'divide').text).toBe('2/');
    expect(applyKey(at('2'), 'minus').text).toBe('2-');
    expect(applyKey(at('2'), 'power').text).toBe('2^');
    expect(applyKey(at('5'), 'factorial').text).toBe('5!');
    expect(applyKey(at('2'), 'pi').text).toBe('2π');
    expect(applyKey(at('50'), 'percent').text).toBe('50%');
    expect(applyKey(at('1'), 'point').text).toBe('1.');
    expect(applyKey(at('1'), 'point', ',').text).toBe('1,');
  });

  it('opens functions, wrapping a selection', () => {
    expect(applyKey(at(''), 'sin')).toEqual(at('sin('));
    expect(applyKey(at('2*'), 'sqrt').text).toBe('2*sqrt(');
    expect(applyKey({ text: '1+x', start: 2, end: 3 }, 'ln')).toEqual(at('1+ln(x)'));
  });

  it('replaces a selection', () => {
    expect(insert({ text: '12345', start: 1, end: 4 }, '0')).toEqual({ text: '105', start: 2, end: 2 });
    expect(insert({ text: '12345', start: 4, end: 1 }, '')).toEqual({ text: '15', start: 1, end: 1 });
  });

  it('clears and deletes, a function name at once', () => {
    expect(applyKey(at('1+2'), 'clear')).toEqual(at(''));
    expect(backspace(at('1+2'))).toEqual(at('1+'));
    expect(backspace(at('2*sin('))).toEqual(at('2*'));
    expect(backspace(at('sqrt(4', 5))).toEqual({ text: '4', start: 0, end: 0 });
    expect(backspace(at('12', 0))).toEqual(at('12', 0));
    expect(backspace({ text: '1234', start: 1, end: 3 })).toEqual({ text: '14', start: 1, end: 1 });
  });

  it('± flips the sign of the number before the caret', () => {
    expect(negate(at('5'))).toEqual(at('-5'));
    expect(negate(at('-5'))).toEqual(at('5'));
    expect(negate(at('3+5'))).toEqual(at('3+-5'));
    expect(negate(at('3+-5'))).toEqual(at('3+5'));
    // A subtraction's minus is no sign: the number gets its own.
    expect(negate(at('3-5'))).toEqual(at('3--5'));
    expect(negate(at('2*(1.25'))).toEqual(at('2*(-1.25'));
    expect(negate(at('1.5e-3'))).toEqual(at('-1.5e-3'));
    // Decimal commas (Portuguese pages) belong to their number.
    expect(negate(at('2*2,5'))).toEqual(at('2*-2,5'));
    expect(negate(at('2*2,'))).toEqual(at('2*-2,'));
    expect(negate(at(''))).toEqual(at('-'));
    expect(negate(at('12+34', 2))).toEqual({ text: '-12+34', start: 3, end: 3 });
  });

  it('puts negative and exponent values in parentheses when inserted', () => {
    expect(operandText('5')).toBe('5');
    expect(operandText('-5')).toBe('(-5)');
    expect(operandText('1.5e20')).toBe('(1.5e20)');
  });

  it('adds to and subtracts from memory exactly', () => {
    expect(memoryAfter(Big, null, '0.1', 1)).toBe('0.1');
    expect(memoryAfter(Big, '0.1', '0.2', 1)).toBe('0.3');
    expect(memoryAfter(Big, '1', '1.5e20', -1)).toBe('-149999999999999999999');
    expect(memoryAfter(Big, '2', 'not a number', 1)).toBe('2');
  });
});

describe('a key right after =', () => {
  // Issue 41: 7 × 8 = 56, then 2 showed 562 and Ans + 1 showed 56Ans+1.
  it('starts a new entry with a number, a constant, Ans, a function or a bracket', () => {
    expect(applyKeyAfterResult('56', '2')).toEqual(at('2'));
    expect(applyKeyAfterResult('56', 'ans')).toEqual(at('Ans'));
    expect(applyKeyAfterResult('56', 'point', ',')).toEqual(at(','));
    expect(applyKeyAfterResult('56', 'pi')).toEqual(at('π'));
    expect(applyKeyAfterResult('56', 'sqrt')).toEqual(at('sqrt('));
    expect(applyKeyAfterResult('56', 'open')).toEqual(at('('));
  });

  it('goes on from the result with an operator, ± or ⌫', () => {
    expect(applyKeyAfterResult('56', 'plus')).toEqual(at('56+'));
    expect(applyKeyAfterResult('56', 'times')).toEqual(at('56*'));
    expect(applyKeyAfterResult('56', 'square')).toEqual(at('56^2'));
    expect(applyKeyAfterResult('56', 'factorial')).toEqual(at('56!'));
    expect(applyKeyAfterResult('56', 'negate')).toEqual(at('-56'));
    expect(applyKeyAfterResult('56', 'backspace')).toEqual(at('5'));
  });

  it('by keyboard: a digit, decimal mark or name replaces the result, an operator follows it', () => {
    for (const c of ['2', '.', ',', 'A', 'x', '(', 'π']) expect(typedStartsNewEntry(c), c).toBe(true);
    for (const c of ['+', '-', '*', '/', '^', '!', '%', ')', ' ']) expect(typedStartsNewEntry(c), c).toBe(false);
  });
});

describe('the scientific keys and variables', () => {
  const at = (text: string, start = text.length, end = start): Edit => ({ text, start, end });

  it('turns sin into asin, sinh or asinh with the 2nd and hyp toggles', () => {
    expect(trigKey('sin', false, false)).toBe('sin');
    expect(trigKey('cos', true, false)).toBe('acos');
    expect(trigKey('tan', false, true)).toBe('tanh');
    expect(trigKey('sin', true, true)).toBe('asinh');
    expect(applyKey(at('2'), 'asinh').text).toBe('2asinh(');
  });

  it('types x², 1/x, 10ˣ, eˣ, EXP, Ans, i and the separator the engine reads', () => {
    expect(applyKey(at('3'), 'square').text).toBe('3^2');
    expect(applyKey(at('2+3', 0, 3), 'square').text).toBe('(2+3)^2');
    expect(applyKey(at('4'), 'reciprocal').text).toBe('4^(-1)');
    expect(applyKey(at('x', 0, 1), 'tenPower').text).toBe('10^(x)');
    expect(applyKey(at(''), 'expPower').text).toBe('e^(');
    expect(applyKey(at('6.02'), 'exponent').text).toBe('6.02E');
    expect(applyKey(at('2'), 'ans').text).toBe('2Ans');
    expect(applyKey(at('3+2'), 'imaginary').text).toBe('3+2i');
    expect(applyKey(at('nCr(5'), 'separator', '.').text).toBe('nCr(5, ');
    expect(applyKey(at('nCr(5'), 'separator', ',').text).toBe('nCr(5; ');
    // A whole `gamma(` goes at once.
    expect(backspace(at('2gamma(')).text).toBe('2');
  });

  it('keeps = results as Ans and assignments by name, one a line', () => {
    expect(assignedName('a = 3')).toBe('a');
    expect(assignedName(' x1=2')).toBe('x1');
    expect(assignedName('2a')).toBeNull();
    expect(assignedName('a == 3')).toBeNull();
    expect(variablesAfter('', 'a = 3', 1000)).toBe('a = 3\nAns = a');
    expect(variablesAfter('a = 3\nAns = a', '2a', 1000)).toBe('a = 3\nAns = a\nAns = 2a');
    // The same = twice adds nothing.
    expect(variablesAfter('Ans = 2a', '2a', 1000)).toBe('Ans = 2a');
    // The oldest lines go when the field would be too long.
    expect(variablesAfter('Ans = 1\nAns = 2', '3', 16)).toBe('Ans = 2\nAns = 3');
  });
});

describe('a pasted matrix cut to the grid', () => {
  // The calculator with a grid editor, and its largest side, from the props.
  const id = calculatorIds().find((i) => calculatorProps(`${i}.en`).fields.some((f) => f.display === 'matrix'));
  for (const lang of ['en', 'pt-BR'] as const) {
    it(`${lang}: a 12 × 3 paste says 10 × 3 was kept, not 10 × 10`, () => {
      const props = calculatorProps(`${id}.${lang}`);
      const maxSide = props.fields.find((f) => f.display === 'matrix')?.maxSide;
      expect(maxSide).toBe(10);
      const template = props.strings.academic!.matrixCut;
      const said = cutMessage(template, 12, 3, maxSide!);
      expect(said).toContain('12 × 3');
      expect(said).toMatch(/10 × 3\b/);
      expect(said).not.toMatch(/[{}]/);
      expect(said.match(/10 × 10/g)?.length ?? 0).toBe(1);
      expect(cutMessage(template, 10, 3, maxSide!)).toBe('');
      expect(cutMessage(template, 3, 12, maxSide!)).toMatch(/3 × 10\b/);
    });
  }
});
