// Share links in a real browser: a link with custom inputs shows their
// result; a link carrying a script shows a validation message and runs
// nothing; the Share button copies a link that reproduces what is on screen
// (or hands title, description and link to the device's share sheet).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ISLAND, field, output, waitForText, screenshot } from '../../e2e-support/site.mjs';
import { WIDTHS, WIDGET, tool, openWidgetPage, ready, showTools, mortgagePayment, money, localeStrings } from './widget-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';
import { inputIds } from '../../e2e-support/props.mjs';

const { server, chromium } = siteAndBrowser();

const url = (path) => `${server.origin}${path}`;
const CUSTOM = { homePrice: 500000, downPayment: 100000, loanTerm: 15, interestRate: 5.5, propertyTax: 6000, insurance: 1200 };
const query = (values) => new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString();

for (const width of WIDTHS) {
  test(`a share link with custom inputs shows their result (${width} px)`, async () => {
    const { context, page, watch } = await openWidgetPage(chromium.browser, url(`/mortgage-calculator?${query(CUSTOM)}&utm_source=x`), { width });
    try {
      await waitForText(page, output('monthlyPayment'), money(mortgagePayment(CUSTOM)), { timeout: 10000, what: 'the shared result' });
      for (const [name, value] of Object.entries(CUSTOM)) {
        assert.equal(await page.locator(field(name)).inputValue(), String(value), `${name} shows the shared value`);
      }
      await watch.assertClean();
    } finally {
      await context.close();
    }
  });

  test(`a share link with a script shows a validation message and runs nothing (${width} px)`, async () => {
    const dialogs = [];
    const { context, page, watch } = await openWidgetPage(chromium.browser, url('/mortgage-calculator?homePrice=<script>window.__pwned=1;alert(1)</script>&foo=1&downPayment=<img src=x onerror=alert(2)>'), {
      width,
      init: () => {
        window.__pwned = 0;
      },
    });
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      d.dismiss().catch(() => {});
    });
    try {
      await ready(page);
      const homePrice = page.locator(field('homePrice'));
      await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('aria-invalid') === 'true', field('homePrice'), { timeout: 10000 });
      assert.equal(await homePrice.inputValue(), '<script>window.__pwned=1;alert(1)</script>', 'the text is shown as typed text');
      const message = await page.locator(`${ISLAND} .calc-field--invalid .calc-field-error`).textContent();
      assert.ok(message && message.trim().length > 0, 'a validation message next to the field');
      assert.equal(await page.locator(`${ISLAND} .calc-field--invalid [name="homePrice"]`).count(), 1, 'the message is on homePrice');
      assert.equal(await page.locator(`${ISLAND} [name="foo"]`).count(), 0, 'undeclared names are ignored');
      assert.equal(await page.locator(`${ISLAND} script, ${ISLAND} img`).count(), 0, 'nothing from the URL became an element');
      assert.equal(await page.evaluate(() => window.__pwned), 0, 'no script ran');
      assert.deepEqual(dialogs, [], 'no dialog opened');
      await screenshot(page, `widget-share-script-${width}`);
      await watch.assertClean();
    } finally {
      await context.close();
    }
  });
}

test('Share links carry plain numbers: a Portuguese page opens one as if its own numbers were typed', async () => {
  // The Brazilian mortgage (SAC and Price) has its own inputs: take them from the page.
  const path = '/pt-br/mortgage-calculator';
  const linked = { propertyValue: '500000', interestRate: '9.5' };
  const typedTexts = { propertyValue: '500.000', interestRate: '9,5' };
  const shared = await openWidgetPage(chromium.browser, url(`${path}?${query(linked)}`), { width: 1280 });
  const typed = await openWidgetPage(chromium.browser, url(path), { width: 1280 });
  try {
    const first = output('priceFirstPayment');
    const initial = await typed.page.locator(first).textContent();
    await ready(typed.page);
    for (const [name, value] of Object.entries(typedTexts)) await typed.page.locator(field(name)).fill(value);
    await typed.page.waitForFunction(([s, before]) => document.querySelector(s)?.textContent !== before, [first, initial]);
    const expected = await typed.page.locator(first).textContent();
    await waitForText(shared.page, first, expected, { timeout: 10000, what: 'the shared result' });
    // The linked numbers, written the page's way.
    assert.equal(await shared.page.locator(field('propertyValue')).inputValue(), '500000');
    assert.equal(await shared.page.locator(field('interestRate')).inputValue(), '9,5');
    await shared.watch.assertClean();
    await typed.watch.assertClean();
  } finally {
    await shared.context.close();
    await typed.context.close();
  }
});

