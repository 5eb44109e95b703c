// What the calculator island does besides calculating: it publishes its raw
// inputs (for the widget's Share button), records settled calculations in
// this browser's history, tells the parent page its height when it is an
// embed, and offers copy / print and the recent-calculations list.
// Everything here runs after hydration only (effects and handlers), so the
// server render is untouched. The code behind the tools loads when needed:
// ./exporting.ts when the pointer or focus comes to the tools (or on Copy),
// ./recent.ts (and the history library) when this calculator has stored
// history to list, or once the reader changes an input.

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { CalculatorProps } from '../../lib/props';
import type { Texts } from '../../lib/conditions';
import type { HistoryEntry } from '../../lib/history';
import { copyText, publishInputs, publishLabels, publishSolve, type SolveGoal } from '../../lib/share';
import { fillTemplate } from '../../lib/format';
import { sharedTexts } from './shareTexts';
import type { Shown } from './useCalculator';
import { readLocal } from '../../lib/storage';
import { HISTORY_EVENT, HISTORY_KEY_PREFIX, SETTLE_MS } from './recentKeys';
import { toolStrings } from './toolStrings';
import { isDrawnResult } from '../../lib/drawn';
import type { Solver } from './useSolve';

type Recent = typeof import('./recent');

/** A solve as the history keeps it: what was solved, and the sentence that said so. */
export interface Solved {
  goal: SolveGoal;
  text: string;
}
type Exporting = typeof import('./exporting');

let recentModule: Recent | null = null;
let recentLoading: Promise<Recent> | null = null;
const loadRecent = () => (recentLoading ??= import('./recent').then((m) => (recentModule = m)));
/** Runs `use` with ./recent.ts: at once when it is here (a page being left cannot wait). */
function withRecent(use: (m: Recent) => void): void {
  if (recentModule) use(recentModule);
  else void loadRecent().then(use);
}

let exportingModule: Exporting | null = null;
let exportingLoading: Promise<Exporting> | null = null;
const loadExporting = () => (exportingLoading ??= import('./exporting').then((m) => (exportingModule = m)));

/** A status message stays this long. */
const STATUS_MS = 6000;

export interface ToolState {
  texts: Texts;
  shown: Shown;
  error: unknown;
  pending: boolean;
}

function isEmbedPage(): boolean {
  return typeof document !== 'undefined' && document.body.classList.contains('embed');
}

