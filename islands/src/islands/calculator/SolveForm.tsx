// The solve panel's form (./SolvePanel.tsx): the result to aim at, the
// value wanted, the field to change, and what the solve found.

import { useEffect, useRef, type FormEvent } from 'react';
import { solvableInputs, solvableOutputs } from './solvable';
import type { SolvePanelProps } from './SolvePanel';

export default function SolveForm({ props, solver, visible, shown, idBase }: SolvePanelProps) {
  const strings = props.strings.solve;
  const inputs = solvableInputs(props, visible);
  const outputs = solvableOutputs(props, shown);
  const { choice, message } = solver;
  const output = outputs.find((o) => o.id === choice.output) ?? outputs.find((o) => o.primary) ?? outputs[0]!;
  const input = inputs.find((i) => i.id === choice.input) ?? inputs[0]!;
  const target = useRef<HTMLInputElement>(null);

  // Opened from a result's "Set a target" (the form may have only now
  // loaded): the result is chosen, the value wanted is what to type next.
  useEffect(() => {
    if (!solver.takeFocus()) return;
    target.current?.focus();
    // What was typed before is selected: a new value replaces it.
    target.current?.select();
  }, [solver.aimed, solver.takeFocus]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void solver.run({ output: output.id, input: input.id, target: choice.target });
  };

  return (
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
          ref={target}
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
  );
}
