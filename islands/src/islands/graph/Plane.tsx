// The plane: a canvas drawn from the engine's polylines, moved with the
// mouse (drag, wheel around the pointer), touch (drag, pinch) and keyboard
// (arrows, + and −); points of interest shown on hover or tap and read out
// (aria-live) as the keyboard walks through them or traces a curve.

import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { CalculatorGraphStrings } from '../../generated/CalculatorGraphStrings';
import { draw } from './canvas';
import type { PointOfInterest } from './engine';
import type { Scene } from './scene';
import { panned, toPx, toWorld, zoomed, type Size, type Window } from './view';

/** Pixels one arrow key moves the view; + and − zoom by this factor. */
const KEY_PAN_PX = 40;
const KEY_ZOOM = 1.25;
/** Wheel: zoom factor per pixel of scroll. */
const WHEEL_RATE = 0.0015;
/** A point of interest within this many pixels of the pointer is shown. */
const HOVER_PX = 12;
/** The performance mark set after every redraw. */
export const DRAWN_MARK = 'calcula:graph-drawn';

export interface Readout {
  text: string;
  x: number;
  y: number;
}

export interface PlaneProps {
  strings: CalculatorGraphStrings;
  scene: Scene | null;
  /** The prerendered picture until the engine draws (SVG markup built by ./svg.ts). */
  fallback: string;
  descriptionId: string;
  keysId: string;
  onView: (w: Window) => void;
  onSize: (s: Size) => void;
  onFit: () => void;
  onReset: () => void;
  pointText: (p: PointOfInterest) => string;
  /** The traced curve's point at x, read out; null off its domain. */
  trace: (curve: number, x: number) => Readout | null;
  traceable: number[];
}

