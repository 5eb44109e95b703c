// The "Recent calculations" list under the results (./CalculatorTools.tsx):
// a chunk of its own, loaded only when this browser has history for the
// calculator (it is never in the server render). The question before
// clearing, and where focus goes after it, are the parent's state.

import { useMemo, type RefObject } from 'react';
import type { CalculatorProps, Outputs } from '../../lib/props';
import type { HistoryEntry } from '../../lib/history';
import { shownOutputs } from './outputs';
import { inputLines } from './exporting';
import type { Tools } from './CalculatorTools';

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
        {entry.shown?.solve && <span className="calc-recent-solve">{entry.shown.solve.text}</span>}
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

export interface RecentListProps {
  props: CalculatorProps;
  tools: Tools;
  idBase: string;
  recent: HistoryEntry[];
  confirming: boolean;
  ask: () => void;
  cancel: () => void;
  confirmClear: () => void;
  clearButton: RefObject<HTMLButtonElement | null>;
  cancelButton: RefObject<HTMLButtonElement | null>;
}

export default function RecentList({ props, tools, idBase, recent, confirming, ask, cancel, confirmClear, clearButton, cancelButton }: RecentListProps) {
  const t = tools.tools;
  // Built once: the list re-renders with every recompute of the page.
  const dates = useMemo(() => new Intl.DateTimeFormat(props.lang, { dateStyle: 'medium', timeStyle: 'short' }), [props.lang]);
  return (
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
      {confirming ? (
        <div
          className="calc-recent-confirm"
          role="group"
          aria-labelledby={`${idBase}-confirm`}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault();
              e.stopPropagation();
              cancel();
            }
          }}
        >
          <p id={`${idBase}-confirm`} className="calc-recent-question">
            {t.confirmClearRecent}
          </p>
          <div className="calc-recent-answers">
            <button type="button" className="calc-tool-button calc-tool-button--danger" onClick={confirmClear}>
              {t.confirmClearRecentYes}
            </button>
            <button ref={cancelButton} type="button" className="calc-tool-button" onClick={cancel}>
              {t.cancel}
            </button>
          </div>
        </div>
      ) : (
        <button
          ref={clearButton}
          type="button"
          className="calc-tool-button calc-tool-button--danger"
          onClick={ask}
        >
          {t.clearRecent}
        </button>
      )}
    </details>
  );
}
