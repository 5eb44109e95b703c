// The whole graph as data, and as a share link. The link carries the
// calculator's declared inputs (expressions, xMin..yMax, angleUnit, as
// `calcula eval graphing` takes them) and the page's own extras (colours,
// hidden rows, sliders, π ticks). Reading a link keeps only known fields
// with valid values; anything else falls back to the defaults.

import type { Angle } from './engine';
import { nextColour, PALETTE } from './scene';
import { validWindow, type Window } from './view';

export interface Row {
  /** Stable key for React; not in the link. */
  key: number;
  text: string;
  colour: string;
  hidden: boolean;
}

export interface Slider {
  value: number;
  min: number;
  max: number;
  step: number;
}

export interface GraphState {
  rows: Row[];
  sliders: Record<string, Slider>;
  window: Window;
  angle: Angle;
  piTicks: boolean;
}

/** As calc-wasm's graph module allows (MAX_LINES). */
export const MAX_ROWS = 100;
const MAX_LINK_VALUE = 5000;
const NAME = /^[A-Za-z][A-Za-z0-9_]{0,15}$/;
export const DEFAULT_SLIDER: Slider = { value: 1, min: -10, max: 10, step: 0.1 };

let nextKey = 1;
export function newKey(): number {
  return nextKey++;
}

export function rowsOf(text: string, colours: string[] = [], hidden: Set<number> = new Set()): Row[] {
  const rows: Row[] = [];
  for (const line of text.split('\n').slice(0, MAX_ROWS)) {
    const i = rows.length;
    const given = colours[i];
    const colour = given && PALETTE.includes(given) ? given : nextColour(rows.map((r) => r.colour));
    rows.push({ key: newKey(), text: line, colour, hidden: hidden.has(i) });
  }
  return rows;
}

export function expressionsText(rows: Row[]): string {
  return rows.map((r) => r.text.replace(/\n/g, ' ')).join('\n');
}

function finite(text: string | null): number | null {
  if (text === null || text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

export function validSlider(s: Slider): boolean {
  return [s.value, s.min, s.max, s.step].every(Number.isFinite) && s.min < s.max && s.step > 0 && s.step <= s.max - s.min;
}

/** `a:1:-10:10:0.1;b:...` → sliders; invalid entries are dropped. */
export function parseSliders(text: string): Record<string, Slider> {
  const out: Record<string, Slider> = {};
  for (const part of text.split(';').slice(0, MAX_ROWS)) {
    const [name = '', ...nums] = part.split(':');
    if (!NAME.test(name) || nums.length !== 4) continue;
    const [value, min, max, step] = nums.map(finite);
    if (value == null || min == null || max == null || step == null) continue;
    const s = { value, min, max, step };
    if (validSlider(s)) out[name] = s;
  }
  return out;
}

export function slidersText(sliders: Record<string, Slider>, used: string[]): string {
  return used
    .filter((n) => sliders[n])
    .map((n) => {
      const s = sliders[n] ?? DEFAULT_SLIDER;
      return [n, s.value, s.min, s.max, s.step].join(':');
    })
    .join(';');
}

/** The state a link describes, on top of the defaults. */
export function fromLink(search: string, defaults: GraphState): GraphState {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return defaults;
  }
  const get = (name: string): string | null => {
    const v = params.get(name);
    return v !== null && v.length <= MAX_LINK_VALUE ? v : null;
  };
  const state: GraphState = { ...defaults };
  const expressions = get('expressions');
  if (expressions !== null) {
    const colours = (get('colours') ?? '').split(',');
    const hidden = new Set(
      (get('hidden') ?? '')
        .split(',')
        .map((s) => finite(s))
        .filter((n): n is number => n !== null && Number.isInteger(n) && n >= 0),
    );
    state.rows = rowsOf(expressions, colours, hidden);
  }
  const w = { xMin: finite(get('xMin')), xMax: finite(get('xMax')), yMin: finite(get('yMin')), yMax: finite(get('yMax')) };
  if (w.xMin !== null && w.xMax !== null && w.yMin !== null && w.yMax !== null) {
    const win = w as Window;
    if (validWindow(win)) state.window = win;
  }
  const angle = get('angleUnit');
  if (angle === 'rad' || angle === 'deg') state.angle = angle;
  const sliders = get('sliders');
  if (sliders !== null) state.sliders = parseSliders(sliders);
  if (get('pi') === '1') state.piTicks = true;
  return state;
}

/** The link's parameters besides the calculator's declared inputs: the page's own extras. */
export const LINK_EXTRAS = ['colours', 'hidden', 'sliders', 'pi'];

/**
 * The link's parameters for a state, in order: what a share link carries
 * (lib/shareLink.ts writes them, long ones compressed, as for every page).
 */
export function linkValues(state: GraphState, params: string[]): Record<string, string> {
  const q: Record<string, string> = {
    expressions: expressionsText(state.rows),
    xMin: String(state.window.xMin),
    xMax: String(state.window.xMax),
    yMin: String(state.window.yMin),
    yMax: String(state.window.yMax),
    angleUnit: state.angle,
    colours: state.rows.map((r) => r.colour).join(','),
  };
  const hidden = state.rows.flatMap((r, i) => (r.hidden ? [i] : []));
  if (hidden.length > 0) q.hidden = hidden.join(',');
  const sliders = slidersText(state.sliders, params);
  if (sliders) q.sliders = sliders;
  if (state.piTicks) q.pi = '1';
  return q;
}

/** The link's query for a state, uncompressed (`expressions=...&xMin=...`). */
export function toLink(state: GraphState, params: string[]): string {
  return new URLSearchParams(linkValues(state, params)).toString();
}

/**
 * Text in the engine's syntax: on pages with decimal commas, a comma between
 * a digit and a digit or "(" is a decimal comma (as calc-wasm's
 * Inputs::expression_text reads eval's input); pairs are written with ";".
 */
export function engineSyntax(text: string, decimalComma: boolean): string {
  return decimalComma ? text.replace(/(\d),(?=[\d(])/g, '$1.') : text;
}