export function Plane(props: PlaneProps) {
  const { scene, strings } = props;
  const canvas = useRef<HTMLCanvasElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number } | null>(null);
  const [readout, setReadout] = useState<Readout | null>(null);
  const [announced, setAnnounced] = useState('');
  const poiIndex = useRef(-1);
  const traced = useRef<{ curve: number; x: number } | null>(null);
  const latest = useRef(props);
  latest.current = props;

  // The canvas follows its box; its pixels are the device's.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(() => {
      const rect = el.getBoundingClientRect();
      latest.current.onSize({ width: Math.max(1, Math.round(rect.width)), height: Math.max(1, Math.round(rect.height)) });
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const c = canvas.current;
    if (!c || !scene) return;
    const dpr = window.devicePixelRatio || 1;
    const w = Math.round(scene.size.width * dpr);
    const h = Math.round(scene.size.height * dpr);
    if (c.width !== w) c.width = w;
    if (c.height !== h) c.height = h;
    const ctx = c.getContext('2d');
    if (ctx) draw(ctx, scene, dpr, readout ?? undefined);
    // User Timing, for bench/graph-timing.mjs: when each picture was finished.
    performance.mark(DRAWN_MARK);
  }, [scene, readout]);

  // Wheel zoom needs a non-passive listener to keep the page from scrolling.
  useEffect(() => {
    const c = canvas.current;
    if (!c) return;
    const onWheel = (e: WheelEvent) => {
      const s = latest.current.scene;
      if (!s) return;
      e.preventDefault();
      const rect = c.getBoundingClientRect();
      const factor = Math.exp(-e.deltaY * WHEEL_RATE * (e.deltaMode === 1 ? 16 : 1));
      latest.current.onView(zoomed(s.window, s.size, factor, e.clientX - rect.left, e.clientY - rect.top));
    };
    c.addEventListener('wheel', onWheel, { passive: false });
    return () => c.removeEventListener('wheel', onWheel);
  }, [scene !== null]);

  const local = (e: PointerEvent) => {
    const rect = (e.currentTarget as HTMLElement).getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  };

  const nearestPoint = (px: number, py: number): PointOfInterest | null => {
    if (!scene) return null;
    let best: PointOfInterest | null = null;
    let bestD = HOVER_PX;
    for (const p of scene.points) {
      const [x, y] = toPx(scene.window, scene.size, p.x, p.y);
      const d = Math.hypot(x - px, y - py);
      if (d <= bestD) {
        best = p;
        bestD = d;
      }
    }
    return best;
  };

  const nearestCurve = (px: number, py: number): Readout | null => {
    if (!scene) return null;
    const [x] = toWorld(scene.window, scene.size, px, py);
    let best: Readout | null = null;
    let bestD = HOVER_PX;
    for (const curve of props.traceable) {
      const r = props.trace(curve, x);
      if (!r) continue;
      const d = Math.abs(toPx(scene.window, scene.size, r.x, r.y)[1] - py);
      if (d <= bestD) {
        best = r;
        bestD = d;
      }
    }
    return best;
  };

  const show = (p: PointOfInterest | null) => {
    if (!p) {
      setReadout(null);
      return;
    }
    const text = props.pointText(p);
    setReadout({ text, x: p.x, y: p.y });
    setAnnounced(text);
  };

  const onPointerDown = (e: PointerEvent<HTMLCanvasElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    pointers.current.set(e.pointerId, local(e));
    pinch.current = null;
    // A tap on a point shows it (touch has no hover).
    const at = local(e);
    const p = nearestPoint(at.x, at.y);
    if (p) show(p);
  };

  const onPointerMove = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!scene) return;
    const at = local(e);
    const before = pointers.current.get(e.pointerId);
    if (!before) {
      const p = nearestPoint(at.x, at.y);
      if (p) show(p);
      else {
        // Tracing with the pointer: the function whose curve passes under it.
        const near = nearestCurve(at.x, at.y);
        if (near) setReadout(near);
        else if (readout && !traced.current) setReadout(null);
      }
      return;
    }
    const all = [...pointers.current.entries()];
    if (all.length === 1) {
      pointers.current.set(e.pointerId, at);
      props.onView(panned(scene.window, scene.size, at.x - before.x, at.y - before.y));
      return;
    }
    // Two fingers: zoom by the change of their distance, about their middle.
    pointers.current.set(e.pointerId, at);
    const [a, b] = [...pointers.current.values()];
    if (!a || !b) return;
    const distance = Math.hypot(a.x - b.x, a.y - b.y);
    if (pinch.current && distance > 0) {
      props.onView(zoomed(scene.window, scene.size, distance / pinch.current.distance, (a.x + b.x) / 2, (a.y + b.y) / 2));
    }
    pinch.current = { distance };
  };

  const onPointerUp = (e: PointerEvent<HTMLCanvasElement>) => {
    pointers.current.delete(e.pointerId);
    pinch.current = null;
  };

  const announce = (r: Readout | null) => {
    setReadout(r);
    if (r) setAnnounced(r.text);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLCanvasElement>) => {
    if (!scene) return;
    const { window: w, size } = scene;
    const traceable = props.traceable;
    let handled = true;
    if (e.shiftKey && (e.key === 'ArrowLeft' || e.key === 'ArrowRight') && traceable.length > 0) {
      // Trace: one pixel step per press along the traced curve.
      const current = traced.current ?? { curve: traceable[0] ?? 0, x: (w.xMin + w.xMax) / 2 };
      const step = ((w.xMax - w.xMin) / size.width) * (e.key === 'ArrowRight' ? 4 : -4);
      const next = { curve: current.curve, x: current.x + (traced.current ? step : 0) };
      traced.current = next;
      announce(props.trace(next.curve, next.x));
    } else if (e.shiftKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown') && traceable.length > 0) {
      const at = traced.current ? traceable.indexOf(traced.current.curve) : -1;
      const curve = traceable[(at + (e.key === 'ArrowUp' ? 1 : traceable.length - 1)) % traceable.length] ?? 0;
      const x = traced.current?.x ?? (w.xMin + w.xMax) / 2;
      traced.current = { curve, x };
      announce(props.trace(curve, x));
    } else if (e.key === 'ArrowLeft') props.onView(panned(w, size, KEY_PAN_PX, 0));
    else if (e.key === 'ArrowRight') props.onView(panned(w, size, -KEY_PAN_PX, 0));
    else if (e.key === 'ArrowUp') props.onView(panned(w, size, 0, KEY_PAN_PX));
    else if (e.key === 'ArrowDown') props.onView(panned(w, size, 0, -KEY_PAN_PX));
    else if (e.key === '+' || e.key === '=') props.onView(zoomed(w, size, KEY_ZOOM));
    else if (e.key === '-' || e.key === '_') props.onView(zoomed(w, size, 1 / KEY_ZOOM));
    else if (e.key === 'f' || e.key === 'F') props.onFit();
    else if (e.key === '0') props.onReset();
    else if (e.key === 'PageDown' || e.key === 'PageUp' || e.key === '.' || e.key === ',') {
      // Walk through the points of interest.
      const n = scene.points.length;
      if (n > 0) {
        const forward = e.key === 'PageDown' || e.key === '.';
        poiIndex.current = (poiIndex.current + (forward ? 1 : n - 1) + (poiIndex.current < 0 && !forward ? 1 : 0)) % n;
        traced.current = null;
        show(scene.points[poiIndex.current] ?? null);
      } else setAnnounced(strings.noPoints);
    } else if (e.key === 'Escape') {
      traced.current = null;
      setReadout(null);
    } else handled = false;
    if (handled) e.preventDefault();
  };

  const tip = readout && scene ? toPx(scene.window, scene.size, readout.x, readout.y) : null;

  return (
    <div ref={box} className="graph-plane">
      {scene ? (
        <canvas
          ref={canvas}
          className="graph-canvas"
          tabIndex={0}
          role="img"
          aria-label={strings.plane}
          aria-describedby={`${props.descriptionId} ${props.keysId}`}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onPointerLeave={() => {
            if (pointers.current.size === 0 && !traced.current) setReadout(null);
          }}
          onKeyDown={onKeyDown}
        />
      ) : (
        <div className="graph-static" role="img" aria-label={strings.plane} aria-describedby={props.descriptionId} dangerouslySetInnerHTML={{ __html: props.fallback }} />
      )}
      {tip && readout && (
        <div
          className="graph-tip"
          style={{ left: `${Math.round(tip[0])}px`, top: `${Math.round(tip[1])}px` }}
          aria-hidden="true"
        >
          {readout.text}
        </div>
      )}
      <p className="calc-sr-only" aria-live="polite">
        {announced}
      </p>
    </div>
  );
}
