// Every island, by the name the generator writes in data-island. Each entry
// is a lazy import, so a page downloads only the islands it has. Adding an
// island is one line here (the loader and the server render both read it).

import type { ComponentType } from 'react';
import type { CalculatorProps } from '../lib/props';

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
 * are needed at idle after all when the function says so.
 */
export const NEEDED_SOONER: Record<string, () => boolean> = {
  // The floating widget answers only its own buttons, except that on small
  // screens its bar sits at the bottom and measures the consent banner to
  // stay above it: while the banner is shown there, as the page says.
  Widget: () =>
    !document.documentElement.classList.contains('consent-answered') &&
    !!document.querySelector('.shell-consent') &&
    window.matchMedia('(max-width: 768px)').matches,
};
