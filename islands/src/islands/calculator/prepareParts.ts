// Fetching the parts of ./parts.ts a calculator needs, before hydration.
// Only the Calculator island imports this file, so the parts' chunks are
// reached through its chunk alone (and modules they share with it stay in
// it rather than in small chunks of their own).

import type { CalculatorProps, OutputFormat } from '../../lib/props';
import { isDrawnResult } from '../../lib/drawn';
import { convertsOnSwitch } from '../../lib/unitSwitch';
import { keepPart, type PartName, type Parts } from './parts';

const LOADERS = {
  zones: () => import('./TimeZoneField'),
  engineering: () => import('./engineering'),
  copyLines: () => import('./CopyLines'),
  units: () => import('../../lib/units'),
  calendar: () => import('./charts/CalendarPanel'),
};

export type PartLoaders = typeof LOADERS;

const ENGINEERING_FORMATS = new Set<OutputFormat>(['si', 'bands']);

/** The parts a calculator's page can show or use, from its props alone. */
export function partsNeeded(props: CalculatorProps): PartName[] {
  const needs: Record<PartName, boolean> = {
    zones: props.fields.some((f) => f.display === 'timezone'),
    engineering: props.outputs.some((o) => ENGINEERING_FORMATS.has(o.format) || o.formatWhen.some((w) => ENGINEERING_FORMATS.has(w.format))),
    copyLines: isDrawnResult(props),
    units: convertsOnSwitch(props.spec, props.fields),
    calendar: props.charts?.some((c) => c.kind === 'calendar') ?? false,
  };
  return (Object.keys(needs) as PartName[]).filter((name) => needs[name]);
}

/** Fetches the parts this calculator needs (before hydration). */
export async function prepareParts(props: CalculatorProps): Promise<void> {
  await Promise.all(partsNeeded(props).map(load));
}

const loading: Partial<Record<PartName, Promise<void>>> = {};

function load<K extends PartName>(name: K): Promise<void> {
  return (loading[name] ??= (LOADERS[name]() as Promise<Parts[K]>).then((m) => keepPart(name, m)));
}
