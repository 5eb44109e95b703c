// The keypad's keys and what each does to the expression text, with the
// caret: pure functions, so the component stays a thin layer over them.

export interface Edit {
  text: string;
  /** Selection start and end (equal: a caret). */
  start: number;
  end: number;
}

export type KeyId =
  | '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9'
  | 'point' | 'plus' | 'minus' | 'times' | 'divide' | 'power' | 'open' | 'close'
  | 'sin' | 'cos' | 'tan' | 'ln' | 'log' | 'sqrt' | 'factorial' | 'pi' | 'e'
  | 'negate' | 'percent' | 'clear' | 'backspace' | 'equals'
  | 'memoryClear' | 'memoryRecall' | 'memoryAdd' | 'memorySubtract'
  // The scientific calculator's: the 2nd (inverse) and hyp toggles, the
  // functions they turn sin/cos/tan into, and the shortcut keys.
  | 'inverse' | 'hyperbolic'
  | 'asin' | 'acos' | 'atan' | 'sinh' | 'cosh' | 'tanh' | 'asinh' | 'acosh' | 'atanh'
  | 'square' | 'reciprocal' | 'tenPower' | 'expPower' | 'exponent' | 'ans' | 'imaginary' | 'separator';

/** The trigonometric keys, and what the inverse (2nd) and hyp toggles make of each. */
export const TRIG_KEYS = ['sin', 'cos', 'tan'] as const;
export type TrigKey = (typeof TRIG_KEYS)[number];

/** The function a trigonometric key types with the toggles: sin, asin, sinh or asinh. */
export function trigKey(key: TrigKey, inverse: boolean, hyperbolic: boolean): KeyId {
  return `${inverse ? 'a' : ''}${key}${hyperbolic ? 'h' : ''}` as KeyId;
}

/** What a key inserts (in the engine's syntax), for the keys that insert. */
export const INSERTS: Partial<Record<KeyId, string>> = {
  point: '.',
  plus: '+',
  minus: '-',
  times: '*',
  divide: '/',
  power: '^',
  open: '(',
  close: ')',
  sin: 'sin(',
  cos: 'cos(',
  tan: 'tan(',
  asin: 'asin(',
  acos: 'acos(',
  atan: 'atan(',
  sinh: 'sinh(',
  cosh: 'cosh(',
  tanh: 'tanh(',
  asinh: 'asinh(',
  acosh: 'acosh(',
  atanh: 'atanh(',
  square: '^2',
  reciprocal: '^(-1)',
  tenPower: '10^(',
  expPower: 'e^(',
  exponent: 'E',
  ans: 'Ans',
  imaginary: 'i',
  ln: 'ln(',
  log: 'log(',
  sqrt: 'sqrt(',
  factorial: '!',
  pi: 'π',
  e: 'e',
  percent: '%',
};

/** The argument separator for a decimal mark: `,`, or `;` where `,` is the decimal mark. */
export function separatorFor(decimal: string): string {
  return decimal === ',' ? ';' : ',';
}

/** The face of each key. */
export const FACES: Record<KeyId, string> = {
  '0': '0', '1': '1', '2': '2', '3': '3', '4': '4', '5': '5', '6': '6', '7': '7', '8': '8', '9': '9',
  point: '.', plus: '+', minus: '−', times: '×', divide: '÷', power: 'xʸ', open: '(', close: ')',
  sin: 'sin', cos: 'cos', tan: 'tan', ln: 'ln', log: 'log', sqrt: '√', factorial: 'n!', pi: 'π', e: 'e',
  negate: '±', percent: '%', clear: 'AC', backspace: '⌫', equals: '=',
  memoryClear: 'MC', memoryRecall: 'MR', memoryAdd: 'M+', memorySubtract: 'M−',
  inverse: '2nd', hyperbolic: 'hyp',
  asin: 'sin⁻¹', acos: 'cos⁻¹', atan: 'tan⁻¹', sinh: 'sinh', cosh: 'cosh', tanh: 'tanh',
  asinh: 'sinh⁻¹', acosh: 'cosh⁻¹', atanh: 'tanh⁻¹',
  square: 'x²', reciprocal: '1/x', tenPower: '10ˣ', expPower: 'eˣ', exponent: 'EXP', ans: 'Ans', imaginary: 'i', separator: ',',
};

/** Keys that wrap a selection as a function's argument (`sin(` + `x` + `)`). */
const FUNCTION_KEYS: KeyId[] = [
  'sin', 'cos', 'tan', 'asin', 'acos', 'atan', 'sinh', 'cosh', 'tanh', 'asinh', 'acosh', 'atanh',
  'ln', 'log', 'sqrt', 'tenPower', 'expPower',
];

const clamp = (n: number, text: string) => Math.min(Math.max(n, 0), text.length);

function normal(e: Edit): Edit {
  const a = clamp(Math.min(e.start, e.end), e.text);
  const b = clamp(Math.max(e.start, e.end), e.text);
  return { text: e.text, start: a, end: b };
}

/** Replaces the selection with `s`; the caret lands after it. */
export function insert(e: Edit, s: string): Edit {
  const { text, start, end } = normal(e);
  const text2 = text.slice(0, start) + s + text.slice(end);
  return { text: text2, start: start + s.length, end: start + s.length };
}

/** A function key around a selection wraps it: `sin(` + `x` + `)`. */
function insertFunction(e: Edit, opening: string): Edit {
  const n = normal(e);
  if (n.start === n.end) return insert(n, opening);
  const inner = n.text.slice(n.start, n.end);
  return insert(n, `${opening}${inner})`);
}

