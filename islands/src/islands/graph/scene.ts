// What the plane shows, independent of how it is drawn: the canvas
// (./canvas.ts) and the SVG export (./svg.ts) both walk a Scene, so the
// exported drawing is the picture on screen.

import type { Drawing, PointOfInterest } from './engine';
import { ticks, type Tick } from './ticks';
import type { Size, Window } from './view';

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
