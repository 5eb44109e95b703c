// The header island in a real browser against dist/ served by nginx: search
// (exact texts, loading, accent-insensitive and typo-tolerant matching, the
// combobox keyboard, the small-screen overlay, "/"), the theme toggle, the
// language links and the first-visit language suggestion, and "Your data".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertAccessible } from '../../e2e-support/axe.mjs';
import { LANGS, pathFor, screenshot, themesFor } from '../../e2e-support/site.mjs';
import { WIDTHS, open, hydrated, propsOf, nameOf, onTop, activeDescription, foreign, shellTexts, plain, searchIndex } from './shell-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';

const { server, chromium } = siteAndBrowser();

const TEXTS = shellTexts();
const INPUT = '[data-island="Header"] input[role="combobox"]';
const STATUS = '[data-island="Header"] .shell-search-status';
const OPTIONS = '[data-island="Header"] [role="option"]';

const words = (s) => plain(s).split(/[^a-z0-9]+/).filter(Boolean);

/**
 * A query for `title` typed without accents, in lower case, with one typo:
 * its most distinctive word of 6+ letters (the one the fewest of `titles`
 * share), one letter dropped. A word every title shares ("Calculadora" in
 * "Calculadora de …") matches them all, and the list shows only the best few,
 * so when the word is not the title's own, the title's other words follow it
 * as typed, like a person narrowing the search.
 */
function sloppy(title, titles = []) {
  const long = words(title).filter((w) => w.length >= 6);
  if (!long.length) return plain(title);
  const sharedBy = (w) => titles.filter((t) => words(t).includes(w)).length;
  const word = long.reduce((best, w) => (sharedBy(w) < sharedBy(best) ? w : best));
  const i = Math.floor(word.length / 2);
  const typo = word.slice(0, i) + word.slice(i + 1); // one letter dropped
  // The title's other words follow, as typed: with two dozen "Calculadora …"
  // titles a single word ranks the wanted one among many.
  return [typo, ...words(title).filter((w) => w !== word && w.length >= 3)].join(' ');
}

/** Holds the search index back until `release()`, to see "Loading...". */
async function holdIndex(page) {
  let release;
  const gate = new Promise((r) => { release = r; });
  await page.route('**/search/*.json', async (route) => {
    await gate;
    await route.continue();
  });
  return () => release();
}

