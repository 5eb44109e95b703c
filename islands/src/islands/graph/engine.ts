// The graph engine (calc-wasm's `graph` module, calc-wasm/calculators/graph/src/README.md)
// behind one small interface, so the plane, the SVG export and the tests do
// not depend on the exports' exact shape. Sampling runs in WebAssembly.

import type { Size, Window } from './view';
import type { LineView } from '../../generated/LineView';

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
  lines: ({ kind: string; relation: string; params: string[] } | { error: LineError } | null)[];
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

/**
 * The graph module, fetched and instantiated. Imported here rather than
 * through lib/wasm.ts, so that file stays inside the form's chunk and no
 * other page gains a shared chunk (or a byte) from this page.
 */
export async function loadEngine(): Promise<Engine> {
  if (import.meta.env.SSR) throw new Error('the graph engine is not loaded during server rendering');
  const glue = await import('../../wasm/graph/calc_wasm.js');
  await glue.default();
  return fromGlue(glue);
}

/** The module's glue: its `Graph` class, typed by wasm-bindgen from calc-wasm/calculators/graph/src/wasm.rs and wire.rs. */
type Glue = Pick<typeof import('../../wasm/graph/calc_wasm.js'), 'Graph'>;
type WasmGraph = InstanceType<Glue['Graph']>;

const EMPTY = new Float64Array(0);

/** Flat x, y pairs with NaN, NaN between pieces → the pieces. */
export function pieces(flat: Float64Array): Float64Array[] {
  const out: Float64Array[] = [];
  let start = 0;
  for (let i = 0; i + 1 < flat.length; i += 2) {
    if (Number.isNaN(flat[i]) || Number.isNaN(flat[i + 1])) {
      if (i > start) out.push(flat.subarray(start, i));
      start = i + 2;
    }
  }
  if (flat.length > start + 1) out.push(flat.subarray(start));
  return out;
}

function lineOf(line: LineView | null): Parsed['lines'][number] {
  if (!line) return null;
  if ('error' in line) {
    const { code, position, token } = line.error;
    return {
      error: {
        reason: code,
        // The engine counts from 0; messages count from 1.
        position: position === null ? undefined : position + 1,
        token: token ?? undefined,
      },
    };
  }
  return { kind: line.kind, relation: line.relation, params: line.params };
}

/**
 * The module's Graph class as an Engine: one Graph kept per text and angle
 * (panning re-samples without re-parsing), freed when replaced.
 */
export function fromGlue(glue: Glue): Engine {
  let key = '';
  let graph: WasmGraph | null = null;
  let lines: Parsed['lines'] = [];
  const open = (text: string, angle: Angle): WasmGraph => {
    const k = `${angle}\n${text}`;
    if (!graph || k !== key) {
      graph?.free();
      graph = new glue.Graph(text, angle);
      key = k;
      lines = graph.lines().map(lineOf);
    }
    return graph;
  };
  const withParams = (text: string, angle: Angle, params: Record<string, number>): WasmGraph => {
    const g = open(text, angle);
    for (const [name, value] of Object.entries(params)) g.setParam(name, value);
    return g;
  };
  return {
    parse(text, angle) {
      const g = open(text, angle);
      return { lines, params: g.params().map((p) => p.name) };
    },
    plot(text, angle, params, w, s) {
      const g = withParams(text, angle, params);
      return lines.map((line, i): Drawing | null => {
        if (!line || !('kind' in line) || line.kind === 'parameter') return null;
        const p = g.plot(i, w.xMin, w.xMax, w.yMin, w.yMax, s.width, s.height);
        const point = line.kind === 'point';
        return {
          kind: line.kind,
          polylines: point ? [] : [p.xy],
          holes: p.holes,
          points: point ? p.xy : EMPTY,
          fills: pieces(p.fill),
          cells: p.cells,
          strict: line.relation === '<' || line.relation === '>',
        };
      });
    },
    points(text, angle, params, w, s) {
      const g = withParams(text, angle, params);
      return g.pointsOfInterest(w.xMin, w.xMax, w.yMin, w.yMax, s.width, s.height).flatMap(({ kind, x, y, curves }) =>
        // A discontinuity has no y to mark.
        y === null ? [] : [{ kind, x, y, curves }],
      );
    },
    valueAt(text, angle, params, line, x) {
      return withParams(text, angle, params).table(line, x, 0, 1)[0] ?? null;
    },
  };
}
