// A table of values for any function of x: pick the function and the range
// of x; eleven rows. Keyboard reachable (the scroll box takes the focus).

import { useState } from 'react';
import type { CalculatorGraphStrings } from '../../generated/CalculatorGraphStrings';
import { formatNumber } from '../../lib/format';
import { curveName, READ_DECIMALS } from './describe';
import type { Row } from './state';

const ROWS = 11;

export interface ValueTableProps {
  strings: CalculatorGraphStrings;
  rows: Row[];
  /** Indices of the rows that are functions of x. */
  functions: number[];
  locale: string;
  idBase: string;
  initialFrom: number;
  initialTo: number;
  /** y of row `line` at x (null off its domain); null before the engine is here. */
  valueAt: ((line: number, x: number) => number | null) | null;
  /** The build's table (before the engine is here): rows of each function's line. */
  prerendered: { curve: number; x: number; y: number }[];
}

export function ValueTable(props: ValueTableProps) {
  const { strings, rows, functions, locale, idBase, valueAt } = props;
  const [chosen, setChosen] = useState(0);
  const [from, setFrom] = useState(String(props.initialFrom));
  const [to, setTo] = useState(String(props.initialTo));
  if (functions.length === 0) return null;
  const which = functions[Math.min(chosen, functions.length - 1)] ?? 0;
  const a = Number(from.replace(',', '.'));
  const b = Number(to.replace(',', '.'));
  const valid = Number.isFinite(a) && Number.isFinite(b) && a < b;
  const n = (v: number | null) => (v === null || !Number.isFinite(v) ? '—' : formatNumber(v, locale, READ_DECIMALS));
  let body: { x: number; y: number | null }[];
  if (valueAt && valid) {
    body = Array.from({ length: ROWS }, (_, k) => {
      const x = a + ((b - a) * k) / (ROWS - 1);
      return { x, y: valueAt(which, x) };
    });
  } else {
    body = props.prerendered.filter((r) => r.curve === which).map((r) => ({ x: r.x, y: r.y }));
  }
  return (
    <section className="graph-table">
      <h2 id={`${idBase}-heading`} className="calc-heading">
        {strings.table}
      </h2>
      <div className="graph-table-controls">
        <label>
          {strings.tableOf}{' '}
          <select className="calc-select" value={String(chosen)} onChange={(e) => setChosen(Number(e.target.value))}>
            {functions.map((line, i) => (
              <option key={line} value={String(i)}>
                {curveName(rows, line)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {strings.from}{' '}
          <input className="calc-input graph-number" type="text" inputMode="decimal" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label>
          {strings.to}{' '}
          <input className="calc-input graph-number" type="text" inputMode="decimal" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
      </div>
      <div className="graph-table-scroll" tabIndex={0} role="region" aria-labelledby={`${idBase}-heading`}>
        <table>
          <thead>
            <tr>
              <th scope="col">x</th>
              <th scope="col">{curveName(rows, which)}</th>
            </tr>
          </thead>
          <tbody>
            {body.map((r, i) => (
              <tr key={i}>
                <td>{n(r.x)}</td>
                <td>{n(r.y)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
