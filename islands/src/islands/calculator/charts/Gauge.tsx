// A gauge: where one number output falls among named bands (BMI 22.9 in
// "Healthy weight"), a bar of coloured bands with a marker at the value, the
// band edges under it, and a legend naming each band and its span, the one
// the value is in marked. Drawn at a fixed aspect ratio, so the server's
// drawing takes the same room as the browser's (no layout shift).

import type { ChartView } from '../../../lib/props';
import { formatNumber } from '../../../lib/format';
import type { GaugeData } from './data';
import { ChartFrame } from './ChartFrame';

const WIDTH = 320;
const HEIGHT = 72;
const LEFT = 12;
const RIGHT = WIDTH - 12;
const BAR_TOP = 30;
const BAR_HEIGHT = 16;

/** Bands in the order low, healthy, high, higher: blue, green, orange, pink, then the rest. */
const BAND_COLOURS = [1, 3, 2, 4, 5, 6];
export const bandClass = (index: number) => `calc-chart-c${BAND_COLOURS[index % BAND_COLOURS.length]}`;

const round = (n: number) => Math.round(n * 100) / 100;

/** x of `value` on the scale from `lo` to `hi` (clamped to the bar). */
export function gaugeX(value: number, lo: number, hi: number): number {
  const t = Math.min(1, Math.max(0, (value - lo) / (hi - lo)));
  return round(LEFT + t * (RIGHT - LEFT));
}

export interface GaugeProps {
  chart: ChartView;
  data: GaugeData;
  locale: string;
}

export function Gauge({ chart, data, locale }: GaugeProps) {
  const [lo, hi] = data.range;
  // A negative edge takes the minus sign, so a span reads "−3–−2", not "-3--2".
  const edge = (n: number) => formatNumber(n, locale, 1).replace(/^-/, '\u2212');
  const span = (from: number | null, to: number | null) =>
    from === null ? `< ${edge(to ?? hi)}` : to === null ? `≥ ${edge(from)}` : `${edge(from)}–${edge(to)}`;
  const active = data.bands.find((b) => b.active);
  const summary = `${chart.title}. ${data.valueLabel}: ${data.valueText}${active ? `, ${active.label} (${span(active.from, active.to)})` : ''}.`;
  const x = gaugeX(data.value, lo, hi);
  // The value's text stays inside the drawing at either end.
  const anchor = x < LEFT + 24 ? 'start' : x > RIGHT - 24 ? 'end' : 'middle';
  return (
    <ChartFrame chart={chart}>
      <div className="calc-gauge">
        <svg className="calc-gauge-svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} focusable="false">
          {data.bands.map((b, i) => {
            const x0 = gaugeX(b.from ?? lo, lo, hi);
            const x1 = gaugeX(b.to ?? hi, lo, hi);
            return (
              <rect
                key={b.value}
                className={`calc-gauge-band ${bandClass(i)}${b.active ? ' calc-gauge-band--active' : ''}`}
                x={x0}
                y={BAR_TOP}
                width={round(x1 - x0)}
                height={BAR_HEIGHT}
                data-band={b.value}
              />
            );
          })}
          <g className="calc-chart-ticks">
            {data.bands.slice(1).map((b) => (
              <text key={b.value} x={gaugeX(b.from ?? lo, lo, hi)} y={BAR_TOP + BAR_HEIGHT + 16} textAnchor="middle">
                {edge(b.from ?? lo)}
              </text>
            ))}
          </g>
          <path className="calc-gauge-marker" d={`M ${x} ${BAR_TOP + BAR_HEIGHT + 2} L ${x} ${BAR_TOP - 8} M ${x - 6} ${BAR_TOP - 12} L ${x + 6} ${BAR_TOP - 12} L ${x} ${BAR_TOP - 4} Z`} />
          <text className="calc-gauge-value" x={x} y={BAR_TOP - 16} textAnchor={anchor}>
            {data.valueText}
          </text>
        </svg>
        <ul className="calc-chart-legend calc-chart-legend--gauge">
          {data.bands.map((b, i) => (
            <li key={b.value} className={`calc-chart-legend-item${b.active ? ' calc-chart-legend-item--active' : ''}`} data-band={b.value} aria-current={b.active || undefined}>
              <span className={`calc-chart-swatch ${bandClass(i)}`} aria-hidden="true" />
              <span className="calc-chart-legend-label">{b.label}</span>
              <span className="calc-chart-legend-value">{span(b.from, b.to)}</span>
            </li>
          ))}
        </ul>
      </div>
    </ChartFrame>
  );
}
