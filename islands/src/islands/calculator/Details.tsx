// Under the form and the results: the calculator's charts and tables
// (./DetailsBody.tsx). They come as a chunk of their own, loaded only by
// calculators that declare a chart or a table output. The loader fetches it
// before hydrating such a calculator (prepareDetails, through
// islands/index.ts), so hydration normally finds it at hand; otherwise a
// Suspense boundary keeps the server's HTML until it arrives. The server
// render has it from the start (src/ssr.tsx provides the module).

import { lazy, Suspense } from 'react';
import type { CalculatorProps } from '../../lib/props';
import type { Shown } from './useCalculator';

export interface ResultDetailsProps {
  props: CalculatorProps;
  shown: Shown;
  /** The result is stale (inputs invalid or the module loading): drawn greyed. */
  stale: boolean;
  idBase: string;
}

type Body = typeof import('./DetailsBody');
let ready: Body | null = null;
let loading: Promise<Body> | null = null;

const loadDetails = () => (loading ??= import('./DetailsBody').then((m) => (ready = m)));

/** The server render calls this once with the statically imported module. */
export function provideDetails(module: Body): void {
  ready = module;
}

/** A calculator with charts or table outputs. */
export function hasDetails(props: CalculatorProps): boolean {
  return (props.charts ?? []).length > 0 || props.outputs.some((o) => o.format === 'table');
}

/** Fetches the charts and tables when this calculator has any (before hydration). */
export async function prepareDetails(props: CalculatorProps): Promise<void> {
  if (hasDetails(props)) await loadDetails();
}

const LazyBody = lazy(() => loadDetails().then((m) => ({ default: m.DetailsBody })));

export function ResultDetails(props: ResultDetailsProps) {
  if (!hasDetails(props.props)) return null;
  const Body = ready ? ready.DetailsBody : LazyBody;
  return (
    <Suspense fallback={null}>
      <Body {...props} />
    </Suspense>
  );
}
