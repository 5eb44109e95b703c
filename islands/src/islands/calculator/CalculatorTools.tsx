// Under the results: copy the result as text, print it, and the
// collapsible "Recent calculations" list (this
// browser's history of this calculator, newest first) with restore and
// clear. The list is read in the browser only, so the server render (and
// the first client render) has just the buttons. Table outputs have their
// own "Download CSV" next to each table (Table.tsx, through exporting.ts).

import type { CalculatorProps, Outputs } from '../../lib/props';
import type { HistoryEntry } from '../../lib/history';
import { shownOutputs } from './outputs';
import { inputLines } from './exporting';
import type { useCalculatorTools } from './useCalculatorTools';

type Tools = ReturnType<typeof useCalculatorTools>;

export interface CalculatorToolsProps {
  props: CalculatorProps;
  tools: Tools;
  idBase: string;
}

function isOutputs(value: unknown): value is Outputs {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function Entry({ entry, props, tools, dates }: { entry: HistoryEntry; props: CalculatorProps; tools: Tools; dates: Intl.DateTimeFormat }) {
  const when = new Date(entry.time);
  const time = Number.isNaN(when.getTime()) ? entry.time : dates.format(when);
  const results = isOutputs(entry.result)
    ? shownOutputs(props, { outputs: entry.result, texts: entry.inputs }).filter((o) => o.view.id in (entry.result as Outputs))
    : [];
  const inputs = inputLines(props, entry.inputs, tools.tools);
  return (
    <li className="calc-recent-item">
      <div className="calc-recent-main">
        <time className="calc-recent-time" dateTime={entry.time}>
          {time}
        </time>
        {results.map((o) => (
          <span key={o.view.id} className="calc-recent-result">
            {`${o.view.label}: `}
            <strong>{o.unit ? `${o.text}\u00a0${o.unit}` : o.text}</strong>
          </span>
        ))}
        <span className="calc-recent-inputs">{inputs.map((i) => `${i.label}: ${i.value}`).join(' · ')}</span>
      </div>
      <button
        type="button"
        className="calc-tool-button"
        aria-label={tools.restoreLabel(time)}
        onClick={() => tools.restore(entry)}
      >
        {tools.tools.restore}
      </button>
    </li>
  );
}

export function CalculatorTools({ props, tools, idBase }: CalculatorToolsProps) {
  const t = tools.tools;
  const recent = tools.recent;
  const dates = new Intl.DateTimeFormat(props.lang, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    // "Your data" in the header can import or clear history in this very
    // tab, which fires no storage event: look again when the list is used.
    <div className="calc-tools" onFocus={tools.reload} onPointerEnter={tools.reload}>
      <div className="calc-actions">
        <button type="button" className="calc-tool-button" onClick={() => void tools.copyResults()}>
          {t.copyResults}
        </button>
        <button type="button" className="calc-tool-button" onClick={tools.print}>
          {t.print}
        </button>
        <p className="calc-tools-status" role="status">
          {tools.status}
        </p>
      </div>
      {recent !== null && recent.length > 0 && (
        <details className="calc-recent" onToggle={tools.reload}>
          <summary id={`${idBase}-recent`} className="calc-recent-summary">
            {`${t.recentHeading} (${recent.length})`}
          </summary>
          <p className="calc-recent-note">{t.recentNote}</p>
          <ol className="calc-recent-list">
            {recent.map((entry) => (
              <Entry key={`${entry.time}|${JSON.stringify(entry.inputs)}`} entry={entry} props={props} tools={tools} dates={dates} />
            ))}
          </ol>
          <button type="button" className="calc-tool-button calc-tool-button--danger" onClick={tools.clear}>
            {t.clearRecent}
          </button>
        </details>
      )}
    </div>
  );
}
