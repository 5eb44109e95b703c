// Line and stacked-area charts of a table's columns against one of its
// columns (a payment number, a year, an age, a date): nice value ticks,
// a few x ticks, gridlines, the lines or the stacked bands, a legend, and
// the plotted numbers as a table behind "Show the data".

import type { ChartView, CalculatorResultStrings, ColumnView } from '../../../lib/props';
import { fillTemplate, formatInteger } from '../../../lib/format';
import { cellText } from '../tables';
import type { XYData } from './data';
import { ChartFrame, DataToggle, Legend, colourClass, useMeasuredWidth } from './ChartFrame';
import { dateTicks, formatDateTick, formatTick, labelWidth, niceTicks, ticksWithin } from './scale';

export interface XYContext {
  locale: string;
  currency: string;
  strings: CalculatorResultStrings;
}

/** Drawn at this width until the real one is measured (server render). */
export const DEFAULT_WIDTH = 640;
const TOP = 14;
const BOTTOM = 30;
const RIGHT = 18;

interface Tick {
  at: number;
  label: string;
}

export interface Geometry {
  width: number;
  height: number;
  left: number;
  plotRight: number;
  plotBottom: number;
  yTicks: Tick[];
  xTicks: Tick[];
  /** Per series: the SVG path of its line (the top edge of its band when stacked). */
  lines: string[];
  /** Stacked only: the closed path of each band. */
  bands: string[];
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/** Where everything goes, for a chart `width` px wide. Pure: tested without a DOM. */
export function geometry(data: XYData, width: number, stacked: boolean, context: Pick<XYContext, 'locale' | 'currency'>): Geometry {
  const height = width < 480 ? 220 : 260;
  const n = data.xs.length;
  // Stacked: each series sits on the ones before it.
  const tops: number[][] = [];
  for (const s of data.series) {
    const below = tops[tops.length - 1];
    tops.push(stacked && below ? s.values.map((v, i) => v + (below[i] ?? 0)) : s.values);
  }
  const all = tops.flat();
  let yMin = 0;
  let yMax = 0;
  for (const v of all) {
    if (v < yMin) yMin = v;
    if (v > yMax) yMax = v;
  }
  const plotHeight = height - TOP - BOTTOM;
  const yValues = niceTicks(yMin, yMax, plotHeight < 170 ? 4 : 5);
  const y0 = yValues[0] ?? 0;
  const y1 = yValues[yValues.length - 1] ?? 1;
  const yStep = (yValues[1] ?? y1) - y0 || 1;
  const yColumn = data.series[0]?.column;
  const f = { locale: context.locale, currency: context.currency, step: yStep };
  const yLabels = yValues.map((v) => formatTick(v, yColumn, f));
  const left = Math.max(...yLabels.map(labelWidth), 12) + 10;
  const plotRight = width - RIGHT;
  const plotWidth = Math.max(plotRight - left, 10);
  const plotBottom = TOP + plotHeight;

  let xMin = Infinity;
  let xMax = -Infinity;
  for (const x of data.xs) {
    if (x < xMin) xMin = x;
    if (x > xMax) xMax = x;
  }
  const sx = (x: number) => (xMax === xMin ? left + plotWidth / 2 : left + ((x - xMin) / (xMax - xMin)) * plotWidth);
  const sy = (y: number) => TOP + (1 - (y - y0) / (y1 - y0)) * plotHeight;

  // As many x labels as fit: about one per 90 px.
  const count = Math.max(2, Math.floor(plotWidth / 90));
  let xTicks: Tick[];
  if (data.xIsDate) {
    const { ticks, yearOnly } = dateTicks(xMin, xMax, count);
    xTicks = ticks.map((t) => ({ at: sx(t), label: formatDateTick(t, context.locale, yearOnly) }));
  } else {
    const integer = data.xs.every(Number.isInteger);
    const values = ticksWithin(xMin, xMax, count, integer);
    const step = (values[1] ?? 1) - (values[0] ?? 0) || 1;
    xTicks = values.map((v) => ({ at: sx(v), label: formatTick(v, data.xColumn, { ...f, step }) }));
  }
  // Labels that would touch their neighbour are dropped, every other one.
  while (xTicks.length > 2 && xTicks.some((t, i) => i > 0 && t.at - (xTicks[i - 1]?.at ?? 0) < (labelWidth(t.label) + labelWidth(xTicks[i - 1]?.label ?? '')) / 2 + 8)) {
    xTicks = xTicks.filter((_, i) => i % 2 === 0);
  }

  const points = (values: number[]) => values.map((v, i) => `${r1(sx(data.xs[i] ?? 0))},${r1(sy(v))}`);
  const lines = tops.map((values) => (n > 0 ? `M${points(values).join('L')}` : ''));
  const bands = stacked
    ? tops.map((values, k) => {
        const base = k === 0 ? values.map(() => 0) : (tops[k - 1] as number[]);
        return `M${points(values).join('L')}L${points(base).reverse().join('L')}Z`;
      })
    : [];
  return {
    width,
    height,
    left,
    plotRight,
    plotBottom,
    yTicks: yValues.map((v, i) => ({ at: r1(sy(v)), label: yLabels[i] ?? '' })),
    xTicks: xTicks.map((t) => ({ at: r1(t.at), label: t.label })),
    lines,
    bands,
  };
}

function format(value: unknown, column: ColumnView | undefined, data: XYData, context: XYContext): string {
  return column ? cellText(value, column, data.table.view, context.locale, context.currency) : String(value);
}

/** What the chart shows, in words, for its aria-label. */
export function xySummary(chart: ChartView, data: XYData, context: XYContext): string {
  const last = data.xs.length - 1;
  const parts = data.series.map((s) =>
    fillTemplate(context.strings.lineSummary, {
      series: s.label,
      x: data.xColumn?.label ?? '',
      start: format(s.values[0], s.column, data, context),
      startX: format(data.xRaw[0], data.xColumn, data, context),
      end: format(s.values[last], s.column, data, context),
      endX: format(data.xRaw[last], data.xColumn, data, context),
      max: format(s.max, s.column, data, context),
      min: format(s.min, s.column, data, context),
    }),
  );
  return `${chart.title}. ${parts.join(' ')}`;
}

export interface XYChartProps {
  chart: ChartView;
  data: XYData;
  stacked: boolean;
  context: XYContext;
}

export function XYChart({ chart, data, stacked, context }: XYChartProps) {
  const [ref, width] = useMeasuredWidth<HTMLDivElement>(DEFAULT_WIDTH);
  const g = geometry(data, width, stacked, context);
  const { strings } = context;
  const rows = data.xs.length;
  return (
    <ChartFrame chart={chart}>
      <div ref={ref} className="calc-xy">
        <svg
          className="calc-xy-svg"
          viewBox={`0 0 ${g.width} ${g.height}`}
          role="img"
          aria-label={xySummary(chart, data, context)}
          focusable="false"
        >
          <g className="calc-chart-grid">
            {g.yTicks.map((t) => (
              <line key={t.at} x1={g.left} x2={g.plotRight} y1={t.at} y2={t.at} />
            ))}
          </g>
          <g className="calc-chart-ticks">
            {g.yTicks.map((t) => (
              <text key={t.at} x={g.left - 8} y={t.at} dy="0.32em" textAnchor="end">
                {t.label}
              </text>
            ))}
            {g.xTicks.map((t) => (
              <text key={t.at} x={t.at} y={g.plotBottom + 20} textAnchor="middle">
                {t.label}
              </text>
            ))}
          </g>
          <line className="calc-chart-baseline" x1={g.left} x2={g.plotRight} y1={g.plotBottom} y2={g.plotBottom} />
          {g.bands.map((d, i) => (
            <path key={`band-${data.series[i]?.key}`} className={`calc-chart-band ${colourClass(i)}`} d={d} />
          ))}
          {g.lines.map((d, i) => (
            <path key={`line-${data.series[i]?.key}`} className={`calc-chart-line ${colourClass(i)}`} d={d} fill="none" />
          ))}
        </svg>
      </div>
      {data.series.length > 1 && <Legend items={data.series.map((s) => ({ key: s.key, label: s.label }))} />}
      <DataToggle summary={strings.showData}>
        {() => (
          <>
            {rows < data.rowCount && (
              <p className="calc-table-count">
                {fillTemplate(strings.rowsShown, {
                  shown: formatInteger(rows, context.locale),
                  count: formatInteger(data.rowCount, context.locale),
                })}
              </p>
            )}
            <div
              className="calc-table-scroll"
              tabIndex={0}
              role="region"
              aria-label={fillTemplate(strings.chartData, { chart: chart.title })}
            >
              <table className="calc-table">
                <caption className="calc-sr-only">{chart.title}</caption>
                <thead>
                  <tr>
                    <th scope="col" className="calc-table-head">
                      {data.xColumn?.label ?? ''}
                    </th>
                    {data.series.map((s) => (
                      <th key={s.key} scope="col" className="calc-table-head calc-table-num">
                        {s.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.xRaw.map((x, i) => (
                    <tr key={i}>
                      <th scope="row" className="calc-table-cell">
                        {format(x, data.xColumn, data, context)}
                      </th>
                      {data.series.map((s) => (
                        <td key={s.key} className="calc-table-cell calc-table-num">
                          {format(s.values[i], s.column, data, context)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </DataToggle>
    </ChartFrame>
  );
}

export function LineChart(props: Omit<XYChartProps, 'stacked'>) {
  return <XYChart {...props} stacked={false} />;
}

export function StackedChart(props: Omit<XYChartProps, 'stacked'>) {
  return <XYChart {...props} stacked />;
}
