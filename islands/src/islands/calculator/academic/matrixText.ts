// A matrix as the engine reads it (calc-wasm engine/matrix.rs parse_matrix):
// rows separated by `;` or new lines, entries by spaces or commas, optionally
// in brackets (`[[1, 2], [3, 4]]`). The grid editor writes this text and
// reads it back (share links and restored calculations set the text).

import { fillTemplate } from '../../../lib/format';

/** Cells of a matrix text, rows padded to the widest; null when there are no rows. */
export function parseMatrixText(text: string): string[][] | null {
  let t = text.trim();
  if (t.startsWith('[')) t = t.replace(/\]\s*,/g, ';').replace(/[[\]]/g, '');
  const rows = t
    .split(/[;\n]/)
    .map((r) => r.trim())
    .filter((r) => r !== '')
    .map((r) => (r.includes(',') ? r.split(',').map((c) => c.trim()) : r.split(/\s+/)));
  if (rows.length === 0) return null;
  const width = Math.max(...rows.map((r) => r.length));
  return rows.map((r) => [...r, ...Array<string>(width - r.length).fill('')]);
}

/**
 * What a cell holds, ready for the text: no separators inside (a decimal
 * comma becomes a point, as the engine writes decimals), no spaces.
 */
export function cleanCell(cell: string): string {
  return cell.replace(/,/g, '.').replace(/[;\n[\]]/g, '').trim();
}

/**
 * The text of a grid: `1 2; 3 4`. Entries with spaces inside (`1 / 2`) or
 * empty ones need commas to keep their place: `1, ; 3, 4`.
 */
export function serialiseMatrix(cells: readonly (readonly string[])[]): string {
  const clean = cells.map((r) => r.map(cleanCell));
  const commas = clean.some((r) => r.some((c) => c === '' || /\s/.test(c)));
  return clean.map((r) => r.join(commas ? ', ' : ' ')).join('; ');
}

/**
 * The grid resized to rows × columns, each side within 1 … `maxSide` (the
 * field's `maxSide`, the engine's largest): kept entries stay, new ones are 0.
 */
export function resize(cells: readonly (readonly string[])[], rows: number, columns: number, maxSide: number): string[][] {
  const r = Math.min(Math.max(rows, 1), maxSide);
  const c = Math.min(Math.max(columns, 1), maxSide);
  return Array.from({ length: r }, (_, i) => Array.from({ length: c }, (_, j) => cells[i]?.[j] ?? '0'));
}

/**
 * What a paste larger than `maxSide` loses, said with `template`
 * (calculatorIsland.academic.matrixCut): the size pasted, the limit and
 * the size kept (a 12 × 3 paste keeps 10 × 3); '' when it all fits.
 */
export function cutMessage(template: string, rows: number, columns: number, maxSide: number): string {
  if (rows <= maxSide && columns <= maxSide) return '';
  return fillTemplate(template, {
    rows: String(rows),
    columns: String(columns),
    max: String(maxSide),
    keptRows: String(Math.min(rows, maxSide)),
    keptColumns: String(Math.min(columns, maxSide)),
  });
}
