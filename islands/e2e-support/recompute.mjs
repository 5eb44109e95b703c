// Timing a recompute in the page: from an input event to the moment every
// watched part of the calculator has changed in the DOM. Shared by the
// recompute cases (e2e-support/frame-cases.mjs: the browser test and
// `make bench`'s bench/frame-timing.mjs).
import { ISLAND } from './site.mjs';

/** Loads calc-wasm with a first change of `name`, and waits until the results are current. */
export async function firstRecompute(page, name, value) {
  await page.locator(`${ISLAND} [name="${name}"]`).fill(String(value));
  await page.waitForFunction((s) => {
    const results = document.querySelector(`${s} .calc-results`);
    return results && !results.classList.contains('calc-results--stale');
  }, ISLAND, { timeout: 15000 });
  await page.waitForLoadState('networkidle');
}

/**
 * One trial: right after a frame, sets the input `name` to `value` with an
 * input event; the clock stops when, for every selector of `watch`, what
 * its elements show (text, and the `d` of a drawn path or an aria-label)
 * differs from before. Returns { ms, inNextFrame, allChanged, texts }:
 * whether the next animation frame already found everything changed, and
 * the text of each selector's first element afterwards.
 */
export function timeInput(page, name, value, watch) {
  return page.evaluate(async ([s, n, v, selectors]) => {
    const input = document.querySelector(`${s} [name="${n}"]`);
    const shows = (el) => `${el.textContent}|${el.getAttribute('d') ?? ''}|${el.getAttribute('aria-label') ?? ''}`;
    const read = () => selectors.map((sel) => {
      const els = [...document.querySelectorAll(sel)];
      return els.length === 0 ? null : els.map(shows).join('||');
    });
    const before = read();
    const changed = () => read().every((now, i) => now !== null && now !== before[i]);
    await new Promise((r) => requestAnimationFrame(() => r()));
    let doneAt = null;
    const observer = new MutationObserver(() => {
      if (doneAt === null && changed()) doneAt = performance.now();
    });
    observer.observe(document.querySelector(s), { childList: true, characterData: true, subtree: true, attributes: true });
    const t0 = performance.now();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, v);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    if (doneAt === null && changed()) doneAt = performance.now();
    await new Promise((r) => requestAnimationFrame(() => r()));
    const inNextFrame = changed();
    const deadline = t0 + 3000;
    while (doneAt === null && performance.now() < deadline) await new Promise((r) => requestAnimationFrame(() => r()));
    observer.disconnect();
    return {
      ms: doneAt === null ? Infinity : doneAt - t0,
      inNextFrame,
      allChanged: changed(),
      texts: selectors.map((sel) => document.querySelector(sel)?.textContent ?? null),
    };
  }, [ISLAND, name, String(value), watch]);
}

/** Median and maximum of the trials' times, and a line saying so. */
export function summarise(what, trials) {
  const ms = trials.map((x) => x.ms).sort((a, b) => a - b);
  const median = ms[Math.floor(ms.length / 2)];
  const max = ms.at(-1);
  const p90 = ms[Math.floor(ms.length * 0.9)];
  const report = `${what}: median ${median.toFixed(2)} ms, p90 ${p90.toFixed(2)} ms, max ${max.toFixed(2)} ms over ${trials.length} trials; all changed by the next frame: ${trials.filter((x) => x.inNextFrame).length}/${trials.length}`;
  return { median, max, p90, report };
}
