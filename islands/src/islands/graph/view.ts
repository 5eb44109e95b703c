// The visible window of the plane and the maps between world coordinates
// (the math) and CSS pixels (the canvas). Pure functions: the plane, the
// SVG export and the tests share them.

export interface Window {
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Narrower than this the doubles between xMin and xMax run out. */
const MIN_SPAN = 1e-12;
/** Wider than this ticks and samples overflow. */
const MAX_SPAN = 1e12;

export function toPx(w: Window, s: Size, x: number, y: number): [number, number] {
  return [((x - w.xMin) / (w.xMax - w.xMin)) * s.width, ((w.yMax - y) / (w.yMax - w.yMin)) * s.height];
}

export function toWorld(w: Window, s: Size, px: number, py: number): [number, number] {
  return [w.xMin + (px / s.width) * (w.xMax - w.xMin), w.yMax - (py / s.height) * (w.yMax - w.yMin)];
}

/** Moved by a drag of (dx, dy) CSS pixels: the content follows the pointer. */
export function panned(w: Window, s: Size, dx: number, dy: number): Window {
  const ox = (dx / s.width) * (w.xMax - w.xMin);
  const oy = (dy / s.height) * (w.yMax - w.yMin);
  return { xMin: w.xMin - ox, xMax: w.xMax - ox, yMin: w.yMin + oy, yMax: w.yMax + oy };
}

function spanOk(a: number, b: number): boolean {
  const span = b - a;
  return Number.isFinite(span) && span >= MIN_SPAN * Math.max(1, Math.abs(a), Math.abs(b)) && span <= MAX_SPAN;
}

/**
 * Zoomed by `factor` (> 1 zooms in) keeping the world point under (px, py)
 * where it is; the window is unchanged past the limits of precision.
 */
export function zoomed(w: Window, s: Size, factor: number, px = s.width / 2, py = s.height / 2): Window {
  const [cx, cy] = toWorld(w, s, px, py);
  const next = {
    xMin: cx - (cx - w.xMin) / factor,
    xMax: cx + (w.xMax - cx) / factor,
    yMin: cy - (cy - w.yMin) / factor,
    yMax: cy + (w.yMax - cy) / factor,
  };
  return spanOk(next.xMin, next.xMax) && spanOk(next.yMin, next.yMax) ? next : w;
}

/** Same scale on both axes (a circle looks round), about the same centre. */
export function squared(w: Window, s: Size): Window {
  const perPxX = (w.xMax - w.xMin) / s.width;
  const perPxY = (w.yMax - w.yMin) / s.height;
  const perPx = Math.max(perPxX, perPxY);
  const cx = (w.xMin + w.xMax) / 2;
  const cy = (w.yMin + w.yMax) / 2;
  return {
    xMin: cx - (perPx * s.width) / 2,
    xMax: cx + (perPx * s.width) / 2,
    yMin: cy - (perPx * s.height) / 2,
    yMax: cy + (perPx * s.height) / 2,
  };
}

/** A window around the given points (flat x, y pairs), with a margin; null when there are none. */
export function fitted(points: Iterable<ArrayLike<number>>, current: Window): Window | null {
  let xMin = Infinity;
  let xMax = -Infinity;
  let yMin = Infinity;
  let yMax = -Infinity;
  for (const flat of points) {
    for (let i = 0; i + 1 < flat.length; i += 2) {
      const x = (flat[i] ?? NaN);
      const y = (flat[i + 1] ?? NaN);
      if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
      if (x < xMin) xMin = x;
      if (x > xMax) xMax = x;
      if (y < yMin) yMin = y;
      if (y > yMax) yMax = y;
    }
  }
  if (!(xMin <= xMax && yMin <= yMax)) return null;
  // A flat curve (a constant) keeps the current height around it.
  if (yMax - yMin < MIN_SPAN) {
    const half = (current.yMax - current.yMin) / 2;
    yMin -= half;
    yMax += half;
  }
  if (xMax - xMin < MIN_SPAN) {
    const half = (current.xMax - current.xMin) / 2;
    xMin -= half;
    xMax += half;
  }
  const mx = (xMax - xMin) * 0.05;
  const my = (yMax - yMin) * 0.05;
  return { xMin: xMin - mx, xMax: xMax + mx, yMin: yMin - my, yMax: yMax + my };
}

export function validWindow(w: Window): boolean {
  return spanOk(w.xMin, w.xMax) && spanOk(w.yMin, w.yMax);
}
