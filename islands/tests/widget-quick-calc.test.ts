// The quick calculator's state machine, rule by rule, then
// Calcula's deviations and the keyboard map.

import { describe, expect, it } from 'vitest';
import { MAX_DIGITS, actionForKey, compute, describeLast, initialState, localise, pendingText, press } from '../src/lib/quick-calc';
import type { Action, Operator, QuickCalcState } from '../src/lib/quick-calc';

const d = (digit: string): Action => ({ type: 'digit', digit });
const op = (operator: Operator): Action => ({ type: 'operator', operator });
const eq: Action = { type: 'equals' };
const dot: Action = { type: 'decimal' };
const ac: Action = { type: 'clear' };
const bs: Action = { type: 'backspace' };

/** Presses keys written as on the keypad: "12+3*2=", "c" for AC, "<" for backspace. */
function keys(text: string, from: QuickCalcState = initialState()): QuickCalcState {
  let s = from;
  for (const ch of text) {
    const action = ch === '<' ? bs : ch === 'c' ? ac : actionForKey(ch);
    if (!action) throw new Error(`no key for ${ch}`);
    s = press(s, action);
  }
  return s;
}

describe('the rules, one at a time', () => {
  it('the display starts at 0, with nothing stored and no operator', () => {
    expect(initialState()).toEqual({ display: '0', exact: null, stored: null, operator: null, fresh: false, error: null, last: null });
  });

  describe('a digit', () => {
    it('replaces the display when it shows 0', () => {
      expect(press(initialState(), d('7')).display).toBe('7');
      expect(keys('0').display).toBe('0');
      expect(keys('05').display).toBe('5');
    });

    it('replaces the display right after an operator', () => {
      const s = keys('12+');
      expect(s.display).toBe('12');
      expect(press(s, d('3')).display).toBe('3');
    });

    it('replaces the display right after a result', () => {
      const s = keys('12+3=');
      expect(s.display).toBe('15');
      expect(press(s, d('4')).display).toBe('4');
    });

    it('is appended otherwise', () => {
      expect(keys('123').display).toBe('123');
      expect(keys('12+34').display).toBe('34');
      expect(keys('12+3=45').display).toBe('45');
    });
  });

  describe('an operator', () => {
    it('with no stored value stores the current number and waits for the next', () => {
      const s = keys('12*');
      expect(s).toMatchObject({ display: '12', stored: '12', operator: '*', fresh: true, last: null });
    });

    it('with a stored value and a pending operator computes, shows and stores the result', () => {
      const s = keys('12+3*');
      expect(s.display).toBe('15');
      expect(s.stored).toBe('15');
    });

    it('... records the last calculation', () => {
      expect(keys('12+3*').last).toEqual({ expression: '12 + 3', result: '15' });
    });

    it('... remembers the new operator', () => {
      expect(keys('12+3*').operator).toBe('*');
    });

    it('... and marks the next digit fresh', () => {
      const s = keys('12+3*');
      expect(s.fresh).toBe(true);
      expect(press(s, d('2')).display).toBe('2');
    });
  });

  describe('equals', () => {
    it('does nothing without a stored value and an operator', () => {
      expect(press(initialState(), eq)).toEqual(initialState());
      const typed = keys('42');
      expect(press(typed, eq)).toEqual(typed);
      const done = keys('1+2=');
      expect(press(done, eq)).toEqual(done);
    });

    it('otherwise shows the result and records it', () => {
      const s = keys('12+3=');
      expect(s.display).toBe('15');
      expect(s.last).toEqual({ expression: '12 + 3', result: '15' });
    });

    it('clears the stored value and the operator', () => {
      const s = keys('12+3=');
      expect(s.stored).toBeNull();
      expect(s.operator).toBeNull();
    });

    it('marks the next digit fresh', () => {
      expect(keys('12+3=').fresh).toBe(true);
    });

    it('with the operator just pressed uses the shown number as the right side', () => {
      expect(keys('12+=').display).toBe('24');
    });
  });

  it('AC resets everything but the record of the last calculation', () => {
    const s = press(keys('12+3=7*'), ac);
    expect(s).toEqual({ ...initialState(), last: { expression: '12 + 3', result: '15' } });
  });

  it('chains left to right: 12 + 3 × 2 = shows 30', () => {
    const s = keys('12+3*2=');
    expect(s.display).toBe('30');
    expect(s.last).toEqual({ expression: '15 × 2', result: '30' });
  });

  it('a result can start the next calculation', () => {
    expect(keys('12+3=*2=').display).toBe('30');
  });
});

describe('the operator highlighted is the pending one', () => {
  it('is set by an operator, kept while the next number is typed, cleared by =', () => {
    expect(keys('5-').operator).toBe('-');
    expect(keys('5-3').operator).toBe('-');
    expect(keys('5-3=').operator).toBeNull();
  });
});

