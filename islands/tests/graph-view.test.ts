// The graphing calculator's pure parts: the window's maps, zoom about the
// pointer, square axes, ticks (also at multiples of π), the share link's
// strict reading, and the engine's NaN-separated polylines split apart.

import { describe, expect, it } from 'vitest';
import { panned, squared, toPx, toWorld, zoomed, fitted } from '../src/islands/graph/view';
import { niceStep, piLabel, ticks } from '../src/islands/graph/ticks';
import { engineSyntax, fromLink, LINK_EXTRAS, linkValues, parseSliders, rowsOf, toLink, type GraphState } from '../src/islands/graph/state';
import { MAX_QUERY_LENGTH, readLinkParams, shareLink } from '../src/lib/shareLink';
import { pieces } from '../src/islands/graph/engine';
import { PALETTE, scene } from '../src/islands/graph/scene';
import { toSvg } from '../src/islands/graph/svg';
import { description } from '../src/islands/graph/describe';
import { calculatorProps } from './generated-props';
import { maxLengthOf } from '../src/lib/limits';

const W = { xMin: -10, xMax: 10, yMin: -5, yMax: 5 };
const S = { width: 800, height: 400 };

describe('view', () => {
  it('maps world to pixels and back', () => {
    expect(toPx(W, S, 0, 0)).toEqual([400, 200]);
    expect(toWorld(W, S, 800, 0)).toEqual([10, 5]);
  });
  it('zooms about the pointer: the point under it stays', () => {
    const z = zoomed(W, S, 2, 600, 100);
    const [x, y] = toWorld(W, S, 600, 100);
    const [x2, y2] = toWorld(z, S, 600, 100);
    expect(x2).toBeCloseTo(x, 12);
    expect(y2).toBeCloseTo(y, 12);
    expect(z.xMax - z.xMin).toBeCloseTo(10, 12);
  });
  it('refuses to zoom past the precision of doubles', () => {
    const tiny = { xMin: 1, xMax: 1 + 2e-12, yMin: 0, yMax: 1 };
    expect(zoomed(tiny, S, 10)).toBe(tiny);
  });
  it('pans with the drag and squares the axes about the centre', () => {
    expect(panned(W, S, 40, 0).xMin).toBeCloseTo(-11, 12);
    const q = squared({ xMin: -10, xMax: 10, yMin: -10, yMax: 10 }, S);
    expect((q.xMax - q.xMin) / S.width).toBeCloseTo((q.yMax - q.yMin) / S.height, 12);
    expect(q.xMin + q.xMax).toBeCloseTo(0, 12);
  });
  it('fits the points with a margin', () => {
    const f = fitted([Float64Array.from([0, 0, 10, 5, NaN, NaN])], W);
    expect(f).toEqual({ xMin: -0.5, xMax: 10.5, yMin: -0.25, yMax: 5.25 });
    expect(fitted([], W)).toBeNull();
  });
});

describe('ticks', () => {
  it('steps of 1, 2 or 5 times a power of ten', () => {
    expect(niceStep(0.3)).toBeCloseTo(0.5, 15);
    expect(niceStep(1.5)).toBe(2);
    expect(niceStep(7)).toBe(10);
  });
  it('labels multiples of π in lowest terms', () => {
    expect(piLabel(2, 1, 4)).toBe('π/2');
    expect(piLabel(-3, 1, 4)).toBe('−3π/4');
    expect(piLabel(4, 1, 2)).toBe('2π');
    const t = ticks(-7, 7, 800, String, true).filter((k) => k.major);
    expect(t.map((k) => k.label)).toContain('π');
    expect(t.find((k) => k.label === 'π')?.value).toBeCloseTo(Math.PI, 15);
  });
});

describe('share link', () => {
  const defaults: GraphState = { rows: rowsOf('y = x'), sliders: {}, window: W, angle: 'rad', piTicks: false };
  it('round-trips the whole graph', () => {
    const state: GraphState = {
      rows: rowsOf('y = a x^2\nx^2 + y^2 = 4', [PALETTE[2] as string], new Set([1])),
      sliders: { a: { value: 2, min: -5, max: 5, step: 0.5 } },
      window: { xMin: -3, xMax: 3, yMin: -2, yMax: 2 },
      angle: 'deg',
      piTicks: true,
    };
    const back = fromLink(toLink(state, ['a']), defaults);
    expect(back.rows.map((r) => [r.text, r.colour, r.hidden])).toEqual(state.rows.map((r) => [r.text, r.colour, r.hidden]));
    expect(back.sliders).toEqual(state.sliders);
    expect(back.window).toEqual(state.window);
    expect(back.angle).toBe('deg');
    expect(back.piTicks).toBe(true);
  });
  it('keeps only valid known fields', () => {
    const back = fromLink('xMin=5&xMax=1&yMin=0&yMax=1&angleUnit=grad&colours=red&expressions=y%3Dx&evil=1', defaults);
    expect(back.window).toEqual(W);
    expect(back.angle).toBe('rad');
    expect(back.rows[0]?.colour).toBe(PALETTE[0]);
    expect(parseSliders('a:1:0:10:0.1;b:1:5:0:1;c:x:0:1:1;2a:1:0:1:0.5;d:1:0:1:0')).toEqual({ a: { value: 1, min: 0, max: 10, step: 0.1 } });
  });
});

