// Hydration as a page does it, for the happy-dom tests: the server's HTML in
// a <div> of the body, then hydrateRoot with the same identifierPrefix (as
// src/main.ts does per island). Not a test file: vitest runs *.test.* only.

import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const roots: Root[] = [];

/**
 * Hooks for a file whose tests hydrate: each test ends with its islands
 * unmounted, an empty body, and no console error (React reports hydration
 * mismatches and failed effects there, not by throwing). `cleanUp` undoes
 * what the file's tests change besides; it runs before the console check.
 */
export function hydrationHooks(cleanUp: () => void = () => {}): void {
  let consoleError: MockInstance<typeof console.error>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    act(() => roots.forEach((r) => r.unmount()));
    roots.length = 0;
    document.body.innerHTML = '';
    cleanUp();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
}

export interface HydrateOptions {
  /** The element's id; the identifierPrefix is `${id}-`. */
  id?: string;
  /** What the server rendered, when it differs from what the browser hydrates. */
  server?: ReactElement;
  /** Runs on the element, server HTML in place, before hydration. */
  before?(el: HTMLElement): void;
}

/**
 * Renders `element` to a string, puts it in a <div> of the body and
 * hydrates it. React's recoverable errors (mismatches it patched up) are
 * returned for the test to check, not thrown.
 */
export async function hydrate(element: ReactElement, { id = 'island-1', server = element, before }: HydrateOptions = {}) {
  const html = renderToString(server, { identifierPrefix: `${id}-` });
  const el = document.createElement('div');
  el.id = id;
  el.innerHTML = html;
  document.body.append(el);
  before?.(el);
  const recoverable: unknown[] = [];
  await act(async () => {
    roots.push(hydrateRoot(el, element, { identifierPrefix: `${id}-`, onRecoverableError: (e) => recoverable.push(e) }));
  });
  return { el, html, recoverable };
}
