// The tip calculator, the first formula calculator (its outputs are YAML
// formulas run by calc-wasm's formula module), in a real browser in both
// languages: typed input, rounding, a share link, a rejected value with its
// message next to the field, and the Portuguese pages' 10 % service charge.
// Expected amounts are worked by hand from the tip's rules, not taken
// from `calcula eval` (which runs the same code).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGS, pathFor, field, waitForText } from '../../e2e-support/site.mjs';
import { hydratedCalculator, intl, setInput, setInputs, expectShown, assertClean } from '../../e2e-support/calculator.mjs';
import { open, propsOf } from './shell-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';

const { server, chromium } = siteAndBrowser();

const openCalculator = (path) => hydratedCalculator(open(chromium.browser, `${server.origin}${path}`), path);

const money = (L, x) => intl(L, { style: 'currency', currency: L.currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(x);

describe('the tip calculator', { concurrency: 2 }, () => {
  for (const L of LANGS) {
    const path = pathFor(L, '/tip-calculator');

    test(`tip (${L.lang}) ${path}: typed amounts, rounding the total up, splitting, and a rejected head count`, async () => {
      const { context, page, watch } = await openCalculator(path);
      try {
        const props = await propsOf(page, 'Calculator');
        assert.equal(props.module, 'formula', 'runs on the formula module');
        // Portuguese pages start from the usual 10 % service charge.
        const tipDefault = props.spec.inputs.find((i) => i.id === 'tipPercent').default;
        assert.equal(tipDefault, L.lang === 'pt-BR' ? '10' : '15');

        // 84.37 × 1.18 = 99.5566, rounded up to 100: the tip is 15.63,
        // 100 / 3 = 33.33 each, 15.63 / 84.37 = 18.53 % of the bill.
        await setInputs(page, L, { bill: 84.37, tipPercent: 18, people: 3, roundTo: 'total' });
        await expectShown(page, 'tip', money(L, 15.63), 'rounded total');
        await expectShown(page, 'total', money(L, 100), 'rounded total');
        await expectShown(page, 'perPerson', money(L, 33.33), 'rounded total');
        await expectShown(page, 'tipPerPerson', money(L, 5.21), 'rounded total');
        await expectShown(page, 'effectivePercent', intl(L, { style: 'percent', maximumFractionDigits: 2 }).format(0.1853), 'rounded total');

        // Exact decimals: 0.1 × 30 % = 0.03 exactly; rounding the tip up gives 1.
        await setInputs(page, L, { bill: 0.1, tipPercent: 30, people: 1, roundTo: 'none' });
        await expectShown(page, 'tip', money(L, 0.03), 'no rounding');
        await expectShown(page, 'total', money(L, 0.13), 'no rounding');
        await setInput(page, L, 'roundTo', 'tip');
        await expectShown(page, 'tip', money(L, 1), 'tip rounded up');
        await expectShown(page, 'total', money(L, 1.1), 'tip rounded up');

        // No one to split with: a message next to the field, in the page's language.
        await setInput(page, L, 'people', 0);
        await page.locator(`${field('people')}[aria-invalid="true"]`).waitFor({ timeout: 5000 });
        const messageId = await page.locator(field('people')).getAttribute('aria-errormessage');
        assert.ok(messageId, 'the field names its message');
        await waitForText(page, `[id="${messageId}"]`, L.lang === 'pt-BR' ? /Digite 1 ou mais/ : /Enter 1 or more/, { what: 'the message next to the head count' });
        await setInput(page, L, 'people', 2);
        await expectShown(page, 'perPerson', money(L, 0.55), 'two people');
        await assertClean(page, watch, `${path} typed`);
      } finally {
        await context.close();
      }
    });

    test(`tip (${L.lang}) ${path}: a share link fills the form`, async () => {
      const { context, page, watch } = await openCalculator(`${path}?bill=200&tipPercent=12.5&people=4&roundTo=tip`);
      try {
        // 12.5 % of 200 is 25 (already whole); 225 / 4 = 56.25 each.
        await expectShown(page, 'tip', money(L, 25), 'from the share link');
        await expectShown(page, 'total', money(L, 225), 'from the share link');
        await expectShown(page, 'perPerson', money(L, 56.25), 'from the share link');
        assert.equal(await page.locator(field('people')).inputValue(), '4');
        await assertClean(page, watch, `${path} from a share link`);
      } finally {
        await context.close();
      }
    });
  }
});