for (const L of LANGS) {
  const texts = TEXTS[L.lang];

  test(`${L.lang}: search texts, loading, matching and the combobox keyboard (1280 px)`, async () => {
    const { context, page, watch } = await open(chromium.browser, `${server.origin}${pathFor(L, '/')}`);
    try {
      await hydrated(page, 'Header');
      const input = page.locator(INPUT);
      assert.equal(await input.getAttribute('placeholder'), texts.searchPlaceholder, 'placeholder');
      assert.equal(await input.getAttribute('aria-expanded'), 'false');
      assert.ok(await input.isVisible(), 'the search box is in the header on large screens');
      const box = await input.boundingBox();
      const search = await page.locator('[data-island="Header"] .shell-search').boundingBox();
      assert.equal(Math.round(search.width), 400, `search box 400 px wide (input ${box.width})`);

      const release = await holdIndex(page);
      await input.focus();
      await page.waitForSelector(`${STATUS}:has-text("${texts.loading}")`);
      assert.equal((await page.textContent(STATUS)).trim(), texts.loading, 'loading text');
      release();
      await page.waitForSelector(OPTIONS);
      assert.equal(await input.getAttribute('aria-expanded'), 'true');
      const listId = await input.getAttribute('aria-controls');
      assert.equal(await page.locator(`#${listId}[role="listbox"]`).count(), 1, 'aria-controls names the listbox');

      await input.fill('zzzqxv');
      await page.waitForSelector(`${STATUS}:has-text("${texts.noResults}")`);
      assert.equal((await page.textContent(STATUS)).trim(), texts.noResults, 'no-results text');
      assert.equal(await page.locator(OPTIONS).count(), 0);

      // Every calculator is found by its title typed without accents and with a typo.
      const index = await searchIndex(page);
      const calculators = index.filter((e) => e.kind === 'calculator');
      assert.ok(calculators.length >= 3, 'the index lists the calculators');
      const accented = calculators.find((e) => plain(e.title) !== e.title.toLowerCase()) ?? calculators[0];
      for (const entry of [accented, ...calculators.slice(0, 3)]) {
        const query = sloppy(entry.title, calculators.map((e) => e.title));
        await input.fill(query);
        await page.waitForFunction(([sel, title]) => [...document.querySelectorAll(sel)].some((o) => o.textContent.includes(title)), [OPTIONS, entry.title], { timeout: 3000 })
          .catch(() => assert.fail(`"${query}" should find "${entry.title}"`));
      }

      // Arrows move the active option, Enter goes there.
      const entry = calculators[1] ?? calculators[0];
      await input.fill(plain(entry.title));
      await page.waitForSelector(`${OPTIONS} >> text=${entry.title}`);
      await input.press('ArrowDown');
      const first = await page.locator(OPTIONS).first().getAttribute('id');
      assert.equal(await input.getAttribute('aria-activedescendant'), first);
      assert.equal(await page.locator(OPTIONS).first().getAttribute('aria-selected'), 'true');
      const n = await page.locator(OPTIONS).count();
      if (n > 1) {
        await input.press('ArrowDown');
        assert.equal(await input.getAttribute('aria-activedescendant'), await page.locator(OPTIONS).nth(1).getAttribute('id'));
        await input.press('ArrowUp');
      }
      assert.equal(await input.getAttribute('aria-activedescendant'), first);
      const firstTitle = await page.locator(`${OPTIONS} .shell-result-title`).first().textContent();
      const target = index.find((e) => e.title === firstTitle);
      await Promise.all([page.waitForURL(`**${target.href}`), input.press('Enter')]);
      assert.equal(new URL(page.url()).pathname, target.href);
      await watch.assertClean();
    } finally {
      await context.close();
    }
  });
}

test('search: Escape and an outside click close the list; a click chooses and clears', async () => {
  const { context, page, watch } = await open(chromium.browser, `${server.origin}/`);
  try {
    await hydrated(page, 'Header');
    const input = page.locator(INPUT);
    await input.click();
    await page.waitForSelector(OPTIONS);
    await input.press('Escape');
    assert.equal(await page.locator('[data-island="Header"] .shell-search-popup').isVisible(), false, 'Escape closes');
    await input.press('ArrowDown');
    assert.ok(await page.locator('[data-island="Header"] .shell-search-popup').isVisible(), 'ArrowDown reopens');
    // The heading: a fixed point could land on a card link and leave the page.
    await page.locator('main h1').click();
    assert.equal(await page.locator('[data-island="Header"] .shell-search-popup').isVisible(), false, 'an outside click closes');
    const index = await searchIndex(page);
    const entry = index.find((e) => e.kind === 'calculator');
    await input.fill(plain(entry.title));
    const option = page.locator(OPTIONS).filter({ hasText: entry.title }).first();
    await Promise.all([page.waitForURL(`**${entry.href}`), option.click()]);
    await hydrated(page, 'Header');
    assert.equal(await page.locator(INPUT).inputValue(), '', 'the query is cleared');
    await watch.assertClean();
  } finally {
    await context.close();
  }
});

for (const width of WIDTHS) {
  test(`"/" goes to search (${width} px)`, async () => {
    const { context, page, watch } = await open(chromium.browser, `${server.origin}/`, { width });
    try {
      await hydrated(page, 'Header');
      await page.locator('main').click({ position: { x: 5, y: 5 } });
      await page.keyboard.press('/');
      await page.waitForFunction((sel) => document.activeElement === document.querySelector(sel), INPUT);
      assert.equal(await page.locator(INPUT).inputValue(), '', 'the "/" is not typed');
      assert.ok(await page.locator(INPUT).isVisible());
      await watch.assertClean();
    } finally {
      await context.close();
    }
  });
}

