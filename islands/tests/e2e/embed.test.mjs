// Embeds: /embed/mortgage and /pt-br/embed/mortgage show the bare
// calculator (no header, footer or navigation), compute on input, and can be
// framed by another site, while ordinary pages cannot.
//
// The English embed is the U.S. mortgage (homePrice → monthlyPayment); the
// Portuguese one follows the Brazilian rules, SAC and Price side by side
// (mortgage.yaml markets.pt-BR: propertyValue less the entrada →
// sacFirstPayment, priceFirstPayment). Expected values are computed here from the formulas.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertAccessible } from '../../e2e-support/axe.mjs';
import { LANGS, pathFor, ISLAND, field, output, openPage, waitForHydration, waitForText, screenshot } from '../../e2e-support/site.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';
import { defaults } from '../../e2e-support/props.mjs';

const { server, chromium } = siteAndBrowser();

const payment = (homePrice) => {
  const P = homePrice - 80000;
  const i = 6.5 / 100 / 12;
  const n = 30 * 12;
  // PMI at the page's default 0.5 % a year while the loan is above 80 % of the price.
  const pmi = P > 0.8 * homePrice ? (P * 0.005) / 12 : 0;
  return (P * i) / (1 - (1 + i) ** -n) + 4800 / 12 + 1500 / 12 + pmi;
};
// SAC and Price at the pt-BR defaults: 10,99 % a year nominal (i = 10,99 % / 12
// a month, as calc-wasm/calculators/finance/src/sac.rs reads a nominal rate), 360 months.
const sacFirst = (P) => {
  const i = 10.99 / 100 / 12;
  return P / 360 + P * i;
};
const priceInstallment = (P) => {
  const i = 10.99 / 100 / 12;
  return (P * i) / (1 - (1 + i) ** -360);
};
// The Portuguese page finances the property value less its default entrada (in reais).
const ENTRADA = defaults('mortgage', 'pt-BR').downPayment;
const money = (L, x) => new Intl.NumberFormat(L.locale, { style: 'currency', currency: L.currency }).format(x);
const typed = (L, x) => new Intl.NumberFormat(L.locale).format(x);

/** What each language's embed computes: an input, and outputs expected for a value of it. */
const MARKET = {
  en: { input: 'homePrice', primary: 'monthlyPayment', from: 400000, to: 500000, outputs: (v) => ({ monthlyPayment: payment(v) }) },
  'pt-BR': {
    input: 'propertyValue',
    primary: 'sacFirstPayment',
    from: 300000 + ENTRADA,
    to: 450000 + ENTRADA,
    outputs: (v) => ({ sacFirstPayment: sacFirst(v - ENTRADA), priceFirstPayment: priceInstallment(v - ENTRADA) }),
  },
};

const CHROME = 'header, footer, nav, aside, [role="banner"], [role="contentinfo"], [role="navigation"], [role="complementary"], [role="search"]';

test('the formulas here agree with published figures', () => {
  const [en, pt] = [LANGS.find((L) => L.lang === 'en'), LANGS.find((L) => L.lang === 'pt-BR')];
  // mortgage.yaml's examples (mpmath): 2547.6176751774839; SAC 3580.8333…, Price 2854.7035366235591.
  assert.equal(money(en, payment(400000)), '$2,547.62');
  // 500,000 with 80,000 down (16 %): 3,179.69 + PMI 420,000 × 0.005 / 12 = 175.
  assert.equal(money(en, payment(500000)), '$3,354.69');
  assert.equal(money(pt, sacFirst(300000)), 'R$\u00a03.580,83');
  assert.equal(money(pt, priceInstallment(300000)), 'R$\u00a02.854,70');
});