describe('a long graph as a share link (issue 41)', () => {
  // The graphing calculator as the build writes it: its declared inputs.
  const graphing = calculatorProps('graphing.en');
  const names = [...graphing.spec.inputs.map((i) => i.id), ...LINK_EXTRAS];
  const expressionsInput = graphing.spec.inputs.find((i) => i.id === 'expressions');
  const maxLength = maxLengthOf(expressionsInput) ?? 0;
  // 100 rows (calc-wasm's limit) filling the expressions' length: each
  // `y = 7+(x^2)/2+(x^2)/2…`, whose brackets, carets and slashes a URL
  // writes as %28, %5E, %2F.
  const width = Math.floor((maxLength + 1) / 100) - 1;
  const text = Array.from({ length: 100 }, (_, i) => `y = ${i}${'+(x^2)/2'.repeat(width)}`.slice(0, width)).join('\n');
  const state: GraphState = {
    rows: rowsOf(text, [], new Set([3, 50])),
    sliders: {},
    window: { xMin: -3, xMax: 3, yMin: -2, yMax: 2 },
    angle: 'deg',
    piTicks: true,
  };
  const defaults: GraphState = { rows: rowsOf('y = x'), sliders: {}, window: W, angle: 'rad', piTicks: false };

  it('would be over 8 KB plain, which nginx refuses (414)', () => {
    expect(text.length).toBeGreaterThan(maxLength - 100);
    expect(text.length).toBeLessThanOrEqual(maxLength);
    expect(toLink(state, []).length).toBeGreaterThan(8192);
  });

  it('fits the length every page keeps, compressed, and brings the same graph back', () => {
    const { url, leftOut } = shareLink('https://calcula.example/graphing-calculator', names, linkValues(state, []));
    expect(leftOut).toEqual([]);
    const search = new URL(url).search;
    expect(search.length - 1).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    const back = fromLink(new URLSearchParams(readLinkParams(search, names)).toString(), defaults);
    expect(back.rows.map((r) => [r.text, r.colour, r.hidden])).toEqual(state.rows.map((r) => [r.text, r.colour, r.hidden]));
    expect(back.window).toEqual(state.window);
    expect(back.angle).toBe('deg');
    expect(back.piTicks).toBe(true);
  });
});

describe('engine polylines', () => {
  it('split at NaN pairs, never joined across them', () => {
    const parts = pieces(Float64Array.from([0, 0, 1, 1, NaN, NaN, 2, 2, 3, 3, NaN, NaN]));
    expect(parts.map((p) => [...p])).toEqual([
      [0, 0, 1, 1],
      [2, 2, 3, 3],
    ]);
  });
});

describe('decimal commas', () => {
  it('become points between digits on Portuguese pages; pair commas stay', () => {
    expect(engineSyntax('y = 1,5x + 2,(3)', true)).toBe('y = 1.5x + 2.(3)');
    expect(engineSyntax('(1, 2)', true)).toBe('(1, 2)');
    expect(engineSyntax('y = 1,5', false)).toBe('y = 1,5');
  });
});

describe('axis numbers', () => {
  // At 12 px, system-ui's digits and minus sign are under 0.6 em wide.
  const CHAR = 12 * 0.6;
  const format = (v: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 }).format(v).replace('-', '\u2212');
  /** Every <text> of the SVG with its box, from its anchor and an independent width. */
  function labels(svg: string) {
    return [...svg.matchAll(/<text x="([-\d.]+)" y="([-\d.]+)">([^<]*)<\/text>/g)].map((m) => {
      const [x, y, text] = [Number(m[1]), Number(m[2]), m[3] ?? ''];
      const w = [...text].length * CHAR;
      return { text, left: x - w / 2, right: x + w / 2, top: y - 6, bottom: y + 6 };
    });
  }
  it.each([
    { xMin: -10, xMax: 10, yMin: -10, yMax: 10 },
    { xMin: -1000, xMax: 1000, yMin: -10000, yMax: 10000 },
    { xMin: 2, xMax: 12, yMin: 3, yMax: 9 },
    { xMin: -12, xMax: -2, yMin: -9, yMax: -3 },
  ])('show whole, never cut at an edge: %o', (w) => {
    const size = { width: 600, height: 400 };
    const theme = { background: '#fff', grid: '#eee', gridMajor: '#ddd', axis: '#333', text: '#555', point: '#777' };
    const found = labels(toSvg(scene(w, size, theme, [], [], format, false), 'Graph'));
    expect(found.length).toBeGreaterThan(4);
    for (const l of found) {
      expect(l.left, `${l.text} at ${l.left}`).toBeGreaterThanOrEqual(0);
      expect(l.right, `${l.text} at ${l.right}`).toBeLessThanOrEqual(size.width);
      expect(l.top, `${l.text} at ${l.top}`).toBeGreaterThanOrEqual(0);
      expect(l.bottom, `${l.text} at ${l.bottom}`).toBeLessThanOrEqual(size.height);
    }
    // The numbers at the ends are drawn (whole, as checked above).
    if (w.xMin === -10) expect(found.map((l) => l.text)).toEqual(expect.arrayContaining([format(-10), format(10)]));
  });
});

describe('the plane described', () => {
  it.each(['en', 'pt-BR'] as const)('%s: counts the expressions with the plural the number takes', (lang) => {
    const props = calculatorProps(`graphing.${lang}`);
    const s = props.strings.graph!;
    const row = (text: string) => ({ key: text.length, text, colour: PALETTE[0]!, hidden: false });
    const one = description(s, [row('y = x')], W, props.numberLocale);
    const two = description(s, [row('y = x'), row('y = 2x')], W, props.numberLocale);
    const forms = (n: number) => {
      const m = /\{count, plural, (?:=0 \{[^}]*\} )?one \{([^}]*)\} other \{([^}]*)\}\}/.exec(s.description)!;
      return (new Intl.PluralRules(props.numberLocale).select(n) === 'one' ? m[1]! : m[2]!).replace('#', String(n));
    };
    expect(one.startsWith(forms(1))).toBe(true);
    expect(two.startsWith(forms(2))).toBe(true);
    expect(one).not.toBe(two.replace('2', '1'));
  });
});
