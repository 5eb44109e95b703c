// A donut chart drawn from the shown result: a chunk of its own, fetched only
// by calculators that declare one (../parts.ts).

import type { CalculatorProps, ChartView } from '../../../lib/props';
import type { Shown } from '../useCalculator';
import { donutData } from './data';
import { Donut } from './Donut';
import type { XYContext } from './XYChart';

export interface ChartPartProps {
  chart: ChartView;
  props: CalculatorProps;
  shown: Shown;
  context: XYContext;
}

export function DonutPart({ chart, props, shown, context }: ChartPartProps) {
  const data = donutData(chart, props, shown);
  return data ? <Donut chart={chart} data={data} locale={props.numberLocale} totalLabel={context.strings.total} /> : null;
}