for (const width of [375, 768]) {
  for (const L of LANGS) {
    test(`${L.lang}: small screens search in a full-width overlay (${width} px)`, async () => {
      const { context, page, watch } = await open(chromium.browser, `${server.origin}${pathFor(L, '/')}`, { width });
      try {
        await hydrated(page, 'Header');
        const input = page.locator(INPUT);
        assert.equal(await input.isVisible(), false, 'no search box in the header');
        const button = page.locator('[data-island="Header"] .shell-search-btn');
        assert.ok(await button.isVisible(), 'a search button');
        assert.ok(await page.locator('[data-island="Header"] .shell-menu-btn').isVisible(), 'a menu button');
        const logo = page.locator('[data-island="Header"] .shell-logo');
        assert.equal(await logo.getAttribute('href'), (await propsOf(page, 'Header')).home, 'the logo links home');
        await button.click();
        await page.waitForFunction((sel) => document.activeElement === document.querySelector(sel), INPUT);
        const overlay = await page.locator('[data-island="Header"] .shell-search').boundingBox();
        assert.equal(Math.round(overlay.width), width, 'full width');
        assert.equal(await input.getAttribute('placeholder'), TEXTS[L.lang].searchPlaceholder);
        await page.waitForSelector(OPTIONS);
        await assertAccessible(page, `search overlay ${L.lang} ${width}px`);
        await screenshot(page, `shell-search-overlay-${L.lang}-${width}`);
        // Escape closes the overlay and gives focus back to the button.
        await input.press('Escape');
        assert.equal(await input.isVisible(), false);
        assert.match(await activeDescription(page), /shell-search-btn/);
        // Choosing a result closes it and goes there.
        await button.click();
        const index = await searchIndex(page);
        const entry = index.find((e) => e.kind === 'calculator');
        await input.fill(sloppy(entry.title, index.filter((e) => e.kind === 'calculator').map((e) => e.title)));
        const option = page.locator(OPTIONS).filter({ hasText: entry.title }).first();
        await option.waitFor();
        await Promise.all([page.waitForURL(`**${entry.href}`), option.click()]);
        await watch.assertClean();
      } finally {
        await context.close();
      }
    });
  }
}

for (const width of WIDTHS) {
  test(`theme toggle: switches, stores and survives a reload (${width} px)`, async () => {
    const { context, page, watch } = await open(chromium.browser, `${server.origin}/`, { width, theme: 'light' });
    try {
      await hydrated(page, 'Header');
      const toggle = page.locator('[data-island="Header"] .shell-theme-btn');
      const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
      assert.equal(await isDark(), false);
      assert.equal(await nameOf(toggle), 'Switch to dark mode');
      await toggle.click();
      assert.equal(await isDark(), true);
      assert.equal(await nameOf(toggle), 'Switch to light mode');
      assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
      await page.reload({ waitUntil: 'domcontentloaded' });
      assert.equal(await isDark(), true, 'dark before any island hydrates');
      await hydrated(page, 'Header');
      await screenshot(page, `shell-header-dark-${width}`);
      await assertAccessible(page, `home dark ${width}px`);
      await page.locator('[data-island="Header"] .shell-theme-btn').click();
      assert.equal(await isDark(), false);
      assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'light');
      await watch.assertClean();
    } finally {
      await context.close();
    }
  });
}

test('with nothing stored, the theme follows the system', async () => {
  const context = await chromium.browser.newContext({ colorScheme: 'dark', reducedMotion: 'reduce' });
  const page = await context.newPage();
  try {
    await page.goto(`${server.origin}/`);
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), true);
    await hydrated(page, 'Header');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
  } finally {
    await context.close();
  }
});

