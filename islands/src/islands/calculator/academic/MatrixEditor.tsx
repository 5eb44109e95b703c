// A matrix input as a grid of cells (up to the engine's largest side, the
// field's `maxSide`) with row and column steppers. A larger matrix pasted
// keeps its top-left part, and the field says so. The field's text is the engine's (`1 2; 3 4`): the grid writes
// it on every edit and reads it back when it changes from outside (a share
// link, a restored calculation). Arrow keys move between cells.

import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { fillTemplate } from '../../../lib/format';
import { describedBy, ErrorText, Help, type FieldProps } from '../Field';
import { cutMessage, parseMatrixText, resize, serialiseMatrix } from './matrixText';
import { academicStrings } from './strings';
import type { AcademicContext } from './types';

function gridOf(text: string, maxSide: number): string[][] {
  const cells = parseMatrixText(text) ?? [['0']];
  return resize(cells, cells.length, cells[0]?.length ?? 1, maxSide);
}

/** The cell an arrow key leads to, or null to let the caret move inside the cell. */
export function arrowTarget(
  key: string,
  at: { row: number; column: number },
  size: { rows: number; columns: number },
  caret: { start: number; end: number; length: number },
): { row: number; column: number } | null {
  const { row, column } = at;
  switch (key) {
    case 'ArrowUp':
      return row > 0 ? { row: row - 1, column } : null;
    case 'ArrowDown':
      return row < size.rows - 1 ? { row: row + 1, column } : null;
    case 'ArrowLeft':
      if (caret.start !== 0 || caret.end !== 0) return null;
      if (column > 0) return { row, column: column - 1 };
      return row > 0 ? { row: row - 1, column: size.columns - 1 } : null;
    case 'ArrowRight':
      if (caret.start !== caret.length || caret.end !== caret.length) return null;
      if (column < size.columns - 1) return { row, column: column + 1 };
      return row < size.rows - 1 ? { row: row + 1, column: 0 } : null;
    default:
      return null;
  }
}

export function MatrixField({ field, text, idBase, error, onChange, academic }: FieldProps & { academic: AcademicContext }) {
  const strings = academicStrings(academic.strings);
  // The generator gives every matrix field the engine's largest side.
  const maxSide = field.maxSide ?? 1;
  const [cells, setCells] = useState(() => gridOf(text, maxSide));
  const [seen, setSeen] = useState(text);
  /** What a paste larger than the engine takes lost, until the next edit. */
  const [cut, setCut] = useState('');
  const grid = useRef<HTMLDivElement>(null);

  // The text changed from outside: the grid follows (unless it already says the same).
  if (text !== seen) {
    setSeen(text);
    if (text !== serialiseMatrix(cells)) setCells(gridOf(text, maxSide));
  }

  const rows = cells.length;
  const columns = cells[0]?.length ?? 1;
  const helpId = `${idBase}-help`;
  const errorId = `${idBase}-error`;
  const labelId = `${idBase}-label`;
  const invalid = error !== null;
  const cutId = `${idBase}-cut`;
  const description = describedBy(invalid && errorId, cut !== '' && cutId, field.help !== undefined && field.help !== '' && helpId);

  const write = (next: string[][], lost = '') => {
    const t = serialiseMatrix(next);
    setCut(lost);
    setCells(next);
    setSeen(t);
    onChange(field.id, t);
  };

  const edit = (r: number, c: number, value: string) =>
    write(cells.map((row, i) => (i === r ? row.map((v, j) => (j === c ? value : v)) : row)));

  // Rows pasted into a cell (`1 2; 3 4`, lines from a spreadsheet) replace the whole grid.
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const text = e.clipboardData.getData('text/plain');
    const pasted = /[;\n\t]/.test(text.trim()) ? parseMatrixText(text.replace(/\t/g, ' ')) : null;
    if (!pasted) return;
    e.preventDefault();
    const size = { rows: pasted.length, columns: pasted[0]?.length ?? 1 };
    write(resize(pasted, size.rows, size.columns, maxSide), cutMessage(strings.matrixCut, size.rows, size.columns, maxSide));
  };

  const focusCell = (r: number, c: number) => {
    const el = grid.current?.querySelector<HTMLInputElement>(`[data-cell="${r}-${c}"]`);
    el?.focus();
    el?.select();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>, r: number, c: number) => {
    const el = e.currentTarget;
    const to = arrowTarget(e.key, { row: r, column: c }, { rows, columns }, {
      start: el.selectionStart ?? 0,
      end: el.selectionEnd ?? 0,
      length: el.value.length,
    });
    if (to) {
      e.preventDefault();
      focusCell(to.row, to.column);
    }
  };

  const stepper = (label: string, count: number, remove: string, add: string, resized: (n: number) => string[][]) => (
    <div className="calc-matrix-stepper" role="group" aria-label={label}>
      <span className="calc-matrix-stepper-label" aria-hidden="true">
        {label}
      </span>
      <button type="button" className="calc-stepper-button" aria-label={remove} disabled={count <= 1} onClick={() => write(resized(count - 1))}>
        −
      </button>
      <output className="calc-matrix-count" aria-live="polite">
        {count}
      </output>
      <button type="button" className="calc-stepper-button" aria-label={add} disabled={count >= maxSide} onClick={() => write(resized(count + 1))}>
        +
      </button>
    </div>
  );

  return (
    <fieldset className={`calc-field calc-matrix-field${invalid ? ' calc-field--invalid' : ''}`} aria-describedby={description}>
      <legend id={labelId} className="calc-label">
        {field.label}
      </legend>
      <input type="hidden" name={field.id} value={text} />
      <div className="calc-matrix-steppers">
        {stepper(strings.rows, rows, strings.removeRow, strings.addRow, (n) => resize(cells, n, columns, maxSide))}
        {stepper(strings.columns, columns, strings.removeColumn, strings.addColumn, (n) => resize(cells, rows, n, maxSide))}
      </div>
      <div ref={grid} className={`calc-matrix-grid calc-matrix-grid--${columns}`} role="group" aria-labelledby={labelId}>
        {cells.map((row, r) =>
          row.map((value, c) => (
            <input
              key={`${r}-${c}`}
              data-cell={`${r}-${c}`}
              className="calc-matrix-cell"
              type="text"
              inputMode="text"
              autoComplete="off"
              spellCheck={false}
              value={value}
              aria-label={fillTemplate(strings.cell, { row: String(r + 1), column: String(c + 1) })}
              aria-invalid={invalid || undefined}
              aria-errormessage={invalid ? errorId : undefined}
              onChange={(e) => edit(r, c, e.target.value)}
              onKeyDown={(e) => onKeyDown(e, r, c)}
              onPaste={onPaste}
            />
          )),
        )}
      </div>
      <p id={cutId} className="calc-matrix-cut" role="status">
        {cut}
      </p>
      <Help id={helpId} text={field.help} />
      <ErrorText id={errorId} text={error} />
    </fieldset>
  );
}
