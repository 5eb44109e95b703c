// Which inputs are unit switches (a select whose options are a pair of unit
// systems, see ./units.ts) and what unit a field shows: all the render needs.
// The switching itself (./units.ts: converting, remembering) is a chunk of
// its own, fetched only for calculators that have a switch.

import type { CalcSpec, Field } from './props';
import type { Texts } from './conditions';
import { UNIT_PAIRS, unitPairKey } from './unitPairs';

/** km in one unit of the km/mi switch (the international mile, exact). */
export const KM_PER: Record<string, number> = { km: 1, mi: 1.609344 };
export const KM_MI = 'calcula:units:km-mi';

/** Units that are km or mi, or a time per km or per mi, as the km/mi switch says. */
export const followsKmMi = (field: Field) => field.unit === 'distance' || field.unit === 'pacemin' || field.unit === 'pacesec';

/**
 * The key of `strings.units` shown after a field: its own unit, or for a
 * `distance` the unit its calculator's km/mi switch is set to (`km`, `mi`).
 * `none` when no unit is shown (a pace's minutes and seconds say it in the
 * label).
 */
export function unitShown(spec: CalcSpec, field: Field, texts: Texts): string {
  if (field.unit === 'pacemin' || field.unit === 'pacesec') return 'none';
  if (field.unit !== 'distance') return field.unit;
  return kmOrMi(spec, texts);
}

/** What the calculator's switch of this pair is set to (`km`, `metric`…), or `none` without one. */
function switchValue(spec: CalcSpec, texts: Texts, pair: readonly string[]): string {
  const key = unitPairKey(pair);
  const select = spec.inputs.find((i) => unitSwitchKey(spec, i.id) === key);
  const value = select ? (texts[select.id] ?? '') : '';
  return pair.includes(value) ? value : 'none';
}

/** What the calculator's km/mi switch is set to: `km`, `mi`, or `none` without a switch. */
export const kmOrMi = (spec: CalcSpec, texts: Texts): string => switchValue(spec, texts, UNIT_PAIRS[1]);

/** What the calculator's metric/imperial switch is set to: `metric`, `imperial`, or `none` without a switch. */
export const unitSystem = (spec: CalcSpec, texts: Texts): string => switchValue(spec, texts, UNIT_PAIRS[0]);

/** The storage key of a unit switch, or null when `id` is not one. */
export function unitSwitchKey(spec: CalcSpec, id: string): string | null {
  const input = spec.inputs.find((i) => i.id === id);
  if (!input || typeof input.kind !== 'object' || !('select' in input.kind)) return null;
  const options = input.kind.select.options;
  return unitPairKey(options);
}

/** Whether the calculator has a unit switch. */
export function hasUnitSwitch(spec: CalcSpec): boolean {
  return spec.inputs.some((i) => unitSwitchKey(spec, i.id) !== null);
}

/** Whether switching a select converts fields (and so needs ./units.ts): a unit switch, or an amount/percent switch (`shareOf`). */
export function convertsOnSwitch(spec: CalcSpec, fields: Field[]): boolean {
  return hasUnitSwitch(spec) || fields.some((f) => f.shareOf !== undefined);
}
