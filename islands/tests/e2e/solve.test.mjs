// Solve for a field in a real browser, in both languages: the home price a
// monthly payment affords, the gross salary behind a net one on the
// Portuguese paycheck page, the compound-interest rate that reaches a target, and a target out of reach said as such with the
// fields left alone; a share link that reproduces a solve, the history
// keeping it (restored, it is said again), and the solve's sentence gone
// once an input changes; and conversion's value solved through its unlisted
// number in the target unit; the solver's own module fetched on the first
// solve, not with the page, and its failing to come said in the panel.
// Expected values are independent references written
// as literals (numpy-financial; the 2026 INSS and IRRF tables worked by
// hand, as in calc-wasm/catalogue/tests/solve.rs).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { join } from 'node:path';
import { SITE } from '../../e2e-support/paths.mjs';
import { LANGS, ISLAND, pathFor, field, screenshot, waitForText } from '../../e2e-support/site.mjs';
import { hydratedCalculator, intl, expectShown, assertClean } from '../../e2e-support/calculator.mjs';
import { open, propsOf } from './shell-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';
import { openWidgetPage, ready, showTools, tool, WIDGET, localeStrings } from './widget-support.mjs';

const { server, chromium } = siteAndBrowser();
const [EN, PT] = ['en', 'pt-BR'].map((lang) => LANGS.find((L) => L.lang === lang));
const PANEL = '.calc-solve';

const openCalculator = (path) => hydratedCalculator(open(chromium.browser, `${server.origin}${path}`), path);

/** Opens the panel and solves: `output` to `target` (typed as the page's locale writes it) by changing `input`. */
async function solve(page, { output, target, input }) {
  const panel = page.locator(PANEL);
  if (!(await panel.evaluate((d) => d.open))) await panel.locator('summary').click();
  await panel.locator('select').first().selectOption(output);
  await panel.locator('input').fill(target);
  await panel.locator('select').last().selectOption(input);
  const message = panel.locator('[role="status"]');
  // The last solve's message stands until this one's answer replaces it
  // (the search runs asynchronously, in the solver module): wait for a new one.
  const before = ((await message.textContent()) ?? '').trim();
  await panel.locator('button[type="submit"]').click();
  await page.waitForFunction(
    ([sel, previous]) => {
      const now = document.querySelector(sel)?.textContent?.trim() ?? '';
      return now !== '' && now !== previous;
    },
    [`${PANEL} [role="status"]`, before],
    { timeout: 10_000 },
  );
  return { message: (await message.textContent()).trim(), miss: await message.evaluate((m) => m.classList.contains('calc-solve-message--miss')) };
}

/** A field's text read back as a number, in the page's locale. */
async function fieldNumber(page, L, name) {
  const text = await page.locator(field(name)).inputValue();
  return Number(L.lang === 'pt-BR' ? text.replaceAll('.', '').replace(',', '.') : text.replaceAll(',', ''));
}

/** The .wasm file of each module (src/wasm/<module>/), from the Vite manifest of the build dist/ was made from. */
const MANIFEST = JSON.parse(fs.readFileSync(join(SITE, 'islands', 'build', '.vite', 'manifest.json'), 'utf8'));
const wasmOf = (module) => `/${MANIFEST[`src/wasm/${module}/calc_wasm.js`].assets.find((a) => a.endsWith('.wasm'))}`;
/** The paths of everything the page has fetched so far. */
const fetched = (page) => page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));

// A value found is given with the fewest digits at which the result is
// still the target to 1e-12 (docs/eval.md): it may differ from the exact
// root from about its twelfth digit on.
const near = (got, want, what) => assert.ok(Math.abs(got - want) <= 1e-8 * Math.abs(want), `${what}: ${got}, expected ${want}`);

