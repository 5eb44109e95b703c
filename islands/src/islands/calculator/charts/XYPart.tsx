// A line or stacked chart drawn from the shown result: a chunk of its own,
// fetched only by calculators that declare one (../parts.ts).

import type { ChartPartProps } from './DonutPart';
import { xyData } from './data';
import { LineChart, StackedChart } from './XYChart';

export function XYPart({ chart, props, shown, context }: ChartPartProps) {
  const data = xyData(chart, props, shown);
  if (!data) return null;
  return chart.kind === 'stacked' ? (
    <StackedChart chart={chart} data={data} context={context} />
  ) : (
    <LineChart chart={chart} data={data} context={context} />
  );
}
