// The sidebar island in a real browser: the six groups, one open at a time,
// the current page's group open from the start, collapse to icons (stored,
// no flash on reload, group icons link to landing pages), and below 1024 px
// a modal drawer opened by the header's menu button.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertAccessible } from '../../e2e-support/axe.mjs';
import { LANGS, pathFor, screenshot, themesFor } from '../../e2e-support/site.mjs';
import { THEMES, open, hydrated, menuOf, nameOf, onTop, activeDescription, foreign } from './shell-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';

const { server, chromium } = siteAndBrowser();

const SIDEBAR = '[data-island="Sidebar"]';
const TOGGLES = `${SIDEBAR} .shell-group-toggle`;
const PANEL = `${SIDEBAR} .shell-sidebar`;
const expandedStates = (page) => page.locator(TOGGLES).evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-expanded')));
const openLists = (page) => page.locator(`${SIDEBAR} .shell-items`).evaluateAll((ls) => ls.filter((l) => !l.hidden).length);

/** A calculator page of the second group, to see a group other than the first open. */
async function calculatorPage(L) {
  const { context, page } = await open(chromium.browser, `${server.origin}${pathFor(L, '/')}`, { javaScriptEnabled: false });
  try {
    const groups = await menuOf(page);
    const g = groups.findIndex((x, i) => i > 0 && x.items.length > 0);
    return { groups, group: g, href: groups[g].items[0].href };
  } finally {
    await context.close();
  }
}

for (const L of LANGS) {
  test(`${L.lang}: six groups; the current one open in the server render; one open at a time (1280 px)`, async () => {
    const { groups, group, href } = await calculatorPage(L);
    assert.equal(groups.length, 6, 'six groups');
    // Without JavaScript, the server render already shows the current group open.
    {
      const { context, page } = await open(chromium.browser, `${server.origin}${href}`, { javaScriptEnabled: false });
      const states = await expandedStates(page);
      assert.deepEqual(states, groups.map((_, i) => String(i === group)), 'server render');
      assert.equal(await page.locator(`${SIDEBAR} a[aria-current="page"]`).getAttribute('href'), href);
      await context.close();
    }
    const { context, page, watch, requests } = await open(chromium.browser, `${server.origin}${href}`);
    try {
      await hydrated(page, 'Sidebar');
      const nav = page.locator(`${SIDEBAR} nav`);
      assert.ok((await nav.getAttribute('aria-label'))?.length > 0, 'the nav is named');
      assert.ok(await page.locator(PANEL).isVisible(), 'open by default at 1280 px');
      const width = (await page.locator(PANEL).boundingBox()).width;
      assert.ok(Math.abs(width - 256) <= 1, `16rem wide (${width})`);
      assert.deepEqual(await expandedStates(page), groups.map((_, i) => String(i === group)));
      // Each group: icon, title; a list of links.
      const titles = await page.locator(`${TOGGLES} .shell-group-title`).allTextContents();
      assert.deepEqual(titles, groups.map((g) => g.title));
      // Each group has its icon and its own colour.
      const looks = await page.locator(`${TOGGLES} .shell-group-icon`).evaluateAll((els) =>
        els.map((e) => ({ svg: !!e.querySelector('svg'), paint: `${getComputedStyle(e).color} on ${getComputedStyle(e).backgroundColor}` })));
      assert.equal(looks.length, 6);
      assert.ok(looks.every((l) => l.svg), 'an icon per group');
      assert.equal(new Set(looks.map((l) => l.paint)).size, 6, `six colours: ${looks.map((l) => l.paint).join(', ')}`);
      assert.equal(await page.locator(`${SIDEBAR} .shell-items`).nth(group).locator('a').count(), groups[group].items.length);
      // Click another group: it opens, the current one closes; its items,
      // not in the page, come from the nav index.
      await page.locator(TOGGLES).first().click();
      assert.deepEqual(await expandedStates(page), groups.map((_, i) => String(i === 0)));
      assert.equal(await openLists(page), 1);
      const fetchedLinks = page.locator(`${SIDEBAR} .shell-items`).first().locator('a');
      await fetchedLinks.first().waitFor();
      assert.deepEqual(await fetchedLinks.evaluateAll((as) => as.map((a) => a.getAttribute('href'))), groups[0].items.map((i) => i.href));
      // Clicking the open group closes it.
      await page.locator(TOGGLES).first().click();
      assert.deepEqual(await expandedStates(page), groups.map(() => 'false'));
      assert.equal(await openLists(page), 0);
      // Keyboard: Enter on a group toggles it.
      const k = Math.max(0, groups.findIndex((g, i) => i > 0 && i !== group && g.items.length > 0));
      await page.locator(TOGGLES).nth(k).focus();
      await page.keyboard.press('Enter');
      assert.equal((await expandedStates(page))[k], 'true');
      const controls = await page.locator(TOGGLES).nth(k).getAttribute('aria-controls');
      assert.ok(await page.locator(`#${controls}`).isVisible(), 'aria-controls names the open list');
      await assertAccessible(page, `sidebar ${L.lang} 1280px`);
      assert.deepEqual(foreign(requests), []);
      await watch.assertClean();
    } finally {
      await context.close();
    }
  });
}

