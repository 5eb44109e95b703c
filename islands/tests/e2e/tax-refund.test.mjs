// The U.S. tax page's refund or amount owed, in a real browser, against
// dist/ served by deploy/nginx.conf. The cases are the English page's own
// content examples (content/calculators/tax.yaml) that enter the tax already
// paid: their inputs are set as a person would, and the page must show the
// example's literal refund and amount owed, computed by hand and in Python
// from the IRS worksheets (Qualified Dividends and Capital Gain Tax
// Worksheet, Schedule SE, Schedule 8812), not by the site's code. Then: no
// broken number, axe, a clean console; screenshots at 375 and 1280 px when
// CALCULA_SCREENSHOTS is set.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { LANGS, ISLAND, pathFor, screenshot, themesFor } from '../../e2e-support/site.mjs';
import { hydratedCalculator, intl, setInputs, expectShown, assertClean } from '../../e2e-support/calculator.mjs';
import { open } from './shell-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';
import { REPO } from '../../e2e-support/paths.mjs';

const { server, chromium } = siteAndBrowser();

const en = LANGS.find((L) => L.lang === 'en');
const ID = 'tax';
const content = parse(fs.readFileSync(path.join(REPO, 'content', 'calculators', `${ID}.yaml`), 'utf8'));
/** The English page's examples that enter the tax already paid and state the refund or the amount owed. */
const cases = content.examples.filter((e) => 'withholding' in e.inputs && ('refund' in e.outputs || 'amountOwed' in e.outputs));
const money = (L, x) => intl(L, { style: 'currency', currency: L.currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(x);

test('the cases cover a refund and an amount owed', () => {
  assert.ok(cases.some((e) => e.outputs.refund > 0), 'an example with a refund');
  assert.ok(cases.some((e) => e.outputs.amountOwed > 0), 'an example with an amount owed');
  // Intl's currency form, as the page writes it: 6,512.3885 → $6,512.39.
  assert.equal(money(en, 6512.3885), '$6,512.39');
});

describe('U.S. tax: refund or amount owed after withholding', { concurrency: 2 }, () => {
  const url = pathFor(en, `/${ID}-calculator`);
  for (const [n, example] of cases.entries()) {
    const width = n % 2 === 0 ? 1280 : 375;
    const [theme] = themesFor(n);
    const what = Object.entries(example.inputs).map(([k, v]) => `${k}=${v}`).join(' ');
    test(`${url} at ${width} px: ${what}`, async () => {
      const { context, page, watch } = await hydratedCalculator(open(chromium.browser, `${server.origin}${url}`, { width, theme }), url);
      try {
        await setInputs(page, en, example.inputs);
        for (const id of ['refund', 'amountOwed']) {
          if (id in example.outputs) await expectShown(page, id, money(en, example.outputs[id]), `for ${what}`);
        }
        await screenshot(page.locator(ISLAND), `tax-refund-${n}-${width}-${theme}`);
        await assertClean(page, watch, `${url} (${what})`);
      } finally {
        await context.close();
      }
    });
  }
});
