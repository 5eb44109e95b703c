// `when` conditions: an input is shown (and sent to calc-wasm) only while
// the input it depends on is itself shown and has one of the listed values,
// and so for every condition chained to it by `and`.

import type { CalcSpec, Condition } from './props';

export type Texts = Record<string, string>;

/** Whether `when` and the conditions chained to it hold, `shown` saying which inputs are shown. */
const meets = (when: Condition | undefined, texts: Texts, shown: (id: string) => boolean): boolean =>
  !when || (shown(when.input) && when.is.includes(texts[when.input] ?? '') && meets(when.and, texts, shown));

/** Ids of the inputs shown for these raw values, following chained conditions. */
export function visibleInputs(spec: CalcSpec, texts: Texts): Set<string> {
  const byId = new Map(spec.inputs.map((input) => [input.id, input]));
  const decided = new Map<string, boolean>();

  const isVisible = (id: string, seen: Set<string>): boolean => {
    const known = decided.get(id);
    if (known !== undefined) return known;
    const input = byId.get(id);
    // A cycle or a condition on an unknown input never holds.
    if (!input || seen.has(id)) return false;
    seen.add(id);
    const result = meets(input.when, texts, (i) => isVisible(i, seen));
    decided.set(id, result);
    return result;
  };

  const visible = new Set<string>();
  for (const input of spec.inputs) {
    if (isVisible(input.id, new Set())) visible.add(input.id);
  }
  return visible;
}

/** Whether something conditional beside the inputs (an output, a format) applies. */
export function holds(when: Condition | undefined, texts: Texts, visible: Set<string>): boolean {
  return meets(when, texts, (i) => visible.has(i));
}

/** What calc-wasm gets: the raw text of every shown input, nothing else. */
export function givenInputs(spec: CalcSpec, texts: Texts): Texts {
  const visible = visibleInputs(spec, texts);
  const given: Texts = {};
  for (const input of spec.inputs) {
    if (visible.has(input.id)) given[input.id] = texts[input.id] ?? '';
  }
  return given;
}
