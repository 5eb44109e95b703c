// What the calculator island does besides calculating: it publishes its raw
// inputs (for the widget's Share button), records settled calculations in
// this browser's history, tells the parent page its height when it is an
// embed, and offers copy / print and the recent-calculations list.
// Everything here runs after hydration only (effects and handlers), so the
// server render is untouched.

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { CalculatorProps } from '../../lib/props';
import type { Texts } from '../../lib/conditions';
import type { HistoryEntry } from '../../lib/history';
import { buildShareUrl, copyText, publishInputs } from '../../lib/share';
import { startHeightReports } from '../../lib/embed';
import { fillTemplate } from '../../lib/format';
import type { Shown } from './useCalculator';
import {
  HISTORY_EVENT,
  SETTLE_MS,
  clearCalculatorHistory,
  declaredInputs,
  mainResult,
  recentEntries,
  recordCalculation,
} from './recent';
import { resultsText } from './exporting';
import { toolStrings } from './toolStrings';

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

/** This page's address with `texts` as a share link's query. */
export function currentShareUrl(props: CalculatorProps, texts: Texts): string {
  const base = `${location.origin}${location.pathname}`;
  return buildShareUrl(base, props.spec.inputs.map((i) => i.id), texts);
}

export function useCalculatorTools(
  props: CalculatorProps,
  state: ToolState,
  update: (changes: Texts) => void,
  form: RefObject<HTMLFormElement | null>,
) {
  const { id } = props;
  const tools = toolStrings(props.strings);
  /** null until read in the browser (the server render has no history). */
  const [recent, setRecent] = useState<HistoryEntry[] | null>(null);
  const [status, setStatus] = useState('');
  const embed = useRef(false);

  // The widget (and any script) can read what the form holds right now.
  useEffect(() => publishInputs(id, state.texts), [id, state.texts]);

  // An embed in a frame reports its height to the parent page.
  useEffect(() => startHeightReports(id), [id]);

  // The history list: read now, and again whenever it may have changed.
  const reload = useCallback(() => {
    if (embed.current) return;
    const entries = recentEntries(id);
    // Nothing stored and nothing shown: no render at all (the usual case).
    setRecent((shown) => (entries.length === 0 && (shown === null || shown.length === 0) ? shown : entries));
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
  // changed yet) is not a calculation anybody made.
  const firstTexts = useRef(true);
  const dirty = useRef(false);
  useEffect(() => {
    if (firstTexts.current) {
      firstTexts.current = false;
      return;
    }
    dirty.current = true;
  }, [state.texts]);

  const toRecord = useRef<Shown | null>(null);
  const propsRef = useRef(props);
  propsRef.current = props;
  const record = useCallback(() => {
    const shown = toRecord.current;
    toRecord.current = null;
    if (!shown) return;
    recordCalculation(propsRef.current.id, shown.texts, mainResult(propsRef.current, shown));
  }, []);

  useEffect(() => {
    const current = state.error === null && !state.pending && state.shown.texts === state.texts;
    if (embed.current || !dirty.current || !current) {
      toRecord.current = null;
      return;
    }
    toRecord.current = state.shown;
    const timer = setTimeout(record, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [state.shown, state.texts, state.error, state.pending, record]);

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
    const text = resultsText(props, state.shown, tools, currentShareUrl(props, state.shown.texts));
    say((await copyText(text)) ? tools.resultsCopied : tools.copyFailed);
  };

  const restore = (entry: HistoryEntry) => {
    update(declaredInputs(props, entry.inputs));
    say(tools.restored);
  };

  const clear = () => {
    clearCalculatorHistory(id);
    setRecent([]);
    say(tools.recentCleared);
  };

  return {
    tools,
    recent,
    /** Re-reads the list (another part of the page may have changed it). */
    reload,
    status,
    copyResults,
    print: () => window.print(),
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
