// The English paycheck page with a state chosen, in a real browser against
// dist/ (issue 46 point 2):
//
// - choosing New York shows the city field; with New York City the state
//   and city withholding are the year's tax on the annualised wages over the
//   paychecks, worked by hand below from the state's published schedule;
// - Arkansas, read from its tax table, worked by hand below;
// - a state whose figures are not available (California 2026) shows no
//   state amount and a note that says so;
// - screenshots at 375 and 1366 px (CALCULA_SCREENSHOTS=1).
//
// Input and output ids come from the page's props.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGS, pathFor, ISLAND, output, field, textOf, screenshot, SCREENSHOTS } from '../../e2e-support/site.mjs';
import { hydratedCalculator, intl, setInputs, expectShown, assertClean } from '../../e2e-support/calculator.mjs';
import { calculatorProps } from '../../e2e-support/props.mjs';
import { open } from './shell-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';

const { server, chromium } = siteAndBrowser();
const en = LANGS.find((L) => L.lang === 'en');
const ID = 'paycheck';
const props = calculatorProps(ID, en.lang);
const input = (id) => {
  const spec = props.spec.inputs.find((i) => i.id === id);
  assert.ok(spec, `input ${id} is declared`);
  return spec;
};
const money = (x) => intl(en, { style: 'currency', currency: en.currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(x);

// New York, 2025, single, 2,000 every two weeks: the year's 52,000 less the
// 8,000 standard deduction is 44,000; the state's schedule (IT-201
// instructions): 4 % × 8,500 + 4.5 % × 3,200 + 5.25 % × 2,200 + 5.5 % ×
// 30,100 = 2,255. New York City's: 3.078 % × 12,000 + 3.762 % × 13,000 +
// 3.819 % × 19,000 = 1,584.03.
const NY_STATE = 340 + 144 + 115.5 + 0.055 * 30100;
const NYC = 0.03078 * 12000 + 0.03762 * 13000 + 0.03819 * 19000;
// Arkansas, 2025, the same wages: 52,000 less the 2,470 standard deduction
// is 49,530, in the Regular Income Tax Table's 49,500-49,599 row, computed on
// its middle by the Indexed Tax Brackets card: 3.9 % × 49,549.50 − 419.96 =
// 1,512.47, printed as 1,512; less the 29 personal credit.
const ARKANSAS = Math.floor(0.039 * 49549.5 - 419.96 + 0.5) - 29;

test('a state chosen on the paycheck page: New York City, Arkansas, then a state without figures', async () => {
  assert.ok(Math.abs(NY_STATE - 2255) < 1e-9 && Math.abs(NYC - 1584.03) < 1e-9);
  assert.ok(input('state').default, 'the state has a default');
  assert.equal(input('locality').when?.input, 'state', 'the city field follows the state');
  const path = pathFor(en, `/${ID}-calculator`);
  const { context, page, watch } = await hydratedCalculator(open(chromium.browser, `${server.origin}${path}`), path);
  assert.equal(await page.locator(field('locality')).count(), 0, 'no city field before New York');
  await setInputs(page, en, { taxYear: '2025', payFrequency: 'biweekly', grossPay: 2000, filingStatus: 'single', state: 'NY' });
  await setInputs(page, en, { locality: 'nyc' });
  await expectShown(page, 'stateTax', money(NY_STATE / 26), 'New York');
  await expectShown(page, 'localTax', money(NYC / 26), 'New York City');
  await expectShown(page, 'annualStateTax', money(NY_STATE), 'New York, a year');
  const note = await textOf(page, output('stateNote'));
  assert.match(note, /New York, 2025/);
  assert.match(note, /withholding tables/);
  await assertClean(page, watch, 'New York City');
  if (SCREENSHOTS) {
    // The calculator in screen-high pieces at the two widths the issue names.
    for (const width of [375, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(200);
      const box = await page.locator(ISLAND).evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { y: r.top + window.scrollY, height: r.height };
      });
      for (let top = 0, n = 0; top < box.height; top += 900, n++) {
        const clip = { x: 0, y: box.y + top, width, height: Math.min(900, box.height - top) };
        await screenshot(page, `paycheck-state-nyc-${width}-${n}`, { fullPage: true, clip });
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  await setInputs(page, en, { state: 'AR' });
  await expectShown(page, 'stateTax', money(ARKANSAS / 26), 'Arkansas');
  assert.match(await textOf(page, output('stateNote')), /Arkansas, 2025: figures/);
  await assertClean(page, watch, 'Arkansas');

  await setInputs(page, en, { taxYear: '2026', state: 'CA' });
  await page.waitForFunction((s) => document.querySelector(s)?.textContent?.includes('not available'), output('stateNote'));
  assert.equal(await page.locator(output('stateTax')).count(), 0, 'no state amount for California 2026');
  assert.match(await textOf(page, output('stateNote')), /^\s*California, 2026: state income tax not available/);
  assert.equal(await page.locator(`${ISLAND} [name="locality"]`).count(), 0, 'the city field goes with New York');
  await assertClean(page, watch, 'California 2026');
  await context.close();
});