for (const width of WIDTHS) {
  test(`Share copies a link that reproduces the inputs on screen, and says so (${width} px)`, async () => {
    const { context, page, watch } = await openWidgetPage(chromium.browser, url('/mortgage-calculator'), { width, clipboard: true });
    try {
      await ready(page);
      await page.locator(field('homePrice')).fill('450000');
      await page.locator(field('loanTerm')).fill('20');
      const expected = money(mortgagePayment({ homePrice: 450000, loanTerm: 20 }));
      await waitForText(page, output('monthlyPayment'), expected);
      assert.equal(await page.evaluate(() => typeof navigator.share), 'undefined', 'this Chromium has no share sheet');
      await showTools(page);
      await page.locator(tool('share')).click();
      await waitForText(page, `${WIDGET} .widget-status[role="status"]`, localeStrings('en', 'widget').linkCopied);
      assert.ok(await page.locator(`${WIDGET} .widget-status`).isVisible(), 'the confirmation is visible');
      const link = await page.evaluate(() => navigator.clipboard.readText());
      const shared = new URL(link);
      assert.equal(shared.origin + shared.pathname, url('/mortgage-calculator'));
      assert.deepEqual([...shared.searchParams.keys()], inputIds('mortgage'), 'only the declared inputs');
      assert.equal(shared.searchParams.get('homePrice'), '450000');
      assert.equal(shared.searchParams.get('loanTerm'), '20');
      await watch.assertClean();

      // The link opened elsewhere shows the same result.
      const other = await openWidgetPage(chromium.browser, link, { width });
      try {
        await waitForText(other.page, output('monthlyPayment'), expected, { timeout: 10000, what: 'the result from the copied link' });
        await other.watch.assertClean();
      } finally {
        await other.context.close();
      }
    } finally {
      await context.close();
    }
  });
}

test("with a share sheet, Share hands it the title, description and link; cancelling it does nothing", async () => {
  const { context, page, watch } = await openWidgetPage(chromium.browser, url('/mortgage-calculator?homePrice=420000'), {
    width: 375,
    init: () => {
      window.__shared = [];
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value(data) {
          window.__shared.push(data);
          return window.__cancel ? Promise.reject(new DOMException('cancelled', 'AbortError')) : Promise.resolve();
        },
      });
    },
  });
  try {
    await ready(page);
    await page.waitForFunction((s) => document.querySelector(s)?.value === '420000', field('homePrice'));
    await showTools(page);
    await page.locator(tool('share')).click();
    await page.waitForFunction(() => window.__shared.length === 1);
    const [data] = await page.evaluate(() => window.__shared);
    assert.equal(data.title, 'Mortgage Calculator');
    assert.ok(data.text.length > 20, 'the description');
    assert.equal(new URL(data.url).searchParams.get('homePrice'), '420000');
    assert.equal(await page.locator(`${WIDGET} .widget-status`).textContent(), '', 'nothing to confirm: the sheet did it');
    await page.evaluate(() => { window.__cancel = true; });
    await page.locator(tool('share')).click();
    await page.waitForFunction(() => window.__shared.length === 2);
    await page.waitForTimeout(200);
    assert.equal(await page.locator(`${WIDGET} .widget-status`).textContent(), '', 'cancelling says nothing');
    await watch.assertClean();
  } finally {
    await context.close();
  }
});