for (const L of LANGS) {
  test(`${L.lang}: language links remember the choice (cookie except for English)`, async () => {
    const { context, page, watch } = await open(chromium.browser, `${server.origin}${pathFor(L, '/')}`);
    try {
      await hydrated(page, 'Header');
      const { languages } = await propsOf(page, 'Header');
      assert.ok(languages.length >= 1, 'links to the other language');
      const other = languages[0];
      const link = page.locator(`[data-island="Header"] a[hreflang="${other.lang}"]`);
      assert.equal(await link.getAttribute('href'), other.href);
      await Promise.all([page.waitForURL(`**${other.href}`), link.click()]);
      assert.equal(await page.evaluate(() => localStorage.getItem('i18nextLng')), other.lang);
      const cookies = await context.cookies();
      const cookie = cookies.find((c) => c.name === 'i18next');
      if (other.lang === 'en') assert.equal(cookie, undefined, 'no cookie for English');
      else {
        assert.equal(cookie?.value, other.lang, 'cookie i18next');
        assert.equal(cookie.path, '/');
        assert.equal(cookie.sameSite, 'Lax');
        assert.ok(cookie.expires * 1000 - Date.now() > 360 * 24 * 3600 * 1000, 'kept a year');
      }
      await watch.assertClean();
    } finally {
      await context.close();
    }
  });
}

// The offer's rule (src/lib/language.ts): only on a page whose address names
// no language (the default language's, at the root), never over a page under
// a language prefix, which the visitor opened deliberately.
const DEFAULT = LANGS.find((l) => l.prefix === '');

test(`${DEFAULT.lang}: a first visit from another language is offered the page, never redirected`, async () => {
  const L = DEFAULT;
  const browserLocale = 'pt-BR';
  const url = `${server.origin}${pathFor(L, '/')}`;
  const { context, page, watch } = await open(chromium.browser, url, { locale: browserLocale, width: 375 });
  try {
    await hydrated(page, 'Header');
    const { languages } = await propsOf(page, 'Header');
    const offered = languages.find((l) => l.lang === 'pt-BR');
    const note = page.locator('[data-island="Header"] .shell-suggest');
    await note.waitFor();
    assert.equal(page.url(), url, 'no redirect');
    assert.equal(await note.locator('a').getAttribute('href'), offered.href);
    // Written in the offered language (props: languages[].suggestion), for
    // the reader it is meant for.
    assert.equal(await note.getAttribute('lang'), offered.lang, 'the offer is in the offered language');
    assert.equal(await note.locator('a').textContent(), offered.suggestion.switchTo);
    await assertAccessible(page, `language suggestion ${L.lang}`);
    await screenshot(page, `shell-language-suggestion-${L.lang}-375`);
    await note.locator('button').click();
    assert.equal(await note.count(), 0, 'dismissed');
    assert.equal(await page.evaluate(() => localStorage.getItem('i18nextLng')), L.lang, 'the dismissal is a choice');
    await page.reload();
    await hydrated(page, 'Header');
    await page.waitForTimeout(200);
    assert.equal(await note.count(), 0, 'not offered again');
    await watch.assertClean();
  } finally {
    await context.close();
  }
});

for (const L of LANGS.filter((l) => l.prefix !== '')) {
  test(`${L.lang}: a page opened at its language's address offers no other language, whatever the browser prefers`, async () => {
    for (const rest of ['/', '/concrete-calculator']) {
      const url = `${server.origin}${pathFor(L, rest)}`;
      const { context, page, watch } = await open(chromium.browser, url, { locale: 'en-US', width: 375 });
      try {
        await hydrated(page, 'Header');
        await page.waitForTimeout(200);
        assert.equal(await page.locator('[data-island="Header"] .shell-suggest').count(), 0, `${url} with an English-language browser`);
        await screenshot(page, `shell-no-suggestion-${L.lang}${rest.replace(/\//g, '-')}-375`);
        await watch.assertClean();
      } finally {
        await context.close();
      }
    }
  });
}

