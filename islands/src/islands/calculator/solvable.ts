// What a solve may aim at and change on this page now (./SolvePanel.tsx
// lists them); the solving and its sentences are ./solve.ts, loaded when a
// solve runs.

import type { CalculatorProps, Field, OutputView } from '../../lib/props';
import { inputType } from '../../lib/spec';
import { isDrawnResult } from '../../lib/drawn';

/** Output formats whose value is one number. */
const NUMERIC = new Set(['currency', 'number', 'integer', 'percent', 'decimal']);

/** Number fields shown now: the ones a solve may change. */
export function solvableInputs(props: CalculatorProps, visible: Set<string>): Field[] {
  const numbers = new Set(props.spec.inputs.filter((i) => inputType(i.kind) === 'number').map((i) => i.id));
  return props.fields.filter((f) => numbers.has(f.id) && visible.has(f.id));
}

/** Results shown now as one number: the ones a solve may aim at. */
export function solvableOutputs(props: CalculatorProps, outputs: Record<string, unknown>): OutputView[] {
  return props.outputs.filter((o) => NUMERIC.has(o.format) && typeof outputs[o.id] === 'number');
}


/**
 * The results a solve may aim at now, by id: none when no field could be
 * changed, or when the result is a random draw (new on every evaluation,
 * nothing to aim at). The panel shows when this is not empty.
 */
export function aimableOutputs(props: CalculatorProps, visible: Set<string>, outputs: Record<string, unknown>): Set<string> {
  if (isDrawnResult(props) || solvableInputs(props, visible).length === 0) return new Set();
  return new Set(solvableOutputs(props, outputs).map((o) => o.id));
}
