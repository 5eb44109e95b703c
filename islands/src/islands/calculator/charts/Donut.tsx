// A donut of number outputs (a payment's parts, fat and lean mass): arcs
// drawn as SVG paths, the total in the middle, and a legend with each part's
// value and share, which is also the chart's text alternative.

import type { ChartView } from '../../../lib/props';
import { formatPercent } from '../../../lib/format';
import type { DonutData } from './data';
import { ChartFrame, Legend, colourClass } from './ChartFrame';

const SIZE = 200;
const CENTER = SIZE / 2;
const OUTER = 96;
const INNER = 62;
const TAU = 2 * Math.PI;

const round = (n: number) => Math.round(n * 100) / 100;

function point(radius: number, angle: number): string {
  return `${round(CENTER + radius * Math.cos(angle))} ${round(CENTER + radius * Math.sin(angle))}`;
}

/** The ring between INNER and OUTER from angle a0 to a1 (radians, clockwise from 12 o'clock). */
export function arcPath(a0: number, a1: number): string {
  const start = a0 - Math.PI / 2;
  const end = a1 - Math.PI / 2;
  if (a1 - a0 >= TAU - 1e-9) {
    // A whole ring: two half circles each way (one arc cannot end where it starts).
    const half = start + Math.PI;
    return (
      `M ${point(OUTER, start)} A ${OUTER} ${OUTER} 0 1 1 ${point(OUTER, half)} A ${OUTER} ${OUTER} 0 1 1 ${point(OUTER, start)} Z ` +
      `M ${point(INNER, start)} A ${INNER} ${INNER} 0 1 0 ${point(INNER, half)} A ${INNER} ${INNER} 0 1 0 ${point(INNER, start)} Z`
    );
  }
  const large = a1 - a0 > Math.PI ? 1 : 0;
  return (
    `M ${point(OUTER, start)} A ${OUTER} ${OUTER} 0 ${large} 1 ${point(OUTER, end)} ` +
    `L ${point(INNER, end)} A ${INNER} ${INNER} 0 ${large} 0 ${point(INNER, start)} Z`
  );
}

export interface DonutProps {
  chart: ChartView;
  data: DonutData;
  locale: string;
  totalLabel: string;
}

export function Donut({ chart, data, locale, totalLabel }: DonutProps) {
  const share = (s: number) => formatPercent(s * 100, locale, 1);
  const summary = `${chart.title}. ${data.slices.map((s) => `${s.label}: ${s.text} (${share(s.share)})`).join('; ')}. ${totalLabel}: ${data.totalText}.`;
  let angle = 0;
  const arcs = data.slices.map((s, i) => {
    const from = angle;
    angle += s.share * TAU;
    return s.share > 0 ? <path key={s.key} className={`calc-donut-arc ${colourClass(i)}`} d={arcPath(from, angle)} /> : null;
  });
  // The total must fit the hole: smaller type for longer numbers.
  const fontSize = Math.min(18, Math.floor((INNER * 2 - 14) / (Math.max(data.totalText.length, 4) * 0.58)));
  return (
    <ChartFrame chart={chart}>
      <div className="calc-donut">
        <svg className="calc-donut-svg" viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={summary} focusable="false">
          {arcs}
          <text className="calc-donut-total" x={CENTER} y={CENTER + fontSize * 0.1} fontSize={fontSize} textAnchor="middle">
            {data.totalText}
          </text>
          <text className="calc-donut-total-label" x={CENTER} y={CENTER + fontSize * 0.1 + 18} fontSize={12} textAnchor="middle">
            {totalLabel}
          </text>
        </svg>
        <Legend
          className="calc-chart-legend--donut"
          items={data.slices.map((s) => ({
            key: s.key,
            label: s.label,
            detail: (
              <span className="calc-chart-legend-detail">
                <span className="calc-chart-legend-value">{s.text}</span>
                <span className="calc-chart-legend-share">{share(s.share)}</span>
              </span>
            ),
          }))}
        />
      </div>
    </ChartFrame>
  );
}
