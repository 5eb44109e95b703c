// Every island, by the name the generator writes in data-island. Each entry
// is a lazy import, so a page downloads only the islands it has. Adding an
// island is one line here (the loader and the server render both read it).

import type { ComponentType } from 'react';
import type { CalculatorProps } from '../lib/props';
import { CONSENT_KEY } from '../lib/consent';
import { readLocal } from '../lib/storage';
import { localToday } from '../lib/today';
import { unitPairKey } from '../lib/unitPairs';

// Props arrive as parsed JSON; each island's component declares its own type.
export type IslandComponent = ComponentType<any>;
/** The browser passes the island's props (a loader may fetch what they need first); the server render does not. */
export type IslandLoader = (props?: unknown) => Promise<{ default: IslandComponent }>;

export const islands: Record<string, IslandLoader> = {
  // In the browser, with the chunks its server HTML needs (charts, tables).
  Calculator: (props) =>
    import('./Calculator').then(async (m) => {
      if (props) await m.prepare(props as CalculatorProps);
      return m;
    }),
  // The graphing calculator's page (display: graph): its own chunk.
  Graph: () => import('./Graph'),
  Widget: () => import('./Widget'),
  Header: () => import('./Header'),
  Sidebar: () => import('./Sidebar'),
  ConsentBanner: () => import('./ConsentBanner'),
  HomeTabs: () => import('./HomeTabs'),
  Stats: () => import('./Stats'),
  ScrollTop: () => import('./ScrollTop'),
};

/**
 * Islands the page hydrates on first use (data-hydrate="interaction") that
 * are needed at idle after all when the function says so: when what the
 * built page shows is not what this visitor should see.
 */
export const NEEDED_SOONER: Record<string, (el: HTMLElement) => boolean> = {
  // The floating widget answers only its own buttons, except that on small
  // screens its bar sits at the bottom and measures the consent banner to
  // stay above it: while the banner is shown there, as the page says.
  Widget: () =>
    !document.documentElement.classList.contains('consent-answered') &&
    !!document.querySelector('.shell-consent') &&
    window.matchMedia('(max-width: 768px)').matches,
  // A share link's inputs, a "today" date of a page built on another day,
  // or a unit system this browser chose before: the form must change.
  Calculator: (el) => location.search.length > 1 || builtOnAnotherDay(el) || unitsRememberedOtherwise(el),
  // The graphing plane's share link (its built page draws the default curves).
  Graph: () => location.search.length > 1,
  // A search (`?q=`) or a page not found (`?notfound=`) shows in the header's search box.
  Header: () => /[?&](q|notfound)=/.test(location.search),
  // A visitor who accepted analytics gets them on every page (the banner
  // island loads them). The head script (generator/templates/inline/theme.js)
  // reads the same answer.
  ConsentBanner: () => readLocal(CONSENT_KEY) === 'accepted',
};

/**
 * Islands woken with another on its first use, because using the one needs
 * the other: the header's menu button opens the sidebar's drawer; the
 * widget's Share and History read and fill the calculator's inputs.
 */
export const WAKE_WITH: Record<string, readonly string[]> = {
  Header: ['Sidebar'],
  Widget: ['Calculator'],
};

/** Window events that wake an island besides its own first use: the back-to-top button shows once the page scrolls. */
export const WAKE_ON_WINDOW: Record<string, readonly string[]> = {
  ScrollTop: ['scroll'],
};

/** The island's "today" date fields were built with `data-today`, a day other than the visitor's. */
function builtOnAnotherDay(el: HTMLElement): boolean {
  const built = el.dataset.today;
  return built !== undefined && built !== localToday();
}

/** A unit switch shows a system other than the one this browser remembers for it (lib/units.ts). */
function unitsRememberedOtherwise(el: HTMLElement): boolean {
  for (const select of el.querySelectorAll('select')) {
    const key = unitPairKey([...select.options].map((o) => o.value));
    const remembered = key === null ? null : readLocal(key);
    if (remembered !== null && remembered !== select.value) return true;
  }
  return false;
}

