// What the plane shows, independent of how it is drawn: the canvas
// (./canvas.ts) and the SVG export (./svg.ts) both walk a Scene, so the
// exported drawing is the picture on screen.

import type { Drawing, PointOfInterest } from './engine';
import { ticks, type Tick } from './ticks';
import { toPx, type Size, type Window } from './view';

export interface Theme {
  background: string;
  grid: string;
  gridMajor: string;
  axis: string;
  text: string;
  point: string;
}

export interface Layer {
  colour: string;
  drawing: Drawing;
}

export interface Scene {
  window: Window;
  size: Size;
  theme: Theme;
  xTicks: Tick[];
  yTicks: Tick[];
  layers: Layer[];
  points: PointOfInterest[];
}

/** Desmos-like, distinguishable for the common colour blindnesses in order. */
export const PALETTE = ['#c74440', '#2d70b3', '#388c46', '#6042a6', '#fa7e19', '#000000'];

const FALLBACK: Theme = {
  background: '#ffffff',
  grid: '#ececec',
  gridMajor: '#d4d4d4',
  axis: '#333333',
  text: '#555555',
  point: '#777777',
};

/** The theme from the plane's CSS variables (light and dark in graph.css). */
export function themeOf(el: Element | null): Theme {
  if (!el || typeof getComputedStyle !== 'function') return FALLBACK;
  const css = getComputedStyle(el);
  const v = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return {
    background: v('--graph-bg', FALLBACK.background),
    grid: v('--graph-grid', FALLBACK.grid),
    gridMajor: v('--graph-grid-major', FALLBACK.gridMajor),
    axis: v('--graph-axis', FALLBACK.axis),
    text: v('--graph-text', FALLBACK.text),
    point: v('--graph-point', FALLBACK.point),
  };
}

export function scene(
  window: Window,
  size: Size,
  theme: Theme,
  layers: Layer[],
  points: PointOfInterest[],
  format: (v: number) => string,
  piTicks: boolean,
): Scene {
  return {
    window,
    size,
    theme,
    xTicks: ticks(window.xMin, window.xMax, size.width, format, piTicks),
    yTicks: ticks(window.yMin, window.yMax, size.height, format, false),
    layers,
    points,
  };
}

/** A colour for a new row: the first of the palette the others do not use. */
export function nextColour(used: string[]): string {
  return PALETTE.find((c) => !used.includes(c)) ?? PALETTE[used.length % PALETTE.length] ?? '#000000';
}

/** The axis numbers' font, in CSS pixels (the canvas and the SVG). */
export const LABEL_FONT_PX = 12;
/** Room kept between a number and the plane's edge. */
const EDGE = 2;

/** An axis number placed: its text, where its box's centre goes, and its width. */
export interface PlacedLabel {
  label: string;
  /** The centre of the number's box, in pixels. */
  x: number;
  y: number;
  width: number;
}

/**
 * Where the axis numbers go: under the x axis and left of the y axis (kept
 * on the plane when an axis is off screen), each moved inward as far as
 * needed for the whole number to show, so "−10" at the left edge is never
 * cut to "10" or ".0". `measure` is a number's width in pixels (the
 * canvas's own measure, or an estimate for the SVG).
 */
export function axisLabels(s: Scene, measure: (text: string) => number): { x: PlacedLabel[]; y: PlacedLabel[] } {
  const { width, height } = s.size;
  const [ox, oy] = toPx(s.window, s.size, 0, 0);
  const inside = (centre: number, extent: number, size: number) =>
    Math.min(Math.max(centre, extent / 2 + EDGE), size - extent / 2 - EDGE);
  const half = LABEL_FONT_PX / 2;
  // Below the x axis (or along the bottom or the top when it is off screen).
  const xRow = Math.min(Math.max(oy + 4, EDGE), height - LABEL_FONT_PX - 4) + half;
  const x = s.xTicks
    .filter((t) => t.major && t.value !== 0)
    .map((t) => {
      const w = measure(t.label);
      return { label: t.label, x: inside(toPx(s.window, s.size, t.value, 0)[0], w, width), y: xRow, width: w };
    });
  // Right-aligned against the y axis (or the left edge when it is off screen).
  const right = Math.min(Math.max(ox - 4, 30), width - EDGE);
  const y = s.yTicks
    .filter((t) => t.major && t.value !== 0)
    .map((t) => {
      const w = measure(t.label);
      const end = Math.max(right, w + EDGE);
      return { label: t.label, x: end - w / 2, y: inside(toPx(s.window, s.size, 0, t.value)[1], LABEL_FONT_PX, height), width: w };
    });
  return { x, y };
}
