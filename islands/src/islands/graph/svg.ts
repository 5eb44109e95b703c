// The Scene as an SVG document: the same grid, axes, fills, polylines and
// dots as the canvas, as vector paths. Also the prerendered picture of the
// default graph. Text is escaped; numbers are rounded to 0.01 px.

import type { LineSketchView } from '../../generated/LineSketchView';
import { axisLabels, LABEL_FONT_PX, type Scene } from './scene';
import { toPx } from './view';

const r = (v: number) => Math.round(v * 100) / 100;

/**
 * A number's width at the label size, never less than the browser draws it:
 * 0.62 em a character is wider than system-ui's digits, minus sign and
 * separators (about 0.55 em).
 */
export const estimatedWidth = (text: string) => [...text].length * LABEL_FONT_PX * 0.62;

function escape(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);
}

function path(s: Scene, flat: ArrayLike<number>, close: boolean): string {
  let d = '';
  let pen = false;
  for (let i = 0; i + 1 < flat.length; i += 2) {
    if (!Number.isFinite((flat[i] ?? NaN)) || !Number.isFinite((flat[i + 1] ?? NaN))) {
      pen = false;
      continue;
    }
    const [px, py] = toPx(s.window, s.size, (flat[i] ?? NaN), (flat[i + 1] ?? NaN));
    d += `${pen ? 'L' : 'M'}${r(px)} ${r(py)}`;
    pen = true;
  }
  return d && close ? `${d}Z` : d;
}

/** A line drawn at build time (generator/src/render/graph_view.rs), in the scene's pixels. */
export interface SketchLayer {
  colour: string;
  line: LineSketchView;
}

const CURVE_STYLE = 'fill="none" stroke-width="2.5" stroke-linejoin="round" stroke-linecap="round"';
/** One plane a page: the id is unique. */
const CLIP_ID = 'graph-clip';
const DASH = ' stroke-dasharray="8 6"';

function sketched({ colour, line }: SketchLayer, background: string): string[] {
  const out: string[] = [];
  if (line.fill) out.push(`<path d="${line.fill}" fill="${colour}" fill-opacity="0.25"/>`);
  if (line.curve) out.push(`<path d="${line.curve}" ${CURVE_STYLE} stroke="${colour}"${line.strict ? DASH : ''}/>`);
  for (const [x, y] of line.points) out.push(`<circle cx="${x}" cy="${y}" r="5" fill="${colour}"/>`);
  for (const [x, y] of line.holes)
    out.push(`<circle cx="${x}" cy="${y}" r="4" fill="${background}" stroke="${colour}" stroke-width="2"/>`);
  return out;
}

/** `sketch`: lines the build drew (the prerendered picture), under the points of interest. */
export function toSvg(s: Scene, title: string, sketch: SketchLayer[] = []): string {
  const { width, height } = s.size;
  const w = s.window;
  const [ox, oy] = toPx(w, s.size, 0, 0);
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<title>${escape(title)}</title>`,
    `<rect width="${width}" height="${height}" fill="${s.theme.background}"/>`,
    // Curves run past the edges (the sampler clamps far points, it does not
    // cut them): clipped, as the canvas is, also where the box scaling the
    // picture is taller or wider than it.
    `<clipPath id="${CLIP_ID}"><rect width="${width}" height="${height}"/></clipPath>`,
    `<g clip-path="url(#${CLIP_ID})">`,
  );
  for (const major of [false, true]) {
    let d = '';
    for (const t of s.xTicks) if (t.major === major) d += `M${r(toPx(w, s.size, t.value, 0)[0])} 0V${height}`;
    for (const t of s.yTicks) if (t.major === major) d += `M0 ${r(toPx(w, s.size, 0, t.value)[1])}H${width}`;
    if (d) out.push(`<path d="${d}" stroke="${major ? s.theme.gridMajor : s.theme.grid}" fill="none"/>`);
  }
  let axes = '';
  if (ox >= 0 && ox <= width) axes += `M${r(ox)} 0V${height}`;
  if (oy >= 0 && oy <= height) axes += `M0 ${r(oy)}H${width}`;
  if (axes) out.push(`<path d="${axes}" stroke="${s.theme.axis}" stroke-width="1.5" fill="none"/>`);
  // Numbers along the axes, each wholly inside the picture (scene.ts); an
  // SVG has no text measure, so a width is estimated generously.
  out.push(`<g font-family="system-ui, sans-serif" font-size="${LABEL_FONT_PX}" fill="${s.theme.text}" text-anchor="middle" dominant-baseline="central">`);
  const labels = axisLabels(s, estimatedWidth);
  for (const l of [...labels.x, ...labels.y]) out.push(`<text x="${r(l.x)}" y="${r(l.y)}">${escape(l.label)}</text>`);
  out.push('</g>');
  for (const { colour, drawing } of s.layers) {
    for (const poly of drawing.fills) out.push(`<path d="${path(s, poly, true)}" fill="${colour}" fill-opacity="0.25"/>`);
    let cells = '';
    for (let i = 0; i + 3 < drawing.cells.length; i += 4) {
      const [x0, y0] = toPx(w, s.size, (drawing.cells[i] ?? NaN), (drawing.cells[i + 1] ?? NaN));
      const [x1, y1] = toPx(w, s.size, (drawing.cells[i + 2] ?? NaN), (drawing.cells[i + 3] ?? NaN));
      cells += `M${r(Math.min(x0, x1))} ${r(Math.min(y0, y1))}h${r(Math.abs(x1 - x0))}v${r(Math.abs(y1 - y0))}h${r(-Math.abs(x1 - x0))}Z`;
    }
    if (cells) out.push(`<path d="${cells}" fill="${colour}" fill-opacity="0.25"/>`);
    const d = drawing.polylines.map((p) => path(s, p, false)).join('');
    if (d) out.push(`<path d="${d}" ${CURVE_STYLE} stroke="${colour}"${drawing.strict ? DASH : ''}/>`);
    for (let i = 0; i + 1 < drawing.points.length; i += 2) {
      const [px, py] = toPx(w, s.size, (drawing.points[i] ?? NaN), (drawing.points[i + 1] ?? NaN));
      out.push(`<circle cx="${r(px)}" cy="${r(py)}" r="5" fill="${colour}"/>`);
    }
    for (let i = 0; i + 1 < drawing.holes.length; i += 2) {
      const [px, py] = toPx(w, s.size, (drawing.holes[i] ?? NaN), (drawing.holes[i + 1] ?? NaN));
      out.push(`<circle cx="${r(px)}" cy="${r(py)}" r="4" fill="${s.theme.background}" stroke="${colour}" stroke-width="2"/>`);
    }
  }
  for (const layer of sketch) out.push(...sketched(layer, s.theme.background));
  for (const p of s.points) {
    const [px, py] = toPx(w, s.size, p.x, p.y);
    out.push(`<circle cx="${r(px)}" cy="${r(py)}" r="4" fill="${s.theme.point}"/>`);
  }
  out.push('</g></svg>');
  return out.join('');
}
