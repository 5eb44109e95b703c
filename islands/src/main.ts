// The island loader, on every page. It finds [data-island] elements and
// hydrates each when its directive says: load (now), idle (when the browser
// is idle or on first interaction) or visible (when scrolled into view).
// React and the components are imported lazily, so pages without islands
// pay only for this file.

import './styles/site.css';
import './styles/calculator.css';
import './styles/results.css';
import './styles/academic.css';
import './styles/widget.css';
import './styles/shell.css';
import { islands } from './islands/index';
import { whenIdle } from './lib/idle';

/** Idle hydration waits at most this long on a busy page. */
const IDLE_TIMEOUT_MS = 2000;
/** Start hydrating a little before an island scrolls into view. */
const VISIBLE_MARGIN = '200px';
const INTERACTIONS = ['pointerdown', 'focusin', 'keydown'] as const;

const started = new WeakSet<Element>();

function readProps(el: HTMLElement): unknown {
  const script = el.dataset.props ? document.getElementById(el.dataset.props) : null;
  if (!script) throw new Error(`island #${el.id}: no props script "${el.dataset.props ?? ''}"`);
  return JSON.parse(script.textContent ?? '');
}

async function hydrate(el: HTMLElement): Promise<void> {
  if (started.has(el)) return;
  started.add(el);
  const name = el.dataset.island ?? '';
  const load = islands[name];
  if (!load) throw new Error(`island #${el.id}: unknown island "${name}"`);
  const props = readProps(el);
  const [{ createElement, hydrateRoot }, { default: Component }] = await Promise.all([
    import('./lib/react-client'),
    load(),
  ]);
  hydrateRoot(el, createElement(Component, props as object), {
    // Matches the server render's prefix, so useId agrees on both sides.
    identifierPrefix: `${el.id}-`,
    onRecoverableError(error, info) {
      console.error(`island #${el.id} (${name}): hydration error`, error, info.componentStack ?? '');
    },
  });
}

function start(el: HTMLElement): void {
  hydrate(el).catch((error: unknown) => console.error(error));
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

for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) {
  switch (el.dataset.hydrate) {
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
