// The home page's islands (tabs of popular calculators, statistics) and the
// scroll-to-top button, in a real browser, at every width and in both themes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertAccessible } from '../../e2e-support/axe.mjs';
import { LANGS, pathFor, screenshot, themesFor } from '../../e2e-support/site.mjs';
import { WIDTHS, open, hydrated, propsOf, foreign } from './shell-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';
import { readContent } from '../../e2e-support/content.mjs';

const { server, chromium } = siteAndBrowser();

const TABS = '[data-island="HomeTabs"]';
const STATS = '[data-island="Stats"]';
const SCROLL = '[data-island="ScrollTop"] button';

for (const L of LANGS) {
  test(`${L.lang}: home tabs — Popular first, arrow keys, Home/End, cards, "view all"`, async () => {
    const { context, page, watch } = await open(chromium.browser, `${server.origin}${pathFor(L, '/')}`);
    try {
      await hydrated(page, 'HomeTabs');
      const props = await propsOf(page, 'HomeTabs');
      // Popular first (the default), then the categories in the spec's order
      // (a category with no calculator yet has no tab).
      const order = ['popular', 'financial', 'health', 'academic', 'lifestyle', 'advanced', 'utility'];
      const ids = props.tabs.map((t) => t.id);
      assert.equal(ids[0], 'popular');
      assert.deepEqual(ids, order.filter((id) => ids.includes(id)));
      assert.ok(ids.length >= 2, 'tabs to switch between');
      const tabs = page.locator(`${TABS} [role="tab"]`);
      assert.equal(await page.locator(`${TABS} [role="tablist"]`).count(), 1);
      assert.deepEqual(await tabs.allTextContents(), props.tabs.map((t) => t.label));
      const selected = () => tabs.evaluateAll((ts) => ts.findIndex((t) => t.getAttribute('aria-selected') === 'true'));
      const visiblePanels = () => page.locator(`${TABS} [role="tabpanel"]`).evaluateAll((ps) => ps.map((p, i) => (p.hidden ? -1 : i)).filter((i) => i >= 0));
      const cards = () => page.locator(`${TABS} [role="tabpanel"]:not([hidden]) a`).evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      assert.equal(await selected(), 0);
      assert.deepEqual(await visiblePanels(), [0]);
      assert.deepEqual(await cards(), props.tabs[0].cards.map((c) => c.href));
      await tabs.first().focus();
      await page.keyboard.press('ArrowRight');
      assert.equal(await selected(), 1);
      assert.deepEqual(await visiblePanels(), [1]);
      assert.deepEqual(await cards(), props.tabs[1].cards.map((c) => c.href));
      assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-selected')), 'true', 'focus follows');
      await page.keyboard.press('End');
      assert.equal(await selected(), props.tabs.length - 1);
      await page.keyboard.press('ArrowRight');
      assert.equal(await selected(), 0, 'wraps around');
      await page.keyboard.press('ArrowLeft');
      assert.equal(await selected(), props.tabs.length - 1);
      await page.keyboard.press('Home');
      assert.equal(await selected(), 0);
      await tabs.nth(2).click();
      assert.equal(await selected(), 2);
      // One Tab from the selected tab goes into its panel, not to the next tab.
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => !!document.activeElement.closest('[role="tabpanel"]')), true);
      const viewAll = page.locator(`${TABS} .shell-view-all a`);
      assert.equal(await viewAll.getAttribute('href'), props.viewAll.href);
      assert.equal(await viewAll.textContent(), props.viewAll.label);
      await watch.assertClean();
    } finally {
      await context.close();
    }
  });

  test(`${L.lang}: statistics — final numbers without JavaScript and with reduced motion; counted from 0 otherwise`, async () => {
    {
      const { context, page } = await open(chromium.browser, `${server.origin}${pathFor(L, '/')}`, { javaScriptEnabled: false });
      const props = await propsOf(page, 'Stats');
      // The site may list no statistics; then the home page shows none (a
      // check of its own, never a skip).
      const listed = (readContent('site.yaml').stats ?? []).length;
      if (listed === 0) {
        assert.equal(props, null, 'content/site.yaml lists no statistics, yet the home page has a statistics band');
        await context.close();
        return;
      }
      assert.ok(props, `content/site.yaml lists ${listed} statistics; the home page has no statistics band`);
      const final = props.stats.map((s) => `${new Intl.NumberFormat(props.numberLocale, { maximumFractionDigits: (String(s.value).split('.')[1] ?? '').length }).format(s.value)}${s.suffix}`);
      assert.deepEqual(await page.locator(`${STATS} .shell-stat-value`).allTextContents(), final, 'server render: the final values');
      await context.close();

      const reduced = await open(chromium.browser, `${server.origin}${pathFor(L, '/')}`, { reducedMotion: 'reduce' });
      await reduced.page.locator(STATS).scrollIntoViewIfNeeded();
      await hydrated(reduced.page, 'Stats');
      await reduced.page.waitForTimeout(300);
      assert.deepEqual(await reduced.page.locator(`${STATS} .shell-stat-value`).allTextContents(), final, 'reduced motion: no animation');
      await reduced.watch.assertClean();
      await reduced.context.close();

      const moving = await open(chromium.browser, `${server.origin}${pathFor(L, '/')}`, { reducedMotion: 'no-preference', height: 700 });
      try {
        const { page } = moving;
        // Hydrate it while out of view (it may hydrate when visible: scroll near, not in).
        await page.evaluate((sel) => {
          const el = document.querySelector(sel);
          window.scrollTo(0, Math.max(0, el.getBoundingClientRect().top + window.scrollY - window.innerHeight - 150));
        }, STATS);
        await hydrated(page, 'Stats');
        const zeros = props.stats.map((s) => `0${s.suffix}`);
        const before = await page.locator(`${STATS} .shell-stat-value`).allTextContents();
        assert.deepEqual(before, zeros, 'reset to 0 before it is seen');
        // The accessible text is the final value all along.
        assert.deepEqual(await page.locator(`${STATS} .shell-sr`).allTextContents(), final);
        const start = Date.now();
        await page.locator(STATS).scrollIntoViewIfNeeded();
        let middle = null;
        await page.waitForFunction(([sel, zeros]) => {
          const v = [...document.querySelectorAll(`${sel} .shell-stat-value`)].map((e) => e.textContent);
          return v.some((x, i) => x !== zeros[i]);
        }, [STATS, zeros]);
        middle = await page.locator(`${STATS} .shell-stat-value`).allTextContents();
        assert.notDeepEqual(middle, final, 'counting, not jumping');
        // Counting takes 2 s and ends on the exact values. Only the lower
        // bound is load-proof (a busy machine makes it longer, never
        // shorter): the upper one is a hang bound.
        await page.waitForSelector(`${STATS} .shell-stats:not(.is-counting)`, { timeout: 10000 });
        const took = Date.now() - start;
        assert.ok(took > 1800, `counts for about 2 s, not ${took} ms`);
        assert.deepEqual(await page.locator(`${STATS} .shell-stat-value`).allTextContents(), final);
        // Once only.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.locator(STATS).scrollIntoViewIfNeeded();
        await page.waitForTimeout(200);
        assert.deepEqual(await page.locator(`${STATS} .shell-stat-value`).allTextContents(), final);
        await moving.watch.assertClean();
      } finally {
        await moving.context.close();
      }
    }
  });
}