test('no suggestion when the browser prefers the page language or a choice is stored', async () => {
  for (const [url, locale, storage] of [['/', 'en-GB', {}], ['/pt-br/', 'pt-PT', {}], ['/', 'pt-BR', { i18nextLng: 'en' }]]) {
    const { context, page, watch } = await open(chromium.browser, `${server.origin}${url}`, { locale, storage: { consent: 'declined', ...storage } });
    try {
      await hydrated(page, 'Header');
      await page.waitForTimeout(200);
      assert.equal(await page.locator('.shell-suggest').count(), 0, `${url} with ${locale} ${JSON.stringify(storage)}`);
      await watch.assertClean();
    } finally {
      await context.close();
    }
  }
});

// ---- "Your data" --------------------------------------------------------------

const DIALOG = '[data-island="Header"] dialog';
const ACTIONS = `${DIALOG} .shell-data-actions .shell-action`;

async function openYourData(page) {
  await page.locator('[data-island="Header"] .shell-signin').click();
  await page.waitForSelector(`${DIALOG}[open]`);
}

for (const [i, width] of WIDTHS.entries()) {
  for (const theme of themesFor(i)) {
    test(`"Your data": an accessible modal with an honest empty state (${width} px, ${theme})`, async () => {
      const { context, page, watch } = await open(chromium.browser, `${server.origin}/`, { width, theme });
      try {
        await hydrated(page, 'Header');
        const signIn = page.locator('[data-island="Header"] .shell-signin');
        assert.equal(await nameOf(signIn), 'Sign In');
        await openYourData(page);
        const dialog = page.locator(DIALOG);
        assert.equal(await dialog.getAttribute('aria-modal'), 'true');
        const title = await page.locator(`#${await dialog.getAttribute('aria-labelledby')}`).textContent();
        assert.equal(title, 'Your data');
        assert.match(await dialog.textContent(), /No calculations saved in this browser yet\./);
        const states = await page.locator(ACTIONS).evaluateAll((bs) => bs.map((b) => [b.textContent, b.disabled]));
        assert.deepEqual(states, [['Export JSON', true], ['Export CSV', true], ['Import JSON', false], ['Clear all', true]]);
        // Focus is inside and stays inside.
        assert.ok(await dialog.evaluate((d) => d.contains(document.activeElement)), 'focus moves into the dialog');
        for (let i = 0; i < 6; i++) {
          await page.keyboard.press('Tab');
          assert.ok(await dialog.evaluate((d) => d.contains(document.activeElement)), `Tab ${i + 1} stays in the dialog`);
        }
        await page.keyboard.press('Shift+Tab');
        assert.ok(await dialog.evaluate((d) => d.contains(document.activeElement)));
        await screenshot(page, `shell-your-data-${width}-${theme}`);
        await assertAccessible(page, `"Your data" ${width}px ${theme}`);
        await page.keyboard.press('Escape');
        assert.equal(await page.locator(DIALOG).count(), 0, 'Escape closes');
        assert.match(await activeDescription(page), /shell-signin/, 'focus returns to Sign In');
        await watch.assertClean();
      } finally {
        await context.close();
      }
    });
  }
}