for (const L of LANGS) {
  const path = pathFor(L, '/embed/mortgage');
  const M = MARKET[L.lang];

  test(`${path}: the bare calculator, computing on input`, async () => {
    for (const width of [375, 1280]) {
      const { context, page, watch, response } = await openPage(chromium.browser, `${server.origin}${path}`, { width, height: 800 });
      try {
        assert.equal(response.status(), 200, 'status');
        assert.equal(await page.evaluate(() => document.documentElement.lang), L.lang, '<html lang>');
        const chrome = await page.evaluate((sel) => [...document.querySelectorAll(sel)].map((e) => e.outerHTML.slice(0, 120)), CHROME);
        assert.deepEqual(chrome, [], 'an embed has no header, footer, navigation or sidebar');
        assert.equal(await page.locator(ISLAND).count(), 1, 'one calculator island');
        for (const [id, x] of Object.entries(M.outputs(M.from))) {
          await waitForText(page, output(id), money(L, x), { what: `default ${id}` });
        }
        await waitForHydration(page, ISLAND);
        await page.locator(field(M.input)).fill(typed(L, M.to)); // "500,000" / "450.000"
        for (const [id, x] of Object.entries(M.outputs(M.to))) {
          await waitForText(page, output(id), money(L, x), { what: `${id} after ${M.input}=${typed(L, M.to)}` });
        }
        await page.waitForLoadState('networkidle');
        await screenshot(page, `embed-mortgage-${L.lang}-${width}`, { fullPage: true });
        await assertAccessible(page, `${path} (${width}px)`);
        await watch.assertClean();
      } finally {
        await context.close();
      }
    }
  });
}

test('embeds honour dark mode (the system preference, or ?theme= from the host)', async () => {
  const L = LANGS[0];
  const path = pathFor(L, '/embed/mortgage');
  for (const [query, scheme, dark] of [['', 'dark', true], ['', 'light', false], ['?theme=dark', 'light', true], ['?theme=light', 'dark', false]]) {
    const { context, page, watch } = await openPage(chromium.browser, `${server.origin}${path}${query}`, { theme: scheme, storeTheme: false, width: 400, height: 700 });
    try {
      const isDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
      assert.equal(isDark, dark, `${path}${query} with prefers-color-scheme: ${scheme}: <html class="dark"> should be ${dark ? 'set' : 'absent'}`);
      if (dark && !query) {
        await waitForHydration(page, ISLAND);
        await page.waitForLoadState('networkidle');
        await screenshot(page, `embed-mortgage-${L.lang}-dark-400`, { fullPage: true });
        await assertAccessible(page, `${path} (dark)`);
      }
      await watch.assertClean();
    } finally {
      await context.close();
    }
  }
});

test('another site can frame an embed, but not an ordinary page', async () => {
  const context = await chromium.browser.newContext();
  try {
    const page = await context.newPage();
    const refused = [];
    page.on('console', (m) => { if (/frame-ancestors/.test(m.text())) refused.push(m.text()); });
    // The host document has an opaque origin: a third-party site.
    const embeds = LANGS.map((L) => `${server.origin}${pathFor(L, '/embed/mortgage')}`);
    const ordinary = `${server.origin}${pathFor(LANGS[0], '/mortgage-calculator')}`;
    await page.setContent(
      `<!doctype html><title>host</title>${[...embeds, ordinary].map((src, i) => `<iframe id="f${i}" title="f${i}" src="${src}" width="400" height="600"></iframe>`).join('')}`,
      { waitUntil: 'load' },
    );
    for (const [i, src] of embeds.entries()) {
      const frame = await (await page.$(`#f${i}`)).contentFrame();
      assert.equal(frame.url(), src, `iframe ${src} did not load (now at ${frame.url()})`);
      await frame.waitForSelector(`${ISLAND} [data-output="${MARKET[LANGS[i].lang].primary}"]`, { timeout: 5000 });
    }
    const blocked = await (await page.$(`#f${embeds.length}`)).contentFrame();
    const hasCalculator = await blocked.$(ISLAND).then((h) => !!h).catch(() => false);
    assert.equal(hasCalculator, false, `${ordinary} was shown inside a frame of another site`);
    assert.ok(refused.length >= 1, `expected Chromium to refuse framing ${ordinary} (frame-ancestors), got no such message`);
  } finally {
    await context.close();
  }
});
