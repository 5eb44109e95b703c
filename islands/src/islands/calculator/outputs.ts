// Which outputs are shown, and how, for the inputs that produced them.

import type { CalculatorProps, OutputFormat, OutputView } from '../../lib/props';
import type { Texts } from '../../lib/conditions';
import { kmOrMi, unitSystem } from '../../lib/unitSwitch';
import { holds, visibleInputs } from '../../lib/conditions';
import { formatOutput, pluralText } from '../../lib/format';
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

/**
 * The format an output is shown in. A number in percent units (`unit:
 * percent`, kept a number so a donut can add the shares) is shown as a
 * percent, through the one path every percent takes (format.ts: Intl's
 * percent style: "18%" in English and in Portuguese).
 */
function resolvedFormat(view: OutputView, holdsNow: (w: OutputView['when']) => boolean): OutputFormat {
  const format = view.formatWhen.find((entry) => holdsNow(entry.when))?.format ?? view.format;
  return view.unit === 'percent' && (format === 'number' || format === 'integer') ? 'percent' : format;
}

/** The formats a unit word follows: numbers. Currency and percent carry their own sign. */
const COUNTED: OutputFormat[] = ['number', 'integer', 'decimal'];

/**
 * The unit word after a value: its plural for the number as shown ("1
 * day", "358 days": the locale's `{n, plural, ...}`, Intl.PluralRules),
 * and for a pace the unit of the calculator's km/mi switch ("min/km").
 */
function unitWord(view: OutputView, format: OutputFormat, value: unknown, props: CalculatorProps, texts: Texts): string {
  let unit: string = view.unit;
  if (unit === 'pace') {
    const km = kmOrMi(props.spec, texts);
    unit = km === 'none' ? 'none' : `per${km}`;
  } else if (!COUNTED.includes(format)) return '';
  if (unit === 'none' || unit === 'currency' || unit === 'percent') return '';
  const word = props.strings.units[unit] ?? '';
  const shownCount = typeof value === 'number' ? Number(value.toFixed(format === 'integer' ? 0 : Math.min(Math.max(view.decimals, 0), 20))) : null;
  return pluralText(word, shownCount, props.numberLocale);
}

/**
 * The output's label, for the mode the summary is picked by when it names one
 * (`labelBy`), and for the unit system when a metric/imperial switch is set
 * ("boardFeet.metric" before "boardFeet").
 */
function labelled(view: OutputView, props: CalculatorProps, texts: Texts): OutputView {
  const by = props.summary.by;
  const mode = by === null ? undefined : texts[by];
  const label = mode === undefined ? undefined : (view.labelBy?.[`${mode}.${unitSystem(props.spec, texts)}`] ?? view.labelBy?.[mode]);
  return label === undefined ? view : { ...view, label };
}

export function shownOutputs(props: CalculatorProps, shown: Shown): ShownOutput[] {
  const visible = visibleInputs(props.spec, shown.texts);
  const holdsNow = (when: OutputView['when']) => holds(when, shown.texts, visible);
  const list: ShownOutput[] = [];
  for (const declared of props.outputs) {
    if (declared.solveOnly || !holdsNow(declared.when) || !(declared.id in shown.outputs)) continue;
    const view = labelled(declared, props, shown.texts);
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
    const text = academicText(format, value, props.strings, props.numberLocale) ?? formatOutput(value, {
      format,
      decimals: view.decimals,
      values: view.values,
      locale: props.numberLocale,
      currency: props.currency,
    });
    if (text !== '') list.push({ view, text, unit: unitWord(view, format, value, props, shown.texts), format, value });
  }
  return list;
}

/** The columns some row has a value for: an option left off (no withdrawals) leaves its column out. */
export function presentColumns<C extends { key: string }>(columns: C[], rows: Record<string, unknown>[]): C[] {
  return columns.filter((c) => rows.some((row) => c.key in row));
}
