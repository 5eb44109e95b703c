// The expression rows: a colour, the text field (its error beside it, in
// the page's language), show/hide and delete; and "Add expression".

import type { ClipboardEvent, DragEvent } from 'react';
import type { CalculatorGraphStrings } from '../../generated/CalculatorGraphStrings';
import { fillTemplate } from '../../lib/format';
import { longerThan } from '../../lib/limits';
import { PALETTE } from './scene';
import type { Row } from './state';

export interface ExpressionListProps {
  strings: CalculatorGraphStrings;
  rows: Row[];
  errors: (string | null)[];
  idBase: string;
  canAdd: boolean;
  onChange: (index: number, row: Row) => void;
  onRemove: (index: number) => void;
  onAdd: () => void;
  /** The most characters of all rows together (the input's maxLength), or null. */
  maxLength: number | null;
  /** A paste into row `index` refused: it would put the rows over maxLength. */
  onRefuse: (index: number) => void;
}

export function ExpressionList({ strings, rows, errors, idBase, canAdd, onChange, onRemove, onAdd, maxLength, onRefuse }: ExpressionListProps) {
  // A paste or a drop that would put the rows over their limit never
  // reaches the row: megabytes of text would freeze the page being laid out
  // and parsed.
  const refuseInsert = (e: ClipboardEvent<HTMLInputElement> | DragEvent<HTMLInputElement>, i: number, pasted: string) => {
    if (maxLength === null) return;
    const el = e.currentTarget;
    // The other rows, their line breaks, and this row with the paste in place of its selection.
    const others = rows.reduce((n, r, k) => (k === i ? n : n + r.text.length + 1), 0);
    const start = el.selectionStart ?? el.value.length;
    const end = el.selectionEnd ?? el.value.length;
    if (others + el.value.length - (end - start) + pasted.length <= maxLength) return;
    if (pasted.length <= 2 * maxLength && !longerThan(rows.map((r, k) => (k === i ? el.value.slice(0, start) + pasted + el.value.slice(end) : r.text)).join('\n'), maxLength)) return;
    e.preventDefault();
    onRefuse(i);
  };
  // A text set otherwise (autofill, a script) is refused before it is kept.
  const change = (i: number, row: Row, text: string) => {
    if (maxLength !== null && longerThan(rows.map((r, k) => (k === i ? text : r.text)).join('\n'), maxLength)) onRefuse(i);
    else onChange(i, { ...row, text });
  };
  return (
    <fieldset className="graph-list">
      <legend className="calc-label">{strings.expressions}</legend>
      <ol className="graph-rows">
        {rows.map((row, i) => {
          const n = { n: String(i + 1) };
          const id = `${idBase}-${row.key}`;
          const error = errors[i] ?? null;
          return (
            <li key={row.key} className={`graph-row${error ? ' graph-row--invalid' : ''}`}>
              <select
                className={`graph-colour graph-colour-${PALETTE.indexOf(row.colour)}`}
                aria-label={fillTemplate(strings.colour, n)}
                value={row.colour}
                onChange={(e) => onChange(i, { ...row, colour: e.target.value })}
              >
                {PALETTE.map((c, k) => (
                  <option key={c} value={c} className={`graph-colour-${k}`}>
                    {strings.colours[k] ?? c}
                  </option>
                ))}
              </select>
              <input
                id={`${id}-text`}
                name="expressions"
                className="calc-input graph-input"
                type="text"
                autoComplete="off"
                spellCheck={false}
                aria-label={fillTemplate(strings.expression, n)}
                aria-invalid={error ? true : undefined}
                aria-errormessage={error ? `${id}-error` : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                value={row.text}
                onChange={(e) => change(i, row, e.target.value)}
                onPaste={(e) => refuseInsert(e, i, e.clipboardData.getData('text/plain'))}
                onDrop={(e) => refuseInsert(e, i, e.dataTransfer.getData('text/plain'))}
              />
              <button
                type="button"
                className="graph-button"
                aria-pressed={!row.hidden}
                aria-label={fillTemplate(row.hidden ? strings.show : strings.hide, n)}
                onClick={() => onChange(i, { ...row, hidden: !row.hidden })}
              >
                {row.hidden ? '◌' : '●'}
              </button>
              <button
                type="button"
                className="graph-button"
                aria-label={fillTemplate(strings.remove, n)}
                onClick={() => onRemove(i)}
              >
                ×
              </button>
              <p id={`${id}-error`} className="calc-field-error graph-error" aria-live="polite">
                {error}
              </p>
            </li>
          );
        })}
      </ol>
      <button type="button" className="graph-add" onClick={onAdd} disabled={!canAdd}>
        + {strings.add}
      </button>
    </fieldset>
  );
}
