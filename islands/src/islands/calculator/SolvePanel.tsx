// "Solve for a field": pick a result, type the value wanted, pick the
// field to change; calc-wasm finds the value (or says honestly why there
// is none) and the field is filled in, so the page shows the result as
// usual. A closed <details> until opened, as the server renders it; its
// form (./SolveForm.tsx) loads when it is opened. It sits right under the
// results, and each result it can aim at opens it (./AimButton.tsx).

import { lazy, Suspense } from 'react';
import type { CalculatorProps } from '../../lib/props';
import type { Solver } from './useSolve';

const SolveForm = lazy(() => import('./SolveForm'));

export interface SolvePanelProps {
  props: CalculatorProps;
  solver: Solver;
  visible: Set<string>;
  /** The outputs on screen (the last good result). */
  shown: Record<string, unknown>;
  /** The results a solve may aim at now (./solvable.ts), as the calculator found them for its buttons. */
  aimable: Set<string>;
  idBase: string;
}

export function SolvePanel(panel: SolvePanelProps) {
  const { props, solver, aimable } = panel;
  if (aimable.size === 0) return null;
  return (
    <details className="calc-solve" open={solver.open} onToggle={(e) => solver.setOpen(e.currentTarget.open)}>
      <summary className="calc-solve-summary">{props.strings.solve.heading}</summary>
      {solver.open && (
        <Suspense fallback={null}>
          <SolveForm {...panel} />
        </Suspense>
      )}
    </details>
  );
}
