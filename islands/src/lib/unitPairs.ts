// The pairs of unit systems a select can switch between, and the storage
// key a visitor's choice of each is remembered under (./units.ts). Apart
// from ./unitSwitch.ts because the loader (main.ts) reads them too: a
// calculator whose remembered choice differs from its built page hydrates
// at once instead of on first use.

export const UNIT_PAIRS = [
  ['metric', 'imperial'],
  ['km', 'mi'],
] as const;

/** The storage key of a select with these options, or null when they are not a unit pair. */
export function unitPairKey(options: readonly string[]): string | null {
  const pair = UNIT_PAIRS.find((p) => p.length === options.length && p.every((o) => options.includes(o)));
  return pair ? `calcula:units:${pair.join('-')}` : null;
}
