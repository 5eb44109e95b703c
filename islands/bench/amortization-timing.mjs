// How long the amortization page takes to recompute a 30-year monthly loan
// with extra payments, schedule and charts included, once calc-wasm has
// loaded (issue 5, acceptance 3: within one frame, 16 ms). Measured in
// Chromium against dist/ served by nginx: a change of the interest rate is
// dispatched as an input event; the clock stops when the payment, the
// monthly schedule shown, the balance line and the stacked yearly chart
// have all changed in the DOM (a MutationObserver sees the committed
// render). The median of many trials; the next animation frame must find
// everything updated every time.
//
//   node bench/amortization-timing.mjs        (make bench prints its line)
//
// tests/frame-budget/recompute.test.mjs runs the same measurement and asserts it.
import { pathToFileURL } from 'node:url';

/** The loan: the page's 200 000 over 30 years, monthly, with 200 extra a month. */
export const AMORTIZATION_TIMING = {
  path: '/amortization-calculator',
  loanAmount: 200000,
  extraPayment: 200,
  trials: 31,
  /** Trial k's rate: always a new payment (5.125 %, 5.25 %, …). */
  rate: (k) => 5 + 0.125 * k,
};

const ISLAND = '[data-island="Calculator"]';

/**
 * On a hydrated amortization page: loads the module with a first change,
 * shows the monthly schedule, then times `trials` changes of the rate.
 * Returns { trials: [{rate, ms, inNextFrame, allUpdated, payment}], median, max, report }.
 */
export async function measureRecompute(page, config = AMORTIZATION_TIMING) {
  const fieldOf = (name) => page.locator(`${ISLAND} [name="${name}"]`);
  // The first change loads calc-wasm; wait until the result is current.
  await fieldOf('extraPayment').fill(String(config.extraPayment));
  await page.waitForFunction((s) => {
    const results = document.querySelector(`${s} .calc-results`);
    return results && !results.classList.contains('calc-results--stale');
  }, ISLAND, { timeout: 15000 });
  await page.waitForLoadState('networkidle');
  // The monthly schedule (the second table) is the one shown while timing.
  const tabs = page.locator(`${ISLAND} [role="tab"]`);
  await tabs.nth(1).click();
  await page.waitForFunction((s) => document.querySelector(`${s} [role="tab"][aria-selected="true"]`)?.textContent === document.querySelectorAll(`${s} [role="tab"]`)[1].textContent, ISLAND);

  const trials = [];
  for (let k = 1; k <= config.trials; k++) {
    const rate = config.rate(k);
    trials.push({
      rate,
      ...(await page.evaluate(async ([s, value]) => {
        const input = document.querySelector(`${s} [name="interestRate"]`);
        // What must change: the payment, the schedule's rows, both charts' drawings.
        const parts = {
          payment: () => document.querySelector(`${s} [data-output="payment"]`)?.textContent,
          schedule: () => document.querySelector(`${s} .calc-tables tbody`)?.textContent,
          balanceChart: () => document.querySelector(`${s} [data-chart="balance"] path.calc-chart-line`)?.getAttribute('d'),
          yearlyChart: () => [...document.querySelectorAll(`${s} [data-chart="yearlySplit"] path.calc-chart-band`)].map((p) => p.getAttribute('d')).join('|'),
        };
        const read = () => Object.fromEntries(Object.entries(parts).map(([k, f]) => [k, f()]));
        const before = read();
        const changed = () => {
          const now = read();
          return Object.keys(parts).every((k) => now[k] != null && now[k] !== before[k]);
        };
        await new Promise((r) => requestAnimationFrame(() => r())); // start right after a frame
        let doneAt = null;
        const observer = new MutationObserver(() => {
          if (doneAt === null && changed()) doneAt = performance.now();
        });
        observer.observe(document.querySelector(s), { childList: true, characterData: true, subtree: true, attributes: true });
        const t0 = performance.now();
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        if (doneAt === null && changed()) doneAt = performance.now();
        await new Promise((r) => requestAnimationFrame(() => r()));
        const inNextFrame = changed();
        const deadline = t0 + 3000;
        while (doneAt === null && performance.now() < deadline) await new Promise((r) => requestAnimationFrame(() => r()));
        observer.disconnect();
        return { ms: doneAt === null ? Infinity : doneAt - t0, inNextFrame, allUpdated: changed(), payment: parts.payment() };
      }, [ISLAND, String(rate)])),
    });
  }
  const sorted = trials.map((x) => x.ms).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const max = sorted.at(-1);
  const p90 = sorted[Math.floor(sorted.length * 0.9)];
  const report = `amortization (30 years monthly, ${config.extraPayment} extra a month): input → payment + schedule + 2 charts in the DOM: median ${median.toFixed(2)} ms, p90 ${p90.toFixed(2)} ms, max ${max.toFixed(2)} ms over ${trials.length} trials; all updated by the next frame: ${trials.filter((x) => x.inNextFrame).length}/${trials.length}`;
  return { trials, median, max, p90, report };
}

async function main() {
  const { launchBrowser } = await import('../e2e-support/browser.mjs');
  const { startServer } = await import('../e2e-support/server.mjs');
  const { openPage, waitForHydration } = await import('../e2e-support/site.mjs');
  const server = await startServer();
  const { browser, close } = await launchBrowser();
  try {
    const { context, page } = await openPage(browser, server.origin + AMORTIZATION_TIMING.path);
    await waitForHydration(page, ISLAND);
    const result = await measureRecompute(page);
    await context.close();
    console.log(`| amortization recompute (median of ${result.trials.length}) | ${result.median.toFixed(2)} ms | p90 ${result.p90.toFixed(2)} ms | max ${result.max.toFixed(2)} ms | next frame ${result.trials.filter((x) => x.inNextFrame).length}/${result.trials.length} |`);
  } finally {
    await close();
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
