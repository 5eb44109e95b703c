// Which outputs are shown, and how, for the inputs that produced them.

import type { CalculatorProps, OutputFormat, OutputView, Unit } from '../../lib/props';
import { holds, visibleInputs } from '../../lib/conditions';
import { formatOutput } from '../../lib/format';
import type { Shown } from './useCalculator';
import { academicText } from './academic/lazy';
import { part } from './parts';

export interface ShownOutput {
  view: OutputView;
  /** The formatted value, never empty. */
  text: string;
  /** Unit word after the value, or ''. */
  unit: string;
  /** The format it is shown in (`formatWhen` applied). */
  format: OutputFormat;
  /** The raw value (a date's `YYYY-MM-DD`). */
  value: unknown;
}

function resolvedFormat(view: OutputView, holdsNow: (w: OutputView['when']) => boolean): OutputFormat {
  return view.formatWhen.find((entry) => holdsNow(entry.when))?.format ?? view.format;
}

/** Currency and percent carry their own sign; other units get their word. */
function unitWord(unit: Unit, format: OutputFormat, units: Record<string, string>): string {
  if (unit === 'none' || format === 'currency' || format === 'percent') return '';
  return units[unit] ?? '';
}

export function shownOutputs(props: CalculatorProps, shown: Shown): ShownOutput[] {
  const visible = visibleInputs(props.spec, shown.texts);
  const holdsNow = (when: OutputView['when']) => holds(when, shown.texts, visible);
  const list: ShownOutput[] = [];
  for (const view of props.outputs) {
    if (!holdsNow(view.when) || !(view.id in shown.outputs)) continue;
    const format = resolvedFormat(view, holdsNow);
    const value = shown.outputs[view.id];
    const symbol = props.strings.units[view.unit] ?? '';
    if (format === 'si' || format === 'bands') {
      // The prefix joins the unit's symbol (4.7 kΩ); bands are named.
      const { formatSi, bandsText } = part('engineering');
      const text = format === 'si' ? (typeof value === 'number' ? formatSi(value, props.numberLocale, view.decimals, symbol) : '') : bandsText(value, view.values);
      if (text !== '') list.push({ view, text, unit: '', format, value });
      continue;
    }
    const text = academicText(format, value, props.strings) ?? formatOutput(value, {
      format,
      decimals: view.decimals,
      values: view.values,
      locale: props.numberLocale,
      currency: props.currency,
    });
    if (text !== '') list.push({ view, text, unit: unitWord(view.unit, format, props.strings.units), format, value });
  }
  return list;
}