test('"Your data": import (checked, merged), export JSON and CSV, clear all', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'calcula-shell-'));
  const { context, page, watch } = await open(chromium.browser, `${server.origin}/`);
  try {
    await hydrated(page, 'Header');
    const index = await searchIndex(page);
    const calc = index.find((e) => e.kind === 'calculator');
    const bad = path.join(dir, 'bad.json');
    fs.writeFileSync(bad, JSON.stringify({ [calc.id]: [{ time: 'never', inputs: {}, result: 1 }] }));
    const good = path.join(dir, 'good.json');
    fs.writeFileSync(good, JSON.stringify({
      format: 'calcula-history',
      version: 1,
      history: { [calc.id]: [{ time: '2026-01-02T03:04:05.000Z', inputs: { a: '1' }, result: { x: 2 } }] },
    }));
    await openYourData(page);
    const importButton = page.locator(ACTIONS).filter({ hasText: 'Import JSON' });
    const message = page.locator(`${DIALOG} .shell-data-message`);

    let [chooser] = await Promise.all([page.waitForEvent('filechooser'), importButton.click()]);
    await chooser.setFiles(bad);
    await page.waitForSelector(`${DIALOG} .shell-data-message.is-error`);
    assert.ok((await message.textContent()).length > 0, 'a bad file is refused with a message');
    assert.equal(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('calcula:history:')).length), 0);

    [chooser] = await Promise.all([page.waitForEvent('filechooser'), importButton.click()]);
    await chooser.setFiles(good);
    await page.waitForSelector(`${DIALOG} .shell-data-item`);
    assert.equal(await page.locator(`${DIALOG} .shell-data-message.is-error`).count(), 0);
    await page.waitForSelector(`${DIALOG} .shell-data-item a[href="${calc.href}"]`);
    // Importing the same file again merges: still one entry.
    [chooser] = await Promise.all([page.waitForEvent('filechooser'), importButton.click()]);
    await chooser.setFiles(good);
    const stored = await page.evaluate((k) => JSON.parse(localStorage.getItem(k)), `calcula:history:${calc.id}`);
    assert.equal(stored.length, 1);

    const [json] = await Promise.all([page.waitForEvent('download'), page.locator(ACTIONS).filter({ hasText: 'Export JSON' }).click()]);
    assert.match(json.suggestedFilename(), /^calcula-history-\d{4}-\d\d-\d\d\.json$/);
    const saved = async (download, name) => {
      const file = path.join(dir, name);
      await download.saveAs(file);
      return fs.readFileSync(file, 'utf8');
    };
    const exported = JSON.parse(await saved(json, 'export.json'));
    assert.equal(exported.format, 'calcula-history');
    assert.deepEqual(exported.history[calc.id], stored);
    const [csv] = await Promise.all([page.waitForEvent('download'), page.locator(ACTIONS).filter({ hasText: 'Export CSV' }).click()]);
    const lines = (await saved(csv, 'export.csv')).trim().split(/\r\n/);
    // An entry kept without what the page showed: its raw texts, one column each.
    assert.equal(lines[0], `calculator,time,${calc.id}: a,${calc.id}: x`);
    assert.equal(lines[1], `${calc.id},2026-01-02T03:04:05.000Z,1,2`);

    await page.locator(ACTIONS).filter({ hasText: 'Clear all' }).click();
    const confirm = page.locator(`${DIALOG} .shell-data-confirm`);
    await confirm.waitFor();
    await assertAccessible(page, 'clear-all confirmation');
    await confirm.locator('.shell-action.is-danger').click();
    await page.waitForSelector(`${DIALOG} .shell-data-empty`);
    assert.equal(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('calcula:history:')).length), 0);
    assert.ok(await page.locator(DIALOG).evaluate((d) => d.contains(document.activeElement)), 'focus stays in the dialog');
    await watch.assertClean();
  } finally {
    await context.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('the header makes no third-party request and fits at every width', async () => {
  // 360 px: the narrowest common phone.
  for (const width of [360, ...WIDTHS]) {
    for (const L of LANGS) {
      const { context, page, watch, requests } = await open(chromium.browser, `${server.origin}${pathFor(L, '/')}`, { width });
      try {
        await hydrated(page, 'Header');
        const header = await page.locator('[data-island="Header"] .shell-header').boundingBox();
        assert.ok(Math.abs(header.height - 76.8) < 1, `header 4.8rem high (${header.height})`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.ok(overflow <= 0, `no horizontal scroll at ${width}px (${overflow})`);
        for (const sel of ['.shell-theme-btn', '.shell-signin', '.shell-logo']) {
          assert.ok(await onTop(page.locator(`[data-island="Header"] ${sel}`)), `${sel} visible at ${width}px`);
        }
        assert.deepEqual(foreign(requests), []);
        await watch.assertClean();
      } finally {
        await context.close();
      }
    }
  }
});