describe('decimal arithmetic', () => {
  it('0.1 + 0.2 = 0.3, not 0.30000000000000004', () => {
    expect(keys('0.1+0.2=').display).toBe('0.3');
  });

  it.each([
    ['1.1*3=', '3.3'],
    ['0.3-0.1=', '0.2'],
    ['1/3=', '0.333333333333333'],
    ['2/3=', '0.666666666666667'],
    ['1/3*3=', '1'],
    ['10/4=', '2.5'],
    ['3-5=', '-2'],
    ['0.5-0.5=', '0'],
    ['9999999999999999*9999999999999999=', '1e+32'],
    ['2/3*3=', '2'],
    ['1/3+1=', '1.33333333333333'],
    ['1/3+1/3=', '0.444444444444444'],
  ])('%s shows %s', (input, shown) => {
    expect(keys(input).display).toBe(shown);
  });

  it('computes exactly on decimal strings', () => {
    expect(compute('0.1', '+', '0.2')).toBe('0.3');
    expect(compute('1', '/', '0')).toBeNull();
    expect(compute('-0', '*', '5')).toBe('0');
  });

  it('a result keeps guard digits for the next operation, and shows 15 significant digits', () => {
    const s = keys('1/3*');
    expect(s.display).toBe('0.333333333333333');
    expect(s.stored).toBe('0.33333333333333333333');
    expect(pendingText(s)).toBe('0.333333333333333 ×');
    expect(keys('1/3*3=').last).toEqual({ expression: '0.333333333333333 × 3', result: '1' });
  });

  it('a typed number is stored tidied ("12." is 12)', () => {
    expect(keys('12.+1=').last).toEqual({ expression: '12 + 1', result: '13' });
  });
});

describe("Calcula's deviations", () => {
  it('division by zero shows an error, not 0', () => {
    const s = keys('5/0=');
    expect(s.error).toBe('divisionByZero');
    expect(s.stored).toBeNull();
    expect(s.operator).toBeNull();
    expect(s.last).toBeNull();
  });

  it('division by zero while chaining shows the error too', () => {
    expect(keys('5/0+').error).toBe('divisionByZero');
  });

  it('after the error, operators and = are ignored; a digit starts afresh; AC clears', () => {
    const err = keys('5/0=');
    expect(press(err, op('+'))).toEqual(err);
    expect(press(err, eq)).toEqual(err);
    expect(press(err, d('7'))).toMatchObject({ display: '7', error: null, fresh: false });
    expect(press(err, dot)).toMatchObject({ display: '0.', error: null });
    expect(press(err, ac).error).toBeNull();
  });

  it('a second decimal point is ignored', () => {
    expect(keys('1.2.3').display).toBe('1.23');
    expect(keys('..').display).toBe('0.');
  });

  it('a decimal point after an operator or a result starts "0."', () => {
    expect(keys('5+.5=').display).toBe('5.5');
    expect(keys('1+1=.').display).toBe('0.');
  });

  it('an operator right after another replaces it', () => {
    const s = keys('12+*');
    expect(s).toMatchObject({ stored: '12', operator: '*', display: '12', last: null });
    expect(keys('12+*2=').display).toBe('24');
  });

  it(`at most ${MAX_DIGITS} digits can be typed`, () => {
    const s = keys('1'.repeat(MAX_DIGITS + 3));
    expect(s.display).toBe('1'.repeat(MAX_DIGITS));
  });

  it('backspace edits the number being typed, not a result', () => {
    expect(keys('123<').display).toBe('12');
    expect(keys('7<').display).toBe('0');
    expect(keys('1+2=<').display).toBe('3');
  });

  it('ignores anything that is not a digit', () => {
    expect(press(initialState(), d('x'))).toEqual(initialState());
  });
});

describe('keyboard', () => {
  it.each([
    ['5', { type: 'digit', digit: '5' }],
    ['.', { type: 'decimal' }],
    ['+', { type: 'operator', operator: '+' }],
    ['-', { type: 'operator', operator: '-' }],
    ['*', { type: 'operator', operator: '*' }],
    ['/', { type: 'operator', operator: '/' }],
    ['Enter', { type: 'equals' }],
    ['=', { type: 'equals' }],
    ['Escape', { type: 'clear' }],
    ['Delete', { type: 'clear' }],
    ['Backspace', { type: 'backspace' }],
  ])('%s', (key, action) => {
    expect(actionForKey(key)).toEqual(action);
  });

  it("takes the page's decimal comma too", () => {
    expect(actionForKey(',', ',')).toEqual({ type: 'decimal' });
    expect(actionForKey(',', '.')).toBeNull();
    expect(actionForKey('a')).toBeNull();
  });
});

describe('display in the page language', () => {
  it('uses the decimal comma in Portuguese', () => {
    expect(localise('0.3', ',')).toBe('0,3');
    expect(describeLast({ expression: '0.1 + 0.2', result: '0.3' }, ',')).toBe('0,1 + 0,2 = 0,3');
    expect(describeLast({ expression: '12 + 3', result: '15' }, '.')).toBe('12 + 3 = 15');
  });
});
