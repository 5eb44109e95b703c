// The ways into "Solve for a field" from where a visitor is: the panel
// (./SolvePanel.tsx) sits below a form that may be thousands of pixels
// long, so each result a solve may aim at carries a button that opens it
// with that result chosen, and each field a solve may change one that opens
// it with that field chosen; both move focus to the value wanted (useSolve's
// `aim`).

import type { CalculatorSolveStrings } from '../../lib/props';
import { fillTemplate } from '../../lib/format';

export interface Aim {
  /** The results a solve may aim at now (./solvable.ts). */
  outputs: Set<string>;
  strings: CalculatorSolveStrings;
  onAim: (chosen: { output: string } | { input: string }) => void;
}

export function AimButton({ aim, output, label }: { aim: Aim | undefined; output: string; label: string }) {
  if (!aim?.outputs.has(output)) return null;
  return (
    <button type="button" className="calc-aim" aria-label={fillTemplate(aim.strings.aimFor, { output: label })} onClick={() => aim.onAim({ output })}>
      {aim.strings.aim}
    </button>
  );
}

/** A field's "Find this value", shown while the field has focus or the pointer (calculator.css). */
export function FindButton({ aim, input, label }: { aim: Aim | undefined; input: string; label: string }) {
  if (!aim || aim.outputs.size === 0) return null;
  return (
    <button type="button" className="calc-aim calc-find" aria-label={fillTemplate(aim.strings.findFor, { input: label })} onClick={() => aim.onAim({ input })}>
      {aim.strings.find}
    </button>
  );
}
