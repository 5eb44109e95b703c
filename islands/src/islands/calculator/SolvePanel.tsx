// "Solve for a field": pick a result, type the value wanted, pick the
// field to change; calc-wasm finds the value (or says honestly why there
// is none) and the field is filled in, so the page shows the result as
// usual. A closed <details> until opened: the server renders the same.

import type { FormEvent } from 'react';
import type { CalculatorProps } from '../../lib/props';
import { isDrawnResult } from '../../lib/drawn';
import { solvableInputs, solvableOutputs } from './solve';
import type { Solver } from './useSolve';

interface Props {
  props: CalculatorProps;
  solver: Solver;
  visible: Set<string>;
  /** The outputs on screen (the last good result). */
  shown: Record<string, unknown>;
  idBase: string;
}

export function SolvePanel({ props, solver, visible, shown, idBase }: Props) {
  const strings = props.strings.solve;
  const inputs = solvableInputs(props, visible);
  const outputs = solvableOutputs(props, shown);
  // A random draw is new on every evaluation: nothing to aim at.
  if (inputs.length === 0 || outputs.length === 0 || isDrawnResult(props)) return null;
  const { choice, message } = solver;
  const output = outputs.find((o) => o.id === choice.output) ?? outputs.find((o) => o.primary) ?? outputs[0]!;
  const input = inputs.find((i) => i.id === choice.input) ?? inputs[0]!;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void solver.run({ output: output.id, input: input.id, target: choice.target });
  };

  return (
    <details className="calc-solve" open={solver.open} onToggle={(e) => solver.setOpen(e.currentTarget.open)}>
      <summary className="calc-solve-summary">{strings.heading}</summary>
      <form className="calc-solve-form" noValidate onSubmit={submit}>
        <p className="calc-help">{strings.explain}</p>
        <label className="calc-label" htmlFor={`${idBase}-output`}>
          {strings.output}
        </label>
        <select id={`${idBase}-output`} className="calc-select" value={output.id} onChange={(e) => solver.choose({ output: e.target.value })}>
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
            value={choice.target}
            onChange={(e) => solver.choose({ target: e.target.value })}
          />
        </div>
        <label className="calc-label" htmlFor={`${idBase}-input`}>
          {strings.input}
        </label>
        <select id={`${idBase}-input`} className="calc-select" value={input.id} onChange={(e) => solver.choose({ input: e.target.value })}>
          {inputs.map((i) => (
            <option key={i.id} value={i.id}>
              {i.label}
            </option>
          ))}
        </select>
        <button type="submit" className="calc-tool-button">
          {strings.submit}
        </button>
        <p className={message?.miss ? 'calc-solve-message calc-solve-message--miss' : 'calc-solve-message'} role="status">
          {message?.text}
        </p>
      </form>
    </details>
  );
}

