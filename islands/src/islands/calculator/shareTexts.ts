// Share links carry numbers as plain text (`2.8`, `1234.5`), whatever the
// language of the page that made them, so a link made on a Portuguese page
// opens the same on an English one and the other way round. Numbers are
// turned into the page's own writing when a link is opened.

import type { CalculatorProps } from '../../lib/props';
import type { Texts } from '../../lib/conditions';
import { inputType } from '../../lib/spec';
import { toInputText, toPlainText } from '../../lib/format';

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
