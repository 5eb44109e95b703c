// A result's way into "Solve for a field": the panel (./SolvePanel.tsx)
// sits below a form that may be thousands of pixels long, so each result a
// solve may aim at carries a button that opens it with that result chosen
// and moves focus to the value wanted (useSolve's `aim`).

import type { CalculatorSolveStrings } from '../../lib/props';
import { fillTemplate } from '../../lib/format';

export interface Aim {
  /** The results a solve may aim at now (./solvable.ts). */
  outputs: Set<string>;
  strings: CalculatorSolveStrings;
  onAim: (output: string) => void;
}

export function AimButton({ aim, output, label }: { aim: Aim | undefined; output: string; label: string }) {
  if (!aim?.outputs.has(output)) return null;
  return (
    <button type="button" className="calc-aim" aria-label={fillTemplate(aim.strings.aimFor, { output: label })} onClick={() => aim.onAim(output)}>
      {aim.strings.aim}
    </button>
  );
}
