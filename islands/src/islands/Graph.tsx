// The graphing calculator's island (pages with a `display: graph` input; the
// generator names it instead of Calculator). Its own chunk: no page but the
// graphing calculator's downloads it. The server render shows the
// expression list, a picture of the plane with the build's points of
// interest, the description and the table; the engine (WebAssembly) draws
// once the page is interactive.

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { CalculatorProps } from '../lib/props';
import { decimalSeparator, fillTemplate, formatNumber } from '../lib/format';
import { longerThan, maxLengthOf } from '../lib/limits';
import { carriesMore, publishInputs } from '../lib/share';
import { loadEngine, type Angle, type Drawing, type Engine, type PointOfInterest } from './graph/engine';
import { ExpressionList } from './graph/ExpressionList';
import { Plane } from './graph/Plane';
import { Sliders } from './graph/Sliders';
import { ValueTable } from './graph/ValueTable';
import { curveName, description, initialPoints, lineErrorText, pointText, traceText } from './graph/describe';
import { nextColour, scene as makeScene, themeOf, type Layer, type Theme } from './graph/scene';
import {
  DEFAULT_SLIDER,
  MAX_ROWS,
  engineSyntax,
  expressionsText,
  fromLink,
  LINK_EXTRAS,
  linkValues,
  newKey,
  rowsOf,
  type GraphState,
  type Row,
  type Slider,
} from './graph/state';
import { toSvg, type SketchLayer } from './graph/svg';
import { fitted, squared, zoomed, type Size, type Window } from './graph/view';
import './graph/graph.css';

// Writing share links and reading their compressed texts, as every page
// does (lz-string): loaded once the graph is up, or by a link that needs it.
const loadShareLink = () => import('../lib/shareLink');

/** The plane's size before it is measured, unless the build's sketch gives it. */
const INITIAL_SIZE: Size = { width: 800, height: 500 };
/** Points of interest are searched once the view rests this long. */
const POINTS_DELAY_MS = 120;
const ZOOM_STEP = 1.5;

/** The server render's picture follows the page's theme through the same CSS variables. */
const CSS_THEME: Theme = {
  background: 'var(--graph-bg, #fff)',
  grid: 'var(--graph-grid, #ececec)',
  gridMajor: 'var(--graph-grid-major, #d4d4d4)',
  axis: 'var(--graph-axis, #333)',
  text: 'var(--graph-text, #555)',
  point: 'var(--graph-point, #777)',
};

/** Nothing of the drawing has a point to show. */
function isEmptyDrawing(d: Drawing): boolean {
  const finite = (flat: ArrayLike<number>) => {
    for (let i = 0; i + 1 < flat.length; i += 2) if (Number.isFinite(flat[i]) && Number.isFinite(flat[i + 1])) return true;
    return false;
  };
  return !d.polylines.some(finite) && !d.fills.some(finite) && !finite(d.points) && !finite(d.holes) && d.cells.length === 0;
}

function initialSize(props: CalculatorProps): Size {
  return props.sketch ? { width: props.sketch.width, height: props.sketch.height } : INITIAL_SIZE;
}

function defaultsOf(props: CalculatorProps): GraphState {
  const value = (id: string) => props.spec.inputs.find((i) => i.id === id)?.default ?? '';
  const num = (id: string, fallback: number) => {
    const n = Number(value(id));
    return Number.isFinite(n) ? n : fallback;
  };
  const expressions = props.spec.inputs.find((i) => props.fields.find((f) => f.id === i.id)?.display === 'graph');
  return {
    rows: rowsOf(expressions?.default ?? ''),
    sliders: {},
    window: { xMin: num('xMin', -10), xMax: num('xMax', 10), yMin: num('yMin', -6), yMax: num('yMax', 6) },
    angle: value('angleUnit') === 'deg' ? 'deg' : 'rad',
    piTicks: false,
  };
}

/** The build's `table` output (rows {curve, expression, x, y}), checked. */
function initialTable(outputs: Record<string, unknown>): { curve: number; x: number; y: number }[] {
  const rows = outputs.table;
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((r: unknown) => {
    if (typeof r !== 'object' || r === null) return [];
    const { curve, x, y } = r as Record<string, unknown>;
    if (typeof curve !== 'number' || typeof x !== 'number' || typeof y !== 'number') return [];
    return Number.isFinite(x) && Number.isFinite(y) ? [{ curve, x, y }] : [];
  });
}

