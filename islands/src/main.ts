// The island loader, on every page. It finds [data-island] elements and
// hydrates each when its directive says: load (now), idle (when the browser
// is idle or on first interaction), visible (when scrolled into view) or
// interaction (only when first used: pointer over or down, focus or a key
// inside it; a click made before hydration is held and replayed on the same
// element once hydrated, so the first click or Enter/Space works as usual).
// islands/index.ts may say an interaction island is needed at idle after
// all (NEEDED_SOONER). React and the components are imported lazily, so pages
// without islands pay only for this file.

import './styles/site.css';
import './styles/calculator.css';
import './styles/results.css';
import './styles/academic.css';
import './styles/widget.css';
import './styles/shell.css';
import type { ReactNode } from 'react';
import { NEEDED_SOONER, islands } from './islands/index';
import { whenIdle } from './lib/idle';
import { registerServiceWorker } from './lib/offline';
import { keepFocusInView } from './lib/focusInView';

/** Idle hydration waits at most this long on a busy page. */
const IDLE_TIMEOUT_MS = 2000;
/** Start hydrating a little before an island scrolls into view. */
const VISIBLE_MARGIN = '200px';
const INTERACTIONS = ['pointerdown', 'focusin', 'keydown'] as const;
/** What wakes an `interaction` island: the pointer on it (before a click), focus, a key. */
const FIRST_USES = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

const started = new WeakSet<Element>();

function readProps(el: HTMLElement): unknown {
  const script = el.dataset.props ? document.getElementById(el.dataset.props) : null;
  if (!script) throw new Error(`island #${el.id}: no props script "${el.dataset.props ?? ''}"`);
  return JSON.parse(script.textContent ?? '');
}

/**
 * Hydrates the island; `hydrated` (if given) runs once hydration is
 * committed and every effect of the island has run.
 */
async function hydrate(el: HTMLElement, hydrated?: () => void): Promise<void> {
  if (started.has(el)) return;
  started.add(el);
  const name = el.dataset.island ?? '';
  const load = islands[name];
  if (!load) throw new Error(`island #${el.id}: unknown island "${name}"`);
  const props = readProps(el);
  const [{ createElement, hydrateRoot, useEffect }, { default: Component }] = await Promise.all([
    import('./lib/react-client'),
    load(props),
  ]);
  const island = createElement(Component, props as object);
  // A parent's effects run after its children's: a wrapper without markup of
  // its own (so useId and the server's HTML are unchanged) reports the end.
  function Hydrated({ children }: { children: ReactNode }): ReactNode {
    useEffect(() => hydrated?.(), []);
    return children;
  }
  hydrateRoot(el, hydrated ? createElement(Hydrated, null, island) : island, {
    // Matches the server render's prefix, so useId agrees on both sides.
    identifierPrefix: `${el.id}-`,
    onRecoverableError(error, info) {
      console.error(`island #${el.id} (${name}): hydration error`, error, info.componentStack ?? '');
    },
  });
}

function start(el: HTMLElement, hydrated?: () => void): void {
  hydrate(el, hydrated).catch((error: unknown) => console.error(error));
}

function onIdle(el: HTMLElement): void {
  // Whoever interacts first should not wait for the browser to be idle.
  const now = () => {
    cancel();
    for (const type of INTERACTIONS) el.removeEventListener(type, now, true);
    start(el);
  };
  const cancel = whenIdle(now, IDLE_TIMEOUT_MS);
  for (const type of INTERACTIONS) el.addEventListener(type, now, { capture: true, passive: true });
}

function onVisible(el: HTMLElement): void {
  if (typeof IntersectionObserver !== 'function') return start(el);
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        start(el);
      }
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  observer.observe(el);
}

/**
 * Hydrates on first use. Clicks before that (by pointer, or Enter / Space on
 * a button) are held back from the server's markup and dispatched again on
 * their element, in order, once the island has hydrated.
 */
function onInteraction(el: HTMLElement): void {
  const held: MouseEvent[] = [];
  let woken = false;
  const replay = () => {
    el.removeEventListener('click', hold, true);
    // The held event is its own init dictionary (bubbles, detail, keys, position...).
    for (const e of held.splice(0)) if (e.target instanceof Element && e.target.isConnected) e.target.dispatchEvent(new MouseEvent('click', e));
  };
  const wake = () => {
    if (woken) return;
    woken = true;
    for (const type of FIRST_USES) el.removeEventListener(type, wake, true);
    hydrate(el, replay).catch((error: unknown) => {
      // Nothing will answer these clicks: stop holding them.
      el.removeEventListener('click', hold, true);
      console.error(error);
    });
  };
  function hold(e: MouseEvent): void {
    e.preventDefault();
    e.stopImmediatePropagation();
    held.push(e);
    wake();
  }
  for (const type of FIRST_USES) el.addEventListener(type, wake, { capture: true, passive: true });
  el.addEventListener('click', hold, true);
}

const strategy = (el: HTMLElement) =>
  el.dataset.hydrate === 'interaction' && NEEDED_SOONER[el.dataset.island ?? '']?.() ? 'idle' : el.dataset.hydrate;

for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) {
  switch (strategy(el)) {
    case 'interaction':
      onInteraction(el);
      break;
    case 'idle':
      onIdle(el);
      break;
    case 'visible':
      onVisible(el);
      break;
    default:
      start(el);
  }
}

registerServiceWorker();
keepFocusInView();
