// `when` conditions: an input is shown (and sent to calc-wasm) only while
// the input it depends on is itself shown and has one of the listed values.

import type { CalcSpec, Condition } from './props';

export type Texts = Record<string, string>;

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
    const when = input.when;
    const result = !when || (isVisible(when.input, seen) && when.is.includes(texts[when.input] ?? ''));
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
  return !when || (visible.has(when.input) && when.is.includes(texts[when.input] ?? ''));
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
