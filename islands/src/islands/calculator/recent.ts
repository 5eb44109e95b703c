// Recording settled calculations in the history the "Your data" panel
// exports (src/lib/history.ts: localStorage `calcula:history:<id>`, oldest
// first, bounded there by HISTORY_LIMIT). A calculation is settled once the
// inputs have not changed for SETTLE_MS, or when focus leaves the form; the
// same inputs twice in a row are stored once.

import {
  addHistoryEntry,
  readCalculatorHistory,
  writeCalculatorHistory,
  type HistoryEntry,
  type ShownEntry,
} from '../../lib/history';
import type { CalculatorProps, CalculatorToolStrings } from '../../lib/props';
import { inputLines } from './exporting';
import type { Texts } from '../../lib/conditions';
import { shownOutputs } from './outputs';
import type { Shown } from './useCalculator';
import { HISTORY_EVENT } from './recentKeys';
import { sameInputs } from './sameInputs';
import type { SolveGoal } from '../../lib/share';
import type { Solved } from './useCalculatorTools';

export { HISTORY_EVENT, SETTLE_MS } from './recentKeys';

export { sameInputs };

/** The main result: the primary outputs shown (else the first one shown), raw. */
export function mainResult(props: CalculatorProps, shown: Shown): Record<string, unknown> {
  const outputs = shownOutputs(props, shown);
  const main = outputs.filter((o) => o.view.primary);
  const chosen = main.length > 0 ? main : outputs.slice(0, 1);
  return Object.fromEntries(chosen.map((o) => [o.view.id, shown.outputs[o.view.id]]));
}

/**
 * The calculation as the page shows it: its title, each input shown and
 * each output of the main result, with their labels and texts (numbers as
 * formatted on the page, units written), for the CSV export.
 */
export function shownEntry(props: CalculatorProps, shown: Shown, tools: CalculatorToolStrings, solved: Solved | null = null): ShownEntry {
  const main = mainResult(props, shown);
  const solve = solved ? { solve: { id: solved.goal.input, label: props.strings.solve.heading, text: solved.text } } : {};
  return {
    ...solve,
    title: props.title,
    inputs: inputLines(props, shown.texts, tools).map(({ id, label, value }) => ({ id, label, text: value })),
    outputs: shownOutputs(props, shown)
      .filter((o) => o.view.id in main)
      .map((o) => ({ id: o.view.id, label: o.view.label, text: o.unit ? `${o.text}\u00a0${o.unit}` : o.text })),
  };
}

function announce(id: string): void {
  if (typeof document !== 'undefined') document.dispatchEvent(new CustomEvent(HISTORY_EVENT, { detail: { id } }));
}

/**
 * Stores one settled calculation unless the newest stored one has the same
 * inputs. Returns true when something was stored.
 */
export function recordCalculation(
  id: string,
  inputs: Texts,
  result: unknown,
  now: Date = new Date(),
  shown?: ShownEntry,
  solve?: SolveGoal,
): boolean {
  const entries = readCalculatorHistory(id);
  const newest = entries.reduce<HistoryEntry | undefined>((n, e) => (n === undefined || e.time >= n.time ? e : n), undefined);
  if (newest && sameInputs(newest.inputs, inputs)) return false;
  const entry: HistoryEntry = { time: now.toISOString(), inputs: { ...inputs }, result };
  if (shown) entry.shown = shown;
  if (solve) entry.solve = { ...solve };
  const stored = addHistoryEntry(id, entry);
  if (stored) announce(id);
  return stored;
}

/** One calculator's entries, newest first. */
export function recentEntries(id: string): HistoryEntry[] {
  return readCalculatorHistory(id)
    .slice()
    .sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0));
}

export function clearCalculatorHistory(id: string): void {
  writeCalculatorHistory(id, []);
  announce(id);
}

/** An entry's inputs limited to the calculator's declared ones (for restoring). */
export function declaredInputs(props: CalculatorProps, inputs: Record<string, string>): Texts {
  const texts: Texts = {};
  for (const input of props.spec.inputs) {
    const value = inputs[input.id];
    if (typeof value === 'string') texts[input.id] = value;
  }
  return texts;
}
