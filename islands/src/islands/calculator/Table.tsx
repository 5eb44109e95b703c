// Table outputs: each in a <table> with its caption and column headings,
// inside a region that scrolls sideways on a phone (and is reachable with
// the keyboard), a sticky header, the first rows with "Show all N rows", and
// "Download CSV". Several tables become views of one place: a tab per table.
// Printed, the chosen table has every row.

import { useRef, useState, type KeyboardEvent } from 'react';
import type { CalculatorResultStrings } from '../../lib/props';
import { fillTemplate, formatInteger } from '../../lib/format';
import { isIsoDate } from '../../lib/dates';
import { cellText, isNumeric, pagedRows, PAGE_ROWS, type ShownTable } from './tables';
import { usePrinting } from './printing';

export interface TableContext {
  calculatorId: string;
  locale: string;
  currency: string;
  strings: CalculatorResultStrings;
}

interface DataTableProps {
  table: ShownTable;
  context: TableContext;
  idBase: string;
  /** The caption is read by screen readers only (a tab already names the table). */
  quietCaption: boolean;
  expanded: boolean;
  onExpand: (expanded: boolean) => void;
}

export function DataTable({ table, context, idBase, quietCaption, expanded, onExpand }: DataTableProps) {
  const { view, columns } = table;
  const { locale, currency, strings } = context;
  const printed = usePrinting();
  const { rows, paged } = pagedRows(table.rows, expanded || printed);
  const captionId = `${idBase}-caption`;
  const count = formatInteger(table.rows.length, locale);
  const cell = (row: Record<string, unknown>, index: number) => {
    const column = columns[index];
    if (!column) return null;
    const raw = row[column.key];
    const text = cellText(raw, column, view, locale, currency);
    const content = (column.format === 'date' || column.format === 'month') && isIsoDate(raw) ? <time dateTime={raw}>{text}</time> : text;
    // Words (a milestone, a goal) may wrap; numbers and dates stay on one line.
    const className = isNumeric(column)
      ? 'calc-table-cell calc-table-num'
      : column.format === 'label'
        ? 'calc-table-cell calc-table-words'
        : 'calc-table-cell';
    return index === 0 ? (
      <th key={column.key} scope="row" className={className}>
        {content}
      </th>
    ) : (
      <td key={column.key} className={className}>
        {content}
      </td>
    );
  };
  return (
    <div className="calc-table-block" data-table={view.id}>
      <div className="calc-table-scroll" tabIndex={0} role="region" aria-label={view.label}>
        <table className="calc-table">
          <caption id={captionId} className={quietCaption ? 'calc-sr-only' : 'calc-table-caption'}>
            {view.label}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={isNumeric(column) ? 'calc-table-head calc-table-num' : 'calc-table-head'}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={r}>{columns.map((_, c) => cell(row, c))}</tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="calc-table-foot">
        {paged && !printed && (
          <>
            <p className="calc-table-count">
              {fillTemplate(strings.rowsShown, { shown: formatInteger(rows.length, locale), count })}
            </p>
            <button type="button" className="calc-tool-button" aria-expanded={expanded} onClick={() => onExpand(!expanded)}>
              {expanded
                ? fillTemplate(strings.showFewerRows, { count: formatInteger(PAGE_ROWS, locale) })
                : fillTemplate(strings.showAllRows, { count })}
            </button>
          </>
        )}
        <button
          type="button"
          className="calc-tool-button"
          aria-describedby={captionId}
          onClick={() =>
            // The CSV code is fetched on the first download.
            void import('./exporting').then(({ csvFileName, download, tableCsv }) =>
              download(csvFileName(context.calculatorId, view.id), 'text/csv;charset=utf-8', tableCsv(table)),
            )
          }
        >
          {strings.downloadCsv}
        </button>
      </div>
    </div>
  );
}

interface TableViewsProps {
  tables: ShownTable[];
  context: TableContext;
  idBase: string;
}

/** One table, or a tab per table (its label) with the chosen one below. */
export function TableViews({ tables, context, idBase }: TableViewsProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const activeIndex = Math.max(
    0,
    tables.findIndex((t) => t.view.id === chosen),
  );
  const active = tables[activeIndex];
  if (!active) return null;
  const tabbed = tables.length > 1;
  const tabId = (i: number) => `${idBase}-tab-${i}`;
  const panelId = `${idBase}-panel`;

  const select = (i: number) => {
    const k = (i + tables.length) % tables.length;
    const target = tables[k];
    if (!target) return;
    setChosen(target.view.id);
    tabs.current[k]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: activeIndex + 1,
      ArrowDown: activeIndex + 1,
      ArrowLeft: activeIndex - 1,
      ArrowUp: activeIndex - 1,
      Home: 0,
      End: tables.length - 1,
    };
    const next = moves[e.key];
    if (next === undefined) return;
    e.preventDefault();
    select(next);
  };

  const table = (
    <DataTable
      key={active.view.id}
      table={active}
      context={context}
      idBase={`${idBase}-${active.view.id}`}
      quietCaption={tabbed}
      expanded={expanded[active.view.id] ?? false}
      onExpand={(open) => setExpanded((e) => ({ ...e, [active.view.id]: open }))}
    />
  );

  if (!tabbed) return <div className="calc-tables">{table}</div>;
  return (
    <div className="calc-tables">
      <div className="calc-tabs" role="tablist" aria-label={context.strings.tables}>
        {tables.map((t, i) => (
          <button
            key={t.view.id}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(i)}
            className="calc-tab"
            aria-selected={i === activeIndex}
            aria-controls={i === activeIndex ? panelId : undefined}
            tabIndex={i === activeIndex ? 0 : -1}
            onClick={() => setChosen(t.view.id)}
            onKeyDown={onKeyDown}
          >
            {t.view.label}
          </button>
        ))}
      </div>
      <div className="calc-tab-panel" role="tabpanel" id={panelId} aria-labelledby={tabId(activeIndex)}>
        {table}
      </div>
    </div>
  );
}