for (const theme of THEMES) {
  test(`collapse to icons, stored, no flash on reload; icons go to landing pages (1280 px, ${theme})`, async () => {
    const { groups, href } = await calculatorPage(LANGS[0]);
    const { context, page, watch } = await open(chromium.browser, `${server.origin}${href}`, { theme });
    try {
      await hydrated(page, 'Sidebar');
      const collapse = page.locator(`${SIDEBAR} .shell-collapse`);
      const expandedName = await nameOf(collapse);
      await collapse.click();
      assert.equal(await page.evaluate(() => document.documentElement.classList.contains('sidebar-collapsed')), true);
      assert.equal(await page.evaluate(() => localStorage.getItem('sidebar')), 'collapsed');
      assert.notEqual(await nameOf(collapse), expandedName, 'the button now says expand');
      const width = (await page.locator(PANEL).boundingBox()).width;
      assert.ok(Math.abs(width - 80) <= 1, `5rem wide (${width})`);
      // Icons only: no titles, no lists; each icon is a named link to the landing page.
      assert.equal(await page.locator(TOGGLES).first().isVisible(), false);
      const links = page.locator(`${SIDEBAR} .shell-group-link`);
      assert.deepEqual(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href'))), groups.map((g) => g.href));
      assert.equal(await nameOf(links.first()), groups[0].title);
      await links.nth(1).hover();
      assert.ok(await page.locator(`${SIDEBAR} .shell-group-link >> nth=1 >> .shell-tip`).isVisible(), 'a tooltip on hover');
      await screenshot(page, `shell-sidebar-collapsed-${theme}`);
      await assertAccessible(page, `collapsed sidebar ${theme}`);
      // Reload: collapsed before any script of ours runs.
      await page.reload({ waitUntil: 'domcontentloaded' });
      assert.equal(await page.evaluate(() => document.documentElement.classList.contains('sidebar-collapsed')), true, 'no flash');
      await hydrated(page, 'Sidebar');
      await Promise.all([page.waitForURL(`**${groups[1].href}`), page.locator(`${SIDEBAR} .shell-group-link`).nth(1).click()]);
      await hydrated(page, 'Sidebar');
      await page.locator(`${SIDEBAR} .shell-collapse`).click();
      assert.equal(await page.evaluate(() => localStorage.getItem('sidebar')), 'expanded');
      assert.ok(await page.locator(TOGGLES).first().isVisible());
      await watch.assertClean();
    } finally {
      await context.close();
    }
  });
}

for (const [i, width] of [375, 768].entries()) {
  for (const theme of themesFor(i)) {
    test(`below 1024 px: a modal drawer, closed by default (${width} px, ${theme})`, async () => {
      const { href } = await calculatorPage(LANGS[0]);
      const { context, page, watch } = await open(chromium.browser, `${server.origin}${href}`, { width, theme });
      try {
        await hydrated(page, 'Sidebar');
        await hydrated(page, 'Header');
        const panel = page.locator(PANEL);
        const menu = page.locator('[data-island="Header"] .shell-menu-btn');
        assert.equal(await panel.isVisible(), false, 'closed by default');
        assert.equal(await menu.getAttribute('aria-expanded'), 'false');
        assert.equal(await page.locator(`#${await menu.getAttribute('aria-controls')}`).count(), 1, 'the menu button controls the drawer');

        await menu.click();
        await page.waitForFunction((sel) => document.querySelector(sel).getBoundingClientRect().left >= 0, PANEL);
        assert.ok(await panel.isVisible());
        assert.equal(await panel.getAttribute('role'), 'dialog');
        assert.equal(await panel.getAttribute('aria-modal'), 'true');
        assert.equal(await menu.getAttribute('aria-expanded'), 'true');
        assert.ok(await panel.evaluate((p) => p.contains(document.activeElement)), 'focus moves into the drawer');
        assert.ok(await page.locator(`${SIDEBAR} .shell-overlay`).isVisible(), 'an overlay behind it');
        assert.equal(await page.locator(`${SIDEBAR} .shell-collapse`).isVisible(), false, 'no collapse button in the drawer');
        // Focus stays in the drawer.
        for (let i = 0; i < 40; i++) {
          await page.keyboard.press('Tab');
          if (!(await panel.evaluate((p) => p.contains(document.activeElement)))) assert.fail(`Tab ${i + 1} left the drawer: ${await activeDescription(page)}`);
        }
        await screenshot(page, `shell-drawer-${width}-${theme}`);
        await assertAccessible(page, `drawer ${width}px ${theme}`);

        // Escape closes, focus back on the menu button.
        await page.keyboard.press('Escape');
        await page.waitForFunction((sel) => getComputedStyle(document.querySelector(sel)).visibility === 'hidden', PANEL);
        // The header's button follows the drawer's state in its own render, a frame or so later.
        await page.waitForFunction((el) => el.getAttribute('aria-expanded') === 'false', await menu.elementHandle(), { timeout: 5000 });
        assert.match(await activeDescription(page), /shell-menu-btn/);

        // The overlay closes it.
        await menu.click();
        await page.locator(`${SIDEBAR} .shell-overlay`).click({ position: { x: width - 10, y: 400 } });
        await page.waitForFunction((sel) => getComputedStyle(document.querySelector(sel)).visibility === 'hidden', PANEL);

        // Picking an item closes it and goes there.
        await menu.click();
        const item = page.locator(`${SIDEBAR} .shell-items:not([hidden]) a`).last();
        const to = await item.getAttribute('href');
        await Promise.all([page.waitForURL(`**${to}`), item.click()]);
        await hydrated(page, 'Sidebar');
        assert.equal(await page.locator(PANEL).isVisible(), false, 'closed on the new page');
        await watch.assertClean();
      } finally {
        await context.close();
      }
    });
  }
}

test('the drawer stays a column at 1024 px and more, and the menu button is gone', async () => {
  const { context, page, watch } = await open(chromium.browser, `${server.origin}/`, { width: 1024 });
  try {
    await hydrated(page, 'Sidebar');
    assert.ok(await onTop(page.locator(`${SIDEBAR} .shell-collapse`)), 'sidebar column visible at 1024 px');
    assert.equal(await page.locator('[data-island="Header"] .shell-menu-btn').isVisible(), false);
    assert.equal(await page.locator('[data-island="Header"] .shell-search-btn').isVisible(), false);
    await watch.assertClean();
  } finally {
    await context.close();
  }
});
