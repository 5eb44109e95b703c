// The "solve for a field" state, kept by the calculator island rather than
// its panel: a share link or a history entry can start a solve, and the
// share link and the history carry the solve the inputs answer. The solve
// holds while the inputs are the ones it left; any other change ends it
// (its message would no longer be true).

import { useCallback, useEffect, useRef, useState } from 'react';
import type { CalculatorProps } from '../../lib/props';
import { givenInputs, type Texts } from '../../lib/conditions';
import { errorMessage } from '../../lib/errors';
import type { SolveGoal } from '../../lib/share';
import { toInputText } from '../../lib/format';
import { toPlainText } from './shareTexts';
import { sameInputs } from './sameInputs';
import type { Solve } from './solve';

/** What the panel's three controls hold: ids, and the target as typed on this page. */
export interface SolveChoice {
  output: string;
  input: string;
  target: string;
}

export interface SolveMessage {
  text: string;
  /** Not reached exactly: the closest values, or out of reach. */
  miss: boolean;
}

export interface Solver {
  choice: SolveChoice;
  choose: (changes: Partial<SolveChoice>) => void;
  message: SolveMessage | null;
  /** The solve the inputs on screen answer (target as plain text), or null. */
  goal: SolveGoal | null;
  /** The panel is open (a linked or restored solve opens it). */
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Solves `choice` (default: the panel's) from `texts` (default: the inputs on screen). */
  run: (choice?: SolveChoice, texts?: Texts) => Promise<void>;
  /** A solve from a link or the history, its target in plain text: chosen, opened and run. */
  start: (goal: SolveGoal, texts: Texts) => void;
  /**
   * A result's "Set a target" (`output`) or a field's "Find this value"
   * (`input`): the panel opened with it chosen, focus to come on the value wanted.
   */
  aim: (chosen: { output: string } | { input: string }) => void;
  /** Counts the aims, so the form (loaded when first opened) knows a new one came. */
  aimed: number;
  /** True once after an aim: the form takes it to move focus to the value wanted. */
  takeFocus: () => boolean;
}

export function useSolve(props: CalculatorProps, texts: Texts, update: (changes: Texts) => void): Solver {
  const [choice, setChoice] = useState<SolveChoice>({ output: '', input: '', target: '' });
  const [message, setMessage] = useState<SolveMessage | null>(null);
  const [goal, setGoal] = useState<SolveGoal | null>(null);
  const [open, setOpen] = useState(false);
  const [aimed, setAimed] = useState(0);
  const focusWanted = useRef(false);
  // The inputs the last solve left: the solve holds while they are on screen.
  const left = useRef<Texts | null>(null);
  const textsRef = useRef(texts);
  textsRef.current = texts;

  useEffect(() => {
    if (left.current && !sameInputs(left.current, texts)) {
      left.current = null;
      setMessage(null);
      setGoal(null);
    }
  }, [texts]);

  const choose = useCallback((changes: Partial<SolveChoice>) => setChoice((c) => ({ ...c, ...changes })), []);

  const run = useCallback(
    async (wanted?: SolveChoice, from?: Texts) => {
      const chosen = wanted ?? choice;
      const start = from ?? textsRef.current;
      // The solver (its chunk and its module) is fetched on the first solve;
      // offline before any solve it cannot be, and the panel says so.
      let words: typeof import('./solve');
      let solve: Solve;
      try {
        words = await import('./solve');
        solve = await words.loadSolver(props);
      } catch (cause) {
        console.warn('Could not load the solver (calc-wasm)', cause);
        left.current = start;
        setGoal(null);
        setMessage({ text: props.strings.solve.unavailable, miss: true });
        return;
      }
      const answer = solve(givenInputs(props.spec, start), chosen);
      const input = props.fields.find((f) => f.id === chosen.input);
      const output = props.outputs.find((o) => o.id === chosen.output);
      if ('error' in answer) {
        left.current = start;
        setGoal(null);
        setMessage({ text: errorMessage(answer.error, props.fields, props.strings, props.numberLocale), miss: true });
        return;
      }
      const solved = words.readSolved(answer.ok);
      if (!solved || !input || !output) return;
      const text = words.describeSolution(solved.solution, { props, strings: props.strings.solve, input, output, target: solved.target });
      // Out of reach, the fields stay as they were; otherwise the value
      // found (or the closer of the two either side of a step) is filled in.
      const reached = solved.solution.kind !== 'unreachable';
      left.current = reached ? { ...start, [input.id]: solved.inputText } : start;
      setGoal(reached ? { input: input.id, output: output.id, target: toPlainText(chosen.target, props.numberLocale) } : null);
      setMessage({ text, miss: solved.solution.kind !== 'reached' });
      if (reached) update({ [input.id]: solved.inputText });
    },
    [choice, props, update],
  );

  const start = useCallback(
    (linked: SolveGoal, from: Texts) => {
      const wanted = { input: linked.input, output: linked.output, target: toInputText(linked.target, props.numberLocale) };
      setChoice(wanted);
      setOpen(true);
      void run(wanted, from);
    },
    [props.numberLocale, run],
  );

  const aim = useCallback((chosen: { output: string } | { input: string }) => {
    setChoice((c) => ({ ...c, ...chosen }));
    setOpen(true);
    focusWanted.current = true;
    setAimed((n) => n + 1);
  }, []);

  const takeFocus = useCallback(() => {
    const wanted = focusWanted.current;
    focusWanted.current = false;
    return wanted;
  }, []);

  return { choice, choose, message, goal, open, setOpen, run, start, aim, aimed, takeFocus };
}
