// "How much house can I afford" on the English mortgage page (issue 46
// point 4), in a real browser, driven by the content file's own example
// (content/calculators/mortgage.yaml, the household where the back-end
// 36 % limit binds, worked by hand and in mpmath there): the mode switched
// as a person would, the household's figures typed in, the affordable
// price, the limit that binds and the monthly payment shown; then debts
// above the back-end limit, refused next to the debts field with the
// page's message, and fixed again. Screenshots at 375 and 1366 px with
// CALCULA_SCREENSHOTS.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGS, ISLAND, field, calculatorPath, screenshot } from '../../e2e-support/site.mjs';
import { hydratedCalculator, intl, setInputs, expectShown, labelOf, assertClean } from '../../e2e-support/calculator.mjs';
import { open, propsOf } from './shell-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';
import { calculatorContent } from '../../e2e-support/content.mjs';

const { server, chromium } = siteAndBrowser();
const ID = 'mortgage';
const content = calculatorContent(ID);
const primary = content.outputs.find((o) => o.primary).id;
const household = content.examples.find((e) => e.inputs.mode === 'affordability' && e.outputs.bindingRule === 'backEnd');
const EN = LANGS.find((L) => L.lang === 'en');
const money = (x) => intl(EN, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(x);

test('en: the most house a household affords, the binding limit, and debts that leave nothing', async () => {
  assert.ok(household, 'the content has the back-end household');
  const url = calculatorPath(EN, ID);
  const { context, page, watch } = await hydratedCalculator(open(chromium.browser, `${server.origin}${url}`), url);
  try {
    await setInputs(page, EN, household.inputs);
    const want = household.outputs;
    await expectShown(page, 'affordablePrice', money(want.affordablePrice), 'the most the household can pay');
    await expectShown(page, primary, money(want[primary]), 'the monthly payment at that price');
    await expectShown(page, 'housingBudget', money(want.housingBudget), 'the back-end limit less the debts');
    await expectShown(page, 'loanAmount', money(want.loanAmount), 'the loan');
    const props = await propsOf(page, 'Calculator');
    await expectShown(page, 'bindingRule', labelOf(props, 'bindingRule', want.bindingRule), 'the limit that binds');
    // The price is found, not typed: its field is hidden.
    assert.equal(await page.locator(field('homePrice')).isVisible(), false, 'no home price field in this mode');
    for (const width of [375, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page.locator(ISLAND), `mortgage-affordability-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // Debts above 36 % of the income: nothing is affordable, said at the debts.
    const debts = (household.inputs.annualIncome / 12) * (household.inputs.backEndRatio ?? 36) / 100 + 100;
    await setInputs(page, EN, { monthlyDebts: debts });
    await page.locator(`${field('monthlyDebts')}[aria-invalid="true"]`).waitFor({ timeout: 5000 });
    const messageId = await page.locator(field('monthlyDebts')).getAttribute('aria-errormessage');
    const message = (await page.locator(`[id="${messageId}"]`).innerText()).trim();
    assert.match(message, /^Nothing is affordable/, 'the message next to the debts');
    await screenshot(page.locator(ISLAND), 'mortgage-affordability-nothing-1280');

    await setInputs(page, EN, { monthlyDebts: household.inputs.monthlyDebts });
    await expectShown(page, 'affordablePrice', money(want.affordablePrice), 'fixed again');
    await assertClean(page, watch, `${url} affordability`);
  } finally {
    await context.close();
  }
});
