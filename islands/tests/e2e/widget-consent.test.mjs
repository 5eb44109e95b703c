// The floating widget with the consent banner, on the site built with an
// analytics id (the banner is built only then: e2e-support/variant.mjs):
// never over the banner or the scroll-to-top button, and back down once the
// banner is answered; on small screens it hydrates unused above the banner.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot } from '../../e2e-support/site.mjs';
import { WIDTHS, WIDGET, PANEL, openWidgetPage, withWidgetPage, ready, widgetHydrated, showTools, openPanel, box, overlaps } from './widget-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';
import { withAnalytics } from '../../e2e-support/variant.mjs';

const { server, chromium } = siteAndBrowser({}, { variant: withAnalytics });

const url = (path) => `${server.origin}${path}`;

for (const width of WIDTHS) {
  test(`at ${width} px the widget never covers the scroll-to-top button or the consent banner`, async () => {
    const height = width < 768 ? 740 : 800;
    const { context, page, watch } = await openWidgetPage(chromium.browser, url('/mortgage-calculator'), { width, height, consent: null });
    try {
      await ready(page);
      await page.waitForSelector('.shell-consent', { state: 'visible' });
      // Down, then a little back up: on a phone the button shows on the way up (ScrollTop.tsx).
      await page.mouse.wheel(0, 1200);
      await page.mouse.wheel(0, -200);
      await page.waitForSelector('.shell-scroll-top:not([hidden])', { timeout: 5000 });
      await showTools(page);
      const banner = await box(page, '.shell-consent');
      const up = await box(page, '.shell-scroll-top');
      const parts = [`${WIDGET} .widget-bar`];
      for (const name of ['info', 'quick', 'embed']) {
        await openPanel(page, name);
        for (const part of [...parts, PANEL]) {
          const b = await box(page, part);
          assert.ok(!overlaps(b, banner), `${part} (${name}) covers the consent banner: ${JSON.stringify(b)} vs ${JSON.stringify(banner)}`);
          assert.ok(!overlaps(b, up), `${part} (${name}) covers the scroll-to-top button: ${JSON.stringify(b)} vs ${JSON.stringify(up)}`);
        }
      }
      await screenshot(page, `widget-with-banner-${width}`);
      // Once the banner is answered, the widget moves back down.
      await page.locator('.shell-consent button', { hasText: 'Decline' }).click();
      await page.waitForFunction((s) => {
        const el = document.querySelector(s);
        return el && getComputedStyle(el).getPropertyValue('--widget-consent').trim() === '0px';
      }, `${WIDGET} .widget`);
      await watch.assertClean();
    } finally {
      await context.close();
    }
  });
}

test('small screens with the consent banner: the widget hydrates without being used and sits above the banner', async () => {
  await withWidgetPage(chromium.browser, url('/mortgage-calculator'), { width: 375, height: 740, consent: null }, async ({ page }) => {
    await page.waitForSelector('.shell-consent', { state: 'visible' });
    await widgetHydrated(page);
    await page.waitForFunction((s) => getComputedStyle(document.querySelector(s)).getPropertyValue('--widget-consent').trim() !== '0px', `${WIDGET} .widget`);
    assert.ok(!overlaps(await box(page, `${WIDGET} .widget-bar`), await box(page, '.shell-consent')), 'the toolbar is above the banner');
  });
});