describe('solve for a field', { concurrency: 2 }, () => {
  test('mortgage (en): the home price a $2,500 payment affords, and a payment out of reach', async () => {
    const path = pathFor(EN, '/mortgage-calculator');
    const { context, page, watch } = await openCalculator(path);
    try {
      const props = await propsOf(page, 'Calculator');
      const label = (id) => props.fields.find((f) => f.id === id)?.label ?? props.outputs.find((o) => o.id === id).label;
      // Defaults: $80,000 down, 30 years at 6.5 %, $4,800 tax, $1,500
      // insurance: $1,975 left for principal and interest;
      // numpy_financial.pv(0.065/12, 360, -1975) + 80000 = 392466.36858571926.
      // The page loads its own module when idle; the solver waits for the first solve.
      const [own, solver] = [wasmOf(props.module), wasmOf('solver')];
      await page.waitForFunction((file) => performance.getEntriesByType('resource').some((e) => e.name.endsWith(file)), own);
      assert.ok(!(await fetched(page)).includes(solver), 'the solver is not fetched with the page');
      const { message, miss } = await solve(page, { output: 'monthlyPayment', target: '2500', input: 'homePrice' });
      assert.equal(miss, false, message);
      assert.ok((await fetched(page)).includes(solver), 'the first solve fetched the solver');
      // An amount is given in cents, where the payment still shows $2,500.00.
      assert.equal(await fieldNumber(page, EN, 'homePrice'), 392_466.37, 'home price');
      await expectShown(page, 'monthlyPayment', intl(EN, { style: 'currency', currency: 'USD' }).format(2500), 'the payment reached');
      assert.match(message, new RegExp(`^${label('homePrice')} = \\$392,466\\.37 gives ${label('monthlyPayment')} = \\$2,500\\.00\\.$`), message);

      // Tax and insurance alone are $525 a month: $100 cannot be reached,
      // and the price stays as it was.
      const before = await page.locator(field('homePrice')).inputValue();
      const out = await solve(page, { output: 'monthlyPayment', target: '100', input: 'homePrice' });
      assert.equal(out.miss, true, out.message);
      assert.match(out.message, /cannot be \$100\.00 by changing .*between \$525\.00 and /, out.message);
      assert.equal(await page.locator(field('homePrice')).inputValue(), before, 'the field is left alone');
      await screenshot(page.locator(PANEL), 'solve-unreachable-en');
      await assertClean(page, watch, `${path} solved`);
    } finally {
      await context.close();
    }
  });

  test('paycheck (pt-BR): the gross salary behind R$ 5.000 net', async () => {
    const path = pathFor(PT, '/paycheck-calculator');
    const { context, page, watch } = await openCalculator(path);
    try {
      // 2026 tables (the default period): 6000 + 26.61794 / 0.490355 =
      // 6054.2829990517075 (INSS 14 %, IRRF 27.5 % and the Lei 15.270
      // reduction's slope; calc-wasm/catalogue/tests/solve.rs works it out).
      const { message, miss } = await solve(page, { output: 'netSalary', target: '5.000,00', input: 'grossSalary' });
      assert.equal(miss, false, message);
      // In centavos, where the net still shows R$ 5.000,00.
      assert.equal(await fieldNumber(page, PT, 'grossSalary'), 6_054.28, 'gross salary');
      await expectShown(page, 'netSalary', intl(PT, { style: 'currency', currency: 'BRL' }).format(5000), 'the net reached');
      assert.match(message, /^Com .+ = R\$\s6\.054,28, .+ = R\$\s5\.000,00\.$/, message);
      await page.setViewportSize({ width: 375, height: 800 });
      await screenshot(page.locator(PANEL), 'solve-reached-pt-375');
      await assertClean(page, watch, `${path} solved`);
    } finally {
      await context.close();
    }
  });

  for (const L of [EN, PT]) {
    test(`compound interest (${L.lang}): the rate that grows the defaults to 40,000`, async () => {
      const path = pathFor(L, '/compound-interest-calculator');
      const { context, page, watch } = await openCalculator(path);
      try {
        // Defaults: 10,000, 100 at the end of each month, compounded
        // monthly, 10 years. numpy_financial.rate(120, -100, -10000, 40000)
        // × 12 = 7.846731591437697 %; mpmath findroot at 40 digits:
        // 7.846731591437568061… %.
        const target = intl(L, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(40000);
        const { message, miss } = await solve(page, { output: 'futureValue', target, input: 'rate' });
        assert.equal(miss, false, message);
        near(await fieldNumber(page, L, 'rate'), 7.846_731_591_437_568, 'rate');
        await expectShown(page, 'futureValue', intl(L, { style: 'currency', currency: L.currency }).format(40000), 'the future value reached');
        await assertClean(page, watch, `${path} solved`);
      } finally {
        await context.close();
      }
    });
  }

  for (const L of [EN, PT]) {
    test(`compound interest (${L.lang}): a solver that cannot be fetched is said so, and the next solve fetches it`, async () => {
      const path = pathFor(L, '/compound-interest-calculator');
      const { context, page } = await openCalculator(path);
      try {
        const props = await propsOf(page, 'Calculator');
        // As offline before the first solve: the solver's module does not come.
        const solver = `**${wasmOf('solver')}`;
        await page.route(solver, (route) => route.abort());
        const target = intl(L, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(40000);
        const before = await page.locator(field('rate')).inputValue();
        const failed = await solve(page, { output: 'futureValue', target, input: 'rate' });
        assert.deepEqual(failed, { message: props.strings.solve.unavailable, miss: true });
        assert.equal(await page.locator(field('rate')).inputValue(), before, 'the field is left alone');
        await screenshot(page.locator(PANEL), `solve-unavailable-${L.lang}`);
        await page.setViewportSize({ width: 375, height: 800 });
        await screenshot(page.locator(PANEL), `solve-unavailable-${L.lang}-375`);
        await page.unroute(solver);
        await solve(page, { output: 'futureValue', target, input: 'rate' });
        const status = `${PANEL} [role="status"]`;
        await page.waitForFunction(([sel, old]) => document.querySelector(sel)?.textContent.trim() !== old, [status, failed.message]);
        const message = (await page.locator(status).textContent()).trim();
        const miss = await page.locator(status).evaluate((m) => m.classList.contains('calc-solve-message--miss'));
        assert.equal(miss, false, message);
        near(await fieldNumber(page, L, 'rate'), 7.846_731_591_437_568, 'rate');
      } finally {
        await context.close();
      }
    });
  }

  test('mortgage (en): a share link reproduces a solve; the history keeps it; a change of input ends it', async () => {
    const path = pathFor(EN, '/mortgage-calculator');
    const { context, page, watch } = await openWidgetPage(chromium.browser, `${server.origin}${path}`, { clipboard: true });
    try {
      await ready(page);
      const solved = await solve(page, { output: 'monthlyPayment', target: '2,500', input: 'homePrice' });
      assert.equal(solved.miss, false, solved.message);
      const price = await page.locator(field('homePrice')).inputValue();

      await showTools(page);
      await page.locator(tool('share')).click();
      await waitForText(page, `${WIDGET} .widget-status[role="status"]`, localeStrings('en', 'widget').linkCopied);
      const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
      // The target travels as plain text, whatever the page's language.
      assert.equal(link.searchParams.get('_to'), '2500', link.href);

      const other = await openWidgetPage(chromium.browser, link.href);
      try {
        await ready(other.page);
        const message = other.page.locator(`${PANEL} [role="status"]`);
        await message.filter({ hasText: /\S/ }).waitFor({ timeout: 10_000 });
        assert.equal((await message.textContent()).trim(), solved.message, 'the opened link says the same solve');
        assert.equal(await other.page.locator(PANEL).evaluate((d) => d.open), true, 'the panel is open');
        assert.equal(await other.page.locator(field('homePrice')).inputValue(), price);
        await expectShown(other.page, 'monthlyPayment', intl(EN, { style: 'currency', currency: 'USD' }).format(2500), 'the payment reached');
        await other.watch.assertClean();
      } finally {
        await other.context.close();
      }

      // Settled, the solve is in the history with its sentence.
      const recent = `${ISLAND} .calc-recent`;
      await page.locator(`${recent} summary`).waitFor({ timeout: 10_000 });
      await page.locator(`${recent} summary`).click();
      await waitForText(page, `${recent} .calc-recent-solve`, solved.message);
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await screenshot(page.locator(recent), `solve-history-en-${width}`);
      }
      await page.setViewportSize({ width: 1280, height: 900 });

      // Another price: the sentence is no longer true and goes.
      await page.locator(field('homePrice')).fill('300000');
      await page.waitForFunction((s) => document.querySelector(s)?.textContent === '', `${PANEL} [role="status"]`);
      // ... and, settled, is recorded without one.
      await page.locator(`${recent} .calc-recent-item`).nth(1).waitFor({ timeout: 10_000 });
      assert.equal(await page.locator(`${recent} .calc-recent-solve`).count(), 1, 'only the solve’s entry says a solve');

      // Restoring the solve's entry says it again.
      const entry = page.locator(`${recent} .calc-recent-item`).filter({ has: page.locator('.calc-recent-solve') });
      await entry.locator('button').click();
      await waitForText(page, `${PANEL} [role="status"]`, solved.message);
      assert.equal(await page.locator(field('homePrice')).inputValue(), price);
      await assertClean(page, watch, `${path} solve shared`);
    } finally {
      await context.close();
    }
  });

  for (const L of LANGS) {
    test(`conversion (${L.lang}): how many miles are 10 km, aiming at the unlisted number`, async () => {
      const path = pathFor(L, '/conversion-calculator');
      const { context, page, watch } = await openCalculator(`${path}?value=1&from=mi&to=km`);
      try {
        const props = await propsOf(page, 'Calculator');
        const amount = props.outputs.find((o) => o.id === 'amount');
        assert.equal(amount.solveOnly, true, 'the number is for solving');
        assert.equal(await page.locator(`${ISLAND} [data-output="amount"]`).count(), 0, 'it is not listed with the results');
        // NIST SP 811 B.8: mile = 1609.344 m exactly; 10 / 1.609344 = 6.2137119223733397 (Python fractions).
        const { message, miss } = await solve(page, { output: 'amount', target: '10', input: 'value' });
        assert.equal(miss, false, message);
        near(await fieldNumber(page, L, 'value'), 6.2137119223733397, 'miles');
        await expectShown(page, 'result', '10', 'the 10 km reached', { unit: true });
        await assertClean(page, watch, `${path} solved`);
      } finally {
        await context.close();
      }
    });
  }
});
