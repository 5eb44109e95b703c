// The typed-password check (./StrengthField.tsx) as a chunk of its own,
// loaded when focus first enters it, so neither other
// calculator pages nor the password generator's download it before first
// input. Until then a Suspense boundary keeps the server's HTML of the
// field (hydration suspends); the server render has the module at hand
// (src/ssr.tsx provides it). Memoised: a boundary still waiting to hydrate
// that gets new props (the calculator re-renders on every result) would be
// rendered anew on the client, losing that HTML before the first use.

import { lazy, memo, Suspense, type ComponentProps } from 'react';

type Module = typeof import('./StrengthField');
let ready: Module | null = null;

/** The server render calls this once with the statically imported module. */
export function provideStrength(module: Module): void {
  ready = module;
}

/** Resolves when focus first enters a strength panel (a tap or a Tab into
 * its field; typing needs focus first). Captured on the document: React
 * stops events aimed at a boundary still waiting to hydrate, to replay them. */
const firstUse = () =>
  new Promise<void>((resolve) => {
    const listener = (e: FocusEvent) => {
      if (!(e.target as Element).closest('[data-strength]')) return;
      document.removeEventListener('focusin', listener, true);
      resolve();
    };
    document.addEventListener('focusin', listener, true);
  });

const LazyField = lazy(() =>
  firstUse()
    .then(() => import('./StrengthField'))
    .then((m) => ({ default: (ready = m).StrengthField })),
);

export const StrengthPanel = memo(function StrengthPanel(props: ComponentProps<Module['StrengthField']>) {
  if (!props.props.strings.strength) return null;
  const Field = ready ? ready.StrengthField : LazyField;
  return (
    <Suspense fallback={null}>
      <Field {...props} />
    </Suspense>
  );
});
