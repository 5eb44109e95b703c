// An `intervals` output (an inequality's answer) on a number line: the
// intervals' ends as circles (filled when included, hollow when not), the
// intervals shaded between them, an arrow where one runs on to ±∞. The ends
// are spaced evenly in their order, as a schoolbook draws the line, since
// √2 and 10⁴⁰ on one scale would leave nothing to see. Rust sends the
// intervals as data (calc-wasm algebra/inequality.rs, number_line), so the
// interval text is never parsed back here. The drawing is an image whose
// name is the set in words (`intervalWords`), which is also the output's
// plain text.

import { useContext } from 'react';
import type { CalculatorAcademicStrings } from '../../../lib/props';
import { fillTemplate } from '../../../lib/format';
import { MathNotation, type Notation } from '../math/notation';
import { readableMath } from '../math/readable';
import type { ShownOutput } from '../outputs';

type NumberLineStrings = CalculatorAcademicStrings['numberLine'];

export interface End {
  /** Exact text in the engine's syntax (`-sqrt(2)`), or a decimal. */
  text: string;
  x: number;
  closed: boolean;
}
export interface Interval {
  /** null: the interval runs on to −∞ (lo) or +∞ (hi). */
  lo: End | null;
  hi: End | null;
}
export interface IntervalSet {
  variable: string;
  intervals: Interval[];
}

const isEnd = (v: unknown): v is End =>
  typeof v === 'object' && v !== null && typeof (v as End).text === 'string' && Number.isFinite((v as End).x) && typeof (v as End).closed === 'boolean';
const isEndOrNull = (v: unknown): v is End | null => v === null || isEnd(v);

/** The output's value as a set of intervals; null for anything else (nothing drawn). */
export function readIntervals(value: unknown): IntervalSet | null {
  if (typeof value !== 'object' || value === null) return null;
  const { variable, intervals } = value as Partial<IntervalSet>;
  if (typeof variable !== 'string' || !Array.isArray(intervals) || intervals.length === 0) return null;
  const ok = intervals.every((i: unknown) => typeof i === 'object' && i !== null && isEndOrNull((i as Interval).lo) && isEndOrNull((i as Interval).hi));
  return ok ? { variable, intervals } : null;
}

/** Most characters of an exact end shown as written; longer ones show their decimal. */
const SHORT = 7;

/** An end as a label: exact when short (−2, √2, 1/3), else ≈ its decimal to 4 significant digits. */
export function endLabel(end: End, notation: Notation): string {
  const exact = readableMath(end.text, notation);
  if ([...exact].length <= SHORT) return exact;
  return `≈${readableMath(String(Number(end.x.toPrecision(4))), notation)}`;
}

/** "x less than −2 or x greater than 2", in the page's language. */
export function intervalWords(set: IntervalSet, strings: NumberLineStrings, notation: Notation, locale: string): string {
  const variable = readableMath(set.variable, notation);
  const word = (end: End) => readableMath(end.text, notation);
  const parts = set.intervals.map(({ lo, hi }) => {
    if (lo === null && hi === null) return fillTemplate(strings.any, { variable });
    let condition: string;
    if (lo !== null && hi !== null && lo.x === hi.x) condition = fillTemplate(strings.equal, { a: word(lo) });
    else {
      const lower = lo && fillTemplate(lo.closed ? strings.atLeast : strings.greater, { a: word(lo) });
      const upper = hi && fillTemplate(hi.closed ? strings.atMost : strings.less, { b: word(hi) });
      condition = lower && upper ? fillTemplate(strings.both, { lower, upper }) : (lower ?? upper ?? '');
    }
    return fillTemplate(strings.interval, { variable, condition });
  });
  return new Intl.ListFormat(locale, { type: 'disjunction' }).format(parts);
}

// The drawing's geometry, in viewBox units.
const WIDTH = 320;
const HEIGHT = 60;
const AXIS = 22;
/** Where the ends go: evenly over [FIRST, LAST], the axis' arrows beyond. */
const FIRST = 48;
const LAST = WIDTH - 48;
const TIP = 6;

/** An arrowhead at `x` pointing left (−1) or right (+1). */
function arrow(x: number, dir: -1 | 1, size: number): string {
  return `${x},${AXIS} ${x - dir * size * 1.6},${AXIS - size} ${x - dir * size * 1.6},${AXIS + size}`;
}

export function NumberLine({ output }: { output: ShownOutput }) {
  const notation = useContext(MathNotation);
  const set = readIntervals(output.value);
  if (!set) return null;
  const ends = set.intervals.flatMap((i) => [i.lo, i.hi]).filter((e): e is End => e !== null);
  const xs = [...new Set(ends.map((e) => e.x))].sort((a, b) => a - b);
  const at = (x: number) => (xs.length === 1 ? WIDTH / 2 : FIRST + ((LAST - FIRST) * xs.indexOf(x)) / (xs.length - 1));
  const labelled = new Map(ends.map((e) => [e.x, endLabel(e, notation)]));
  return (
    <svg className="calc-number-line" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={output.text} focusable="false">
      <line className="calc-number-line-axis" x1={TIP} y1={AXIS} x2={WIDTH - TIP} y2={AXIS} />
      <polygon className="calc-number-line-axis-tip" points={arrow(2, -1, 4)} />
      <polygon className="calc-number-line-axis-tip" points={arrow(WIDTH - 2, 1, 4)} />
      {xs.map((x) => (
        <g key={x}>
          <line className="calc-number-line-tick" x1={at(x)} y1={AXIS - 7} x2={at(x)} y2={AXIS + 7} />
          <text className="calc-number-line-label" x={at(x)} y={HEIGHT - 6} textAnchor="middle">
            {labelled.get(x)}
          </text>
        </g>
      ))}
      {set.intervals.map(({ lo, hi }, k) => {
        const from = lo ? at(lo.x) : TIP + 8;
        const to = hi ? at(hi.x) : WIDTH - TIP - 8;
        return (
          <g key={k} className="calc-number-line-set" data-interval={k}>
            {from !== to && <line className="calc-number-line-shade" x1={from} y1={AXIS} x2={to} y2={AXIS} />}
            {!lo && <polygon className="calc-number-line-ray" points={arrow(2, -1, 7)} data-ray="-∞" />}
            {!hi && <polygon className="calc-number-line-ray" points={arrow(WIDTH - 2, 1, 7)} data-ray="+∞" />}
            {[lo, hi].map(
              (e, side) =>
                e && !(side === 1 && lo && lo.x === e.x) && (
                  <circle key={side} className={`calc-number-line-end calc-number-line-end--${e.closed ? 'closed' : 'open'}`} cx={at(e.x)} cy={AXIS} r={6} data-end={e.closed ? 'closed' : 'open'} />
                ),
            )}
          </g>
        );
      })}
    </svg>
  );
}
