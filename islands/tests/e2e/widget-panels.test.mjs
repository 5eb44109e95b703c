// The floating widget in a real browser at 375 and 1280 px: where it sits
// (never over the consent banner: widget-consent.test.mjs), every panel
// open in light and dark with axe clean and a quiet console, the quick
// calculator by click and by keyboard, hide / restore (remembered from page
// to page) and expand / collapse,
// panels closing on navigation, and no widget off calculator pages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, textOf } from '../../e2e-support/site.mjs';
import {
  WIDTHS, THEMES, WIDGET, PANEL, tool, openWidgetPage, withWidgetPage, ready, widgetHydrated, showTools, openPanel, box, overlaps, assertInside, assertAccessible,
} from './widget-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';

const { server, chromium } = siteAndBrowser();

const url = (path) => `${server.origin}${path}`;

// Each width once and each theme once (the phone dark, the desktop light):
// the panels' layout depends on the width, their colours on the theme, and
// neither on the other.
for (const [i, width] of WIDTHS.entries()) {
  const theme = THEMES[(WIDTHS.length - 1 - i) % THEMES.length];
  test(`every panel at ${width} px, ${theme}: axe clean, no console errors`, async () => {
    const height = width < 768 ? 740 : 900;
    await withWidgetPage(chromium.browser, url('/mortgage-calculator'), { width, height, theme }, async ({ page }) => {
      assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), theme === 'dark');
      assertInside(await box(page, `${WIDGET} .widget-bar`), width, height, 'the toolbar');
      await showTools(page);
      for (const name of ['info', 'quick', 'embed']) {
        await openPanel(page, name);
        const panel = await box(page, PANEL);
        assertInside(panel, width, height, `the ${name} panel`);
        if (name === 'info') {
          // 380 px wide (less on a small screen), 50vh / 57vh high.
          assert.equal(Math.round(panel.width), Math.min(380, width - 32), 'info panel width');
          const expected = Math.round((width <= 768 ? 0.57 : 0.5) * height);
          assert.ok(Math.abs(panel.height - expected) <= 1 || panel.height < expected, `info panel height ${panel.height}, expected ${expected}`);
          for (const tab of ['Formulas', 'FAQs', 'About']) {
            await page.locator(`${PANEL} [role="tab"]`, { hasText: tab }).click();
            await assertAccessible(page, `/mortgage-calculator info panel, ${tab} tab (${width}px, ${theme})`);
          }
          const links = await page.$$eval(`${PANEL} .widget-references a`, (as) => as.map((a) => [a.target, a.rel]));
          assert.ok(links.length > 0, 'references are listed');
          for (const [target, rel] of links) assert.deepEqual([target, rel], ['_blank', 'noopener']);
        } else {
          if (name === 'quick') assert.equal(Math.round(panel.width), 280, 'quick calculator width');
          await assertAccessible(page, `/mortgage-calculator ${name} panel (${width}px, ${theme})`);
        }
        await screenshot(page, `widget-${name}-${width}-${theme}`);
        // Its button (or Escape) closes it again.
        await page.keyboard.press('Escape');
        await page.locator(PANEL).waitFor({ state: 'detached' });
      }
      await assertAccessible(page, `/mortgage-calculator with the tools open (${width}px, ${theme})`);
    });
  });

  test(`quick calculator at ${width} px: 12 + 3 × 2 = shows 30, by click and by keyboard`, async () => {
    await withWidgetPage(chromium.browser, url('/mortgage-calculator'), { width, height: 800 }, async ({ page }) => {
      await openPanel(page, 'quick');
      const display = `${PANEL} [data-quick-display]`;
      assert.equal(await textOf(page, display), '0');
      const key = (k) => page.locator(`${PANEL} [data-key="${k}"]`);
      for (const k of ['1', '2', '+', '3']) await key(k).click();
      assert.equal(await key('+').getAttribute('aria-pressed'), 'true', 'the pending operator is highlighted');
      await key('×').click();
      assert.equal(await textOf(page, display), '15');
      await key('2').click();
      await key('=').click();
      assert.equal(await textOf(page, display), '30');
      assert.equal(await textOf(page, `${PANEL} [data-quick-last]`), '15 × 2 = 30');
      assert.equal(await key('×').getAttribute('aria-pressed'), 'false');
      await key('AC').click();
      assert.equal(await textOf(page, display), '0');

      // The keyboard: the panel has focus; Enter equals, Escape clears.
      await page.locator(PANEL).focus();
      await page.keyboard.type('12+3*2');
      await page.keyboard.press('Enter');
      assert.equal(await textOf(page, display), '30');
      await page.keyboard.type('0.1+0.2=');
      assert.equal(await textOf(page, display), '0.3');
      await page.keyboard.type('5/0=');
      assert.equal(await textOf(page, display), 'Cannot divide by zero');
      await page.keyboard.press('Escape');
      assert.equal(await textOf(page, display), '0');
      await page.keyboard.type('1.2.3');
      assert.equal(await textOf(page, display), '1.23', 'a second decimal point is ignored');
      await page.keyboard.press('Backspace');
      assert.equal(await textOf(page, display), '1.2');
    });
  });
}

