// The summary sentence under the primary result: the locale's template for
// the shown result, filled with the outputs as shown (a page whose sentence
// quotes an expression has the academic chunk word it: ./academic/Summary.tsx).

import type { CalculatorProps } from '../../lib/props';
import { visibleInputs } from '../../lib/conditions';
import { unitSystem } from '../../lib/unitSwitch';
import { fillMessage } from '../../lib/format';
import type { ShownOutput } from './outputs';
import type { Shown } from './useCalculator';

/** The summary sentence's template and the outputs it may quote. */
export interface SummaryView {
  template: string;
  outputs: ShownOutput[];
  /** The page's number locale: plural choices in the template follow its rules. */
  locale: string;
  /**
   * Shown number inputs the template may quote, as the visitor typed them
   * (a sentence that writes out the working: "30 is 15% of 200 because
   * 200 × 0.15 = 30"); an output of the same id is quoted instead.
   */
  inputs: Record<string, string>;
}

/** Whether `template` quotes `id`: `{id}`, or `{id, plural, …}`. */
const quoted = (template: string | undefined, id: string) => new RegExp(`\\{\\s*${id}\\s*[},]`).test(template as string);

/** The summary for the shown result, or null when there is none. */
export function summaryOf(props: CalculatorProps, shown: Shown, outputs: ShownOutput[]): SummaryView | null {
  const { by, texts } = props.summary;
  const mode = (by && shown.texts[by]) || '';
  // The mode's sentence for the unit system the switch is set to
  // ("boardFeet.metric"), else the mode's. A sentence quoting a result that
  // is not shown (a draw not made yet) is left out, for the first of the
  // fallbacks that quotes only shown ones.
  const picked = texts[`${mode}.${unitSystem(props.spec, shown.texts)}`] ?? texts[mode];
  const template = [picked, ...props.summary.fallback].find((t) => !props.outputs.some((o) => quoted(t, o.id) && !outputs.some((s) => s.view.id === o.id)));
  const visible = visibleInputs(props.spec, shown.texts);
  const inputs: Record<string, string> = {};
  let blank = false;
  for (const input of props.spec.inputs) {
    if (!quoted(template, input.id) || props.outputs.some((o) => o.id === input.id)) continue;
    const typed = (shown.texts[input.id] ?? '').trim();
    if (visible.has(input.id) && typed !== '') inputs[input.id] = typed;
    else blank = true;
  }
  return template && !blank ? { template, outputs, locale: props.numberLocale, inputs } : null;
}

/** The sentence, each output as `quote` gives it (by default as shown). */
export function summaryText({ template, outputs, locale, inputs }: SummaryView, quote: (o: ShownOutput) => string = (o) => o.text): string {
  const values: Record<string, string> = { ...inputs };
  // A count followed by a word takes the word's plural for the number
  // (`{days, plural, one {# day} other {# days}}`): the value as computed.
  const counts: Record<string, number> = {};
  const numbers: Record<string, string> = {};
  for (const o of outputs) {
    const text = quote(o);
    values[o.view.id] = o.unit ? `${text}\u00a0${o.unit}` : text;
    numbers[o.view.id] = text;
    // Rounded as shown: "1 day" for a value shown as 1.
    if (typeof o.value === 'number') counts[o.view.id] = Number(o.value.toFixed(o.format === 'integer' ? 0 : Math.min(Math.max(o.view.decimals, 0), 20)));
  }
  return fillMessage(asOperands(template, values), values, counts, locale, numbers);
}

/** A value quoted right after an operator of the working: `− {from}`. */
const OPERAND = /([−+×÷]\s*)\{\s*(\w+)\s*\}/g;

/**
 * The template with each negative value that follows an operator quoted in
 * parentheses, with a minus sign: "(10 − (−20))", not "(10 − -20)". The
 * parenthesised text is added to `values` under a key of its own.
 */
function asOperands(template: string, values: Record<string, string>): string {
  return template.replace(OPERAND, (whole, operator: string, id: string) => {
    const negative = /^[-−]\s*(.*)$/.exec(values[id] ?? '');
    if (!negative) return whole;
    values[`${id}__operand`] = `(−${negative[1]})`;
    return `${operator}{${id}__operand}`;
  });
}

/** Whether the sentence quotes an expression (then the academic chunk words it). */
export function quotesMath({ template, outputs }: SummaryView): boolean {
  return outputs.some((o) => o.format === 'math' && quoted(template, o.view.id));
}
