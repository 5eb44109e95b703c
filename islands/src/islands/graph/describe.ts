// Words for screen readers and the prerendered page: the graph's
// description, a point of interest and a traced point, in the page's language.

import type { CalculatorGraphStrings } from '../../generated/CalculatorGraphStrings';
import type { CalculatorStrings } from '../../lib/props';
import type { LineError } from './engine';
import { fillMessage, fillTemplate, formatNumber } from '../../lib/format';
import type { PointOfInterest } from './engine';
import type { Row } from './state';
import type { Window } from './view';

/** Coordinates are read to this many decimals (the engine's are good to 1e-10). */
export const READ_DECIMALS = 4;

export function curveName(rows: Row[], index: number): string {
  return rows[index]?.text.trim() || String(index + 1);
}

export function description(s: CalculatorGraphStrings, rows: Row[], w: Window, locale: string): string {
  const drawn = rows.filter((r) => r.text.trim() !== '');
  const n = (v: number) => formatNumber(v, locale, READ_DECIMALS);
  const list = drawn.map((r) => (r.hidden ? `${r.text.trim()} (${s.hidden})` : r.text.trim())).join('; ');
  // "1 expression drawn", "2 expressions drawn": the count's plural (Intl.PluralRules).
  const values = { count: formatNumber(drawn.length, locale, 0), xMin: n(w.xMin), xMax: n(w.xMax), yMin: n(w.yMin), yMax: n(w.yMax), list };
  return fillMessage(s.description, values, { count: drawn.length }, locale);
}

export function pointText(s: CalculatorGraphStrings, p: PointOfInterest, rows: Row[], locale: string): string {
  const n = (v: number) => formatNumber(v, locale, READ_DECIMALS);
  return fillTemplate(s.point, {
    kind: s.kinds[p.kind] ?? p.kind,
    curve: p.curves.map((i) => curveName(rows, i)).join(' × '),
    x: n(p.x),
    y: n(p.y),
  });
}

export function traceText(s: CalculatorGraphStrings, x: number, y: number, curve: string, locale: string): string {
  const n = (v: number) => formatNumber(v, locale, READ_DECIMALS);
  return fillTemplate(s.trace, { x: n(x), y: n(y), curve });
}

/** The points of interest a build computed (the `pointsOfInterest` output), checked. */
export function initialPoints(outputs: Record<string, unknown>): PointOfInterest[] {
  const rows = outputs.pointsOfInterest;
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((r: unknown) => {
    if (typeof r !== 'object' || r === null) return [];
    const { kind, x, y, curves } = r as Record<string, unknown>;
    if (typeof kind !== 'string' || typeof x !== 'number' || typeof y !== 'number') return [];
    if (!Number.isFinite(x) || !Number.isFinite(y)) return [];
    const list = Array.isArray(curves) ? curves.filter((c): c is number => Number.isInteger(c)) : [];
    return [{ kind, x, y, curves: list }];
  });
}

/**
 * A line's parse error in the page's language: the expression error's
 * template by reason, as lib/errors.ts picks it for the form (`<reason>At`
 * with a position). Not imported from there: sharing it would split it out
 * of the form's chunk, one more request on every calculator page.
 */
export function lineErrorText(error: LineError, strings: CalculatorStrings): string {
  const reasons = strings.expressionErrors;
  const template =
    (error.position !== undefined ? reasons[`${error.reason}At`] : undefined) ??
    reasons[error.reason] ??
    strings.errors.invalidExpression ??
    error.reason;
  return fillTemplate(template, {
    reason: error.reason,
    position: error.position === undefined ? '' : String(error.position),
    token: error.token ?? '',
  });
}