test('Portuguese: the quick calculator writes the decimal comma and takes it from the keyboard', async () => {
  await withWidgetPage(chromium.browser, url('/pt-br/mortgage-calculator'), { width: 1280 }, async ({ page }) => {
    await openPanel(page, 'quick');
    await page.locator(PANEL).focus();
    await page.keyboard.type('0,1+0,2=');
    assert.equal(await textOf(page, `${PANEL} [data-quick-display]`), '0,3');
    assert.equal(await page.locator(`${PANEL} h2`).textContent(), 'Calculadora rápida');
  });
});

test('large screens: hide leaves an edge tab that brings the toolbar back', async () => {
  await withWidgetPage(chromium.browser, url('/mortgage-calculator'), { width: 1280 }, async ({ page }) => {
    const bar = await box(page, `${WIDGET} .widget-bar`);
    assert.equal(Math.round(bar.width), 48, 'the toolbar is 48 px wide');
    assert.equal(Math.round(bar.right), 1280, 'on the right edge');
    assert.ok(bar.height > bar.width * 3, 'vertical');
    assert.equal(await box(page, tool('toggle')), null, 'no expand button on large screens');
    await openPanel(page, 'info');
    await page.locator(tool('hide')).click();
    assert.equal(await box(page, `${WIDGET} .widget-bar`), null, 'hidden');
    assert.equal(await page.locator(PANEL).count(), 0, 'hiding closes the panel');
    const tab = await box(page, tool('show'));
    assert.ok(tab && tab.width < 48 && Math.round(tab.right) === 1280, `a small tab on the edge: ${JSON.stringify(tab)}`);
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.widget), 'show', 'focus moves to the tab');
    await page.locator(tool('show')).click();
    assert.ok(await box(page, `${WIDGET} .widget-bar`), 'shown again');
    assert.equal(await box(page, tool('show')), null);
  });
});

test('large screens: a hidden toolbar stays hidden on the next pages, from the first paint; shown again, it stays shown', async () => {
  await withWidgetPage(chromium.browser, url('/mortgage-calculator'), { width: 1280 }, async ({ context, page }) => {
    // The first click on the widget: it hydrates, then the click is replayed.
    await page.locator(tool('hide')).click();
    await page.waitForFunction(() => localStorage.getItem('widget') === 'hidden', null, { timeout: 5000 });

    // Another page of this browser, with no module script at all (only the
    // head script runs): hidden from the first paint.
    const bare = await context.newPage();
    await bare.route('**/assets/*.js', (route) => route.abort());
    await bare.goto(url('/bmi-calculator'), { waitUntil: 'load' });
    assert.equal(await bare.evaluate(() => document.documentElement.classList.contains('widget-hidden')), true, 'html.widget-hidden');
    assert.equal(await box(bare, `${WIDGET} .widget-bar`), null, 'no toolbar, even before hydration');
    assert.ok(await box(bare, tool('show')), 'the edge tab instead');
    await bare.close();

    // Hydrated, in the other language too: still hidden, and the tab brings it back.
    await page.goto(url('/pt-br/bmi-calculator'), { waitUntil: 'load' });
    await ready(page);
    await page.hover(tool('show'));
    await widgetHydrated(page);
    assert.equal(await box(page, `${WIDGET} .widget-bar`), null, 'still hidden after hydration');
    await page.locator(tool('show')).click();
    assert.ok(await box(page, `${WIDGET} .widget-bar`), 'shown again');
    assert.equal(await page.evaluate(() => localStorage.getItem('widget')), null, 'the choice is forgotten');
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('widget-hidden')), false);

    // Shown stays shown after a reload.
    await page.reload({ waitUntil: 'load' });
    await ready(page);
    assert.ok(await box(page, `${WIDGET} .widget-bar`), 'shown after a reload');
    assert.equal(await box(page, tool('show')), null);
  });

  // Small screens have no hide button: a stored "hidden" leaves the toggle there.
  const small = await openWidgetPage(chromium.browser, url('/mortgage-calculator'), { width: 375, height: 740, init: () => localStorage.setItem('widget', 'hidden') });
  try {
    await ready(small.page);
    assert.ok(await box(small.page, tool('toggle')), 'the toggle is shown at 375 px');
    assert.equal(await box(small.page, tool('show')), null, 'no edge tab at 375 px');
    await small.watch.assertClean();
  } finally {
    await small.context.close();
  }
});

