// Under the results: copy the result as text, print it, and the
// collapsible "Recent calculations" list (this
// browser's history of this calculator, newest first) with restore and
// clear; clearing asks first, in the page (not window.confirm): a question
// with Delete and Cancel, focus on Cancel, Escape cancels. The list is read in the browser only, so the server render (and
// the first client render) has just the buttons. Table outputs have their
// own "Download CSV" next to each table (Table.tsx, through exporting.ts).

import { useEffect, useRef, useState } from 'react';
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
  const [confirming, setConfirming] = useState(false);
  const clearButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const copyButton = useRef<HTMLButtonElement>(null);
  /** Where focus goes when the question closes: 'clear' (cancelled) or 'tools' (cleared). */
  const focusAfter = useRef<'clear' | 'tools' | null>(null);
  const hasRecent = recent !== null && recent.length > 0;

  // The question takes focus on its safe answer; closing it puts focus back.
  useEffect(() => {
    if (confirming) {
      cancelButton.current?.focus();
      return;
    }
    const to = focusAfter.current;
    focusAfter.current = null;
    if (to === 'clear') clearButton.current?.focus();
    else if (to === 'tools') copyButton.current?.focus();
  }, [confirming]);

  // Emptied elsewhere (the header's "Your data"): no question left open.
  useEffect(() => {
    if (!hasRecent) setConfirming(false);
  }, [hasRecent]);

  const cancel = () => {
    focusAfter.current = 'clear';
    setConfirming(false);
  };
  const confirmClear = () => {
    focusAfter.current = 'tools';
    setConfirming(false);
    tools.clear();
  };
  return (
    // "Your data" in the header can import or clear history in this very
    // tab, which fires no storage event: look again when the list is used.
    <div className="calc-tools" onFocus={tools.reload} onPointerEnter={tools.reload}>
      <div className="calc-actions">
        <button ref={copyButton} type="button" className="calc-tool-button" onClick={() => void tools.copyResults()}>
          {t.copyResults}
        </button>
        <button type="button" className="calc-tool-button" onClick={tools.print}>
          {t.print}
        </button>
        <p className="calc-tools-status" role="status">
          {tools.status}
        </p>
      </div>
      {hasRecent && (
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
              onClick={() => setConfirming(true)}
            >
              {t.clearRecent}
            </button>
          )}
        </details>
      )}
    </div>
  );
}
