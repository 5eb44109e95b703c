// The widget's quick calculator, as a pure state machine: every
// key is an action, `press(state, action)` returns the next state. Numbers
// are decimal strings and the arithmetic is decimal (big.js), so
// 0.1 + 0.2 shows 0.3. Operations chain left to right, as on a pocket
// calculator: 12 + 3 × 2 = shows 30.
//
// The spec's rules, in order:
//  - the display starts at 0;
//  - a digit replaces the display if it shows 0 or just follows an operator
//    or a result, otherwise it is appended;
//  - an operator with no stored value stores the current number; with a
//    stored value and a pending operator it computes, shows and stores the
//    result, records the last calculation, remembers the new operator and
//    marks the next digit fresh;
//  - '=' does nothing unless a stored value and an operator exist; else it
//    shows the result, records it, clears the stored value and the operator
//    and marks the next digit fresh;
//  - AC resets everything (the record of the last calculation stays: it is
//    the widget's, not the keypad's).
// Where Calcula differs from a pocket calculator: division by zero shows
// an error instead of 0, and a second decimal point is ignored. Also: an
// operator pressed right after another one replaces it (12 + × 2 = is
// 12 × 2, not (12 + 12) × 2), and at most MAX_DIGITS digits can be typed.

import Big from 'big.js';

export type Operator = '+' | '-' | '*' | '/';

export type Action =
  | { type: 'digit'; digit: string }
  | { type: 'decimal' }
  | { type: 'operator'; operator: Operator }
  | { type: 'equals' }
  | { type: 'clear' }
  | { type: 'backspace' };

export interface LastCalculation {
  /** "12 + 3", with the display symbols (+ − × ÷) and '.' as decimal point. */
  expression: string;
  result: string;
}

export interface QuickCalcState {
  /** What the display shows: a plain decimal ("0", "12.5", "-3", "0."). */
  display: string;
  /**
   * While the display shows a result: that result with guard digits
   * (RESULT_GUARD significant), which the next operation uses, so that
   * 1 ÷ 3 × 3 is 1. Null while a number is being typed.
   */
  exact: string | null;
  /** The stored value (left operand), or null. */
  stored: string | null;
  /** The pending operator, or null. */
  operator: Operator | null;
  /** The next digit starts a new number. */
  fresh: boolean;
  /** The display shows the division-by-zero error instead of a number. */
  error: 'divisionByZero' | null;
  /** The last calculation made (kept across AC). */
  last: LastCalculation | null;
}

/** Digits a typed number may have; a longer one is ignored, not cut. */
export const MAX_DIGITS = 16;
/** Significant digits of a result as shown. */
export const RESULT_PRECISION = 15;
/** Significant digits kept of a result for the next operation (big.js divides to 20 decimal places). */
export const RESULT_GUARD = 30;

export const OPERATOR_SYMBOLS: Record<Operator, string> = { '+': '+', '-': '−', '*': '×', '/': '÷' };

export function initialState(): QuickCalcState {
  return { display: '0', exact: null, stored: null, operator: null, fresh: false, error: null, last: null };
}

function digitCount(text: string): number {
  return text.replace(/[^0-9]/g, '').length;
}

/** `value` to `digits` significant digits, as big.js writes it ("0.3", "1e+32"). */
function rounded(value: Big | string, digits: number): string {
  // prec() rounds half up; big.js drops trailing zeros.
  const text = new Big(new Big(value).prec(digits)).toString();
  return text === '-0' ? '0' : text;
}

/** left `operator` right with guard digits, or null when dividing by zero. */
function exactly(left: string, operator: Operator, right: string): string | null {
  const a = new Big(left);
  const b = new Big(right);
  let value: Big;
  switch (operator) {
    case '+':
      value = a.plus(b);
      break;
    case '-':
      value = a.minus(b);
      break;
    case '*':
      value = a.times(b);
      break;
    case '/':
      if (b.eq(0)) return null;
      value = a.div(b);
      break;
  }
  return rounded(value, RESULT_GUARD);
}

/** left `operator` right as shown, or null when dividing by zero. */
export function compute(left: string, operator: Operator, right: string): string | null {
  const value = exactly(left, operator, right);
  return value === null ? null : rounded(value, RESULT_PRECISION);
}

/** The number on the display, tidied ("12." → "12"), or the result it shows with its guard digits. */
function current(state: QuickCalcState): string {
  return state.exact ?? new Big(state.display).toFixed();
}