test('small screens: bottom right, expands and collapses; collapsing closes the quick calculator', async () => {
  await withWidgetPage(chromium.browser, url('/mortgage-calculator'), { width: 375, height: 740 }, async ({ page }) => {
    const toggle = await box(page, tool('toggle'));
    assert.ok(toggle.right > 375 - 40 && toggle.bottom > 740 - 40, `bottom right: ${JSON.stringify(toggle)}`);
    assert.equal(await box(page, tool('info')), null, 'collapsed at first');
    assert.equal(await box(page, tool('hide')), null, 'no hide button on small screens');
    await page.locator(tool('toggle')).click();
    await page.waitForSelector(`${tool('toggle')}[aria-expanded="true"]`, { timeout: 5000 });
    for (const name of ['info', 'quick', 'share', 'embed']) assert.ok(await box(page, tool(name)), `${name} shown when expanded`);
    await page.locator(tool('quick')).click();
    await page.locator(PANEL).waitFor();
    await page.locator(tool('toggle')).click();
    assert.equal(await page.locator(PANEL).count(), 0, 'collapsing closed the quick calculator');
    assert.equal(await box(page, tool('info')), null, 'collapsed');
  });
});

/** A context whose widget code arrives `ms` late, so that first uses happen before hydration. */
async function slowWidgetContext(width, ms = 400) {
  const context = await chromium.browser.newContext({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });
  await context.route(/\/assets\/Widget-[^/]*\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
  return context;
}

/** Whether React runs the widget (an element of it carries a fiber). */
const widgetRunning = (page) =>
  page.evaluate(() => [...document.querySelectorAll('[data-island="Widget"] *')].some((n) => Object.keys(n).some((k) => k.startsWith('__reactFiber$'))));

for (const how of ['click', 'Enter', 'Space']) {
  test(`the widget loads on first use only, and the first ${how} on a tool works`, async () => {
    await withWidgetPage(chromium.browser, url('/mortgage-calculator'), { context: await slowWidgetContext(1280) }, async ({ page }) => {
      // Past idle, nothing touched: the widget's code fetched ahead, not run.
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/Widget-[^/]*\.js$/.test(e.name)), null, { timeout: 8000 });
      assert.equal(await widgetRunning(page), false, 'the widget ran before anybody used it');
      if (how === 'click') await page.locator(tool('info')).click();
      else {
        await page.focus(tool('info'));
        await page.keyboard.press(how);
      }
      await page.locator(PANEL).waitFor({ state: 'visible', timeout: 5000 });
      assert.equal(await page.locator(tool('info')).getAttribute('aria-expanded'), 'true');
      assert.equal(await page.locator(PANEL).count(), 1, 'one panel, opened once');
      assert.equal(await widgetRunning(page), true);
      // Then as usual: Escape closes it, focus back on its button.
      await page.keyboard.press('Escape');
      await page.locator(PANEL).waitFor({ state: 'detached' });
      assert.equal(await page.evaluate(() => document.activeElement?.dataset.widget), 'info');
    });
  });
}

test('a toolbar hidden on an earlier page: the first click on the edge tab brings it back', async () => {
  const { context, page, watch } = await openWidgetPage(chromium.browser, url('/mortgage-calculator'), {
    context: await slowWidgetContext(1280),
    init: () => localStorage.setItem('widget', 'hidden'),
  });
  try {
    await ready(page);
    assert.equal(await box(page, `${WIDGET} .widget-bar`), null, 'hidden before hydration');
    await page.locator(tool('show')).click();
    await page.waitForFunction(() => localStorage.getItem('widget') === null, null, { timeout: 5000 });
    await page.waitForFunction((s) => document.activeElement === document.querySelector(s), tool('hide'));
    assert.ok(await box(page, `${WIDGET} .widget-bar`), 'shown');
    assert.equal(await box(page, tool('show')), null, 'no edge tab');
    await watch.assertClean();
  } finally {
    await context.close();
  }
});

test('navigation closes the panels (a fragment link, back and forward)', async () => {
  await withWidgetPage(chromium.browser, url('/mortgage-calculator'), { width: 1280 }, async ({ page }) => {
    await openPanel(page, 'info');
    await page.evaluate(() => { location.hash = '#faqs'; });
    await page.locator(PANEL).waitFor({ state: 'detached' });
    await openPanel(page, 'embed');
    await page.goBack();
    await page.locator(PANEL).waitFor({ state: 'detached' });
  });
});

test('no widget off calculator pages, nor on embeds', async () => {
  for (const path of ['/', '/calculators', '/categories', '/financial-calculators', '/about', '/embed/mortgage', '/pt-br/', '/pt-br/embed/mortgage']) {
    const { context, page } = await openWidgetPage(chromium.browser, url(path), { width: 1280 });
    try {
      assert.equal(await page.locator(WIDGET).count(), 0, `${path} has the widget`);
    } finally {
      await context.close();
    }
  }
  for (const path of ['/mortgage-calculator', '/bmi-calculator', '/percentage-calculator', '/pt-br/bmi-calculator']) {
    const { context, page } = await openWidgetPage(chromium.browser, url(path), { width: 1280 });
    try {
      assert.equal(await page.locator(WIDGET).count(), 1, `${path} has no widget`);
    } finally {
      await context.close();
    }
  }
});
