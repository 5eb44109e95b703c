// The quick calculator popup: a keypad over the pure state
// machine in src/lib/quick-calc.ts. Loaded on first open only (it brings
// big.js). Keyboard: digits, the decimal point ('.' or the page's decimal
// comma), + - * /, Enter or = for equals, Escape or Delete for AC (Escape
// on a cleared calculator closes it), Backspace deletes the last digit.

import { useEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import type { WidgetStrings } from '../../lib/widget-props';
import {
  OPERATOR_SYMBOLS,
  actionForKey,
  describeLast,
  initialState,
  localise,
  pendingText,
  press,
  type Action,
  type Operator,
  type QuickCalcState,
} from '../../lib/quick-calc';
import { decimalSeparator } from '../../lib/format';
import { Panel } from './Panel';

export interface QuickCalcProps {
  strings: WidgetStrings;
  lang: string;
  idBase: string;
  /** The state when it was last closed (kept by the widget). */
  saved: QuickCalcState | null;
  onSave(state: QuickCalcState): void;
  onClose(): void;
  panelRef: RefObject<HTMLElement | null>;
}

function isCleared(s: QuickCalcState): boolean {
  return s.display === '0' && s.stored === null && s.operator === null && s.error === null;
}

interface Key {
  label: string;
  name?: string;
  action: Action;
  className?: string;
  operator?: Operator;
}

export default function QuickCalc({ strings, lang, idBase, saved, onSave, onClose, panelRef }: QuickCalcProps) {
  const [state, setState] = useState<QuickCalcState>(() => saved ?? initialState());
  const sep = decimalSeparator(lang);
  const k = strings.keys;

  useEffect(() => onSave(state), [state]);

  const act = (action: Action) => setState((s) => press(s, action));

  const digit = (d: string): Key => ({ label: d, action: { type: 'digit', digit: d } });
  const op = (o: Operator, name: string): Key => ({
    label: OPERATOR_SYMBOLS[o],
    name,
    action: { type: 'operator', operator: o },
    className: 'widget-key--operator',
    operator: o,
  });
  const keys: Key[] = [
    { label: 'AC', name: k.clear, action: { type: 'clear' }, className: 'widget-key--clear' },
    { label: '⌫', name: k.backspace ?? 'Delete last digit', action: { type: 'backspace' }, className: 'widget-key--clear' },
    op('/', k.divide),
    op('*', k.multiply),
    digit('7'),
    digit('8'),
    digit('9'),
    op('-', k.subtract),
    digit('4'),
    digit('5'),
    digit('6'),
    op('+', k.add),
    digit('1'),
    digit('2'),
    digit('3'),
    { label: '=', name: k.equals, action: { type: 'equals' }, className: 'widget-key--equals' },
    { ...digit('0'), className: 'widget-key--zero' },
    { label: sep, name: k.decimal, action: { type: 'decimal' } },
  ];

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    // Enter and Space on a focused key press that key.
    if ((e.key === 'Enter' || e.key === ' ') && e.target instanceof HTMLButtonElement) return;
    if (e.key === 'Escape' && isCleared(state)) {
      e.preventDefault();
      onClose();
      return;
    }
    const action = actionForKey(e.key, sep);
    if (!action) return;
    e.preventDefault();
    act(action);
  };

  const pending = localise(pendingText(state), sep);
  const display = state.error ? strings.divisionByZero : localise(state.display, sep);

  return (
    <Panel
      name="quick"
      idBase={idBase}
      title={strings.quickCalculator}
      close={strings.close}
      onClose={onClose}
      onKeyDown={onKeyDown}
      panelRef={panelRef}
    >
      <div className="widget-qc-screen">
        <p className="widget-qc-pending">{pending}</p>
        <output
          className={state.error ? 'widget-qc-display is-error' : 'widget-qc-display'}
          aria-live="polite"
          aria-atomic="true"
          data-quick-display=""
        >
          {display}
        </output>
      </div>
      <div className="widget-keys">
        {keys.map((key) => (
          <button
            key={key.label}
            type="button"
            className={`widget-key${key.className ? ` ${key.className}` : ''}`}
            aria-label={key.name}
            aria-pressed={key.operator ? state.operator === key.operator : undefined}
            data-key={key.label}
            onClick={() => act(key.action)}
          >
            {key.label}
          </button>
        ))}
      </div>
      <p className="widget-qc-last">
        {state.last && (
          <>
            <span className="widget-qc-last-label">{`${strings.lastCalculation ?? 'Last calculation'}: `}</span>
            <span data-quick-last="">{describeLast(state.last, sep)}</span>
          </>
        )}
      </p>
    </Panel>
  );
}
