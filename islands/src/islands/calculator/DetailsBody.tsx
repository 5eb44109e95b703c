// Under the form and the results, across the whole width: the calculator's
// charts (those whose condition holds), then its tables. Both are drawn from
// the shown result, in the same render as the numbers above them. A chunk
// of its own, loaded only by calculators that declare charts or tables
// (./Details.tsx).

import { holds, visibleInputs } from '../../lib/conditions';
import type { ResultDetailsProps } from './Details';
import { shownTables } from './tables';
import { TableViews, type TableContext } from './Table';
import { resultStrings } from './resultStrings';
import type { XYContext } from './charts/XYChart';
import { Chart } from './charts/Charts';

export function DetailsBody({ props, shown, stale, idBase }: ResultDetailsProps) {
  const visible = visibleInputs(props.spec, shown.texts);
  const charts = (props.charts ?? []).filter((c) => holds(c.when, shown.texts, visible));
  const tables = shownTables(props, shown);
  if (charts.length === 0 && tables.length === 0) return null;
  const strings = resultStrings(props.strings);
  const context: TableContext & XYContext = {
    calculatorId: props.id,
    locale: props.numberLocale,
    currency: props.currency,
    strings,
  };
  return (
    <div className={`calc-details${stale ? ' calc-details--stale' : ''}`}>
      {charts.length > 0 && (
        <div className="calc-charts">
          {charts.map((chart) => (
            <Chart key={chart.id} chart={chart} props={props} shown={shown} context={context} />
          ))}
        </div>
      )}
      {tables.length > 0 && <TableViews tables={tables} context={context} idBase={`${idBase}-tables`} />}
    </div>
  );
}
