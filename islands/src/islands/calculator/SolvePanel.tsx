// "Solve for a field": pick a result, type the value wanted, pick the
// field to change; calc-wasm finds the value (or says honestly why there
// is none) and the field is filled in, so the page shows the result as
// usual. A closed <details> until opened: the server renders the same.

import { useState, type FormEvent } from 'react';
import type { CalculatorProps } from '../../lib/props';
import { givenInputs, type Texts } from '../../lib/conditions';
import { errorMessage, type CalcError } from '../../lib/errors';
import { loadGlue } from '../../lib/wasm';
import { isDrawnResult } from '../../lib/drawn';
import { describeSolution, readSolved, solvableInputs, solvableOutputs } from './solve';

interface Glue {
  solve: (spec: unknown, given: Record<string, string>, lang: string, input: string, output: string, target: string) => unknown;
}

interface Props {
  props: CalculatorProps;
  texts: Texts;
  visible: Set<string>;
  /** The outputs on screen (the last good result). */
  shown: Record<string, unknown>;
  update: (changes: Texts) => void;
  idBase: string;
}

export function SolvePanel({ props, texts, visible, shown, update, idBase }: Props) {
  const strings = props.strings.solve;
  const inputs = solvableInputs(props, visible);
  const outputs = solvableOutputs(props, shown);
  const [outputId, setOutputId] = useState('');
  const [inputId, setInputId] = useState('');
  const [target, setTarget] = useState('');
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  // A random draw is new on every evaluation: nothing to aim at.
  if (inputs.length === 0 || outputs.length === 0 || isDrawnResult(props)) return null;
  const output = outputs.find((o) => o.id === outputId) ?? outputs.find((o) => o.primary) ?? outputs[0]!;
  const input = inputs.find((i) => i.id === inputId) ?? inputs[0]!;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const glue = await loadGlue<Glue>(props.module);
    const answer = glue.solve(props.spec, givenInputs(props.spec, texts), props.lang, input.id, output.id, target) as
      | { ok: unknown }
      | { error: CalcError };
    if ('error' in answer) {
      setMessage({ text: errorMessage(answer.error, props.fields, props.strings, props.numberLocale), error: true });
      return;
    }
    const solved = readSolved(answer.ok);
    if (!solved) return;
    // Out of reach, the fields stay as they were; otherwise the value found
    // (or the closer of the two either side of a step) is filled in.
    if (solved.solution.kind !== 'unreachable') update({ [input.id]: solved.inputText });
    setMessage({
      text: describeSolution(solved.solution, { props, strings, input, output, target: solved.target }),
      error: solved.solution.kind !== 'reached',
    });
  };

  return (
    <details className="calc-solve">
      <summary className="calc-solve-summary">{strings.heading}</summary>
      <form className="calc-solve-form" noValidate onSubmit={submit}>
        <p className="calc-help">{strings.explain}</p>
        <label className="calc-label" htmlFor={`${idBase}-output`}>
          {strings.output}
        </label>
        <select id={`${idBase}-output`} className="calc-select" value={output.id} onChange={(e) => setOutputId(e.target.value)}>
          {outputs.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </select>
        <label className="calc-label" htmlFor={`${idBase}-target`}>
          {strings.target}
        </label>
        <div className="calc-control">
          <input
            id={`${idBase}-target`}
            className="calc-input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={target}
            onChange={(e) => setTarget(e.target.value)}
          />
        </div>
        <label className="calc-label" htmlFor={`${idBase}-input`}>
          {strings.input}
        </label>
        <select id={`${idBase}-input`} className="calc-select" value={input.id} onChange={(e) => setInputId(e.target.value)}>
          {inputs.map((i) => (
            <option key={i.id} value={i.id}>
              {i.label}
            </option>
          ))}
        </select>
        <button type="submit" className="calc-tool-button">
          {strings.submit}
        </button>
        <p className={message?.error ? 'calc-solve-message calc-solve-message--miss' : 'calc-solve-message'} role="status">
          {message?.text}
        </p>
      </form>
    </details>
  );
}

