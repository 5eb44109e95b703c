// The file panel (./FileHash.tsx) as a chunk of its own, loaded only by
// calculators that hash files (their props carry strings.files), so other
// calculator pages do not download it. Like Details: the loader fetches it
// before hydrating such a calculator (prepareFiles), a Suspense boundary
// keeps the server's HTML otherwise, and the server render has it at hand
// (src/ssr.tsx provides the module).

import { lazy, Suspense, type ComponentProps } from 'react';
import type { CalculatorProps } from '../../../lib/props';

type Module = typeof import('./FileHash');
let ready: Module | null = null;
let loading: Promise<Module> | null = null;

const load = () => (loading ??= import('./FileHash').then((m) => (ready = m)));

/** The server render calls this once with the statically imported module. */
export function provideFiles(module: Module): void {
  ready = module;
}

export async function prepareFiles(props: CalculatorProps): Promise<void> {
  if (props.strings.files) await load();
}

const LazyFileHash = lazy(() => load().then((m) => ({ default: m.FileHash })));

export function FilePanel(props: ComponentProps<Module['FileHash']>) {
  if (!props.props.strings.files) return null;
  const Panel = ready ? ready.FileHash : LazyFileHash;
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
