// A button that switches a class on <html> and remembers the choice (the
// theme, the collapsed sidebar). Not a test file: vitest runs *.test.* only.

import { act } from 'react';
import { expect } from 'vitest';

/**
 * Clicks `button` twice: the first click sets `htmlClass` on <html> and
 * stores `on` under `key`, the second removes it and stores `off`.
 */
export async function expectStoredToggle(button: HTMLButtonElement, htmlClass: string, key: string, on: string, off: string): Promise<void> {
  for (const [set, stored] of [
    [true, on],
    [false, off],
  ] as const) {
    await act(async () => button.click());
    expect(document.documentElement.classList.contains(htmlClass)).toBe(set);
    expect(localStorage.getItem(key)).toBe(stored);
  }
}
