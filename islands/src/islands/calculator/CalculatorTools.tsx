// Under the results: a new draw for the random generators, copy the
// result as text, print it, and the
// collapsible "Recent calculations" list (this
// browser's history of this calculator, newest first) with restore and
// clear; clearing asks first, in the page (not window.confirm): a question
// with Delete and Cancel, focus on Cancel, Escape cancels. The list is read
// in the browser only, so the server render (and the first client render)
// has just the buttons; it is drawn by ./RecentList.tsx, a chunk loaded only
// when there is history to list. Table outputs have their own "Download
// CSV" next to each table (Table.tsx, through exporting.ts).

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { CalculatorProps } from '../../lib/props';
import type { useCalculatorTools } from './useCalculatorTools';
import { isDrawnResult } from '../../lib/drawn';

export type Tools = ReturnType<typeof useCalculatorTools>;

export interface CalculatorToolsProps {
  props: CalculatorProps;
  tools: Tools;
  idBase: string;
}

const RecentList = lazy(() => import('./RecentList'));

export function CalculatorTools({ props, tools, idBase }: CalculatorToolsProps) {
  const t = tools.tools;
  const recent = tools.recent;
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
    <div className="calc-tools" onFocus={tools.approach} onPointerEnter={tools.approach}>
      <div className="calc-actions">
        {isDrawnResult(props) && (
          <button type="button" className="calc-tool-button" onClick={tools.drawAgain}>
            {t.drawAgain}
          </button>
        )}
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
        <Suspense fallback={null}>
          <RecentList
            props={props}
            tools={tools}
            idBase={idBase}
            recent={recent}
            confirming={confirming}
            ask={() => setConfirming(true)}
            cancel={cancel}
            confirmClear={confirmClear}
            clearButton={clearButton}
            cancelButton={cancelButton}
          />
        </Suspense>
      )}
    </div>
  );
}
