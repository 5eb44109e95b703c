// Draws a Scene on a 2D canvas: grid, axes with numbers, shaded regions,
// curves (each polyline a path of its own, so breaks stay broken), holes as
// open dots and points of interest as grey dots.

import { axisLabels, LABEL_FONT_PX, type Scene } from './scene';
import { toPx } from './view';

const CURVE_WIDTH = 2.5;
const POINT_RADIUS = 4;
const FILL_ALPHA = 0.25;
const LABEL_FONT = `${LABEL_FONT_PX}px system-ui, sans-serif`;

export function draw(ctx: CanvasRenderingContext2D, s: Scene, dpr: number, highlight?: { x: number; y: number }): void {
  const { width, height } = s.size;
  const w = s.window;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.fillStyle = s.theme.background;
  ctx.fillRect(0, 0, width, height);
  const [ox, oy] = toPx(w, s.size, 0, 0);

  // Grid: minor lines, then major ones.
  for (const major of [false, true]) {
    ctx.beginPath();
    for (const t of s.xTicks) {
      if (t.major !== major) continue;
      const px = Math.round(toPx(w, s.size, t.value, 0)[0]) + 0.5;
      ctx.moveTo(px, 0);
      ctx.lineTo(px, height);
    }
    for (const t of s.yTicks) {
      if (t.major !== major) continue;
      const py = Math.round(toPx(w, s.size, 0, t.value)[1]) + 0.5;
      ctx.moveTo(0, py);
      ctx.lineTo(width, py);
    }
    ctx.strokeStyle = major ? s.theme.gridMajor : s.theme.grid;
    ctx.lineWidth = 1;
    ctx.stroke();
  }

  // Axes.
  ctx.beginPath();
  if (ox >= 0 && ox <= width) {
    ctx.moveTo(Math.round(ox) + 0.5, 0);
    ctx.lineTo(Math.round(ox) + 0.5, height);
  }
  if (oy >= 0 && oy <= height) {
    ctx.moveTo(0, Math.round(oy) + 0.5);
    ctx.lineTo(width, Math.round(oy) + 0.5);
  }
  ctx.strokeStyle = s.theme.axis;
  ctx.lineWidth = 1.5;
  ctx.stroke();

  // Numbers along the axes, each wholly inside the plane (scene.ts).
  ctx.font = LABEL_FONT;
  ctx.fillStyle = s.theme.text;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const labels = axisLabels(s, (text) => ctx.measureText(text).width);
  for (const l of [...labels.x, ...labels.y]) ctx.fillText(l.label, l.x, l.y);

  for (const { colour, drawing } of s.layers) {
    ctx.globalAlpha = FILL_ALPHA;
    ctx.fillStyle = colour;
    for (const poly of drawing.fills) {
      ctx.beginPath();
      for (let i = 0; i + 1 < poly.length; i += 2) {
        const [px, py] = toPx(w, s.size, (poly[i] ?? NaN), (poly[i + 1] ?? NaN));
        if (i === 0) ctx.moveTo(px, py);
        else ctx.lineTo(px, py);
      }
      ctx.closePath();
      ctx.fill();
    }
    ctx.beginPath();
    for (let i = 0; i + 3 < drawing.cells.length; i += 4) {
      const [x0, y0] = toPx(w, s.size, (drawing.cells[i] ?? NaN), (drawing.cells[i + 1] ?? NaN));
      const [x1, y1] = toPx(w, s.size, (drawing.cells[i + 2] ?? NaN), (drawing.cells[i + 3] ?? NaN));
      ctx.rect(Math.min(x0, x1), Math.min(y0, y1), Math.abs(x1 - x0), Math.abs(y1 - y0));
    }
    ctx.fill();
    ctx.globalAlpha = 1;

    ctx.strokeStyle = colour;
    ctx.lineWidth = CURVE_WIDTH;
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    ctx.setLineDash(drawing.strict ? [8, 6] : []);
    ctx.beginPath();
    for (const line of drawing.polylines) {
      let pen = false;
      for (let i = 0; i + 1 < line.length; i += 2) {
        const x = (line[i] ?? NaN);
        const y = (line[i + 1] ?? NaN);
        // A NaN inside a polyline is a break too.
        if (!Number.isFinite(x) || !Number.isFinite(y)) {
          pen = false;
          continue;
        }
        const [px, py] = toPx(w, s.size, x, y);
        if (pen) ctx.lineTo(px, py);
        else ctx.moveTo(px, py);
        pen = true;
      }
    }
    ctx.stroke();
    ctx.setLineDash([]);

    ctx.fillStyle = colour;
    for (let i = 0; i + 1 < drawing.points.length; i += 2) {
      const [px, py] = toPx(w, s.size, (drawing.points[i] ?? NaN), (drawing.points[i + 1] ?? NaN));
      ctx.beginPath();
      ctx.arc(px, py, POINT_RADIUS + 1, 0, 2 * Math.PI);
      ctx.fill();
    }
    ctx.fillStyle = s.theme.background;
    ctx.lineWidth = 2;
    for (let i = 0; i + 1 < drawing.holes.length; i += 2) {
      const [px, py] = toPx(w, s.size, (drawing.holes[i] ?? NaN), (drawing.holes[i + 1] ?? NaN));
      ctx.beginPath();
      ctx.arc(px, py, POINT_RADIUS, 0, 2 * Math.PI);
      ctx.fill();
      ctx.stroke();
    }
  }

  ctx.fillStyle = s.theme.point;
  for (const p of s.points) {
    const [px, py] = toPx(w, s.size, p.x, p.y);
    ctx.beginPath();
    ctx.arc(px, py, POINT_RADIUS, 0, 2 * Math.PI);
    ctx.fill();
  }
  if (highlight) {
    const [px, py] = toPx(w, s.size, highlight.x, highlight.y);
    ctx.strokeStyle = s.theme.axis;
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.arc(px, py, POINT_RADIUS + 3, 0, 2 * Math.PI);
    ctx.stroke();
  }
}
