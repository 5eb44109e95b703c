// Brazil's credit card page (issue 45 item 2) in a real browser, driven by
// its content file (content/calculators/credit-card.yaml), whose examples
// are worked by hand from Lei 14.690/2023 and the IOF decree (see the
// comments there), not by the site's code. In Portuguese: the rotativo's
// monthly rate typed as "14,5", the main result, the month-by-month table
// and the 100 % cap's notice; a rate above the field's limit refused next to
// it. In English: a share link shows the first example in reais.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { LANGS, ISLAND, field, output, calculatorPath } from '../../e2e-support/site.mjs';
import { hydratedCalculator, intl, setInputs, expectShown, labelOf, assertClean } from '../../e2e-support/calculator.mjs';
import { open, propsOf } from './shell-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';
import { REPO } from '../../e2e-support/paths.mjs';

const { server, chromium } = siteAndBrowser();
const ID = 'credit-card';
const content = parse(fs.readFileSync(path.join(REPO, 'content', 'calculators', `${ID}.yaml`), 'utf8'));
const primary = content.outputs.find((o) => o.primary).id;
const input = (id) => content.inputs.find((i) => i.id === id);
// The example with both rates at 14.5 % a month: both plans reach the cap.
const capped = content.examples.find((e) => e.inputs.rotativoRate === 14.5);
const [first] = content.examples;
const [EN, PT] = ['en', 'pt-BR'].map((lang) => LANGS.find((L) => L.lang === lang));
const money = (L, x) => intl(L, { style: 'currency', currency: content.currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(x);

describe('Brazil credit card page: rotativo, parcelamento and the 100 % cap', { concurrency: 2 }, () => {
  test('pt-BR: a monthly rate typed as "14,5", the table and the cap notice; a rate above the limit refused', async () => {
    const url = calculatorPath(PT, ID);
    const { context, page, watch } = await hydratedCalculator(open(chromium.browser, `${server.origin}${url}`), url);
    try {
      const { rotativoRate, ...rest } = capped.inputs;
      await setInputs(page, PT, rest);
      await page.locator(field('rotativoRate')).fill('14,5');
      assert.equal(rotativoRate, 14.5);
      await expectShown(page, primary, money(PT, capped.outputs[primary]), 'with the rate typed as 14,5');
      await expectShown(page, 'parcelCapMonth', String(capped.outputs.parcelCapMonth), 'the month the cap bites');

      const notice = labelOf(await propsOf(page, 'Calculator'), 'capNotice', capped.outputs.capNotice);
      const shown = (await page.locator(output('capNotice')).innerText()).replace(/\s+/g, ' ').trim();
      assert.ok(shown.includes(notice.replace(/\s+/g, ' ').trim()), `the cap notice: ${shown}`);

      // Month 0 to the month the rotativo ends, the instalment in the
      // parcelamento's columns of month 2.
      const rows = page.locator(`${ISLAND} .calc-tables tbody tr`);
      assert.equal(await rows.count(), capped.outputs.minimumEndMonth + 1, 'a row a month');
      assert.ok((await rows.nth(2).innerText()).includes(money(PT, capped.outputs.instalment)), 'the instalment in month 2');

      await page.locator(field('rotativoRate')).fill(String(input('rotativoRate').max + 1));
      await page.locator(`${field('rotativoRate')}[aria-invalid="true"]`).waitFor({ timeout: 5000 });
      const messageId = await page.locator(field('rotativoRate')).getAttribute('aria-errormessage');
      assert.ok((await page.locator(`[id="${messageId}"]`).innerText()).trim().length > 0, 'a message next to the field');
      await page.locator(field('rotativoRate')).fill('14,5');
      await expectShown(page, primary, money(PT, capped.outputs[primary]), 'fixed again');
      await assertClean(page, watch, `${url} ${ID}`);
    } finally {
      await context.close();
    }
  });

  test('en: a share link shows the first example in reais', async () => {
    const url = calculatorPath(EN, ID);
    const query = new URLSearchParams(Object.entries(first.inputs).map(([k, v]) => [k, String(v)]));
    const { context, page, watch } = await hydratedCalculator(open(chromium.browser, `${server.origin}${url}?${query}`), url);
    try {
      await expectShown(page, primary, money(EN, first.outputs[primary]), 'from the share link');
      await expectShown(page, 'instalment', money(EN, first.outputs.instalment), 'the instalment');
      await assertClean(page, watch, `${url} ${ID}`);
    } finally {
      await context.close();
    }
  });
});
