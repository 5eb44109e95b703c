// The recompute cases shared by the browser test (tests/e2e/recompute.test.mjs:
// every recompute shows the right numbers, committed by the next frame) and
// `make bench` (bench/frame-timing.mjs: the same trials timed against the
// one-frame goal, 16.7 ms). Timing is the bench's: a clock read while another
// browser test competes for the cores measures the competition, not the page.
//
// - mortgage (en) and bmi (pt-BR): the foundation's primary result;
// - amortization (en): a 30-year monthly loan with extra payments, schedule
//   and charts included;
// - mortgage (pt-BR): SAC and Price, two 360-row schedules and four charts.
import assert from 'node:assert/strict';
import { LANGS, pathFor, ISLAND, output, openPage, waitForHydration, waitForText } from './site.mjs';
import { measureRecompute, AMORTIZATION_TIMING } from '../bench/amortization-timing.mjs';
import { firstRecompute, timeInput, summarise } from './recompute.mjs';
import { defaults } from './props.mjs';

/** The goal every case is timed against in `make bench`: one frame at 60 Hz. */
export const FRAME_MS = 16.7;

const en = LANGS.find((L) => L.lang === 'en');
const pt = LANGS.find((L) => L.lang === 'pt-BR');
const money = (L, x) => new Intl.NumberFormat(L.locale, { style: 'currency', currency: L.currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(x);
const num = (L, x, decimals) => new Intl.NumberFormat(L.locale, { maximumFractionDigits: decimals }).format(x);

/** Monthly principal and interest of a fixed-rate loan (annual % rate). */
function annuity(principal, ratePercent, months) {
  const i = ratePercent / 100 / 12;
  return i === 0 ? principal / months : (principal * i) / (1 - (1 + i) ** -months);
}

/** The English mortgage page's defaults, with the home price changed: P&I + tax + insurance + PMI + HOA + other a month. */
function usMortgagePayment(homePrice) {
  const d = defaults('mortgage', 'en');
  const loan = homePrice - d.downPayment;
  // PMI, a yearly % of the loan, while the loan is above 80 % of the price.
  const pmi = loan > 0.8 * homePrice ? (loan * d.pmiRate) / 100 / 12 : 0;
  return annuity(loan, d.interestRate, d.loanTerm * 12) + d.propertyTax / 12 + d.insurance / 12 + pmi + d.hoaDues + d.otherCosts;
}

async function openCalculator(browser, origin, path) {
  const opened = await openPage(browser, `${origin}${path}`);
  assert.equal(opened.response?.status(), 200, `${path}: status`);
  await waitForHydration(opened.page, ISLAND);
  return opened;
}

/** One primary input → output case, nine trials after the module has loaded. */
function primary(L, path, input, outputId, value, expected) {
  return {
    name: `${pathFor(L, path)}: ${input} → ${outputId}`,
    path: pathFor(L, path),
    async trials(page) {
      await firstRecompute(page, input, value(0));
      await waitForText(page, output(outputId), expected(value(0)), { what: 'first recompute' });
      const trials = [];
      for (let k = 1; k <= 9; k++) {
        const r = await timeInput(page, input, value(k), [output(outputId)]);
        assert.equal(r.texts[0].trim(), expected(value(k)), `trial ${k}: the whole shown value`);
        trials.push(r);
      }
      return trials;
    },
  };
}

/**
 * Each case: a name, its page, and `trials(page)`, which loads the module,
 * runs the timed changes, asserts every shown value against its formula and
 * returns the trials ({ ms, inNextFrame, ... }).
 */
export const CASES = [
  primary(en, '/mortgage-calculator', 'homePrice', 'monthlyPayment', (k) => 500000 + k * 1000, (v) => money(en, usMortgagePayment(v))),
  // 71 … 79 kg at 175 cm: every trial a new BMI to one decimal.
  primary(pt, '/bmi-calculator', 'weightKg', 'bmi', (k) => (k === 0 ? 80 : 70 + k), (v) => num(pt, v / 1.75 ** 2, 1)),
  {
    name: 'amortization (en), 30 years monthly with extra payments: payment, 360-row schedule, yearly table and charts',
    path: pathFor(en, AMORTIZATION_TIMING.path),
    async trials(page) {
      const result = await measureRecompute(page, AMORTIZATION_TIMING);
      // Each trial's inputs are computed independently: the payment shown is the annuity for them.
      for (const x of result.trials) {
        assert.equal(x.payment, money(en, annuity(AMORTIZATION_TIMING.loanAmount, x.rate, 360)), `trial at ${x.rate} %: payment`);
        assert.ok(x.allUpdated, `trial at ${x.rate} %: the schedule, the yearly table and both charts were not all updated: ${JSON.stringify(x)}`);
      }
      return result.trials;
    },
  },
  {
    name: 'mortgage (pt-BR), SAC and Price: both first payments, the schedule and the charts',
    path: pathFor(pt, '/mortgage-calculator'),
    async trials(page) {
      // The amount financed is the property value less the default entrada (in reais).
      const down = defaults('mortgage', 'pt-BR').downPayment;
      await firstRecompute(page, 'propertyValue', 310000 + down);
      const watched = [output('sacFirstPayment'), output('priceFirstPayment'), `${ISLAND} .calc-tables tbody tr`, `${ISLAND} [data-chart="sacBalance"] svg`];
      const trials = [];
      for (let k = 1; k <= 9; k++) {
        const loan = 300000 + k * 1000;
        const r = await timeInput(page, 'propertyValue', loan + down, watched);
        // SAC's first installment: amortization P/n plus a month's interest (10.99 % a year, nominal).
        assert.equal(r.texts[0], money(pt, loan / 360 + (loan * 0.1099) / 12), `trial ${k}: SAC first payment`);
        assert.equal(r.texts[1], money(pt, annuity(loan, 10.99, 360)), `trial ${k}: Price payment`);
        assert.ok(r.allChanged, `trial ${k}: the results, the table and the chart did not all change`);
        trials.push(r);
      }
      return trials;
    },
  },
];

/** Opens the case's page, runs its trials and closes the page: { trials, median, p90, max, report }. */
export async function runCase(browser, origin, C) {
  const { context, page, watch } = await openCalculator(browser, origin, C.path);
  try {
    const trials = await C.trials(page);
    await watch.assertClean();
    return { trials, ...summarise(C.name, trials) };
  } finally {
    await context.close();
  }
}
