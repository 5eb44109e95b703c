// Code that only some calculators need, each a chunk of its own: the time
// zone picker, the SI and resistor-band outputs, the random draws' copy
// buttons, the unit switches' conversions and the calendar chart's panel
// (which loads the calendar itself on first use). The loader fetches
// what a calculator's props ask for before hydrating it (./prepareParts.ts,
// through Calculator's prepare), so renders find it here at hand; the server
// render and the tests have all of it from the start (./allParts.ts).

import type { PartLoaders } from './prepareParts';

export type Parts = { [K in keyof PartLoaders]: Awaited<ReturnType<PartLoaders[K]>> };
export type PartName = keyof Parts;

const ready: Partial<Parts> = {};

/** Keeps a fetched part (./prepareParts.ts). */
export function keepPart<K extends PartName>(name: K, module: Parts[K]): void {
  ready[name] = module;
}

/** The server render and the tests call this once with every part. */
export function provideParts(all: Parts): void {
  Object.assign(ready, all);
}

/** A part prepareParts fetched: only asked for by calculators whose props need it. */
export function part<K extends PartName>(name: K): Parts[K] {
  const module = ready[name];
  if (!module) throw new Error(`calculator part "${name}" used before it was fetched (see prepareParts)`);
  return module;
}
