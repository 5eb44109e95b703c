// Server render of islands, for the generator: one call renders a whole
// site's islands (see render.mjs). The wasm is never loaded here: results
// for the defaults come in the props, computed natively at build time.

import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { islands, type IslandComponent } from './islands/index';
import * as academic from './islands/calculator/academic/index';
import { provideAcademic } from './islands/calculator/academic/lazy';
import * as details from './islands/calculator/DetailsBody';
import { provideDetails } from './islands/calculator/Details';
import * as files from './islands/calculator/files/FileHash';
import { provideFiles } from './islands/calculator/files/FilePanel';
import { provideAllParts } from './islands/calculator/allParts';
import * as strength from './islands/calculator/strength/StrengthField';
import { provideStrength } from './islands/calculator/strength/StrengthPanel';

// The Calculator's lazily loaded parts, at hand for the server render:
// prerendered pages show their MathML, keypads, grids, charts, tables and
// the hash generator's file panel, and the parts only some calculators use.
provideAcademic(academic);
provideDetails(details);
provideFiles(files);
provideAllParts();
provideStrength(strength);

export interface RenderRequest {
  island: string;
  props: unknown;
  /** useId prefix: the island element's id plus "-", as the loader uses. */
  prefix: string;
}

export class UnknownIslandError extends Error {
  constructor(
    readonly island: string,
    readonly index: number,
  ) {
    super(`request ${index}: unknown island "${island}"; known islands: ${Object.keys(islands).join(', ')}`);
  }
}

let components: Map<string, IslandComponent> | undefined;

async function loadAll(): Promise<Map<string, IslandComponent>> {
  if (!components) {
    const entries = await Promise.all(
      Object.entries(islands).map(async ([name, load]) => [name, (await load()).default] as const),
    );
    components = new Map(entries);
  }
  return components;
}

/** HTML for each request, in order. Checks every island name before rendering any. */
export async function renderIslands(requests: RenderRequest[]): Promise<string[]> {
  const known = await loadAll();
  requests.forEach((r, index) => {
    if (!known.has(r.island)) throw new UnknownIslandError(String(r.island), index);
  });
  return requests.map((r) =>
    renderToString(createElement(known.get(r.island) as IslandComponent, r.props as object), {
      identifierPrefix: r.prefix,
    }),
  );
}
