// Whether the page is being printed, for what prints differently (every row
// of a table). A browser fires `beforeprint` and then lays the page out for
// print at once: what a handler does later (a re-render scheduled for after
// the event, or one started by the print media query's change) misses the
// printout, which then held the first 24 rows of 360. So the handler renders
// synchronously (flushSync) before it returns. Print media without the
// events (tests that emulate it) counts too.

import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

let printing = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  printing = value;
  flushSync(() => {
    for (const changed of listeners) changed();
  });
}
const before = () => set(true);
const after = () => set(false);

function subscribe(changed: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
  }
  listeners.add(changed);
  // Its own query object, so its one handler is this subscriber's.
  const media = matchMedia('print');
  media.onchange = changed;
  return () => {
    media.onchange = null;
    listeners.delete(changed);
    if (listeners.size === 0) {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    }
  };
}

export const usePrinting = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => printing || matchMedia('print').matches,
    () => false,
  );
