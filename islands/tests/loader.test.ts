// @vitest-environment happy-dom
// The island loader (src/main.ts) on a page with server-rendered islands.

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderIslands } from '../src/ssr';
import { bmiProps, mortgageProps, percentageProps } from './fixtures';

const props = { now: mortgageProps('en'), later: bmiProps('pt-BR'), seen: percentageProps('en') };

function hydrated(id: string): boolean {
  const el = document.getElementById(id);
  return !!el && Object.keys(el).some((key) => key.startsWith('__reactContainer'));
}

async function waitFor(check: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

/**
 * Resolves once the page has not changed for `ms` (at most `max`): on a
 * busy machine React may still be committing what hydration started when
 * the islands stop being busy, and work left when the environment closes
 * throws 'window is not defined'.
 */
async function quiet(ms = 300, max = 5000): Promise<void> {
  let last = Date.now();
  const observer = new MutationObserver(() => {
    last = Date.now();
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  const end = Date.now() + max;
  while (Date.now() - last < ms && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  observer.disconnect();
}

let consoleError: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  consoleError = vi.spyOn(console, 'error');
  // A browser that is never idle: idle islands wait for a user.
  vi.stubGlobal('requestIdleCallback', () => 1);
  vi.stubGlobal('cancelIdleCallback', () => {});
  // A viewport where everything observed scrolls into view right away.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
      observe() {
        setTimeout(() => this.callback([{ isIntersecting: true }]), 10);
      }
      disconnect() {}
    },
  );
  const html = await renderIslands([
    { island: 'Calculator', props: props.now, prefix: 'now-' },
    { island: 'Calculator', props: props.later, prefix: 'later-' },
    { island: 'Calculator', props: props.seen, prefix: 'seen-' },
  ]);
  const island = (id: string, hydrate: string, inner: string, p: unknown) =>
    `<div id="${id}" class="island" data-island="Calculator" data-hydrate="${hydrate}" data-props="${id}-props">${inner}</div>` +
    `<script type="application/json" id="${id}-props">${JSON.stringify(p)}</script>`;
  document.body.innerHTML =
    island('now', 'load', html[0] as string, props.now) +
    island('later', 'idle', html[1] as string, props.later) +
    island('seen', 'visible', html[2] as string, props.seen);
});

afterAll(async () => {
  // Let the islands finish what hydration started (loading the module,
  // recomputing), so React has no work left when the environment closes.
  await waitFor(() => !document.querySelector('[aria-busy="true"]'));
  await quiet();
  vi.unstubAllGlobals();
  consoleError.mockRestore();
});

describe('the loader', () => {
  it('hydrates a load island at once and an idle one on first interaction', async () => {
    await import('../src/main');
    await waitFor(() => hydrated('now'));
    expect(hydrated('later')).toBe(false);
    document.querySelector('#later input[name="weightKg"]')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await waitFor(() => hydrated('later'));
  });

  it('hydrates a visible island when it scrolls into view', async () => {
    await waitFor(() => hydrated('seen'));
  });

  it('hydrated every island without a mismatch or any console error', () => {
    expect(consoleError).not.toHaveBeenCalled();
  });
});
