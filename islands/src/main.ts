// The island loader, on every page, and all the JavaScript a page runs
// before its visitor acts: the prerendered page is the page until then. It
// finds [data-island] elements and hydrates each when its directive says:
// load (now), idle (when the browser is idle or on first interaction),
// visible (when scrolled into view) or interaction (only when first used:
// the pointer moving over it or pressed, focus or a key inside it; a click made before
// hydration is held and replayed on the same element once hydrated, so the
// first click or Enter/Space works as usual; what was typed before stays in
// the fields, and the island reads it when it hydrates). islands/index.ts
// says when an interaction island is needed at idle after all
// (NEEDED_SOONER), which islands wake together (WAKE_WITH) and what else
// wakes one (WAKE_ON_WINDOW). When the browser is idle, the code of the
// islands not yet hydrated is fetched, not run (each island's
// data-prefetch, written by the generator from Vite's manifest), so the
// first use does not wait for the network. React and the components are
// imported lazily, so pages without islands pay only for this file.

import './styles/site.css';
import './styles/calculator.css';
import './styles/results.css';
import './styles/academic.css';
import './styles/widget.css';
import './styles/shell.css';
import type { ReactNode } from 'react';
import { NEEDED_SOONER, WAKE_ON_WINDOW, WAKE_WITH, islands } from './islands/index';
import { afterLoad, whenIdle } from './lib/idle';
import { registerServiceWorker, storeLoadedForOffline } from './lib/offline';
import { keepFocusInView } from './lib/focusInView';

/** Idle hydration waits at most this long on a busy page. */
const IDLE_TIMEOUT_MS = 2000;
/** Start hydrating a little before an island scrolls into view. */
const VISIBLE_MARGIN = '200px';
const INTERACTIONS = ['pointerdown', 'focusin', 'keydown'] as const;
/** What wakes an `interaction` island: the pointer moving on it (before a click), a press, focus, a key. */
const FIRST_USES = ['pointermove', 'pointerdown', 'focusin', 'keydown'] as const;

/**
 * Whether an event of FIRST_USES is somebody's. Not the pointer move (nor
 * the pointerover) Chromium sends once the page is laid out under a pointer
 * at rest, with no movement, which nobody made.
 */
const byVisitor = (e: Event) => !(e instanceof PointerEvent && e.type === 'pointermove' && e.movementX === 0 && e.movementY === 0);

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

/** Wakes an island on its first use, by element (onInteraction); islands woken together use it. */
const wakers = new WeakMap<Element, () => void>();

function wakeWith(name: string): void {
  for (const other of WAKE_WITH[name] ?? []) {
    for (const el of document.querySelectorAll<HTMLElement>(`[data-island="${other}"]`)) {
      const wake = wakers.get(el);
      if (wake) wake();
      else start(el);
    }
  }
}

/**
 * Hydrates on first use. Clicks before that (by pointer, or Enter / Space on
 * a button) are held back from the server's markup and dispatched again on
 * their element, in order, once the island has hydrated; a form's submit
 * (Enter in a field) is dropped, since the island computes as one types.
 */
function onInteraction(el: HTMLElement): void {
  const name = el.dataset.island ?? '';
  const held: MouseEvent[] = [];
  const windowEvents = WAKE_ON_WINDOW[name] ?? [];
  let woken = false;
  const stopHolding = () => {
    el.removeEventListener('click', hold, true);
    el.removeEventListener('submit', drop, true);
  };
  const replay = () => {
    stopHolding();
    // The held event is its own init dictionary (bubbles, detail, keys, position...).
    for (const e of held.splice(0)) if (e.target instanceof Element && e.target.isConnected) e.target.dispatchEvent(new MouseEvent('click', e));
  };
  const wake = (e?: Event) => {
    if (woken || (e && !byVisitor(e))) return;
    woken = true;
    for (const type of FIRST_USES) el.removeEventListener(type, wake, true);
    for (const type of windowEvents) window.removeEventListener(type, wake);
    hydrate(el, replay).catch((error: unknown) => {
      // Nothing will answer these clicks: stop holding them.
      stopHolding();
      console.error(error);
    });
    wakeWith(name);
  };
  function hold(e: MouseEvent): void {
    e.preventDefault();
    e.stopImmediatePropagation();
    held.push(e);
    wake();
  }
  function drop(e: Event): void {
    e.preventDefault();
    wake();
  }
  wakers.set(el, wake);
  for (const type of FIRST_USES) el.addEventListener(type, wake, { capture: true, passive: true });
  for (const type of windowEvents) window.addEventListener(type, wake, { passive: true });
  el.addEventListener('click', hold, true);
  el.addEventListener('submit', drop, true);
}

/**
 * When the browser is idle after load, fetches (without running) the code
 * of every island not hydrated yet: its chunks as module preloads, its
 * WebAssembly as a prefetch into the HTTP cache. Then the service worker
 * is told, so that the page works offline as a whole.
 */
function prefetchIslands(): void {
  const urls = new Set<string>();
  for (const el of document.querySelectorAll<HTMLElement>('[data-prefetch]')) {
    if (started.has(el)) continue;
    for (const url of (el.dataset.prefetch ?? '').split(' ')) if (url) urls.add(url);
  }
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[href]')) urls.delete(link.getAttribute('href') ?? '');
  const fetched = [...urls].map(
    (href) =>
      new Promise<void>((done) => {
        const link = document.createElement('link');
        link.rel = href.endsWith('.js') ? 'modulepreload' : 'prefetch';
        link.href = href;
        link.onload = link.onerror = () => done();
        document.head.append(link);
      }),
  );
  if (fetched.length > 0) void Promise.all(fetched).then(storeLoadedForOffline);
}

const strategy = (el: HTMLElement) =>
  el.dataset.hydrate === 'interaction' && NEEDED_SOONER[el.dataset.island ?? '']?.(el) ? 'idle' : el.dataset.hydrate;

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

// An embed page in another site's frame tells it its height from the start,
// not only once its island has hydrated (lib/embed.ts). The island's id is
// `calc-` and the calculator's.
const embedded = document.body.classList.contains('embed') ? document.querySelector<HTMLElement>('[data-island][id^="calc-"]') : null;
if (embedded) void import('./lib/embed').then((m) => m.startHeightReports(embedded.id.slice('calc-'.length)));

afterLoad(() => whenIdle(prefetchIslands, IDLE_TIMEOUT_MS));
registerServiceWorker();
keepFocusInView();
