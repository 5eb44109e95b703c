// The calculator's state: the raw text of every input, the last good result
// with the inputs that produced it, and the current error. The first render
// uses only props (the build-time result), so it matches the server render.

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CalcSpec, CalculatorProps, Outputs } from '../../lib/props';
import { givenInputs, type Texts } from '../../lib/conditions';
import { toInputText } from '../../lib/format';
import { readEvaluation, type CalcError, type Evaluation } from '../../lib/errors';
import { inputType } from '../../lib/spec';
import { whenIdle } from '../../lib/idle';
import { loadWasm, loadedEvaluate, type Evaluate } from '../../lib/wasm';
import { overLimit } from '../../lib/limits';
import { belongsOffThread } from '../../lib/longInput';

export interface Shown {
  outputs: Outputs;
  /** The inputs these outputs were computed from (their `when`s read these). */
  texts: Texts;
}

export interface CalcState {
  texts: Texts;
  shown: Shown;
  error: CalcError | null;
  /** Inputs changed while the wasm module (or data it needs) is still loading. */
  pending: boolean;
  /** calc-wasm's `needsData` error while that data is being fetched. */
  needs?: CalcError;
}

/** Preloading the wasm may wait for idle time this long at most. */
const PRELOAD_TIMEOUT_MS = 3000;

export function initialTexts(props: CalculatorProps): Texts {
  const texts: Texts = {};
  for (const input of props.spec.inputs) {
    // A plain number default, also in a text field that holds one
    // (rounding's 2.675), is written the page's way, as calc-wasm reads it
    // there: on a Portuguese page '2.675' is 2675. Other text stays as is.
    const type = inputType(input.kind);
    texts[input.id] =
      type === 'number' || type === 'text' ? toInputText(input.default, props.numberLocale) : input.default;
  }
  return texts;
}

function initialState(props: CalculatorProps): CalcState {
  const texts = initialTexts(props);
  return { texts, shown: { outputs: props.initial, texts }, error: null, pending: false };
}

interface Request {
  spec: CalcSpec;
  lang: string;
}

function compute(evaluate: Evaluate, request: Request, texts: Texts, previous: Shown): CalcState {
  const { spec, lang } = request;
  let answer: unknown;
  try {
    answer = evaluate(spec, givenInputs(spec, texts), lang);
  } catch (cause) {
    // A trap in the module is a bug in calc-wasm; say so loudly, show no number.
    console.error('calc-wasm failed', cause);
    answer = { error: { input: 'calculator', code: 'badInput' } };
  }
  return settle(readEvaluation(answer), texts, previous);
}

/** The state an evaluation's answer for `texts` leads to. */
function settle(answer: Evaluation, texts: Texts, previous: Shown): CalcState {
  if ('ok' in answer) {
    return { texts, shown: { outputs: answer.ok, texts }, error: null, pending: false };
  }
  if (answer.error.code === 'needsData') return { texts, shown: previous, error: null, pending: true, needs: answer.error };
  return { texts, shown: previous, error: answer.error, pending: false };
}

function reportLoadError(cause: unknown) {
  console.error('Could not load the calculator module (calc-wasm)', cause);
}

export function useCalculator(props: CalculatorProps) {
  const [state, setState] = useState(() => initialState(props));
  const { spec, lang, module } = props;
  const request = useMemo(() => ({ spec, lang }), [spec, lang]);

  useEffect(() => whenIdle(() => void loadWasm(module).catch(reportLoadError), PRELOAD_TIMEOUT_MS), [module]);

  /**
   * Applies new raw texts: computed at once when the module is loaded. A
   * text over its input's length limit is refused with the field's message
   * before any work (no module, no parsing) and never kept: the field goes
   * back to its text, however the long one came (typed, dropped, autofilled,
   * set by a script), so the page never lays out or stores megabytes.
   */
  // The texts as the latest update left them (updates in one event are
  // applied together, after it), and which update that was: an answer from
  // the worker for an older one is dropped.
  const latest = useRef(state.texts);
  const updates = useRef(0);
  const update = useCallback(
    (changes: Texts) => {
      const tooLong = overLimit(spec, changes);
      if (tooLong) {
        setState((s) => ({ ...s, error: tooLong, pending: false, needs: undefined }));
        return;
      }
      latest.current = { ...latest.current, ...changes };
      const serial = ++updates.current;
      const texts = latest.current;
      if (belongsOffThread(texts)) {
        setState((s) => ({ ...s, texts: { ...s.texts, ...changes }, pending: true }));
        void import('../../lib/offThread')
          .then((m) => m.evaluateOffThread(module, spec, givenInputs(spec, texts), lang))
          .then((answer) => {
            if (serial === updates.current) setState((s) => settle(readEvaluation(answer), s.texts, s.shown));
          });
        return;
      }
      const evaluate = loadedEvaluate(module);
      if (evaluate) {
        setState((s) => compute(evaluate, request, { ...s.texts, ...changes }, s.shown));
        return;
      }
      setState((s) => ({ ...s, texts: { ...s.texts, ...changes }, pending: true }));
      loadWasm(module).then(
        // Unless a later update took over (a long one goes to the worker).
        (loaded) => setState((s) => (s.pending && serial === updates.current ? compute(loaded, request, s.texts, s.shown) : s)),
        reportLoadError,
      );
    },
    [request, module, spec, lang],
  );

  // Data the module asked for (needsData): fetched, handed over, computed
  // again; if it cannot be had (or its chunk fails), the error is shown.
  const { needs } = state;
  useEffect(() => {
    if (!needs || typeof needs.data !== 'string') return;
    let live = true;
    const name = needs.data;
    // Its own chunk: only pages that make passphrases ever need it.
    void import('../../lib/data')
      .then((m) => m.provideData(module, name))
      .catch(() => false)
      .then((ok) => {
      const evaluate = loadedEvaluate(module);
      if (!live) return;
      setState((s) => {
        if (!s.needs) return s;
        const again = ok && evaluate ? compute(evaluate, request, s.texts, s.shown) : s;
        return again.needs ? { ...again, needs: undefined, pending: false, error: again.needs } : again;
      });
    });
    return () => {
      live = false;
    };
  }, [needs, module, request]);

  const change = useCallback((id: string, text: string) => update({ [id]: text }), [update]);

  /** An input refused before it reached the form (a paste over its limit): its message, the text unchanged. */
  const refuse = useCallback((error: CalcError) => setState((s) => ({ ...s, error, pending: false, needs: undefined })), []);

  return { ...state, change, update, refuse };
}
