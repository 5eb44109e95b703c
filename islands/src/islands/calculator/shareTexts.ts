// Share links carry numbers as plain text (`2.8`, `1234.5`), whatever the
// language of the page that made them, so a link made on a Portuguese page
// opens the same on an English one and the other way round. Numbers are
// turned into the page's own writing when a link is opened.

import type { CalculatorProps } from '../../lib/props';
import type { Texts } from '../../lib/conditions';
import { inputType } from '../../lib/spec';
import { decimalSeparator, toInputText } from '../../lib/format';

/**
 * A number as the page writes it, as plain text (`1.234,5` on a Portuguese
 * page and `1,234.5` on an English one → `1234.5`): share links carry
 * these, so a link opens the same in either language. Text that is not a
 * number of the locale (an expression, a list) stays as it is.
 */
export function toPlainText(text: string, locale: string): string {
  const t = text.trim();
  const decimal = decimalSeparator(locale);
  const group = decimal === ',' ? '.' : ',';
  const [d, g] = [decimal, group].map((c) => `\\${c}`);
  const localNumber = new RegExp(`^[+-]?(\\d{1,3}(${g}\\d{3})+|\\d+)(${d}\\d+)?$`);
  if (!localNumber.test(t)) return text;
  return t.split(group).join('').replace(decimal, '.');
}

/** Inputs whose text may be a number: number fields and text fields. */
function numberLike(props: CalculatorProps): Set<string> {
  return new Set(
    props.spec.inputs.filter((i) => ['number', 'text'].includes(inputType(i.kind))).map((i) => i.id),
  );
}

/** The page's texts as a share link writes them. */
export function sharedTexts(props: CalculatorProps, texts: Texts): Texts {
  const numbers = numberLike(props);
  return Object.fromEntries(
    Object.entries(texts).map(([id, text]) => [id, numbers.has(id) ? toPlainText(text, props.numberLocale) : text]),
  );
}

/** A share link's texts as this page writes them. */
export function linkedTexts(props: CalculatorProps, linked: Texts): Texts {
  const numbers = numberLike(props);
  return Object.fromEntries(
    Object.entries(linked).map(([id, text]) => [id, numbers.has(id) ? toInputText(text, props.numberLocale) : text]),
  );
}
