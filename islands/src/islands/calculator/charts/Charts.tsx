// One chart drawn from the shown result: a donut, a gauge, a line or a
// stacked chart, or a calendar (a part of its own, ../parts.ts, that loads
// the calendar on first use: ./CalendarPanel.tsx).
// Part of the details chunk (../DetailsBody.tsx): split per kind or from the
// tables, the code they share with the Calculator's chunk became small
// chunks of their own that cost every calculator page more than it saved.

import type { CalculatorProps, ChartView } from '../../../lib/props';
import type { Shown } from '../useCalculator';
import { part } from '../parts';
import { tablesWithRows } from '../tables';
import { donutData, gaugeData, xyData } from './data';
import { Donut } from './Donut';
import { Gauge } from './Gauge';
import { LineChart, StackedChart, type XYContext } from './XYChart';

export interface ChartProps {
  chart: ChartView;
  props: CalculatorProps;
  shown: Shown;
  context: XYContext;
}

export function Chart({ chart, props, shown, context }: ChartProps) {
  if (chart.kind === 'donut') {
    const data = donutData(chart, props, shown);
    return data ? <Donut chart={chart} data={data} locale={props.numberLocale} totalLabel={context.strings.total} /> : null;
  }
  if (chart.kind === 'calendar') {
    const { CalendarPanel } = part('calendar');
    const rows = tablesWithRows(props, shown).find((t) => t.view.id === chart.table)?.rows;
    return rows ? <CalendarPanel chart={chart} rows={rows} locale={props.numberLocale} strings={context.strings} /> : null;
  }
  if (chart.kind === 'gauge') {
    const data = gaugeData(chart, props, shown);
    return data ? <Gauge chart={chart} data={data} locale={props.numberLocale} /> : null;
  }
  const data = xyData(chart, props, shown);
  if (!data) return null;
  return chart.kind === 'stacked' ? (
    <StackedChart chart={chart} data={data} context={context} />
  ) : (
    <LineChart chart={chart} data={data} context={context} />
  );
}