for (const [i, width] of WIDTHS.entries()) {
  for (const theme of themesFor(i)) {
    test(`scroll-to-top past 300 px; home page accessible and clean (${width} px, ${theme})`, async () => {
      for (const L of LANGS) {
        const { context, page, watch, requests } = await open(chromium.browser, `${server.origin}${pathFor(L, '/')}`, { width, theme });
        try {
          await hydrated(page, 'ScrollTop');
          await hydrated(page, 'Header');
          await hydrated(page, 'Sidebar');
          const button = page.locator(SCROLL);
          assert.equal(await button.isVisible(), false, 'hidden at the top');
          await assertAccessible(page, `home ${L.lang} ${width}px ${theme}`);
          if (L.lang === 'en') await screenshot(page, `shell-home-${width}-${theme}`);
          await page.evaluate(() => window.scrollTo(0, 250));
          await page.waitForTimeout(150);
          assert.equal(await button.isVisible(), false, 'hidden at 250 px');
          // Down past 300 px, then a little back up: on a phone the button
          // shows on the way up only (ScrollTop.tsx); wider, it is there already.
          await page.evaluate(() => window.scrollTo(0, 600));
          await page.waitForTimeout(150);
          await page.evaluate(() => window.scrollTo(0, 400));
          await button.waitFor({ state: 'visible' });
          const box = await button.boundingBox();
          assert.ok(Math.abs(box.width - box.height) < 1, 'round');
          assert.ok(box.x + box.width / 2 < width / 2, 'on the left (the widget has the right)');
          assert.ok(box.y + box.height <= 900, 'on screen');
          await assertAccessible(page, `scrolled home ${L.lang} ${width}px ${theme}`);
          await button.click();
          await page.waitForFunction(() => window.scrollY === 0);
          await button.waitFor({ state: 'hidden' });
          assert.deepEqual(foreign(requests), []);
          await watch.assertClean();
        } finally {
          await context.close();
        }
      }
    });
  }
}
