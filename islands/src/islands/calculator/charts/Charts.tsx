// One chart drawn from the shown result: a donut, a gauge, a line or a
// stacked chart, or a calendar (a chunk of its own: ./CalendarPanel.tsx).
// Part of the details chunk (../DetailsBody.tsx): split per kind or from the
// tables, the code they share with the Calculator's chunk became small
// chunks of their own that cost every calculator page more than it saved.

import type { CalculatorProps, ChartView } from '../../../lib/props';
import type { Shown } from '../useCalculator';
import { CalendarPanel } from './CalendarPanel';
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
    return <CalendarPanel chart={chart} props={props} shown={shown} strings={context.strings} />;
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