export function useCalculatorTools(
  props: CalculatorProps,
  state: ToolState,
  update: (changes: Texts) => void,
  form: RefObject<HTMLFormElement | null>,
  solver: Pick<Solver, 'goal' | 'message' | 'start'>,
) {
  const { id } = props;
  const tools = toolStrings(props.strings);
  /** null until read in the browser (the server render has no history). */
  const [recent, setRecent] = useState<HistoryEntry[] | null>(null);
  const [status, setStatus] = useState('');
  const embed = useRef(false);

  // The widget (and any script) can read what the form holds right now.
  // Published as share links carry them (numbers as plain text).
  useEffect(() => publishInputs(id, sharedTexts(props, state.texts)), [id, state.texts]);
  // The solve those inputs answer travels with them.
  useEffect(() => publishSolve(id, solver.goal), [id, solver.goal]);
  // Their labels, for a share link to name what it leaves out.
  useEffect(() => publishLabels(id, Object.fromEntries(props.fields.map((f) => [f.id, f.label]))), [id, props.fields]);

  // An embed in a frame reports its height to the parent page from the
  // loader (main.ts), before and after hydration alike.

  // The history list: read now, and again whenever it may have changed.
  const reload = useCallback(() => {
    if (embed.current) return;
    const show = (entries: HistoryEntry[]) =>
      // Nothing stored and nothing shown: no render at all (the usual case).
      setRecent((shown) => (entries.length === 0 && (shown === null || shown.length === 0) ? shown : entries));
    // Nothing stored: no need for the history code.
    if (readLocal(HISTORY_KEY_PREFIX + id) === null && !recentModule) show([]);
    else withRecent((m) => show(m.recentEntries(id)));
  }, [id]);
  useEffect(() => {
    embed.current = isEmbedPage();
    reload();
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key.startsWith('calcula:history:')) reload();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') reload();
    };
    window.addEventListener('storage', onStorage);
    document.addEventListener(HISTORY_EVENT, reload);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('storage', onStorage);
      document.removeEventListener(HISTORY_EVENT, reload);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [reload]);

  // Settled calculations go to the history. The build-time result (nothing
  // changed yet) is not a calculation anybody made. Random draws are never
  // kept: a generated password must not sit in the browser's storage.
  const drawn = isDrawnResult(props);
  const firstTexts = useRef(true);
  const dirty = useRef(false);
  useEffect(() => {
    if (firstTexts.current) {
      firstTexts.current = false;
      return;
    }
    dirty.current = true;
    // Something will be recorded: fetch the code for it now.
    void loadRecent();
  }, [state.texts]);

  const toRecord = useRef<Shown | null>(null);
  const propsRef = useRef(props);
  propsRef.current = props;
  // The solve behind the inputs, when they are a solve's answer: recorded with them.
  const solveRef = useRef<Solved | null>(null);
  solveRef.current = solver.goal && solver.message ? { goal: solver.goal, text: solver.message.text } : null;
  const record = useCallback(() => {
    const shown = toRecord.current;
    toRecord.current = null;
    if (!shown) return;
    const p = propsRef.current;
    const solved = solveRef.current;
    withRecent((m) =>
      m.recordCalculation(p.id, shown.texts, m.mainResult(p, shown), new Date(), m.shownEntry(p, shown, toolStrings(p.strings), solved), solved?.goal),
    );
  }, []);

  useEffect(() => {
    const current = state.error === null && !state.pending && state.shown.texts === state.texts;
    if (embed.current || drawn || !dirty.current || !current) {
      toRecord.current = null;
      return;
    }
    toRecord.current = state.shown;
    const timer = setTimeout(record, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [state.shown, state.texts, state.error, state.pending, record, drawn]);

  // Leaving the form (or the page) settles the calculation at once.
  useEffect(() => {
    const el = form.current;
    const onFocusOut = (e: FocusEvent) => {
      if (!(e.relatedTarget instanceof Node) || !el?.contains(e.relatedTarget)) record();
    };
    el?.addEventListener('focusout', onFocusOut);
    window.addEventListener('pagehide', record);
    return () => {
      el?.removeEventListener('focusout', onFocusOut);
      window.removeEventListener('pagehide', record);
      record();
    };
  }, [form, record]);

  // Status line: says what a button did, then clears.
  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(''), STATUS_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const say = (text: string) => {
    // The same message twice in a row is still announced.
    setStatus('');
    requestAnimationFrame(() => setStatus(text));
  };

  const copyResults = async () => {
    // Usually fetched already (approach): then the clipboard is written within the click itself.
    const { resultsText, currentShareUrl } = exportingModule ?? (await loadExporting());
    const text = resultsText(props, state.shown, tools, currentShareUrl(props, state.shown.texts, solver.goal));
    say((await copyText(text)) ? tools.resultsCopied : tools.copyFailed);
  };

  // Both come from the list, which is drawn with ./recent.ts loaded. A
  // solve restored is shown again (its inputs already hold its answer).
  const restore = (entry: HistoryEntry) =>
    withRecent((m) => {
      const inputs = m.declaredInputs(props, entry.inputs);
      update(inputs);
      if (entry.solve) solver.start(entry.solve, { ...state.texts, ...inputs });
      say(tools.restored);
    });

  const clear = () =>
    withRecent((m) => {
      m.clearCalculatorHistory(id);
      setRecent([]);
      say(tools.recentCleared);
    });

  return {
    tools,
    recent,
    /** Re-reads the list (another part of the page may have changed it). */
    reload,
    /** The pointer or focus came to the tools: re-read the list, fetch the copy code. */
    approach: () => {
      reload();
      void loadExporting();
    },
    status,
    copyResults,
    print: () => window.print(),
    /** The same settings again: a random generator draws anew. */
    drawAgain: () => update({}),
    restore,
    clear,
    restoreLabel: (time: string) => fillTemplate(tools.restoreLabel, { time }),
    /**
     * The next change of the inputs is the page setting itself up (today's
     * date replacing the build date), not a calculation worth recording.
     */
    ignoreNextChange: () => {
      firstTexts.current = true;
    },
  };
}
