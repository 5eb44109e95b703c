// A calculator keypad around the expression field (basic and scientific
// calculators). Typing in the field works as in any field; Enter or = keeps
// the result on the history tape and puts it in the field; Escape clears.
// Keys edit the text at the caret (./keys.ts). Memory and the tape live as
// long as the page.

import type { BigConstructor } from 'big.js';
import { useContext, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { fillTemplate } from '../../../lib/format';
import { describedBy, ErrorText, Help, type FieldProps } from '../Field';
import { applyKey, applyKeyAfterResult, FACES, insert, operandText, separatorFor, TRIG_KEYS, trigKey, typedStartsNewEntry, type Edit, type KeyId, type TrigKey } from './keys';
import { academicStrings } from './strings';
import { MathNotation } from '../math/notation';
import type { AcademicContext } from './types';

const loadVariables = () => import('./variables');
const failed = (cause: unknown) => console.error('Could not load the variables code', cause);

const MAIN_KEYS: KeyId[] = [
  'memoryClear', 'memoryRecall', 'memoryAdd', 'memorySubtract',
  'clear', 'backspace', 'percent', 'divide',
  'open', 'close', 'negate', 'times',
  '7', '8', '9', 'minus',
  '4', '5', '6', 'plus',
  '1', '2', '3', 'equals',
  '0', 'point',
];
const SCIENTIFIC_KEYS: KeyId[] = [
  'inverse', 'hyperbolic', 'sin', 'cos', 'tan',
  'square', 'power', 'sqrt', 'reciprocal', 'factorial',
  'ln', 'log', 'expPower', 'tenPower', 'exponent',
  'pi', 'e', 'imaginary', 'ans', 'separator',
];


/** Entries the tape keeps. */
const TAPE_LENGTH = 20;

export interface TapeEntry {
  expression: string;
  result: string;
}

/**
 * Memory after M+ or M− with `result`, in exact decimals (big.js, loaded on
 * the first M+ or M−); unchanged when either is not a plain number.
 */
export function memoryAfter(Big: BigConstructor, memory: string | null, result: string, sign: 1 | -1): string | null {
  try {
    const r = new Big(result);
    const m = new Big(memory ?? 0);
    return (sign === 1 ? m.plus(r) : m.minus(r)).toString();
  } catch {
    return memory;
  }
}

function keyClass(key: KeyId): string {
  if (key === 'equals') return 'calc-key calc-key--equals';
  if (/^\d$|^point$/.test(key)) return 'calc-key calc-key--digit';
  if (key.startsWith('memory')) return 'calc-key calc-key--memory';
  if (key === 'clear' || key === 'backspace') return 'calc-key calc-key--clear';
  return 'calc-key calc-key--op';
}

export function KeypadField({ field, text, idBase, error, onChange, academic }: FieldProps & { academic: AcademicContext }) {
  const strings = academicStrings(academic.strings);
  const { decimal } = useContext(MathNotation);
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<Edit | null>(null);
  const waiting = useRef<string | null>(null);
  // The field shows the result of = and nothing was typed since: the next
  // number starts a new entry, the next operator goes on from the result.
  const afterResult = useRef(false);
  const [memory, setMemory] = useState<string | null>(null);
  const [tape, setTape] = useState<TapeEntry[]>([]);
  // The 2nd (inverse) and hyp toggles of the trigonometric keys.
  const [inverse, setInverse] = useState(false);
  const [hyperbolic, setHyperbolic] = useState(false);

  const controlId = `${idBase}-control`;
  const helpId = `${idBase}-help`;
  const errorId = `${idBase}-error`;
  const memoryId = `${idBase}-memory`;
  const invalid = error !== null;
  const description = describedBy(invalid && errorId, field.help !== undefined && field.help !== '' && helpId, memory !== null && memoryId);

  const angleId = field.keypad?.angle;
  const angleField = academic.fields.find((f) => f.id === angleId && f.options.length > 1);
  const scientific = angleField !== undefined;
  const variablesField = academic.fields.find((f) => f.id === field.keypad?.variables);
  // Fetched once the page is up where the keypad keeps variables, so = finds
  // it ready (the basic calculator, which keeps none, never loads it).
  const keepsVariables = variablesField !== undefined;
  useEffect(() => {
    if (keepsVariables) loadVariables().catch(failed);
  }, [keepsVariables]);

  // After a key, the caret goes where the key left it.
  useLayoutEffect(() => {
    const el = input.current;
    const next = caret.current;
    if (!el || !next || el.value !== next.text) return;
    caret.current = null;
    el.setSelectionRange(next.start, next.end);
  }, [text]);

  const set = (next: Edit) => {
    caret.current = next;
    onChange(field.id, next.text);
  };

  const current = (): Edit => {
    const el = input.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    return { text, start, end };
  };

  // A value from memory or the tape: in place of a result just computed, else at the caret.
  const insertOperand = (value: string) => {
    const operand = operandText(value);
    const replaces = afterResult.current;
    afterResult.current = false;
    set(replaces ? { text: operand, start: operand.length, end: operand.length } : insert(current(), operand));
  };

  const commit = (expression: string, result: string) => {
    waiting.current = null;
    if (variablesField) {
      const before = academic.texts[variablesField.id] ?? '';
      const kind = academic.inputs.find((i) => i.id === variablesField.id)?.kind;
      const maxLength = typeof kind === 'object' && 'text' in kind ? kind.text.maxLength : Number.POSITIVE_INFINITY;
      loadVariables().then(({ variablesAfter }) => {
        const after = variablesAfter(before, expression, maxLength);
        if (after !== before) onChange(variablesField.id, after);
      }, failed);
    }
    if (expression.trim() !== result) {
      setTape((t) => [{ expression, result }, ...t].slice(0, TAPE_LENGTH));
      set({ text: result, start: result.length, end: result.length });
    }
    afterResult.current = true;
  };

  const evaluate = () => {
    if (text.trim() === '') return;
    if (academic.result !== null && !invalid) commit(text, academic.result);
    else if (!invalid) waiting.current = text;
  };

  // = pressed while the module was still loading: the result arrives later.
  useEffect(() => {
    if (waiting.current !== null && waiting.current === text && academic.result !== null && !invalid) {
      commit(text, academic.result);
    }
  });

  const press = (key: KeyId) => {
    const fresh = afterResult.current && key !== 'inverse' && key !== 'hyperbolic' && !key.startsWith('memory') && key !== 'equals';
    if (fresh) {
      afterResult.current = false;
      return set(applyKeyAfterResult(text, key, decimal));
    }
    switch (key) {
      case 'equals':
        return evaluate();
      case 'inverse':
        return setInverse((v) => !v);
      case 'hyperbolic':
        return setHyperbolic((v) => !v);
      case 'memoryClear':
        return setMemory(null);
      case 'memoryRecall':
        if (memory !== null) insertOperand(memory);
        return;
      case 'memoryAdd':
      case 'memorySubtract':
        if (academic.result !== null && !invalid) {
          const result = academic.result;
          const sign = key === 'memoryAdd' ? 1 : -1;
          import('big.js').then(
            ({ default: Big }) => setMemory((m) => memoryAfter(Big, m, result, sign)),
            (cause: unknown) => console.error('Could not load big.js for the memory keys', cause),
          );
        }
        return;
      default:
        set(applyKey(current(), key, decimal));
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === '=') {
      e.preventDefault();
      evaluate();
      return;
    }
    if (!afterResult.current || e.ctrlKey || e.metaKey || e.altKey || e.key.length !== 1) return;
    afterResult.current = false;
    // A number typed after = replaces the result (the typed key lands on
    // the selection); an operator goes on from it.
    const el = input.current;
    if (el && typedStartsNewEntry(e.key)) el.select();
    else if (el) el.setSelectionRange(el.value.length, el.value.length);
  };

  // Escape clears from anywhere in the keypad: the field, a key, the tape.
  const onEscape = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    afterResult.current = false;
    set({ text: '', start: 0, end: 0 });
  };

  const angle = angleField ? (academic.texts[angleField.id] ?? '') : '';
  const angleIndex = angleField ? angleField.options.findIndex((o) => o.value === angle) : -1;
  const nextAngle = angleField ? angleField.options[(angleIndex + 1) % angleField.options.length] : undefined;

  const face = (k: KeyId) => (k === 'point' ? decimal : k === 'separator' ? separatorFor(decimal) : FACES[k]);
  const key = (shown: KeyId) => {
    // sin, cos and tan become asin, sinh, asinh … with the toggles on.
    const k = (TRIG_KEYS as readonly KeyId[]).includes(shown) ? trigKey(shown as TrigKey, inverse, hyperbolic) : shown;
    const name = strings.keys[k];
    const toggle = k === 'inverse' ? inverse : k === 'hyperbolic' ? hyperbolic : undefined;
    return (
      <button
        key={shown}
        type="button"
        className={keyClass(k)}
        data-key={k}
        aria-label={name || undefined}
        aria-pressed={toggle}
        onClick={() => press(k)}
      >
        {face(k)}
      </button>
    );
  };

  return (
    <div className={`calc-field calc-keypad-field${invalid ? ' calc-field--invalid' : ''}`} onKeyDown={onEscape}>
      <label htmlFor={controlId} className="calc-label">
        {field.label}
      </label>
      <div className="calc-keypad-status">
        {angleField && nextAngle && (
          <button
            type="button"
            className="calc-keypad-angle"
            aria-label={fillTemplate(strings.angleUnit, {
              unit: angleField.options[angleIndex]?.label ?? angle,
              next: nextAngle.label,
            })}
            onClick={() => onChange(angleField.id, nextAngle.value)}
          >
            {angle.toUpperCase()}
          </button>
        )}
        {memory !== null && (
          <span id={memoryId} className="calc-keypad-memory">
            {fillTemplate(strings.memory, { value: memory })}
          </span>
        )}
      </div>
      <div className="calc-control calc-keypad-display">
        <input
          ref={input}
          id={controlId}
          className="calc-input"
          type="text"
          inputMode="text"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="done"
          name={field.id}
          value={text}
          onChange={(e) => {
            afterResult.current = false;
            onChange(field.id, e.target.value);
          }}
          onPointerDown={() => {
            // Placing the caret in the result is editing it.
            afterResult.current = false;
          }}
          onKeyDown={onKeyDown}
          aria-invalid={invalid || undefined}
          aria-errormessage={invalid ? errorId : undefined}
          aria-describedby={description}
        />
      </div>
      <Help id={helpId} text={field.help} />
      <ErrorText id={errorId} text={error} />
      <div className="calc-keypad" role="group" aria-label={strings.keypad}>
        {scientific && <div className="calc-keys calc-keys--scientific">{SCIENTIFIC_KEYS.map(key)}</div>}
        <div className="calc-keys calc-keys--main">{MAIN_KEYS.map(key)}</div>
      </div>
      <section className="calc-tape" aria-labelledby={`${idBase}-tape`}>
        <h3 id={`${idBase}-tape`} className="calc-tape-heading">
          {strings.history}
        </h3>
        {tape.length === 0 ? (
          <p className="calc-tape-empty">{strings.historyEmpty}</p>
        ) : (
          <ol className="calc-tape-list">
            {tape.map((entry, i) => (
              <li key={tape.length - i}>
                <button
                  type="button"
                  className="calc-tape-entry"
                  aria-label={fillTemplate(strings.reuse, entry as unknown as Record<string, string>)}
                  onClick={() => insertOperand(entry.result)}
                >
                  <span className="calc-tape-expression">{entry.expression}</span>
                  <span className="calc-tape-result">{`= ${entry.result}`}</span>
                </button>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
