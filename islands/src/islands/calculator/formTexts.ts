// What the form's controls hold right now. Hydration keeps whatever the user
// typed or chose before React took over (and what the browser restores on
// back navigation), without telling the component: reading it back once
// after hydration keeps the results true to what is on screen.

import type { Texts } from '../../lib/conditions';

export function formTexts(form: HTMLFormElement, ids: Iterable<string>): Texts {
  const texts: Texts = {};
  for (const id of ids) {
    const control = form.elements.namedItem(id);
    if (control instanceof RadioNodeList) {
      if (control.value !== '') texts[id] = control.value;
    } else if (control instanceof HTMLInputElement && control.type === 'checkbox') {
      texts[id] = control.checked ? 'true' : 'false';
    } else if (
      control instanceof HTMLInputElement ||
      control instanceof HTMLSelectElement ||
      control instanceof HTMLTextAreaElement
    ) {
      texts[id] = control.value;
    }
  }
  return texts;
}