const FUNCTION_BEFORE = /(?:asinh|acosh|atanh|asin|acos|atan|sinh|cosh|tanh|sqrt|cbrt|log2|sin|cos|tan|sec|csc|cot|abs|log|ln|exp|gamma|atan2|root|nCr|nPr|mod|gcd|lcm|conj|arg|re|im|10\^|e\^)\($/;

/** Deletes the selection, or what is before the caret (a whole `sin(` at once). */
export function backspace(e: Edit): Edit {
  const n = normal(e);
  if (n.start !== n.end) return insert(n, '');
  if (n.start === 0) return n;
  const before = n.text.slice(0, n.start);
  const fn = FUNCTION_BEFORE.exec(before);
  const length = fn ? fn[0].length : Array.from(before).slice(-1)[0]?.length ?? 1;
  return { text: n.text.slice(0, n.start - length) + n.text.slice(n.end), start: n.start - length, end: n.start - length };
}

/** A decimal comma (Portuguese pages): after a digit, before a digit or where the number ends. */
function decimalComma(text: string, i: number, end: number): boolean {
  return text[i] === ',' && /\d/.test(text[i - 1] ?? '') && (i + 1 === end || /\d/.test(text[i + 1] ?? ''));
}

/** Where the operand that ends at `at` starts: a number (`1.5e-3`, `2,5` too), name or π. */
function operandStart(text: string, at: number): number {
  const scan = (from: number) => {
    let i = from;
    while (i > 0 && (/[0-9.\p{L}π]/u.test(text[i - 1] as string) || decimalComma(text, i - 1, at))) i--;
    return i;
  };
  const i = scan(at);
  const exponentSign = i >= 3 && /[+-]/.test(text[i - 1] as string) && /\d[eE]$/.test(text.slice(0, i - 1));
  return exponentSign ? scan(i - 1) : i;
}

/** A minus at `i` is a sign (not a subtraction) when nothing or an operator is before it. */
function isSign(text: string, i: number): boolean {
  const before = text.slice(0, i).trimEnd();
  return before === '' || /[-+*/^(×÷−,=]$/.test(before);
}

/**
 * ±: flips the sign of the number before the caret (`3+5` → `3+-5` → `3+5`),
 * or of the whole expression's last operand; with nothing there, starts a
 * negative number.
 */
export function negate(e: Edit): Edit {
  const n = normal(e);
  const at = n.end;
  const start = operandStart(n.text, at);
  const signAt = start - 1;
  if (signAt >= 0 && (n.text[signAt] === '-' || n.text[signAt] === '−') && isSign(n.text, signAt)) {
    const text = n.text.slice(0, signAt) + n.text.slice(signAt + 1);
    return { text, start: at - 1, end: at - 1 };
  }
  const text = `${n.text.slice(0, start)}-${n.text.slice(start)}`;
  return { text, start: at + 1, end: at + 1 };
}

/**
 * The edit a key makes; `equals` and the memory keys are the component's.
 * The decimal key types the page's decimal mark (`,` on Portuguese pages,
 * which the engine reads there).
 */
export function applyKey(e: Edit, key: KeyId, decimal = '.'): Edit {
  if (/^\d$/.test(key)) return insert(e, key);
  if (key === 'point') return insert(e, decimal);
  // Between a function's arguments: `;` where the comma is the decimal mark.
  if (key === 'separator') return insert(e, `${separatorFor(decimal)} `);
  switch (key) {
    case 'clear':
      return { text: '', start: 0, end: 0 };
    case 'backspace':
      return backspace(e);
    case 'negate':
      return negate(e);
    default: {
      if (FUNCTION_KEYS.includes(key)) return insertFunction(e, INSERTS[key] as string);
      if (key === 'square' || key === 'reciprocal') {
        // x² and 1/x apply to a selection as a whole: (2+3)^2.
        const n = normal(e);
        const power = INSERTS[key] as string;
        return n.start === n.end ? insert(n, power) : insert(n, `(${n.text.slice(n.start, n.end)})${power}`);
      }
      const s = INSERTS[key];
      return s === undefined ? normal(e) : insert(e, s);
    }
  }
}

/**
 * Keys that start a new entry right after = (a number, a constant, Ans, a
 * function or a bracket), as on a hand calculator; the others (operators,
 * ±, ⌫) go on from the result.
 */
const NEW_ENTRY_KEYS: KeyId[] = [
  '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'point', 'open',
  'pi', 'e', 'ans', 'imaginary', 'exponent', ...FUNCTION_KEYS,
];

/** Whether `key`, pressed right after =, starts a new entry rather than going on from the result. */
export const startsNewEntry = (key: KeyId) => NEW_ENTRY_KEYS.includes(key);

/**
 * The edit a key makes right after = put `result` in the field: a new entry
 * (`7*8` = `56`, then 2: `2`; then Ans: `Ans`), or an operator after the
 * result (`56+`), wherever the caret was.
 */
export function applyKeyAfterResult(result: string, key: KeyId, decimal = '.'): Edit {
  const from = startsNewEntry(key) ? '' : result;
  return applyKey({ text: from, start: from.length, end: from.length }, key, decimal);
}

/** A typed character that starts a new entry right after =: a digit, a decimal mark, a letter (a name, Ans), a bracket. */
export const typedStartsNewEntry = (char: string) => /^[\p{L}\p{N}.,(π]$/u.test(char);

/** A value inserted next to what is there: in parentheses when it is negative or has an exponent. */
export function operandText(value: string): string {
  return /^-|e/i.test(value) ? `(${value})` : value;
}
