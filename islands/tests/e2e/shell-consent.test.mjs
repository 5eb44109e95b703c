// The consent banner in a real browser, on the site built with an analytics
// id (the banner is built only then: e2e-support/variant.mjs): shown until
// answered, at every width and in both themes; no request leaves 127.0.0.1
// before an answer or after a decline; the answer is stored and the banner
// never flashes again; the analytics script loads only after Accept. The
// site as built (no analytics id) has no banner at all.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertAccessible } from '../../e2e-support/axe.mjs';
import { LANGS, pathFor, screenshot } from '../../e2e-support/site.mjs';
import { WIDTHS, THEMES, open, hydrated, propsOf, menuOf, onTop, foreign } from './shell-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';
import { startServer } from '../../e2e-support/server.mjs';
import { withAnalytics, TEST_ANALYTICS_ID } from '../../e2e-support/variant.mjs';

const { server, chromium } = siteAndBrowser({}, { variant: withAnalytics });

const BANNER = '[data-island="ConsentBanner"] .shell-consent';
const GTAG = /^https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=/;

/** A calculator page, to check more than the home page. */
async function somePages(L) {
  const { context, page } = await open(chromium.browser, `${server.origin}${pathFor(L, '/')}`, { javaScriptEnabled: false });
  try {
    const groups = await menuOf(page);
    return [pathFor(L, '/'), groups[0].items[0].href];
  } finally {
    await context.close();
  }
}

// Each width and theme once, on one language and one of its pages in turn,
// so that both languages and both kinds of page are covered without
// repeating the whole walk for every combination.
const CONFIGS = WIDTHS.flatMap((width) => THEMES.map((theme) => ({ width, theme })));
for (const [i, { width, theme }] of CONFIGS.entries()) {
  const L = LANGS[i % LANGS.length];
  test(`banner until answered; decline stores, hides, loads nothing (${width} px, ${theme}, ${L.lang})`, async () => {
    const pages = await somePages(L);
    const url = pages[Math.floor(i / LANGS.length) % pages.length];
    const { context, page, watch, requests } = await open(chromium.browser, `${server.origin}${url}`, { width, theme, storage: {} });
    try {
      const banner = page.locator(BANNER);
      assert.ok(await banner.isVisible(), `${url}: shown before any answer`);
      await hydrated(page, 'ConsentBanner');
      const props = await propsOf(page, 'ConsentBanner');
      assert.equal(await banner.locator('a').getAttribute('href'), props.privacyHref, 'links the privacy policy');
      assert.ok(await onTop(banner.locator('button').first()), 'its buttons are reachable');
      const box = await banner.boundingBox();
      assert.ok(Math.abs(box.y + box.height - 900) <= 1, 'at the bottom');
      if (url === pathFor(L, '/')) {
        await screenshot(page, `shell-consent-${width}-${theme}`);
      }
      await assertAccessible(page, `${url} with the consent banner ${width}px ${theme}`);
      assert.deepEqual(foreign(requests), [], 'nothing but this site before an answer');
      await banner.locator('button', { hasText: props.strings.decline }).click();
      assert.equal(await banner.isVisible(), false, 'hidden after decline');
      assert.equal(await page.evaluate(() => localStorage.getItem('consent')), 'declined');
      await page.reload();
      await hydrated(page, 'Header');
      assert.equal(await page.locator(BANNER).isVisible(), false, 'still hidden after a reload');
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(300);
      assert.deepEqual(foreign(requests), [], 'nothing but this site after a decline');
      await watch.assertClean();
    } finally {
      await context.close();
    }
  });
}

test('without an analytics id (the site as built) there is no banner and nothing loads from elsewhere', async () => {
  const plain = await startServer();
  try {
    for (const L of LANGS) {
      const { context, page, watch, requests } = await open(chromium.browser, `${plain.origin}${pathFor(L, '/')}`, { storage: {} });
      try {
        await hydrated(page, 'Header');
        assert.equal(await page.locator('[data-island="ConsentBanner"], .shell-consent').count(), 0, 'nothing to consent to');
        await page.mouse.wheel(0, 600);
        await page.waitForTimeout(300);
        assert.deepEqual(foreign(requests), []);
        await watch.assertClean();
      } finally {
        await context.close();
      }
    }
  } finally {
    await plain.stop();
  }
});

test('accept stores, hides, and loads the analytics script', async () => {
  for (const L of LANGS) {
    const { context, page, watch, requests } = await open(chromium.browser, `${server.origin}${pathFor(L, '/')}`, { storage: {} });
    try {
      await hydrated(page, 'ConsentBanner');
      const props = await propsOf(page, 'ConsentBanner');
      // Never the real service from a test: answer gtag.js with an empty script.
      await context.route(GTAG, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
      assert.deepEqual(foreign(requests), []);
      await page.locator(BANNER).locator('button', { hasText: props.strings.accept }).click();
      assert.equal(await page.locator(BANNER).isVisible(), false);
      assert.equal(await page.evaluate(() => localStorage.getItem('consent')), 'accepted');
      await page.waitForTimeout(300);
      assert.equal(props.analyticsId, TEST_ANALYTICS_ID);
      assert.deepEqual(foreign(requests), [`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(props.analyticsId)}`]);
      await page.reload();
      await hydrated(page, 'ConsentBanner');
      assert.equal(await page.locator(BANNER).isVisible(), false);
      await watch.assertClean();
    } finally {
      await context.close();
    }
  }
});

test('an answered banner never flashes: hidden by CSS before any island script runs', async () => {
  for (const answer of ['accepted', 'declined']) {
    const context = await chromium.browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    try {
      await page.addInitScript((a) => localStorage.setItem('consent', a), answer);
      // No module script at all: only the page's inline head script runs.
      await context.route('**/assets/*.js', (route) => route.abort());
      await page.goto(`${server.origin}/`, { waitUntil: 'load' });
      assert.equal(await page.evaluate(() => document.documentElement.classList.contains('consent-answered')), true, `html.consent-answered (${answer})`);
      assert.equal(await page.locator(BANNER).isVisible(), false, `hidden (${answer})`);
    } finally {
      await context.close();
    }
  }
});
