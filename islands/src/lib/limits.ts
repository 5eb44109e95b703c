// The length limits of text inputs (their `maxLength`, which calc-wasm
// enforces too), checked in the page before any work: a text over its limit
// is refused with the field's message at once, never handed to calc-wasm,
// never parsed, and a paste over it never reaches the field, so the browser
// does not lay out megabytes of text either. Counting is cheap and stops as
// soon as the answer is known.

import type { CalcSpec, InputSpec } from './props';
import type { CalcError } from './errors';

/** The most characters an input takes, or null when it has no length limit. */
export function maxLengthOf(input: InputSpec | undefined): number | null {
  const kind = input?.kind;
  if (!kind || kind === 'bool' || !('text' in kind)) return null;
  return kind.text.maxLength;
}

/**
 * Whether `text` has more than `max` characters, counted as calc-wasm
 * counts them (Unicode code points): a UTF-16 length within `max` is within
 * it, one over twice `max` is over it, and only in between are the code
 * points counted.
 */
export function longerThan(text: string, max: number): boolean {
  if (text.length <= max) return false;
  if (text.length > 2 * max) return true;
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // The second half of a surrogate pair does not count.
    if (unit < 0xdc00 || unit > 0xdfff) count++;
    if (count > max) return true;
  }
  return false;
}

/** The field error for the first of `changes` over its input's limit, or null. */
export function overLimit(spec: CalcSpec, changes: Record<string, string>): CalcError | null {
  for (const [id, text] of Object.entries(changes)) {
    const max = maxLengthOf(spec.inputs.find((i) => i.id === id));
    if (max !== null && longerThan(text, max)) return { input: id, code: 'tooLong', maxLength: max };
  }
  return null;
}

/**
 * The field's text once `pasted` replaces its selection, without building it
 * when it would be over `max` (a paste of megabytes is refused unread).
 */
export function pastedOverLimit(field: HTMLInputElement | HTMLTextAreaElement, pasted: string, max: number): boolean {
  const start = field.selectionStart ?? field.value.length;
  const end = field.selectionEnd ?? field.value.length;
  const kept = field.value.length - (end - start);
  if (kept + pasted.length <= max) return false;
  if (pasted.length > 2 * max) return true;
  return longerThan(field.value.slice(0, start) + pasted + field.value.slice(end), max);
}