/** The display's number as written in the record of the last calculation. */
function shownNumber(state: QuickCalcState): string {
  return state.exact !== null ? state.display : new Big(state.display).toFixed();
}

/** Computes stored `operator` display: the new state's fields, or null on division by zero. */
function settle(state: QuickCalcState, operator: Operator, stored: string): Pick<QuickCalcState, 'display' | 'exact' | 'error' | 'last'> | null {
  const value = exactly(stored, operator, current(state));
  if (value === null) return null;
  const display = rounded(value, RESULT_PRECISION);
  const left = rounded(stored, RESULT_PRECISION);
  const expression = `${left} ${OPERATOR_SYMBOLS[operator]} ${shownNumber(state)}`;
  return { display, exact: value, error: null, last: { expression, result: display } };
}

function divisionByZero(state: QuickCalcState): QuickCalcState {
  return { ...state, display: '0', exact: null, stored: null, operator: null, fresh: true, error: 'divisionByZero' };
}

export function press(state: QuickCalcState, action: Action): QuickCalcState {
  switch (action.type) {
    case 'digit': {
      if (!/^[0-9]$/.test(action.digit)) return state;
      if (state.error || state.fresh || state.display === '0') {
        return { ...state, display: action.digit, exact: null, fresh: false, error: null };
      }
      if (digitCount(state.display) >= MAX_DIGITS) return state;
      return { ...state, display: state.display + action.digit };
    }
    case 'decimal': {
      if (state.error || state.fresh) return { ...state, display: '0.', exact: null, fresh: false, error: null };
      // Difference 2: a second decimal point is ignored.
      if (state.display.includes('.')) return state;
      return { ...state, display: `${state.display}.` };
    }
    case 'operator': {
      if (state.error) return state;
      if (state.stored === null || state.operator === null) {
        return { ...state, stored: current(state), operator: action.operator, fresh: true };
      }
      // A second operator in a row only replaces the first.
      if (state.fresh) return { ...state, operator: action.operator };
      const settled = settle(state, state.operator, state.stored);
      if (settled === null) return divisionByZero(state);
      return { ...state, ...settled, stored: settled.exact, operator: action.operator, fresh: true };
    }
    case 'equals': {
      if (state.error || state.stored === null || state.operator === null) return state;
      const settled = settle(state, state.operator, state.stored);
      if (settled === null) return divisionByZero(state);
      return { ...state, ...settled, stored: null, operator: null, fresh: true };
    }
    case 'clear':
      return { ...initialState(), last: state.last };
    case 'backspace': {
      // Only a number being typed can be edited, not a result.
      if (state.error || state.fresh) return state;
      const shorter = state.display.slice(0, -1);
      return { ...state, display: shorter === '' || shorter === '-' ? '0' : shorter };
    }
  }
}

/** The keys (keyboard use) for each action other than digits and the decimal point. */
const KEY_ACTIONS: readonly (readonly [readonly string[], Action])[] = [
  [['+'], { type: 'operator', operator: '+' }],
  [['-', '−'], { type: 'operator', operator: '-' }],
  [['*', 'x', 'X', '×'], { type: 'operator', operator: '*' }],
  [['/', '÷'], { type: 'operator', operator: '/' }],
  [['Enter', '='], { type: 'equals' }],
  [['Escape', 'Delete', 'c', 'C'], { type: 'clear' }],
  [['Backspace'], { type: 'backspace' }],
];

/** The action a key stands for (keyboard use), or null. */
export function actionForKey(key: string, decimalSeparator = '.'): Action | null {
  if (/^[0-9]$/.test(key)) return { type: 'digit', digit: key };
  if (key === '.' || key === decimalSeparator) return { type: 'decimal' };
  const action = KEY_ACTIONS.find(([keys]) => keys.includes(key))?.[1];
  return action ? { ...action } : null;
}

/** The stored value and pending operator, for above the display: "12 +" ('' when none). */
export function pendingText(state: QuickCalcState): string {
  if (state.stored === null || state.operator === null) return '';
  return `${rounded(state.stored, RESULT_PRECISION)} ${OPERATOR_SYMBOLS[state.operator]}`;
}

/** Plain decimals as shown in the page's language ("0.5" → "0,5"). */
export function localise(text: string, decimalSeparator: string): string {
  return decimalSeparator === '.' ? text : text.replaceAll('.', decimalSeparator);
}

/** The last calculation as one line: "12 + 3 = 15". */
export function describeLast(last: LastCalculation, decimalSeparator: string): string {
  return localise(`${last.expression} = ${last.result}`, decimalSeparator);
}
