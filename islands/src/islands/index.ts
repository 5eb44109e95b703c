// Every island, by the name the generator writes in data-island. Each entry
// is a lazy import, so a page downloads only the islands it has. Adding an
// island is one line here (the loader and the server render both read it).

import type { ComponentType } from 'react';

// Props arrive as parsed JSON; each island's component declares its own type.
export type IslandComponent = ComponentType<any>;
export type IslandLoader = () => Promise<{ default: IslandComponent }>;

export const islands: Record<string, IslandLoader> = {
  Calculator: () => import('./Calculator'),
  Widget: () => import('./Widget'),
  Header: () => import('./Header'),
  Sidebar: () => import('./Sidebar'),
  ConsentBanner: () => import('./ConsentBanner'),
  HomeTabs: () => import('./HomeTabs'),
  Stats: () => import('./Stats'),
  ScrollTop: () => import('./ScrollTop'),
};