function saveBlob(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export default function Graph(props: CalculatorProps) {
  const strings = props.strings.graph;
  const uid = useId();
  const defaults = useMemo(() => defaultsOf(props), []);
  const [state, setState] = useState<GraphState>(defaults);
  const [engine, setEngine] = useState<Engine | null>(null);
  const [size, setSize] = useState<Size>(() => initialSize(props));
  const [playing, setPlaying] = useState<string | null>(null);
  const [points, setPoints] = useState<PointOfInterest[]>(() => initialPoints(props.initial));
  const [theme, setTheme] = useState<Theme>(CSS_THEME);
  const [copied, setCopied] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const locale = props.numberLocale;
  const expressionsInput = props.spec.inputs.find((i) => props.fields.find((f) => f.id === i.id)?.display === 'graph');
  const maxLength = maxLengthOf(expressionsInput);
  // What a link carries: the declared inputs and the page's extras.
  const linkNames = useMemo(() => [...props.spec.inputs.map((i) => i.id), ...LINK_EXTRAS], []);

  // After hydration: the share link, the theme, then the engine.
  useEffect(() => {
    const search = window.location.search;
    if (carriesMore(search)) {
      loadShareLink().then(
        (m) => setState(fromLink(new URLSearchParams(m.readLinkParams(search, linkNames)).toString(), defaults)),
        (e: unknown) => console.error(e),
      );
    } else if (search) setState(fromLink(search, defaults));
    // The island hydrates on first use (src/main.ts): what was typed into
    // the expressions before is in the fields but not in the state yet, and
    // what is on screen wins.
    const onScreen = [...(root.current?.querySelectorAll<HTMLInputElement>('input[name="expressions"]') ?? [])].map((el) => el.value);
    const fits = maxLength === null || !longerThan(onScreen.join('\n'), maxLength);
    if (fits && onScreen.some((text, i) => text !== defaults.rows[i]?.text)) {
      setState((s) => ({ ...s, rows: s.rows.map((row, i) => (onScreen[i] === undefined ? row : { ...row, text: onScreen[i] })) }));
    }
    setTheme(themeOf(root.current));
    const media = window.matchMedia?.('(prefers-color-scheme: dark)');
    const observer = new MutationObserver(() => setTheme(themeOf(root.current)));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'data-theme'] });
    const onMedia = () => setTheme(themeOf(root.current));
    media?.addEventListener?.('change', onMedia);
    loadEngine()
      .then(setEngine)
      .catch((e: unknown) => console.error(e));
    return () => {
      observer.disconnect();
      media?.removeEventListener?.('change', onMedia);
    };
  }, []);

  // The engine reads decimal points: a page with decimal commas converts them.
  const comma = decimalSeparator(locale) === ',';
  const text = engineSyntax(expressionsText(state.rows), comma);
  // Hidden rows stay as blank lines, so line numbers still match rows.
  const shownText = engineSyntax(expressionsText(state.rows.map((r) => (r.hidden ? { ...r, text: '' } : r))), comma);
  const parsed = useMemo(() => engine?.parse(text, state.angle) ?? null, [engine, text, state.angle]);
  const params = parsed?.params ?? [];
  const values = useMemo(
    () => Object.fromEntries(params.map((n) => [n, (state.sliders[n] ?? DEFAULT_SLIDER).value])),
    [params.join(','), state.sliders],
  );
  const sliders = useMemo(
    () => Object.fromEntries(params.map((n) => [n, state.sliders[n] ?? DEFAULT_SLIDER])) as Record<string, Slider>,
    [params.join(','), state.sliders],
  );

  // A paste refused for length: the row says the limit until it changes.
  const [refused, setRefused] = useState<{ key: number; text: string } | null>(null);
  const tooLong = maxLength === null ? '' : fillTemplate(props.strings.errors.tooLong ?? '', { maxLength: formatNumber(maxLength, locale, 0) });
  const errors = state.rows.map((row, i) => {
    if (refused && refused.key === row.key && refused.text === row.text) return tooLong;
    const line = parsed?.lines[i];
    if (!strings || !line || !('error' in line)) return null;
    return lineErrorText(line.error, props.strings);
  });
  const functions = parsed
    ? parsed.lines.flatMap((l, i) => (l && 'kind' in l && l.kind === 'function' ? [i] : []))
    : [...new Set(initialTable(props.initial).map((r) => r.curve))];

  const drawings = useMemo<(Drawing | null)[] | null>(
    () => (engine ? engine.plot(shownText, state.angle, values, state.window, size) : null),
    [engine, shownText, state.angle, values, state.window, size],
  );
  // A function that parses but draws nothing in view had no value there
  // that is a real number small enough to represent (`y = 9^9^9^9`): say so
  // beside it rather than leave an empty plane. (The sampler keeps far
  // values, clamped, so a curve merely off screen still draws.)
  const rowMessages = errors.map((error, i) => {
    if (error !== null || !strings || !drawings || state.rows[i]?.hidden) return error;
    const line = parsed?.lines[i];
    if (!line || !('kind' in line) || line.kind !== 'function') return null;
    const d = drawings[i];
    return !d || isEmptyDrawing(d) ? strings.nothingDrawn : null;
  });

  // Points of interest once the view rests (panning stays smooth).
  useEffect(() => {
    if (!engine) return;
    const timer = setTimeout(() => {
      try {
        setPoints(engine.points(shownText, state.angle, values, state.window, size));
      } catch (e) {
        console.error(e);
      }
    }, POINTS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [engine, shownText, state.angle, values, state.window, size]);

  // The share link of what is on screen, as every page writes one: long
  // texts compressed, within the length any server takes.
  const linkOf = async (s: GraphState, ps: string[]) =>
    (await loadShareLink()).shareLink(`${window.location.origin}${window.location.pathname}`, linkNames, linkValues(s, ps)).url;

  // The toolbar's Share reads the inputs published, as on every calculator.
  useEffect(() => publishInputs(props.id, linkValues(state, params)), [state, params.join(',')]);

  // The address is always the share link of what is on screen.
  useEffect(() => {
    if (!engine) return;
    let live = true;
    const timer = setTimeout(() => {
      linkOf(state, params).then(
        (link) => {
          if (!live) return;
          const url = new URL(link);
          window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${window.location.hash}`);
        },
        (e: unknown) => console.error(e),
      );
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [engine, state, params.join(',')]);

  if (!strings) return null;

  const format = (v: number) => formatNumber(v, locale, 6);
  const layers: Layer[] = (drawings ?? []).flatMap((d, i) => {
    const row = state.rows[i];
    if (!d || !row || row.hidden) return [];
    // The palette's black is the axes' colour: white on the dark theme.
    return [{ colour: row.colour === '#000000' ? theme.axis : row.colour, drawing: d }];
  });
  const current = makeScene(state.window, size, theme, layers, points, format, state.piTicks);
  // The build's curves of the default rows, in their colours (the same on
  // the server and in the first client render: hydration matches).
  const sketchLayers: SketchLayer[] = (props.sketch?.lines ?? []).flatMap((line, i) => {
    const row = defaults.rows[i];
    return line && row ? [{ colour: row.colour === '#000000' ? CSS_THEME.axis : row.colour, line }] : [];
  });
  const fallback = toSvg(
    makeScene(defaults.window, initialSize(props), CSS_THEME, [], initialPoints(props.initial), format, false),
    strings.plane,
    sketchLayers,
  );

  const setWindow = (w: Window) => setState((s) => ({ ...s, window: w }));
  const setRows = (rows: Row[]) => setState((s) => ({ ...s, rows }));
  const fit = () => {
    const all = layers.flatMap((l) => [...l.drawing.polylines, l.drawing.points, ...l.drawing.fills]);
    const w = fitted(all, state.window);
    if (w) setWindow(w);
  };
  const reset = () => setWindow(defaults.window);
  const descriptionId = `${uid}-description`;
  const keysId = `${uid}-keys`;
  const pointsList = points.map((p) => pointText(strings, p, state.rows, locale));

  const exportPng = () => {
    const canvas = root.current?.querySelector('canvas');
    canvas?.toBlob((blob) => blob && saveBlob(`${props.id}.png`, blob), 'image/png');
  };
  const exportSvg = () => {
    const svg = toSvg({ ...current, theme: themeOf(root.current) }, description(strings, state.rows, state.window, locale));
    saveBlob(`${props.id}.svg`, new Blob([svg], { type: 'image/svg+xml' }));
  };
  const copyLink = () => {
    linkOf(state, params)
      .then((url) => navigator.clipboard?.writeText(url))
      .then(
        () => {
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        },
        (e: unknown) => console.error(e),
      );
  };
  const angleField = props.fields.find((f) => f.id === 'angleUnit');

  return (
    <div ref={root} className="graph">
      <div className="graph-side">
        <ExpressionList
          strings={strings}
          rows={state.rows}
          errors={rowMessages}
          idBase={`${uid}-row`}
          canAdd={state.rows.length < MAX_ROWS}
          onChange={(i, row) => setRows(state.rows.map((r, k) => (k === i ? row : r)))}
          onRemove={(i) => setRows(state.rows.filter((_, k) => k !== i))}
          onAdd={() => setRows([...state.rows, { key: newKey(), text: '', colour: nextColour(state.rows.map((r) => r.colour)), hidden: false }])}
          maxLength={maxLength}
          onRefuse={(i) => {
            const row = state.rows[i];
            if (row) setRefused({ key: row.key, text: row.text });
          }}
        />
        <Sliders
          strings={strings}
          names={params}
          sliders={sliders}
          playing={playing}
          idBase={`${uid}-slider`}
          onChange={(name, s) => setState((st) => ({ ...st, sliders: { ...st.sliders, [name]: s } }))}
          onPlay={setPlaying}
        />
      </div>
      <div className="graph-main">
        <div className="graph-toolbar" role="toolbar" aria-label={strings.plane}>
          <button type="button" className="graph-button" onClick={() => setWindow(zoomed(state.window, size, ZOOM_STEP))} aria-label={strings.zoomIn}>
            +
          </button>
          <button type="button" className="graph-button" onClick={() => setWindow(zoomed(state.window, size, 1 / ZOOM_STEP))} aria-label={strings.zoomOut}>
            −
          </button>
          <button type="button" className="graph-tool" onClick={fit}>
            {strings.fit}
          </button>
          <button type="button" className="graph-tool" onClick={() => setWindow(squared(state.window, size))}>
            {strings.square}
          </button>
          <button type="button" className="graph-tool" onClick={reset}>
            {strings.reset}
          </button>
          <button type="button" className="graph-tool" aria-pressed={state.piTicks} onClick={() => setState((s) => ({ ...s, piTicks: !s.piTicks }))}>
            {strings.piTicks}
          </button>
          {angleField && (
            <select
              className="calc-select graph-angle"
              name="angleUnit"
              aria-label={angleField.label}
              value={state.angle}
              onChange={(e) => setState((s) => ({ ...s, angle: e.target.value === 'deg' ? 'deg' : ('rad' as Angle) }))}
            >
              {angleField.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </div>
        <Plane
          strings={strings}
          scene={engine ? current : null}
          fallback={fallback}
          descriptionId={descriptionId}
          keysId={keysId}
          onView={setWindow}
          onSize={setSize}
          onFit={fit}
          onReset={reset}
          pointText={(p) => pointText(strings, p, state.rows, locale)}
          traceable={functions}
          trace={(curve, x) => {
            const y = engine?.valueAt(shownText, state.angle, values, curve, x) ?? null;
            return y === null ? null : { text: traceText(strings, x, y, curveName(state.rows, curve), locale), x, y };
          }}
        />
        <p id={descriptionId} className="graph-description">
          {description(strings, state.rows, state.window, locale)}
        </p>
        <p id={keysId} className="calc-help">
          {strings.keys}
        </p>
        <div className="graph-toolbar">
          <button type="button" className="graph-tool" onClick={exportPng} disabled={!engine}>
            {strings.exportPng}
          </button>
          <button type="button" className="graph-tool" onClick={exportSvg} disabled={!engine}>
            {strings.exportSvg}
          </button>
          <button type="button" className="graph-tool" onClick={copyLink}>
            {strings.copyLink}
          </button>
          <span className="calc-help" aria-live="polite">
            {copied ? strings.copied : ''}
          </span>
        </div>
        <section className="graph-points">
          <h2 id={`${uid}-points`} className="calc-heading">
            {strings.points}
          </h2>
          {pointsList.length === 0 ? (
            <p>{strings.noPoints}</p>
          ) : (
            // Scrolls when long: focusable, so the keyboard scrolls it too.
            <ul tabIndex={0} aria-labelledby={`${uid}-points`}>
              {pointsList.map((t, i) => (
                <li key={i}>{t}</li>
              ))}
            </ul>
          )}
        </section>
        <ValueTable
          strings={strings}
          rows={state.rows}
          functions={functions}
          locale={locale}
          idBase={`${uid}-table`}
          initialFrom={defaults.window.xMin}
          initialTo={defaults.window.xMax}
          valueAt={engine ? (line, x) => engine.valueAt(shownText, state.angle, values, line, x) : null}
          prerendered={initialTable(props.initial)}
        />
      </div>
    </div>
  );
}
