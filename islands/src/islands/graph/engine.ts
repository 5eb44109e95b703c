// The graph engine (calc-wasm's `graph` module, calc-wasm/src/graph/README.md)
// behind one small interface, so the plane, the SVG export and the tests do
// not depend on the exports' exact shape. Sampling runs in WebAssembly.

import { loadGlue } from '../../lib/wasm';
import type { WasmModule } from '../../lib/props';
import type { Size, Window } from './view';

export type Angle = 'rad' | 'deg';

/** A line's parse error, in the engine's expression-error terms (calculatorIsland.expressionErrors). */
export interface LineError {
  reason: string;
  position?: number;
  token?: string;
}

/** What one expression line draws in a window, in world coordinates. */
export interface Drawing {
  /** `y=f(x)`, `implicit`, `parametric`, `polar`, `point`, `parameter`, ... */
  kind: string;
  /** Connected pieces, each flat x, y pairs: never joined across a break. */
  polylines: Float64Array[];
  /** Removable holes (open dots), flat x, y pairs. */
  holes: Float64Array;
  /** Filled points `(1, 2)`, flat x, y pairs. */
  points: Float64Array;
  /** Shaded polygons (inequalities of y = f(x)), each flat x, y pairs. */
  fills: Float64Array[];
  /** Shaded rectangles (implicit inequalities), flat x0, y0, x1, y1. */
  cells: Float64Array;
  /** A strict inequality: its edge is dashed. */
  strict: boolean;
}

export interface PointOfInterest {
  kind: string;
  x: number;
  y: number;
  /** Indices of the lines involved. */
  curves: number[];
}

export interface Parsed {
  /** One per line: null for a blank line. */
  lines: ({ kind: string; params: string[] } | { error: LineError } | null)[];
  /** Every parameter the lines use, in order of appearance. */
  params: string[];
}

export interface Engine {
  parse(text: string, angle: Angle): Parsed;
  /** Per line (null for blank or failing lines). */
  plot(text: string, angle: Angle, params: Record<string, number>, w: Window, s: Size): (Drawing | null)[];
  points(text: string, angle: Angle, params: Record<string, number>, w: Window, s: Size): PointOfInterest[];
  /** y of line `line` at x, or null outside its domain. */
  valueAt(text: string, angle: Angle, params: Record<string, number>, line: number, x: number): number | null;
}

/** The module the page's props name (calc-wasm registry::module_for). */
export async function loadEngine(module: WasmModule): Promise<Engine> {
  const glue = await loadGlue<Record<string, unknown>>(module);
  return fromGlue(glue);
}

/* eslint-disable @typescript-eslint/no-explicit-any */
function floats(v: unknown): Float64Array {
  if (v instanceof Float64Array) return v;
  return Float64Array.from(Array.isArray(v) ? (v as number[]).map((n) => (typeof n === 'number' ? n : NaN)) : []);
}

function drawing(raw: any): Drawing | null {
  if (!raw || typeof raw !== 'object') return null;
  return {
    kind: String(raw.kind ?? ''),
    polylines: Array.isArray(raw.polylines) ? raw.polylines.map(floats) : [],
    holes: floats(raw.holes),
    points: floats(raw.points),
    fills: Array.isArray(raw.fills) ? raw.fills.map(floats) : raw.fill ? [floats(raw.fill)] : [],
    cells: floats(raw.cells),
    strict: raw.strict === true || raw.relation === 'lt' || raw.relation === 'gt',
  };
}

/** The wasm exports (JSON in, JSON or typed arrays out) as an Engine. */
export function fromGlue(glue: Record<string, any>): Engine {
  const call = (name: string, ...args: unknown[]): any => {
    const f = glue[name];
    if (typeof f !== 'function') throw new Error(`graph module: no export ${name}`);
    const out = f(...args);
    return typeof out === 'string' ? JSON.parse(out) : out;
  };
  const view = (w: Window, s: Size) => ({ ...w, widthPx: s.width, heightPx: s.height });
  return {
    parse: (text, angle) => call('graphParse', text, angle) as Parsed,
    plot: (text, angle, params, w, s) =>
      (call('graphPlot', text, angle, params, view(w, s)) as unknown[]).map(drawing),
    points: (text, angle, params, w, s) => call('graphPoints', text, angle, params, view(w, s)) as PointOfInterest[],
    valueAt: (text, angle, params, line, x) => {
      const y = call('graphValueAt', text, angle, params, line, x);
      return typeof y === 'number' && Number.isFinite(y) ? y : null;
    },
  };
}
