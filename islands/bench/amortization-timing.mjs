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
// e2e-support/frame-cases.mjs runs the same measurement for the browser test
// (right numbers, by the next frame) and bench/frame-timing.mjs (its time).
import { ISLAND } from '../e2e-support/site.mjs';
import { firstRecompute, timeInput, summarise } from '../e2e-support/recompute.mjs';

/** The loan: the page's 200 000 over 30 years, monthly, with 200 extra a month. */
export const AMORTIZATION_TIMING = {
  path: '/amortization-calculator',
  loanAmount: 200000,
  extraPayment: 200,
  trials: 31,
  /** Trial k's rate: always a new payment (5.125 %, 5.25 %, …). */
  rate: (k) => 5 + 0.125 * k,
};

/**
 * On a hydrated amortization page: loads the module with a first change,
 * shows the monthly schedule, then times `trials` changes of the rate.
 * What must change each time: the payment, the schedule's rows, the
 * balance line and the stacked yearly chart.
 * Returns { trials: [{rate, ms, inNextFrame, allUpdated, payment}], median, max, p90, report }.
 */
export async function measureRecompute(page, config = AMORTIZATION_TIMING) {
  await firstRecompute(page, 'extraPayment', config.extraPayment);
  // The monthly schedule (the second table) is the one shown while timing.
  const tabs = page.locator(`${ISLAND} [role="tab"]`);
  await tabs.nth(1).click();
  await page.waitForFunction((s) => document.querySelector(`${s} [role="tab"][aria-selected="true"]`)?.textContent === document.querySelectorAll(`${s} [role="tab"]`)[1].textContent, ISLAND);

  const watch = [
    `${ISLAND} [data-output="payment"]`,
    `${ISLAND} .calc-tables tbody`,
    `${ISLAND} [data-chart="balance"] path.calc-chart-line`,
    `${ISLAND} [data-chart="yearlySplit"] path.calc-chart-band`,
  ];
  const trials = [];
  for (let k = 1; k <= config.trials; k++) {
    const rate = config.rate(k);
    const t = await timeInput(page, 'interestRate', rate, watch);
    trials.push({ rate, ms: t.ms, inNextFrame: t.inNextFrame, allUpdated: t.allChanged, payment: t.texts[0] });
  }
  const summary = summarise(`amortization (30 years monthly, ${config.extraPayment} extra a month): input → payment + schedule + 2 charts in the DOM`, trials);
  return { trials, ...summary };
}
